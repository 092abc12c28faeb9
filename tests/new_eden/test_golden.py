"""Golden playthroughs (one per player count) and pinned legal-action counts.

Regenerate after a deliberate rules change with ``python -m tests.new_eden.test_golden --regen``
and review the diff of tests/new_eden/golden/.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from game.core.messages import from_json
from game.core.rng import Rng
from game.core.rules import fingerprint
from game.new_eden import RULES

GOLDEN = Path(__file__).with_name("golden")
CASES = [(2, 101, {}), (3, 202, {"start_player": 2}), (4, 303, {})]


def _path(players: int) -> Path:
    return GOLDEN / f"new_eden_{players}p.json"


def play_random(players: int, seed: int, options: dict) -> tuple[list, object]:
    state = RULES.new_game(players, seed, options)
    rng = Rng(seed, stream=99)
    actions = []
    while RULES.to_act(state) is not None:
        legal = RULES.legal_actions(state)
        action = legal[rng.below(len(legal))]
        RULES.apply(state, action)
        actions.append(action)
    return actions, state


def regen() -> None:
    GOLDEN.mkdir(exist_ok=True)
    for players, seed, options in CASES:
        actions, state = play_random(players, seed, options)
        data = {
            "game": "new_eden",
            "players": players,
            "seed": seed,
            "options": options,
            "actions": [a.to_json() for a in actions],
            "fingerprint": fingerprint(RULES, state),
            "scores": [sheet.total for sheet in RULES.score(state)],
            "winners": list(RULES.outcome(state).winners),
        }
        _path(players).write_text(json.dumps(data, indent=1) + "\n")
        print(f"wrote {_path(players)}: {len(actions)} actions, scores {data['scores']}")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_golden_playthrough(players):
    data = json.loads(_path(players).read_text())
    state = RULES.new_game(players, data["seed"], data["options"])
    for raw in data["actions"]:
        RULES.apply(state, from_json(raw))
    assert RULES.to_act(state) is None
    assert [sheet.total for sheet in RULES.score(state)] == data["scores"]
    assert list(RULES.outcome(state).winners) == data["winners"]
    assert fingerprint(RULES, state) == data["fingerprint"]


def first_action_counts(players: int, seed: int, steps: int) -> list[int]:
    state = RULES.new_game(players, seed, {})
    out = []
    for _ in range(steps):
        legal = RULES.legal_actions(state)
        out.append(len(legal))
        if not legal:
            break
        RULES.apply(state, legal[0])
    return out


PINNED = {
    (2, 1): [
        5,
        3,
        4,
        3,
        13,
        3,
        12,
        2,
        11,
        3,
        10,
        3,
        9,
        8,
        7,
        5,
        6,
        4,
        6,
        3,
        5,
        2,
        4,
        3,
        4,
        2,
        3,
        3,
        2,
        2,
        2,
        2,
        2,
        2,
        2,
        1,
        1,
        2,
        11,
        3,
        11,
        2,
        10,
        3,
        9,
        3,
        8,
        7,
        6,
        4,
        6,
        4,
        5,
        3,
        5,
        2,
        4,
        3,
        4,
        2,
    ],
    (3, 1): [
        5,
        3,
        4,
        3,
        3,
        3,
        13,
        3,
        12,
        2,
        11,
        3,
        10,
        3,
        9,
        9,
        8,
        7,
        4,
        6,
        3,
        6,
        3,
        5,
        2,
        4,
        3,
        5,
        3,
        4,
        2,
        3,
        2,
        2,
        6,
        4,
        2,
        6,
        4,
        2,
        6,
        4,
        2,
        6,
        2,
        6,
        4,
        2,
        1,
        1,
        1,
        2,
        2,
        12,
        11,
        3,
        11,
        2,
        10,
        5,
    ],
    (4, 1): [
        5,
        3,
        4,
        3,
        3,
        3,
        2,
        3,
        16,
        3,
        15,
        2,
        14,
        3,
        13,
        3,
        12,
        3,
        11,
        10,
        9,
        8,
        7,
        5,
        6,
        4,
        6,
        3,
        5,
        2,
        5,
        4,
        4,
        4,
        3,
        3,
        3,
        2,
        2,
        4,
        4,
        3,
        2,
        4,
        4,
        2,
        3,
        2,
        4,
        4,
        3,
        2,
        2,
        3,
        2,
        4,
        2,
        3,
        2,
        1,
    ],
}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_pinned_legal_action_counts(players):
    assert first_action_counts(players, 1, 60) == PINNED[(players, 1)]


if __name__ == "__main__":
    if "--regen" in sys.argv:
        regen()
    else:
        for p in (2, 3, 4):
            print(p, first_action_counts(p, 1, 60))
