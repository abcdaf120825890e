"""The Nap engine: cards, rules as data, the hand state machine, settlement, sessions and hand records.

Standard library only; no I/O, no globals, randomness only through an explicit seeded RNG.
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
