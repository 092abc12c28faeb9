"""The Paris flow: each decision's handler and every automatic step after it (spec §5–§12, §20).

Every handler runs only after ``apply`` checked that the action is among the legal ones, so
handlers never refuse. Prompts whose legal list has exactly one option are resolved by
``settle`` (ruling 40), logged like a choice. The board's queries are in board.py, the legal
actions in legal.py, the free actions of a turn (market, tiles, track) in market.py, the setup
in setup.py; handlers.py names each action's handler beside its description.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from game.core.dispatch import Handlers
from game.core.messages import Action, Event, GameEnded, Logged, Moved, PhaseBegan, Revealed, Scored, log
from game.paris import actions as A
from game.paris.board import (
    ALL_TILES,
    ARC,
    DIST,
    DISTRICTS,
    RI,
    SLOT_INFO,
    buy_price,
    district_scores,
    etoile,
    held_kind,
    opt,
    prop_extra,
    prop_value,
    remove_tile,
    spot_info,
    stops,
    strat,
    take_from_supply,
    tile27_vp,
)
from game.paris.data import DATA as D
from game.paris.data import TOKEN_INDEX
from game.paris.legal import free_districts, hand_in_items, legal, move_discounts
from game.paris.state import State

# one handler and one description per action class, filled in by handlers.py
HANDLERS: Handlers[State] = Handlers("paris")


def do(s: State, a: Action, ev: list[Event]) -> None:
    s.legal_cache = None
    HANDLERS.do(s, a, ev)
    s.legal_cache = None


def settle(s: State, ev: list[Event]) -> None:
    """Resolve single-option prompts automatically (ruling 40)."""
    while not s.over:
        options = legal(s)
        if len(options) != 1:
            return
        do(s, options[0], ev)


def start_turn(s: State, ev: list[Event]) -> None:
    s.bought = []
    s.sold = []
    s.engineer = False
    s.ctx = {}
    s.window = "main"
    ev.append(log("paris.log.turn", seat=s.seat, round=s.round))
    s.prompt = "stack" if any(s.stacks) else "main"


def go_window(s: State) -> None:
    s.prompt = s.window
    s.ctx = {}


def after_action(s: State) -> None:
    s.window = "closing"
    go_window(s)


def end_turn(s: State, ev: list[Event]) -> None:
    if s.turns_left > 0:
        s.turns_left -= 1
        if s.turns_left == 0:
            finish(s, ev)
            return
    s.seat = (s.seat + 1) % s.n
    if s.seat == 0:
        s.round += 1
        ev.append(PhaseBegan(phase="paris.phase.round", round=s.round))
    start_turn(s, ev)


def gain_vp(s: State, seat: int, vp: int, reason: str, ev: list[Event]) -> None:
    if vp:
        s.vp[seat] += vp
    ev.append(Scored(seat=seat, points=vp, reason=reason, total=s.vp[seat]))


def paid(seat: int, francs: int, spent: tuple[str, ...]) -> Logged:
    """The log line of a payment: francs, and the tokens and tiles spent (ids, comma separated)."""
    if not spent:
        return log("paris.log.paid", seat=seat, francs=francs)
    key = "paris.log.paid_francs_tokens" if francs else "paris.log.paid_tokens"
    return log(key, seat=seat, francs=francs, tokens=",".join(spent))


def gain_francs(s: State, seat: int, francs: int, reason: str, ev: list[Event]) -> None:
    s.francs[seat] += francs
    key = "paris.log.francs_strategy" if reason in D.strategies else "paris.log.francs"
    ev.append(log(key, seat=seat, francs=francs, reason=reason))


def take_bonus_tile(s: State, seat: int, space: int, ev: list[Event]) -> None:
    tile = s.track[space].pop()
    s.tiles[seat].append(tile)
    s.owned[seat].append(D.bonus[tile].number or 0)
    s.owned[seat].sort()
    ev.append(Moved(piece=tile, from_zone=f"track:{space}", to_zone=f"seat:{seat}:screen"))
    ev.append(log("paris.log.bonus_tile", seat=seat, tile=tile, space=space))
    st = strat(s, seat, "franc_per_bonus_tile")
    if st is not None:
        gain_francs(s, seat, int(st.p("francs", 1)), "ST10", ev)


def clear_peek(s: State, stack: int) -> None:
    key = str(stack)
    for pk in s.peek:
        pk.pop(key, None)


def place_building(s: State, tile: str, stack: int, ev: list[Event]) -> None:
    b = D.buildings[tile]
    ev.append(Revealed(zone=f"stack:{stack}", piece=tile))
    if opt(s, "variant_free_placement"):
        choices = free_districts(s, tile)
        if not choices:
            s.removed_faceup.append(tile)
            ev.append(Moved(piece=tile, from_zone=f"stack:{stack}", to_zone="supply:removed"))
            ev.append(log("paris.log.building_removed", seat=s.seat, tile=tile))
            s.prompt = "main"
            return
        s.prompt = "district"
        s.ctx = {"tile": tile, "stack": stack}
        return
    slot = f"slot:{b.district}:{b.value}"
    s.slot_tile[slot] = tile
    ev.append(Moved(piece=tile, from_zone=f"stack:{stack}", to_zone=slot))
    ev.append(log("paris.log.building_home", seat=s.seat, tile=tile, district=b.district, value=b.value))
    s.prompt = "main"


def _take_stack(s: State, a: A.TakeStack, ev: list[Event]) -> None:
    tile = s.stacks[a.stack].pop()
    clear_peek(s, a.stack)
    place_building(s, tile, a.stack, ev)


def _peek_two(s: State, a: A.PeekTwo, ev: list[Event]) -> None:
    for i in (a.first, a.second):
        tile = s.stacks[i][-1]
        s.peek[a.seat][str(i)] = tile
        ev.append(Revealed(zone=f"stack:{i}", piece=tile, visible_to=(a.seat,)))
    ev.append(log("paris.log.peek", seat=a.seat, first=a.first, second=a.second))
    s.prompt = "keep_peeked"
    s.ctx = {"a": a.first, "b": a.second}


def _keep_peeked(s: State, a: A.KeepPeeked, ev: list[Event]) -> None:
    other = s.ctx["b"] if a.stack == s.ctx["a"] else s.ctx["a"]
    tile = s.stacks[a.stack].pop()
    clear_peek(s, a.stack)
    s.peek[a.seat][str(other)] = s.stacks[other][-1]
    s.ctx = {}
    place_building(s, tile, a.stack, ev)


def _place_in(s: State, a: A.PlaceIn, ev: list[Event]) -> None:
    tile = s.ctx["tile"]
    b = D.buildings[tile]
    slot = f"slot:{a.district}:{b.value}"
    s.slot_tile[slot] = tile
    ev.append(Moved(piece=tile, from_zone=f"stack:{s.ctx['stack']}", to_zone=slot))
    key = "paris.log.building_home" if a.district == b.district else "paris.log.building"
    ev.append(log(key, seat=a.seat, tile=tile, district=a.district, value=b.value))
    s.ctx = {}
    s.prompt = "main"


def add_key(s: State, spot: str, seat: int) -> None:
    s.keys[spot] = s.keys.get(spot, ()) + (seat,)


def remove_key(s: State, spot: str, seat: int) -> None:
    ks = list(s.keys[spot])
    ks.remove(seat)
    if ks:
        s.keys[spot] = tuple(ks)
    else:
        del s.keys[spot]


def _place_bank(s: State, a: A.PlaceBank, ev: list[Event]) -> None:
    s.hand[a.seat] -= 1
    spot = f"bank:{a.district}"
    add_key(s, spot, a.seat)
    ev.append(Moved(piece=f"key:{a.seat}", from_zone=f"seat:{a.seat}:screen", to_zone=spot))
    pay = DIST[a.district].bank
    st = strat(s, a.seat, "bank_income_bonus")
    if st is not None:
        pay += int(st.p("francs", 1))
    ev.append(log("paris.log.place_bank", seat=a.seat, district=a.district, francs=pay))
    s.francs[a.seat] += pay
    after_action(s)


def place_on_arc(s: State, seat: int, ev: list[Event], ret: str) -> None:
    s.hand[seat] -= 1
    add_key(s, ARC, seat)
    ev.append(Moved(piece=f"key:{seat}", from_zone=f"seat:{seat}:screen", to_zone=ARC))
    ev.append(log("paris.log.place_arc", seat=seat))
    if etoile(s):
        s.prompt = "swap"
        s.ctx = {"ret": ret}
    elif ret == "action":
        after_action(s)
    else:
        go_window(s)


def _place_arc(s: State, a: A.PlaceArc, ev: list[Event]) -> None:
    place_on_arc(s, a.seat, ev, "action")


def _swap(s: State, a: A.SwapStrategy, ev: list[Event]) -> None:
    old = s.strategy[a.seat]
    s.display.remove(a.tile)
    if old:
        s.display.append(old)
        s.display.sort()
        ev.append(Moved(piece=old, from_zone=f"seat:{a.seat}:strategy", to_zone="supply:strategy"))
    s.strategy[a.seat] = a.tile
    ev.append(Moved(piece=a.tile, from_zone="supply:strategy", to_zone=f"seat:{a.seat}:strategy"))
    ev.append(log("paris.log.swap", seat=a.seat, old=old, new=a.tile))
    _swap_done(s)


def _keep_strategy(s: State, a: A.KeepStrategy, ev: list[Event]) -> None:
    _swap_done(s)


def _swap_done(s: State) -> None:
    if s.ctx.get("ret") == "action":
        after_action(s)
    else:
        go_window(s)


def _take_endgame(s: State, a: A.TakeEndgame, ev: list[Event]) -> None:
    if opt(s, "end_game_tile_pick") == "choose":
        s.eg_look[a.seat] = s.eg_taken
        ev.append(log("paris.log.look_endgame", seat=a.seat, left=len(s.eg_pile)))
        s.prompt = "endgame"
        s.ctx = {}
        return
    tile = s.eg_pile[s.rng.below(len(s.eg_pile))]
    keep_endgame(s, a.seat, tile, ev)


def keep_endgame(s: State, seat: int, tile: str, ev: list[Event]) -> None:
    s.eg_pile.remove(tile)
    s.eg_held[seat].append([tile, s.eg_taken])
    s.eg_taken += 1
    ev.append(
        Moved(
            piece=tile,
            from_zone="supply:endgame",
            to_zone=f"seat:{seat}:screen",
            visible_to=(seat,),
            back="back:endgame",
            reveal=True,
        )
    )
    ev.append(log("paris.log.take_endgame", seat=seat, left=len(s.eg_pile)))
    if not s.eg_pile:
        s.turns_left = (s.n - 1 - s.seat) + s.n + 1
        ev.append(log("paris.log.end_triggered", seat=seat, turns=s.turns_left - 1))
    after_action(s)


def _keep_endgame(s: State, a: A.KeepEndgame, ev: list[Event]) -> None:
    keep_endgame(s, a.seat, a.tile, ev)


def _pass(s: State, a: A.PassAction, ev: list[Event]) -> None:
    ev.append(log("paris.log.pass", seat=a.seat))
    after_action(s)


def _end_turn(s: State, a: A.EndTurn, ev: list[Event]) -> None:
    end_turn(s, ev)


def _move(s: State, a: A.MoveKey, ev: list[Event]) -> None:
    seat = a.seat
    _, base = spot_info(s, a.frm)
    if a.to.startswith("new:"):
        _, L, dist = a.to.split(":")
        tv, units = D.landmarks[L].value, D.landmarks[L].extra
    else:
        dist = spot_info(s, a.to)[0] or ""
        tv, units = prop_value(s, a.to), prop_extra(s, a.to)
    st02, t32 = move_discounts(s, seat)
    fp = max(0, tv - base - st02)
    if a.via:
        remove_tile(s, seat, a.via)
        ev.append(log("paris.log.use_tile", seat=seat, tile=a.via))
    s.ctx = {
        "kind": "move",
        "frm": a.frm,
        "to": a.to,
        "dist": dist,
        "fp": fp,
        "units": units,
        "due": 0,
        "spent": (),
        "buys": (),
    }
    t32id = held_kind(s, seat, "move_discount")
    if t32id and fp > 0:
        s.ctx["t32"] = t32id
        s.prompt = "tile32"
        return
    next_unit(s, ev)


def _use_discount(s: State, a: A.UseDiscount, ev: list[Event]) -> None:
    if a.use:
        t = s.ctx["t32"]
        s.ctx["fp"] = max(0, s.ctx["fp"] - int(D.bonus[t].p("francs", 0)))
        remove_tile(s, a.seat, t)
        ev.append(log("paris.log.use_tile", seat=a.seat, tile=t))
    next_unit(s, ev)


def next_unit(s: State, ev: list[Event]) -> None:
    if s.ctx["units"]:
        s.prompt = "pay_unit"
        return
    finish_payment(s, ev)


def _pay_unit(s: State, a: A.PayUnit, ev: list[Event]) -> None:
    c = s.ctx
    r = c["units"][0]
    seat = a.seat
    if a.source == "token":
        s.tokens[seat][RI[r]] -= 1
        c["spent"] = c["spent"] + (r,)
    elif a.source == "buy":
        price = buy_price(s, seat, r)
        c["due"] += price
        take_from_supply(s, r)
        c["spent"] = c["spent"] + (r,)
        c["buys"] = c["buys"] + (r,)
        if r not in s.bought:
            s.bought.append(r)
        log_buy(ev, seat, r, price)
    elif a.source == "engineer":
        st = strat(s, seat, "francs_for_missing_resource")
        c["due"] += int(st.p("francs", 3))
        s.engineer = True
        ev.append(log("paris.log.engineer", seat=seat, resource=r))
    else:
        remove_tile(s, seat, a.source)
        ev.append(Moved(piece=a.source, from_zone=f"seat:{seat}:screen", to_zone=f"seat:{seat}:used"))
    c["units"] = c["units"][1:]
    next_unit(s, ev)


def finish_payment(s: State, ev: list[Event]) -> None:
    c = s.ctx
    seat = s.seat
    total = c["fp"] + c["due"]
    s.francs[seat] -= total
    for r in c["spent"]:
        s.supply[TOKEN_INDEX[r]] += 1
    ev.append(paid(seat, total, c["spent"]))
    if c["kind"] == "move":
        arrive(s, ev)
    else:  # tile 39
        gain_vp(s, seat, int(ALL_TILES[c["tile"]].p("vp", 0)), "paris.reason.tile", ev)
        go_window(s)


def arrive(s: State, ev: list[Event]) -> None:
    c = s.ctx
    seat = s.seat
    frm, to, dist = c["frm"], c["to"], c["dist"]
    if to.startswith("new:"):
        _, L, _ = to.split(":")
        s.lm_supply.remove(L)
        s.lm_district[L] = dist
        ev.append(Moved(piece=L, from_zone="supply:landmarks", to_zone=f"district:{dist}:landmarks"))
        to = f"landmark:{L}"
    remove_key(s, frm, seat)
    add_key(s, to, seat)
    ev.append(Moved(piece=f"key:{seat}", from_zone=frm, to_zone=to))
    ev.append(log("paris.log.move", seat=seat, frm=frm, to=to))
    entered = not (frm in SLOT_INFO or frm.startswith("landmark:"))
    fourth = False
    if entered:
        s.count[dist] += 1
        fourth = s.count[dist] == 4
    new_ctx: dict[str, Any] = {
        "kind": "arrive",
        "to": to,
        "dist": dist,
        "fourth": fourth,
        "stage": "bonus",
        "handed": 0,
        "cost": 0,
    }
    if to in SLOT_INFO:
        tok = s.slot_token.pop(to, None)
        if tok is not None:
            s.tokens[seat][TOKEN_INDEX[tok]] += 1
            ev.append(Moved(piece=tok, from_zone=to, to_zone=f"seat:{seat}:screen"))
        value = SLOT_INFO[to][1]
        for kind, params in D.value_effects[value]:
            pd = dict(params)
            if kind == "gain":
                vp = int(pd.get("vp", 0))
                if value == 8:
                    st = strat(s, seat, "value8_vp_bonus")
                    if st is not None:
                        vp += int(st.p("vp", 0))
                gain_vp(s, seat, vp, "paris.reason.building", ev)
                if pd.get("francs"):
                    gain_francs(s, seat, int(pd["francs"]), "building", ev)
            elif kind == "bonus_advance":
                cost = int(pd.get("cost_francs", 0))
                if cost and strat(s, seat, "free_value3_bonus") is not None and value == 3:
                    cost = 0
                new_ctx["cost"] = cost
                new_ctx["advance"] = True
    else:
        new_ctx["lm"] = to[9:]
    s.ctx = new_ctx
    continue_arrival(s, ev)


def continue_arrival(s: State, ev: list[Event]) -> None:
    c = s.ctx
    seat = s.seat
    if c["stage"] == "bonus":
        if c.get("advance") and s.francs[seat] >= c["cost"] and stops(s, seat):
            s.prompt = "bonus"
            return
        c["stage"] = "hand_in"
    if c["stage"] == "hand_in":
        if "lm" in c and c["handed"] < D.landmarks[c["lm"]].max_tokens and hand_in_items(s, seat):
            s.prompt = "hand_in"
            return
        c["stage"] = "vp"
    if c["stage"] == "vp":
        c["stage"] = "done"
        if c["fourth"] and s.vp_supply and len(s.vp_at) < len(DISTRICTS):
            s.prompt = "vp_tile"
            return
    after_action(s)


def _advance(s: State, a: A.AdvanceMeeple, ev: list[Event]) -> None:
    seat = a.seat
    if s.prompt == "bonus" and s.ctx["cost"]:
        s.francs[seat] -= s.ctx["cost"]
        ev.append(paid(seat, s.ctx["cost"], ()))
    ev.append(Moved(piece=f"meeple:{seat}", from_zone=f"track:{s.meeple[seat]}", to_zone=f"track:{a.space}"))
    s.meeple[seat] = a.space
    take_bonus_tile(s, seat, a.space, ev)
    if s.prompt == "bonus":
        s.ctx["stage"] = "hand_in"
        continue_arrival(s, ev)
    else:
        go_window(s)


def _decline_bonus(s: State, a: A.DeclineBonus, ev: list[Event]) -> None:
    s.ctx["stage"] = "hand_in"
    continue_arrival(s, ev)


def _hand_in(s: State, a: A.HandIn, ev: list[Event]) -> None:
    seat = a.seat
    lm = D.landmarks[s.ctx["lm"]]
    if a.item == "token":
        s.tokens[seat][TOKEN_INDEX[lm.prestige]] -= 1
        s.supply[TOKEN_INDEX[lm.prestige]] += 1
        ev.append(Moved(piece=lm.prestige, from_zone=f"seat:{seat}:screen", to_zone="supply:tokens"))
    else:
        remove_tile(s, seat, a.item)
        ev.append(Moved(piece=a.item, from_zone=f"seat:{seat}:screen", to_zone=f"seat:{seat}:used"))
    vp = lm.vp_per_token
    st = strat(s, seat, "prestige_vp_bonus")
    if st is not None:
        vp += int(st.p("vp_per_token", 0))
    s.ctx["handed"] += 1
    gain_vp(s, seat, vp, "paris.reason.prestige", ev)
    continue_arrival(s, ev)


def _stop_hand_in(s: State, a: A.StopHandIn, ev: list[Event]) -> None:
    s.ctx["stage"] = "vp"
    continue_arrival(s, ev)


def _choose_vp_tile(s: State, a: A.ChooseVpTile, ev: list[Event]) -> None:
    s.ctx["vp_tile"] = a.tile
    ev.append(log("paris.log.vp_tile_taken", seat=a.seat, tile=a.tile))
    s.prompt = "vp_district"


def _decline_vp(s: State, a: A.DeclineVpTile, ev: list[Event]) -> None:
    ev.append(log("paris.log.vp_declined", seat=a.seat))
    after_action(s)


def _choose_vp_district(s: State, a: A.ChooseVpDistrict, ev: list[Event]) -> None:
    t = s.ctx["vp_tile"]
    s.vp_supply.remove(t)
    s.vp_at[a.district] = t
    ev.append(Moved(piece=t, from_zone="supply:vp_tiles", to_zone=f"district:{a.district}:vp"))
    ev.append(log("paris.log.vp_tile", seat=a.seat, tile=t, district=a.district))
    st = strat(s, a.seat, "vp_tile_placement_bonus")
    if st is not None:
        gain_vp(s, a.seat, int(st.p("vp", 0)), "paris.reason.strategy", ev)
    after_action(s)


def finish(s: State, ev: list[Event]) -> None:
    """Final scoring: events for tile 27 and the districts, then the game ends."""
    from game.core.rules import outcome_from_sheets

    s.over = True
    s.prompt = "over"
    s.ctx = {}
    ev.append(PhaseBegan(phase="paris.phase.scoring", round=s.round))
    for seat in range(s.n):
        v = tile27_vp(s, seat)
        if v:
            ev.append(Scored(seat=seat, points=v, reason="paris.score.tile27"))
    for d, pay in district_scores(s).items():
        for seat in sorted(pay):
            if pay[seat]:
                ev.append(Scored(seat=seat, points=pay[seat], reason="paris.score.district"))
                ev.append(log("paris.log.district_score", seat=seat, district=d, vp=pay[seat]))
    from game.paris.scoring import sheets

    ev.append(GameEnded(winners=outcome_from_sheets(sheets(s)).winners))


def log_buy(ev: list[Event], seat: int, resource: str, price: int) -> None:
    """Log a purchase, one line for the tokens of one resource bought at one price in one move: a
    second one folds into the first ("buys 2 wood tokens for 4 F")."""
    line = log("paris.log.buy", seat=seat, resource=resource, francs=price)
    for i, old in enumerate(ev):
        if type(old) is not Logged or old.visible_to != line.visible_to:
            continue
        p = dict(old.params)
        if old == line:
            n = 1
        elif old.key == "paris.log.buy_many" and (p["seat"], p["resource"]) == (seat, resource):
            n = int(p["n"])
            if p["francs"] != n * price:
                continue
        else:
            continue
        p["n"] = n + 1
        p["francs"] = (n + 1) * price
        ev[i] = dataclasses.replace(old, key="paris.log.buy_many", params=tuple(sorted(p.items())))
        return
    ev.append(line)
