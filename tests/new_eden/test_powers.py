"""One scenario per tinkerer power (spec §9), named after the rule."""

from __future__ import annotations

from game.new_eden import RULES, engine, handlers, scoring
from game.new_eden.actions import (
    FlipEvent,
    KeepBridgeMission,
    NoSecondDie,
    NoSwap,
    SwapFirstDie,
    SwapSecondDie,
    TakeBuilding,
    TakeDeckTop,
    TakeDie,
)
from game.new_eden.state import event_met, metrics

from .util import blank, dice, play, refuge

EMPTY = {loc: [0] * 6 for loc in ("tower", "bridge", "restaurant", "city_center", "train_station")}


def _gather(s, board, seat=0):
    s.phase = "gather"
    s.dice = {loc: board.get(loc, [0] * 6) for loc in EMPTY}
    s.taken = [0] * s.n
    s.first_done = [False] * s.n
    engine._start_turn(s, seat, [])
    handlers.settle(s, [])


def test_scavengers_luck_gives_one_can_on_the_first_die_only():
    """TP01: +1 can with the first die of the season, once even with Double Shift."""
    s = blank(2)
    refuge(s, 0, cards=["TIN-01", "TIN-03"])
    _gather(s, {"tower": dice(sage=2), "bridge": dice(wild=2), "city_center": dice(farmer=5)})
    play(s, TakeDie(seat=0, location="city_center", face="farmer"))
    assert s.cans[0] == 1 and s.stage == "second"
    play(s, NoSecondDie(seat=0))
    play(s, RULES.legal_actions(s)[0])  # city center item
    assert RULES.to_act(s) == 1
    play(s, TakeDie(seat=1, location="city_center", face="farmer"))
    play(s, RULES.legal_actions(s)[0])
    play(s, TakeDie(seat=0, location="city_center", face="farmer"))
    assert s.cans[0] == 1


def test_switchman_swaps_two_dice_before_the_first_die():
    """TP02: two dice at different locations with different faces exchange places."""
    s = blank(2)
    refuge(s, 0, cards=["TIN-02"])
    _gather(s, {"tower": dice(brawler=2), "bridge": dice(sage=1, brawler=1), "restaurant": dice(brawler=2)})
    assert s.stage == "swap1"
    legal = RULES.legal_actions(s)
    assert legal[0] == NoSwap(seat=0)
    assert SwapFirstDie(seat=0, location="tower", face="brawler") in legal
    play(s, SwapFirstDie(seat=0, location="tower", face="brawler"))
    # D3b has one option (the bridge sage): applied without asking (spec §10.35)
    assert s.dice["tower"] == dice(brawler=1, sage=1)
    assert s.dice["bridge"] == dice(brawler=2)
    assert s.stage == "take"


def test_switchman_second_die_must_differ_in_location_and_face():
    """TP02 D3b: only dice at another location with another face."""
    s = blank(2)
    refuge(s, 0, cards=["TIN-02"])
    _gather(
        s, {"tower": dice(brawler=1, sage=1), "bridge": dice(sage=1, healer=1), "restaurant": dice(brawler=2)}
    )
    play(s, SwapFirstDie(seat=0, location="tower", face="brawler"))
    assert RULES.legal_actions(s) == [
        SwapSecondDie(seat=0, location="bridge", face="healer"),
        SwapSecondDie(seat=0, location="bridge", face="sage"),
    ]
    play(s, SwapSecondDie(seat=0, location="bridge", face="healer"))
    assert s.dice["tower"] == dice(healer=1, sage=1) and s.dice["bridge"] == dice(sage=1, brawler=1)


def test_switchman_not_offered_without_a_useful_swap():
    """TP02: if no two locations hold different faces, the swap is not offered."""
    s = blank(2)
    refuge(s, 0, cards=["TIN-02"])
    _gather(s, {"tower": dice(wild=2), "bridge": dice(wild=2)})
    assert s.stage == "take"


def test_double_shift_takes_a_second_die_elsewhere_and_ends_a_turn_early():
    """TP03: second die from another location; actions in the order taken; same total dice."""
    s = RULES.new_game(2, 4, {"start_player": 0})
    s.r_cards[0] = ["TIN-03"]
    while s.phase == "opening":
        play(s, RULES.legal_actions(s)[0])
    s.dice["restaurant"] = dice(farmer=2)
    play(s, TakeDie(seat=0, location="restaurant", face="farmer"))
    assert s.stage == "second"
    legal = RULES.legal_actions(s)
    assert legal[0] == NoSecondDie(seat=0)
    assert all(a.location != "restaurant" for a in legal[1:])
    tower_face = next(a.face for a in legal[1:] if a.location == "tower")
    play(s, TakeDie(seat=0, location="tower", face=tower_face))
    # the restaurant die resolved first (can), then the Tower asks to flip
    assert s.cans[0] == 1 and s.stage == "tower" and RULES.to_act(s) == 0
    play(s, RULES.legal_actions(s)[0])
    assert s.heroine == 0 and s.taken[0] == 2
    turns = {0: 1, 1: 0}
    while s.phase == "gather":
        if s.stage == "take" and RULES.to_act(s) == 0:
            turns[0] += 1
        play(s, RULES.legal_actions(s)[0])
    assert turns[0] == 6 and s.taken == [7, 7]


def _bridge(cards):
    s = blank(2)
    refuge(s, 0, cards=cards)
    _gather(s, {"bridge": dice(sage=1), "tower": dice(sage=2)})
    play(s, TakeDie(seat=0, location="bridge", face="sage"))
    return s


def test_negotiator_keeps_one_extra_mission():
    """TP04: draw 3, keep 2, one at a time; the third goes to the bottom."""
    s = _bridge(["TIN-04"])
    assert s.stage == "bridge" and len(s.bdraw) == 3 and s.bkeeps == 2
    deck = len(s.mdeck)
    play(s, KeepBridgeMission(seat=0, mission=sorted(s.bdraw)[0]))
    assert s.stage == "bridge" and len(s.bdraw) == 2
    play(s, KeepBridgeMission(seat=0, mission=sorted(s.bdraw)[0]))
    assert len(s.hand[0]) == 2 and not s.bdraw and len(s.mdeck) == deck + 1


def test_scout_draws_two_extra_missions():
    """TP05: draw 5, keep 1; with TP04 too: draw 5, keep 2."""
    s = _bridge(["TIN-05"])
    assert len(s.bdraw) == 5 and s.bkeeps == 1
    both = _bridge(["TIN-04", "TIN-05"])
    assert len(both.bdraw) == 5 and both.bkeeps == 2
    plain = _bridge([])
    assert len(plain.bdraw) == 3 and plain.bkeeps == 1


def _claim_brawlers(n, cards_of_seat0, row):
    s = blank(n)
    refuge(s, 0, cards=cards_of_seat0)
    s.brow["brawler"] = list(row)
    s.bd_dice = [dice(brawler=1) for _ in range(n)]
    s.phase, s.ctype = "claim", 1
    ev = []
    engine._begin_type(s, ev)
    handlers.settle(s, ev)
    return s


def test_blind_salvage_takes_the_deck_top_so_one_more_player_gets_a_card():
    """TP06: the owner takes the deck top; the face-up cards stay for the players below."""
    s = _claim_brawlers(3, ["TIN-06"], ["BRA-04", "BRA-05"])
    assert RULES.to_act(s) == 0
    legal = RULES.legal_actions(s)
    assert legal[-1] == TakeDeckTop(seat=0, building_type="brawler") and len(legal) == 3
    top = s.bdeck["brawler"][0]
    play(s, TakeDeckTop(seat=0, building_type="brawler"))
    play(s, TakeBuilding(seat=1, card="BRA-04"))
    assert s.r_cards[0] == ["TIN-06", top]
    assert s.r_cards[1] == ["BRA-04"] and s.r_cards[2] == ["BRA-05"]


def test_blind_salvage_works_when_no_face_up_card_is_left():
    """TP06: ranked last with the row empty, the owner still takes the deck top (forced)."""
    s = blank(3)
    refuge(s, 2, cards=["TIN-06"])
    s.brow["brawler"] = ["BRA-04", "BRA-05"]
    s.bd_dice = [dice(brawler=1) for _ in range(3)]
    s.phase, s.ctype = "claim", 1
    top = s.bdeck["brawler"][0]
    ev = []
    engine._begin_type(s, ev)
    handlers.settle(s, ev)
    play(s, TakeBuilding(seat=0, card="BRA-04"))
    assert s.r_cards[2] == ["TIN-06", top]


def test_canned_stock_gives_two_cans_when_acquired():
    """TP07: +2 cans once, at acquisition."""
    s = blank(2)
    s.brow["tinkerer"] = ["TIN-08"]
    s.bd_dice = [dice(tinkerer=1), dice()]
    s.phase, s.ctype = "claim", 0
    ev = []
    engine._begin_type(s, ev)
    handlers.settle(s, ev)
    assert s.r_cards[0] == ["TIN-08"] and s.cans[0] == 2


def test_toolkit_counts_as_one_equipment_of_each_kind():
    """TP08: +1 bullet/book/capsule for events and secret missions (+3 total)."""
    s = blank(2)
    refuge(s, 0, {"brawler": 2}, {"bullet": 1}, cards=["TIN-09"])
    m = metrics(s, 0)
    assert (m["equipment.bullet"], m["equipment.book"], m["equipment.capsule"], m["equipment.total"]) == (
        2,
        1,
        1,
        4,
    )
    assert event_met(m, "EVT-1A", heroine=False)
    refuge(s, 0, {"brawler": 2}, {"bullet": 1})
    assert not event_met(metrics(s, 0), "EVT-1A", heroine=False)


def test_consolation_prize_two_copies_stack():
    """TP09: 2 VP per unsuccessful mission per copy; completed missions do not count."""
    s = blank(2)
    refuge(s, 0, cards=["TIN-10", "TIN-11"], missions=["MIS-B01"])
    s.hand[0] = ["MIS-S13", "MIS-B11"]
    refuge(s, 1, cards=["TIN-01", "TIN-02", "TIN-03"])
    lines = scoring.final_lines(s)[0]
    assert [ln for ln in lines if ln[0] == "new_eden.score.end_power"] == [
        ["new_eden.score.end_power", 4, "TIN-10"],
        ["new_eden.score.end_power", 4, "TIN-11"],
    ]


def test_guild_of_tinkerers_counts_printed_and_token_tinkerers():
    """TP10: 1 VP per tinkerer survivor (cards and tokens)."""
    s = blank(2)
    refuge(s, 0, {"tinkerer": 3, "slacker": 2}, cards=["TIN-12", "TIN-01"])
    lines = scoring.final_lines(s)[0]
    assert ["new_eden.score.end_power", 5, "TIN-12"] in lines


def test_monument_scores_four_per_copy():
    """TP11: 4 VP; two copies 8."""
    s = blank(2)
    refuge(s, 0, cards=["TIN-14", "TIN-15"])
    lines = scoring.final_lines(s)[0]
    assert sum(ln[1] for ln in lines if ln[0] == "new_eden.score.end_power") == 8


def test_flip_event_first_tower_visitor_takes_the_heroine():
    """Tower: the first visitor takes the Heroine, the second does not."""
    s = blank(2)
    _gather(s, {"tower": dice(sage=2), "restaurant": dice(farmer=2), "bridge": dice(wild=2)})
    play(s, TakeDie(seat=0, location="tower", face="sage"))
    play(s, FlipEvent(seat=0, tile=s.tower[0]))
    assert s.heroine == 0
    play(s, TakeDie(seat=1, location="tower", face="sage"))
    assert s.stage == "tower"
    play(s, RULES.legal_actions(s)[0])
    assert s.heroine == 0 and sum(s.tower_up) == 1
