"""What the table's layers need to redraw only what changed: a layer's content as a list of drawn
items, where two such lists differ, and a cache key that compares some parts by identity.

A layer (``layers``) describes what it draws as ``Item``s in drawing order: ``what`` holds every
value its pixels depend on, ``extent`` the rect its pixels stay inside. When the content changes,
``changed_regions`` says where the old and the new lists differ; the layer redraws just there,
clipped, drawing every item that reaches into the region in order, so each pixel comes out as a
whole redraw would make it.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Sequence
from typing import Any

import pygame

CANVAS = pygame.Rect(0, 0, 1920, 1080)
MAX_REGIONS = 24  # more separate places than this: one whole redraw is cheaper
MAX_SHARE = 0.45  # a redraw over more of the canvas than this: the whole layer


@dataclasses.dataclass(frozen=True, eq=False)
class Item:
    """One thing a layer draws: ``what`` (every value its pixels depend on; two items with equal
    ``what`` draw the same pixels), ``extent`` (its pixels stay inside), and what drew it (the zone
    and piece, for the recorder)."""

    what: tuple[Any, ...]
    extent: pygame.Rect
    zone: str = ""
    piece: Any = None


class Key:
    """A cache key: ``values`` compared by equality, ``refs`` by identity (a view or a layout, whose
    equality would be slow to test; holding them keeps their identity from being reused).

    >>> a, b = [1], [1]
    >>> Key((1, 2), (a,)).same(Key((1, 2), (a,))), Key((1, 2), (a,)).same(Key((1, 2), (b,)))
    (True, False)
    """

    __slots__ = ("refs", "values")

    def __init__(self, values: tuple[Any, ...], refs: tuple[Any, ...] = ()) -> None:
        self.values = values
        self.refs = refs

    def same(self, other: Key | None) -> bool:
        return (
            other is not None
            and len(self.refs) == len(other.refs)
            and all(a is b for a, b in zip(self.refs, other.refs, strict=True))
            and self.values == other.values
        )


def merge(rects: Sequence[pygame.Rect], bounds: pygame.Rect = CANVAS) -> list[pygame.Rect]:
    """``rects`` clipped to ``bounds``, overlapping ones joined into their union, until none overlap.

    >>> R = pygame.Rect
    >>> [tuple(r) for r in merge([R(0, 0, 10, 10), R(5, 5, 10, 10), R(50, 50, 5, 5)])]
    [(0, 0, 15, 15), (50, 50, 5, 5)]
    >>> [tuple(r) for r in merge([R(0, 0, 10, 10), R(20, 0, 10, 10), R(5, 0, 20, 5)])]
    [(0, 0, 30, 10)]
    """
    out: list[pygame.Rect] = []
    for r in rects:
        r = pygame.Rect(r).clip(bounds)
        if r.w <= 0 or r.h <= 0:
            continue
        joined = True
        while joined:
            joined = False
            for i, o in enumerate(out):
                if o.colliderect(r):
                    r.union_ip(out.pop(i))
                    joined = True
                    break
        out.append(r)
    return out


def fewer(rects: Sequence[pygame.Rect], most: int, bounds: pygame.Rect = CANVAS) -> list[pygame.Rect]:
    """``rects`` (clipped to ``bounds``; those inside another dropped) joined into at most ``most``,
    always joining the two whose union adds the least area, so that far-apart changes stay apart.
    They may overlap: a patch draws everything in its rect again, so a pixel two patches share
    comes out the same from both (``merge`` would join an L of two strips into its whole box).

    >>> R = pygame.Rect
    >>> [tuple(r) for r in fewer([R(0, 0, 10, 10), R(12, 0, 10, 10), R(500, 500, 10, 10)], 2)]
    [(500, 500, 10, 10), (0, 0, 22, 10)]
    >>> [tuple(r) for r in fewer([R(1500, 0, 400, 870), R(0, 866, 1920, 214), R(2, 2, 5, 5)], 2)]
    [(0, 866, 1920, 214), (2, 0, 1898, 870)]
    """
    out: list[pygame.Rect] = []
    for r in rects:
        r = pygame.Rect(r).clip(bounds)
        if r.w > 0 and r.h > 0:
            out.append(r)
    out = [r for i, r in enumerate(out) if not any(
        o.contains(r) and (o != r or j < i) for j, o in enumerate(out) if j != i
    )]
    while len(out) > max(1, most):
        best: tuple[int, int, int] | None = None
        for i in range(len(out)):
            for j in range(i + 1, len(out)):
                u = out[i].union(out[j])
                cost = u.w * u.h - out[i].w * out[i].h - out[j].w * out[j].h
                if best is None or cost < best[0]:
                    best = (cost, i, j)
        assert best is not None
        _, i, j = best
        joined = out[i].union(out[j])
        out = [r for k, r in enumerate(out) if k not in (i, j) and not joined.contains(r)] + [joined]
    return out


def too_big(regions: Sequence[pygame.Rect], bounds: pygame.Rect = CANVAS) -> bool:
    """Whether redrawing ``regions`` (merged: none overlaps) costs about as much as the whole."""
    area = sum(r.w * r.h for r in regions)
    return len(regions) > MAX_REGIONS or area > MAX_SHARE * bounds.w * bounds.h


def changed_regions(old: Sequence[Item], new: Sequence[Item]) -> list[pygame.Rect] | None:
    """Where drawing ``new`` differs from ``old``: the extents of the items only one list draws (or
    draws a different number of times), merged. None when items both draw come in another order
    (only a whole redraw is then right). [] when nothing changed.

    >>> a = Item(("a",), pygame.Rect(0, 0, 10, 10))
    >>> b = Item(("b",), pygame.Rect(100, 0, 10, 10))
    >>> c = Item(("c",), pygame.Rect(200, 0, 10, 10))
    >>> changed_regions([a, b], [a, b]), changed_regions([a, b], [b, a])
    ([], None)
    >>> [tuple(r) for r in changed_regions([a, b], [a, c])]
    [(100, 0, 10, 10), (200, 0, 10, 10)]
    """
    before = [i.what for i in old]
    after = [i.what for i in new]
    if before == after:
        return []
    a, b = Counter(before), Counter(after)
    kept = {w for w, n in a.items() if b.get(w) == n}
    if [w for w in before if w in kept] != [w for w in after if w in kept]:
        return None
    rects = [i.extent for i in old if i.what not in kept] + [i.extent for i in new if i.what not in kept]
    return merge(rects)
