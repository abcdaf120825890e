"""Hand history: it opens on the last hand of the most recent session, and every seat's cards stay on the board."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QRectF
from pytestqt.qtbot import QtBot

from napdesk.engine.cards import CardSet
from napdesk.engine.hand import HandState
from napdesk.engine.rules import Rules
from napdesk.engine.session import Session
from napdesk.store import Store
from napdesk.ui.dialogs import HandBoard, HandHistoryWindow


def test_history_opens_on_the_last_hand_of_the_latest_session(qtbot: QtBot, store: Store,
                                                               played: Callable[..., object]) -> None:
    played(store, 2, name="Monday")
    latest = played(store, 4, seed=8, name="Tuesday").sid  # type: ignore[attr-defined]
    window = HandHistoryWindow(store)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.replay is not None
    assert window.session_box.currentData()[0] == latest
    assert window.hand_spin.value() == 4


def test_history_without_hands_shows_none(qtbot: QtBot, store: Store) -> None:
    window = HandHistoryWindow(store)
    qtbot.addWidget(window)
    assert window.replay is None and not window.open_latest()


def _first_hand(qtbot: QtBot, rules: Rules, names: tuple[str, ...], size: tuple[int, int],
                first_dealer: int | None = None) -> tuple[HandBoard, HandState]:
    """A board of ``size`` showing a new session's first hand, as dealt."""
    session = Session(rules, names, 3, first_dealer=first_dealer)
    state = session.start_hand()
    board = HandBoard()
    qtbot.addWidget(board)
    board.resize(*size)
    board.set_state(state, session.players)
    return board, state


@pytest.mark.parametrize("players", [4, 5, 6, 7])
@pytest.mark.parametrize("size", [(520, 380), (700, 500), (1000, 640)])
def test_every_seats_cards_fit_on_the_board(qtbot: QtBot, players: int, size: tuple[int, int]) -> None:
    rules = Rules({"players": players, "deck_size": 52, "hand_size": 7 if players <= 6 else 5})
    board, state = _first_hand(qtbot, rules, tuple(f"P{i}" for i in range(players)), size)
    rect = QRectF(board.rect())
    for seat in range(players):
        box = board.seat_box(seat, rect)
        assert rect.contains(box), (seat, box, rect)
        cards = len(CardSet(state.hands[seat]))
        assert min(40.0, box.width() / max(1, cards)) * cards <= box.width() + 0.01


@pytest.mark.parametrize("size", [(520, 380), (700, 500), (1000, 640)])
def test_every_seats_name_and_tags_are_drawn_inside_its_box(qtbot: QtBot, size: tuple[int, int]) -> None:
    """At seven players a long name with its tags ("Noordnoordwest (deler, speelt niet mee)") ran past the
    board's edge, cut off: what is drawn above a seat's cards fits its box, in a smaller font if it must, and
    says everything when the smallest font has the room."""
    from PySide6.QtGui import QFontMetricsF

    names = ("You", "West", "Northwest", "North-northwest", "North-northeast", "Northeast", "East")
    board, _ = _first_hand(qtbot, Rules({"players": 7, "deck_size": 52, "hand_size": 5}), names, size,
                           first_dealer=3)
    rect = QRectF(board.rect())
    for seat in range(7):
        box = board.seat_box(seat, rect)
        font, text = board.head(seat, box)
        assert QFontMetricsF(font).horizontalAdvance(text) <= box.width() + 0.01, (seat, text, box)
        full = board.seat_line(seat).split(": ")[0]
        assert text == full or text.endswith("\u2026"), (text, full)
    dealer = board.head(3, board.seat_box(3, rect))[1]
    if size[0] >= 700:
        assert dealer == "North-northwest (dealer, sits out)"


def test_close_button_and_escape_close_the_history(qtbot: QtBot, store: Store, played: Callable[..., object],
                                                   closes: Callable[..., None]) -> None:
    """A window of its own, like the scoreboard: without a window manager's title bar (or from the keyboard) it
    had no way to be closed."""
    played(store, 2)
    window = HandHistoryWindow(store)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    closes(qtbot, window, "history_buttons", window.log)
