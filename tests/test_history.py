"""The history of finished games, the statistics file behind it, the players remembered, and each
player's statistics after a scripted series of games, against counts made by hand."""

from __future__ import annotations

import json

import pytest

from game.core import history, paths, players, saves, store
from game.core.history import Record, RecordSeat
from game.core.i18n import add_strings
from game.core.saves import SeatConfig
from game.core.stats import SOLO, player_stats
from tests.fixture_game import RULES

RACE = {RULES.id: RULES}
add_strings(RULES.strings)


def finished_game(seed: int, names=("Ada", "Bot")) -> store.Controller:
    seats = [SeatConfig(names[0], "bot", "random", 0), SeatConfig(names[1], "bot", "greedy", 1)]
    c = store.new_controller(RULES, seats, seed)
    c.run_bots()
    assert c.is_over() and c.history_path is not None
    return c


def test_a_finished_game_appears_in_the_history_with_its_seats_options_scores_and_winner():
    c = finished_game(7)
    found = history.sync(RACE)
    assert found.damaged == [] and found.refused == ""
    (rec,) = found.records
    sheets = {sh.seat: sh.total for sh in c.score()}
    assert rec.id == c.game_id and rec.game == "race" and rec.file == c.history_path.name
    assert rec.names() == ["Ada", "Bot"] and [s.level for s in rec.seats] == ["random", "greedy"]
    assert rec.totals == (sheets[0], sheets[1]) and rec.winners == c.outcome().winners
    assert rec.options == c.options and rec.moves == len(c.actions) and rec.finished >= rec.started > 0
    kept = json.loads(history.stats_path().read_text())
    assert kept["format"] == "salon-stats" and len(kept["games"]) == 1
    # a second look reads the statistics file, not the game again
    assert history.sync(RACE).records == [rec]


def test_the_history_sorts_and_filters_by_game_and_player():
    a = finished_game(7, ("Ada", "Bot"))
    b = finished_game(8, ("Cleo", "Bot"))
    recs = history.sync(RACE).records
    assert [r.id for r in recs] == sorted([a.game_id, b.game_id], key=lambda i: i != b.game_id)
    assert [r.id for r in history.select(recs, player="ada")] == [a.game_id]
    assert history.select(recs, game="paris") == [] and len(history.select(recs, game="race")) == 2
    oldest = history.ordered(recs, "date", descending=False)
    assert [r.id for r in oldest] == [a.game_id, b.game_id]
    assert history.ordered(recs, "score")[0].best() == max(r.best() for r in recs)
    with pytest.raises(ValueError):
        history.ordered(recs, "colour")


def test_a_deleted_game_leaves_and_a_damaged_one_is_listed_with_its_reason():
    a = finished_game(7)
    b = finished_game(8)
    (paths.history_dir() / "broken.json").write_text('{"format": "salon-save", "version": 3,')
    found = history.sync(RACE)
    assert {r.id for r in found.records} == {a.game_id, b.game_id}
    assert [d.path.name for d in found.damaged] == ["broken.json"] and "cut short" in found.damaged[0].error
    a.history_path.unlink()
    assert [r.id for r in history.sync(RACE).records] == [b.game_id]


def test_a_damaged_statistics_file_is_refused_set_aside_and_rebuilt():
    c = finished_game(7)
    history.sync(RACE)
    history.stats_path().write_text('{"format": "salon-stats", "version": 1, "games": [{"id": 3}]}')
    found = history.sync(RACE)
    assert "statistics file is damaged" in found.refused and "\n" not in found.refused
    assert [r.id for r in found.records] == [c.game_id]
    assert (paths.data_dir() / "stats.damaged.json").exists()
    assert history.read_records()[0].id == c.game_id  # rebuilt
    for text in ("", "[1, 2]", '{"format": "other"}', "\x00\x01", '{"format": "salon-stats", "version": 99}'):
        history.stats_path().write_text(text)
        with pytest.raises(history.StatsRefused):
            history.read_records()
        assert history.sync(RACE).records[0].id == c.game_id


def test_a_seat_that_changed_hands_is_not_whole():
    seats = [SeatConfig("Ada", "human", "random", 0), SeatConfig("Bot", "bot", "greedy", 1)]
    c = store.new_controller(RULES, seats, 9)
    while c.to_act() == 0:
        c.submit(0, c.legal(0)[0])
    c.change_seat(0, kind="bot", level="random")
    c.change_seat(1, name="Robot")  # a new name only: the same hands
    c.run_bots()
    (rec,) = history.sync(RACE).records
    assert [(s.name, s.whole) for s in rec.seats] == [("Ada", False), ("Robot", True)]


# ------------------------------------------------------------------------------------------ statistics
def rec(i, game, seats, totals, winners, *, teams=(), forked=False, decided_by="total"):
    return Record(
        f"g{i}", game, f"g{i}.json", (0, 0), 1000.0 + i, 2000.0 + i, 50, i, {},
        tuple(RecordSeat(n, k, lv, c, w) for c, (n, k, lv, w) in enumerate(seats)),
        tuple(totals), tuple(winners), decided_by, tuple(teams), forked,
    )


ADA = ("Ada", "human", "greedy", True)
BEA = ("Bea", "human", "greedy", True)


def bot(level, whole=True):
    return (f"Bot {level}", "bot", level, whole)


SERIES = [
    rec(1, "paris", [ADA, bot("easy")], [30, 25], [0]),  # Ada beats easy
    rec(2, "paris", [ADA, bot("easy"), bot("hard")], [20, 28, 35], [2]),  # loses to both
    rec(3, "paris", [bot("hard"), ("ada", "human", "greedy", True)], [40, 40], [0, 1]),  # shared: win, draw
    rec(4, "paris", [ADA, BEA], [50, 10], [0]),  # against a person: no bot record
    rec(5, "paris", [ADA, bot("easy")], [99, 1], [0], forked=True),  # started mid-game: not counted
    rec(6, "paris", [("Ada", "human", "greedy", False), bot("easy")], [5, 90], [1]),  # handed over
    rec(7, "paris", [ADA, bot("normal", whole=False)], [33, 30], [0]),  # the bot changed level
    rec(8, "droids", [ADA, bot("hard"), bot("easy"), BEA], [12, 12, 9, 11], [0, 1],
        teams=(0, 0, 1, 1)),  # teams: the hard bot is Ada's teammate; she beats the easy one
    rec(9, "droids", [ADA], [20], [0], decided_by="automa"),  # solo win
    rec(10, "droids", [ADA], [15], [], decided_by="droids.solo_draw"),  # solo draw
    rec(11, "farshore", [ADA], [15], [], decided_by="farshore.rival"),  # solo loss
]


def test_statistics_after_a_scripted_series_equal_the_counts_made_by_hand():
    paris = player_stats(SERIES, "Ada", "paris")
    # counted: games 1, 2, 3, 4 and 7 (5 started mid-game, 6 handed over to a bot)
    assert (paris.games, paris.wins) == (5, 4)
    assert paris.win_rate == pytest.approx(0.8)
    assert paris.total == 30 + 20 + 40 + 50 + 33 and paris.average == pytest.approx(173 / 5)
    assert paris.best == 50
    assert {k: (t.wins, t.losses, t.draws) for k, t in paris.against.items()} == {
        "easy": (1, 1, 0),  # game 1 won, game 2 lost
        "hard": (0, 1, 1),  # game 2 lost, game 3 shared (both won, equal scores)
    }  # game 7's bot changed level during the game: not counted against either level
    assert [p.score for p in paris.series] == [30, 20, 40, 50, 33]
    assert [p.won for p in paris.series] == [True, False, True, True, True]

    droids = player_stats(SERIES, "Ada", "droids")
    assert (droids.games, droids.wins, droids.best, droids.total) == (3, 2, 20, 47)
    assert {k: (t.wins, t.losses, t.draws) for k, t in droids.against.items()} == {
        "easy": (1, 0, 0),
        SOLO: (1, 0, 1),
    }
    everything = player_stats(SERIES, "Ada")
    assert (everything.games, everything.wins) == (9, 6)
    assert everything.against[SOLO].losses == 1  # the Farshore solo game
    bea = player_stats(SERIES, "Bea")
    assert (bea.games, bea.wins, bea.best) == (2, 0, 11)
    # game 8: the easy bot is Bea's teammate; the hard one, on the winning side, beat her
    assert {k: (t.wins, t.losses, t.draws) for k, t in bea.against.items()} == {"hard": (0, 1, 0)}
    nobody = player_stats(SERIES, "Zed")
    assert (nobody.games, nobody.win_rate, nobody.average, nobody.best) == (0, 0.0, 0.0, None)


# ------------------------------------------------------------------------------------------ players
def test_players_are_remembered_most_recent_first_and_offered_by_what_was_typed():
    players.remember(["Ada", "Bruno"], when=100.0)
    players.remember(["  ada ", "Cleo"], when=200.0)
    known = players.read()
    # the same name in another case is the same player (the latest spelling kept); then by name
    assert [(p.name, p.games) for p in known] == [("ada", 2), ("Cleo", 1), ("Bruno", 1)]
    assert players.suggestions("", known) == ["ada", "Cleo", "Bruno"]
    assert players.suggestions("B", known) == ["Bruno"]
    assert players.suggestions("a", known, exclude=["Ada"]) == []
    assert players.suggestions("ada", known) == []  # typed in full: nothing more to offer


def test_a_damaged_players_file_gives_none_and_bad_names_are_left_out():
    path = players.players_path()
    for text in ("{", "[]", '{"format": "salon-players", "version": 1, "players": [{"name": 5}]}'):
        path.write_text(text)
        with pytest.raises(players.PlayersRefused) as err:
            players.read()
        assert "list of players is damaged" in err.value.message()
        assert players.load() == []
    path.write_text(json.dumps({"format": "salon-players", "version": 1,
                                "players": [{"name": "Ok", "last": 1}, {"name": "bad\x00"}, {"name": " "}]}))
    assert [p.name for p in players.load()] == ["Ok"]
    players.remember(["New"])  # writing over a damaged file starts it again
    assert {p.name for p in players.load()} == {"Ok", "New"}


def test_the_statistics_file_is_read_through_the_reader_with_its_schema():
    c = finished_game(7)
    history.sync(RACE)
    data = json.loads(history.stats_path().read_text())
    data["games"][0]["totals"] = ["x"]
    history.stats_path().write_text(json.dumps(data))
    with pytest.raises(history.StatsRefused, match="should be a whole number"):
        history.read_records()
    assert saves.load(c.history_path, RACE).finished
