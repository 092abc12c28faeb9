"""The prompt line and the "why not" reasons (spec §20): each decision point named in the game's
words with its numbers, and every blocked piece at real positions with the rule that blocks it."""

from __future__ import annotations

from typing import Any

import pytest

import game.registry  # noqa: F401 - registers the catalogues tr reads
from game.core.i18n import tr
from game.core.messages import IllegalAction, Logged
from game.core.rng import Rng
from game.core.rules import Blocked, Prompt
from game.farshore import RULES, engine, prompts
from game.farshore.actions import (
    ChooseGreen,
    ChooseOption,
    ChooseResource,
    Discard,
    GiveTo,
    Mulligan,
    Pay,
    PlaceWorker,
    PlayCard,
    Prepare,
    Stop,
    TakeCard,
)
from tests.farshore.helpers import blank, do, legal, log_text, set_bay, set_deck, set_wind

FULL_BAY = ["grove", "inn", "tumbler", "diver", "galley", "scribe", "port", "abbey"]


def names(seat: int) -> str:
    return ["Ann", "Bo", "Cy", "Di"][seat]


def say(p: Prompt) -> str:
    return tr(p.key, names, **dict(p.params))


def now(st: Any) -> Prompt:
    """The prompt of the seat to act, from its own view."""
    return RULES.prompt(RULES.view(st, RULES.to_act(st)))


def why(st: Any) -> list[Blocked]:
    return list(RULES.blocked(RULES.view(st, RULES.to_act(st))))


def reasons_at(st: Any, zone: str, piece: str | None = None) -> list[str]:
    return [say(b.reason) for b in why(st) if b.zone == zone and (piece is None or b.piece == piece)]


# ---------------------------------------------------------------------------------------------
# D1 and D2


def test_prompt_names_the_mulligan_with_the_hand_size() -> None:
    st = RULES.new_game(2, 3, {})
    p = now(st)
    assert p == Prompt("farshore.prompt.mulligan", {"n": 5})
    assert say(p) == "Keep your starting hand of 5 cards, or redraw 5 new ones (once only)"
    do(st, Mulligan(seat=0, redraw=False))
    assert now(st).params["n"] == 6  # the second seat starts with 6


def test_prompt_names_the_turn_with_the_season_and_workers_left() -> None:
    st = blank(2)
    assert say(now(st)) == "Winter: place one of your 2 workers, or play a card"
    st.placed[0] = ["location:shore_seaweed"]
    assert say(now(st)) == "Winter: place your last worker, or play a card"
    st.placed[0].append("location:shore_driftwood")
    p = now(st)
    assert p.key == "farshore.prompt.turn_prepare"
    assert say(p) == "Winter: all your workers are out. Play a card, or prepare for Spring"


def test_prompt_offers_the_pass_in_autumn() -> None:
    st = blank(2)
    st.season[0] = 3
    st.placed[0] = ["location:shore_seaweed"] * 4
    assert say(now(st)) == "Autumn: place your last worker, play a card, or pass to end your game"
    st.placed[0].append("location:shore_seaweed")
    assert now(st).key == "farshore.prompt.turn_autumn_out"


# ---------------------------------------------------------------------------------------------
# D3 payment


def test_prompt_names_the_market_discount_and_the_printed_cost() -> None:
    st = blank(2)
    st.city[0] = ["market"]
    st.res[0] = [1, 1, 0, 0]
    st.treasure[0] = 1
    set_bay(st, FULL_BAY)
    do(st, PlayCard(seat=0, card="tumbler", slot=3))
    assert say(now(st)) == (
        "Choose which resource the Market saves on Tumbler (costs 1 driftwood, 1 seaweed and 1 seastone)"
    )


def test_prompt_offers_the_anchor_beside_the_payment() -> None:
    st = blank(2)
    st.city[0] = ["inn", "grove"]
    st.res[0] = [0, 0, 0, 2]
    st.hands[0] = ["diver"]
    do(st, PlayCard(seat=0, card="diver"))
    assert say(now(st)) == (
        "Pay for Diver (2 mushrooms), or anchor it to a green construction and play it free"
    )


def test_prompt_names_the_site_discount_of_the_old_quay() -> None:
    st = blank(2)
    st.islands[0] = "old_quay"
    st.res[0] = [2, 1, 1, 0]
    st.hands[0] = ["galley"]  # 3D 1W 1S: the Old Quay takes 2 off, several ways
    do(st, PlaceWorker(seat=0, spot="island:1"))  # the only playable card: chosen without asking
    p = now(st)
    assert p.key == "farshore.prompt.pay_site"
    assert say(p) == (
        "Old Quay: choose how to pay for Galley (3 driftwood, 1 seaweed and 1 seastone, 2 fewer resources)"
    )


# ---------------------------------------------------------------------------------------------
# D4, D5


def test_prompt_counts_the_resources_still_to_choose() -> None:
    st = blank(2)
    st.islands[0] = "beacon_isle"
    set_deck(st, ["hideout", "sloop"])
    do(st, PlaceWorker(seat=0, spot="island:1"))
    assert say(now(st)) == "Beacon Isle: choose a resource to gain (2 to choose)"
    do(st, ChooseResource(seat=0, res="seastone"))
    assert say(now(st)) == "Beacon Isle: choose a resource to gain"


def test_prompt_lists_the_port_s_resources() -> None:
    st = blank(2)
    st.city[0] = ["port"]
    st.res[0] = [2, 0, 0, 0]
    st.hands[0] = ["rope_bridge"]
    set_deck(st, ["hideout", "sloop"])
    do(st, PlayCard(seat=0, card="rope_bridge"))
    p = now(st)
    assert p.key == "farshore.prompt.resource_of"
    assert say(p) == "Port: choose driftwood, seaweed or seastone to gain"


def test_prompt_says_what_the_warehouse_holds() -> None:
    st = blank(2)
    st.res[0] = [1, 1, 1, 0]
    st.hands[0] = ["warehouse"]
    do(st, PlayCard(seat=0, card="warehouse"))
    assert say(now(st)) == "Warehouse: choose what to store on it"
    do(st, ChooseOption(seat=0, index=0, label="store:driftwood:3"))
    assert st.stored[0] == {0: [3, 0, 0, 0]}
    st.placed[0] = ["location:shore_seaweed"] * 2
    st.current = 0
    do(st, Prepare(seat=0))  # Spring: the Warehouse produces again
    assert say(now(st)) == "Warehouse: store more on it, or collect the 3 driftwood it holds"


def test_prompt_names_the_merchant_s_price() -> None:
    st = blank(2)
    st.city[0] = ["merchant"]
    st.res[0] = [1, 1, 1, 0]
    st.season[1] = 1
    st.placed[0] = ["location:shore_seaweed"] * 2
    set_deck(st, ["hideout"] * 4)
    do(st, Prepare(seat=0))
    assert say(now(st)) == "Merchant: pay 2 resources to gain 1 treasure, or decline"


# ---------------------------------------------------------------------------------------------
# D6–D8


def test_prompt_names_the_post_office_gift_and_the_receiver() -> None:
    st = blank(2)
    st.city[0] = ["post_office"]
    st.hands[0] = ["diver", "scribe", "grove"]
    st.hands[1] = ["pirate"] * 7
    set_deck(st, ["hideout"] * 8)
    do(st, PlaceWorker(seat=0, spot="seat:0:city:0"))
    assert say(now(st)) == "Post Office: give up to 2 cards to an opponent, or give nothing"
    do(st, GiveTo(seat=0, target=1))
    assert now(st) == Prompt("farshore.prompt.give_card", {"seat2": 1, "n": 1})  # Bo holds 7
    assert say(now(st)) == "Give Bo one more card from your hand, or stop"


def test_prompt_names_the_discard_up_to_two() -> None:
    st = blank(2)
    st.city[0] = ["illuminator"]
    st.hands[0] = ["diver", "scribe", "grove"]
    do(st, PlaceWorker(seat=0, spot="seat:0:city:0"))
    p = now(st)
    assert p == Prompt(
        "farshore.prompt.discard_first",
        {"by": "farshore.card.illuminator", "n": 2, "reward": "gain 2 shells"},
    )
    assert say(p) == "Illuminator: discard 1 to 2 cards, one at a time (gain 2 shells for each)"
    do(st, Discard(seat=0, card="diver"))
    assert say(now(st)) == "Illuminator: discard 1 more card (gain 2 shells), or Stop"


def test_prompt_names_the_docks_reward_and_the_count_left() -> None:
    st = blank(2)
    st.hands[0] = ["diver", "scribe", "grove", "pirate"]
    do(st, PlaceWorker(seat=0, spot="location:docks"))
    assert say(now(st)) == (
        "Docks: discard 1 to 3 cards, one at a time (gain 1 resource of your choice for each)"
    )
    do(st, Discard(seat=0, card="diver"))
    assert say(now(st)) == "Docks: choose a resource to gain"
    do(st, ChooseResource(seat=0, res="seaweed"))
    assert say(now(st)) == (
        "Docks: discard up to 2 more cards (gain 1 resource of your choice for each), or Stop"
    )


def test_prompt_names_the_scribe_s_one_discard() -> None:
    st = blank(2)
    st.res[0] = [0, 0, 0, 2]
    st.hands[0] = ["scribe", "diver", "grove"]
    set_deck(st, ["hideout"])
    do(st, PlayCard(seat=0, card="scribe"))
    assert say(now(st)) == "Scribe: discard a card"


def test_prompt_counts_the_pirate_s_discards() -> None:
    st = blank(2)
    st.res[0] = [0, 0, 0, 2]
    st.hands[0] = ["pirate", "diver", "grove", "scribe"]
    do(st, PlayCard(seat=0, card="pirate"))
    do(st, Discard(seat=0, card="diver"))
    assert say(now(st)) == (
        "Pirate: discard up to 2 more cards (gain 1 treasure for every 2; 1 discarded so far), or Stop"
    )


def test_prompt_names_the_lookout_then_its_takes() -> None:
    st = blank(2)
    st.hands[0] = ["diver"] * 6
    set_bay(st, FULL_BAY)
    set_deck(st, ["hideout"] * 6)
    do(st, PlaceWorker(seat=0, spot="location:lookout"))
    assert now(st).key == "farshore.prompt.discard_lookout"
    do(st, Discard(seat=0, card="diver"), Stop(seat=0))
    assert (
        say(now(st)) == "Lookout: take 3 more cards, one at a time, each from the Bay or the top of the deck"
    )
    do(st, TakeCard(seat=0, slot=1), TakeCard(seat=0, slot=0))
    assert say(now(st)) == "Lookout: take 1 more card, from the Bay or the top of the deck"


# ---------------------------------------------------------------------------------------------
# D9–D15


def test_prompt_names_the_inn_s_discount() -> None:
    st = blank(2)
    st.city[0] = ["inn"]
    set_bay(st, FULL_BAY)
    do(st, PlaceWorker(seat=0, spot="seat:0:city:0"))
    assert say(now(st)) == "Inn: choose a card in the Bay to play for 3 fewer resources"


def test_prompt_names_the_pigeon_s_limit() -> None:
    st = blank(2)
    st.res[0] = [0, 0, 0, 2]
    st.hands[0] = ["postal_pigeon"]
    set_deck(st, ["rope_bridge", "shipwreck", "hideout"])
    do(st, PlayCard(seat=0, card="postal_pigeon"))
    assert say(now(st)) == ("Postal Pigeon: play one revealed card worth up to 3 points for free, or neither")


def test_prompt_names_the_spring_production_order() -> None:
    st = blank(2)
    st.city[0] = ["grove", "diver", "tumbler"]
    st.placed[0] = ["location:shore_seaweed"] * 2
    do(st, Prepare(seat=0))
    assert say(now(st)) == "Spring: choose which green card produces next (3 still to produce)"
    do(st, ChooseGreen(seat=0, card="grove"))
    assert now(st).params["n"] == 2


def test_prompt_names_the_summer_and_autumn_takes() -> None:
    st = blank(2)
    st.season[0] = 1
    st.placed[0] = ["location:shore_seaweed"] * 3
    set_bay(st, FULL_BAY)
    set_deck(st, ["hideout"] * 8)
    do(st, Prepare(seat=0))
    assert say(now(st)) == "Summer: take 2 cards from the Bay, one at a time"
    do(st, TakeCard(seat=0, slot=1))
    assert say(now(st)) == "Summer: take 1 more card from the Bay"
    st2 = blank(2)
    st2.season[0] = 2
    st2.placed[0] = ["location:shore_seaweed"] * 4
    set_bay(st2, FULL_BAY)
    set_deck(st2, ["hideout"] * 8)
    do(st2, Prepare(seat=0))
    assert say(now(st2)) == "Autumn: take 2 cards, one at a time, each from the Bay or the top of the deck"


def test_prompt_names_the_rising_tide() -> None:
    st = blank(3)
    st.season = [1, 2, 2]
    st.placed[0] = ["location:shore_seaweed"] * 3
    set_bay(st, FULL_BAY)
    set_deck(st, ["hideout"] * 8)
    do(st, Prepare(seat=0), TakeCard(seat=0, slot=1), TakeCard(seat=0, slot=2))
    assert say(now(st)) == "Rising Tide: choose an island to close for the rest of the game (2 to close)"


def test_prompt_names_the_cartographer_s_easier_claim() -> None:
    st = blank(2)
    st.city[0] = ["cartographer", "grove", "tumbler", "inn", "abbey"]
    do(st, PlaceWorker(seat=0, spot="seat:0:city:0"))  # 2 green, 3 red: two maps qualify
    assert {a.chart for a in legal(st)} == {"kelp_chart", "harbor_chart"}
    assert say(now(st)) == (
        "Cartographer: claim a map tile; each requirement is 1 card fewer for you (a boat space 3 lower)"
    )


def test_prompt_names_the_dunes_claim() -> None:
    st = blank(2)
    st.city[0] = ["grove", "tumbler", "beach_sledge", "inn", "abbey", "post_office"]
    do(st, PlaceWorker(seat=0, spot="location:dunes"))
    assert say(now(st)) == "Dunes: claim the top tile of a map whose requirement you meet"


def test_prompt_at_the_end_names_the_winner() -> None:
    st = RULES.new_game(2, 5, {})
    rng = Rng(5)
    while RULES.to_act(st) is not None:
        la = legal(st)
        RULES.apply(st, la[rng.below(len(la))])
    p = RULES.prompt(RULES.view(st, 0))
    winners = RULES.outcome(st).winners
    if len(winners) == 1:
        assert p == Prompt("farshore.prompt.over", {"winner": winners[0]})
        assert say(p) == f"The game is over: {names(winners[0])} wins"
    else:
        assert p.key == "farshore.prompt.over_shared"


def test_every_decision_point_has_its_own_prompt_key() -> None:
    """§20: each decision kind of the engine maps to prompts of its own (none shared)."""
    keys_by_kind: dict[str, set[str]] = {}
    for n in (1, 2, 3, 4):
        for seed in range(6):
            st = RULES.new_game(n, seed, {})
            rng = Rng(seed)
            while (seat := RULES.to_act(st)) is not None:
                kind = st.stack[-1]["k"] if st.stack else "turn"
                keys_by_kind.setdefault(kind, set()).add(RULES.prompt(RULES.view(st, seat)).key)
                la = legal(st)
                RULES.apply(st, la[rng.below(len(la))])
    assert set(keys_by_kind) >= {"turn", "mull", "pay", "gch", "disc", "take", "prod"}
    kinds = list(keys_by_kind)
    for i, a in enumerate(kinds):
        for b in kinds[i + 1 :]:
            assert not keys_by_kind[a] & keys_by_kind[b], (a, b)
    assert set(prompts._PROMPTS) == set(engine.DECISIONS)


# ---------------------------------------------------------------------------------------------
# Blocked: why not


def test_a_card_you_cannot_pay_for_says_what_is_missing() -> None:
    st = blank(2)
    st.hands[0] = ["galley"]
    st.res[0] = [1, 1, 0, 0]
    assert reasons_at(st, "seat:0:hand", "hand:0:galley") == [
        "Needs 3 driftwood, 1 seaweed and 1 seastone — you lack 2 driftwood and 1 seastone"
    ]
    st.treasure[0] = 2
    assert reasons_at(st, "seat:0:hand", "hand:0:galley") == [
        "Needs 3 driftwood, 1 seaweed and 1 seastone — you lack 2 driftwood and 1 seastone, "
        "more than your 2 treasure can cover"
    ]
    st.treasure[0] = 3  # now the treasure covers it: nothing is blocked
    assert reasons_at(st, "seat:0:hand") == []


def test_a_refused_play_gives_the_same_reason_and_changes_nothing() -> None:
    from game.core.rules import fingerprint

    st = blank(2)
    st.hands[0] = ["galley"]
    st.res[0] = [1, 1, 0, 0]
    before = fingerprint(RULES, st)
    with pytest.raises(IllegalAction) as exc:
        RULES.apply(st, PlayCard(seat=0, card="galley"))
    blocked = [b for b in why(st) if b.piece == "hand:0:galley"][0]
    assert (exc.value.key, exc.value.params) == (blocked.reason.key, dict(blocked.reason.params))
    assert fingerprint(RULES, st) == before


def test_a_full_city_blocks_space_taking_cards_only() -> None:
    st = blank(2)
    st.city[0] = ["grove"] * 15
    st.hands[0] = ["rope_bridge", "castaway"]
    st.res[0] = [2, 0, 0, 0]
    assert reasons_at(st, "seat:0:hand", "hand:0:rope_bridge") == ["Your city is full (15 cards)"]
    assert reasons_at(st, "seat:0:hand", "hand:0:castaway") == []


def test_a_unique_card_already_in_the_city_is_blocked_in_hand_and_bay() -> None:
    st = blank(2)
    st.city[0] = ["lighthouse"]
    st.hands[0] = ["lighthouse"]
    set_bay(st, ["lighthouse"])
    st.res[0] = [9, 9, 9, 9]
    text = "Lighthouse is unique and already in your city"
    assert reasons_at(st, "seat:0:hand", "hand:0:lighthouse") == [text]
    assert reasons_at(st, "bay:1", "bay:1") == [text]


def test_a_taken_location_names_whose_worker_is_there() -> None:
    st = blank(2)
    st.placed[1] = ["location:lookout"]
    assert reasons_at(st, "location:lookout") == ["Bo's worker is already here"]
    st.placed[1] = []
    st.placed[0] = ["location:lookout"]
    assert reasons_at(st, "location:lookout") == ["Your worker is already here"]


def test_no_worker_left_blocks_every_spot() -> None:
    st = blank(2)
    st.placed[0] = ["location:shore_seaweed"] * 2
    blocked = {b.zone: say(b.reason) for b in why(st) if b.piece is None}
    assert blocked["location:shore_driftwood"] == "You have no worker left to place."
    assert blocked["island:2"] == "You have no worker left to place."


def test_the_docks_need_a_card_in_hand_and_the_dunes_a_requirement() -> None:
    st = blank(2)
    assert reasons_at(st, "location:docks") == ["You have no card in hand to discard here"]
    assert reasons_at(st, "location:dunes") == [
        "You meet no map tile's requirement (or already hold every type left)"
    ]


def test_the_rival_s_pawns_block_their_space_and_bay_slot() -> None:
    st = blank(1)
    set_bay(st, FULL_BAY)
    st.pawn_loc = "island:1"
    st.pawn_bay = 4
    st.res[0] = [0, 0, 0, 9]
    assert reasons_at(st, "island:1") == ["The Rival's pawn blocks this space"]
    assert reasons_at(st, "bay:4", "bay:4") == ["The Rival's pawn blocks this Bay slot"]


def test_a_map_you_do_not_qualify_for_says_what_it_needs() -> None:
    st = blank(2)
    st.city[0] = ["grove", "tumbler", "diver", "inn"]
    st.stack.append({"k": "claim", "s": 0, "by": "dunes", "slack": {"cards": 0, "boat_spaces": 0}})
    st.maps_held[0] = [["crown_chart", 2]]
    st.maps["crown_chart"] = [1]
    st.boat[0] = 4
    got = {b.zone: say(b.reason) for b in why(st)}
    assert "maps:kelp_chart" not in got  # 3 green cards: claimable
    assert got["maps:harbor_chart"] == "Needs 3 red cards in your city — you have 1"
    assert got["maps:crown_chart"] == "You already hold a Crown Chart tile"
    assert got["maps:horizon_chart"] == "Needs your boat on space 9 or beyond — it is on 4"


def test_a_full_hand_cannot_receive_a_gift() -> None:
    st = blank(3)
    st.city[0] = ["post_office"]
    st.hands[0] = ["diver", "grove"]
    st.hands[1] = ["pirate"] * 8
    st.hands[2] = ["pirate"] * 2
    set_deck(st, ["hideout"] * 8)
    do(st, PlaceWorker(seat=0, spot="seat:0:city:0"))
    assert reasons_at(st, "seat:1:hand", "hand:1") == ["Bo's hand is full (8 cards)"]
    assert reasons_at(st, "seat:2:hand") == []


def test_an_anchored_construction_cannot_take_another_anchor() -> None:
    st = blank(2)
    st.city[0] = ["grove", "grove"]
    st.anchored[0] = [0]
    st.anchors_left[0] = 2
    st.res[0] = [0, 0, 0, 2]
    st.hands[0] = ["diver"]
    do(st, PlayCard(seat=0, card="diver"))
    assert reasons_at(st, "seat:0:city", "city:0:0") == ["This Grove already carries an anchor"]
    assert reasons_at(st, "seat:0:city", "city:0:1") == []


def test_a_pay_decision_is_answered_by_a_pay() -> None:
    st = blank(2)
    st.city[0] = ["market"]
    st.res[0] = [1, 1, 0, 0]
    st.treasure[0] = 1
    set_bay(st, FULL_BAY)
    do(st, PlayCard(seat=0, card="tumbler", slot=3))
    assert all(isinstance(a, Pay) for a in legal(st))


def test_blocked_is_empty_for_another_seat_s_view() -> None:
    st = blank(2)
    st.placed[1] = ["location:lookout"]
    assert RULES.blocked(RULES.view(st, 1)) == []
    assert RULES.blocked(RULES.view(st, None)) == []


# ---------------------------------------------------------------------------------------------
# Pieces: the ids the table draws


@pytest.mark.parametrize("players", [1, 2, 4])
def test_actions_and_blocked_name_pieces_that_zones_draws(players: int) -> None:
    ids = set(RULES.zone_ids(players))
    st = RULES.new_game(players, 11, {})
    rng = Rng(11)
    checked = 0
    while (seat := RULES.to_act(st)) is not None:
        view = RULES.view(st, seat)
        zones = RULES.zones(view)
        for b in RULES.blocked(view):
            assert b.zone in ids, b
            if b.piece is not None:
                assert b.piece in {p.id for p in zones.get(b.zone, ())}, b
                checked += 1
        la = legal(st)
        for a in la:
            info = RULES.describe(a)
            if info.piece is None:
                continue
            assert info.zone is not None
            pieces = zones.get(info.zone, ())
            # city cards are named by their face (see rules.describe); everything else by its id
            assert info.piece in {p.id for p in pieces} | {p.face for p in pieces if ":city" in info.zone}, (
                a,
                info,
            )
            checked += 1
        RULES.apply(st, la[rng.below(len(la))])
    assert checked > 100


def test_a_hand_piece_is_named_by_its_card() -> None:
    st = blank(2)
    st.hands[0] = ["diver", "grove", "diver"]
    ids = [p.id for p in RULES.zones(RULES.view(st, 0))["seat:0:hand"]]
    assert ids == ["hand:0:diver", "hand:0:grove", "hand:0:diver:2"]
    st.res[0] = [0, 0, 0, 2]
    assert RULES.describe(PlayCard(seat=0, card="diver")).piece == "hand:0:diver"


# ---------------------------------------------------------------------------------------------
# The log


def _lines(ev: list[Any]) -> list[str]:
    return [log_text(e, names) for e in ev if isinstance(e, Logged)]


def test_the_rival_s_season_steps_are_logged() -> None:
    st = blank(1, solo_level="captain")
    st.placed[0] = ["location:shore_seaweed"] * 2
    set_bay(st, FULL_BAY)
    lines = _lines(do(st, Prepare(seat=0)))
    assert "The Rival's pawn moves to island 2 ({})".format(tr(f"farshore.island.{st.islands[1]}")) in lines
    assert any(ln.startswith("The Rival's pawn now blocks Bay slot ") for ln in lines)
    assert any(ln.startswith("The Rival claims a ") for ln in lines)
    assert "The Rival's boat sails 1 space" in lines


def test_a_boat_moved_by_a_card_is_logged_with_the_card() -> None:
    st = blank(2)
    st.res[0] = [3, 1, 1, 0]
    st.hands[0] = ["galley"]
    set_wind(st, "prosperity", "common_construction")
    assert "Galley: Ann's boat sails 2 spaces" in _lines(do(st, PlayCard(seat=0, card="galley")))


def test_a_line_repeated_in_one_move_is_shown_once_with_its_count() -> None:
    st = blank(2)
    st.city[0] = ["tumbler", "tumbler"]
    st.placed[0] = ["location:shore_seaweed"] * 2
    lines = _lines(do(st, Prepare(seat=0)))
    assert lines.count("Ann activates Tumbler (×2)") == 1
    assert lines.count("Ann gains 1 seastone (×2)") == 1
    assert st.res[0][2] == 2


def test_every_viewer_reads_the_same_prompt_and_only_the_actor_gets_reasons() -> None:
    for n in (1, 3):
        st = RULES.new_game(n, 21, {})
        rng = Rng(21)
        while (seat := RULES.to_act(st)) is not None:
            key = RULES.prompt(RULES.view(st, seat)).key
            for viewer in [None, *range(n)]:
                view = RULES.view(st, viewer)
                assert RULES.prompt(view).key == key
                if viewer != seat:
                    assert RULES.blocked(view) == []
            la = legal(st)
            RULES.apply(st, la[rng.below(len(la))])


def test_refused_turn_actions_read_as_players_words() -> None:
    from game.core.i18n import has
    from tests.test_words import bad_words

    st = RULES.new_game(2, 8, {})
    rng = Rng(8)
    tried = 0
    while RULES.to_act(st) is not None and tried < 3000:
        if not st.stack:
            seat = st.current
            la = set(legal(st))
            attempts = [PlayCard(seat=seat, card=c) for c in engine.CARDS]
            attempts += [PlayCard(seat=seat, card=b[-1], slot=i + 1) for i, b in enumerate(st.bay) if b]
            attempts += [PlaceWorker(seat=seat, spot=z) for z in RULES.zone_ids(2)]
            for a in attempts:
                if a in la:
                    continue
                with pytest.raises(IllegalAction) as exc:
                    RULES.apply(st, a)
                assert has(exc.value.key), exc.value.key
                text = tr(exc.value.key, names, **exc.value.params)
                assert bad_words(text) is None, text
                tried += 1
        la2 = legal(st)
        RULES.apply(st, la2[rng.below(len(la2))])
    assert tried > 500
