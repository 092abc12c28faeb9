"""The materials and small marks Farshore's faces are drawn from, with pygame's own shapes: a
weathered log, kelp fronds, a pebble of sea glass, a mushroom, a treasure chest, a scallop shell, an
iron anchor, a sailboat (its sail in a seat's colour), a figure; the marks of an effect (a number
before its mark) and a small tooltip box. No text under 16 px.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pygame

from game.farshore.data import RES
from scenes import draw, theme
from scenes.games.farshore.palette import LIGHTHOUSE_RED, RES_COLOURS, SEA

Colour = tuple[int, int, int]

WOOD_DARK = (0x5C, 0x3B, 0x22)


GOLD = (0xD4, 0xAF, 0x37)


STEEL = (0x5E, 0x68, 0x70)


SHELL = (0xF2, 0xC9, 0xA6)


PARCHMENT = (0xEC, 0xDC, 0xB4)


def blank(size: tuple[int, int]) -> pygame.Surface:
    return pygame.Surface((max(1, size[0]), max(1, size[1])), pygame.SRCALPHA)


def dark(c: Colour, t: float = 0.45) -> Colour:
    return draw.mix(c, (0, 0, 0), t)


def light(c: Colour, t: float = 0.4) -> Colour:
    return draw.mix(c, (255, 255, 255), t)


def icon(surf: pygame.Surface, name: str, centre: tuple[float, float], d: int, colour: Colour) -> bool:
    a = draw.assets()
    if not a.has_icon(name):
        return False
    ic = a.icon(name, max(6, d), colour)  # a file that will not load: a placeholder, and a warning
    surf.blit(ic, ic.get_rect(center=(int(centre[0]), int(centre[1]))))
    return True


# ------------------------------------------------------------------------------------ materials
def driftwood(surf: pygame.Surface, c: tuple[float, float], r: float) -> None:
    """A weathered log lying aslant, its cut end showing rings."""
    col = RES_COLOURS["driftwood"]
    ang = math.radians(-28)
    dx, dy = math.cos(ang), math.sin(ang)
    nx, ny = -dy, dx
    half, thick = r * 0.92, r * 0.36
    a = (c[0] - dx * half, c[1] - dy * half)
    b = (c[0] + dx * half, c[1] + dy * half)
    body = [
        (a[0] + nx * thick, a[1] + ny * thick),
        (b[0] + nx * thick, b[1] + ny * thick),
        (b[0] - nx * thick, b[1] - ny * thick),
        (a[0] - nx * thick, a[1] - ny * thick),
    ]
    pygame.draw.polygon(surf, dark(col, 0.35), [(x, y + max(1, r / 8)) for x, y in body])
    pygame.draw.polygon(surf, col, body)
    for k in (-0.35, 0.2):  # grain
        p0 = (a[0] + nx * thick * k + dx * r * 0.2, a[1] + ny * thick * k + dy * r * 0.2)
        p1 = (b[0] + nx * thick * k - dx * r * 0.4, b[1] + ny * thick * k - dy * r * 0.4)
        pygame.draw.line(surf, light(col, 0.3), p0, p1, max(1, int(r / 9)))
    pygame.draw.polygon(surf, dark(col, 0.5), body, max(1, int(r / 9)))
    end = pygame.Rect(0, 0, int(thick * 1.3), int(thick * 2))
    end.center = (int(b[0]), int(b[1]))
    pygame.draw.ellipse(surf, light(col, 0.45), end)
    pygame.draw.ellipse(surf, dark(col, 0.5), end, max(1, int(r / 9)))
    inner = end.inflate(-end.w // 2, -end.h // 2)
    pygame.draw.ellipse(surf, dark(col, 0.3), inner, 1)


def seaweed(surf: pygame.Surface, c: tuple[float, float], r: float) -> None:
    """Three kelp fronds rising from one holdfast."""
    col = RES_COLOURS["seaweed"]
    base = (c[0], c[1] + r * 0.9)
    for k, (lean, tint) in enumerate(((-0.55, 0.0), (0.5, 0.12), (0.0, 0.25))):
        top = (c[0] + lean * r, c[1] - r * (0.95 - 0.12 * abs(lean)))
        pts_l, pts_r = [], []
        for i in range(7):
            t = i / 6
            x = base[0] + (top[0] - base[0]) * t + math.sin(t * math.pi * 2 + k) * r * 0.12
            y = base[1] + (top[1] - base[1]) * t
            w = r * 0.22 * math.sin(math.pi * min(1.0, t * 1.15 + 0.05))
            pts_l.append((x - w, y))
            pts_r.append((x + w, y))
        blade = pts_l + pts_r[::-1]
        fill = light(col, tint)
        pygame.draw.polygon(surf, fill, blade)
        pygame.draw.polygon(surf, dark(col, 0.5), blade, max(1, int(r / 10)))


def seastone(surf: pygame.Surface, c: tuple[float, float], r: float) -> None:
    """A frosted pebble of sea glass with a glint."""
    col = RES_COLOURS["seastone"]
    angles = (200, 250, 305, 355, 40, 95, 150)
    radii = (0.92, 0.84, 0.95, 0.82, 0.9, 0.8, 0.88)
    pts = [
        (c[0] + r * k * math.cos(math.radians(a)), c[1] + r * 0.82 * k * math.sin(math.radians(a)))
        for a, k in zip(angles, radii, strict=True)
    ]
    pygame.draw.polygon(surf, dark(col, 0.45), [(x, y + max(1, r / 7)) for x, y in pts])
    pygame.draw.polygon(surf, draw.mix(col, (0x9F, 0xE8, 0xD8), 0.35), pts)
    shine = [(c[0] + (x - c[0]) * 0.55 - r * 0.18, c[1] + (y - c[1]) * 0.5 - r * 0.18) for x, y in pts]
    pygame.draw.polygon(surf, light(col, 0.55), shine)
    pygame.draw.polygon(surf, dark(col, 0.5), pts, max(1, int(r / 9)))
    pygame.draw.circle(surf, (255, 255, 255), (int(c[0] - r * 0.32), int(c[1] - r * 0.3)), max(1, int(r / 7)))


def mushroom(surf: pygame.Surface, c: tuple[float, float], r: float) -> None:
    """A spotted cap on a pale stem."""
    col = RES_COLOURS["mushroom"]
    cap = draw.mix(col, (0xB0, 0x3A, 0x2E), 0.35)
    stem = pygame.Rect(0, 0, int(r * 0.62), int(r * 0.95))
    stem.midbottom = (int(c[0]), int(c[1] + r * 0.92))
    pygame.draw.rect(surf, dark(theme.CREAM, 0.3), stem.move(0, 1), border_radius=max(2, stem.w // 3))
    pygame.draw.rect(surf, theme.CREAM, stem, border_radius=max(2, stem.w // 3))
    pygame.draw.rect(
        surf, dark(theme.CREAM, 0.5), stem, max(1, int(r / 10)), border_radius=max(2, stem.w // 3)
    )
    dome = pygame.Rect(0, 0, int(r * 1.9), int(r * 1.4))
    dome.center = (int(c[0]), int(c[1] - r * 0.12))
    half = blank(dome.size)
    pygame.draw.ellipse(half, cap, half.get_rect())
    pygame.draw.ellipse(half, dark(cap, 0.5), half.get_rect(), max(1, int(r / 9)))
    half.fill((0, 0, 0, 0), pygame.Rect(0, dome.h // 2 + 1, dome.w, dome.h))
    pygame.draw.line(half, dark(cap, 0.5), (1, dome.h // 2), (dome.w - 2, dome.h // 2), max(1, int(r / 9)))
    surf.blit(half, dome.topleft)
    for fx, fy, fr in ((-0.45, -0.45, 0.16), (0.15, -0.62, 0.13), (0.5, -0.3, 0.12)):
        pygame.draw.circle(surf, theme.CREAM, (int(c[0] + fx * r), int(c[1] + fy * r)), max(1, int(fr * r)))


MATERIALS: dict[str, Callable[[pygame.Surface, tuple[float, float], float], None]] = {
    "driftwood": driftwood,
    "seaweed": seaweed,
    "seastone": seastone,
    "mushroom": mushroom,
}


def chest(surf: pygame.Surface, c: tuple[float, float], r: float) -> None:
    """A small treasure chest with gold bands and a lock."""
    wood = (0x8A, 0x55, 0x2C)
    body = pygame.Rect(0, 0, int(r * 1.8), int(r * 1.05))
    body.midbottom = (int(c[0]), int(c[1] + r * 0.8))
    lid = pygame.Rect(body.x, body.y - int(r * 0.62), body.w, int(r * 0.9))
    pygame.draw.rect(surf, dark(wood, 0.4), body.move(0, 2), border_radius=3)
    pygame.draw.ellipse(surf, wood, lid)
    pygame.draw.rect(surf, wood, body, border_radius=3)
    edge = dark(wood, 0.55)
    pygame.draw.ellipse(surf, edge, lid, max(1, int(r / 10)))
    pygame.draw.rect(surf, edge, body, max(1, int(r / 10)), border_radius=3)
    for fx in (0.28, 0.72):
        x = body.x + int(body.w * fx)
        pygame.draw.line(surf, GOLD, (x, lid.y + 2), (x, body.bottom - 2), max(2, int(r / 5)))
    pygame.draw.line(surf, GOLD, (body.x + 1, body.y), (body.right - 2, body.y), max(2, int(r / 6)))
    lock = pygame.Rect(0, 0, max(3, int(r * 0.34)), max(4, int(r * 0.4)))
    lock.center = (body.centerx, body.y + 1)
    pygame.draw.rect(surf, GOLD, lock, border_radius=2)
    pygame.draw.rect(surf, dark(GOLD, 0.5), lock, 1, border_radius=2)


def scallop(surf: pygame.Surface, c: tuple[float, float], r: float) -> None:
    """A scallop shell: a ribbed fan on two little ears."""
    hinge = (c[0], c[1] + r * 0.78)
    arc = [
        (c[0] + r * 0.95 * math.cos(math.radians(a)), c[1] - r * 0.05 + r * 0.85 * math.sin(math.radians(a)))
        for a in range(192, 349, 12)
    ]
    fan = [hinge, *arc]
    ears = [
        (hinge[0] - r * 0.42, hinge[1] - r * 0.1),
        (hinge[0] + r * 0.42, hinge[1] - r * 0.1),
        (hinge[0] + r * 0.3, hinge[1] + r * 0.14),
        (hinge[0] - r * 0.3, hinge[1] + r * 0.14),
    ]
    pygame.draw.polygon(surf, dark(SHELL, 0.35), [(x, y + max(1, r / 8)) for x, y in fan])
    pygame.draw.polygon(surf, dark(SHELL, 0.1), ears)
    pygame.draw.polygon(surf, SHELL, fan)
    for x, y in arc[1:-1:2]:
        pygame.draw.line(surf, dark(SHELL, 0.3), hinge, (x, y), max(1, int(r / 10)))
    pygame.draw.polygon(surf, dark(SHELL, 0.55), fan, max(1, int(r / 9)))
    pygame.draw.polygon(surf, dark(SHELL, 0.55), ears, 1)


def anchor(surf: pygame.Surface, c: tuple[float, float], r: float) -> None:
    """An iron anchor on a pale disc, so it reads on the sea and on a player board alike."""
    pygame.draw.circle(surf, dark(STEEL, 0.4), (int(c[0]), int(c[1] + max(1, r / 8))), int(r))
    pygame.draw.circle(surf, draw.mix(STEEL, theme.CREAM, 0.72), (int(c[0]), int(c[1])), int(r))
    pygame.draw.circle(surf, dark(STEEL, 0.3), (int(c[0]), int(c[1])), int(r), max(1, int(r / 8)))
    if not icon(surf, "anchor", c, int(r * 1.45), dark(STEEL, 0.35)):
        pygame.draw.line(surf, STEEL, (c[0], c[1] - r * 0.6), (c[0], c[1] + r * 0.6), 3)


def sailboat(
    surf: pygame.Surface, c: tuple[float, float], r: float, sail: Colour, pennant: Colour | None = None
) -> None:
    """A small sailboat: a wooden hull, a mast and a sail in ``sail`` (a seat's colour)."""
    hull = [
        (c[0] - r * 0.95, c[1] + r * 0.35),
        (c[0] + r * 0.95, c[1] + r * 0.35),
        (c[0] + r * 0.6, c[1] + r * 0.85),
        (c[0] - r * 0.6, c[1] + r * 0.85),
    ]
    mast_x = c[0] - r * 0.05
    main = _main_sail(c, r)
    jib = [
        (mast_x - r * 0.08, c[1] - r * 0.7),
        (mast_x - r * 0.08, c[1] + r * 0.25),
        (c[0] - r * 0.7, c[1] + r * 0.25),
    ]
    outline = dark(WOOD_DARK, 0.4)
    w = max(1, int(r / 9))
    for poly, col in ((main, sail), (jib, light(sail, 0.25))):
        pygame.draw.polygon(surf, col, poly)
        pygame.draw.polygon(surf, outline, poly, w)
    pygame.draw.line(surf, outline, (mast_x, c[1] - r * 0.95), (mast_x, c[1] + r * 0.4), max(1, int(r / 7)))
    if pennant is not None:
        flag = [(mast_x, c[1] - r * 0.98), (mast_x - r * 0.55, c[1] - r * 0.82), (mast_x, c[1] - r * 0.66)]
        pygame.draw.polygon(surf, pennant, flag)
    pygame.draw.polygon(surf, (0x7A, 0x4E, 0x2A), hull)
    pygame.draw.polygon(surf, outline, hull, w)


def _main_sail(c: tuple[float, float], r: float) -> list[tuple[float, float]]:
    mast_x = c[0] - r * 0.05
    return [
        (mast_x + r * 0.08, c[1] - r * 0.9),
        (mast_x + r * 0.08, c[1] + r * 0.25),
        (c[0] + r * 0.8, c[1] + r * 0.25),
    ]


def _jib(c: tuple[float, float], r: float) -> list[tuple[float, float]]:
    mast_x = c[0] - r * 0.05
    return [
        (mast_x - r * 0.08, c[1] - r * 0.7),
        (mast_x - r * 0.08, c[1] + r * 0.25),
        (c[0] - r * 0.7, c[1] + r * 0.25),
    ]


def sail(canvas: pygame.Surface, rect: pygame.Rect, colour_index: int | None, marker: bool = False) -> None:
    """The owner's colour on a boat drawn by ``token`` (on the track) or ``track_marker`` (on its
    player board): its main sail in the seat's colour, the seat's shape on it (None: the Rival's
    red sails and black pennant)."""
    if marker:
        d = min(rect.h, rect.w // 2 + 4)
        c, r = (rect.x + d / 2, rect.y + rect.h / 2), d / 2 - 1
    else:
        c, r = (rect.x + rect.w / 2, rect.y + rect.h / 2), min(rect.size) / 2 - 1
    col = theme.seat_colour(colour_index) if colour_index is not None else LIGHTHOUSE_RED
    for poly, fill in ((_jib(c, r), light(col, 0.3)), (_main_sail(c, r), col)):
        pygame.draw.polygon(canvas, fill, poly)
        pygame.draw.polygon(canvas, dark(WOOD_DARK, 0.4), poly, max(1, int(r / 9)))
    if colour_index is None:
        mast_x = c[0] - r * 0.05
        flag = [(mast_x, c[1] - r * 0.98), (mast_x - r * 0.55, c[1] - r * 0.82), (mast_x, c[1] - r * 0.66)]
        pygame.draw.polygon(canvas, (0x1A, 0x14, 0x12), flag)
        return
    pts = _main_sail(c, r)
    cx = (pts[0][0] + pts[1][0] + pts[2][0]) / 3
    cy = (pts[0][1] + pts[1][1] + pts[2][1]) / 3 + r * 0.05
    draw.shape(canvas, theme.seat_shape(colour_index), (cx, cy), max(2.5, r * 0.2), theme.CREAM, theme.INK, 1)


def tooltip(canvas: pygame.Surface, text: str, near: pygame.Rect) -> pygame.Rect:
    """A small dark box of words above ``near`` (below it when there is no room), on the canvas."""
    w = min(420, draw.font(20).size(text)[0] + 28)
    lines = draw.wrap(text, 20, w - 28)
    h = 25 * len(lines) + 14
    box = pygame.Rect(0, 0, w, h)
    box.midbottom = (near.centerx, near.top - 8)
    if box.top < 8:
        box.midtop = (near.centerx, near.bottom + 8)
    box.clamp_ip(pygame.Rect(8, 8, 1904, 1064))
    pygame.draw.rect(canvas, theme.INK, box, border_radius=8)
    pygame.draw.rect(canvas, theme.BRASS, box, 1, border_radius=8)
    for i, ln in enumerate(lines):
        draw.text(canvas, ln, (box.x + 14, box.y + 7 + 25 * i), 20, theme.CREAM, "topleft")
    return box


def worker(canvas: pygame.Surface, rect: pygame.Rect, colour_index: int) -> None:
    """A worker in its owner's colour, the seat's shape on its chest (over the bare-wood face)."""
    c, r = (rect.x + rect.w / 2, rect.y + rect.h / 2), min(rect.size) / 2 - 1
    meeple(canvas, c, r, theme.seat_colour(colour_index))
    draw.shape(
        canvas,
        theme.seat_shape(colour_index),
        (c[0], c[1] + r * 0.12),
        max(2.5, r * 0.26),
        theme.CREAM,
        theme.INK,
        1,
    )


def meeple(surf: pygame.Surface, c: tuple[float, float], r: float, col: Colour) -> None:
    k = r / 22
    pts = [(22, 3), (28, 6), (29, 13), (27, 17), (40, 21), (42, 27), (31, 28), (35, 42), (25, 42), (22, 34)]
    pts += [(19, 42), (9, 42), (13, 28), (2, 27), (4, 21), (17, 17), (15, 13), (16, 6)]
    poly = [(c[0] + (x - 22) * k, c[1] + (y - 22) * k) for x, y in pts]
    pygame.draw.polygon(surf, dark(col, 0.45), [(x, y + max(1, r / 9)) for x, y in poly])
    pygame.draw.polygon(surf, col, poly)
    pygame.draw.polygon(surf, dark(col, 0.55), poly, max(1, int(r / 10)))


# what an island or a location gives, as marks: (mark, number); None when no op reads as a mark
MARK_OPS = {"draw": "card", "treasure": "treasure", "shells": "shell", "move_boat": "boat"}


def op_marks(ops: Any) -> list[tuple[str, int]] | None:
    """The marks of a list of effect ops (``+2 seaweed, +1 card`` → seaweed 2, card 1)."""
    out: list[tuple[str, int]] = []
    for op in ops:
        kind = op.get("op")
        if kind == "gain":
            out += [(r, int(n)) for r, n in op["res"].items()]
        elif kind in MARK_OPS:
            out.append((MARK_OPS[kind], int(op.get("count", op.get("spaces", 1)))))
        elif kind == "gain_choice" and set(op.get("from", ())) == set(RES):
            out.append(("any", int(op.get("count", 1))))
        else:
            return None
    return out


def mark(surf: pygame.Surface, kind: str, centre: tuple[float, float], d: int) -> None:
    """One mark of an effect: a resource, treasure, shell, a card, the boat, or "any resource"."""
    c, r = centre, d / 2
    if kind in MATERIALS:
        MATERIALS[kind](surf, c, r)
    elif kind == "treasure":
        chest(surf, c, r)
    elif kind == "shell":
        scallop(surf, c, r)
    elif kind == "boat":
        sailboat(surf, c, r, theme.CREAM)
    elif kind == "card":
        card = pygame.Rect(0, 0, int(d * 0.66), int(d * 0.92))
        card.center = (int(c[0]), int(c[1]))
        pygame.draw.rect(surf, theme.CREAM, card, border_radius=2)
        pygame.draw.rect(surf, dark(SEA, 0.2), card, max(1, d // 12), border_radius=2)
        pygame.draw.rect(surf, SEA, card.inflate(-card.w // 2, -card.h // 2))
    elif kind == "crate":  # goods stored together (a Warehouse's)
        box = pygame.Rect(0, 0, int(d * 0.9), int(d * 0.8))
        box.center = (int(c[0]), int(c[1]))
        pygame.draw.rect(surf, (0x9A, 0x6B, 0x3F), box, border_radius=2)
        pygame.draw.rect(surf, WOOD_DARK, box, max(1, d // 10), border_radius=2)
        pygame.draw.line(surf, WOOD_DARK, box.topleft, box.bottomright, max(1, d // 10))
        pygame.draw.line(surf, WOOD_DARK, box.topright, box.bottomleft, max(1, d // 10))
    elif kind == "any":  # the four materials in one disc: "a resource of your choice"
        for i, res in enumerate(RES):
            a = math.radians(-90 + 90 * i)
            pygame.draw.circle(
                surf,
                RES_COLOURS[res],
                (int(c[0] + math.cos(a) * r * 0.45), int(c[1] + math.sin(a) * r * 0.45)),
                max(2, int(r * 0.42)),
            )
        pygame.draw.circle(surf, theme.INK, (int(c[0]), int(c[1])), int(r * 0.92), 1)


def marks_row(
    surf: pygame.Surface, marks: list[tuple[str, int]], centre: tuple[int, int], d: int, ink: Colour
) -> int:
    """Marks side by side, each number (16 px) before its mark, centred on ``centre``; the width."""
    f = draw.font(16, True)
    parts = [(f.size(str(n))[0], k, n) for k, n in marks]
    total = sum(tw + 1 + d for tw, _k, _n in parts) + 6 * (len(parts) - 1)
    x = centre[0] - total // 2
    for tw, k, n in parts:
        draw.text(surf, str(n), (x, centre[1]), 16, ink, "midleft", bold=True)
        x += tw + 1
        mark(surf, k, (x + d / 2, centre[1]), d)
        x += d + 6
    return total


def marks_width(marks: list[tuple[str, int]], d: int) -> int:
    f = draw.font(16, True)
    return sum(f.size(str(n))[0] + 1 + d for _k, n in marks) + 6 * (len(marks) - 1)
