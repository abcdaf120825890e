"""The table's geometry, without widgets: nothing overlaps at any seat count from 800x500 to full screen; and
every plate's text fits, in every language."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QRectF
from pytestqt.qtbot import QtBot

from napdesk.ui.app import MainWindow
from napdesk.ui.table import TableView
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
    from napdesk.ui.i18n import bid_label, format_chips, level_name, shown_name, translate_n
    from napdesk.ui.table.plates import SeatPlate
    from napdesk.ui.table.seating import _WON

    def t(text: str) -> str:
        return QCoreApplication.translate("TableView", text)

    def widest(texts: list[str]) -> str:
        return max(texts, key=len)

    # a long name too (a longer one is cut short at seven seats in 800x500)
    # default names are codes, shown in the language (napdesk.ui.i18n.shown_name)
    names = [shown_name(s.name) for s in [*default_seats(n), *default_seats(n, 2)]] + ["Anne-Marieke V."]
    bids = [bid_label(b) for b in (NAP, WELLINGTON, BLUCHER, MISERE, Bid.number(4))]
    level = widest([level_name(lv) for lv in LEVELS])
    plate = SeatPlate(0)
    plate.rows = rows
    plate.set_size(box.w, box.h)
    plate.update_from(
        name=widest(names), kinds=(t("computer, {level}").format(level=level), level), dealer=True,
        chips=format_chips(250, "counters"), tricks=translate_n("TableView", _WON, 7),
        bought_count=5 if rows > 3 else None,
        bid=widest([t("bid {bid}").format(bid=b) for b in bids] + [t("widow, {bid}").format(bid=bid_label(NAP))]))
    return plate


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("w", "h"), [(800, 500), (1024, 700)])
def test_thinking_is_never_cut_off_beside_a_long_name(speak: Callable[[str], str], lang: str, w: int, h: int) -> None:
    """Seen at seven players in Dutch: "Noordwest denkt na.." with the last dot cut off by the plate's edge. Beside
    the name "thinking…" stands in full or not at all (then it goes on the bid's line, cut short there only with an
    ellipsis if it must be)."""
    from PySide6.QtGui import QFontMetricsF

    from napdesk.ui.fonts import text_fits

    speak(lang)
    for n in range(2, 8):
        lay = layout(w, h, n, 5)
        for k in range(n):
            plate = _worst_plate(n, lay.plates[k], 3)
            plate.update_from(thinking=True)  # type: ignore[attr-defined]
            big, small = plate.fonts()  # type: ignore[attr-defined]
            _name, aside, room, (_second, third) = plate.drawn(big, small)  # type: ignore[attr-defined]
            assert not aside or text_fits(aside, small, room), (lang, w, h, n, k, aside, room)
            if not aside:
                thinking = QCoreApplication.translate("SeatPlate", "thinking…")
                assert thinking in third or QFontMetricsF(small).horizontalAdvance(third) > room


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("w", "h"), [(800, 500), (1024, 700), (1920, 1080)])
def test_every_plate_and_the_info_panel_show_their_text_in_full(speak: Callable[[str], str], lang: str,
                                                               w: int, h: int) -> None:
    from napdesk.engine.actions import WELLINGTON
    from napdesk.ui.cardart import CardArt
    from napdesk.ui.i18n import bid_label
    from napdesk.ui.table.overlays import tricks_text
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
                                                                     need=tricks_text(5), won=5),
                       t("Stakes {win} / {loss} a player").format(win=20, loss=20),
                       t("Pool {n}").format(n=120)], 3, t("Trumps: {suit}").format(suit="diamonds"))
        assert info.fits(), (lang, w, h, n, info.lines)
        # behind the resume prompt (the second line is drawn bold, as the contract is)
        info.set_info([QCoreApplication.translate("MainWindow", "Unfinished sessions"),
                       QCoreApplication.translate("MainWindow", "Resume one, or start a new game")], None, "")
        assert info.fits(), (lang, w, h, n, info.lines)


# -- the real table: the panels too (bid bar, info, result with its analysis line, the cut) -------------------------

WINDOW_SIZES = [(800, 500), (1024, 700), (1920, 1080)]
LONG_ANALYSIS = ("<p><i>With all cards seen, North-north-west could have taken 5 of the 5 tricks. Trick 2: "
                 "South-south-east's Q♠ put the bid out of reach (K♠ / A♠ would not have). Trick 4: your 10♥ "
                 "brought the bid within reach (J♥ / Q♥ would not have).</i></p>")


def _overlapping(regions: dict[str, QRectF]) -> list[str]:
    bad = []
    for (a, ra), (b, rb) in itertools.combinations(regions.items(), 2):
        if "trick zone" in (a, b):
            continue  # the zone is the felt the trick and the panels lie on
        if ra.intersects(rb):
            bad.append(f"{a} {ra.getRect()} / {b} {rb.getRect()}")
    return bad


def _inside(table: TableView, regions: dict[str, QRectF]) -> list[str]:
    scene = table.sceneRect()
    return [name for name, rect in regions.items() if not scene.contains(rect)]


@pytest.mark.parametrize("n", range(2, 8))
def test_the_result_and_the_cut_overlap_nothing(qtbot: QtBot, make_window: Callable[..., MainWindow], n: int) -> None:
    """At every seat count and size: the result panel (with a long analysis line) and the cut for the deal (its
    cards and its panel) clear of every plate, hand, trick card and the info panel."""
    import random

    from PySide6.QtWidgets import QApplication

    from napdesk.engine.deal import choose_first_dealer
    from napdesk.engine.rules import Rules
    from napdesk.ui.controller import SeatConfig

    rules = Rules({"players": n, "first_dealer": "cut_low"})
    seats = [SeatConfig(f"Seat {i}", False, "random") for i in range(n)]
    window = make_window(seed=n, rules=rules, seats=seats, size=WINDOW_SIZES[0])
    window.watch = False
    table = window.table
    controller = window.controller
    for _ in range(30):  # to a hand with a contract (its result is the tallest)
        qtbot.waitUntil(lambda: table.result.isVisible(), timeout=10000)
        state = controller.state
        if state is not None and state.outcome is not None and state.outcome.made is not None:
            break
        controller.next_hand()
    table.result.add_note(LONG_ANALYSIS)  # as the analysis adds it when it arrives
    table.place_widgets()
    first = choose_first_dealer(rules, random.Random(n))
    for w, h in WINDOW_SIZES:
        window.resize(w, h)
        qtbot.waitUntil(lambda w=w: abs(table.width() - w) < 40)  # type: ignore[misc]
        QApplication.processEvents()
        regions = table.layout_regions()
        assert "result" in regions and sum(name.startswith("plate") for name in regions) == n
        assert not _overlapping(regions), (n, w, h, _overlapping(regions))
        assert not _inside(table, regions), (n, w, h, _inside(table, regions))
        for label in (table.result.text, table.result.note):  # no line cut off
            assert label.isVisible() and label.heightForWidth(label.width()) <= label.height() + 1, (
                n, w, h, label.width(), label.height(), label.heightForWidth(label.width()), label.isVisible())
        assert table.result.px >= 9

    for w, h in WINDOW_SIZES:  # the cut is drawn at the size it starts at
        window.resize(w, h)
        qtbot.waitUntil(lambda w=w: abs(table.width() - w) < 40)  # type: ignore[misc]
        table.result.hide()
        table.speed = "normal"  # the cut is not shown with animations off
        table.show_cut(first)
        qtbot.waitUntil(lambda: table.cut_panel.isVisible() and bool(table.scenes.cut.items))  # from the loop
        regions = table.layout_regions()
        assert not _overlapping(regions), (n, w, h, _overlapping(regions))
        assert not _inside(table, regions), (n, w, h, _inside(table, regions))
        table.finish_animations()
        table.speed = "off"
