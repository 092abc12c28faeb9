"""What one seat's view shows that another's does not: the judge behind the pass-the-device curtain
and behind undo, for every game, from the views alone.

A view is a frozen dataclass of plain values; some games keep most of it as canonical JSON text.
``leaves`` flattens one into ``path -> value`` (dataclass fields, mapping keys, sequence indices,
JSON text parsed in place; every sequence also has a ``#len`` leaf, so a hidden hand of 3 cards and
a shown one of 4 differ). Games hide things in their own ways — a card back, ``"hidden"``, ``-1``,
``None``, a count instead of a list, an empty tuple — and these functions never need to know which:
they compare a seat's view with the public one (``view(state, None)``), which shows only what
everyone may know.

* ``shown_hidden(shown, seen, public, ...)``: the places where ``shown`` shows something that the
  public view does not and ``seen`` (what was on the screen before) did not either — what a person
  still at the screen would learn if ``shown`` replaced ``seen``. Empty: no curtain is needed. (A
  list's length is public where the public view keeps the list as its count.)
* ``made_public(...)``: the places where something that only another seat knew (hidden from
  ``seat``) became public between two positions — a sealed choice revealed, a hand turned up.

The field that names a view's own viewer (``viewer``, ``seat``) is not information and is skipped.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Mapping, Sequence
from typing import Any

Path = tuple[str | int, ...]
LENGTH = "#len"
_MISSING = object()


def leaves(view: Any) -> dict[Path, Any]:
    """Every leaf of a view, by path."""
    out: dict[Path, Any] = {}
    _walk(view, (), out)
    return out


def _walk(x: Any, path: Path, out: dict[Path, Any]) -> None:
    if dataclasses.is_dataclass(x) and not isinstance(x, type):
        for f in dataclasses.fields(x):
            _walk(getattr(x, f.name), (*path, f.name), out)
    elif isinstance(x, Mapping):
        for k in sorted(x, key=str):
            _walk(x[k], (*path, str(k)), out)
    elif isinstance(x, (list, tuple)):
        out[(*path, LENGTH)] = len(x)
        for i, v in enumerate(x):
            _walk(v, (*path, i), out)
    elif isinstance(x, str) and x[:1] in ("{", "["):
        try:
            parsed = json.loads(x)
        except ValueError:
            out[path] = x
            return
        _walk(parsed, path, out)
    else:
        out[path] = x


def _own_name(path: Path, value: Any, public: Mapping[Path, Any], seat: int | None) -> bool:
    """The top-level field naming the view's own viewer (None in the public view)."""
    return len(path) == 1 and public.get(path, _MISSING) is None and value == seat and seat is not None


def shown_hidden(
    shown: Mapping[Path, Any],
    seen: Mapping[Path, Any],
    public: Mapping[Path, Any],
    shown_seat: int | None,
) -> list[Path]:
    """Where the leaves ``shown`` show what neither ``public`` nor ``seen`` shows (see the module doc)."""
    out: list[Path] = []
    for path, value in shown.items():
        if public.get(path, _MISSING) == value or seen.get(path, _MISSING) == value:
            continue
        if path[-1:] == (LENGTH,) and public.get(path[:-1], _MISSING) == value:
            continue  # a list's length where the public view keeps its count: the count is public
        if not _own_name(path, value, public, shown_seat):
            out.append(path)
    return out


def made_public(
    seat: int,
    before_seat: Mapping[Path, Any],
    after_seat: Mapping[Path, Any],
    before_public: Mapping[Path, Any],
    after_public: Mapping[Path, Any],
    before_others: Sequence[tuple[int, Mapping[Path, Any]]],
) -> list[Path]:
    """Where something another seat knew and ``seat`` did not became public between two positions.

    A leaf counts when, before, another seat's view showed a value there that the public view did
    not, ``seat``'s view showed only the public value, and after, ``seat``'s view shows a new value
    that is now the public one.
    """
    out: list[Path] = []
    for other, leaves_other in before_others:
        if other == seat:
            continue
        for path, value in leaves_other.items():
            pub = before_public.get(path, _MISSING)
            if value == pub or before_seat.get(path, _MISSING) != pub:
                continue
            if _own_name(path, value, before_public, other):
                continue
            now = after_seat.get(path, _MISSING)
            if now != before_seat.get(path, _MISSING) and now == after_public.get(path, _MISSING):
                out.append(path)
    return out
