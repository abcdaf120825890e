"""The flaws a player saw on the table (issue 13), each driven with real events on the real window."""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Iterator
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QTextDocument, QTextLine, QTextTable
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from napdesk.engine.actions import PASS, PLAYS, Claim, Play
from napdesk.engine.hand import HandState
from napdesk.engine.rules import Rules
from napdesk.engine.session import Session
from napdesk.ui import snapshot
from napdesk.ui.app import MainWindow
from napdesk.ui.controller import SeatConfig
from napdesk.ui.i18n import install_translator
from napdesk.ui.table.controls import phase_controls
from tests.ui.play_along import grew, idle_at, legal_plays, play_to_the_end, state_of

WindowFactory = Callable[..., MainWindow]
COMPUTERS = [SeatConfig(n, False, "random") for n in ("A", "B", "C", "D")]


def play_on(qtbot: QtBot, window: MainWindow, until: Callable[[HandState], bool], hands: int = 12) -> HandState:
    """Seat 0 bids low and plays its first legal card (a forced card goes by itself) until ``until`` holds."""
    for _ in range(hands * 40):
        state = idle_at(qtbot, window)
        if state.is_over:
            window.table.finish_animations()
            window.controller.next_hand()
            continue
        if until(state):
            return state
        before = len(state.history)
        if state.phase == "play":
            plays = legal_plays(state)
            if len(plays) == 1 and not any(isinstance(a, Claim) for a in state.legal_actions()):
                qtbot.waitUntil(grew(window, before))
                continue
            window.controller.submit(plays[0])
        else:
            actions = state.legal_actions()
            window.controller.submit(PASS if PASS in actions else actions[0])
    raise AssertionError("never reached the position wanted")


# -- 1: the analysis line arrives before the result panel exists -------------------------------------------------


def test_the_analysis_line_is_kept_until_the_result_panel_shows(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window(seed=3, seats=COMPUTERS, speed="fast")
    window.watch = False
    window.menus.click_action.trigger()  # the last trick waits for a click: the result panel comes after it
    table = window.table
    analyses: list[object] = []
    window.controller.analysed.connect(analyses.append)
    for _ in range(80):
        qtbot.waitUntil(lambda: table.continue_label.isVisible() or table.result.isVisible(), timeout=30000)
        state = state_of(window)
        if state.is_over and table.result.isVisible():  # thrown in, or no analysis to wait for
            window.controller.next_hand()
            continue
        if state.is_over and state.outcome is not None and state.outcome.made is not None:
            break
        QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not table.continue_label.isVisible())
    else:
        raise AssertionError("no hand with a contract ended")
    qtbot.waitUntil(lambda: bool(analyses), timeout=20000)  # it came while the last trick is still shown
    assert not table.result.isVisible()
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(table.result.isVisible)
    assert "With all cards seen" in table.result.content()


# -- 2: the hand number after a resume --------------------------------------------------------------------------


def test_after_a_resume_the_panel_gives_the_hand_number(qtbot: QtBot, make_window: WindowFactory) -> None:
    rules = Rules({"session_end": "hands", "session_length": 8})
    session = Session(rules, ["You", "West", "North", "East"], 5)
    rng = random.Random(1)
    for _ in range(2):
        state = session.start_hand()
        while not state.is_over:
            session.apply(rng.choice([a for a in state.legal_actions() if not isinstance(a, Claim)]))
    resumed = Session.from_snapshot(session.snapshot())  # as the store gives it back: without its history
    window = make_window(seed=5, rules=rules, start=False)
    window.controller.adopt(resumed, [SeatConfig("You", True), *COMPUTERS[1:]])
    idle_at(qtbot, window)
    assert window.table.info.lines[0].startswith("Hand 3 of 8")


# -- 4: "thinking…" left on a plate after a bid is taken back ---------------------------------------------------


def test_undoing_a_bid_leaves_no_one_thinking(qtbot: QtBot, make_window: WindowFactory) -> None:
    for seed in range(1, 30):
        window = make_window(seed=seed)
        state = idle_at(qtbot, window)
        nxt = state.order[(state.order.index(0) + 1) % state.n]
        if state.phase == "bidding" and not state.is_over and nxt != 0 and len(state.bids) < state.n - 1:
            break
        window.close()
    table = window.table
    legal = [a for a in state.legal_actions() if a != PASS]
    button = table.bar.button(legal[0].label)  # type: ignore[union-attr]
    assert button is not None
    window.controller.hold()  # the next seat's answer waits (as it does while the table animates)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: any(p.thinking for p in table.plates))  # the next seat thinks...
    table.setFocus()
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # ...and the bid is taken back
    window.controller.release()
    state = idle_at(qtbot, window)
    QApplication.processEvents()
    assert state.phase == "bidding" and state.to_move == 0
    assert not any(p.thinking for p in table.plates), [p.name for p in table.plates if p.thinking]
    assert "thinking" not in table.bar.prompt.text()


# -- 5: L while the result panel is up -----------------------------------------------------------------------------


def test_the_last_trick_shows_over_the_result_panel(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window(seed=3)
    table = window.table
    play_to_the_end(qtbot, window)
    qtbot.waitUntil(table.result.isVisible)
    last = state_of(window).tricks[-1]
    QTest.keyClick(window, Qt.Key.Key_L)
    qtbot.waitUntil(lambda: table.shown_trick is last)
    panel = QRectF(table.result.geometry())
    for card in last.cards:
        item = table.item_for(card)
        assert item.isVisible() and item.face_up
        assert not (table.result.isVisible() and panel.intersects(table.mapFromScene(item.card_rect())
                                                                  .boundingRect().toRectF())), card
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: table.shown_trick is None and table.result.isVisible())


# -- 11: the prompt says what is true, the keyboard starts on a legal card -------------------------------------


def test_the_prompt_does_not_ask_to_follow_a_suit_one_lacks(qtbot: QtBot, make_window: WindowFactory) -> None:
    def void(state: HandState) -> bool:
        return (state.phase == "play" and bool(state.trick_cards)
                and not any(c.suit == state.trick_cards[0].suit for c in state.hand(0)))

    window = make_window(seed=2)
    state = play_on(qtbot, window, void)
    prompt = window.table.bar.prompt.text()
    suit = ("clubs", "diamonds", "hearts", "spades")[state.trick_cards[0].suit]
    assert "follow" not in prompt and f"no {suit}" in prompt, prompt


def test_the_keyboard_starts_on_a_legal_card(qtbot: QtBot, make_window: WindowFactory) -> None:
    table_cards: list[object] = []

    def first_illegal(state: HandState) -> bool:
        if state.phase != "play" or len(legal_plays(state)) < 2:
            return False
        cards = window.table.hand_cards()
        table_cards[:] = cards
        return bool(cards) and PLAYS[cards[0].index] not in state.legal_actions()

    window = make_window(seed=2)
    play_on(qtbot, window, first_illegal)
    table = window.table
    focused = table.item_for(table.hand_cards()[table.focus_index])
    assert focused.legal and focused.focused
    before = len(state_of(window).history)
    QTest.keyClick(table, Qt.Key.Key_Return)  # Enter plays it at once
    qtbot.waitUntil(grew(window, before))


def test_the_dealer_who_must_bid_is_told_why_pass_is_off(qtbot: QtBot) -> None:
    session = Session(Rules(), ["You", "West", "North", "East"], 3)
    state = session.start_hand()
    while state.to_move != state.dealer:
        state.apply(PASS)
    me = state.dealer
    source = SimpleNamespace(session=session, state=state, stopped=False, table_size=4,
                             practice=None, practice_of=0, session_seat=lambda s: s)
    snap = snapshot.build(source, "action", me, session.players, [True] * 4, ["random"] * 4)
    assert snap is not None
    controls = phase_controls(snap, frozenset(), None)
    passing = next(b for b in controls.buttons if b.action == PASS)
    assert not passing.enabled and passing.tip
    assert passing.tip == "You must bid: everyone else has passed"
    assert controls.prompt == "Your bid  ·  " + passing.tip  # the refusal whole, not after a lead-in and a colon
    # The keyboard starts on the hand, not on a bid (issue 31: Enter bid what the person had not chosen); Tab from
    # there reaches the bids open, Pass disabled among them.
    assert controls.focus is None and any(b.enabled for b in controls.buttons)


# -- 14: forced plays ----------------------------------------------------------------------------------------------


def test_a_forced_card_is_played_by_itself(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window(seed=5)  # the preference is on by default
    controller = window.controller
    ours: list[object] = []
    by_itself: list[object] = []
    controller.action_done.connect(
        lambda seat, action: by_itself.append(action) if seat == 0 and (not ours or ours.pop() is not action)
        else None)
    for _ in range(400):
        state = idle_at(qtbot, window)
        if state.is_over:
            if by_itself:
                break
            window.table.finish_animations()
            controller.next_hand()
            continue
        if state.phase == "play" and len(state.legal_actions()) == 1:
            before = len(state.history)
            qtbot.waitUntil(grew(window, before))
            continue
        actions = state.legal_actions()
        action = PASS if PASS in actions else ([a for a in actions if isinstance(a, Play)] or actions)[0]
        ours.append(action)
        controller.submit(action)
    assert state_of(window).is_over and by_itself and all(isinstance(a, Play) for a in by_itself)


def test_forced_plays_can_be_switched_off(qtbot: QtBot, make_window: WindowFactory) -> None:
    def forced(state: HandState) -> bool:
        return state.phase == "play" and len(legal_plays(state)) == 1 and len(state.legal_actions()) == 1

    window = make_window(seed=5)
    window.dialog_menus.apply_preference("play.forced", False)
    state = play_on(qtbot, window, forced)
    before = len(state.history)
    for _ in range(5):
        QApplication.processEvents()
    assert len(state_of(window).history) == before  # the table waits for the person
    QTest.keyClick(window.table, Qt.Key.Key_Return)  # whose keyboard is on that card
    qtbot.waitUntil(grew(window, before))


def test_a_hot_seat_table_skips_the_privacy_screen_for_a_forced_card(qtbot: QtBot,
                                                                     make_window: WindowFactory) -> None:
    seats = [SeatConfig("Ann", True), SeatConfig("Bob", True), SeatConfig("C", False, "random"),
             SeatConfig("D", False, "random")]
    window = make_window(seed=4, seats=seats)
    table, controller = window.table, window.controller
    ours: list[object] = []
    by_itself: list[object] = []
    controller.action_done.connect(
        lambda seat, action: by_itself.append(action) if controller.is_human(seat) and (
            not ours or ours.pop() is not action) else None)
    for _ in range(400):
        qtbot.waitUntil(lambda: not table.busy() and (
            table.privacy.isVisible() or state_of(window).is_over
            or controller.is_human(state_of(window).to_move)), timeout=10000)
        state = state_of(window)
        if state.is_over:
            if len(by_itself) >= 2:
                break
            controller.next_hand()
            continue
        if state.phase == "play" and len(state.legal_actions()) == 1:  # it goes by itself, with no screen
            assert not table.privacy.isVisible()
            before = len(state.history)
            qtbot.waitUntil(grew(window, before))
            continue
        if table.privacy.isVisible():
            QTest.mouseClick(table.privacy.buttons[0], Qt.MouseButton.LeftButton)
        actions = state.legal_actions()
        action = PASS if PASS in actions else ([a for a in actions if isinstance(a, Play)] or actions)[0]
        ours.append(action)
        controller.submit(action)
    assert len(by_itself) >= 2 and all(isinstance(a, Play) for a in by_itself)


# -- the result panel's columns ran together ("SpelerDeze hand") ---------------------------------------------------


def _cursor_x(line: QTextLine, position: int) -> float:
    """Where in ``line`` the character at ``position`` starts (PySide6 gives it with the position moved to)."""
    x = line.cursorToX(position)
    return float(x[0] if isinstance(x, tuple) else x)  # type: ignore[arg-type]


def _column_gaps(html: str, font: QFont) -> list[float]:
    """The blank space between each two neighbouring cells' words in every row of every table of ``html`` as rich
    text lays it out (leading and trailing blanks are space, not words), in pixels."""
    doc = QTextDocument()
    doc.setDefaultFont(font)
    doc.setHtml(html)
    layout = doc.documentLayout()
    gaps = []
    for table, row in ((t, r) for t in doc.rootFrame().childFrames() if isinstance(t, QTextTable)
                       for r in range(t.rows())):
        spans = []
        for col in range(table.columns()):
            block = table.cellAt(row, col).firstCursorPosition().block()
            text, line = block.text(), block.layout().lineAt(0)
            left = len(text) - len(text.lstrip("\u00a0 "))
            right = len(text.rstrip("\u00a0 "))
            x = layout.blockBoundingRect(block).x()
            spans.append((x + _cursor_x(line, left), x + _cursor_x(line, right)))
        gaps += [b[0] - a[1] for a, b in itertools.pairwise(spans)]
    return gaps


@pytest.fixture(params=["en", "nl"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    """The test in each language (Dutch is where it showed), English again afterwards."""
    install_translator(qapp, request.param)
    yield request.param
    install_translator(qapp, "en")


def test_the_result_panel_keeps_its_columns_apart(qtbot: QtBot, make_window: WindowFactory, language: str) -> None:
    window = make_window(seed=3)
    table = window.table
    play_to_the_end(qtbot, window)
    qtbot.waitUntil(table.result.isVisible)
    label = table.result.text
    space = QFontMetricsF(label.font()).horizontalAdvance(" ")
    gaps = _column_gaps(label.text(), label.font())
    assert gaps and min(gaps) >= 1.5 * space, f"columns {min(gaps):.1f} px apart, a space is {space:.1f} px"


def test_the_final_standings_keep_their_columns_apart(qtbot: QtBot, make_window: WindowFactory, language: str) -> None:
    rules = Rules({"session_end": "hands", "session_length": 2, "tiebreak": "shared"})
    window = make_window(seed=6, seats=COMPUTERS, rules=rules)
    session = window.controller.session
    assert session is not None
    qtbot.waitUntil(lambda: session.is_over and window.table.result.isVisible(), timeout=20000)
    label = window.table.result.text
    space = QFontMetricsF(label.font()).horizontalAdvance(" ")
    gaps = _column_gaps(label.text(), label.font())
    assert len(gaps) > 2 * 4  # the hand's table and the standings
    assert min(gaps) >= 1.5 * space, f"columns {min(gaps):.1f} px apart, a space is {space:.1f} px"


# -- a new game started while one's turn to bid: the old bar stayed up through the new deal ----------------------


@pytest.mark.parametrize("first_dealer", ["random", "cut_low"])
def test_a_new_game_hides_the_last_hands_buttons_while_it_deals(qtbot: QtBot, make_window: WindowFactory,
                                                                  first_dealer: str) -> None:
    """Seen at 7 players: "Your bid: North has bid Two" and the old hand's bid buttons stayed on the bar (and took
    clicks) for the seconds the new session's cards were dealt, though that session had no North. The same as a new
    game, and while the cards are cut for the first deal: the bar's old content goes with the old hand."""
    rules = Rules({"first_dealer": first_dealer})
    for seed in range(1, 30):
        window = make_window(seed=seed, speed="slow", rules=rules)  # a deal of two seconds, to look at the bar
        state = idle_at(qtbot, window)
        if state.phase == "bidding" and state.bids:
            break
        window.close()
    table = window.table
    assert table.bar.isVisible() and table.bar.buttons, "seat 0 to bid after someone else: the bar shows"
    old_prompt = table.bar.prompt.text()
    before = table.snap
    window.menus.new_action.trigger()  # Game > New game
    if first_dealer == "cut_low":
        qtbot.waitUntil(table.cut_panel.isVisible, timeout=10000)
    else:
        qtbot.waitUntil(lambda: table.snap is not before and table.snap is not None and table.snap.event == "hand",
                        timeout=10000)
    assert table.busy(), "the cards are being cut or dealt"
    showing = table.bar.isVisible() and (table.bar.buttons or table.bar.prompt.text() == old_prompt)
    assert not showing, (old_prompt, table.bar.prompt.text(), [b.text() for b in table.bar.buttons])
    # A slow cut and deal take 6 s with both cores busy: the wait has room for a slower machine.
    qtbot.waitUntil(lambda: not table.busy(), timeout=20000)
    idle_at(qtbot, window)
    assert table.bar.isVisible()  # the new hand's own bar, once dealt


def test_the_cut_for_a_new_game_shows_nothing_of_the_last_hand(qtbot: QtBot, make_window: WindowFactory) -> None:
    """Seen at 5 players: while the cards were cut for a new session's first deal, the last hand's dealer's plate
    still said "sits out" (no one has dealt yet) and the widow's label stood over an empty middle."""
    rules = Rules({"players": 5, "first_dealer": "cut_low", "widow": True})
    window = make_window(seed=2, speed="slow", rules=rules)
    idle_at(qtbot, window)
    table = window.table
    assert any(plate.sitting_out for plate in table.plates), "the dealer sits out the hand he deals"
    assert any(label.isVisible() for label in table.pile_labels.values()), "the widow is named"
    window.menus.new_action.trigger()  # Game > New game
    qtbot.waitUntil(table.cut_panel.isVisible, timeout=10000)
    assert not [plate.seat for plate in table.plates if plate.sitting_out]
    assert not [label.text() for label in table.pile_labels.values() if label.isVisible()]
    # The info panel says what is going on: it read "napdesk", a placeholder, all through the cut.
    assert table.info.lines == ["New game", "Cutting for the deal"], table.info.lines
    # The new hand's dealer sits out once it is dealt (not only by seat 0's turn: at the slow speed, on a busy
    # machine, four computers' bids can take longer than waiting for that turn allowed).
    qtbot.waitUntil(lambda: not table.cut_panel.isVisible() and window.controller.state is not None, timeout=15000)
    qtbot.waitUntil(lambda: any(plate.sitting_out for plate in table.plates), timeout=15000)
    assert table.info.lines[0] != "New game"
