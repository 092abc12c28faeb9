"""What the Droïdes board prints under and over its pieces.

``draw_static`` (once): each zone as the slot the cardboard has — card outlines for the dealt cards,
the hand, the decks and the houses between players (their captions inside, seen while empty), a
felt mat with a caption for a workshop's repaired droids and built houses, the shed as a board of
four part columns with the strip for their extensions above, the house zones' mats with the two
players who share them, the automa's workshop labelled as the automa's, and a "Team N" tab on each
workshop at four players.

``draw_base`` (whenever the view changes, over the pieces): each shed column's count and capacity
(``2/3`` under the glyph, and a slot per unit of capacity, filled for each part held, the
extension slots in brass), each extension's ``+N``, a discard pile veiled so it never looks
takeable with the communication droids it holds counted under it, and the season a face-down
card or deck is from.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import pygame

from game.core.i18n import has, tr
from game.core.rules import Piece
from scenes import draw, theme
from scenes.games.base import misses_patch
from scenes.games.droids import places as P
from scenes.games.droids.faces import FLOOR, KINDS, LEAF, PAPER, STEEL, Faces
from scenes.table.layout import seat_of

CAPTION = draw.mix(theme.CREAM, theme.BRASS, 0.3)
FAINT = (*theme.CREAM, 70)
MAT = (0, 0, 0, 64)
TITLE_W = 250  # a house zone's title (tools/make_droids_map.py: the tokens strip starts after it)
REACH = 16  # how far past its zone and its pieces a zone's marks go (a stack's edges, a text's shadow)
NAME_SIZE = 22  # the table's seat names on their tabs (scenes/table: the seat strips)


def _dashed_rect(layer: pygame.Surface, rect: pygame.Rect, col: Any, dash: int = 10, width: int = 2) -> None:
    """A card slot's outline, dashed (a place for a card, not a card)."""
    r = pygame.Rect(rect)
    pygame.draw.rect(layer, (0, 0, 0, 40), r, border_radius=max(6, r.w // 12))
    for x in range(r.x + 8, r.right - 8, dash * 2):
        x1 = min(x + dash, r.right - 8)
        pygame.draw.line(layer, col, (x, r.y), (x1, r.y), width)
        pygame.draw.line(layer, col, (x, r.bottom - 1), (x1, r.bottom - 1), width)
    for y in range(r.y + 8, r.bottom - 8, dash * 2):
        y1 = min(y + dash, r.bottom - 8)
        pygame.draw.line(layer, col, (r.x, y), (r.x, y1), width)
        pygame.draw.line(layer, col, (r.right - 1, y), (r.right - 1, y1), width)


def _caption_in(surf: pygame.Surface, text: str, rect: pygame.Rect, size: int = 18) -> None:
    """A slot's caption across its middle (a card laid in the slot covers it), in whole words on at
    most two lines; a caption that does not fit so is left out (the zone's name shows on hover)."""
    for s in range(size, FLOOR - 1, -1):
        lines = _whole_words(text, s, rect.w - 8)
        if lines is not None and len(lines) <= 2:
            break
    else:
        return
    step = s + 4
    y = rect.centery - (len(lines) * step) // 2
    for i, ln in enumerate(lines):
        draw.text(surf, ln, (rect.centerx, y + i * step), s, (*theme.CREAM, 150), "midtop", bold=True)


def _whole_words(text: str, size: int, max_w: int) -> list[str] | None:
    """``text`` in lines of whole words no wider than ``max_w``; None when a word alone is wider."""
    f = draw.font(size, True)
    lines: list[str] = []
    line = ""
    for word in text.split():
        if f.size(word)[0] > max_w:
            return None
        trial = f"{line} {word}" if line else word
        if f.size(trial)[0] <= max_w:
            line = trial
        else:
            lines.append(line)
            line = word
    if line:
        lines.append(line)
    return lines


class BoardArt:
    """The board's print for one table. ``zones`` is the board's zone dict after ``arrange``;
    ``present(zid)`` says whether a zone is at this table; ``name(seat)`` a seat's name."""

    def __init__(self, faces: Faces, players: int, card_slots: dict[str, int]) -> None:
        self.faces = faces
        self.players = players
        self.card_slots = card_slots  # zone id -> how many card slots the board prints there

    # ------------------------------------------------------------------ static
    def draw_static(
        self,
        canvas: pygame.Surface,
        zones: Iterable[Any],
        present: Any,
        name: Any,
        automa: int | None,
        teams: Sequence[int] | None,
    ) -> None:
        zs = [z for z in zones if present(z.id) and not z.prop("hidden") and z.kind != "panel"]
        layer = pygame.Surface(canvas.get_size(), pygame.SRCALPHA)
        if automa is not None:
            self._automa_strip(canvas, [z for z in zs if seat_of(z.id) == automa], name(automa))
        for z in zs:
            r = pygame.Rect(z.rect)
            sub = z.id.rsplit(":", 1)[-1]
            if z.id.endswith(":plate") or z.id == "bench":
                pygame.draw.rect(layer, (0, 0, 0, 72), r, border_radius=14)
                pygame.draw.rect(layer, (*theme.CREAM, 60), r, 2, border_radius=14)
            elif seat_of(z.id) is not None and sub in ("collection", "houses"):
                pygame.draw.rect(layer, MAT, r, border_radius=12)
                pygame.draw.rect(layer, (*theme.CREAM, 46), r, 2, border_radius=12)
            elif seat_of(z.id) is not None and sub == "markers":
                pygame.draw.rect(layer, (0, 0, 0, 36), r, border_radius=12)
                pygame.draw.rect(layer, (*theme.CREAM, 36), r, 1, border_radius=12)
            elif sub == "shed":
                self._shed_board(layer, r)
            elif sub == "extensions":
                shed = next((s for s in zs if s.id == z.id.replace(":extensions", ":shed")), None)
                if shed is not None:
                    for col in P.shed_columns(pygame.Rect(shed.rect[0], r.y, shed.rect[2], r.h + 6)):
                        # where an extension tile goes on this column: a dashed plate with a plus
                        slot = pygame.Rect(col.x + 1, r.y + 3, col.w - 2, r.h - 6)
                        _dashed_rect(layer, slot, (*theme.CREAM, 60), dash=5, width=1)
                        c, a = slot.center, slot.h // 4
                        pygame.draw.line(layer, (*theme.CREAM, 70), (c[0] - a, c[1]), (c[0] + a, c[1]), 2)
                        pygame.draw.line(layer, (*theme.CREAM, 70), (c[0], c[1] - a), (c[0], c[1] + a), 2)
            elif z.id in self.card_slots:
                for cell in self.slot_rects(z):
                    _dashed_rect(layer, cell, FAINT)
        canvas.blit(layer, (0, 0))
        for z in zs:
            r = pygame.Rect(z.rect)
            sub = z.id.rsplit(":", 1)[-1]
            label = z.prop("label")
            text = tr(label) if isinstance(label, str) and label else ""
            if z.id.endswith(":plate"):
                self._plate_title(canvas, z, r, name)
            elif z.id == "bench":
                draw.text(canvas, text, (r.x + 12, r.y + 5), 18, CAPTION, "topleft", r.w - 20, bold=True)
            elif seat_of(z.id) is not None and sub in ("collection", "houses"):
                draw.text(canvas, text, (r.x + 10, r.y), FLOOR, CAPTION, "topleft", r.w - 16, bold=True)
            elif z.id in self.card_slots and text and sub not in ("houses",):
                cells = self.slot_rects(z)
                if cells:
                    _caption_in(canvas, text, cells[0] if len(cells) == 1 else cells[0].unionall(cells[1:]))
        if teams is not None and has("ui.scoring.team"):
            self._team_tabs(canvas, zs, name, teams)

    def slot_rects(self, z: Any) -> list[pygame.Rect]:
        r = pygame.Rect(z.rect)
        n = self.card_slots.get(z.id, 1)
        if z.id.endswith(":discard") or z.id.startswith("deck:") or z.id == "discard:interseason":
            return [P.stack_cell(r)]
        return P.card_slots(r.inflate(-8, -8), n, left=z.id.startswith("zone:"))

    @staticmethod
    def _shed_board(layer: pygame.Surface, r: pygame.Rect) -> None:
        """The shed: a steel board with four column wells."""
        pygame.draw.rect(layer, (*draw.mix(STEEL, (0, 0, 0), 0.55), 200), r, border_radius=12)
        pygame.draw.rect(layer, (*draw.mix(STEEL, PAPER, 0.2), 150), r, 2, border_radius=12)
        for col in P.shed_columns(r):
            pygame.draw.rect(layer, (0, 0, 0, 70), col, border_radius=8)
            ring = pygame.Rect(0, 0, min(P.TOKEN, col.w - 8) + 6, min(P.TOKEN, col.w - 8) + 6)
            ring.midtop = (col.centerx, col.y - 1)
            pygame.draw.ellipse(layer, (*theme.CREAM, 40), ring, 1)

    def _plate_title(self, canvas: pygame.Surface, z: Any, r: pygame.Rect, name: Any) -> None:
        """A house zone's title: the two players who share it (its label when they are unknown)."""
        try:
            a, b = (int(v) for v in z.id.split(":")[1].split("-"))
            title = tr("droids.board.between", a=name(a), b=name(b))
        except (IndexError, ValueError):
            label = z.prop("label")
            title = tr(label) if isinstance(label, str) else ""
        draw.text(
            canvas,
            title,
            (r.x + 12, r.y + 5),
            18,
            theme.CREAM,
            "topleft",
            TITLE_W - 16,
            bold=True,
            shadow=(0, 0, 0),
        )

    def _automa_strip(self, canvas: pygame.Surface, zs: list[Any], label: str) -> None:
        """Solo: the automa's workshop framed in steel (no seat colour: nobody sits there), its tab
        with a robot and its name."""
        if not zs:
            return
        rects = [pygame.Rect(z.rect) for z in zs]
        area = rects[0].unionall(rects[1:]).inflate(16, 16)
        area.y -= 30
        area.h += 30
        layer = pygame.Surface(area.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*STEEL, 40), layer.get_rect(), border_radius=18)
        pygame.draw.rect(layer, (*draw.mix(STEEL, PAPER, 0.4), 170), layer.get_rect(), 2, border_radius=18)
        canvas.blit(layer, area)
        self.faces.icon(canvas, "robot", (area.x + 28, area.y + 21), 26, theme.CREAM)
        draw.text(
            canvas,
            label,
            (area.x + 46, area.y + 21),
            NAME_SIZE,
            theme.CREAM,
            "midleft",
            300,
            bold=True,
            shadow=(0, 0, 0),
        )

    def _team_tabs(self, canvas: pygame.Surface, zs: list[Any], name: Any, teams: Sequence[int]) -> None:
        """The "Team N" tab beside each seat's name on its workshop's tab (where the table writes the name)."""
        by_seat: dict[int, list[pygame.Rect]] = {}
        for z in zs:
            s = seat_of(z.id)
            if s is not None and s < len(teams):
                by_seat.setdefault(s, []).append(pygame.Rect(z.rect))
        for s, rects in sorted(by_seat.items()):
            area = rects[0].unionall(rects[1:]).inflate(16, 16)
            area.y -= 30
            tab_y = area.y + 6 + 15
            x = area.x + 14 + 32 + min(260, draw.font(NAME_SIZE, True).size(name(s))[0]) + 16
            label = tr("ui.scoring.team", n=int(teams[s]) + 1)
            w = draw.font(18, True).size(label)[0] + 22
            tab = pygame.Rect(x, tab_y - 13, w, 26)
            pygame.draw.rect(canvas, theme.WALNUT, tab, border_radius=13)
            pygame.draw.rect(canvas, theme.BRASS, tab, 2, border_radius=13)
            draw.text(canvas, label, tab.center, 18, theme.CREAM, "center", bold=True)

    # ------------------------------------------------------------------ over the pieces
    def draw_base(
        self,
        canvas: pygame.Surface,
        layout: Mapping[str, list[tuple[Piece, pygame.Rect]]],
        zones: dict[str, Any],
        present: Any,
        piles: dict[str, list[str]],
        stacks: dict[str, int],
    ) -> None:
        for zid, placed in layout.items():
            if not present(zid) or misses_patch(canvas, zones.get(zid), placed, REACH):
                continue
            if zid in stacks and placed:
                self._stack(canvas, placed[-1][1], stacks[zid])
            sub = zid.rsplit(":", 1)[-1]
            if sub == "shed":
                z = zones.get(zid)
                if z is not None:
                    self._shed_counts(canvas, pygame.Rect(z.rect), placed)
            elif sub == "extensions":
                for p, r in placed:
                    if p.label:
                        draw.text(
                            canvas,
                            p.label,
                            (r.right - 5, r.centery + 1),
                            18,
                            theme.INK,
                            "midright",
                            bold=True,
                        )
            if zid.endswith(":tokens"):
                for p, r in placed:
                    house = self.faces.info(f"house:{p.label}").get("name") if p.label.isdigit() else None
                    if house:  # the house the tokens lie on
                        right = pygame.Rect(zones[zid].rect).right if zid in zones else r.right + 120
                        draw.text(
                            canvas,
                            str(house),
                            (r.right + 8, r.centery + 1),
                            18,
                            theme.CREAM,
                            "midleft",
                            right - r.right - 10,
                            bold=True,
                            shadow=(0, 0, 0),
                        )
            if zid.endswith(":discard") and placed:
                self._pile(canvas, placed[-1][1])
            if zid in stacks and placed and zid in zones:
                self._stack_foot(
                    canvas,
                    placed[-1][1],
                    pygame.Rect(zones[zid].rect),
                    stacks[zid],
                    piles.get(zid, []),
                    zid.endswith(":discard"),
                )
            for p, r in placed:
                if p.face.startswith("back:season") and zid not in stacks:
                    self._season(canvas, p.face, r)

    def _shed_counts(
        self, canvas: pygame.Surface, rect: pygame.Rect, placed: list[tuple[Piece, pygame.Rect]]
    ) -> None:
        cols = P.shed_columns(rect)
        for p, r in placed:
            kind = P.kind_of_piece(p)
            if kind not in KINDS:
                continue
            col = cols[KINDS.index(kind)]
            try:
                have, cap = (int(v) for v in p.label.split("/"))
            except ValueError:
                continue
            full = have >= cap
            col_ink = theme.BRASS_HOVER if full else theme.CREAM
            draw.text(
                canvas,
                f"{have}/{cap}",
                (col.centerx, r.bottom + 1),
                20,
                col_ink,
                "midtop",
                col.w,
                bold=True,
                shadow=(0, 0, 0),
            )
            self._slots(canvas, col, r.bottom + 27, have, cap, self.faces.part_colour(kind))

    @staticmethod
    def slot_grid(col: pygame.Rect, top: int, cap: int) -> list[tuple[int, int, int]]:
        """Where a column's capacity slots go under its count, as (x, y, diameter) centres: rows of
        three (the base three, then the extensions'), or of four or five, smaller, for a large shed."""
        avail = col.bottom - 2 - top
        for per_row in (3, 4, 5):
            rows = -(-cap // per_row)
            for d in (12, 11, 10, 9, 8):
                gap = 4 if d >= 11 else 3
                if rows * (d + gap) - gap <= avail and per_row * (d + gap) - gap <= col.w - 4:
                    out = []
                    for i in range(cap):
                        row, c = divmod(i, per_row)
                        n_row = min(per_row, cap - row * per_row)
                        x0 = col.centerx - (n_row * d + (n_row - 1) * gap) // 2
                        out.append((x0 + c * (d + gap) + d // 2, top + row * (d + gap) + d // 2, d))
                    return out
        return []

    def _slots(
        self, canvas: pygame.Surface, col: pygame.Rect, y: int, have: int, cap: int, colour: Any
    ) -> None:
        """One slot per unit of capacity, filled for each part held: the base three, then the
        extensions' slots (brass-rimmed)."""
        for i, (x, cy, d) in enumerate(self.slot_grid(col, y, cap)):
            rim = theme.BRASS if i >= 3 else theme.CREAM
            if i < have:
                pygame.draw.circle(canvas, colour, (x, cy), d // 2)
                pygame.draw.circle(canvas, rim, (x, cy), d // 2, 2)
            else:
                pygame.draw.circle(canvas, (0x20, 0x20, 0x20), (x, cy), d // 2)
                pygame.draw.circle(canvas, rim, (x, cy), d // 2, 1)

    @staticmethod
    def _stack(canvas: pygame.Surface, rect: pygame.Rect, count: int) -> None:
        """A stack's edges peeking out above and right of its top card."""
        depth = min(P.STACK_DEPTH, max(0, count - 1))
        edge_col = draw.mix(theme.CREAM, theme.INK, 0.3)
        clip = canvas.get_clip()
        for i in range(depth, 0, -1):
            r = rect.move(3 * i, -3 * i)
            for part in (
                pygame.Rect(r.x, r.y, r.w, rect.y - r.y),
                pygame.Rect(rect.right, r.y, r.right - rect.right, r.h),
            ):
                canvas.set_clip(part.clip(clip))
                pygame.draw.rect(canvas, edge_col, r, border_radius=max(4, r.w // 14))
                pygame.draw.rect(
                    canvas, draw.mix(theme.CREAM, theme.INK, 0.55), r, 1, border_radius=max(4, r.w // 14)
                )
        canvas.set_clip(clip)

    def _stack_foot(
        self,
        canvas: pygame.Surface,
        rect: pygame.Rect,
        zone: pygame.Rect,
        count: int,
        faces: list[str],
        pile: bool,
    ) -> None:
        """Under a stack: how many cards it holds and, under a discard pile, how many communication
        droids are in it (with their family's emblem: they score for the players beside the pile)."""
        comm_face = next((f for f in faces if self.faces.info(f).get("family") == "communication"), None)
        comm = sum(1 for f in faces if self.faces.info(f).get("family") == "communication") if pile else 0
        label = str(count)
        top = faces[-1] if faces else ""
        if top.startswith("back:season"):  # a deck: the season it draws from, printed on its back
            season = str(self.faces.info(top).get("name", ""))
            label = f"{count} · {season}".rstrip(" ·")
            if season and draw.font(18, True).size(label)[0] + 18 > rect.w + 16:
                # too wide for the deck (two decks side by side would overlap): the season goes on
                # the deck's back, the count stays under it
                label = str(count)
                tag = pygame.Rect(0, 0, rect.w - 2, 0)
                tag.h = draw.text_height(season, 18, tag.w - 4, True, 1.1) + 8
                tag.midbottom = (rect.centerx, rect.bottom - 6)
                pygame.draw.rect(canvas, theme.WALNUT, tag, border_radius=8)
                pygame.draw.rect(canvas, draw.mix(theme.CREAM, theme.BRASS, 0.5), tag, 2, border_radius=8)
                draw.text(
                    canvas,
                    season,
                    tag.center,
                    18,
                    theme.CREAM,
                    "center",
                    tag.w - 4,
                    bold=True,
                    wrap_lines=True,
                    line_height=1.1,
                    max_lines=2,
                )
        cw = draw.font(18, True).size(label)[0] + 18
        extra = (22 + draw.font(18, True).size(str(comm))[0] + 14) if comm else 0
        pill = pygame.Rect(0, 0, cw + extra, 26)
        pill.midtop = (rect.centerx, rect.bottom + 2)
        pill.clamp_ip(zone)
        pygame.draw.rect(canvas, theme.WALNUT, pill, border_radius=13)
        pygame.draw.rect(canvas, draw.mix(theme.CREAM, theme.BRASS, 0.5), pill, 2, border_radius=13)
        draw.text(canvas, label, (pill.x + cw // 2, pill.centery), 18, theme.CREAM, "center", bold=True)
        if comm and comm_face is not None:
            info = self.faces.info(comm_face)
            col = tuple(info.get("colour") or (0x7A, 0x52, 0xA0))
            part = pygame.Rect(pill.x + cw, pill.y, extra, pill.h)
            pygame.draw.rect(canvas, col, part, border_radius=13)
            pygame.draw.rect(canvas, theme.CREAM, part, 2, border_radius=13)
            self.faces.icon(canvas, info.get("icon"), (part.x + 15, part.centery), 18, theme.CREAM)
            draw.text(
                canvas, str(comm), (part.right - 9, part.centery + 1), 18, theme.CREAM, "midright", bold=True
            )

    def _pile(self, canvas: pygame.Surface, rect: pygame.Rect) -> None:
        """A discard pile is veiled: nobody takes from it."""
        veil = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(veil, (0x20, 0x1A, 0x14, 110), veil.get_rect(), border_radius=max(4, rect.w // 14))
        canvas.blit(veil, rect)

    def _season(self, canvas: pygame.Surface, face: str, rect: pygame.Rect) -> None:
        """A face-down card's season, printed on its back (as the cardboard's backs show it)."""
        name = str(self.faces.info(face).get("name", ""))
        if not name or rect.w < 50:
            return
        size = FLOOR if draw.font(18, True).size(name)[0] > rect.w - 12 else 18
        tw = draw.font(size, True).size(name)[0]
        if tw > rect.w - 6:
            return
        pill = pygame.Rect(0, 0, tw + 14, size + 10)
        pill.midbottom = (rect.centerx, rect.bottom - 8)
        pygame.draw.rect(canvas, theme.WALNUT, pill, border_radius=pill.h // 2)
        pygame.draw.rect(canvas, LEAF, pill, 2, border_radius=pill.h // 2)
        draw.text(canvas, name, pill.center, size, theme.CREAM, "center", bold=True)
