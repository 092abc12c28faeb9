"""Dice Race: a tiny two-player game of our own that exercises the whole contract in tests.

It is a test fixture, not a product game. Each seat holds two hidden cards (values 1–3). On your turn
you either roll a die and move your pawn that many spaces, rest and move one space, or play a card
from your hand, move by its value and draw a replacement from the face-down deck. The first pawn to reach the finish ends the
game; so does the 40th turn. Score: distance travelled plus the value of the cards still in hand.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any, ClassVar

from game.core.messages import (
    Action,
    DiceRolled,
    Event,
    GameEnded,
    IllegalAction,
    Moved,
    PhaseBegan,
    Scored,
    log,
    message,
)
from game.core.rng import Rng
from game.core.rules import (
    ActionInfo,
    Blocked,
    OptionSpec,
    Outcome,
    Piece,
    Prompt,
    Rules,
    ScoreLine,
    ScoreSheet,
    outcome_from_sheets,
)

CARD_VALUE = {f"c{i}": 1 + (i % 3) for i in range(12)}
CARDS = tuple(CARD_VALUE)
HAND = 2
MAX_TURNS = 40

STRINGS = {
    "race.roll": "Roll the die",
    "race.rest": "Rest (move 1)",
    "race.rested": "{seat} rests and moves to {pos}",
    "race.play": "Play card {card}",
    "race.rolled": "{seat} rolls {face} and moves to {pos}",
    "race.played": "{seat} plays a {value} and moves to {pos}",
    "race.not_your_turn": "It is not your turn",
    "race.no_such_card": "You do not hold that card",
    "race.game_over": "The game is over",
    "race.turn": "Turn {round}",
    "race.distance": "Distance",
    "race.cards_kept": "Cards kept",
    "race.finish": "Finish line",
    "race.option.finish": "Finish line",
    "race.prompt.turn": "{seat}: roll the die, rest, or play a card from your hand ({left} to go)",
    "race.prompt.over": "The race is over",
    "race.deck_after_play": "You draw from the deck only after playing a card",
}


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class Roll(Action):
    TAG: ClassVar[str] = "race.roll"


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class Rest(Action):
    TAG: ClassVar[str] = "race.rest"


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class PlayCard(Action):
    TAG: ClassVar[str] = "race.play"
    card: str


@dataclasses.dataclass(slots=True)
class RaceState:
    rng: Rng
    finish: int
    pos: list[int]
    hands: list[list[str]]
    deck: list[str]
    discard: list[str]
    turn: int = 0  # number of turns taken
    over: bool = False


@dataclasses.dataclass(frozen=True, slots=True)
class RaceView:
    seat: int | None
    finish: int
    pos: tuple[int, ...]
    hands: tuple[tuple[str, ...], ...]  # other seats' cards are "back:race"
    deck: int
    discard: tuple[str, ...]
    turn: int
    over: bool


class RaceRules(Rules[RaceState, RaceView]):
    id = "race"
    name = "Dice Race"
    min_players = 2
    max_players = 2
    max_actions = MAX_TURNS + 1
    options = (OptionSpec("finish", "int", 15, "race.option.finish", choices=(10, 15, 20)),)
    strings = STRINGS

    def setup(self, players: int, seed: int, opts: dict[str, Any]) -> tuple[RaceState, list[Event]]:
        rng = Rng(seed)
        deck = list(CARDS)
        rng.shuffle(deck)
        hands = [[deck.pop(), deck.pop()], [deck.pop(), deck.pop()]]
        return RaceState(rng, opts["finish"], [0, 0], hands, deck, []), []

    def handles(self, action: object) -> bool:
        return isinstance(action, Roll | Rest | PlayCard)

    def num_players(self, state: RaceState) -> int:
        return 2

    def to_act(self, state: RaceState) -> int | None:
        return None if state.over else state.turn % 2

    def legal_actions(self, state: RaceState) -> list[Action]:
        seat = self.to_act(state)
        if seat is None:
            return []
        out: list[Action] = [Roll(seat=seat), Rest(seat=seat)]
        out += [PlayCard(seat=seat, card=c) for c in sorted(set(state.hands[seat]))]
        return out

    def perform(self, state: RaceState, action: Action) -> list[Event]:
        """A legal action (the common gate of ``Rules.apply`` checked it); still careful on its own."""
        seat = self.to_act(state)
        if seat is None:
            raise IllegalAction("race.game_over")
        if action.seat != seat:
            raise IllegalAction("race.not_your_turn", seat=action.seat)
        events: list[Event] = []
        if isinstance(action, Roll):
            face = state.rng.roll(1)[0]
            state.pos[seat] = min(state.finish, state.pos[seat] + face)
            events.append(DiceRolled(zone="dice", faces=(str(face),)))
            events.append(log("race.rolled", seat=seat, face=face, pos=state.pos[seat]))
        elif isinstance(action, Rest):
            state.pos[seat] = min(state.finish, state.pos[seat] + 1)
            events.append(log("race.rested", seat=seat, pos=state.pos[seat]))
        elif isinstance(action, PlayCard):
            if action.card not in state.hands[seat]:
                raise IllegalAction("race.no_such_card", card=action.card)
            state.hands[seat].remove(action.card)
            state.discard.append(action.card)
            value = CARD_VALUE[action.card]
            state.pos[seat] = min(state.finish, state.pos[seat] + value)
            events.append(Moved(piece=action.card, from_zone=f"seat:{seat}:hand", to_zone="discard"))
            events.append(log("race.played", seat=seat, value=value, pos=state.pos[seat]))
            if state.deck:
                card = state.deck.pop()
                state.hands[seat].append(card)
                events.append(
                    Moved(piece=card, from_zone="deck", to_zone=f"seat:{seat}:hand",
                          visible_to=(seat,), back="back:race", reveal=True)
                )
        else:
            raise IllegalAction("race.unknown_action")
        events.append(Scored(seat=seat, points=0, reason="race.distance", total=state.pos[seat]))
        state.turn += 1
        if state.pos[seat] >= state.finish or state.turn >= MAX_TURNS:
            state.over = True
            events.append(GameEnded(winners=self.outcome(state).winners))
        elif state.turn % 2 == 0:
            events.append(PhaseBegan(phase="race.turn", round=state.turn // 2 + 1))
        return events

    def view(self, state: RaceState, seat: int | None) -> RaceView:
        hands = tuple(
            tuple(h) if s == seat else tuple("back:race" for _ in h) for s, h in enumerate(state.hands)
        )
        return RaceView(seat, state.finish, tuple(state.pos), hands, len(state.deck),
                        tuple(state.discard), state.turn, state.over)

    def determinize(self, view: RaceView, rng: Rng) -> RaceState:
        known = set(view.discard)
        for h in view.hands:
            known.update(c for c in h if not c.startswith("back:"))
        unseen = [c for c in CARDS if c not in known]
        rng.shuffle(unseen)
        hands = [[c if not c.startswith("back:") else unseen.pop() for c in h] for h in view.hands]
        return RaceState(rng.fork(), view.finish, list(view.pos), hands, unseen, list(view.discard),
                         view.turn, view.over)

    def score(self, state: RaceState) -> list[ScoreSheet]:
        return [
            ScoreSheet.build(s, [ScoreLine("race.distance", state.pos[s]),
                                 ScoreLine("race.cards_kept", sum(CARD_VALUE[c] for c in state.hands[s]))],
                             tiebreak=(state.pos[s],), tiebreak_labels=("race.distance",))
            for s in range(2)
        ]

    def outcome(self, state: RaceState) -> Outcome:
        return outcome_from_sheets(self.score(state))

    def clone(self, state: RaceState) -> RaceState:
        return RaceState(state.rng.clone(), state.finish, list(state.pos), [list(h) for h in state.hands],
                         list(state.deck), list(state.discard), state.turn, state.over)

    def state_to_json(self, state: RaceState) -> dict[str, Any]:
        return {"rng": state.rng.to_json(), "finish": state.finish, "pos": list(state.pos),
                "hands": [list(h) for h in state.hands], "deck": list(state.deck),
                "discard": list(state.discard), "turn": state.turn, "over": state.over}

    def state_from_json(self, data: Mapping[str, Any]) -> RaceState:
        return RaceState(Rng.from_json(data["rng"]), data["finish"], list(data["pos"]),
                         [list(h) for h in data["hands"]], list(data["deck"]), list(data["discard"]),
                         data["turn"], data["over"])

    def heuristic(self, state: RaceState, seat: int) -> float:
        mine = state.pos[seat] + sum(CARD_VALUE[c] for c in state.hands[seat])
        theirs = state.pos[1 - seat] + sum(CARD_VALUE[c] for c in state.hands[1 - seat])
        return float(mine - theirs)

    def describe(self, action: Action) -> ActionInfo:
        if isinstance(action, PlayCard):
            s = action.seat
            return ActionInfo(f"seat:{s}:hand", "race.play", (("card", action.card),), piece=action.card)
        if isinstance(action, Rest):
            return ActionInfo(None, "race.rest")
        return ActionInfo("dice", "race.roll")

    def prompt(self, view: RaceView) -> Prompt:
        """What the seat to act decides: its whole turn is one choice."""
        if view.over:
            return Prompt("race.prompt.over")
        seat = view.turn % 2
        return Prompt("race.prompt.turn", {"seat": seat, "left": view.finish - view.pos[seat]})

    def blocked(self, view: RaceView) -> tuple[Blocked, ...]:
        """The deck looks like something to take, but a card comes from it only after one is played."""
        if view.over or not view.deck:
            return ()
        return (Blocked("deck", Prompt("race.deck_after_play"), piece="deck"),)

    def zones(self, view: RaceView) -> dict[str, tuple[Piece, ...]]:
        out: dict[str, tuple[Piece, ...]] = {
            "deck": (Piece("deck", "card", "back:race", count=view.deck),) if view.deck else (),
            "discard": tuple(Piece(c, "card", c) for c in view.discard[-3:]),
            "track": tuple(Piece(f"pawn:{s}", "meeple", str(p), owner=s, label=str(p))
                           for s, p in enumerate(view.pos)),
        }
        for s, h in enumerate(view.hands):
            out[f"seat:{s}:hand"] = tuple(
                Piece(c if not c.startswith("back:") else f"hand:{s}:{i}", "card", c, owner=s)
                for i, c in enumerate(h))
        return out

    def check_invariants(self, state: RaceState) -> None:
        every = state.deck + state.discard + state.hands[0] + state.hands[1]
        assert sorted(every) == sorted(CARDS), "cards are lost or duplicated"
        assert all(0 <= p <= state.finish for p in state.pos)


RULES = RaceRules()
