"""Scenario tests named after the rules: setup, limits, the Bay, seasons, tide, end, ties, solo, views."""

from __future__ import annotations

import pytest

from game.core.messages import IllegalAction, Moved
from game.core.rng import Rng
from game.farshore import RULES, engine, facts
from game.farshore.actions import (
    CloseIsland,
    Discard,
    GiveCard,
    GiveTo,
    Mulligan,
    Pass,
    PlaceWorker,
    PlayCard,
    Prepare,
    Stop,
    TakeCard,
)
from game.farshore.data import DATA
from tests.farshore.helpers import bay_tops, blank, do, legal, set_bay, set_deck, set_wind

FULL_BAY = ["grove", "inn", "tumbler", "diver", "galley", "scribe", "port", "abbey"]


# ----------------------------------------------------------------------------------------------
# Setup


@pytest.mark.parametrize(
    ("n", "islands", "maps"), [(1, 2, [2, 1]), (2, 2, [2, 1]), (3, 3, [2, 1, 0]), (4, 4, [2, 1, 1, 0])]
)
def test_setup_per_player_count(n: int, islands: int, maps: list[int]) -> None:
    st = RULES.new_game(n, 7, {})
    assert len(st.islands) == islands and all(st.island_open)
    assert all(v == maps for v in st.maps.values())
    assert [len(h) for h in st.hands] == [5, 6, 7, 8][:n]
    assert all(len(b) >= 1 for b in st.bay)
    assert len({b[-1] for b in st.bay}) == 8
    assert st.season == [0] * n and all(engine.workers_free(st, s) == 2 for s in range(n))
    assert st.anchors_left == [3] * n and st.boat == [0] * n
    RULES.check_invariants(st)


def test_random_first_player_gets_five_cards() -> None:
    firsts = set()
    for seed in range(12):
        st = RULES.new_game(3, seed, {"random_first": True})
        firsts.add(st.first)
        assert len(st.hands[st.first]) == 5 and len(st.hands[(st.first + 1) % 3]) == 6
        assert facts.to_act(st) == st.first  # mulligans start with the first player
    assert len(firsts) > 1


def test_bad_player_count_and_option_refused() -> None:
    with pytest.raises(ValueError):
        RULES.new_game(5, 1, {})
    with pytest.raises(ValueError):
        RULES.new_game(2, 1, {"solo_level": "admiral"})
    with pytest.raises(ValueError):
        RULES.new_game(2, 1, {"nonsense": 1})


def test_mulligan_once_in_seat_order() -> None:
    st = RULES.new_game(2, 3, {})
    assert legal(st) == [Mulligan(seat=0, redraw=False), Mulligan(seat=0, redraw=True)]
    old = list(st.hands[0])
    do(st, Mulligan(seat=0, redraw=True))
    assert len(st.hands[0]) == 5 and sorted(st.discard) == sorted(old)
    assert facts.to_act(st) == 1
    do(st, Mulligan(seat=1, redraw=False))
    assert st.phase == "play" and facts.to_act(st) == 0
    assert not any(isinstance(a, Mulligan) for a in legal(st))


# ----------------------------------------------------------------------------------------------
# Limits and the Bay


def test_hand_limit_stops_every_draw() -> None:
    st = blank(2)
    st.hands[0] = ["pirate"] * 7
    set_deck(st, ["sloop"] * 5)
    st.islands = ["gull_rock", "kelpwood_key"]
    do(st, PlaceWorker(seat=0, spot="island:1"))
    assert len(st.hands[0]) == 8 and len(st.deck) == 4 and st.shells[0] == 2


def test_city_limit_fifteen_spaces_space_free_cards_still_play() -> None:
    st = blank(2)
    st.city[0] = ["grove"] * 15
    st.hands[0] = ["diver", "castaway", "shipwreck"]
    st.res[0] = [9, 9, 9, 9]
    set_deck(st, ["sloop"] * 5)
    plays = [a.card for a in legal(st) if isinstance(a, PlayCard)]
    assert plays == ["shipwreck", "castaway"]
    do(st, PlayCard(seat=0, card="castaway"))
    assert len(st.city[0]) == 16


def test_bay_refill_stacks_duplicates_in_slot_order_including_new_names() -> None:
    st = blank(2)
    set_deck(
        st,
        ["grove", "grove", "diver", "inn", "diver", "sloop", "galley", "pirate", "port", "abbey", "scribe"],
    )
    engine.refill_bay(st, [])
    assert st.bay[0] == ["grove", "grove"] and st.bay[1] == ["diver", "diver"]
    assert bay_tops(st) == ["grove", "diver", "inn", "sloop", "galley", "pirate", "port", "abbey"]
    assert [len(b) for b in st.bay] == [2, 2, 1, 1, 1, 1, 1, 1]


def test_bay_slot_stays_empty_when_deck_and_discard_run_out() -> None:
    st = blank(2)
    set_bay(st, ["grove", "inn"])
    set_deck(st, ["grove"])
    st.res[0] = [9, 9, 9, 9]
    do(st, PlayCard(seat=0, card="inn", slot=2))
    assert st.bay[0] == ["grove", "grove"] and st.bay[1] == []


def test_empty_deck_reshuffles_the_discard_pile() -> None:
    st = blank(2)
    st.discard = ["sloop", "hideout", "pirate"]
    st.islands = ["gull_rock", "kelpwood_key"]
    ev = do(st, PlaceWorker(seat=0, spot="island:1"))
    assert sorted(st.hands[0]) == ["hideout", "pirate", "sloop"] and st.discard == [] and st.deck == []
    assert any(isinstance(e, Moved) and e.from_zone == "discard:main" for e in ev)


def test_summer_take_from_a_stack_twice() -> None:
    st = blank(2)
    set_bay(st, [["diver", "diver"], "grove"])
    set_deck(st, ["hideout"])
    st.season = [1, 1]
    st.placed[0] = ["location:shore_driftwood"] * 3
    do(st, Prepare(seat=0))
    assert legal(st) == [TakeCard(seat=0, slot=1), TakeCard(seat=0, slot=2)]
    do(st, TakeCard(seat=0, slot=1))
    assert legal(st) == [TakeCard(seat=0, slot=1), TakeCard(seat=0, slot=2)]
    do(st, TakeCard(seat=0, slot=1))
    assert st.hands[0] == ["diver", "diver"] and bay_tops(st)[:2] == ["hideout", "grove"]


# ----------------------------------------------------------------------------------------------
# Seasons, wind, Rising Tide


def test_spring_reward_activates_green_and_wind_changes_only_for_the_last() -> None:
    st = blank(2)
    st.city[0] = ["grove"]
    st.city[1] = ["diver"]
    st.placed[0] = ["location:shore_driftwood"] * 2
    st.placed[1] = ["location:shore_driftwood"] * 2
    up = (st.wind[0][0], st.wind[1][0])
    do(st, Prepare(seat=0))
    assert st.res[0] == [0, 0, 0, 1] and (st.wind[0][0], st.wind[1][0]) == up
    do(st, Prepare(seat=1))
    assert st.res[1] == [0, 0, 1, 0] and (st.wind[0][0], st.wind[1][0]) != up
    assert st.wind_seen == [1, 1]


def test_rising_tide_two_players_closes_both_islands_and_sends_workers_home() -> None:
    st = blank(2)
    st.season = [1, 2]
    st.placed[0] = ["location:shore_driftwood"] * 3
    st.placed[1] = ["island:1"]
    set_bay(st, list(FULL_BAY))
    set_deck(st, ["sloop"] * 5)
    do(st, Prepare(seat=0), TakeCard(seat=0, slot=1), TakeCard(seat=0, slot=2))
    assert st.island_open == [False, False]  # two open islands, two closures: no question
    assert st.placed[1] == [] and engine.workers_free(st, 1) == 4


def test_rising_tide_four_players_leaves_two_open() -> None:
    st = blank(4)
    st.season = [1, 2, 2, 2]
    st.placed[0] = ["location:shore_driftwood"] * 3
    set_bay(st, list(FULL_BAY))
    set_deck(st, ["sloop"] * 5)
    do(st, Prepare(seat=0), TakeCard(seat=0, slot=1), TakeCard(seat=0, slot=2))
    assert len(legal(st)) == 4
    do(st, CloseIsland(seat=0, slot=2))
    assert len(legal(st)) == 3
    do(st, CloseIsland(seat=0, slot=4))
    assert st.island_open == [True, False, True, False]


def test_returned_worker_must_be_placed_before_preparing() -> None:
    st = blank(2)
    st.season = [2, 2]
    st.placed[0] = ["location:shore_driftwood"] * 3 + ["island:1"]
    engine.close_island(st, 1, [])
    assert engine.workers_free(st, 0) == 1
    assert all(not isinstance(a, Prepare) for a in legal(st))


def test_autumn_take_from_deck_or_bay() -> None:
    st = blank(2)
    st.season = [2, 2]
    st.placed[0] = ["location:shore_driftwood"] * 4
    set_bay(st, ["grove", "inn"])
    set_deck(st, ["sloop", "hideout", "pirate"])
    do(st, Prepare(seat=0))
    assert legal(st) == [TakeCard(seat=0, slot=1), TakeCard(seat=0, slot=2), TakeCard(seat=0, slot=0)]
    do(st, TakeCard(seat=0, slot=0), TakeCard(seat=0, slot=0))
    assert st.hands[0] == ["sloop", "hideout"] and st.season[0] == 3
    assert engine.workers_free(st, 0) == 5


def test_seasons_give_two_three_four_five_workers() -> None:
    st = blank(1)
    set_bay(st, list(FULL_BAY))
    set_deck(st, ["sloop"] * 40)
    st.rng = Rng(5)
    seen = []
    while st.season[0] < 3:
        seen.append(engine.workers_free(st, 0))
        while engine.workers_free(st, 0):
            do(st, PlaceWorker(seat=0, spot="location:shore_driftwood"))
        do(st, Prepare(seat=0))
        while st.stack:
            do(st, legal(st)[0])
    seen.append(engine.workers_free(st, 0))
    assert seen == [2, 3, 4, 5]
    assert legal(st)[-1] == Pass(seat=0) and not any(isinstance(a, Prepare) for a in legal(st))


# ----------------------------------------------------------------------------------------------
# End of game, ties


def test_players_pass_at_different_times_and_the_game_ends_when_all_have() -> None:
    st = blank(3)
    st.season = [3, 2, 3]
    st.placed[1] = ["location:shore_driftwood"] * 4
    do(st, Pass(seat=0))
    assert st.passed == [True, False, False] and facts.to_act(st) == 1
    do(st, Prepare(seat=1))
    while st.stack:
        do(st, legal(st)[0])
    assert facts.to_act(st) == 2
    do(st, PlaceWorker(seat=2, spot="location:shore_driftwood"))
    assert facts.to_act(st) == 1  # seat 0 is skipped for good
    do(st, Pass(seat=1))
    assert facts.to_act(st) == 2
    ev = do(st, Pass(seat=2))
    assert facts.to_act(st) is None and legal(st) == [] and st.phase == "over"
    assert ev[-1].TAG == "core.game_ended"
    with pytest.raises(IllegalAction):
        RULES.apply(st, Pass(seat=2))


def test_pass_only_in_autumn() -> None:
    st = blank(2)
    assert Pass(seat=0) not in legal(st)
    with pytest.raises(IllegalAction) as exc:
        RULES.apply(st, Pass(seat=0))
    assert exc.value.key == "farshore.pass_only_in_autumn"


def test_refusals_name_the_reason_and_change_nothing() -> None:
    from game.core.rules import fingerprint

    st = blank(2)
    st.placed[0] = ["location:lookout"]
    before = fingerprint(RULES, st)
    for action, key in [
        (Prepare(seat=0), "farshore.workers_left"),
        (PlaceWorker(seat=1, spot="location:lookout"), "core.not_your_turn"),
        (PlayCard(seat=0, card="galley"), "farshore.why.not_in_hand"),
    ]:
        with pytest.raises(IllegalAction) as exc:
            RULES.apply(st, action)
        assert exc.value.key == key
    st.placed[0].append("location:shore_seaweed")
    with pytest.raises(IllegalAction) as exc:
        RULES.apply(st, PlaceWorker(seat=0, spot="location:shore_seaweed"))
    assert exc.value.key == "farshore.no_worker"
    st.placed[0].pop()
    assert fingerprint(RULES, st) == before


def _tied(n: int = 2):  # type: ignore[no-untyped-def]
    st = blank(n)
    st.shells = [50] * n
    return st


def test_tiebreak_boat_furthest_along() -> None:
    st = _tied()
    st.boat = [3, 2]
    st.shells = [50, 52]
    out = RULES.outcome(st)
    assert out.winners == (0,) and out.decided_by == "farshore.tiebreak.boat_index"


def test_tiebreak_most_map_tiles() -> None:
    st = _tied()
    st.maps_held[0] = [["kelp_chart", 0], ["harbor_chart", 0]]
    st.maps_held[1] = [["kelp_chart", 0]]
    out = RULES.outcome(st)
    assert out.winners == (0,) and out.decided_by == "farshore.tiebreak.map_tiles"


def test_tiebreak_most_treasure_tokens() -> None:
    st = _tied()
    st.treasure = [0, 1]
    st.shells = [52, 50]
    out = RULES.outcome(st)
    assert out.winners == (1,) and out.decided_by == "farshore.tiebreak.treasure_tokens"


def test_tiebreak_most_leftover_resources() -> None:
    st = _tied()
    st.res = [[0, 0, 0, 1], [0, 0, 0, 0]]
    out = RULES.outcome(st)
    assert out.winners == (0,) and out.decided_by == "farshore.tiebreak.leftover_resources"


def test_tiebreak_still_tied_shares_the_win() -> None:
    out = RULES.outcome(_tied(3))
    assert out.winners == (0, 1, 2) and out.decided_by == "shared"


# ----------------------------------------------------------------------------------------------
# Solo


def test_solo_only_seat_zero_acts_and_the_rival_takes_after_each_play() -> None:
    st = RULES.new_game(1, 11, {"solo_level": "captain"})
    rng = Rng(3)
    plays = 0
    while facts.to_act(st) is not None:
        assert facts.to_act(st) == 0
        la = legal(st)
        ev = RULES.apply(st, la[rng.below(len(la))])
        plays += sum(
            1
            for e in ev
            if e.TAG == "core.logged" and e.key in ("farshore.log.play", "farshore.log.pigeon_play")
        )
        if not st.stack:
            assert len(st.rival_city) == plays  # every play of the turn is followed by its take
    assert plays > 0
    assert st.island_open == [False, False]  # you are always last: both islands closed in Summer
    assert st.wind_seen == [3, 3]


def test_solo_season_entry_moves_pawns_and_captain_boat() -> None:
    st = blank(1, solo_level="captain")
    set_bay(st, list(FULL_BAY))
    set_deck(st, ["sloop"] * 20)
    st.placed[0] = ["location:shore_driftwood"] * 2
    do(st, Prepare(seat=0))
    assert st.pawn_loc == "island:2" and st.rival_boat == 1 and len(st.rival_maps) == 1
    st.placed[0] = ["location:shore_driftwood"] * 3
    st.current = 0
    do(st, Prepare(seat=0))
    while st.stack:
        do(st, legal(st)[0])
    assert st.pawn_loc == "location:lookout" and st.rival_boat >= 2 and len(st.rival_maps) == 2


def test_solo_deckhand_claims_no_map_in_spring() -> None:
    st = blank(1, solo_level="deckhand")
    set_bay(st, list(FULL_BAY))
    set_deck(st, ["sloop"] * 20)
    st.placed[0] = ["location:shore_driftwood"] * 2
    do(st, Prepare(seat=0))
    assert st.rival_maps == [] and st.rival_boat == 0


def test_solo_post_office_skips_giving_and_stowaway_chases_the_rival() -> None:
    st = blank(1)
    st.city[0] = ["post_office"]
    st.hands[0] = ["pirate"]
    set_deck(st, ["sloop"] * 10)
    set_bay(st, list(FULL_BAY))
    do(st, PlaceWorker(seat=0, spot="seat:0:city:0"))
    assert not any(isinstance(a, GiveTo) for a in legal(st))
    st = blank(1)
    set_bay(st, list(FULL_BAY))
    set_deck(st, ["sloop"] * 10)
    st.rival_boat = 10
    st.boat[0] = 3
    st.hands[0] = ["stowaway"]
    st.res[0] = [0, 0, 0, 2]
    set_wind(st, "prosperity", "common_construction")
    st.rng = Rng(1)
    do(st, PlayCard(seat=0, card="stowaway"))
    assert st.boat[0] == 6


# ----------------------------------------------------------------------------------------------
# Hidden information


def test_view_hides_hands_deck_discard_and_unseen_wind() -> None:
    st = RULES.new_game(3, 5, {})
    v = RULES.view(st, 1)
    assert v.hand == tuple(st.hands[1]) and v.hand_counts == (5, 6, 7)
    assert not hasattr(v, "deck") and v.deck_count == len(st.deck)
    assert v.wind_hidden == (len(DATA.wind_a) - 1, len(DATA.wind_b) - 1)
    spectator = RULES.view(st, None)
    assert spectator.hand == ()
    text = repr(RULES.view(st, 0))
    assert "rng" not in text.lower() or "Rng(" not in text


def test_determinize_keeps_the_view_and_redeals_the_rest() -> None:
    st = RULES.new_game(4, 9, {})
    v = RULES.view(st, 2)
    d1 = RULES.determinize(v, Rng(1))
    d2 = RULES.determinize(v, Rng(2))
    assert RULES.view(d1, 2) == v == RULES.view(d2, 2)
    assert d1.hands[2] == st.hands[2]
    assert d1.hands[0] != d2.hands[0] or d1.deck != d2.deck
    RULES.check_invariants(d1)


def test_given_cards_are_seen_by_giver_and_receiver_only() -> None:
    st = blank(3)
    st.city[0] = ["post_office"]
    st.hands[0] = ["pirate", "diver"]
    set_deck(st, ["sloop"] * 10)
    ev = do(
        st,
        PlaceWorker(seat=0, spot="seat:0:city:0"),
        GiveTo(seat=0, target=1),
        GiveCard(seat=0, card="pirate"),
    )
    give = [e for e in ev if isinstance(e, Moved) and e.to_zone == "seat:1:hand"][0]
    assert give.redact(0).piece == "pirate" and give.redact(1).piece == "pirate"
    assert give.redact(2).piece == "back:main" and give.redact(None).piece == "back:main"
    disc = do(st, Stop(seat=0), Discard(seat=0, card="diver"))
    moved = [e for e in disc if isinstance(e, Moved) and e.to_zone == "discard:main"][0]
    assert moved.redact(1).piece == "back:main"


def test_zones_cover_only_known_zone_ids() -> None:
    for n in (1, 2, 3, 4):
        st = RULES.new_game(n, 2, {})
        ids = set(RULES.zone_ids(n))
        for k in [None, *range(n)]:
            z = RULES.zones(RULES.view(st, k))
            assert set(z) <= ids
        for a in legal(st):
            info = RULES.describe(a)
            assert info.zone is None or info.zone in ids


def test_every_emitted_key_has_english_text() -> None:
    from game.farshore.strings import EN

    for n in (1, 2, 4):
        st = RULES.new_game(n, 4, {})
        rng = Rng(n)
        while facts.to_act(st) is not None:
            la = legal(st)
            assert RULES.prompt(RULES.view(st, facts.to_act(st))).key in EN
            for a in la:
                assert RULES.describe(a).label in EN
            for e in RULES.apply(st, la[rng.below(len(la))]):
                if e.TAG == "core.logged":
                    assert e.key in EN, e.key
                    EN[e.key].format(**dict(e.params))
                if e.TAG == "core.phase_began":
                    assert e.phase in EN
    for sheet in RULES.score(st):
        for ln in sheet.lines:
            assert ln.category in EN
        for lab in sheet.tiebreak_labels:
            assert lab in EN
    for opt in RULES.options:
        assert opt.label in EN and opt.help in EN


def test_wind_preview_matches_the_boat_move() -> None:
    st = blank(2)
    set_wind(st, "traveler", "unique_construction")
    v = RULES.view(st, 0)
    assert RULES.wind_preview(v, "galley") == 2
    assert RULES.wind_preview(v, "rope_bridge") == 1
    assert RULES.wind_preview(v, "diver") == 0


def test_the_log_lines_are_the_same_whoever_applies_the_move() -> None:
    """The table's ``apply`` and the search's ``apply_trusted`` log one form of each line (ids as
    parameters, the table names them): no line depends on who asked."""
    from game.core.messages import Logged

    seen_ids = False
    for n in (1, 3):
        st = RULES.new_game(n, 9, {})
        rng = Rng(n + 40)
        while facts.to_act(st) is not None:
            la = legal(st)
            a = la[rng.below(len(la))]
            fast = RULES.clone(st)
            trusted = [e for e in RULES.apply_trusted(fast, a) if isinstance(e, Logged)]
            checked = [e for e in RULES.apply(st, a) if isinstance(e, Logged)]
            assert trusted == checked, a
            seen_ids = seen_ids or any(dict(e.params).get("card") in DATA.cards for e in checked)
    assert seen_ids  # cards travel as ids
