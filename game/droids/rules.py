"""The ``Rules`` object of Les Derniers Droïdes: the contract glued onto engine/view/scoring."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.core.messages import Action, Event, IllegalAction
from game.core.rng import Rng
from game.core.rules import (
    Blocked,
    OptionSpec,
    Outcome,
    Piece,
    Prompt,
    Rules,
    ScoreSheet,
)
from game.droids import cards, heuristics, prompts, scoring
from game.droids import data as D
from game.droids import engine as E
from game.droids import facts as F
from game.droids import state as S
from game.droids import view as V
from game.droids.handlers import HANDLERS
from game.droids.setup import new_state
from game.droids.strings import EN

_DEF = D.DEFAULTS

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("swap_after_action", "bool", _DEF["swap_after_action"], "droids.opt_swap_after_action"),
    OptionSpec(
        "overflow_timing",
        "choice",
        _DEF["overflow_timing"],
        "droids.opt_overflow_timing",
        ("immediate", "end_of_turn"),
    ),
    OptionSpec(
        "conflict_resolution",
        "choice",
        _DEF["conflict_resolution"],
        "droids.opt_conflict_resolution",
        ("priority_order_rechoose", "simultaneous_both_fail"),
    ),
    OptionSpec(
        "three_player_discard",
        "choice",
        _DEF["three_player_discard"],
        "droids.opt_three_player_discard",
        ("choose_adjacent", "giver_zone"),
        players=(3,),
    ),
    OptionSpec(
        "three_player_majority",
        "choice",
        _DEF["three_player_majority"],
        "droids.opt_three_player_majority",
        ("beat_each", "per_opponent_bonus"),
        players=(3,),
    ),
    OptionSpec(
        "four_player_gift_rule",
        "choice",
        _DEF["four_player_gift_rule"],
        "droids.opt_four_player_gift_rule",
        ("clockwise_secondary_alternating", "teammate_secondary_always_to_opponent"),
        players=(4,),
    ),
    OptionSpec("open_action_order", "bool", _DEF["open_action_order"], "droids.opt_open_action_order"),
    OptionSpec(
        "solo_difficulty",
        "choice",
        _DEF["solo_difficulty"],
        "droids.opt_solo_difficulty",
        ("easy", "normal", "hard"),
        players=(1,),
    ),
    OptionSpec("house_base_rp", "int", _DEF["house_base_rp"], "droids.opt_house_base_rp", minimum=0, maximum=20),
    OptionSpec(
        "first_priority",
        "choice",
        str(_DEF["first_priority"]),
        "droids.opt_first_priority",
        ("random", "0", "1", "2", "3"),
        players=(2, 3, 4),
    ),
    OptionSpec(
        "automa_tie_break",
        "choice",
        _DEF["automa_tie_break"],
        "droids.opt_automa_tie_break",
        ("human", "lowest_number"),
        players=(1,),
    ),
    OptionSpec(
        "house_cost_energy_delta",
        "int",
        _DEF["house_cost_energy_delta"],
        "droids.opt_house_cost_energy_delta",
        minimum=-10,  # costs never fall below 0 energy; -10 already makes every house free of energy
        maximum=10,
    ),
)


class DroidsRules(Rules[S.State, V.View]):
    """Les Derniers Droïdes for 1 (against the automa) to 4 players (2 vs 2)."""

    id = "droids"
    name = "Les Derniers Droïdes"
    min_players = 1
    max_players = 4
    options = OPTIONS
    max_actions = 6000
    strings = EN
    handlers = HANDLERS
    solo_opponent = "droids.automa"  # the automa's name at the table and in the log (seat 1)

    # -- lifecycle ---------------------------------------------------------------------------
    def setup(self, players: int, seed: int, options: dict[str, Any]) -> tuple[S.State, list[Event]]:
        """Setup and the first draw, with their events (setup.py)."""
        return new_state(players, seed, options)

    def num_players(self, state: S.State) -> int:
        return state.players

    def to_act(self, state: S.State) -> int | None:
        return None if state.actor < 0 else state.actor

    def legal_actions(self, state: S.State) -> list[Action]:
        return E.legal_actions(state)

    def not_your_turn(self, action: Action, to_act: int) -> IllegalAction:
        return IllegalAction("droids.not_your_turn", seat=to_act)

    def refusal(self, state: S.State, action: Action) -> IllegalAction:
        return E.refusal(state, action)

    def perform(self, state: S.State, action: Action) -> list[Event]:
        """The decision, then every automatic step after it (engine)."""
        return E.apply_trusted(state, action)

    # -- information ----------------------------------------------------------------------------
    def view(self, state: S.State, seat: int | None) -> V.View:
        return V.view(state, seat)

    def determinize(self, view: V.View, rng: Rng) -> S.State:
        return V.determinize(view, rng)

    def zones(self, view: V.View) -> Mapping[str, Sequence[Piece]]:
        return V.zones(view)

    def zone_ids(self, players: int) -> list[str]:
        return V.zone_ids(players)

    # -- scoring -------------------------------------------------------------------------------
    def score(self, state: S.State) -> list[ScoreSheet]:
        return scoring.sheets(state)

    def automa_sheet(self, state: S.State) -> ScoreSheet:
        """Solo only: the automa's itemised score (seat 1)."""
        return scoring.automa_sheet(state)

    def solo_sheet(self, state: S.State) -> tuple[str, ScoreSheet] | None:
        return ("automa", scoring.automa_sheet(state)) if state.players == 1 else None

    def outcome(self, state: S.State) -> Outcome:
        return scoring.outcome(state)

    def teams(self, players: int) -> tuple[int, ...] | None:
        """4 players play two against two (§5.4): seats 0 and 1 against 2 and 3."""
        return tuple(F.team_of(seat) for seat in range(4)) if players == 4 else None

    def heuristic(self, state: S.State, seat: int) -> float:
        return heuristics.heuristic(state, seat)

    # -- copies ----------------------------------------------------------------------------------
    def clone(self, state: S.State) -> S.State:
        return S.clone(state)

    def state_to_json(self, state: S.State) -> dict[str, Any]:
        return S.to_json(state)

    def state_from_json(self, data: Mapping[str, Any]) -> S.State:
        return S.from_json(data)

    # -- presentation ------------------------------------------------------------------------------
    def prompt(self, view: V.View) -> Prompt:
        """What the seat to act is deciding (spec §22), from its view."""
        return prompts.prompt(view)

    def blocked(self, view: V.View) -> Sequence[Blocked]:
        """Pieces the current decision could use but cannot now, with the rule that stops them."""
        return prompts.blocked(view)

    def card_info(self, face: str) -> dict[str, Any] | None:
        """What the table prints on a piece: name, family, cost, points, text (the skin gives colour and icon)."""
        return cards.card_info(face)

    # -- invariants --------------------------------------------------------------------------------
    def check_invariants(self, state: S.State) -> None:
        check_invariants(state)


def check_invariants(s: S.State) -> None:
    """Card conservation, resource bounds and a coherent decision pointer."""
    _check_cards(s)
    _check_houses(s)
    for i in range(s.nseats):
        _check_seat(s, i)
    _check_pointer(s)


def _check_cards(s: S.State) -> None:
    """Every droid and interseason card of the layout lies in exactly one place."""
    universe: list[int] = []
    for sets in D.LAYOUTS[s.players]["decks"]:
        for sn in sets:
            for season in range(3):
                universe.extend(D.SETS[sn][season])
        universe.extend(D.IS_CODES[sets[0]])
    seen: list[int] = [c for d in s.decks for c in d]
    for i in range(s.nseats):
        seen.extend(s.drawn[i])
        seen.extend(s.collection[i])
        if s.hand[i]:
            seen.append(s.hand[i])
    for z in s.discard.values():
        seen.extend(z)
    seen.extend(s.is_discard)
    assert sorted(seen) == sorted(universe), "droid/interseason cards are not each in exactly one place"


def _check_houses(s: S.State) -> None:
    """Every house lies in exactly one place; zones keep theirs in order; tokens lie on one."""
    houses = list(s.box)
    for hs in s.zone_houses.values():
        houses.extend(hs)
    for b in s.built:
        houses.extend(b)
    assert sorted(houses) == list(D.ALL_HOUSES), "house droids are not each in exactly one place"
    for zid, hs in s.zone_houses.items():
        assert zid in s.discard, f"zone {zid} has no discard pile"
        assert hs == sorted(hs), "zone houses out of order"
    if s.tokens:
        assert any(s.tokens[0] in hs for hs in s.zone_houses.values()), "tokens on a house not on the table"


def _check_seat(s: S.State, i: int) -> None:
    """One seat's parts, extensions, stored parts, swaps and kept card."""
    assert all(x >= 0 for x in s.shed[i]), f"seat {i} has negative parts"
    assert all(x >= 0 for x in s.ext[i]), f"seat {i} has negative extensions"
    st = s.stored[i]
    assert len(st) % 4 == 0 and all(x >= 0 for x in st), f"seat {i} has bad stored parts"
    for j in range(0, len(st), 4):
        assert st[j] in s.collection[i] and st[j] in (65, 71), f"seat {i} stores parts on a card it lacks"
    if s.opts["overflow_timing"] == "immediate":
        for k in range(4):
            assert s.shed[i][k] <= F.cap(s, i, k), f"seat {i} is over capacity in {D.KINDS[k]}"
    assert 0 <= s.swaps_used[i] <= D.MAX_SWAPS, f"seat {i} swap count out of range"
    if F.is_automa(s, i):
        assert s.shed[i] == [0, 0, 0, 0] and not s.built[i] and s.ext[i] == [0, 0, 0, 0], (
            "the automa owns parts"
        )
    assert not s.keep[i] or s.keep[i] in s.drawn[i], "kept card not among the drawn ones"


def _check_pointer(s: S.State) -> None:
    """A decision is pending, for a real seat, exactly while the game runs."""
    if s.phase == "over":
        assert s.actor == -1 and not s.step, "decision pending after the end"
    else:
        assert s.step and 0 <= s.actor < s.players, "no decision pending in a running game"
        assert not F.is_automa(s, s.actor), "the automa is asked to decide"


RULES = DroidsRules()
