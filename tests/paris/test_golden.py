"""Golden playthroughs (one per player count) and pinned legal-action counts.

Regenerate after a deliberate rules change with ``python -m tests.paris.test_golden --regen`` and
review the diff of ``tests/paris/golden/*.json``.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

from game.core.messages import from_json
from game.core.rng import Rng
from game.core.rules import fingerprint
from game.paris import RULES

GOLDEN = Path(__file__).with_name("golden")
CASES = {2: (7, {}), 3: (8, {"etoile": True}), 4: (9, {"variant_free_placement": True})}


def play(players: int, seed: int, options: dict[str, Any]) -> dict[str, Any]:
    """A seeded random game: its actions, final fingerprint and scores."""
    s = RULES.new_game(players, seed, options)
    rng = Rng(seed, stream=77)
    actions = []
    while RULES.to_act(s) is not None:
        legal = RULES.legal_actions(s)
        a = legal[rng.below(len(legal))]
        RULES.apply(s, a)
        actions.append(a.to_json())
    return {
        "players": players,
        "seed": seed,
        "options": options,
        "actions": actions,
        "fingerprint": fingerprint(RULES, s),
        "scores": [sh.total for sh in RULES.score(s)],
        "winners": list(RULES.outcome(s).winners),
    }


def regen() -> None:
    GOLDEN.mkdir(exist_ok=True)
    for n, (seed, opts) in CASES.items():
        (GOLDEN / f"paris_{n}p.json").write_text(json.dumps(play(n, seed, opts), indent=0) + "\n")


@pytest.mark.parametrize("players", sorted(CASES))
def test_golden_playthrough(players: int) -> None:
    data = json.loads((GOLDEN / f"paris_{players}p.json").read_text())
    s = RULES.new_game(players, data["seed"], data["options"])
    for raw in data["actions"]:
        RULES.apply(s, from_json(raw))
    assert RULES.to_act(s) is None
    assert fingerprint(RULES, s) == data["fingerprint"]
    assert [sh.total for sh in RULES.score(s)] == data["scores"]
    assert list(RULES.outcome(s).winners) == data["winners"]


def first_action_counts(players: int, seed: int, options: dict[str, Any], steps: int) -> list[int]:
    s = RULES.new_game(players, seed, options)
    out = []
    for _ in range(steps):
        legal = RULES.legal_actions(s)
        out.append(len(legal))
        RULES.apply(s, legal[0])
    return out


# len(legal_actions) while always playing the first legal action (like a perft count)
PINNED: dict[tuple[int, int, bool], list[int]] = {
    (2, 1, False): [
        3,
        7,
        3,
        7,
        3,
        6,
        3,
        6,
        3,
        6,
        3,
        6,
        3,
        6,
        3,
        7,
        3,
        7,
        3,
        8,
        3,
        9,
        2,
        10,
        2,
        12,
        2,
        13,
        2,
        24,
        31,
        3,
        2,
        2,
        24,
        30,
        3,
        2,
        2,
        25,
    ],
    (3, 2, True): [
        3,
        7,
        3,
        7,
        3,
        7,
        3,
        6,
        3,
        6,
        3,
        6,
        3,
        5,
        3,
        5,
        3,
        5,
        3,
        7,
        3,
        7,
        2,
        8,
        2,
        9,
        2,
        10,
        2,
        10,
        2,
        12,
        2,
        13,
        2,
        14,
        2,
        15,
        9,
        2,
    ],
    (4, 3, False): [
        3,
        7,
        3,
        7,
        3,
        7,
        3,
        7,
        3,
        6,
        3,
        6,
        3,
        6,
        3,
        6,
        3,
        6,
        3,
        7,
        3,
        8,
        2,
        8,
        2,
        8,
        2,
        9,
        2,
        10,
        2,
        10,
        2,
        12,
        2,
        13,
        2,
        13,
        2,
        14,
    ],
}


@pytest.mark.parametrize(("players", "seed", "etoile"), sorted(PINNED))
def test_pinned_legal_action_counts(players: int, seed: int, etoile: bool) -> None:
    counts = first_action_counts(players, seed, {"etoile": etoile}, 40)
    assert counts == PINNED[(players, seed, etoile)]


if __name__ == "__main__":
    if "--regen" in sys.argv:
        regen()
    for key in sorted(PINNED):
        print(key, first_action_counts(key[0], key[1], {"etoile": key[2]}, 40))
