"""Les Derniers Droïdes at the table: the designed board (maps/droids.tmx) for every player count.

The map's objects hold the 4-player arrangement; a zone may carry ``at_N`` = "x,y,w,h" (its rect at
N players), ``at_N_<property>`` (that property at N players, e.g. ``at_3_card_slots``) and
``players`` = "2,3" (the counts at which it is in play; elsewhere it is hidden). This skin applies
them once, before the board is first drawn (see tools/make_droids_map.py).

The skin's parts: ``faces`` (each piece's printed face from the rules' ``card_info``, cached; the
tokens' faces), ``cardfaces`` (the cards: card, tile, square, their effect icons), ``kit`` (what
faces are drawn with: chips, badges, bands), ``common`` (the floor size, colours, measured words),
``places`` (where the pieces of each zone go, never over each other), ``board`` (the slots the
board prints and what it prints over the pieces: the shed's counts, a discard's veil, a back's
season, the team tabs) and ``strings`` (the board's own captions). This module wires them to the
table's hooks.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pygame

from game.core.i18n import tr
from game.core.rules import Piece
from game.registry import GAMES
from scenes.games.base import TableSkin, TableView, zone_marks
from scenes.games.droids import palette
from scenes.games.droids import places as P
from scenes.games.droids import strings as _strings  # noqa: F401 - registers the board's captions
from scenes.games.droids.board import REACH, BoardArt
from scenes.games.droids.faces import Faces
from scenes.table.layout import seat_of

AUTOMA = 1  # the automa's seat in a solo game (game.droids: seat 1)


def _rect(text: Any) -> tuple[int, int, int, int] | None:
    try:
        x, y, w, h = (int(v) for v in str(text).split(","))
    except ValueError:
        return None
    return (x, y, w, h) if w > 0 and h > 0 else None


def arrange(board: Any, players: int) -> None:
    """Move, retitle and hide the board's zones for ``players`` (a solo game uses the 1 entries)."""
    for zid, z in list(board.zones.items()):
        props = dict(z.properties)
        changed = False
        at = _rect(props.get(f"at_{players}")) if f"at_{players}" in props else None
        if at is not None:
            changed = True
        prefix = f"at_{players}_"
        for key, value in list(props.items()):
            if key.startswith(prefix) and value not in (None, ""):
                props[key[len(prefix) :]] = value
                changed = True
        only = props.get("players")
        if only is not None and str(players) not in str(only).split(","):
            props["hidden"] = True
            changed = True
        if changed:
            board.zones[zid] = dataclasses.replace(
                z, rect=at or z.rect, polygon=None if at else z.polygon, properties=props
            )


def card_slots(board: Any) -> dict[str, int]:
    """How many card slots the board prints in each zone (its ``card_slots`` property)."""
    out: dict[str, int] = {}
    for zid, z in board.zones.items():
        n = z.prop("card_slots")
        if n in (None, ""):
            continue
        try:
            out[zid] = max(1, int(n))
        except (TypeError, ValueError):
            continue
    return out


class Skin(TableSkin):
    """The Droïdes board: its slots, its pieces' faces and where they lie."""

    face_style = staticmethod(palette.face_style)  # the Droïdes colours, part shapes and icons (ART.md)

    def __init__(self, table: TableView) -> None:
        super().__init__(table)
        self.players = int(getattr(table, "players", 4))
        self.solo = self.players == 1
        self.designed = False  # the designed map, not the automatic layout (``arrange`` says)
        rules = getattr(table, "rules", None) or GAMES.get("droids")
        info = getattr(rules, "card_info", None) or (lambda _face: None)
        self.faces = Faces(palette.styled(info), solo=self.solo)
        self.board_art = BoardArt(self.faces, self.players, {})
        self.piles: dict[str, list[str]] = {}  # stacked zone -> its cards' faces (the stack shows one)
        self.stacks: dict[str, int] = {}  # stacked zone -> how many cards it holds
        teams_fn = getattr(rules, "teams", None)
        got = teams_fn(self.players) if callable(teams_fn) else None
        self.teams = tuple(got) if got is not None else None
        board = getattr(table, "board", None)
        if board is not None:  # arranging twice changes nothing: a table may call the hook too
            self.arrange(board, self.players)

    def arrange(self, board: Any, players: int) -> None:
        """The zones moved, retitled and hidden for ``players`` (once, before the first frame)."""
        self.designed = getattr(board, "source", "auto") != "auto"
        if self.designed:
            arrange(board, players)
            self.board_art.card_slots = card_slots(board)

    def name(self, seat: int) -> str:
        return str(self.table.name(seat))

    def shown_seats(self) -> tuple[int, ...]:
        # the automa has no chair of its own, but its workshop (collection, dealt cards, hand) is
        # on the table: its seat zones are drawn like a player's
        return (AUTOMA,) if self.solo and self.designed else ()

    # ------------------------------------------------------------------ faces and places
    def piece_face(self, kind: str, face: str, size: tuple[int, int]) -> pygame.Surface | None:
        return self.faces.get(kind, face, size) if self.designed else None

    def place(
        self, zone_id: str, zone: Any, placed: list[tuple[Any, pygame.Rect]]
    ) -> list[tuple[Any, pygame.Rect]] | None:
        if not self.designed or zone is None:
            return None
        got = self._place(zone_id, zone, placed)
        for p, r in got if got is not None else placed:
            self.faces.mark(p.face, r.size)
        return got

    def _place(
        self, zone_id: str, zone: Any, placed: list[tuple[Any, pygame.Rect]]
    ) -> list[tuple[Any, pygame.Rect]] | None:
        pieces: list[Piece] = [p for p, _r in placed]
        rect = pygame.Rect(zone.rect)
        sub = zone_id.rsplit(":", 1)[-1]
        seat = seat_of(zone_id)
        if seat is not None:
            if sub in ("collection", "houses"):
                return P.workshop_cards(rect, pieces, self._family)
            if sub in ("drawn", "hand"):
                return P.slotted_cards(rect, pieces, self.board_art.card_slots.get(zone_id, 1))
            if sub == "shed":
                return P.shed(rect, pieces)
            if sub == "extensions":
                shed = self.table.board.zone(zone_id.replace(":extensions", ":shed"))
                return P.extensions(rect, pygame.Rect(shed.rect) if shed is not None else rect, pieces)
            if sub == "markers":
                return P.markers(rect, pieces)
            return None
        if zone_id.endswith(":houses"):
            return P.slotted_cards(rect, pieces, self.board_art.card_slots.get(zone_id, 1), left=True)
        if zone_id.endswith(":discard") or zone_id.startswith("deck:") or zone_id == "discard:interseason":
            self.piles[zone_id] = [p.face for p in pieces]
            self.stacks[zone_id] = P.stack_count(pieces)
            return P.stack(rect, pieces)
        if zone_id.endswith(":tokens"):
            return P.token_strip(rect, pieces)
        return None

    def _family(self, face: str) -> str:
        return str(self.faces.info(face).get("family", ""))

    def count_badge(
        self, kind: str, face: str, rect: pygame.Rect, count: int
    ) -> tuple[tuple[int, int], int] | None:
        if face == "token:extra_cost" and rect.w > rect.h:
            return ((rect.right - 12, rect.centery), 18)
        return None

    def tooltip(self, zone: str, piece: Any) -> str | None:
        info = self.faces.info(piece.face)
        name, text = info.get("name"), info.get("text")
        if not name:
            return None
        head = piece.face.split(":", 1)[0]
        if head == "part" and "/" in piece.label:
            have, _, cap = piece.label.partition("/")
            return tr("droids.board.part_tip", name=name, count=have, cap=cap, text=text or "")
        if head == "token" and piece.label.isdigit():
            house = self.faces.info(f"house:{piece.label}").get("name")
            if house:
                name = tr("droids.board.on_house", name=name, house=house)
        return tr("droids.board.piece_tip", name=name, text=text) if text else str(name)

    # ------------------------------------------------------------------ the board's print
    def draw_static(self, canvas: pygame.Surface) -> None:
        if not self.designed:
            return
        self.board_art.draw_static(
            canvas,
            list(self.table.board.zones.values()),
            self.table.seat_present,
            self.name,
            AUTOMA if self.solo else None,
            self.teams,
        )

    def base_marks(self) -> list[tuple[Any, pygame.Rect]]:
        # each zone's marks (a shed's count, a house's name) read its own pieces; a stack's count
        # and the faces under its top card are its ``place``'s notes (it lays out the top card only)
        def stacked(zid: str, _placed: Any) -> Any:
            return (self.stacks[zid], tuple(self.piles.get(zid, ()))) if zid in self.stacks else None

        return zone_marks(self.table, REACH, stacked) if self.designed else []

    def draw_base(self, canvas: pygame.Surface) -> None:
        if not self.designed:
            return
        self.board_art.draw_base(
            canvas,
            self.table.layout,
            self.table.board.zones,
            self.table.seat_present,
            self.piles,
            self.stacks,
        )
