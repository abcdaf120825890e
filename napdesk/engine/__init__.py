"""The Nap engine: cards, rules as data, the hand state machine, settlement, sessions and hand records.

Standard library only; no I/O, no globals, randomness only through an explicit seeded RNG.

Quick start. A hand is dealt from a seeded RNG (the same seed, the same deal) and printed:

>>> import random
>>> from napdesk.engine import PASS, Bid, Card, HandState, Play, Rules, Session, deal_hand
>>> rules = Rules()  # the standard table: four players, five cards each
>>> hand = HandState(rules, 0, deal_hand(rules, 0, random.Random(7)))  # seat 0 deals
>>> print(hand)
4 players, seat 0 deals: bidding, seat 1 to act
  seat 0  2C JC KC AD 4S
> seat 1  2D 6D 9D 8H TS
  seat 2  8C QD 7H KH 2S
  seat 3  5C 6C QC TH 3S

The engine alone says what is legal, and takes an action for the seat to act:

>>> [str(action) for action in hand.legal_actions()]
['pass', '1', '2', '3', 'misere', '4', 'nap']
>>> hand.apply(Bid.number(3))

``check`` says why an action would be refused, changing nothing; ``apply`` raises that very refusal:

>>> refused = hand.check(Bid.number(2))
>>> refused.code, refused.reason
(<Reason.BID_NOT_HIGHER: 'bid_not_higher'>, 'must bid higher than three')
>>> hand.apply(Bid.number(2))
Traceback (most recent call last):
napdesk.engine.reasons.IllegalAction: must bid higher than three
>>> for _ in range(3):
...     hand.apply(PASS)
>>> hand.apply(Play(Card("2D")))  # the bidder leads: diamonds are trumps
>>> hand.check(Play(Card("7H"))).message  # seat 2 holds the queen of diamonds
'You must follow diamonds'
>>> print(hand)
4 players, seat 0 deals: play, seat 2 to act
  seat 0  2C JC KC AD 4S  pass
  seat 1  6D 9D 8H TS     three
> seat 2  8C QD 7H KH 2S  pass
  seat 3  5C 6C QC TH 3S  pass
contract: three by seat 1, trumps diamonds
trick: 2D (led by seat 1)

A hand replays from its deal, each action checked again (a record, the history window and a take-back all do):

>>> again = hand.replay(hand.history[:2])  # a new state: the deal, then the first two actions
>>> again
<HandState bidding, seat 3 to act; 0 tricks, 2 actions>
>>> str(hand.replay(hand.history)) == str(hand)
True

A session deals its hands (each from its seed and number), keeps the chips, and takes actions back:

>>> session = Session(rules, ["Ann", "Ben", "Cat", "Dan"], seed=7)
>>> first = session.start_hand()
>>> session.apply(Bid.number(2))
>>> session.apply(PASS)
>>> [str(action) for _, action in session.undo(1)]
['pass']
>>> print(session)
Session of 4 players, seed 7: hand 1
  Ann    50  (deals)
  Ben    50
  Cat    50
  Dan    50
  pool 0
  4 players, Ann deals: bidding, Cat to act
    Ann  5C 6D 8D QD KS
    Ben  6C 7C 7D AD 9H  two
  > Cat  2C 3D 9D JD JH
    Dan  QC KC 7H 5S 8S
"""

from napdesk.engine.actions import (
    BLUCHER,
    CLAIM,
    MISERE,
    NAP,
    PASS,
    PEEP,
    TAKE_WIDOW,
    WELLINGTON,
    Action,
    Bid,
    Claim,
    Discard,
    Exchange,
    Peep,
    Play,
    TakeWidow,
)
from napdesk.engine.cards import Card, CardSet, pack
from napdesk.engine.deal import Deal, SeededBits, choose_first_dealer, deal_hand
from napdesk.engine.hand import ClaimRefused, DealError, HandState, IllegalAction
from napdesk.engine.record import HandRecord, RecordError, load_record, parse_record, record_of, summary
from napdesk.engine.rules import OPTION, OPTIONS, PRESETS, RuleError, Rules
from napdesk.engine.session import HandResult, Session
from napdesk.engine.settling import stakes
from napdesk.engine.view import Outcome, Trick, View

__all__ = [
    "BLUCHER", "CLAIM", "MISERE", "NAP", "OPTION", "OPTIONS", "PASS", "PEEP", "PRESETS", "TAKE_WIDOW", "WELLINGTON",
    "Action", "Bid", "Card", "CardSet", "Claim", "ClaimRefused", "Deal", "DealError", "Discard", "Exchange",
    "HandRecord", "HandResult", "HandState", "IllegalAction", "Outcome", "Peep", "Play", "RecordError",
    "RuleError", "Rules", "SeededBits", "Session", "TakeWidow", "Trick", "View", "choose_first_dealer", "deal_hand",
    "load_record", "pack", "parse_record", "record_of", "stakes", "summary",
]
