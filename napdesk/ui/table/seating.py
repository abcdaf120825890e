"""The plates and the info panel filled from the snapshot on show: who sits where, and the hand's facts."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QGraphicsScene

from napdesk.engine.facts import Phase
from napdesk.ui.cardart import CardArt
from napdesk.ui.i18n import Plural, bid_label, format_chips, level_name, suit_name, translate_n
from napdesk.ui.snapshot import TableSnapshot
from napdesk.ui.table import geometry
from napdesk.ui.table.overlays import tricks_text
from napdesk.ui.table.plates import InfoPanel, SeatPlate

_WON: Final = Plural.translate("TableView", "won %n", "", 1)  # tricks won, on the plate: "won 1", "1 slag"


def plate_values(snap: TableSnapshot, seat: int, thinking: int) -> dict[str, object]:
    """What seat ``seat``'s plate says."""
    info = snap.seats[seat]
    bids = dict(snap.bids)
    bid = bids.get(seat)
    bid_text = ""
    if bid is not None:
        bid_text = (
            QCoreApplication.translate("TableView", "passed")
            if bid.is_pass
            else QCoreApplication.translate("TableView", "bid {bid}").format(bid=bid_label(bid))
        )
    if snap.widow_taker == seat:
        bid_text = QCoreApplication.translate("TableView", "widow, {bid}").format(bid=bid_label(bid) if bid else "")
    kinds: tuple[str, ...] = ()
    if info.human and len(snap.humans) > 1:
        kinds = (QCoreApplication.translate("TableView", "person"),)
    elif not info.human:
        kinds = (
            QCoreApplication.translate("TableView", "computer, {level}").format(level=level_name(info.level)),
            level_name(info.level),
        )
    playing = snap.phase in (Phase.PLAY, Phase.OVER) and seat in snap.order
    return {
        "name": info.name,
        "kinds": kinds,
        "chips": format_chips(info.chips, snap.rules.stake_unit),  # the rules' own unit: counters, pennies
        "bid": bid_text,
        "tricks": translate_n("TableView", _WON, info.won) if playing else "",
        "bought_count": info.bought,
        "dealer": seat == snap.dealer,
        "to_move": seat == snap.to_move and not snap.over,
        "thinking": seat == thinking and not snap.over,
        "sitting_out": info.sitting_out,
    }


def info_lines(snap: TableSnapshot) -> tuple[list[str], str]:
    """The info panel's lines (hand, contract, what it pays, pool) and its trump line."""
    names = [s.name for s in snap.seats]
    if snap.practice:  # the marker: this hand counts for nothing
        head = QCoreApplication.translate("TableView", "Practice: hand {n}  ·  dealer {name}").format(
            n=snap.hand_no, name=names[snap.dealer]
        )
    elif snap.tiebreak:  # one more hand past the session's length: never "Hand 2 of 1"
        head = QCoreApplication.translate("TableView", "Tie-break: hand {n}  ·  dealer {name}").format(
            n=snap.hand_no, name=names[snap.dealer]
        )
    elif snap.hands_total:
        head = QCoreApplication.translate("TableView", "Hand {n} of {total}  ·  dealer {name}").format(
            n=snap.hand_no, total=snap.hands_total, name=names[snap.dealer]
        )
    else:
        head = QCoreApplication.translate("TableView", "Hand {n}  ·  dealer {name}").format(
            n=snap.hand_no, name=names[snap.dealer]
        )
    lines = [head]
    if snap.contract is not None and snap.bidder is not None:
        need = (
            QCoreApplication.translate("TableView", "no tricks")
            if snap.contract.is_misere
            else tricks_text(snap.contract.tricks)
        )
        lines.append(
            QCoreApplication.translate("TableView", "{name}: {bid} ({need}, has {won})").format(
                name=names[snap.bidder], bid=bid_label(snap.contract), need=need, won=snap.bidder_tricks
            )
        )
        if snap.pays is not None:
            win, loss = snap.pays
            lines.append(
                QCoreApplication.translate("TableView", "Stakes {win} / {loss} a player").format(
                    win=win, loss=loss
                )
            )
    elif snap.bidder is not None and snap.high is not None:
        lines.append(
            QCoreApplication.translate("TableView", "High bid: {name}, {bid}").format(
                name=names[snap.bidder], bid=bid_label(snap.high)
            )
        )
    elif snap.phase == Phase.BIDDING:
        lines.append(QCoreApplication.translate("TableView", "Bidding"))
    elif snap.phase == Phase.EXCHANGE:
        lines.append(QCoreApplication.translate("TableView", "Purchase"))
    else:
        lines.append(QCoreApplication.translate("TableView", "No contract"))
    if snap.rules.pool:
        lines.append(QCoreApplication.translate("TableView", "Pool {n}").format(n=snap.pool))
    if snap.trump is not None:
        trump = QCoreApplication.translate("TableView", "Trumps: {suit}").format(suit=suit_name(snap.trump))
    elif snap.contract is not None and snap.contract.is_misere and snap.rules.misere_trumps == "none":
        trump = QCoreApplication.translate("TableView", "Misère: no trumps")
    else:
        trump = QCoreApplication.translate("TableView", "Trumps: the first lead")
    return lines, trump


@dataclass(frozen=True)
class Waiting:
    """What the table shows before the first session: lines on the info panel, seats (name, chips) on plates."""

    lines: list[str]
    seats: list[tuple[str, str]]


class Seating:
    """The seat plates and the info panel: put on the table's scene, filled from the snapshot on show."""

    def __init__(self, scene: QGraphicsScene, art: CardArt) -> None:
        self.scene = scene
        self.plates: list[SeatPlate] = []
        self.info = InfoPanel(art)
        self.info.setZValue(50)
        scene.addItem(self.info)
        self.waiting: Waiting | None = None  # before the first session: who sits where

    def ensure_plates(self, n: int) -> None:
        while len(self.plates) < n:
            plate = SeatPlate(len(self.plates))
            plate.setZValue(40)
            self.scene.addItem(plate)
            self.plates.append(plate)
        while len(self.plates) > n:
            self.scene.removeItem(self.plates.pop())

    def place_plates(self, lay: geometry.Layout, viewer: int) -> None:
        """Each plate at its seat's place as ``viewer`` sees the table."""
        for seat, plate in enumerate(self.plates):
            box = lay.plates[geometry.relative(seat, viewer, len(self.plates))]
            plate.set_size(box.w, box.h)
            plate.setPos(box.x, box.y)

    def update_plates(self, lay: geometry.Layout | None, snap: TableSnapshot | None, thinking: int) -> None:
        """Each plate in its place, saying what ``snap`` says of its seat."""
        if lay is None:
            return
        self.place_plates(lay, snap.seat if snap is not None else 0)
        for seat, plate in enumerate(self.plates):
            if snap is not None and seat < snap.n:
                plate.rows = 4 if snap.rules.purchase != "off" else 3
                plate.update_from(**plate_values(snap, seat, thinking))
            plate.setToolTip(plate.accessible_text())

    def update_info(self, snap: TableSnapshot | None) -> None:
        if snap is None:
            return
        lines, trump = info_lines(snap)
        self.info.set_info(lines, snap.trump, trump)
        self.info.setToolTip("\n".join([*lines, trump]))

    def set_waiting(self, waiting: Waiting | None) -> None:
        self.waiting = waiting

    def show_seats(self, lines: list[str], seats: list[tuple[str, str]]) -> None:
        """Before the first hand: ``seats`` (name, chips) on the plates, ``lines`` on the info panel."""
        self.info.set_info(lines, None, "")
        for plate, (name, chips) in zip(self.plates, seats, strict=False):
            plate.show_seat(name, chips)

    def place_info(self, lay: geometry.Layout) -> None:
        self.info.set_size(lay.info.w, lay.info.h, lay.line)
        self.info.setPos(lay.info.x, lay.info.y)
