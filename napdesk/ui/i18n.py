"""Translations: the language napdesk speaks, Qt's translators, and the engine's words in that language.

The language follows the system (:meth:`QLocale.system`) unless the preference ``language`` (``"system"``,
``"en"``, ``"nl"``, ``"es"``) names one; :func:`install_translator` loads ``napdesk/i18n/napdesk_<lang>.qm`` (and
Qt's own ``qtbase_<lang>.qm`` for the standard buttons) before the main window is built.

The engine stays Qt-free and speaks English: its refusals come as a code with their facts (``IllegalAction.code``,
``.arguments``: MUST_FOLLOW, hearts), and its bid labels ("Misère") and card names ("queen of hearts") are translated
here. Every engine text is listed below with ``QT_TRANSLATE_NOOP`` so that ``pyside6-lupdate`` puts it in the
``.ts`` files (``make translations``); :func:`reason_text` translates a code and fills in its translated facts.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Final

from PySide6.QtCore import QCoreApplication, QDateTime, QLibraryInfo, QLocale, QTranslator

from napdesk.engine import money
from napdesk.engine.actions import Bid
from napdesk.engine.cards import RANK_NAMES, SUIT_NAMES, Card
from napdesk.engine.facts import Phase
from napdesk.engine.hand import IllegalAction
from napdesk.engine.reasons import NO_ARGS, Reason, ReasonArgs, Verb
from napdesk.engine.rules import OPTION, OPTIONS
from napdesk.store.schema import NAME_CODES, name_code

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


class Plural:
    """Marks a text with a count for ``pyside6-lupdate`` as a numerus entry (plural forms per language):
    ``Plural.translate(context, "%n card(s)", "", 1)`` returns the text untranslated. lupdate's Python reader takes
    a ``translate`` call for numerus only when its count is a literal number, so the real call (with the count in a
    variable) cannot mark it; the mark must come first in the module."""

    @staticmethod
    def translate(context: str, text: str, disambiguation: str = "", n: int = 1) -> str:
        return text


STAKE_UNIT: Final = next(o for o in OPTIONS if o.key == "stake_unit")
COUNTERS: Final = Plural.translate("napdesk.cards", "%n counter(s)", "", 1)  # the stake unit "counters"


def translate_n(context: str, text: str, n: int) -> str:
    """``text`` (a numerus entry, with ``%n``) for the count ``n``, translated: "1 card", "5 cards", and below
    zero as above it ("-5 counters"): Qt fills in ``%n`` only for n >= 0 (it reads -1 as "no count")."""
    if n >= 0:
        return QCoreApplication.translate(context, text, None, n)
    words = QCoreApplication.translate(context, text, None, -n)
    for written in (str(-n), QLocale().toString(-n)):  # %n, or %Ln in the language's digits
        if written in words:
            return words.replace(written, f"-{written}", 1)
    return f"-{words}"


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
    if lang == "en":
        # English is the source text, but "%n card(s)" needs its plural forms: napdesk_en holds those alone.
        plurals = QTranslator(app)
        if plurals.load(str(qm_path("en"))):
            app.installTranslator(plurals)
            _installed.append(plurals)
        else:
            plurals.deleteLater()
    if not _locale_before:
        _locale_before.append(QLocale())
    # Dates and numbers as the language writes them: the system's own locale when it speaks that language (en_GB,
    # nl_BE), else the language's (a system locale of C wrote "2 12 2026 07:20" and "-0.33" in an English table).
    system, spoken = _locale_before[0], QLocale(lang)
    QLocale.setDefault(system if system.language() == spoken.language() else spoken)
    return lang


# Qt's own words that its catalogue (qtbase_<lang>.qm, as PySide6 ships it) lacks: Qt 6 gave the file dialog's
# labels mnemonics ("&Look in:") and moved the file types to another context, and the catalogue has them only as
# Qt 5 wrote them. Ours carries them: it is installed after Qt's, so it is asked first, by Qt's widgets too.
QT_WORDS: Final = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Folder"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Drive"),
)

LANGUAGE_CHANGED: Final = QT_TRANSLATE_NOOP("MainWindow", "The new language applies the next time napdesk starts")


ALREADY_RUNNING: Final = (
    QT_TRANSLATE_NOOP("MainWindow", "napdesk is already running with the data in {folder}; close it first"),
    QT_TRANSLATE_NOOP("MainWindow",
                      "napdesk is already running (process {pid}) with the data in {folder}; close it first"),
)


def already_running_text(folder: str, pid: int | None) -> str:
    """The store's AlreadyRunning (its data_dir and pid), in the player's language."""
    return translate("MainWindow", ALREADY_RUNNING[pid is not None]).format(folder=folder, pid=pid)


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


# -- the default seat names: stored as codes, shown in the language of the day ---------------------------------------

_NAME_SOURCES: Final = {code: names[0] for code, names in NAME_CODES.items()}  # "seat:north" -> "North"
_NUMBERED: Final = {"player": QT_TRANSLATE_NOOP("GameController", "Player {n}"),
                    "computer": QT_TRANSLATE_NOOP("GameController", "Computer {n}")}


def shown_name(name: str) -> str:
    """A seat's or a profile's name as the player reads it: a default name's code (``seat:north``, ``you``,
    ``player:2``) in the language in force ("Norte", "Tú", "Jugador 2"); a name a person typed as it is."""
    source = _NAME_SOURCES.get(name)
    if source is not None:
        return translate("GameController", source)
    kind, _, number = name.partition(":")
    if kind in _NUMBERED and number.isdigit():
        return translate("GameController", _NUMBERED[kind]).format(n=number)
    return name


def stored_name(text: str) -> str:
    """What is stored for a name in a name field: the code of a default name (as shown in any of napdesk's
    languages, "Noord" or "Norte"), else the text as typed, trimmed."""
    text = text.strip()
    return name_code(text) or text


# -- the default session names: a code with its date ("game:2026-12-02T17:40:00"), shown in the language of the day

_SESSION_NAMES: Final = {"game": ("MainWindow", QT_TRANSLATE_NOOP("MainWindow", "Game of {when}")),
                         "watching": ("MainWindow", QT_TRANSLATE_NOOP("MainWindow", "Watching of {when}")),
                         "session": ("NewSessionDialog", QT_TRANSLATE_NOOP("NewSessionDialog", "Session of {date}"))}


_STAMP: Final = "yyyy-MM-dd'T'HH:mm"


def session_name_code(kind: str, when: QDateTime | None = None) -> str:
    """The stored name of a session named by default: ``kind`` (``game``, ``watching``, ``session``) and the
    local date and time it was made (to the minute)."""
    assert kind in _SESSION_NAMES, kind
    moment = when if when is not None else QDateTime.currentDateTime()
    return f"{kind}:{moment.toString(_STAMP)}"


def shown_session_name(name: str) -> str:
    """A session's name as the player reads it: a default name's code in the language and date format in force
    ("Partida del 2/12/26 17:40"); a name a person typed as it is."""
    kind, _, stamp = name.partition(":")
    source = _SESSION_NAMES.get(kind)
    moment = QDateTime.fromString(stamp, _STAMP) if source is not None else None
    if source is None or moment is None or not moment.isValid():
        return name
    when = QLocale().toString(moment, QLocale.FormatType.ShortFormat)
    return translate(*source).format(when=when, date=when)


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
        return translate_n(CARDS, COUNTERS, amount)
    return money.format_chips(amount, unit)


def unit_word(unit: str) -> str:
    """The stake unit as the rules name it (their ``stake_unit`` choice), for a heading over amounts in it:
    ``Counters``, ``Pennies``, translated as the house rules translate it."""
    return translate("napdesk.rules", STAKE_UNIT.choice_label(unit))


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
    QT_TRANSLATE_NOOP("napdesk.presets", "Sir Garnet"),
)
# A preset's title: its name as words, a person's name written as one.
_PRESET_TITLES: Final = {text.lower().replace(" ", "_"): text for text in PRESET_TEXTS}
LEVELS: Final = "napdesk.levels"  # the computer players' levels
LEVEL_TEXTS: Final = (
    QT_TRANSLATE_NOOP("napdesk.levels", "random"),
    QT_TRANSLATE_NOOP("napdesk.levels", "beginner"),
    QT_TRANSLATE_NOOP("napdesk.levels", "intermediate"),
    QT_TRANSLATE_NOOP("napdesk.levels", "expert"),
)


def preset_title(name: str) -> str:
    """``short_pack`` -> ``Short pack``, ``sir_garnet`` -> ``Sir Garnet``, translated."""
    return translate(PRESETS, _PRESET_TITLES.get(name, name.replace("_", " ").capitalize()))


def level_name(level: str) -> str:
    """A computer level (``expert``), translated; a plug-in's ``module:Class`` as it is."""
    return translate(LEVELS, level)


# -- the engine's reasons ------------------------------------------------------------------------------------------

# Every reason the engine gives for refusing an action (napdesk.engine.reasons.Reason), as the sentence the player
# whose action it was reads. {suit}, {card}, {bid}, {verb} and {wanted} are filled in translated; a count is
# Qt's %n, so that each language gets its plural forms.
REASONS: Final[dict[Reason, str]] = {
    Reason.HAND_OVER: QT_TRANSLATE_NOOP("engine", "The hand is over"),
    Reason.WRONG_PHASE: QT_TRANSLATE_NOOP("engine", "You cannot {verb} now: it is time to {wanted}"),
    Reason.NOT_HELD: QT_TRANSLATE_NOOP("engine", "You do not hold the {card}"),
    Reason.MUST_FOLLOW: QT_TRANSLATE_NOOP("engine", "You must follow {suit}"),
    Reason.BID_NOT_HIGHER: QT_TRANSLATE_NOOP("engine", "You must bid higher than {bid}"),
    Reason.MUST_BID: QT_TRANSLATE_NOOP("engine", "You must bid: everyone else has passed"),
    Reason.WELLINGTON_NEEDS_NAP: QT_TRANSLATE_NOOP("engine", "You may bid Wellington only over a nap"),
    Reason.BLUCHER_NEEDS_WELLINGTON: QT_TRANSLATE_NOOP("engine", "You may bid Blücher only over a Wellington"),
    Reason.FIVE_IS_NAP: QT_TRANSLATE_NOOP("engine", "The bid of five tricks is written nap"),
    Reason.SEVEN_IS_7: QT_TRANSLATE_NOOP("engine", "In seven-card Nap the bid of all seven is written 7"),
    Reason.LEAST_BID: QT_TRANSLATE_NOOP("engine", "The least bid is {bid}"),
    Reason.BID_NOT_PLAYED: QT_TRANSLATE_NOOP("engine", "{bid} is not played at this table"),
    Reason.CLAIM_NOT_NOW: QT_TRANSLATE_NOOP(
        "engine", "You cannot claim now: only the bidder may claim, when he is on lead"),
    Reason.NO_CLAIMS: QT_TRANSLATE_NOOP("engine", "Claims are not allowed at this table"),
    Reason.CLAIM_REFUSED: QT_TRANSLATE_NOOP("engine", "Claim refused: the defence can beat it"),
    Reason.NO_PEEP: QT_TRANSLATE_NOOP("engine", "There is no peep card at this table"),
    Reason.PEEPED: QT_TRANSLATE_NOOP("engine", "You have already peeped"),
    Reason.NO_WIDOW: QT_TRANSLATE_NOOP("engine", "There is no widow at this table"),
    Reason.WIDOW_GONE: QT_TRANSLATE_NOOP("engine", "The widow is gone"),
    Reason.NO_WIDOW_BID: QT_TRANSLATE_NOOP("engine", "No five-trick bid is open to take the widow"),
    Reason.WIDOW_TAKEN: QT_TRANSLATE_NOOP("engine", "You have taken the widow already: choose the cards to discard"),
    Reason.DISCARD_NOT_HELD: QT_TRANSLATE_NOOP("engine", "You may discard only cards from your hand and the widow"),
    Reason.DISCARD_COUNT: Plural.translate("engine", "You must discard %n card(s) with the widow", "", 1),
    Reason.EXCHANGE_NOT_HELD: QT_TRANSLATE_NOOP("engine", "You may exchange only cards in your hand"),
    Reason.STOCK_SHORT: Plural.translate("engine", "You cannot draw {count}: the stock holds %n card(s)", "", 1),
}
# "cannot {verb} now": what was tried.
VERBS: Final[dict[Verb, str]] = {
    Verb.PASS: QT_TRANSLATE_NOOP("engine", "pass"),
    Verb.BID: QT_TRANSLATE_NOOP("engine", "bid"),
    Verb.PLAY: QT_TRANSLATE_NOOP("engine", "play a card"),
    Verb.EXCHANGE: QT_TRANSLATE_NOOP("engine", "exchange"),
    Verb.PEEP: QT_TRANSLATE_NOOP("engine", "peep"),
    Verb.TAKE_WIDOW: QT_TRANSLATE_NOOP("engine", "take the widow"),
    Verb.DISCARD: QT_TRANSLATE_NOOP("engine", "discard"),
    Verb.CLAIM: QT_TRANSLATE_NOOP("engine", "claim"),
}
# "it is time to {wanted}": what the phase wants. A context of its own: "play a card" is a verb above and what the
# phase wants here, and languages word the two differently (Dutch: "een kaart spelen" / "om een kaart te spelen").
PHASE: Final = "engine.phase"
WANTED: Final[dict[Phase, str]] = {
    Phase.EXCHANGE: QT_TRANSLATE_NOOP("engine.phase", "exchange cards or stand pat"),
    Phase.BIDDING: QT_TRANSLATE_NOOP("engine.phase", "bid or pass"),
    Phase.WIDOW: QT_TRANSLATE_NOOP("engine.phase", "choose the cards to discard with the widow"),
    Phase.DISCARD: QT_TRANSLATE_NOOP("engine.phase", "discard a card"),
    Phase.PLAY: QT_TRANSLATE_NOOP("engine.phase", "play a card"),
}
# The count a reason's %n stands for (the others are filled in by name).
_COUNTED: Final[dict[Reason, Callable[[ReasonArgs], int | None]]] = {
    Reason.DISCARD_COUNT: lambda a: a.count,
    Reason.STOCK_SHORT: lambda a: a.stock,
}


def reason_text(code: Reason, args: ReasonArgs = NO_ARGS) -> str:
    """A refusal's code and facts as the translated sentence for the player whose action it was:
    MUST_FOLLOW, hearts -> "You must follow hearts" / "Je moet kleur bekennen: harten"."""
    counted = _COUNTED.get(code)
    n = counted(args) if counted is not None else None
    text = translate_n(ENGINE, REASONS[code], n) if n is not None else translate(ENGINE, REASONS[code])
    bid = args.bid
    if bid is None:
        bid_text = ""
    elif code is Reason.BID_NOT_HIGHER:  # in the middle of a sentence: "higher than three"
        bid_text = bid_label(bid).lower()
    else:
        bid_text = bid_label(bid)
    return text.format(
        suit=suit_name(args.suit) if args.suit is not None else "",
        card=card_name(args.card) if args.card is not None else "",
        bid=bid_text, count=args.count,
        verb=translate(ENGINE, VERBS[args.verb]) if args.verb is not None else "",
        wanted=translate(PHASE, WANTED[args.phase]) if args.phase in WANTED else "")


def action_refused(exc: Exception) -> str:
    """The translated message of an ``IllegalAction`` (or any other error: its text)."""
    if isinstance(exc, IllegalAction):
        return reason_text(exc.code, exc.arguments)
    return str(exc)


# A rule value the engine refuses (a RuleError without a constraint's summary: a saved rule set or session edited
# outside napdesk), named by the rules' labels; the engine's own sentence is English.
RULE_VALUE: Final = QT_TRANSLATE_NOOP("napdesk.rules", "{rules}: a value napdesk cannot play")


def rule_error_text(english: str, keys: Sequence[str] = (), summary: str | None = None) -> str:
    """A RuleError (its ``str()``, ``keys`` and ``summary``) in the player's language: a combination problem as
    its constraint's summary with the labels of the options in conflict ("Gluren en de weduwe gaan niet samen
    (Gluren, Weduwe)"), a refused value by the labels of its options. In English, as the engine's own fuller
    sentence."""
    if summary:
        said = translate("napdesk.rules", summary)
        if said == summary:
            return english
        options = [translate("napdesk.rules", OPTION[k].label) for k in keys if k in OPTION]
        return f"{said} ({', '.join(options)})" if options else said
    labels = [translate("napdesk.rules", OPTION[k].label) if k in OPTION else str(k) for k in keys]
    said = translate("napdesk.rules", RULE_VALUE)
    if said == RULE_VALUE or not labels:
        return english
    return said.format(rules=", ".join(labels))


def engine_texts() -> Sequence[tuple[str, str]]:
    """(context, source text) of every engine text this module marks for translation."""
    return [*((CARDS, t) for t in (*SUIT_TEXTS, *RANK_TEXTS, CARD_NAME, COUNTERS)),
            *((BIDS, t) for t in BID_TEXTS),
            *((PRESETS, t) for t in PRESET_TEXTS), *((LEVELS, t) for t in LEVEL_TEXTS),
            *((ENGINE, t) for t in (*REASONS.values(), *VERBS.values())), *((PHASE, t) for t in WANTED.values())]


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
    QT_TRANSLATE_NOOP("napdesk.rules", "On"),  # a switch's check box (Option.choice_label)
    QT_TRANSLATE_NOOP("napdesk.rules", "Off"),
    QT_TRANSLATE_NOOP("ScoreboardModel", "Hand"),
    QT_TRANSLATE_NOOP("ScoreboardModel", "Dealer"),
    QT_TRANSLATE_NOOP("ScoreboardModel", "Bidder"),
    QT_TRANSLATE_NOOP("ScoreboardModel", "Bid"),
    QT_TRANSLATE_NOOP("ScoreboardModel", "Result"),
    QT_TRANSLATE_NOOP("ScoreboardWindow", "Player"),
    QT_TRANSLATE_NOOP("ScoreboardWindow", "Sessions"),
    QT_TRANSLATE_NOOP("ScoreboardWindow", "Hands"),
    QT_TRANSLATE_NOOP("ScoreboardWindow", "Counters won"),  # all-time, across sessions: one chip is one counter
    QT_TRANSLATE_NOOP("ScoreboardWindow", "Counters per hand"),
    QT_TRANSLATE_NOOP("ScoreboardWindow", "Bids made"),
    QT_TRANSLATE_NOOP("ScoreboardWindow", "Bids failed"),
    QT_TRANSLATE_NOOP("ScoreboardWindow", "Naps made"),
    QT_TRANSLATE_NOOP("ScoreboardWindow", "Biggest win"),
    QT_TRANSLATE_NOOP("ScoreboardWindow", "By bid (made/failed)"),
    QT_TRANSLATE_NOOP("ScoreboardWindow", "active"),
    QT_TRANSLATE_NOOP("ScoreboardWindow", "finished"),
    QT_TRANSLATE_NOOP("ScoreboardWindow", "abandoned"),
    QT_TRANSLATE_NOOP("HandHistory", "clubs"),
    QT_TRANSLATE_NOOP("HandHistory", "diamonds"),
    QT_TRANSLATE_NOOP("HandHistory", "hearts"),
    QT_TRANSLATE_NOOP("HandHistory", "spades"),
)
