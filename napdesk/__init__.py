"""napdesk: Napoleon (Nap), the Victorian trick-taking card game, on the desktop."""

__version__ = "0.1.0"
