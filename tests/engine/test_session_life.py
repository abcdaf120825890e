"""A session's life from the outside: what it says when a rule change is refused (and when it is not), when the
change takes over, the antes a player who goes out when broke can still pay, and a session that is over dealing
no more."""

from __future__ import annotations

import pytest

from napdesk.engine.actions import Claim
from napdesk.engine.rules import Rules
from napdesk.engine.session import Session, SessionError

NAMES = ["A", "B", "C", "D"]


def _play_out(session: Session) -> None:
    hand = session.hand
    assert hand is not None
    while not hand.is_over:
        session.apply(next(a for a in hand.legal_actions() if not isinstance(a, Claim)))


def _hands(session: Session, count: int) -> None:
    for _ in range(count):
        session.start_hand()
        _play_out(session)


def test_rules_that_may_not_change_are_named_in_order() -> None:
    session = Session(Rules(), NAMES, 5)
    other = session.rules.replace(starting_chips=100, deck_size=32)
    assert session.rules_refused(other) == "these rules cannot change during a session: deck_size, starting_chips"
    with pytest.raises(SessionError, match=r"^these rules cannot change during a session: deck_size, starting_chips$"):
        session.change_rules(other)


@pytest.mark.parametrize(("length", "refused"), [(2, True), (3, True), (4, False), (9, False)])
def test_a_session_of_hands_may_be_shortened_to_one_more_than_it_played(length: int, refused: bool) -> None:
    rules = Rules().replace(session_end="hands", session_length=10, tiebreak="shared")
    session = Session(rules, NAMES, 5)
    _hands(session, 3)
    reason = session.rules_refused(rules.replace(session_length=length))
    assert reason == ("3 are played already: the session would be over" if refused else None)


@pytest.mark.parametrize(("length", "refused"), [(1, True), (2, True), (3, False)])
def test_a_session_of_rounds_counts_the_deals_of_the_players_still_in(length: int, refused: bool) -> None:
    rules = Rules().replace(session_end="rounds", session_length=5, tiebreak="shared")
    session = Session(rules, NAMES, 5)
    _hands(session, 5)  # a round and one deal more: one player has dealt twice
    assert sorted(session.deals) == [1, 1, 1, 2]
    reason = session.rules_refused(rules.replace(session_length=length))
    assert reason == ("2 are played already: the session would be over" if refused else None)


def test_an_open_session_takes_any_length() -> None:
    session = Session(Rules(), NAMES, 5)
    _hands(session, 3)
    assert session.rules.session_end == "open"
    assert session.rules_refused(session.rules.replace(session_length=1)) is None


def test_a_session_already_ending_keeps_its_length() -> None:
    session = Session(Rules(), NAMES, 5)
    session.start_hand()
    session.finish()  # after the hand in progress
    assert session.ending and not session.is_over
    assert session.rules_refused(session.rules.replace(session_length=30)) == "the session is already ending"
    assert session.rules_refused(session.rules.replace(stake_unit="penny")) is None  # stakes still may


def test_a_session_that_is_over_refuses_changes_and_deals_no_more() -> None:
    session = Session(Rules(), NAMES, 5)
    _hands(session, 1)
    session.finish()
    assert session.is_over
    assert session.rules_refused(session.rules.replace(stake_unit="penny")) == "the session is over"
    with pytest.raises(RuntimeError, match=r"^the session is over$"):
        session.start_hand()


def test_a_change_between_hands_takes_over_at_once_and_the_same_rules_change_nothing() -> None:
    session = Session(Rules(), NAMES, 5)
    _hands(session, 1)
    dearer = session.rules.replace(stake_unit="penny")
    session.change_rules(dearer)
    assert session.rules == dearer and session.next_rules is None
    session.start_hand()
    session.change_rules(dearer)  # the rules it has: nothing waits for the next hand
    assert session.next_rules is None
    cheaper = dearer.replace(stake_unit="counters")
    session.change_rules(cheaper)
    assert session.next_rules == cheaper and session.rules == dearer  # the hand in progress keeps its own
    session.change_rules(dearer)  # changed back before the hand ended: nothing waits
    assert session.next_rules is None
    _play_out(session)
    assert session.start_hand().rules == dearer


def test_a_player_who_goes_out_when_broke_antes_what_he_has() -> None:
    rules = Rules(preset="pool").replace(when_broke="out")
    assert rules.pool and rules.pool_ante == 2
    session = Session(rules, NAMES, 5)
    session.chips = [20, 1, 0, 20]
    session.start_hand()
    assert session.chips == [18, 0, 0, 18] and session.pool == 5


def test_a_player_who_buys_when_broke_antes_in_full() -> None:
    rules = Rules(preset="pool")
    assert rules.when_broke == "buy"
    session = Session(rules, NAMES, 5)
    session.chips = [20, 1, 0, 20]
    session.start_hand()
    assert session.pool == 8
    assert session.chips[1] >= 0 and session.bought[1] == 1  # he bought a stack to pay it
