"""Map numbers are finite and within the map, and a compressed layer is refused before it is inflated
whole; any such map falls back to the automatic layout with its message."""

from __future__ import annotations

import base64
import time
import tracemalloc
import zlib

import pytest

from scenes.table import board as B
from tests.table.test_board import maproot, tmx  # noqa: F401 - the fixture is used by name


def _layer_map(data: str, compression: str = "zlib") -> str:
    layer = (
        f' <layer id="1" name="ground" width="48" height="27"><data encoding="base64" '
        f'compression="{compression}">{data}</data></layer>\n'
    )
    text = tmx()
    start = text.index(" <layer")
    end = text.index("</layer>\n") + len("</layer>\n")
    return text[:start] + layer + text[end:]


@pytest.mark.parametrize(
    "obj,words",
    [
        ('<object id="1" name="deck" x="inf" y="20" width="100" height="150"/>', "finite"),
        ('<object id="1" name="deck" x="nan" y="20" width="100" height="150"/>', "finite"),
        ('<object id="1" name="deck" x="10" y="20" width="-100" height="150"/>', "negative size"),
        ('<object id="1" name="deck" x="10" y="20" width="1e308" height="150"/>', "outside"),
        ('<object id="1" name="deck" x="5000" y="20" width="10" height="10"/>', "outside"),
        ('<object id="1" name="deck" x="-400" y="20" width="10" height="10"/>', "outside"),
        ('<object id="1" name="deck" x="ten" y="20" width="10" height="10"/>', "not a number"),
        ('<object id="1" name="deck" x="10" y="20"><polygon points="0,0 1e999,5 5,5"/></object>', "not finite"),
        ('<object id="1" name="deck" x="10" y="20"><polygon points="0,0 90000,5 5,5"/></object>', "outside"),
    ],
)
def test_bad_object_numbers_are_refused_with_a_reason(maproot, obj, words):  # noqa: F811
    (maproot / "m.tmx").write_text(tmx(objects=obj), encoding="utf-8")
    with pytest.raises(B.BoardInvalid, match=words):
        B.read_map(maproot / "m.tmx", "t", roots=[maproot])


@pytest.mark.parametrize(
    "attr,value",
    [("width", "0"), ("width", "-3"), ("width", "100000"), ("tilewidth", "inf"), ("height", "2.5")],
)
def test_bad_map_sizes_are_refused(maproot, attr, value):  # noqa: F811
    text = tmx().replace(f' {attr}="', f' {attr}="{value}" x{attr}="', 1)
    (maproot / "m.tmx").write_text(text, encoding="utf-8")
    with pytest.raises(B.BoardInvalid):
        B.read_map(maproot / "m.tmx", "t", roots=[maproot])


def test_a_zlib_bomb_layer_is_refused_quickly_in_little_memory(maproot):  # noqa: F811
    bomb = zlib.compress(b"\0" * (200 * 1024 * 1024), 9)  # 200 MB of zeros in about 200 KB
    (maproot / "bomb.tmx").write_text(_layer_map(base64.b64encode(bomb).decode()), encoding="ascii")
    tracemalloc.start()
    t0 = time.perf_counter()
    with pytest.raises(B.BoardInvalid, match="more data than"):
        B.read_map(maproot / "bomb.tmx", "t", roots=[maproot])
    took = time.perf_counter() - t0
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert took < 2.0 and peak < 50 * 1024 * 1024


def test_a_layer_of_the_right_size_still_loads(maproot):  # noqa: F811
    cells = (1).to_bytes(4, "little") * (48 * 27)
    (maproot / "ok.tmx").write_text(_layer_map(base64.b64encode(zlib.compress(cells)).decode()), encoding="ascii")
    geo = B.read_map(maproot / "ok.tmx", "t", roots=[maproot])
    assert "deck" in geo.zones


def test_unknown_compression_and_bad_base64_are_refused(maproot):  # noqa: F811
    (maproot / "z.tmx").write_text(_layer_map("AAAA", "zstd"), encoding="ascii")
    with pytest.raises(B.BoardInvalid, match="compression"):
        B.read_map(maproot / "z.tmx", "t", roots=[maproot])
    (maproot / "b.tmx").write_text(_layer_map("!!!not base64!!!"), encoding="ascii")
    with pytest.raises(B.BoardInvalid, match="base64"):
        B.read_map(maproot / "b.tmx", "t", roots=[maproot])


def test_a_bad_map_falls_back_to_the_automatic_layout_with_its_message(monkeypatch, maproot):  # noqa: F811
    (maproot / "race.tmx").write_text(
        tmx(objects='<object id="1" name="deck" x="inf" y="20" width="100" height="150"/>'), encoding="utf-8"
    )
    monkeypatch.setattr(B, "map_path", lambda gid: maproot / f"{gid}.tmx")
    monkeypatch.setattr(B, "project_root", lambda: maproot.parent)
    board = B.load_board("race", ["deck"], 2)
    assert board.source == "auto" and "finite" in board.warning
    assert "deck" in board.zones
