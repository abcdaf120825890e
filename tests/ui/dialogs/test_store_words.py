"""The store's messages reach the player as codes translated by the UI (napdesk.ui.store_words), never as the
store's English sentence, which stays for the command line and the log."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from napdesk.store import AlreadyRunning, Store, StoreError
from napdesk.store.paths import DB_NAME
from napdesk.store.problems import Problem
from napdesk.store.transfer import TransferError, import_file, run
from napdesk.ui import plain
from napdesk.ui.i18n import install_translator
from napdesk.ui.store_words import TEXTS, WITH_PID, error_text, message_text, store_text

MARK = "«»"


class Marking(QTranslator):
    """A language whose every store text is its English source marked: what went through the translator shows."""

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        return MARK + source if context == "napdesk.store" else ""

    def isEmpty(self) -> bool:
        return False


@pytest.fixture
def marked(qapp: QApplication) -> Iterator[None]:
    translator = Marking(qapp)
    QCoreApplication.installTranslator(translator)
    yield
    QCoreApplication.removeTranslator(translator)


def test_every_code_has_a_text() -> None:
    assert set(TEXTS) | {Problem.OTHER, Problem.ALREADY_RUNNING} == set(Problem)
    assert set(WITH_PID) <= set(TEXTS)


def test_opening_messages_are_translated_from_their_code(tmp_path: Path, marked: None) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / DB_NAME).write_bytes(b"")  # emptied by a crash
    opened = Store.open(folder, backup=False)
    try:
        (message,) = opened.messages
        assert message.code is Problem.EMPTY_FILE and "0 bytes" in message.text  # the English, for the log
        shown = message_text(message)
        assert shown.startswith(MARK) and str(folder / DB_NAME) in shown and "0 bytes" not in shown
    finally:
        opened.store.close()
    (folder / "napdesk.sqlite3").unlink()
    (folder / DB_NAME).write_bytes(b"not a database at all, but long enough to have a header" * 4)
    opened = Store.open(folder, backup=False)
    try:
        (message,) = opened.messages
        assert message.code is Problem.MOVED_ASIDE
        assert message_text(message).startswith(MARK)
    finally:
        opened.store.close()


def test_refusals_are_translated_where_the_player_meets_them(qtbot: QtBot, store: Store, played: object,
                                                              marked: None, monkeypatch: pytest.MonkeyPatch) -> None:
    from napdesk.ui.dialogs.scoreboard import ScoreboardWindow

    played(store, 1)  # type: ignore[operator]
    window = ScoreboardWindow(store)
    qtbot.addWidget(window)
    window.load_stats()
    shown: list[str] = []
    monkeypatch.setattr(plain, "warn", lambda parent, title, text, *a: shown.append(text))
    ben, cat = [p.id for p, _ in store.profiles.all_time() if p.kind == "computer"][:2]
    window.rename_player(ben, store.profiles.get(cat).name)  # a name another computer player has
    assert shown == [MARK + f"There is already a player called {store.profiles.get(cat).name}."]
    with pytest.raises(StoreError) as refused:
        store.profiles.rename(ben, "")
    assert refused.value.message == "a player needs a name"  # the command line's words
    assert error_text(refused.value) == MARK + "A player needs a name."


def test_an_import_error_is_translated(tmp_path: Path, store: Store, marked: None) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "something else"}', encoding="utf-8")
    with pytest.raises(TransferError) as refused:
        run(import_file(store, bad))
    assert refused.value.code is Problem.NOT_A_SESSION_FILE
    assert error_text(refused.value).startswith(MARK) and "format" in error_text(refused.value)
    with pytest.raises(TransferError) as missing:
        run(import_file(store, tmp_path / "nowhere.json"))
    assert missing.value.code is Problem.CANNOT_READ_FILE and error_text(missing.value).startswith(MARK)


@pytest.mark.parametrize("lang", ["nl", "es"])
def test_the_lock_message_reads_in_the_language(lang: str, qapp: QApplication) -> None:
    exc = AlreadyRunning(Path("/data"), 12)
    english = error_text(exc)
    assert english == exc.message
    install_translator(qapp, lang)
    try:
        translated = error_text(exc)
    finally:
        install_translator(qapp, "en")
    assert translated != english and "12" in translated and "/data" in translated


def test_a_problem_without_a_code_shows_its_english_sentence() -> None:
    assert store_text(Problem.OTHER, english="something odd") == "something odd"
