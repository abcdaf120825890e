"""The golden hand records of ``napdesk replay``, and the script that writes their files.

Every case below is written by hand: the record, and what ``napdesk replay --json`` must print for it, worked
out from RULES.md and HAND-RECORD.md (the trick winners, the settlement, the legal actions), never copied from
the engine's output. ``tests/cli/test_replay_golden.py`` compares the engine with the committed files that
this script writes:

- ``NAME.json``: the record;
- ``NAME.out.json``: the exact line ``napdesk replay --json NAME.json`` prints (a summary, or for a refused
  record ``{"error": {"index": N, "reason": "..."}}``);
- ``NAME.err.txt`` (refused records only): the exact line it prints on stderr;
- ``NAME.source.txt``: what the record checks, and the sentence of the source text (``seeds/``, RULES.md or
  HAND-RECORD.md) it checks, quoted.

The folder is shared with other golden files (``tests/engine/test_session_rules.py`` keeps its
``session_*.json`` here): this script writes and removes only its own cases' files.

Usage (from the repository root)::

    python tests/golden/regen.py            # (re)write every case's files from the definitions below
    python tests/golden/regen.py --check    # replay every case with the engine; report where it disagrees
    python tests/golden/regen.py --check --quotes /work/shared   # also find each quote in the source texts

Helpers build records compactly: an action is ``"1 bid 3"``, ``"2 pass"``, ``"0 play AS"``, ``"3 exchange 2C
3D"`` (``"3 exchange"`` stands pat), ``"1 peep"``, ``"2 widow 2D 3D 4D 5D 6D"``, ``"0 discard 7C"``, ``"1
claim"``; a trick is ``(leader, "AS 2S 3S 4S", winner)`` and its plays are generated seat by seat from the
leader, each trick's leader being the previous trick's winner (checked).
"""

from __future__ import annotations

import argparse
import io
import json
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from itertools import combinations
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
FORMAT = "napdesk-hand/1"
NAMES = ("Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus")

SEEDS = {
    "000": "000_180aea98881d6bdf.txt (Foster's Complete Hoyle, 1897)",
    "001": "001_468bfed487051253.txt (the older English description)",
    "003": "003_6aeece56e586d553.txt (the Dutch pub rules)",
    "004": "004_8cd748201d087c4c.txt (the Spanish encyclopaedia article)",
}

Trick = tuple[int, str, int | None]
Json = dict[str, Any]


# ------------------------------------------------------------------------------------------------ building

def canon(card: str) -> str:
    """A card as records print it: ``10h`` -> ``TH``."""
    c = card.strip().upper()
    return "T" + c[2:] if c.startswith("10") else c


def act(text: str) -> Json:
    """``"1 bid 3"`` -> ``{"seat": 1, "bid": "3"}`` (see the module docstring)."""
    seat_text, verb, *rest = text.split()
    seat = int(seat_text)
    if verb == "pass":
        return {"seat": seat, "bid": "pass"}
    if verb in ("bid", "play"):
        (value,) = rest
        return {"seat": seat, verb: value}
    if verb in ("exchange", "widow", "discard"):
        return {"seat": seat, verb: rest}
    if verb in ("peep", "claim"):
        return {"seat": seat, verb: True}
    raise ValueError(f"unknown verb in {text!r}")


def order_of(n: int, dealer: int, sits_out: bool) -> list[int]:
    """Active seats from the dealer's left (RULES.md: play goes to the left, seat + 1)."""
    seats = [(dealer + i) % n for i in range(1, n + 1)]
    return seats[:-1] if sits_out else seats


def plays(order: Sequence[int], tricks: Sequence[Trick]) -> list[str]:
    """The play actions of these tricks, seat by seat from each leader."""
    out = []
    for k, (leader, cards, _winner) in enumerate(tricks):
        if k:
            assert leader == tricks[k - 1][2], f"trick {k + 1} is led by {leader}, not the last winner"
        i = order.index(leader)
        for j, card in enumerate(cards.split()):
            out.append(f"{order[(i + j) % len(order)]} play {card}")
    return out


def rec(
    rules: Json,
    dealer: int,
    hands: Sequence[str],
    actions: Iterable[str | Json],
    *,
    widow: str = "",
    stock: str = "",
    pool: int | None = None,
) -> Json:
    doc: Json = {"format": FORMAT, "rules": rules, "players": list(NAMES[: len(hands)]), "dealer": dealer}
    if pool is not None:
        doc["pool"] = pool
    doc["deal"] = {"hands": [h.split() for h in hands], "widow": widow.split(), "stock": stock.split()}
    doc["actions"] = [act(a) if isinstance(a, str) else a for a in actions]
    return doc


def _tricks(tricks: Sequence[Trick]) -> list[Json]:
    return [{"leader": leader, "cards": [canon(c) for c in cards.split()], "winner": winner}
            for leader, cards, winner in tricks]


def _contract(contract: tuple[int, str] | None) -> Json | None:
    return None if contract is None else {"seat": contract[0], "bid": contract[1]}


def over(
    contract: tuple[int, str] | None,
    trump: str | None,
    tricks: Sequence[Trick],
    bidder_tricks: int | None,
    made: bool | None,
    settlement: list[int],
    pool: tuple[int, int] = (0, 0),
) -> Json:
    """The summary of a complete hand (HAND-RECORD.md, Replaying)."""
    assert sum(settlement) + pool[1] - pool[0] == 0, "settlement plus the pool's change must be zero"
    return {"complete": True, "contract": _contract(contract), "trump": trump, "tricks": _tricks(tricks),
            "bidder_tricks": bidder_tricks, "made": made, "settlement": settlement,
            "pool": {"before": pool[0], "after": pool[1]}}


def pending(
    to_move: int,
    legal: Iterable[str],
    settlement: list[int],
    *,
    contract: tuple[int, str] | None = None,
    trump: str | None = None,
    tricks: Sequence[Trick] = (),
    bidder_tricks: int | None = None,
    pool: tuple[int, int] = (0, 0),
) -> Json:
    """The summary of a record that stops before the hand is over: ``legal`` sorted as the spec says, by
    each action's JSON text."""
    assert sum(settlement) + pool[1] - pool[0] == 0, "fees paid so far go into the pool"
    actions = sorted((act(a) for a in legal), key=json.dumps)
    return {"complete": False, "to_move": to_move, "legal": actions, "contract": _contract(contract),
            "trump": trump, "tricks": _tricks(tricks), "bidder_tricks": bidder_tricks, "made": None,
            "settlement": settlement, "pool": {"before": pool[0], "after": pool[1]}}


def bids(seat: int, *names: str) -> list[str]:
    return [f"{seat} pass" if b == "pass" else f"{seat} bid {b}" for b in names]


def hand_plays(seat: int, cards: str, claim: bool = False) -> list[str]:
    return [f"{seat} play {c}" for c in cards.split()] + ([f"{seat} claim"] if claim else [])


@dataclass
class Case:
    name: str
    checks: str
    sources: list[tuple[str, str]]
    record: Json | str  # a str is written as the file's text as it is
    expect: Json | None = None  # the summary, for a record that replays
    error: str | None = None  # RecordError.describe(), for a record that is refused
    extra: dict[str, str] = field(default_factory=dict)

    def out_line(self) -> str:
        if self.error is not None:
            head, reason = self.error.split(": ", 1)
            index = int(head.split()[1])
            return json.dumps({"error": {"index": index, "reason": reason}}) + "\n"
        assert self.expect is not None
        return json.dumps(self.expect) + "\n"

    def err_line(self) -> str:
        return "" if self.error is None else f"{self.name}.json: {self.error}\n"


CASES: list[Case] = []


def case(name: str, checks: str, sources: list[tuple[str, str]], record: Json | str, *,
         expect: Json | None = None, error: str | None = None) -> None:
    assert (expect is None) != (error is None), name
    assert all(c.name != name for c in CASES), name
    CASES.append(Case(name, checks, sources, record, expect, error))


# ------------------------------------------------------------------------------------------------ sources

S000 = "000"
S001 = "001"
S003 = "003"
S004 = "004"
Q_PLAYERS_000 = ("Any number from two to six can play; but four is the best game. If five or six play it is usual "
                 "for the dealer to give himself no cards.")
Q_PLAYERS_003 = ("Napoleon (ook wel Nap genoemd) is een klassiek Brits slagenspel voor de kroeg voor 3 tot 7 "
                 "spelers (4 of 5 is ideaal).")
Q_PAY_000 = ("If the bidder succeeds in winning the specified number of tricks, each adversary pays him a "
             "counter for every trick bid. If he bid three tricks, they pay him three counters each; four "
             "counters each for four tricks bid; and the value of three tricks for a misère. If he fails to win "
             "the specified number of tricks, he pays each adversary; three counters if he bid three tricks, or "
             "a misère; four if he bid four.")
Q_NAP_000 = ("Any player bidding nap, and succeeding in winning all five tricks, receives ten counters from each "
             "adversary; but if he fails, he pays only five to each.")
Q_ABANDON_000 = ("The hands are usually abandoned when the bidder succeeds in his undertaking, or shows cards "
                 "which are good for his bid against any play. If it is impossible for him to succeed, as when "
                 "he bids four and the adversaries have won two tricks, the hands are thrown up, because "
                 "nothing is paid for under or over-tricks.")
Q_PLAY_000 = ("The player bidding the highest number of tricks has the first lead, and the first card he plays "
              "must be one of the trump suit. The players must follow suit if able, but need not win the trick "
              "unless they choose to do so. The highest card played of the suit led wins the trick, and trumps "
              "win all other suits.")
Q_TRUMP_001 = "whatever suit is first led by the caller is trumps by virtue of the lead"
Q_MISERE_000 = ("In some places a misère bid is allowed, which outranks a bid of three tricks, and is beaten by "
                "one of four. There is no trump suit in misère, but the bidder, if successful, must lead for the "
                "first trick.")
Q_MISERE_TRUMPS_001 = ("At some tables trumps, determined in the usual way by the initial lead, are recognised; "
                       "but this feature is quite foreign to the original Misère.")
Q_MISERE_NAP_003 = "Sommige huisregels betalen hetzelfde als Nap (10/5); spreek dit af vóór het spel."
Q_PENNY_000 = ("When penny nap is played, the settlement being in coin, it is usual to make naps win a shilling "
               "or lose sixpence, in order to avoid handling so much copper.")
Q_DEALER_BIDS_000 = ("If all pass until it comes to the dealer, he is bound to bid at least one trick, and either "
                     "play or pay.")
Q_REDEAL_003 = "Als alle spelers passen, wordt de hand ingetrokken en deelt de volgende deler vers."
Q_NAP_TOP_000 = ("If a player proposes to win all five tricks he bids nap, which is the highest bid possible, and "
                 "precludes any further bidding, except in some of the variations which will be described later "
                 "on.")
Q_INCREASE_000 = "A bid having been made, any following player must either increase it or pass."
Q_NO_SECOND_000 = "Any bid once made can neither be amended nor recalled, and there is no second bid."
Q_MIN3_003 = "elk bod moet minimaal Drie zijn (biedingen lager dan drie worden niet gebruikt in standaard Nap)."
Q_LADDER_003 = "De geldige biedingen van laag naar hoog zijn: Drie, Misère, Vier, Nap, Wellington, Blücher"
Q_NO_MISERE_003 = "Geen Misère: Laat Misère volledig weg"
Q_ALL_TRICKS_003 = "Einde van de hand: De hand eindigt zodra alle 5 slagen zijn gespeeld."
Q_WELL_000 = ("In order not to lose such an opportunity the latter bids Wellington, which binds him to pay ten "
              "counters to each player if he fails. Another may outbid this again by bidding Blucher, which binds "
              "him to pay twenty to each if he loses, but to receive only ten if he wins.")
Q_ENGLAND_000 = ("In England, the bidder, if successful, receives double or treble stakes for a Wellington or a "
                 "Blucher")
Q_WELL_001 = ("As in the Nap call, the player undertakes to make the whole five tricks, but at double the Nap "
              "stakes. Thus, if the caller of Nap receives 1s. or pays 6d., on a Wellington he would receive 2s., "
              "or pay 1s.")
Q_WELL_OVER_NAP_001 = ('Wellington can only be called over Napoleon, that is, it cannot be declared unless "Nap" '
                       "is declared before it.")
Q_WELL_003 = "Wellington: Dubbele Nap-inzetten: succes 20 per tegenstander, mislukking 10 per tegenstander."
Q_BLUCHER_003 = "Blücher: Drievoudige Nap-inzetten: succes 30 per tegenstander, mislukking 15 per tegenstander."
Q_BLUCHER_OVER_003 = ("Blücher: Neemt het op zich om alle 5 slagen te halen tegen drievoudige inzet; mag alleen "
                      "worden geboden nadat iemand Wellington heeft geboden. Het hoogst mogelijke bod.")
Q_SEVEN_003 = ("Zevenkaartenspel Nap: Deel 7 kaarten per speler; biedingen lopen van 3 tot 7 (met 7 dat 24 "
               "inzetten per tegenstander betaalt).")
Q_POOL_000 = ("Napoleon is sometimes played with a pool, each player contributing a certain amount, usually two "
              "counters, on the first deal. Each dealer in turn adds two more; revokes pay five, and leads out of "
              "turn three. The player who first succeeds in winning five tricks on a nap bid takes the pool, and "
              "a fresh one is formed. If a player bids nap and fails, he is usually called upon to double the "
              "amount then in the pool, besides paying his adversaries.")
Q_PURCHASE_000 = ("After the cards are dealt, and before any bids are made, each player in turn, beginning on the "
                  "dealer\u2019s left, may discard as many cards as he pleases, the dealer giving him others in "
                  "their place. For each card so exchanged, the player pays one counter to the pool. Only one "
                  "round of exchanges is allowed, and bids are then in order.")
Q_PURCHASE_POOL_000 = "Any player winning five tricks on a nap bid takes the entire pool."
Q_PURCHASE_003 = ("Purchase Nap: Vóór het bieden mag elke speler één inzet betalen om een bepaald aantal kaarten "
                  "te ruilen met de niet-geziene rest van het spel, waarmee de hand wordt verbeterd.")
Q_PEEP_000 = ("Each player in turn, before bidding or passing, has the privilege of taking a private peep at "
              "this down card, on paying one counter to the pool. The card is left on the table until the highest "
              "bidder is known, and he then takes it into his hand, whether he has paid to peep at it or not. He "
              "must then discard to reduce his hand to five cards.")
Q_WIDOW_000 = ("Any player in his proper turn to bid may take the widow, and from the total of ten cards so "
               "obtained select five on which he must bid nap, discarding the others face downward.")
Q_GARNET_001 = ('From the ten cards thus in his possession he must reject five, which he throws away face '
                'downwards, and on the remaining five he is bound to declare "Nap." The stakes are the same as on '
                "an ordinary Nap call.")
Q_GARNET_TURN_001 = ("Until this extra hand is appropriated, each player, when it is his turn to call, has the "
                     "privilege of taking it up and combining it with his own hand.")
Q_REVOKE_000 = ("When a revoke is detected and claimed, the hands are immediately abandoned, and the individual "
                "player in fault must pay all the counters depending on the result. If he is the bidder, he pays "
                "each adversary; if he is opposed to the bidder, he pays for himself and for each of his "
                "partners.")
Q_REVOKE_003 = ("Als de bieder verzaakt, betaalt hij de tegenstanders alsof hij het bod heeft verloren "
                "(volledige afrekening) en stopt het spel. Als een tegenstander verzaakt, betaalt hij de bieder "
                "alsof de bieder het bod heeft gewonnen.")
Q_REVOKE_004 = ("Uno de los otros jugadores que renuncie debe pagar al declarante la cantidad de puntos que "
                "hubiera ganado. En el último caso, los demás jugadores no pagan nada al declarante")
Q_SHORT_004 = ("Si se encuentran cuatro jugadores en la mesa, se utilizan de veintiocho a treinta y dos cartas, si "
               "son cinco, de treinta y seis a cuarenta.")
Q_SIX_004 = ("Cuando se encuentran seis jugadores en la mesa el dador no se reparte a sí mismo. Sin embargo, "
             "recibe o paga tantos puntos como los demás jugadores, como si estuviese jugando.")
Q_FOLLOW_003 = "Je moet kleur bekennen als je een kaart van de uitgespeelde kleur hebt"
R_REFUSED = ("HAND-RECORD.md", "A record with an illegal action, a card that is not where it is said to be, a "
             "malformed card or an unknown rule key is refused")
R_INDEX = ("HAND-RECORD.md", "a message that names the file, the action's index (from 1; 0 when the fault is in "
           "the rules, the players, the dealer, the pool or the deal rather than an action)")
R_INCOMPLETE = ("HAND-RECORD.md", 'A record that stops before the hand is over is not an error: it prints '
                '`"complete": false`, `"to_move"` (the seat to act) and `"legal"` (every action that seat may '
                "take now, in the record's action form with its `seat`, card lists in suit then rank order, the "
                "list sorted by each action's JSON text)")
R_CLAIM = ("RULES.md section 3", "napdesk checks it by solving the rest of the hand with every card known, the "
           "defenders as one side, everyone following suit, and refuses a claim that any defence could beat. "
           "After a valid claim the hand ends as made.")
R_BID_END = ("RULES.md section 2", "A bid that nothing can exceed ends the bidding at once.")
R_SITOUT_SETTLES = ("RULES.md section 4", "A sitting-out dealer is an opponent for settlement only when "
                    "`sitting_out_dealer_settles`.")
R_REVOKE = ("RULES.md section 3", "`penalised`: any card may be played; a revoke is established when the revoker "
            "later shows the suit (or at the end of the hand), the hand stops, and: a revoking bidder pays every "
            "opponent as for a lost bid; a revoking opponent alone pays the bidder the winning stakes for every "
            "opponent, and the others pay nothing (000, 003, 004).")
R_FIT = ("RULES.md section 1", "Validation: `active players x hand_size` + widow size (`hand_size` for `widow`, 1 "
         "for `peep`) must fit in `deck_size`. A rule set that does not fit, or that breaks a \"needs\"/\"not "
         "with\" below, is refused with a message that names the options in conflict.")

# ------------------------------------------------------------------------------------------------ the deals

# Four players, dealer 0: the order of play is 1, 2, 3, 0.
O4 = [1, 2, 3, 0]
# A plain deal for bidding-only records: each seat a run of one suit.
PLAIN = ["2S 3S 4S 5S 6S", "2C 3C 4C 5C 6C", "2D 3D 4D 5D 6D", "2H 3H 4H 5H 6H"]
PLAIN_BIDS = ["1 pass", "1 bid 1", "1 bid 2", "1 bid 3", "1 bid 4", "1 bid misere", "1 bid nap"]

# The HAND-RECORD.md example, played to the end of Dan's misère.
EXAMPLE = ["KH 9H 4C JD 6S", "AS KS QS 7H 2D", "QC TC 8D 5D 3H", "2C 3C 2S 4D 6H"]
EXAMPLE_BIDS = ["1 bid 3", "2 pass", "3 bid misere", "0 pass"]
EXAMPLE_TRICKS: list[Trick] = [
    (3, "2C 4C AS QC", 2),  # no trumps in misère: the queen of clubs wins
    (2, "8D 4D JD 2D", 0),
    (0, "6S KS TC 2S", 1),  # Cat has no spade left: any card
    (1, "7H 3H 6H 9H", 0),
    (0, "KH QS 5D 3C", 0),
]

# Ben bids three and wins three tricks in hearts.
THREE = ["6H QC KC AD 3S", "AH KH QH 2C 3D", "4H 5C 6C 7D 8S", "5H 9C TC JD 2S"]
THREE_BIDS = ["1 bid 3", "2 pass", "3 pass", "0 pass"]
THREE_TRICKS: list[Trick] = [
    (1, "AH 4H 5H 6H", 1),
    (1, "KH 5C 9C QC", 1),  # nobody else has a heart: the trump wins
    (1, "QH 6C TC KC", 1),  # three tricks: made
]
THREE_REST: list[Trick] = [
    (1, "2C 7D JD 3S", 1),  # only one club played, no trump: the two of clubs wins
    (1, "3D 8S 2S AD", 0),
]

# Ben bids four and loses it on the fourth trick.
FOUR = ["TS JH QH 6C TD", "AS KS 2H 3H 4C", "QS 5H 6H 7C 8D", "JS 9H TH 5C 9D"]
FOUR_BIDS = ["1 bid 4", "2 pass", "3 pass", "0 pass"]
FOUR_TRICKS: list[Trick] = [
    (1, "AS QS JS TS", 1),
    (1, "KS 5H 9H JH", 1),
    (1, "2H 6H TH QH", 0),  # hearts are not trumps: the queen wins
    (0, "6C 4C 7C 5C", 2),  # the defence's second trick: four can no longer be made
]

# Dan plays a misère; the first trick shows whether the lead made trumps.
MISERE = ["JS AH KH QH AD", "2S 2H 3H 2D 3D", "AS 4H 5H 4D 5D", "KS QS 6H 7H 6D"]
MISERE_BIDS = ["1 bid misere", "2 pass", "3 pass", "0 pass"]
MISERE_FIRST: list[Trick] = [
    (1, "2S AS KS JS", 2),
    (2, "4H 6H AH 2H", 0),
    (0, "KH 3H 5H 7H", 0),
]

# Nap played out.
NAP = ["7H 9C 8C 4D 5D", "AH KH QH AC KC", "2H 3H QC JC 2D", "4H 5H 6H TC 3D"]
NAP_TRICKS: list[Trick] = [
    (1, "AH 2H 4H 7H", 1),
    (1, "KH 3H 5H 4D", 1),
    (1, "QH 2D 6H 5D", 1),
    (1, "AC QC TC 9C", 1),  # clubs are not trumps, but the ace of clubs is the highest club
    (1, "KC JC 3D 8C", 1),
]
# Nap lost on the first trick: the bidder's first lead makes clubs trumps and the ace of clubs is out.
NAP_LOST = ["4C JD QD KD AD", "AH KH QH JH 2C", "AC 3D 4D 5D 6D", "3C 7D 8D 9D TD"]
NAP_LOST_TRICKS: list[Trick] = [(1, "2C AC 3C 4C", 2)]
# Ben holds the top five spades and claims at once.
TOP_SPADES = ["2C 3C 4C 5C 6C", "AS KS QS JS TS", "2D 3D 4D 5D 6D", "2H 3H 4H 5H 6H"]

# Wellington (Cat) over Ben's nap, made by play.
WELL = ["2D 3D 4D 5D 6D", "AH KH QH JH TH", "AS KS QS JS TS", "2H 3H 4H 5H 6H"]
WELL_TRICKS: list[Trick] = [
    (2, "AS 2H 2D AH", 2),  # Cat, Dan, Ann, Ben: nobody else holds a spade
    (2, "KS 3H 3D KH", 2),
    (2, "QS 4H 4D QH", 2),
    (2, "JS 5H 5D JH", 2),
    (2, "TS 6H 6D TH", 2),
]
# Wellington (Cat) lost on the first trick.
WELL_LOST = ["AC 2D 3D 4D 5D", "AH KH QH JH TH", "AS KS QS JS 2C", "3C 2H 3H 4H 5H"]
WELL_LOST_TRICKS: list[Trick] = [(2, "2C 3C AC AH", 0)]
# Blücher (Dan) over nap and Wellington.
BLU = ["2D 3D 4D 5D 6D", "AH KH QH JH TH", "2C 3C 4C 5C 6C", "AS KS QS JS TS"]
BLU_LOST = ["AC 2D 3D 4D 5D", "AH KH QH JH TH", "3C 2H 3H 4H 5H", "AS KS QS JS 2C"]
BLU_LOST_TRICKS: list[Trick] = [(3, "2C AC AH 3C", 0)]
BLU_BIDS = ["1 bid nap", "2 bid wellington", "3 bid blucher"]

# Revokes: Cat holds the two of spades.
REVOKE = ["4S QH KH AH 2C", "AS KS QS 2D 3D", "2S 4H 5H 6H 7H", "3S 8H 9H TH JH"]
REVOKE_TRICKS: list[Trick] = [
    (1, "AS 4H 3S 4S", 1),  # Cat discards a heart though she holds the two of spades: a revoke
    (1, "KS 2S", None),  # ... and shows a spade on the next trick: the revoke is established, the hand stops
]

# Claims: Ben bids, draws the spades and claims with the last trump.
CLAIM = ["QH KH AH 2C 3C", "AS KS 2S 2H 3H", "QS 4H 5H 6H 7H", "JS 8H 9H TH JH"]
CLAIM_TRICKS: list[Trick] = [(1, "AS QS JS 2C", 1), (1, "KS 4H 8H 3C", 1)]

# Seven-card Nap: 28 cards of 52 dealt.
SEVEN = ["2C 3C 4C 5C 6C 7C 8C", "AS KS QS JS TS 9S 8S", "2D 3D 4D 5D 6D 7D 8D", "2H 3H 4H 5H 6H 7H 8H"]

# Purchase.
BUY = ["7H 8H 9H TH JH", "AS KS 2D 3D 4D", "2H 3H 4H 5H 6H", "2C 3C 4C 5C 6C"]
BUY_STOCK = "QS JS TS 7D 8D 9D 2S 3S"

# Peep: the peep card is the ace of spades.
PEEP = ["KS QS JS TS 7C", "AH KH QH 2D 3D", "2H 3H 4H 5H 6H", "2C 3C 4C 5C 6C"]
PEEP_ACTIONS = ["1 peep", "1 bid 3", "2 pass", "3 peep", "3 pass", "0 bid nap"]

# Sir Garnet: the widow completes Cat's spades.
GARNET = ["7C 8C 9C TC JC", "2C 3C 4C 5C 6C", "AS KS 2D 3D 4D", "2H 3H 4H 5H 6H"]
GARNET_WIDOW = "QS JS TS 5D 6D"

# ------------------------------------------------------------------------------------------------ the cases

# --- the example of HAND-RECORD.md -------------------------------------------------------------------------
case("example_misere",
     "The example record of HAND-RECORD.md, played to the end of Dan's misère: no trumps, Dan wins no trick, "
     "each opponent pays him 3.",
     [("HAND-RECORD.md", 'The record above, had it gone on to the end of the misère: ```json {"complete": '
       'true, "contract": {"seat": 3, "bid": "misere"}, "trump": null,'),
      (S000, Q_MISERE_000)],
     rec({"preset": "standard", "min_bid": 2}, 0, EXAMPLE, [*EXAMPLE_BIDS, *plays(O4, EXAMPLE_TRICKS)], pool=0),
     expect=over((3, "misere"), None, EXAMPLE_TRICKS, 0, True, [-3, -3, -3, 9]))
case("example_incomplete",
     "The example record of HAND-RECORD.md exactly as printed there: it stops after Dan's lead, Ann must "
     "follow clubs with her only club.",
     [R_INCOMPLETE, (S000, Q_PLAY_000)],
     rec({"preset": "standard", "min_bid": 2}, 0, EXAMPLE, [*EXAMPLE_BIDS, "3 play 2C"], pool=0),
     expect=pending(0, ["0 play 4C"], [0, 0, 0, 0], contract=(3, "misere"), tricks=[(3, "2C", None)],
                    bidder_tricks=0))
case("misere_stakes_nap",
     "misere_stakes nap: the same misère, made, wins the nap stake of 10 from each opponent.",
     [(S003, Q_MISERE_NAP_003), ("RULES.md section 4", "misère | 3 (`misere_stakes = nap`: the nap win)")],
     rec({"preset": "standard", "min_bid": 2, "misere_stakes": "nap"}, 0, EXAMPLE,
         [*EXAMPLE_BIDS, *plays(O4, EXAMPLE_TRICKS)]),
     expect=over((3, "misere"), None, EXAMPLE_TRICKS, 0, True, [-10, -10, -10, 30]))

# --- bids of 1 to 4, hand_end ------------------------------------------------------------------------------
case("three_made_decided",
     "A bid of three, made on the third trick: hand_end decided stops the hand there; each opponent pays 3.",
     [(S000, Q_PAY_000), (S000, Q_ABANDON_000), (S001, Q_TRUMP_001)],
     rec({"preset": "standard"}, 0, THREE, [*THREE_BIDS, *plays(O4, THREE_TRICKS)]),
     expect=over((1, "3"), "H", THREE_TRICKS, 3, True, [-3, 9, -3, -3]))
case("three_all_tricks",
     "hand_end all_tricks: the same hand goes on to the fifth trick; the fourth trick adds nothing to the "
     "stake.",
     [(S003, Q_ALL_TRICKS_003),
      (S001, "It matters nothing whether he makes two or even three tricks more than he declared to make; he is "
       "only paid for the number that he originally announced")],
     rec({"preset": "standard", "hand_end": "all_tricks"}, 0, THREE,
         [*THREE_BIDS, *plays(O4, THREE_TRICKS + THREE_REST)]),
     expect=over((1, "3"), "H", THREE_TRICKS + THREE_REST, 4, True, [-3, 9, -3, -3]))
case("four_lost_decided",
     "A bid of four stops as soon as the defence has won two tricks; the bidder pays each opponent 4.",
     [(S000, Q_ABANDON_000), (S000, Q_PAY_000)],
     rec({"preset": "standard"}, 0, FOUR, [*FOUR_BIDS, *plays(O4, FOUR_TRICKS)]),
     expect=over((1, "4"), "S", FOUR_TRICKS, 2, False, [4, -12, 4, 4]))
case("four_lost_all_tricks",
     "hand_end all_tricks: the lost four is played to the fifth trick, paid the same.",
     [(S003, Q_ALL_TRICKS_003)],
     rec({"preset": "standard", "hand_end": "all_tricks"}, 0, FOUR,
         [*FOUR_BIDS, *plays(O4, [*FOUR_TRICKS, (2, "8D 9D TD 3H", 0)])]),
     expect=over((1, "4"), "S", [*FOUR_TRICKS, (2, "8D 9D TD 3H", 0)], 2, False, [4, -12, 4, 4]))

# --- players 2..7, the sitting-out dealer ----------------------------------------------------------------
case("two_players",
     "Two players (the players rule taken from the number of names): a bid of two made; one opponent pays 2.",
     [(S000, Q_PLAYERS_000)],
     rec({"preset": "standard"}, 0, ["QD JD AS KS QS", "AD KD 2S 3S 4S"],
         ["1 bid 2", "0 pass", *plays([1, 0], [(1, "AD QD", 1), (1, "KD JD", 1)])]),
     expect=over((1, "2"), "D", [(1, "AD QD", 1), (1, "KD JD", 1)], 2, True, [-2, 2]))
case("three_players_one",
     "Three players, a bid of one; cards written 10D and in lower case are read and printed canonically.",
     [(S003, Q_PLAYERS_003), (S000, Q_DEALER_BIDS_000),
      ("HAND-RECORD.md", "On input `10H` and lower case are accepted too; output is always the canonical form.")],
     rec({"preset": "standard", "players": 3}, 2, ["ac 2D 3D 4H 5H", "KC 6D 7D 8H 9S", "QC 10D JD QH KS"],
         ["0 bid 1", "1 pass", "2 pass", *plays([0, 1, 2], [(0, "ac KC QC", 0)])]),
     expect=over((0, "1"), "C", [(0, "ac KC QC", 0)], 1, True, [2, -1, -1]))
FIVE = ["AC KC QC JC TC", "AD KD QD JD TD", "2S 3S 4S 5S AH", "9C 9D 9H 9S 8C", ""]
FIVE_TRICKS: list[Trick] = [(2, "2S 9S AC AD", 3), (3, "9H KC KD AH", 2)]
case("five_players_dealer_sits_out",
     "Five players: the dealer (Eve) is dealt no cards, does not bid or play, and does not settle; Cat's "
     "misère is lost on the second trick and she pays the three others 3 each.",
     [(S000, Q_PLAYERS_000), R_SITOUT_SETTLES],
     rec({"preset": "standard"}, 4, FIVE,
         ["0 pass", "1 bid 3", "2 bid misere", "3 pass", *plays([0, 1, 2, 3], FIVE_TRICKS)]),
     expect=over((2, "misere"), None, FIVE_TRICKS, 1, False, [3, 3, -9, 3, 0]))
case("misere_lost_nap_stakes_12_6",
     "misere_stakes nap with nap_stakes 12/6: a lost misère costs the nap loss, 6 to each opponent.",
     [(S003, Q_MISERE_NAP_003), (S000, Q_PENNY_000)],
     rec({"preset": "standard", "misere_stakes": "nap", "nap_stakes": "12/6"}, 4, FIVE,
         ["0 pass", "1 bid 3", "2 bid misere", "3 pass", *plays([0, 1, 2, 3], FIVE_TRICKS)]),
     expect=over((2, "misere"), None, FIVE_TRICKS, 1, False, [6, 6, -18, 6, 0]))
SIX = ["AS KS QS 7H 7D", "JS 8H 9H TH 7C", "TS JH QH KH 8C", "9S AH 9C TC JC", "8S QC KC AC 8D", ""]
SIX_TRICKS: list[Trick] = [(0, "AS JS TS 9S 8S", 0), (0, "KS 7C 8C 9C QC", 0)]
case("six_players_short_pack_dealer_settles",
     "The short_pack preset with six players: a 32-card pack, the dealer sits out but pays like the other "
     "opponents (sitting_out_dealer_settles), so a made two wins 2 from five players.",
     [(S004, Q_SIX_004), R_SITOUT_SETTLES],
     rec({"preset": "short_pack", "players": 6}, 5, SIX,
         ["0 bid 2", "1 pass", "2 pass", "3 pass", "4 pass", *plays([0, 1, 2, 3, 4], SIX_TRICKS)]),
     expect=over((0, "2"), "S", SIX_TRICKS, 2, True, [10, -2, -2, -2, -2, -2]))
case("six_players_dealer_does_not_settle",
     "The same hand with the standard rules: the sitting-out dealer neither pays nor receives.",
     [(S000, Q_PLAYERS_000), R_SITOUT_SETTLES],
     rec({"preset": "standard", "players": 6}, 5, SIX,
         ["0 bid 2", "1 pass", "2 pass", "3 pass", "4 pass", *plays([0, 1, 2, 3, 4], SIX_TRICKS)]),
     expect=over((0, "2"), "S", SIX_TRICKS, 2, True, [8, -2, -2, -2, -2, 0]))
SEVEN_P = ["AS KS QS JS TS", "2S 2H 3H 4H 5H", "2C 3C 4C 5C 6C", "2D 3D 4D 5D 6D", "6H 7H 8H 9H TH",
           "7C 8C 9C TC JC", "7D 8D 9D TD JD"]
SEVEN_P_TRICKS: list[Trick] = [
    (0, "AS 2S 2C 2D 6H 7C 7D", 0),
    (0, "KS 2H 3C 3D 7H 8C 8D", 0),
    (0, "QS 3H 4C 4D 8H 9C 9D", 0),
    (0, "JS 4H 5C 5D 9H TC TD", 0),
    (0, "TS 5H 6C 6D TH JC JD", 0),
]
case("seven_players_pub_nap",
     "Seven players at the pub preset (the dealer plays): after Ann's nap each player may still bid "
     "Wellington, all pass; the nap is made and six opponents pay 10 each.",
     [(S003, Q_PLAYERS_003), (S000, Q_NAP_000)],
     rec({"preset": "pub", "players": 7}, 6, SEVEN_P,
         ["0 bid nap", "1 pass", "2 pass", "3 pass", "4 pass", "5 pass", "6 pass",
          *plays(list(range(7)), SEVEN_P_TRICKS)]),
     expect=over((0, "nap"), "S", SEVEN_P_TRICKS, 5, True, [60, -10, -10, -10, -10, -10, -10]))

# --- all pass ------------------------------------------------------------------------------------------
case("all_pass_redeal",
     "all_pass redeal (pub preset): everyone passes, the hand is thrown in: complete, no contract, nothing paid.",
     [(S003, Q_REDEAL_003),
      ("HAND-RECORD.md", "A hand thrown in (`all_pass` redeal) is complete with `contract`, `trump`, `made` and "
       "`bidder_tricks` null, `tricks` empty, and only the fees already paid in its settlement.")],
     rec({"preset": "pub"}, 0, PLAIN, ["1 pass", "2 pass", "3 pass", "0 pass"]),
     expect=over(None, None, [], None, None, [0, 0, 0, 0]))
case("all_pass_redeal_peep_fee",
     "A thrown-in peep hand: Ben's peep fee stays in the pool and is his whole settlement.",
     [(S003, Q_REDEAL_003), ("RULES.md section 2", "(fees already paid into a pool stay there)")],
     rec({"preset": "peep", "all_pass": "redeal"}, 0, PLAIN, ["1 peep", "1 pass", "2 pass", "3 pass", "0 pass"],
         widow="AS", pool=8),
     expect=over(None, None, [], None, None, [0, -1, 0, 0], pool=(8, 9)))
case("dealer_must_bid_incomplete",
     "all_pass dealer_must_bid: after three passes the dealer must bid; pass is not among his legal actions.",
     [(S000, Q_DEALER_BIDS_000), R_INCOMPLETE],
     rec({"preset": "standard"}, 0, PLAIN, ["1 pass", "2 pass", "3 pass"]),
     expect=pending(0, bids(0, "1", "2", "3", "4", "misere", "nap"), [0, 0, 0, 0]))
case("dealer_must_bid_pass_refused",
     "all_pass dealer_must_bid: the dealer's pass after three passes is refused.",
     [(S000, Q_DEALER_BIDS_000), R_REFUSED],
     rec({"preset": "standard"}, 0, PLAIN, ["1 pass", "2 pass", "3 pass", "0 pass"]),
     error="action 4 (seat 0 pass): must bid: everyone else has passed")
case("dealer_must_bid_sitting_out",
     "With five players the dealer sits out: the last active player (Dan) must bid when the others pass.",
     [(S000, Q_DEALER_BIDS_000),
      ("RULES.md section 2", "if all pass to the dealer, he must bid at least `min_bid` and play or pay (if the "
       "dealer sits out, the last active player to speak)")],
     rec({"preset": "standard"}, 4, ["2C 3C 4C 5C 6C", "2D 3D 4D 5D 6D", "2H 3H 4H 5H 6H", "2S 3S 4S 5S 6S", ""],
         ["0 pass", "1 pass", "2 pass"]),
     expect=pending(3, bids(3, "1", "2", "3", "4", "misere", "nap"), [0, 0, 0, 0, 0]))

# --- misère and trumps --------------------------------------------------------------------------------
MISERE_FL_TRICKS: list[Trick] = [*MISERE_FIRST, (0, "QH 2D 4D QS", 3), (3, "6D AD 3D 5D", 0)]
case("misere_first_lead_trumps",
     "misere_trumps first_lead: Ben's lead of the two of spades makes spades trumps, so on the fourth trick "
     "Dan's queen of spades trumps Ann's queen of hearts. Ben still wins no trick.",
     [(S001, Q_MISERE_TRUMPS_001)],
     rec({"preset": "standard", "misere_trumps": "first_lead"}, 0, MISERE,
         [*MISERE_BIDS, *plays(O4, MISERE_FL_TRICKS)]),
     expect=over((1, "misere"), "S", MISERE_FL_TRICKS, 0, True, [-3, 9, -3, -3]))
MISERE_NT_TRICKS: list[Trick] = [*MISERE_FIRST, (0, "QH 2D 4D QS", 0), (0, "AD 3D 5D 6D", 0)]
case("misere_no_trumps",
     "misere_trumps none: the same deal without trumps; Dan's queen of spades is only a discard.",
     [(S000, Q_MISERE_000)],
     rec({"preset": "standard"}, 0, MISERE, [*MISERE_BIDS, *plays(O4, MISERE_NT_TRICKS)]),
     expect=over((1, "misere"), None, MISERE_NT_TRICKS, 0, True, [-3, 9, -3, -3]))

# --- nap, nap_stakes -----------------------------------------------------------------------------------
case("nap_made_played",
     "Nap, ends the bidding at once and is made by play: 10 from each opponent.",
     [(S000, Q_NAP_000), (S000, Q_NAP_TOP_000)],
     rec({"preset": "standard"}, 0, NAP, ["1 bid nap", *plays(O4, NAP_TRICKS)]),
     expect=over((1, "nap"), "H", NAP_TRICKS, 5, True, [-10, 30, -10, -10]))
case("nap_lost",
     "Nap lost on the first trick (hand_end decided): Ben pays 5 to each opponent.",
     [(S000, Q_NAP_000)],
     rec({"preset": "standard"}, 0, NAP_LOST, ["1 bid nap", *plays(O4, NAP_LOST_TRICKS)]),
     expect=over((1, "nap"), "C", NAP_LOST_TRICKS, 0, False, [5, -15, 5, 5]))
case("nap_stakes_12_6_lost",
     "nap_stakes 12/6: the lost nap costs 6 to each opponent.",
     [(S000, Q_PENNY_000)],
     rec({"preset": "standard", "nap_stakes": "12/6"}, 0, NAP_LOST, ["1 bid nap", *plays(O4, NAP_LOST_TRICKS)]),
     expect=over((1, "nap"), "C", NAP_LOST_TRICKS, 0, False, [6, -18, 6, 6]))
case("nap_stakes_12_6_claim",
     "nap_stakes 12/6 and a claim at the first lead: the nap is made, 12 from each opponent; no trick "
     "played, no trumps.",
     [(S000, Q_PENNY_000), (S000, Q_ABANDON_000), R_CLAIM],
     rec({"preset": "standard", "nap_stakes": "12/6"}, 0, TOP_SPADES, ["1 bid nap", "1 claim"]),
     expect=over((1, "nap"), None, [], 0, True, [-12, 36, -12, -12]))

# --- Wellington and Blücher ------------------------------------------------------------------------------
case("wellington_multiplied_made",
     "Wellington over nap, big_bid_stakes multiplied: it ends the bidding (Blücher is off) and, made, wins "
     "twice the nap stake, 20 from each opponent.",
     [(S001, Q_WELL_001), (S000, Q_ENGLAND_000), R_BID_END],
     rec({"preset": "standard", "wellington": True}, 0, WELL,
         ["1 bid nap", "2 bid wellington", *plays(O4, WELL_TRICKS)]),
     expect=over((2, "wellington"), "S", WELL_TRICKS, 5, True, [-20, -20, 60, -20]))
case("wellington_penalty_only_made",
     "big_bid_stakes penalty_only: a made Wellington wins only the nap stake, 10.",
     [(S000, Q_WELL_000), R_CLAIM],
     rec({"preset": "standard", "wellington": True, "big_bid_stakes": "penalty_only"}, 0, WELL,
         ["1 bid nap", "2 bid wellington", "2 claim"]),
     expect=over((2, "wellington"), None, [], 0, True, [-10, -10, 30, -10]))
case("wellington_penalty_only_lost",
     "big_bid_stakes penalty_only: a lost Wellington costs twice the nap loss, 10 to each opponent.",
     [(S000, Q_WELL_000)],
     rec({"preset": "standard", "wellington": True, "big_bid_stakes": "penalty_only"}, 0, WELL_LOST,
         ["1 bid nap", "2 bid wellington", *plays(O4, WELL_LOST_TRICKS)]),
     expect=over((2, "wellington"), "C", WELL_LOST_TRICKS, 0, False, [10, 10, -30, 10]))
case("wellington_multiplied_12_6_lost",
     "big_bid_stakes multiplied with nap_stakes 12/6: a lost Wellington costs 12 to each opponent.",
     [(S001, Q_WELL_001),
      ("RULES.md section 2", "with 12/6: 24/12 and 36/18")],
     rec({"preset": "standard", "wellington": True, "nap_stakes": "12/6"}, 0, WELL_LOST,
         ["1 bid nap", "2 bid wellington", *plays(O4, WELL_LOST_TRICKS)]),
     expect=over((2, "wellington"), "C", WELL_LOST_TRICKS, 0, False, [12, 12, -36, 12]))
case("blucher_multiplied_lost",
     "Blücher over Wellington over nap, multiplied: it ends the bidding; lost, it costs three times the nap "
     "loss, 15 to each opponent.",
     [(S003, Q_BLUCHER_003), (S003, Q_BLUCHER_OVER_003)],
     rec({"preset": "standard", "wellington": True, "blucher": True}, 0, BLU_LOST,
         [*BLU_BIDS, *plays(O4, BLU_LOST_TRICKS)]),
     expect=over((3, "blucher"), "C", BLU_LOST_TRICKS, 0, False, [15, 15, 15, -45]))
case("blucher_penalty_only_lost",
     "big_bid_stakes penalty_only: a lost Blücher costs four times the nap loss, 20 to each opponent.",
     [(S000, Q_WELL_000)],
     rec({"preset": "standard", "wellington": True, "blucher": True, "big_bid_stakes": "penalty_only"}, 0,
         BLU_LOST, [*BLU_BIDS, *plays(O4, BLU_LOST_TRICKS)]),
     expect=over((3, "blucher"), "C", BLU_LOST_TRICKS, 0, False, [20, 20, 20, -60]))
case("blucher_multiplied_12_6_made",
     "big_bid_stakes multiplied with nap_stakes 12/6: a made Blücher wins three times 12, 36 from each.",
     [(S000, Q_ENGLAND_000), ("RULES.md section 2", "with 12/6: 24/12 and 36/18")],
     rec({"preset": "standard", "wellington": True, "blucher": True, "nap_stakes": "12/6"}, 0, BLU,
         [*BLU_BIDS, "3 claim"]),
     expect=over((3, "blucher"), None, [], 0, True, [-36, -36, -36, 108]))
case("blucher_penalty_only_made",
     "big_bid_stakes penalty_only: a made Blücher wins only the nap stake, 10.",
     [(S000, Q_WELL_000)],
     rec({"preset": "standard", "wellington": True, "blucher": True, "big_bid_stakes": "penalty_only"}, 0, BLU,
         [*BLU_BIDS, "3 claim"]),
     expect=over((3, "blucher"), None, [], 0, True, [-10, -10, -10, 30]))
case("wellington_without_nap_refused",
     "wellington_needs_nap: a Wellington over a three is refused.",
     [(S001, Q_WELL_OVER_NAP_001), R_REFUSED],
     rec({"preset": "standard", "wellington": True}, 0, PLAIN, ["1 bid 3", "2 bid wellington"]),
     error="action 2 (seat 2 bid wellington): may bid Wellington only over a nap")
case("wellington_needs_nap_off",
     "wellington_needs_nap false: Wellington straight over a three; nothing can exceed it (Blücher off), so "
     "the bidding ends and Cat is to lead, with a claim among her choices.",
     [("RULES.md section 2", "`wellington_needs_nap` | bool | true | 001/003."), R_BID_END, R_INCOMPLETE],
     rec({"preset": "standard", "wellington": True, "wellington_needs_nap": False}, 0, WELL,
         ["1 bid 3", "2 bid wellington"]),
     expect=pending(2, hand_plays(2, "AS KS QS JS TS", claim=True), [0, 0, 0, 0],
                    contract=(2, "wellington"), bidder_tricks=0))
case("blucher_without_wellington_refused",
     "blucher_needs_wellington: a Blücher straight over a nap is refused.",
     [(S003, Q_BLUCHER_OVER_003), R_REFUSED],
     rec({"preset": "standard", "wellington": True, "blucher": True}, 0, PLAIN, ["1 bid nap", "2 bid blucher"]),
     error="action 2 (seat 2 bid blucher): may bid Blücher only over a Wellington")
case("blucher_needs_wellington_off",
     "blucher_needs_wellington false: Blücher straight over nap ends the bidding.",
     [("RULES.md section 2", "`blucher_needs_wellington` | bool | true | 003."), R_BID_END, R_INCOMPLETE],
     rec({"preset": "standard", "wellington": True, "blucher": True, "blucher_needs_wellington": False}, 0, WELL,
         ["1 bid nap", "2 bid blucher"]),
     expect=pending(2, hand_plays(2, "AS KS QS JS TS", claim=True), [0, 0, 0, 0],
                    contract=(2, "blucher"), bidder_tricks=0))
case("wellington_off_refused",
     "Without the wellington rule a Wellington is refused.",
     [("RULES.md section 2", "`wellington` | bool | false |"), R_REFUSED],
     rec({"preset": "standard"}, 0, PLAIN, ["1 bid 3", "2 bid wellington"]),
     error="action 2 (seat 2 bid wellington): Wellington is not played at this table")

# --- the bidding --------------------------------------------------------------------------------------
case("bid_ladder_misere_between_three_and_four",
     "Misère outranks three and is beaten by four; the dealer passes and Dan (four) is to lead.",
     [(S000, Q_MISERE_000), (S003, Q_LADDER_003), R_INCOMPLETE],
     rec({"preset": "standard"}, 0, PLAIN, ["1 bid 3", "2 bid misere", "3 bid 4", "0 pass"]),
     expect=pending(3, hand_plays(3, "2H 3H 4H 5H 6H", claim=True), [0, 0, 0, 0], contract=(3, "4"),
                    bidder_tricks=0))
case("bid_not_higher_refused",
     "A three after a misère is refused: each bid must be higher than every bid so far.",
     [(S000, Q_INCREASE_000), R_REFUSED],
     rec({"preset": "standard"}, 0, PLAIN, ["1 bid misere", "2 bid 3"]),
     error="action 2 (seat 2 bid 3): must bid higher than misère")
case("nap_ends_bidding_incomplete",
     "A nap ends the bidding at once (no Wellington): Ben is to lead, not Cat to bid.",
     [(S000, Q_NAP_TOP_000), R_BID_END, R_INCOMPLETE],
     rec({"preset": "standard"}, 0, PLAIN, ["1 bid nap"]),
     expect=pending(1, hand_plays(1, "2C 3C 4C 5C 6C", claim=True), [0, 0, 0, 0], contract=(1, "nap"),
                    bidder_tricks=0))
case("nap_ends_bidding_refused",
     "After a nap the next seat may not speak: the record's pass by Cat is by the wrong seat.",
     [(S000, Q_NAP_TOP_000), R_REFUSED],
     rec({"preset": "standard"}, 0, PLAIN, ["1 bid nap", "2 pass"]),
     error="action 2 (seat 2 pass): not seat 2's turn: seat 1 is to act")
case("no_second_bid_refused",
     "Each player speaks once: Ben's second bid, once the bidding is over, is refused.",
     [(S000, Q_NO_SECOND_000), R_REFUSED],
     rec({"preset": "standard"}, 0, PLAIN, ["1 bid 2", "2 pass", "3 pass", "0 pass", "1 bid 3"]),
     error="action 5 (seat 1 bid 3): cannot bid now: it is time to play a card")
case("min_bid_3_legal",
     "min_bid 3: the first speaker may pass, bid three, misère, four or nap.",
     [(S003, Q_MIN3_003), R_INCOMPLETE],
     rec({"preset": "standard", "min_bid": 3}, 0, PLAIN, []),
     expect=pending(1, bids(1, "pass", "3", "misere", "4", "nap"), [0, 0, 0, 0]))
case("min_bid_2_refused",
     "min_bid 2: a bid of one is refused.",
     [("RULES.md section 2", "`min_bid` | 1, 2, 3 | 1 |"), R_REFUSED],
     rec({"preset": "standard", "min_bid": 2}, 0, PLAIN, ["1 bid 1"]),
     error="action 1 (seat 1 bid 1): the least bid is 2")
case("misere_off_refused",
     "The classic preset has no misère: a misère bid is refused.",
     [(S003, Q_NO_MISERE_003), R_REFUSED],
     rec({"preset": "classic"}, 0, PLAIN, ["1 bid misere"]),
     error="action 1 (seat 1 bid misere): Misère is not played at this table")
case("five_as_number_refused",
     "In five-card Nap the bid of five is written nap: a bid written 5 is refused.",
     [("RULES.md section 4", "In five-card Nap the bid of five is written `nap` (never `5`)."), R_REFUSED],
     rec({"preset": "standard"}, 0, PLAIN, ["1 bid 5"]),
     error="action 1 (seat 1 bid 5): the bid of five tricks is written nap")
case("start_legal",
     "A record with no actions: the dealer's left speaks first, and may pass or make any bid of the ladder.",
     [(S000, "Beginning on the dealer\u2019s left, each player in turn bids"), R_INCOMPLETE],
     rec({"preset": "standard"}, 0, PLAIN, []),
     expect=pending(1, PLAIN_BIDS, [0, 0, 0, 0]))

# --- seven-card Nap ------------------------------------------------------------------------------------
SEVEN_SIX = ["2C 3C 4C 5C 6C 7C 8C", "2D 3D 4D 5D 6D 7D 8D", "AS KS QS JS TS 9S AH", "2S 3S KH QH JH TH 9H"]
SEVEN_SIX_TRICKS: list[Trick] = [
    (2, "AS 2S 2C 2D", 2),
    (2, "KS 3S 3C 3D", 2),
    (2, "QS 9H 4C 4D", 2),
    (2, "JS TH 5C 5D", 2),
    (2, "TS JH 6C 6D", 2),
    (2, "AH QH 7C 7D", 2),  # the sixth trick: six made, the hand stops
]
case("seven_card_six_made",
     "Seven-card Nap: five, then six; six made on the sixth trick pays 6 from each opponent.",
     [(S003, Q_SEVEN_003), ("RULES.md section 4", "1, 2, 3, 4 (and 5, 6 in seven-card) | the number bid")],
     rec({"preset": "seven_card"}, 0, SEVEN_SIX,
         ["1 bid 5", "2 bid 6", "3 pass", "0 pass", *plays(O4, SEVEN_SIX_TRICKS)]),
     expect=over((2, "6"), "S", SEVEN_SIX_TRICKS, 6, True, [-6, -6, 18, -6]))
case("seven_card_all_seven_claim",
     "Seven-card Nap: a bid of seven ends the bidding; claimed, it wins seven_top_win, 24 from each.",
     [(S003, Q_SEVEN_003), R_BID_END, R_CLAIM],
     rec({"preset": "seven_card"}, 0, SEVEN, ["1 bid 7", "1 claim"]),
     expect=over((1, "7"), None, [], 0, True, [-24, 72, -24, -24]))
SEVEN_LOST = ["4C 8D 9D TD JD QD KD", "AS KS QS JS TS 9S 2C", "AC 2D 3D 4D 5D 6D 7D", "3C 2H 3H 4H 5H 6H 7H"]
case("seven_card_all_seven_lost",
     "Seven-card Nap: seven lost on the first trick costs seven_top_loss, 12 to each opponent.",
     [("RULES.md section 4", "seven-card: all seven | `seven_top_win` (0..1000, default 24, 003) | "
       "`seven_top_loss` (0..1000, default 12: the source gives none)")],
     rec({"preset": "seven_card"}, 0, SEVEN_LOST, ["1 bid 7", *plays(O4, [(1, "2C AC 3C 4C", 2)])]),
     expect=over((1, "7"), "C", [(1, "2C AC 3C 4C", 2)], 0, False, [12, -36, 12, 12]))
case("seven_card_legal_after_four",
     "Seven-card Nap: over a four the next player may pass or bid five, six or seven (misère ranks below four).",
     [(S003, Q_SEVEN_003), R_INCOMPLETE],
     rec({"preset": "seven_card"}, 0, SEVEN, ["1 bid 4"]),
     expect=pending(2, bids(2, "pass", "5", "6", "7"), [0, 0, 0, 0]))
case("seven_card_pool_all_seven",
     "Seven-card Nap in a pool game: all seven is the five-trick bid that takes the pool; seven_top_win 50.",
     [("RULES.md section 4", "the top bid is written `7`, and \"nap\" in a pool or widow rule means it."),
      (S000, Q_POOL_000)],
     rec({"preset": "seven_card", "pool": True, "seven_top_win": 50}, 0, SEVEN, ["1 bid 7", "1 claim"], pool=8),
     expect=over((1, "7"), None, [], 0, True, [-50, 158, -50, -50], pool=(8, 0)))

# --- pools --------------------------------------------------------------------------------------------
case("pool_nap_takes_pool",
     "Pool: a made nap takes the pool (8) besides the nap stakes.",
     [(S000, Q_POOL_000)],
     rec({"preset": "pool"}, 0, TOP_SPADES, ["1 bid nap", "1 claim"], pool=8),
     expect=over((1, "nap"), None, [], 0, True, [-10, 38, -10, -10], pool=(8, 0)))
case("pool_nap_fails_pays_pool",
     "Pool: a failed nap pays the opponents and doubles the pool (8 -> 16).",
     [(S000, Q_POOL_000)],
     rec({"preset": "pool"}, 0, NAP_LOST, ["1 bid nap", *plays(O4, NAP_LOST_TRICKS)], pool=8),
     expect=over((1, "nap"), "C", NAP_LOST_TRICKS, 0, False, [5, -23, 5, 5], pool=(8, 16)))
case("pool_three_leaves_pool",
     "Pool: a bid of three neither takes nor pays the pool.",
     [(S000, Q_POOL_000)],
     rec({"preset": "pool"}, 0, THREE, [*THREE_BIDS, *plays(O4, THREE_TRICKS)], pool=8),
     expect=over((1, "3"), "H", THREE_TRICKS, 3, True, [-3, 9, -3, -3], pool=(8, 8)))
case("pool_revoke_fine",
     "Pool with revokes penalised: Cat's revoke against a nap costs her the nap win for every opponent (30) "
     "and 5 into the pool; the pool is neither taken nor doubled.",
     [(S000, Q_POOL_000), R_REVOKE],
     rec({"preset": "pool", "revokes": "penalised"}, 0, REVOKE, ["1 bid nap", *plays(O4, REVOKE_TRICKS)], pool=8),
     expect=over((1, "nap"), "S", REVOKE_TRICKS, 1, True, [0, 30, -35, 0], pool=(8, 13)))

# --- purchase -----------------------------------------------------------------------------------------
BUY_TRICKS: list[Trick] = [
    (1, "AS 2H TS 7D", 1),
    (1, "KS 3H 3C 8D", 1),
    (1, "QS 4H 4C 9D", 1),
    (1, "JS 5H 5C TH", 1),
    (1, "4D 6H 6C JH", 1),  # nobody has a diamond or a trump left
]
case("purchase_per_card_nap",
     "Purchase per_card: Ben buys two (the queen and jack of spades), Cat stands pat, Dan buys one, Ann three: "
     "6 paid into the pool (8 -> 14), and Ben's made nap takes it all.",
     [(S000, Q_PURCHASE_000), (S000, Q_PURCHASE_POOL_000)],
     rec({"preset": "purchase"}, 0, BUY,
         ["1 exchange 2D 3D", "2 exchange", "3 exchange 2C", "0 exchange 7H 8H 9H", "1 bid nap",
          *plays(O4, BUY_TRICKS)], stock=BUY_STOCK, pool=8),
     expect=over((1, "nap"), "S", BUY_TRICKS, 5, True, [-13, 42, -10, -11], pool=(8, 0)))
case("purchase_flat_incomplete",
     "Purchase flat: 1 for any exchange, standing pat free; the bidding then opens with Ben.",
     [(S003, Q_PURCHASE_003), R_INCOMPLETE],
     rec({"preset": "purchase", "purchase": "flat"}, 0, BUY,
         ["1 exchange 2D 3D 4D", "2 exchange", "3 exchange 2C", "0 exchange"], stock=BUY_STOCK, pool=8),
     expect=pending(1, PLAIN_BIDS, [0, -1, 0, -1], pool=(8, 10)))
BUY28 = ["AD KD QD JD TD", "AS KS 8D 8H 9H", "AH KH QH JH 9D", "AC KC QC JC TC"]
BUY28_STOCK = "QS JS TS 9S 8S TH 9C 8C"
CLUBS = ["TC", "JC", "QC", "KC", "AC"]
case("purchase_stock_limits_incomplete",
     "Purchase with a 28-card pack: after Ben and Cat buy three each the stock holds two, so Dan may exchange "
     "at most two cards (every set of up to two is listed).",
     [(S000, Q_PURCHASE_000),
      ("RULES.md section 5", "one round; a choice once said is final; the stock limits what can be drawn.")],
     rec({"preset": "purchase", "deck_size": 28}, 0, BUY28, ["1 exchange 8D 8H 9H", "2 exchange 9D QH JH"],
         stock=BUY28_STOCK, pool=8),
     expect=pending(3, [" ".join(["3 exchange", *combo]) for k in range(3) for combo in combinations(CLUBS, k)],
                    [0, -3, -3, 0], pool=(8, 14)))
case("purchase_too_many_refused",
     "Purchase: an exchange of three cards from a stock of two is refused.",
     [("RULES.md section 5", "the stock limits what can be drawn."), R_REFUSED],
     rec({"preset": "purchase", "deck_size": 28}, 0, BUY28,
         ["1 exchange 8D 8H 9H", "2 exchange 9D QH JH", "3 exchange TC JC QC"], stock=BUY28_STOCK, pool=8),
     error="action 3 (seat 3 exchange [TC JC QC]): cannot draw 3: the stock holds 2")

# --- peep ---------------------------------------------------------------------------------------------
PEEP_TRICKS: list[Trick] = [
    (0, "AS 2D 2H 2C", 0),
    (0, "KS 3D 3H 3C", 0),
    (0, "QS QH 4H 4C", 0),
    (0, "JS KH 5H 5C", 0),
    (0, "TS AH 6H 6C", 0),
]
case("peep_nap",
     "Peep: Ben and Dan pay 1 each to peep; Ann bids nap without peeping, takes the peep card (the ace of "
     "spades), discards the seven of clubs and makes the nap, taking the pool with the peep fees in it.",
     [(S000, Q_PEEP_000), (S000, Q_POOL_000)],
     rec({"preset": "peep"}, 0, PEEP, [*PEEP_ACTIONS, "0 discard 7C", *plays(O4, PEEP_TRICKS)], widow="AS", pool=8),
     expect=over((0, "nap"), "S", PEEP_TRICKS, 5, True, [40, -11, -10, -11], pool=(8, 0)))
case("peep_start",
     "Peep: the first speaker may peep (for 1) before he bids or passes.",
     [(S000, Q_PEEP_000), R_INCOMPLETE],
     rec({"preset": "peep"}, 0, PLAIN, [], widow="AS", pool=8),
     expect=pending(1, ["1 peep", *PLAIN_BIDS], [0, 0, 0, 0], pool=(8, 8)))
case("peep_discard_incomplete",
     "Peep: once the bidding is over the bidder holds six cards, the peep card included, and must discard one.",
     [(S000, Q_PEEP_000), R_INCOMPLETE],
     rec({"preset": "peep"}, 0, PEEP, PEEP_ACTIONS, widow="AS", pool=8),
     expect=pending(0, [f"0 discard {c}" for c in ["AS", "KS", "QS", "JS", "TS", "7C"]], [0, -1, 0, -1],
                    contract=(0, "nap"), bidder_tricks=0, pool=(8, 10)))
case("peep_discard_peep_card",
     "Peep: the bidder may discard the peep card itself and play the hand as dealt.",
     [("RULES.md section 5", "the winning bidder then takes it into his hand, peeped or not, and discards one "
       "card (it may be the peep card itself)."), R_INCOMPLETE],
     rec({"preset": "peep"}, 0, PEEP, [*PEEP_ACTIONS, "0 discard AS"], widow="AS", pool=8),
     expect=pending(0, hand_plays(0, "KS QS JS TS 7C", claim=True), [0, -1, 0, -1], contract=(0, "nap"),
                    bidder_tricks=0, pool=(8, 10)))
case("peep_twice_refused",
     "Peep: a player may peep once.",
     [(S000, Q_PEEP_000), R_REFUSED],
     rec({"preset": "peep"}, 0, PLAIN, ["1 peep", "1 peep"], widow="AS", pool=8),
     error="action 2 (seat 1 peep): have already peeped")

# --- Sir Garnet --------------------------------------------------------------------------------------
GARNET_TRICKS: list[Trick] = [
    (2, "AS 2H 7C 2C", 2),
    (2, "KS 3H 8C 3C", 2),
    (2, "QS 4H 9C 4C", 2),
    (2, "JS 5H TC 5C", 2),
    (2, "TS 6H JC 6C", 2),
]
case("sir_garnet_nap",
     "Sir Garnet: Cat takes the widow at her turn, keeps five spades, discards five and is bound to nap, "
     "which ends the bidding; made, paid as an ordinary nap.",
     [(S001, Q_GARNET_001), (S001, Q_GARNET_TURN_001), (S000, Q_WIDOW_000)],
     rec({"preset": "sir_garnet"}, 0, GARNET, ["1 pass", "2 widow 2D 3D 4D 5D 6D", *plays(O4, GARNET_TRICKS)],
         widow=GARNET_WIDOW),
     expect=over((2, "nap"), "S", GARNET_TRICKS, 5, True, [-10, -10, 30, -10]))
GARNET_W = ["7C 8C 9C TC JC", "AH KH QH JH TH", "AS KS 2D 3D 4D", "2H 3H 4H 5H 6H"]
case("sir_garnet_over_nap_wellington",
     "Sir Garnet with Wellington: taking the widow over a nap commits to the least higher five-trick bid, "
     "Wellington, at Wellington stakes; claimed at once.",
     [("RULES.md section 5", "must bid nap (or, if nap is already bid, the least higher five-trick bid; if none "
       "is open he may not take it)."), R_CLAIM],
     rec({"preset": "sir_garnet", "wellington": True}, 0, GARNET_W,
         ["1 bid nap", "2 widow 2D 3D 4D 5D 6D", "2 claim"], widow=GARNET_WIDOW),
     expect=over((2, "wellington"), None, [], 0, True, [-20, -20, 60, -20]))
case("sir_garnet_widow_gone_refused",
     "Sir Garnet: once taken the widow is gone; a second player's take is refused.",
     [(S001, Q_GARNET_TURN_001), R_REFUSED],
     rec({"preset": "sir_garnet", "wellington": True}, 0, GARNET_W,
         ["1 widow QS JS TS 5D 6D", "2 widow 2D 3D 4D 5D 6D"], widow=GARNET_WIDOW),
     error="action 2 (seat 2 widow [2D 3D 4D 5D 6D]): the widow is gone")
case("sir_garnet_discard_count_refused",
     "Sir Garnet: the taker must discard as many cards as the widow holds.",
     [(S001, Q_GARNET_001), R_REFUSED],
     rec({"preset": "sir_garnet"}, 0, GARNET, ["1 pass", "2 widow 2D 3D 4D 5D"], widow=GARNET_WIDOW),
     error="action 2 (seat 2 widow [2D 3D 4D 5D]): must discard 5 cards with the widow")
case("sir_garnet_widow_size_refused",
     "Sir Garnet: a widow of four cards is not a deal of these rules.",
     [(S001, '"Sir Garnet" consists of an excess hand of five cards, dealt in the usual way and left on the '
       "table."), R_INDEX],
     rec({"preset": "sir_garnet"}, 0, GARNET, [], widow="QS JS TS 5D"),
     error="action 0: deal: the widow holds 4 cards, not 5")

# --- claims -------------------------------------------------------------------------------------------
case("claim_mid_hand",
     "A claim on lead at the third trick: the two of spades is the last trump, so three is certain.",
     [(S000, Q_ABANDON_000), R_CLAIM],
     rec({"preset": "standard"}, 0, CLAIM, ["1 bid 3", "2 pass", "3 pass", "0 pass", *plays(O4, CLAIM_TRICKS),
                                            "1 claim"]),
     expect=over((1, "3"), "S", CLAIM_TRICKS, 2, True, [-3, 9, -3, -3]))
case("claim_refused",
     "A claim of four at the first lead is refused: whatever the trumps, the defence keeps Ben to three.",
     [R_CLAIM, R_REFUSED],
     rec({"preset": "standard"}, 0, CLAIM, ["1 bid 4", "2 pass", "3 pass", "0 pass", "1 claim"]),
     error="action 5 (seat 1 claim): claim refused: the defence can beat it")
case("claims_off_refused",
     "claims false: no claim is allowed, even a good one.",
     [("RULES.md section 3", "`claims` | bool | true |"), R_REFUSED],
     rec({"preset": "standard", "claims": False}, 0, CLAIM, ["1 bid 3", "2 pass", "3 pass", "0 pass", "1 claim"]),
     error="action 5 (seat 1 claim): claims are not allowed at this table")
case("claim_by_defender_refused",
     "Only the bidder may claim: Ann, on lead for the defence, may not.",
     [("RULES.md section 3", "A claim may be made when the bidder is to lead a trick"), R_REFUSED],
     rec({"preset": "standard"}, 0, FOUR, [*FOUR_BIDS, *plays(O4, FOUR_TRICKS[:3]), "0 claim"]),
     error="action 17 (seat 0 claim): cannot claim now: only the bidder may claim, when he is on lead")
case("claim_misere",
     "A misère claimed at the first lead: each of Ben's cards is the lowest of its suit and every suit he can "
     "lead is held by a defender, so he can never win a trick.",
     [(S000, Q_ABANDON_000), R_CLAIM],
     rec({"preset": "standard"}, 0, ["AC 3D 4D 3H 3S", "2C 3C 2D 2H 2S", "4C 5C 6C 7C 8C", "9C TC JC QC KC"],
         [*MISERE_BIDS, "1 claim"]),
     expect=over((1, "misere"), None, [], 0, True, [-3, 9, -3, -3]))

# --- revokes ------------------------------------------------------------------------------------------
case("revoke_opponent_shows_suit",
     "revokes penalised: Cat revokes on the first trick and shows a spade on the second; the hand stops and "
     "Cat alone pays Ben the three stake for each of the three opponents.",
     [R_REVOKE, (S003, Q_REVOKE_003), (S004, Q_REVOKE_004), (S000, Q_REVOKE_000)],
     rec({"preset": "standard", "revokes": "penalised"}, 0, REVOKE, [*THREE_BIDS, *plays(O4, REVOKE_TRICKS)]),
     expect=over((1, "3"), "S", REVOKE_TRICKS, 1, True, [0, 9, -9, 0]))
REVOKE_END = ["TS 8H 9H TH JH", "AS KS 2D 3D 4D", "QS 2H 3H AD KD", "JS 4H 5H 6H 7H"]
REVOKE_END_TRICKS: list[Trick] = [
    (1, "AS 2H JS TS", 1),  # Cat holds the queen of spades: a revoke
    (1, "KS 3H 4H 8H", 1),  # and again
    (1, "2D AD 5H 9H", 2),
    (2, "KD 6H TH 3D", 2),  # the defence's second trick: four is lost by play, but Cat's revoke counts
]
case("revoke_opponent_end_of_hand",
     "revokes penalised: Cat's revoke is never shown by a later spade; it is established when the hand ends "
     "(Ben's four lost by play), so Ben is paid as if he had made it, by Cat alone.",
     [R_REVOKE, (S000, Q_REVOKE_000)],
     rec({"preset": "standard", "revokes": "penalised"}, 0, REVOKE_END,
         ["1 bid 4", "2 pass", "3 pass", "0 pass", *plays(O4, REVOKE_END_TRICKS)]),
     expect=over((1, "4"), "S", REVOKE_END_TRICKS, 2, True, [0, 12, -12, 0]))
REVOKE_BIDDER = ["7C 6H 7H 5D 6D", "AH KH 2C 3S 4S", "AS 5C 2H 3H 2D", "6C 4H 5H 3D 4D"]
REVOKE_BIDDER_TRICKS: list[Trick] = [
    (1, "AH 2H 4H 6H", 1),
    (1, "3S AS 3D 5D", 2),
    (2, "5C 6C 7C KH", 1),  # Ben trumps though he holds the two of clubs: two tricks, but by a revoke
]
case("revoke_bidder_end_of_hand",
     "revokes penalised: Ben, the bidder, revokes to win his second trick; the hand ends there and his revoke "
     "makes the bid lost: he pays each opponent 2.",
     [R_REVOKE, (S003, Q_REVOKE_003)],
     rec({"preset": "standard", "revokes": "penalised"}, 0, REVOKE_BIDDER,
         ["1 bid 2", "2 pass", "3 pass", "0 pass", *plays(O4, REVOKE_BIDDER_TRICKS)]),
     expect=over((1, "2"), "H", REVOKE_BIDDER_TRICKS, 2, False, [2, -6, 2, 2]))
# Ann, the last to play to each trick, holds the four of spades.
REVOKE_LAST = ["2H 4S QH KH AH", "AS KS QS 2D 3D", "3S 6S 5H 6H 7H", "5S 7S 8H 9H TH"]
REVOKE_LAST_TRICKS: list[Trick] = [
    (1, "AS 3S 5S 2H", 1),  # Ann discards a heart though she holds the four of spades: a revoke
    (1, "KS 6S 7S 4S", 1),  # her spade, the trick's last card, establishes it: the trick is complete all the same
]
R_REVOKE_TRICK = ("HAND-RECORD.md", "A trick to which every active seat has played is complete and has its "
                  "`winner`, also when the card that completed it established a revoke and so ended the hand; it "
                  "counts in `bidder_tricks`.")
case("revoke_established_by_the_last_card_of_a_trick",
     "revokes penalised: Ann's revoke is established by the card that completes the second trick; that trick "
     "has its winner (Ben) and counts in bidder_tricks; Ann alone pays Ben 3 for each of the three opponents.",
     [R_REVOKE_TRICK, R_REVOKE],
     rec({"preset": "standard", "revokes": "penalised"}, 0, REVOKE_LAST,
         [*THREE_BIDS, *plays(O4, REVOKE_LAST_TRICKS)]),
     expect=over((1, "3"), "S", REVOKE_LAST_TRICKS, 2, True, [-9, 9, 0, 0]))
case("revokes_penalised_legal",
     "revokes penalised: any card may be played, so all of Cat's cards are legal though she holds a spade.",
     [("RULES.md section 3", "`penalised`: any card may be played"), R_INCOMPLETE],
     rec({"preset": "standard", "revokes": "penalised"}, 0, REVOKE, [*THREE_BIDS, "1 play AS"]),
     expect=pending(2, hand_plays(2, "2S 4H 5H 6H 7H"), [0, 0, 0, 0], contract=(1, "3"), trump="S",
                    tricks=[(1, "AS", None)], bidder_tricks=0))
case("must_follow_refused",
     "revokes prevented (the default): Cat's heart on a spade lead, holding a spade, is refused.",
     [(S000, Q_PLAY_000), (S003, Q_FOLLOW_003), R_REFUSED],
     rec({"preset": "standard"}, 0, REVOKE, [*THREE_BIDS, "1 play AS", "2 play 4H"]),
     error="action 6 (seat 2 play 4H): must follow spades")

# --- short packs --------------------------------------------------------------------------------------
SHORT28 = ["9S TH JH QH KH", "AS KS QS 8H 9H", "JS 9D TD JD QD", "TS KD AD 8C 9C"]
SHORT28_TRICKS: list[Trick] = [(1, "AS JS TS 9S", 1), (1, "KS 9D 8C TH", 1), (1, "QS TD 9C JH", 1)]
case("short_pack_28",
     "A 28-card pack (eight to ace) for four players: a three made.",
     [(S004, Q_SHORT_004)],
     rec({"preset": "standard", "deck_size": 28}, 0, SHORT28, [*THREE_BIDS, *plays(O4, SHORT28_TRICKS)]),
     expect=over((1, "3"), "S", SHORT28_TRICKS, 3, True, [-3, 9, -3, -3]))
case("short_pack_card_outside_refused",
     "A 28-card pack has no seven: a deal holding the seven of clubs is refused.",
     [(S004, Q_SHORT_004), ("RULES.md section 1", "short packs, keep the highest ranks (40 = A..5, 36 = A..6, "
                            "32 = A..7, 28 = A..8)"), R_INDEX],
     rec({"preset": "standard", "deck_size": 28}, 0,
         ["9S TH JH QH KH", "AS KS QS 8H 9H", "JS 9D TD JD QD", "TS KD AD 8C 7C"], []),
     error="action 0: deal: 7C not in a 28-card pack")
SHORT40 = ["", "AC 5D 6D 7D 8D", "KC 5H 6H 7H 8H", "QC 5S 6S 7S 8S", "JC 9D TD 9H TH"]
case("short_pack_40_five_players",
     "A 40-card pack (five to ace) for five players, the dealer sitting out: a one made on the first trick.",
     [(S004, Q_SHORT_004), (S000, Q_PLAYERS_000)],
     rec({"preset": "standard", "deck_size": 40}, 0, SHORT40,
         ["1 bid 1", "2 pass", "3 pass", "4 pass", *plays([1, 2, 3, 4], [(1, "AC KC QC JC", 1)])]),
     expect=over((1, "1"), "C", [(1, "AC KC QC JC", 1)], 1, True, [0, 3, -1, -1, -1]))
case("rules_do_not_fit_refused",
     "Six players who all play need 30 cards: a 28-card pack is refused, naming the options in conflict.",
     [R_FIT, R_INDEX],
     rec({"preset": "standard", "deck_size": 28, "players": 6, "dealer_sits_out": "never"}, 0,
         ["", "", "", "", "", ""], []),
     error="action 0: rules: 6 active players x 5 cards = 30 cards do not fit a 28-card pack "
           "(players, dealer_sits_out, hand_size, deck_size)")

# --- refused: the form of the record -----------------------------------------------------------------------
case("card_not_in_hand_refused",
     "A play of a card the player does not hold is refused.",
     [R_REFUSED],
     rec({"preset": "standard"}, 0, THREE, [*THREE_BIDS, "1 play 9S"]),
     error="action 5 (seat 1 play 9S): do not hold the nine of spades")
case("wrong_seat_refused",
     "The first to speak is the dealer's left (Ben): a first bid by Cat is refused.",
     [(S000, "Beginning on the dealer\u2019s left, each player in turn bids"), R_REFUSED],
     rec({"preset": "standard"}, 0, THREE, ["2 bid 3"]),
     error="action 1 (seat 2 bid 3): not seat 2's turn: seat 1 is to act")
case("malformed_card_in_play_refused",
     "A play of a card written 1H is refused (the seat is known, the action cannot be read).",
     [R_REFUSED],
     rec({"preset": "standard"}, 0, THREE, [*THREE_BIDS, {"seat": 1, "play": "1H"}]),
     error="action 5 (seat 1): not a card: '1H'")
R_NOTATION = ("HAND-RECORD.md", 'Cards are written exactly as in the deal\'s notation: `"KH "` or `" KH"` is a '
              "malformed card.")
case("card_with_a_space_in_play_refused",
     "A play of a card written with a space after it (\"AH \") is malformed: refused at that action, not read "
     "as AH.",
     [R_NOTATION, R_REFUSED],
     rec({"preset": "standard"}, 0, THREE, [*THREE_BIDS, {"seat": 1, "play": "AH "}]),
     error="action 5 (seat 1): not a card: 'AH '")
case("card_with_a_space_in_deal_refused",
     "A deal naming a card with a space before it (\" 3S\") is refused at index 0.",
     [R_NOTATION, R_REFUSED, R_INDEX],
     rec({"preset": "standard"}, 0, THREE, []) | {"deal": {"hands": [["6H", "QC", "KC", "AD", " 3S"],
         ["AH", "KH", "QH", "2C", "3D"], ["4H", "5C", "6C", "7D", "8S"], ["5H", "9C", "TC", "JD", "2S"]],
         "widow": [], "stock": []}},
     error="action 0: deal: hand of seat 0: not a card: ' 3S'")
case("malformed_card_in_deal_refused",
     "A deal naming a card ZZ is refused at index 0.",
     [R_REFUSED, R_INDEX],
     rec({"preset": "standard"}, 0, ["6H QC KC AD 3S", "AH KH QH 2C 3D", "4H 5C 6C 7D ZZ", "5H 9C TC JD 2S"], []),
     error="action 0: deal: hand of seat 2: not a card: 'ZZ'")
case("unknown_rule_key_refused",
     "An unknown rule key is refused, with the nearest real key suggested.",
     [R_REFUSED, R_INDEX],
     rec({"preset": "standard", "min_bids": 2}, 0, THREE, []),
     error="action 0: rules: unknown rule 'min_bids' (did you mean 'min_bid'?)")
case("rule_bad_value_refused",
     "A rule value the option does not allow is refused.",
     [("RULES.md section 2", "`min_bid` | 1, 2, 3 | 1 |"), R_INDEX],
     rec({"preset": "standard", "min_bid": 4}, 0, THREE, []),
     error="action 0: rules: Lowest bid (min_bid) cannot be 4: it must be 1, 2 or 3")
case("bad_dealer_refused",
     "A dealer who is not a seat of the table is refused.",
     [R_INDEX],
     rec({"preset": "standard"}, 4, THREE, []),
     error="action 0: dealer: expected a seat from 0 to 3, not 4")
case("players_count_mismatch_refused",
     "Four names for a five-player rule set are refused.",
     [("HAND-RECORD.md", "`players`: names in seat order; its length is the `players` rule."), R_INDEX],
     rec({"preset": "standard", "players": 5}, 0, THREE, []),
     error="action 0: players: 4 names for a 5-player game")
case("deal_duplicate_card_refused",
     "A deal that gives the ace of hearts to two players is refused.",
     [("HAND-RECORD.md", "a card that is not where it is said to be"), R_INDEX],
     rec({"preset": "standard"}, 0, ["6H QC KC AD 3S", "AH KH QH 2C 3D", "4H 5C 6C 7D 8S", "AH 9C TC JD 2S"], []),
     error="action 0: deal: AH dealt twice")
case("deal_duplicate_in_hand_refused",
     "A hand that names the same card twice is refused.",
     [("HAND-RECORD.md", "a card that is not where it is said to be"), R_INDEX],
     rec({"preset": "standard"}, 0, ["6H QC KC AD 3S", "AH AH QH 2C 3D", "4H 5C 6C 7D 8S", "5H 9C TC JD 2S"], []),
     error="action 0: deal: seat 1's hand names a card twice")
case("deal_wrong_card_count_refused",
     "A hand of four cards in five-card Nap is refused.",
     [(S000, "if too many or too few cards are given to any player"),
      ("RULES.md section 1", "Misdeals, faced cards and wrong card counts cannot occur in napdesk")],
     rec({"preset": "standard"}, 0, ["6H QC KC AD 3S", "AH KH QH 2C", "4H 5C 6C 7D 8S", "5H 9C TC JD 2S"], []),
     error="action 0: deal: seat 1 was dealt 4 cards, not 5")
case("deal_sitting_out_dealer_has_cards_refused",
     "With five players the dealer sits out: a deal that gives him cards is refused.",
     [(S000, Q_PLAYERS_000), R_INDEX],
     rec({"preset": "standard"}, 4, ["2C 3C 4C 5C 6C", "2D 3D 4D 5D 6D", "2H 3H 4H 5H 6H", "2S 3S 4S 5S 6S",
                                     "AC AD AH AS KC"], []),
     error="action 0: deal: the dealer, who sits out, was dealt 5 cards, not 0")
case("unknown_verb_refused",
     "An action with a verb that is not one of the record's is refused.",
     [("HAND-RECORD.md", "`actions`, in the order they happened, each with the acting `seat` and one verb"),
      R_REFUSED],
     rec({"preset": "standard"}, 0, THREE, [{"seat": 1, "double": True}]),
     error="action 1 (seat 1): an action needs exactly one of bid, play, exchange, peep, widow, discard, claim; "
           "got double")
case("action_after_hand_over_refused",
     "An action after the hand has ended (the three was made on the third trick) is refused.",
     [(S000, Q_ABANDON_000), R_REFUSED],
     rec({"preset": "standard"}, 0, THREE, [*THREE_BIDS, *plays(O4, THREE_TRICKS), "1 play 2C"]),
     error="action 17 (seat 1 play 2C): the hand is already over")
case("unknown_format_refused",
     "A record of another format version is refused.",
     [("HAND-RECORD.md", '"format": "napdesk-hand/1"'), R_INDEX],
     {**rec({"preset": "standard"}, 0, THREE, []), "format": "napdesk-hand/2"},
     error='action 0: format: unknown format "napdesk-hand/2" (expected napdesk-hand/1)')
case("not_json_refused",
     "A file that is not JSON is refused at index 0, with where the JSON breaks.",
     [R_INDEX],
     "{\n",
     error="action 0: record: not JSON: Expecting property name enclosed in double quotes at line 2 column 1")


# ------------------------------------------------------------------------------------------------ files

def dump_record(doc: Json) -> str:
    """A record as a readable JSON file: one line per hand and per action."""
    lines = ["{"]
    items = list(doc.items())
    for i, (key, value) in enumerate(items):
        comma = "," if i < len(items) - 1 else ""
        if key == "deal" and isinstance(value, dict):
            lines.append('  "deal": {')
            hands = value.get("hands", [])
            lines.append('    "hands": [')
            lines += [f"      {json.dumps(h, ensure_ascii=False)}{',' if j < len(hands) - 1 else ''}"
                      for j, h in enumerate(hands)]
            rest = [(k, v) for k, v in value.items() if k != "hands"]
            lines.append("    ]" + ("," if rest else ""))
            lines += [f"    {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}{',' if j < len(rest) - 1 else ''}"
                      for j, (k, v) in enumerate(rest)]
            lines.append("  }" + comma)
        elif key == "actions" and isinstance(value, list) and value:
            lines.append('  "actions": [')
            lines += [f"    {json.dumps(a, ensure_ascii=False)}{',' if j < len(value) - 1 else ''}"
                      for j, a in enumerate(value)]
            lines.append("  ]" + comma)
        else:
            lines.append(f"  {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)}{comma}")
    lines.append("}")
    return "\n".join(lines) + "\n"


def source_text(c: Case) -> str:
    lines = [f"Checks: {c.checks}", ""]
    for where, quote in c.sources:
        lines.append(f"Source: {SEEDS.get(where, where)}")
        lines.append(f'  "{quote}"')
    return "\n".join(lines) + "\n"


def files_of(c: Case) -> dict[str, str]:
    record = c.record if isinstance(c.record, str) else dump_record(c.record)
    files = {f"{c.name}.json": record, f"{c.name}.out.json": c.out_line(),
             f"{c.name}.source.txt": source_text(c)}
    if c.error is not None:
        files[f"{c.name}.err.txt"] = c.err_line()
    return files


def write() -> None:
    wanted: dict[str, str] = {}
    for c in CASES:
        wanted.update(files_of(c))
    # Other golden files share this folder (tests/engine's session_*.json): only a case's own files, the ones
    # beside a NAME.source.txt, are ever removed, and only when the case is gone.
    names = {c.name for c in CASES}
    for source in HERE.glob("*.source.txt"):
        stem = source.name.removesuffix(".source.txt")
        if stem not in names:
            for suffix in (".json", ".out.json", ".err.txt", ".source.txt"):
                if (HERE / f"{stem}{suffix}").exists():
                    (HERE / f"{stem}{suffix}").unlink()
                    print(f"removed {stem}{suffix}")
    for name, text in wanted.items():
        path = HERE / name
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8")
            print(f"wrote {name}")


def check(quotes: Path | None) -> int:
    """Replay each case with the engine and report every difference from the hand-written expectation."""
    sys.path.insert(0, str(HERE.parents[1]))
    from napdesk.replay import replay_text  # only this mode needs the engine

    bad = 0
    for c in CASES:
        text = files_of(c)[f"{c.name}.json"]
        out, err = io.StringIO(), io.StringIO()
        replay_text(f"{c.name}.json", text, True, out, err)
        if out.getvalue() != c.out_line() or err.getvalue() != c.err_line():
            bad += 1
            print(f"--- {c.name}\n  hand: {c.out_line().strip()}\n  hand: {c.err_line().strip()}")
            print(f"  got:  {out.getvalue().strip()}\n  got:  {err.getvalue().strip()}")
    if quotes is not None:
        texts = {key: (quotes / "seeds" / SEEDS[key].split()[0]).read_text(encoding="utf-8") for key in SEEDS}
        for key in ("RULES.md", "HAND-RECORD.md"):
            texts[key] = (quotes / key).read_text(encoding="utf-8")

        def flat(s: str) -> str:
            return " ".join(s.split())

        for c in CASES:
            for where, quote in c.sources:
                doc = texts[where.split()[0]]
                if flat(quote) not in flat(doc):
                    bad += 1
                    print(f"--- {c.name}: quote not found in {where}: {quote!r}")
    print(f"{len(CASES)} cases, {bad} problems")
    return 1 if bad else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--check", action="store_true", help="compare the engine with the cases; write nothing")
    parser.add_argument("--quotes", type=Path, help="with --check: the folder of RULES.md, HAND-RECORD.md, seeds/")
    args = parser.parse_args(argv)
    if args.check:
        return check(args.quotes)
    write()
    return 0


if __name__ == "__main__":
    sys.exit(main())
