"""Real Droïdes tables and what a reader of the table checks on them.

``game_actions(players, seed)`` plays a bot game through the rules (greedy and random seats taking
turns) and keeps its actions; ``table_after(make, players, seed, upto)`` replays them into a real
table scene. ``fullest(players, seed)`` is the move after which the table holds the most pieces
(the position the layout has to make room for). The checks:

* ``small_texts``: every string the Droïdes skin draws, with its size (the floor is 16 px on the
  1920×1080 canvas, about 11 px in a 1280×720 window);
* ``overlaps``: a piece outside its zone, over another zone, or over another piece;
* ``bare_faces``: a piece the skin does not print (the table would draw a plain disc or label);
* ``cut_without_hover``: a string cut with "…" on something that has no hover view.
"""

from __future__ import annotations

import functools
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pygame

from game.bots import bot_rng, decide, get_bot
from game.core.controller import Controller
from game.core.saves import SeatConfig
from game.registry import GAMES
from scenes import draw

RULES = GAMES["droids"]
NAMES = ("Ada", "Bruno", "Chloé", "Dev")
FLOOR = 16
CONTAINERS = (":plate", "bench")  # zones that frame others (their pieces lie in the inner zones)
SKIN_DIR = os.sep.join(("scenes", "games", "droids")) + os.sep
CHAINS: dict[tuple[str, int], tuple[str, ...]] = {}  # (text, index in a recording) -> the skin's callers


@functools.lru_cache(maxsize=64)
def game_actions(players: int, seed: int, levels: tuple[str, ...] = ("greedy", "random")) -> tuple[Any, ...]:
    """A whole bot game's actions (seats alternate between ``levels``)."""
    state = RULES.new_game(players, seed, {})
    out = []
    while RULES.to_act(state) is not None:
        seat = RULES.to_act(state)
        legal = RULES.legal_actions(state)
        bot = get_bot(levels[(seat + seed) % len(levels)])
        action = decide(bot, RULES, RULES.view(state, seat), legal, bot_rng(seed, len(out), seat))
        RULES.apply(state, action)
        out.append(action)
    return tuple(out)


@functools.lru_cache(maxsize=64)
def fullest(players: int, seed: int) -> int:
    """The move count after which the table holds the most pieces (ties: the earliest)."""
    actions = game_actions(players, seed)
    state = RULES.new_game(players, seed, {})
    best, best_i = -1, 0
    for i, a in enumerate(actions):
        RULES.apply(state, a)
        if RULES.to_act(state) is None:
            break
        zones = RULES.zones(RULES.view(state, None))
        n = sum(len(p) for p in zones.values()) + 2 * sum(
            len(p) for z, p in zones.items() if z.endswith(":collection")
        )
        if n > best:
            best, best_i = n, i + 1
    return best_i


def table_after(make: Any, players: int, seed: int, upto: int, size: tuple[int, int] = (1920, 1080)) -> Any:
    """A real table (seat 0 a human, the others bots) after the first ``upto`` actions of the game."""
    from scenes.table.table import TableScene

    h = make(size=size)
    seats = [SeatConfig(NAMES[i], "human" if i == 0 else "bot", "greedy", colour=i) for i in range(players)]
    c = Controller(RULES, seats, seed, options={})
    for a in game_actions(players, seed)[:upto]:
        c.submit(a.seat, a, autosave=False)
    table = TableScene(h.ctx, c)
    table.bots_paused = True  # the position stays the one asked for while the test looks at it
    return h, table


@contextmanager
def recording() -> Iterator[list[tuple[str, int, str]]]:
    """Every string rendered while inside, as (text, size, where): where is the skin's function that
    drew it (``faces._card``…), or "" for text the table core draws."""
    seen: list[tuple[str, int, str]] = []
    original = draw.render

    def render(s: str, size: int, colour: Any, bold: bool = False) -> pygame.Surface:
        f = sys._getframe(1)
        chain = []
        while f is not None:
            if SKIN_DIR in f.f_code.co_filename and f.f_code.co_name != "_render":
                chain.append(f"{os.path.basename(f.f_code.co_filename)[:-3]}.{f.f_code.co_name}")
            f = f.f_back
        CHAINS[(s, len(seen))] = tuple(chain)
        seen.append((s, int(size), chain[0] if chain else ""))
        return original(s, size, colour, bold)

    CHAINS.clear()
    draw.render = render  # type: ignore[assignment]
    try:
        yield seen
    finally:
        draw.render = original  # type: ignore[assignment]


def placed_pieces(table: Any) -> list[tuple[str, Any, pygame.Rect]]:
    return [
        (zid, p, pygame.Rect(r))
        for zid, placed in table.layout.items()
        if table.seat_present(zid)
        for p, r in placed
    ]


def overlaps(table: Any) -> list[str]:
    """Every piece outside its zone, over another zone, or over another piece."""
    bad: list[str] = []
    zones = {
        z.id: pygame.Rect(z.rect)
        for z in table.board.zones.values()
        if z.kind != "panel" and table.seat_present(z.id) and not z.prop("hidden")
    }
    pieces = placed_pieces(table)
    for zid, p, r in pieces:
        home = zones.get(zid)
        if home is None:
            bad.append(f"{p.id} drawn in {zid}, a zone not at this table")
            continue
        if not home.contains(r):
            bad.append(f"{p.id} {tuple(r)} leaves its zone {zid} {tuple(home)}")
        for other, orect in zones.items():
            if other == zid or other.endswith(CONTAINERS):
                continue
            if r.colliderect(orect):
                bad.append(f"{p.id} in {zid} {tuple(r)} covers the zone {other} {tuple(orect)}")
    for i, (zid, p, r) in enumerate(pieces):
        for zid2, q, r2 in pieces[i + 1 :]:
            if r.colliderect(r2):
                bad.append(f"{p.id} in {zid} {tuple(r)} covers {q.id} in {zid2} {tuple(r2)}")
    return bad


def bare_faces(table: Any) -> list[str]:
    """Pieces the skin does not print (a back is a card's back, drawn by the table as such)."""
    bad = []
    for zid, p, r in placed_pieces(table):
        if p.face.startswith("back") or p.label == "face_down":
            continue
        if table.skin.piece_face(p.kind, p.face, r.size) is None:
            bad.append(f"{p.face} in {zid} has no face of its own (owner {p.owner})")
    return bad


def cut_without_hover(seen: list[tuple[str, int, str]]) -> list[str]:
    """Strings the skin cut with "…" anywhere but on a card's face (a card has its hover zoom)."""
    makers = ("cardfaces._card_or_tile", "cardfaces._interseason")
    return sorted(
        {
            f"{t!r} by {w}"
            for i, (t, _s, w) in enumerate(seen)
            if w and t.rstrip().endswith("…") and not any(m in CHAINS.get((t, i), ()) for m in makers)
        }
    )


def small_texts(seen: list[tuple[str, int, str]], floor: int = FLOOR) -> list[str]:
    return sorted({f"{t!r} at {s} px by {w}" for t, s, w in seen if w and s < floor and t.strip()})
