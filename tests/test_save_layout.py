"""Nothing lost, nothing locked: one autosave per unfinished game, restarts resume every game, a new
game touches no other, a finished game moves to the history, temp files of a kill are cleaned at
start, and a saves folder that refuses writes shows its warning on the table."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from game.core import paths, saves, store
from game.core.saves import SeatConfig
from game.registry import GAMES


def _seats(game_id: str) -> list[SeatConfig]:
    n = max(2, GAMES[game_id].min_players)
    return [SeatConfig("Ada", "human", "greedy", 0)] + [SeatConfig(f"Bot {i}", "bot", "random", i) for i in range(1, n)]


def _play(c, moves: int) -> None:
    for _ in range(moves):
        seat = c.to_act()
        if seat is None:
            return
        assert c.submit(seat, c.legal(seat)[0]).accepted  # autosaves after every action


def _headless():
    from scenes.app import Headless
    from scenes.settings import Settings

    return Headless((1280, 720), settings=Settings(animation_speed="instant"))


def test_two_unfinished_games_both_resume_after_a_restart_and_a_third_touches_neither():
    from scenes.load import LoadScene
    from scenes.table.table import TableScene

    eden = store.new_controller(GAMES["new_eden"], _seats("new_eden"), 3)
    _play(eden, 9)
    droids = store.new_controller(GAMES["droids"], _seats("droids"), 4)
    _play(droids, 7)
    files = {eden.game_id: eden.autosave_path, droids.game_id: droids.autosave_path}
    assert len(set(files.values())) == 2 and all(p.parent == paths.games_dir() for p in files.values())
    before = {k: p.read_bytes() for k, p in files.items()}
    for game_id, c in ((eden.game_id, eden), (droids.game_id, droids)):
        h = _headless()  # a fresh start of the program
        try:
            scene = LoadScene(h.ctx)
            h.app.stack.push(scene)
            h.step()
            listed = {e.id: e for e in scene.entries}
            assert set(files) <= set(listed) and all(listed[k].ok for k in files)
            button = next(b for b in scene.row_buttons if b.name == f"load:{files[game_id].name}")
            h.click(button.rect.center, frames=2)
            assert isinstance(h.top, TableScene)
            resumed = h.top.controller
            assert resumed.game_id == game_id and resumed.actions[: len(c.actions)] == c.actions
            assert resumed.autosave_path == files[game_id]  # it goes on in its own file
        finally:
            h.close()
    now = {k: p.read_bytes() for k, p in files.items()}
    third = store.new_controller(GAMES["paris"], _seats("paris"), 5)
    assert third.autosave()
    _play(third, 5)
    assert {k: p.read_bytes() for k, p in files.items()} == now  # starting a third touched neither
    assert third.autosave_path not in files.values()
    for k, p in files.items():
        assert saves.load(p, GAMES).id == k  # each still loads, as itself
        assert len(now[k]) >= len(before[k])


def test_a_named_save_loads_later():
    c = store.new_controller(GAMES["farshore"], _seats("farshore"), 8)
    _play(c, 6)
    path = store.save_named(c, "Harbour, evening")
    assert path.parent == paths.named_dir()
    [info] = store.named(GAMES)
    assert info.ok and info.name == "Harbour, evening" and info.game == "farshore"
    data = saves.load(path, GAMES)
    assert data.actions == c.actions and data.name == "Harbour, evening"


def test_a_finished_game_moves_whole_into_the_history():
    from tests.fixture_game import RULES

    GAMES[RULES.id] = RULES
    try:
        c = store.new_controller(RULES, [SeatConfig("A", "bot", "random", 0), SeatConfig("B", "bot", "random", 1)], 9)
        c.autosave()
        auto = c.autosave_path
        assert auto.is_file()
        c.run_bots()
        assert c.is_over()
        assert not auto.exists()
        [kept] = list(paths.history_dir().glob("*.json"))
        assert kept.stem == c.game_id
        raw = saves.read_json(kept)
        assert raw["finished"] and raw["seed"] == 9 and raw["final_scores"] and raw["finished_at"] > 0
        assert len(raw["actions"]) == len(c.actions) and raw["seats"][0]["name"] == "A"
        assert store.latest(GAMES) is None  # Continue never offers a finished game
    finally:
        GAMES.pop(RULES.id, None)


def test_a_temp_file_left_by_a_kill_is_gone_after_the_next_start():
    left = [paths.games_dir() / ".abc.json.k3j2.tmp", paths.saves_dir() / ".autosave.json.x1.tmp",
            paths.data_dir() / ".settings.json.zz.tmp"]
    for p in left:
        p.write_bytes(b'{"format": "salon-sa')
    keep = paths.games_dir() / "notes.tmp.json"
    keep.write_bytes(b"{}")
    h = _headless()
    h.close()
    assert not any(p.exists() for p in left)
    assert keep.exists()  # only our own temp files are removed


def test_the_old_single_autosave_is_moved_once_and_never_lost():
    c = store.new_controller(GAMES["paris"], _seats("paris"), 6)
    _play(c, 4)
    data = c.save_data()
    data.pop("id")
    data["version"] = 1
    for key in ("created_at", "progress", "finished"):
        data.pop(key, None)
    Path(c.autosave_path).unlink()
    saves.write_atomic(paths.legacy_autosave_path(), data)
    saves.write_atomic(paths.saves_dir() / "paris_2025-01-01_10-00-00.json", data)
    moved = store.start_up()["migrated"]
    assert moved == 2 and not paths.legacy_autosave_path().exists()
    [game] = store.unfinished(GAMES)
    assert game.ok and game.moves == len(c.actions)
    [named] = store.named(GAMES)
    assert named.ok
    assert store.start_up()["migrated"] == 0  # once


def _read_only(folder: Path, monkeypatch) -> None:
    """Make ``folder`` refuse writes. Root ignores permission bits, so there the refusal the OS would
    give anyone else (EACCES when the temp file is created) is given by hand. A move journal opened
    before would go on accepting lines (an open file stays writable after a chmod), so its appends get
    the refusal by hand too."""
    from game.core import journal

    folder.chmod(stat.S_IRUSR | stat.S_IXUSR)
    real_append = journal.Journal.append

    def append(self, line, moves):
        if not os.stat(self.path.parent).st_mode & stat.S_IWUSR:
            raise PermissionError(13, "Permission denied", str(self.path))
        return real_append(self, line, moves)

    monkeypatch.setattr(journal.Journal, "append", append)
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        real = saves.tempfile.mkstemp

        def mkstemp(*a, dir=None, **k):  # noqa: A002 - tempfile's own name
            if dir is not None and not os.stat(dir).st_mode & stat.S_IWUSR:
                raise PermissionError(13, "Permission denied", str(dir))
            return real(*a, dir=dir, **k)

        monkeypatch.setattr(saves.tempfile, "mkstemp", mkstemp)


def test_a_read_only_saves_folder_shows_the_warning_on_the_table(monkeypatch):
    from scenes.setup import open_table
    from scenes.table.savestatus import SaveElsewhereOverlay, UnsavedQuitOverlay

    c = store.new_controller(GAMES["droids"], _seats("droids"), 2)
    assert c.autosave()
    h = _headless()
    try:
        assert open_table(h.ctx, c)
        h.step(frames=2)
        table = h.top
        _read_only(paths.games_dir(), monkeypatch)
        seat = c.to_act()
        assert table.controller.submit(seat, c.legal(seat)[0]).accepted  # the move is kept in memory
        assert c.unsaved and "Permission denied" in c.last_save_error
        h.step()
        status = table.save_status
        assert status.failing
        canvas = h.app.canvas
        from scenes.table.savestatus import BANNER

        assert canvas.get_at(BANNER.move(6, 0).midleft)[:3] != canvas.get_at((BANNER.left - 30, BANNER.centery))[:3]
        # retried on the next action: still failing, still shown
        seat = c.to_act()
        if seat is not None and c.legal(seat):
            c.submit(seat, c.legal(seat)[0])
            assert c.save_failures >= 2 and status.failing
        # quitting asks first
        h.app.close_requested()
        h.step()
        assert isinstance(h.top, UnsavedQuitOverlay) and h.app.running
        back = next(b for b in h.top.buttons if b.name == "save_elsewhere")
        h.click(back.rect.center, frames=2)
        chooser = h.top
        assert isinstance(chooser, SaveElsewhereOverlay)
        elsewhere = paths.data_dir() / "elsewhere"
        chooser.field.value = str(elsewhere)
        chooser._set(str(elsewhere))
        assert chooser.save_here()
        h.step(frames=2)
        assert (elsewhere / f"{c.game_id}.json").is_file() and not c.unsaved
        assert saves.load(elsewhere / f"{c.game_id}.json", GAMES).actions == c.actions
        assert not h.app.running  # it then quit, as asked, with nothing lost
    finally:
        paths.games_dir().chmod(0o755)
        h.close()


@pytest.mark.parametrize("game_id", ["new_eden", "paris", "farshore", "droids"])
def test_every_int_option_declares_its_range_and_simulate_checks_it(game_id, capsys):
    import main

    rules = GAMES[game_id]
    for spec in rules.options:
        if spec.kind != "int":
            continue
        assert spec.choices or (spec.minimum is not None and spec.maximum is not None), spec.key
        lo, hi = spec.bounds()
        code = main.main(["simulate", "--game", game_id, "--players", "2", "--games", "1",
                          "--option", f"{spec.key}={hi + 1000000000}"])
        assert code == 2
        assert spec.key in capsys.readouterr().err
        assert lo <= spec.default <= hi
