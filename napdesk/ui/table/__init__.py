"""The card table: a view built from small parts (geometry, targets, steps, controls, plates, overlays)."""

from napdesk.ui.snapshot import bid_ladder
from napdesk.ui.table.view import SPEEDS, TableView

__all__ = ["SPEEDS", "TableView", "bid_ladder"]
