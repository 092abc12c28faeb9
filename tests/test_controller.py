"""The controller: refusals change nothing, events are redacted per viewer, the log names players,
every action autosaves, undo stops at hidden information and dice, bots think in slices."""

from __future__ import annotations

from game.bots import bot_rng, decide, get_bot
from game.core import saves
from game.core.controller import Controller
from game.core.i18n import add_strings, tr
from game.core.messages import DiceRolled, Moved
from game.core.rules import fingerprint
from game.core.saves import SeatConfig
from tests.fixture_game import RULES, PlayCard, Rest, Roll

GAMES = {RULES.id: RULES}
add_strings(RULES.strings)


def humans(seed: int = 3, autosave=None) -> Controller:
    return Controller(RULES, [SeatConfig("Ada"), SeatConfig("Bea", colour=1)], seed, autosave=autosave)


def test_refused_actions_change_nothing():
    c = humans()
    fp = fingerprint(RULES, c.state_for_tests())
    for seat, action in [(1, Roll(seat=1)), (0, Roll(seat=1)), (0, PlayCard(seat=0, card="nope"))]:
        result = c.submit(seat, action)
        assert not result.accepted and result.reason
        assert tr(result.reason)  # a readable message exists
    assert fingerprint(RULES, c.state_for_tests()) == fp
    assert c.actions == [] and c.poll(0) == []


def test_events_are_redacted_for_each_viewer():
    c = humans()
    card = c.legal(0)[-1]
    assert isinstance(card, PlayCard)
    assert c.submit(0, card).accepted
    mine = [e for e in c.poll(0) if isinstance(e, Moved) and e.from_zone == "deck"]
    theirs = [e for e in c.poll(1) if isinstance(e, Moved) and e.from_zone == "deck"]
    public = [e for e in c.poll(None) if isinstance(e, Moved) and e.from_zone == "deck"]
    assert mine and not mine[0].piece.startswith("back:")
    assert theirs[0].piece == "back:race" and public[0].piece == "back:race"


def test_log_names_the_players():
    c = humans()
    c.submit(0, Rest(seat=0))
    line = c.log_for(None)[-1]
    assert tr(line.key, names=c.name, **dict(line.params)) == "Ada rests and moves to 1"


def test_every_action_autosaves(tmp_path):
    path = tmp_path / "auto.json"
    c = humans(autosave=path)
    c.submit(0, Rest(seat=0))
    c.submit(1, Roll(seat=1))
    data = saves.load(path, GAMES)
    assert data.actions == c.actions and len(data.actions) == 2


def test_undo_takes_back_own_moves_but_not_dice_or_draws(tmp_path):
    c = humans(autosave=tmp_path / "a.json")
    fp0 = fingerprint(RULES, c.state_for_tests())
    c.submit(0, Rest(seat=0))
    assert c.can_undo(0) and not c.can_undo(1)
    gen = c.generation
    assert c.undo(0)
    assert fingerprint(RULES, c.state_for_tests()) == fp0 and c.generation == gen + 1
    assert c.actions == [] and c.log_for(None) == []
    c.submit(0, Roll(seat=0))  # a die was rolled: no going back
    assert any(isinstance(e, DiceRolled) for e in c.poll(0))
    assert not c.can_undo(0) and not c.undo(0)
    c.submit(1, c.legal(1)[-1])  # played a card and drew one: hidden information was revealed
    assert not c.can_undo(1)


def test_undo_beyond_the_kept_clones_replays_from_the_seed():
    c = humans()
    c.UNDO_DEPTH = 1
    c.submit(0, Rest(seat=0))
    c.submit(1, Rest(seat=1))
    c.submit(0, Rest(seat=0))
    c.submit(1, Rest(seat=1))
    fp = fingerprint(RULES, c.state_for_tests())
    c.submit(0, Rest(seat=0))
    c.submit(1, Rest(seat=1))
    assert c.undo(1)
    c2 = humans()
    for a in c.actions:
        c2.submit(a.seat, a)
    assert fingerprint(RULES, c.state_for_tests()) == fingerprint(RULES, c2.state_for_tests())
    assert fp != fingerprint(RULES, c.state_for_tests())


def test_bots_think_in_slices_and_play_the_same_move_for_a_seed():
    seats = [SeatConfig("Ada", "bot", "greedy"), SeatConfig("Bea", "bot", "greedy", 1)]
    c = Controller(RULES, seats, 9)
    view = c.view(0)
    expected = decide(get_bot("greedy"), RULES, view, c.legal(0), bot_rng(9, 0, 0))
    result = None
    for _ in range(100):
        result = c.pump(budget_ms=0)
        if result is not None:
            break
    assert result is not None and result.accepted
    assert c.actions[0] == expected
    c.run_bots()
    assert c.is_over()
    assert c.outcome().winners


def test_resuming_a_save_restores_the_table(tmp_path):
    c = humans(autosave=tmp_path / "s.json")
    for _ in range(5):
        c.submit(c.to_act(), c.legal(c.to_act())[0])
    data = saves.load(tmp_path / "s.json", GAMES)
    again = Controller.from_save(data, RULES)
    assert again.view(0) == c.view(0) and again.view(1) == c.view(1)
    assert [ln.key for ln in again.log_for(None)] == [ln.key for ln in c.log_for(None)]
    assert again.poll(0) == []  # resuming shows the position, it does not replay the animations


def test_hint_comes_from_the_seat_view():
    c = humans()
    hint = c.hint(0)
    assert hint in c.legal(0)
    assert c.hint(1) is None
