"""The conformance battery: one set of checks that judges every registered game.

``check_game`` plays seeded games with a chooser (random by default) and after every action checks
the contract: legal actions non-empty until the end and all for the seat to act, JSON round trips
(actions, events, state), clone equal and independent, illegal actions refused without change,
views unchanged by re-dealing what the viewer cannot see, determinized states offering the actor
the same legal actions, score totals, bounded length, the game's own invariants, and replay from
(seed, options, actions) reproducing the same events and state.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from game.core.messages import Action, Event, IllegalAction, from_json
from game.core.rng import Rng
from game.core.rules import Rules, fingerprint

Chooser = Callable[[Any, list[Action], Rng], Action]


class ConformanceError(AssertionError):
    """A broken contract, with the seed and action index that reproduce it."""


@dataclasses.dataclass
class GameRecord:
    """One played game: its inputs, every action, and the final state."""

    seed: int
    players: int
    options: dict[str, Any]
    actions: list[Action]
    final: Any
    checks: int = 0


def random_chooser(_state: Any, legal: list[Action], rng: Rng) -> Action:
    return legal[rng.below(len(legal))]


def _fail(msg: str, seed: int, index: int) -> ConformanceError:
    return ConformanceError(f"{msg} (seed {seed}, action index {index})")


def _roundtrip_json(value: Any) -> Any:
    return json.loads(json.dumps(value))


def _check_legal(rules: Rules[Any, Any], seat: int | None, legal: list[Action], seed: int, index: int) -> None:
    """Legal actions: none once the game is over, else some, all for the seat to act, distinct, JSON-safe."""
    if seat is None:
        if legal:
            raise _fail("legal actions offered after the game ended", seed, index)
        return
    if not legal:
        raise _fail(f"no legal action for seat {seat}", seed, index)
    for a in legal:
        if a.seat != seat:
            raise _fail(f"legal action {a} is not for the seat to act ({seat})", seed, index)
        if from_json(_roundtrip_json(a.to_json())) != a:
            raise _fail(f"action {a} does not survive a JSON round trip", seed, index)
    if len(set(legal)) != len(legal):
        raise _fail("duplicate legal actions", seed, index)


def _check_copies(rules: Rules[Any, Any], state: Any, seed: int, index: int) -> Any:
    """The state survives a JSON round trip and clones equal; returns the clone."""
    data = rules.state_to_json(state)
    again = rules.state_to_json(rules.state_from_json(_roundtrip_json(data)))
    if again != _roundtrip_json(data):
        raise _fail("state does not survive a JSON round trip", seed, index)
    twin = rules.clone(state)
    if rules.state_to_json(twin) != data:
        raise _fail("clone differs from the original", seed, index)
    return twin


def _check_independence(
    rules: Rules[Any, Any], state: Any, twin: Any, seat: int, legal: list[Action], rng: Rng, seed: int, index: int
) -> None:
    """Applying to a clone leaves the original alone; an action by another seat is refused unchanged."""
    before = fingerprint(rules, state)
    rules.apply(twin, legal[rng.below(len(legal))])
    if fingerprint(rules, state) != before:
        raise _fail("applying to a clone changed the original", seed, index)
    others = [s for s in range(rules.num_players(state)) if s != seat]
    if not others:
        return
    wrong = dataclasses.replace(legal[0], seat=others[0])
    try:
        rules.apply(state, wrong)
    except IllegalAction as exc:
        if "." not in exc.key:
            raise _fail(f"refusal key {exc.key!r} is not '<game>.<reason>'", seed, index) from None
    else:
        raise _fail("an action by a seat not to act was accepted", seed, index)
    if fingerprint(rules, state) != before:
        raise _fail("a refused action changed the state", seed, index)


def _check_views(
    rules: Rules[Any, Any], state: Any, seat: int | None, legal: list[Action], rng: Rng, seed: int, index: int
) -> int:
    """Re-dealing what a seat cannot see never changes its view, the public view, or the actor's choices."""
    n = 0
    public = rules.view(state, None)
    for k in range(rules.num_players(state)):
        v = rules.view(state, k)
        # what seat k cannot see must not show in the spectator's view either
        if rules.view(rules.determinize(v, rng.fork()), None) != public:
            raise _fail(
                f"the public view changes when seat {k}'s unknowns are re-dealt (a leak)", seed, index
            )
        for _ in range(2):
            det = rules.determinize(v, rng.fork())
            if rules.view(det, k) != v:
                raise _fail(f"view of seat {k} changes when its hidden information is re-dealt", seed, index)
            if k == seat and rules.legal_actions(det) != legal:
                raise _fail(f"a re-dealt state offers seat {k} other legal actions", seed, index)
            if rules.to_act(det) != seat:
                raise _fail("a re-dealt state has another seat to act", seed, index)
            n += 2
    return n


def check_state(rules: Rules[Any, Any], state: Any, seed: int, index: int, rng: Rng, deep: bool) -> int:
    """Check one position; returns how many checks ran."""
    seat = rules.to_act(state)
    legal = rules.legal_actions(state)
    _check_legal(rules, seat, legal, seed, index)
    rules.check_invariants(state)
    for sheet in rules.score(state):
        if sheet.total != sum(line.points for line in sheet.lines):
            raise _fail(f"score sheet of seat {sheet.seat} does not add up", seed, index)
    n = 3
    if not deep:
        return n
    twin = _check_copies(rules, state, seed, index)
    n += 2
    if seat is not None and legal:
        _check_independence(rules, state, twin, seat, legal, rng, seed, index)
        n += 2
    return n + _check_views(rules, state, seat, legal, rng, seed, index)


def play_game(
    rules: Rules[Any, Any],
    players: int,
    seed: int,
    options: Mapping[str, Any] | None = None,
    chooser: Chooser = random_chooser,
    check: bool = True,
    deep_every: int = 1,
) -> GameRecord:
    """Play one game to the end, checking the contract after every action when ``check``."""
    opts = dict(options or {})
    state = rules.new_game(players, seed, opts)
    rng = Rng(seed, stream=7)
    actions: list[Action] = []
    events: list[Event] = []
    checks = 0
    index = 0
    while True:
        if check:
            checks += check_state(rules, state, seed, index, rng, deep=(index % deep_every == 0))
        if rules.to_act(state) is None:
            break
        if index >= rules.max_actions:
            raise _fail(f"game longer than {rules.max_actions} actions", seed, index)
        legal = rules.legal_actions(state)
        action = chooser(rules.view(state, rules.to_act(state)), legal, rng)
        try:
            new_events = rules.apply(state, action)
        except IllegalAction as exc:
            raise _fail(f"legal action {action} refused: {exc}", seed, index) from None
        if check:
            _check_events(new_events, players, seed, index)
        events.extend(new_events)
        actions.append(action)
        index += 1
    record = GameRecord(seed, players, opts, actions, state, checks)
    if check:
        _check_ending(rules, record, events, index)
        record.checks += 3
    return record


def _check_events(events: list[Event], players: int, seed: int, index: int) -> None:
    """Every event, and what each viewer sees of it, survives a JSON round trip."""
    for ev in events:
        if from_json(_roundtrip_json(ev.to_json())) != ev:
            raise _fail(f"event {ev} does not survive a JSON round trip", seed, index)
        for k in [None, *range(players)]:
            red = ev.redact(k)
            if red is not None and from_json(_roundtrip_json(red.to_json())) != red:
                raise _fail(f"redacted event {red} breaks JSON", seed, index)


def _check_ending(rules: Rules[Any, Any], record: GameRecord, events: list[Event], index: int) -> None:
    """Replaying the seed and actions gives the same game; the sheets cover every seat; winners are seats."""
    seed, players, state = record.seed, record.players, record.final
    replay = rules.new_game(players, seed, record.options)
    replay_events: list[Event] = []
    for a in record.actions:
        replay_events.extend(rules.apply(replay, a))
    if fingerprint(rules, replay) != fingerprint(rules, state) or replay_events != events:
        raise _fail("replaying the same seed and actions gave another game", seed, index)
    sheets = rules.score(state)
    if sorted(s.seat for s in sheets) != list(range(players)):
        raise _fail("score sheets do not cover every seat once", seed, index)
    outcome = rules.outcome(state)
    # a solo game against an automa may be lost: no winner among the seats
    if (not outcome.winners and players > 1) or not set(outcome.winners) <= set(range(players)):
        raise _fail(f"bad winners {outcome.winners}", seed, index)


def check_game(
    rules: Rules[Any, Any],
    players: int,
    seeds: Sequence[int] = (1, 2, 3),
    options: Mapping[str, Any] | None = None,
    chooser: Chooser = random_chooser,
    deep_every: int = 1,
) -> list[GameRecord]:
    """Run the battery over several seeds; raises ConformanceError on the first broken rule."""
    return [play_game(rules, players, s, options, chooser, True, deep_every) for s in seeds]
