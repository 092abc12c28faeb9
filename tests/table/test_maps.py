"""Map lint: every shipped map parses safely and names every zone its game's rules can name."""

from __future__ import annotations

from pathlib import Path

import pytest

import tests.fixture_game as fixture
from game.registry import GAMES
from scenes.table.board import KNOWN_KINDS, read_map
from scenes.table.layout import rules_zone_ids

MAPS = Path(__file__).resolve().parents[2] / "maps"
SHIPPED = sorted(MAPS.glob("*.tmx"))


def test_there_are_maps():
    assert (MAPS / "race.tmx") in SHIPPED


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.name)
def test_map_parses_safely_with_known_kinds(path):
    geo = read_map(path, path.stem)  # raises on entities, escapes, missing files, duplicate names
    assert geo.zones, "a map needs zones"
    for z in geo.zones.values():
        assert z.kind in KNOWN_KINDS, f"{path.name}: {z.id} has unknown kind {z.kind!r}"
        assert z.rect[2] > 0 and z.rect[3] > 0
    for panel in ("panel:board", "panel:hud", "panel:log", "panel:tools", "panel:actions"):
        assert panel in geo.zones, f"{path.name} lacks {panel}"


def named_zones(rules) -> set[str]:
    """Zones the rules can name: exported ids plus what views and actions use at the start."""
    names: set[str] = set()
    for players in range(rules.min_players, rules.max_players + 1):
        names.update(rules_zone_ids(rules, players))
        state = rules.new_game(players, 1, {})
        for seat in [None, *range(players)]:
            names.update(rules.zones(rules.view(state, seat)))
        for action in rules.legal_actions(state):
            z = rules.describe(action).zone
            if z is not None:
                names.add(z)
    return names


def test_fixture_map_has_every_zone():
    geo = read_map(
        MAPS / "race.tmx",
        "race",
    )
    names = named_zones(fixture.RULES) | {"dice"}  # DiceRolled lands in "dice"
    assert names <= set(geo.zones), names - set(geo.zones)


@pytest.mark.parametrize("game_id", sorted(g for g in GAMES if g != "race"))
def test_registered_game_map_has_every_zone(game_id):
    rules = GAMES[game_id]
    path = MAPS / f"{game_id}.tmx"
    if not path.exists():
        pytest.skip(f"no map for {game_id} yet: run tools/make_maps.py {game_id}")
    geo = read_map(path, game_id)
    names = named_zones(rules)
    missing = names - set(geo.zones)
    assert not missing, f"{game_id}.tmx lacks {sorted(missing)[:10]}: run tools/make_maps.py {game_id}"


@pytest.mark.parametrize("game_id", sorted(g for g in GAMES if g != "race"))
def test_every_player_count_gets_a_board_inside_the_frame(game_id):
    import pygame

    from scenes.table.board import load_board
    from scenes.table.layout import BOARD, seat_of

    rules = GAMES[game_id]
    frame = pygame.Rect(BOARD)
    for players in range(rules.min_players, rules.max_players + 1):
        ids = rules_zone_ids(rules, players)
        geo = load_board(game_id, ids, players)
        assert not geo.warning, geo.warning
        for zid in ids:
            z = geo.zones[zid]
            if seat_of(zid) is None or seat_of(zid) < players:
                assert frame.contains(pygame.Rect(z.rect)), (players, zid, z.rect)
