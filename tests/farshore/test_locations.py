"""Every worker spot: board locations, islands and destination cards (§6, §12.1, §21)."""

from __future__ import annotations

import pytest

from game.farshore import engine
from game.farshore.actions import (
    ChooseResource,
    ClaimMap,
    Discard,
    GiveCard,
    GiveTo,
    Pay,
    PlaceWorker,
    PlayCard,
    Stop,
    TakeCard,
)
from tests.farshore.helpers import bay_tops, blank, do, legal, set_bay, set_deck

FULL_BAY = ["grove", "inn", "tumbler", "diver", "galley", "scribe", "port", "abbey"]


def spots(st) -> list[str]:  # type: ignore[no-untyped-def]
    return [a.spot for a in legal(st) if isinstance(a, PlaceWorker)]


@pytest.mark.parametrize(
    ("spot", "res", "cards"),
    [
        ("location:shore_driftwood", [3, 0, 0, 0], 0),
        ("location:shore_seaweed", [0, 2, 0, 0], 0),
        ("location:shore_seastone", [0, 0, 1, 0], 1),
        ("location:shore_mushroom", [0, 0, 0, 2], 0),
    ],
)
def test_shore_spots_yield_and_hold_any_number(spot: str, res: list[int], cards: int) -> None:
    st = blank(2)
    set_deck(st, ["hideout", "sloop"])
    st.placed[1] = [spot]
    do(st, PlaceWorker(seat=0, spot=spot))
    assert st.res[0] == res and len(st.hands[0]) == cards
    st.current = 0
    assert spot in spots(st)  # unlimited: still open, even to the same player


def test_docks_discards_one_to_three_for_resources_of_choice() -> None:
    st = blank(2)
    assert "location:docks" not in spots(st)  # empty hand: not offered
    st.hands[0] = ["pirate", "diver", "diver", "grove"]
    do(st, PlaceWorker(seat=0, spot="location:docks"))
    assert Stop(seat=0) not in legal(st)  # at least one discard once chosen
    do(st, Discard(seat=0, card="diver"), ChooseResource(seat=0, res="seastone"))
    assert Stop(seat=0) in legal(st)
    do(st, Discard(seat=0, card="diver"), ChooseResource(seat=0, res="mushroom"))
    do(st, Discard(seat=0, card="pirate"), ChooseResource(seat=0, res="seastone"))
    assert st.res[0] == [0, 0, 2, 1] and st.hands[0] == ["grove"] and not st.stack


def test_lookout_holds_one_worker() -> None:
    st = blank(2)
    set_bay(st, list(FULL_BAY))
    set_deck(st, ["hideout"] * 10)
    st.placed[1] = ["location:lookout"]
    assert "location:lookout" not in spots(st)


def test_lookout_with_full_hand_and_no_discard_ends_at_once() -> None:
    st = blank(2)
    set_bay(st, list(FULL_BAY))
    st.hands[0] = ["pirate"] * 8
    do(st, PlaceWorker(seat=0, spot="location:lookout"), Stop(seat=0))
    assert not st.stack and st.current == 1 and len(st.hands[0]) == 8


def test_dunes_claims_a_map_whose_requirement_is_met() -> None:
    st = blank(2)
    assert "location:dunes" not in spots(st)
    st.city[0] = ["grove", "grove", "tumbler"]
    do(st, PlaceWorker(seat=0, spot="location:dunes"))  # only the Kelp Chart: applied without asking
    assert st.maps_held[0] == [["kelp_chart", 2]] and st.maps["kelp_chart"] == [1]
    st.current = 0
    st.boat[0] = 9
    assert legal(st)[0]  # the Horizon Chart is now claimable
    do(st, PlaceWorker(seat=0, spot="location:dunes"))
    assert st.maps_held[0][-1] == ["horizon_chart", 2]
    st.current = 0
    assert "location:dunes" not in spots(st)  # one tile per type per player


def test_dunes_offers_each_claimable_type() -> None:
    st = blank(2)
    st.city[0] = ["grove", "grove", "tumbler", "harbor", "windmill"]
    do(st, PlaceWorker(seat=0, spot="location:dunes"))
    assert set(legal(st)) == {ClaimMap(seat=0, chart="kelp_chart"), ClaimMap(seat=0, chart="crown_chart")}


def _island(st, tile: str) -> None:  # type: ignore[no-untyped-def]
    st.islands[0] = tile
    st.island_open[0] = True


@pytest.mark.parametrize(
    ("tile", "res", "treasure", "shells", "cards", "boat"),
    [
        ("glimmer_isle", [0, 0, 2, 0], 0, 0, 1, 0),
        ("kelpwood_key", [2, 2, 0, 0], 0, 0, 0, 0),
        ("toadstool_atoll", [0, 0, 0, 3], 0, 0, 1, 0),
        ("wreck_reef", [1, 1, 0, 0], 1, 0, 0, 0),
        ("gull_rock", [0, 0, 0, 0], 0, 2, 3, 0),
    ],
)
def test_islands_without_decisions(
    tile: str, res: list[int], treasure: int, shells: int, cards: int, boat: int
) -> None:
    st = blank(2)
    set_deck(st, ["hideout", "sloop", "windmill", "manor"])
    st.islands = [tile, "beacon_isle"]
    st.island_box = []
    do(st, PlaceWorker(seat=0, spot="island:1"))
    assert st.res[0] == res and st.treasure[0] == treasure and st.shells[0] == shells
    assert len(st.hands[0]) == cards and st.boat[0] == boat
    st.current = 0
    assert "island:1" not in spots(st)  # one-paw spot


def test_trade_winds_isle_moves_boat_and_gives_a_resource() -> None:
    st = blank(2)
    st.islands = ["trade_winds_isle", "beacon_isle"]
    st.boat[0] = 1
    do(st, PlaceWorker(seat=0, spot="island:1"))
    assert st.boat[0] == 2 and st.treasure[0] == 1
    assert [a.res for a in legal(st)] == ["driftwood", "seaweed", "seastone", "mushroom"]
    do(st, ChooseResource(seat=0, res="seaweed"))
    assert st.res[0] == [0, 1, 0, 0]


def test_beacon_isle_two_choices_and_a_card() -> None:
    st = blank(2)
    st.islands = ["beacon_isle", "gull_rock"]
    set_deck(st, ["hideout"])
    do(
        st,
        PlaceWorker(seat=0, spot="island:1"),
        ChooseResource(seat=0, res="seastone"),
        ChooseResource(seat=0, res="seastone"),
    )
    assert st.res[0] == [0, 0, 2, 0] and st.hands[0] == ["hideout"]


def test_old_quay_plays_from_hand_or_bay_two_cheaper() -> None:
    st = blank(2)
    st.islands = ["old_quay", "gull_rock"]
    set_bay(st, ["galley", "harbor"])
    st.res[0] = [1, 0, 0, 0]
    st.hands[0] = ["galley"]  # 3D 1W 1S: two off still needs 3 units
    assert "island:1" not in spots(st)
    st.hands[0] = ["rope_bridge"]  # 2D -> free
    assert "island:1" in spots(st)
    set_bay(st, list(FULL_BAY))
    do(st, PlaceWorker(seat=0, spot="island:1"))
    opts = legal(st)
    assert PlayCard(seat=0, card="rope_bridge") in opts and PlayCard(seat=0, card="grove", slot=1) in opts
    do(st, PlayCard(seat=0, card="grove", slot=1))  # 2D 1W: two off leaves one unit
    assert all(isinstance(a, Pay) and a.ability == "old_quay" for a in legal(st)) or not st.stack
    assert st.city[0] == ["grove"] and st.res[0] == [0, 0, 0, 1]  # paid 1D, Grove produced 1M


def test_closed_island_is_not_offered() -> None:
    st = blank(2)
    st.island_open = [False, True]
    assert "island:1" not in spots(st) and "island:2" in spots(st)


def test_inn_plays_a_bay_card_three_cheaper_and_counts_as_from_the_bay() -> None:
    st = blank(2)
    st.city[0] = ["inn", "customs_office", "market"]
    set_bay(st, list(FULL_BAY))
    set_deck(st, ["hideout"])
    st.res[0] = [0, 0, 0, 0]
    assert "seat:0:city:0" in spots(st)  # the Rope... Grove (2D 1W) is free at -3
    do(st, PlaceWorker(seat=0, spot="seat:0:city:0"))
    opts = legal(st)
    assert PlayCard(seat=0, card="grove", slot=1) in opts
    assert PlayCard(seat=0, card="galley", slot=5) not in opts  # 5 units: 2 left, unaffordable
    do(st, PlayCard(seat=0, card="grove", slot=1))
    assert st.city[0][-1] == "grove" and st.shells[0] == 1  # Customs Office: played from the Bay
    assert bay_tops(st)[0] == "hideout"


def test_inn_not_offered_without_a_playable_bay_card() -> None:
    st = blank(2)
    st.city[0] = ["inn"]
    set_bay(st, ["galley", "harbor"])
    assert "seat:0:city:0" not in spots(st)


def test_post_office_give_discard_and_draw_to_eight() -> None:
    st = blank(2)
    st.city[0] = ["post_office"]
    st.hands[0] = ["pirate", "diver", "grove"]
    st.hands[1] = ["hideout"] * 6
    set_deck(st, ["sloop"] * 10)
    do(st, PlaceWorker(seat=0, spot="seat:0:city:0"))
    assert set(legal(st)) == {GiveTo(seat=0, target=-1), GiveTo(seat=0, target=1)}
    do(st, GiveTo(seat=0, target=1), GiveCard(seat=0, card="pirate"), GiveCard(seat=0, card="diver"))
    assert len(st.hands[1]) == 8  # receiver never pushed past 8: giving ends at 2 anyway
    do(st, Discard(seat=0, card="grove"))  # the hand is empty: discarding ends by itself
    assert st.hands[0] == ["sloop"] * 8


def test_post_office_gives_at_most_up_to_the_receivers_limit() -> None:
    st = blank(2)
    st.city[0] = ["post_office"]
    st.hands[0] = ["pirate", "diver"]
    st.hands[1] = ["hideout"] * 7
    set_deck(st, ["sloop"] * 10)
    do(
        st,
        PlaceWorker(seat=0, spot="seat:0:city:0"),
        GiveTo(seat=0, target=1),
        GiveCard(seat=0, card="pirate"),
    )
    assert len(st.hands[1]) == 8
    assert all(isinstance(a, (Discard, Stop)) for a in legal(st))


def test_post_office_skips_giving_without_a_receiver() -> None:
    st = blank(2)
    st.city[0] = ["post_office"]
    st.hands[0] = ["pirate"]
    st.hands[1] = ["hideout"] * 8
    set_deck(st, ["sloop"] * 10)
    do(st, PlaceWorker(seat=0, spot="seat:0:city:0"))
    assert set(legal(st)) == {Discard(seat=0, card="pirate"), Stop(seat=0)}


def test_abbey_discards_one_to_three_for_shells() -> None:
    st = blank(2)
    st.city[0] = ["abbey"]
    assert "seat:0:city:0" not in spots(st)  # empty hand
    st.hands[0] = ["pirate", "diver", "grove", "sloop"]
    do(st, PlaceWorker(seat=0, spot="seat:0:city:0"))
    do(st, Discard(seat=0, card="pirate"), Discard(seat=0, card="diver"), Discard(seat=0, card="grove"))
    assert st.shells[0] == 3 and st.hands[0] == ["sloop"] and not st.stack


def test_illuminator_discards_one_or_two_for_two_shells_each() -> None:
    st = blank(2)
    st.city[0] = ["illuminator"]
    st.hands[0] = ["pirate", "diver", "grove"]
    do(
        st,
        PlaceWorker(seat=0, spot="seat:0:city:0"),
        Discard(seat=0, card="pirate"),
        Discard(seat=0, card="grove"),
    )
    assert st.shells[0] == 4 and st.hands[0] == ["diver"] and not st.stack


def test_crows_nest_steward_cooper() -> None:
    st = blank(2)
    st.city[0] = ["crows_nest", "steward", "cooper"]
    set_deck(st, ["sloop"] * 5)
    st.boat[0] = 1
    do(st, PlaceWorker(seat=0, spot="seat:0:city:0"))
    assert st.boat[0] == 2 and st.treasure[0] == 1 and len(st.hands[0]) == 1
    st.current = 0
    do(st, PlaceWorker(seat=0, spot="seat:0:city:1"), ChooseResource(seat=0, res="driftwood"))
    assert st.res[0] == [1, 0, 0, 0] and len(st.hands[0]) == 2
    st.current = 0
    st.season[0] = 1
    do(st, PlaceWorker(seat=0, spot="seat:0:city:2"))
    assert st.res[0] == [2, 0, 0, 2]


def test_cartographer_lowers_requirements() -> None:
    st = blank(2)
    st.city[0] = ["cartographer", "grove", "diver"]
    st.boat[0] = 6
    do(st, PlaceWorker(seat=0, spot="seat:0:city:0"))
    assert set(legal(st)) == {ClaimMap(seat=0, chart="kelp_chart"), ClaimMap(seat=0, chart="horizon_chart")}


def test_two_copies_of_a_red_card_give_two_spots_one_option_at_a_time() -> None:
    st = blank(2)
    st.city[0] = ["steward", "steward"]
    set_deck(st, ["sloop"] * 5)
    assert [s for s in spots(st) if s.startswith("seat:")] == ["seat:0:city:0"]
    do(st, PlaceWorker(seat=0, spot="seat:0:city:0"), ChooseResource(seat=0, res="driftwood"))
    st.current = 0
    assert [s for s in spots(st) if s.startswith("seat:")] == ["seat:0:city:1"]


def test_destinations_are_for_their_owner_only() -> None:
    st = blank(2)
    st.city[1] = ["steward"]
    assert not [s for s in spots(st) if s.startswith("seat:")]


def test_lighthouse_keeper_pays_a_shell_before_the_spot() -> None:
    st = blank(2)
    st.city[0] = ["lighthouse_keeper"]
    st.islands = ["kelpwood_key", "gull_rock"]
    do(st, PlaceWorker(seat=0, spot="island:1"))
    assert st.shells[0] == 1
    st.current = 0
    do(st, PlaceWorker(seat=0, spot="location:shore_driftwood"))
    assert st.shells[0] == 1


def test_solo_pawns_block_a_spot_and_a_bay_slot() -> None:
    st = blank(1)
    set_bay(st, list(FULL_BAY))
    st.res[0] = [9, 9, 9, 9]
    st.pawn_loc = "island:1"
    st.pawn_bay = 1
    assert "island:1" not in spots(st) and "island:2" in spots(st)
    plays = [a.slot for a in legal(st) if isinstance(a, PlayCard)]
    assert 1 not in plays and 2 in plays


def test_no_worker_left_means_prepare() -> None:
    st = blank(2)
    st.placed[0] = ["location:shore_driftwood", "location:shore_seaweed"]
    assert not spots(st)
    assert engine.turn_options(st)[-1].TAG == "farshore.prepare"
    st.placed[0] = ["location:shore_driftwood"]
    assert all(a.TAG != "farshore.prepare" for a in legal(st))


def test_lookout_take_from_bay_is_public_and_refills_once() -> None:
    st = blank(2)
    set_bay(st, list(FULL_BAY))
    st.hands[0] = ["pirate"] * 6
    set_deck(st, ["hideout", "sloop"])
    do(st, PlaceWorker(seat=0, spot="location:lookout"), Stop(seat=0), TakeCard(seat=0, slot=1))
    assert st.bay[0] == []  # not refilled until the taking is over
    do(st, TakeCard(seat=0, slot=2))
    assert bay_tops(st)[:2] == ["hideout", "sloop"]
