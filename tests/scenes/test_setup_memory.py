"""The setup screen remembers: a setup code typed in the deal field sets the whole game, each game
opens as it was last started, people's names are offered as they are typed; damaged files of
setups or players give the defaults and never stop the screen."""

from __future__ import annotations

import pygame

from game.core import players, setupcode, setups
from game.core.saves import SeatConfig
from game.registry import GAMES
from scenes.setup import SetupScene, decode_code, encode_code
from scenes.setupcodes import current_code
from scenes.table.table import TableScene


def open_setup(app, game_id):
    scene = SetupScene(app.ctx, game_id)
    app.app.stack.push(scene)
    app.step()
    return scene


def type_code(app, scene, text):
    app.click(scene.code_field.rect.center)
    for _ in range(len(scene.code_field.value) + 2):
        app.key(pygame.K_BACKSPACE)
    app.type_text(text)


def test_a_typed_setup_code_sets_the_game_seats_options_and_deal(app):
    rules = GAMES["droids"]
    setup = setupcode.Setup("droids", ("human", "hard", "human"), (2, 0, 4),
                            {**{s.key: s.default for s in rules.options}, "house_base_rp": 7,
                             "overflow_timing": "end_of_turn"}, 123_456)
    code = setupcode.encode(setup, rules)
    scene = open_setup(app, "paris")
    type_code(app, scene, code)
    assert scene.game_id == "droids" and scene.code == encode_code(123_456) and scene.code_error == ""
    assert [(s["kind"], s["level"] if s["kind"] == "bot" else "", s["colour"]) for s in scene.seats] == [
        ("human", "", 2), ("bot", "hard", 0), ("human", "", 4)]
    assert current_code(scene) == code  # the screen now shows the same code
    app.click(scene.b_start.rect.center, frames=2)
    table = next(s for s in app.app.stack.scenes if isinstance(s, TableScene))
    c = table.controller
    assert c.seed == 123_456 and c.options["house_base_rp"] == 7 and c.options["overflow_timing"] == "end_of_turn"
    assert [s.kind for s in c.seats] == ["human", "bot", "human"] and c.seats[1].level == "hard"


def test_a_mistyped_setup_code_is_said_and_changes_nothing(app):
    scene = open_setup(app, "paris")
    seats = [dict(s) for s in scene.seats]
    good = current_code(scene).replace(" ", "")
    bad = good[:-1] + ("0" if good[-1] != "0" else "1")
    type_code(app, scene, bad)
    assert "mistyped" in scene.code_error and scene.game_id == "paris" and scene.seats == seats
    assert not scene.b_start.enabled and decode_code(scene.code) is None
    app.key(pygame.K_RETURN)  # done typing: the reason shows
    app.step()
    assert not scene.code_field.focused


def test_each_game_opens_as_it_was_last_started(app):
    scene = open_setup(app, "paris")
    scene.set_seat(1, kind="bot", level="easy", name="Robo")
    scene.add_seat()
    scene.option_values["etoile"] = True
    app.click(scene.b_start.rect.center, frames=2)
    again = SetupScene(app.ctx, "paris")
    # (a person's seat keeps whatever level its bot would have; only the bot's level matters)
    assert [(s["name"], s["kind"]) for s in again.seats][:2] == [("Player 1", "human"), ("Robo", "bot")]
    assert again.seats[1]["level"] == "easy"
    assert len(again.seats) == 3 and again.option_values["etoile"] is True
    other = SetupScene(app.ctx, "farshore")  # a game never started opens with its defaults
    assert other.option_values == {s.key: s.default for s in GAMES["farshore"].options}


def test_damaged_setups_and_players_files_give_the_defaults(app):
    setups.setups_path().write_text('{"format": "salon-setups", "version": 1, "games": {"paris": {"seats": 3}}}')
    players.players_path().write_text("\x00\x01 not json")
    scene = open_setup(app, "paris")
    assert scene.option_values == {s.key: s.default for s in GAMES["paris"].options}
    assert scene.name_suggest.known == []
    app.click(scene.b_start.rect.center, frames=2)  # Start writes good files over the damaged ones
    assert setups.last_setup("paris", GAMES) is not None
    assert [p.name for p in players.load()] == ["Player 1"]
    # one game's entry that no longer fits its game is left out alone
    setups.remember("farshore", [SeatConfig("A", colour=0)] * 2, {"nonsense": 1})
    assert setups.last_setup("farshore", GAMES) is None and setups.last_setup("paris", GAMES) is not None


def test_remembered_names_are_offered_as_a_name_is_typed(app):
    players.remember(["Ada", "Bruno", "Béa"])
    scene = open_setup(app, "paris")
    row = scene.rows[1]
    app.click(row.name.rect.center)
    for _ in range(len(row.name.value) + 1):
        app.key(pygame.K_BACKSPACE)
    app.type_text("B")
    offered = [n for _r, n in scene.name_suggest.rows()]
    assert sorted(offered) == ["Bruno", "Béa"]
    app.key(pygame.K_DOWN)
    app.key(pygame.K_RETURN)
    assert scene.seats[1]["name"] == offered[0] and not row.name.focused
    app.click(scene.rows[0].name.rect.center)  # the name taken is not offered again
    assert offered[0] not in [n for _r, n in scene.name_suggest.rows()]
    rect, name = scene.name_suggest.rows()[0]
    app.click(rect.center)
    assert scene.seats[0]["name"] == name
