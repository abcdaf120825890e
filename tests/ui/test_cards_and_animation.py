"""Card art and themes, animations at real speeds, the last-trick review and accessibility names."""

from __future__ import annotations

import gzip
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from napdesk.engine.actions import PASS, PLAYS, Claim
from napdesk.engine.cards import Card, pack
from napdesk.engine.hand import HandState
from napdesk.resources import asset_path
from napdesk.ui.app import MainWindow
from napdesk.ui.cardart import OURS, CardArt, card_ids, find_themes
from napdesk.ui.controller import SeatConfig
from napdesk.ui.table.cards import card_label

REPO = Path(__file__).resolve().parents[2]


def _state(window: MainWindow) -> HandState:
    state = window.controller.state
    assert state is not None
    return state


def test_our_decks_have_every_card_and_the_backs() -> None:
    for name in ("napdesk.svg", "napdesk-4colour.svg"):
        renderer = QSvgRenderer(str(asset_path("cards", name)))
        assert renderer.isValid()
        for card in pack(52):
            assert renderer.elementExists(card_ids(card)[0]), card
        for back in ("back", "back_blue", "back_red", "back_green"):
            assert renderer.elementExists(back)
        assert (asset_path("cards", name)).stat().st_size < 200_000


def test_pips_are_paths_not_text() -> None:
    text = asset_path("cards", "napdesk.svg").read_text(encoding="utf-8")
    assert "<text" not in text and "font-family" not in text


def test_no_drawing_of_our_art_is_stroked_through_an_opacity() -> None:
    """An opacity on a stroked element makes QtSvg stroke all its lines as one outline and blend it as a layer:
    the backs' lattice (one path of 120 lines at 55%) cost 20 ms a back at table size and 95 ms at a HiDPI
    screen's 2x, in the paint of the deal's first frame. The backs draw it in the blended colour, line by line."""
    for name in ("napdesk.svg", "napdesk-4colour.svg"):
        text = asset_path("cards", name).read_text(encoding="utf-8")
        assert "opacity" not in text, name


def test_make_cards_regenerates_the_committed_svgs(tmp_path: Path) -> None:
    subprocess.run([sys.executable, str(REPO / "tools" / "make_cards.py"), str(tmp_path)], check=True,
                   capture_output=True)
    for name in ("napdesk.svg", "napdesk-4colour.svg"):
        assert (tmp_path / name).read_bytes() == asset_path("cards", name).read_bytes(), name


def _ink(pm: QImage, colour: str) -> int:
    """How many pixels are close to ``colour``."""
    want = QColor(colour)
    count = 0
    for y in range(0, pm.height(), 2):
        for x in range(0, pm.width(), 2):
            c = pm.pixelColor(x, y)
            if abs(c.red() - want.red()) + abs(c.green() - want.green()) + abs(c.blue() - want.blue()) < 60:
                count += 1
    return count


def test_four_colour_deck_draws_clubs_green(qtbot: QtBot) -> None:
    art = CardArt()
    card = Card.parse("9C")
    two = art.pixmap(card, 100, 140).toImage()
    art.set_four_colour(True)
    four = art.pixmap(card, 100, 140).toImage()
    assert _ink(four, "#177a35") > 50
    assert _ink(two, "#177a35") == 0


def test_faces_are_rendered_at_the_size_shown(qtbot: QtBot) -> None:
    art = CardArt()
    small = art.pixmap(Card.parse("QH"), 50, 70)
    big = art.pixmap(Card.parse("QH"), 500, 700)
    assert (small.width(), big.width()) == (50, 500)
    assert art.pixmap(None, 80, 112).width() == 80


def _write_theme(folder: Path, name: str, body: str, compress: bool = False) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    data = body.encode()
    if compress:
        (folder / f"{name}.svgz").write_bytes(gzip.compress(data))
    else:
        (folder / f"{name}.svg").write_text(body, encoding="utf-8")


def test_a_user_theme_loads_and_a_broken_one_falls_back_with_a_message(qtbot: QtBot) -> None:
    folder = Path(os.environ["NAPDESK_DATA_DIR"]) / "cards"
    groups = "".join(f'<g id="{card_ids(c)[0]}"><rect x="{i * 10}" width="10" height="14" fill="#123456"/></g>'
                     for i, c in enumerate(pack(52)))
    _write_theme(folder, "plain", f'<svg xmlns="http://www.w3.org/2000/svg" width="520" height="14">{groups}'
                                  f'<g id="back"><rect width="10" height="14"/></g></svg>', compress=True)
    _write_theme(folder, "broken", "<svg this is not svg")
    names = {t.name for t in find_themes()}
    assert {"napdesk", "plain", "broken"} <= names
    art = CardArt()
    assert art.set_theme("plain") is None
    assert art.theme == "plain"
    image = art.pixmap(Card.parse("QH"), 20, 28).toImage()
    assert image.pixelColor(10, 14) == QColor("#123456")
    message = art.set_theme("broken")
    assert message is not None and "broken" in message and "napdesk's own cards" in message
    assert art.theme == OURS
    message = art.set_theme("not-installed")
    assert message is not None and art.theme == OURS


def test_the_view_menu_falls_back_and_says_so(qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    window = make_window(seed=1)
    window.menus.set_theme("no-such-theme")
    assert "napdesk's own cards" in window.statusBar().currentMessage()


def test_a_hand_at_fast_speed_animates_to_the_result(qtbot: QtBot,
                                                    make_window: Callable[..., MainWindow]) -> None:
    seats = [SeatConfig(n, False, "random") for n in ("A", "B", "C", "D")]
    window = make_window(seed=3, seats=seats, speed="fast")
    window.watch = False  # one hand only
    table = window.table
    saw_animation = False
    saw_trick_shown = False

    def progressed() -> bool:
        nonlocal saw_animation, saw_trick_shown
        saw_animation = saw_animation or table.busy()
        saw_trick_shown = saw_trick_shown or table.shown_trick is not None
        return table.result.isVisible()

    qtbot.waitUntil(progressed, timeout=60000)
    assert saw_animation and saw_trick_shown
    state = _state(window)
    # every card of a finished trick has been gathered to its winner (hidden)
    for trick in state.tricks:
        for card in trick.cards:
            assert not table.item_for(card).isVisible()


def test_click_to_continue_waits_after_a_trick(qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    seats = [SeatConfig(n, False, "random") for n in ("A", "B", "C", "D")]
    window = make_window(seed=3, seats=seats, speed="fast")
    window.watch = False
    window.menus.click_action.trigger()
    table = window.table
    qtbot.waitUntil(table.continue_label.isVisible, timeout=30000)
    tricks = len(_state(window).tricks)
    assert table.shown_trick is not None
    qtbot.wait(300)
    assert table.continue_label.isVisible() and len(_state(window).tricks) == tricks
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not table.continue_label.isVisible())


def test_the_contract_panel_counts_a_trick_when_the_plates_do(qtbot: QtBot,
                                                              make_window: Callable[..., MainWindow]) -> None:
    """While a trick the bidder won is shown, his plate and the contract panel give the same count."""
    seats = [SeatConfig(n, False, "random") for n in ("A", "B", "C", "D")]
    window = make_window(seed=3, seats=seats, speed="fast")
    window.watch = False
    window.menus.click_action.trigger()
    table = window.table
    for _ in range(40):
        qtbot.waitUntil(table.continue_label.isVisible, timeout=30000)
        state = _state(window)
        bidder = state.bidder
        assert bidder is not None and table.shown_trick is state.tricks[-1]
        if state.tricks[-1].winner == bidder:
            won = sum(t.winner == bidder for t in state.tricks)
            plate = next(p for p in table.plates if p.seat == bidder)
            assert plate.tricks == f"won {won}"
            assert any(f"has {won})" in line for line in table.info.lines), table.info.lines
            return
        QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not table.continue_label.isVisible())
        if _state(window).is_over:
            window.table.finish_animations()
            window.controller.next_hand()
    raise AssertionError("no trick won by a bidder in 40")


def test_last_trick_review(qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """The L key and the review button both show the last trick face up; Return puts it away."""
    window = make_window(seed=5)
    table = window.table
    controller = window.controller
    for _ in range(300):  # never returns early: plays on, hand after hand, to a trick turned in a hand going on
        qtbot.waitUntil(lambda: not table.busy() and (_state(window).to_move == 0 or _state(window).is_over))
        state = _state(window)
        if state.tricks and not state.is_over:
            break
        if state.is_over:
            table.finish_animations()
            controller.next_hand()
            continue
        actions = state.legal_actions()
        # pass where one may (a bot bids, so the hand lasts), else the least bid; play the first card
        controller.submit(PASS if PASS in actions else next(a for a in actions if not isinstance(a, Claim)))
    else:
        raise AssertionError("no trick was turned in a hand still going on")
    qtbot.waitUntil(lambda: not table.busy())
    state = _state(window)
    last = state.tricks[-1]
    assert table.review_button.isVisible()
    QTest.keyClick(window, Qt.Key.Key_L)
    qtbot.waitUntil(lambda: table.shown_trick is last)
    assert all(table.item_for(c).isVisible() and table.item_for(c).face_up for c in last.cards)
    assert "Last trick" in window.statusBar().currentMessage()
    QTest.keyClick(table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: table.shown_trick is None)
    qtbot.waitUntil(table.review_button.isVisible)
    qtbot.mouseClick(table.review_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: table.shown_trick is last)
    assert all(table.item_for(c).isVisible() and table.item_for(c).face_up for c in last.cards)
    QTest.keyClick(table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: table.shown_trick is None)


def test_accessible_names_on_cards_and_controls(qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    window = make_window(seed=5)
    table = window.table
    qtbot.waitUntil(lambda: (not table.busy() and _state(window).to_move == 0) or _state(window).is_over)
    state = _state(window)
    for card in table.hand_cards():
        name = table.item_for(card).accessible_name()
        assert name.startswith(card_label(card))
    assert card_label(Card.parse("QH")) == "Queen of hearts"
    other = next(c for c in state.hand(2))
    # another seat's cards are backs on the table: it is not told which cards they are
    assert other not in table.cards and all(item.card != other for item in table.cards.values())
    assert table.item_for(("hand", 2, 0)).accessible_name() == "Card face down"
    for button in table.bar.buttons:
        assert button.accessibleName()
    assert table.accessibleName() == "Card table"
    if state.phase == "play":
        legal = {c for c in state.hand(0) if PLAYS[c.index] in state.legal_actions()}
        card = table.hand_cards()[table.focus_index]
        expected = f"{card_label(card)}, {'legal' if card in legal else 'not playable now'}"
        assert table.accessibleDescription() == expected


def test_card_pixmaps_fill_their_rect(qtbot: QtBot) -> None:
    art = CardArt()
    image = QImage(120, 168, QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    painter.drawPixmap(QRectF(0, 0, 120, 168), art.pixmap(Card.parse("AS"), 120, 168), QRectF(0, 0, 120, 168))
    painter.end()
    assert image.pixelColor(60, 4).alpha() == 255  # the card's paper reaches the edge
    assert image.pixelColor(1, 1).alpha() < 255  # the corners are rounded


@pytest.mark.skipif(not Path("/usr/share/aisleriot/cards").is_dir(), reason="no aisleriot themes installed")
def test_installed_aisleriot_themes_load(qtbot: QtBot) -> None:
    art = CardArt()
    themes = [t for t in find_themes() if t.origin == "aisleriot"]
    assert themes
    for theme in themes[:6]:
        assert art.set_theme(theme.name) is None, theme
        assert art.theme == theme.name
        assert not art.pixmap(Card.parse("QH"), 60, 84).isNull()


def test_resizing_while_cards_fly_lands_them_in_the_new_layout(qtbot: QtBot,
                                                              make_window: Callable[..., MainWindow]) -> None:
    seats = [SeatConfig("You", True), *(SeatConfig(n, False, "random") for n in ("B", "C", "D"))]
    window = make_window(seed=3, seats=seats, speed="normal")
    table = window.table
    qtbot.waitUntil(lambda: table.scenes.queue.anim is not None, timeout=10000)
    window.resize(1100, 720)
    qtbot.waitUntil(lambda: not table.busy(), timeout=20000)
    for card in table.hand_cards():
        item = table.item_for(card)
        assert (item.pos() - item.home).manhattanLength() < 1
        assert table.sceneRect().contains(item.card_rect())
