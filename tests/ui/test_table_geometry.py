"""The table's geometry, without widgets: nothing overlaps at any seat count from 800x500 to full screen."""

from __future__ import annotations

import itertools

import pytest

from napdesk.ui.table.geometry import Box, layout

SIZES = [(800, 500), (1024, 700), (1280, 800), (1920, 1080), (3840, 2160)]


def _boxes(w: int, h: int, n: int, hand: int, row: int) -> dict[str, Box]:
    lay = layout(w, h, n, hand, row)
    out = lay.regions()
    for k, box in enumerate(lay.trick):
        out[f"trick {k}"] = box
    out["controls line"] = Box(lay.hand.x, lay.bar_bottom - 60, lay.hand.w, 60)
    return out


@pytest.mark.parametrize(("w", "h"), SIZES)
@pytest.mark.parametrize("n", range(2, 8))
def test_no_two_boxes_overlap(w: int, h: int, n: int) -> None:
    hand = 7 if n <= 3 else 5
    for row in (hand, hand + 5):  # the Sir Garnet row holds the widow too
        boxes = _boxes(w, h, n, hand, row)
        trick_zone = boxes.pop("zone")
        bad = [f"{a} {ra} / {b} {rb}" for (a, ra), (b, rb) in itertools.combinations(boxes.items(), 2)
               if ra.intersects(rb)]
        assert not bad, (w, h, n, row, bad)
        table = Box(0, 0, w, h)
        for name, box in boxes.items():
            assert table.contains(box), (name, box)
        for k in range(n):
            assert trick_zone.contains(boxes[f"trick {k}"]), (w, h, n, k)


@pytest.mark.parametrize("n", range(2, 8))
def test_trick_cards_sit_by_their_players_side(n: int) -> None:
    lay = layout(1024, 700, n, 5)
    mine = lay.trick[0]
    assert all(mine.y > t.y for t in lay.trick[1:])  # the viewer's below the others
    xs = [t.cx for t in lay.trick[1:]]
    assert xs == sorted(xs)  # left seat leftmost, then the top row left to right, the right seat rightmost
    if n > 2:
        assert lay.trick[1].cx < mine.cx < lay.trick[n - 1].cx


def test_cards_grow_with_the_table() -> None:
    small, big = layout(800, 500, 4, 5), layout(1920, 1080, 4, 5)
    assert big.cw > small.cw * 1.5
    assert small.hand_step >= small.cw * 0.5  # at 800x500 the hand shows more than corner indices
