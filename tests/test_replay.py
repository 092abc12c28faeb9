"""Replays and forks: a finished game's replay reaches its final position; stepping, turns and rounds
land where a fresh replay does; "Play from here" leaves the original file byte for byte unchanged and
starts exactly at the replay's position; the everything-revealed view shows each seat's own things."""

from __future__ import annotations

import pytest

from game.core import history, paths, saves, store
from game.core.controller import Controller
from game.core.replay import Replay, open_replay, revealed_view
from game.core.rng import Rng
from game.core.rules import fingerprint
from game.core.saves import SeatConfig
from game.registry import GAMES

PRODUCT = ("new_eden", "paris", "farshore", "droids")


def finished(game_id: str, players: int = 2, seed: int = 11) -> Controller:
    rules = GAMES[game_id]
    seats = [SeatConfig(f"P{i}", "bot", "random", i) for i in range(players)]
    c = store.new_controller(rules, seats, seed)
    c.run_bots()
    assert c.is_over()
    return c


def fp(c) -> str:
    return fingerprint(c.rules, c.state_for_tests())


@pytest.mark.parametrize("game_id", PRODUCT)
def test_a_finished_game_is_in_the_history_and_its_replay_reaches_the_same_final_position(game_id):
    c = finished(game_id)
    (rec,) = history.sync(GAMES).records
    replay = open_replay(rec.path)
    assert replay.finished and replay.length == len(c.actions) == rec.moves
    assert replay.position == 0
    replay.seek(replay.length)
    assert fp(replay.controller) == fp(c) == saves.load(rec.path, GAMES).fingerprint
    assert replay.controller.is_over()


def test_stepping_turns_and_rounds_land_where_a_fresh_replay_does():
    c = finished("paris", 3, seed=5)
    replay = open_replay(c.history_path)
    n = replay.length
    fresh = {k: fp(Replay(replay.data, replay.rules)._controller_at(k)) for k in (0, 1, n // 3, n // 2, n)}
    for _ in range(n // 3):
        assert replay.step()
    assert fp(replay.controller) == fresh[n // 3]
    replay.seek(1)
    assert fp(replay.controller) == fresh[1] and replay.position == 1
    replay.seek(n // 2)
    assert fp(replay.controller) == fresh[n // 2]
    replay.seek(0)
    assert fp(replay.controller) == fresh[0] and replay.position == 0
    turns = replay.turn_starts()
    rounds = replay.round_starts()
    assert turns[0] == 0 and turns[-1] == n and turns == sorted(set(turns))
    assert rounds[0] == 0 and rounds[-1] == n and set(rounds) <= set(range(n + 1))
    assert len(rounds) > 3  # a Paris game has several rounds
    # every round begins at a turn's beginning: a new round starts with a new seat's move
    assert set(rounds) <= set(turns)
    replay.seek(0)
    seen = []
    while replay.position < n:
        replay.seek(replay.next_round())
        seen.append(replay.position)
        k = replay.position
        assert replay.progress_at(k) != replay.progress_at(k - 1) or k == n
    assert seen == rounds[1:]
    replay.seek(n)
    back = []
    while replay.position > 0:
        replay.seek(replay.previous_turn())
        back.append(replay.position)
    assert back == list(reversed(turns[:-1]))
    replay.seek(n)
    assert replay.step() is False and replay.position == n


def test_a_fork_from_the_middle_leaves_the_original_untouched_and_starts_where_the_replay_is():
    c = finished("paris", 2, seed=8)
    original = c.history_path.read_bytes()
    replay = open_replay(c.history_path)
    k = replay.length // 2
    replay.seek(k)
    seats = [SeatConfig("Ada", "human", "greedy", 0), SeatConfig("P1", "bot", "greedy", 1)]
    gid = saves.new_id("paris")
    fork = replay.fork(seats, autosave=paths.game_path(gid), game_id=gid, history=paths.history_dir())
    assert fp(fork) == fp(replay.controller)  # the first position is the replay's there
    assert fork.actions == replay.actions[:k] and fork.forked_from == saves.ForkedFrom(c.game_id, k)
    assert fork.seats[0] == seats[0] and fork.seat_changes[-1].at == k  # Ada took over seat 1 there
    assert not fork.can_undo(0)  # nothing before the fork point can be taken back
    assert fork.autosave()
    rng = Rng(3)
    for _ in range(6):
        seat = fork.to_act()
        if fork.is_human(seat):
            legal = fork.legal(seat)
            assert fork.submit(seat, legal[rng.below(len(legal))]).accepted
        else:
            fork.run_bots()
    assert c.history_path.read_bytes() == original  # byte for byte
    data = saves.load(paths.game_path(gid), GAMES)
    assert data.forked_from == saves.ForkedFrom(c.game_id, k) and data.id == gid != c.game_id
    assert data.seats[0].name == "Ada" and data.start_seats[0].name == "P0"
    with pytest.raises(ValueError, match="over"):
        replay.fork(seats, replay.length)
    with pytest.raises(ValueError, match="name is empty"):
        replay.fork([SeatConfig(" ", "human"), seats[1]], 1)


def test_a_saved_unfinished_game_replays_and_forks_but_reveals_nothing(tmp_path):
    rules = GAMES["farshore"]
    seats = [SeatConfig("Ada", "human", "greedy", 0), SeatConfig("Bot", "bot", "random", 1)]
    c = Controller(rules, seats, 3, autosave=tmp_path / "g.json")
    rng = Rng(1)
    for _ in range(30):
        seat = c.to_act()
        legal = c.legal(seat)
        c.submit(seat, legal[rng.below(len(legal))])
    before = (tmp_path / "g.json").read_bytes()
    replay = open_replay(tmp_path / "g.json")
    assert not replay.finished and not replay.can_reveal()
    replay.set_reveal(True)
    assert replay.controller.reveal is False
    replay.seek(replay.length)
    assert fp(replay.controller) == fp(c)
    fork = replay.fork(list(c.seats), 10)
    assert fork.actions == c.actions[:10] and fork.seat_changes == []
    assert (tmp_path / "g.json").read_bytes() == before


def test_seat_changes_happen_at_their_point_of_the_replay(tmp_path):
    from tests.fixture_game import RULES

    seats = [SeatConfig("Ada", "human", "greedy", 0), SeatConfig("Bot", "bot", "random", 1)]
    c = Controller(RULES, seats, 3, autosave=tmp_path / "r.json")
    c.submit(0, c.legal(0)[0])
    c.run_bots()
    c.change_seat(0, kind="bot", level="greedy", name="Ada's bot")
    at = len(c.actions)
    c.run_bots()
    replay = Replay(saves.load(tmp_path / "r.json", {"race": RULES}), RULES)
    replay.seek(at - 1)
    assert replay.controller.seats[0].name == "Ada"
    replay.step()
    assert replay.controller.seats[0] == SeatConfig("Ada's bot", "bot", "greedy", 0)
    assert replay.controller.log[-1].key == "core.seat.to_bot"
    replay.seek(at - 2)
    assert replay.controller.seats[0].name == "Ada"
    replay.seek(replay.length)
    assert [(ln.key, ln.move) for ln in replay.controller.log] == [(ln.key, ln.move) for ln in c.log]


@pytest.mark.parametrize("game_id", PRODUCT)
def test_the_revealed_view_shows_each_seat_what_it_sees(game_id):
    players = 3 if GAMES[game_id].max_players >= 3 else 2
    c = finished(game_id, players, seed=4)
    replay = open_replay(c.history_path)
    assert replay.can_reveal()
    replay.set_reveal(True)
    rules = replay.rules
    for k in (0, replay.length // 3, 2 * replay.length // 3, replay.length):
        replay.seek(k)
        rc = replay.controller
        state = rc.state_for_tests()
        merged = rc.view(None)
        zones = rc.revealed_zones_of(merged)
        assert zones is not None
        public = rules.zones(rules.view(state, None))
        assert set(public) <= set(zones)
        for s in range(players):
            own = rules.zones(rules.view(state, s))
            for zid, pieces in own.items():
                if zid.startswith(f"seat:{s}:"):
                    assert zones[zid] == pieces
        assert revealed_view(rules, state, players) == merged
