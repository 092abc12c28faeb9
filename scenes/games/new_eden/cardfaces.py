"""Paris: New Eden's cards and tiles at table size: what the cardboard prints, as icons.

A card on the board has no room for its rules text, so it shows its name (``palette.board_name``:
whole, or its head, in 16 px and up) and its numbers as the pieces they stand for, drawn with the
same faces as the tokens on the table (``tokens``): a building prints its survivors (the refuge side
of their tokens), its equipment tiles, slackers and cans; a tinkerer building its power as a glyph
and a number, an END card its END ribbon; a new-building mission its requirement, an arrow, and the
building it becomes; a secret mission its condition (a crown for "most", "4+" for "at least 4", an
arrow down for "fewest") beside its VP; an event tile the equipped survivors it asks for, by type,
and its VP. Hovering any card still zooms the whole card with its text (the table's zoom).

Sizes: a full card (60 px wide and up: the building rows, the Bridge's draw, the Tower's events); a
mini card (under 48 px wide: the mission hand, a discard pile) shows its colour, one icon and its
VP; a strip (under 40 px tall: the refuge's columns) shows the type's colour and the numbers that
count there (survivors, equipment; a tinkerer's power).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence

import pygame

from game.core.i18n import tr
from game.new_eden.data import DATA
from game.new_eden.strings import name_key
from scenes import draw
from scenes.games.new_eden import tokens
from scenes.games.new_eden.palette import (
    BRASS,
    CREAM,
    INK,
    INK_SOFT,
    SEASON_COLOUR,
    STONE,
    TEXT,
    TYPE_ICON,
    Colour,
    board_name,
    icon,
    ink_on,
    render_name,
    text_w,
    type_colour,
)

MISSION_COLOUR: Colour = (0x8A, 0x6A, 0x3E)  # new buildings: timber brown
SECRET_COLOUR: Colour = (0x3E, 0x3A, 0x4E)  # secret missions: night
END_COLOUR: Colour = (0x8E, 0x2B, 0x22)


# ------------------------------------------------------------------------------------ glyphs
@functools.lru_cache(maxsize=512)
def glyph(kind: str, d: int) -> pygame.Surface:
    """A piece as printed on a card, ``d`` px: a survivor type (its refuge token), an equipment
    kind (its tile), ``slacker``, ``can``, ``jack``, ``total`` (any survivor), ``equipment`` (any
    equipment), ``binoculars``, ``deck`` (a building deck), ``die``."""
    if kind in TYPE_ICON and kind not in ("wild", "jack", "slacker"):
        return tokens.survivor_token(f"token_dark:{kind}", (d, d))
    if kind in ("slacker", "jack"):
        return tokens.survivor_token(f"token_dark:{kind}" if kind == "slacker" else "token:jack", (d, d))
    if kind in ("bullet", "book", "capsule"):
        return tokens.equipment_tile(kind, (d, d))
    if kind == "can":
        return tokens.can_face("can", (d, d))
    if kind == "binoculars":
        return tokens.item_token("binoculars", (d, d))
    surf = pygame.Surface((d, d), pygame.SRCALPHA)
    if kind == "total":
        pygame.draw.circle(surf, STONE, (d // 2, d // 2), d // 2 - 1)
        icon(surf, "person", (d / 2, d / 2), int(d * 0.7), CREAM)
    elif kind == "equipment":
        for i, e in enumerate(("bullet", "book", "capsule")):
            g = tokens.equipment_tile(e, (d * 5 // 8, d * 5 // 8))
            surf.blit(g, (i * d * 3 // 16, d // 8 + (i % 2) * d // 5))
    elif kind in ("deck", "die", "dice", "mission", "house", "crown", "cancel", "refresh", "card_draw"):
        name = {"deck": "card", "die": "die", "dice": "dice", "mission": "scroll", "house": "house",
                "crown": "crown", "cancel": "cancel", "refresh": "refresh", "card_draw": "card_draw"}[kind]
        icon(surf, name, (d / 2, d / 2), d, INK)
    elif kind == "fewest":
        pts = [(d * 0.2, d * 0.3), (d * 0.8, d * 0.3), (d * 0.5, d * 0.82)]
        pygame.draw.polygon(surf, INK, pts)
    return surf


Chip = tuple[str, str]  # (number or "", glyph kind)
DIGITS_H = 18  # what a 16 px number needs of a row (its digits, not the font's whole line)


def _step(g: int) -> int:
    return max(g, DIGITS_H) + 2


def n_of(n: int) -> str:
    """A count as printed beside a glyph: the glyph alone stands for one."""
    return str(n) if n != 1 else ""


def chip_width(chip: Chip, g: int, size: int = TEXT) -> int:
    n, k = chip
    return (text_w(n, size, True) + (1 if k else 0) if n else 0) + (g if k else 0)


def draw_chips(
    surf: pygame.Surface, chips: Sequence[Chip], box: pygame.Rect, g: int, size: int = TEXT, gap: int = 5
) -> int:
    """Chips ("2" and a glyph, …) flowed in centred rows inside ``box``; returns the height used
    (0 when nothing fits)."""
    rows: list[list[Chip]] = [[]]
    width = 0
    for ch in chips:
        w = chip_width(ch, g, size)
        if rows[-1] and width + gap + w > box.w:
            rows.append([])
            width = 0
        width += (gap if rows[-1] else 0) + w
        rows[-1].append(ch)
    step = _step(g)
    if len(rows) * step - 2 > box.h:
        return 0
    y = box.y + (box.h - (len(rows) * step - 2)) // 2
    for row in rows:
        total = sum(chip_width(c, g, size) for c in row) + gap * (len(row) - 1)
        x = box.centerx - total // 2
        for n, k in row:
            if n:
                img = draw.render(n, size, INK, True)
                surf.blit(img, img.get_rect(midleft=(x, y + step // 2 - 1)))
                x += img.get_width() + 1
            if k:
                gl = glyph(k, g)
                surf.blit(gl, gl.get_rect(midleft=(x, y + step // 2 - 1)))
                x += g
            x += gap
        y += step
    return len(rows) * step


def fit_chips(surf: pygame.Surface, chips: Sequence[Chip], box: pygame.Rect, gmax: int, gmin: int = 14) -> int:
    """``draw_chips`` with the biggest glyphs (``gmax`` down to ``gmin``) that fit; when even the
    smallest do not all fit, as many as fit, in print order (the zoom shows the card whole)."""
    for g in range(gmax, gmin - 1, -2):
        if fits_chips(chips, box, g):
            return draw_chips(surf, chips, box, g)
    for cut in range(len(chips) - 1, 0, -1):
        if fits_chips(chips[:cut], box, gmin):
            return draw_chips(surf, chips[:cut], box, gmin)
    return 0


def fits_chips(chips: Sequence[Chip], box: pygame.Rect, g: int, size: int = TEXT, gap: int = 5) -> bool:
    rows, width = 1, 0
    for ch in chips:
        w = chip_width(ch, g, size)
        if w > box.w:
            return False
        if width and width + gap + w > box.w:
            rows += 1
            width = 0
        width += (gap if width else 0) + w
    return rows * _step(g) - 2 <= box.h


# ------------------------------------------------------------------------------ what each prints
def building_chips(cid: str) -> list[Chip]:
    c = DATA.cards[cid]
    chips: list[Chip] = [(n_of(n), k) for k, n in c.survivors if n and k != "slacker"]
    chips += [(n_of(n), k) for k, n in c.equipment if n]
    chips += [(n_of(n), "slacker") for k, n in c.survivors if n and k == "slacker"]
    if c.cans:
        chips.append((n_of(c.cans), "can"))
    return chips


def power_chips(power: str) -> list[Chip]:
    """A tinkerer power as glyphs: what it gives, with its number."""
    p = DATA.powers[power]
    out: list[Chip] = []
    for eff, val in p.effect:
        if eff == "gain_cans":
            out.append((f"+{val}", "can"))
        elif eff == "swap_dice":
            out.append(("", "refresh"))
            out.append(("", "dice"))
        elif eff == "extra_die_other_location":
            out.append(("+1", "die"))
        elif eff == "extra_keep":
            out.append((f"+{val}", "mission"))
        elif eff == "extra_draw":
            out.append((f"+{val}", "card_draw"))
        elif eff == "may_take_top_of_deck":
            out.append(("", "deck"))
        elif eff == "virtual_equipment":
            out.append(("+1", "equipment"))
        elif eff == "vp_per_unsuccessful_mission":
            out.append((tr("new_eden.card.vp", vp=val), "cancel"))
        elif eff == "vp_per_tinkerer":
            out.append((tr("new_eden.card.vp", vp=val), "tinkerer"))
        elif eff == "vp":
            out.append((tr("new_eden.card.vp", vp=val), ""))
    return out


def requirement_chips(mid: str) -> list[Chip]:
    m = DATA.missions[mid]
    return [(n_of(n), metric.split(".", 1)[1]) for metric, n in m.requirement]


def reward_chips(mid: str) -> list[Chip]:
    m = DATA.missions[mid]
    chips: list[Chip] = [(n_of(n), k) for k, n in m.r_survivors if n]
    chips += [(n_of(n), k) for k, n in m.r_equipment if n]
    if m.r_cans:
        chips.append((n_of(m.r_cans), "can"))
    return chips


def _metric_glyph(metric: str) -> str:
    if metric == "tinkerer_powers":
        return "tinkerer"
    head, _, tail = metric.partition(".")
    if tail == "total":
        return "total" if head == "survivors" else "equipment"
    return tail


def secret_chips(mid: str) -> list[Chip]:
    cond = DATA.missions[mid].condition or {}
    kind = cond.get("type")
    if kind == "most":
        return [("", "crown"), ("", _metric_glyph(str(cond["metric"])))]
    if kind == "fewest":
        return [("", "fewest"), ("", _metric_glyph(str(cond["metric"])))]
    if kind == "at_least":
        return [(f"{cond['value']}+", _metric_glyph(str(cond["metric"])))]
    if kind == "at_least_each":  # "4+" once, then every kind it counts
        kinds = [_metric_glyph(str(m)) for m in cond["metrics"]]
        return [(f"{cond['value']}+", kinds[0])] + [("", k) for k in kinds[1:]]
    if kind == "holds":
        return [("", str(cond.get("token", "binoculars")))]
    return []


def event_chips(tid: str) -> list[list[Chip]]:
    """One line per group of the event: its number, then the types that may fill it."""
    e = DATA.events[tid]
    return [[(n_of(n), ts[0])] + [("", t) for t in ts[1:]] for ts, n in e.groups]


# ------------------------------------------------------------------------------------- painting
def _paper(size: tuple[int, int]) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    surf.fill(CREAM)
    return surf


def _finish(surf: pygame.Surface, edge: Colour) -> pygame.Surface:
    w, _h = surf.get_size()
    radius = max(4, int(w * 0.07))
    pygame.draw.rect(surf, edge, surf.get_rect(), 2, border_radius=radius)
    mask = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return surf


def _band(surf: pygame.Surface, name: str, colour: Colour, max_lines: int = 2) -> int:
    """The coloured band with the name at 16 px; returns its height."""
    w, _h = surf.get_size()
    fit = board_name(name, w - 8, max_lines)
    lines = fit.lines
    step = 19
    band_h = len(lines) * step + 6 if lines else max(12, surf.get_height() // 9)
    pygame.draw.rect(surf, colour, (0, 0, w, band_h))
    pygame.draw.line(surf, draw.mix(colour, (0, 0, 0), 0.35), (0, band_h), (w, band_h), 1)
    ink = ink_on(colour)
    for i, ln in enumerate(lines):
        img = render_name(ln, fit, ink)
        surf.blit(img, img.get_rect(center=(w // 2, 3 + i * step + step // 2)))
    return band_h


def _vp_disc(surf: pygame.Surface, centre: tuple[int, int], vp: int, r: int = 15) -> None:
    pygame.draw.circle(surf, draw.mix(BRASS, (0, 0, 0), 0.4), (centre[0], centre[1] + 1), r)
    pygame.draw.circle(surf, BRASS, centre, r)
    draw.text(surf, str(vp), centre, 18 if r >= 14 else TEXT, INK, "center", bold=True)


def _ribbon(surf: pygame.Surface, text: str, colour: Colour) -> None:
    w, h = surf.get_size()
    tw = text_w(text, TEXT, True) + 12
    r = pygame.Rect(0, 0, tw, 20)
    r.midbottom = (w // 2, h - 3)
    pygame.draw.rect(surf, colour, r, border_radius=6)
    draw.text(surf, text, r.center, TEXT, CREAM, "center", bold=True)


def building_card(cid: str, size: tuple[int, int]) -> pygame.Surface:
    c = DATA.cards[cid]
    col = type_colour(c.type)
    surf = _paper(size)
    w, h = size
    band_h = _band(surf, tr(name_key(cid)), col)
    foot = 24 if c.end_card else 4
    body = pygame.Rect(4, band_h + 4, w - 8, h - band_h - 6 - foot)
    chips = building_chips(cid)
    if c.power:
        top = pygame.Rect(body.x, body.y, body.w, body.h // 2)
        fit_chips(surf, chips, top, 22)
        low = pygame.Rect(body.x, top.bottom, body.w, body.bottom - top.bottom)
        pygame.draw.line(surf, draw.mix(col, CREAM, 0.4), (body.x + 8, low.y), (body.right - 8, low.y), 2)
        fit_chips(surf, power_chips(c.power), low.inflate(0, -2), 22)
    else:
        fit_chips(surf, chips, body, 24)
    if c.end_card:
        _ribbon(surf, tr("new_eden.card.end_mark"), END_COLOUR)
    return _finish(surf, draw.mix(col, INK, 0.3))


def mission_card(mid: str, size: tuple[int, int]) -> pygame.Surface:
    m = DATA.missions[mid]
    secret = m.kind == "secret"
    col = SECRET_COLOUR if secret else MISSION_COLOUR
    surf = _paper(size)
    w, h = size
    band_h = _band(surf, tr(name_key(mid)), col)
    body = pygame.Rect(4, band_h + 4, w - 8, h - band_h - 8)
    if secret:
        r = 15
        chips = secret_chips(mid)
        row = pygame.Rect(body.x, body.y, body.w, body.h - 2 * r - 2)
        if fits_chips(chips, row, 14):  # its condition above its VP
            fit_chips(surf, chips, row, 24)
            _vp_disc(surf, (w // 2, body.bottom - r), m.vp, r)
        else:  # a short card: the condition beside its VP
            r = 13
            row = pygame.Rect(body.x, body.y, body.w - 2 * r - 3, body.h)
            fit_chips(surf, chips, row, 22)
            _vp_disc(surf, (body.right - r, body.centery), m.vp, r)
    else:  # the requirement, then (on the building's own colour) the building it becomes
        arrow = body.h >= 2 * _step(18) + 12
        half = (body.h - (12 if arrow else 4)) // 2
        req = pygame.Rect(body.x, body.y, body.w, half)
        fit_chips(surf, requirement_chips(mid), req, 22)
        if arrow:
            ay = req.bottom + 6
            pygame.draw.polygon(surf, INK_SOFT, [(w // 2 - 6, ay - 3), (w // 2 + 6, ay - 3), (w // 2, ay + 4)])
        rew = pygame.Rect(body.x - 2, body.bottom - half, body.w + 4, half)
        pygame.draw.rect(surf, draw.mix(col, CREAM, 0.7), rew, border_radius=6)
        fit_chips(surf, reward_chips(mid), rew.inflate(-2, 0), 20)
    return _finish(surf, draw.mix(col, INK, 0.3))


def event_tile(tid: str, size: tuple[int, int]) -> pygame.Surface:
    e = DATA.events[tid]
    col = SEASON_COLOUR.get(e.season, STONE)
    surf = _paper(size)
    w, h = size
    band_h = _band(surf, tr(name_key(tid)), col)
    r = 16
    body = pygame.Rect(4, band_h + 4, w - 8, h - band_h - 8 - 2 * r)
    groups = event_chips(tid)
    n = len(groups)
    line_h = body.h // max(1, n)
    if n > 1 and line_h < _step(18):  # no room for a line each: one flow, a "+" between groups
        flow: list[Chip] = []
        for i, chips in enumerate(groups):
            flow += ([("+", "")] if i else []) + chips
        fit_chips(surf, flow, body, 24)
        groups = []
    for i, chips in enumerate(groups):
        fit_chips(surf, chips, pygame.Rect(body.x, body.y + i * line_h, body.w, line_h), 30)
        if i:
            pygame.draw.line(surf, draw.mix(col, CREAM, 0.5), (body.x + 10, body.y + i * line_h),
                             (body.right - 10, body.y + i * line_h), 1)
    _vp_disc(surf, (w // 2, h - r - 3), e.vp, r)
    return _finish(surf, draw.mix(col, INK, 0.3))


def mini_card(face: str, size: tuple[int, int]) -> pygame.Surface:
    """A card too narrow for its name: its colour, one glyph, its VP or its numbers."""
    w, h = size
    surf = _paper(size)
    if face in DATA.cards:
        c = DATA.cards[face]
        col = type_colour(c.type)
        pygame.draw.rect(surf, col, (0, 0, w, max(8, h // 4)))
        g = glyph(c.type, min(w - 6, 26))
        surf.blit(g, g.get_rect(center=(w // 2, h // 2 + 3)))
    elif face in DATA.missions:
        m = DATA.missions[face]
        col = SECRET_COLOUR if m.kind == "secret" else MISSION_COLOUR
        pygame.draw.rect(surf, col, (0, 0, w, max(8, h // 4)))
        if m.kind == "secret":
            chips = secret_chips(face)
            g = glyph(chips[-1][1] if chips else "mission", min(w - 8, 22))
            surf.blit(g, g.get_rect(center=(w // 2, h // 4 + (h * 3 // 4) // 2 - 8)))
            draw.text(surf, str(m.vp), (w // 2, h - 2), TEXT, INK, "midbottom", bold=True)
        else:
            g = glyph("house", min(w - 8, 24))
            surf.blit(g, g.get_rect(center=(w // 2, h // 4 + (h * 3 // 4) // 2)))
    elif face in DATA.events:
        e = DATA.events[face]
        col = SEASON_COLOUR.get(e.season, STONE)
        pygame.draw.rect(surf, col, (0, 0, w, max(8, h // 4)))
        draw.text(surf, str(e.vp), (w // 2, h // 2 + 4), TEXT, INK, "center", bold=True)
    else:
        col = STONE
    return _finish(surf, draw.mix(col, INK, 0.3))


def strip(face: str, size: tuple[int, int]) -> pygame.Surface:
    """A card tucked in a refuge column: its type's colour along the left and what counts there."""
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    if face in DATA.cards:
        c = DATA.cards[face]
        col = type_colour(c.type)
        chips: list[Chip] = power_chips(c.power) if c.power else building_chips(face)
        if not c.power:
            chips = [ch for ch in chips if ch[1] not in ("can",)]
    elif face in DATA.missions:
        col = MISSION_COLOUR
        chips = reward_chips(face)
    else:
        return mini_card(face, size)
    pygame.draw.rect(surf, draw.mix(col, CREAM, 0.72), surf.get_rect(), border_radius=5)
    pygame.draw.rect(surf, col, (0, 0, 6, h), border_top_left_radius=5, border_bottom_left_radius=5)
    box = pygame.Rect(7, 0, w - 8, h)
    g = min(h - 6, 22)
    tall = h >= 44  # a roomy strip may give its numbers two rows
    drawn = False
    for cut in range(len(chips), 0, -1):  # as many of its numbers as fit, in print order
        if fits_chips(chips[:cut], box, g, gap=2) and (tall or _one_row(chips[:cut], box.w, g)):
            draw_chips(surf, chips[:cut], box, g, gap=2)
            drawn = True
            break
    if not drawn and chips:
        gl = glyph(chips[0][1], g)
        surf.blit(gl, gl.get_rect(center=box.center))
    if face in DATA.cards and DATA.cards[face].end_card:
        pygame.draw.rect(surf, END_COLOUR, (w - 6, 0, 6, h), border_top_right_radius=5, border_bottom_right_radius=5)
    pygame.draw.rect(surf, draw.mix(col, INK, 0.3), surf.get_rect(), 1, border_radius=5)
    return surf


def _one_row(chips: Sequence[Chip], width: int, g: int) -> bool:
    return sum(chip_width(c, g) for c in chips) + 2 * (len(chips) - 1) <= width


class CardFaces:
    """Card and tile faces by size (see the module docstring)."""

    def face(self, face: str, size: tuple[int, int]) -> pygame.Surface | None:
        w, h = size
        known = face in DATA.cards or face in DATA.missions or face in DATA.events
        if not known:
            return None
        if h < 40 or w >= 0.8 * h:  # a card tucked in a refuge column
            return strip(face, size)
        if w < 60:
            return mini_card(face, size)
        make: Callable[[str, tuple[int, int]], pygame.Surface]
        if face in DATA.cards:
            make = building_card
        elif face in DATA.missions:
            make = mission_card
        else:
            make = event_tile
        return make(face, size)
