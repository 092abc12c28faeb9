"""The history, replay and statistics screens, driven as a player would: the menu's History lists a
finished game, its replay steps and plays with the table's own animations and log, any seat's view or
everything once over, "Play from here" starts a new game at the replay's position and leaves the
original untouched; the statistics screen shows a player's numbers; a damaged statistics file never
keeps the list from opening."""

from __future__ import annotations

import pygame

from game.core import history, paths, saves, store
from game.core.rules import fingerprint
from game.core.saves import SeatConfig
from scenes.history import HistoryScene
from scenes.load import LoadScene
from scenes.replay import ReplayScene
from scenes.seats import SeatsOverlay
from scenes.stats import StatsScene
from scenes.table.table import TableScene
from tests.scenes.helpers import find


def finished(race, seed=7, names=("Ada", "Bot")):
    seats = [SeatConfig(names[0], "human", "random", 0), SeatConfig(names[1], "bot", "greedy", 1)]
    c = store.new_controller(race, seats, seed)
    while not c.is_over():
        seat = c.to_act()
        if c.is_human(seat):
            c.submit(seat, c.legal(seat)[0])
        else:
            c.run_bots()
    return c


def open_history(app) -> HistoryScene:
    app.click(find(app.top.buttons, "history").rect.center, frames=2)
    assert isinstance(app.top, HistoryScene)
    return app.top


def test_the_menu_history_lists_the_finished_game_and_opens_its_replay(app, race):
    c = finished(race)
    hist = open_history(app)
    assert [r.id for r in hist.shown] == [c.game_id]
    app.click(hist.row_buttons[0].rect.center, frames=3)
    replay = app.top
    assert isinstance(replay, ReplayScene) and replay.replay.position == 0
    assert replay.replay.length == len(c.actions)
    app.click(replay.tools["next_move"].rect.center, frames=3)
    assert replay.replay.position == 1 and replay.controller.log  # the move and its log line
    app.key(pygame.K_RIGHT)
    app.step(frames=2)
    assert replay.replay.position == 2
    app.key(pygame.K_LEFT)
    assert replay.replay.position == 1
    app.key(pygame.K_END)
    assert replay.replay.position == replay.replay.length and replay.controller.is_over()
    assert fingerprint(race, replay.controller.state_for_tests()) == fingerprint(race, c.state_for_tests())
    assert replay.tools["scores"].enabled and not replay.tools["fork"].enabled
    app.key(pygame.K_HOME)
    app.click(replay.tools["play"].rect.center, frames=2)
    assert replay.playing
    for _ in range(600):
        if not replay.playing:
            break
        app.step()
    assert replay.replay.position == replay.replay.length  # played to the end by itself
    app.key(pygame.K_ESCAPE)
    app.step()
    assert app.top is hist


def test_the_replay_shows_any_seat_then_everything_once_over(app, race):
    c = finished(race)
    hist = open_history(app)
    app.click(hist.row_buttons[0].rect.center, frames=3)
    replay = app.top
    assert replay.view_choices() == [None, 0, 1, "all"]
    replay.seek(3)
    app.step()
    hand = "seat:1:hand"
    assert all(p.face.startswith("back") for p, _ in replay.layout[hand])  # the table's view
    replay.set_view(1)
    app.step()
    assert replay.viewer == 1 and not any(p.face.startswith("back") for p, _ in replay.layout[hand])
    replay.set_view(0)
    app.step()
    assert all(p.face.startswith("back") for p, _ in replay.layout[hand])
    replay.set_view("all")
    app.step()
    assert replay.viewer is None and replay.controller.reveal
    for seat in (0, 1):
        assert not any(p.face.startswith("back") for p, _ in replay.layout[f"seat:{seat}:hand"])
    assert app.app.errors == [] and c.is_over()


def test_play_from_here_starts_a_new_game_at_that_position_and_the_original_stays(app, race):
    c = finished(race)
    before = c.history_path.read_bytes()
    hist = open_history(app)
    app.click(hist.row_buttons[0].rect.center, frames=3)
    replay = app.top
    k = replay.replay.length // 2
    replay.seek(k)
    app.step()
    at = fingerprint(race, replay.controller.state_for_tests())
    app.click(replay.tools["fork"].rect.center, frames=2)
    dialog = app.top
    assert isinstance(dialog, SeatsOverlay) and str(k) in dialog.body
    dialog.rows[1].kind_box.step(-1)  # the bot's seat is a person's in the new game
    app.click(dialog.b_apply.rect.center, frames=3)
    table = next(s for s in app.app.stack.scenes if isinstance(s, TableScene))
    assert not isinstance(table, ReplayScene)  # a live table (two people now: behind the curtain)
    fork = table.controller
    assert fork.game_id != c.game_id and fork.forked_from == saves.ForkedFrom(c.game_id, k)
    assert len(fork.actions) == k and fingerprint(race, fork.state_for_tests()) == at
    assert fork.seats[1].kind == "human"
    assert saves.load(paths.game_path(fork.game_id), {"race": race}).forked_from.at == k
    assert c.history_path.read_bytes() == before


def test_the_statistics_screen_shows_the_players_numbers(app, race):
    for seed in (7, 8, 9):
        finished(race, seed)
    hist = open_history(app)
    app.click(hist.b_stats.rect.center, frames=2)
    stats = app.top
    assert isinstance(stats, StatsScene) and stats.player == "Ada"
    recs = history.sync({"race": race}).records
    wins = sum(1 for r in recs if 0 in r.winners)
    assert stats.stats.games == 3 and stats.stats.wins == wins
    assert stats.stats.best == max(r.totals[0] for r in recs)
    assert stats.stats.against["greedy"].games == 3
    assert app.app.errors == []


def test_the_history_filters_by_player_and_game(app, race):
    finished(race, 7, ("Ada", "Bot"))
    finished(race, 8, ("Cleo", "Bot"))
    hist = open_history(app)
    assert hist.player_box.choices == [None, "Ada", "Cleo"]
    hist.player_box.step(1)
    assert [r.names()[0] for r in hist.shown] == ["Ada"]
    hist.player_box.step(1)
    assert [r.names()[0] for r in hist.shown] == ["Cleo"]
    hist.game_box.step(1)
    assert hist.game == "race" and len(hist.shown) == 1


def test_a_damaged_statistics_file_is_said_and_the_history_still_opens(app, race):
    c = finished(race)
    history.stats_path().write_text("{not json")
    hist = open_history(app)
    assert [r.id for r in hist.shown] == [c.game_id]
    assert any("statistics file is damaged" in t for t in app.ctx.extras.get("toasts", []))


def test_an_unfinished_game_can_be_replayed_from_the_load_list(app, race):
    seats = [SeatConfig("Ada", "human", "random", 0), SeatConfig("Bot", "bot", "greedy", 1)]
    c = store.new_controller(race, seats, 4)
    c.submit(0, c.legal(0)[0])
    c.run_bots()
    c.submit(0, c.legal(0)[0])
    before = c.autosave_path.read_bytes()
    app.app.stack.push(LoadScene(app.ctx))
    app.step()
    load = app.top
    app.click(load.replay_buttons[0].rect.center, frames=3)
    replay = app.top
    assert isinstance(replay, ReplayScene) and not replay.replay.can_reveal()
    assert replay.view_choices() == [None, 0, 1]
    replay.set_view(1)  # the game may go on: a seat's hand is shown through the curtain
    app.step()
    from scenes.table.curtain import CurtainOverlay

    curtain = app.top
    assert isinstance(curtain, CurtainOverlay) and curtain.seat == 1 and replay.viewer is None
    app.click(curtain.confirm.rect.center, frames=2)
    assert app.top is replay and replay.viewer == 1
    replay.seek(replay.replay.length)
    assert replay.controller.actions == c.actions
    assert c.autosave_path.read_bytes() == before


def test_a_language_change_reaches_the_history_statistics_replay_and_seats_screens(app, race):
    from game.core import i18n

    finished(race)
    menu = app.top
    hist = open_history(app)
    app.click(hist.row_buttons[0].rect.center, frames=3)
    replay = app.top
    assert isinstance(replay, ReplayScene)
    app.app.stack.push(StatsScene(app.ctx, hist.records))
    seats = [SeatConfig("Ada", "human", "random", 0), SeatConfig("Bot", "bot", "greedy", 1)]
    app.app.stack.push(SeatsOverlay(app.ctx, seats, lambda _s: None))
    app.step()
    try:
        i18n.set_language("zh_Hant")
        app.app.stack.language_changed()
        app.step()
        assert menu.b_new.label == i18n.tr("ui.menu.new") != "New game"
        assert find(menu.buttons, "history").label == i18n.tr("ui.menu.history")
        assert hist.b_back.label == i18n.tr("ui.history.back")
        assert app.top.b_cancel.label == i18n.tr("ui.seats.cancel")
    finally:
        i18n.set_language("en")
        app.app.stack.language_changed()
    assert app.app.errors == []
    assert menu.b_new.label == "New game" and app.top.b_apply.label == i18n.tr("ui.seats.apply")


def test_the_charts_game_legend_wraps_to_rows_that_fit(app):
    from scenes import draw
    from scenes.menu import game_name, menu_game_ids

    games = [g for g in ("paris", "new_eden", "farshore", "droids") if g in menu_game_ids()]

    def width(row):
        return sum(16 + 14 + draw.font(20).size(game_name(g))[0] + 26 for g in row)

    wide = StatsScene._legend_rows(games, 2000)
    assert wide == [games]
    narrow = StatsScene._legend_rows(games, 420)
    assert [g for row in narrow for g in row] == games and len(narrow) > 1
    assert all(width(row) <= 420 or len(row) == 1 for row in narrow)
