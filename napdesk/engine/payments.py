"""Paying a hand's debts out of the players' chips: in full (``when_broke = buy``), or each payer at most what he
has, shared as evenly as possible (``out``). The hand says who owes whom (``Outcome.transfers``); the session
(:mod:`napdesk.engine.session`) owns the chips and pays them here."""

from __future__ import annotations

from collections.abc import Sequence

from napdesk.engine.settling import POOL

__all__ = ["pay_transfers", "share_evenly"]


def share_evenly(amount: int, debts: Sequence[int]) -> list[int]:
    """``amount`` chips paid towards ``debts`` (in priority order for odd chips) as evenly as possible, none
    getting more than it is owed. ``amount`` must not exceed the total owed."""
    paid = [0] * len(debts)
    left = amount
    while left > 0:
        open_ = [i for i, d in enumerate(debts) if paid[i] < d]
        if not open_:
            break
        each = left // len(open_)
        if each == 0:
            for i in open_[:left]:
                paid[i] += 1
            left = 0
            break
        for i in open_:
            give = min(each, debts[i] - paid[i])
            paid[i] += give
            left -= give
    return paid


def pay_transfers(
    chips: list[int],
    pool: int,
    transfers: Sequence[tuple[int, int, int]],
    seats: Sequence[int],
    *,
    in_full: bool,
) -> tuple[int, list[tuple[int, int, int]]]:
    """Pay a hand's ``transfers`` (table seats, POOL for the pool) in order out of ``chips`` (by session seat,
    changed in place) and ``pool``; ``seats`` maps table seat -> session seat. Return the pool after and the
    payments as made, in session seats.

    ``in_full`` (``when_broke = buy``): every debt is paid, chips may go below zero. Otherwise a payer pays
    at most what he has: each run of consecutive debts of one payer (a lost bid: every opponent, then the
    pool) is paid in full when he can, else all he has is shared among them as evenly as possible
    (:func:`share_evenly`; odd chips in seat order from his left, the pool last); the pool pays out at most
    what it holds.
    """
    k = len(seats)
    paid: list[tuple[int, int, int]] = []
    i = 0
    while i < len(transfers):
        payer = transfers[i][0]
        j = i
        while j < len(transfers) and transfers[j][0] == payer:
            j += 1
        run = transfers[i:j]
        i = j
        if payer == POOL:
            for _, payee, amount in run:
                a = amount if in_full else min(amount, pool)
                pool -= a
                chips[seats[payee]] += a
                paid.append((POOL, seats[payee], a))
            continue
        who = seats[payer]
        owed = sum(a for _, _, a in run)
        if in_full or chips[who] >= owed:
            amounts = [a for _, _, a in run]
        else:
            order = sorted(range(len(run)), key=lambda x: k if run[x][1] == POOL else (run[x][1] - payer) % k)
            shares = share_evenly(max(chips[who], 0), [run[x][2] for x in order])
            amounts = [0] * len(run)
            for x, share in zip(order, shares, strict=True):
                amounts[x] = share
        for (_, payee, _), a in zip(run, amounts, strict=True):
            chips[who] -= a
            if payee == POOL:
                pool += a
                paid.append((who, POOL, a))
            else:
                chips[seats[payee]] += a
                paid.append((who, seats[payee], a))
    return pool, paid
