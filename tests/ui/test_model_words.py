"""What the model layer refuses reaches a Dutch or Spanish player in that language: a store's refusal on resuming
or saving, a saved rule set the engine refuses. Each is the model's code and facts said by the UI; only the
text of SQLite or a parser is shown as it came."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from napdesk.engine.rules import Rules
from napdesk.store import SessionRecorder, Store, StoreError
from napdesk.store.paths import DB_NAME, data_dir
from napdesk.store.problems import Problem
from napdesk.ui.app import MainWindow
from napdesk.ui.controller import SeatConfig
from napdesk.ui.dialogs import HouseRulesDialog, NewSessionDialog
from napdesk.ui.i18n import install_translator
from napdesk.ui.store_words import message_text

PEOPLE = [SeatConfig(name, True) for name in ("Ann", "Ben", "Cat", "Dan")]
COMPUTERS = [SeatConfig(f"C{i}", False, "beginner") for i in range(4)]


@pytest.fixture
def speak(qapp: QApplication) -> Iterator[Callable[[str], str]]:
    yield lambda language: install_translator(qapp, language)
    install_translator(qapp, "en")


def _window(qtbot: QtBot, store: Store, seats: list[SeatConfig] = PEOPLE) -> MainWindow:
    window = MainWindow(speed="off", seed=6, seats=seats, store=store, start=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_resuming_a_damaged_session_is_refused_in_dutch(qtbot: QtBot, speak: Callable[[str], str]) -> None:
    assert speak("nl") == "nl"
    with Store.open().store as store:
        window = _window(qtbot, store)
        window.new_game()
        sid = store.unfinished_sessions()[0].id
        store.connection.execute("UPDATE sessions SET snapshot = '[' WHERE id = ?", (sid,))
        other = _window(qtbot, store)
        other.resume_session(sid)
        shown = other.statusBar().currentMessage()
    assert shown == (f"Sessie {sid} is beschadigd en kan niet worden geopend (in de momentopname staat geen "
                     "geldige JSON (Expecting value bij teken 1)).")


def test_a_save_the_store_refuses_is_said_in_dutch(qtbot: QtBot, speak: Callable[[str], str],
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """SQLite's own words after ours, not the store's English "cannot save: ...": the dialog over the table, and
    a take-back refused."""
    assert speak("nl") == "nl"
    locked = StoreError("cannot save: database is locked", Problem.CANNOT_SAVE, error="database is locked")
    with Store.open().store as store:
        window = _window(qtbot, store, [SeatConfig("Ann", True), *COMPUTERS[1:]])
        window.controller.pace_ms = 0
        window.new_game()
        controller = window.controller
        qtbot.waitUntil(lambda: controller.state is not None and controller.state.to_move == 0, timeout=20000)
        state = controller.state
        assert state is not None
        assert controller.submit(state.legal_actions()[0]) is None
        qtbot.waitUntil(lambda: controller.can_undo(), timeout=20000)
        refused: list[str] = []
        controller.refused.connect(refused.append)

        def refuse(*_: object, **__: object) -> None:
            raise locked

        monkeypatch.setattr(SessionRecorder, "undo", refuse)
        assert not controller.undo()
        assert refused == ["Er is niets teruggenomen, het spel kan niet worden opgeslagen: database is locked"]
        monkeypatch.setattr(SessionRecorder, "record_action", refuse)
        state = controller.state
        assert state is not None and not state.is_over
        if state.to_move == 0:  # else a computer's next action is the one that cannot be saved
            controller.submit(state.legal_actions()[0])
        notice = window.save_notice
        qtbot.waitUntil(lambda: notice.box is not None and notice.box.isVisible(), timeout=20000)
        assert notice.box is not None
        text = notice.box.text()
        assert text.startswith("<p>napdesk kon de laatste zet niet opslaan: database is locked</p>"), text
        controller.shutdown()
        window.close()


def test_a_game_that_cannot_be_saved_says_so_in_dutch(qtbot: QtBot, speak: Callable[[str], str],
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    assert speak("nl") == "nl"

    def refuse(*_: object, **__: object) -> SessionRecorder:
        raise StoreError("cannot save: disk I/O error", Problem.CANNOT_SAVE, error="disk I/O error")

    monkeypatch.setattr(SessionRecorder, "create", refuse)
    with Store.open().store as store:
        window = _window(qtbot, store)
        window.new_game()
        assert window.statusBar().currentMessage() == "Dit spel wordt niet opgeslagen: disk I/O error"


def _bad_preset(name: str) -> None:
    """A saved rule set with a value the engine refuses (written by another program, or an older napdesk)."""
    with Store.open().store as store:
        store.settings.save_preset(name, Rules())
    db = sqlite3.connect(data_dir() / DB_NAME)
    db.execute("UPDATE presets SET rules = json_set(rules, '$.players', 9) WHERE name = ?", (name,))
    db.commit()
    db.close()


@pytest.mark.parametrize(("lang", "said"), [
    ("nl", "De opgeslagen regels Vrijdag zijn niet bruikbaar: Spelers: een waarde waarmee napdesk niet kan spelen"),
    ("es", "Las reglas guardadas Vrijdag no se pueden usar: Jugadores: un valor con el que napdesk no puede jugar"),
])
def test_a_saved_rule_set_the_engine_refuses_is_said_in_the_language(qtbot: QtBot, speak: Callable[[str], str],
                                                                      lang: str, said: str) -> None:
    assert speak(lang) == lang
    _bad_preset("Vrijdag")
    with Store.open().store as store:
        dialog = HouseRulesDialog(Rules(), store)
        qtbot.addWidget(dialog)
        dialog.show()
        dialog.choose_preset("Vrijdag", saved=True)
        assert dialog.problem_text() == said
        chooser = NewSessionDialog(store)
        qtbot.addWidget(chooser)
        chooser.show()
        chooser.choose_preset("Vrijdag", saved=True)
        assert chooser.message.text() == said.split(": ", 1)[1]


def test_in_english_the_engine_s_own_sentence_stays(qtbot: QtBot) -> None:
    _bad_preset("Friday")
    with Store.open().store as store:
        dialog = HouseRulesDialog(Rules(), store)
        qtbot.addWidget(dialog)  # deleted at the test's end, never inside a later test's garbage collection
        dialog.choose_preset("Friday", saved=True)
        assert dialog.problem_text().startswith("The saved rules Friday cannot be used: Players (players) must be")


def _moved_aside(folder: Path, make: Callable[[Path], None]) -> str:
    folder.mkdir(parents=True, exist_ok=True)
    make(folder / DB_NAME)
    opened = Store.open(folder, backup=False)
    try:
        (message,) = opened.messages
        assert message.code is Problem.MOVED_ASIDE
        return message_text(message)
    finally:
        opened.store.close()


def _foreign_database(path: Path) -> None:
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE notes (text)")
    db.commit()
    db.close()


@pytest.mark.parametrize(("make", "dutch"), [
    (lambda path: path.write_bytes(b"not a database at all, but long enough to have a header" * 4),
     "het is geen SQLite-database"),
    (lambda path: path.write_bytes(b"SQLite format 3\x00" + b"\x10\x00" + b"\x00" * 20), "het bestand is afgekapt"),
    (_foreign_database, "het is een SQLite-database, maar niet van napdesk"),
])
def test_a_saved_games_file_that_cannot_be_read_is_said_in_dutch(
        tmp_path: Path, speak: Callable[[str], str], make: Callable[[Path], None], dutch: str) -> None:
    assert speak("nl") == "nl"
    text = _moved_aside(tmp_path / "data", make)
    assert text.startswith(f"De bewaarde spellen konden niet worden gelezen ({dutch}). Het bestand is verplaatst "
                           "naar "), text
    assert not [words for words in ("it is", "truncated", "database, but") if words in text], text
