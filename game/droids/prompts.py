"""What the seat to act is deciding (``prompt``) and why a piece cannot be used now (``blocked``).

Both read one seat's view only (STYLE: the table and the bots see views), one decision point of
spec §22 at a time: D1 keep (2, 3 and 4 players: to whom the spare card goes), D2 give, D3 the
automa's tie, D4 planning (sealed or open), D5 re-choice, D4a extra parts, D4b pile, D6 extension,
D7 tokens, D8 post-action swaps, D9 interseason, D10 last swaps, D11 card 36's family, plus a
"waiting" line for a seat that is not deciding and the result once the game is over. The numbers
that matter (cards, houses, swaps left, parts missing) travel as parameters; seats as ``seat`` /
``seat2`` so the table names them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core.i18n import msg_list
from game.core.rng import Rng
from game.core.rules import Blocked, Prompt
from game.droids import data as D
from game.droids.cards import parts_msg
from game.droids.engine import (
    DECLARE_HOUSES,
    discounted,
    extra_base_left,
    gift_target,
    interest_of,
    pairs_for,
    printed_house_cost,
    short_of,
)
from game.droids.facts import adjacent_zones, covers, direct_opponents, held_parts, team_of
from game.droids.state import AUTOMA
from game.droids.view import View, determinize

# ------------------------------------------------------------------------------------ the view


def _held(v: View, seat: int) -> list[int]:
    """Parts the seat holds as this view shows them: shed plus the parts on cards 65/71."""
    return held_parts(v.shed[seat], v.stored[seat])


def _house_cost(v: View, seat: int, house: int) -> list[int]:
    delta = int(dict(v.options)["house_cost_energy_delta"])
    return discounted(printed_house_cost(house, delta), v.collection[seat])


def _swaps_left(v: View, seat: int) -> int:
    return max(0, D.MAX_SWAPS - max(0, v.swaps_used[seat]))


def _can_swap(v: View, seat: int) -> bool:
    """Some swap is open to the seat now (the same test as the rules' swap options)."""
    if _swaps_left(v, seat) <= 0:
        return False
    have = _held(v, seat)
    return any(covers(have, give) for give, _get in pairs_for(v.collection[seat]))


def _pair_of(zone: str) -> tuple[int, int]:
    """The two seats of a house zone id ``zone:a-b``."""
    a, b = zone.split(":")[1].split("-")
    return int(a), int(b)


def _other_of(zone: str, seat: int) -> int:
    a, b = _pair_of(zone)
    return b if a == seat else a


def _tokens_on(v: View, seat: int, house: int) -> bool:
    return bool(v.tokens) and v.tokens[0] == house and v.tokens[1] != seat


# ------------------------------------------------------------------------------------ prompt


def prompt(v: View) -> Prompt:
    """What the seat to act is deciding, in the game's words (one key per decision point)."""
    if v.phase == "over" or v.to_act is None:
        return _game_over(v)
    a = v.to_act
    if v.seat != a:
        key = "droids.prompt.wait_sealed" if v.step == "sealed" else "droids.prompt.wait"
        return Prompt(key, {"seat": a})
    maker = _PROMPTS.get(v.step)
    if maker is None:
        return Prompt("droids.prompt.wait", {"seat": a})
    return maker(v, a)


def _give(v: View, a: int) -> Prompt:
    return Prompt("droids.prompt.give", {"card": v.keep[a], "seat2": (a + 1) % 3, "seat": (a + 2) % 3})


def _automa_tie(v: View, a: int) -> Prompt:
    table = dict(v.zone_houses).get("zone:0-1", ())
    value = interest_of(int(v.drawn[AUTOMA][0]), table)
    return Prompt("droids.prompt.automa_tie", {"n": value})


def _pay_extra(v: View, a: int) -> Prompt:
    return Prompt("droids.prompt.pay_extra", {"house": v.w_house, "n": 3 - sum(v.w_extras)})


def _pile(v: View, a: int) -> Prompt:
    first, second = (_other_of(z, a) for z in adjacent_zones(v.players, a))
    params: dict[str, Any] = {"card": v.hand[a], "seat": first, "seat2": second}
    if v.w_kind == "construct":
        return Prompt("droids.prompt.pile_construct", {**params, "house": v.w_house})
    return Prompt("droids.prompt.pile_dismantle", params)


def _extension(v: View, a: int) -> Prompt:
    card = v.collection[a][-1] if v.collection[a] else 0
    if any(v.ext_parts):
        return Prompt(
            "droids.prompt.extension_parts",
            {"card": card, "n": v.ext_left, "parts": parts_msg(v.ext_parts)},
        )
    return Prompt("droids.prompt.extension", {"card": card, "n": v.ext_left})


def _tokens(v: View, a: int) -> Prompt:
    return Prompt("droids.prompt.tokens", {"n": int(D.DROIDS[31].params.get("tokens", 3))})


def _post(v: View, a: int) -> Prompt:
    return Prompt("droids.prompt.post", {"n": _swaps_left(v, a)})


def _interseason(v: View, a: int) -> Prompt:
    rivals = direct_opponents(v.players, a)
    if len(rivals) == 1:
        return Prompt("droids.prompt.interseason", {"seat2": rivals[0]})
    return Prompt("droids.prompt.interseason_many", {})


def _final(v: View, a: int) -> Prompt:
    return Prompt("droids.prompt.final", {"n": _swaps_left(v, a)})


def _declare(v: View, a: int) -> Prompt:
    counted = msg_list([h for h in v.built[a] if h in DECLARE_HOUSES], "droids.list_and")
    return Prompt("droids.prompt.declare", {"houses": counted})


def _keep(v: View, a: int) -> Prompt:
    n = len(v.drawn[a])
    if v.players == 3:
        return Prompt("droids.prompt.keep3", {"n": n, "seat2": (a + 1) % 3})
    rule = str(dict(v.options)["four_player_gift_rule"])
    to = gift_target(v.players, v.priority, v.secondary, rule, a)
    if v.players == 4:
        key = (
            "droids.prompt.keep_to_teammate"
            if team_of(to) == team_of(a)
            else "droids.prompt.keep_to_opponent"
        )
        return Prompt(key, {"n": n, "seat2": to, "deck": "A" if a == v.priority else "B"})
    return Prompt("droids.prompt.keep", {"n": n, "seat2": to})


def _plan(v: View, a: int) -> Prompt:
    """D4 (sealed or open planning) and D5 (the re-choice during the resolution)."""
    if v.phase == "resolve":
        key = "droids.prompt.rechoose"
    elif v.mode == "commit":
        key = "droids.prompt.plan"
    else:
        key = "droids.prompt.plan_open"
    params: dict[str, Any] = {"card": v.hand[a]}
    if not _can_swap(v, a):
        return Prompt(key + "_noswap", params)
    return Prompt(key, {**params, "n": _swaps_left(v, a)})


def _game_over(v: View) -> Prompt:
    """The result, once every seat has finished (computed from the public end position)."""
    from game.droids import scoring  # local import: scoring imports the engine

    if v.phase != "over":
        return Prompt("droids.prompt.wait", {"seat": 0})
    s = determinize(v, Rng(0))
    sheets = {sh.seat: sh for sh in scoring.sheets(s)}
    out = scoring.outcome(s)
    if v.players == 1:
        mine, auto = sheets[0].total, scoring.automa_sheet(s).total
        if mine == auto:
            return Prompt("droids.prompt.over_solo_draw", {"n": mine})
        key = "droids.prompt.over_solo_win" if mine > auto else "droids.prompt.over_solo_loss"
        return Prompt(key, {"seat": 0, "n": mine, "m": auto})
    if v.players == 4:
        if len(out.winners) != 2:
            return Prompt("droids.prompt.over_team_shared", {})
        first, second = out.winners
        score, total = sheets[first].tiebreak
        if out.decided_by == "droids.tb_team_total":
            return Prompt("droids.prompt.over_team_total", {"seat": first, "seat2": second, "n": total})
        return Prompt("droids.prompt.over_team", {"seat": first, "seat2": second, "n": score})
    best = max(sh.total for sh in sheets.values())
    if len(out.winners) == 1:
        key = "droids.prompt.over_win" if out.decided_by == "total" else "droids.prompt.over_tiebreak"
        return Prompt(key, {"seat": out.winners[0], "n": best})
    return Prompt("droids.prompt.over_shared", {"n": best})


# ------------------------------------------------------------------------------------ blocked


# One prompt per decision point (the view's ``step``), for the deciding seat ``a`` reading its own view.
_PROMPTS: dict[str, Callable[[View, int], Prompt]] = {
    "keep": _keep,
    "give": _give,
    "automa_tie": _automa_tie,
    "plan": _plan,
    "pay_extra": _pay_extra,
    "pile": _pile,
    "extension": _extension,
    "tokens": _tokens,
    "post": _post,
    "interseason": _interseason,
    "final": _final,
    "declare": _declare,
}


def blocked(v: View) -> list[Blocked]:
    """The pieces the current decision could use but cannot now, each with its reason."""
    if v.phase == "over" or v.to_act is None or v.seat != v.to_act:
        return []
    a = v.to_act
    step = v.step
    out: list[Blocked] = []
    if step == "give" and isinstance(v.keep[a], int) and v.keep[a]:
        out.append(Blocked(f"seat:{a}:drawn", Prompt("droids.why.kept"), f"droid:{v.keep[a]}"))
    elif step == "plan":
        out += _repair_block(v, a)
        out += _house_blocks(v, a)
        out += _shed_blocks(v, a)
    elif step in ("post", "final"):
        out += _shed_blocks(v, a)
    elif step == "pay_extra":
        have = _held(v, a)
        cost = _house_cost(v, a, v.w_house)
        for k, kind in enumerate(D.BASE):
            if have[k] - cost[k] - v.w_extras[k] < 1:
                reason = Prompt("droids.why.extra_none", {"kind": f"droids.kind_pl.{kind}"})
                out.append(Blocked(f"seat:{a}:shed", reason, f"seat:{a}:part:{kind}"))
    elif step == "pile":
        near = adjacent_zones(v.players, a)
        for z, _cards in v.discard:
            if z not in near:
                x, y = _pair_of(z)
                out.append(Blocked(f"{z}:discard", Prompt("droids.why.pile_far", {"seat": x, "seat2": y})))
    elif step == "tokens":
        near = adjacent_zones(v.players, a)
        for z, houses in v.zone_houses:
            if z in near:
                continue
            x, y = _pair_of(z)
            for h in houses:
                reason = Prompt("droids.why.tokens_far", {"seat": x, "seat2": y})
                out.append(Blocked(f"{z}:houses", reason, f"house:{h}"))
    return out


def _repair_block(v: View, a: int) -> list[Blocked]:
    card = v.hand[a]
    if not card:
        return []
    cost = discounted(D.DROIDS[card].cost, v.collection[a])
    missing = short_of(_held(v, a), cost)
    if not any(missing):
        return []
    reason = Prompt(
        "droids.why.repair_short", {"card": card, "cost": parts_msg(cost), "missing": parts_msg(missing)}
    )
    return [Blocked(f"seat:{a}:hand", reason, f"droid:{card}")]


def _house_blocks(v: View, a: int) -> list[Blocked]:
    near = adjacent_zones(v.players, a)
    have = _held(v, a)
    out: list[Blocked] = []
    for z, houses in v.zone_houses:
        for h in houses:
            where, piece = f"{z}:houses", f"house:{h}"
            if z not in near:
                x, y = _pair_of(z)
                out.append(Blocked(where, Prompt("droids.why.house_far", {"seat": x, "seat2": y}), piece))
                continue
            cost = _house_cost(v, a, h)
            missing = short_of(have, cost)
            if any(missing):
                reason = Prompt(
                    "droids.why.house_short",
                    {"house": h, "cost": parts_msg(cost), "missing": parts_msg(missing)},
                )
                out.append(Blocked(where, reason, piece))
            elif _tokens_on(v, a, h) and extra_base_left(have, cost) < 3:
                reason = Prompt("droids.why.house_tokens", {"house": h, "n": extra_base_left(have, cost)})
                out.append(Blocked(where, reason, piece))
    return out


def _shed_blocks(v: View, a: int) -> list[Blocked]:
    """In a swap window: no swap left at all, or a column that holds no more of its part."""
    out: list[Blocked] = []
    left = _swaps_left(v, a)
    for k, kind in enumerate(D.KINDS):
        piece = f"seat:{a}:part:{kind}"
        if left <= 0:
            reason = Prompt("droids.why.swap_limit", {"n": D.MAX_SWAPS})
        else:
            cap = D.BASE_CAP + v.ext[a][k]
            have = v.shed[a][k]
            if have < cap:
                continue
            reason = Prompt(
                "droids.why.shed_full", {"kind": f"droids.kind_pl.{kind}", "have": have, "cap": cap}
            )
        out.append(Blocked(f"seat:{a}:shed", reason, piece))
    return out
