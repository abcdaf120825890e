"""The table's geometry, without widgets: nothing overlaps at any seat count from 800x500 to full screen; and
every plate's text fits, in every language."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QCoreApplication

from napdesk.ui.table.geometry import Box, layout

SIZES = [(800, 500), (1024, 700), (1280, 800), (1920, 1080), (3840, 2160)]


def _boxes(w: int, h: int, n: int, hand: int, row: int, rows: int = 3) -> dict[str, Box]:
    lay = layout(w, h, n, hand, row, plate_rows=rows)
    out = lay.regions()
    for k, box in enumerate(lay.trick):
        out[f"trick {k}"] = box
    out["controls line"] = Box(lay.hand.x, lay.bar_bottom - 60, lay.hand.w, 60)
    return out


@pytest.mark.parametrize(("w", "h"), SIZES)
@pytest.mark.parametrize("n", range(2, 8))
def test_no_two_boxes_overlap(w: int, h: int, n: int) -> None:
    hand = 7 if n <= 3 else 5
    for row, rows in ((hand, 3), (hand + 5, 3), (hand, 4)):  # the Sir Garnet row holds the widow too
        boxes = _boxes(w, h, n, hand, row, rows)
        trick_zone = boxes.pop("zone")
        bad = [f"{a} {ra} / {b} {rb}" for (a, ra), (b, rb) in itertools.combinations(boxes.items(), 2)
               if ra.intersects(rb)]
        assert not bad, (w, h, n, row, bad)
        table = Box(0, 0, w, h)
        for name, box in boxes.items():
            assert table.contains(box), (name, box)
        for k in range(n):
            assert trick_zone.contains(boxes[f"trick {k}"]), (w, h, n, k)


@pytest.mark.parametrize("n", range(2, 8))
def test_trick_cards_sit_by_their_players_side(n: int) -> None:
    lay = layout(1024, 700, n, 5)
    mine = lay.trick[0]
    assert all(mine.y > t.y for t in lay.trick[1:])  # the viewer's below the others
    xs = [t.cx for t in lay.trick[1:]]
    assert xs == sorted(xs)  # left seat leftmost, then the top row left to right, the right seat rightmost
    if n > 2:
        assert lay.trick[1].cx < mine.cx < lay.trick[n - 1].cx


def test_cards_grow_with_the_table() -> None:
    small, big = layout(800, 500, 4, 5), layout(1920, 1080, 4, 5)
    assert big.cw > small.cw * 1.5
    assert small.hand_step >= small.cw * 0.5  # at 800x500 the hand shows more than corner indices


# -- the plates' and the info panel's text fits, in every language (font metrics) --------------------------------

LANGS = ("en", "nl", "es")


@pytest.fixture
def speak(qapp: object) -> Iterator[Callable[[str], str]]:
    from PySide6.QtWidgets import QApplication

    from napdesk.ui.i18n import install_translator

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    yield lambda language: install_translator(app, language)
    install_translator(app, "en")


def _worst_plate(n: int, box: Box, rows: int) -> object:
    from napdesk.engine.actions import BLUCHER, MISERE, NAP, WELLINGTON, Bid
    from napdesk.ui.controller import LEVELS, default_seats
    from napdesk.ui.i18n import bid_label, level_name
    from napdesk.ui.table.plates import SeatPlate

    def t(text: str) -> str:
        return QCoreApplication.translate("TableView", text)

    def widest(texts: list[str]) -> str:
        return max(texts, key=len)

    names = [s.name for s in default_seats(n)] + [s.name for s in default_seats(n, 2)]
    bids = [bid_label(b) for b in (NAP, WELLINGTON, BLUCHER, MISERE, Bid.number(4))]
    level = widest([level_name(lv) for lv in LEVELS])
    plate = SeatPlate(0)
    plate.rows = rows
    plate.set_size(box.w, box.h)
    plate.update_from(
        name=widest(names), kinds=(t("computer, {level}").format(level=level), level), dealer=True,
        chips=t("{n} chips").format(n=250), tricks=t("won {n}").format(n=7), bought_count=5 if rows > 3 else None,
        bid=widest([t("bid {bid}").format(bid=b) for b in bids] + [t("widow, {bid}").format(bid=bid_label(NAP))]))
    return plate


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("w", "h"), [(800, 500), (1024, 700), (1920, 1080)])
def test_every_plate_and_the_info_panel_show_their_text_in_full(speak: Callable[[str], str], lang: str,
                                                               w: int, h: int) -> None:
    from napdesk.engine.actions import WELLINGTON
    from napdesk.ui.cardart import CardArt
    from napdesk.ui.i18n import bid_label
    from napdesk.ui.table.plates import InfoPanel

    speak(lang)
    for n in range(2, 8):
        for rows in (3, 4):  # four at a Purchase table
            lay = layout(w, h, n, 5, plate_rows=rows)
            for k in range(n):
                plate = _worst_plate(n, lay.plates[k], rows)
                assert plate.fits(), (lang, w, h, n, k, plate.lines())  # type: ignore[attr-defined]
        info = InfoPanel(CardArt())
        info.set_size(lay.info.w, lay.info.h, lay.line)

        def t(text: str) -> str:
            return QCoreApplication.translate("TableView", text)

        info.set_info([t("Hand {n} of {total}  ·  dealer {name}").format(n=20, total=20, name="North-north-west"),
                       t("{name}: {bid} ({need}, has {won})").format(name="North-north-west",
                                                                     bid=bid_label(WELLINGTON),
                                                                     need=t("{n} tricks").format(n=5), won=5),
                       t("Stakes {win} / {loss} a player").format(win=20, loss=20),
                       t("Pool {n}").format(n=120)], 3, t("Trumps: {suit}").format(suit="diamonds"))
        assert info.fits(), (lang, w, h, n, info.lines)
