"""The free actions of a Paris turn (spec §9–§11): sell and buy tokens, use bonus tiles, take
from the track, exchange, payouts, special districts, relocation, victory-point purchases."""

from __future__ import annotations

from game.core.messages import Event, Moved, log
from game.paris import actions as A
from game.paris.board import (
    ALL_TILES,
    BANKS,
    DIST,
    DISTRICTS,
    RI,
    SLOT_INFO,
    buy_price,
    district_props,
    my_props,
    prop_value,
    remove_tile,
    spot_info,
    take_from_supply,
    tile_sale,
    token_sell_price,
)
from game.paris.data import DATA as D
from game.paris.data import TOKEN_INDEX
from game.paris.engine import (
    add_key,
    gain_francs,
    gain_vp,
    go_window,
    log_buy,
    place_on_arc,
    remove_key,
    take_bonus_tile,
)
from game.paris.legal import exchanges, set_units
from game.paris.state import State


def _sell(s: State, a: A.Sell, ev: list[Event]) -> None:
    seat = a.seat
    if a.item in TOKEN_INDEX:
        price = token_sell_price(s, seat, a.item)
        s.tokens[seat][TOKEN_INDEX[a.item]] -= 1
        s.supply[TOKEN_INDEX[a.item]] += 1
        as_type = a.item
        ev.append(Moved(piece=a.item, from_zone=f"seat:{seat}:screen", to_zone="supply:tokens"))
    else:
        sale = tile_sale(s, seat, a.item)
        assert sale is not None
        price, as_type = sale
        remove_tile(s, seat, a.item)
        ev.append(Moved(piece=a.item, from_zone=f"seat:{seat}:screen", to_zone=f"seat:{seat}:used"))
    if as_type not in s.sold:
        s.sold.append(as_type)
    s.francs[seat] += price
    key = "paris.log.sell_token" if a.item == as_type else "paris.log.sell"
    ev.append(log(key, seat=seat, item=a.item, as_type=as_type, francs=price))


def _buy(s: State, a: A.Buy, ev: list[Event]) -> None:
    seat = a.seat
    price = buy_price(s, seat, a.resource)
    s.francs[seat] -= price
    take_from_supply(s, a.resource)
    s.tokens[seat][RI[a.resource]] += 1
    if a.resource not in s.bought:
        s.bought.append(a.resource)
    ev.append(Moved(piece=a.resource, from_zone="supply:tokens", to_zone=f"seat:{seat}:screen"))
    log_buy(ev, seat, a.resource, price)


def count_buildings(s: State, seat: int, value: int) -> int:
    return sum(n for sp, n in my_props(s, seat) if sp in SLOT_INFO and SLOT_INFO[sp][1] == value)


def _use_tile(s: State, a: A.UseTile, ev: list[Event]) -> None:
    seat = a.seat
    t = ALL_TILES[a.tile]
    remove_tile(s, seat, a.tile)
    ev.append(Moved(piece=a.tile, from_zone=f"seat:{seat}:screen", to_zone=f"seat:{seat}:used"))
    ev.append(log("paris.log.use_tile", seat=seat, tile=a.tile))
    k = t.kind
    reason = "paris.reason.tile"
    if k == "gain":
        if t.p("francs"):
            gain_francs(s, seat, int(t.p("francs")), a.tile, ev)
        if t.p("vp"):
            gain_vp(s, seat, int(t.p("vp")), reason, ev)
    elif k == "vp_per_owned_building_value":
        gain_vp(s, seat, int(t.p("vp")) * count_buildings(s, seat, int(t.p("value"))), reason, ev)
    elif k == "vp_per_owned_landmark":
        n = sum(n for sp, n in my_props(s, seat) if sp.startswith("landmark:"))
        gain_vp(s, seat, int(t.p("vp")) * n, reason, ev)
    elif k == "vp_per_resource_token_held":
        gain_vp(s, seat, int(t.p("vp")) * sum(s.tokens[seat][:3]), reason, ev)
    elif k == "vp_per_prestige_token_held":
        gain_vp(s, seat, int(t.p("vp")) * sum(s.tokens[seat][3:]), reason, ev)
    elif k == "vp_per_district_present":
        ds = {spot_info(s, sp)[0] for sp, _ in my_props(s, seat)}
        gain_vp(s, seat, int(t.p("vp")) * len(ds), reason, ev)
    elif k == "vp_per_district_top_property":
        gain_vp(s, seat, int(t.p("vp")) * len(top_alone(s, seat)), reason, ev)
    elif k == "francs_per_bank_key":
        n = sum(1 for b in BANKS if seat in s.keys.get(b, ()))
        gain_francs(s, seat, int(t.p("francs")) * n, a.tile, ev)
    elif k == "buy_extra_key":
        s.francs[seat] -= int(t.p("francs"))
        s.reserve[seat] -= 1
        s.hand[seat] += 1
        ev.append(Moved(piece=f"key:{seat}", from_zone=f"seat:{seat}:reserve", to_zone=f"seat:{seat}:screen"))
        ev.append(log("paris.log.extra_key", seat=seat, francs=int(t.p("francs"))))
    elif k == "place_key_on_arc":
        place_on_arc(s, seat, ev, "window")
        return
    else:
        prompt = {
            "take_any_bonus_tile_from_track": "take_from",
            "exchange_resources": "exchange",
            "repeat_bank_payout": "payout",
            "place_special_vp_tile": "special",
            "relocate_bank_key": "relocate",
            "extra_bonus_advance": "advance36",
            "buy_vp": "buy_vp",
            "vp_for_resource_set": "pay_unit",
        }[k]
        s.prompt = prompt
        s.ctx = {"tile": a.tile, "done": 0}
        if k == "vp_for_resource_set":
            s.ctx = {
                "kind": "set39",
                "tile": a.tile,
                "fp": 0,
                "units": set_units(t),
                "due": 0,
                "spent": (),
                "buys": (),
            }
        return
    go_window(s)


def top_alone(s: State, seat: int) -> list[str]:
    """Districts where this seat alone holds the highest single printed value (tile 37)."""
    out = []
    for d in DISTRICTS:
        best = 0
        holders: set[int] = set()
        for sp in district_props(s, d):
            ks = s.keys.get(sp)
            if not ks:
                continue
            v = prop_value(s, sp)
            if v > best:
                best, holders = v, set(ks)
            elif v == best:
                holders |= set(ks)
        if holders == {seat}:
            out.append(d)
    return out


def _take_from(s: State, a: A.TakeFromTrack, ev: list[Event]) -> None:
    take_bonus_tile(s, a.seat, a.space, ev)
    go_window(s)


def _exchange(s: State, a: A.Exchange, ev: list[Event]) -> None:
    seat = a.seat
    s.tokens[seat][RI[a.give]] -= 1
    s.supply[RI[a.give]] += 1
    take_from_supply(s, a.take)
    s.tokens[seat][RI[a.take]] += 1
    ev.append(log("paris.log.exchange", seat=seat, give=a.give, take=a.take))
    s.ctx["done"] += 1
    if s.ctx["done"] >= int(ALL_TILES[s.ctx["tile"]].p("max", 1)) or not exchanges(s, seat):
        go_window(s)


def _stop_exchange(s: State, a: A.StopExchange, ev: list[Event]) -> None:
    go_window(s)


def _payout(s: State, a: A.Payout, ev: list[Event]) -> None:
    gain_francs(s, a.seat, DIST[a.district].bank, "BT25", ev)
    go_window(s)


def _special(s: State, a: A.SpecialDistrict, ev: list[Event]) -> None:
    s.special_at = a.district
    ev.append(
        Moved(piece=D.special_vp.id, from_zone="supply:special_vp", to_zone=f"district:{a.district}:special")
    )
    ev.append(log("paris.log.special_vp", seat=a.seat, district=a.district))
    go_window(s)


def _relocate(s: State, a: A.Relocate, ev: list[Event]) -> None:
    remove_key(s, f"bank:{a.frm}", a.seat)
    add_key(s, f"bank:{a.to}", a.seat)
    ev.append(Moved(piece=f"key:{a.seat}", from_zone=f"bank:{a.frm}", to_zone=f"bank:{a.to}"))
    ev.append(log("paris.log.relocate", seat=a.seat, frm=a.frm, to=a.to))
    go_window(s)


def _buy_vp(s: State, a: A.BuyVp, ev: list[Event]) -> None:
    per = int(ALL_TILES[s.ctx["tile"]].p("francs_per_vp", 2))
    s.francs[a.seat] -= per * a.count
    gain_vp(s, a.seat, a.count, "paris.reason.tile", ev)
    go_window(s)
