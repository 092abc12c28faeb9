"""The table scene, driven headless through UI events only (mouse clicks and the curtain)."""

from __future__ import annotations

import pygame

import tests.fixture_game as fixture
from game.core import saves
from game.core.controller import Controller
from game.core.rules import ActionInfo
from game.core.saves import SeatConfig
from game.registry import GAMES
from scenes.table.curtain import CurtainOverlay
from scenes.table.table import TableScene

HUMANS = [SeatConfig("Ada", "human", colour=0), SeatConfig("Bruno", "human", colour=3)]


def start(h, controller):
    table = TableScene(h.ctx, controller)
    h.app.start(table)
    h.step(frames=2)
    return table


def drain(h, table, limit=600, hurry=False):
    """Let animations finish; with ``hurry`` a click on the empty cloth skips them, as a player may."""
    for i in range(limit):
        if h.top is not table or (
            table.presenter.drained and (table.targets or table.button_actions or table.controller.is_over())
        ):
            return
        if hurry and i % 6 == 5 and not table.presenter.drained:
            h.click((300, 300))
        else:
            h.step()


def choose(table, n):
    """A click target for the n-th move: roll, play a card, or rest, in turn."""
    dice = [t for t in table.targets if t.zone == "dice"]
    cards = [t for t in table.targets if t.piece is not None]
    if n % 3 == 1 and cards:
        return cards[0].rect.center
    if n % 3 == 2 and table.button_actions:
        return table.button_actions[0].rect.center
    return (dice or cards)[0].rect.center if (dice or cards) else table.button_actions[0].rect.center


def play_through_ui(h, table, max_clicks=400):
    clicks = 0
    n = 0
    while clicks < max_clicks:
        top = h.top
        if type(top).__name__ == "ScoringScene":
            return clicks
        if isinstance(top, CurtainOverlay):
            h.click(top.confirm.rect.center, frames=2)
        elif top is table:
            drain(h, table, hurry=True)
            if h.top is not table:
                continue
            if table.controller.is_over():
                h.step()
                continue
            h.click(choose(table, n), frames=2)
            n += 1
        else:
            h.step()
        clicks += 1
    raise AssertionError("the game did not reach the scoring scene")


def test_two_humans_play_a_whole_game_through_clicks(headless):
    h = headless("fast", size=(1280, 720))  # a scaled window: clicks go through the letterbox mapping
    c = Controller(fixture.RULES, HUMANS, seed=11, options={"finish": 10})
    table = start(h, c)
    assert isinstance(h.top, CurtainOverlay)  # hands are private: the first player confirms
    play_through_ui(h, table)
    assert c.is_over() and len(c.actions) > 3
    assert type(h.top).__name__ == "ScoringScene"
    assert not h.app.errors


def test_the_curtain_hides_the_other_hand_until_confirmed(headless):
    h = headless("instant")
    c = Controller(fixture.RULES, HUMANS, seed=5)
    table = start(h, c)
    h.click(h.top.confirm.rect.center, frames=2)
    assert table.viewer == 0
    mine = {p.face for p, _ in table.layout["seat:0:hand"]}
    assert not any(f.startswith("back") for f in mine)
    assert all(p.face.startswith("back") for p, _ in table.layout["seat:1:hand"])
    dice = next(t for t in table.targets if t.zone == "dice")
    h.click(dice.rect.center, frames=3)
    curtain = h.top
    assert isinstance(curtain, CurtainOverlay) and curtain.seat == 1
    assert table.viewer is None  # behind the curtain the table holds the public view: no hand shows
    assert curtain.recap and "Ada" in curtain.recap_text()[0]
    h.click(curtain.confirm.rect.center, frames=2)
    assert table.viewer == 1
    assert all(p.face.startswith("back") for p, _ in table.layout["seat:0:hand"])


def test_undo_through_the_table_button(headless):
    h = headless("instant")
    seats = [SeatConfig("Ada", "human", colour=0), SeatConfig("Bot", "bot", "random", colour=1)]
    c = Controller(fixture.RULES, seats, seed=3)
    table = start(h, c)
    h.click(table.tools["pause"].rect.center, frames=2)  # hold the bot so the move can be taken back
    drain(h, table)
    rest = table.button_actions[0]
    h.click(rest.rect.center, frames=3)
    assert len(c.actions) == 1 and c.to_act() == 1
    assert table.tools["undo"].enabled
    h.click(table.tools["undo"].rect.center, frames=3)
    assert len(c.actions) == 0 and c.to_act() == 0
    assert any("back" in t for t in h.ctx.extras.get("toasts", []))


def test_undo_from_the_curtain(headless):
    h = headless("instant")
    c = Controller(fixture.RULES, HUMANS, seed=3)
    table = start(h, c)
    h.click(h.top.confirm.rect.center, frames=2)
    drain(h, table)
    h.click(table.button_actions[0].rect.center, frames=3)  # Ada rests (no die, nothing revealed)
    curtain = h.top
    assert isinstance(curtain, CurtainOverlay) and curtain.undo_button is not None
    h.click(curtain.undo_button.rect.center, frames=3)
    assert h.top is table and len(c.actions) == 0 and table.viewer == 0


def test_several_actions_on_one_target_open_a_chooser(headless):
    class Shared:
        """The fixture with Rest also clicked at the dice: one target, two actions."""

        def __getattr__(self, name):
            return getattr(fixture.RULES, name)

        def describe(self, action):
            info = fixture.RULES.describe(action)
            return ActionInfo("dice", info.label, info.params) if info.zone is None else info

    h = headless("instant")
    c = Controller(Shared(), [HUMANS[0], SeatConfig("Bot", "bot", "random", colour=1)], seed=2)
    table = start(h, c)
    drain(h, table)
    dice = next(t for t in table.targets if t.zone == "dice")
    assert len(dice.actions) == 2
    h.click(dice.rect.center, frames=2)
    assert table.chooser is not None
    box, rows = table.chooser
    labels = [label for _r, _a, label in rows]
    assert "Rest (move 1)" in labels
    h.click(rows[labels.index("Rest (move 1)")][0].center, frames=2)
    assert type(c.actions[0]).__name__ == "Rest"


def test_a_refused_move_shows_a_toast(headless):
    h = headless("instant")
    c = Controller(fixture.RULES, [HUMANS[0], SeatConfig("Bot", "bot", "random", colour=1)], seed=2)
    table = start(h, c)
    drain(h, table)
    table._submit(fixture.PlayCard(seat=0, card="not-a-card"))
    assert any("not allowed" in t for t in h.ctx.extras.get("toasts", []))
    assert not c.actions


def test_a_resumed_save_draws_the_same_table(headless):
    h = headless("instant", size=(1920, 1080))
    seats = [SeatConfig("Ada", "human", colour=0), SeatConfig("Bot", "bot", "greedy", colour=1)]
    c = Controller(fixture.RULES, seats, seed=9, options={"finish": 20})
    table = start(h, c)
    for n in range(4):
        drain(h, table)
        assert table.targets or table.button_actions, (len(c.actions), c.to_act(), c.is_over())
        h.click(choose(table, n), frames=3)
    drain(h, table)
    data = saves.decode(c.save_data(), GAMES)
    c2 = Controller.from_save(data, fixture.RULES)
    table2 = TableScene(h.ctx, c2)
    for t in (table, table2):
        t._refresh_targets()
        t.clock, t.mouse = 0.0, (-1, -1)
    a, b = pygame.Surface((1920, 1080)), pygame.Surface((1920, 1080))
    table.draw(a)
    table2.draw(b)
    assert table.layout.keys() == table2.layout.keys()
    for z in table.layout:
        assert [(p, tuple(r)) for p, r in table.layout[z]] == [(p, tuple(r)) for p, r in table2.layout[z]]
    assert table.presenter.scores == table2.presenter.scores
    assert pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")


def test_bot_against_bot_at_instant_speed_reaches_scoring(headless):
    h = headless("instant")
    seats = [SeatConfig("Bot A", "bot", "greedy", colour=0), SeatConfig("Bot B", "bot", "random", colour=1)]
    c = Controller(fixture.RULES, seats, seed=4)
    table = start(h, c)
    assert table.viewer is None  # a spectator: no human seat
    for _ in range(400):
        if type(h.top).__name__ == "ScoringScene":
            break
        h.step()
    assert c.is_over() and type(h.top).__name__ == "ScoringScene"
    assert not h.app.errors


def test_bots_are_pumped_only_when_the_timeline_has_drained(headless):
    h = headless("normal")
    seats = [SeatConfig("Bot A", "bot", "random", colour=0), SeatConfig("Bot B", "bot", "random", colour=1)]
    c = Controller(fixture.RULES, seats, seed=4)
    table = start(h, c)
    calls = []
    real = c.pump

    def pump(budget_ms=4.0):
        calls.append(table.presenter.drained)
        return real(budget_ms)

    c.pump = pump
    h.step(frames=150)
    assert calls and all(calls)
    assert 1 <= len(c.actions) <= 6  # each move animates and pauses: bots do not race ahead


def test_escape_opens_the_pause_overlay(headless):
    h = headless("instant")
    c = Controller(fixture.RULES, [HUMANS[0], SeatConfig("Bot", "bot", "random", colour=1)], seed=2)
    table = start(h, c)
    h.key(pygame.K_ESCAPE)
    h.step()
    assert type(h.top).__name__ == "PauseOverlay"
    assert h.top is not table


def test_pawns_slide_along_the_track_instead_of_teleporting(headless):
    h = headless("normal")
    c = Controller(fixture.RULES, [HUMANS[0], SeatConfig("Bot", "bot", "random", colour=1)], seed=21)
    table = start(h, c)
    drain(h, table)
    h.click(table.button_actions[0].rect.center)  # rest: the pawn moves one space, no flight
    for _ in range(120):
        if table.slides:
            break
        h.step()
    assert "pawn:0" in table.slides


def test_every_piece_kind_renders(headless):
    from scenes.table.pieces import PieceArt

    headless("instant")
    art = PieceArt(
        "race",
        [0, 1],
        card_info=lambda f: {
            "name": "Lighthouse",
            "family": "governance",
            "cost": 3,
            "points": 2,
            "text": "Gain 2 shells.",
        },
    )
    canvas = pygame.Surface((1920, 1080))
    for kind, face, owner in [
        ("card", "c1", 0),
        ("card", "back:race", None),
        ("die", "6", None),
        ("die", "moon", 1),
        ("token", "shell", None),
        ("disc", "x", 1),
        ("cube", "wood", None),
        ("meeple", "pawn", 0),
        ("tile", "t1", None),
        ("marker", "m", 1),
    ]:
        art.draw_piece(canvas, kind, face, pygame.Rect(100, 100, *art.size_of(kind)), owner, count=3)
        assert art.surface(kind, face, owner, art.size_of(kind)) is art.surface(
            kind, face, owner, art.size_of(kind)
        )
    assert art.zoomed("c1").get_size() == (300, 420)


def test_a_broken_map_falls_back_with_a_toast(headless, monkeypatch, tmp_path):
    from scenes.table import board as B

    bad = tmp_path / "race.tmx"
    bad.write_text('<!DOCTYPE map [<!ENTITY x "y">]><map/>', encoding="utf-8")
    monkeypatch.setattr(B, "map_path", lambda game_id: bad)
    h = headless("instant")
    c = Controller(fixture.RULES, [HUMANS[0], SeatConfig("Bot", "bot", "random", colour=1)], seed=2)
    table = start(h, c)
    assert table.board.source == "auto" and table.board.warning
    assert any("laid out automatically" in t for t in h.ctx.extras.get("toasts", []))
    for zone in ("deck", "discard", "track", "seat:0:hand", "seat:1:hand"):
        assert zone in table.board.zones
    drain(h, table)
    assert table.targets  # the game is still playable


def test_the_last_frame_before_the_curtain_shows_no_hand(headless):
    """The app cross-fades from the last frame drawn: that frame must hold the public view."""
    h = headless("fast")
    c = Controller(fixture.RULES, HUMANS, seed=5)
    table = start(h, c)
    h.click(h.top.confirm.rect.center, frames=2)
    drain(h, table)
    h.click(next(t for t in table.targets if t.zone == "dice").rect.center, frames=1)
    viewers = []
    for _ in range(300):
        viewers.append((table.viewer, isinstance(h.top, CurtainOverlay)))
        if isinstance(h.top, CurtainOverlay):
            break
        h.step()
    assert viewers[-1][1], "the curtain came up"
    assert viewers[-2] == (None, False)  # the frame under the cross-fade: nobody's view


def test_the_log_scrolls_back_with_the_wheel(headless):
    h = headless("instant")
    seats = [SeatConfig("Bot A", "bot", "random", colour=0), SeatConfig("Bot B", "bot", "random", colour=1)]
    c = Controller(fixture.RULES, seats, seed=4)
    table = start(h, c)
    h.step(frames=6)
    h.click(table.tools["pause"].rect.center, frames=2)
    assert len(c.log) >= 4 and h.top is table
    h.move(table.logpanel.rect.center)
    h.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)])
    assert table.logpanel.scroll == 2
    h.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-5, flipped=False, precise_x=0.0, precise_y=-5.0)])
    assert table.logpanel.scroll == 0
