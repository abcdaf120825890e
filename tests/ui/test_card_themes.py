"""Installed card themes: a KDE deck is titled by its index.desktop (in the player's language where it has one),
and a deck that does not draw the French suits (a German-suited one) is not offered."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from napdesk.resources import asset_path
from napdesk.ui import cardart
from napdesk.ui.prefs import face_choices


def _deck(root: Path, folder: str, index: str | None) -> None:
    deck = root / folder
    deck.mkdir(parents=True)
    (deck / "cards.svg").write_bytes(asset_path("cards", "napdesk.svg").read_bytes())
    if index is not None:
        (deck / "index.desktop").write_text(index, encoding="utf-8")


@pytest.fixture
def kde_decks(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    root = tmp_path / "carddecks"
    _deck(root, "svg-fancy", "[KDE Backdeck]\nName=Fancy Parisian\nName[nl]=Sierlijk Parijs\nSVG=cards.svg\n"
                             "Features=AngloAmerican,Backs1\n")
    _deck(root, "svg-plain", "[KDE Backdeck]\nName=Plain Standard\nSVG=cards.svg\n")  # no Features: French
    _deck(root, "svg-xskat-german", "[KDE Backdeck]\nName=XSkat German\nSVG=cards.svg\nFeatures=German,Backs1\n")
    _deck(root, "svg-noindex", None)
    monkeypatch.setattr(cardart, "KDE_DIRS", (root,))
    monkeypatch.setattr(cardart, "AISLERIOT_DIRS", ())
    monkeypatch.setenv("NAPDESK_DATA_DIR", str(tmp_path / "data"))
    return root


def test_kde_decks_are_titled_by_their_index_and_german_suits_are_left_out(kde_decks: Path) -> None:
    themes = {t.name: t for t in cardart.find_themes("en_GB") if t.origin == "kde"}
    assert set(themes) == {"fancy", "plain", "noindex"}
    assert themes["fancy"].label == "Fancy Parisian"
    assert themes["plain"].label == "Plain Standard"
    assert themes["noindex"].label == "noindex"  # no index.desktop: the folder's name
    assert themes["fancy"].path == kde_decks / "svg-fancy" / "cards.svg"
    dutch = {t.name: t.label for t in cardart.find_themes("nl_NL")}
    assert dutch["fancy"] == "Sierlijk Parijs" and dutch["plain"] == "Plain Standard"


def test_the_preferences_offer_the_decks_by_their_titles(kde_decks: Path, qtbot: QtBot) -> None:
    labels = dict(face_choices())
    assert labels["fancy"] == "Fancy Parisian (kde)"
    assert "xskat-german" not in labels
