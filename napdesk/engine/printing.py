"""A hand and a session as a few lines of plain English, for a debugger, a test's failure and the quick start:
``str(HandState)`` and ``str(Session)``; their ``repr`` is one short line. Not the player's words (those are the
UI's, translated): these are a developer's.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from napdesk.engine.cards import SUIT_NAMES, CardSet
from napdesk.engine.facts import trumps_from_first_lead

if TYPE_CHECKING:
    from napdesk.engine.hand import HandState
    from napdesk.engine.session import Session


def _where(state: HandState, who: Callable[[int], str] = "seat {}".format) -> str:
    """The phase and who is to act, or how the hand ended."""
    outcome = state.outcome
    if outcome is None:
        return f"{state.phase}, {who(state.to_move)} to act"
    if outcome.made is None:
        return "over: thrown in"
    how = "" if outcome.reason == "play" else f" ({outcome.reason})"
    return f"over: {'made' if outcome.made else 'lost'}{how}"


def hand_repr(state: HandState) -> str:
    return f"<HandState {_where(state)}; {len(state.tricks)} tricks, {len(state.history)} actions>"


def hand_text(state: HandState, names: Sequence[str] = ()) -> str:
    """A line for the hand, a row per seat (its cards, what it said, the tricks it won; ``>`` marks the seat to
    act), then the contract, the trick on the table, the widow or stock and the pool where there are any."""
    def who(seat: int) -> str:
        return names[seat] if names else f"seat {seat}"

    said: dict[int, str] = {}
    for seat, bid in state.bids:
        said[seat] = bid.label.lower()
    won = [0] * state.n
    for trick in state.tricks:
        if trick.winner is not None:
            won[trick.winner] += 1
    rows = [[who(s), str(CardSet(state.hands[s])) or "-", "sits out" if s not in state.order else said.get(s, ""),
             f"{won[s]} {'trick' if won[s] == 1 else 'tricks'}" if won[s] else ""] for s in range(state.n)]
    widths = [max(len(row[i]) for row in rows) for i in range(3)]
    lines = [f"{state.n} players, {who(state.dealer)} deals: {_where(state, who)}"]
    for seat, row in enumerate(rows):
        mark = "> " if seat == state.to_move else "  "
        lines.append((mark + "  ".join(f"{cell:{w}}" for cell, w in zip(row, [*widths, 0], strict=True))).rstrip())
    if state.contract is not None and state.bidder is not None and (state.outcome is None
                                                                     or state.outcome.made is not None):
        trumps = ("no trumps" if state.trump is None and (state.tricks or state.trick_cards
                                                          or not trumps_from_first_lead(state.rules, state.contract))
                  else "trumps from the first lead" if state.trump is None else f"trumps {SUIT_NAMES[state.trump]}")
        lines.append(f"contract: {state.contract.label.lower()} by {who(state.bidder)}, {trumps}")
    if state.trick_cards:
        lines.append(f"trick: {' '.join(map(str, state.trick_cards))} (led by {who(state.leader)})")
    if state.widow:
        lines.append(f"widow: {len(CardSet(state.widow))} cards")
    if state.stock and state.rules.purchase != "off":
        lines.append(f"stock: {len(state.stock)} cards")
    if state.pool or state.pool_before:
        lines.append(f"pool: {state.pool}")
    return "\n".join(lines)


def session_repr(session: Session) -> str:
    state = "over" if session.over else f"hand {session.number}"
    return f"<Session {session.n} players, {state}, seed {session.seed!r}>"


def session_text(session: Session) -> str:
    """The chips of each player (the dealer marked), the pool, then the hand in progress by the players' names."""
    if session.over:
        head = "over: " + ", ".join(session.players[s] for s in session.winners) + " won"
    else:
        head = f"hand {session.number}"
    lines = [f"Session of {session.n} players, seed {session.seed!r}: {head}"]
    width = max(map(len, session.players))
    for seat, name in enumerate(session.players):
        row = f"  {name:{width}}  {session.chips[seat]:4}"
        if session.bought[seat]:
            row += f"  ({session.bought[seat]} bought)"
        if session.out_after[seat] is not None:
            row += "  (out)"
        elif seat == session.dealer and not session.over:
            row += "  (deals)"
        lines.append(row)
    lines.append(f"  pool {session.pool}")
    hand = session.hand
    if hand is not None and not hand.is_over:
        names = [session.players[s] for s in session.seats]
        lines.extend("  " + line for line in hand_text(hand, names).splitlines())
    return "\n".join(lines)
