"""Each player's statistics, per game, from the history's records (``game.core.history``).

Counted: the games a player played from the first move to the last — a seat they held the whole game
(``RecordSeat.whole``) of a game that did not start from another game's position (``Record.forked``).
A seat handed over to a bot, or a game started from the middle of another, stays in the history and
its replay, but is nobody's result.

* games, wins (a shared win counts for each winner), win rate, average and best score;
* against each bot level: for every bot seat at the same game — not a teammate — a win when the
  player won and the bot did not, a loss the other way round, and otherwise the scores decide (equal:
  a draw); a solo game counts against its built-in opponent (``SOLO``): won, lost, or drawn;
* the series over time: each counted game's date, score and whether it was won (the chart).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from game.core.history import Record, same_name

SOLO = "solo"  # the record against a solo game's built-in opponent (the automa, the Rival)


@dataclasses.dataclass
class Tally:
    """Wins, losses and draws against one kind of opponent."""

    wins: int = 0
    losses: int = 0
    draws: int = 0

    @property
    def games(self) -> int:
        return self.wins + self.losses + self.draws

    def add(self, result: str) -> None:
        """Count one result: ``"win"``, ``"loss"`` or ``"draw"``."""
        if result == "win":
            self.wins += 1
        elif result == "loss":
            self.losses += 1
        else:
            self.draws += 1


@dataclasses.dataclass(frozen=True, slots=True)
class Point:
    """One counted game on the chart: when it finished, the player's score, whether they won."""

    finished: float
    score: int
    won: bool
    game_id: str


@dataclasses.dataclass
class PlayerStats:
    """One player's statistics in one game (``game`` None: every game together)."""

    name: str
    game: str | None
    games: int = 0
    wins: int = 0
    total: int = 0
    best: int | None = None
    against: dict[str, Tally] = dataclasses.field(default_factory=dict)
    series: list[Point] = dataclasses.field(default_factory=list)

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def average(self) -> float:
        return self.total / self.games if self.games else 0.0


def seat_of(record: Record, name: str) -> int | None:
    """The seat ``name`` held the whole game as a person (None: they did not, or not all game)."""
    for i, s in enumerate(record.seats):
        if s.kind == "human" and s.whole and same_name(s.name, name):
            return i
    return None


def counted(record: Record) -> bool:
    """Whether a finished game counts for statistics at all (not started from another's position)."""
    return not record.forked


def _versus(record: Record, me: int, other: int) -> str:
    """"win" | "loss" | "draw" of seat ``me`` against seat ``other`` in a finished game."""
    mine, theirs = me in record.winners, other in record.winners
    if mine != theirs:
        return "win" if mine else "loss"
    a, b = record.totals[me], record.totals[other]
    return "win" if a > b else "loss" if a < b else "draw"


def _solo(record: Record) -> str:
    if 0 in record.winners:
        return "win"
    decided = record.decided_by.lower()
    return "draw" if "draw" in decided or "shared" in decided else "loss"


def player_stats(records: Sequence[Record], name: str, game: str | None = None) -> PlayerStats:
    """``name``'s statistics over ``records`` (one game, or every game when ``game`` is None)."""
    out = PlayerStats(name, game)
    for r in sorted(records, key=lambda r: (r.finished, r.file)):
        if (game is not None and r.game != game) or not counted(r):
            continue
        me = seat_of(r, name)
        if me is None:
            continue
        score = r.totals[me]
        won = me in r.winners
        out.games += 1
        out.wins += int(won)
        out.total += score
        out.best = score if out.best is None else max(out.best, score)
        out.series.append(Point(r.finished, score, won, r.game))
        if len(r.seats) == 1:
            out.against.setdefault(SOLO, Tally()).add(_solo(r))
            continue
        for j, s in enumerate(r.seats):
            if j == me or s.kind != "bot" or not s.whole:
                continue
            if r.teams and r.teams[j] == r.teams[me]:
                continue  # a teammate is not an opponent
            out.against.setdefault(s.level, Tally()).add(_versus(r, me, j))
    return out
