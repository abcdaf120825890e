"""The main window's lessons: the coach's window opened (and offered on a first start), and "Try that again" from
a hand's review played at the table. Texts are in the context "MainWindow", as when they were the window's own."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QPushButton

if TYPE_CHECKING:
    from napdesk.ui.coach import CoachWindow
    from napdesk.ui.dialogs.retry import RetryWatch
    from napdesk.ui.shell import Shell


class Coaching:
    """The lessons of ``shell``'s window: one coach's window at a time, and the status line's offer of them."""

    def __init__(self, shell: Shell) -> None:
        self._shell = shell
        self.coach_window: CoachWindow | None = None
        self.retry_watch: RetryWatch | None = None  # the coach's word on the card played at a marked decision
        self.lesson_offer = self._offer()

    def _offer(self) -> QPushButton:
        """On the first start (nothing played yet), a button in the status line offers the lessons."""
        from napdesk.store.lessons import first_start

        shell = self._shell
        offer = QPushButton(QCoreApplication.translate("MainWindow", "New to Nap? Learn to play"), shell.window())
        offer.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the table keeps the keyboard
        offer.clicked.connect(self.learn_to_play)
        offer.hide()
        store = shell.store
        if store is not None and not store.read_only and not shell.watch and first_start(store):
            shell.statusBar().addPermanentWidget(offer)
            offer.show()
        return offer

    def learn_to_play(self) -> CoachWindow:
        """Open the coach's lessons (at the first one not done yet), or bring them forward."""
        from napdesk.ui.coach import CoachWindow

        shell = self._shell
        window = self.coach_window
        if window is None or not window.isVisible():
            if window is not None:
                window.deleteLater()
            store = shell.store if shell.store is not None and not shell.store.read_only else None
            profile = None
            if store is not None:
                profile = store.profiles.desk("you").id  # the default name's code, as the game stores it
            window = CoachWindow(shell.window(), store=store, profile=profile, art=shell.art,
                                 speed=shell.table.speed)
            self.coach_window = window
            window.start()
        window.show()
        window.raise_()
        window.activateWindow()
        self.lesson_offer.hide()
        return window

    def try_again(self, state: object, mark: object) -> bool:
        """"Try that again" from the hand review: the hand from the marked decision, as a practice hand at the
        table (the deal and the actions before it kept); the coach's word follows the card played, or the bid
        made, there."""
        from napdesk.ai.bidreview import BidMark
        from napdesk.ai.review import Mark
        from napdesk.engine.hand import HandState
        from napdesk.ui.dialogs.retry import RetryWatch

        shell = self._shell
        controller = shell.controller
        if not isinstance(state, HandState) or not isinstance(mark, Mark | BidMark) or controller.session is None \
                or state.rules.players != controller.table_size or not controller.is_human(mark.seat):
            shell.statusBar().showMessage(QCoreApplication.translate(
                "MainWindow", "That hand cannot be played again at this table"), 6000)
            return False
        shell.table.finish_animations()
        if controller.practice is None:
            session = controller.session
            controller.practice_of = session.number if session.hand is not None and not session.hand.is_over \
                else session.hands_played
        self.retry_watch = RetryWatch(controller, state.copy(), mark, shell.statusBar())
        controller.practise(state)
        window = shell.window()
        window.raise_()
        window.activateWindow()
        return True
