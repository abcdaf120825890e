"""What a screen reader hears from the card table.

The table is one ``QGraphicsView``: its cards are graphics items, which Qt's accessibility bridge does not see
one by one. So the view speaks for them. :func:`card_accessible_name` is a card's name in the player's language
and whether it may be played now (and why not); :class:`TableAnnouncer` puts the card the keyboard is on into
the view's accessible description and sends focus and value-change events as the keyboard moves through the
hand, and announces each card played and each trick won (``QAccessibleAnnouncementEvent``).

Every event it sends is also kept in :attr:`TableAnnouncer.events` (kind, text), which is how the tests hear it:
Qt sends nothing to an assistive technology while none is listening.

The table's parts are in the accessibility tree as the view's children (:func:`install_table_parts`): each seat's
plate, the information panel and the trick, with a name and a description read from the part when asked (so they
never go stale), as :class:`QAccessibleObject` interfaces that Qt's factory hook (``QAccessible.installFactory``)
gives for the view and for its parts.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QRect, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QAccessibleInterface,
    QAccessibleObject,
    QAccessibleValueChangeEvent,
    QColor,
)
from PySide6.QtWidgets import QAccessibleWidget, QGraphicsObject, QGraphicsView, QWidget

from napdesk.engine.actions import Play
from napdesk.engine.cards import Card
from napdesk.ui.i18n import capitalized, card_name, shown_name


def card_accessible_name(card: Card | None, *, playable: bool | None = None, reason: str | None = None) -> str:
    """``Queen of hearts, may be played``, translated. ``card`` None is a card seen from its back; ``playable``
    None says nothing of playing (a card on the trick, another seat's card shown at the end); ``reason`` is why
    a card may not be played ("You must follow hearts")."""
    if card is None:
        return QCoreApplication.translate("Accessibility", "Card face down")
    name = capitalized(card_name(card))
    if playable is None:
        return name
    if playable:
        return QCoreApplication.translate("Accessibility", "{card}, may be played").format(card=name)
    if reason:
        text = QCoreApplication.translate("Accessibility", "{card}, may not be played: {reason}")
        return text.format(card=name, reason=reason)
    return QCoreApplication.translate("Accessibility", "{card}, may not be played").format(card=name)


def card_position(index: int, count: int) -> str:
    """``Card 2 of 5 in your hand``, translated."""
    text = QCoreApplication.translate("Accessibility", "Card {n} of {count} in your hand")
    return text.format(n=index + 1, count=count)


class TableAnnouncer(QObject):
    """Speaks for the card table ``view``: the card under the keyboard, each card played, each trick won.

    ``names(seat)`` gives a table seat's player name, ``you(seat)`` whether it is the one person at the table (who
    is spoken to: "You play the ten of hearts", a sentence of its own in each language). ``announced(text)`` is
    emitted with each announcement.
    """

    announced = Signal(str)

    def __init__(self, view: QWidget, names: Callable[[int], str],
                 you: Callable[[int], bool] = lambda seat: False) -> None:
        super().__init__(view)
        self.view = view
        self.names = names
        self.you = you
        self.events: list[tuple[str, str]] = []
        self._tricks_seen = 0

    # -- sending ------------------------------------------------------------------------------------------------

    def _send(self, kind: str, text: str, event: QAccessibleEvent) -> None:
        self.events.append((kind, text))
        if QAccessible.isActive():
            QAccessible.updateAccessibility(event)

    def announce(self, text: str) -> None:
        """Say ``text`` now (a screen reader reads it without the focus moving)."""
        event = QAccessibleAnnouncementEvent(self.view, text)
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
        self._send("announcement", text, event)
        self.announced.emit(text)

    # -- the hand under the keyboard ----------------------------------------------------------------------------

    def focus_card(self, card: Card | None, index: int, count: int, *, playable: bool | None = None,
                   reason: str | None = None) -> str:
        """The keyboard moved to the card at ``index`` of ``count`` in the player's hand: the view's description
        becomes the card's name, and focus, description-change and value-change events go out. Returns the name.
        """
        name = card_accessible_name(card, playable=playable, reason=reason)
        description = f"{name}. {card_position(index, count)}"
        self.view.setAccessibleDescription(description)
        self._send("description", description, QAccessibleEvent(self.view, QAccessible.Event.DescriptionChanged))
        self._send("focus", name, QAccessibleEvent(self.view, QAccessible.Event.Focus))
        self._send("value", name, QAccessibleValueChangeEvent(self.view, name))
        return name

    # -- what happens on the table --------------------------------------------------------------------------------

    def card_played(self, seat: int, card: Card) -> None:
        if self.you(seat):
            text = QCoreApplication.translate("Accessibility", "You play the {card}")
        else:
            text = QCoreApplication.translate("Accessibility", "{player} plays the {card}")
        self.announce(text.format(player=shown_name(self.names(seat)), card=card_name(card)))

    def trick_won(self, seat: int, number: int) -> None:
        if self.you(seat):
            text = QCoreApplication.translate("Accessibility", "You win trick {n}")
        else:
            text = QCoreApplication.translate("Accessibility", "{player} wins trick {n}")
        self.announce(text.format(player=shown_name(self.names(seat)), n=number))

    def follow(self, controller: Any) -> None:
        """Announce what ``controller`` (a :class:`~napdesk.ui.controller.GameController`) reports: each card
        played, and the winner of each trick it completes; the one person at its table is spoken to."""
        self.you = lambda seat: list(controller.humans) == [seat]
        controller.hand_started.connect(self._new_hand)
        controller.undone.connect(lambda: self._recount(controller))
        controller.action_done.connect(lambda seat, action: self._on_action(controller, seat, action))

    def _new_hand(self) -> None:
        self._tricks_seen = 0

    def _recount(self, controller: Any) -> None:
        state = controller.state
        self._tricks_seen = len(state.tricks) if state is not None else 0

    def _on_action(self, controller: Any, seat: int, action: object) -> None:
        if not isinstance(action, Play):
            return
        self.card_played(seat, action.card)
        state = controller.state
        if state is not None and len(state.tricks) > self._tricks_seen:
            self._tricks_seen = len(state.tricks)
            winner = state.tricks[-1].winner
            if winner is not None:
                self.trick_won(winner, self._tricks_seen)


# -- the table's parts in the accessibility tree ------------------------------------------------------------------


class TableParts(Protocol):
    """What the view tells of its parts: the graphics objects a screen reader visits, and each one's words."""

    def accessible_parts(self) -> Sequence[QGraphicsObject]: ...

    def part_words(self, part: QGraphicsObject) -> tuple[str, str, bool]:
        """The part's name and description, and whether it is the one that matters now (the seat to move)."""
        ...


class _Part(QAccessibleObject):
    """A plate, the information panel or the trick: a child of the table's interface, read when asked.

    PySide keeps every interface a Python factory returns for the program's life, so it holds no reference of its
    own: its part is Qt's guarded :meth:`object` (None once the part is deleted, and Qt drops the interface then),
    and the view is looked up from the part's scene. A reference kept here would keep a closed window's view and
    plates, and with them the window, alive for good."""

    def _part(self) -> QGraphicsObject | None:
        part = self.object()
        return part if isinstance(part, QGraphicsObject) and shiboken6.isValid(part) else None

    def _view(self) -> QGraphicsView | None:
        part = self._part()
        return _table_of(part) if part is not None else None

    def _words(self) -> tuple[str, str, bool]:
        part, view = self._part(), self._view()
        if part is None or view is None:
            return "", "", False
        try:
            return view.part_words(part)  # type: ignore[attr-defined]
        except RuntimeError:  # the view is going away
            return "", "", False

    def text(self, kind: QAccessible.Text) -> str:
        name, description, _ = self._words()
        if kind == QAccessible.Text.Name:
            return name
        if kind == QAccessible.Text.Description:
            return description
        return ""

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.StaticText

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        part = self._part()
        state.invisible = part is None or not part.isVisible()
        state.active = self._words()[2]
        state.readOnly = True
        return state

    def rect(self) -> QRect:
        part, view = self._part(), self._view()
        if part is None or view is None:
            return QRect()
        box = view.mapFromScene(part.sceneBoundingRect()).boundingRect()
        return QRect(view.viewport().mapToGlobal(box.topLeft()), box.size())

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]  # Qt allows none
        view = self._view()
        return QAccessible.queryAccessibleInterface(view) if view is not None else None

    def childCount(self) -> int:
        return 0

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]  # Qt allows none
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1


class _Table(QAccessibleWidget):
    """The card table: its widgets (the buttons over it) as Qt gives them, then its parts. Like :class:`_Part`, it
    holds no reference to its view but Qt's guarded :meth:`object`."""

    def __init__(self, view: QGraphicsView) -> None:
        super().__init__(view, QAccessible.Role.Client)

    def _parts(self) -> list[QGraphicsObject]:
        view = self.object()
        if view is None or not shiboken6.isValid(view) or not hasattr(view, "accessible_parts"):
            return []
        try:
            return list(view.accessible_parts())
        except RuntimeError:
            return []

    def childCount(self) -> int:
        return super().childCount() + len(self._parts())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]  # Qt allows none
        widgets = super().childCount()
        if index < widgets:
            return super().child(index)
        parts = self._parts()
        if 0 <= index - widgets < len(parts):
            return QAccessible.queryAccessibleInterface(parts[index - widgets])
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        parts = self._parts()
        found = child.object() if child is not None else None
        for i, part in enumerate(parts):
            if part is found:
                return super().childCount() + i
        return super().indexOfChild(child)


def _table_of(part: QGraphicsObject) -> QGraphicsView | None:
    """The card table showing ``part``'s scene, if any."""
    scene = part.scene()
    return next((v for v in scene.views() if hasattr(v, "accessible_parts")), None) if scene is not None else None


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    if isinstance(obj, QGraphicsView) and hasattr(obj, "accessible_parts"):
        return _Table(obj)
    if isinstance(obj, QGraphicsObject):
        view = _table_of(obj)
        if view is not None and obj in view.accessible_parts():  # type: ignore[attr-defined]
            return _Part(obj)
    return None


_installed: list[bool] = []


def install_table_parts() -> None:
    """Put the card table's parts in the accessibility tree (once for the application)."""
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed.append(True)


def part_words(part: QGraphicsObject, names: Sequence[str], trick: Sequence[tuple[int, Card]]) -> tuple[str, str, bool]:
    """What a screen reader says of a part of the table: a seat's plate (its name; chips, bid, tricks), the
    information panel (the hand, the contract, the pool, trumps), the trick (each card and who played it)."""
    if hasattr(part, "accessible_text"):  # a seat's plate
        return str(getattr(part, "name", "")), str(part.accessible_text()), bool(getattr(part, "to_move", False))
    if hasattr(part, "trump_text"):  # the information panel
        lines = [str(line) for line in getattr(part, "lines", [])]
        trumps = str(getattr(part, "trump_text", ""))
        return (QCoreApplication.translate("Accessibility", "Hand information"),
                ". ".join(line for line in [*lines, trumps] if line), False)
    played = [QCoreApplication.translate("Accessibility", "{player}: {card}").format(
        player=names[seat] if 0 <= seat < len(names) else str(seat), card=card_name(card)) for seat, card in trick]
    return (QCoreApplication.translate("Accessibility", "Trick"),
            "; ".join(played) if played else QCoreApplication.translate("Accessibility", "No card played yet"),
            False)


# -- colours a person can read -----------------------------------------------------------------------------------

TEXT_CONTRAST = 4.5  # WCAG 2 AA for text
GRAPHICS_CONTRAST = 3.0  # WCAG 2 AA for the parts of a chart


def luminance(colour: QColor) -> float:
    """WCAG 2's relative luminance of an sRGB colour."""
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF())


def contrast_ratio(a: QColor, b: QColor) -> float:
    """WCAG 2's contrast ratio of two colours, from 1 (the same) to 21 (black on white)."""
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def readable(colour: QColor, background: QColor, ratio: float = TEXT_CONTRAST) -> QColor:
    """``colour``, or the nearest shade of it (mixed towards white on a dark background, towards black on a light
    one) that reaches ``ratio`` against ``background``: the scoreboard's red and green on a dark palette."""
    if contrast_ratio(colour, background) >= ratio:
        return QColor(colour)
    target = QColor("white") if luminance(background) < 0.18 else QColor("black")
    for step in range(1, 21):
        t = step / 20
        mixed = QColor.fromRgbF(colour.redF() + (target.redF() - colour.redF()) * t,
                                colour.greenF() + (target.greenF() - colour.greenF()) * t,
                                colour.blueF() + (target.blueF() - colour.blueF()) * t)
        if contrast_ratio(mixed, background) >= ratio:
            return mixed
    return target
