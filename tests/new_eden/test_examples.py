"""The worked examples of spec §17 (E1–E11), with their exact expected results."""

from __future__ import annotations

import pytest

from game.new_eden import RULES, engine, handlers
from game.new_eden.actions import (
    CommitWilds,
    CompleteMission,
    Done,
    DontPay,
    KeepOpeningMission,
    PayFeeding,
    PickStartingToken,
    TakeBuilding,
    TakeDie,
)
from game.new_eden.state import event_met, metrics

from .util import blank, dice, play, refuge


@pytest.fixture
def stop_after_type(monkeypatch):
    """Stop the claim phase when the current building type is over (no automatic next type)."""
    original = engine._begin_type

    def install(s, ctype):
        def begin(state, ev):
            if state.ctype != ctype:
                state.actor = None
                state.stage = "stopped"
                return
            original(state, ev)

        monkeypatch.setattr(engine, "_begin_type", begin)
        s.phase = "claim"
        s.ctype = ctype
        ev = []
        begin(s, ev)
        handlers.settle(s, ev)
        return ev

    return install


def test_claim_example_wilds_and_bat_tie_order(stop_after_type):
    """E1: four players, brawler type: declarations C, D, A, B; rank B, A, C, D."""
    s = blank(4)
    s.binoculars, s.bat = 2, 1
    s.brow["brawler"] = ["BRA-04", "BRA-09", "BRA-12"]
    s.bd_dice = [
        dice(brawler=2, wild=1, healer=1, farmer=1),
        dice(brawler=1, wild=2, sage=1, farmer=1),
        dice(brawler=2, healer=2, sage=1),
        dice(brawler=1, wild=1, farmer=2, sage=1),
    ]
    s.waiting[3] = ["jack"]
    stop_after_type(s, 1)
    # C (base 2, no wilds) declared automatically; D decides first
    assert s.decl[2] == [2, 0, 0]
    assert RULES.to_act(s) == 3
    assert len(RULES.legal_actions(s)) == 4
    play(s, CommitWilds(seat=3, building_type="brawler", dice=0, jacks=1))
    assert RULES.to_act(s) == 0
    play(s, CommitWilds(seat=0, building_type="brawler", dice=1, jacks=0))
    play(s, CommitWilds(seat=1, building_type="brawler", dice=2, jacks=0))
    assert s.ranked == [1, 0, 2, 3]
    assert RULES.to_act(s) == 1
    play(s, TakeBuilding(seat=1, card="BRA-12"))
    play(s, TakeBuilding(seat=0, card="BRA-09"))
    assert s.stage == "stopped"
    assert s.r_cards == [["BRA-09"], ["BRA-12"], ["BRA-04"], []]
    assert s.bd_dice[0] == dice(healer=1, farmer=1)
    assert s.bd_dice[1] == dice(sage=1, farmer=1)
    assert s.bd_dice[2] == dice(healer=2, sage=1)
    assert s.bd_dice[3] == dice(wild=1, farmer=2, sage=1)
    assert s.waiting[3] == []
    assert s.r_tokens[3] == ["slacker"]
    assert metrics(s, 3)["survivors.total"] == 1


def test_rulebook_claim_example_lucy_wins_tie_with_bat(stop_after_type):
    """E2: two players, tinkerer type; Lucy commits two jacks and wins the tie with the Bat."""
    s = blank(2)
    s.binoculars, s.bat = 0, 1
    s.brow["tinkerer"] = ["TIN-01", "TIN-07"]
    s.bd_dice = [dice(tinkerer=2), dice(tinkerer=1)]
    s.waiting = [["tinkerer"], ["jack", "jack", "jack"]]
    stop_after_type(s, 0)
    assert s.decl[0] == [3, 0, 0]
    assert RULES.to_act(s) == 1
    play(s, CommitWilds(seat=1, building_type="tinkerer", dice=0, jacks=2))
    assert RULES.to_act(s) == 1  # Bat holder picks first
    play(s, TakeBuilding(seat=1, card="TIN-01"))
    assert s.r_cards == [["TIN-07"], ["TIN-01"]]
    assert s.cans == [2, 0]
    assert s.r_tokens == [["tinkerer"], ["slacker", "slacker"]]
    assert s.waiting == [[], ["jack"]]
    assert s.bd_dice[0][0] == 0 and s.bd_dice[1][0] == 0


def _m(brawler=0, bullet=0, healer=0, capsule=0, sage=0, book=0):
    m = {k: 0 for k in metrics(blank(2), 0)}
    m.update(
        {
            "survivors.brawler": brawler,
            "equipment.bullet": bullet,
            "survivors.healer": healer,
            "equipment.capsule": capsule,
            "survivors.sage": sage,
            "equipment.book": book,
        }
    )
    return m


def test_event_heroine_fills_one_slot_only():
    """E3: EVT-3A (3 equipped brawlers + 3 equipped sages)."""
    assert event_met(_m(brawler=5, bullet=5, sage=2, book=3), "EVT-3A", heroine=True)
    assert not event_met(_m(brawler=6, bullet=6, sage=1, book=1), "EVT-3A", heroine=False)
    assert not event_met(_m(brawler=2, bullet=3, sage=2, book=2), "EVT-3A", heroine=True)


def test_event_rulebook_examples_lucy_and_max():
    """E3: Lucy fails EVT-2A; Max meets EVT-3A with the Heroine."""
    assert not event_met(_m(healer=3, capsule=2, sage=1, book=2), "EVT-2A", heroine=False)
    assert event_met(_m(brawler=4, bullet=5, sage=2, book=2), "EVT-3A", heroine=True)


def test_feeding_with_cans_all_or_nothing():
    """E4: W pays 2 cans for 6 VP, X declines, Y cannot pay in full, Z is fed for free."""
    s = blank(4)
    refuge(s, 0, {"farmer": 4, "slacker": 20})
    refuge(s, 1, {"farmer": 4, "slacker": 20})
    refuge(s, 2, {"farmer": 5, "slacker": 20})
    refuge(s, 3, {"farmer": 3, "slacker": 9})
    s.cans = [3, 3, 1, 0]
    s.phase = "window"
    ev = []
    engine.next_window(s, ev)
    assert RULES.to_act(s) == 0 and s.stage == "pay"
    assert RULES.legal_actions(s) == [PayFeeding(seat=0, cans=2), DontPay(seat=0)]
    play(s, PayFeeding(seat=0, cans=2))
    assert RULES.to_act(s) == 1
    play(s, DontPay(seat=1))
    assert [f[0] for f in s.feed_vp] == [6, 0, 0, 3]
    assert s.cans == [1, 3, 1, 0]


@pytest.mark.parametrize("complete,event,feeding", [(False, 0, 5), (True, 4, 0)])
def test_season_window_completion_changes_event_and_band(complete, event, feeding):
    """E5: completing MIS-B01 meets EVT-2B but pushes the population into a hungrier band."""
    s = blank(2)
    s.season = 2
    s.tower, s.tower_up = ["EVT-2B", "EVT-2A", "EVT-2C"], [True, False, False]
    refuge(
        s,
        0,
        {"brawler": 3, "healer": 2, "sage": 2, "tinkerer": 2, "farmer": 5, "slacker": 6},
        {"bullet": 2, "capsule": 1},
    )
    s.hand[0] = ["MIS-B01"]
    ev = []
    engine._begin_window(s, ev, final=False)
    assert RULES.to_act(s) == 0
    assert RULES.legal_actions(s) == [CompleteMission(seat=0, mission="MIS-B01"), Done(seat=0)]
    if complete:
        play(s, CompleteMission(seat=0, mission="MIS-B01"))
        assert RULES.legal_actions(s) == [Done(seat=0)]
    play(s, Done(seat=0))
    assert s.ev_vp[0][1] == event
    assert s.feed_vp[0][1] == feeding


def _to_final(s):
    """Run the end of winter: waiting jacks join, final window, scoring."""
    s.season = 4
    s.phase = "feed"
    s.queue = []
    ev = []
    engine.next_feed(s, ev)
    handlers.settle(s, ev)
    return ev


def test_consolation_prize_counts_unsuccessful_missions():
    """E6: TP09 — MIS-S01 ties (0), MIS-S14 scores 2, TP09 gives 2 x 2 = 4: X gains 6."""
    s = blank(2)
    refuge(s, 0, {"farmer": 5}, cards=["TIN-10", "TIN-05", "BRA-11"], missions=["MIS-B09"])
    refuge(s, 1, cards=["BRA-04", "BRA-13"])
    s.hand[0] = ["MIS-S01", "MIS-S14", "MIS-B11"]
    _to_final(s)
    assert RULES.to_act(s) == 0  # the final window asks the holder
    assert RULES.legal_actions(s) == [Done(seat=0)]
    play(s, Done(seat=0))
    lines = {(ln.category, ln.detail): ln.points for ln in RULES.score(s)[0].lines}
    assert lines[("new_eden.score.secret", "Champions: Brawlers (not scored)")] == 0
    assert lines[("new_eden.score.secret", "Handy (scored)")] == 2
    assert lines[("new_eden.score.end_power", "Pawnshop of Pigalle (Consolation Prize)")] == 4
    assert RULES.score(s)[0].total == 6


def test_guild_of_tinkerers_two_copies_stack():
    """E7: TP10 x 2 with 5 tinkerers (the late jack is no tinkerer) -> +10."""
    s = blank(3)
    refuge(s, 0, {"tinkerer": 2}, cards=["TIN-12", "TIN-13", "TIN-02"])
    s.waiting[0] = ["jack"]
    _to_final(s)
    assert s.phase == "over"
    assert s.r_tokens[0] == ["tinkerer", "tinkerer", "jack"]
    sheet = RULES.score(s)[0]
    end = [ln.points for ln in sheet.lines if ln.category == "new_eden.score.end_power"]
    assert end == [5, 5] and sheet.total == 10


def test_secret_missions_with_ties():
    """E8: most-ties fail, Toolkit counts, a shared fewest scores."""
    s = blank(3)
    refuge(s, 0, {"brawler": 7, "slacker": 2, "farmer": 21}, {"bullet": 5})
    refuge(s, 1, {"brawler": 7, "slacker": 1, "farmer": 20}, {"bullet": 4, "capsule": 4})
    refuge(s, 2, {"brawler": 3, "slacker": 1, "farmer": 27}, {"bullet": 5, "capsule": 3}, cards=["TIN-09"])
    assert [metrics(s, i)["survivors.total"] for i in range(3)] == [30, 28, 32]
    s.hand = [["MIS-S01", "MIS-S07"], ["MIS-S19"], ["MIS-S20", "MIS-S09"]]
    _to_final(s)
    for seat in (0, 1, 2):
        play(s, Done(seat=seat))
    got = [
        {ln.detail: ln.points for ln in sheet.lines if ln.category == "new_eden.score.secret"}
        for sheet in RULES.score(s)
    ]
    assert got == [
        {"Champions: Brawlers (not scored)": 0, "Hoarder: Bullets (not scored)": 0},
        {"Hard Workers (scored)": 6},
        {"Metropolis (scored)": 6, "Hoarder: Capsules (not scored)": 0},
    ]


@pytest.mark.parametrize(
    "jacks,winners,decided", [(3, (1,), "new_eden.tiebreak.survivors"), (2, (0, 1), "shared")]
)
def test_final_tie_break_on_survivors_with_late_jacks(jacks, winners, decided):
    """E9: waiting jacks join before the survivors tie-break."""
    s = blank(2)
    refuge(s, 0, {"farmer": 41})
    refuge(s, 1, {"farmer": 39})
    s.waiting[1] = ["jack"] * jacks
    s.ev_vp = [[58, 0, 0, 0], [58, 0, 0, 0]]
    _to_final(s)
    out = RULES.outcome(s)
    assert out.winners == winners and out.decided_by == decided


def test_full_final_score_sheet():
    """E10: D ends with 56: events 15, feeding 29, secret 4, END 6, Binoculars 2."""
    s = blank(4)
    refuge(s, 3, {"brawler": 3}, cards=["TIN-14", "TIN-10"])
    s.binoculars = 3
    s.hand[3] = ["MIS-S21", "MIS-S04"]
    s.ev_vp[3] = [3, 4, 3, 5]
    s.feed_vp[3] = [5, 7, 8, 9]
    _to_final(s)
    play(s, Done(seat=3))
    sheet = RULES.score(s)[3]
    assert sheet.total == 56
    lines = [(ln.category, ln.points, ln.detail) for ln in sheet.lines]
    assert sum(p for c, p, _ in lines if c.startswith("new_eden.score.event_")) == 15
    assert sum(p for c, p, _ in lines if c.startswith("new_eden.score.feeding_")) == 29
    assert lines[8:] == [
        ("new_eden.score.secret", 0, "Two Pairs: Brawlers (not scored)"),
        ("new_eden.score.secret", 4, "Lookout (scored)"),
        ("new_eden.score.end_power", 4, "Restored Carousel (Monument)"),
        ("new_eden.score.end_power", 2, "Pawnshop of Pigalle (Consolation Prize)"),
        ("new_eden.score.binoculars", 2, ""),
    ]


def test_opening_order_counter_clockwise_start_player_last():
    """E11: D, D, C, C, B, B, A, A, then A takes the first die of spring."""
    s = RULES.new_game(4, 11, {"start_player": 0})
    seen = []
    while s.phase == "opening":
        seat = RULES.to_act(s)
        legal = RULES.legal_actions(s)
        if isinstance(legal[0], PickStartingToken):
            seen.append((seat, "D1"))
            if seat == 0:
                assert len(legal) == 2
        else:
            assert isinstance(legal[0], KeepOpeningMission) and len(legal) == 3
            seen.append((seat, "D2"))
        play(s, legal[0])
    assert seen == [(3, "D1"), (3, "D2"), (2, "D1"), (2, "D2"), (1, "D1"), (1, "D2"), (0, "D1"), (0, "D2")]
    assert RULES.to_act(s) == 0 and isinstance(RULES.legal_actions(s)[0], TakeDie)
    assert len(s.box_tokens) == 1 and s.starting_pool == []
    assert all(len(w) == 1 for w in s.waiting) and all(len(h) == 1 for h in s.hand)
    assert len(s.mdeck) == 28
