"""A second launch on the same saved games brings the running window forward; it shows no error box."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from pytestqt.qtbot import QtBot

from napdesk.store import Store, data_dir
from napdesk.ui.app import MainWindow
from napdesk.ui.instance import InstanceServer, ask_running_to_show, server_name


def test_a_second_launch_brings_the_running_window_forward(qtbot: QtBot) -> None:
    with Store.open().store as store:
        assert store.data_dir is not None
        window = MainWindow(speed="off", seed=1, start=False, store=store)
        qtbot.addWidget(window)
        server = InstanceServer(store.data_dir, window)
        assert server.listening
        server.show_requested.connect(window.come_forward)
        window.show()
        qtbot.waitExposed(window)
        window.showMinimized()
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
        second = subprocess.Popen([sys.executable, "-m", "napdesk"], env=env, stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE, text=True)
        try:
            qtbot.waitUntil(lambda: second.poll() is not None, timeout=60000)
        finally:
            if second.poll() is None:
                second.kill()
        _, err = second.communicate()
        assert second.returncode == 0, err
        assert "Traceback" not in err
        qtbot.waitUntil(lambda: "already open" in window.statusBar().currentMessage())
        assert not window.isMinimized()
        window.close()


def test_the_socket_name_follows_the_data_directory(tmp_path: Path) -> None:
    assert server_name(tmp_path / "a") == server_name(tmp_path / "a" / ".." / "a")
    assert server_name(tmp_path / "a") != server_name(tmp_path / "b")
    assert server_name(data_dir()).startswith("napdesk-")


def test_nobody_listening_is_an_answer_not_a_hang(qtbot: QtBot, tmp_path: Path) -> None:
    assert not ask_running_to_show(tmp_path / "nobody", timeout_ms=500)
