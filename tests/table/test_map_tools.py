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


# --------------------------------------------------------------------------------------------
# The tilesets: Tiled corner (Wang) sets that the painted ground uses without a seam

MAPS = ROOT / "maps"


def _tileset(name: str):
    """(wang corners by tile id as (tl, tr, br, bl), detail tile ids, tilecount, columns) of a .tsx."""
    import defusedxml.ElementTree as DET

    root = DET.parse(str(MAPS / "tiles" / f"{name}.tsx")).getroot()
    sets = root.find("wangsets").findall("wangset")
    assert len(sets) == 1 and sets[0].get("type") == "corner", "one corner Wang set per world"
    colours = sets[0].findall("wangcolor")
    corners: dict[int, tuple[int, int, int, int]] = {}
    for wt in sets[0].findall("wangtile"):
        w = [int(v) for v in wt.get("wangid").split(",")]
        assert w[0] == w[2] == w[4] == w[6] == 0, "a corner set names corners only"
        assert all(1 <= w[i] <= len(colours) for i in (1, 3, 5, 7))
        corners[int(wt.get("tileid"))] = (w[7], w[1], w[3], w[5])
    details = {int(t.get("id")) for t in root.findall("tile") if str(t.get("type", "")).startswith("detail:")}
    return corners, details, int(root.get("tilecount")), int(root.get("columns")), len(colours)


def _layers(game_id: str) -> tuple[int, dict[str, list[list[int]]]]:
    """(first gid of the world's tileset, tile layers by name as rows of gids)."""
    import defusedxml.ElementTree as DET

    root = DET.parse(str(MAPS / f"{game_id}.tmx")).getroot()
    first = int(root.findall("tileset")[1].get("firstgid"))
    layers = {}
    for layer in root.findall("layer"):
        text = layer.find("data").text.strip()
        layers[layer.get("name")] = [
            [int(v) for v in row.strip().rstrip(",").split(",")] for row in text.splitlines()
        ]
    return first, layers


@pytest.mark.parametrize("game_id", sorted(TILESETS))
def test_every_terrain_pair_has_its_sixteen_corner_tiles(game_id):
    corners, _details, _n, _cols, n_colours = _tileset(TILESETS[game_id])
    combos = set(corners.values())
    for c in range(1, n_colours + 1):
        assert (c, c, c, c) in combos, f"terrain {c} has no plain tile"
    pairs = {frozenset(c) for c in combos if len(set(c)) == 2}
    assert pairs, "a world's terrains meet somewhere"
    for pair in pairs:  # Tiled's brush can paint any mix of a pair the set draws
        a, b = sorted(pair)
        for bits in range(16):
            combo = tuple(b if bits >> i & 1 else a for i in range(4))
            assert combo in combos, f"{TILESETS[game_id]}: terrains {a}/{b} lack corners {combo}"


@pytest.mark.parametrize("game_id", sorted(TILESETS))
def test_the_ground_joins_without_a_seam(game_id):
    """Every tile of the ground layer is a Wang tile, and neighbours agree on the corners they share."""
    corners, details, *_ = _tileset(TILESETS[game_id])
    first, layers = _layers(game_id)
    ground = layers["ground"]
    painted = 0
    for y, row in enumerate(ground):
        for x, gid in enumerate(row):
            if not gid:
                continue
            painted += 1
            tl, tr, br, bl = corners[gid - first]
            if x + 1 < len(row) and row[x + 1]:
                r = corners[row[x + 1] - first]
                assert (tr, br) == (r[0], r[3]), (
                    f"{game_id}: seam between tiles ({x}, {y}) and ({x + 1}, {y})"
                )
            if y + 1 < len(ground) and ground[y + 1][x]:
                d = corners[ground[y + 1][x] - first]
                assert (bl, br) == (d[0], d[1]), (
                    f"{game_id}: seam between tiles ({x}, {y}) and ({x}, {y + 1})"
                )
    assert painted == 37 * 21, "the ground covers the whole board (37 × 21 tiles)"
    for row in layers["details"]:
        assert all(g == 0 or g - first in details for g in row), "the details layer holds only details"


@pytest.mark.parametrize("game_id", sorted(TILESETS))
def test_neighbouring_tiles_meet_pixel_for_pixel(game_id):
    """Across every tile edge the ground map uses, the step in colour is no bigger than the steps
    inside the two tiles next to it: the drawn borders and textures run on without a line."""
    import pygame

    first, layers = _layers(game_id)
    sheet = pygame.image.load(str(MAPS / "tiles" / f"{TILESETS[game_id]}.png"))
    cols = sheet.get_width() // 40

    def px(gid: int, x: int, y: int) -> tuple[int, int, int]:
        t = gid - first
        return tuple(sheet.get_at(((t % cols) * 40 + x, (t // cols) * 40 + y)))[:3]

    def step(a, b) -> int:
        return sum(abs(p - q) for p, q in zip(a, b, strict=True))

    ground = layers["ground"]
    pairs = set()
    for y, row in enumerate(ground):
        for x, gid in enumerate(row):
            if gid and x + 1 < len(row) and row[x + 1]:
                pairs.add(("across", gid, row[x + 1]))
            if gid and y + 1 < len(ground) and ground[y + 1][x]:
                pairs.add(("down", gid, ground[y + 1][x]))
    assert pairs
    for way, a, b in sorted(pairs):
        if way == "across":  # a's last column against b's first, beside the steps inside each
            edge = [(px(a, 39, k), px(b, 0, k), px(a, 38, k), px(b, 1, k)) for k in range(40)]
        else:
            edge = [(px(a, k, 39), px(b, k, 0), px(a, k, 38), px(b, k, 1)) for k in range(40)]
        across = sum(step(p, q) for p, q, _p, _q in edge)
        inside = sum(step(p0, p) + step(q, q1) for p, q, p0, q1 in edge)
        assert across <= inside + 40 * 12, f"{game_id}: a line where tile {b} meets tile {a} ({way})"


def test_the_tilesets_stay_small():
    total = sum(p.stat().st_size for p in (MAPS / "tiles").glob("*.png"))
    assert total < 300_000, f"maps/tiles/*.png weigh {total} bytes"
