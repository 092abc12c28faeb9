"""The one validating reader: every file the program opens (saves, settings, card data) comes through here.

A file is read with a size bound, decoded as strict UTF-8 JSON (msgspec: integers must fit in 64 bits,
floats must be finite, no trailing bytes), its nesting is bounded, and it is then converted against a
declared schema (a ``msgspec.Struct`` or any type msgspec knows, with ``Meta`` bounds). Whatever is wrong
becomes one ``Refused`` exception whose ``message()`` is a single line a player can read — the reader
never lets another exception type out, so a bad file can be listed as damaged and never stops the
program. Card data comes through ``game.core.datafile``, which declares each game's schema on top of
this reader. Nothing here imports pygame.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import msgspec

from game.core.i18n import tr

T = TypeVar("T")

MAX_DEPTH = 64  # no file of ours nests deeper; the guard keeps a hostile file from exhausting the stack


class Refused(Exception):
    """A file (or a part of one) the program will not use: ``key`` is a message key, ``detail`` the
    player-readable reason (already in words), ``params`` any values the message needs."""

    key = "file.refused"

    def __init__(self, detail: str = "", **params: Any) -> None:
        super().__init__(detail or self.key)
        self.detail = detail
        self.params = params

    def message(self) -> str:
        """One line for the player."""
        text = tr(self.key, detail=self.detail, **self.params)
        return " ".join(text.split())


class Missing(Refused):
    key = "file.missing"


class Unreadable(Refused):
    key = "file.unreadable"


class TooLarge(Refused):
    key = "file.too_large"


class Corrupt(Refused):
    """Not valid JSON, truncated, not text, or nested beyond reason."""

    key = "file.corrupt"


class Invalid(Refused):
    """Valid JSON that does not fit the declared schema."""

    key = "file.invalid"


READER_STRINGS = {
    "file.refused": "This file cannot be used.",
    "file.missing": "The file is not there.",
    "file.unreadable": "The file could not be read ({detail}).",
    "file.too_large": "The file is far too large ({detail}).",
    "file.corrupt": "The file is damaged: {detail}.",
    "file.invalid": "The file is damaged: {detail}.",
}


# ------------------------------------------------------------------------------------------ bytes
def read_bytes(path: Path | str, max_bytes: int, *, missing: type[Refused] = Missing,
               unreadable: type[Refused] = Unreadable, too_large: type[Refused] = TooLarge,
               corrupt: type[Refused] = Corrupt) -> bytes:
    """The file's bytes, refusing a missing, unreadable, empty or oversized file before reading it whole."""
    path = Path(path)
    try:
        with path.open("rb") as fh:
            head = fh.read(max_bytes + 1)
    except FileNotFoundError:
        raise missing("the file is not there") from None
    except IsADirectoryError:
        raise unreadable("it is a folder, not a file") from None
    except OSError as exc:
        raise unreadable(exc.strerror or type(exc).__name__) from None
    except Exception as exc:  # noqa: BLE001 - e.g. a path the platform cannot encode
        raise unreadable(type(exc).__name__) from None
    if len(head) > max_bytes:
        raise too_large(f"more than {max_bytes // 1024} KiB")
    if not head.strip():
        raise corrupt("the file is empty")
    return head


# ------------------------------------------------------------------------------------------ JSON
def parse(raw: bytes, *, max_depth: int = MAX_DEPTH, corrupt: type[Refused] = Corrupt) -> Any:
    """Strict JSON from bytes: UTF-8 (a byte-order mark is refused), 64-bit integers, finite numbers,
    nesting at most ``max_depth`` deep."""
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError:
        raise corrupt("it is not text") from None
    try:
        data = msgspec.json.decode(raw)
    except msgspec.ValidationError as exc:
        raise corrupt(_number_words(str(exc))) from None
    except msgspec.DecodeError as exc:
        text = str(exc)
        if "truncated" in text:
            raise corrupt("it is cut short") from None
        if "surrogate" in text or "escape" in text:
            raise corrupt("it holds a broken character") from None
        raise corrupt("it is not valid JSON") from None
    except RecursionError:
        raise corrupt("it is nested far too deeply") from None
    except Exception as exc:  # noqa: BLE001 - the reader lets only Refused out
        raise corrupt(f"it could not be decoded ({type(exc).__name__})") from None
    if depth_exceeds(data, max_depth):
        raise corrupt(f"it is nested more than {max_depth} levels deep")
    return data


def _number_words(text: str) -> str:
    if "out of range" in text:
        return "it holds a number far too large"
    return "it holds a value that is not valid JSON"


def depth_exceeds(data: Any, limit: int) -> bool:
    """Whether lists and objects nest more than ``limit`` deep (iterative: no recursion)."""
    stack: list[tuple[Any, int]] = [(data, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            if depth > limit:
                return True
            stack.extend((v, depth + 1) for v in item.values() if isinstance(v, (dict, list)))
        elif isinstance(item, list):
            if depth > limit:
                return True
            stack.extend((v, depth + 1) for v in item if isinstance(v, (dict, list)))
    return False


def read_json(path: Path | str, max_bytes: int, *, max_depth: int = MAX_DEPTH, missing: type[Refused] = Missing,
              unreadable: type[Refused] = Unreadable, too_large: type[Refused] = TooLarge,
              corrupt: type[Refused] = Corrupt) -> Any:
    """Read and parse a JSON file under the reader's bounds (the ``Refused`` kinds may be narrowed)."""
    raw = read_bytes(path, max_bytes, missing=missing, unreadable=unreadable, too_large=too_large,
                     corrupt=corrupt)
    return parse(raw, max_depth=max_depth, corrupt=corrupt)


# ------------------------------------------------------------------------------------------ schema
def convert(data: Any, schema: type[T], *, invalid: type[Refused] = Invalid,
            place: Callable[[str], str] | None = None) -> T:
    """``data`` converted to the declared ``schema`` (strict types, ``Meta`` bounds); a mismatch is
    refused with a sentence naming the place (``place`` turns a msgspec path like ``$.seats[1].level``
    into words) and what is wrong there."""
    try:
        return msgspec.convert(data, schema, strict=True)
    except msgspec.ValidationError as exc:
        raise invalid(explain(str(exc), place or plain_place)) from None
    except RecursionError:
        raise invalid("it is nested far too deeply") from None
    except Exception as exc:  # noqa: BLE001 - the reader lets only Refused out
        raise invalid(f"it does not fit ({type(exc).__name__})") from None


_TYPE_WORDS = {
    "int": "a whole number",
    "str": "text",
    "bool": "true or false",
    "float": "a number",
    "array": "a list",
    "object": "a set of fields",
    "null": "nothing",
}


def _words(kind: str) -> str:
    parts = [p.strip(" `") for p in kind.split("|")]
    return " or ".join(_TYPE_WORDS.get(p, p) for p in parts)


def explain(message: str, place: Callable[[str], str]) -> str:
    """One sentence from a msgspec validation message: ``Expected `int`, got `str` - at `$.seed```."""
    what, _, where = message.partition(" - at ")
    where = where.strip("` ")
    subject = place(where) if where else "the file"
    m = re.match(r"Expected `(.+?)`, got `(.+?)`", what)
    if m:
        return f"{subject} should be {_words(m.group(1))}, not {_words(m.group(2))}"
    m = re.match(r"Object missing required field `(.+?)`", what)
    if m:
        return f"{place((where or '$') + '.' + m.group(1))} is missing"
    m = re.match(r"Object contains unknown field `(.+?)`", what)
    if m:
        return f"{subject} has a field “{printable(m.group(1))}” that does not belong there"
    m = re.match(r"Expected `(.+?)` of length (>=|<=) (\d+)", what)
    if m:
        unit = "characters" if m.group(1) == "str" else "entries"
        bound = "at least" if m.group(2) == ">=" else "at most"
        return f"{subject} must have {bound} {m.group(3)} {unit}"
    m = re.match(r"Expected `(.+?)` (>=|<=|>|<) (.+)", what)
    if m:
        bound = {">=": "at least", "<=": "at most", ">": "more than", "<": "less than"}[m.group(2)]
        return f"{subject} must be {bound} {m.group(3)}"
    m = re.match(r"Invalid (?:enum )?value (.+)", what)  # "Invalid value": a tagged union's tag
    if m:
        return f"{subject} “{printable(m.group(1).strip(chr(39)))}” is not one of the allowed values"
    if "out of range" in what:
        return f"{subject} is far too large"
    return f"{subject} is not valid ({what.rstrip('.')})"


def plain_place(path: str) -> str:
    """``$.a.b[2]`` in words: “the field a.b[2]”."""
    inner = path[2:] if path.startswith("$.") else path.lstrip("$")
    return f"the field {inner}" if inner else "the file"


# ------------------------------------------------------------------------------------------ text
def printable(text: str, limit: int = 40) -> str:
    """A stranger's text made safe to quote in a message: controls shown as �, cut to ``limit``."""
    out = "".join(ch if ch.isprintable() and not 0xD800 <= ord(ch) <= 0xDFFF else "�" for ch in text[:limit])
    return out + ("…" if len(text) > limit else "")


def bad_character(text: str, drawable: Callable[[str], bool] | None = None) -> str | None:
    """The first character of ``text`` that cannot be shown (a control, a lone surrogate, a private
    or unassigned code point, or one the font lacks), described in words; None when all are fine."""
    for ch in text:
        cp = ord(ch)
        cat = unicodedata.category(ch)
        if 0xD800 <= cp <= 0xDFFF:
            return "a broken character"
        if cat.startswith("C") or cat in ("Zl", "Zp"):
            return f"an invisible control character (U+{cp:04X})"
        if drawable is not None and not drawable(ch):
            return f"the character “{ch}”, which our font cannot draw"
    return None
