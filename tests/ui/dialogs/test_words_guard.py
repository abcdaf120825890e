"""The guard: under the Dutch and the Spanish translator, no text a player can see is still its English source.

Every dialog is opened in English and in the language, and every visible text of it read (labels, buttons, check
boxes, combo box items, group and tab titles, table headers and cells, the window title); a text seen in both is
English left over, unless it is a proper name or a cognate listed in ALLOWED with its reason. Every refusal reason
and every kind of hint is checked the same way. To guard another window, add a builder to SCREENS (a function of
the store that returns the shown widget).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QAbstractItemModel, QModelIndex, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QGroupBox,
    QLabel,
    QMessageBox,
    QTabWidget,
    QWidget,
)
from pytestqt.qtbot import QtBot

from napdesk.ai.advice import Advice, AdviceKind
from napdesk.engine.actions import MISERE, NAP, PEEP, PLAYS, TAKE_WIDOW, Bid, Claim, Play
from napdesk.engine.cards import Card
from napdesk.engine.facts import Phase
from napdesk.engine.hand import IllegalAction
from napdesk.engine.reasons import NO_ARGS, Reason, ReasonArgs, Verb
from napdesk.engine.rules import Rules
from napdesk.store import Store
from napdesk.ui.app import MainWindow
from napdesk.ui.dialogs import HandHistoryWindow, HouseRulesDialog, NewSessionDialog, PreferencesDialog
from napdesk.ui.dialogs.scoreboard import ScoreboardWindow
from napdesk.ui.i18n import action_refused, already_running_text, install_translator, shown_name
from napdesk.ui.words import advice_text

LANGS = ("nl", "es")

# Words that are the same in English and the language, each with why. A text is English left over when something
# besides these words, numbers and signs is the same as in English.
ALLOWED: dict[str, str] = {
    "napdesk": "the program's name",
    "Nap": "the game's name, Napoleon's short form, in every language",
    "Napoleon": "the game's name",
    "Wellington": "a bid named after a person",
    "Blücher": "a bid named after a person",
    "Misère": "the bid's French name, used as it is in Dutch and Spanish",
    "Sir": "Sir Garnet, a variant named after a person",
    "Garnet": "Sir Garnet, a variant named after a person",
    "Ann": "a player's name in the test session",
    "Ben": "a player's name in the test session",
    "Cat": "a player's name in the test session",
    "Dan": "a player's name in the test session",
    "Friday": "the test session's name",
    "OK": "Qt's own button, OK in both languages",
    "English": "each language is offered by its own name (an endonym), whatever the language in force",
    "Nederlands": "each language is offered by its own name",
    "Español": "each language is offered by its own name",
    "Pennies": "a British coin: Dutch keeps its name",
    "Nickels": "an American coin: Dutch keeps its name",
    "Quarters": "an American coin: Dutch keeps its name",
    "Sixpences": "a British coin: Dutch keeps its name",
    "Status": "Dutch: the same word",
    "Hand": "Dutch: the same word",
    "Help": "Dutch: the same word (the help window's title)",
    "Computer": "Dutch: the same word",
    "Beginner": "Dutch: the same word (a computer level)",
    "Expert": "Dutch: the same word (a computer level)",
    "Normal": "Spanish: the same word (an animation speed)",
    "Pool": "Dutch: the same word (the pot)",
}


def english_residue(text: str) -> str:
    """``text`` without the words of ALLOWED, numbers and signs: what must not be English."""
    words = re.findall(r"[A-Za-zÀ-ÿ]+", text)
    return " ".join(w for w in words if w not in ALLOWED and len(w) > 1)


Screen = Callable[[QtBot, Store], QWidget]


def _new_session(qtbot: QtBot, store: Store) -> QWidget:
    return NewSessionDialog(store)


def _house_rules(qtbot: QtBot, store: Store) -> QWidget:
    return HouseRulesDialog(Rules(), store)


def _preferences(qtbot: QtBot, store: Store) -> QWidget:
    return PreferencesDialog(store)


def _scoreboard(qtbot: QtBot, store: Store) -> QWidget:
    sid = store.sessions()[0].id
    return ScoreboardWindow(store, sid)


def _history(qtbot: QtBot, store: Store) -> QWidget:
    window = HandHistoryWindow(store)
    window.open_hand(store.sessions()[0].id, 1)
    return window


def _about(qtbot: QtBot, store: Store) -> QWidget:
    window = MainWindow(speed="off", seed=1, start=False)
    qtbot.addWidget(window)
    box: QWidget = window.show_about()
    return box


def _rules_help(qtbot: QtBot, store: Store) -> QWidget:
    from napdesk.ui.dialogs import RulesHelpDialog

    return RulesHelpDialog(Rules(preset="sir_garnet"))


def _help(qtbot: QtBot, store: Store) -> QWidget:
    from napdesk.ui.dialogs.help import HelpWindow

    return HelpWindow(Rules(), [], None)


SCREENS: dict[str, Screen] = {
    "new session": _new_session, "house rules": _house_rules, "preferences": _preferences,
    "scoreboard": _scoreboard, "hand history": _history, "about": _about, "rules help": _rules_help,
    "help": _help,
}


def _model_texts(model: QAbstractItemModel | None) -> Iterator[str]:
    if model is None:
        return
    top = QModelIndex()
    try:
        columns = model.columnCount(top)
    except TypeError:  # a list model: one column, its columnCount not callable from Python
        columns = 1
    for i in range(columns):
        yield str(model.headerData(i, Qt.Orientation.Horizontal) or "")
    for r in range(min(model.rowCount(top), 20)):
        for c in range(columns):
            yield str(model.data(model.index(r, c)) or "")


def visible_texts(root: QWidget) -> set[str]:
    """Every text a player can read in ``root`` and its visible children."""
    out: list[str] = [root.windowTitle()]
    for w in [root, *root.findChildren(QWidget)]:
        if not w.isVisibleTo(root) and w is not root:
            continue
        if isinstance(w, QLabel | QAbstractButton):
            out.append(w.text())
        elif isinstance(w, QComboBox):
            out += [w.itemText(i) for i in range(w.count())]
        elif isinstance(w, QGroupBox):
            out.append(w.title())
        elif isinstance(w, QTabWidget):
            out += [w.tabText(i) for i in range(w.count())]
        elif isinstance(w, QAbstractItemView):
            out += list(_model_texts(w.model()))
        elif isinstance(w, QGraphicsView) and w.scene() is not None:  # the table: its plates, piles and panels
            for item in w.scene().items():
                if item.isVisible() and isinstance(item, QGraphicsSimpleTextItem):
                    out.append(item.text())
                elif item.isVisible() and isinstance(item, QGraphicsTextItem):
                    out.append(item.toPlainText())
    texts = set()
    for text in out:
        plain = re.sub(r"<[^>]+>", " ", text).replace("&", "").strip()
        if re.search(r"[A-Za-zÀ-ÿ]{2}", plain):
            texts.add(plain)
    return texts


def english_left(english: set[str], translated: set[str]) -> list[str]:
    return sorted(t for t in english & translated if english_residue(t))


@pytest.fixture
def speak(qapp: QApplication) -> Iterator[Callable[[str], str]]:
    yield lambda language: install_translator(qapp, language)
    install_translator(qapp, "en")


def _read(qtbot: QtBot, store: Store, screen: Screen) -> set[str]:
    widget = screen(qtbot, store)
    if not isinstance(widget, QMessageBox):
        qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    texts = visible_texts(widget)
    widget.close()
    return texts


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", sorted(SCREENS))
def test_no_dialog_shows_english(name: str, lang: str, qtbot: QtBot, store: Store, played: Callable[..., object],
                                 speak: Callable[[str], str]) -> None:
    played(store, 3)
    english = _read(qtbot, store, SCREENS[name])
    speak(lang)
    translated = _read(qtbot, store, SCREENS[name])
    left = english_left(english, translated)
    assert not left, f"{name} in {lang} shows English: {left}"


# -- refusals and hints ------------------------------------------------------------------------------------------

REASON_FACTS = {
    Reason.WRONG_PHASE: ReasonArgs(verb=Verb.BID, phase=Phase.PLAY),
    Reason.NOT_HELD: ReasonArgs(card=Card("KH")),
    Reason.MUST_FOLLOW: ReasonArgs(suit=Card("2S").suit),
    Reason.BID_NOT_HIGHER: ReasonArgs(bid=NAP),
    Reason.LEAST_BID: ReasonArgs(bid=Bid.number(2)),
    Reason.BID_NOT_PLAYED: ReasonArgs(bid=MISERE),
    Reason.DISCARD_COUNT: ReasonArgs(count=5),
    Reason.STOCK_SHORT: ReasonArgs(count=3, stock=1),
}
ADVICE = [
    Advice(AdviceKind.ONLY_CHOICE), Advice(AdviceKind.EXPERT), Advice(AdviceKind.PLAY, card=Card("KH")),
    Advice(AdviceKind.PLAY_BEST, card=Card("TS"), chance=0.8, samples=40, bidder=True),
    Advice(AdviceKind.PLAY_BEST, card=Card("TS"), chance=0.8, samples=1, bidder=False),
    Advice(AdviceKind.PLAY_ANY, chance=0.5, samples=30, bidder=True),
    Advice(AdviceKind.PLAY_ANY, chance=0.5, samples=30, bidder=False),
    Advice(AdviceKind.PLAY_ANY), Advice(AdviceKind.BID_QUICK), Advice(AdviceKind.PEEP, value=1.5, samples=20),
    Advice(AdviceKind.TAKE_WIDOW, bid=NAP, chance=0.6, samples=25),
    Advice(AdviceKind.BID, bid=Bid.number(2), chance=0.7, samples=25, value=1.2), Advice(AdviceKind.PASS),
    Advice(AdviceKind.KEEP, cards=(Card("AH"), Card("KH"))), Advice(AdviceKind.DISCARD, card=Card("2C")),
    Advice(AdviceKind.EXCHANGE, cards=(Card("2C"), Card("3D")), value=0.5), Advice(AdviceKind.EXCHANGE, value=0.2),
]


def test_every_reason_and_hint_kind_is_exercised() -> None:
    assert {a.kind for a in ADVICE} == set(AdviceKind)


@pytest.mark.parametrize("lang", LANGS)
def test_no_refusal_hint_or_lock_message_is_english(lang: str, speak: Callable[[str], str]) -> None:
    refusals = [IllegalAction(0, None, code, REASON_FACTS.get(code, NO_ARGS)) for code in Reason]
    def words() -> list[str]:
        return ([action_refused(e) for e in refusals] + [advice_text(a) for a in ADVICE]
                + [already_running_text("/data", 12), already_running_text("/data", None)])

    english = words()
    speak(lang)
    translated = words()
    same = [e for e, t in zip(english, translated, strict=True) if e == t and english_residue(e)]
    assert not same, f"English in {lang}: {same}"


def test_hints_write_cards_as_the_table_shows_them() -> None:
    texts = [advice_text(a) for a in ADVICE]
    assert "K♥" in advice_text(Advice(AdviceKind.PLAY, card=Card("KH")))
    assert "10♠" in advice_text(ADVICE[3])
    assert advice_text(Advice(AdviceKind.EXCHANGE, value=0.2)) == "Stand pat: keep every card"
    assert advice_text(ADVICE[4]).endswith("over 1 sampled deal")
    for text in texts:
        assert "[]" not in text and not re.search(r"\b[2-9TJQKA][CDHS]\b", text), text


def test_presets_go_by_their_titles() -> None:
    from napdesk.ui.i18n import preset_title

    assert preset_title("sir_garnet") == "Sir Garnet"
    assert preset_title("seven_card") == "Seven card"


@pytest.mark.parametrize("lang", LANGS)
def test_the_house_rules_summary_is_in_the_language(lang: str, speak: Callable[[str], str]) -> None:
    from napdesk.ui.dialogs import summary_html

    rules = [Rules({"min_bid": 3, "pool": True, "purchase": "per_card", "starting_chips": 77}),
             Rules(preset="sir_garnet"), Rules(preset="seven_card"), Rules(preset="short_pack")]
    english = [re.findall(r"<li>(.*?)</li>", summary_html(r)) for r in rules]
    speak(lang)
    translated = [re.findall(r"<li>(.*?)</li>", summary_html(r)) for r in rules]
    for en, tr in zip(english, translated, strict=True):
        assert en and len(en) == len(tr)
        assert not [s for s, t in zip(en, tr, strict=True) if s == t], f"the summary in {lang} is English"
    assert "77" in " ".join(translated[0])


@pytest.mark.parametrize("lang", ["en", *LANGS])
def test_the_history_speaks_to_you_and_names_every_action(lang: str, speak: Callable[[str], str]) -> None:
    from napdesk.engine.actions import DISCARDS, PASS, PEEP, PLAYS, TAKE_WIDOW, Exchange
    from napdesk.engine.cards import CardSet
    from napdesk.ui.dialogs.history import action_text

    speak(lang)
    you = QApplication.translate("GameController", "You")
    players = (you, "West")
    two = Bid.number(2)
    mine = {action_text(0, a, players) for a in (PASS, two, PLAYS[Card("KH").index])}
    assert {"en": {"You pass", "You bid Two", "You play K♥"}, "nl": {"Je past", "Je biedt Twee", "Je speelt K♥"},
            "es": {"Pasas", "Apuestas Dos", "Juegas K♥"}}[lang] == mine
    others = [action_text(1, a, players) for a in (PEEP, TAKE_WIDOW, DISCARDS[Card("2C").index],
                                                   Exchange(CardSet(["2C", "3D"])), Exchange(CardSet()))]
    assert all(text.startswith("West ") for text in others)
    assert "2♣" in others[2] and "2C" not in " ".join(others)
    if lang == "en":
        assert others[3] == "West exchanges 2 cards" and others[4] == "West stands pat"


def test_new_session_offers_the_table_names_in_the_language(qtbot: QtBot, store: Store,
                                                           speak: Callable[[str], str]) -> None:
    speak("nl")
    dialog = NewSessionDialog(store)
    qtbot.addWidget(dialog)
    assert dialog.seat_rows[0].name.currentText() == "Jij"


def test_new_session_names_every_seat_as_the_table_does_for_the_players_chosen(
        qtbot: QtBot, store: Store, speak: Callable[[str], str]) -> None:
    """At seven players the dialog offered "Fifth", "Sixth", "Seventh" (English, and not where those seats sit): it
    now offers the table's own names for that many players, in the language, and keeps a name the person typed."""
    from napdesk.ui.controller import default_seats

    speak("nl")
    dialog = NewSessionDialog(store)
    qtbot.addWidget(dialog)
    dialog.seat_rows[1].name.setEditText("Anne")
    dialog.players_spin.setValue(7)
    shown = [r.name.currentText() for r in dialog.seat_rows[:7]]
    table = [shown_name(s.name) for s in default_seats(7)]  # codes, shown in the language
    assert shown == [table[0], "Anne", *table[2:]]
    assert "Noordwest" in shown
    assert not {"Fifth", "Sixth", "Seventh"} & set(shown)
    dialog.players_spin.setValue(4)
    four = [shown_name(s.name) for s in default_seats(4)]
    assert [r.name.currentText() for r in dialog.seat_rows[:4]] == [four[0], "Anne", *four[2:]]


def test_the_analysis_note_and_the_hint_line_for_the_table() -> None:
    from napdesk.ai.analysis import Analysis, TurningPoint
    from napdesk.ai.hints import Hint
    from napdesk.ui.words import analysis_note, hint_text

    turn = TurningPoint(index=9, trick=2, seat=1, card=Card("KH"), before=True, after=False,
                        better=(Card("TS"), Card("2C")))
    analysis = Analysis(bidder=1, contract="3", could_make=4, makeable=True, made=False, swings=(turn,))
    note = analysis_note(analysis, ["You", "West", "North", "East"], [0], 5)
    assert note == ("With all cards seen, West could have taken 4 of the 5 tricks. Trick 2: West's K♥ put the bid "
                    "out of reach (10♠ / 2♣ would not have).")
    assert analysis_note(Analysis(None, None, None, None, None), ["You"], [0], 5) is None
    bid = Hint(Bid.number(2), Advice(AdviceKind.BID, bid=Bid.number(2), chance=0.83, samples=40),
               {"2": 0.83, "widow": 0.1})
    assert hint_text(bid) == ("Hint: Bid Two: made in 83% of 40 sampled deals (chances: Two 83%, Widow 10%)")


def test_the_analysis_speaks_to_the_person_who_bid() -> None:
    """The one person at the table is "you" in the analysis, not a name in the middle of a sentence ("You could")."""
    from napdesk.ai.analysis import Analysis
    from napdesk.ui.words import analysis_note

    analysis = Analysis(bidder=0, contract="3", could_make=4, makeable=True, made=False, swings=())
    assert analysis_note(analysis, ["You", "West", "North", "East"], [0], 5) == (
        "With all cards seen, you could have taken 4 of the 5 tricks.")
    # at a hot-seat table the bidder is named: several people share the screen
    assert analysis_note(analysis, ["Ann", "Bob", "North", "East"], [0, 1], 5) == (
        "With all cards seen, Ann could have taken 4 of the 5 tricks.")


def test_a_language_change_says_when_it_applies(qtbot: QtBot, store: Store) -> None:
    window = MainWindow(speed="off", seed=1, start=False, store=store)
    qtbot.addWidget(window)
    window.show()
    dialog = window.dialog_menus.open_preferences()
    assert isinstance(dialog, PreferencesDialog)
    combo = dialog.language
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Down)  # the next language in the list, as a player picks it
    assert window.statusBar().currentMessage() == "The new language applies the next time napdesk starts"
    dialog.close()


# -- the table in every phase ------------------------------------------------------------------------------------
# Each scene is played twice with the same seed, once in English and once in the language.

WindowFactory = Callable[..., MainWindow]


def _ready(window: MainWindow, phase: str | None) -> bool:
    state = window.controller.state
    if state is None or window.table.busy():
        return False
    return state.is_over or (state.to_move == 0 and (phase is None or state.phase == phase))


def _at(qtbot: QtBot, make_window: WindowFactory, rules: Rules, phase: str, seed: int | None,
        ok: Callable[[MainWindow], bool] = lambda w: True) -> tuple[MainWindow, int]:
    """A window where seat 0 is to move in ``phase``: with ``seed``, or the first seed that deals it so."""
    for s in [seed] if seed is not None else range(1, 30):
        window = make_window(seed=s, rules=rules)
        qtbot.waitUntil(lambda w=window: _ready(w, None), timeout=10000)  # type: ignore[misc]
        state = window.controller.state
        if state is not None and not state.is_over and state.phase == phase and ok(window):
            return window, s
        window.close()
    raise AssertionError(f"no seed brings seat 0 to {phase}")


def _texts(window: QWidget) -> set[str]:
    texts = visible_texts(window)
    if isinstance(window, MainWindow) and window.statusBar().currentMessage():
        texts.add(window.statusBar().currentMessage())  # hints and refusals are said there
    if isinstance(window, MainWindow):  # the information panel (hand, dealer, contract, tie-break) is painted
        texts |= {line for line in window.table.info.toolTip().split("\n") if line.strip()}
    return texts


Scene = Callable[[QtBot, WindowFactory, int | None], tuple[QWidget, int]]


def _bidding_with_a_hint(qtbot: QtBot, make_window: WindowFactory, seed: int | None) -> tuple[QWidget, int]:
    window, s = _at(qtbot, make_window, Rules(), "bidding", seed)
    window.menus.hints_action.trigger()
    qtbot.waitUntil(lambda: window.controller.current_hint() is not None, timeout=20000)
    qtbot.waitUntil(lambda: bool(window.statusBar().currentMessage()))
    return window, s


def _peep(qtbot: QtBot, make_window: WindowFactory, seed: int | None) -> tuple[QWidget, int]:
    return _at(qtbot, make_window, Rules(preset="peep"), "bidding", seed,
               lambda w: any(b.text().startswith("Peep") for b in w.table.bar.buttons) or seed is not None)


def _purchase(qtbot: QtBot, make_window: WindowFactory, seed: int | None) -> tuple[QWidget, int]:
    return _at(qtbot, make_window, Rules(preset="purchase"), "exchange", seed)


def _widow(qtbot: QtBot, make_window: WindowFactory, seed: int | None) -> tuple[QWidget, int]:
    window, s = _at(qtbot, make_window, Rules(preset="sir_garnet"), "bidding", seed,
                    lambda w: w.controller.state is not None and TAKE_WIDOW in w.controller.state.legal_actions())
    assert window.controller.submit(TAKE_WIDOW) is None
    qtbot.waitUntil(lambda: _ready(window, "widow"), timeout=10000)
    return window, s


def _discard(qtbot: QtBot, make_window: WindowFactory, seed: int | None) -> tuple[QWidget, int]:
    """Peep, bid as high as the table goes, and discard for the peep card (when the bid stands)."""
    for s in [seed] if seed is not None else range(1, 30):
        window, _ = _at(qtbot, make_window, Rules(preset="peep"), "bidding", s,
                        lambda w: w.controller.state is not None and PEEP in w.controller.state.legal_actions())
        assert window.controller.submit(PEEP) is None
        qtbot.waitUntil(lambda w=window: _ready(w, "bidding"), timeout=10000)  # type: ignore[misc]
        state = window.controller.state
        assert state is not None
        top = max((a for a in state.legal_actions() if isinstance(a, Bid)), key=lambda b: b.order)
        assert window.controller.submit(top) is None
        qtbot.waitUntil(lambda w=window: _ready(w, None), timeout=10000)  # type: ignore[misc]
        state = window.controller.state
        if state is not None and not state.is_over and state.phase == "discard" and state.to_move == 0:
            return window, s
        window.close()
    raise AssertionError("no seed brings seat 0 to discard")


def _step(qtbot: QtBot, window: MainWindow) -> bool:
    """Seat 0's first legal action (a pass in the bidding), once it is to move; False when the hand is over."""
    qtbot.waitUntil(lambda: _ready(window, None), timeout=20000)
    state = window.controller.state
    assert state is not None
    if state.is_over:
        return False
    assert window.controller.submit(next(a for a in state.legal_actions() if not isinstance(a, Claim))) is None
    return True


def _cannot_follow(window: MainWindow) -> Card | None:
    """A card of seat 0's that does not follow the trick's lead while it could, if it is to play one."""
    state = window.controller.state
    if state is None or state.is_over or state.phase != "play" or state.to_move != 0 or not state.trick_cards:
        return None
    legal = set(state.legal_actions())
    return next((c for c in state.hand(0) if PLAYS[c.index] not in legal), None)


def _play_and_a_refusal(qtbot: QtBot, make_window: WindowFactory, seed: int | None) -> tuple[QWidget, int]:
    for s in [seed] if seed is not None else range(1, 30):
        window = make_window(seed=s)
        # a card seat 0 may not play is often beside its only legal one, which the table plays by itself (the
        # preference "forced plays") as soon as it is idle: off, so the moment waits for the test in both runs
        window.table.forced_plays = False
        for _ in range(60):
            qtbot.waitUntil(lambda w=window: _ready(w, None), timeout=20000)  # type: ignore[misc]
            wrong = _cannot_follow(window)
            if wrong is not None:
                window.controller.submit(Play(wrong))  # refused: the table says why
                qtbot.waitUntil(lambda w=window: bool(w.statusBar().currentMessage()))  # type: ignore[misc]
                return window, s
            if not _step(qtbot, window):
                break
        window.close()
    raise AssertionError("no seed brings seat 0 to a card it may not play")


def _result_with_analysis(qtbot: QtBot, make_window: WindowFactory, seed: int | None) -> tuple[QWidget, int]:
    for s in [seed] if seed is not None else range(1, 30):
        window = make_window(seed=s)
        analyses: list[object] = []
        window.controller.analysed.connect(analyses.append)
        while _step(qtbot, window):
            pass
        result = window.table.result
        qtbot.waitUntil(result.isVisible, timeout=10000)
        state = window.controller.state
        assert state is not None and state.outcome is not None
        if state.outcome.made is not None:  # a bid was played: the analysis follows from a worker thread
            qtbot.waitUntil(lambda a=analyses: bool(a), timeout=20000)  # type: ignore[misc]
            qtbot.wait(50)  # the panel takes it in
            return window, s
        window.close()
    raise AssertionError("no seed gives a hand with a bid")


def _tie_break(qtbot: QtBot, make_window: WindowFactory, seed: int | None) -> tuple[QWidget, int]:
    """A one-hand session whose leaders tie: their extra hand, marked tie-break in the table's information."""
    rules = Rules({"session_end": "hands", "session_length": 1, "tiebreak": "extra_hand"})
    for s in [seed] if seed is not None else range(1, 30):
        window = make_window(seed=s, rules=rules)
        while _step(qtbot, window):
            pass
        qtbot.waitUntil(window.table.result.isVisible, timeout=10000)
        session = window.controller.session
        if session is not None and session.tied is not None and 0 in session.tied:
            QTest.mouseClick(window.table.result.buttons[0], Qt.MouseButton.LeftButton)  # on to the extra hand
            qtbot.waitUntil(lambda w=window: _ready(w, None) and w.controller.state is not None  # type: ignore[misc]
                            and not w.controller.state.is_over, timeout=10000)
            return window, s
        window.close()
    raise AssertionError("no seed gives a tie with seat 0 among the leaders")


SCENES: dict[str, Scene] = {
    "bidding with a hint": _bidding_with_a_hint, "peep": _peep, "purchase exchange": _purchase,
    "sir garnet widow": _widow, "discard after the peep": _discard, "play and a refusal": _play_and_a_refusal,
    "result with analysis": _result_with_analysis, "tie-break": _tie_break,
}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", sorted(SCENES))
def test_no_table_phase_shows_english(name: str, lang: str, qtbot: QtBot, make_window: WindowFactory,
                                      speak: Callable[[str], str]) -> None:
    english_window, seed = SCENES[name](qtbot, make_window, None)
    english = _texts(english_window)
    english_window.close()
    speak(lang)
    translated_window, _ = SCENES[name](qtbot, make_window, seed)
    translated = _texts(translated_window)
    left = english_left(english, translated)
    assert not left, f"the table ({name}) in {lang} shows English: {left}"


def test_the_resume_prompt_is_in_the_language(qtbot: QtBot, store: Store, played: Callable[..., object],
                                              speak: Callable[[str], str]) -> None:
    from napdesk.ui.dialogs.resume import ResumeDialog

    played(store, 2)
    def read() -> set[str]:
        dialog = ResumeDialog(store, store.sessions())
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        texts = visible_texts(dialog) | {dialog.list.headerItem().text(c) for c in range(dialog.list.columnCount())}
        dialog.close()
        return texts

    english = read()
    for lang in LANGS:
        speak(lang)
        left = english_left(english, read())
        assert not left, f"the resume prompt in {lang} shows English: {left}"
