"""Tokens, the francs' coins, and where a counted piece shows its icon and its count pill."""

from __future__ import annotations

import math

import pygame

from game.core.i18n import tr
from game.paris.cards import TOKEN_COLOURS, token_short
from game.paris.cards import TOKEN_SHAPE as TOKEN_SHAPES
from scenes import draw, theme

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
