"""What the seat to act is deciding (spec §20, D1–D15 and the game's end), and why a piece it
might reach for cannot be used now, in the game's words.

Both are computed from a view only. ``probe(view)`` turns the view into a read-only state the
engine's own tests can run on (the pending decision's options, what is playable, which maps are
claimable), so a prompt or a reason never re-states a rule the engine already knows. Cards the
view does not show (other hands, the deck, the discard pile) are card backs in the probe, and no
engine test used here looks at them: only their number counts.

The refusal reasons (``play_refusal``, ``spot_refusal``) are shared with the engine's
``IllegalAction`` messages, so hovering a blocked card and clicking it say the same thing.

One file because it is one prompt per decision point of the spec's §20, with the reasons a piece cannot be used, all read from a view.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from game.core.i18n import MsgList, msg_list
from game.core.messages import Action
from game.core.rng import Rng
from game.core.rules import Blocked, Prompt
from game.farshore import engine, facts
from game.farshore.actions import Anchor, Pass, Pay, PlaceWorker, PlayCard, Prepare
from game.farshore.cards import SEASONS, amounts_msg, cost_pairs, ops_text, source_key
from game.farshore.data import BAY_SIZE, CITY_LIMIT, DATA, HAND_LIMIT, RES, Card
from game.farshore.state import State
from game.farshore.view import View, named_ids

CARDS = DATA.cards
BACK = engine.BACK
Reason = tuple[str, dict[str, Any]]

# ----------------------------------------------------------------------------------------------
# The view as a state the engine's tests can read


def probe(v: View) -> State:
    """A state with everything the view shows; unseen cards are backs, the generator a dummy.

    For reading only (options, costs, requirements): never apply an action to it."""
    return State(
        n=v.players,
        options=dict(v.options),
        rng=Rng(0),
        first=v.first,
        current=v.current,
        phase=v.phase,
        deck=[BACK] * v.deck_count,
        discard=[BACK] * v.discard_count,
        bay=[list(b) for b in v.bay],
        wind=[[v.wind_up[0]], [v.wind_up[1]]],
        wind_seen=[0, 0],
        islands=list(v.islands),
        island_open=list(v.island_open),
        island_box=[],
        maps={m: list(vals) for m, vals in v.maps},
        reveal=list(v.reveal),
        limbo=list(v.limbo),
        stack=list(v.stack),
        hands=[list(v.hand) if s == v.seat else [BACK] * v.hand_counts[s] for s in range(v.players)],
        city=[list(c) for c in v.city],
        anchored=[list(a) for a in v.anchored],
        anchors_left=list(v.anchors_left),
        stored=[{e[0]: list(e[1:]) for e in d} for d in v.stored],
        res=[list(r) for r in v.res],
        treasure=list(v.treasure),
        shells=list(v.shells),
        boat=list(v.boat),
        season=list(v.season),
        placed=[list(p) for p in v.placed],
        passed=list(v.passed),
        maps_held=[[[m, val] for m, val in h] for h in v.maps_held],
        rival_city=list(v.rival_city),
        rival_boat=v.rival_boat,
        rival_treasure=v.rival_treasure,
        rival_maps=[[m, val] for m, val in v.rival_maps],
        pawn_loc=v.pawn_loc,
        pawn_bay=v.pawn_bay,
        rival_pending=v.rival_pending,
    )


def _by(it: Mapping[str, Any]) -> str:
    """The name key of what asked for this decision ("Docks", "Scribe", "Summer")."""
    return source_key(str(it.get("by") or it.get("site") or "")) or "farshore.src.effect"


def _card(cid: str) -> str:
    return f"farshore.card.{cid}"


def _cost(c: Card) -> MsgList | str:
    pairs = cost_pairs(c)
    return amounts_msg(pairs) if pairs else "farshore.fx.free"


def _res_names(options: Sequence[str]) -> MsgList:
    return msg_list([f"farshore.rn.{r}" for r in options], "farshore.fx.or")


# ----------------------------------------------------------------------------------------------
# Prompts: one per decision point


def prompt(v: View) -> Prompt:
    """What the seat to act is deciding, with the numbers that matter (§20)."""
    if v.phase == "over":
        return _over(v)
    if not v.stack:
        return _turn(v)
    it = v.stack[-1]
    k = it["k"]
    maker = _PROMPTS.get(k)
    if maker is None:  # pragma: no cover - every decision kind has its prompt (tested)
        raise KeyError(f"no prompt for decision {k!r}")
    return maker(v, it)


def _turn(v: View) -> Prompt:
    """D2: place a worker, play a card, prepare (or, in Autumn, pass)."""
    s = v.current
    season = v.season[s]
    free = 2 + season - len(v.placed[s])
    name = f"farshore.season.{SEASONS[season]}"
    if season == 3:
        if free > 0:
            return Prompt("farshore.prompt.turn_autumn", {"n": free})
        return Prompt("farshore.prompt.turn_autumn_out", {})
    if free > 0:
        return Prompt("farshore.prompt.turn", {"season": name, "n": free})
    return Prompt(
        "farshore.prompt.turn_prepare",
        {"season": name, "next": f"farshore.season.{SEASONS[season + 1]}"},
    )


def _mulligan(v: View, it: Mapping[str, Any]) -> Prompt:
    s = int(it["s"])
    n = len(v.hand) if s == v.seat else v.hand_counts[s]
    return Prompt("farshore.prompt.mulligan", {"n": n})


def _pay(v: View, it: Mapping[str, Any]) -> Prompt:
    """D3: how to pay (which units a discount removes), or an anchor."""
    st = probe(v)
    s = int(it["s"])
    c = CARDS[it["card"]]
    opts = engine.pay_options(st, s, c, it["src"], it["site"], it["disc"])
    pays = [o for o in opts if isinstance(o, Pay)]
    anchors = [o for o in opts if isinstance(o, Anchor)]
    params: dict[str, Any] = {"card": _card(c.id), "cost": _cost(c)}
    colour = f"farshore.colour.{c.type}"
    if anchors and not pays:
        return Prompt("farshore.prompt.anchor", {"card": _card(c.id), "colour": colour})
    if anchors:
        return Prompt("farshore.prompt.pay_or_anchor", {**params, "colour": colour})
    if it.get("disc"):
        disc = it["disc"].get("any", 0)
        return Prompt("farshore.prompt.pay_site", {**params, "by": _by(it), "n": disc})
    abilities = sorted({p.ability for p in pays if p.ability != "none"})
    if abilities:
        return Prompt(
            "farshore.prompt.pay_ability", {**params, "ability": f"farshore.ability.{abilities[0]}"}
        )
    return Prompt("farshore.prompt.pay", params)


def _resource(v: View, it: Mapping[str, Any]) -> Prompt:
    """D4: one unit of a resource of your choice (of the listed types)."""
    n = int(it["left"])
    if set(it["from"]) == set(RES):
        return Prompt("farshore.prompt.resource", {"by": _by(it), "n": n})
    return Prompt("farshore.prompt.resource_of", {"by": _by(it), "n": n, "what": _res_names(it["from"])})


def _warehouse(v: View, it: Mapping[str, Any]) -> Prompt:
    """D5 (Warehouse): store goods on the card, or collect what it holds."""
    s = int(it["s"])
    box = next((e[1:] for e in v.stored[s] if e[0] == it["ci"]), (0, 0, 0, 0))
    held = amounts_msg(zip(RES, box, strict=False))
    if held.items:
        return Prompt("farshore.prompt.warehouse_full", {"by": _by(it), "what": held})
    return Prompt("farshore.prompt.warehouse", {"by": _by(it)})


def _optional_pay(v: View, it: Mapping[str, Any]) -> Prompt:
    """D5 (Merchant): pay N basic resources for a reward, or decline."""
    return Prompt(
        "farshore.prompt.optional_pay", {"by": _by(it), "n": int(it["n"]), "what": ops_text(it["then"])}
    )


def _give_to(v: View, it: Mapping[str, Any]) -> Prompt:
    """D6: the opponent to give cards to, or nobody."""
    return Prompt("farshore.prompt.give_to", {"by": _by(it), "n": int(it["max"])})


def _give_card(v: View, it: Mapping[str, Any]) -> Prompt:
    """D7: the next card to give, or stop."""
    return Prompt("farshore.prompt.give_card", {"seat2": int(it["to"]), "n": int(it["left"])})


def _discard(v: View, it: Mapping[str, Any]) -> Prompt:
    """D8: one card at a time, with the effect's minimum, maximum and reward."""
    done, lo, hi = int(it["n"]), int(it["min"]), int(it["max"])
    by = _by(it)
    s = int(it["s"])
    left = min(hi - done, len(v.hand) if s == v.seat else v.hand_counts[s])  # no more than you hold
    if lo == hi:
        return Prompt("farshore.prompt.discard_exact", {"by": by, "n": left})
    if hi >= HAND_LIMIT * 2:  # "any number": the Lookout refills from the Bay, the Post Office draws
        if it.get("by") == "lookout":
            return Prompt("farshore.prompt.discard_lookout", {"by": by})
        return Prompt("farshore.prompt.discard_any", {"by": by})
    per_card = it.get("per_card")
    per_n = it.get("per_n")
    if per_card:
        reward = ops_text(per_card)
        key = "farshore.prompt.discard_first" if done < lo else "farshore.prompt.discard_more"
        return Prompt(key, {"by": by, "n": left, "reward": reward})
    if per_n:
        return Prompt(
            "farshore.prompt.discard_per_n",
            {"by": by, "n": left, "reward": ops_text(per_n["do"]), "per": int(per_n["n"]), "done": done},
        )
    return Prompt("farshore.prompt.discard_up_to", {"by": by, "n": left})


def _take(v: View, it: Mapping[str, Any]) -> Prompt:
    """D9 (Lookout: until 8 cards), D12 (Summer: Bay only), D13 (Autumn: Bay or deck)."""
    s = int(it["s"])
    room = HAND_LIMIT - (len(v.hand) if s == v.seat else v.hand_counts[s])
    left = int(it["left"])
    n = room if left < 0 else min(left, room)
    if left < 0:
        return Prompt("farshore.prompt.take_lookout", {"by": _by(it), "n": n})
    if "deck" in it["from"]:
        return Prompt("farshore.prompt.take_autumn", {"by": _by(it), "n": n})
    return Prompt("farshore.prompt.take_summer", {"by": _by(it), "n": n})


def _play_site(v: View, it: Mapping[str, Any]) -> Prompt:
    """D10 (Inn, Old Quay): the card to play with the site's discount."""
    n = int(it["disc"].get("any", 0))
    key = "farshore.prompt.play_hand_bay" if "hand" in it["from"] else "farshore.prompt.play_bay"
    return Prompt(key, {"by": _by(it), "n": n})


def _pick(v: View, it: Mapping[str, Any]) -> Prompt:
    """D10 (Postal Pigeon): one revealed card to play free, or none."""
    return Prompt("farshore.prompt.pick", {"by": _by(it), "max": int(it["max_points"])})


def _produce(v: View, it: Mapping[str, Any]) -> Prompt:
    """D11: the next green card to produce, in an order of the player's choosing."""
    s = int(it["s"])
    left = sum(1 for i, c in enumerate(v.city[s]) if CARDS[c].type == "production" and i not in it["done"])
    return Prompt("farshore.prompt.produce", {"by": _by(it), "n": left})


def _copy(v: View, it: Mapping[str, Any]) -> Prompt:
    """D11 (Sea Chip): the green card whose production to copy."""
    return Prompt("farshore.prompt.copy", {"by": _by(it)})


def _tide(v: View, it: Mapping[str, Any]) -> Prompt:
    """D14: Rising Tide, one island at a time."""
    return Prompt("farshore.prompt.tide", {"n": int(it["left"])})


def _claim(v: View, it: Mapping[str, Any]) -> Prompt:
    """D15: the map type to claim (the Cartographer's requirements are easier)."""
    slack = it["slack"]
    if slack.get("cards") or slack.get("boat_spaces"):
        return Prompt(
            "farshore.prompt.claim_easier",
            {"by": _by(it), "cards": int(slack.get("cards", 0)), "boat": int(slack.get("boat_spaces", 0))},
        )
    return Prompt("farshore.prompt.claim", {"by": _by(it)})


def _over(v: View) -> Prompt:
    """The game is over: who won (the Rival in solo)."""
    from game.farshore.scoring import outcome

    res = outcome(probe(v))
    if v.players == 1:
        if res.winners:
            return Prompt("farshore.prompt.over_solo_win", {})
        if res.decided_by == "farshore.result.draw":
            return Prompt("farshore.prompt.over_draw", {})
        return Prompt("farshore.prompt.over_solo_lose", {})
    if len(res.winners) == 1:
        return Prompt("farshore.prompt.over", {"winner": res.winners[0]})
    return Prompt("farshore.prompt.over_shared", {"n": len(res.winners)})


_PROMPTS = {
    "mull": _mulligan,
    "pay": _pay,
    "gch": _resource,
    "c1": _warehouse,
    "opay": _optional_pay,
    "gto": _give_to,
    "give": _give_card,
    "disc": _discard,
    "take": _take,
    "cplay": _play_site,
    "pick": _pick,
    "prod": _produce,
    "copy": _copy,
    "tide": _tide,
    "claim": _claim,
}


# ----------------------------------------------------------------------------------------------
# Why not: reasons from the rules


def _lack(st: State, seat: int, cost: Sequence[int]) -> tuple[str, dict[str, Any]]:
    """What is missing to pay ``cost``, by resource, and the treasure that falls short of it."""
    r = st.res[seat]
    missing = amounts_msg((RES[i], max(0, cost[i] - r[i])) for i in range(4))
    t = st.treasure[seat]
    if t:
        return "_treasure", {"lack": missing, "t": t}
    return "", {"lack": missing}


def play_refusal(
    st: State,
    seat: int,
    cid: str,
    source: str,
    site: str = "",
    site_disc: dict[str, int] | None = None,
) -> Reason | None:
    """Why ``cid`` cannot be played from ``source`` now (§7.1–§7.3), or None when it can."""
    c = CARDS[cid]
    if c.rarity == "unique" and cid in st.city[seat]:
        return "farshore.why.unique", {"card": _card(cid)}
    if not engine.fits_city(st, seat, c):
        return "farshore.why.city_full", {"n": CITY_LIMIT}
    if engine.can_play(st, seat, c, source, site, site_disc):
        return None
    # the cost after the discount that leaves the smallest shortfall
    best: tuple[int, tuple[int, ...], str] | None = None
    for label, disc in engine.abilities(st, seat, c, source, site, site_disc):
        for rc in engine._reductions(c.cost, disc) if disc else [c.cost]:
            short = sum(max(0, rc[i] - st.res[seat][i]) for i in range(4)) - st.treasure[seat]
            if best is None or short < best[0]:
                best = (short, rc, label)
    assert best is not None
    _short, rc, label = best
    need = amounts_msg(zip(RES, rc, strict=True))
    tail, params = _lack(st, seat, rc)
    params["cost"] = need
    if label == "none":
        return "farshore.why.cost" + tail, params
    return "farshore.why.cost_ability" + tail, {**params, "ability": _ability(label)}


def _ability(label: str) -> str:
    return f"farshore.ability.{label}"


def _precondition_refusal(st: State, seat: int, pre: Mapping[str, Any]) -> Reason | None:
    test = pre["test"]
    if engine.precondition_ok(st, seat, dict(pre)):
        return None
    if test == "hand_not_empty":
        return "farshore.why.empty_hand", {}
    if test == "map_claimable":
        slack = pre.get("slack", {})
        if slack.get("cards") or slack.get("boat_spaces"):
            return "farshore.why.no_map_easier", {}
        return "farshore.why.no_map", {}
    where = "farshore.why.where.hand_bay" if "hand" in pre["from"] else "farshore.why.where.bay"
    return "farshore.why.no_play_site", {"where": where, "n": int(pre["discount"].get("any", 0))}


def spot_refusal(st: State, seat: int, spot: str) -> Reason | None:
    """Why a worker cannot go to ``spot`` now (§6), or None when it can."""
    if engine.workers_free(st, seat) <= 0:
        return "farshore.no_worker", {}
    if st.n == 1 and st.pawn_loc == spot:
        return "farshore.why.rival_pawn", {}
    if spot.startswith("island:"):
        tail = spot.split(":", 1)[1]
        k = int(tail) if tail.isdigit() else 0
        if not 1 <= k <= len(st.islands):
            return "farshore.why.no_such_spot", {}
        if not st.island_open[k - 1]:
            return "farshore.why.island_closed", {}
        pre: Mapping[str, Any] = DATA.islands[st.islands[k - 1]].precondition
        capacity = 1
    elif spot.startswith("location:"):
        if spot not in engine.LOCATIONS:
            return "farshore.why.no_such_spot", {}
        loc = engine.LOCATIONS[spot]
        pre, capacity = loc.precondition, loc.capacity
    else:
        parts = spot.split(":")
        ok = len(parts) == 4 and parts[1] == str(seat) and parts[3].isdigit()
        if not ok or int(parts[3]) >= len(st.city[seat]):
            return "farshore.why.no_such_spot", {}
        ws = CARDS[st.city[seat][int(parts[3])]].worker_spot
        if ws is None:
            return "farshore.why.no_such_spot", {}
        if spot in st.placed[seat]:
            return "farshore.why.taken_own_card", {}
        pre, capacity = ws["precondition"], 1
    if capacity == 1:
        for o in range(st.n):
            if spot in st.placed[o]:
                if o == seat:
                    return "farshore.why.taken_own", {}
                return "farshore.why.taken", {"seat2": o}
    return _precondition_refusal(st, seat, pre)


def map_refusal(st: State, seat: int, chart: str, slack: Mapping[str, int]) -> Reason | None:
    """Why ``chart`` cannot be claimed now (§12.2), or None when it can."""
    if any(m == chart for m, _v in st.maps_held[seat]):
        return "farshore.why.map_held", {"chart": f"farshore.map.{chart}"}
    if not st.maps[chart]:
        return "farshore.why.map_gone", {"chart": f"farshore.map.{chart}"}
    if chart in engine.claimable_maps(st, seat, dict(slack)):
        return None
    req = next(t for t in DATA.map_types if t["id"] == chart)["requirement"]
    if "boat_index_at_least" in req:
        need = int(req["boat_index_at_least"]) - int(slack.get("boat_spaces", 0))
        return "farshore.why.map_boat", {"space": need, "at": st.boat[seat]}
    need = int(req["at_least"]) - int(slack.get("cards", 0))
    have = facts.count_cards(st, seat, dict(req["count_cards"]))
    what = f"farshore.colour.{req['count_cards']['type']}"
    return "farshore.why.map_cards", {"n": need, "what": what, "have": have}


# ----------------------------------------------------------------------------------------------
# Blocked pieces, per decision


def blocked(v: View) -> list[Blocked]:
    """For the decision of the seat to act (its own view): what it cannot use now, and why."""
    seat = v.to_act
    if seat is None or seat != v.seat:
        return []
    st = probe(v)
    out: list[Blocked] = []

    def add(zone: str, reason: Reason, piece: str | None = None) -> None:
        out.append(Blocked(zone, Prompt(reason[0], reason[1]), piece))

    if not v.stack:
        _blocked_turn(st, seat, add)
        return out
    it = v.stack[-1]
    why = _BLOCKED.get(it["k"])
    if why is not None:
        why(st, seat, it, add)
    return out


# One function per decision kind (the stack item's ``k``) that can show pieces it refuses: each
# calls ``add(zone, reason, piece)`` for them. The probe state ``st`` is read only.
Add = Callable[..., None]
Item = Mapping[str, Any]


def _blocked_pay(st: State, seat: int, it: Item, add: Add) -> None:
    _blocked_anchors(st, seat, CARDS[it["card"]], add)


def _blocked_gain_choice(st: State, seat: int, it: Item, add: Add) -> None:
    what = _res_names(it["from"])
    for r in RES:
        if r not in it["from"]:
            add(
                f"supply:{r}",
                ("farshore.why.not_this_res", {"by": _by(it), "what": what, "res": f"farshore.rn.{r}"}),
            )


def _blocked_give_to(st: State, seat: int, it: Item, add: Add) -> None:
    for o in range(st.n):
        if o == seat:
            continue
        piece = f"hand:{o}" if st.hands[o] else None
        if st.passed[o]:
            add(f"seat:{o}:hand", ("farshore.why.passed", {"seat2": o}), piece)
        elif len(st.hands[o]) >= HAND_LIMIT:
            add(f"seat:{o}:hand", ("farshore.why.hand_full_other", {"seat2": o, "n": HAND_LIMIT}), piece)


def _blocked_take(st: State, seat: int, it: Item, add: Add) -> None:
    _blocked_bay_pawn(st, add)
    if "deck" not in it["from"] and st.deck:
        add("deck:main", ("farshore.why.bay_only", {"by": _by(it)}), "deck")


def _blocked_card_play(st: State, seat: int, it: Item, add: Add) -> None:
    _blocked_plays(st, seat, add, it["from"], it["site"], it["disc"], _by(it))


def _pick_refusal(st: State, seat: int, it: Item, c: str) -> Reason | None:
    """Why a revealed card cannot be picked (too many points, unique and held, no room)."""
    card = CARDS[c]
    if card.points > it["max_points"]:
        return (
            "farshore.why.too_many_points",
            {"by": _by(it), "n": card.points, "max": int(it["max_points"])},
        )
    if card.rarity == "unique" and c in st.city[seat]:
        return ("farshore.why.unique", {"card": _card(c)})
    if not engine.fits_city(st, seat, card):
        return ("farshore.why.city_full", {"n": CITY_LIMIT})
    return None


def _blocked_pick(st: State, seat: int, it: Item, add: Add) -> None:
    for pid, c in named_ids("reveal", tuple(st.reveal)):
        reason = _pick_refusal(st, seat, it, c)
        if reason is not None:
            add("reveal:main", reason, pid)


def _blocked_produce(st: State, seat: int, it: Item, add: Add) -> None:
    for i, c in enumerate(st.city[seat]):
        if CARDS[c].type == "production" and i in it["done"]:
            add(_city_zone(seat, c), ("farshore.why.produced", {"by": _by(it)}), f"city:{seat}:{i}")


def _blocked_copy(st: State, seat: int, it: Item, add: Add) -> None:
    for i, c in enumerate(st.city[seat]):
        if CARDS[c].type == "production" and c in it["exclude"] and i != it["ci"]:
            add(
                _city_zone(seat, c),
                ("farshore.why.no_copy", {"by": _by(it), "card": _card(c)}),
                f"city:{seat}:{i}",
            )


def _blocked_tide(st: State, seat: int, it: Item, add: Add) -> None:
    for i, _t_id in enumerate(st.islands):
        if not st.island_open[i]:
            add(f"island:{i + 1}", ("farshore.why.island_closed", {}), f"island:{i + 1}")


def _blocked_claim(st: State, seat: int, it: Item, add: Add) -> None:
    for m in DATA.map_order:
        if st.maps[m]:
            why = map_refusal(st, seat, m, it["slack"])
            if why is not None:
                add(f"maps:{m}", why, f"maps:{m}")


_BLOCKED: dict[str, Callable[[State, int, Item, Add], None]] = {
    "pay": _blocked_pay,
    "gch": _blocked_gain_choice,
    "gto": _blocked_give_to,
    "take": _blocked_take,
    "cplay": _blocked_card_play,
    "pick": _blocked_pick,
    "prod": _blocked_produce,
    "copy": _blocked_copy,
    "tide": _blocked_tide,
    "claim": _blocked_claim,
}


def _city_zone(seat: int, cid: str) -> str:
    return f"seat:{seat}:city" if CARDS[cid].space else f"seat:{seat}:city_nospace"


def _blocked_bay_pawn(st: State, add: Any) -> None:
    k = st.pawn_bay
    if st.n == 1 and 1 <= k <= BAY_SIZE and st.bay[k - 1]:
        add(f"bay:{k}", ("farshore.why.rival_pawn_bay", {}), f"bay:{k}")


def _blocked_plays(
    st: State,
    seat: int,
    add: Any,
    sources: Sequence[str],
    site: str = "",
    disc: dict[str, int] | None = None,
    by: str = "",
) -> None:
    """Hand cards and Bay cards that cannot be played from here (space, uniqueness, cost)."""
    ok = engine.play_checker(st, seat, disc)
    for pid, c in named_ids(f"hand:{seat}", tuple(st.hands[seat])):
        if "hand" not in sources:
            add(f"seat:{seat}:hand", ("farshore.why.bay_only", {"by": by}), pid)
            continue
        if ok(CARDS[c], "hand"):
            continue
        why = play_refusal(st, seat, c, "hand", site, disc)
        if why is not None:
            add(f"seat:{seat}:hand", why, pid)
    if "bay" not in sources:
        return
    for i in range(BAY_SIZE):
        if not st.bay[i]:
            continue
        zone = f"bay:{i + 1}"
        if engine.bay_blocked(st, i + 1):
            add(zone, ("farshore.why.rival_pawn_bay", {}), zone)
            continue
        if ok(CARDS[st.bay[i][-1]], "bay"):
            continue
        why = play_refusal(st, seat, st.bay[i][-1], "bay", site, disc)
        if why is not None:
            add(zone, why, zone)


def _blocked_turn(st: State, seat: int, add: Any) -> None:
    """D2: cards you cannot play, spots your worker cannot take."""
    _blocked_plays(st, seat, add, ("hand", "bay"))
    spots = list(engine.LOCATIONS) + [f"island:{i + 1}" for i in range(len(st.islands))]
    offered = {a.spot for a in engine.place_options(st, seat) if isinstance(a, PlaceWorker)}
    seen_names: set[str] = set()
    for i, cid in enumerate(st.city[seat]):
        if CARDS[cid].worker_spot is None:
            continue
        zid = f"seat:{seat}:city:{i}"
        if cid in seen_names and zid not in st.placed[seat]:
            continue  # a second free copy: the first is the one offered (§14 #45)
        seen_names.add(cid)
        spots.append(zid)
    for spot in spots:
        if spot in offered:
            continue
        why = spot_refusal(st, seat, spot)
        if why is not None:
            add(spot, why)


def _blocked_anchors(st: State, seat: int, c: Card, add: Any) -> None:
    """D3: constructions of the critter's colour that cannot take an anchor."""
    if c.kind != "critter":
        return
    for i, cid in enumerate(st.city[seat]):
        d = CARDS[cid]
        if d.kind != "construction" or d.type != c.type:
            continue
        if i in st.anchored[seat]:
            reason: Reason = ("farshore.why.anchored", {"card": _card(cid)})
        elif st.anchors_left[seat] <= 0:
            reason = ("farshore.why.no_anchors", {"n": DATA.anchors})
        else:
            continue
        add(_city_zone(seat, cid), reason, f"city:{seat}:{i}")


def refusal(st: State, a: Action) -> tuple[str, dict[str, Any]]:
    """The most helpful message for a refused action: a key and its parameters (the same reasons
    the table shows on a blocked piece, ``play_refusal`` / ``spot_refusal``)."""
    if st.stack:
        return "farshore.not_now", {}  # another decision is pending
    seat = st.current
    if isinstance(a, Pass):
        return "farshore.pass_only_in_autumn", {}
    if isinstance(a, Prepare):
        return ("farshore.prepare_in_autumn" if st.season[seat] == 3 else "farshore.workers_left"), {}
    if isinstance(a, PlaceWorker):
        return spot_refusal(st, seat, str(a.spot)) or ("farshore.spot_unavailable", {})
    if isinstance(a, PlayCard):
        if a.slot == 0:
            if a.card not in st.hands[seat]:
                return "farshore.why.not_in_hand", {}
            return play_refusal(st, seat, a.card, "hand") or ("farshore.cannot_play", {})
        if not isinstance(a.slot, int) or not 1 <= a.slot <= BAY_SIZE or st.bay[a.slot - 1][-1:] != [a.card]:
            return "farshore.why.not_in_bay", {}
        if engine.bay_blocked(st, a.slot):
            return "farshore.why.rival_pawn_bay", {}
        return play_refusal(st, seat, a.card, "bay") or ("farshore.cannot_play", {})
    return "farshore.illegal_action", {}
