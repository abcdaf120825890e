"""The entry point of the frozen napdesk (PyInstaller, packaging/napdesk.spec): the ``napdesk`` command, plus three
things only a frozen build needs.

1. ``multiprocessing.freeze_support()`` first: napdesk's computer players think in a child process started with
   the "spawn" method (napdesk/ui/aiproc.py), which re-runs this executable with ``--multiprocessing-fork``. Without
   this call the child would parse those arguments as napdesk's own and open a second game window.

2. A smoke test for the built program (hidden; used by ``make dist-check`` and tests/test_dist.py). With
   ``NAPDESK_SMOKE_TEST=1`` in the environment and no command on the line, the launcher:
   - starts a spawn child process and prints ``NAPDESK_SMOKE_TEST child-process=ok`` (the frozen multiprocessing
     path the computer players use);
   - imports every napdesk module, also those loaded only on demand, and prints ``NAPDESK_SMOKE_TEST imports=ok``,
     then ``NAPDESK_SMOKE_TEST search=<module>``, the solver's search (``napdesk.engine._search_native`` compiled);
   - opens the game window as usual and, as soon as the main window is shown, prints
     ``NAPDESK_SMOKE_TEST window-title=<title>``, then after ``NAPDESK_SMOKE_DWELL`` seconds (default 1) closes the
     window and quits with the app's exit status (0);
   - with ``NAPDESK_SMOKE_SCREENSHOT=<file.png>`` also saves a picture of the window first (to see that text and
     card art render inside the bundle);
   - gives up after ``NAPDESK_SMOKE_TIMEOUT`` seconds (default 60): prints why on stderr and exits 3.
   Without a display it runs on Qt's offscreen platform. The app's own code is not involved: the launcher creates
   the QApplication first, and ``napdesk.ui.app.run_gui`` uses the existing one.

3. In the Linux build, a fallback font (packaging/fonts/): ``FONTCONFIG_FILE`` is pointed at the bundled
   fonts.conf, which adds DejaVu Sans to the system's fonts, unless the variable is already set.

It also runs from a checkout: ``NAPDESK_SMOKE_TEST=1 .venv/bin/python packaging/launcher.py``.
"""

from __future__ import annotations

import multiprocessing
import os
import sys
import time

SMOKE_ENV = "NAPDESK_SMOKE_TEST"
SCREENSHOT_ENV = "NAPDESK_SMOKE_SCREENSHOT"
TIMEOUT_ENV = "NAPDESK_SMOKE_TIMEOUT"
DWELL_ENV = "NAPDESK_SMOKE_DWELL"
PREFIX = "NAPDESK_SMOKE_TEST"
EXIT_SMOKE_FAILED = 3


def _say(line: str) -> None:
    print(f"{PREFIX} {line}", flush=True)


def _fail(why: str) -> None:
    print(f"{PREFIX} FAILED: {why}", file=sys.stderr, flush=True)


def _check_child_process() -> bool:
    """Start one spawn child (the way napdesk's computer players run) and get an answer from it."""
    from concurrent.futures import ProcessPoolExecutor

    try:
        with ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn")) as pool:
            child = pool.submit(os.getpid).result(timeout=60)
    except Exception as error:  # any failure is the finding: report it, the window check still runs
        _fail(f"child-process: {type(error).__name__}: {error}")
        return False
    if child == os.getpid():
        _fail("child-process: the answer came from this process")
        return False
    _say("child-process=ok")
    return True


def _check_imports() -> bool:
    """Import every napdesk module, also those the GUI loads only on demand (the scoreboard and its chart):
    a module PyInstaller's analysis missed fails here, not in a player's hands."""
    import importlib
    import pkgutil

    import napdesk

    names = [m.name for m in pkgutil.walk_packages(napdesk.__path__, "napdesk.")]
    failed = []
    for name in names:
        try:
            importlib.import_module(name)
        except Exception as error:  # report every module that fails, not just the first
            failed.append(f"{name} ({type(error).__name__}: {error})")
    if failed or not names:
        _fail(f"imports: {'; '.join(failed) or 'no napdesk modules found'}")
        return False
    _say(f"imports=ok modules={len(names)}")
    from napdesk.engine import compiled

    _say(f"search={compiled.choose().__name__}")  # the compiled search, if the build has one
    return True


def _arm_smoke_test() -> None:
    """Create the QApplication and a timer that reports and closes the main window once it is shown."""
    if not any(os.environ.get(name) for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMainWindow

    import napdesk.ui  # noqa: F401  - its import-time fix for PySide6 6.12.0 must precede any Qt call

    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication([sys.argv[0]])
    timeout = float(os.environ.get(TIMEOUT_ENV) or 60)
    # Stay a moment after the window shows: the computer players' child process is starting then, and quitting
    # during its start-up makes it print a traceback (harmless, but noise in a check's output).
    dwell_ms = round(1000 * float(os.environ.get(DWELL_ENV) or 1.0))
    deadline = time.monotonic() + timeout
    poll = QTimer(app)
    poll.setInterval(50)

    def check() -> None:
        for widget in app.topLevelWidgets():
            if isinstance(widget, QMainWindow) and widget.isVisible():
                poll.stop()
                app.processEvents()  # let the first paint happen before a screenshot
                shot = os.environ.get(SCREENSHOT_ENV)
                if shot and not widget.grab().save(shot):
                    _fail(f"could not save the screenshot {shot}")
                _say(f"window-title={widget.windowTitle()}")
                _say(f"window-size={widget.width()}x{widget.height()} platform={app.platformName()}")

                def finish(window: QMainWindow = widget) -> None:
                    window.close()
                    app.quit()

                QTimer.singleShot(dwell_ms, finish)
                return
        if time.monotonic() > deadline:
            poll.stop()
            _fail(f"no main window shown within {timeout:g} s")
            app.exit(EXIT_SMOKE_FAILED)

    poll.timeout.connect(check)
    poll.start()

    # A watchdog outside Qt: if closing the window blocks (a modal question) or the event loop never starts, the
    # process still ends, with a failure, instead of hanging `make dist-check`.
    import threading

    def watchdog() -> None:
        time.sleep(timeout + 30)
        _fail(f"still running {timeout + 30:g} s after start")
        os._exit(EXIT_SMOKE_FAILED)

    threading.Thread(target=watchdog, name="smoke-watchdog", daemon=True).start()


def _use_bundled_fonts() -> None:
    """Frozen Linux build: let fontconfig see the bundled fallback font too (packaging/fonts/fonts.conf includes
    the system's configuration first). A machine without any font would otherwise show no text at all."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is None or not sys.platform.startswith("linux") or "FONTCONFIG_FILE" in os.environ:
        return
    conf = os.path.join(bundle, "napdesk-fonts", "fonts.conf")
    if os.path.isfile(conf):
        os.environ["FONTCONFIG_FILE"] = conf


def main() -> int:
    multiprocessing.freeze_support()  # must come first: a spawned child never returns from here
    _use_bundled_fonts()
    from napdesk.cli import main as napdesk_main

    args = sys.argv[1:]
    smoke = os.environ.get(SMOKE_ENV, "") not in ("", "0") and not any(not a.startswith("-") for a in args)
    if smoke and not {"-h", "--help", "--version"} & set(args):
        child_ok = _check_child_process()
        _arm_smoke_test()
        imports_ok = _check_imports()  # after the QApplication exists: some modules make Qt objects on import
        status = napdesk_main(args)
        return status if status else (0 if child_ok and imports_ok else EXIT_SMOKE_FAILED)
    return napdesk_main(args)


if __name__ == "__main__":
    sys.exit(main())
