"""Replays: a finished or saved game stepped through move by move, by turn and by round or season,
watched from any seat's view (or, once the game is over, with everything revealed), and forked: "Play
from here" starts a new game from any point of it.

A replay drives a ``ReplayController`` — the live controller with no autosave, no bots and no undo —
so the table draws it with the same animations and log as live play: a step forward is the move
submitted again (its events animate); a jump (backwards, or several moves at once) rebuilds the
position from the seed and the table shows it at once. Seat changes recorded in the save happen at
their point (the log shows them, the names follow). Nothing is ever written to the replayed file.

The everything-revealed view is built from the seats' own views (``revealed_view``): each hidden
part is taken from the view of a seat that sees it, so no game needs a view of its own for it; the
table takes each seat's zones from that seat's view (``revealed_zones``).
"""

from __future__ import annotations

import bisect
import dataclasses
import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from game.core import saves
from game.core.controller import Controller
from game.core.messages import Event
from game.core.rules import Piece, Rules
from game.core.saves import ForkedFrom, SaveData, SeatChange, SeatConfig

_MISSING = object()


# ------------------------------------------------------------------------------------------ revealed
def _merge(public: Any, seen: Sequence[Any]) -> Any:
    """``public`` with every part some view in ``seen`` shows differently taken from the first such
    view (parts recursed into where they have the same shape)."""
    differ = [v for v in seen if v is not _MISSING and v != public]
    if not differ:
        return public
    if public is _MISSING:
        return differ[0]
    if dataclasses.is_dataclass(public) and not isinstance(public, type):
        if all(type(v) is type(public) for v in differ):
            return dataclasses.replace(
                public,
                **{f.name: _merge(getattr(public, f.name), [getattr(v, f.name) for v in differ])
                   for f in dataclasses.fields(public) if f.init},
            )
        return differ[0]
    if isinstance(public, str) and public[:1] in ("{", "[") and all(isinstance(v, str) for v in differ):
        try:
            parsed = json.loads(public)
            others = [json.loads(v) for v in differ]
        except ValueError:
            return differ[0]
        return json.dumps(_merge(parsed, others), sort_keys=True, separators=(",", ":"))
    if isinstance(public, dict) and all(isinstance(v, dict) for v in differ):
        keys = list(public) + [k for v in differ for k in v if k not in public]
        out = {}
        for k in dict.fromkeys(keys):
            out[k] = _merge(public.get(k, _MISSING), [v.get(k, _MISSING) for v in differ])
        return out
    if isinstance(public, (list, tuple)) and all(
        type(v) is type(public) and len(v) == len(public) for v in differ
    ):
        items = [_merge(p, [v[i] for v in differ]) for i, p in enumerate(public)]
        return type(public)(items) if isinstance(public, tuple) else items
    return differ[0]


def _viewer_fields(public: Any, views: Sequence[Any]) -> set[str]:
    """The fields that name a view's own viewer (None in the public view, the seat in its own)."""
    if not dataclasses.is_dataclass(public) or isinstance(public, type):
        return set()
    out = set()
    for f in dataclasses.fields(public):
        if getattr(public, f.name) is None and all(getattr(v, f.name) == i for i, v in enumerate(views)):
            out.add(f.name)
    return out


def revealed_view(rules: Rules[Any, Any], state: Any, players: int) -> Any:
    """One view of ``state`` showing everything some seat sees: the public view with each seat's
    hidden parts filled in from that seat's own view (the viewer stays "nobody")."""
    public = rules.view(state, None)
    views = [rules.view(state, s) for s in range(players)]
    keep = _viewer_fields(public, views)
    if keep and dataclasses.is_dataclass(public) and not isinstance(public, type):
        merged = _merge(public, [dataclasses.replace(v, **{k: None for k in keep}) for v in views])
        return merged
    return _merge(public, views)


def revealed_zones(rules: Rules[Any, Any], state: Any, players: int, merged: Any) -> dict[str, Sequence[Piece]]:
    """The zones of the revealed view, each seat's own zones (``seat:<n>:…``) as that seat sees them."""
    out = dict(rules.zones(merged))
    for s in range(players):
        prefix = f"seat:{s}:"
        own = rules.zones(rules.view(state, s))
        for zid, pieces in own.items():
            if zid.startswith(prefix):
                out[zid] = pieces
    return out


# ------------------------------------------------------------------------------------------ controller
class ReplayController(Controller):
    """The live controller, replaying: no autosave, no bots thinking, no undo or redo, and — with
    ``reveal`` on, for a finished game — the public view showing everything."""

    reveal = False

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self._raw: list[Event] = []
        self._revealed: list[tuple[Any, dict[str, Sequence[Piece]]]] = []
        super().__init__(*args, **kwargs)

    def autosave(self) -> bool:
        return True  # a replay writes nothing

    def bot_to_act(self) -> int | None:
        return None

    def pump(self, budget_ms: float = 4.0) -> None:
        return None

    def can_undo(self, seat: int) -> bool:
        return False

    def can_redo(self, seat: int) -> bool:
        return False

    def hint(self, seat: int, level: str = "greedy") -> None:
        return None

    def _publish(self, events: Sequence[Event], move: int) -> None:
        super()._publish(events, move)
        self._raw.extend(events)

    def poll(self, viewer: int | None) -> list[Event]:
        if viewer is None and self.reveal:
            out, self._raw = self._raw, []
            super().poll(None)
            return out
        if viewer is None:
            self._raw = []
        return super().poll(viewer)

    def view(self, seat: int | None) -> Any:
        if seat is None and self.reveal:
            merged = revealed_view(self.rules, self._state, self.players)
            zones = revealed_zones(self.rules, self._state, self.players, merged)
            self._revealed = [*self._revealed[-7:], (merged, zones)]
            return merged
        return super().view(seat)

    def revealed_zones_of(self, view: Any) -> Mapping[str, Sequence[Piece]] | None:
        """The zones of a revealed view this controller made (None for any other view)."""
        for merged, zones in self._revealed:
            if merged is view:
                return zones
        return None

    def log_for(self, viewer: int | None) -> list[Any]:
        if viewer is None and self.reveal:
            return list(self.log)
        return super().log_for(viewer)

    def events_for(self, viewer: int | None) -> list[tuple[int, Event]]:
        if viewer is None and self.reveal:
            out = [(0, ev) for ev in self.setup_events]
            for move, entry in enumerate(self._history, start=1):
                out.extend((move, ev) for ev in entry.events)
            return out
        return super().events_for(viewer)


# ------------------------------------------------------------------------------------------ the replay
@dataclasses.dataclass(frozen=True, slots=True)
class Mark:
    """What a position of the replay is: the seat to act there and how far the game is."""

    to_act: int | None
    progress: tuple[str, int] | None


class Replay:
    """A game to step through: its moves, seat changes and positions; ``controller`` is at
    ``position`` (the moves played so far)."""

    def __init__(self, data: SaveData, rules: Rules[Any, Any], path: Path | None = None) -> None:
        self.data = data
        self.rules = rules
        self.path = Path(path) if path is not None else None
        self.actions = list(data.actions)
        self.changes: list[SeatChange] = list(data.seat_changes)
        self.start_seats: list[SeatConfig] = list(data.start_seats or data.seats)
        self.finished = rules.to_act(data.state) is None
        self.game_id = data.id or (self.path.stem if self.path is not None else "")
        self.marks = self._marks()
        self.controller = self._controller_at(0)

    @property
    def length(self) -> int:
        return len(self.actions)

    @property
    def position(self) -> int:
        return len(self.controller.actions)

    def _marks(self) -> list[Mark]:
        """Each position's seat to act and progress, from one pass over the moves."""
        rules = self.rules
        state = rules.new_game(len(self.start_seats), self.data.seed, self.data.options)
        out = []
        for action in self.actions:
            out.append(self._mark(state))
            rules.apply(state, action)
        out.append(self._mark(state))
        return out

    def _mark(self, state: Any) -> Mark:
        prog = saves.progress(state)
        return Mark(self.rules.to_act(state), (prog["kind"], int(prog["n"])) if prog else None)

    def _controller_at(self, k: int, reveal: bool = False) -> ReplayController:
        c = ReplayController(
            self.rules,
            self.start_seats,
            self.data.seed,
            self.data.options,
            None,
            self.actions[:k],
            game_id=self.game_id,
            created_at=self.data.created_at,
            seat_changes=[ch for ch in self.changes if ch.at <= k],
            forked_from=self.data.forked_from,
        )
        c.reveal = reveal and self.finished
        return c

    # ---------------------------------------------------------------- moving
    def can_reveal(self) -> bool:
        """Everything may be shown once the game is over (a finished game's replay)."""
        return self.finished

    def set_reveal(self, on: bool) -> None:
        """Show everything (a finished game only) or each view as the rules give it."""
        c = self.controller
        c.reveal = bool(on) and self.finished
        c._revealed = []
        c._raw = []
        c.generation += 1  # the table re-reads the view

    def step(self) -> bool:
        """One move forward, played again (its events animate); False at the end."""
        k = self.position
        if k >= self.length:
            return False
        c = self.controller
        action = self.actions[k]
        result = c.submit(action.seat, action, autosave=False)
        if not result.accepted:  # a verified save always replays; never expected
            raise ValueError(f"move {k + 1} does not replay: {result.reason}")
        for ch in self.changes:
            if ch.at == k + 1:
                c._record_change(ch)
        return True

    def seek(self, k: int) -> None:
        """Go to position ``k`` (0 … length): the next move is played again, any other jump shows the
        position at once."""
        k = max(0, min(self.length, int(k)))
        if k == self.position:
            return
        if k == self.position + 1:
            self.step()
            return
        old = self.controller
        fresh = self._controller_at(k, old.reveal)
        # the table holds this controller: it takes the new position in place and re-reads the view
        generation = old.generation + 1
        old.__dict__.update(fresh.__dict__)
        old.generation = generation

    def turn_starts(self) -> list[int]:
        """The positions where a seat's turn begins (its first move after another seat's), and the end."""
        out = [0]
        for k in range(1, self.length):
            if self.actions[k].seat != self.actions[k - 1].seat:
                out.append(k)
        if self.length not in out:
            out.append(self.length)
        return out

    def round_starts(self) -> list[int]:
        """The positions where a new round or season begins (as the game counts them), and the end."""
        out = [0]
        for k in range(1, len(self.marks)):
            if self.marks[k].progress != self.marks[k - 1].progress:
                out.append(k)
        if self.length not in out:
            out.append(self.length)
        return out

    @staticmethod
    def _next(starts: Sequence[int], k: int) -> int:
        i = bisect.bisect_right(starts, k)
        return starts[i] if i < len(starts) else starts[-1]

    @staticmethod
    def _previous(starts: Sequence[int], k: int) -> int:
        i = bisect.bisect_left(starts, k)
        return starts[i - 1] if i > 0 else 0

    def next_turn(self) -> int:
        return self._next(self.turn_starts(), self.position)

    def previous_turn(self) -> int:
        return self._previous(self.turn_starts(), self.position)

    def next_round(self) -> int:
        return self._next(self.round_starts(), self.position)

    def previous_round(self) -> int:
        return self._previous(self.round_starts(), self.position)

    def progress_at(self, k: int) -> tuple[str, int] | None:
        return self.marks[max(0, min(self.length, k))].progress

    # ---------------------------------------------------------------- forking
    def can_fork(self, k: int | None = None) -> bool:
        """A new game can start at ``k`` (None: here) unless the game is over there."""
        k = self.position if k is None else k
        return self.marks[max(0, min(self.length, k))].to_act is not None

    def fork(
        self,
        seats: Sequence[SeatConfig],
        k: int | None = None,
        *,
        autosave: Path | None = None,
        game_id: str = "",
        history: Path | None = None,
    ) -> Controller:
        """A new game from position ``k`` (None: here): the same deal and moves so far, the seats as
        given (each difference a seat change at that point, in its log and save), its own id and save.
        The replayed game and its file stay as they were. ValueError (in words) when it cannot be."""
        k = self.position if k is None else int(k)
        if not 0 <= k <= self.length:
            raise ValueError(f"There is no move {k} in this game.")
        if not self.can_fork(k):
            raise ValueError("The game is over at this point: there is nothing left to play.")
        if len(seats) != len(self.start_seats):
            raise ValueError(f"This game is for {len(self.start_seats)} seats.")
        for i, seat in enumerate(seats):
            problem = saves.name_problem(seat.name)
            if problem:
                raise ValueError(f"Seat {i + 1}'s name {problem}.")
        gid = game_id or saves.new_id(self.rules.id)
        c = Controller(
            self.rules,
            self.start_seats,
            self.data.seed,
            self.data.options,
            None,
            self.actions[:k],
            game_id=gid,
            history=history,
            seat_changes=[ch for ch in self.changes if ch.at <= k],
            forked_from=ForkedFrom(self.game_id, k),
        )
        for i, seat in enumerate(seats):
            c.change_seat(i, name=seat.name, kind=seat.kind, level=seat.level)
        c.autosave_path = autosave
        return c


def open_replay(path: Path, games: Mapping[str, Rules[Any, Any]] | None = None) -> Replay:
    """The replay of a save file (verified through the reader; ``Refused`` in words when it cannot be)."""
    if games is None:
        from game.registry import GAMES

        games = GAMES
    data = saves.load(Path(path), games)
    return Replay(data, games[data.game], path)
