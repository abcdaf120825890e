"""Scoreboards: per session (a page at a time) and per player across sessions, checked against the engine."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from napdesk.engine.hand import HandState
from napdesk.engine.rules import Rules
from napdesk.store import BidTally, Store

NewGame = Callable[..., Any]  # the new_game fixture (conftest.py)

FIVE = ("nap", "wellington", "blucher")


def test_session_scoreboard_matches_the_engine(data_dir: Path, new_game: NewGame) -> None:
    with Store.open().store as store:
        game = new_game(store, rules=Rules(preset="pool"), seed=3)
        empty = store.scoreboard(game.sid)
        assert empty.hands == 0 and empty.rows == () and empty.standings == (50, 50, 50, 50)
        chips_after = []
        for _ in range(30):
            game.play_hands(1)
            chips_after.append(tuple(game.session.chips))
        history = game.session.history
        page = store.scoreboard(game.sid, first=1, count=100)
        assert page.hands == 30 and page.players == ("Ann", "Ben", "Cat", "Dan")
        assert len(page.rows) == 30
        for row, result, chips in zip(page.rows, history, chips_after, strict=True):
            assert row.number == result.number and row.dealer == result.dealer
            assert row.bidder == result.bidder and row.bid == result.contract and row.made == result.made
            assert row.changes == tuple(s - a for s, a in zip(result.settlement, result.antes, strict=True))
            assert row.totals == chips
            assert row.pool_after == result.pool_after
        assert page.standings == tuple(game.session.chips)
        # pages by hand number; the default is the last page
        last = store.scoreboard(game.sid, count=7)
        assert [r.number for r in last.rows] == list(range(24, 31)) and last.first == 24
        middle = store.scoreboard(game.sid, first=11, count=5)
        assert middle.rows == page.rows[10:15] and middle.standings == page.standings
        assert store.scoreboard(game.sid, first=29, count=10).rows == page.rows[28:]
        assert store.scoreboard(game.sid, first=40, count=10).rows == ()


def test_player_stats_across_sessions(data_dir: Path, new_game: NewGame) -> None:
    with Store.open().store as store:
        games = [
            new_game(store, seed=5, players=("Ann", "Ben", "Cat", "Dan")),
            new_game(store, rules=Rules(preset="pub").replace(session_length=30), seed=6,
                     players=("Eve", "ann", "Ben", "Fay"), people=(1,)),
        ]
        games[0].play_hands(40)
        games[1].play_hands(40)
        games.append(new_game(store, seed=7, players=("Gus", "Hal", "Ann", "Ida"), people=(2,)))
        games[2].play_hands(3)
        games[2].step()  # a hand in progress does not count

        expected_hands = won = 0
        biggest: int | None = None
        bids: dict[str, list[int]] = {}
        for game, seat in zip(games, (0, 1, 2), strict=True):
            for r in game.session.history:
                change = r.settlement[seat] - r.antes[seat]
                expected_hands += seat in r.seats
                won += change
                if change > 0:
                    biggest = change if biggest is None else max(biggest, change)
                if r.bidder == seat and r.contract is not None and r.made is not None:
                    bids.setdefault(r.contract, [0, 0])[0 if r.made else 1] += 1
        stats = store.player_stats("ANN")
        assert stats.name == "Ann" and stats.sessions == 3 and stats.hands == expected_hands
        assert games[1].session.is_over and any(games[1].session.out)  # pub: a broke player is out
        assert stats.chips_won == won and stats.biggest_win == biggest
        assert stats.bids == {k: BidTally(*v) for k, v in bids.items()}
        assert stats.naps_made == sum(v[0] for k, v in bids.items() if k in FIVE)
        assert stats.bids_made + stats.bids_failed == sum(sum(v) for v in bids.values())
        assert store.player_stats("Nobody").hands == 0


def test_a_hand_with_an_undo_is_marked(data_dir: Path, new_game: NewGame) -> None:
    with Store.open().store as store:
        game = new_game(store)
        game.play_hands(1)
        game.begin()
        game.step()
        game.step()
        assert store.undo_actions(game.sid, 1) == 1
        hand = game.session.hand
        assert hand is not None
        # the engine side of the take-back: the hand rebuilt without its last action
        kept = hand.history[:-1]
        fresh = HandState(hand.rules, hand.dealer, hand.deal, hand.pool_before)
        for _, action in kept:
            fresh.apply(action)
        game.session.hand = fresh
        while not fresh.is_over:
            game.step()
        game.play_hands(1)
        rows = store.scoreboard(game.sid, 1, 10).rows
        assert [r.undone for r in rows] == [False, True, False]
