"""Seats that change hands during a game, and redo: a seat handed to a bot finishes the game and the
save replays; a change is a save entry and a log line, never a move; undo never crosses one; redo plays
again what undo took back until a new move is made; bad input changes nothing."""

from __future__ import annotations

import json

import pytest

from game.core import saves
from game.core.controller import Controller
from game.core.i18n import add_strings, tr
from game.core.rng import Rng
from game.core.rules import fingerprint
from game.core.saves import SeatChange, SeatConfig
from game.registry import GAMES
from tests.fixture_game import RULES, Rest

RACE = {RULES.id: RULES}
add_strings(RULES.strings)
PRODUCT = ("new_eden", "paris", "farshore", "droids")


def two_humans(seed: int = 3, autosave=None) -> Controller:
    return Controller(RULES, [SeatConfig("Ada"), SeatConfig("Bea", colour=1)], seed, autosave=autosave)


def play_random(c: Controller, moves: int, rng: Rng) -> None:
    """``moves`` moves for whoever is to act (humans and bots alike), chosen by ``rng``."""
    for _ in range(moves):
        if c.is_over():
            return
        seat = c.to_act()
        legal = c.legal(seat)
        assert c.submit(seat, legal[rng.below(len(legal))], autosave=False).accepted


@pytest.mark.parametrize("game_id", PRODUCT)
def test_a_seat_switched_to_a_bot_mid_game_finishes_the_game_and_the_save_replays(game_id, tmp_path):
    rules = GAMES[game_id]
    n = max(2, rules.min_players)
    seats = [SeatConfig("Ada", "human", "random", 0)] + [
        SeatConfig(f"Bot {i}", "bot", "random", i) for i in range(1, n)
    ]
    path = tmp_path / "game.json"
    c = Controller(rules, seats, 21, autosave=path)
    play_random(c, 25, Rng(4))
    at = len(c.actions)
    change = c.change_seat(0, kind="bot", level="random")
    assert change == SeatChange(at, 0, "Ada", "bot", "random")
    assert c.seats[0].kind == "bot" and c.start_seats[0].kind == "human"
    assert c.actions and len(c.actions) == at  # not a move
    assert c.log[-1].key == "core.seat.to_bot" and c.log[-1].move == at
    c.run_bots()
    assert c.is_over()
    data = saves.load(path, GAMES)  # autosave kept the changes; the finished game replays and verifies
    assert data.seat_changes == [change]
    assert data.seats[0].kind == "bot" and data.start_seats[0].kind == "human"
    again = Controller.from_save(data, rules)
    assert fingerprint(rules, again.state_for_tests()) == fingerprint(rules, c.state_for_tests())
    assert [(ln.key, ln.move) for ln in again.log] == [(ln.key, ln.move) for ln in c.log]


def test_the_change_shows_in_the_log_in_words():
    c = two_humans()
    c.submit(0, Rest(seat=0))
    c.change_seat(1, kind="bot", level="hard")
    c.change_seat(1, level="easy")
    c.change_seat(1, kind="human")
    c.change_seat(1, name="Cleo")
    words = [tr(ln.key, names=c.name, **dict(ln.params)) for ln in c.log_for(None)][-4:]
    assert words == [
        "Cleo is now played by a bot (Hard)",
        "Cleo's bot now plays at Easy",
        "Cleo is now played by a person",
        "Bea now plays as Cleo",
    ]


def test_bad_seat_input_changes_nothing():
    c = two_humans()
    c.submit(0, Rest(seat=0))
    before = (list(c.seats), list(c.seat_changes), len(c.log), c.save_data()["fingerprint"])
    for kwargs, words in [
        ({"name": "   "}, "empty"),
        ({"name": "x" * 41}, "longer than 40"),
        ({"name": "A\x00B"}, "control character"),
        ({"kind": "ghost"}, "person or by a bot"),
        ({"level": "godlike"}, "no bot level"),
    ]:
        with pytest.raises(ValueError, match=words):
            c.change_seat(1, **kwargs)
    with pytest.raises(ValueError, match="no seat 3"):
        c.change_seat(2, kind="bot")
    assert c.change_seat(1, name="Bea") is None  # the same seat again: nothing to record
    assert (list(c.seats), list(c.seat_changes), len(c.log), c.save_data()["fingerprint"]) == before


def test_undo_never_takes_back_a_move_made_before_a_seat_changed():
    c = two_humans()
    c.submit(0, Rest(seat=0))
    c.submit(1, Rest(seat=1))
    assert c.can_undo(1)
    c.change_seat(1, name="Bella")
    assert not c.can_undo(1) and not c.undo(1)
    c.submit(0, Rest(seat=0))
    assert c.can_undo(0) and c.undo(0)
    assert not c.can_undo(0)


def test_redo_restores_the_undone_move_and_a_new_move_clears_it():
    c = two_humans()
    c.submit(0, Rest(seat=0))
    c.submit(1, Rest(seat=1))
    after = fingerprint(RULES, c.state_for_tests())
    moves = list(c.actions)
    assert not c.can_redo(1)
    assert c.undo(1)
    assert c.can_redo(1) and not c.can_redo(0)
    assert c.redo(1)
    assert fingerprint(RULES, c.state_for_tests()) == after and c.actions == moves
    assert not c.can_redo(1)  # nothing more to play again
    # two moves back (the seat's own streak), both come back in order
    c2 = Controller(RULES, [SeatConfig("Ada"), SeatConfig("Bot", "bot", colour=1)], 3)
    c2.submit(0, Rest(seat=0))
    c2.run_bots()
    c2.submit(0, Rest(seat=0))
    assert c2.undo(0) and not c2.undo(0)  # the bot's move stops the streak
    assert c2.redo(0) and not c2.can_redo(0)
    # a new move instead of the redo clears it
    assert c.undo(1)
    legal = [a for a in c.legal(1) if a != moves[-1]]
    assert c.submit(1, legal[0]).accepted
    assert not c.can_redo(1) and not c.redo(1)


def test_a_seat_change_clears_the_redo():
    c = two_humans()
    c.submit(0, Rest(seat=0))
    assert c.undo(0) and c.can_redo(0)
    c.change_seat(1, kind="bot")
    assert not c.can_redo(0)


def test_a_bot_thinking_for_a_seat_that_a_person_takes_over_stops():
    rules = GAMES["paris"]
    c = Controller(rules, [SeatConfig("Ada"), SeatConfig("Bot", "bot", "hard", 1)], 8)
    while c.to_act() == 0:
        c.submit(0, c.legal(0)[0])
    moves = len(c.actions)
    assert c.pump(budget_ms=0.01) is None and c.bot_progress is not None  # it has begun thinking
    c.change_seat(1, kind="human")
    assert c.bot_progress is None and c.pump() is None and len(c.actions) == moves
    c.change_seat(1, kind="bot", level="random")
    assert c.pump(budget_ms=1000) is not None  # the new bot thinks afresh, from seat 1's view


def test_a_saved_change_is_checked_on_loading():
    c = two_humans()
    c.submit(0, Rest(seat=0))
    c.change_seat(1, kind="bot", level="normal")
    good = c.save_data()
    text = json.dumps(good)
    for change, words in [
        ({"at": 9}, "after the last move"),
        ({"seat": 5}, "seat 6"),
        ({"level": "godlike"}, "bot level"),
        ({"kind": "ghost"}, "neither a human nor a bot"),
        ({"name": ""}, "name is empty"),
    ]:
        d = json.loads(text)
        d["seat_changes"][0].update(change)
        with pytest.raises(saves.SaveInvalid, match=words):
            saves.decode(d, RACE)
    d = json.loads(text)
    d["seat_changes"].insert(0, dict(d["seat_changes"][0], at=1))
    d["seat_changes"][1]["at"] = 0
    with pytest.raises(saves.SaveInvalid, match="out of order"):
        saves.decode(d, RACE)
    assert saves.decode(json.loads(text), RACE).seats[1] == SeatConfig("Bea", "bot", "normal", 1)


def test_a_seat_change_between_journalled_moves_is_kept_on_disk(tmp_path):
    path = tmp_path / "game.json"
    c = Controller(RULES, [SeatConfig("Ada"), SeatConfig("Bot", "bot", "random", 1)], 3, autosave=path)
    assert c.autosave()
    c.submit(0, Rest(seat=0))  # a journal line
    c.run_bots()
    c.change_seat(0, kind="bot", level="greedy")  # a new snapshot with the change
    c.pump(budget_ms=1000)  # the bot's move: a journal line after it
    assert c.flush_saves()
    data = saves.load(path, RACE)
    assert data.actions == c.actions and data.seat_changes == c.seat_changes
    assert data.seats[0].kind == "bot"
    c.close()
