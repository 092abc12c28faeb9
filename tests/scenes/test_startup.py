"""Start-up: the first painted frame is the menu, drawn without loading the four rules cores (the
registry loads on the second frame, and the menu is then the same as ever)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from game import catalog
from game.registry import GAMES

ROOT = Path(__file__).resolve().parents[2]


def test_the_catalog_says_what_the_registry_says():
    assert list(catalog.PRODUCT_GAMES) == [g for g in GAMES if g in catalog.PLAYERS]
    for gid, (lo, hi) in catalog.PLAYERS.items():
        assert (GAMES[gid].min_players, GAMES[gid].max_players) == (lo, hi)


def test_the_first_frame_is_painted_before_the_registry_loads(data_dir):
    env = dict(os.environ, SALON_DATA_DIR=str(data_dir), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    out = subprocess.run([sys.executable, str(ROOT / "main.py"), "--first-frame"], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    line = next(ln for ln in out.stdout.splitlines() if ln.startswith("first-frame"))
    assert "registry=0" in line.split()


FIRST_FRAMES = r"""
import sys
from scenes.app import App
from scenes.settings import Settings
app = App((1280, 720), settings=Settings(animation_speed="instant"), fixed_dt=1 / 60, bot_worker=False)
app.start()
app.step()
first = ("game.registry" in sys.modules, app.stack.top.b_continue.enabled, [c.enabled for c in app.stack.top.cards])
app.step()
menu = app.stack.top
second = ("game.registry" in sys.modules, menu.b_continue.enabled, [c.enabled for c in menu.cards])
print(first, second, menu.autosave is not None, not app.errors)
"""


def test_the_second_frame_loads_the_registry_and_checks_continue(data_dir):
    from game.core import store
    from game.core.saves import SeatConfig

    c = store.new_controller(GAMES["droids"], [SeatConfig("A"), SeatConfig("B", colour=1)], 3)
    assert c.autosave()
    (data_dir / "saves" / "games" / "damaged.json").write_bytes(b"{not json")
    env = dict(os.environ, SALON_DATA_DIR=str(data_dir), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-c", FIRST_FRAMES], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip().splitlines()[-1] == ("(False, True, [True, True, True, True]) "
                                                   "(True, True, [True, True, True, True]) "
                                                   "True True")


def test_the_executable_knows_a_multiprocessing_child_from_a_player():
    from game.bots import freeze

    assert freeze.is_child(["Salon", "--multiprocessing-fork", "tracker_fd=5", "pipe_handle=7"])
    assert freeze.is_child(["Salon", "-B", "-s", "-c", "from multiprocessing.resource_tracker import main;main(5)"])
    for argv in (["Salon"], ["Salon", "--smoke"], ["Salon", "-c"], ["Salon", "-c", "print(1)"],
                 ["Salon", "bench", "--multiprocessing-fork"]):
        assert not freeze.is_child(argv), argv
    freeze.prepare_parent()  # from source: nothing to do, nothing changed
    import multiprocessing.process

    assert multiprocessing.process.ORIGINAL_DIR is not None


def test_the_walnut_is_scaled_in_the_display_format_to_the_same_pixels():
    import pygame

    from scenes import draw

    was_open = pygame.display.get_init()
    pygame.display.init()
    try:
        pygame.display.set_mode((64, 64))
        draw._surf_cache.pop(("walnut", (1920, 1080)), None)
        fast = draw.walnut((1920, 1080))
        small = pygame.image.load(str(draw.walnut_grain_path(120, 270)))
        slow = pygame.transform.smoothscale(small, (1920, 1080))
        assert fast.get_bitsize() == pygame.display.get_surface().get_bitsize()
        assert pygame.image.tobytes(fast, "RGB") == pygame.image.tobytes(slow, "RGB")
    finally:
        draw._surf_cache.pop(("walnut", (1920, 1080)), None)
        if not was_open:
            pygame.display.quit()


FIRST_FRAME_MODULES = r"""
import sys
from scenes.app import App
app = App((1280, 720), fixed_dt=1 / 60, bot_worker=False)
app.start()
app.step()
heavy = ["game.registry", "game.core.rules", "game.core.saves", "game.core.store", "game.core.controller",
         "game.core.journal", "scenes.setup", "scenes.table", "scenes.load", "scenes.history",
         "scenes.tutorial.learn", "scenes.rules_ref", "multiprocessing"]
print(sorted(m for m in heavy if m in sys.modules))
app.step()
print(sorted(m for m in ("game.core.store", "game.registry") if m in sys.modules), not app.errors)
app.shutdown()
"""


def test_the_first_frame_loads_neither_the_rules_nor_the_saves_code_nor_other_screens(data_dir):
    left = data_dir / "saves" / "games" / ".abc.json.k3j2.tmp"
    left.parent.mkdir(parents=True, exist_ok=True)
    left.write_bytes(b'{"format": "salon-sa')
    env = dict(os.environ, SALON_DATA_DIR=str(data_dir), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-c", FIRST_FRAME_MODULES], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    first, second = out.stdout.strip().splitlines()[-2:]
    assert first == "[]"
    assert second == "['game.core.store', 'game.registry'] True"  # the second frame: housekeeping, registry
    assert not left.exists()  # the temp file a kill left is gone (the housekeeping ran)


def test_a_language_loads_its_game_catalogues_when_a_game_word_is_first_shown():
    from game.core import i18n

    before = i18n.language()
    try:
        i18n.set_language("en")
        i18n.set_language("zh_Hant")
        assert set(i18n._translations) == {"salon"}  # the first frame needs only the interface's
        keys = [k for k in i18n.english() if i18n.domain_of(k) == "paris" and i18n._plural_of(k) is None]
        shown = {k: i18n.tr(k) for k in keys[:200]}
        assert "paris" in i18n._translations
        assert any(text != i18n.english()[k] for k, text in shown.items())  # Chinese, not English
        assert set(i18n._translations) == {"salon", "paris"}
    finally:
        i18n.set_language(before)


def test_the_sounds_open_once_the_first_frame_is_presented_and_the_measure_hears_of_it():
    from scenes.app import App
    from scenes.settings import Settings

    app = App((640, 360), settings=Settings(animation_speed="instant"), fixed_dt=1 / 60, bot_worker=False)
    try:
        seen: list[tuple[int, bool]] = []
        app.on_first_frame = lambda: seen.append((app.frames, app.sound._opened))
        app.start()
        assert not app.sound._opened  # nothing of the audio before the first frame
        app.step()
        app.step()
        assert seen == [(1, False)]  # once, right after the first present, before the sounds open
        assert app.sound._opened
    finally:
        app.shutdown()


def test_a_deferred_sound_opens_at_its_first_play():
    from scenes.sound import Sound

    s = Sound(deferred=True)
    assert not s._opened
    s.play("click")
    assert s._opened and s.played == ["click"]
    s.close()


def test_the_fonts_opened_ahead_are_the_ones_the_first_menu_frame_draws_with():
    from scenes.app import App
    from scenes.assets import font_file
    from scenes.menu import first_frame_fonts
    from scenes.settings import Settings

    for language in ("en", "zh_Hant", "zh_Hans"):
        settings = Settings(animation_speed="instant", language=language)
        app = App((1280, 720), settings=settings, fixed_dt=1 / 60, bot_worker=False, prefetch_fonts=True)
        try:
            ahead = {(font_file(bold)[1], size) for size, bold in first_frame_fonts(settings)}
            assert app.assets._prefetch is not None  # opening on the helper thread
            app.start()
            app.step()
            assert app.assets._prefetch is None and not app.errors
            assert set(app.assets._fonts) == ahead, language
        finally:
            app.shutdown()
    assert first_frame_fonts(Settings(text_size=125)) == []  # a larger text size: nothing ahead


def test_fonts_are_opened_ahead_only_for_the_program_s_own_window():
    from scenes.app import App
    from scenes.settings import Settings

    app = App((640, 360), settings=Settings(), fixed_dt=1 / 60, bot_worker=False)
    try:
        assert app.assets._prefetch is None and not app.assets._fonts
    finally:
        app.shutdown()
