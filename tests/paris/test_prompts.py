"""The table speaks Paris: each decision point's prompt with its numbers, the rules' reason for what
cannot be used now (``blocked``), and one click per piece (``describe``)."""

from __future__ import annotations

from typing import Any

from game.core.i18n import add_strings, tr
from game.core.messages import Logged
from game.core.rng import Rng
from game.core.rules import Blocked, Prompt
from game.paris import RULES
from game.paris import actions as A
from game.paris import board as BD
from game.paris.data import DATA as D
from game.paris.data import TOKEN_INDEX as TI
from game.paris.prompts import DECISIONS
from game.paris.state import State
from game.paris.strings import EN
from tests.paris.helpers import (
    act,
    empty_stacks,
    fresh,
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

add_strings(EN)


def names(seat: int) -> str:
    return ("Ana", "Bo", "Cy", "Di")[seat]


def prompt_of(s: State) -> Prompt:
    return RULES.prompt(RULES.view(s, s.seat))


def text(p: Prompt) -> str:
    return tr(p.key, names, **dict(p.params))


def blocked_of(s: State) -> list[Blocked]:
    return list(RULES.blocked(RULES.view(s, s.seat)))


def reason_at(s: State, zone: str, piece: str | None = None) -> str:
    """The one reason given for a zone (and piece), rendered."""
    got = [b for b in blocked_of(s) if b.zone == zone and b.piece == piece]
    assert len(got) == 1, (zone, piece, blocked_of(s))
    return text(got[0].reason)


# prompts ------------------------------------------------------------------------------------


def test_prompt_names_the_building_step_and_the_buildings_left() -> None:
    s = RULES.new_game(3, 4, {})
    p = prompt_of(s)
    assert p.key == "paris.prompt.stack"
    assert p.params == {"n": 33}
    assert text(p) == "Building step: reveal the top building of a stack (33 buildings left)"


def test_prompt_offers_le_speculateur_its_look_at_two_stacks() -> None:
    s = fresh(3, etoile=True)
    set_strategy(s, 0, "ST08")
    turn(s, 0, prompt="stack")
    assert prompt_of(s).key == "paris.prompt.stack_peek"
    act(s, A.PeekTwo(seat=0, first=0, second=2))
    p = prompt_of(s)
    assert p.key == "paris.prompt.keep_peeked" and p.params == {"first": 1, "second": 3}


def test_prompt_for_the_action_counts_francs_and_keys_in_hand() -> None:
    s = fresh(3)
    assert text(prompt_of(s)) == (
        "Your action: put a key on a bank or the Arc, or move a key up — 3 F and 9 keys in hand"
    )
    s.hand[0] = 1
    s.legal_cache = None
    assert text(prompt_of(s)).endswith("— 3 F and 1 key in hand")
    key(s, 0, "bank:montmartre")
    place(s, "B01")
    assert prompt_of(s) == Prompt("paris.prompt.main_moves", {"francs": 3})


def test_prompt_for_the_action_offers_the_end_game_tiles_once_the_stacks_are_empty() -> None:
    s = fresh(3)
    empty_stacks(s)
    p = prompt_of(s)
    assert p.key == "paris.prompt.main_endgame" and p.params == {"n": 12, "francs": 3}


def test_prompt_says_pass_when_no_key_can_be_placed_or_moved() -> None:
    s = fresh(3)
    s.hand[0] = 0
    s.legal_cache = None
    assert legal(s) == [A.PassAction(seat=0)]
    assert prompt_of(s).key == "paris.prompt.main_pass"


def test_prompt_counts_the_final_turns() -> None:
    s = fresh(3)
    empty_stacks(s)
    s.eg_pile.clear()
    s.turns_left = 3
    s.legal_cache = None
    p = prompt_of(s)
    assert p.key == "paris.prompt.main_final" and p.params["n"] == 3
    s.turns_left = 1
    s.legal_cache = None
    assert text(prompt_of(s)) == "The last turn of the game: place or move a key — 3 F"


def test_prompt_names_the_end_of_the_round_in_the_closing_window() -> None:
    s = fresh(3)
    give_tokens(s, 2, bronze=1)  # something to sell keeps the closing window open
    turn(s, 2)
    s.round = 4
    act(s, A.PlaceBank(seat=2, district="chaillot"))
    assert s.prompt == "closing"
    p = prompt_of(s)
    assert p == Prompt("paris.prompt.closing_round", {"round": 4})
    assert text(p).endswith("or end your turn and round 4")


def test_prompt_names_the_bonus_step_and_its_price() -> None:
    s = fresh(3)
    place(s, "B03")  # Montmartre 3: the bonus step costs 2 francs
    key(s, 0, "bank:montmartre")
    s.francs[0] = 6
    act(s, A.MoveKey(seat=0, frm="bank:montmartre", to="slot:montmartre:3"))
    assert s.prompt == "bonus"
    p = prompt_of(s)
    assert p.key == "paris.prompt.bonus_paid"
    assert p.params == {"cost": 2, "n": len(BD.stops(s, 0))}
    assert text(p).startswith("Bonus step for 2 F: move your meeple ahead")


def test_prompt_names_the_material_being_paid_for() -> None:
    s = fresh(3)
    key(s, 0, "location:arc")
    s.francs[0] = 18
    give_tokens(s, 0, gold=1)
    give_tile(s, 0, "BT04")
    give_tile(s, 0, "BT10")
    act(s, A.MoveKey(seat=0, frm="location:arc", to="new:L8:belleville"))
    assert s.prompt == "pay_unit"
    p = prompt_of(s)
    assert p.params == {"resource": "paris.n.gold", "francs": 16, "target": "paris.n.new:L8:belleville"}
    assert text(p) == "Paying for Tour Eiffel (new, in Belleville), 16 F so far: choose what pays the gold"


def test_prompt_asks_about_bonus_tile_32_with_the_francs_due() -> None:
    s = fresh(3, etoile=True)
    set_strategy(s, 0, "ST02")
    give_tile(s, 0, "BT32")
    give_tile(s, 0, "BT03")
    give_tokens(s, 0, wood=1)
    s.francs[0] = 5
    place(s, "B32")
    key(s, 0, "slot:batignolles:2")
    place(s, "B36")
    act(s, A.MoveKey(seat=0, frm="slot:batignolles:2", to="slot:batignolles:8"))
    p = prompt_of(s)
    assert p.key == "paris.prompt.tile32"
    assert p.params == {"francs": 5, "discount": 2, "target": "paris.n.B36"}


def test_prompt_counts_the_prestige_still_to_hand_in() -> None:
    s = fresh(3)
    lay(s, "L2", "chaillot")
    key(s, 1, "landmark:L2")
    place(s, "B28")
    key(s, 0, "slot:chaillot:4")
    s.francs[0] = 10
    give_tokens(s, 0, marble=2, silver=3)
    act(s, A.MoveKey(seat=0, frm="slot:chaillot:4", to="new:L3:chaillot"))
    p = prompt_of(s)
    assert p.params == {"landmark": "paris.n.L3", "n": 3, "token": "paris.n.silver", "vp": 3}
    act(s, A.HandIn(seat=0, item="token"))
    act(s, A.HandIn(seat=0, item="token"))
    assert text(prompt_of(s)) == "Opéra Garnier: hand in 1 more silver prestige for 3 VP, or stop"


def test_prompt_names_the_fourth_key_district_then_the_vp_tile() -> None:
    s = fresh(3)
    for t in ("B19", "B20", "B21", "B22", "B23"):
        place(s, t)
    key(s, 0, "slot:saint_germain:1")
    key(s, 0, "slot:saint_germain:4")
    key(s, 1, "slot:saint_germain:3")
    key(s, 2, "location:arc")
    s.francs[2] = 6
    turn(s, 2)
    act(s, A.MoveKey(seat=2, frm="location:arc", to="slot:saint_germain:5"))
    assert prompt_of(s) == Prompt("paris.prompt.vp_tile", {"district": "paris.n.saint_germain", "n": 6})
    act(s, A.ChooseVpTile(seat=2, tile="VP20"))
    assert text(prompt_of(s)) == "Put VP tile 20/10/5 on a district without a VP tile (6 left)"


def test_prompt_offers_the_strategy_swap_after_a_key_on_the_arc() -> None:
    s = fresh(3, etoile=True)
    set_strategy(s, 0, "ST01")
    act(s, A.PlaceArc(seat=0))
    assert s.prompt == "swap"
    p = prompt_of(s)
    assert p == Prompt("paris.prompt.swap", {"current": "paris.n.ST01", "n": len(s.display)})
    assert text(p).startswith("Strategy swap: trade Le Banquier for one of the")


def test_prompt_for_a_bonus_tile_follow_up_names_the_tile_number() -> None:
    s = fresh(3, etoile=True)
    give_tile(s, 0, "BT38")
    s.francs[0] = 7
    act(s, A.UseTile(seat=0, tile="BT38"))
    assert prompt_of(s) == Prompt("paris.prompt.buy_vp", {"n": 3, "price": 2, "number": 38})


def test_a_seat_not_to_act_sees_whose_decision_it_is() -> None:
    s = fresh(3)
    p = RULES.prompt(RULES.view(s, 1))
    assert p == Prompt("paris.prompt.other", {"seat": 0, "decision": "paris.decision.main"})
    assert text(p) == "Ana is deciding: the action of the turn"
    assert RULES.blocked(RULES.view(s, 1)) == ()


def test_prompt_at_the_end_names_the_winner_and_the_score() -> None:
    s = RULES.new_game(2, 5, {})
    rng = Rng(5)
    while RULES.to_act(s) is not None:
        options = legal(s)
        RULES.apply(s, options[rng.below(len(options))])
    out = RULES.outcome(s)
    best = max(sh.total for sh in RULES.score(s))
    for viewer in (0, 1, None):
        p = RULES.prompt(RULES.view(s, viewer))
        if len(out.winners) == 1:
            assert p == Prompt("paris.prompt.over", {"winner": out.winners[0], "vp": best})
        else:
            assert p == Prompt("paris.prompt.over_shared", {"n": len(out.winners), "vp": best})


def test_every_decision_point_has_its_own_prompt_keys() -> None:
    """Over random games with every module, each §20 decision point speaks with keys of its own."""
    keys: dict[str, set[str]] = {}
    for n, opts in ((2, {"etoile": True}), (3, {"variant_free_placement": True}), (4, {"etoile": True})):
        for seed in range(3):
            s = RULES.new_game(n, seed, opts)
            rng = Rng(seed)
            while RULES.to_act(s) is not None:
                keys.setdefault(s.prompt, set()).add(prompt_of(s).key)
                options = legal(s)
                RULES.apply(s, options[rng.below(len(options))])
            keys.setdefault("over", set()).add(RULES.prompt(RULES.view(s, 0)).key)
    assert set(keys) <= set(DECISIONS) | {"over"}
    assert len(keys) >= 15, sorted(keys)
    seen: dict[str, str] = {}
    for decision, ks in keys.items():
        for k in ks:
            assert k in EN and k.startswith("paris.prompt."), k
            assert seen.setdefault(k, decision) == decision, f"{k} names both {seen[k]} and {decision}"
    for decision in DECISIONS:
        assert f"paris.decision.{decision}" in EN


# blocked ------------------------------------------------------------------------------------


def test_blocked_building_with_twelve_francs_but_no_wood_says_so() -> None:
    s = fresh(3)
    place(s, "B06")  # Montmartre 8: 1 wood on top of the francs
    key(s, 0, "bank:montmartre")
    s.francs[0] = 12
    s.legal_cache = None
    assert s.supply[TI["wood"]] == 0
    assert reason_at(s, "slot:montmartre:8", "B06") == (
        "Needs 1 wood — you have none, and the supply has none to sell"
    )
    supply(s, wood=1)  # one wood to buy in the supply: the move is offered, nothing is blocked
    assert A.MoveKey(seat=0, frm="bank:montmartre", to="slot:montmartre:8") in legal(s)
    assert not [b for b in blocked_of(s) if b.zone == "slot:montmartre:8"]


def test_blocked_building_too_dear_gives_price_and_purse() -> None:
    s = fresh(3)
    place(s, "B04")
    key(s, 0, "bank:montmartre")
    s.legal_cache = None
    assert reason_at(s, "slot:montmartre:4", "B04") == "Costs 4 F — you have 3 F"


def test_blocked_building_out_of_reach_or_taken() -> None:
    s = fresh(3)
    place(s, "B01")
    place(s, "B02")
    place(s, "B30")  # Chaillot 8
    key(s, 1, "slot:montmartre:1")
    key(s, 0, "slot:montmartre:2")
    assert reason_at(s, "slot:montmartre:1", "B01") == "Taken by Bo"
    assert reason_at(s, "slot:chaillot:8", "B30") == (
        "No key of yours can reach it: put one on the Chaillot bank or the Arc first"
    )
    take_token(s, "slot:montmartre:2")
    give_tile(s, 0, "BT16")  # may join an opponent's key: then it is only a matter of keys
    assert reason_at(s, "slot:montmartre:1", "B01") == "Keys only move up: your key here already stands on 2"


def test_blocked_landmark_you_cannot_afford() -> None:
    s = fresh(3)
    key(s, 0, "location:arc")
    s.francs[0] = 10
    s.legal_cache = None
    # Moulin Rouge (5, 1 wood): no wood anywhere; Opéra Garnier (9, 2 marble) likewise
    assert reason_at(s, "supply:landmarks", "L1") == (
        "Needs 1 wood — you have none, and the supply has none to sell"
    )
    supply(s, marble=2)
    assert (
        reason_at(s, "supply:landmarks", "L3") == "Costs 15 F with the resources you must buy — you have 10 F"
    )


def test_blocked_district_full_once_no_landmark_beats_its_own() -> None:
    s = fresh(3)
    lay(s, "L8", "belleville")
    key(s, 0, "bank:belleville")
    s.legal_cache = None
    assert reason_at(s, "district:belleville:landmarks") == (
        "No landmark left beats Tour Eiffel (16) in this district"
    )
    assert not [b for b in blocked_of(s) if b.zone == "district:chaillot:landmarks"]


def test_blocked_bank_that_already_holds_your_key() -> None:
    s = fresh(3)
    key(s, 0, "bank:chaillot")
    s.legal_cache = None
    assert reason_at(s, "bank:chaillot") == "Your key already stands on this bank"
    assert A.PlaceBank(seat=0, district="chaillot") not in legal(s)
    assert not [b for b in blocked_of(s) if b.zone == "bank:montmartre"]


def test_blocked_tokens_you_cannot_trade_again_this_turn() -> None:
    s = fresh(3)
    s.francs[0] = 5
    give_tokens(s, 0, marble=1)
    supply(s, wood=1, marble=1)
    act(s, A.Sell(seat=0, item="marble"))
    assert reason_at(s, "supply:tokens", "supply:marble") == (
        "You sold marble this turn: you cannot buy it back until your next turn"
    )
    act(s, A.Buy(seat=0, resource="wood"))
    assert reason_at(s, "seat:0:screen", "token:0:wood") == (
        "You bought wood this turn: you cannot sell it until your next turn"
    )
    give_tokens(s, 1, bronze=1)
    supply(s, bronze=1)
    assert reason_at(s, "supply:tokens", "supply:bronze").startswith("Prestige tokens are not for sale")


def test_blocked_bonus_tile_that_cannot_be_used_now() -> None:
    s = fresh(3)
    give_tile(s, 0, "BT25")  # a bank payout, with no key on a bank
    give_tile(s, 0, "BT27")  # scores only at the end
    assert reason_at(s, "seat:0:screen", "BT25") == "You have no key on a bank"
    assert reason_at(s, "seat:0:screen", "BT27") == "Scores at the end of the game: 1 VP per franc you hold"


def test_blocked_track_spaces_behind_the_meeple_or_owned() -> None:
    s = fresh(3)
    give_tile(s, 0, "BT17", used=True)
    s.meeple[0] = 17
    give_tile(s, 0, "BT22")
    place(s, "B01")
    key(s, 0, "bank:montmartre")
    act(s, A.MoveKey(seat=0, frm="bank:montmartre", to="slot:montmartre:1"))
    assert s.prompt == "bonus"
    top = s.track[22][-1]
    assert reason_at(s, "track:22", top) == "You already took a bonus tile numbered 22"
    assert reason_at(s, "track:5", s.track[5][-1]) == "Your meeple is on space 17: it only moves forward"


def test_blocked_end_game_tiles_wait_for_the_last_building() -> None:
    s = fresh(3)
    assert reason_at(s, "supply:endgame", "endgame") == (
        "End-game tiles open once every building stack is empty (33 buildings left)"
    )


def test_blocked_districts_for_free_placement() -> None:
    s = fresh(3, variant_free_placement=True)
    place(s, "B04", "chaillot")  # Chaillot's value-4 slot is built
    turn(s, 0, prompt="stack")
    tile = next(t for st in s.stacks for t in st if D.buildings[t].value == 4)
    i = next(k for k, st in enumerate(s.stacks) if tile in st)
    s.stacks[i].remove(tile)
    s.stacks[i].append(tile)  # the next building of stack i is a 4
    s.legal_cache = None
    act(s, A.TakeStack(seat=0, stack=i))
    assert s.prompt == "district"
    assert reason_at(s, "district:chaillot") == "Chaillot already has a value-4 building"


def _scan(n: int, seed: int, opts: dict[str, Any]) -> None:
    s = RULES.new_game(n, seed, opts)
    rng = Rng(seed)
    while RULES.to_act(s) is not None:
        view = RULES.view(s, s.seat)
        zones = RULES.zones(view)
        options = legal(s)
        places = {(RULES.describe(a).zone, RULES.describe(a).piece) for a in options}
        for b in RULES.blocked(view):
            assert b.zone in zones, b
            assert b.piece is None or any(p.id == b.piece for p in zones[b.zone]), b
            assert (b.zone, b.piece) not in places, (s.prompt, b)
            assert "{" not in text(b.reason), b
        for a in options:
            info = RULES.describe(a)
            if info.piece is not None and not (opts.get("market_supply") == "unlimited"):
                assert any(p.id == info.piece or p.face == info.piece for p in zones[info.zone or ""]), info
        RULES.apply(s, options[rng.below(len(options))])


def test_blocked_points_at_drawn_pieces_and_never_at_a_legal_choice() -> None:
    _scan(2, 3, {"etoile": True})
    _scan(3, 4, {"variant_free_placement": True})
    _scan(4, 5, {})


# words and clicks ---------------------------------------------------------------------------


def test_two_tokens_bought_in_one_payment_log_as_one_line() -> None:
    s = fresh(3)
    lay(s, "L7", "montmartre")  # Notre-Dame 13: 2 wood and 1 marble
    key(s, 0, "bank:montmartre")
    s.francs[0] = 40
    supply(s, wood=2, marble=1)
    give_tokens(s, 0, marble=1)
    events = act(s, A.MoveKey(seat=0, frm="bank:montmartre", to="landmark:L7"))
    lines = [tr(e.key, names, **dict(e.params)) for e in events if isinstance(e, Logged)]
    assert "Ana buys 2 wood tokens for 4 F" in lines
    assert len(lines) == len(set(lines))


def test_a_new_landmark_is_clicked_on_the_supply_landmark() -> None:
    info = RULES.describe(A.MoveKey(seat=0, frm="location:arc", to="new:L8:chaillot"))
    assert (info.zone, info.piece) == ("supply:landmarks", "L8")
    sell = RULES.describe(A.Sell(seat=2, item="silver"))
    assert (sell.zone, sell.piece) == ("seat:2:screen", "token:2:silver")
    pay = RULES.describe(A.PayUnit(seat=1, source="BT10"))
    assert (pay.zone, pay.piece) == ("seat:1:screen", "BT10")


def test_score_lines_carry_no_district_id() -> None:
    s = fresh(2)
    s.vp_supply.remove("VP12")
    s.vp_at["la_villette"] = "VP12"
    for sheet in RULES.score(s):
        assert all(line.detail == "" for line in sheet.lines)
        assert tr("paris.score.district.la_villette") == "Majority in La Villette"
