"""Card sounds (issue 31, item 10): a preference, off by default, that plays a sound for a hand dealt, a card
played, a trick won and a result. The sounds follow the controller's published events; a fake backend stands in
for the audio device (CI has none). miniaudio, the real backend, is never imported while sound is off."""

from __future__ import annotations

import subprocess
import sys
import textwrap
import time
import wave
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt, QThreadPool
from PySide6.QtWidgets import QCheckBox
from pytestqt.qtbot import QtBot

from napdesk.engine.actions import Play
from napdesk.engine.rules import Rules
from napdesk.resources import asset_path
from napdesk.ui import sound
from napdesk.ui.app import MainWindow
from napdesk.ui.controller import GameController, SeatConfig
from napdesk.ui.dialogs.preferences import PreferencesDialog
from napdesk.ui.prefs import PREF
from napdesk.ui.sound import SOUNDS, CardSounds


class FakeBackend:
    def __init__(self) -> None:
        self.played: list[str] = []
        self.closed = False

    def play(self, name: str) -> None:
        self.played.append(name)

    def close(self) -> None:
        self.closed = True


def _play_one_hand(qtbot: QtBot, on: bool) -> tuple[GameController, list[FakeBackend]]:
    seats = [SeatConfig(n, False, "random") for n in ("Ann", "Ben", "Cat", "Dan")]
    controller = GameController(Rules(), seats, seed=4)
    controller.pace_ms = 0
    made: list[FakeBackend] = []

    def backend() -> FakeBackend:
        made.append(FakeBackend())
        return made[-1]

    sounds = CardSounds(controller, backend=backend)
    sounds.set_enabled(on)
    controller.new_session()
    controller.next_hand()
    qtbot.waitUntil(lambda: controller.state is not None and controller.state.is_over, timeout=20000)
    controller.stop()
    qtbot.waitUntil(lambda: QThreadPool.globalInstance().activeThreadCount() == 0, timeout=30000)
    return controller, made


def test_a_deal_a_card_a_trick_and_a_result_each_sound_when_on(qtbot: QtBot) -> None:
    controller, made = _play_one_hand(qtbot, on=True)
    state = controller.state
    assert state is not None and len(made) == 1
    played = made[0].played
    plays = [a for _, a in state.history if isinstance(a, Play)]
    assert played[0] == "deal"
    assert played[-1] == "result"
    assert played.count("play") == len(plays) > 0
    assert played.count("trick") == len(state.tricks) > 0
    assert played.count("deal") == played.count("result") == 1
    first_trick_done = played.index("trick")  # a trick is won after its last card, not before
    assert played[:first_trick_done].count("play") == len(state.tricks[0].cards)


def test_no_sound_and_no_backend_when_off(qtbot: QtBot) -> None:
    _controller, made = _play_one_hand(qtbot, on=False)
    assert made == []


def test_the_preference_is_off_by_default_and_in_the_preferences_dialog(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    fake = FakeBackend()
    monkeypatch.setattr(sound, "make_backend", lambda: fake)
    assert PREF["sound.cards"].default is False
    window = MainWindow(seed=1, start=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert not window.sounds.enabled
    window.dialog_menus.open_preferences()
    dialog = window.dialog_menus.dialog
    assert isinstance(dialog, PreferencesDialog)
    qtbot.waitExposed(dialog)
    box = dialog.sounds
    assert isinstance(box, QCheckBox) and not box.isChecked()
    assert box.text().replace("&", "") == "Card sounds"
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
    assert window.sounds.enabled
    window.new_game()
    qtbot.waitUntil(lambda: "deal" in fake.played, timeout=20000)
    dialog.close()
    window.close()
    assert fake.closed


def test_the_sounds_ship_as_short_small_wavs() -> None:
    for name in SOUNDS:
        path = asset_path("sounds", f"{name}.wav")
        assert path.stat().st_size < 32_000, path
        with wave.open(str(path)) as w:
            assert w.getnchannels() == 1 and w.getsampwidth() == 2
            assert 0 < w.getnframes() / w.getframerate() < 0.6


def test_start_up_with_sound_off_does_not_import_miniaudio(tmp_path: Path) -> None:
    script = textwrap.dedent("""
        import sys
        from PySide6.QtWidgets import QApplication
        from napdesk.ui.app import MainWindow
        app = QApplication([])
        window = MainWindow(seed=1, start=False)
        window.show()
        app.processEvents()
        window.new_game()
        app.processEvents()
        print("miniaudio" in sys.modules, window.sounds.enabled)
        window.close()
    """)
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120,
                          cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["False", "False"]


def test_no_audio_device_is_silent_but_logged(monkeypatch: pytest.MonkeyPatch,
                                             caplog: pytest.LogCaptureFixture) -> None:
    """A real backend whose library or device fails to open logs why and plays on in silence."""
    import builtins

    real_import = builtins.__import__

    def no_miniaudio(name: str, *args: object, **kwargs: object) -> object:
        if name == "miniaudio":
            raise OSError("no audio device")
        return real_import(name, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(builtins, "__import__", no_miniaudio)
    with caplog.at_level("WARNING", logger="napdesk.ui.sound"):
        backend = sound.MiniaudioBackend()
        backend._thread.join(10)
        backend.play("play")  # ignored: nothing to play on
        backend.close()
    assert "card sounds are off: no audio device" in caplog.text


def test_the_real_backend_plays_each_sound_to_its_end_on_its_own_thread() -> None:
    """miniaudio's null device (no sound card needed) pulls every sample of each sound through our stream."""
    pytest.importorskip("miniaudio")
    backend = sound.MiniaudioBackend(backends=("NULL",))
    for name in ("deal", "trick"):
        backend.play(name)
    deadline = time.monotonic() + 30
    while backend.finished < 2 and time.monotonic() < deadline:
        time.sleep(0.05)
    assert backend.finished == 2
    backend.close()
    assert not backend._thread.is_alive()


def test_a_practice_hand_sounds_its_deal_and_its_result_too(qtbot: QtBot) -> None:
    controller, made = _play_one_hand(qtbot, on=True)
    fake = made[0]
    fake.played.clear()
    assert controller.play_again()  # the same deal again, counting for nothing
    controller.pace_ms = 0
    controller.resume()
    qtbot.waitUntil(lambda: controller.state is not None and controller.state.is_over, timeout=20000)
    controller.stop()
    qtbot.waitUntil(lambda: QThreadPool.globalInstance().activeThreadCount() == 0, timeout=30000)
    assert fake.played[0] == "deal" and fake.played[-1] == "result"
