"""What every part of the table scene shares: its state, declared once, and the small helpers.

``TableScene`` (``table.py``) is put together from parts, one file each, that a person can read on
their own: ``places`` (where pieces are drawn), ``static`` (the board drawn once), ``layers`` (the
frame's cached base and pieces), ``motion`` (slides, flights, dice, banners), ``overlays``
(tooltips, chooser, zoom), ``targets`` (legal actions as clicks and buttons), ``tools`` (undo, hint,
menu, bots) and ``seating`` (the viewer and the curtain). Each part subclasses ``TableCore``, which
declares the state they share and the few services one part offers another.
"""

from __future__ import annotations

import dataclasses
import logging
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

import pygame

from game.core.i18n import tr
from game.core.messages import Action
from game.core.rules import Piece
from scenes.base import Scene
from scenes.table.board import BoardGeometry, Zone
from scenes.table.layout import BOARD, PANELS, seat_of
from scenes.table.presenter import Presenter, Rect
from scenes.widgets import note_message

if TYPE_CHECKING:
    from scenes.games.base import TableSkin
    from scenes.table.hud import SeatHud
    from scenes.table.logpanel import LogPanel
    from scenes.table.pieces import PieceArt
    from scenes.table.targets import BlockedMark, Target
    from scenes.widgets import Button

log = logging.getLogger(__name__)
T = TypeVar("T")

Placed = list[tuple[Piece, pygame.Rect]]  # a zone's pieces and where each is drawn
NOTICE_SECONDS = 3.2
HOVER_LIFT = 10  # a hovered card rises this much


@dataclasses.dataclass(frozen=True)
class Notice:
    """A message the prompt line shows until ``until`` (the table's clock): why a piece cannot be
    taken, a refused move, the hint, an undo."""

    text: str
    warning: bool
    until: float


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


class TableCore(Scene):
    """The table's shared state (made in ``TableScene.__init__``) and helpers every part uses."""

    zoom_delay = 0.35  # seconds a card is hovered before its zoom shows

    # the game
    controller: Any
    rules: Any
    game_id: str
    players: int
    viewer: int | None  # whose view is shown (None: the public view)
    # what is drawn
    board: BoardGeometry
    art: PieceArt
    skin: TableSkin
    presenter: Presenter
    layout: dict[str, Placed]
    skin_placed: set[str]  # zones the skin laid out itself (``TableSkin.place``)
    track_values: dict[tuple[str, str], tuple[int, int]]
    slides: dict[str, tuple[Piece, list[pygame.Rect], float, float]]
    static: pygame.Surface
    hud: SeatHud
    logpanel: LogPanel
    tools: dict[str, Button]
    # the pointer and what it opened
    clock: float
    mouse: tuple[int, int]
    hover_time: float
    hover_key: Any
    chooser: tuple[pygame.Rect, list[tuple[pygame.Rect, Action, str]]] | None
    hint_action: Action | None
    # legal actions for the human to act, and what the decision could use but cannot now
    targets: list[Target]
    blocked_marks: list[BlockedMark]
    button_actions: list[Button]
    # bots and seats
    bots_paused: bool
    step_requested: bool
    curtain_up: bool
    confirmed: int | None
    seen_move: dict[int, int]
    generation: int
    scoring_pushed: bool
    # a full zone opened whole (``stacks``)
    opened: str | None = None
    opened_box: pygame.Rect | None = None
    # messages and whole texts
    notice: Notice | None = None  # shown on the prompt line for a moment (``notify``)
    hover_texts: dict[str, tuple[pygame.Rect, str]]  # a cut text's place and its whole text, by source
    # caches and bookkeeping of single parts
    _shown_seats: frozenset[int] = frozenset()  # seats beyond the players the skin draws
    _present_cache: dict[str, bool]  # seat_present's answers
    _targets_key: Any  # targets: what the targets were last built for
    _curtain_pending: tuple[int, int | None] | None  # seating: (seat, previous viewer)
    _zones_now: Mapping[str, Sequence[Piece]]  # places: the display view's zones
    # layers: the cached layers (the pieces; the base: the skin's layer and the chrome over them),
    # what each was drawn for, the pieces layer's items, where the action bar drew, redraws per layer
    _pieces: pygame.Surface | None
    _base: pygame.Surface | None
    _items: list[Any]
    _extents: dict[tuple[Any, ...], pygame.Rect]
    _pieces_key_now: Any
    _skin_key_now: Any
    _log_key_now: Any
    _bar_key_now: Any
    _bar_region: pygame.Rect | None
    _bar_items: list[Any]
    _bar_now: list[Any] | None
    redraws: Counter[str]
    _glow_cache: dict[tuple[int, int, int], pygame.Surface]  # layers
    _face_errors: set[str]  # layers: faces the skin failed to draw (logged once each)
    _hook_errors: set[str]  # skin hooks that failed (logged once each)
    _banner_cache: dict[tuple[str, tuple[int, int]], pygame.Surface]  # motion

    # ------------------------------------------------------------------ helpers
    def _panel(self, pid: str) -> pygame.Rect:
        z = self.board.zone(pid)
        return pygame.Rect(z.rect if z else (BOARD if pid == "panel:board" else PANELS[pid]))

    def _zones_of(self, view: Any) -> Mapping[str, Sequence[Piece]]:
        """The rules' zones of ``view``. The last two views' are kept (a view is never changed once
        made): a move asks for the new view's zones once per flight and again when it lands."""
        kept = self.__dict__.setdefault("_zones_kept", [])
        for seen, zones in kept:
            if seen is view:
                return zones
        try:
            zones = self.rules.zones(view)
        except Exception as exc:  # noqa: BLE001 - a view the rules cannot map: draw nothing, say so once
            log.error("rules.zones failed: %s", exc)
            return {}
        kept.insert(0, (view, zones))
        del kept[2:]
        return zones

    def seat_present(self, zone_id: str) -> bool:
        """Whether a zone is on the table: shared zones always; a seat's zones when that seat plays,
        or when the skin shows it anyway (``TableSkin.shown_seats``: a solo game's automa)."""
        got = self._present_cache.get(zone_id)
        if got is None:
            s = seat_of(zone_id)
            got = self._present_cache[zone_id] = s is None or s < self.players or s in self._shown_seats
        return got

    def _ask_shown_seats(self) -> None:
        """Ask the skin once which seats beyond the players it draws (after it is made)."""
        try:
            self._shown_seats = frozenset(int(s) for s in self.skin.shown_seats())
        except Exception as exc:  # noqa: BLE001 - a broken hook shows the players only
            log.error("skin shown_seats failed: %s", exc)
            self._shown_seats = frozenset()
        self._present_cache = {}

    # ------------------------------------------------------------------ the skin's view of the table
    @property
    def options(self) -> Mapping[str, Any]:
        """The game's options (``TableView``)."""
        return dict(self.controller.options)

    def display_view(self) -> Any:
        """The view being drawn (``TableView``): the presenter's, trailing the rules."""
        return self.presenter.view

    def name(self, seat: int) -> str:
        return str(self.controller.name(seat))

    def seat_colour(self, seat: int) -> int | None:
        return self._colour_of(seat)

    def human_seats(self) -> tuple[int, ...]:
        return tuple(self.controller.human_seats())

    def panel(self, panel_id: str) -> pygame.Rect:
        return self._panel(panel_id)

    def moving(self, zone_id: str, piece: Piece) -> bool:
        """Whether a piece is in flight, landed from a flight of the move being shown, or sliding now
        (drawn by the animation, not in its zone; a stack stays where it is while one of it flies)."""
        if piece.id in self.slides:
            return True
        if self.presenter.drained or piece.count > 1:
            return False
        flying = self.presenter.departed()
        return (zone_id, piece.id) in flying or (zone_id, piece.face) in flying

    def drawn_rect(self, zone_id: str, piece: Piece, rect: pygame.Rect) -> pygame.Rect:
        """Where a placed piece is drawn now: its place, lifted while it is the hovered card."""
        hover = self.hover_key
        if hover is not None and hover[0] == zone_id and hover[1] == piece.id:
            return rect.move(0, -HOVER_LIFT)
        return rect

    def _ask(self, hook: str, fn: Callable[..., T], default: T, *args: Any) -> T:
        """A skin hook's answer; one that fails is logged (once per hook) and ``default`` stands in
        for that call. No hook is ever switched off."""
        try:
            return fn(*args)
        except Exception as exc:  # noqa: BLE001 - a skin must never break the table
            if hook not in self._hook_errors:
                self._hook_errors.add(hook)
                log.error("skin %s failed: %s", hook, exc)
            return default

    def log_param(self, name: str, value: Any) -> str | None:
        """A log parameter in the skin's words (``TableSkin.log_param``), None: the rules' own."""
        return self._ask("log_param", self.skin.log_param, None, name, value)

    def notify(self, text: str, warning: bool = False) -> None:
        """Show ``text`` on the prompt line for a few seconds (and keep it in the messages shown):
        the table's messages sit in its action bar, so they never cover a button or a tooltip."""
        self.notice = Notice(text, warning, self.clock + NOTICE_SECONDS)
        note_message(self.ctx, text)

    def _expire_notice(self) -> None:
        if self.notice is not None and self.clock >= self.notice.until:
            self.notice = None

    def _label(self, action: Action) -> str:
        info = self.rules.describe(action)
        return tr(info.label, names=self.controller.name, **dict(info.params))

    def _colour_of(self, seat: int | None) -> int | None:
        if seat is None or not 0 <= seat < self.players:
            return None
        return self.controller.seats[seat].colour

    def _human_to_act(self) -> int | None:
        seat = self.controller.to_act()
        if seat is None or not self.controller.is_human(seat) or seat != self.viewer:
            return None
        return seat

    # ------------------------------------------------------------------ what the parts offer each other
    def _render_static(self) -> pygame.Surface:  # static
        raise NotImplementedError

    def _zone_title(self, z: Zone) -> str:  # static
        raise NotImplementedError

    def _start_slides(
        self,
        old: Mapping[str, Sequence[tuple[Piece, pygame.Rect]]],
        new: Mapping[str, Sequence[tuple[Piece, pygame.Rect]]],
        old_values: Mapping[tuple[str, str], tuple[int, int]] | None = None,
    ) -> None:  # motion
        raise NotImplementedError

    def _rebuild_counters(self) -> None:  # motion
        raise NotImplementedError

    def _dice_rects(self, zid: str, n: int) -> list[pygame.Rect]:  # motion
        raise NotImplementedError

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
        made_at: tuple[int, int] | None = None,
    ) -> str:  # layers
        raise NotImplementedError

    def _draw_lap(
        self, canvas: pygame.Surface, rect: pygame.Rect, extra: int, owner: int | None = None, k: int = 0
    ) -> pygame.Rect:  # layers
        raise NotImplementedError

    def _layout_for(
        self,
        zones: Mapping[str, Sequence[Piece]],
        values: dict[tuple[str, str], tuple[int, int]] | None = None,
    ) -> dict[str, list[tuple[Piece, pygame.Rect]]]:  # places
        raise NotImplementedError

    def lap_of(self, zone_id: str, piece_id: str) -> int:  # places
        raise NotImplementedError

    def _zone_at(self, pos: tuple[int, int]) -> Zone | None:  # places
        raise NotImplementedError

    def _hover_piece(self) -> Any:  # places
        raise NotImplementedError

    def skin_controls(self) -> list[Button]:  # targets
        raise NotImplementedError

    def _submit(self, action: Action) -> None:  # targets
        raise NotImplementedError

    def _refresh_targets(self) -> None:  # targets
        raise NotImplementedError

    def _in_open(self, zone: str, piece: str | None) -> bool:  # targets
        raise NotImplementedError

    def _jump(self) -> None:  # seating
        raise NotImplementedError

    def _draw_action_bar(
        self, canvas: pygame.Surface, region: pygame.Rect | None = None, parts: list[Any] | None = None
    ) -> bool:  # prompt
        raise NotImplementedError

    def _bar_parts(self) -> list[Any]:  # prompt
        raise NotImplementedError

    def _open_chooser(
        self, target: Target, pos: tuple[int, int], from_button: bool = False
    ) -> None:  # targets
        raise NotImplementedError

    def _open_places(self, zid: str, pieces: Sequence[Piece]) -> list[tuple[Piece, pygame.Rect]]:  # stacks
        raise NotImplementedError

    def _more_at(self, pos: tuple[int, int]) -> str | None:  # stacks
        raise NotImplementedError

    def open_stack(self, zone: str) -> None:  # stacks
        raise NotImplementedError

    def close_stack(self) -> None:  # stacks
        raise NotImplementedError

    def key_focus(self) -> Any:  # keys: the focused stop while the keys drive (None: the mouse does)
        return None

    def focus_piece(self) -> tuple[str, Piece, pygame.Rect] | None:  # keys
        return None

    def focus_anchor(self, rect: pygame.Rect) -> pygame.Rect:  # keys
        return pygame.Rect(rect)

    def row_hot(self, index: int, rect: pygame.Rect) -> bool:  # keys: a chooser row looks hovered
        return rect.collidepoint(self.mouse)

    def draw_focus(self, canvas: pygame.Surface) -> None:  # keys: the focus ring
        return None

    def _controls_area(self) -> pygame.Rect | None:
        """What the skin's controls take of the table now (``TableSkin.controls_area``)."""
        if not self.skin_controls():
            return None
        got = self._ask("controls_area", self.skin.controls_area, None)
        rects = [pygame.Rect(b.rect) for b in self.skin_controls()]
        return pygame.Rect(got) if got is not None else rects[0].unionall(rects[1:])

    def _buttons_shown(self) -> list[Button]:
        """Every button the table shows now: the tools, the action bar's, the skin's controls."""
        return [*self.tools.values(), *self.button_actions, *self.skin_controls()]
