"""The table scene: the board, every zone's pieces, the HUD, the log, legal actions and bots.

The scene holds a *view* (never a state) and changes the game only through
``controller.submit(seat, action)``. What can be clicked comes from the legal actions through
``rules.describe(action)`` (a zone, maybe a piece); what is drawn comes from ``rules.zones(view)``.
Events polled from the controller go to the presenter, which animates them and lets the display
view trail the rules. Bots are pumped only when the timeline has drained.
"""

from __future__ import annotations

import dataclasses
import functools
import logging
import math
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import pygame

from game.core.i18n import add_strings, has, tr
from game.core.messages import Action, DiceRolled, Moved, Scored
from game.core.rules import Piece, teams_of
from scenes import draw, theme
from scenes.base import AppContext, Scene
from scenes.games import skin_for
from scenes.games.base import TableSkin
from scenes.table import strings as _strings  # noqa: F401 - registers the table's strings
from scenes.table.board import BoardGeometry, Zone, load_board
from scenes.table.curtain import CurtainOverlay, forget_pointer, recap_since
from scenes.table.hud import SeatHud
from scenes.table.layout import BOARD, PANELS, rules_zone_ids, seat_of
from scenes.table.logpanel import LogPanel, line_text
from scenes.table.pieces import CARD, CARD_KINDS, DIE, PieceArt, bounce, dice_tumble_angle, pretty_face
from scenes.table.placement import layout_of, place, track_cells
from scenes.table.presenter import Presenter, Rect, Spot, ease, lerp_rect
from scenes.table.savestatus import SaveStatus
from scenes.widgets import Button, handle_all, toast

log = logging.getLogger(__name__)
add_strings({"table.lap": "+{n}"})  # a score marker's laps round its track: "+50"


def rect_tuple(r: pygame.Rect) -> Rect:
    """A pygame rect as the plain (x, y, w, h) the presenter keeps."""
    return (r.x, r.y, r.w, r.h)


def track_lap(value: int, cells: int) -> tuple[int, int]:
    """(cell, points of the laps) of ``value`` on a track numbered 0 … ``cells`` - 1.

    Like a cardboard score track, a score past the last number goes round again from 1 and the
    marker carries the laps: on a 0-50 track, 62 sits on 12 with "+50", 100 on 50 with "+50",
    101 on 1 with "+100". Values on the track (and below it) are not touched.

    >>> track_lap(12, 51), track_lap(62, 51), track_lap(50, 51), track_lap(101, 51)
    ((12, 0), (12, 50), (50, 0), (1, 100))
    """
    span = cells - 1
    if span <= 0 or value <= span:
        return max(0, value) if span > 0 else 0, 0
    laps = (value - 1) // span
    return value - laps * span, laps * span


HOVER_ZOOM_DELAY = 0.35
TOOL_ICONS = {"undo": "back", "hint": "search", "menu": "settings", "pause": "pause", "step": "play"}
BOT_BUDGET_MS = 6.0


class ToolButton(Button):
    """A square tool button: its icon above a short label."""

    def draw(self, canvas: pygame.Surface) -> None:
        if not self.visible:
            return
        draw.button(
            canvas,
            self.rect,
            "",
            hover=self.hover and self.enabled,
            pressed=self.pressed,
            disabled=not self.enabled,
            primary=self.primary,
        )
        ink = theme.INK if self.enabled else (0x4A, 0x43, 0x3D)
        dy = 3 if self.pressed else 0
        if self.icon:
            ic = draw.assets().icon(self.icon, 30, ink)
            canvas.blit(ic, ic.get_rect(center=(self.rect.centerx, self.rect.y + 27 + dy)))
        draw.text(
            canvas,
            self.label,
            (self.rect.centerx, self.rect.bottom - 8 + dy),
            self.size,
            ink,
            "midbottom",
            self.rect.w - 12,
            bold=True,
        )


class ActionButton(Button):
    """A legal action's button in the action bar (the hint rings the one whose action it suggests)."""

    def __init__(
        self, rect: pygame.Rect, label: str, action: Action, submit: Callable[[Action], None]
    ) -> None:
        super().__init__(
            rect, label, functools.partial(submit, action), primary=True, size=26, name=f"action:{label}"
        )
        self.action = action


@dataclasses.dataclass
class Target:
    """A clickable place for one or more legal actions."""

    zone: str
    piece: str | None
    rect: pygame.Rect
    actions: list[Action]
    labels: list[str]


class TableScene(Scene):
    """``TableScene(ctx, controller)``: plays one game at one screen."""

    opaque = True
    max_text_size = 100  # the table's layout does not follow the text-size setting yet

    def __init__(self, ctx: AppContext, controller: Any) -> None:
        super().__init__(ctx)
        self.controller = controller
        self.rules = controller.rules
        self.game_id = self.rules.id
        self.players = controller.players
        self.clock = 0.0
        self.mouse = (-1, -1)
        self.hover_time = 0.0
        self.hover_key: Any = None
        self.chooser: tuple[pygame.Rect, list[tuple[pygame.Rect, Action, str]]] | None = None
        self.hint_action: Action | None = None
        self.bots_paused = False
        self.step_requested = False
        self.bot_wait = 0.0
        self.scoring_pushed = False
        self.targets: list[Target] = []
        self.button_actions: list[Button] = []
        self._targets_key: Any = None
        self.curtain_up = False
        self.seen_move: dict[int, int] = {}  # per human seat: the move count when they last looked
        self.generation = controller.generation

        humans = controller.human_seats()
        to_act = controller.to_act()
        if to_act is not None and controller.is_human(to_act) and len(humans) < 2:
            self.viewer: int | None = to_act
        else:
            # with two or more humans at one screen, bots play in the public view (nobody's hand shows)
            self.viewer = humans[0] if len(humans) == 1 else None
        self.confirmed: int | None = None  # the human seat that confirmed at the curtain
        self._curtain_pending: tuple[int, int | None] | None = None  # (seat, previous viewer)
        view = controller.view(self.viewer)
        ids = list(self._zones_of(view)) + rules_zone_ids(self.rules, self.players)
        self.board: BoardGeometry = load_board(self.game_id, ids, self.players)
        if self.board.warning:
            log.warning("board fallback for %s: %s", self.game_id, self.board.warning)
            toast(ctx, tr("table.map_fallback", detail=self.board.warning), warning=True)
        self.art = PieceArt(
            self.game_id, [s.colour for s in controller.seats], getattr(self.rules, "card_info", None)
        )
        try:
            self.skin: TableSkin | None = skin_for(self.game_id, self)
        except Exception as exc:  # noqa: BLE001 - a broken skin leaves the generic table
            log.error("skin for %s failed: %s", self.game_id, exc)
            self.skin = None
        settings = ctx.settings
        self.presenter = Presenter(
            view,
            speed=lambda: (
                0.0 if (ctx.smoke or settings.animation_speed == "instant") else settings.speed_factor
            ),
            reduce_motion=lambda: bool(getattr(settings, "reduce_motion", False)),
            play=ctx.sound.play,
        )
        self.presenter.on_view_change = self._on_view_change
        self.layout: dict[str, list[tuple[Piece, pygame.Rect]]] = {}
        self.slides: dict[str, tuple[Piece, list[pygame.Rect], float, float]] = {}
        self._zones_now: Mapping[str, Sequence[Piece]] = {}
        self._on_view_change(view)
        self.static = self._render_static()
        self.hud = SeatHud(
            self._panel("panel:hud"), controller.seats, controller.name, teams_of(self.rules, self.players)
        )
        self.logpanel = LogPanel(self._panel("panel:log"), controller.name, controller.colour)
        self._make_tools()
        self._glow_cache: dict[tuple[int, int, int], pygame.Surface] = {}
        self._banner_cache: dict[tuple[str, tuple[int, int]], pygame.Surface] = {}
        self._base: pygame.Surface | None = None
        self._base_key_now: Any = None
        self._rebuild_counters()
        self._sync_tools()
        self.save_status = SaveStatus(ctx, controller)  # the banner while autosaving fails

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

    # ------------------------------------------------------------------ lifecycle
    def enter(self) -> None:
        self._maybe_curtain(initial=True)

    def resume(self) -> None:
        # back from pause/load/curtain: the position may have jumped
        if self.controller.generation != self.generation:
            self._jump()

    def on_app_close(self) -> None:
        self.controller.autosave()

    # ------------------------------------------------------------------ helpers
    def _panel(self, pid: str) -> pygame.Rect:
        z = self.board.zone(pid)
        return pygame.Rect(z.rect if z else (BOARD if pid == "panel:board" else PANELS[pid]))

    def _zones_of(self, view: Any) -> Mapping[str, Sequence[Piece]]:
        try:
            return self.rules.zones(view)
        except Exception as exc:  # noqa: BLE001 - a view the rules cannot map: draw nothing, say so once
            log.error("rules.zones failed: %s", exc)
            return {}

    def seat_present(self, zone_id: str) -> bool:
        """Whether a zone is on the table: shared zones always; a seat's zones when that seat plays,
        or when the skin shows it anyway (``TableSkin.shown_seats``: a solo game's automa)."""
        cache = self.__dict__.setdefault("_present_cache", {})
        got = cache.get(zone_id)
        if got is None:
            s = seat_of(zone_id)
            got = s is None or s < self.players or s in self._shown_seats()
            if "skin" in self.__dict__:  # before the skin exists, ask again next time
                cache[zone_id] = got
        return got

    def _shown_seats(self) -> frozenset[int]:
        """The seats beyond the players that the skin asks to draw (asked once, then kept)."""
        got = self.__dict__.get("_shown_seats_cache")
        if got is None:
            skin = getattr(self, "skin", None)
            got = frozenset()
            if skin is not None:
                try:
                    got = frozenset(int(s) for s in skin.shown_seats())
                except Exception as exc:  # noqa: BLE001 - a broken hook shows the players only
                    log.error("skin shown_seats failed: %s", exc)
            if "skin" in self.__dict__:  # before the skin exists, ask again next time
                self._shown_seats_cache = got
        return got

    def _on_view_change(self, view: Any, animated: bool = False) -> None:
        zones = self._zones_of(view)
        if hasattr(self, "board"):
            added = self.board.ensure(zones.keys(), self.players)
            if added and hasattr(self, "static"):
                self.static = self._render_static()
        old = self.layout
        old_values = getattr(self, "track_values", {})
        self._zones_now = zones
        self.track_values: dict[tuple[str, str], tuple[int, int]] = {}
        self.layout = self._layout_for(zones, self.track_values)
        self._targets_key = None
        if animated:
            self._start_slides(old, self.layout, old_values)
        else:
            self.slides = {}

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

    def _layout_for(
        self,
        zones: Mapping[str, Sequence[Piece]],
        values: dict[tuple[str, str], tuple[int, int]] | None = None,
    ) -> dict[str, list[tuple[Piece, pygame.Rect]]]:
        """Where every piece is drawn. On a numbered track a value past the last cell laps round
        (``track_lap``); ``values`` gets (value, laps' points) per (zone, piece) on a track."""
        out: dict[str, list[tuple[Piece, pygame.Rect]]] = {}
        if not hasattr(self, "board"):
            return out
        for zid, pieces in zones.items():
            z = self.board.zone(zid)
            if z is None or not pieces or z.prop("hidden"):
                continue
            cells = track_cells(z) if layout_of(z) == "track" else []
            if not cells:
                out[zid] = place(z, list(pieces))
                continue
            shown: list[Piece] = []
            for p in pieces:
                try:
                    v = int(p.label or p.face)
                except ValueError:
                    shown.append(p)
                    continue
                cell, extra = track_lap(v, len(cells))
                if values is not None:
                    values[(zid, p.id)] = (v, extra)
                shown.append(dataclasses.replace(p, label=str(cell)) if extra else p)
            # the rules' pieces are kept (their labels say the real value); only the cells move
            out[zid] = [(p, r) for p, (_q, r) in zip(pieces, place(z, shown), strict=True)]
        skin = getattr(self, "skin", None)
        if skin is not None:  # a skin may lay out a zone its own way (TableSkin.place)
            for zid, placed in out.items():
                try:
                    got = skin.place(zid, self.board.zone(zid), placed)
                except Exception as exc:  # noqa: BLE001 - the table's own places then
                    log.error("skin place failed for %s: %s", zid, exc)
                    got = None
                if got is not None:
                    out[zid] = got
        return out

    def lap_of(self, zone_id: str, piece_id: str) -> int:
        """The points a track marker's laps stand for (0: it has not gone round)."""
        got = self.__dict__.get("track_values", {}).get((zone_id, piece_id))
        return got[1] if got else 0

    def _draw_lap(
        self, canvas: pygame.Surface, rect: pygame.Rect, extra: int, owner: int | None = None, k: int = 0
    ) -> pygame.Rect:
        """A "+50" tag in the owner's colour above a marker that went round its track, like a
        flipped score marker; ``k`` stacks the tags of several lapped markers on one cell."""
        ci = self._colour_of(owner)
        col = theme.seat_colour(ci) if ci is not None else theme.BRASS
        centre = (rect.centerx, min(rect.top, rect.centery - 8) - 11 - 22 * k)
        tag = draw.badge(canvas, centre, tr("table.lap", n=extra), col, theme.INK, 15)
        pygame.draw.line(canvas, col, (rect.centerx, tag.bottom), (rect.centerx, rect.top), 2)
        return tag

    def _label(self, action: Action) -> str:
        try:
            info = self.rules.describe(action)
            return tr(info.label, names=self.controller.name, **dict(info.params))
        except Exception:  # noqa: BLE001
            return type(action).__name__

    def _colour_of(self, seat: int | None) -> int | None:
        if seat is None or not 0 <= seat < self.players:
            return None
        return self.controller.seats[seat].colour

    # ------------------------------------------------------------------ static board
    def _zone_title(self, z: Zone) -> str:
        label = z.prop("label")
        if isinstance(label, str) and label:
            return tr(label)
        if has(z.id):
            return tr(z.id)
        m = seat_of(z.id)
        if m is not None:
            tail = z.id.split(":", 2)[2]
            return " · ".join(pretty_face(p) for p in tail.split(":"))
        parts = z.id.split(":")
        if len(parts) == 1:
            return pretty_face(parts[0])
        return " · ".join(pretty_face(p) for p in parts)

    @staticmethod
    def _bare(z: Zone) -> bool:
        """A zone the map asks not to frame: ``plate`` = none, or ``hidden`` (out of play)."""
        return z.prop("plate") == "none" or bool(z.prop("hidden"))

    def _render_static(self) -> pygame.Surface:
        """The board as drawn once: background tiles, the rail, zone plates, seat strips, labels."""
        surf = pygame.Surface((1920, 1080))
        if self.board.background is not None:
            surf.blit(self.board.background, (0, 0))
        else:
            surf.blit(draw.walnut((1920, 1080)), (0, 0))
            w = theme.world(self.game_id)
            pygame.draw.rect(surf, draw.mix(w["bg"], w["dark"], 0.35), self._panel("panel:board"))
        board = self._panel("panel:board")
        # a vignette on the cloth and a walnut rail with a brass inlay
        vig = pygame.Surface((48, 27), pygame.SRCALPHA)
        for y in range(27):
            for x in range(48):
                d = min(1.0, math.hypot((x - 23.5) / 24, (y - 13) / 13.5))
                vig.set_alpha(255)
                vig.set_at((x, y), (0, 0, 0, int(110 * d**2.5)))
        surf.blit(pygame.transform.smoothscale(vig, board.size), board)
        pygame.draw.rect(
            surf, draw.mix(theme.WALNUT, (0, 0, 0), 0.35), board.inflate(24, 24), 12, border_radius=20
        )
        pygame.draw.rect(
            surf, draw.mix(theme.WALNUT, theme.CREAM, 0.12), board.inflate(24, 24), 2, border_radius=20
        )
        pygame.draw.rect(surf, theme.BRASS, board.inflate(4, 4), 2, border_radius=8)
        layer = pygame.Surface((1920, 1080), pygame.SRCALPHA)
        # seat strips: the union of a seat's zones, tinted with its colour, with a name tab
        by_seat: dict[int, list[pygame.Rect]] = {}
        for z in self.board.zones.values():
            s = seat_of(z.id)
            if s is not None and s < self.players:
                by_seat.setdefault(s, []).append(pygame.Rect(z.rect))
        tabs: list[tuple[int, pygame.Rect]] = []
        for s, rects in by_seat.items():
            area = rects[0].unionall(rects[1:]).inflate(16, 16)
            area.y -= 30
            area.h += 30
            col = theme.seat_colour(self.controller.seats[s].colour)
            pygame.draw.rect(layer, (*col, 34), area, border_radius=18)
            pygame.draw.rect(layer, (*col, 150), area, 2, border_radius=18)
            tabs.append((s, area))
        for z in self.board.zones.values():
            if z.kind == "panel" or not self.seat_present(z.id) or self._bare(z):
                continue
            r = pygame.Rect(z.rect)
            if z.polygon:
                pygame.draw.polygon(layer, (0, 0, 0, 60), z.polygon)
                pygame.draw.polygon(layer, (*theme.CREAM, 70), z.polygon, 2)
            else:
                pygame.draw.rect(layer, (0, 0, 0, 58), r, border_radius=12)
                pygame.draw.rect(layer, (*theme.CREAM, 60), r, 2, border_radius=12)
            if z.prop("layout") == "track":
                for i, cell in enumerate(track_cells(z)):
                    pygame.draw.rect(layer, (*theme.CREAM, 38 if i % 5 else 70), cell, border_radius=6)
                    pygame.draw.rect(layer, (*theme.CREAM, 90), cell, 1, border_radius=6)
        surf.blit(layer, (0, 0))
        for s, area in tabs:
            tab = pygame.Rect(area.x + 14, area.y + 6, 300, 30)
            draw.seat_marker(surf, (tab.x + 14, tab.centery), 10, self.controller.seats[s].colour)
            draw.text(
                surf,
                self.controller.name(s),
                (tab.x + 32, tab.centery),
                22,
                theme.CREAM,
                "midleft",
                260,
                bold=True,
                shadow=(0, 0, 0),
            )
        for z in self.board.zones.values():
            if z.kind == "panel" or not self.seat_present(z.id) or self._bare(z):
                continue
            r = pygame.Rect(z.rect)
            title = self._zone_title(z)
            if r.h >= 90 and r.w >= 60 and z.prop("title") != "none":
                draw.text(
                    surf,
                    title,
                    (r.x + 12, r.y + 6),
                    18,
                    draw.mix(theme.CREAM, theme.BRASS, 0.3),
                    "topleft",
                    r.w - 20,
                    bold=True,
                )
            if z.prop("layout") == "track":
                cells = track_cells(z)
                every = 1 if not cells or cells[0].w >= 24 else 5
                for i, cell in enumerate(cells):
                    if i % every:
                        continue
                    draw.text(
                        surf,
                        str(i),
                        (cell.centerx, cell.bottom - 4),
                        16,
                        draw.mix(theme.CREAM, theme.INK, 0.2),
                        "midbottom",
                    )
        skin: TableSkin | None = getattr(self, "skin", None)  # (not yet made while the table is built)
        if skin is not None:
            try:
                skin.draw_static(surf)
            except Exception as exc:  # noqa: BLE001 - decoration must never break the table
                log.error("skin static layer failed: %s", exc)
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            surf = surf.convert()
        return surf

    # ------------------------------------------------------------------ tools
    def _make_tools(self) -> None:
        r = self._panel("panel:tools")
        has_bots = any(s.kind == "bot" for s in self.controller.seats)
        specs = [
            ("undo", "table.undo", self._undo),
            ("hint", "table.hint", self._hint),
            ("menu", "table.menu", self._menu),
        ]
        if has_bots:
            specs += [
                ("pause", "table.pause_bots", self._toggle_bots),
                ("step", "table.step_bot", self._step_bot),
            ]
        cols, gap = 3, 10
        rows = (len(specs) + cols - 1) // cols
        w = (r.w - gap * (cols - 1)) // cols
        h = min(84, (r.h - gap * (rows - 1)) // rows)
        self.tools: dict[str, Button] = {}
        for i, (name, key, fn) in enumerate(specs):
            rect = pygame.Rect(
                r.x + (i % cols) * (w + gap),
                r.bottom - rows * (h + gap) + gap + (i // cols) * (h + gap),
                w,
                h,
            )
            self.tools[name] = ToolButton(
                rect, tr(key), fn, size=20, name=name, primary=name == "menu", icon=TOOL_ICONS.get(name)
            )

    def _sync_tools(self) -> None:
        undo = self.tools.get("undo")
        if undo is not None:
            undo.enabled = (
                self.viewer is not None and self.presenter.drained and self.controller.can_undo(self.viewer)
            )

    def _undo(self) -> None:
        seat = self.viewer
        if seat is None or not self.controller.can_undo(seat):
            toast(self.ctx, tr("table.cannot_undo"))
            return
        if self.controller.undo(seat):
            toast(self.ctx, tr("table.undone"))
            self._jump()

    def _hint(self) -> None:
        seat = self._human_to_act()
        if seat is None:
            toast(self.ctx, tr("table.no_hint"))
            return
        try:
            action = self.controller.hint(seat)
        except Exception as exc:  # noqa: BLE001 - a hint must never break the table
            log.warning("hint failed: %s", exc)
            action = None
        if action is None:
            toast(self.ctx, tr("table.no_hint"))
            return
        self.hint_action = action
        toast(self.ctx, tr("table.hint_is", label=self._label(action)))

    def _toggle_bots(self) -> None:
        self.bots_paused = not self.bots_paused
        self.tools["pause"].label = tr("table.resume_bots" if self.bots_paused else "table.pause_bots")
        self.tools["pause"].icon = "play" if self.bots_paused else "pause"

    def _step_bot(self) -> None:
        self.step_requested = True
        if not self.bots_paused:
            self._toggle_bots()

    def _menu(self) -> None:
        try:
            from scenes.pause import PauseOverlay
        except ImportError:
            toast(self.ctx, tr("table.pause_missing"), warning=True)
            return
        self.presenter.finish()
        self.ctx.stack.push(PauseOverlay(self.ctx, self.controller))

    # ------------------------------------------------------------------ seats and the curtain
    def _human_to_act(self) -> int | None:
        seat = self.controller.to_act()
        if seat is None or not self.controller.is_human(seat) or seat != self.viewer:
            return None
        return seat

    def _views_differ(self, a: int | None, b: int | None) -> bool:
        try:
            return bool(self.controller.shows_hidden(a, b))
        except Exception:  # noqa: BLE001 - views that cannot be compared: be safe
            return True

    def _maybe_curtain(self, initial: bool = False) -> bool:
        """Push the curtain when the acting human changes and hidden information would show."""
        seat = self.controller.to_act()
        if seat is None or not self.controller.is_human(seat) or self.curtain_up:
            return False
        humans = self.controller.human_seats()
        if seat == self.viewer and (self.confirmed == seat or len(humans) < 2):
            return False
        other = None if (initial or self.viewer is None) else self.viewer
        if len(humans) < 2 or not self._views_differ(seat, other):
            if seat != self.viewer:
                self._set_viewer(seat)
            self.confirmed = seat
            return False
        pending = self._curtain_pending
        if pending is None or pending[0] != seat:
            previous = self.viewer if (self.viewer is not None and self.viewer != seat) else None
            pending = self._curtain_pending = (seat, previous)
            if self.viewer is not None:
                # one frame of the public view first: the app's cross-fade starts from the last frame,
                # and that frame must show nobody's hand
                self.confirmed = None
                self._set_viewer(None)
                return True
        seat, previous = pending
        self._curtain_pending = None
        recap = recap_since(self.controller, seat, self.seen_move)
        self.curtain_up = True
        self.ctx.sound.play("turn")
        self.ctx.stack.push(
            CurtainOverlay(
                self.ctx,
                self.controller,
                seat,
                recap,
                functools.partial(self._confirm_seat, seat),
                previous=previous if previous is not None and self.controller.can_undo(previous) else None,
                on_undo=functools.partial(self._curtain_undo, previous),
            )
        )
        return True

    def _confirm_seat(self, seat: int) -> None:
        self.curtain_up = False
        self.confirmed = seat
        self.seen_move[seat] = len(self.controller.actions)
        self._set_viewer(seat)

    def _curtain_undo(self, seat: int | None) -> None:
        self.curtain_up = False
        if seat is not None and self.controller.undo(seat):
            toast(self.ctx, tr("table.undone"))
            self._jump()
            # the player who took the move back is the one at the screen
            self.confirmed = seat
            self._set_viewer(seat)

    def _set_viewer(self, seat: int | None) -> None:
        self.viewer = seat
        for v in [None, *range(self.players)]:
            self.controller.poll(v)  # what happened is already in the view we switch to
        self.presenter.reset(self.controller.view(seat))
        forget_pointer(self, [*self.tools.values(), *self.button_actions, *self.skin_controls()])

    def _jump(self) -> None:
        """The position jumped (undo, load): show the new view at once."""
        self.generation = self.controller.generation
        self.presenter.reset(self.controller.view(self.viewer))
        for v in [None, *range(self.players)]:
            self.controller.poll(v)
        self._rebuild_counters()
        self.chooser = None
        self.hint_action = None
        self.scoring_pushed = False if not self.controller.is_over() else self.scoring_pushed

    # ------------------------------------------------------------------ the game's skin
    def submit_action(self, action: Action) -> None:
        """For a skin's own control: submit ``action`` for the human to act, as a click would."""
        self.ctx.sound.play("click")
        self._submit(action)

    def skin_controls(self) -> list[Button]:
        if self.skin is None or not self.presenter.drained or self._human_to_act() is None:
            return []
        return self.skin.controls()

    # ------------------------------------------------------------------ legal actions
    def _refresh_targets(self) -> None:
        seat = self._human_to_act()
        key = (seat, len(self.controller.actions), self.controller.generation, id(self.presenter.view))
        if key == self._targets_key:
            return
        self.targets = []
        self.button_actions = []
        if seat is None or not self.presenter.drained:
            if self.skin is not None:
                self.skin.refresh(None, [])
            return
        self._targets_key = key
        by_place: dict[tuple[str, str | None], Target] = {}
        buttons: list[tuple[Action, str]] = []
        skinned: list[Action] = []
        for action in self.controller.legal(seat):
            if self.skin is not None and self.skin.claims(action):
                skinned.append(action)
                continue
            try:
                info = self.rules.describe(action)
            except Exception:  # noqa: BLE001
                continue
            label = tr(info.label, names=self.controller.name, **dict(info.params))
            if self.skin is not None:
                label = self.skin.label(action) or label
            if info.zone is None:
                buttons.append((action, label))
                continue
            zone = self.board.zone(info.zone)
            if zone is None:
                self.board.ensure([info.zone], self.players)
                zone = self.board.zone(info.zone)
            if zone is None:
                buttons.append((action, label))
                continue
            rect = pygame.Rect(zone.rect)
            piece = info.piece
            if piece is not None:
                found = None
                for p, r in self.layout.get(info.zone, []):
                    if p.id == piece or p.face == piece:
                        found = r
                if found is None:
                    piece = None
                else:
                    rect = pygame.Rect(found)
            t = by_place.get((info.zone, piece))
            if t is None:
                t = by_place[(info.zone, piece)] = Target(info.zone, piece, rect, [], [])
            t.actions.append(action)
            t.labels.append(label)
        self.targets = list(by_place.values())
        if self.skin is not None:
            self.skin.refresh(seat, skinned)
        bar = self._panel("panel:actions")
        x = bar.right - 8
        limit = bar.x + 620  # keep room for the status line
        widths = [min(360, max(180, draw.font(26, True).size(label)[0] + 60)) for _a, label in buttons]
        shown = len(buttons)
        while (
            shown > 0 and sum(widths[:shown]) + 12 * shown + (200 if shown < len(buttons) else 0) > x - limit
        ):
            shown -= 1
        if shown < len(buttons):  # the rest go behind a "More…" button that opens the chooser
            rest = buttons[shown:]
            more = Target("", None, pygame.Rect(0, 0, 0, 0), [a for a, _l in rest], [lb for _a, lb in rest])
            more_rect = pygame.Rect(x - 180, bar.y + 12, 180, bar.h - 24)

            def open_more() -> None:
                self._open_chooser(more, more_rect.midtop)

            self.button_actions.insert(
                0,
                Button(
                    more_rect,
                    tr("table.more", n=len(rest)),
                    open_more,
                    size=26,
                    name="action:more",
                ),
            )
            x -= 192
        for (action, label), w in reversed(list(zip(buttons[:shown], widths[:shown], strict=False))):
            x -= w
            rect = pygame.Rect(x, bar.y + 12, w, bar.h - 24)
            self.button_actions.insert(0, ActionButton(rect, label, action, self._submit))
            x -= 12

    def _submit(self, action: Action) -> None:
        seat = self._human_to_act()
        self.chooser = None
        if seat is None:
            return
        result = self.controller.submit(seat, action)
        if not result.accepted:
            toast(
                self.ctx, tr(result.reason, names=self.controller.name, **dict(result.params)), warning=True
            )
            self.ctx.sound.play("click")
            return
        self.hint_action = None
        self.seen_move[seat] = len(self.controller.actions)
        self._targets_key = None
        if self.skin is not None:
            self.skin.refresh(None, [])
        self.targets = []
        self.button_actions = []

    def _target_at(self, pos: tuple[int, int]) -> Target | None:
        hits = [t for t in self.targets if t.rect.collidepoint(pos)]
        if not hits:
            return None
        pieces = [t for t in hits if t.piece is not None]
        if pieces:
            return pieces[-1]
        return min(hits, key=lambda t: t.rect.w * t.rect.h)

    def _open_chooser(self, target: Target, pos: tuple[int, int]) -> None:
        rows = []
        w = max(320, max(draw.font(24).size(lb)[0] for lb in target.labels) + 60)
        h = 64 + 58 * len(target.labels)
        box = pygame.Rect(0, 0, w, h)
        box.topleft = (pos[0] + 12, pos[1] - h // 2)
        if pos[1] > 900:  # opened from the action bar: rise above it
            box.bottomright = (pos[0] + w // 2, pos[1] - 8)
        box.clamp_ip(pygame.Rect(16, 16, 1888, 1048))
        for i, (action, label) in enumerate(zip(target.actions, target.labels, strict=False)):
            rows.append((pygame.Rect(box.x + 14, box.y + 52 + i * 58, box.w - 28, 50), action, label))
        self.chooser = (box, rows)

    # ------------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if self.save_status.handle(event):
            return True
        from scenes.rules_ref import table_help  # F1 or ? opens the rules book, a right-click the glossary

        if table_help(self, event):
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                if self.chooser is not None:
                    self.chooser = None
                else:
                    self._menu()
                return True
            if event.key == pygame.K_z and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
                self._undo()
                return True
            if event.key == pygame.K_h:
                self._hint()
                return True
            if event.key == pygame.K_SPACE and any(s.kind == "bot" for s in self.controller.seats):
                self._step_bot()
                return True
        if event.type == pygame.MOUSEWHEEL and self.logpanel.rect.collidepoint(self.mouse):
            self.logpanel.scroll_by(int(event.y) * 2)
            return True
        if self.chooser is not None and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            box, rows = self.chooser
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                for rect, action, _label in rows:
                    if rect.collidepoint(event.pos):
                        self._submit(action)
                        return True
                if not box.collidepoint(event.pos):
                    self.chooser = None
            return True
        if self.skin is not None and self.presenter.drained and self.skin.handle(event):
            return True
        widgets = [*self.tools.values(), *self.button_actions]
        if handle_all(widgets, event, self.ctx):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if not self.presenter.drained:
                self.presenter.finish()  # a click hurries the animation along
                return True
            self._refresh_targets()
            target = self._target_at(event.pos)
            if target is None:
                return False
            if len(target.actions) == 1:
                self.ctx.sound.play("click")
                self._submit(target.actions[0])
            else:
                self._open_chooser(target, event.pos)
            return True
        return False

    # ------------------------------------------------------------------ the frame
    def update(self, dt: float) -> None:
        self.clock += dt
        c = self.controller
        if c.generation != self.generation:
            self._jump()
        events = c.poll(self.viewer)
        for v in [None, *range(self.players)]:
            if v != self.viewer:
                c.poll(v)  # other viewers' queues: drained so they never grow
        if events:
            self.presenter.feed(events, c.view(self.viewer), self._locate)
        self.presenter.update(dt)
        self._sync_tools()
        # hover bookkeeping for the zoomed card
        key = self._hover_piece()
        if key != self.hover_key:
            self.hover_key = key
            self.hover_time = 0.0
        else:
            self.hover_time += dt
        if not self.presenter.drained:
            return
        if c.is_over():
            if not self.scoring_pushed:
                self.scoring_pushed = True
                self._push_scoring()
            return
        if self._maybe_curtain():
            return
        seat = c.to_act()
        if seat is not None and not c.is_human(seat):
            if (
                self.viewer is not None
                and len(c.human_seats()) >= 2
                and self._views_differ(self.viewer, None)
            ):
                # the last human's private view must not stay up while others may be watching
                self.confirmed = None
                self._set_viewer(None)
            if self.bots_paused and not self.step_requested:
                return
            self.bot_wait += dt
            pause = (
                0.0 if self.presenter.speed() == 0 else float(getattr(self.ctx.settings, "bot_pause", 0.5))
            )
            if self.bot_wait < pause:
                return
            budget = 40.0 if self.presenter.speed() == 0 else BOT_BUDGET_MS
            result = c.pump(budget)
            if result is not None:
                self.bot_wait = 0.0
                self.step_requested = False
        else:
            self.bot_wait = 0.0
            self._refresh_targets()

    def _push_scoring(self) -> None:
        try:
            from scenes.scoring import ScoringScene
        except ImportError:
            toast(self.ctx, tr("table.scoring_missing"))
            return
        self.ctx.stack.push(ScoringScene(self.ctx, self.controller))

    def _locate(self, zone: str, piece: str, new: bool) -> Spot | None:
        z = self.board.zone(zone)
        if z is None:
            return None
        if new:
            layout = self._layout_for({zone: self._zones_of(self.presenter.latest).get(zone, ())})
            placed = layout.get(zone, [])
        else:
            placed = self.layout.get(zone, [])
        found = None
        for p, r in placed:
            if p.id == piece or p.face == piece:
                found = (p, r)
        if found is None and piece.startswith("back") and placed and not new:
            found = placed[-1]
        if found is not None:
            p, r = found
            return {"rect": rect_tuple(r), "kind": p.kind, "owner": p.owner, "count": p.count}
        kind = placed[-1][0].kind if placed else "card"
        w, h = self.art.size_of(kind)
        zr = pygame.Rect(z.rect)
        if kind in CARD_KINDS:
            h = min(h, max(40, zr.h - 36))
            w = h * CARD[0] // CARD[1]
        r = pygame.Rect(0, 0, w, h)
        r.center = zr.center
        return {"rect": rect_tuple(r), "kind": kind, "owner": None, "count": 1}

    def _hover_piece(self) -> Any:
        if self.chooser is not None:
            return None
        for zid, placed in self.layout.items():
            for p, r in reversed(placed):
                if r.collidepoint(self.mouse) and p.kind in CARD_KINDS and not p.face.startswith("back"):
                    return (zid, p.id, p.face, p.owner)
        return None

    # ------------------------------------------------------------------ drawing
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
        if self.skin is not None:
            self.skin.draw_base(base)
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

    def draw(self, canvas: pygame.Surface) -> None:
        canvas.blit(self._draw_base(), (0, 0))
        pulse = 0.5 + 0.5 * math.sin(self.clock * 3.0)
        drained = self.presenter.drained
        hover = self._target_at(self.mouse) if drained and self.chooser is None else None
        if drained:
            for t in self.targets:
                self._draw_glow(canvas, t.rect, t is hover, pulse)
            for t in self.targets:
                if self.hint_action is not None and self.hint_action in t.actions:
                    pygame.draw.rect(canvas, theme.BRASS_HOVER, t.rect.inflate(22, 22), 4, border_radius=18)
                    draw.badge(
                        canvas,
                        (t.rect.centerx, t.rect.top - 14),
                        tr("table.hint"),
                        theme.BRASS_HOVER,
                        theme.INK,
                        18,
                    )
        if drained and self.hint_action is not None:
            for b in self.button_actions:
                if isinstance(b, ActionButton) and b.action == self.hint_action:
                    pygame.draw.rect(canvas, theme.BRASS_HOVER, b.rect.inflate(14, 14), 4, border_radius=18)
        self._draw_slides(canvas)
        self._draw_animations(canvas)
        self.hud.draw(
            canvas,
            self._scores(),
            self.controller.to_act(),
            self.controller.bot_progress,
            self.clock,
            self.bots_paused,
        )
        if self.skin is not None:
            self.skin.draw(canvas)
        banner = self.presenter.banner()
        if banner is not None:
            self._draw_banner(canvas, *banner)
        if hover is not None and self.chooser is None:
            self._draw_tooltip(canvas, hover)
        elif self.chooser is None and self.hover_key is None:
            self._draw_zone_name(canvas)
        if self.chooser is not None:
            self._draw_chooser(canvas)
        if self.hover_key is not None and self.hover_time >= HOVER_ZOOM_DELAY and drained:
            self._draw_zoom(canvas)
        self.save_status.draw(canvas)

    def _scores(self) -> dict[int, float]:
        return dict(self.presenter.scores)

    def _draw_glow(self, canvas: pygame.Surface, rect: pygame.Rect, hot: bool, pulse: float) -> None:
        g = self._glow(rect.size)
        g.set_alpha(255 if hot else int(120 + 110 * pulse))
        canvas.blit(g, (rect.x - 18, rect.y - 18))
        if hot:
            pygame.draw.rect(canvas, theme.BRASS_HOVER, rect.inflate(8, 8), 3, border_radius=14)

    def _draw_pieces(self, canvas: pygame.Surface) -> None:
        hidden = self.presenter.in_flight() if not self.presenter.drained else set()
        hover = self.hover_key
        lapped: list[tuple[Piece, pygame.Rect, int]] = []
        for zid, placed in self.layout.items():
            if not self.seat_present(zid):
                continue
            for p, r in placed:
                if hidden and p.count <= 1 and ((zid, p.id) in hidden or (zid, p.face) in hidden):
                    continue
                if p.id in self.slides:
                    continue
                rr = r
                if hover is not None and hover[0] == zid and hover[1] == p.id:
                    rr = r.move(0, -10)
                self._draw_piece(canvas, p.kind, p.face, rr, p.owner, p.count, p.label)
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
    ) -> None:
        """One piece: the skin's own face when it prints one (``TableSkin.piece_face``), else the
        table's art; either way with its soft shadow and count badge."""
        surf = None
        if self.skin is not None and not (label == "face_down" or face.startswith("back")):
            try:
                surf = self.skin.piece_face(kind, face, (rect.w, rect.h))
            except Exception as exc:  # noqa: BLE001 - a broken face falls back to the table's art
                log.error("skin piece_face failed for %s: %s", face, exc)
                # switched off for good (TableSkin.piece_face is a method; this one instance stops asking)
                self.skin.piece_face = lambda *_a, **_k: None  # type: ignore[method-assign]
        spot = None  # the skin may move a token's count badge off its icon (TableSkin.count_badge)
        if count > 1 and kind not in CARD_KINDS and self.skin is not None:
            try:
                spot = self.skin.count_badge(kind, face, rect, count)
            except Exception as exc:  # noqa: BLE001 - the table's corner badge then
                log.error("skin count_badge failed for %s: %s", face, exc)
        if surf is None:
            self.art.draw_piece(canvas, kind, face, rect, owner, 1 if spot else count, label, alpha)
            if spot:
                draw.badge(canvas, spot[0], str(count), theme.INK, theme.CREAM, spot[1])
            return
        sh = draw.shadow_surface(rect.size, max(4, int(rect.w * 0.07)), 8, 0x60)
        if alpha < 255:
            sh, surf = sh.copy(), surf.copy()
            sh.set_alpha(alpha)
            surf.set_alpha(alpha)
        canvas.blit(sh, (rect.x - 16 + 2, rect.y - 16 + 5))
        canvas.blit(surf, rect)
        if count > 1:
            centre, size = spot or ((rect.right - 6, rect.top + 6), 20)
            draw.badge(canvas, centre, str(count), theme.INK, theme.CREAM, size)

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

    def _draw_animations(self, canvas: pygame.Surface) -> None:
        for step, t in self.presenter.active():
            if step.kind == "flight" and step.begun:
                ev = step.event
                assert isinstance(ev, Moved)
                src, dst = step.data.get("from"), step.data.get("to")
                start: Spot | None = src or dst
                end: Spot | None = dst or src
                if start is None or end is None:  # neither zone is on the board
                    continue
                a = start["rect"]
                b = end["rect"]
                kind = start.get("kind", "card")
                owner = start.get("owner")
                if step.data.get("fade"):
                    self._draw_piece(canvas, kind, ev.piece, pygame.Rect(b), owner, alpha=int(255 * t))
                    continue
                e = ease(t)
                r = pygame.Rect(lerp_rect(a, b, e))
                lift = int(math.sin(math.pi * t) * 26)
                r.y -= lift
                self._draw_piece(canvas, kind, ev.piece, r, owner, count=ev.count)
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

    def _draw_action_bar(self, canvas: pygame.Surface) -> None:
        bar = self._panel("panel:actions")
        c = self.controller
        seat = c.to_act()
        if not self.presenter.drained:
            # presentation trails the rules: say what is being shown, not what comes next
            last = c.last_action
            seat = last.seat if last is not None else None
            lines = c.log_for(self.viewer)
            shown = lines[: max(0, len(lines) - self.presenter.log_hidden)]
            msg = line_text(shown[-1], c.name) if shown else ""
            about = dict(shown[-1].params).get("seat") if shown else None
            if isinstance(about, int) and not isinstance(about, bool):
                seat = about
        elif c.is_over():
            msg = tr("table.game_over")
        elif seat is not None and c.is_human(seat):
            key = "table.your_move" if self.targets else "table.your_move_buttons"
            msg = tr(key, seat=seat, names=c.name)
        elif seat is not None:
            msg = (
                tr("table.bot_paused")
                if self.bots_paused
                else tr("table.bot_thinking", seat=seat, names=c.name)
            )
        else:
            msg = tr("table.watching")
        ci = self._colour_of(seat)
        x = bar.x + 16
        if ci is not None:
            draw.seat_marker(canvas, (x + 14, bar.centery), 13, ci)
            x += 40
        right = self.button_actions[0].rect.x - 16 if self.button_actions else bar.right - 16
        if self.presenter.drained and self.skin_controls():
            right = min(right, min(b.rect.x for b in self.skin_controls()) - 260)
        draw.text(
            canvas, msg, (x, bar.centery), 28, theme.CREAM, "midleft", right - x, bold=True, shadow=(0, 0, 0)
        )
        for b in self.button_actions:
            b.draw(canvas)
        for b in self.tools.values():
            b.draw(canvas)

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

    def _draw_tooltip(self, canvas: pygame.Surface, target: Target) -> None:
        label = target.labels[0] if len(target.labels) == 1 else tr("table.choices", n=len(target.labels))
        w = draw.font(22, True).size(label)[0] + 36
        r = pygame.Rect(0, 0, w, 42)
        r.midbottom = (target.rect.centerx, target.rect.top - 10)
        r.clamp_ip(pygame.Rect(8, 8, 1904, 1064))
        draw.shadow(canvas, r, 10, 8, (0, 4))
        pygame.draw.rect(canvas, theme.INK, r, border_radius=10)
        pygame.draw.rect(canvas, theme.BRASS, r, 2, border_radius=10)
        draw.text(canvas, label, r.center, 22, theme.CREAM, "center", bold=True)

    def _zone_at(self, pos: tuple[int, int]) -> Zone | None:
        cached = getattr(self, "_zone_at_cache", None)
        if cached is not None and cached[0] == pos and cached[1] == len(self.board.zones):
            return cached[2]
        best = None
        for z in self.board.zones.values():
            if z.kind == "panel" or not self.seat_present(z.id) or z.prop("hidden"):
                continue
            r = pygame.Rect(z.rect)
            if r.collidepoint(pos) and (best is None or r.w * r.h < best[0]):
                best = (r.w * r.h, z)
        found = best[1] if best else None
        self._zone_at_cache = (pos, len(self.board.zones), found)
        return found

    def _draw_zone_name(self, canvas: pygame.Surface) -> None:
        """Small zones have no room for a label: hovering one names it; a piece the skin explains
        shows what it does."""
        if self.skin is not None:
            for zid, placed in self.layout.items():
                for p, r in reversed(placed):
                    if r.collidepoint(self.mouse):
                        tip = self.skin.tooltip(zid, p)
                        if tip:
                            w = min(640, draw.font(20).size(tip)[0] + 28)
                            h = draw.text_height(tip, 20, w - 28) + 18
                            box = pygame.Rect(0, 0, w, h)
                            box.midbottom = (r.centerx, r.top - 8)
                            box.clamp_ip(pygame.Rect(8, 8, 1904, 1064))
                            pygame.draw.rect(canvas, theme.INK, box, border_radius=8)
                            pygame.draw.rect(canvas, theme.BRASS, box, 1, border_radius=8)
                            draw.text(
                                canvas,
                                tip,
                                (box.x + 14, box.y + 9),
                                20,
                                theme.CREAM,
                                "topleft",
                                w - 28,
                                wrap_lines=True,
                                max_lines=4,
                            )
                            return
        z = self._zone_at(self.mouse)
        if z is None or (z.rect[3] >= 90 and z.rect[2] >= 60):
            return
        label = self._zone_title(z)
        w = draw.font(20).size(label)[0] + 24
        r = pygame.Rect(0, 0, w, 34)
        r.midbottom = (z.rect[0] + z.rect[2] // 2, z.rect[1] - 6)
        r.clamp_ip(pygame.Rect(8, 8, 1904, 1064))
        pygame.draw.rect(canvas, theme.INK, r, border_radius=8)
        draw.text(canvas, label, r.center, 20, theme.CREAM, "center")

    def _draw_chooser(self, canvas: pygame.Surface) -> None:
        assert self.chooser is not None
        box, rows = self.chooser
        draw.panel(canvas, box, theme.CREAM, 16, shadow_blur=18, border=theme.BRASS)
        draw.text(canvas, tr("table.choose"), (box.x + 20, box.y + 14), 24, theme.INK, bold=True)
        for rect, _action, label in rows:
            hot = rect.collidepoint(self.mouse)
            draw.button(canvas, rect, label, hover=hot, size=22, radius=10, primary=hot)

    def _draw_zoom(self, canvas: pygame.Surface) -> None:
        _zid, _pid, face, owner = self.hover_key
        surf = self.art.zoomed(face, owner)
        r = surf.get_rect()
        mx, my = self.mouse
        r.midbottom = (mx, my - 30)
        if r.top < 12:
            r.top = my + 30
        r.clamp_ip(pygame.Rect(12, 12, 1896, 1056))
        draw.shadow(canvas, r, 20, 18, (0, 12), 0x88)
        canvas.blit(surf, r)
