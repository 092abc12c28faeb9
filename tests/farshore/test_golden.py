"""Golden playthroughs (one per player count) and pinned legal-action counts.

Regenerate after a deliberate rules change with ``python -m tests.farshore.test_golden --regen`` and
review the diff of tests/farshore/golden/*.json.
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
from game.farshore import RULES

GOLDEN = Path(__file__).with_name("golden")
CASES: list[tuple[int, int, dict[str, Any]]] = [
    (1, 101, {"solo_level": "bosun"}),
    (2, 202, {}),
    (3, 303, {}),
    (4, 404, {"random_first": True}),
]
PIN_STEPS = 80


def _path(n: int) -> Path:
    return GOLDEN / f"farshore_{n}p.json"


def play(n: int, seed: int, options: dict[str, Any]) -> dict[str, Any]:
    """A seeded random game; passes are avoided while anything else is legal (longer, richer games)."""
    st = RULES.new_game(n, seed, options)
    rng = Rng(seed, stream=99)
    actions = []
    while RULES.to_act(st) is not None:
        legal = RULES.legal_actions(st)
        pool = [a for a in legal if a.TAG != "farshore.pass"] or legal
        if len(pool) < len(legal) and rng.below(6) == 0:
            pool = legal
        a = pool[rng.below(len(pool))]
        RULES.apply(st, a)
        actions.append(a.to_json())
    return {
        "seed": seed,
        "players": n,
        "options": options,
        "actions": actions,
        "fingerprint": fingerprint(RULES, st),
        "scores": [s.total for s in RULES.score(st)],
        "lines": [[ln.points for ln in s.lines] for s in RULES.score(st)],
        "winners": list(RULES.outcome(st).winners),
    }


def pinned_counts(n: int, seed: int) -> list[int]:
    st = RULES.new_game(n, seed, {})
    out = []
    for _ in range(PIN_STEPS):
        if RULES.to_act(st) is None:
            break
        legal = RULES.legal_actions(st)
        out.append(len(legal))
        RULES.apply(st, legal[0])
    return out


def regen() -> None:
    GOLDEN.mkdir(exist_ok=True)
    for n, seed, opts in CASES:
        data = play(n, seed, opts)
        _path(n).write_text(json.dumps(data, indent=1, sort_keys=True) + "\n")
    pins = {str(n): pinned_counts(n, 7 * n) for n in (1, 2, 3, 4)}
    (GOLDEN / "farshore_pinned_counts.json").write_text(json.dumps(pins, sort_keys=True) + "\n")


@pytest.mark.parametrize(("n", "seed", "options"), CASES)
def test_golden_playthrough(n: int, seed: int, options: dict[str, Any]) -> None:
    data = json.loads(_path(n).read_text())
    assert data["seed"] == seed and data["options"] == options
    st = RULES.new_game(n, seed, options)
    for aj in data["actions"]:
        a = from_json(aj)
        assert a in RULES.legal_actions(st)
        RULES.apply(st, a)
    assert RULES.to_act(st) is None
    assert fingerprint(RULES, st) == data["fingerprint"]
    assert [s.total for s in RULES.score(st)] == data["scores"]
    assert [[ln.points for ln in s.lines] for s in RULES.score(st)] == data["lines"]
    assert list(RULES.outcome(st).winners) == data["winners"]


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_pinned_legal_action_counts(n: int) -> None:
    pins = json.loads((GOLDEN / "farshore_pinned_counts.json").read_text())
    assert pinned_counts(n, 7 * n) == pins[str(n)]


if __name__ == "__main__":
    if "--regen" in sys.argv:
        regen()
        print("regenerated", sorted(p.name for p in GOLDEN.glob("*.json")))
