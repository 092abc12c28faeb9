"""Loading games: the list of every unfinished game (newest first) and every named save, damaged
files included with their reason, each with Replay (watch it from the start: ``scenes.replay``), Load
and Delete; and ``open_save``, which verifies a save through the validating reader and puts its table
on the stack — or shows the one-line reason and changes nothing.
"""

from __future__ import annotations

import functools
import logging
import time
from pathlib import Path

import pygame

from game.core import saves, store
from game.core.i18n import add_strings, tr
from game.core.reader import Refused
from game.core.saves import Summary
from game.registry import GAMES
from scenes import draw, theme
from scenes.base import LOGICAL_SIZE, AppContext, Scene
from scenes.names import GAME_ICONS, game_name
from scenes.widgets import Button, FocusRing, ScrollArea, Widget, handle_all, toast

log = logging.getLogger(__name__)

add_strings(
    {
        "ui.load.kind.game": "Unfinished game",
        "ui.load.kind.named": "Saved game",
        "ui.load.kind.history": "Finished game",
        "ui.load.damaged": "Damaged file",
        "ui.load.progress.round": "Round {n}",
        "ui.load.progress.season": "Season {n}",
        "ui.load.progress.setup": "Setting up",
        "ui.load.progress.turn": "Turn {n}",
        "ui.load.just_now": "just now",
        "ui.load.minutes_ago": "{n} min ago",
        "ui.load.today": "today {time}",
        # a date in the reader's language: the day, the month's name below, the year
        "ui.load.date": "{day} {month} {year}",
        "ui.load.day": "{day} {month}",  # a day of this year: its year goes without saying
        "ui.load.date_time": "{date}  {time}",
        "ui.load.month.1": "Jan",
        "ui.load.month.2": "Feb",
        "ui.load.month.3": "Mar",
        "ui.load.month.4": "Apr",
        "ui.load.month.5": "May",
        "ui.load.month.6": "Jun",
        "ui.load.month.7": "Jul",
        "ui.load.month.8": "Aug",
        "ui.load.month.9": "Sep",
        "ui.load.month.10": "Oct",
        "ui.load.month.11": "Nov",
        "ui.load.month.12": "Dec",
        "ui.load.replay": "Replay",
    }
)


def save_error_text(err: Refused) -> str:
    """The player-facing message of a refused save (one line)."""
    return err.message()


def progress_text(info: Summary) -> str:
    if info.progress is None:
        return ""
    kind, n = info.progress
    if n == 0:  # New Eden's opening picks (season 0), Droïdes before its first turn (turn 0)
        return tr("ui.load.progress.setup")
    return tr(f"ui.load.progress.{kind}", n=n)


def when_text(stamp: float, now: float | None = None) -> str:
    """When a game was last played, in the words of the list."""
    if not stamp:
        return ""
    now = time.time() if now is None else now
    try:
        if 0 <= now - stamp < 60:
            return tr("ui.load.just_now")
        if 0 <= now - stamp < 3600:
            return tr("ui.load.minutes_ago", n=int((now - stamp) // 60))
        local = time.localtime(stamp)
        if time.localtime(now)[:3] == local[:3]:
            return tr("ui.load.today", time=time.strftime("%H:%M", local))
        this_year = time.localtime(now).tm_year == local.tm_year
        day = date_text(local, with_year=not this_year)
        return tr("ui.load.date_time", date=day, time=time.strftime("%H:%M", local))
    except (ValueError, OverflowError, OSError):
        return ""


def date_text(local: time.struct_time, with_year: bool = True) -> str:
    """A day in the words of the language ("1 Dec 2026", "2026年12月1日"; without the year "1 Dec",
    "12月1日"): the catalogue's templates, not the C library's locale (the same in every language,
    and English only)."""
    month = tr(f"ui.load.month.{local.tm_mon}")
    if not with_year:
        return tr("ui.load.day", day=str(local.tm_mday), month=month)
    return tr("ui.load.date", day=str(local.tm_mday), month=month, year=str(local.tm_year))


def summary_line(info: Summary) -> str:
    """Game · seats · progress · last played (the menu's Continue line and the list's second line)."""
    parts = [game_name(info.game), tr("core.list_sep").join(info.seats), progress_text(info), when_text(info.saved_at)]
    return " · ".join(p for p in parts if p)


def open_save(ctx: AppContext, path: Path) -> bool:
    """Load ``path`` and open its table. On any failure: a toast with the reason, nothing changed."""
    try:
        data = saves.load(Path(path), GAMES)
        controller = store.resume_controller(data, GAMES[data.game], Path(path))
    except Refused as err:
        ctx.extras["last_load_error"] = err.key
        toast(ctx, save_error_text(err), warning=True)
        return False
    except Exception as exc:  # noqa: BLE001 - a save must never take the program down
        log.error("load failed: %s", exc, exc_info=exc)
        ctx.extras["last_load_error"] = "save.error"
        toast(ctx, tr("save.error"), warning=True)
        return False
    return ctx.open("open_table", controller)


def list_saves() -> list[Summary]:
    """Every unfinished game (newest first), then every named save (newest first), each verified."""
    return [*store.unfinished(GAMES), *store.named(GAMES)]


class LoadScene(Scene):
    """A list of saves; each row has a Load button. Errors are shown, never raised."""

    ROW_H = 112

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.panel = pygame.Rect(260, 120, 1400, 840)
        self.area = ScrollArea(
            pygame.Rect(
                self.panel.left + 40, self.panel.top + 130, self.panel.width - 80, self.panel.height - 170
            )
        )
        self.entries: list[Summary] = []
        self.row_buttons: list[Button] = []
        self.delete_buttons: list[Button] = []
        self.replay_buttons: list[Button] = []
        self.confirm: tuple[Path, float] | None = None
        self.b_back = Button(
            pygame.Rect(60, 990, 220, 64), tr("ui.load.back"), self.back, icon="back", size=26, name="back"
        )
        self.last_pos: tuple[int, int] | None = None
        self.hover_row = -1
        # row by row (Load, then Delete), then Back; the keys scroll a row into view
        self.focus = FocusRing(ctx, self.focus_order, start=self.b_back, on_focus=self._focus_moved)

    def enter(self) -> None:
        self.refresh()
        if self.row_buttons:
            self.focus.focus(self.row_buttons[0], keyboard=False)

    def refresh(self) -> None:
        self.entries = list_saves()
        self.area.content_height = len(self.entries) * self.ROW_H
        self.row_buttons = []
        self.delete_buttons = []
        self.replay_buttons = []
        self.confirm = None  # (the save a second click will delete, seconds left)
        for info in self.entries:
            path = info.path
            self.replay_buttons.append(
                Button(
                    pygame.Rect(0, 0, 160, 64),
                    tr("ui.load.replay"),
                    functools.partial(self.replay, path),
                    enabled=info.ok,
                    size=24,
                    name=f"replay:{path.name}",
                )
            )
            self.delete_buttons.append(
                Button(
                    pygame.Rect(0, 0, 64, 64),
                    "",
                    functools.partial(self.delete, path),
                    icon="trash",
                    size=26,
                    name=f"delete:{path.name}",
                )
            )
            self.row_buttons.append(
                Button(
                    pygame.Rect(0, 0, 180, 64),
                    tr("ui.load.load"),
                    functools.partial(self.load, path),
                    primary=info.ok,
                    enabled=info.ok,
                    size=26,
                    name=f"load:{path.name}",
                )
            )
        for b in (*self.row_buttons, *self.delete_buttons, *self.replay_buttons):
            b.focus_when_hidden = True  # a row reached by the keys scrolls into view

    def focus_order(self) -> list[Widget]:
        out: list[Widget] = []
        for load, delete, replay in zip(self.row_buttons, self.delete_buttons, self.replay_buttons, strict=True):
            out.extend((replay, load, delete))
        out.append(self.b_back)
        return out

    def _focus_moved(self, w: Widget) -> None:
        i = next(
            (
                k
                for k, (a, b, c) in enumerate(
                    zip(self.row_buttons, self.delete_buttons, self.replay_buttons, strict=True)
                )
                if w in (a, b, c)
            ),
            -1,
        )
        if i < 0:
            return
        top, bottom = i * self.ROW_H, (i + 1) * self.ROW_H - 14
        a = self.area
        if top < a.target:
            a.scroll(top - a.target)
        elif bottom > a.target + a.rect.height:
            a.scroll(bottom - a.target - a.rect.height)
        self._place_buttons()

    def _row_rect(self, i: int) -> pygame.Rect:
        a = self.area.rect
        return pygame.Rect(
            a.left, a.top + i * self.ROW_H - int(self.area.offset), a.width - 24, self.ROW_H - 14
        )

    def _place_buttons(self) -> None:
        for i, b in enumerate(self.row_buttons):
            r = self._row_rect(i)
            b.rect.midright = (r.right - 96, r.centery)
            b.visible = r.bottom > self.area.rect.top + 10 and r.top < self.area.rect.bottom - 10
            d = self.delete_buttons[i]
            d.rect.midright = (r.right - 16, r.centery)
            d.visible = b.visible
            rp = self.replay_buttons[i]
            rp.rect.midright = (b.rect.left - 14, r.centery)
            rp.visible = b.visible
            armed = self.confirm is not None and self.confirm[0] == self.entries[i].path
            d.primary = armed

    def load(self, path: Path) -> None:
        open_save(self.ctx, path)

    def replay(self, path: Path) -> None:
        self.ctx.open("open_replay", path)

    def delete(self, path: Path) -> None:
        """First click arms, a second click within a few seconds deletes the file."""
        if self.confirm is None or self.confirm[0] != path:
            self.confirm = (path, 4.0)
            toast(self.ctx, tr("ui.load.confirm_delete", name=self._title(path)))
            return
        self.confirm = None
        try:
            store.delete(path)
        except OSError as exc:
            toast(self.ctx, tr("ui.load.delete_failed", detail=str(exc)), warning=True)
            return
        self.ctx.sound.play("card")
        toast(self.ctx, tr("ui.load.deleted", name=self._title(path)))
        self.refresh()

    def _title(self, path: Path) -> str:
        info = next((e for e in self.entries if e.path == path), None)
        if info is None or not info.ok:
            return path.name
        if info.name:
            return info.name
        return game_name(info.game)

    def back(self) -> None:
        self.ctx.stack.pop()

    @property
    def buttons(self) -> list[Button]:
        return [*self.row_buttons, *self.delete_buttons, *self.replay_buttons, self.b_back]

    def handle(self, event: pygame.event.Event) -> bool:
        if hasattr(event, "pos"):
            self.last_pos = event.pos
            if event.type == pygame.MOUSEMOTION:
                self.hover_row = next(
                    (
                        i
                        for i in range(len(self.entries))
                        if self._row_rect(i).collidepoint(event.pos)
                        and self.area.rect.collidepoint(event.pos)
                    ),
                    -1,
                )
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        self._place_buttons()
        if self.focus.handle(event):
            return True
        if self.area.handle(event, self.last_pos):
            return True
        self._place_buttons()
        handle_all(self.buttons, event, self.ctx)
        return True  # opaque screen: input stops here

    def update(self, dt: float) -> None:
        if self.confirm is not None:
            left = self.confirm[1] - dt
            self.confirm = (self.confirm[0], left) if left > 0 else None
        self.area.update(dt)
        self._place_buttons()
        self.focus.update(dt)

    def draw(self, canvas: pygame.Surface) -> None:
        canvas.blit(draw.walnut(LOGICAL_SIZE), (0, 0))
        p = self.panel
        draw.panel(canvas, p, theme.CREAM, 24)
        draw.text(canvas, tr("ui.load.title"), (p.left + 40, p.top + 36), 52, theme.INK, bold=True)
        draw.brass_rule(canvas, p.top + 112, p.left + 40, p.right - 40)
        if not self.entries:
            draw.text(canvas, tr("ui.load.empty"), p.center, 32, theme.INK_SOFT, "center")
        clip = canvas.get_clip()
        canvas.set_clip(self.area.rect.inflate(0, 8))
        for i, info in enumerate(self.entries):
            r = self._row_rect(i)
            if r.bottom < self.area.rect.top or r.top > self.area.rect.bottom:
                continue
            mine = (self.row_buttons[i], self.delete_buttons[i], self.replay_buttons[i])
            keyed = self.focus.shown and self.focus.current in mine
            self._draw_row(canvas, r, info, keyed or (i == self.hover_row and not self.focus.shown))
            for b in mine:
                b.draw(canvas)
        if self.focus.current is not self.b_back:
            self.focus.draw(canvas)  # a row's ring scrolls with the row, inside the list
        canvas.set_clip(clip)
        self.area.draw_bar(canvas)
        self.b_back.draw(canvas)
        if self.focus.current is self.b_back:
            self.focus.draw(canvas)

    def _draw_row(self, canvas: pygame.Surface, r: pygame.Rect, info: Summary, hover: bool) -> None:
        ok = info.ok
        bg = (0xF9, 0xF2, 0xE0) if hover else (0xEC, 0xE2, 0xCA)
        if not ok:
            bg = (0xF6, 0xE4, 0xDC) if hover else (0xEE, 0xDA, 0xD0)
        pygame.draw.rect(canvas, bg, r, border_radius=14)
        gid = info.game if ok else ""
        w = theme.world(gid)
        sw = pygame.Rect(r.left, r.top, 96, r.height)
        pygame.draw.rect(
            canvas,
            w["bg"] if ok else theme.REFUSAL,
            sw,
            border_top_left_radius=14,
            border_bottom_left_radius=14,
        )
        icon = draw.assets().icon(GAME_ICONS.get(gid, "scroll") if ok else "cancel", 60, w["light"] if ok else theme.CREAM)
        canvas.blit(icon, icon.get_rect(center=sw.center))
        x = sw.right + 24
        text_w = r.right - 480 - x
        title = self._title(info.path)
        tag = tr(f"ui.load.kind.{info.kind}") if ok else tr("ui.load.damaged")
        when = when_text(info.saved_at) if ok else ""
        # the title leaves room for its tag and, at the right, for when it was saved
        tag_w = draw.font(18, True).size(tag)[0] + draw.scaled(18) + 30
        when_w = draw.font(24).size(when)[0] + 16 if when else 0
        room = min(560, text_w - 220, r.right - 480 - when_w - tag_w - x)
        t = draw.text(canvas, title, (x, r.top + 12), 30, theme.INK, "topleft", max(120, room), bold=True)
        draw.badge(canvas, (t.right + 20 + draw.font(18).size(tag)[0] // 2 + 10, t.centery), tag,
                   theme.REFUSAL if not ok else (0xD8, 0xC9, 0xA6), theme.CREAM if not ok else theme.INK, 18)
        if not ok:
            draw.text(canvas, info.error, (x, r.top + 54), 22, theme.REFUSAL, "topleft", r.right - 470 - x,
                      wrap_lines=True, max_lines=2)
            return
        line = tr("core.list_sep").join(info.seats)
        prog = progress_text(info)
        if info.name:
            line = f"{game_name(info.game)} · {line}"
        if prog:
            line = f"{line} · {prog}"
        draw.text(canvas, line, (x, r.top + 56), 24, theme.INK_SOFT, "topleft", text_w)
        draw.text(canvas, when, (r.right - 480, r.top + 20), 24, theme.INK_SOFT, "topright")
        draw.text(
            canvas,
            tr("ui.load.moves", moves=info.moves),
            (r.right - 480, r.top + 56),
            24,
            theme.INK_SOFT,
            "topright",
        )
