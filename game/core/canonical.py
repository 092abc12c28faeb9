"""A typed canonical form of plain Python values, and its fingerprint.

Used where two runs must be compared byte for byte: a game's loaded card data (the data files must
load to exactly the same objects), and a view in the golden games. Unlike a JSON dump, the form keeps
apart what the engines can tell apart — a tuple from a list, ``True`` from ``1``, a dict from a set,
one dataclass from another — and keeps dict order (the engines iterate some dicts in data order),
while sets are sorted so that string hashing never changes the result.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from collections.abc import Mapping
from typing import Any


def canonical(value: Any) -> Any:
    """``value`` as JSON-able data that names every container's type.

    Scalars stay themselves; a tuple becomes a list; every other container becomes a one-key object
    naming its type (``{"<list>": […]}``, ``{"<dict>": [[key, value], …]}``, ``{"<set>": […]}``,
    ``{"<Card>": [[field, value], …]}``).
    """
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, tuple):
        return [canonical(v) for v in value]
    if isinstance(value, list):
        return {"<list>": [canonical(v) for v in value]}
    if isinstance(value, (set, frozenset)):
        items = [canonical(v) for v in value]
        return {"<set>": sorted(items, key=lambda x: json.dumps(x, sort_keys=True))}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        fields = [[f.name, canonical(getattr(value, f.name))] for f in dataclasses.fields(value)]
        return {f"<{type(value).__name__}>": fields}
    if isinstance(value, Mapping):
        tag = "<dict>" if type(value) is dict else f"<{type(value).__name__}>"
        return {tag: [[canonical(k), canonical(v)] for k, v in value.items()]}
    if hasattr(value, "__dict__"):
        return {f"<{type(value).__name__}>": [[k, canonical(v)] for k, v in vars(value).items()]}
    raise TypeError(f"no canonical form for {type(value).__name__}")


def canonical_text(value: Any) -> str:
    """The canonical form as compact ASCII JSON text."""
    return json.dumps(canonical(value), separators=(",", ":"), ensure_ascii=True)


def canonical_fingerprint(value: Any, length: int = 64) -> str:
    """The SHA-256 of the canonical text, in hex, cut to ``length`` characters."""
    return hashlib.sha256(canonical_text(value).encode("ascii")).hexdigest()[:length]
