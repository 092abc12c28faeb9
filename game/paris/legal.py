"""The legal actions of each decision point (spec §20), in a stable order (see rules.py)."""

from __future__ import annotations

from collections.abc import Callable

from game.core.messages import Action
from game.paris import actions as A
from game.paris.board import (
    ALL_TILES,
    ARC,
    BANKS,
    BUILDING_EXTRA,
    DIST,
    DISTRICT_SLOTS,
    DISTRICTS,
    LANDMARKS,
    RI,
    SLOT_VALUES,
    buy_price,
    can_buy,
    engineer_ready,
    held_instant_tiles,
    held_kind,
    held_token_tiles,
    min_cost,
    my_spots,
    opt,
    pay_holdings,
    payable,
    spot_info,
    stops,
    strat,
    tile_sale,
    track_takeable,
)
from game.paris.data import DATA as D
from game.paris.data import RESOURCES, TOKEN_INDEX, TOKENS, Tile
from game.paris.state import State


def legal(s: State) -> list[Action]:
    """The legal actions, cached on the state until the next ``do`` (callers must not mutate it)."""
    got = s.legal_cache
    if got is None:
        got = s.legal_cache = _legal(s)
    return got


def _legal(s: State) -> list[Action]:
    if s.over:
        return []
    try:
        options = PROMPTS[s.prompt]
    except KeyError:
        raise AssertionError(f"unknown prompt {s.prompt!r}") from None
    return options(s, s.seat)


def _stack(s: State, seat: int) -> list[Action]:
    ne = [i for i, st in enumerate(s.stacks) if st]
    out: list[Action] = [A.TakeStack(seat=seat, stack=i) for i in ne]
    if strat(s, seat, "draw_two_buildings") is not None and len(ne) >= 2:
        out += [A.PeekTwo(seat=seat, first=a, second=b) for ai, a in enumerate(ne) for b in ne[ai + 1 :]]
    return out


def _tile32(s: State, seat: int) -> list[Action]:
    c = s.ctx
    amount = int(D.bonus[c["t32"]].p("francs", 0))
    fp = c["fp"]
    return [
        A.UseDiscount(seat=seat, use=use)
        for use in (True, False)
        if payable(s, seat, max(0, fp - amount) if use else fp, c["units"])
    ]


def _bonus(s: State, seat: int) -> list[Action]:
    return [*_advance(s, seat), A.DeclineBonus(seat=seat)]


def _advance(s: State, seat: int) -> list[Action]:
    return [A.AdvanceMeeple(seat=seat, space=sp) for sp in stops(s, seat)]


def _exchange(s: State, seat: int) -> list[Action]:
    out: list[Action] = [A.Exchange(seat=seat, give=g, take=t) for g, t in exchanges(s, seat)]
    if s.ctx["done"] > 0:
        out.append(A.StopExchange(seat=seat))
    return out


def _banked(s: State, seat: int) -> list[str]:
    """The districts where ``seat`` has a key on the bank."""
    return [d for d in DISTRICTS if seat in s.keys.get(f"bank:{d}", ())]


def _relocate(s: State, seat: int) -> list[Action]:
    mine = _banked(s, seat)
    free = [d for d in DISTRICTS if d not in mine]
    return [A.Relocate(seat=seat, frm=a, to=b) for a in mine for b in free]


def _buy_vp(s: State, seat: int) -> list[Action]:
    t = D.bonus[s.ctx["tile"]]
    per = int(t.p("francs_per_vp", 2))
    top = min(int(t.p("max_vp", 6)), s.francs[seat] // per)
    return [A.BuyVp(seat=seat, count=k) for k in range(1, top + 1)]


def free_districts(s: State, tile: str) -> list[str]:
    """Free-placement variant (§13.3): districts with that value's slot empty and no building of that type."""
    b = D.buildings[tile]
    out = []
    for d in DISTRICTS:
        if f"slot:{d}:{b.value}" in s.slot_tile:
            continue
        if any(
            D.buildings[s.slot_tile[f"slot:{d}:{v}"]].type == b.type
            for v in SLOT_VALUES
            if f"slot:{d}:{v}" in s.slot_tile
        ):
            continue
        out.append(d)
    return out


def action_step(s: State, seat: int) -> list[Action]:
    out: list[Action] = []
    if s.hand[seat] > 0:
        out += [
            A.PlaceBank(seat=seat, district=d) for d in DISTRICTS if seat not in s.keys.get(f"bank:{d}", ())
        ]
        if seat not in s.keys.get(ARC, ()):
            out.append(A.PlaceArc(seat=seat))
    out += moves(s, seat)
    if s.turns_left < 0 and s.eg_pile and not any(s.stacks):
        out.append(A.TakeEndgame(seat=seat))
    if not out:
        out.append(A.PassAction(seat=seat))
    return out


def move_discounts(s: State, seat: int) -> tuple[int, int]:
    """(ST02 discount, tile-32 discount available) on the franc part of a move."""
    st = strat(s, seat, "move_cost_discount")
    t32 = held_kind(s, seat, "move_discount")
    return (int(st.p("francs", 0)) if st else 0, int(D.bonus[t32].p("francs", 0)) if t32 else 0)


Targets = tuple[
    list[tuple[str, int, tuple[str, ...]]], int
]  # [(target, its value, its extra cost)], top landmark


def _afford(s: State, seat: int) -> Callable[[int, int, tuple[str, ...]], bool]:
    """Whether ``seat`` can pay a move from a spot of value ``base`` to a target of value ``tv``
    with extra resources ``units`` (francs after the discounts, then the cheapest way to the units)."""
    francs = s.francs[seat]
    st02, t32 = move_discounts(s, seat)
    cache: dict[tuple[str, ...], int] = {(): 0}
    tok, tiles = pay_holdings(s, seat)
    tiles.sort()
    eng = engineer_ready(s, seat)

    def afford(base: int, tv: int, units: tuple[str, ...]) -> bool:
        fp = tv - base - st02
        fp = fp - t32 if fp > 0 else 0
        if fp > francs:
            return False
        if not units:
            return True
        if units not in cache:
            cache[units] = min_cost(s, seat, units, tok, tiles, {}, eng)
        return (fp if fp > 0 else 0) + cache[units] <= francs

    return afford


def _district_targets(s: State, d: str, memo: dict[str, Targets]) -> Targets:
    """A district's buildings and laid landmarks a key may move onto, and its highest landmark."""
    got = memo.get(d)
    if got is None:
        lst = []
        for slot, v in DISTRICT_SLOTS[d]:
            tile = s.slot_tile.get(slot)
            if tile is not None:
                lst.append((slot, v, BUILDING_EXTRA[tile]))
        top = 0
        for L, dd in s.lm_district.items():
            if dd == d:
                lm = D.landmarks[L]
                lst.append((f"landmark:{L}", lm.value, lm.extra))
                top = max(top, lm.value)
        got = memo[d] = (lst, top)
    return got


def _reach(s: State, sp: str, st07: bool) -> tuple[tuple[str, ...], int]:
    """The districts a key on ``sp`` may move into, and the spot's value."""
    if sp == ARC:
        return DISTRICTS, 0
    if sp.startswith("bank:"):
        d0 = sp[5:]
        return ((d0, *DIST[d0].adjacent) if st07 else (d0,)), 0
    dd, base = spot_info(s, sp)
    assert dd is not None
    return (dd,), base


def moves(s: State, seat: int) -> list[Action]:
    """Every legal and payable key move (§7.2), in spot order, then district, then target."""
    spots = my_spots(s, seat)
    if not spots:
        return []
    afford = _afford(s, seat)
    has9 = held_kind(s, seat, "allow_move_onto_own_occupied")
    has16 = held_kind(s, seat, "allow_move_onto_opponent_occupied")
    st07 = strat(s, seat, "bank_key_adjacent_reach") is not None
    memo: dict[str, Targets] = {}
    supply = [D.landmarks[L] for L in LANDMARKS if L in s.lm_supply]
    keys = s.keys
    out: list[Action] = []
    for sp in spots:
        reach, base = _reach(s, sp, st07)
        for d in reach:
            lst, top = _district_targets(s, d, memo)
            for tgt, tv, extra in lst:
                if tv <= base:
                    continue
                occ = keys.get(tgt)
                if not occ:
                    via = ""
                elif len(occ) == 1 and occ[0] == seat and has9:
                    via = has9
                elif len(occ) == 1 and occ[0] != seat and has16:
                    via = has16
                else:
                    continue
                if afford(base, tv, extra):
                    out.append(A.MoveKey(seat=seat, frm=sp, to=tgt, via=via))
            floor = base if base > top else top
            for lm in supply:
                if lm.value > floor and afford(base, lm.value, lm.extra):
                    out.append(A.MoveKey(seat=seat, frm=sp, to=f"new:{lm.id}:{d}", via=""))
    return out


def free_actions(s: State, seat: int) -> list[Action]:
    out: list[Action] = []
    toks = s.tokens[seat]
    for t in TOKENS:
        if toks[TOKEN_INDEX[t]] > 0 and t not in s.bought:
            out.append(A.Sell(seat=seat, item=t))
    for t in held_token_tiles(s, seat):
        if tile_sale(s, seat, t) is not None:
            out.append(A.Sell(seat=seat, item=t))
    for r in RESOURCES:
        if r not in s.sold and can_buy(s, r) and s.francs[seat] >= buy_price(s, seat, r):
            out.append(A.Buy(seat=seat, resource=r))
    for t in held_instant_tiles(s, seat):
        if tile_offered(s, seat, t):
            out.append(A.UseTile(seat=seat, tile=t))
    return out


def exchanges(s: State, seat: int) -> list[tuple[str, str]]:
    return [
        (g, t) for g in RESOURCES if s.tokens[seat][RI[g]] > 0 for t in RESOURCES if t != g and can_buy(s, t)
    ]


def tile_offered(s: State, seat: int, tile: str) -> bool:
    """Whether an instant tile's effect can be carried out now (§9.3 "offered when")."""
    t = ALL_TILES[tile]
    k = t.kind
    if k == "buy_extra_key":
        return s.reserve[seat] > 0 and s.francs[seat] >= int(t.p("francs", 0))
    if k == "take_any_bonus_tile_from_track":
        return bool(track_takeable(s, seat))
    if k == "exchange_resources":
        return bool(exchanges(s, seat))
    if k == "repeat_bank_payout":
        return any(seat in s.keys.get(b, ()) for b in BANKS)
    if k == "place_key_on_arc":
        return s.hand[seat] > 0 and seat not in s.keys.get(ARC, ())
    if k == "place_special_vp_tile":
        return not s.special_at
    if k == "relocate_bank_key":
        mine = sum(1 for b in BANKS if seat in s.keys.get(b, ()))
        return 0 < mine < len(BANKS)
    if k == "extra_bonus_advance":
        return bool(stops(s, seat))
    if k == "buy_vp":
        return s.francs[seat] >= int(t.p("francs_per_vp", 2))
    if k == "vp_for_resource_set":
        return payable(s, seat, 0, set_units(t))
    return True


def set_units(t: Tile) -> tuple[str, ...]:
    st = dict(t.p("set", {}))
    return tuple(r for r in RESOURCES for _ in range(int(st.get(r, 0))))


def pay_options(s: State, seat: int) -> list[Action]:
    """D4b: sources for the next unit that keep the whole payment payable."""
    c = s.ctx
    units: tuple[str, ...] = c["units"]
    r = units[0]
    rest = units[1:]
    due = c["fp"] + c["due"]
    buys: dict[str, int] = {}
    francs = s.francs[seat]
    eng = engineer_ready(s, seat)
    tok, tiles = pay_holdings(s, seat)

    def ok(
        extra: int, tok2: list[int], tiles2: list[tuple[str, ...]], bought: dict[str, int], e: bool
    ) -> bool:
        # earlier purchases of this payment already left the supply; ``bought`` holds only the one tried now
        return due + extra + min_cost(s, seat, rest, tok2, sorted(tiles2), dict(bought), e) <= francs

    out: list[Action] = []
    if tok[RI[r]] > 0:
        t2 = tok[:]
        t2[RI[r]] -= 1
        if ok(0, t2, tiles, buys, eng):
            out.append(A.PayUnit(seat=seat, source="token"))
    for tid in held_token_tiles(s, seat):
        if r in ALL_TILES[tid].stands_for:
            _, tl = pay_holdings(s, seat)
            res = tuple(x for x in ALL_TILES[tid].stands_for if x in RESOURCES)
            tl.remove(res)
            if ok(0, tok, tl, buys, eng):
                out.append(A.PayUnit(seat=seat, source=tid))
    if r not in s.sold and (opt(s, "market_supply") == "unlimited" or s.supply[RI[r]] > 0):
        if ok(buy_price(s, seat, r), tok, tiles, {r: 1}, eng):
            out.append(A.PayUnit(seat=seat, source="buy"))
    if eng:
        st = strat(s, seat, "francs_for_missing_resource")
        if ok(int(st.p("francs", 3)), tok, tiles, buys, False):
            out.append(A.PayUnit(seat=seat, source="engineer"))
    return out


def hand_in_items(s: State, seat: int) -> list[Action]:
    L = s.ctx["lm"]
    ptype = D.landmarks[L].prestige
    out: list[Action] = []
    if s.tokens[seat][TOKEN_INDEX[ptype]] > 0:
        out.append(A.HandIn(seat=seat, item="token"))
    for t in held_token_tiles(s, seat):
        if ptype in ALL_TILES[t].stands_for:
            out.append(A.HandIn(seat=seat, item=t))
    return out


# The options of each decision point (§20.2), by prompt.
PROMPTS: dict[str, Callable[[State, int], list[Action]]] = {
    "stack": _stack,
    "keep_peeked": lambda s, seat: [
        A.KeepPeeked(seat=seat, stack=s.ctx["a"]),
        A.KeepPeeked(seat=seat, stack=s.ctx["b"]),
    ],
    "district": lambda s, seat: [A.PlaceIn(seat=seat, district=d) for d in free_districts(s, s.ctx["tile"])],
    "main": lambda s, seat: action_step(s, seat) + free_actions(s, seat),
    "closing": lambda s, seat: [*free_actions(s, seat), A.EndTurn(seat=seat)],
    "tile32": _tile32,
    "pay_unit": pay_options,
    "bonus": _bonus,
    "advance36": _advance,
    "hand_in": lambda s, seat: [*hand_in_items(s, seat), A.StopHandIn(seat=seat)],
    "vp_tile": lambda s, seat: [
        *(A.ChooseVpTile(seat=seat, tile=t) for t in s.vp_supply),
        A.DeclineVpTile(seat=seat),
    ],
    "vp_district": lambda s, seat: [
        A.ChooseVpDistrict(seat=seat, district=d) for d in DISTRICTS if d not in s.vp_at
    ],
    "swap": lambda s, seat: [
        *(A.SwapStrategy(seat=seat, tile=t) for t in s.display),
        A.KeepStrategy(seat=seat),
    ],
    "endgame": lambda s, seat: [A.KeepEndgame(seat=seat, tile=t) for t in s.eg_pile],
    "take_from": lambda s, seat: [A.TakeFromTrack(seat=seat, space=sp) for sp in track_takeable(s, seat)],
    "exchange": _exchange,
    "payout": lambda s, seat: [A.Payout(seat=seat, district=d) for d in _banked(s, seat)],
    "special": lambda s, seat: [A.SpecialDistrict(seat=seat, district=d) for d in DISTRICTS],
    "relocate": _relocate,
    "buy_vp": _buy_vp,
}
