"""The guided first games: every script is played from its first step to its last (through the
rules, and through the real app by clicking where the guide points), a wrong move explains and
changes nothing, the guide can be left at any time and leaves no saved game behind."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from game.core.i18n import has, tr
from game.core.messages import PhaseBegan
from game.registry import GAMES
from scenes.menu import MenuScene
from scenes.tutorial.learn import LearnScene
from scenes.tutorial.script import Guide, ScriptBroken, Step, matches
from scenes.tutorial.scripts import SCRIPTS
from scenes.tutorial.table import GuidedTable, GuideEndOverlay, guided_controller
from scenes.widgets import keyboard_mode

GAME_IDS = ["new_eden", "paris", "farshore", "droids"]


def play_script(script):
    """Play ``script`` through the rules alone: (the guide, whether the closing phase began before
    the last step, whether it began after it)."""
    c = guided_controller(script)
    guide = Guide(script)
    early = late = False

    def closing(subs):
        return any(
            isinstance(e, PhaseBegan) and guide.ends_with(e.phase, e.round) for s in subs for e in s.events
        )

    while not guide.finished_steps:
        early = early or closing(c.run_bots())
        assert not c.is_over(), f"the game ended at step {guide.index + 1}"
        seat = c.to_act()
        assert seat == 0
        prompt = c.rules.prompt(c.view(seat))
        action = guide.check(prompt.key, c.legal(seat))
        result = c.submit(seat, action)
        assert result.accepted, result.reason
        guide.advance()
        hit = closing([result])
        if guide.finished_steps:
            late = late or hit
        else:
            early = early or hit
    late = late or closing(c.run_bots())
    return guide, early, late


# ---------------------------------------------------------------------------------------- the data
@pytest.mark.parametrize("game", GAME_IDS)
def test_every_step_of_the_script_occurs_and_the_season_ends_after_the_last(game):
    script = SCRIPTS[game]
    guide, early, late = play_script(script)
    assert guide.broken is None and guide.index == len(script.steps)
    assert not early, "the guided season ended before the script's last step"
    assert late, f"the script's last step did not end the guided part ({script.ends})"


@pytest.mark.parametrize("game", GAME_IDS)
def test_every_words_key_of_the_script_exists(game):
    script = SCRIPTS[game]
    keys = [script.intro, script.done, script.about, *(s.say for s in script.steps)]
    missing = [k for k in keys if not has(k)]
    assert not missing


def test_a_step_whose_decision_moved_is_caught():
    script = SCRIPTS["farshore"]
    first = script.steps[0]
    moved = dataclasses.replace(script, steps=(dataclasses.replace(first, prompt="farshore.prompt.turn"),))
    with pytest.raises(ScriptBroken):
        play_script(moved)
    gone = dataclasses.replace(
        script, steps=(Step(first.prompt, {"t": "farshore.mulligan", "redraw": 7}, first.say),)
    )
    with pytest.raises(ScriptBroken, match="no legal action"):
        play_script(gone)


def test_matching_is_by_the_actions_own_fields():
    c = guided_controller(SCRIPTS["farshore"])
    keep, redraw = sorted(c.legal(0), key=lambda a: a.redraw)
    assert matches(keep, {"t": "farshore.mulligan", "redraw": False})
    assert not matches(redraw, {"t": "farshore.mulligan", "redraw": False})
    assert not matches(keep, {"t": "farshore.place_worker"})


# ---------------------------------------------------------------------------------------- the app
def open_guide(app, game):
    """Menu → Learn to play → the game's guide, by clicks."""
    menu = app.top
    assert isinstance(menu, MenuScene)
    app.click(next(b for b in menu.buttons if b.name == "learn").rect.center, frames=2)
    learn = app.top
    assert isinstance(learn, LearnScene)
    app.click(next(b for b in learn.starts if b.name == f"learn:{game}").rect.center, frames=2)
    table = app.top
    assert isinstance(table, GuidedTable)
    return table


def wait_for_decision(app, table, limit=600):
    for _ in range(limit):
        if not isinstance(app.top, GuidedTable):
            return False
        if table.expected() is not None and table.presenter.drained and table._human_to_act() is not None:
            if table.highlights() or table.chooser is not None:
                return True
        app.step()
    raise AssertionError(f"no decision came at step {table.guide.index + 1} ({table.guide.broken})")


def click_point(table, rect, what):
    """A point inside a highlighted place that a click there takes (the topmost thing under it)."""
    from scenes.table.targets import Target

    if not isinstance(what, Target):
        return rect.center
    for fy in (0.5, 0.3, 0.7, 0.15, 0.85):
        for fx in (0.5, 0.3, 0.7, 0.15, 0.85):
            p = (rect.x + int(rect.w * fx), rect.y + int(rect.h * fy))
            if table._target_at(p) is what and table._blocked_at(p) is None and table._more_at(p) is None:
                return p
    raise AssertionError(f"no point of {rect} takes the highlighted target")


def take_step(app, table):
    """Click where the guide points (through the chooser or the skin's controls when needed)."""
    want = table.expected()
    if table.chooser is not None:
        rect = next(r for r, a, _l in table.chooser[1] if a == want)
        app.click(rect.center)
        return
    spots = table.highlights()
    assert spots, f"step {table.guide.index + 1}: nothing highlighted"
    rect, what = spots[0]
    if what is None:  # the skin's own controls take the move: confirm them
        what = next(b for b in table.skin_controls() if b.primary)
        rect = what.rect
    app.click(click_point(table, rect, what))


@pytest.mark.parametrize("game", GAME_IDS)
def test_the_guide_is_played_through_in_the_app_by_clicking_where_it_points(app, game):
    script = SCRIPTS[game]
    table = open_guide(app, game)
    assert wait_for_decision(app, table)
    # a wrong move first: it explains and changes nothing
    c = table.controller
    wrong = next(a for a in c.legal(0) if not matches(a, script.steps[0].action))
    moves = len(c.actions)
    table.submit_action(wrong)
    assert len(c.actions) == moves and table.guide.index == 0
    assert table.notice is not None and table.notice.warning
    assert table.notice.text == tr("tutorial.wrong", label=table._label(table.expected()))
    for i in range(len(script.steps)):
        assert wait_for_decision(app, table)
        assert table.guide.index == i
        before = len([a for a in c.actions if a.seat == 0])
        take_step(app, table)
        if table.chooser is not None:  # the click opened the chooser (or "More…"): pick the row
            take_step(app, table)
        app.step()
        assert len([a for a in c.actions if a.seat == 0]) == before + 1, f"step {i + 1} was not taken"
        assert matches(next(a for a in reversed(c.actions) if a.seat == 0), script.steps[i].action)
    for _ in range(600):
        if isinstance(app.top, GuideEndOverlay):
            break
        app.step()
    end = app.top
    assert isinstance(end, GuideEndOverlay) and table.season_over
    app.click(end.b_menu.rect.center, frames=2)
    assert isinstance(app.top, MenuScene)
    assert not app.top.b_continue.enabled  # the guided game was not kept


def test_leaving_the_guide_goes_back_to_the_menu_and_keeps_nothing(app, data_dir):
    table = open_guide(app, "paris")
    assert wait_for_decision(app, table)
    take_step(app, table)
    app.step(frames=3)
    assert table.controller.actions
    app.click(table.leave_button.rect.center, frames=2)
    assert isinstance(app.top, MenuScene)
    assert not app.top.b_continue.enabled
    assert not list(data_dir.rglob("*.json")) or all("setting" in p.name for p in data_dir.rglob("*.json"))


def test_the_guide_refuses_undo_and_its_hint_is_the_guides_move(app):
    table = open_guide(app, "farshore")
    assert wait_for_decision(app, table)
    app.key(pygame.K_h)
    assert table.hint_action == table.expected()
    app.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    assert table.notice is not None and table.notice.text == tr("tutorial.no_undo")


def test_by_keys_the_focus_starts_on_the_guides_move_and_enter_takes_it(app):
    table = open_guide(app, "new_eden")
    assert wait_for_decision(app, table)
    app.key(pygame.K_TAB)
    app.step(frames=2)
    assert keyboard_mode(app.ctx)
    cur = table.focus.sync()
    assert table.expected() in getattr(cur, "actions", [getattr(cur, "action", None)])
    app.key(pygame.K_RETURN)
    assert table.guide.index == 1


def test_the_learn_screen_lists_a_guide_for_every_game_and_esc_goes_back(app):
    menu = app.top
    app.click(next(b for b in menu.buttons if b.name == "learn").rect.center, frames=2)
    learn = app.top
    assert isinstance(learn, LearnScene)
    assert learn.games == [g for g in GAME_IDS if g in GAMES]
    app.key(pygame.K_ESCAPE)
    app.step()
    assert app.top is menu


@pytest.mark.parametrize("game", GAME_IDS)
def test_the_guide_is_played_through_by_keys_alone(app, game):
    """Menu → Learn to play → the guide by keys, then every step with Enter: each decision puts
    the focus on the guide's move (a target, a button, the skin's confirm, "More…" and its row)."""
    from tests.table.keyplay import key_event, post

    def tab_to(scene, name):
        for _ in range(len(scene.focus.order()) + 1):
            app.key(pygame.K_TAB)
            if getattr(scene.focus.current, "name", "") == name:
                return
        raise AssertionError(f"Tab never reaches {name}")

    script = SCRIPTS[game]
    tab_to(app.top, "learn")
    app.key(pygame.K_RETURN)
    app.step(frames=2)
    learn = app.top
    assert isinstance(learn, LearnScene)
    tab_to(learn, f"learn:{game}")
    app.key(pygame.K_RETURN)
    app.step(frames=2)
    table = app.top
    assert isinstance(table, GuidedTable)
    c = table.controller
    assert wait_for_decision(app, table)
    assert keyboard_mode(app.ctx)  # the ring came along from the menu
    for i in range(len(script.steps)):
        assert wait_for_decision(app, table)
        app.step(frames=2)
        before = len([a for a in c.actions if a.seat == 0])
        for _ in range(3):  # Enter; a second (and third) when it opened "More…" or a chooser
            post([key_event(pygame.K_RETURN)])
            app.step()
            if len([a for a in c.actions if a.seat == 0]) > before:
                break
        assert len([a for a in c.actions if a.seat == 0]) == before + 1, f"step {i + 1} was not taken"
        assert matches(next(a for a in reversed(c.actions) if a.seat == 0), script.steps[i].action)
        assert keyboard_mode(app.ctx)
    for _ in range(600):
        if isinstance(app.top, GuideEndOverlay):
            break
        app.step()
    assert isinstance(app.top, GuideEndOverlay)


def test_quitting_from_the_pause_menu_also_keeps_nothing(app, data_dir):
    from scenes.pause import PauseOverlay

    table = open_guide(app, "droids")
    assert wait_for_decision(app, table)
    take_step(app, table)
    if table.chooser is not None:
        take_step(app, table)
    app.step(frames=3)
    assert table.guide.index == 1 and any(a.seat == 0 for a in table.controller.actions)
    app.key(pygame.K_ESCAPE)
    app.step()
    pause = app.top
    assert isinstance(pause, PauseOverlay)
    app.click(next(b for b in pause.buttons if b.name == "quit").rect.center, frames=2)
    assert isinstance(app.top, MenuScene)
    assert not app.top.b_continue.enabled
    assert all("setting" in p.name for p in data_dir.rglob("*.json"))


def test_a_guided_game_saved_by_name_loads_as_an_ordinary_game(app):
    from game.core import store
    from scenes.load import open_save
    from scenes.table.table import TableScene

    table = open_guide(app, "paris")
    assert wait_for_decision(app, table)
    take_step(app, table)
    app.step(frames=3)
    path = store.save_named(table.controller, "My first Paris")
    moves = len(table.controller.actions)
    assert open_save(app.ctx, path)
    app.step(frames=2)
    top = app.top
    assert isinstance(top, TableScene) and not isinstance(top, GuidedTable)
    assert len(top.controller.actions) == moves
