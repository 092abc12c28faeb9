"""Each game's last setup, remembered: the seats (names, people or bots and their levels, colours) and
the options the players last started that game with, so the setup screen opens as they left it.

``setups.json`` in the user-data folder, read through the one validating reader with its declared
schema (``SetupsFile``); a damaged file is refused with a clear line (logged) and every game opens
with its defaults; one game's entry that no longer fits the game (a seat count, an option this
version does not have) is dropped alone. Nothing here stops the program.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Annotated, Any

import msgspec

from game.core import paths, reader, saves
from game.core.i18n import add_strings
from game.core.reader import Refused
from game.core.rules import Rules, resolve_options
from game.core.saves import SeatConfig, SeatFile

log = logging.getLogger(__name__)

FORMAT = "salon-setups"
VERSION = 1
MAX_BYTES = 256 * 1024

add_strings({"setups.refused": "The remembered setups are damaged ({detail}); every game opens with its defaults."})


class SetupsRefused(Refused):
    key = "setups.refused"


class SetupEntryFile(msgspec.Struct, forbid_unknown_fields=True):
    seats: Annotated[list[SeatFile], msgspec.Meta(min_length=1, max_length=8)]
    options: Annotated[dict[Annotated[str, msgspec.Meta(max_length=64)], saves.OptionValue], msgspec.Meta(max_length=64)]


class SetupsFile(msgspec.Struct, forbid_unknown_fields=True):
    """The declared schema of the remembered setups."""

    format: Annotated[str, msgspec.Meta(max_length=40)]
    version: Annotated[int, msgspec.Meta(ge=1, le=1000)]
    games: Annotated[dict[Annotated[str, msgspec.Meta(max_length=40)], SetupEntryFile], msgspec.Meta(max_length=64)]


@dataclasses.dataclass(frozen=True, slots=True)
class LastSetup:
    seats: tuple[SeatConfig, ...]
    options: Mapping[str, Any]


def setups_path() -> Path:
    return paths.data_dir() / "setups.json"


def _raw(path: Path) -> dict[str, SetupEntryFile]:
    try:
        data = reader.read_json(path, MAX_BYTES)
    except reader.Missing:
        return {}
    except Refused as err:
        raise SetupsRefused(err.detail or err.message()) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SetupsRefused("it is not Salon's file of setups")
    return dict(reader.convert(data, SetupsFile, invalid=SetupsRefused).games)


def read(games: Mapping[str, Rules[Any, Any]], path: Path | None = None) -> dict[str, LastSetup]:
    """Each game's last setup that still fits the game; ``SetupsRefused`` when the file is damaged."""
    out: dict[str, LastSetup] = {}
    for gid, entry in _raw(Path(path) if path is not None else setups_path()).items():
        rules = games.get(gid)
        if rules is None:
            continue
        try:
            seats = saves.check_seats(entry.seats, rules)
            options = resolve_options(rules.options, entry.options)
        except (Refused, ValueError) as exc:
            log.warning("the last setup of %s is left out: %s", gid, getattr(exc, "detail", exc))
            continue
        out[gid] = LastSetup(tuple(seats), options)
    return out


def last_setup(game_id: str, games: Mapping[str, Rules[Any, Any]]) -> LastSetup | None:
    """The game's last setup (None when there is none, or the file is damaged: never raises)."""
    try:
        return read(games).get(game_id)
    except SetupsRefused as err:
        log.warning("%s", err.message())
    except OSError as exc:
        log.warning("setups unreadable: %s", exc)
    return None


def remember(game_id: str, seats: Sequence[SeatConfig], options: Mapping[str, Any], path: Path | None = None) -> None:
    """Keep this game's setup (the others stay); a disk that refuses is logged, the game goes on."""
    path = Path(path) if path is not None else setups_path()
    try:
        kept = {gid: {"seats": [msgspec.to_builtins(s) for s in e.seats], "options": dict(e.options)}
                for gid, e in _raw(path).items()}
    except SetupsRefused as err:
        log.warning("%s", err.message())
        kept = {}
    kept[game_id] = {"seats": [s.to_json() for s in seats], "options": dict(options)}
    try:
        saves.write_atomic(path, {"format": FORMAT, "version": VERSION, "games": kept})
    except OSError as exc:
        log.warning("setup not remembered: %s", exc)
