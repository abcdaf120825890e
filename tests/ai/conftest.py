"""Helpers for the computer-player tests: hands dealt by hand, hands played out by players."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from napdesk.ai.base import Player
from napdesk.engine.actions import Action, Bid
from napdesk.engine.cards import CardSet, pack
from napdesk.engine.deal import Deal, deal_hand
from napdesk.engine.hand import HandState
from napdesk.engine.rules import Rules


def dealt(rules: Rules, dealer: int, hands: Sequence[str], widow: str = "", stock: bool = False) -> HandState:
    """A hand with these cards (space-separated per seat); the rest of the pack is the stock if ``stock``."""
    sets = tuple(CardSet(h.split()) for h in hands)
    w = CardSet(widow.split())
    used = w.mask
    for s in sets:
        used |= s.mask
    rest = tuple(c for c in pack(rules.deck_size) if not used & c.bit) if stock else ()
    return HandState(rules, dealer, Deal(hands=sets, widow=w, stock=rest))


def bid_all(state: HandState, bids: dict[int, str]) -> None:
    """Run the auction: each seat in turn says its bid in ``bids`` or passes."""
    while state.phase == "bidding":
        seat = state.to_move
        state.apply(Bid.parse(bids.get(seat, "pass")))


def random_hand(rules: Rules, seed: int) -> HandState:
    rng = random.Random(seed)
    dealer = rng.randrange(rules.players)
    return HandState(rules, dealer, deal_hand(rules, dealer, rng))


def play_out(state: HandState, players: Sequence[Player]) -> list[tuple[str, Action]]:
    """Play the hand to its end; every player sees only its seat's view. Returns (phase, action) taken."""
    taken: list[tuple[str, Action]] = []
    while not state.is_over:
        seat = state.to_move
        view = state.view(seat)
        action = players[seat].choose(view)
        assert action in view.legal, f"{players[seat].name} chose {action} in {view.phase}: not legal"
        taken.append((state.phase, action))
        state.apply(action)
    return taken


class Helpers:
    """The helpers above, handed to tests as the ``ai`` fixture (test files here cannot import each other)."""

    dealt = staticmethod(dealt)
    bid_all = staticmethod(bid_all)
    random_hand = staticmethod(random_hand)
    play_out = staticmethod(play_out)


@pytest.fixture
def ai() -> type[Helpers]:
    return Helpers
