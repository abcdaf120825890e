"""The panels over the table: the result of a hand (with the analysis line), the privacy screen, the cut for the
deal and the tie-break's announcement. Their texts are made here from a snapshot."""

from __future__ import annotations

import time
from collections.abc import Callable
from html import escape
from typing import Final

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QKeyEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from napdesk.ai.analysis import Analysis
from napdesk.ui.i18n import bid_label, format_chips
from napdesk.ui.snapshot import TableSnapshot
from napdesk.ui.words import analysis_note, verdict_html
from napdesk.ui.words import tricks_text as tricks_text  # the seats and their tests count tricks as the panel does

# How long a panel that answers Enter stands before it does (seconds): longer than the gap between two presses of a
# person hurrying through his last cards, short enough that a deliberate Enter never seems ignored.
ENTER_GUARD_S: Final = 0.45


class RichText(QLabel):
    """A panel's words: rich text wrapped to its width, its height for a width remembered until its text, font or
    style changes. Qt's layouts and the panel's fit ask it several times a fit, and each answer laid the text out
    again (1-2 ms for a result's table, more at seven players)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self._heights: dict[int, int] = {}
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setWordWrap(True)

    def setText(self, text: str) -> None:
        self._heights.clear()
        super().setText(text)

    def setAlignment(self, alignment: Qt.AlignmentFlag) -> None:
        self._heights.clear()
        super().setAlignment(alignment)

    def heightForWidth(self, width: int) -> int:
        height = self._heights.get(width)
        if height is None:
            height = self._heights[width] = super().heightForWidth(width)
        return height

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange, QEvent.Type.ContentsRectChange):
            self._heights.clear()
        super().changeEvent(event)


class Overlay(QFrame):
    """A panel over the table: the result of a hand, the privacy screen, the cut for the deal."""

    def __init__(self, parent: QWidget, name: str, opaque: bool = False, enter_presses: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        bg = "rgb(16, 42, 26)" if opaque else "rgba(8, 24, 14, 232)"
        self.setStyleSheet(
            f"#{name} {{ background: {bg}; border: 1px solid rgba(255,255,255,90); border-radius: 14px; }}"
            f"#{name} QLabel {{ color: #f4f1e6; }}"
        )
        self.box = QVBoxLayout(self)
        self.box.setContentsMargins(22, 18, 22, 18)
        self.box.setSpacing(12)
        self.box.addStretch(1)
        self.text = RichText(self)
        # the note (the analysis line) goes under the text, or beside it where the table is short of height
        self.grid = QGridLayout()
        self.grid.setSpacing(12)
        self.grid.addWidget(self.text, 0, 0)
        self.note = RichText(self)
        self.note.hide()
        self.grid.addWidget(self.note, 1, 0)
        self.beside = False
        self.box.addLayout(self.grid)
        self.row = QHBoxLayout()
        self.box.addLayout(self.row)
        self.box.addStretch(1)
        self.buttons: list[QPushButton] = []
        self.html = ""
        self.note_html = ""
        self.px = 0  # the text size, set by the table
        # The panel can hold the keyboard itself: a neutral place where an Enter meant for the table does nothing
        # (see keyPressEvent), and Tab goes on to its buttons.
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.enter_presses = enter_presses
        self.clock: Callable[[], float] = time.monotonic  # seconds; a test holds it still or moves it on
        self.shown_at = self.clock()
        self.hide()

    def showEvent(self, event: QShowEvent) -> None:
        self.shown_at = self.clock()
        super().showEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter on the panel itself: on one that answers Enter (the result: Next hand), a fresh press once the
        panel has stood a moment presses its first button. Never the Enter that played the last card: pressed
        again as the panel appears, or held (its auto-repeat), it does nothing, as a bid or a card is never made by
        an Enter meant for the one before (napdesk.ui.table.controls). Space, and Enter on the other panels, do
        nothing: only a button the person moved to acts there (Tab, or a click)."""
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            event.accept()
            plain = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier == Qt.KeyboardModifier.NoModifier
            if (self.enter_presses and key != Qt.Key.Key_Space and plain and not event.isAutoRepeat()
                    and self.clock() - self.shown_at >= ENTER_GUARD_S and self.buttons):
                self.buttons[0].click()
            return
        super().keyPressEvent(event)

    def _render(self) -> None:
        """The text with margins for its size: rich text's own (a paragraph's 12 px above and below, a heading's
        more) leave a seven-player result no room at 800x500."""
        gap = max(2, self.px // 3)
        for label, html in ((self.text, self.html), (self.note, self.note_html)):
            for tag in ("p", "h2", "h3"):
                html = html.replace(f"<{tag}>", f"<{tag} style='margin-top:{gap}px; margin-bottom:{gap}px'>")
            label.setText(html)
        self.note.setVisible(bool(self.note_html))

    def content(self) -> str:
        """Everything the panel says, the note too (rich text)."""
        return self.text.text() + self.note.text()

    def set_beside(self, beside: bool) -> None:
        """The note beside the text (True) or under it."""
        if beside != self.beside:
            self.beside = beside
            self.grid.removeWidget(self.note)
            self.grid.addWidget(self.note, *((0, 1) if beside else (1, 0)))
            self.note.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter if beside
                                   else Qt.AlignmentFlag.AlignCenter)
            self.note.setMinimumWidth(self.px * 15 if beside else 0)

    def set_content(self, html: str, buttons: list[tuple[str, Callable[[], None]]], note: str = "") -> None:
        self.html, self.note_html = html, note
        self.set_beside(False)
        self._render()
        self.setAccessibleName(self.objectName())
        self.setAccessibleDescription(html)
        for b in self.buttons:
            b.hide()
            b.deleteLater()
        self.buttons = []
        while self.row.count():
            self.row.takeAt(0)
        self.row.addStretch(1)
        for label, callback in buttons:
            b = QPushButton(label, self)
            b.setAccessibleName(label.replace("&", ""))
            b.setAutoDefault(True)
            b.clicked.connect(lambda _checked=False, cb=callback: cb())
            self.row.addWidget(b)
            b.show()
            QWidget.setTabOrder(self.buttons[-1] if self.buttons else self, b)  # Tab from the panel: its buttons
            self.buttons.append(b)
        self.row.addStretch(1)
        self.shown_at = self.clock()  # new buttons: the guard starts again, as for a panel just shown
        if self.isVisible():  # a hidden panel is sized as it is shown (TableView._fit_panel): no layout twice
            self.adjustSize()

    def measure(self) -> None:
        """Lay the text out (Qt keeps it till the text or its font changes): the costly part of fitting the panel,
        2-3 ms for a result's table and 6 ms with its first button, for a slice of the event loop of its own (the
        table's queue runs it alone: napdesk.ui.table.steps.alone)."""
        self.ensurePolished()
        self.sizeHint()

    def add_note(self, html: str) -> None:
        """Append to the note, keeping the buttons (the analysis arrives after the panel is shown)."""
        self.note_html += html
        self._render()
        self.setAccessibleDescription(self.html + self.note_html)
        self.adjustSize()

    def set_px(self, px: int) -> None:
        if px != self.px:
            self.px = px
            self.box.setContentsMargins(round(px * 1.6), round(px * 1.1), round(px * 1.6), round(px * 1.1))
            self.box.setSpacing(round(px * 0.7))
            self.grid.setSpacing(round(px * 0.8))
            self._render()
        css = self.styleSheet().split(" /*px*/")[0]
        name = self.objectName()
        sheet = f"{css} /*px*/ #{name} QLabel, #{name} QPushButton {{ font-size: {px}px; }}"
        if sheet != self.styleSheet():  # a style sheet set again polishes the panel and its children anew
            self.setStyleSheet(sheet)


def chips(amount: int, unit: str, signed: bool) -> str:
    """Chips as ``napdesk.engine.money.format_chips(amount, unit)`` shows them, translated (napdesk.ui.i18n)."""
    text = format_chips(abs(amount) if signed else amount, unit)
    if signed:
        return ("+" if amount > 0 else "\u2212" if amount < 0 else "\u00b1") + text
    return text


def result_html(snap: TableSnapshot) -> str:
    """The result of the finished hand: who made what, what each paid, the totals, the session's end (of a
    practice hand: who made what, and that it counted for nothing). The players' names are escaped: saved names
    are shown as they are, never read as HTML."""
    names = [_esc(s.name) for s in snap.seats]
    out = snap.outcome
    assert out is not None
    unit = str(snap.rules.stake_unit)
    if out.made is None:
        head = QCoreApplication.translate(
            "TableView", "<h2>Thrown in</h2><p>Everyone passed: the next dealer deals afresh.</p>"
        )
    else:
        assert snap.contract is not None and snap.bidder is not None
        head = verdict_html(names, snap.humans, snap.bidder, bid_label(snap.contract), bool(out.made), out.reason,
                            out.revoker, snap.bidder_tricks, len(snap.tricks))
    if snap.practice:  # what happened, and that it changed nothing: no chips, no totals, no pool
        return head + QCoreApplication.translate(
            "TableView", "<p><b>A practice hand</b>: it counted for nothing, and nobody paid.</p>"
        )
    result = snap.result
    paid = result.paid if result is not None else out.settlement
    rows = "".join(
        f"<tr><td>{names[s]}</td><td align='right'>&nbsp;&nbsp;{chips(paid[s], unit, True)}</td>"
        f"<td align='right'>&nbsp;&nbsp;{chips(snap.seats[s].chips, unit, False)}</td></tr>"
        for s in range(snap.n)
    )
    player, this_hand, total = (
        QCoreApplication.translate("TableView", "Player"),
        QCoreApplication.translate("TableView", "This hand"),
        QCoreApplication.translate("TableView", "Total"),
    )
    table = (
        # The figures' headings stand over their figures, kept off the column before as the figures are: a
        # centred heading wider than its figures touched the names ("SpelerDeze hand").
        f"<table align='center' cellspacing='2'><tr><th align='left'>{player}</th>"
        f"<th align='right'>&nbsp;&nbsp;{this_hand}</th><th align='right'>&nbsp;&nbsp;{total}</th></tr>{rows}</table>"
    )
    pool = (
        QCoreApplication.translate("TableView", "<p>Pool now {amount}</p>").format(
            amount=chips(out.pool_after, unit, False)
        )
        if snap.rules.pool
        else ""
    )
    if result is not None and result.session_over:
        standings = "".join(
            f"<tr><td>{st.rank}.</td><td>&nbsp;&nbsp;{_esc(st.name)}</td><td align='right'>&nbsp;&nbsp;"
            f"{chips(st.net, unit, True)}</td></tr>"
            for st in result.standings
        )
        over = QCoreApplication.translate("TableView", "<h3>The session is over: {names} won</h3>")
        table += (
            over.format(names=_esc(", ".join(result.winners)))
            + f"<table align='center' cellspacing='2'>{standings}</table>"
        )
    if result is not None and result.tiebreak_next:
        table += QCoreApplication.translate(
            "TableView", "<h3>A tie-break follows</h3><p>{names} are level at the top: they play one more hand to "
            "decide the session, and the others sit it out.</p>").format(names=_esc(", ".join(result.tiebreak_next)))
    return head + table + pool


def analysis_html(analysis: Analysis, snap: TableSnapshot) -> str:
    """With all cards seen: how many tricks the bidder could have made, and the cards that decided it
    (napdesk.ui.words words it, cards as the table shows them)."""
    text = analysis_note(analysis, [s.name for s in snap.seats], list(snap.humans), snap.rules.hand_size)
    return f"<p><i>{_esc(text)}</i></p>" if text else ""


def tiebreak_html(snap: TableSnapshot) -> str:
    """Said before a tie-break hand is dealt: who plays it, and why."""
    players = _esc(", ".join(s.name for s in snap.seats))
    text = QCoreApplication.translate(
        "TableView",
        "<h2>A tie-break hand</h2><p>The session has reached its end with {names} level at the "
        "top. They play one more hand to decide it; the others sit it out.</p>",
    )
    return text.format(names=players)


def privacy_texts(name: str) -> tuple[str, str]:
    return (
        QCoreApplication.translate(
            "TableView",
            "<h2>Pass the screen to {name}</h2><p>{name}, press the button when the others are not looking.</p>",
        ).format(name=_esc(name)),
        QCoreApplication.translate("TableView", "I am {name}: show my cards").format(name=name),
    )


def _esc(text: str) -> str:
    """Plain text (a player's name, as saved) to go into the panels' rich text: shown, never read as HTML."""
    return escape(text, quote=False)
