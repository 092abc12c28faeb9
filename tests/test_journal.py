"""The move journal: a move's autosave is one appended line (no rewrite of the save), made durable in
the background; loading replays snapshot and journal and checks them; a torn last line is dropped,
any other damage refuses the save with a reason; an older journal is ignored; a kill loses nothing."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from game.core import journal, paths, saves, store
from game.core.controller import Controller
from game.core.i18n import add_strings
from game.core.saves import SeatConfig
from tests.fixture_game import RULES, Rest

GAMES = {RULES.id: RULES}
add_strings(RULES.strings)
ROOT = Path(__file__).resolve().parent.parent


def humans(path: Path, seed: int = 3) -> Controller:
    c = Controller(RULES, [SeatConfig("Ada"), SeatConfig("Bea", colour=1)], seed, autosave=path, game_id="race-1")
    assert c.autosave()
    return c


def play(c: Controller, moves: int) -> None:
    for _ in range(moves):
        seat = c.to_act()
        assert seat is not None
        assert c.submit(seat, c.legal(seat)[0]).accepted


def test_a_move_appends_one_line_and_never_rewrites_the_save(tmp_path, monkeypatch):
    path = tmp_path / "race-1.json"
    c = humans(path)
    snapshot = path.read_bytes()
    rewrites = []
    monkeypatch.setattr(saves, "write_atomic", lambda *a, **k: rewrites.append(a))
    writes = []
    real_write = os.write

    def counting_write(fd, data):
        writes.append(len(data))
        return real_write(fd, data)

    monkeypatch.setattr(journal.os, "write", counting_write)
    play(c, 5)
    assert rewrites == [] and path.read_bytes() == snapshot  # the snapshot is untouched
    assert len(writes) == 5 and max(writes) < 512  # one small write per move
    lines = journal.path_for(path).read_bytes().splitlines()
    assert len(lines) == 6  # the head and one line per move
    assert c.flush_saves() and c.saved_moves == 5 and not c.unsaved
    data = saves.load(path, GAMES)
    assert data.actions == c.actions and data.state == c.state_for_tests()


def test_an_undo_is_a_journal_line_too(tmp_path):
    path = tmp_path / "race-1.json"
    c = humans(path)
    c.submit(0, Rest(seat=0))
    c.submit(1, Rest(seat=1))
    assert c.undo(1)
    assert saves.load(path, GAMES).actions == c.actions == [Rest(seat=0)]
    c.submit(1, c.legal(1)[-1])
    assert saves.load(path, GAMES).actions == c.actions


def test_resuming_folds_the_journal_into_a_fresh_snapshot(tmp_path, monkeypatch):
    monkeypatch.setenv("SALON_DATA_DIR", str(tmp_path / "data"))
    c = store.new_controller(RULES, [SeatConfig("Ada"), SeatConfig("Bea", colour=1)], 4)
    assert c.autosave()
    play(c, 4)
    c.close()
    data = saves.load(c.autosave_path, GAMES)
    again = store.resume_controller(data, RULES, c.autosave_path)
    raw = saves.read_json(c.autosave_path)
    assert len(raw["actions"]) == 4 and raw["journal"]
    assert len(journal.path_for(c.autosave_path).read_bytes().splitlines()) == 1  # only the head
    play(again, 2)
    assert saves.load(c.autosave_path, GAMES).actions == again.actions
    [info] = store.unfinished(GAMES)
    assert info.ok and info.moves == 6
    store.delete(c.autosave_path)
    assert not c.autosave_path.exists() and not journal.path_for(c.autosave_path).exists()
    assert paths.games_dir().is_dir()


def test_a_torn_last_line_is_dropped(tmp_path):
    path = tmp_path / "race-1.json"
    c = humans(path)
    play(c, 3)
    c.close()
    with journal.path_for(path).open("ab") as fh:
        fh.write(b'{"n":4,"a":{"t":"race.re')  # a write cut short by a crash
    assert saves.load(path, GAMES).actions == c.actions


@pytest.mark.parametrize(
    ("damage", "words"),
    [
        (lambda ls: ls[:2] + [b"{not json"] + ls[3:], "the move journal's line 3 is not valid JSON"),
        (lambda ls: ls[:2] + ls[3:], "is move 3, but move 2 comes next"),  # a line lost in the middle
        (lambda ls: ls + [ls[-1]], "move 4 comes next"),  # a line twice
        (lambda ls: [ls[0].replace(b'"base":0', b'"base":2')] + ls[1:], "starts after move 2"),
        (lambda ls: [ls[0].replace(b'"id":"race-1"', b'"id":"race-2"')] + ls[1:], "another game"),
        (lambda ls: ls[:1] + [b'{"n":1,"fp":"00000000000000000000000000000000"}'] + ls[2:], "neither a move"),
        (lambda ls: ls + [b'{"n":9,"undo":true,"fp":"00000000000000000000000000000000"}'], "never played"),
        (lambda ls: ls[:-1] + [re.sub(rb'"fp":"[0-9a-f]{32}"', b'"fp":"' + b"0" * 32 + b'"', ls[-1])],
         "differs from the one it recorded"),
        (lambda ls: ls[:1] + [ls[1].replace(b'"n":1', b'"n":1,"x":2')] + ls[2:], "does not belong"),
    ],
)
def test_a_damaged_journal_refuses_the_save_with_a_reason(tmp_path, damage, words):
    path = tmp_path / "race-1.json"
    c = humans(path)
    play(c, 3)
    c.close()
    jp = journal.path_for(path)
    lines = jp.read_bytes().splitlines()
    jp.write_bytes(b"\n".join(damage(lines)) + b"\n")
    with pytest.raises(saves.SaveError) as err:
        saves.load(path, GAMES)
    assert words in err.value.message()
    info = saves.peek(path, GAMES)
    assert not info.ok and words in info.error


def test_a_legal_move_written_in_place_of_another_is_caught_by_the_fingerprint(tmp_path):
    path = tmp_path / "race-1.json"
    c = humans(path)
    play(c, 2)
    c.close()
    jp = journal.path_for(path)
    lines = jp.read_bytes().splitlines()
    other = Controller(RULES, [SeatConfig("Ada"), SeatConfig("Bea", colour=1)], 3)
    play(other, 1)
    alt = [a for a in other.legal(1) if a != c.actions[1]]
    assert alt, "the fixture offers a second move here"
    edited = journal.move_line(2, alt[0].to_json(), "0" * 32)  # legal, but not what was played
    fp = lines[2].rsplit(b'"fp":', 1)[1]
    lines[2] = edited.rstrip(b"\n").rsplit(b'"fp":', 1)[0] + b'"fp":' + fp
    jp.write_bytes(b"\n".join(lines) + b"\n")
    with pytest.raises(saves.SaveMismatch):
        saves.load(path, GAMES)


def test_an_older_journal_is_ignored_once_the_snapshot_holds_it(tmp_path):
    path = tmp_path / "race-1.json"
    c = humans(path)
    play(c, 3)
    stale = journal.path_for(path).read_bytes()
    assert c.autosave()  # a new snapshot with every move, then a fresh journal
    journal.path_for(path).write_bytes(stale)  # as if the program stopped before the reset
    assert saves.load(path, GAMES).actions == c.actions


def test_an_empty_or_missing_journal_leaves_the_snapshot(tmp_path):
    path = tmp_path / "race-1.json"
    c = humans(path)
    c.close()
    journal.path_for(path).write_bytes(b"")
    assert saves.load(path, GAMES).actions == []
    journal.path_for(path).unlink()
    assert saves.load(path, GAMES).actions == []


def test_a_failed_append_shows_and_the_next_move_writes_the_whole_save(tmp_path, monkeypatch):
    path = tmp_path / "race-1.json"
    c = humans(path)
    real = journal.Journal.append

    def full(self, line, moves):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(journal.Journal, "append", full)
    play(c, 1)
    assert c.unsaved and "No space" in c.last_save_error and c.save_failures == 1
    monkeypatch.setattr(journal.Journal, "append", real)
    play(c, 1)  # the disk has room again: the whole save is written, then the journal goes on
    assert not c.unsaved and c.save_failures == 0
    play(c, 1)
    assert saves.load(path, GAMES).actions == c.actions


def test_a_failed_background_fsync_shows_on_the_table(tmp_path, monkeypatch):
    path = tmp_path / "race-1.json"
    c = humans(path)

    def broken(fd):
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(journal.os, "fsync", broken)
    play(c, 1)
    assert not c.flush_saves(timeout=0.5)
    assert c.unsaved and "Input/output" in c.last_save_error


KILLED = r"""
import os, signal, sys
from game.core.controller import Controller
from game.core.i18n import add_strings
from game.core.saves import SeatConfig
from tests.fixture_game import RULES
add_strings(RULES.strings)
c = Controller(RULES, [SeatConfig("Ada"), SeatConfig("Bea", colour=1)], 5, autosave=sys.argv[1], game_id="race-1")
c.autosave()
for _ in range(int(sys.argv[2])):
    seat = c.to_act()
    c.submit(seat, c.legal(seat)[0])
os.kill(os.getpid(), signal.SIGKILL)  # at once: no fsync has been waited for
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs POSIX kill")
def test_a_kill_right_after_a_move_loses_nothing(tmp_path):
    path = tmp_path / "race-1.json"
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.run([sys.executable, "-c", KILLED, str(path), "7"], cwd=ROOT, env=env, timeout=60)
    assert proc.returncode == -signal.SIGKILL
    data = saves.load(path, GAMES)
    assert len(data.actions) == 7
