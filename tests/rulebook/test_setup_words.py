"""Setup in players' words: every option of every game has a plain name, a one-line explanation, a
note saying where it comes from, and a name for each value; bot levels read Easy, Normal, Hard, then
the baselines."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import re  # noqa: E402

import pytest  # noqa: E402

from game.core.i18n import has, tr  # noqa: E402
from game.registry import GAMES  # noqa: E402
from scenes.rulebook import options as words  # noqa: E402
from scenes.setup import int_range, option_label  # noqa: E402

PRODUCT = ("new_eden", "paris", "farshore", "droids")
CODE_NAME = re.compile(r"[a-z]+_[a-z_]+|\b[a-z]+[0-9]p\b")


def _values(spec):
    if spec.kind == "bool":
        return [False, True]
    if spec.choices:
        return list(spec.choices)
    if spec.kind == "int":
        return int_range(spec, spec.default)
    return [spec.default]


@pytest.mark.parametrize("game_id", PRODUCT)
def test_every_option_speaks_players_words(game_id):
    rules = GAMES[game_id]
    assert rules.options
    for spec in rules.options:
        for part in ("name", "line", "help", "from"):
            key = f"setup.{game_id}.{spec.key}.{part}"
            assert has(key), f"{game_id}: option {spec.key} has no {part}"
        name = words.option_name(game_id, spec)
        assert not CODE_NAME.search(name), name
        assert len(words.option_line(game_id, spec)) <= 60, spec.key  # one line on the setup panel
        assert "From: " in words.option_help(game_id, spec)
        for value in _values(spec):
            label = option_label(spec, value, game_id)
            assert label and not CODE_NAME.search(label), f"{game_id} {spec.key}={value!r} reads {label!r}"
            if spec.kind == "choice":
                assert words.value_label(game_id, spec, value) is not None, f"{spec.key}={value!r}"


def test_droids_flags_no_longer_show_code_names():
    spec = next(s for s in GAMES["droids"].options if s.key == "conflict_resolution")
    labels = [option_label(spec, v, "droids") for v in spec.choices]
    assert labels == ["First in turn order", "Neither builds"]
    assert words.option_name("droids", spec) == "Two players building one house"


def test_levels_read_easy_normal_hard_then_the_baselines(tmp_path):
    from scenes.app import Headless
    from scenes.settings import Settings
    from scenes.setup import SetupScene

    h = Headless((1280, 720), settings=Settings(animation_speed="instant"), first=False)
    try:
        scene = SetupScene(h.ctx, "new_eden")
        h.app.start(scene)
        h.step()
        row = scene.rows[1]
        assert row.seat["kind"] == "bot" and row.seat["level"] == "normal"
        assert row.level.choices == ["easy", "normal", "hard", "random", "greedy"]
        assert [words.level_label(lv) for lv in row.level.choices[:3]] == ["Easy", "Normal", "Hard"]
        assert words.level_label("greedy") == tr("setup.level.baseline", level="Greedy")
        row.level.step(1)
        assert scene.seats[1]["level"] == "hard"
        scene.draw(h.app.canvas if hasattr(h.app, "canvas") else __import__("pygame").Surface((1920, 1080)))
    finally:
        h.close()
