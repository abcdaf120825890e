"""Translations: the .ts files are complete and compiled, the language follows the preference or the system, and
the main window speaks Dutch and Spanish (menus, bid buttons, the engine's reasons)."""

from __future__ import annotations

import importlib.util
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QPoint, Qt
from PySide6.QtWidgets import QApplication, QCheckBox
from pytestqt.qtbot import QtBot

from napdesk.engine.actions import MISERE, PASS, PLAYS, Bid
from napdesk.engine.cards import Card
from napdesk.engine.facts import Phase
from napdesk.engine.hand import HandState, IllegalAction
from napdesk.engine.reasons import NO_ARGS, Reason, ReasonArgs, Verb
from napdesk.engine.rules import Rules, problems
from napdesk.ui.app import MainWindow
from napdesk.ui.dialogs import HouseRulesDialog
from napdesk.ui.i18n import (
    I18N_DIR,
    LANGUAGES,
    REASONS,
    action_refused,
    bid_label,
    card_name,
    choose_language,
    format_chips,
    install_translator,
    reason_text,
)

WindowFactory = Callable[..., MainWindow]
REPO = Path(__file__).resolve().parents[2]
TS_FILES = sorted(I18N_DIR.glob("napdesk_*.ts"))

# What a player reads in each language: the menu bar, the pass button, the refusal of a card that does not follow.
EXPECTED = {
    "nl": {"menus": ["&Spel", "&Beeld", "&Instellingen", "&Help"], "pass": "Pas",
           "follow": "Je moet kleur bekennen: ", "suits": ("klaveren", "ruiten", "harten", "schoppen"),
           "card": "hartenvrouw",
           "conflict": "Gluren en de weduwe gaan niet samen (Gluren, Weduwe (Sir Garnet))"},
    "es": {"menus": ["&Juego", "&Ver", "&Configuración", "A&yuda"], "pass": "Paso",
           "follow": "Debes asistir al palo: ", "suits": ("tréboles", "diamantes", "corazones", "picas"),
           "card": "reina de corazones",
           "conflict": "Mirar y la viuda no pueden jugarse a la vez (Mirar, Viuda (Sir Garnet))"},
}

# Every refusal the engine gives (napdesk.engine.reasons.Reason), with facts of the kind it names.
SAMPLE_FACTS = {
    Reason.WRONG_PHASE: ReasonArgs(verb=Verb.TAKE_WIDOW, phase=Phase.EXCHANGE),
    Reason.NOT_HELD: ReasonArgs(card=Card("QH")),
    Reason.MUST_FOLLOW: ReasonArgs(suit=Card("2H").suit),
    Reason.BID_NOT_HIGHER: ReasonArgs(bid=MISERE),
    Reason.LEAST_BID: ReasonArgs(bid=Bid.number(3)),
    Reason.BID_NOT_PLAYED: ReasonArgs(bid=MISERE),
    Reason.DISCARD_COUNT: ReasonArgs(count=5),
    Reason.STOCK_SHORT: ReasonArgs(count=4, stock=2),
}
# Where the sentence a player reads differs from the command line's: the least bid is named as a player says it,
# and a count says what it counts.
ENGLISH_DIFFERS = {Reason.LEAST_BID: "The least bid is Three",
                   Reason.STOCK_SHORT: "You cannot draw 4: the stock holds 2 cards"}


@pytest.fixture
def speak(qapp: QApplication) -> Iterator[Callable[[str], str]]:
    """Install the translators of a language for one test; English again afterwards."""
    yield lambda language: install_translator(qapp, language)
    install_translator(qapp, "en")


def _tool(name: str) -> str | None:
    here = Path(sys.executable).parent / name
    return str(here) if here.exists() else shutil.which(name)


# -- the files ---------------------------------------------------------------------------------------------------


def test_there_is_a_translation_for_every_language() -> None:
    """Dutch and Spanish in full; English, the source text, for its plural forms alone."""
    assert [p.name for p in TS_FILES] == [f"napdesk_{lang}.ts" for lang in sorted(LANGUAGES)]
    for ts in TS_FILES:
        assert ts.with_suffix(".qm").is_file(), f"{ts.name} is not compiled: make translations"


@pytest.mark.parametrize("ts", TS_FILES, ids=lambda p: p.name)
def test_every_entry_is_translated(ts: Path) -> None:
    root = ET.parse(ts).getroot()
    lang = ts.stem.split("_")[1]
    assert (root.get("language") or "").startswith(lang)
    untranslated = []
    for context in root.iter("context"):
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            forms = [f.text for f in translation.iter("numerusform")] or [translation.text]
            if translation.get("type") in ("unfinished", "vanished", "obsolete") or not all(forms):
                untranslated.append((context.findtext("name"), message.findtext("source")))
    assert not untranslated, f"{ts.name}: translate these (or drop vanished ones with make translations)"


@pytest.mark.parametrize("ts", TS_FILES, ids=lambda p: p.name)
def test_the_compiled_translation_is_up_to_date(ts: Path, tmp_path: Path) -> None:
    lrelease = _tool("pyside6-lrelease")
    if lrelease is None:
        pytest.skip("pyside6-lrelease is not installed")
    out = tmp_path / ts.with_suffix(".qm").name
    subprocess.run([lrelease, "-silent", str(ts), "-qm", str(out)], check=True)
    assert out.read_bytes() == ts.with_suffix(".qm").read_bytes(), f"{ts.name} changed: make translations"


def test_every_text_of_the_ui_is_in_the_translations(tmp_path: Path) -> None:
    """lupdate over the UI sources (as `make translations` runs it) finds no text the .ts files lack."""
    lupdate = _tool("pyside6-lupdate")
    if lupdate is None:
        pytest.skip("pyside6-lupdate is not installed")
    sources = sorted(str(p.relative_to(REPO)) for p in [*REPO.glob("napdesk/ui/*.py"),
                                                        *REPO.glob("napdesk/ui/table/*.py"),
                                                        *REPO.glob("napdesk/ui/dialogs/*.py")])
    copies = [tmp_path / ts.name for ts in TS_FILES]
    for ts, copy in zip(TS_FILES, copies, strict=True):
        shutil.copy(ts, copy)
        plurals = ["-pluralonly"] if ts.stem.endswith("_en") else []  # English: the plural forms alone
        subprocess.run([lupdate, "-silent", "-locations", "none", "-no-obsolete", *plurals, *sources, "-ts",
                        str(copy)], check=True, cwd=REPO, capture_output=True)
    for copy in copies:
        new = [(c.findtext("name"), m.findtext("source")) for c in ET.parse(copy).getroot().iter("context")
               for m in c.iter("message") if m.find("translation") is None
               or m.find("translation").get("type") == "unfinished"]  # type: ignore[union-attr]
        assert not new, f"texts not yet translated in {copy.name} (make translations, then translate): {new}"


# A count in a message: Qt's %n, or a placeholder of these names. Such a message must be a numerus entry, so that
# each language says "1 hand" and "5 hands" in its own forms.
COUNT = re.compile(r"%n|\{(?:n|k|count|total|hands)\}")
# Messages whose {n}, {k} or {total} is not a count of things, each with why.
NOT_COUNTS = {
    "Seat {n}": "a seat's position", "Seat {n} name": "a seat's position", "Seat {n} player": "a seat's position",
    "seat {n}": "a seat's position", "Player {n}": "a seat's position", "Computer {n}": "a seat's position",
    "Hand {n}": "a hand's number", "Hand {n} cannot be opened: {error}": "a hand's number",
    "Hand {n} ({detail}): {amounts}": "a hand's number",
    "Hand {n}  ·  dealer {name}": "a hand's number",
    "Practice: hand {n}  ·  dealer {name}": "a hand's number",
    "Tie-break: hand {n}  ·  dealer {name}": "a hand's number",
    "{n} of {total}: {what}": "a step's number, of the last step's (\"3 of 10\")",
    "Reading hands: {done} of {total}…": "progress, of the last (\"300 of 1,000\")",
    "Stock ({n})": "a count shown as a figure alone",
    "Pool {n}": "an amount of the stake unit, figure alone",
    "Card {n} of {count} in your hand": "a card's position, of the hand's size (\"2 of 5\")",
    "{player} wins trick {n}": "a trick's number",
    "You win trick {n}": "a trick's number",
    "Practice of hand {n}": "a hand's number",
    "Hand {n} of {total}  ·  dealer {name}": "a hand's number, of the session's length",
    "Seat {n} ({name}) plays the {fallback} level: its saved player “{plugin}” is neither a built-in level nor a "
    "plug-in you allowed to run, so it is not run.": "a seat's position",
    "Seat {n} ({name}): “{plugin}”, from the Python module “{module}”": "a seat's position",
}


@pytest.mark.parametrize("ts", TS_FILES, ids=lambda p: p.name)
def test_every_message_with_a_count_has_plural_forms(ts: Path) -> None:
    root = ET.parse(ts).getroot()
    singular = [(c.findtext("name"), m.findtext("source")) for c in root.iter("context") for m in c.iter("message")
                if m.get("numerus") != "yes" and COUNT.search(m.findtext("source") or "")
                and m.findtext("source") not in NOT_COUNTS]
    assert not singular, f"{ts.name}: a count without plural forms: write %n and tr(text, '', n)"
    forms = 2 if "_es" in ts.name or "_nl" in ts.name or "_en" in ts.name else 1
    for m in root.iter("message"):
        if m.get("numerus") == "yes":
            assert len(list(m.iter("numerusform"))) == forms, m.findtext("source")


def test_the_rule_texts_module_is_up_to_date() -> None:
    """napdesk/ui/rule_texts.py marks every text of the house-rule declarations (tools/rule_texts.py writes it)."""
    spec = importlib.util.spec_from_file_location("rule_texts_tool", REPO / "tools" / "rule_texts.py")
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    assert tool.main(["--check"]) == 0, "the rule declarations changed: make translations"


# -- the language ----------------------------------------------------------------------------------------------


def test_the_language_follows_the_preference_then_the_system() -> None:
    assert choose_language("nl", QLocale("es_ES")) == "nl"
    assert choose_language("en", QLocale("nl_NL")) == "en"
    assert choose_language("system", QLocale("nl_BE")) == "nl"
    assert choose_language(None, QLocale("es_MX")) == "es"
    assert choose_language("system", QLocale("fr_FR")) == "en"
    assert choose_language("klingon", QLocale("es_ES")) == "es"


def test_install_returns_the_language_in_force(speak: Callable[[str], str]) -> None:
    assert speak("nl") == "nl"
    assert bid_label(PASS) == "Pas"
    assert speak("es") == "es"
    assert bid_label(PASS) == "Paso"
    assert speak("en") == "en"
    assert bid_label(PASS) == "Pass"


@pytest.mark.parametrize("code", list(Reason))
def test_every_refusal_reads_in_english_as_the_engine_says_it(code: Reason) -> None:
    exc = IllegalAction(0, None, code, SAMPLE_FACTS.get(code, NO_ARGS))
    assert action_refused(exc) == ENGLISH_DIFFERS.get(code, exc.message)
    assert set(REASONS) == set(Reason)


@pytest.mark.parametrize("lang", sorted(EXPECTED))
def test_every_refusal_is_translated(lang: str, speak: Callable[[str], str]) -> None:
    speak(lang)
    for code in Reason:
        exc = IllegalAction(0, None, code, SAMPLE_FACTS.get(code, NO_ARGS))
        assert action_refused(exc) != exc.message, f"{code} is not translated into {lang}"
    assert action_refused(ValueError("some error napdesk does not know")) == "some error napdesk does not know"
    assert card_name(Card("QH")) == EXPECTED[lang]["card"]


def test_counts_in_refusals_take_the_plural_of_the_language(speak: Callable[[str], str]) -> None:
    one, five = ReasonArgs(count=1), ReasonArgs(count=5)
    assert reason_text(Reason.DISCARD_COUNT, one) == "You must discard 1 card with the widow"
    assert reason_text(Reason.DISCARD_COUNT, five) == "You must discard 5 cards with the widow"
    speak("nl")
    assert reason_text(Reason.DISCARD_COUNT, one) != reason_text(Reason.DISCARD_COUNT, five).replace("5", "1")


# -- the main window in Dutch and Spanish ------------------------------------------------------------------------


def _drive(qtbot: QtBot, window: MainWindow, until: Callable[[HandState], bool]) -> HandState:
    """Play on through the controller (seat 0 passes or bids the least, plays its first legal card) until ``until``
    holds with seat 0 to move."""
    controller = window.controller
    for _ in range(600):
        qtbot.waitUntil(lambda: controller.state is not None and not window.table.busy()
                        and (controller.state.is_over or controller.state.to_move == 0), timeout=10000)
        state = controller.state
        assert state is not None
        if state.is_over:
            window.table.finish_animations()
            controller.next_hand()
            continue
        if until(state):
            return state
        legal = state.legal_actions()
        controller.submit(PASS if PASS in legal else legal[0])
    raise AssertionError("never reached the position wanted")


def _holds_a_card_it_may_not_play(state: HandState) -> bool:
    if state.phase != "play" or not state.trick_cards:
        return False
    legal = set(state.legal_actions())
    return any(PLAYS[c.index] not in legal for c in state.hand(0))


@pytest.mark.parametrize("lang", sorted(EXPECTED))
def test_the_main_window_speaks_the_language(lang: str, qtbot: QtBot, make_window: WindowFactory,
                                             speak: Callable[[str], str]) -> None:
    assert speak(lang) == lang
    expected = EXPECTED[lang]
    window = make_window(seed=2)
    titles = [a.text() for a in window.menuBar().actions()]
    assert titles[:4] == expected["menus"]
    assert window.menus.new_action.text() != "&New game"

    _drive(qtbot, window, lambda s: s.phase == "bidding")
    assert window.table.bar.button(str(expected["pass"])) is not None
    assert window.table.bar.button("Pass") is None

    state = _drive(qtbot, window, _holds_a_card_it_may_not_play)
    legal = set(state.legal_actions())
    card = next(c for c in state.hand(0) if PLAYS[c.index] not in legal)
    led = expected["suits"][state.trick_cards[0].suit]
    window.table.card_activated(window.table.item_for(card))
    assert window.statusBar().currentMessage() == f"{expected['follow']}{led}"
    assert str(expected["follow"]) in window.table.item_for(card).toolTip()


@pytest.mark.parametrize("lang", ["en", *sorted(EXPECTED)])
def test_a_rule_conflict_reads_in_the_language(lang: str, qtbot: QtBot, speak: Callable[[str], str]) -> None:
    """Clicking Widow on beside Peep: the dialog names the conflict in the player's language (the engine's
    fuller English message in English)."""
    speak(lang)
    dialog = HouseRulesDialog(Rules({"peep": True}, preset="pool"))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    box = dialog.controls["widow"].widget
    assert isinstance(box, QCheckBox)
    dialog.scroll_area.ensureWidgetVisible(box)
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
    assert not dialog.ok_button.isEnabled()
    english = str(problems(dialog.values())[0])
    assert english.startswith("peep and widow cannot both be on")
    assert dialog.problem_text() == (english if lang == "en" else EXPECTED[lang]["conflict"])


def test_the_table_counts_in_the_language_s_plural_forms(speak: Callable[[str], str]) -> None:
    """A plate's tricks and the choosing prompts say "1 slag", "1 elegida": not "1 slagen", "1 elegidas"."""
    from napdesk.ui.i18n import translate_n
    from napdesk.ui.table.controls import _CHOOSE_EXACTLY, _PURCHASE
    from napdesk.ui.table.seating import _WON

    speak("nl")
    assert (translate_n("TableView", _WON, 1), translate_n("TableView", _WON, 2)) == ("1 slag", "2 slagen")
    assert translate_n("TableView", _CHOOSE_EXACTLY, 1) == "Kies precies 1 kaart"
    speak("es")
    assert "(1 elegida," in translate_n("TableView", _PURCHASE, 1)
    assert "(2 elegidas," in translate_n("TableView", _PURCHASE, 2)
    speak("en")
    assert translate_n("TableView", _CHOOSE_EXACTLY, 1) == "Choose exactly 1 card"


@pytest.mark.parametrize("lang", sorted(EXPECTED))
def test_the_file_dialog_speaks_the_language(lang: str, qtbot: QtBot, speak: Callable[[str], str],
                                             tmp_path: Path) -> None:
    """Qt's own catalogue, as PySide6 ships it, has the file dialog's labels as Qt 5 wrote them ("Look in:"); Qt 6
    gave them mnemonics ("&Look in:"), so an import's file dialog said "Look in:" and "Files of type:" in English
    above Dutch buttons, and every folder's type read "Folder". napdesk's own catalogue carries those words."""
    from PySide6.QtCore import QFileInfo
    from PySide6.QtGui import QAbstractFileIconProvider
    from PySide6.QtWidgets import QFileDialog, QLabel

    assert speak(lang) == lang
    dialog = QFileDialog(None, "", str(tmp_path), "*.json")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    qtbot.addWidget(dialog)
    labels = [label.text() for label in dialog.findChildren(QLabel) if label.text()]
    english = {"&Look in:", "Files of &type:", "File &name:"}
    assert len(labels) == 3 and not english & set(labels), labels
    assert QAbstractFileIconProvider().type(QFileInfo(str(tmp_path))) not in {"Folder", ""}


@pytest.mark.parametrize(("language", "expected"), [
    ("en", ["-5 counters", "-1 counter", "0 counters", "1 counter", "12 counters"]),
    ("nl", ["-5 fiches", "-1 fiche", "0 fiches", "1 fiche", "12 fiches"]),
])
def test_a_count_below_zero_reads_like_one_above(speak: Callable[[str], str], language: str,
                                                 expected: list[str]) -> None:
    """A player below zero read "%n counter" on the chart and in the standings: Qt fills in %n only for n >= 0."""
    speak(language)
    assert [format_chips(n, "counters") for n in (-5, -1, 0, 1, 12)] == expected
