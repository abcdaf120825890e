"""The assets folder reaches the installed package as napdesk.assets."""

from __future__ import annotations

import importlib.resources
import xml.etree.ElementTree as ET

import pytest

from napdesk.resources import asset_path


def test_app_icon_is_installed() -> None:
    icon = asset_path("icons", "napdesk.svg")
    assert icon.is_file(), icon
    root = ET.parse(icon).getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"


def test_assets_root_is_the_napdesk_assets_package() -> None:
    root = asset_path()
    assert root.is_dir()
    assert root == importlib.resources.files("napdesk.assets")
    assert (root / "icons").is_dir()


@pytest.mark.parametrize("bad", ["..", ".", "", "/etc", "icons/napdesk.svg", "a\\b"])
def test_asset_path_refuses_anything_but_plain_names(bad: str) -> None:
    with pytest.raises(ValueError, match="plain names"):
        asset_path(bad)
