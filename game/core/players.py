"""The players Salon remembers: every name a person played under, offered again at setup.

``players.json`` in the user-data folder holds each name with when it last played and how often. It
is read through the one validating reader with its declared schema (``PlayersFile``); a damaged file is
refused with a clear line (logged) and the list starts again empty — it never stops the program — and
a name that could not be a seat's name (``saves.name_problem``) is left out alone.
"""

from __future__ import annotations

import dataclasses
import logging
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Annotated

import msgspec

from game.core import paths, reader, saves
from game.core.i18n import add_strings
from game.core.reader import Refused

log = logging.getLogger(__name__)

FORMAT = "salon-players"
VERSION = 1
MAX_BYTES = 1024 * 1024
MAX_PLAYERS = 500  # the oldest names are forgotten beyond this

add_strings({"players.refused": "The list of players is damaged ({detail}); it starts again empty."})


class PlayersRefused(Refused):
    key = "players.refused"


class PlayerFile(msgspec.Struct, forbid_unknown_fields=True):
    name: Annotated[str, msgspec.Meta(max_length=200)]
    last: Annotated[float, msgspec.Meta(ge=0, le=1e11)] = 0.0
    games: Annotated[int, msgspec.Meta(ge=0, le=10**9)] = 0


class PlayersFile(msgspec.Struct, forbid_unknown_fields=True):
    """The declared schema of the players file."""

    format: Annotated[str, msgspec.Meta(max_length=40)]
    version: Annotated[int, msgspec.Meta(ge=1, le=1000)]
    players: Annotated[list[PlayerFile], msgspec.Meta(max_length=MAX_PLAYERS * 2)]


@dataclasses.dataclass(frozen=True, slots=True)
class Player:
    name: str
    last: float = 0.0
    games: int = 0


def players_path() -> Path:
    return paths.data_dir() / "players.json"


def read(path: Path | None = None) -> list[Player]:
    """The remembered players, most recently played first; ``PlayersRefused`` when the file is damaged."""
    path = Path(path) if path is not None else players_path()
    try:
        data = reader.read_json(path, MAX_BYTES)
    except reader.Missing:
        return []
    except Refused as err:
        raise PlayersRefused(err.detail or err.message()) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise PlayersRefused("it is not Salon's list of players")
    parsed = reader.convert(data, PlayersFile, invalid=PlayersRefused)
    out: dict[str, Player] = {}
    for p in parsed.players:
        name = " ".join(p.name.split())
        if saves.name_problem(name) is not None:
            log.warning("a remembered player's name is left out: %s", reader.printable(p.name))
            continue
        key = name.casefold()
        if key not in out or out[key].last < p.last:
            out[key] = Player(name, p.last, p.games)
    return sorted(out.values(), key=lambda p: (-p.last, p.name.casefold()))


def load() -> list[Player]:
    """The remembered players; a damaged file gives none (never raises)."""
    try:
        return read()
    except PlayersRefused as err:
        log.warning("%s", err.message())
        return []
    except OSError as exc:
        log.warning("players unreadable: %s", exc)
        return []


def remember(names: Iterable[str], when: float | None = None, path: Path | None = None) -> list[Player]:
    """Remember that these people played now (a new game began); the updated list. A disk that
    refuses is logged and the game goes on."""
    now = time.time() if when is None else when
    try:
        known = read(path)
    except PlayersRefused as err:
        log.warning("%s", err.message())
        known = []
    by_key = {p.name.casefold(): p for p in known}
    for raw in names:
        name = " ".join(raw.split())
        if saves.name_problem(name) is not None:
            continue
        old = by_key.get(name.casefold())
        by_key[name.casefold()] = Player(name, now, (old.games if old else 0) + 1)
    out = sorted(by_key.values(), key=lambda p: (-p.last, p.name.casefold()))[:MAX_PLAYERS]
    try:
        saves.write_atomic(
            Path(path) if path is not None else players_path(),
            {"format": FORMAT, "version": VERSION,
             "players": [{"name": p.name, "last": p.last, "games": p.games} for p in out]},
        )
    except OSError as exc:
        log.warning("players not saved: %s", exc)
    return out


def suggestions(prefix: str, players: Iterable[Player], exclude: Iterable[str] = (), limit: int = 5) -> list[str]:
    """Remembered names that begin with what was typed (any case), most recent first; those already
    seated (``exclude``) left out. An empty prefix offers the most recent names."""
    typed = " ".join(prefix.split()).casefold()
    taken = {" ".join(n.split()).casefold() for n in exclude}
    out = []
    for p in players:
        key = p.name.casefold()
        if key in taken or not key.startswith(typed) or key == typed:
            continue
        out.append(p.name)
        if len(out) >= limit:
            break
    return out
