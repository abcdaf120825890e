"""What "Why?" says, at the main table and in the coach: a hint's reason in words (the card or bid, the sampled
chance, the danger left), and the rule behind each refusal of the engine (one sentence per
:class:`~napdesk.engine.reasons.Reason`, declared here once).
"""

from __future__ import annotations

from typing import Final

from napdesk.ai.advice import AdviceKind
from napdesk.ai.hints import Hint
from napdesk.engine.actions import Action
from napdesk.engine.hand import HandState
from napdesk.engine.reasons import Reason
from napdesk.ui.i18n import QT_TRANSLATE_NOOP, translate
from napdesk.ui.words import advice_text, percent

WHY: Final = "napdesk.why"

# The coach's Why? was first: its text keeps that context.
_WHY: Final = QT_TRANSLATE_NOOP("napdesk.coach", "Why: {reason}")
_FAILS: Final = QT_TRANSLATE_NOOP("napdesk.why", "The danger: the bid still fails in {percent} of those deals.")
_MADE: Final = QT_TRANSLATE_NOOP("napdesk.why", "The danger: the bid is still made in {percent} of those deals.")
_SAFE: Final = QT_TRANSLATE_NOOP("napdesk.why", "Not one of those deals goes wrong.")
_SAMPLED: Final = frozenset({AdviceKind.PLAY_BEST, AdviceKind.PLAY_ANY, AdviceKind.BID, AdviceKind.TAKE_WIDOW})

# The rule behind each refusal: what the player reads after the refusal itself ("You must follow hearts").
RULES: Final[dict[Reason, str]] = {
    Reason.HAND_OVER: QT_TRANSLATE_NOOP(
        "napdesk.why", "Once the last trick is taken the hand is settled: nothing more can be played in it."),
    Reason.WRONG_PHASE: QT_TRANSLATE_NOOP(
        "napdesk.why", "A hand goes in order, the bidding first and then the play: each step takes only its own "
                       "choices."),
    Reason.NOT_HELD: QT_TRANSLATE_NOOP("napdesk.why", "You can play only a card from your own hand."),
    Reason.MUST_FOLLOW: QT_TRANSLATE_NOOP(
        "napdesk.why", "You must play a card of the suit led while you have one; only when you have none may you "
                       "trump or throw any card."),
    Reason.BID_NOT_HIGHER: QT_TRANSLATE_NOOP(
        "napdesk.why", "Each bid must be higher than the one before: the highest bidder plays the hand."),
    Reason.MUST_BID: QT_TRANSLATE_NOOP(
        "napdesk.why", "At this table a hand is not thrown in: when everyone else has passed, the last to speak "
                       "must bid."),
    Reason.WELLINGTON_NEEDS_NAP: QT_TRANSLATE_NOOP(
        "napdesk.why", "Wellington, all five tricks for higher stakes, may be bid only over a nap."),
    Reason.BLUCHER_NEEDS_WELLINGTON: QT_TRANSLATE_NOOP(
        "napdesk.why", "Blücher, all five tricks for the highest stakes, may be bid only over a Wellington."),
    Reason.FIVE_IS_NAP: QT_TRANSLATE_NOOP("napdesk.why", "A bid to take all five tricks is called nap."),
    Reason.SEVEN_IS_7: QT_TRANSLATE_NOOP(
        "napdesk.why", "In seven-card Nap a bid to take all seven tricks is written 7."),
    Reason.LEAST_BID: QT_TRANSLATE_NOOP("napdesk.why", "The house rules set the least bid of this table."),
    Reason.BID_NOT_PLAYED: QT_TRANSLATE_NOOP("napdesk.why", "The house rules of this table leave this bid out."),
    Reason.CLAIM_NOT_NOW: QT_TRANSLATE_NOOP(
        "napdesk.why", "Only the bidder may claim the tricks left, and only when it is the bidder's lead."),
    Reason.NO_CLAIMS: QT_TRANSLATE_NOOP(
        "napdesk.why", "The house rules of this table allow no claims: every card is played out."),
    Reason.CLAIM_REFUSED: QT_TRANSLATE_NOOP(
        "napdesk.why", "A claim stands only when the defenders cannot beat it, whatever they play."),
    Reason.NO_PEEP: QT_TRANSLATE_NOOP(
        "napdesk.why", "The peep, a look at a card for a fee, is a house rule this table does not play."),
    Reason.PEEPED: QT_TRANSLATE_NOOP("napdesk.why", "Each player may peep only once in a hand."),
    Reason.NO_WIDOW: QT_TRANSLATE_NOOP(
        "napdesk.why", "The widow, extra cards dealt face down, is a house rule this table does not play."),
    Reason.WIDOW_GONE: QT_TRANSLATE_NOOP("napdesk.why", "The widow can be taken only once in a hand."),
    Reason.NO_WIDOW_BID: QT_TRANSLATE_NOOP(
        "napdesk.why", "Only a player who bids all five tricks may take the widow."),
    Reason.WIDOW_TAKEN: QT_TRANSLATE_NOOP(
        "napdesk.why", "Who takes the widow discards down to a hand of the usual size before the play starts."),
    Reason.DISCARD_NOT_HELD: QT_TRANSLATE_NOOP(
        "napdesk.why", "Who takes the widow discards from their own cards and the widow's, and from nothing else."),
    Reason.DISCARD_COUNT: QT_TRANSLATE_NOOP(
        "napdesk.why", "Who takes the widow puts back as many cards as it held, so the hand is the usual size "
                       "again."),
    Reason.EXCHANGE_NOT_HELD: QT_TRANSLATE_NOOP(
        "napdesk.why", "In the exchange you give up cards from your own hand for cards from the stock."),
    Reason.STOCK_SHORT: QT_TRANSLATE_NOOP(
        "napdesk.why", "In the exchange you can draw only as many cards as the stock still holds."),
}


def why_text(reason: str) -> str:
    """"Why: …", before a reason."""
    return translate("napdesk.coach", _WHY).format(reason=reason)


def hint_reason(hint: Hint) -> str:
    """A hint's reason in words: the expert's advice (the card or bid and the sampled chance), then the danger
    left (how often it still goes wrong over the sampled deals)."""
    advice = hint.advice
    text = advice_text(advice)
    if advice.kind in _SAMPLED and advice.chance is not None and advice.samples:
        wrong = 1.0 - advice.chance
        if round(100 * wrong) <= 0:
            danger = translate(WHY, _SAFE)
        else:
            danger = translate(WHY, _FAILS if advice.bidder else _MADE).format(percent=percent(wrong))
        text = f"{text}. {danger}"
    return text


def rule_text(code: Reason) -> str:
    """The rule behind a refusal, as one sentence."""
    return translate(WHY, RULES[code])


def refusal_code(state: HandState | None, action: Action) -> Reason | None:
    """Why the engine refuses ``action`` in ``state`` (None: it does not)."""
    if state is None:
        return None
    refused = state.check(action)  # the hand over is a refusal too
    return None if refused is None else refused.code
