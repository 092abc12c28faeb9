"""Loading: every unfinished game and named save is listed; a damaged file is listed with its reason
and can be deleted; a good save opens the table; saving under a typed name works from the pause box."""

from __future__ import annotations

import json

import pygame
import pytest

from game.core import paths, store
from scenes.load import LoadScene, list_saves, open_save
from tests.scenes.helpers import race_controller


def _shown(app):
    return app.ctx.extras.get("toasts", [])


@pytest.mark.parametrize(
    "content,text",
    [
        (b"{ not json", "not valid JSON"),
        (b"", "empty"),
        (b'{"hello": "world"}', "not a Salon save"),
        (b'{"format": "salon-save", "version": 999}', "newer version"),
        (b'{"format":"salon-save","version":2,"actions":5}', "the move list should be a list"),
    ],
)
def test_a_damaged_file_is_listed_with_its_reason_and_can_be_deleted(app, race, content, text):
    path = paths.games_dir() / "bad.json"
    path.write_bytes(content)
    scene = LoadScene(app.ctx)
    app.app.stack.push(scene)
    app.step()
    info = next(e for e in scene.entries if e.path == path)
    assert not info.ok and text in info.error
    load = next(b for b in scene.row_buttons if b.name == "load:bad.json")
    assert not load.enabled
    before = list(app.app.stack.scenes)
    app.click(load.rect.center, frames=2)
    assert app.app.stack.scenes == before  # nothing opened
    bin_button = next(b for b in scene.delete_buttons if b.name == "delete:bad.json")
    app.click(bin_button.rect.center)
    app.click(next(b for b in scene.delete_buttons if b.name == "delete:bad.json").rect.center)
    assert not path.exists()
    assert not app.app.errors


def test_opening_a_damaged_file_says_why_and_changes_nothing(app, race):
    path = paths.games_dir() / "bad.json"
    path.write_bytes(b'{"format":"salon-save","version":2,"game":[]}')
    before = list(app.app.stack.scenes)
    assert open_save(app.ctx, path) is False
    assert app.app.stack.scenes == before
    assert app.ctx.extras["last_load_error"] == "save.invalid"
    assert "the game id should be text" in _shown(app)[-1]
    assert path.read_bytes() == b'{"format":"salon-save","version":2,"game":[]}'


def test_a_save_of_an_unknown_game_is_refused_clearly(app, race):
    c = race_controller(race)
    data = c.save_data()
    data["game"] = "chess"
    path = paths.named_dir() / "foreign.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert open_save(app.ctx, path) is False
    assert app.ctx.extras["last_load_error"] == "save.unknown_game"


def test_a_tampered_move_list_is_refused(app, race):
    c = race_controller(race, kinds=("bot", "bot"))
    c.run_bots()
    data = c.save_data()
    data["fingerprint"] = "0" * 32
    path = paths.named_dir() / "tampered.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert open_save(app.ctx, path) is False
    assert app.ctx.extras["last_load_error"] == "save.mismatch"


def test_a_named_save_opens_the_table_and_stays_as_it_was(app, race):
    from scenes.table.table import TableScene

    c = race_controller(race, seed=11)
    c.submit(0, c.legal(0)[0])
    c.run_bots()
    path = store.save_named(c, "Before the storm")
    before = path.read_bytes()
    scene = LoadScene(app.ctx)
    app.app.stack.push(scene)
    app.step()
    info = next(e for e in scene.entries if e.path == path)
    assert info.ok and info.kind == "named" and info.name == "Before the storm"
    button = next(b for b in scene.row_buttons if b.name == f"load:{path.name}")
    app.click(button.rect.center, frames=2)
    assert isinstance(app.top, TableScene)
    table = app.top.controller
    assert table.actions == c.actions
    assert table.autosave_path is not None and table.autosave_path.parent == paths.games_dir()
    table.autosave()
    assert path.read_bytes() == before  # playing on writes the game's own autosave, not the named save


def test_list_puts_unfinished_games_first_newest_first(race):
    older = store.new_controller(race, race_controller(race).seats, 3)
    older.autosave()
    named = race_controller(race)
    store.save_named(named, "Kept")
    newer = store.new_controller(race, race_controller(race).seats, 4)
    newer.submit(0, newer.legal(0)[0])
    entries = list_saves()
    assert [e.kind for e in entries] == ["game", "game", "named"]
    assert entries[0].path == newer.autosave_path and entries[1].path == older.autosave_path
    assert all(e.ok for e in entries)


def test_continue_resumes_the_most_recent_unfinished_game(app, race):
    from scenes.menu import MenuScene
    from scenes.table.table import TableScene

    first = store.new_controller(race, race_controller(race).seats, 3)
    first.autosave()
    second = store.new_controller(race, race_controller(race).seats, 4)
    second.submit(0, second.legal(0)[0])
    app.app.stack.clear_to(MenuScene(app.ctx))
    app.step()
    cont = next(b for b in app.top.buttons if b.name == "continue")
    assert cont.enabled
    app.click(cont.rect.center, frames=2)
    assert isinstance(app.top, TableScene)
    assert app.top.controller.game_id == second.game_id
    assert app.top.controller.actions[: len(second.actions)] == second.actions  # (the bot may move on)


def test_pause_saves_under_a_typed_name(app, race):
    from scenes.pause import NameSaveOverlay, PauseOverlay

    c = race_controller(race)
    scene = PauseOverlay(app.ctx, c)
    app.app.stack.push(scene)
    app.step()
    button = next(b for b in scene.buttons if b.name == "save")
    app.click(button.rect.center, frames=2)
    box = app.top
    assert isinstance(box, NameSaveOverlay) and box.field.focused
    app.type_text("Sunday game")  # replaces the suggested name
    app.key(pygame.K_RETURN)
    app.step()
    assert app.top is scene
    assert scene.last_saved is not None and scene.last_saved.parent == paths.named_dir()
    assert scene.last_saved.name == "Sunday_game.json"
    assert json.loads(scene.last_saved.read_text(encoding="utf-8"))["name"] == "Sunday game"
    store.save_named(c, "Sunday game")  # the same name again never replaces the first
    assert len(list(paths.named_dir().glob("Sunday_game*.json"))) == 2


def test_the_name_box_refuses_a_name_it_cannot_draw_and_writes_nothing(app, race):
    from scenes.pause import NameSaveOverlay

    box = NameSaveOverlay(app.ctx, race_controller(race))
    app.app.stack.push(box)
    app.step()
    box.title = "   "
    assert box.save() is None and "empty" in box.error
    box.title = "Game \U0001f600"
    assert box.save() is None and "cannot draw" in box.error
    assert not list(paths.named_dir().glob("*.json"))


def test_pause_quit_returns_to_a_lone_menu_and_keeps_the_autosave(app, race):
    from scenes.menu import MenuScene
    from scenes.pause import PauseOverlay
    from scenes.setup import open_table

    c = store.new_controller(race, race_controller(race).seats, 5)
    assert open_table(app.ctx, c)
    app.step()
    app.app.stack.push(PauseOverlay(app.ctx, c))
    app.step()
    quit_button = next(b for b in app.top.buttons if b.name == "quit")
    app.click(quit_button.rect.center, frames=2)
    assert [type(s) for s in app.app.stack.scenes] == [MenuScene]
    assert c.autosave_path is not None and c.autosave_path.is_file()
    assert next(b for b in app.top.buttons if b.name == "continue").enabled


def test_deleting_a_save_takes_two_clicks(app, race):
    c = race_controller(race)
    path = store.save_named(c, "old")
    scene = LoadScene(app.ctx)
    app.app.stack.push(scene)
    app.step()

    def bin_button():
        return next(b for b in scene.delete_buttons if b.name == "delete:old.json")

    app.click(bin_button().rect.center)
    assert path.exists()  # armed, not deleted
    app.click(bin_button().rect.center)
    assert not path.exists()
    assert all(e.path.name != "old.json" for e in scene.entries)


def test_an_armed_delete_expires(app, race):
    c = race_controller(race)
    path = store.save_named(c, "keep")
    scene = LoadScene(app.ctx)
    app.app.stack.push(scene)
    app.step()
    button = next(b for b in scene.delete_buttons if b.name == "delete:keep.json")
    app.click(button.rect.center)
    app.step(dt=5.0)
    app.click(button.rect.center)
    assert path.exists()


def test_a_game_still_in_its_setup_says_so_not_season_zero():
    from types import SimpleNamespace

    from scenes.load import progress_text

    def summary(progress):
        return SimpleNamespace(progress=progress)

    assert progress_text(summary(("season", 0))) == "Setting up"
    assert progress_text(summary(("season", 2))) == "Season 2"
    assert progress_text(summary(("turn", 0))) == "Setting up"
    assert progress_text(summary(None)) == ""
