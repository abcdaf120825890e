"""What the coach says before the person's bid in each lesson agrees with the bid it asks for."""

from __future__ import annotations

from napdesk.ai.lessons import LESSONS, PERSON, LessonKey, TipKind, lesson, sure_winners, tip
from napdesk.engine.cards import CardSet


def test_a_bid_above_the_sure_winners_is_told_as_such() -> None:
    """The trumps lesson said "You hold 3 sure winners. Bid Four: you promise to take that many tricks": the
    fourth trick is the long suit's, once the defenders' trumps are drawn, and the coach says so."""
    item = lesson(LessonKey.TRUMPS)
    state = item.start()
    said = tip(item, state)
    assert said is not None
    assert said.count == sure_winners(CardSet(state.hands[PERSON])) == 3 and said.bid == item.bid
    assert said.kind is TipKind.BID_LONG


def test_a_bid_of_the_sure_winners_is_the_plain_tip() -> None:
    for item in LESSONS:
        said = tip(item, item.start())
        assert said is not None
        if not item.bid.is_pass and not item.bid.is_misere:
            long = item.bid.tricks > said.count
            assert said.kind is (TipKind.BID_LONG if long else TipKind.BID), item.key
