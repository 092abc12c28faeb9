"""The curtain at the table: its recap after Continue or Load, nothing the previous person pointed at
survives it, and Droïdes's public steps pass the device with no curtain."""

from __future__ import annotations

import pygame

import tests.fixture_game as fixture
from game.bots import bot_rng, decide, get_bot
from game.core import saves
from game.core.controller import Controller
from game.core.saves import SeatConfig
from game.registry import GAMES
from scenes.table.curtain import CurtainOverlay, recap_since
from scenes.table.logpanel import line_text
from scenes.table.table import TableScene

HUMANS = [SeatConfig("Ada", "human", colour=0), SeatConfig("Bruno", "human", colour=3)]


def start(h, controller):
    table = TableScene(h.ctx, controller)
    h.app.start(table)
    h.step(frames=2)
    return table


def drain(h, table, limit=300):
    for _ in range(limit):
        if h.top is not table or (table.presenter.drained and (table.targets or table.button_actions)):
            return
        h.step()


def test_after_a_load_the_recap_tells_what_happened_since_that_seat_last_acted(headless, tmp_path):
    c = Controller(fixture.RULES, HUMANS, seed=5)
    for _ in range(5):
        seat = c.to_act()
        assert c.submit(seat, c.legal(seat)[0]).accepted
    nxt = c.to_act()
    since = c.last_move_of(nxt)
    assert 0 < since < len(c.actions)
    expected = [line_text(ln, c.name) for ln in c.log_for(None) if ln.move > since]
    assert expected
    c.save(tmp_path / "game.json")
    loaded = Controller.from_save(saves.load(tmp_path / "game.json", GAMES), fixture.RULES)
    h = headless("instant")
    start(h, loaded)
    curtain = h.top
    assert isinstance(curtain, CurtainOverlay) and curtain.seat == nxt
    assert curtain.recap_text() == expected[-len(curtain.recap) :]
    assert curtain.earlier == max(0, len(expected) - len(curtain.recap))


def test_recap_counts_from_the_last_look_when_the_table_knows_it():
    c = Controller(fixture.RULES, HUMANS, seed=5)
    for _ in range(4):
        seat = c.to_act()
        assert c.submit(seat, c.legal(seat)[0]).accepted
    seat = c.to_act()
    everything = recap_since(c, seat, {})
    assert recap_since(c, seat, {seat: len(c.actions)}) == []
    assert recap_since(c, seat, {seat: 0}) == c.log_for(None)
    assert everything == [ln for ln in c.log_for(None) if ln.move > c.last_move_of(seat)]


def test_no_hover_zoom_tooltip_or_toast_of_the_previous_seat_survives_the_curtain(headless):
    h = headless("instant")
    c = Controller(fixture.RULES, HUMANS, seed=5)
    table = start(h, c)
    h.click(h.top.confirm.rect.center, frames=2)
    drain(h, table)
    assert table.viewer == 0
    card = next(t for t in table.targets if t.piece is not None)
    h.move(card.rect.center)
    h.step(frames=40)  # long enough for the hover zoom
    assert table.hover_key is not None and table.mouse == card.rect.center
    h.key(pygame.K_h)  # a hint for Ada: a notice on the prompt line naming her card
    assert table.notice is not None
    h.click(table.button_actions[0].rect.center, frames=3)  # Ada rests; the screen passes to Bruno
    curtain = h.top
    assert isinstance(curtain, CurtainOverlay) and curtain.seat == 1
    assert table.notice is None and h.app._toast is None  # the hint was Ada's: it does not stay
    h.click(curtain.confirm.rect.center, frames=3)
    assert table.viewer == 1
    assert table.hover_key is None and table.mouse == (-1, -1) and table.chooser is None
    assert table.hint_action is None
    assert not any(b.hover for b in [*table.tools.values(), *table.button_actions])


def greedy(c: Controller, seat: int):
    return decide(
        get_bot("greedy"), c.rules, c.view(seat), c.legal(seat), bot_rng(c.seed, len(c.actions), seat)
    )


def test_droids_public_steps_pass_the_device_with_no_curtain(headless):
    """Two humans at Droïdes: a curtain before each deal and planning step, none at the public
    post-action swaps (spec §16). Count the curtains the table pushes while the humans play."""
    h = headless("instant")
    seats = [SeatConfig("Ada", "human", colour=0), SeatConfig("Bruno", "human", colour=1)]
    c = Controller(GAMES["droids"], seats, seed=3)
    table = start(h, c)
    by_step: dict[str, list[bool]] = {}
    last_seat = None
    for _ in range(400):
        if c.is_over() or len(c.actions) > 60:
            break
        top = h.top
        if isinstance(top, CurtainOverlay):
            by_step.setdefault(c.state_for_tests().step, []).append(True)
            h.click(top.confirm.rect.center, frames=2)
            continue
        if top is not table:
            h.step()
            continue
        seat = c.to_act()
        if not table.presenter.drained or seat != table.viewer:
            h.step()
            continue
        if seat != last_seat and last_seat is not None and len(c.actions):
            by_step.setdefault(c.state_for_tests().step, []).append(False)
        last_seat = seat
        table.submit_action(greedy(c, seat))
        h.step(frames=2)
    assert any(by_step.get(s) for s in ("keep", "plan")), by_step
    post = by_step.get("post", [])
    assert post and not any(post), by_step
