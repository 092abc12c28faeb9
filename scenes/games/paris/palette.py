"""The Paris colours of ART.md by piece, a token's silhouette and a face's icon: what the table
paints a face with (``face_style``), laid over the rules' ``card_info`` (names, numbers, text) by
``scenes.games.card_info_for``. The rules know no colour."""

from __future__ import annotations

from typing import Any

from game.paris.cards import tile_points
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

# The icon (an assets/icons name) a bonus or end-game tile shows when it has no number, by kind.
TILE_ICON = {
    "gain": "coins",
    "as_resource": "gold",
    "as_prestige": "medal",
    "as_resource_or_prestige": "gem",
    "vp_per_owned_building_value": "house",
    "allow_move_onto_own_occupied": "keys",
    "allow_move_onto_opponent_occupied": "keys",
    "buy_extra_key": "key",
    "take_any_bonus_tile_from_track": "hand",
    "endgame_vp_per_franc": "coin_stack",
    "vp_per_owned_landmark": "castle",
    "vp_per_resource_token_held": "gold",
    "vp_per_prestige_token_held": "medal",
    "vp_per_district_present": "village",
    "exchange_resources": "refresh",
    "repeat_bank_payout": "coins",
    "place_key_on_arc": "key",
    "move_discount": "coins",
    "francs_per_bank_key": "coins",
    "place_special_vp_tile": "trophy",
    "relocate_bank_key": "refresh",
    "extra_bonus_advance": "meeple",
    "vp_per_district_top_property": "crown",
    "buy_vp": "trophy",
    "vp_for_resource_set": "trophy",
}

# A strategy tile's icon, by kind.
STRATEGY_ICON = {
    "bank_income_bonus": "coins",
    "move_cost_discount": "key",
    "prestige_vp_bonus": "medal",
    "market_terms": "cart",
    "free_value3_bonus": "meeple",
    "value8_vp_bonus": "house",
    "bank_key_adjacent_reach": "compass",
    "draw_two_buildings": "search",
    "francs_for_missing_resource": "tools",
    "franc_per_bonus_tile": "coin_stack",
    "vp_tile_placement_bonus": "trophy",
}

# A token's icon (wood has none: its block and colour say it).
TOKEN_ICON = {
    "marble": "stone",
    "gold": "gold",
    "bronze": "medal",
    "silver": "medal",
    "gold_prestige": "medal",
}
# The markers' icons: keys and meeples by the face's first part (``key:2``), the others by face.
MARKER_ICON = {"key": "key", "meeple": "meeple", "francs": "coins", "screen": "padlock", "vp": "trophy"}


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


def _icon(face: str) -> str | None:
    """The icon a face shows where it prints no number (a token's, a tile's, a marker's)."""
    if face in TOKEN_ICON:
        return TOKEN_ICON[face]
    if face in D.bonus:
        t = D.bonus[face]
        return TILE_ICON.get(t.kind, "token") if tile_points(t) is None else None
    if face in D.endgame:
        t = D.endgame[face]
        return TILE_ICON.get(t.kind, "flag") if tile_points(t) is None else None
    if face in D.strategies:
        return STRATEGY_ICON.get(D.strategies[face].kind, "scroll")
    head = face.split(":", 1)[0]
    return MARKER_ICON.get(head) if head in ("key", "meeple") else MARKER_ICON.get(face)


def face_style(face: str) -> dict[str, Any]:
    """What the table paints ``face`` with: ``colour`` (the band or body), ``icon`` (an
    assets/icons name, where the face has no number) and, for a token, ``shape``; empty for a face
    Paris does not draw."""
    icon = _icon(face)
    out: dict[str, Any] = {} if icon is None else {"icon": icon}
    if face in TOKEN_COLOURS:
        return {"colour": TOKEN_COLOURS[face], "shape": TOKEN_SHAPE[face], **out}
    colour = _back_colour(face) if face.startswith("back:") else _tile_colour(face)
    if colour is None:
        colour = MARKER_COLOURS.get(face.split(":", 1)[0])
    return out if colour is None else {"colour": colour, **out}
