"""Shared set-up for the store tests: a data directory of the test's own and a way to play hands into a store."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from napdesk.engine.actions import Claim
from napdesk.engine.record import record_of
from napdesk.engine.rules import Rules
from napdesk.engine.session import Session
from napdesk.store import Seat, Store


@dataclass
class Game:
    """A session played into a store: the engine's session and its id in the store."""

    store: Store
    session: Session
    sid: int
    rng: random.Random

    def begin(self) -> None:
        s = self.session
        hand = s.start_hand()
        self.store.begin_hand(self.sid, s.number, record_of(hand, [s.players[x] for x in s.seats]))

    def step(self) -> None:
        """One random legal action, committed; a hand that ends is finished in the store."""
        s = self.session
        if s.hand is None or s.hand.is_over:
            self.begin()
        hand = s.hand
        assert hand is not None
        seat = hand.to_move
        moves = [a for a in hand.legal_actions() if not isinstance(a, Claim)] or hand.legal_actions()
        action = self.rng.choice(moves)
        s.apply(action)
        self.store.record_action(self.sid, seat, action)
        if hand.is_over:
            self.store.finish_hand(self.sid, s.history[-1], s.snapshot())

    def play_hands(self, count: int, batch: bool = True) -> None:
        """Play ``count`` more hands (fewer if the session ends); by default in one transaction, for speed: the
        tests that are about committing each action (test_crash, test_store) step one at a time."""
        target = len(self.session.history) + count
        if batch:
            with self.store.batch():
                self.play_hands(count, batch=False)
            return
        while len(self.session.history) < target and not self.session.is_over:
            self.step()


NewGame = Callable[..., Game]


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "napdesk-data"
    monkeypatch.setenv("NAPDESK_DATA_DIR", str(folder))
    return folder


@pytest.fixture
def new_game() -> NewGame:
    def make(store: Store, rules: Rules | None = None, seed: int = 1, name: str = "Friday",
             players: tuple[str, ...] = ("Ann", "Ben", "Cat", "Dan"), people: tuple[int, ...] = (0,)) -> Game:
        rules = rules or Rules(preset="pool")
        if rules.players != len(players):
            players = tuple(f"P{i}" for i in range(rules.players))
        session = Session(rules, players, seed)
        seats = [Seat(p) if i in people else Seat(p, "computer", "random") for i, p in enumerate(players)]
        sid = store.create_session(name, rules, seats, seed=seed, snapshot=session.snapshot())
        return Game(store, session, sid, random.Random(seed))

    return make
