"""The Paris colours of ART.md by piece, and a token's silhouette: what the table paints a face
with (``face_style``), laid over the rules' ``card_info`` (names, numbers, text) by
``scenes.games.card_info_for``. The rules know no colour."""

from __future__ import annotations

from typing import Any

from game.paris.data import DATA as D
from game.paris.data import RESOURCES, TOKENS
from scenes.games.paris.style import BURGUNDY, GILT, NAVY, STONE, VP_GOLD

Colour = tuple[int, int, int]

DISTRICT_COLOURS: dict[str, Colour] = {  # one muted colour per district
    "montmartre": (0x7A, 0x5C, 0x7E),  # plum
    "la_villette": (0x3F, 0x7F, 0x7A),  # teal
    "belleville": (0xA3, 0x56, 0x3F),  # brick
    "saint_germain": (0x76, 0x74, 0x3A),  # olive
    "chaillot": (0x4F, 0x6D, 0x8F),  # slate blue
    "batignolles": (0xA0, 0x68, 0x7A),  # dusty rose
}
BUILDING = (0x6B, 0x5E, 0x55)  # a building whose district has no colour of its own
BONUS = (0x3B, 0x5B, 0x8C)
TOKEN_COLOURS: dict[str, Colour] = {
    "wood": (0x8B, 0x5A, 0x2B),
    "marble": (0xD8, 0xD6, 0xD0),
    "gold": (0xD4, 0xAF, 0x37),
    "bronze": (0xA8, 0x6B, 0x3C),
    "silver": (0xB8, 0xBC, 0xC2),
    "gold_prestige": (0xE0, 0xB8, 0x40),
}
# A token's silhouette (card_info "shape"): a resource is a cut ``block`` of its material, with the
# material's icon; a prestige token is a round ``medal`` with a star. Colour is never the only cue.
TOKEN_SHAPE = {tok: ("block" if tok in RESOURCES else "medal") for tok in TOKENS}
# The markers and pieces that are not cards, by the face's first part.
MARKER_COLOURS: dict[str, Colour] = {
    "key": GILT,
    "meeple": GILT,
    "francs": GILT,
    "screen": NAVY,
    "vp": VP_GOLD,
}


def _tile_colour(face: str) -> Colour | None:
    """A tile's band: its district's colour for a building, else its kind's."""
    if face in D.buildings:
        return DISTRICT_COLOURS.get(D.buildings[face].district, BUILDING)
    if face in D.landmarks:
        return GILT
    if face == D.special_vp.id or any(v.id == face for v in D.vp_tiles):
        return VP_GOLD
    if face in D.bonus:
        return BONUS
    if face in D.endgame:
        return BURGUNDY
    if face in D.strategies:
        return NAVY
    return None


def _back_colour(face: str) -> Colour | None:
    """A tile's back: a building stack's in the district of its top tile (plain stone when it is
    not known), the end-game pile's in burgundy."""
    rest = face.split(":")[1:]
    if rest[0] == "building":
        return DISTRICT_COLOURS[rest[1]] if len(rest) > 1 and rest[1] in DISTRICT_COLOURS else STONE
    return BURGUNDY if rest[0] == "endgame" else None


def face_style(face: str) -> dict[str, Any]:
    """What the table paints ``face`` with: ``colour`` (the band or body) and, for a token,
    ``shape``; empty for a face Paris does not draw."""
    if face in TOKEN_COLOURS:
        return {"colour": TOKEN_COLOURS[face], "shape": TOKEN_SHAPE[face]}
    colour = _back_colour(face) if face.startswith("back:") else _tile_colour(face)
    if colour is None:
        colour = MARKER_COLOURS.get(face.split(":", 1)[0])
    return {} if colour is None else {"colour": colour}
