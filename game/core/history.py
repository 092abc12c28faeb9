"""The history of every finished game: one record per game in ``history/``, kept in the statistics file.

A finished game's save moves whole into ``saves/history/`` (``Controller.autosave``); that file stays
the truth — it replays. Reading every one of them (a full replay each) to draw a list would be slow,
so each is verified once, when first seen, and summed up in a ``Record`` — game, dates, seats,
options, scores, winners — kept in ``stats.json`` beside the saves folder. ``sync`` brings the file up
to date with the folder: a new or changed game file is verified and recorded, a deleted one is
dropped, a damaged one is listed with its reason. The statistics file is read through the one
validating reader with its declared schema (``StatsFile``); a damaged one is refused with a clear line,
set aside (``stats.damaged.json``) and rebuilt from the game files — it never stops the program.

Sorting and filtering the list (by game, by player, by date, by winner or score) are plain functions
here, so the history screen only draws.
"""

from __future__ import annotations

import dataclasses
import logging
import os
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Annotated, Any

import msgspec

from game.core import paths, reader, saves
from game.core.i18n import add_strings
from game.core.reader import Refused
from game.core.rules import Rules, teams_of

log = logging.getLogger(__name__)

FORMAT = "salon-stats"
VERSION = 1
MAX_BYTES = 16 * 1024 * 1024  # a record is a few hundred bytes: tens of thousands of games
MAX_RECORDS = 50_000

add_strings(
    {
        "stats.refused": "The game statistics file is damaged ({detail}); it is set aside and rebuilt "
        "from the finished games.",
    }
)


class StatsRefused(Refused):
    key = "stats.refused"


# ------------------------------------------------------------------------------------------ schema
Name = Annotated[str, msgspec.Meta(max_length=200)]
Stamp = Annotated[float, msgspec.Meta(ge=0, le=1e11)]
Points = Annotated[int, msgspec.Meta(ge=-(10**9), le=10**9)]
SeatNo = Annotated[int, msgspec.Meta(ge=0, le=16)]


class RecordSeatFile(msgspec.Struct, forbid_unknown_fields=True):
    name: Name
    kind: Annotated[str, msgspec.Meta(max_length=20)]
    level: Annotated[str, msgspec.Meta(max_length=20)]
    colour: Annotated[int, msgspec.Meta(ge=0, le=64)]
    whole: bool = True


class RecordFile(msgspec.Struct, forbid_unknown_fields=True):
    id: Annotated[str, msgspec.Meta(max_length=80)]
    game: Annotated[str, msgspec.Meta(min_length=1, max_length=40)]
    file: Annotated[str, msgspec.Meta(min_length=1, max_length=255)]
    stamp: tuple[int, int]  # the file's (mtime_ns, size) when it was verified
    started: Stamp
    finished: Stamp
    moves: Annotated[int, msgspec.Meta(ge=0, le=saves.MAX_ACTIONS)]
    seed: Annotated[int, msgspec.Meta(ge=0, le=2**63 - 1)]
    options: Annotated[dict[Annotated[str, msgspec.Meta(max_length=64)], saves.OptionValue], msgspec.Meta(max_length=64)]
    seats: Annotated[list[RecordSeatFile], msgspec.Meta(min_length=1, max_length=8)]
    totals: Annotated[list[Points], msgspec.Meta(max_length=8)]
    winners: Annotated[list[SeatNo], msgspec.Meta(max_length=8)]
    decided_by: Annotated[str, msgspec.Meta(max_length=80)] = ""
    teams: Annotated[list[SeatNo], msgspec.Meta(max_length=8)] = []
    forked: bool = False
    forked_at: Annotated[int, msgspec.Meta(ge=0, le=saves.MAX_ACTIONS)] = 0


class StatsFile(msgspec.Struct, forbid_unknown_fields=True):
    """The declared schema of the statistics file."""

    format: Annotated[str, msgspec.Meta(max_length=40)]
    version: Annotated[int, msgspec.Meta(ge=1, le=1000)]
    games: Annotated[list[RecordFile], msgspec.Meta(max_length=MAX_RECORDS)]


# ------------------------------------------------------------------------------------------ records
@dataclasses.dataclass(frozen=True, slots=True)
class RecordSeat:
    """A seat of a finished game: who sat there at the end, and whether the same hands (the same
    person, or a bot at one level) played it from the first move to the last (``whole``)."""

    name: str
    kind: str
    level: str
    colour: int
    whole: bool = True


@dataclasses.dataclass(frozen=True, slots=True)
class Record:
    """One finished game as the history lists it."""

    id: str
    game: str
    file: str  # the game file's name in ``history/``
    stamp: tuple[int, int]
    started: float
    finished: float
    moves: int
    seed: int
    options: Mapping[str, Any]
    seats: tuple[RecordSeat, ...]
    totals: tuple[int, ...]  # each seat's final score
    winners: tuple[int, ...]  # empty: nobody won (a solo game lost or drawn)
    decided_by: str = ""
    teams: tuple[int, ...] = ()  # each seat's team, in a game played in teams
    forked: bool = False  # started from a point of another game
    forked_at: int = 0  # … after this many of that game's moves

    @property
    def path(self) -> Path:
        return paths.history_dir() / self.file

    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    def best(self) -> int:
        return max(self.totals, default=0)

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id, "game": self.game, "file": self.file, "stamp": list(self.stamp),
            "started": self.started, "finished": self.finished, "moves": self.moves, "seed": self.seed,
            "options": dict(self.options),
            "seats": [dataclasses.asdict(s) for s in self.seats],
            "totals": list(self.totals), "winners": list(self.winners), "decided_by": self.decided_by,
            "teams": list(self.teams), "forked": self.forked, "forked_at": self.forked_at,
        }

    @staticmethod
    def from_file(r: RecordFile) -> Record:
        return Record(
            r.id, r.game, r.file, (int(r.stamp[0]), int(r.stamp[1])), r.started, r.finished, r.moves,
            r.seed, dict(r.options),
            tuple(RecordSeat(s.name, s.kind, s.level, s.colour, s.whole) for s in r.seats),
            tuple(r.totals), tuple(r.winners), r.decided_by, tuple(r.teams), r.forked, r.forked_at,
        )


def whole_seats(data: saves.SaveData) -> list[bool]:
    """Per seat: played by the same hands all game (no change of person and bot, or of bot level)."""
    out = [True] * len(data.seats)
    before = list(data.start_seats or data.seats)
    for ch in data.seat_changes:
        if ch.hands_over(before[ch.seat]):
            out[ch.seat] = False
        before = ch.apply(before)
    return out


def record_of(data: saves.SaveData, rules: Rules[Any, Any], file: str, stamp: tuple[int, int]) -> Record:
    """The record of a verified finished game."""
    state = data.state
    sheets = {sh.seat: sh.total for sh in rules.score(state)}
    outcome = rules.outcome(state)
    whole = whole_seats(data)
    seats = tuple(
        RecordSeat(s.name, s.kind, s.level, s.colour, whole[i]) for i, s in enumerate(data.seats)
    )
    teams = teams_of(rules, len(data.seats)) or ()
    return Record(
        data.id or Path(file).stem, data.game, file, stamp, data.created_at, data.finished_at or data.saved_at,
        len(data.actions), data.seed, dict(data.options), seats,
        tuple(int(sheets.get(i, 0)) for i in range(len(seats))),
        tuple(w for w in outcome.winners if 0 <= w < len(seats)),
        outcome.decided_by, tuple(teams), data.forked_from is not None,
        data.forked_from.at if data.forked_from is not None else 0,
    )


# ------------------------------------------------------------------------------------------ the file
def stats_path() -> Path:
    return paths.data_dir() / "stats.json"


def read_records(path: Path | None = None) -> list[Record]:
    """The statistics file's records; ``StatsRefused`` (one line) when it is damaged, [] when absent."""
    path = Path(path) if path is not None else stats_path()
    try:
        data = reader.read_json(path, MAX_BYTES)
    except reader.Missing:
        return []
    except Refused as err:
        raise StatsRefused(err.detail or err.message()) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise StatsRefused("it is not Salon's statistics file")
    if isinstance(data.get("version"), int) and data["version"] > VERSION:
        raise StatsRefused(f"it was written by a newer version of Salon (version {data['version']})")
    parsed = reader.convert(data, StatsFile, invalid=StatsRefused)
    return [Record.from_file(r) for r in parsed.games]


def write_records(records: Sequence[Record], path: Path | None = None) -> None:
    """Write the statistics file atomically (OSError when the disk refuses)."""
    path = Path(path) if path is not None else stats_path()
    saves.write_atomic(path, {"format": FORMAT, "version": VERSION, "games": [r.to_json() for r in records]})


@dataclasses.dataclass
class History:
    """What ``sync`` found: the records (newest first), the damaged game files (each with its reason)
    and, when the statistics file itself was damaged, why (it was rebuilt)."""

    records: list[Record]
    damaged: list[saves.Summary]
    refused: str = ""


def _stamp(p: Path) -> tuple[int, int]:
    try:
        st = p.stat()
        return (st.st_mtime_ns, st.st_size)
    except OSError:
        return (0, -1)


def sync(games: Mapping[str, Rules[Any, Any]] | None = None) -> History:
    """The history, with the statistics file brought up to date with the ``history/`` folder."""
    if games is None:
        from game.registry import GAMES

        games = GAMES
    refused = ""
    try:
        known = read_records()
    except StatsRefused as err:
        refused = err.message()
        log.warning("%s", refused)
        known = []
        try:
            os.replace(stats_path(), stats_path().with_name("stats.damaged.json"))
        except OSError as exc:
            log.warning("could not set the damaged statistics file aside: %s", exc)
    by_file = {r.file: r for r in known}
    try:
        files = sorted(p for p in paths.history_dir().glob("*.json") if p.is_file())
    except OSError:
        files = []
    records: list[Record] = []
    damaged: list[saves.Summary] = []
    changed = bool(refused)
    for p in files:
        stamp = _stamp(p)
        rec = by_file.get(p.name)
        if rec is not None and rec.stamp == stamp:
            records.append(rec)
            continue
        changed = True
        try:
            data = saves.load(p, games)
            rules = games[data.game]
            if rules.to_act(data.state) is not None:
                raise saves.SaveInvalid("the game in it is not finished")
            records.append(record_of(data, rules, p.name, stamp))
        except Refused as err:
            damaged.append(saves.Summary(p, "history", error=err.message(), error_key=err.key))
        except Exception as exc:  # noqa: BLE001 - the history must list every file, whatever is in it
            log.warning("history file %s unreadable: %s", p.name, exc)
            damaged.append(saves.Summary(p, "history", error=f"{type(exc).__name__}", error_key="save.error"))
    if len(records) != len(known):
        changed = True
    if changed:
        try:
            write_records(records)
        except OSError as exc:  # the list still shows; the file is written next time
            log.warning("statistics not saved: %s", exc)
    records.sort(key=lambda r: (-r.finished, r.file))
    return History(records, damaged, refused)


def forget(record: Record) -> None:
    """Delete a finished game (its file; the statistics file follows on the next ``sync``)."""
    record.path.unlink()


# ------------------------------------------------------------------------------------------ the list
SORTS = ("date", "game", "winner", "score", "moves")


def same_name(a: str, b: str) -> bool:
    """Names are the same player when they match ignoring case and spacing."""
    return " ".join(a.split()).casefold() == " ".join(b.split()).casefold()


def select(records: Sequence[Record], *, game: str | None = None, player: str | None = None) -> list[Record]:
    """The records of one game (None: all) in which one player (None: anyone) sat."""
    return [
        r for r in records
        if (game is None or r.game == game) and (player is None or any(same_name(s.name, player) for s in r.seats))
    ]


def winner_names(record: Record) -> str:
    return ", ".join(record.seats[w].name for w in record.winners)


def ordered(records: Sequence[Record], by: str = "date", descending: bool = True) -> list[Record]:
    """The records sorted ``by`` one of ``SORTS`` (then newest first)."""
    keys: dict[str, Any] = {
        "date": lambda r: (r.finished,),
        "game": lambda r: (r.game, r.finished),
        "winner": lambda r: (winner_names(r).casefold(), r.finished),
        "score": lambda r: (r.best(), r.finished),
        "moves": lambda r: (r.moves, r.finished),
    }
    if by not in keys:
        raise ValueError(f"the history cannot be sorted by {by!r}")
    return sorted(records, key=keys[by], reverse=descending)


def player_names(records: Sequence[Record], people_only: bool = True) -> list[str]:
    """Every name that sat at a finished game (people only, by default), most recent spelling, by
    name."""
    seen: dict[str, str] = {}
    for r in sorted(records, key=lambda r: r.finished):
        for s in r.seats:
            if people_only and s.kind != "human":
                continue
            seen[" ".join(s.name.split()).casefold()] = s.name
    return sorted(seen.values(), key=str.casefold)
