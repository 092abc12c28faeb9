"""The spec's worked examples W1–W11 (§22), with their exact outcomes."""

from __future__ import annotations

from game.farshore import RULES, engine, scoring
from game.farshore.actions import (
    Anchor,
    ChooseGreen,
    ChooseOption,
    CloseIsland,
    Discard,
    Pay,
    PickRevealed,
    PlaceWorker,
    PlayCard,
    Prepare,
    Stop,
    TakeCard,
)
from tests.farshore.helpers import (
    bay_tops,
    blank,
    deck_top_first,
    do,
    legal,
    rng_giving,
    set_bay,
    set_deck,
    set_wind,
)

FULL_BAY = ["grove", "inn", "tumbler", "diver", "galley", "scribe", "port", "abbey"]


def test_w1_market_treasure_and_spend_vectors() -> None:
    st = blank(2)
    st.city[0] = ["market"]
    st.res[0] = [1, 1, 0, 0]
    st.treasure[0] = 1
    set_bay(st, ["grove", "inn", "tumbler", "diver", "galley", "scribe", "port", "abbey"])
    set_wind(st, "destination", "unique_critter")
    set_deck(st, ["hideout", "rope_bridge"])
    do(st, PlayCard(seat=0, card="tumbler", slot=3))
    opts = legal(st)
    assert set(opts) == {
        Pay(seat=0, spend=(0, 1, 0, 0, 1), ability="market"),
        Pay(seat=0, spend=(1, 0, 0, 0, 1), ability="market"),
        Pay(seat=0, spend=(1, 1, 0, 0, 0), ability="market"),
    }
    do(st, Pay(seat=0, spend=(1, 1, 0, 0, 0), ability="market"))
    assert st.res[0] == [0, 0, 1, 0]
    assert st.treasure[0] == 1
    assert st.boat[0] == 0
    assert bay_tops(st)[2] == "hideout"


def test_w2_anchors() -> None:
    st = blank(2)
    st.city[0] = ["inn", "grove"]
    st.res[0] = [0, 0, 0, 2]
    st.hands[0] = ["cooper", "diver"]
    set_bay(st, FULL_BAY[:1])
    do(st, PlayCard(seat=0, card="cooper"))  # the only D3 option, anchor(Inn), applies itself
    assert st.anchors_left[0] == 2 and st.anchored[0] == [0]
    assert st.res[0][3] == 2 and st.city[0][-1] == "cooper"
    st.current = 0
    do(st, PlayCard(seat=0, card="diver"))
    assert set(legal(st)) == {
        Anchor(seat=0, card="grove"),
        Pay(seat=0, spend=(0, 0, 0, 2, 0), ability="none"),
    }
    do(st, Anchor(seat=0, card="grove"))
    assert st.anchors_left[0] == 1 and st.res[0] == [0, 0, 1, 2]
    # a Steward can only be paid: the Inn already carries an anchor
    st.current = 0
    st.hands[0] = ["steward", "castaway"]
    opts = engine.pay_options(st, 0, RULES_CARD("steward"), "hand")
    assert opts == [Pay(seat=0, spend=(0, 0, 0, 2, 0), ability="none")]
    # a Castaway never uses an anchor
    assert engine.pay_options(st, 0, RULES_CARD("castaway"), "hand") == [
        Pay(seat=0, spend=(0, 0, 0, 0, 0), ability="none")
    ]


def RULES_CARD(cid: str):  # noqa: N802 - tiny local helper
    from game.farshore.data import DATA

    return DATA.cards[cid]


def test_w3a_galley_two_wind_matches_and_treasure() -> None:
    st = blank(2)
    st.boat[0] = 8
    st.res[0] = [3, 1, 1, 0]
    st.hands[0] = ["galley"]
    set_wind(st, "traveler", "unique_construction")
    do(st, PlayCard(seat=0, card="galley"))
    assert st.boat[0] == 12 and st.treasure[0] == 2
    assert scoring.sheet(st, 0).lines[5].points == 24 + 0


def test_w3b_sloop_at_the_end_of_the_track() -> None:
    st = blank(2)
    st.boat[0] = 38
    st.res[0] = [2, 2, 1, 0]
    st.hands[0] = ["sloop"]
    set_wind(st, "production", "unique_construction")
    do(st, PlayCard(seat=0, card="sloop"))
    assert st.boat[0] == 40 and st.treasure[0] == 0
    assert scoring.sheet(st, 0).lines[5].points == 60


def test_w3c_one_wind_match() -> None:
    st = blank(2)
    st.boat[0] = 8
    st.res[0] = [3, 1, 1, 0]
    st.hands[0] = ["galley"]
    set_wind(st, "destination", "unique_construction")
    do(st, PlayCard(seat=0, card="galley"))
    assert st.boat[0] == 11 and st.treasure[0] == 1


def test_w4_bay_stacking_and_refill_order() -> None:
    st = blank(2)
    set_bay(st, ["grove", "inn", "pirate", "diver", "port", "scribe", "galley", "abbey"])
    set_deck(st, ["grove", "diver", "manor", "scribe", "hideout", "tumbler"])
    st.res[0] = [2, 1, 0, 0]
    do(st, PlayCard(seat=0, card="inn", slot=2))
    assert st.bay == [
        ["grove", "grove"],
        ["manor"],
        ["pirate"],
        ["diver", "diver"],
        ["port"],
        ["scribe"],
        ["galley"],
        ["abbey"],
    ]
    assert deck_top_first(st) == ["scribe", "hideout", "tumbler"]
    # later A enters Summer (not last)
    st.current = 0
    st.season = [1, 1]
    st.placed[0] = ["location:shore_driftwood"] * 3
    st.hands[0] = []
    do(st, Prepare(seat=0), TakeCard(seat=0, slot=1), TakeCard(seat=0, slot=1))
    assert st.hands[0] == ["grove", "grove"]
    assert st.bay[0] == ["hideout"] and st.bay[5] == ["scribe", "scribe"]
    assert deck_top_first(st) == ["tumbler"]


def test_w5a_lookout_hand_limit() -> None:
    st = blank(2)
    st.city[0] = ["lighthouse_keeper"]
    st.hands[0] = ["rope_bridge", "galley", "diver", "diver", "pirate", "abbey"]
    set_bay(st, ["grove", "inn", "tumbler", "diver", "port", "scribe", "galley", "abbey"])
    set_deck(st, ["hideout", "sloop", "windmill", "manor", "cooper", "harbor"])
    do(st, PlaceWorker(seat=0, spot="location:lookout"))
    assert st.shells[0] == 1
    do(st, Discard(seat=0, card="rope_bridge"), Discard(seat=0, card="galley"), Stop(seat=0))
    assert len(st.hands[0]) == 4
    do(
        st,
        TakeCard(seat=0, slot=5),
        TakeCard(seat=0, slot=0),
        TakeCard(seat=0, slot=0),
        TakeCard(seat=0, slot=0),
    )
    assert len(st.hands[0]) == 8 and not st.stack and st.current == 1
    assert sorted(st.hands[0][4:]) == sorted(["port", "hideout", "sloop", "windmill"])
    assert bay_tops(st)[4] == "manor"
    assert deck_top_first(st) == ["cooper", "harbor"]
    assert len(st.discard) == 2


def test_w5b_rope_bridge_draw_stops_at_hand_limit() -> None:
    st = blank(2)
    st.hands[0] = ["rope_bridge"] + ["pirate"] * 7
    st.res[0] = [2, 0, 0, 0]
    set_deck(st, ["hideout", "sloop"])
    do(st, PlayCard(seat=0, card="rope_bridge"))
    assert len(st.hands[0]) == 8 and deck_top_first(st) == ["sloop"]


def test_w5c_scribe_with_full_hand_still_discards() -> None:
    st = blank(2)
    st.hands[0] = ["pirate"] * 8
    st.city[0] = ["scribe"]
    set_deck(st, ["hideout"])
    st.stack.append({"k": "endturn", "s": 0})
    engine.push_ops(st, RULES_CARD("scribe").production, 0, 0)
    engine.run(st, [])
    assert len(st.hands[0]) == 7 and deck_top_first(st) == ["hideout"]


W6_CITY = [
    "grove",
    "grove",
    "tumbler",
    "inn",
    "abbey",
    "post_office",
    "crows_nest",
    "market",
    "scriptorium",
    "steward",
    "diver",
    "scribe",
    "sail_maker",
    "beach_sledge",
    "castaway",
]


def test_w6_city_limit_and_postal_pigeon() -> None:
    st = blank(2)
    st.city[0] = list(W6_CITY)
    st.hands[0] = ["postal_pigeon", "rope_bridge"]
    st.res[0] = [2, 0, 0, 2]
    set_wind(st, "traveler", "common_critter")
    set_deck(st, ["rope_bridge", "shipwreck", "hideout"])
    plays = [a for a in legal(st) if isinstance(a, PlayCard)]
    assert plays == [PlayCard(seat=0, card="rope_bridge"), PlayCard(seat=0, card="postal_pigeon")]
    do(st, PlayCard(seat=0, card="postal_pigeon"))
    assert st.reveal == ["rope_bridge", "shipwreck"]
    assert set(legal(st)) == {PickRevealed(seat=0, card=""), PickRevealed(seat=0, card="shipwreck")}
    do(st, PickRevealed(seat=0, card="shipwreck"))
    assert st.boat[0] == 3 and st.treasure[0] == 2 and st.res[0][0] == 3
    assert st.discard == ["rope_bridge"]
    spaces = sum(1 for c in st.city[0] if RULES_CARD(c).space)
    assert spaces == 15 and len(st.city[0]) == 17
    st.current = 0
    assert PlayCard(seat=0, card="rope_bridge") not in legal(st)


def test_w7_rising_tide_three_players() -> None:
    st = blank(3)
    st.islands = ["gull_rock", "wreck_reef", "old_quay"]
    st.island_open = [True, True, True]
    st.placed[1] = ["island:1"]
    st.placed[2] = ["island:3"]
    st.season = [1, 2, 2]
    st.city[2] = ["lighthouse"]
    st.boat[2] = 5
    st.placed[0] = ["location:shore_driftwood"] * 3
    set_wind(st, "traveler", "common_critter", "production", "common_construction")
    set_bay(st, ["grove", "inn", "pirate", ["diver", "diver"], "port", "scribe", "galley", "abbey"])
    set_deck(st, ["hideout", "tumbler"])
    do(st, Prepare(seat=0), TakeCard(seat=0, slot=4), TakeCard(seat=0, slot=4))
    assert st.hands[0] == ["diver", "diver"] and bay_tops(st)[3] == "hideout"
    assert set(legal(st)) == {CloseIsland(seat=0, slot=k) for k in (1, 2, 3)}
    do(st, CloseIsland(seat=0, slot=1))
    assert set(legal(st)) == {CloseIsland(seat=0, slot=k) for k in (2, 3)}
    do(st, CloseIsland(seat=0, slot=3))
    assert st.placed[1] == [] and st.placed[2] == []
    assert engine.workers_free(st, 1) == 4 and engine.workers_free(st, 2) == 4
    assert st.wind[0][0] == "wind_a_production" and st.wind[1][0] == "wind_b_common_construction"
    assert st.boat[2] == 6 and st.treasure[2] == 1
    assert st.island_open == [False, True, False]
    assert engine.workers_free(st, 0) == 4


def test_w8a_spring_production_order() -> None:
    st = blank(2)
    st.city[0] = ["grove", "diver", "merchant", "scribe"]
    st.res[0] = [1, 0, 0, 0]
    st.hands[0] = ["pirate"] * 7
    set_deck(st, ["hideout", "sloop"])
    st.placed[0] = ["location:shore_driftwood"] * 2
    do(st, Prepare(seat=0))
    assert set(legal(st)) == {ChooseGreen(seat=0, card=c) for c in ("diver", "grove", "merchant", "scribe")}
    do(st, ChooseGreen(seat=0, card="grove"), ChooseGreen(seat=0, card="diver"))
    assert set(legal(st)) == {ChooseGreen(seat=0, card="merchant"), ChooseGreen(seat=0, card="scribe")}
    do(st, ChooseGreen(seat=0, card="scribe"))
    assert len(st.hands[0]) == 8 and deck_top_first(st) == ["sloop"]
    assert Stop(seat=0) not in legal(st)
    do(st, Discard(seat=0, card="hideout"))
    labels = {a.label for a in legal(st)}
    assert labels == {"decline", "pay:0,0,1,1", "pay:1,0,0,1", "pay:1,0,1,0"}
    do(st, next(a for a in legal(st) if isinstance(a, ChooseOption) and a.label == "pay:1,0,0,1"))
    assert st.res[0] == [0, 0, 1, 0] and st.treasure[0] == 1 and len(st.hands[0]) == 7
    assert engine.workers_free(st, 0) == 3
    assert st.wind_seen == [0, 0]  # not last: no wind change


def test_w8b_autumn_takes_then_production_and_wind() -> None:
    st = blank(2)
    st.city[0] = ["grove", "sail_maker"]
    st.hands[0] = ["pirate"] * 5
    st.season = [2, 3]
    st.placed[0] = ["location:shore_driftwood"] * 4
    set_bay(st, ["grove", "inn", "tumbler", "diver", "port", "scribe", "galley", "abbey"])
    set_deck(st, ["hideout", "sloop", "windmill"])
    up = (st.wind[0][0], st.wind[1][0])
    do(st, Prepare(seat=0), TakeCard(seat=0, slot=7), TakeCard(seat=0, slot=0))
    assert bay_tops(st)[6] == "sloop"
    do(st, ChooseGreen(seat=0, card="sail_maker"))
    assert len(st.hands[0]) == 8 and "windmill" in st.hands[0]
    assert st.res[0] == [0, 1, 0, 1]
    assert (st.wind[0][0], st.wind[1][0]) != up and st.wind_seen == [1, 1]
    assert engine.workers_free(st, 0) == 5


W9_CITY = [
    "harbor",
    "windmill",
    "admiral",
    "pilgrim",
    "grove",
    "grove",
    "tumbler",
    "sea_chip",
    "inn",
    "post_office",
    "steward",
    "castaway",
    "shipwreck",
    "customs_officer",
]


def test_w9_end_scoring_with_prosperity_and_maps() -> None:
    st = blank(2)
    st.city[0] = list(W9_CITY)
    st.boat[0] = 12
    st.maps_held[0] = [["kelp_chart", 2], ["harbor_chart", 1], ["council_chart", 1]]
    st.shells[0] = 3
    st.treasure[0] = 2
    st.res[0] = [0, 1, 0, 0]
    sh = scoring.sheet(st, 0)
    assert [ln.points for ln in sh.lines] == [22, 31, 3, 4, 12, 24]
    assert sh.total == 96
    assert sh.tiebreak == (12, 3, 2, 1)


def test_w10_ties_treasure_then_shared() -> None:
    st = blank(2)
    for s in (0, 1):
        st.boat[s] = 14
        st.maps_held[s] = [["kelp_chart", 1], ["harbor_chart", 1], ["council_chart", 1], ["crown_chart", 1]]
    st.treasure = [1, 2]
    st.shells = [84 - 28 - 16 - 2, 84 - 28 - 16 - 4]
    assert [s.total for s in RULES.score(st)] == [84, 84]
    out = RULES.outcome(st)
    assert out.winners == (1,) and out.decided_by == "farshore.tiebreak.treasure_tokens"
    st.treasure = [2, 2]
    st.shells = [84 - 28 - 16 - 4] * 2
    st.res = [[1, 1, 1, 0], [0, 0, 0, 3]]
    st.city[0] = ["warehouse"]
    st.stored[0] = {0: [3, 0, 0, 0]}
    st.shells[0] -= 2  # the Warehouse's printed points
    assert [s.total for s in RULES.score(st)] == [84, 84]
    out = RULES.outcome(st)
    assert out.winners == (0, 1) and out.decided_by == "shared"


def test_w11a_solo_rival_take() -> None:
    st = blank(1, solo_level="bosun")
    set_bay(st, list(FULL_BAY))
    st.pawn_bay = 3
    set_deck(st, ["hideout", "sloop", "windmill", "manor"])
    set_wind(st, "traveler", "common_critter")
    st.hands[0] = ["rope_bridge"]
    st.res[0] = [2, 0, 0, 0]
    plays = [a for a in legal(st) if isinstance(a, PlayCard)]
    assert plays == [PlayCard(seat=0, card="rope_bridge")]
    st.rng = rng_giving([(8, 4)])
    do(st, PlayCard(seat=0, card="rope_bridge"))
    assert sorted(st.hands[0]) == ["hideout", "sloop"]
    assert st.boat[0] == 1
    assert st.rival_city == ["galley"] and bay_tops(st)[4] == "windmill" and st.rival_boat == 1


def test_w11b_rival_map_claim_wraps_past_held_and_empty() -> None:
    st = blank(1, solo_level="bosun")
    set_bay(st, list(FULL_BAY))
    st.rival_maps = [["council_chart", 2]]
    st.maps["council_chart"] = [1]
    st.maps["wanderer_chart"] = []
    st.rng = rng_giving([(8, 0), (6, 2)])
    engine.run_rival_season(st, {"k": "rival_season", "s": 0, "season": 2}, [])
    assert st.rival_maps[-1] == ["crown_chart", 2]
    assert st.pawn_loc == "location:lookout" and st.pawn_bay == 1


def _w11c_state(level: str):  # type: ignore[no-untyped-def]
    st = blank(1, solo_level=level)
    st.rival_city = ["galley", "shipwreck", "castaway", "harbor", "pirate"]
    st.rival_boat = 9
    st.rival_treasure = 4
    st.rival_maps = [["kelp_chart", 2], ["crown_chart", 2]]
    return st


def test_w11c_rival_score_per_level() -> None:
    assert scoring.rival_sheet(_w11c_state("deckhand")).total == 42
    assert scoring.rival_sheet(_w11c_state("bosun")).total == 45
    assert scoring.rival_sheet(_w11c_state("captain")).total == 46
    assert [ln.points for ln in scoring.rival_sheet(_w11c_state("bosun")).lines] == [11, 8, 8, 18]


def test_w11d_solo_draw_and_win_on_leftover_resources() -> None:
    st = _w11c_state("bosun")
    st.boat[0] = 9
    st.treasure[0] = 4
    st.maps_held[0] = [["kelp_chart", 2], ["crown_chart", 2]]
    st.shells[0] = 11
    assert RULES.score(st)[0].total == 45
    out = RULES.outcome(st)
    assert out.winners == () and out.decided_by == "farshore.result.draw"
    st.res[0] = [1, 0, 0, 0]
    out = RULES.outcome(st)
    assert out.winners == (0,) and out.decided_by == "farshore.tiebreak.leftover_resources"
