"""Card art: napdesk's own vector decks and the user's installed themes, rendered to cached pixmaps.

Every deck is an SVG sheet with one element per card (aisleriot's ids ``spade_1`` .. ``club_king`` and ``back``;
KDE's ``1_spade`` .. ``king_club``). One :class:`CardArt` owns every :class:`QSvgRenderer` for the life of the
application: a renderer collected while an item still draws with it crashes the process (docs/architecture.md,
"Qt notes").
"""

from __future__ import annotations

import configparser
import os
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QLocale, QObject, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from napdesk.engine.cards import Card
from napdesk.resources import asset_path
from napdesk.ui.i18n import QT_TRANSLATE_NOOP

SUIT_IDS = ("club", "diamond", "heart", "spade")
RANK_IDS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king", "1")
BACKS = {"theme": "back_blue", "blue": "back_blue", "red": "back_red", "green": "back_green"}
BACK_LABELS = {  # translated where shown, context "CardArt"
    "theme": QT_TRANSLATE_NOOP("CardArt", "The deck's own"),
    "blue": QT_TRANSLATE_NOOP("CardArt", "Blue"),
    "red": QT_TRANSLATE_NOOP("CardArt", "Red"),
    "green": QT_TRANSLATE_NOOP("CardArt", "Green"),
}
OURS = "napdesk"
CARD_RATIO = 350 / 250  # height / width


def picture_size(width: float, scale: float, dpr: float) -> tuple[int, int]:
    """The device pixels of the picture of a card ``width`` logical pixels wide, shown at ``scale`` on a screen of
    ``dpr`` device pixels each: what a card's paint asks :meth:`CardArt.pixmap` for, and so what is rendered
    before it (napdesk.ui.table.warming, the cut)."""
    return max(1, round(width * scale * dpr)), max(1, round(width * CARD_RATIO * scale * dpr))

AISLERIOT_DIRS = (Path("/usr/share/aisleriot/cards"), Path("/usr/local/share/aisleriot/cards"))
KDE_DIRS = (Path("/usr/share/carddecks"), Path("/usr/local/share/carddecks"))


@dataclass(frozen=True)
class Theme:
    """A deck the user can choose: its name (what the preferences keep), where it comes from, the SVG file, and
    the deck's own title for menus (a KDE deck's ``index.desktop`` Name, in the user's language where it has one).
    """

    name: str
    origin: str  # "napdesk", "aisleriot", "kde", "user"
    path: Path
    title: str = ""

    @property
    def label(self) -> str:
        return self.title or self.name


# The suits a KDE deck draws (index.desktop's Features; absent means the French suits): napdesk's cards are
# clubs, diamonds, hearts and spades, so a German-suited deck (acorns, leaves, hearts, bells) is not offered.
FRENCH_SUITS = "AngloAmerican"


def _kde_index(deck: Path, language: str) -> tuple[str, str, bool] | None:
    """(title, SVG file name, French-suited) from a KDE deck's index.desktop, or None without a readable one."""
    index = deck / "index.desktop"
    if not index.is_file():
        return None
    parser = configparser.ConfigParser(interpolation=None, strict=False)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive: Name[nl]
    try:
        parser.read(index, encoding="utf-8")
    except (configparser.Error, UnicodeDecodeError, OSError):
        return None
    group = next((g for g in ("KDE Backdeck", "KDE Cards") if parser.has_section(g)), None)
    if group is None:
        return None
    entries = parser[group]
    short = language.split("_")[0]
    title = entries.get(f"Name[{language}]") or entries.get(f"Name[{short}]") or entries.get("Name") or ""
    features = [f.strip() for f in (entries.get("Features") or FRENCH_SUITS).replace(";", ",").split(",")]
    return title.strip(), (entries.get("SVG") or "").strip(), FRENCH_SUITS in features


def user_card_dir() -> Path:
    base = os.environ.get("NAPDESK_DATA_DIR")
    if base:
        return Path(base) / "cards"
    import platformdirs

    return Path(platformdirs.user_data_dir("napdesk")) / "cards"


def find_themes(language: str | None = None) -> list[Theme]:
    """Our deck first, then the aisleriot and KDE themes installed, then decks in the user's data dir. KDE decks
    are titled by their index.desktop (in ``language``, by default the locale's) and offered only when they draw
    the French suits."""
    language = language or QLocale().name()
    themes = [Theme(OURS, "napdesk", asset_path("cards", "napdesk.svg"))]
    for folder in AISLERIOT_DIRS:
        if folder.is_dir():
            for p in sorted(folder.iterdir()):
                if p.suffix in (".svg", ".svgz"):
                    themes.append(Theme(p.name.split(".")[0], "aisleriot", p))
    for folder in KDE_DIRS:
        if folder.is_dir():
            for deck in sorted(folder.iterdir()):
                if not deck.is_dir():
                    continue
                index = _kde_index(deck, language)
                if index is not None and not index[2]:
                    continue  # German-suited (or another pack): not the cards Nap is played with
                named = deck / index[1] if index is not None and index[1] else None
                svg = named if named is not None and named.is_file() else next(iter(sorted(deck.glob("*.svg*"))), None)
                if svg is not None:
                    themes.append(Theme(deck.name.removeprefix("svg-"), "kde", svg, index[0] if index else ""))
    folder = user_card_dir()
    if folder.is_dir():
        for p in sorted(folder.iterdir()):
            if p.suffix in (".svg", ".svgz"):
                themes.append(Theme(p.name.split(".")[0], "user", p))
    return themes


def card_ids(card: Card) -> tuple[str, ...]:
    """The element ids a deck may use for ``card``: aisleriot's first, then KDE's."""
    suit, rank = SUIT_IDS[card.suit], RANK_IDS[card.rank]
    return (f"{suit}_{rank}", f"{rank}_{suit}")


class CardArt(QObject):
    """The deck in use: face and back pixmaps at any size, cached; a theme that fails falls back to ours."""

    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._renderers: dict[Path, QSvgRenderer] = {}  # kept alive for the whole application
        self._cache: dict[tuple[str, int, int], QPixmap] = {}
        # The trump's pip on the information panel, drawn on every paint of the panel: rendered from the vector
        # once per size and colour scheme (3-4 ms each time it was rendered anew)
        self._pips: dict[tuple[int, int, bool], QPixmap] = {}
        self.theme = OURS
        self.four_colour = False
        self.back = "theme"  # the theme's own back, or our blue one for our deck
        self._face_renderer = self._renderer(asset_path("cards", "napdesk.svg"))
        self._ours = self._face_renderer
        self._ours4 = self._renderer(asset_path("cards", "napdesk-4colour.svg"))

    def _renderer(self, path: Path) -> QSvgRenderer:
        r = self._renderers.get(path)
        if r is None:
            r = QSvgRenderer(str(path), self)
            self._renderers[path] = r
        return r

    def set_theme(self, name: str) -> str | None:
        """Use the named theme; on failure use ours and return a message saying so."""
        if name == OURS:
            self.theme = OURS
            self._face_renderer = self._ours4 if self.four_colour else self._ours
            self._changed()
            return None
        theme = next((t for t in find_themes() if t.name == name), None)
        problem: str | None = None
        if theme is None:
            problem = self.tr("The card theme {name} is not installed: using napdesk's own cards.")
        else:
            r = self._renderer(theme.path)
            if not r.isValid():
                problem = self.tr("The card theme {name} could not be read ({path}): using napdesk's own cards.")
            elif not any(r.elementExists(i) for i in card_ids(Card.parse("QH"))):
                problem = self.tr("The card theme {name} has no cards napdesk recognises: using napdesk's own cards.")
            else:
                self.theme = name
                self._face_renderer = r
        if problem is not None:
            self.theme = OURS
            self._face_renderer = self._ours4 if self.four_colour else self._ours
            problem = problem.format(name=repr(name), path=theme.path if theme is not None else "")
        self._changed()
        return problem

    def set_four_colour(self, on: bool) -> None:
        self.four_colour = on
        if self.theme == OURS:
            self._face_renderer = self._ours4 if on else self._ours
        self._changed()

    def set_back(self, name: str) -> None:
        if name in BACKS:
            self.back = name
            self._changed()

    def _changed(self) -> None:
        self._cache.clear()
        self._pips.clear()
        self.changed.emit()

    def _element(self, card: Card | None) -> tuple[QSvgRenderer, str]:
        if card is None:
            if self.theme != OURS and self.back == "theme" and self._face_renderer.elementExists("back"):
                return self._face_renderer, "back"
            return self._ours, BACKS[self.back]
        for ident in card_ids(card):
            if self._face_renderer.elementExists(ident):
                return self._face_renderer, ident
        return self._ours, card_ids(card)[0]

    def has(self, card: Card | None, width: int, height: int) -> bool:
        """Whether :meth:`pixmap` has that picture rendered already (a paint asking for it only copies it)."""
        return (self._element(card)[1], width, height) in self._cache

    def pixmap(self, card: Card | None, width: int, height: int) -> QPixmap:
        """The face of ``card`` (or the back for None) rendered at exactly width x height device pixels."""
        renderer, ident = self._element(card)
        key = (ident, width, height)
        pm = self._cache.get(key)
        if pm is None:
            if len(self._cache) > 600:
                self._cache.clear()
            pm = QPixmap(max(1, width), max(1, height))
            pm.fill(QColor(0, 0, 0, 0))
            p = QPainter(pm)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            renderer.render(p, ident, QRectF(0, 0, width, height))
            p.end()
            self._cache[key] = pm
        return pm

    def render_suit(self, painter: QPainter, suit: int, rect: QRectF) -> None:
        """Draw a suit symbol (our vector pip) into ``rect``, sharp at the device's pixel ratio (a HiDPI screen's
        2x) and at the painter's scale."""
        t = painter.worldTransform()
        device = painter.device()
        ratio = (t.m11() ** 2 + t.m12() ** 2) ** 0.5 * (device.devicePixelRatioF() if device is not None else 1.0)
        painter.save()
        pip = self.suit_pixmap(suit, rect.width(), ratio)
        painter.drawPixmap(rect, pip, QRectF(pip.rect()))
        painter.restore()

    def suit_pixmap(self, suit: int, size: float, ratio: float = 1.0) -> QPixmap:
        """The suit's pip, tinted, ``size`` logical pixels square, drawn at ``ratio`` device pixels each."""
        renderer = self._ours4 if self.four_colour else self._ours
        ident = f"pip-{SUIT_IDS[suit]}"
        ink = QColor("#c8102e") if suit in (1, 2) else QColor("#1d1d1f")
        if self.four_colour and suit == 0:
            ink = QColor("#177a35")
        if self.four_colour and suit == 1:
            ink = QColor("#1f5fbf")
        # The pip paths carry no fill of their own: render into a pixmap mask and tint it.
        pixels = max(4, round(size * max(ratio, 1.0)))
        key = (suit, pixels, self.four_colour)
        known = self._pips.get(key)
        if known is not None:
            return known
        if len(self._pips) > 64:
            self._pips.clear()
        pm = QPixmap(pixels, pixels)
        pm.fill(Qt.GlobalColor.transparent)
        p = QPainter(pm)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(p, ident, QRectF(0, 0, pixels, pixels))
        p.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
        p.fillRect(pm.rect(), ink)
        p.end()
        self._pips[key] = pm
        return pm
