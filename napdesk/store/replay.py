"""Saved actions checked by the engine: a row can be valid JSON and still not be a move the rules allow (edited by
hand or by another tool). The hand in progress is replayed whenever a session is listed or opened, every finished
hand when it is exported; what the engine refuses is a :class:`~napdesk.store.problems.Damage` naming the hand,
the action and the engine's reason, and the hands before it stay readable."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any, Final

from napdesk.engine.record import RecordError
from napdesk.engine.rules import Rules
from napdesk.engine.session import Session, SessionError
from napdesk.store.problems import Damage, Fault, Part, damage

FAULTS: Final = frozenset({Fault.NOT_PLAYABLE, Fault.UNFINISHED})  # what only the engine finds


def refusal(exc: Exception, part: Part, action_part: Part, **where: object) -> Damage:
    """The damage for a record the engine refused: the action it stopped at (``action_part``), else the whole
    ``part`` (its deal, rules or players are not the session's)."""
    if isinstance(exc, RecordError) and exc.index > 0:
        return damage(action_part, Fault.NOT_PLAYABLE, **where, action=exc.index, error=exc.describe(), refused=exc)
    described = exc.describe() if isinstance(exc, RecordError) else str(exc)
    return damage(part, Fault.NOT_PLAYABLE, **where, error=described,
                  refused=exc if isinstance(exc, RecordError) else None)


def start(rules: Mapping[str, Any], players: Sequence[str], seed: object,
          snapshot: Mapping[str, Any] | None) -> Session | None:
    """The engine session as the snapshot has it (after the last finished hand), else from the seed; None when
    neither can be made (resuming says why)."""
    try:
        if snapshot is not None:
            return Session.from_snapshot(dict(snapshot))
        if isinstance(seed, int) and not isinstance(seed, bool):
            return Session(Rules.from_dict(dict(rules)), list(players), seed)
    except (ValueError, TypeError, KeyError, IndexError, AttributeError, RuntimeError):
        return None
    return None


def in_progress(rules: Mapping[str, Any], players: Sequence[str], seed: object, snapshot: Mapping[str, Any] | None,
                start_json: object, actions: Sequence[object]) -> Damage | None:
    """The hand in progress as the store keeps it (its deal, its action rows: all valid JSON already), replayed on
    the session after the last finished hand."""
    session = start(rules, players, seed, snapshot)
    if session is None or not isinstance(start_json, str | bytes):
        return None
    try:
        record = {**json.loads(start_json), "actions": [json.loads(a) for a in actions if isinstance(a, str | bytes)]}
    except (ValueError, TypeError):
        return None
    return current(session, record)


def current(session: Session, record: Mapping[str, Any]) -> Damage | None:
    """Replay the hand in progress (its deal and every saved action) on ``session``; the damage if the engine
    refuses it. A widow taken whose discards were not chosen yet is a pending last row: left out here."""
    actions = list(record.get("actions", []))
    if actions and isinstance(actions[-1], dict) and actions[-1].get("widow", []) is None:
        actions = actions[:-1]
    try:
        session.resume_hand({**record, "actions": actions})
    except (RecordError, SessionError) as exc:
        return refusal(exc, Part.CURRENT_DEAL, Part.CURRENT_ACTION)
    except (ValueError, TypeError, KeyError, IndexError, AttributeError, RuntimeError):
        return None  # not a question of legal moves: resuming says what it is
    return None


def finished(session: Session, record: Mapping[str, Any], number: int) -> Damage | None:
    """Replay finished hand ``number`` on ``session`` (whose hands before it were replayed); the damage if the
    engine refuses it or it stops before the hand is over."""
    try:
        state = session.resume_hand(dict(record))
    except (RecordError, SessionError, RuntimeError) as exc:
        return refusal(exc, Part.RECORD, Part.HAND_ACTION, hand=number)
    if not state.is_over:
        return damage(Part.RECORD, Fault.UNFINISHED, hand=number)
    return None
