"""Render napdesk's app icon PNGs from the SVG sources, offscreen with QtSvg.

    .venv/bin/python packaging/make_icons.py            # writes assets/icons/napdesk-<N>.png
    .venv/bin/python packaging/make_icons.py --check    # exit 1 if a PNG is missing or differs from a fresh render

Sizes 16 to 32 come from ``napdesk-small.svg`` (one card, a bold spade: the full design turns to mud below 48 px);
48 and up from ``napdesk.svg``. The PNGs are committed, so packaging needs no renderer: the freedesktop icon theme
(``hicolor/<N>x<N>/apps``), Windows ``.ico`` and macOS ``.icns`` builds all start from them.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ICONS = Path(__file__).resolve().parents[1] / "assets" / "icons"
SIZES = (16, 32, 48, 64, 128, 256, 512)
SMALL_BELOW = 48  # sizes under this use the small design


def source_for(size: int) -> Path:
    return ICONS / ("napdesk-small.svg" if size < SMALL_BELOW else "napdesk.svg")


def png_path(size: int) -> Path:
    return ICONS / f"napdesk-{size}.png"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Render assets/icons/napdesk-<N>.png from the SVG icons.")
    parser.add_argument("--check", action="store_true", help="compare with the committed PNGs, write nothing")
    args = parser.parse_args(argv)

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    stale: list[str] = []
    for size in SIZES:
        renderer = QSvgRenderer(str(source_for(size)))
        if not renderer.isValid():
            print(f"make_icons: cannot read {source_for(size)}", file=sys.stderr)
            return 1
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter)
        painter.end()
        image = image.convertToFormat(QImage.Format.Format_ARGB32)
        target = png_path(size)
        if args.check:
            if QImage(str(target)).convertToFormat(QImage.Format.Format_ARGB32) != image:
                stale.append(target.name)
        elif not image.save(str(target), b"PNG"):
            print(f"make_icons: cannot write {target}", file=sys.stderr)
            return 1
        else:
            print(f"{target.relative_to(ICONS.parents[1])}  {size}x{size}  from {source_for(size).name}")
    del app
    if stale:
        print(f"make_icons: stale or missing, run packaging/make_icons.py: {', '.join(stale)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
