"""The spec's worked examples W1–W12 (§21), with their exact outcomes."""

from __future__ import annotations

from game.paris import RULES
from game.paris import actions as A
from game.paris import board as BD
from game.paris.data import TOKEN_INDEX as TI
from game.paris.state import State
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
    set_strategy,
    supply,
    take_token,
    turn,
)

MM = "montmartre"


def moves_from(s: State, spot: str) -> list[A.MoveKey]:
    return [a for a in legal(s) if isinstance(a, A.MoveKey) and a.frm == spot]


# W1 -----------------------------------------------------------------------------------------


def w1() -> State:
    s = fresh(3)
    place(s, "B01")
    place(s, "B04")
    return s


def test_w1_bank_payout_then_first_purchase_takes_the_slot_token() -> None:
    s = w1()
    assert s.francs[0] == 3 and s.hand[0] == 9
    act(s, A.PlaceBank(seat=0, district=MM))
    assert s.francs[0] == 8 and s.hand[0] == 8
    turn(s, 0)
    act(s, A.MoveKey(seat=0, frm="bank:montmartre", to="slot:montmartre:4"))
    assert s.francs[0] == 4
    assert s.tokens[0][TI["wood"]] == 1
    assert "slot:montmartre:4" not in s.slot_token
    assert s.count[MM] == 1
    turn(s, 0)
    assert A.PlaceBank(seat=0, district=MM) in legal(s)


# W2 -----------------------------------------------------------------------------------------


def w2() -> State:
    s = w1()
    key(s, 0, "slot:montmartre:4")
    take_token(s, "slot:montmartre:4")
    give_tokens(s, 0, wood=1)
    s.francs[0] = 4
    place(s, "B05")
    return s


def test_w2a_moving_up_costs_the_difference_plus_the_full_extra_cost() -> None:
    s = w2()
    supply(s, marble=1)
    mv = A.MoveKey(seat=0, frm="slot:montmartre:4", to="slot:montmartre:5")
    assert mv in legal(s)
    act(s, mv)
    assert s.francs[0] == 0  # 1 franc difference + 3 for the marble bought inside the payment
    assert s.tokens[0][TI["marble"]] == 1 and s.tokens[0][TI["wood"]] == 1
    assert s.supply[TI["marble"]] == 1  # bought and spent at once
    assert s.count[MM] == 1
    assert "slot:montmartre:4" not in s.keys and "slot:montmartre:4" not in s.slot_token


def test_w2b_a_resource_tile_pays_the_extra_cost() -> None:
    s = w2()
    give_tile(s, 0, "BT10")
    mv = A.MoveKey(seat=0, frm="slot:montmartre:4", to="slot:montmartre:5")
    assert mv in legal(s)
    act(s, mv)
    assert s.francs[0] == 3
    assert "BT10" in s.used[0] and 10 in s.owned[0]


def test_w2c_an_unpayable_move_is_not_offered() -> None:
    s = w2()
    assert "slot:montmartre:5" not in [a.to for a in moves_from(s, "slot:montmartre:4")]
    assert s.francs[0] == 4


# W3 -----------------------------------------------------------------------------------------


def test_w3_a_token_already_taken_is_gone_but_the_value_effect_repeats() -> None:
    s = fresh(3)
    for t in ("B14", "B15"):
        place(s, t)
    key(s, 1, "slot:belleville:2")
    take_token(s, "slot:belleville:2")
    s.tokens[1][TI["bronze"]] += 1
    s.supply[TI["bronze"]] -= 1
    s.francs[1] = 5
    key(s, 2, "bank:belleville")
    s.francs[2] = 4
    assert s.count["belleville"] == 1
    turn(s, 1)
    act(s, A.MoveKey(seat=1, frm="slot:belleville:2", to="slot:belleville:3"))
    assert s.francs[1] == 4 and s.tokens[1][TI["silver"]] == 1
    assert s.prompt == "bonus"
    stops = [a for a in legal(s) if isinstance(a, A.AdvanceMeeple)]
    act(s, stops[0])
    assert s.francs[1] == 2 and s.count["belleville"] == 1
    turn(s, 2)
    act(s, A.MoveKey(seat=2, frm="bank:belleville", to="slot:belleville:2"))
    assert s.francs[2] == 2
    assert sum(s.tokens[2]) == 0
    assert s.prompt == "bonus"  # free for a value-2 building
    assert s.count["belleville"] == 2


# W4 -----------------------------------------------------------------------------------------


def test_w4_meeple_moves_forward_only_and_never_to_an_owned_number() -> None:
    s = fresh(3)
    give_tile(s, 0, "BT17", used=True)
    s.meeple[0] = 17
    give_tile(s, 0, "BT22")
    assert s.track[22] == ["BT22t"]
    place(s, "B01")
    key(s, 0, "bank:montmartre")
    act(s, A.MoveKey(seat=0, frm="bank:montmartre", to="slot:montmartre:1"))
    assert s.prompt == "bonus"
    spaces = [a.space for a in legal(s) if isinstance(a, A.AdvanceMeeple)]
    assert spaces == [18, 19, 20, 21, 23, 24, 25, 26, 27, 28, 29, 30]
    assert A.DeclineBonus(seat=0) in legal(s)
    act(s, A.AdvanceMeeple(seat=0, space=19))
    assert "BT19" in s.tiles[0] and s.track[19] == ["BT19t"] and s.meeple[0] == 19
    assert 22 in BD.stops(s, 1)


# W5 -----------------------------------------------------------------------------------------


def w5() -> State:
    s = fresh(3)
    for t in ("B19", "B20", "B21", "B22", "B23"):
        place(s, t)
    key(s, 0, "slot:saint_germain:1")
    key(s, 0, "slot:saint_germain:4")
    key(s, 1, "slot:saint_germain:3")
    key(s, 0, "bank:saint_germain")
    key(s, 2, "bank:saint_germain")
    key(s, 2, "location:arc")
    s.francs[2] = 6
    turn(s, 2)
    return s


def test_w5_the_fourth_key_places_a_vp_tile_on_any_district() -> None:
    s = w5()
    assert s.count["saint_germain"] == 3
    act(s, A.MoveKey(seat=2, frm="location:arc", to="slot:saint_germain:5"))
    assert s.francs[2] == 1 and s.tokens[2][TI["wood"]] == 1
    assert s.count["saint_germain"] == 4
    assert s.prompt == "vp_tile"
    assert legal(s) == [A.ChooseVpTile(seat=2, tile=t) for t in BD.VP_ORDER] + [A.DeclineVpTile(seat=2)]
    act(s, A.ChooseVpTile(seat=2, tile="VP20"))
    assert legal(s) == [A.ChooseVpDistrict(seat=2, district=d) for d in BD.DISTRICTS]
    act(s, A.ChooseVpDistrict(seat=2, district="chaillot"))
    assert s.vp_at == {"chaillot": "VP20"} and len(s.vp_supply) == 5
    # the 5th key gives nothing
    turn(s, 0)
    act(s, A.MoveKey(seat=0, frm="bank:saint_germain", to="slot:saint_germain:2"))
    assert s.count["saint_germain"] == 5 and s.prompt != "vp_tile"


def test_w5_a_move_inside_the_district_does_not_count() -> None:
    s = w5()
    act(s, A.MoveKey(seat=2, frm="location:arc", to="slot:saint_germain:5"))
    act(s, A.DeclineVpTile(seat=2))
    s2 = w5()
    turn(s2, 0)
    act(s2, A.MoveKey(seat=0, frm="slot:saint_germain:1", to="slot:saint_germain:2"))
    assert s2.count["saint_germain"] == 3


# W6 -----------------------------------------------------------------------------------------


def w6(mode: str) -> State:
    s = fresh(4, district_tie_mode=mode)
    for t in ("B01", "B02", "B03", "B04", "B05"):
        place(s, t)
    for spot, seat in (
        ("slot:montmartre:5", 0),
        ("slot:montmartre:2", 0),
        ("slot:montmartre:1", 0),
        ("slot:montmartre:3", 1),
        ("slot:montmartre:4", 2),
    ):
        key(s, seat, spot)
    lay(s, "L1", MM)
    key(s, 1, "landmark:L1")
    for t in ("B07", "B08", "B09", "B10", "B11", "B12"):
        place(s, t)
    for spot, seat in (
        ("slot:la_villette:8", 0),
        ("slot:la_villette:3", 0),
        ("slot:la_villette:5", 1),
        ("slot:la_villette:4", 1),
        ("slot:la_villette:2", 1),
        ("slot:la_villette:1", 2),
    ):
        key(s, seat, spot)
    s.vp_supply.remove("VP16")
    s.vp_supply.remove("VP18")
    s.vp_at = {MM: "VP16", "la_villette": "VP18"}
    return s


def test_w6_full_each_tie_gives_both_first_and_skips_second() -> None:
    scores = BD.district_scores(w6("full_each"))
    assert scores[MM] == {0: 16, 1: 16, 2: 4}
    assert scores["la_villette"] == {0: 18, 1: 9, 2: 4}


def test_w6_split_down_tie_shares_first_and_second() -> None:
    scores = BD.district_scores(w6("split_down"))
    assert scores[MM] == {0: 12, 1: 12, 2: 4}
    assert scores["la_villette"] == {0: 18, 1: 9, 2: 4}


# W7 -----------------------------------------------------------------------------------------


def w7(**opts: object) -> State:
    s = fresh(3, **opts)
    lay(s, "L2", "chaillot")
    key(s, 1, "landmark:L2")
    place(s, "B28")
    key(s, 0, "slot:chaillot:4")
    s.francs[0] = 10
    give_tokens(s, 0, marble=2, silver=2, bronze=1)
    give_tile(s, 0, "BT08")
    return s


def test_w7_a_new_landmark_must_beat_every_landmark_in_the_district() -> None:
    s = w7()
    assert [a.to for a in moves_from(s, "slot:chaillot:4")] == ["new:L3:chaillot"]
    act(s, A.MoveKey(seat=0, frm="slot:chaillot:4", to="new:L3:chaillot"))
    assert s.prompt == "hand_in"
    assert legal(s) == [A.HandIn(seat=0, item="token"), A.HandIn(seat=0, item="BT08"), A.StopHandIn(seat=0)]
    act(s, A.HandIn(seat=0, item="token"))
    act(s, A.HandIn(seat=0, item="token"))
    act(s, A.HandIn(seat=0, item="BT08"))
    assert s.vp[0] == 9
    assert s.francs[0] == 5 and s.tokens[0] == [0, 0, 0, 1, 0, 0]
    assert s.supply[TI["marble"]] == 2 and s.supply[TI["silver"]] == 2
    assert sorted(L for L, d in s.lm_district.items() if d == "chaillot") == ["L2", "L3"]


def test_w7_le_mecene_adds_one_vp_per_prestige() -> None:
    s = w7(etoile=True)
    set_strategy(s, 0, "ST03")
    act(s, A.MoveKey(seat=0, frm="slot:chaillot:4", to="new:L3:chaillot"))
    for item in ("token", "token", "BT08"):
        act(s, A.HandIn(seat=0, item=item))
    assert s.vp[0] == 12


# W8 -----------------------------------------------------------------------------------------


def w8(francs_a: int) -> State:
    # Adapted numbers (a single district gives A 6 and B 12 here) with the same totals and ties:
    # A = 48 + 6 (tile 27) + 6 = 60, B = 48 + 12 = 60, francs 6 = 6, best property 8 < 9.
    s = fresh(2)
    place(s, "B30")
    key(s, 0, "slot:chaillot:8")
    lay(s, "L3", "chaillot")
    key(s, 1, "landmark:L3")
    s.vp_supply.remove("VP12")
    s.vp_at["chaillot"] = "VP12"
    give_tile(s, 0, "BT27")
    s.vp = [48, 48]
    s.francs = [francs_a, 6]
    return s


def test_w8_tile_27_then_francs_then_best_property_break_the_tie() -> None:
    s = w8(6)
    sheets = RULES.score(s)
    assert [sh.total for sh in sheets] == [60, 60]
    assert [sh.tiebreak for sh in sheets] == [(6, 8), (6, 9)]
    out = RULES.outcome(s)
    assert out.winners == (1,) and out.decided_by == "paris.tiebreak.best_property"
    s7 = w8(7)
    assert [sh.total for sh in RULES.score(s7)] == [61, 60]
    assert RULES.outcome(s7).winners == (0,)


# W9 -----------------------------------------------------------------------------------------


def turns_after_trigger(taker: int) -> list[int]:
    s = fresh(4)
    empty_stacks(s)
    for t in sorted(s.eg_pile)[:-1]:
        give_endgame(s, 3, t)
    turn(s, taker)
    act(s, A.TakeEndgame(seat=taker))
    seats = []
    while RULES.to_act(s) is not None:
        if s.prompt == "main":
            seats.append(s.seat)
            assert A.TakeEndgame(seat=s.seat) not in legal(s)
        options = legal(s)
        end = A.EndTurn(seat=s.seat)
        act(s, end if end in options else options[0])
    return seats


def test_w9_the_last_end_game_tile_finishes_the_round_then_one_more() -> None:
    assert turns_after_trigger(2) == [3, 0, 1, 2, 3]
    assert turns_after_trigger(3) == [0, 1, 2, 3]


def test_w9_the_last_building_placer_may_take_an_end_game_tile_that_turn() -> None:
    s = fresh(3)
    empty_stacks(s)
    s.stacks[0].append(s.removed.pop())
    turn(s, 0, prompt="stack")
    act(s, A.TakeStack(seat=0, stack=0))
    assert A.TakeEndgame(seat=0) in legal(s)


# W10 ----------------------------------------------------------------------------------------


def w10(with_discounts: bool = True) -> State:
    s = fresh(3, etoile=True)
    if with_discounts:
        set_strategy(s, 0, "ST02")
        give_tile(s, 0, "BT32")
    else:
        set_strategy(s, 0, "ST01")
    give_tile(s, 0, "BT03")
    give_tokens(s, 0, wood=1)
    s.francs[0] = 5
    place(s, "B32")
    key(s, 0, "slot:batignolles:2")
    place(s, "B36")
    return s


def test_w10_l_architecte_and_tile_32_cut_the_franc_part() -> None:
    s = w10()
    mv = A.MoveKey(seat=0, frm="slot:batignolles:2", to="slot:batignolles:8")
    assert mv in legal(s)
    act(s, mv)
    assert s.prompt == "tile32"
    assert legal(s) == [A.UseDiscount(seat=0, use=True), A.UseDiscount(seat=0, use=False)]
    act(s, A.UseDiscount(seat=0, use=True))
    assert s.francs[0] == 2
    assert s.supply[TI["wood"]] == 1
    assert "BT03" in s.used[0] and "BT32" in s.used[0]
    assert s.tokens[0][TI["gold"]] == 1 and s.vp[0] == 2
    assert s.count["batignolles"] == 1


def test_w10_without_discounts_the_move_is_not_offered() -> None:
    s = w10(with_discounts=False)
    assert "slot:batignolles:8" not in [a.to for a in moves_from(s, "slot:batignolles:2")]


# W11 ----------------------------------------------------------------------------------------


def test_w11_no_buying_a_type_sold_this_turn_and_any_tiles_sell_dearest() -> None:
    s = fresh(3)
    s.francs[0] = 1
    give_tokens(s, 0, marble=1)
    give_tile(s, 0, "BT10")
    supply(s, wood=1, marble=1, gold=1)
    act(s, A.Sell(seat=0, item="marble"))
    assert s.francs[0] == 3 and s.supply[TI["marble"]] == 2
    assert A.Buy(seat=0, resource="marble") not in legal(s)
    act(s, A.Sell(seat=0, item="BT10"))
    assert s.francs[0] == 6 and "BT10" in s.used[0] and 10 in s.owned[0]
    buys = [a for a in legal(s) if isinstance(a, A.Buy)]
    assert buys == [A.Buy(seat=0, resource="wood")]


# W12 ----------------------------------------------------------------------------------------


def test_w12_an_arc_key_lays_the_eiffel_tower_in_a_chosen_district() -> None:
    s = fresh(3)
    key(s, 0, "location:arc")
    s.francs[0] = 18
    give_tokens(s, 0, gold=1, gold_prestige=2)
    give_tile(s, 0, "BT04")
    give_endgame(s, 0, "EG08")
    lay(s, "L3", "belleville")
    eiffel = [a.to for a in moves_from(s, "location:arc") if a.to.startswith("new:L8:")]
    assert eiffel == [f"new:L8:{d}" for d in BD.DISTRICTS]
    act(s, A.MoveKey(seat=0, frm="location:arc", to="new:L8:belleville"))
    assert s.prompt == "pay_unit"
    assert legal(s) == [
        A.PayUnit(seat=0, source="token"),
        A.PayUnit(seat=0, source="BT04"),
        A.PayUnit(seat=0, source="EG08"),
    ]
    act(s, A.PayUnit(seat=0, source="token"))
    act(s, A.PayUnit(seat=0, source="BT04"))  # EG08 then pays the last unit automatically
    assert s.francs[0] == 2 and "EG08" in s.used[0]
    assert s.prompt == "hand_in"
    act(s, A.HandIn(seat=0, item="token"))
    act(s, A.HandIn(seat=0, item="token"))
    assert s.vp[0] == 10
    assert s.count["belleville"] == 1
    assert sorted(L for L, d in s.lm_district.items() if d == "belleville") == ["L3", "L8"]
    # nothing beats 16: no further landmark can be laid in Belleville
    key(s, 1, "location:arc")
    s.francs[1] = 50
    give_tokens(s, 1, wood=2, marble=2)
    turn(s, 1)
    offered = [a.to for a in moves_from(s, "location:arc") if a.to.startswith("new:")]
    assert offered and not [t for t in offered if t.endswith(":belleville")]
