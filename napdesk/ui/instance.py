"""One window per data directory: a second launch brings the running window to the front instead of failing.

The store's lock (:mod:`napdesk.store.lock`) decides who runs: the process that holds it listens on a local
socket named after the data directory (:func:`server_name`); one that finds the lock taken connects, asks the
running window to come forward (:func:`ask_running_to_show`) and ends quietly. The socket is only a message
box: the lock stays the authority, so a stale socket left by a crash is simply replaced by the next holder.
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Final

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

SHOW: Final = b"show\n"


def server_name(data_dir: Path) -> str:
    """The socket name of the napdesk using ``data_dir``: the same for every launch on that directory, different
    for another (tests and portable installs run side by side), short enough for every platform."""
    key = str(data_dir.expanduser().resolve())
    return "napdesk-" + hashlib.sha256(key.encode("utf-8")).hexdigest()[:20]


class InstanceServer(QObject):
    """Listens for later launches on the same data directory; ``show_requested`` when one asks."""

    show_requested = Signal()

    def __init__(self, data_dir: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = server_name(data_dir)
        self._server = QLocalServer(self)
        self._server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        QLocalServer.removeServer(self.name)  # ours by the lock: a socket file left by a crash is stale
        self.listening = self._server.listen(self.name)
        self._server.newConnection.connect(self._accept)

    def _accept(self) -> None:
        while self._server.hasPendingConnections():
            socket = self._server.nextPendingConnection()
            if socket is None:
                return
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(socket.deleteLater)
            if socket.bytesAvailable():
                self._read(socket)

    def _read(self, socket: QLocalSocket) -> None:
        if bytes(socket.readAll().data()).startswith(SHOW.strip()):
            self.show_requested.emit()
            socket.write(b"ok\n")
            socket.flush()

    def close(self) -> None:
        self._server.close()


def ask_running_to_show(data_dir: Path, timeout_ms: int = 3000) -> bool:
    """Ask the napdesk running on ``data_dir`` to bring its window forward; whether it answered."""
    socket = QLocalSocket()
    socket.connectToServer(server_name(data_dir))
    if not socket.waitForConnected(timeout_ms):
        return False
    socket.write(SHOW)
    answered = socket.waitForBytesWritten(timeout_ms) and socket.waitForReadyRead(timeout_ms)
    socket.disconnectFromServer()
    return bool(answered)
