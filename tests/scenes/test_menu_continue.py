"""The menu's Continue note: the game, its progress, when it was last played and the seats, every
part shown whole between Continue and Load, in every language and text size; a name too long for the
paper is cut, never the game, its progress or the date."""

from __future__ import annotations

import dataclasses
import time

import pytest

from game.core import store
from game.core.i18n import set_language
from game.core.saves import SeatConfig
from scenes import draw
from scenes.load import progress_text, when_text
from scenes.names import game_name

STAMP = time.mktime((2025, 12, 28, 21, 45, 0, 0, 0, -1))  # another year: the longest form of "when"


def _note(lang, size, names):
    """The menu's texts between Continue and Load, the other texts over that gap, and the parts of
    the note in the language: game, progress, when, seats."""
    from game.registry import GAMES
    from scenes.app import Headless
    from scenes.menu import MenuScene
    from scenes.settings import Settings
    from scenes.table.audit import Recorder

    seats = [SeatConfig(n, "human", "greedy", i) for i, n in enumerate(names)]
    store.new_controller(GAMES["paris"], seats, 3).autosave()
    h = Headless((1280, 720), settings=Settings(animation_speed="instant", language=lang, text_size=size))
    try:
        h.app.stack.clear_to(MenuScene(h.ctx))
        h.step(frames=3)
        menu = h.top
        assert isinstance(menu, MenuScene) and menu.autosave is not None
        menu.autosave = dataclasses.replace(menu.autosave, saved_at=STAMP)
        rec = Recorder()
        previous = draw.set_recorder(rec)
        try:
            h.step()
        finally:
            draw.set_recorder(previous)
        below, above = menu.b_continue.rect.bottom, menu.b_load.rect.top
        gap = menu.paper.left, below, menu.paper.width, above - below
        note = [t for t in rec.texts if t.rect.top >= below and t.rect.bottom <= above]
        others = [t for t in rec.texts if t.rect.colliderect(gap) and t not in note]
        for t in note:
            assert menu.paper.inflate(-40, 0).contains(t.rect), t
        info = menu.autosave
        return note, others, (game_name(info.game), progress_text(info), when_text(info.saved_at), info.seats)
    finally:
        h.close()
        draw.set_text_scale(1.0)  # the app set them for the whole process
        set_language("en")


@pytest.mark.parametrize("size", [100, 150])
@pytest.mark.parametrize("lang", ["en", "zh_Hant", "zh_Hans"])
def test_the_continue_note_shows_every_part_uncut(lang, size):
    note, others, (game, progress, when, seats) = _note(lang, size, ("Anna", "Bruno", "Carla", "Dmitri"))
    parts = [game, progress, when, *seats]
    assert all(parts) and "2025" in parts[2]
    shown = " ".join(t.text for t in note)
    for part in parts:
        assert part in shown, (part, shown)
    assert len(note) == 2 and all(t.full is None for t in note), note  # nothing ellipsized
    assert ("Anna, Bruno" if lang == "en" else "Anna、Bruno") in shown  # the language's list comma
    assert not others


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_a_long_name_is_cut_and_the_date_is_not(lang):
    long = "Wilhelmina-Konstantina von Hohenzollerns"  # 40 characters, the most a seat takes
    note, others, (game, progress, when, _) = _note(lang, 150, (long, "Bruno", "Carla", "Dmitri"))
    first, second = sorted(note, key=lambda t: t.rect.top)
    assert game in first.text and progress in first.text and first.full is None
    assert second.text.endswith(" · " + when) and "…" in second.text
    assert long[:8] in second.text
    assert not others
