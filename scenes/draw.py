"""Drawing helpers every scene uses: paper panels with soft shadows, brass buttons, text with
wrapping and ellipsis, seat markers (colour + shape), badges and the walnut table background.

Pure functions of their arguments. Expensive pieces (blurred shadows, the wood grain, rendered
text) are cached by their parameters, so calling these every frame costs little and nothing is
loaded from disk here: fonts come from the ``Assets`` cache the app binds with ``bind``.

One file because it is the house's single toolbox of drawing calls (text, panels, buttons, seat
markers, the walnut room), each section marked by a ruled comment; they share one text-size setting
and one font cache, and scenes call them as ``draw.<name>``.
"""

from __future__ import annotations

import contextlib
import math
from collections import OrderedDict
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pygame

from scenes import theme
from scenes.assets import Assets

Colour = Sequence[int]
Pos = tuple[float, float]

_assets: Assets | None = None
_text_cache: OrderedDict[tuple, pygame.Surface] = OrderedDict()
_TEXT_CACHE_MAX = 1024
_shadow_cache: dict[tuple, pygame.Surface] = {}
_surf_cache: dict[tuple, pygame.Surface] = {}
_face_cache: dict[tuple, pygame.Surface] = {}
_grad_cache: dict[tuple, pygame.Surface] = {}
_recorder: Any = None  # a scenes.table.audit.Recorder while a frame is audited (None: nothing noted)


def set_recorder(rec: Any) -> Any:
    """Note every text drawn into ``rec`` (``None``: stop); returns the one in force before."""
    global _recorder
    previous, _recorder = _recorder, rec
    return previous


def recorder() -> Any:
    return _recorder


def note_text(
    surface: pygame.Surface, s: str, size: int, bold: bool, rect: pygame.Rect, full: str | None = None
) -> None:
    """Tell the recorder (if any) that ``s`` was drawn on ``surface`` at ``rect`` (``full``: the
    whole text it was cut from). Drawing code that blits rendered text itself calls this."""
    if _recorder is not None and s.strip():
        _recorder.text(surface, s, size, bold, rect, full)


def ready(surf: pygame.Surface) -> pygame.Surface:
    """The surface in the display's pixel format (much faster to blit), once a window exists."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surf.convert_alpha() if surf.get_flags() & pygame.SRCALPHA else surf.convert()
    return surf


def bind(assets: Assets) -> None:
    """Use ``assets`` for fonts (the app calls this once after the window opens)."""
    global _assets
    _assets = assets
    _text_cache.clear()


def assets() -> Assets:
    global _assets
    if _assets is None:
        _assets = Assets()
    return _assets


# ---------------------------------------------------------------------------------------- text size
# The player's text size (settings: 100 %, 125 %, 150 %). Every text drawn or measured here grows
# with it, up to what a 28 px line becomes: body text, labels and buttons grow in full, headings
# only until they reach it, and titles keep their size (they are legible already, and growing them
# would crowd their screens). The scene stack sets it around each scene; a scene whose layout does
# not follow it (the table, for now) keeps 100 % (``Scene.max_text_size``).
_text_scale = 1.0
GROWS_UP_TO = 28  # a text of this size or less grows in full


def set_text_scale(scale: float) -> None:
    """Text at ``scale`` × its size from now on (1.0 = as designed)."""
    global _text_scale
    _text_scale = max(0.5, min(2.0, float(scale)))


def text_scale() -> float:
    return _text_scale


def scaled(size: float) -> int:
    """The pixel size a text of ``size`` is drawn at under the current text size."""
    size = int(size)
    if _text_scale == 1.0:
        return size
    return max(size, int(round(min(size, GROWS_UP_TO) * _text_scale)))


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The house font for a text of ``size`` (scaled by the player's text size)."""
    return assets().font(scaled(size), bold)


# ---------------------------------------------------------------------------------------- text
def render(s: str, size: int, colour: Colour, bold: bool = False) -> pygame.Surface:
    """One line of text as a surface (cached; the font is part of the key, since it follows the
    language)."""
    if _recorder is not None:
        _recorder.render(s, scaled(size), bold)
    f = font(size, bold)
    key = (s, scaled(size), tuple(colour), bool(bold), id(f))
    surf = _text_cache.get(key)
    if surf is not None:
        _text_cache.move_to_end(key)
        return surf
    surf = ready(f.render(s, True, tuple(colour)[:3]))
    if len(colour) > 3 and colour[3] < 255:
        surf.set_alpha(colour[3])
    _text_cache[key] = surf
    if len(_text_cache) > _TEXT_CACHE_MAX:
        _text_cache.popitem(last=False)
    return surf


# Line breaking (the UAX #14 and kinsoku basics): a line may break after a space, and between two
# characters when either is CJK (Han, kana, Hangul, CJK symbols, full-width forms), but never
# before closing punctuation nor after opening punctuation, in CJK or Latin text alike.
CLOSING = frozenset(
    "，。、；：！？）」』】》〉〕〗〙〛｝］’”›»…‥・ーゝゞヽヾ々〻ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ"
    "．，､｡！？：；）］｝%％‰℃°,.;:!?)]}"
)
OPENING = frozenset("（「『【《〈〔〖〘〚｛［‘“‹«([{＄￥$£¥€")
ELLIPSIS = "…"
_wrap_cache: OrderedDict[tuple, list[str]] = OrderedDict()
_WRAP_CACHE_MAX = 512


def is_cjk(ch: str) -> bool:
    """A character of a script written without spaces (a line may break on either side of it)."""
    o = ord(ch)
    return (
        0x2E80 <= o <= 0x9FFF  # radicals, CJK symbols and punctuation, kana, CJK unified ideographs
        or 0xAC00 <= o <= 0xD7AF  # Hangul syllables
        or 0xF900 <= o <= 0xFAFF  # compatibility ideographs
        or 0xFE30 <= o <= 0xFE4F  # CJK compatibility forms
        or 0xFF00 <= o <= 0xFFEF  # full-width and half-width forms
        or 0x20000 <= o <= 0x3FFFF  # ideographs beyond the BMP
    )


def can_break(s: str, i: int) -> bool:
    """May a line end between ``s[i - 1]`` and ``s[i]``?"""
    if i <= 0 or i >= len(s):
        return False
    before, after = s[i - 1], s[i]
    if after in CLOSING or before in OPENING:
        return False
    if before == " ":
        return after != " "
    if after == " ":
        return False  # break after the run of spaces instead
    return is_cjk(before) or is_cjk(after)


def breaks(s: str) -> list[int]:
    """The positions where ``s`` may break, in order."""
    return [i for i in range(1, len(s)) if can_break(s, i)]


def ellipsize(s: str, size: int, max_width: int, bold: bool = False) -> str:
    """``s`` cut with an ellipsis so that it fits in ``max_width`` pixels (per character, so CJK
    text keeps as many characters as fit; the cut never leaves opening punctuation or a space
    before the ellipsis)."""
    f = font(size, bold)
    if f.size(s)[0] <= max_width:
        return s
    lo, hi = 0, len(s)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if f.size(_cut(s, mid) + ELLIPSIS)[0] <= max_width:
            lo = mid
        else:
            hi = mid - 1
    return _cut(s, lo) + ELLIPSIS


def _cut(s: str, n: int) -> str:
    head = s[:n].rstrip()
    while head and (head[-1] in OPENING or head[-1] == " "):
        head = head[:-1].rstrip()
    return head


def wrap(s: str, size: int, max_width: int, bold: bool = False) -> list[str]:
    """Lines of ``s`` that fit ``max_width``: breaks at spaces and between CJK characters, never
    before closing or after opening punctuation (``can_break``); a piece with no break wider than
    the line is cut by characters. ``\n`` starts a new line. Cached."""
    f = font(size, bold)
    key = (s, int(size), int(max_width), bool(bold), id(f))
    got = _wrap_cache.get(key)
    if got is not None:
        _wrap_cache.move_to_end(key)
        return list(got)
    out: list[str] = []
    for para in s.split("\n"):
        out.extend(_wrap_para(para, f, max_width))
    _wrap_cache[key] = out
    if len(_wrap_cache) > _WRAP_CACHE_MAX:
        _wrap_cache.popitem(last=False)
    return list(out)


def _wrap_para(para: str, f: pygame.font.Font, max_width: int) -> list[str]:
    if f.size(para)[0] <= max_width:
        return [para]
    cuts = breaks(para) + [len(para)]
    out: list[str] = []
    start = 0
    k = 0  # index into cuts of the first break after start
    while start < len(para):
        while k < len(cuts) and cuts[k] <= start:
            k += 1
        fit = None
        j = k
        while j < len(cuts):
            if f.size(para[start : cuts[j]].rstrip())[0] > max_width:
                break
            fit = cuts[j]
            j += 1
        if fit is None:  # no break fits: cut the first piece by characters
            fit = _by_chars(para, start, cuts[k] if k < len(cuts) else len(para), f, max_width)
        out.append(para[start:fit].rstrip())
        start = fit
        while start < len(para) and para[start] == " ":
            start += 1
    return out or [""]


def _by_chars(para: str, start: int, end: int, f: pygame.font.Font, max_width: int) -> int:
    """Where to cut ``para[start:end]`` (a piece too wide for the line) so that the head fits,
    keeping closing punctuation with the character before it (hanging past the edge when the
    column is too narrow to give a character back)."""
    lo, hi = start + 1, end
    while lo < hi:  # the longest head that fits (at least one character)
        mid = (lo + hi + 1) // 2
        if f.size(para[start:mid])[0] <= max_width:
            lo = mid
        else:
            hi = mid - 1
    cut = lo
    while start + 1 < cut < len(para) and (para[cut] in CLOSING or para[cut - 1] in OPENING):
        cut -= 1
    # no room to give back: the punctuation hangs past the edge rather than start a line
    while cut < len(para) and (para[cut] in CLOSING or para[cut - 1] in OPENING):
        cut += 1
    return cut


def fit_lines(
    s: str, max_width: int, sizes: Sequence[int], max_lines: int = 1, bold: bool = False
) -> tuple[list[str], int, bool]:
    """``s`` at the largest of ``sizes`` (tried in order) that fits ``max_lines`` lines of
    ``max_width``: (its lines, the size, False). When none does, the last size's first lines with
    the last one ellipsized: (lines, size, True) — the caller then owes a hover with the whole text.

    >>> fit_lines("", 100, (20,))
    ([''], 20, False)
    """
    for size in sizes:
        lines = wrap(s, size, max_width, bold) if max_lines > 1 else [s]
        if len(lines) <= max_lines and all(font(size, bold).size(ln)[0] <= max_width for ln in lines):
            return lines, size, False
    size = sizes[-1]
    lines = wrap(s, size, max_width, bold)[:max_lines]
    lines[-1] = ellipsize(
        lines[-1] + (" …" if len(lines) < len(wrap(s, size, max_width, bold)) else ""), size, max_width, bold
    )
    return lines, size, True


def _anchor(rect: pygame.Rect, pos: Pos, anchor: str) -> pygame.Rect:
    setattr(rect, anchor, (int(pos[0]), int(pos[1])))
    return rect


def text(
    surface: pygame.Surface,
    s: str,
    pos: Pos,
    size: int = 28,
    colour: Colour = theme.INK,
    anchor: str = "topleft",
    max_width: int | None = None,
    *,
    bold: bool = False,
    wrap_lines: bool = False,
    line_height: float = 1.25,
    max_lines: int | None = None,
    shadow: Colour | None = None,
) -> pygame.Rect:
    """Draw ``s`` at ``pos`` (``anchor`` names the rect point: topleft, center, midright, …).

    With ``max_width`` a single line is cut with an ellipsis; with ``wrap_lines`` it wraps into
    lines (``max_lines`` caps them, the last one ellipsized). Returns the rect drawn. Under a larger
    text size, a text that would be cut grows only as far as it still fits (never below its
    designed size), so a fixed box keeps its words whole.
    """
    global _text_scale
    chosen = _text_scale
    if chosen != 1.0 and max_width:
        _text_scale = _fitting_scale(s, size, max_width, bold, wrap_lines, max_lines)
    try:
        return _text(
            surface, s, pos, size, colour, anchor, max_width, bold, wrap_lines, line_height, max_lines, shadow
        )
    finally:
        _text_scale = chosen


def _fitting_scale(
    s: str, size: int, max_width: int, bold: bool, wrap_lines: bool, max_lines: int | None
) -> float:
    """The largest text scale, from the current one down to 1.0, at which ``s`` is not cut."""
    global _text_scale
    chosen = _text_scale
    try:
        k = chosen
        while k > 1.0:
            _text_scale = k
            if wrap_lines:
                if max_lines is None or len(wrap(s, size, max_width, bold)) <= max_lines:
                    return k
            elif font(size, bold).size(s)[0] <= max_width:
                return k
            k = round(k - 0.05, 2)
        return 1.0
    finally:
        _text_scale = chosen


def _text(
    surface: pygame.Surface,
    s: str,
    pos: Pos,
    size: int,
    colour: Colour,
    anchor: str,
    max_width: int | None,
    bold: bool,
    wrap_lines: bool,
    line_height: float,
    max_lines: int | None,
    shadow: Colour | None,
) -> pygame.Rect:
    if wrap_lines and max_width:
        lines = wrap(s, size, max_width, bold)
        cut = max_lines is not None and len(lines) > max_lines
        if max_lines is not None and len(lines) > max_lines:
            lines = lines[:max_lines]
            lines[-1] = ellipsize(lines[-1] + " …", size, max_width, bold)
        step = int(scaled(size) * line_height)
        surfs = [render(ln, size, colour, bold) for ln in lines]
        w = max((sf.get_width() for sf in surfs), default=0)
        h = step * (len(surfs) - 1) + (surfs[-1].get_height() if surfs else 0)
        box = _anchor(pygame.Rect(0, 0, w, h), pos, anchor)
        x_mode = "left" if "left" in anchor else "right" if "right" in anchor else "center"
        for i, sf in enumerate(surfs):
            r = sf.get_rect()
            r.top = box.top + i * step
            if x_mode == "left":
                r.left = box.left
            elif x_mode == "right":
                r.right = box.right
            else:
                r.centerx = box.centerx
            if shadow is not None:
                surface.blit(render(lines[i], size, shadow, bold), r.move(2, 2))
            surface.blit(sf, r)
            if _recorder is not None:
                note_text(surface, lines[i], size, bold, r, s if cut else None)
        return box
    whole = s
    if max_width is not None:
        s = ellipsize(s, size, max_width, bold)
    sf = render(s, size, colour, bold)
    r = _anchor(sf.get_rect(), pos, anchor)
    if shadow is not None:
        surface.blit(render(s, size, shadow, bold), r.move(2, 2))
    surface.blit(sf, r)
    if _recorder is not None:
        note_text(surface, s, size, bold, r, whole if s != whole else None)
    return r


@contextlib.contextmanager
def designed_text() -> Iterator[None]:
    """Text at its designed size inside the block (pictures of pieces drawn on any screen)."""
    global _text_scale
    chosen = _text_scale
    _text_scale = 1.0
    try:
        yield
    finally:
        _text_scale = chosen


@contextlib.contextmanager
def text_scale_at(scale: float) -> Iterator[None]:
    """Text at ``scale`` inside the block (a box that holds less than the player's text size)."""
    global _text_scale
    chosen = _text_scale
    _text_scale = max(0.5, min(2.0, float(scale)))
    try:
        yield
    finally:
        _text_scale = chosen


def scale_for_height(sizes: Sequence[int], height: int, line_height: float = 1.0) -> float:
    """The largest text scale, from the current one down to 1.0, at which lines of ``sizes`` stacked
    ``line_height`` × their size apart fit ``height`` (a box of fixed height: a seat badge, a tool)."""
    k = _text_scale
    while k > 1.0:
        with text_scale_at(k):
            if sum(int(scaled(sz) * line_height) for sz in sizes) <= height:
                return k
        k = round(k - 0.05, 2)
    return min(1.0, _text_scale)


def text_height(s: str, size: int, max_width: int, bold: bool = False, line_height: float = 1.25) -> int:
    """The height ``text(..., wrap_lines=True)`` would use."""
    lines = wrap(s, size, max_width, bold)
    return int(scaled(size) * line_height) * (len(lines) - 1) + font(size, bold).get_height()


# ---------------------------------------------------------------------------------------- panels
def shadow_surface(size: tuple[int, int], radius: int, blur: int = 14, alpha: int = 0x55) -> pygame.Surface:
    """A soft drop shadow for a rounded rect of ``size`` (cached by its parameters)."""
    key = (size, radius, blur, alpha)
    surf = _shadow_cache.get(key)
    if surf is None:
        w, h = size
        pad = blur * 2
        surf = pygame.Surface((w + pad * 2, h + pad * 2), pygame.SRCALPHA)
        pygame.draw.rect(surf, (0, 0, 0, alpha), (pad, pad, w, h), border_radius=radius)
        if blur > 0:
            # blur a downscaled copy: same look, a fraction of the cost
            small = pygame.transform.smoothscale(
                surf, (max(1, surf.get_width() // 4), max(1, surf.get_height() // 4))
            )
            small = pygame.transform.gaussian_blur(small, max(1, blur // 4))
            surf = pygame.transform.smoothscale(small, surf.get_size())
        surf = ready(surf)
        if len(_shadow_cache) > 256:
            _shadow_cache.clear()
        _shadow_cache[key] = surf
    return surf


def shadow(
    surface: pygame.Surface,
    rect: pygame.Rect,
    radius: int = 18,
    blur: int = 14,
    offset: tuple[int, int] = (0, 8),
    alpha: int = 0x55,
) -> None:
    rect = pygame.Rect(rect)
    sh = shadow_surface(rect.size, radius, blur, alpha)
    pad = blur * 2
    surface.blit(sh, (rect.x - pad + offset[0], rect.y - pad + offset[1]))


def panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    colour: Colour = theme.CREAM,
    radius: int = 18,
    *,
    shadow_blur: int = 16,
    border: Colour | None = None,
    border_width: int = 2,
    inner_line: bool = True,
) -> pygame.Rect:
    """A rounded paper panel with a soft shadow (and an optional border)."""
    rect = pygame.Rect(rect)
    if shadow_blur:
        shadow(surface, rect, radius, shadow_blur)
    pygame.draw.rect(surface, colour, rect, border_radius=radius)
    if inner_line:
        inset = rect.inflate(-16, -16)
        line = _mix(colour, (0, 0, 0), 0.12)
        pygame.draw.rect(surface, line, inset, 1, border_radius=max(0, radius - 6))
    if border is not None:
        pygame.draw.rect(surface, border, rect, border_width, border_radius=radius)
    return rect


def _mix(a: Colour, b: Colour, t: float) -> tuple[int, int, int]:
    return (int(a[0] + (b[0] - a[0]) * t), int(a[1] + (b[1] - a[1]) * t), int(a[2] + (b[2] - a[2]) * t))


def mix(a: Colour, b: Colour, t: float) -> tuple[int, int, int]:
    """Linear blend of two colours (``t`` = 0 → a, 1 → b)."""
    return _mix(a, b, max(0.0, min(1.0, t)))


def gradient(size: tuple[int, int], top: Colour, bottom: Colour) -> pygame.Surface:
    """A vertical gradient (cached)."""
    key = (size, tuple(top), tuple(bottom))
    surf = _grad_cache.get(key)
    if surf is None:
        col = pygame.Surface((1, 2))
        col.set_at((0, 0), tuple(top)[:3])
        col.set_at((0, 1), tuple(bottom)[:3])
        surf = ready(pygame.transform.smoothscale(col, size))
        if len(_grad_cache) > 256:
            _grad_cache.clear()
        _grad_cache[key] = surf
    return surf


def button(
    surface: pygame.Surface,
    rect: pygame.Rect,
    label: str,
    *,
    hover: bool = False,
    pressed: bool = False,
    disabled: bool = False,
    primary: bool = False,
    size: int = 30,
    icon: pygame.Surface | None = None,
    radius: int = 14,
) -> pygame.Rect:
    """The house button: brass plate on a dark rim (primary), or cream paper with a brass rim."""
    rect = pygame.Rect(rect)
    body = rect.move(0, 3 if pressed else 0)
    if not pressed:
        shadow(surface, rect, radius, 8, (0, 5), 0x66)
    if disabled:
        top, bottom, ink, rim = (0x8A, 0x80, 0x74), (0x74, 0x6B, 0x61), (0x4A, 0x43, 0x3D), (0x5E, 0x55, 0x4C)
    elif primary:
        base = theme.BRASS_HOVER if hover else theme.BRASS
        top, bottom, ink, rim = (
            _mix(base, (255, 255, 255), 0.25),
            _mix(base, (0, 0, 0), 0.18),
            theme.INK,
            (0x7A, 0x5C, 0x12),
        )
    else:
        base = (0xFB, 0xF4, 0xE2) if hover else theme.CREAM
        top, bottom, ink, rim = (
            base,
            _mix(base, (0, 0, 0), 0.10),
            theme.INK,
            theme.BRASS_HOVER if hover else theme.BRASS,
        )
    face = _button_face(body.size, top, bottom, radius)
    surface.blit(face, body)
    pygame.draw.rect(surface, rim, body, 3, border_radius=radius)
    if not disabled:
        hl = _mix(top, (255, 255, 255), 0.5)
        pygame.draw.line(
            surface, hl, (body.left + radius, body.top + 4), (body.right - radius, body.top + 4), 2
        )
    cx = body.centerx
    if icon is not None:
        tw = font(size, True).size(label)[0] if label else 0
        gap = 12 if label else 0
        total = icon.get_width() + gap + tw
        ix = cx - total // 2
        surface.blit(icon, icon.get_rect(midleft=(ix, body.centery)))
        if label:
            text(
                surface,
                label,
                (ix + icon.get_width() + gap, body.centery),
                size,
                ink,
                "midleft",
                body.width - icon.get_width() - 40,
                bold=True,
            )
    elif font(size, True).size(label)[0] > body.width - 24 and _two_lines_fit(
        size, body.height
    ):  # a label too long for one line takes two, in the same size, rather than being cut
        text(
            surface,
            label,
            body.center,
            size,
            ink,
            "center",
            body.width - 24,
            bold=True,
            wrap_lines=True,
            line_height=1.1,
            max_lines=2,
        )
    else:
        text(surface, label, body.center, size, ink, "center", body.width - 24, bold=True)
    return rect


def _two_lines_fit(size: int, height: int) -> bool:
    return int(scaled(size) * 1.1) + font(size, True).get_height() <= height - 4


def button_label_cut(label: str, size: int, room: int, height: int, icon: bool) -> bool:
    """Whether ``button`` cuts ``label`` (so a hover owes it whole): too wide for ``room`` on one
    line and, on a button without an icon, too long for the two lines it may take instead."""
    if not label or font(size, True).size(label)[0] <= room:
        return False
    if icon or not _two_lines_fit(size, height):
        return True
    lines = wrap(label, size, room, True)
    return len(lines) > 2 or any(font(size, True).size(ln)[0] > room for ln in lines)


def _button_face(size: tuple[int, int], top: Colour, bottom: Colour, radius: int) -> pygame.Surface:
    key = ("face", size, tuple(top), tuple(bottom), radius)
    face = _face_cache.get(key)
    if face is None:
        face = pygame.Surface(size, pygame.SRCALPHA)
        face.blit(gradient(size, top, bottom), (0, 0))
        mask = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
        face.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        face = ready(face)
        if len(_face_cache) > 512:
            _face_cache.clear()
        _face_cache[key] = face
    return face


# ---------------------------------------------------------------------------------------- seats
def shape(
    surface: pygame.Surface,
    kind: str,
    centre: Pos,
    radius: float,
    colour: Colour,
    outline: Colour | None = theme.INK,
    width: int = 2,
) -> None:
    """A filled shape (circle/square/triangle/diamond) centred at ``centre``."""
    cx, cy = centre
    r = radius
    if kind == "square":
        s = r * 0.86
        pts = [(cx - s, cy - s), (cx + s, cy - s), (cx + s, cy + s), (cx - s, cy + s)]
    elif kind == "triangle":
        pts = [(cx, cy - r), (cx + r * 0.95, cy + r * 0.72), (cx - r * 0.95, cy + r * 0.72)]
    elif kind == "diamond":
        pts = [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
    else:
        pygame.draw.circle(surface, colour, (int(cx), int(cy)), int(r))
        if outline is not None:
            pygame.draw.circle(surface, outline, (int(cx), int(cy)), int(r), width)
        return
    pygame.draw.polygon(surface, colour, pts)
    if outline is not None:
        pygame.draw.polygon(surface, outline, pts, width)


def seat_marker(
    surface: pygame.Surface,
    centre: Pos,
    radius: float,
    colour_index: int,
    outline: Colour | None = theme.INK,
    ring: Colour | None = None,
) -> None:
    """A seat's marker: its colour *and* its shape (ART.md), so colour is never the only cue."""
    cx, cy = centre
    if ring is not None:
        pygame.draw.circle(surface, ring, (int(cx), int(cy)), int(radius * 1.45), 3)
    shape(
        surface,
        theme.seat_shape(colour_index),
        centre,
        radius,
        theme.seat_colour(colour_index),
        outline,
        max(2, int(radius / 8)),
    )


def badge(
    surface: pygame.Surface,
    centre: Pos,
    label: str,
    colour: Colour = theme.REFUSAL,
    ink: Colour = theme.CREAM,
    size: int = 20,
) -> pygame.Rect:
    """A small pill with a count or short label (stacks, notifications)."""
    sf = render(label, size, ink, True)
    px = scaled(size)
    w = max(sf.get_width() + px, int(px * 1.5))
    h = int(px * 1.5)
    r = pygame.Rect(0, 0, w, h)
    r.center = (int(centre[0]), int(centre[1]))
    pygame.draw.rect(surface, colour, r, border_radius=h // 2)
    pygame.draw.rect(surface, _mix(colour, (0, 0, 0), 0.35), r, 2, border_radius=h // 2)
    surface.blit(sf, sf.get_rect(center=r.center))
    if _recorder is not None:
        note_text(surface, label, size, True, sf.get_rect(center=r.center))
    return r


def toast(
    surface: pygame.Surface, label: str, alpha: float = 1.0, warning: bool = False, y: int | None = None
) -> None:
    """A message strip near the bottom of the canvas (refusals, "saved", errors)."""
    w = min(1200, font(28).size(label)[0] + 100)
    rect = pygame.Rect(0, 0, w, 72)
    rect.midbottom = (surface.get_width() // 2, y if y is not None else surface.get_height() - 60)
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    bg = theme.REFUSAL if warning else (0x3A, 0x2A, 0x1E)
    pygame.draw.rect(layer, (*bg, 235), layer.get_rect(), border_radius=18)
    pygame.draw.rect(layer, (*theme.BRASS, 255), layer.get_rect(), 2, border_radius=18)
    text(layer, label, (rect.w // 2, rect.h // 2), 28, theme.CREAM, "center", rect.w - 40)
    layer.set_alpha(int(255 * max(0.0, min(1.0, alpha))))
    surface.blit(layer, rect)


# ---------------------------------------------------------------------------------------- the room
def walnut_grain(sw: int, sh: int) -> bytes:
    """The walnut's grain and vignette, small (``sw``×``sh`` RGB bytes): a few sines, no randomness.
    ``tools/make_walnut.py`` ships the canvas's one as ``assets/textures/``, so start-up never runs it."""
    base = theme.WALNUT
    bx1 = [math.sin(x * 0.052) * 3.0 for x in range(sw)]
    bx2 = [x * 0.008 + math.sin(x * 0.124) * 1.4 for x in range(sw)]
    vx = [((x - (sw - 1) / 2) / (sw / 2)) ** 2 for x in range(sw)]
    buf = bytearray(sw * sh * 3)
    i = 0
    sin = math.sin
    r0, g0, b0 = base
    for y in range(sh):
        y1, y2, y3 = y * 0.21, y * 0.057, y * 0.9
        vy = ((y - (sh - 1) / 2) / (sh / 2)) ** 2
        for x in range(sw):
            # long flowing grain: a few sines of different frequency (deterministic, no randomness)
            g = sin(y1 + bx1[x]) * 0.5 + sin(y2 + bx2[x]) * 0.35 + sin(y3 + x * 0.2) * 0.08
            d = vx[x] + vy
            shade = 1.0 - 0.5 * (d if d < 1.0 else 1.0) ** 1.2  # vignette: darker towards the corners
            k = (1.05 + g * 0.22) * shade
            buf[i] = int((r0 + 6) * k)
            buf[i + 1] = int((g0 + 3) * k)
            buf[i + 2] = int(b0 * k)
            i += 3
    return bytes(buf)


def walnut_grain_path(sw: int, sh: int) -> Path:
    """The shipped small grain for a canvas whose small grain is ``sw``×``sh``."""
    from scenes.assets import asset_path

    return asset_path("textures", f"walnut_{sw}x{sh}.png")


def walnut(size: tuple[int, int]) -> pygame.Surface:
    """The walnut table top: warm grain with a vignette, built once per size (cached)."""
    key = ("walnut", size)
    surf = _surf_cache.get(key)
    if surf is not None:
        return surf
    w, h = size
    # Build small (grain and vignette together), then smooth-scale once: soft, cheap. The canvas's
    # small grain is shipped pre-computed; any other size is computed here.
    sw, sh = max(8, w // 16), max(8, h // 4)
    small = None
    try:
        small = pygame.image.load(str(walnut_grain_path(sw, sh)))
        if small.get_size() != (sw, sh):
            small = None
    except (pygame.error, OSError, FileNotFoundError):
        small = None
    if small is None:
        small = pygame.image.frombuffer(walnut_grain(sw, sh), (sw, sh), "RGB")
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        # the small grain in the display's format first, scaled straight into a surface of that
        # format: the same pixels as scaling the 24-bit picture and converting it, at a sixth of the
        # cost (the 24-bit scale and the full-size convert were 11 ms of the first menu frame)
        small = small.convert()
        surf = pygame.Surface((w, h), 0, small)
        pygame.transform.smoothscale(small, (w, h), surf)
    else:
        surf = pygame.transform.smoothscale(small, (w, h))
    _surf_cache[key] = surf
    return surf


def brass_rule(surface: pygame.Surface, y: int, x0: int, x1: int, colour: Colour = theme.BRASS) -> None:
    """A thin brass rule with a small diamond in the middle (section divider)."""
    cx = (x0 + x1) // 2
    pygame.draw.line(surface, colour, (x0, y), (cx - 16, y), 2)
    pygame.draw.line(surface, colour, (cx + 16, y), (x1, y), 2)
    shape(surface, "diamond", (cx, y), 7, colour, None)


def dim(surface: pygame.Surface, alpha: int = 150, colour: Colour = (10, 6, 4)) -> None:
    """Darken everything drawn so far (overlays)."""
    key = ("dim", surface.get_size(), alpha, tuple(colour))
    layer = _surf_cache.get(key)
    if layer is None:
        layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        layer.fill((*tuple(colour)[:3], alpha))
        layer = ready(layer)
        _surf_cache[key] = layer
    surface.blit(layer, (0, 0))
