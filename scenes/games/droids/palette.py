"""The Droïdes colours of ART.md by family, the parts' own colours and silhouettes, and a face's
icon: what the table paints a face with (``face_style``), laid over the rules' ``card_info``
(names, numbers, text) by ``scenes.games.card_info_for`` and the skin's ``styled``. The rules know
no colour."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.droids import data as D
from scenes.table.facekit import FAMILY_COLOURS

# family band colours: the ART.md families from the table's FAMILY_COLOURS (water blue, harvest green,
# collection yellow, market pink, shed brown, communication purple, house warm grey), and interseason in the workshop's leaf green
COLOURS: dict[str, tuple[int, int, int]] = {
    **{k: FAMILY_COLOURS[k] for k in ("water", "harvest", "collection", "market", "shed", "communication", "house")},
    "interseason": (0x6A, 0x99, 0x55),
    "back": (0x7F, 0x8C, 0x8D),
    "part": (0x7F, 0x8C, 0x8D),
    "marker": (0xC0, 0x64, 0x2B),
}
# part colours for part, extension and stored-part pieces
PART_COLOURS: dict[str, tuple[int, int, int]] = {
    "nut": (0x7F, 0x8C, 0x8D),  # steel
    "oil": (0x3A, 0x3A, 0x40),  # dark oil
    "circuit": (0x4E, 0x8F, 0x3E),  # green board
    "energy": (0xE0, 0xB0, 0x30),  # battery yellow
}
# each part kind's own glyph (drawn by the table), so colour is never the only cue
PART_SHAPES: dict[str, str] = {"nut": "hexagon", "oil": "drop", "circuit": "chip", "energy": "battery"}
ICONS: dict[str, str] = {
    "water": "water",
    "harvest": "wheat",
    "collection": "gears",
    "market": "coins",
    "shed": "tools",
    "communication": "world",
    "house": "house",
    "interseason": "falling_leaf",
}


def _family(face: str) -> str:
    """The family whose band a face takes (a droid's own; ``back`` for what has none)."""
    kind, _, rest = face.partition(":")
    if kind == "droid" and rest.isdigit() and int(rest) in D.DROIDS:
        return D.DROIDS[int(rest)].family
    if kind == "house" or face == "back:house":
        return "house"
    if kind == "interseason":
        return "interseason"
    if kind in ("part", "extension"):
        return "part"
    if kind in ("marker", "token"):
        return "marker"
    return "back"


def face_style(face: str) -> dict[str, Any]:
    """What the table paints ``face`` with: ``colour`` (its family's band, a part's own colour),
    ``icon`` (an assets/icons name, or None) and, for a part or an extension, ``shape``."""
    family = _family(face)
    out: dict[str, Any] = {"colour": COLOURS.get(family, COLOURS["back"]), "icon": ICONS.get(family)}
    kind, _, rest = face.partition(":")
    if kind == "back" and rest.startswith("season"):
        out["icon"] = "robot"
    if kind in ("part", "extension") and rest in PART_COLOURS:
        out["colour"] = PART_COLOURS[rest]
        out["shape"] = PART_SHAPES[rest]
    return out


def styled(info: Callable[[str], dict[str, Any] | None]) -> Callable[[str], dict[str, Any] | None]:
    """``info`` (the rules' ``card_info``) with each face's style laid over it."""

    def face(f: str) -> dict[str, Any] | None:
        got = info(f)
        return None if got is None else {**got, **face_style(f)}

    return face
