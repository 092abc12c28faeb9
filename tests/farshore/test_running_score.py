"""The running count of a city's open points (issue 14): the Farshore rules say every change of a
seat's visible points with a ``Scored`` event, so the table's seat badges count along."""

from __future__ import annotations

import pytest

from game.core.messages import Event, Scored
from game.core.rng import Rng
from game.farshore import RULES, scoring
from game.farshore.state import State


def _play(players: int, seed: int, moves: int | None = None) -> tuple[State, list[list[Event]]]:
    """A random game through the gate (the controller's path); the events of each action."""
    st = RULES.new_game(players, seed, {})
    rng = Rng(seed + 1000)
    out: list[list[Event]] = []
    while RULES.to_act(st) is not None and (moves is None or len(out) < moves):
        legal = RULES.legal_actions(st)
        out.append(list(RULES.apply(st, legal[rng.below(len(legal))])))
    return st, out


@pytest.mark.parametrize(("players", "seed"), [(1, 3), (2, 5), (3, 8), (4, 13)])
def test_last_scored_total_is_the_sheets_running_part(players: int, seed: int) -> None:
    st, actions = _play(players, seed)
    assert RULES.to_act(st) is None
    last: dict[int, int] = {}
    ticked: dict[int, int] = {}
    for events in actions:
        for ev in events:
            if isinstance(ev, Scored):
                assert 0 <= ev.seat < players  # the Rival has no badge
                assert ev.total is not None and ev.points != 0
                # each event's change leads from the seat's previous total to its new one
                assert ev.total == last.get(ev.seat, 0) + ev.points
                last[ev.seat] = ev.total
                ticked[ev.seat] = ticked.get(ev.seat, 0) + 1
    for seat, sheet in enumerate(RULES.score(st)):
        lines = {line.category: line.points for line in sheet.lines}
        running = sum(lines[k] for k in scoring.RUNNING)
        assert running > 0, "a whole game scores open points"
        assert last.get(seat, 0) == running
        # the sheet is the running count plus what only the end adds (the prosperity bonuses)
        assert sheet.total == last.get(seat, 0) + lines["farshore.score.prosperity"]
        assert ticked[seat] >= 3


def test_points_tick_as_they_come_not_only_at_the_end() -> None:
    _st, actions = _play(2, 5, moves=80)
    scored = [ev for events in actions for ev in events if isinstance(ev, Scored)]
    assert {ev.seat for ev in scored} == {0, 1}
    assert any(ev.total and ev.total > 0 for ev in scored)


def test_search_path_is_unchanged() -> None:
    """``apply_trusted`` (the bots' search) leaves the counting to the gate: same state, no Scored."""
    st = RULES.new_game(2, 5, {})
    fast = RULES.clone(st)
    rng = Rng(9)
    for _ in range(60):
        legal = RULES.legal_actions(st)
        a = legal[rng.below(len(legal))]
        RULES.apply(st, a)
        assert not any(isinstance(ev, Scored) for ev in RULES.apply_trusted(fast, a))
    assert RULES.state_to_json(st) == RULES.state_to_json(fast)
