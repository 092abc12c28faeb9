"""Seats changing hands at the table (pause menu → Seats) and the redo tool: the change is applied
from the dialog, the curtain holds across it, bots take over a seat and finish the game, a bad name
is said on the dialog and changes nothing."""

from __future__ import annotations

import tests.fixture_game as fixture
from game.core import saves
from game.core.controller import Controller
from game.core.saves import SeatConfig
from game.registry import GAMES
from scenes.pause import PauseOverlay
from scenes.seats import SeatsOverlay
from scenes.table.curtain import CurtainOverlay
from scenes.table.table import TableScene


def start(h, controller):
    table = TableScene(h.ctx, controller)
    h.app.start(table)
    h.step(frames=2)
    return table


def open_dialog(h, table) -> SeatsOverlay:
    h.ctx.stack.push(PauseOverlay(h.ctx, table.controller))
    h.step()
    pause = h.top
    h.click(next(b for b in pause.buttons if b.name == "seats").rect.center, frames=2)
    assert isinstance(h.top, SeatsOverlay)
    return h.top


def apply_and_resume(h, dialog):
    h.click(dialog.b_apply.rect.center, frames=2)
    assert isinstance(h.top, TableScene)  # seats changed: straight back to the game
    h.step(frames=2)


def test_a_bot_taken_over_by_a_person_gets_the_curtain_on_its_turn(headless):
    h = headless("instant")
    seats = [SeatConfig("Ada", "human", colour=0), SeatConfig("Bot", "bot", "random", colour=1)]
    c = Controller(fixture.RULES, seats, seed=3)
    table = start(h, c)
    dialog = open_dialog(h, table)
    dialog.rows[1].kind_box.step(-1)  # bot -> human
    dialog.rows[1].field.value = "Bruno"
    dialog.rows[1].name = "Bruno"
    apply_and_resume(h, dialog)
    assert c.seats[1] == SeatConfig("Bruno", "human", "random", 1)
    assert c.log[-1].key == "core.seat.to_human" and "pause" not in table.tools
    rest = next(b for b in table.button_actions)
    h.click(rest.rect.center, frames=3)
    curtain = h.top
    assert isinstance(curtain, CurtainOverlay) and curtain.seat == 1  # two people now: the curtain
    assert table.viewer is None


def test_the_person_leaving_hands_over_to_a_bot_which_finishes_the_game(headless, tmp_path):
    h = headless("instant")
    seats = [SeatConfig("Ada", "human", colour=0), SeatConfig("Bot", "bot", "random", colour=1)]
    c = Controller(fixture.RULES, seats, seed=3, autosave=tmp_path / "g.json")
    table = start(h, c)
    dialog = open_dialog(h, table)
    dialog.rows[0].kind_box.step(1)  # human -> bot
    apply_and_resume(h, dialog)
    assert table.viewer is None  # nobody at the screen plays: the public view
    for _ in range(400):
        if c.is_over():
            break
        h.step()
    assert c.is_over()
    data = saves.load(c.history_path or tmp_path / "g.json", GAMES)
    assert data.seats[0].kind == "bot" and data.start_seats[0].kind == "human"


def test_swapping_the_person_to_another_seat_passes_the_screen_through_the_curtain(headless):
    h = headless("instant")
    seats = [SeatConfig("Ada", "human", colour=0), SeatConfig("Bot", "bot", "random", colour=1)]
    c = Controller(fixture.RULES, seats, seed=3)
    table = start(h, c)
    assert table.viewer == 0
    dialog = open_dialog(h, table)
    dialog.rows[0].kind_box.step(1)
    dialog.rows[1].kind_box.step(-1)
    h.click(dialog.b_apply.rect.center, frames=3)
    curtain = h.top
    assert isinstance(curtain, CurtainOverlay) and h.ctx.stack.scenes == [table, curtain]
    assert curtain.seat == 1 and table.viewer is None  # seat 0's hand is gone before seat 1's shows
    h.click(curtain.confirm.rect.center, frames=2)
    assert table.viewer == 1


def test_a_bad_name_is_said_and_nothing_changes(headless):
    h = headless("instant")
    seats = [SeatConfig("Ada", "human", colour=0), SeatConfig("Bot", "bot", "random", colour=1)]
    c = Controller(fixture.RULES, seats, seed=3)
    table = start(h, c)
    dialog = open_dialog(h, table)
    dialog.rows[1].kind_box.step(-1)
    dialog.rows[0].name = "   "
    h.click(dialog.b_apply.rect.center, frames=2)
    assert h.top is dialog and "Seat 1's name is empty" in dialog.error
    assert c.seats == seats and c.seat_changes == []
    h.click(dialog.b_cancel.rect.center, frames=2)
    assert isinstance(h.top, PauseOverlay) and c.seats == seats
    dialog = open_dialog(h, table)
    h.click(dialog.b_apply.rect.center, frames=2)  # nothing changed: back to the pause menu
    assert isinstance(h.top, PauseOverlay) and c.seat_changes == []


def test_redo_through_the_table_button(headless):
    h = headless("instant")
    seats = [SeatConfig("Ada", "human", colour=0), SeatConfig("Bot", "bot", "random", colour=1)]
    c = Controller(fixture.RULES, seats, seed=3)
    table = start(h, c)
    h.click(table.tools["pause"].rect.center, frames=2)  # hold the bot so the move can be taken back
    rest = table.button_actions[0]
    h.click(rest.rect.center, frames=3)
    moves = list(c.actions)
    assert not table.tools["redo"].enabled
    h.click(table.tools["undo"].rect.center, frames=3)
    assert c.actions == [] and table.tools["redo"].enabled
    h.click(table.tools["redo"].rect.center, frames=3)
    assert c.actions == moves and not table.tools["redo"].enabled
