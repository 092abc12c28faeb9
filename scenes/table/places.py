"""Where every piece of the display view is drawn at this table, and what the pointer is over.

The rules' zones are laid out by ``placement.place`` (a pure function of a zone and its pieces); a
numbered track laps round (``track_lap``) and a skin may lay out a zone its own way
(``TableSkin.place``). Drawing, hover, clicks and flights all read ``self.layout``.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Mapping, Sequence
from typing import Any

import pygame

from game.core.i18n import language
from game.core.rules import Piece
from scenes import draw
from scenes.table.board import Zone
from scenes.table.core import TableCore, rect_tuple, track_lap
from scenes.table.pieces import CARD, CARD_KINDS
from scenes.table.placement import every_piece, layout_of, place, track_cells
from scenes.table.presenter import Spot

log = logging.getLogger(__name__)


class Places(TableCore):
    """The display view's pieces laid out on the board."""

    def _on_view_change(self, view: Any, animated: bool = False) -> None:
        zones = self._zones_of(view)
        if hasattr(self, "board"):
            added = self.board.ensure(zones.keys(), self.players)
            if added and hasattr(self, "static"):
                self.static = self._render_static()
        old = self.layout
        old_values = getattr(self, "track_values", {})
        self._zones_now = zones
        self._ahead: list[tuple[str, list[tuple[Piece, pygame.Rect]]]] = []  # shown now: nothing to make ahead
        self.track_values: dict[tuple[str, str], tuple[int, int]] = {}
        self.skin_placed = set()
        self.layout = self._layout_for(zones, self.track_values)
        self._targets_key = None
        if animated:
            self._start_slides(old, self.layout, old_values)
        else:
            self.slides = {}

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
        memo = self._place_memo()
        fresh: set[str] = set()  # the zones laid out anew by this call (the rest came from the memo)
        for zid, pieces in zones.items():
            z = self.board.zone(zid)
            if z is None or not pieces or z.prop("hidden"):
                continue
            if zid == self.opened:  # shown whole in its panel (``stacks``)
                out[zid] = self._open_places(zid, list(pieces))
                continue
            key = (id(z), rect_tuple(pygame.Rect(z.rect)), tuple(pieces))
            last = memo.get(zid)
            if last is not None and last[0] == key:
                _key, placed, laps, by_skin = last
                out[zid] = [(p, pygame.Rect(r)) for p, r in placed]
                if values is not None:
                    values.update(laps)
                if by_skin:
                    self.skin_placed.add(zid)
                continue
            fresh.add(zid)
            laps = {}
            out[zid] = self._place_zone(zid, z, pieces, laps)
            if values is not None:
                values.update(laps)
            memo[zid] = (key, out[zid], laps, False)
        for zid in fresh:  # a skin may lay out a zone its own way (TableSkin.place)
            every = every_piece(out[zid], zones.get(zid, ()))
            got = self._ask("place", self.skin.place, None, zid, self.board.zone(zid), every)
            key, _placed, laps, _by_skin = memo[zid]
            if got is not None:
                out[zid] = got
                self.skin_placed.add(zid)
            memo[zid] = (key, [(p, pygame.Rect(r)) for p, r in out[zid]], laps, got is not None)
        return out

    def _place_memo(self) -> dict[str, tuple[Any, list[tuple[Piece, pygame.Rect]], dict[Any, Any], bool]]:
        """Each zone's last layout, by zone: (its key, its places, its laps, laid out by the skin).

        A zone whose pieces are those of its last layout gets that layout back without asking
        ``place`` or the skin again: a move changes a few zones, and a view switch then lays out
        only those. Only the *last* layout of each zone is kept, so a skin's per-zone notes (a
        "+N" chip, a stack's count) always belong to the layout in use. A new skin, text size or
        language starts afresh (a zone's title line grows with the text; a skin may measure words)."""
        made_for = (draw.text_scale(), language())
        memo: tuple[Any, Any, dict[str, Any]] | None = self.__dict__.get("_placed_memo")
        if memo is None or memo[0] is not self.skin or memo[1] != made_for:
            memo = (self.skin, made_for, {})
            self._placed_memo = memo
        return memo[2]

    def _place_zone(
        self,
        zid: str,
        z: Zone,
        pieces: Sequence[Piece],
        values: dict[tuple[str, str], tuple[int, int]],
    ) -> list[tuple[Piece, pygame.Rect]]:
        """Where the table itself puts ``zid``'s pieces (before the skin is asked)."""
        cells = track_cells(z) if layout_of(z) == "track" else []
        if not cells:
            return place(z, list(pieces))
        shown: list[Piece] = []
        for p in pieces:
            try:
                v = int(p.label or p.face)
            except ValueError:
                shown.append(p)
                continue
            cell, extra = track_lap(v, len(cells))
            values[(zid, p.id)] = (v, extra)
            shown.append(dataclasses.replace(p, label=str(cell)) if extra else p)
        # the rules' pieces are kept (their labels say the real value); only the cells move
        return [(p, r) for p, (_q, r) in zip(pieces, place(z, shown), strict=True)]

    def lap_of(self, zone_id: str, piece_id: str) -> int:
        """The points a track marker's laps stand for (0: it has not gone round)."""
        got = self.__dict__.get("track_values", {}).get((zone_id, piece_id))
        return got[1] if got else 0

    def _locate(self, zone: str, piece: str, new: bool) -> Spot | None:
        z = self.board.zone(zone)
        if z is None:
            return None
        if new:
            landing = self._zones_of(self.presenter.latest).get(zone, ())
            layout = self._layout_for({zone: landing})
            placed = layout.get(zone, [])
            shown = self._zones_now.get(zone, ()) if hasattr(self, "_zones_now") else ()
            if shown and tuple(shown) != tuple(landing):
                # laid out again as shown: a skin's notes for the zone (a pile's count, a "+N") stay
                # those of the pieces on the table until the view moves on
                self._layout_for({zone: shown})
            elif not shown:  # empty on the table: a skin may forget its notes for it (New Eden's
                self._place_memo().pop(zone, None)  # ``_live_marks``), so the switch asks it again
            ahead = self.__dict__.setdefault("_ahead", [])
            if placed and all(z != zone for z, _p in ahead):
                ahead.append((zone, placed))  # its faces made ahead on a quiet frame (``_warm_ahead``)
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
        """The face-up card or tile under the pointer (the topmost), for its zoom: (zone, id, face,
        owner)."""
        if self.chooser is not None:
            return None
        kept = self.__dict__.get("_hover_kept")  # asked every frame: the pointer is mostly still
        if kept is not None and kept[0] is self.layout and kept[1] == self.mouse and kept[2] == self.opened:
            return kept[3]
        found = self._find_hover_piece()
        self._hover_kept = (self.layout, tuple(self.mouse), self.opened, found)
        return found

    def _find_hover_piece(self) -> Any:
        found = None
        for zid, placed in self.layout.items():
            if self.opened is not None and zid != self.opened:
                continue
            for p, r in placed:
                if r.collidepoint(self.mouse) and p.kind in CARD_KINDS and not p.face.startswith("back"):
                    if p.label != "face_down":
                        found = (zid, p.id, p.face, p.owner)
        return found

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
