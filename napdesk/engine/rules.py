"""The house rules of Nap as data: one declaration per option of docs/rules.md, the presets, and validation.

Every option of ``docs/rules.md`` is declared exactly once in :data:`OPTIONS`, with its kind,
default, allowed values, a label, help a player understands and the source texts it comes from. The settings
dialog, validation, the presets, saved sessions and the hand record all read these declarations; a new option
added here appears everywhere without other code.

A :class:`Rules` is one complete, valid, immutable rule set: a preset with some values changed. Reading a rule
is an attribute read (``rules.min_bid``), cheap enough for a search's inner loop.

Combinations that cannot be played (a deal that does not fit the pack, an option that needs another) are
declared in :data:`CONSTRAINTS`; :func:`problems` lists every one a value set breaks, with a message that
names the options in conflict.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Final, Literal, final

__all__ = [
    "CONSTRAINTS",
    "DEFAULTS",
    "GROUPS",
    "OPTION",
    "OPTIONS",
    "PRESETS",
    "SOURCE_TEXTS",
    "Constraint",
    "Option",
    "RuleError",
    "Rules",
    "Value",
    "cite_sources",
    "describe",
    "described",
    "preset_rules",
    "problems",
    "validate",
]

Value = bool | int | str
Kind = Literal["bool", "choice", "int"]

GROUPS: Final = ("Pack and players", "Bidding", "Play", "Stakes", "Pools and variants", "Session")

# key -> position in OPTIONS; filled once OPTIONS is declared (RuleError sorts its keys by it).
_ORDER: dict[str, int] = {}


class RuleError(ValueError):
    """A rule value or a combination of rules napdesk cannot play.

    The message is meant for a player and names the options in conflict; ``keys`` holds those options, in
    declaration order (a key that is not a declared option, such as an unknown rule or ``"preset"``, comes
    last). A combination problem found by :func:`problems` also carries its constraint's ``summary`` (a fixed
    sentence, so that a dialog can show it translated with the options' labels).
    """

    keys: tuple[str, ...]
    summary: str

    def __init__(self, message: str, keys: Iterable[str] = (), summary: str = "") -> None:
        super().__init__(message)
        unique = list(dict.fromkeys(keys))
        self.keys = tuple(sorted(unique, key=lambda k: _ORDER.get(k, len(_ORDER) + unique.index(k))))
        self.summary = summary

    def __reduce__(self) -> tuple[type[RuleError], tuple[str, tuple[str, ...], str]]:
        return (RuleError, (str(self), self.keys, self.summary))


def _show(value: object) -> str:
    """A value as a player would type it in a record: JSON spelling for booleans, quotes for text."""
    if value is True:
        return "true"
    if value is False:
        return "false"
    return repr(value)


def _either(values: Iterable[object]) -> str:
    """``1, 2 or 3``."""
    shown = [_show(v) for v in values]
    return shown[0] if len(shown) == 1 else ", ".join(shown[:-1]) + " or " + shown[-1]


@dataclass(frozen=True)
class Option:
    """The declaration of one house rule.

    ``choice_labels`` (optional, one per choice) are what a settings dialog shows for each choice. ``says``
    are the sentences :func:`describe` uses: for a bool (when on, when off); for a choice one per choice; for
    an int one template in which ``{value}`` is the number (``{other_key}`` names any rule's value).
    ``source`` cites the source texts by number (``000:``, see :data:`SOURCE_TEXTS`): the books' own words in
    double quotes, our paraphrase outside them. The UI translates the note whole and keeps the quotations.
    """

    key: str
    kind: Kind
    default: Value
    label: str
    help: str
    source: str
    group: str
    choices: tuple[Value, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    choice_labels: tuple[str, ...] = ()
    says: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        # Declarations are code: a bad one is a programming error found at import.
        if self.group not in GROUPS:
            raise ValueError(f"{self.key}: unknown group {self.group!r}")
        if self.kind == "choice":
            if not self.choices or self.minimum is not None or self.maximum is not None:
                raise ValueError(f"{self.key}: a choice needs choices and no range")
            if len({(type(c), c) for c in self.choices}) != len(self.choices):
                raise ValueError(f"{self.key}: repeated choice")
            if self.choice_labels and len(self.choice_labels) != len(self.choices):
                raise ValueError(f"{self.key}: one label per choice")
        elif self.choices or self.choice_labels:
            raise ValueError(f"{self.key}: only a choice has choices")
        if (self.kind == "int") != (self.minimum is not None and self.maximum is not None):
            raise ValueError(f"{self.key}: an int, and only an int, has a minimum and a maximum")
        expected = {"bool": 2, "choice": len(self.choices), "int": 1}[self.kind]
        if len(self.says) != expected:
            raise ValueError(f"{self.key}: {expected} sentences expected in says")
        self.check(self.default)

    def check(self, value: object) -> Value:
        """The value if this option allows it, else a RuleError naming the option, the value and what is
        allowed.

        A bool must be ``True`` or ``False`` (not 0 or 1); an int must not be a bool.
        """
        if self.kind == "bool":
            if type(value) is bool:
                return value
            raise RuleError(
                f"{self.label} ({self.key}) must be true or false, not {_show(value)}", (self.key,)
            )
        if self.kind == "int":
            assert self.minimum is not None and self.maximum is not None
            if type(value) is int and self.minimum <= value <= self.maximum:
                return value
            raise RuleError(
                f"{self.label} ({self.key}) must be a whole number from {self.minimum} to {self.maximum}, "
                f"not {_show(value)}",
                (self.key,),
            )
        for choice in self.choices:
            if type(choice) is type(value) and choice == value:
                return choice
        raise RuleError(
            f"{self.label} ({self.key}) cannot be {_show(value)}: it must be {_either(self.choices)}",
            (self.key,),
        )

    def choice_label(self, value: Value) -> str:
        """What a dialog shows for one of this option's values."""
        if self.kind == "bool":
            return "On" if value else "Off"
        if self.kind == "choice" and self.choice_labels:
            for choice, label in zip(self.choices, self.choice_labels, strict=True):
                if type(choice) is type(value) and choice == value:
                    return label
        return str(value)


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
            "The session ends after {session_length} hands.",
            "The session ends when everyone has dealt {session_length} times.",
        ),
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
_KEYS: Final = tuple(OPTION)
_ORDER.update((key, i) for i, key in enumerate(_KEYS))
DEFAULTS: Final[Mapping[str, Value]] = MappingProxyType({o.key: o.default for o in OPTIONS})

# docs/rules.md, "Presets", in its order: each preset lists only what differs from the defaults.
_PRESET_TABLE: Final[tuple[tuple[str, dict[str, Value]], ...]] = (
    ("standard", {}),
    ("pub", {  # session_end hands: session_length keeps its default of 20
        "dealer_sits_out": "never",
        "min_bid": 3,
        "wellington": True,
        "blucher": True,
        "all_pass": "redeal",
        "hand_end": "all_tricks",
        "when_broke": "out",
        "session_end": "hands",
    }),
    ("classic", {"deal_packets": "singly", "misere": False}),
    ("short_pack", {"deck_size": 32, "dealer_sits_out": "six_plus", "sitting_out_dealer_settles": True}),
    ("seven_card", {"hand_size": 7, "min_bid": 3}),
    ("pool", {"pool": True}),
    ("purchase", {"pool": True, "purchase": "per_card"}),
    ("peep", {"pool": True, "peep": True}),
    ("sir_garnet", {"widow": True}),
)
PRESETS: Final[Mapping[str, Mapping[str, Value]]] = MappingProxyType(
    {name: MappingProxyType(values) for name, values in _PRESET_TABLE}
)


# ---------------------------------------------------------------------------------------------- combinations

def _dealer_sits_out(values: Mapping[str, Value]) -> bool:
    rule, players = values["dealer_sits_out"], values["players"]
    assert isinstance(players, int)
    return (rule == "five_plus" and players >= 5) or (rule == "six_plus" and players >= 6)


def _widow_size(values: Mapping[str, Value]) -> int:
    hand_size = values["hand_size"]
    assert isinstance(hand_size, int)
    return hand_size if values["widow"] else 1 if values["peep"] else 0


@dataclass(frozen=True)
class Constraint:
    """A combination of rules that napdesk refuses: ``find`` returns the problem, or None when there is none.

    ``keys`` are every option the constraint can involve (a dialog can re-check when one changes); the
    RuleError it finds names those actually in conflict.
    """

    keys: tuple[str, ...]
    summary: str
    find: Callable[[Mapping[str, Value]], RuleError | None]


def _fit(v: Mapping[str, Value]) -> RuleError | None:
    players, hand_size, deck_size = v["players"], v["hand_size"], v["deck_size"]
    assert isinstance(players, int) and isinstance(hand_size, int) and isinstance(deck_size, int)
    sits_out = _dealer_sits_out(v)
    active = players - sits_out
    widow = _widow_size(v)
    total = active * hand_size + widow
    if total <= deck_size:
        return None
    named = ["players"]
    if players >= 5:  # only then can dealer_sits_out change the count
        named.append("dealer_sits_out")
    named.append("hand_size")
    extra = ""
    if v["widow"]:
        named.append("widow")
        extra = f" + widow of {widow}"
    elif v["peep"]:
        named.append("peep")
        extra = " + peep card"
    named.append("deck_size")
    who = f"{active} active players" + (" (the dealer sits out)" if sits_out else "")
    return RuleError(
        f"{who} x {hand_size} cards{extra} = {total} cards do not fit a {deck_size}-card pack "
        f"({', '.join(named)})",
        named,
    )


def _blucher_needs_wellington(v: Mapping[str, Value]) -> RuleError | None:
    if v["blucher"] and not v["wellington"]:
        return RuleError(
            "blucher needs wellington: Blücher is bid over a Wellington, so turn Wellington on or Blücher "
            "off",
            ("wellington", "blucher"),
        )
    return None


def _seven_cards_no_big_bids(v: Mapping[str, Value]) -> RuleError | None:
    on = [key for key in ("wellington", "blucher") if v[key]]
    if v["hand_size"] != 7 or not on:
        return None
    names = {"wellington": "Wellington", "blucher": "Blücher"}
    subject = " and ".join(names[k] for k in on) + (" are" if len(on) > 1 else " is")
    return RuleError(
        f"{subject} not played with seven cards (hand_size 7, {', '.join(on)})", ("hand_size", *on)
    )


def _purchase_needs_pool(v: Mapping[str, Value]) -> RuleError | None:
    if v["purchase"] != "off" and not v["pool"]:
        return RuleError(
            f"purchase needs pool: bought cards are paid for into the pool, so turn Pool on or set Buying "
            f"cards (purchase {v['purchase']}) to off",
            ("pool", "purchase"),
        )
    return None


def _peep_needs_pool(v: Mapping[str, Value]) -> RuleError | None:
    if v["peep"] and not v["pool"]:
        return RuleError(
            "peep needs pool: a peep is paid for into the pool, so turn Pool on or Peep off", ("pool", "peep")
        )
    return None


def _peep_not_with_widow(v: Mapping[str, Value]) -> RuleError | None:
    if v["peep"] and v["widow"]:
        return RuleError(
            "peep and widow cannot both be on: each deals extra cards face down, so choose one",
            ("peep", "widow"),
        )
    return None


CONSTRAINTS: Final[tuple[Constraint, ...]] = (
    Constraint(
        ("players", "deck_size", "hand_size", "dealer_sits_out", "peep", "widow"),
        "The hands (and the widow or peep card) must fit in the pack",
        _fit,
    ),
    Constraint(("wellington", "blucher"), "Blücher needs Wellington", _blucher_needs_wellington),
    Constraint(
        ("hand_size", "wellington", "blucher"),
        "Wellington and Blücher are not played with seven cards",
        _seven_cards_no_big_bids,
    ),
    Constraint(("pool", "purchase"), "Buying cards needs a pool", _purchase_needs_pool),
    Constraint(("pool", "peep"), "Peep needs a pool", _peep_needs_pool),
    Constraint(("peep", "widow"), "Peep and widow cannot both be played", _peep_not_with_widow),
)


def _unknown(keys: Iterable[object]) -> RuleError | None:
    unknown = [k for k in keys if not (isinstance(k, str) and k in OPTION)]
    if not unknown:
        return None
    parts = []
    for key in unknown:
        close = difflib.get_close_matches(str(key), _KEYS, n=1) if isinstance(key, str) else []
        parts.append(repr(key) + (f" (did you mean {close[0]!r}?)" if close else ""))
    plural = "s" if len(parts) > 1 else ""
    return RuleError(f"unknown rule{plural} {', '.join(parts)}", [str(k) for k in unknown])


def _check_each(values: Mapping[str, object], into: dict[str, Value]) -> list[RuleError]:
    """Check each declared key present in values, in declaration order, writing good values into ``into``."""
    errors = []
    for key in _KEYS:
        if key in values:
            try:
                into[key] = OPTION[key].check(values[key])
            except RuleError as error:
                errors.append(error)
    return errors


def _joined(errors: list[RuleError]) -> RuleError:
    if len(errors) == 1:
        return errors[0]
    return RuleError("; ".join(str(e) for e in errors), [k for e in errors for k in e.keys])


def problems(values: Mapping[str, Value]) -> list[RuleError]:
    """Every problem of a value set, empty when it is a playable rule set.

    Unknown keys and values an option does not allow come first; the combination problems
    (:data:`CONSTRAINTS`) are looked for once every value is allowed. A key left out takes its default.
    """
    found: list[RuleError] = []
    unknown = _unknown(values)
    if unknown is not None:
        found.append(unknown)
    resolved = dict(DEFAULTS)
    found += _check_each(values, resolved)
    if found:
        return found
    return [RuleError(str(error), error.keys, c.summary) for c in CONSTRAINTS
            if (error := c.find(resolved)) is not None]


def validate(values: Mapping[str, Value]) -> None:
    """Raise a RuleError if the value set has any problem.

    With one problem that is the error raised; with several, one RuleError joins their messages with "; " and
    carries all their keys, so that a player sees every conflict at once.
    """
    found = problems(values)
    if found:
        raise _joined(found)


def _preset_name(preset: object) -> str:
    if isinstance(preset, str) and preset in PRESETS:
        return preset
    raise RuleError(f"unknown preset {_show(preset)}: the presets are {_either(PRESETS)}", ("preset",))


_PRESET_VALUES: Final[dict[str, dict[str, Value]]] = {
    name: {**DEFAULTS, **values} for name, values in PRESETS.items()
}


# ---------------------------------------------------------------------------------------------- Rules

# The type of each rule's value, for a type checker: a choice is a Literal of its choices, so that a misspelt choice
# (``rules.purchase == "per-card"``) is a type error. tests/engine/test_rules.py checks these against OPTIONS.
DeckSize = Literal[52, 40, 36, 32, 28]
HandSize = Literal[5, 7]
DealerSitsOut = Literal["never", "five_plus", "six_plus"]
FirstDealer = Literal["cut_low", "first_jack", "random"]
DealPackets = Literal["3-2", "2-3", "singly"]
MinBid = Literal[1, 2, 3]
MisereTrumps = Literal["none", "first_lead"]
MisereStakes = Literal["three", "nap"]
NapStakes = Literal["10/5", "12/6"]
BigBidStakes = Literal["multiplied", "penalty_only"]
AllPass = Literal["dealer_must_bid", "redeal"]
HandEnd = Literal["decided", "all_tricks"]
Revokes = Literal["prevented", "penalised"]
WhenBroke = Literal["buy", "out"]
StakeUnit = Literal["counters", "penny", "sixpence", "nickel", "quarter"]
SessionEnd = Literal["open", "hands", "rounds"]
Tiebreak = Literal["extra_hand", "shared"]
Purchase = Literal["off", "per_card", "flat"]


@final
class Rules(Mapping[str, Value]):
    """One complete, valid, immutable and hashable rule set: a preset with some values changed.

    ``Rules()`` is the standard game; ``Rules({"min_bid": 3}, preset="pool")`` the pool preset with a minimum
    bid of three. Every rule is an item (``rules["min_bid"]``) and an attribute (``rules.min_bid``). Two rule
    sets are equal when every value is (the preset they were built from does not count: it is only where they
    came from).
    """

    # Every rule has its own slot: reading rules.min_bid is a plain slot read, and nothing can be assigned.
    __slots__ = (
        "preset", "_values", "_hash", "_active_players", "_widow_size", "_dealer_sits_out_now", *_KEYS
    )

    preset: str
    _values: dict[str, Value]
    _hash: int
    _active_players: int
    _widow_size: int
    _dealer_sits_out_now: bool

    # One annotation per rule (the slots above hold them), in declaration order.
    players: int
    deck_size: DeckSize
    hand_size: HandSize
    dealer_sits_out: DealerSitsOut
    sitting_out_dealer_settles: bool
    first_dealer: FirstDealer
    deal_packets: DealPackets
    min_bid: MinBid
    misere: bool
    misere_trumps: MisereTrumps
    misere_stakes: MisereStakes
    nap_stakes: NapStakes
    wellington: bool
    blucher: bool
    wellington_needs_nap: bool
    blucher_needs_wellington: bool
    big_bid_stakes: BigBidStakes
    all_pass: AllPass
    hand_end: HandEnd
    claims: bool
    revokes: Revokes
    last_trick_review: bool
    seven_top_win: int
    seven_top_loss: int
    starting_chips: int
    when_broke: WhenBroke
    stake_unit: StakeUnit
    session_end: SessionEnd
    session_length: int
    tiebreak: Tiebreak
    pool: bool
    pool_ante: int
    pool_dealer_ante: int
    purchase: Purchase
    peep: bool
    widow: bool

    def __init__(self, values: Mapping[str, object] | None = None, *, preset: str = "standard") -> None:
        preset = _preset_name(preset)
        resolved = dict(_PRESET_VALUES[preset])
        if values:
            unknown = _unknown(values)
            errors = ([unknown] if unknown else []) + _check_each(values, resolved)
            if errors:
                raise _joined(errors)
        validate(resolved)
        self._fill(preset, resolved)

    def _fill(self, preset: str, values: dict[str, Value]) -> None:
        put = object.__setattr__
        put(self, "preset", preset)
        put(self, "_values", values)
        for key, value in values.items():
            put(self, key, value)
        put(self, "_hash", hash(tuple(values.values())))
        sits_out = _dealer_sits_out(values)
        players = values["players"]
        assert isinstance(players, int)
        put(self, "_dealer_sits_out_now", sits_out)
        put(self, "_active_players", players - sits_out)
        put(self, "_widow_size", _widow_size(values))

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> Rules:
        """Read the record form: an optional ``"preset"`` (default ``"standard"``) and the rules that
        differ from it."""
        values = dict(data)
        preset = _preset_name(values.pop("preset", "standard"))
        return cls(values, preset=preset)

    def to_dict(self) -> dict[str, Value]:
        """The record form napdesk writes: the preset, then every rule resolved, in declaration order."""
        return {"preset": self.preset, **self._values}

    def overrides(self) -> dict[str, Value]:
        """The rules whose values differ from this rule set's preset, in declaration order."""
        base = _PRESET_VALUES[self.preset]
        return {key: value for key, value in self._values.items() if base[key] != value}

    def replace(self, **changes: object) -> Rules:
        """A copy with some rules changed (same preset), checked like a new rule set."""
        if not changes:
            return self
        return Rules({**self._values, **changes}, preset=self.preset)

    # Derived values the engine reads often.
    @property
    def active_players(self) -> int:
        """Players dealt in each hand: all of them, less the dealer when he sits out."""
        return self._active_players

    @property
    def widow_size(self) -> int:
        """Cards dealt face down besides the hands: ``hand_size`` with a widow, 1 with peep, else 0."""
        return self._widow_size

    @property
    def dealer_sits_out_now(self) -> bool:
        """Whether, with this many players, the dealer sits out the hand he deals."""
        return self._dealer_sits_out_now

    # Mapping
    def __getitem__(self, key: str) -> Value:
        return self._values[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._values)

    def __len__(self) -> int:
        return len(self._values)

    def __contains__(self, key: object) -> bool:
        return key in self._values

    def __getattr__(self, name: str) -> Any:
        # Only reached when no slot answers: a name that is not a rule (or a half-built instance).
        if name.startswith("_"):
            raise AttributeError(name)
        try:
            return self._values[name]
        except KeyError:
            raise AttributeError(f"{name!r} is not a rule") from None

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"Rules cannot be changed: use rules.replace({name}=...) for a new rule set")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("Rules cannot be changed")

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Rules):
            return self._hash == other._hash and self._values == other._values
        if isinstance(other, Mapping):
            return self._values == dict(other.items())
        return NotImplemented

    def __hash__(self) -> int:
        return self._hash

    def __repr__(self) -> str:
        return f"Rules({self.overrides()!r}, preset={self.preset!r})"

    def __reduce__(self) -> tuple[Callable[[str, dict[str, Value]], Rules], tuple[str, dict[str, Value]]]:
        return (_restore, (self.preset, self.overrides()))

    def __copy__(self) -> Rules:
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> Rules:
        return self


def _restore(preset: str, values: dict[str, Value]) -> Rules:
    return Rules(values, preset=preset)


# Built at import: a preset that is not a valid rule set fails here, not in a player's dialog.
_PRESET_RULES: Final[dict[str, Rules]] = {name: Rules(preset=name) for name in PRESETS}


def preset_rules(name: str) -> Rules:
    """The rule set of a preset (an unknown name raises a RuleError listing the presets)."""
    return _PRESET_RULES[_preset_name(name)]


# ---------------------------------------------------------------------------------------------- describe

_WORDS: Final = (
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"
)


def _number(n: int) -> str:
    return _WORDS[n] if 0 <= n < len(_WORDS) else str(n)


def describe(rules: Rules) -> list[str]:
    """In plain words, one short sentence per rule that differs from the defaults, in declaration order."""
    sentences = []
    for template, fields in described(rules):
        value = fields["value"]
        text = template.format(**{**fields, "value": _number(value) if isinstance(value, int) else value})
        sentences.append(text[:1].upper() + text[1:])
    return sentences


def described(rules: Rules) -> list[tuple[str, dict[str, Value]]]:
    """What :func:`describe` says, as data: each sentence's template (an Option's ``says``) and the values it
    names (``value``, the rule's own, and every rule by its key), for a UI to translate the template first."""
    out: list[tuple[str, dict[str, Value]]] = []
    for option in OPTIONS:
        value = rules[option.key]
        if value == DEFAULTS[option.key]:
            continue
        if option.key == "session_length" and rules["session_end"] != "open":
            continue  # already said by session_end ("The session ends after 30 hands.")
        if option.kind == "bool":
            template = option.says[0 if value else 1]
        elif option.kind == "choice":
            template = option.says[option.choices.index(value)]
        else:
            template = option.says[0]
        out.append((template, {**rules, "value": value}))
    return out
