"""Computer players (floor 2): they see a seat's view, never the whole hand."""
