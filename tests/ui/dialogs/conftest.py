"""Stores for the dialog tests: sessions played for real, and a session of 100,000 hands filled in bulk."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QWidget
from pytestqt.qtbot import QtBot

from napdesk.engine.actions import Claim
from napdesk.engine.record import record_of
from napdesk.engine.rules import Rules
from napdesk.engine.session import Session
from napdesk.store import Seat, Store

PLAYERS = ("Ann", "Ben", "Cat", "Dan")


@dataclass
class Played:
    store: Store
    sid: int
    session: Session
    rng: random.Random


def play(store: Store, hands: int, *, rules: Rules | None = None, seed: int = 3, name: str = "Friday",
         players: tuple[str, ...] = PLAYERS) -> Played:
    """A session of ``hands`` real hands (random legal play, no claims), written as the game writes it."""
    rules = rules or Rules()
    session = Session(rules, players, seed)
    seats = [Seat(p) if i == 0 else Seat(p, "computer", "random") for i, p in enumerate(players)]
    sid = store.create_session(name, rules, seats, seed=seed, snapshot=session.snapshot())
    played = Played(store, sid, session, random.Random(seed))
    play_more(played, hands)
    return played


def play_more(played: Played, hands: int) -> None:
    """``hands`` more hands of the session (fewer if it ends)."""
    store, sid, session, rng = played.store, played.sid, played.session, played.rng
    target = len(session.history) + hands
    with store.batch():
        while len(session.history) < target and not session.is_over:
            hand = session.start_hand()
            store.begin_hand(sid, session.number, record_of(hand, [session.players[s] for s in session.seats]))
            while not hand.is_over:
                seat = hand.to_move
                moves = [a for a in hand.legal_actions() if not isinstance(a, Claim)] or hand.legal_actions()
                action = rng.choice(moves)
                session.apply(action)
                store.record_action(sid, seat, action)
            store.finish_hand(sid, session.history[-1], session.snapshot())


def fill_bulk(store: Store, hands: int, *, seed: int = 5, name: str = "Marathon") -> int:
    """A session of ``hands`` hands in a second or two: 40 real hands, then their rows repeated straight into the
    scoreboard tables (``hands``, ``hand_seats``) with running totals carried on. For the scoreboard's speed."""
    played = play(store, 40, seed=seed, name=name)
    sid = played.sid
    db = store.connection
    real = db.execute("SELECT number, dealer, bidder, bid, made, pool_before, pool_after, antes, settlement, record "
                      "FROM hands WHERE session_id = ? ORDER BY number", (sid,)).fetchall()
    changes = {}
    for seat, number, change in db.execute(
            "SELECT seat, number, change FROM hand_seats WHERE session_id = ?", (sid,)):
        changes[(number, seat)] = change
    n = len(PLAYERS)
    totals = [t for (t,) in db.execute(
        "SELECT total FROM hand_seats WHERE session_id = ? AND number = ? ORDER BY seat", (sid, len(real)))]
    hand_rows = []
    seat_rows = []
    for number in range(len(real) + 1, hands + 1):
        src = real[(number - 1) % len(real)]
        hand_rows.append((sid, number, *src[1:]))
        for s in range(n):
            c = changes[(src[0], s)]
            totals[s] += c
            seat_rows.append((sid, s, number, c, totals[s], 1))
    with store.batch():
        db.executemany("INSERT INTO hands (session_id, number, dealer, bidder, bid, made, pool_before, pool_after, "
                       "antes, settlement, record) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", hand_rows)
        db.executemany("INSERT INTO hand_seats (session_id, seat, number, change, total, in_hand) "
                       "VALUES (?, ?, ?, ?, ?, ?)", seat_rows)
        db.execute("UPDATE sessions SET hands = ? WHERE id = ?", (hands, sid))
    return sid


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    result = Store.open(tmp_path / "data", backup=False)
    yield result.store
    result.store.close()


@pytest.fixture
def played() -> Callable[..., Played]:
    return play


@pytest.fixture
def more() -> Callable[[Played, int], None]:
    return play_more


@pytest.fixture(scope="session")
def bulk_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A data directory holding one session of 100,000 hands, built once for the test run."""
    folder = tmp_path_factory.mktemp("bulk") / "data"
    with Store.open(folder, backup=False).store as s:
        fill_bulk(s, 100_000)
    return folder


def close_by_button_and_escape(qtbot: QtBot, window: QWidget, buttons: str, focus: QWidget) -> None:
    """A window of its own (not a dialog) closes by its Close button (in the QDialogButtonBox named ``buttons``),
    then, shown again and active, by Esc pressed on ``focus``."""
    box = window.findChild(QDialogButtonBox, buttons)
    assert box is not None
    qtbot.mouseClick(box.button(QDialogButtonBox.StandardButton.Close), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not window.isVisible())
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    focus.setFocus()
    qtbot.keyClick(focus, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not window.isVisible())


@pytest.fixture
def closes() -> Callable[[QtBot, QWidget, str, QWidget], None]:
    return close_by_button_and_escape
