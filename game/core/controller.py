"""The controller: the one way anything changes a game in progress.

Synchronous and event driven. ``submit(seat, action)`` runs the rules at once and answers accepted
(with the events) or refused (with a reason key). Every accepted action is appended to the action
list, autosaved, and its events queued for each viewer, redacted for that viewer; scenes ``poll``
their viewer's queue each frame and animate. Bot seats are advanced by ``pump`` a slice at a time
(the scene calls it only when its animations have drained), so the window never freezes.

The autosave of a move is one line appended to the game's move journal (``game.core.journal``): a
single small write before ``submit`` returns, made durable by a background fsync. The whole save (the
snapshot) is rewritten only by ``autosave()`` — when a game starts or resumes, when it is closed, when
it ends (it then moves to the history), and to recover after a failed write.

Seats may change hands during a game (``change_seat``: a person leaves and a bot takes over, a bot's
level, a name): the change is an entry of the save (written with a new snapshot) and a line of the
log, never a move, and undo never takes back a move made before it. ``redo`` plays again what ``undo``
took back, until another move is made.

One file because it is one class, the only way a game changes: submit, undo and redo, history, autosave, the viewers' queues and the bots' pumping share its state.
"""

from __future__ import annotations

import dataclasses
import logging
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from game.bots import Thinking, bot_rng, get_bot
from game.core import hidden, journal, saves
from game.core.i18n import tr
from game.core.messages import (
    Action,
    CodecError,
    Event,
    GameEnded,
    IllegalAction,
    Logged,
    Moved,
    Scored,
    from_json,
)
from game.core.rng import Rng
from game.core.rules import Outcome, Rules, ScoreSheet, fingerprint, resolve_options
from game.core.saves import BOT_LEVELS, ForkedFrom, SeatChange, SeatConfig

log = logging.getLogger(__name__)


@dataclasses.dataclass(frozen=True, slots=True)
class Submission:
    """The controller's answer to a submitted action."""

    accepted: bool
    events: tuple[Event, ...] = ()
    reason: str = ""
    params: tuple[tuple[str, Any], ...] = ()


@dataclasses.dataclass(frozen=True, slots=True)
class LogLine:
    """One line of the game log: a message key with params, the seat it is about, its move number."""

    key: str
    params: tuple[tuple[str, Any], ...]
    move: int
    visible_to: tuple[int, ...] | None = None


@dataclasses.dataclass
class _Entry:
    action: Action
    events: list[Event]
    barrier: bool
    undoable: bool | None = None  # judged once, when first asked (see Controller._judge)


class Controller:
    """Runs one game: rules, seats, action list, per-viewer event queues, undo, bots, autosave."""

    UNDO_DEPTH = 64  # clones kept for instant undo; older positions are replayed from the seed
    UNDO_SAMPLES = 4  # re-deals of the hidden part tried when judging whether a move told its seat anything

    def __init__(
        self,
        rules: Rules[Any, Any],
        seats: Sequence[SeatConfig],
        seed: int,
        options: Mapping[str, Any] | None = None,
        autosave: Path | None = None,
        actions: Sequence[Action] = (),
        *,
        game_id: str = "",
        history: Path | None = None,
        created_at: float = 0.0,
        seat_changes: Sequence[SeatChange] = (),
        forked_from: ForkedFrom | None = None,
    ) -> None:
        if not rules.min_players <= len(seats) <= rules.max_players:
            raise ValueError(f"{rules.name} is for {rules.min_players}–{rules.max_players} players")
        self.rules = rules
        self.seats = list(seats)  # the seats now (changed by ``change_seat``)
        self.start_seats = list(seats)  # the seats the game began with
        self.seat_changes: list[SeatChange] = []
        self.forked_from = forked_from  # the game and move this one was started from, if any
        self._redo: list[Action] = []  # moves taken back by undo, the last one on top
        self.seed = seed
        self.options = resolve_options(rules.options, options or {})
        self.autosave_path = autosave
        self.game_id = game_id or saves.new_id(rules.id)
        self.created_at = created_at or time.time()
        self.history_dir = history  # where a finished game's save moves (None: it stays put)
        self._save_error: str | None = None  # why the last autosave failed (None: it is on disk)
        self.save_failures = 0  # autosaves failed in a row (the table shows a banner while > 0)
        self._saved_moves = len(actions)  # moves known to be on disk (the snapshot, or the loaded file)
        self._journal: journal.Journal | None = None  # the open move journal (after a snapshot)
        self.history_path: Path | None = None  # where the finished game was kept
        self._history: list[_Entry] = []
        self._before: list[Any] = []  # state clones before recent actions (for undo)
        self._queues: dict[int | None, list[Event]] = {k: [] for k in [None, *range(len(seats))]}
        self.log: list[LogLine] = []
        self.generation = 0  # bumped when the position jumps (undo, load): scenes re-read the view
        self._shows_cache: dict[tuple[int, int, int | None, int | None], bool] = {}
        self._thinking: Thinking | None = None
        self._thinking_seat: int | None = None
        self.bot_progress: float | None = None
        # set by the app (``use_thinker``): a worker process thinking off the UI thread, and the most
        # time one ``pump`` may spend thinking inline on the UI thread
        self.thinker: Any = None
        self.slice_ms: float | None = None
        self._job: int | None = None
        self._job_seat: int | None = None
        self._worker_base = 0  # moves of this game the worker's replica holds
        self._worker_generation = -1
        self._worker_refused = False  # the worker cannot think for this game: think inline
        self.last_action: Action | None = None
        # a game may report what its setup did (dice rolled, cards dealt) so the table can show it
        self._state, setup_events = rules.new_game_with_events(len(seats), seed, self.options)
        self.setup_events = list(setup_events)
        self._publish(setup_events, 0)
        pending = sorted(seat_changes, key=lambda ch: ch.at)
        for action in actions:
            while pending and pending[0].at <= len(self._history):
                self._record_change(pending.pop(0))
            result = self.submit(action.seat, action, autosave=False)
            if not result.accepted:
                raise ValueError(f"move {len(self._history) + 1} does not replay: {result.reason}")
        for change in pending:
            if change.at > len(self._history):
                raise ValueError(f"a seat change after move {change.at} comes after the last move")
            self._record_change(change)
        if actions or seat_changes:
            for q in self._queues.values():
                q.clear()
            self.generation += 1

    # ---------------------------------------------------------------- reading
    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def actions(self) -> list[Action]:
        return [e.action for e in self._history]

    def to_act(self) -> int | None:
        return self.rules.to_act(self._state)

    def is_over(self) -> bool:
        return self.rules.to_act(self._state) is None

    def is_human(self, seat: int) -> bool:
        return self.seats[seat].kind == "human"

    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.kind == "human"]

    def name(self, seat: int) -> str:
        """A seat's player name; a seat beyond the table is a solo game's built-in opponent."""
        if 0 <= seat < len(self.seats):
            return self.seats[seat].name
        return tr(self.rules.solo_opponent)

    def colour(self, seat: int) -> int | None:
        """A seat's colour index; None for a seat beyond the table (a solo game's opponent)."""
        if 0 <= seat < len(self.seats):
            return self.seats[seat].colour
        return None

    def view(self, seat: int | None) -> Any:
        return self.rules.view(self._state, seat)

    def legal(self, seat: int) -> list[Action]:
        """The legal actions of ``seat`` (empty unless it is that seat's decision)."""
        if self.rules.to_act(self._state) != seat:
            return []
        return self.rules.legal_actions(self._state)

    def score(self) -> list[ScoreSheet]:
        return self.rules.score(self._state)

    def outcome(self) -> Outcome:
        return self.rules.outcome(self._state)

    def opponent_sheets(self) -> list[tuple[str, ScoreSheet]]:
        """Solo games only: the built-in opponent's score sheet, as ("automa" | "rival", sheet)."""
        if len(self.seats) != 1:
            return []
        solo = self.rules.solo_sheet(self._state)
        return [] if solo is None else [solo]

    def last_move_of(self, seat: int) -> int:
        """The move number (1-based) of ``seat``'s latest action; 0 before it has acted."""
        for move in range(len(self._history), 0, -1):
            if self._history[move - 1].action.seat == seat:
                return move
        return 0

    def shows_hidden(self, seat: int | None, than: int | None) -> bool:
        """Would ``seat``'s view show something that ``than``'s view (None: the public one) hides?

        The curtain's question when the screen passes from ``than`` to ``seat`` (game.core.hidden).
        """
        if seat == than:
            return False
        key = (self.generation, len(self._history), seat, than)
        cached = self._shows_cache.get(key)
        if cached is None:
            rules = self.rules
            public = hidden.leaves(rules.view(self._state, None))
            shown = hidden.leaves(rules.view(self._state, seat)) if seat is not None else public
            seen = hidden.leaves(rules.view(self._state, than)) if than is not None else public
            cached = bool(hidden.shown_hidden(shown, seen, public, seat))
            if len(self._shows_cache) > 32:
                self._shows_cache.clear()
            self._shows_cache[key] = cached
        return cached

    def poll(self, viewer: int | None) -> list[Event]:
        """The events since the last poll, as ``viewer`` may see them."""
        q = self._queues[viewer]
        out, q[:] = list(q), []
        return out

    def log_for(self, viewer: int | None) -> list[LogLine]:
        return [ln for ln in self.log if ln.visible_to is None or (viewer is not None and viewer in ln.visible_to)]

    def events_for(self, viewer: int | None) -> list[tuple[int, Event]]:
        """Every event so far as ``viewer`` may see it, with its move number (1-based).

        The table rebuilds its counters (scores) from these after a load or an undo.
        """
        out: list[tuple[int, Event]] = []
        for ev in self.setup_events:
            red = ev.redact(viewer)
            if red is not None:
                out.append((0, red))
        for move, entry in enumerate(self._history, start=1):
            for ev in entry.events:
                red = ev.redact(viewer)
                if red is not None:
                    out.append((move, red))
        return out

    # ---------------------------------------------------------------- changing
    def submit(self, seat: int, action: Action, autosave: bool = True) -> Submission:
        """Check and apply an action; refused actions change nothing. A new move clears the redo."""
        return self._submit(seat, action, autosave, keep_redo=False)

    def _submit(self, seat: int, action: Action, autosave: bool, keep_redo: bool) -> Submission:
        to_act = self.rules.to_act(self._state)
        if to_act is None:
            return Submission(False, reason="core.game_over")
        if seat != to_act or action.seat != seat:
            return Submission(False, reason="core.not_your_turn")
        # legality is judged once, by the rules' gate (``Rules.apply``), which refuses with the
        # game's own reason and changes nothing
        before = self.rules.clone(self._state)
        marks = self.rules.running_marks(self._state)
        try:
            events = self.rules.apply(self._state, action)
        except IllegalAction as exc:
            return Submission(False, reason=exc.key, params=tuple(sorted(exc.params.items())))
        if marks is not None and (scored := self.rules.score_changes(self._state, marks)):
            # the seat badges' running count (Rules.running_marks); the points tick before the end
            at = next((i for i, e in enumerate(events) if isinstance(e, GameEnded)), len(events))
            events[at:at] = scored
        self._cancel_thinking()
        if not keep_redo:
            self._redo.clear()
        barrier = any(ev.is_barrier() for ev in events)
        self._history.append(_Entry(action, events, barrier))
        self._before.append(before)
        if len(self._before) > self.UNDO_DEPTH:
            self._before[-self.UNDO_DEPTH - 1] = None
        self._publish(events, len(self._history))
        self.last_action = action
        if autosave and self.autosave_path is not None:
            self._journal_line(lambda n, fp: journal.move_line(n, action.to_json(), fp))
        return Submission(True, tuple(events))

    def _publish(self, events: Sequence[Event], move: int) -> None:
        """Log the events and queue them for every viewer, redacted for that viewer."""
        for ev in events:
            if isinstance(ev, Logged):
                self.log.append(LogLine(ev.key, ev.params, move, ev.visible_to))
        for viewer, q in self._queues.items():
            for ev in events:
                red = ev.redact(viewer)
                if red is not None:
                    q.append(red)

    def can_undo(self, seat: int) -> bool:
        """A human may take back their own moves back to the last point where another seat moved
        (a bot, another human, a solo game's automa or Rival), a die was rolled, or anything hidden
        from them came to light."""
        return self._undo_count(seat) > 0

    @property
    def undo_floor(self) -> int:
        """Undo never goes back past this many moves: the last seat change, or where a game started
        from another's position began."""
        floor = self.forked_from.at if self.forked_from is not None else 0
        if self.seat_changes:
            floor = max(floor, self.seat_changes[-1].at)
        return floor

    def _undo_count(self, seat: int) -> int:
        if not (0 <= seat < len(self.seats)) or not self.is_human(seat):
            return 0
        n = 0
        for i in range(len(self._history) - 1, self.undo_floor - 1, -1):
            entry = self._history[i]
            if entry.action.seat != seat or not self._judge(i):
                break
            n += 1
        return n

    def _judge(self, i: int) -> bool:
        """May move ``i`` be taken back? Judged once and remembered.

        Not when it rolled a die or revealed a card (its events say so), when another seat's pieces
        moved in it or a solo game's built-in opponent acted, when it told its seat something that seat could not foresee (re-deal
        what the seat cannot see a few times, play the same move: its view afterwards must be the
        same every time), or when something only another seat knew became public (a sealed choice
        revealed).
        """
        entry = self._history[i]
        if entry.undoable is None:
            if entry.barrier or self._others_moved(entry.action.seat, entry.events):
                entry.undoable = False
            else:
                try:
                    before = self._position_before(i)
                    after = self._position_before(i + 1)
                    entry.undoable = self._tells_nothing(before, after, entry.action, i)
                except Exception as exc:  # noqa: BLE001 - a move the judge cannot read stays done
                    log.error("cannot judge whether move %d may be taken back: %s", i + 1, exc, exc_info=exc)
                    entry.undoable = False
        return entry.undoable

    def _position_before(self, i: int) -> Any:
        """The position before move ``i`` (0-based; ``len(history)``: now), for reading only."""
        if i >= len(self._history):
            return self._state
        kept = self._before[i]
        return kept if kept is not None else self._replay([e.action for e in self._history[:i]])

    def _others_moved(self, seat: int, events: Sequence[Event]) -> bool:
        """Another seat took part in these events: its pieces moved (a forced take, a card handed
        to it, its dice put back), or a solo game's automa or Rival (a seat beyond the table) acted."""
        n = len(self.seats)

        def theirs(zone: str) -> bool:
            head, _, rest = zone.partition(":")
            if head == "seat":
                k = rest.partition(":")[0]
                return k.isdigit() and int(k) != seat
            return head in ("automa", "rival")

        for ev in events:
            if isinstance(ev, Moved) and (theirs(ev.from_zone) or theirs(ev.to_zone)):
                return True
            if isinstance(ev, Scored) and ev.seat >= n:
                return True
            if isinstance(ev, Logged):
                who = dict(ev.params).get("seat")
                if isinstance(who, int) and not isinstance(who, bool) and who >= n:
                    return True
        return False

    def _tells_nothing(self, before: Any, after: Any, action: Action, i: int) -> bool:
        rules, seat = self.rules, action.seat
        mine_before = rules.view(before, seat)
        mine_after = rules.view(after, seat)
        for k in range(self.UNDO_SAMPLES):
            guess = rules.determinize(mine_before, Rng(self.seed * 7919 + i * 131 + k, stream=77))
            rules.apply(guess, action)
            if rules.view(guess, seat) != mine_after:
                return False
        others = [(j, hidden.leaves(rules.view(before, j))) for j in range(len(self.seats)) if j != seat]
        revealed = hidden.made_public(
            seat,
            hidden.leaves(mine_before),
            hidden.leaves(mine_after),
            hidden.leaves(rules.view(before, None)),
            hidden.leaves(rules.view(after, None)),
            others,
        )
        return not revealed

    def undo(self, seat: int) -> bool:
        """Take back ``seat``'s last move (and nothing hidden); False when not allowed."""
        if self._undo_count(seat) == 0:
            return False
        self._cancel_thinking()
        entry = self._history.pop()
        before = self._before.pop() if self._before else None
        if before is None:
            self._state = self._replay([e.action for e in self._history])
        else:
            self._state = before
        move = len(self._history)
        self.log = [ln for ln in self.log if ln.move <= move]
        self.last_action = self._history[-1].action if self._history else None
        for q in self._queues.values():
            q.clear()
        self.generation += 1
        self._redo.append(entry.action)
        del entry
        if self.autosave_path is not None:
            self._journal_line(journal.undo_line)
        return True

    def can_redo(self, seat: int) -> bool:
        """Whether ``seat`` may play again the move it last took back (no other move since)."""
        return (
            bool(self._redo)
            and 0 <= seat < len(self.seats)
            and self.is_human(seat)
            and self.to_act() == seat
            and self._redo[-1].seat == seat
        )

    def redo(self, seat: int) -> bool:
        """Play again the move ``seat`` last took back; False when there is none to play."""
        if not self.can_redo(seat):
            return False
        action = self._redo[-1]
        result = self._submit(seat, action, autosave=True, keep_redo=True)
        if not result.accepted:  # the position is the one the move was taken back from: never expected
            self._redo.clear()
            return False
        self._redo.pop()
        return True

    # ---------------------------------------------------------------- seats
    def change_seat(
        self, seat: int, *, name: str | None = None, kind: str | None = None, level: str | None = None
    ) -> SeatChange | None:
        """A seat changes hands: a new name, human or bot, a bot's level (its colour stays). Recorded in
        the save and the log, never as a move. None when nothing changes; ValueError, in words, for a
        seat, name, kind or level that cannot be (and nothing changes)."""
        if not 0 <= seat < len(self.seats):
            raise ValueError(f"There is no seat {seat + 1} at this table.")
        if self.is_over():
            raise ValueError("The game is over: its seats stay as they were.")
        old = self.seats[seat]
        new_name = " ".join(name.split()) if name is not None else old.name
        problem = saves.name_problem(new_name)
        if problem:
            raise ValueError(f"The name {problem}.")
        new_kind = kind if kind is not None else old.kind
        if new_kind not in ("human", "bot"):
            raise ValueError("A seat is played by a person or by a bot.")
        new_level = level if level is not None else old.level
        if new_level not in BOT_LEVELS:
            raise ValueError(f"There is no bot level “{new_level[:20]}”.")
        if (new_name, new_kind, new_level) == (old.name, old.kind, old.level):
            return None
        change = SeatChange(len(self._history), seat, new_name, new_kind, new_level)
        self._record_change(change)
        self.autosave()
        return change

    def _record_change(self, change: SeatChange) -> None:
        """Make a seat change and log it (a bot thinking for that seat stops; nothing is redone across it)."""
        before = self.seats[change.seat]
        self.seats[change.seat] = SeatConfig(change.name, change.kind, change.level, before.colour)
        self.seat_changes.append(change)
        self._cancel_thinking()
        self._redo.clear()
        self._shows_cache.clear()
        key, params = change.log_key(before)
        self._publish([Logged(key=key, params=params)], change.at)

    def seats_at(self, moves: int) -> list[SeatConfig]:
        """Who sat where once ``moves`` moves were played (the changes made by then)."""
        return saves.seats_after(self.start_seats, self.seat_changes, moves)

    def _replay(self, actions: Sequence[Action]) -> Any:
        state = self.rules.new_game(len(self.seats), self.seed, self.options)
        for a in actions:
            self.rules.apply(state, a)
        return state

    # ---------------------------------------------------------------- bots
    def bot_to_act(self) -> int | None:
        seat = self.to_act()
        if seat is None or self.is_human(seat):
            return None
        return seat

    def use_thinker(self, thinker: Any, slice_ms: float | None = None) -> None:
        """Let ``thinker`` (a ``game.bots.worker.BotWorker``, or None) take the bots' decisions off
        this thread, and spend at most ``slice_ms`` per ``pump`` on any thinking done here."""
        self.thinker = thinker
        self.slice_ms = slice_ms

    def pump(self, budget_ms: float = 4.0) -> Submission | None:
        """Advance the thinking bot for about ``budget_ms`` (at most ``slice_ms`` when the app set it);
        submits its move when it has decided. With a worker, only collects its answer (no waiting)."""
        seat = self.bot_to_act()
        if seat is None:
            return None
        if self._job is not None or self._use_worker(seat):
            done = self._pump_worker(seat)
            if not isinstance(done, bool):
                return done
        if self.slice_ms is not None:
            budget_ms = min(budget_ms, self.slice_ms)
        if self._thinking is None or self._thinking_seat != seat:
            bot = get_bot(self.seats[seat].level)
            view = self.rules.view(self._state, seat)
            legal = self.rules.legal_actions(self._state)
            self._thinking = bot.think(self.rules, view, legal, bot_rng(self.seed, len(self._history), seat))
            self._thinking_seat = seat
            self.bot_progress = 0.0
        deadline = time.perf_counter() + budget_ms / 1000.0
        try:
            while True:
                self.bot_progress = next(self._thinking)
                if time.perf_counter() >= deadline:
                    return None
        except StopIteration as stop:
            action = stop.value
            self._thinking = None
            self._thinking_seat = None
            self.bot_progress = None
            return self.submit(seat, action)

    def _use_worker(self, seat: int) -> bool:
        worker = self.thinker
        return (worker is not None and not self._worker_refused and worker.alive
                and self.seats[seat].level != "random"  # a random pick is instant: no round trip
                and (self._thinking is None or self._thinking_seat != seat)  # an inline decision ends inline
                and worker.poll_ready())  # until the worker is up, think inline

    def _pump_worker(self, seat: int) -> Submission | None | bool:
        """The worker's side of ``pump``: send the decision, or collect its answer. False when the
        decision must be taken inline after all."""
        worker = self.thinker
        if self._job is None or self._job_seat != seat:
            if self._job is not None:
                worker.cancel(self._job)
            if self._worker_generation != self.generation or self._worker_base > len(self._history):
                self._worker_base = 0
            base = self._worker_base
            job = worker.think({
                "key": self.game_id, "game": self.rules.id, "players": len(self.seats), "seed": self.seed,
                "options": dict(self.options), "base": base,
                "actions": [e.action.to_json() for e in self._history[base:]],
                "seat": seat, "level": self.seats[seat].level, "index": len(self._history),
            })
            if job is None:
                return False
            self._job, self._job_seat = job, seat
            self._worker_base, self._worker_generation = len(self._history), self.generation
            self.bot_progress = 0.0
            return None
        reply = worker.result(self._job)
        if reply is None:
            if not worker.alive:
                self._drop_job()
                return False
            self.bot_progress = worker.progress.get(self._job, self.bot_progress)
            return None
        self._drop_job(cancel=False)
        if reply.get("resync"):
            self._worker_base = 0
            return None
        raw = reply.get("action")
        action = None
        if isinstance(raw, dict):
            try:
                action = from_json(raw)
            except CodecError as exc:  # a garbled answer: think inline instead
                log.error("the bot worker's answer is not an action (%s); thinking inline", exc)
                action = None
        elif reply.get("crashed"):  # the bot raised in the worker: a bug the player does not see
            log.error("the bot worker failed (%s); thinking inline", reply.get("error"))
        if not isinstance(action, Action) or action.seat != seat:
            self._worker_refused = True
            self._worker_base = 0
            return False
        result = self.submit(seat, action)
        if not result.accepted:  # the worker's game went astray: never again for this one
            log.warning("the bot worker's move was refused (%s); thinking inline", result.reason)
            self._worker_refused = True
            self._worker_base = 0
            return False
        return result

    def _drop_job(self, cancel: bool = True) -> None:
        if self._job is not None and cancel and self.thinker is not None:
            self.thinker.cancel(self._job)
        self._job = None
        self._job_seat = None
        self.bot_progress = None

    def run_bots(self) -> list[Submission]:
        """Play bot seats until a human must decide or the game ends (headless helper)."""
        out = []
        while self.bot_to_act() is not None:
            result = self.pump(budget_ms=10_000)
            if result is not None:
                out.append(result)
        return out

    def hint(self, seat: int, level: str = "greedy") -> Action | None:
        """What a bot of ``level`` would do in ``seat``'s place (from that seat's view only)."""
        legal = self.legal(seat)
        if not legal:
            return None
        from game.bots import decide

        return decide(get_bot(level), self.rules, self.view(seat), legal,
                      bot_rng(self.seed, len(self._history), seat))

    def _cancel_thinking(self) -> None:
        if self._job is not None:
            self._drop_job()
        if self._thinking is not None:
            self._thinking.close()
        self._thinking = None
        self._thinking_seat = None
        self.bot_progress = None

    # ---------------------------------------------------------------- saving
    def save_data(self, name: str = "") -> dict[str, Any]:
        return saves.encode(self.rules, self.seed, self.options, self.seats, self.actions, self._state,
                            game_id=self.game_id, created_at=self.created_at, name=name,
                            start_seats=self.start_seats, seat_changes=self.seat_changes,
                            forked_from=self.forked_from)

    def save(self, path: Path) -> None:
        saves.write_atomic(path, self.save_data())

    @property
    def last_save_error(self) -> str | None:
        """Why the last autosave (or the journal's last fsync) failed; None while everything is on disk."""
        if self._save_error is not None:
            return self._save_error
        j = self._journal
        return j.error if j is not None else None

    @last_save_error.setter
    def last_save_error(self, value: str | None) -> None:
        self._save_error = value

    @property
    def saved_moves(self) -> int:
        """The moves known to be on disk (durable: written and fsynced)."""
        j = self._journal
        if j is not None:
            moves = j.durable_moves
            if moves is not None:
                return moves
        return self._saved_moves

    @saved_moves.setter
    def saved_moves(self, value: int) -> None:
        self._saved_moves = value

    @property
    def unsaved(self) -> bool:
        """Whether moves were played that are not on disk (the last autosave failed)."""
        return self.autosave_path is not None and self.last_save_error is not None

    def _journal_line(self, make: Any) -> None:
        """Autosave the move just made (or the undo): one journal line, written before this returns.
        Without an open journal (none yet, or the last write failed) the whole save is written."""
        j = self._journal
        if j is None or self._save_error is not None or j.error is not None or self.is_over():
            self.autosave()
            return
        n = len(self._history)
        try:
            j.append(make(n, fingerprint(self.rules, self._state)), n)
        except OSError as exc:
            self._close_journal()
            self._failed(exc)

    def _failed(self, exc: BaseException) -> None:
        self._save_error = getattr(exc, "strerror", None) or str(exc) or type(exc).__name__
        self.save_failures += 1

    def _close_journal(self) -> None:
        j, self._journal = self._journal, None
        if j is not None:
            j.close()

    def flush_saves(self, timeout: float = 5.0) -> bool:
        """Wait until every move is durable (the journal's background fsync); True when it is."""
        j = self._journal
        return True if j is None else j.flush(timeout)

    def close(self) -> None:
        """Make the journal durable and close it (the game can still be autosaved afterwards)."""
        self._close_journal()

    def autosave(self) -> bool:
        """Write the whole autosave (the snapshot) and start a fresh move journal after it; a failure
        is remembered for the scene to show (and retried on the next action), never raised. A
        finished game moves whole into the history. True when on disk."""
        if self.autosave_path is None:
            return True
        try:
            data = self.save_data()
            if data["finished"] and self.history_dir is not None:
                target = Path(self.history_dir) / f"{self.game_id}.json"
                saves.write_atomic(target, data)
                self.history_path = target
                self._close_journal()
                try:
                    saves.remove(Path(self.autosave_path))
                except FileNotFoundError:
                    pass
            else:
                self._close_journal()
                token = journal.new_token()
                data["journal"] = token
                saves.write_atomic(self.autosave_path, data)
                # the snapshot is durable: only now may the older journal be replaced
                self._journal = journal.Journal.create(
                    journal.path_for(self.autosave_path), self.game_id, token, len(self._history))
        except (OSError, ValueError) as exc:
            self._failed(exc)
            return False
        self._save_error = None
        self.save_failures = 0
        self._saved_moves = len(self._history)
        return True

    def save_elsewhere(self, folder: Path) -> bool:
        """Keep autosaving into another folder (the player chose it when the usual one failed)."""
        previous = self.autosave_path
        self.autosave_path = Path(folder) / f"{self.game_id}.json"
        if self.autosave():
            return True
        self.autosave_path = previous
        return False

    @classmethod
    def from_save(cls, data: saves.SaveData, rules: Rules[Any, Any], autosave: Path | None = None, **kw: Any) -> Controller:
        """A controller resuming a verified save."""
        kw.setdefault("game_id", data.id)
        kw.setdefault("created_at", data.created_at)
        kw.setdefault("seat_changes", data.seat_changes)
        kw.setdefault("forked_from", data.forked_from)
        start = data.start_seats or data.seats
        return cls(rules, start, data.seed, data.options, autosave, data.actions, **kw)

    def ended_events(self) -> list[GameEnded]:
        return [ev for e in self._history for ev in e.events if isinstance(ev, GameEnded)]

    # ---------------------------------------------------------------- testing aid
    def state_for_tests(self) -> Any:
        """The true state (tests and headless tools only; scenes use ``view``)."""
        return self._state
