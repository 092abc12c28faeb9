"""The one translation function every user-facing string passes through.

Catalogues are plain dicts of ``str.format`` templates keyed by message keys. The core and the GUI
register theirs at import; each game registers its own with the registry. Only English exists for
now; a missing key falls back to a readable form of the key, never to a crash.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

_CATALOGUES: dict[str, dict[str, str]] = {"en": {}}
_language = "en"


def add_strings(strings: Mapping[str, str], language: str = "en") -> None:
    """Merge a catalogue (later additions win for the same key)."""
    _CATALOGUES.setdefault(language, {}).update(strings)


def set_language(language: str) -> None:
    global _language
    _language = language if language in _CATALOGUES else "en"


def language() -> str:
    """The language ``tr`` renders in now (a cache of rendered text keys on it)."""
    return _language


def languages() -> list[str]:
    return sorted(_CATALOGUES)


def has(key: str) -> bool:
    return key in _CATALOGUES.get(_language, {}) or key in _CATALOGUES["en"]


def _humanise(key: str) -> str:
    tail = key.rsplit(".", 1)[-1]
    return tail.replace("_", " ").capitalize()


class _SafeParams(dict[str, Any]):
    def __missing__(self, name: str) -> str:
        return "{" + name + "}"


def tr(key: str, names: Callable[[int], str] | None = None, **params: Any) -> str:
    """The text for ``key`` with ``params`` filled in.

    Parameters named ``seat`` or ``seat2`` (ints) become player names through ``names``; values that
    are themselves message keys (contain a dot and are known) are translated too.

    Plurals: when ``params`` holds an int ``n`` and the catalogue has ``<key>.one``, ``n == 1`` takes
    that form ("1 can") and every other ``n`` the key's own ("{n} cans"; zero is "0 cans"). So a
    plural is one key plus its ``.one`` form, chosen here, never by the caller.
    """
    n = params.get("n")
    if isinstance(n, int) and not isinstance(n, bool) and n == 1 and has(key + ".one"):
        key = key + ".one"
    template = _CATALOGUES.get(_language, {}).get(key) or _CATALOGUES["en"].get(key)
    if template is None:
        template = _humanise(key)
    shown: dict[str, Any] = {}
    for name, value in params.items():
        if name in ("seat", "seat2", "winner") and isinstance(value, int) and not isinstance(value, bool):
            shown[name] = names(value) if names else f"Player {value + 1}"
        elif isinstance(value, str) and "." in value and has(value):
            shown[name] = tr(value, names)
        else:
            shown[name] = value
    try:
        return template.format_map(_SafeParams(shown))
    except (ValueError, IndexError, AttributeError):
        return template


add_strings(
    {
        "core.not_your_turn": "It is not your turn.",
        "core.game_over": "The game is over.",
        "core.not_legal": "That move is not allowed now.",
        "core.unknown_action": "That is not a move of this game.",
        "core.total": "Total",
        "core.shared": "Shared victory",
        "core.automa": "The automa",
    }
)
