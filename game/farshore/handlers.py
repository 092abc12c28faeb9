"""Each action of Everdell Farshore: its description (where it is clicked, its label) beside its
handler (game/core/dispatch.py).

A turn action (place a worker, play a card, prepare, pass) has its own handler. Every other
action answers the decision on top of the decision stack (engine.DECISIONS, Farshore's engine:
a card's operations push decisions, ``engine.run`` runs them), so its handler is
``engine.answer``; a turn action class offered by a pending decision (a card played by an
ability) is an answer too (``engine.apply_trusted``).

Descriptions carry ids in their params; ``cards.label`` names them. ``piece`` is the id
``view.zones`` gives the one piece the action is about: a hand card by name
(``hand:0:grove``, see ``view.named_ids``), a Bay slot's top card (``bay:3``), a revealed card,
an island or map stack tile, another seat's hand. A city card is named by its face (the card
id): its piece id is its place in the city, which an action does not carry, and the two choices
about city cards (anchor, produce) treat every copy of a name alike.
"""

from __future__ import annotations

from game.core.dispatch import action_classes
from game.core.messages import Event
from game.core.rules import ActionInfo
from game.farshore import actions as A
from game.farshore import engine as E
from game.farshore.data import DATA
from game.farshore.state import State

HANDLERS = E.HANDLERS


def _play_card(st: State, a: A.PlayCard, ev: list[Event]) -> None:
    E.start_play(st, st.current, a, ev)


def _prepare(st: State, a: A.Prepare, ev: list[Event]) -> None:
    E.prepare(st, st.current, ev)


@HANDLERS.describes(A.Mulligan)
def _(a: A.Mulligan) -> ActionInfo:
    return ActionInfo(None, "farshore.action.redraw" if a.redraw else "farshore.action.keep")


HANDLERS.does(A.Mulligan)(E.answer)


@HANDLERS.describes(A.PlaceWorker)
def _(a: A.PlaceWorker) -> ActionInfo:
    return ActionInfo(a.spot, "farshore.action.place", (("spot", a.spot),))


HANDLERS.does(A.PlaceWorker)(E.place_worker)


@HANDLERS.describes(A.PlayCard)
def _(a: A.PlayCard) -> ActionInfo:
    s = a.seat
    if a.slot == 0:
        return ActionInfo(
            f"seat:{s}:hand", "farshore.action.play_hand", (("card", a.card),), piece=f"hand:{s}:{a.card}"
        )
    return ActionInfo(
        f"bay:{a.slot}",
        "farshore.action.play_bay",
        (("card", a.card), ("slot", a.slot)),
        piece=f"bay:{a.slot}",
    )


HANDLERS.does(A.PlayCard)(_play_card)


@HANDLERS.describes(A.Prepare)
def _(a: A.Prepare) -> ActionInfo:
    return ActionInfo(None, "farshore.action.prepare")


HANDLERS.does(A.Prepare)(_prepare)


@HANDLERS.describes(A.Pass)
def _(a: A.Pass) -> ActionInfo:
    return ActionInfo(None, "farshore.action.pass")


HANDLERS.does(A.Pass)(E.pass_turn)


@HANDLERS.describes(A.Pay)
def _(a: A.Pay) -> ActionInfo:
    d, w, st, m, t = a.spend
    return ActionInfo(
        None,
        "farshore.action.pay",
        (
            ("driftwood", d),
            ("seaweed", w),
            ("seastone", st),
            ("mushroom", m),
            ("treasure", t),
            ("ability", a.ability),
        ),
    )


HANDLERS.does(A.Pay)(E.answer)


@HANDLERS.describes(A.Anchor)
def _(a: A.Anchor) -> ActionInfo:
    s = a.seat
    where = "city" if a.card not in DATA.cards or DATA.cards[a.card].space else "city_nospace"
    return ActionInfo(f"seat:{s}:{where}", "farshore.action.anchor", (("card", a.card),), piece=a.card)


HANDLERS.does(A.Anchor)(E.answer)


@HANDLERS.describes(A.ChooseResource)
def _(a: A.ChooseResource) -> ActionInfo:
    return ActionInfo(f"supply:{a.res}", "farshore.action.resource", (("res", a.res),))


HANDLERS.does(A.ChooseResource)(E.answer)


@HANDLERS.describes(A.ChooseOption)
def _(a: A.ChooseOption) -> ActionInfo:
    return ActionInfo(None, "farshore.action.option", (("option", a.label),))


HANDLERS.does(A.ChooseOption)(E.answer)


@HANDLERS.describes(A.GiveTo)
def _(a: A.GiveTo) -> ActionInfo:
    if a.target < 0:
        return ActionInfo(None, "farshore.action.give_none")
    return ActionInfo(
        f"seat:{a.target}:hand",
        "farshore.action.give_to",
        (("seat2", a.target),),
        piece=f"hand:{a.target}",
    )


HANDLERS.does(A.GiveTo)(E.answer)


@HANDLERS.describes(A.GiveCard)
def _(a: A.GiveCard) -> ActionInfo:
    s = a.seat
    return ActionInfo(
        f"seat:{s}:hand", "farshore.action.give_card", (("card", a.card),), piece=f"hand:{s}:{a.card}"
    )


HANDLERS.does(A.GiveCard)(E.answer)


@HANDLERS.describes(A.Discard)
def _(a: A.Discard) -> ActionInfo:
    s = a.seat
    return ActionInfo(
        f"seat:{s}:hand", "farshore.action.discard", (("card", a.card),), piece=f"hand:{s}:{a.card}"
    )


HANDLERS.does(A.Discard)(E.answer)


@HANDLERS.describes(A.Stop)
def _(a: A.Stop) -> ActionInfo:
    return ActionInfo(None, "farshore.action.stop")


HANDLERS.does(A.Stop)(E.answer)


@HANDLERS.describes(A.TakeCard)
def _(a: A.TakeCard) -> ActionInfo:
    if a.slot == 0:
        return ActionInfo("deck:main", "farshore.action.take_deck", piece="deck")
    return ActionInfo(f"bay:{a.slot}", "farshore.action.take_bay", (("slot", a.slot),), piece=f"bay:{a.slot}")


HANDLERS.does(A.TakeCard)(E.answer)


@HANDLERS.describes(A.PickRevealed)
def _(a: A.PickRevealed) -> ActionInfo:
    if not a.card:
        return ActionInfo(None, "farshore.action.pick_none")
    return ActionInfo("reveal:main", "farshore.action.pick", (("card", a.card),), piece=f"reveal:{a.card}")


HANDLERS.does(A.PickRevealed)(E.answer)


@HANDLERS.describes(A.ChooseGreen)
def _(a: A.ChooseGreen) -> ActionInfo:
    s = a.seat
    return ActionInfo(f"seat:{s}:city", "farshore.action.green", (("card", a.card),), piece=a.card)


HANDLERS.does(A.ChooseGreen)(E.answer)


@HANDLERS.describes(A.CloseIsland)
def _(a: A.CloseIsland) -> ActionInfo:
    return ActionInfo(
        f"island:{a.slot}", "farshore.action.close_island", (("slot", a.slot),), piece=f"island:{a.slot}"
    )


HANDLERS.does(A.CloseIsland)(E.answer)


@HANDLERS.describes(A.ClaimMap)
def _(a: A.ClaimMap) -> ActionInfo:
    return ActionInfo(
        f"maps:{a.chart}", "farshore.action.claim_map", (("chart", a.chart),), piece=f"maps:{a.chart}"
    )


HANDLERS.does(A.ClaimMap)(E.answer)


HANDLERS.check(action_classes(A))
