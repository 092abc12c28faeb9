"""The Farshore log's parameters in words (registered with ``game.core.i18n.add_log_words``).

The rules log ids (``grove``, ``docks``, ``mushroom:2,driftwood:1``, ``0,2,0,0,1``); every place
that shows a log line (the log panel, the prompt line, the curtain's recap, a replay) renders it with
``tr``, which names them here, in the language of that moment. One small function per parameter name: each
knows the one kind of id the rules put under that name (``spot`` is a card, an island or a board
location: the three sets of ids are apart, data.py).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from game.core.i18n import MsgList, has, msg_list, render
from game.farshore.cards import amounts_msg, source_key
from game.farshore.data import DATA, RES

Namer = Callable[[str], str | None]


def _key(prefix: str) -> Namer:
    """Names an id by the catalogue key ``prefix + id`` (None when there is no such key)."""

    def name(value: str) -> str | None:
        key = prefix + value
        return render(key) if has(key) else None

    return name


@functools.lru_cache(maxsize=1024)  # the message, not its text: that follows the language
def _resource_list(text: str) -> MsgList:
    pairs = []
    for part in text.split(","):
        r, _sep, n = part.partition(":")
        if r in RES and n.isdigit():
            pairs.append((r, int(n)))
    return amounts_msg(pairs)


def _resources(text: str) -> str | None:
    """ "2 mushrooms and 1 driftwood" from "mushroom:2,driftwood:1"."""
    got = _resource_list(text)
    return render(got) if got.items else None


@functools.lru_cache(maxsize=1024)
def _spend_list(text: str) -> MsgList:
    nums = [int(x) for x in text.split(",") if x.lstrip("-").isdigit()]
    return amounts_msg(list(zip((*RES, "treasure"), nums, strict=False)))


def _spend(text: str) -> str | None:
    """What a payment ("0,2,0,0,1": the resources, then treasure) spends."""
    got = _spend_list(text)
    return render(got) if got.items else None


def _cards(text: str) -> str | None:
    """ "Grove and Tumbler" from "grove,tumbler"."""
    ids = [c for c in text.split(",") if c]
    return render(msg_list([f"farshore.card.{c}" if has(f"farshore.card.{c}") else c for c in ids]))


def _spot(value: str) -> str | None:
    """Where a worker or the Rival's pawn went: a card, an island or a board location."""
    if value in DATA.cards:
        return _key("farshore.card.")(value)
    if value in DATA.islands:
        return _key("farshore.island.")(value)
    return _key("farshore.at.")(value)


def _source(value: str) -> str | None:
    """What moved a boat: a card, a board location, an island or a season."""
    key = source_key(value)
    return render(key) if key else None


_card = _key("farshore.card.")
_wind = _key("farshore.wind.")

NAMERS: dict[str, Namer] = {
    "card": _card,
    "target": _card,
    "cards": _cards,
    "island": _key("farshore.island."),
    "chart": _key("farshore.map."),
    "season": _key("farshore.season."),
    "a": _wind,
    "b": _wind,
    "source": _key("farshore.fx.source."),
    "ability": _key("farshore.ability."),
    "by": _source,
    "spot": _spot,
    "res": _resources,
    "spend": _spend,
}


def log_param(name: str, value: Any) -> str | None:
    """A log line's parameter in words; None for one the table words itself (seats, numbers)."""
    namer = NAMERS.get(name)
    if namer is None or not isinstance(value, str) or not value:
        return None
    return namer(value)
