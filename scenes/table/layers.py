"""The frame, layer by layer: the cached base (static board, last-move rims, pieces, the skin's
base layer, seat HUD, log, action bar), then every frame the glows, slides and flights, the HUD's
moving parts, the skin's top layer, the banner and the overlays (``overlays``)."""

from __future__ import annotations

import logging
from typing import Any

import pygame

from game.core.i18n import add_strings, tr
from game.core.rules import Piece
from scenes import draw, theme
from scenes.table import audit
from scenes.table.core import TableCore
from scenes.table.pieces import CARD_KINDS
from scenes.table.placement import FANNED, MORE_KIND, layout_of

log = logging.getLogger(__name__)
add_strings({"table.lap": "+{n}"})  # a score marker's laps round its track: "+50"
BADGE_MIN = 16  # a count badge's number is never drawn smaller, whatever size a skin asks


class Layers(TableCore):
    """Drawing the table in layers."""

    def _base_key(self) -> tuple[Any, ...]:
        p = self.presenter
        widgets = tuple(
            (b.label, b.hover, b.pressed, b.enabled, tuple(b.rect))
            for b in (*self.tools.values(), *self.button_actions)
        )
        return (
            id(p.view),
            p.drained,
            frozenset(p.in_flight()) if not p.drained else None,
            len(self.controller.log_for(self.viewer)) - p.log_hidden,
            self.logpanel.scroll,
            self.hover_key,
            self.controller.to_act(),
            self.bots_paused,
            tuple(sorted(p.dice.items())),
            tuple(p.rolling()),
            tuple(p.last_moves),
            widgets,
            self.viewer,
            id(self.static),
            frozenset(self.slides),
            len(self.controller.actions),
            (self.notice.text, self.notice.warning) if self.notice is not None else None,
        )

    def _last_zones(self) -> list[str]:
        """Where the last move happened: the zones pieces went to, and the zone the action was made at."""
        zones = [z for z, _p in self.presenter.last_moves]
        action = self.controller.last_action
        if action is not None:
            try:
                info = self.rules.describe(action)
            except Exception:  # noqa: BLE001
                info = None
            if info is not None and info.zone is not None and info.zone not in zones:
                zones.append(info.zone)
        return zones

    def _draw_base(self) -> pygame.Surface:
        """Everything that only changes when the display view, the log or a button changes."""
        key = self._base_key()
        if self._base is not None and key == self._base_key_now:
            return self._base
        base = self._base if self._base is not None else pygame.Surface((1920, 1080))
        base.blit(self.static, (0, 0))
        if self.presenter.drained:
            for zid in self._last_zones():
                z = self.board.zone(zid)
                if z is not None and self.seat_present(zid):
                    pygame.draw.rect(
                        base,
                        draw.mix(theme.CREAM, theme.BRASS, 0.3),
                        pygame.Rect(z.rect).inflate(6, 6),
                        2,
                        border_radius=14,
                    )
        self._draw_pieces(base)
        self._ask("draw_base", self.skin.draw_base, None, base)
        self.hud.draw_base(base)
        lines = self.controller.log_for(self.viewer)
        if self.presenter.log_hidden:
            lines = lines[: max(0, len(lines) - self.presenter.log_hidden)]
        self.logpanel.draw(base, lines)
        self._draw_action_bar(base)
        if self._base is None and pygame.display.get_init() and pygame.display.get_surface() is not None:
            base = base.convert()
        self._base = base
        self._base_key_now = key
        return base

    def _scores(self) -> dict[int, float]:
        return dict(self.presenter.scores)

    def _glow(self, size: tuple[int, int]) -> pygame.Surface:
        key = (size[0], size[1], 0)
        g = self._glow_cache.get(key)
        if g is None:
            pad = 18
            g = pygame.Surface((size[0] + pad * 2, size[1] + pad * 2), pygame.SRCALPHA)
            pygame.draw.rect(
                g,
                (*theme.BRASS_HOVER, 200),
                (pad - 4, pad - 4, size[0] + 8, size[1] + 8),
                8,
                border_radius=16,
            )
            small = pygame.transform.smoothscale(g, (max(1, g.get_width() // 3), max(1, g.get_height() // 3)))
            g = pygame.transform.smoothscale(pygame.transform.gaussian_blur(small, 3), g.get_size())
            pygame.draw.rect(
                g, (*theme.BRASS, 255), (pad - 3, pad - 3, size[0] + 6, size[1] + 6), 3, border_radius=14
            )
            if len(self._glow_cache) > 300:
                self._glow_cache.clear()
            self._glow_cache[key] = g
        return g

    def _draw_glow(self, canvas: pygame.Surface, rect: pygame.Rect, hot: bool, pulse: float) -> None:
        g = self._glow(rect.size)
        g.set_alpha(255 if hot else int(120 + 110 * pulse))
        canvas.blit(g, (rect.x - 18, rect.y - 18))
        if hot:
            pygame.draw.rect(canvas, theme.BRASS_HOVER, rect.inflate(8, 8), 3, border_radius=14)

    def _draw_pieces(self, canvas: pygame.Surface) -> None:
        rec = audit.current()
        lapped: list[tuple[Piece, pygame.Rect, int]] = []
        for zid, placed in self.layout.items():
            if not self.seat_present(zid) or zid == self.opened:
                continue
            for p, r in placed:
                if self.moving(zid, p):  # the animation draws it
                    continue
                rr = self.drawn_rect(zid, p, r)
                source = self._draw_piece(canvas, p.kind, p.face, rr, p.owner, p.count, p.label)
                if rec is not None:
                    self._note_piece(rec, zid, p, rr, source)
                extra = self.lap_of(zid, p.id) if self.track_values else 0
                if extra:
                    lapped.append((p, rr, extra))
        # lap tags last, stacked above their cell so that two lapped markers on one cell both read
        above: dict[int, int] = {}
        for p, rr, extra in lapped:
            k = above.get(rr.centerx, 0)
            above[rr.centerx] = k + 1
            self._draw_lap(canvas, rr, extra, p.owner, k)
        # the last roll stays on the table until the next one
        for zid, faces in self.presenter.dice.items():
            if zid in self.layout or zid in self._zones_now or zid in self.presenter.rolling():
                continue
            for r, face in zip(self._dice_rects(zid, len(faces)), faces, strict=False):
                self.art.draw_piece(canvas, "die", face, r)

    def _draw_piece(
        self,
        canvas: pygame.Surface,
        kind: str,
        face: str,
        rect: pygame.Rect,
        owner: int | None = None,
        count: int = 1,
        label: str = "",
        alpha: int = 255,
    ) -> str:
        """One piece: the skin's own face when it prints one (``TableSkin.piece_face``), else the
        table's art; either way with its soft shadow and count badge. Returns which drew it
        (``skin`` or ``art``). A face the skin fails to draw is logged once and drawn by the art;
        the skin is asked again next time (no hook is switched off)."""
        surf = None
        if not (label == "face_down" or face.startswith("back") or kind == MORE_KIND):
            try:
                surf = self.skin.piece_face(kind, face, (rect.w, rect.h))
            except Exception as exc:  # noqa: BLE001 - a broken face falls back to the table's art
                if face not in self._face_errors:
                    self._face_errors.add(face)
                    log.error("skin piece_face failed for %s: %s", face, exc)
        spot = None  # the skin may move a token's count badge off its icon (TableSkin.count_badge)
        if count > 1 and kind not in CARD_KINDS:
            spot = self._ask("count_badge", self.skin.count_badge, None, kind, face, rect, count)
        rec = audit.current()
        if surf is None:
            self.art.draw_piece(canvas, kind, face, rect, owner, 1 if spot else count, label, alpha)
            if spot:
                with audit.on_behalf_of_skin():  # the skin chose the badge's place and size
                    draw.badge(canvas, spot[0], str(count), theme.INK, theme.CREAM, spot[1])
            return "art"
        if rec is not None:
            rec.moved(surf, rect.topleft, canvas)
        sh = draw.shadow_surface(rect.size, max(4, int(rect.w * 0.07)), 8, 0x60)
        if alpha < 255:
            sh, surf = sh.copy(), surf.copy()
            sh.set_alpha(alpha)
            surf.set_alpha(alpha)
        canvas.blit(sh, (rect.x - 16 + 2, rect.y - 16 + 5))
        canvas.blit(surf, rect)
        if count > 1:
            if spot:
                with audit.on_behalf_of_skin():
                    draw.badge(canvas, spot[0], str(count), theme.INK, theme.CREAM, spot[1])
            else:
                draw.badge(canvas, (rect.right - 6, rect.top + 6), str(count), theme.INK, theme.CREAM, 20)
        return "skin"

    def _note_piece(self, rec: audit.Recorder, zid: str, p: Piece, rect: pygame.Rect, source: str) -> None:
        """Tell the recorder where a piece went and what drew it."""
        z = self.board.zone(zid)
        lay = layout_of(z) if z is not None else ""
        bare = source == "art" and self.art.bare_seat_disc(p.kind, p.face, p.owner, p.label, rect.w)
        fan = lay if lay in FANNED else None
        by = "skin" if zid in self.skin_placed else "table"
        rec.piece(
            audit.PieceMark(zid, p.id, p.face, p.kind, p.owner, pygame.Rect(rect), source, bare, fan, by)
        )

    def _draw_lap(
        self, canvas: pygame.Surface, rect: pygame.Rect, extra: int, owner: int | None = None, k: int = 0
    ) -> pygame.Rect:
        """A "+50" tag in the owner's colour above a marker that went round its track, like a
        flipped score marker; ``k`` stacks the tags of several lapped markers on one cell."""
        ci = self._colour_of(owner)
        col = theme.seat_colour(ci) if ci is not None else theme.BRASS
        centre = (rect.centerx, min(rect.top, rect.centery - 8) - BADGE_MIN * 3 // 4 - 1 - 26 * k)
        tag = draw.badge(canvas, centre, tr("table.lap", n=extra), col, theme.INK, BADGE_MIN)
        pygame.draw.line(canvas, col, (rect.centerx, tag.bottom), (rect.centerx, rect.top), 2)
        return tag

    def _blocked_mark(self, d: int) -> pygame.Surface:
        """A quiet "not now" sign: a muted refusal-red ring with a bar across, ``d`` px wide."""
        key = (d, d, 1)
        g = self._glow_cache.get(key)
        if g is None:
            g = pygame.Surface((d, d), pygame.SRCALPHA)
            c = (d // 2, d // 2)
            ink = draw.mix(theme.REFUSAL, theme.CREAM, 0.25)
            pygame.draw.circle(g, (*theme.INK, 170), c, d // 2)
            pygame.draw.circle(g, ink, c, d // 2 - 2, max(2, d // 8))
            off = int(d * 0.25)
            pygame.draw.line(g, ink, (off, d - off), (d - off, off), max(2, d // 8))
            self._glow_cache[key] = g
        return g

    def _draw_blocked(self, canvas: pygame.Surface, mark: Any, hot: bool) -> None:
        """A piece the decision could use but cannot now: veiled a little, with the sign on its
        corner (a whole zone: the sign alone); no glow, so it never looks takeable."""
        r = mark.rect
        if mark.piece is not None:
            veil = self._glow_cache.get((r.w, r.h, 2))
            if veil is None:
                veil = pygame.Surface(r.size, pygame.SRCALPHA)
                pygame.draw.rect(veil, (20, 14, 10, 90), veil.get_rect(), border_radius=max(4, r.w // 12))
                self._glow_cache[(r.w, r.h, 2)] = veil
            canvas.blit(veil, r)
        d = 22 if min(r.w, r.h) >= 40 else 18
        sign = self._blocked_mark(d)  # at the foot, clear of the name band and the cost
        canvas.blit(sign, sign.get_rect(center=(r.right - d // 2 + 3, r.bottom - d // 2 + 3)))
        if hot:
            pygame.draw.rect(
                canvas, draw.mix(theme.REFUSAL, theme.CREAM, 0.2), r.inflate(6, 6), 2, border_radius=12
            )
