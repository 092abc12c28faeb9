"""Saves: atomic writes survive a killed writer; every kind of broken file gives a clear typed error
and never replaces a good save."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.core import saves
from game.core.controller import Controller
from game.core.i18n import add_strings, tr
from game.core.rng import Rng
from game.core.saves import SaveError, SeatConfig
from tests.fixture_game import RULES

GAMES = {RULES.id: RULES}
ROOT = Path(__file__).resolve().parent.parent
SEATS = [SeatConfig("Ada"), SeatConfig("Bot", "bot", "greedy", 1)]


def played_controller(moves: int = 6, seed: int = 11) -> Controller:
    c = Controller(RULES, SEATS, seed)
    rng = Rng(seed)
    for _ in range(moves):
        if c.is_over():
            break
        seat = c.to_act()
        legal = c.rules.legal_actions(c.state_for_tests())
        assert c.submit(seat, legal[rng.below(len(legal))], autosave=False).accepted
    return c


def test_save_then_load_restores_the_same_position(tmp_path):
    c = played_controller()
    path = tmp_path / "a.json"
    c.save(path)
    data = saves.load(path, GAMES)
    again = Controller.from_save(data, RULES)
    assert again.actions == c.actions
    assert again.save_data()["fingerprint"] == c.save_data()["fingerprint"]
    assert again.view(0) == c.view(0)


def good_save() -> dict:
    return played_controller().save_data()


def _mutations() -> dict[str, object]:
    """name -> either a dict to write as JSON, or bytes to write raw."""
    good = good_save()
    text = json.dumps(good)

    def m(**changes):
        d = json.loads(text)
        for k, v in changes.items():
            if v is ...:
                d.pop(k, None)
            else:
                d[k] = v
        return d

    def with_action(i, value):
        d = json.loads(text)
        d["actions"][i] = value
        return d

    wrong_seat = json.loads(text)["actions"][0]
    wrong_seat["seat"] = 1
    extra_field = dict(json.loads(text)["actions"][0], colour="red")
    return {
        "empty": b"",
        "truncated": text[: len(text) // 2].encode(),
        "random_bytes": bytes(range(7, 200)) * 3,
        "bad_utf8": b'{"format": "\xff\xfe"}',
        "json_array": [1, 2, 3],
        "json_string": "a save",
        "no_format": m(format=...),
        "foreign_format": m(format="other-game"),
        "too_new": m(version=99),
        "bad_version": m(version="one"),
        "unknown_game": m(game="chess"),
        "no_seed": m(seed=...),
        "negative_seed": m(seed=-5),
        "bool_seed": m(seed=True),
        "options_not_object": m(options=[1]),
        "unknown_option": m(options={"turbo": True}),
        "bad_option_value": m(options={"finish": 99}),
        "seats_not_list": m(seats="Ada"),
        "seat_without_name": m(seats=[{"kind": "human", "level": "greedy", "colour": 0}, SEATS[1].to_json()]),
        "seat_bad_kind": m(seats=[dict(SEATS[0].to_json(), kind="ghost"), SEATS[1].to_json()]),
        "too_many_seats": m(seats=[s.to_json() for s in SEATS * 3]),
        "actions_not_list": m(actions={"a": 1}),
        "unknown_action_type": with_action(0, {"t": "chess.castle", "seat": 0}),
        "action_extra_field": with_action(0, extra_field),
        "action_not_object": with_action(0, 17),
        "illegal_action": with_action(0, wrong_seat),
        "no_fingerprint": m(fingerprint=...),
        "wrong_fingerprint": m(fingerprint="0" * 32),
        "trailing_garbage": text.encode() + b"\x00\x00garbage",
        "deeply_nested": ("[" * 100000 + "]" * 100000).encode(),
        "oversized": b" " * (saves.MAX_BYTES + 1),
    }


MUTATIONS = _mutations()


@pytest.mark.parametrize("name", sorted(MUTATIONS))
def test_broken_save_gives_a_clear_error_and_keeps_the_good_one(tmp_path, name):
    add_strings(saves.SAVE_STRINGS)
    good_path = tmp_path / "autosave.json"
    saves.write_atomic(good_path, good_save())
    before = good_path.read_bytes()
    bad_path = tmp_path / "broken.json"
    content = MUTATIONS[name]
    bad_path.write_bytes(content if isinstance(content, bytes) else json.dumps(content).encode())
    with pytest.raises(SaveError) as err:
        saves.load(bad_path, GAMES)
    message = tr(err.value.key, detail=err.value.detail)
    assert message and not message.startswith("Save.") and err.value.key.startswith("save.")
    assert good_path.read_bytes() == before
    assert saves.load(good_path, GAMES).fingerprint == good_save()["fingerprint"]


def test_there_are_at_least_twenty_kinds_of_broken_save():
    assert len(MUTATIONS) >= 20


def test_missing_file_and_directory(tmp_path):
    with pytest.raises(saves.SaveMissing):
        saves.load(tmp_path / "nope.json", GAMES)
    (tmp_path / "dir.json").mkdir()
    with pytest.raises(SaveError):
        saves.load(tmp_path / "dir.json", GAMES)


def test_a_failed_write_keeps_the_previous_save(tmp_path, monkeypatch):
    path = tmp_path / "s.json"
    saves.write_atomic(path, good_save())
    before = path.read_bytes()

    def boom(*_a, **_k):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(OSError):
        saves.write_atomic(path, {"format": "salon-save", "other": 1})
    assert path.read_bytes() == before
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


WRITER = """
import sys, json
from game.core import saves
a, b = json.loads(open(sys.argv[2]).read()), json.loads(open(sys.argv[3]).read())
i = 0
print("ready", flush=True)
while True:
    saves.write_atomic(sys.argv[1], a if i % 2 else b)
    i += 1
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs POSIX kill")
def test_killing_the_writer_mid_save_never_leaves_a_corrupt_save(tmp_path):
    small = played_controller(moves=2).save_data()
    large = played_controller(moves=14, seed=5).save_data()
    (tmp_path / "a.json").write_text(json.dumps(small))
    (tmp_path / "b.json").write_text(json.dumps(large))
    target = tmp_path / "save.json"
    saves.write_atomic(target, small)
    rng = Rng(123)
    kills = 0
    for _ in range(25):
        proc = subprocess.Popen(
            [sys.executable, "-c", WRITER, str(target), str(tmp_path / "a.json"), str(tmp_path / "b.json")],
            cwd=ROOT, stdout=subprocess.PIPE, text=True,
        )
        assert proc.stdout is not None and proc.stdout.readline().strip() == "ready"
        time.sleep(rng.below(40) / 1000.0)  # kill at a random point inside the write loop
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        kills += 1
        data = saves.load(target, GAMES)
        assert data.fingerprint in (small["fingerprint"], large["fingerprint"])
    assert kills == 25
