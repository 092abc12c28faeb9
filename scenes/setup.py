"""The setup screen: pick the game, seat humans and bots (names, colours with shapes, bot levels),
set the game's options and the deal code, then Start.

The deal code is the game's seed written in Crockford base32 (7 characters, 35 bits): short enough
to read aloud, and typing a friend's code deals the same game. The same field takes a setup code,
which sets the whole setup at once (``scenes.setupcodes``); remembered names are offered while a
seat's name is typed (``scenes.namesuggest``), and each game opens as it was last started.

One file because the setup screen is one scene: the seat rows, option rows, game tabs and deal code
all change the same pending setup, and ``SetupScene`` keeps it; the pieces above it (``GameTab``,
``LevelCycler``, ``SeatRow``) exist only for this screen, and ``open_table`` and ``option_label``
are what others call.
"""

from __future__ import annotations

import dataclasses
import functools
import logging
from collections.abc import Sequence
from typing import Any

import pygame

from game.bots import LEVELS
from game.core import store
from game.core.controller import Controller
from game.core.i18n import add_strings, has, tr
from game.core.rules import OptionSpec, Rules, teams_of
from game.core.saves import SeatConfig, name_char_ok
from game.registry import GAMES
from scenes import draw, theme
from scenes.base import LOGICAL_SIZE, AppContext, Scene, text_size_for
from scenes.dealcode import code_char_ok, decode_code, encode_code, new_seed
from scenes.menu import GAME_ICONS, game_name, menu_game_ids, players_text
from scenes.rulebook import options as words
from scenes.widgets import (
    Button,
    Cycler,
    FocusRing,
    Hotspot,
    ScrollArea,
    TextField,
    Toggle,
    Widget,
    handle_all,
    toast,
)

log = logging.getLogger(__name__)

BOT_NAMES = ("Ada", "Bruno", "Céleste", "Dmitri", "Elif", "Farid")
MAX_COLOURS = len(theme.SEAT_COLOURS)


# ---------------------------------------------------------------------------------------- table handoff
def open_table(ctx: AppContext, controller: Controller, *, from_menu: bool = True) -> bool:
    """Put the table for ``controller`` on the stack above a fresh menu; False (with a toast, and the
    error logged) if the table cannot be built."""
    try:
        table = ctx.scene("table", controller)
    except Exception as exc:  # noqa: BLE001 - a table that cannot be built must not take the program down
        from scenes.app import write_crash_log

        log.error("the table could not be built: %s", exc, exc_info=exc)
        write_crash_log(exc, "building the table")
        ctx.extras["last_table_error"] = f"{type(exc).__name__}: {exc}"
        toast(ctx, tr("ui.setup.start_failed", error=f"{type(exc).__name__}: {exc}"), warning=True)
        return False
    ctx.to_menu()
    ctx.stack.push(table)
    return True


def option_label(spec: OptionSpec, value: Any, game_id: str = "") -> str:
    """A value's name in players' words (never the option's code name)."""
    own = words.value_label(game_id, spec, value) if game_id else None
    if own is not None:
        return own
    if spec.kind == "bool":
        return tr("ui.setup.on") if value else tr("ui.setup.off")
    if spec.kind == "int" and value == -1:
        return tr("ui.setup.random")
    if isinstance(value, str) and has(value):
        return tr(value)
    key = f"{spec.label}.{value}"
    if has(key):
        return tr(key)
    if isinstance(value, str):
        return value.replace("_", " ").capitalize()
    return str(value)


def int_range(spec: OptionSpec, value: Any) -> list[int]:
    """Values offered for an int option without a list of choices: a few around the default."""
    base = int(spec.default)
    lo, hi = spec.bounds()
    lo = max(lo, 0 if base >= 0 else base)
    values = sorted({v for v in range(base - 3, base + 4) if lo <= v <= hi} | {int(value)})
    return values


def option_applies(spec: OptionSpec, players: int) -> bool:
    return not spec.players or players in spec.players


@dataclasses.dataclass(frozen=True)
class OptionText:
    """An option widget's words: its name and its one-line explanation above it (``height`` px in
    all), and the longer help with where the option comes from (the hover card)."""

    label: str
    help: str
    height: int
    line: str = ""
    label_height: int = 0


OPTION_NAME = 24  # an option's name above its widget
OPTION_LINE = 20  # its one-line explanation, under the name


# ---------------------------------------------------------------------------------------- seats
TEAM_TAG_SIZE = 20  # "Team 1 · with Bruno" on a seat row of a team game
add_strings({"ui.setup.team_with": "{team} · with {mates}"})


class GameTab(Hotspot):
    """A game's tab on the left, reachable from the keyboard (the scene draws it)."""

    def __init__(self, scene: SetupScene, rect: pygame.Rect, game_id: str) -> None:
        super().__init__(rect, lambda: scene.choose_game(game_id), radius=16, name=f"game:{game_id}")
        self.scene = scene
        self.game_id = game_id

    def focus_rect(self) -> pygame.Rect:
        return self.rect.move(14, 0) if self.scene.game_id == self.game_id else self.rect


class LevelCycler(Cycler):
    """A bot's level: Easy, Normal, Hard, then the two baselines, which read "baseline" in small
    soft letters under their name, past a thin rule in the box, so nobody takes them for levels."""

    def draw(self, canvas: pygame.Surface) -> None:
        if self.value not in words.BASELINE_LEVELS:
            super().draw(canvas)
            return
        name, self.labels = self.labels, lambda _v: ""
        try:
            super().draw(canvas)
        finally:
            self.labels = name
        b = self.box()
        left, _ = self.arrows()
        inner = b.width - 2 * left.width - 8
        draw.text(canvas, tr(f"ui.level.{self.value}"), (b.centerx, b.top + 6), 22, theme.INK_SOFT, "midtop",
                  inner, bold=True)
        pygame.draw.line(canvas, (0xB8, 0xA0, 0x6A), (b.centerx - inner // 3, b.top + 37),
                         (b.centerx + inner // 3, b.top + 37), 1)
        draw.text(canvas, tr("setup.level.baseline_word"), (b.centerx, b.bottom - 5), 16, theme.INK_SOFT,
                  "midbottom", inner)


class SeatRow:
    """One seat's controls: colour marker and swatches, name, human/bot, level, remove."""

    def __init__(self, scene: SetupScene, index: int, seat: dict[str, Any]) -> None:
        self.scene = scene
        self.index = index
        self.seat = seat
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.name = TextField(
            pygame.Rect(0, 0, 226, 60),
            seat["name"],
            self._set_name,
            max_len=20,
            allowed=name_char_ok,
            placeholder=tr("ui.setup.player", n=index + 1),
        )
        self.name.name = f"name:{index}"
        # the colour marker: Enter takes the next free colour, Left/Right step through them
        self.colour = Hotspot(
            pygame.Rect(0, 0, 84, 120),
            lambda: scene.next_colour(index),
            on_step=lambda d: scene.step_colour(index, d),
            name=f"colour:{index}",
        )
        self.kind = Cycler(
            pygame.Rect(0, 0, 200, 60),
            ["human", "bot"],
            0 if seat["kind"] == "human" else 1,
            self._set_kind,
            labels=lambda k: tr(f"ui.setup.{k}"),
            size=24,
        )
        self.kind.name = f"kind:{index}"
        # Easy, Normal, Hard first; the baselines (Random, Greedy) after them, marked as such
        levels = [lv for lv in words.LEVEL_ORDER if lv in LEVELS]
        self.level = LevelCycler(
            pygame.Rect(0, 0, 262, 60),
            levels,
            levels.index(seat["level"]) if seat["level"] in levels else 0,
            self._set_level,
            labels=words.level_label,
            size=24,
        )
        self.level.name = f"level:{index}"
        self.remove = Button(
            pygame.Rect(0, 0, 52, 52), "", self._remove, icon="cancel", size=26, name=f"remove:{index}"
        )
        self.swatches: list[pygame.Rect] = []

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = rect
        y = rect.top + 16
        self.name.rect.topleft = (rect.left + 120, y)
        self.kind.rect.topleft = (self.name.rect.right + 16, y)
        self.level.rect.topleft = (self.kind.rect.right + 12, y)
        self.remove.rect.topright = (rect.right - 16, y + 78)
        self.swatches = [pygame.Rect(rect.left + 120 + i * 58, y + 76, 46, 46) for i in range(MAX_COLOURS)]
        self.colour.rect.topleft = (rect.left + 20, rect.top + 12)

    @property
    def widgets(self) -> list[Widget]:
        out: list[Widget] = [self.name, self.kind]
        self.level.visible = self.seat["kind"] == "bot"
        out.append(self.level)
        self.remove.visible = self.scene.can_remove()
        out.append(self.remove)
        return out

    @property
    def focus_widgets(self) -> list[Widget]:
        """The row in reading order: colour, name, human/bot, level, remove."""
        return [self.colour, *self.widgets]

    def _set_name(self, value: str) -> None:
        self.seat["name"] = value

    def _set_kind(self, value: str) -> None:
        self.seat["kind"] = value

    def _set_level(self, value: str) -> None:
        self.seat["level"] = value

    def _remove(self) -> None:
        self.scene.remove_seat(self.index)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i, r in enumerate(self.swatches):
                if r.collidepoint(event.pos):
                    self.scene.set_colour(self.index, i)
                    return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            marker = pygame.Rect(self.rect.left + 20, self.rect.top + 20, 80, 80)
            if marker.collidepoint(event.pos):
                self.scene.next_colour(self.index)
                return True
            if any(r.collidepoint(event.pos) for r in self.swatches):
                return True
        return handle_all(self.widgets, event, self.scene.ctx)

    def draw(self, canvas: pygame.Surface) -> None:
        r = self.rect
        colour = self.seat["colour"]
        pygame.draw.rect(canvas, (0xEC, 0xE2, 0xCA), r, border_radius=16)
        pygame.draw.rect(
            canvas,
            draw.mix(theme.seat_colour(colour), theme.CREAM, 0.2),
            (r.left, r.top, 10, r.height),
            border_top_left_radius=16,
            border_bottom_left_radius=16,
        )
        draw.seat_marker(canvas, (r.left + 62, r.top + 60), 30, colour)
        draw.text(
            canvas,
            tr(theme.SEAT_COLOUR_NAMES[colour]),
            (r.left + 62, r.top + 104),
            20,
            theme.INK_SOFT,
            "midtop",
            100,
        )
        taken = self.scene.taken_colours(self.index)
        for i, sw in enumerate(self.swatches):
            c = sw.center
            if i == colour:
                pygame.draw.circle(canvas, theme.BRASS, c, 27, 4)
            if i in taken:
                draw.shape(
                    canvas,
                    theme.seat_shape(i),
                    c,
                    15,
                    draw.mix(theme.seat_colour(i), (0xEC, 0xE2, 0xCA), 0.7),
                    (0xB8, 0xAD, 0x9C),
                    2,
                )
            else:
                draw.shape(canvas, theme.seat_shape(i), c, 17, theme.seat_colour(i), theme.INK, 2)
        for w in self.widgets:
            if w.visible:
                w.draw(canvas)
        tag = self.team_tag()
        if tag is not None:
            text, area = tag
            pygame.draw.rect(canvas, theme.WALNUT, area, border_radius=area.h // 2)
            pygame.draw.rect(canvas, theme.BRASS, area, 2, border_radius=area.h // 2)
            draw.text(canvas, text, area.center, TEAM_TAG_SIZE, theme.CREAM, "center", area.w - 24, bold=True)

    def team_tag(self) -> tuple[str, pygame.Rect] | None:
        """In a team game, "Team 1 · with <teammates>" and where it sits: on the swatch line, between
        the colours and the remove button."""
        teams = self.scene.teams()
        if teams is None or self.index >= len(teams):
            return None
        team = teams[self.index]
        mates = [self.scene.seat_name(i) for i, t in enumerate(teams) if t == team and i != self.index]
        text = tr("ui.setup.team_with", team=tr("ui.scoring.team", n=team + 1), mates=" & ".join(mates))
        left = (self.swatches[-1].right if self.swatches else self.rect.left + 120) + 24
        right = self.remove.rect.left - 16 if self.remove.visible else self.rect.right - 16
        w = min(right - left, draw.font(TEAM_TAG_SIZE, True).size(text)[0] + 32)
        area = pygame.Rect(0, 0, w, TEAM_TAG_SIZE + 18)
        area.midleft = (left, self.rect.top + 16 + 76 + 23)
        return text, area


# ---------------------------------------------------------------------------------------- the scene
class SetupScene(Scene):
    """Choose the game, seats, options and deal code; Start hands a Controller to the table."""

    max_text_size = 150  # the seat rows and game tabs fit their words (they shrink to fit); the options scroll

    def __init__(self, ctx: AppContext, game_id: str | None = None) -> None:
        super().__init__(ctx)
        text_size_for(self)  # the options are measured below, at this scene's text size
        self.game_ids = [g for g in menu_game_ids() if g in GAMES]
        if game_id not in GAMES:
            game_id = self.game_ids[0] if self.game_ids else None
        self.game_id: str | None = game_id
        self.seed = new_seed()
        self.code = encode_code(self.seed)
        self.seats: list[dict[str, Any]] = []
        self.rows: list[SeatRow] = []
        self.option_values: dict[str, Any] = {}
        self.option_widgets: list[Widget] = []
        self.option_texts: list[OptionText] = []  # one per option widget
        self.seats_panel = pygame.Rect(500, 150, 900, 820)
        self.side_panel = pygame.Rect(1440, 150, 420, 820)
        # under a larger text size the deal panel rises into the air below the game tabs
        grown = draw.text_scale() > 1.0
        self.deal_panel = pygame.Rect(60, 664, 400, 306) if grown else pygame.Rect(60, 700, 400, 270)
        field_top = self.deal_panel.top + max(76, 26 + draw.font(32, True).get_height() + 6)
        self.code_error = ""  # why a typed setup code was not taken
        self.code_field = TextField(
            pygame.Rect(self.deal_panel.left + 26, field_top, 348, 60),
            self.code,
            self._set_code,
            max_len=32,  # a setup code, hyphens and all
            allowed=code_char_ok,
            upper=True,
            size=28,
        )
        self.code_field.name = "code"
        self.b_new_code = Button(
            pygame.Rect(self.deal_panel.right - 172, self.deal_panel.top + 14, 146, 52),
            tr("ui.setup.new_code"),
            self.new_code,
            size=20,
            name="new_code",
        )
        self.b_start = Button(
            pygame.Rect(self.side_panel.left + 30, self.side_panel.bottom - 110, 360, 84),
            tr("ui.setup.start"),
            self.start,
            primary=True,
            size=36,
            icon="play",
            name="start",
        )
        self.b_back = Button(
            pygame.Rect(60, 996, 220, 64), tr("ui.setup.back"), self.back, icon="back", size=26, name="back"
        )
        self.b_add = Button(
            pygame.Rect(0, 0, 300, 60),
            tr("ui.setup.add_seat"),
            self.add_seat,
            size=26,
            icon="person",
            name="add_seat",
        )
        self.options_area = ScrollArea(
            pygame.Rect(
                self.side_panel.left + 10,
                self.side_panel.top + 96,
                self.side_panel.width - 20,
                self.side_panel.height - 96 - 150,
            )
        )
        self.last_pos: tuple[int, int] | None = None
        self.game_tabs: list[tuple[pygame.Rect, str]] = []
        self.hover_tab: str | None = None
        for i, gid in enumerate(self.game_ids):
            self.game_tabs.append((pygame.Rect(60, 150 + i * 128, 400, 112), gid))
        self.tab_widgets = [GameTab(self, r, gid) for r, gid in self.game_tabs]
        if self.game_id is not None:
            self.select_game(self.game_id)
        # reading order: the game, its seats, its options, Start, then the deal code and Back.
        # The focus begins on Start, and Enter alone starts (as it always did).
        self.focus = FocusRing(
            ctx, self.focus_order, start=self.b_start, default=self.b_start, on_focus=self._focus_moved
        )
        from scenes.namesuggest import NameSuggest

        self.name_suggest = NameSuggest(
            lambda: [(r.name, r._set_name) for r in self.rows], lambda: [s["name"] for s in self.seats]
        )

    # ------------------------------------------------------------ model
    @property
    def rules(self) -> Rules | None:
        return GAMES.get(self.game_id) if self.game_id else None

    def teams(self) -> tuple[int, ...] | None:
        """Each seat's team when the game is played in teams at this seat count (Droïdes at four)."""
        rules = self.rules
        return teams_of(rules, len(self.seats)) if rules is not None else None

    def seat_name(self, index: int) -> str:
        """A seat's name as typed, or its placeholder ("Player 2") while empty."""
        name = str(self.seats[index].get("name", "")).strip() if index < len(self.seats) else ""
        return name or tr("ui.setup.player", n=index + 1)

    def select_game(self, game_id: str) -> None:
        self.game_id = game_id
        rules = GAMES[game_id]
        n = max(rules.min_players, min(rules.max_players, max(2, len(self.seats))))
        while len(self.seats) < n:
            self.seats.append(self._default_seat(len(self.seats)))
        while len(self.seats) > rules.max_players:
            self.seats.pop()
        while len(self.seats) < rules.min_players:
            self.seats.append(self._default_seat(len(self.seats)))
        self.option_values = {spec.key: spec.default for spec in rules.options}
        from scenes.setupcodes import restore

        restore(self, game_id)  # the game as it was last started
        self._rebuild()

    def _default_seat(self, i: int) -> dict[str, Any]:
        used = {s["colour"] for s in self.seats}
        colour = next(c for c in range(MAX_COLOURS) if c not in used)
        if i == 0:
            return {"name": tr("ui.setup.player", n=1), "kind": "human", "level": words.DEFAULT_LEVEL, "colour": colour}
        taken = {s["name"] for s in self.seats}
        name = next((n for n in BOT_NAMES if n not in taken), tr("ui.setup.player", n=i + 1))
        return {"name": name, "kind": "bot", "level": words.DEFAULT_LEVEL, "colour": colour}

    def taken_colours(self, index: int) -> set[int]:
        return {s["colour"] for j, s in enumerate(self.seats) if j != index}

    def set_colour(self, index: int, colour: int) -> None:
        if colour in self.taken_colours(index):
            toast(self.ctx, tr("ui.setup.colour_taken"), warning=True)
            return
        self.seats[index]["colour"] = colour

    def next_colour(self, index: int) -> None:
        self.step_colour(index, 1)

    def step_colour(self, index: int, delta: int) -> None:
        """The next (+1) or previous (-1) colour nobody else has."""
        taken = self.taken_colours(index)
        c = self.seats[index]["colour"]
        for k in range(1, MAX_COLOURS + 1):
            cand = (c + k * delta) % MAX_COLOURS
            if cand not in taken:
                self.seats[index]["colour"] = cand
                return

    def choose_game(self, game_id: str) -> None:
        if game_id != self.game_id and game_id in GAMES:
            self.ctx.sound.play("card")
            self.select_game(game_id)

    def can_remove(self) -> bool:
        rules = self.rules
        return rules is not None and len(self.seats) > rules.min_players

    def can_add(self) -> bool:
        rules = self.rules
        return rules is not None and len(self.seats) < rules.max_players

    def add_seat(self) -> None:
        if self.can_add():
            self.seats.append(self._default_seat(len(self.seats)))
            self._rebuild()

    def remove_seat(self, index: int) -> None:
        if self.can_remove():
            self.seats.pop(index)
            self._rebuild()

    def set_seat(
        self, index: int, *, kind: str | None = None, level: str | None = None, name: str | None = None
    ) -> None:
        """Change a seat from code (the smoke run and tests use the same model the widgets change)."""
        seat = self.seats[index]
        if kind is not None:
            seat["kind"] = kind
        if level is not None:
            seat["level"] = level
        if name is not None:
            seat["name"] = name
        self._rebuild()

    def _set_code(self, text: str) -> None:
        from game.core.setupcode import looks_like_setup_code
        from scenes.setupcodes import apply_code

        self.code = text
        self.code_error = ""
        if looks_like_setup_code(text):
            self.code_error = apply_code(self, text) or ""

    def new_code(self) -> None:
        self.seed = new_seed()
        self.code = encode_code(self.seed)
        self.code_field.value = self.code

    def _rebuild(self) -> None:
        """Lay out the seat rows and option widgets for the current game and seat count."""
        self.rows = [SeatRow(self, i, s) for i, s in enumerate(self.seats)]
        top = self.seats_panel.top + 100
        for i, row in enumerate(self.rows):
            row.layout(
                pygame.Rect(self.seats_panel.left + 30, top + i * 160, self.seats_panel.width - 60, 148)
            )
        self.b_add.rect.topleft = (self.seats_panel.left + 30, top + len(self.rows) * 160 + 4)
        self.b_add.visible = self.can_add()
        self.option_widgets = []
        self.option_texts = []
        self.option_base: list[int] = []
        rules = self.rules
        y = 0
        if rules is not None:
            for spec in rules.options:
                if not option_applies(spec, len(self.seats)):
                    continue
                rect = pygame.Rect(self.side_panel.left + 30, 0, self.side_panel.width - 60, 52)
                value = self.option_values.get(spec.key, spec.default)
                if spec.kind == "bool":
                    w: Widget = Toggle(
                        rect,
                        "",
                        bool(value),
                        functools.partial(self._set_option, spec.key),
                        tr("ui.setup.on"),
                        tr("ui.setup.off"),
                    )
                else:
                    choices = (
                        list(spec.choices)
                        if spec.choices
                        else int_range(spec, value)
                        if spec.kind == "int"
                        else [value]
                    )
                    w = Cycler(
                        rect,
                        choices,
                        choices.index(value) if value in choices else 0,
                        functools.partial(self._set_option, spec.key),
                        labels=functools.partial(option_label, spec, game_id=self.game_id or ""),
                        size=22,
                    )
                w.name = f"option:{spec.key}"
                w.focus_when_hidden = True  # the keys scroll it into view
                gid = self.game_id or ""
                label = words.option_name(gid, spec)
                line = words.option_line(gid, spec)
                two_names = int(draw.scaled(OPTION_NAME) * 1.2) + draw.font(OPTION_NAME).get_height()
                two_lines = int(draw.scaled(OPTION_LINE) * 1.15) + draw.font(OPTION_LINE).get_height()
                label_h = min(draw.text_height(label, OPTION_NAME, rect.width, line_height=1.2), two_names)
                line_h = min(draw.text_height(line, OPTION_LINE, rect.width, line_height=1.15), two_lines) if line else 0
                text = OptionText(
                    label, words.option_help(gid, spec), label_h + (line_h + 4 if line else 0), line, label_h
                )
                self.option_widgets.append(w)
                self.option_texts.append(text)
                self.option_base.append(y)
                y += text.height + 6 + 52 + 22
        self.options_area.content_height = y
        self.options_area.offset = self.options_area.target = 0.0
        self._place_options()

    def _place_options(self) -> None:
        a = self.options_area
        for w, text, base in zip(self.option_widgets, self.option_texts, self.option_base, strict=True):
            w.rect.top = a.rect.top + base + text.height + 6 - int(a.offset)
            w.visible = w.rect.top - text.height >= a.rect.top - 2 and w.rect.bottom <= a.rect.bottom + 2

    def _set_option(self, key: str, value: Any) -> None:
        self.option_values[key] = value

    def options_for_start(self) -> dict[str, Any]:
        rules = self.rules
        if rules is None:
            return {}
        return {s.key: self.option_values.get(s.key, s.default) for s in rules.options}

    def seat_configs(self) -> list[SeatConfig]:
        out = []
        for i, s in enumerate(self.seats):
            name = s["name"].strip() or tr("ui.setup.player", n=i + 1)
            out.append(SeatConfig(name[:40], s["kind"], s["level"], s["colour"]))
        return out

    def build_controller(self) -> Controller | None:
        """The controller Start would create; None (with a toast) when something is not valid."""
        rules = self.rules
        if rules is None:
            toast(self.ctx, tr("ui.setup.no_game"), warning=True)
            return None
        seed = decode_code(self.code)
        if seed is None:
            toast(self.ctx, tr("ui.setup.bad_code"), warning=True)
            return None
        self.seed = seed
        seats = self.seat_configs()
        if len({s.colour for s in seats}) != len(seats):
            toast(self.ctx, tr("ui.setup.colour_taken"), warning=True)
            return None
        try:
            return store.new_controller(rules, seats, seed, self.options_for_start())
        except (ValueError, KeyError) as exc:
            toast(self.ctx, tr("ui.setup.start_failed", error=str(exc)), warning=True)
            return None

    def start(self) -> None:
        controller = self.build_controller()
        if controller is not None:
            from scenes.setupcodes import remember_start

            remember_start(controller.rules.id, list(controller.seats), self.options_for_start())
            controller.autosave()
            open_table(self.ctx, controller)

    def back(self) -> None:
        self.ctx.stack.pop()

    def _draw_option_help(self, canvas: pygame.Surface) -> None:
        """The hovered option's full name and help, on a note beside the options panel."""
        pairs = zip(self.option_widgets, self.option_texts, strict=True)
        hovered = next(((w, t) for w, t in pairs if w.visible and w.hover), None)
        if hovered is None:
            return
        w, text = hovered
        label, help_text = text.label, text.help
        if not help_text:
            return
        width = 520
        body_h = draw.text_height(help_text, 24, width - 48) if help_text else 0
        title_h = draw.text_height(label, 26, width - 48, bold=True)
        note = pygame.Rect(0, 0, width, title_h + body_h + (54 if help_text else 40))
        note.topright = (self.side_panel.left - 16, max(20, w.rect.top - 50))
        draw.panel(canvas, note, (0xFF, 0xF8, 0xE4), 14, shadow_blur=12, border=theme.BRASS, inner_line=False)
        draw.text(
            canvas,
            label,
            (note.left + 24, note.top + 18),
            26,
            theme.INK,
            "topleft",
            width - 48,
            bold=True,
            wrap_lines=True,
        )
        if help_text:
            draw.text(
                canvas,
                help_text,
                (note.left + 24, note.top + 30 + title_h),
                24,
                theme.INK_SOFT,
                "topleft",
                width - 48,
                wrap_lines=True,
            )

    # ------------------------------------------------------------ keyboard
    def focus_order(self) -> list[Widget]:
        out: list[Widget] = [*self.tab_widgets]
        for row in self.rows:
            out.extend(row.focus_widgets)
        if self.b_add.visible:
            out.append(self.b_add)
        out.extend(self.option_widgets)
        out.extend((self.b_start, self.code_field, self.b_new_code, self.b_back))
        return out

    def _focus_moved(self, w: Widget) -> None:
        """An option reached by the keys scrolls into view."""
        if not any(w is o for o in self.option_widgets):
            return
        i = next(k for k, o in enumerate(self.option_widgets) if o is w)
        a = self.options_area
        top = self.option_base[i] - 8
        bottom = self.option_base[i] + self.option_texts[i].height + 6 + w.rect.height + 16
        if top < a.target:
            a.scroll(top - a.target)
        elif bottom > a.target + a.rect.height:
            a.scroll(bottom - a.target - a.rect.height)

    # ------------------------------------------------------------ frame
    @property
    def widgets(self) -> list[Widget]:
        return [*self.option_widgets, self.code_field, self.b_new_code, self.b_start, self.b_back, self.b_add]

    def handle(self, event: pygame.event.Event) -> bool:
        if hasattr(event, "pos"):
            self.last_pos = event.pos
        if self.name_suggest.handle(event):
            return True
        if self.focus.handle(event):
            return True
        if (
            self.last_pos is not None
            and self.options_area.rect.collidepoint(self.last_pos)
            and self.options_area.handle(event, self.last_pos)
        ):
            self._place_options()
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover_tab = next((g for r, g in self.game_tabs if r.collidepoint(event.pos)), None)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for r, gid in self.game_tabs:
                if r.collidepoint(event.pos) and gid != self.game_id:
                    self.ctx.sound.play("card")
                    self.select_game(gid)
                    return True
        typing = self.code_field.focused or any(r.name.focused for r in self.rows)
        if event.type == pygame.KEYDOWN and not typing and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        consumed = False
        for row in list(self.rows):
            if row.handle(event):
                consumed = True
                if event.type != pygame.MOUSEMOTION:
                    return True
        return (
            handle_all(self.widgets, event, self.ctx)
            or consumed
            or event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN, pygame.TEXTINPUT)
        )

    def update(self, dt: float) -> None:
        self.options_area.update(dt)
        self._place_options()
        self.b_start.enabled = self.rules is not None and decode_code(self.code) is not None
        self.code_field.update(dt)
        for row in self.rows:
            row.name.update(dt)
        self.focus.update(dt)

    def draw(self, canvas: pygame.Surface) -> None:
        canvas.blit(draw.walnut(LOGICAL_SIZE), (0, 0))
        draw.text(canvas, tr("ui.setup.title"), (60, 60), 64, theme.CREAM, "topleft", bold=True)
        if self.game_id is not None:
            draw.text(
                canvas,
                game_name(self.game_id),
                (LOGICAL_SIZE[0] - 60, 84),
                36,
                theme.BRASS_HOVER,
                "topright",
                900,
            )
        # game tabs
        for r, gid in self.game_tabs:
            w = theme.world(gid)
            selected = gid == self.game_id
            rr = r.move(14 if selected else 0, 0)
            draw.shadow(canvas, rr, 16, 10, (0, 6), 0x66)
            pygame.draw.rect(
                canvas,
                w["light"] if selected else draw.mix(w["light"], theme.WALNUT, 0.25),
                rr,
                border_radius=16,
            )
            band = pygame.Rect(rr.left, rr.top, 110, rr.height)
            pygame.draw.rect(canvas, w["bg"], band, border_top_left_radius=16, border_bottom_left_radius=16)
            icon = draw.assets().icon(GAME_ICONS.get(gid, "dice"), 72, w["light"])
            canvas.blit(icon, icon.get_rect(center=band.center))
            name = game_name(gid)
            with draw.text_scale_at(draw.scale_for_height((30, 24), rr.height - 20, 1.25)):
                # the largest size that holds the whole name (a long one in Chinese needs the smallest)
                size = next((z for z in (30, 25, 22) if draw.font(z, True).size(name)[0] <= rr.width - 140), 20)
                name_step = int(draw.scaled(30) * 1.25)
                top = rr.top + (rr.height - name_step - int(draw.scaled(24) * 1.25)) // 2
                draw.text(
                    canvas,
                    name,
                    (band.right + 18, top + (draw.scaled(30) - draw.scaled(size)) // 2),
                    size,
                    theme.INK,
                    "topleft",
                    rr.width - 140,
                    bold=True,
                )
                draw.text(
                    canvas, players_text(GAMES[gid]), (band.right + 18, top + name_step), 24, theme.INK_SOFT
                )
            keyed = (
                self.focus.shown
                and self.focus.current is not None
                and self.focus.current.name == f"game:{gid}"
            )
            rim = (
                theme.BRASS_HOVER
                if selected or keyed or (self.hover_tab == gid and not self.focus.shown)
                else draw.mix(w["accent"], theme.INK, 0.4)
            )
            pygame.draw.rect(canvas, rim, rr, 4 if selected else 2, border_radius=16)
        if not self.game_tabs:
            draw.text(canvas, tr("ui.setup.no_game"), (60, 160), 30, theme.CREAM)
        # seats
        p = self.seats_panel
        draw.panel(canvas, p, theme.CREAM, 22)
        draw.text(canvas, tr("ui.setup.seats"), (p.left + 34, p.top + 30), 40, theme.INK, bold=True)
        rules = self.rules
        if rules is not None:
            draw.text(canvas, players_text(rules), (p.right - 34, p.top + 44), 26, theme.INK_SOFT, "topright")
        for row in self.rows:
            row.draw(canvas)
        if self.b_add.visible:
            self.b_add.draw(canvas)
        # options (scrolling when a game has many)
        s = self.side_panel
        draw.panel(canvas, s, theme.CREAM, 22)
        draw.text(canvas, tr("ui.setup.options"), (s.left + 30, s.top + 30), 40, theme.INK, bold=True)
        clip = canvas.get_clip()
        canvas.set_clip(self.options_area.rect)
        for ow, text in zip(self.option_widgets, self.option_texts, strict=True):
            if (
                ow.rect.bottom < self.options_area.rect.top
                or ow.rect.top > self.options_area.rect.bottom + 70
            ):
                continue
            draw.text(
                canvas,
                text.label,
                (ow.rect.left, ow.rect.top - 6 - text.height + text.label_height),
                OPTION_NAME,
                theme.INK,
                "bottomleft",
                ow.rect.width,
                wrap_lines=True,
                max_lines=2,
                line_height=1.2,
            )
            if text.line:
                draw.text(
                    canvas,
                    text.line,
                    (ow.rect.left, ow.rect.top - 6),
                    OPTION_LINE,
                    theme.INK_SOFT,
                    "bottomleft",
                    ow.rect.width,
                    wrap_lines=True,
                    max_lines=2,
                    line_height=1.15,
                )
            ow.draw(canvas)
        if any(self.focus.current is ow for ow in self.option_widgets):
            self.focus.draw(canvas)  # inside the clip: the ring scrolls with its option
        canvas.set_clip(clip)
        self.options_area.draw_bar(canvas)
        if not self.option_widgets:
            draw.text(
                canvas,
                tr("ui.setup.no_options"),
                (s.left + 30, s.top + 110),
                26,
                theme.INK_SOFT,
                "topleft",
                s.width - 60,
                wrap_lines=True,
            )
        pygame.draw.line(
            canvas,
            (0xD8, 0xCB, 0xB0),
            (s.left + 24, self.b_start.rect.top - 24),
            (s.right - 24, self.b_start.rect.top - 24),
            2,
        )
        self.b_start.draw(canvas)
        self._draw_option_help(canvas)
        # deal code
        d = self.deal_panel
        draw.panel(canvas, d, theme.CREAM, 22)
        draw.text(
            canvas,
            tr("ui.setup.deal"),
            (d.left + 26, d.top + 26),
            32,
            theme.INK,
            "topleft",
            self.b_new_code.rect.left - d.left - 36,
            bold=True,
        )
        self.code_field.draw(canvas)
        self.b_new_code.draw(canvas)
        from scenes.setupcodes import draw_code

        draw_code(self, canvas, max(d.top + 152, self.code_field.rect.bottom + 16))  # the setup code, or what is wrong with the typed code
        self.b_back.draw(canvas)
        if not any(self.focus.current is ow for ow in self.option_widgets):
            self.focus.draw(canvas)
        self.name_suggest.draw(canvas)


def seat_summary(seats: Sequence[SeatConfig]) -> str:
    return ", ".join(s.name for s in seats)
