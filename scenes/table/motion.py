"""What moves on the table: pieces sliding along a track, flights and dice rolls from the
presenter's timeline, and the phase banner. The scores, the last roll and the last move are
rebuilt from the game's events when the table opens or the position jumps."""

from __future__ import annotations

import logging
import math
from collections.abc import Mapping, Sequence
from typing import Any

import pygame

from game.core.i18n import tr
from game.core.messages import DiceRolled, Moved, Scored
from game.core.rules import Piece
from scenes import draw, theme
from scenes.table.core import TableCore, rect_tuple, track_lap
from scenes.table.pieces import DIE, bounce, dice_tumble_angle
from scenes.table.placement import place, track_cells
from scenes.table.presenter import Spot, Step, ease, lerp_rect

log = logging.getLogger(__name__)


class Motion(TableCore):
    """Slides, flights, dice and banners."""

    def _rebuild_counters(self) -> None:
        """Scores, the last dice and the last move from the game so far (start, load, undo)."""
        fn = getattr(self.controller, "events_for", None)
        if not callable(fn):
            return
        totals: dict[int, int] = {}
        dice: dict[str, tuple[str, ...]] = {}
        moves: dict[int, list[tuple[str, str]]] = {}
        for move, ev in fn(self.viewer):
            if isinstance(ev, Scored):
                totals[ev.seat] = ev.total if ev.total is not None else totals.get(ev.seat, 0) + ev.points
            elif isinstance(ev, DiceRolled):
                dice[ev.zone] = tuple(ev.faces)
            elif isinstance(ev, Moved):
                moves.setdefault(move, []).append((ev.to_zone, ev.piece))
        self.presenter.score_targets = dict(totals)
        self.presenter.scores = {k: float(v) for k, v in totals.items()}
        self.presenter.dice = dice
        last = len(self.controller.actions)
        self.presenter.last_moves = moves.get(last, [])

    def _start_slides(
        self,
        old: Mapping[str, Sequence[tuple[Piece, pygame.Rect]]],
        new: Mapping[str, Sequence[tuple[Piece, pygame.Rect]]],
        old_values: Mapping[tuple[str, str], tuple[int, int]] | None = None,
    ) -> None:
        """Pieces that changed place without a flight (a pawn on a track, a marker) slide there, step
        by step along a track (round the end and on, when a score laps it), so nothing teleports."""
        factor = self.presenter.speed()
        if factor <= 0 or self.presenter.reduce_motion():
            self.slides = {}
            return
        before: dict[str, tuple[str, pygame.Rect]] = {}
        for zid, placed in old.items():
            for p, r in placed:
                if p.count <= 1 and not p.face.startswith("back"):
                    before[p.id] = (zid, r)
        landed = set(self.presenter.last_moves)
        for zid, placed in new.items():
            for p, r in placed:
                prev = before.get(p.id)
                if prev is None or prev[1] == r or (zid, p.face) in landed or (zid, p.id) in landed:
                    continue
                path = [pygame.Rect(prev[1]), pygame.Rect(r)]
                z = self.board.zone(zid)
                if prev[0] == zid and z is not None and z.prop("layout") == "track":
                    cells = track_cells(z)
                    a = self._cell_of(cells, prev[1])
                    b = self._cell_of(cells, r)
                    va = (old_values or {}).get((zid, p.id))
                    vb = self.track_values.get((zid, p.id))
                    if cells and va is not None and vb is not None and va[0] != vb[0]:
                        # walk the values, not the cells: a lap goes round the end of the track
                        n = abs(vb[0] - va[0])
                        stride = max(1, n // 60)  # a long jump (a load, a big score) in at most 60 hops
                        step = stride if vb[0] > va[0] else -stride
                        path = [pygame.Rect(prev[1])]
                        for v in range(va[0] + step, vb[0], step):
                            mid = pygame.Rect(r)
                            mid.center = (cells[track_lap(v, len(cells))[0]].centerx, r.centery)
                            path.append(mid)
                        path.append(pygame.Rect(r))
                    elif a is not None and b is not None and a != b:
                        step = 1 if b > a else -1
                        path = [pygame.Rect(prev[1])]
                        for i in range(a + step, b, step):
                            mid = pygame.Rect(r)
                            mid.center = (cells[i].centerx, r.centery)
                            path.append(mid)
                        path.append(pygame.Rect(r))
                duration = max(0.25, 0.04 * (len(path) - 1)) * factor
                if not self.slides:
                    self.ctx.sound.play("token")
                self.slides[p.id] = (p, path, self.clock, duration)

    @staticmethod
    def _cell_of(cells: Sequence[pygame.Rect], r: pygame.Rect) -> int | None:
        for i, c in enumerate(cells):
            if c.left <= r.centerx <= c.right:
                return i
        return None

    def _draw_slides(self, canvas: pygame.Surface) -> None:
        done = []
        for pid, (p, path, start, duration) in self.slides.items():
            t = (self.clock - start) / duration if duration > 0 else 1.0
            if t >= 1.0:
                done.append(pid)
                t = 1.0
            legs = len(path) - 1
            if legs <= 1:
                r = lerp_rect(rect_tuple(path[0]), rect_tuple(path[-1]), ease(t))
            else:
                pos = t * legs
                i = min(legs - 1, int(pos))
                f = pos - i
                r = lerp_rect(rect_tuple(path[i]), rect_tuple(path[i + 1]), f)
                hop = int(abs(math.sin(math.pi * f)) * 10)
                r = (r[0], r[1] - hop, r[2], r[3])
            self._draw_piece(canvas, p.kind, p.face, pygame.Rect(r), p.owner, p.count, p.label)
            extra = next((e for (_z, q), (_v, e) in self.track_values.items() if q == pid), 0)
            if extra and t >= 1.0:
                self._draw_lap(canvas, pygame.Rect(r), extra, p.owner)
        for pid in done:
            del self.slides[pid]

    def _dice_rects(self, zid: str, n: int) -> list[pygame.Rect]:
        z = self.board.zone(zid)
        if z is not None and zid in self._zones_now and n > 0:
            # the rules draw dice as pieces of this zone: roll them onto the places they settle in
            return [r for _p, r in place(z, [Piece(f"roll:{i}", "die", "roll") for i in range(n)])]
        zr = pygame.Rect(z.rect) if z else pygame.Rect(700, 500, 200, 100)
        gap = 18
        total = n * DIE + (n - 1) * gap
        x0 = zr.centerx - total // 2
        return [pygame.Rect(x0 + i * (DIE + gap), zr.centery - DIE // 2 + 8, DIE, DIE) for i in range(n)]

    def _draw_flight(self, canvas: pygame.Surface, step: Step, t: float) -> None:
        """A flight ``t`` of the way (0: where it leaves, 1: where it lands)."""
        ev = step.event
        assert isinstance(ev, Moved)
        src, dst = step.data.get("from"), step.data.get("to")
        start: Spot | None = src or dst
        end: Spot | None = dst or src
        if start is None or end is None:  # neither zone is on the board
            return
        a = start["rect"]
        b = end["rect"]
        kind = start.get("kind", "card")
        owner = start.get("owner")
        if step.data.get("fade"):
            if t > 0:
                self._draw_piece(canvas, kind, ev.piece, pygame.Rect(b), owner, alpha=int(255 * t))
            return
        e = ease(t)
        r = pygame.Rect(lerp_rect(a, b, e))
        lift = int(math.sin(math.pi * t) * 26)
        r.y -= lift
        # on its way, a new size each frame: the face is the one it lands with (made ahead), scaled
        self._draw_piece(canvas, kind, ev.piece, r, owner, count=ev.count, made_at=pygame.Rect(b).size)

    def _draw_animations(self, canvas: pygame.Surface) -> None:
        # the move's pieces that have landed stay where they landed until the view catches up
        # pieces already drawn (landed, or with a flight under way or before): a later flight waits unseen
        waiting: set[str] = set()
        for step in self.presenter.landed:
            if not step.data.get("flown_on"):
                self._draw_flight(canvas, step, 1.0)
                assert isinstance(step.event, Moved)
                waiting.add(step.event.piece)
        for step, t in self.presenter.active():
            if step.kind == "flight":
                ev = step.event
                assert isinstance(ev, Moved)
                if step.begun:
                    self._draw_flight(canvas, step, t)
                elif ev.piece not in waiting:
                    # a staggered flight not yet started: its piece waits where it leaves from
                    self._draw_flight(canvas, step, 0.0)
                waiting.add(ev.piece)
            elif step.kind == "dice" and step.begun:
                ev = step.event
                assert isinstance(ev, DiceRolled)
                rects = self._dice_rects(ev.zone, len(ev.faces))
                for i, (r, face) in enumerate(zip(rects, ev.faces, strict=False)):
                    if step.data.get("fade"):
                        self.art.draw_piece(canvas, "die", face, r, alpha=int(255 * t))
                        continue
                    seed = len(self.controller.actions) * 7 + i * 13
                    settled = t >= 0.72
                    shown = face if settled else str(1 + (int(t * 14) + i * 3 + seed) % 6)
                    surf = self.art.surface("die", shown, None, (DIE, DIE))
                    angle = 0.0 if settled else dice_tumble_angle(t / 0.72, seed)
                    rot = pygame.transform.rotate(surf, angle) if angle else surf
                    dx = int((1 - min(1.0, t / 0.72)) * (-160 + 40 * i))
                    hop = int(bounce(t) * 70)
                    centre = (r.centerx + dx, r.centery - hop)
                    sh = draw.shadow_surface((DIE, DIE), 12, 8, 0x70)
                    canvas.blit(sh, (r.x + dx - 16 + 3 + hop // 4, r.y - 16 + 6))
                    canvas.blit(rot, rot.get_rect(center=centre))

    def _draw_banner(self, canvas: pygame.Surface, ev: Any, t: float) -> None:
        alpha = min(1.0, t / 0.15, (1 - t) / 0.2) if t < 1 else 0.0
        if alpha <= 0:
            return
        text = tr(ev.phase, names=self.controller.name, round=ev.round)
        board = self._panel("panel:board")
        rect = pygame.Rect(0, 0, 720, 110)
        rise = 0 if self.presenter.reduce_motion() else int((1 - ease(min(1.0, t / 0.3))) * 30)
        rect.center = (board.centerx, board.centery - 20 + rise)
        layer = self._banner_surface(text, rect.size)
        layer.set_alpha(int(255 * alpha))
        canvas.blit(layer, rect)
        rec = draw.recorder()
        if rec is not None:
            rec.moved(layer, rect.topleft, canvas)

    def _banner_surface(self, text: str, size: tuple[int, int]) -> pygame.Surface:
        key = (text, size)
        cache = self._banner_cache
        surf = cache.get(key)
        if surf is None:
            w, h = size
            surf = pygame.Surface(size, pygame.SRCALPHA)
            pts = [(0, 10), (w, 10), (w - 30, h // 2 + 5), (w, h), (0, h), (30, h // 2 + 5)]
            pygame.draw.polygon(surf, draw.mix(theme.REFUSAL, theme.WALNUT, 0.35), pts)
            pygame.draw.rect(surf, theme.CREAM, (40, 0, w - 80, h - 10), border_radius=10)
            pygame.draw.rect(surf, theme.BRASS, (40, 0, w - 80, h - 10), 4, border_radius=10)
            draw.text(surf, text, (w // 2, (h - 10) // 2), 48, theme.INK, "center", w - 120, bold=True)
            if len(cache) > 32:
                cache.clear()
            cache[key] = surf
        return surf
