"""How the Chinese render tests judge what a screen drew (``tests/test_chinese_*.py``).

- ``untranslated(texts)``: the texts holding a Latin-script word of three letters or more that is
  not a player's name or a game's own title: a word the catalogue left in English;
- ``lacking_glyphs(texts, lang)``: the characters drawn that the font of that language lacks (in
  the regular or the bold face), which would show as boxes;
- ``Marks``: a recorder for the drawing helpers (``scenes.draw``) that keeps every text drawn, on
  whatever surface, with its rect and the whole text when it was cut, so a test can say whether
  each text stayed inside its box;
- ``table_texts(game, players, moves, seed, lang)``: a real mid-game table (bot moves through the
  controller, seat 0 human) drawn once at 1280×720 in ``lang`` under the table's recorder, judged as
  the English tables are (``tests/table/readable.py``): (problems, every text drawn or shown on
  hover).
"""

from __future__ import annotations

import dataclasses
import functools
import re
from collections.abc import Iterable
from typing import Any

import pygame
import pygame.freetype

from game.core import i18n
from scenes.assets import font_file, resource_path

LANGS = ("zh_Hant", "zh_Hans")
WORD = re.compile(r"[A-Za-zÀ-ÿ]{3,}")
# The names the tests give the seats ("Player 1", cut to "Player" at the end of a wrapped line)
# and the games' own titles, which stay in their own language.
NAMES = re.compile(r"Player(?: \d+|$)|l['’]Étoile|Paris|New Eden|Everdell|Farshore|Les Derniers Dro[iï]des")
# In the rules books: the people of the worked examples, the program's name and the keys as the
# keyboard spells them.
BOOK_NAMES = re.compile(
    NAMES.pattern
    + r"|(?<![A-Za-z])(?:Anna|Ben|Chen|Dina|Lucy|Mark|Pia|Quinn|Rosa|Xavier|Yan|Salon)(?![A-Za-z])"
    + r"|(?<![A-Za-z])(?:Ctrl|Shift|Alt|Tab|Enter|Esc|Page Up|Page Down|Home|End)(?![A-Za-z])"
)


def untranslated(texts: Iterable[str], names: re.Pattern[str] = NAMES) -> list[str]:
    """The texts with a Latin word left in them (names and titles aside), sorted."""
    return sorted({t for t in texts if WORD.search(names.sub("", t))})


@functools.cache
def _font(lang: str, bold: bool) -> pygame.freetype.Font:
    pygame.freetype.init()
    folder, name = font_file(bold, lang)
    return pygame.freetype.Font(str(resource_path("assets", folder, name)), 20)


def lacking_glyphs(texts: Iterable[str], lang: str) -> list[tuple[str, str]]:
    """(font file, character) for every character drawn that a face of ``lang``'s font lacks."""
    chars = sorted({ch for t in texts for ch in t if ch not in "\n\t"})
    out = []
    for bold in (False, True):
        font = _font(lang, bold)
        name = font_file(bold, lang)[1]
        out += [
            (name, ch) for ch, m in zip(chars, font.get_metrics("".join(chars)), strict=True) if m is None
        ]
    return out


@dataclasses.dataclass(frozen=True)
class Mark:
    """A text drawn: on ``surface`` (its id) at ``rect``; ``full``: the whole text it was cut from."""

    surface: int
    text: str
    size: int
    rect: pygame.Rect
    full: str | None


class Marks:
    """Every text the drawing helpers draw or render while it is ``scenes.draw``'s recorder."""

    def __init__(self) -> None:
        self.marks: list[Mark] = []
        self.rendered: list[str] = []

    def text(
        self, surface: pygame.Surface, s: str, size: int, bold: bool, rect: pygame.Rect, full: str | None
    ) -> None:
        self.marks.append(Mark(id(surface), s, int(size), pygame.Rect(rect), full if full != s else None))

    def render(self, s: str, size: int, bold: bool) -> None:
        if s.strip():
            self.rendered.append(s)

    def on(self, surface: pygame.Surface) -> list[Mark]:
        return [m for m in self.marks if m.surface == id(surface)]

    def texts(self) -> set[str]:
        return {m.text for m in self.marks} | set(self.rendered)

    def clear(self) -> None:
        self.marks.clear()
        self.rendered.clear()


def outside(marks: Iterable[Mark], box: pygame.Rect, slack: int = 2) -> list[str]:
    """The marks drawn past ``box`` (by more than ``slack`` px) or cut short, described."""
    room = box.inflate(2 * slack, 2 * slack)
    out = []
    for m in marks:
        if m.full is not None:
            out.append(f"cut: {m.text!r} of {m.full!r}")
        elif not room.contains(m.rect):
            out.append(f"outside: {m.text!r} at {tuple(m.rect)} of box {tuple(box)}")
    return out


def table_texts(game: str, players: int, moves: int, seed: int, lang: str) -> tuple[Any, set[str]]:
    """(problems, texts) of a real mid-game table drawn in ``lang``; see the module's docstring."""
    from scenes.app import Headless
    from scenes.settings import Settings
    from tests.table.readable import audited, problems, settle

    c = settle(game, players, moves, seed)
    assert c is not None
    h = Headless((1280, 720), settings=Settings(animation_speed="instant", language=lang), first=False)
    try:
        table, rec = audited(h, c)
        found = problems(table, rec)
        texts = {t for t, _size, _origin in rec.sizes()} | {hv.text for hv in rec.hovers}
    finally:
        h.close()
        i18n.set_language("en")
    return found, texts


def check_table(game: str, players: int, moves: int, seed: int, lang: str) -> set[str]:
    """Assert the table reads wholly in ``lang`` (see ``table_texts``); its texts, for more checks."""
    found, texts = table_texts(game, players, moves, seed, lang)
    assert found.of("table") == {} and found.of("skin") == {}, (found.of("table"), found.of("skin"))
    left = untranslated(texts)
    assert left == [], left[:10]
    lacking = lacking_glyphs(texts, lang)
    assert lacking == [], lacking
    return texts
