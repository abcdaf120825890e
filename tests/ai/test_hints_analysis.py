"""Hints suggest a legal action with a reason; the analysis of a finished hand finds what was makeable and who
lost it. How fast hints answer (within 300 ms) is measured by bench/ai.py, not here: a timed test on a busy
machine fails for reasons of its own."""

from __future__ import annotations

from typing import Any

import pytest

from napdesk.ai import make_player
from napdesk.ai.analysis import analyse
from napdesk.ai.hints import hint
from napdesk.ai.levels import IntermediatePlayer
from napdesk.engine.actions import PLAYS, Bid, Play
from napdesk.engine.cards import Card
from napdesk.engine.record import parse_record, record_of
from napdesk.engine.rules import Rules


@pytest.mark.parametrize("preset", ["standard", "pub", "purchase", "peep", "sir_garnet", "seven_card"])
def test_hints_suggest_a_legal_action_with_a_reason(preset: str, ai: Any) -> None:
    rules = Rules(preset=preset)
    state = ai.random_hand(rules, 4)
    view = state.view(state.to_move)
    h = hint(view)
    assert h.action in view.legal and h.reason
    if state.phase == "bidding":
        open_bids = {a.name for a in view.legal if isinstance(a, Bid) and not a.is_pass}
        assert open_bids <= set(h.chances)
        assert all(0.0 <= p <= 1.0 for p in h.chances.values())
    # And a card to play, with its reason: the intermediate level takes the hand to its first card.
    others = IntermediatePlayer(1)
    while state.phase != "play" and not state.is_over:
        state.apply(others.choose(state.view(state.to_move)))
    if state.phase == "play":
        view = state.view(state.to_move)
        h = hint(view)
        assert isinstance(h.action, Play) and h.action in view.legal and h.reason


def test_analysis_finds_the_card_that_let_the_bid_through(ai: Any) -> None:
    """Bid of one by seat 1 leading the king of hearts: the ace beats it; seat 2 plays the three instead."""
    state = ai.dealt(Rules(), 0, ["JH TC TD TS 8C", "KH 2C 2D 2S 3S", "AH 3H AC AD AS", "QH 9C 9D 9S 8S"])
    ai.bid_all(state, {1: "1"})
    for card in ("KH", "3H", "QH", "JH"):
        state.apply(PLAYS[Card(card).index])
    assert state.is_over and state.outcome is not None and state.outcome.made
    result = analyse(state)
    assert result.contract == "1" and result.bidder == 1
    assert result.could_make == 0 and result.makeable is False and result.made is True
    turn = result.turning_point
    assert turn is not None
    assert (turn.seat, turn.card, turn.trick, turn.before, turn.after) == (2, Card("3H"), 1, False, True)
    assert turn.better == (Card("AH"),)
    assert "3H" in turn.describe()
    # The same from the hand's record.
    again = analyse(parse_record(record_of(state, ["A", "B", "C", "D"])).replay())
    assert again == result


def test_analysis_of_a_hand_played_well(ai: Any) -> None:
    state = ai.dealt(Rules(), 0, ["JH TC TD TS 8C", "KH 2C 2D 2S 3S", "AH 3H AC AD AS", "QH 9C 9D 9S 8S"])
    ai.bid_all(state, {1: "1"})
    for card in ("KH", "AH", "QH", "JH"):
        state.apply(PLAYS[Card(card).index])
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    result = analyse(state)
    assert result.made is False and result.turning_point is None


def test_analysis_of_a_hand_thrown_in(ai: Any) -> None:
    state = ai.random_hand(Rules(preset="pub"), 1)
    ai.bid_all(state, {})
    result = analyse(state)
    assert result.contract is None and result.turning_point is None


def test_every_swing_is_found_and_they_account_for_the_result(ai: Any) -> None:
    """Beginners throw results away and hand them back: the swings alternate, the first starts from what the
    deal allowed, and their number says whether the result reached is the one the deal allowed."""
    double = 0
    for seed in range(80):
        state = ai.random_hand(Rules(), seed)
        ai.play_out(state, [make_player("beginner", seed * 4 + s) for s in range(4)])
        result = analyse(state)
        if result.contract is None:
            continue
        swings = result.swings
        assert result.turning_point == (swings[0] if swings else None)
        assert result.first_and_last == ((swings[0], swings[-1]) if len(swings) > 1 else swings)
        value = result.makeable
        for turn in swings:
            assert turn.before == value and turn.after != value
            value = turn.after
        assert [t.index for t in swings] == sorted({t.index for t in swings})
        assert (result.made == result.makeable) == (len(swings) % 2 == 0), seed
        double += len(swings) >= 2
    assert double >= 3, "the seeds should include hands whose result changed more than once"


def test_a_hint_on_too_few_sampled_deals_says_it_is_a_guess(ai: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    import napdesk.ai.hints as hints

    state = ai.random_hand(Rules(), 3)
    view = state.view(state.to_move)
    assert state.phase == "bidding"
    monkeypatch.setattr(hints, "EVIDENCE", 0)
    sure = hint(view, seed=1)
    assert sure.samples > 0 and not sure.advice.guess and "guess" not in sure.reason
    monkeypatch.setattr(hints, "EVIDENCE", 10**6)
    guess = hint(view, seed=1)
    assert guess.advice.guess and guess.advice.samples == guess.samples
    assert guess.reason.endswith(f"(only a guess: {guess.samples} sampled deals)")


def test_the_only_legal_choice_is_never_a_guess(ai: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    import napdesk.ai.hints as hints

    monkeypatch.setattr(hints, "EVIDENCE", 10**6)
    state = ai.random_hand(Rules(), 3)
    while not state.is_over:
        view = state.view(state.to_move)
        if len(view.legal) == 1:
            h = hint(view)
            assert not h.advice.guess
            return
        state.apply(IntermediatePlayer(0).choose(view))
    pytest.skip("no forced move in this hand")


def _walked_card_by_card(state: Any) -> tuple[bool | None, list[tuple[int, bool, bool]]]:
    """The analysis's swings the long way: solve the contract after every card (index, before, after)."""
    from napdesk.ai.analysis import _makeable, replay_to_play
    from napdesk.engine.facts import Phase

    replay, i = replay_to_play(state)
    history = state.history
    if replay.contract is None or replay.phase != Phase.PLAY:
        return None, []
    value = first = _makeable(replay, None)
    swings = []
    for j in range(i, len(history)):
        if replay.is_over or replay.revokes:
            break
        replay.apply(history[j][1])
        after = replay.outcome.made if replay.is_over and replay.outcome is not None else _makeable(replay, None)
        if after != value:
            swings.append((j, value, after))
        value = after
    return first, swings


@pytest.mark.parametrize("preset", ["standard", "misere_first_lead", "seven_card"])
def test_the_analysis_solves_only_after_cards_that_can_change_the_result(ai: Any, preset: str,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """A bidder's card cannot make a lost contract makeable, nor a defender's lose a makeable one (each side picks
    its best child): the analysis solves only after the other cards, and finds every swing the long walk finds."""
    import napdesk.ai.analysis as analysis_module

    rules = Rules(preset=preset) if preset != "misere_first_lead" else Rules({"misere_trumps": "first_lead"})
    asked = 0
    calls: list[bool] = []  # one per solve of the contract by the analysis
    real = analysis_module._makeable

    def counting(replay: Any, deadline: float | None) -> bool:
        calls.append(True)
        return real(replay, deadline)

    for seed in range(40):
        state = ai.random_hand(rules, seed)
        ai.play_out(state, [make_player("beginner", seed * 7 + s) for s in range(rules.players)])
        first, long_way = _walked_card_by_card(state)
        calls.clear()
        with monkeypatch.context() as m:
            m.setattr(analysis_module, "_makeable", counting)
            result = analyse(state)
        if result.contract is None:
            continue
        assert result.makeable == first
        assert [(t.index, t.before, t.after) for t in result.swings] == long_way, seed
        plays = sum(1 for _, a in state.history if isinstance(a, Play))
        assert len(calls) < plays, "the analysis solved after every card"
        asked += 1
    assert asked >= 10
