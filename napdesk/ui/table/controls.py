"""The controls of each phase, on the table above the hand: a prompt saying what is true now, and buttons.

:func:`phase_controls` works out, from a snapshot alone, what the bar shows: the prompt, the buttons (each an
action, enabled only when legal, with the engine's reason when not) and which one has the keyboard first (none of
an action's: a bid, a card or a deal is made by the person's own choice, never by an Enter meant for the last one).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import Final

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from napdesk.ai.hints import Hint
from napdesk.engine.actions import CLAIM, PASS, PEEP, TAKE_WIDOW, Action, Claim, Discard, Exchange, Play, TakeWidow
from napdesk.engine.cards import Card, CardSet
from napdesk.engine.facts import Phase, bid_ladder, peep_fee, purchase_fee
from napdesk.ui.i18n import Plural, bid_label, format_chips, suit_name, translate_n
from napdesk.ui.snapshot import TableSnapshot

# Numerus entries first: lupdate takes the first mention of a text for its kind (napdesk.ui.i18n.Plural). The hand's
# size (5 or 7, plural in every language) and the stock's count (a figure alone) stay figures: the numerus is the
# count that changes as the person chooses.
_SIR_GARNET: Final = Plural.translate(
    "TableView", "Sir Garnet: you took the widow and bid {bid}; choose the {size} cards to keep (%n chosen)", "", 1)
_KEEP_THESE: Final = Plural.translate("TableView", "Keep these %n", "", 1)
_CHOOSE_EXACTLY: Final = Plural.translate("TableView", "Choose exactly %n card(s)", "", 1)
_TAKE_WIDOW_TIP: Final = Plural.translate(
    "TableView", "Take the widow unseen, keep the best %n card(s) and bid {bid}", "", 1)
_PURCHASE: Final = Plural.translate(
    "TableView", "Purchase: choose cards to exchange (%n chosen, fee {fee}); the stock holds {stock}", "", 1)
_EXCHANGE_K: Final = Plural.translate("TableView", "Exchange %n (fee {fee})", "", 1)


@dataclass(frozen=True)
class Button:
    label: str
    enabled: bool
    action: Action | None
    tip: str


@dataclass(frozen=True)
class Controls:
    prompt: str
    buttons: tuple[Button, ...]
    key: object
    focus: int | None = None  # the button to take the keyboard first (None: the hand)


def waiting(snap: TableSnapshot) -> str:
    """What the bar says while someone else is to move."""
    who = snap.seats[snap.to_move].name
    if snap.stopped:
        return QCoreApplication.translate("TableView", "Stopped")
    if snap.seats[snap.to_move].human:
        return QCoreApplication.translate("TableView", "{name} to play").format(name=who)
    return QCoreApplication.translate("TableView", "{name} is thinking…").format(name=who)


def phase_controls(snap: TableSnapshot, selected: frozenset[Card], advice: Hint | None) -> Controls:
    """The bar for the seat at the screen, whose turn it is."""
    legal = snap.legal
    names = [s.name for s in snap.seats]
    buttons: list[Button] = []
    if snap.phase == Phase.WIDOW:
        hs = snap.rules.hand_size
        keep = len(selected)
        discards = CardSet([c for c in snap.hand if c not in selected])
        take = TakeWidow(discards)
        ok = keep == hs and take in legal
        prompt = translate_n("TableView", _SIR_GARNET, keep).format(
            bid=bid_label(snap.high) if snap.high else "", size=hs)
        buttons.append(
            Button(
                translate_n("TableView", _KEEP_THESE, hs),
                ok,
                take,
                "" if ok else translate_n("TableView", _CHOOSE_EXACTLY, hs),
            )
        )
        return Controls(prompt, tuple(buttons), ("widow",))
    if snap.phase == Phase.BIDDING:
        prompt = QCoreApplication.translate("TableView", "Your bid")
        if snap.bidder is not None and snap.high is not None:
            prompt = QCoreApplication.translate("TableView", "Your bid: {name} has bid {bid}").format(
                name=names[snap.bidder], bid=bid_label(snap.high)
            )
        if PASS not in legal and snap.refusal(PASS):
            # The refusal says it whole ("You must bid: everyone else has passed"): a lead-in of our own before it
            # read "you may not pass: You must bid: ...", two colons and a capital mid-sentence in every language.
            prompt += "  ·  " + snap.refusal(PASS)
        if PEEP in legal:
            peep = format_chips(peep_fee(snap.rules), snap.rules.stake_unit)  # in the unit the rules name
            buttons.append(
                Button(
                    QCoreApplication.translate("TableView", "Peep ({fee})").format(fee=peep),
                    True,
                    PEEP,
                    QCoreApplication.translate("TableView", "Pay {fee} to the pool to look at the peep card").format(
                        fee=peep),
                )
            )
        if TAKE_WIDOW in legal:
            wb = bid_label(snap.widow_bid) if snap.widow_bid is not None else ""
            buttons.append(
                Button(
                    QCoreApplication.translate("TableView", "Take the widow ({bid})").format(bid=wb),
                    True,
                    TAKE_WIDOW,
                    translate_n("TableView", _TAKE_WIDOW_TIP, snap.rules.hand_size).format(bid=wb),
                )
            )
        buttons.append(Button(bid_label(PASS), PASS in legal, PASS, "" if PASS in legal else snap.refusal(PASS)))
        for bid in bid_ladder(snap.rules):
            ok = bid in legal
            label = bid_label(bid)
            if advice is not None and ok and bid.name in advice.chances:
                label = f"{label} · {advice.chances[bid.name]:.0%}"  # the chance of making it
            buttons.append(
                Button(
                    label,
                    ok,
                    bid,
                    QCoreApplication.translate("TableView", "Bid {bid}").format(bid=bid_label(bid))
                    if ok
                    else snap.refusal(bid),
                )
            )
        # The keyboard starts on the hand, never on a bid: Enter there bids nothing (a hinted bid with the focus on
        # it was made by one Enter the person meant for something else). Tab moves to the bids.
        return Controls(prompt, tuple(buttons), ("bid", legal))
    if snap.phase == Phase.EXCHANGE:
        k = len(selected)
        fee = purchase_fee(snap.rules, k)
        exchange = Exchange(CardSet(selected))
        ok = exchange in legal
        prompt = translate_n("TableView", _PURCHASE, k).format(fee=fee, stock=snap.stock_count)
        label = (
            translate_n("TableView", _EXCHANGE_K, k).format(fee=fee)
            if k
            else QCoreApplication.translate("TableView", "Stand pat")
        )
        buttons.append(Button(label, ok, exchange, "" if ok else snap.refusal(exchange)))
        return Controls(prompt, tuple(buttons), ("exchange",))
    if snap.phase == Phase.DISCARD:
        prompt = QCoreApplication.translate(
            "TableView", "Discard one card face down: double-click it, or choose it and press Discard"
        )
        one = len(selected) == 1
        card = next(iter(selected)) if one else None
        buttons.append(
            Button(
                QCoreApplication.translate("TableView", "Discard"),
                one,
                Discard(card) if card is not None else None,
                QCoreApplication.translate("TableView", "Choose one card first") if not one else "",
            )
        )
        return Controls(prompt, tuple(buttons), ("discard",))
    return _play_controls(snap)


def _play_controls(snap: TableSnapshot) -> Controls:
    legal = snap.legal
    buttons: list[Button] = []
    if snap.trick_cards:
        led = snap.trick_cards[0].suit
        if any(c.suit == led for c in snap.hand):
            prompt = QCoreApplication.translate(
                "TableView", "Your turn: follow {suit} if you can (drag a card to the middle, or double-click it)"
            ).format(suit=suit_name(led))
        else:
            prompt = QCoreApplication.translate(
                "TableView",
                "Your turn: you have no {suit}, so play any card (drag it to the middle, or double-click it)",
            ).format(suit=suit_name(led))
    else:
        prompt = QCoreApplication.translate("TableView", "Your lead: drag a card to the middle, or double-click it")
    claim = any(isinstance(a, Claim) for a in legal)
    if claim:
        buttons.append(
            Button(
                QCoreApplication.translate("TableView", "Claim"),
                True,
                CLAIM,
                QCoreApplication.translate(
                    "TableView", "Show your cards: the rest of the tricks are yours against any defence"
                ),
            )
        )
    return Controls(prompt, tuple(buttons), ("play", claim))


def first_legal(cards: list[Card], snap: TableSnapshot, advice: Hint | None) -> int:
    """Where the keyboard starts in the hand: the hinted card, else the first card that may be played."""
    if advice is not None and isinstance(advice.action, Play) and advice.action.card in cards:
        return cards.index(advice.action.card)
    if snap.phase != Phase.PLAY:
        return 0
    plays = set(snap.legal_plays())
    return next((i for i, c in enumerate(cards) if c in plays), 0)


class ActionBar(QFrame):
    """The controls of the phase, on the table above the player's hand: a prompt and a row of buttons."""

    def set_px(self, px: int) -> None:
        """Text as big as the table: readable on a big screen, not crowding a small one (the style sheet's
        rules for the buttons would win over a font set on the bar)."""
        css = self.styleSheet().split(" /*px*/")[0]
        self.setStyleSheet(f"{css} /*px*/ #actionBar QLabel, #actionBar QPushButton {{ font-size: {px}px; }}")

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("actionBar")
        self.setAccessibleName(self.tr("Table controls"))
        self.setStyleSheet(
            "#actionBar { background: rgba(8, 26, 15, 215); border: 1px solid rgba(255,255,255,70);"
            " border-radius: 10px; }"
            "#actionBar QLabel { color: #f4f1e6; }"
            "#actionBar QPushButton { padding: 4px 12px; min-height: 22px; color: #1b1b1b; background: #f4f1e6;"
            " border: 2px solid #c9c2ad; border-radius: 6px; }"
            "#actionBar QPushButton:hover { background: #ffffff; }"
            "#actionBar QPushButton:pressed { background: #e2dccb; }"
            "#actionBar QPushButton:focus { border: 2px solid #ffd54a; background: #fff7d6; }"
            "#actionBar QPushButton:disabled { color: #8d8d86; background: #5d6b61; border-color: #4c5a50; }"
        )
        outer = QVBoxLayout(self)
        outer.setContentsMargins(10, 6, 10, 8)
        outer.setSpacing(5)
        self.prompt = QLabel(self)
        self.prompt.setObjectName("prompt")
        self.prompt.setTextFormat(Qt.TextFormat.PlainText)  # the players' names, as they are
        self.prompt.setAlignment(Qt.AlignmentFlag.AlignCenter)
        outer.addWidget(self.prompt)
        self.row = QHBoxLayout()
        self.row.setSpacing(6)
        outer.addLayout(self.row)
        self.buttons: list[QPushButton] = []
        self._callbacks: list[Callable[[], None]] = []
        self._key: object = None

    def set_content(
        self, prompt: str, buttons: list[tuple[str, bool, Callable[[], None], str]], key: object = None
    ) -> None:
        """Buttons as (label, enabled, callback, tooltip). Rebuilt only when ``key`` changes."""
        self.prompt.setText(prompt)
        self.prompt.setAccessibleName(prompt)
        self._callbacks = [callback for _, _, callback, _ in buttons]
        if key is not None and key == self._key and len(buttons) == len(self.buttons):
            for b, (label, enabled, _, tip) in zip(self.buttons, buttons, strict=True):
                b.setText(label)
                b.setAccessibleName(label.replace("&", ""))
                b.setEnabled(enabled)
                b.setToolTip(tip)
            self.adjustSize()
            return
        self._key = key
        for b in self.buttons:
            b.hide()
            b.deleteLater()
        self.buttons = []
        for label, enabled, _, tip in buttons:
            b = QPushButton(label, self)
            b.setObjectName("action:" + label)
            b.setAccessibleName(label.replace("&", ""))
            b.setEnabled(enabled)
            b.setToolTip(tip)
            b.setAutoDefault(True)
            b.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            b.clicked.connect(partial(self._clicked, len(self.buttons)))
            self.row.addWidget(b)
            b.show()  # a child added to a shown widget is shown only later: the size must count it now
            self.buttons.append(b)
        self.row.invalidate()
        self.layout().activate()  # type: ignore[union-attr]
        self.adjustSize()

    def _clicked(self, index: int, checked: bool = False) -> None:
        if index < len(self._callbacks):
            self._callbacks[index]()

    def button(self, label: str) -> QPushButton | None:
        return next((b for b in self.buttons if b.text().replace("&", "") == label), None)
