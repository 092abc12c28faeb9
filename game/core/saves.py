"""Saves: versioned JSON holding the game's inputs (seed, options, seats, actions) and a snapshot.

Loading replays the actions from the seed and checks the result against the stored fingerprint, so
a save can never put an impossible position on the table. Writes are atomic (temp file, fsync,
rename, fsync of the folder): a crash mid-write leaves the previous save intact. Every way a file
can be broken maps to one typed ``SaveError`` with a message key a player can read. No pickle.
"""

from __future__ import annotations

import dataclasses
import json
import os
import tempfile
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from game.core.messages import Action, CodecError, IllegalAction, from_json
from game.core.rules import Rules, fingerprint, resolve_options

FORMAT = "salon-save"
VERSION = 1
MAX_BYTES = 8 * 1024 * 1024  # a real save is far below this; anything bigger is not ours


class SaveError(Exception):
    """A save that cannot be loaded; ``key`` is a message key for the player."""

    key = "save.error"

    def __init__(self, detail: str = "", **params: Any) -> None:
        super().__init__(detail or self.key)
        self.detail = detail
        self.params = params


class SaveMissing(SaveError):
    key = "save.missing"


class SaveUnreadable(SaveError):
    key = "save.unreadable"


class SaveTooLarge(SaveError):
    key = "save.too_large"


class SaveCorrupt(SaveError):
    """Not valid JSON, or truncated."""

    key = "save.corrupt"


class SaveForeign(SaveError):
    """Valid JSON, but not a Salon save."""

    key = "save.foreign"


class SaveTooNew(SaveError):
    key = "save.too_new"


class SaveUnknownGame(SaveError):
    key = "save.unknown_game"


class SaveInvalid(SaveError):
    """A Salon save whose fields are wrong (types, seats, options, actions)."""

    key = "save.invalid"


class SaveMismatch(SaveError):
    """The actions do not replay, or replay to another position than the one recorded."""

    key = "save.mismatch"


SAVE_STRINGS = {
    "save.error": "This save could not be loaded.",
    "save.missing": "There is no save there.",
    "save.unreadable": "The save file could not be read.",
    "save.too_large": "That file is far too large to be a Salon save.",
    "save.corrupt": "The save file is damaged or incomplete.",
    "save.foreign": "That file is not a Salon save.",
    "save.too_new": "This save was made by a newer version of Salon.",
    "save.unknown_game": "This save is for a game this version of Salon does not have.",
    "save.invalid": "The save file is damaged: {detail}",
    "save.mismatch": "The save does not replay to the position it recorded; it was not loaded.",
    "save.saved": "Game saved.",
    "save.write_failed": "The game could not be saved: {detail}",
}


@dataclasses.dataclass(frozen=True, slots=True)
class SeatConfig:
    """Who sits at a seat: a name, human or bot (with its level), and a seat colour index."""

    name: str
    kind: str = "human"  # "human" | "bot"
    level: str = "greedy"
    colour: int = 0

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "level": self.level, "colour": self.colour}

    @staticmethod
    def from_json(data: Any) -> SeatConfig:
        if not isinstance(data, dict):
            raise SaveInvalid("a seat is not an object")
        name, kind, level, colour = data.get("name"), data.get("kind"), data.get("level"), data.get("colour")
        if not isinstance(name, str) or not 0 < len(name) <= 40:
            raise SaveInvalid("a seat has no valid name")
        if kind not in ("human", "bot"):
            raise SaveInvalid("a seat is neither human nor bot")
        if not isinstance(level, str) or not isinstance(colour, int) or not 0 <= colour < 16:
            raise SaveInvalid("a seat has a bad level or colour")
        return SeatConfig(name, kind, level, colour)


@dataclasses.dataclass
class SaveData:
    """What a save holds, decoded and verified."""

    game: str
    seed: int
    options: dict[str, Any]
    seats: list[SeatConfig]
    actions: list[Action]
    fingerprint: str
    saved_at: float = 0.0
    state: Any = None  # the replayed state (filled in by load)


def encode(
    rules: Rules,
    seed: int,
    options: Mapping[str, Any],
    seats: Sequence[SeatConfig],
    actions: Sequence[Action],
    state: Any,
) -> dict[str, Any]:
    """The JSON object of a save."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": rules.id,
        "seed": seed,
        "options": dict(options),
        "seats": [s.to_json() for s in seats],
        "actions": [a.to_json() for a in actions],
        "snapshot": {"at": len(actions), "state": rules.state_to_json(state)},
        "fingerprint": fingerprint(rules, state),
        "saved_at": time.time(),
    }


def write_atomic(path: Path, data: Mapping[str, Any]) -> None:
    """Write JSON so that the file is always either the old save or the new one, complete."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(data, separators=(",", ":"), ensure_ascii=False)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    try:  # make the rename itself durable (POSIX); Windows has no directory fsync
        dfd = os.open(path.parent, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dfd)
    except OSError:
        pass
    finally:
        os.close(dfd)


# Upgrades from older save versions: version -> function turning that version's JSON into the next.
UPGRADES: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}


def read_json(path: Path) -> dict[str, Any]:
    """Read and parse a save file, mapping every failure to a SaveError."""
    path = Path(path)
    try:
        size = path.stat().st_size
    except FileNotFoundError:
        raise SaveMissing(str(path)) from None
    except OSError as exc:
        raise SaveUnreadable(str(exc)) from None
    if size > MAX_BYTES:
        raise SaveTooLarge(f"{size} bytes")
    if size == 0:
        raise SaveCorrupt("the file is empty")
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise SaveUnreadable(str(exc)) from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveCorrupt("the file is not text") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveCorrupt(f"not valid JSON ({exc.msg} at character {exc.pos})") from None
    except RecursionError:
        raise SaveCorrupt("nested too deeply") from None
    if not isinstance(data, dict):
        raise SaveForeign("the file holds no save object")
    return data


def decode(data: Mapping[str, Any], games: Mapping[str, Rules]) -> SaveData:
    """Check a save's JSON object, replay it and verify the fingerprint."""
    if data.get("format") != FORMAT:
        raise SaveForeign("no Salon save marker")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 0:
        raise SaveInvalid("no version number")
    if version > VERSION:
        raise SaveTooNew(version=version)
    upgraded = dict(data)
    while upgraded["version"] < VERSION:
        step = UPGRADES.get(upgraded["version"])
        if step is None:
            raise SaveInvalid(f"version {upgraded['version']} cannot be upgraded")
        upgraded = step(upgraded)
    game = upgraded.get("game")
    if not isinstance(game, str):
        raise SaveInvalid("no game id")
    rules = games.get(game)
    if rules is None:
        raise SaveUnknownGame(game=game)
    seed = upgraded.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**63:
        raise SaveInvalid("the deal code is missing or out of range")
    options = upgraded.get("options")
    if not isinstance(options, dict):
        raise SaveInvalid("the options are missing")
    try:
        options = resolve_options(rules.options, options)
    except ValueError as exc:
        raise SaveInvalid(str(exc)) from None
    seats_raw = upgraded.get("seats")
    if not isinstance(seats_raw, list):
        raise SaveInvalid("the seats are missing")
    seats = [SeatConfig.from_json(s) for s in seats_raw]
    if not rules.min_players <= len(seats) <= rules.max_players:
        raise SaveInvalid(f"{len(seats)} seats is not a valid table for this game")
    actions_raw = upgraded.get("actions")
    if not isinstance(actions_raw, list):
        raise SaveInvalid("the move list is missing")
    fp = upgraded.get("fingerprint")
    if not isinstance(fp, str):
        raise SaveInvalid("the fingerprint is missing")
    actions: list[Action] = []
    for i, raw in enumerate(actions_raw):
        try:
            action = from_json(raw)
        except (CodecError, TypeError, ValueError) as exc:
            raise SaveInvalid(f"move {i + 1} is not readable ({exc})") from None
        if not isinstance(action, Action):
            raise SaveInvalid(f"move {i + 1} is not a move")
        actions.append(action)
    try:
        state = rules.new_game(len(seats), seed, options)
    except ValueError as exc:
        raise SaveInvalid(str(exc)) from None
    for i, action in enumerate(actions):
        try:
            rules.apply(state, action)
        except IllegalAction as exc:
            raise SaveMismatch(f"move {i + 1} is not legal there ({exc})") from None
        except Exception as exc:  # a damaged move list must never crash the program
            raise SaveMismatch(f"move {i + 1} could not be replayed ({type(exc).__name__})") from None
    if fingerprint(rules, state) != fp:
        raise SaveMismatch("the replayed position differs from the recorded one")
    saved_at = upgraded.get("saved_at", 0.0)
    return SaveData(game, seed, options, seats, actions, fp,
                    float(saved_at) if isinstance(saved_at, (int, float)) else 0.0, state)


def load(path: Path, games: Mapping[str, Rules]) -> SaveData:
    """Read, verify and replay a save file."""
    return decode(read_json(path), games)


def peek(path: Path) -> dict[str, Any] | None:
    """Cheap summary for a load list (game, seats, saved time, move count), or None if unreadable."""
    try:
        data = read_json(path)
    except SaveError:
        return None
    if data.get("format") != FORMAT:
        return None
    raw_seats = data.get("seats")
    seats: list[Any] = raw_seats if isinstance(raw_seats, list) else []
    return {
        "game": data.get("game"),
        "seats": [s.get("name", "?") for s in seats if isinstance(s, dict)],
        "saved_at": data.get("saved_at", 0.0),
        "moves": len(data.get("actions", []) or []),
    }
