""""Why?" beside the hint in the status line: the last hint's reason in words, or the rule behind the last refusal
of the person's card (:mod:`napdesk.ui.why_words`). It shows while there is something to explain about the
position on the table and goes when the table moves on."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QPushButton, QWidget

from napdesk.ai.hints import Hint
from napdesk.engine.actions import Action
from napdesk.ui.controller import GameController
from napdesk.ui.why_words import hint_reason, refusal_code, rule_text, why_text


class WhyButton(QPushButton):
    """Explains the table's last hint or refusal; ``explained`` carries the words."""

    explained = Signal(str)

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Why?"), parent)
        self.setObjectName("whyButton")
        self.setAccessibleName(self.tr("Why: the reason for the hint or the refusal"))
        self.setToolTip(self.tr("Say why the hint is given, or why the card is refused (Ctrl+Shift+H)"))
        # Out of the Tab chain (Tab goes between the hand and the table's controls) and the focus stays on the
        # table when it is clicked; the keyboard has its shortcut.
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setShortcut(QKeySequence("Ctrl+Shift+H"))
        self.controller = controller
        self.subject: Hint | Action | None = None
        self.clicked.connect(self.explain)
        self.hide()

    def about(self, subject: object) -> None:
        """Something to explain now: a :class:`Hint`, or an action the engine refused."""
        if isinstance(subject, Hint | Action):
            self.subject = subject
            self.show()

    def clear(self) -> None:
        self.subject = None
        self.hide()

    def words(self) -> str:
        subject = self.subject
        if isinstance(subject, Hint):
            return why_text(hint_reason(subject))
        if subject is not None:
            code = refusal_code(self.controller.state, subject)
            if code is not None:
                return why_text(rule_text(code))
        return ""

    def explain(self) -> None:
        text = self.words()
        if text:
            self.setAccessibleDescription(text)
            self.explained.emit(text)
