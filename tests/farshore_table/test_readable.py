"""Real mid-game Everdell Farshore tables at every player count, in a 1280×720 and a 1920×1080
window: every word on the table is 16 px or more on the canvas, every word the skin prints is
whole (the table's own cut words have their hover: tests/table), no piece lies over
another zone or piece, no seat-owned piece is a bare seat disc, every card shows its name whole.
More seeds and moments run behind ``-m slow``."""

from __future__ import annotations

import pygame
import pytest

from scenes.games.farshore import cardface
from tests.farshore_table import tables
from tests.slow import seeds

FLOOR = 16
SIZES = [(1280, 720), (1920, 1080)]
OWNED_TOKENS = ("token", "marker", "disc")


def problems(table, seen) -> list[str]:  # type: ignore[no-untyped-def]
    out = [f"{t!r} at {s}px" for t, s, _cut in seen.texts + seen.by_table if s < FLOOR]
    out += [f"{t!r} cut" for t, _s, cut in seen.texts if cut]
    out += tables.overlaps(table)
    skin = table.skin
    board = table._panel("panel:board")
    for zid, placed in table.layout.items():
        if not table.seat_present(zid):
            continue
        for p, r in placed:
            if not board.contains(r):
                out.append(f"{zid}/{p.id} off the board")
            art = p.face.startswith("back") or skin.piece_face(p.kind, p.face, r.size) is None
            if p.kind in ("card", "tile") and p.count > 1 and art:  # a pile's edges rise up right
                depth = 3 * min(4, p.count - 1)
                edges = r.union(r.move(depth, -depth))
                if not pygame.Rect(table.board.zone(zid).rect).inflate(2, 2).contains(edges):
                    out.append(f"{zid}/{p.id}: the pile's edges leave its zone")
            if p.kind in OWNED_TOKENS and skin.piece_face(p.kind, p.face, r.size) is None:
                out.append(f"{zid}/{p.id} ({p.face}) drawn by the table's art: a bare disc")
            if p.kind == "card" and not p.face.startswith("back"):
                name = str(skin.info(p.face).get("name", ""))
                if cardface.name_lines(name, r.w - 5) is None:
                    out.append(f"{zid}/{p.id}: {name!r} does not fit its tab")
    return out


def check(headless, players: int, seed: int, share: float, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    c = tables.settled(players, seed, share)
    if c is None:
        pytest.skip("the game ended first")
    h = headless(size=size)
    with tables.watching() as seen:
        table = tables.table_for(h, c)
    assert seen.texts, "the skin drew no words"
    assert problems(table, seen) == []


@pytest.mark.parametrize("size", SIZES, ids=["720p", "1080p"])
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_a_late_table_reads_at_every_player_count(headless, players, size):  # type: ignore[no-untyped-def]
    check(headless, players, 1, 0.9, size)


@pytest.mark.parametrize("players", [2, 4])
def test_a_middle_table_reads(headless, players):  # type: ignore[no-untyped-def]
    check(headless, players, 2, 0.5, (1280, 720))


@pytest.mark.slow
@pytest.mark.parametrize("share", [0.2, 0.5, 0.8, 0.97])
@pytest.mark.parametrize("seed", seeds(3, 6, 2))
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_many_tables_read(headless, players, seed, share):  # type: ignore[no-untyped-def]
    check(headless, players, seed, share, (1280, 720))
