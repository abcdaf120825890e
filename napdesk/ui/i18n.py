"""Translations: the language napdesk speaks, Qt's translators, and the engine's words in that language.

The language follows the system (:meth:`QLocale.system`) unless the preference ``language`` (``"system"``,
``"en"``, ``"nl"``, ``"es"``) names one; :func:`install_translator` loads ``napdesk/i18n/napdesk_<lang>.qm`` (and
Qt's own ``qtbase_<lang>.qm`` for the standard buttons) before the main window is built.

The engine stays Qt-free and speaks English: its reasons (``IllegalAction.reason``: "must follow hearts"), bid
labels ("Misère") and card names ("queen of hearts") are translated here. Every engine text pattern is listed below
with ``QT_TRANSLATE_NOOP`` so that ``pyside6-lupdate`` puts it in the ``.ts`` files (``make translations``);
:func:`reason_text` recognises a reason by its pattern, translates the pattern and fills in the translated parts.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Final

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from napdesk.engine import money
from napdesk.engine.actions import Bid
from napdesk.engine.cards import RANK_NAMES, SUIT_NAMES, Card

LANGUAGES: Final = ("en", "nl", "es")  # what napdesk speaks; English is the source text
PREFERENCES: Final = ("system", *LANGUAGES)
I18N_DIR: Final = Path(__file__).resolve().parent.parent / "i18n"  # napdesk/i18n: the .ts sources and .qm files

ENGINE: Final = "engine"  # context of the engine's reasons
CARDS: Final = "napdesk.cards"  # suits, ranks, card names
BIDS: Final = "napdesk.bids"  # bid labels (the dialogs use the same context)


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for ``pyside6-lupdate`` in ``context`` and return it untranslated (QtCore's own returns
    ``object`` to a type checker)."""
    return text


_installed: list[QTranslator] = []  # kept alive while installed: a collected translator is a crash
_locale_before: list[QLocale] = []  # the default locale before the first install, restored for English


def translate(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


# -- choosing and installing the language ---------------------------------------------------------------------


def qm_path(language: str) -> Path:
    return I18N_DIR / f"napdesk_{language}.qm"


def choose_language(preference: str | None, system: QLocale | None = None) -> str:
    """The language napdesk speaks: the preference when it names one, else the first of the system's languages
    napdesk has, else English."""
    if preference in LANGUAGES:
        return str(preference)
    locale = system if system is not None else QLocale.system()
    for name in [*locale.uiLanguages(), locale.name()]:
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


def install_translator(app: QCoreApplication, language: str | None) -> str:
    """Install the translators for ``language`` (a preference: ``None`` or ``"system"`` follow the system) in
    ``app``, replacing any installed before, and return the language in force (``"en"`` when the translation
    cannot be loaded)."""
    for old in _installed:
        app.removeTranslator(old)
        old.deleteLater()
    _installed.clear()
    lang = choose_language(language)
    if lang != "en":
        ours = QTranslator(app)
        if not ours.load(str(qm_path(lang))):
            ours.deleteLater()
            lang = "en"
        else:
            qt = QTranslator(app)
            if qt.load(f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
                app.installTranslator(qt)
                _installed.append(qt)
            app.installTranslator(ours)
            _installed.append(ours)
    if not _locale_before:
        _locale_before.append(QLocale())
    QLocale.setDefault(QLocale(lang) if lang != "en" else _locale_before[0])
    return lang


LANGUAGE_CHANGED: Final = QT_TRANSLATE_NOOP("MainWindow", "The new language applies the next time napdesk starts")


def language_change_message() -> str:
    """What to tell a player who has just chosen another language: the window keeps its language until restarted
    (the translators are installed before it is built)."""
    return translate("MainWindow", LANGUAGE_CHANGED)


# -- cards and bids --------------------------------------------------------------------------------------------

SUIT_TEXTS: Final = (
    QT_TRANSLATE_NOOP("napdesk.cards", "clubs"),
    QT_TRANSLATE_NOOP("napdesk.cards", "diamonds"),
    QT_TRANSLATE_NOOP("napdesk.cards", "hearts"),
    QT_TRANSLATE_NOOP("napdesk.cards", "spades"),
)
RANK_TEXTS: Final = (
    QT_TRANSLATE_NOOP("napdesk.cards", "two"),
    QT_TRANSLATE_NOOP("napdesk.cards", "three"),
    QT_TRANSLATE_NOOP("napdesk.cards", "four"),
    QT_TRANSLATE_NOOP("napdesk.cards", "five"),
    QT_TRANSLATE_NOOP("napdesk.cards", "six"),
    QT_TRANSLATE_NOOP("napdesk.cards", "seven"),
    QT_TRANSLATE_NOOP("napdesk.cards", "eight"),
    QT_TRANSLATE_NOOP("napdesk.cards", "nine"),
    QT_TRANSLATE_NOOP("napdesk.cards", "ten"),
    QT_TRANSLATE_NOOP("napdesk.cards", "jack"),
    QT_TRANSLATE_NOOP("napdesk.cards", "queen"),
    QT_TRANSLATE_NOOP("napdesk.cards", "king"),
    QT_TRANSLATE_NOOP("napdesk.cards", "ace"),
)
CARD_NAME: Final = QT_TRANSLATE_NOOP("napdesk.cards", "{rank} of {suit}")  # "queen of hearts"
BID_TEXTS: Final = (
    QT_TRANSLATE_NOOP("napdesk.bids", "Pass"),
    QT_TRANSLATE_NOOP("napdesk.bids", "One"),
    QT_TRANSLATE_NOOP("napdesk.bids", "Two"),
    QT_TRANSLATE_NOOP("napdesk.bids", "Three"),
    QT_TRANSLATE_NOOP("napdesk.bids", "Four"),
    QT_TRANSLATE_NOOP("napdesk.bids", "Five"),
    QT_TRANSLATE_NOOP("napdesk.bids", "Six"),
    QT_TRANSLATE_NOOP("napdesk.bids", "Seven"),
    QT_TRANSLATE_NOOP("napdesk.bids", "Misère"),
    QT_TRANSLATE_NOOP("napdesk.bids", "Nap"),
    QT_TRANSLATE_NOOP("napdesk.bids", "Wellington"),
    QT_TRANSLATE_NOOP("napdesk.bids", "Blücher"),
)
assert len(SUIT_TEXTS) == len(SUIT_NAMES) and len(RANK_TEXTS) == len(RANK_NAMES)


def capitalized(text: str) -> str:
    return text[:1].upper() + text[1:]


def suit_name(suit: int) -> str:
    """``hearts``, translated."""
    return translate(CARDS, SUIT_NAMES[suit])


def rank_name(rank: int) -> str:
    return translate(CARDS, RANK_NAMES[rank])


def card_name(card: Card) -> str:
    """``queen of hearts``, translated (lower case, as in a sentence)."""
    return translate(CARDS, CARD_NAME).format(rank=rank_name(card.rank), suit=suit_name(card.suit))


def format_chips(amount: int, unit: str) -> str:
    """``napdesk.engine.money.format_chips``, translated: counters are words (``12 counters``); shillings and
    pence, dollars and cents are written as the engine writes them."""
    if unit == "counters":
        text = translate(CARDS, "{n} counter") if abs(amount) == 1 else translate(CARDS, "{n} counters")
        return text.format(n=amount)
    return money.format_chips(amount, unit)


COUNTER_TEXTS: Final = (
    QT_TRANSLATE_NOOP("napdesk.cards", "{n} counter"),
    QT_TRANSLATE_NOOP("napdesk.cards", "{n} counters"),
)


def bid_label(bid: Bid | str) -> str:
    """How a player says a bid (``Pass``, ``Three``, ``Misère``, ``Nap``), translated."""
    return translate(BIDS, bid.label if isinstance(bid, Bid) else bid)


PRESETS: Final = "napdesk.presets"  # house-rule presets, titled as the dialogs title them (preset_title)
PRESET_TEXTS: Final = (
    QT_TRANSLATE_NOOP("napdesk.presets", "Standard"),
    QT_TRANSLATE_NOOP("napdesk.presets", "Pub"),
    QT_TRANSLATE_NOOP("napdesk.presets", "Classic"),
    QT_TRANSLATE_NOOP("napdesk.presets", "Short pack"),
    QT_TRANSLATE_NOOP("napdesk.presets", "Seven card"),
    QT_TRANSLATE_NOOP("napdesk.presets", "Pool"),
    QT_TRANSLATE_NOOP("napdesk.presets", "Purchase"),
    QT_TRANSLATE_NOOP("napdesk.presets", "Peep"),
    QT_TRANSLATE_NOOP("napdesk.presets", "Sir garnet"),
)
LEVELS: Final = "napdesk.levels"  # the computer players' levels
LEVEL_TEXTS: Final = (
    QT_TRANSLATE_NOOP("napdesk.levels", "random"),
    QT_TRANSLATE_NOOP("napdesk.levels", "beginner"),
    QT_TRANSLATE_NOOP("napdesk.levels", "intermediate"),
    QT_TRANSLATE_NOOP("napdesk.levels", "expert"),
)


def preset_title(name: str) -> str:
    """``short_pack`` -> ``Short pack``, translated."""
    return translate(PRESETS, name.replace("_", " ").capitalize())


def level_name(level: str) -> str:
    """A computer level (``expert``), translated; a plug-in's ``module:Class`` as it is."""
    return translate(LEVELS, level)


# -- the engine's reasons ------------------------------------------------------------------------------------------

# Every reason the engine gives for refusing an action (napdesk.engine.hand), as the sentence a player reads
# (IllegalAction.message: "You must follow hearts"). {suit}, {card} and {bid} are filled in translated.
REASONS: Final = (
    QT_TRANSLATE_NOOP("engine", "You must follow {suit}"),
    QT_TRANSLATE_NOOP("engine", "You do not hold the {card}"),
    QT_TRANSLATE_NOOP("engine", "You must bid higher than {bid}"),
    QT_TRANSLATE_NOOP("engine", "You must bid: everyone else has passed"),
    QT_TRANSLATE_NOOP("engine", "You may bid Wellington only over a nap"),
    QT_TRANSLATE_NOOP("engine", "You may bid Blücher only over a Wellington"),
    QT_TRANSLATE_NOOP("engine", "The bid of five tricks is written nap"),
    QT_TRANSLATE_NOOP("engine", "In seven-card Nap the bid of all seven is written 7"),
    QT_TRANSLATE_NOOP("engine", "The least bid is {n}"),
    QT_TRANSLATE_NOOP("engine", "{bid} is not played at this table"),
    QT_TRANSLATE_NOOP("engine", "The hand is over"),
    QT_TRANSLATE_NOOP("engine", "You cannot {verb} now: it is time to {wanted}"),
    QT_TRANSLATE_NOOP("engine", "You cannot claim now: only the bidder may claim, when he is on lead"),
    QT_TRANSLATE_NOOP("engine", "Claims are not allowed at this table"),
    QT_TRANSLATE_NOOP("engine", "Claim refused: the defence can beat it"),
    QT_TRANSLATE_NOOP("engine", "There is no peep card at this table"),
    QT_TRANSLATE_NOOP("engine", "You have already peeped"),
    QT_TRANSLATE_NOOP("engine", "There is no widow at this table"),
    QT_TRANSLATE_NOOP("engine", "The widow is gone"),
    QT_TRANSLATE_NOOP("engine", "No five-trick bid is open to take the widow"),
    QT_TRANSLATE_NOOP("engine", "You have taken the widow already: choose the cards to discard"),
    QT_TRANSLATE_NOOP("engine", "You may discard only cards from your hand and the widow"),
    QT_TRANSLATE_NOOP("engine", "You must discard {n} cards with the widow"),
    QT_TRANSLATE_NOOP("engine", "You may exchange only cards in your hand"),
    QT_TRANSLATE_NOOP("engine", "You cannot draw {k}: the stock holds {n}"),
)
# "cannot {verb} now: it is time to {wanted}": what was tried, and what the phase wants.
VERBS: Final = (
    QT_TRANSLATE_NOOP("engine", "pass"),
    QT_TRANSLATE_NOOP("engine", "bid"),
    QT_TRANSLATE_NOOP("engine", "play a card"),
    QT_TRANSLATE_NOOP("engine", "exchange"),
    QT_TRANSLATE_NOOP("engine", "peep"),
    QT_TRANSLATE_NOOP("engine", "take the widow"),
    QT_TRANSLATE_NOOP("engine", "discard"),
    QT_TRANSLATE_NOOP("engine", "claim"),
)
# A context of their own: "play a card" is a verb above and what the phase wants here, and languages word the two
# differently (Dutch: "een kaart spelen" / "om een kaart te spelen").
PHASE: Final = "engine.phase"
WANTED: Final = (
    QT_TRANSLATE_NOOP("engine.phase", "exchange cards or stand pat"),
    QT_TRANSLATE_NOOP("engine.phase", "bid or pass"),
    QT_TRANSLATE_NOOP("engine.phase", "choose the cards to discard with the widow"),
    QT_TRANSLATE_NOOP("engine.phase", "discard a card"),
    QT_TRANSLATE_NOOP("engine.phase", "play a card"),
)

_SUITS_RE: Final = "|".join(SUIT_NAMES)
_RANKS_RE: Final = "|".join(RANK_NAMES)
_BID_LABELS: Final = {text.lower(): text for text in BID_TEXTS}


def _bid_arg(text: str) -> str:
    """A bid named in a reason ("nap", "three", "Misère"), translated; lower case when the engine wrote it so."""
    source = _BID_LABELS.get(text.lower())
    if source is None:
        return text
    out = translate(BIDS, source)
    return out.lower() if text.islower() else out


def _card_arg(text: str) -> str:
    rank, _, suit = text.partition(" of ")
    return card_name(Card.from_index(SUIT_NAMES.index(suit) * 13 + RANK_NAMES.index(rank)))


_ARGS: Final[dict[str, tuple[str, Callable[[str], str]]]] = {
    "suit": (f"(?P<suit>{_SUITS_RE})", lambda s: translate(CARDS, s)),
    "card": (f"(?P<card>(?:{_RANKS_RE}) of (?:{_SUITS_RE}))", _card_arg),
    "bid": ("(?P<bid>[A-Za-zèü]+)", _bid_arg),
    "n": ("(?P<n>[0-9]+)", str),
    "k": ("(?P<k>[0-9]+)", str),
    "verb": (f"(?P<verb>{'|'.join(map(re.escape, VERBS))})", lambda s: translate(ENGINE, s)),
    "wanted": (f"(?P<wanted>{'|'.join(map(re.escape, WANTED))})", lambda s: translate(PHASE, s)),
}


def _reason_form(message: str) -> str:
    """The engine's ``reason`` for a message of :data:`REASONS` (the inverse of ``IllegalAction.message``)."""
    if message.startswith("You "):
        return message[4:]
    return message if message.startswith("{") else message[:1].lower() + message[1:]


def _pattern(message: str) -> re.Pattern[str]:
    parts = re.split(r"(\{[a-z]+\})", _reason_form(message))
    body = "".join(_ARGS[p[1:-1]][0] if p.startswith("{") else re.escape(p) for p in parts)
    return re.compile(body + r"\Z")


_PATTERNS: Final = tuple((_pattern(m), m) for m in REASONS)


def reason_source(reason: str) -> str | None:
    """The entry of :data:`REASONS` an engine reason is an instance of, or None."""
    return next((source for pattern, source in _PATTERNS if pattern.match(reason)), None)


def reason_text(reason: str, message: str | None = None) -> str:
    """An engine reason (``IllegalAction.reason``) as the translated sentence for the player whose action it was:
    "must follow hearts" -> "You must follow hearts" / "Je moet harten bekennen". A reason napdesk does not know
    is shown as the engine wrote it (``message``, else the reason with a capital)."""
    for pattern, source in _PATTERNS:
        found = pattern.match(reason)
        if found:
            args = {name: _ARGS[name][1](value) for name, value in found.groupdict().items()}
            return translate(ENGINE, source).format(**args)
    return message if message is not None else capitalized(reason)


def action_refused(exc: Exception) -> str:
    """The translated message of an ``IllegalAction`` (or any error: its text)."""
    reason = getattr(exc, "reason", None)
    if isinstance(reason, str):
        return reason_text(reason, getattr(exc, "message", None))
    return str(exc)


def engine_texts() -> Sequence[tuple[str, str]]:
    """(context, source text) of every engine text this module marks for translation."""
    return [*((CARDS, t) for t in (*SUIT_TEXTS, *RANK_TEXTS, CARD_NAME, *COUNTER_TEXTS)),
            *((BIDS, t) for t in BID_TEXTS),
            *((PRESETS, t) for t in PRESET_TEXTS), *((LEVELS, t) for t in LEVEL_TEXTS),
            *((ENGINE, t) for t in (*REASONS, *VERBS)), *((PHASE, t) for t in WANTED)]


# Texts the dialogs (napdesk.ui.dialogs) look up under a context lupdate cannot tell from their source: a seat row
# translates with its dialog's tr ("NewSessionDialog"), the scoreboard and the hand history look names up from
# variables or tables (column titles, session statuses, speed and back names, the "System language" choice). Marked
# here so that the .ts files have them.
DIALOG_TEXTS: Final = (
    QT_TRANSLATE_NOOP("NewSessionDialog", "Seat {n}"),
    QT_TRANSLATE_NOOP("NewSessionDialog", "Seat {n} name"),
    QT_TRANSLATE_NOOP("NewSessionDialog", "Name"),
    QT_TRANSLATE_NOOP("NewSessionDialog", "Seat {n} player"),
    QT_TRANSLATE_NOOP("NewSessionDialog", "Person"),
    QT_TRANSLATE_NOOP("NewSessionDialog", "Computer: {level}"),
    QT_TRANSLATE_NOOP("PreferencesDialog", "System language"),
    QT_TRANSLATE_NOOP("PreferencesDialog", "Theme"),
    QT_TRANSLATE_NOOP("PreferencesDialog", "Blue"),
    QT_TRANSLATE_NOOP("PreferencesDialog", "Red"),
    QT_TRANSLATE_NOOP("PreferencesDialog", "Green"),
    QT_TRANSLATE_NOOP("PreferencesDialog", "No animation"),
    QT_TRANSLATE_NOOP("PreferencesDialog", "Fast"),
    QT_TRANSLATE_NOOP("PreferencesDialog", "Normal"),
    QT_TRANSLATE_NOOP("PreferencesDialog", "Slow"),
    QT_TRANSLATE_NOOP("ScoreboardModel", "Hand"),
    QT_TRANSLATE_NOOP("ScoreboardModel", "Dealer"),
    QT_TRANSLATE_NOOP("ScoreboardModel", "Bidder"),
    QT_TRANSLATE_NOOP("ScoreboardModel", "Bid"),
    QT_TRANSLATE_NOOP("ScoreboardModel", "Result"),
    QT_TRANSLATE_NOOP("ScoreboardWindow", "Player"),
    QT_TRANSLATE_NOOP("ScoreboardWindow", "Sessions"),
    QT_TRANSLATE_NOOP("ScoreboardWindow", "Hands"),
    QT_TRANSLATE_NOOP("ScoreboardWindow", "Chips won"),
    QT_TRANSLATE_NOOP("ScoreboardWindow", "Chips per hand"),
    QT_TRANSLATE_NOOP("ScoreboardWindow", "Bids made"),
    QT_TRANSLATE_NOOP("ScoreboardWindow", "Bids failed"),
    QT_TRANSLATE_NOOP("ScoreboardWindow", "Naps made"),
    QT_TRANSLATE_NOOP("ScoreboardWindow", "Biggest win"),
    QT_TRANSLATE_NOOP("ScoreboardWindow", "By bid (made/failed)"),
    QT_TRANSLATE_NOOP("ScoreboardWindow", "active"),
    QT_TRANSLATE_NOOP("ScoreboardWindow", "finished"),
    QT_TRANSLATE_NOOP("ScoreboardWindow", "abandoned"),
    QT_TRANSLATE_NOOP("Scoreboard", "Misère"),
    QT_TRANSLATE_NOOP("Scoreboard", "Nap"),
    QT_TRANSLATE_NOOP("Scoreboard", "Wellington"),
    QT_TRANSLATE_NOOP("Scoreboard", "Blücher"),
    QT_TRANSLATE_NOOP("HandHistory", "clubs"),
    QT_TRANSLATE_NOOP("HandHistory", "diamonds"),
    QT_TRANSLATE_NOOP("HandHistory", "hearts"),
    QT_TRANSLATE_NOOP("HandHistory", "spades"),
)
