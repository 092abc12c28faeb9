"""The board adapter: Tiled maps become our own BoardGeometry, safely, or a clear typed error."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from scenes.table import board as B
from scenes.table.layout import BOARD, auto_layout

MAPS = Path(__file__).resolve().parents[2] / "maps"

GOOD_TSX = """<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" name="t" tilewidth="40" tileheight="40" tilecount="1" columns="1">
 <image source="t.png" width="40" height="40"/>
</tileset>
"""


def tmx(tileset: str = "t.tsx", objects: str = "", prolog: str = "") -> str:
    objs = objects or '<object id="1" name="deck" type="deck" x="10" y="20" width="100" height="150"/>'
    return (
        f'<?xml version="1.0" encoding="UTF-8"?>\n{prolog}'
        '<map version="1.10" orientation="orthogonal" renderorder="right-down" width="48" height="27" '
        'tilewidth="40" tileheight="40" infinite="0" nextlayerid="3" nextobjectid="9">\n'
        f' <tileset firstgid="1" source="{tileset}"/>\n'
        ' <layer id="1" name="ground" width="48" height="27"><data encoding="csv">'
        + ",".join(["1"] * (48 * 27))
        + "</data></layer>\n"
        f' <objectgroup id="2" name="zones">{objs}</objectgroup>\n</map>\n'
    )


@pytest.fixture
def maproot(tmp_path):
    root = tmp_path / "maps"
    root.mkdir()
    surf = pygame.Surface((40, 40))
    surf.fill((30, 60, 40))
    pygame.image.save(surf, str(root / "t.png"))
    (root / "t.tsx").write_text(GOOD_TSX, encoding="utf-8")
    return root


def test_reads_zones_kinds_and_renders_tiles(maproot):
    (maproot / "ok.tmx").write_text(
        tmx(
            objects=(
                '<object id="1" name="deck" type="deck" x="10" y="20" width="100" height="150"/>'
                '<object id="2" name="location:tower" class="location" x="300" y="300" width="200" height="100"/>'
                '<object id="3" name="island:1" type="island" x="600" y="600"><polygon points="0,0 100,0 50,80"/></object>'
                '<object id="4" name="track" type="track" x="10" y="500" width="400" height="60"><properties>'
                '<property name="cells" type="int" value="11"/><property name="layout" value="track"/></properties></object>'
            )
        ),
        encoding="utf-8",
    )
    geo = B.read_map(maproot / "ok.tmx", "t", roots=[maproot])
    assert geo.zones["deck"].kind == "deck" and geo.zones["deck"].rect == (10, 20, 100, 150)
    assert geo.zones["location:tower"].kind == "location"  # Tiled 1.9+ writes `class`
    poly = geo.zones["island:1"]
    assert poly.polygon is not None and poly.rect == (600, 600, 100, 80)
    assert geo.zones["track"].prop("cells") == 11 and geo.zones["track"].prop("layout") == "track"
    assert geo.background is not None and geo.background.get_size() == (1920, 1080)
    assert geo.background.get_at((500, 500))[:3] == (30, 60, 40)


def test_pytmx_objects_are_not_kept_or_changed(maproot):
    (maproot / "ok.tmx").write_text(tmx(), encoding="utf-8")
    geo = B.read_map(maproot / "ok.tmx", "t", roots=[maproot])
    z = geo.zones["deck"]
    assert type(z) is B.Zone and isinstance(z.properties, dict)
    geo.zones["deck"] = B.Zone("deck", "deck", (0, 0, 1, 1))
    again = B.read_map(maproot / "ok.tmx", "t", roots=[maproot])
    assert again.zones["deck"].rect == (10, 20, 100, 150)


@pytest.mark.parametrize(
    "prolog",
    [
        '<!DOCTYPE map [<!ENTITY lol "lol">]>\n',
        '<!DOCTYPE map [<!ENTITY a "x"><!ENTITY b "&a;&a;&a;&a;">]>\n',
        '<!DOCTYPE map SYSTEM "http://example.invalid/map.dtd">\n',
    ],
)
def test_entity_and_dtd_declarations_are_refused(maproot, prolog):
    (maproot / "evil.tmx").write_text(tmx(prolog=prolog), encoding="utf-8")
    with pytest.raises(B.BoardUnsafe):
        B.read_map(maproot / "evil.tmx", roots=[maproot])


def test_tileset_escaping_the_project_is_refused(maproot, tmp_path):
    outside = tmp_path / "outside.tsx"
    outside.write_text(GOOD_TSX, encoding="utf-8")
    (maproot / "escape.tmx").write_text(tmx(tileset="../outside.tsx"), encoding="utf-8")
    with pytest.raises(B.BoardUnsafe):
        B.read_map(maproot / "escape.tmx", roots=[maproot])
    (maproot / "abs.tmx").write_text(tmx(tileset=str(outside)), encoding="utf-8")
    with pytest.raises(B.BoardUnsafe):
        B.read_map(maproot / "abs.tmx", roots=[maproot])


def test_image_escaping_through_a_tileset_is_refused(maproot, tmp_path):
    (maproot / "sneaky.tsx").write_text(
        GOOD_TSX.replace('source="t.png"', 'source="../../secret.png"'), encoding="utf-8"
    )
    (maproot / "sneaky.tmx").write_text(tmx(tileset="sneaky.tsx"), encoding="utf-8")
    with pytest.raises(B.BoardUnsafe):
        B.read_map(maproot / "sneaky.tmx", roots=[maproot])


def test_missing_files_and_bad_xml_give_typed_errors(maproot):
    with pytest.raises(B.BoardMissing):
        B.read_map(maproot / "nope.tmx", roots=[maproot])
    (maproot / "lost.tmx").write_text(tmx(tileset="gone.tsx"), encoding="utf-8")
    with pytest.raises(B.BoardMissing):
        B.read_map(maproot / "lost.tmx", roots=[maproot])
    (maproot / "bad.tmx").write_text("<map><layer>", encoding="utf-8")
    with pytest.raises(B.BoardInvalid):
        B.read_map(maproot / "bad.tmx", roots=[maproot])
    (maproot / "dupe.tmx").write_text(
        tmx(
            objects=(
                '<object id="1" name="deck" type="deck" x="0" y="0" width="10" height="10"/>'
                '<object id="2" name="deck" type="deck" x="20" y="0" width="10" height="10"/>'
            )
        ),
        encoding="utf-8",
    )
    with pytest.raises(B.BoardInvalid, match="two objects"):
        B.read_map(maproot / "dupe.tmx", roots=[maproot])


def test_a_map_outside_the_roots_is_refused(maproot, tmp_path):
    (tmp_path / "x.tmx").write_text(tmx(), encoding="utf-8")
    with pytest.raises(B.BoardUnsafe):
        B.read_map(tmp_path / "x.tmx", roots=[maproot])


def test_missing_map_falls_back_to_the_automatic_layout():
    geo = B.load_board(
        "no_such_game", ["deck", "discard", "seat:0:hand", "seat:1:hand", "track:0", "track:1"], 2
    )
    assert geo.source == "auto" and "missing" in geo.warning
    for z in ("deck", "discard", "seat:0:hand", "seat:1:hand", "track:0", "track:1", "panel:log"):
        assert z in geo.zones


def test_zones_a_map_lacks_are_placed_automatically():
    geo = B.load_board("race", ["deck", "seat:0:hand", "brand:new", "other:zone"], 2)
    assert geo.source == "race.tmx" and not geo.warning
    added = [geo.zones["brand:new"], geo.zones["other:zone"]]
    assert all(z.auto for z in added)
    r0, r1 = pygame.Rect(added[0].rect), pygame.Rect(added[1].rect)
    assert not r0.colliderect(r1)
    assert pygame.Rect(BOARD).contains(r0)


def test_auto_layout_is_stable_inside_the_board_and_non_overlapping():
    ids = [
        "deck:main",
        "discard:main",
        "location:a",
        "location:b",
        "supply:x",
        *[f"track:{i}" for i in range(30)],
        *[f"seat:{s}:{k}" for s in range(4) for k in ("hand", "city", "workers", "shells")],
        "seat:0:city:0",
        "seat:0:city:1",
    ]
    a = auto_layout(ids, 4)
    assert a == auto_layout(ids, 4)
    board = pygame.Rect(BOARD)
    rects = {z: pygame.Rect(r) for z, r in a.items()}
    for z, r in rects.items():
        assert board.contains(r), z
    tops = [z for z in rects if not z.startswith("seat:0:city:")]
    for i, z in enumerate(tops):
        for y in tops[i + 1 :]:
            assert not rects[z].colliderect(rects[y]), (z, y)
    # numbered children sit inside their parent
    assert rects["seat:0:city"].contains(rects["seat:0:city:0"])
