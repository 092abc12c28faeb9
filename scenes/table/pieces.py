"""Pieces drawn from data at run time: cards, backs, dice, tokens, cubes, meeples, stacks.

Generic over games: a piece is a ``game.core.rules.Piece`` (its ``face`` string, ``kind``, owner).
When the rules module offers ``card_info(face) -> dict`` (name, family, cost, text, points, icon,
colour) a card shows it; otherwise it shows a tidy label made from the face. Every surface is
rendered once and cached by what it depends on, so ``draw`` only blits.
"""

from __future__ import annotations

import math
import zlib
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

import pygame

from game.core.i18n import add_strings, has, tr
from scenes import draw, theme

CARD = (120, 168)
ZOOM = 2.5
ZOOM_MAX_H = 1000  # a zoomed card grows taller for long texts, never past the 1080 canvas
HEADLINE_CHARS = 64  # an effect up to this long is the zoomed card's bold headline
DIE = 56
TOKEN = 44
SHORT_FLOOR = 8  # a card's own short title may shrink this far before it is cut (the zoom)
TEXT_FLOOR = 16  # no text on a piece is drawn smaller (about 11 px in a 1280×720 window)
CHIP_MIN = 23  # a cost chip this big holds its count at the floor size
EMBLEM_MIN = 14  # an emblem disc this big holds its number at the floor size
SMALL_MARKER = 30  # a seat's token smaller than this shows its seat shape big (see _make_token)
ICON_TOKEN_MIN = 20  # a seat's token with an icon of its own shows it down to this size
CARD_KINDS = ("card", "tile")
# An emblem per game for cards that have no icon, points or short name of their own (assets/icons).
GAME_ICON = {
    "droids": "robot",
    "farshore": "lighthouse",
    "new_eden": "sprout",
    "paris": "castle",
    "race": "flag",
}

# Family colours named in ART.md, looked up by a card's ``family`` (lower case).
FAMILY_COLOURS: dict[str, tuple[int, int, int]] = {
    "production": (0x4E, 0x8F, 0x3E),
    "governance": (0x2F, 0x6D, 0xA8),
    "traveller": (0xB8, 0x9A, 0x6A),
    "destination": (0xB0, 0x3A, 0x2E),
    "prosperity": (0x7D, 0x4E, 0x9A),
    "water": (0x2F, 0x80, 0xB8),
    "harvest": (0x5B, 0x9A, 0x3C),
    "collection": (0xD8, 0xB0, 0x2A),
    "market": (0xD0, 0x70, 0x9A),
    "shed": (0x8A, 0x5A, 0x36),
    "communication": (0x7A, 0x52, 0xA0),
    "house": (0x8E, 0x85, 0x7C),
    "tinkerer": (0xD9, 0xB3, 0x2B),
    "brawler": (0xB5, 0x3A, 0x2C),
    "healer": (0x4F, 0x9A, 0x4A),
    "sage": (0x7E, 0x57, 0xA6),
    "farmer": (0x3D, 0x77, 0xB5),
    "wild": (0x2B, 0x2B, 0x2B),
    "slacker": (0x8C, 0x8C, 0x8C),
    "wood": (0x8B, 0x5A, 0x2B),
    "marble": (0xD8, 0xD6, 0xD0),
    "gold": (0xD4, 0xAF, 0x37),
}


add_strings(
    {
        "table.card.cost": "Cost: {cost}",
        "table.card.season": "Season {n}",
        "table.card.caption_season": "{caption} · season {n}",
    }
)

# Little words a short name can drop ("Herbalist of the Jardin des Plantes" → "Herbalist").
FILLERS = frozenset("of the a an and at on in to for with de des du la le les l' d' et au aux".split())


class DrawnText(NamedTuple):
    """One line of text drawn on a piece: its words, font size and weight, and where it went."""

    text: str
    size: int
    bold: bool
    rect: pygame.Rect


def _word_lines(s: str, size: int, max_w: int, bold: bool = False, squeeze: bool = False) -> list[str] | None:
    """``s`` in lines of whole words no wider than ``max_w``. A word wider than a line alone gives
    None, or with ``squeeze`` (small cards) is ellipsized to fit."""
    f = draw.font(size, bold)
    lines: list[str] = []
    line = ""
    for word in s.split():
        if f.size(word)[0] > max_w:
            if not squeeze:
                return None
            word = draw.ellipsize(word, size, max_w, bold)
        trial = f"{line} {word}" if line else word
        if f.size(trial)[0] <= max_w:
            line = trial
        else:
            lines.append(line)
            line = word
    if line:
        lines.append(line)
    return lines


def short_name(name: str, size: int, max_w: int, bold: bool = True) -> str:
    """A name that fits ``max_w`` at ``size`` and still tells the card apart: a numbered name keeps
    its number ("Droid 12" → "12"), others keep their leading meaningful words ("Herbalist of the
    Jardin des Plantes" → "Herbalist"); a single long word is cut with an ellipsis."""
    f = draw.font(size, bold)
    if f.size(name)[0] <= max_w:
        return name
    words = name.split()
    numbered = [wd for wd in words if any(ch.isdigit() for ch in wd)]
    if numbered:
        return draw.ellipsize(numbered[-1], size, max_w, bold)
    meaningful = [wd for wd in words if wd.lower() not in FILLERS] or words
    best = ""
    for wd in meaningful:
        trial = f"{best} {wd}" if best else wd
        if f.size(trial)[0] > max_w:
            break
        best = trial
    return best or draw.ellipsize(meaningful[0], size, max_w, bold)


def _hash(s: str) -> int:
    return zlib.crc32(s.encode("utf-8"))


def family_colour(family: str, fallback: tuple[int, int, int] = theme.BRASS) -> tuple[int, int, int]:
    if not family:
        return fallback
    key = family.lower()
    if key in FAMILY_COLOURS:
        return FAMILY_COLOURS[key]
    for name, col in FAMILY_COLOURS.items():
        if name in key:
            return col
    h = _hash(key)
    hue = h % 360
    c = pygame.Color(0)
    c.hsla = (hue, 42, 42, 100)
    return (c.r, c.g, c.b)


def pretty_face(face: str) -> str:
    """A readable label for a face with no card info: a known message key, else a tidied id."""
    if has(face):
        return tr(face)
    tail = face.split(":")[-1] if ":" in face else face
    tail = tail.replace("_", " ").replace("-", " ")
    return tail[:1].upper() + tail[1:] if tail else "?"


def _rounded_mask(surf: pygame.Surface, radius: int) -> None:
    mask = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)


class PieceArt:
    """Renders and caches piece surfaces for one game at one table.

    ``seat_colours[seat]`` is the colour index a seat chose (theme.SEAT_COLOURS / SEAT_SHAPES).
    ``card_info`` is the rules module's optional ``card_info(face) -> dict``.
    """

    def __init__(
        self, game_id: str, seat_colours: Sequence[int], card_info: Callable[[str], Any] | None = None
    ) -> None:
        self.game_id = game_id
        self.seat_colours = list(seat_colours)
        self.card_info_fn = card_info
        self.world = theme.world(game_id)
        self._cache: dict[tuple[Any, ...], pygame.Surface] = {}
        self._info: dict[str, dict[str, Any]] = {}
        self._texts: dict[tuple[Any, ...], list[DrawnText]] = {}
        self._icons: dict[tuple[Any, ...], list[tuple[str, int, pygame.Rect]]] = {}

    # ------------------------------------------------------------------ helpers
    def colour_index(self, owner: int | None) -> int | None:
        if owner is None:
            return None
        if 0 <= owner < len(self.seat_colours):
            return self.seat_colours[owner]
        return owner

    def info(self, face: str) -> dict[str, Any]:
        got = self._info.get(face)
        if got is not None:
            return got
        data: dict[str, Any] = {}
        if self.card_info_fn is not None:
            try:
                raw = self.card_info_fn(face)
                if isinstance(raw, dict):
                    data = dict(raw)
            except Exception:  # noqa: BLE001 - a face the rules do not know: show a tidy label
                data = {}
        data.setdefault("name", pretty_face(face))
        for key in ("name", "text", "family", "cost", "points"):
            v = data.get(key)
            if isinstance(v, str) and "." in v and has(v):
                data[key] = tr(v)
        self._info[face] = data
        return data

    def _cached(self, key: tuple[Any, ...], make: Callable[[], pygame.Surface]) -> pygame.Surface:
        surf = self._cache.get(key)
        if surf is None:
            if len(self._cache) > 2000:
                self._cache.clear()
                self._texts.clear()
                self._icons.clear()
            surf = make()
            self._cache[key] = surf
        return surf

    # ------------------------------------------------------------------ public
    def surface(
        self,
        kind: str,
        face: str,
        owner: int | None = None,
        size: tuple[int, int] | None = None,
        label: str = "",
    ) -> pygame.Surface:
        """The surface for one piece (no count badge; see ``draw_piece``)."""
        if kind in CARD_KINDS:
            sz = size or CARD
            if face.startswith("back"):
                return self._cached(("back", face, sz), lambda: self._make_back(face, sz))
            return self._cached(("card", face, owner, sz), lambda: self._make_card(face, owner, sz, False))
        if kind == "more":  # placement's "+N" chip for a zone's pieces beyond its room
            sz = size or (TOKEN, TOKEN)
            return self._cached(("more", label, sz), lambda: self._make_more(label, sz))
        if kind == "die":
            d = (size or (DIE, DIE))[0]
            return self._cached(("die", face, owner, d), lambda: self._make_die(face, owner, d))
        d = (size or (TOKEN, TOKEN))[0]
        return self._cached(
            ("tok", kind, face, owner, d, label), lambda: self._make_token(kind, face, owner, d, label)
        )

    def zoomed(self, face: str, owner: int | None = None) -> pygame.Surface:
        """The hover view of a card: ×2.5 with the full text."""
        sz = (int(CARD[0] * ZOOM), int(CARD[1] * ZOOM))
        if face.startswith("back"):
            return self._cached(("back", face, sz), lambda: self._make_back(face, sz))
        return self._cached(("zoom", face, owner), lambda: self._make_card(face, owner, sz, True))

    def _own_icon(self, kind: str, face: str, info: dict[str, Any]) -> str | None:
        """The icon a seat's token shows as itself (its card info's ``icon``, else one its face
        names): a seat's own marker keeps its seat disc, so it has none."""
        if kind not in ("disc", "token") or info.get("shape") in PART_SHAPES:
            return None
        icon = info.get("icon") if isinstance(info.get("icon"), str) else None
        try:
            if icon is not None and draw.assets().has_icon(icon):
                return icon
        except Exception:  # noqa: BLE001 - an icon is a nicety
            return None
        return self._token_icon(face)  # else one the face names ("anchor", "res:wood")

    def _make_icon_token(self, icon: str, ci: int, d: int) -> pygame.Surface:
        """A seat's token drawn as itself: its icon on a light disc, the seat's colour as the rim and
        its shape as a small flag (ART.md: the seat colour marks whose it is, never what it is)."""
        surf = pygame.Surface((d, d), pygame.SRCALPHA)
        c = (d // 2, d // 2)
        seat = theme.seat_colour(ci)
        body = draw.mix(self.world["accent"], theme.CREAM, 0.7)
        pygame.draw.circle(surf, draw.mix(seat, (0, 0, 0), 0.45), (c[0], c[1] + 2), d // 2 - 1)
        pygame.draw.circle(surf, seat, (c[0], c[1] - 1), d // 2 - 2)
        pygame.draw.circle(surf, body, (c[0], c[1] - 1), d // 2 - 2 - max(3, d // 10))
        ic = draw.assets().icon(icon, int(d * 0.52), theme.INK)
        surf.blit(ic, ic.get_rect(center=(c[0], c[1] - 1)))
        draw.shape(surf, theme.seat_shape(ci), (d - d // 6, d // 6 + 1), max(4, d // 9), seat, theme.INK, 1)
        return surf

    def bare_seat_disc(
        self, kind: str, face: str, owner: int | None, label: str = "", d: int = TOKEN
    ) -> bool:
        """Whether the art draws this piece as nothing but its seat's disc (colour and shape): a
        seat-owned disc, token or marker with no family and no part of its own (see ``_make_token``).
        Only a seat's own marker should look like that; anything else needs a face of its own."""
        if kind not in ("disc", "token", "marker") or self.colour_index(owner) is None:
            return False
        info = self.info(face) if self.card_info_fn is not None else {}
        fam = str(info.get("family", "") or "").lower()
        if kind == "token" and fam in FAMILY_COLOURS:
            return False
        if self._own_icon(kind, face, info) is not None and d >= ICON_TOKEN_MIN:
            return False
        return info.get("shape") not in PART_SHAPES

    def size_of(self, kind: str) -> tuple[int, int]:
        if kind in CARD_KINDS:
            return CARD
        if kind == "die":
            return (DIE, DIE)
        return (TOKEN, TOKEN)

    def draw_piece(
        self,
        canvas: pygame.Surface,
        kind: str,
        face: str,
        rect: pygame.Rect,
        owner: int | None = None,
        count: int = 1,
        label: str = "",
        alpha: int = 255,
        shadow: bool = True,
    ) -> None:
        """Blit a piece scaled to ``rect``, with its soft shadow and a stack count badge. A card or
        tile labelled ``face_down`` shows its back."""
        if label == "face_down" and kind in CARD_KINDS:
            face = "back:" + face
        size = (rect.w, rect.h)
        surf = self.surface(kind, face, owner, size, label)
        if count > 1 and kind in CARD_KINDS:
            depth = min(4, count - 1)
            edge = self._cached(("edge", size), lambda: self._make_edge(size))
            for i in range(depth, 0, -1):
                canvas.blit(edge, rect.move(i * 3, -i * 3))
        if shadow:
            radius = max(4, int(rect.w * 0.07)) if kind in CARD_KINDS else rect.w // 2
            sh = draw.shadow_surface(size, radius, 8, 0x60)
            if alpha < 255:
                sh = sh.copy()
                sh.set_alpha(alpha)
            canvas.blit(sh, (rect.x - 16 + 2, rect.y - 16 + 5))
        rec = draw.recorder()
        if rec is not None:
            rec.moved(surf, rect.topleft, canvas)
        if alpha < 255:
            surf = surf.copy()
            surf.set_alpha(alpha)
        canvas.blit(surf, rect)
        if count > 1:
            draw.badge(canvas, (rect.right - 6, rect.top + 6), str(count), theme.INK, theme.CREAM, 20)

    # ------------------------------------------------------------------ cards
    def texts_of(
        self, face: str, owner: int | None = None, size: tuple[int, int] | None = None, full: bool = False
    ) -> list[DrawnText]:
        """Every line of text the card face drew, where, and at what font (renders it if needed).

        Tests use it to check that nothing is cut off or drawn past the card's edge."""
        if full:
            self.zoomed(face, owner)
            key: tuple[Any, ...] = ("zoom", face, owner)
        else:
            sz = size or CARD
            self.surface("card", face, owner, sz)
            key = ("card", face, owner, sz)
        return list(self._texts.get(key, []))

    def _make_card(self, face: str, owner: int | None, size: tuple[int, int], full: bool) -> pygame.Surface:
        info = self.info(face)
        rec: list[DrawnText] = []
        if full:
            surf = self._make_zoom(face, owner, info, rec)
            self._texts[("zoom", face, owner)] = rec
        else:
            surf = self._make_small(face, owner, size, info, rec)
            self._texts[("card", face, owner, size)] = rec
        return surf

    # -- shared pieces of a card face
    def _band_colour(self, info: dict[str, Any]) -> tuple[int, int, int]:
        col = info.get("colour")
        if isinstance(col, (tuple, list)) and len(col) >= 3:
            return (int(col[0]), int(col[1]), int(col[2]))
        return family_colour(str(info.get("family", "") or ""), self.world["accent"])

    @staticmethod
    def _paper(face: str, size: tuple[int, int]) -> pygame.Surface:
        w, h = size
        surf = pygame.Surface(size, pygame.SRCALPHA)
        surf.fill(theme.CREAM)
        h0 = _hash(face)  # paper grain: a few faint lines, deterministic per face
        for i in range(6):
            y = (h0 >> (i * 4)) % max(1, h)
            pygame.draw.line(surf, draw.mix(theme.CREAM, theme.INK_SOFT, 0.05), (0, y), (w, y), 1)
        return surf

    @staticmethod
    def _finish(surf: pygame.Surface, k: float) -> pygame.Surface:
        radius = max(4, int(surf.get_width() * 0.07))
        pygame.draw.rect(
            surf,
            draw.mix(theme.CREAM, theme.INK, 0.35),
            surf.get_rect(),
            max(1, int(2 * k)),
            border_radius=radius,
        )
        _rounded_mask(surf, radius)
        return surf

    @staticmethod
    def _put(
        surf: pygame.Surface,
        rec: list[DrawnText],
        s: str,
        size: int,
        colour: Any,
        pos: tuple[float, float],
        anchor: str = "center",
        bold: bool = False,
        full: str | None = None,
    ) -> pygame.Rect:
        """One line of text, measured with the font it is drawn with, and recorded (``full``: the
        whole text this line is cut from, when it is)."""
        img = draw.render(s, size, colour, bold)
        r = img.get_rect()
        setattr(r, anchor, (int(pos[0]), int(pos[1])))
        surf.blit(img, r)
        rec.append(DrawnText(s, size, bold, pygame.Rect(r)))
        draw.note_text(surf, s, size, bold, r, full)
        return r

    @staticmethod
    def _fit_name(
        name: str, max_w: int, big: int, floor: int, two_lines: bool, short: str = ""
    ) -> tuple[list[str], int]:
        """The name as one line (shrunk a little if needed), else two lines of whole words when the
        band may grow, else the card's own short title (``card_info``'s ``short``: a Paris building
        shows its type, not "Batig…"), else a short form that still names the card (``short_name``)."""
        for s in range(big, floor - 1, -1):
            if draw.font(s, True).size(name)[0] <= max_w:
                return [name], s
        if two_lines and len(name.split()) > 1:
            for s in range(big, floor - 1, -1):
                lines = _word_lines(name, s, max_w, True)
                if lines is not None and len(lines) <= 2:
                    return lines, s
        if short:
            for s in range(big, min(floor, SHORT_FLOOR) - 1, -1):
                if draw.font(s, True).size(short)[0] <= max_w:
                    return [short], s
            return [short_name(short, floor, max_w)], floor
        return [short_name(name, floor, max_w)], floor

    def _cost_kind(self, info: dict[str, Any], coin_d: int, floor: int) -> tuple[str, Any]:
        """How a card shows its cost: ``parts`` (a column of part counts), ``coin`` (a short cost in
        the corner coin), ``pill`` (a longer one on a rounded label) or ``none``."""
        parts = info.get("cost_parts")
        if isinstance(parts, (list, tuple)) and parts:
            good = [(str(p[0]), int(p[1])) for p in parts if isinstance(p, (list, tuple)) and len(p) == 2]
            if good:
                return "parts", good
        cost = info.get("cost")
        if cost in (None, "", 0):
            return "none", None
        s = str(cost)
        if draw.font(floor, True).size(s)[0] <= coin_d * 0.8:
            return "coin", s
        return "pill", s

    def _part_colour(self, kind: str) -> tuple[int, int, int]:
        """A part's colour: what the rules say of its ``part:<kind>`` piece, else a family colour."""
        got = self.info(f"part:{kind}") if self.card_info_fn is not None else {}
        col = got.get("colour")
        if isinstance(col, (tuple, list)) and len(col) >= 3:
            return (int(col[0]), int(col[1]), int(col[2]))
        return family_colour(kind, (0x7F, 0x8C, 0x8D))

    def _part_chip(
        self, surf: pygame.Surface, rec: list[DrawnText], centre: tuple[int, int], d: int, kind: str, n: int
    ) -> None:
        col = self._part_colour(kind)
        r = max(3, d // 2)
        shape = self._part_shape(kind)
        ink = theme.INK if sum(col) > 420 else theme.CREAM
        if shape is None:
            pygame.draw.circle(surf, draw.mix(col, (0, 0, 0), 0.45), (centre[0], centre[1] + 1), r)
            pygame.draw.circle(surf, col, centre, r)
            pygame.draw.circle(surf, draw.mix(col, (255, 255, 255), 0.35), centre, r, max(1, d // 12))
            self._put(
                surf,
                rec,
                str(n),
                max(TEXT_FLOOR, int(d * 0.72)),
                ink,
                (centre[0], centre[1] + 1),
                "center",
                True,
            )
            return
        # the part's own silhouette (colour is never the only cue), its count on it
        draw_part_glyph(surf, shape, centre, d / 2 + (1 if shape == "battery" else 0), col, count=True)
        ty = centre[1] + (max(1, d // 7) if shape in ("drop", "battery") else 0) + 1
        self._put(surf, rec, str(n), max(TEXT_FLOOR, int(d * 0.62)), ink, (centre[0], ty), "center", True)

    def _part_runs(
        self,
        surf: pygame.Surface,
        icons: list[tuple[str, int, pygame.Rect]],
        cost: list[tuple[str, int]],
        room: pygame.Rect,
    ) -> int:
        """A cost with no room for its counts as readable text: a row per part, the part's glyph as
        many times as it costs (as cardboard prints "2 oil" as two drops). Returns the rows' bottom."""
        most = max(n for _k, n in cost)
        g = max(7, min(14, (room.w - 2) // max(1, most) - 1, room.h // max(1, len(cost)) - 2))
        y = room.y + g // 2
        for pk, pn in cost:
            col = self._part_colour(pk)
            shape = self._part_shape(pk)
            x0 = room.centerx - (pn * (g + 1) - 1) // 2 + g // 2
            for i in range(pn):
                c = (x0 + i * (g + 1), y)
                if shape is None:
                    pygame.draw.circle(surf, draw.mix(col, (0, 0, 0), 0.45), c, g // 2)
                    pygame.draw.circle(surf, col, c, g // 2 - 1)
                else:
                    draw_part_glyph(surf, shape, c, g / 2, col, shadow=False)
            icons.append((pk, pn, pygame.Rect(x0 - g // 2, y - g // 2, pn * (g + 1) - 1, g)))
            y += g + 2
        return y - g // 2

    def icons_of(
        self, face: str, owner: int | None = None, size: tuple[int, int] | None = None
    ) -> list[tuple[str, int, pygame.Rect]]:
        """The cost drawn as runs of part glyphs on a small card (``_part_runs``): (part, count, rect)."""
        sz = size or CARD
        self.surface("card", face, owner, sz)
        return list(self._icons.get(("card", face, owner, sz), []))

    def _part_shape(self, kind: str) -> str | None:
        """A part's glyph: what the rules say of its ``part:<kind>`` piece (``shape``), else None."""
        got = self.info(f"part:{kind}") if self.card_info_fn is not None else {}
        shape = got.get("shape")
        return shape if shape in PART_SHAPES else None

    def _coin(
        self, surf: pygame.Surface, rec: list[DrawnText], c: tuple[int, int], r: int, s: str, k: float
    ) -> None:
        pygame.draw.circle(surf, theme.BRASS, c, r)
        pygame.draw.circle(surf, draw.mix(theme.BRASS, (0, 0, 0), 0.4), c, r, max(1, int(2 * k)))
        size = max(TEXT_FLOOR, int(r * 1.1))
        while size > TEXT_FLOOR and draw.font(size, True).size(s)[0] > r * 1.7:
            size -= 1
        self._put(surf, rec, s, size, theme.INK, c, "center", True)

    def _pill(
        self,
        surf: pygame.Surface,
        rec: list[DrawnText],
        topleft: tuple[int, int],
        max_w: int,
        s: str,
        size: int,
    ) -> pygame.Rect:
        """A cost too long for the coin: a brass label no wider than ``max_w`` (ellipsized)."""
        padx = max(3, size // 3)
        s = draw.ellipsize(s, size, max(8, max_w - 2 * padx), True)
        tw, th = draw.font(size, True).size(s)
        box = pygame.Rect(topleft[0], topleft[1], min(max_w, tw + 2 * padx), th + 2)
        pygame.draw.rect(surf, theme.BRASS, box, border_radius=box.h // 2)
        pygame.draw.rect(surf, draw.mix(theme.BRASS, (0, 0, 0), 0.4), box, 1, border_radius=box.h // 2)
        self._put(surf, rec, s, size, theme.INK, box.center, "center", True)
        return box

    def _emblem(
        self,
        surf: pygame.Surface,
        rec: list[DrawnText],
        info: dict[str, Any],
        band: tuple[int, int, int],
        c: tuple[int, int],
        r: int,
    ) -> bool:
        """The disc in the middle: the card's icon, else its big number or short name. True when an
        icon was drawn (the points then go in the corner)."""
        name = str(info.get("name", ""))
        points = info.get("points", info.get("value"))
        icon_name = info.get("icon") if isinstance(info.get("icon"), str) else None
        short = name if len(name) <= 3 else ""
        if icon_name is None and points in (None, "") and not short:
            icon_name = GAME_ICON.get(self.game_id)
        ring = max(2, r // 15)
        part = info.get("shape")
        if part in PART_SHAPES:
            pygame.draw.circle(surf, draw.mix(band, theme.CREAM, 0.8), c, r)
            pygame.draw.circle(surf, draw.mix(band, (0, 0, 0), 0.2), c, r, ring)
            draw_part_glyph(surf, str(part), c, r * 0.62, band)
            return True
        if icon_name is not None:
            try:
                a = draw.assets()
                if a.has_icon(icon_name):
                    pygame.draw.circle(surf, draw.mix(band, theme.CREAM, 0.8), c, r)
                    pygame.draw.circle(surf, band, c, r, ring)
                    ic = a.icon(icon_name, int(r * 1.27), draw.mix(band, (0, 0, 0), 0.35))
                    surf.blit(ic, ic.get_rect(center=c))
                    return True
            except Exception:  # noqa: BLE001 - an icon is a nicety
                pass
        big = str(points) if points not in (None, "") else (short or name[:2])
        if big:
            pygame.draw.circle(surf, draw.mix(band, theme.CREAM, 0.75), c, r)
            pygame.draw.circle(surf, band, c, r, ring)
            size = max(TEXT_FLOOR, int(r * 1.13))
            while size > TEXT_FLOOR and draw.font(size, True).size(big)[0] > r * 1.7:
                size -= 1
            self._put(surf, rec, big, size, theme.INK, (c[0], c[1] + 1), "center", True)
        return False

    @staticmethod
    def _caption(info: dict[str, Any]) -> str:
        cap = info.get("type") if isinstance(info.get("type"), str) else None
        if not cap:
            cap = str(info.get("family_name") or info.get("family") or "")
        return cap[:1].upper() + cap[1:]

    # -- the table-size card
    def _fit_small_name(
        self, name: str, short: str, max_w: int, big: int, max_lines: int
    ) -> tuple[list[str], int]:
        """The name on a table-size card, never under ``TEXT_FLOOR``: one line, else whole words on
        up to ``max_lines`` lines, else the card's own short title, else a short form that still
        names the card (``short_name``; the zoom then gives it whole)."""
        sizes = range(max(TEXT_FLOOR, big), TEXT_FLOOR - 1, -1)
        for size in sizes:
            if draw.font(size, True).size(name)[0] <= max_w:
                return [name], size
        if max_lines > 1 and len(name.split()) > 1:
            for size in sizes:
                lines = _word_lines(name, size, max_w, True)
                if lines is not None and len(lines) <= max_lines:
                    return lines, size
        if short and draw.font(TEXT_FLOOR, True).size(short)[0] <= max_w:
            return [short], TEXT_FLOOR
        got = short_name(short or name, TEXT_FLOOR, max_w)
        if (
            got.endswith("…") and len(got.rstrip("…").strip()) < 2
        ):  # no room for a word: the band's colour alone (the zoom names it)
            return [], TEXT_FLOOR
        return [got], TEXT_FLOOR

    def _make_small(
        self, face: str, owner: int | None, size: tuple[int, int], info: dict[str, Any], rec: list[DrawnText]
    ) -> pygame.Surface:
        """A card at table size: its name whole in the band (wrapped, never under ``TEXT_FLOOR``), its
        cost by resource, its points and emblem; the effect and the caption only where they fit whole
        at a readable size. What has no room is in the zoom."""
        w, h = size
        k = w / CARD[0]
        pad = max(3, round(6 * k))
        band = self._band_colour(info)
        band_ink = theme.INK if sum(band) > 420 else theme.CREAM
        surf = self._paper(face, size)
        icons: list[tuple[str, int, pygame.Rect]] = []
        self._icons[("card", face, owner, size)] = icons
        name = str(info.get("name", ""))
        short = info.get("short") if isinstance(info.get("short"), str) else ""
        max_lines = 3 if w >= 70 and h >= 100 else 2 if h >= 60 else 1
        lines, nsize = self._fit_small_name(name, str(short or ""), w - 2 * pad, int(17 * k), max_lines)
        step = draw.font(nsize, True).get_linesize() - 2
        band_h = max(int(h * 0.18), len(lines) * step + max(3, int(5 * k)))
        pygame.draw.rect(surf, band, (0, 0, w, band_h))
        pygame.draw.line(surf, draw.mix(band, (0, 0, 0), 0.3), (0, band_h), (w, band_h), max(1, int(k)))
        whole = " ".join(name.split())
        cut = " ".join(lines) != whole
        top = band_h // 2 - (len(lines) * step) // 2
        for i, ln in enumerate(lines):
            self._put(
                surf,
                rec,
                ln,
                nsize,
                band_ink,
                (w // 2, top + i * step + step // 2),
                "center",
                True,
                full=name if cut else None,
            )
        gap = max(2, int(5 * k))
        lo = band_h + gap
        foot = h - max(3, int(5 * k))
        # the cost: a column of part counts (a row when the column has no room), a corner coin, a pill
        kind, cost = self._cost_kind(info, int(30 * k), TEXT_FLOOR)
        left = pad  # where the room right of a cost column starts
        col_bottom = lo  # and where the column ends
        coin_r = max(15, int(14 * k))
        if kind == "parts":
            n = len(cost)
            g = max(1, int(2 * k))
            d = max(CHIP_MIN, min(int(26 * k), (foot - lo - (n - 1) * g) // max(1, n)))
            if n * d + (n - 1) * g <= foot - lo and d + pad < w // 2:
                y = lo + d // 2
                for pk, pn in cost:
                    self._part_chip(surf, rec, (pad + d // 2, y), d, pk, pn)
                    y += d + g
                left = pad + d + g
                col_bottom = y - d // 2 - g
            elif n * d + (n - 1) * g <= w - 2 * pad and lo + d <= foot:
                x = w // 2 - (n * d + (n - 1) * g) // 2 + d // 2
                for pk, pn in cost:
                    self._part_chip(surf, rec, (x, lo + d // 2), d, pk, pn)
                    x += d + g
                lo += d + gap
                col_bottom = lo
            else:  # no room for counts at a readable size: each part as many times as it costs
                lo = self._part_runs(surf, icons, cost, pygame.Rect(pad, lo, w - 2 * pad, foot - lo)) + gap
                col_bottom = lo
        elif kind == "coin" and (2 * coin_r + pad > w // 2 or lo + 2 * coin_r > foot):
            kind = "pill"
        if kind == "pill":
            tw = draw.font(TEXT_FLOOR, True).size(str(cost))[0] + 2 * max(3, TEXT_FLOOR // 3)
            if tw <= w - 2 * pad and lo + TEXT_FLOOR + 4 <= foot:
                self._pill(surf, rec, (pad, lo), w - 2 * pad, str(cost), TEXT_FLOOR)
                lo += draw.font(TEXT_FLOOR, True).get_height() + 2 + gap
                col_bottom = lo
        if kind == "coin":
            col_bottom = lo + 2 * coin_r
        # from the foot up: the caption, the effect above it, the emblem in what is left — each only
        # when it fits whole at a readable size (the zoom says the rest)
        points = info.get("points", info.get("value"))
        text = str(info.get("text", "") or "")
        tsize = max(TEXT_FLOOR, int(13 * k))
        tstep = int(tsize * 1.15)
        th1 = draw.font(tsize).get_height()
        cap = self._caption(info)
        cap_size = max(TEXT_FLOOR, int(12 * k))
        cap_h = draw.font(cap_size).get_linesize()
        need = 2 * EMBLEM_MIN + 2  # the emblem's least room
        show_cap = bool(cap) and w >= 90 and draw.font(cap_size).size(cap)[0] <= w - 2 * pad - int(16 * k)
        bottom = foot - (cap_h if show_cap else 0)
        tlines: list[str] = []
        text_x = (pad, w - pad)
        if text:
            for x0 in (pad, left) if left > pad else (pad,):
                got = _word_lines(text, tsize, w - pad - x0)
                if got is None:
                    continue
                top_at = bottom - (tstep * (len(got) - 1) + th1)
                clear = top_at >= col_bottom + gap or x0 >= left
                if clear and top_at - gap - lo >= need:
                    tlines, text_x = got, (x0, w - pad)
                    break
        text_top = bottom - (tstep * (len(tlines) - 1) + th1) if tlines else bottom
        if show_cap and not tlines and bottom - lo < need + 8:
            show_cap, bottom, text_top = False, foot, foot
        hi = (text_top - gap) if tlines else bottom - (gap if show_cap else 0)
        room_w = w - pad - left
        r = min(
            max(EMBLEM_MIN, int(27 * k), min(int(w * 0.3), (hi - lo) // 2 - 1)), (hi - lo) // 2, room_w // 2
        )
        drew_icon = False
        if r >= EMBLEM_MIN:
            cx = max(w // 2, left + r + 1) if left > pad else w // 2
            cx = min(cx, w - pad - r)
            drew_icon = self._emblem(surf, rec, info, band, (cx, (lo + hi) // 2), r)
        if kind == "coin":
            self._coin(surf, rec, (pad + coin_r - int(2 * k), lo + coin_r), coin_r, str(cost), k)
        if points not in (None, "") and (drew_icon or r < EMBLEM_MIN):
            psize = max(TEXT_FLOOR, int(20 * k))
            pw, ph = draw.font(psize, True).size(str(points))
            py = lo - 1
            if pw <= w // 2 - pad and py + ph <= h:
                self._put(surf, rec, str(points), psize, theme.INK, (w - pad, py), "topright", True)
        mid = (text_x[0] + text_x[1]) // 2
        for i, ln in enumerate(tlines):
            self._put(surf, rec, ln, tsize, theme.INK, (mid, text_top + i * tstep), "midtop")
        if show_cap:
            self._put(surf, rec, cap, cap_size, theme.INK_SOFT, (w // 2, foot), "midbottom")
        ci = self.colour_index(owner)
        if ci is not None:
            draw.seat_marker(surf, (w - int(12 * k), h - int(12 * k)), max(4, 6 * k), ci, outline=theme.INK)
        return self._finish(surf, k)

    # -- the zoomed card: everything the rules say about it, legibly
    def _zoom_blocks(self, info: dict[str, Any], coin: bool) -> list[tuple[str, str]]:
        """The body of the zoomed card as (style, text) blocks: the effect at a glance, the full
        rules text, the cost in words, the dismantle yield, a tip."""
        text = str(info.get("text", "") or "").strip()
        effect = str(info.get("effect", "") or "").strip()
        more = str(info.get("more", "") or "").strip()
        dismantle = str(info.get("dismantle", "") or "").strip()
        tip = str(info.get("tip", "") or "").strip()
        head = effect or text
        if effect and dismantle:
            pass  # ``text`` is effect + dismantle: shown as two blocks instead
        elif effect and text and text != effect:
            more = (text + "\n" + more).strip() if text not in more else more
        blocks: list[tuple[str, str]] = []
        if head:  # a short effect is the card's headline; a long one reads better as plain text
            blocks.append(("head" if len(head) <= HEADLINE_CHARS else "body", head))
        if more:
            keep = []
            for line in more.split("\n"):
                line = line.strip()
                if head and line.endswith(head):  # "Gull Rock (closed) The tide has closed…"
                    line = line[: -len(head)].strip()
                if line and line != head:
                    keep.append(line)
            if keep:
                blocks.append(("body", "\n".join(keep)))
        cost_text = str(info.get("cost_text", "") or "").strip()
        cost = str(info.get("cost", "") or "").strip()
        words = cost_text if cost_text and cost_text != cost else ("" if coin else cost)
        if not words and coin and cost and not cost.isdigit() and cost_text:
            words = cost_text
        said = " ".join(b[1] for b in blocks)
        if words and words not in said:
            blocks.append(("cost", tr("table.card.cost", cost=words)))
        if dismantle and dismantle not in said:
            blocks.append(("box", dismantle))
        if tip and not blocks:
            blocks.append(("head", tip))
        elif tip and tip not in said:
            blocks.append(("body", tip))
        return blocks

    def _make_zoom(
        self, face: str, owner: int | None, info: dict[str, Any], rec: list[DrawnText]
    ) -> pygame.Surface:
        w = int(CARD[0] * ZOOM)
        base_h = int(CARD[1] * ZOOM)
        k = ZOOM
        pad = 16
        band = self._band_colour(info)
        band_ink = theme.INK if sum(band) > 420 else theme.CREAM
        name = str(info.get("name", ""))
        whole = " ".join(name.split())
        lines, nsize = self._fit_name(name, w - 2 * pad, 30, 24, True)
        if " ".join(lines) != whole:
            lines, nsize = self._fit_name(name, w - 2 * pad, 23, 18, True)
        if " ".join(lines) != whole:  # a very long name: wrap it whole, never cut it
            nsize = 18
            lines = draw.wrap(name, nsize, w - 2 * pad, True)
        nstep = draw.font(nsize, True).get_linesize()
        band_h = max(int(base_h * 0.2), len(lines) * nstep + 16)
        # header under the band: cost (coin or part column) left, emblem centre, points right
        kind, cost = self._cost_kind(info, 60, 12)
        y0 = band_h + 12
        r = 40
        chip = 26
        col_h = (len(cost) * chip + (len(cost) - 1) * 4) if kind == "parts" else 0
        header_h = max(2 * r, col_h)
        body_top = y0 + header_h + 14
        blocks = self._zoom_blocks(info, kind == "coin")
        cap = self._caption(info)
        season = info.get("season")
        if isinstance(season, int) and not isinstance(season, bool) and season > 0:
            cap = (
                tr("table.card.caption_season", caption=cap, n=season)
                if cap
                else tr("table.card.season", n=season)
            )
        cap_size = 18
        cap_h = draw.font(cap_size).get_linesize() + 8 if cap else 0
        inner = w - 2 * pad
        box_pad = 10

        def measure(s1: int, s2: int) -> tuple[int, list[tuple[str, int, bool, list[str], int]]]:
            out = []
            total = 0
            for i, (style, s) in enumerate(blocks):
                size, bold = (s1, True) if style == "head" else (s2, False)
                width = inner - 2 * box_pad if style == "box" else inner
                wl = draw.wrap(s, size, width, bold)
                step = int(size * 1.22)
                hh = step * (len(wl) - 1) + draw.font(size, bold).get_height()
                if style == "box":
                    hh += 2 * box_pad - 4
                gap = 0 if i == 0 else (14 if style in ("body", "box") and blocks[i - 1][0] == "head" else 10)
                total += gap + hh
                out.append((style, size, bold, wl, gap))
            return total, out

        h = base_h
        plan = None
        for s1, s2 in ((24, 21), (22, 20), (21, 19), (20, 18)):
            total, laid = measure(s1, s2)
            if body_top + total + cap_h + pad <= base_h:
                plan = laid
                break
        if plan is None:  # still too long: a taller card at a comfortable size (shrinks only if huge)
            for s1, s2 in ((20, 18), (18, 17), (17, 16), (16, 16)):
                total, plan = measure(s1, s2)
                h = body_top + total + cap_h + pad
                if h <= ZOOM_MAX_H:
                    break
            h = min(max(h, base_h), ZOOM_MAX_H)
        surf = self._paper(face, (w, h))
        pygame.draw.rect(surf, band, (0, 0, w, band_h))
        pygame.draw.line(surf, draw.mix(band, (0, 0, 0), 0.3), (0, band_h), (w, band_h), 3)
        top = band_h // 2 - (len(lines) * nstep) // 2
        for i, ln in enumerate(lines):
            self._put(surf, rec, ln, nsize, band_ink, (w // 2, top + i * nstep + nstep // 2), "center", True)
        drew_icon = self._emblem(surf, rec, info, band, (w // 2, y0 + header_h // 2), r)
        if kind == "coin":
            self._coin(surf, rec, (pad + 30, y0 + 30), 30, cost, k)
        elif kind == "parts":
            y = y0 + chip // 2 + (header_h - col_h) // 2
            for pk, pn in cost:
                self._part_chip(surf, rec, (pad + chip // 2, y), chip, pk, pn)
                y += chip + 4
        points = info.get("points", info.get("value"))
        if drew_icon and points not in (None, ""):
            self._put(surf, rec, str(points), 44, theme.INK, (w - pad, y0 - 4), "topright", True)
        y = body_top
        soft = draw.mix(band, theme.CREAM, 0.82)
        for style, size, bold, wl, gap in plan or []:
            y += gap
            step = int(size * 1.22)
            if style == "box":
                bh = step * (len(wl) - 1) + draw.font(size).get_height() + 2 * box_pad - 4
                box = pygame.Rect(pad, y, inner, bh)
                pygame.draw.rect(surf, soft, box, border_radius=10)
                pygame.draw.rect(surf, draw.mix(band, theme.CREAM, 0.45), box, 2, border_radius=10)
                ty = y + box_pad - 2
                for i, ln in enumerate(wl):
                    self._put(surf, rec, ln, size, theme.INK, (pad + box_pad, ty + i * step), "topleft")
                y += bh
                continue
            if style == "body" and gap == 14:  # a thin rule between the glance line and the rules
                pygame.draw.line(
                    surf, draw.mix(band, theme.CREAM, 0.5), (w // 2 - 40, y - 8), (w // 2 + 40, y - 8), 2
                )
            colour = theme.INK_SOFT if style == "cost" else theme.INK
            for i, ln in enumerate(wl):
                if style == "head":
                    self._put(surf, rec, ln, size, colour, (w // 2, y + i * step), "midtop", bold)
                else:
                    self._put(surf, rec, ln, size, colour, (pad, y + i * step), "topleft", bold)
            y += step * (len(wl) - 1) + draw.font(size, bold).get_height()
        if cap:
            cap = draw.ellipsize(cap, cap_size, inner)
            self._put(surf, rec, cap, cap_size, theme.INK_SOFT, (w // 2, h - 10), "midbottom")
        return self._finish(surf, k)

    def _make_back(self, face: str, size: tuple[int, int]) -> pygame.Surface:
        w, h = size
        radius = max(4, int(w * 0.07))
        base = draw.mix(self.world["dark"], theme.WALNUT, 0.25)
        deck = face.split(":", 1)[1] if ":" in face else ""
        tint = family_colour(deck, self.world["accent"]) if deck else self.world["accent"]
        surf = pygame.Surface(size, pygame.SRCALPHA)
        surf.fill(base)
        step = max(8, w // 8)
        line = draw.mix(base, tint, 0.35)
        for i in range(-h, w + h, step):  # a woven diagonal lattice
            pygame.draw.line(surf, line, (i, 0), (i + h, h), 1)
            pygame.draw.line(surf, line, (i, h), (i + h, 0), 1)
        inset = surf.get_rect().inflate(-int(w * 0.14), -int(w * 0.14))
        pygame.draw.rect(surf, tint, inset, max(2, w // 40), border_radius=max(2, radius - 3))
        draw.shape(
            surf, "diamond", inset.center, w * 0.24, draw.mix(base, theme.CREAM, 0.12), tint, max(2, w // 40)
        )
        emblem = GAME_ICON.get(self.game_id)
        drew = False
        if emblem is not None and w >= 60:
            try:
                a = draw.assets()
                if a.has_icon(emblem):
                    ic = a.icon(emblem, int(w * 0.24), tint)
                    surf.blit(ic, ic.get_rect(center=inset.center))
                    drew = True
            except Exception:  # noqa: BLE001 - an icon is a nicety
                drew = False
        if not drew:
            draw.shape(surf, "diamond", inset.center, w * 0.08, tint, None)
        pygame.draw.rect(
            surf, draw.mix(base, (0, 0, 0), 0.4), surf.get_rect(), max(1, w // 60), border_radius=radius
        )
        _rounded_mask(surf, radius)
        return surf

    @staticmethod
    def _make_more(label: str, size: tuple[int, int]) -> pygame.Surface:
        """The "+N" chip: a brass-rimmed paper tab with the number of pieces behind it."""
        surf = pygame.Surface(size, pygame.SRCALPHA)
        r = surf.get_rect()
        pygame.draw.rect(surf, theme.CREAM, r, border_radius=min(12, r.h // 3))
        pygame.draw.rect(surf, theme.BRASS, r, 3, border_radius=min(12, r.h // 3))
        fs = max(TEXT_FLOOR, min(28, r.h // 2))
        draw.text(surf, label, r.center, fs, theme.INK, "center", bold=True)
        return surf

    def _make_edge(self, size: tuple[int, int]) -> pygame.Surface:
        w, h = size
        radius = max(4, int(w * 0.07))
        surf = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(surf, draw.mix(theme.CREAM, theme.INK, 0.25), surf.get_rect(), border_radius=radius)
        pygame.draw.rect(
            surf, draw.mix(theme.CREAM, theme.INK, 0.5), surf.get_rect(), 1, border_radius=radius
        )
        return surf

    # ------------------------------------------------------------------ dice
    def _make_die(self, face: str, owner: int | None, d: int) -> pygame.Surface:
        surf = pygame.Surface((d, d), pygame.SRCALPHA)
        ci = self.colour_index(owner)
        body = theme.CREAM if ci is None else draw.mix(theme.seat_colour(ci), theme.CREAM, 0.55)
        info = self.info(face) if self.card_info_fn is not None else {}
        fam = str(info.get("family", "") or "").lower()
        if fam in FAMILY_COLOURS:  # the rules name the face's family: the die wears its colour
            body = draw.mix(FAMILY_COLOURS[fam], theme.CREAM, 0.12)
        ink = theme.INK if sum(body) > 420 else theme.CREAM
        icon = info.get("icon")
        icon_name = icon if isinstance(icon, str) else face
        radius = max(4, d // 5)
        pygame.draw.rect(surf, draw.mix(body, (0, 0, 0), 0.28), (0, 0, d, d), border_radius=radius)
        top = pygame.Rect(0, 0, d, d - max(3, d // 12))
        pygame.draw.rect(surf, body, top, border_radius=radius)
        hl = pygame.Rect(d // 8, d // 10, d - d // 4, d // 3)
        pygame.draw.rect(surf, draw.mix(body, (255, 255, 255), 0.45), hl, border_radius=radius // 2)
        pygame.draw.rect(
            surf, draw.mix(body, (0, 0, 0), 0.45), (0, 0, d, d), max(1, d // 28), border_radius=radius
        )
        face_label = pretty_face(face) if not face.lstrip("-").isdigit() else face
        drew = False
        try:
            a = draw.assets()
            if a.has_icon(icon_name):
                ic = a.icon(icon_name, int(d * 0.6), ink)
                surf.blit(ic, ic.get_rect(center=top.center))
                drew = True
        except Exception:  # noqa: BLE001
            drew = False
        if not drew:
            size = max(TEXT_FLOOR, int(d * 0.55) if len(face_label) <= 2 else int(d * 0.26))
            draw.text(surf, face_label, top.center, size, ink, "center", d - 6, bold=True)
        if ci is not None and fam in FAMILY_COLOURS:
            draw.seat_marker(surf, (d - d // 6, d // 6 + 1), max(4, d // 10), ci, outline=theme.INK)
        return surf

    # ------------------------------------------------------------------ tokens
    def _make_token(self, kind: str, face: str, owner: int | None, d: int, label: str) -> pygame.Surface:
        ci = self.colour_index(owner)
        info = self.info(face) if self.card_info_fn is not None else {}
        fam = str(info.get("family", "") or "").lower()
        if kind == "token" and fam in FAMILY_COLOURS:
            return self._make_family_token(face, fam, info, ci, d)
        own_icon = self._own_icon(kind, face, info)
        if ci is not None and own_icon is not None and d >= ICON_TOKEN_MIN:
            return self._make_icon_token(own_icon, ci, d)
        if ci is not None:
            col = theme.seat_colour(ci)
        else:
            named = family_colour(face.split(":")[-1], (0, 0, 0))
            col = (
                named
                if named != (0, 0, 0) and face.split(":")[-1].lower() in FAMILY_COLOURS
                else draw.mix(self.world["accent"], theme.CREAM, 0.15)
            )
        dark = draw.mix(col, (0, 0, 0), 0.4)
        light = draw.mix(col, (255, 255, 255), 0.35)
        surf = pygame.Surface((d, d), pygame.SRCALPHA)
        c = (d // 2, d // 2)
        small = d < SMALL_MARKER
        if small and ci is not None and kind in ("disc", "token", "marker"):
            # a small marker (a score track's) is its seat's shape itself, in the seat's colour: a
            # shape drawn inside a disc this small would be a dot
            sh = theme.seat_shape(ci)
            r = d / 2 - 1.5
            draw.shape(surf, sh, (c[0], c[1] + 1.5), r, dark, None)
            draw.shape(surf, sh, (c[0], c[1] - 0.5), r, col, theme.INK, 2)
            return surf
        if kind == "cube":
            s = int(d * 0.8)
            off = (d - s) // 2
            pygame.draw.rect(surf, dark, (off, off + 3, s, s), border_radius=5)
            pygame.draw.rect(surf, col, (off, off, s, s - 3), border_radius=5)
            pygame.draw.rect(surf, light, (off + 4, off + 3, s - 8, s // 3), border_radius=3)
        elif kind == "meeple":
            self._meeple(surf, d, col, dark, light)
        elif kind in ("tile", "marker") and ci is None:
            pygame.draw.rect(surf, dark, (2, 5, d - 4, d - 7), border_radius=8)
            pygame.draw.rect(surf, col, (2, 2, d - 4, d - 7), border_radius=8)
        else:  # disc, token, marker
            pygame.draw.circle(surf, dark, (c[0], c[1] + 2), d // 2 - 1)
            pygame.draw.circle(surf, col, (c[0], c[1] - 1), d // 2 - 3)
            pygame.draw.circle(surf, light, (c[0], c[1] - 1), d // 2 - 3, max(2, d // 16))
            pygame.draw.circle(surf, col, (c[0], c[1] + 1), d // 2 - 7)
        part = info.get("shape") if info.get("shape") in PART_SHAPES else None
        if part is not None and kind in ("token", "disc", "marker"):
            # a part in a seat's shed: the part's own glyph on its owner's disc (nut, oil, chip, battery)
            pcol = info.get("colour")
            pc = (
                tuple(int(x) for x in pcol[:3])
                if isinstance(pcol, (list, tuple)) and len(pcol) >= 3
                else theme.CREAM
            )
            pygame.draw.circle(surf, theme.CREAM, (c[0], c[1] - 1), max(3, int(d * 0.34)))
            draw_part_glyph(surf, str(part), (c[0], c[1] - 1), d * 0.3, pc, shadow=False)
        elif ci is not None:
            sh = theme.seat_shape(ci)
            centre = (c[0], c[1] + (d // 8 if kind == "meeple" else 0))
            draw.shape(
                surf, sh, centre, d * (0.27 if small else 0.16), theme.CREAM, theme.INK, 1 if small else 2
            )
        elif self._token_icon(face) is not None and not label:
            ic = self._token_icon(face)
            assert ic is not None
            icon = draw.assets().icon(ic, int(d * 0.56), theme.INK)
            surf.blit(icon, icon.get_rect(center=(c[0], c[1] - 1)))
        elif label or face:
            # a word on the token only when it reads (the tooltip names the piece in any case)
            text = label or pretty_face(face)
            size = int(d * 0.42) if len(text) <= 2 else int(d * 0.24)
            if size >= TEXT_FLOOR and draw.font(size, True).size(text)[0] <= d - 4:
                draw.text(surf, text, (c[0], c[1]), size, theme.INK, "center", d - 4, bold=True)
        return surf

    def _make_family_token(
        self, face: str, fam: str, info: dict[str, Any], ci: int | None, d: int
    ) -> pygame.Surface:
        """A token whose face the rules give a family (a survivor type…): its colour and icon, and a
        small seat marker when someone owns it. A ``*_dark`` face is the darker reverse side."""
        col = FAMILY_COLOURS[fam]
        if face.split(":", 1)[0].endswith("_dark"):
            col = draw.mix(col, (0, 0, 0), 0.3)
        dark = draw.mix(col, (0, 0, 0), 0.4)
        light = draw.mix(col, (255, 255, 255), 0.35)
        surf = pygame.Surface((d, d), pygame.SRCALPHA)
        c = (d // 2, d // 2)
        pygame.draw.circle(surf, dark, (c[0], c[1] + 2), d // 2 - 1)
        pygame.draw.circle(surf, col, (c[0], c[1] - 1), d // 2 - 3)
        pygame.draw.circle(surf, light, (c[0], c[1] - 1), d // 2 - 3, max(2, d // 16))
        ink = theme.INK if sum(col) > 420 else theme.CREAM
        name = info.get("icon") if isinstance(info.get("icon"), str) else self._token_icon(face)
        if name and draw.assets().has_icon(name):
            icon = draw.assets().icon(name, int(d * 0.56), ink)
            surf.blit(icon, icon.get_rect(center=(c[0], c[1] - 1)))
        elif int(d * 0.4) >= TEXT_FLOOR:
            draw.text(surf, str(info.get("name", ""))[:2], c, int(d * 0.4), ink, "center", d - 4, bold=True)
        if ci is not None:
            draw.seat_marker(surf, (d - d // 5, d // 5), max(4, d // 9), ci, outline=theme.INK)
        return surf

    @staticmethod
    def _token_icon(face: str) -> str | None:
        """An icon named by the face (``wood``, ``res:stone``, ``coins``…), if the assets have it."""
        try:
            a = draw.assets()
        except Exception:  # noqa: BLE001
            return None
        for part in reversed(face.lower().split(":")):
            for name in (part, part.rstrip("s")):
                if name and a.has_icon(name):
                    return name
        return None

    @staticmethod
    def _meeple(surf: pygame.Surface, d: int, col: Any, dark: Any, light: Any) -> None:
        k = d / 44
        pts = [
            (22, 3),
            (28, 6),
            (29, 13),
            (27, 17),
            (40, 21),
            (42, 27),
            (31, 28),
            (35, 42),
            (25, 42),
            (22, 34),
            (19, 42),
            (9, 42),
            (13, 28),
            (2, 27),
            (4, 21),
            (17, 17),
            (15, 13),
            (16, 6),
        ]
        poly = [(x * k, y * k) for x, y in pts]
        pygame.draw.polygon(surf, dark, [(x, y + 2) for x, y in poly])
        pygame.draw.polygon(surf, col, poly)
        pygame.draw.polygon(surf, light, poly, max(1, int(2 * k)))


# A part's own silhouette (card_info's ``shape``), so kinds read apart without their colours.
PART_SHAPES = ("hexagon", "drop", "chip", "battery")
_BOLT = ((0.3, -1.0), (-0.62, 0.12), (-0.06, 0.12), (-0.3, 1.0), (0.62, -0.18), (0.06, -0.18))


def part_glyph_points(shape: str, centre: tuple[float, float], r: float) -> list[tuple[float, float]]:
    """The outline of a part glyph of radius ``r``: a nut's hexagon, an oil drop, a circuit chip (a
    square; its pins are drawn by ``draw_part_glyph``), an energy battery (its bolt drawn inside when
    big enough) or a bare ``bolt``."""
    cx, cy = centre
    if shape == "hexagon":
        return [
            (cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a)))
            for a in range(0, 360, 60)
        ]
    if shape == "drop":
        rr = r * 0.72
        by = cy + r - rr  # the round bottom's centre; the tip at the top
        arc = [
            (cx + rr * math.cos(math.radians(a)), by + rr * math.sin(math.radians(a)))
            for a in range(-30, 211, 15)
        ]
        return [(cx, cy - r), *arc]
    if shape == "chip":
        h = r * 0.72
        return [(cx - h, cy - h), (cx + h, cy - h), (cx + h, cy + h), (cx - h, cy + h)]
    if shape == "battery":  # a cell standing up, its terminal on top
        w, n = r * 0.62, r * 0.28
        top = cy - r + n
        return [
            (cx - n, cy - r),
            (cx + n, cy - r),
            (cx + n, top),
            (cx + w, top),
            (cx + w, cy + r),
            (cx - w, cy + r),
            (cx - w, top),
            (cx - n, top),
        ]
    if shape == "bolt":
        return [(cx + x * r, cy + y * r) for x, y in _BOLT]
    return [
        (cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a))) for a in range(0, 360, 20)
    ]


def draw_part_glyph(
    surf: pygame.Surface,
    shape: str,
    centre: tuple[float, float],
    r: float,
    col: Any,
    shadow: bool = True,
    count: bool = False,
) -> None:
    """A part glyph filled with ``col``, outlined dark (and a chip's pins, a battery's bolt), with a
    soft drop shadow; ``count``: a number goes on it, so the battery leaves its bolt out."""
    dark = draw.mix(col, (0, 0, 0), 0.5)
    w = max(1, round(r / 7))
    if shape == "chip":
        h = r * 0.72
        n = 3 if r >= 8 else 2
        for i in range(n):
            y = centre[1] - h + (i + 0.5) * 2 * h / n
            pygame.draw.line(surf, dark, (centre[0] - r, y), (centre[0] + r, y), max(1, round(r / 5)))
    pts = part_glyph_points(shape, centre, r)
    if shadow:
        pygame.draw.polygon(surf, dark, [(x, y + max(1, r / 8)) for x, y in pts])
    pygame.draw.polygon(surf, col, pts)
    pygame.draw.polygon(surf, dark, pts, w)
    if shape == "hexagon" and r >= 9 and not count:  # a nut's hole
        pygame.draw.circle(surf, draw.mix(col, (255, 255, 255), 0.6), centre, r * 0.38)
        pygame.draw.circle(surf, dark, centre, r * 0.38, w)
    if shape == "battery" and r >= 9 and not count:  # big enough for the bolt of its charge
        bolt = part_glyph_points("bolt", (centre[0], centre[1] + r * 0.14), r * 0.62)
        pygame.draw.polygon(surf, dark, bolt)


def dice_tumble_angle(t: float, seed: int) -> float:
    """Rotation of a tumbling die at progress t in [0, 1] (spins down to 0 as it settles)."""
    spin = 2 + (seed % 3)
    return (1 - t) ** 2 * 360 * spin * (1 if seed % 2 else -1)


def bounce(t: float) -> float:
    """Height factor of a bouncing die: two decaying hops, 0 at the end."""
    if t >= 1:
        return 0.0
    return abs(math.sin(t * math.pi * 2.5)) * (1 - t) ** 2
