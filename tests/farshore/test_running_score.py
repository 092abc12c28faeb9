"""The running count of a city's open points (issue 14): every change of a seat's visible points
comes with a ``Scored`` event, so the table's seat badges count along. The rules declare what the
count depends on (``running_marks``) and how it changed (``score_changes``); the controller adds the
events around each accepted move, so ``apply`` and the search's ``apply_trusted`` give the same
events (tests/test_event_forms.py)."""

from __future__ import annotations

import pytest

from game.core.controller import Controller
from game.core.messages import Event, Scored
from game.core.rng import Rng
from game.core.saves import SeatConfig
from game.farshore import RULES, scoring
from game.farshore.state import State


def _play(players: int, seed: int, moves: int | None = None) -> tuple[State, list[list[Event]]]:
    """A random game through the controller; the events of each accepted move."""
    seats = [SeatConfig(f"P{i + 1}", "human", colour=i) for i in range(players)]
    c = Controller(RULES, seats, seed, options={})
    rng = Rng(seed + 1000)
    out: list[list[Event]] = []
    while (seat := c.to_act()) is not None and (moves is None or len(out) < moves):
        legal = c.legal(seat)
        got = c.submit(seat, legal[rng.below(len(legal))])
        assert got.accepted, got.reason
        out.append(list(got.events))
    return c.state_for_tests(), out


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


def test_the_rules_events_carry_no_running_count() -> None:
    """The count is the controller's: the rules' own events (``apply`` as ``apply_trusted``) have no
    Scored, and the same state."""
    st = RULES.new_game(2, 5, {})
    fast = RULES.clone(st)
    rng = Rng(9)
    for _ in range(60):
        legal = RULES.legal_actions(st)
        a = legal[rng.below(len(legal))]
        assert not any(isinstance(ev, Scored) for ev in RULES.apply(st, a))
        assert not any(isinstance(ev, Scored) for ev in RULES.apply_trusted(fast, a))
    assert RULES.state_to_json(st) == RULES.state_to_json(fast)
