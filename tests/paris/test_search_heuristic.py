"""The search's leaf score for Paris: the plain estimate plus the turns still owed in this round."""

import pytest

from game.paris import RULES
from game.paris.actions import PlaceBank
from game.paris.board import DISTRICTS
from game.paris.heuristics import TEMPO, heuristic, main_pending, search_heuristic
from tests.paris.helpers import fresh, turn


def test_the_turns_owed_this_round_count_for_their_seats() -> None:
    s = fresh(2)  # seat 0 to choose its action: both seats still act this round
    assert main_pending(s)
    assert search_heuristic(s, 0) == heuristic(s, 0)
    RULES.apply(s, PlaceBank(seat=0, district=DISTRICTS[0]))
    # seat 0 has acted (closing window or next turn): only seat 1's turn is owed
    assert not (s.seat == 0 and main_pending(s))
    assert search_heuristic(s, 0) == pytest.approx(heuristic(s, 0) - TEMPO)
    assert search_heuristic(s, 1) == pytest.approx(heuristic(s, 1) + TEMPO)


def test_in_three_players_every_later_seat_is_owed_its_turn() -> None:
    s = turn(fresh(3), 1)
    s.window = "closing"
    s.prompt = "closing"
    assert not main_pending(s)
    # seat 2 alone still acts this round
    assert search_heuristic(s, 2) - heuristic(s, 2) == pytest.approx(TEMPO)


def test_tile_27_counts_the_francs_still_to_come() -> None:
    from game.paris.heuristics import FRANCS_PER_TURN_WITH_27, own_turns_left

    s = fresh(2)
    before = search_heuristic(s, 1)
    for stack in s.track:  # seat 1 takes tile 27 from the bonus track
        if "BT27" in stack:
            stack.remove("BT27")
    s.tiles[1].append("BT27")
    gain = search_heuristic(s, 1) - before
    # the francs held now (tile 27 scores them), the tile itself, and the francs still to come
    plain = heuristic(s, 1) - heuristic(fresh(2), 1)
    assert gain == pytest.approx(plain + FRANCS_PER_TURN_WITH_27 * own_turns_left(s))
    assert own_turns_left(s) > 10  # early: most of the game is still to play
    s.turns_left = 2  # the end is triggered: one turn each is left
    assert own_turns_left(s) == 1
