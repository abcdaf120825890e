"""The controller: it owns the running session, asks the engine, runs computer players off the UI thread, and
publishes what happened as Qt signals. Widgets send it intents; they never decide a rule.
"""

from __future__ import annotations

import itertools
import secrets
import time
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from napdesk.ai import PlayerError, make_player, without_signals
from napdesk.ai.analysis import ANALYSIS_SECONDS, analyse
from napdesk.ai.base import Player, RandomPlayer
from napdesk.ai.hints import Hint, hint
from napdesk.engine.actions import Action, Claim
from napdesk.engine.hand import HandState, IllegalAction
from napdesk.engine.rules import Rules
from napdesk.engine.session import Session
from napdesk.ui import aiproc
from napdesk.ui.i18n import action_refused
from napdesk.ui.persistence import NullHook, PersistenceHook
from napdesk.ui.practice import PracticeHands
from napdesk.ui.saving import SAVE_ERRORS, Saver
from napdesk.ui.saving import at_once as _at_once
from napdesk.ui.seats import DEFAULT_LEVEL, LEVELS, SeatConfig, default_seats
from napdesk.ui.snapshot import Publisher
from napdesk.ui.store_words import cause_text
from napdesk.ui.workers import Workers

# The seats (napdesk.ui.seats) and the persistence hook (napdesk.ui.persistence): imported from here too.
__all__ = ["DEFAULT_LEVEL", "LEVELS", "GameController", "NullHook", "PersistenceHook", "SeatConfig", "default_seats"]


_CONTROLLERS = itertools.count(1)  # each controller's own number, never reused while the program runs


def fresh_seed() -> int:
    """A seed for a new session from the operating system's randomness: two sessions never share their deals
    by accident (only "play this deal again" reuses one)."""
    return secrets.randbits(30)


def make_computer(level: str, seed: int) -> Player:
    """A computer player of ``level`` (a level name or a ``module:Class`` plug-in); the random player if the
    spec cannot be built, so a broken plug-in never stops the table."""
    try:
        return make_player(level, seed)
    except (PlayerError, ImportError):
        return RandomPlayer(seed)


class GameController(QObject):
    session_started = Signal()
    hand_started = Signal()
    action_done = Signal(int, object)  # seat, action
    refused = Signal(str)  # the engine's message for the person who tried
    hand_over = Signal()
    practice_over = Signal()  # a practice hand ended: it settles nothing (its outcome is on state.outcome)
    session_over = Signal()
    thinking = Signal(int)  # a computer seat started thinking, or (-1) nobody does: stopped, or the hand is over
    undone = Signal()  # the hand was rebuilt by an undo or a redo: whoever shows it lays it again
    analysed = Signal(object)  # the Analysis of the hand just finished (only if it is still the hand shown)
    hinted = Signal(object)  # a Hint for the person to move now

    def __init__(self, rules: Rules | None = None, seats: Sequence[SeatConfig] | None = None, seed: int | None = None,
                 hook: PersistenceHook | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # what the table shows: a snapshot of the hand for the seat at the screen with every event (first, so
        # that it is built before anything else hears of the event)
        self.publisher = Publisher(self)
        self.rules = rules or Rules()
        self.seats = list(seats or default_seats(self.rules.players))
        self.seed = fresh_seed() if seed is None else seed
        self._seed_given = seed is not None  # a seed given here deals the first session (tests, replays) only
        self.hook: PersistenceHook = hook or NullHook()
        self.pace_ms = 350  # least time between two computer actions, so a person can follow
        self.undo_allowed = True  # the preference "allow undo"
        # The preference "play.signals": computer defenders play and read the discard convention (napdesk.ai.signals);
        # it applies to the computers of the next session, or of the one resumed.
        self.computer_signals = True
        self.use_process = True  # computers think in a child process (see aiproc); False: on the pool thread
        # Results come back through the program's dispatcher, never through an object of this window
        # (workers.py); shutdown() cancels and joins them, and the destroyed hook is the last resort.
        self.workers = Workers()
        self.destroyed.connect(self.workers.close_now)
        # Each action is tried on a copy, written, then kept; a failed write holds the game there (saving.py).
        self.saver = Saver(lambda: self._session_no, self)
        self._hint_key: tuple[int, int] | None = None
        self.last_hint: Hint | None = None
        self._token = 0
        self._in_flight: int | None = None
        self._pending: Action | None = None
        self._holds = 0
        self._last_action_at = 0.0
        self._apply_timer = QTimer(self)
        self._apply_timer.setSingleShot(True)
        self._apply_timer.timeout.connect(self._try_apply)
        self.players: dict[int, Player] = {}
        self._told: set[int] = set()  # the table seats told that the hand in progress started
        self.hand_started.connect(self._told.clear)  # a new hand (or one taken up again): tell them again
        self.session: Session | None = None
        self.seat_map: tuple[int, ...] = ()  # table seat -> session seat, for the hand in progress
        self._session_no = 0
        # this controller's name in the computers' child, which keeps each seat's player (and its random state)
        # between decisions: id(self) was reused by a controller made after this one was freed, which then got
        # the old one's players, half-way through their random numbers, and played a seed's game differently
        self._child_key = next(_CONTROLLERS)
        self.stopped = False
        # What undo took back in the hand in progress, latest last: each entry is the person's action and the
        # computers' replies that followed it, (table seat, action), put back in order by redo.
        self._redo: list[list[tuple[int, Action]]] = []
        self.practice_hands = PracticeHands(self)  # a deal played again, instead of the session's hand

    def computer_spec(self, who: int) -> str:
        """The player spec session seat ``who``'s computer is built from: its level, as the preferences say."""
        level = self.seats[who].level
        return level if self.computer_signals else without_signals(level)

    # -- the session ---------------------------------------------------------------------------------------

    def new_session(self, rules: Rules | None = None, seats: Sequence[SeatConfig] | None = None,
                    seed: int | None = None) -> None:
        self._token += 1
        self._pending = None
        if rules is not None:
            self.rules = rules
        if seats is not None:
            self.seats = list(seats)
        if seed is not None:
            self.seed = seed
        elif self._seed_given:
            self._seed_given = False
        else:
            self.seed = fresh_seed()
        if len(self.seats) != self.rules.players:
            self.seats = default_seats(self.rules.players, sum(s.human for s in self.seats[:1]) or 0)
        self.players = {i: make_computer(self.computer_spec(i), self.seed * 31 + i)
                        for i, s in enumerate(self.seats) if not s.human}
        self.session = Session(self.rules, [s.name for s in self.seats], self.seed)
        self._redo.clear()
        self.practice = None
        self.seat_map = tuple(self.session.seats)
        self._session_no += 1
        self.stopped = False
        self.session_started.emit()

    def adopt(self, session: Session, seats: Sequence[SeatConfig], hook: PersistenceHook | None = None) -> None:
        """Go on with a saved session (resumed from the store) exactly where it stopped."""
        self._token += 1
        self._pending = None
        self.rules = session.rules
        self.seats = list(seats)
        self.seed = session.seed  # for this session's computers; the next new session draws its own
        self._seed_given = False
        self.hook = hook or NullHook()
        self.players = {i: make_computer(self.computer_spec(i), self.seed * 31 + i)
                        for i, s in enumerate(self.seats) if not s.human}
        self.session = session
        self._redo.clear()
        self.practice = None
        self.seat_map = tuple(session.seats)
        self._session_no += 1
        self.stopped = False
        self.session_started.emit()
        if session.hand is not None and not session.hand.is_over:
            self.hand_started.emit()
            self._advance()
        else:
            self.next_hand()

    # -- practice hands (napdesk.ui.practice) -----------------------------------------------------------------

    @property
    def practice(self) -> HandState | None:
        """The practice hand played instead of the session's, or None."""
        return self.practice_hands.hand

    @practice.setter
    def practice(self, hand: HandState | None) -> None:
        self.practice_hands.hand = hand

    @property
    def practice_of(self) -> int:
        """The number of the session's hand whose deal the practice hand replays."""
        return self.practice_hands.of

    @practice_of.setter
    def practice_of(self, number: int) -> None:
        self.practice_hands.of = number

    def can_replay_deal(self) -> bool:
        return self.practice_hands.can_replay_deal()

    def can_restart_hand(self) -> bool:
        return self.practice_hands.can_restart_hand()

    def play_again(self) -> bool:
        return self.practice_hands.play_again()

    def practise(self, state: HandState) -> None:
        self.practice_hands.practise(state)

    def show_hand(self, announce: bool) -> None:
        """The hand shown is another one (a practice hand, or the session's again): nothing in flight lands on it
        and nothing taken back is put back; ``announce``: the table deals it and whoever is to move starts."""
        self._token += 1
        self._pending = None
        self._redo.clear()
        if announce:
            self.hand_started.emit()
            self._advance()

    @property
    def state(self) -> HandState | None:
        practice = self.practice_hands.hand  # read often: not through the practice property
        if practice is not None:
            return practice
        return None if self.session is None else self.session.hand

    # Seats: the hand in progress numbers its players 0..k-1 (table seats); the session numbers everyone
    # (session seats). They differ once a player is out or only tied leaders play a tiebreak hand.

    @property
    def table_size(self) -> int:
        return len(self.seat_map) if self.seat_map else len(self.seats)

    def session_seat(self, seat: int) -> int:
        return self.seat_map[seat] if self.seat_map else seat

    def config(self, seat: int) -> SeatConfig:
        """The player at table seat ``seat`` of the hand in progress."""
        return self.seats[self.session_seat(seat)]

    def name(self, seat: int) -> str:
        return self.config(seat).name

    def chips(self, seat: int) -> int:
        return self.session.chips[self.session_seat(seat)] if self.session is not None else 0

    def is_human(self, seat: int) -> bool:
        return 0 <= seat < self.table_size and self.config(seat).human

    @property
    def humans(self) -> list[int]:
        """The table seats of the people in the hand in progress."""
        return [t for t in range(self.table_size) if self.config(t).human]

    def has_play(self) -> bool:
        """Whether the session holds something a player would want back: a finished hand, or in the hand in
        progress an action of a person's (of anyone's, at a table of computers only). A session without is
        empty: leaving it loses nothing (the computers' bids before the person spoke are not his game)."""
        session = self.session
        if session is None:
            return False
        if session.hands_played:
            return True
        hand = session.hand
        if hand is None:
            return False
        people = self.humans
        return any(seat in people for seat, _ in hand.history) if people else bool(hand.history)

    def next_hand(self) -> None:
        assert self.session is not None
        if self.practice is not None:
            self.practice_hands.end()
        if self.session.hand is not None and not self.session.hand.is_over:
            return
        if self.session.is_over:
            self.session_over.emit()
            return
        if self.saver.waiting:
            return
        self._token += 1
        self._pending = None
        self._redo.clear()
        trial = self.session.copy()
        state = trial.start_hand()
        if self.saver.save([partial(self.hook.begin_hand, trial, state)], self._deal_held):
            self.session.adopt(trial)  # dealt once: the session takes the copy the hand was saved from
            self._hand_begun()

    def _deal_held(self) -> None:
        """A new hand whose save was held is saved at last: dealt (the session may have changed while it waited,
        house rules from the next hand: dealt as it stands, the same cards), the table told from the event loop."""
        assert self.session is not None
        self.session.start_hand()
        self.seat_map = tuple(self.session.seats)
        QTimer.singleShot(0, self, self._hand_begun)

    def _hand_begun(self) -> None:
        """The new hand is saved and dealt: tell the table and start whoever is to move."""
        assert self.session is not None
        self.seat_map = tuple(self.session.seats)
        self.hand_started.emit()
        self._advance()

    def stop(self) -> None:
        """Stop the computers (watch mode's Stop): nothing more is applied until the next hand."""
        self.stopped = True
        self._token += 1
        self._pending = None
        self.thinking.emit(-1)

    def shutdown(self) -> None:
        """The window is going: stop the computers, cancel every worker of this table and wait for those running.
        Afterwards nothing more is started or delivered."""
        self.stop()
        self._apply_timer.stop()
        self.saver.drop()
        self.workers.shutdown()

    def resume(self) -> None:
        self.stopped = False
        self._advance()

    # -- pacing: the table holds the controller while it animates ------------------------------------------

    def hold(self) -> None:
        self._holds += 1

    def release(self) -> None:
        self._holds = max(0, self._holds - 1)
        if self._holds == 0:
            self._try_apply()

    @property
    def held(self) -> bool:
        return self._holds > 0

    # -- people ----------------------------------------------------------------------------------------------

    def why_not(self, action: Action) -> str | None:
        """The engine's reason the seat to move may not take ``action`` now, or None if it may."""
        state = self.state
        if state is None or state.is_over:
            return self.tr("The hand is over")
        refused = state.check(action)
        return None if refused is None else action_refused(refused)

    def submit(self, action: Action) -> str | None:
        """A person's action for the seat to move. Returns None when applied, else the message shown."""
        state = self.state
        if state is None or state.is_over:
            return self.tr("The hand is over")
        seat = state.to_move
        if not self.is_human(seat):
            msg = self.tr("It is not your turn")
            self.refused.emit(msg)
            return msg
        if self.saver.waiting:
            return self._not_saved()
        try:
            saved = self._apply(seat, action)
        except IllegalAction as exc:
            msg = action_refused(exc)
            self.refused.emit(msg)
            return msg
        if saved:
            self._redo.clear()  # a new action of the person's: what was taken back is gone for good
        return None if saved else self._not_saved()

    def _not_saved(self) -> str:
        return self.tr("The game waits until it can be saved: {error}").format(error=self.saver.error or "")

    def can_undo(self) -> bool:
        state = self.state
        if not self.undo_allowed or state is None or state.is_over or len(self.humans) != 1 or self.saver.waiting:
            return False
        return any(seat in self.humans for seat, _ in state.history)

    def undo(self) -> bool:
        """Take back the person's last action (and the computers' since): rebuild the hand without them."""
        state = self.state
        if state is None or self.session is None or not self.can_undo():
            return False
        history = list(state.history)
        cut = max(i for i, (seat, _) in enumerate(history) if self.is_human(seat))
        if self.practice is None:
            try:  # written first: a take-back that cannot be saved is not made
                self.hook.undo(len(history) - cut)
            except SAVE_ERRORS as exc:
                self.refused.emit(self.tr("Nothing was taken back, the game cannot be saved: {error}").format(
                    error=cause_text(exc)))
                return False
        self._redo.append(history[cut:])
        self._token += 1
        self._pending = None
        if self.practice is not None:  # a practice hand is not saved: nothing to take back in the store
            self.practice = state.replay(history[:cut])
        else:
            self.session.undo(len(history) - cut)
        self.undone.emit()
        self._advance()
        return True

    def can_redo(self) -> bool:
        state = self.state
        return (bool(self._redo) and state is not None and not state.is_over and self.is_human(state.to_move)
                and not self.saver.waiting)

    def redo(self) -> bool:
        """Put back what the last undo took back (the person's action and the computers' replies after it),
        saved again before they are put back: a redo that cannot be saved is not made."""
        state = self.state
        if state is None or self.session is None or not self.can_redo():
            return False
        actions = self._redo[-1]
        if self.practice is None:
            try:
                _at_once(self.hook, [partial(self.hook.record_action, seat, action, state) for seat, action in actions])
            except SAVE_ERRORS as exc:
                self.refused.emit(self.tr("Nothing was put back, the game cannot be saved: {error}").format(
                    error=cause_text(exc)))
                return False
        self._redo.pop()
        self._token += 1  # nobody is thinking (the person is to move), and nothing in flight may land now
        self._pending = None
        for _, action in actions:
            if self.practice is not None:
                self.practice.apply(action)
            else:
                self.session.apply(action)  # the engine accepted these before
        self._last_action_at = time.monotonic()
        self.undone.emit()
        self._advance()
        return True

    # -- the engine ------------------------------------------------------------------------------------------

    def _apply(self, seat: int, action: Action) -> bool:
        """Try ``action`` on a copy (IllegalAction: nothing changed), write it, then keep it. False if the write
        failed: the game stays at the last saved action until the saver's retry gets through."""
        session = self.session
        assert session is not None
        if self.practice is not None:  # a practice hand is not saved and never touches the session
            self.practice.apply(action)  # raises IllegalAction, the hand untouched
            self._applied(seat, action, practice=True)
            return True
        trial = session.copy()
        trial.apply(action)
        state = trial.hand
        assert state is not None
        writes: list[Callable[[], None]] = [partial(self.hook.record_action, seat, action, state)]
        if state.is_over:
            writes.append(partial(self.hook.finish_hand, trial, state))
            writes = [partial(_at_once, self.hook, writes)]  # the last action and the hand's end: both or neither
        if not self.saver.save(writes, partial(self._apply_held, seat, action)):
            return False
        session.adopt(trial)  # applied once: the session takes the copy the action was saved from
        self._applied(seat, action)
        return True

    def _apply_held(self, seat: int, action: Action) -> None:
        """An action whose save was held is saved at last: applied to the session as it was to the copy (the
        session may have changed while it waited: house rules from the next hand), the table told from the event
        loop if that hand is still the one shown."""
        session = self.session
        assert session is not None and session.hand is not None
        hand = session.hand
        session.apply(action)
        QTimer.singleShot(0, self, lambda: self._applied(seat, action) if self.state is hand else None)

    def _applied(self, seat: int, action: Action, practice: bool = False) -> None:
        """``action`` is kept: tell the table, and start whoever is to move (or end the hand)."""
        assert self.session is not None
        state = self.state
        assert state is not None
        self._last_action_at = time.monotonic()
        self.action_done.emit(seat, action)  # its snapshot names who thinks next (thinker)
        if state.is_over:
            self.thinking.emit(-1)
            ends = [self._tell(t, "end", (state.view(t),)) for t in sorted(self._told)]
            self._told.clear()
            if ends:  # on the thinking thread, after the decisions before them
                self.workers.think(partial(aiproc.tell, ends), lambda _result: None)
            if practice:  # no settlement to show: the session's hand_over would show its last real hand's
                self.practice_hands.keep(state)
                self.practice_over.emit()
                return
            self.hand_over.emit()
            if state.contract is not None and state.outcome is not None and state.outcome.made is not None:
                done = state.copy()
                work = partial(analyse, done, ANALYSIS_SECONDS)
                self.workers.courtesy(work, partial(self._on_analysed, done))
        else:
            self._advance()

    @property
    def thinker(self) -> int:
        """The computer seat thinking now (-1: nobody): the one to move while the computers play."""
        state = self.state
        if state is None or state.is_over or self.stopped or self.is_human(state.to_move):
            return -1
        return state.to_move

    def _advance(self) -> None:
        """If a computer is to move, start it thinking on the pool thread."""
        state = self.state
        if state is None or state.is_over or self.stopped or self.saver.waiting:
            return
        seat = state.to_move
        if self.is_human(seat) or self._in_flight == self._token:
            return
        self._in_flight = self._token
        self.thinking.emit(seat)
        starts = [self._tell(t, "start", (state.rules, t, None))  # the table sets no budget: each takes its own
                  for t in state.order if not self.is_human(t) and t not in self._told]
        self._told.update(t.seat for t in starts)
        player, remote = self._computer(seat)
        self.workers.think(partial(aiproc.decide, player=player, view=state.view(seat), remote=remote, before=starts),
                           partial(self._on_thought, self._token))

    def _computer(self, seat: int) -> tuple[Player, aiproc.Remote | None]:
        """The player at table seat ``seat``, and where it is in the child process (None: it plays here)."""
        who = self.session_seat(seat)
        player = self.players.get(who)
        if player is None:
            player = self.players[who] = make_computer(self.computer_spec(who), self.seed * 31 + who)
        if not self.use_process:
            return player, None
        return player, ((self._child_key, self._session_no, who), self.computer_spec(who), self.seed * 31 + who)

    def _tell(self, seat: int, event: str, args: tuple[Any, ...]) -> aiproc.Tell:
        player, remote = self._computer(seat)
        return aiproc.Tell(seat, f"{self.name(seat)}, {self.config(seat).level}", player, remote, event, args)

    def _on_thought(self, token: int, result: object) -> None:
        if token != self._token:
            if self._in_flight == token:
                self._in_flight = None
                self._advance()
            return
        self._in_flight = None
        state = self.state
        if state is None or state.is_over:
            return
        legal = state.legal_actions()
        if isinstance(result, Exception) or result not in legal:
            moves = [a for a in legal if not isinstance(a, Claim)] or legal
            result = moves[0]
        # an action back from the child process is equal to, not the same object as, the engine's own
        self._pending = legal[legal.index(result)]  # type: ignore[arg-type, unused-ignore]
        self._try_apply()

    def _decision_key(self) -> tuple[int, int] | None:
        state = self.state
        return None if state is None else (self._token, len(state.history))

    def request_hint(self) -> None:
        """Ask the expert what the person to move should do; ``hinted`` carries the answer."""
        state = self.state
        key = self._decision_key()
        if state is None or state.is_over or not self.is_human(state.to_move) or key == self._hint_key:
            return
        self._hint_key = key
        self.last_hint = None
        assert key is not None
        view = state.view(state.to_move)
        self.workers.courtesy(partial(hint, view), partial(self._on_hinted, key))

    def prepare_hints(self) -> None:
        """Hints were turned on: the child process their searches run in starts now, from a worker thread (about a
        second of starting Python and the search modules, which the first hint would otherwise wait for)."""
        self.workers.courtesy(aiproc.warm_up, lambda _result: None)

    def current_hint(self) -> Hint | None:
        """The hint for the decision in front of the person now, once it has arrived."""
        return self.last_hint if self._hint_key == self._decision_key() else None

    def _on_hinted(self, key: tuple[int, int], result: object) -> None:
        if key == self._decision_key() and isinstance(result, Hint):
            self.last_hint = result
            self.hinted.emit(result)

    def _on_analysed(self, state: HandState, result: object) -> None:
        current = self.state
        if isinstance(result, Exception) or result is None:  # the analysis failed or ran out of time
            return
        if current is not None and current.is_over and current.history == state.history:
            self.analysed.emit(result)

    def _try_apply(self) -> None:
        if self._pending is None or self._holds or self.stopped or self.saver.waiting:
            return
        wait = self.pace_ms / 1000 - (time.monotonic() - self._last_action_at)
        if wait > 0.002:
            self._apply_timer.start(int(wait * 1000) + 1)
            return
        state = self.state
        action, self._pending = self._pending, None
        if state is None or state.is_over or action is None:
            return
        seat = state.to_move
        try:
            self._apply(seat, action)
        except IllegalAction:  # a refused computer claim: play on with a legal card
            moves = [a for a in state.legal_actions() if not isinstance(a, Claim)]
            if moves:
                self._apply(seat, moves[0])
