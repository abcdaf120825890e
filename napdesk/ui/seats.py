"""Who sits at the table: each seat's player (a person, or a computer of a level) and the default names, which
match where the seats are drawn."""

from __future__ import annotations

from dataclasses import dataclass

from napdesk.ai import LEVELS as AI_LEVELS
from napdesk.ui.i18n import QT_TRANSLATE_NOOP

LEVELS = tuple(AI_LEVELS)
DEFAULT_LEVEL = "intermediate"


@dataclass(frozen=True)
class SeatConfig:
    name: str
    human: bool
    level: str = DEFAULT_LEVEL
    profile: int | None = None  # the stored profile of the person at this seat (the desk's person: one id)


SEAT_NAMES = (  # the default names at the table, shown translated (napdesk.ui.i18n.shown_name of SEAT_CODES)
    QT_TRANSLATE_NOOP("GameController", "You"),
    QT_TRANSLATE_NOOP("GameController", "West"),
    QT_TRANSLATE_NOOP("GameController", "North"),
    QT_TRANSLATE_NOOP("GameController", "East"),
    QT_TRANSLATE_NOOP("GameController", "North-west"),
    QT_TRANSLATE_NOOP("GameController", "North-east"),
    QT_TRANSLATE_NOOP("GameController", "North-north-west"),
    QT_TRANSLATE_NOOP("GameController", "North-north-east"),
)
# Stored as these codes (napdesk.store.schema.NAME_CODES), so that a session shows them in the language of the day.
SEAT_CODES = ("you", "seat:west", "seat:north", "seat:east", "seat:north-west", "seat:north-east",
              "seat:north-north-west", "seat:north-north-east")
# The names by where the seats are drawn for the person in seat 0: the seat after him on his left (West), the last
# on his right (East), the rest along the top from left to right.
_BY_POSITION = {2: (0, 2), 3: (0, 1, 3), 4: (0, 1, 2, 3), 5: (0, 1, 4, 5, 3), 6: (0, 1, 4, 2, 5, 3),
                7: (0, 1, 4, 6, 7, 5, 3)}


def default_seats(players: int, humans: int = 1, level: str = DEFAULT_LEVEL) -> list[SeatConfig]:
    """One person: compass names that match where each seat sits. At a hot-seat table the seats turn with the
    person to move, so nobody has a fixed side: people are "Player n", computers "Computer n"."""
    names = [SEAT_CODES[i] for i in _BY_POSITION.get(players, tuple(range(players)))]
    seats = []
    for i in range(players):
        human = i < humans
        if humans <= 1:
            name = names[i]
        elif human:
            name = f"player:{i + 1}"
        else:
            name = f"computer:{i + 1}"
        seats.append(SeatConfig(name, human, level))
    return seats
