"""The players' statistics: for one player, in one game or in all of them — games, wins, win rate,
average and best score, the record against each bot level — and a chart of their scores over time
(each counted game a point, wins filled, the average a dashed line). Counted as ``game.core.stats``
says: the games a person played from the first move to the last."""

from __future__ import annotations

import time
from collections.abc import Sequence

import pygame

from game.bots import LEVELS
from game.core import history
from game.core.history import Record
from game.core.i18n import add_strings, tr
from game.core.stats import SOLO, PlayerStats, player_stats
from scenes import draw, theme
from scenes.base import LOGICAL_SIZE, AppContext, Scene
from scenes.menu import game_name, menu_game_ids
from scenes.widgets import Button, Cycler, FocusRing, Widget, handle_all

add_strings(
    {
        "ui.stats.title": "Statistics",
        "ui.stats.nobody": "Nobody has finished a game yet. A person's games played to the end are counted here.",
        "ui.stats.none": "{name} has no finished game here yet.",
        "ui.stats.all_games": "All games",
        "ui.stats.games": "Games",
        "ui.stats.wins": "Wins",
        "ui.stats.win_rate": "Win rate",
        "ui.stats.average": "Average score",
        "ui.stats.best": "Best score",
        "ui.stats.against": "Against the bots",
        "ui.stats.against_none": "No games against a bot yet.",
        "ui.stats.won": "Won",
        "ui.stats.lost": "Lost",
        "ui.stats.drawn": "Drawn",
        "ui.stats.solo": "Solo opponent",
        "ui.stats.chart": "Scores over time",
        "ui.stats.chart_win": "won",
        "ui.stats.chart_loss": "not won",
        "ui.stats.chart_average": "average",
        "ui.stats.counted": "Counted: games played from the first move to the last. A seat handed over "
        "mid-game, or a game started from another, stays in the history but is not counted.",
        "ui.stats.back": "Back",
    }
)


class StatsScene(Scene):
    """One player's statistics, game by game, with the chart."""

    def __init__(
        self, ctx: AppContext, records: Sequence[Record], *, player: str | None = None, game: str | None = None
    ) -> None:
        super().__init__(ctx)
        self.records = list(records)
        self.names = history.player_names(self.records)
        self.panel = pygame.Rect(60, 40, 1800, 920)
        p = self.panel
        start = next((n for n in self.names if player is not None and history.same_name(n, player)), None)
        self.player = start if start is not None else (self.names[0] if self.names else None)
        self.game = game
        self.player_box = Cycler(pygame.Rect(p.left + 36, p.top + 112, 420, 56), self.names or [None],
                                 self.names.index(self.player) if self.player in self.names else 0,
                                 self._set_player, labels=lambda n: n or "", size=24)
        self.player_box.name = "player"
        self.game_box = Cycler(pygame.Rect(p.left + 476, p.top + 112, 420, 56), [None], 0, self._set_game,
                               labels=lambda g: tr("ui.stats.all_games") if g is None else game_name(g), size=24)
        self.game_box.name = "game"
        self.b_back = Button(pygame.Rect(60, 990, 220, 64), tr("ui.stats.back"), self.back, icon="back", size=26,
                             name="back")
        self.stats: PlayerStats | None = None
        self._games_for_player()
        self.focus = FocusRing(ctx, lambda: self.widgets, start=self.player_box)

    @property
    def widgets(self) -> list[Widget]:
        return [self.player_box, self.game_box, self.b_back]

    def language_changed(self) -> None:
        self.b_back.label = tr("ui.stats.back")

    def _games_for_player(self) -> None:
        games = [g for g in menu_game_ids() if self.player is not None and any(
            r.game == g and any(history.same_name(s.name, self.player) for s in r.seats) for r in self.records)]
        self.game_box.choices = [None, *games]
        if self.game not in self.game_box.choices:
            self.game = None
        self.game_box.index = self.game_box.choices.index(self.game)
        self._compute()

    def _compute(self) -> None:
        self.stats = player_stats(self.records, self.player, self.game) if self.player is not None else None

    def _set_player(self, name: str | None) -> None:
        self.player = name
        self._games_for_player()

    def _set_game(self, game: str | None) -> None:
        self.game = game
        self._compute()

    def back(self) -> None:
        self.ctx.stack.pop()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        if self.focus.handle(event):
            return True
        handle_all(self.widgets, event, self.ctx)
        return True

    def update(self, dt: float) -> None:
        self.focus.update(dt)

    # ------------------------------------------------------------ drawing
    def draw(self, canvas: pygame.Surface) -> None:
        canvas.blit(draw.walnut(LOGICAL_SIZE), (0, 0))
        p = self.panel
        draw.panel(canvas, p, theme.CREAM, 24)
        draw.text(canvas, tr("ui.stats.title"), (p.left + 36, p.top + 30), 52, theme.INK, bold=True)
        draw.brass_rule(canvas, p.top + 190, p.left + 36, p.right - 36)
        if self.player is None:
            draw.text(canvas, tr("ui.stats.nobody"), p.center, 30, theme.INK_SOFT, "center", p.width - 300,
                      wrap_lines=True)
        else:
            self.player_box.draw(canvas)
            self.game_box.draw(canvas)
            st = self.stats
            if st is None or st.games == 0:
                draw.text(canvas, tr("ui.stats.none", name=self.player), p.center, 30, theme.INK_SOFT, "center")
            else:
                self._draw_numbers(canvas, st)
                self._draw_against(canvas, st)
                self._draw_chart(canvas, st, pygame.Rect(p.left + 760, p.top + 220, p.width - 796, p.height - 320))
            draw.text(canvas, tr("ui.stats.counted"), (p.left + 36, p.bottom - 64), 20, theme.INK_SOFT, "topleft",
                      p.width - 72, wrap_lines=True, max_lines=2)
        self.b_back.draw(canvas)
        self.focus.draw(canvas)

    def _draw_numbers(self, canvas: pygame.Surface, st: PlayerStats) -> None:
        p = self.panel
        tiles = [
            ("ui.stats.games", str(st.games)),
            ("ui.stats.wins", str(st.wins)),
            ("ui.stats.win_rate", f"{round(100 * st.win_rate)} %"),
            ("ui.stats.average", f"{st.average:.1f}"),
            ("ui.stats.best", str(st.best if st.best is not None else "–")),
        ]
        w, h, gap = 214, 120, 14
        for i, (key, value) in enumerate(tiles):
            col, row = i % 3, i // 3
            r = pygame.Rect(p.left + 36 + col * (w + gap), p.top + 220 + row * (h + gap), w, h)
            pygame.draw.rect(canvas, (0xEC, 0xE2, 0xCA), r, border_radius=14)
            draw.text(canvas, value, (r.centerx, r.top + 16), 48, theme.INK, "midtop", r.w - 16, bold=True)
            draw.text(canvas, tr(key), (r.centerx, r.bottom - 14), 22, theme.INK_SOFT, "midbottom", r.w - 16)

    def _draw_against(self, canvas: pygame.Surface, st: PlayerStats) -> None:
        p = self.panel
        top = p.top + 220 + 2 * 134 + 20
        x0 = p.left + 36
        draw.text(canvas, tr("ui.stats.against"), (x0, top), 30, theme.INK, bold=True)
        rows = [(lv, st.against[lv]) for lv in (*LEVELS, SOLO) if lv in st.against]
        if not rows:
            draw.text(canvas, tr("ui.stats.against_none"), (x0, top + 50), 24, theme.INK_SOFT)
            return
        cols = [(x0 + 250, "ui.stats.won"), (x0 + 370, "ui.stats.lost"), (x0 + 490, "ui.stats.drawn")]
        y = top + 50
        for x, key in cols:
            draw.text(canvas, tr(key), (x, y), 20, theme.INK_SOFT, "midtop")
        y += 34
        for level, tally in rows:
            name = tr("ui.stats.solo") if level == SOLO else tr(f"ui.level.{level}")
            pygame.draw.rect(canvas, (0xEC, 0xE2, 0xCA), (x0, y - 4, 670, 44), border_radius=10)
            draw.text(canvas, name, (x0 + 16, y + 18), 24, theme.INK, "midleft", 220, bold=True)
            for (x, _key), value in zip(cols, (tally.wins, tally.losses, tally.draws), strict=True):
                draw.text(canvas, str(value), (x, y + 18), 26, theme.INK, "center", bold=True)
            bar = pygame.Rect(x0 + 560, y + 12, 96, 12)
            pygame.draw.rect(canvas, draw.mix(theme.CREAM, theme.INK, 0.15), bar, border_radius=6)
            if tally.games:
                won = bar.copy()
                won.w = max(4 if tally.wins else 0, round(bar.w * tally.wins / tally.games))
                if won.w:
                    pygame.draw.rect(canvas, theme.BRASS, won, border_radius=6)
            y += 52

    def _draw_chart(self, canvas: pygame.Surface, st: PlayerStats, box: pygame.Rect) -> None:
        pygame.draw.rect(canvas, (0xF8, 0xF1, 0xDF), box, border_radius=16)
        pygame.draw.rect(canvas, (0xD8, 0xCB, 0xB0), box, 2, border_radius=16)
        draw.text(canvas, tr("ui.stats.chart"), (box.left + 24, box.top + 18), 30, theme.INK, bold=True)
        pts = st.series
        games = list(dict.fromkeys(p.game_id for p in pts)) if self.game is None else []
        legend_rows = self._legend_rows(games, box.width - 48)
        # under the plot: its dates, then (all games shown) which colour is which game, a row or two
        plot = pygame.Rect(box.left + 90, box.top + 84, box.width - 130, box.height - 150 - 34 * len(legend_rows))
        lo = min(0, min(p.score for p in pts))
        hi = max(p.score for p in pts)
        if hi <= lo:
            hi = lo + 1
        step = nice_step((hi - lo) / 5)
        hi = step * -(-hi // step)
        lo = step * (lo // step)
        grid = draw.mix(theme.CREAM, theme.INK, 0.12)
        v = lo
        while v <= hi:
            y = plot.bottom - round(plot.h * (v - lo) / (hi - lo))
            pygame.draw.line(canvas, grid, (plot.left, y), (plot.right, y), 1)
            draw.text(canvas, str(v), (plot.left - 12, y), 20, theme.INK_SOFT, "midright")
            v += step
        pygame.draw.line(canvas, theme.INK_SOFT, (plot.left, plot.bottom), (plot.right, plot.bottom), 2)
        n = len(pts)

        def at(i: int, score: float) -> tuple[int, int]:
            x = plot.left + (plot.w // 2 if n == 1 else round(plot.w * i / (n - 1)))
            return x, plot.bottom - round(plot.h * (score - lo) / (hi - lo))

        avg_y = at(0, st.average)[1]
        for x in range(plot.left, plot.right, 18):
            pygame.draw.line(canvas, theme.INK_SOFT, (x, avg_y), (min(plot.right, x + 9), avg_y), 2)
        line_colour = draw.mix(theme.BRASS, theme.INK, 0.35)
        coords = [at(i, p.score) for i, p in enumerate(pts)]
        if len(coords) > 1:
            pygame.draw.lines(canvas, line_colour, False, coords, 3)
        r = 9 if n <= 40 else 6 if n <= 120 else 4
        for (x, y), p in zip(coords, pts, strict=True):
            world = theme.world(p.game_id)["bg"] if self.game is None else theme.BRASS
            if p.won:
                pygame.draw.circle(canvas, world, (x, y), r)
                pygame.draw.circle(canvas, theme.INK, (x, y), r, 2)
            else:
                pygame.draw.circle(canvas, theme.CREAM, (x, y), r)
                pygame.draw.circle(canvas, world if self.game is None else theme.INK_SOFT, (x, y), r, 3)
        first, last = pts[0].finished, pts[-1].finished
        same_day = day(first) == day(last)  # one evening's games: the hours tell them apart
        draw.text(canvas, day(first, same_day), (plot.left, plot.bottom + 12), 20, theme.INK_SOFT, "topleft")
        if n > 1:
            draw.text(canvas, day(last, same_day), (plot.right, plot.bottom + 12), 20, theme.INK_SOFT, "topright")
        # the legend: won and not won (in the game's colour when all games are shown), the average
        fill = theme.BRASS if self.game is not None else theme.INK_SOFT
        lx, ly = box.right - 24, box.top + 34
        items = [("avg", tr("ui.stats.chart_average")), ("loss", tr("ui.stats.chart_loss")),
                 ("win", tr("ui.stats.chart_win"))]
        for kind, label in items:
            t = draw.text(canvas, label, (lx, ly), 20, theme.INK_SOFT, "midright")
            cx = t.left - 18
            if kind == "win":
                pygame.draw.circle(canvas, fill, (cx, ly), 8)
                pygame.draw.circle(canvas, theme.INK, (cx, ly), 8, 2)
            elif kind == "loss":
                pygame.draw.circle(canvas, theme.CREAM, (cx, ly), 8)
                pygame.draw.circle(canvas, theme.INK_SOFT, (cx, ly), 8, 3)
            else:
                pygame.draw.line(canvas, theme.INK_SOFT, (cx - 14, ly), (cx - 6, ly), 2)
                pygame.draw.line(canvas, theme.INK_SOFT, (cx + 2, ly), (cx + 10, ly), 2)
            lx = cx - 30
        gy = plot.bottom + 58
        for row in legend_rows:  # which colour is which game
            gx = box.left + 24 + 8
            for gid in row:
                pygame.draw.circle(canvas, theme.world(gid)["bg"], (gx, gy), 8)
                t = draw.text(canvas, game_name(gid), (gx + 14, gy), 20, theme.INK_SOFT, "midleft")
                gx = t.right + 26 + 8
            gy += 34

    @staticmethod
    def _legend_rows(games: Sequence[str], width: int) -> list[list[str]]:
        """The games' legend in rows that fit ``width`` (a dot, the name, a gap each)."""
        rows: list[list[str]] = []
        used = width
        for gid in games:
            w = 16 + 14 + draw.font(20).size(game_name(gid))[0] + 26
            if rows and used + w <= width:
                rows[-1].append(gid)
                used += w
            else:
                rows.append([gid])
                used = w
        return rows


def nice_step(raw: float) -> int:
    """A round grid step near ``raw`` (1, 2, 5, 10, 20, 50 …)."""
    raw = max(1.0, raw)
    base = 1
    while base * 10 <= raw:
        base *= 10
    for m in (1, 2, 5, 10):
        if base * m >= raw:
            return base * m
    return base * 10


def day(stamp: float, with_time: bool = False) -> str:
    """A game's day (and time) on the chart, in the words of the language (scenes.load.date_text)."""
    from scenes.load import date_text

    try:
        local = time.localtime(stamp)
    except (ValueError, OverflowError, OSError):
        return ""
    if not with_time:
        return date_text(local)
    return tr("ui.load.date_time", date=date_text(local), time=time.strftime("%H:%M", local))
