"""What the coach says, in the player's language: each lesson's title and idea, the word before a decision
(:class:`~napdesk.ai.lessons.Tip`), what is wrong with a card or bid (:class:`~napdesk.ai.lessons.Verdict`), and
the review's marks (:class:`~napdesk.ai.review.Mark`, :class:`~napdesk.ai.bidreview.BidMark`). Every text is
declared here once, with its arguments; counts go through Qt's plural forms.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from napdesk.ai.bidreview import BID_MARK_CHIPS, BidMark, whole_chips
from napdesk.ai.lessons import LessonKey, Tip, TipKind, Verdict, VerdictKind
from napdesk.ai.review import Mark, Marked
from napdesk.engine.actions import Bid
from napdesk.ui.i18n import QT_TRANSLATE_NOOP, Plural, bid_label, capitalized, suit_name, translate, translate_n
from napdesk.ui.words import card_text, cards_text

COACH: Final = "napdesk.coach"

# (lupdate reads only a literal context: the declarations spell it out.)
# Numerus entries first: lupdate takes the first mention of a text for its kind (napdesk.ui.i18n.Plural).
_BID: Final = Plural.translate("napdesk.coach", "You hold %n sure winner(s). Bid {bid}: you promise to take that many "
                                      "tricks yourself.", "", 1)
_BID_LONG: Final = Plural.translate(
        "napdesk.coach", "You hold %n sure winner(s); lead your long suit as trumps, and once the others' trumps "
                                       "are drawn the rest of it wins too. Bid {bid}.", "", 1)
_PASS: Final = Plural.translate("napdesk.coach", "You hold %n sure winner(s): too few to promise tricks. Pass, and let "
                                       "the others bid.", "", 1)
_DRAW: Final = Plural.translate(
        "napdesk.coach", "Trumps are {trump} and the others still hold %n of them. Lead a trump: "
                                       "each round draws theirs, and then they cannot trump your winners.", "", 1)
_KEEP: Final = Plural.translate(
        "napdesk.coach", "You cannot follow and hold no trump: throw a low card and keep your high "
                                       "ones. With your partners you need %n trick(s) to beat the bid.", "", 1)
_POOR: Final = Plural.translate(
        "napdesk.coach", "The {card} gives away %n trick(s) with best play: {better} would not. "
                                       "Try another card, or play it again to go on.", "", 1)
_WRONG_BID: Final = Plural.translate("napdesk.coach", "This lesson asks for {bid}: you hold %n sure winner(s). Choose "
                                            "again, or make the same choice again to go on.", "", 1)
_MARK: Final = Plural.translate(
        "napdesk.coach", "Trick {trick}: your {card} gave away %n trick(s); {better} would not.",
                                "", 1)
_RETRY_WORSE: Final = Plural.translate("napdesk.coach", "Your {card} again gives away %n trick(s): {better} would not.",
                                       "", 1)
_MARK_CHIPS: Final = Plural.translate("napdesk.coach", "It lost the bid: a swing of %n chip(s).", "", 1)
_BID_MARK: Final = Plural.translate(
        "napdesk.coach", "Bidding: you chose {bid}; {better} was worth about %n chip(s) more (the expert's "
                                "estimate from sampled deals, not with every card seen).", "", 1)
_RETRY_BID_WORSE: Final = Plural.translate(
        "napdesk.coach", "{bid} this time gives away about %n chip(s) by the expert's estimate: {better} is "
                                       "worth more.", "", 1)
_LESSONS_DONE: Final = Plural.translate("napdesk.coach", "%n lesson(s) of five done.", "", 1)

TITLES: Final[dict[LessonKey, str]] = {
    LessonKey.FOLLOW: QT_TRANSLATE_NOOP("napdesk.coach", "Follow suit"),
    LessonKey.BIDDING: QT_TRANSLATE_NOOP("napdesk.coach", "What a bid means"),
    LessonKey.TRUMPS: QT_TRANSLATE_NOOP("napdesk.coach", "Lead trumps"),
    LessonKey.MISERE: QT_TRANSLATE_NOOP("napdesk.coach", "Misère"),
    LessonKey.DEFEND: QT_TRANSLATE_NOOP("napdesk.coach", "Defending together"),
}
IDEAS: Final[dict[LessonKey, str]] = {
    LessonKey.FOLLOW: QT_TRANSLATE_NOOP(
        "napdesk.coach",
        "A hand is five tricks. The bidder's first card sets trumps; then everyone must play a card of "
               "the suit led while they have one."),
    LessonKey.BIDDING: QT_TRANSLATE_NOOP(
        "napdesk.coach",
        "A bid promises that many of the five tricks, taken by you alone against all the others. Count "
               "your sure winners: an ace, and each card just below it in the same suit."),
    LessonKey.TRUMPS: QT_TRANSLATE_NOOP(
        "napdesk.coach",
        "As the bidder, lead your trumps first: they draw the defenders' trumps, and your other winners "
               "are safe after."),
    LessonKey.MISERE: QT_TRANSLATE_NOOP(
        "napdesk.coach",
        "Misère is a bid to take no trick at all, and there are no trumps. Play under the winning card, "
               "and when you cannot follow, throw your highest card."),
    LessonKey.DEFEND: QT_TRANSLATE_NOOP(
        "napdesk.coach",
        "When another player bids, everyone else defends together: any trick a defender takes counts for "
               "all of them."),
}
_TIPS: Final[dict[TipKind, str]] = {
    TipKind.MISERE: QT_TRANSLATE_NOOP("napdesk.coach", "All your cards are low: bid Misère, and take no trick."),
    TipKind.FIRST_LEAD: QT_TRANSLATE_NOOP(
        "napdesk.coach", "You lead first, and the suit of your first card becomes trumps. "
                                                 "Lead from your strongest suit: {suit}."),
    TipKind.LEAD: QT_TRANSLATE_NOOP("napdesk.coach", "Your lead. Trumps are {trump}."),
    TipKind.MISERE_LEAD: QT_TRANSLATE_NOOP(
        "napdesk.coach", "Lead a low card: someone else will have to take the trick."),
    TipKind.FOLLOW: QT_TRANSLATE_NOOP(
        "napdesk.coach", "{Suit} were led: you must follow with {suit} while you have them. "
                                             "Trumps are {trump}."),
    TipKind.RUFF: QT_TRANSLATE_NOOP("napdesk.coach", "You have no {suit}: any trump ({trump}) beats them."),
    TipKind.THROW: QT_TRANSLATE_NOOP(
        "napdesk.coach", "You cannot follow {suit} and hold no trump: throw your least useful "
                                            "card."),
    TipKind.MISERE_UNDER: QT_TRANSLATE_NOOP("napdesk.coach", "The {card} is winning this trick: play a card under it."),
    TipKind.MISERE_THROW: QT_TRANSLATE_NOOP("napdesk.coach", "You cannot follow {suit}: throw your most dangerous high "
                                                   "card now, while someone else takes the trick."),
    TipKind.PARTNER_WINS: QT_TRANSLATE_NOOP(
        "napdesk.coach", "A partner's {card} is winning this trick: play low and keep "
                                                   "your winners."),
    TipKind.BEAT_BIDDER: QT_TRANSLATE_NOOP("napdesk.coach", "The bidder's {card} is winning: beat it if you can, as "
                                                  "cheaply as you can."),
    TipKind.ONLY: QT_TRANSLATE_NOOP("napdesk.coach", "Only one card can be played: the {card}."),
}
_NO_TRUMPS: Final = QT_TRANSLATE_NOOP("napdesk.coach", "Your lead. There are no trumps.")
_POINTS: Final = QT_TRANSLATE_NOOP("napdesk.coach", "The coach points at {cards}.")
_REFUSED: Final = QT_TRANSLATE_NOOP("napdesk.coach", "Not that card: {reason}. {tip}")
_GOOD: Final = QT_TRANSLATE_NOOP("napdesk.coach", "Good.")
_LESSON: Final = QT_TRANSLATE_NOOP("napdesk.coach", "Lesson {number} of {last}: {title}")
_MADE: Final = QT_TRANSLATE_NOOP("napdesk.coach", "The bid was made.")
_BEATEN: Final = QT_TRANSLATE_NOOP("napdesk.coach", "The bid was beaten.")
_DONE: Final = QT_TRANSLATE_NOOP("napdesk.coach", "Lesson done. {result} Take the next lesson when you are ready.")
_ALL_DONE: Final = QT_TRANSLATE_NOOP(
        "napdesk.coach", "You have done every lesson. {result} Start a real game with Game > "
                                            "New game; Help explains the rest.")
_RETRY_GOOD: Final = QT_TRANSLATE_NOOP("napdesk.coach", "Better: your {card} gave nothing away this time.")
_NO_MARKS: Final = QT_TRANSLATE_NOOP("napdesk.coach", "No bid or card of yours cost anything.")
_RETRY_BID_GOOD: Final = QT_TRANSLATE_NOOP("napdesk.coach",
                                           "{bid} this time: nothing given away, by the expert's estimate.")


def lesson_heading(key: LessonKey, n: int, total: int) -> str:
    return translate(COACH, _LESSON).format(number=n, last=total, title=translate(COACH, TITLES[key]))


def idea_text(key: LessonKey) -> str:
    return translate(COACH, IDEAS[key])


def tip_text(tip: Tip) -> str:
    """The coach's word before a decision, and the cards it points at."""
    k = tip.kind
    bid = bid_label(tip.bid) if tip.bid is not None else ""
    suit = suit_name(tip.suit) if tip.suit is not None else ""
    trump = suit_name(tip.trump) if tip.trump is not None else ""
    card = card_text(tip.card) if tip.card is not None else (card_text(tip.cards[0]) if tip.cards else "")
    if k is TipKind.BID:
        text = translate_n(COACH, _BID, tip.count)
    elif k is TipKind.BID_LONG:
        text = translate_n(COACH, _BID_LONG, tip.count)
    elif k is TipKind.PASS:
        text = translate_n(COACH, _PASS, tip.count)
    elif k is TipKind.DRAW_TRUMPS:
        text = translate_n(COACH, _DRAW, tip.count)
    elif k is TipKind.KEEP:
        text = translate_n(COACH, _KEEP, tip.count)
    elif k is TipKind.LEAD and tip.trump is None:
        text = translate(COACH, _NO_TRUMPS)
    else:
        text = translate(COACH, _TIPS[k])
    text = text.format(bid=bid, suit=suit, Suit=capitalized(suit), trump=trump, card=card)
    if tip.cards and k is not TipKind.ONLY:
        text += " " + translate(COACH, _POINTS).format(cards=cards_text(tip.cards))
    return text


def verdict_text(verdict: Verdict, card: str = "") -> str:
    """What is wrong with the person's choice (a legal card or bid the lesson would not make)."""
    if verdict.kind is VerdictKind.POOR:
        return translate_n(COACH, _POOR, verdict.tricks).format(card=card, better=cards_text(verdict.cards))
    if verdict.kind is VerdictKind.WRONG_BID:
        bid = bid_label(verdict.bid) if verdict.bid is not None else ""
        return translate_n(COACH, _WRONG_BID, verdict.count).format(bid=bid)
    return translate(COACH, _GOOD)


def refused_text(reason: str, tip: Tip | None) -> str:
    """An illegal card: the engine's reason in words, and the coach's word again."""
    return translate(COACH, _REFUSED).format(reason=reason, tip=tip_text(tip) if tip is not None else "").strip()


def lesson_over_text(made: bool | None, last: bool) -> str:
    result = translate(COACH, _MADE if made else _BEATEN) if made is not None else ""
    return translate(COACH, _ALL_DONE if last else _DONE).format(result=result)


def progress_text(done: int) -> str:
    return translate_n(COACH, _LESSONS_DONE, done)


def mark_text(mark: Mark) -> str:
    """One costly decision of the review: "Trick 1: your 2♣ gave away 2 tricks; A♠ K♠ Q♠ would not."."""
    text = translate_n(COACH, _MARK, mark.tricks).format(trick=mark.trick, card=card_text(mark.card),
                                                         better=cards_text(mark.better))
    if mark.chips:
        text += " " + translate_n(COACH, _MARK_CHIPS, mark.chips)
    return text


def bid_mark_text(mark: BidMark) -> str:
    """One costly bid or pass: "Bidding: you chose Pass; Nap was worth about 30 chips more (an estimate)"."""
    return translate_n(COACH, _BID_MARK, mark.chips).format(bid=bid_label(mark.bid), better=bid_label(mark.better))


def marks_text(marks: Sequence[Marked]) -> list[str]:
    return [bid_mark_text(m) if isinstance(m, BidMark) else mark_text(m) for m in marks] or \
        [translate(COACH, _NO_MARKS)]


def retry_text(card: str, lost: int, better: str) -> str:
    """The coach's word after "try that again": the card played at the marked decision this time."""
    if lost <= 0:
        return translate(COACH, _RETRY_GOOD).format(card=card)
    return translate_n(COACH, _RETRY_WORSE, lost).format(card=card, better=better)


def retry_bid_text(mark: BidMark, bid: Bid) -> str:
    """The coach's word after "try that again" from a bid mark: the bid or pass chosen this time, by the same
    estimate as the mark's."""
    cost = mark.cost_of(bid)
    if cost < BID_MARK_CHIPS:
        return translate(COACH, _RETRY_BID_GOOD).format(bid=bid_label(bid))
    return translate_n(COACH, _RETRY_BID_WORSE, whole_chips(cost)).format(bid=bid_label(bid),
                                                                         better=bid_label(mark.better))
