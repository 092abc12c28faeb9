"""The Paris rules engine: setup, decision points, effects, scoring (spec §4–§14, §20).

Every ``_do_*`` handler runs only after ``apply`` checked that the action is among the legal ones,
so handlers never refuse. Prompts whose legal list has exactly one option are resolved by
``settle`` (ruling 40), logged like a choice.
"""

from __future__ import annotations

from typing import Any

from game.core.dispatch import Handlers
from game.core.messages import Action, Event, GameEnded, Moved, PhaseBegan, Revealed, Scored, log
from game.core.rng import Rng
from game.paris import actions as A
from game.paris.data import DATA as D
from game.paris.data import PRESTIGE, RESOURCES, SLOT_VALUES_EXPECTED, TOKEN_INDEX, TOKENS, Tile
from game.paris.state import State

SLOT_VALUES = SLOT_VALUES_EXPECTED
DISTRICTS = tuple(d.id for d in D.districts)
DIST = {d.id: d for d in D.districts}
ARC = "location:arc"
BANKS = tuple(f"bank:{d}" for d in DISTRICTS)
SLOTS = tuple(f"slot:{d}:{v}" for d in DISTRICTS for v in SLOT_VALUES)
SLOT_INFO = {f"slot:{d}:{v}": (d, v) for d in DISTRICTS for v in SLOT_VALUES}
LANDMARKS = tuple(sorted(D.landmarks, key=lambda x: (D.landmarks[x].value, x)))
LM_SPOTS = tuple(f"landmark:{L}" for L in LANDMARKS)
DISTRICT_SLOTS = {d: tuple((f"slot:{d}:{v}", v) for v in SLOT_VALUES) for d in DISTRICTS}
BUILDING_EXTRA = {b.id: b.extra for b in D.buildings.values()}
SPOT_ORDER = {s: i for i, s in enumerate(BANKS + (ARC,) + SLOTS + LM_SPOTS)}
VP_TILES = {v.id: v for v in D.vp_tiles}
VP_ORDER = tuple(v.id for v in D.vp_tiles)
ALL_TILES: dict[str, Tile] = {**D.bonus, **D.endgame}
RI = {r: i for i, r in enumerate(RESOURCES)}
BIG = 10**6


# one handler and one description per action class, filled in by handlers.py
HANDLERS: Handlers[State] = Handlers("paris")


def opt(s: State, key: str) -> Any:
    return s.opts[key]


def etoile(s: State) -> bool:
    return bool(s.opts["etoile"])


def strat(s: State, seat: int, kind: str) -> Any:
    """The seat's strategy tile if it has this effect kind (l'Etoile), else None."""
    sid = s.strategy[seat]
    if not sid:
        return None
    st = D.strategies[sid]
    return st if st.kind == kind else None


def keys_to_play(n: int, opts: dict[str, Any]) -> int:
    return int(opts[f"keys_{n}p"])


# --------------------------------------------------------------------------------------------
# Setup


def new_state(n: int, seed: int, opts: dict[str, Any]) -> tuple[State, list[Event]]:
    """Set up a game (spec §4, §13, §14)."""
    rng = Rng(seed)
    tiles = sorted(D.buildings)
    rng.shuffle(tiles)
    removed = sorted(tiles[: D.removed_unseen])
    rest = tiles[D.removed_unseen :]
    k = int(opts["building_stacks"])
    stacks: list[list[str]] = [[] for _ in range(k)]
    for i, t in enumerate(rest):
        stacks[i % k].append(t)
    # slot tokens
    slot_token: dict[str, str] = {}
    if opts["variant_random_tokens"]:
        # the six gold resource tokens go on the 8s; the other 30 tokens are dealt on slots 1-5 (§13.1)
        pool = sorted(tok for dd in D.districts for _, tok in dd.layout)
        for _ in range(len(D.districts)):
            pool.remove("gold")
        rng.shuffle(pool)
        i = 0
        for dd in D.districts:
            for v in SLOT_VALUES:
                if v == 8:
                    slot_token[f"slot:{dd.id}:8"] = "gold"
                else:
                    slot_token[f"slot:{dd.id}:{v}"] = pool[i]
                    i += 1
    else:
        for dd in D.districts:
            for v, tok in dd.layout:
                slot_token[f"slot:{dd.id}:{v}"] = tok

    # bonus track
    def for_count(t: Tile) -> bool:
        return t.players == "all" or (t.players == "3+" and n >= 3) or (t.players == "4" and n == 4)

    base = [t for t in sorted(D.bonus) if t not in D.expansion_bonus]
    icon_free = [t for t in base if D.bonus[t].players == "all"]
    icons = sorted(t for t in base if D.bonus[t].players != "all")
    track: list[list[str]] = [[] for _ in range(31)]
    boxed: list[str] = []
    if opts["etoile"] or opts["variant_random_bonus_track"]:
        pool_all = icon_free + (list(D.expansion_bonus) if opts["etoile"] else [])
        for zone, lo in (("A", 1), ("B", 11), ("C", 21)):
            zone_tiles = sorted(t for t in pool_all if D.bonus[t].zone == zone)
            rng.shuffle(zone_tiles)
            for i, t in enumerate(zone_tiles):
                if i < 10:
                    track[lo + i].append(t)
                else:
                    boxed.append(t)
    else:
        for t in icon_free:
            track[D.bonus[t].number or 0].append(t)
    for t in icons:
        num = D.bonus[t].number
        spaces = [sp for sp in range(1, 31) if track[sp] and D.bonus[track[sp][0]].number == num]
        if for_count(D.bonus[t]) and spaces:
            track[spaces[0]].insert(0, t)  # icon copies lie underneath (ruling 36)
        else:
            boxed.append(t)
    if not opts["etoile"]:
        boxed.extend(D.expansion_bonus)
    boxed.sort()
    strategy = [""] * n
    display: list[str] = []
    if opts["etoile"]:
        starting = sorted(s for s in D.strategies if D.strategies[s].starting)
        rng.shuffle(starting)
        strategy = starting[:n]
        display = sorted(starting[n:] + [s for s in D.strategies if not D.strategies[s].starting])
    keys = keys_to_play(n, opts)
    s = State(
        n=n,
        opts=dict(opts),
        rng=rng,
        stacks=stacks,
        removed=removed,
        removed_faceup=[],
        slot_tile={},
        slot_token=slot_token,
        keys={},
        lm_district={},
        lm_supply=list(LANDMARKS),
        vp_supply=list(VP_ORDER),
        vp_at={},
        special_at="",
        count={d: 0 for d in DISTRICTS},
        track=track,
        boxed=boxed,
        supply=[0] * 6,
        minted=0,
        reserve=[D.reserve_keys] * n,
        francs=[D.start_francs] * n,
        hand=[keys] * n,
        vp=[0] * n,
        meeple=[0] * n,
        tokens=[[0] * 6 for _ in range(n)],
        tiles=[[] for _ in range(n)],
        used=[[] for _ in range(n)],
        owned=[[] for _ in range(n)],
        strategy=strategy,
        display=display,
        eg_pile=sorted(D.endgame),
        eg_held=[[] for _ in range(n)],
        eg_look=[-1] * n,
        eg_taken=0,
        peek=[{} for _ in range(n)],
        seat=0,
        round=1,
        turns_left=-1,
        over=False,
        prompt="",
        window="main",
        ctx={},
        bought=[],
        sold=[],
        engineer=False,
    )
    events: list[Event] = [PhaseBegan(phase="paris.phase.round", round=1)]
    if opts["etoile"]:
        for seat in range(n):
            events.append(
                Moved(piece=strategy[seat], from_zone="supply:strategy", to_zone=f"seat:{seat}:strategy")
            )
    start_turn(s, events)
    settle(s, events)
    return s, events


# --------------------------------------------------------------------------------------------
# Small queries


def spot_info(s: State, spot: str) -> tuple[str | None, int]:
    """(district, value) of a spot; banks and the Arc have value 0, the Arc no district."""
    if spot in SLOT_INFO:
        return SLOT_INFO[spot]
    if spot.startswith("bank:"):
        return spot[5:], 0
    if spot.startswith("landmark:"):
        L = spot[9:]
        return s.lm_district.get(L), D.landmarks[L].value
    return None, 0


def prop_value(s: State, spot: str) -> int:
    if spot in SLOT_INFO:
        return SLOT_INFO[spot][1]
    return D.landmarks[spot[9:]].value


def prop_extra(s: State, spot: str) -> tuple[str, ...]:
    if spot in SLOT_INFO:
        return D.buildings[s.slot_tile[spot]].extra
    return D.landmarks[spot[9:]].extra


def district_props(s: State, d: str) -> list[str]:
    """Property spots (placed buildings, laid landmarks) of a district."""
    out = [f"slot:{d}:{v}" for v in SLOT_VALUES if f"slot:{d}:{v}" in s.slot_tile]
    out.extend(f"landmark:{L}" for L in LANDMARKS if s.lm_district.get(L) == d)
    return out


def top_landmark(s: State, d: str) -> int:
    return max((D.landmarks[L].value for L, dd in s.lm_district.items() if dd == d), default=0)


def held_token_tiles(s: State, seat: int) -> list[str]:
    out = [t for t in s.tiles[seat] if ALL_TILES[t].stands_for]
    out.extend(e[0] for e in s.eg_held[seat] if ALL_TILES[e[0]].stands_for)
    return sorted(out)


def held_instant_tiles(s: State, seat: int) -> list[str]:
    out = [t for t in s.tiles[seat] if ALL_TILES[t].timing == "instant"]
    out.extend(e[0] for e in s.eg_held[seat] if ALL_TILES[e[0]].timing == "instant")
    return sorted(out)


def held_kind(s: State, seat: int, kind: str) -> str | None:
    for t in s.tiles[seat]:
        if D.bonus[t].kind == kind:
            return t
    return None


def remove_tile(s: State, seat: int, tile: str) -> None:
    """A held tile is used/spent/sold: it goes face up beside the screen (public)."""
    if tile in s.tiles[seat]:
        s.tiles[seat].remove(tile)
    else:
        for i, e in enumerate(s.eg_held[seat]):
            if e[0] == tile:
                del s.eg_held[seat][i]
                break
    s.used[seat].append(tile)


def buy_price(s: State, seat: int, r: str) -> int:
    p = D.buy_price[r]
    st = strat(s, seat, "market_terms")
    if st is not None:
        p = max(1, p - int(st.p("buy_discount", 0)))
    return p


def token_sell_price(s: State, seat: int, t: str) -> int:
    p = D.sell_price[t]
    if t in PRESTIGE:
        st = strat(s, seat, "market_terms")
        if st is not None:
            p += int(st.p("prestige_sell_bonus", 0))
    return p


def tile_sale(s: State, seat: int, tile: str) -> tuple[int, str] | None:
    """(price, type sold as) for a token tile: the dearest allowed type, prestige on a tie (ruling 33)."""
    best: tuple[int, int, str] | None = None
    for t in ALL_TILES[tile].stands_for:
        if t in s.bought:
            continue
        key = (token_sell_price(s, seat, t), 1 if t in PRESTIGE else 0, t)
        if best is None or key[:2] > best[:2]:
            best = key
    return None if best is None else (best[0], best[2])


def can_buy(s: State, r: str) -> bool:
    """The supply can give a token of this type now."""
    return opt(s, "market_supply") == "unlimited" or s.supply[TOKEN_INDEX[r]] > 0


def take_from_supply(s: State, r: str) -> None:
    i = TOKEN_INDEX[r]
    if s.supply[i] > 0:
        s.supply[i] -= 1
    else:
        s.minted += 1


def stops(s: State, seat: int) -> list[int]:
    """Legal meeple stops (§9.1)."""
    owned = s.owned[seat]
    return [
        sp
        for sp in range(s.meeple[seat] + 1, 31)
        if s.track[sp] and D.bonus[s.track[sp][-1]].number not in owned
    ]


def track_takeable(s: State, seat: int) -> list[int]:
    owned = s.owned[seat]
    return [sp for sp in range(1, 31) if s.track[sp] and D.bonus[s.track[sp][-1]].number not in owned]


def my_spots(s: State, seat: int) -> list[str]:
    return sorted((sp for sp, ks in s.keys.items() if seat in ks), key=SPOT_ORDER.__getitem__)


def my_props(s: State, seat: int) -> list[tuple[str, int]]:
    """(spot, times held) for every property the seat holds."""
    out = []
    for sp in my_spots(s, seat):
        if sp in SLOT_INFO or sp.startswith("landmark:"):
            out.append((sp, s.keys[sp].count(seat)))
    return out


# --------------------------------------------------------------------------------------------
# Payment (§11.1)


def pay_holdings(s: State, seat: int) -> tuple[list[int], list[tuple[str, ...]]]:
    tok = s.tokens[seat][:3]
    tiles = []
    for t in held_token_tiles(s, seat):
        res = tuple(r for r in ALL_TILES[t].stands_for if r in RESOURCES)
        if res:
            tiles.append(res)
    return tok, tiles


def min_cost(
    s: State,
    seat: int,
    units: tuple[str, ...],
    tok: list[int],
    tiles: list[tuple[str, ...]],
    bought_now: dict[str, int],
    engineer: bool,
) -> int:
    """Cheapest francs to settle these resource units (BIG when impossible)."""
    if not units:
        return 0
    r = units[0]
    ri = RI[r]
    rest = units[1:]
    if tok[ri] > 0:
        # a real token of the type is never worse than any other source
        tok[ri] -= 1
        c = min_cost(s, seat, rest, tok, tiles, bought_now, engineer)
        tok[ri] += 1
        return c
    best = BIG
    for i, t in enumerate(tiles):
        if r in t and (i == 0 or tiles[i - 1] != t):
            c = min_cost(s, seat, rest, tok, tiles[:i] + tiles[i + 1 :], bought_now, engineer)
            best = min(best, c)
            if len(t) == 1:
                break
    if r not in s.sold and (
        opt(s, "market_supply") == "unlimited" or s.supply[ri] - bought_now.get(r, 0) > 0
    ):
        bought_now[r] = bought_now.get(r, 0) + 1
        c = buy_price(s, seat, r) + min_cost(s, seat, rest, tok, tiles, bought_now, engineer)
        bought_now[r] -= 1
        best = min(best, c)
    if engineer:
        st = strat(s, seat, "francs_for_missing_resource")
        c = int(st.p("francs", 3)) + min_cost(s, seat, rest, tok, tiles, bought_now, False)
        best = min(best, c)
    return best


def engineer_ready(s: State, seat: int) -> bool:
    return not s.engineer and strat(s, seat, "francs_for_missing_resource") is not None


def payable(s: State, seat: int, francs_part: int, units: tuple[str, ...]) -> bool:
    if s.francs[seat] < francs_part:
        return False
    if not units:
        return True
    tok, tiles = pay_holdings(s, seat)
    tiles.sort()
    return francs_part + min_cost(s, seat, units, tok, tiles, {}, engineer_ready(s, seat)) <= s.francs[seat]


# --------------------------------------------------------------------------------------------
# Legal actions


def legal(s: State) -> list[Action]:
    """The legal actions, cached on the state until the next ``do`` (callers must not mutate it)."""
    got = s.legal_cache
    if got is None:
        got = s.legal_cache = _legal(s)
    return got


def _legal(s: State) -> list[Action]:
    if s.over:
        return []
    seat = s.seat
    p = s.prompt
    c = s.ctx
    out: list[Action] = []
    if p == "stack":
        ne = [i for i, st in enumerate(s.stacks) if st]
        out = [A.TakeStack(seat=seat, stack=i) for i in ne]
        if strat(s, seat, "draw_two_buildings") is not None and len(ne) >= 2:
            out += [A.PeekTwo(seat=seat, first=a, second=b) for ai, a in enumerate(ne) for b in ne[ai + 1 :]]
        return out
    if p == "keep_peeked":
        return [A.KeepPeeked(seat=seat, stack=c["a"]), A.KeepPeeked(seat=seat, stack=c["b"])]
    if p == "district":
        return [A.PlaceIn(seat=seat, district=d) for d in free_districts(s, c["tile"])]
    if p == "main":
        return action_step(s, seat) + free_actions(s, seat)
    if p == "closing":
        return free_actions(s, seat) + [A.EndTurn(seat=seat)]
    if p == "tile32":
        amount = int(D.bonus[c["t32"]].p("francs", 0))
        fp = c["fp"]
        for use in (True, False):
            if payable(s, seat, max(0, fp - amount) if use else fp, c["units"]):
                out.append(A.UseDiscount(seat=seat, use=use))
        return out
    if p == "pay_unit":
        return pay_options(s, seat)
    if p in ("bonus", "advance36"):
        out = [A.AdvanceMeeple(seat=seat, space=sp) for sp in stops(s, seat)]
        if p == "bonus":
            out.append(A.DeclineBonus(seat=seat))
        return out
    if p == "hand_in":
        return hand_in_items(s, seat) + [A.StopHandIn(seat=seat)]
    if p == "vp_tile":
        return [A.ChooseVpTile(seat=seat, tile=t) for t in s.vp_supply] + [A.DeclineVpTile(seat=seat)]
    if p == "vp_district":
        return [A.ChooseVpDistrict(seat=seat, district=d) for d in DISTRICTS if d not in s.vp_at]
    if p == "swap":
        return [A.SwapStrategy(seat=seat, tile=t) for t in s.display] + [A.KeepStrategy(seat=seat)]
    if p == "endgame":
        return [A.KeepEndgame(seat=seat, tile=t) for t in s.eg_pile]
    if p == "take_from":
        return [A.TakeFromTrack(seat=seat, space=sp) for sp in track_takeable(s, seat)]
    if p == "exchange":
        out = [A.Exchange(seat=seat, give=g, take=t) for g, t in exchanges(s, seat)]
        if c["done"] > 0:
            out.append(A.StopExchange(seat=seat))
        return out
    if p == "payout":
        return [A.Payout(seat=seat, district=d) for d in DISTRICTS if seat in s.keys.get(f"bank:{d}", ())]
    if p == "special":
        return [A.SpecialDistrict(seat=seat, district=d) for d in DISTRICTS]
    if p == "relocate":
        mine = [d for d in DISTRICTS if seat in s.keys.get(f"bank:{d}", ())]
        free = [d for d in DISTRICTS if seat not in s.keys.get(f"bank:{d}", ())]
        return [A.Relocate(seat=seat, frm=a, to=b) for a in mine for b in free]
    if p == "buy_vp":
        per = int(D.bonus[c["tile"]].p("francs_per_vp", 2))
        top = min(int(D.bonus[c["tile"]].p("max_vp", 6)), s.francs[seat] // per)
        return [A.BuyVp(seat=seat, count=k) for k in range(1, top + 1)]
    raise AssertionError(f"unknown prompt {p!r}")


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


def moves(s: State, seat: int) -> list[Action]:
    """Every legal and payable key move (§7.2), in spot order, then district, then target."""
    spots = my_spots(s, seat)
    if not spots:
        return []
    francs = s.francs[seat]
    st02, t32 = move_discounts(s, seat)
    has9 = held_kind(s, seat, "allow_move_onto_own_occupied")
    has16 = held_kind(s, seat, "allow_move_onto_opponent_occupied")
    st07 = strat(s, seat, "bank_key_adjacent_reach") is not None
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

    targets: dict[str, tuple[list[tuple[str, int, tuple[str, ...]]], int]] = {}

    def district_targets(d: str) -> tuple[list[tuple[str, int, tuple[str, ...]]], int]:
        got = targets.get(d)
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
            got = targets[d] = (lst, top)
        return got

    supply = [D.landmarks[L] for L in LANDMARKS if L in s.lm_supply]
    keys = s.keys
    out: list[Action] = []
    for sp in spots:
        if sp == ARC:
            reach: tuple[str, ...] = DISTRICTS
            base = 0
        elif sp.startswith("bank:"):
            d0 = sp[5:]
            reach = (d0, *DIST[d0].adjacent) if st07 else (d0,)
            base = 0
        else:
            dd, base = spot_info(s, sp)
            assert dd is not None
            reach = (dd,)
        for d in reach:
            lst, top = district_targets(d)
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


# --------------------------------------------------------------------------------------------
# Apply


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


def gain_francs(s: State, seat: int, francs: int, reason: str, ev: list[Event]) -> None:
    s.francs[seat] += francs
    ev.append(log("paris.log.francs", seat=seat, francs=francs, reason=reason))


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


# D1 / D1b / D2


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
    ev.append(log("paris.log.building", seat=s.seat, tile=tile, district=b.district, value=b.value))
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
    ev.append(log("paris.log.building", seat=a.seat, tile=tile, district=a.district, value=b.value))
    s.ctx = {}
    s.prompt = "main"


# D3 action step


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


# Moves, payment, arrival


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
        ev.append(log("paris.log.buy", seat=seat, resource=r, francs=price))
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
    ev.append(log("paris.log.paid", seat=seat, francs=total, tokens=",".join(c["spent"])))
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
        ev.append(log("paris.log.paid", seat=seat, francs=s.ctx["cost"], tokens=""))
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


# Free actions


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
    ev.append(log("paris.log.sell", seat=seat, item=a.item, as_type=as_type, francs=price))


def _buy(s: State, a: A.Buy, ev: list[Event]) -> None:
    seat = a.seat
    price = buy_price(s, seat, a.resource)
    s.francs[seat] -= price
    take_from_supply(s, a.resource)
    s.tokens[seat][RI[a.resource]] += 1
    if a.resource not in s.bought:
        s.bought.append(a.resource)
    ev.append(Moved(piece=a.resource, from_zone="supply:tokens", to_zone=f"seat:{seat}:screen"))
    ev.append(log("paris.log.buy", seat=seat, resource=a.resource, francs=price))


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




# --------------------------------------------------------------------------------------------
# Scoring (§12.1)


def district_standing(s: State, d: str) -> dict[int, tuple[int, int]]:
    """seat -> (property value sum, highest single printed value) in a district."""
    out: dict[int, list[int]] = {}
    for sp in district_props(s, d):
        ks = s.keys.get(sp)
        if not ks:
            continue
        v = prop_value(s, sp)
        for k in ks:
            e = out.setdefault(k, [0, 0])
            e[0] += v
            e[1] = max(e[1], v)
    return {k: (v[0], v[1]) for k, v in out.items()}


def rank_payout(standing: dict[int, tuple[int, int]], places: tuple[int, ...], mode: str) -> dict[int, int]:
    """Pay one VP tile's places to a district ranking, ties as in §12.1 step 3."""
    ranked = sorted((v, k) for k, v in standing.items() if v[0] > 0)
    ranked.reverse()
    pay: dict[int, int] = {}
    p = 1
    i = 0
    while i < len(ranked):
        j = i
        while j < len(ranked) and ranked[j][0] == ranked[i][0]:
            j += 1
        group = [k for _, k in ranked[i:j]]
        size = len(group)

        def place(q: int) -> int:
            return places[q - 1] if 1 <= q <= len(places) else 0

        if mode == "split_down":
            pts = sum(place(q) for q in range(p, p + size)) // size
        else:
            pts = place(p)
        for k in group:
            pay[k] = pts
        p += size
        i = j
    return pay


def district_scores(s: State) -> dict[str, dict[int, int]]:
    mode = opt(s, "district_tie_mode")
    out: dict[str, dict[int, int]] = {}
    for d in DISTRICTS:
        tiles = []
        if d in s.vp_at:
            tiles.append(VP_TILES[s.vp_at[d]].places)
        if s.special_at == d:
            tiles.append(D.special_vp.places)
        if not tiles:
            continue
        standing = district_standing(s, d)
        total: dict[int, int] = {}
        for places in tiles:
            for k, v in rank_payout(standing, places, mode).items():
                total[k] = total.get(k, 0) + v
        out[d] = total
    return out


def tile27_vp(s: State, seat: int) -> int:
    for t in s.tiles[seat]:
        if D.bonus[t].kind == "endgame_vp_per_franc":
            return s.francs[seat] * int(D.bonus[t].p("vp_per_franc", 1))
    return 0


def best_single(s: State, seat: int) -> int:
    return max((prop_value(s, sp) for sp, _ in my_props(s, seat)), default=0)


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
