"""How a hand is settled: the stakes of a bid, who settles with the bidder, and what each seat owes whom when the
hand ends (docs/rules.md, "Stakes" and "Settlement"). Pure functions of the rules and the hand's end, each worked
out once per case: the engine's hand (:mod:`napdesk.engine.hand`) asks them as it finishes."""

from __future__ import annotations

import functools
from typing import Final

from napdesk.engine.actions import BLUCHER, NAP, WELLINGTON, Bid
from napdesk.engine.facts import is_five_trick, payers
from napdesk.engine.rules import Rules
from napdesk.engine.view import Outcome

__all__ = ["POOL", "REVOKE_FINE", "outcome", "settling_seats", "stakes"]

REVOKE_FINE: Final = 5
POOL: Final = -1  # the pool as payer or payee of a transfer


def stakes(rules: Rules, bid: Bid) -> tuple[int, int]:
    """(win, loss) per opponent for ``bid`` under ``rules`` (docs/rules.md, "Stakes")."""
    nap_win, nap_loss = (10, 5) if rules.nap_stakes == "10/5" else (12, 6)
    if bid.is_misere:
        return (nap_win, nap_loss) if rules.misere_stakes == "nap" else (3, 3)
    if bid is NAP:
        return nap_win, nap_loss
    if bid is WELLINGTON:
        return (nap_win, 2 * nap_loss) if rules.big_bid_stakes == "penalty_only" else (2 * nap_win, 2 * nap_loss)
    if bid is BLUCHER:
        return (nap_win, 4 * nap_loss) if rules.big_bid_stakes == "penalty_only" else (3 * nap_win, 3 * nap_loss)
    if bid.tricks == 7:
        return rules.seven_top_win, rules.seven_top_loss
    return bid.tricks, bid.tricks


@functools.cache
def settling_seats(rules: Rules, order: tuple[int, ...], dealer: int, bidder: int) -> tuple[int, ...]:
    """The seats that settle with ``bidder``, in the order they pay or are paid: round the table from the bidder's
    left. The same for every hand with this bidder, so worked out once."""
    return tuple(sorted(payers(rules, order, dealer, bidder), key=lambda s: (s - bidder) % rules.players))


@functools.lru_cache(maxsize=4096)
def outcome(rules: Rules, order: tuple[int, ...], dealer: int, bidder: int | None, contract: Bid | None,
             made: bool | None, reason: str, revoker: int | None, paid: tuple[tuple[int, int, int], ...],
             pool: int) -> Outcome:
    """How a hand ends: what each seat owes whom, after the fees already ``paid`` and with ``pool`` in the pool.
    An Outcome is immutable and the same for every hand ended alike (most hands end by play, nothing paid
    before), so each is worked out once: settling is a good part of a quick hand's time."""
    transfers = list(paid)
    if made is not None:
        assert bidder is not None and contract is not None
        win, loss = stakes(rules, contract)
        b = bidder
        settling = settling_seats(rules, order, dealer, b)
        if reason == "revoke" and revoker != b:
            assert revoker is not None
            transfers.append((revoker, b, win * len(settling)))
        elif made:
            transfers.extend([(p, b, win) for p in settling])
        else:
            transfers.extend([(b, p, loss) for p in settling])
        if rules.pool:
            if reason == "revoke":
                assert revoker is not None
                transfers.append((revoker, POOL, REVOKE_FINE))
                pool += REVOKE_FINE
            elif is_five_trick(rules, contract) and pool:
                transfers.append((POOL, b, pool) if made else (b, POOL, pool))
                pool = 0 if made else 2 * pool
    settlement = [0] * rules.players
    for payer, payee, amount in transfers:
        if payer != POOL:
            settlement[payer] -= amount
        if payee != POOL:
            settlement[payee] += amount
    return Outcome(made, reason, tuple(settlement), pool, revoker, tuple(transfers))
