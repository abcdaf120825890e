"""Store benchmark: a session of 100,000 hands, its scoreboard, the database's size, the write time per action.

    .venv/bin/python bench/store.py [--hands 100000] [--actions 2000] [--dir DIR]

1. Plays ``--hands`` real hands (random legal actions, standard rules) into one session, each finished hand
   written with ``finish_hand`` in transactions of 1,000 hands (building is not what is measured; the actions
   of a hand in progress are deleted when it finishes, so they do not change the size).
2. Closes the store, reopens it (lock, integrity check, no migration) and times opening the scoreboard: the last
   page of 50 hands with the standings, what the scoreboard window shows first (target: < 300 ms), then a page in
   the middle, a player's statistics across sessions and resuming the session.
3. Prints the database's size on disk after a checkpoint (target: < 100 MB).
4. Plays ``--actions`` more actions one at a time, each committed (``synchronous=FULL``: on disk before the call
   returns), and prints the write time per action, p50 and p99, and per finished hand.

With ``--transfer`` it builds the session and then measures ``napdesk sessions export`` and ``import`` of it
instead (each in a fresh process, so its peak memory is its own): seconds and peak resident memory, e.g.

    .venv/bin/python bench/store.py --transfer --hands 20000

The database is built in a temporary folder (or ``--dir``, kept) and removed afterwards.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import random
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from napdesk.engine.actions import Claim
from napdesk.engine.record import record_of
from napdesk.engine.rules import Rules
from napdesk.engine.session import Session
from napdesk.store import Seat, Store, resume_session
from napdesk.store.paths import DB_NAME

PLAYERS = ("Ann", "Ben", "Cat", "Dan")


def play_one(store: Store, sid: int, session: Session, rng: random.Random, times: list[float] | None) -> None:
    """One whole hand. With ``times``, as the game does it: the deal, each action (its write time appended to
    ``times``) and the settlement each committed. Without, only the finished hand is written (building)."""
    hand = session.start_hand()
    if times is not None:
        store.begin_hand(sid, session.number, record_of(hand, [session.players[s] for s in session.seats]))
    while not hand.is_over:
        seat = hand.to_move
        moves = [a for a in hand.legal_actions() if not isinstance(a, Claim)] or hand.legal_actions()
        action = rng.choice(moves)
        session.apply(action)
        if times is not None:
            t0 = time.perf_counter()
            store.record_action(sid, seat, action)
            times.append(time.perf_counter() - t0)
    store.finish_hand(sid, session.history[-1], session.snapshot())


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.2f} ms"


def best_of(fn: object, runs: int = 5) -> float:
    assert callable(fn)
    best = float("inf")
    for _ in range(runs):
        t0 = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t0)
    return best


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--hands", type=int, default=100_000)
    parser.add_argument("--actions", type=int, default=2_000)
    parser.add_argument("--dir", type=Path, default=None, help="build here and keep it")
    parser.add_argument("--transfer", action="store_true", help="measure export and import of the session")
    parser.add_argument("--transfer-step", nargs=3, metavar=("STEP", "DIR", "FILE"), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.transfer_step:
        return transfer_step(*args.transfer_step)
    folder = args.dir or Path(tempfile.mkdtemp(prefix="napdesk-bench-"))
    try:
        if args.transfer:
            transfer(folder, args.hands)
        else:
            run(folder, args.hands, args.actions)
    finally:
        if args.dir is None:
            shutil.rmtree(folder, ignore_errors=True)
    return 0


def build(folder: Path, hands: int) -> tuple[int, Session, random.Random]:
    """A session of ``hands`` random hands in ``folder``; its id, the engine session and the random source."""
    rules = Rules(preset="standard")  # not a pool: random play makes a pool double without end
    rng = random.Random(1)
    store = Store.open(folder, backup=False).store
    session = Session(rules, PLAYERS, 2026)
    sid = store.create_session("bench", rules, [Seat(p) for p in PLAYERS], seed=2026, snapshot=session.snapshot())
    t0 = time.perf_counter()
    done = 0
    while done < hands:
        with store.batch():
            for _ in range(min(1000, hands - done)):
                play_one(store, sid, session, rng, None)
                done += 1
        if done % 10_000 == 0:
            print(f"  built {done:,} hands in {time.perf_counter() - t0:.0f} s", file=sys.stderr, flush=True)
    took = time.perf_counter() - t0
    store.close()
    print(f"session of {hands:,} hands built in {took:.1f} s ({took / max(hands, 1) * 1e6:.0f} us a hand)")
    return sid, session, rng


def transfer(folder: Path, hands: int) -> None:
    """Export the session to a file and import it into a second data directory, each in a process of its own."""
    build(folder, hands)
    target = folder / "export.json"
    for step, where in (("export", folder), ("import", folder / "other")):
        done = subprocess.run([sys.executable, __file__, "--transfer-step", step, str(where), str(target)],
                              capture_output=True, text=True, check=True)
        found = json.loads(done.stdout)
        print(f"{step} of {hands:,} hands: {found['seconds']:.1f} s, peak memory {found['peak_mb']:.0f} MB"
              f" (process at start {found['start_mb']:.0f} MB); file {target.stat().st_size / 1e6:.1f} MB")


def _rss_mb() -> float:
    """This process's peak resident memory. On Linux from /proc (ru_maxrss keeps the parent's peak across the
    fork and exec that started us)."""
    with contextlib.suppress(OSError):
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss  # KiB on Linux, bytes on macOS
    return peak / (1 << 20) if sys.platform == "darwin" else peak / 1024


def transfer_step(step: str, where: str, file: str) -> int:
    from napdesk.store import transfer as tr

    start = _rss_mb()
    with Store.open(Path(where), backup=False).store as store:
        t0 = time.perf_counter()
        if step == "export":
            tr.run(tr.export_file(store, store.sessions()[0].id, Path(file)))
        else:
            tr.run(tr.import_file(store, Path(file)))
        seconds = time.perf_counter() - t0
    print(json.dumps({"seconds": seconds, "peak_mb": _rss_mb(), "start_mb": start}))
    return 0


def run(folder: Path, hands: int, actions: int) -> None:
    sid, session, rng = build(folder, hands)

    t0 = time.perf_counter()
    result = Store.open(folder, backup=False)
    open_time = time.perf_counter() - t0
    store = result.store
    assert not result.messages, result.messages
    t0 = time.perf_counter()
    first = store.scoreboard(sid, count=50)
    cold = time.perf_counter() - t0
    assert first.hands == hands and len(first.rows) == min(50, hands)
    assert list(first.standings) == session.chips
    warm = best_of(lambda: store.scoreboard(sid, count=50))
    middle = best_of(lambda: store.scoreboard(sid, first=hands // 2, count=50))
    stats = best_of(lambda: store.player_stats("Ann"), runs=3)
    resume = best_of(lambda: resume_session(store, sid), runs=3)
    print(f"Store.open (lock, quick_check, schema): {ms(open_time)}")
    print(f"open the scoreboard (last page of 50 + standings): {ms(cold)} first call, {ms(warm)} warm "
          f"(target < 300 ms)")
    print(f"a page in the middle: {ms(middle)}; player stats across sessions: {ms(stats)}; "
          f"resume the session: {ms(resume)}")

    store.connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    size = sum(p.stat().st_size for p in folder.glob(DB_NAME + "*"))
    print(f"database on disk: {size / 1e6:.1f} MB for {hands:,} hands ({size / max(hands, 1):.0f} bytes a hand; "
          "target < 100 MB)")

    per_action: list[float] = []
    per_hand: list[float] = []
    while len(per_action) < actions:
        t0 = time.perf_counter()
        play_one(store, sid, session, rng, per_action)
        per_hand.append(time.perf_counter() - t0)
    print(f"write time per action (committed, synchronous=FULL), {len(per_action)} actions: "
          f"p50 {ms(pct(per_action, 0.5))}, p99 {ms(pct(per_action, 0.99))}, max {ms(max(per_action))}, "
          f"mean {ms(statistics.fmean(per_action))}")
    print(f"a whole hand (deal, actions, settlement, every write committed): p50 {ms(pct(per_hand, 0.5))}")
    store.close()


if __name__ == "__main__":
    sys.exit(main())
