"""The main menu: the Salon title on cream paper, the four games as cards in their world colours,
and New game, Continue (the most recently played unfinished game), Load, History (every finished
game, its replay and the players' statistics), Settings, Rules, Quit.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

import pygame

from game import catalog
from game.core import paths
from game.core.i18n import add_strings, tr
from scenes import draw, theme
from scenes.base import LOGICAL_SIZE, AppContext, Scene, text_scale
from scenes.names import (  # noqa: F401 - the names were first defined here; other scenes import them
    GAME_ICONS,
    PRODUCT_GAMES,
    _registered,
    _registry,
    game_name,
    menu_game_ids,
    players_text,
)
from scenes.tutorial import strings as _tutorial_strings  # noqa: F401 - "Learn to play"
from scenes.widgets import Button, FocusRing, Widget, handle_all, toast

if TYPE_CHECKING:  # the saves code and the rules load after the first frame (``MenuScene._games``)
    from game.core import saves
    from game.core.rules import Rules

log = logging.getLogger(__name__)

add_strings({"ui.menu.history": "History"})

# The fonts the menu's first frame draws with at the designed text size, (pixels, bold): the app opens
# them on a helper thread while its window opens (``Assets.prefetch_fonts``). A test keeps the list
# equal to the fonts the first frame opens.
FIRST_FRAME_FONTS = ((150, True), (30, False), (20, False), (30, True), (26, True), (34, True), (26, False))


def first_frame_fonts(settings: Any) -> list[tuple[int, bool]]:
    """The fonts to open ahead for ``settings``: ``FIRST_FRAME_FONTS`` at the designed text size;
    none at a larger one (the labels then fit themselves into sizes of their own)."""
    return list(FIRST_FRAME_FONTS) if text_scale(settings, MenuScene.max_text_size) == 1.0 else []


def unfinished_files_exist() -> bool:
    """Whether ``games/`` holds an unfinished game's autosave at all (a folder listing, nothing read):
    what the first frame's Continue goes by, before the saves code is loaded to check the files."""
    try:
        return any(p.is_file() for p in paths.games_dir().glob("*.json"))
    except OSError:
        return False


class GameCard(Widget):
    """A game shown as a card in its world's colours; clicking a registered one opens the setup."""

    def __init__(self, rect: pygame.Rect, game_id: str, on_click: Callable[[str], Any]) -> None:
        super().__init__(rect, enabled=_registered(game_id))
        self.game_id = game_id
        self.on_click = on_click
        self.name = f"game:{game_id}"
        self.lift = 0.0
        self._cache: tuple | None = None

    focus_radius = 22

    def focus_rect(self) -> pygame.Rect:
        return self.rect.move(0, -int(8 * self.lift))  # the ring rises with the card

    def activate(self, event: pygame.event.Event) -> None:
        self.on_click(self.game_id)

    def update(self, dt: float) -> None:
        goal = 1.0 if self.hover and self.enabled else 0.0
        self.lift += (goal - self.lift) * min(1.0, dt * 12)

    def draw(self, canvas: pygame.Surface) -> None:
        r = self.rect.move(0, -int(8 * self.lift))
        draw.shadow(canvas, r, 22, 16, (0, 10 + int(8 * self.lift)), 0x70)
        key = (self.hover and self.enabled, self.enabled, r.size)
        if self._cache is None or self._cache[0] != key:
            self._cache = (key, self._render(r.size))
        canvas.blit(self._cache[1], r)

    def _render(self, size: tuple[int, int]) -> pygame.Surface:
        w = theme.world(self.game_id)
        card = pygame.Surface(size, pygame.SRCALPHA)
        cr = card.get_rect()
        pygame.draw.rect(card, w["light"], cr, border_radius=22)
        art = cr.inflate(-28, -28)
        art.height = int(cr.height * 0.62)
        card.blit(draw.gradient(art.size, w["bg"], w["dark"]), art)
        # rounded art window: mask the corners with the card's paper colour
        mask = pygame.Surface(art.size, pygame.SRCALPHA)
        mask.fill((0, 0, 0, 0))
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=14)
        window = card.subsurface(art).copy()
        window.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        pygame.draw.rect(card, w["light"], art)
        card.blit(window, art)
        # soft rings and the emblem
        for i in range(3):
            pygame.draw.circle(
                card,
                draw.mix(w["bg"], w["light"], 0.12 + i * 0.05),
                art.center,
                int(art.height * (0.46 - i * 0.1)),
                2,
            )
        icon = draw.assets().icon(GAME_ICONS.get(self.game_id, "dice"), int(art.height * 0.56), w["light"])
        card.blit(icon, icon.get_rect(center=art.center))
        pygame.draw.rect(card, w["accent"], art, 3, border_radius=14)
        # name and player count
        draw.text(
            card,
            game_name(self.game_id),
            (cr.centerx, art.bottom + 26),
            34 if cr.width > 400 else 30,
            theme.INK,
            "midtop",
            cr.width - 40,
            bold=True,
        )
        games = _registry()
        rules = games.get(self.game_id) if games is not None else catalog.PLAYERS.get(self.game_id)
        sub = players_text(rules) if rules is not None else tr("ui.menu.coming")
        draw.text(card, sub, (cr.centerx, art.bottom + 76), 26, theme.INK_SOFT, "midtop", cr.width - 40)
        rim = theme.BRASS_HOVER if self.hover and self.enabled else draw.mix(w["accent"], theme.INK, 0.3)
        pygame.draw.rect(card, rim, cr, 4 if self.hover and self.enabled else 3, border_radius=22)
        if not self.enabled:
            veil = pygame.Surface(cr.size, pygame.SRCALPHA)
            pygame.draw.rect(veil, (30, 22, 16, 120), cr, border_radius=22)
            card.blit(veil, (0, 0))
        return draw.ready(card)


def continue_note(info: saves.Summary) -> tuple[str, str, str]:
    """Continue's note: the game and how far it is (its first line); who sits at it and when it was
    last played (its second)."""
    from scenes.load import progress_text, when_text

    first = " · ".join(p for p in (game_name(info.game), progress_text(info)) if p)
    return first, tr("core.list_sep").join(info.seats), when_text(info.saved_at)


class MenuScene(Scene):
    """Title, game cards and the main buttons."""

    CONTINUE_NOTE_ROOM = 70  # pixels between Continue and Load: the note's two lines at 150 %
    NOTE_SIZE = 18

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.t = 0.0
        self.autosave: saves.Summary | None = None  # what Continue resumes
        self._deferred = False  # the registry and the Continue check wait for the second frame
        self._drawn = False
        self.paper = pygame.Rect(110, 80, 600, 920)
        x, w = self.paper.centerx - 230, 460
        # Continue's note (two lines under it, ``_draw_continue_note``) has room to 150 % text size
        y0, step, bh = 388, 76, 68
        gap = self.CONTINUE_NOTE_ROOM - (step - bh)  # Load and the rest sit this much lower
        self.b_new = Button(
            pygame.Rect(x, y0, w, bh), tr("ui.menu.new"), self.new_game, primary=True, icon="dice", name="new"
        )
        self.b_continue = Button(
            pygame.Rect(x, y0 + step, w, bh),
            tr("ui.menu.continue"),
            self.continue_game,
            icon="play",
            name="continue",
        )
        self.b_load = Button(
            pygame.Rect(x, y0 + step * 2 + gap, w, bh),
            tr("ui.menu.load"),
            self.load,
            icon="load",
            name="load",
        )
        self.b_history = Button(
            pygame.Rect(x, y0 + step * 3 + gap, w, bh),
            tr("ui.menu.history"),
            self.history,
            icon="scroll",
            name="history",
        )
        self.b_settings = Button(
            pygame.Rect(x, y0 + step * 4 + gap, w, bh),
            tr("ui.menu.settings"),
            self.settings,
            icon="settings",
            name="settings",
        )
        half = (w - 16) // 2  # Learn to play and Rules share a row
        self.b_learn = Button(
            pygame.Rect(x, y0 + step * 5 + gap, half, bh),
            tr("tutorial.learn"),
            self.learn,
            size=26,
            name="learn",
        )
        self.b_rules = Button(
            pygame.Rect(x + w - half, y0 + step * 5 + gap, half, bh),
            tr("ui.menu.rules"),
            self.rules,
            icon="rules",
            name="rules",
        )
        self.b_quit = Button(
            pygame.Rect(x, y0 + step * 6 + gap, w, bh), tr("ui.menu.quit"), ctx.quit, icon="exit", name="quit"
        )
        self.buttons = [
            self.b_new,
            self.b_continue,
            self.b_load,
            self.b_history,
            self.b_settings,
            self.b_learn,
            self.b_rules,
            self.b_quit,
        ]
        self.cards: list[GameCard] = []
        self._static: pygame.Surface | None = None
        self._layout_cards()
        # buttons top to bottom, then the game cards row by row; Enter alone starts a new game
        self.focus = FocusRing(ctx, lambda: self.widgets, default=self.b_new)

    def language_changed(self) -> None:
        labels = (
            "ui.menu.new",
            "ui.menu.continue",
            "ui.menu.load",
            "ui.menu.history",
            "ui.menu.settings",
            "tutorial.learn",
            "ui.menu.rules",
        )
        for button, key in zip(self.buttons, (*labels, "ui.menu.quit"), strict=True):
            button.label = tr(key)
        self._static = None
        for card in self.cards:
            card._cache = None

    # ------------------------------------------------------------ layout
    def _layout_cards(self) -> None:
        ids = menu_game_ids()
        area = pygame.Rect(790, 150, 1030, 820)
        cols = 2 if len(ids) <= 4 else 3
        rows = math.ceil(len(ids) / cols)
        gap = 40
        cw = (area.width - gap * (cols - 1)) // cols
        ch = min(430, (area.height - gap * (rows - 1)) // rows)
        cw = min(cw, int(ch * 1.15)) if cols == 2 else cw
        total_w = cols * cw + (cols - 1) * gap
        total_h = rows * ch + (rows - 1) * gap
        x0 = area.centerx - total_w // 2
        y0 = area.centery - total_h // 2
        self.cards = []
        for i, gid in enumerate(ids):
            c, r = i % cols, i // cols
            rect = pygame.Rect(x0 + c * (cw + gap), y0 + r * (ch + gap), cw, ch)
            self.cards.append(GameCard(rect, gid, self.new_game_for))

    @property
    def widgets(self) -> list[Widget]:
        return [*self.buttons, *self.cards]

    # ------------------------------------------------------------ lifecycle
    def enter(self) -> None:
        self._refresh()

    def resume(self) -> None:
        self._refresh()

    def _refresh(self) -> None:
        """Re-read which unfinished game Continue resumes, and the registered games (not per frame).

        Every file goes through the validating reader; a damaged one is skipped here (the Load list
        shows it), so no file can keep the menu from working. Before the registry is loaded (the
        program's first frame) Continue is offered when there is an unfinished game's file at all, and
        the check follows on the next frame (``update``)."""
        games = _registry()
        if games is None:
            self._deferred = True
            self.b_continue.enabled = unfinished_files_exist()
            return
        from game.core import store

        try:
            info = store.latest(games)
        except Exception as exc:  # noqa: BLE001 - the menu must always open
            log.error("the latest game could not be found: %s", exc, exc_info=exc)
            info = None
        self.autosave = info
        self.b_continue.enabled = info is not None
        self.b_new.enabled = bool(games)
        if len(self.cards) != len(menu_game_ids()):
            self._layout_cards()
        for card in self.cards:
            card.enabled = card.game_id in games

    # ------------------------------------------------------------ actions
    def _games(self) -> Mapping[str, Rules]:
        """The registry, loaded now if the first frame went without it."""
        if _registry() is None or self._deferred:
            from game import registry  # noqa: F401 - loading it registers the games

            self._deferred = False
            self._refresh()
        return _registry() or {}

    def new_game(self, game_id: str | None = None) -> None:
        if not self._games():
            toast(self.ctx, tr("ui.menu.no_games"), warning=True)
            return
        self.ctx.stack.push(self.ctx.scene("setup", game_id))

    def new_game_for(self, game_id: str) -> None:
        self.new_game(game_id)

    def continue_game(self) -> None:
        from game.core import store

        games = self._games()
        info = self.autosave if self.autosave is not None else store.latest(games)
        if info is None:
            toast(self.ctx, tr("ui.menu.no_autosave"), warning=True)
            self._refresh()
            return
        if not self.ctx.open("open_save", info.path):
            self._refresh()

    def load(self) -> None:
        self.ctx.stack.push(self.ctx.scene("load"))

    def history(self) -> None:
        self.ctx.stack.push(self.ctx.scene("history"))

    def settings(self) -> None:
        self.ctx.stack.push(self.ctx.scene("options"))

    def learn(self) -> None:
        self.ctx.stack.push(self.ctx.scene("learn"))

    def rules(self) -> None:
        self.ctx.stack.push(self.ctx.scene("rules"))

    # ------------------------------------------------------------ frame
    def handle(self, event: pygame.event.Event) -> bool:
        if self.focus.handle(event):
            return True
        return handle_all(self.widgets, event, self.ctx)

    def update(self, dt: float) -> None:
        if self._deferred and self._drawn:
            self._games()  # the second frame: the registry and the Continue check
        self.t += dt
        self.focus.update(dt)
        for c in self.cards:
            c.update(dt)

    def _render_static(self) -> pygame.Surface:
        """The parts that never change while the menu is open, drawn once."""
        surf = draw.walnut(LOGICAL_SIZE).copy()
        p = self.paper
        draw.panel(surf, p, theme.CREAM, 26, shadow_blur=22)
        pygame.draw.rect(surf, theme.BRASS, p.inflate(-24, -24), 2, border_radius=18)
        # title
        draw.text(surf, tr("ui.title"), (p.centerx, p.top + 150), 150, theme.INK, "center", bold=True)
        draw.text(
            surf, tr("ui.tagline"), (p.centerx, p.top + 250), 30, theme.INK_SOFT, "center", p.width - 80
        )
        draw.brass_rule(surf, p.top + 292, p.left + 80, p.right - 80)
        for i in range(4):  # the four seat markers, a little signature of the room
            draw.seat_marker(surf, (p.centerx - 96 + i * 64, p.top + 56), 13, i)
        draw.text(
            surf,
            tr("ui.menu.footer"),
            (LOGICAL_SIZE[0] - 40, LOGICAL_SIZE[1] - 26),
            20,
            (0xA8, 0x95, 0x7E),
            "bottomright",
        )
        return surf

    def _draw_continue_note(self, canvas: pygame.Surface, info: saves.Summary) -> None:
        """The game and its progress on one line, the seats and when it was played on the next, under
        Continue: both between Continue and Load, at one size (a larger text size grows them only as
        far as they fit the paper), and only the names cut, never the game, progress or date."""
        first, seats, when = continue_note(info)
        width, x, size = self.paper.width - 100, self.paper.centerx, self.NOTE_SIZE
        # a line's drawn height is some 1.5 × its size in the house font
        k = draw.scale_for_height((size, size), self.CONTINUE_NOTE_ROOM - 4, 1.5)
        whole = " · ".join(p for p in (seats, when) if p)
        while k > 1.0:
            with draw.text_scale_at(k):
                if max(draw.font(size).size(first)[0], draw.font(size).size(whole)[0]) <= width:
                    break
            k = round(k - 0.05, 2)
        with draw.text_scale_at(max(k, 1.0)):
            tail = f" · {when}" if when and seats else when
            room = width - draw.font(size).size(tail)[0]
            second = (draw.ellipsize(seats, size, room) if seats else "") + tail
            r = draw.text(
                canvas, first, (x, self.b_continue.rect.bottom + 4), size, theme.INK_SOFT, "midtop", width
            )
            draw.text(canvas, second, (x, r.bottom), size, theme.INK_SOFT, "midtop", width)

    def draw(self, canvas: pygame.Surface) -> None:
        self._drawn = True
        if self._static is None:
            self._static = self._render_static()
        canvas.blit(self._static, (0, 0))
        for b in self.buttons:
            b.draw(canvas)
        if self.autosave is not None:
            self._draw_continue_note(canvas, self.autosave)
        # games
        for c in self.cards:
            c.draw(canvas)
        self.focus.draw(canvas)
