"""Reading a real Paris table the way a person would, for the tests: every text the frame draws
(its font size and which module drew it), every piece's rect in its zone, the count pills.

``Audit.of(players, moves, seed, window)`` plays ``moves`` bot actions (greedy and random seats, all
screens open so every seat's pieces show), opens the table in a headless window of that size with a
recorder on ``draw.render`` from before the table is made (so the board's print, every face and
every count is recorded as it is first drawn), draws a few frames and keeps what it saw.
"""

from __future__ import annotations

import dataclasses
import os
import sys
from collections.abc import Iterator
from typing import Any

import pygame

from scenes import draw

TEXT_MIN = 16
ALLOWED_DISCS = (("meeple", None), ("marker", "vp"))  # the meeple's own art; the seat's VP marker


@dataclasses.dataclass
class Drawn:
    text: str
    size: int
    where: str  # "skin", "table" or "other"


def _where() -> str:
    f = sys._getframe(2)
    while f is not None:
        fn = f.f_code.co_filename.replace(os.sep, "/")
        if "/scenes/games/paris/" in fn:
            return "skin"
        if "/scenes/table/" in fn:
            return "table"
        f = f.f_back
    return "other"


@dataclasses.dataclass
class Audit:
    app: Any
    table: Any
    texts: list[Drawn]

    @classmethod
    def of(
        cls,
        players: int,
        moves: int,
        seed: int,
        window: tuple[int, int] = (1920, 1080),
        options: dict[str, Any] | None = None,
        monkeypatch: Any = None,
    ) -> Audit:
        from game.core.controller import Controller
        from game.core.saves import SeatConfig
        from game.registry import GAMES
        from scenes.app import Headless
        from scenes.settings import Settings
        from scenes.table.table import TableScene

        seen: list[Drawn] = []
        real = draw.render

        def recording(s: str, size: int, colour: Any, bold: bool = False) -> pygame.Surface:
            if isinstance(s, str) and s.strip():
                seen.append(Drawn(s, int(size), _where()))
            return real(s, size, colour, bold)

        bots = ("greedy", "random")
        seats = [SeatConfig(f"P{i + 1}", "bot", bots[i % 2], colour=i) for i in range(players)]
        opts = {"open_information": True, **(options or {})}
        c = Controller(GAMES["paris"], seats, seed, options=opts)
        for _ in range(moves):
            if c.to_act() is None:
                break
            c.pump(budget_ms=10_000)
        h = Headless(window, settings=Settings(animation_speed="instant"), first=False)
        draw._text_cache.clear()
        monkeypatch.setattr(draw, "render", recording)
        table = TableScene(h.ctx, c)
        h.app.start(table)
        h.step(frames=3)
        return cls(h, table, seen)

    def close(self) -> None:
        self.app.close()

    # ------------------------------------------------------------------ what it saw
    def placed(self) -> Iterator[tuple[str, Any, pygame.Rect]]:
        for zid, pieces in self.table.layout.items():
            if not self.table.seat_present(zid):
                continue
            for p, r in pieces:
                yield zid, p, pygame.Rect(r)

    def zone_rect(self, zid: str) -> pygame.Rect:
        return pygame.Rect(self.table.board.zone(zid).rect)

    def small_texts(self) -> list[Drawn]:
        return [d for d in self.texts if d.where in ("skin", "table") and d.size < TEXT_MIN]

    def cut_texts(self) -> list[Drawn]:
        return [d for d in self.texts if d.where == "skin" and d.text.rstrip().endswith("\u2026")]

    def outside(self) -> list[tuple[str, str, pygame.Rect]]:
        return [(zid, p.id, r) for zid, p, r in self.placed() if not self.zone_rect(zid).contains(r)]

    def pills(self) -> list[tuple[str, Any, pygame.Rect]]:
        """Every count pill the table draws, where it draws it (``count_badge``, or the skin's own
        for the counts of 0 and 1 it shows)."""
        from scenes.games.paris.screen import pill_size, shows_count

        skin = self.table.skin
        out = []
        for zid, p, r in self.placed():
            if shows_count(p) or (zid == "supply:tokens" and p.count >= 1):
                centre = skin.pill_at(p.kind, p.face, r, p.count)
                w, h = pill_size(p.count)
                pr = pygame.Rect(0, 0, w, h)
                pr.center = centre
                out.append((zid, p, pr))
        return out

    def overlaps(self) -> list[tuple[str, str, str, str]]:
        """Pairs of things drawn over each other: two pieces, a piece and a pill, a piece and a
        zone it does not belong to (zones that hold one another, a district and its slots, nest).
        A pile of face-down tiles, a track space's duplicate tiles and a full used pile lie on
        each other by design: that is what a pile is."""
        things = [(zid, p.id, r, p) for zid, p, r in self.placed()]
        things += [(zid, f"pill:{p.id}", r, None) for zid, p, r in self.pills()]
        out = []
        for i, (za, ia, ra, pa) in enumerate(things):
            for zb, ib, rb, pb in things[i + 1 :]:
                if not ra.colliderect(rb):
                    continue
                if ia == f"pill:{ib}" or ib == f"pill:{ia}":
                    continue  # a pill touching its own piece's rim
                if za == zb and pa is not None and pb is not None and _pile(za, pa, pb):
                    continue
                out.append((za, ia, zb, ib))
        zones = {
            zid: self.zone_rect(zid)
            for zid, z in self.table.board.zones.items()
            if not z.prop("hidden") and z.kind != "panel" and self.table.seat_present(zid)
        }
        for zid, pid, r, _p in things:
            own = zones.get(zid)
            if own is None:
                continue
            for other, zr in zones.items():
                if other == zid or not zr.colliderect(r):
                    continue
                if zr.contains(own) or own.contains(zr):
                    continue  # nested zones (a district holds its slots)
                out.append((zid, pid, other, "zone"))
        return out

    def bare_discs(self) -> list[tuple[str, str]]:
        """Owned pieces the skin gives no face of their own (the table would draw its seat disc)."""
        skin = self.table.skin
        out = []
        for zid, p, r in self.placed():
            if p.owner is None or (p.kind, None) in ALLOWED_DISCS or (p.kind, p.face) in ALLOWED_DISCS:
                continue
            if str(p.face).startswith("back") or p.label == "face_down":
                continue  # a face-down tile shows its back
            if skin.piece_face(p.kind, p.face, r.size) is None:
                out.append((zid, p.id))
        return out


def _pile(zone: str, a: Any, b: Any) -> bool:
    down = str(a.face).startswith("back") and a.face == b.face
    dup = zone.startswith("track:") and a.kind == b.kind == "tile"
    used = zone.endswith(":used")
    return down or dup or used
