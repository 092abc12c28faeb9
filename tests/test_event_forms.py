"""One form of each event: the gate (``apply``, what the table calls) and the search
(``apply_trusted``) give the same events for the same move, in every game, over seeded random games
of every player count. A game whose events depended on who asked would show the table one story and
plan the bots' moves on another.

``ONLY_THROUGH_THE_GATE`` lists the event classes a game still adds in ``apply`` alone, each with its
reason. The test fails when a listed class is not seen at all (so the list shrinks with the code) and
when any other event differs.
"""

from __future__ import annotations

import pytest

from game.core.messages import Event
from game.core.rng import Rng
from game.registry import GAMES

# Events a game may give only through the gate: none (Farshore's running-score badges are the
# controller's, from Rules.running_marks / score_changes, not the rules' events).
ONLY_THROUGH_THE_GATE: dict[str, tuple[type[Event], ...]] = {}


def _play(gid: str, players: int, seed: int, moves: int) -> tuple[int, set[type[Event]]]:
    rules = GAMES[gid]
    gate_only = ONLY_THROUGH_THE_GATE.get(gid, ())
    st = rules.new_game(players, seed, {})
    rng = Rng(seed * 31 + players)
    compared, skipped = 0, set()
    for _ in range(moves):
        if rules.to_act(st) is None:
            break
        legal = rules.legal_actions(st)
        action = legal[rng.below(len(legal))]
        fast = rules.clone(st)
        trusted = rules.apply_trusted(fast, action)
        checked = rules.apply(st, action)
        skipped |= {type(e) for e in checked if isinstance(e, gate_only)}
        checked = [e for e in checked if not isinstance(e, gate_only)]
        assert trusted == checked, (gid, players, seed, action)
        assert rules.state_to_json(fast) == rules.state_to_json(st), (gid, action)
        compared += 1
    return compared, skipped


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_apply_and_apply_trusted_give_the_same_events(gid: str) -> None:
    rules = GAMES[gid]
    compared, skipped = 0, set()
    for players in range(rules.min_players, rules.max_players + 1):
        for seed in (3, 11):
            n, seen = _play(gid, players, seed, moves=150)
            compared += n
            skipped |= seen
    assert compared > 100  # the games were played, not refused at the first move
    listed = set(ONLY_THROUGH_THE_GATE.get(gid, ()))
    assert skipped == listed, f"{gid}: gate-only events listed {listed}, seen {skipped}"
