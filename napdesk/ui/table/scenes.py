"""The table's scenes: the cards sent where a snapshot wants them, the deal, the cut for the first dealer, the
tie-break's notice, the result with its analysis line, the privacy screen, and the regions tests check."""

from __future__ import annotations

import html

from PySide6.QtCore import QAbstractAnimation, QCoreApplication, QParallelAnimationGroup, QPointF, QRectF

from napdesk.ai.analysis import Analysis
from napdesk.engine.cards import Card
from napdesk.engine.deal import FirstDealer
from napdesk.ui.i18n import shown_name
from napdesk.ui.snapshot import TableSnapshot
from napdesk.ui.table import geometry, targets
from napdesk.ui.table.base import Base
from napdesk.ui.table.cards import CardItem
from napdesk.ui.table.overlays import analysis_html, privacy_texts, result_html
from napdesk.ui.table.steps import add_flip, add_move
from napdesk.ui.table.targets import Key, Target

DEAL_MS, PLAY_MS, NOTICE_MS, FORCED_MS = 150, 240, 2600, 450


class Scenes(Base):
    """Mixed into :class:`napdesk.ui.table.view.TableView`."""

    def _item(self, key: Key, free: dict[Key, CardItem]) -> CardItem:
        """The item of ``key``: its own, else a back it was (a card played from a hidden hand), else a new one."""
        item = self.cards.get(key)
        if item is not None:
            return item
        snap = self.snap
        if isinstance(key, Card) and snap is not None:
            seat = targets.origin(snap, key)
            wanted = [k for k in free if isinstance(k, tuple) and k[0] == "hand" and k[1] == seat]
            wanted = wanted or [k for k in free if isinstance(k, tuple) and k[0] in ("widow", "stock")]
            if wanted:
                old = max(wanted, key=lambda k: (k[0] == "hand", k[2]))
                item = free.pop(old)
                del self.cards[old]
                item.set_card(key)
        if item is None:
            item = CardItem(key, self.art, self.input)
            item.set_size(self.lay.cw if self.lay else 90.0)
            stock = self.lay.piles[1] if self.lay else geometry.Box(0, 0, 1, 1)
            item.setPos(stock.x, stock.y)
            item.setScale(0.6)
            self.scene_.addItem(item)
        self.cards[key] = item
        return item

    def apply_cards(self, animate: bool, duration: int = PLAY_MS) -> QAbstractAnimation | None:
        """Send every card to where the shown snapshot wants it; the animation, if any moves."""
        wanted = self._targets()
        if self.lay is None:
            return None
        free = {k: item for k, item in self.cards.items() if k not in wanted}
        group = QParallelAnimationGroup(self)
        ms = self.ms(duration) if animate else 0
        for key, t in wanted.items():
            item = self._item(key, free)
            item.set_size(self.lay.cw)
            if item.dragging:
                continue
            turning = ms > 0 and item.face_up != t.face_up and item.isVisible() and t.opacity > 0
            item.face_up = t.face_up
            item.home = QPointF(t.x, t.y)
            item.rest_scale = t.scale
            moving = (item.pos() - item.home).manhattanLength() > 0.5 or abs(item.scale() - t.scale) > 0.01
            if turning:
                add_flip(group, item, ms)
            item.setVisible(True)
            if ms and (moving or abs(item.opacity() - t.opacity) > 0.01):
                item.setZValue(t.z + 300)
                add_move(group, item, t, ms)
            else:
                item.setPos(item.home)
                item.setScale(t.scale)
                item.setOpacity(t.opacity)
                item.setZValue(t.z)
                item.setVisible(t.opacity > 0)
            item.update()
        for item in free.values():
            item.setVisible(False)
        self.update_legal()
        if group.animationCount() == 0:
            group.deleteLater()
            return None
        return group

    def _warm_faces(self, wanted: dict[Key, Target]) -> None:
        """Render the faces about to be shown a card per tick while the deal flies, not all in one frame."""
        dpr = self.devicePixelRatioF()
        cw = self.lay.cw if self.lay else 90.0
        self._warm = [
            (c, round(cw * t.scale * dpr), round(cw * geometry.CARD_RATIO * t.scale * dpr))
            for c, t in wanted.items()
            if t.face_up and isinstance(c, Card)
        ]
        if self._warm and not self._warm_timer.isActive():
            self._warm_timer.start(12)

    def _warm_one(self) -> None:
        if not self._warm:
            self._warm_timer.stop()
            return
        card, w, h = self._warm.pop()
        self.art.pixmap(card, w, h)

    def _deal(self, snap: TableSnapshot) -> QAbstractAnimation | None:
        for item in self.cards.values():
            self.scene_.removeItem(item)
        self.cards.clear()
        self.selected.clear()
        self.result.hide()
        # The bar still holds the last hand's prompt and buttons (a new game started mid-bidding): gone until the
        # deal is over and the new hand's own controls come (_after_steps).
        self.bar.hide()
        self.shown = None
        if len(snap.humans) <= 1:
            self._confirmed = None
        self.snap = snap
        self.relayout(resized=False)
        self.update_plates()
        self.update_info()
        assert self.lay is not None
        wanted = self._targets()
        hx, hy = targets.home(self.lay, snap, snap.dealer)
        cw = self.lay.cw
        free: dict[Key, CardItem] = {}
        key: Key
        for key, t in wanted.items():
            item = self._item(key, free)
            item.set_size(cw)
            item.face_up = False
            item.setPos(hx - cw * 0.3, hy - cw * 0.4)
            item.setScale(0.6)
            item.setOpacity(1.0)
            item.setVisible(True)
            item.setZValue(400 + t.z)  # above the plates while in flight
        self._warm_faces(wanted)
        ms = self.ms(DEAL_MS)
        if not ms or snap.tricks or snap.bids:  # a resumed hand is laid out, not dealt again
            return self.apply_cards(animate=False)
        group = QParallelAnimationGroup(self)
        dealt = dict.fromkeys(range(snap.n), 0)
        mine = targets.hand_cards(snap)
        delays: dict[Key, int] = {}  # each card's start, packet by packet as dealt
        widow = [k for k in wanted if isinstance(k, tuple) and k[0] == "widow"]
        for packet, (seat, count) in enumerate(() if snap.public else snap.packets):
            for _ in range(count):
                if seat < 0:
                    key = widow.pop(0) if widow else ("x", 0, 0)
                else:
                    i = dealt[seat]
                    dealt[seat] += 1
                    key = mine[i] if seat == snap.seat and i < len(mine) else ("hand", seat, i)
                delays[key] = int(ms * 0.75) * packet
        last = max(delays.values(), default=0)
        for key, t in wanted.items():  # the rest (the stock, a watched table's cards) go last
            add_move(
                group, self.cards[key], Target(t.x, t.y, t.scale, False, t.z, t.opacity), ms, delays.get(key, last)
            )
        self.queue.push_front(lambda: self.apply_cards(animate=True))  # then the player's cards turn over
        return group

    def _notice(self, html: str) -> int | str | None:
        self.cut_panel.set_content(html, [])
        self.result.hide()  # a tie-break's notice comes after the last hand's result
        self.cut_panel.show()
        self.place_widgets()
        self.cut_panel.raise_()
        return "click" if self.click_to_continue else self.ms(NOTICE_MS)

    def _clear_notice(self) -> None:
        self.cut_panel.hide()

    def show_cut(self, first: FirstDealer | None) -> None:
        """The first dealer found by the cut: every card shown face up by its seat's side, round by round."""
        if first is None or not first.rounds or self.speed == "off":
            return
        names = [shown_name(s.name) for s in self.controller.seats]  # the cut is before any hand: session seats
        jack = self.controller.rules.first_dealer == "first_jack"

        def show_round(i: int) -> int | str | None:
            self._clear_cut()
            self.bar.hide()  # no controls before the first hand: the last one's would still be there
            lay = self.lay
            if lay is None or lay.n != len(names):
                lay = geometry.layout(800, 600, len(names), self.controller.rules.hand_size)
            for seat, card in first.rounds[i]:
                item = CardItem(card, self.art, self.input)
                item.set_size(lay.cw)
                item.face_up = True
                box = lay.trick[seat % len(names)]
                item.setScale(lay.trick_scale)
                item.setPos(box.x, box.y)
                item.setZValue(300)
                self.scene_.addItem(item)
                self._cut_items.append(item)
            # The info panel, until the first hand's facts replace it, says what is going on.
            doing = (QCoreApplication.translate("TableView", "Cards dealt face up in turn") if jack
                     else QCoreApplication.translate("TableView", "Cutting for the deal"))
            self.info.set_info([QCoreApplication.translate("TableView", "New game"), doing], None, "")
            if jack:
                text = QCoreApplication.translate(
                    "TableView", "<b>Cards dealt face up in turn</b>: the first jack deals."
                )
            else:
                text = (
                    QCoreApplication.translate("TableView", "<b>Cutting for the deal</b>: ace is low.")
                    if i == 0
                    else QCoreApplication.translate("TableView", "<b>A tie</b>: the tied players cut again.")
                )
            if i == len(first.rounds) - 1:
                text += "<br>" + (
                    QCoreApplication.translate("TableView", "{name} gets the first jack and deals first.")
                    if jack
                    else QCoreApplication.translate("TableView", "{name} cut the lowest card and deals first.")
                ).format(name=html.escape(names[first.dealer], quote=False))  # a saved name, not HTML
            return self._notice(text) and self.ms(1800)

        for i in range(len(first.rounds)):
            self.queue.enqueue(lambda i=i: show_round(i))  # type: ignore[misc]
        self.queue.enqueue(self._clear_cut)

    def _clear_cut(self) -> None:
        for item in self._cut_items:
            self.scene_.removeItem(item)
        self._cut_items = []
        self.cut_panel.hide()

    def _show_result(self, snap: TableSnapshot) -> None:
        if snap.outcome is None:
            return
        self.bar.hide()
        self.review_button.hide()
        buttons = [(QCoreApplication.translate("TableView", "&Next hand"), self.controller.next_hand)]
        if snap.practice:  # Next hand ends the practice: the session goes on where it stood
            buttons = [(QCoreApplication.translate("TableView", "&Back to the session"), self.controller.next_hand)]
        elif snap.result is not None and snap.result.session_over:
            buttons = [(QCoreApplication.translate("TableView", "&New game"), self.new_game_requested.emit)]
        elif snap.result is not None and snap.result.tiebreak_next:  # the session goes on past its length
            buttons = [(QCoreApplication.translate("TableView", "&Deal the tie-break"), self.controller.next_hand)]
        note = self._analysis.get(_analysis_key(snap), "")
        self.result.set_content(result_html(snap), buttons, note)
        self.result.show()
        self.result.raise_()
        self.place_widgets()
        # The keyboard on the panel itself (a screen reader reads it), not on its button: the Enter that played
        # the last card, pressed once more, must not deal the next hand or start a new game. Tab reaches the button.
        self.result.setFocus()
        self.result_shown.emit()

    def _on_analysed(self, analysis: Analysis, snap: TableSnapshot) -> None:
        """The analysis of a finished hand: kept until its result panel shows it (it may come first)."""
        html = analysis_html(analysis, snap)
        if not html:
            return
        key = _analysis_key(snap)
        self._analysis[key] = html
        shown = self.snap
        if self.result.isVisible() and shown is not None and shown.over and _analysis_key(shown) == key:
            self.result.add_note(html)
            self.place_widgets()

    def _privacy_needed(self, snap: TableSnapshot) -> bool:
        """At a hot-seat table, the screen goes dark until the person to move says it is him."""
        if len(snap.humans) <= 1 or not snap.my_turn or self._confirmed == snap.seat:
            return False
        if snap.forced is not None and self.forced_plays:  # his only card goes by itself, unseen
            self.privacy.hide()
            self._forced.start(self.ms(FORCED_MS))
            return True
        name = snap.seats[snap.seat].name
        text, button = privacy_texts(name)
        self.privacy.set_content(text, [(button, self.lift_privacy)])
        self.privacy.show()
        self.privacy.raise_()
        self._confirmed = None
        self.apply_cards(animate=False)  # turn the hand face down now
        self.bar.hide()
        self.place_widgets()
        if self.privacy.buttons:
            self.privacy.buttons[0].setFocus()
        return True

    def lift_privacy(self) -> None:
        snap = self.snap
        if snap is None:
            return
        self._confirmed = snap.seat
        self.privacy.hide()
        self.relayout()
        self._after_steps()

    def _label_piles(self) -> None:
        """Name the face-down piles in the middle: the widow or the peep card, and the stock."""
        snap, lay = self.snap, self.lay
        texts = {"widow": "", "stock": ""}
        if snap is not None and not snap.over:
            if snap.widow and snap.phase != "widow":
                texts["widow"] = (
                    QCoreApplication.translate("TableView", "Peep card")
                    if snap.rules.peep
                    else QCoreApplication.translate("TableView", "Widow")
                )
            if snap.rules.purchase != "off" and snap.stock_count:
                texts["stock"] = QCoreApplication.translate("TableView", "Stock ({n})").format(n=snap.stock_count)
        for i, (which, label) in enumerate(self.pile_labels.items()):
            label.setText(texts[which])
            label.setVisible(bool(texts[which]) and lay is not None)
            if lay is not None:
                font = label.font()
                font.setPixelSize(max(11, round(lay.line * 0.6)))
                label.setFont(font)
                pile = lay.piles[i]
                w = label.boundingRect().width()
                label.setPos(pile.cx - w / 2, pile.bottom + 4)

    # -- for tests, the bench and the screenshots ----------------------------------------------------------

    def layout_regions(self) -> dict[str, QRectF]:
        """The rects that must not overlap: plates, hands, trick cards, the cut's cards, the info panel, the result
        (with its analysis line) and the cut's panel, and the controls."""
        out: dict[str, QRectF] = {
            "info": self.info.sceneBoundingRect().adjusted(1, 1, -1, -1),
            "trick zone": self.zone.rect,
        }
        for plate in self.plates:
            out[f"plate {plate.seat}"] = QRectF(plate.pos(), QRectF(0, 0, plate.w, plate.h).size())
        snap = self.snap
        if snap is not None:
            for seat in snap.order:
                rect = QRectF()
                for key, item in self.cards.items():
                    mine = (
                        (key in snap.hand)
                        if seat == snap.seat
                        else (
                            (isinstance(key, tuple) and key[:2] == ("hand", seat))
                            or (snap.public and key in snap.shown[seat])
                        )
                    )
                    if mine and item.isVisible():
                        rect = rect.united(item.card_rect())
                if not rect.isNull():
                    out[f"hand {seat}"] = rect
            for c in snap.trick_cards:
                out[f"trick {c}"] = self.cards[c].card_rect()
        for name, panel in (("result", self.result), ("cut", self.cut_panel)):
            if panel.isVisible():
                out[name] = QRectF(panel.geometry())
        for item in self._cut_items:
            out[f"cut {item.card}"] = item.card_rect()
        if self.bar.isVisible():
            out["controls"] = QRectF(self.bar.geometry())
        if self.review_button.isVisible():
            out["review"] = QRectF(self.review_button.geometry())
        return out


def _analysis_key(snap: TableSnapshot) -> tuple[bool, int, int]:
    """Which finished hand an analysis belongs to. A practice hand has the number of the session's hand it replays,
    and often as many tricks: without the mark, a practice misère made was told how the session's was lost."""
    return snap.practice, snap.hand_no, len(snap.tricks)
