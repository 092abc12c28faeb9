"""Setup per player count, data validation, hidden information and rule details."""

from __future__ import annotations

import json

import pytest

from game.core.datafile import DataRefused
from game.core.rng import Rng
from game.new_eden import RULES, ZONE_IDS, engine, handlers, zone_ids
from game.new_eden.actions import CommitWilds, Done, TakeDie, TakeItem, TakeToken
from game.new_eden.data import DATA, PATH, Data
from game.new_eden.state import LOCATIONS

from .util import blank, dice, play, refuge


@pytest.mark.parametrize(
    "n,per,revealed,tin_deck,slots",
    [
        (2, {"tower": 2, "bridge": 2, "restaurant": 2, "city_center": 5, "train_station": 3}, 2, 10, 7),
        (3, {"tower": 2, "bridge": 2, "restaurant": 3, "city_center": 5, "train_station": 6}, 2, 10, 6),
        (4, {"tower": 2, "bridge": 3, "restaurant": 4, "city_center": 5, "train_station": 6}, 3, 12, 5),
    ],
)
def test_setup_per_player_count(n, per, revealed, tin_deck, slots):
    s = RULES.new_game(n, 3, {})
    assert {loc: sum(s.dice[loc]) for loc in LOCATIONS} == per
    assert all(len(s.brow[t]) == revealed for t in s.brow)
    assert len(s.bdeck["tinkerer"]) == tin_deck
    assert len(s.tin_box) == (3 if n < 4 else 0)
    assert engine.dpp(s) == slots
    # END cards at the bottom, the trimmed cards are never END
    flags = [DATA.cards[c].end_card for c in s.bdeck["tinkerer"]]
    assert flags == [False] * (tin_deck - 6) + [True] * 6
    assert not any(DATA.cards[c].end_card for c in s.tin_box + s.brow["tinkerer"])
    assert len(s.station) == 6 and [len(x) for x in s.tok_stacks] == [6, 6, 6]
    assert len(s.center_eq) == 3 and [len(x) for x in s.eq_stacks] == [3, 3, 3]
    assert sum(s.tower_up) == 3 and len(s.ev_box) == 1
    assert all(len(h) == 3 for h in s.hand) and len(s.mdeck) == 32 - 3 * n
    RULES.check_invariants(s)


def test_bad_player_count_and_option_refused():
    with pytest.raises(ValueError):
        RULES.new_game(5, 1, {})
    with pytest.raises(ValueError):
        RULES.new_game(2, 1, {"start_player": 3})
    with pytest.raises(ValueError):
        RULES.new_game(2, 1, {"colour": "red"})


def test_data_file_loads_and_a_broken_file_is_named():
    raw = json.loads(PATH.read_text())
    Data(raw)
    raw["building_cards"] = raw["building_cards"][:-1]
    with pytest.raises(DataRefused, match="75 building cards|15 farmer"):
        Data(raw)
    raw = json.loads(PATH.read_text())
    raw["population_track"][3]["min"] = 10
    with pytest.raises(DataRefused, match="contiguous"):
        Data(raw)


def test_data_invariants():
    assert len(DATA.cards) == 75 and sum(c.end_card for c in DATA.cards.values()) == 6
    assert len(DATA.missions) == 32 and len(DATA.events) == 16
    assert DATA.band(24)[2:] == (6, 6) and DATA.band(46)[2:] == (12, 12) and DATA.band(0)[2:] == (0, 0)


def test_wilds_need_a_specialist_of_the_type():
    """Base 0: no wild decision, strength 0, nothing spent."""
    s = blank(2)
    s.bd_dice = [dice(wild=3), dice(brawler=1)]
    s.waiting[0] = ["jack"]
    s.brow["brawler"] = ["BRA-01", "BRA-02"]
    s.phase, s.ctype = "claim", 1
    ev = []
    engine._begin_type(s, ev)
    handlers.settle(s, ev)
    assert s.decl[0] == [0, 0, 0] and s.ranked == [1]
    assert s.stage == "building" and RULES.to_act(s) == 1


def test_waiting_token_alone_allows_wilds():
    """§10.47: a waiting specialist token gives base 1, so wilds may be added."""
    s = blank(2)
    s.bd_dice = [dice(wild=1), dice()]
    s.waiting[0] = ["brawler"]
    s.brow["brawler"] = ["BRA-01", "BRA-02"]
    s.phase, s.ctype = "claim", 1
    engine._begin_type(s, [])
    assert s.stage == "wilds" and RULES.legal_actions(s) == [
        CommitWilds(seat=0, building_type="brawler", dice=0, jacks=0),
        CommitWilds(seat=0, building_type="brawler", dice=1, jacks=0),
    ]


def test_mission_window_asks_every_holder_even_with_nothing_completable():
    s = blank(3)
    s.hand = [["MIS-S01"], [], ["MIS-B11"]]
    engine._begin_window(s, [], final=False)
    assert RULES.to_act(s) == 0 and RULES.legal_actions(s) == [Done(seat=0)]
    play(s, Done(seat=0))
    assert RULES.to_act(s) == 2 and RULES.legal_actions(s) == [Done(seat=2)]


def test_city_center_offers_equipment_by_kind_then_bat_and_binoculars():
    s = blank(2)
    s.center_eq = ["book", "bullet", "book"]
    s.phase = "gather"
    s.dice = {loc: [0] * 6 for loc in LOCATIONS}
    s.dice["city_center"] = dice(sage=2)
    engine._start_turn(s, 0, [])
    play(s, TakeDie(seat=0, location="city_center", face="sage"))
    assert [a.item for a in RULES.legal_actions(s)] == ["bullet", "book", "bat", "binoculars"]
    play(s, TakeItem(seat=0, item="book"))
    assert s.r_eq[0] == ["book"] and s.center_eq == ["bullet", "book"]


def test_two_player_station_leftovers_are_discarded_each_season():
    s = RULES.new_game(2, 5, {})
    while s.season < 2:
        play(s, RULES.legal_actions(s)[0])
    assert len(s.box_tokens) == 3 + 3  # unused starting tokens + discarded station tokens
    assert len(s.station) == 6


def test_station_tokens_by_kind_and_jacks_wait():
    s = blank(2)
    s.station = ["jack", "brawler", "jack"]
    s.phase = "gather"
    s.dice = {loc: [0] * 6 for loc in LOCATIONS}
    s.dice["train_station"] = dice(sage=2)
    engine._start_turn(s, 0, [])
    play(s, TakeDie(seat=0, location="train_station", face="sage"))
    assert RULES.legal_actions(s) == [TakeToken(seat=0, kind="brawler"), TakeToken(seat=0, kind="jack")]
    play(s, TakeToken(seat=0, kind="jack"))
    assert s.waiting[0] == ["jack"]


def test_view_hides_hands_decks_and_stacks():
    s = RULES.new_game(3, 8, {})
    v1 = RULES.view(s, 1)
    assert v1.seats[1].hand == tuple(s.hand[1]) and v1.seats[1].hand_size == 3
    assert [(sv.hand, sv.hand_size) for k, sv in enumerate(v1.seats) if k != 1] == [((), 3), ((), 3)]
    assert v1.mdeck == len(s.mdeck) and v1.deck_count("brawler") == len(s.bdeck["brawler"])
    assert not hasattr(v1, "rng")
    assert v1.eq_stacks == tuple(len(x) for x in s.eq_stacks)
    assert v1.ev_future == tuple(len(x) for x in s.ev_future) and v1.ev_box == len(s.ev_box)
    spectator = RULES.view(s, None)
    assert all(sv.hand == () and sv.hand_size == 3 for sv in spectator.seats)
    shown = repr(v1)
    for m in s.hand[0]:
        assert m not in shown


def test_determinize_redeals_hidden_missions_consistently():
    s = RULES.new_game(4, 9, {})
    v = RULES.view(s, 2)
    seen = set()
    for i in range(6):
        d = RULES.determinize(v, Rng(i))
        assert RULES.view(d, 2) == v
        assert d.hand[2] == s.hand[2]
        RULES.check_invariants(d)
        seen.add(tuple(d.hand[0]))
    assert len(seen) > 1


def test_zones_cover_every_zone_id_and_describe_names_a_zone():
    s = RULES.new_game(4, 2, {})
    z = RULES.zones(RULES.view(s, 0))
    assert set(z) == set(zone_ids(4)) == set(ZONE_IDS)
    assert len(z["location:city_center"]) == 5
    assert len(z["seat:0:missions"]) == 3 and z["seat:1:missions"][0].face == "back:missions"
    for a in RULES.legal_actions(s):
        info = RULES.describe(a)
        assert info.zone is None or info.zone in z


def test_refuge_only_counts_for_events_and_feeding():
    """§10.44: dice and waiting tokens never count."""
    s = blank(2)
    s.bd_dice[0] = dice(farmer=5)
    s.waiting[0] = ["farmer", "jack"]
    refuge(s, 0, {"farmer": 1, "slacker": 4})
    pop, short, vp = engine.shortfall(s, 0)
    assert (pop, short, vp) == (5, 1, 2)


def test_determinize_keeps_own_returned_missions_in_their_deck_positions():
    """§12: cards a seat put under the deck stay at their positions (in any order) when re-dealt."""
    s = RULES.new_game(3, 12, {"start_player": 0})
    while s.phase == "opening":
        play(s, RULES.legal_actions(s)[0])
    mine = s.returned[1]
    assert len(mine) == 1
    label, cards = next(iter(mine.items()))
    positions = [i for i, lb in enumerate(s.mbatch) if lb == label]
    assert len(positions) == 2 and positions[-1] == len(s.mdeck) - 1 - 2  # seat 0 returned last
    for i in range(5):
        d = RULES.determinize(RULES.view(s, 1), Rng(i))
        assert sorted(d.mdeck[p] for p in positions) == cards
        RULES.check_invariants(d)
    others = {
        tuple(RULES.determinize(RULES.view(s, 2), Rng(i)).mdeck[p] for p in positions) for i in range(8)
    }
    assert len(others) > 1  # seat 2 does not know seat 1's cards


def test_every_event_names_a_known_zone():
    """The table finds every animated zone in the map: events only use ids of zone_ids(n)."""
    from game.core.messages import DiceRolled, Moved, Revealed

    for n in (2, 3, 4):
        zones = set(zone_ids(n))
        state, events = RULES.new_game_with_events(n, n, {})
        rng = Rng(n)
        while True:
            for e in events:
                if isinstance(e, Moved):
                    assert e.from_zone in zones and e.to_zone in zones, e
                elif isinstance(e, DiceRolled | Revealed):
                    assert e.zone in zones, e
            if RULES.to_act(state) is None:
                break
            legal = RULES.legal_actions(state)
            events = RULES.apply(state, legal[rng.below(len(legal))])


def test_every_label_and_log_key_has_english_text():
    """describe() names a real zone and a key of strings.EN; every log/score key has text."""
    from game.core.messages import Logged, PhaseBegan, Scored
    from game.new_eden.strings import EN

    for n in (2, 4):
        zones = set(zone_ids(n))
        state, events = RULES.new_game_with_events(n, 40 + n, {})
        rng = Rng(n)
        while True:
            for e in events:
                if isinstance(e, Logged):
                    EN[e.key].format(**e.param_dict())
                elif isinstance(e, PhaseBegan):
                    assert e.phase in EN
                elif isinstance(e, Scored):
                    assert e.reason in EN
            if RULES.to_act(state) is None:
                break
            legal = RULES.legal_actions(state)
            for a in legal:
                info = RULES.describe(a)
                assert info.zone is None or info.zone in zones
                EN[info.label].format(**dict(info.params))
            events = RULES.apply(state, legal[rng.below(len(legal))])
        for sheet in RULES.score(state):
            assert all(line.category in EN for line in sheet.lines)
            assert all(label in EN for label in sheet.tiebreak_labels)
    for spec in RULES.options:
        assert spec.label in EN and spec.help in EN
