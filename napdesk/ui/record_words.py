"""Why napdesk refuses a hand record, in the player's language: the engine's
:class:`~napdesk.engine.record.RecordFault` (and a deal's :class:`~napdesk.engine.deal.DealFault`) translated, the
facts filled in: numbers as counts (Qt's %n, so that each language gets its plural forms), cards as the table
shows them, the file's own text (a card or a field as the record wrote it, the JSON parser's words) as it came.
The engine's English (``RecordError.describe()``) is the command line's only."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from PySide6.QtCore import QLocale

from napdesk.engine.actions import ActionFault
from napdesk.engine.cards import CardSet
from napdesk.engine.deal import DealError, DealFault
from napdesk.engine.record import RecordError, RecordFault
from napdesk.engine.rules import RuleError
from napdesk.ui.i18n import QT_TRANSLATE_NOOP, Plural, action_refused, rule_error_text, translate, translate_n
from napdesk.ui.words import card_text

CONTEXT: Final = "napdesk.record"
# The JSON keys a record's actions are written with (docs/hand-record.md): the file's own words, in every language.
_VERBS: Final = "bid, play, exchange, peep, widow, discard, claim"
TEXTS: Final[dict[RecordFault | ActionFault, str]] = {
    RecordFault.TOO_LONG: QT_TRANSLATE_NOOP("napdesk.record", "it is too long for a hand record (more than {limit} "
                                                              "bytes)"),
    RecordFault.NOT_JSON: QT_TRANSLATE_NOOP("napdesk.record", "it is not JSON ({error} at line {line}, column "
                                                              "{column})"),
    RecordFault.TOO_DEEP: QT_TRANSLATE_NOOP("napdesk.record", "it is not a hand record: its JSON is nested too "
                                                              "deeply"),
    RecordFault.NUMBER_TOO_LONG: QT_TRANSLATE_NOOP("napdesk.record",
                                                   "it is not a hand record: a number in it is too long"),
    RecordFault.NOT_AN_OBJECT: QT_TRANSLATE_NOOP("napdesk.record", "a hand record must be a JSON object"),
    RecordFault.UNKNOWN_FORMAT: QT_TRANSLATE_NOOP("napdesk.record",
                                                  "unknown format {value} (napdesk reads napdesk-hand/1)"),
    RecordFault.UNKNOWN_FIELD: QT_TRANSLATE_NOOP("napdesk.record", "unknown field {field!r} in the record"),
    RecordFault.MATCH_NOT_OBJECT: QT_TRANSLATE_NOOP("napdesk.record", "the field “match” must be a JSON object"),
    RecordFault.CANNOT_READ_FILE: QT_TRANSLATE_NOOP("napdesk.record", "the file cannot be read ({error})"),
    RecordFault.NOT_UTF8: QT_TRANSLATE_NOOP("napdesk.record",
                                            "it is not a UTF-8 text file (byte {byte} cannot be read)"),
    RecordFault.FILE_TOO_LONG: QT_TRANSLATE_NOOP("napdesk.record", "it is too long for a hand record (more than "
                                                                   "{limit} bytes)"),
    RecordFault.PLAYERS_NOT_NAMES: QT_TRANSLATE_NOOP("napdesk.record",
                                                     "the players (“players”) must be a list of names"),
    RecordFault.RULES_NOT_OBJECT: QT_TRANSLATE_NOOP(
        "napdesk.record", "the rules must be a JSON object: a preset's name and the rules that differ from it"),
    RecordFault.RULES: QT_TRANSLATE_NOOP("napdesk.record", "the rules: {error}"),
    RecordFault.PLAYER_COUNT: Plural.translate("napdesk.record", "%n name(s) for a {players}-player game", "", 1),
    RecordFault.DEALER_NOT_A_SEAT: QT_TRANSLATE_NOOP("napdesk.record",
                                                     "the dealer must be a seat from 0 to {last}, not {value}"),
    RecordFault.POOL_NOT_WHOLE: QT_TRANSLATE_NOOP("napdesk.record",
                                                  "the pool must be a whole number of chips, not {value}"),
    RecordFault.NO_POOL: Plural.translate("napdesk.record",
                                          "%n chip(s) in the pool, but these rules play without a pool", "", 1),
    RecordFault.DEAL_NOT_OBJECT: QT_TRANSLATE_NOOP("napdesk.record", "the deal must be a JSON object with the hands"),
    RecordFault.DEAL_UNKNOWN_FIELD: QT_TRANSLATE_NOOP("napdesk.record", "unknown field {field!r} in the deal"),
    RecordFault.HAND_NOT_A_LIST: QT_TRANSLATE_NOOP("napdesk.record",
                                                   "the hand of seat {seat} must be a list of cards, not {value}"),
    RecordFault.HAND_NOT_A_CARD: QT_TRANSLATE_NOOP("napdesk.record", "the hand of seat {seat}: {value!r} is not a "
                                                                     "card"),
    RecordFault.HAND_TWICE: QT_TRANSLATE_NOOP("napdesk.record", "the hand of seat {seat} names a card twice"),
    RecordFault.WIDOW_NOT_A_LIST: QT_TRANSLATE_NOOP("napdesk.record", "the widow must be a list of cards, not "
                                                                      "{value}"),
    RecordFault.WIDOW_NOT_A_CARD: QT_TRANSLATE_NOOP("napdesk.record", "the widow: {value!r} is not a card"),
    RecordFault.WIDOW_TWICE: QT_TRANSLATE_NOOP("napdesk.record", "the widow names a card twice"),
    RecordFault.STOCK_NOT_A_LIST: QT_TRANSLATE_NOOP("napdesk.record", "the stock must be a list of cards, not "
                                                                      "{value}"),
    RecordFault.STOCK_NOT_A_CARD: QT_TRANSLATE_NOOP("napdesk.record", "the stock: {value!r} is not a card"),
    RecordFault.DEAL: QT_TRANSLATE_NOOP("napdesk.record", "{error}"),  # the deal's own code (DEAL_TEXTS)
    RecordFault.ACTIONS_NOT_A_LIST: QT_TRANSLATE_NOOP("napdesk.record", "the actions must be a list"),
    RecordFault.TOO_MANY_ACTIONS: Plural.translate(
        "napdesk.record", "%n action(s), but a hand under these rules holds at most {most}", "", 1),
    ActionFault.NOT_OBJECT: QT_TRANSLATE_NOOP("napdesk.record", "an action must be a JSON object, not "
                                                                       "{value!r}"),
    ActionFault.NO_SEAT: QT_TRANSLATE_NOOP("napdesk.record", "an action needs a seat, as a whole number"),
    ActionFault.NO_VERB: QT_TRANSLATE_NOOP("napdesk.record",
                                                  "an action needs exactly one of {verbs}; it has none"),
    ActionFault.VERBS: QT_TRANSLATE_NOOP("napdesk.record",
                                                "an action needs exactly one of {verbs}; it has {found}"),
    ActionFault.NOT_A_BID: QT_TRANSLATE_NOOP("napdesk.record", "{value!r} is not a bid"),
    ActionFault.NOT_A_CARD: QT_TRANSLATE_NOOP("napdesk.record", "{value!r} is not a card"),
    ActionFault.PLAY_NOT_ONE_CARD: QT_TRANSLATE_NOOP("napdesk.record", "“play” takes one card, not {value!r}"),
    ActionFault.CARDS_NOT_A_LIST: QT_TRANSLATE_NOOP("napdesk.record", "“{verb}” takes a list of cards, not "
                                                                      "{value!r}"),
    ActionFault.CARDS_TWICE: QT_TRANSLATE_NOOP("napdesk.record", "“{verb}” names a card twice"),
    ActionFault.DISCARD_NOT_ONE: QT_TRANSLATE_NOOP("napdesk.record", "“discard” takes exactly one card"),
    ActionFault.PEEP_NOT_TRUE: QT_TRANSLATE_NOOP("napdesk.record", "“peep” must be true"),
    ActionFault.CLAIM_NOT_TRUE: QT_TRANSLATE_NOOP("napdesk.record", "“claim” must be true"),
    RecordFault.HAND_OVER: QT_TRANSLATE_NOOP("napdesk.record", "the hand is already over"),
    RecordFault.NOT_THE_TURN: QT_TRANSLATE_NOOP("napdesk.record",
                                                "it is not seat {seat}'s turn: seat {to_move} is to act"),
    RecordFault.REFUSED: QT_TRANSLATE_NOOP("napdesk.record", "{error}"),  # the engine's Reason, as the table says it
}
DEAL_TEXTS: Final[dict[DealFault, str]] = {
    DealFault.DEALER_NOT_A_SEAT: Plural.translate(
        "napdesk.record", "there is no seat {dealer} to deal in a game of %n player(s)", "", 1),
    DealFault.HAND_COUNT: Plural.translate("napdesk.record", "the deal has %n hand(s) for {players} players", "", 1),
    DealFault.STOCK_TWICE: QT_TRANSLATE_NOOP("napdesk.record", "the stock holds a card twice"),
    DealFault.DEALT_TWICE: Plural.translate("napdesk.record", "%n card(s) dealt twice: {cards}", "", 1),
    DealFault.NOT_IN_PACK: Plural.translate("napdesk.record", "%n card(s) not in a {deck_size}-card pack: {cards}",
                                            "", 1),
    DealFault.SEAT_DEALT: Plural.translate("napdesk.record", "seat {seat} was dealt %n card(s), not {wanted}", "", 1),
    DealFault.SITTER_DEALT: Plural.translate("napdesk.record", "the dealer sits out but was dealt %n card(s)", "", 1),
    DealFault.WIDOW_SIZE: Plural.translate("napdesk.record", "the widow holds %n card(s), not {wanted}", "", 1),
}
# The fact each counting text's %n stands for; NUMERUS holds those texts (translated with their count).
_COUNTED: Final[dict[RecordFault | ActionFault | DealFault, str]] = {
    RecordFault.PLAYER_COUNT: "names", RecordFault.NO_POOL: "pool", RecordFault.TOO_MANY_ACTIONS: "actions",
    DealFault.DEALER_NOT_A_SEAT: "players", DealFault.HAND_COUNT: "hands", DealFault.DEALT_TWICE: "cards",
    DealFault.NOT_IN_PACK: "cards", DealFault.SEAT_DEALT: "dealt", DealFault.SITTER_DEALT: "dealt",
    DealFault.WIDOW_SIZE: "dealt",
}
NUMERUS: Final = frozenset({*(TEXTS[f] for f in _COUNTED if isinstance(f, RecordFault)),
                            *(DEAL_TEXTS[f] for f in _COUNTED if isinstance(f, DealFault))})
# Where in the record an action's fault is (the seat when the entry names one).
AT_ACTION: Final = QT_TRANSLATE_NOOP("napdesk.record", "action {number}: {reason}")
AT_SEAT: Final = QT_TRANSLATE_NOOP("napdesk.record", "action {number} (seat {seat}): {reason}")


def record_text(error: RecordError) -> str:
    """Why a record is refused, for the player: "de hand van plaats 2: 'ZZ' is geen kaart", "zet 5 (plaats 1):
    '1H' is geen kaart"."""
    reason = _said(error.fault, TEXTS[error.fault], error.facts)
    if error.index == 0:
        return reason
    if error.seat is None:
        return translate(CONTEXT, AT_ACTION).format(number=error.index, reason=reason)
    return translate(CONTEXT, AT_SEAT).format(number=error.index, seat=error.seat, reason=reason)


def deal_text(error: DealError) -> str:
    """Why a deal cannot be played, for the player: "A♥ is twee keer gedeeld"."""
    return _said(error.fault, DEAL_TEXTS[error.fault], error.facts)


def _said(fault: RecordFault | ActionFault | DealFault, source: str, facts: Mapping[str, object]) -> str:
    said = {key: _fact(value) for key, value in facts.items()}
    counted = _COUNTED.get(fault)
    count = facts.get(counted) if counted is not None else None
    if isinstance(count, CardSet):
        count = len(count)
    if fault is ActionFault.VERBS:  # the keys found; the ones allowed are the file format's own
        said["found"] = said.pop("verbs")
    said.setdefault("verbs", _VERBS)
    limit = facts.get("limit")
    if isinstance(limit, int):  # a size in the language's digits: 1.048.576
        said["limit"] = QLocale().toString(limit)
    text = translate_n(CONTEXT, source, count) if isinstance(count, int) else translate(CONTEXT, source)
    return text.format_map(_Facts(said))


def _fact(value: object) -> object:
    """A fact as the player reads it: a nested error by its own code, cards as the table shows them; the file's
    own text as it came."""
    if isinstance(value, DealError):
        return deal_text(value)
    if isinstance(value, RuleError):
        return rule_error_text(str(value), value.keys, value.summary or None)
    if isinstance(value, CardSet):
        return ", ".join(card_text(c) for c in value)
    if isinstance(value, Exception):  # an IllegalAction by its Reason; anything else (the system's) as it came
        return action_refused(value)
    return value


class _Facts(dict[str, object]):
    """The facts for ``str.format_map``: a fact a translation names but the engine did not give stays empty."""

    def __missing__(self, key: str) -> str:
        return ""
