"""The table by keyboard: the focus ring reaches every target and button in reading order, Enter
or Space acts, Esc backs out of the chooser and a "+N" panel, the focused piece looks hovered (its
tooltip, why it cannot be taken), the ring shows over the pieces, and a whole game of every game
is played by key events only."""

from __future__ import annotations

import pygame
import pytest

import tests.fixture_game as fixture
from game.core.controller import Controller
from game.core.i18n import tr
from game.core.rules import ActionInfo
from game.core.saves import SeatConfig
from game.registry import GAMES
from scenes import theme
from scenes.table.keys import ChooserRow, Spot, reading_order
from scenes.table.table import TableScene
from scenes.widgets import FOCUS_GAP, keyboard_mode
from tests.table.keyplay import play_by_keys

ADA = SeatConfig("Ada", "human", colour=0)
BOT = SeatConfig("Bot", "bot", "random", colour=1)


def start(h, controller):
    table = TableScene(h.ctx, controller)
    h.app.start(table)
    h.step(frames=2)
    for _ in range(200):
        if table.presenter.drained and (table.targets or table.button_actions):
            break
        h.step()
    return table


def names(table):
    return [w.name for w in table.focus.order()]


def focused(table):
    cur = table.focus.sync()
    return cur.name if cur is not None else ""


class Ambiguous:
    """Dice Race with Rest and Roll both on the dice: a click there has to ask which."""

    def __init__(self, rules):
        self._rules = rules

    def __getattr__(self, name):
        return getattr(self._rules, name)

    def describe(self, action):
        info = self._rules.describe(action)
        if info.zone is None:
            return ActionInfo("dice", info.label, info.params)
        return info


# ---------------------------------------------------------------------------------------- order
def test_reading_order_goes_by_lines_then_from_the_left():
    R = pygame.Rect
    rects = [R(400, 100, 60, 60), R(10, 112, 60, 60), R(10, 400, 60, 60), R(200, 395, 60, 60)]
    assert reading_order(rects) == [1, 0, 2, 3]


def test_the_ring_holds_targets_then_blocked_pieces_by_place_then_the_buttons_and_tools(headless):
    h = headless("instant")
    table = start(h, Controller(fixture.RULES, [ADA, BOT], seed=2))
    order = names(table)
    assert "target:dice:" in order and "blocked:deck:deck" in order
    hand = [n for n in order if n.startswith("target:seat:0:hand:")]
    assert len(hand) == 2
    board = [n for n in order if n.startswith(("target:", "blocked:", "more:"))]
    assert order[: len(board)] == board  # the board first, then the bar
    rest = order[len(board) :]
    usable = [name for name, tool in table.tools.items() if tool.focusable]  # undo and redo are off
    assert "hint" in usable and "undo" not in usable
    assert rest[0].startswith("action:") and rest[-len(usable) :] == usable  # then the tools
    # every target and every action button of the decision is a stop
    assert len([n for n in order if n.startswith("target:")]) == len(table.targets)
    for b in table.button_actions:
        assert b.name in order


def test_tab_shows_the_ring_on_the_first_target_and_walks_round(headless):
    h = headless("instant")
    table = start(h, Controller(fixture.RULES, [ADA, BOT], seed=2))
    assert not keyboard_mode(h.ctx)
    h.key(pygame.K_TAB)
    assert keyboard_mode(h.ctx)
    first = focused(table)
    assert first.startswith("target:")
    seen = [first]
    for _ in range(len(names(table)) - 1):
        h.key(pygame.K_TAB)
        seen.append(focused(table))
    assert seen == names(table)[names(table).index(first) :] + names(table)[: names(table).index(first)]
    h.key(pygame.K_TAB)
    assert focused(table) == first  # round again
    h.key(pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert focused(table) == seen[-1]


def test_arrows_go_to_the_nearest_stop_in_their_direction(headless):
    h = headless("instant")
    table = start(h, Controller(fixture.RULES, [ADA, BOT], seed=2))
    h.key(pygame.K_TAB)
    hand = sorted(
        (w for w in table.focus.order() if w.name.startswith("target:seat:0:hand:")), key=lambda w: w.rect.x
    )
    table.focus.focus(hand[0])
    h.key(pygame.K_RIGHT)
    assert table.focus.current is hand[1]
    h.key(pygame.K_LEFT)
    assert table.focus.current is hand[0]
    h.key(pygame.K_DOWN)
    below = table.focus.current
    assert below is not hand[0] and below.focus_rect().centery > hand[0].rect.centery


# ---------------------------------------------------------------------------------------- acting
def test_enter_on_a_hand_card_plays_it_and_space_acts_once_the_ring_shows(headless):
    h = headless("instant")
    c = Controller(fixture.RULES, [ADA, BOT], seed=2)
    table = start(h, c)
    h.key(pygame.K_TAB)
    card = next(w for w in table.focus.order() if w.name.startswith("target:seat:0:hand:"))
    table.focus.focus(card)
    h.key(pygame.K_RETURN)
    assert type(c.actions[0]).__name__ == "PlayCard" and c.actions[0].seat == 0
    assert c.actions[0].card == card.piece
    for _ in range(100):  # the bot answers
        if c.to_act() == 0 and table.targets:
            break
        h.step()
    h.step(frames=2)
    rest = next(w for w in table.focus.order() if w.name.startswith("action:"))
    table.focus.focus(rest)
    assert keyboard_mode(h.ctx)
    h.key(pygame.K_SPACE)
    assert len(c.actions) >= 3 and type(c.actions[2]).__name__ == "Rest" and c.actions[2].seat == 0
    assert not table.step_requested  # Space acted on the ring, it did not step a bot


def test_enter_on_a_blocked_piece_says_why_and_changes_nothing(headless):
    h = headless("instant")
    c = Controller(fixture.RULES, [ADA, BOT], seed=2)
    table = start(h, c)
    h.key(pygame.K_TAB)
    deck = next(w for w in table.focus.order() if w.name == "blocked:deck:deck")
    table.focus.focus(deck)
    h.key(pygame.K_RETURN)
    assert c.actions == []
    assert table.notice is not None and table.notice.warning
    assert table.notice.text == tr("race.deck_after_play")


def test_an_ambiguous_target_opens_the_chooser_whose_rows_take_the_ring_and_esc_backs_out(headless):
    h = headless("instant")
    c = Controller(Ambiguous(fixture.RULES), [ADA, BOT], seed=2)
    table = start(h, c)
    h.key(pygame.K_TAB)
    dice = next(w for w in table.focus.order() if w.name == "target:dice:")
    assert len(dice.actions) == 2
    table.focus.focus(dice)
    h.key(pygame.K_RETURN)
    assert table.chooser is not None and c.actions == []
    assert all(isinstance(w, ChooserRow) for w in table.focus.order())
    assert focused(table) == "choose:0"
    h.key(pygame.K_ESCAPE)
    assert table.chooser is None and focused(table) == "target:dice:"
    assert h.top is table  # Esc closed the chooser, not the table
    h.key(pygame.K_RETURN)
    h.key(pygame.K_DOWN)
    assert focused(table) == "choose:1"
    h.key(pygame.K_RETURN)
    assert c.actions[0] == dice.actions[1]


def test_esc_with_nothing_open_opens_the_pause_menu(headless):
    from scenes.pause import PauseOverlay

    h = headless("instant")
    table = start(h, Controller(fixture.RULES, [ADA, BOT], seed=2))
    h.key(pygame.K_TAB)
    h.key(pygame.K_ESCAPE)
    h.step()
    assert isinstance(h.top, PauseOverlay)
    assert table.chooser is None


def test_space_steps_the_bots_until_the_ring_shows(headless):
    h = headless("instant")
    table = start(h, Controller(fixture.RULES, [ADA, BOT], seed=2))
    h.key(pygame.K_SPACE)
    assert table.bots_paused and table.step_requested
    assert not keyboard_mode(h.ctx)


def test_the_hint_key_puts_the_focus_on_the_suggested_move(headless):
    h = headless("instant")
    table = start(h, Controller(fixture.RULES, [ADA, BOT], seed=2))
    h.key(pygame.K_TAB)
    h.key(pygame.K_h)
    assert table.hint_action is not None
    cur = table.focus.current
    assert table.hint_action in (cur.actions if isinstance(cur, Spot) else [getattr(cur, "action", None)])


def test_a_new_decision_puts_the_focus_on_its_first_target(headless):
    h = headless("instant")
    c = Controller(fixture.RULES, [ADA, BOT], seed=2)
    table = start(h, c)
    h.key(pygame.K_TAB)
    table.focus.focus(table.tools["hint"])
    rest = next(w for w in table.focus.order() if w.name.startswith("action:"))
    table.focus.focus(rest)
    h.key(pygame.K_RETURN)
    for _ in range(100):
        if c.to_act() == 0 and table.targets:
            break
        h.step()
    h.step(frames=2)
    assert focused(table).startswith("target:")


# ---------------------------------------------------------------------------------------- looks
def test_the_focused_piece_shows_its_tooltip_and_the_ring_is_drawn_over_the_pieces(headless):
    h = headless("instant")
    table = start(h, Controller(fixture.RULES, [ADA, BOT], seed=2))
    h.key(pygame.K_TAB)
    deck = next(w for w in table.focus.order() if w.name == "blocked:deck:deck")
    table.focus.focus(deck)
    h.step(frames=3)
    tip = table._tip(table.focus_target(), table.focus_mark())
    assert tip is not None and tip.warning and tip.lines[0] == tr("race.deck_after_play")
    kinds = [k for k, _r in table.overlay_rects]
    assert "tooltip" in kinds
    tip_rect = next(r for k, r in table.overlay_rects if k == "tooltip")
    ring = deck.focus_rect().inflate(2 * FOCUS_GAP, 2 * FOCUS_GAP)
    assert not tip_rect.colliderect(ring)  # the tooltip keeps clear of the ring
    spot = (ring.left, ring.centery)
    assert tuple(h.app.canvas.get_at(spot))[:3] == theme.BRASS_HOVER


def test_a_mouse_move_hides_the_ring_and_the_tooltip_follows_the_pointer_again(headless):
    h = headless("instant")
    table = start(h, Controller(fixture.RULES, [ADA, BOT], seed=2))
    h.key(pygame.K_TAB)
    assert table.key_focus() is not None
    h.move((5, 5))
    assert table.key_focus() is None and not keyboard_mode(h.ctx)


@pytest.mark.parametrize("game", ["new_eden", "paris", "farshore", "droids"])
def test_the_ring_shows_on_every_board(headless, game):
    h = headless("instant", size=(1280, 720))
    seats = [SeatConfig("Ada", "human", colour=0), SeatConfig("Bot", "bot", "greedy", colour=1)]
    c = Controller(GAMES[game], seats, 3, {})
    c.run_bots()
    table = start(h, c)
    h.key(pygame.K_TAB)
    h.step(frames=2)
    cur = table.focus.sync()
    assert cur is not None and cur not in table.tools.values()
    assert not isinstance(cur, Spot) or cur.target is not None  # a move, never a chip or a tool
    ring = cur.focus_rect().inflate(2 * FOCUS_GAP, 2 * FOCUS_GAP)
    on_ring = [(ring.left, ring.centery), (ring.right - 1, ring.centery), (ring.centerx, ring.top)]
    on_ring = [p for p in on_ring if h.app.canvas.get_rect().collidepoint(p)]
    assert on_ring and all(tuple(h.app.canvas.get_at(p))[:3] == theme.BRASS_HOVER for p in on_ring)


# ---------------------------------------------------------------------------------------- whole games
WHOLE = [("new_eden", 2), ("paris", 2), ("farshore", 2), ("droids", 2), ("farshore", 1), ("droids", 1)]


@pytest.mark.parametrize(("game", "players"), WHOLE, ids=[f"{g}-{n}p" for g, n in WHOLE])
def test_a_whole_game_is_played_by_key_events_only(headless, game, players):
    from scenes.scoring import ScoringScene

    h = headless("instant", size=(1280, 720))
    seats = [SeatConfig("Ada", "human", colour=0)] + [
        SeatConfig(f"Bot {i}", "bot", "greedy", colour=i) for i in range(1, players)
    ]
    c = Controller(GAMES[game], seats, 1, {})
    table = start(h, c)
    counts = play_by_keys(h, table, seed=1)
    assert c.is_over()
    assert isinstance(h.top, ScoringScene)
    assert counts["moves"] > 10
    humans = [a for a in c.actions if a.seat == 0]
    assert len(humans) == counts["moves"]  # every move of the human seat came from the keys


def test_enter_on_a_full_zones_chip_opens_it_and_esc_closes_it_back_on_the_chip(headless):
    import dataclasses

    h = headless("instant")
    c = Controller(fixture.RULES, [ADA, BOT], seed=2)
    table = start(h, c)
    # the hand squeezed to room for one card, so its second goes behind a "+N" chip (the skins of
    # the four games place every piece themselves; the chip serves zones a skin leaves to the table)
    hand = table.board.zones["seat:0:hand"]
    x, y, _w, zh = hand.rect
    small = (x, y, 130, zh)
    table.board.zones["seat:0:hand"] = dataclasses.replace(hand, rect=small, polygon=None)
    table.layout = table._layout_for(table._zones_now, table.track_values)
    table._targets_key = None
    h.step(frames=2)
    h.key(pygame.K_TAB)
    chip = next((w for w in table.focus.order() if w.name == "more:seat:0:hand"), None)
    assert chip is not None, names(table)
    table.focus.focus(chip)
    h.key(pygame.K_RETURN)
    assert table.opened == chip.more
    cur = table.focus.sync()
    assert isinstance(cur, Spot) and cur.zone == chip.more  # the focus is inside the panel
    assert all(not isinstance(w, Spot) or w.zone == chip.more for w in table.focus.order())
    h.key(pygame.K_ESCAPE)
    assert table.opened is None and h.top is table
    assert focused(table) == chip.name


def test_enter_on_more_opens_its_chooser_with_the_focus_on_the_first_row_and_esc_comes_back(headless):
    h = headless("instant", size=(1280, 720))
    seats = [SeatConfig("Ada", "human", colour=0), SeatConfig("Bot", "bot", "greedy", colour=1)]
    c = Controller(GAMES["droids"], seats, 1, {})
    c.run_bots()
    table = start(h, c)
    moves = len(c.actions)
    h.key(pygame.K_TAB)
    more = next((w for w in table.focus.order() if w.name == "action:more"), None)
    assert more is not None, names(table)
    table.focus.focus(more)
    h.key(pygame.K_RETURN)
    assert table.chooser is not None and len(c.actions) == moves
    assert focused(table) == "choose:0"
    h.key(pygame.K_DOWN)
    assert focused(table) == "choose:1"
    h.key(pygame.K_ESCAPE)
    assert table.chooser is None and h.top is table
    assert focused(table) == "action:more"
    h.key(pygame.K_RETURN)
    first = table.chooser[1][0][1] if table.chooser is not None else None
    h.key(pygame.K_RETURN)  # the first row
    assert len(c.actions) == moves + 1 and c.actions[moves] == first


def test_a_hint_behind_more_puts_the_focus_on_more(headless, monkeypatch):
    h = headless("instant", size=(1280, 720))
    seats = [SeatConfig("Ada", "human", colour=0), SeatConfig("Bot", "bot", "greedy", colour=1)]
    c = Controller(GAMES["droids"], seats, 1, {})
    c.run_bots()
    table = start(h, c)
    h.key(pygame.K_TAB)
    table.focus.focus(next(w for w in table.focus.order() if w.name == "action:more"))
    h.key(pygame.K_RETURN)
    assert table.chooser is not None
    behind = table.chooser[1][-1][1]
    h.key(pygame.K_ESCAPE)
    table.focus.focus(table.tools["hint"])
    monkeypatch.setattr(c, "hint", lambda seat: behind)
    h.key(pygame.K_h)
    assert table.hint_action == behind
    assert focused(table) == "action:more"


def test_page_up_and_down_scroll_the_game_log(headless):
    h = headless("instant")
    c = Controller(fixture.RULES, [ADA, BOT], seed=2)
    for _ in range(6):  # a few moves, so the log has lines to scroll back through
        c.pump(budget_ms=10_000) if c.bot_to_act() is not None else c.submit(0, c.hint(0))
    table = start(h, c)
    h.step(frames=3)
    assert table.logpanel.scroll == 0
    h.key(pygame.K_PAGEUP)
    h.step()
    back = table.logpanel.scroll
    assert back > 0
    h.key(pygame.K_PAGEDOWN)
    h.step()
    assert table.logpanel.scroll == 0 and len(c.actions) == 6  # the keys changed nothing in the game
