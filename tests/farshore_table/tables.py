"""Real Farshore tables for the tests: bot games played some way in, then a person at a seat, and
what a frame of that table showed (``Seen``: every text the skin drew with its size and whether it
was cut, every piece where it went)."""

from __future__ import annotations

import contextlib
import dataclasses
import functools
import os
import sys
from collections.abc import Iterator
from typing import Any

import pygame

from game.core.controller import Controller
from game.core.saves import SeatConfig
from game.registry import GAMES
from scenes import draw

SKIN_DIR = "/scenes/games/farshore/"
TABLE_DIR = "/scenes/table/"


@functools.lru_cache(maxsize=64)
def game_length(players: int, seed: int) -> int:
    """How many bot moves a greedy game of this seed lasts."""
    c = Controller(GAMES["farshore"], bots(players), seed, options={})
    n = 0
    while c.to_act() is not None:
        c.pump(budget_ms=10_000)
        n += 1
    return n


def bots(players: int) -> list[SeatConfig]:
    return [SeatConfig(f"Player {i + 1}", "bot", "greedy", colour=i) for i in range(players)]


def settled(players: int, seed: int, share: float, human: int = 0) -> Controller | None:
    """A greedy bot game ``share`` of the way through, then a person at seat ``human``, bots
    playing on until it is that seat's decision (None when the game ends first)."""
    c = Controller(GAMES["farshore"], bots(players), seed, options={})
    for _ in range(int(game_length(players, seed) * share)):
        if c.to_act() is None:
            return None
        c.pump(budget_ms=10_000)
    c.seats[human] = SeatConfig(f"Player {human + 1}", "human", colour=human)
    for _ in range(400):
        seat = c.to_act()
        if seat is None:
            return None
        if seat == human:
            return c
        c.pump(budget_ms=10_000)
    return None


@dataclasses.dataclass
class Seen:
    """What was drawn: (text, size, cut) per text the skin drew, and per text the table drew
    (``by_table``: its own parts and the pieces its art draws for the skin)."""

    texts: list[tuple[str, int, bool]] = dataclasses.field(default_factory=list)
    by_table: list[tuple[str, int, bool]] = dataclasses.field(default_factory=list)


def _drawn_by() -> str:
    """``skin`` when the Farshore skin drew it, ``table`` when the table did, else ""."""
    f = sys._getframe(2)
    while f is not None:
        name = f.f_code.co_filename.replace(os.sep, "/")
        if SKIN_DIR in name:
            return "skin"
        if TABLE_DIR in name:
            return "table"
        f = f.f_back  # type: ignore[assignment]
    return ""


@contextlib.contextmanager
def watching() -> Iterator[Seen]:
    """Record every text the Farshore skin and the table render (through ``scenes.draw``) while
    the block runs; a text cut with an ellipsis counts as cut."""
    seen = Seen()
    render, ellipsize = draw.render, draw.ellipsize

    def rec_render(s: str, size: int, colour: Any, bold: bool = False) -> pygame.Surface:
        who = _drawn_by() if s.strip() else ""
        if who:
            (seen.texts if who == "skin" else seen.by_table).append((s, int(size), s.endswith("…")))
        return render(s, size, colour, bold)

    draw.render = rec_render  # type: ignore[assignment]
    try:
        yield seen
    finally:
        draw.render = render  # type: ignore[assignment]
        draw.ellipsize = ellipsize  # type: ignore[assignment]


def table_for(h: Any, c: Controller) -> Any:
    """The table for ``c`` in the headless app ``h``, drawn once."""
    from scenes.table.table import TableScene

    table = TableScene(h.ctx, c)
    h.app.start(table)
    h.step(frames=2)
    return table


def overlaps(table: Any) -> list[str]:
    """Pieces drawn over another zone or over another piece (what the table's readable check
    judges): a zone inside another (a card's worker spot, a Bay slot in the Bay) sits on it; in a
    stack or on a sea space a later piece may lie on an earlier one's lower part, never on a card's
    name strip or a token's middle."""
    zones = {
        z.id: pygame.Rect(z.rect)
        for z in table.board.zones.values()
        if z.kind != "panel" and table.seat_present(z.id) and not z.prop("hidden")
    }
    placed = [(zid, p, r) for zid, ps in table.layout.items() if table.seat_present(zid) for p, r in ps]
    out = []
    for i, (za_id, a, ra) in enumerate(placed):
        za = zones.get(za_id)
        for zid, zr in zones.items():
            if zid == za_id or za is None or zr.contains(za) or za.contains(zr):
                continue
            clip = ra.clip(zr)
            if clip.w > 1 and clip.h > 1:
                out.append(f"{za_id}/{a.id} over zone {zid}")
        for zb_id, b, rb in placed[i + 1 :]:
            zb = zones.get(zb_id)
            if zb_id != za_id and za is not None and zb is not None and (za.contains(zb) or zb.contains(za)):
                continue
            clip = ra.clip(rb)
            if clip.w <= 1 or clip.h <= 1:
                continue
            z = table.board.zone(za_id)
            if zb_id == za_id and z is not None and z.prop("layout") in ("stack", "pile", "track"):
                if a.kind in ("card", "tile"):
                    key = pygame.Rect(ra.x, ra.y, ra.w, max(1, int(ra.h * 0.22)))
                else:
                    key = ra.inflate(-int(ra.w * 0.6), -int(ra.h * 0.6))
                part = key.clip(rb)
                if part.w <= 1 or part.h <= 1:
                    continue
            out.append(f"{za_id}/{a.id} under {zb_id}/{b.id}")
    return out
