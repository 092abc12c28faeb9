"""Golden games: one recorded playthrough format for every registered game.

A golden game is a text file: a header naming the game, player count, seed, options and the chooser
that picked the moves, then one line per step — the step number, how many actions were legal, a
fingerprint of the acting seat's view, and the action in its compact text form
(``Action.to_text``) — and at the end the state's fingerprint, every seat's score lines and the
winners. Replaying the actions must give the same line at every step, so a rules change shows in a
diff at the first step where the game went another way (like pinned perft counts in chess).

``tools/golden.py`` writes the files (``tests/golden/``) from their headers; ``tests/test_golden.py``
replays them. Choosers play on the true state: they only pick test moves, they are not bots.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable
from typing import Any

from game.core.canonical import canonical_fingerprint
from game.core.messages import Action, CodecError
from game.core.rng import Rng
from game.core.rules import Rules, fingerprint

VIEW_DIGITS = 12  # enough to tell two views apart in a file people read
HEADER = (
    "# A golden game of Salon, replayed by tests/test_golden.py. After a deliberate rules change run\n"
    "# `python tools/golden.py` and review the diff: the first changed step is where the game diverged.\n"
    "# Steps: number, legal actions, fingerprint of the acting seat's view, the action (seat, verb, fields).\n"
)

Chooser = Callable[[Any, list[Action]], Action]


class GoldenError(ValueError):
    """A golden file that cannot be read, or a chooser that cannot be built."""


@dataclasses.dataclass(frozen=True, slots=True)
class Case:
    """What a golden game is played from: ``steps`` None plays to the end, else that many actions."""

    game: str
    players: int
    seed: int
    options: dict[str, Any]
    chooser: str
    steps: int | None = None

    def name(self) -> str:
        """The file name's stem: ``paris_3p_8``."""
        return f"{self.game}_{self.players}p_{self.seed}"


@dataclasses.dataclass(frozen=True, slots=True)
class Step:
    """One decision: how many actions were legal, the actor's view fingerprint, the action taken."""

    legal: int
    view: str
    action: str

    def line(self, index: int) -> str:
        return f"{index:>4} {self.legal:>3} {self.view}  {self.action}"


@dataclasses.dataclass(frozen=True, slots=True)
class Golden:
    """A played golden game: its case, its steps and how it ended."""

    case: Case
    steps: tuple[Step, ...]
    final: str  # fingerprint of the last state
    scores: tuple[tuple[int, int, tuple[int, ...]], ...]  # (seat, total, points of each line)
    winners: tuple[int, ...]


# ------------------------------------------------------------------------------------------ choosers
def _first(_state: Any, legal: list[Action]) -> Action:
    return legal[0]


def _random(stream: int, seed: int) -> Chooser:
    rng = Rng(seed, stream=stream)
    return lambda _state, legal: legal[rng.below(len(legal))]


def _shy(stream: int, tag: str, odds: int, seed: int) -> Chooser:
    """Random, but an action tagged ``tag`` only when nothing else is legal or 1 time in ``odds``."""
    rng = Rng(seed, stream=stream)

    def choose(_state: Any, legal: list[Action]) -> Action:
        pool = [a for a in legal if a.TAG != tag] or legal
        if len(pool) < len(legal) and rng.below(odds) == 0:
            pool = legal
        return pool[rng.below(len(pool))]

    return choose


def _lookahead(rules: Rules[Any, Any], stream: int, noise: float, seed: int) -> Chooser:
    """The action whose result the game's heuristic likes best, with a little seeded noise."""
    rng = Rng(seed, stream=stream)

    def choose(state: Any, legal: list[Action]) -> Action:
        seat = legal[0].seat
        best, best_value = legal[0], float("-inf")
        for action in legal:
            after = rules.clone(state)
            rules.apply(after, action)
            value = rules.heuristic(after, seat) + noise * rng.random()
            if value > best_value:
                best, best_value = action, value
        return best

    return choose


CHOOSERS = {
    "first": "first — always the first legal action (pinned counts, like perft)",
    "random": "random STREAM — a uniform pick from the game's seed and STREAM",
    "shy": "shy STREAM TAG ODDS — random, avoiding TAG unless alone or 1 time in ODDS",
    "lookahead": "lookahead STREAM NOISE — the best heuristic value one action ahead, plus noise",
}


def make_chooser(rules: Rules[Any, Any], spec: str, seed: int) -> Chooser:
    """The chooser a header names (see ``CHOOSERS``)."""
    name, *args = spec.split()
    try:
        if name == "first" and not args:
            return _first
        if name == "random" and len(args) == 1:
            return _random(int(args[0]), seed)
        if name == "shy" and len(args) == 3:
            return _shy(int(args[0]), args[1], int(args[2]), seed)
        if name == "lookahead" and len(args) == 2:
            return _lookahead(rules, int(args[0]), float(args[1]), seed)
    except ValueError:
        pass
    known = "; ".join(CHOOSERS.values())
    raise GoldenError(f"unknown chooser {spec!r} (known: {known})")


# ------------------------------------------------------------------------------------------ playing
def view_fingerprint(rules: Rules[Any, Any], state: Any, seat: int | None) -> str:
    """A short fingerprint of what ``seat`` sees."""
    return canonical_fingerprint(rules.view(state, seat), VIEW_DIGITS)


def _ending(rules: Rules[Any, Any], case: Case, state: Any, steps: list[Step]) -> Golden:
    sheets = sorted(rules.score(state), key=lambda s: s.seat)
    scores = tuple((s.seat, s.total, tuple(ln.points for ln in s.lines)) for s in sheets)
    winners = tuple(rules.outcome(state).winners) if rules.to_act(state) is None else ()
    return Golden(case, tuple(steps), fingerprint(rules, state), scores, winners)


def play(rules: Rules[Any, Any], case: Case) -> Golden:
    """Play ``case`` with its chooser and record every step."""
    chooser = make_chooser(rules, case.chooser, case.seed)
    state = rules.new_game(case.players, case.seed, case.options)
    steps: list[Step] = []
    while (seat := rules.to_act(state)) is not None and (case.steps is None or len(steps) < case.steps):
        legal = rules.legal_actions(state)
        action = chooser(state, legal)
        steps.append(Step(len(legal), view_fingerprint(rules, state, seat), action.to_text()))
        rules.apply(state, action)
    return _ending(rules, case, state, steps)


def replay(rules: Rules[Any, Any], golden: Golden) -> Golden:
    """Replay a golden game's actions and record what this code makes of them.

    GoldenError names the first step whose action cannot be read or is not legal here."""
    case = golden.case
    state = rules.new_game(case.players, case.seed, case.options)
    steps: list[Step] = []
    for index, step in enumerate(golden.steps):
        seat = rules.to_act(state)
        if seat is None:
            raise GoldenError(f"{case.name()}: step {index}: the game is already over")
        try:
            action = Action.from_text(step.action, case.game)
        except CodecError as exc:
            raise GoldenError(f"{case.name()}: step {index}: {exc}") from None
        legal = rules.legal_actions(state)
        steps.append(Step(len(legal), view_fingerprint(rules, state, seat), action.to_text()))
        if action not in legal:
            raise GoldenError(
                f"{case.name()}: step {index}: {step.action!r} is not legal here\n"
                + first_divergence(golden, _ending(rules, case, state, steps))
            )
        rules.apply(state, action)
    return _ending(rules, case, state, steps)


def first_divergence(expected: Golden, got: Golden) -> str:
    """Where two recordings of a game part (empty when they agree), as a few readable lines."""
    for index, (want, have) in enumerate(zip(expected.steps, got.steps, strict=False)):
        if want != have:
            return f"step {index} differs:\n  golden: {want.line(index)}\n  now:    {have.line(index)}"
    if len(expected.steps) != len(got.steps):
        return f"the golden game has {len(expected.steps)} steps, this one {len(got.steps)}"
    lines_want, lines_have = format_golden(expected).splitlines(), format_golden(got).splitlines()
    for want_line, have_line in zip(lines_want, lines_have, strict=False):
        if want_line != have_line:
            return f"the ending differs:\n  golden: {want_line}\n  now:    {have_line}"
    if len(lines_want) != len(lines_have):
        return "the ending differs in length"
    return ""


# ------------------------------------------------------------------------------------------ the file
def format_golden(golden: Golden) -> str:
    """The golden file's text."""
    case = golden.case
    out = [
        HEADER.rstrip("\n"),
        f"game {case.game}",
        f"players {case.players}",
        f"seed {case.seed}",
        f"options {json.dumps(case.options, sort_keys=True, separators=(',', ':'))}",
        f"chooser {case.chooser}",
        f"steps {'all' if case.steps is None else case.steps}",
    ]
    out.extend(step.line(i) for i, step in enumerate(golden.steps))
    out.append(f"final {golden.final}")
    for seat, total, points in golden.scores:
        out.append(f"score {seat} {total} = {' '.join(str(p) for p in points)}".rstrip())
    out.append(f"winners {' '.join(str(w) for w in golden.winners) or 'none'}")
    return "\n".join(out) + "\n"


def _ints(words: list[str], where: str) -> tuple[int, ...]:
    try:
        return tuple(int(w) for w in words)
    except ValueError:
        raise GoldenError(f"{where}: expected whole numbers, found {' '.join(words)!r}") from None


def parse_golden(text: str, where: str = "golden file") -> Golden:
    """Read a golden file's text; GoldenError names the line that does not fit."""
    head: dict[str, str] = {}
    steps: list[Step] = []
    scores: list[tuple[int, int, tuple[int, ...]]] = []
    final = ""
    winners_seen: tuple[int, ...] = ()
    for number, line in enumerate(text.splitlines(), 1):
        at = f"{where}:{number}"
        if not line.strip() or line.startswith("#"):
            continue
        words = line.split()
        if words[0].isdigit():
            parts = line.split(maxsplit=3)
            if len(parts) != 4 or int(parts[0]) != len(steps) or not parts[1].isdigit():
                raise GoldenError(f"{at}: a step line must read 'number legal view action' in order")
            steps.append(Step(int(parts[1]), parts[2], parts[3]))
        elif words[0] in ("game", "players", "seed", "options", "chooser", "steps") and len(words) > 1:
            head[words[0]] = line.split(maxsplit=1)[1]
        elif words[0] == "final" and len(words) == 2:
            final = words[1]
        elif words[0] == "score" and len(words) >= 4 and words[3] == "=":
            seat, total = _ints(words[1:3], at)
            scores.append((seat, total, _ints(words[4:], at)))
        elif words[0] == "winners":
            winners_seen = () if words[1:] == ["none"] else _ints(words[1:], at)
        else:
            raise GoldenError(f"{at}: cannot read {line[:60]!r}")
    missing = [k for k in ("game", "players", "seed", "options", "chooser", "steps") if k not in head]
    if missing or not final:
        raise GoldenError(f"{where}: missing {', '.join(missing) or 'the final fingerprint'}")
    try:
        options = json.loads(head["options"])
        case = Case(
            game=head["game"],
            players=int(head["players"]),
            seed=int(head["seed"]),
            options=options,
            chooser=head["chooser"],
            steps=None if head["steps"] == "all" else int(head["steps"]),
        )
    except ValueError as exc:
        raise GoldenError(f"{where}: bad header ({exc})") from None
    if not isinstance(options, dict):
        raise GoldenError(f"{where}: options must be a JSON object")
    return Golden(case, tuple(steps), final, tuple(scores), winners_seen)
