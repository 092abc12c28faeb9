"""Scenario tests named after the rules of Les Derniers Droïdes (spec droids.md, §23 W1–W12)."""

from __future__ import annotations

import pytest

from game.core.messages import IllegalAction
from game.droids import RULES, scoring
from game.droids import engine as E
from game.droids import facts as F
from game.droids.actions import (
    ChooseAutomaCard,
    ChoosePile,
    Construct,
    DeclareType,
    Dismantle,
    GiveCard,
    KeepCard,
    PayExtra,
    PlaceExtension,
    PlaceTokens,
    Repair,
    Swap,
)
from game.droids.state import AUTOMA, State

# ------------------------------------------------------------------------------------------------
# helpers


def new(players: int = 2, seed: int = 1, **opts: object) -> State:
    if players > 1:
        opts.setdefault("first_priority", "0")
    return RULES.new_game(players, seed, opts)


def at_plan(players: int = 2, seed: int = 1, **opts: object) -> State:
    """A game at the first planning step (the deal done with the first legal options)."""
    opts.setdefault("open_action_order", True)
    s = new(players, seed, **opts)
    while s.step != "plan":
        RULES.apply(s, RULES.legal_actions(s)[0])
    return s


def clear_table(s: State) -> None:
    """Empty collections, houses built and sheds of every seat (the scoring tests start bare)."""
    for i in range(s.nseats):
        s.collection[i] = []
        s.built[i] = []
        s.shed[i] = [0, 0, 0, 0]
        s.ext[i] = [0, 0, 0, 0]
        s.stored[i] = []
    for z in s.discard:
        s.discard[z] = []


def line(s: State, seat: int, key: str) -> int:
    return sum(ln.points for ln in scoring.lines(s, seat) if ln.category == key)


def total(s: State, seat: int) -> int:
    return sum(ln.points for ln in scoring.lines(s, seat))


def run_phase(s: State, phase: str) -> list:
    s.phase, s.step, s.actor, s.ptr = phase, "", -1, 0
    ev: list = []
    E._advance(s, ev)
    return ev


# ------------------------------------------------------------------------------------------------
# setup


def test_starting_shed_is_one_nut_oil_circuit_and_two_energy() -> None:
    for n in (1, 2, 3, 4):
        s = new(n)
        for seat in range(n):
            assert s.shed[seat] == [1, 1, 1, 2]
        if n == 1:
            assert s.shed[AUTOMA] == [0, 0, 0, 0]


def test_decks_per_player_count_with_interseason_separators() -> None:
    for n, sizes in ((1, [44]), (2, [44]), (3, [86]), (4, [44, 44])):
        s = new(n)
        drawn = sum(len(d) for d in s.drawn)
        assert [len(d) for d in s.decks] == [sizes[0] - (drawn if n != 4 else 2)] + (
            [sizes[1] - 2] if n == 4 else []
        )
        for deck in s.decks:
            top_first = list(reversed(deck))
            seasons = [E.D.DROIDS[c].season if c > 0 else 0 for c in top_first]
            first_is = seasons.index(0)
            assert all(x == 1 for x in seasons[:first_is])
            second_is = seasons.index(0, first_is + 1)
            assert all(x == 2 for x in seasons[first_is + 1 : second_is])
            assert all(x == 3 for x in seasons[second_is + 1 :])


def test_house_droids_between_the_right_players() -> None:
    assert {z: len(h) for z, h in new(1).zone_houses.items()} == {"zone:0-1": 4}
    assert {z: len(h) for z, h in new(2).zone_houses.items()} == {"zone:0-1": 4}
    assert {z: len(h) for z, h in new(3).zone_houses.items()} == {"zone:0-1": 2, "zone:1-2": 2, "zone:0-2": 2}
    assert {z: len(h) for z, h in new(4).zone_houses.items()} == {"zone:0-2": 4, "zone:1-3": 4}
    assert F.adjacent_zones(3, 0) == ("zone:0-1", "zone:0-2")
    assert F.adjacent_zones(4, 1) == ("zone:1-3",)


# ------------------------------------------------------------------------------------------------
# the deal


def test_two_player_priority_keeps_one_and_gives_the_other() -> None:
    s = new(2)
    a, b = s.drawn[0]
    RULES.apply(s, KeepCard(seat=0, card=b))
    assert s.hand == [b, a] and s.step == "plan"


def test_three_player_keep_then_give_to_next_seat_clockwise() -> None:
    s = new(3)
    a, b, c = s.drawn[0]
    RULES.apply(s, KeepCard(seat=0, card=c))
    assert [x.card for x in RULES.legal_actions(s)] == [a, b]
    RULES.apply(s, GiveCard(seat=0, card=a))
    assert s.hand == [c, a, b]


def test_four_player_secondary_and_alternating_gifts() -> None:
    s = new(4)  # Priority 0, Secondary 1: teammates feed their direct opponents
    assert (s.priority, s.secondary, s.order) == (0, 1, [0, 1, 2, 3])
    p0, s0 = s.drawn[0][:], s.drawn[1][:]
    RULES.apply(s, KeepCard(seat=0, card=p0[0]))
    assert s.hand == [0, 0, 0, 0]  # sealed until the Secondary decides
    assert RULES.view(s, 1).keep[0] == "hidden" and RULES.view(s, 1).drawn[0][0].startswith("back:")
    RULES.apply(s, KeepCard(seat=1, card=s0[1]))
    assert s.hand == [p0[0], s0[1], p0[1], s0[0]]
    s = new(4, first_priority="1")  # Priority 1, Secondary 2: opponents feed their teammates
    assert (s.priority, s.secondary, s.order) == (1, 2, [1, 2, 3, 0])
    p1, s2 = s.drawn[1][:], s.drawn[2][:]
    RULES.apply(s, KeepCard(seat=1, card=p1[0]))
    RULES.apply(s, KeepCard(seat=2, card=s2[0]))
    assert s.hand == [p1[1], p1[0], s2[0], s2[1]]


def test_four_player_decks_priority_draws_a_secondary_draws_b() -> None:
    s = new(4)
    assert all(E.D.DROIDS[c].deck_set == "A" for c in s.drawn[0])
    assert all(E.D.DROIDS[c].deck_set == "B" for c in s.drawn[1])


def test_four_player_teammate_secondary_rule_always_feeds_opponents() -> None:
    s = new(4, first_priority="1", four_player_gift_rule="teammate_secondary_always_to_opponent")
    assert (s.priority, s.secondary) == (1, 0)
    p, q = s.drawn[1][:], s.drawn[0][:]
    RULES.apply(s, KeepCard(seat=1, card=p[0]))
    RULES.apply(s, KeepCard(seat=0, card=q[0]))
    assert s.hand == [q[0], p[0], q[1], p[1]]


# ------------------------------------------------------------------------------------------------
# shed, capacity, swaps


def test_shed_cap_and_extension_w6() -> None:
    s = at_plan()
    clear_table(s)
    s.shed[0] = [3, 1, 0, 3]
    s.ext[0] = [1, 0, 0, 0]
    s.collection[0] = [7]
    s.hand[0] = 16  # yield N2 C1
    RULES.apply(s, Dismantle(seat=0))
    assert s.shed[0] == [4, 1, 1, 3] and s.lost[0] == 2
    s.hand[0] = 69
    s.step, s.actor = "plan", 0
    RULES.apply(s, Repair(seat=0))  # cost N1 O1 C1; extension forced on energy, then +1 energy
    assert s.shed[0] == [3, 0, 0, 4] and s.ext[0] == [1, 0, 0, 1] and s.lost[0] == 2


def test_shed_extension_droids_ask_for_columns_then_add_parts() -> None:
    s = at_plan()
    clear_table(s)
    s.shed[0] = [2, 3, 3, 3]
    s.hand[0] = 22  # cost NNC; +1 extension + 1 nut
    RULES.apply(s, Repair(seat=0))
    assert s.step == "extension"
    RULES.apply(s, PlaceExtension(seat=0, kind="nut"))
    assert s.ext[0] == [1, 0, 0, 0] and s.shed[0] == [1, 3, 2, 3]
    s = at_plan()
    clear_table(s)
    s.shed[0] = [2, 2, 0, 1]
    s.hand[0] = 40  # +2 extensions
    RULES.apply(s, Repair(seat=0))
    RULES.apply(s, PlaceExtension(seat=0, kind="oil"))
    assert s.step == "extension"
    RULES.apply(s, PlaceExtension(seat=0, kind="energy"))
    assert s.ext[0] == [0, 1, 0, 1] and s.step == "plan" and s.actor == 1


def test_overflow_end_of_turn_cuts_after_post_window() -> None:
    s = at_plan(overflow_timing="end_of_turn")
    clear_table(s)
    s.shed[0] = [3, 3, 3, 3]
    s.hand[0] = 16
    RULES.apply(s, Dismantle(seat=0))
    assert s.shed[0] == [5, 3, 4, 3]
    ev: list = []
    E._trim(s, ev)
    assert s.shed[0] == [3, 3, 3, 3] and s.lost[0] == 3


def test_base_exchange_rates() -> None:
    s = at_plan()
    clear_table(s)
    s.shed[0] = [1, 1, 1, 2]
    assert [(x.give, x.get) for x in RULES.legal_actions(s) if isinstance(x, Swap)] == [
        ((0, 0, 0, 1), (0, 0, 1, 0)),
        ((0, 0, 0, 1), (0, 1, 0, 0)),
        ((0, 0, 0, 1), (1, 0, 0, 0)),
    ]
    s.shed[0] = [3, 0, 0, 0]
    got = [(x.give, x.get) for x in RULES.legal_actions(s) if isinstance(x, Swap)]
    assert got == [
        ((2, 0, 0, 0), (0, 0, 1, 0)),
        ((2, 0, 0, 0), (0, 1, 0, 0)),
        ((3, 0, 0, 0), (0, 0, 0, 1)),
    ]


def test_market_droid_swaps_w7() -> None:
    s = at_plan()
    clear_table(s)
    s.collection[0] = [29, 34]
    s.shed[0] = [0, 3, 1, 1]
    s.hand[0] = 23
    assert Repair(seat=0) not in RULES.legal_actions(s)
    RULES.apply(s, Swap(seat=0, give=(0, 0, 0, 1), get=(2, 0, 0, 0)))
    assert s.shed[0] == [2, 3, 1, 0]
    RULES.apply(s, Swap(seat=0, give=(0, 2, 0, 0), get=(0, 0, 0, 1)))
    assert s.shed[0] == [2, 1, 1, 1]
    assert RULES.legal_actions(s)[0] == Repair(seat=0)
    RULES.apply(s, Repair(seat=0))
    assert s.shed[0] == [0, 0, 0, 0]


def test_market_card_4_never_offers_nut_for_nut_and_each_pair_once() -> None:
    s = at_plan()
    clear_table(s)
    s.collection[0] = [4, 89]
    s.shed[0] = [1, 0, 0, 0]
    pairs = [(x.give, x.get) for x in RULES.legal_actions(s) if isinstance(x, Swap)]
    assert pairs == [((1, 0, 0, 0), (0, 0, 1, 0)), ((1, 0, 0, 0), (0, 1, 0, 0))]


@pytest.mark.parametrize(
    ("card", "shed", "give", "get"),
    [
        (10, [0, 1, 0, 0], (0, 1, 0, 0), (0, 0, 1, 0)),
        (44, [0, 0, 1, 0], (0, 0, 1, 0), (1, 0, 0, 0)),
        (18, [1, 0, 1, 0], (1, 0, 1, 0), (0, 0, 0, 1)),
        (73, [1, 1, 0, 0], (1, 1, 0, 0), (0, 0, 0, 1)),
        (80, [0, 0, 0, 1], (0, 0, 0, 1), (0, 1, 1, 0)),
        (62, [1, 1, 1, 0], (1, 1, 1, 0), (0, 0, 0, 1)),
        (97, [0, 1, 1, 0], (0, 1, 1, 0), (0, 0, 0, 1)),
    ],
)
def test_every_market_droid_adds_its_swap(card: int, shed: list[int], give: tuple, get: tuple) -> None:
    s = at_plan()
    clear_table(s)
    s.shed[0] = shed[:]
    assert Swap(seat=0, give=give, get=get) not in RULES.legal_actions(s)
    s.collection[0] = [card]
    assert Swap(seat=0, give=give, get=get) in RULES.legal_actions(s)


def test_ten_swaps_per_window_at_most() -> None:
    s = at_plan()
    clear_table(s)
    s.collection[0] = [29, 34]
    s.shed[0] = [3, 3, 3, 3]
    for _ in range(10):
        RULES.apply(s, [a for a in RULES.legal_actions(s) if isinstance(a, Swap)][0])
    assert not any(isinstance(a, Swap) for a in RULES.legal_actions(s))
    with pytest.raises(IllegalAction) as exc:
        RULES.apply(s, Swap(seat=0, give=(0, 0, 0, 1), get=(1, 0, 0, 0)))
    assert exc.value.key == "droids.swap_limit"


# ------------------------------------------------------------------------------------------------
# card effects


@pytest.mark.parametrize(("card", "kind"), [(7, 0), (11, 1), (12, 2), (96, 3)])
def test_dismantle_bonus_cards_7_11_12_96(card: int, kind: int) -> None:
    s = at_plan()
    clear_table(s)
    s.collection[0] = [card]
    s.hand[0] = 23  # yield N O C E
    RULES.apply(s, Dismantle(seat=0))
    want = [1, 1, 1, 1]
    want[kind] += 1
    assert s.shed[0] == want


def test_dismantle_bonus_needs_that_part_in_the_yield_and_adds_one_only() -> None:
    s = at_plan()
    clear_table(s)
    s.collection[0] = [7, 96]
    s.hand[0] = 3  # yield NN, no energy
    RULES.apply(s, Dismantle(seat=0))
    assert s.shed[0] == [3, 0, 0, 0]


@pytest.mark.parametrize(
    ("card", "gain"),
    [
        (25, [1, 1, 0, 0]),
        (26, [0, 1, 1, 0]),
        (27, [1, 0, 1, 0]),
        (38, [1, 1, 1, 0]),
        (82, [2, 0, 0, 0]),
        (86, [0, 2, 0, 0]),
        (87, [0, 0, 2, 0]),
        (95, [1, 1, 1, 0]),
    ],
)
def test_collection_droids_give_parts_on_repair(card: int, gain: list[int]) -> None:
    s = at_plan()
    clear_table(s)
    s.shed[0] = list(E.D.DROIDS[card].cost)
    s.hand[0] = card
    RULES.apply(s, Repair(seat=0))
    assert s.shed[0] == gain


@pytest.mark.parametrize(("card", "stored"), [(65, [1, 1, 1]), (71, [0, 2, 1])])
def test_cards_65_71_store_parts_outside_the_shed(card: int, stored: list[int]) -> None:
    s = at_plan()
    clear_table(s)
    s.shed[0] = list(E.D.DROIDS[card].cost)
    s.hand[0] = card
    RULES.apply(s, Repair(seat=0))
    assert s.stored[0] == [card, *stored] and s.shed[0] == [0, 0, 0, 0]
    assert F.held(s, 0) == [*stored, 0]


def test_spending_order_shed_then_65_then_71() -> None:
    s = at_plan()
    clear_table(s)
    s.collection[0] = [71, 65]
    s.stored[0] = [65, 1, 1, 1, 71, 0, 2, 1]
    s.shed[0] = [0, 1, 0, 0]
    s.hand[0] = 68  # cost O O C
    RULES.apply(s, Repair(seat=0))
    assert s.shed[0] == [0, 0, 0, 0] and s.stored[0] == [65, 1, 0, 0, 71, 0, 2, 1]


def test_card_42_lowers_energy_but_not_for_itself() -> None:
    s = at_plan()
    clear_table(s)
    assert E.repair_cost(s, 0, 42) == [1, 1, 1, 1]
    s.collection[0] = [42]
    assert E.repair_cost(s, 0, 23) == [2, 1, 1, 0]
    assert E.house_cost(s, 0, 58) == [3, 2, 2, 2]


def test_card_31_tokens_make_opponents_pay_three_extra_base_parts() -> None:
    s = at_plan()
    clear_table(s)
    s.zone_houses["zone:0-1"] = [45, 46, 47, 58]
    s.box = [h for h in E.D.ALL_HOUSES if h not in (45, 46, 47, 58)]
    s.shed[0] = [1, 1, 1, 0]
    s.hand[0] = 31  # cost N O C
    RULES.apply(s, Repair(seat=0))
    assert s.step == "tokens" and [a.house for a in RULES.legal_actions(s)] == [45, 46, 47, 58]
    RULES.apply(s, PlaceTokens(seat=0, house=58))
    assert s.tokens == [58, 0]
    # seat 1 needs the printed cost + 3 base parts
    s.shed[1] = [3, 2, 2, 3]
    s.ext[1] = [3, 3, 3, 3]
    assert Construct(seat=1, house=58) not in RULES.legal_actions(s)
    s.shed[1] = [4, 3, 3, 3]
    assert Construct(seat=1, house=58) in RULES.legal_actions(s)
    RULES.apply(s, Construct(seat=1, house=58))
    assert s.step == "pay_extra"
    for kind in ("nut", "oil", "circuit"):
        RULES.apply(s, PayExtra(seat=1, kind=kind))
    assert s.built[1] == [58] and s.shed[1] == [0, 0, 0, 0] and s.tokens == [] and s.tokens_spent


def test_card_31_placer_builds_its_tokened_house_without_extra() -> None:
    s = at_plan()
    s.tokens = [s.zone_houses["zone:0-1"][0], 0]
    assert not E.tokens_apply(s, 0, s.tokens[0]) and E.tokens_apply(s, 1, s.tokens[0])


def test_card_42_and_31_together_only_energy_is_removed() -> None:
    s = at_plan()
    clear_table(s)
    house = s.zone_houses["zone:0-1"][0]
    s.tokens = [house, 1]
    s.collection[0] = [42]
    cost = E.house_cost(s, 0, house)
    assert cost[3] == E.D.HOUSES[house].cost[3] - 1
    s.ext[0] = [5, 5, 5, 5]
    s.shed[0] = [cost[0] + 2, cost[1], cost[2], cost[3]]
    assert Construct(seat=0, house=house) not in RULES.legal_actions(s)
    s.shed[0][1] += 1
    assert Construct(seat=0, house=house) in RULES.legal_actions(s)


def test_card_36_gives_an_extension_and_a_declared_type_w2() -> None:
    s = at_plan()
    clear_table(s)
    s.shed[0] = [1, 0, 1, 1]
    s.hand[0] = 36
    RULES.apply(s, Repair(seat=0))
    assert s.step == "extension"
    RULES.apply(s, PlaceExtension(seat=0, kind="circuit"))
    assert s.ext[0] == [0, 0, 1, 0]
    s.collection[0] = [1, 23, 2, 3, 36]
    s.built[0] = [49, 50]
    lv = [F.leaves(s, i) for i in range(2)]
    pts = {f: sum(scoring.house_points(s, 0, h, f, lv) for h in (49, 50)) for f in E.D.DECLARABLE}
    assert pts == {"water": 31, "harvest": 28, "communication": 28, "collection": 22, "market": 22}
    assert scoring.declaration(s, 0, lv) == "water"
    assert line(s, 0, "droids.line_house_49") == 15 and line(s, 0, "droids.line_house_50") == 16
    s.declared[0] = "collection"
    assert line(s, 0, "droids.line_house_49") == 12 and line(s, 0, "droids.line_house_50") == 10


def test_card_36_declaration_is_asked_in_the_final_window() -> None:
    s = at_plan()
    s.collection[0] = [36]
    s.built[0] = [52]
    s.shed[0] = [0, 0, 0, 0]
    s.shed[1] = [0, 0, 0, 0]
    s.hand = [0, 0]
    E._enter_final(s, [])
    ev: list = []
    E._advance(s, ev)
    assert s.step == "declare" and s.actor == 0
    assert [a.family for a in RULES.legal_actions(s)] == list(E.D.DECLARABLE)
    RULES.apply(s, DeclareType(seat=0, family="market"))
    assert s.phase == "over" and s.declared[0] == "market"


def test_communication_bonus_by_player_count_w4() -> None:
    s = new(3)
    clear_table(s)
    s.discard["zone:0-1"] = [3, 9, 1]
    s.discard["zone:1-2"] = [15, 2]
    s.discard["zone:0-2"] = [17, 21, 28, 4]
    s.collection[0] = [70]
    s.collection[1] = [33, 66]
    assert line(s, 0, "droids.line_communication") == 5
    assert line(s, 1, "droids.line_communication") == 6
    assert line(s, 2, "droids.line_communication") == 0
    s2 = new(2)
    clear_table(s2)
    s2.discard["zone:0-1"] = [3, 9, 1, 15, 2, 17, 21, 28, 4]
    s2.collection[1] = [33, 66]
    assert line(s2, 1, "droids.line_communication") == 12
    s4 = new(4)
    clear_table(s4)
    s4.discard["zone:0-2"] = [3, 9]
    s4.discard["zone:1-3"] = [15, 17, 21]
    s4.collection[0] = [70]
    assert line(s4, 0, "droids.line_communication") == 2


def test_three_player_pile_choice_after_dismantle() -> None:
    s = at_plan(3)
    seat = s.actor
    RULES.apply(s, Dismantle(seat=seat))
    assert s.step == "pile"
    assert [a.zone for a in RULES.legal_actions(s)] == list(F.adjacent_zones(3, seat))
    card = s.hand[seat]
    RULES.apply(s, ChoosePile(seat=seat, zone=F.adjacent_zones(3, seat)[1]))
    assert s.discard[F.adjacent_zones(3, seat)[1]][-1] == card


# ------------------------------------------------------------------------------------------------
# houses 45–58


def test_houses_counting_parts_45_51_57_with_card_65_w1() -> None:
    s = new(2)
    clear_table(s)
    s.shed[0] = [3, 1, 2, 2]
    s.collection[0] = [65]
    s.stored[0] = [65, 1, 0, 0]
    s.built[0] = [45, 51, 57]
    assert line(s, 0, "droids.line_house_45") == 13
    assert line(s, 0, "droids.line_house_51") == 12
    assert line(s, 0, "droids.line_house_57") == 11


def test_houses_47_56_58_and_alternatives_w3() -> None:
    s = new(2)
    clear_table(s)
    s.collection[0] = [7, 11, 12, 25, 4, 10, 3, 9, 1, 2, 5]
    s.ext[0] = [1, 1, 1, 0]
    s.built[0] = [47, 56, 58]
    assert line(s, 0, "droids.line_droids") == 15
    assert line(s, 0, "droids.line_house_47") == 14
    assert line(s, 0, "droids.line_house_56") == 19
    assert line(s, 0, "droids.line_house_58") == 12
    lv = [0, 0]
    assert [scoring.house_points(s, 0, h, "", lv) for h in (48, 52, 53, 55)] == [12, 16, 10, 10]


def test_house_46_gives_parts_when_constructed() -> None:
    s = at_plan()
    clear_table(s)
    s.zone_houses["zone:0-1"] = [46, 47, 48, 49]
    s.box = [h for h in E.D.ALL_HOUSES if h not in (46, 47, 48, 49)]
    s.shed[0] = [2, 2, 2, 3]
    RULES.apply(s, Construct(seat=0, house=46))
    assert s.built[0] == [46] and s.shed[0] == [1, 1, 1, 1]
    assert line(s, 0, "droids.line_house_46") == 4


def test_house_47_thresholds() -> None:
    s = new(2)
    clear_table(s)
    s.built[0] = [47]
    for cards, want in (
        ([7, 11], 4),
        ([7, 11, 12], 10),
        ([7, 11, 12, 25, 26], 19),
        ([7, 11, 12, 25, 26, 27], 19),
    ):
        s.collection[0] = cards
        assert line(s, 0, "droids.line_house_47") == want


def test_house_50_single_type_and_six_types() -> None:
    s = new(2)
    clear_table(s)
    s.built[0] = [50]
    s.collection[0] = [1]
    assert line(s, 0, "droids.line_house_50") == 28
    s.collection[0] = [1, 2, 3, 4, 5, 7]
    assert line(s, 0, "droids.line_house_50") == 4
    s.collection[0] = []
    assert line(s, 0, "droids.line_house_50") == 4


def test_house_53_counts_every_extension() -> None:
    s = new(2)
    clear_table(s)
    s.built[0] = [53]
    s.ext[0] = [2, 0, 1, 1]
    assert line(s, 0, "droids.line_house_53") == 12


def test_house_54_needs_more_leaves_than_the_direct_opponent() -> None:
    s = new(2)
    clear_table(s)
    s.built[0] = [54]
    s.collection[0] = [20]
    s.collection[1] = [2]
    assert line(s, 0, "droids.line_house_54") == 16
    s.collection[1] = [14, 2]
    assert line(s, 0, "droids.line_house_54") == 4


def test_house_base_rp_option_keeps_58_at_12() -> None:
    s = new(2, house_base_rp=6)
    clear_table(s)
    s.built[0] = [53, 58]
    assert line(s, 0, "droids.line_house_53") == 6 and line(s, 0, "droids.line_house_58") == 12


def test_house_cost_energy_delta_option() -> None:
    s = new(2, house_cost_energy_delta=-1)
    assert E.house_cost(s, 0, 45) == [3, 2, 1, 2]
    s = new(2, house_cost_energy_delta=-5)
    assert E.house_cost(s, 0, 45)[3] == 0


def test_construct_only_houses_in_an_adjacent_zone() -> None:
    s = at_plan(3)
    seat = s.actor
    s.shed[seat] = [3, 3, 3, 3]
    s.ext[seat] = [3, 3, 3, 3]
    offered = sorted(a.house for a in RULES.legal_actions(s) if isinstance(a, Construct))
    reach = sorted(h for z in F.adjacent_zones(3, seat) for h in s.zone_houses[z])
    assert offered == [h for h in reach if F.covers(F.held(s, seat), E.house_cost(s, seat, h))]
    assert len(reach) == 4


# ------------------------------------------------------------------------------------------------
# majorities, ties, teams


def test_majorities_and_ties_w5() -> None:
    s = new(3)
    clear_table(s)
    s.shed = [[3, 2, 2, 0], [3, 2, 2, 0], [3, 2, 0, 0]]
    s.collection = [[20, 14, 8], [75], [14, 20]]
    assert [F.leaves(s, i) for i in range(3)] == [4, 2, 3]
    s.built[0] = [54]
    assert line(s, 0, "droids.line_parts_majority") == 0 and line(s, 1, "droids.line_parts_majority") == 0
    assert line(s, 0, "droids.line_leaves_majority") == 3
    assert line(s, 0, "droids.line_house_54") == 16
    s.decks[0].append(-1)  # an interseason: only seat 0 gains 1 energy
    s.order = [0, 1, 2]
    s.phase, s.step, s.ptr = "interseason", "", 3
    ev: list = []
    E._interseason_next(s, ev)
    assert [x[3] for x in s.shed] == [1, 0, 0]


def test_per_opponent_bonus_option_three_players() -> None:
    s = new(3, three_player_majority="per_opponent_bonus")
    clear_table(s)
    s.shed = [[3, 2, 2, 0], [3, 2, 2, 0], [3, 2, 0, 0]]
    s.collection = [[20, 14, 8], [75], [14, 20]]
    assert line(s, 0, "droids.line_parts_majority") == 2 and line(s, 1, "droids.line_parts_majority") == 2
    assert line(s, 0, "droids.line_leaves_majority") == 6 and line(s, 2, "droids.line_leaves_majority") == 3


def test_two_player_tie_broken_by_parts_then_shared() -> None:
    s = new(2)
    clear_table(s)
    s.collection = [[1], [59]]  # 4 RP each
    s.shed = [[1, 1, 1, 3], [1, 1, 1, 1]]
    s.ext = [[0, 0, 0, 1], [0, 0, 0, 0]]
    # seat 0 holds 6 parts: +2 majority breaks the tie outright; remove it to test the tiebreak
    s.shed[1] = [1, 1, 1, 3]
    out = scoring.outcome(s)
    assert out.winners == (0, 1) and out.decided_by == "shared"
    s.shed[1] = [1, 1, 1, 2]
    s.collection[1] = [59, 29]  # +2 RP for 29, and seat 0's parts majority +2 evens the totals
    assert total(s, 0) == total(s, 1)
    assert scoring.outcome(s).winners == (0,) and scoring.outcome(s).decided_by == "droids.tb_parts"


def test_team_score_is_the_lower_member_w10() -> None:
    assert scoring.team_outcome([48, 41, 52, 37]).winners == (0, 1)
    out = scoring.team_outcome([40, 45, 44, 40])
    assert out.winners == (0, 1) and out.decided_by == "droids.tb_team_total"
    assert scoring.team_outcome([40, 45, 45, 40]).winners == (0, 1, 2, 3)


def test_team_sheets_carry_team_and_tiebreak() -> None:
    s = new(4)
    clear_table(s)
    s.collection = [[1], [59, 2], [13], []]
    sheets = RULES.score(s)
    assert [sh.team for sh in sheets] == [0, 0, 1, 1]
    assert sheets[0].tiebreak == (min(sheets[0].total, sheets[1].total), sheets[0].total + sheets[1].total)


# ------------------------------------------------------------------------------------------------
# interseason and the end


def test_interseason_extension_then_battery_w8() -> None:
    s = at_plan()
    clear_table(s)
    s.collection = [[20], [2]]
    s.shed = [[0, 0, 0, 3], [0, 0, 0, 0]]
    s.decks[0].remove(-1)
    s.decks[0].append(-1)
    s.order = [0, 1]
    run_phase(s, "interseason")
    assert s.step == "interseason" and s.actor == 0
    RULES.apply(s, PlaceExtension(seat=0, kind="energy"))
    assert s.actor == 1
    RULES.apply(s, PlaceExtension(seat=1, kind="nut"))
    assert s.shed[0][3] == 4 and s.shed[1][3] == 0 and -1 in s.is_discard
    # had seat 0 put its extension on nuts, the energy would be lost
    s = at_plan()
    clear_table(s)
    s.collection = [[20], [2]]
    s.shed = [[0, 0, 0, 3], [0, 0, 0, 0]]
    s.decks[0].remove(-1)
    s.decks[0].append(-1)
    s.order = [0, 1]
    run_phase(s, "interseason")
    RULES.apply(s, PlaceExtension(seat=0, kind="nut"))
    RULES.apply(s, PlaceExtension(seat=1, kind="nut"))
    assert s.shed[0][3] == 3 and s.lost[0] == 1


def test_end_trigger_last_house_w9a() -> None:
    s = at_plan(open_action_order=False)
    clear_table(s)
    s.hand = [3, 9]
    last = s.zone_houses["zone:0-1"][0]
    s.box = sorted(s.box + s.zone_houses["zone:0-1"][1:])
    s.zone_houses["zone:0-1"] = [last]
    s.shed[1] = [3, 3, 3, 3]
    s.ext[1] = [3, 3, 3, 3]
    s.pub_shed[1] = [3, 3, 3, 3]
    RULES.apply(s, Dismantle(seat=0))
    RULES.apply(s, Construct(seat=1, house=last))
    assert s.ended == "houses" and s.phase == "final"
    # no post-action window: the sealed final window (D10) comes straight away
    assert s.step == "final" and s.sealed and s.actor == 0


def test_end_trigger_three_players_one_seat_without_houses_w9b() -> None:
    s = new(3)
    s.box = sorted(s.box + s.zone_houses["zone:0-1"] + s.zone_houses["zone:0-2"][1:])
    s.zone_houses["zone:0-1"] = []
    s.zone_houses["zone:0-2"] = s.zone_houses["zone:0-2"][:1]
    assert E.game_should_end(s) == ""
    s.box = sorted(s.box + s.zone_houses["zone:0-2"])
    s.zone_houses["zone:0-2"] = []
    assert E.game_should_end(s) == "houses"


def test_end_trigger_empty_deck_after_21_turns_w9c() -> None:
    s = new(2)
    while RULES.to_act(s) is not None:
        RULES.apply(s, RULES.legal_actions(s)[0])
    assert s.turn == 21 and s.ended == "deck" and all(not d for d in s.decks)
    assert len(s.is_discard) == 2


def test_conflict_priority_order_rechoose() -> None:
    s = at_plan(open_action_order=False)
    house = s.zone_houses["zone:0-1"][0]
    for seat in (0, 1):
        s.shed[seat] = [3, 3, 3, 3]
        s.pub_shed[seat] = [3, 3, 3, 3]
        s.ext[seat] = [3, 3, 3, 3]
    RULES.apply(s, Construct(seat=0, house=house))
    RULES.apply(s, Construct(seat=1, house=house))
    assert s.built[0] == [house] and s.step == "plan" and s.actor == 1 and not s.sealed
    assert Construct(seat=1, house=house) not in RULES.legal_actions(s)


def test_conflict_simultaneous_both_fail() -> None:
    s = at_plan(open_action_order=False, conflict_resolution="simultaneous_both_fail")
    house = s.zone_houses["zone:0-1"][0]
    for seat in (0, 1):
        s.shed[seat] = [1, 1, 1, 0]
        s.ext[seat] = [3, 3, 3, 3]
        s.shed[seat] = [3, 3, 3, 3]
        s.pub_shed[seat] = [3, 3, 3, 3]
    cards = s.hand[:]
    RULES.apply(s, Construct(seat=0, house=house))
    RULES.apply(s, Construct(seat=1, house=house))
    assert s.built == [[], []] and cards[0] in s.discard["zone:0-1"] and cards[1] in s.discard["zone:0-1"]


def test_sealed_planning_hides_swaps_and_commitment() -> None:
    s = at_plan(open_action_order=False)
    before = s.shed[0][:]
    RULES.apply(s, Swap(seat=0, give=(0, 0, 0, 1), get=(1, 0, 0, 0)))
    v1 = RULES.view(s, 1)
    assert list(v1.shed[0]) == before and v1.swaps_used[0] == -1 and v1.step == "sealed"
    RULES.apply(s, Dismantle(seat=0))
    v1 = RULES.view(s, 1)
    assert v1.commit[0] == ("hidden",) and list(v1.shed[0]) == before
    assert RULES.view(s, 0).commit[0] == ("dismantle", "zone:0-1")


# ------------------------------------------------------------------------------------------------
# the automa


def test_automa_halved_water_score_w11() -> None:
    for diff, want in (("normal", 14), ("hard", 24), ("easy", 13)):
        s = new(1, solo_difficulty=diff)
        clear_table(s)
        s.collection[AUTOMA] = [1, 13, 41, 2, 3]
        s.discard["zone:0-1"] = [9, 15, 6]
        s.collection[0] = [8]
        assert total(s, AUTOMA) == want, diff
        assert line(s, AUTOMA, "droids.line_leaves_majority") == 0
        assert line(s, AUTOMA, "droids.line_parts_majority") == 0
    assert RULES.automa_sheet(s).seat == AUTOMA


def _automa_priority_turn(s: State, top: list[int]) -> None:
    """Rewind the first deal and start a turn where the automa is Priority with ``top`` on top."""
    s.decks[0].extend(reversed(s.drawn[0]))
    s.drawn[0] = []
    for c in top:
        s.decks[0].remove(c)
    s.decks[0].extend(reversed(top))
    s.phase, s.step, s.actor, s.priority = "pass", "", -1, 0
    E._advance(s, [])


def test_automa_takes_highest_interest_with_house_bonus_w12() -> None:
    s = new(1)
    s.box = sorted(set(s.box + s.zone_houses["zone:0-1"]) - {49, 54, 45, 46})
    s.zone_houses["zone:0-1"] = [45, 46, 49, 54]
    _automa_priority_turn(s, [13, 14])
    assert E.automa_interest(s, 13) == 6 and E.automa_interest(s, 14) == 6
    assert s.step == "automa_tie" and s.actor == 0
    assert [a.card for a in RULES.legal_actions(s)] == [13, 14]
    RULES.apply(s, ChooseAutomaCard(seat=0, card=14))
    assert s.hand == [13, 14]
    s = new(1, automa_tie_break="lowest_number")
    s.box = sorted(set(s.box + s.zone_houses["zone:0-1"]) - {49, 54, 45, 46})
    s.zone_houses["zone:0-1"] = [45, 46, 49, 54]
    _automa_priority_turn(s, [13, 14])
    assert s.hand == [14, 13] and s.step == "plan"
    s = new(1, automa_tie_break="lowest_number")
    s.box = sorted(set(s.box + s.zone_houses["zone:0-1"]) - {45, 46, 47, 58})
    s.zone_houses["zone:0-1"] = [45, 46, 47, 58]
    _automa_priority_turn(s, [13, 2])  # interest 4 vs 3
    assert s.hand == [2, 13]


def test_automa_communication_test_w12() -> None:
    s = new(1)
    clear_table(s)
    s.collection[AUTOMA] = [3]
    s.collection[0] = [9]
    s.discard["zone:0-1"] = [17, 21]
    s.hand[AUTOMA] = 15
    E._automa_act(s, [])
    assert s.collection[AUTOMA] == [3, 15]
    s.collection[AUTOMA] = [3]
    s.discard["zone:0-1"] = [17]
    s.hand[AUTOMA] = 15
    E._automa_act(s, [])
    assert s.collection[AUTOMA] == [3] and s.discard["zone:0-1"] == [17, 15]


def test_automa_is_never_to_act_and_solo_outcome() -> None:
    s = new(1)
    seen = set()
    while RULES.to_act(s) is not None:
        seen.add(RULES.to_act(s))
        RULES.apply(s, RULES.legal_actions(s)[0])
    assert seen == {0}
    out = RULES.outcome(s)
    mine, auto = RULES.score(s)[0].total, RULES.automa_sheet(s).total
    assert out.winners == ((0,) if mine > auto else ()) and out.decided_by == "automa"
    assert (
        len(s.collection[AUTOMA])
        + sum(1 for c in s.discard["zone:0-1"] if E.D.DROIDS[c].family == "communication")
        >= 1
    )


def test_solo_priority_alternates_human_first() -> None:
    s = new(1)
    assert s.priority == 0
    RULES.apply(s, RULES.legal_actions(s)[0])
    while s.turn == 1:
        RULES.apply(s, RULES.legal_actions(s)[0])
    assert s.priority == AUTOMA and s.order == [1, 0]


def test_tokens_placed_this_turn_force_a_rechoice() -> None:
    s = at_plan(open_action_order=False)
    house = s.zone_houses["zone:0-1"][0]
    s.hand[0] = 31
    s.shed[0] = [1, 1, 1, 0]
    s.pub_shed[0] = [1, 1, 1, 0]
    s.shed[1] = [3, 3, 3, 3]
    s.pub_shed[1] = [3, 3, 3, 3]
    s.ext[1] = [3, 3, 3, 3]
    RULES.apply(s, Repair(seat=0))
    RULES.apply(s, Construct(seat=1, house=house))
    assert s.step == "tokens" and s.actor == 0
    RULES.apply(s, PlaceTokens(seat=0, house=house))
    # seat 1's committed payment is now short: public re-choice with a fresh swap count
    assert s.step == "plan" and s.actor == 1 and not s.sealed and s.swaps_used[1] == 0
    RULES.apply(s, Construct(seat=1, house=house))
    assert s.step == "pay_extra"
    for _ in range(3):
        RULES.apply(s, RULES.legal_actions(s)[-1])
    assert s.built[1] == [house] and s.tokens == []


def test_three_player_giver_zone_discard() -> None:
    s = at_plan(3, three_player_discard="giver_zone")
    # Priority 0: its own card goes between 0 and 1; a card from the Priority goes between you and 0
    assert E._default_pile(s, 0) == "zone:0-1"
    assert E._default_pile(s, 1) == "zone:0-1"
    assert E._default_pile(s, 2) == "zone:0-2"
    RULES.apply(s, Dismantle(seat=0))
    assert s.step == "plan" and s.actor == 1  # no ChoosePile decision
