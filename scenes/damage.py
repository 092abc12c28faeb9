"""What changed on the canvas since the frame last shown: exact rectangles, found by comparing bytes.

The canvas is redrawn whole every frame, so the only exact and complete signal of what changed is the
pixels themselves. ``CanvasDiff`` keeps a copy of the canvas as last shown and compares the new one
against it with the C library's ``memcmp`` — first in bands of rows (one call per band: an unchanged
1920×1080 canvas costs one pass over its bytes), then, inside a changed band, row by row, narrowing
each changed row to its first and last differing pixel by bisection on prefixes and suffixes (an equal
prefix stays equal when shortened, so the search is exact). Each changed band gives one rectangle;
neighbouring bands are merged when that costs little extra area. The copy is then brought up to date
in those rectangles only.

When more than ``limit`` of the canvas changed, when there is no copy yet (first frame, a new canvas
size or format) or when ``memcmp`` cannot be reached, the answer is None: "present everything" — and
the copy is taken whole. No rectangle is ever missed: a pixel that differs lies in a changed row of a
changed band, between that row's first and last difference.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import logging
import sys
from collections.abc import Callable

import pygame

log = logging.getLogger(__name__)

BAND_ROWS = 16
MERGE_SLACK = 1.25  # merge two bands' rects when the union is at most this much the sum of their areas

Memcmp = Callable[[int, int, int], int]


def _load_memcmp() -> Memcmp | None:
    """The C library's ``memcmp`` through ctypes, or None where it cannot be found."""
    try:
        if sys.platform.startswith("win"):
            lib = ctypes.cdll.msvcrt
        else:
            name = ctypes.util.find_library("c") if sys.platform == "darwin" else None
            lib = ctypes.CDLL(name)
        fn = lib.memcmp
        fn.restype = ctypes.c_int
        fn.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_size_t]
    except (OSError, AttributeError) as exc:
        log.info("no memcmp: every frame is presented whole (%s)", exc)
        return None
    return fn  # type: ignore[no-any-return]


_MEMCMP: Memcmp | None = _load_memcmp()


def pixels_address(surface: pygame.Surface) -> int | None:
    """Where the surface's pixels start in memory (pygame-ce), or None."""
    address = getattr(surface, "_pixels_address", None)
    return int(address) if isinstance(address, int) and address else None


class CanvasDiff:
    """The rectangles of the canvas that differ from the last frame it was given (see the module)."""

    def __init__(self, *, band: int = BAND_ROWS, memcmp: Memcmp | None = None) -> None:
        if band < 1:
            raise ValueError(f"a band has at least one row, not {band}")
        self.band = band
        self.memcmp = memcmp if memcmp is not None else _MEMCMP
        self.shown: pygame.Surface | None = None

    @property
    def available(self) -> bool:
        return self.memcmp is not None

    def reset(self) -> None:
        """Forget the last frame: the next answer is None (everything)."""
        self.shown = None

    def sync(self, canvas: pygame.Surface) -> None:
        """The canvas as it is now becomes the last frame shown (after presenting it whole)."""
        if self.shown is None or not self._matches(canvas):
            self.shown = canvas.copy()
        else:
            self.shown.blit(canvas, (0, 0))

    def _matches(self, canvas: pygame.Surface) -> bool:
        shown = self.shown
        return (
            shown is not None
            and shown.get_size() == canvas.get_size()
            and shown.get_pitch() == canvas.get_pitch()
            and shown.get_bitsize() == canvas.get_bitsize()
            and shown.get_masks() == canvas.get_masks()
            and shown.get_flags() & pygame.SRCALPHA == canvas.get_flags() & pygame.SRCALPHA
        )

    def changes(self, canvas: pygame.Surface, limit: float = 0.4) -> list[pygame.Rect] | None:
        """The rectangles that changed since the last call (empty: nothing), or None: present it all.

        Either way the canvas becomes the last frame shown."""
        memcmp = self.memcmp
        shown = self.shown
        a, b = pixels_address(canvas), None if shown is None else pixels_address(shown)
        if memcmp is None or shown is None or a is None or b is None or not self._matches(canvas):
            self.sync(canvas)
            return None
        width, height = canvas.get_size()
        pitch, bpp = canvas.get_pitch(), canvas.get_bytesize()
        budget = limit * width * height
        rects: list[pygame.Rect] = []
        area = 0
        for top in range(0, height, self.band):
            rows = min(self.band, height - top)
            offset = top * pitch
            if memcmp(a + offset, b + offset, rows * pitch) == 0:
                continue
            rect = self._band_rect(memcmp, a, b, top, rows, width, pitch, bpp)
            if rect is None:  # only the padding at the rows' ends differed
                continue
            area += rect.w * rect.h
            if area > budget:
                self.sync(canvas)
                return None
            rects.append(rect)
        rects = merge(rects)
        for rect in rects:
            shown.blit(canvas, rect, rect)
        return rects

    @staticmethod
    def _band_rect(
        memcmp: Memcmp, a: int, b: int, top: int, rows: int, width: int, pitch: int, bpp: int
    ) -> pygame.Rect | None:
        """The smallest rect covering every differing pixel of rows ``top`` … ``top + rows``."""
        lo, hi = width, 0  # the changed columns found so far: [lo, hi)
        first = last = -1
        for y in range(top, top + rows):
            ra, rb = a + y * pitch, b + y * pitch
            if memcmp(ra, rb, width * bpp) == 0:
                continue
            if first < 0:  # the first changed row: both ends by bisection
                first = y
                lo = _first_difference(memcmp, ra, rb, width, bpp)
                hi = _last_difference(memcmp, ra, rb, lo, width, bpp) + 1
            else:  # later rows: only where they reach beyond the columns found so far
                if lo > 0 and memcmp(ra, rb, lo * bpp) != 0:
                    lo = _first_difference(memcmp, ra, rb, lo, bpp)
                if hi < width and memcmp(ra + hi * bpp, rb + hi * bpp, (width - hi) * bpp) != 0:
                    hi = _last_difference(memcmp, ra, rb, hi, width, bpp) + 1
            last = y
        if first < 0 or hi <= lo:
            return None
        return pygame.Rect(lo, first, hi - lo, last - first + 1)


def _first_difference(memcmp: Memcmp, ra: int, rb: int, within: int, bpp: int) -> int:
    """The first differing pixel of a row known to differ in its first ``within`` pixels."""
    lo, hi = 0, within  # the prefix of length lo is equal; the prefix of length hi differs
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if memcmp(ra, rb, mid * bpp) == 0:
            lo = mid
        else:
            hi = mid
    return hi - 1


def _last_difference(memcmp: Memcmp, ra: int, rb: int, start: int, width: int, bpp: int) -> int:
    """The last differing pixel of a row known to differ in pixels ``start`` … ``width``."""
    lo, hi = start, width  # the suffix from hi is equal; the suffix from lo differs
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if memcmp(ra + mid * bpp, rb + mid * bpp, (width - mid) * bpp) == 0:
            hi = mid
        else:
            lo = mid
    return lo


def merge(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """Neighbouring rects joined when their union wastes little area (fewer, larger updates)."""
    out: list[pygame.Rect] = []
    for rect in rects:
        if out:
            last = out[-1]
            union = last.union(rect)
            if union.w * union.h <= MERGE_SLACK * (last.w * last.h + rect.w * rect.h):
                out[-1] = union
                continue
        out.append(pygame.Rect(rect))
    return out
