"""A refused record is a code with its facts (napdesk.engine.record.RecordFault, DealFault), and its English is
the command line's, word for word: the code's template is the only place it is written."""

from __future__ import annotations

import json
import pickle

import pytest

from napdesk.engine.actions import ActionError, action_from_record
from napdesk.engine.cards import Card, CardSet
from napdesk.engine.deal import DealError, DealFault
from napdesk.engine.record import RecordError, RecordFault, parse_record

HANDS = [["6H", "QC", "KC", "AD", "3S"], ["AH", "KH", "QH", "2C", "3D"], ["4H", "5C", "6C", "7D", "8S"],
         ["5H", "9C", "TC", "JD", "2S"]]
RECORD = {"format": "napdesk-hand/1", "rules": {"preset": "standard"}, "players": ["Ann", "Ben", "Cat", "Dan"],
          "dealer": 0, "deal": {"hands": HANDS}, "actions": []}

BAD_ACTIONS = [
    7, [1], {"play": "9S"}, {"seat": True, "play": "9S"}, {"seat": 1}, {"seat": 1, "double": 2},
    {"seat": 1, "bid": "3", "play": "9S"}, {"seat": 1, "bid": "eleven"}, {"seat": 1, "bid": 3},
    {"seat": 1, "play": "1H"}, {"seat": 1, "play": ["9S"]}, {"seat": 1, "exchange": "9S"},
    {"seat": 1, "exchange": ["9S", "ZZ"]}, {"seat": 1, "widow": ["9S", "9s"]}, {"seat": 1, "widow": ["TH", "10H"]},
    {"seat": 1, "discard": ["9S", "8S"]}, {"seat": 1, "discard": []}, {"seat": 1, "discard": [5]},
    {"seat": 1, "peep": 1}, {"seat": 1, "claim": False},
]


@pytest.mark.parametrize("entry", BAD_ACTIONS, ids=json.dumps)
def test_an_unreadable_action_is_coded_with_the_english_of_the_action_reader(entry: object) -> None:
    with pytest.raises(ActionError) as said:
        action_from_record(entry)
    with pytest.raises(RecordError) as refused:
        parse_record({**RECORD, "actions": [entry]})
    assert refused.value.fault is said.value.fault and refused.value.facts == said.value.facts
    assert refused.value.reason == str(said.value)
    assert refused.value.index == 1


@pytest.mark.parametrize(("change", "fault", "facts", "english"), [
    ({"deal": {"hands": [*HANDS[:3], ["5H", "9C", "TC", "JD", "ZZ"]]}}, RecordFault.HAND_NOT_A_CARD,
     {"seat": 3, "value": "ZZ"}, "deal: hand of seat 3: not a card: 'ZZ'"),
    ({"deal": {"hands": HANDS, "widow": "AS"}}, RecordFault.WIDOW_NOT_A_LIST, {"value": '"AS"'},
     'deal: widow: expected a list of cards, not "AS"'),
    ({"deal": {"hands": HANDS, "stock": [None]}}, RecordFault.STOCK_NOT_A_CARD, {"value": None},
     "deal: stock: not a card: None"),
    ({"note": 1}, RecordFault.UNKNOWN_FIELD, {"field": "note"}, "record: unknown field 'note'"),
    ({"players": ["Ann"], "rules": {"preset": "standard", "players": 4}}, RecordFault.PLAYER_COUNT,
     {"names": 1, "players": 4}, "players: 1 names for a 4-player game"),
    ({"pool": 3}, RecordFault.NO_POOL, {"pool": 3},
     "pool: 3 chips in the pool, but the rules have no pool (pool is off)"),
    ({"actions": [{}] * 35}, RecordFault.TOO_MANY_ACTIONS, {"actions": 35, "most": 34},
     "actions: 35 actions: a hand under these rules holds at most 34"),
])
def test_a_fault_of_the_record_is_a_code_with_its_facts(change: dict[str, object], fault: RecordFault,
                                                        facts: dict[str, object], english: str) -> None:
    with pytest.raises(RecordError) as refused:
        parse_record({**RECORD, **change})
    assert (refused.value.fault, dict(refused.value.facts)) == (fault, facts)
    assert refused.value.reason == english and str(refused.value) == f"action 0: {english}"


def test_a_deal_that_does_not_fit_names_its_cards() -> None:
    hands = [HANDS[0], [*HANDS[1][:4], "6H"], *HANDS[2:]]
    record = parse_record({**RECORD, "deal": {"hands": hands}})
    with pytest.raises(RecordError) as refused:
        record.start()
    error = refused.value.facts["error"]
    assert refused.value.fault is RecordFault.DEAL and isinstance(error, DealError)
    assert error.fault is DealFault.DEALT_TWICE and error.facts == {"cards": CardSet([Card.parse("6H")])}
    assert str(refused.value) == "action 0: deal: 6H dealt twice"


def test_a_refusal_crosses_a_process_boundary_whole() -> None:
    error = DealError(DealFault.SEAT_DEALT, seat=1, dealt=4, wanted=5)
    again = pickle.loads(pickle.dumps(RecordError(0, RecordFault.DEAL, {"error": error})))
    assert str(again) == "action 0: deal: seat 1 was dealt 4 cards, not 5"
    said = again.facts["error"]
    assert isinstance(said, DealError) and (said.fault, dict(said.facts)) == (error.fault, dict(error.facts))
