"""Loading a game's card data: one reader, one declared schema per game, one refusal type.

Each ``game/<game>/data.py`` declares its ``data.json`` as ``msgspec`` structs (:class:`Record`
entries that refuse unknown fields, ``Meta`` bounds on numbers, ``Literal`` enums for every closed
set of names), reads it with :func:`read`, converts it with :func:`convert`, then runs what a schema
cannot say — that a card names a family that exists, that ids are unique, that a deck adds up — as
a few :class:`Checks`, and builds the engine's own frozen values. Whatever is wrong becomes one
:class:`DataRefused` whose message names the game, the entry and the problem.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Collection, Hashable, Iterable
from pathlib import Path
from typing import Annotated, Any, TypeVar

import msgspec

from game.core.i18n import add_strings
from game.core.reader import READER_STRINGS, Invalid, Refused, read_json
from game.core.reader import convert as reader_convert

T = TypeVar("T")

DATA_MAX_BYTES = 4 * 1024 * 1024  # every game's data.json is about 100 KB
DATA_MAX_DEPTH = 24

# Numbers as the data files use them: counts, positive counts, points that may be negative.
Count = Annotated[int, msgspec.Meta(ge=0, le=10_000)]
Positive = Annotated[int, msgspec.Meta(ge=1, le=10_000)]
Points = Annotated[int, msgspec.Meta(ge=-1_000, le=10_000)]
Name = Annotated[str, msgspec.Meta(min_length=1, max_length=200)]


add_strings(READER_STRINGS)  # a refusal's message() reads these


class Record(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """Base of every declared entry: an unknown (misspelt) field is refused, not ignored."""


class DataRefused(Invalid):
    """A game's card data that the program will not use: ``str(exc)`` names the game and problem."""

    def __init__(self, game: str, problem: str) -> None:
        super().__init__(f"{game} data.json: {problem}")
        self.game = game
        self.problem = problem


def read(path: Path | str, game: str) -> dict[str, Any]:
    """A data file's decoded JSON object, under the reader's size and depth bounds."""
    try:
        data = read_json(path, DATA_MAX_BYTES, max_depth=DATA_MAX_DEPTH)
    except Refused as exc:
        raise DataRefused(game, f"cannot be read: {exc.detail}") from None
    if not isinstance(data, dict):
        raise DataRefused(game, "its top level is not a set of fields")
    return data


def convert(raw: Any, schema: type[T], game: str, at: str = "") -> T:
    """``raw`` converted to the game's declared ``schema``; a mismatch names the entry in words
    (``at`` names the part of the file ``raw`` is, for a piece converted on its own)."""
    try:
        return reader_convert(raw, schema, invalid=Invalid, place=lambda path: where(raw, path, at))
    except Refused as exc:
        detail = exc.detail
        if at and detail.startswith("the file "):  # the reader's word for the top of what it was given
            detail = at + detail[len("the file") :]
        raise DataRefused(game, detail) from None


_STEP = re.compile(r"\.([^.\[]+)|\[(\d+)\]|\[\.\.\.\]")


def where(raw: Any, path: str, at: str = "") -> str:
    """A msgspec path (``$.droids[3].family``) in words, naming the entry by its id where it has one:
    ``droids[3] (number 4) family``; a value under a map's key is ``a value in droids[3] (number 4)
    cost``. ``at`` is put before it."""
    out: list[str] = [at] if at else []
    node, in_map = raw, False
    for m in _STEP.finditer(path):
        key, index = m.group(1), m.group(2)
        if key is not None:
            out.append(f".{key}" if out else key)
            node = node.get(key) if isinstance(node, dict) else None
        elif index is not None:
            i = int(index)
            node = node[i] if isinstance(node, list) and i < len(node) else None
            label = next(
                (f" ({k} {node[k]})" for k in ("id", "number") if isinstance(node, dict) and k in node), ""
            )
            out.append(f"[{i}]{label}")
        else:  # a map's value: msgspec does not say under which key
            in_map, node = True, None
    text = "".join(out).replace(").", ") ") or "the file"
    return f"a value in {text}" if in_map else text


class Checks:
    """The cross-reference checks a schema cannot state, each refusing with a sentence."""

    def __init__(self, game: str) -> None:
        self.game = game

    def that(self, ok: bool, problem: str) -> None:
        """Refuse with ``problem`` unless ``ok``."""
        if not ok:
            raise DataRefused(self.game, problem)

    def unique(self, ids: Iterable[Hashable], what: str) -> None:
        """Every id appears once: ``droid 12 appears twice``."""
        twice = [i for i, n in Counter(ids).items() if n > 1]
        self.that(not twice, f"{what} {twice[0] if twice else ''} appears twice")

    def known(self, names: Iterable[Hashable], known: Collection[Hashable], what: str) -> None:
        """Every name is one of ``known``: ``building B3 names district 'moon', which does not exist``."""
        for name in names:
            self.that(name in known, f"{what} {name!r}, which does not exist")

    def count(self, items: Collection[Any], expected: int, what: str) -> None:
        """Exactly ``expected`` items: ``need 36 building tiles, found 35``."""
        self.that(len(items) == expected, f"need {expected} {what}, found {len(items)}")

    def same(self, got: Any, expected: Any, what: str) -> None:
        """``got`` equals ``expected``: ``deck_summary total_cards: 125 expected, 126 found``."""
        self.that(got == expected, f"{what}: {expected!r} expected, {got!r} found")
