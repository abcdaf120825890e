"""What the computer's advice and the analysis of a hand say to a player, in the player's language.

The AI gives its reasons as data (:class:`~napdesk.ai.advice.Advice`: a kind, a card, a bid, a chance, the sampled
deals) and the analysis as figures (:class:`~napdesk.ai.analysis.Analysis`); the sentences are made here, with
cards written as the table shows them (``K♥``, ``10♠``) and counts through Qt's plural forms.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from PySide6.QtCore import QLocale

from napdesk.ai.advice import Advice, AdviceKind
from napdesk.ai.analysis import Analysis
from napdesk.ai.hints import Hint
from napdesk.engine.actions import Bid
from napdesk.engine.cards import Card
from napdesk.ui.i18n import QT_TRANSLATE_NOOP, Plural, bid_label, translate, translate_n

HINTS: Final = "napdesk.hints"
TABLE: Final = "TableView"  # the analysis note was first written by the table: its texts keep that context
# (lupdate reads only a literal context: the calls below spell both out)
SUIT_GLYPHS: Final = ("\u2663", "\u2666", "\u2665", "\u2660")  # clubs, diamonds, hearts, spades

# Numerus entries first: lupdate takes the first mention of a text for its kind (see Plural).
_PLAY_BEST_MAKE: Final = Plural.translate(
    "napdesk.hints", "{card} gives the best chance to make the bid: {percent} over %n sampled deal(s)", "", 1)
_PLAY_BEST_BEAT: Final = Plural.translate(
    "napdesk.hints", "{card} gives the best chance to beat the bid: {percent} over %n sampled deal(s)", "", 1)
_PLAY_ANY_MAKE: Final = Plural.translate(
    "napdesk.hints", "Every card is as good: the bid is made in {percent} of %n sampled deal(s)", "", 1)
_PLAY_ANY_BEAT: Final = Plural.translate(
    "napdesk.hints", "Every card is as good: the bid is beaten in {percent} of %n sampled deal(s)", "", 1)
_TAKE_WIDOW: Final = Plural.translate(
    "napdesk.hints", "Take the widow and bid {bid}: made in {percent} of %n sampled deal(s)", "", 1)
_BID: Final = Plural.translate(
    "napdesk.hints", "Bid {bid}: made in {percent} of %n sampled deal(s)", "", 1)
_GUESS: Final = Plural.translate(
    "napdesk.hints", "{advice} (only a guess: %n sampled deal(s))", "", 1)
_COULD_TAKE: Final = Plural.translate(
    "TableView", "With all cards seen, {name} could have taken {taken} of the %n tricks.", "", 1)
_YOU_COULD_TAKE: Final = Plural.translate(
    "TableView", "With all cards seen, you could have taken {taken} of the %n tricks.", "", 1)

_PLAIN: Final[dict[AdviceKind, str]] = {
    AdviceKind.ONLY_CHOICE: QT_TRANSLATE_NOOP("napdesk.hints", "It is the only legal choice"),
    AdviceKind.EXPERT: QT_TRANSLATE_NOOP("napdesk.hints", "The expert's choice"),
    AdviceKind.PLAY: QT_TRANSLATE_NOOP("napdesk.hints", "Play {card}"),
    AdviceKind.BID_QUICK: QT_TRANSLATE_NOOP("napdesk.hints", "No time to look deeper: a sound club player's bid"),
    AdviceKind.PEEP: QT_TRANSLATE_NOOP("napdesk.hints", "Peep: the look is worth more than its fee (about {value})"),
    AdviceKind.PASS: QT_TRANSLATE_NOOP("napdesk.hints", "Pass: no bid is worth its risk"),
    AdviceKind.KEEP: QT_TRANSLATE_NOOP("napdesk.hints", "Keep {cards}: they make the bid most often"),
    AdviceKind.DISCARD: QT_TRANSLATE_NOOP("napdesk.hints", "Discard {card}: the rest makes the bid most often"),
}
_EVERY_CARD: Final = QT_TRANSLATE_NOOP("napdesk.hints", "Every card is as good")
_EXCHANGE: Final = QT_TRANSLATE_NOOP("napdesk.hints", "Exchange {cards}")
_STAND_PAT: Final = QT_TRANSLATE_NOOP("napdesk.hints", "Stand pat: keep every card")
_HINT: Final = QT_TRANSLATE_NOOP("napdesk.hints", "Hint: {advice}")
_CHANCES: Final = QT_TRANSLATE_NOOP("napdesk.hints", "{advice} (chances: {chances})")
_WIDOW: Final = QT_TRANSLATE_NOOP("napdesk.hints", "Widow")
_PERCENT: Final = QT_TRANSLATE_NOOP("napdesk.hints", "{percent}%")


def card_text(card: Card) -> str:
    """A card as the table and the hand history show it: ``10♥``, ``Q♠``."""
    rank = str(card)[0]
    return ("10" if rank == "T" else rank) + SUIT_GLYPHS[card.suit]


def cards_text(cards: Sequence[Card]) -> str:
    return " ".join(card_text(c) for c in cards)


def percent(chance: float) -> str:
    """``83%`` (``83 %`` where the language writes it so), in the locale's digits."""
    return translate(HINTS, _PERCENT).format(percent=QLocale().toString(round(100 * chance)))


def advice_text(advice: Advice) -> str:
    """An :class:`Advice` as a sentence for the player it is for: "K♥ gives the best chance to make the bid…", and
    "(only a guess: 3 sampled deals)" after it when it rests on too few."""
    k = advice.kind
    card = card_text(advice.card) if advice.card is not None else ""
    bid = bid_label(advice.bid) if advice.bid is not None else ""
    chance = percent(advice.chance) if advice.chance is not None else ""
    n = advice.samples
    if k is AdviceKind.PLAY_BEST:
        text = translate_n(HINTS, _PLAY_BEST_MAKE if advice.bidder else _PLAY_BEST_BEAT, n)
    elif k is AdviceKind.PLAY_ANY:
        if not n or advice.chance is None:
            return translate(HINTS, _EVERY_CARD)
        text = translate_n(HINTS, _PLAY_ANY_MAKE if advice.bidder else _PLAY_ANY_BEAT, n)
    elif k is AdviceKind.TAKE_WIDOW:
        text = translate_n(HINTS, _TAKE_WIDOW, n)
    elif k is AdviceKind.BID:
        text = translate_n(HINTS, _BID, n)
    elif k is AdviceKind.EXCHANGE:
        text = translate(HINTS, _EXCHANGE if advice.cards else _STAND_PAT)
    else:
        text = translate(HINTS, _PLAIN[k])
    value = QLocale().toString(advice.value, "f", 1) if advice.value is not None else ""
    text = text.format(card=card, cards=cards_text(advice.cards), bid=bid, percent=chance, value=value)
    if advice.guess:  # too few sampled deals behind it (napdesk.ai.hints.EVIDENCE)
        text = translate_n(HINTS, _GUESS, n).format(advice=text)
    return text


def hint_text(hint: Hint) -> str:
    """What the status bar says for a hint: "Hint: Bid Two: made in 83% of 40 sampled deals (chances: …)"."""
    advice = advice_text(hint.advice)
    if isinstance(hint.action, Bid) and hint.chances:
        chances = ", ".join(
            f"{translate(HINTS, _WIDOW) if name == 'widow' else bid_label(Bid.parse(name))} {percent(p)}"
            for name, p in hint.chances.items())
        advice = translate(HINTS, _CHANCES).format(advice=advice, chances=chances)
    return translate(HINTS, _HINT).format(advice=advice)


def analysis_note(analysis: Analysis, names: Sequence[str], humans: Sequence[int], hand_size: int) -> str | None:
    """The result panel's note on a finished hand, with all cards seen: how many tricks the bidder could have made,
    and the card that decided it (the first and, when the result swung back, the last). None when there is
    nothing to say."""
    if analysis.bidder is None:
        return None
    if analysis.could_make is not None and analysis.contract != "misere":
        # the one person at the table is spoken to; at a hot-seat table the bidder is named
        you = list(humans) == [analysis.bidder]
        text = translate_n(TABLE, _YOU_COULD_TAKE if you else _COULD_TAKE, hand_size).format(
            name=names[analysis.bidder], taken=analysis.could_make)
    elif analysis.makeable is not None:
        text = (translate("TableView", "With all cards seen, the misère could have been made.") if analysis.makeable
                else translate("TableView", "With all cards seen, the misère could not be made."))
    else:
        return None
    for turn in analysis.first_and_last:
        better = " / ".join(card_text(c) for c in turn.better)
        if list(humans) == [turn.seat]:  # the one person at the table is "you", not "You's"
            moment = (translate("TableView", "Trick {trick}: your {card} brought the bid within reach")
                      if turn.after else translate("TableView", "Trick {trick}: your {card} put the bid out of reach"))
        else:
            moment = (translate("TableView", "Trick {trick}: {name}'s {card} brought the bid within reach")
                      if turn.after
                      else translate("TableView", "Trick {trick}: {name}'s {card} put the bid out of reach"))
        text += " " + moment.format(trick=turn.trick, name=names[turn.seat], card=card_text(turn.card))
        text += translate("TableView", " ({better} would not have).").format(better=better) if better else "."
    return text


# -- the result of a hand: the person at the screen is spoken to, anyone else is named ----------------------------
# Each sentence is whole in both persons (a language conjugates the verb: "Tú apostaste", not "Tú apostó"): the
# code picks the sentence, it never puts "You" in the place of a name.

def is_you(humans: Sequence[int], seat: int | None) -> bool:
    """Whether ``seat`` is the one person at the table (spoken to as "you"); at a hot-seat table nobody is."""
    return seat is not None and list(humans) == [seat]


_VERDICTS: Final[dict[tuple[str, bool, bool], str]] = {  # (how it ended, made, bidder is you)
    ("claim", True, False): QT_TRANSLATE_NOOP("TableView", "{name} bid {bid} and made it by a claim"),
    ("claim", False, False): QT_TRANSLATE_NOOP("TableView", "{name} bid {bid} and failed by a claim"),
    ("claim", True, True): QT_TRANSLATE_NOOP("TableView", "You bid {bid} and made it by a claim"),
    ("claim", False, True): QT_TRANSLATE_NOOP("TableView", "You bid {bid} and failed by a claim"),
    ("revoke", True, False): QT_TRANSLATE_NOOP("TableView", "{name} bid {bid} and made it: {revoker} revoked"),
    ("revoke", False, False): QT_TRANSLATE_NOOP("TableView", "{name} bid {bid} and failed: {revoker} revoked"),
    ("revoke", True, True): QT_TRANSLATE_NOOP("TableView", "You bid {bid} and made it: {revoker} revoked"),
    ("revoke", False, True): QT_TRANSLATE_NOOP("TableView", "You bid {bid} and failed: {revoker} revoked"),
    ("you revoked", True, False): QT_TRANSLATE_NOOP("TableView", "{name} bid {bid} and made it: you revoked"),
    ("you revoked", False, False): QT_TRANSLATE_NOOP("TableView", "{name} bid {bid} and failed: you revoked"),
    ("you revoked", True, True): QT_TRANSLATE_NOOP("TableView", "You bid {bid} and made it, though you revoked"),
    ("you revoked", False, True): QT_TRANSLATE_NOOP("TableView", "You bid {bid} and failed: you revoked"),
    ("", True, False): QT_TRANSLATE_NOOP("TableView", "{name} bid {bid} and made it"),
    ("", False, False): QT_TRANSLATE_NOOP("TableView", "{name} bid {bid} and failed"),
    ("", True, True): QT_TRANSLATE_NOOP("TableView", "You bid {bid} and made it"),
    ("", False, True): QT_TRANSLATE_NOOP("TableView", "You bid {bid} and failed"),
}
# The tricks the bidder took: played out, or ended by his claim (the claimed tricks were never played).
_TOOK: Final = QT_TRANSLATE_NOOP("TableView", "<p>{name} took {won} of {played} played.</p>")
_YOU_TOOK: Final = QT_TRANSLATE_NOOP("TableView", "<p>You took {won} of {played} played.</p>")
_CLAIMED: Final = QT_TRANSLATE_NOOP(
    "TableView", "<p>{name} claimed the remaining tricks after {played}, having taken {won}.</p>")
_YOU_CLAIMED: Final = QT_TRANSLATE_NOOP(
    "TableView", "<p>You claimed the remaining tricks after {played}, having taken {won}.</p>")
_CLAIMED_ALL: Final = QT_TRANSLATE_NOOP("TableView", "<p>{name} claimed every trick before the first was played.</p>")
_YOU_CLAIMED_ALL: Final = QT_TRANSLATE_NOOP("TableView", "<p>You claimed every trick before the first was played.</p>")


def verdict_html(names: Sequence[str], humans: Sequence[int], bidder: int, bid: str, made: bool, reason: str | None,
                 revoker: int | None, won: int, played: int) -> str:
    """The head of the result panel: "You bid Three and made it" (the one person at the table) or "Ann bid Three
    and made it", and the tricks taken: played out, or up to the bidder's claim. ``bid`` is the bid's label."""
    you = is_you(humans, bidder)
    how = reason if reason == "claim" else ""
    if reason == "revoke":
        how = "you revoked" if is_you(humans, revoker) else "revoke"
    verdict = translate(TABLE, _VERDICTS[(how, made, you)]).format(
        name=names[bidder], bid=bid, revoker=names[revoker or 0])
    if reason == "claim" and played == 0:
        tricks = translate(TABLE, _YOU_CLAIMED_ALL if you else _CLAIMED_ALL)
    else:
        source = (_YOU_CLAIMED if you else _CLAIMED) if reason == "claim" else (_YOU_TOOK if you else _TOOK)
        tricks = translate(TABLE, source)
    return f"<h2>{verdict}</h2>" + tricks.format(name=names[bidder], won=won, played=tricks_text(played))


_TRICKS: Final = Plural.translate("TableView", "%n trick(s)", "", 1)


def tricks_text(n: int) -> str:
    """``1 trick``, ``3 tricks``, translated."""
    return translate_n("TableView", _TRICKS, n)
