"""The smoke run with the fixture, every scene rendering a frame, and game/ free of pygame."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game.registry import GAMES
from tests.scenes.helpers import finished_race, race_controller

ROOT = Path(__file__).resolve().parents[2]


def test_smoke_plays_the_fixture_from_menu_to_scores_and_back(race, monkeypatch, capsys):
    from scenes import smoke

    assert smoke.run_smoke("race") == 0
    out = capsys.readouterr().out
    assert "race: menu → setup → table" in out and "smoke: ok" in out


def test_smoke_with_no_game_registered_says_so_and_succeeds(monkeypatch, capsys):
    from scenes import smoke

    monkeypatch.setattr(smoke, "GAMES", {})
    assert smoke.run_smoke(None) == 0
    assert "no game is registered" in capsys.readouterr().out


def test_smoke_names_an_unknown_game(race, capsys):
    from scenes import smoke

    assert smoke.run_smoke("no_such_game") == 2


def _scenes(ctx, rules):
    from scenes.app import ErrorOverlay
    from scenes.load import LoadScene
    from scenes.menu import MenuScene
    from scenes.options import OptionsScene
    from scenes.pause import PauseOverlay
    from scenes.rules_ref import RulesOverlay
    from scenes.scoring import ScoringScene
    from scenes.setup import SetupScene

    out = [
        MenuScene(ctx),
        LoadScene(ctx),
        OptionsScene(ctx),
        RulesOverlay(ctx),
        PauseOverlay(ctx, race_controller(rules)),
        ScoringScene(ctx, finished_race(rules)),
        ErrorOverlay(ctx, "ValueError: test", "crash.log"),
    ]
    out += [SetupScene(ctx, gid) for gid in GAMES]
    out += [RulesOverlay(ctx, gid) for gid in GAMES]
    return out


def test_every_scene_renders_a_frame(app, race, tmp_path):
    for scene in _scenes(app.ctx, race):
        app.app.stack.clear_to(scene)
        app.step(frames=2)
        assert app.top is scene, type(scene).__name__
        app.move((960, 540))
        assert not app.app.errors, app.app.errors
        # something was drawn: the canvas is not one flat colour
        canvas = app.app.canvas
        colours = {canvas.get_at((x, y))[:3] for x in range(0, 1920, 97) for y in range(0, 1080, 89)}
        assert len(colours) > 5, type(scene).__name__


def test_text_stays_readable_at_1280x720(app):
    # the smallest text we use is 20 logical px: at 2/3 scale that is >= 13 px on screen
    from scenes.app import letterbox

    scale, _ = letterbox((1280, 720))
    assert 20 * scale >= 13


def test_scoring_shows_each_category_and_the_winner(app, race):
    from scenes.scoring import ScoringScene, categories, decided_text

    c = finished_race(race)
    scene = ScoringScene(app.ctx, c)
    assert categories(scene.sheets) == ["race.distance", "race.cards_kept"]
    assert scene.progress == 1.0  # instant animation speed: totals shown at once
    assert isinstance(decided_text(c.outcome(), scene.sheets), str)
    app.app.stack.clear_to(scene)
    app.step()
    again = next(b for b in scene.buttons if b.name == "again")
    from scenes.table.table import TableScene

    app.click(again.rect.center, frames=2)
    assert isinstance(app.top, TableScene)
    new = app.top.controller
    assert [s.name for s in new.seats] == [s.name for s in c.seats] and new.seed != c.seed


def test_game_imports_no_pygame():
    code = (
        "import importlib, pkgutil, sys, game\n"
        "for m in pkgutil.walk_packages(game.__path__, 'game.'):\n"
        "    importlib.import_module(m.name)\n"
        "bad = [m for m in sys.modules if m == 'pygame' or m.startswith('pygame.')]\n"
        "print(len(sys.modules)); sys.exit(1 if bad else 0)\n"
    )
    res = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert res.returncode == 0, res.stderr[-2000:]
    for path in (ROOT / "game").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "import pygame" not in text and "from pygame" not in text, path


def test_missing_icon_is_a_placeholder_with_one_warning(app, caplog):
    assets = app.ctx.assets
    with caplog.at_level("WARNING"):
        a = assets.icon("no_such_icon", 32, (255, 0, 0))
        b = assets.icon("no_such_icon", 48)
    assert a.get_size() == (32, 32) and b.get_size() == (48, 48)
    assert sum("no_such_icon" in r.message for r in caplog.records) == 1


def test_shipped_icons_fonts_and_sounds_load(app):
    from scenes.assets import asset_path

    icons = sorted(p.stem for p in asset_path("icons").glob("*.svg"))
    assert len(icons) >= 40
    for name in icons:
        surf = app.ctx.assets.icon(name, 24, (10, 20, 30))
        assert surf.get_size() == (24, 24)
    font = app.ctx.assets.font(30, bold=True)
    assert font.size("Salon 沙龙")[0] > 0
    assert "Noto" in (pygame.font.Font(str(asset_path("fonts", "SalonSans-Regular.otf")), 12).name or "")
    for name in ("dice", "card", "score", "turn", "click", "token"):
        assert asset_path("sounds", f"{name}.wav").is_file()


def test_sound_is_silent_without_an_audio_device():
    from scenes.sound import Sound

    s = Sound()
    assert not s.available
    s.play("dice")
    s.play("nonsense")
    assert s.played[-2:] == ["dice", "nonsense"]
    s.close()


def test_resource_path_follows_a_pyinstaller_bundle(monkeypatch, tmp_path):
    from scenes.assets import resource_path

    assert resource_path("assets", "icons").is_dir()
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resource_path("assets", "x.png") == tmp_path / "assets" / "x.png"


@pytest.mark.parametrize("window", [(1280, 720), (1000, 1000)])
def test_the_window_shows_the_canvas_letterboxed(window):
    from scenes.app import Headless
    from scenes.settings import Settings

    h = Headless(window, settings=Settings())
    try:
        surf = pygame.display.get_surface()
        assert surf.get_size() == window
        if window == (1000, 1000):
            assert surf.get_at((500, 2))[:3] == (0, 0, 0)  # a black bar above the canvas
    finally:
        h.close()


def test_decided_text_covers_ties_teams_and_the_automa():
    from game.core.rules import Outcome, ScoreLine, ScoreSheet
    from scenes.scoring import decided_text

    a = ScoreSheet.build(0, [ScoreLine("x", 5)], tiebreak=(3,), tiebreak_labels=("race.distance",))
    b = ScoreSheet.build(1, [ScoreLine("x", 5)], tiebreak=(1,), tiebreak_labels=("race.distance",))
    c = ScoreSheet.build(1, [ScoreLine("x", 2)])
    assert decided_text(Outcome((0,), "total"), [a, c]) == "Decided by the highest total."
    assert decided_text(Outcome((0,), "race.distance"), [a, b]).startswith("Tie broken by")
    assert decided_text(Outcome((0, 1), "shared"), [a, b]).startswith("A complete tie")
    assert decided_text(Outcome((), "automa"), [a]) == "The automa scored more this time."
    assert decided_text(Outcome((0,), "automa"), [a]) == "You beat the automa."
    assert decided_text(Outcome((0,), "total"), [a]) == ""


def test_a_solo_opponent_gets_its_own_column():
    rules = GAMES.get("droids")
    if rules is None or rules.min_players != 1:
        pytest.skip("no solo game with an automa registered")
    from game.core.controller import Controller
    from game.core.saves import SeatConfig
    from scenes.app import make_context
    from scenes.scoring import ScoringScene
    from scenes.settings import Settings

    c = Controller(rules, [SeatConfig("Solo", "bot", "random", 0)], 3, {})
    c.run_bots()
    pygame.display.init()
    try:
        scene = ScoringScene(make_context(settings=Settings(animation_speed="instant")), c)
        assert len(scene.sheets) == 2
        assert scene.sheet_name(scene.sheets[1]) == "Automa"
        scene.draw(pygame.Surface((1920, 1080)))
    finally:
        pygame.display.quit()


SHELL_FILES = ("app", "menu", "setup", "pause", "load", "options", "rules_ref", "scoring", "widgets", "smoke")


def test_every_interface_string_the_shell_uses_exists():
    import re

    import scenes.rules_ref  # noqa: F401  (registers the rules text)
    import scenes.strings  # noqa: F401
    from game.core.i18n import has
    from scenes.settings import ANIMATION_SPEEDS, BOT_PACES, LANGUAGES

    keys = set()
    for name in SHELL_FILES:
        text = (ROOT / "scenes" / f"{name}.py").read_text(encoding="utf-8")
        keys.update(re.findall(r'tr\(\s*"((?:ui|save|rules|theme)\.[a-z0-9_.]+)"', text))
    keys.update(f"ui.speed.{s}" for s in ANIMATION_SPEEDS)
    keys.update(f"ui.pace.{p}" for p in BOT_PACES)
    keys.update(f"ui.lang.{lang}" for lang in LANGUAGES)
    keys.update(f"ui.level.{lv}" for lv in ("random", "greedy", "easy", "normal", "hard"))
    keys.update(f"ui.game.{g}" for g in ("new_eden", "paris", "farshore", "droids"))
    for kind in ("automa", "rival"):
        keys.update(f"ui.scoring.{kind}{tail}" for tail in ("", "_wins", "_won", "_beaten"))
    assert len(keys) > 60
    missing = sorted(k for k in keys if not has(k))
    assert not missing, missing


def test_the_rules_reference_scrolls_and_switches_games(app):
    from scenes.rules_ref import RulesOverlay

    if not GAMES:
        pytest.skip("no game registered")
    scene = RulesOverlay(app.ctx)
    app.app.stack.push(scene)
    app.step()
    assert scene.area.content_height > scene.area.rect.height  # long enough to scroll
    app.move(scene.area.rect.center)
    app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3)], frames=30)
    assert scene.area.offset > 0
    if len(scene.tabs) > 1:
        rect, gid = scene.tabs[1]
        app.click(rect.center)
        assert scene.game_id == gid and scene.area.offset == 0


def test_the_shipped_walnut_grain_is_what_the_function_draws():
    """Start-up loads the canvas's small walnut grain instead of computing it (tools/make_walnut.py)."""
    from scenes.draw import walnut_grain, walnut_grain_path

    path = walnut_grain_path(120, 270)
    shipped = pygame.image.load(str(path))
    assert shipped.get_size() == (120, 270)
    assert pygame.image.tobytes(shipped, "RGB") == walnut_grain(120, 270)
