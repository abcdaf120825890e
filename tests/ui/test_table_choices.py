"""What the table says and does at the moments a player complained of (issue 31): a tie-break hand named as one and
announced before it is dealt; Enter never bids, deals or starts a game the person did not choose; a fee paid to
the pool taken off the payer's chips on his plate; L shows the last trick and nothing of the trick in play."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from napdesk.engine.actions import PASS, Claim, Play
from napdesk.engine.hand import HandState
from napdesk.engine.rules import Rules
from napdesk.ui.app import MainWindow
from napdesk.ui.controller import SeatConfig
from tests.ui.play_along import grew, idle_at, play_to_the_end, state_of

WindowFactory = Callable[..., MainWindow]
PERSON_AND_COMPUTERS = [SeatConfig("You", True), *(SeatConfig(n, False, "random") for n in ("West", "North", "East"))]
ONE_HAND_TIED = Rules({"session_end": "hands", "session_length": 1, "tiebreak": "extra_hand"})


# -- 1: a tie-break hand -------------------------------------------------------------------------------------------


def test_a_tie_break_is_announced_on_the_result_and_named_on_the_panel(qtbot: QtBot,
                                                                       make_window: WindowFactory) -> None:
    """A session of one hand ending level at the top (seed 1: the person among the leaders): the result panel says
    a tie-break follows and deals it by a button of its own, and the hand is never "Hand 2 of 1"."""
    window = make_window(seed=1, rules=ONE_HAND_TIED, seats=PERSON_AND_COMPUTERS)
    table = window.table
    play_to_the_end(qtbot, window)
    qtbot.waitUntil(table.result.isVisible, timeout=20000)
    session = window.controller.session
    assert session is not None and session.tied is not None and 0 in session.tied
    assert "A tie-break follows" in table.result.content(), table.result.content()
    (button,) = table.result.buttons
    assert button.text() == "&Deal the tie-break", button.text()
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not state_of(window).is_over and session.hands_played == 1, timeout=20000)
    idle_at(qtbot, window)
    head = table.info.lines[0]
    assert head.startswith("Tie-break: hand 2") and "of 1" not in head, head
    play_to_the_end(qtbot, window)
    qtbot.waitUntil(table.result.isVisible, timeout=20000)
    head = table.info.lines[0]
    assert head.startswith("Tie-break: hand 2") and "of 1" not in head, head  # the hand just played was one


# -- 3: Enter does only what the person chose -----------------------------------------------------------------------


def _my_bid(qtbot: QtBot, window: MainWindow) -> HandState:
    for seed in range(1, 40):  # a deal where seat 0 speaks before the bidding ends
        window.controller.new_session(seed=seed)
        window.controller.next_hand()
        state = idle_at(qtbot, window)
        if not state.is_over and state.phase == "bidding":
            return state
    raise AssertionError("seat 0 never had a bid to make")


def _tab_to(qtbot: QtBot, wanted: Callable[[QWidget], bool], most: int = 1) -> QWidget:
    """Tab (at most ``most`` times) from the widget with the keyboard until ``wanted`` holds for the new one: the
    person's own move."""
    for _ in range(most + 1):
        focus = QApplication.focusWidget()
        assert focus is not None
        if wanted(focus):
            return focus
        QTest.keyClick(focus, Qt.Key.Key_Tab)
    raise AssertionError("Tab never reached the control wanted")


def test_with_hints_on_enter_does_not_bid_the_recommended_bid(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window(seed=4)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    window.menus.hints_action.trigger()  # View > Hints: the chance of each bid on its button, a bid recommended
    state = _my_bid(qtbot, window)
    bar = window.table.bar
    qtbot.waitUntil(lambda: any("%" in b.text() for b in bar.buttons if b.isEnabled()), timeout=20000)
    QApplication.processEvents()
    focus = QApplication.focusWidget()
    assert focus is not None and focus not in bar.buttons, focus  # a neutral place: the hand
    before = len(state.bids)
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
        QTest.keyClick(focus, key)
    QApplication.processEvents()
    assert len(state_of(window).bids) == before and state_of(window).to_move == 0  # nothing was bid
    # The keyboard still bids: Tab to the bar, and the bid the person moved to is made.
    button = _tab_to(qtbot, lambda w: w in bar.buttons and w.isEnabled())
    assert isinstance(button, QPushButton)
    QTest.keyClick(button, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(state_of(window).bids) > before or state_of(window).is_over, timeout=20000)
    assert state_of(window).bids[before][0] == 0


class _Clock:
    """The result panel's clock, moved by the test: "just shown" and "a moment later" without waiting or timing."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def _held_clock(window: MainWindow) -> _Clock:
    clock = _Clock()
    window.table.result.clock = clock
    return clock


def _key(widget: QWidget, key: Qt.Key, repeat: bool) -> None:
    """A key press and its release as the window system delivers them, ``repeat``: the auto-repeat of a held key."""
    for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
        QApplication.sendEvent(widget, QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier, "\r", repeat))


def test_a_fresh_enter_on_the_result_panel_deals_but_not_one_as_it_appears_nor_a_held_one(
        qtbot: QtBot, make_window: WindowFactory) -> None:
    """The Enter that played the last card, pressed again (or held) as the panel appears, deals nothing; Enter
    pressed anew once the panel has stood a moment deals the next hand."""
    window = make_window(seed=3)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    table = window.table
    clock = _held_clock(window)
    play_to_the_end(qtbot, window)
    qtbot.waitUntil(table.result.isVisible, timeout=20000)
    QApplication.processEvents()
    focus = QApplication.focusWidget()
    assert focus is table.result, focus
    clock.now += 0.1  # as the panel appears
    QTest.keyClick(focus, Qt.Key.Key_Return)
    QTest.keyClick(focus, Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier)
    QApplication.processEvents()
    assert state_of(window).is_over and table.result.isVisible()  # not dealt
    clock.now += 5.0  # a moment later: a held Enter still deals nothing
    _key(focus, Qt.Key.Key_Return, repeat=True)
    QApplication.processEvents()
    assert state_of(window).is_over and table.result.isVisible()
    QTest.keyClick(focus, Qt.Key.Key_Return)  # pressed anew
    qtbot.waitUntil(lambda: not state_of(window).is_over, timeout=20000)
    qtbot.waitUntil(lambda: not table.result.isVisible())  # the deal puts it away


def test_enter_on_the_result_panel_does_not_deal_and_tab_then_enter_does(qtbot: QtBot,
                                                                         make_window: WindowFactory) -> None:
    window = make_window(seed=3)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    table = window.table
    _held_clock(window)  # the panel just shown, however long the machine takes to press the keys
    play_to_the_end(qtbot, window)
    qtbot.waitUntil(table.result.isVisible, timeout=20000)
    QApplication.processEvents()
    focus = QApplication.focusWidget()
    assert focus is not None and focus not in table.result.buttons, focus
    QTest.keyClick(focus, Qt.Key.Key_Return)
    QTest.keyClick(focus, Qt.Key.Key_Enter)
    QApplication.processEvents()
    assert state_of(window).is_over and table.result.isVisible()  # not dealt
    button = _tab_to(qtbot, lambda w: w in table.result.buttons)
    QTest.keyClick(button, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not state_of(window).is_over, timeout=20000)


def test_enter_on_the_session_over_panel_does_not_start_a_new_game(qtbot: QtBot, make_window: WindowFactory) -> None:
    rules = Rules({"session_end": "hands", "session_length": 1, "tiebreak": "shared"})
    window = make_window(seed=6, rules=rules, seats=PERSON_AND_COMPUTERS)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    table = window.table
    session = window.controller.session
    _held_clock(window)
    play_to_the_end(qtbot, window)
    qtbot.waitUntil(lambda: session is not None and session.is_over and table.result.isVisible(), timeout=20000)
    QApplication.processEvents()
    focus = QApplication.focusWidget()
    assert focus is not None and focus not in table.result.buttons, focus
    QTest.keyClick(focus, Qt.Key.Key_Return)
    QApplication.processEvents()
    assert window.controller.session is session
    button = _tab_to(qtbot, lambda w: w in table.result.buttons)
    QTest.keyClick(button, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.controller.session is not session, timeout=20000)


# -- 6: a fee paid to the pool comes off the payer's chips on his plate ------------------------------------------------


def _chips_on_plate(window: MainWindow, seat: int) -> str:
    plate = next(p for p in window.table.plates if p.seat == seat)
    return plate.chips


def test_the_peep_fee_comes_off_the_payers_plate_as_the_pool_grows(qtbot: QtBot, make_window: WindowFactory) -> None:
    rules = Rules({"pool": True, "peep": True})
    window = make_window(seed=1, rules=rules, seats=PERSON_AND_COMPUTERS)
    for seed in range(1, 40):  # a deal where the person may peep
        window.controller.new_session(seed=seed)
        window.controller.next_hand()
        state = idle_at(qtbot, window)
        if not state.is_over and window.table.bar.button("Peep (1 counter)") is not None:
            break
    else:
        raise AssertionError("no peep offered")
    chips_before = _chips_on_plate(window, 0)
    pool_before = state.pool
    button = window.table.bar.button("Peep (1 counter)")
    assert button is not None
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: state_of(window).pool == pool_before + 1, timeout=20000)
    qtbot.waitUntil(lambda: not window.table.busy(), timeout=20000)
    session = window.controller.session
    assert session is not None
    paid = int(chips_before.split()[0]) - 1
    assert _chips_on_plate(window, 0) == f"{paid} counters", (chips_before, _chips_on_plate(window, 0))
    assert f"Pool {pool_before + 1}" in window.table.info.lines


def test_the_purchase_fee_comes_off_the_payers_plate(qtbot: QtBot, make_window: WindowFactory) -> None:
    rules = Rules({"pool": True, "purchase": "per_card"})
    window = make_window(seed=1, rules=rules, seats=PERSON_AND_COMPUTERS)
    for seed in range(1, 40):  # a deal where the person exchanges
        window.controller.new_session(seed=seed)
        window.controller.next_hand()
        state = idle_at(qtbot, window)
        if not state.is_over and state.phase == "exchange":
            break
    else:
        raise AssertionError("no purchase")
    chips_before = int(_chips_on_plate(window, 0).split()[0])
    table = window.table
    cards = table.hand_cards()
    for card in cards[:2]:  # two cards chosen by a click each
        QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         _card_point(window, card))
    button = table.bar.button("Exchange 2 (fee 2)")
    assert button is not None and button.isEnabled(), [b.text() for b in table.bar.buttons]
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: state_of(window).exchanged.get(0) == 2, timeout=20000)
    qtbot.waitUntil(lambda: not table.busy(), timeout=20000)
    assert _chips_on_plate(window, 0) == f"{chips_before - 2} counters"


def _card_point(window: MainWindow, card: object) -> QPoint:
    item = window.table.item_for(card)  # type: ignore[arg-type]
    rect = item.sceneBoundingRect()
    return window.table.mapFromScene(QPointF(rect.left() + min(14.0, rect.width() / 4), rect.center().y()))


# -- 7: L in the middle of a trick ------------------------------------------------------------------------------------


def test_l_mid_trick_shows_the_last_trick_and_none_of_the_trick_in_play(qtbot: QtBot,
                                                                        make_window: WindowFactory) -> None:
    """Seen: L while East's 10♥ lay in the trick in play showed that card in East's place, where the status line
    named the 2♠ East had played to the last trick."""
    window = make_window(seed=2, seats=PERSON_AND_COMPUTERS)
    table = window.table
    for _ in range(400):
        state = idle_at(qtbot, window)
        if state.is_over:
            table.finish_animations()
            window.controller.next_hand()
            continue
        if state.phase == "play" and state.tricks and state.trick_cards:
            break
        before = len(state.history)
        actions = state.legal_actions()
        plays = [a for a in actions if isinstance(a, Play)]
        if state.phase == "play" and len(plays) == 1 and not any(isinstance(a, Claim) for a in actions):
            qtbot.waitUntil(grew(window, before), timeout=20000)
            continue
        window.controller.submit(plays[0] if state.phase == "play" else PASS if PASS in actions else actions[0])
    else:
        raise AssertionError("never on play with a trick behind and cards in the middle")
    last, in_play = state.tricks[-1], list(state.trick_cards)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    QTest.keyClick(window, Qt.Key.Key_L)
    qtbot.waitUntil(lambda: table.shown_trick is last, timeout=20000)

    def shown(card: object) -> bool:
        item = table.item_for(card)  # type: ignore[arg-type]
        return item.isVisible() and item.face_up and item.opacity() > 0.99

    qtbot.waitUntil(lambda: all(shown(c) for c in last.cards), timeout=20000)
    QApplication.processEvents()
    # the trick in play steps aside while the last one is shown: only the last trick's cards are in the middle
    assert not [c for c in in_play if shown(c)], [str(c) for c in in_play if shown(c)]
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: table.shown_trick is None, timeout=20000)
    table.finish_animations()
    QApplication.processEvents()
    for card in in_play:  # and comes back after
        assert table.item_for(card).isVisible(), card


# -- 7: the analysis line belongs to the hand it was made for ------------------------------------------------------


def test_a_practice_hand_is_not_given_the_analysis_of_the_hand_it_replays(qtbot: QtBot,
                                                                          make_window: WindowFactory) -> None:
    """Seen: "your 2♠ put the bid out of reach" on a misère that was made. The misère made was "Play this deal
    again"'s practice hand; the line was the analysis of the session's hand it replayed, lost with as many tricks
    played (the table kept analyses by hand number and tricks, and a practice hand has its session hand's number).
    A fixed deal (seed 3, every trick played): the first to speak bids misère, the others pass; the session's
    hand is played with each seat's first card, the practice hand with each seat's last."""
    people = [SeatConfig(n, True) for n in ("Ann", "Ben", "Cat", "Dan")]
    window = make_window(seed=3, rules=Rules({"hand_end": "all_tricks"}), seats=people)
    table = window.table
    controller = window.controller

    def play(pick: int) -> HandState:
        for _ in range(200):
            qtbot.waitUntil(lambda: not table.busy(), timeout=20000)
            state = state_of(window)
            if state.is_over:
                return state
            actions = [a for a in state.legal_actions() if not isinstance(a, Claim)]
            misere = [a for a in actions if getattr(a, "name", "") == "misere"]
            if state.phase == "bidding":
                opened = any(not bid.is_pass for _, bid in state.bids)
                action = misere[0] if misere and not opened else PASS if PASS in actions else actions[0]
            else:
                action = actions[pick]
            assert controller.submit(action) is None
        raise AssertionError("the hand did not end")

    analyses: list[object] = []
    controller.analysed.connect(analyses.append)
    first = play(0)
    assert first.contract is not None and first.contract.is_misere
    qtbot.waitUntil(lambda: bool(analyses) and "With all cards seen" in table.result.content(), timeout=30000)
    window.menus.again_action.trigger()  # Game > Play this deal again
    qtbot.waitUntil(lambda: controller.practice is not None and not state_of(window).is_over, timeout=20000)
    again = play(-1)
    assert again is controller.practice and len(again.tricks) == len(first.tricks)
    qtbot.waitUntil(lambda: table.result.isVisible() and table.snap is not None and table.snap.practice,
                    timeout=20000)
    QApplication.processEvents()
    assert "With all cards seen" not in table.result.content(), table.result.content()
