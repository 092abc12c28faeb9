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
from typing import Any

import pygame

from game.core.i18n import has, tr
from scenes import draw, theme

CARD = (120, 168)
ZOOM = 2.5
DIE = 56
TOKEN = 44
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
            surf = make()
            if len(self._cache) > 2000:
                self._cache.clear()
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
        if alpha < 255:
            surf = surf.copy()
            surf.set_alpha(alpha)
        canvas.blit(surf, rect)
        if count > 1:
            draw.badge(canvas, (rect.right - 6, rect.top + 6), str(count), theme.INK, theme.CREAM, 20)

    # ------------------------------------------------------------------ cards
    def _make_card(self, face: str, owner: int | None, size: tuple[int, int], full: bool) -> pygame.Surface:
        w, h = size
        k = w / CARD[0]
        radius = max(4, int(w * 0.07))
        info = self.info(face)
        fam = str(info.get("family", "") or "")
        band = (
            tuple(info["colour"])
            if isinstance(info.get("colour"), (tuple, list))
            else family_colour(fam, self.world["accent"])
        )
        surf = pygame.Surface(size, pygame.SRCALPHA)
        surf.fill(theme.CREAM)
        # paper grain: a few faint lines, deterministic per face
        h0 = _hash(face)
        for i in range(6):
            y = (h0 >> (i * 4)) % h
            pygame.draw.line(surf, draw.mix(theme.CREAM, theme.INK_SOFT, 0.05), (0, y), (w, y), 1)
        band_h = int(h * 0.2)
        pygame.draw.rect(surf, band, (0, 0, w, band_h))
        pygame.draw.line(surf, draw.mix(band, (0, 0, 0), 0.3), (0, band_h), (w, band_h), max(1, int(k)))
        light = sum(band[:3]) > 420
        band_ink = theme.INK if light else theme.CREAM
        # name in the band
        name = str(info.get("name", ""))
        fsize = max(12, int(15 * k))
        draw.text(surf, name, (w // 2, band_h // 2), fsize, band_ink, "center", w - int(14 * k), bold=True)
        # cost (top-left coin) and points (top-right shield)
        cost = info.get("cost")
        if cost not in (None, "", 0):
            c = (int(16 * k), band_h + int(16 * k))
            pygame.draw.circle(surf, theme.BRASS, c, int(13 * k))
            pygame.draw.circle(
                surf, draw.mix(theme.BRASS, (0, 0, 0), 0.4), c, int(13 * k), max(1, int(2 * k))
            )
            draw.text(surf, str(cost), c, max(11, int(15 * k)), theme.INK, "center", bold=True)
        points = info.get("points", info.get("value"))
        # the big number / emblem in the middle
        cy = band_h + int((h - band_h) * 0.36)
        icon_name = info.get("icon") if isinstance(info.get("icon"), str) else None
        short = name if len(name) <= 3 else ""
        if icon_name is None and points in (None, "") and not short:
            icon_name = GAME_ICON.get(self.game_id)
        drew_icon = False
        if icon_name is not None:
            try:
                a = draw.assets()
                if a.has_icon(icon_name):
                    pygame.draw.circle(surf, draw.mix(band, theme.CREAM, 0.8), (w // 2, cy), int(30 * k))
                    pygame.draw.circle(surf, band, (w // 2, cy), int(30 * k), max(2, int(2 * k)))
                    ic = a.icon(icon_name, int(38 * k), draw.mix(band, (0, 0, 0), 0.35))
                    surf.blit(ic, ic.get_rect(center=(w // 2, cy)))
                    drew_icon = True
            except Exception:  # noqa: BLE001 - an icon is a nicety
                drew_icon = False
        if not drew_icon:
            big = str(points) if points not in (None, "") else (short or name[:2])
            if big:
                pygame.draw.circle(surf, draw.mix(band, theme.CREAM, 0.75), (w // 2, cy), int(30 * k))
                pygame.draw.circle(surf, band, (w // 2, cy), int(30 * k), max(2, int(3 * k)))
                draw.text(surf, big, (w // 2, cy + 1), max(18, int(34 * k)), theme.INK, "center", bold=True)
        elif points not in (None, ""):
            draw.text(
                surf,
                str(points),
                (w - int(12 * k), band_h + int(8 * k)),
                max(14, int(20 * k)),
                theme.INK,
                "topright",
                bold=True,
            )
        text = str(info.get("text", "") or "")
        if text:
            top = band_h + int((h - band_h) * 0.62)
            lines = 8 if full else 2
            draw.text(
                surf,
                text,
                (w // 2, top),
                max(11, int(12 * k)) if not full else int(12 * k),
                theme.INK,
                "midtop",
                w - int(14 * k),
                wrap_lines=True,
                max_lines=lines,
                line_height=1.15,
            )
        if fam:
            draw.text(
                surf,
                fam.capitalize(),
                (w // 2, h - int(6 * k)),
                max(10, int(10 * k)),
                theme.INK_SOFT,
                "midbottom",
                w - int(10 * k),
            )
        ci = self.colour_index(owner)
        if ci is not None and not full:
            draw.seat_marker(surf, (w - int(12 * k), h - int(12 * k)), 6 * k, ci, outline=theme.INK)
        pygame.draw.rect(
            surf,
            draw.mix(theme.CREAM, theme.INK, 0.35),
            surf.get_rect(),
            max(1, int(2 * k)),
            border_radius=radius,
        )
        _rounded_mask(surf, radius)
        return surf

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
        icon_name = info.get("icon") if isinstance(info.get("icon"), str) else face
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
            size = int(d * 0.55) if len(face_label) <= 2 else int(d * 0.26)
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
        if ci is not None:
            sh = theme.seat_shape(ci)
            centre = (c[0], c[1] + (d // 8 if kind == "meeple" else 0))
            draw.shape(surf, sh, centre, d * 0.16, theme.CREAM, theme.INK, 2)
        elif self._token_icon(face) is not None and not label:
            ic = self._token_icon(face)
            assert ic is not None
            icon = draw.assets().icon(ic, int(d * 0.56), theme.INK)
            surf.blit(icon, icon.get_rect(center=(c[0], c[1] - 1)))
        elif label or face:
            text = label or pretty_face(face)
            size = int(d * 0.42) if len(text) <= 2 else int(d * 0.24)
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
        else:
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


def dice_tumble_angle(t: float, seed: int) -> float:
    """Rotation of a tumbling die at progress t in [0, 1] (spins down to 0 as it settles)."""
    spin = 2 + (seed % 3)
    return (1 - t) ** 2 * 360 * spin * (1 if seed % 2 else -1)


def bounce(t: float) -> float:
    """Height factor of a bouncing die: two decaying hops, 0 at the end."""
    if t >= 1:
        return 0.0
    return abs(math.sin(t * math.pi * 2.5)) * (1 - t) ** 2
