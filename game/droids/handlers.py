"""Each decision of Les Derniers Droïdes (spec §22): its handler and, beside it, its description:
where the action is clicked (the piece it is about) and its label, in player words
(game/core/dispatch.py). A handler changes the state for a decision known to be legal; the
automatic steps after it are the engine's (``engine.apply_trusted`` runs them).
"""

from __future__ import annotations

from typing import Any

from game.core.dispatch import action_classes
from game.core.messages import Event, Moved, log
from game.core.rules import ActionInfo
from game.droids import actions as A
from game.droids import cards
from game.droids import data as D
from game.droids import engine as E
from game.droids.state import AUTOMA, State

HANDLERS = E.HANDLERS


def _held_droid(action: A.Repair | A.Dismantle, key: str) -> ActionInfo:
    """Repair and Dismantle are both about the held droid: a click on it offers the two (the one
    true "choose one")."""
    if action.card:
        return ActionInfo(
            f"seat:{action.seat}:hand", key + "_card", (("card", action.card),), f"droid:{action.card}"
        )
    return ActionInfo(f"seat:{action.seat}:hand", key)


def _on_house(action: A.Construct | A.PlaceTokens, key: str) -> ActionInfo:
    """Clicked on the house card where it lies (the action's zone); a button without it."""
    zone = f"{action.zone}:houses" if action.zone else None
    return ActionInfo(zone, key, (("house", action.house),), f"house:{action.house}")


@HANDLERS.describes(A.KeepCard)
def _(action: A.KeepCard) -> ActionInfo:
    seat = action.seat
    return ActionInfo(
        f"seat:{seat}:drawn", "droids.act_keep", (("card", action.card),), f"droid:{action.card}"
    )


@HANDLERS.does(A.KeepCard)
def keep_card(s: State, a: A.KeepCard, ev: list[Event]) -> None:
    seat = a.seat
    if s.players <= 2:
        E._deal_pair(s, seat, a.card, ev)
        E._begin_plan(s, ev)
    elif s.players == 3:
        s.keep[seat] = a.card
        ev.append(log("droids.log_kept", visible_to=(seat,), seat=seat, card=a.card))
        s.step = "give"
    else:
        s.keep[seat] = a.card
        ev.append(log("droids.log_kept", visible_to=(seat,), seat=seat, card=a.card))
        if s.opts["open_action_order"]:
            E._deal_pair(s, seat, a.card, ev)
        if seat == s.priority:
            s.step, s.actor = "keep", s.secondary
        else:
            for d in (s.priority, s.secondary):
                if s.keep[d]:
                    E._deal_pair(s, d, s.keep[d], ev)
            E._begin_plan(s, ev)


@HANDLERS.describes(A.GiveCard)
def _(action: A.GiveCard) -> ActionInfo:  # 3 players only: the card for the next seat clockwise
    seat = action.seat
    return ActionInfo(
        f"seat:{seat}:drawn",
        "droids.act_give",
        (("card", action.card), ("seat2", (seat + 1) % 3)),
        f"droid:{action.card}",
    )


@HANDLERS.does(A.GiveCard)
def give_card(s: State, a: A.GiveCard, ev: list[Event]) -> None:
    p = a.seat
    kept = s.keep[p]
    last = [c for c in s.drawn[p] if c not in (kept, a.card)][0]
    E._hand_over(s, p, kept, p, ev)
    E._hand_over(s, p, a.card, (p + 1) % 3, ev)
    E._hand_over(s, p, last, (p + 2) % 3, ev)
    s.keep[p] = 0
    ev.append(log("droids.log_dealt3", seat=p, card=kept, card2=a.card, seat2=(p + 1) % 3))
    ev.append(log("droids.log_given", seat=p, card=last, seat2=(p + 2) % 3))
    E._begin_plan(s, ev)


@HANDLERS.describes(A.ChooseAutomaCard)
def _(action: A.ChooseAutomaCard) -> ActionInfo:
    return ActionInfo(
        f"seat:{AUTOMA}:drawn",
        "droids.act_automa_card",
        (("card", action.card),),
        f"droid:{action.card}",
    )


@HANDLERS.does(A.ChooseAutomaCard)
def choose_automa_card(s: State, a: A.ChooseAutomaCard, ev: list[Event]) -> None:
    seat = a.seat
    ev.append(log("droids.log_automa_tie", seat=seat, seat2=AUTOMA, card=a.card))
    E._deal_pair(s, AUTOMA, a.card, ev)
    E._begin_plan(s, ev)


@HANDLERS.describes(A.Swap)
def _(action: A.Swap) -> ActionInfo:
    return ActionInfo(
        None,
        "droids.act_swap",
        (("give", cards.parts_msg(action.give)), ("get", cards.parts_msg(action.get))),
    )


@HANDLERS.does(A.Swap)
def swap(s: State, a: A.Swap, ev: list[Event]) -> None:
    seat = a.seat
    E._do_swap(s, seat, a.give, a.get, ev)


@HANDLERS.describes(A.Repair)
def _(action: A.Repair) -> ActionInfo:
    return _held_droid(action, "droids.act_repair")


@HANDLERS.does(A.Repair)
def repair(s: State, a: A.Repair, ev: list[Event]) -> None:
    seat = a.seat
    E._choose_action(s, seat, ("repair",), ev)


@HANDLERS.describes(A.Dismantle)
def _(action: A.Dismantle) -> ActionInfo:
    return _held_droid(action, "droids.act_dismantle")


@HANDLERS.does(A.Dismantle)
def dismantle(s: State, a: A.Dismantle, ev: list[Event]) -> None:
    seat = a.seat
    s.w_kind = "dismantle"
    E._after_extras(s, seat, ev)


@HANDLERS.describes(A.Construct)
def _(action: A.Construct) -> ActionInfo:
    return _on_house(action, "droids.act_construct")


@HANDLERS.does(A.Construct)
def construct(s: State, a: A.Construct, ev: list[Event]) -> None:
    seat = a.seat
    s.w_kind, s.w_house, s.w_extras = "construct", a.house, [0, 0, 0]
    if E.tokens_apply(s, seat, a.house):
        s.step = "pay_extra"
    else:
        E._after_extras(s, seat, ev)


@HANDLERS.describes(A.PayExtra)
def _(action: A.PayExtra) -> ActionInfo:
    seat = action.seat
    return ActionInfo(
        f"seat:{seat}:shed",
        "droids.act_pay_extra",
        (("kind", f"droids.kind.{action.kind}"),),
        f"seat:{seat}:part:{action.kind}",
    )


@HANDLERS.does(A.PayExtra)
def pay_extra(s: State, a: A.PayExtra, ev: list[Event]) -> None:
    seat = a.seat
    s.w_extras[D.BASE.index(a.kind)] += 1
    if sum(s.w_extras) >= 3:
        E._after_extras(s, seat, ev)


@HANDLERS.describes(A.ChoosePile)
def _(action: A.ChoosePile) -> ActionInfo:
    seat = action.seat
    params: tuple[tuple[str, Any], ...] = ()
    try:
        a, b = (int(x) for x in action.zone.split(":")[1].split("-"))
        params = (("seat2", b if a == seat else a),)
    except (IndexError, ValueError):
        pass
    return ActionInfo(f"{action.zone}:discard", "droids.act_choose_pile", params)


@HANDLERS.does(A.ChoosePile)
def choose_pile(s: State, a: A.ChoosePile, ev: list[Event]) -> None:
    seat = a.seat
    if s.w_kind == "dismantle":
        E._choose_action(s, seat, ("dismantle", a.zone), ev)
    else:
        E._choose_action(s, seat, ("construct", s.w_house, tuple(s.w_extras), a.zone), ev)


@HANDLERS.describes(A.PlaceExtension)
def _(action: A.PlaceExtension) -> ActionInfo:
    seat = action.seat
    return ActionInfo(
        f"seat:{seat}:shed",
        "droids.act_place_extension",
        (("kind", f"droids.part_{action.kind}"),),
        f"seat:{seat}:part:{action.kind}",
    )


@HANDLERS.does(A.PlaceExtension)
def place_extension(s: State, a: A.PlaceExtension, ev: list[Event]) -> None:
    seat = a.seat
    k = D.KIND_INDEX[a.kind]
    s.ext[seat][k] += 1
    ev.append(Moved(piece=f"extension:{a.kind}", from_zone="supply", to_zone=f"seat:{seat}:extensions"))
    ev.append(log("droids.log_extension", seat=seat, kind=f"droids.part_{a.kind}"))
    if s.step == "interseason":
        s.step, s.actor = "", -1
        s.ptr += 1
    else:
        s.ext_left -= 1
        if s.ext_left == 0:
            parts, s.ext_parts = s.ext_parts, [0, 0, 0, 0]
            E._gain(s, seat, parts, ev, "effect")
            E._finish_seat(s)


@HANDLERS.describes(A.PlaceTokens)
def _(action: A.PlaceTokens) -> ActionInfo:
    return _on_house(action, "droids.act_place_tokens")


@HANDLERS.does(A.PlaceTokens)
def place_tokens(s: State, a: A.PlaceTokens, ev: list[Event]) -> None:
    seat = a.seat
    s.tokens = [a.house, seat]
    ev.append(
        Moved(
            piece="tokens:extra_cost",
            from_zone="supply",
            to_zone=f"{E._zone_of_house(s, a.house)}:tokens",
            count=3,
        )
    )
    ev.append(log("droids.log_tokens", seat=seat, house=a.house))
    E._finish_seat(s)


@HANDLERS.describes(A.EndSwaps)
def _(action: A.EndSwaps) -> ActionInfo:
    return ActionInfo(None, "droids.act_end_swaps")


@HANDLERS.does(A.EndSwaps)
def end_swaps(s: State, a: A.EndSwaps, ev: list[Event]) -> None:
    seat = a.seat
    if s.step == "final" and E.needs_declare(s, seat) and not s.declared[seat]:
        s.step = "declare"
    else:
        s.step, s.actor = "", -1
        s.ptr += 1


@HANDLERS.describes(A.DeclareType)
def _(action: A.DeclareType) -> ActionInfo:
    return ActionInfo(None, "droids.act_declare_type", (("family", f"droids.family_{action.family}"),))


@HANDLERS.does(A.DeclareType)
def declare_type(s: State, a: A.DeclareType, ev: list[Event]) -> None:
    seat = a.seat
    s.declared[seat] = a.family
    ev.append(
        log(
            "droids.log_declared",
            visible_to=(seat,) if s.sealed else None,
            seat=seat,
            family=f"droids.family_{a.family}",
        )
    )
    s.step, s.actor = "", -1
    s.ptr += 1


HANDLERS.check(action_classes(A))
