"""Paris (with l'Étoile) at the table: the printed marks of the designed board (maps/paris.tmx).

The board's titles (Arc de Triomphe, supplies, market) are English strings here; the skin prints
what a cardboard Paris board shows in small type: the number of every bonus-track space (and the
A/B/C zones), the value of every building slot and the number of every landmark key spot. They are
small brass badges at the corners of their zones, drawn once into an overlay.

Bonus tiles are too small on the track for a card face (their name band read "Bon…"): the skin
draws them as printed tokens instead, a big icon and a two-word label ("+3 F", "= wood", "3 VP /
each" on a house marked with the building value), wherever they lie (track, screens, used pile);
hovering one still zooms the full card.

A building on its district slot is about 38×54 (25×36 on a 1280×720 window): its district's name or
type's name could not be read there, so the skin prints a glyph for its type on the district's colour,
its value big and its extra cost as lettered resource chips; a built landmark (about 24×34) prints a
gilt band and its value. The slot's own value badge sits on the slot's bottom-right corner, clear of
the tile's face and of the token beside it. Hovering a tile still zooms the whole card.

Tokens (about 44 px, 38 beside a building) read apart by silhouette, not only colour: a resource is
a square block with its material's icon, a prestige token a round medal with a star (card_info
``shape``). Their words ("Marble", "Bronze") would be 6-9 px on a 1280×720 window at these sizes, so
they print none (a roomy token, 60 px and more, prints its word whole on a cream label or ribbon);
hovering a token names it and its count. The same faces show on the board, in the market and behind
the screens. A stack's count is a pill on the piece's top-left corner, above its icon (the table's
hook ``count_badge``).

A seat's francs are a small stack of gilt coins seen from above and aside, a franc's "F" stamped on
the top coin (``francs_surface``): not the seat's disc with its seat shape, which is what a key looks
like (before, "17" over a disc was 17 francs or 17 keys). The stack sits in its seat's screen box (the
box says whose it is); its count pill keeps the keys' and tokens' place, above the coin's "F".

A seat's screen, used and strategy boxes print their caption in a strip along the bottom, and lay
their pieces out above it (the table's ``caption`` zone property): "Behind the screen" is never under
a token.

A crowded screen (a four players' box is 164 px wide and can hold 8-14 stacks) is laid out by the skin
(``screen_places``), not as one row of 44 px pieces overlapping until each one covered the previous
one's mark and count pill ("17" francs read "1"): while the table's row leaves every mark and pill
clear it stays; else two rows of chips, each stack a small piece with its count pill beside it inside
its own rect (``chip_pill_rect``), as big as fits down to ``CHIP_SIZES[-1]``. Face-down tiles of one
kind make one fanned pile; on the fullest screens face-up tiles narrow to strips. The drawn rects are
the layout's, so hover, tooltips and clicks follow them.
"""

from __future__ import annotations

import dataclasses
import logging
import math
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.core.i18n import add_strings, tr
from game.paris.cards import DISTRICT_COLOURS, LETTER, TILE_ICON, TOKEN_COLOURS, token_name, token_short
from game.paris.cards import TOKEN_SHAPE as TOKEN_SHAPES
from game.paris.data import DATA
from scenes import draw, theme
from scenes.games.base import TableSkin, TableView
from scenes.table.placement import CAPTION_H

log = logging.getLogger(__name__)

EN = {
    "paris.map.arc": "Arc de Triomphe",
    "paris.map.stacks": "Building stacks",
    "paris.map.removed": "Set aside",
    "paris.map.endgame": "End-game tiles",
    "paris.map.strategy": "Strategy tiles (l'Étoile)",
    "paris.map.landmarks": "Landmarks",
    "paris.map.landmark_keys": "Keys on landmarks",
    "paris.map.vp_tiles": "VP tiles",
    "paris.map.special_vp": "Special VP tile",
    "paris.map.market": "Market",
    "paris.seat.screen": "Behind the screen",
    "paris.seat.used": "Used",
    "paris.seat.strategy": "Strategy",
    "paris.seat.reserve": "Reserve",
    "paris.seat.vp": "VP",
    "paris.tip.token": "{name}",
    "paris.tip.tokens": "{name} \u00d7{n}",
    "paris.tip.francs": "Francs: {n}",
    "paris.francs.mark": "F",  # the letter stamped on the francs' coin
    "paris.bonus.f": "+{n} F",
    "paris.bonus.vp": "+{n} VP",
    "paris.bonus.vp_n": "{n} VP",
    "paris.bonus.vp_word": "VP",
    "paris.bonus.any": "any",
    "paris.bonus.prestige": "prest.",
    "paris.bonus.resource": "res.",
    "paris.bonus.token": "token",
    "paris.bonus.tile": "tile",
    "paris.bonus.each": "each",
    "paris.bonus.pay": "\u2212{n} F",
    "paris.bonus.key": "key",
    "paris.bonus.own": "own",
    "paris.bonus.rival": "rival",
    "paris.bonus.swap": "swap {n}",
    "paris.bonus.bank": "bank",
    "paris.bonus.again": "again",
    "paris.bonus.at_end": "at end",
    "paris.bonus.per_franc": "{n} VP/F",
    "paris.bonus.arc": "Arc",
    "paris.bonus.free": "free",
    "paris.bonus.move": "move",
    "paris.bonus.per_bank": "/ bank",
    "paris.bonus.special": "special",
    "paris.bonus.vp_tile": "VP tile",
    "paris.bonus.plus_one": "+1",
    "paris.bonus.step": "step",
    "paris.bonus.buy": "buy",
    "paris.bonus.set": "set",
}
add_strings(EN)

ZONE_OF_SPACE = ((1, 10, "A"), (11, 20, "B"), (21, 30, "C"))
# A building slot's printed value: a notch badge on the slot's bottom-right corner, a little outside
# it, clear of the building tile's face (left), of the token's or key's disc (above it, also when
# hovered) and of what lies round the slot (bank keys, VP and special tiles, landmarks).
SLOT_BADGE_R = 9
SLOT_BADGE_FROM_RIGHT = 6  # its centre, from the slot's right edge
SLOT_BADGE_FROM_BOTTOM = 5  # its centre, from the slot's bottom edge
# A building tile narrower than this is drawn by the skin: a glyph for its type, its value big and
# its extra cost as lettered resource chips (the district, the type's name and the effect are in the
# hover zoom; at ~38 px wide, 25 px on a 1280×720 window, they could not be read).
SMALL_BUILDING = 64
# A landmark this small (a built one in its district, about 24×34) prints a gilt band with a
# monument glyph and its value big; its name ("N…" before) is in the hover zoom.
SMALL_LANDMARK = 40
# The building types' glyphs: an assets/icons name, or "@cup" / "@bed" drawn here (no icon fits).
TYPE_GLYPH = {
    "cafe": "@cup",
    "hotel": "@bed",
    "kiosk": "scroll",
    "theatre": "music",
    "bookshop": "book",
    "department_store": "cart",
}
SEAT_PARTS = ("screen", "used", "strategy", "reserve", "vp")
# A seat box tall enough (78 px) says what it holds in a caption along its bottom (``CAPTION_H``, the
# table's caption strip: its pieces are laid out above it, so no token, tile or count badge ever
# covers the words). A caption that would be smaller than ``CAPTION_MIN`` (a four players' strategy
# box, 44 px wide) is left out: hovering the box names it.
CAPTIONED = ("screen", "used", "strategy")
CAPTION_MAX = 15  # 10 px on a 1280×720 window
CAPTION_MIN = 14
# The readable floor on a 1280×720 window (the 1920×1080 canvas scaled by 2/3): a word or a number
# printed smaller than this many pixels there cannot be read at a glance.
SCALE_720 = 1280 / 1920
READABLE_720 = 10
# A stacked token's, key's or francs' count: a pill (``draw.badge``) at the piece's top-left
# corner, rising off its top so that its foot stays above the piece's icon (and above every icon of
# its row, which all start as low), a little past its left edge: it stays clear of the pieces laid
# after it even where a crowded screen overlaps them. ``BADGE_FONT`` reads on a 1280×720 window.
BADGE_FONT = 15
BADGE_OUT = 4  # px the pill sticks out past the piece's left edge
SEAT_ICON = 0.16  # the table draws a seat's key as a disc with its seat shape this big
# A key or marker narrower than this (the reserve's keys and the VP marker in their 37 px boxes) is
# its seat shape almost whole: its count goes beside it, right of it in its box, where the box has the
# room (two players' 78 px boxes); else it keeps the table's corner badge (its number is what the box
# is for, and a pill above it would land on the box over it).
BADGE_DISC_MIN = 36
SMALL_DISC = 30  # the table's SMALL_MARKER: a seat's disc this small is its seat shape, whole
BESIDE = ("reserve", "vp")
# A crowded screen (``screen_places``): two rows of chips ``CHIP_SIZES`` high (the largest that fits;
# 15-17 px on a 1280×720 window; one row of pieces that small with their pills on top read worse): a
# counted piece (a token, the keys, the francs) is a chip rect wider than tall, the piece on its left
# and its count pill on its right end, over the piece's rim by at most ``CHIP_IN`` px and never on its
# mark. Face-down tiles of one kind fan ``FAN_STEP`` apart as one pile; when even the smallest chips
# do not fit, the face-up tiles narrow to strips (``TILE_STRIP`` px at least), then the chips close up
# over each other's rims; their pills and marks never hide.
CHIP_SIZES = (26, 24, 22)
CHIP_GAP = 3
CHIP_IN = 5
FAN_STEP = 6
TILE_STRIP = 9
FAN_MIN = 4  # px of a tile in the last resort's pile (``_piled``)
PILED_MIN = 18  # the last resort's smallest chips (12 px on a 1280×720 window)
COUNTED = ("token", "key", "marker")
# A bonus tile narrower than this prints its icon alone (its words would be under 10 px at 720).
BONUS_WORDS_MIN = 34
RES_ICON = {"wood": "wood", "marble": "stone", "gold": "gold"}
# Tokens (wood, marble, gold; bronze, silver and gold prestige) are about 44 px on the board, the
# market and the screens (29 px on a 1280×720 window): the table's generic disc printed "Gold p…" and
# a seat's prestige tokens as its plain seat disc. The skin prints them itself, each with its one word
# (card_info "short") on a cream label, as big as it fits, and its silhouette (card_info
# "shape"): a resource is a square ``block`` with its material's icon, a prestige token a round
# ``medal`` with a star and a ribbon across it. Colour is never the only cue (ART.md).
# A token prints its word only where every token's word fits at a size that reads at 1280×720
# (``TOKEN_WORD_MIN`` at 1920×1080: 10 px there): "Marble" and "Bronze" need a token about 60 px wide,
# so on this table (44 px in the market and the screens, 38 beside a building) no token prints one.
# It shows its shape, colour and a bigger mark instead, and hovering it names it (``Skin.tooltip``).
# All or none: one gold token with a word beside five without would look like a misprint.
TOKEN_WORD_MAX = 17  # a word's font size on a token 64 px wide, when it fits
TOKEN_WORD_MIN = math.ceil(READABLE_720 / SCALE_720)  # 15
TOKEN_TAIL = 0.45  # the ribbon's folded tails hang this share of its height under its ends
TOKEN_SS = 3  # shapes are drawn this many times larger and smoothed down (their edges stay soft)
# The francs (the "marker" piece "francs" behind a screen) are a stack of ``COINS`` gilt coins, seen
# from above and aside (an elliptical top coin, the reeded edges of those under it), an "F" stamped
# on the top coin: apart from a key (the seat's round disc and shape) and from the gold prestige medal
# (a round coin with a star) by its outline and its letter, not only by its colour (ART.md).
FRANCS = "francs"
COINS = 3
COIN_FACE = 0.6  # the top coin's ellipse is this share of the piece high (as wide as the piece)
COIN_EDGE = 0.08  # each coin's edge is this share of the piece thick
COIN_SHIFT = (0.0, 0.045, -0.03)  # each coin's sideways shift (a hand-made stack), share of the piece
COIN_MARK = 0.75  # the stamped letter's font size, share of the top coin's height
GILT = (0xD4, 0xAF, 0x37)  # the Paris gilt (ART.md), the coins' face

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


def slot_badge_rect(slot: pygame.Rect) -> pygame.Rect:
    """Where a building slot's value badge is drawn (its bounding box)."""
    r = SLOT_BADGE_R
    c = (slot.right - SLOT_BADGE_FROM_RIGHT, slot.bottom - SLOT_BADGE_FROM_BOTTOM)
    return pygame.Rect(c[0] - r, c[1] - r, 2 * r + 1, 2 * r + 1)


def draw_type_glyph(surf: pygame.Surface, kind: str, centre: tuple[int, int], size: int, colour: Any) -> None:
    """A building type's glyph, ``size`` px square, as a filled silhouette like the icon set's."""
    glyph = TYPE_GLYPH.get(kind, "house")
    cx, cy = centre
    u = size / 14.0  # the hand-drawn glyphs are designed on a 14 px grid
    if glyph == "@cup":  # a coffee cup on its saucer, steam above
        body = pygame.Rect(0, 0, round(8 * u), round(6 * u))
        body.midbottom = (round(cx - 1 * u), round(cy + 4 * u))
        pygame.draw.rect(
            surf,
            colour,
            body,
            border_bottom_left_radius=round(3 * u),
            border_bottom_right_radius=round(3 * u),
        )
        pygame.draw.circle(
            surf, colour, (body.right, body.centery), max(2, round(2.3 * u)), max(1, round(1.2 * u))
        )
        pygame.draw.line(
            surf,
            colour,
            (round(cx - 6 * u), round(cy + 5 * u)),
            (round(cx + 5 * u), round(cy + 5 * u)),
            max(1, round(1.4 * u)),
        )
        for dx in (-3, 0):
            x = round(cx + (dx + 0.5) * u)
            pygame.draw.line(surf, colour, (x, round(cy - 5 * u)), (x, round(cy - 3 * u)), max(1, round(u)))
        return
    if glyph == "@bed":  # a bed: headboard, pillow, blanket and legs
        w = max(1, round(1.6 * u))
        left, right = round(cx - 6 * u), round(cx + 6 * u)
        pygame.draw.rect(surf, colour, (left, round(cy - 5 * u), w, round(10 * u)))
        pygame.draw.rect(surf, colour, (left, round(cy + 1 * u), right - left, round(2.5 * u)))
        pygame.draw.rect(surf, colour, (right - w, round(cy - 1 * u), w, round(6 * u)))
        pygame.draw.ellipse(surf, colour, (left + w + 1, round(cy - 2.5 * u), round(4 * u), round(3 * u)))
        pygame.draw.rect(
            surf,
            colour,
            (round(cx - 1 * u), round(cy - 1.5 * u), round(5 * u), round(2.5 * u)),
            border_top_left_radius=max(1, round(u)),
        )
        return
    try:
        a = draw.assets()
        if a.has_icon(glyph):
            ic = a.icon(glyph, size, colour)
            surf.blit(ic, ic.get_rect(center=centre))
    except Exception:  # noqa: BLE001 - a glyph is a nicety: the value still reads
        pass


def token_label_rect(face: str, d: int) -> pygame.Rect:
    """Where a token ``d`` px wide prints its word (in the token's own square): the block's label
    strip across its lower part, the medal's ribbon across its lower half, both as wide as the piece."""
    h = max(9, round(d * 0.3))
    if TOKEN_SHAPES.get(face) == "medal":
        return pygame.Rect(0, round(d * 0.56), d, h)
    return pygame.Rect(1, d - 4 - h - max(1, d // 22), d - 2, h)


def token_word_width(face: str, d: int) -> int:
    """The width a token's word may take inside its label (2 px clear of both ends)."""
    return token_label_rect(face, d).w - 4


_WORD_SIZES: dict[int, int] = {}


def token_word_size(face: str, d: int) -> int:
    """The font size (bold) tokens ``d`` px wide print their words at, 0 for none: the largest from
    ``TOKEN_WORD_MAX`` (scaled to ``d``) down to ``TOKEN_WORD_MIN`` at which every token's word fits
    its label (the same for all, so that they look alike; ``face`` is for the callers' symmetry)."""
    got = _WORD_SIZES.get(d)
    if got is not None:
        return got
    size = max(TOKEN_WORD_MIN, round(TOKEN_WORD_MAX * d / 64))
    while size >= TOKEN_WORD_MIN:
        f = draw.font(size, True)
        if all(f.size(token_short(t))[0] <= token_word_width(t, d) for t in TOKEN_COLOURS):
            break
        size -= 1
    else:
        size = 0
    _WORD_SIZES[d] = size
    return size


def token_icon_rect(face: str, d: int) -> pygame.Rect:
    """Where a token ``d`` px wide has its mark (the material's icon on a block, the star on a
    medal), in the token's own square: above the label when it prints a word, else big in its
    middle."""
    medal = TOKEN_SHAPES.get(face) == "medal"
    if token_word_size(face, d):
        lab = token_label_rect(face, d)
        if medal:
            top = 1  # the medal's rim
            sr = min((lab.top - top) * 0.42, (d / 2 - 2) * 0.5)
            cy = (top + lab.top) / 2 + 1
            r = pygame.Rect(0, 0, round(2 * sr), round(2 * sr))
            r.center = (d // 2, round(cy))
            return r
        top = 4
        s = max(8, lab.top - top - 1)
        return pygame.Rect(d // 2 - s // 2, top, s, s)
    if medal:  # the coin's middle, the star as big as its struck rim leaves room for
        s = round(d * 0.52)
        r = pygame.Rect(0, 0, s, s)
        r.center = (d // 2, d // 2 - 1)
        return r
    s = round(d * 0.5)  # the block's middle (its body stands 3 px above its depth)
    r = pygame.Rect(0, 0, s, s)
    r.center = (d // 2, (d - 3) // 2)
    return r


def piece_icon_rect(kind: str, face: str, rect: pygame.Rect) -> pygame.Rect | None:
    """Where a piece laid out at ``rect`` shows its icon, on the canvas: a token's mark (the skin
    draws it ``d``×``d`` at the top of its rect, centred), the francs' stamped letter (likewise), a
    key's or marker's seat shape in the middle of the table's disc, or all of a small one (None for
    anything else). A chip (a counted piece's rect wider than tall) has its piece at its left end."""
    if is_chip(kind, rect):
        sq = pygame.Rect(rect.x, rect.y, rect.h, rect.h)
        if kind == "key":  # the skin draws it as the table's disc at least SMALL_DISC big, scaled
            big = max(sq.w, SMALL_DISC)
            k = sq.w / big
            s = max(4, round((2 * math.ceil(big * SEAT_ICON) + 2) * k))
            r = pygame.Rect(0, 0, s, s)
            r.center = (sq.x + sq.w // 2, sq.y + round((big // 2 - 1) * k))
            return r
        return piece_icon_rect(kind, face, sq)
    if kind == "token" and face in TOKEN_COLOURS:
        d = min(rect.w, rect.h)
        return token_icon_rect(face, d).move(rect.x + (rect.w - d) // 2, rect.y)
    if kind == "marker" and face == FRANCS:  # the letter stamped on the top coin
        d = min(rect.w, rect.h)
        return francs_mark_rect(d).move(rect.x + (rect.w - d) // 2, rect.y)
    if kind in ("key", "marker"):
        d = rect.w
        if d < SMALL_DISC:  # the table draws it as its seat shape, whole
            return pygame.Rect(rect)
        s = 2 * math.ceil(d * SEAT_ICON) + 2  # the shape and its outline (measured: 11 px at 31, 17 at 44)
        r = pygame.Rect(0, 0, s, s)
        r.center = (rect.x + d // 2, rect.y + d // 2 - 1)
        return r
    return None


def badge_rect(centre: tuple[int, int], text: str, size: int) -> pygame.Rect:
    """The pill ``draw.badge`` draws for ``text`` at ``centre`` (same sums)."""
    tw = draw.render(text, size, theme.CREAM, True).get_width()
    r = pygame.Rect(0, 0, max(tw + size, int(size * 1.5)), int(size * 1.5))
    r.center = (int(centre[0]), int(centre[1]))
    return r


def is_chip(kind: str, rect: pygame.Rect) -> bool:
    """A crowded screen's chip: a counted piece laid out wider than tall (``screen_places``)."""
    return kind in COUNTED and rect.w > rect.h


def chip_pill_rect(rect: pygame.Rect, count: int) -> pygame.Rect:
    """A chip's count pill: at the chip's right end, vertically centred on its piece."""
    r = badge_rect((0, 0), str(count), BADGE_FONT)
    r.right = rect.right
    r.centery = rect.centery
    return r


def chip_width(kind: str, face: str, d: int, count: int) -> int:
    """How wide a chip ``d`` high is: its piece, and its pill (when it has a count) right of the
    piece's mark, over at most ``CHIP_IN`` px of the piece's rim. A piece alone is 1 px wider than
    high (still a chip: the same face as its neighbours)."""
    if count <= 1:
        return d + 1
    icon = piece_icon_rect(kind, face, pygame.Rect(0, 0, d + 1, d))
    left = max(d - CHIP_IN, icon.right + 1 if icon is not None else d)
    return left + badge_rect((0, 0), str(count), BADGE_FONT).w


def count_badge_rect(kind: str, face: str, rect: pygame.Rect, count: int) -> pygame.Rect | None:
    """Where a stacked piece's count pill goes (None: the table's own place): its foot on the
    line of the piece's icon top (or of a token's beside it, when that is higher: a crowded row
    overlaps its pieces), its left end ``BADGE_OUT`` past the piece's left edge; a chip's at its
    right end (``chip_pill_rect``)."""
    if is_chip(kind, rect):
        return chip_pill_rect(rect, count)
    icon = piece_icon_rect(kind, face, rect)
    if icon is None or (kind != "token" and rect.w < BADGE_DISC_MIN):
        return None
    d = min(rect.w, rect.h)
    row = min(token_icon_rect(t, d).top for t in TOKEN_COLOURS)  # a token's icon beside it
    r = badge_rect((0, 0), str(count), BADGE_FONT)
    r.bottom = min(icon.top, rect.top + row)
    r.left = rect.left - BADGE_OUT
    return r


def _star(centre: tuple[float, float], r: float) -> list[tuple[float, float]]:
    """A five-pointed star's outline (point up)."""
    cx, cy = centre
    pts = []
    for i in range(10):
        a = math.radians(-90 + 36 * i)
        rr = r if i % 2 == 0 else r * 0.45
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    return pts


def token_shapes(face: str, d: int) -> pygame.Surface:
    """A token's body and mark (no word), ``d``×``d``, drawn large and smoothed down."""
    k = TOKEN_SS
    D = d * k
    col = TOKEN_COLOURS[face]
    dark = draw.mix(col, (0, 0, 0), 0.45)
    light = draw.mix(col, (255, 255, 255), 0.45)
    big = pygame.Surface((D, D), pygame.SRCALPHA)
    worded = token_word_size(face, d) > 0
    lab = token_label_rect(face, d)
    lab = pygame.Rect(lab.x * k, lab.y * k, lab.w * k, lab.h * k)
    mark = token_icon_rect(face, d)
    mark = pygame.Rect(mark.x * k, mark.y * k, mark.w * k, mark.h * k)
    paper = theme.CREAM
    paper_edge = draw.mix(paper, theme.INK, 0.45)
    if TOKEN_SHAPES.get(face) == "medal":
        c = (D // 2, D // 2 - k)
        R = D // 2 - 2 * k
        pygame.draw.circle(big, dark, (c[0], c[1] + 2 * k), R)  # its thickness
        pygame.draw.circle(big, col, c, R)
        pygame.draw.circle(big, dark, c, R, max(2, k))
        pygame.draw.circle(big, light, c, R - 2 * k, max(2, k))  # the struck rim
        star = _star((mark.centerx, mark.centery + (k if not worded else 0)), mark.w / 2)
        pygame.draw.polygon(big, dark, star)
        if not worded:  # no ribbon to print on: the medal is its coin and its star
            return pygame.transform.smoothscale(big, (d, d))
        # the ribbon: a band as wide as the token, its folded tails showing under both ends
        tail = lab.h * TOKEN_TAIL
        for x0, x1 in ((0, tail * 1.4), (D, D - tail * 1.4)):
            pygame.draw.polygon(
                big, dark, [(x0, lab.bottom - k), (x1, lab.bottom - k), (x0, lab.bottom + tail)]
            )
        pygame.draw.rect(big, dark, lab.move(0, k), border_radius=k)
        pygame.draw.rect(big, paper, lab, border_radius=k)
        pygame.draw.rect(big, paper_edge, lab, max(1, k), border_radius=k)
    else:
        body = pygame.Rect(k, k, D - 2 * k, D - 5 * k)
        radius = round(D * 0.16)
        pygame.draw.rect(big, dark, body.move(0, 3 * k), border_radius=radius)  # the block's depth
        pygame.draw.rect(big, col, body, border_radius=radius)
        pygame.draw.rect(big, dark, body, max(2, k), border_radius=radius)
        pygame.draw.rect(big, light, body.inflate(-4 * k, -4 * k), max(2, k), border_radius=radius - 2 * k)
        ink = theme.INK if sum(col) > 420 else theme.CREAM
        try:
            a = draw.assets()
            name = RES_ICON.get(face, face)
            if a.has_icon(name):
                ic = a.icon(name, mark.h, ink)
                big.blit(ic, ic.get_rect(center=mark.center))
        except Exception:  # noqa: BLE001 - an icon is a nicety: the block and its colour still read
            pass
        if not worded:
            return pygame.transform.smoothscale(big, (d, d))
        pygame.draw.rect(big, paper, lab, border_radius=2 * k)
        pygame.draw.rect(big, paper_edge, lab, max(1, k), border_radius=2 * k)
    return pygame.transform.smoothscale(big, (d, d))


# ------------------------------------------------------------------ the francs' coins
def coin_stack(d: int) -> list[tuple[pygame.Rect, int]]:
    """The coins of a francs stack ``d`` px square, top coin first: each coin's face ellipse (in the
    piece's own square) and its edge's thickness below it. The bottom coin rests 3 px above the
    square's foot (the table's shadow falls there)."""
    t = max(2, round(d * COIN_EDGE))
    eh = max(8, round(d * COIN_FACE))
    w = d - 2 - 2 * math.ceil(max(abs(x) for x in COIN_SHIFT) * d)
    y0 = d - 3 - eh - COINS * t
    out = []
    for i in range(COINS):
        r = pygame.Rect(0, y0 + i * t, w, eh)
        r.centerx = d // 2 + round(COIN_SHIFT[i % len(COIN_SHIFT)] * d)
        out.append((r, t))
    return out


def francs_mark() -> str:
    return tr("paris.francs.mark")


def francs_mark_size(d: int) -> int:
    return max(8, round(coin_stack(d)[0][0].h * COIN_MARK))


def francs_mark_rect(d: int) -> pygame.Rect:
    """The ink of the letter stamped on the top coin of a francs stack ``d`` px square (in its own
    square), centred on the coin's face."""
    face = coin_stack(d)[0][0]
    ink = draw.render(francs_mark(), francs_mark_size(d), theme.INK, True).get_bounding_rect()
    ink.center = (face.centerx, face.centery + 1)
    return ink


def _lower_y(r: pygame.Rect, x: float) -> float:
    """The y of an ellipse's lower curve at ``x`` (its centre line beyond its ends)."""
    a, b = r.w / 2, r.h / 2
    u = (x - r.centerx) / a if a else 0.0
    return r.centery + b * math.sqrt(max(0.0, 1 - u * u))


def francs_shapes(d: int) -> pygame.Surface:
    """The coins of a francs stack, ``d``×``d``, without the letter: drawn large and smoothed down."""
    k = TOKEN_SS
    big = pygame.Surface((d * k, d * k), pygame.SRCALPHA)
    rim = draw.mix(theme.BRASS, (0, 0, 0), 0.5)
    edge = draw.mix(theme.BRASS, (0, 0, 0), 0.18)
    reed = draw.mix(theme.BRASS, (0, 0, 0), 0.4)
    light = draw.mix(GILT, (255, 255, 255), 0.45)
    ring = draw.mix(GILT, (0, 0, 0), 0.22)
    coins = coin_stack(d)
    for i in range(len(coins) - 1, -1, -1):  # the bottom coin first
        r0, t = coins[i]
        face = pygame.Rect(r0.x * k, r0.y * k, r0.w * k, r0.h * k)
        low = face.move(0, t * k)
        # the edge: the lower ellipse and the band up to the face's middle, reeded, outlined
        pygame.draw.ellipse(big, rim, low.inflate(2 * k, 2 * k))
        pygame.draw.rect(big, rim, (face.x - k, face.centery, face.w + 2 * k, t * k))
        pygame.draw.ellipse(big, edge, low)
        pygame.draw.rect(big, edge, (face.x, face.centery, face.w, t * k))
        step = 3 * k
        for x in range(face.x + step // 2, face.right, step):
            y1, y2 = _lower_y(face, x), _lower_y(low, x)
            if y2 - y1 > 2 * k:
                pygame.draw.line(big, reed, (x, y1 + k), (x, y2 - k), k)
        # the face: gilt, its rim, a struck inner ring and a glint on its upper left
        pygame.draw.ellipse(big, rim, face.inflate(2 * k, 2 * k))
        pygame.draw.ellipse(big, GILT, face)
        if i == 0:
            inner = face.inflate(-round(face.w * 0.2), -round(face.h * 0.22))
            pygame.draw.ellipse(big, ring, inner, max(2, k))
            pygame.draw.arc(
                big, light, face.inflate(-2 * k, -2 * k), math.radians(95), math.radians(175), 2 * k
            )
        else:
            pygame.draw.ellipse(big, draw.mix(GILT, (0, 0, 0), 0.12), face.inflate(-4 * k, -4 * k), k)
    return pygame.transform.smoothscale(big, (d, d))


def _fit(text: str, size: int, width: int, smallest: int = 10) -> int:
    """The largest bold size from ``size`` down to ``smallest`` at which ``text`` fits ``width``."""
    while size > smallest and draw.font(size, True).size(text)[0] > width:
        size -= 1
    return size


def caption_seat_boxes(board: Any) -> None:
    """Give each seat's screen, used and strategy box its caption strip: the table's ``caption``
    property lays the pieces out above the strip (``placement.inner_rect``) and hovering the box names
    it. A screen and a used box lay their pieces in a row (overlapping sideways when a crowded one
    must) rather than in rows stacked over one another. Only where the caption fits at ``CAPTION_MIN``; safe twice."""
    zones = board.zones
    for zid, z in list(zones.items()):
        parts = zid.split(":")
        if len(parts) != 3 or parts[0] != "seat" or parts[2] not in CAPTIONED:
            continue
        r = pygame.Rect(z.rect)
        key = f"paris.seat.{parts[2]}"
        if r.h < 60 or caption_size(tr(key), r.w) == 0:
            continue
        props = {**z.properties, "caption": key, "label": key}
        if parts[2] in ("screen", "used"):
            props["layout"] = "row"
        zones[zid] = dataclasses.replace(z, properties=props)


def caption_size(text: str, width: int) -> int:
    """The font size a seat box ``width`` px wide prints its caption at (0: it does not fit)."""
    size = _fit(text, CAPTION_MAX, width - 12, CAPTION_MIN)
    return size if draw.font(size, True).size(text)[0] <= width - 12 else 0


def caption_place(zone: Any) -> tuple[str, int, pygame.Rect] | None:
    """A captioned seat box's caption: its text, font size and where its ink lies on the canvas
    (centred in the box's bottom strip, ``CAPTION_H`` high); None for a box without one."""
    key = zone.prop("caption")
    if not key:
        return None
    r = pygame.Rect(zone.rect)
    text = tr(str(key))
    size = caption_size(text, r.w)
    if not size:
        return None
    ink = draw.render(text, size, theme.CREAM, True).get_bounding_rect()
    strip = pygame.Rect(r.x, r.bottom - CAPTION_H, r.w, CAPTION_H)
    ink.center = (strip.centerx, strip.centery - 1)
    return text, size, ink


# ------------------------------------------------------------------ a crowded screen
Placed = list[tuple[Any, pygame.Rect]]


def drawn_pill(piece: Any, rect: pygame.Rect) -> pygame.Rect | None:
    """The count pill the table draws for a piece of a screen laid out at ``rect`` (the skin's
    ``count_badge`` place), None for a piece without one."""
    if piece.count <= 1 or piece.kind not in COUNTED:
        return None
    return count_badge_rect(piece.kind, piece.face, rect, piece.count)


def piece_mark(piece: Any, rect: pygame.Rect) -> pygame.Rect | None:
    """What of a piece must stay in view: a counted piece's icon, a face-up tile's middle (a bonus
    tile's icon); a face-down tile has none (a pile of them shows its edges)."""
    if piece.kind in COUNTED:
        return piece_icon_rect(piece.kind, piece.face, rect)
    if piece.kind == "tile" and not str(piece.face).startswith("back"):
        return rect.inflate(-(rect.w // 3), -(rect.h // 3))
    return None


def layout_problems(placed: Sequence[tuple[Any, pygame.Rect]]) -> list[str]:
    """What a screen's layout hides, in drawing order (later on top): a pill under a later piece or
    pill, a mark under a later piece or pill. Empty: every mark and count reads."""
    out = []
    drawn = [(p, r, drawn_pill(p, r), piece_mark(p, r)) for p, r in placed]
    for i, (p, _r, pill, mark) in enumerate(drawn):
        for q, r2, pill2, _m in drawn[i + 1 :]:
            over = [r2] + ([pill2] if pill2 is not None else [])
            if pill is not None and any(pill.colliderect(o) for o in over):
                out.append(f"{p.face} count under {q.face}")
            if mark is not None and any(mark.colliderect(o) for o in over):
                out.append(f"{p.face} mark under {q.face}")
    return out


def _screen_room(zone: Any) -> tuple[pygame.Rect, pygame.Rect]:
    """A screen box and the room its pieces may use: inside the box, above its caption strip."""
    box = pygame.Rect(zone.rect)
    bottom = box.bottom - (CAPTION_H if zone.prop("caption") else 3)
    room = pygame.Rect(box.x + 3, box.y + 3, box.w - 6, bottom - box.y - 4)
    return box, room


def _groups(pieces: Sequence[Any], d: int) -> list[list[tuple[Any, int, int]]]:
    """The screen's pieces as chips ``d`` high, in the rules' order: (piece, x offset, width) each;
    face-down tiles of one kind are one group, a fanned pile ``FAN_STEP`` apart."""
    groups: list[list[tuple[Any, int, int]]] = []
    piles: dict[str, list[tuple[Any, int, int]]] = {}
    for p in pieces:
        if p.kind in COUNTED:
            groups.append([(p, 0, chip_width(p.kind, p.face, d, p.count))])
        elif p.kind == "tile" and str(p.face).startswith("back"):
            pile = piles.get(p.face)
            if pile is None:
                pile = piles[p.face] = []
                groups.append(pile)
            pile.append((p, len(pile) * FAN_STEP, d))
        else:
            groups.append([(p, 0, d)])
    return groups


def _width(group: Sequence[tuple[Any, int, int]]) -> int:
    return max(dx + w for _p, dx, w in group)


def _flex(group: Sequence[tuple[Any, int, int]]) -> bool:
    """A face-up tile: on a screen too crowded for them all it narrows to a strip (its icon)."""
    return len(group) == 1 and group[0][0].kind not in COUNTED


def _counted(group: Sequence[tuple[Any, int, int]]) -> bool:
    return len(group) == 1 and group[0][0].kind in COUNTED


def _row_xs(groups: Sequence[Sequence[tuple[Any, int, int]]], tw: int, tight: int) -> tuple[list[int], int]:
    """Each group's x offset in its row and the row's width: ``CHIP_GAP`` apart; face-up tiles
    ``tw`` wide (narrower than high: strips side by side, a fanned hand); with ``tight``, a chip
    over that much of the next chip's rim (drawn after it: ``_rows``)."""
    xs: list[int] = []
    x = 0
    for i, g in enumerate(groups):
        xs.append(x)
        nxt = groups[i + 1] if i + 1 < len(groups) else None
        if _flex(g) and tw < g[0][2]:
            x += tw + (0 if nxt is not None and _flex(nxt) else CHIP_GAP)
        elif tight and nxt is not None and _counted(g) and _counted(nxt):
            x += _width(g) - tight
        else:
            x += _width(g) + CHIP_GAP
    if not groups:
        return xs, 0
    last = groups[-1]
    return xs, xs[-1] + (tw if _flex(last) and tw < last[0][2] else _width(last))


Spec = tuple[int, bool, bool, int]  # a group's width, face-up tile, counted chip, own width


def _spec(group: Sequence[tuple[Any, int, int]]) -> Spec:
    return (_width(group), _flex(group), _counted(group), group[0][2])


def _span(specs: Sequence[Spec], tw: int, tight: int) -> int:
    """A row's width (as ``_row_xs`` lays it), from its groups' ``_spec``: the search's sum."""
    x = 0
    n = len(specs)
    for i, (w, flex, counted, own) in enumerate(specs):
        last = i + 1 == n
        if flex and tw < own:
            x += tw if last else tw + (0 if specs[i + 1][1] else CHIP_GAP)
        elif last:
            x += w
        elif tight and counted and specs[i + 1][2]:
            x += w - tight
        else:
            x += w + CHIP_GAP
    return x


def _fit_row(
    groups: Sequence[Sequence[tuple[Any, int, int]]], d: int, room_w: int, tight: int = 0
) -> tuple[int, int] | None:
    """(width, each face-up tile's width) of a row of chip groups in ``room_w``: the tiles as wide
    as they are (``d``), else as wide as the room leaves each (``TILE_STRIP`` at least: a strip
    showing its icon); None when even that does not fit."""
    return _fit_specs([_spec(g) for g in groups], d, room_w, tight)


def _fit_specs(specs: Sequence[Spec], d: int, room_w: int, tight: int) -> tuple[int, int] | None:
    whole = _span(specs, d, tight)
    if whole <= room_w:
        return (whole, d)
    m = sum(1 for sp in specs if sp[1])
    if m == 0:
        return None
    bare = _span(specs, 0, tight)  # the row with every tile 0 wide
    tw = min(d - 1, (room_w - bare) // m)  # abutting, a tile fits as wide as room is left
    return (bare + m * tw, tw) if tw >= TILE_STRIP else None


def _split(
    groups: list[list[tuple[Any, int, int]]], d: int, room_w: int, tight: int, narrow: bool
) -> tuple[list[list[tuple[Any, int, int]]], list[list[tuple[Any, int, int]]], int] | None:
    """The best two rows of ``groups`` (each row its counted chips, then its tiles, in the rules'
    order) and the tiles' width: without narrowing, where the longer row is shortest (a split of
    the rules' order first); with it, where the tiles keep the most."""
    counted = [g for g in groups if _counted(g)]
    tiles = [g for g in groups if not _counted(g)]
    cs = [_spec(g) for g in counted]
    ts = [_spec(g) for g in tiles]
    best: tuple[tuple[int, int, bool], int, int, int] | None = None
    for k in range(len(counted) + 1):
        for j in range(len(tiles) + 1):
            if k + j == 0 or k + j == len(groups):
                continue
            f0 = _fit_specs(cs[:k] + ts[:j], d, room_w, tight)
            f1 = _fit_specs(cs[k:] + ts[j:], d, room_w, tight) if f0 is not None else None
            if f0 is None or f1 is None:
                continue
            tw = min(f0[1], f1[1])
            if not narrow and tw < d:
                continue
            score = (tw, -max(f0[0], f1[0]), j == 0 or k == len(counted))
            if best is None or score > best[0]:
                best = (score, k, j, tw)
    if best is None:
        return None
    _score, k, j, tw = best
    return counted[:k] + tiles[:j], counted[k:] + tiles[j:], tw


def _two_rows(zone: Any, pieces: Sequence[Any]) -> Placed | None:
    """Two rows of chips as high as fits (``CHIP_SIZES``), split where the longer row is shortest;
    when nothing fits at the smallest, the face-up tiles narrow to strips (their icons), then the
    chips close up over each other's rims; the pills and marks never hide."""
    _box, room = _screen_room(zone)
    sizes = [d for d in CHIP_SIZES if 2 * d + 2 <= room.h]
    for d in sizes:
        got = _split(_groups(pieces, d), d, room.w, 0, False)
        if got is not None:
            return _rows(room, d, got[:2], 0)
    best: tuple[tuple[bool, int, int], Placed] | None = None
    for tight in (0, CHIP_IN - 1):
        for d in sizes:
            got = _split(_groups(pieces, d), d, room.w, tight, True)
            if got is None:
                continue
            out = _rows(room, d, got[:2], tight)
            # chips apart first, then tiles at least 4/5 whole, then the bigger chips
            score = (not tight, min(got[2], d * 4 // 5), d)
            if not layout_problems(out) and (best is None or score > best[0]):
                best = (score, out)
        if best is not None:
            break
    if best is not None:
        return best[1]
    for d in range(CHIP_SIZES[-1], PILED_MIN - 1, -2):
        piled = _piled(room, pieces, d)
        if piled is not None:
            return piled
    return _piled(room, pieces, CHIP_SIZES[-1], under=True)


def _piled(room: pygame.Rect, pieces: Sequence[Any], d: int, under: bool = False) -> Placed | None:
    """The last resort of a screen fuller than any game seen (every kind of token in twos, keys,
    francs in two digits, seven tiles): the counted chips as before (``d`` down to ``PILED_MIN``),
    the tiles one overlapping pile per row in the room left (``FAN_MIN`` px of each shows; hovering
    it zooms it). ``under``: no room left at all; the piles lie at the rows' right ends under the
    chips (drawn first): the counts and the counted marks still read, the tiles peek out."""
    if 2 * d + 2 > room.h:
        return None
    counted = _groups([p for p in pieces if p.kind in COUNTED], d)
    tiles = [p for p in pieces if p.kind not in COUNTED]
    for tight in (0, CHIP_IN - 1):
        got = _split(counted, d, room.w, tight, False) if len(counted) > 1 else None
        if got is None:
            continue
        rows = [got[0], got[1]]
        widths = [_row_xs(r, d, tight)[1] for r in rows]
        free = [room.w - w - CHIP_GAP for w in widths]
        n0 = round(len(tiles) * max(0, free[0]) / max(1, max(0, free[0]) + max(0, free[1])))
        parts = [tiles[:n0], tiles[n0:]]
        steps = []
        for part, f in zip(parts, free, strict=True):
            steps.append(d + CHIP_GAP if len(part) <= 1 else min(d + CHIP_GAP, (f - d) // (len(part) - 1)))
        if under:
            out = _rows(room, d, rows, tight)
            gap = min(6, room.h - 2 * d)
            y0 = room.y + (room.h - 2 * d - gap) // 2
            half = (len(tiles) + 1) // 2
            piles: Placed = []
            for i, part in enumerate((tiles[:half], tiles[half:])):
                x = room.right - d - FAN_MIN * (len(part) - 1)
                y = y0 + i * (d + gap)
                piles.extend((p, pygame.Rect(x + k * FAN_MIN, y, d, d)) for k, p in enumerate(part))
            return piles + out
        if any(part and (st < FAN_MIN or f < d) for part, st, f in zip(parts, steps, free, strict=True)):
            continue
        out = _rows(room, d, rows, tight)
        gap = min(6, room.h - 2 * d)
        y0 = room.y + (room.h - 2 * d - gap) // 2
        for i, (part, st) in enumerate(zip(parts, steps, strict=True)):
            if not part:
                continue
            fan = st * (len(part) - 1) + d
            shift = (fan + CHIP_GAP) // 2  # the row and its pile centred together
            y = y0 + i * (d + gap)
            row = [(p, r) for p, r in out if r.y == y]
            for _p, r in row:
                r.x -= shift
            x = max((r.right for _p, r in row), default=room.x) + CHIP_GAP
            out.extend((p, pygame.Rect(x + k * st, y, d, d)) for k, p in enumerate(part))
        return out
    return None


def _rows(
    room: pygame.Rect, d: int, rows: Sequence[Sequence[Sequence[tuple[Any, int, int]]]], tight: int
) -> Placed:
    """Rect per piece of chip rows ``d`` high, each row centred, the rows centred in ``room``; a
    face-up tile narrowed to its row's share (``_fit_row``). Closed-up chips (``tight``) are drawn
    right to left: each one's pill lies over the next one's rim, never under it."""
    gap = min(6, room.h - 2 * d)
    y = room.y + (room.h - 2 * d - gap) // 2
    out: Placed = []
    for groups in rows:
        fit = _fit_row(groups, d, room.w, tight)
        width, tw = fit if fit is not None else (room.w, d)
        xs, _w = _row_xs(groups, tw, tight)
        x0 = room.x + (room.w - width) // 2
        row: list[list[tuple[Any, pygame.Rect]]] = []
        for g, gx in zip(groups, xs, strict=True):
            if _flex(g) and tw < d:
                row.append([(g[0][0], pygame.Rect(x0 + gx, y, tw, d))])
            else:
                row.append([(p, pygame.Rect(x0 + gx + dx, y, w, d)) for p, dx, w in g])
        for placed in row[::-1] if tight else row:
            out.extend(placed)
        y += d + gap
    return out


def screen_places(zone: Any, placed: Sequence[tuple[Any, pygame.Rect]]) -> Placed | None:
    """A seat's screen laid out so that every piece's mark and count pill read (None: the table's
    row already does): two rows of chips (``_two_rows``)."""
    if len(placed) < 2 or (not layout_problems(placed) and not _shrunk(placed)):
        return None
    return _two_rows(zone, [p for p, _r in placed])


def _shrunk(placed: Sequence[tuple[Any, pygame.Rect]]) -> bool:
    """The table's own places made a counted piece smaller than its count pill reads beside (it
    shrinks a full row rather than overlap it): the skin's chips read better then."""
    return any(p.kind in COUNTED and min(r.size) < BADGE_DISC_MIN for p, r in placed)


# ------------------------------------------------------------------ a full "used" box
USED_GAP = 2  # between the used bonus tiles of a crowded used box


def used_icon_size(w: int, h: int) -> int:
    """The icon a bonus tile ``w``×``h`` prints when too narrow for words (``bonus_surface``)."""
    return min(w - (7 if w >= h else 4), h - 9)


def used_places(zone: Any, placed: Sequence[tuple[Any, pygame.Rect]]) -> Placed | None:
    """A seat's used box whose face-up bonus tiles the table overlapped (3 and more in a four
    players' 88 px box: "an… 5 V… 1 VP"): every tile side by side, none over another, above the
    caption; one row of narrower tiles or two rows of small ones, whichever prints the
    bigger icon (a tile this small prints its icon only; hovering it zooms the card). None: the
    table's row already shows every tile whole (a roomy box, or few tiles)."""
    if not placed:
        return None
    _box, room = _screen_room(zone)
    n = len(placed)
    rects = [r for _p, r in placed]
    clear = all(room.inflate(2, 2).contains(r) for r in rects) and not any(
        a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :]
    )
    if clear:
        return None
    nat_w, nat_h = rects[0].size
    g = USED_GAP
    # one row: the tiles as tall as they were, as wide as the room leaves each
    h1 = min(nat_h, room.h)
    w1 = min(nat_w, (room.w - (n - 1) * g) // n)
    # two rows of small tiles: square, or narrower than high when many
    cols = (n + 1) // 2
    h2 = (room.h - g) // 2
    w2 = min((room.w - (cols - 1) * g) // cols, nat_w, h2)
    if n > 1 and used_icon_size(w2, h2) > used_icon_size(w1, h1):
        rows = [[p for p, _r in placed[:cols]], [p for p, _r in placed[cols:]]]
        size = (w2, h2)
    else:
        rows = [[p for p, _r in placed]]
        size = (max(1, w1), h1)
    tw, th = size
    total_h = len(rows) * th + (len(rows) - 1) * g
    y = room.y + (room.h - total_h) // 2
    out: Placed = []
    for row in rows:
        width = len(row) * tw + (len(row) - 1) * g
        x = room.x + (room.w - width) // 2
        for p in row:
            out.append((p, pygame.Rect(x, y, tw, th)))
            x += tw + g
        y += th + g
    return out


class Skin(TableSkin):
    def __init__(self, table: TableView) -> None:
        super().__init__(table)
        self._overlay: pygame.Surface | None = None
        self._bonus_cache: dict[tuple[str, tuple[int, int], int | None], pygame.Surface] = {}
        self._face_cache: dict[tuple[str, str, tuple[int, int]], pygame.Surface] = {}  # small tiles

    def arrange(self, board: Any, players: int) -> None:
        caption_seat_boxes(board)

    # ------------------------------------------------------------------ a crowded screen's layout
    def place(self, zone_id: str, zone: Any, placed: Placed) -> Placed | None:
        """Where a zone's pieces go instead of the table's places (None: the table's): a seat's
        screen too crowded for one row of 44 px pieces (``screen_places``), a used box whose tiles
        the table overlapped (``used_places``)."""
        parts = zone_id.split(":")
        if zone is None or len(parts) != 3 or parts[0] != "seat":
            return None
        if parts[2] == "used":
            return used_places(zone, placed)
        if parts[2] != "screen":
            return None
        return screen_places(zone, placed)

    def _rect(self, zid: str) -> pygame.Rect | None:
        z = self.table.board.zone(zid)
        return pygame.Rect(z.rect) if z is not None else None

    @staticmethod
    def _badge(surf: pygame.Surface, text: str, center: tuple[int, int], r: int = 11) -> None:
        pygame.draw.circle(surf, (*draw.mix(theme.BRASS, (0, 0, 0), 0.35), 235), center, r)
        pygame.draw.circle(surf, (*theme.BRASS, 255), center, r, 2)
        draw.text(surf, text, center, 15 if len(text) < 2 else 13, theme.CREAM, "center", bold=True)

    def _build(self) -> pygame.Surface:
        surf = pygame.Surface((1920, 1080), pygame.SRCALPHA)
        for i in range(31):
            r = self._rect(f"track:{i}")
            if r is not None:
                self._badge(surf, str(i), (r.centerx, r.bottom - 2), 10)
        for lo, hi, name in ZONE_OF_SPACE:
            a, b = self._rect(f"track:{lo}"), self._rect(f"track:{hi}")
            if a is None or b is None:
                continue
            band = pygame.Rect(a.x + 2, a.bottom + 2, b.right - a.x - 4, 3)
            pygame.draw.rect(surf, (*theme.BRASS, 200), band, border_radius=2)
            tag = pygame.Rect(0, 0, 18, 16)
            tag.center = band.center
            pygame.draw.rect(surf, (*draw.mix(theme.BRASS, (0, 0, 0), 0.35), 255), tag, border_radius=6)
            pygame.draw.rect(surf, (*theme.BRASS, 255), tag, 1, border_radius=6)
            draw.text(surf, name, tag.center, 14, theme.CREAM, "center", bold=True)
        arc = self._rect("location:arc")
        if arc is not None:  # a small gilt arch beside the title, like the printed board's emblem
            a = pygame.Rect(arc.right - 46, arc.y + 8, 34, 26)
            gold = (*theme.BRASS, 255)
            pygame.draw.rect(surf, gold, a, border_radius=2)
            pygame.draw.rect(
                surf,
                (0, 0, 0, 0),
                (a.x + 10, a.y + 10, a.w - 20, a.h - 10),
                border_top_left_radius=6,
                border_top_right_radius=6,
            )
            pygame.draw.line(
                surf, (*draw.mix(theme.BRASS, (0, 0, 0), 0.4), 255), (a.x, a.y + 5), (a.right - 1, a.y + 5)
            )
        zones = self.table.board.zones
        for zid in zones:
            if zid.startswith("slot:"):
                b = slot_badge_rect(pygame.Rect(zones[zid].rect))
                self._badge(surf, zid.rsplit(":", 1)[1], b.center, SLOT_BADGE_R)
            elif zid.startswith("landmark:"):
                r = pygame.Rect(zones[zid].rect)
                self._badge(surf, zid.split(":", 1)[1].lstrip("L"), (r.centerx, r.bottom - 2), 9)
        return surf

    def draw_static(self, canvas: pygame.Surface) -> None:
        """A small caption along the bottom of each captioned seat box (the boxes are too low for
        the table's titles); the pieces lie above it (``caption_seat_boxes``)."""
        colour = draw.mix(theme.CREAM, theme.BRASS, 0.3)
        for zid, z in self.table.board.zones.items():
            if not zid.startswith("seat:") or not self.table.seat_present(zid) or z.prop("hidden"):
                continue
            place = caption_place(z)
            if place is None:
                continue
            text, size, ink = place
            surf = draw.render(text, size, colour, True)
            box = surf.get_bounding_rect()
            canvas.blit(surf, (ink.x - box.x, ink.y - box.y))

    # ------------------------------------------------------------------ counts and names
    def count_badge(
        self, kind: str, face: str, rect: pygame.Rect, count: int
    ) -> tuple[tuple[int, int], int] | None:
        """A token's, key's or francs' count sits on its top-left corner, above its icon; a small
        key's or VP marker's beside it in its box when there is room."""
        r = count_badge_rect(kind, face, rect, count) or self.beside_rect(kind, rect, count)
        return None if r is None else (r.center, BADGE_FONT)

    def beside_rect(self, kind: str, rect: pygame.Rect, count: int) -> pygame.Rect | None:
        """The count pill right of a small key or marker in a seat's reserve or VP box, vertically
        centred on it, when the box has room for it (else None)."""
        if kind not in ("key", "marker") or rect.w >= BADGE_DISC_MIN:
            return None
        for zid, z in self.table.board.zones.items():
            box = pygame.Rect(z.rect)
            if not zid.startswith("seat:") or zid.rsplit(":", 1)[-1] not in BESIDE:
                continue
            if not box.collidepoint(rect.center):
                continue
            r = badge_rect((0, 0), str(count), BADGE_FONT)
            r.midright = (box.right - 1, rect.centery)  # on the box's right rim, off the icon
            icon = piece_icon_rect(kind, "", rect)
            return r if icon is not None and r.left >= icon.right else None
        return None

    def tooltip(self, zone: str, piece: Any) -> str | None:
        """A token prints no word at the table's sizes: hovering it names it (and how many); the
        francs and a stack of keys say how many (a crowded screen overlaps their count pills)."""
        if piece.kind == "marker" and piece.face == "francs":
            return tr("paris.tip.francs", n=piece.count)
        if piece.kind == "key" and piece.count > 1:
            name = str(self.table.art.info(piece.face).get("name") or "")
            return tr("paris.tip.tokens", name=name, n=piece.count) if name else None
        if piece.kind != "token" or piece.face not in TOKEN_COLOURS:
            return None
        name = str(self.table.art.info(piece.face).get("name") or token_name(piece.face))
        if piece.count > 1:
            return tr("paris.tip.tokens", name=name, n=piece.count)
        return tr("paris.tip.token", name=name)

    def draw_base(self, canvas: pygame.Surface) -> None:
        if self._overlay is None:
            self._overlay = self._build()
        self._draw_bonus_tiles(canvas)
        canvas.blit(self._overlay, (0, 0))  # the printed numbers stay readable over the tiles

    # ------------------------------------------------------------------ bonus tiles
    def piece_face(self, kind: str, face: str, size: tuple[int, int]) -> pygame.Surface | None:
        """Bonus tiles print as tokens wherever they are (on a screen, used, in flight); a building
        tile too small for its card face prints as a glyph, a big value and cost chips."""
        if kind == "tile" and face in DATA.bonus:
            return self.bonus_surface(face, size)
        if kind == "tile" and face in DATA.endgame and size[0] < BONUS_WORDS_MIN:
            return self.endgame_surface(face, size)
        if kind == "tile" and face in DATA.buildings and size[0] < SMALL_BUILDING:
            return self.building_surface(face, size)
        if kind == "tile" and face in DATA.landmarks and size[0] < SMALL_LANDMARK:
            return self.landmark_surface(face, size)
        if kind == "token" and face in TOKEN_COLOURS:
            return self.token_surface(face, size)
        if kind == "marker" and face == FRANCS:
            return self.francs_surface(size)
        if kind == "key" and size[0] > size[1]:
            return self.key_chip_surface(face, size)
        return None

    def _is_bonus(self, piece: Any) -> bool:
        if piece.kind != "tile" or str(piece.face).startswith("back"):
            return False
        info = self.table.art.info(piece.face)
        return str(info.get("family", "")) == "bonus"

    def _draw_bonus_tiles(self, canvas: pygame.Surface) -> None:
        """The bonus track's tiles fill their whole space down to its number (elsewhere the table
        draws them through ``piece_face``); a piece above one (a meeple on its space) is drawn again
        on top, so the order on the board stays the same."""
        t = self.table
        for zid, placed in t.layout.items():
            z = t.board.zone(zid)
            if z is None or not zid.startswith("track:") or not any(self._is_bonus(pc) for pc, _r in placed):
                continue
            seen = False
            zr = pygame.Rect(z.rect)
            k = 0
            for pc, r in placed:
                if t.moving(zid, pc):
                    continue
                rr = t.drawn_rect(zid, pc, r)
                if self._is_bonus(pc):
                    seen = True
                    top = pygame.Rect(zr.x + 1, zr.y + 1, zr.w - 2, 8).move(2 * k, -2 * k + rr.y - r.y)
                    clear = zr.bottom - 13 - top.y
                    rr = rr.union(top)
                    k += 1
                    canvas.blit(self.bonus_surface(pc.face, rr.size, clear), rr)
                elif seen:
                    t.art.draw_piece(canvas, pc.kind, pc.face, rr, pc.owner, pc.count, pc.label)

    def bonus_surface(self, face: str, size: tuple[int, int], clear: int | None = None) -> pygame.Surface:
        """A bonus tile as a small printed token: navy, gilt rim, big icon, two short lines, all in
        its top ``clear`` pixels (on the track the space's number badge covers the rest)."""
        key = (face, size, clear)
        got = self._bonus_cache.get(key)
        if got is not None:
            return got
        w, h = size
        icon, first, second, value = bonus_face(face, self.table.art.info(face))
        navy = theme.world("paris")["bg"]
        gilt = theme.world("paris")["accent"]
        surf = pygame.Surface(size, pygame.SRCALPHA)
        radius = max(4, w // 7)
        pygame.draw.rect(surf, draw.mix(navy, (0, 0, 0), 0.35), (0, 2, w, h - 2), border_radius=radius)
        pygame.draw.rect(surf, navy, (0, 0, w, h - 3), border_radius=radius)
        pygame.draw.rect(surf, gilt, (0, 0, w, h - 3), 2, border_radius=radius)
        pygame.draw.rect(
            surf, draw.mix(navy, gilt, 0.35), (3, 3, w - 6, h - 9), 1, border_radius=max(2, radius - 2)
        )
        if (material_tile(face) and not material_words_fit(w)) or w < BONUS_WORDS_MIN:
            first, second = "", ""  # its icon says it (the hover zooms the card)
        # the lower part stays clear: on the track the space's number badge covers it
        text_h = ((14 if second else 0) + 20) if first else 0  # the lines' height (their boxes overlap)
        small = w < BONUS_WORDS_MIN  # a small tile's icon fills it (a narrow one's, its width)
        pad = 12 if not small else (7 if w >= h else 4)
        ic_size = max(12 if not small else 6, min(w - pad, (clear or h) - 3 - text_h - (0 if first else 6)))
        top = 3 if first else max(3, ((clear or h) - 3 - ic_size) // 2)
        try:
            a = draw.assets()
            if a.has_icon(icon):
                ic = a.icon(icon, ic_size, gilt)
                surf.blit(ic, ic.get_rect(midtop=(w // 2, top)))
        except Exception:  # noqa: BLE001 - no icon: the words still read
            pass
        if value:  # the building value on the house, like the printed tile
            c = (w // 2, top + ic_size * 3 // 5)
            draw.text(surf, value, c, max(11, ic_size // 2), navy, "center", bold=True)
        y = top + ic_size - 3
        if first:
            px = _fit(first, 15, w - 5)
            draw.text(surf, first, (w // 2, y), px, theme.CREAM, "midtop", w - 4, bold=True)
        if second:
            ink = draw.mix(theme.CREAM, gilt, 0.45)
            draw.text(
                surf, second, (w // 2, y + 14), _fit(second, 13, w - 5), ink, "midtop", w - 4, bold=True
            )
        self._bonus_cache[key] = surf
        return surf

    def endgame_surface(self, face: str, size: tuple[int, int]) -> pygame.Surface:
        """An end-game tile too narrow for its card's words (a full used box): a small burgundy
        tile with a cream rim and its one mark, its VP in a cream disc or its icon (the hover
        zooms the card); the card's "End-…" header and cut words would not read."""
        return self._cached(("endgame", face, size), lambda: self._draw_endgame(face, size))

    def _draw_endgame(self, face: str, size: tuple[int, int]) -> pygame.Surface:
        w, h = size
        info = self.table.art.info(face)
        body = tuple(info.get("colour") or (140, 47, 57))
        surf = pygame.Surface(size, pygame.SRCALPHA)
        radius = max(4, w // 7)
        pygame.draw.rect(surf, draw.mix(body, (0, 0, 0), 0.4), (0, 2, w, h - 2), border_radius=radius)
        pygame.draw.rect(surf, body, (0, 0, w, h - 3), border_radius=radius)
        pygame.draw.rect(surf, theme.CREAM, (0, 0, w, h - 3), 2, border_radius=radius)
        pygame.draw.rect(
            surf, draw.mix(body, theme.CREAM, 0.35), (3, 3, w - 6, h - 9), 1, border_radius=max(2, radius - 2)
        )
        ic_size = max(6, used_icon_size(w, h))
        centre = (w // 2, (h - 3) // 2)
        points = info.get("points")
        if points is not None:
            r = max(5, min(w - 4, h - 9) // 2)
            pygame.draw.circle(surf, theme.CREAM, centre, r)
            pygame.draw.circle(surf, draw.mix(body, (0, 0, 0), 0.2), centre, r, 1)
            text = str(points)
            px = _fit(text, max(10, r * 3 // 2), 2 * r - 2, 8)
            draw.text(surf, text, (centre[0], centre[1] + 1), px, body, "center", bold=True)
        else:
            try:
                a = draw.assets()
                icon = str(info.get("icon") or "flag")
                if a.has_icon(icon):
                    ic = a.icon(icon, ic_size, theme.CREAM)
                    surf.blit(ic, ic.get_rect(center=centre))
            except Exception:  # noqa: BLE001 - no icon: the tile's colour and hover still say it
                pass
        return surf

    # ------------------------------------------------------------------ tokens
    def token_surface(self, face: str, size: tuple[int, int]) -> pygame.Surface:
        """A resource or prestige token at ``size``: a ``d``×``d`` piece (``d`` the smaller side) at
        the top of the rect, like the table's discs, with its word on its label."""

        def paint(surf: pygame.Surface, d: int, x0: int) -> None:
            surf.blit(token_shapes(face, d), (x0, 0))
            lab = token_label_rect(face, d).move(x0, 0)
            word, wsize = token_short(face), token_word_size(face, d)
            if wsize and draw.font(wsize, True).size(word)[0] <= token_word_width(face, d):  # never "Gold p…"
                draw.text(surf, word, lab.center, wsize, theme.INK, "center", bold=True)

        return self._piece_surface(("token", face, size), size, paint)

    def _piece_surface(
        self,
        key: tuple[str, str, tuple[int, int]],
        size: tuple[int, int],
        paint: Callable[[pygame.Surface, int, int], None],
    ) -> pygame.Surface:
        """A cached piece face at ``size``: ``paint(surf, d, x0)`` draws a ``d``×``d`` piece (``d`` the
        smaller side) at the top of the rect, ``x0`` from its left (a chip's piece at its left end, its
        pill on the right; else centred)."""

        def make() -> pygame.Surface:
            w, h = size
            d = min(w, h)
            surf = pygame.Surface(size, pygame.SRCALPHA)
            paint(surf, d, 0 if w > h else (w - d) // 2)
            return surf

        return self._cached(key, make)

    def _cached(
        self, key: tuple[str, str, tuple[int, int]], make: Callable[[], pygame.Surface]
    ) -> pygame.Surface:
        """A piece face from the skin's cache, made once by ``make``."""
        got = self._face_cache.get(key)
        if got is None:
            got = self._face_cache[key] = make()
        return got

    # ------------------------------------------------------------------ the francs
    def francs_surface(self, size: tuple[int, int]) -> pygame.Surface:
        """A seat's francs at ``size``: a stack of gilt coins ``d``×``d`` (``d`` the smaller side) at
        the top of the rect, like the tokens, the franc's letter stamped on the top coin."""
        def paint(surf: pygame.Surface, d: int, x0: int) -> None:
            surf.blit(francs_shapes(d), (x0, 0))
            mark = francs_mark_rect(d).move(x0, 0)
            fs = francs_mark_size(d)
            for colour, dy in (
                (draw.mix(GILT, (255, 255, 255), 0.5), 1),
                (draw.mix(theme.BRASS, (0, 0, 0), 0.62), 0),
            ):
                letter = draw.render(francs_mark(), fs, colour, True)
                ink = letter.get_bounding_rect()
                surf.blit(letter, (mark.x - ink.x, mark.y - ink.y + dy))  # stamped: a glint under its foot

        return self._piece_surface(("francs", FRANCS, size), size, paint)

    def key_chip_surface(self, face: str, size: tuple[int, int]) -> pygame.Surface:
        """A seat's keys on a crowded screen's chip: the table's key (its disc with the seat's shape,
        drawn at least ``SMALL_DISC`` big so that it is not a bare shape like the VP marker) at the
        chip's left end."""
        return self._cached(("keychip", face, size), lambda: self._draw_key_chip(face, size))

    def _draw_key_chip(self, face: str, size: tuple[int, int]) -> pygame.Surface:
        w, h = size
        try:
            owner: int | None = int(face.split(":")[1])
        except (IndexError, ValueError):
            owner = None
        big = max(h, SMALL_DISC)
        disc = self.table.art.surface("key", face, owner, (big, big))
        if big != h:
            disc = pygame.transform.smoothscale(disc, (h, h))
        surf = pygame.Surface(size, pygame.SRCALPHA)
        surf.blit(disc, (0, 0))
        return surf

    # ------------------------------------------------------------------ small building tiles
    def building_layout(self, face: str, size: tuple[int, int]) -> dict[str, Any]:
        """Where a small building tile puts its parts: ``band`` (the district colour with the type's
        glyph), ``value`` (the big number's centre and font size) and ``chips`` (one rect per
        extra-cost resource, with its letter's font size). Tests read it."""
        b = DATA.buildings[face]
        w, h = size
        k = w / 38.0
        band = pygame.Rect(0, 0, w, max(12, round(18 * k)))
        chips: list[tuple[str, pygame.Rect]] = []
        n = len(b.extra)
        foot = h - max(3, round(4 * k))  # above the tile's drop edge
        lo = band.bottom + 1
        value_size = max(12, round(24 * k))
        vx = w // 2
        if n:  # the chips in a column on the right, the value keeps its size on the left
            gap = max(1, round(2 * k))
            d = min(round(15 * k), (foot - lo - (n - 1) * gap) // n)
            x = w - max(2, round(3 * k)) - d
            y = (lo + foot) // 2 - (n * d + (n - 1) * gap) // 2
            for res in b.extra:
                chips.append((res, pygame.Rect(x, y, d, d)))
                y += d + gap
            vx = x // 2 + 1
        return {
            "band": band,
            "glyph": max(8, min(band.h - 2, round(16 * k))),
            "value": ((vx, (lo + foot) // 2 + 1), value_size),
            "chips": chips,
            "chip_font": max(9, round(11 * k)),
        }

    def building_surface(self, face: str, size: tuple[int, int]) -> pygame.Surface:
        """A building on a district slot (about 38×54): what can be read at 1280×720 and no more."""
        return self._cached(("building", face, size), lambda: self._draw_building(face, size))

    def _draw_building(self, face: str, size: tuple[int, int]) -> pygame.Surface:
        b = DATA.buildings[face]
        w, h = size
        lay = self.building_layout(face, size)
        colour = DISTRICT_COLOURS.get(b.district, theme.INK_SOFT)
        radius = max(4, round(w * 0.1))
        surf = pygame.Surface(size, pygame.SRCALPHA)
        edge = draw.mix(theme.CREAM, theme.INK, 0.45)
        pygame.draw.rect(surf, edge, (0, 2, w, h - 2), border_radius=radius)  # the tile's thickness
        pygame.draw.rect(surf, theme.CREAM, (0, 0, w, h - 2), border_radius=radius)
        band = lay["band"]
        pygame.draw.rect(surf, colour, band, border_top_left_radius=radius, border_top_right_radius=radius)
        pygame.draw.line(surf, draw.mix(colour, (0, 0, 0), 0.35), band.bottomleft, (w - 1, band.bottom), 1)
        draw_type_glyph(surf, b.type, band.center, lay["glyph"], theme.CREAM)
        vc, vsize = lay["value"]
        draw.text(surf, str(b.value), vc, vsize, theme.INK, "center", bold=True)
        for res, r in lay["chips"]:
            col = TOKEN_COLOURS.get(res, theme.INK_SOFT)
            ink = theme.INK if sum(col) > 420 else theme.CREAM
            pygame.draw.ellipse(surf, col, r)
            pygame.draw.ellipse(surf, draw.mix(col, (0, 0, 0), 0.45), r, 1)
            draw.text(
                surf,
                LETTER.get(res, res[:1].upper()),
                (r.centerx, r.centery + 1),
                lay["chip_font"],
                ink,
                "center",
                bold=True,
            )
        pygame.draw.rect(
            surf, draw.mix(theme.CREAM, theme.INK, 0.35), (0, 0, w, h - 2), 1, border_radius=radius
        )
        return surf

    def landmark_surface(self, face: str, size: tuple[int, int]) -> pygame.Surface:
        """A built landmark in its district (about 24×34): gilt band, monument glyph, value big."""
        return self._cached(("landmark", face, size), lambda: self._draw_landmark(face, size))

    def _draw_landmark(self, face: str, size: tuple[int, int]) -> pygame.Surface:
        lm = DATA.landmarks[face]
        w, h = size
        gilt = theme.world("paris")["accent"]
        navy = theme.world("paris")["bg"]
        radius = max(3, round(w * 0.12))
        surf = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(surf, draw.mix(gilt, (0, 0, 0), 0.45), (0, 2, w, h - 2), border_radius=radius)
        pygame.draw.rect(surf, theme.CREAM, (0, 0, w, h - 2), border_radius=radius)
        band = pygame.Rect(0, 0, w, max(9, round(h * 0.36)))
        pygame.draw.rect(surf, gilt, band, border_top_left_radius=radius, border_top_right_radius=radius)
        try:
            a = draw.assets()
            if a.has_icon("castle"):
                ic = a.icon("castle", band.h - 1, navy)
                surf.blit(ic, ic.get_rect(center=band.center))
        except Exception:  # noqa: BLE001 - the value still reads
            pass
        text = str(lm.value)
        size_v = _fit(text, max(12, round(h * 0.5)), w - 4, 10)
        draw.text(
            surf, text, (w // 2, (band.bottom + h - 2) // 2 + 1), size_v, theme.INK, "center", bold=True
        )
        pygame.draw.rect(surf, draw.mix(gilt, (0, 0, 0), 0.3), (0, 0, w, h - 2), 1, border_radius=radius)
        return surf
