"""The hand history: a stored hand or a record file, stepped through card by card, with the analysis."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from napdesk.ai import make_player
from napdesk.ai.analysis import analyse
from napdesk.engine.actions import Play
from napdesk.engine.deal import deal_hand
from napdesk.engine.hand import HandState
from napdesk.engine.record import record_of
from napdesk.engine.rules import OPTIONS, Rules
from napdesk.store import Store
from napdesk.ui.dialogs import HandHistoryWindow, RulesHelpDialog
from napdesk.ui.dialogs.history import card_text
from napdesk.ui.words import analysis_note


def make(qtbot: QtBot, store: Store | None = None) -> HandHistoryWindow:
    window = HandHistoryWindow(store)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def first_played_hand(store: Store, sid: int) -> int:
    for row in store.scoreboard(sid, 1, 50).rows:
        if row.bidder is not None:
            return row.number
    raise AssertionError("no hand was bid")


def test_dialog_history_steps_through_a_stored_hand(qtbot: QtBot, store: Store, played: Callable[..., object]) -> None:
    sid = played(store, 6).sid  # type: ignore[attr-defined]
    number = first_played_hand(store, sid)
    window = make(qtbot, store)
    window.session_box.setCurrentIndex(0)
    window.hand_spin.setValue(number)
    qtbot.mouseClick(window.open_button, Qt.MouseButton.LeftButton)
    replay = window.replay
    assert replay is not None and replay.error is None and window.error_text() == ""
    assert window.step == 0
    dealt = window.board_text()
    assert all(name in dealt for name in ("Ann", "Ben", "Cat", "Dan"))
    assert not window.back_button.isEnabled()
    # step on to the first card played, by clicks
    first_play = next(i for i, (_, a) in enumerate(replay.actions) if isinstance(a, Play)) + 1
    for _ in range(first_play):
        qtbot.mouseClick(window.forward_button, Qt.MouseButton.LeftButton)
    assert window.step == first_play
    seat, action = replay.actions[first_play - 1]
    assert isinstance(action, Play)
    assert card_text(action.card) in window.step_label.text()
    assert "Trick:" in window.board_text()
    assert card_text(action.card) not in window.board.seat_line(seat)
    qtbot.mouseClick(window.back_button, Qt.MouseButton.LeftButton)
    assert window.step == first_play - 1 and card_text(action.card) in window.board.seat_line(seat)
    qtbot.mouseClick(window.last_button, Qt.MouseButton.LeftButton)
    assert window.step == replay.steps
    assert "bid was made" in window.step_label.text() or "bid failed" in window.step_label.text()
    window.log.setCurrentRow(0)
    assert window.step == 1
    # the keyboard steps too
    qtbot.keyClick(window.board, Qt.Key.Key_Right)
    assert window.step == 2
    qtbot.keyClick(window.board, Qt.Key.Key_Home)
    assert window.step == 0 and window.board_text() == dealt
    qtbot.keyClick(window.board, Qt.Key.Key_End)
    assert window.step == replay.steps
    # the analysis comes once the window is up
    qtbot.waitUntil(lambda: window.analysis_label.text() != "", timeout=10_000)
    assert "tricks" in window.analysis_label.text()
    if window.turning_step() is not None:
        qtbot.mouseClick(window.turning_button, Qt.MouseButton.LeftButton)
        assert window.step == window.turning_step()


def test_dialog_history_imports_a_record_file(qtbot: QtBot, store: Store, played: Callable[..., object],
                                              tmp_path: Path) -> None:
    sid = played(store, 3).sid  # type: ignore[attr-defined]
    record = store.hand_record(sid, first_played_hand(store, sid))
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    window = make(qtbot, None)
    assert window.import_file(path)
    assert window.replay is not None and window.replay.steps == len(record["actions"])
    assert "hand.json" in window.windowTitle()
    window.slider.setValue(window.replay.steps)
    assert window.step == window.replay.steps


@pytest.mark.parametrize(("text", "expected"), [
    ("{not json", "not JSON"),
    ("[1, 2, 3]", ": a hand record must be a JSON object"),
    ('{"format": "napdesk-hand/1"}', ": the players (“players”) must be a list of names"),
])
def test_dialog_history_malformed_record_shows_a_clear_error(qtbot: QtBot, tmp_path: Path, text: str,
                                                             expected: str) -> None:
    path = tmp_path / "broken.json"
    path.write_text(text, encoding="utf-8")
    window = make(qtbot)
    assert not window.import_file(path)
    assert window.error.isVisible()
    assert "broken.json is not a hand napdesk can replay" in window.error_text()
    assert expected in window.error_text()
    assert window.replay is None and not window.forward_button.isEnabled()


def test_dialog_history_record_with_a_refused_action(qtbot: QtBot, store: Store, played: Callable[..., object],
                                                     tmp_path: Path) -> None:
    sid = played(store, 3).sid  # type: ignore[attr-defined]
    record = store.hand_record(sid, first_played_hand(store, sid))
    plays = [i for i, a in enumerate(record["actions"]) if "play" in a]
    second, third = plays[1], plays[2]
    # the third card played by the first player again: not his turn
    record["actions"][third] = dict(record["actions"][second])
    path = tmp_path / "refused.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    window = make(qtbot)
    assert not window.import_file(path)
    assert f"action {third + 1} (seat" in window.error_text()
    assert window.replay is not None and window.replay.steps == third
    qtbot.mouseClick(window.last_button, Qt.MouseButton.LeftButton)
    assert window.step == third


def test_dialog_rules_help_shows_the_session_rules(qtbot: QtBot) -> None:
    rules = Rules({"misere": False}, preset="pool")
    dialog = RulesHelpDialog(rules)
    qtbot.addWidget(dialog)
    dialog.show()
    text = dialog.browser.toPlainText()
    assert "The highest bidder leads the first trick" in text
    for opt in OPTIONS:
        assert opt.label in text and opt.key in text
    assert "preset Pool" in text  # a preset by its title


def _hand_with_two_swings() -> dict[str, object]:
    """A record of a hand whose result changed twice: a beginner's mistake, then another that undid it."""
    for seed in range(100):
        rng = random.Random(seed)
        dealer = rng.randrange(4)
        state = HandState(Rules(), dealer, deal_hand(Rules(), dealer, rng))
        players = [make_player("beginner", seed * 4 + s) for s in range(4)]
        while not state.is_over:
            state.apply(players[state.to_move].choose(state.view(state.to_move)))
        if len(analyse(state).swings) == 2:
            return record_of(state, ["Ann", "Ben", "Cat", "Dan"])
    raise AssertionError("no beginners' hand in 100 changed its result twice")


def test_dialog_history_names_both_cards_when_the_result_changed_back(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "swings.json"
    path.write_text(json.dumps(_hand_with_two_swings()), encoding="utf-8")
    window = make(qtbot)
    assert window.import_file(path)
    qtbot.waitUntil(lambda: window.analysis_label.text() != "", timeout=10_000)
    text = window.analysis_label.text()
    # in the words of the result panel at the table (the two said the same in two ways)
    replay = window.replay
    assert replay is not None and window.analysis is not None
    assert text == analysis_note(window.analysis, replay.players, (), replay.final.rules.hand_size), text
    assert "put the bid out of reach" in text and "brought the bid within reach" in text
    qtbot.mouseClick(window.turning_button, Qt.MouseButton.LeftButton)
    assert window.step == window.turning_step()  # the first of them
