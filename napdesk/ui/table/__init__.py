"""The card table: a view built from small parts (geometry, targets, steps, controls, plates, overlays)."""

from napdesk.engine.facts import bid_ladder  # the buttons the bidding bar offers
from napdesk.ui.prefs import SPEEDS
from napdesk.ui.table.view import TableView

__all__ = ["SPEEDS", "TableView", "bid_ladder"]
