"""Golden playthroughs (one per player count) and pinned legal-action counts.

Regenerate the golden files after a deliberate rules change with
``python -m tests.droids.test_golden --regen`` and review the diff.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from game.core.messages import from_json
from game.core.rng import Rng
from game.core.rules import fingerprint
from game.droids import RULES

GOLDEN = Path(__file__).with_name("golden")
CASES = {1: (101, {}), 2: (102, {}), 3: (103, {}), 4: (104, {})}


def _greedy_true_state(state, legal, rng):  # noqa: ANN001
    """Deterministic chooser for the golden games: best heuristic on the true state, seeded noise."""
    seat = legal[0].seat
    best, best_v = legal[0], float("-inf")
    for a in legal:
        t = RULES.clone(state)
        RULES.apply(t, a)
        v = RULES.heuristic(t, seat) + 0.3 * rng.random()
        if v > best_v:
            best, best_v = a, v
    return best


def play(players: int) -> dict:
    seed, options = CASES[players]
    state = RULES.new_game(players, seed, options)
    rng = Rng(seed, stream=5)
    actions = []
    while RULES.to_act(state) is not None:
        legal = RULES.legal_actions(state)
        a = _greedy_true_state(state, legal, rng)
        RULES.apply(state, a)
        actions.append(a.to_json())
    return {
        "players": players,
        "seed": seed,
        "options": options,
        "actions": actions,
        "fingerprint": fingerprint(RULES, state),
        "scores": [sh.total for sh in RULES.score(state)],
        "winners": list(RULES.outcome(state).winners),
        "turns": state.turn,
    }


def regen() -> None:
    GOLDEN.mkdir(exist_ok=True)
    for players in CASES:
        data = play(players)
        (GOLDEN / f"droids_{players}p.json").write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
        print(players, "players:", len(data["actions"]), "actions, scores", data["scores"])


@pytest.mark.parametrize("players", sorted(CASES))
def test_golden_playthrough(players: int) -> None:
    data = json.loads((GOLDEN / f"droids_{players}p.json").read_text(encoding="utf-8"))
    state = RULES.new_game(players, data["seed"], data["options"])
    for raw in data["actions"]:
        RULES.apply(state, from_json(raw))
    assert RULES.to_act(state) is None
    assert [sh.total for sh in RULES.score(state)] == data["scores"]
    assert list(RULES.outcome(state).winners) == data["winners"]
    assert fingerprint(RULES, state) == data["fingerprint"]


def first_action_counts(players: int, seed: int, steps: int) -> list[int]:
    state = RULES.new_game(players, seed, {})
    counts = []
    for _ in range(steps):
        legal = RULES.legal_actions(state)
        counts.append(len(legal))
        RULES.apply(state, legal[0])
    return counts


PINNED = {
    (1, 7): [
        2,
        5,
        4,
        4,
        6,
        2,
        7,
        4,
        2,
        4,
        7,
        2,
        7,
        9,
        2,
        10,
        6,
        4,
        2,
        6,
        9,
        11,
        8,
        2,
        8,
        12,
        14,
        14,
        2,
        15,
        13,
        14,
        4,
        2,
        1,
        14,
        14,
        20,
        2,
        21,
    ],
    (2, 7): [
        2,
        5,
        5,
        4,
        4,
        2,
        4,
        4,
        4,
        4,
        2,
        5,
        5,
        4,
        4,
        2,
        5,
        4,
        4,
        8,
        2,
        8,
        4,
        9,
        4,
        2,
        4,
        10,
        6,
        6,
        4,
        4,
        2,
        7,
        6,
        4,
        4,
        9,
        2,
        10,
    ],
    (3, 7): [
        3,
        2,
        5,
        5,
        5,
        6,
        4,
        4,
        3,
        2,
        4,
        2,
        4,
        2,
        7,
        6,
        6,
        6,
        3,
        2,
        7,
        6,
        2,
        7,
        4,
        7,
        4,
        3,
        2,
        8,
        4,
        2,
        4,
        2,
        4,
        6,
        6,
        3,
        2,
        7,
    ],
    (4, 7): [
        2,
        2,
        5,
        4,
        5,
        4,
        4,
        8,
        4,
        6,
        2,
        2,
        9,
        4,
        7,
        4,
        8,
        6,
        4,
        4,
        2,
        2,
        6,
        4,
        5,
        9,
        7,
        6,
        4,
        7,
        2,
        2,
        7,
        4,
        8,
        8,
        4,
        7,
        4,
        7,
    ],
}


@pytest.mark.parametrize(("players", "seed"), sorted(PINNED))
def test_pinned_legal_action_counts(players: int, seed: int) -> None:
    assert first_action_counts(players, seed, 40) == PINNED[(players, seed)]


if __name__ == "__main__":
    if "--regen" in sys.argv:
        regen()
    else:
        for key in sorted(PINNED):
            print(key, first_action_counts(key[0], key[1], 40))
