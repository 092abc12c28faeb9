"""Setup: deal codes, seats and colours, and the handoff of a Controller to the table."""

from __future__ import annotations

import pytest

from game.core import paths
from scenes.dealcode import CODE_LEN, decode_code, encode_code, new_seed
from scenes.setup import SetupScene
from tests.scenes.helpers import find


@pytest.mark.parametrize("seed", [0, 1, 31, 32, 123456789, (1 << 35) - 1])
def test_deal_codes_round_trip(seed):
    code = encode_code(seed)
    assert len(code) == CODE_LEN
    assert decode_code(code) == seed


def test_deal_codes_read_like_crockford():
    code = encode_code(new_seed())
    assert decode_code(code.lower()) == decode_code(code)
    assert decode_code("0O1IL") == decode_code("00111")
    assert decode_code("AB-CD") == decode_code("ABCD")
    assert decode_code("U") is None  # U is not in the alphabet
    assert decode_code("") is None
    assert decode_code("TOOLONGCODE") is None


def test_setup_offers_the_registered_game_and_its_seat_range(app, race):
    scene = SetupScene(app.ctx, "race")
    app.app.stack.push(scene)
    app.step()
    assert scene.game_id == "race"
    assert len(scene.seats) == 2
    assert not scene.can_add() and not scene.can_remove()
    assert [w.name for w in scene.option_widgets] == ["option:finish"]


def test_no_two_seats_share_a_colour(app, race):
    scene = SetupScene(app.ctx, "race")
    app.app.stack.push(scene)
    app.step()
    c0 = scene.seats[0]["colour"]
    scene.set_colour(1, c0)
    assert scene.seats[1]["colour"] != c0
    scene.next_colour(0)
    assert scene.seats[0]["colour"] not in (c0, scene.seats[1]["colour"])


def test_start_hands_a_controller_to_the_table(app, race):
    from scenes.table.table import TableScene

    scene = SetupScene(app.ctx, "race")
    app.app.stack.push(scene)
    app.step()
    # change things the way a player would: the finish option and the deal code
    opt = find(scene.option_widgets, "option:finish")
    app.click(opt.arrows()[1].center)
    assert scene.option_values["finish"] == 20
    app.click(scene.code_field.rect.center)
    for _ in range(CODE_LEN + 2):
        app.key(8)  # backspace
    app.type_text("7Z9K2MQ")
    assert scene.code == "7Z9K2MQ"
    app.click(scene.b_start.rect.center, frames=2)
    assert isinstance(app.top, TableScene)
    c = app.top.controller
    assert c.seed == decode_code("7Z9K2MQ")
    assert c.options["finish"] == 20
    assert [s.kind for s in c.seats] == ["human", "bot"]
    assert len({s.colour for s in c.seats}) == 2
    assert c.autosave_path == paths.game_path(c.game_id)  # its own file, named by the game's id
    assert c.autosave_path.is_file()
    # the setup screen is gone: the table sits on a fresh menu
    from scenes.menu import MenuScene

    assert [type(s) for s in app.app.stack.scenes] == [MenuScene, TableScene]


def test_a_bad_deal_code_disables_start(app, race):
    scene = SetupScene(app.ctx, "race")
    app.app.stack.push(scene)
    app.step()
    scene.code = "UUU"
    app.step()
    assert not scene.b_start.enabled
    assert scene.build_controller() is None


def test_the_menu_opens_setup_and_continue_is_disabled_without_an_autosave(app, race):
    from scenes.menu import MenuScene

    menu = app.top
    assert isinstance(menu, MenuScene)
    assert not find(menu.buttons, "continue").enabled
    app.click(find(menu.buttons, "new").rect.center, frames=2)
    assert isinstance(app.top, SetupScene)


@pytest.mark.logs_errors  # the table's failure is logged (and the crash log written)
def test_a_table_that_fails_to_build_leaves_the_player_in_setup(app, race, monkeypatch):
    import scenes.table.table as table_mod

    def broken(*args, **kwargs):
        raise KeyError("panel:board")

    monkeypatch.setattr(table_mod, "TableScene", broken)
    scene = SetupScene(app.ctx, "race")
    app.app.stack.push(scene)
    app.step()
    app.click(scene.b_start.rect.center, frames=2)
    assert app.top is scene
    assert "panel:board" in app.ctx.extras["last_table_error"]
    assert not app.app.errors


def test_enter_starts_and_escape_goes_back(app, race):
    from scenes.menu import MenuScene
    from scenes.table.table import TableScene

    scene = SetupScene(app.ctx, "race")
    app.app.stack.push(scene)
    app.step()
    app.key(27)  # Escape
    app.step()
    assert isinstance(app.top, MenuScene)
    app.app.stack.push(SetupScene(app.ctx, "race"))
    app.step()
    app.key(13)  # Return
    app.step()
    assert isinstance(app.top, TableScene)
