"""Undo at real positions of every game: a human takes back only their own moves, never past another
seat's move (bot, human, automa, Rival), a die roll, or anything hidden from them coming to light."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from game.bots import bot_rng, decide, get_bot
from game.core.controller import Controller
from game.core.messages import Action, Moved
from game.core.rules import fingerprint
from game.core.saves import SeatConfig
from game.registry import GAMES

PRODUCT = ("new_eden", "paris", "farshore", "droids")
GREEDY = get_bot("greedy")
CASES = [
    (gid, n)
    for gid in PRODUCT
    for n in sorted({GAMES[gid].min_players, 2, GAMES[gid].max_players})
    if GAMES[gid].min_players <= n <= GAMES[gid].max_players
]


def table(game_id: str, players: int, seed: int, humans: tuple[int, ...] = (0,)) -> Controller:
    seats = [
        SeatConfig(f"P{i + 1}", "human" if i in humans else "bot", "greedy", colour=i) for i in range(players)
    ]
    return Controller(GAMES[game_id], seats, seed)


def greedy_move(c: Controller, seat: int) -> Action:
    return decide(GREEDY, c.rules, c.view(seat), c.legal(seat), bot_rng(c.seed, len(c.actions), seat))


def theirs(zone: str, seat: int) -> bool:
    head, _, rest = zone.partition(":")
    if head == "seat":
        k = rest.partition(":")[0]
        return k.isdigit() and int(k) != seat
    return head in ("automa", "rival")


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_undo_at_every_human_move_of_a_real_game(game_id, players):
    """Seat 0 is human (playing greedy moves), the others bots. After every move of seat 0 that may
    be taken back, taking it back restores seat 0's view exactly, and the same move again gives the
    same position; a move that rolled, revealed or moved another seat's pieces may not be taken
    back; after a bot moved, nothing may."""
    c = table(game_id, players, seed=21 + players)
    rules = c.rules
    undone = kept = 0
    while not c.is_over():
        if c.run_bots():
            assert not c.can_undo(0) and not c.undo(0)
        if c.is_over():
            break
        action = greedy_move(c, 0)
        view, fp = c.view(0), fingerprint(rules, c.state_for_tests())
        assert c.submit(0, action).accepted
        events = c._history[-1].events
        if not c.can_undo(0):
            kept += 1
            continue
        undone += 1
        assert not any(ev.is_barrier() for ev in events)
        assert not any(
            isinstance(ev, Moved) and (theirs(ev.from_zone, 0) or theirs(ev.to_zone, 0)) for ev in events
        )
        after = fingerprint(rules, c.state_for_tests())
        assert c.undo(0)
        assert c.view(0) == view and fingerprint(rules, c.state_for_tests()) == fp
        assert c.submit(0, action).accepted
        assert fingerprint(rules, c.state_for_tests()) == after
    assert undone > 0 and kept > 0, (undone, kept)


def play_until(
    c: Controller, human: int, wanted: Callable[[Controller, Action], bool], limit: int = 4000
) -> Action:
    """Play greedy moves for every seat until ``human`` is about to make a move ``wanted`` accepts;
    return that move (not yet submitted)."""
    for _ in range(limit):
        seat = c.to_act()
        assert seat is not None, "the game ended before the wanted position"
        action = greedy_move(c, seat)
        if seat == human and wanted(c, action):
            return action
        if c.is_human(seat):
            assert c.submit(seat, action).accepted
        else:
            c.run_bots()
    raise AssertionError("no such position")


def test_droids_the_last_planner_cannot_take_back_the_reveal():
    """Two players: the seat that commits last reveals the other's sealed swaps and action; taking
    the commitment back after reading them would undo with knowledge (spec §6.3)."""
    c = table("droids", 2, seed=4)

    def last_commit(c: Controller, a: Action) -> bool:
        s = c.state_for_tests()
        return (
            s.phase == "plan"
            and type(a).__name__ in ("Repair", "Dismantle", "Construct")
            and (s.order.index(0) == len(s.order) - 1)
        )

    action = play_until(c, 0, last_commit)
    assert c.submit(0, action).accepted
    assert not c.can_undo(0)


def test_droids_solo_the_automa_answers_and_the_commitment_stays():
    c = table("droids", 1, seed=6)

    def commit(c: Controller, a: Action) -> bool:
        return c.state_for_tests().phase == "plan" and type(a).__name__ in (
            "Repair",
            "Dismantle",
            "Construct",
        )

    action = play_until(c, 0, commit)
    assert c.submit(0, action).accepted
    assert not c.can_undo(0)


def test_droids_a_swap_inside_the_sealed_planning_step_may_be_taken_back():
    c = table("droids", 2, seed=4)
    action = play_until(c, 0, lambda c, a: type(a).__name__ == "Swap")
    assert c.submit(0, action).accepted
    assert c.can_undo(0) and c.undo(0)


def test_new_eden_a_claim_the_next_seat_answered_stays():
    """The human claims a building and the bot behind them takes the last card of the row (or its
    dice go back): the claim is not taken back once another seat's pieces moved."""
    c = table("new_eden", 2, seed=5)

    def claim_with_answer(c: Controller, a: Action) -> bool:
        if type(a).__name__ != "TakeBuilding":
            return False
        probe = Controller(c.rules, c.seats, c.seed, c.options, actions=c.actions)
        events = probe.submit(0, a).events
        return any(isinstance(ev, Moved) and theirs(ev.to_zone, 0) for ev in events)

    action = play_until(c, 0, claim_with_answer)
    assert c.submit(0, action).accepted
    assert not c.can_undo(0)


def test_new_eden_taking_a_die_may_be_taken_back():
    c = table("new_eden", 2, seed=5)
    action = play_until(c, 0, lambda c, a: type(a).__name__ == "TakeDie")
    view = c.view(0)
    assert c.submit(0, action).accepted
    assert c.can_undo(0) and c.undo(0) and c.view(0) == view


def paris_look(unknown: bool) -> Callable[[Controller, Action], bool]:
    """A look through the end-game pile while another seat holds a tile seat 0 has not seen (the
    pile then tells something), or while nobody does (the pile is exactly the tiles not yet out)."""

    def wanted(c: Controller, a: Action) -> bool:
        if type(a).__name__ != "TakeEndgame" or c.options.get("end_game_tile_pick") != "choose":
            return False
        held = c.view(0).eg_held
        return any(e.tile == "" for j, tiles in enumerate(held) if j != 0 for e in tiles) == unknown

    return wanted


@pytest.mark.parametrize("seed", [3, 4, 5, 6])
def test_paris_a_look_through_the_end_game_pile_stays_when_it_tells_something(seed):
    c = table("paris", 2, seed=seed)
    try:
        action = play_until(c, 0, paris_look(unknown=True))
    except AssertionError:
        pytest.skip("no look with a hidden tile out in this game")
    assert c.submit(0, action).accepted
    assert not c.can_undo(0)


def test_paris_a_look_that_tells_nothing_may_be_taken_back():
    c = table("paris", 2, seed=3)
    action = play_until(c, 0, paris_look(unknown=False))
    assert c.submit(0, action).accepted
    assert c.can_undo(0)


def test_farshore_a_draw_stays_and_a_plain_move_does_not():
    c = table("farshore", 2, seed=8)
    done = {"draw": False, "plain": False}
    for _ in range(400):
        if all(done.values()) or c.is_over():
            break
        c.run_bots()
        if c.is_over():
            break
        action = greedy_move(c, 0)
        assert c.submit(0, action).accepted
        events = c._history[-1].events
        drew = any(isinstance(ev, Moved) and ev.from_zone.startswith("deck") for ev in events)
        if drew:
            assert not c.can_undo(0)
            done["draw"] = True
        elif c.can_undo(0):
            done["plain"] = True
    assert all(done.values()), done


def test_two_humans_never_take_back_past_each_other():
    c = table("farshore", 2, seed=9, humans=(0, 1))
    taken_back = 0
    for _ in range(40):
        seat = c.to_act()
        if seat is None:
            break
        assert c.submit(seat, greedy_move(c, seat)).accepted
        assert not c.can_undo(1 - seat) and not c.undo(1 - seat)
        if c.can_undo(seat) and c.to_act() != seat:
            # the turn passed without telling anything: the mover may still take it back (from the
            # curtain), and then it is their decision again
            assert c.undo(seat) and c.to_act() == seat
            taken_back += 1
            assert c.submit(seat, greedy_move(c, seat)).accepted
    assert taken_back > 0


def test_a_streak_longer_than_the_kept_positions_is_judged_from_a_replay():
    """Positions older than the undo depth are replayed from the seed to judge and take back a move."""
    c = table("new_eden", 2, seed=5)
    c.UNDO_DEPTH = 1
    play_until(c, 0, lambda c, a: type(a).__name__ == "TakeDie")
    first = greedy_move(c, 0)
    view = c.view(0)
    assert c.submit(0, first).accepted
    if c.to_act() != 0:
        pytest.skip("no second move in a row here")
    assert c.submit(0, greedy_move(c, 0)).accepted
    assert c._before[-2] is None  # the position before the first move is no longer kept
    if c._undo_count(0) == 2:
        assert c.undo(0) and c.undo(0) and c.view(0) == view
