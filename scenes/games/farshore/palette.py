"""The Farshore colours of ART.md by piece and a face's icon: what the table paints a face with
(``face_style``), laid over the rules' ``card_info`` (names, numbers, text) by
``scenes.games.card_info_for`` and the skin's ``info``. The rules know no colour."""

from __future__ import annotations

from typing import Any

from game.farshore.data import DATA, RES

Colour = tuple[int, int, int]

SEA = (0x1B, 0x4F, 0x72)
SHALLOWS = (0x5D, 0xAD, 0xE2)
SAND = (0xE8, 0xD5, 0xA3)
LIGHTHOUSE_RED = (0xC0, 0x39, 0x2B)
CLOSED_ISLAND = (0x7F, 0x8C, 0x8D)
MAP = (0xB8, 0x8A, 0x4A)
TREASURE = (0xD4, 0xA0, 0x2A)
TYPE_COLOURS: dict[str, Colour] = {
    "production": (0x4E, 0x8F, 0x3E),  # green
    "governance": (0x2F, 0x6D, 0xA8),  # blue
    "traveler": (0xB8, 0x9A, 0x6A),  # tan
    "destination": LIGHTHOUSE_RED,  # red
    "prosperity": (0x7D, 0x4E, 0x9A),  # purple
}
RES_COLOURS: dict[str, Colour] = {
    "driftwood": (0x9A, 0x6B, 0x3F),
    "seaweed": (0x3E, 0x7D, 0x4A),
    "seastone": (0x5D, 0xAD, 0xE2),
    "mushroom": (0xC9, 0x8B, 0x6B),
}
# A resource's icon (driftwood and mushrooms have none: their colour and the word say them).
RES_ICON: dict[str, str] = {"seaweed": "leaf", "seastone": "gem"}
# The tokens and pieces that are not cards: (colour, icon), by face.
TOKENS: dict[str, tuple[Colour, str]] = {
    "treasure": (TREASURE, "gold"),
    "shell": (SAND, "stars"),
    "anchor": (SEA, "anchor"),
    "worker": (SAND, "meeple"),
    "boat": (SEA, "boat"),
    "boat_rival": (LIGHTHOUSE_RED, "boat"),
    "rival_pawn": (LIGHTHOUSE_RED, "meeple"),
}


def _wind_colour(wid: str) -> Colour:
    """A wind tile's band: the colour of the card type it asks for, else the sea."""
    match = DATA.wind_a.get(wid) or DATA.wind_b[wid]
    return TYPE_COLOURS[match["type"]] if "type" in match else SEA


def face_style(face: str) -> dict[str, Any]:
    """What the table paints ``face`` with: ``colour`` (the band or body) and ``icon`` (an
    assets/icons name, on faces without a number); empty for a face Farshore does not draw."""
    if face in DATA.cards:
        return {"colour": TYPE_COLOURS[DATA.cards[face].type]}
    if face.startswith("back"):
        return {"colour": SEA}
    if face in DATA.wind_a or face in DATA.wind_b:
        return {"colour": _wind_colour(face), "icon": "fishing_boat"}
    if face in DATA.islands:
        return {"colour": SHALLOWS, "icon": "palm"}
    if face.startswith("closed:") and face[7:] in DATA.islands:
        return {"colour": CLOSED_ISLAND, "icon": "water"}
    if face.startswith("map:"):
        return {"colour": MAP}
    if face.startswith("part:") and face[5:] in RES:  # a cost chip's colour (``cost_parts``)
        return {"colour": RES_COLOURS[face[5:]]}
    if face in RES:
        return {"colour": RES_COLOURS[face], **({"icon": RES_ICON[face]} if face in RES_ICON else {})}
    if face.startswith("track:"):
        return {"colour": SEA, "icon": "boat"}
    if face.startswith("season:"):
        return {"colour": SAND, "icon": "falling_leaf"}
    if face in TOKENS:
        colour, icon = TOKENS[face]
        return {"colour": colour, "icon": icon}
    return {}
