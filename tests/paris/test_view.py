"""Hidden information (§15): views hide the stacks, removed tiles and end-game identities;
determinize re-deals them consistently; zones and describe cover the board."""

from __future__ import annotations

from game.core import hidden
from game.core.rng import Rng
from game.paris import RULES
from game.paris import actions as A
from game.paris.view import StackBack, zone_ids
from tests.paris.helpers import act, empty_stacks, fresh, give_tile, legal


def test_view_hides_stack_order_and_removed_tiles() -> None:
    s = RULES.new_game(3, 4, {})
    v = RULES.view(s, 1)
    assert v.removed == 3
    assert v.stacks == tuple(StackBack(len(st), RULES_top(st)) for st in s.stacks)
    shown = {x for x in hidden.leaves(v).values() if isinstance(x, str)}
    assert not shown & {t for st in s.stacks for t in st}
    assert not shown & set(s.removed)


def RULES_top(st: list[str]) -> str:
    from game.paris.data import DATA

    return DATA.buildings[st[-1]].district


def test_determinize_keeps_the_top_backs_and_sizes() -> None:
    s = RULES.new_game(4, 8, {})
    v = RULES.view(s, 2)
    for k in range(5):
        d = RULES.determinize(v, Rng(k))
        assert [len(st) for st in d.stacks] == [len(st) for st in s.stacks]
        assert RULES.view(d, 2) == v
        assert sorted(d.removed + [t for st in d.stacks for t in st]) == sorted(
            s.removed + [t for st in s.stacks for t in st]
        )


def test_determinize_respects_what_a_taker_saw_of_the_end_game_pile() -> None:
    s = fresh(3)
    empty_stacks(s)
    act(s, A.TakeEndgame(seat=0))
    act(s, A.KeepEndgame(seat=0, tile="EG01"))
    seen = sorted(s.eg_pile)
    # seat 1 takes one afterwards: seat 0 knows it came from `seen`
    s.seat = 1
    s.prompt = "main"
    s.legal_cache = None
    act(s, A.TakeEndgame(seat=1))
    act(s, A.KeepEndgame(seat=1, tile="EG12"))
    v0 = RULES.view(s, 0)
    assert v0.eg_known == tuple(seen)
    for k in range(6):
        d = RULES.determinize(v0, Rng(k))
        assert d.eg_held[0] == [["EG01", 0]]
        assert d.eg_held[1][0][0] in seen
        assert RULES.view(d, 0) == v0


def test_open_information_only_changes_which_screens_are_drawn() -> None:
    s = RULES.new_game(3, 4, {"open_information": True})
    assert RULES.view(s, 0).screen_open == (True, True, True)
    s2 = RULES.new_game(3, 4, {})
    assert RULES.view(s2, 0).screen_open == (True, False, False)
    assert RULES.view(s2, None).screen_open == (False, False, False)
    screen = RULES.zones(RULES.view(s2, 0))["seat:1:screen"]
    assert [p.face for p in screen] == ["screen"]


def test_zones_are_all_known_ids_and_describe_points_into_them() -> None:
    s = RULES.new_game(4, 2, {"etoile": True})
    ids = set(zone_ids(4))
    z = RULES.zones(RULES.view(s, 0))
    assert set(z) <= ids
    for _ in range(60):
        for a in legal(s):
            info = RULES.describe(a)
            assert info.zone is None or info.zone in ids, info
        act(s, legal(s)[0])


def test_events_name_only_known_zones_and_private_draws_are_redacted() -> None:
    from game.core.messages import Moved, Revealed

    for n, opts in ((2, {"etoile": True}), (4, {"variant_free_placement": True})):
        ids = set(zone_ids(n))
        s, events = RULES.new_game_with_events(n, 6, opts)
        rng = Rng(n)
        while RULES.to_act(s) is not None:
            legal_now = RULES.legal_actions(s)
            events += RULES.apply(s, legal_now[rng.below(len(legal_now))])
        for ev in events:
            if isinstance(ev, Moved):
                assert ev.from_zone in ids and ev.to_zone in ids, ev
                if ev.from_zone == "supply:endgame":
                    assert ev.visible_to is not None and ev.redact(None).piece == "back:endgame"
            if isinstance(ev, Revealed):
                assert ev.zone in ids


def test_closed_screens_show_nothing_but_the_ledger_restores_them() -> None:
    s = fresh(3)
    s.francs[1] = 17
    give_tile(s, 1, "BT05")
    v0 = RULES.view(s, 0)
    assert v0.screens[0] is not None and v0.screens[0].francs == 3
    assert v0.screens[1:] == (None, None)
    assert v0.ledger[1].francs == 17 and v0.ledger[1].tiles == ("BT05",)
    d = RULES.determinize(v0, Rng(1))
    assert d.francs[1] == 17 and d.tiles[1] == ["BT05"]


def test_the_view_spells_the_common_fields_and_names_the_phase_of_the_turn() -> None:
    from game.core.view import COMMON_FIELDS, GameView
    from game.paris.view import PHASES

    s = fresh(3)
    v = RULES.view(s, 1)
    assert isinstance(v, GameView) and all(hasattr(v, f) for f in COMMON_FIELDS)
    assert (v.seat, v.players, v.to_act) == (1, 3, s.seat)
    assert RULES.view(RULES.new_game(2, 1, {}), None).phase == "building"
    seen = set()
    s = RULES.new_game(2, 3, {})
    rng = Rng(3)
    while RULES.to_act(s) is not None:
        seen.add(RULES.view(s, None).phase)
        legal_now = RULES.legal_actions(s)
        RULES.apply(s, legal_now[rng.below(len(legal_now))])
    final = RULES.view(s, 0)
    assert final.phase == "over" and final.to_act is None
    assert seen == {"building", "action", "closing"} and set(PHASES) == seen | {"over"}
