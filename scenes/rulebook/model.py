"""What a rules book is made of, as plain data: sections of blocks, each block's words a message key.

A book is written once per game (``scenes/rulebook/<game>.py``) as a tuple of ``Section`` values and
an English catalogue. Every paragraph, step, caption and example is one message key, registered in
the catalogue: nothing a player reads is built by code, so a translation replaces the catalogue and
keeps the book. Pictures name real pieces (a kind and a face, as the rules' ``zones`` give them) and
are drawn by the book scene with the table's own piece art. Sections point to one another by id.

``spec`` on a section names the sections of the game's rules spec it follows, by number and title,
and ``covers`` the spec's decision points and worked examples it explains, so a test can check the
book against the spec. No pygame here: the tests read books without a window.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from typing import Any


@dataclasses.dataclass(frozen=True, slots=True)
class Para:
    """A paragraph: one message key."""

    key: str


@dataclasses.dataclass(frozen=True, slots=True)
class Steps:
    """A numbered list: one message key per step."""

    keys: tuple[str, ...]


@dataclasses.dataclass(frozen=True, slots=True)
class Example:
    """A worked example in a box: a title key and a body key."""

    title: str
    key: str


@dataclasses.dataclass(frozen=True, slots=True)
class Shown:
    """One piece in a picture: ``kind`` and ``face`` as the rules' zones give them."""

    kind: str
    face: str
    owner: int | None = None
    count: int = 1
    label: str = ""


@dataclasses.dataclass(frozen=True, slots=True)
class Picture:
    """A row of real pieces with a caption key under it."""

    pieces: tuple[Shown, ...]
    caption: str


@dataclasses.dataclass(frozen=True, slots=True)
class See:
    """A link to another section of the same book (its title is the link's words)."""

    section: str


Block = Para | Steps | Example | Picture | See


@dataclasses.dataclass(frozen=True, slots=True)
class Section:
    """One page of a book.

    ``spec`` lists (number, title) of the spec sections it follows; ``covers`` the spec's decision
    points (``D4``) and worked examples (``E1``) it explains.
    """

    id: str
    title: str
    blocks: tuple[Block, ...]
    spec: tuple[tuple[str, str], ...] = ()
    covers: tuple[str, ...] = ()


@dataclasses.dataclass(frozen=True)
class Book:
    """A game's rules book: its sections in reading order, its English catalogue, and where F1
    opens it for a decision (``phases``: a prompt key, or its start, to a section id)."""

    game: str
    sections: tuple[Section, ...]
    strings: Mapping[str, str]
    phases: Mapping[str, str] = dataclasses.field(default_factory=dict)
    start: str = ""  # the section F1 opens when no phase matches (the round's overview)

    def section(self, section_id: str) -> Section | None:
        return next((s for s in self.sections if s.id == section_id), None)

    def ids(self) -> list[str]:
        return [s.id for s in self.sections]

    def for_prompt(self, key: str, params: Mapping[str, Any] | None = None) -> str:
        """The section for a decision: the longest ``phases`` entry that ``key`` starts with.

        A prompt about another seat's decision carries that decision as a parameter that is itself
        a key (``decision``); a parameter found in ``phases`` wins over the prompt's own key.
        """
        found = None
        for value in (params or {}).values():
            if isinstance(value, str) and "." in value:
                found = _longest(self.phases, value)
                if found is not None:
                    break
        if found is None:
            found = _longest(self.phases, key)
        if found is not None and self.section(found) is not None:
            return found
        return self.start if self.section(self.start) is not None else self.sections[0].id

    def keys(self) -> Iterable[str]:
        """Every message key the book shows."""
        for s in self.sections:
            yield s.title
            for b in s.blocks:
                yield from block_keys(b)


def block_keys(b: Block) -> Iterable[str]:
    if isinstance(b, Para):
        yield b.key
    elif isinstance(b, Steps):
        yield from b.keys
    elif isinstance(b, Example):
        yield b.title
        yield b.key
    elif isinstance(b, Picture):
        yield b.caption


def _longest(table: Mapping[str, str], key: str) -> str | None:
    best: str | None = None
    size = -1
    for prefix, section in table.items():
        if (key == prefix or key.startswith(prefix + ".") or key.startswith(prefix + "_")) and len(
            prefix
        ) > size:
            best, size = section, len(prefix)
    return best


@dataclasses.dataclass(frozen=True, slots=True)
class Draft:
    """A block as the author writes it: its short name, its English words (and pieces, for a
    picture). ``Writer.section`` turns it into a block with a stable key."""

    kind: str  # "p", "steps", "example", "picture", "shared"
    name: str
    texts: tuple[str, ...]
    pieces: tuple[Shown, ...] = ()


def P(name: str, text: str) -> Draft:
    """A paragraph."""
    return Draft("p", name, (text,))


# Paragraphs every book says in the same words: one message each (and one translation), written here.
SHARED: dict[str, str] = {
    "rules.table_keys": "With the keyboard: Tab and the arrows move the focus over everything you can use, Enter or "
    "Space takes it, Esc backs out of a choice. G (or the menu key) opens the glossary entry of the "
    "piece the focus is on, or of the piece under the pointer. H shows a hint; Ctrl+Z takes back "
    "a move and Ctrl+Y plays it again; Page Up and Page Down scroll the game log.",
}


def SAME(key: str) -> Draft:
    """A paragraph every book shares, by its key in ``SHARED``."""
    if key not in SHARED:
        raise ValueError(f"no shared paragraph {key!r} (known: {', '.join(sorted(SHARED))})")
    return Draft("shared", key, (SHARED[key],))


def STEPS(name: str, *texts: str) -> Draft:
    """A numbered list."""
    return Draft("steps", name, tuple(texts))


def EX(name: str, title: str, text: str) -> Draft:
    """A worked example."""
    return Draft("example", name, (title, text))


def PIC(name: str, pieces: Iterable[Shown], caption: str) -> Draft:
    """A picture of real pieces with its caption."""
    return Draft("picture", name, (caption,), tuple(pieces))


class Writer:
    """Writes a book's blocks and its English catalogue side by side.

    Each block gets a stable key made of the book, the section and the block's own short name
    (``rules.new_eden.claim.ties``), never its position, so a paragraph added later does not shift
    the translations of the others. A key written twice, or a block without words, is an error.
    """

    def __init__(self, game: str) -> None:
        self.game = game
        self.strings: dict[str, str] = {}

    def _put(self, key: str, text: str) -> str:
        if key in self.strings:
            raise ValueError(f"book key {key} written twice")
        if not text.strip():
            raise ValueError(f"book key {key} has no text")
        self.strings[key] = text
        return key

    def _block(self, section_id: str, d: Draft | See) -> Block:
        if isinstance(d, See):
            return d
        if d.kind == "shared":  # its own key, the same in every book
            return Para(self._put(d.name, d.texts[0]))
        key = f"rules.{self.game}.{section_id}.{d.name}"
        if d.kind == "p":
            return Para(self._put(key, d.texts[0]))
        if d.kind == "steps":
            return Steps(tuple(self._put(f"{key}.{i}", t) for i, t in enumerate(d.texts, 1)))
        if d.kind == "example":
            return Example(self._put(f"{key}.title", d.texts[0]), self._put(key, d.texts[1]))
        if d.kind == "picture":
            return Picture(d.pieces, self._put(f"{key}.caption", d.texts[0]))
        raise ValueError(f"unknown block kind {d.kind}")

    def section(
        self,
        section_id: str,
        title: str,
        blocks: Iterable[Draft | See],
        spec: Iterable[tuple[str, str]] = (),
        covers: Iterable[str] = (),
    ) -> Section:
        key = self._put(f"rules.{self.game}.{section_id}.title", title)
        return Section(
            section_id, key, tuple(self._block(section_id, b) for b in blocks), tuple(spec), tuple(covers)
        )

    def book(self, sections: Iterable[Section], phases: Mapping[str, str], start: str) -> Book:
        out = Book(self.game, tuple(sections), dict(self.strings), dict(phases), start)
        ids = out.ids()
        if len(set(ids)) != len(ids):
            raise ValueError(f"{self.game} book: a section id is used twice")
        for s in out.sections:
            for b in s.blocks:
                if isinstance(b, See) and b.section not in ids:
                    raise ValueError(f"{self.game} book: {s.id} links to a missing section {b.section}")
        for prefix, target in phases.items():
            if target not in ids:
                raise ValueError(f"{self.game} book: {prefix} opens a missing section {target}")
        return out
