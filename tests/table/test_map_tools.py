"""The board generators in tools/: each designed board regenerates the committed map and tileset byte
for byte, and a board that leaves a zone of the rules without a place is refused."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

TILESETS = {
    "new_eden": "paris_new_eden",
    "paris": "paris_city",
    "farshore": "farshore_coast",
    "droids": "droids_workshop",
}


@pytest.fixture
def make_maps(tmp_path, monkeypatch):
    """tools/make_maps.py, writing into a temporary folder instead of maps/."""
    monkeypatch.syspath_prepend(str(ROOT / "tools"))
    mm = importlib.import_module("make_maps")
    monkeypatch.setattr(mm, "MAPS", tmp_path)
    monkeypatch.setattr(mm, "TILES", tmp_path / "tiles")
    return mm


@pytest.mark.parametrize("game_id", sorted(TILESETS))
def test_designed_board_regenerates_byte_for_byte(make_maps, tmp_path, game_id):
    generator = importlib.import_module(make_maps.DESIGNED[game_id])
    assert generator.build() == tmp_path / f"{game_id}.tmx"
    written = sorted(str(p.relative_to(tmp_path)) for p in tmp_path.rglob("*") if p.is_file())
    ts = TILESETS[game_id]
    assert written == [f"{game_id}.tmx", f"tiles/{ts}.png", f"tiles/{ts}.tsx"]
    for rel in written:
        assert (tmp_path / rel).read_bytes() == (ROOT / "maps" / rel).read_bytes(), (
            f"maps/{rel} differs from what tools/make_{game_id}_map.py writes: run it"
        )


def test_a_zone_without_a_place_is_refused(make_maps, tmp_path):
    with pytest.raises(AssertionError, match=r"3 players: zones without a place: \['deck:b'\]"):
        make_maps.build_designed_map(
            "test",
            "test_tiles",
            make_tileset=lambda: None,
            layers=dict,
            zones={"deck:a": (0, 0, 10, 10)},
            props_of=lambda zid: {},
            zone_ids=lambda n: ["deck:a", "deck:b"] if n == 3 else ["deck:a"],
            players=(2, 3),
        )
    assert not list(tmp_path.iterdir())
