"""What the readable-table checks measure, shared by ``test_readable.py`` and by hand:
``audited(game, players, moves, seed, size)`` plays bot moves through the controller, seats a
human at seat 0, builds the table under a recorder and draws one frame; ``problems(table, rec)``
sorts what the frame shows into the four things a player must never meet."""

from __future__ import annotations

import dataclasses
from typing import Any

import pygame

from game.core.controller import Controller
from game.core.saves import SeatConfig
from game.registry import GAMES
from scenes.table import audit
from scenes.table.pieces import CARD_KINDS
from scenes.table.placement import layout_of

FLOOR = 16  # px on the 1920×1080 canvas: about 11 px in a 1280×720 window
NAME_STRIP = 0.22  # the top of a card that shows its name: a fan must leave it in view
TOKEN_MIDDLE = 0.4  # the middle of a token (its icon or seat shape): a pile must leave it in view


@dataclasses.dataclass
class Problems:
    """What a frame got wrong, by who draws it: ``table`` (the generic parts) or ``skin``."""

    small: dict[str, list[str]] = dataclasses.field(default_factory=lambda: {"table": [], "skin": []})
    overlap: dict[str, list[str]] = dataclasses.field(default_factory=lambda: {"table": [], "skin": []})
    bare: list[str] = dataclasses.field(default_factory=list)
    cut: dict[str, list[str]] = dataclasses.field(default_factory=lambda: {"table": [], "skin": []})
    outside: dict[str, list[str]] = dataclasses.field(default_factory=lambda: {"table": [], "skin": []})
    crowded: dict[str, list[str]] = dataclasses.field(default_factory=lambda: {"table": [], "skin": []})

    def of(self, who: str, crowded: bool = False) -> dict[str, list[str]]:
        """What ``who`` got wrong; texts drawn over each other only with ``crowded`` (a skin prints
        some on purpose: a building's number over the same number printed on its space)."""
        out = {
            "small": self.small[who],
            "overlap": self.overlap[who],
            "cut": self.cut[who],
            "outside": self.outside[who],
        }
        if crowded:
            out["crowded"] = self.crowded[who]
        if who == "skin":
            out["bare"] = self.bare
        return {k: v for k, v in out.items() if v}


def settle(game: str, players: int, moves: int, seed: int) -> Controller | None:
    """A bot game ``moves`` actions deep (in a shorter game: a dozen moves before its end), then
    seat 0 human, bots playing on until it is seat 0's decision (None: none was left)."""
    for _attempt in range(4):
        seats = [SeatConfig(f"Player {i + 1}", "bot", "greedy", colour=i) for i in range(players)]
        c = Controller(GAMES[game], seats, seed, options={})
        while len(c.actions) < moves and c.to_act() is not None:
            c.pump(budget_ms=10_000)
        c.seats[0] = SeatConfig("Player 1", "human", colour=0)
        while c.to_act() not in (0, None):
            c.pump(budget_ms=10_000)
        if c.to_act() == 0:
            return c
        moves = max(1, len(c.actions) - 12)  # the game ended first: a little earlier
    return None


def audited(h: Any, controller: Controller) -> tuple[Any, audit.Recorder]:
    """The table for ``controller`` built and drawn once under a recorder: (table, recorder)."""
    from scenes.table.table import TableScene

    rec = audit.Recorder()
    with audit.recording(rec):
        table = TableScene(h.ctx, controller)
        h.app.start(table)
        h.step(frames=1)
        for zid_rect, text in table.hover_marks():
            rec.hover(zid_rect, text)
    return table, rec


def _key_part(m: audit.PieceMark) -> pygame.Rect:
    r = m.rect
    if m.kind in CARD_KINDS:
        return pygame.Rect(r.x, r.y, r.w, max(1, int(r.h * NAME_STRIP)))
    k = TOKEN_MIDDLE
    return pygame.Rect(r.x + int(r.w * (1 - k) / 2), r.y + int(r.h * (1 - k) / 2), int(r.w * k), int(r.h * k))


def problems(table: Any, rec: audit.Recorder) -> Problems:
    out = Problems()
    for text, size, origin in rec.sizes():
        if size < FLOOR:
            out.small[origin].append(f"{text!r} {size}px")
    zones = {
        z.id: pygame.Rect(z.rect)
        for z in table.board.zones.values()
        if z.kind != "panel" and table.seat_present(z.id) and not z.prop("hidden")
    }
    pieces = rec.pieces
    for i, a in enumerate(pieces):
        za = zones.get(a.zone)
        inside = za is not None and za.inflate(4, 4).contains(a.rect)
        for zid, zr in zones.items():
            if zid == a.zone or za is None or zr.contains(za) or za.contains(zr):
                continue  # a zone inside another (a slot of a row, a space on a board) sits on it
            clip = a.rect.clip(zr)
            if clip.w > 1 and clip.h > 1:
                # a piece inside its own zone over another zone: the map lays the zones over each other
                who = "skin" if inside or a.placed_by == "skin" else "table"
                out.overlap[who].append(f"{a.zone}/{a.piece} over zone {zid}")
        for b in pieces[i + 1 :]:  # b is drawn after a: on top
            if b.zone != a.zone:
                zb = zones.get(b.zone)
                if za is not None and zb is not None and (za.contains(zb) or zb.contains(za)):
                    continue
            clip = a.rect.clip(b.rect)
            if clip.w <= 1 or clip.h <= 1:
                continue
            if b.zone == a.zone:
                # a deck or pile of cards shows its top; a fan, tokens on a card or on one space are
                # fine while the covered piece's name strip (a card) or middle (a token: its icon or
                # mark) stays in view
                z = table.board.zone(a.zone)
                if (
                    z is not None
                    and layout_of(z) == "stack"
                    and a.kind in CARD_KINDS
                    and b.kind in CARD_KINDS
                ):
                    continue
                part = _key_part(a).clip(b.rect)
                if part.w <= 1 or part.h <= 1:
                    continue
            who = "skin" if "skin" in (a.placed_by, b.placed_by) or (b.zone != a.zone and inside) else "table"
            out.overlap[who].append(f"{a.zone}/{a.piece} under {b.zone}/{b.piece}")
        if a.bare_disc and not (a.kind == "marker" or _on_track(table, a.zone)):
            out.bare.append(f"{a.zone}/{a.piece} ({a.face})")
    for m in rec.uncovered_cuts():
        out.cut[m.origin].append(f"{m.text!r} of {m.full!r}")
    placed = [m for m in rec.all_texts() if m.rect is not None]
    for m in placed:
        if m.outside:
            out.outside[m.origin].append(f"{m.text!r} {m.size}px at {tuple(m.rect)}")
    for i, a in enumerate(placed):
        for b in placed[i + 1 :]:
            if _crowd(a.rect, b.rect):
                who = "skin" if "skin" in (a.origin, b.origin) else "table"
                out.crowded[who].append(f"{a.text!r} and {b.text!r} at {tuple(a.rect)} / {tuple(b.rect)}")
    return out


CROWD = 0.34  # two texts whose boxes share more than this part of the lower one's height overlap


def _crowd(a: pygame.Rect, b: pygame.Rect) -> bool:
    """Whether two texts' boxes overlap by more than the air above and below their letters."""
    clip = a.clip(b)
    return clip.w > 3 and clip.h > CROWD * min(a.h, b.h)


def _on_track(table: Any, zone: str) -> bool:
    z = table.board.zone(zone)
    return z is not None and layout_of(z) == "track"
