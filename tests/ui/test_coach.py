"""Coach mode: every lesson walked with real mouse clicks on the bid buttons and double-clicks on the cards the
coach points at, in English, Dutch and Spanish; a poor card and an illegal one are explained, not just refused."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from napdesk.ai.lessons import LESSONS, PERSON
from napdesk.engine.actions import Bid, Play
from napdesk.engine.cards import Card
from napdesk.store import Store
from napdesk.store.lessons import lesson_done, lessons_done
from napdesk.ui.coach import CoachWindow
from napdesk.ui.i18n import bid_label, install_translator

WAIT = 20000


@pytest.fixture
def coach(qtbot: QtBot) -> Iterator[CoachWindow]:
    window = CoachWindow(speed="off", store=None)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    yield window
    window.close()


def _decision(qtbot: QtBot, window: CoachWindow) -> str:
    """Wait until the person decides or the lesson is over; "over", "bid" or "play"."""
    def ready() -> bool:
        state = window.coach.mirror
        if state is None:
            return False
        if state.is_over:
            return window.table.result.isVisible()
        snap = window.table.snap
        return (state.to_move == PERSON and snap is not None and snap.my_turn and not window.table.busy()
                and window.coach._spoken == len(state.history))
    qtbot.waitUntil(ready, timeout=WAIT)
    state = window.coach.mirror
    assert state is not None
    return "over" if state.is_over else ("bid" if state.phase == "bidding" else "play")


def _click_bid(window: CoachWindow, bid: Bid) -> None:
    button = window.table.bar.button(bid_label(bid))
    assert button is not None and button.isEnabled(), [b.text() for b in window.table.bar.buttons]
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def _double_click(window: CoachWindow, card: Card) -> None:
    table = window.table
    rect = table.item_for(card).sceneBoundingRect()
    pt = table.mapFromScene(QPointF(rect.left() + min(14.0, rect.width() / 4), rect.center().y()))
    QTest.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pt)


def _drag(window: CoachWindow, card: Card) -> None:
    """Pick the card up and drop it on the trick in the middle, as a person does with the mouse."""
    table = window.table
    rect = table.item_for(card).sceneBoundingRect()
    start = table.mapFromScene(QPointF(rect.left() + min(14.0, rect.width() / 4), rect.center().y()))
    end = table.mapFromScene(table.zone.rect.center())
    vp = table.viewport()
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, 9):
        QTest.mouseMove(vp, start + (end - start) * (i / 8), 5)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end, 5)


def walk(qtbot: QtBot, window: CoachWindow, index: int) -> tuple[int, list[str]]:
    """Play lesson ``index`` as the coach says; the decisions made and the coach's words."""
    window.start(index)
    said: list[str] = []
    for decisions in range(20):
        kind = _decision(qtbot, window)
        said.append(window.panel.words.text())
        if kind == "over":
            return decisions, said
        state = window.coach.mirror
        assert state is not None
        before = len(state.history)
        assert window.panel.words.text(), "the coach speaks before each decision"
        if kind == "bid":
            _click_bid(window, LESSONS[index].bid)
        else:
            pointed = window.coach.pointed()
            assert pointed, "the coach points at the cards it means"
            card = pointed[0]
            assert isinstance(card, Card)
            _drag(window, card)
        qtbot.waitUntil(lambda state=state, before=before: len(state.history) > before,  # type: ignore[misc]
                        timeout=WAIT)
    raise AssertionError("the lesson never ended")


@pytest.mark.parametrize("language", ["en", "nl", "es"])
def test_every_lesson_walks_through_in_each_language(qtbot: QtBot, coach: CoachWindow, language: str) -> None:
    app = QApplication.instance()
    assert app is not None
    install_translator(app, language)
    try:
        for i, lesson in enumerate(LESSONS):
            decisions, said = walk(qtbot, coach, i)
            assert decisions >= 2, lesson.key
            assert all(said), lesson.key
            assert coach.panel.heading.text() and coach.panel.idea.text()
            assert coach.table.result.isVisible()
            assert str(lesson.key) in coach.coach.done
        if language == "nl":
            assert "Les 1" in coach.panel.heading.text() or "Les 5" in coach.panel.heading.text()
        if language == "es":
            assert "Lección" in coach.panel.heading.text()
    finally:
        install_translator(app, "en")


def test_a_poor_card_is_explained_and_goes_through_when_played_again(qtbot: QtBot, coach: CoachWindow) -> None:
    coach.start(1)  # What a bid means: three sure spades
    assert _decision(qtbot, coach) == "bid"
    _click_bid(coach, Bid.parse("3"))
    assert _decision(qtbot, coach) == "play"
    state = coach.coach.mirror
    assert state is not None
    assert Card("AS") in coach.coach.pointed()
    _double_click(coach, Card("4H"))  # hearts would be trumps: three tricks given away
    qtbot.waitUntil(lambda: "4♥" in coach.panel.words.text(), timeout=WAIT)
    assert "gives away" in coach.panel.words.text()
    assert len(state.history) == 4, "the card was not played"
    qtbot.waitUntil(lambda: coach.table.item_for(Card("4H")).pos() == coach.table.item_for(Card("4H")).home)
    _double_click(coach, Card("4H"))  # chosen again: it goes
    qtbot.waitUntil(lambda: len(state.history) == 5, timeout=WAIT)
    assert state.history[4] == (PERSON, Play(Card("4H")))


def test_a_wrong_bid_is_explained_first(qtbot: QtBot, coach: CoachWindow) -> None:
    coach.start(0)  # Follow suit: a weak hand, pass
    assert _decision(qtbot, coach) == "bid"
    _click_bid(coach, Bid.parse("2"))
    qtbot.waitUntil(lambda: "This lesson asks for Pass" in coach.panel.words.text(), timeout=WAIT)
    state = coach.coach.mirror
    assert state is not None and state.bids == []


def test_an_illegal_card_is_refused_with_the_engines_reason(qtbot: QtBot, coach: CoachWindow) -> None:
    coach.start(0)
    assert _decision(qtbot, coach) == "bid"
    _click_bid(coach, Bid.parse("pass"))
    assert _decision(qtbot, coach) == "play"
    state = coach.coach.mirror
    assert state is not None and state.trump == Card("AH").suit  # West led hearts: trumps
    assert "must follow" in coach.panel.words.text()
    before = len(state.history)
    _double_click(coach, Card("9C"))
    qtbot.waitUntil(lambda: "Not that card" in coach.panel.words.text(), timeout=WAIT)
    assert "hearts" in coach.panel.words.text()
    assert len(state.history) == before


def test_why_gives_the_experts_reason(qtbot: QtBot, coach: CoachWindow) -> None:
    coach.start(2)
    assert _decision(qtbot, coach) == "bid"
    QTest.mouseClick(coach.panel.why_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(coach.panel.why_label.isVisible, timeout=WAIT)
    assert coach.panel.why_label.text().startswith("Why:")


def test_progress_is_kept_in_the_store(qtbot: QtBot) -> None:
    store = Store.memory()
    window = CoachWindow(speed="off", store=store, profile=1)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    walk(qtbot, window, 0)
    assert lessons_done(store, 1) == ["follow"]
    window.start()
    assert window.coach.index == 1  # the first lesson not done yet
    window.close()


def test_offered_on_the_first_start_and_in_the_game_menu(qtbot: QtBot) -> None:
    from napdesk.ui.app import MainWindow

    store = Store.memory()
    first = MainWindow(store=store, start=False, speed="off")
    qtbot.addWidget(first)
    first.show()
    qtbot.waitExposed(first)
    offer = first.coaching.lesson_offer
    assert offer.isVisible() and "Learn to play" in offer.text()
    QTest.mouseClick(offer, Qt.MouseButton.LeftButton)
    lessons = first.coaching.coach_window
    assert lessons is not None
    qtbot.waitUntil(lessons.isVisible, timeout=WAIT)
    assert lessons.coach.index == 0 and not offer.isVisible()
    lessons.close()
    lesson_done(store, 1, "follow")
    again = MainWindow(store=store, start=False, speed="off")  # a lesson done: no longer a first start
    qtbot.addWidget(again)
    again.show()
    qtbot.waitExposed(again)
    assert not again.coaching.lesson_offer.isVisible()
    assert again.menus.learn_action.text().replace("&", "") == "Learn to play"
    again.menus.learn_action.trigger()
    qtbot.waitUntil(lambda: again.coaching.coach_window is not None and again.coaching.coach_window.isVisible(),
                    timeout=WAIT)
    coach = again.coaching.coach_window
    assert coach is not None
    coach.close()


def test_the_lessons_are_kept_for_the_persons_own_profile(qtbot: QtBot) -> None:
    """The person at the desk is one profile in every language (its name stored as the code "you"): the lessons
    are kept for that profile, the one the game records, not for one named by the word of the day."""
    from napdesk.ui.app import MainWindow

    store = Store.memory()
    window = MainWindow(store=store, start=False, speed="off")
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    lessons = window.learn_to_play()
    qtbot.waitUntil(lessons.isVisible, timeout=WAIT)
    assert lessons.coach.profile == store.profiles.desk("you").id
    assert store.profiles.get(lessons.coach.profile).name == "you"  # the lessons, opened first, made it: as a code
    lessons.close()


def test_the_first_word_in_the_status_line_does_not_move_the_table(qtbot: QtBot, coach: CoachWindow) -> None:
    """The coach's window made its status line only when the first message came (a wrong bid's): the table
    shrank under the pointer, and the bid buttons moved up by a line as the person went to click again."""
    before = coach.table.geometry()
    coach.table.status.emit("A word in the status line")
    qtbot.wait(50)
    assert coach.table.geometry() == before


def test_a_longer_word_from_the_coach_does_not_move_the_table(qtbot: QtBot, coach: CoachWindow) -> None:
    """The coach's word took one line, then two (the trumps lesson's lead), then one: each time the table under
    it moved by a line, the person's cards and the bid buttons with it."""
    panel = coach.panel
    panel.say("A short word.")
    qtbot.wait(50)
    before = coach.table.geometry()
    panel.say(" ".join(["A word of the coach's that runs on long enough to need a second line."] * 3))
    qtbot.wait(50)
    assert panel.words.height() >= 2 * panel.words.fontMetrics().lineSpacing()
    assert coach.table.geometry() == before
    panel.say("A short word again.")
    qtbot.wait(50)
    assert coach.table.geometry() == before
