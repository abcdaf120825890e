"""Every house rule of docs/rules.md, declared once: its kind, default, allowed values, label, help, the sentences
that describe it and the source texts it comes from (:class:`napdesk.engine.option.Option`). The settings dialog,
validation, the presets, saved sessions and the hand record all read these declarations
(:mod:`napdesk.engine.rules`)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from types import MappingProxyType
from typing import Final

from napdesk.engine.option import ORDER, Option, Value

__all__ = ["DEFAULTS", "KEYS", "OPTION", "OPTIONS", "SOURCE_TEXTS", "cite_sources"]

# ---------------------------------------------------------------------------------------------- declarations
# In the order of play: pack and deal, bidding, play, settlement, chips, pools and session. docs/rules.md and the
# house-rules dialog list each group's options in this order.

OPTIONS: Final[tuple[Option, ...]] = (
    # 1. The pack, the players, the deal
    Option(
        key="players",
        kind="int",
        default=4,
        minimum=2,
        maximum=7,
        label="Players",
        help="How many sit at the table. Four is the classic game; with five or more the dealer may sit out "
        "each hand.",
        source='000: "Any number from two to six can play; but four is the best game"; 003: three to seven '
        "players",
        group="Pack and players",
        says=("{value} players sit at the table.",),
    ),
    Option(
        key="deck_size",
        kind="choice",
        default=52,
        choices=(52, 40, 36, 32, 28),
        choice_labels=("52 (full pack)", "40 (ace to five)", "36 (ace to six)", "32 (ace to seven)",
                       "28 (ace to eight)"),
        label="Cards in the pack",
        help="A short pack keeps only the highest cards of each suit. Four players often use 28 or 32 cards, "
        "five players 36 or 40.",
        source='000: "a full pack of fifty-two cards"; 004: packs of 28 to 52 cards, 28-32 for four players, '
        "36-40 for five",
        group="Pack and players",
        says=(
            "The full 52-card pack is used.",
            "The pack is cut down to 40 cards, ace to five.",
            "The pack is cut down to 36 cards, ace to six.",
            "The pack is cut down to 32 cards, ace to seven.",
            "The pack is cut down to 28 cards, ace to eight.",
        ),
    ),
    Option(
        key="hand_size",
        kind="choice",
        default=5,
        choices=(5, 7),
        choice_labels=("5 (Nap)", "7 (Seven-card Nap)"),
        label="Cards per hand",
        help="Five cards is ordinary Nap. Seven cards is Seven-card Nap: bids go up to all seven tricks, and "
        "Wellington and Blücher are not played.",
        source="003: Seven-card Nap, bids from 3 to 7, seven paying 24 from each opponent",
        group="Pack and players",
        says=("Each player gets five cards.", "Seven-card Nap: each player gets seven cards."),
    ),
    Option(
        key="dealer_sits_out",
        kind="choice",
        default="five_plus",
        choices=("never", "five_plus", "six_plus"),
        choice_labels=("Never", "With five or more players", "With six or more players"),
        label="Dealer sits out",
        help="At a big table the dealer deals himself no cards and sits out the hand he deals.",
        source='000: "If five or six play it is usual for the dealer to give himself no cards"; 004: with '
        "six players",
        group="Pack and players",
        says=(
            "The dealer always plays his own deal.",
            "With five or more players the dealer sits out the hand he deals.",
            "With six or more players the dealer sits out the hand he deals.",
        ),
    ),
    Option(
        key="sitting_out_dealer_settles",
        kind="bool",
        default=False,
        label="Dealer who sits out pays and is paid",
        help="When the dealer sits out a hand, he still pays a winning bidder and is paid by a losing one, "
        "like the players in the hand.",
        source="004: the dealer who deals himself no cards still receives or pays as much as the others, as "
        "if he were playing",
        group="Pack and players",
        says=(
            "A dealer who sits out still pays and is paid like the other opponents.",
            "A dealer who sits out neither pays nor is paid.",
        ),
    ),
    Option(
        key="first_dealer",
        kind="choice",
        default="cut_low",
        choices=("cut_low", "first_jack", "random"),
        choice_labels=("Lowest cut deals", "First Jack deals", "At random"),
        label="First dealer",
        help="How the first dealer of a session is chosen: everyone cuts and the lowest card deals (ace is "
        "low, ties cut again), or cards are dealt face up until a Jack turns up, or by lot.",
        source='000: "the lowest cut has the first choice of seats, and deals the first hand", or "the '
        'lowest card or the first Jack taking the deal"; 003, 004: lowest card deals, ace low',
        group="Pack and players",
        says=(
            "The lowest cut deals first.",
            "The first Jack dealt face up deals first.",
            "The first dealer is chosen at random.",
        ),
    ),
    Option(
        key="deal_packets",
        kind="choice",
        default="3-2",
        choices=("3-2", "2-3", "singly"),
        choice_labels=("Three, then two", "Two, then three", "One at a time"),
        label="Dealing",
        help="The cards go round in packets, three then two or two then three, or one at a time as in the "
        "old game.",
        source='000: "two cards on the first round, and three on the next; or three on the first and two on '
        'the next"; 001: the old game, "five cards being dealt out singly"',
        group="Pack and players",
        says=(
            "Cards are dealt three, then two.",
            "Cards are dealt two, then three.",
            "Cards are dealt one at a time.",
        ),
    ),
    # 2. Bidding
    Option(
        key="min_bid",
        kind="choice",
        default=1,
        choices=(1, 2, 3),
        choice_labels=("One trick", "Two tricks", "Three tricks"),
        label="Lowest bid",
        help="The fewest tricks a player may bid.",
        source='000: "stating the number of tricks he proposes to win"; 001, 004: any number; 003: three is '
        "the least bid",
        group="Bidding",
        says=("Minimum bid is one.", "Minimum bid is two.", "Minimum bid is three."),
    ),
    Option(
        key="misere",
        kind="bool",
        default=True,
        label="Misère",
        help="A bid to win no trick at all. It ranks above three and below four.",
        source='000: "a misère bid is allowed, which outranks a bid of three tricks, and is beaten by one of '
        'four"; 001: "Misery"; 003',
        group="Bidding",
        says=("Misère may be bid.", "Misère is not played."),
    ),
    Option(
        key="misere_trumps",
        kind="choice",
        default="none",
        choices=("none", "first_lead"),
        choice_labels=("No trumps", "First card led makes trumps"),
        label="Trumps in misère",
        help="Misère is normally played without trumps. At some tables the first card led makes trumps, as "
        "in any other bid.",
        source='000: "There is no trump suit in misère"; 001: "At some tables trumps, determined in the '
        'usual way by the initial lead, are recognised"',
        group="Bidding",
        says=("Misère is played without trumps.", "In misère the first card led makes trumps."),
    ),
    Option(
        key="misere_stakes",
        kind="choice",
        default="three",
        choices=("three", "nap"),
        choice_labels=("Like a bid of three", "Like a nap"),
        label="Misère pays",
        help="A misère wins and loses like a bid of three tricks or, by a house rule, like a nap.",
        source='000: "the value of three tricks for a misère"; 003: some house rules pay it like a nap '
        "(10/5)",
        group="Stakes",
        says=("Misère pays like a bid of three.", "Misère pays like a nap."),
    ),
    Option(
        key="nap_stakes",
        kind="choice",
        default="10/5",
        choices=("10/5", "12/6"),
        choice_labels=("Win 10, lose 5", "Win 12, lose 6"),
        label="Nap pays",
        help="A nap that is made wins 10 from each opponent; one that fails pays each 5. Penny-nap tables "
        "make it a shilling and sixpence: 12 and 6.",
        source='000: "receives ten counters from each adversary; but if he fails, he pays only five", penny '
        'nap makes "naps win a shilling or lose sixpence"; 001: 1s. to win and 6d. to lose',
        group="Stakes",
        says=("Nap wins 10 and loses 5.", "Nap wins 12 and loses 6."),
    ),
    Option(
        key="wellington",
        kind="bool",
        default=False,
        label="Wellington",
        help="A bid of all five tricks at higher stakes, made over a nap.",
        source='001: "a superior call to Napoleon ... to make the whole five tricks, but at double the Nap '
        'stakes"; 003',
        group="Bidding",
        says=("Wellington may be bid.", "Wellington is not played."),
    ),
    Option(
        key="blucher",
        kind="bool",
        default=False,
        label="Blücher",
        help="A bid of all five tricks over a Wellington, at the highest stakes. Needs Wellington.",
        source='000: "Another may outbid this again by bidding Blucher"; 003: only after someone has bid '
        "Wellington, at treble stakes",
        group="Bidding",
        says=("Blücher may be bid.", "Blücher is not played."),
    ),
    Option(
        key="wellington_needs_nap",
        kind="bool",
        default=True,
        label="Wellington only over a nap",
        help="Wellington may be bid only after someone has bid nap.",
        source='001: "it cannot be declared unless \'Nap\' is declared before it"; 003',
        group="Bidding",
        says=("Wellington may only be bid over a nap.", "Wellington may be bid without a nap before it."),
    ),
    Option(
        key="blucher_needs_wellington",
        kind="bool",
        default=True,
        label="Blücher only over a Wellington",
        help="Blücher may be bid only after someone has bid Wellington.",
        source="003: Blücher may only be bid after someone has bid Wellington",
        group="Bidding",
        says=(
            "Blücher may only be bid over a Wellington.",
            "Blücher may be bid without a Wellington before it.",
        ),
    ),
    Option(
        key="big_bid_stakes",
        kind="choice",
        default="multiplied",
        choices=("multiplied", "penalty_only"),
        choice_labels=("Double and treble stakes", "Nap win, bigger losses"),
        label="Wellington and Blücher pay",
        help="English rule: Wellington wins and loses double the nap stakes, Blücher treble. American rule: "
        "both win only the nap stake, but a failed Wellington pays twice and a failed Blücher four times "
        "the nap loss.",
        source='001: "if the caller of Nap receives 1s. or pays 6d., on a Wellington he would receive 2s., '
        'or pay 1s."; 003: double and treble; 000: "pay double or treble stakes if he fails, but will '
        'receive only the usual amount"',
        group="Stakes",
        says=(
            "Wellington pays double and Blücher treble the nap stakes.",
            "Wellington and Blücher win only the nap stake; failing costs two and four times the nap loss.",
        ),
    ),
    Option(
        key="all_pass",
        kind="choice",
        default="dealer_must_bid",
        choices=("dealer_must_bid", "redeal"),
        choice_labels=("The dealer must bid", "Throw in and deal again"),
        label="If everyone passes",
        help="Either the dealer (or the last player to speak, if the dealer sits out) must bid at least the "
        "lowest bid and play it, or the cards are thrown in and the next dealer deals.",
        source='000: "If all pass until it comes to the dealer, he is bound to bid at least one trick, and '
        'either play or pay"; 003: the hand is thrown in and the next dealer deals afresh',
        group="Bidding",
        says=(
            "If everyone passes, the dealer must bid.",
            "If everyone passes, the cards are thrown in and the next dealer deals.",
        ),
    ),
    # 3. Play
    Option(
        key="hand_end",
        kind="choice",
        default="decided",
        choices=("decided", "all_tricks"),
        choice_labels=("As soon as it is decided", "After the last trick"),
        label="Hand ends",
        help="A hand stops as soon as the bid is made or can no longer be made (extra tricks are worth "
        "nothing), or every trick is played out.",
        source='000: "The hands are usually abandoned when the bidder succeeds", "nothing is paid for under '
        'or over-tricks"; 003: the hand ends when all five tricks have been played',
        group="Play",
        says=(
            "A hand stops as soon as the bid is made or beaten.",
            "Every hand is played out to the last trick.",
        ),
    ),
    Option(
        key="claims",
        kind="bool",
        default=True,
        label="Bidder may claim",
        help="When the bidder is to lead and his cards make the bid whatever the others play, he may show "
        "them and end the hand. napdesk checks a claim and refuses one that could be beaten.",
        source='000: the bidder "shows cards which are good for his bid against any play"',
        group="Play",
        says=(
            "The bidder may claim the rest of the hand.",
            "The bidder may not claim; the cards are played.",
        ),
    ),
    Option(
        key="revokes",
        kind="choice",
        default="prevented",
        choices=("prevented", "penalised"),
        choice_labels=("Cannot be played", "Allowed, and penalised"),
        label="Revokes",
        help="Normally a card that fails to follow suit when it could cannot be played. With penalties any "
        "card may be played; a revoke that comes to light stops the hand, and the revoker pays all the "
        "stakes.",
        source='000: "the individual player in fault must pay all the counters depending on the result"; '
        "003: the game stops when the revoke is found; 004",
        group="Play",
        says=(
            "A card that fails to follow suit cannot be played.",
            "Revokes may be made, and cost the revoker all the stakes.",
        ),
    ),
    Option(
        key="last_trick_review",
        kind="bool",
        default=True,
        label="Look back at the last trick",
        help="Lets players look again at the trick just played. Off is the strict rule that a trick once "
        "turned cannot be seen again.",
        source='000: "A trick once turned and quitted cannot again be seen"',
        group="Play",
        says=("The last trick may be looked at again.", "A trick once turned cannot be seen again."),
    ),
    # 4. Settlement
    Option(
        key="seven_top_win",
        kind="int",
        default=24,
        minimum=0,
        maximum=1000,
        label="All seven wins",
        help="In Seven-card Nap, what each opponent pays a bidder who makes all seven tricks.",
        source="003: in Seven-card Nap a bid of seven pays 24 from each opponent",
        group="Stakes",
        says=("Making all seven tricks wins {value} from each opponent.",),
    ),
    Option(
        key="seven_top_loss",
        kind="int",
        default=12,
        minimum=0,
        maximum=1000,
        label="All seven loses",
        help="In Seven-card Nap, what a bidder who fails to make all seven tricks pays each opponent.",
        source="003 gives no loss for seven; napdesk takes half the win, as a nap loses half what it wins",
        group="Stakes",
        says=("Failing to make all seven tricks costs {value} to each opponent.",),
    ),
    # 5. Chips, pools and the session
    Option(
        key="starting_chips",
        kind="int",
        default=50,
        minimum=10,
        maximum=1000,
        label="Starting chips",
        help="The chips each player has at the start of a session.",
        source='000: each buys counters from the banker, "usually fifty"; 003: equal chips for the session',
        group="Session",
        says=("Each player starts with {value} chips.",),
    ),
    Option(
        key="when_broke",
        kind="choice",
        default="buy",
        choices=("buy", "out"),
        choice_labels=("Buys another stack", "Is out"),
        label="A player who runs out",
        help="Either buys another stack from the bank (the scoreboard counts it against him) or is out of "
        "the session. A player who cannot pay in full pays all he has.",
        source='000: "When any player\'s supply is exhausted, he can purchase more"; 003: a player with no '
        "chips left is out",
        group="Session",
        says=("A player who runs out buys another stack.", "A player who runs out is out of the session."),
    ),
    Option(
        key="stake_unit",
        kind="choice",
        default="counters",
        choices=("counters", "penny", "sixpence", "nickel", "quarter"),
        choice_labels=("Counters", "Pennies", "Sixpences", "Nickels", "Quarters"),
        label="Play for",
        help="How chips are shown. It changes only the display: one chip is one counter, penny, sixpence, "
        "nickel or quarter.",
        source='000: "In \'penny nap,\' English coppers are used", "sixpenny nap", "In America, nickel and '
        'quarter nap are the usual forms"',
        group="Stakes",
        says=(
            "Stakes are shown in counters.",
            "Stakes are shown in pennies.",
            "Stakes are shown in sixpences.",
            "Stakes are shown in nickels.",
            "Stakes are shown in quarters.",
        ),
    ),
    Option(
        key="session_end",
        kind="choice",
        default="open",
        choices=("open", "hands", "rounds"),
        choice_labels=("When you stop", "After a number of hands", "After a number of deals each"),
        label="Session ends",
        help="A session goes on until you stop, or ends after a set number of hands, or once every player "
        "has dealt a set number of times (see Session length).",
        source="003: after an agreed number of hands, whoever has the most chips wins",
        group="Session",
        says=(
            "The session goes on until you stop.",
            "The session ends after %n hand(s).",
            "The session ends when everyone has dealt %n time(s).",
        ),
        counts="session_length",
    ),
    Option(
        key="session_length",
        kind="int",
        default=20,
        minimum=1,
        maximum=1000,
        label="Session length",
        help="The number of hands, or of deals by each player, after which the session ends.",
        source="003: an agreed number of hands",
        group="Session",
        says=("Session length is set to {value}, for a session with an end.",),
    ),
    Option(
        key="tiebreak",
        kind="choice",
        default="extra_hand",
        choices=("extra_hand", "shared"),
        choice_labels=("Tied players play one more hand", "Tied players share the win"),
        label="Ties",
        help="If players tie for the most chips at the end, they alone play one more hand, or they share "
        "the win.",
        source="003: only the tied players play one extra hand; the most chips then wins",
        group="Session",
        says=("Tied leaders play one more hand.", "Tied leaders share the win."),
    ),
    Option(
        key="pool",
        kind="bool",
        default=False,
        label="Pool",
        help="Everyone puts chips into a pool and each dealer adds more. The first bidder to make a "
        "five-trick bid takes the pool; one who fails such a bid pays into it as much as it holds.",
        source='000 "Pools": "each player contributing a certain amount, usually two counters", "The player '
        'who first succeeds in winning five tricks on a nap bid takes the pool"',
        group="Pools and variants",
        says=("A pool is played.", "No pool is played."),
    ),
    Option(
        key="pool_ante",
        kind="int",
        default=2,
        minimum=0,
        maximum=1000,
        label="Pool ante",
        help="What each player puts in when a new pool is formed.",
        source='000: "each player contributing a certain amount, usually two counters, on the first deal"',
        group="Pools and variants",
        says=("Each player puts {value} into a new pool.",),
    ),
    Option(
        key="pool_dealer_ante",
        kind="int",
        default=2,
        minimum=0,
        maximum=1000,
        label="Dealer's ante",
        help="What each later dealer adds to the pool.",
        source='000: "Each dealer in turn adds two more"',
        group="Pools and variants",
        says=("Each dealer adds {value} to the pool.",),
    ),
    Option(
        key="purchase",
        kind="choice",
        default="off",
        choices=("off", "per_card", "flat"),
        choice_labels=("Off", "1 per card", "1 per exchange"),
        label="Buying cards",
        help="Before the bidding each player in turn may throw away cards and draw new ones, paying into "
        "the pool 1 for each card, or 1 for any exchange. Needs Pool.",
        source='000 "Purchase Nap": "For each card so exchanged, the player pays one counter to the pool"; '
        "003: one stake to exchange cards",
        group="Pools and variants",
        says=(
            "Nobody may buy cards.",
            "Before bidding, players may buy new cards at 1 a card.",
            "Before bidding, players may exchange cards for 1, however many.",
        ),
    ),
    Option(
        key="peep",
        kind="bool",
        default=False,
        label="Peep",
        help="One extra card is dealt face down. Before speaking, a player may pay 1 to the pool to look at "
        "it; the winning bidder takes it and throws away one card. Needs Pool; not with Widow.",
        source='000 "Peep Nap": "one card only is dealt to the widow", "a private peep at this down card, '
        'on paying one counter to the pool"; 003',
        group="Pools and variants",
        says=("A peep card is dealt; a look at it costs 1.", "No peep card is dealt."),
    ),
    Option(
        key="widow",
        kind="bool",
        default=False,
        label="Widow (Sir Garnet)",
        help="A spare hand is dealt face down. A player in turn to bid may take it, keep the best of the "
        "cards and throw away the rest, and must then bid nap. Not with Peep.",
        source='001 "Sir Garnet": "on the remaining five he is bound to declare Nap"; 000 "Widows": "deal '
        'five cards in the centre of the table"',
        group="Pools and variants",
        says=("A widow hand is dealt (Sir Garnet).", "No widow hand is dealt."),
    ),
)

# The source texts a declaration's ``source`` cites by number, named for a reader (cite_sources).
SOURCE_TEXTS: Final[Mapping[str, str]] = MappingProxyType({
    "000": "Foster's Complete Hoyle (1897)",
    "001": "an old English account",
    "003": "the Dutch pub rules",
    "004": "the Spanish encyclopaedia",
})
_SOURCE_NUMBER: Final = re.compile(r"\b(" + "|".join(SOURCE_TEXTS) + r")\b")


def cite_sources(source: str, names: Mapping[str, str] = SOURCE_TEXTS) -> str:
    """A declaration's ``source`` with each source number replaced by the text's name from ``names`` (a
    translation of :data:`SOURCE_TEXTS` may be given): ``000: "..."`` reads ``Foster's Complete Hoyle (1897):
    "..."``."""
    cited = _SOURCE_NUMBER.sub(lambda m: names.get(m.group(1), m.group(1)), source)
    return cited[:1].upper() + cited[1:]


OPTION: Final[Mapping[str, Option]] = MappingProxyType({o.key: o for o in OPTIONS})
KEYS: Final = tuple(OPTION)
ORDER.update((key, i) for i, key in enumerate(KEYS))
DEFAULTS: Final[Mapping[str, Value]] = MappingProxyType({o.key: o.default for o in OPTIONS})
