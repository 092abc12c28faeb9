"""What every piece face is drawn with: the table's sizes, the readable floor, the family colours,
names that fit, and the state a game's piece art keeps (``FaceBase``).

``PieceArt`` (``pieces.py``) is built in layers a person can read one at a time: this kit, the
part glyphs (``glyphs.py``), the table-size card (``cards.py``), the zoomed card (``zoom.py``),
then the tokens, dice, backs and the cache in ``pieces.py``.
"""

from __future__ import annotations

import zlib
from collections.abc import Callable
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
    s = " ".join(s.split())
    cuts = [0, *draw.breaks(s), len(s)]  # at spaces, and between Chinese characters as draw.wrap does
    lines: list[str] = []
    line = ""
    for piece in (s[a:b] for a, b in zip(cuts, cuts[1:], strict=False)):
        word = piece.rstrip()
        if f.size(word)[0] > max_w:
            if not squeeze:
                return None
            word = draw.ellipsize(word, size, max_w, bold)
            piece = word + piece[len(piece.rstrip()) :]
        trial = line + piece
        if not line or f.size(trial.rstrip())[0] <= max_w:
            line = trial
        else:
            lines.append(line.rstrip())
            line = piece
    if line.strip():
        lines.append(line.rstrip())
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


class FaceBase:
    """What a game's piece art keeps: its game, the seats' colours, the rules' ``card_info`` and the
    caches of surfaces, card info, drawn texts and cost glyphs."""

    game_id: str
    seat_colours: list[int]
    card_info_fn: Callable[[str], Any] | None
    world: dict[str, Any]
    _cache: dict[tuple[Any, ...], pygame.Surface]
    _info: dict[str, dict[str, Any]]
    _texts: dict[tuple[Any, ...], list[DrawnText]]
    _icons: dict[tuple[Any, ...], list[tuple[str, int, pygame.Rect]]]

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
            except (KeyError, ValueError):  # a face the rules do not know: show a tidy label
                data = {}
        data.setdefault("name", pretty_face(face))
        for key in ("name", "text", "family", "cost", "points"):
            v = data.get(key)
            if isinstance(v, str) and "." in v and has(v):
                data[key] = tr(v)
        self._info[face] = data
        return data
