"""Each decision of Paris: New Eden (spec §16, D1–D13): where it is clicked and what it does.

One handler per action class, with the action's description beside it (game/core/dispatch.py). A
handler changes the state for a decision known to be legal and runs the flow on to the next
decision (``engine``); the description names the zone and the one piece it is clicked at (the
piece ids of ``view.zones``: identical dice and tokens are one choice, named by the first).
"""

from __future__ import annotations

from typing import Any

from game.core.dispatch import Handlers, action_classes
from game.core.messages import Event, Moved, log
from game.core.rules import ActionInfo
from game.new_eden import actions as A
from game.new_eden import engine as E
from game.new_eden import view
from game.new_eden.data import DATA
from game.new_eden.state import EQUIP, FACE_INDEX, TYPES, State, owns
from game.new_eden.strings import equip_key, kind_key, location_key, name_key

HANDLERS: Handlers[State] = Handlers("new_eden")


def _params(**kw: Any) -> tuple[tuple[str, Any], ...]:
    return tuple(sorted(kw.items()))


# ------------------------------------------------------------------------------------------ opening
@HANDLERS.describes(A.PickStartingToken)
def _(a: A.PickStartingToken) -> ActionInfo:
    return ActionInfo(
        "supply:starting_tokens",
        "new_eden.action.pick_starting_token",
        _params(kind=kind_key(a.kind)),
        f"token:starting:{a.kind}",
    )


@HANDLERS.does(A.PickStartingToken)
def pick_starting_token(s: State, a: A.PickStartingToken, ev: list[Event]) -> None:
    seat = a.seat
    s.starting_pool.remove(a.kind)
    s.waiting[seat].append(a.kind)
    ev.append(
        Moved(
            piece=f"token:{a.kind}", from_zone="supply:starting_tokens", to_zone=f"seat:{seat}:board:tokens"
        )
    )
    ev.append(log("new_eden.log.starting_token", seat=seat, kind=kind_key(a.kind)))
    s.stage = "mission"


@HANDLERS.describes(A.KeepOpeningMission)
def _(a: A.KeepOpeningMission) -> ActionInfo:
    return ActionInfo(
        f"seat:{a.seat}:missions",
        "new_eden.action.keep_mission",
        _params(mission=name_key(a.mission)),
        a.mission,
    )


@HANDLERS.does(A.KeepOpeningMission)
def keep_opening_mission(s: State, a: A.KeepOpeningMission, ev: list[Event]) -> None:
    seat = a.seat
    rest = [m for m in s.hand[seat] if m != a.mission]
    s.hand[seat] = [a.mission]
    E.to_bottom(s, seat, rest, f"seat:{seat}:missions", ev)
    ev.append(log("new_eden.log.keeps_mission", seat=seat))
    s.queue.pop(0)
    if s.queue:
        s.actor = s.queue[0]
        s.stage = "token"
        return
    for kind in list(s.starting_pool):
        ev.append(Moved(piece=f"token:{kind}", from_zone="supply:starting_tokens", to_zone="box:tokens"))
    s.box_tokens += s.starting_pool
    s.starting_pool = []
    E.begin_season(s, ev)


# ------------------------------------------------------------------------------------------ phase 1: dice
@HANDLERS.describes(A.NoSwap)
def _(a: A.NoSwap) -> ActionInfo:
    return ActionInfo(None, "new_eden.action.no_swap")


@HANDLERS.does(A.NoSwap)
def no_swap(s: State, a: A.NoSwap, ev: list[Event]) -> None:
    ev.append(log("new_eden.log.no_swap", seat=a.seat))
    s.stage = "take"


def _die_info(a: A.SwapFirstDie | A.SwapSecondDie | A.TakeDie, key: str) -> ActionInfo:
    return ActionInfo(
        f"location:{a.location}",
        key,
        _params(location=location_key(a.location), face=kind_key(a.face)),
        view.die_id(a.location, a.face),
    )


@HANDLERS.describes(A.SwapFirstDie)
def _(a: A.SwapFirstDie) -> ActionInfo:
    return _die_info(a, "new_eden.action.swap_first")


@HANDLERS.does(A.SwapFirstDie)
def swap_first_die(s: State, a: A.SwapFirstDie, ev: list[Event]) -> None:
    s.swap_from = [a.location, a.face]
    s.stage = "swap2"


@HANDLERS.describes(A.SwapSecondDie)
def _(a: A.SwapSecondDie) -> ActionInfo:
    return _die_info(a, "new_eden.action.swap_second")


@HANDLERS.does(A.SwapSecondDie)
def swap_second_die(s: State, a: A.SwapSecondDie, ev: list[Event]) -> None:
    assert s.swap_from is not None
    l1, f1 = s.swap_from
    l2, f2 = a.location, a.face
    i1, i2 = FACE_INDEX[f1], FACE_INDEX[f2]
    s.dice[l1][i1] -= 1
    s.dice[l2][i1] += 1
    s.dice[l2][i2] -= 1
    s.dice[l1][i2] += 1
    s.swap_from = None
    ev.append(Moved(piece=f"die:{f1}", from_zone=f"location:{l1}", to_zone=f"location:{l2}"))
    ev.append(Moved(piece=f"die:{f2}", from_zone=f"location:{l2}", to_zone=f"location:{l1}"))
    ev.append(
        log(
            "new_eden.log.swap",
            seat=a.seat,
            location=location_key(l1),
            face=kind_key(f1),
            location2=location_key(l2),
            face2=kind_key(f2),
        )
    )
    s.stage = "take"


@HANDLERS.describes(A.TakeDie)
def _(a: A.TakeDie) -> ActionInfo:
    return _die_info(a, "new_eden.action.take_die")


@HANDLERS.does(A.TakeDie)
def take_die(s: State, a: A.TakeDie, ev: list[Event]) -> None:
    seat = a.seat
    second = s.stage == "second"
    E.take_die(s, seat, a.location, a.face, ev)
    if not second and not s.first_done[seat]:
        s.first_done[seat] = True
        s.first_loc = a.location
        tp01 = owns(s, seat, "TP01")
        if tp01:
            gain = tp01 * E.effect("TP01", "gain_cans")
            s.cans[seat] += gain
            ev.append(Moved(piece="can", from_zone="supply:cans", to_zone=f"seat:{seat}:cans", count=gain))
            ev.append(log("new_eden.log.power_cans", seat=seat, power=name_key("TP01"), n=gain))
        if (
            owns(s, seat, "TP03")
            and s.taken[seat] < E.dpp(s)
            and any(loc != a.location for loc, _ in E.dice_present(s))
        ):
            s.stage = "second"
            return
    E.resolve_next(s, ev)


@HANDLERS.describes(A.NoSecondDie)
def _(a: A.NoSecondDie) -> ActionInfo:
    return ActionInfo(None, "new_eden.action.no_second_die")


@HANDLERS.does(A.NoSecondDie)
def no_second_die(s: State, a: A.NoSecondDie, ev: list[Event]) -> None:
    ev.append(log("new_eden.log.no_second_die", seat=a.seat))
    E.resolve_next(s, ev)


# ------------------------------------------------------------------------------------------ phase 1: locations
@HANDLERS.describes(A.FlipEvent)
def _(a: A.FlipEvent) -> ActionInfo:
    return ActionInfo("tower:events", "new_eden.action.flip_event", _params(tile=name_key(a.tile)), a.tile)


@HANDLERS.does(A.FlipEvent)
def flip_event(s: State, a: A.FlipEvent, ev: list[Event]) -> None:
    seat = a.seat
    s.tower_up[s.tower.index(a.tile)] = False
    ev.append(log("new_eden.log.flip_event", seat=seat, tile=name_key(a.tile)))
    if s.heroine is None:
        s.heroine = seat
        ev.append(Moved(piece="heroine", from_zone="tower:heroine", to_zone=f"seat:{seat}:items"))
        ev.append(log("new_eden.log.heroine", seat=seat))
    E.resolve_next(s, ev)


@HANDLERS.describes(A.TakeItem)
def _(a: A.TakeItem) -> ActionInfo:
    if a.item in EQUIP:
        holder = next(t for t, e in DATA.equip_of.items() if e == a.item)
        return ActionInfo(
            "city_center:equipment",
            "new_eden.action.take_equipment",
            _params(item=equip_key(a.item), kind=kind_key(holder)),
            view.equipment_id(a.item),
        )
    return ActionInfo(f"city_center:{a.item}", f"new_eden.action.take_{a.item}", (), a.item)


@HANDLERS.does(A.TakeItem)
def take_item(s: State, a: A.TakeItem, ev: list[Event]) -> None:
    seat, item = a.seat, a.item
    if item == "bat":
        s.bat = seat
        ev.append(Moved(piece="bat", from_zone="city_center:bat", to_zone=f"seat:{seat}:items"))
    elif item == "binoculars":
        s.binoculars = seat
        ev.append(Moved(piece="binoculars", from_zone="city_center:binoculars", to_zone=f"seat:{seat}:items"))
    else:
        s.center_eq.remove(item)
        s.r_eq[seat].append(item)
        ev.append(
            Moved(
                piece=f"equipment:{item}",
                from_zone="city_center:equipment",
                to_zone=f"seat:{seat}:refuge:equipment",
            )
        )
    if item in EQUIP:
        ev.append(log("new_eden.log.take_equipment", seat=seat, item=equip_key(item)))
    else:
        ev.append(log(f"new_eden.log.take_{item}", seat=seat))
    E.resolve_next(s, ev)


@HANDLERS.describes(A.KeepBridgeMission)
def _(a: A.KeepBridgeMission) -> ActionInfo:
    return ActionInfo(
        "bridge:draw", "new_eden.action.keep_mission", _params(mission=name_key(a.mission)), a.mission
    )


@HANDLERS.does(A.KeepBridgeMission)
def keep_bridge_mission(s: State, a: A.KeepBridgeMission, ev: list[Event]) -> None:
    seat = a.seat
    s.bdraw.remove(a.mission)
    s.hand[seat].append(a.mission)
    ev.append(
        Moved(
            piece=a.mission,
            from_zone="bridge:draw",
            to_zone=f"seat:{seat}:missions",
            visible_to=(seat,),
            back="back:missions",
        )
    )
    ev.append(log("new_eden.log.keeps_mission", seat=seat))
    s.bkeeps -= 1
    if s.bkeeps <= 0 or not s.bdraw:
        rest, s.bdraw, s.bkeeps = s.bdraw, [], 0
        E.to_bottom(s, seat, rest, "bridge:draw", ev)
        E.resolve_next(s, ev)


@HANDLERS.describes(A.TakeToken)
def _(a: A.TakeToken) -> ActionInfo:
    return ActionInfo(
        "train_station:tokens",
        "new_eden.action.take_token",
        _params(kind=kind_key(a.kind)),
        view.station_token_id(a.kind),
    )


@HANDLERS.does(A.TakeToken)
def take_token(s: State, a: A.TakeToken, ev: list[Event]) -> None:
    seat = a.seat
    s.station.remove(a.kind)
    s.waiting[seat].append(a.kind)
    ev.append(
        Moved(piece=f"token:{a.kind}", from_zone="train_station:tokens", to_zone=f"seat:{seat}:board:tokens")
    )
    ev.append(log("new_eden.log.take_token", seat=seat, kind=kind_key(a.kind)))
    E.resolve_next(s, ev)


# ------------------------------------------------------------------------------------------ phase 2: claims
@HANDLERS.describes(A.CommitWilds)
def _(a: A.CommitWilds) -> ActionInfo:
    what = kind_key(a.building_type)
    if a.dice and a.jacks:
        key = "new_eden.action.commit_both" if a.jacks > 1 else "new_eden.action.commit_both_jack"
        return ActionInfo(None, key, _params(building_type=what, n=a.dice, jacks=a.jacks))
    if a.dice:
        return ActionInfo(None, "new_eden.action.commit_dice", _params(building_type=what, n=a.dice))
    if a.jacks:
        return ActionInfo(None, "new_eden.action.commit_jacks", _params(building_type=what, n=a.jacks))
    return ActionInfo(None, "new_eden.action.commit_none", _params(building_type=what))


@HANDLERS.does(A.CommitWilds)
def commit_wilds(s: State, a: A.CommitWilds, ev: list[Event]) -> None:
    t = TYPES[s.ctype]
    base, _, _ = E.wild_options(s, a.seat, t)
    s.decl[a.seat] = [base, a.dice, a.jacks]
    ev.append(E.declared(a.seat, t, base, a.dice, a.jacks))
    E.next_decl(s, ev)


@HANDLERS.describes(A.TakeBuilding)
def _(a: A.TakeBuilding) -> ActionInfo:
    t = DATA.cards[a.card].type
    return ActionInfo(f"row:{t}", "new_eden.action.take_building", _params(card=name_key(a.card)), a.card)


@HANDLERS.does(A.TakeBuilding)
def take_building(s: State, a: A.TakeBuilding, ev: list[Event]) -> None:
    t = TYPES[s.ctype]
    s.brow[t].remove(a.card)
    E.acquire(s, a.seat, a.card, f"row:{t}", ev)
    s.rank_i += 1
    E.next_claim(s, ev)


@HANDLERS.describes(A.TakeDeckTop)
def _(a: A.TakeDeckTop) -> ActionInfo:
    return ActionInfo(
        f"deck:building:{a.building_type}",
        "new_eden.action.take_deck_top",
        _params(building_type=kind_key(a.building_type)),
        f"deck:{a.building_type}",
    )


@HANDLERS.does(A.TakeDeckTop)
def take_deck_top(s: State, a: A.TakeDeckTop, ev: list[Event]) -> None:
    t = TYPES[s.ctype]
    cid = s.bdeck[t].pop(0)
    ev.append(log("new_eden.log.deck_top", seat=a.seat, building_type=kind_key(t)))
    E.acquire(s, a.seat, cid, f"deck:building:{t}", ev, reveal=True)
    s.rank_i += 1
    E.next_claim(s, ev)


# ------------------------------------------------------------------------------------------ phase 3: missions
@HANDLERS.describes(A.CompleteMission)
def _(a: A.CompleteMission) -> ActionInfo:
    return ActionInfo(
        f"seat:{a.seat}:missions",
        "new_eden.action.complete_mission",
        _params(mission=name_key(a.mission)),
        a.mission,
    )


@HANDLERS.does(A.CompleteMission)
def complete_mission(s: State, a: A.CompleteMission, ev: list[Event]) -> None:
    seat, mid = a.seat, a.mission
    s.hand[seat].remove(mid)
    s.r_missions[seat].append(mid)
    ev.append(
        Moved(
            piece=mid, from_zone=f"seat:{seat}:missions", to_zone=f"seat:{seat}:refuge:missions", reveal=True
        )
    )
    cans = DATA.missions[mid].r_cans
    if cans:
        s.cans[seat] += cans
        ev.append(Moved(piece="can", from_zone="supply:cans", to_zone=f"seat:{seat}:cans", count=cans))
        ev.append(log("new_eden.log.complete_mission_cans", seat=seat, mission=name_key(mid), n=cans))
    else:
        ev.append(log("new_eden.log.complete_mission", seat=seat, mission=name_key(mid)))


@HANDLERS.describes(A.Done)
def _(a: A.Done) -> ActionInfo:
    return ActionInfo(None, "new_eden.action.done")


@HANDLERS.does(A.Done)
def done(s: State, a: A.Done, ev: list[Event]) -> None:
    ev.append(log("new_eden.log.window_done", seat=a.seat))
    s.queue.pop(0)
    E.next_window(s, ev)


# ------------------------------------------------------------------------------------------ feeding
@HANDLERS.describes(A.PayFeeding)
def _(a: A.PayFeeding) -> ActionInfo:
    return ActionInfo(None, "new_eden.action.pay_feeding", _params(n=a.cans))


@HANDLERS.does(A.PayFeeding)
def pay_feeding(s: State, a: A.PayFeeding, ev: list[Event]) -> None:
    seat = a.seat
    _, short, vp = E.shortfall(s, seat)
    s.cans[seat] -= short
    ev.append(Moved(piece="can", from_zone=f"seat:{seat}:cans", to_zone="supply:cans", count=short))
    ev.append(log("new_eden.log.feed_paid", seat=seat, n=short, vp=vp))
    E.score_feed(s, seat, vp, ev)
    s.queue.pop(0)
    E.next_feed(s, ev)


@HANDLERS.describes(A.DontPay)
def _(a: A.DontPay) -> ActionInfo:
    return ActionInfo(None, "new_eden.action.dont_pay")


@HANDLERS.does(A.DontPay)
def dont_pay(s: State, a: A.DontPay, ev: list[Event]) -> None:
    ev.append(log("new_eden.log.feed_declined", seat=a.seat))
    s.queue.pop(0)
    E.next_feed(s, ev)


HANDLERS.check(action_classes(A))


def settle(s: State, ev: list[Event]) -> None:
    """Apply every forced decision (exactly one option, §10.35) up to the next real one; the
    mission window (D12) is always asked, so that being asked reveals nothing."""
    while s.actor is not None and s.stage != "window":
        opts = E.legal(s)
        if len(opts) != 1:
            break
        HANDLERS.do(s, opts[0], ev)
