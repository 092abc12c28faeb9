"""A bonus tile's printed face: a mark and at most one short line, both readable at ``TEXT_MIN``.

Bonus tiles lie on the track's spaces (about 44×50), behind the screens and in the used piles (24 to
40 px). On cardboard each prints a picture and a number; here each kind has a mark (an icon of
assets/icons, or one of ours: the VP rosette with its number, a house with the building value, the
token it stands for) and a line of a few characters ("+3 F", "3 VP", "own"); the first line of its
list that fits the tile's width at ``TEXT_MIN`` is printed, none when none fits or the tile is too
low (the mark alone, bigger). Hovering a tile zooms its whole card (the rules' text).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.i18n import tr
from game.paris.data import DATA
from scenes import draw, theme
from scenes.games.paris.marks import mini_token, vp_mark
from scenes.games.paris.palette import TILE_ICON
from scenes.games.paris.style import GILT, NAVY, TEXT_MIN, fits, icon, text, tile_body

AS_TOKEN = ("as_resource", "as_prestige", "as_resource_or_prestige")  # bonus tiles standing for a token
LINE = tuple[str, dict[str, str]]  # a message key and {its parameter: the tile's parameter}
VP_N: LINE = ("paris.bonus.vp_n", {"n": "vp"})
# kind: (mark, candidate lines). Marks: an icon name, "@vp" (a rosette with the tile's VP), "@house"
# (a house with the building value), "@res" (the token it stands for), "@any_res", "@any_prestige".
BONUS_KINDS: dict[str, tuple[str, tuple[LINE, ...]]] = {
    "vp_per_owned_building_value": ("@house", (VP_N,)),
    "allow_move_onto_own_occupied": ("keys", (("paris.bonus.own", {}),)),
    "allow_move_onto_opponent_occupied": ("keys", (("paris.bonus.rival", {}),)),
    "buy_extra_key": ("key", (("paris.bonus.pay", {"n": "francs"}),)),
    "take_any_bonus_tile_from_track": ("hand", (("paris.bonus.any", {}),)),
    "endgame_vp_per_franc": (
        "coin_stack",
        (("paris.bonus.per_franc", {"n": "vp_per_franc"}), ("paris.bonus.vp_per_f", {})),
    ),
    "vp_per_owned_landmark": ("castle", (VP_N,)),
    "vp_per_resource_token_held": ("@any_res", (VP_N,)),
    "vp_per_prestige_token_held": ("@any_prestige", (VP_N,)),
    "vp_per_district_present": ("village", (VP_N,)),
    "vp_per_district_top_property": ("crown", (VP_N,)),
    "exchange_resources": ("refresh", (("paris.bonus.times", {"n": "max"}),)),
    "repeat_bank_payout": ("coins", (("paris.bonus.bank", {}),)),
    "place_key_on_arc": ("key", (("paris.bonus.arc", {}),)),
    "move_discount": ("coins", (("paris.bonus.pay", {"n": "francs"}),)),
    "francs_per_bank_key": ("coins", (("paris.bonus.f", {"n": "francs"}),)),
    "place_special_vp_tile": ("trophy", (("paris.bonus.vp_word", {}),)),
    "relocate_bank_key": ("refresh", (("paris.bonus.bank", {}),)),
    "extra_bonus_advance": ("meeple", (("paris.bonus.plus_one", {}),)),
    "buy_vp": ("trophy", (("paris.bonus.buy", {}),)),
    "vp_for_resource_set": ("@any_res", (VP_N,)),
}
LINE_GAP = 22  # the line's height under the mark (a 16 px line and its breath)


def tile_material(face: str) -> str | None:
    """What a bonus or end-game tile that stands for a token stands for: one material ("wood",
    "gold" …) or "any"; None for every other tile."""
    tile = DATA.bonus.get(face) or DATA.endgame.get(face)
    if tile is None or tile.kind not in AS_TOKEN:
        return None
    return str(tile.p("resource") or tile.p("prestige") or "any")


def bonus_print(face: str) -> tuple[str, str, list[str]]:
    """(mark, the number on the mark, the candidate lines) of a bonus tile's face."""
    tile = DATA.bonus[face]
    p = tile.p
    k = tile.kind
    if k == "gain":
        francs, vp = p("francs"), p("vp")
        if francs and vp:
            return "@vp", str(vp), [tr("paris.bonus.f", n=francs)]
        if vp:
            return "@vp", str(vp), [tr("paris.bonus.vp", n=vp)]
        return "coins", "", [tr("paris.bonus.f", n=francs)]
    if k in AS_TOKEN:
        what = tile_material(face) or "any"
        if what != "any":
            return "@res", what, []
        if k == "as_resource":
            return "@any_res", "", [tr("paris.bonus.any")]
        if k == "as_prestige":
            return "@any_prestige", "", [tr("paris.bonus.any")]
        return "gem", "", [tr("paris.bonus.any")]
    mark, lines = BONUS_KINDS.get(k, (TILE_ICON.get(k, "stars"), ()))
    value = str(p("value", "")) if mark == "@house" else ""
    out = [tr(key, **{name: p(param, "") for name, param in params.items()}) for key, params in lines]
    return mark, value, out


def bonus_line(face: str, width: int) -> str:
    """The line a bonus tile ``width`` px wide prints: the first of its lines that fits whole at
    ``TEXT_MIN`` (bold), "" for none."""
    _mark, _value, lines = bonus_print(face)
    return next((ln for ln in lines if fits(ln, width)), "")


def draw_mark(surf: pygame.Surface, mark: str, value: str, centre: tuple[int, int], d: int) -> None:
    """A tile's mark ``d`` px across at ``centre``."""
    if mark == "@vp":
        vp_mark(surf, centre, d, value)
    elif mark == "@res":
        mini_token(surf, value, centre, round(d * 0.9))
    elif mark in ("@any_res", "@any_prestige"):
        kinds = ("wood", "marble", "gold") if mark == "@any_res" else ("bronze", "silver", "gold_prestige")
        s = max(8, round(d * 0.55))
        offs = ((-0.28, 0.2), (0.28, 0.2), (0.0, -0.22))
        for kind, (dx, dy) in zip(kinds, offs, strict=True):
            mini_token(surf, kind, (round(centre[0] + dx * d), round(centre[1] + dy * d)), s)
    elif mark == "@house":
        icon(surf, "house", centre, d, GILT)
        if value and d >= 24:
            draw.text(surf, value, (centre[0], centre[1] + d // 7), TEXT_MIN, NAVY, "center", bold=True)
    else:
        icon(surf, mark, centre, d, GILT)


def bonus_layout(face: str, size: tuple[int, int]) -> tuple[int, tuple[int, int], str]:
    """(the mark's size, its centre, the line) of a bonus tile ``size``: with a line when the tile
    is tall enough for both (the line under the mark), else the mark alone, as big as fits."""
    w, h = size
    body_h = h - 3
    line = bonus_line(face, w - 6) if body_h >= 18 + LINE_GAP + 6 else ""
    if line:
        d = max(8, min(w - 10, body_h - LINE_GAP - 6))
        return d, (w // 2, 3 + d // 2), line
    d = max(6, min(w, body_h) - (8 if min(w, body_h) >= 24 else 4))
    return d, (w // 2, body_h // 2), ""


def bonus_face(face: str, size: tuple[int, int]) -> pygame.Surface:
    """A bonus tile as a small printed token: navy, gilt rim, its mark, its line under it."""
    w, h = size
    surf = tile_body(size, NAVY, GILT, max(4, w // 7))
    pygame.draw.rect(
        surf, draw.mix(NAVY, GILT, 0.35), (3, 3, w - 6, h - 9), 1, border_radius=max(2, w // 7 - 2)
    )
    mark, value, _lines = bonus_print(face)
    d, centre, line = bonus_layout(face, size)
    draw_mark(surf, mark, value, centre, d)
    if line:
        text(surf, line, (w // 2, h - 3 - LINE_GAP // 2 - 2), TEXT_MIN, theme.CREAM)
    return surf


def face_info(face: str) -> dict[str, Any]:
    """Tests: what a bonus tile's face is made of."""
    mark, value, lines = bonus_print(face)
    return {"mark": mark, "value": value, "lines": lines}
