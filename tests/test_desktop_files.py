"""The desktop files (assets/desktop/): the menu entry and the AppStream metainfo pass
their validators (Debian's desktop-file-utils and appstream; .ci/run installs them), the
icons are there at every size, the manual page describes exactly the command line's
options, and `reussite --install-desktop` puts them where a desktop looks and takes them
out again."""

from __future__ import annotations

import configparser
import re
import shutil
import struct
import subprocess
import sys
import xml.etree.ElementTree as ElementTree

import pytest

import game
from game import desktop
from game.app_window import APP_ID
from game.cli import build_parser

FILES = desktop.desktop_files()
ENTRY = FILES / "reussite.desktop"
METAINFO = FILES / desktop.METAINFO
MAN_PAGE = FILES / "reussite.6"


def validator(name: str) -> str:
    found = shutil.which(name)
    if found is None:
        pytest.skip(f"{name} is not installed (Debian: desktop-file-utils, appstream)")
    return found


def entry(path=ENTRY) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, delimiters=("=",))
    parser.optionxform = str  # (keys are case-sensitive)
    parser.read(path, encoding="utf-8")
    return parser["Desktop Entry"]


def test_the_menu_entry_passes_desktop_file_validate():
    out = subprocess.run([validator("desktop-file-validate"), str(ENTRY)],
                         capture_output=True, text=True)
    assert out.returncode == 0 and not out.stdout.strip(), out.stdout + out.stderr


def test_the_metainfo_passes_appstreamcli_validate():
    out = subprocess.run([validator("appstreamcli"), "validate", "--no-net", str(METAINFO)],
                         capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr


def test_the_menu_entry_says_what_the_desktop_needs():
    keys = entry()
    assert keys["Categories"] == "Game;CardGame;"
    assert keys["StartupWMClass"] == APP_ID == keys["Icon"] == keys["Exec"]
    for language in ("de", "fr"):
        assert keys[f"Name[{language}]"] and keys[f"GenericName[{language}]"]
        assert keys[f"Comment[{language}]"] != keys["Comment"]


def test_the_metainfo_names_this_version_and_the_entry():
    root = ElementTree.parse(METAINFO).getroot()
    assert root.find("launchable").text == ENTRY.name
    assert root.find("icon").text == APP_ID
    assert root.find("releases/release").get("version") == game.__version__
    assert root.find("content_rating").get("type").startswith("oars")
    assert root.find("screenshots/screenshot/image").text.startswith("https://")
    assert {e.get("{http://www.w3.org/XML/1998/namespace}lang")
            for e in root.findall("summary")} == {None, "de", "fr"}


def png_size(path) -> tuple[int, int]:
    data = path.read_bytes()[:24]
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


def test_the_icon_is_ours_at_every_size():
    svg = ElementTree.parse(FILES / "reussite.svg").getroot()
    assert svg.get("viewBox") == "0 0 256 256"
    for size in desktop.ICON_SIZES:
        assert png_size(FILES / f"reussite-{size}.png") == (size, size)
    assert {16, 512} <= set(desktop.ICON_SIZES)


def options_in_parser() -> set[str]:
    return {flag for action in build_parser()._actions for flag in action.option_strings
            if flag.startswith("--")}


def options_in_man_page() -> set[str]:
    text = MAN_PAGE.read_text(encoding="utf-8")
    options = text.split("\n.SH OPTIONS\n")[1].split("\n.SH ")[0]
    return {flag.replace("\\-", "-") for flag in
            re.findall(r"^\.BI? (?:\\-h, )?(\\-\\-[a-z\\-]+)", options, re.MULTILINE)}


def test_the_man_page_describes_every_option_and_no_other():
    assert options_in_man_page() == options_in_parser()
    header = MAN_PAGE.read_text(encoding="utf-8").split("\n.TH ")[1].split("\n")[0]
    assert f'"reussite {game.__version__}"' in header and header.startswith("REUSSITE 6 ")


def test_install_desktop_puts_the_files_in_place_and_takes_them_out(tmp_path, monkeypatch,
                                                                    capsys):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    from game.cli import main

    assert main(["--install-desktop"]) == 0
    installed = tmp_path / "applications" / "reussite.desktop"
    keys = entry(installed)
    assert keys["Exec"] in (f"{sys.executable} -m game", f'"{sys.executable}" -m game') \
        or keys["Exec"].endswith("reussite")
    assert "TryExec" not in keys and keys["StartupWMClass"] == APP_ID
    for size in (16, 48, 512):
        assert png_size(tmp_path / "icons" / "hicolor" / f"{size}x{size}" / "apps"
                        / "reussite.png") == (size, size)
    assert (tmp_path / "icons" / "hicolor" / "scalable" / "apps" / "reussite.svg").is_file()
    assert (tmp_path / "metainfo" / desktop.METAINFO).is_file()
    assert (tmp_path / "man" / "man6" / "reussite.6").is_file()
    if shutil.which("desktop-file-validate"):
        out = subprocess.run(["desktop-file-validate", str(installed)], capture_output=True,
                             text=True)
        assert out.returncode == 0, out.stdout
    assert "applications/reussite.desktop" in capsys.readouterr().out

    assert main(["--uninstall-desktop"]) == 0
    left = [p for p in tmp_path.rglob("*") if p.is_file() and "reussite" in p.name]
    assert left == []
    assert main(["--uninstall-desktop"]) == 0
    assert "nothing to remove" in capsys.readouterr().out.split("\n")[-2]


def test_a_path_with_spaces_is_quoted_as_the_desktop_entry_spec_says():
    assert desktop._quoted("/usr/bin/python3") == "/usr/bin/python3"
    assert desktop._quoted('/home/a b/"x"/py') == '"/home/a b/\\"x\\"/py"'


def test_install_desktop_on_a_system_without_xdg_menus_touches_nothing(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    monkeypatch.setattr(desktop.sys, "platform", "win32")
    assert desktop.install() == desktop.uninstall() == [
        "Only a Linux or BSD desktop has a menu to put Réussite in."]
    assert not any(tmp_path.iterdir())
