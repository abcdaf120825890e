"""Every preference of napdesk, declared once, the way the house rules are (``napdesk.engine.rules.OPTIONS``).

A :class:`Pref` gives the key it is stored under, its kind, its default (what is in force on a fresh install),
its choices, a label and a line of help. The one settings object (:class:`napdesk.ui.settings.Settings`) reads
and writes them (validated here), the Preferences dialog is generated from them, and the window applies them; a
preference added to :data:`PREFS` is stored, validated and offered in the dialog without other code. Only what
it *does* needs wiring: one branch in ``MainWindow.apply_pref`` (and a View-menu entry if it has one).

Labels and help are translated where shown (context ``"Preferences"``); choice labels likewise.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Final, Literal

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from napdesk.ui.cardart import BACK_LABELS, BACKS, OURS
from napdesk.ui.i18n import QT_TRANSLATE_NOOP

Kind = Literal["bool", "int", "choice", "colour"]
Choices = tuple[tuple[Any, str], ...]  # (value, label to translate)

OURS_FOUR: Final = "napdesk four-colour"  # napdesk's own deck (OURS) with clubs green and diamonds blue


def face_choices() -> Choices:
    from napdesk.ui.cardart import find_themes

    ours: Choices = ((OURS, QT_TRANSLATE_NOOP("Preferences", "napdesk")),
                     (OURS_FOUR, QT_TRANSLATE_NOOP("Preferences", "napdesk four-colour")))
    return ours + tuple((t.name, f"{t.label} ({t.origin})") for t in find_themes() if t.name != OURS)


def _backs() -> Choices:
    """The backs, each named in the words of the card art, where its label is declared and translated."""
    return tuple((name, QCoreApplication.translate("CardArt", BACK_LABELS.get(name, name))) for name in BACKS)


# The animation speeds' names, the same in the View menu and the Preferences dialog (translated as the menu's).
# The animation speeds: each one's factor on the table's durations (napdesk.ui.table), and its words.
SPEEDS: Final = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 2.0}
SPEED_LABELS: Final = {
    "off": QT_TRANSLATE_NOOP("MainWindow", "Off"),
    "fast": QT_TRANSLATE_NOOP("MainWindow", "Fast"),
    "normal": QT_TRANSLATE_NOOP("MainWindow", "Normal"),
    "slow": QT_TRANSLATE_NOOP("MainWindow", "Slow"),
}


def speed_label(name: str) -> str:
    """An animation speed (SPEEDS) in the player's words."""
    return QCoreApplication.translate("MainWindow", SPEED_LABELS[name]) if name in SPEED_LABELS else name.capitalize()


def _speeds() -> Choices:
    return tuple((name, speed_label(name)) for name in SPEEDS)


LANGUAGES: Final[Choices] = (("system", QT_TRANSLATE_NOOP("Preferences", "System language")),
                             # a language's own name is not translated: a player looks for it as it is written
                             ("en", "English"), ("nl", "Nederlands"), ("es", "Español"))


@dataclass(frozen=True)
class Pref:
    key: str
    kind: Kind
    default: Any
    label: str
    help: str
    name: str  # the dialog widget's object name (and attribute)
    choices: Choices | Callable[[], Choices] = ()
    minimum: int = 0
    maximum: int = 0
    step: int = 1
    suffix: str = ""
    fixed_labels: frozenset[Any] = field(default_factory=frozenset)  # choice values whose label is not translated

    def choice_list(self) -> Choices:
        return self.choices() if callable(self.choices) else self.choices

    def valid(self, value: object) -> bool:
        """Whether ``value`` may be this preference's value (a stored value that is not is ignored)."""
        if self.kind == "bool":
            return isinstance(value, bool)
        if self.kind == "int":
            return isinstance(value, int) and not isinstance(value, bool) and self.minimum <= value <= self.maximum
        if self.kind == "colour":
            return isinstance(value, str) and value.startswith("#") and QColor(value).isValid()
        if self.key == "table.faces":  # a theme may be installed later, or gone: any name is kept
            return isinstance(value, str) and bool(value)
        return any(type(value) is type(v) and value == v for v, _ in self.choice_list())


PREFS: Final[tuple[Pref, ...]] = (
    Pref("table.faces", "choice", OURS, QT_TRANSLATE_NOOP("Preferences", "Card &faces"),
         QT_TRANSLATE_NOOP("Preferences", "The deck: napdesk's own, in four colours, or an installed theme"),
         "faces", face_choices),
    Pref("table.back", "choice", "theme", QT_TRANSLATE_NOOP("Preferences", "Card &back"),
         QT_TRANSLATE_NOOP("Preferences", "The back of the cards"), "back", _backs,
         fixed_labels=frozenset(BACKS)),  # already in the player's words (_backs)
    Pref("table.felt", "colour", "#2f7a4a", QT_TRANSLATE_NOOP("Preferences", "&Felt colour"),
         QT_TRANSLATE_NOOP("Preferences", "Choose the colour of the table"), "felt"),
    Pref("table.speed", "choice", "normal", QT_TRANSLATE_NOOP("Preferences", "&Animation speed"),
         QT_TRANSLATE_NOOP("Preferences", "How fast the cards move"), "speed", _speeds,
         fixed_labels=frozenset(SPEED_LABELS)),  # already in the player's words (speed_label)
    Pref("table.trick_pause", "int", 800, QT_TRANSLATE_NOOP("Preferences", "&Pause after a trick"),
         QT_TRANSLATE_NOOP("Preferences", "How long a finished trick stays in view"), "trick_pause",
         minimum=0, maximum=5000, step=100, suffix=QT_TRANSLATE_NOOP("Preferences", " ms")),
    Pref("table.click_to_continue", "bool", False,
         QT_TRANSLATE_NOOP("Preferences", "&Click to continue after each trick"),
         QT_TRANSLATE_NOOP("Preferences", "Wait for a click before gathering each trick"), "click_to_continue"),
    # Off: a new player sees the game as it is; the hints run the expert's search on every decision.
    Pref("play.hints", "bool", False, QT_TRANSLATE_NOOP("Preferences", "Offer &hints"),
         QT_TRANSLATE_NOOP("Preferences", "The expert's suggestion, and the chance of making each bid"), "hints"),
    Pref("play.undo", "bool", True, QT_TRANSLATE_NOOP("Preferences", "Allow &undo (take back a card or bid)"),
         QT_TRANSLATE_NOOP("Preferences", "Undo and Redo in the Game menu"), "undo"),
    Pref("play.confirm_card", "bool", False, QT_TRANSLATE_NOOP("Preferences", "&Confirm before playing a card"),
         QT_TRANSLATE_NOOP("Preferences", "Ask before a card goes to the table"), "confirm_card"),
    Pref("play.forced", "bool", True,
         QT_TRANSLATE_NOOP("Preferences", "Play a &forced card by itself (the only card you may play)"),
         QT_TRANSLATE_NOOP("Preferences", "When a seat has only one card it may play, it goes by itself; a hot-seat "
                                          "table then skips its privacy screen"), "forced"),
    # On: the computer defenders tell each other (and a person partnering them) about their hands, as the book says.
    Pref("play.signals", "bool", True,
         QT_TRANSLATE_NOOP("Preferences", "Computer defenders &signal with their discards"),
         QT_TRANSLATE_NOOP("Preferences", "They discard by the convention the rules help describes, and read it from "
                                          "their partners; from the next game"), "signals"),
    # Off: a table that suddenly makes noise surprises; a player who wants sounds turns them on here.
    Pref("sound.cards", "bool", False, QT_TRANSLATE_NOOP("Preferences", "Card &sounds"),
         QT_TRANSLATE_NOOP("Preferences", "A short sound when the cards are dealt, a card is played, a trick is won "
                                          "and a hand ends"), "sounds"),
    Pref("language", "choice", "system", QT_TRANSLATE_NOOP("Preferences", "&Language"),
         QT_TRANSLATE_NOOP("Preferences", "Takes effect the next time napdesk starts"), "language", LANGUAGES,
         fixed_labels=frozenset({"en", "nl", "es"})),
)

PREF: Final[Mapping[str, Pref]] = {p.key: p for p in PREFS}
DEFAULTS: Final[Mapping[str, Any]] = {p.key: p.default for p in PREFS}
