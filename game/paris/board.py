"""The Paris board and its small queries: spots, districts, holdings, prices and payment
(spec §4, §11.1), and the district standings of the final scoring (§12.1). Pure functions of a
state; nothing here changes it."""

from __future__ import annotations

from typing import Any

from game.paris.data import DATA as D
from game.paris.data import PRESTIGE, RESOURCES, SLOT_VALUES_EXPECTED, TOKEN_INDEX, Tile
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
