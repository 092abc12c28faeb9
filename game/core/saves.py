"""Saves: versioned JSON holding the game's inputs (seed, options, seats, actions) and a snapshot.

Every save file goes through the one validating reader (``game.core.reader``): size, strict JSON and
nesting bounds, then the declared schema ``SaveFile`` (types, lengths, ranges), then the checks that need
the game (seat names drawable by our font, bot levels known, colours in range and distinct, options
within the game's ``OptionSpec`` ranges), and finally a replay of every move from the seed — each move
must be legal where it is played — compared with the stored fingerprint. So a save can never put an
impossible position on the table, and every way a file can be wrong is one ``Refused`` (``SaveError``)
whose ``message()`` is one line a player can read. Writes are atomic (temp file, fsync, rename, fsync of
the folder): a crash mid-write leaves the previous save intact. An unfinished game's autosave is that
snapshot plus its move journal (``game.core.journal``: one line appended per move), which ``load``
replays and checks with the snapshot. No pickle.

Layout under the saves folder (``game.core.paths``): ``games/<id>.json`` one autosave per unfinished
game, ``named/<name>.json`` the saves a player named, ``history/<id>.json`` finished games kept whole.

Version 3 (this one) keeps, beside the moves, the seat changes made during the game (``seat_changes``:
after move ``at``, seat ``seat`` is now ``name``, human or bot at ``level``) — entries of the save, not
moves of the game, so the position is still a pure function of seed, options and moves — and, for a
game started from a point of another (``forked_from``), that game's id and the move it left it at.
``seats`` holds the seats as they sat when the game began; the seats now are those with the changes
made. Versions 1 and 2 are upgraded on reading (``UPGRADES``).

One file because it is one reader for every save: refusal, schema, fonts, seats and the replay check, in the order a file goes through them.
"""

from __future__ import annotations

import bisect
import dataclasses
import json
import logging
import os
import re
import sys
import tempfile
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Annotated, Any

import msgspec

from game.core import journal, reader
from game.core.i18n import add_strings, tr
from game.core.messages import Action, CodecError
from game.core.reader import Refused
from game.core.rules import Rules, fingerprint, resolve_options

log = logging.getLogger(__name__)

FORMAT = "salon-save"
VERSION = 3
MAX_BYTES = 8 * 1024 * 1024  # a real save is far below this; anything bigger is not ours
MAX_ACTIONS = 20_000  # every game's max_actions is far below this
MAX_NAME = 40  # a seat's name, in characters
MAX_TITLE = 60  # a named save's title
MAX_SEAT_CHANGES = 1000  # far more than an evening of seats changing hands
SEAT_COLOURS = 6  # the seat colours the table has (scenes.theme.SEAT_COLOURS; a test keeps them equal)
BOT_LEVELS = ("random", "greedy", "easy", "normal", "hard")  # game.bots.LEVELS (a test keeps them equal)
LEVEL_WORDS = {"random": "Random", "greedy": "Greedy", "easy": "Easy", "normal": "Normal", "hard": "Hard"}


# ------------------------------------------------------------------------------------------ refusals
SaveError = Refused  # the one refusal type; every save problem below is one of its kinds


class SaveMissing(Refused):
    key = "save.missing"


class SaveUnreadable(Refused):
    key = "save.unreadable"


class SaveTooLarge(Refused):
    key = "save.too_large"


class SaveCorrupt(Refused):
    """Not valid JSON, truncated, not text, nested too deeply."""

    key = "save.corrupt"


class SaveForeign(Refused):
    """Valid JSON, but not a Salon save."""

    key = "save.foreign"


class SaveTooNew(Refused):
    key = "save.too_new"


class SaveUnknownGame(Refused):
    key = "save.unknown_game"


class SaveInvalid(Refused):
    """A Salon save whose fields are wrong (types, seats, options, actions)."""

    key = "save.invalid"


class SaveMismatch(Refused):
    """The actions do not replay, or replay to another position than the one recorded."""

    key = "save.mismatch"


SAVE_STRINGS = {
    "save.error": "This save could not be loaded.",
    "save.missing": "There is no save there.",
    "save.unreadable": "The save file could not be read: {detail}.",
    "save.too_large": "That file is far too large to be a Salon save ({detail}).",
    "save.corrupt": "The save file is damaged: {detail}.",
    "save.foreign": "That file is not a Salon save ({detail}).",
    "save.too_new": "This save was made by a newer version of Salon (save version {version}).",
    "save.unknown_game": "This save is for a game this version of Salon does not have (“{game}”).",
    "save.invalid": "The save file is damaged: {detail}.",
    "save.mismatch": "The save does not replay: {detail}.",
    "save.saved": "Game saved.",
    "save.write_failed": "The game could not be saved: {detail}",
    # seat changes, as the game log shows them
    "core.seat.to_bot": "{seat} is now played by a bot ({level})",
    "core.seat.to_human": "{seat} is now played by a person",
    "core.seat.level": "{seat}'s bot now plays at {level}",
    "core.seat.renamed": "{old} now plays as {seat}",
    "core.level.random": "Random",
    "core.level.greedy": "Greedy",
    "core.level.easy": "Easy",
    "core.level.normal": "Normal",
    "core.level.hard": "Hard",
}
add_strings(reader.READER_STRINGS)
add_strings(SAVE_STRINGS)



# ------------------------------------------------------------------------------------------ schema
Text = Annotated[str, msgspec.Meta(max_length=200)]
OptionValue = bool | int | Annotated[str, msgspec.Meta(max_length=64)]
Stamp = Annotated[float, msgspec.Meta(ge=0, le=1e11)]  # seconds since 1970, up to the year 5138


class SeatFile(msgspec.Struct, forbid_unknown_fields=True):
    """A seat as stored: its name, human or bot, the bot level, the colour index."""

    name: Annotated[str, msgspec.Meta(max_length=200)]
    kind: Annotated[str, msgspec.Meta(max_length=20)] = "human"
    level: Annotated[str, msgspec.Meta(max_length=20)] = "greedy"
    colour: Annotated[int, msgspec.Meta(ge=-(2**31), le=2**31)] = 0


class ProgressFile(msgspec.Struct, forbid_unknown_fields=True):
    """How far the game is, for the list: ``kind`` round | season | turn, and its number."""

    kind: Annotated[str, msgspec.Meta(max_length=20)]
    n: Annotated[int, msgspec.Meta(ge=0, le=100_000)]


class ScoreLineFile(msgspec.Struct, forbid_unknown_fields=True):
    category: Text
    points: Annotated[int, msgspec.Meta(ge=-(10**9), le=10**9)]
    detail: Text = ""


class ScoreFile(msgspec.Struct, forbid_unknown_fields=True):
    """A final score sheet as the history keeps it."""

    seat: Annotated[int, msgspec.Meta(ge=0, le=16)]
    total: Annotated[int, msgspec.Meta(ge=-(10**9), le=10**9)]
    lines: Annotated[list[ScoreLineFile], msgspec.Meta(max_length=200)] = []
    tiebreak: Annotated[list[Annotated[int, msgspec.Meta(ge=-(10**12), le=10**12)]], msgspec.Meta(max_length=16)] = []


class SeatChangeFile(msgspec.Struct, forbid_unknown_fields=True):
    """A seat changing hands as stored: after ``at`` moves, seat ``seat`` is this name, kind, level."""

    at: Annotated[int, msgspec.Meta(ge=0, le=MAX_ACTIONS)]
    seat: Annotated[int, msgspec.Meta(ge=0, le=16)]
    name: Annotated[str, msgspec.Meta(max_length=200)]
    kind: Annotated[str, msgspec.Meta(max_length=20)]
    level: Annotated[str, msgspec.Meta(max_length=20)]


class ForkFile(msgspec.Struct, forbid_unknown_fields=True):
    """Where a game started from: another game's id and the moves of it played before."""

    id: Annotated[str, msgspec.Meta(max_length=80, pattern="^[A-Za-z0-9_.-]*$")]
    at: Annotated[int, msgspec.Meta(ge=0, le=MAX_ACTIONS)]


class SaveFile(msgspec.Struct, forbid_unknown_fields=True):
    """The declared schema of a save (version 3). Types, lengths and ranges are checked here; what
    needs the game (known ids, option ranges, legal moves) is checked by ``decode``."""

    format: Annotated[str, msgspec.Meta(max_length=40)]
    version: Annotated[int, msgspec.Meta(ge=0, le=1000)]
    game: Annotated[str, msgspec.Meta(min_length=1, max_length=40)]
    seed: Annotated[int, msgspec.Meta(ge=0, le=2**63 - 1)]
    options: Annotated[dict[Annotated[str, msgspec.Meta(max_length=64)], OptionValue], msgspec.Meta(max_length=64)]
    seats: Annotated[list[SeatFile], msgspec.Meta(min_length=1, max_length=8)]
    actions: Annotated[list[dict[Annotated[str, msgspec.Meta(max_length=64)], Any]], msgspec.Meta(max_length=MAX_ACTIONS)]
    fingerprint: Annotated[str, msgspec.Meta(pattern="^[0-9a-f]{32}$")]
    snapshot: dict[str, Any] | None = None
    saved_at: Stamp = 0.0
    id: Annotated[str, msgspec.Meta(max_length=80, pattern="^[A-Za-z0-9_.-]*$")] = ""
    created_at: Stamp = 0.0
    name: Annotated[str, msgspec.Meta(max_length=200)] = ""
    progress: ProgressFile | None = None
    finished: bool = False
    finished_at: Stamp = 0.0
    final_scores: Annotated[list[ScoreFile], msgspec.Meta(max_length=16)] = []
    journal: Annotated[str, msgspec.Meta(pattern="^([0-9a-f]{16})?$")] = ""  # the move journal continuing it
    seat_changes: Annotated[list[SeatChangeFile], msgspec.Meta(max_length=MAX_SEAT_CHANGES)] = []
    forked_from: ForkFile | None = None


_FIELD_WORDS = {
    "format": "the save marker",
    "version": "the version number",
    "game": "the game id",
    "seed": "the deal code",
    "options": "the options",
    "seats": "the seat list",
    "actions": "the move list",
    "fingerprint": "the position check",
    "snapshot": "the snapshot",
    "saved_at": "the save time",
    "id": "the game's id",
    "created_at": "the start time",
    "name": "the save's name",
    "progress": "the progress note",
    "finished": "the finished mark",
    "finished_at": "the end time",
    "final_scores": "the final scores",
    "journal": "the journal mark",
    "seat_changes": "the seat changes",
    "forked_from": "the game it was started from",
}
_SEAT_WORDS = {"name": "name", "kind": "kind", "level": "bot level", "colour": "colour", "at": "move number",
               "seat": "seat number"}


def place(path: str) -> str:
    """A msgspec path (``$.seats[1].level``) in a player's words (“Seat 2's bot level”)."""
    m = re.match(r"^\$\.seats\[(\d+)\](?:\.(\w+))?", path)
    if m:
        seat = f"Seat {int(m.group(1)) + 1}"
        return f"{seat}'s {_SEAT_WORDS.get(m.group(2), m.group(2))}" if m.group(2) else seat
    m = re.match(r"^\$\.seat_changes\[(\d+)\](?:\.(\w+))?", path)
    if m:
        change = f"seat change {int(m.group(1)) + 1}"
        return f"{change}'s {_SEAT_WORDS.get(m.group(2), m.group(2))}" if m.group(2) else change
    m = re.match(r"^\$\.actions\[(\d+)\]", path)
    if m:
        return f"move {int(m.group(1)) + 1}"
    m = re.match(r"^\$\.options(?:\.(.+)|\[\.\.\.\])", path)
    if m:
        return f"the option “{reader.printable(m.group(1))}”" if m.group(1) else "an option"
    m = re.match(r"^\$\.(\w+)", path)
    if m:
        return _FIELD_WORDS.get(m.group(1), f"the field “{reader.printable(m.group(1))}”")
    return "the save"


# ------------------------------------------------------------------------------------------ fonts
_COVERAGE: list[int] | None = None  # flat [lo0, hi0, lo1, hi1, …] of the code points our font draws


def _coverage_path() -> Path:
    base = getattr(sys, "_MEIPASS", None)
    root = Path(base) if base else Path(__file__).resolve().parents[2]
    return root / "assets" / "fonts" / "coverage.json"


class _Coverage(msgspec.Struct, forbid_unknown_fields=True):
    font: Text
    ranges: Annotated[list[tuple[int, int]], msgspec.Meta(max_length=100_000)]


def drawable(ch: str) -> bool:
    """Whether the interface font has a glyph for ``ch`` (``assets/fonts/coverage.json``, written by
    ``tools/font_coverage.py`` and checked against the font by a test)."""
    global _COVERAGE
    if _COVERAGE is None:
        try:
            cov = reader.convert(reader.read_json(_coverage_path(), 1024 * 1024), _Coverage)
            _COVERAGE = [x for lo, hi in cov.ranges for x in (lo, hi)]
        except Refused as err:  # without the table, accept any printable character
            log.warning("font coverage unavailable: %s", err.message())
            _COVERAGE = [0, sys.maxunicode]
    i = bisect.bisect_right(_COVERAGE, ord(ch))
    return i % 2 == 1 or (i > 0 and _COVERAGE[i - 1] == ord(ch))


def name_problem(name: str, limit: int = MAX_NAME) -> str | None:
    """Why ``name`` cannot be a player's (or a save's) name, in words; None when it can."""
    if not name.strip():
        return "is empty"
    if len(name) > limit:
        return f"is longer than {limit} characters"
    bad = reader.bad_character(name, drawable)
    return f"holds {bad}" if bad else None


def name_char_ok(ch: str) -> bool:
    """Whether a character may be typed into a player's name (printable and drawn by our font)."""
    return reader.bad_character(ch, drawable) is None


# ------------------------------------------------------------------------------------------ seats
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
    def from_json(data: Any, index: int = 0) -> SeatConfig:
        """A seat from its JSON object, every field checked (``SaveInvalid`` names what is wrong)."""
        seat = reader.convert(data, SeatFile, invalid=SaveInvalid,
                              place=lambda p: place(f"$.seats[{index}]" + p[1:]))
        return check_seat(seat, index)


def check_seat(seat: SeatFile, index: int) -> SeatConfig:
    who = f"Seat {index + 1}"
    problem = name_problem(seat.name)
    if problem:
        raise SaveInvalid(f"{who}'s name {problem}")
    if seat.kind not in ("human", "bot"):
        raise SaveInvalid(f"{who} is neither a human nor a bot (“{reader.printable(seat.kind)}”)")
    if seat.level not in BOT_LEVELS:
        allowed = ", ".join(LEVEL_WORDS[lv] for lv in BOT_LEVELS)
        raise SaveInvalid(f"{who}'s bot level “{reader.printable(seat.level)}” is not one of {allowed}")
    if not 0 <= seat.colour < SEAT_COLOURS:
        raise SaveInvalid(f"{who}'s colour {seat.colour} is not one of the {SEAT_COLOURS} seat colours")
    return SeatConfig(seat.name, seat.kind, seat.level, seat.colour)


def check_seats(seats: Sequence[SeatFile], rules: Rules[Any, Any]) -> list[SeatConfig]:
    if not rules.min_players <= len(seats) <= rules.max_players:
        span = (f"{rules.min_players}" if rules.min_players == rules.max_players
                else f"{rules.min_players}–{rules.max_players}")
        raise SaveInvalid(f"it has {len(seats)} seats, and {rules.name} is for {span} players")
    out = [check_seat(s, i) for i, s in enumerate(seats)]
    first: dict[int, int] = {}
    for i, s in enumerate(out):
        if s.colour in first:
            raise SaveInvalid(f"Seats {first[s.colour] + 1} and {i + 1} have the same colour")
        first[s.colour] = i
    return out


@dataclasses.dataclass(frozen=True, slots=True)
class SeatChange:
    """A seat changing hands during a game: after ``at`` moves, seat ``seat`` is ``name``, a human or a
    bot at ``level`` (its colour stays). An entry of the save, not a move of the game."""

    at: int
    seat: int
    name: str
    kind: str
    level: str

    def to_json(self) -> dict[str, Any]:
        return {"at": self.at, "seat": self.seat, "name": self.name, "kind": self.kind, "level": self.level}

    def apply(self, seats: Sequence[SeatConfig]) -> list[SeatConfig]:
        """The seats with this change made."""
        out = list(seats)
        old = out[self.seat]
        out[self.seat] = SeatConfig(self.name, self.kind, self.level, old.colour)
        return out

    def log_key(self, before: SeatConfig) -> tuple[str, tuple[tuple[str, Any], ...]]:
        """The game log's line for this change (a message key and its parameters)."""
        level = f"core.level.{self.level}"
        if before.kind != self.kind:
            if self.kind == "bot":
                return "core.seat.to_bot", (("level", level), ("seat", self.seat))
            return "core.seat.to_human", (("seat", self.seat),)
        if self.kind == "bot" and before.level != self.level:
            return "core.seat.level", (("level", level), ("seat", self.seat))
        return "core.seat.renamed", (("old", before.name), ("seat", self.seat))

    def hands_over(self, before: SeatConfig) -> bool:
        """Whether the seat changed hands (human and bot, or a bot's level), not only its name."""
        return before.kind != self.kind or (self.kind == "bot" and before.level != self.level)


def seats_after(start: Sequence[SeatConfig], changes: Sequence[SeatChange], moves: int | None = None) -> list[SeatConfig]:
    """The seats once the changes made by ``moves`` moves (None: all of them) are made."""
    out = list(start)
    for ch in changes:
        if moves is None or ch.at <= moves:
            out = ch.apply(out)
    return out


def check_seat_changes(changes: Sequence[SeatChangeFile], start: Sequence[SeatConfig], moves: int) -> list[SeatChange]:
    """The stored seat changes, each checked: in the order they were made, within the game's moves, of
    a seat of the table, to a name, kind and level a seat may have."""
    out: list[SeatChange] = []
    last = 0
    for i, ch in enumerate(changes):
        where = f"seat change {i + 1}"
        if ch.at < last:
            raise SaveInvalid(f"{where} is out of order")
        if ch.at > moves:
            raise SaveInvalid(f"{where} comes after the last move")
        if ch.seat >= len(start):
            raise SaveInvalid(f"{where} is for seat {ch.seat + 1}, and the game has {len(start)} seats")
        try:
            check_seat(SeatFile(ch.name, ch.kind, ch.level, start[ch.seat].colour), ch.seat)
        except SaveInvalid as err:
            raise SaveInvalid(f"in {where}, {err.detail[0].lower()}{err.detail[1:]}") from None
        last = ch.at
        out.append(SeatChange(ch.at, ch.seat, ch.name, ch.kind, ch.level))
    return out


@dataclasses.dataclass(frozen=True, slots=True)
class ForkedFrom:
    """A game started from a point of another: that game's id and how many of its moves came first."""

    id: str
    at: int

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "at": self.at}


# ------------------------------------------------------------------------------------------ data
@dataclasses.dataclass
class SaveData:
    """What a save holds, decoded and verified. ``seats`` are the seats now (every change made);
    ``start_seats`` those the game began with, ``seat_changes`` what changed between."""

    game: str
    seed: int
    options: dict[str, Any]
    seats: list[SeatConfig]
    actions: list[Action]
    fingerprint: str
    saved_at: float = 0.0
    state: Any = None  # the replayed state (filled in by load)
    id: str = ""  # the game's id (its autosave file is games/<id>.json)
    name: str = ""  # a named save's title
    created_at: float = 0.0
    finished: bool = False
    start_seats: list[SeatConfig] = dataclasses.field(default_factory=list)
    seat_changes: list[SeatChange] = dataclasses.field(default_factory=list)
    forked_from: ForkedFrom | None = None
    finished_at: float = 0.0


def progress(state: Any) -> dict[str, Any] | None:
    """How far a game is, read from its state's round, season or turn number (for the list)."""
    season = getattr(state, "season", None)
    if isinstance(season, list) and season and all(isinstance(s, int) for s in season):
        return {"kind": "season", "n": max(season) + 1}  # per-seat seasons (0 = the first)
    for kind in ("round", "season", "turn"):
        value = getattr(state, kind, None)
        if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 100_000:
            return {"kind": kind, "n": value}
    return None


def new_id(game: str, when: float | None = None) -> str:
    """A fresh game id: the game, the local start time and a random tail (file-name safe)."""
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(when if when is not None else time.time()))
    return f"{game}-{stamp}-{os.urandom(3).hex()}"


def encode(
    rules: Rules[Any, Any],
    seed: int,
    options: Mapping[str, Any],
    seats: Sequence[SeatConfig],
    actions: Sequence[Action],
    state: Any,
    *,
    game_id: str = "",
    created_at: float = 0.0,
    name: str = "",
    start_seats: Sequence[SeatConfig] | None = None,
    seat_changes: Sequence[SeatChange] = (),
    forked_from: ForkedFrom | None = None,
) -> dict[str, Any]:
    """The JSON object of a save (a finished game carries its final scores, for the history).

    ``seats`` are the seats now; with ``seat_changes``, ``start_seats`` are those the game began with
    (the file keeps those and the changes)."""
    now = time.time()
    finished = rules.to_act(state) is None
    first = list(start_seats) if start_seats is not None else list(seats)
    data: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "game": rules.id,
        "id": game_id,
        "seed": seed,
        "options": dict(options),
        "seats": [s.to_json() for s in first],
        "actions": [a.to_json() for a in actions],
        "snapshot": {"at": len(actions), "state": rules.state_to_json(state)},
        "fingerprint": fingerprint(rules, state),
        "created_at": created_at or now,
        "saved_at": now,
        "progress": progress(state),
        "finished": finished,
    }
    if name:
        data["name"] = name
    if seat_changes:
        data["seat_changes"] = [ch.to_json() for ch in seat_changes]
    if forked_from is not None:
        data["forked_from"] = forked_from.to_json()
    if finished:
        data["finished_at"] = now
        data["final_scores"] = [
            {
                "seat": sh.seat,
                "total": sh.total,
                "lines": [{"category": ln.category, "points": ln.points, "detail": ln.detail} for ln in sh.lines],
                "tiebreak": list(sh.tiebreak),
            }
            for sh in rules.score(state)
        ]
    return data


def write_atomic(path: Path, data: Mapping[str, Any]) -> None:
    """Write JSON so that the file is always either the old save or the new one, complete."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(data, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
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


def remove_temp_files(folders: Sequence[Path]) -> int:
    """Delete the ``.*.tmp`` files a killed writer left behind (at start, before anything writes)."""
    removed = 0
    for folder in folders:
        try:
            items = list(Path(folder).glob(".*.tmp"))
        except OSError:
            continue
        for p in items:
            try:
                if p.is_file():
                    p.unlink()
                    removed += 1
            except OSError as exc:
                log.warning("could not remove %s: %s", p.name, exc)
    return removed


# Upgrades from older save versions: version -> function turning that version's JSON into the next.
def _v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    """Version 1 had no id, name, progress or history fields; all of them have defaults."""
    return {**data, "version": 2}


def _v2_to_v3(data: dict[str, Any]) -> dict[str, Any]:
    """Version 2 had no seat changes and no forks: its seats sat the whole game."""
    return {**data, "version": 3}


UPGRADES: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _v1_to_v2, 2: _v2_to_v3}


def read_json(path: Path) -> dict[str, Any]:
    """Read and parse a save file through the reader's bounds; every failure is a ``Refused``."""
    data = reader.read_json(path, MAX_BYTES, missing=SaveMissing, unreadable=SaveUnreadable,
                            too_large=SaveTooLarge, corrupt=SaveCorrupt)
    if not isinstance(data, dict):
        raise SaveForeign("the file holds no save object")
    return data


def check_header(data: Any) -> SaveFile:
    """The save's marker and version, upgraded to this version, then the declared schema."""
    if not isinstance(data, dict):
        raise SaveForeign("the file holds no save object")
    if data.get("format") != FORMAT:
        raise SaveForeign("no Salon save marker")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveInvalid("the version number is missing or not a whole number")
    if version > VERSION:
        raise SaveTooNew(version=version)
    upgraded = dict(data)
    while upgraded["version"] < VERSION:
        step = UPGRADES.get(upgraded["version"])
        if step is None:
            raise SaveInvalid(f"version {upgraded['version']} cannot be upgraded")
        upgraded = step(upgraded)
    return reader.convert(upgraded, SaveFile, invalid=SaveInvalid, place=place)


def _decode_action(raw: dict[str, Any], index: int) -> Action:
    """One stored move, rebuilt and type-checked against its action class's declared fields."""
    from game.core.messages import _REGISTRY

    where = f"move {index + 1}"
    tag = raw.get("t")
    if not isinstance(tag, str):
        raise SaveInvalid(f"{where} has no move type")
    cls = _REGISTRY.get(tag)
    if cls is None or not issubclass(cls, Action):
        raise SaveInvalid(f"{where} is not a move of any game here (“{reader.printable(tag)}”)")
    fields = {k: v for k, v in raw.items() if k != "t"}
    known = {f.name for f in dataclasses.fields(cls)}
    extra = sorted(set(fields) - known)
    if extra:
        raise SaveInvalid(f"{where} has a field “{reader.printable(extra[0])}” that no such move has")
    try:
        action = msgspec.convert(fields, cls, strict=True)
    except msgspec.ValidationError as exc:
        raise SaveInvalid(reader.explain(str(exc), lambda p: f"{where}'s {p[2:] or 'fields'}")) from None
    except (CodecError, TypeError, ValueError, RecursionError) as exc:
        raise SaveInvalid(f"{where} is not readable ({type(exc).__name__})") from None
    return action


def decode(data: Any, games: Mapping[str, Rules[Any, Any]], moves: journal.Contents | None = None) -> SaveData:
    """Check a save's JSON object against the schema and the game, replay it and verify the fingerprint.

    ``moves`` is the move journal beside an autosave: when it continues this snapshot (same token),
    its moves and undos are applied after the snapshot's, each checked like the snapshot's own, and the
    final position is checked against its last line's fingerprint."""
    save = check_header(data)
    rules = games.get(save.game)
    if rules is None:
        raise SaveUnknownGame(game=reader.printable(save.game))
    try:
        options = resolve_options(rules.options, save.options)
    except ValueError as exc:
        raise SaveInvalid(str(exc)) from None
    start_seats = check_seats(save.seats, rules)
    if save.name and (problem := name_problem(save.name, MAX_TITLE)):
        raise SaveInvalid(f"the save's name {problem}")
    snapshot = [_decode_action(raw, i) for i, raw in enumerate(save.actions)]
    actions, final_fp, saved_at = list(snapshot), save.fingerprint, save.saved_at
    if moves is not None and save.journal and moves.head.token == save.journal:
        actions, final_fp = _journalled(save, snapshot, moves)
        saved_at = max(saved_at, moves.mtime)
    limit = getattr(rules, "max_actions", MAX_ACTIONS)
    if len(actions) > limit:
        raise SaveInvalid(f"it holds {len(actions)} moves, more than a game of {rules.name} can have")
    seats, changes, forked = _entries(save, start_seats, len(actions))
    try:
        state = rules.new_game(len(seats), save.seed, options)
    except Exception as exc:  # noqa: BLE001 - a setup the game refuses is a damaged save
        raise SaveInvalid(f"the game cannot be set up from it ({exc})") from None
    # the snapshot's own fingerprint is checked where the replay passes its last move (unless an undo in
    # the journal went back before it: then its tail is superseded, and the journal's check covers all)
    check_snapshot = final_fp != save.fingerprint and actions[: len(snapshot)] == snapshot
    for i, action in enumerate(actions):
        if check_snapshot and i == len(snapshot) and fingerprint(rules, state) != save.fingerprint:
            raise SaveMismatch("the replayed position differs from the one it recorded")
        try:
            to_act = rules.to_act(state)
            if to_act is None:
                raise SaveMismatch(f"move {i + 1} comes after the game ended")
            if action.seat != to_act:
                raise SaveMismatch(f"move {i + 1} is played by seat {action.seat + 1}, but it was seat {to_act + 1}'s turn")
            if action not in rules.legal_actions(state):
                raise SaveMismatch(f"move {i + 1} is not legal there")
            rules.apply(state, action)
        except Refused:
            raise
        except Exception as exc:  # noqa: BLE001 - a damaged move list must never crash the program
            raise SaveMismatch(f"move {i + 1} could not be replayed ({type(exc).__name__})") from None
    if fingerprint(rules, state) != final_fp:
        raise SaveMismatch("the replayed position differs from the one it recorded")
    return SaveData(save.game, save.seed, options, seats, actions, final_fp, saved_at, state,
                    save.id, save.name, save.created_at, save.finished, start_seats, changes, forked,
                    save.finished_at)


def _entries(
    save: SaveFile, start_seats: list[SeatConfig], moves: int
) -> tuple[list[SeatConfig], list[SeatChange], ForkedFrom | None]:
    """The save's entries beside its moves: the seats now, the seat changes, where it was forked from."""
    changes = check_seat_changes(save.seat_changes, start_seats, moves)
    forked = None
    if save.forked_from is not None:
        if save.forked_from.at > moves:
            raise SaveInvalid("the game it was started from is said to have more moves than this one")
        forked = ForkedFrom(save.forked_from.id, save.forked_from.at)
    return seats_after(start_seats, changes), changes, forked


def _journalled(save: SaveFile, snapshot: list[Action], moves: journal.Contents) -> tuple[list[Action], str]:
    """The move list after the journal's lines, and the fingerprint its last line recorded."""
    head = moves.head
    if save.id and head.id != save.id:
        raise SaveMismatch("its move journal belongs to another game")
    if head.base != len(snapshot):
        raise SaveMismatch(f"its move journal starts after move {head.base}, but the save holds {len(snapshot)}")
    actions = list(snapshot)
    fp = save.fingerprint
    for i, line in enumerate(moves.lines):
        where = f"the move journal's line {i + 2}"
        if line.undo:
            if line.n >= len(actions):
                raise SaveMismatch(f"{where} takes back moves that were never played")
            del actions[line.n:]
        else:
            if line.n != len(actions) + 1:
                raise SaveMismatch(f"{where} is move {line.n}, but move {len(actions) + 1} comes next")
            assert line.a is not None
            actions.append(_decode_action(line.a, line.n - 1))
        if len(actions) > MAX_ACTIONS:
            raise SaveInvalid(f"it holds more than {MAX_ACTIONS} moves")
        fp = line.fp
    return actions, fp


def read_journal(path: Path) -> journal.Contents | None:
    """The move journal beside an autosave (None when there is none), through the reader's bounds."""
    return journal.read(journal.path_for(path), MAX_BYTES, corrupt=SaveCorrupt, invalid=SaveInvalid,
                        unreadable=SaveUnreadable, too_large=SaveTooLarge)


def load(path: Path, games: Mapping[str, Rules[Any, Any]]) -> SaveData:
    """Read, verify and replay a save file (with its move journal, when it has one)."""
    data = read_json(path)
    return decode(data, games, read_journal(path) if data.get("journal") else None)


def remove(path: Path) -> None:
    """Delete a save file and its move journal (OSError when the disk refuses the save file)."""
    path = Path(path)
    path.unlink()
    try:
        journal.path_for(path).unlink()
    except FileNotFoundError:
        pass


# ------------------------------------------------------------------------------------------ summaries
@dataclasses.dataclass(frozen=True, slots=True)
class Summary:
    """What the list shows of a save file: a verified save's game, seats and progress, or why it is
    damaged (``error``, one line). ``kind`` is ``game`` (an unfinished game's autosave), ``named`` or
    ``history``."""

    path: Path
    kind: str
    error: str = ""
    error_key: str = ""
    game: str = ""
    id: str = ""
    name: str = ""
    seats: tuple[str, ...] = ()
    moves: int = 0
    progress: tuple[str, int] | None = None
    saved_at: float = 0.0
    finished: bool = False

    @property
    def ok(self) -> bool:
        return not self.error


_PEEK_CACHE: dict[Path, tuple[tuple[int, ...], Summary]] = {}


def peek(path: Path, games: Mapping[str, Rules[Any, Any]] | None = None, kind: str = "game") -> Summary:
    """The list's summary of a save — fully verified (schema, game, replay), cached while the file is
    unchanged. Never raises: a refused file comes back with its ``error``."""
    path = Path(path)
    if games is None:
        from game.registry import GAMES

        games = GAMES
    try:
        st = path.stat()
        stamp: tuple[int, ...] = (st.st_mtime_ns, st.st_size)
    except OSError:
        stamp = (0, -1)
    try:
        jst = journal.path_for(path).stat()
        stamp = (*stamp, jst.st_mtime_ns, jst.st_size)
    except OSError:
        pass
    cached = _PEEK_CACHE.get(path)
    if cached is not None and cached[0] == stamp and stamp[1] >= 0 and cached[1].kind == kind:
        return cached[1]
    try:
        data = load(path, games)
        prog = progress(data.state)
        out = Summary(
            path, kind, game=data.game, id=data.id, name=data.name,
            seats=tuple(s.name for s in data.seats), moves=len(data.actions),
            progress=(prog["kind"], int(prog["n"])) if prog else None,
            saved_at=data.saved_at, finished=games[data.game].to_act(data.state) is None,
        )
    except Refused as err:
        out = Summary(path, kind, error=err.message(), error_key=err.key)
    except Exception as exc:  # noqa: BLE001 - the list must show every file, whatever is in it
        log.warning("peek %s failed: %s", path.name, exc)
        out = Summary(path, kind, error=tr("save.error"), error_key="save.error")
    if len(_PEEK_CACHE) > 256:
        _PEEK_CACHE.clear()
    _PEEK_CACHE[path] = (stamp, out)
    return out
