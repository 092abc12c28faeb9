"""Headless bot games with every invariant checked after every action (``main.py simulate``).

Seats rotate from game to game so that each level plays each seat equally. Every rules error is
caught, counted and reported with the seed and action index that reproduce it.
"""

from __future__ import annotations

import dataclasses
import math
import time
from collections.abc import Mapping, Sequence
from typing import Any

from game.bots import bot_rng, decide, get_bot
from game.bots.stats import win_share_ci as wilson
from game.core.conformance import ConformanceError, check_state
from game.core.messages import IllegalAction
from game.core.rng import Rng
from game.core.rules import Rules

DEEP_EVERY = 40  # a full round of deep checks (clone, JSON, re-deals) every this many actions


@dataclasses.dataclass
class SimResult:
    game: str
    players: int
    games: int
    errors: int = 0
    actions: int = 0
    play_seconds: float = 0.0
    check_seconds: float = 0.0
    invariant_checks: int = 0
    score_sums: list[float] = dataclasses.field(default_factory=list)
    level_wins: dict[str, float] = dataclasses.field(default_factory=dict)
    level_seats: dict[str, int] = dataclasses.field(default_factory=dict)
    level_scores: dict[str, float] = dataclasses.field(default_factory=dict)
    lengths: list[int] = dataclasses.field(default_factory=list)
    decision_ms: dict[str, list[float]] = dataclasses.field(default_factory=dict)
    failures: list[str] = dataclasses.field(default_factory=list)

    def summary(self) -> dict[str, Any]:
        games = max(1, self.games)
        actions = max(1, self.actions)
        per_level_games = {lvl: n for lvl, n in self.level_seats.items()}
        out: dict[str, Any] = {
            "game": self.game,
            "players": self.players,
            "games": self.games,
            "errors": self.errors,
            "actions": self.actions,
            "mean_length": round(self.actions / games, 1),
            "ms_per_action": round(1000.0 * self.play_seconds / actions, 4),
            "games_per_s": round(self.games / self.play_seconds, 3) if self.play_seconds else 0.0,
            "check_ms_per_action": round(1000.0 * self.check_seconds / actions, 4),
            "mean_scores": [round(s / games, 2) for s in self.score_sums],
            "mean_scores_by_level": {
                lvl: round(self.level_scores.get(lvl, 0.0) / n, 2) for lvl, n in per_level_games.items() if n
            },
            "wins_by_level": {lvl: round(w / games, 4) for lvl, w in self.level_wins.items()},
            "wins_ci_by_level": {
                lvl: [round(x, 4) for x in wilson(w, games)] for lvl, w in self.level_wins.items()
            },
            "decision_ms_median_by_level": {
                lvl: round(_quantile(v, 0.5), 3) for lvl, v in self.decision_ms.items() if v
            },
            "decision_ms_p99_by_level": {
                lvl: round(_quantile(v, 0.99), 3) for lvl, v in self.decision_ms.items() if v
            },
            "invariant_checks": self.invariant_checks,
        }
        if self.failures:
            out["failures"] = self.failures[:20]
        return out


def _quantile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return 0.0
    idx = min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))
    return ordered[idx]


def parse_levels(text: str, players: int) -> list[str]:
    levels = [t.strip() for t in text.split(",") if t.strip()]
    if len(levels) == 1:
        levels = levels * players
    if len(levels) != players:
        raise ValueError(f"--bots needs one level or {players} comma-separated levels")
    for lvl in levels:
        get_bot(lvl)  # refuses unknown levels
    return levels


def simulate(
    rules: Rules,
    players: int,
    levels: Sequence[str],
    games: int,
    seed: int,
    options: Mapping[str, Any] | None = None,
    check: bool = True,
) -> SimResult:
    """Play ``games`` bot games; the seat of each level rotates by one every game."""
    if not rules.min_players <= players <= rules.max_players:
        raise ValueError(f"{rules.name} is for {rules.min_players}–{rules.max_players} players")
    result = SimResult(rules.id, players, games, score_sums=[0.0] * players)
    opts = dict(options or {})
    for g in range(games):
        game_seed = seed + g
        seat_levels = [levels[(s + g) % players] for s in range(players)]
        bots = [get_bot(lvl) for lvl in seat_levels]
        for lvl in seat_levels:
            result.level_seats[lvl] = result.level_seats.get(lvl, 0) + 1
        index = 0
        try:
            state = rules.new_game(players, game_seed, opts)
            check_rng = Rng(game_seed, stream=5)
            while True:
                if check:
                    t0 = time.perf_counter()
                    result.invariant_checks += check_state(
                        rules, state, game_seed, index, check_rng, deep=(index % DEEP_EVERY == 0)
                    )
                    result.check_seconds += time.perf_counter() - t0
                seat = rules.to_act(state)
                if seat is None:
                    break
                if index >= rules.max_actions:
                    raise ConformanceError(f"game longer than {rules.max_actions} actions")
                t0 = time.perf_counter()
                legal = rules.legal_actions(state)
                t1 = time.perf_counter()
                action = decide(bots[seat], rules, rules.view(state, seat), legal,
                                bot_rng(game_seed, index, seat))
                t2 = time.perf_counter()
                rules.apply(state, action)
                t3 = time.perf_counter()
                result.play_seconds += t3 - t0
                result.decision_ms.setdefault(seat_levels[seat], []).append(1000.0 * (t2 - t1))
                index += 1
            result.actions += index
            result.lengths.append(index)
            sheets = {s.seat: s for s in rules.score(state)}
            for s in range(players):
                total = sheets[s].total if s in sheets else 0
                result.score_sums[s] += total
                lvl = seat_levels[s]
                result.level_scores[lvl] = result.level_scores.get(lvl, 0.0) + total
            winners = rules.outcome(state).winners
            for w in winners:
                lvl = seat_levels[w]
                result.level_wins[lvl] = result.level_wins.get(lvl, 0.0) + 1.0 / len(winners)
        except (ConformanceError, AssertionError, IllegalAction, Exception) as exc:  # noqa: BLE001
            result.errors += 1
            result.actions += index
            result.failures.append(
                f"seed {game_seed}, action index {index}: {type(exc).__name__}: {exc}"
            )
    for lvl in set(levels):
        result.level_wins.setdefault(lvl, 0.0)
    return result
