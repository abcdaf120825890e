"""The running totals the store keeps beside each finished hand (``hand_seats.total``), and a person's record of
bids: where the chips after a hand come from when the caller gives none (the snapshot's, else the previous hand's
totals plus this hand's change, from the starting chips at the first hand), and the bids listed in the order of
the bidding ladder, not of the database; the bounds of a scoreboard's page, and its values' defaults."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import pytest

from napdesk.engine.rules import Rules
from napdesk.engine.session_values import HandResult
from napdesk.store import BidTally, HandRow, Seat, Store
from napdesk.store.scoreboard import PlayerStats

PLAYERS = ("Ann", "Ben", "Cat", "Dan")


def _hand(number: int, settlement: tuple[int, ...], antes: tuple[int, ...] = (), bidder: int | None = 0,
          contract: str | None = "3", made: bool | None = True) -> HandResult:
    return HandResult(number=number, dealer=number % 4, record={"format": "napdesk-hand/1", "actions": []},
                      settlement=settlement, antes=antes, pool_before=0, pool_after=0, bidder=bidder,
                      contract=contract, made=made)


def _session(store: Store, starting: int = 20) -> int:
    rules = Rules(preset="pool").to_dict()
    rules["starting_chips"] = starting
    seats = [Seat(p) if i == 0 else Seat(p, "computer", "random") for i, p in enumerate(PLAYERS)]
    return store.create_session("Totals", rules, seats, seed=1)


def _totals(store: Store, sid: int) -> dict[int, list[int]]:
    return store.hand_totals(sid)


def test_without_chips_the_totals_run_on_from_the_starting_chips(tmp_path: Path) -> None:
    with Store.open(tmp_path).store as store:
        sid = _session(store, starting=20)
        store.finish_hand(sid, _hand(1, (6, -2, -2, -2), antes=(1, 1, 1, 1)))
        store.finish_hand(sid, _hand(2, (-3, 9, -3, -3)))  # no antes: nothing paid in
        store.finish_hand(sid, _hand(3, (0, 0, 0, 0), antes=(2, 0, 0, 1)))
        assert _totals(store, sid) == {1: [25, 17, 17, 17], 2: [22, 26, 14, 14], 3: [20, 26, 14, 13]}
        page = store.scoreboard(sid, first=1, count=10)
        assert [r.changes for r in page.rows] == [(5, -3, -3, -3), (-3, 9, -3, -3), (-2, 0, 0, -1)]
        assert page.standings == (20, 26, 14, 13)


def test_chips_given_win_over_the_snapshots_and_the_running_totals(tmp_path: Path) -> None:
    with Store.open(tmp_path).store as store:
        sid = _session(store)
        store.finish_hand(sid, _hand(1, (3, -1, -1, -1)), snapshot={"chips": [1, 2, 3, 4]}, chips=[9, 8, 7, 6])
        store.finish_hand(sid, _hand(2, (3, -1, -1, -1)), snapshot={"chips": [1, 2, 3, 4]})
        assert _totals(store, sid) == {1: [9, 8, 7, 6], 2: [1, 2, 3, 4]}


def test_chips_that_are_not_one_whole_number_a_seat_are_not_used(tmp_path: Path) -> None:
    bad: list[Any] = [[1, 2, 3], [1, 2, 3, 4, 5], [1, 2, 3, "4"], "1234", [1.0, 2, 3, 4]]
    with Store.open(tmp_path).store as store:
        sid = _session(store, starting=10)
        for number, chips in enumerate(bad, start=1):
            store.finish_hand(sid, _hand(number, (3, -1, -1, -1)), snapshot={"chips": chips})
        assert _totals(store, sid)[len(bad)] == [10 + 3 * len(bad)] + [10 - len(bad)] * 3


def _stats_bids(tmp_path: Path, contracts: list[tuple[str, bool]]) -> list[tuple[str, int, int]]:
    with Store.open(tmp_path).store as store:
        sid = _session(store)
        for number, (contract, made) in enumerate(contracts, start=1):
            store.finish_hand(sid, _hand(number, (0, 0, 0, 0), contract=contract, made=made))
        store.finish_hand(sid, _hand(len(contracts) + 1, (0, 0, 0, 0), bidder=None, contract=None, made=None))
        stats = store.player_stats("Ann")
    return [(bid, t.made, t.failed) for bid, t in stats.bids.items()]


def test_a_persons_bids_are_listed_up_the_ladder(tmp_path: Path) -> None:
    """Misère between Three and Four, as the engine ranks it (it was listed after Seven)."""
    played = [("blucher", False), ("nap", True), ("misere", True), ("6", False), ("3", True), ("wellington", True),
              ("3", False), ("4", True), ("2", True), ("nap", False), ("misere", False)]
    assert _stats_bids(tmp_path, played) == [
        ("2", 1, 0), ("3", 1, 1), ("misere", 1, 1), ("4", 1, 0), ("nap", 1, 1), ("6", 0, 1),
        ("wellington", 1, 0), ("blucher", 0, 1),
    ]


def test_a_bid_the_ladder_does_not_know_comes_after_it(tmp_path: Path) -> None:
    assert [b for b, _, _ in _stats_bids(tmp_path, [("zz-new", True), ("blucher", True), ("1", True)])] == [
        "1", "blucher", "zz-new"]


def test_naps_made_and_the_biggest_win(tmp_path: Path) -> None:
    with Store.open(tmp_path).store as store:
        sid = _session(store)
        store.finish_hand(sid, _hand(1, (10, -4, -3, -3), contract="nap", made=True))
        store.finish_hand(sid, _hand(2, (-20, 6, 7, 7), contract="nap", made=False))
        store.finish_hand(sid, _hand(3, (4, -1, -2, -1), contract="blucher", made=True))
        store.finish_hand(sid, _hand(4, (2, 0, 0, -2), contract="4", made=True))
        store.finish_hand(sid, _hand(5, (8, -3, -3, -2), contract="wellington", made=True))
        ann = store.player_stats("Ann")
        assert (ann.naps_made, ann.biggest_win, ann.chips_won, ann.hands) == (3, 10, 4, 5)
        assert (ann.bids_made, ann.bids_failed) == (4, 1)
        ben = store.player_stats("Ben")  # a computer: no person of that name
        assert (ben.name, ben.hands, ben.bids) == ("Ben", 0, {})
    with Store.open(tmp_path / "other").store as store:
        sid = _session(store)
        store.finish_hand(sid, _hand(1, (-3, 1, 1, 1), contract="3", made=False))
        assert store.player_stats("Ann").biggest_win is None  # never won a chip in a hand


def test_after_one_hand_the_standings_are_its_totals_and_before_any_the_starting_chips(tmp_path: Path) -> None:
    with Store.open(tmp_path).store as store:
        sid = _session(store, starting=20)
        assert store.scoreboard(sid).standings == (20, 20, 20, 20)
        store.finish_hand(sid, _hand(1, (6, -2, -2, -2)))
        assert store.scoreboard(sid).standings == (26, 18, 18, 18)
        assert store.scoreboard(sid, first=5, count=3).standings == (26, 18, 18, 18)  # a page past the end


def test_the_record_of_a_profile_that_does_not_exist_is_empty(tmp_path: Path) -> None:
    with Store.open(tmp_path).store as store:
        _session(store)
        assert store.profiles.stats(9999) == PlayerStats("")


def test_a_bid_the_ladder_does_not_know_comes_after_blucher_whatever_its_name(tmp_path: Path) -> None:
    played = [("abundance", True), ("8", True), ("blucher", False), ("0", True), ("3", True)]  # no bid of 0 or 8
    assert [b for b, _, _ in _stats_bids(tmp_path, played)] == ["3", "blucher", "0", "8", "abundance"]


def test_a_win_counts_as_the_biggest_from_one_chip_and_a_level_hand_never(tmp_path: Path) -> None:
    with Store.open(tmp_path).store as store:
        sid = _session(store)
        store.finish_hand(sid, _hand(1, (0, 0, 0, 0)))
        assert store.player_stats("Ann").biggest_win is None
        store.finish_hand(sid, _hand(2, (1, 0, 0, -1)))
        assert store.player_stats("Ann").biggest_win == 1


def test_a_record_with_nothing_in_it_is_all_noughts(tmp_path: Path) -> None:
    with Store.open(tmp_path).store as store:
        nobody = store.player_stats("Nobody")
    assert (nobody.name, nobody.sessions, nobody.hands, nobody.chips_won, nobody.bids, nobody.naps_made,
            nobody.biggest_win, nobody.bids_made, nobody.bids_failed) == ("Nobody", 0, 0, 0, {}, 0, None, 0, 0)
    assert (BidTally().made, BidTally().failed) == (0, 0)


def test_the_scoreboards_values_cannot_be_changed(tmp_path: Path) -> None:
    with Store.open(tmp_path).store as store:
        sid = _session(store)
        store.finish_hand(sid, _hand(1, (3, -1, -1, -1)))
        page = store.scoreboard(sid)
        stats = store.player_stats("Ann")
    (row,) = page.rows
    assert row.undone is False
    assert HandRow(1, 0, None, None, None, 0, (), ()).undone is False  # a hand without a take-back
    for value, attribute in ((page, "hands"), (row, "number"), (stats, "hands"), (stats.bids["3"], "made")):
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(value, attribute, 5)


def test_a_page_is_never_before_the_first_hand_nor_longer_than_asked(tmp_path: Path) -> None:
    with Store.open(tmp_path).store as store:
        sid = _session(store)
        for number in (1, 2, 3):
            store.finish_hand(sid, _hand(number, (3, -1, -1, -1)))
        whole = store.scoreboard(sid)  # the last page, longer than the session
        assert whole.first == 1 and [r.number for r in whole.rows] == [1, 2, 3]
        assert [r.number for r in store.scoreboard(sid, first=0, count=2).rows] == [1, 2]
        assert store.scoreboard(sid, first=0, count=2).first == 1
        assert store.scoreboard(sid, first=-5, count=1).first == 1
        for count in (0, -3):
            assert store.scoreboard(sid, count=count).rows == ()
            assert store.scoreboard(sid, first=2, count=count).rows == ()


def test_a_hand_whose_seats_rows_are_lost_shows_no_change_for_them(tmp_path: Path) -> None:
    with Store.open(tmp_path).store as store:
        sid = _session(store, starting=20)
        store.finish_hand(sid, _hand(1, (3, -1, -1, -1)))
        store.finish_hand(sid, _hand(2, (3, -1, -1, -1)))
        store.finish_hand(sid, _hand(3, (3, -1, -1, -1)))
        store.connection.execute("DELETE FROM hand_seats WHERE session_id = ? AND number = 1", (sid,))
        store.connection.execute("DELETE FROM hand_seats WHERE session_id = ? AND number = 2 AND seat = 1", (sid,))
        rows = store.scoreboard(sid, first=1, count=3).rows
    assert [(r.changes, r.totals) for r in rows] == [
        ((0, 0, 0, 0), (0, 0, 0, 0)), ((3, 0, -1, -1), (26, 0, 18, 18)), ((3, -1, -1, -1), (29, 17, 17, 17))]
