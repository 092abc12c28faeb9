"""What a game's skin sees of the table (``TableView``) and the hooks it may fill (``TableSkin``).

A skin is the few things one game draws or asks in its own way. The table always has one: the
base ``TableSkin`` is the do-nothing skin (every hook's default keeps the table's own behaviour),
and a game's ``Skin`` subclasses it, overriding only what it needs. The table calls the hooks in
this order:

1. ``arrange(board, players)`` once, before the board is first drawn (move, retitle or hide zones);
2. ``shown_seats()`` once (seats beyond the players whose zones are drawn, a solo game's automa);
3. while laying out and drawing, as often as needed: ``place`` (a zone laid out the skin's way),
   ``piece_face`` and ``count_badge`` (a piece's own face and where its count goes), ``draw_static``
   (into the board drawn once), ``draw_base`` and ``base_key`` (into the skin's layer over the
   pieces, drawn again when its key changes),
   ``draw`` (on top, every frame), ``tooltip`` (what a hovered piece does), ``log_param`` (a log
   line's parameter in words);
4. for the human to act: ``claims`` and ``label`` (actions offered the skin's way), ``refresh`` (the
   claimed ones), ``controls``, ``controls_area`` and ``handle`` (its own controls).

Before any table exists, ``face_style(face)`` (a static hook: the piece art and the rulebook's
pages ask it) gives what the game paints a face with, its colours and shapes, laid over the rules'
``card_info`` by ``scenes.games.card_info_for``.

A skin reads the table through ``TableView`` only and never changes the game: a decision it draws
is submitted through ``table.submit_action`` like any click. A hook that fails is logged and the
table's own behaviour stands in for that call; no hook is ever switched off.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

import pygame

from game.core.messages import Action
from game.core.rules import Piece
from scenes.widgets import Button

if TYPE_CHECKING:
    from scenes.base import AppContext
    from scenes.table.board import BoardGeometry, Zone
    from scenes.table.pieces import PieceArt

Placed = list[tuple[Piece, pygame.Rect]]  # a zone's pieces and where each is drawn


@runtime_checkable
class TableView(Protocol):
    """The table as a skin sees it: what is drawn and where, and the one way to act."""

    @property
    def ctx(self) -> AppContext:
        """The app's services (sound for a click, settings)."""
        ...

    @property
    def players(self) -> int:
        """Seats at the table."""
        ...

    @property
    def board(self) -> BoardGeometry:
        """The zones (read them; only ``arrange`` changes them, before the first frame)."""
        ...

    @property
    def art(self) -> PieceArt:
        """The table's piece art: card info (``info``), faces (``surface``, ``draw_piece``)."""
        ...

    @property
    def layout(self) -> Mapping[str, Placed]:
        """Where every piece of the display view is drawn, by zone."""
        ...

    @property
    def mouse(self) -> tuple[int, int]:
        """The pointer on the 1920×1080 canvas."""
        ...

    @property
    def options(self) -> Mapping[str, Any]:
        """The game's options, as set up (an expansion on, how many stacks are dealt)."""
        ...

    @property
    def hint_action(self) -> Action | None:
        """The action the Hint button suggested (None when none is shown); a skin rings its own
        button for it."""
        ...

    def display_view(self) -> Any:
        """The view being drawn (it trails the rules while animations run)."""
        ...

    def name(self, seat: int) -> str:
        """A seat's name (a solo game's automa has one too)."""
        ...

    def seat_colour(self, seat: int) -> int | None:
        """A seat's colour index (``theme.seat_colour``), None beyond the players."""
        ...

    def seat_present(self, zone_id: str) -> bool:
        """Whether a zone is on the table (a seat's zones only when that seat plays or is shown)."""
        ...

    def human_seats(self) -> tuple[int, ...]:
        """The seats people play (a board with a home chair seats the first of them there)."""
        ...

    def panel(self, panel_id: str) -> pygame.Rect:
        """One of the table's panels: ``panel:board``, ``panel:actions``, ``panel:hud``,
        ``panel:log``, ``panel:tools``."""
        ...

    def moving(self, zone_id: str, piece: Piece) -> bool:
        """Whether a piece is in flight or sliding now (drawn by the animation, not in its zone)."""
        ...

    def drawn_rect(self, zone_id: str, piece: Piece, rect: pygame.Rect) -> pygame.Rect:
        """Where the table draws a placed piece now: its place, lifted a little while hovered."""
        ...

    def submit_action(self, action: Action) -> None:
        """Submit ``action`` for the human to act, as a click would."""
        ...


class TableSkin:
    """``TableSkin(table)``: the do-nothing skin; a game's skin overrides the hooks it needs."""

    def __init__(self, table: TableView) -> None:
        self.table = table

    @staticmethod
    def face_style(face: str) -> Mapping[str, Any]:
        """What the game paints ``face`` with (``colour``, a token's ``shape``), over the rules'
        ``card_info``; empty: the card info's own (a game whose rules give their colours)."""
        return {}

    # ------------------------------------------------------------------ set-up
    def arrange(self, board: BoardGeometry, players: int) -> None:
        """Adjust the board for ``players`` before it is first drawn: move, retitle or hide zones,
        give boxes their captions (the zones' properties say how). Called once."""

    def shown_seats(self) -> tuple[int, ...]:
        """Seats beyond the players whose zones the table draws like a player's (asked once, after
        ``arrange``). A solo game's built-in opponent (the Droïdes automa) has no chair but its
        workshop is on the table: its skin returns that seat. Default: none."""
        return ()

    # ------------------------------------------------------------------ actions for the human
    def claims(self, action: Action) -> bool:
        """True for a legal action the skin offers with its own control (not as a plain button)."""
        return False

    def label(self, action: Action) -> str | None:
        """A clearer label for an action's button or chooser row (None: the rules' label)."""
        return None

    def refresh(self, seat: int | None, actions: list[Action]) -> None:
        """The legal actions the skin claimed for the human to act (``seat`` None: nobody)."""

    def controls(self) -> list[Button]:
        """The skin's clickable controls shown now."""
        return []

    def controls_area(self) -> pygame.Rect | None:
        """The part of the table the skin's controls take now, with what it draws round them (a
        panel in the action bar): the prompt line and every overlay keep clear of it. Default: the
        controls' own rects together (None: no controls)."""
        rects = [pygame.Rect(b.rect) for b in self.controls()]
        return rects[0].unionall(rects[1:]) if rects else None

    def handle(self, event: pygame.event.Event) -> bool:
        """An input event for the skin's controls; True when it used it."""
        return False

    # ------------------------------------------------------------------ drawing
    def draw_static(self, canvas: pygame.Surface) -> None:
        """Drawn once into the board's static layer, under every piece (track bands, legends)."""

    def draw_base(self, canvas: pygame.Surface) -> None:
        """Drawn over the pieces into the skin's cached layer: drawn whole when ``base_key``
        changes, and again (clipped) where pieces under it changed. It may ask ``moving`` about the
        pieces it draws over; what it draws for a piece stays within a piece's reach of its rect.
        Drawn again in part, the canvas's clip is the patch: a skin may skip what cannot reach it
        (the Droïdes, Paris and Farshore skins skip the zones whose marks miss it)."""

    def base_key(self) -> Any:
        """What ``draw_base`` draws depends on, as a value compared with ``==``: the skin's layer is
        drawn whole again only when it changes (and the pieces' layer never is). None (the default):
        the display view and where its pieces lie, so the layer is drawn again whenever either
        changes. A skin whose base layer reads more (the pointer, a setting) says so here, or draws
        that part in ``draw``."""
        return None

    def base_marks(self) -> Sequence[tuple[Any, pygame.Rect]] | None:
        """What ``draw_base`` draws, mark by mark: pairs of (every value the mark's pixels depend on,
        hashable and compared with ``==``; the rect its pixels stay inside). Told, the skin's layer is
        no longer drawn whole when the view moves on, only again where a mark changed (its old and new
        rects) and where pieces under it changed, clipped; ``base_key`` then holds only what would
        change every mark at once. Asked each time the view or the pieces' layout moves on (not every
        frame). None (the default): not told; the layer is drawn whole whenever ``base_key`` changes.
        ``zone_marks`` makes the marks of skins that draw zone by zone."""
        return None

    def draw(self, canvas: pygame.Surface) -> None:
        """Drawn on top every frame (panels, controls)."""

    def place(self, zone_id: str, zone: Zone | None, placed: Placed) -> Placed | None:
        """Where a zone's pieces go instead of the table's own ``placed`` (None: keep them). Drawing,
        hover, clicks and flights all use what this returns. ``placed`` holds every piece of the zone:
        those the table has no room for (it shows them behind a "+N" chip) share that chip's rect."""
        return None

    def piece_face(self, kind: str, face: str, size: tuple[int, int]) -> pygame.Surface | None:
        """The skin's own printed face for a piece at ``size`` (None: the table's piece art draws
        it). The table adds the shadow and the count badge, everywhere the piece shows: in its zone,
        sliding and in flight. Asked every frame while a piece flies: keep the surfaces cached.
        Face-down pieces are never asked."""
        return None

    def count_badge(
        self, kind: str, face: str, rect: pygame.Rect, count: int
    ) -> tuple[tuple[int, int], int] | None:
        """Where a stacked token's, key's or marker's count badge goes: (its centre, its font size)
        for ``draw.badge``; None: the table's own, on the piece's top-right corner. Cards keep theirs."""
        return None

    # ------------------------------------------------------------------ words
    def tooltip(self, zone: str, piece: Piece) -> str | None:
        """What a hovered piece does, in a sentence (None: nothing to say)."""
        return None

    def log_param(self, name: str, value: Any) -> str | None:
        """A log line's parameter in words, where the rules' own words need the table's help (None:
        as the rules gave it). ``tr`` already words message keys and seats."""
        return None


def mark_area(zone: Any, placed: Placed, reach: int) -> pygame.Rect | None:
    """Where a zone's marks may draw: the zone and its pieces, ``reach`` round them (None: no zone
    and no piece, nothing to draw)."""
    if zone is None and not placed:
        return None
    area = pygame.Rect(zone.rect) if zone is not None else pygame.Rect(placed[0][1])
    return area.unionall([r for _p, r in placed]).inflate(2 * reach, 2 * reach)


def misses_patch(canvas: pygame.Surface, zone: Any, placed: Placed, reach: int) -> bool:
    """Whether a zone's marks, all within ``reach`` of the zone and its pieces, miss the part of
    ``canvas`` being drawn again (its clip): a skin's ``draw_base`` may then skip the zone. Never
    while the layer is drawn whole."""
    clip = canvas.get_clip()
    if clip.contains(canvas.get_rect()):
        return False
    area = mark_area(zone, placed, reach)
    return area is not None and not area.colliderect(clip)


def zone_marks(
    table: TableView, reach: int, extra: Callable[[str, Placed], Any] | None = None
) -> list[tuple[Any, pygame.Rect]]:
    """``base_marks`` for a skin whose ``draw_base`` draws zone by zone from each zone's pieces and
    where they lie, within ``reach`` of them (what ``misses_patch`` is told): one mark per present
    zone with pieces. ``extra(zone_id, placed)`` adds what else a zone's marks read (a piece's
    flight, a note its ``place`` made)."""
    out: list[tuple[Any, pygame.Rect]] = []
    for zid, placed in table.layout.items():
        if not placed or not table.seat_present(zid):
            continue
        area = mark_area(table.board.zone(zid), placed, reach)
        if area is None:
            continue
        what = tuple((p, tuple(r)) for p, r in placed)
        out.append((("zone", zid, what, extra(zid, placed) if extra is not None else None), area))
    return out
