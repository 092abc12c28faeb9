"""A recorder for the table's drawing: what a frame showed, in numbers a test can judge.

While ``recording(rec)`` is in force, every text the drawing helpers draw is noted (its string,
font size, weight and where it went; a cut text with the whole text it stands for), every text
rendered at all (skins that blit their own), every piece the table places (its zone, rect, kind,
owner, and whether the skin's face or the table's generic art drew it, and when the art drew a
bare seat disc), and what hovering each place shows in full (``hovers``, filled by the table's
``hover_marks``). Texts drawn on a small surface (a card face, a seat badge, the log) are kept by
surface until the table says where that surface was blitted (``moved``), so their places are on the
1920×1080 canvas like the rest.

Nothing is recorded when no recorder is set; the table's caches mean only what is drawn afresh is
seen, so audit a table from its construction (``tests/table/test_readable.py``).
"""

from __future__ import annotations

import contextlib
import dataclasses
import os
import sys
from collections.abc import Iterator

import pygame

from scenes import draw

CANVAS_SIZE = (1920, 1080)


@dataclasses.dataclass(frozen=True)
class TextMark:
    """A text drawn: ``rect`` on the canvas (None: on a surface never placed), ``full`` the whole
    text when this one is cut from it, ``origin`` ``skin`` when a game's skin drew it (else
    ``table``)."""

    text: str
    size: int
    bold: bool
    rect: pygame.Rect | None
    full: str | None = None
    origin: str = "table"
    outside: bool = False  # it runs past the edge of the surface it was drawn on (cut off there)


def _origin() -> str:
    """``skin`` when the drawing was called from a game's skin (scenes/games/), else ``table``."""
    f = sys._getframe(2)
    while f is not None:
        name = f.f_code.co_filename.replace(os.sep, "/")
        if "/scenes/games/" in name:
            return "skin"
        f = f.f_back  # type: ignore[assignment]
    return "table"


@dataclasses.dataclass(frozen=True)
class PieceMark:
    """A piece placed by the table: ``source`` is ``skin`` (the skin's own face) or ``art`` (the
    table's generic art); ``bare_disc``: the art drew it as its seat's plain disc; ``fan``: the
    zone lays its pieces out overlapping on purpose (a stack or a fan), by that layout's name."""

    zone: str
    piece: str
    face: str
    kind: str
    owner: int | None
    rect: pygame.Rect
    source: str
    bare_disc: bool = False
    fan: str | None = None
    placed_by: str = "table"  # or ``skin``: the skin laid the zone out (``TableSkin.place``)


@dataclasses.dataclass(frozen=True)
class HoverMark:
    """A place where hovering shows ``text`` in full (a tooltip, the card zoom's words)."""

    rect: pygame.Rect
    text: str


class Recorder:
    """What was drawn while it recorded; see the module's docstring."""

    def __init__(self) -> None:
        self.texts: list[TextMark] = []
        self.rendered: list[tuple[str, int, bool, str]] = []
        self.pieces: list[PieceMark] = []
        self.hovers: list[HoverMark] = []
        self._on: dict[int, list[TextMark]] = {}
        self._alive: dict[int, pygame.Surface] = {}  # keeps each noted surface alive, so its id stays its own
        self._placed: set[int] = set()  # surfaces blitted somewhere known
        self.forced: str | None = None  # an origin the table names for what it draws next

    # ------------------------------------------------------------------ from the drawing helpers
    def text(
        self, surface: pygame.Surface, s: str, size: int, bold: bool, rect: pygame.Rect, full: str | None
    ) -> None:
        mark = TextMark(
            s,
            int(size),
            bool(bold),
            pygame.Rect(rect),
            full if full and full != s else None,
            self.forced or _origin(),
            runs_out(pygame.Rect(rect), surface.get_rect()),
        )
        if surface.get_size() == CANVAS_SIZE:
            self.texts.append(mark)
        else:
            self._on.setdefault(id(surface), []).append(mark)
            self._alive[id(surface)] = surface

    def render(self, s: str, size: int, bold: bool) -> None:
        self.rendered.append((s, int(size), bool(bold), self.forced or _origin()))

    # ------------------------------------------------------------------ from the table
    def moved(self, surface: pygame.Surface, topleft: tuple[int, int], onto: pygame.Surface) -> None:
        """``surface`` was blitted onto ``onto`` at ``topleft``: its texts are there now."""
        marks = self._on.get(id(surface))
        if not marks:
            return
        self._placed.add(id(surface))
        for m in marks:
            r = m.rect.move(topleft) if m.rect is not None else None
            out = m.outside or (r is not None and runs_out(r, onto.get_rect()))
            placed = dataclasses.replace(m, rect=r, outside=out)
            if onto.get_size() == CANVAS_SIZE:
                self.texts.append(placed)
            else:
                self._on.setdefault(id(onto), []).append(placed)
                self._alive[id(onto)] = onto

    def piece(self, mark: PieceMark) -> None:
        self.pieces.append(mark)

    def hover(self, rect: pygame.Rect, text: str) -> None:
        if text:
            self.hovers.append(HoverMark(pygame.Rect(rect), text))

    # ------------------------------------------------------------------ what a test reads
    def all_texts(self) -> list[TextMark]:
        """Every text drawn: on the canvas, and (with no place) those left on unplaced surfaces."""
        loose = [
            dataclasses.replace(m, rect=None)
            for sid, ms in self._on.items()
            if sid not in self._placed
            for m in ms
        ]
        return self.texts + loose

    def sizes(self) -> list[tuple[str, int, str]]:
        """(text, size, origin) of every text drawn or rendered, once each."""
        seen = {(m.text, m.size, m.origin) for m in self.all_texts()}
        seen.update((s, size, o) for s, size, _b, o in self.rendered if s.strip())
        return sorted(seen)

    def cuts(self) -> list[TextMark]:
        """The canvas texts cut from a longer one, once each."""
        out: dict[tuple[str, tuple[int, ...] | None], TextMark] = {}
        for m in self.all_texts():
            if m.full is not None:
                out[(m.text, tuple(m.rect) if m.rect is not None else None)] = m
        return list(out.values())

    def uncovered_cuts(self) -> list[TextMark]:
        """Cut texts no hover shows in full: hovering where they are drawn gives a text holding
        the whole of them (the cut ones with no place on the canvas count as uncovered)."""
        bad = []
        for m in self.cuts():
            if m.rect is None:
                bad.append(m)
                continue
            centre = m.rect.center
            if not any(h.rect.collidepoint(centre) and _holds(h.text, m.full or "") for h in self.hovers):
                bad.append(m)
        return bad


def runs_out(text: pygame.Rect, box: pygame.Rect) -> bool:
    """Whether a text drawn at ``text`` runs out of ``box``: past its side by more than a pixel or
    two, or past its top or bottom by more than the air a line keeps above and below its letters."""
    air = max(2, text.h // 4)
    return (
        text.left < box.left - 2
        or text.right > box.right + 2
        or text.top < box.top - air
        or text.bottom > box.bottom + air
    )


def _holds(shown: str, full: str) -> bool:
    """Whether ``shown`` says all of ``full`` (spaces and line breaks aside)."""
    return " ".join(full.split()) in " ".join(shown.split())


@contextlib.contextmanager
def recording(rec: Recorder) -> Iterator[Recorder]:
    """Record the drawing helpers' texts into ``rec`` while the block runs."""
    previous = draw.set_recorder(rec)
    try:
        yield rec
    finally:
        draw.set_recorder(previous)


def current() -> Recorder | None:
    """The recorder in force, if any (the table notes its pieces and blits into it)."""
    got = draw.recorder()
    return got if isinstance(got, Recorder) else None


@contextlib.contextmanager
def on_behalf_of_skin() -> Iterator[None]:
    """What the table draws in this block as the skin asked it (a count badge the skin placed and
    sized) is the skin's, for the recorder."""
    rec = current()
    if rec is None:
        yield
        return
    before, rec.forced = rec.forced, "skin"
    try:
        yield
    finally:
        rec.forced = before
