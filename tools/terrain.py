"""Terrain tilesets for the boards: Tiled corner (Wang) sets drawn by our own code, and the painter
that lays a board's ground out with them.

A world (Paris, New Eden, Farshore, the Droïdes workshop) declares its **terrains** — each a texture
that repeats every tile (so a terrain looks the same in every tile that shows it), a height, how
ragged its borders are — an ``edge`` function that draws what a border looks like from each side
(kerbs, quay walls, foam, hedges, shadows) and the **pairs** of terrains that meet. ``Tileset``
draws, for every pair, the sixteen ways four tile corners can take the two terrains (Tiled's
"corner" Wang set: a tile is named by the terrains at its corners), variants of the plain tiles,
and the details (lamp posts, boats…) as transparent sprites; it writes one PNG and a ``.tsx`` that
declares the ``<wangsets>``, so the maps stay editable with Tiled's terrain brush (Tiled 1.5+).

How a transition tile is drawn. Each corner's terrain has a weight over the tile that is 1 at the
corner and falls to 0 at the two far edges — a product of smoothsteps, so both a weight and its
slope agree across the edge two tiles share — plus the terrain's own noise, which repeats every
tile. A pixel belongs to the terrain of greatest weight; its distance to the border is the weight
margin divided by the margin's slope. That distance gives anti-aliased borders and the bands of an
edge, drawn at the canvas's resolution (40 px tiles on the 1920×1080 canvas, never scaled).
Everything a border depends on along a tile edge (the edge's two corners and the repeating noise)
is the same in both tiles, so tiles join without seams in every arrangement the Wang set allows.

``Ground`` is the painter: terrains on the corner grid of the board's tiles (a corner is a vertex of
the 40 px grid), turned into tile ids; a corner combination the tileset lacks is refused with the
tile's position. Everything comes from fixed seeds: the same script writes the same bytes.
"""

from __future__ import annotations

import dataclasses
import math
import struct
import zlib
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from xml.sax.saxutils import quoteattr

import make_maps as mm  # first: it puts the project root on sys.path
import pygame

TILE = mm.TILE
# the board's tiles (first and last column, first and last row) under the table's frame
BOARD_TILES = (
    mm.BOARD[0] // TILE,
    mm.BOARD[1] // TILE,
    (mm.BOARD[0] + mm.BOARD[2]) // TILE - 1,
    (mm.BOARD[1] + mm.BOARD[3]) // TILE - 1,
)
K = 4  # supersampling factor for drawn textures and sprites (averaged down, never scaled up)
Colour = tuple[int, int, int]
RGBA = tuple[int, int, int, int]
Texture = list[Colour]  # TILE*TILE colours, row-major; repeats every tile
Sprite = list[RGBA]  # TILE*TILE colours with alpha
Combo = tuple[str, str, str, str]  # terrains at the corners: top-left, top-right, bottom-right, bottom-left
Edge = Callable[[str, str, float, Colour, int, int], Colour]


# --------------------------------------------------------------------------------------------
# Colour helpers


def clamp8(v: float) -> int:
    return 0 if v < 0 else 255 if v > 255 else int(v + 0.5)


def mix(a: Sequence[float], b: Sequence[float], t: float) -> Colour:
    return (
        clamp8(a[0] + (b[0] - a[0]) * t),
        clamp8(a[1] + (b[1] - a[1]) * t),
        clamp8(a[2] + (b[2] - a[2]) * t),
    )


def shade(c: Sequence[float], d: float) -> Colour:
    """Lighter (d > 0) or darker by ``d`` levels on every channel."""
    return (clamp8(c[0] + d), clamp8(c[1] + d), clamp8(c[2] + d))


def scale(c: Sequence[float], f: float) -> Colour:
    """Multiply every channel (f < 1 darkens keeping the hue)."""
    return (clamp8(c[0] * f), clamp8(c[1] * f), clamp8(c[2] * f))


def band(d: float, width: float) -> float:
    """How much of a pixel at distance ``d`` from a border lies within ``width`` of it (an
    anti-aliased band: 1 inside, 0 outside, a one-pixel ramp between)."""
    v = width - d + 0.5
    return 0.0 if v <= 0 else 1.0 if v >= 1 else v


def fade(d: float, width: float) -> float:
    """1 at the border falling smoothly to 0 at ``width`` (soft shadows and glows)."""
    if d >= width:
        return 0.0
    t = 1 - d / width
    return t * t


# --------------------------------------------------------------------------------------------
# Repeating noise


def value_noise(rng: mm.Lcg, cells: int) -> list[float]:
    """Smooth noise in [-1, 1] on a ``cells``×``cells`` lattice that wraps at the tile's edges."""
    assert TILE % cells == 0, cells
    lat = [rng.next() * 2 - 1 for _ in range(cells * cells)]
    step = TILE // cells
    out = []
    for y in range(TILE):
        gy, fy = divmod(y, step)
        ty = _smooth((fy + 0.5) / step)
        for x in range(TILE):
            gx, fx = divmod(x, step)
            tx = _smooth((fx + 0.5) / step)
            a = lat[gy * cells + gx]
            b = lat[gy * cells + (gx + 1) % cells]
            c = lat[((gy + 1) % cells) * cells + gx]
            d = lat[((gy + 1) % cells) * cells + (gx + 1) % cells]
            out.append((a + (b - a) * tx) * (1 - ty) + (c + (d - c) * tx) * ty)
    return out


def fractal(
    rng: mm.Lcg, octaves: Iterable[tuple[int, float]] = ((4, 1.0), (8, 0.5), (20, 0.25))
) -> list[float]:
    """Sum of value-noise octaves (cells, weight), normalised to [-1, 1]."""
    total = [0.0] * (TILE * TILE)
    wsum = 0.0
    for cells, w in octaves:
        n = value_noise(rng, cells)
        total = [t + w * v for t, v in zip(total, n, strict=True)]
        wsum += w
    return [t / wsum for t in total]


def grain(rng: mm.Lcg) -> list[float]:
    """Per-pixel noise in [-1, 1] (fine grit), repeating every tile."""
    return [rng.next() * 2 - 1 for _ in range(TILE * TILE)]


def _smooth(t: float) -> float:
    t = 0.0 if t < 0 else 1.0 if t > 1 else t
    return t * t * (3 - 2 * t)


# --------------------------------------------------------------------------------------------
# Drawing at K× and averaging down


def _average(surf: pygame.Surface, k: int = K, alpha: bool = False) -> list:
    """Average each k×k block of ``surf`` (premultiplied when ``alpha``): supersampled, full resolution."""
    w, h = surf.get_width() // k, surf.get_height() // k
    fmt = "RGBA" if alpha else "RGB"
    n = 4 if alpha else 3
    data = pygame.image.tobytes(surf, fmt)
    stride = surf.get_width() * n
    out: list = []
    kk = k * k
    for y in range(h):
        for x in range(w):
            r = g = b = a = 0
            for sy in range(k):
                base = (y * k + sy) * stride + x * k * n
                for sx in range(k):
                    i = base + sx * n
                    if alpha:
                        al = data[i + 3]
                        r += data[i] * al
                        g += data[i + 1] * al
                        b += data[i + 2] * al
                        a += al
                    else:
                        r += data[i]
                        g += data[i + 1]
                        b += data[i + 2]
            if alpha:
                out.append((r // a, g // a, b // a, clamp8(a / kk)) if a else (0, 0, 0, 0))
            else:
                out.append((r // kk, g // kk, b // kk))
    return out


def drawn_texture(base: Colour, paint: Callable[[pygame.Surface, Callable[..., None]], None]) -> Texture:
    """A texture drawn with pygame at K× on ``base``: ``paint(surface, wrap)`` draws shapes in K×
    pixels; ``wrap(fn, *args)`` calls ``fn(surface, dx, dy, *args)`` for the nine copies of the tile
    around it, so a shape that crosses an edge comes back on the other side (the texture repeats)."""
    size = TILE * K
    s = pygame.Surface((size, size))
    s.fill(base)

    def wrap(fn: Callable[..., None], *args: object) -> None:
        for dy in (-size, 0, size):
            for dx in (-size, 0, size):
                fn(s, dx, dy, *args)

    paint(s, wrap)
    return _average(s)


def add_noise(tex: Texture, noise: Sequence[float], amount: float) -> Texture:
    return [shade(c, n * amount) for c, n in zip(tex, noise, strict=True)]


def tint(tex: Texture, noise: Sequence[float], toward: Colour, amount: float) -> Texture:
    """Blend toward ``toward`` where the noise is positive (patches of moss, wet sand, rust)."""
    return [mix(c, toward, max(0.0, n) * amount) for c, n in zip(tex, noise, strict=True)]


def sprite_sheet(
    w: int,
    h: int,
    paint: Callable[[pygame.Surface, int], None],
    shadow: tuple[int, int, int] | None = (6, 8, 70),
) -> list[Sprite]:
    """A detail ``w``×``h`` tiles large, drawn at K× by ``paint(surface, K)`` on a transparent
    surface, with a soft drop shadow (dx, dy, alpha in K× pixels; None: no shadow), averaged down
    and cut into tiles (row-major)."""
    size = (TILE * K * w, TILE * K * h)
    art = pygame.Surface(size, pygame.SRCALPHA)
    paint(art, K)
    out = pygame.Surface(size, pygame.SRCALPHA)
    if shadow is not None:
        dx, dy, alpha = shadow
        mask = pygame.mask.from_surface(art, 8)
        sh = mask.to_surface(setcolor=(0, 0, 0, alpha), unsetcolor=(0, 0, 0, 0))
        for ox, oy in ((dx, dy), (dx - 2, dy - 2), (dx + 2, dy + 2)):
            out.blit(sh, (ox, oy))
    out.blit(art, (0, 0))
    px = _average(out, K, alpha=True)
    tiles: list[Sprite] = []
    cols = TILE * w
    for ty in range(h):
        for tx in range(w):
            tiles.append(
                [px[(ty * TILE + y) * cols + tx * TILE + x] for y in range(TILE) for x in range(TILE)]
            )
    return tiles


def over(base: Texture, top: Sprite) -> Texture:
    """``top`` composited over an opaque ``base`` (a plain tile's variant: a manhole, a tuft)."""
    return [mix(b, t[:3], t[3] / 255) for b, t in zip(base, top, strict=True)]


# --------------------------------------------------------------------------------------------
# Textures the worlds share (each in its own colours)


def tex_water(rng: mm.Lcg, water: Colour) -> Texture:
    """Open water: soft mottling only (the crests are the plain tile's variants, so they do not
    repeat every tile)."""
    tex = [water] * (TILE * TILE)
    tex = add_noise(tex, grain(rng), 1.5)
    return add_noise(tex, fractal(rng, ((2, 1.0), (4, 0.7), (8, 0.3))), 8)


def crests(
    rng: mm.Lcg, base: Texture, light: Colour, n: int = 4, marks: int = 3, strength: float = 0.3
) -> list[tuple[Texture, float]]:
    """Variants of a water tile, each with a few wave crests (a bright arc over a soft trough)
    drawn clear of its edges."""

    def painter(seed: float) -> Callable[[pygame.Surface, int], None]:
        def paint(s: pygame.Surface, k: int) -> None:
            r = mm.Lcg(int(seed * 1e6))
            for _ in range(marks):
                w = 44 + int(r.next() * 36)
                x, y = 14 + int(r.next() * (132 - w)), 18 + int(r.next() * 110)
                crest = (*mix(base[0], light, strength + r.next() * 0.12), 230)
                trough = (*scale(base[0], 0.8), 120)
                pygame.draw.arc(s, trough, (x, y + 6, w, 26), 0.4, 2.7, 6)
                pygame.draw.arc(s, crest, (x, y, w, 26), 0.4, 2.7, 7)

        return paint

    return [(variant(base, painter(rng.next())), 0.2) for _ in range(n)]


def tex_setts(rng: mm.Lcg, stone: Colour, mortar: Colour, lit: float = 12) -> Texture:
    """Granite setts, four rows a tile, each row offset by half a sett, in ``mortar``."""
    tones = [rng.next() for _ in range(32)]

    def paint(s: pygame.Surface, wrap: Callable[..., None]) -> None:
        s.fill(mortar)
        for row in range(4):
            off = 20 if row % 2 else 0
            for col in range(5):
                x, y = off + col * 40 - 40, row * 40
                c = shade(stone, -10 + tones[row * 8 + col] * 20)

                def sett(s: pygame.Surface, dx: int, dy: int, x: int = x, y: int = y, c: Colour = c) -> None:
                    pygame.draw.rect(s, c, (x + dx + 3, y + dy + 3, 34, 34), border_radius=9)
                    pygame.draw.rect(s, shade(c, lit), (x + dx + 8, y + dy + 5, 22, 5), border_radius=3)

                wrap(sett)

    tex = drawn_texture(stone, paint)
    return add_noise(tex, grain(rng), 2)


def tex_mottled(
    rng: mm.Lcg, base: Colour, grit: float = 2, mottle: float = 5, specks: float = 0.06
) -> Texture:
    """Stone, asphalt, sand: fine grit, soft mottling, a few dark specks; no joints to draw the grid."""
    tex = [base] * (TILE * TILE)
    tex = add_noise(tex, grain(rng), grit)
    tex = add_noise(tex, fractal(rng, ((4, 1.0), (8, 0.6), (20, 0.3))), mottle)
    dots = grain(rng)
    return [shade(c, -14) if n > 1 - 2 * specks else c for c, n in zip(tex, dots, strict=True)]


def tex_seams(rng: mm.Lcg, metal: Colour) -> Texture:
    """Zinc or tin roofs: standing seams every 8 px."""

    def paint(s: pygame.Surface, wrap: Callable[..., None]) -> None:
        for x in range(0, 160, 32):
            wrap(lambda s, dx, dy, x=x: s.fill(shade(metal, 16), (x + dx, dy, 4, 160)))
            wrap(lambda s, dx, dy, x=x: s.fill(shade(metal, -14), (x + dx + 4, dy, 4, 160)))

    tex = drawn_texture(metal, paint)
    tex = add_noise(tex, grain(rng), 3)
    return add_noise(tex, fractal(rng, ((2, 1.0), (4, 0.5))), 5)


def tex_scales(rng: mm.Lcg, slate: Colour) -> Texture:
    """Slate roofs: rows of rounded tiles 10 px wide, each row overlapping the one above."""
    tones = [rng.next() for _ in range(20)]

    def paint(s: pygame.Surface, wrap: Callable[..., None]) -> None:
        for row in range(-1, 5):
            off = 20 if row % 2 else 0
            for col in range(-1, 5):
                c = shade(slate, -8 + tones[(row % 4) * 5 + col % 5] * 16)
                x, y = off + col * 40 + 20, row * 40 + 14

                def tile(s: pygame.Surface, dx: int, dy: int, x: int = x, y: int = y, c: Colour = c) -> None:
                    pygame.draw.circle(s, shade(c, -30), (x + dx, y + dy), 24)
                    pygame.draw.circle(s, c, (x + dx, y + dy - 2), 21)
                    pygame.draw.rect(s, c, (x + dx - 21, y + dy - 30, 42, 28))

                wrap(tile)

    tex = drawn_texture(shade(slate, -30), paint)
    return add_noise(tex, fractal(rng, ((2, 1.0), (4, 0.5))), 5)


def tex_leaves(
    rng: mm.Lcg, ground: Colour, leaves: Sequence[Colour], count: int = 60, size: int = 16
) -> Texture:
    """Foliage seen from above: overlapping leaves in ``leaves`` on ``ground`` (moss, ivy, jungle)."""

    def paint(s: pygame.Surface, wrap: Callable[..., None]) -> None:
        for _ in range(count):
            x, y = int(rng.next() * 160), int(rng.next() * 160)
            w = size // 2 + int(rng.next() * size)
            h = w // 2 + int(rng.next() * w // 2)
            col = leaves[int(rng.next() * len(leaves))]
            ang = rng.next()
            leaf = pygame.Surface((w, h), pygame.SRCALPHA)
            pygame.draw.ellipse(leaf, col, (0, 0, w, h))
            pygame.draw.line(leaf, shade(col, -18), (1, h // 2), (w - 2, h // 2), 2)
            leaf = pygame.transform.rotate(leaf, ang * 360)
            wrap(lambda s, dx, dy, x=x, y=y, leaf=leaf: s.blit(leaf, (x + dx, y + dy)))

    return drawn_texture(ground, paint)


def tile_variants(
    rng: mm.Lcg, base: Texture, paint: Callable[[pygame.Surface, int, mm.Lcg], None], n: int, p: float
) -> list[tuple[Texture, float]]:
    """``n`` variants of a plain tile, each drawn by ``paint(surface, K, rng)`` with its own seed."""

    def one(seed: int) -> Callable[[pygame.Surface, int], None]:
        return lambda s, k: paint(s, k, mm.Lcg(seed))

    return [(variant(base, one(int(rng.next() * 1e6))), p) for _ in range(n)]


def variant(base: Texture, paint: Callable[[pygame.Surface, int], None]) -> Texture:
    """A plain tile's variant: ``paint`` draws (at K×, within the tile, clear of its edges) over ``base``."""
    return over(base, sprite_sheet(1, 1, paint, shadow=None)[0])


# --------------------------------------------------------------------------------------------
# A 256-colour PNG: the sheets are a few tens of KB instead of a few hundred


def median_cut(colours: list[RGBA], n: int) -> tuple[list[RGBA], list[int]]:
    """Split ``colours`` into up to ``n`` boxes, each time halving the box that spans the most
    levels on one channel at its median (median cut); returns each box's mean colour and, for
    every input colour, the index of its box. Deterministic: ties keep the input order."""
    if not colours:
        return [], []
    boxes: list[list[int]] = [list(range(len(colours)))]

    def span(box: list[int]) -> tuple[int, int]:
        spans = [max(colours[m][c] for m in box) - min(colours[m][c] for m in box) for c in range(4)]
        return max(spans), spans.index(max(spans))

    spans = [span(boxes[0])]
    while len(boxes) < n:
        k = max(range(len(boxes)), key=lambda i: (spans[i][0] if len(boxes[i]) > 1 else -1, -i))
        if len(boxes[k]) < 2 or spans[k][0] == 0:
            break
        ch = spans[k][1]
        members = sorted(boxes[k], key=lambda m: colours[m][ch])
        half = len(members) // 2
        boxes[k], extra = members[:half], members[half:]
        boxes.append(extra)
        spans[k] = span(boxes[k])
        spans.append(span(extra))
    palette: list[RGBA] = []
    index = [0] * len(colours)
    for i, box in enumerate(boxes):
        palette.append(tuple(sum(colours[m][c] for m in box) // len(box) for c in range(4)))  # type: ignore[misc]
        for m in box:
            index[m] = i
    return palette, index


_BAYER = (0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5)  # 4×4 ordered dither


def write_indexed_png(path: Path, width: int, height: int, pixels: list[RGBA]) -> None:
    """Write RGBA ``pixels`` as an 8-bit palette PNG (PLTE + tRNS alpha): index 0 is clear, the
    opaque ground gets up to 223 colours by median cut, the details' see-through pixels up to 32.
    The ground is dithered by a 4×4 pattern fixed to the pixel's place in its tile (4 divides the
    tile), so a texture stays the same in every tile that shows it and tiles still join without
    seams. zlib level 9, no row filters (best on indices)."""
    opaque = sorted({c for c in pixels if c[3] == 255})
    clear = sorted({c for c in pixels if 0 < c[3] < 255})
    pal_a, _ = median_cut(opaque, 223)
    pal_b, idx_b = median_cut(clear, 32)
    palette = [(0, 0, 0, 0), *pal_a, *pal_b]
    assert len(palette) <= 256, len(palette)
    see_through = {c: 1 + len(pal_a) + idx_b[i] for i, c in enumerate(clear)}
    cells: dict[tuple[int, int, int], list[int]] = {}

    def nearest(r: float, g: float, b: float) -> int:
        key = (int(r) >> 4, int(g) >> 4, int(b) >> 4)
        cand = cells.get(key)
        if cand is None:
            cx, cy, cz = key[0] * 16 + 8, key[1] * 16 + 8, key[2] * 16 + 8
            ranked = sorted(
                range(len(pal_a)),
                key=lambda i: (pal_a[i][0] - cx) ** 2 + (pal_a[i][1] - cy) ** 2 + (pal_a[i][2] - cz) ** 2,
            )
            cand = cells[key] = ranked[:10]
        best = min(
            cand, key=lambda i: (pal_a[i][0] - r) ** 2 + (pal_a[i][1] - g) ** 2 + (pal_a[i][2] - b) ** 2
        )
        return 1 + best

    raw = bytearray()
    for y in range(height):
        raw.append(0)
        for x in range(width):
            c = pixels[y * width + x]
            if c[3] == 0:
                raw.append(0)
            elif c[3] < 255:
                raw.append(see_through[c])
            else:
                e = (_BAYER[(y % 4) * 4 + x % 4] - 7.5) * 0.45  # about one palette step
                raw.append(
                    nearest(
                        min(255.0, max(0.0, c[0] + e)),
                        min(255.0, max(0.0, c[1] + e)),
                        min(255.0, max(0.0, c[2] + e)),
                    )
                )

    def chunk(tag: bytes, body: bytes) -> bytes:
        return (
            struct.pack(">I", len(body)) + tag + body + struct.pack(">I", zlib.crc32(tag + body) & 0xFFFFFFFF)
        )

    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 3, 0, 0, 0))
    png += chunk(b"PLTE", bytes(v for c in palette for v in c[:3]))
    png += chunk(b"tRNS", bytes(c[3] for c in palette))
    png += chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + chunk(b"IEND", b"")
    path.write_bytes(png)


# --------------------------------------------------------------------------------------------
# Terrains and the tileset


@dataclasses.dataclass
class Terrain:
    """One Wang colour: a terrain with its repeating texture.

    ``z`` is its height (the higher of two terrains draws its rim, the lower gets the shadow — the
    world's ``edge`` decides what that means); ``rough`` is how far its borders wander (0: a
    straight kerb; 0.2: a ragged shore); ``bias`` grows (> 0) or shrinks its side of every border;
    ``variants`` are plain tiles that differ inside (never at the edges, so they join the others)
    with their Tiled probability; ``colour`` is the swatch Tiled shows."""

    name: str
    texture: Texture
    colour: Colour
    z: int = 0
    rough: float = 0.0
    bias: float = 0.0
    variants: list[tuple[Texture, float]] = dataclasses.field(default_factory=list)
    noise: list[float] = dataclasses.field(default_factory=list)


P = TILE + 2  # the padded grid (one pixel beyond each edge) for slopes at the tile's edges
_BASIS: list[list[float]] = [[0.0] * (P * P) for _ in range(4)]
for _j in range(P):
    _v = _smooth((_j - 0.5) / TILE)
    for _i in range(P):
        _u = _smooth((_i - 0.5) / TILE)
        _k = _j * P + _i
        _BASIS[0][_k] = (1 - _u) * (1 - _v)
        _BASIS[1][_k] = _u * (1 - _v)
        _BASIS[2][_k] = _u * _v
        _BASIS[3][_k] = (1 - _u) * _v
_PAD = [((_j - 1) % TILE) * TILE + (_i - 1) % TILE for _j in range(P) for _i in range(P)]


def pair_combos(a: str, b: str) -> list[Combo]:
    """The fourteen mixed corner combinations of two terrains (the two plain ones aside), in the
    order of the corner bits (top-left = 1, top-right = 2, bottom-right = 4, bottom-left = 8)."""
    out: list[Combo] = []
    for bits in range(1, 15):
        out.append(tuple(b if bits >> i & 1 else a for i in range(4)))  # type: ignore[arg-type]
    return out


class Tileset:
    """A world's tileset: plain tiles (and their variants), every transition of the declared pairs,
    any extra corner combinations, and detail sprites; ``save`` writes the PNG and the .tsx."""

    def __init__(
        self,
        name: str,
        wang_name: str,
        terrains: list[Terrain],
        pairs: list[tuple[str, str]],
        edge: Edge,
        seed: int,
        extra: Iterable[Combo] = (),
        columns: int = 16,
    ) -> None:
        self.name, self.wang_name, self.edge, self.columns = name, wang_name, edge, columns
        self.terrains = {t.name: t for t in terrains}
        self.order = [t.name for t in terrains]
        rng = mm.Lcg(seed)
        for t in terrains:
            if not t.noise:
                t.noise = fractal(rng, ((2, 1.0), (4, 0.6), (8, 0.3)))
        self.tiles: list[list] = []  # pixels (RGB for ground, RGBA for sprites)
        self.wang: dict[Combo, list[int]] = {}  # combination -> tile ids (several: variants)
        self.probability: dict[int, float] = {}
        self.sprites: dict[str, list[int]] = {}
        self.sprite_size: dict[str, tuple[int, int]] = {}
        for t in terrains:
            self._add((t.name,) * 4, t.texture)
            for tex, p in t.variants:
                self._add((t.name,) * 4, tex, p)
        extra = list(extra)
        pairs = list(pairs)
        for c in extra:  # a pair the map uses gets all its sixteen tiles, for Tiled's brush
            names = sorted(set(c), key=self.order.index)
            if len(names) == 2 and (names[0], names[1]) not in pairs and (names[1], names[0]) not in pairs:
                pairs.append((names[0], names[1]))
        combos: list[Combo] = []
        for a, b in pairs:
            assert a in self.terrains and b in self.terrains, (a, b)
            combos += pair_combos(a, b)
        combos += extra
        for c in dict.fromkeys(combos):
            if c not in self.wang:
                self._add(c, self.render(c))

    def _add(self, combo: Combo, pixels: list, probability: float = 1.0) -> int:
        tid = len(self.tiles)
        self.tiles.append(pixels)
        self.wang.setdefault(combo, []).append(tid)
        if probability != 1.0:
            self.probability[tid] = probability
        return tid

    def add_sprite(self, name: str, w: int, h: int, tiles: list[Sprite]) -> None:
        """Register a detail ``w``×``h`` tiles large (not part of the Wang set)."""
        assert len(tiles) == w * h
        ids = []
        for px in tiles:
            ids.append(len(self.tiles))
            self.tiles.append(px)
        self.sprites[name] = ids
        self.sprite_size[name] = (w, h)

    # ---------------------------------------------------------------- drawing a transition
    def render(self, combo: Combo) -> Texture:
        names = [n for n in self.order if n in combo]
        weights: dict[str, list[float]] = {}
        for n in names:
            t = self.terrains[n]
            w = [t.bias] * (P * P)
            for k, c in enumerate(combo):
                if c == n:
                    bk = _BASIS[k]
                    w = [a + b for a, b in zip(w, bk, strict=True)]
            if t.rough:
                nz = t.noise
                w = [a + t.rough * nz[p] for a, p in zip(w, _PAD, strict=True)]
            weights[n] = w
        out: Texture = []
        edge = self.edge
        for y in range(TILE):
            for x in range(TILE):
                k = (y + 1) * P + x + 1
                ranked = sorted(names, key=lambda n: -weights[n][k])
                a, b = ranked[0], ranked[1]
                fa, fb = weights[a], weights[b]
                m = fa[k] - fb[k]
                gx = (fa[k + 1] - fb[k + 1] - fa[k - 1] + fb[k - 1]) * 0.5
                gy = (fa[k + P] - fb[k + P] - fa[k - P] + fb[k - P]) * 0.5
                g = math.hypot(gx, gy)
                d = min(99.0, m / g) if g > 1e-9 else 99.0
                p = y * TILE + x
                ca = edge(a, b, d, self.terrains[a].texture[p], x, y)
                if d >= 0.5:
                    out.append(ca)
                    continue
                cb = edge(b, a, 0.0, self.terrains[b].texture[p], x, y)
                out.append(mix(cb, ca, d + 0.5))
        return out

    # ---------------------------------------------------------------- writing
    def save(self, folder: Path) -> None:
        """Write ``<name>.png`` (the tiles in rows of ``columns``, 256 colours) and ``<name>.tsx``."""
        folder.mkdir(parents=True, exist_ok=True)
        cols = self.columns
        rows = (len(self.tiles) + cols - 1) // cols
        w, h = cols * TILE, rows * TILE
        pixels: list[RGBA] = [(0, 0, 0, 0)] * (w * h)
        for tid, px in enumerate(self.tiles):
            ox, oy = (tid % cols) * TILE, (tid // cols) * TILE
            for y in range(TILE):
                at = (oy + y) * w + ox
                pixels[at : at + TILE] = [
                    c if len(c) == 4 else (*c, 255) for c in px[y * TILE : (y + 1) * TILE]
                ]
        write_indexed_png(folder / f"{self.name}.png", w, h, pixels)
        (folder / f"{self.name}.tsx").write_text(self.tsx(w, h), encoding="utf-8")

    def tsx(self, width: int, height: int) -> str:
        index = {n: i + 1 for i, n in enumerate(self.order)}
        lines = [
            '<?xml version="1.0" encoding="UTF-8"?>',
            f'<tileset version="1.10" tiledversion="1.10.2" name="{self.name}" tilewidth="{TILE}" '
            f'tileheight="{TILE}" tilecount="{len(self.tiles)}" columns="{self.columns}">',
            f' <image source="{self.name}.png" width="{width}" height="{height}"/>',
        ]
        sprite_of = {tid: name for name, ids in self.sprites.items() for tid in ids}
        for tid in range(len(self.tiles)):
            if tid in self.probability:
                lines.append(f' <tile id="{tid}" probability="{self.probability[tid]:g}"/>')
            elif tid in sprite_of:
                lines.append(f' <tile id="{tid}" type={quoteattr("detail:" + sprite_of[tid])}/>')
        plain = {n: self.wang[(n,) * 4][0] for n in self.order}
        lines.append(" <wangsets>")
        lines.append(
            f'  <wangset name={quoteattr(self.wang_name)} type="corner" tile="{plain[self.order[0]]}">'
        )
        for n in self.order:
            t = self.terrains[n]
            lines.append(
                f'   <wangcolor name={quoteattr(n)} color="#{t.colour[0]:02x}{t.colour[1]:02x}{t.colour[2]:02x}" '
                f'tile="{plain[n]}" probability="1"/>'
            )
        for combo, ids in self.wang.items():
            tl, tr, br, bl = (index[c] for c in combo)
            for tid in ids:
                lines.append(f'   <wangtile tileid="{tid}" wangid="0,{tr},0,{br},0,{bl},0,{tl}"/>')
        lines += ["  </wangset>", " </wangsets>", "</tileset>", ""]
        return "\n".join(lines)


# --------------------------------------------------------------------------------------------
# Painting a board


class Ground:
    """Terrains on the corners of the board's tiles (vertex (i, j) is the point (40·i, 40·j)),
    turned into a tile layer by ``gids``. ``x0..x1``, ``y0..y1`` are the board's tiles."""

    def __init__(self, tiles: tuple[int, int, int, int], fill: str) -> None:
        self.x0, self.y0, self.x1, self.y1 = tiles
        self.v: dict[tuple[int, int], str] = {
            (i, j): fill for j in range(self.y0, self.y1 + 2) for i in range(self.x0, self.x1 + 2)
        }

    def set(self, i: int, j: int, terrain: str) -> None:
        if (i, j) in self.v:
            self.v[(i, j)] = terrain

    def rect(self, i0: int, j0: int, i1: int, j1: int, terrain: str) -> None:
        """Every vertex with i0 <= i <= i1 and j0 <= j <= j1."""
        for j in range(j0, j1 + 1):
            for i in range(i0, i1 + 1):
                self.set(i, j, terrain)

    def cover(self, r: tuple[int, int, int, int], terrain: str, inset: int = 0) -> None:
        """The vertices whose terrain (the 40 px square round a vertex) lies inside the rect ``r``
        shrunk by ``inset``: a block of ``terrain`` under a zone."""
        x, y, w, h = r
        i0, i1 = math.ceil((x + inset + TILE / 2) / TILE), math.floor((x + w - inset - TILE / 2) / TILE)
        j0, j1 = math.ceil((y + inset + TILE / 2) / TILE), math.floor((y + h - inset - TILE / 2) / TILE)
        self.rect(i0, j0, i1, j1, terrain)

    def where(self, test: Callable[[int, int], bool], terrain: str) -> None:
        for i, j in self.v:
            if test(i, j):
                self.v[(i, j)] = terrain

    def buffer(self, pairs: Iterable[tuple[str, str]], connector: str, keep: Sequence[str]) -> None:
        """Where two terrains that are not a declared pair meet in a tile, turn the corner whose
        terrain comes first in ``keep`` (the one that matters least) into ``connector`` (a terrain
        that pairs with every other), so every border the map shows is one the Wang set draws."""
        ok = {frozenset(p) for p in pairs}
        rank = {n: i for i, n in enumerate(keep)}
        changed = True
        while changed:
            changed = False
            for ty in range(self.y0, self.y1 + 1):
                for tx in range(self.x0, self.x1 + 1):
                    corners = [(tx, ty), (tx + 1, ty), (tx + 1, ty + 1), (tx, ty + 1)]
                    names = {self.v[c] for c in corners}
                    bad = [(a, b) for a in names for b in names if a < b and frozenset((a, b)) not in ok]
                    if not bad:
                        continue
                    a, b = bad[0]
                    loser = a if rank.get(a, 99) < rank.get(b, 99) else b
                    for c in corners:
                        if self.v[c] == loser:
                            self.v[c] = connector
                    changed = True

    def used(self) -> set[Combo]:
        """Every corner combination the board's tiles take."""
        return {
            self.combo(tx, ty) for ty in range(self.y0, self.y1 + 1) for tx in range(self.x0, self.x1 + 1)
        }

    def combo(self, tx: int, ty: int) -> Combo:
        v = self.v
        return (v[(tx, ty)], v[(tx + 1, ty)], v[(tx + 1, ty + 1)], v[(tx, ty + 1)])

    def gids(self, ts: Tileset, first_gid: int, rng: mm.Lcg) -> list[int]:
        """The layer's gids, row-major over the whole map (0 outside the board). A plain tile takes
        one of its variants by the variants' probabilities."""
        out = []
        for ty in range(mm.ROWS):
            for tx in range(mm.COLS):
                if not (self.x0 <= tx <= self.x1 and self.y0 <= ty <= self.y1):
                    out.append(0)
                    continue
                c = self.combo(tx, ty)
                ids = ts.wang.get(c)
                if not ids:
                    raise ValueError(f"{ts.name}: no tile for corners {c} at tile ({tx}, {ty})")
                r = rng.next()
                if len(ids) > 1:
                    total = sum(ts.probability.get(t, 1.0) for t in ids)
                    r *= total
                    pick = ids[-1]
                    for t in ids:
                        r -= ts.probability.get(t, 1.0)
                        if r < 0:
                            pick = t
                            break
                    out.append(first_gid + pick)
                else:
                    out.append(first_gid + ids[0])
        return out


def title_band(r: tuple[int, int, int, int], label: str, size: int = 18) -> tuple[int, int, int, int]:
    """The part of a captioned plate ``r`` its title takes (the table writes it 12 px in, 6 px down,
    bold): as wide as the title's longest translation, plus a margin."""
    import game.registry  # noqa: F401 - registers the games' strings
    from game.core import i18n
    from scenes import draw, theme

    was = getattr(i18n, "_language", "en")
    width = 0
    try:
        for lang in i18n.languages():
            i18n.set_language(lang)
            width = max(width, draw.render(i18n.tr(label), size, theme.CREAM, True).get_width())
    finally:
        i18n.set_language(was)
    return (r[0], r[1], min(r[2], 12 + width + 24), 34)


class Details:
    """The details layer: sprites placed on tiles, each checked against the rects that must stay
    clear (the zones that hold pieces and their captions)."""

    def __init__(self, ts: Tileset, keep_clear: list[tuple[int, int, int, int]]) -> None:
        self.ts = ts
        self.keep = [pygame.Rect(r) for r in keep_clear]
        self.cells: dict[tuple[int, int], int] = {}

    def opaque_box(self, name: str, tx: int, ty: int) -> pygame.Rect | None:
        """Where the sprite's visible pixels (alpha > 24) land on the canvas."""
        w, h = self.ts.sprite_size[name]
        box: pygame.Rect | None = None
        for k, tid in enumerate(self.ts.sprites[name]):
            ox, oy = (tx + k % w) * TILE, (ty + k // w) * TILE
            px = self.ts.tiles[tid]
            xs = [i % TILE for i, c in enumerate(px) if c[3] > 24]
            ys = [i // TILE for i, c in enumerate(px) if c[3] > 24]
            if not xs:
                continue
            r = pygame.Rect(ox + min(xs), oy + min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
            box = r if box is None else box.union(r)
        return box

    def fits(self, name: str, tx: int, ty: int) -> bool:
        box = self.opaque_box(name, tx, ty)
        w, h = self.ts.sprite_size[name]
        if any((tx + i, ty + j) in self.cells for i in range(w) for j in range(h)):
            return False
        return box is None or box.collidelist(self.keep) < 0

    def place(self, name: str, tx: int, ty: int) -> None:
        """Put a detail with its top-left tile at (tx, ty); refused if it would cover a kept rect."""
        if not self.fits(name, tx, ty):
            box = self.opaque_box(name, tx, ty)
            hit = [tuple(r) for r in self.keep if box is not None and box.colliderect(r)]
            raise ValueError(
                f"{self.ts.name}: detail {name} at tile ({tx}, {ty}) covers {hit[:3]} or another detail"
            )
        w, _h = self.ts.sprite_size[name]
        for k, tid in enumerate(self.ts.sprites[name]):
            self.cells[(tx + k % w, ty + k // w)] = tid

    def gids(self, first_gid: int) -> list[int]:
        return [
            first_gid + self.cells[(tx, ty)] if (tx, ty) in self.cells else 0
            for ty in range(mm.ROWS)
            for tx in range(mm.COLS)
        ]


# --------------------------------------------------------------------------------------------
# The players' boards: the same oiled wood in every world, so a player's area reads as a player board

WOOD = (0x5C, 0x3D, 0x27)
WOOD_DARK = (0x1A, 0x10, 0x0A)
WOOD_LIGHT = (0xB0, 0x86, 0x58)


def board_texture(rng: mm.Lcg, wood: Colour = WOOD, vertical: bool = False) -> Texture:
    """Long planks 20 px wide (no ends, so no grid), their grain wavering along them; ``vertical``
    turns them to run up the board (side columns)."""
    phase = [rng.next() * 6.283 for _ in range(4)]
    fine = grain(rng)
    tex: Texture = []
    for y in range(TILE):
        for x in range(TILE):
            a, b = (x, y) if vertical else (y, x)  # a: across the planks, b: along them
            plank = a // 20
            ph = phase[plank]
            g = math.sin(2 * math.pi * (a / 20 * 3 + 0.18 * math.sin(2 * math.pi * b / TILE + ph)))
            g2 = math.sin(2 * math.pi * (a / 20 * 7 + 0.3 * math.sin(2 * math.pi * 2 * b / TILE + ph * 2)))
            c = shade(wood, g * 5 + g2 * 2 + fine[y * TILE + x] * 1.5 + (6 if plank else 0))
            if a % 20 == 0:
                c = shade(c, -24)
            elif a % 20 == 1:
                c = shade(c, 10)
            tex.append(c)
    return tex


def board_rim(d: float, c: Colour) -> Colour:
    """The board's own side of its border: a dark outline, then a bevel catching the light."""
    c = mix(c, WOOD_DARK, band(d, 1.2))
    return mix(c, WOOD_LIGHT, 0.5 * band(d, 3.2) * (1 - band(d, 1.2)))


def board_shadow(d: float, c: Colour) -> Colour:
    """The shadow a board casts on the ground beside it."""
    return scale(c, 1 - 0.55 * fade(d, 9))
