"""Scenario tests named after the rules they check (spec §5–§14)."""

from __future__ import annotations

import pytest

from game.core.messages import IllegalAction
from game.paris import RULES
from game.paris import actions as A
from game.paris import board as BD
from game.paris.data import TOKEN_INDEX as TI
from game.paris.state import State
from game.paris.view import HeldEndgame
from tests.paris.helpers import (
    act,
    empty_stacks,
    fresh,
    give_endgame,
    give_tile,
    give_tokens,
    key,
    lay,
    legal,
    place,
    supply,
    turn,
)


def moves(s: State) -> list[A.MoveKey]:
    return [a for a in legal(s) if isinstance(a, A.MoveKey)]


# Setup ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(("n", "keys", "tiles"), [(2, 10, 30), (3, 9, 36), (4, 7, 42)])
def test_setup_keys_francs_and_bonus_tiles_per_player_count(n: int, keys: int, tiles: int) -> None:
    s = RULES.new_game(n, 5, {})
    assert s.hand == [keys] * n and s.francs == [3] * n and s.reserve == [2] * n
    assert sum(len(sp) for sp in s.track) == tiles
    assert sum(len(st) for st in s.stacks) == 33 and len(s.removed) == 3
    assert s.supply == [0] * 6 and len(s.slot_token) == 36


def test_icon_free_copy_lies_on_top_of_its_number() -> None:
    s = RULES.new_game(4, 5, {})
    assert s.track[1] == ["BT01t", "BT01"] and s.track[2] == ["BT02q", "BT02"]


def test_two_stacks_are_dealt_round_robin() -> None:
    s = RULES.new_game(2, 5, {"building_stacks": 2})
    assert sorted(len(st) for st in s.stacks) == [16, 17]


def test_random_tokens_put_the_gold_on_the_eights() -> None:
    s = RULES.new_game(3, 9, {"variant_random_tokens": True})
    assert all(s.slot_token[f"slot:{d}:8"] == "gold" for d in BD.DISTRICTS)
    assert sorted(s.slot_token.values()).count("gold") == 6


def test_letoile_deals_starting_strategy_tiles_and_pools_the_track() -> None:
    s = RULES.new_game(3, 9, {"etoile": True})
    assert all(st in ("ST01", "ST02", "ST03", "ST04") for st in s.strategy)
    assert len(s.display) == 11 - 3
    on_track = [t for sp in s.track for t in sp if not t.endswith(("t", "q"))]
    assert len(on_track) == 30  # 10 per zone; 3 per zone stay in the box


# Building step ---------------------------------------------------------------------------------


def test_building_step_places_the_top_tile_on_its_slot() -> None:
    s = RULES.new_game(3, 3, {})
    assert s.prompt == "stack"
    top = s.stacks[1][-1]
    act(s, A.TakeStack(seat=0, stack=1))
    assert top in s.slot_tile.values() and s.prompt == "main"


def test_free_placement_offers_districts_without_that_value_or_type() -> None:
    s = fresh(3, variant_free_placement=True)
    place(s, "B02")  # montmartre hotel 2
    place(s, "B13")  # belleville kiosk 1
    tile = "B07"  # la_villette hotel 1
    for st in s.stacks:
        if tile in st:
            st.remove(tile)
            st.append(tile)
            idx = s.stacks.index(st)
    if tile in s.removed:
        s.removed.remove(tile)
        s.stacks[0].append(tile)
        s.removed.append(s.stacks[1].pop(0))
        idx = 0
    turn(s, 0, prompt="stack")
    act(s, A.TakeStack(seat=0, stack=idx))
    assert s.prompt == "district"
    # montmartre already has a hotel, belleville already has a value-1 building
    assert [a.district for a in legal(s)] == ["la_villette", "saint_germain", "chaillot", "batignolles"]
    act(s, A.PlaceIn(seat=0, district="chaillot"))
    assert s.slot_tile["slot:chaillot:1"] == "B07"


# Keys ------------------------------------------------------------------------------------------


def test_place_key_needs_a_key_in_hand_and_no_key_there() -> None:
    s = fresh(3)
    key(s, 0, "bank:montmartre")
    key(s, 0, "location:arc")
    opts = legal(s)
    assert A.PlaceBank(seat=0, district="montmartre") not in opts
    assert A.PlaceArc(seat=0) not in opts
    s.hand[0] = 0
    s.legal_cache = None
    assert not [a for a in legal(s) if isinstance(a, A.PlaceBank | A.PlaceArc)]


def test_bank_key_moves_only_inside_its_district_arc_key_anywhere() -> None:
    s = fresh(3)
    place(s, "B01")
    place(s, "B07")
    key(s, 0, "bank:montmartre")
    key(s, 0, "location:arc")
    s.francs[0] = 10
    s.legal_cache = None
    got = {(a.frm, a.to) for a in moves(s) if a.to.startswith("slot:")}
    assert got == {
        ("bank:montmartre", "slot:montmartre:1"),
        ("location:arc", "slot:montmartre:1"),
        ("location:arc", "slot:la_villette:1"),
    }


def test_building_key_moves_only_to_strictly_higher_values() -> None:
    s = fresh(3)
    for t in ("B01", "B02", "B03"):
        place(s, t)
    key(s, 0, "slot:montmartre:2")
    s.francs[0] = 10
    s.legal_cache = None
    assert [a.to for a in moves(s) if a.to.startswith("slot:")] == ["slot:montmartre:3"]
    act(s, A.MoveKey(seat=0, frm="slot:montmartre:2", to="slot:montmartre:3"))
    assert s.francs[0] == 9  # 3 - 2


def test_occupied_properties_need_tile_9_or_16() -> None:
    s = fresh(3)
    for t in ("B01", "B02"):
        place(s, t)
    key(s, 0, "bank:montmartre")
    key(s, 0, "slot:montmartre:1")
    key(s, 1, "slot:montmartre:2")
    s.francs[0] = 10
    s.legal_cache = None
    assert [a.to for a in moves(s) if a.to.startswith("slot:")] == []
    give_tile(s, 0, "BT09")
    give_tile(s, 0, "BT16")
    got = [(a.frm, a.to, a.via) for a in moves(s) if a.to.startswith("slot:")]
    assert got == [
        ("bank:montmartre", "slot:montmartre:1", "BT09"),
        ("bank:montmartre", "slot:montmartre:2", "BT16"),
        ("slot:montmartre:1", "slot:montmartre:2", "BT16"),
    ]
    act(s, A.MoveKey(seat=0, frm="bank:montmartre", to="slot:montmartre:1", via="BT09"))
    assert s.keys["slot:montmartre:1"] == (0, 0) and "BT09" in s.used[0]
    assert s.count["montmartre"] == 3  # keys are counted, not properties
    assert BD.district_standing(s, "montmartre")[0] == (2, 1)  # held twice counts twice, single value 1


def test_pass_only_when_no_action_step_option() -> None:
    s = fresh(3)
    s.hand[0] = 0
    s.reserve[0] += 0
    s.legal_cache = None
    assert [a for a in legal(s) if not isinstance(a, A.Sell | A.Buy | A.UseTile)] == [A.PassAction(seat=0)]


def test_a_refused_action_changes_nothing() -> None:
    s = fresh(3)
    before = RULES.state_to_json(s)
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, A.MoveKey(seat=0, frm="bank:montmartre", to="slot:montmartre:1"))
    assert err.value.key.startswith("paris.")
    with pytest.raises(IllegalAction):
        RULES.apply(s, A.PlaceArc(seat=1))
    assert RULES.state_to_json(s) == before


# Bonus track ------------------------------------------------------------------------------------


def test_value_3_bonus_costs_2_francs_and_is_skipped_without_them() -> None:
    s = fresh(3)
    place(s, "B03")
    key(s, 0, "bank:montmartre")
    s.francs[0] = 4
    s.legal_cache = None
    act(s, A.MoveKey(seat=0, frm="bank:montmartre", to="slot:montmartre:3"))
    assert s.francs[0] == 1 and s.prompt != "bonus"  # 1 franc left: no paid advance


def test_meeple_with_nowhere_to_go_loses_the_benefit() -> None:
    s = fresh(2)
    place(s, "B01")
    key(s, 0, "bank:montmartre")
    s.meeple[0] = 30
    s.legal_cache = None
    act(s, A.MoveKey(seat=0, frm="bank:montmartre", to="slot:montmartre:1"))
    assert s.prompt != "bonus"


def test_value_8_gives_2_vp_to_every_new_owner() -> None:
    s = fresh(3)
    place(s, "B12")
    key(s, 0, "bank:la_villette")
    s.francs[0] = 20
    give_tokens(s, 0, wood=1, marble=1)
    act(s, A.MoveKey(seat=0, frm="bank:la_villette", to="slot:la_villette:8"))
    assert s.vp[0] == 2 and s.tokens[0][TI["gold"]] == 1


def test_tile_17_takes_any_track_tile_and_the_meeple_stays() -> None:
    s = fresh(3)
    give_tile(s, 0, "BT17")
    s.meeple[0] = 25
    act(s, A.UseTile(seat=0, tile="BT17"))
    assert s.prompt == "take_from" and A.TakeFromTrack(seat=0, space=2) in legal(s)
    act(s, A.TakeFromTrack(seat=0, space=2))
    assert "BT02" in s.tiles[0] and s.meeple[0] == 25 and s.prompt == "main"


@pytest.mark.parametrize(
    ("tile", "vp", "francs"),
    [("BT01", 0, 3), ("BT07", 3, 0), ("BT12", 2, 3), ("BT22", 5, 2), ("BT30", 8, 0)],
)
def test_gain_tiles(tile: str, vp: int, francs: int) -> None:
    s = fresh(3)
    give_tile(s, 0, tile)
    act(s, A.UseTile(seat=0, tile=tile))
    assert s.vp[0] == vp and s.francs[0] == 3 + francs and tile in s.used[0]


def test_vp_per_building_landmark_district_and_token_tiles() -> None:
    s = fresh(3)
    for t in ("B01", "B07"):
        place(s, t)
    key(s, 0, "slot:montmartre:1")
    key(s, 0, "slot:la_villette:1")
    lay(s, "L1", "chaillot")
    key(s, 0, "landmark:L1")
    give_tokens(s, 0, wood=2, bronze=1)
    for tile in ("BT06", "BT21", "BT29", "BT20", "BT23"):
        give_tile(s, 0, tile)
    expected = {"BT06": 6, "BT21": 3, "BT29": 6, "BT20": 2, "BT23": 1}
    for tile, vp in expected.items():
        before = s.vp[0]
        act(s, A.UseTile(seat=0, tile=tile))
        assert s.vp[0] - before == vp, tile
    assert s.tokens[0][TI["wood"]] == 2  # tokens are kept


def test_extra_key_tiles_need_francs_and_a_reserve_key() -> None:
    s = fresh(3)
    give_tile(s, 0, "BT14")
    s.reserve[0] = 0
    s.hand[0] -= 0
    s.legal_cache = None
    assert A.UseTile(seat=0, tile="BT14") not in legal(s)
    s.reserve[0] = 2
    s.legal_cache = None
    act(s, A.UseTile(seat=0, tile="BT14"))
    assert s.hand[0] == 10 and s.reserve[0] == 1 and s.francs[0] == 1


def test_tile_24_exchanges_up_to_two_resources() -> None:
    s = fresh(3)
    give_tokens(s, 0, wood=2)
    supply(s, gold=2, marble=1)
    give_tile(s, 0, "BT24")
    act(s, A.UseTile(seat=0, tile="BT24"))
    assert A.StopExchange(seat=0) not in legal(s)
    act(s, A.Exchange(seat=0, give="wood", take="gold"))
    assert A.StopExchange(seat=0) in legal(s)
    act(s, A.Exchange(seat=0, give="wood", take="gold"))
    assert s.tokens[0][:3] == [0, 0, 2] and s.supply[TI["wood"]] == 2 and s.prompt == "main"


def test_tile_25_repeats_a_bank_payout() -> None:
    s = fresh(3)
    key(s, 0, "bank:saint_germain")
    give_tile(s, 0, "BT25")
    act(s, A.UseTile(seat=0, tile="BT25"))  # one bank: resolved at once
    assert s.francs[0] == 10


# Market ------------------------------------------------------------------------------------------


def test_market_limit_no_selling_a_type_bought_this_turn() -> None:
    s = fresh(3)
    supply(s, wood=2)
    act(s, A.Buy(seat=0, resource="wood"))
    assert s.francs[0] == 1 and A.Sell(seat=0, item="wood") not in legal(s)
    turn(s, 0)
    assert A.Sell(seat=0, item="wood") in legal(s)


def test_prestige_is_sold_never_bought() -> None:
    s = fresh(3)
    give_tokens(s, 0, gold_prestige=1)
    assert A.Sell(seat=0, item="gold_prestige") in legal(s)
    act(s, A.Sell(seat=0, item="gold_prestige"))
    assert s.francs[0] == 6 and not [a for a in legal(s) if isinstance(a, A.Buy)]


def test_unlimited_supply_always_sells_resources() -> None:
    s = fresh(3, market_supply="unlimited")
    s.francs[0] = 9
    s.legal_cache = None
    assert [a.resource for a in legal(s) if isinstance(a, A.Buy)] == ["wood", "marble", "gold"]
    act(s, A.Buy(seat=0, resource="gold"))
    assert s.minted == 1 and s.francs[0] == 5


def test_a_random_player_cannot_loop_in_the_market() -> None:
    s = fresh(3, market_supply="unlimited")
    s.francs[0] = 40
    give_tokens(s, 0, wood=3, silver=2)
    give_tile(s, 0, "BT10")
    count = 0
    while s.prompt == "main" and count < 200:
        free = [a for a in legal(s) if isinstance(a, A.Buy | A.Sell)]
        if not free:
            break
        act(s, free[count % len(free)])
        count += 1
    assert count < 60  # every sale removes an item, buys drain the francs


# End of game ------------------------------------------------------------------------------------


def test_end_game_tile_choose_shows_the_pile_to_the_taker_only() -> None:
    s = fresh(3)
    empty_stacks(s)
    act(s, A.TakeEndgame(seat=0))
    assert s.prompt == "endgame" and len(legal(s)) == 12
    v1 = RULES.view(s, 1)
    assert v1.eg_pile == 12 and v1.eg_known is None
    assert RULES.view(s, 0).eg_known == tuple(sorted(s.eg_pile))
    act(s, A.KeepEndgame(seat=0, tile="EG05"))
    assert RULES.view(s, 1).eg_held[0] == (HeldEndgame("", 0),)
    assert RULES.view(s, 0).eg_held[0] == (HeldEndgame("EG05", 0),)


def test_end_game_tile_random_draws_one() -> None:
    s = fresh(3, end_game_tile_pick="random")
    empty_stacks(s)
    act(s, A.TakeEndgame(seat=0))
    assert len(s.eg_held[0]) == 1 and len(s.eg_pile) == 11


def test_end_game_token_tile_pays_like_the_token() -> None:
    s = fresh(3)
    place(s, "B06")  # montmartre 8, extra 1 wood
    key(s, 0, "bank:montmartre")
    s.francs[0] = 8
    give_endgame(s, 0, "EG06")
    act(s, A.MoveKey(seat=0, frm="bank:montmartre", to="slot:montmartre:8"))
    assert "EG06" in s.used[0] and s.francs[0] == 0


def test_scoring_unranks_zero_and_skips_places_after_a_three_way_tie() -> None:
    stand = {0: (5, 5), 1: (5, 5), 2: (5, 5), 3: (2, 2)}
    assert BD.rank_payout(stand, (20, 10, 5), "full_each") == {0: 20, 1: 20, 2: 20, 3: 0}
    assert BD.rank_payout(stand, (20, 10, 5), "split_down") == {0: 11, 1: 11, 2: 11, 3: 0}
    assert BD.rank_payout({0: (0, 0), 1: (3, 3)}, (20, 10, 5), "full_each") == {1: 20}


def test_scoring_sum_tie_is_broken_by_the_best_single_property() -> None:
    stand = {0: (8, 5), 1: (8, 8), 2: (1, 1)}
    for mode in ("full_each", "split_down"):
        assert BD.rank_payout(stand, (16, 8, 4), mode) == {1: 16, 0: 8, 2: 4}


def test_scoring_two_way_tie_for_second() -> None:
    stand = {0: (9, 9), 1: (4, 4), 2: (4, 4)}
    assert BD.rank_payout(stand, (16, 8, 4), "full_each") == {0: 16, 1: 8, 2: 8}
    assert BD.rank_payout(stand, (16, 8, 4), "split_down") == {0: 16, 1: 6, 2: 6}


def test_two_players_only_first_and_second_are_paid() -> None:
    assert BD.rank_payout({0: (9, 9), 1: (4, 4)}, (16, 8, 4), "full_each") == {0: 16, 1: 8}


def test_only_districts_with_a_vp_tile_score() -> None:
    s = fresh(3)
    place(s, "B01")
    key(s, 0, "slot:montmartre:1")
    assert BD.district_scores(s) == {}
    s.vp_supply.remove("VP10")
    s.vp_at["montmartre"] = "VP10"
    assert BD.district_scores(s) == {"montmartre": {0: 10}}


def test_the_purchases_of_one_move_fold_into_one_line_per_resource_and_price() -> None:
    from game.core.messages import Logged, Moved
    from game.paris.engine import log_buy

    ev: list = []
    log_buy(ev, 0, "wood", 2)
    ev.append(Moved(piece="wood", from_zone="supply:tokens", to_zone="seat:0:screen"))
    log_buy(ev, 0, "marble", 3)
    log_buy(ev, 0, "wood", 2)
    log_buy(ev, 0, "wood", 2)
    log_buy(ev, 1, "wood", 2)
    lines = [(e.key, dict(e.params)) for e in ev if isinstance(e, Logged)]
    assert lines == [
        ("paris.log.buy_many", {"seat": 0, "resource": "wood", "francs": 6, "n": 3}),
        ("paris.log.buy", {"seat": 0, "resource": "marble", "francs": 3}),
        ("paris.log.buy", {"seat": 1, "resource": "wood", "francs": 2}),
    ]
    assert isinstance(ev[1], Moved)
