"""The controller's life cycle, driven through its Qt event loop: Stop drops the computer's decision in flight and
Resume plays on; while the table holds it (an animation) a decision waits, and goes through at the last release;
a hand's end is announced once and its analysis follows; a hint belongs to the decision it was asked for; a
resumed session's computers play from its own seed (as a new one's, seeded alike), and the next new game draws a
new one; what counts as play worth keeping, why an action is refused, and a failed analysis left unsaid."""

from __future__ import annotations

import threading
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

import napdesk.ui.controller as controller_module
import napdesk.ui.seats as seats_module
from napdesk.ai.base import RandomPlayer
from napdesk.ai.hints import Hint
from napdesk.engine.actions import PLAYS, Action, Bid, Claim
from napdesk.engine.cards import pack
from napdesk.engine.hand import HandState
from napdesk.engine.rules import Rules
from napdesk.engine.session import Session
from napdesk.engine.view import View
from napdesk.ui.controller import GameController, NullHook, SeatConfig, default_seats
from napdesk.ui.i18n import shown_name

WAIT = 30_000  # ms: the machine may be busy


class Gate:
    """A computer that thinks until the test lets it answer: the first legal action that is not a claim."""

    name = "gate"

    def __init__(self) -> None:
        self.open = threading.Event()
        self.calls = 0
        self.answered = 0

    def choose(self, view: View) -> Action:
        self.calls += 1
        self.open.wait(WAIT / 1000)
        self.answered += 1
        return next(a for a in view.legal if not isinstance(a, Claim))


def _computers(level: str = "random") -> list[SeatConfig]:
    return [SeatConfig(name, False, level) for name in ("A", "B", "C", "D")]


def _people() -> list[SeatConfig]:
    return [SeatConfig(name, True) for name in ("Ann", "Ben", "Cat", "Dan")]


@pytest.fixture
def controllers() -> Iterator[list[GameController]]:
    made: list[GameController] = []
    yield made
    for ctrl in made:
        ctrl.shutdown()


def _controller(made: list[GameController], seats: list[SeatConfig], seed: int | None = 3) -> GameController:
    ctrl = GameController(Rules(), seats, seed=seed)
    ctrl.use_process = False  # the computers think on the pool thread, so a test's own player can be one of them
    ctrl.pace_ms = 0
    made.append(ctrl)
    return ctrl


def _gated(ctrl: GameController) -> Gate:
    gate = Gate()
    ctrl.players = dict.fromkeys(ctrl.players, gate)
    return gate


def _actions(ctrl: GameController) -> int:
    state = ctrl.state
    return 0 if state is None else len(state.history)


def _settle(qtbot: QtBot, ctrl: GameController) -> None:
    """Wait until every decision and hint started has been delivered (or dropped) on the UI thread."""
    qtbot.waitUntil(lambda: ctrl.workers.pending == 0, timeout=WAIT)
    QCoreApplication.processEvents()


def test_stop_drops_the_decision_in_flight_and_resume_plays_on(qtbot: QtBot,
                                                             controllers: list[GameController]) -> None:
    ctrl = _controller(controllers, _computers())
    ctrl.new_session()
    gate = _gated(ctrl)
    thinking: list[int] = []
    ctrl.thinking.connect(thinking.append)
    ctrl.next_hand()
    qtbot.waitUntil(lambda: gate.calls == 1, timeout=WAIT)
    assert ctrl.state is not None and thinking == [ctrl.state.to_move]
    ctrl.stop()
    assert ctrl.stopped and thinking[-1] == -1  # nobody is thinking now
    gate.open.set()
    qtbot.waitUntil(lambda: gate.answered == 1, timeout=WAIT)
    _settle(qtbot, ctrl)
    assert _actions(ctrl) == 0 and gate.calls == 1  # the answer was dropped and nobody was asked again
    with qtbot.waitSignal(ctrl.action_done, timeout=WAIT):
        ctrl.resume()
    assert not ctrl.stopped and _actions(ctrl) >= 1


def test_a_stopped_controller_applies_no_decision_that_was_waiting(qtbot: QtBot,
                                                                 controllers: list[GameController]) -> None:
    ctrl = _controller(controllers, _computers())
    ctrl.new_session()
    gate = _gated(ctrl)
    gate.open.set()
    ctrl.hold()  # the decision arrives and waits for the table
    ctrl.next_hand()
    qtbot.waitUntil(lambda: gate.answered == 1, timeout=WAIT)
    _settle(qtbot, ctrl)
    ctrl.stop()
    ctrl.release()  # the table is done: a stopped controller still applies nothing
    _settle(qtbot, ctrl)
    assert _actions(ctrl) == 0


def test_a_decision_waits_while_the_table_holds_and_goes_through_at_the_last_release(
        qtbot: QtBot, controllers: list[GameController]) -> None:
    ctrl = _controller(controllers, _computers())
    ctrl.new_session()
    gate = _gated(ctrl)
    gate.open.set()
    done: list[int] = []
    ctrl.action_done.connect(lambda seat, _action: done.append(seat))
    ctrl.hold()
    ctrl.hold()  # two animations at once
    assert ctrl.held
    ctrl.next_hand()
    qtbot.waitUntil(lambda: gate.answered == 1, timeout=WAIT)
    _settle(qtbot, ctrl)
    assert done == [] and gate.calls == 1
    ctrl.release()
    assert ctrl.held and done == []  # one animation still runs
    ctrl.hold()
    ctrl.release()
    assert done == []
    state = ctrl.state
    assert state is not None
    first = state.to_move
    ctrl.release()  # the last one: the decision is applied there and then
    assert not ctrl.held and done == [first]
    ctrl.stop()
    _settle(qtbot, ctrl)
    ctrl.release()  # more releases than holds (a cancelled animation): never below nothing held
    ctrl.release()
    ctrl.hold()
    assert ctrl.held
    ctrl.release()
    assert not ctrl.held


def test_a_hand_ends_once_and_its_analysis_follows(qtbot: QtBot, controllers: list[GameController]) -> None:
    ctrl = _controller(controllers, _computers())
    ctrl.new_session(seed=11)
    ends: list[int] = []
    analyses: list[object] = []
    ctrl.hand_over.connect(lambda: ends.append(_actions(ctrl)))
    ctrl.analysed.connect(analyses.append)
    ctrl.practice_over.connect(lambda: pytest.fail("a session's hand is not a practice hand"))
    state = None
    played = 0
    for played in range(1, 9):  # random players: until a hand is bid and played out (not thrown in)
        with qtbot.waitSignal(ctrl.hand_over, timeout=60_000):
            ctrl.next_hand()
        state = ctrl.state
        assert state is not None and state.is_over and len(ends) == played
        if state.contract is not None:
            break
    assert state is not None and state.contract is not None
    assert state.outcome is not None and state.outcome.made is not None
    qtbot.waitUntil(lambda: len(analyses) == 1, timeout=60_000)
    analysis = analyses[0]
    assert getattr(analysis, "contract", None) == state.contract.name
    assert getattr(analysis, "bidder", None) == state.bidder
    assert getattr(analysis, "made", None) == state.outcome.made
    _settle(qtbot, ctrl)
    assert len(ends) == played and len(analyses) == 1


def test_a_hint_is_for_the_decision_it_was_asked_for(qtbot: QtBot, controllers: list[GameController]) -> None:
    ctrl = _controller(controllers, _people())
    ctrl.new_session()
    ctrl.next_hand()
    state = ctrl.state
    assert state is not None and ctrl.is_human(state.to_move)
    assert ctrl.current_hint() is None  # none asked for
    with qtbot.waitSignal(ctrl.hinted, timeout=WAIT) as got:
        ctrl.request_hint()
        ctrl.request_hint()  # the same decision: asked once
    hint = got.args[0]
    assert isinstance(hint, Hint) and hint.action in state.legal_actions()
    assert ctrl.current_hint() is hint and ctrl.last_hint is hint
    _settle(qtbot, ctrl)
    assert ctrl.current_hint() is hint
    assert ctrl.submit(hint.action) is None  # the next person is to move: that hint is not for this decision
    assert ctrl.current_hint() is None


def test_a_hint_that_arrives_after_the_move_is_dropped(qtbot: QtBot, controllers: list[GameController]) -> None:
    ctrl = _controller(controllers, _people())
    ctrl.new_session()
    ctrl.next_hand()
    state = ctrl.state
    assert state is not None
    hinted: list[object] = []
    ctrl.hinted.connect(hinted.append)
    ctrl.request_hint()
    assert ctrl.submit(state.legal_actions()[0]) is None  # before the event loop could deliver the hint
    _settle(qtbot, ctrl)
    assert hinted == [] and ctrl.last_hint is None and ctrl.current_hint() is None
    with qtbot.waitSignal(ctrl.hinted, timeout=WAIT):  # the new decision gets its own
        ctrl.request_hint()
    assert ctrl.current_hint() is not None


def test_no_hint_for_a_computer_or_a_finished_hand(qtbot: QtBot, controllers: list[GameController]) -> None:
    ctrl = _controller(controllers, _computers())
    ctrl.request_hint()  # no session yet
    ctrl.new_session()
    gate = _gated(ctrl)
    ctrl.next_hand()
    qtbot.waitUntil(lambda: gate.calls == 1, timeout=WAIT)
    ctrl.request_hint()  # a computer is to move
    ctrl.stop()
    gate.open.set()
    _settle(qtbot, ctrl)
    assert ctrl.last_hint is None and ctrl.current_hint() is None


def _first_computer_to_move(session: Session) -> tuple[int, int]:
    """Pass for the person (table seat 0) until a computer is to move: (its table seat, its session seat)."""
    state = session.hand
    assert state is not None
    while state.to_move == 0:
        session.apply(next(a for a in state.legal_actions() if getattr(a, "name", "") == "pass"))
    return state.to_move, session.seats[state.to_move]


def test_a_resumed_session_plays_its_computers_from_its_own_seed(qtbot: QtBot,
                                                                controllers: list[GameController]) -> None:
    seats = [SeatConfig("Ann", True), *(SeatConfig(n, False, "random") for n in ("B", "C", "D"))]
    ctrl = _controller(controllers, seats, seed=5)
    session = Session(Rules(), [s.name for s in seats], 42)
    session.start_hand()
    seat, who = _first_computer_to_move(session)
    state = session.hand
    assert state is not None
    expected = RandomPlayer(42 * 31 + who).choose(state.view(seat))
    played: list[tuple[int, object]] = []
    ctrl.action_done.connect(lambda s, a: played.append((s, a)))
    started: list[bool] = []
    ctrl.hand_started.connect(lambda: started.append(True))
    with qtbot.waitSignal(ctrl.action_done, timeout=WAIT):
        ctrl.adopt(session, seats)
    assert ctrl.seed == 42 and started == [True]  # the hand in progress is taken up, not a new one dealt
    assert played[0] == (seat, expected)
    ctrl.stop()
    _settle(qtbot, ctrl)
    ctrl.new_session()  # the next new game: a seed of its own, neither the resumed one nor the first one given
    assert ctrl.seed not in (5, 42)


def test_a_resumed_session_between_hands_deals_its_next_hand(qtbot: QtBot,
                                                             controllers: list[GameController]) -> None:
    ctrl = _controller(controllers, _people(), seed=5)
    session = Session(Rules(), [s.name for s in _people()], 9)
    with qtbot.waitSignal(ctrl.hand_started, timeout=WAIT):
        ctrl.adopt(session, _people())
    state = ctrl.state
    assert state is not None and not state.is_over and session.number == 1 and ctrl.seed == 9


def test_a_given_seed_deals_the_first_session_only(qtbot: QtBot, controllers: list[GameController]) -> None:
    ctrl = _controller(controllers, _people(), seed=8)
    ctrl.new_session()
    assert ctrl.seed == 8
    ctrl.new_session(seed=8)
    assert ctrl.seed == 8  # asked for again: the same deals
    ctrl.new_session()
    assert ctrl.seed != 8
    drawn = GameController(Rules(), _people())
    controllers.append(drawn)
    drawn.new_session()
    assert drawn.seed != ctrl.seed


def test_a_table_of_another_size_gets_seats_for_it(qtbot: QtBot, controllers: list[GameController]) -> None:
    ctrl = _controller(controllers, [SeatConfig("Ann", True), *_computers()[1:]])
    ctrl.new_session(rules=Rules({"players": 5}))
    assert [s.human for s in ctrl.seats] == [True, False, False, False, False]
    assert sorted(ctrl.players) == [1, 2, 3, 4]
    robots = _controller(controllers, _computers())
    robots.new_session(rules=Rules({"players": 3}))
    assert [s.human for s in robots.seats] == [False, False, False]


def test_the_default_names_follow_where_the_seats_are_drawn() -> None:
    names = {n: [shown_name(s.name) for s in default_seats(n)] for n in range(2, 8)}  # codes, as read
    assert names[2] == ["You", "North"]
    assert names[3] == ["You", "West", "East"]
    assert names[4] == ["You", "West", "North", "East"]
    assert names[5] == ["You", "West", "North-west", "North-east", "East"]
    assert names[6] == ["You", "West", "North-west", "North", "North-east", "East"]
    assert names[7] == ["You", "West", "North-west", "North-north-west", "North-north-east", "North-east", "East"]
    hot_seat = default_seats(4, humans=2)
    assert [(shown_name(s.name), s.human) for s in hot_seat] == [("Player 1", True), ("Player 2", True),
                                                     ("Computer 3", False), ("Computer 4", False)]


def test_computers_think_in_a_child_process_unless_told_otherwise(controllers: list[GameController]) -> None:
    ctrl = GameController(Rules(), _computers())
    controllers.append(ctrl)
    assert ctrl.use_process


def _my_turn(qtbot: QtBot, ctrl: GameController) -> HandState:
    def ready() -> bool:
        state = ctrl.state
        return state is not None and not state.is_over and state.to_move == 0 and ctrl.workers.pending == 0

    qtbot.waitUntil(ready, timeout=WAIT)
    state = ctrl.state
    assert state is not None
    return state


def test_a_new_session_starts_with_nothing_to_put_back(qtbot: QtBot, controllers: list[GameController]) -> None:
    seats = [SeatConfig("Ann", True), *(SeatConfig(n, False, "random") for n in ("B", "C", "D"))]
    ctrl = _controller(controllers, seats, seed=4)
    started: list[bool] = []
    ctrl.session_started.connect(lambda: started.append(True))
    ctrl.new_session()
    assert started == [True]
    _gated(ctrl).open.set()  # computers that pass and then play their first card: the person's bid is played
    ctrl.next_hand()
    state = _my_turn(qtbot, ctrl)
    assert state.phase == "bidding"
    assert ctrl.submit(next(a for a in state.legal_actions() if isinstance(a, Bid) and a.name != "pass")) is None
    _my_turn(qtbot, ctrl)
    assert ctrl.undo() and ctrl.can_redo()
    ctrl.new_session()
    assert started == [True, True]
    ctrl.next_hand()
    _my_turn(qtbot, ctrl)
    assert not ctrl.can_redo() and not ctrl.redo()


def test_the_next_hand_ends_a_practice_hand_first(qtbot: QtBot, controllers: list[GameController]) -> None:
    ctrl = _controller(controllers, _people())
    ctrl.new_session()
    ctrl.next_hand()
    session_hand = ctrl.state
    assert session_hand is not None and ctrl.submit(session_hand.legal_actions()[0]) is None
    assert ctrl.play_again() and ctrl.practice is not None and ctrl.state is ctrl.practice
    ctrl.next_hand()  # the session's hand is still in progress: back to it, as it stood
    assert ctrl.practice is None and ctrl.state is session_hand and len(session_hand.history) == 1


def test_a_session_that_is_over_deals_no_next_hand(qtbot: QtBot, controllers: list[GameController]) -> None:
    ctrl = _controller(controllers, _people())
    ctrl.new_session(rules=Rules().replace(tiebreak="shared"))  # no extra hand between tied leaders
    ctrl.next_hand()
    state = ctrl.state
    assert state is not None and ctrl.session is not None
    while not state.is_over:
        assert ctrl.submit(next(a for a in state.legal_actions() if not isinstance(a, Claim))) is None
    ctrl.session.finish()
    assert ctrl.session.is_over
    dealt: list[bool] = []
    ctrl.hand_started.connect(lambda: dealt.append(True))
    with qtbot.waitSignal(ctrl.session_over, timeout=WAIT):
        ctrl.next_hand()
    assert dealt == [] and ctrl.state is state  # the last hand, over


def test_no_move_before_a_hand_or_after_it(qtbot: QtBot, controllers: list[GameController]) -> None:
    ctrl = _controller(controllers, _people())
    assert ctrl.submit(Bid.parse("pass")) == "The hand is over"
    assert ctrl.why_not(Bid.parse("pass")) == "The hand is over"
    ctrl.new_session()
    ctrl.next_hand()
    state = ctrl.state
    assert state is not None
    while not state.is_over:
        assert ctrl.submit(next(a for a in state.legal_actions() if not isinstance(a, Claim))) is None
    assert ctrl.submit(Bid.parse("pass")) == "The hand is over"


class Clock:
    """The controller's clock, moved by the test: the pace is measured on it."""

    def __init__(self) -> None:
        self.now = 1000.0

    def monotonic(self) -> float:
        return self.now


def test_a_computer_waits_out_the_pace_after_the_last_action(qtbot: QtBot, controllers: list[GameController],
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    clock = Clock()
    monkeypatch.setattr(controller_module, "time", clock)
    ctrl = _controller(controllers, _computers())
    ctrl.new_session()
    gate = _gated(ctrl)
    gate.open.set()
    done: list[int] = []
    ctrl.action_done.connect(lambda seat, _action: done.append(seat))
    ctrl.hold()  # the first decision waits until the test lets it through
    ctrl.next_hand()
    qtbot.waitUntil(lambda: gate.answered == 1, timeout=WAIT)
    _settle(qtbot, ctrl)
    ctrl.pace_ms = 500
    ctrl.release()  # no action for 1000 s on the clock: no pace to wait
    assert len(done) == 1
    qtbot.waitUntil(lambda: gate.answered == 2, timeout=WAIT)
    _settle(qtbot, ctrl)
    assert len(done) == 1  # half a second to wait on the clock, which stands still
    clock.now += 0.5
    with qtbot.waitSignal(ctrl.action_done, timeout=WAIT):  # the pace's timer finds it waited out
        pass
    assert len(done) == 2


class FailingHook(NullHook):
    """Saves nothing, and fails each write while ``full`` is set, as a full disk does."""

    def __init__(self) -> None:
        self.full = False
        self.undone: list[int] = []

    def record_action(self, seat: int, action: Action, state: HandState) -> None:
        if self.full:
            raise OSError(28, "No space left on device")

    def undo(self, count: int) -> None:
        if self.full:
            raise OSError(28, "No space left on device")
        self.undone.append(count)


def test_an_undo_or_a_redo_that_cannot_be_saved_is_not_made(qtbot: QtBot,
                                                            controllers: list[GameController]) -> None:
    seats = [SeatConfig("Ann", True), *(SeatConfig(n, False, "random") for n in ("B", "C", "D"))]
    hook = FailingHook()
    ctrl = GameController(Rules(), seats, seed=4, hook=hook)
    ctrl.use_process = False
    ctrl.pace_ms = 0
    controllers.append(ctrl)
    ctrl.new_session()
    _gated(ctrl).open.set()
    ctrl.next_hand()
    state = _my_turn(qtbot, ctrl)
    assert ctrl.submit(next(a for a in state.legal_actions() if isinstance(a, Bid) and a.name != "pass")) is None
    state = _my_turn(qtbot, ctrl)
    played = len(state.history)
    refused: list[str] = []
    ctrl.refused.connect(refused.append)
    full = "[Errno 28] No space left on device"
    hook.full = True
    assert not ctrl.undo() and ctrl.state is state and len(state.history) == played
    assert refused == [f"Nothing was taken back, the game cannot be saved: {full}"]
    hook.full = False
    assert ctrl.undo()
    rebuilt = ctrl.state
    assert rebuilt is not None and hook.undone == [played - len(rebuilt.history)]
    hook.full = True
    assert not ctrl.redo() and ctrl.can_redo()
    assert refused[-1] == f"Nothing was put back, the game cannot be saved: {full}"
    hook.full = False
    assert ctrl.redo() and not ctrl.can_redo()
    assert len(_my_turn(qtbot, ctrl).history) == played


def test_each_action_and_each_deal_is_made_once_by_the_engine(qtbot: QtBot, controllers: list[GameController],
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """Tried on a copy, saved, then kept: the session takes the copy's state, the engine does not do it again."""
    applies: list[Action] = []
    deals: list[int] = []
    apply, start_hand = HandState.apply, Session.start_hand

    def counted_apply(state: HandState, action: Action) -> None:
        applies.append(action)
        apply(state, action)

    def counted_start(session: Session) -> HandState:
        deals.append(session.number)
        return start_hand(session)

    monkeypatch.setattr(HandState, "apply", counted_apply)
    monkeypatch.setattr(Session, "start_hand", counted_start)
    ctrl = _controller(controllers, _people())
    ctrl.new_session()
    ctrl.next_hand()
    assert len(deals) == 1
    state = ctrl.state
    assert state is not None
    action = next(a for a in state.legal_actions() if not isinstance(a, Claim))
    assert ctrl.submit(action) is None
    assert applies == [action]
    assert ctrl.state is not None and ctrl.state.history[-1][1] == action


def test_each_action_is_one_snapshot_that_names_who_thinks_next(qtbot: QtBot,
                                                                 controllers: list[GameController]) -> None:
    """No snapshot of its own for "now this computer thinks": the action's snapshot says so."""
    ctrl = _controller(controllers, _computers())
    snaps: list[object] = []
    ctrl.publisher.published.connect(snaps.append)
    ctrl.new_session()
    ctrl.next_hand()
    qtbot.waitUntil(lambda: _actions(ctrl) >= 6, timeout=WAIT)
    ctrl.stop()
    events = [getattr(s, "event", None) for s in snaps]
    actions = [s for s in snaps if getattr(s, "event", None) == "action"]
    assert len(actions) == _actions(ctrl)
    assert events[:2 + len(actions)] == [None, "hand", *["action"] * len(actions)]  # None: no hand yet
    assert events[2 + len(actions):] in ([], ["thinking"])  # stopped: nobody thinks
    for snap in [snaps[1], *actions]:
        assert snap.thinking == (-1 if snap.over else snap.to_move)  # type: ignore[attr-defined]
    assert snaps[-1].thinking == -1  # type: ignore[attr-defined]


def test_the_seat_names_declared_for_translation_are_the_ones_shown() -> None:
    assert [shown_name(code) for code in seats_module.SEAT_CODES] == list(seats_module.SEAT_NAMES)


def test_a_new_sessions_computers_are_seeded_as_a_resumed_ones(controllers: list[GameController]) -> None:
    ctrl = _controller(controllers, [SeatConfig("Ann", True), *_computers()[1:]])
    ctrl.new_session(seed=7)
    state = Session(Rules(), ["a", "b", "c", "d"], 1).start_hand()
    view = state.view(state.to_move)
    for who in (1, 2, 3):
        same = RandomPlayer(7 * 31 + who)
        assert [ctrl.players[who].choose(view) for _ in range(12)] == [same.choose(view) for _ in range(12)]


def test_taking_up_a_saved_session_announces_it_once(qtbot: QtBot, controllers: list[GameController]) -> None:
    ctrl = _controller(controllers, _people())
    started: list[bool] = []
    ctrl.session_started.connect(lambda: started.append(True))
    with qtbot.waitSignal(ctrl.hand_started, timeout=WAIT):
        ctrl.adopt(Session(Rules(), [s.name for s in _people()], 9), _people())
    assert started == [True]


def _play_out(ctrl: GameController) -> HandState:
    """The people's hand to its end: one bid of one (the first who may), every other seat passing, then the first
    card each time."""
    state = ctrl.state
    assert state is not None
    one, passing = Bid.parse("1"), Bid.parse("pass")
    while not state.is_over:
        legal = state.legal_actions()
        bid = any(isinstance(a, Bid) and not a.is_pass for _, a in state.history)
        if not bid and one in legal:
            action: Action = one
        else:
            action = passing if passing in legal else next(a for a in legal if not isinstance(a, Claim))
        assert ctrl.submit(action) is None
    return state


def test_a_session_has_play_once_a_person_acted_or_a_hand_is_over(qtbot: QtBot,
                                                                  controllers: list[GameController]) -> None:
    ctrl = _controller(controllers, _people())
    assert not ctrl.has_play()
    ctrl.new_session()
    assert not ctrl.has_play()  # nothing dealt
    ctrl.next_hand()
    assert not ctrl.has_play()  # dealt, nobody has spoken
    state = ctrl.state
    assert state is not None and ctrl.submit(state.legal_actions()[0]) is None
    assert ctrl.has_play() is True
    _play_out(ctrl)
    assert ctrl.has_play() is True  # a finished hand, the next not dealt yet


def test_why_not_gives_the_engines_reason_a_refused_action_is_given(qtbot: QtBot,
                                                                    controllers: list[GameController]) -> None:
    ctrl = _controller(controllers, _people())
    ctrl.new_session()
    ctrl.next_hand()
    state = ctrl.state
    assert state is not None
    assert ctrl.why_not(state.legal_actions()[0]) is None
    illegal = next(PLAYS[c.index] for c in pack(state.rules.deck_size)
                   if PLAYS[c.index] not in state.legal_actions())  # a card in the bidding
    reason = ctrl.why_not(illegal)
    assert reason is not None and reason == ctrl.submit(illegal)
    assert len(state.history) == 0


def test_an_analysis_that_fails_is_not_announced(qtbot: QtBot, controllers: list[GameController],
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[bool] = []

    def failing(*args: object) -> object:
        asked.append(True)
        raise RuntimeError("no time")

    monkeypatch.setattr(controller_module, "analyse", failing)
    ctrl = _controller(controllers, _people())
    ctrl.new_session()
    ctrl.next_hand()
    analysed: list[object] = []
    ctrl.analysed.connect(analysed.append)
    state = _play_out(ctrl)
    assert state.contract is not None and state.outcome is not None and state.outcome.made is not None
    qtbot.waitUntil(lambda: bool(asked), timeout=WAIT)
    _settle(qtbot, ctrl)
    assert analysed == []
