"""A bonus tile's printed face by its kind: its icon and two short lines."""

from __future__ import annotations

from typing import Any

from game.core.i18n import tr
from game.paris.cards import TILE_ICON, token_name
from game.paris.data import DATA
from scenes import draw
from scenes.games.paris.tokens import RES_ICON, TOKEN_WORD_MIN

# A bonus tile's printed face by its kind (game/paris/data.json): the icon ("@res": the named
# resource's, "@house": a house with the building value), then two short lines as (message key,
# {param: tile parameter}). A kind missing here keeps the rules' icon and its text's first words.
LINE = tuple[str, dict[str, str]]
EACH: LINE = ("paris.bonus.each", {})
BONUS_KINDS: dict[str, tuple[str, LINE, LINE | None]] = {
    "vp_per_owned_building_value": ("@house", ("paris.bonus.vp_n", {"n": "vp"}), EACH),
    "allow_move_onto_own_occupied": ("keys", ("paris.bonus.own", {}), ("paris.bonus.key", {})),
    "allow_move_onto_opponent_occupied": ("keys", ("paris.bonus.rival", {}), ("paris.bonus.key", {})),
    "buy_extra_key": ("key", ("paris.bonus.pay", {"n": "francs"}), ("paris.bonus.key", {})),
    "take_any_bonus_tile_from_track": ("hand", ("paris.bonus.any", {}), ("paris.bonus.tile", {})),
    "endgame_vp_per_franc": (
        "coin_stack",
        ("paris.bonus.at_end", {}),
        ("paris.bonus.per_franc", {"n": "vp_per_franc"}),
    ),
    "vp_per_owned_landmark": ("castle", ("paris.bonus.vp_n", {"n": "vp"}), EACH),
    "vp_per_resource_token_held": ("gold", ("paris.bonus.vp_n", {"n": "vp"}), EACH),
    "vp_per_prestige_token_held": ("medal", ("paris.bonus.vp_n", {"n": "vp"}), EACH),
    "vp_per_district_present": ("village", ("paris.bonus.vp_n", {"n": "vp"}), EACH),
    "vp_per_district_top_property": ("crown", ("paris.bonus.vp_n", {"n": "vp"}), EACH),
    "exchange_resources": ("refresh", ("paris.bonus.swap", {"n": "max"}), None),
    "repeat_bank_payout": ("coins", ("paris.bonus.bank", {}), ("paris.bonus.again", {})),
    "place_key_on_arc": ("key", ("paris.bonus.arc", {}), ("paris.bonus.free", {})),
    "move_discount": ("coins", ("paris.bonus.pay", {"n": "francs"}), ("paris.bonus.move", {})),
    "francs_per_bank_key": ("coins", ("paris.bonus.f", {"n": "francs"}), ("paris.bonus.per_bank", {})),
    "place_special_vp_tile": ("trophy", ("paris.bonus.special", {}), ("paris.bonus.vp_tile", {})),
    "relocate_bank_key": ("refresh", ("paris.bonus.move", {}), ("paris.bonus.bank", {})),
    "extra_bonus_advance": ("meeple", ("paris.bonus.plus_one", {}), ("paris.bonus.step", {})),
    "buy_vp": ("trophy", ("paris.bonus.buy", {}), ("paris.bonus.vp_word", {})),
    "vp_for_resource_set": ("trophy", ("paris.bonus.set", {}), ("paris.bonus.vp", {"n": "vp"})),
}


AS_TOKEN = ("as_resource", "as_prestige", "as_resource_or_prestige")  # bonus tiles standing for a token


def bonus_face(face: str, info: dict[str, Any] | None = None) -> tuple[str, str, str, str]:
    """(icon, first line, second line, house value) of a bonus tile's printed face."""
    tile = DATA.bonus.get(face)
    info = info or {}
    if tile is None:
        words = str(info.get("text", "") or "").split()
        return str(info.get("icon") or "stars"), " ".join(words[:2]), " ".join(words[2:4]), ""
    p = tile.p
    k = tile.kind
    if k == "gain":
        lines = [tr("paris.bonus.f", n=p("francs"))] if p("francs") else []
        lines += [tr("paris.bonus.vp", n=p("vp"))] if p("vp") else []
        return ("coins" if p("francs") else "stars"), lines[0] if lines else "", " ".join(lines[1:]), ""
    if k in AS_TOKEN:
        what = tile_material(face) or "any"
        if what == "any":
            tail = {"as_resource": "paris.bonus.resource", "as_prestige": "paris.bonus.prestige"}
            return TILE_ICON.get(k, "gem"), tr("paris.bonus.any"), tr(tail.get(k, "paris.bonus.token")), ""
        return RES_ICON.get(what, TILE_ICON.get(k, "gem")), token_name(what), "", ""
    icon, first, second = BONUS_KINDS.get(k, (TILE_ICON.get(k, "stars"), ("", {}), None))

    def fill(line: LINE | None) -> str:
        if line is None or not line[0]:
            return ""
        return tr(line[0], **{name: p(param, "") for name, param in line[1].items()})

    value = ""
    if icon == "@house":
        icon, value = "house", str(p("value", ""))
    if not first[0]:  # a kind this face table does not know: the rules' words
        words = str(info.get("text", "") or "").split()
        return icon, " ".join(words[:2]), " ".join(words[2:4]), ""
    return icon, fill(first), fill(second), value


def tile_material(face: str) -> str | None:
    """What a bonus tile that stands for a token stands for: one material ("wood", "gold" …) or
    "any"; None for every other tile."""
    tile = DATA.bonus.get(face)
    if tile is None or tile.kind not in AS_TOKEN:
        return None
    return str(tile.p("resource") or tile.p("prestige") or "any")


def material_tile(face: str) -> bool:
    """A bonus tile that stands for one named material ("= wood", "= marble", "= gold")."""
    return tile_material(face) not in (None, "any")


def material_words_fit(w: int) -> bool:
    """Whether a bonus tile ``w`` px wide prints its material's word readably (``TOKEN_WORD_MIN``):
    like the tokens, all three materials' tiles print theirs or none does (at the table's 37-44 px,
    none: "marble" was 11 px, 7 on a 1280×720 window); the material's icon then fills the tile."""
    f = draw.font(TOKEN_WORD_MIN, True)
    return all(f.size(token_name(m))[0] <= w - 5 for m in RES_ICON)


def _fit(text: str, size: int, width: int, smallest: int = 10) -> int:
    """The largest bold size from ``size`` down to ``smallest`` at which ``text`` fits ``width``."""
    while size > smallest and draw.font(size, True).size(text)[0] > width:
        size -= 1
    return size
