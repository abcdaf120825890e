"""What a hint is made of, beside the expert's choice (napdesk.ai.hints): the share of the budget the expert may
sample for and its grace, the seed it is given, the line between a guess and a hint that rests on enough sampled
deals, the reason given where the expert left none, the chances as a copy, and the time it took."""

from __future__ import annotations

from typing import Any, ClassVar

import pytest

import napdesk.ai.hints as hints
from napdesk.ai.advice import Advice, AdviceKind
from napdesk.ai.expert import Thinking
from napdesk.ai.hints import DEFAULT_BUDGET_MS, EVIDENCE, hint
from napdesk.engine.actions import Action, Bid, Play
from napdesk.engine.rules import Rules
from napdesk.engine.view import View
from tests.ai.conftest import dealt


class Clock:
    """``time.perf_counter`` for the hint: a quarter of a second passes while the expert thinks."""

    def __init__(self) -> None:
        self.now = 7.0

    def perf_counter(self) -> float:
        return self.now


class Expert:
    """Stands in for the expert: records how it was made, answers what the test set."""

    made: ClassVar[list[dict[str, Any]]] = []
    answer: ClassVar[Thinking] = Thinking()
    clock: ClassVar[Clock | None] = None  # moved on by a quarter of a second while it thinks

    def __init__(self, seed: int = 0, **options: Any) -> None:
        Expert.made.append({"seed": seed, **options})
        self.thinking = Thinking()

    def choose(self, view: View) -> Action:
        if Expert.clock is not None:
            Expert.clock.now += 0.25
        self.thinking = Expert.answer
        assert Expert.answer.action is not None
        return Expert.answer.action


@pytest.fixture
def expert(monkeypatch: pytest.MonkeyPatch) -> type[Expert]:
    monkeypatch.setattr(hints, "ExpertPlayer", Expert)
    Expert.made = []
    Expert.clock = None
    return Expert


def _bidding_view() -> View:
    state = dealt(Rules(), 0, ["AS KS QS JS TS", "AH KH QH JH TH", "AD KD QD JD TD", "AC KC QC JC TC"])
    return state.view(state.to_move)


def _playing_view() -> View:
    state = dealt(Rules(), 0, ["AS KS QS JS TS", "AH KH QH JH TH", "AD KD QD JD TD", "AC KC QC JC TC"])
    while state.phase == "bidding":
        state.apply(Bid.parse("nap" if state.to_move == 1 else "pass"))
    return state.view(state.to_move)


def test_the_expert_samples_for_less_than_half_the_budget_with_a_tenth_of_grace(expert: type[Expert]) -> None:
    view = _bidding_view()
    expert.answer = Thinking(Bid.parse("pass"), 30, advice=Advice(AdviceKind.PASS, samples=30))
    hint(view, budget_ms=1000, seed=17)
    hint(view)
    assert expert.made == [{"seed": 17, "budget_ms": pytest.approx(450), "grace": pytest.approx(0.1)},
                           {"seed": 0, "budget_ms": pytest.approx(DEFAULT_BUDGET_MS * 0.45),
                            "grace": pytest.approx(0.1)}]
    assert DEFAULT_BUDGET_MS == 300


@pytest.mark.parametrize(("samples", "guess"), [(0, True), (EVIDENCE - 1, True), (EVIDENCE, False),
                                                (EVIDENCE + 1, False)])
def test_a_sampled_reason_on_fewer_than_the_evidence_is_a_guess(expert: type[Expert], samples: int,
                                                                guess: bool) -> None:
    assert EVIDENCE == 20
    expert.answer = Thinking(Bid.parse("pass"), samples, advice=Advice(AdviceKind.PASS, samples=7))
    got = hint(_bidding_view())
    assert got.advice.guess is guess and got.samples == samples
    assert got.advice.samples == (samples if guess else 7)  # a guess says on how few it rests
    assert got.advice.kind is AdviceKind.PASS
    assert got.reason.endswith(f"(only a guess: {samples} sampled deals)") is guess


@pytest.mark.parametrize("kind", [AdviceKind.ONLY_CHOICE, AdviceKind.EXPERT, AdviceKind.PLAY,
                                  AdviceKind.BID_QUICK])
def test_a_reason_that_is_not_the_sampled_deals_is_never_a_guess(expert: type[Expert], kind: AdviceKind) -> None:
    expert.answer = Thinking(Bid.parse("pass"), 0, advice=Advice(kind))
    assert hint(_bidding_view()).advice == Advice(kind)


@pytest.mark.parametrize("kind", [AdviceKind.PLAY_BEST, AdviceKind.PLAY_ANY, AdviceKind.BID, AdviceKind.TAKE_WIDOW,
                                  AdviceKind.PASS, AdviceKind.PEEP, AdviceKind.EXCHANGE, AdviceKind.KEEP,
                                  AdviceKind.DISCARD])
def test_every_sampled_reason_can_be_a_guess(expert: type[Expert], kind: AdviceKind) -> None:
    expert.answer = Thinking(Bid.parse("pass"), 3, advice=Advice(kind))
    assert hint(_bidding_view()).advice.guess


def test_without_the_experts_reason_a_card_is_the_card_to_play_and_a_bid_the_experts(
        expert: type[Expert]) -> None:
    view = _playing_view()
    card = next(a for a in view.legal if isinstance(a, Play))
    expert.answer = Thinking(card, 0)
    got = hint(view)
    assert got.advice == Advice(AdviceKind.PLAY, card=card.card) and got.action == card
    expert.answer = Thinking(Bid.parse("pass"), 0)
    got = hint(_bidding_view())
    assert got.advice == Advice(AdviceKind.EXPERT) and not got.advice.guess


def test_the_chances_are_a_copy_and_the_time_is_in_milliseconds(expert: type[Expert],
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    clock = Clock()
    monkeypatch.setattr(hints, "time", clock)
    chances = {"3": 0.5, "nap": 0.1}
    expert.answer = Thinking(Bid.parse("3"), 40, chances=chances, advice=Advice(AdviceKind.BID, samples=40))
    expert.clock = clock
    got = hint(_bidding_view())
    chances["nap"] = 0.9
    assert got.chances == {"3": 0.5, "nap": 0.1}
    assert got.elapsed_ms == pytest.approx(250)
    assert (got.action, got.samples) == (Bid.parse("3"), 40)


def test_a_hint_is_a_value_and_one_built_bare_rests_on_nothing() -> None:
    bare = hints.Hint(Bid.parse("pass"), Advice(AdviceKind.PASS))
    assert (bare.samples, bare.elapsed_ms, bare.chances) == (0, 0.0, {})
    with pytest.raises(AttributeError):
        bare.samples = 5  # type: ignore[misc]


def test_no_hint_for_a_seat_with_nothing_to_do(expert: type[Expert]) -> None:
    state = dealt(Rules(), 0, ["AS KS QS JS TS", "AH KH QH JH TH", "AD KD QD JD TD", "AC KC QC JC TC"])
    waiting = state.view((state.to_move + 1) % 4)
    assert not waiting.legal
    with pytest.raises(ValueError, match=r"^it is not this seat's turn: no hint to give$"):
        hint(waiting)
    assert expert.made == []
