"""The rules-core contract (DESIGN.md) that every game implements, and its small value types.

A game module exposes one ``RULES`` object, an instance of its subclass of ``Rules``. A game is a
pure function of ``(seed, options, actions)``: ``new_game`` seeds the state's own generator and
``apply`` is the only thing that mutates a state.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import Any, Generic, TypeVar

from game.core.dispatch import Handlers
from game.core.messages import Action, Event, IllegalAction
from game.core.rng import Rng

# --------------------------------------------------------------------------------------------
# Options


@dataclasses.dataclass(frozen=True, slots=True)
class OptionSpec:
    """One game option shown on the setup screen.

    ``kind`` is ``"bool"``, ``"int"`` or ``"choice"``; ``choices`` lists the allowed values for a
    choice (and optionally the allowed ints). An int option declares its range with ``minimum`` and
    ``maximum`` (inclusive); saves, setup and ``simulate --option`` all refuse a value outside it.
    ``label`` and ``help`` are message keys.
    """

    key: str
    kind: str
    default: Any
    label: str
    choices: tuple[Any, ...] = ()
    help: str = ""
    players: tuple[int, ...] = ()  # player counts the option applies to (empty: all)
    minimum: int | None = None  # int options: the smallest value allowed
    maximum: int | None = None  # int options: the largest value allowed

    def bounds(self) -> tuple[int, int]:
        """The inclusive range of an int option (from ``choices`` when it lists them)."""
        if self.choices:
            ints = [c for c in self.choices if isinstance(c, int) and not isinstance(c, bool)]
            return (min(ints), max(ints)) if ints else (0, 0)
        lo = self.minimum if self.minimum is not None else -(2**31)
        hi = self.maximum if self.maximum is not None else 2**31 - 1
        return lo, hi

    def _name(self) -> str:
        from game.core.i18n import has, tr

        return f"“{tr(self.label)}” ({self.key})" if has(self.label) else f"“{self.key}”"

    def parse(self, text: str) -> Any:
        """Turn a command-line value into a typed value, or raise ValueError."""
        if self.kind == "bool":
            low = text.strip().lower()
            if low in ("1", "true", "yes", "on"):
                return True
            if low in ("0", "false", "no", "off"):
                return False
            raise ValueError(f"option {self.key} takes true or false, not {text!r}")
        if self.kind == "int":
            try:
                value: Any = int(text.strip()) if len(text) <= 24 else None
            except ValueError:
                value = None
            if value is None:
                raise ValueError(f"option {self.key} takes a whole number, not {text[:24]!r}")
        else:
            value = text
        self.check(value)
        return value

    def check(self, value: Any) -> None:
        """ValueError, in a player's words, unless ``value`` is allowed for this option."""
        if self.kind == "bool" and not isinstance(value, bool):
            raise ValueError(f"the option {self._name()} takes on or off")
        if self.kind == "int":
            if not isinstance(value, int) or isinstance(value, bool):
                raise ValueError(f"the option {self._name()} takes a whole number")
            lo, hi = self.bounds()
            if not lo <= value <= hi and not self.choices:
                shown = value if abs(value) < 10**12 else "a far larger number"
                raise ValueError(f"the option {self._name()} must be between {lo} and {hi}, not {shown}")
        if self.kind == "choice" and not isinstance(value, str):
            raise ValueError(f"the option {self._name()} takes one of its named choices")
        if self.choices and value not in self.choices:
            allowed = ", ".join(str(c) for c in self.choices)
            shown = "".join(c if c.isprintable() else "�" for c in str(value)[:24])
            raise ValueError(f"the option {self._name()} takes one of {allowed}, not {shown}")


def resolve_options(specs: Sequence[OptionSpec], given: Mapping[str, Any]) -> dict[str, Any]:
    """Defaults filled in, unknown keys and bad values refused with ValueError."""
    known = {s.key: s for s in specs}
    for key in given:
        if key not in known:
            raise ValueError(f"there is no option “{str(key)[:40]}” in this game")
    out: dict[str, Any] = {}
    for spec in specs:
        value = given.get(spec.key, spec.default)
        spec.check(value)
        out[spec.key] = value
    return out


# --------------------------------------------------------------------------------------------
# Scores


@dataclasses.dataclass(frozen=True, slots=True)
class ScoreLine:
    """One scoring category: ``category`` is a message key, ``detail`` a short free note."""

    category: str
    points: int
    detail: str = ""


@dataclasses.dataclass(frozen=True, slots=True)
class ScoreSheet:
    """A seat's itemised score. ``total == sum(lines)`` always holds.

    ``tiebreak`` are the values compared after the total (higher is better, compared in order);
    ``tiebreak_labels`` name them for the scoring scene. ``team`` groups seats that win together.
    """

    seat: int
    lines: tuple[ScoreLine, ...]
    total: int
    tiebreak: tuple[int, ...] = ()
    tiebreak_labels: tuple[str, ...] = ()
    team: int | None = None

    @staticmethod
    def build(
        seat: int,
        lines: Sequence[ScoreLine],
        tiebreak: Sequence[int] = (),
        tiebreak_labels: Sequence[str] = (),
        team: int | None = None,
    ) -> ScoreSheet:
        lines = tuple(lines)
        return ScoreSheet(
            seat, lines, sum(ln.points for ln in lines), tuple(tiebreak), tuple(tiebreak_labels), team
        )


@dataclasses.dataclass(frozen=True, slots=True)
class Outcome:
    """Who won and why: ``decided_by`` is ``"total"``, a tiebreak label, or ``"shared"``."""

    winners: tuple[int, ...]
    decided_by: str = "total"


def outcome_from_sheets(sheets: Sequence[ScoreSheet]) -> Outcome:
    """The default winner rule: highest total, then tiebreak values in order; a full tie is shared."""
    if not sheets:
        return Outcome(())
    best = max(s.total for s in sheets)
    tied = [s for s in sheets if s.total == best]
    if len(tied) == 1:
        return Outcome((tied[0].seat,), "total")
    depth = max(len(s.tiebreak) for s in tied)
    for i in range(depth):
        top = max(s.tiebreak[i] if i < len(s.tiebreak) else -(10**9) for s in tied)
        tied = [s for s in tied if (s.tiebreak[i] if i < len(s.tiebreak) else -(10**9)) == top]
        if len(tied) == 1:
            labels = tied[0].tiebreak_labels
            return Outcome((tied[0].seat,), labels[i] if i < len(labels) else f"tiebreak {i + 1}")
    return Outcome(tuple(sorted(s.seat for s in tied)), "shared")


# --------------------------------------------------------------------------------------------
# What the generic table needs


@dataclasses.dataclass(frozen=True, slots=True)
class Piece:
    """Something drawn in a zone of a view.

    ``id`` is stable while the piece exists (animations follow it); ``face`` is what is shown (a
    card id, a die face, or a back like ``"back:missions"``); ``kind`` is card/die/token/cube/disc/
    meeple/tile/marker; ``owner`` the seat colour it takes, if any; ``count`` > 1 draws a stack.
    """

    id: str
    kind: str
    face: str
    owner: int | None = None
    label: str = ""
    count: int = 1


@dataclasses.dataclass(frozen=True, slots=True)
class ActionInfo:
    """How the table presents one legal action: the zone it is clicked at and its label.

    ``zone`` may be None for actions offered as buttons (Pass, Done). ``piece`` narrows the click
    to one piece in the zone. ``label`` is a message key with ``params``.
    """

    zone: str | None
    label: str
    params: tuple[tuple[str, Any], ...] = ()
    piece: str | None = None


@dataclasses.dataclass(frozen=True, slots=True)
class Prompt:
    """What the seat to act is deciding, in the game's words: a message key and its parameters.

    The table shows ``tr(key, names, **params)`` on its prompt line, always. One prompt per decision
    point of the game's spec ("Discard up to 2 cards (Scribe), then Done"), never a generic "your
    move". Parameter values that are message keys are translated by ``tr``; ``seat`` ints become names.
    """

    key: str
    params: Mapping[str, Any] = dataclasses.field(default_factory=dict)


@dataclasses.dataclass(frozen=True, slots=True)
class Blocked:
    """A piece the current decision could use but cannot now, and why, in one line from the rules.

    ``zone`` (and ``piece``, when the reason is about one piece of the zone) is where it is drawn;
    ``reason`` renders like a prompt ("Needs 1 wood and 1 marble — you have none"). The table shows
    it when the piece is hovered or clicked, so it never guesses at rules.
    """

    zone: str
    reason: Prompt
    piece: str | None = None


# --------------------------------------------------------------------------------------------
# The contract

S = TypeVar("S")  # a game's state
V = TypeVar("V")  # a game's view


@dataclasses.dataclass(frozen=True, slots=True)
class SearchTuning:
    """How the search bots play one game, where its own figures play better than the defaults.

    ``exploration``: the UCB exploration constant (None: the level's own). ``root_width``: a
    wider root choice is first cut to this many actions by a one-ply look (None: never).
    ``per_action``: (level, iterations per root action) where a level's default budget plays no
    differently from the next level up.
    """

    exploration: float | None = None
    root_width: int | None = None
    per_action: tuple[tuple[str, int], ...] = ()

    def per_action_of(self, level: str, default: int) -> int:
        """The iterations per root action of ``level`` in this game (``default`` if it names none)."""
        return dict(self.per_action).get(level, default)


class Rules(ABC, Generic[S, V]):
    """What every game module's ``RULES`` provides (DESIGN.md, "The rules core contract").

    A game writes its setup (``setup``), its flow (``to_act``, ``legal_actions``, ``advance``), its
    actions (a ``Handlers`` table: a handler and a description per action class, see
    game/core/dispatch.py), its view and its scores. What is common is written here once:

    * ``new_game`` / ``new_game_with_events``: the player count and options checked, then the one
      ``setup``, which also says what it did (dice rolled, cards dealt) for the table to show;
    * ``apply``, the gate: the game is not over, the action is one of this game's, it is the
      acting seat's, it is legal (``is_legal``, once per action; a refusal gives ``refusal``'s
      reason), then ``perform``; ``apply_trusted`` is ``perform`` alone, for a caller that took
      the action from ``legal_actions`` of that very state (the search bots). Both return the
      same events: what happened, in one form, whoever asked;
    * ``replay``: a game's history, its actions from the start, applied through the gate;
    * ``describe``, ``outcome`` (highest total, then the tie-breaks) and the declared optional
      parts below, each with its default.

    Optional parts (override where a game has them): ``strings`` (the English catalogue),
    ``search`` (``SearchTuning``), ``search_heuristic`` (the search's own leaf score),
    ``card_info`` (a piece face in words and numbers for the table), ``teams`` (who plays with
    whom at a player count), ``solo_opponent`` and ``solo_sheet`` (a solo game's built-in
    opponent: its name and score column), ``zone_ids`` (every zone the rules can name, the map's
    object names).
    """

    id: str
    name: str
    min_players: int
    max_players: int
    max_actions: int  # a bound on a game's length, for the invariant battery
    options: Sequence[OptionSpec] = ()
    strings: Mapping[str, str] = {}
    search: SearchTuning = SearchTuning()
    solo_opponent: str = "core.automa"  # the name key of a solo game's built-in opponent
    handlers: Handlers[S]

    # ----------------------------------------------------------------------------- setup
    def new_game(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> S:
        """A new game; ValueError for a player count or option the game does not take."""
        return self.new_game_with_events(players, seed, options)[0]

    def new_game_with_events(
        self, players: int, seed: int, options: Mapping[str, Any] | None = None
    ) -> tuple[S, list[Event]]:
        """A new game and what its setup did (the controller shows those events)."""
        if (
            not isinstance(players, int)
            or isinstance(players, bool)
            or not self.min_players <= players <= self.max_players
        ):
            raise ValueError(
                f"{self.name} is for {self.min_players} to {self.max_players} players, not {players!r}"
            )
        return self.setup(players, seed, resolve_options(self.options, dict(options or {})))

    @abstractmethod
    def setup(self, players: int, seed: int, options: dict[str, Any]) -> tuple[S, list[Event]]:
        """The game's setup for checked ``options`` (every option present), up to the first decision."""

    def replay(self, players: int, seed: int, options: Mapping[str, Any], actions: Sequence[Action]) -> S:
        """The state after ``actions`` from the start (each through the gate: IllegalAction names
        the first that does not fit)."""
        state = self.new_game(players, seed, options)
        for action in actions:
            self.apply(state, action)
        return state

    # ----------------------------------------------------------------------------- the gate
    def apply(self, state: S, action: Action) -> list[Event]:
        """Check ``action`` and carry it out; IllegalAction (and no change) when it is refused."""
        seat = self.to_act(state)
        if seat is None:
            raise IllegalAction("core.game_over")
        if not self.handles(action):
            raise IllegalAction("core.unknown_action")
        if action.seat != seat:
            raise self.not_your_turn(action, seat)
        if not self.is_legal(state, action):
            raise self.refusal(state, action)
        return self.perform(state, action)

    def handles(self, action: object) -> bool:
        """Whether ``action`` is one of this game's actions (its ``handlers`` know its class)."""
        return self.handlers.handles(action)

    def apply_trusted(self, state: S, action: Action) -> list[Event]:
        """``apply`` without the checks, for an action taken from ``legal_actions`` of this state."""
        return self.perform(state, action)

    def perform(self, state: S, action: Action) -> list[Event]:
        """Carry out a legal action: its handler, then everything automatic up to the next decision."""
        events: list[Event] = []
        self.handlers.do(state, action, events)
        self.advance(state, events)
        return events

    def advance(self, state: S, events: list[Event]) -> None:  # noqa: B027 - a no-op unless a game flows on
        """After a handler: run the automatic steps (forced choices) up to the next decision."""

    def is_legal(self, state: S, action: Action) -> bool:
        """Whether the acting seat may take ``action`` now (a game may answer faster than the list)."""
        return action in self.legal_actions(state)

    def not_your_turn(self, action: Action, to_act: int) -> IllegalAction:
        """The refusal of an action by a seat that is not deciding now (a game may say more)."""
        return IllegalAction("core.not_your_turn", seat=action.seat, to_act=to_act)

    def refusal(self, state: S, action: Action) -> IllegalAction:  # noqa: ARG002 - games say more
        """Why ``action`` is not legal now, in the game's words (the table shows it)."""
        return IllegalAction("core.not_legal")

    def describe(self, action: Action) -> ActionInfo:
        """Where an action is clicked and its label (the game's ``handlers`` say it per class)."""
        return self.handlers.describe(action)

    # ----------------------------------------------------------------------------- each game's
    @abstractmethod
    def num_players(self, state: S) -> int: ...
    @abstractmethod
    def to_act(self, state: S) -> int | None: ...
    @abstractmethod
    def legal_actions(self, state: S) -> list[Action]: ...
    @abstractmethod
    def view(self, state: S, seat: int | None) -> V: ...
    @abstractmethod
    def determinize(self, view: V, rng: Rng) -> S: ...
    @abstractmethod
    def score(self, state: S) -> list[ScoreSheet]: ...
    @abstractmethod
    def clone(self, state: S) -> S: ...
    @abstractmethod
    def state_to_json(self, state: S) -> dict[str, Any]: ...
    @abstractmethod
    def state_from_json(self, data: Mapping[str, Any]) -> S: ...
    @abstractmethod
    def heuristic(self, state: S, seat: int) -> float: ...
    @abstractmethod
    def prompt(self, view: V) -> Prompt: ...
    @abstractmethod
    def blocked(self, view: V) -> Sequence[Blocked]: ...
    @abstractmethod
    def zones(self, view: V) -> Mapping[str, Sequence[Piece]]: ...
    @abstractmethod
    def check_invariants(self, state: S) -> None: ...

    def outcome(self, state: S) -> Outcome:
        """Who won: the highest total, then the tie-breaks in order (a full tie is shared)."""
        return outcome_from_sheets(self.score(state))

    # ----------------------------------------------------------------------------- optional parts
    def search_heuristic(self, state: S, seat: int) -> float:
        """The search bots' leaf score (default: ``heuristic``)."""
        return self.heuristic(state, seat)

    def card_info(self, face: str) -> dict[str, Any] | None:  # noqa: ARG002 - a game's faces
        """What the table prints on a piece face (name, family, numbers, text); None: nothing. Colours,
        shapes and icons are the skin's (``TableSkin.face_style``)."""
        return None

    def teams(self, players: int) -> tuple[int, ...] | None:  # noqa: ARG002 - most games have none
        """Each seat's team when the game is played in teams at ``players`` (None: every seat alone)."""
        return None

    def solo_sheet(self, state: S) -> tuple[str, ScoreSheet] | None:  # noqa: ARG002
        """A solo game's built-in opponent's score column, with its kind ("automa", "rival")."""
        return None

    def zone_ids(self, players: int) -> list[str]:  # noqa: ARG002 - a game's zones
        """Every zone id the rules can name at ``players`` (the map's object names)."""
        return []

    def running_marks(self, state: S) -> Any:  # noqa: ARG002 - most games score as they go in events
        """A game whose points are counted only at the end, but shown as they grow: a cheap mark of
        what the seats' open points depend on, taken before an action (None: no running score).
        The controller takes it around each accepted move and asks ``score_changes`` for the seat
        badges' ticking count, so the rules' own events stay the same whoever applies an action."""
        return None

    def score_changes(self, state: S, before: Any) -> list[Event]:  # noqa: ARG002
        """A ``Scored`` per seat whose open points changed since ``before`` (``running_marks``)."""
        return []


def teams_of(rules: Rules[Any, Any], players: int) -> tuple[int, ...] | None:
    """Each seat's team (0, 1, …) when ``rules`` plays in teams at ``players``; None otherwise."""
    teams = rules.teams(players)
    if teams is None:
        return None
    teams = tuple(int(t) for t in teams)
    if len(teams) != players:
        raise ValueError(f"{rules.id} names teams for {len(teams)} seats, not {players}")
    return teams


def fingerprint_json(data: Any) -> str:
    """A stable hash of a JSON-able value (canonical form: sorted keys, no spaces)."""
    text = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode("ascii")).hexdigest()[:32]


def fingerprint(rules: Rules[Any, Any], state: Any) -> str:
    return fingerprint_json(rules.state_to_json(state))
