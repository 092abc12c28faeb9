"""Each decision of Paris (spec §20): its handler (in engine.py, by phase) and, beside it, its
description: where the action is clicked (a zone, maybe one piece) and its label, a message key
of strings.EN with the action's fields as parameters (game/core/dispatch.py).

A new action is one class in actions.py, its handler in engine.py, and its description and
``HANDLERS.does`` line here.
"""

from __future__ import annotations

from game.core.dispatch import action_classes
from game.core.messages import Action
from game.core.rules import ActionInfo
from game.paris import actions as A
from game.paris import board as BD
from game.paris import cards
from game.paris import engine as E
from game.paris import market as MK
from game.paris.data import TOKENS

HANDLERS = E.HANDLERS


def _info(a: Action, zone: str | None = None, piece: str | None = None) -> ActionInfo:
    """The description of ``a`` clicked at ``zone`` / ``piece``: label ``paris.act.<tag>``, the
    action's fields as parameters, names instead of ids (cards.label)."""
    params = tuple(sorted((k, v) for k, v in a.to_json().items() if k not in ("t", "seat")))
    return cards.label(ActionInfo(zone, f"paris.act.{a.TAG.split('.', 1)[1]}", params, piece))


@HANDLERS.describes(A.TakeStack)
def _(a: A.TakeStack) -> ActionInfo:
    return _info(a, f"stack:{a.stack}")


HANDLERS.does(A.TakeStack)(E._take_stack)


@HANDLERS.describes(A.PeekTwo)
def _(a: A.PeekTwo) -> ActionInfo:
    return _info(a, f"stack:{a.first}")


HANDLERS.does(A.PeekTwo)(E._peek_two)


@HANDLERS.describes(A.KeepPeeked)
def _(a: A.KeepPeeked) -> ActionInfo:
    return _info(a, f"stack:{a.stack}")


HANDLERS.does(A.KeepPeeked)(E._keep_peeked)


@HANDLERS.describes(A.PlaceIn)
def _(a: A.PlaceIn) -> ActionInfo:
    return _info(a, f"district:{a.district}")


HANDLERS.does(A.PlaceIn)(E._place_in)


@HANDLERS.describes(A.PlaceBank)
def _(a: A.PlaceBank) -> ActionInfo:
    return _info(a, f"bank:{a.district}")


HANDLERS.does(A.PlaceBank)(E._place_bank)


@HANDLERS.describes(A.PlaceArc)
def _(a: A.PlaceArc) -> ActionInfo:
    return _info(a, BD.ARC)


HANDLERS.does(A.PlaceArc)(E._place_arc)


@HANDLERS.describes(A.MoveKey)
def _(a: A.MoveKey) -> ActionInfo:
    if a.to.startswith("new:"):
        # clicked on the supply landmark itself; a key that could lay it in several districts
        # offers one action per district there
        return _info(a, "supply:landmarks", a.to.split(":")[1])
    return _info(a, a.to)


HANDLERS.does(A.MoveKey)(E._move)


@HANDLERS.describes(A.TakeEndgame)
def _(a: A.TakeEndgame) -> ActionInfo:
    return _info(a, "supply:endgame")


HANDLERS.does(A.TakeEndgame)(E._take_endgame)


@HANDLERS.describes(A.PassAction)
def _(a: A.PassAction) -> ActionInfo:
    return _info(a)


HANDLERS.does(A.PassAction)(E._pass)


@HANDLERS.describes(A.Sell)
def _(a: A.Sell) -> ActionInfo:
    # a real token by its stack's piece id, a token tile by its own
    piece = f"token:{a.seat}:{a.item}" if a.item in TOKENS else a.item
    return _info(a, f"seat:{a.seat}:screen", piece)


HANDLERS.does(A.Sell)(MK._sell)


@HANDLERS.describes(A.Buy)
def _(a: A.Buy) -> ActionInfo:
    return _info(a, "supply:tokens", f"supply:{a.resource}")


HANDLERS.does(A.Buy)(MK._buy)


@HANDLERS.describes(A.UseTile)
def _(a: A.UseTile) -> ActionInfo:
    return _info(a, f"seat:{a.seat}:screen", a.tile)


HANDLERS.does(A.UseTile)(MK._use_tile)


@HANDLERS.describes(A.UseDiscount)
def _(a: A.UseDiscount) -> ActionInfo:
    return _info(a)


HANDLERS.does(A.UseDiscount)(E._use_discount)


@HANDLERS.describes(A.PayUnit)
def _(a: A.PayUnit) -> ActionInfo:
    if a.source in ("token", "buy", "engineer"):
        return _info(a)
    return _info(a, f"seat:{a.seat}:screen", a.source)  # paid with that token tile: click it


HANDLERS.does(A.PayUnit)(E._pay_unit)


@HANDLERS.describes(A.AdvanceMeeple)
def _(a: A.AdvanceMeeple) -> ActionInfo:
    return _info(a, f"track:{a.space}")


HANDLERS.does(A.AdvanceMeeple)(E._advance)


@HANDLERS.describes(A.DeclineBonus)
def _(a: A.DeclineBonus) -> ActionInfo:
    return _info(a)


HANDLERS.does(A.DeclineBonus)(E._decline_bonus)


@HANDLERS.describes(A.HandIn)
def _(a: A.HandIn) -> ActionInfo:
    # "token" is the landmark's prestige type, which the action does not name: the screen
    return _info(a, f"seat:{a.seat}:screen", None if a.item == "token" else a.item)


HANDLERS.does(A.HandIn)(E._hand_in)


@HANDLERS.describes(A.StopHandIn)
def _(a: A.StopHandIn) -> ActionInfo:
    return _info(a)


HANDLERS.does(A.StopHandIn)(E._stop_hand_in)


@HANDLERS.describes(A.ChooseVpTile)
def _(a: A.ChooseVpTile) -> ActionInfo:
    return _info(a, "supply:vp_tiles", a.tile)


HANDLERS.does(A.ChooseVpTile)(E._choose_vp_tile)


@HANDLERS.describes(A.DeclineVpTile)
def _(a: A.DeclineVpTile) -> ActionInfo:
    return _info(a)


HANDLERS.does(A.DeclineVpTile)(E._decline_vp)


@HANDLERS.describes(A.ChooseVpDistrict)
def _(a: A.ChooseVpDistrict) -> ActionInfo:
    return _info(a, f"district:{a.district}:vp")


HANDLERS.does(A.ChooseVpDistrict)(E._choose_vp_district)


@HANDLERS.describes(A.SwapStrategy)
def _(a: A.SwapStrategy) -> ActionInfo:
    return _info(a, "supply:strategy", a.tile)


HANDLERS.does(A.SwapStrategy)(E._swap)


@HANDLERS.describes(A.KeepStrategy)
def _(a: A.KeepStrategy) -> ActionInfo:
    return _info(a)


HANDLERS.does(A.KeepStrategy)(E._keep_strategy)


@HANDLERS.describes(A.KeepEndgame)
def _(a: A.KeepEndgame) -> ActionInfo:
    # the tiles lie face down: the pile opens the list of them
    return _info(a, "supply:endgame")


HANDLERS.does(A.KeepEndgame)(E._keep_endgame)


@HANDLERS.describes(A.TakeFromTrack)
def _(a: A.TakeFromTrack) -> ActionInfo:
    return _info(a, f"track:{a.space}")


HANDLERS.does(A.TakeFromTrack)(MK._take_from)


@HANDLERS.describes(A.Exchange)
def _(a: A.Exchange) -> ActionInfo:
    return _info(a, "supply:tokens", f"supply:{a.take}")


HANDLERS.does(A.Exchange)(MK._exchange)


@HANDLERS.describes(A.StopExchange)
def _(a: A.StopExchange) -> ActionInfo:
    return _info(a)


HANDLERS.does(A.StopExchange)(MK._stop_exchange)


@HANDLERS.describes(A.Payout)
def _(a: A.Payout) -> ActionInfo:
    return _info(a, f"bank:{a.district}")


HANDLERS.does(A.Payout)(MK._payout)


@HANDLERS.describes(A.SpecialDistrict)
def _(a: A.SpecialDistrict) -> ActionInfo:
    return _info(a, f"district:{a.district}:special")


HANDLERS.does(A.SpecialDistrict)(MK._special)


@HANDLERS.describes(A.Relocate)
def _(a: A.Relocate) -> ActionInfo:
    return _info(a, f"bank:{a.to}")


HANDLERS.does(A.Relocate)(MK._relocate)


@HANDLERS.describes(A.BuyVp)
def _(a: A.BuyVp) -> ActionInfo:
    return _info(a)


HANDLERS.does(A.BuyVp)(MK._buy_vp)


@HANDLERS.describes(A.EndTurn)
def _(a: A.EndTurn) -> ActionInfo:
    return _info(a)


HANDLERS.does(A.EndTurn)(E._end_turn)


HANDLERS.check(action_classes(A))
