"""Claim rulings (spec §6.2, §10) and season transitions, one test per rule."""

from __future__ import annotations

from game.new_eden import RULES, engine, handlers
from game.new_eden.actions import CommitWilds, CompleteMission, Done, TakeBuilding, TakeDie
from game.new_eden.state import LOCATIONS

from .util import blank, dice, play, refuge


def _claim(s, ctype):
    s.phase, s.ctype = "claim", ctype
    ev = []
    engine._begin_type(s, ev)
    handlers.settle(s, ev)
    return ev


def test_bat_holder_wins_strength_ties():
    s = blank(3)
    s.bat = 2
    s.brow["healer"] = ["HEA-01", "HEA-11"]
    s.bd_dice = [dice(healer=2), dice(), dice(healer=2)]
    _claim(s, 2)
    assert s.ranked == [2, 0] and RULES.to_act(s) == 2


def test_tie_order_runs_clockwise_from_the_bat_holder_even_if_not_tied():
    """§10.42: Bat with seat 1 (strength 0): seat 2 beats seat 0 on a tie."""
    s = blank(3)
    s.bat = 1
    s.brow["sage"] = ["SAG-01", "SAG-11"]
    s.bd_dice = [dice(sage=1), dice(), dice(sage=1)]
    _claim(s, 3)
    assert s.ranked == [2, 0]


def test_declarations_start_with_the_binoculars_holder():
    """§10.26: seat 2 (Binoculars) declares first, then clockwise: 2, 0, 1."""
    s = blank(3)
    s.binoculars = 2
    s.brow["brawler"] = ["BRA-01", "BRA-11"]
    s.bd_dice = [dice(brawler=1, wild=1), dice(brawler=1, wild=1), dice(brawler=1, wild=1)]
    _claim(s, 1)
    order = []
    while s.stage == "wilds":
        order.append(RULES.to_act(s))
        play(s, CommitWilds(seat=RULES.to_act(s), building_type="brawler", dice=0, jacks=0))
    assert order == [2, 0, 1]


def test_committed_wilds_are_spent_even_without_a_card():
    """§10.5-6: the last-ranked seat gets nothing but still spends its dice and wilds."""
    s = blank(3)
    s.bat = 0
    s.brow["brawler"] = ["BRA-01"]
    s.bd_dice = [dice(brawler=3), dice(brawler=1, wild=1), dice()]
    s.waiting[1] = ["jack"]
    _claim(s, 1)
    play(s, CommitWilds(seat=1, building_type="brawler", dice=1, jacks=1))
    assert s.r_cards[0] == ["BRA-01"] and s.r_cards[1] == []
    assert s.bd_dice[1] == dice() and s.r_tokens[1] == ["slacker"] and s.waiting[1] == []


def test_claiming_is_mandatory_and_the_last_card_is_taken_automatically():
    s = blank(2)
    s.brow["farmer"] = ["FAR-01", "FAR-11"]
    s.bd_dice = [dice(farmer=2), dice(farmer=1)]
    _claim(s, 4)
    assert RULES.legal_actions(s) == [
        TakeBuilding(seat=0, card="FAR-01"),
        TakeBuilding(seat=0, card="FAR-11"),
    ]
    play(s, TakeBuilding(seat=0, card="FAR-11"))
    assert s.r_cards == [["FAR-11"], ["FAR-01"]] and s.cans == [0, 2]


def test_binoculars_holder_becomes_next_start_player_and_items_return():
    s = RULES.new_game(3, 21, {"start_player": 0})
    while s.phase != "window":
        play(s, RULES.legal_actions(s)[0])
    holder = s.binoculars
    assert holder is not None and s.bat is not None
    while s.season < 2:
        play(s, RULES.legal_actions(s)[0])
    assert s.start == holder and s.turn == holder
    assert s.bat is None and s.binoculars is None and s.heroine is None
    assert sum(s.tower_up) == 3 and len(s.ev_discard) == 3 and len(s.center_eq) == 3


def test_unclaimed_building_cards_are_discarded_at_season_end():
    s = RULES.new_game(4, 22, {})
    while s.season < 2 or s.phase == "opening":
        play(s, RULES.legal_actions(s)[0])
    assert sum(len(v) for v in s.bdisc.values()) > 0
    assert all(len(s.brow[t]) == 3 for t in s.brow)


def test_completing_a_mission_adds_its_reward_and_cans():
    """MIS-B07: 4 farmers -> +1 farmer, +3 cans; the card becomes public in the refuge."""
    s = blank(2)
    refuge(s, 0, {"farmer": 4})
    s.hand[0] = ["MIS-B07", "MIS-S01"]
    engine._begin_window(s, [], final=False)
    assert RULES.legal_actions(s) == [CompleteMission(seat=0, mission="MIS-B07"), Done(seat=0)]
    play(s, CompleteMission(seat=0, mission="MIS-B07"))
    assert s.cans[0] == 3 and s.r_missions[0] == ["MIS-B07"] and s.hand[0] == ["MIS-S01"]
    assert RULES.view(s, 1).seats[0].metric("survivors.farmer") == 5


def test_bridge_with_a_short_deck_draws_what_remains():
    """§10.14: two cards left -> draw 2, keep 1; empty deck -> nothing."""
    s = blank(2)
    s.mdeck, s.mbatch = s.mdeck[:2], s.mbatch[:2]
    s.phase = "gather"
    s.dice = {loc: [0] * 6 for loc in LOCATIONS}
    s.dice["bridge"] = dice(sage=2)
    s.dice["tower"] = dice(wild=2)
    engine._start_turn(s, 0, [])
    play(s, TakeDie(seat=0, location="bridge", face="sage"))
    assert len(s.bdraw) == 2 and s.bkeeps == 1
    play(s, RULES.legal_actions(s)[0])
    assert len(s.mdeck) == 1 and len(s.hand[0]) == 1
