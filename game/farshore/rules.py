"""The ``Rules`` object for Everdell Farshore (the contract in game/core/rules.py)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from game.core.messages import Action, Event, IllegalAction
from game.core.rng import Rng
from game.core.rules import (
    ActionInfo,
    Blocked,
    OptionSpec,
    Outcome,
    Piece,
    Prompt,
    Rules,
    ScoreSheet,
    SearchTuning,
)
from game.farshore import cards, engine, facts, prompts, scoring
from game.farshore import view as V
from game.farshore.data import BAY_SIZE, CITY_LIMIT, DATA, HAND_LIMIT
from game.farshore.handlers import HANDLERS
from game.farshore.heuristics import heuristic as _heuristic
from game.farshore.setup import new_state
from game.farshore.state import State, clone, from_json, to_json
from game.farshore.strings import EN

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec(
        "solo_level",
        "choice",
        "bosun",
        "farshore.option.solo_level",
        choices=("deckhand", "bosun", "captain"),
        help="farshore.option.solo_level.help",
        players=(1,),
    ),
    OptionSpec(
        "random_first",
        "bool",
        False,
        "farshore.option.random_first",
        help="farshore.option.random_first.help",
    ),
)


class FarshoreRules(Rules[State, V.View]):
    id = "farshore"
    name = "Everdell Farshore"
    min_players = 1
    max_players = 4
    options = OPTIONS
    max_actions = 6000
    # As in New Eden, 150 search iterations played no worse than 600 (normal won 87.0% of 200 games
    # against greedy, hard 84.0%). Normal here spends two iterations per root action instead (at
    # most its 150): it won 71.5% of 200 [64.9, 77.3].
    handlers = HANDLERS
    search = SearchTuning(per_action=(("normal", 2),))
    strings = EN  # English text for every message key (picked up by game.registry)

    def setup(self, players: int, seed: int, options: dict[str, Any]) -> tuple[State, list[Event]]:
        """The setup up to the first decision, with its events (setup.py)."""
        return new_state(players, seed, options)

    def num_players(self, state: State) -> int:
        return state.n

    def to_act(self, state: State) -> int | None:
        return facts.to_act(state)

    def legal_actions(self, state: State) -> list[Action]:
        return engine.legal_actions(state)

    def is_legal(self, state: State, action: Action) -> bool:
        return engine.is_legal(state, action)

    def refusal(self, state: State, action: Action) -> IllegalAction:
        key, params = prompts.refusal(state, action)
        return IllegalAction(key, **params)

    def running_marks(self, state: State) -> tuple[int, ...]:
        """Prosperity is counted at the end; the seat badges show the open points as they grow
        (the controller turns the change into ``Scored`` events, see ``Rules.running_marks``)."""
        return scoring.running_marks(state)

    def score_changes(self, state: State, before: tuple[int, ...]) -> list[Event]:
        return engine.score_changes(state, before)

    def perform(self, state: State, action: Action) -> list[Event]:
        """The action's entry (its pending decision's handler, or the turn's), then the decision
        stack run up to the next decision (engine.run), a line repeated word for word kept once
        with its count (engine.merge_repeats)."""
        return engine.apply_trusted(state, action)

    def view(self, state: State, seat: int | None) -> V.View:
        return V.view(state, seat)

    def determinize(self, view: V.View, rng: Rng) -> State:
        return V.determinize(view, rng)

    def score(self, state: State) -> list[ScoreSheet]:
        return scoring.score(state)

    def outcome(self, state: State) -> Outcome:
        return scoring.outcome(state)

    def rival_sheet(self, state: State) -> ScoreSheet | None:
        """Solo only: the Rival's score column (seat -1)."""
        return scoring.rival_sheet(state) if state.n == 1 else None

    def solo_sheet(self, state: State) -> tuple[str, ScoreSheet] | None:
        sheet = self.rival_sheet(state)
        return None if sheet is None else ("rival", sheet)

    def clone(self, state: State) -> State:
        return clone(state)

    def state_to_json(self, state: State) -> dict[str, Any]:
        return to_json(state)

    def state_from_json(self, data: Mapping[str, Any]) -> State:
        return from_json(data)

    def heuristic(self, state: State, seat: int) -> float:
        return _heuristic(state, seat)

    def zones(self, view: V.View) -> Mapping[str, tuple[Piece, ...]]:
        return V.zones(view)

    def wind_preview(self, view: V.View, card: str) -> int:
        """How many spaces a play of ``card`` would sail on the current wind (0, 1 or 2; §19)."""
        c = DATA.cards[card]
        return int(facts.matches(DATA.wind_a[view.wind_up[0]], c)) + int(
            facts.matches(DATA.wind_b[view.wind_up[1]], c)
        )

    def prompt(self, view: V.View) -> Prompt:
        """What the seat to act is deciding, for the table's prompt line (spec §20)."""
        return prompts.prompt(view)

    def blocked(self, view: V.View) -> list[Blocked]:
        """What the seat to act (viewing its own view) cannot use in this decision, and why."""
        return prompts.blocked(view)

    def zone_ids(self, players: int) -> list[str]:
        return V.zone_ids(players)

    def describe(self, action: Action) -> ActionInfo:
        """Where an action is clicked and its label, ids named (``cards.label``; handlers.py)."""
        return cards.label(HANDLERS.describe(action))

    def card_info(self, face: str) -> dict[str, Any] | None:
        """What the table shows on a piece face (name, family, cost, points, text; the skin gives its colour)."""
        return cards.card_info(face)

    def check_invariants(self, state: State) -> None:
        check_invariants(state)


def check_invariants(st: State) -> None:
    """Raise AssertionError when a game invariant is broken."""
    _check_cards(st)
    for s in range(st.n):
        _check_seat(st, s)
    _check_single_spots(st)
    _check_maps(st)
    assert st.phase in ("setup", "play", "over")
    if st.phase == "over":
        assert all(st.passed) and not st.stack


def _check_cards(st: State) -> None:
    """Every card in one place; the Bay, reveal, wind stacks and island tiles whole."""
    cards = list(st.deck) + st.discard + st.reveal + st.limbo + st.rival_city
    for b in st.bay:
        cards.extend(b)
    for h in st.hands:
        cards.extend(h)
    for c in st.city:
        cards.extend(c)
    assert Counter(cards) == Counter(DATA.deck), "card conservation broken"
    assert len(st.bay) == BAY_SIZE
    names = [b[-1] for b in st.bay if b]
    assert len(names) == len(set(names)), "two Bay slots show the same name"
    for b in st.bay:
        assert len(set(b)) <= 1, "a Bay stack mixes names"
    assert len(st.limbo) <= 1 and len(st.reveal) <= 2
    for k, tiles in enumerate((DATA.wind_a, DATA.wind_b)):
        assert sorted(st.wind[k]) == sorted(tiles), "wind stack lost a tile"
    assert sorted(st.islands + st.island_box) == sorted(DATA.island_order), "island tiles lost"


def _check_seat(st: State, s: int) -> None:
    """One seat's hand, city, supplies, anchors, boat, season, workers, storage and maps."""
    assert len(st.hands[s]) <= HAND_LIMIT, f"seat {s} holds more than {HAND_LIMIT} cards"
    city = st.city[s]
    assert sum(1 for c in city if DATA.cards[c].space) <= CITY_LIMIT, f"seat {s} city over the limit"
    uniq = [c for c in city if DATA.cards[c].rarity == "unique"]
    assert len(uniq) == len(set(uniq)), f"seat {s} holds a unique card twice"
    assert min(st.res[s]) >= 0 and st.treasure[s] >= 0 and st.shells[s] >= 0, f"seat {s} negative supply"
    assert st.anchors_left[s] + len(st.anchored[s]) == DATA.anchors, f"seat {s} anchors lost"
    for ci in st.anchored[s]:
        assert DATA.cards[city[ci]].kind == "construction"
    assert 0 <= st.boat[s] <= DATA.track_last
    assert 0 <= st.season[s] <= 3
    assert len(st.placed[s]) <= 2 + st.season[s], f"seat {s} placed too many workers"
    for spot in st.placed[s]:
        if spot.startswith("seat:"):
            assert spot.startswith(f"seat:{s}:city:"), "worker on another player's card"
            assert DATA.cards[city[int(spot.split(":")[3])]].worker_spot is not None
    for ci, box in st.stored[s].items():
        assert city[ci] == "warehouse" and min(box) >= 0
    held = [m for m, _v in st.maps_held[s]]
    assert len(held) == len(set(held)), f"seat {s} holds two maps of a type"
    if st.passed[s]:
        assert st.season[s] == 3


def _check_single_spots(st: State) -> None:
    """Islands, the Lookout and city cards take one worker, and never a closed island."""
    single: Counter[str] = Counter()
    for p in st.placed:
        for spot in p:
            if spot.startswith("island:") or spot == "location:lookout" or spot.startswith("seat:"):
                single[spot] += 1
    for spot, k in single.items():
        assert k == 1, f"{spot} holds {k} workers"
        if spot.startswith("island:"):
            assert st.island_open[int(spot.split(":")[1]) - 1], "worker on a closed island"


def _check_maps(st: State) -> None:
    """Each map type's tiles all somewhere (the supply highest first, the seats', the Rival's)."""
    per_type = Counter(DATA.map_values[st.n])
    for m in DATA.map_order:
        vals = list(st.maps[m])
        for held in [*st.maps_held, st.rival_maps]:
            vals.extend(int(v) for mm, v in held if mm == m)
        assert Counter(vals) == per_type, f"map tiles of {m} lost"
        assert st.maps[m] == sorted(st.maps[m], reverse=True)


RULES = FarshoreRules()
