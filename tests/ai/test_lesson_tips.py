"""What the coach says before the person's bid in each lesson agrees with the bid it asks for."""

from __future__ import annotations

from napdesk.ai.lessons import LESSONS, PERSON, Lesson, LessonKey, LessonPlayer, Tip, TipKind, lesson, sure_winners, tip
from napdesk.engine.actions import Play
from napdesk.engine.cards import Card, CardSet
from napdesk.engine.facts import Phase


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


def _lead_tips(item: Lesson, leads: tuple[str, ...]) -> list[tuple[CardSet, Tip]]:
    """The lesson played with the person bidding as it asks and leading ``leads`` in turn (following with the first
    card pointed at); the coach's tip at each of the person's leads, with the hand he held."""
    state = item.start()
    players = {s: LessonPlayer(item.bids[s], seed=s) for s in range(1, 4)}
    said: list[tuple[CardSet, Tip]] = []
    to_lead = list(leads)
    while not state.is_over and (to_lead or state.trick_cards or state.phase != Phase.PLAY):
        if state.to_move != PERSON:
            state.apply(players[state.to_move].choose(state.view(state.to_move)))
            continue
        if state.phase != Phase.PLAY:
            state.apply(item.bid)
            continue
        word = tip(item, state)
        assert word is not None
        if state.trick_cards:
            state.apply(Play(word.cards[0]))
            continue
        said.append((CardSet(state.hands[PERSON]), word))
        state.apply(Play(Card(to_lead.pop(0))))
    if not state.is_over and state.to_move == PERSON:
        word = tip(item, state)
        assert word is not None
        said.append((CardSet(state.hands[PERSON]), word))
    return said


def test_the_bidder_with_trumps_drawn_is_pointed_at_his_spade_not_at_every_card() -> None:
    """What a bid means: the ace and king of spades led (in either order, or the queen and king, as the walk through
    the lesson leads), the defenders' spades are gone and the third lead is the spade still held, the sure winner
    the lesson counts: the coach had pointed at all three cards alike (any of them gives nothing away now)."""
    item = lesson(LessonKey.BIDDING)
    for leads, left in ((("AS", "KS"), "QS"), (("KS", "AS"), "QS"), (("QS", "KS"), "AS"), (("AS", "QS"), "KS")):
        hand, word = _lead_tips(item, leads)[-1]
        assert len(hand) == 3, leads
        assert word.cards == (Card(left),), (leads, [str(c) for c in word.cards])


def test_no_lead_of_the_bidder_points_at_every_card_of_a_hand_with_trumps_and_others() -> None:
    """Every lesson the person bids in, its leads followed as the coach points (each card pointed at, in turn): a
    hand holding trumps and other cards is pointed at its trumps, never at all of it."""
    for item in LESSONS:
        if item.bid.is_pass or item.bid.is_misere:
            continue
        paths: list[tuple[str, ...]] = [()]
        while paths:
            leads = paths.pop()
            said = _lead_tips(item, leads)
            if len(said) <= len(leads):
                continue  # the hand is over
            hand, word = said[-1]
            trump = word.trump
            if trump is not None and len({c.suit == trump for c in hand}) == 2:
                assert set(word.cards) != set(hand), (item.key, leads)
                assert all(c.suit == trump for c in word.cards), (item.key, leads, [str(c) for c in word.cards])
            paths += [(*leads, str(c)) for c in word.cards]
