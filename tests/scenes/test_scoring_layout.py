"""The score screen fits: over real end-of-game sheets of every game at every player count (solo with
the automa or the Rival included), every text is at least 16 px on the canvas, inside its panel, and
over no other text; every line of every sheet shows, by its words, with the tie-break values and the
teams; a draw reads as a draw."""

from __future__ import annotations

import functools

import pygame
import pytest

from game.core.controller import Controller
from game.core.rules import Outcome, ScoreLine, ScoreSheet
from game.core.saves import SeatConfig
from game.registry import GAMES
from scenes.scoring import MIN_TEXT, ScoringScene, words

PRODUCT = ("new_eden", "paris", "farshore", "droids")
CASES = [
    (gid, n, seed)
    for gid in PRODUCT
    for n in range(GAMES[gid].min_players, GAMES[gid].max_players + 1)
    for seed in (1, 2, 3)
]


@functools.cache
def finished(game_id: str, players: int, seed: int) -> Controller:
    """A real game played to its end: greedy and random bots in turn (seed 1: all greedy)."""
    levels = ("greedy",) if seed == 1 else ("greedy", "random")
    seats = [SeatConfig(f"Player {i + 1}", "bot", levels[i % len(levels)], colour=i) for i in range(players)]
    c = Controller(GAMES[game_id], seats, seed)
    c.run_bots()
    assert c.is_over()
    return c


def check_fits(scene: ScoringScene) -> None:
    lay = scene.layout
    by_panel: dict[str, list] = {}
    for lb in lay.labels:
        assert lb.size >= MIN_TEXT, (lb.text, lb.size)
        panel = lay.panels[lb.panel]
        assert panel.contains(lb.rect), (lb.panel, lb.text, lb.rect, panel)
        by_panel.setdefault(lb.panel, []).append(lb)
    for panel, labels in by_panel.items():
        for i, a in enumerate(labels):
            for b in labels[i + 1 :]:
                assert not a.rect.colliderect(b.rect), (panel, a.text, a.rect, b.text, b.rect)
    for _i, centre, r, panel in lay.markers:
        assert lay.panels[panel].contains(pygame.Rect(centre[0] - r, centre[1] - r, 2 * r, 2 * r))
    for rect, _colour, _radius, _width in lay.boxes:
        assert any(p.contains(rect) for p in lay.panels.values()), rect
    if "chart" in lay.panels:
        title = next(lb for lb in lay.labels if lb.panel == "chart" and lb.bold and lb.tick is None)
        for bar in lay.bars:
            top = bar.base - sum(h for _, h in bar.segments)
            assert top >= title.rect.bottom and not bar.total.rect.colliderect(title.rect)
            assert lay.panels["chart"].contains(bar.total.rect)


def texts(scene: ScoringScene, panel: str = "table") -> list[str]:
    return [lb.text for lb in scene.layout.labels if lb.panel == panel]


@pytest.mark.parametrize(("game_id", "players", "seed"), CASES)
def test_every_sheet_fits_its_panel_and_shows_every_line(app, game_id, players, seed):
    c = finished(game_id, players, seed)
    scene = ScoringScene(app.ctx, c)
    check_fits(scene)
    shown = texts(scene)
    for sheet in scene.sheets:
        for cat in {ln.category for ln in sheet.lines}:
            assert words(cat) in shown or any(t.startswith(words(cat)[:8]) for t in shown), cat
        for ln in sheet.lines:
            if ln.detail:
                assert any(t == words(ln.detail) or t.endswith("…") for t in shown), ln.detail
        for label, value in zip(sheet.tiebreak_labels, sheet.tiebreak, strict=False):
            assert any(words(label) in t for t in shown), label
            assert str(value) in shown
    if (game_id, players) == ("droids", 4):
        assert any(t.startswith("Team 1") for t in shown) and any(t.startswith("Team 2") for t in shown)
    scene.t = scene.duration / 2  # halfway through the count-up, and at the end
    scene.draw(pygame.Surface((1920, 1080)))
    scene.t = scene.duration
    scene.draw(pygame.Surface((1920, 1080)))


def sheet(seat: int, lines: list[ScoreLine], tb=(), labels=(), team=None) -> ScoreSheet:
    return ScoreSheet.build(seat, lines, tb, labels, team)


class Fake:
    """A finished game's controller, as the score screen reads it."""

    def __init__(self, sheets, outcome, opponent=None, game_id="droids"):
        self._sheets = sheets
        self._outcome = outcome
        self._opponent = opponent
        self.rules = GAMES[game_id]
        self.seats = [SeatConfig(f"Player {s.seat + 1}", "bot", "greedy", colour=s.seat) for s in sheets]
        self.options: dict = {}

    def score(self):
        return list(self._sheets)

    def outcome(self):
        return self._outcome

    def opponent_sheets(self):
        return [self._opponent] if self._opponent else []

    def name(self, seat):
        return self.seats[seat].name if seat < len(self.seats) else "Automa"


def test_a_sheet_too_long_for_one_column_of_rows_takes_two_blocks_and_still_fits(app):
    lines = [ScoreLine(f"Category number {k}", k) for k in range(20)]
    lines += [ScoreLine("Secret mission", p, f"Mission {p}") for p in range(12)]
    sheets = [sheet(s, lines, (s,), ("A tie-break",)) for s in range(4)]
    scene = ScoringScene(app.ctx, Fake(sheets, Outcome((3,), "A tie-break")))
    assert scene.layout.blocks == 2 and "chart" not in scene.layout.panels
    check_fits(scene)
    assert sum(t.startswith("Mission") for t in texts(scene)) == 4 * 12


def test_a_solo_tie_with_the_automa_reads_as_a_draw(app):
    mine = sheet(0, [ScoreLine("Points", 30)], (2, 5), ("margin", "parts"))
    automa = sheet(1, [ScoreLine("Points", 30)])
    for outcome in (Outcome((), "automa"), Outcome((), "shared"), Outcome((0,), "shared")):
        scene = ScoringScene(app.ctx, Fake([mine], outcome, ("automa", automa)))
        assert scene.title() == "A draw with the automa", outcome
        assert "nobody wins" in " ".join(texts(scene, "banner"))
        check_fits(scene)
    beaten = ScoringScene(
        app.ctx, Fake([mine], Outcome((), "automa"), ("automa", sheet(1, [ScoreLine("Points", 31)])))
    )
    assert beaten.title() == "The automa wins"
    won = ScoringScene(
        app.ctx, Fake([mine], Outcome((0,), "automa"), ("automa", sheet(1, [ScoreLine("Points", 9)])))
    )
    assert won.title() == "Player 1 wins"


def test_a_solo_loss_to_the_rival_is_named_even_when_decided_by_the_total(app):
    mine = sheet(0, [ScoreLine("Points", 20)])
    rival = sheet(1, [ScoreLine("Points", 25)])
    scene = ScoringScene(app.ctx, Fake([mine], Outcome((), "total"), ("rival", rival), "farshore"))
    assert scene.title() == "The Rival wins"


def test_shared_and_empty_winner_sets(app):
    a, b, c = (sheet(s, [ScoreLine("Points", 10)]) for s in range(3))
    shared = ScoringScene(app.ctx, Fake([a, b, c], Outcome((0, 1, 2), "shared"), game_id="paris"))
    assert shared.title().startswith("Shared victory") and "tie" in " ".join(texts(shared, "banner"))
    nobody = ScoringScene(app.ctx, Fake([a, b, c], Outcome((), "shared"), game_id="paris"))
    assert nobody.title() == "A draw"
    team = [
        sheet(s, [ScoreLine("Points", 10)], (10, 20), ("team score", "team total"), s // 2) for s in range(4)
    ]
    teams = ScoringScene(app.ctx, Fake(team, Outcome((0, 1, 2, 3), "shared")))
    assert teams.title().startswith("Shared victory")
    check_fits(teams)
    # the teammates' shared values span their two columns: one cell per team
    assert texts(teams).count("10") >= 2 and texts(teams).count("20") == 2
