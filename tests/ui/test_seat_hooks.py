"""The table tells each computer seat's player when a hand starts (the rules, its seat, its budget) and ends (its
last view), as ``napdesk simulate`` does, in the AI child process where the player plays; a hook that raises is
that seat's fault: logged, and the hand is played on."""

from __future__ import annotations

import json
import logging
import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from napdesk.engine.rules import Rules
from napdesk.ui import aiproc
from napdesk.ui.controller import GameController, SeatConfig

BOTS = '''
import json, os

LOG = {log!r}


class Recorder:
    """Plays the first legal action and writes down what the hooks told it, and in which process."""

    name = "recorder"

    def __init__(self, seed=0):
        pass

    def note(self, *what):
        with open(LOG, "a", encoding="utf-8") as f:
            f.write(json.dumps([os.getpid(), type(self).__name__, *what]) + "\\n")

    def start_hand(self, rules, seat, budget_ms):
        self.note("start", rules.players, seat, budget_ms)

    def end_hand(self, view):
        self.note("end", view.seat, view.outcome is not None)

    def choose(self, view):
        return next((a for a in view.legal if type(a).__name__ != "Claim"), view.legal[0])


class Broken(Recorder):
    """Its hooks raise; it still plays."""

    def start_hand(self, rules, seat, budget_ms):
        self.note("start")
        raise RuntimeError("start broke")

    def end_hand(self, view):
        self.note("end")
        raise RuntimeError("end broke")
'''


@pytest.fixture
def bots(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[str, Path]]:
    log = tmp_path / "told.jsonl"
    name = f"napdesk_hookbots_{tmp_path.name.replace('-', '_')}"
    (tmp_path / f"{name}.py").write_text(BOTS.format(log=str(log)), encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    aiproc.shutdown()  # a child started before would not find the module: start one that does
    yield name, log
    aiproc.shutdown()
    sys.modules.pop(name, None)


def _told(log: Path) -> list[list[Any]]:
    return [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()] if log.exists() else []


def _play_hands(qtbot: QtBot, ctrl: GameController, log: Path, hands: int, ends: int) -> None:
    """Play ``hands`` hands to their end; wait until ``ends`` end hooks per hand were called."""
    ctrl.pace_ms = 0
    ctrl.new_session(seed=7)
    for k in range(1, hands + 1):
        with qtbot.waitSignal(ctrl.hand_over, timeout=60_000):
            ctrl.next_hand()
        want = k * ends
        qtbot.waitUntil(lambda: sum(t[2] == "end" for t in _told(log)) == want, timeout=30_000)  # noqa: B023


@pytest.mark.parametrize("use_process", [True, False], ids=["child", "thread"])
def test_each_computer_is_told_the_start_and_end_of_every_hand(qtbot: QtBot, bots: tuple[str, Path],
                                                               use_process: bool) -> None:
    name, log = bots
    seats = [SeatConfig("A", False, "beginner"), SeatConfig("B", False, f"{name}:Recorder"),
             SeatConfig("C", False, "beginner"), SeatConfig("D", False, f"{name}:Recorder")]
    ctrl = GameController(Rules(), seats)
    ctrl.use_process = use_process
    try:
        _play_hands(qtbot, ctrl, log, hands=2, ends=2)
        told = _told(log)
        # As simulate tells them: every seat's start before the hand, every seat's end after it (the seat's own
        # final view, the outcome on it), in the hand's seat order; no budget at the table (each level takes its
        # own time).
        said = [t[2:] for t in told]
        for h in (0, 4):
            assert sorted(said[h:h + 2]) == [["start", 4, 1, None], ["start", 4, 3, None]]
            assert sorted(said[h + 2:h + 4]) == [["end", 1, True], ["end", 3, True]]
        assert len(said) == 8
        pids = {t[0] for t in told}
        assert (os.getpid() not in pids) if use_process else (pids == {os.getpid()})
    finally:
        ctrl.shutdown()


def test_a_hook_that_raises_is_its_seats_fault_and_play_goes_on(qtbot: QtBot, bots: tuple[str, Path],
                                                                caplog: pytest.LogCaptureFixture) -> None:
    name, log = bots
    seats = [SeatConfig("A", False, "beginner"), SeatConfig("Bea", False, f"{name}:Broken"),
             SeatConfig("C", False, "beginner"), SeatConfig("D", False, "beginner")]
    ctrl = GameController(Rules(), seats)
    try:
        with caplog.at_level(logging.WARNING, logger="napdesk.ai"):
            _play_hands(qtbot, ctrl, log, hands=2, ends=1)

            def logged() -> list[str]:
                return [r.getMessage() for r in caplog.records if r.name == "napdesk.ai"]

            # The bot writes its call down before it raises; the fault is logged just after, on the thinking
            # thread: wait for it rather than race it.
            qtbot.waitUntil(lambda: len(logged()) >= 4, timeout=10_000)
        assert [t[2] for t in _told(log)] == ["start", "end"] * 2
        assert ctrl.session is not None and ctrl.session.hands_played == 2  # both hands were played to the end
        faults = logged()
        assert len(faults) == 4
        assert all(f"seat 1 (Bea, {name}:Broken)" in f for f in faults)
        assert "hand-start hook raised RuntimeError: start broke" in faults[0]
        assert "hand-end hook raised RuntimeError: end broke" in faults[1]
    finally:
        ctrl.shutdown()
