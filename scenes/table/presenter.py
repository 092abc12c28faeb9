"""The presenter: redacted events become steps on a timeline; a display view trails the rules.

``feed(events, new_view)`` schedules one step per event (``Moved`` -> a flight with ease-out-cubic,
staggered 60 ms; ``DiceRolled`` -> a tumble that bounces and settles; ``Scored`` -> a ticking
counter; ``PhaseBegan`` -> a banner; ``Logged`` -> a line revealed in the log panel). The table
keeps drawing the *previous* view (minus the pieces in flight) until the timeline drains, then
switches to the newest view, so nothing teleports before its flight lands; a flight that has landed
stays drawn where it landed (``landed``) until then, and its piece stays gone from where it left
(``departed``). Durations scale with the animation-speed setting; a factor of 0 ("instant") drains
everything in the same frame; "reduce motion" turns flights into fades. No rule ever waits on this
timeline.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import Any, Required, TypedDict

import pytweening

from game.core.messages import DiceRolled, Event, GameEnded, Logged, Moved, PhaseBegan, Scored

FLIGHT = 0.35
STAGGER = 0.06
DICE = 0.8
SCORE = 0.45
BANNER = 1.1
ENDING = 0.4

Rect = tuple[int, int, int, int]


class Spot(TypedDict, total=False):
    """Where ``locate`` finds a piece (or, when the piece is not found, the middle of its zone)."""

    rect: Required[Rect]
    kind: str  # the piece's kind, to draw it in flight
    owner: int | None
    count: int


@dataclasses.dataclass
class Step:
    """One thing on the timeline, from ``start`` for ``duration`` seconds (timeline clock)."""

    kind: str  # flight | dice | score | banner | log | end
    start: float
    duration: float
    event: Event
    data: dict[str, Any] = dataclasses.field(default_factory=dict)
    begun: bool = False
    done: bool = False

    def progress(self, clock: float) -> float:
        if self.duration <= 0:
            return 1.0 if clock >= self.start else 0.0
        return max(0.0, min(1.0, (clock - self.start) / self.duration))


class Presenter:
    """A timeline of steps, a display view, and the HUD values that trail the rules."""

    def __init__(
        self,
        view: Any,
        *,
        speed: Callable[[], float] = lambda: 1.0,
        reduce_motion: Callable[[], bool] = lambda: False,
        play: Callable[[str], None] = lambda name: None,
    ) -> None:
        self.view = view  # the display view: what is drawn
        self.latest = view  # the newest view fed
        self.speed = speed
        self.reduce_motion = reduce_motion
        self.play = play
        self.steps: list[Step] = []
        self.clock = 0.0
        self.end = 0.0  # when the last scheduled step finishes
        self.scores: dict[int, float] = {}  # shown score per seat (ticks towards the target)
        self.score_targets: dict[int, int] = {}
        self.log_hidden = 0  # Logged events fed whose line is not shown yet
        self.dice: dict[str, tuple[str, ...]] = {}  # last settled faces per zone
        self.last_moves: list[tuple[str, str]] = []  # (to_zone, piece) of the last action's moves
        self.ended = False
        self.banners: list[list[Any]] = []  # [event, delay, elapsed, duration]
        self.on_view_change: Callable[[Any, bool], None] | None = None  # (view, animated)
        # this timeline's flights that have landed, until the view switches (``flown_on`` in a step's
        # data: its piece has since flown on from where it landed)
        self.landed: list[Step] = []
        self._departed: frozenset[tuple[str, str]] | None = None  # departed()'s answer until steps change

    # ------------------------------------------------------------------ feeding
    @property
    def drained(self) -> bool:
        return not self.steps

    def reset(self, view: Any) -> None:
        """Jump (undo, load, a new viewer): no animation, the view is shown at once."""
        self.steps.clear()
        self.banners.clear()
        self.landed = []
        self._departed = None
        self.view = self.latest = view
        self.log_hidden = 0
        self.clock = self.end = 0.0
        for seat, target in self.score_targets.items():
            self.scores[seat] = float(target)
        if self.on_view_change:
            self.on_view_change(view, False)

    def feed(
        self,
        events: Sequence[Event],
        new_view: Any,
        locate: Callable[[str, str, bool], Spot | None] | None = None,
    ) -> None:
        """Schedule ``events`` (one poll's worth) after what is already queued.

        ``locate(zone, piece, new)`` gives a piece's ``Spot`` (rect, kind, owner, count) in the old
        display (new=False) or the new view (new=True), or a spot in the middle of the zone when the
        piece is not found; None when the zone is unknown.
        """
        self.latest = new_view
        if not events:
            if not self.steps:
                self._switch()
            return
        factor = max(0.0, float(self.speed()))
        t = max(self.clock, self.end)
        cursor = t
        end = t
        moves: list[tuple[str, str]] = []
        for ev in events:
            if isinstance(ev, Moved):
                src = locate(ev.from_zone, ev.piece, False) if locate else None
                dst = locate(ev.to_zone, ev.piece, True) if locate else None
                step = Step(
                    "flight",
                    cursor,
                    FLIGHT * factor,
                    ev,
                    {"from": src, "to": dst, "fade": self.reduce_motion()},
                )
                self.steps.append(step)
                moves.append((ev.to_zone, ev.piece))
                cursor += STAGGER * factor
                end = max(end, step.start + step.duration)
            elif isinstance(ev, DiceRolled):
                start = max(cursor, end)
                self.steps.append(Step("dice", start, DICE * factor, ev, {"fade": self.reduce_motion()}))
                cursor = end = start + DICE * factor
            elif isinstance(ev, Scored):
                start = max(cursor, end)
                self.steps.append(Step("score", start, SCORE * factor, ev))
                end = max(end, start + SCORE * factor)
            elif isinstance(ev, PhaseBegan):
                # a banner does not hold the table: it plays over whatever comes next
                if factor > 0:
                    self.banners.append([ev, max(cursor, end) - self.clock, 0.0, BANNER * factor])
            elif isinstance(ev, Logged):
                self.log_hidden += 1
                self.steps.append(Step("log", cursor, 0.0, ev))
            elif isinstance(ev, GameEnded):
                start = max(cursor, end)
                self.steps.append(Step("end", start, ENDING * factor, ev))
                cursor = end = start + ENDING * factor
            else:
                self.steps.append(Step("other", cursor, 0.0, ev))
        self._departed = None
        self.last_moves = moves
        self.end = end
        if factor == 0.0:
            self.update(0.0)
        if not self.steps:
            self._switch()

    # ------------------------------------------------------------------ running
    def update(self, dt: float) -> None:
        """Advance the clock; begin and finish steps; switch the view when everything is done."""
        for b in self.banners:
            if b[1] > 0:
                b[1] -= dt
                continue
            if b[2] == 0.0:
                self.play("turn")
            b[2] += dt
        self.banners = [b for b in self.banners if b[2] < b[3]]
        if not self.steps:
            return
        if max(0.0, float(self.speed())) == 0.0:
            self.finish()
            return
        self.clock += dt
        for step in self.steps:
            if not step.begun and self.clock >= step.start:
                self._begin(step)
            if step.begun and not step.done and self.clock >= step.start + step.duration:
                self._finish(step)
            if step.kind == "score" and step.begun and not step.done:
                ev = step.event
                assert isinstance(ev, Scored)
                a, b = step.data["from"], step.data["to"]
                self.scores[ev.seat] = a + (b - a) * pytweening.easeOutCubic(step.progress(self.clock))
        if any(s.done for s in self.steps):
            self.steps = [s for s in self.steps if not s.done]
            self._departed = None
        if not self.steps:
            self._switch()

    def finish(self) -> None:
        """Drain the whole timeline now ("instant", a click that skips, leaving the table)."""
        for step in self.steps:
            if not step.begun:
                self._begin(step, quiet=True)
            if not step.done:
                self._finish(step)
        self.steps.clear()
        self._departed = None
        self._switch()

    def _switch(self) -> None:
        self.clock = self.end = 0.0
        if self.landed:
            self.landed = []
            self._departed = None
        if self.view is not self.latest:
            self.view = self.latest
            if self.on_view_change:
                self.on_view_change(self.view, True)

    def _begin(self, step: Step, quiet: bool = False) -> None:
        step.begun = True
        ev = step.event
        sound = None
        if step.kind == "flight":
            assert isinstance(ev, Moved)
            # a piece that landed earlier in this timeline and now flies on is no longer where it landed
            for s in self.landed:
                if (
                    isinstance(s.event, Moved)
                    and s.event.piece == ev.piece
                    and s.event.to_zone == ev.from_zone
                ):
                    s.data["flown_on"] = True
            sound = (
                "card"
                if ev.piece.startswith("back") or not ev.piece.startswith(("pawn", "token"))
                else "token"
            )
        elif step.kind == "dice":
            sound = "dice"
        elif step.kind == "score":
            assert isinstance(ev, Scored)
            before = self.score_targets.get(ev.seat, 0)
            after = ev.total if ev.total is not None else before + ev.points
            step.data["from"] = self.scores.get(ev.seat, float(before))
            step.data["to"] = float(after)
            self.score_targets[ev.seat] = after
            if after != before:
                sound = "score"
        elif step.kind == "banner":
            sound = "turn"
        if sound and not quiet:
            self.play(sound)

    def _finish(self, step: Step) -> None:
        step.done = True
        ev = step.event
        if step.kind == "flight":
            self.landed.append(step)
        elif step.kind == "score":
            assert isinstance(ev, Scored)
            self.scores[ev.seat] = float(self.score_targets.get(ev.seat, 0))
        elif step.kind == "log":
            self.log_hidden = max(0, self.log_hidden - 1)
        elif step.kind == "dice":
            assert isinstance(ev, DiceRolled)
            self.dice[ev.zone] = tuple(ev.faces)
        elif step.kind == "end":
            self.ended = True

    # ------------------------------------------------------------------ drawing queries
    def active(self, kind: str | None = None) -> list[tuple[Step, float]]:
        """Steps under way (or waiting), with their eased progress, for the table to draw."""
        out = []
        for s in self.steps:
            if kind is not None and s.kind != kind:
                continue
            out.append((s, s.progress(self.clock) if s.begun else 0.0))
        return out

    def in_flight(self) -> set[tuple[str, str]]:
        """(from_zone, piece) of every flight not yet landed: the old view must not draw them."""
        return {(m.from_zone, m.piece) for m in self._flights()}

    def departed(self) -> frozenset[tuple[str, str]]:
        """(from_zone, piece) of every flight of this timeline, flying or landed: the display view
        must not draw these pieces where it has them (they are on their way, or already there)."""
        if self._departed is None:
            gone = {(m.from_zone, m.piece) for m in self._flights()}
            gone.update((s.event.from_zone, s.event.piece) for s in self.landed if isinstance(s.event, Moved))
            self._departed = frozenset(gone)
        return self._departed

    def landing(self) -> set[tuple[str, str]]:
        return {(m.to_zone, m.piece) for m in self._flights()}

    def rolling(self) -> list[str]:
        """The zones of the rolls still on the timeline (tumbling, or waiting to)."""
        return [s.event.zone for s in self.steps if s.kind == "dice" and isinstance(s.event, DiceRolled)]

    def _flights(self) -> list[Moved]:
        """The moves of the flights still on the timeline (a flight is only ever made from a Moved)."""
        return [s.event for s in self.steps if s.kind == "flight" and isinstance(s.event, Moved)]

    def banner(self) -> tuple[PhaseBegan, float] | None:
        for ev, delay, elapsed, duration in self.banners:
            if delay <= 0 and duration > 0:
                return ev, min(1.0, elapsed / duration)
        return None


def ease(t: float) -> float:
    return pytweening.easeOutCubic(max(0.0, min(1.0, t)))


def lerp_rect(a: Rect, b: Rect, t: float) -> Rect:
    return (
        int(a[0] + (b[0] - a[0]) * t),
        int(a[1] + (b[1] - a[1]) * t),
        int(a[2] + (b[2] - a[2]) * t),
        int(a[3] + (b[3] - a[3]) * t),
    )
