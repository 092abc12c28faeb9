"""The table speaks Les Derniers Droïdes: one prompt per decision point (spec §22) with the numbers
that matter, the reasons a piece cannot be used now, player words in labels and the log, one
click per piece, and a solo tie that is a draw (§14)."""

from __future__ import annotations

from game.core.i18n import render, tr
from game.core.messages import IllegalAction, Logged
from game.core.rng import Rng
from game.droids import RULES, scoring
from game.droids import engine as E
from game.droids import facts as F
from game.droids.actions import (
    ChoosePile,
    Construct,
    DeclareType,
    Dismantle,
    EndSwaps,
    KeepCard,
    PayExtra,
    PlaceExtension,
    PlaceTokens,
    Repair,
    Swap,
)
from game.droids.state import AUTOMA, State

from .test_rules import at_plan, clear_table, new, run_phase


def names(seat: int) -> str:
    return f"Seat{seat + 1}"


def said(s: State, seat: int | None = None) -> tuple[str, dict, str]:
    """The prompt of ``seat``'s view (the seat to act by default): key, params and its text."""
    p = RULES.prompt(RULES.view(s, s.actor if seat is None else seat))
    return p.key, dict(p.params), tr(p.key, names, **dict(p.params))


def why(s: State) -> dict[tuple[str, str | None], str]:
    """The blocked reasons of the seat to act, by (zone, piece), rendered."""
    return {
        (b.zone, b.piece): tr(b.reason.key, names, **dict(b.reason.params))
        for b in RULES.blocked(RULES.view(s, s.actor))
    }


def logs(events: list) -> list[str]:
    return [tr(e.key, names, **e.param_dict()) for e in events if isinstance(e, Logged)]


def to_final(s: State) -> None:
    """Jump to the last swap window (D10) of a game in progress."""
    s.hand = [0] * s.nseats
    E._enter_final(s, [])
    E._advance(s, [])


# ------------------------------------------------------------------------------------------------
# D1–D3: the deal


def test_prompt_names_the_keep_and_who_gets_the_other() -> None:
    s = new(2, first_priority="1")
    key, params, text = said(s)
    assert key == "droids.prompt.keep" and params == {"n": 2, "seat2": 0}
    assert text == "Keep one of your 2 droids; the other goes to Seat1"


def test_prompt_names_the_solo_keep_for_the_automa() -> None:
    s = new(1)
    key, params, _ = said(s)
    assert key == "droids.prompt.keep" and params["seat2"] == AUTOMA


def test_prompt_names_the_keep_of_three_then_the_give_to_the_next_seat() -> None:
    s = new(3, first_priority="1")
    key, params, text = said(s)
    assert key == "droids.prompt.keep3" and params == {"n": 3, "seat2": 2}
    kept = s.drawn[1][0]
    RULES.apply(s, KeepCard(seat=1, card=kept))
    key, params, text = said(s)
    assert key == "droids.prompt.give" and params == {"card": kept, "seat2": 2, "seat": 0}
    assert text == f"You keep droid {kept}: choose the droid for Seat3; the last one goes to Seat1"
    # the kept card is not one to give
    assert why(s) == {("seat:1:drawn", f"droid:{kept}"): "You keep this droid"}


def test_prompt_names_the_four_player_gift_to_a_direct_opponent_or_a_teammate() -> None:
    # Priority 0 and Secondary 1 are teammates: each feeds its direct opponent
    s = new(4, first_priority="0")
    key, params, text = said(s)
    assert key == "droids.prompt.keep_to_opponent" and params == {"n": 2, "seat2": 2, "deck": "A"}
    assert text == "Keep one of your 2 droids from deck A; the other goes to your direct opponent Seat3"
    RULES.apply(s, RULES.legal_actions(s)[0])
    key, params, _ = said(s)
    assert key == "droids.prompt.keep_to_opponent" and params == {"n": 2, "seat2": 3, "deck": "B"}
    # Priority 1 and Secondary 2 are opponents: each feeds its own teammate
    s = new(4, first_priority="1")
    key, params, text = said(s)
    assert key == "droids.prompt.keep_to_teammate" and params["seat2"] == 0
    assert text.endswith("goes to your teammate Seat1")


def test_prompt_names_the_automa_tie_with_its_interest() -> None:
    s = new(1)
    s.box = sorted(set(s.box + s.zone_houses["zone:0-1"]) - {49, 54, 45, 46})
    s.zone_houses["zone:0-1"] = [45, 46, 49, 54]
    s.decks[0].extend(reversed(s.drawn[0]))
    s.drawn[0] = []
    for c in (13, 14):
        s.decks[0].remove(c)
    s.decks[0].extend((14, 13))
    s.phase, s.step, s.actor, s.priority = "pass", "", -1, 0
    E._advance(s, [])
    assert s.step == "automa_tie"
    key, params, text = said(s)
    assert key == "droids.prompt.automa_tie" and params == {"n": 6}
    assert "interest the automa equally (6)" in text


# ------------------------------------------------------------------------------------------------
# D4, D5: planning and the re-choice


def test_prompt_names_the_sealed_plan_with_the_swaps_left() -> None:
    s = at_plan(open_action_order=False)
    card = s.hand[0]
    key, params, _ = said(s)
    assert key == "droids.prompt.plan" and params == {"card": card, "n": 10}
    RULES.apply(s, Swap(seat=0, give=(0, 0, 0, 1), get=(1, 0, 0, 0)))
    assert said(s)[1]["n"] == 9
    s.swaps_used[0] = 9
    assert said(s)[2] == f"Droid {card}: repair, dismantle or construct (sealed) — or swap first, 1 swap left"
    s.swaps_used[0] = 10
    assert said(s)[0] == "droids.prompt.plan_noswap"


def test_prompt_names_the_open_plan() -> None:
    s = at_plan(open_action_order=True)
    key, params, _ = said(s)
    assert key == "droids.prompt.plan_open" and params["card"] == s.hand[0]
    s.shed[0] = [0, 0, 0, 0]  # nothing to give: no swap is open
    assert said(s)[0] == "droids.prompt.plan_open_noswap"


def test_prompt_names_the_rechoice_when_the_planned_house_is_gone() -> None:
    s = at_plan(open_action_order=False)
    house = s.zone_houses["zone:0-1"][0]
    for seat in (0, 1):
        s.shed[seat] = [3, 3, 3, 3]
        s.pub_shed[seat] = [3, 3, 3, 3]
        s.ext[seat] = [3, 3, 3, 3]
    RULES.apply(s, Construct(seat=0, house=house))
    RULES.apply(s, Construct(seat=1, house=house))
    assert s.phase == "resolve" and s.actor == 1
    key, params, text = said(s)
    assert key == "droids.prompt.rechoose" and params == {"card": s.hand[1], "n": 10}
    assert "no longer possible: choose again" in text


def test_other_seats_are_told_who_decides_and_that_it_is_secret() -> None:
    s = at_plan(open_action_order=False)
    assert said(s, 1)[0] == "droids.prompt.wait_sealed"
    assert said(s, 1)[2] == "Seat1 is choosing in secret"
    assert RULES.blocked(RULES.view(s, 1)) == []
    s = new(2, first_priority="0")
    assert said(s, 1)[2] == "Waiting for Seat1"
    assert RULES.prompt(RULES.view(s, None)).key == "droids.prompt.wait"


# ------------------------------------------------------------------------------------------------
# D4a, D4b, D6, D7: the choices inside an action


def test_prompt_names_the_extra_parts_left_to_pay_for_a_tokened_house() -> None:
    s = at_plan()
    clear_table(s)
    s.zone_houses["zone:0-1"] = [45, 46, 47, 58]
    s.box = [h for h in E.D.ALL_HOUSES if h not in (45, 46, 47, 58)]
    s.tokens = [58, 0]
    s.actor, s.ptr = 1, 1
    s.step = "plan"
    s.shed[1] = [6, 2, 2, 3]  # house 58 costs N3 O2 C2 E3: three nuts to spare, no oil or circuit
    s.ext[1] = [3, 3, 3, 3]
    RULES.apply(s, Construct(seat=1, house=58))
    key, params, text = said(s)
    assert key == "droids.prompt.pay_extra" and params == {"house": 58, "n": 3}
    assert text == "House droid 58 carries the extra-cost tokens: pick 3 more base parts to pay"
    assert why(s) == {
        ("seat:1:shed", "seat:1:part:oil"): "All your oil drops go to the printed cost",
        ("seat:1:shed", "seat:1:part:circuit"): "All your circuit boards go to the printed cost",
    }


def test_prompt_counts_down_the_extra_parts_to_one() -> None:
    s = at_plan()
    clear_table(s)
    s.zone_houses["zone:0-1"] = [45, 46, 47, 58]
    s.box = [h for h in E.D.ALL_HOUSES if h not in (45, 46, 47, 58)]
    s.tokens = [58, 0]
    s.actor, s.ptr, s.step = 1, 1, "plan"
    s.shed[1] = [6, 2, 2, 3]
    s.ext[1] = [3, 3, 3, 3]
    RULES.apply(s, Construct(seat=1, house=58))
    RULES.apply(s, PayExtra(seat=1, kind="nut"))
    RULES.apply(s, PayExtra(seat=1, kind="nut"))
    assert said(s)[2] == "House droid 58 carries the extra-cost tokens: pick 1 more base part to pay"


def test_prompt_names_the_pile_choice_with_both_neighbours() -> None:
    s = at_plan(3)
    seat = s.actor
    card = s.hand[seat]
    RULES.apply(s, Dismantle(seat=seat))
    key, params, _ = said(s)
    others = [F.adjacent_zones(3, seat)[i] for i in (0, 1)]
    assert key == "droids.prompt.pile_dismantle" and params["card"] == card
    shared = {params["seat"], params["seat2"]}
    assert shared == {x for x in range(3) if x != seat}
    far = [z for z in F.zone_list(3) if z not in others][0]
    assert list(why(s)) == [(f"{far}:discard", None)]
    infos = [RULES.describe(a) for a in RULES.legal_actions(s)]
    labels = [tr(i.label, names, **dict(i.params)) for i in infos]
    assert all(t.startswith("Discard onto the pile you share with Seat") for t in labels)
    RULES.apply(s, ChoosePile(seat=seat, zone=others[0]))


def test_prompt_names_the_extension_column_and_the_parts_that_follow() -> None:
    s = at_plan()
    clear_table(s)
    s.shed[0] = [2, 2, 2, 1]
    s.hand[0] = 16  # cost N O C: +1 extension, then 1 energy
    RULES.apply(s, Repair(seat=0))
    key, params, text = said(s)
    assert key == "droids.prompt.extension_parts" and params["card"] == 16 and params["n"] == 1
    assert render(params["parts"]) == "1 energy"  # a message parameter, rendered when shown
    assert text == "Droid 16 gives you a shed extension, then 1 energy: choose its column"
    s = at_plan()
    clear_table(s)
    s.shed[0] = [2, 2, 0, 1]
    s.hand[0] = 40  # +2 extensions
    RULES.apply(s, Repair(seat=0))
    assert said(s)[2] == "Droid 40 gives you 2 shed extensions: choose the column of the next one"
    RULES.apply(s, PlaceExtension(seat=0, kind="oil"))
    assert said(s)[2] == "Droid 40 gives you a shed extension: choose its column"


def test_prompt_names_the_house_for_card_31s_tokens() -> None:
    s = at_plan()
    clear_table(s)
    s.shed[0] = [1, 1, 1, 0]
    s.hand[0] = 31
    RULES.apply(s, Repair(seat=0))
    key, params, text = said(s)
    assert key == "droids.prompt.tokens" and params == {"n": 3}
    assert "others pay 3 more base parts" in text
    target = s.zone_houses["zone:0-1"][0]
    info = RULES.describe(PlaceTokens(seat=0, house=target, zone="zone:0-1"))
    assert (info.zone, info.piece) == ("zone:0-1:houses", f"house:{target}")


# ------------------------------------------------------------------------------------------------
# D8–D11: after the actions, the interseason, the end


def test_prompt_names_the_post_action_swaps() -> None:
    s = at_plan()
    s.shed = [[1, 1, 1, 2], [1, 1, 1, 2]]
    s.order = [0, 1]
    run_phase(s, "post")
    assert s.step == "post"
    key, params, text = said(s)
    assert key == "droids.prompt.post" and params == {"n": 10}
    assert text == "Swap with the supply after the actions, then Done (10 swaps left)"


def test_prompt_names_the_interseason_extension_against_the_direct_opponent() -> None:
    s = at_plan()
    s.decks[0].remove(-1)
    s.decks[0].append(-1)
    s.order = [0, 1]
    run_phase(s, "interseason")
    key, params, text = said(s)
    assert key == "droids.prompt.interseason" and params == {"seat2": 1}
    assert "more leaves than Seat2: +1 energy" in text
    s = at_plan(4)
    s.decks[0].remove(-1)
    s.decks[0].append(-1)
    s.decks[1].remove(-3)
    s.decks[1].append(-3)
    s.order = [3, 0, 1, 2]
    run_phase(s, "interseason")
    assert said(s)[1] == {"seat2": 1}  # seat 3 faces seat 1
    s = at_plan(3)
    s.decks[0].remove(-1)
    s.decks[0].append(-1)
    s.order = [0, 1, 2]
    run_phase(s, "interseason")
    assert said(s)[0] == "droids.prompt.interseason_many"


def test_prompt_names_the_last_sealed_swaps() -> None:
    s = at_plan()
    to_final(s)
    assert s.step == "final"
    key, params, text = said(s)
    assert key == "droids.prompt.final" and params["n"] == 10
    assert text.startswith("Last swaps before scoring (sealed)")


def test_prompt_names_the_declaration_of_droid_36_and_its_houses() -> None:
    s = at_plan()
    s.collection[0] = [36]
    s.built[0] = [49, 52, 58]
    s.shed = [[0, 0, 0, 0], [0, 0, 0, 0]]
    to_final(s)
    assert s.step == "declare"
    key, params, text = said(s)
    assert key == "droids.prompt.declare" and render(params["houses"]) == "49 and 52"
    assert text == "Droid 36: declare the family it also counts as for House droids 49 and 52"
    label = RULES.describe(DeclareType(seat=0, family="market"))
    assert tr(label.label, names, **dict(label.params)) == "Droid 36 counts as a market droid"


def test_every_decision_point_has_its_own_prompt_key() -> None:
    keys = {
        "D1": "droids.prompt.keep",
        "D1 3p": "droids.prompt.keep3",
        "D1 4p": "droids.prompt.keep_to_opponent",
        "D2": "droids.prompt.give",
        "D3": "droids.prompt.automa_tie",
        "D4": "droids.prompt.plan",
        "D5": "droids.prompt.rechoose",
        "D4a": "droids.prompt.pay_extra",
        "D4b": "droids.prompt.pile_dismantle",
        "D6": "droids.prompt.extension",
        "D7": "droids.prompt.tokens",
        "D8": "droids.prompt.post",
        "D9": "droids.prompt.interseason",
        "D10": "droids.prompt.final",
        "D11": "droids.prompt.declare",
    }
    assert len(set(keys.values())) == len(keys)
    for key in keys.values():
        assert key in RULES.strings


# ------------------------------------------------------------------------------------------------
# the end: the result, the solo draw


def _play_out(s: State) -> State:
    while RULES.to_act(s) is not None:
        RULES.apply(s, RULES.legal_actions(s)[0])
    return s


def test_game_over_prompt_names_the_winner() -> None:
    s = _play_out(new(2))
    key, params, text = said(s, 0)
    out = RULES.outcome(s)
    sheets = RULES.score(s)
    best = max(sh.total for sh in sheets)
    if len(out.winners) == 1:
        assert params["seat"] == out.winners[0] and params["n"] == best
        assert key in ("droids.prompt.over_win", "droids.prompt.over_tiebreak")
    else:
        assert key == "droids.prompt.over_shared"
    assert text.startswith("Game over")


def test_game_over_prompt_names_the_winning_team() -> None:
    s = _play_out(new(4))
    key, params, text = said(s, 2)
    out = RULES.outcome(s)
    if len(out.winners) == 2:
        assert (params["seat"], params["seat2"]) == out.winners
        assert f"the team of {names(out.winners[0])} and {names(out.winners[1])} wins" in text
    else:
        assert key == "droids.prompt.over_team_shared"


def test_game_over_prompt_names_a_shared_victory_and_the_team_rules() -> None:
    s = _play_out(new(2))
    clear_table(s)
    s.collection = [[1], [6]]  # 4 RP each, no parts: shared
    assert said(s, 0)[2] == "Game over: a shared victory at 4 RP"
    s = _play_out(new(4))
    clear_table(s)
    assert said(s, 0)[2] == "Game over: the teams tie on score and total — all four share the victory"
    s.collection = [[1], [6, 5], [59], [63]]  # 4, 5 against 4, 4: team scores tie, totals 9 to 8
    key, params, text = said(s, 3)
    assert key == "droids.prompt.over_team_total" and params == {"seat": 0, "seat2": 1, "n": 9}
    s.collection = [[1, 5], [6, 12], [59], [63]]  # 5, 5 against 4, 4
    assert said(s, 3)[2] == "Game over: the team of Seat1 and Seat2 wins (team score 5)"


def test_solo_tie_is_a_draw_not_the_automas_win() -> None:
    s = _play_out(new(1))
    clear_table(s)
    s.collection[0] = [1]  # water, 4 RP
    s.collection[AUTOMA] = [6, 59]  # water, 4 + 4 RP: the automa counts half, 4
    mine, auto = RULES.score(s)[0].total, RULES.automa_sheet(s).total
    assert mine == auto == 4
    out = RULES.outcome(s)
    assert out.winners == () and out.decided_by == "droids.solo_draw"
    # the scoring screen ranks the two sheets level: same total, no tie-break on either side
    me, it = RULES.score(s)[0], RULES.automa_sheet(s)
    assert (me.total, *me.tiebreak) == (it.total, *it.tiebreak)
    assert tr(out.decided_by) == "A draw: you and the automa scored the same."
    assert said(s, 0)[2] == "Game over: a draw with the automa at 4 RP"
    # one more RP for either side decides it again
    s.collection[0] = [1, 5]  # + shed droid, 1 RP
    assert RULES.outcome(s).winners == (0,) and RULES.outcome(s).decided_by == "automa"
    assert said(s, 0)[0] == "droids.prompt.over_solo_win"
    s.collection[0] = [5]
    assert RULES.outcome(s).winners == () and RULES.outcome(s).decided_by == "automa"
    assert said(s, 0)[0] == "droids.prompt.over_solo_loss"


# ------------------------------------------------------------------------------------------------
# blocked: why a piece cannot be used now


def test_blocked_repair_says_which_parts_are_missing() -> None:
    s = at_plan()
    clear_table(s)
    s.hand[0] = 23  # water, cost N2 O1 C1 E1
    s.shed[0] = [1, 1, 0, 1]
    reasons = why(s)
    assert reasons[("seat:0:hand", "droid:23")] == (
        "Repairing droid 23 costs 2 nuts, 1 oil drop, 1 circuit board and 1 energy: "
        "you are short of 1 nut and 1 circuit board"
    )
    s.shed[0] = [2, 1, 1, 1]
    assert ("seat:0:hand", "droid:23") not in why(s)


def test_blocked_house_says_which_parts_are_missing() -> None:
    s = at_plan()
    clear_table(s)
    s.zone_houses["zone:0-1"] = [45, 46, 47, 58]
    s.box = [h for h in E.D.ALL_HOUSES if h not in (45, 46, 47, 58)]
    s.shed[0] = [3, 2, 1, 2]
    s.ext[0] = [3, 3, 3, 3]
    reasons = why(s)
    # 45 costs N3 O2 C1 E3: one energy short; 58 costs N3 O2 C2 E3
    assert reasons[("zone:0-1:houses", "house:45")].endswith("you are short of 1 energy")
    assert reasons[("zone:0-1:houses", "house:58")].endswith("you are short of 1 circuit board and 1 energy")
    s.shed[0] = [3, 3, 3, 3]
    s.tokens = [45, 1]  # seat 1's tokens: seat 0 needs 3 more base parts after the cost
    assert ("zone:0-1:houses", "house:45") not in why(s)  # 0 nut + 1 oil + 2 circuits to spare
    s.shed[0] = [3, 2, 2, 3]
    reasons = why(s)
    assert reasons[("zone:0-1:houses", "house:45")] == (
        "House droid 45 carries the extra-cost tokens: after its cost you have 1 base part, 3 are needed"
    )


def test_blocked_house_in_another_zone_names_the_two_seats_who_may_build_it() -> None:
    s = at_plan(4)
    seat = s.actor
    near = F.adjacent_zones(4, seat)[0]
    far = [z for z in F.zone_list(4) if z != near][0]
    a, b = (int(x) for x in far[5:].split("-"))
    reasons = why(s)
    for h in s.zone_houses[far]:
        assert (
            reasons[(f"{far}:houses", f"house:{h}")]
            == f"Only {names(a)} and {names(b)} can construct this House droid"
        )


def test_blocked_full_shed_column_and_no_swaps_left() -> None:
    s = at_plan()
    s.shed[0] = [3, 1, 0, 2]
    reasons = why(s)
    assert (
        reasons[("seat:0:shed", "seat:0:part:nut")]
        == "Your shed holds no more nuts (3 of 3): any more are lost"
    )
    assert ("seat:0:shed", "seat:0:part:oil") not in reasons
    s.ext[0][0] = 1
    assert ("seat:0:shed", "seat:0:part:nut") not in why(s)
    s.swaps_used[0] = 10
    reasons = why(s)
    assert all(
        reasons[("seat:0:shed", f"seat:0:part:{k}")] == "No more swaps in this window (10 at most)"
        for k in E.KINDS
    )


def test_blocked_reasons_name_zones_and_pieces_the_table_draws() -> None:
    for players in (1, 2, 3, 4):
        s = new(players, seed=4)
        rng = Rng(4)
        while RULES.to_act(s) is not None:
            view = RULES.view(s, s.actor)
            zones = RULES.zones(view)
            for b in RULES.blocked(view):
                assert b.zone in zones, b
                assert b.piece is None or any(p.id == b.piece for p in zones[b.zone]), b
            legal = RULES.legal_actions(s)
            RULES.apply(s, legal[rng.below(len(legal))])
        assert RULES.blocked(RULES.view(s, 0)) == []


# ------------------------------------------------------------------------------------------------
# one click per choice, player words in labels, refusals and the log


def test_an_action_about_one_piece_names_it_and_only_repair_and_dismantle_share_one() -> None:
    for players in (1, 2, 3, 4):
        s = new(players, seed=6)
        rng = Rng(6)
        while RULES.to_act(s) is not None:
            zones = RULES.zones(RULES.view(s, s.actor))
            legal = RULES.legal_actions(s)
            spots: dict[tuple[str, str], list] = {}
            for a in legal:
                info = RULES.describe(a)
                if info.piece is None:
                    continue
                assert info.zone is not None, a
                assert any(p.id == info.piece for p in zones[info.zone]), (a, info)
                spots.setdefault((info.zone, info.piece), []).append(a)
            for acts in spots.values():
                if len(acts) > 1:
                    assert sorted(type(a).__name__ for a in acts) == ["Dismantle", "Repair"], acts
            RULES.apply(s, legal[rng.below(len(legal))])


def test_construct_is_clicked_on_its_house_where_it_lies() -> None:
    s = at_plan(3)
    seat = s.actor
    s.shed[seat] = [3, 3, 3, 3]
    s.ext[seat] = [3, 3, 3, 3]
    for a in RULES.legal_actions(s):
        if isinstance(a, Construct):
            info = RULES.describe(a)
            assert a.house in s.zone_houses[info.zone.removesuffix(":houses")]
            assert info.piece == f"house:{a.house}"
    # the zone is only where to click: a Construct without it is the same action
    some = next(a for a in RULES.legal_actions(s) if isinstance(a, Construct))
    assert Construct(seat=seat, house=some.house) == some


def test_labels_use_part_and_family_names() -> None:
    def label(a) -> str:  # noqa: ANN001
        info = RULES.describe(a)
        return tr(info.label, names, **dict(info.params))

    assert label(Swap(seat=0, give=(0, 2, 0, 0), get=(1, 0, 0, 0))) == "Swap 2 oil drops for 1 nut"
    assert label(PayExtra(seat=0, kind="circuit")) == "Pay one more circuit board"
    assert label(PlaceExtension(seat=0, kind="energy")) == "Add a shed extension to the energy column"
    assert label(Repair(seat=0, card=23)) == "Repair droid 23 (pay its cost)"
    assert label(EndSwaps(seat=0)) == "Done swapping"


def test_refusal_says_which_parts_are_missing() -> None:
    s = at_plan()
    clear_table(s)
    s.hand[0] = 23
    s.shed[0] = [1, 1, 1, 1]
    try:
        RULES.apply(s, Repair(seat=0))
    except IllegalAction as exc:
        assert exc.key == "droids.cannot_pay_short"
        assert tr(exc.key, names, **exc.params) == "You cannot repair droid 23: you are short of 1 nut."
    else:
        raise AssertionError("an unpayable repair was accepted")
    try:
        RULES.apply(s, Repair(seat=1))
    except IllegalAction as exc:
        assert tr(exc.key, names, **exc.params) == "It is not your decision now: Seat1 is deciding."
    else:
        raise AssertionError("a repair out of turn was accepted")


def test_the_automas_moves_are_logged_like_a_players() -> None:
    s = new(1)
    lines: list[str] = []
    while RULES.to_act(s) is not None and s.turn < 3:
        lines += logs(RULES.apply(s, RULES.legal_actions(s)[0]))
    assert any(t.startswith("Seat2 repairs droid") or t.startswith("Seat2 discards droid") for t in lines)
    assert RULES.solo_opponent == "droids.automa" and tr(RULES.solo_opponent) == "Automa"


def test_a_sealed_plan_is_logged_in_secret_then_once_at_the_reveal() -> None:
    s = at_plan(open_action_order=False)
    first = s.hand[0]
    ev = RULES.apply(s, Dismantle(seat=0))
    secret = [e for e in ev if isinstance(e, Logged) and e.visible_to == (0,)]
    assert logs(secret) == [f"Seat1 plans to dismantle droid {first} (secret until everyone has chosen)"]
    assert "Seat1 has chosen an action" in logs(
        [e for e in ev if isinstance(e, Logged) and e.visible_to is None]
    )
    card = s.hand[1]
    lines = logs(RULES.apply(s, Dismantle(seat=1)))
    assert lines.count(f"Seat2 will dismantle droid {card}") == 1
    assert lines.count(f"Seat1 will dismantle droid {first}") == 1
    assert not any("plans to" in t for t in lines)  # the last seat's secret line gave way to the reveal


def test_repeated_sealed_swaps_are_logged_once_with_a_count() -> None:
    s = at_plan(open_action_order=False)
    s.shed[0] = [0, 0, 0, 3]
    s.ext[0] = [3, 3, 3, 3]
    for _ in range(2):
        RULES.apply(s, Swap(seat=0, give=(0, 0, 0, 1), get=(1, 0, 0, 0)))
    RULES.apply(s, Dismantle(seat=0))
    lines = logs(RULES.apply(s, Dismantle(seat=1)))
    assert "Seat1 swaps 1 energy for 1 nut, 2 times" in lines
    assert "Seat1 swaps 1 energy for 1 nut" not in lines


def test_the_four_player_log_names_teams_duels_and_gifts() -> None:
    lines = logs(RULES.new_game_with_events(4, 1, {"first_priority": "0"})[1])
    assert "Team 1: Seat1 and Seat2" in lines and "Team 2: Seat3 and Seat4" in lines
    assert "Seat1 faces Seat3: their houses and discard pile lie between them" in lines
    assert "Turn 1 (season I): Seat1 is Priority, Seat2 Secondary" in lines
    s = new(4, first_priority="0")
    RULES.apply(s, RULES.legal_actions(s)[0])
    lines = logs(RULES.apply(s, RULES.legal_actions(s)[0]))
    assert any("gives droid" in t and "to direct opponent Seat3" in t for t in lines)
    assert any("gives droid" in t and "to direct opponent Seat4" in t for t in lines)


def test_overflow_and_end_lines_speak_of_parts_and_seats() -> None:
    s = at_plan()
    clear_table(s)
    s.shed[0] = [3, 3, 3, 3]
    s.hand[0] = 16  # yield N2 C1
    lines = logs(RULES.apply(s, Dismantle(seat=0)))
    assert "Seat1 loses 2 nuts: no room in the shed" in lines
    assert "Seat1 loses 1 circuit board: no room in the shed" in lines
    s = new(3)
    s.box = sorted(s.box + s.zone_houses["zone:0-1"] + s.zone_houses["zone:0-2"])
    s.zone_houses["zone:0-1"] = []
    s.zone_houses["zone:0-2"] = []
    ev: list = []
    E._end_check(s, ev)
    assert logs(ev)[0] == "Last turn: Seat1 has no House droid left to construct — last swaps, then scoring"


def test_score_lines_and_details_are_player_words() -> None:
    s = _play_out(new(1))
    detail = RULES.automa_sheet(s).lines[0].detail
    assert detail == "water droids' RP halved"
    assert scoring.automa_sheet(s).seat == AUTOMA
