"""The ``RULES`` object of Paris: New Eden (game/core/rules.py contract).

The setup is in ``setup.py``, the decisions (a handler and a description per action class) in
``handlers.py``, the flow between decisions in ``engine.py``; the gate, history and defaults come
from the common ``Rules`` base.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.messages import Action, Event, IllegalAction
from game.core.rng import Rng
from game.core.rules import Blocked, OptionSpec, Outcome, Prompt, Rules, ScoreSheet, SearchTuning
from game.new_eden import engine, prompts, scoring, state, view
from game.new_eden.cards import card_info as _card_info
from game.new_eden.data import DATA
from game.new_eden.handlers import HANDLERS, settle
from game.new_eden.heuristics import heuristic as _heuristic
from game.new_eden.setup import new_state
from game.new_eden.state import LOCATIONS, TOKEN_KINDS, TYPES, State
from game.new_eden.view import View


class NewEdenRules(Rules[State, View]):
    """Paris: New Eden for 2-4 players."""

    id = "new_eden"
    name = "Paris: New Eden"
    min_players = 2
    max_players = 4
    options = (
        OptionSpec(
            "start_player",
            "int",
            -1,
            "new_eden.option.start_player",
            choices=(-1, 0, 1, 2, 3),
            help="new_eden.option.start_player.help",
        ),
    )
    max_actions = 1500
    handlers = HANDLERS
    # The search bots' heuristic leaves carry New Eden so far that 150 and 600 iterations played
    # alike (normal won 98.0% of 200 games against greedy, hard 97.5%). Normal here spends two
    # iterations per root action instead (at most its 150): it won 71.5% of 200 [64.9, 77.3].
    search = SearchTuning(per_action=(("normal", 2),))

    # --- lifecycle
    def setup(self, players: int, seed: int, options: dict[str, Any]) -> tuple[State, list[Event]]:
        s, ev = new_state(players, seed, options)
        settle(s, ev)
        return s, ev

    def advance(self, s: State, events: list[Event]) -> None:
        """A decision with exactly one option is applied without asking (§10.35), except D12."""
        settle(s, events)

    def num_players(self, s: State) -> int:
        return s.n

    def to_act(self, s: State) -> int | None:
        return s.actor

    def legal_actions(self, s: State) -> list[Action]:
        return engine.legal(s)

    def refusal(self, s: State, action: Action) -> IllegalAction:
        """Why an action is refused: the reason the table shows for its piece, when there is one."""
        try:
            info = self.describe(action)
        except (ValueError, KeyError, AttributeError):
            return IllegalAction("new_eden.not_allowed")
        for b in prompts.blocked(view.view(s, s.actor)):
            if b.zone == info.zone and b.piece in (None, info.piece):
                return IllegalAction(b.reason.key, **dict(b.reason.params))
        return IllegalAction("new_eden.not_allowed")

    # --- information
    def view(self, s: State, seat: int | None) -> View:
        return view.view(s, seat)

    def determinize(self, v: View, rng: Rng) -> State:
        return view.determinize(v, rng)

    def zones(self, v: View) -> dict[str, tuple[Any, ...]]:
        return view.zones(v)

    def score(self, s: State) -> list[ScoreSheet]:
        return scoring.sheets(s)

    def outcome(self, s: State) -> Outcome:
        return scoring.outcome(s)

    def clone(self, s: State) -> State:
        return state.clone(s)

    def state_to_json(self, s: State) -> dict[str, Any]:
        return state.to_json(s)

    def state_from_json(self, data: Mapping[str, Any]) -> State:
        return state.from_json(dict(data))

    def heuristic(self, s: State, seat: int) -> float:
        return _heuristic(s, seat)

    # --- presentation
    def card_info(self, face: str) -> dict[str, Any] | None:
        """Name, family, numbers and effect text of a card, tile or token face (game/new_eden/cards.py)."""
        return _card_info(face)

    def prompt(self, v: View) -> Prompt:
        """What the seat to act is deciding (spec §16), in words (game/new_eden/prompts.py)."""
        return prompts.prompt(v)

    def blocked(self, v: View) -> tuple[Blocked, ...]:
        """Pieces the seat to act cannot use for its decision now, each with its reason."""
        return prompts.blocked(v)

    # --- invariants
    def check_invariants(self, s: State) -> None:
        n = s.n
        # building cards: each exactly once
        places = [*s.tin_box]
        for t in TYPES:
            places += s.bdeck[t] + s.brow[t] + s.bdisc[t]
        for cs in s.r_cards:
            places += cs
        assert sorted(places) == sorted(DATA.cards), "building cards not conserved"
        for t in TYPES:
            assert all(DATA.cards[c].type == t for c in s.bdeck[t] + s.brow[t] + s.bdisc[t]), (
                "card in wrong row"
            )
        # the tinkerer deck keeps its END cards below the others
        flags = [DATA.cards[c].end_card for c in s.bdeck["tinkerer"]]
        assert flags == sorted(flags), "END card above a non-END card in the tinkerer deck"
        # missions
        ms = s.mdeck + s.bdraw + [m for h in s.hand for m in h] + [m for h in s.r_missions for m in h]
        assert sorted(ms) == sorted(DATA.missions), "missions not conserved"
        assert all(DATA.missions[m].kind == "new_building" for h in s.r_missions for m in h)
        assert (s.stage == "bridge") == bool(s.bdraw), "bridge draw outside a Bridge action"
        assert len(s.mbatch) == len(s.mdeck), "mission batch labels out of step with the deck"
        for card, label in zip(s.mdeck, s.mbatch, strict=True):
            if label:
                owner = int(label.split(":")[0])
                assert card in s.returned[owner][label], "a returned batch lost track of its cards"
        for owner, known in enumerate(s.returned):
            assert sorted(known) == sorted({lb for lb in s.mbatch if lb.startswith(f"{owner}:")})
        # events
        evs = s.tower + s.ev_box + s.ev_discard + [t for x in s.ev_future for t in x]
        assert sorted(evs) == sorted(DATA.events), "event tiles not conserved"
        assert len(s.tower) == len(s.tower_up) == 3
        if s.phase in ("window", "feed", "final_window", "over"):
            assert sum(s.tower_up) == 1, "exactly one face-up event at the end of a season"
        # equipment and tokens
        eqs = s.center_eq + s.box_eq + [e for x in s.eq_stacks for e in x] + [e for x in s.r_eq for e in x]
        assert sorted(eqs) == sorted(DATA.equip_tokens), "equipment not conserved"
        toks = s.station + s.starting_pool + s.box_tokens + [t for x in s.tok_stacks for t in x]
        for seat in range(n):
            toks += s.waiting[seat]
            toks += ["jack" if t in ("slacker", "jack") else t for t in s.r_tokens[seat]]
        for kind in TOKEN_KINDS:
            assert toks.count(kind) == DATA.token_totals[kind], f"{kind} tokens not conserved"
        assert len(toks) == 29
        # dice
        in_play = int(DATA.setup[n]["dice_in_play"])
        on_board = sum(sum(v) for v in s.dice.values())
        held = sum(sum(b) for b in s.bd_dice)
        assert all(c >= 0 for v in s.dice.values() for c in v) and all(c >= 0 for b in s.bd_dice for c in b)
        assert set(s.dice) == set(LOCATIONS)
        assert on_board + held <= in_play <= 20, "too many dice"
        full = int(DATA.setup[n]["dice_per_player_per_season"])
        assert all(0 <= t <= full for t in s.taken), "a board holds more dice than slots"
        assert all(sum(s.bd_dice[i]) <= s.taken[i] for i in range(n))
        if s.phase == "gather":
            assert on_board + sum(s.taken) == in_play
        # resources
        assert all(c >= 0 for c in s.cans), "negative cans"
        for holder in (s.bat, s.binoculars, s.heroine):
            assert holder is None or 0 <= holder < n
        assert 0 <= s.season <= 4
        assert (s.actor is None) == (s.phase == "over")
        if s.phase == "over":
            assert not any("jack" in w for w in s.waiting)
        for sheet in scoring.sheets(s):
            assert sheet.total >= 0


RULES = NewEdenRules()
