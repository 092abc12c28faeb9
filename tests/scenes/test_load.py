"""Loading: every broken save shows its message and changes nothing; a good one opens the table."""

from __future__ import annotations

import json

import pytest

from game.core import paths
from scenes.load import LoadScene, list_saves, open_save
from tests.scenes.helpers import race_controller


def _shown(app):
    return app.ctx.extras.get("toasts", [])


@pytest.mark.parametrize(
    "content,key",
    [
        (b"{ not json", "save.corrupt"),
        (b"", "save.corrupt"),
        (b'{"hello": "world"}', "save.foreign"),
        (b'{"format": "salon-save", "version": 999}', "save.too_new"),
    ],
)
def test_broken_saves_show_their_message_and_change_nothing(app, race, content, key):
    path = paths.saves_dir() / "bad.json"
    path.write_bytes(content)
    scene = LoadScene(app.ctx)
    app.app.stack.push(scene)
    app.step()
    before = list(app.app.stack.scenes)
    button = next(b for b in scene.row_buttons if b.name == "load:bad.json")
    app.click(button.rect.center, frames=2)
    assert app.app.stack.scenes == before  # nothing changed
    assert app.ctx.extras["last_load_error"] == key
    assert _shown(app), "the player is told why"
    assert not app.app.errors


def test_a_save_of_an_unknown_game_is_refused_clearly(app, race):
    c = race_controller(race)
    data = c.save_data()
    data["game"] = "chess"
    path = paths.saves_dir() / "foreign.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert open_save(app.ctx, path) is False
    assert app.ctx.extras["last_load_error"] == "save.unknown_game"


def test_a_tampered_move_list_is_refused(app, race):
    c = race_controller(race, kinds=("bot", "bot"))
    c.run_bots()
    data = c.save_data()
    data["fingerprint"] = "0" * 32
    path = paths.saves_dir() / "tampered.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert open_save(app.ctx, path) is False
    assert app.ctx.extras["last_load_error"] == "save.mismatch"


def test_a_good_save_opens_the_table_at_its_position(app, race):
    from scenes.table.table import TableScene

    c = race_controller(race, seed=11)
    c.submit(0, c.legal(0)[0])
    c.run_bots()
    path = paths.saves_dir() / "good.json"
    c.save(path)
    scene = LoadScene(app.ctx)
    app.app.stack.push(scene)
    app.step()
    names = [p.name for p, _ in scene.entries]
    assert "good.json" in names
    button = next(b for b in scene.row_buttons if b.name == "load:good.json")
    app.click(button.rect.center, frames=2)
    assert isinstance(app.top, TableScene)
    assert app.top.controller.actions == c.actions


def test_list_puts_the_autosave_first(race):
    c = race_controller(race, autosave=paths.autosave_path())
    c.save(paths.saves_dir() / "named.json")
    c.autosave()
    entries = list_saves()
    assert entries[0][0].name == "autosave.json"
    assert all(info is not None for _, info in entries)


def test_continue_loads_the_autosave(app, race):
    from scenes.menu import MenuScene
    from scenes.table.table import TableScene

    c = race_controller(race, autosave=paths.autosave_path())
    c.submit(0, c.legal(0)[0])
    app.app.stack.clear_to(MenuScene(app.ctx))
    app.step()
    cont = next(b for b in app.top.buttons if b.name == "continue")
    assert cont.enabled
    app.click(cont.rect.center, frames=2)
    assert isinstance(app.top, TableScene)


def test_pause_saves_a_named_game_into_the_saves_folder(app, race):
    from scenes.pause import PauseOverlay

    c = race_controller(race)
    scene = PauseOverlay(app.ctx, c)
    app.app.stack.push(scene)
    app.step()
    button = next(b for b in scene.buttons if b.name == "save")
    app.click(button.rect.center)
    assert scene.last_saved is not None and scene.last_saved.parent == paths.saves_dir()
    assert scene.last_saved.is_file()
    app.click(button.rect.center)  # a second save in the same second gets its own file
    assert len(list(paths.saves_dir().glob("race_*.json"))) == 2


def test_pause_quit_returns_to_a_lone_menu_and_keeps_the_autosave(app, race):
    from scenes.menu import MenuScene
    from scenes.pause import PauseOverlay
    from scenes.setup import open_table

    c = race_controller(race, autosave=paths.autosave_path())
    assert open_table(app.ctx, c)
    app.step()
    app.app.stack.push(PauseOverlay(app.ctx, c))
    app.step()
    quit_button = next(b for b in app.top.buttons if b.name == "quit")
    app.click(quit_button.rect.center, frames=2)
    assert [type(s) for s in app.app.stack.scenes] == [MenuScene]
    assert paths.autosave_path().is_file()
    assert next(b for b in app.top.buttons if b.name == "continue").enabled


def test_deleting_a_save_takes_two_clicks(app, race):
    c = race_controller(race)
    path = paths.saves_dir() / "old.json"
    c.save(path)
    scene = LoadScene(app.ctx)
    app.app.stack.push(scene)
    app.step()

    def bin_button():
        return next(b for b in scene.delete_buttons if b.name == "delete:old.json")

    app.click(bin_button().rect.center)
    assert path.exists()  # armed, not deleted
    app.click(bin_button().rect.center)
    assert not path.exists()
    assert all(p.name != "old.json" for p, _ in scene.entries)


def test_an_armed_delete_expires(app, race):
    c = race_controller(race)
    path = paths.saves_dir() / "keep.json"
    c.save(path)
    scene = LoadScene(app.ctx)
    app.app.stack.push(scene)
    app.step()
    button = next(b for b in scene.delete_buttons if b.name == "delete:keep.json")
    app.click(button.rect.center)
    app.step(dt=5.0)
    app.click(button.rect.center)
    assert path.exists()
