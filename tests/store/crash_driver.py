"""Plays a session into the store in the data directory ($NAPDESK_DATA_DIR) with random legal actions, for
test_crash.py, which kills it with SIGKILL at random moments.

    python crash_driver.py SEED LIMIT [together] [--hold-at HANDS]

On start it resumes the unfinished session if there is one (else creates one) and prints
``{"resume": E, "actions": N, "state": {...}}``; then, after each committed write (a hand dealt, an action), one
line ``{"event": E, "actions": N, "action": {...} or null, "state": {...}}``, flushed. ``E`` counts the
committed events of the whole session, ``N`` its actions; ``state`` is what must survive: the hand number,
chips, pool, dealer, and for a hand in progress each seat's cards, whose turn it is, how many actions.
Stops after LIMIT actions in all. With ``together`` the last action of a hand and the hand's end are written in
one transaction (``Store.batch``), as the game's controller writes them. With ``--hold-at HANDS`` it stops
writing, and waits to be killed, once HANDS hands are finished and three actions of the next are saved: what the
killer read last is then what the store holds (read from a pipe, the lines may lag the writes by many).
"""

from __future__ import annotations

import json
import random
import sys
import time
from typing import Any

from napdesk.engine.actions import Bid, Claim, action_to_record
from napdesk.engine.record import record_of
from napdesk.engine.rules import Rules
from napdesk.engine.session import Session
from napdesk.store import Seat, Store, resume_session

PLAYERS = ("Ann", "Ben", "Cat", "Dan")


def state_of(session: Session) -> dict[str, Any]:
    hand = session.hand
    live = hand is not None and not hand.is_over
    return {
        "number": session.number,
        "chips": list(session.chips),
        "pool": session.pool,
        "dealer": session.dealer,
        "hand": None if hand is None or not live else {
            "to_move": hand.to_move, "phase": hand.phase, "cards": list(hand.hands), "actions": len(hand.history),
        },
    }


def emit(line: dict[str, Any]) -> None:
    sys.stdout.write(json.dumps(line) + "\n")
    sys.stdout.flush()


def main() -> int:
    seed, limit = int(sys.argv[1]), int(sys.argv[2])
    options = sys.argv[3:]
    together = "together" in options
    hold = int(options[options.index("--hold-at") + 1]) if "--hold-at" in options else None
    store = Store.open().store
    unfinished = store.unfinished_sessions()
    if unfinished:
        sid = unfinished[0].id
        session = resume_session(store, sid).session
        records = list(store.hand_records(sid))
        saved = store.load_session(sid)
        current = saved.current
        actions = sum(len(r["actions"]) for r in records) + (len(current.record["actions"]) if current else 0)
        events = len(records) + actions + (1 if current else 0)
    else:
        rules = Rules(preset="pool")
        session = Session(rules, PLAYERS, 20261130)
        sid = store.create_session("crash test", rules, [Seat(p) for p in PLAYERS], seed=20261130,
                                   snapshot=session.snapshot())
        actions = events = 0
    emit({"resume": events, "actions": actions, "state": state_of(session)})
    rng = random.Random(seed)
    while actions < limit:
        hand = session.hand
        if hand is None or hand.is_over:
            hand = session.start_hand()
            store.begin_hand(sid, session.number, record_of(hand, [session.players[s] for s in session.seats]))
            events += 1
            emit({"event": events, "actions": actions, "action": None, "state": state_of(session)})
        seat = hand.to_move
        # No claims (each a solve) and no five-trick bids: random players fail naps so often that the pool, which
        # a failed nap doubles, would outgrow SQLite's 64-bit integers within some hundreds of hands.
        moves = [a for a in hand.legal_actions() if not isinstance(a, Claim)
                 and not (isinstance(a, Bid) and hand.is_five_trick(a))] or hand.legal_actions()
        action = rng.choice(moves)
        session.apply(action)
        if hand.is_over and together:
            with store.batch():
                store.record_action(sid, seat, action)
                store.finish_hand(sid, session.history[-1], session.snapshot())
        else:
            store.record_action(sid, seat, action)
            if hand.is_over:
                store.finish_hand(sid, session.history[-1], session.snapshot())
        actions += 1
        events += 1
        emit({"event": events, "actions": actions, "action": action_to_record(seat, action),
              "state": state_of(session)})
        if hold is not None and session.number == hold + 1 and len(hand.history) >= 3 and not hand.is_over:
            time.sleep(3600)  # held: the killer's last line is the store's last write
    store.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
