"""Storage (floor 2): SQLite under the user's data dir: sessions, hands, scoreboards, preferences."""
