"""The table speaks New Eden: each decision of spec §16 is named by its own prompt with its numbers,
the pieces a seat cannot use now say why, and every click is about one piece."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from game.core.i18n import tr
from game.core.messages import IllegalAction, Logged
from game.core.rng import Rng
from game.new_eden import RULES, engine, handlers
from game.new_eden.actions import (
    CommitWilds,
    CompleteMission,
    Done,
    KeepBridgeMission,
    NoSwap,
    PayFeeding,
    PickStartingToken,
    SwapFirstDie,
    TakeBuilding,
    TakeDie,
)
from game.new_eden.state import State

from .util import blank, dice, play, refuge

NAMES = ["Ada", "Bruno", "Chloé", "Dev"].__getitem__
EMPTY = {loc: [0] * 6 for loc in ("tower", "bridge", "restaurant", "city_center", "train_station")}


def said(s: State, seat: int | None = None) -> tuple[str, dict[str, Any], str]:
    """The prompt for the seat to act (seen from ``seat``, default that seat): key, params, text."""
    viewer = RULES.to_act(s) if seat is None else seat
    p = RULES.prompt(RULES.view(s, viewer))
    return p.key, dict(p.params), tr(p.key, NAMES, **p.params)


def why(s: State) -> dict[tuple[str, str | None], str]:
    """The blocked reasons in the acting seat's own view, by (zone, piece), in words."""
    out = {}
    for b in RULES.blocked(RULES.view(s, RULES.to_act(s))):
        out[(b.zone, b.piece)] = tr(b.reason.key, NAMES, **b.reason.params)
    return out


def words(key: str, params: Mapping[str, Any]) -> str:
    return tr(key, NAMES, **dict(params))


def _gather(s: State, board: dict[str, list[int]], seat: int = 0) -> None:
    s.phase = "gather"
    s.dice = {loc: board.get(loc, [0] * 6) for loc in EMPTY}
    s.taken = [0] * s.n
    s.first_done = [False] * s.n
    engine._start_turn(s, seat, [])
    handlers.settle(s, [])


def _claim(s: State, ctype: int) -> None:
    s.phase, s.ctype = "claim", ctype
    ev: list = []
    engine._begin_type(s, ev)
    handlers.settle(s, ev)


# ------------------------------------------------------------------------------------------
# one prompt per decision point


def test_prompt_names_the_opening_token_pick_with_the_tokens_left():
    """D1: the seat right of the start player picks first, among 5 tokens; the next among 4."""
    s = RULES.new_game(4, 3, {"start_player": 0})
    key, params, text = said(s)
    assert key == "new_eden.prompt.opening_token" and params["n"] == 5 and params["seat"] == 3
    assert text == "Opening: take one of the 5 starting survivor tokens for your board"
    play(s, PickStartingToken(seat=3, kind="sage"))
    key, params, text = said(s)
    assert key == "new_eden.prompt.opening_mission" and params["n"] == 3
    assert text == "Opening: keep 1 of your 3 missions secretly; the others go under the deck"
    play(s, RULES.legal_actions(s)[0])
    assert said(s)[1]["n"] == 4


def test_prompt_names_the_switchman_swap_and_the_die_it_moves():
    """D3a then D3b: the first die chosen is named in the second prompt."""
    s = blank(2)
    refuge(s, 0, cards=["TIN-02"])
    _gather(
        s, {"tower": dice(brawler=1, sage=1), "bridge": dice(sage=1, healer=1), "restaurant": dice(brawler=2)}
    )
    key, _, text = said(s)
    assert key == "new_eden.prompt.swap_first" and text.startswith("Switchman: before your first die")
    play(s, SwapFirstDie(seat=0, location="tower", face="brawler"))
    key, params, text = said(s)
    assert key == "new_eden.prompt.swap_second"
    assert (
        text == "Switchman: swap the brawler die at the Tower with a die of another face at another location"
    )
    reasons = why(s)
    assert reasons[("location:tower", "die:tower:sage:0")].startswith("A swap exchanges dice between two")
    assert reasons[("location:restaurant", "die:restaurant:brawler:1")] == (
        "Swapping two brawler dice would change nothing"
    )
    assert ("location:bridge", "die:bridge:healer:0") not in reasons  # a legal partner


def test_prompt_counts_the_free_slots_when_taking_a_die():
    """D4: a 2-player board has 7 slots; the last one reads as the last."""
    s = blank(2)
    _gather(s, {"tower": dice(sage=2), "bridge": dice(farmer=2)})
    key, params, text = said(s)
    assert key == "new_eden.prompt.take_die" and params["n"] == 7
    assert text == "Take a die from a location and do its action (7 free slots on your board)"
    s.taken[0] = 6
    assert said(s)[2] == "Take a die from a location and do its action (your last free slot)"


def test_prompt_names_the_location_double_shift_must_avoid():
    """D5: the second die comes from another location; the first die's location says why not."""
    s = blank(2)
    refuge(s, 0, cards=["TIN-03"])
    _gather(s, {"restaurant": dice(farmer=3), "tower": dice(sage=2)})
    play(s, TakeDie(seat=0, location="restaurant", face="farmer"))
    key, params, text = said(s)
    assert key == "new_eden.prompt.second_die" and params["location"] == "new_eden.location.restaurant"
    assert (
        text == "Double Shift: take a second die from a location other than the Restaurant, or no second die"
    )
    reasons = why(s)
    assert reasons[("location:restaurant", "die:restaurant:farmer:1")] == (
        "Double Shift: your second die must come from another location than the Restaurant"
    )
    assert not any(zone == "location:tower" for zone, _ in reasons)


def test_prompt_at_the_tower_says_the_first_flip_brings_the_heroine():
    """D6: with the Heroine still beside the Tower; a face-down event says it is down."""
    s = blank(2)
    s.tower_up = [True, False, True]
    _gather(s, {"tower": dice(sage=2), "bridge": dice(farmer=2)})
    play(s, TakeDie(seat=0, location="tower", face="sage"))
    key, params, text = said(s)
    assert key == "new_eden.prompt.flip_event_heroine" and params["n"] == 2
    assert text.endswith("face down; you also take the Heroine")
    down = s.tower[1]
    name = RULES.card_info(down)["name"]
    assert why(s)[("tower:events", down)] == f"{name} is already face down"
    s.heroine = 1
    assert said(s)[0] == "new_eden.prompt.flip_event"


def test_prompt_at_the_city_center_counts_the_items_and_a_held_bat_says_who_has_it():
    """D7: 3 equipment + Binoculars (the Bat is with seat 1 this season)."""
    s = blank(2)
    s.bat = 1
    _gather(s, {"city_center": dice(sage=2), "bridge": dice(farmer=2)})
    play(s, TakeDie(seat=0, location="city_center", face="sage"))
    key, params, text = said(s)
    assert key == "new_eden.prompt.take_item" and params["n"] == 4
    assert why(s)[("seat:1:items", "bat")] == "Bruno holds the Bat this season"
    # reasons are for the seat deciding, in its own view only
    assert RULES.blocked(RULES.view(s, 1)) == () and RULES.blocked(RULES.view(s, None)) == ()


def test_prompt_at_the_bridge_says_how_many_to_keep_of_how_many():
    """D8 with Negotiator: keep 2 of 3, then 1 of the 2 left."""
    s = blank(2)
    refuge(s, 0, cards=["TIN-04"])
    _gather(s, {"bridge": dice(sage=1), "tower": dice(sage=2)})
    play(s, TakeDie(seat=0, location="bridge", face="sage"))
    key, params, text = said(s)
    assert key == "new_eden.prompt.keep_bridge" and (params["n"], params["drawn"]) == (2, 3)
    assert text.startswith("Bridge: keep 2 of the 3 missions you drew (Negotiator)")
    play(s, KeepBridgeMission(seat=0, mission=sorted(s.bdraw)[0]))
    assert said(s)[2] == "Bridge: keep 1 of the 2 missions you drew; the others go under the deck"
    # the other seat sees the decision but not the cards
    assert said(s, seat=1)[1]["drawn"] == 2


def test_prompt_at_the_train_station_counts_the_tokens():
    """D9."""
    s = blank(2)
    s.station = ["jack", "jack", "sage"]
    _gather(s, {"train_station": dice(sage=2), "bridge": dice(farmer=2)})
    play(s, TakeDie(seat=0, location="train_station", face="sage"))
    key, params, text = said(s)
    assert key == "new_eden.prompt.take_token" and params["n"] == 3
    assert text == "Train Station: take one of the 3 survivor tokens for your board"


@pytest.mark.parametrize(
    "board,jacks,key,text",
    [
        (
            dice(brawler=1, wild=2),
            1,
            "new_eden.prompt.wilds_both",
            "Declare your strength for the brawler buildings: base 1; you may add wild dice (up to 2) and "
            "jacks (up to 1)",
        ),
        (
            dice(brawler=2, wild=1),
            0,
            "new_eden.prompt.wilds_dice",
            "Declare your strength for the brawler buildings: base 2; you may add your wild die",
        ),
        (
            dice(brawler=1),
            2,
            "new_eden.prompt.wilds_jacks",
            "Declare your strength for the brawler buildings: base 1; you may add up to 2 jacks",
        ),
    ],
)
def test_prompt_names_the_wilds_a_declaration_may_add(board, jacks, key, text):
    """D10: base from the type's dice, then the wild dice and jacks that may join."""
    s = blank(2)
    s.binoculars = 0
    s.brow["brawler"] = ["BRA-01", "BRA-02"]
    s.bd_dice = [board, dice()]
    s.waiting[0] = ["jack"] * jacks
    _claim(s, 1)
    assert RULES.to_act(s) == 0 and s.stage == "wilds"
    got_key, params, got = said(s)
    assert (got_key, got) == (key, text)
    assert why(s)[("row:brawler", None)] == "Buildings are chosen once everyone has declared, strongest first"


def test_prompt_names_the_place_in_the_claim_order_and_blind_salvage():
    """D11: first to choose with strength 2, the deck top offered by Blind Salvage; the second
    seat without it is told the deck is not for it, and rows of other types wait."""
    s = blank(3)
    s.bat = 0
    refuge(s, 0, cards=["TIN-06"])
    s.brow["brawler"] = ["BRA-04", "BRA-05", "BRA-06"]
    s.brow["sage"] = ["SAG-01"]
    s.bd_dice = [dice(brawler=2), dice(brawler=1), dice()]
    _claim(s, 1)
    key, params, text = said(s)
    assert key == "new_eden.prompt.building_salvage"
    assert text == (
        "First to choose (strength 2): take one of the 3 face-up brawler buildings or the top card of the "
        "deck (Blind Salvage)"
    )
    assert ("deck:building:brawler", "deck:brawler") not in why(s)
    play(s, TakeBuilding(seat=0, card="BRA-04"))
    key, params, text = said(s)
    assert key == "new_eden.prompt.building" and params["place"] == "new_eden.place.2"
    assert text == "Second to choose (strength 1): take one of the 2 face-up brawler buildings"
    reasons = why(s)
    assert (
        reasons[("deck:building:brawler", "deck:brawler")]
        == "Only Blind Salvage lets you take the top card of a deck"
    )
    assert reasons[("row:sage", None)] == "Only the brawler buildings are being claimed now"


def test_prompt_in_the_mission_window_counts_what_can_be_completed():
    """D12: one ready mission; a mission that is not ready says what it lacks; a secret one waits."""
    s = blank(2)
    refuge(s, 0, {"brawler": 3, "healer": 2, "sage": 1})
    s.hand[0] = ["MIS-B01", "MIS-B03", "MIS-S01"]
    engine._begin_window(s, [], final=False)
    key, params, text = said(s)
    assert key == "new_eden.prompt.window" and params["n"] == 1
    assert text == "Mission window: complete your ready new-building mission if you wish, then Done"
    reasons = why(s)
    assert reasons[("seat:0:missions", "MIS-B03")] == "War College needs 3 sages: you have 1 sage"
    assert reasons[("seat:0:missions", "MIS-S01")] == "A secret mission scores at the end of the game"
    assert ("seat:0:missions", "MIS-B01") not in reasons
    play(s, CompleteMission(seat=0, mission="MIS-B01"))
    assert said(s)[0] == "new_eden.prompt.window_none"


def test_prompt_in_a_window_says_nothing_of_another_seats_hand():
    """D12 seen by another seat: no count of ready missions, and no reasons at all."""
    s = blank(2)
    refuge(s, 0, {"brawler": 3, "healer": 2})
    s.hand[0] = ["MIS-B01"]
    s.hand[1] = ["MIS-S01"]
    engine._begin_window(s, [], final=False)
    key, params, _ = said(s, seat=1)
    assert key == "new_eden.prompt.window_any" and "n" not in params
    assert RULES.blocked(RULES.view(s, 1)) == ()
    assert RULES.blocked(RULES.view(s, None)) == ()


def test_prompt_in_the_final_window_says_it_is_the_last():
    """D12 at the end of the game, after waiting jacks join."""
    s = blank(2)
    refuge(s, 0, {"brawler": 4})
    s.hand[0] = ["MIS-B04", "MIS-B01"]
    s.season, s.phase, s.queue = 4, "feed", []
    ev: list = []
    engine.next_feed(s, ev)
    key, params, text = said(s)
    assert key == "new_eden.prompt.final_window" and params["n"] == 1
    assert text.startswith("Final mission window: complete your ready new-building mission")
    assert why(s)[("seat:0:missions", "MIS-B01")] == "Field Hospital needs 2 healers: you have 0 healers"


def test_prompt_for_feeding_names_the_shortfall_the_cans_and_the_vp():
    """D13 (E4): 24 survivors need 6 farmers; with 4, pay 2 of 3 cans for 6 VP."""
    s = blank(2)
    refuge(s, 0, {"farmer": 4, "slacker": 20})
    refuge(s, 1, {"farmer": 1, "slacker": 1})
    s.cans = [3, 0]
    s.phase = "window"
    engine.next_window(s, [])
    key, params, text = said(s)
    assert key == "new_eden.prompt.pay"
    assert (params["n"], params["need"], params["farmers"], params["cans"], params["vp"]) == (2, 6, 4, 3, 6)
    assert text == (
        "Feeding: 24 survivors need 6 farmers and you have 4; pay 2 cans (you have 3) to score 6 VP, "
        "or don't pay"
    )
    info = RULES.describe(PayFeeding(seat=0, cans=2))
    assert words(info.label, dict(info.params)) == "Pay 2 cans and feed everyone"
    info = RULES.describe(PayFeeding(seat=0, cans=1))
    assert words(info.label, dict(info.params)) == "Pay 1 can and feed everyone"


@pytest.mark.parametrize(
    "jacks,key", [(3, "new_eden.prompt.over_winner"), (2, "new_eden.prompt.over_shared")]
)
def test_prompt_at_the_end_names_the_winner_or_a_shared_victory(jacks, key):
    """E9: the survivors tie-break decides (late jacks count); a full tie is shared."""
    s = blank(2)
    refuge(s, 0, {"farmer": 41})
    refuge(s, 1, {"farmer": 39})
    s.waiting[1] = ["jack"] * jacks
    s.ev_vp = [[58, 0, 0, 0], [58, 0, 0, 0]]
    s.season, s.phase, s.queue = 4, "feed", []
    engine.next_feed(s, [])
    assert RULES.to_act(s) is None
    got, params, text = said(s, seat=0)
    assert got == key and params["points"] == 58
    if key.endswith("winner"):
        assert text == "The game is over: Bruno wins with 58 VP"
    assert said(s, seat=None)[0] == key


def test_each_decision_point_has_its_own_prompt_key():
    """Random games at every count: a prompt key never serves two different decisions (stages)."""
    by_stage: dict[str, set[str]] = {}
    for n in (2, 3, 4):
        s = RULES.new_game(n, 50 + n, {})
        rng = Rng(n)
        while (seat := RULES.to_act(s)) is not None:
            key = RULES.prompt(RULES.view(s, seat)).key
            by_stage.setdefault(s.stage, set()).add(key)
            legal = RULES.legal_actions(s)
            RULES.apply(s, legal[rng.below(len(legal))])
    for stage, keys in by_stage.items():
        for other, other_keys in by_stage.items():
            if other != stage:
                assert not keys & other_keys, (stage, other, keys & other_keys)
    assert {
        "token",
        "mission",
        "take",
        "tower",
        "city",
        "bridge",
        "station",
        "wilds",
        "building",
        "window",
    } <= set(by_stage)


# ------------------------------------------------------------------------------------------
# one click per choice, and every reason points at a drawn piece


def test_every_click_names_a_drawn_piece_and_no_two_choices_share_one():
    """describe(action).piece is an id zones(view) draws in that zone, for every legal action
    about a die, token, item, tile or card; two legal actions never share a piece."""
    about_a_piece = (
        "PickStartingToken KeepOpeningMission KeepBridgeMission SwapFirstDie SwapSecondDie TakeDie "
        "FlipEvent TakeItem TakeToken TakeBuilding TakeDeckTop CompleteMission"
    ).split()
    checked = 0
    for n in (2, 4):
        s = RULES.new_game(n, 70 + n, {})
        rng = Rng(70 + n)
        while (seat := RULES.to_act(s)) is not None:
            zones = RULES.zones(RULES.view(s, seat))
            places = set()
            legal = RULES.legal_actions(s)
            for a in legal:
                info = RULES.describe(a)
                if type(a).__name__ in about_a_piece:
                    assert info.zone is not None and info.piece is not None, a
                    assert info.piece in {p.id for p in zones[info.zone]}, (a, info)
                    assert (info.zone, info.piece) not in places, a
                    places.add((info.zone, info.piece))
                    checked += 1
            for b in RULES.blocked(RULES.view(s, seat)):
                assert b.zone in zones, b
                assert b.piece is None or b.piece in {p.id for p in zones[b.zone]}, b
            RULES.apply(s, legal[rng.below(len(legal))])
    assert checked > 500


def test_a_refused_action_gives_the_reason_of_its_piece():
    """Taking another type's building while brawlers are claimed says which type is claimed;
    completing a mission that is not ready says what it needs; the position is unchanged."""
    s = blank(2)
    s.bat = 0
    s.brow["brawler"] = ["BRA-04", "BRA-05"]
    s.brow["sage"] = ["SAG-01"]
    s.bd_dice = [dice(brawler=2), dice(brawler=1)]
    _claim(s, 1)
    before = RULES.state_to_json(s)
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, TakeBuilding(seat=0, card="SAG-01"))
    assert words(err.value.key, err.value.params) == "Only the brawler buildings are being claimed now"
    assert RULES.state_to_json(s) == before
    w = blank(2)
    refuge(w, 0, {"brawler": 1})
    w.hand[0] = ["MIS-B04"]
    engine._begin_window(w, [], final=False)
    with pytest.raises(IllegalAction) as err:
        RULES.apply(w, CompleteMission(seat=0, mission="MIS-B04"))
    assert words(err.value.key, err.value.params) == "Armory needs 4 brawlers: you have 1 brawler"
    with pytest.raises(IllegalAction) as err:
        RULES.apply(w, NoSwap(seat=0))
    assert words(err.value.key, err.value.params) == "That is not possible now"
    assert RULES.legal_actions(w) == [Done(seat=0)]


# ------------------------------------------------------------------------------------------
# names, plurals, the score sheet


def test_labels_and_log_lines_name_survivors_by_role_and_places_by_name():
    s = blank(2)
    _gather(s, {"train_station": dice(sage=2), "restaurant": dice(farmer=2)})
    info = RULES.describe(TakeDie(seat=0, location="train_station", face="sage"))
    assert words(info.label, dict(info.params)) == "Take a sage die from the Train Station"
    assert info.piece == "die:train_station:sage:0"
    lines = [
        words(e.key, e.param_dict())
        for e in play(s, TakeDie(seat=0, location="restaurant", face="farmer"))
        if isinstance(e, Logged)
    ]
    assert lines == ["Ada takes a farmer die from the Restaurant", "Ada takes a can at the Restaurant"]
    info = RULES.describe(CommitWilds(seat=0, building_type="sage", dice=1, jacks=2))
    assert words(info.label, dict(info.params)) == "Add 1 wild die and 2 jacks to your sage claim"
    info = RULES.describe(CommitWilds(seat=0, building_type="sage", dice=2, jacks=1))
    assert words(info.label, dict(info.params)) == "Add 2 wild dice and 1 jack to your sage claim"


def test_the_score_sheet_says_which_secret_missions_scored_by_name():
    """E8 (3 players): each secret mission is a line with its name and whether it scored."""
    s = blank(3)
    refuge(s, 0, {"brawler": 7, "slacker": 2, "farmer": 21}, {"bullet": 5})
    refuge(s, 1, {"brawler": 7, "slacker": 1, "farmer": 20}, {"bullet": 4, "capsule": 4})
    refuge(s, 2, {"brawler": 3, "slacker": 1, "farmer": 27}, {"bullet": 5, "capsule": 3}, cards=["TIN-09"])
    s.hand = [["MIS-S01", "MIS-S07"], ["MIS-S19"], ["MIS-S20", "MIS-S09"]]
    s.season, s.phase, s.queue = 4, "feed", []
    ev: list = []
    engine.next_feed(s, ev)
    for seat in (0, 1, 2):
        ev += play(s, Done(seat=seat))
    sheet = RULES.score(s)[2]
    secret = [(ln.points, ln.detail) for ln in sheet.lines if ln.category == "new_eden.score.secret"]
    assert secret == [(0, "Hoarder: Capsules (not scored)"), (6, "Metropolis (scored)")]
    logged = [words(e.key, e.param_dict()) for e in ev if isinstance(e, Logged)]
    assert "Chloé's secret mission Metropolis scores 6 VP" in logged
    assert "Chloé's secret mission Hoarder: Capsules does not score" in logged


def test_a_seat_without_secret_missions_or_end_cards_scores_zero_there_not_blank():
    """At the end every seat has a line for each final category, 0 when it has nothing there."""
    s = blank(2)
    refuge(s, 0, cards=["TIN-14"])
    s.hand[0] = ["MIS-S14"]
    s.season, s.phase, s.queue = 4, "feed", []
    engine.next_feed(s, [])
    play(s, Done(seat=0))
    assert RULES.to_act(s) is None
    finals = [[(ln.category, ln.points, ln.detail) for ln in sh.lines[8:]] for sh in RULES.score(s)]
    assert finals[0] == [
        ("new_eden.score.secret", 0, "Handy (not scored)"),
        ("new_eden.score.end_power", 4, "Restored Carousel (Monument)"),
        ("new_eden.score.binoculars", 0, ""),
    ]
    assert finals[1] == [
        ("new_eden.score.secret", 0, ""),
        ("new_eden.score.end_power", 0, ""),
        ("new_eden.score.binoculars", 0, ""),
    ]
