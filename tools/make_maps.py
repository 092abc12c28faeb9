"""Generate the Tiled boards in maps/: tilesets (.tsx + PNG textures made here) and one .tmx per game.

    python tools/make_maps.py            # every game whose rules export zone ids, plus the fixture
    python tools/make_maps.py race paris # just these

Textures are drawn by this script from a fixed seed (felt, walnut, paper, and each game's ground in
its world colours from scenes/theme.py), so the output is reproducible. Each map is orthogonal,
48×27 tiles of 40 px (1920×1080), with two tile layers (the table, the board's ground) and two object
groups: ``zones`` (one object per zone id the rules name, ``type`` = its kind) and ``panels`` (where
the HUD, log, tools and action bar go). Zone ids come from ``ZONE_IDS`` or ``zone_ids(players)``
exported by ``game/<id>`` or one of its modules; layouts come from ``scenes/table/layout.py`` unless a
game has a hand-tuned one below. Games without zone ids yet are skipped (the table lays them out at
run time).

The four product games have designed boards instead (``DESIGNED``): each ``tools/make_<id>_map.py``
holds only its board's design (zones, properties, tileset, tile layers) and hands the rest to
``build_designed_map`` (draw, check every zone has a place, write the .tmx) and ``run_generator``
(its command line). Run alone, each rewrites its own board and tileset. Their ground is painted
from each world's own terrain (Wang) tileset, drawn by tools/terrain.py (see maps/README.md).
"""

from __future__ import annotations

import importlib
import math
import os
import sys
from collections.abc import Callable, Iterable
from pathlib import Path
from xml.sax.saxutils import quoteattr

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from scenes import theme  # noqa: E402
from scenes.table.layout import BOARD, CANVAS, PANELS, Rect, auto_layout, kind_of, rules_zone_ids  # noqa: E402

TILE = 40
COLS, ROWS = CANVAS[0] // TILE, CANVAS[1] // TILE + (1 if CANVAS[1] % TILE else 0)
MAPS = ROOT / "maps"
TILES = MAPS / "tiles"
PRODUCT_GAMES = ("new_eden", "paris", "farshore", "droids")


class Lcg:
    """A tiny fixed generator so the textures never change between runs or Python versions."""

    def __init__(self, seed: int) -> None:
        self.s = seed & 0xFFFFFFFF

    def next(self) -> float:
        self.s = (1664525 * self.s + 1013904223) & 0xFFFFFFFF
        return self.s / 2**32


def _mix(a: tuple[int, ...], b: tuple[int, ...], t: float) -> tuple[int, int, int]:
    return tuple(max(0, min(255, int(a[i] + (b[i] - a[i]) * t))) for i in range(3))  # type: ignore[return-value]


def _shade(c: tuple[int, ...], d: float) -> tuple[int, int, int]:
    return tuple(max(0, min(255, int(c[i] + d))) for i in range(3))  # type: ignore[return-value]


def tex_noise(base: tuple[int, ...], amp: float, rng: Lcg, fibre: float = 0.0) -> pygame.Surface:
    """Felt/paper: fine noise plus soft periodic blotches (period = the tile, so tiles join)."""
    s = pygame.Surface((TILE, TILE))
    ph1, ph2 = rng.next() * 6.28, rng.next() * 6.28
    for y in range(TILE):
        for x in range(TILE):
            blot = math.sin(2 * math.pi * x / TILE + ph1) * math.sin(2 * math.pi * y / TILE + ph2)
            d = (rng.next() - 0.5) * amp + blot * amp * 0.15
            if fibre and rng.next() < fibre:
                d += amp * 1.2
            s.set_at((x, y), _shade(base, d))
    return s


def tex_wood(base: tuple[int, ...], rng: Lcg) -> pygame.Surface:
    """Walnut: horizontal grain with a few darker streaks, periodic across the tile."""
    s = pygame.Surface((TILE, TILE))
    ph = rng.next() * 6.28
    k = 1 + int(rng.next() * 2)
    for y in range(TILE):
        for x in range(TILE):
            grain = math.sin(2 * math.pi * (y / TILE * 2 + 0.08 * math.sin(2 * math.pi * k * x / TILE + ph)))
            d = grain * 3 + (rng.next() - 0.5) * 4
            if math.sin(2 * math.pi * (y / TILE * 5 + x / TILE) + ph) > 0.96:
                d -= 5
            s.set_at((x, y), _shade(base, d))
    return s


def save_tileset(name: str, tiles: list[pygame.Surface]) -> None:
    """Write ``tiles/<name>.png`` (one row) and ``tiles/<name>.tsx``."""
    TILES.mkdir(parents=True, exist_ok=True)
    sheet = pygame.Surface((TILE * len(tiles), TILE))
    for i, t in enumerate(tiles):
        sheet.blit(t, (i * TILE, 0))
    pygame.image.save(sheet, str(TILES / f"{name}.png"))
    (TILES / f"{name}.tsx").write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<tileset version="1.10" tiledversion="1.10.2" name="{name}" tilewidth="{TILE}" '
        f'tileheight="{TILE}" tilecount="{len(tiles)}" columns="{len(tiles)}">\n'
        f' <image source="{name}.png" width="{TILE * len(tiles)}" height="{TILE}"/>\n'
        "</tileset>\n",
        encoding="utf-8",
    )


# The shared "table" tileset: 0-3 walnut, 4-7 felt, 8-9 paper, 10-11 dark walnut rail
TABLE_TILES = 12


def make_table_tileset() -> None:
    rng = Lcg(20261130)
    tiles = [tex_wood(theme.WALNUT, rng) for _ in range(4)]
    tiles += [tex_noise(theme.FELT, 10, rng, fibre=0.02) for _ in range(4)]
    tiles += [tex_noise(theme.CREAM, 6, rng, fibre=0.01) for _ in range(2)]
    tiles += [tex_wood(_shade(theme.WALNUT, -12), rng) for _ in range(2)]
    save_tileset("table", tiles)


# Per-game ground: 0-3 ground, 4-5 darker ground, 6 frame, 7 light (paper-ish) world colour
GROUND_TILES = 8


def make_ground_tileset(game_id: str) -> None:
    w = theme.world(game_id)
    rng = Lcg(sum(map(ord, game_id)) * 7919)
    ground = _mix(w["bg"], w["dark"], 0.35)
    tiles = [tex_noise(ground, 9, rng, fibre=0.015) for _ in range(4)]
    tiles += [tex_noise(w["dark"], 8, rng) for _ in range(2)]
    frame = tex_wood(_mix(w["dark"], theme.WALNUT, 0.5), rng)
    tiles.append(frame)
    tiles.append(tex_noise(w["light"], 5, rng))
    save_tileset(f"ground_{game_id}", tiles)


def _layers(game_id: str, board: Rect) -> tuple[list[int], list[int]]:
    """(table layer gids, ground layer gids) in row-major order; gid 0 is empty."""
    rng = Lcg(sum(map(ord, game_id)) + 17)
    table, ground = [], []
    gx0, gy0 = board[0] // TILE, board[1] // TILE
    gx1, gy1 = (board[0] + board[2] + TILE - 1) // TILE, (board[1] + board[3] + TILE - 1) // TILE
    for ty in range(ROWS):
        for tx in range(COLS):
            table.append(1 + int(rng.next() * 4))
            inside = gx0 <= tx < gx1 and gy0 <= ty < gy1
            edge = False  # the rail around the board is drawn by the table (scenes/table/table.py)
            if not inside:
                ground.append(0)
            elif edge:
                ground.append(TABLE_TILES + 7)
            else:
                ground.append(TABLE_TILES + 1 + int(rng.next() * 4))
    return table, ground


def _csv(gids: list[int]) -> str:
    rows = [",".join(str(g) for g in gids[r * COLS : (r + 1) * COLS]) for r in range(ROWS)]
    return ",\n".join(rows)


def _props(props: dict[str, object]) -> str:
    if not props:
        return ""
    inner = "".join(
        f"    <property name={quoteattr(k)}"
        + (' type="int"' if isinstance(v, int) and not isinstance(v, bool) else "")
        + f" value={quoteattr(str(v))}/>\n"
        for k, v in props.items()
    )
    return f"   <properties>\n{inner}   </properties>\n"


def write_tmx(
    game_id: str,
    zones: dict[str, Rect],
    props: dict[str, dict[str, object]] | None = None,
    board: Rect = BOARD,
    generated: bool = False,
) -> Path:
    props = props or {}
    table, ground = _layers(game_id, board)
    next_id = 1
    objs: list[str] = []
    pans: list[str] = []
    for name, r in [("panel:board", board), *PANELS.items()]:
        pans.append(
            f'  <object id="{next_id}" name="{name}" type="panel" x="{r[0]}" y="{r[1]}" '
            f'width="{r[2]}" height="{r[3]}"/>\n'
        )
        next_id += 1
    for name, r in zones.items():
        p = _props(props.get(name, {}))
        tail = f">\n{p}  </object>\n" if p else "/>\n"
        objs.append(
            f'  <object id="{next_id}" name={quoteattr(name)} type="{kind_of(name)}" '
            f'x="{r[0]}" y="{r[1]}" width="{r[2]}" height="{r[3]}"{tail}'
        )
        next_id += 1
    text = (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" '
        f'width="{COLS}" height="{ROWS}" tilewidth="{TILE}" tileheight="{TILE}" infinite="0" '
        f'nextlayerid="5" nextobjectid="{next_id}">\n'
        f' <properties>\n  <property name="game" value={quoteattr(game_id)}/>\n'
        + ('  <property name="layout" value="generated"/>\n' if generated else "")
        + " </properties>\n"
        ' <tileset firstgid="1" source="tiles/table.tsx"/>\n'
        f' <tileset firstgid="{TABLE_TILES + 1}" source="tiles/ground_{game_id}.tsx"/>\n'
        f' <layer id="1" name="table" width="{COLS}" height="{ROWS}">\n  <data encoding="csv">\n'
        f"{_csv(table)}\n  </data>\n </layer>\n"
        f' <layer id="2" name="ground" width="{COLS}" height="{ROWS}">\n  <data encoding="csv">\n'
        f"{_csv(ground)}\n  </data>\n </layer>\n"
        f' <objectgroup id="3" name="panels">\n{"".join(pans)} </objectgroup>\n'
        f' <objectgroup id="4" name="zones">\n{"".join(objs)} </objectgroup>\n'
        "</map>\n"
    )
    path = MAPS / f"{game_id}.tmx"
    path.write_text(text, encoding="utf-8")
    return path


# --------------------------------------------------------------------------------------------
# Zone ids per game


def game_zone_ids(game_id: str) -> list[str] | None:
    """Every zone id a game's rules export, over all its player counts (None: nothing exported yet)."""
    try:
        rules = importlib.import_module(f"game.{game_id}").RULES
    except Exception as exc:  # noqa: BLE001 - a game still being written
        print(f"{game_id}: rules not importable ({exc})")
        return None
    out: list[str] = []
    for n in range(rules.min_players, rules.max_players + 1):
        out += rules_zone_ids(rules, n)
    return list(dict.fromkeys(out)) or None


RACE_ZONES: dict[str, Rect] = {
    "seat:1:hand": (820, 172, 684, 200),
    "track": (64, 396, 1432, 96),
    "deck": (300, 516, 170, 190),
    "discard": (520, 516, 330, 190),
    "dice": (900, 526, 300, 170),
    "seat:0:hand": (56, 752, 684, 196),
}
RACE_PROPS: dict[str, dict[str, object]] = {
    "track": {"layout": "track", "cells": 21, "label": "race.finish"},
    "deck": {"layout": "stack"},
    "discard": {"layout": "pile"},
    "dice": {"layout": "row"},
    "seat:0:hand": {"layout": "row"},
    "seat:1:hand": {"layout": "row"},
}


def write_designed_map(
    game_id: str,
    tileset: str,
    layers: dict[str, list[int]],
    zones: dict[str, Rect],
    props_of: Callable[[str], dict[str, object]],
) -> Path:
    """Write ``maps/<game_id>.tmx`` for a designed board: the table tileset plus the game's own
    (``tiles/<tileset>.tsx``), its tile layers, the panel objects and one object per zone."""
    next_id = 1
    pans, objs = [], []
    for name, r in [("panel:board", BOARD), *PANELS.items()]:
        pans.append(
            f'  <object id="{next_id}" name="{name}" type="panel" x="{r[0]}" y="{r[1]}" '
            f'width="{r[2]}" height="{r[3]}"/>\n'
        )
        next_id += 1
    for name, r in zones.items():
        p = _props(props_of(name))
        tail = f">\n{p}  </object>\n" if p else "/>\n"
        objs.append(
            f'  <object id="{next_id}" name={quoteattr(name)} type="{kind_of(name)}" '
            f'x="{r[0]}" y="{r[1]}" width="{r[2]}" height="{r[3]}"{tail}'
        )
        next_id += 1
    first = TABLE_TILES + 1
    layer_xml = ""
    for i, (name, gids) in enumerate(layers.items(), start=1):
        layer_xml += (
            f' <layer id="{i}" name="{name}" width="{COLS}" height="{ROWS}">\n  <data encoding="csv">\n'
            f"{_csv(gids)}\n  </data>\n </layer>\n"
        )
    # the object groups come after the tile layers and keep ids 5 and 6 (the ids they had when
    # every board had four tile layers), so the zones read the same whatever the ground's layers
    n = max(len(layers), 4)
    text = (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" '
        f'width="{COLS}" height="{ROWS}" tilewidth="{TILE}" tileheight="{TILE}" infinite="0" '
        f'nextlayerid="{n + 3}" nextobjectid="{next_id}">\n'
        f' <properties>\n  <property name="game" value="{game_id}"/>\n'
        '  <property name="layout" value="designed"/>\n </properties>\n'
        ' <tileset firstgid="1" source="tiles/table.tsx"/>\n'
        f' <tileset firstgid="{first}" source="tiles/{tileset}.tsx"/>\n'
        f"{layer_xml}"
        f' <objectgroup id="{n + 1}" name="panels">\n{"".join(pans)} </objectgroup>\n'
        f' <objectgroup id="{n + 2}" name="zones">\n{"".join(objs)} </objectgroup>\n'
        "</map>\n"
    )
    path = MAPS / f"{game_id}.tmx"
    path.write_text(text, encoding="utf-8")
    return path


def build_designed_map(
    game_id: str,
    tileset: str,
    *,
    make_tileset: Callable[[], None],
    layers: Callable[[], dict[str, list[int]]],
    zones: dict[str, Rect],
    props_of: Callable[[str], dict[str, object]],
    zone_ids: Callable[[int], Iterable[str]],
    players: Iterable[int],
) -> Path:
    """Make a designed board (the part its generator shares with the others): draw its tileset, check
    that every zone id the rules name at each player count of ``players`` has a place in ``zones``,
    then write ``maps/<game_id>.tmx`` with ``write_designed_map``."""
    pygame.init()
    make_tileset()
    for n in players:
        missing = set(zone_ids(n)) - set(zones)
        assert not missing, f"{game_id}, {n} players: zones without a place: {sorted(missing)}"
    return write_designed_map(game_id, tileset, layers(), zones, props_of)


def run_generator(build: Callable[[], Path]) -> int:
    """The command line of a designed board's generator (``python tools/make_<id>_map.py``): build the
    board and say which file it wrote and how large it is."""
    path = build()
    print(path.relative_to(ROOT), path.stat().st_size, "bytes")
    return 0


# Games with a designed board and their generator (tools/make_<id>_map.py): never overwritten by the
# automatic layout below.
DESIGNED = {
    "new_eden": "make_new_eden_map",
    "farshore": "make_farshore_map",
    "paris": "make_paris_map",
    "droids": "make_droids_map",
}


def main(argv: list[str]) -> int:
    pygame.init()
    wanted = argv or ["race", *PRODUCT_GAMES]
    make_table_tileset()
    for gid in wanted:
        if gid == "race":
            make_ground_tileset("race")
            print("maps/race.tmx", write_tmx("race", RACE_ZONES, RACE_PROPS).stat().st_size, "bytes")
            continue
        if gid in DESIGNED:
            path = importlib.import_module(DESIGNED[gid]).build()
            print(f"maps/{gid}.tmx", path.stat().st_size, "bytes")
            continue
        ids = game_zone_ids(gid)
        if not ids:
            print(f"{gid}: no ZONE_IDS / zone_ids() exported yet; skipped")
            continue
        make_ground_tileset(gid)
        zones = auto_layout(ids, 4)
        props = {z: {"layout": "track"} for z in zones if kind_of(z) == "track" and ":" not in z}
        print(
            f"maps/{gid}.tmx",
            len(zones),
            "zones",
            write_tmx(gid, zones, props, generated=True).stat().st_size,
            "bytes",
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
