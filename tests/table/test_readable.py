"""Every table reads at 1280×720: real mid-game tables of every game (bot games played through the
controller to several depths, at 2 and 4 players and solo where the game has it, in a 1280×720 and
a 1920×1080 window) drawn once under the table's recorder (``scenes.table.audit``), and judged:

- no table text under 16 px on the 1920×1080 canvas (about 11 px in a 1280×720 window);
- no piece over another zone or another piece (a fan, a pile or tokens on a card only where the
  covered piece keeps its name strip or its middle in view);
- no seat-owned thing drawn as a bare seat disc (only a seat's own marker may be one);
- no cut text without a hover that shows it whole;
- the tooltip and the card zoom never cover each other, the buttons or what they are about;
- no text running out of the surface it is drawn on, and none of the table's own texts drawn
  over another.

The table's own parts must pass everywhere. A game's skin that still fails (its round comes next)
has exactly its cases marked ``xfail(strict=True)`` with what fails, so that round sees what to fix
and removes the mark. More seeds and depths run behind the ``slow`` marker.
"""

from __future__ import annotations

import functools

import pytest

from tests.table.readable import FLOOR, audited, problems, settle

PLAYERS = {"new_eden": (2, 4), "paris": (2, 4), "farshore": (1, 2, 4), "droids": (1, 2, 4)}
WINDOWS = ((1280, 720), (1920, 1080))
DEPTHS = ((12, 1), (40, 2))  # (bot moves before the human's turn, seed)
SLOW_DEPTHS = ((5, 3), (25, 4), (60, 5), (90, 6), (140, 7), (30, 8))

# What each game's skin still gets wrong on every one of its tables (the next round's work).
SKIN_FAILS: dict[str, str] = {}


def _cases(depths):
    out = []
    for game, counts in PLAYERS.items():
        for players in counts:
            for window in WINDOWS:
                for moves, seed in depths:
                    out.append((game, players, window, moves, seed))
    return out


def _id(case) -> str:
    game, players, window, moves, seed = case
    return f"{game}-{players}p-{window[0]}-m{moves}-s{seed}"


@functools.cache
def _audit(game: str, players: int, window: tuple[int, int], moves: int, seed: int):
    """The frame's problems (and what the overlays covered while hovering) for one real table."""
    from scenes.app import Headless
    from scenes.settings import Settings

    c = settle(game, players, moves, seed)
    assert c is not None, "the game ended before the human's turn: pick another depth"
    h = Headless(window, settings=Settings(animation_speed="instant"), first=False)
    try:
        table, rec = audited(h, c)
        found = problems(table, rec)
        covered = _hover_some(h, table)
    finally:
        h.close()
    return found, covered


def _hover_some(h, table) -> list[str]:
    """Hover a few cards and targets, past the zoom's delay: what the overlays covered."""
    spots = [t.rect.center for t in table.targets[:3]]
    spots += [r.center for placed in table.layout.values() for p, r in placed if p.kind in ("card", "tile")][
        :3
    ]
    bad = []
    keep = table._keep_clear()
    for spot in spots:
        h.move(spot)
        h.step(frames=3, dt=0.2)
        rects = dict(table.overlay_rects)
        tip, zoom = rects.get("tooltip"), rects.get("zoom")
        if tip is not None and zoom is not None and tip.colliderect(zoom):
            bad.append(f"the zoom covers the tooltip at {spot}")
        if zoom is not None and any(zoom.colliderect(k) for k in keep):
            bad.append(f"the zoom covers a button at {spot}")
        if zoom is not None and zoom.collidepoint(spot):
            bad.append(f"the zoom covers the card it shows at {spot}")
    return bad


def _skin_case(case):
    game = case[0]
    if game in SKIN_FAILS:
        return pytest.param(
            *case, id=_id(case), marks=pytest.mark.xfail(strict=True, reason=SKIN_FAILS[game])
        )
    return pytest.param(*case, id=_id(case))


CASES = [pytest.param(*c, id=_id(c)) for c in _cases(DEPTHS)]
SLOW = [pytest.param(*c, id=_id(c), marks=pytest.mark.slow) for c in _cases(SLOW_DEPTHS)]


@pytest.mark.parametrize(("game", "players", "window", "moves", "seed"), CASES + SLOW)
def test_the_tables_own_parts_read(game, players, window, moves, seed):
    """Prompt line, seat boxes, log, tools, captions, badges, tooltips, the generic card faces and
    the table's own placement: readable, uncovered, never cut without a hover."""
    found, covered = _audit(game, players, window, moves, seed)
    assert FLOOR == 16
    assert found.of("table", crowded=True) == {}
    assert covered == []


@pytest.mark.parametrize(
    ("game", "players", "window", "moves", "seed"),
    [_skin_case(c) for c in _cases(DEPTHS)]
    + [pytest.param(*p.values, id=p.id, marks=[*p.marks, *_skin_case(p.values).marks]) for p in SLOW],
)
def test_the_games_own_drawing_reads(game, players, window, moves, seed):
    """What each game's skin draws (its faces, labels and layouts): the same four rules."""
    found, _covered = _audit(game, players, window, moves, seed)
    assert found.of("skin") == {}
