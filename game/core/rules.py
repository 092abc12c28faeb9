"""The rules-core contract (DESIGN.md) that every game implements, and its small value types.

A game module exposes one ``RULES`` object that satisfies ``Rules``. A game is a pure function of
``(seed, options, actions)``: ``new_game`` seeds the state's own generator and ``apply`` is the only
thing that mutates a state.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from collections.abc import Mapping, Sequence
from typing import Any, Protocol, runtime_checkable

from game.core.messages import Action, Event
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


@runtime_checkable
class Rules(Protocol):
    """What every game module's ``RULES`` provides (DESIGN.md, "The rules core contract").

    Optional extras a game may add, looked up with ``getattr`` by their users:
    ``new_game_with_events(players, seed, options) -> (state, events)`` (the controller shows what
    the setup did), ``card_info(face) -> dict`` (the table's card faces and zoom), ``strings`` (its
    English catalogue), ``automa_sheet(state)`` / ``rival_sheet(state)`` (a solo game's built-in
    opponent on the scoring screen), ``solo_opponent`` (that opponent's name key),
    ``teams(players) -> tuple[int, ...] | None`` (each seat's team, for a game played in teams at
    that player count: setup and the table show who plays with whom; see ``teams_of``) and
    ``apply_trusted(state, action) -> events`` (``apply`` without the legality check, for search
    bots applying an action they just took from ``legal_actions`` of that very state; the events
    may skip presentation), ``search_exploration`` (the search bots' UCB exploration constant
    for this game, when it plays better than the default), ``search_root_width`` (the search
    bots first cut a wider root choice to this many actions by a one-ply look),
    ``search_heuristic(state, seat)`` (the search's own leaf score) and ``search_per_action``
    (a mapping from level name to that level's iterations per root action in this game, when its
    default budget plays no differently from the next level up).
    """

    id: str
    name: str
    min_players: int
    max_players: int
    max_actions: int  # a bound on a game's length, for the invariant battery

    @property
    def options(self) -> Sequence[OptionSpec]: ...

    def new_game(self, players: int, seed: int, options: Mapping[str, Any]) -> Any: ...
    def num_players(self, state: Any) -> int: ...
    def to_act(self, state: Any) -> int | None: ...
    def legal_actions(self, state: Any) -> list[Action]: ...
    def apply(self, state: Any, action: Action) -> list[Event]: ...
    def view(self, state: Any, seat: int | None) -> Any: ...
    def determinize(self, view: Any, rng: Rng) -> Any: ...
    def score(self, state: Any) -> list[ScoreSheet]: ...
    def outcome(self, state: Any) -> Outcome: ...
    def clone(self, state: Any) -> Any: ...
    def state_to_json(self, state: Any) -> dict[str, Any]: ...
    def state_from_json(self, data: Mapping[str, Any]) -> Any: ...
    def heuristic(self, state: Any, seat: int) -> float: ...
    def describe(self, action: Action) -> ActionInfo: ...
    def prompt(self, view: Any) -> Prompt: ...
    def blocked(self, view: Any) -> Sequence[Blocked]: ...
    def zones(self, view: Any) -> Mapping[str, Sequence[Piece]]: ...
    def check_invariants(self, state: Any) -> None: ...


def teams_of(rules: Any, players: int) -> tuple[int, ...] | None:
    """Each seat's team (0, 1, …) when ``rules`` plays in teams at ``players``; None otherwise."""
    fn = getattr(rules, "teams", None)
    teams = fn(players) if callable(fn) else None
    if teams is None:
        return None
    teams = tuple(int(t) for t in teams)
    if len(teams) != players:
        raise ValueError(f"{getattr(rules, 'id', rules)} names teams for {len(teams)} seats, not {players}")
    return teams


def fingerprint_json(data: Any) -> str:
    """A stable hash of a JSON-able value (canonical form: sorted keys, no spaces)."""
    text = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode("ascii")).hexdigest()[:32]


def fingerprint(rules: Rules, state: Any) -> str:
    return fingerprint_json(rules.state_to_json(state))
