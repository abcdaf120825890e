"""Data files (icons, card art, fonts) installed as the package `napdesk.assets`; see napdesk.resources."""
