"""What the seat to act is deciding (``prompt``) and what it cannot use now, and why (``blocked``).

Both read only a view (the contract in game/core/rules.py). One message key per decision point of
the spec's §20 (``paris.prompt.<decision>``, with variants where the numbers or the options
differ), its numbers as parameters; names travel as name keys (``paris.n.…``) that ``tr``
translates. A view of a seat that is not to act gets ``paris.prompt.other`` ("Ana is deciding: the
bonus step"): its screens may be closed, so it names the decision without the numbers.

``blocked`` explains, for the decision pending, the pieces and places a player would reach for that
no legal action uses: a building the keys cannot reach or pay for ("Needs 1 wood — you have none,
and the supply has none to sell"), a landmark that does not beat the district's, a bank already
holding the key, a token bought or sold this turn, a bonus tile that cannot be used now, a track
space behind the meeple. Each reason names the zone (and the piece, where one is drawn) exactly as
``zones(view)`` does. The reasons are worked out on ``determinize(view)``: everything they use (the
board, the supplies and the actor's own screen) is what the actor's view shows, so the re-dealt
hidden parts (stack order, others' end-game tiles) never change an answer.

Why about 630 lines: one small function per decision point for each of the two questions, in the
tables ``_PROMPTS`` and ``_BLOCKED`` at their ends, and the reasons a held tile waits; they share
the state behind the view and the name keys.

One file because it is one prompt per decision point of the spec's §20, with the reasons a piece cannot be used, all read from a view.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from game.core.rng import Rng
from game.core.rules import Blocked, Prompt, outcome_from_sheets
from game.paris import actions as A
from game.paris import board as BD
from game.paris import legal as LG
from game.paris.cards import spot_key
from game.paris.data import DATA as D
from game.paris.data import PRESTIGE, RESOURCES, TOKEN_INDEX, TOKENS, Tile
from game.paris.scoring import sheets
from game.paris.state import State
from game.paris.view import View, determinize

# The decision each prompt id stands for, as the phrase "X is deciding: …" ends with.
DECISIONS = (
    "stack",
    "keep_peeked",
    "district",
    "main",
    "closing",
    "tile32",
    "pay_unit",
    "bonus",
    "advance36",
    "hand_in",
    "vp_tile",
    "vp_district",
    "swap",
    "endgame",
    "take_from",
    "exchange",
    "payout",
    "special",
    "relocate",
    "buy_vp",
)


@functools.lru_cache(maxsize=8)
def _state(view: View) -> State:
    """A full state behind the view (hidden parts re-dealt with a fixed seed; they never matter here).

    Cached for the few views a table asks about at once (``prompt`` then ``blocked``); the state
    is only read, never changed."""
    s = determinize(view, Rng(0))
    LG.legal(s)
    return s


def _n(key: str) -> str:
    """The name key of a district, tile, landmark, strategy tile or token type (``paris.n.<id>``)."""
    return f"paris.n.{key}"


def _spot(spot: str, s: State) -> str:
    """The name key of a move target: a building by its tile's name, a landmark by its own."""
    if spot in s.slot_tile:
        return _n(s.slot_tile[spot])
    return spot_key(spot) or "paris.n.key"


# --------------------------------------------------------------------------------------------
# prompt


def prompt(view: View) -> Prompt:
    """What the seat to act is deciding, in the game's words (§20's decision points)."""
    if view.to_act is None or view.prompt == "over":
        return _over(view)
    if view.seat != view.to_act or not view.screen_open[view.to_act]:
        decision = view.prompt if view.prompt in DECISIONS else "main"
        return Prompt("paris.prompt.other", {"seat": view.to_act, "decision": f"paris.decision.{decision}"})
    s = _state(view)
    words = _PROMPTS.get(s.prompt)
    if words is None:
        return Prompt("paris.prompt.other", {"seat": s.seat, "decision": "paris.decision.main"})
    return words(s, s.seat)


def _stack(s: State, seat: int) -> Prompt:
    if BD.strat(s, seat, "draw_two_buildings") is not None and sum(1 for st in s.stacks if st) >= 2:
        return Prompt("paris.prompt.stack_peek")
    return Prompt("paris.prompt.stack", {"n": sum(len(st) for st in s.stacks)})


def _district(s: State, seat: int) -> Prompt:
    tile = s.ctx["tile"]
    return Prompt("paris.prompt.district", {"tile": _n(tile), "value": D.buildings[tile].value})


def _closing(s: State, seat: int) -> Prompt:
    if s.turns_left > 1:
        return Prompt("paris.prompt.closing_final", {"n": s.turns_left - 1})
    if s.turns_left == 1:
        return Prompt("paris.prompt.closing_last")
    if seat == s.n - 1:
        return Prompt("paris.prompt.closing_round", {"round": s.round})
    return Prompt("paris.prompt.closing")


def _tile32(s: State, seat: int) -> Prompt:
    c = s.ctx
    amount = int(D.bonus[c["t32"]].p("francs", 0))
    return Prompt(
        "paris.prompt.tile32",
        {"target": _target(s, c), "francs": c["fp"], "discount": min(amount, c["fp"])},
    )


def _pay_unit(s: State, seat: int) -> Prompt:
    c = s.ctx
    params: dict[str, Any] = {"resource": _n(c["units"][0]), "francs": c["fp"] + c["due"]}
    if c.get("kind") == "set39":
        return Prompt("paris.prompt.pay_set", {**params, "number": D.bonus[c["tile"]].number})
    return Prompt("paris.prompt.pay_unit", {**params, "target": _target(s, c)})


def _bonus(s: State, seat: int) -> Prompt:
    n = len(BD.stops(s, seat))
    if s.ctx.get("cost"):
        return Prompt("paris.prompt.bonus_paid", {"n": n, "cost": s.ctx["cost"]})
    return Prompt("paris.prompt.bonus", {"n": n})


def _hand_in(s: State, seat: int) -> Prompt:
    c = s.ctx
    lm = D.landmarks[c["lm"]]
    vp = lm.vp_per_token
    st = BD.strat(s, seat, "prestige_vp_bonus")
    if st is not None:
        vp += int(st.p("vp_per_token", 0))
    return Prompt(
        "paris.prompt.hand_in",
        {"landmark": _n(lm.id), "n": lm.max_tokens - c["handed"], "token": _n(lm.prestige), "vp": vp},
    )


def _vp_district(s: State, seat: int) -> Prompt:
    free = sum(1 for d in BD.DISTRICTS if d not in s.vp_at)
    return Prompt("paris.prompt.vp_district", {"tile": _n(s.ctx["vp_tile"]), "n": free})


def _swap(s: State, seat: int) -> Prompt:
    mine = s.strategy[seat]
    if not mine:
        return Prompt("paris.prompt.swap_none", {"n": len(s.display)})
    return Prompt("paris.prompt.swap", {"current": _n(mine), "n": len(s.display)})


def _exchange(s: State, seat: int) -> Prompt:
    c = s.ctx
    left = int(BD.ALL_TILES[c["tile"]].p("max", 1)) - c["done"]
    key = "paris.prompt.exchange_more" if c["done"] else "paris.prompt.exchange"
    return Prompt(key, {"n": left, "number": _number(c)})


def _buy_vp(s: State, seat: int) -> Prompt:
    t = D.bonus[s.ctx["tile"]]
    per = int(t.p("francs_per_vp", 2))
    top = min(int(t.p("max_vp", 6)), s.francs[seat] // per)
    return Prompt("paris.prompt.buy_vp", {"n": top, "price": per, "number": t.number})


def _numbered(key: str) -> Callable[[State, int], Prompt]:
    """A prompt naming only the bonus tile that asks it."""
    return lambda s, seat: Prompt(key, {"number": _number(s.ctx)})


def _number(c: dict[str, Any]) -> int:
    return D.bonus[c["tile"]].number or 0


def _target(s: State, c: dict[str, Any]) -> str:
    return _spot(c["to"], s)


def _main(s: State, seat: int) -> Prompt:
    francs = s.francs[seat]
    legal = LG.legal(s)
    if any(isinstance(a, A.PassAction) for a in legal):
        return Prompt("paris.prompt.main_pass", {"francs": francs})
    if s.turns_left > 0:
        return Prompt("paris.prompt.main_final", {"n": s.turns_left, "francs": francs})
    if any(isinstance(a, A.TakeEndgame) for a in legal):
        return Prompt("paris.prompt.main_endgame", {"n": len(s.eg_pile), "francs": francs})
    if s.hand[seat] == 0:
        return Prompt("paris.prompt.main_moves", {"francs": francs})
    return Prompt("paris.prompt.main", {"n": s.hand[seat], "francs": francs})


def _over(view: View) -> Prompt:
    """The final result: the scores are exact from any state behind the view (§15: screens are
    reconstructable from the public log, and unused end-game tiles score nothing)."""
    s = determinize(view, Rng(0))
    got = sheets(s)
    out = outcome_from_sheets(got)
    best = max(sh.total for sh in got)
    if len(out.winners) == 1:
        return Prompt("paris.prompt.over", {"winner": out.winners[0], "vp": best})
    return Prompt("paris.prompt.over_shared", {"n": len(out.winners), "vp": best})


# What each decision point asks (§20.2), by prompt.
_PROMPTS: dict[str, Callable[[State, int], Prompt]] = {
    "stack": _stack,
    "keep_peeked": lambda s, seat: Prompt(
        "paris.prompt.keep_peeked", {"first": s.ctx["a"] + 1, "second": s.ctx["b"] + 1}
    ),
    "district": _district,
    "main": _main,
    "closing": _closing,
    "tile32": _tile32,
    "pay_unit": _pay_unit,
    "bonus": _bonus,
    "advance36": lambda s, seat: Prompt(
        "paris.prompt.advance36", {"n": len(BD.stops(s, seat)), "number": _number(s.ctx)}
    ),
    "hand_in": _hand_in,
    "vp_tile": lambda s, seat: Prompt(
        "paris.prompt.vp_tile", {"district": _n(s.ctx["dist"]), "n": len(s.vp_supply)}
    ),
    "vp_district": _vp_district,
    "swap": _swap,
    "endgame": lambda s, seat: Prompt("paris.prompt.endgame", {"n": len(s.eg_pile)}),
    "take_from": lambda s, seat: Prompt(
        "paris.prompt.take_from", {"n": len(BD.track_takeable(s, seat)), "number": _number(s.ctx)}
    ),
    "exchange": _exchange,
    "payout": _numbered("paris.prompt.payout"),
    "special": _numbered("paris.prompt.special"),
    "relocate": _numbered("paris.prompt.relocate"),
    "buy_vp": _buy_vp,
}


# --------------------------------------------------------------------------------------------
# blocked


def blocked(view: View) -> tuple[Blocked, ...]:
    """The pieces and places this decision could use but cannot now, each with its reason."""
    if view.to_act is None or view.seat != view.to_act or not view.screen_open[view.to_act]:
        return ()
    s = _state(view)
    out: list[Blocked] = []
    why = _BLOCKED.get(s.prompt)
    if why is not None:
        why(s, s.seat, out)
    return tuple(out)


def _blocked_main(s: State, seat: int, out: list[Blocked]) -> None:
    _board(s, seat, out)
    _window(s, seat, out)
    _endgame_pile(s, out)


def _blocked_closing(s: State, seat: int, out: list[Blocked]) -> None:
    done = Prompt("paris.why.action_done")
    for b in BD.BANKS:
        out.append(Blocked(b, done))
    out.append(Blocked(BD.ARC, done))
    for slot, tile in s.slot_tile.items():
        out.append(Blocked(slot, done, tile))
    _window(s, seat, out)


def _blocked_hand_in(s: State, seat: int, out: list[Blocked]) -> None:
    want = D.landmarks[s.ctx["lm"]].prestige
    for tok in PRESTIGE:
        if tok != want and s.tokens[seat][TOKEN_INDEX[tok]]:
            reason = Prompt("paris.why.wrong_prestige", {"landmark": _n(s.ctx["lm"]), "token": _n(want)})
            out.append(Blocked(f"seat:{seat}:screen", reason, f"token:{seat}:{tok}"))


def _blocked_vp_district(s: State, seat: int, out: list[Blocked]) -> None:
    for d, t in sorted(s.vp_at.items()):
        out.append(Blocked(f"district:{d}:vp", Prompt("paris.why.has_vp_tile", {"district": _n(d)}), t))


def _blocked_banks(mine: bool, key: str) -> Callable[[State, int, list[Blocked]], None]:
    """The banks where the seat has (``mine``) or has not a key, each with the reason ``key``."""

    def why(s: State, seat: int, out: list[Blocked]) -> None:
        for d in BD.DISTRICTS:
            if (seat in s.keys.get(f"bank:{d}", ())) == mine:
                out.append(Blocked(f"bank:{d}", Prompt(key)))

    return why


def _blocked_keep_peeked(s: State, seat: int, out: list[Blocked]) -> None:
    seen = (s.ctx["a"], s.ctx["b"])
    for i, st in enumerate(s.stacks):
        if st and i not in seen:
            out.append(Blocked(f"stack:{i}", Prompt("paris.why.not_peeked"), f"stack:{i}"))


def _board(s: State, seat: int, out: list[Blocked]) -> None:
    """Banks, the Arc, buildings and landmarks no action-step option of the main window uses."""
    legal = LG.legal(s)
    targets = {a.to for a in legal if isinstance(a, A.MoveKey)}
    hand = s.hand[seat]
    for b in BD.BANKS:
        if seat in s.keys.get(b, ()):
            out.append(Blocked(b, Prompt("paris.why.own_bank")))
        elif not hand:
            out.append(Blocked(b, Prompt("paris.why.no_keys")))
    if seat in s.keys.get(BD.ARC, ()):
        out.append(Blocked(BD.ARC, Prompt("paris.why.own_arc")))
    elif not hand:
        out.append(Blocked(BD.ARC, Prompt("paris.why.no_keys")))
    for slot in BD.SLOTS:
        tile = s.slot_tile.get(slot)
        if tile is not None and slot not in targets:
            reason = _why_property(s, seat, slot)
            if reason is not None:
                out.append(Blocked(slot, reason, tile))
    for L in BD.LANDMARKS:
        dist = s.lm_district.get(L)
        if dist is not None and f"landmark:{L}" not in targets:
            reason = _why_property(s, seat, f"landmark:{L}")
            if reason is not None:
                out.append(Blocked(f"district:{dist}:landmarks", reason, L))
    new_targets = {t.split(":")[1] for t in targets if t.startswith("new:")}
    for L in BD.LANDMARKS:
        if L in s.lm_supply and L not in new_targets:
            reason = _why_new_landmark(s, seat, L)
            if reason is not None:
                out.append(Blocked("supply:landmarks", reason, L))
    _full_districts(s, seat, out)


def _reaches(s: State, seat: int, dist: str) -> list[tuple[str, int]]:
    """(spot, value) of the seat's keys that may move into ``dist`` at all (§7.2, ST07)."""
    st07 = BD.strat(s, seat, "bank_key_adjacent_reach") is not None
    out = []
    for sp in BD.my_spots(s, seat):
        if sp == BD.ARC:
            out.append((sp, 0))
        elif sp.startswith("bank:"):
            d0 = sp[5:]
            if dist == d0 or (st07 and dist in BD.DIST[d0].adjacent):
                out.append((sp, 0))
        else:
            d, v = BD.spot_info(s, sp)
            if d == dist:
                out.append((sp, v))
    return out


def _why_property(s: State, seat: int, spot: str) -> Prompt | None:
    """Why no key of the seat may move onto this building or laid landmark now (None: it may)."""
    dist, value = BD.spot_info(s, spot)
    assert dist is not None
    occ = s.keys.get(spot, ())
    if occ:
        others = [k for k in occ if k != seat]
        if len(occ) >= 2:
            return Prompt("paris.why.two_keys")
        if not others and BD.held_kind(s, seat, "allow_move_onto_own_occupied") is None:
            return Prompt("paris.why.yours")
        if others and BD.held_kind(s, seat, "allow_move_onto_opponent_occupied") is None:
            return Prompt("paris.why.taken", {"seat": others[0]})
    keys = _reaches(s, seat, dist)
    lower = [v for _, v in keys if v < value]
    if not lower:
        mine = [v for sp, v in keys if sp in BD.SLOT_INFO or sp.startswith("landmark:")]
        if mine:
            return Prompt("paris.why.not_higher", {"n": len(mine), "value": min(mine)})
        return Prompt("paris.why.no_key_in", {"district": _n(dist)})
    return _why_cost(s, seat, max(lower), value, BD.prop_extra(s, spot))


def _why_new_landmark(s: State, seat: int, L: str) -> Prompt | None:
    """Why no key may lay this supply landmark anywhere now (None: no reason to give)."""
    lm = D.landmarks[L]
    best: int | None = None  # the highest spot value below the landmark, over every district reached
    ceiling = 0
    for dist in BD.DISTRICTS:
        top = BD.top_landmark(s, dist)
        for _, v in _reaches(s, seat, dist):
            floor = max(v, top)
            ceiling = max(ceiling, floor)
            if lm.value > floor and (best is None or v > best):
                best = v
    if best is None:
        if not BD.my_spots(s, seat):
            return Prompt("paris.why.no_key_on_board")
        return Prompt("paris.why.landmark_low", {"landmark": _n(L), "value": lm.value})
    return _why_cost(s, seat, best, lm.value, lm.extra)


def _full_districts(s: State, seat: int, out: list[Blocked]) -> None:
    """A district whose landmarks no supply landmark can beat is full for new landmarks."""
    for dist in BD.DISTRICTS:
        top = BD.top_landmark(s, dist)
        if not top or not _reaches(s, seat, dist):
            continue
        if any(D.landmarks[L].value > top for L in s.lm_supply):
            continue
        best = max((L for L, d in s.lm_district.items() if d == dist), key=lambda x: D.landmarks[x].value)
        reason = Prompt("paris.why.district_full", {"landmark": _n(best), "value": top})
        out.append(Blocked(f"district:{dist}:landmarks", reason))


def _why_cost(s: State, seat: int, base: int, value: int, units: tuple[str, ...]) -> Prompt | None:
    """Why the seat cannot pay a move from a spot of value ``base`` to one of ``value`` (§7.2, §11.1)."""
    st02, t32 = LG.move_discounts(s, seat)
    fp = value - base - st02
    fp = max(0, fp - t32) if fp > 0 else 0
    francs = s.francs[seat]
    extra = 0
    if units:
        tok, tiles = BD.pay_holdings(s, seat)
        tiles.sort()
        extra = BD.min_cost(s, seat, units, tok, tiles, {}, BD.engineer_ready(s, seat))
    if extra >= BD.BIG:
        return _why_resources(s, seat, units)
    if fp + extra <= francs:
        return None
    key = "paris.why.too_dear_buying" if extra else "paris.why.too_dear"
    return Prompt(key, {"cost": fp + extra, "have": francs})


def _why_resources(s: State, seat: int, units: tuple[str, ...]) -> Prompt:
    """The first resource the seat can neither field nor buy, and why."""
    tiles = BD.held_token_tiles(s, seat)
    for r in RESOURCES:
        need = units.count(r)
        if not need:
            continue
        have = s.tokens[seat][TOKEN_INDEX[r]] + sum(1 for t in tiles if r in BD.ALL_TILES[t].stands_for)
        if r in s.sold:
            if have < need:
                key = "paris.why.needs_sold" if have else "paris.why.needs_sold_none"
                return Prompt(key, {"n": need, "resource": _n(r), "have": have})
            continue
        unlimited = BD.opt(s, "market_supply") == "unlimited"
        supply = s.supply[TOKEN_INDEX[r]]
        if unlimited or have + supply >= need:
            continue
        if have == 0 and supply == 0:
            return Prompt("paris.why.needs", {"n": need, "resource": _n(r)})
        if supply == 0:
            return Prompt("paris.why.needs_have", {"n": need, "resource": _n(r), "have": have})
        key = "paris.why.needs_short" if have else "paris.why.needs_short_none"
        return Prompt(key, {"n": need, "resource": _n(r), "have": have, "supply": supply})
    return Prompt("paris.why.cannot_pay")


def _window(s: State, seat: int, out: list[Blocked]) -> None:
    """Market tokens and held tiles the free actions of this window cannot use."""
    legal = LG.legal(s)
    buys = {a.resource for a in legal if isinstance(a, A.Buy)}
    sells = {a.item for a in legal if isinstance(a, A.Sell)}
    uses = {a.tile for a in legal if isinstance(a, A.UseTile)}
    francs = s.francs[seat]
    for i, tok in enumerate(TOKENS):
        if not s.supply[i] or tok in buys:
            continue
        piece = f"supply:{tok}"
        if tok in PRESTIGE:
            reason = Prompt("paris.why.prestige_not_sold")
        elif tok in s.sold:
            reason = Prompt("paris.why.sold_this_turn", {"resource": _n(tok)})
        else:
            reason = Prompt("paris.why.too_dear", {"cost": BD.buy_price(s, seat, tok), "have": francs})
        out.append(Blocked("supply:tokens", reason, piece))
    screen = f"seat:{seat}:screen"
    for i, tok in enumerate(TOKENS):
        if s.tokens[seat][i] and tok not in sells and tok in s.bought:
            out.append(
                Blocked(
                    screen, Prompt("paris.why.bought_this_turn", {"resource": _n(tok)}), f"token:{seat}:{tok}"
                )
            )
    held = [(t, t) for t in s.tiles[seat]] + [(t, f"eg:{seat}:{idx}") for t, idx in s.eg_held[seat]]
    for t, piece in held:
        if t in uses or t in sells:
            continue
        why = _why_tile(s, seat, t)
        if why is not None:
            out.append(Blocked(screen, why, piece))


# Why a held tile waits: kinds used at another moment than now, whatever the moment ...
_WHY_ANY_TIME = {
    "allow_move_onto_own_occupied": "paris.why.tile_on_move_own",
    "allow_move_onto_opponent_occupied": "paris.why.tile_on_move_other",
    "move_discount": "paris.why.tile_on_pay",
    "endgame_vp_per_franc": "paris.why.tile_at_end",
}
# ... and instant kinds not offered now, with one reason each ...
_WHY_INSTANT = {
    "take_any_bonus_tile_from_track": "paris.why.no_track_tile",
    "repeat_bank_payout": "paris.why.no_bank_key_any",
    "place_special_vp_tile": "paris.why.special_laid",
    "extra_bonus_advance": "paris.why.no_stop_ahead",
    "vp_for_resource_set": "paris.why.needs_set",
}


def _why_extra_key(s: State, seat: int, t: Tile) -> Prompt:
    if s.reserve[seat] <= 0:
        return Prompt("paris.why.reserve_empty")
    return Prompt("paris.why.too_dear", {"cost": int(t.p("francs", 0)), "have": s.francs[seat]})


def _why_exchange(s: State, seat: int, t: Tile) -> Prompt:
    return Prompt("paris.why.no_resource" if not any(s.tokens[seat][:3]) else "paris.why.supply_no_other")


def _why_relocate(s: State, seat: int, t: Tile) -> Prompt:
    if not any(seat in s.keys.get(b, ()) for b in BD.BANKS):
        return Prompt("paris.why.no_bank_key_any")
    return Prompt("paris.why.every_bank")


# ... and instant kinds whose reason depends on the position.
_WHY_INSTANT_NOW: dict[str, Callable[[State, int, Tile], Prompt]] = {
    "buy_extra_key": _why_extra_key,
    "exchange_resources": _why_exchange,
    "place_key_on_arc": lambda s, seat, t: Prompt(
        "paris.why.no_keys" if s.hand[seat] <= 0 else "paris.why.own_arc"
    ),
    "relocate_bank_key": _why_relocate,
    "buy_vp": lambda s, seat, t: Prompt(
        "paris.why.too_dear", {"cost": int(t.p("francs_per_vp", 2)), "have": s.francs[seat]}
    ),
}


def _why_tile(s: State, seat: int, tile: str) -> Prompt | None:
    """Why a held bonus or end-game tile cannot be used now (None: nothing to say)."""
    t = BD.ALL_TILES[tile]
    k = t.kind
    if t.stands_for:
        if all(x in s.bought for x in t.stands_for):
            return Prompt("paris.why.tile_bought_type")
        return None  # spent like a token in a payment or a hand-in
    if k in _WHY_ANY_TIME:
        return Prompt(_WHY_ANY_TIME[k])
    if t.timing != "instant":
        return None
    if k in _WHY_INSTANT:
        return Prompt(_WHY_INSTANT[k])
    why = _WHY_INSTANT_NOW.get(k)
    return why(s, seat, t) if why is not None else None


def _endgame_pile(s: State, out: list[Blocked]) -> None:
    if s.eg_pile and any(s.stacks):
        left = sum(len(st) for st in s.stacks)
        out.append(Blocked("supply:endgame", Prompt("paris.why.endgame_later", {"n": left}), "endgame"))


def _track(s: State, seat: int, forward: bool, out: list[Blocked]) -> None:
    """Track spaces the meeple (or tile 17) cannot take a tile from."""
    pos = s.meeple[seat]
    owned = s.owned[seat]
    for sp in range(1, 31):
        stack = s.track[sp]
        if not stack:
            continue
        top = stack[-1]
        number = D.bonus[top].number
        if forward and sp <= pos:
            reason = Prompt("paris.why.behind_meeple", {"space": pos})
        elif number in owned:
            reason = Prompt("paris.why.own_number", {"number": number})
        else:
            continue
        out.append(Blocked(f"track:{sp}", reason, top))


def _districts(s: State, out: list[Blocked]) -> None:
    """Free placement (§13.3): districts the revealed building cannot go to."""
    b = D.buildings[s.ctx["tile"]]
    ok = set(LG.free_districts(s, s.ctx["tile"]))
    for d in BD.DISTRICTS:
        if d in ok:
            continue
        if f"slot:{d}:{b.value}" in s.slot_tile:
            reason = Prompt("paris.why.slot_built", {"district": _n(d), "value": b.value})
        else:
            reason = Prompt("paris.why.type_built", {"district": _n(d), "type": f"paris.short.{b.type}"})
        out.append(Blocked(f"district:{d}", reason))


# What each decision point shows it cannot use now, by prompt.
_BLOCKED: dict[str, Callable[[State, int, list[Blocked]], None]] = {
    "main": _blocked_main,
    "closing": _blocked_closing,
    "bonus": lambda s, seat, out: _track(s, seat, True, out),
    "advance36": lambda s, seat, out: _track(s, seat, True, out),
    "take_from": lambda s, seat, out: _track(s, seat, False, out),
    "hand_in": _blocked_hand_in,
    "vp_district": _blocked_vp_district,
    "district": lambda s, seat, out: _districts(s, out),
    "payout": _blocked_banks(False, "paris.why.no_bank_key"),
    "relocate": _blocked_banks(True, "paris.why.own_bank"),
    "keep_peeked": _blocked_keep_peeked,
}


__all__ = ["DECISIONS", "blocked", "prompt"]
