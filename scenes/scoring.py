"""The end of a game: the winner(s) with seat colour and shape, how a tie was broken, one column per
seat with the itemised score sheet (totals tick up), and a stacked bar chart by category.
Buttons: play again with the same seats (a new deal), or back to the menu.
"""

from __future__ import annotations

import logging
from typing import Any

import pygame

from game.core import store
from game.core.i18n import has, tr
from game.core.rules import Outcome, ScoreSheet
from scenes import draw, theme
from scenes.base import LOGICAL_SIZE, AppContext, Scene
from scenes.menu import game_name
from scenes.widgets import Button, FocusRing, handle_all, toast

log = logging.getLogger(__name__)

# Category colours for the chart: distinct, warm, readable on cream (assigned in category order).
CATEGORY_COLOURS = (
    (0xA0, 0x52, 0x2D),  # rust
    (0x4F, 0x7D, 0x3A),  # moss
    (0x2E, 0x4A, 0x8C),  # ink blue
    (0xD4, 0xA0, 0x17),  # gold
    (0x8E, 0x44, 0xAD),  # plum
    (0x1A, 0x8A, 0x85),  # teal
    (0xC0, 0x39, 0x2B),  # brick
    (0x7F, 0x8C, 0x8D),  # steel
    (0xE0, 0x7B, 0x39),  # orange
    (0x6B, 0x4A, 0x2B),  # walnut brown
    (0xC2, 0x6F, 0x9B),  # rose
    (0x9A, 0xA8, 0x3A),  # olive
)
TICK_SECONDS = 1.6


def categories(sheets: list[ScoreSheet]) -> list[str]:
    """Every category key in the order it first appears across the sheets."""
    out: list[str] = []
    for sheet in sheets:
        for line in sheet.lines:
            if line.category not in out:
                out.append(line.category)
    return out


def decided_text(outcome: Outcome, sheets: list[ScoreSheet]) -> str:
    """How the winner was decided, for people (a tie-break, a team rule, the automa, a full tie)."""
    by = outcome.decided_by
    if by == "total":
        return tr("ui.scoring.by_total") if len(sheets) > 1 else ""
    if by == "shared":
        return tr("ui.scoring.shared")
    if by in ("automa", "rival"):
        return tr(f"ui.scoring.{by}_beaten") if outcome.winners else tr(f"ui.scoring.{by}_won")
    label = tr(by) if has(by) else by.replace("_", " ")
    best = max((s.total for s in sheets), default=0)
    tied = sum(1 for s in sheets if s.total == best) > 1
    if len(outcome.winners) == 1 and tied:
        return tr("ui.scoring.by_tiebreak", label=label)
    if not outcome.winners:
        return label
    return tr("ui.scoring.decided_by", label=label)


class ScoringScene(Scene):
    def __init__(self, ctx: AppContext, controller: Any) -> None:
        super().__init__(ctx)
        self.controller = controller
        self.sheets: list[ScoreSheet] = sorted(controller.score(), key=lambda s: s.seat)
        # a solo game's built-in opponent (automa, rival) gets a column too; keyed by id(sheet)
        self.opponents: dict[int, str] = {}
        extra = getattr(controller, "opponent_sheets", None)
        if callable(extra):
            try:
                for kind, sheet in extra():
                    self.sheets.append(sheet)
                    self.opponents[id(sheet)] = kind
            except Exception as exc:  # a missing extra column must not stop the scores
                log.warning("opponent sheet unavailable: %s", exc)
        self.outcome: Outcome = controller.outcome()
        self.cats = categories(self.sheets)
        self.t = 0.0
        self.duration = TICK_SECONDS * ctx.settings.speed_factor
        if ctx.settings.reduce_motion:
            self.duration = min(self.duration, 0.3)
        rules = getattr(controller, "rules", None)
        self.game_id = getattr(rules, "id", "")
        self.world = theme.world(self.game_id)
        self.table_panel = pygame.Rect(60, 280, 1080, 660)
        self.chart_panel = pygame.Rect(1180, 280, 680, 660)
        self.b_again = Button(
            pygame.Rect(LOGICAL_SIZE[0] // 2 - 420, 968, 400, 84),
            tr("ui.scoring.again"),
            self.play_again,
            primary=True,
            icon="refresh",
            name="again",
        )
        self.b_menu = Button(
            pygame.Rect(LOGICAL_SIZE[0] // 2 + 20, 968, 400, 84),
            tr("ui.scoring.menu"),
            self.back_to_menu,
            icon="exit",
            name="menu",
        )
        self.buttons = [self.b_again, self.b_menu]
        # no Enter-alone default here: a stray Enter must not deal a new game; it shows the ring
        self.focus = FocusRing(ctx, lambda: self.buttons, start=self.b_again)
        top = max((s.total for s in self.sheets), default=0)
        self.chart_max = max(
            1, max((sum(max(0, ln.points) for ln in s.lines) for s in self.sheets), default=1), top
        )

    # ------------------------------------------------------------ seats
    def seat_colour_index(self, seat: int) -> int:
        seats = getattr(self.controller, "seats", [])
        if 0 <= seat < len(seats):
            return int(getattr(seats[seat], "colour", seat))
        return seat

    def seat_name(self, seat: int) -> str:
        try:
            return str(self.controller.name(seat))
        except Exception:
            return tr("ui.setup.player", n=seat + 1)

    def sheet_name(self, sheet: ScoreSheet) -> str:
        kind = self.opponents.get(id(sheet))
        if kind is not None:
            return tr(f"ui.scoring.{kind}")
        return self.seat_name(sheet.seat)

    def _marker(self, canvas: pygame.Surface, sheet: ScoreSheet, centre: tuple[int, int], r: int) -> None:
        if id(sheet) in self.opponents:
            icon = draw.assets().icon(
                "robot" if self.opponents[id(sheet)] == "automa" else "boat", r * 2 + 8, theme.INK_SOFT
            )
            canvas.blit(icon, icon.get_rect(center=centre))
        else:
            draw.seat_marker(canvas, centre, r, self.seat_colour_index(sheet.seat))

    # ------------------------------------------------------------ actions
    def enter(self) -> None:
        self.ctx.sound.play("score")

    def play_again(self) -> None:
        """The same game, seats and options with a new deal."""
        from scenes.setup import new_seed, open_table

        c = self.controller
        try:
            again = store.new_controller(c.rules, list(c.seats), new_seed(), dict(c.options))
        except (ValueError, KeyError) as exc:
            toast(self.ctx, tr("ui.scoring.again_failed", error=str(exc)), warning=True)
            return
        again.autosave()
        open_table(self.ctx, again)

    def back_to_menu(self) -> None:
        from scenes.menu import MenuScene

        self.ctx.stack.clear_to(MenuScene(self.ctx))

    # ------------------------------------------------------------ frame
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN) and self.t < self.duration:
            self.t = self.duration  # a click or a key first finishes the count-up
            if event.type == pygame.KEYDOWN:
                return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back_to_menu()  # Esc goes back, as on every other screen
            return True
        if not self.focus.handle(event):
            handle_all(self.buttons, event, self.ctx)
        return True

    def update(self, dt: float) -> None:
        self.t += dt
        self.focus.update(dt)

    @property
    def progress(self) -> float:
        if self.duration <= 0:
            return 1.0
        x = max(0.0, min(1.0, self.t / self.duration))
        return 1 - (1 - x) ** 3  # ease-out cubic

    def cat_colour(self, cat: str) -> tuple[int, int, int]:
        i = self.cats.index(cat) if cat in self.cats else 0
        return CATEGORY_COLOURS[i % len(CATEGORY_COLOURS)]

    def draw(self, canvas: pygame.Surface) -> None:
        canvas.blit(draw.walnut(LOGICAL_SIZE), (0, 0))
        self._draw_banner(canvas)
        self._draw_table(canvas)
        self._draw_chart(canvas)
        for b in self.buttons:
            b.draw(canvas)
        self.focus.draw(canvas)

    def _draw_banner(self, canvas: pygame.Surface) -> None:
        w = self.world
        band = pygame.Rect(60, 36, LOGICAL_SIZE[0] - 120, 210)
        draw.shadow(canvas, band, 24, 18, (0, 10), 0x77)
        canvas.blit(draw.gradient(band.size, w["bg"], w["dark"]), band)
        pygame.draw.rect(canvas, theme.BRASS, band, 4, border_radius=4)
        draw.text(canvas, tr("ui.scoring.title"), (band.left + 40, band.top + 26), 30, w["light"])
        draw.text(
            canvas,
            game_name(self.game_id) if self.game_id else "",
            (band.right - 40, band.top + 26),
            30,
            w["light"],
            "topright",
            700,
        )
        winners = list(self.outcome.winners)
        cx = band.centerx
        if not winners:
            by = self.outcome.decided_by
            title = tr(f"ui.scoring.{by}_wins") if by in ("automa", "rival") else tr("ui.scoring.no_winner")
        elif len(winners) == 1:
            title = tr("ui.scoring.winner", name=self.seat_name(winners[0]))
        else:
            players = " & ".join(self.seat_name(s) for s in winners)
            teams = {sh.team for sh in self.sheets if sh.seat in winners and id(sh) not in self.opponents}
            team = next(iter(teams)) if len(teams) == 1 else None
            if team is not None and len(winners) < len(self.sheets):
                title = tr("ui.scoring.team_wins", team=tr("ui.scoring.team", n=team + 1), players=players)
            else:
                title = tr("ui.scoring.winners", players=players)
        tw = draw.font(64, True).size(title)[0]
        markers = len(winners)
        total_w = tw + markers * 70
        x = cx - total_w // 2
        for s in winners:
            draw.seat_marker(canvas, (x + 28, band.top + 104), 26, self.seat_colour_index(s), theme.CREAM)
            x += 70
        icon = draw.assets().icon("trophy", 64, theme.BRASS_HOVER)
        draw.text(
            canvas,
            title,
            (x, band.top + 104),
            64,
            theme.CREAM,
            "midleft",
            band.width - 300,
            bold=True,
            shadow=(0, 0, 0),
        )
        canvas.blit(icon, icon.get_rect(midright=(cx - total_w // 2 - 20, band.top + 104)))
        sub = decided_text(self.outcome, self.sheets)
        if sub:
            draw.text(canvas, sub, (cx, band.top + 168), 28, w["light"], "center", band.width - 80)

    def _draw_table(self, canvas: pygame.Surface) -> None:
        p = self.table_panel
        draw.panel(canvas, p, theme.CREAM, 22)
        n = max(1, len(self.sheets))
        label_w = 380 if n <= 4 else 300
        col_w = (p.width - 60 - label_w) // n
        x0 = p.left + 30 + label_w
        head_y = p.top + 30
        rows = len(self.cats)
        avail = p.height - 230
        row_h = max(30, min(66, avail // max(1, rows)))
        size = 30 if row_h >= 60 else 26 if row_h >= 44 else 22
        winners = set(self.outcome.winners)
        # header: seat markers and names
        for i, sheet in enumerate(self.sheets):
            cx = x0 + i * col_w + col_w // 2
            if sheet.seat in winners and id(sheet) not in self.opponents:
                hl = pygame.Rect(
                    x0 + i * col_w + 6,
                    p.top + 16,
                    col_w - 12,
                    head_y + 124 + len(self.cats) * row_h + 100 - p.top - 16,
                )
                pygame.draw.rect(canvas, (0xFB, 0xF1, 0xCF), hl, border_radius=14)
                pygame.draw.rect(canvas, theme.BRASS, hl, 2, border_radius=14)
            self._marker(canvas, sheet, (cx, head_y + 24), 18)
            draw.text(
                canvas,
                self.sheet_name(sheet),
                (cx, head_y + 52),
                24,
                theme.INK,
                "midtop",
                col_w - 16,
                bold=True,
            )
            if sheet.team is not None:
                draw.text(
                    canvas,
                    tr("ui.scoring.team", n=sheet.team + 1),
                    (cx, head_y + 86),
                    20,
                    theme.INK_SOFT,
                    "midtop",
                    col_w - 16,
                )
        y = head_y + (124 if any(sh.team is not None for sh in self.sheets) else 104)
        pygame.draw.line(canvas, theme.BRASS, (p.left + 30, y - 10), (p.right - 30, y - 10), 2)
        prog = self.progress
        for r, cat in enumerate(self.cats):
            ry = y + r * row_h
            if r % 2 == 0:
                pygame.draw.rect(
                    canvas, (0xEE, 0xE4, 0xCC), (p.left + 24, ry, p.width - 48, row_h), border_radius=8
                )
            pygame.draw.rect(
                canvas, self.cat_colour(cat), (p.left + 34, ry + row_h // 2 - 8, 16, 16), border_radius=4
            )
            draw.text(
                canvas, tr(cat), (p.left + 62, ry + row_h // 2), size, theme.INK, "midleft", label_w - 40
            )
            for i, sheet in enumerate(self.sheets):
                pts = sum(ln.points for ln in sheet.lines if ln.category == cat)
                present = any(ln.category == cat for ln in sheet.lines)
                cx = x0 + i * col_w + col_w // 2
                draw.text(
                    canvas,
                    str(pts) if present else "–",
                    (cx, ry + row_h // 2),
                    size,
                    theme.INK if present else theme.INK_SOFT,
                    "center",
                )
        ty = y + rows * row_h + 14
        pygame.draw.line(canvas, theme.INK, (p.left + 30, ty), (p.right - 30, ty), 2)
        draw.text(canvas, tr("ui.scoring.total"), (p.left + 62, ty + 40), 34, theme.INK, "midleft", bold=True)
        for i, sheet in enumerate(self.sheets):
            cx = x0 + i * col_w + col_w // 2
            shown = round(sheet.total * prog)
            draw.text(canvas, str(shown), (cx, ty + 40), 44, theme.INK, "center", bold=True)
            if sheet.tiebreak and self.outcome.decided_by in sheet.tiebreak_labels:
                vals = " · ".join(str(v) for v in sheet.tiebreak)
                draw.text(canvas, vals, (cx, ty + 78), 20, theme.INK_SOFT, "center", col_w - 10)
        self._draw_standings(canvas, p, ty)

    def _draw_standings(self, canvas: pygame.Surface, p: pygame.Rect, top: int) -> None:
        """Places in order (1st, 2nd, …) along the bottom of the score table, when there is room."""
        if top + 120 > p.bottom - 40:
            return

        def rank_key(sh: ScoreSheet) -> tuple[int, ...]:
            return (sh.total, *sh.tiebreak)

        order = sorted(self.sheets, key=rank_key, reverse=True)
        y = p.bottom - 62
        pygame.draw.line(canvas, (0xD8, 0xCB, 0xB0), (p.left + 30, y - 44), (p.right - 30, y - 44), 2)
        draw.text(canvas, tr("ui.scoring.standings"), (p.left + 34, y), 24, theme.INK_SOFT, "midleft", 200)
        slot = (p.width - 260) // max(1, len(order))
        for k, sheet in enumerate(order):
            x = p.left + 240 + k * slot
            place = 1 + sum(1 for other in order if rank_key(other) > rank_key(sheet))
            draw.text(canvas, tr("ui.scoring.place", n=place), (x, y), 26, theme.INK, "midleft", bold=True)
            self._marker(canvas, sheet, (x + 58, y), 12)
            draw.text(canvas, f"{self.sheet_name(sheet)}", (x + 78, y), 24, theme.INK, "midleft", slot - 90)

    def _draw_chart(self, canvas: pygame.Surface) -> None:
        p = self.chart_panel
        draw.panel(canvas, p, theme.CREAM, 22)
        draw.text(canvas, tr("ui.scoring.chart"), (p.left + 30, p.top + 26), 30, theme.INK, bold=True)
        legend_rows = (len(self.cats) + 1) // 2
        legend_h = legend_rows * 32
        base_y = p.bottom - 40 - legend_h - 56
        top_y = p.top + 90
        n = max(1, len(self.sheets))
        slot = (p.width - 80) // n
        bar_w = min(110, int(slot * 0.55))
        scale = (base_y - top_y) / self.chart_max
        prog = self.progress
        for i, sheet in enumerate(self.sheets):
            cx = p.left + 40 + i * slot + slot // 2
            y = base_y
            for cat in self.cats:
                pts = sum(ln.points for ln in sheet.lines if ln.category == cat)
                if pts <= 0:
                    continue
                h = max(1, int(pts * scale * prog))
                seg = pygame.Rect(cx - bar_w // 2, y - h, bar_w, h)
                pygame.draw.rect(canvas, self.cat_colour(cat), seg)
                pygame.draw.line(canvas, theme.CREAM, seg.topleft, seg.topright, 1)
                y -= h
            pygame.draw.rect(canvas, theme.INK, (cx - bar_w // 2, y, bar_w, base_y - y), 2)
            draw.text(
                canvas, str(round(sheet.total * prog)), (cx, y - 8), 26, theme.INK, "midbottom", bold=True
            )
            self._marker(canvas, sheet, (cx, base_y + 30), 15)
        pygame.draw.line(canvas, theme.INK, (p.left + 30, base_y), (p.right - 30, base_y), 2)
        ly = p.bottom - 30 - legend_h
        for k, cat in enumerate(self.cats):
            lx = p.left + 30 + (k % 2) * ((p.width - 60) // 2)
            yy = ly + (k // 2) * 32
            pygame.draw.rect(canvas, self.cat_colour(cat), (lx, yy + 6, 18, 18), border_radius=4)
            draw.text(canvas, tr(cat), (lx + 28, yy + 15), 20, theme.INK, "midleft", (p.width - 60) // 2 - 40)
