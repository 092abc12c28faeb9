"""The history: every finished game — when, which game, who sat where, the options, the scores and
the winner — sorted by date, game, winner or best score, filtered by game and by player. Each row
opens its replay; Statistics opens the players' statistics. Damaged game files are listed with their
reason; a damaged statistics file is said once (it is rebuilt from the games)."""

from __future__ import annotations

import functools
import logging
from pathlib import Path

import pygame

from game.core import history
from game.core.history import Record
from game.core.i18n import add_strings, tr
from game.core.reader import Refused
from game.core.saves import Summary
from game.registry import GAMES
from scenes import draw, theme
from scenes.base import LOGICAL_SIZE, AppContext, Scene
from scenes.load import when_text
from scenes.menu import GAME_ICONS, game_name, menu_game_ids
from scenes.widgets import Button, Cycler, FocusRing, ScrollArea, Widget, handle_all, toast

log = logging.getLogger(__name__)

add_strings(
    {
        "ui.history.title": "History",
        "ui.history.empty": "No finished games yet. Every game played to its end is kept here, with its replay.",
        "ui.history.none_match": "No finished game matches.",
        "ui.history.all_games": "All games",
        "ui.history.everyone": "Everyone",
        "ui.history.sort.date_new": "Newest first",
        "ui.history.sort.date_old": "Oldest first",
        "ui.history.sort.game": "By game",
        "ui.history.sort.winner": "By winner",
        "ui.history.sort.score": "Highest score",
        "ui.history.sort.moves": "Longest",
        "ui.history.replay": "Replay",
        "ui.history.stats": "Statistics",
        "ui.history.back": "Back",
        "ui.history.winner": "Won by {who}",
        "ui.history.no_winner": "Nobody won",
        "ui.history.standard": "Standard rules",
        "ui.history.forked": "Started from another game at move {n}",
        "ui.history.count": "{n} games",
        "ui.history.count.one": "1 game",
        "ui.history.confirm_delete": "Click the bin again to delete this game and its replay.",
        "ui.history.deleted": "The game is deleted.",
        "ui.history.delete_failed": "The game could not be deleted: {detail}",
    }
)

SORTS = [("date", True), ("date", False), ("game", False), ("winner", False), ("score", True), ("moves", True)]
SORT_WORDS = ["date_new", "date_old", "game", "winner", "score", "moves"]
ROW_H = 132


def options_text(record: Record) -> str:
    """The options that differ from the game's defaults, in words ("Standard rules" when none)."""
    from scenes.setup import option_label

    rules = GAMES.get(record.game)
    if rules is None:
        return ""
    parts = []
    for spec in rules.options:
        if spec.key in record.options and record.options[spec.key] != spec.default:
            parts.append(f"{tr(spec.label)}: {option_label(spec, record.options[spec.key])}")
    return " · ".join(parts) if parts else tr("ui.history.standard")


def open_replay_scene(ctx: AppContext, path: Path) -> bool:
    """Open the replay of a save file; on any failure a toast with the reason, nothing changed."""
    from game.core.replay import open_replay

    try:
        replay = open_replay(Path(path), GAMES)
        scene = ctx.scene("replay", replay)
    except Refused as err:
        toast(ctx, tr("ui.replay.open_failed", error=err.message()), warning=True)
        return False
    except Exception as exc:  # noqa: BLE001 - a replay must never take the program down
        log.error("replay failed: %s", exc, exc_info=exc)
        toast(ctx, tr("ui.replay.open_failed", error=type(exc).__name__), warning=True)
        return False
    ctx.stack.push(scene)
    return True


class HistoryScene(Scene):
    """The list of finished games."""

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.panel = pygame.Rect(60, 40, 1800, 920)
        p = self.panel
        self.area = ScrollArea(pygame.Rect(p.left + 36, p.top + 190, p.width - 72, p.height - 220))
        self.records: list[Record] = []
        self.damaged: list[Summary] = []
        self.shown: list[Record] = []
        self.game: str | None = None
        self.player: str | None = None
        self.sort = 0
        self.row_buttons: list[Button] = []
        self.delete_buttons: list[Button] = []
        self.confirm: tuple[str, float] | None = None
        self.last_pos: tuple[int, int] | None = None
        y = p.top + 112
        self.game_box = Cycler(pygame.Rect(p.left + 36, y, 380, 56), [None], 0, self._set_game,
                               labels=self._game_label, size=22)
        self.game_box.name = "filter:game"
        self.player_box = Cycler(pygame.Rect(p.left + 436, y, 380, 56), [None], 0, self._set_player,
                                 labels=self._player_label, size=22)
        self.player_box.name = "filter:player"
        self.sort_box = Cycler(pygame.Rect(p.left + 836, y, 340, 56), list(range(len(SORTS))), 0, self._set_sort,
                               labels=lambda i: tr(f"ui.history.sort.{SORT_WORDS[i]}"), size=22)
        self.sort_box.name = "sort"
        self.b_stats = Button(pygame.Rect(p.right - 330, p.top + 30, 294, 64), tr("ui.history.stats"), self.stats,
                              icon="podium", size=26, name="stats")
        self.b_back = Button(pygame.Rect(60, 990, 220, 64), tr("ui.history.back"), self.back, icon="back", size=26,
                             name="back")
        self.focus = FocusRing(ctx, self.focus_order, start=self.b_back, on_focus=self._focus_moved)

    # ------------------------------------------------------------ data
    def enter(self) -> None:
        self.refresh()

    def language_changed(self) -> None:
        self.b_stats.label = tr("ui.history.stats")
        self.b_back.label = tr("ui.history.back")
        self._filter()  # the rows' buttons are made again

    def resume(self) -> None:
        self.refresh()

    def refresh(self) -> None:
        try:
            found = history.sync(GAMES)
        except Exception as exc:  # noqa: BLE001 - the list must always open
            log.error("history unreadable: %s", exc, exc_info=exc)
            found = history.History([], [], tr("save.error"))
        if found.refused:
            toast(self.ctx, found.refused, warning=True)
        self.records = found.records
        self.damaged = found.damaged
        games = [g for g in menu_game_ids() if any(r.game == g for r in self.records)]
        self.game_box.choices = [None, *games]
        self.game_box.index = self.game_box.choices.index(self.game) if self.game in self.game_box.choices else 0
        self.game = self.game_box.value
        names = history.player_names(self.records)
        self.player_box.choices = [None, *names]
        keep = next((n for n in names if self.player is not None and history.same_name(n, self.player)), None)
        self.player_box.index = self.player_box.choices.index(keep) if keep is not None else 0
        self.player = self.player_box.value
        self._filter()

    def _filter(self) -> None:
        by, desc = SORTS[self.sort]
        chosen = history.select(self.records, game=self.game, player=self.player)
        self.shown = history.ordered(chosen, by, desc)
        self.confirm = None
        self.row_buttons = []
        self.delete_buttons = []
        for rec in self.shown:
            b = Button(pygame.Rect(0, 0, 170, 60), tr("ui.history.replay"),
                       functools.partial(self.replay, rec), primary=True, icon="play", size=24,
                       name=f"replay:{rec.file}")
            d = Button(pygame.Rect(0, 0, 60, 60), "", functools.partial(self.delete, rec), icon="trash", size=24,
                       name=f"delete:{rec.file}")
            b.focus_when_hidden = d.focus_when_hidden = True
            self.row_buttons.append(b)
            self.delete_buttons.append(d)
        damaged = len(self.damaged) if self.game is None and self.player is None else 0
        self.area.content_height = (len(self.shown) + damaged) * ROW_H
        self.area.scroll(0)
        self._place()

    def _set_game(self, value: str | None) -> None:
        self.game = value
        self._filter()

    def _set_player(self, value: str | None) -> None:
        self.player = value
        self._filter()

    def _set_sort(self, value: int) -> None:
        self.sort = value
        self._filter()

    def _game_label(self, value: str | None) -> str:
        return tr("ui.history.all_games") if value is None else game_name(value)

    def _player_label(self, value: str | None) -> str:
        return tr("ui.history.everyone") if value is None else value

    # ------------------------------------------------------------ actions
    def replay(self, record: Record) -> None:
        open_replay_scene(self.ctx, record.path)

    def delete(self, record: Record) -> None:
        """First click arms, a second click within a few seconds deletes the game's file."""
        if self.confirm is None or self.confirm[0] != record.file:
            self.confirm = (record.file, 4.0)
            toast(self.ctx, tr("ui.history.confirm_delete"))
            return
        self.confirm = None
        try:
            history.forget(record)
        except OSError as exc:
            toast(self.ctx, tr("ui.history.delete_failed", detail=exc.strerror or str(exc)), warning=True)
            return
        self.ctx.sound.play("card")
        toast(self.ctx, tr("ui.history.deleted"))
        self.refresh()

    def stats(self) -> None:
        self.ctx.stack.push(self.ctx.scene("stats", self.records, player=self.player, game=self.game))

    def back(self) -> None:
        self.ctx.stack.pop()

    # ------------------------------------------------------------ layout
    def _row_rect(self, i: int) -> pygame.Rect:
        a = self.area.rect
        return pygame.Rect(a.left, a.top + i * ROW_H - int(self.area.offset), a.width - 24, ROW_H - 14)

    def _place(self) -> None:
        for i, (b, d) in enumerate(zip(self.row_buttons, self.delete_buttons, strict=True)):
            r = self._row_rect(i)
            b.rect.midright = (r.right - 96, r.centery)
            d.rect.midright = (r.right - 20, r.centery)
            b.visible = d.visible = r.bottom > self.area.rect.top + 10 and r.top < self.area.rect.bottom - 10
            d.primary = self.confirm is not None and self.confirm[0] == self.shown[i].file

    def focus_order(self) -> list[Widget]:
        out: list[Widget] = [self.game_box, self.player_box, self.sort_box, self.b_stats]
        for b, d in zip(self.row_buttons, self.delete_buttons, strict=True):
            out.extend((b, d))
        out.append(self.b_back)
        return out

    def _focus_moved(self, w: Widget) -> None:
        i = next((k for k, (a, b) in enumerate(zip(self.row_buttons, self.delete_buttons, strict=True))
                  if w in (a, b)), -1)
        if i < 0:
            return
        top, bottom = i * ROW_H, (i + 1) * ROW_H - 14
        a = self.area
        if top < a.target:
            a.scroll(top - a.target)
        elif bottom > a.target + a.rect.height:
            a.scroll(bottom - a.target - a.rect.height)
        self._place()

    @property
    def widgets(self) -> list[Widget]:
        return [self.game_box, self.player_box, self.sort_box, self.b_stats, *self.row_buttons,
                *self.delete_buttons, self.b_back]

    # ------------------------------------------------------------ frame
    def handle(self, event: pygame.event.Event) -> bool:
        if hasattr(event, "pos"):
            self.last_pos = event.pos
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        self._place()
        if self.focus.handle(event):
            return True
        if self.area.handle(event, self.last_pos):
            self._place()
            return True
        handle_all(self.widgets, event, self.ctx)
        return True

    def update(self, dt: float) -> None:
        if self.confirm is not None:
            left = self.confirm[1] - dt
            self.confirm = (self.confirm[0], left) if left > 0 else None
        self.area.update(dt)
        self._place()
        self.focus.update(dt)

    def draw(self, canvas: pygame.Surface) -> None:
        canvas.blit(draw.walnut(LOGICAL_SIZE), (0, 0))
        p = self.panel
        draw.panel(canvas, p, theme.CREAM, 24)
        t = draw.text(canvas, tr("ui.history.title"), (p.left + 36, p.top + 30), 52, theme.INK, bold=True)
        draw.text(canvas, tr("ui.history.count", n=len(self.shown)), (t.right + 24, t.bottom - 8), 26,
                  theme.INK_SOFT, "bottomleft")
        for w in (self.game_box, self.player_box, self.sort_box, self.b_stats):
            w.draw(canvas)
        draw.brass_rule(canvas, p.top + 180, p.left + 36, p.right - 36)
        if not self.records and not self.damaged:
            draw.text(canvas, tr("ui.history.empty"), self.area.rect.center, 30, theme.INK_SOFT, "center",
                      self.area.rect.width - 200, wrap_lines=True)
        elif not self.shown and (self.game is not None or self.player is not None):
            draw.text(canvas, tr("ui.history.none_match"), self.area.rect.center, 30, theme.INK_SOFT, "center")
        clip = canvas.get_clip()
        canvas.set_clip(self.area.rect.inflate(0, 8))
        for i, rec in enumerate(self.shown):
            r = self._row_rect(i)
            if r.bottom < self.area.rect.top or r.top > self.area.rect.bottom:
                continue
            self._draw_row(canvas, r, rec)
            self.row_buttons[i].draw(canvas)
            self.delete_buttons[i].draw(canvas)
        if self.game is None and self.player is None:
            for j, bad in enumerate(self.damaged):
                r = self._row_rect(len(self.shown) + j)
                if r.bottom < self.area.rect.top or r.top > self.area.rect.bottom:
                    continue
                self._draw_damaged(canvas, r, bad)
        if self.focus.current in (*self.row_buttons, *self.delete_buttons):
            self.focus.draw(canvas)
        canvas.set_clip(clip)
        self.area.draw_bar(canvas)
        self.b_back.draw(canvas)
        if self.focus.current not in (*self.row_buttons, *self.delete_buttons):
            self.focus.draw(canvas)

    def _draw_row(self, canvas: pygame.Surface, r: pygame.Rect, rec: Record) -> None:
        pygame.draw.rect(canvas, (0xEC, 0xE2, 0xCA), r, border_radius=14)
        w = theme.world(rec.game)
        band = pygame.Rect(r.left, r.top, 96, r.height)
        pygame.draw.rect(canvas, w["bg"], band, border_top_left_radius=14, border_bottom_left_radius=14)
        icon = draw.assets().icon(GAME_ICONS.get(rec.game, "scroll"), 58, w["light"])
        canvas.blit(icon, icon.get_rect(center=band.center))
        x = band.right + 22
        right = r.right - 300
        head = draw.text(canvas, game_name(rec.game), (x, r.top + 10), 28, theme.INK, "topleft", 420, bold=True)
        draw.text(canvas, when_text(rec.finished), (head.right + 18, head.centery), 22, theme.INK_SOFT, "midleft")
        won = tr("ui.history.winner", who=history.winner_names(rec)) if rec.winners else tr("ui.history.no_winner")
        draw.text(canvas, won, (right, r.top + 12), 24, theme.INK, "topright", 420, bold=True)
        # the seats: marker, name, score; the winners' in bold with a trophy
        sx, sy = x, r.top + 52
        for i, seat in enumerate(rec.seats):
            colour = seat.colour if 0 <= seat.colour < len(theme.SEAT_COLOURS) else 0
            draw.seat_marker(canvas, (sx + 10, sy + 14), 10, colour)
            sx += 26
            winner = i in rec.winners
            if winner:
                cup = draw.assets().icon("trophy", 24, (0x7A, 0x5C, 0x12))
                canvas.blit(cup, (sx, sy + 2))
                sx += 28
            if seat.kind == "bot":
                robot = draw.assets().icon("robot", 22, theme.INK_SOFT)
                canvas.blit(robot, (sx, sy + 3))
                sx += 26
            label = f"{seat.name} {rec.totals[i] if i < len(rec.totals) else ''}"
            t = draw.text(canvas, label, (sx, sy), 24, theme.INK if winner else theme.INK_SOFT, "topleft",
                          max(60, right - sx), bold=winner)
            sx = t.right + 28
        notes = options_text(rec)
        if rec.forked:
            notes = f"{notes} · {tr('ui.history.forked', n=rec.forked_at)}"
        moves = tr("ui.load.moves", moves=rec.moves)
        draw.text(canvas, f"{moves} · {notes}", (x, r.top + 90), 20, theme.INK_SOFT, "topleft", right - x)

    def _draw_damaged(self, canvas: pygame.Surface, r: pygame.Rect, bad: Summary) -> None:
        pygame.draw.rect(canvas, (0xEE, 0xDA, 0xD0), r, border_radius=14)
        band = pygame.Rect(r.left, r.top, 96, r.height)
        pygame.draw.rect(canvas, theme.REFUSAL, band, border_top_left_radius=14, border_bottom_left_radius=14)
        icon = draw.assets().icon("cancel", 58, theme.CREAM)
        canvas.blit(icon, icon.get_rect(center=band.center))
        x = band.right + 22
        draw.text(canvas, bad.path.name, (x, r.top + 14), 28, theme.INK, "topleft", r.right - x - 40, bold=True)
        draw.text(canvas, bad.error, (x, r.top + 56), 22, theme.REFUSAL, "topleft", r.right - x - 40,
                  wrap_lines=True, max_lines=2)
