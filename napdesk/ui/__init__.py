"""The Qt face of napdesk (floor 3): the only package that imports PySide6."""
