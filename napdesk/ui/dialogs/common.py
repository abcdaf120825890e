"""Helpers the dialogs share: translation of declared text, computer levels, rule sets by name."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

from napdesk.engine.rules import OPTION, PRESETS, SOURCE_TEXTS, Option, RuleError, Rules, Value, cite_sources
from napdesk.store import Store, StoreError
from napdesk.ui import i18n

FALLBACK_LEVELS: Final = ("random", "beginner", "intermediate", "expert")
RULES_CONTEXT: Final = "napdesk.rules"
# The options' source notes, one translation unit each: the translator keeps the books' quotations (in double
# quotes) and the source numbers ("000:") as they are and translates our words around them.
SOURCE_CONTEXT: Final = "napdesk.rules.source"


def translate(context: str, text: str) -> str:
    """``QCoreApplication.translate`` for text that is not a literal in a QObject (declarations, module text)."""
    return QCoreApplication.translate(context, text)


def rule_label(option: Option) -> str:
    return translate(RULES_CONTEXT, option.label)


def rule_help(option: Option) -> str:
    return translate(RULES_CONTEXT, option.help)


def value_label(option: Option, value: Value) -> str:
    """What a dialog shows for one value of an option (``choice_label``, translated)."""
    return translate(RULES_CONTEXT, option.choice_label(value))


def problem_text(error: RuleError) -> str:
    """A rule problem for a dialog. In a language napdesk is translated into, a combination problem reads as its
    constraint's summary with the labels of the options in conflict ("Peep heeft een pot nodig (Pot, Kijken)"), a
    refused value by its option's label; in English as the engine's own fuller message (i18n.rule_error_text)."""
    return i18n.rule_error_text(str(error), error.keys, error.summary)


def rule_source(option: Option) -> str:
    """The option's source note in the player's language, each source text named (translated) rather than
    numbered. The whole note is one translation (a translator sees its quotations and source numbers together);
    the numbers are named after it, so a translation may cite the texts in its own order."""
    note = translate(SOURCE_CONTEXT, option.source)
    return cite_sources(note, {n: translate(RULES_CONTEXT, name) for n, name in SOURCE_TEXTS.items()})


def rule_tooltip(option: Option) -> str:
    """The help with the source texts it comes from, for a tooltip."""
    source = translate(RULES_CONTEXT, "Source: {source}").format(source=rule_source(option))
    return f"{rule_help(option)}\n\n{source}\n({option.key})"


def computer_levels() -> tuple[str, ...]:
    """The computer levels ``napdesk.ai.LEVELS`` offers, else the four planned ones."""
    try:
        from napdesk.ai import LEVELS
    except ImportError:  # pragma: no cover - the AI package is part of napdesk
        return FALLBACK_LEVELS
    return tuple(LEVELS) or FALLBACK_LEVELS


def preset_title(name: str) -> str:
    """``short_pack`` -> ``Short pack``, translated (napdesk.ui.i18n.preset_title)."""
    return i18n.preset_title(name)


def saved_presets(store: Store | None) -> dict[str, dict[str, Any]]:
    """The user's saved house-rule sets by name; none when there is no store or it cannot be read."""
    if store is None:
        return {}
    try:
        return store.settings.presets()
    except StoreError:
        return {}


def rules_from_saved(values: Mapping[str, Any]) -> Rules:
    """A saved house-rule set (the store keeps ``Rules.to_dict()``: its preset and every key) as Rules."""
    return Rules.from_dict(values)


def builtin_presets() -> tuple[str, ...]:
    return tuple(PRESETS)


def option(key: str) -> Option:
    return OPTION[key]


_FRAME_WIDTH: Final = 16  # room for a window's frame, beside it and above it (its title bar)
_FRAME_HEIGHT: Final = 48


def fit_screen(window: QWidget, width: int, height: int) -> None:
    """Give ``window`` its usual size, or as much of it as its screen has room for, with its frame and title bar:
    a house-rules dialog of 720 pixels on a 700-pixel screen had its buttons below the edge."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is not None:
        room = screen.availableGeometry()
        width = min(width, room.width() - _FRAME_WIDTH)
        height = min(height, room.height() - _FRAME_HEIGHT)
    window.resize(width, height)
