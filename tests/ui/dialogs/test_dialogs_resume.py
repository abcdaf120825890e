"""The resume prompt's list of unfinished sessions."""

from __future__ import annotations

from collections.abc import Callable

from pytestqt.qtbot import QtBot

from napdesk.engine.rules import Rules
from napdesk.store import Store
from napdesk.ui.dialogs.resume import ResumeDialog


def test_seven_players_and_their_balances_show_without_scrolling_sideways(
        qtbot: QtBot, store: Store, played: Callable[..., object]) -> None:
    """Seen at seven players: the names and balances ran on one line each, wider than the prompt, behind a
    sideways scroll bar. Each player now has a line of his own, his balance beside him."""
    from napdesk.ui.controller import default_seats
    from napdesk.ui.i18n import shown_name

    names = tuple(shown_name(s.name) for s in default_seats(7))  # "North-north-west" and the like: the longest offered
    played(store, 3, rules=Rules({"players": 7}), players=names)
    dialog = ResumeDialog(store, store.unfinished_sessions())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.list.horizontalScrollBar().maximum() == 0, "the list scrolls sideways"
    row = dialog.list.topLevelItem(0)
    assert row is not None
    assert row.text(2).split("\n") == list(names)
    assert len(row.text(4).split("\n")) == 7
