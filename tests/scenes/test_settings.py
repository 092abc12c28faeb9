"""Settings persist as JSON; a corrupt or odd file gives defaults, never a crash."""

from __future__ import annotations

import json

from game.core import paths
from scenes.settings import Settings


def test_defaults_when_there_is_no_file():
    assert Settings.load() == Settings()


def test_round_trip_through_the_user_data_folder():
    s = Settings(
        animation_speed="fast", reduce_motion=True, fullscreen=True, volume=0.25, mute=True, bot_pace="brisk"
    )
    assert s.save()
    assert paths.settings_path().is_file()
    assert Settings.load() == s


def test_corrupt_file_gives_defaults():
    paths.settings_path().write_text("{ this is not json", encoding="utf-8")
    assert Settings.load() == Settings()


def test_binary_garbage_gives_defaults():
    paths.settings_path().write_bytes(b"\xff\xfe\x00garbage")
    assert Settings.load() == Settings()


def test_a_json_list_gives_defaults():
    paths.settings_path().write_text("[1, 2, 3]", encoding="utf-8")
    assert Settings.load() == Settings()


def test_each_bad_field_falls_back_alone():
    paths.settings_path().write_text(
        json.dumps(
            {
                "animation_speed": "ludicrous",
                "volume": 7,
                "mute": "yes",
                "reduce_motion": True,
                "language": "xx",
                "bot_pace": "brisk",
                "unknown": 1,
            }
        ),
        encoding="utf-8",
    )
    s = Settings.load()
    assert s.animation_speed == "normal"
    assert s.volume == 1.0  # clamped
    assert s.mute is False
    assert s.reduce_motion is True
    assert s.language == "en"
    assert s.bot_pace == "brisk"


def test_derived_values():
    assert Settings(animation_speed="instant").speed_factor == 0.0
    assert Settings(animation_speed="instant").bot_pause == 0.0
    assert Settings(mute=True, volume=0.8).effective_volume == 0.0
    assert Settings(volume=0.5).effective_volume == 0.5


def test_the_settings_screen_saves_each_change_at_once(app):
    from scenes.options import OptionsScene

    scene = OptionsScene(app.ctx)
    app.app.stack.push(scene)
    app.step()
    app.click(scene.motion.switch_rect().center)
    assert Settings.load().reduce_motion is True
    right = scene.speed.arrows()[1]
    app.click(right.center)  # instant → slow (wraps)
    assert Settings.load().animation_speed == "slow"
    app.click(scene.mute.switch_rect().center)
    assert Settings.load().mute is True
