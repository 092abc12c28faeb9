"""Every registered product game: the battery at each player count, and text for every key it shows."""

from __future__ import annotations

import pytest

from game.core.conformance import check_game
from game.core.i18n import has
from game.core.messages import Logged, PhaseBegan, Scored
from game.core.rng import Rng
from game.registry import GAMES

PRODUCT = ("new_eden", "paris", "farshore", "droids")


def test_all_four_games_are_registered_in_menu_order():
    assert [g for g in GAMES if g in PRODUCT] == list(PRODUCT)


CASES = [(gid, n) for gid in PRODUCT if gid in GAMES
         for n in range(GAMES[gid].min_players, GAMES[gid].max_players + 1)]


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_battery_on_every_player_count(game_id, players):
    check_game(GAMES[game_id], players, seeds=(101,), deep_every=25)


@pytest.mark.parametrize("game_id", [g for g in PRODUCT if g in GAMES])
def test_every_key_a_game_shows_has_english_text(game_id):
    rules = GAMES[game_id]
    missing: set[str] = set()
    keys: set[str] = {rules.name} if "." in rules.name else set()
    for spec in rules.options:
        keys.add(spec.label)
    for players in (rules.min_players, rules.max_players):
        state = rules.new_game(players, 5, {})
        rng = Rng(5)
        while rules.to_act(state) is not None:
            legal = rules.legal_actions(state)
            for action in legal:
                keys.add(rules.describe(action).label)
            for ev in rules.apply(state, legal[rng.below(len(legal))]):
                if isinstance(ev, Logged):
                    keys.add(ev.key)
                elif isinstance(ev, PhaseBegan):
                    keys.add(ev.phase)
                elif isinstance(ev, Scored) and ev.reason:
                    keys.add(ev.reason)
        for sheet in rules.score(state):
            keys.update(line.category for line in sheet.lines)
            keys.update(sheet.tiebreak_labels)
    missing = {k for k in keys if not has(k)}
    assert not missing, sorted(missing)
