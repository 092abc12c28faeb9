"""The seat HUD: one badge per seat (colour + shape, name, human/bot, score, whose turn, bot thinking).

In a team game (Droïdes at four: two against two) a "Team N" tab joins each team's badges along
their bottom edge, so the table says who plays with whom.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pygame

from game.core.i18n import tr
from scenes import draw, theme

NAME_SIZE = 28
NAME_ROOM = 200  # the badge's width less its marker and score: what is left for the name
TEAM_TAB_SIZE = 18  # the team tab's words (above the table's 16 px floor on the 1920×1080 canvas)
SUB_SIZE = 20  # "Player" / "Bot · Normal" under the name
LEADING = 1.3  # the name's and the kind's lines, this many times their size apart


class SeatHud:
    """Draws the seat badges in the HUD strip; static parts of each badge are cached."""

    def __init__(
        self,
        rect: pygame.Rect,
        seats: list,
        name: Callable[[int], str],
        teams: Sequence[int] | None = None,
    ) -> None:
        self.rect = pygame.Rect(rect)
        self.seats = seats
        self.name = name
        self.teams = tuple(teams) if teams is not None else None
        n = max(1, len(seats))
        gap = 14
        w = min(420, (self.rect.w - gap * (n - 1)) // n)
        total = w * n + gap * (n - 1)
        x0 = self.rect.x + (self.rect.w - total) // 2
        self.badges = [
            pygame.Rect(x0 + i * (w + gap), self.rect.y + 6, w, self.rect.h - 12) for i in range(n)
        ]
        self._static: dict[tuple[int, float], pygame.Surface] = {}

    def name_scale(self) -> float:
        """The text scale of the badge's two lines: the player's text size, as far as the badge's
        height holds the name above its kind."""
        h = self.badges[0].h - 14 if self.badges else 0
        return draw.scale_for_height((NAME_SIZE, SUB_SIZE), h, LEADING)

    def badge_rect(self, seat: int) -> pygame.Rect:
        return self.badges[seat]

    def cut_names(self) -> list[tuple[pygame.Rect, str]]:
        """The seats whose name is too long for its badge: (the badge, the whole name) for a hover."""
        out = []
        with draw.text_scale_at(self.name_scale()):
            for seat, r in enumerate(self.badges):
                name = self.name(seat)
                if draw.font(NAME_SIZE, True).size(name)[0] > r.w - NAME_ROOM:
                    out.append((pygame.Rect(r), name))
        return out

    def _make_static(self, seat: int) -> pygame.Surface:
        r = self.badges[seat]
        surf = pygame.Surface((r.w + 40, r.h + 40), pygame.SRCALPHA)
        inner = pygame.Rect(20, 16, r.w, r.h)
        draw.panel(surf, inner, theme.CREAM, 16, shadow_blur=10, inner_line=False)
        cfg = self.seats[seat]
        ci = cfg.colour
        pygame.draw.rect(
            surf,
            theme.seat_colour(ci),
            (inner.x, inner.y, 10, inner.h),
            border_top_left_radius=16,
            border_bottom_left_radius=16,
        )
        draw.seat_marker(surf, (inner.x + 46, inner.centery), 20, ci)
        with draw.text_scale_at(self.name_scale()):
            name_step = int(draw.scaled(NAME_SIZE) * LEADING)
            top = inner.y + max(4, (inner.h - name_step - int(draw.scaled(SUB_SIZE) * LEADING)) // 2)
            draw.text(
                surf,
                self.name(seat),
                (inner.x + 80, top),
                NAME_SIZE,
                theme.INK,
                "topleft",
                inner.w - NAME_ROOM,
                bold=True,
            )
            sub = (
                tr("table.human")
                if cfg.kind == "human"
                else tr("table.bot", level=tr(f"ui.level.{cfg.level}"))
            )
            draw.text(
                surf, sub, (inner.x + 80, top + name_step), SUB_SIZE, theme.INK_SOFT, "topleft", inner.w - 200
            )
        return surf

    def draw_base(self, canvas: pygame.Surface) -> None:
        """The badges themselves (drawn into the table's cached base layer)."""
        for seat, r in enumerate(self.badges):
            key = (seat, draw.text_scale())
            surf = self._static.get(key)
            if surf is None:
                surf = self._static[key] = self._make_static(seat)
            canvas.blit(surf, (r.x - 20, r.y - 16))
            rec = draw.recorder()
            if rec is not None:
                rec.moved(surf, (r.x - 20, r.y - 16), canvas)

    def _draw_teams(self, canvas: pygame.Surface) -> None:
        for _team, label, line, tab in self.team_tabs():
            pygame.draw.line(canvas, theme.BRASS, line[0], line[1], 4)
            pygame.draw.rect(canvas, theme.WALNUT, tab, border_radius=tab.h // 2)
            pygame.draw.rect(canvas, theme.BRASS, tab, 2, border_radius=tab.h // 2)
            draw.text(canvas, label, tab.center, TEAM_TAB_SIZE, theme.CREAM, "center", bold=True)

    def team_tabs(self) -> list[tuple[int, str, tuple[tuple[int, int], tuple[int, int]], pygame.Rect]]:
        """Per team: (team, its label, the brass line along its badges' bottom edge, the tab's rect)."""
        if self.teams is None:
            return []
        out = []
        for team in sorted(set(self.teams)):
            rects = [self.badges[s] for s, t in enumerate(self.teams) if t == team and s < len(self.badges)]
            if not rects:
                continue
            left, right = min(r.left for r in rects), max(r.right for r in rects)
            y = max(r.bottom for r in rects)
            label = tr("ui.scoring.team", n=team + 1)
            w = draw.font(TEAM_TAB_SIZE, True).size(label)[0] + 2 * TEAM_TAB_SIZE
            tab = pygame.Rect(0, 0, w, draw.scaled(TEAM_TAB_SIZE) + 10)
            tab.center = ((left + right) // 2, y)
            out.append((team, label, ((left + 24, y), (right - 24, y)), tab))
        return out

    def draw(
        self,
        canvas: pygame.Surface,
        scores: dict[int, float],
        to_act: int | None,
        progress: float | None,
        clock: float,
        paused: bool = False,
    ) -> None:
        """What changes every frame: the turn ring, scores, the thinking bar (and the team tabs over
        the ring)."""
        for seat, r in enumerate(self.badges):
            active = seat == to_act
            if active:
                pulse = 0.5 + 0.5 * math.sin(clock * 3.2)
                glow = r.inflate(12 + int(6 * pulse), 12 + int(6 * pulse))
                pygame.draw.rect(
                    canvas, draw.mix(theme.BRASS, theme.BRASS_HOVER, pulse), glow, 4, border_radius=20
                )
            score = scores.get(seat)
            label = str(int(round(score or 0)))  # no score yet is 0
            draw.text(canvas, label, (r.right - 24, r.centery + 2), 44, theme.INK, "midright", bold=True)
            if active:
                cfg = self.seats[seat]
                if cfg.kind == "bot" and not paused:
                    bar = pygame.Rect(r.x + 80, r.bottom - 11, r.w - 200, 5)
                    pygame.draw.rect(canvas, draw.mix(theme.CREAM, theme.INK, 0.15), bar, border_radius=3)
                    p = progress if progress is not None else (0.5 + 0.5 * math.sin(clock * 4)) * 0.3
                    fill = bar.copy()
                    fill.w = max(6, int(bar.w * max(0.0, min(1.0, p))))
                    pygame.draw.rect(canvas, theme.BRASS, fill, border_radius=3)
                else:
                    draw.badge(
                        canvas, (r.right - 110, r.y + 2), tr("table.to_play"), theme.BRASS, theme.INK, 16
                    )
        self._draw_teams(canvas)
