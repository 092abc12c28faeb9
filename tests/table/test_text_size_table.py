"""The table at 150 % (and 125 %) text: real mid-game tables of every game (2 and 4 players, solo where the game
has it; a 1280×720 and a 1920×1080 window) drawn under the table's recorder and judged as
``test_readable`` judges them at 100 %, and more:

- the table's own parts (prompt, seat badges, log, tools, captions, badges, tooltips, zoom) have
  nothing small, covered, cut without a hover, run out of the surface they are drawn on, or drawn
  over another text;
- what a game's skin draws has nothing of that either, except texts it already lays over each
  other at 100 % (a building's number printed on the space under it);
- the table's text really is larger than at 100 %;
- the "?" tool opens the rules book at the decision's section, from the mouse and the focus ring;
- a change of text size in Settings reaches a table below at once.
"""

from __future__ import annotations

import functools
import statistics

import pygame
import pytest

from tests.table.readable import audited, problems, settle
from tests.table.test_readable import _hover_some

PLAYERS = {"new_eden": (2, 4), "paris": (2, 4), "farshore": (1, 2, 4), "droids": (1, 2, 4)}
WINDOWS = ((1280, 720), (1920, 1080))
MOVES, SEED = 40, 2


@functools.cache
def _controller(game: str, players: int):
    c = settle(game, players, MOVES, SEED)
    assert c is not None, "the game ended before the human's turn: pick another depth"
    return c


@functools.cache
def _audit(game: str, players: int, window: tuple[int, int], percent: int):
    """(problems, what hovering covered, the table texts' sizes) of one table at ``percent``."""
    from scenes.app import Headless
    from scenes.settings import Settings

    c = _controller(game, players)
    h = Headless(window, settings=Settings(animation_speed="instant", text_size=percent), first=False)
    try:
        table, rec = audited(h, c)
        found = problems(table, rec)
        sizes = [size for _text, size, origin in rec.sizes() if origin == "table"]
        covered = _hover_some(h, table)
    finally:
        h.close()
    return found, covered, sizes


def _pairs(lines: list[str]) -> set[str]:
    """The crowded texts of a report without where they were (positions move with the size)."""
    return {ln.split(" at ")[0] for ln in lines}


CASES = [
    pytest.param(game, players, window, id=f"{game}-{players}p-{window[0]}")
    for game, counts in PLAYERS.items()
    for players in counts
    for window in WINDOWS
]


@pytest.mark.parametrize(("game", "players", "window"), CASES)
def test_the_table_reads_at_150(game, players, window):
    _reads(game, players, window, 150)


@pytest.mark.parametrize(
    ("game", "players"), [pytest.param(g, n, id=f"{g}-{n}p") for g, counts in PLAYERS.items() for n in counts]
)
def test_the_table_reads_at_125(game, players):
    _reads(game, players, (1280, 720), 125)


def _reads(game: str, players: int, window: tuple[int, int], percent: int) -> None:
    found, covered, sizes = _audit(game, players, window, percent)
    assert found.of("table", crowded=True) == {}
    assert covered == []
    assert found.of("skin") == {}
    crowded = _pairs(found.crowded["skin"])
    designed, _c, designed_sizes = _audit(game, players, window, 100)
    assert crowded <= _pairs(designed.crowded["skin"]), "the skin crowds texts it kept apart at 100 %"
    grown = 1 + (percent - 100) / 100 * 0.4  # a fifth larger at 150 %: titles and full boxes hold
    assert statistics.median(sizes) >= grown * statistics.median(designed_sizes)


def test_the_crowding_check_sees_two_texts_on_each_other():
    from scenes import draw
    from scenes.table import audit
    from tests.table.readable import _crowd

    assert _crowd(pygame.Rect(0, 0, 100, 30), pygame.Rect(10, 12, 100, 30))
    assert not _crowd(pygame.Rect(0, 0, 100, 30), pygame.Rect(0, 28, 100, 30))  # lines one under another
    rec = audit.Recorder()
    small = pygame.Surface((80, 30))
    with audit.recording(rec):
        draw.text(small, "far too long for this box", (0, 0), 22)
    assert rec.all_texts()[0].outside
    assert audit.runs_out(pygame.Rect(0, 0, 50, 20), pygame.Rect(0, 0, 60, 20)) is False


# ---------------------------------------------------------------------------------------- the "?"
def _table(percent: int = 100, game: str = "new_eden"):
    from scenes.app import Headless
    from scenes.settings import Settings
    from scenes.table.table import TableScene

    h = Headless((1280, 720), settings=Settings(animation_speed="instant", text_size=percent), first=False)
    table = TableScene(h.ctx, _controller(game, 2))
    h.app.start(table)
    h.step(frames=2)
    return h, table


def test_the_rules_tool_opens_the_book_at_the_decision():
    from scenes.rules_ref import RulesOverlay

    h, table = _table()
    try:
        b = table.tools["rules"]
        assert b.label == "Rules" and "F1" in b.tip
        h.key(pygame.K_F1)
        h.step(frames=2)
        by_key = h.top
        assert isinstance(by_key, RulesOverlay)
        section = by_key.section_id
        h.app.stack.pop()
        h.step(frames=2)
        assert h.top is table
        h.click(b.rect.center, frames=3)
        assert isinstance(h.top, RulesOverlay) and h.top.section_id == section
    finally:
        h.close()


def test_the_rules_tool_is_on_the_focus_ring_and_says_what_it_does():
    h, table = _table()
    try:
        b = table.tools["rules"]
        ring = table.focus_widgets()
        assert b in ring
        h.move(b.rect.center)
        h.step(frames=3, dt=0.2)
        tip = table._tip(None, None)
        assert tip is not None and "rules book" in " ".join(tip.lines)
    finally:
        h.close()


def test_the_rules_tool_is_translated():
    from game.core.i18n import set_language, tr

    try:
        for lang in ("zh_Hant", "zh_Hans"):
            set_language(lang)
            assert tr("table.rules") != "Rules"
            assert tr("table.rules_tip") != "The rules book, open at this decision (F1 or ?)"
    finally:
        set_language("en")


# ---------------------------------------------------------------------------------------- at once
def test_a_new_text_size_reaches_the_table_below_at_once():
    from scenes.options import OptionsScene

    h, table = _table(100)
    try:
        static, log, tools = table.static, table.logpanel, dict(table.tools)
        options = OptionsScene(h.ctx)
        h.app.stack.push(options)
        h.step(frames=2)
        options.text_size.step(2)  # 100 -> 150
        h.step(frames=2)
        assert h.ctx.settings.text_size == 150
        assert table.static is not static and table.logpanel is not log
        assert all(table.tools[k] is not tools[k] for k in tools)
        h.app.stack.pop()
        h.step(frames=2)
        assert h.top is table
        assert {scale for _seat, scale in table.hud._static} == {1.5}  # the badges were drawn again
    finally:
        h.close()
