"""The card table: one QGraphicsScene in a QGraphicsView, laid out from the viewport's size on every resize.

The table redraws from what the controller publishes: after each action it computes where every card belongs and
animates the cards there (the deal in its packets, cards to the trick, the trick to its winner). While it animates
it holds the controller, so the computers wait for the table. Intents (play this card, bid this) go to the
controller; the engine decides.
"""

from __future__ import annotations

import contextlib
import math
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRect,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    QTimer,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QKeyEvent,
    QLinearGradient,
    QMouseEvent,
    QPainter,
    QRadialGradient,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from napdesk.ai.analysis import Analysis
from napdesk.ai.hints import Hint
from napdesk.engine.actions import (
    BLUCHER,
    MISERE,
    NAP,
    PASS,
    PEEP,
    PLAYS,
    TAKE_WIDOW,
    WELLINGTON,
    Action,
    Bid,
    Claim,
    Discard,
    Exchange,
    TakeWidow,
)
from napdesk.engine.cards import Card, CardSet
from napdesk.engine.deal import FirstDealer
from napdesk.engine.hand import HandState
from napdesk.engine.view import Trick
from napdesk.ui.cardart import CARD_RATIO, CardArt
from napdesk.ui.controller import GameController
from napdesk.ui.i18n import bid_label, format_chips, level_name, suit_name
from napdesk.ui.items import CardItem, InfoPanel, SeatPlate, TrickZone, card_label

SPEEDS = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 2.0}
PACE = {"off": 0, "fast": 150, "normal": 380, "slow": 800}
DEAL_MS, PLAY_MS, GATHER_MS, TRICK_PAUSE_MS = 150, 240, 380, 900
FELT = "#2f7a4a"
DISPLAY_SUITS = (3, 2, 0, 1)  # spades, hearts, clubs, diamonds: the colours alternate in the hand


def bid_ladder(state: HandState) -> list[Bid]:
    """Every bid of this table, low to high: a button each, enabled only when legal."""
    r = state.rules
    top = r.hand_size
    bids = [Bid.number(k) for k in range(r.min_bid, top if top == 5 else top + 1)]
    if r.misere:
        bids.append(MISERE)
    if top == 5:
        bids.append(NAP)
        if r.wellington:
            bids.append(WELLINGTON)
            if r.blucher:
                bids.append(BLUCHER)
    return sorted(bids, key=lambda b: b.order)


def display_order(cards: list[Card]) -> list[Card]:
    return sorted(cards, key=lambda c: (DISPLAY_SUITS.index(c.suit), -c.rank))


@dataclass
class Target:
    pos: QPointF
    scale: float
    face_up: bool
    z: float
    opacity: float = 1.0


class ActionBar(QFrame):
    """The controls of the phase, on the table above the player's hand: a prompt and a row of buttons."""

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
            "#actionBar QPushButton:disabled { color: #8d8d86; background: #5d6b61; border-color: #4c5a50; }")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(10, 6, 10, 8)
        outer.setSpacing(5)
        self.prompt = QLabel(self)
        self.prompt.setObjectName("prompt")
        self.prompt.setAlignment(Qt.AlignmentFlag.AlignCenter)
        outer.addWidget(self.prompt)
        self.row = QHBoxLayout()
        self.row.setSpacing(6)
        outer.addLayout(self.row)
        self.buttons: list[QPushButton] = []
        self._callbacks: list[Callable[[], None]] = []
        self._key: object = None

    def set_content(self, prompt: str, buttons: list[tuple[str, bool, Callable[[], None], str]],
                    key: object = None) -> None:
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


class Overlay(QFrame):
    """A panel over the table: the result of a hand, the privacy screen, the cut for the deal."""

    def __init__(self, parent: QWidget, name: str, opaque: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        bg = "rgb(16, 42, 26)" if opaque else "rgba(8, 24, 14, 232)"
        self.setStyleSheet(
            f"#{name} {{ background: {bg}; border: 1px solid rgba(255,255,255,90); border-radius: 14px; }}"
            f"#{name} QLabel {{ color: #f4f1e6; }}")
        self.box = QVBoxLayout(self)
        self.box.setContentsMargins(22, 18, 22, 18)
        self.box.setSpacing(12)
        self.box.addStretch(1)
        self.text = QLabel(self)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text.setWordWrap(True)
        self.box.addWidget(self.text)
        self.row = QHBoxLayout()
        self.box.addLayout(self.row)
        self.box.addStretch(1)
        self.buttons: list[QPushButton] = []
        self.hide()

    def set_content(self, html: str, buttons: list[tuple[str, Callable[[], None]]]) -> None:
        self.text.setText(html)
        self.setAccessibleName(self.objectName())
        self.setAccessibleDescription(html)
        for b in self.buttons:
            b.hide()
            b.deleteLater()
        self.buttons = []
        while self.row.count():
            self.row.takeAt(0)
        self.row.addStretch(1)
        for label, callback in buttons:
            b = QPushButton(label, self)
            b.setAccessibleName(label.replace("&", ""))
            b.setAutoDefault(True)
            b.clicked.connect(lambda _checked=False, cb=callback: cb())
            self.row.addWidget(b)
            b.show()
            self.buttons.append(b)
        self.row.addStretch(1)
        self.adjustSize()

    def add_note(self, html: str) -> None:
        """Append to the text, keeping the buttons (the analysis arrives after the panel is shown)."""
        self.text.setText(self.text.text() + html)
        self.setAccessibleDescription(self.text.text())
        self.adjustSize()


class TableView(QGraphicsView):
    """The table. Owns its scene (QT-NOTES: a view does not) and every item on it."""

    status = Signal(str)
    result_shown = Signal()
    new_game_requested = Signal()
    idle = Signal()

    def __init__(self, controller: GameController, art: CardArt, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.art = art
        self.scene_ = QGraphicsScene(self)
        self.setScene(self.scene_)
        self.setObjectName("table")
        self.setAccessibleName(self.tr("Card table"))
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)  # the felt's gradient is drawn once
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(640, 420)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)

        self.speed = "normal"
        self.click_to_continue = False
        self.show_all = False  # watch mode shows every hand
        self.cards: dict[Card, CardItem] = {}
        self.plates: list[SeatPlate] = []
        self.zone = TrickZone()
        self.scene_.addItem(self.zone)
        self.pile_labels = {which: QGraphicsSimpleTextItem() for which in ("widow", "stock")}
        for label in self.pile_labels.values():
            label.setBrush(QColor(255, 255, 255, 170))
            label.setZValue(60)
            self.scene_.addItem(label)
        self.info = InfoPanel(art)
        self.info.setZValue(50)
        self.scene_.addItem(self.info)
        self.bar = ActionBar(self.viewport())
        self.result = Overlay(self.viewport(), "resultPanel")
        self.privacy = Overlay(self.viewport(), "privacyScreen", opaque=True)
        self.cut_panel = Overlay(self.viewport(), "cutPanel")
        self.review_button = QPushButton(self.tr("Last trick"), self.viewport())
        self.review_button.setAccessibleName(self.tr("Review the last trick"))
        self.review_button.setToolTip(self.tr("Show the last trick (L)"))
        self.review_button.clicked.connect(self.review_last_trick)
        self.review_button.hide()
        self.continue_label = QLabel(self.tr("Click or press Enter to continue"), self.viewport())
        self.continue_label.setStyleSheet("color: #fff3b0; background: rgba(0,0,0,110); padding: 3px 8px;"
                                          " border-radius: 6px;")
        self.continue_label.hide()

        self.viewer = 0
        self.selected: set[Card] = set()
        self.widow_mode = False
        self.focus_index = 0
        self.shown_trick: Trick | None = None
        self.reviewing = False
        self._tricks_seen = 0
        self._privacy_for: int | None = None
        self._confirmed: int | None = None
        self._deal_pending = False
        self._dims_illegal = True
        self._steps: list[Callable[[], QAbstractAnimation | int | str | None]] = []
        self._running = False
        self._instant = False
        self._anim: QAbstractAnimation | None = None
        self._waiting_click = False
        self._pause = QTimer(self)
        self._pause.setSingleShot(True)
        self._pause.timeout.connect(self._run_next)
        self._cut_items: list[CardItem] = []
        self._warm: list[tuple[Card, int, int]] = []
        self._warm_timer = QTimer(self)
        self._warm_timer.timeout.connect(self._warm_one)
        self._geo: dict[str, float] = {}
        self._drag_ok = False

        controller.session_started.connect(self._on_session)
        controller.hand_started.connect(self._on_hand_started)
        controller.action_done.connect(self._on_action)
        controller.hand_over.connect(self._on_hand_over)
        controller.refused.connect(self._on_refused)
        controller.thinking.connect(self._on_thinking)
        controller.undone.connect(self._on_undone)
        controller.analysed.connect(self._on_analysed)
        controller.hinted.connect(self._on_hinted)
        self.hints_on = False
        self.felt = QColor(FELT)
        self.trick_pause_ms = TRICK_PAUSE_MS
        self.confirm_card = False  # a card to play is asked about ("Play the queen of hearts?") before it goes
        art.changed.connect(self._repaint_cards)
        self.set_speed("normal")

    # -- settings ---------------------------------------------------------------------------------------------

    def set_speed(self, speed: str) -> None:
        self.speed = speed if speed in SPEEDS else "normal"
        self.controller.pace_ms = PACE[self.speed]

    def _ms(self, base: int) -> int:
        return 0 if self._instant else int(base * SPEEDS[self.speed])

    def dims_illegal(self, item: CardItem) -> bool:
        return self._dims_illegal and self._my_turn_to_play()

    def _repaint_cards(self) -> None:
        for item in self.cards.values():
            item.update()
        self.info.update()

    # -- geometry ----------------------------------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._anim is not None:  # cards in flight would land where the old layout wanted them
            self.finish_animations()
        self.relayout()

    def relayout(self) -> None:
        vp = self.viewport().size()
        w, h = float(max(vp.width(), 200)), float(max(vp.height(), 200))
        self.scene_.setSceneRect(0, 0, w, h)
        self.resetCachedContent()
        ch = max(84.0, min(h * 0.2, w * 0.16, 330.0))
        cw = ch / CARD_RATIO
        m = max(10.0, h * 0.015)
        pw = max(196.0, min(cw * 2.3, w * 0.2))
        ph = max(54.0, min(ch * 0.46, 110.0))
        self._geo = {"w": w, "h": h, "cw": cw, "ch": ch, "m": m, "pw": pw, "ph": ph, "so": 0.52, "st": 0.78}
        self.info.set_size(max(250.0, min(pw * 1.5, w * 0.3)), max(96.0, ph * 1.6))
        self.info.setPos(w - self.info.w - m, h - self.info.h - m)
        if self.controller.session is not None:
            self._ensure_plates()
            self._place_plates()
            self._place_zone()
            self._apply_targets(animate=False)
        self._place_widgets()

    def _fan_width(self, count: int, scale: float) -> float:
        g = self._geo
        w = g["cw"] * scale
        return w + max(0, count - 1) * w * 0.3

    def _seat_slot(self, seat: int) -> tuple[str, int, int]:
        """Where another seat sits: ("left" | "top" | "right", index along the top row, seats on the top row).
        Play goes to the left, so the seat after the viewer sits on the left and the one before on the right."""
        n = self.controller.table_size
        k = (seat - self.viewer) % n  # 1 .. n-1
        others = n - 1
        if others == 1:
            return "top", 0, 1
        if k == 1:
            return "left", 0, 0
        if k == others:
            return "right", 0, 0
        return "top", k - 2, others - 2

    def _plate_width(self) -> float:
        g = self._geo
        n = self.controller.table_size
        top = max(1, n - 3)
        return min(g["pw"], (g["w"] - 2 * g["m"]) / (top + 2) - 12)

    def _seat_block(self, seat: int) -> tuple[QPointF, QRectF]:
        """For another seat: the centre of its fan of backs, and its plate's rect."""
        g = self._geo
        hs = self.controller.rules.hand_size
        so = g["so"]
        fan_h = g["ch"] * so
        pw = self._plate_width()
        fan_w = self._fan_width(hs, so)
        block_w = max(fan_w, pw)
        block_h = fan_h + 6 + g["ph"]
        where, index, count = self._seat_slot(seat)
        if where == "top":
            cy = g["m"] + block_h / 2
            cx = g["w"] * (index + 1) / (count + 1)
        else:
            cy = g["h"] * 0.43
            cx = g["m"] + block_w / 2 if where == "left" else g["w"] - g["m"] - block_w / 2
        fan_c = QPointF(cx, cy - block_h / 2 + fan_h / 2)
        plate = QRectF(cx - pw / 2, cy + block_h / 2 - g["ph"], pw, g["ph"])
        return fan_c, plate

    def _hand_row(self, count: int) -> tuple[float, float, float]:
        """(left x, top y, step) of the viewer's hand."""
        g = self._geo
        cw, ch = g["cw"], g["ch"]
        room = g["w"] - 2 * (max(g["pw"], self.info.w) + 2 * g["m"] + 12)
        step = min(cw * 0.72, (room - cw) / max(1, count - 1)) if count > 1 else 0.0
        step = max(step, cw * 0.22)
        width = cw + step * max(0, count - 1)
        return g["w"] / 2 - width / 2, g["h"] - ch - g["m"], step

    def _viewer_plate(self) -> QRectF:
        g = self._geo
        left, _, _ = self._hand_row(self._row_count())
        x = max(g["m"], left - g["pw"] - g["m"] - 12)
        return QRectF(x, g["h"] - g["ph"] - g["m"], g["pw"], g["ph"])

    def _row_count(self) -> int:
        state = self.controller.state
        hs = self.controller.rules.hand_size
        if state is None:
            return hs
        n = bin(state.hands[self.viewer]).count("1")
        if self.widow_mode:
            n += bin(state.widow).count("1")
        return max(n, 1)

    def _bar_bottom(self) -> float:
        g = self._geo
        _, top, _ = self._hand_row(self._row_count())
        return top - g["ch"] * 0.2 - 6

    def _place_zone(self) -> None:
        g = self._geo
        st = g["st"]
        cw, ch = g["cw"] * st, g["ch"] * st
        top_limit = g["m"] + g["ch"] * g["so"] + 6 + g["ph"] + 10
        bottom_limit = self._bar_bottom() - 56 - 10
        cy = (top_limit + bottom_limit) / 2
        zw, zh = cw * 2.9, ch * 1.75
        zh = min(zh, max(ch * 1.15, bottom_limit - top_limit))
        self.zone.set_rect(QRectF(g["w"] / 2 - zw / 2, cy - zh / 2, zw, zh))

    def _trick_slot(self, seat: int) -> QPointF:
        """Top-left of the card ``seat`` plays to the trick."""
        g = self._geo
        st = g["st"]
        cw, ch = g["cw"] * st, g["ch"] * st
        c = self.zone.rect.center()
        if seat == self.viewer:
            a = math.pi / 2
        else:
            home = self._seat_block(seat)[0]
            a = math.atan2(home.y() - c.y(), home.x() - c.x())
        zr = self.zone.rect
        dx = (zr.width() / 2 - cw / 2 - 8) * math.cos(a) * 0.78
        dy = (zr.height() / 2 - ch / 2 - 6) * math.sin(a)
        return QPointF(c.x() + dx - cw / 2, c.y() + dy - ch / 2)

    def _pile_pos(self, which: str) -> QPointF:
        g = self._geo
        so = 0.6
        zr = self.zone.rect
        x = zr.left() - g["cw"] * so - 24
        y = zr.center().y() - g["ch"] * so / 2
        if which == "stock":
            x = zr.right() + 24
        return QPointF(x, y)

    def _dealer_pos(self) -> QPointF:
        state = self.controller.state
        seat = state.dealer if state is not None else 0
        return self._seat_home(seat)

    def _seat_home(self, seat: int) -> QPointF:
        if seat == self.viewer:
            r = self._viewer_plate()
            return QPointF(r.center().x(), r.top())
        fan_c, _ = self._seat_block(seat)
        return fan_c

    def _ensure_plates(self) -> None:
        n = self.controller.table_size
        while len(self.plates) < n:
            plate = SeatPlate(len(self.plates))
            plate.setZValue(40)
            self.scene_.addItem(plate)
            self.plates.append(plate)
        while len(self.plates) > n:
            self.scene_.removeItem(self.plates.pop())

    def _place_plates(self) -> None:
        for seat, plate in enumerate(self.plates):
            r = self._viewer_plate() if seat == self.viewer else self._seat_block(seat)[1]
            plate.set_size(r.width(), r.height())
            plate.setPos(r.topLeft())

    def _place_widgets(self) -> None:
        g = self._geo
        if not g:
            return
        if not self.bar.prompt.text() and not self.bar.buttons:
            self.bar.hide()
        self.bar.adjustSize()
        bw, bh = self.bar.width(), self.bar.height()
        self.bar.move(int(g["w"] / 2 - bw / 2), int(self._bar_bottom() - bh))
        for panel in (self.result, self.cut_panel):
            panel.setMaximumWidth(int(min(g["w"] - 40, 640)))
            panel.adjustSize()
            y = g["h"] * 0.42 - panel.height() / 2
            if panel is self.cut_panel:
                y = self.zone.rect.bottom() + 8
            panel.move(int(g["w"] / 2 - panel.width() / 2), int(max(10, y)))
        self.privacy.setGeometry(0, 0, int(g["w"]), int(g["h"]))
        self.review_button.adjustSize()
        self.review_button.move(int(g["w"] - self.review_button.width() - g["m"]),
                                int(self.info.y() - self.review_button.height() - 6))
        self.continue_label.adjustSize()
        zr = self.zone.rect
        self.continue_label.move(int(zr.center().x() - self.continue_label.width() / 2), int(zr.bottom() + 4))

    # -- what is where ------------------------------------------------------------------------------------------

    def _face_up_for(self, seat: int) -> bool:
        if self.show_all:
            return True
        state = self.controller.state
        if state is not None and state.is_over:
            return True
        return seat == self.viewer and self._privacy_for is None and self.controller.is_human(seat)

    def hand_cards(self) -> list[Card]:
        """The viewer's hand as shown, left to right (with the widow while choosing from it)."""
        state = self.controller.state
        if state is None:
            return []
        cards = list(CardSet(state.hands[self.viewer]))
        if self.widow_mode:
            cards += list(CardSet(state.widow))
        return display_order(cards)

    def _targets(self) -> dict[Card, Target]:
        state = self.controller.state
        out: dict[Card, Target] = {}
        if state is None or not self._geo:
            return out
        g = self._geo
        cw = g["cw"]
        # hands
        for seat in state.order:
            cards = display_order(list(CardSet(state.hands[seat])))
            if seat == self.viewer:
                cards = self.hand_cards()
                left, top, step = self._hand_row(len(cards))
                for i, c in enumerate(cards):
                    lift = g["ch"] * 0.2 if c in self.selected else 0.0
                    out[c] = Target(QPointF(left + i * step, top - lift), 1.0, self._face_up_for(seat), 100 + i)
            else:
                so = g["so"]
                fan_c, _ = self._seat_block(seat)
                fw = self._fan_width(len(cards), so)
                x0 = fan_c.x() - fw / 2
                y0 = fan_c.y() - g["ch"] * so / 2
                for i, c in enumerate(cards):
                    out[c] = Target(QPointF(x0 + i * cw * so * 0.3, y0), so, self._face_up_for(seat), 20 + i)
        # the widow or peep card, the stock
        if state.widow and not self.widow_mode:
            p = self._pile_pos("widow")
            peep = state.view(self.viewer).peep_card if self.controller.is_human(self.viewer) else None
            for i, c in enumerate(CardSet(state.widow)):
                face = self.show_all or (peep is not None and c == peep and self._privacy_for is None)
                out[c] = Target(p + QPointF(i * 3, -i * 2), 0.6, face, 10 + i)
        if state.rules.purchase != "off":
            p = self._pile_pos("stock")
            for i, c in enumerate(state.stock):
                out[c] = Target(p + QPointF(i * 0.8, -i * 0.8), 0.6, False, 10 + i)
        # tricks
        st = g["st"]
        done = state.tricks
        for t in done:
            shown = self.shown_trick is not None and t is self.shown_trick
            for k, c in enumerate(t.cards):
                seat = state.order[(state.order.index(t.leader) + k) % len(state.order)]
                if shown:
                    out[c] = Target(self._trick_slot(seat), st, True, 200 + k)
                else:
                    assert t.winner is not None
                    home = self._seat_home(t.winner)
                    out[c] = Target(home - QPointF(cw * st / 2, g["ch"] * st / 2), st * 0.6, False, 5, 0.0)
        if state.trick_cards:
            for k, c in enumerate(state.trick_cards):
                seat = state.order[(state.order.index(state.leader) + k) % len(state.order)]
                out[c] = Target(self._trick_slot(seat), st, True, 200 + k)
        # cards put out of play face down (widow discards, purchase discards, the peep discard)
        for seat in range(len(state.discarded)):
            for c in CardSet(state.discarded[seat]):
                home = self._seat_home(seat)
                out[c] = Target(home - QPointF(cw * 0.3, g["ch"] * 0.3), 0.6, False, 4, 0.0)
        return out

    def _warm_faces(self, targets: dict[Card, Target]) -> None:
        """Render the faces about to be shown a card per tick while the deal flies, not all in one frame."""
        dpr = self.devicePixelRatioF()
        cw = self._geo.get("cw", 90.0)
        self._warm = [(c, round(cw * t.scale * dpr), round(cw * CARD_RATIO * t.scale * dpr))
                      for c, t in targets.items() if t.face_up]
        if self._warm and not self._warm_timer.isActive():
            self._warm_timer.start(12)

    def _warm_one(self) -> None:
        if not self._warm:
            self._warm_timer.stop()
            return
        card, w, h = self._warm.pop()
        self.art.pixmap(card, w, h)

    def _item(self, card: Card) -> CardItem:
        item = self.cards.get(card)
        if item is None:
            item = CardItem(card, self.art, self)
            item.set_size(self._geo.get("cw", 90.0))
            item.setPos(self._pile_pos("stock") if self._geo else QPointF())
            item.setScale(0.6)
            self.scene_.addItem(item)
            self.cards[card] = item
        return item

    def _apply_targets(self, animate: bool, duration: int = PLAY_MS) -> QAbstractAnimation | None:
        if self._deal_pending:  # the cards are still in the dealer's hands
            return None
        if self._geo and self.controller.session is not None:
            self._ensure_plates()
            self._place_plates()
        targets = self._targets()
        group = QParallelAnimationGroup(self)
        ms = self._ms(duration) if animate else 0
        cw = self._geo.get("cw", 90.0)
        for card, t in targets.items():
            item = self._item(card)
            item.set_size(cw)
            if item.dragging:
                continue
            turning = ms > 0 and item.face_up != t.face_up and item.isVisible() and t.opacity > 0
            item.face_up = t.face_up
            item.home = t.pos
            item.rest_scale = t.scale
            moving = (item.pos() - t.pos).manhattanLength() > 0.5 or abs(item.scale() - t.scale) > 0.01
            if turning:
                self._add_flip(group, item, ms)
            item.setVisible(True)
            if ms and (moving or abs(item.opacity() - t.opacity) > 0.01):
                item.setZValue(t.z + 300)
                self._add_anim(group, item, t, ms, 0)
            else:
                item.setPos(t.pos)
                item.setScale(t.scale)
                item.setOpacity(t.opacity)
                item.setZValue(t.z)
                item.setVisible(t.opacity > 0)
            item.update()
        for card, item in list(self.cards.items()):
            if card not in targets:
                item.setVisible(False)
        self._update_legal()
        if group.animationCount() == 0:
            group.deleteLater()
            return None
        return group

    def _add_flip(self, group: QParallelAnimationGroup, item: CardItem, ms: int) -> None:
        """Turn a card over: it narrows to its edge showing the old side, and widens showing the new."""
        turn = QVariantAnimation()
        turn.setDuration(max(ms, 160))
        turn.setStartValue(0.001)
        turn.setEndValue(1.0)

        def step(value: object) -> None:
            with contextlib.suppress(RuntimeError):
                item.flip = float(value)  # type: ignore[arg-type]
                item.update()

        def done() -> None:
            with contextlib.suppress(RuntimeError):
                item.flip = 0.0
                item.update()

        turn.valueChanged.connect(step)
        turn.finished.connect(done)
        group.addAnimation(turn)

    def _add_anim(self, group: QParallelAnimationGroup | QSequentialAnimationGroup, item: CardItem, t: Target,
                  ms: int, delay: int) -> None:
        seq = QSequentialAnimationGroup()
        if delay:
            seq.addPause(delay)
        par = QParallelAnimationGroup()
        for prop, value in ((b"pos", t.pos), (b"scale", t.scale), (b"opacity", t.opacity)):
            a = QPropertyAnimation(item, prop)
            a.setDuration(ms)
            a.setEndValue(value)
            a.setEasingCurve(QEasingCurve.Type.OutCubic)
            par.addAnimation(a)
        seq.addAnimation(par)
        z = t.z

        def landed() -> None:
            with contextlib.suppress(RuntimeError):  # the item went with its table
                item.setZValue(z)
                item.setVisible(t.opacity > 0)

        seq.finished.connect(landed)
        group.addAnimation(seq)

    # -- the step queue: animations in order, holding the controller meanwhile -----------------------------------

    def _enqueue(self, step: Callable[[], QAbstractAnimation | int | str | None]) -> None:
        self._steps.append(step)
        if not self._running:
            self._running = True
            self.controller.hold()
            self._run_next()

    def _run_next(self) -> None:
        self._anim = None
        while self._steps:
            step = self._steps.pop(0)
            result = step()
            if isinstance(result, QAbstractAnimation):
                if self._instant:
                    result.start()
                    result.setCurrentTime(result.totalDuration())
                    result.stop()
                    result.deleteLater()
                    continue
                self._anim = result
                result.finished.connect(self._run_next)
                result.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)
                return
            if isinstance(result, int) and result > 0 and not self._instant:
                self._pause.start(result)
                return
            if result == "click" and not self._instant:
                self._waiting_click = True
                self.continue_label.show()
                self.continue_label.raise_()
                return
        self._running = False
        self._instant = False
        self._after_steps()
        self.controller.release()

    def busy(self) -> bool:
        return self._running

    def shutdown(self) -> None:
        """Stop everything moving: the window is closing."""
        self._steps.clear()
        self._pause.stop()
        anim, self._anim = self._anim, None
        if anim is not None:
            with contextlib.suppress(RuntimeError):
                anim.finished.disconnect(self._run_next)
                anim.stop()
        self._running = False

    def finish_animations(self) -> None:
        """Run whatever is queued to its end at once (a person acted, or the speed is off)."""
        if not self._running:
            return
        self._instant = True
        self._waiting_click = False
        self.continue_label.hide()
        anim = self._anim
        if anim is not None:
            anim.setCurrentTime(anim.totalDuration())
            if anim.state() != QAbstractAnimation.State.Stopped:
                anim.stop()
                self._run_next()
        elif self._pause.isActive():
            self._pause.stop()
            self._run_next()
        else:
            self._run_next()

    def _continue(self) -> None:
        if self._waiting_click:
            self._waiting_click = False
            self.continue_label.hide()
            self._run_next()
        elif self._pause.isActive():
            self._pause.stop()
            self._run_next()

    # -- what the controller publishes ---------------------------------------------------------------------------

    def _on_session(self) -> None:
        for item in self.cards.values():
            self.scene_.removeItem(item)
        self.cards.clear()
        self._ensure_plates()
        self.viewer = self._default_viewer()
        self._confirmed = None
        self.result.hide()
        self.relayout()

    def show_cut(self, first: FirstDealer | None) -> None:
        """The first dealer found by the cut: every card shown face up in front of its seat, round by round."""
        if first is None or not first.rounds:
            return
        names = [s.name for s in self.controller.seats]  # the cut is before any hand: session seats

        def show_round(i: int) -> Callable[[], int | str | None]:
            def step() -> int | str | None:
                for item in self._cut_items:
                    self.scene_.removeItem(item)
                self._cut_items = []
                g = self._geo
                for seat, card in first.rounds[i]:
                    item = CardItem(card, self.art, self)
                    item.set_size(g["cw"])
                    item.face_up = True
                    item.setScale(g["st"])
                    item.setPos(self._trick_slot(seat))
                    item.setZValue(300)
                    self.scene_.addItem(item)
                    self._cut_items.append(item)
                last = i == len(first.rounds) - 1
                jack = self.controller.rules.first_dealer == "first_jack"
                if jack:
                    text = self.tr("<b>Cards dealt face up in turn</b>: the first jack deals.")
                else:
                    text = (self.tr("<b>Cutting for the deal</b>: ace is low.")
                            if i == 0 else self.tr("<b>A tie</b>: the tied players cut again."))
                if last:
                    text += "<br>" + (self.tr("{name} gets the first jack and deals first.") if jack
                                      else self.tr("{name} cut the lowest card and deals first.")
                                      ).format(name=names[first.dealer])
                self.cut_panel.set_content(text, [])
                self.cut_panel.show()
                self._place_widgets()
                self.cut_panel.raise_()
                return self._ms(1800)

            return step

        def clear() -> None:
            for item in self._cut_items:
                self.scene_.removeItem(item)
            self._cut_items = []
            self.cut_panel.hide()

        if self.speed == "off":
            return
        for i in range(len(first.rounds)):
            self._enqueue(show_round(i))
        self._enqueue(clear)

    def _names(self) -> list[str]:
        """The names of the table seats of the hand in progress."""
        return [self.controller.name(t) for t in range(self.controller.table_size)]

    def _default_viewer(self) -> int:
        humans = self.controller.humans
        return humans[0] if humans else 0

    def _on_hand_started(self) -> None:
        state = self.controller.state
        assert state is not None
        self.result.hide()
        self.selected.clear()
        self.widow_mode = False
        self.shown_trick = None
        self._tricks_seen = len(state.tricks)  # a resumed hand may have tricks behind it already
        self.focus_index = 0
        if len(self.controller.humans) <= 1:
            self.viewer = self._default_viewer()
        self._update_viewer()
        for item in self.cards.values():
            self.scene_.removeItem(item)
        self.cards.clear()
        self._confirmed = None
        self._deal_pending = True
        self.relayout()
        self._update_plates()
        self._update_info()
        self._enqueue(self._step_deal)

    def _step_deal(self) -> QAbstractAnimation | None:
        state = self.controller.state
        assert state is not None
        self._deal_pending = False
        self._ensure_plates()
        self._place_plates()
        targets = self._targets()
        start = self._dealer_pos()
        cw = self._geo["cw"]
        for card, t in targets.items():
            item = self._item(card)
            item.set_size(cw)
            item.face_up = False
            item.setPos(start - QPointF(cw * 0.3, cw * 0.4))
            item.setScale(0.6)
            item.setOpacity(1.0)
            item.setVisible(True)
            item.setZValue(400 + t.z)  # above the plates while in flight
        self._warm_faces(targets)
        ms = self._ms(DEAL_MS)
        if not ms:
            return self._apply_targets(animate=False)
        group = QParallelAnimationGroup(self)
        packets = list(state.deal.packets)
        delay = 0
        for _, cards in packets:
            for c in cards:
                dealt = targets.get(c)
                if dealt is None:
                    continue
                self._item(c).rest_scale = dealt.scale
                self._add_anim(group, self._item(c), Target(dealt.pos, dealt.scale, False, dealt.z, dealt.opacity),
                               ms, delay)
            delay += int(ms * 0.75)
        for c in state.stock:
            stock = targets.get(c)
            if stock is not None:
                self._add_anim(group, self._item(c), stock, ms, delay)
        self._steps.insert(0, lambda: self._apply_targets(animate=True))  # then the player's cards turn over
        return group

    def _on_action(self, seat: int, action: Action) -> None:
        state = self.controller.state
        assert state is not None
        if isinstance(action, TakeWidow | Exchange | Discard):
            self.selected.clear()
            self.widow_mode = False
        completed = len(state.tricks) > self._tricks_seen
        if completed:
            self._tricks_seen = len(state.tricks)
            trick = state.tricks[-1]

            def show() -> QAbstractAnimation | None:
                self.shown_trick = trick
                self._update_plates()
                self._update_info()  # the bidder's count, with his plate's
                self._refresh_controls()
                return self._apply_targets(animate=True)

            def gather() -> QAbstractAnimation | None:
                self.shown_trick = None
                return self._apply_targets(animate=True, duration=GATHER_MS)

            self._enqueue(show)
            self._enqueue(lambda: "click" if self.click_to_continue else self._ms(self.trick_pause_ms))
            self._enqueue(gather)
        else:
            self._enqueue(lambda: self._apply_targets(animate=True))

    def _on_hand_over(self) -> None:
        self._enqueue(self._show_result)

    def _on_refused(self, message: str) -> None:
        self.status.emit(message)

    def _on_thinking(self, seat: int) -> None:
        for plate in self.plates:
            plate.update_from(thinking=plate.seat == seat)

    def _on_undone(self) -> None:
        self.finish_animations()
        state = self.controller.state
        assert state is not None
        self.shown_trick = None
        self.selected.clear()
        self.widow_mode = False
        self._tricks_seen = len(state.tricks)
        self.result.hide()
        self._apply_targets(animate=False)
        self._after_steps()
        self.status.emit(self.tr("Taken back"))

    # -- after every change: plates, panel, controls -----------------------------------------------------------

    def _update_viewer(self) -> None:
        state = self.controller.state
        humans = self.controller.humans
        if len(humans) <= 1 or state is None:
            self._privacy_for = None
            self.privacy.hide()
            return
        to = state.to_move
        if state.is_over or not self.controller.is_human(to):
            return
        if to != self.viewer or self._privacy_for is not None or self._confirmed != to:
            self._privacy_for = to
            name = self.controller.name(to)
            self.privacy.set_content(
                self.tr("<h2>Pass the screen to {name}</h2>"
                        "<p>{name}, press the button when the others are not looking.</p>").format(name=name),
                [(self.tr("I am {name}: show my cards").format(name=name), self.lift_privacy)])
            self.privacy.show()
            self.privacy.raise_()
            self._apply_targets(animate=False)  # turn the hand face down now
            self._place_widgets()
            if self.privacy.buttons:
                self.privacy.buttons[0].setFocus()

    def lift_privacy(self) -> None:
        if self._privacy_for is None:
            return
        self.viewer = self._privacy_for
        self._confirmed = self.viewer
        self._privacy_for = None
        self.privacy.hide()
        self.relayout()
        self._after_steps()

    def _after_steps(self) -> None:
        state = self.controller.state
        self._update_viewer()
        if state is None:
            return
        self._update_plates()
        self._update_info()
        self._refresh_controls()
        self._update_legal()
        self.review_button.setVisible(bool(state.tricks) and bool(state.rules.last_trick_review)
                                      and not state.is_over)
        self._label_piles()
        self._place_widgets()
        self.idle.emit()

    def _label_piles(self) -> None:
        """Name the face-down piles in the middle: the widow or the peep card, and the stock."""
        state = self.controller.state
        texts = {"widow": "", "stock": ""}
        if state is not None and not state.is_over:
            if state.widow:
                texts["widow"] = self.tr("Peep card") if state.rules.peep else self.tr("Widow")
            if state.rules.purchase != "off" and state.stock:
                texts["stock"] = self.tr("Stock ({n})").format(n=len(state.stock))
        g = self._geo
        for which, label in self.pile_labels.items():
            label.setText(texts[which])
            label.setVisible(bool(texts[which]) and bool(g))
            if g:
                font = label.font()
                font.setPointSizeF(max(8.0, g["ch"] * 0.07))
                label.setFont(font)
                p = self._pile_pos(which)
                w = label.boundingRect().width()
                label.setPos(p.x() + g["cw"] * 0.3 - w / 2, p.y() + g["ch"] * 0.6 + 6)

    def _update_plates(self) -> None:
        state = self.controller.state
        session = self.controller.session
        if state is None or session is None:
            return
        bids = dict(state.bids)
        won = [0] * state.n
        for t in state.tricks:
            if t.winner is not None:
                won[t.winner] += 1
        for seat, plate in enumerate(self.plates):
            cfg = self.controller.config(seat)
            bid = bids.get(seat)
            bid_text = ""
            if bid is not None:
                bid_text = self.tr("passed") if bid.is_pass else self.tr("bid {bid}").format(bid=bid_label(bid))
            if state.widow_taker == seat:
                bid_text = self.tr("widow, {bid}").format(bid=bid_label(bid) if bid else "")
            kind = ""
            if cfg.human and len(self.controller.humans) > 1:
                kind = self.tr("person")
            elif not cfg.human:
                kind = self.tr("computer, {level}").format(level=level_name(cfg.level))
            playing = state.phase in ("play", "over") and seat in state.order
            plate.update_from(
                name=cfg.name,
                kind=kind,
                chips=self.tr("{n} chips").format(n=self.controller.chips(seat)),
                bid=bid_text,
                tricks=self.tr("won {n}").format(n=won[seat]) if playing else "",
                dealer=seat == state.dealer,
                to_move=seat == state.to_move and not state.is_over,
                sitting_out=seat not in state.order,
            )
            plate.setToolTip(plate.accessible_text())

    def _update_info(self) -> None:
        state = self.controller.state
        session = self.controller.session
        if state is None or session is None:
            return
        names = self._names()
        lines = [self.tr("Hand {n}  ·  dealer {name}").format(n=len(session.history) + (0 if state.is_over else 1),
                                                             name=names[state.dealer])]
        if state.contract is not None and state.bidder is not None:
            need = self.tr("no tricks") if state.contract.is_misere else self._tricks(state.contract.tricks)
            lines.append(self.tr("{name}: {bid} ({need}, has {won})").format(
                name=names[state.bidder], bid=bid_label(state.contract), need=need, won=state.bidder_tricks))
        elif state.bidder is not None:
            lines.append(self.tr("High bid: {name}, {bid}").format(name=names[state.bidder], bid=bid_label(state.high)))
        elif state.phase == "bidding":
            lines.append(self.tr("Bidding"))
        elif state.phase == "exchange":
            lines.append(self.tr("Purchase"))
        else:
            lines.append(self.tr("No contract"))
        if state.rules.pool:
            lines.append(self.tr("Pool {n}").format(n=state.pool))
        if state.trump is not None:
            trump_text = self.tr("Trumps: {suit}").format(suit=suit_name(state.trump))
        elif state.contract is not None and state.contract.is_misere and state.rules.misere_trumps == "none":
            trump_text = self.tr("Misère: no trumps")
        else:
            trump_text = self.tr("Trumps: the first lead")
        self.info.set_info(lines, state.trump, trump_text)
        self.info.setToolTip("\n".join([*lines, trump_text]))

    def _tricks(self, n: int) -> str:
        """``1 trick``, ``3 tricks``, translated."""
        return (self.tr("{n} trick") if n == 1 else self.tr("{n} tricks")).format(n=n)

    def _my_turn(self) -> bool:
        state = self.controller.state
        return (state is not None and not state.is_over and state.to_move == self.viewer
                and self.controller.is_human(self.viewer) and self._privacy_for is None)

    def _my_turn_to_play(self) -> bool:
        state = self.controller.state
        return self._my_turn() and state is not None and state.phase == "play"

    def _update_legal(self) -> None:
        state = self.controller.state
        if state is None:
            return
        legal = set(state.legal_actions()) if self._my_turn() else set()
        cards = self.hand_cards()
        if cards:
            self.focus_index = max(0, min(self.focus_index, len(cards) - 1))
        for i, c in enumerate(cards):
            item = self.cards.get(c)
            if item is None:
                continue
            if state.phase == "play":
                item.legal = PLAYS[c.index] in legal or not self._my_turn()
            else:
                item.legal = True
            item.focused = i == self.focus_index and self._my_turn()
            tip = card_label(c) if item.face_up else ""
            if item.face_up and self._my_turn_to_play() and not item.legal:
                tip = self.tr("{card}: {why}").format(card=card_label(c), why=self.controller.why_not(PLAYS[c.index]))
            item.setToolTip(tip)
            item.update()
        if cards and self._my_turn():
            focused = self.cards.get(cards[self.focus_index])
            if focused is not None and focused.face_up:
                self.setAccessibleDescription(focused.accessible_name())

    def _refresh_controls(self) -> None:
        state = self.controller.state
        names = self._names()
        if state is None or state.is_over:
            self.bar.hide()
            return
        seat = state.to_move
        if not self._my_turn():
            who = names[seat]
            if self.controller.stopped:
                text = self.tr("Stopped")
            elif self.controller.is_human(seat):
                text = self.tr("{name} to play").format(name=who)
            else:
                text = self.tr("{name} is thinking…").format(name=who)
            self.bar.set_content(text, [], key=("wait",))
            self.bar.show()
            self._place_widgets()
            return
        legal = state.legal_actions()
        if self.hints_on:
            self.controller.request_hint()
        buttons: list[tuple[str, bool, Callable[[], None], str]] = []
        focus_button = False
        if state.phase == "widow":
            keep = len(self.selected)
            hs = state.hand_size
            contract = bid_label(state.high)
            discards = state.hands[seat] & ~CardSet(self.selected).mask
            take = TakeWidow(CardSet(discards))
            ok = keep == hs and take in legal
            prompt = self.tr("Sir Garnet: you took the widow and bid {bid}; choose the {n} cards to keep "
                             "({k} chosen)").format(bid=contract, n=hs, k=keep)
            buttons.append((self.tr("Keep these {n}").format(n=hs), ok, partial(self._submit, take),
                            "" if ok else self.tr("Choose exactly {n} cards").format(n=hs)))
            key: object = ("widow",)
        elif state.phase == "bidding":
            prompt = self.tr("Your bid")
            if state.bidder is not None:
                prompt = self.tr("Your bid: {name} has bid {bid}").format(name=names[state.bidder],
                                                                         bid=bid_label(state.high))
            if PEEP in legal:
                buttons.append((self.tr("Peep (1 chip)"), True, lambda: self._submit(PEEP),
                                self.tr("Pay 1 chip to the pool to look at the peep card")))
            if TAKE_WIDOW in legal:
                wb = bid_label(state.widow_bid() or NAP)
                buttons.append((self.tr("Take the widow ({bid})").format(bid=wb), True,
                                partial(self._submit, TAKE_WIDOW),
                                self.tr("Take the widow unseen, keep the best {n} cards and bid {bid}").format(
                                    n=state.hand_size, bid=wb)))
            buttons.append((bid_label(PASS), PASS in legal, lambda: self._submit(PASS),
                             "" if PASS in legal else (self.controller.why_not(PASS) or "")))
            advice = self.controller.current_hint() if self.hints_on else None
            for bid in bid_ladder(state):
                ok = bid in legal
                label = bid_label(bid)
                if advice is not None and ok and bid.name in advice.chances:
                    label = f"{label} · {advice.chances[bid.name]:.0%}"  # the chance of making it
                buttons.append((label, ok, partial(self._submit, bid),
                                self.tr("Bid {bid}").format(bid=bid_label(bid)) if ok
                                else (self.controller.why_not(bid) or "")))
            key = ("bid", tuple(legal))
            focus_button = True
        elif state.phase == "exchange":
            k = len(self.selected)
            fee = k if state.rules.purchase == "per_card" else int(k > 0)
            exchange = Exchange(CardSet(self.selected))
            ok = exchange in legal
            prompt = self.tr("Purchase: choose cards to exchange ({k} chosen, fee {fee}); "
                             "the stock holds {n}").format(k=k, fee=fee, n=len(state.stock))
            label = self.tr("Exchange {k} (fee {fee})").format(k=k, fee=fee) if k else self.tr("Stand pat")
            buttons.append((label, ok, partial(self._submit, exchange),
                            "" if ok else (self.controller.why_not(exchange) or "")))
            key = ("exchange",)
        elif state.phase == "discard":
            prompt = self.tr("Discard one card face down: double-click it, or choose it and press Discard")
            one = len(self.selected) == 1
            card = next(iter(self.selected)) if one else None
            buttons.append((self.tr("Discard"), one, lambda: self._submit(Discard(card)) if card else None,
                            self.tr("Choose one card first") if not one else ""))
            key = ("discard",)
        else:
            if state.trick_cards:
                led = suit_name(state.trick_cards[0].suit)
                prompt = self.tr("Your turn: follow {suit} if you can (drag a card to the middle, or double-click it)"
                                 ).format(suit=led)
            else:
                prompt = self.tr("Your lead: drag a card to the middle, or double-click it")
            if any(isinstance(a, Claim) for a in legal):
                from napdesk.engine.actions import CLAIM
                buttons.append((self.tr("Claim"), True, lambda: self._submit(CLAIM),
                                self.tr("Show your cards: the rest of the tricks are yours against any defence")))
            key = ("play", any(isinstance(a, Claim) for a in legal))
        self.bar.set_content(prompt, buttons, key=key)
        self.bar.show()
        self._place_widgets()
        if focus_button:
            target = next((b for b in self.bar.buttons if b.isEnabled() and b.text() == bid_label(PASS)), None)
            target = target or next((b for b in self.bar.buttons if b.isEnabled()), None)
            if target is not None and not any(b.hasFocus() for b in self.bar.buttons):
                target.setFocus()
        elif state.phase in ("play", "discard", "exchange") and not self.hasFocus():
            self.setFocus()

    # -- intents -------------------------------------------------------------------------------------------------

    def _submit(self, action: Action) -> None:
        self.finish_animations()
        message = self.controller.submit(action)
        if message is not None:
            self.status.emit(message)

    def is_own_card(self, item: CardItem) -> bool:
        return item.card in self.hand_cards() and item.face_up and self._privacy_for is None

    def _selecting(self) -> bool:
        state = self.controller.state
        return self._my_turn() and state is not None and (
            state.phase in ("exchange", "discard", "widow"))

    def card_hovered(self, item: CardItem) -> None:
        if self._my_turn_to_play() and self.is_own_card(item) and not item.legal:
            why = self.controller.why_not(PLAYS[item.card.index])
            if why:
                self.status.emit(self.tr("{card}: {why}").format(card=card_label(item.card), why=why))

    def card_clicked(self, item: CardItem) -> None:
        if self._waiting_click:
            self._continue()
            return
        cards = self.hand_cards()
        if item.card in cards:
            self.focus_index = cards.index(item.card)
        if self._selecting():
            self._toggle(item.card)
        else:
            self._update_legal()
        self.setFocus()

    def _toggle(self, card: Card) -> None:
        state = self.controller.state
        if state is None:
            return
        if card in self.selected:
            self.selected.discard(card)
        else:
            if state.phase == "discard":
                self.selected.clear()
            self.selected.add(card)
        anim = self._apply_targets(animate=not self._running, duration=120)
        if anim is not None:
            anim.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)
        self._refresh_controls()

    def card_activated(self, item: CardItem) -> None:
        """Double-click or Enter: play the card (or discard it, or choose it)."""
        state = self.controller.state
        if state is None or not self.is_own_card(item):
            return
        if not self._my_turn():
            self.status.emit(self.tr("It is not your turn"))
            return
        if state.phase == "play":
            self._play(item)
        elif state.phase == "discard":
            self._submit(Discard(item.card))
        elif self._selecting():
            self._toggle(item.card)

    def _play(self, item: CardItem) -> None:
        action = PLAYS[item.card.index]
        if self.confirm_card and self.controller.why_not(action) is None:
            self._ask_to_play(item)
            return
        self.finish_animations()
        message = self.controller.submit(action)
        if message is not None:
            self._refuse(item, message)

    def _ask_to_play(self, item: CardItem) -> None:
        """The preference "confirm before playing a card": the card goes home and the bar asks."""
        self._fly_home(item)
        action = PLAYS[item.card.index]
        self.bar.set_content(self.tr("Play the {card}?").format(card=card_label(item.card)),
                             [(self.tr("&Play it"), True, partial(self._submit, action), ""),
                              (self.tr("Cancel"), True, self._refresh_controls, "")], key=("confirm", item.card))
        self.bar.show()
        self._place_widgets()
        self.bar.buttons[0].setFocus()

    def _refuse(self, item: CardItem, message: str) -> None:
        self.status.emit(message)
        view_pt = self.mapFromScene(item.sceneBoundingRect().center())
        QToolTip.showText(self.viewport().mapToGlobal(view_pt), message, self.viewport())
        self._fly_home(item)

    def _fly_home(self, item: CardItem) -> None:
        item.lifted = False
        ms = self._ms(PLAY_MS)
        if not ms:
            item.setPos(item.home)
            self._apply_targets(animate=False)
            return
        a = QPropertyAnimation(item, b"pos", self)
        a.setDuration(ms)
        a.setEndValue(item.home)
        a.setEasingCurve(QEasingCurve.Type.OutBack)
        a.finished.connect(lambda: self._apply_targets(animate=False))
        a.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    def begin_drag(self, item: CardItem) -> bool:
        state = self.controller.state
        if state is None or not self._my_turn() or state.phase not in ("play", "discard"):
            return False
        self.finish_animations()
        self._drag_ok = PLAYS[item.card.index] in state.legal_actions() if state.phase == "play" else True
        item.lifted = True
        item.setZValue(1000)
        item.setScale(item.rest_scale * 1.06)  # picked up
        if not self._drag_ok:
            why = self.controller.why_not(PLAYS[item.card.index]) or self.tr("You cannot play that card")
            self.status.emit(why)
            QToolTip.showText(self.viewport().mapToGlobal(self.mapFromScene(item.scenePos())), why, self.viewport())
        return True

    def drag_moved(self, item: CardItem, scene_pos: QPointF) -> None:
        self.zone.set_lit(self._drag_ok and self.zone.rect.contains(scene_pos))

    def end_drag(self, item: CardItem, scene_pos: QPointF) -> None:
        self.zone.set_lit(False)
        item.lifted = False
        item.setScale(item.rest_scale)
        state = self.controller.state
        if state is None:
            return
        over = self.zone.rect.contains(scene_pos) or self.zone.rect.intersects(item.sceneBoundingRect())
        if not over:
            self._fly_home(item)
            return
        if state.phase == "play":
            self._play(item)
            return
        self.finish_animations()
        message = self.controller.submit(Discard(item.card))
        if message is not None:
            self._refuse(item, message)

    def review_last_trick(self) -> None:
        state = self.controller.state
        if state is None or not state.tricks or not state.rules.last_trick_review or self._running:
            return
        trick = state.tricks[-1]
        names = self._names()
        cards = ", ".join(card_label(c) for c in trick.cards)
        self.status.emit(self.tr("Last trick: {cards}; won by {name}").format(cards=cards,
                                                                              name=names[trick.winner or 0]))

        def show() -> QAbstractAnimation | None:
            self.shown_trick = trick
            return self._apply_targets(animate=True)

        def hide() -> QAbstractAnimation | None:
            self.shown_trick = None
            return self._apply_targets(animate=True)

        self._enqueue(show)
        self._enqueue(lambda: "click")
        self._enqueue(hide)

    def _show_result(self) -> None:
        state = self.controller.state
        session = self.controller.session
        if state is None or session is None or state.outcome is None:
            return
        self.bar.hide()
        self._update_plates()
        self._update_info()
        self.review_button.hide()
        names = self._names()
        out = state.outcome
        fmt = _chip_formatter()
        unit = str(state.rules.stake_unit)
        if out.made is None:
            head = self.tr("<h2>Thrown in</h2><p>Everyone passed: the next dealer deals afresh.</p>")
        else:
            assert state.contract is not None and state.bidder is not None
            bidder, contract = names[state.bidder], bid_label(state.contract)
            if out.reason == "claim":
                verdict = (self.tr("{name} bid {bid} and made it by a claim") if out.made
                           else self.tr("{name} bid {bid} and failed by a claim"))
            elif out.reason == "revoke":
                verdict = (self.tr("{name} bid {bid} and made it: {revoker} revoked") if out.made
                           else self.tr("{name} bid {bid} and failed: {revoker} revoked"))
            else:
                verdict = (self.tr("{name} bid {bid} and made it") if out.made
                           else self.tr("{name} bid {bid} and failed"))
            head = ("<h2>" + verdict.format(name=bidder, bid=contract, revoker=names[out.revoker or 0]) + "</h2>"
                    + self.tr("<p>{name} took {won} of {played} played.</p>").format(
                        name=bidder, won=state.bidder_tricks, played=self._tricks(len(state.tricks))))
        paid = session.history[-1].settlement  # what was actually paid (a broke player pays what he has)
        rows = "".join(
            f"<tr><td>{names[s]}</td><td align='right'>&nbsp;&nbsp;"
            f"{fmt(paid[self.controller.session_seat(s)], unit, True)}</td>"
            f"<td align='right'>&nbsp;&nbsp;{fmt(self.controller.chips(s), unit, False)}</td></tr>"
            for s in range(state.n))
        player, this_hand, total = self.tr("Player"), self.tr("This hand"), self.tr("Total")
        table = (f"<table align='center' cellspacing='4'><tr><th align='left'>{player}</th>"
                 f"<th>{this_hand}</th><th>{total}</th></tr>{rows}</table>")
        pool = (self.tr("<p>Pool now {amount}</p>").format(amount=fmt(out.pool_after, unit, False))
                if state.rules.pool else "")
        buttons: list[tuple[str, Callable[[], None]]] = [(self.tr("&Next hand"), self.controller.next_hand)]
        if session.is_over:
            standings = "".join(f"<tr><td>{st.rank}.</td><td>{st.name}</td><td align='right'>&nbsp;&nbsp;"
                                f"{fmt(st.net, unit, True)}</td></tr>" for st in session.standings())
            winners = ", ".join(self.controller.seats[w].name for w in session.winners)
            table += (self.tr("<h3>The session is over: {names} won</h3>").format(names=winners)
                      + f"<table align='center' cellspacing='4'>{standings}</table>")
            buttons = [(self.tr("&New game"), self.new_game_requested.emit)]
        self.result.set_content(head + table + pool, buttons)
        self.result.show()
        self.result.raise_()
        self._place_widgets()
        self.result.buttons[0].setFocus()
        self.result_shown.emit()

    def set_felt(self, colour: object) -> None:
        felt = QColor(str(colour))
        if felt.isValid():
            self.felt = felt
            self.resetCachedContent()  # the background is cached: draw the new felt
            self.viewport().update()

    def set_trick_pause(self, ms: object) -> None:
        """How long a finished trick stays in view before it is gathered (at normal speed)."""
        if isinstance(ms, int) and not isinstance(ms, bool):
            self.trick_pause_ms = max(0, ms)

    def set_hints(self, on: bool) -> None:
        self.hints_on = on
        self._refresh_controls()

    def _on_hinted(self, advice: Hint) -> None:
        if not self.hints_on:
            return
        self._refresh_controls()
        self.status.emit(self.tr("Hint: {reason}").format(reason=advice.reason))

    def _on_analysed(self, analysis: Analysis) -> None:
        """With all cards seen: how many tricks the bidder could have made, and the card that decided it."""
        if not self.result.isVisible() or analysis.bidder is None:
            return
        names = self._names()
        if analysis.could_make is not None and analysis.contract != "misere":
            text = self.tr("With all cards seen, {name} could have taken {n} of the {total} tricks.").format(
                name=names[analysis.bidder], n=analysis.could_make, total=self.controller.rules.hand_size)
        elif analysis.makeable is not None:
            text = (self.tr("With all cards seen, the misère could have been made.") if analysis.makeable
                    else self.tr("With all cards seen, the misère could not be made."))
        else:
            return
        # A made bid thrown away and handed back reads wrongly with the first swing alone.
        humans = self.controller.humans
        for turn in analysis.first_and_last:
            better = " / ".join(str(c) for c in turn.better)
            if humans == [turn.seat]:  # the one person at the table is "you", not "You's"
                moment = (self.tr("Trick {trick}: your {card} brought the bid within reach") if turn.after
                          else self.tr("Trick {trick}: your {card} put the bid out of reach"))
            else:
                moment = (self.tr("Trick {trick}: {name}'s {card} brought the bid within reach") if turn.after
                          else self.tr("Trick {trick}: {name}'s {card} put the bid out of reach"))
            text += " " + moment.format(trick=turn.trick, name=names[turn.seat], card=turn.card)
            text += self.tr(" ({better} would not have).").format(better=better) if better else "."
        self.result.add_note(f"<p><i>{text}</i></p>")
        self._place_widgets()

    # -- keyboard and plain clicks on the felt -----------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if self._waiting_click and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self._continue()
            return
        cards = self.hand_cards()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End) and cards:
            if key == Qt.Key.Key_Left:
                self.focus_index = (self.focus_index - 1) % len(cards)
            elif key == Qt.Key.Key_Right:
                self.focus_index = (self.focus_index + 1) % len(cards)
            elif key == Qt.Key.Key_Home:
                self.focus_index = 0
            else:
                self.focus_index = len(cards) - 1
            self._update_legal()
            item = self.cards.get(cards[self.focus_index])
            if item is not None:
                self.status.emit(item.accessible_name())
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and cards:
            item = self.cards.get(cards[min(self.focus_index, len(cards) - 1)])
            if item is not None:
                if key == Qt.Key.Key_Space and self._selecting():
                    self._toggle(item.card)
                else:
                    self.card_activated(item)
            return
        if key == Qt.Key.Key_Up and cards and self._selecting():
            item = self.cards.get(cards[self.focus_index])
            if item is not None and item.card not in self.selected:
                self._toggle(item.card)
            return
        if key == Qt.Key.Key_Down and cards and self._selecting():
            item = self.cards.get(cards[self.focus_index])
            if item is not None and item.card in self.selected:
                self._toggle(item.card)
            return
        super().keyPressEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self._waiting_click:
            self._continue()
            event.accept()
            return
        super().mousePressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self._repaint_hand()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self._repaint_hand()

    def _repaint_hand(self) -> None:
        for c in self.hand_cards():
            item = self.cards.get(c)
            if item is not None:
                item.update()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        g = self._geo
        w, h = g.get("w", 800.0), g.get("h", 600.0)
        rect = QRectF(rect)
        grad = QRadialGradient(QPointF(w / 2, h * 0.45), max(w, h) * 0.7)
        grad.setColorAt(0, self.felt)
        grad.setColorAt(1, self.felt.darker(165))
        painter.fillRect(rect, grad)
        edge = QLinearGradient(0, 0, 0, 14)
        edge.setColorAt(0, QColor(0, 0, 0, 70))
        edge.setColorAt(1, QColor(0, 0, 0, 0))
        painter.fillRect(QRectF(rect.left(), 0, rect.width(), 14), edge)

    # -- for tests, the bench and the screenshots ----------------------------------------------------------

    def item_for(self, card: Card) -> CardItem:
        return self.cards[card]

    def layout_regions(self) -> dict[str, QRectF]:
        """The rects that must not overlap: plates, fans, the trick zone, the panel and the controls."""
        out: dict[str, QRectF] = {"info": self.info.sceneBoundingRect().adjusted(3, 3, -3, -3),
                                  "trick zone": self.zone.rect}
        for plate in self.plates:
            out[f"plate {plate.seat}"] = QRectF(plate.pos(), plate.boundingRect().size()).adjusted(3, 3, -3, -3)
        state = self.controller.state
        if state is not None:
            for seat in state.order:
                rect = QRectF()
                for c in CardSet(state.hands[seat]):
                    item = self.cards.get(c)
                    if item is not None and item.isVisible():
                        r = QRectF(item.pos(), item.boundingRect().adjusted(4, 4, -4, -4).size() * item.scale())
                        rect = rect.united(r)
                if not rect.isNull():
                    out[f"hand {seat}"] = rect
        if self.bar.isVisible():
            out["controls"] = QRectF(self.bar.geometry())
        if self.review_button.isVisible():
            out["review"] = QRectF(self.review_button.geometry())
        return out




def _chip_formatter() -> Callable[[int, str, bool], str]:
    """Chips as ``napdesk.engine.money.format_chips(amount, unit)`` shows them, translated (napdesk.ui.i18n)."""

    def format_amount(amount: int, unit: str, signed: bool) -> str:
        text = format_chips(abs(amount) if signed else amount, unit)
        if signed:
            return ("+" if amount > 0 else "\u2212" if amount < 0 else "\u00b1") + text
        return text

    return format_amount
