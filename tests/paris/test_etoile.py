"""l'Étoile (§14): every strategy tile, the swap on the Arc, the new bonus tiles, the special VP tile."""

from __future__ import annotations

from game.core.rng import Rng
from game.paris import RULES
from game.paris import actions as A
from game.paris import board as BD
from game.paris.data import TOKEN_INDEX as TI
from game.paris.state import State
from tests.paris.helpers import (
    act,
    fresh,
    give_tile,
    give_tokens,
    key,
    legal,
    place,
    set_strategy,
    supply,
    turn,
)


def et(n: int = 3, strategy: str = "ST01") -> State:
    s = fresh(n, etoile=True)
    set_strategy(s, 0, strategy)
    return s


def test_st01_le_banquier_adds_a_franc_to_bank_payouts() -> None:
    s = et(strategy="ST01")
    act(s, A.PlaceBank(seat=0, district="belleville"))
    assert s.francs[0] == 3 + 2 + 1


def test_st01_does_not_apply_to_tile_25() -> None:
    s = et(strategy="ST01")
    key(s, 0, "bank:belleville")
    give_tile(s, 0, "BT25")
    act(s, A.UseTile(seat=0, tile="BT25"))
    assert s.francs[0] == 3 + 2


def test_st02_l_architecte_cuts_every_move_by_one_franc_not_below_zero() -> None:
    s = et(strategy="ST02")
    place(s, "B01")
    key(s, 0, "bank:montmartre")
    act(s, A.MoveKey(seat=0, frm="bank:montmartre", to="slot:montmartre:1"))
    assert s.francs[0] == 3


def test_st04_le_negociant_buys_cheaper_and_sells_prestige_dearer() -> None:
    s = et(strategy="ST04")
    supply(s, wood=1)
    give_tokens(s, 0, silver=1, marble=1)
    assert BD.buy_price(s, 0, "wood") == 1 and BD.buy_price(s, 0, "gold") == 3
    act(s, A.Sell(seat=0, item="silver"))
    assert s.francs[0] == 3 + 3
    act(s, A.Sell(seat=0, item="marble"))
    assert s.francs[0] == 6 + 2  # resources sell at the normal price
    act(s, A.Buy(seat=0, resource="wood"))
    assert s.francs[0] == 7


def test_st05_le_collectionneur_makes_the_value_3_advance_free() -> None:
    s = et(strategy="ST05")
    place(s, "B03")
    key(s, 0, "bank:montmartre")
    act(s, A.MoveKey(seat=0, frm="bank:montmartre", to="slot:montmartre:3"))
    assert s.francs[0] == 0 and s.prompt == "bonus"
    act(s, A.AdvanceMeeple(seat=0, space=1))
    assert s.francs[0] == 0


def test_st06_le_promoteur_adds_2_vp_on_value_8() -> None:
    s = et(strategy="ST06")
    place(s, "B12")
    key(s, 0, "bank:la_villette")
    s.francs[0] = 8
    give_tokens(s, 0, wood=1, marble=1)
    act(s, A.MoveKey(seat=0, frm="bank:la_villette", to="slot:la_villette:8"))
    assert s.vp[0] == 4


def test_st07_le_voyageur_reaches_adjacent_districts_and_counts_there() -> None:
    s = et(strategy="ST07")
    for t in ("B01", "B07", "B13", "B31"):
        place(s, t)
    key(s, 0, "bank:montmartre")
    s.legal_cache = None
    targets = [a.to for a in legal(s) if isinstance(a, A.MoveKey) and a.to.startswith("slot:")]
    assert targets == ["slot:montmartre:1", "slot:batignolles:1", "slot:la_villette:1"]
    act(s, A.MoveKey(seat=0, frm="bank:montmartre", to="slot:la_villette:1"))
    assert s.count["la_villette"] == 1 and s.count["montmartre"] == 0


def test_st08_le_speculateur_peeks_two_stacks_and_returns_one_privately() -> None:
    s = et(strategy="ST08")
    turn(s, 0, prompt="stack")
    peeks = [a for a in legal(s) if isinstance(a, A.PeekTwo)]
    assert [(a.first, a.second) for a in peeks] == [(0, 1), (0, 2), (1, 2)]
    top0, top1 = s.stacks[0][-1], s.stacks[1][-1]
    act(s, A.PeekTwo(seat=0, first=0, second=1))
    assert legal(s) == [A.KeepPeeked(seat=0, stack=0), A.KeepPeeked(seat=0, stack=1)]
    act(s, A.KeepPeeked(seat=0, stack=1))
    assert top1 in s.slot_tile.values() and s.stacks[0][-1] == top0
    assert RULES.view(s, 0).peek[0] == (("0", top0),)
    assert RULES.view(s, 1).peek[0] == (("0", ""),)
    det = RULES.determinize(RULES.view(s, 0), Rng(3))
    assert det.stacks[0][-1] == top0
    other = RULES.determinize(RULES.view(s, 1), Rng(3))
    assert other.peek[0] == {"0": other.stacks[0][-1]}


def test_st09_l_ingenieur_pays_3_francs_for_one_unit_once_per_turn() -> None:
    s = et(strategy="ST09")
    place(s, "B05")  # montmartre 5, 1 marble
    key(s, 0, "bank:montmartre")
    s.francs[0] = 8
    s.legal_cache = None
    mv = A.MoveKey(seat=0, frm="bank:montmartre", to="slot:montmartre:5")
    assert mv in legal(s)
    act(s, mv)  # the engineer is the only source: resolved at once
    assert s.francs[0] == 0 and s.engineer


def test_st10_le_rentier_gains_a_franc_per_bonus_tile() -> None:
    s = et(strategy="ST10")
    place(s, "B01")
    key(s, 0, "bank:montmartre")
    act(s, A.MoveKey(seat=0, frm="bank:montmartre", to="slot:montmartre:1"))
    sp = next(a for a in legal(s) if isinstance(a, A.AdvanceMeeple))
    act(s, sp)
    assert s.francs[0] == 3 - 1 + 1


def test_st11_le_diplomate_scores_3_per_vp_tile_placed() -> None:
    s = et(strategy="ST11")
    for t in ("B19", "B20", "B21", "B22"):
        place(s, t)
    for spot in ("slot:saint_germain:1", "slot:saint_germain:2", "slot:saint_germain:3"):
        key(s, 1, spot)
    key(s, 0, "bank:saint_germain")
    s.francs[0] = 9
    act(s, A.MoveKey(seat=0, frm="bank:saint_germain", to="slot:saint_germain:4"))
    act(s, A.ChooseVpTile(seat=0, tile="VP10"))
    act(s, A.ChooseVpDistrict(seat=0, district="chaillot"))
    assert s.vp[0] == 3


def test_swap_strategy_tile_after_placing_a_key_on_the_arc() -> None:
    s = et(strategy="ST01")
    act(s, A.PlaceArc(seat=0))
    assert s.prompt == "swap"
    assert legal(s)[-1] == A.KeepStrategy(seat=0)
    act(s, A.SwapStrategy(seat=0, tile="ST06"))
    assert s.strategy[0] == "ST06" and "ST01" in s.display and "ST06" not in s.display


def test_tile_31_places_an_arc_key_as_a_free_action_then_swap() -> None:
    s = et()
    give_tile(s, 0, "BT31")
    act(s, A.UseTile(seat=0, tile="BT31"))
    assert s.prompt == "swap" and 0 in s.keys["location:arc"]
    act(s, A.KeepStrategy(seat=0))
    assert s.prompt == "main"  # the turn's action is still to come


def test_tile_33_pays_a_franc_per_bank_key() -> None:
    s = et()
    key(s, 0, "bank:montmartre")
    key(s, 0, "bank:chaillot")
    give_tile(s, 0, "BT33")
    act(s, A.UseTile(seat=0, tile="BT33"))
    assert s.francs[0] == 5


def test_tile_34_special_vp_tile_scores_beside_a_district() -> None:
    s = et()
    place(s, "B01")
    key(s, 0, "slot:montmartre:1")
    s.vp_supply.remove("VP10")
    s.vp_at["montmartre"] = "VP10"
    give_tile(s, 0, "BT34")
    act(s, A.UseTile(seat=0, tile="BT34"))
    act(s, A.SpecialDistrict(seat=0, district="montmartre"))
    assert BD.district_scores(s) == {"montmartre": {0: 20}}
    assert "montmartre" in s.vp_at  # it does not use the VP slot


def test_tile_35_relocates_a_bank_key_without_payout() -> None:
    s = et()
    key(s, 0, "bank:montmartre")
    give_tile(s, 0, "BT35")
    act(s, A.UseTile(seat=0, tile="BT35"))
    act(s, A.Relocate(seat=0, frm="montmartre", to="saint_germain"))
    assert 0 in s.keys["bank:saint_germain"] and "bank:montmartre" not in s.keys and s.francs[0] == 3


def test_tile_36_advances_the_meeple_once_more() -> None:
    s = et()
    give_tile(s, 0, "BT36")
    act(s, A.UseTile(seat=0, tile="BT36"))
    assert s.prompt == "advance36" and A.DeclineBonus(seat=0) not in legal(s)
    sp = legal(s)[0].space
    act(s, legal(s)[0])
    assert s.meeple[0] == sp and len(s.tiles[0]) == 1


def test_tile_37_scores_districts_where_you_alone_hold_the_top_property() -> None:
    s = et()
    for t in ("B01", "B02", "B07"):
        place(s, t)
    key(s, 0, "slot:montmartre:2")
    key(s, 1, "slot:montmartre:1")
    key(s, 0, "slot:la_villette:1")
    key(s, 1, "slot:la_villette:1")
    give_tile(s, 0, "BT37")
    act(s, A.UseTile(seat=0, tile="BT37"))
    assert s.vp[0] == 3  # montmartre only: la_villette's top is shared


def test_tile_38_buys_vp_at_2_francs() -> None:
    s = et()
    s.francs[0] = 9
    give_tile(s, 0, "BT38")
    act(s, A.UseTile(seat=0, tile="BT38"))
    assert [a.count for a in legal(s)] == [1, 2, 3, 4]
    act(s, A.BuyVp(seat=0, count=3))
    assert s.vp[0] == 3 and s.francs[0] == 3


def test_tile_39_spends_a_resource_set_for_8_vp() -> None:
    s = et()
    give_tokens(s, 0, wood=1, marble=1)
    supply(s, gold=1)
    s.francs[0] = 4
    give_tile(s, 0, "BT39")
    act(s, A.UseTile(seat=0, tile="BT39"))
    assert s.vp[0] == 8 and s.francs[0] == 0 and s.tokens[0][:3] == [0, 0, 0]
    assert s.supply[TI["wood"]] == 1 and s.supply[TI["gold"]] == 1


def test_tile_32_is_offered_only_as_a_payment_choice() -> None:
    s = et()
    give_tile(s, 0, "BT32")
    assert A.UseTile(seat=0, tile="BT32") not in legal(s)
