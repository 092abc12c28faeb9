"""Paris: New Eden at the table: the board and pieces as the cardboard prints them.

The skin, file by file (each one readable alone):

* ``palette``: colours (ART.md's jungle Paris, the spec's survivor colours), icons, the 16 px text
  floor, card names that fit.
* ``glyphs``: the token art drawn by our own code (can, bullets, book, capsule, Binoculars, Bat,
  Heroine, the jack's ring).
* ``faces``: every token and marker as itself (``piece_face``); ``cardfaces``: the cards and
  tiles at table size (name and icons; the hover zoom keeps the full text).
* ``places``: where pieces lie (``place``): on the printed spaces, grouped with their counts,
  refuge columns, a "+N" for a hand too long to show.
* ``plates``: the printed board (``draw_static``): districts, spaces, rows, tracks, player boards.
* ``strength``: the D10 strength panel; ``summary``: the seats' tabs and refuge panels.

What the table does not do for us and the skin adds on top (``draw_base``, ``draw``): the tinkerer
deck's END count, the discard piles' veil and count (they leave the game), the building row being
claimed, the count beside a small stack, the "+N" of a long hand and, when hovered, the whole hand.
Every word comes from ``tr`` on the rules' keys or on the few table words below (``summary.EN``).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from functools import partial
from typing import Any

import pygame

from game.core.i18n import tr
from game.core.messages import Action
from game.new_eden.cards import season_key
from game.new_eden.state import TYPES
from game.new_eden.view import View
from scenes import draw, theme
from scenes.games.base import TableSkin, TableView
from scenes.games.new_eden import palette, places
from scenes.games.new_eden.cardfaces import END_COLOUR
from scenes.games.new_eden.faces import Faces
from scenes.games.new_eden.palette import BRASS, CREAM, INK, TEXT
from scenes.games.new_eden.plates import Plates
from scenes.games.new_eden.strength import StrengthPanel
from scenes.games.new_eden.summary import SeatSummary
from scenes.widgets import Button

BADGE_REACH = (160, 80)  # round a count's pill: room for three digits at the largest text size


def badge_reach(centre: tuple[int, int]) -> pygame.Rect:
    """Where a count's pill at ``centre`` may draw."""
    r = pygame.Rect((0, 0), BADGE_REACH)
    r.center = centre
    return r


HAND_CARD = (85, 119)  # a hovered "+N" shows the whole hand at the building rows' size


@dataclasses.dataclass
class Marks:
    """What ``place`` found that ``draw_base`` prints: counts beside small stacks, discards, "+N"."""

    beside: dict[str, tuple[pygame.Rect, int, tuple[int, int]]] = dataclasses.field(default_factory=dict)
    discards: dict[str, tuple[pygame.Rect, int]] = dataclasses.field(default_factory=dict)
    more: dict[str, tuple[pygame.Rect, list[Any]]] = dataclasses.field(default_factory=dict)


class Skin(TableSkin):
    face_style = staticmethod(palette.face_style)  # the faces' icons

    def __init__(self, table: TableView) -> None:
        super().__init__(table)
        self.faces = Faces()
        self.strength = StrengthPanel(table)
        self.summary = SeatSummary(table)
        self.marks = Marks()
        self._veils: dict[tuple[int, int], pygame.Surface] = {}  # a discard pile's veil, by size

    def view(self) -> View:
        """The view on display (what the table shows now)."""
        view: View = self.table.display_view()
        return view

    # ------------------------------------------------------------------ D10: strength
    def claims(self, action: Action) -> bool:
        return self.strength.claims(action)

    def refresh(self, seat: int | None, actions: list[Action]) -> None:
        self.strength.refresh(seat, actions)

    def controls(self) -> list[Button]:
        return self.strength.controls()

    def controls_area(self) -> pygame.Rect | None:
        return self.strength.controls_area()

    def handle(self, event: pygame.event.Event) -> bool:
        return self.strength.handle(event)

    # ------------------------------------------------------------------ the board and its pieces
    def _colour_of(self, seat: int) -> int | None:
        return self.table.seat_colour(seat)

    def draw_static(self, canvas: pygame.Surface) -> None:
        Plates(self.table.board, self.table.players, self._colour_of).draw(canvas)

    def piece_face(self, kind: str, face: str, size: tuple[int, int]) -> pygame.Surface | None:
        return self.faces.face(kind, face, size)

    def place(self, zone_id: str, zone: Any, placed: list[tuple[Any, pygame.Rect]]) -> list[tuple[Any, pygame.Rect]] | None:
        if zone is None:
            return None
        got = places.arrange(zone_id, zone, placed, self.table.players)
        self.marks.more.pop(zone_id, None)
        self.marks.beside.pop(zone_id, None)
        self.marks.discards.pop(zone_id, None)
        if got is None:
            if zone_id.startswith("deck:building:") and placed:
                return self._deck(zone_id, zone, placed)
            return None
        if got.more is not None:
            self.marks.more[zone_id] = got.more
        out = []
        for p, r in got.placed:
            if p.kind in ("card", "tile") and p.count > 1 and (
                zone_id.startswith(("stack:", "seat:"))
            ):  # a small stack: its count beside it (below it in a narrow zone), not over its face
                zr = pygame.Rect(zone.rect)
                spot = (r.right + 10, r.bottom - 10) if zr.right - r.right >= 20 else (r.centerx, r.bottom + 14)
                self.marks.beside[zone_id] = (r, p.count, spot)
                p = dataclasses.replace(p, count=1)
            if zone_id.startswith("discard:") and p.count >= 1:
                self.marks.discards[zone_id] = (r, p.count)
                p = dataclasses.replace(p, count=1)
            out.append((p, r))
        return out

    def _deck(self, zone_id: str, zone: Any, placed: list[tuple[Any, pygame.Rect]]) -> list[tuple[Any, pygame.Rect]]:
        """A building deck at the top of its space (its edges and count inside it), room below for
        the tinkerer deck's END count."""
        r = pygame.Rect(zone.rect)
        w = r.w - 18
        h = int(w * places.CARD_RATIO)
        card = pygame.Rect(r.x + 3, r.y + 15, w, h)
        return [(p, card) for p, _r in placed[-1:]]

    def count_badge(self, kind: str, face: str, rect: pygame.Rect, count: int) -> tuple[tuple[int, int], int] | None:
        """A token's count beside it (its chip keeps room on its right), never over its icon."""
        return ((rect.right + 9, rect.bottom - 10), TEXT)

    def _live_marks(self) -> None:
        """Forget the marks of zones that have emptied (the table places no empty zone, so their
        ``place`` is not asked again)."""
        lay = self.table.layout
        for marks in (self.marks.beside, self.marks.discards, self.marks.more):
            for zid in [z for z in marks if not lay.get(z)]:
                del marks[zid]

    def _base_parts(self) -> list[tuple[Any, pygame.Rect, Callable[[pygame.Surface], None]]]:
        """What ``draw_base`` draws, part by part: (what it shows, the rect it stays in, how to draw
        it). ``base_marks`` are these parts; a patch draws only the parts reaching into it."""
        self._live_marks()
        view = self.view()
        board = self.table.board
        parts: list[tuple[Any, pygame.Rect, Callable[[pygame.Surface], None]]] = []
        for seat, r, key in self.summary.tabs(view):
            parts.append((("tab", seat, key), r, partial(self.summary.draw_tab, view=view, seat=seat, r=r, key=key)))
        # the tinkerer deck: how many END cards it still holds (they lie at its bottom)
        z = board.zone("deck:building:tinkerer")
        if z is not None and view.deck_count("tinkerer"):
            r = pygame.Rect(z.rect)
            tag = pygame.Rect(0, 0, r.w - 6, 22)
            tag.midbottom = (r.centerx, r.bottom - 2)
            end = view.tin_deck_end
            parts.append((("end", tuple(tag), end), tag.inflate(8, 8), partial(self._end_tag, tag=tag, n=end)))
        # the building row being claimed
        if view.phase == "claim":
            t = TYPES[view.ctype]
            rows = [board.zone(f"{k}{t}") for k in ("deck:building:", "row:", "discard:")]
            rects = [pygame.Rect(x.rect) for x in rows if x is not None]
            if rects:
                ring = rects[0].unionall(rects[1:]).inflate(10, 8)
                parts.append((("claim", tuple(ring)), ring.inflate(6, 6), partial(self._claim_ring, ring=ring)))
        # discards: out of the game, so veiled, with their count
        for zid, (r, n) in self.marks.discards.items():
            reach = r.union(badge_reach((r.centerx, r.bottom - 2)))
            parts.append((("discard", zid, tuple(r), n), reach, partial(self._discard, r=r, n=n)))
        for zid, (_r, n, spot) in self.marks.beside.items():
            parts.append((("beside", zid, spot, n), badge_reach(spot), partial(self._count, spot=spot, n=n)))
        for zid, (r, rest) in self.marks.more.items():
            parts.append((("more", zid, tuple(r), len(rest)), r.inflate(4, 4), partial(self._more, r=r, n=len(rest))))
        return parts

    def base_marks(self) -> list[tuple[Any, pygame.Rect]]:
        return [(what, reach) for what, reach, _paint in self._base_parts()]

    def draw_base(self, canvas: pygame.Surface) -> None:
        clip = canvas.get_clip()
        for _what, reach, paint in self._base_parts():
            if reach.colliderect(clip):  # drawn again in part: only what reaches the patch
                paint(canvas)

    @staticmethod
    def _claim_ring(canvas: pygame.Surface, ring: pygame.Rect) -> None:
        pygame.draw.rect(canvas, theme.BRASS_HOVER, ring, 3, border_radius=12)

    @staticmethod
    def _count(canvas: pygame.Surface, spot: tuple[int, int], n: int) -> None:
        draw.badge(canvas, spot, str(n), INK, CREAM, TEXT)

    @staticmethod
    def _end_tag(canvas: pygame.Surface, tag: pygame.Rect, n: int) -> None:
        pygame.draw.rect(canvas, END_COLOUR, tag, border_radius=6)
        draw.text(canvas, tr("new_eden.card.end_left", n=n), tag.center, TEXT, CREAM, "center", tag.w - 4, bold=True)

    def _discard(self, canvas: pygame.Surface, r: pygame.Rect, n: int) -> None:
        veil = self._veils.get(r.size)
        if veil is None:
            veil = self._veils[r.size] = pygame.Surface(r.size, pygame.SRCALPHA)
            veil.fill((20, 16, 12, 150))
        canvas.blit(veil, r)
        pygame.draw.line(canvas, (*CREAM,), r.topleft, r.bottomright, 2)
        pygame.draw.line(canvas, (*CREAM,), r.topright, r.bottomleft, 2)
        draw.badge(canvas, (r.centerx, r.bottom - 2), str(n), INK, CREAM, TEXT)

    @staticmethod
    def _more(canvas: pygame.Surface, r: pygame.Rect, n: int) -> None:
        pygame.draw.rect(canvas, CREAM, r, border_radius=6)
        pygame.draw.rect(canvas, BRASS, r, 2, border_radius=6)
        draw.text(canvas, tr("new_eden.ui.more", n=n), r.center, 18, INK, "center", r.w - 2, bold=True)

    def draw(self, canvas: pygame.Surface) -> None:
        self.strength.draw(canvas)
        mouse = self.table.mouse
        if self.summary.draw(canvas, mouse):
            return
        for zid, (r, _rest) in self.marks.more.items():
            if r.collidepoint(mouse):
                self._draw_hand(canvas, zid, r)
                return

    def _draw_hand(self, canvas: pygame.Surface, zone_id: str, anchor: pygame.Rect) -> None:
        """A long hand opened whole: every card at the building rows' size, above the "+N" (and above
        the hand's name, which the table shows over the zone while it is hovered)."""
        placed = self.table.layout.get(zone_id, [])
        shown = [p for p, _r in placed]
        rest = self.marks.more.get(zone_id, (anchor, []))[1]
        cards = shown + list(rest)
        cols = min(len(cards), 7)
        rows = -(-len(cards) // cols)
        w, h = HAND_CARD
        box = pygame.Rect(0, 0, cols * (w + 8) + 24, rows * (h + 8) + 56)
        box.midbottom = (anchor.centerx, anchor.top - 48)  # clear of the zone's name the table shows above it
        box.clamp_ip(pygame.Rect(8, 8, 1904, 1064))
        draw.panel(canvas, box, theme.CREAM, 14, shadow_blur=12, border=theme.BRASS)
        seat = int(zone_id.split(":")[1])
        draw.text(canvas, tr("new_eden.ui.hand", seat=seat, names=self.table.name),
                  (box.x + 16, box.y + 10), 20, INK, "topleft", box.w - 32, bold=True)
        for i, p in enumerate(cards):
            r_, c_ = divmod(i, cols)
            rect = pygame.Rect(box.x + 12 + c_ * (w + 8), box.y + 44 + r_ * (h + 8), w, h)
            face = self.faces.face(p.kind, p.face, (w, h))
            if face is None:
                self.table.art.draw_piece(canvas, p.kind, p.face, rect, p.owner)
            else:
                canvas.blit(face, rect)

    # ------------------------------------------------------------------ words on hover
    def tooltip(self, zone: str, piece: Any) -> str | None:
        v = self.view()
        face = piece.face
        if zone == "deck:building:tinkerer":
            return tr("new_eden.tip.tinkerer_deck" if v.tin_deck_end else "new_eden.tip.tinkerer_deck.none",
                      n=v.deck_count("tinkerer"), end=v.tin_deck_end)
        if zone.startswith("deck:building:"):
            t = zone.rsplit(":", 1)[1]
            return tr("new_eden.tip.deck", type=tr(f"new_eden.type.{t}"), n=v.deck_count(t))
        if zone.startswith("discard:") and zone in self.marks.discards:
            t = zone.rsplit(":", 1)[1]
            return tr("new_eden.tip.discard", type=tr(f"new_eden.type.{t}"), n=self.marks.discards[zone][1])
        if zone.startswith("stack:"):
            _s, what, season = zone.split(":")
            n = int(piece.count) if piece.count > 1 else self.marks.beside.get(zone, (None, 1, None))[1]
            return tr(f"new_eden.tip.stack_{what}", season=tr(season_key(int(season))), n=n)
        if zone.startswith("seat:") and zone.endswith(":cans"):
            return tr("new_eden.tip.cans_held", n=int(piece.count))
        if zone.startswith("seat:") and zone.endswith(":missions") and face.startswith("back"):
            n = self.marks.beside.get(zone, (None, piece.count, None))[1]
            return tr("new_eden.tip.held_missions", n=n)
        if zone == "bridge:draw" and face.startswith("back"):
            return tr("new_eden.tip.drawn_missions", n=self.marks.beside.get(zone, (None, piece.count, None))[1])
        info = self.table.art.info(face)
        tip = info.get("tip")
        if tip and piece.count > 1 and piece.kind not in ("card", "tile"):
            return tr("new_eden.ui.tip_count", tip=tip, n=int(piece.count))
        return str(tip) if tip else None

