"""The cards' pictures rendered before the paint that shows them, one picture per slice of the event loop.

A card is drawn from a pixmap of the deck's vector art at its exact size (napdesk.ui.cardart); the first paint
that wants a picture not yet rendered renders it there, 0.2-1.4 ms each: the paint at the end of the deal rendered
seven (the hand's five faces and the backs at two sizes) and held the loop for 5-8 ms. Before each of its
animations the table runs a step of :class:`Warmer`: the pictures its cards will show on the way and where they
land, each rendered in a slice of its own, so that the animation's paints only copy them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping

from napdesk.engine.cards import Card
from napdesk.ui.cardart import CardArt, picture_size
from napdesk.ui.table.steps import YIELD, Step, StepQueue
from napdesk.ui.table.targets import Key, Target

Picture = tuple[Card | None, int, int]  # a face (None: the back) at width x height device pixels


def pictures(wanted: Mapping[Key, Target], width: float, dpr: float) -> list[Picture]:
    """What cards ``width`` wide going to ``wanted`` show, at the size each comes to rest at (CardItem.paint's
    own, on a view that is not scaled): the back at each of those sizes (a card dealt or played face down flies
    as a back and turns over where it lands), and each known card's face (shown there, or shown as it turns
    face down on its way: a trick gathered)."""
    out: dict[Picture, None] = {}
    for key, t in wanted.items():
        w, h = picture_size(width, t.scale, dpr)
        if isinstance(key, Card):
            out[(key, w, h)] = None
        out[(None, w, h)] = None
    return list(out)


class Warmer:
    """Steps of the table's queue that render the pictures an animation will want, before it starts."""

    def __init__(self, art: CardArt, queue: StepQueue) -> None:
        self.art = art
        self.queue = queue

    def step(self, wanted: Callable[[], Iterable[Picture]]) -> Step:
        """A step: renders the first picture of ``wanted()`` not rendered yet, and comes back for the next after a
        turn of the event loop (a paint, a timer, a click in between); when none is left it is done (None).
        ``wanted`` is asked when the step first runs: the layout is the one the animation will have."""
        todo: list[Picture] | None = None

        def run() -> str | None:
            nonlocal todo
            if todo is None:
                todo = list(wanted())
            while todo and self.art.has(*todo[0]):
                todo.pop(0)
            if not todo:
                return None
            self.art.pixmap(*todo.pop(0))
            if todo:
                self.queue.push_front(run)
            return YIELD

        return run
