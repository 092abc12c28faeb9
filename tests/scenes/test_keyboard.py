"""Keyboard focus: Tab / Shift+Tab and the arrows move a brass focus ring through the non-table
screens, Enter or Space does what a click does, Esc goes back, and the mouse is left alone."""

from __future__ import annotations

import pygame
import pytest

from scenes import theme
from scenes.menu import MenuScene
from scenes.options import OptionsScene
from scenes.setup import SetupScene
from scenes.widgets import FOCUS_GAP, keyboard_mode
from tests.scenes.helpers import find, finished_race

SHIFT = pygame.KMOD_SHIFT


def focused(scene) -> str:
    cur = scene.focus.current
    return cur.name if cur is not None else ""


def tab_to(app, scene, name: str, limit: int = 40) -> None:
    """Press Tab until ``name`` has the focus (fails if it never comes)."""
    for _ in range(limit):
        if scene.focus.shown and focused(scene) == name:
            return
        app.key(pygame.K_TAB)
    raise AssertionError(f"Tab never reached {name!r} (stuck on {focused(scene)!r})")


def open_setup(app, game_id: str) -> SetupScene:
    scene = SetupScene(app.ctx, game_id)
    app.app.stack.push(scene)
    app.step()
    return scene


# ---------------------------------------------------------------------------------------- menu
def test_tab_shows_the_ring_on_new_game_and_enter_opens_setup(app):
    menu = app.top
    assert isinstance(menu, MenuScene)
    assert not keyboard_mode(app.ctx)  # a mouse user never sees a ring
    app.key(pygame.K_TAB)
    assert keyboard_mode(app.ctx) and focused(menu) == "new"
    app.key(pygame.K_RETURN)
    app.step()
    assert isinstance(app.top, SetupScene)
    assert focused(app.top) == "start"  # the keys carry on in the next screen


def test_the_ring_is_drawn_in_brass_only_after_a_key(app):
    menu = app.top
    b = find(menu.buttons, "new").rect
    spot = (b.left - FOCUS_GAP + 1, b.centery)  # on the ring's bright brass line
    app.step()
    assert tuple(app.app.canvas.get_at(spot))[:3] != theme.BRASS_HOVER
    app.key(pygame.K_TAB)
    app.step()
    assert tuple(app.app.canvas.get_at(spot))[:3] == theme.BRASS_HOVER


def test_focus_wraps_around_both_ways(app):
    menu = app.top
    order = [w.name for w in menu.focus.order()]
    assert order[0] == "new" and "continue" not in order  # disabled buttons are skipped
    app.key(pygame.K_TAB)  # shows the ring
    seen = []
    for _ in range(len(order)):
        seen.append(focused(menu))
        app.key(pygame.K_TAB)
    assert seen == order
    assert focused(menu) == "new"  # round again
    app.key(pygame.K_TAB, mod=SHIFT)
    assert focused(menu) == order[-1]
    app.key(pygame.K_TAB)
    assert focused(menu) == "new"


def test_arrows_move_to_the_nearest_control_in_their_direction(app):
    menu = app.top
    app.key(pygame.K_DOWN)  # the first press only shows where the focus is
    assert focused(menu) == "new"
    app.key(pygame.K_DOWN)
    assert focused(menu) == "load"  # Continue is disabled without an autosave
    app.key(pygame.K_UP)
    app.key(pygame.K_UP)
    assert focused(menu) == "quit"  # past the top, round to the bottom of the column
    app.key(pygame.K_DOWN)
    assert focused(menu) == "new"
    app.key(pygame.K_RIGHT)
    first_card = menu.cards[0]
    assert menu.focus.current is first_card and first_card.hover  # the card rises as on hover
    app.key(pygame.K_RIGHT)
    assert menu.focus.current is menu.cards[1]
    app.key(pygame.K_DOWN)
    assert menu.focus.current is menu.cards[3]
    app.key(pygame.K_LEFT)
    app.key(pygame.K_LEFT)
    assert focused(menu) in ("history", "settings", "rules", "quit")  # back to the buttons beside the row


def test_the_mouse_hides_the_ring_and_hover_moves_the_focus(app):
    menu = app.top
    app.key(pygame.K_TAB)
    assert keyboard_mode(app.ctx)
    load = find(menu.buttons, "load")
    app.move(load.rect.center)
    assert not keyboard_mode(app.ctx)
    assert menu.focus.current is load
    app.key(pygame.K_TAB)  # the keys pick up where the mouse was
    assert keyboard_mode(app.ctx) and menu.focus.current is load
    app.key(pygame.K_TAB)
    assert focused(menu) == "history"
    assert not load.hover  # only the focused control looks hovered


def test_mouse_clicks_work_as_before_with_the_ring_showing(app):
    menu = app.top
    app.key(pygame.K_TAB)
    app.click(find(menu.buttons, "settings").rect.center, frames=2)
    assert isinstance(app.top, OptionsScene)
    assert not keyboard_mode(app.ctx)


# ---------------------------------------------------------------------------------------- setup
def test_setup_level_changes_with_arrows_and_enter_starts(app, race):
    from scenes.table.table import TableScene

    scene = open_setup(app, "race")
    scene.set_seat(1, level="greedy")
    tab_to(app, scene, "level:1")
    levels = list(scene.rows[1].level.choices)
    app.key(pygame.K_RIGHT)
    assert scene.seats[1]["level"] == levels[(levels.index("greedy") + 1) % len(levels)]
    app.key(pygame.K_LEFT)
    app.key(pygame.K_LEFT)
    chosen = levels[(levels.index("greedy") - 1) % len(levels)]
    assert scene.seats[1]["level"] == chosen
    assert focused(scene) == "level:1"  # Left/Right on a selector never move the focus
    tab_to(app, scene, "start")
    app.key(pygame.K_RETURN)
    app.step()
    assert isinstance(app.top, TableScene)
    assert app.top.controller.seats[1].level == chosen


def test_setup_seat_kind_and_colour_from_the_keys(app, race):
    scene = open_setup(app, "race")
    tab_to(app, scene, "kind:0")
    assert "level:0" not in [w.name for w in scene.focus.order()]
    app.key(pygame.K_RIGHT)
    assert scene.seats[0]["kind"] == "bot"
    assert "level:0" in [w.name for w in scene.focus.order()]  # the level selector appears
    app.key(pygame.K_TAB)
    assert focused(scene) == "level:0"
    tab_to(app, scene, "colour:0")
    before = scene.seats[0]["colour"]
    app.key(pygame.K_RIGHT)
    after = scene.seats[0]["colour"]
    assert after != before and after != scene.seats[1]["colour"]
    app.key(pygame.K_LEFT)
    assert scene.seats[0]["colour"] == before


def test_tabbing_into_a_name_selects_it_so_typing_replaces_it(app, race):
    scene = open_setup(app, "race")
    tab_to(app, scene, "name:0")
    field = scene.rows[0].name
    assert field.focused and field.selected
    app.type_text("Zoé")
    assert scene.seats[0]["name"] == "Zoé"
    app.key(pygame.K_ESCAPE)  # Esc first ends the typing …
    assert not field.focused and isinstance(app.top, SetupScene)
    app.key(pygame.K_TAB)
    assert focused(scene) == "kind:0"
    app.key(pygame.K_ESCAPE)  # … and then goes back
    app.step()
    assert isinstance(app.top, MenuScene)


def test_tab_leaves_a_clicked_field_for_the_next_control(app, race):
    scene = open_setup(app, "race")
    app.click(scene.rows[1].name.rect.center)
    assert scene.rows[1].name.focused
    app.key(pygame.K_TAB)
    assert not scene.rows[1].name.focused
    assert keyboard_mode(app.ctx) and focused(scene) == "kind:1"


def test_setup_options_scroll_into_view_as_the_focus_reaches_them(app):
    scene = open_setup(app, "paris")
    assert scene.options_area.max_offset > 0
    last = scene.option_widgets[-1]
    app.key(pygame.K_TAB)
    tab_to(app, scene, last.name)
    app.step(frames=40)
    assert scene.options_area.offset > 0
    assert last.visible
    app.key(pygame.K_TAB, mod=SHIFT)
    app.key(pygame.K_TAB, mod=SHIFT)
    assert focused(scene) == scene.option_widgets[-3].name


def test_seats_are_added_and_removed_from_the_keys_and_the_focus_survives(app):
    scene = open_setup(app, "paris")
    assert len(scene.seats) == 2
    tab_to(app, scene, "add_seat")
    app.key(pygame.K_RETURN)
    assert len(scene.seats) == 3
    assert focused(scene) == "add_seat"  # the same button, moved down a row
    tab_to(app, scene, "remove:2")
    app.key(pygame.K_SPACE)
    assert len(scene.seats) == 2
    cur = scene.focus.current
    assert cur is not None and cur in scene.focus.order()  # landed on a control that still exists
    app.key(pygame.K_TAB)
    assert scene.focus.current is not cur


def test_enter_on_a_game_tab_chooses_that_game(app, race):
    scene = open_setup(app, "race")
    tab_to(app, scene, "game:paris")
    app.key(pygame.K_RETURN)
    assert scene.game_id == "paris"
    assert focused(scene) == "game:paris"


# ---------------------------------------------------------------------------------------- other screens
def test_settings_by_keys_and_escape_returns_to_the_menu(app):
    menu = app.top
    tab_to(app, menu, "settings")
    app.key(pygame.K_SPACE)
    app.step()
    options = app.top
    assert isinstance(options, OptionsScene)
    assert options.focus.current is options.speed
    speed = app.ctx.settings.animation_speed
    app.key(pygame.K_RIGHT)
    assert app.ctx.settings.animation_speed != speed
    app.key(pygame.K_LEFT)
    assert app.ctx.settings.animation_speed == speed
    app.key(pygame.K_DOWN)
    assert options.focus.current is options.motion
    app.key(pygame.K_RIGHT)
    assert app.ctx.settings.reduce_motion
    app.key(pygame.K_DOWN)
    app.key(pygame.K_DOWN)
    assert options.focus.current is options.volume
    vol = app.ctx.settings.volume
    app.key(pygame.K_LEFT)
    assert app.ctx.settings.volume == pytest.approx(vol - 0.05)
    app.key(pygame.K_ESCAPE)
    app.step()
    assert app.top is menu
    assert focused(menu) == "settings"


def test_rules_reference_left_right_turn_the_game_and_up_down_scroll(app):
    from scenes.rules_ref import RulesOverlay

    scene = RulesOverlay(app.ctx)
    app.app.stack.push(scene)
    app.step()
    if len(scene.games) < 2:
        pytest.skip("one game only")
    first = scene.game_id
    app.key(pygame.K_RIGHT)
    assert scene.game_id == scene.games[1]
    app.key(pygame.K_LEFT)
    assert scene.game_id == first
    app.key(pygame.K_DOWN)
    app.step(frames=20)
    assert scene.area.offset > 0
    app.key(pygame.K_ESCAPE)
    app.step()
    assert isinstance(app.top, MenuScene)


def test_scores_escape_goes_to_the_menu_and_enter_on_the_ring_plays_again(app, race):
    from scenes.scoring import ScoringScene
    from scenes.table.table import TableScene

    app.app.stack.push(ScoringScene(app.ctx, finished_race(race)))
    app.step()
    app.key(pygame.K_ESCAPE)
    app.step()
    assert isinstance(app.top, MenuScene)
    scores = ScoringScene(app.ctx, finished_race(race))
    app.app.stack.push(scores)
    app.step()
    scores.t = scores.duration  # the count-up is over
    app.key(pygame.K_RETURN)  # a stray Enter only shows the ring: no new deal by accident
    assert app.top is scores and focused(scores) == "again"
    app.key(pygame.K_TAB)
    assert focused(scores) == "menu"
    app.key(pygame.K_TAB)
    assert focused(scores) == "again"
    app.key(pygame.K_RETURN)
    app.step()
    assert isinstance(app.top, TableScene)


def test_load_list_rows_are_reached_with_the_arrows(app, race):
    from game.core import store
    from scenes.load import LoadScene
    from tests.scenes.helpers import race_controller

    c = race_controller(race)
    for i in range(3):
        store.save_named(c, f"Keys {i}")
    load = LoadScene(app.ctx)
    app.app.stack.push(load)
    app.step()
    assert focused(load).startswith("load:")
    app.key(pygame.K_DOWN)  # shows the ring
    app.key(pygame.K_DOWN)
    assert load.focus.current is load.row_buttons[1]
    app.key(pygame.K_RIGHT)
    assert load.focus.current is load.delete_buttons[1]
    app.key(pygame.K_RETURN)  # arms the delete (a second press deletes)
    assert load.confirm is not None and load.confirm[0] == load.entries[1].path
    app.key(pygame.K_ESCAPE)
    app.step()
    assert isinstance(app.top, MenuScene)
