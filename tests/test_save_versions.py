"""Saves written by earlier versions keep loading: version 2 files written by the previous release
(``tests/data/saves_v2``, made by it and kept as they were) and a version 1 file are upgraded on
reading, replay to their recorded position, and go on as version 3 saves."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.core import saves
from game.core.controller import Controller
from game.core.rules import fingerprint
from game.registry import GAMES

OLD = Path(__file__).parent / "data" / "saves_v2"
FILES = sorted(OLD.glob("*.json"))


def test_there_is_an_old_save_of_every_game():
    assert {json.loads(p.read_text())["game"] for p in FILES} == {"new_eden", "paris", "farshore", "droids"}
    assert all(json.loads(p.read_text())["version"] == 2 for p in FILES)


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_a_version_2_save_loads_replays_and_goes_on_as_version_3(path, tmp_path):
    raw = json.loads(path.read_text())
    data = saves.load(path, GAMES)
    rules = GAMES[data.game]
    assert fingerprint(rules, data.state) == raw["fingerprint"]
    assert data.seat_changes == [] and data.forked_from is None
    assert data.seats == data.start_seats and [s.name for s in data.seats] == [s["name"] for s in raw["seats"]]
    c = Controller.from_save(data, rules)
    assert fingerprint(rules, c.state_for_tests()) == raw["fingerprint"]
    c.save(tmp_path / "again.json")
    again = json.loads((tmp_path / "again.json").read_text())
    assert again["version"] == saves.VERSION == 3
    assert saves.load(tmp_path / "again.json", GAMES).fingerprint == raw["fingerprint"]
    assert path.read_text() == json.dumps(raw, separators=(",", ":"), ensure_ascii=False)  # untouched


def test_a_version_1_save_still_loads(tmp_path):
    raw = json.loads((OLD / "paris_mid_v2.json").read_text())
    v1 = {k: v for k, v in raw.items() if k not in ("id", "name", "progress", "finished", "created_at")}
    v1["version"] = 1
    p = tmp_path / "v1.json"
    p.write_text(json.dumps(v1))
    assert saves.load(p, GAMES).fingerprint == raw["fingerprint"]

