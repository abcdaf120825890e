"""After "Try that again": the coach's word on the card the person plays, or the bid they make, at the marked
decision this time."""

from __future__ import annotations

import contextlib

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QStatusBar

from napdesk.ai.bidreview import BidMark
from napdesk.ai.review import Marked, card_costs
from napdesk.engine.actions import Action, Bid, Play
from napdesk.engine.hand import HandState
from napdesk.ui.coach_words import retry_bid_text, retry_text
from napdesk.ui.controller import GameController
from napdesk.ui.words import card_text, cards_text


class RetryWatch(QObject):
    """Hears the practice hand's first action (the person's, at the marked decision) and says what it cost."""

    def __init__(self, controller: GameController, start: HandState, mark: Marked, status: QStatusBar) -> None:
        super().__init__(controller)
        self.controller = controller
        self.start = start
        self.mark = mark
        self.status = status
        self.text = ""
        controller.action_done.connect(self._on_action)
        controller.hand_started.connect(self._stop)

    def _stop(self) -> None:
        if self.controller.practice is None or self.controller.practice.history[:len(self.start.history)] != \
                self.start.history or len(self.controller.practice.history) != len(self.start.history):
            self._disconnect()

    def _disconnect(self) -> None:
        for signal, slot in ((self.controller.action_done, self._on_action), (self.controller.hand_started,
                                                                               self._stop)):
            with contextlib.suppress(RuntimeError, TypeError):
                signal.disconnect(slot)

    def _on_action(self, seat: int, action: Action) -> None:
        state = self.controller.practice
        if state is None or len(state.history) != len(self.start.history) + 1:
            self._disconnect()
            return
        self._disconnect()
        if seat != self.mark.seat:
            return
        if isinstance(self.mark, BidMark):
            if isinstance(action, Bid):  # judged by the mark's own estimate of every choice: nothing to search
                self.text = retry_bid_text(self.mark, action)
                self.status.showMessage(self.text, 0)
            return
        if not isinstance(action, Play):
            return
        costs = card_costs(self.start)
        better = [c for c, v in sorted(costs.items(), key=lambda cv: cv[0].index) if v == 0]
        self.text = retry_text(card_text(action.card), costs.get(action.card, 0), cards_text(better))
        self.status.showMessage(self.text, 0)
