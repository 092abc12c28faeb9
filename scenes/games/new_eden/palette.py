"""Paris: New Eden's colours, icons and sizes at the table (ART.md: moss, ivy, rust, pale sky).

Survivor types wear the spec's colours (tinkerer yellow, brawler red, healer green, sage purple,
farmer blue, wild black, slacker grey; the table's ``FAMILY_COLOURS``); each equipment kind takes
the colour of the type it equips, so a bullet reads as the brawlers' and a capsule as the healers'.
Every colour has a shape beside it (an icon or the piece's own silhouette): colour is never the
only cue. ``TEXT`` is the smallest text the skin draws: 16 px on the 1920×1080 canvas, about 11 px
in a 1280×720 window.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pygame

from game.new_eden.data import DATA
from scenes import draw, theme
from scenes.table.pieces import FAMILY_COLOURS

TEXT = 16  # the floor for every word or number the skin draws
Colour = tuple[int, int, int]

MOSS: Colour = (0x4F, 0x7D, 0x3A)
IVY: Colour = (0x2F, 0x5D, 0x34)
RUST: Colour = (0xA0, 0x52, 0x2D)
SKY: Colour = (0xCF, 0xE3, 0xE1)
STONE: Colour = (0x8E, 0x8A, 0x78)
WOOD: Colour = (0x6B, 0x4A, 0x2E)
TIN: Colour = (0xB9, 0xBE, 0xC2)
BRASS: Colour = theme.BRASS
CREAM: Colour = theme.CREAM
INK: Colour = theme.INK
INK_SOFT: Colour = theme.INK_SOFT

TYPES: tuple[str, ...] = DATA.specialists  # claim order: tinkerer, brawler, healer, sage, farmer
EQUIPMENT: tuple[str, ...] = DATA.equip_kinds  # bullet, book, capsule
HOLDER: dict[str, str] = {e: t for t, e in DATA.equip_of.items()}  # bullet -> brawler …

TYPE_ICON = {
    "tinkerer": "gear_hammer",
    "brawler": "anvil",
    "healer": "flower",
    "sage": "search",
    "farmer": "watering_can",
    "wild": "stars",
    "slacker": "hourglass",
    "jack": "meeple",
}


def face_style(face: str) -> dict[str, Any]:
    """The icon a face shows (``icon``, an assets/icons name or None), laid over the rules'
    ``card_info`` by ``scenes.games.card_info_for``: a building card's and a claim marker's by
    type, a die face's and a survivor token's by what they show, a new-building mission's house."""
    if face in DATA.cards:
        return {"icon": TYPE_ICON.get(DATA.cards[face].type)}
    if face in DATA.missions:
        return {"icon": "house"} if DATA.missions[face].kind == "new_building" else {}
    if face in DATA.events:
        return {}
    if face in DATA.faces:
        return {"icon": TYPE_ICON.get(face)}
    kind, _, rest = face.partition(":")
    if kind in ("token", "token_dark") and rest:
        return {"icon": TYPE_ICON.get(rest)}
    if kind == "type" and rest in DATA.specialists:
        return {"icon": TYPE_ICON.get(rest)}
    return {}


SEASON_COLOUR: dict[int, Colour] = {
    1: (0x7F, 0xB0, 0x4E),  # spring: new leaves
    2: (0xE0, 0xB4, 0x38),  # summer: sun
    3: (0xC0, 0x64, 0x2B),  # autumn: rust
    4: (0x7E, 0x9C, 0xB0),  # winter: pale sky, darker
}


def type_colour(kind: str) -> Colour:
    """A survivor type's colour (equipment: the colour of the type it equips)."""
    kind = HOLDER.get(kind, kind)
    return FAMILY_COLOURS.get(kind, STONE)


def ink_on(col: Colour) -> Colour:
    """Ink that reads on ``col``: dark on light colours, cream on dark ones."""
    return INK if sum(col[:3]) > 420 else CREAM


def icon(surf: pygame.Surface, name: str, centre: tuple[float, float], size: int, tint: Colour) -> bool:
    """Blit an icon of ``assets/icons`` centred at ``centre`` (False when there is none)."""
    a = draw.assets()
    if not a.has_icon(name):
        return False
    ic = a.icon(name, max(4, int(size)), tint)
    surf.blit(ic, ic.get_rect(center=(int(centre[0]), int(centre[1]))))
    return True


def fits(text: str, size: int, width: int, bold: bool = False) -> bool:
    return draw.font(size, bold).size(text)[0] <= width


def text_w(text: str, size: int, bold: bool = False) -> int:
    return draw.font(size, bold).size(text)[0]


_VOWELS = set("aeiouyAEIOUYéèàâêîôûÉ")
_DIGRAPHS = frozenset(("ph", "th", "ch", "sh", "ck", "gh", "qu", "gu"))


def split_word(word: str, size: int, width: int, bold: bool) -> list[str] | None:
    """A word too wide for one line, hyphenated into pieces that fit, at a syllable-like break
    ("Conser-" / "vatory", "Clock-" / "makers'"): between two consonants first, else after a
    vowel, the longest such piece that fits; each piece keeps three letters or more. None when the
    word cannot be split so."""
    f = draw.font(size, bold)
    out: list[str] = []
    rest = word
    while f.size(rest)[0] > width:
        best: tuple[int, int] | None = None  # (score, cut)
        for i in range(3, len(rest) - 2):
            a, b = rest[i - 1], rest[i]
            if not (a.isalpha() and b.isalpha()) or f.size(rest[:i] + "-")[0] > width:
                continue
            if (a + b).lower() in _DIGRAPHS or not (_VOWELS & set(rest[:i]) and _VOWELS & set(rest[i:])):
                continue
            score = 2 if a not in _VOWELS and b not in _VOWELS else 1 if a in _VOWELS and b not in _VOWELS else 0
            if best is None or (score, i) > best:
                best = (score, i)
        if best is None:
            return None
        cut = best[1]
        out.append(rest[:cut] + "-")
        rest = rest[cut:]
    return [*out, rest]


def lines_of(text: str, size: int, width: int, bold: bool = False, hyphenate: bool = False) -> list[str] | None:
    """``text`` in lines of whole words no wider than ``width`` (a hyphenated word may break after
    its hyphen: "Saint-" / "Ouen"; with ``hyphenate`` a long word may be hyphenated too); None if a
    word is still wider. Chinese text has no spaces: it breaks between characters (``draw.wrap``)."""
    f = draw.font(size, bold)
    if any(draw.is_cjk(ch) for ch in text):
        lines = draw.wrap(text, size, width, bold)
        if any(f.size(ln)[0] > width for ln in lines):
            return None
        lo, hi = 1, width  # the narrowest width that needs no more lines: lines of even length
        while lo < hi:
            mid = (lo + hi) // 2
            if len(draw.wrap(text, size, mid, bold)) <= len(lines):
                hi = mid
            else:
                lo = mid + 1
        return draw.wrap(text, size, lo, bold)
    words: list[str] = []
    for word in text.split():
        if f.size(word)[0] > width and "-" in word.strip("-"):
            head, _, tail = word.partition("-")
            words += [head + "-", tail]
        elif f.size(word)[0] > width and hyphenate:
            words += split_word(word, size, width, bold) or [word]
        else:
            words.append(word)
    out: list[str] = []
    line = ""
    for word in words:
        if f.size(word)[0] > width:
            return None
        glue = "" if line.endswith("-") else " "
        trial = f"{line}{glue}{word}" if line else word
        if f.size(trial)[0] <= width:
            line = trial
        else:
            out.append(line)
            line = word
    if line:
        out.append(line)
    return out


_LINKS = (" of the ", " of ", " de la ", " des ", " du ", " de ", " at ", " on ", ": ")
# how a name may be set to fit a small card, tried in turn: bold, regular, regular condensed
STYLES: tuple[tuple[bool, float], ...] = ((True, 1.0), (False, 1.0), (False, 0.86))


@dataclasses.dataclass(frozen=True)
class NameFit:
    """A card's name as it goes on a small card: its lines, weight and horizontal squeeze."""

    lines: tuple[str, ...]
    bold: bool = True
    squeeze: float = 1.0


def _try(text: str, size: int, width: int, max_lines: int, hyphenate: bool = False) -> NameFit | None:
    if max_lines > 1 and any(draw.is_cjk(ch) for ch in text):  # Chinese: one line in any style first
        one = _try(text, size, width, 1)
        if one is not None:
            return one
    for bold, squeeze in STYLES:
        got = lines_of(text, size, int(width / squeeze), bold, hyphenate)
        if got is not None and len(got) <= max_lines:
            return NameFit(tuple(got), bold, squeeze)
    return None


def board_name(name: str, width: int, max_lines: int, size: int = TEXT) -> NameFit:
    """A card's name as it fits on a small card at ``size`` (never smaller): whole, in up to
    ``max_lines`` lines of whole words, bold, else regular, else regular and condensed a little;
    else its head ("Herbalist of the Jardin des Plantes" -> "Herbalist", "Champions: Brawlers" ->
    "Champions"), which the card's icons complete; else its leading words; else with a long word
    hyphenated ("Conserva-" / "tory"); and when even that fails, no name at all: the card shows its
    icons, and the hover zoom names it whole. A name is never cut with an ellipsis."""
    got = _try(name, size, width, max_lines)
    if got is not None:
        return got
    for link in _LINKS:
        if link in name:
            got = _try(name.split(link, 1)[0].strip(), size, width, max_lines)
            if got is not None:
                return got
    words = name.split()
    for k in range(len(words) - 1, 0, -1):
        got = _try(" ".join(words[:k]), size, width, max_lines)
        if got is not None:
            return got
    for text in [name] + [name.split(link, 1)[0].strip() for link in _LINKS if link in name] + words[:1]:
        got = _try(text, size, width, max_lines, hyphenate=True)  # a long word hyphenated
        if got is not None:
            return got
    return NameFit(())


def render_name(line: str, fit: NameFit, colour: Colour, size: int = TEXT) -> pygame.Surface:
    """One line of a fitted name, condensed as ``fit`` says."""
    img = draw.render(line, size, colour, fit.bold)
    if fit.squeeze < 1.0:
        img = pygame.transform.smoothscale(img, (max(1, int(img.get_width() * fit.squeeze)), img.get_height()))
    return img
