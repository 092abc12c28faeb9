"""The evaluation used by the greedy and search bots: roughly the expected final score margin.

value(seat) = the running score (§13, houses included)
            + the seat's parts valued as future resources (base 0.7 RP, energy 1.2 RP, §16),
              fading as the deck runs out, less 0.5 RP per full shed column (the next part
              there is lost)
            + the droid in hand, not yet played: the better of repairing it (if payable now or
              after base swaps, each swap still to make a little dearer) and dismantling it
            + progress towards the best reachable House droid: its likely end worth (a cheap
              guess per scoring key, counting held-part houses on what is left once paid) less
              its cost, times the squared share of its cost already held
            + what built houses should still add by the end (few families kept; a house scoring
              held parts judged, while much of the game is left, on what the shed can hold by
              then, so it never freezes the shed)
            - 0.4 RP per swap made in the open window, so that a swap must earn its keep: no
              churning swap chains, no swap chosen on a tie
and a committed but unresolved action is first carried out on a scratch copy, so that planning
(sealed) and resolution look the same to a one-ply bot. The automa's droid in hand is resolved on
the scratch copy too, and it is credited about 2.5 RP per card still to come. The margin is taken
against the best rival (solo: the automa; 4 players: team score = the lower teammate, against the
other team's).
"""

from __future__ import annotations

from game.droids import data as D
from game.droids import engine as E
from game.droids import facts as F
from game.droids import scoring
from game.droids.state import AUTOMA, State, clone

BASE_VALUE = 0.7
ENERGY_VALUE = 1.2
HOUSE_PROGRESS = 0.8
AUTOMA_PER_CARD = 2.5
EXT_VALUE = 0.5
HOUSE_FUTURE = 0.8
FULL_PENALTY = 0.5
SWAP_STEP = 0.1
SWAP_COST = 0.4
HELD_REFILL = 0.8
HELD_WEIGHT = 3.0


def _settle_commits(s: State) -> State:
    """A scratch copy where every unresolved committed action has been carried out."""
    automa_card = s.players == 1 and s.hand[AUTOMA]
    building = s.step in ("pile", "pay_extra") and s.w_kind != ""
    if not any(s.commit) and not automa_card and not building:
        return s
    t = clone(s)
    if automa_card:
        E._automa_act(t, [])
    if building:
        # an action being specified (pile or extra parts still to pick) counts as committed
        seat = t.actor
        pile = F.adjacent_zones(t.players, seat)[0]
        if t.w_kind == "dismantle":
            t.commit[seat] = ("dismantle", pile)
        else:
            extras = list(t.w_extras)
            if E.tokens_apply(t, seat, t.w_house):
                h = F.held(t, seat)
                cost = E.house_cost(t, seat, t.w_house)
                while sum(extras) < 3:
                    k = max(range(3), key=lambda x: h[x] - cost[x] - extras[x])
                    extras[k] += 1
            t.commit[seat] = ("construct", t.w_house, tuple(extras), pile)
        t.w_kind = ""
    for seat in range(t.nseats):
        c = t.commit[seat]
        if not c or not t.hand[seat]:
            continue
        if c[0] == "construct" and not E._commit_valid(t, seat, c):
            c = ("dismantle", c[3])
        t.commit[seat] = ()
        ev: list = []
        t.step = ""
        E._execute(t, seat, c, ev)
        if t.step == "extension":
            h = F.held(t, seat)
            k = 3 if t.shed[seat][3] >= F.cap(t, seat, 3) else min(range(3), key=lambda x: h[x])
            t.ext[seat][k] += t.ext_left
            E._gain(t, seat, t.ext_parts, ev, "effect")
            t.ext_left = 0
        t.step = ""
    return t


def _left(s: State) -> float:
    """Share of the game still to play (by cards left in the first deck)."""
    total = 86 if s.players == 3 else 44
    return max(0.0, min(1.0, len(s.decks[0]) / total))


def _pval(p: list[int] | tuple[int, ...], f: float) -> float:
    return f * (BASE_VALUE * (p[0] + p[1] + p[2]) + ENERGY_VALUE * p[3])


_EFFECT_BONUS = {
    "exchange": 1.5,
    "energy_discount": 2.0,
    "dismantle_bonus": 0.8,
    "extra_cost_tokens": 0.5,
    "wildcard_type": 1.0,
}


def _crowding(s: State, seat: int, f: float) -> float:
    """Full shed columns: the next dismantle or gain there is lost, so a full column costs."""
    sh = s.shed[seat]
    n = 0
    for k in range(4):
        if sh[k] >= F.cap(s, seat, k):
            n += 1
    return FULL_PENALTY * f * n


def _owned_value(s: State, seat: int, f: float) -> float:
    """What owned effects are still worth (swaps, discounts, bonuses, extensions)."""
    v = 0.0
    for c in s.collection[seat]:
        v += _EFFECT_BONUS.get(D.DROIDS[c].effect, 0.0)
    return f * (v + EXT_VALUE * sum(s.ext[seat]))


def _hand_value(s: State, seat: int, f: float, tot: int) -> float:
    """The better of dismantling the droid in hand and repairing it (through base swaps if
    needed), measured the way the position will be measured once it is done."""
    card = s.hand[seat]
    d = D.DROIDS[card]
    h = F.held(s, seat)
    # dismantle: the yield (with bonuses) that fits in the shed
    y = list(d.dismantle)
    for other in s.collection[seat]:
        od = D.DROIDS[other]
        if od.effect == "dismantle_bonus":
            k = D.KIND_INDEX[od.params["part"]]
            if y[k]:
                y[k] += 1
    fit = [min(y[k], max(0, F.cap(s, seat, k) - s.shed[seat][k])) for k in range(4)]
    best = _pval(fit, f)
    cost = E.repair_cost(s, seat, card)
    spent = _spend_with_swaps(h, cost)
    if spent is not None:
        coll = s.collection[seat]
        coll.append(card)  # measured in place and undone at once (no copy needed)
        gain: float = sum(ln.points for ln in scoring.lines(s, seat)) - tot
        coll.pop()
        gain += f * _EFFECT_BONUS.get(d.effect, 0.0)
        if d.effect in ("gain_parts", "store_on_card"):
            gain += _pval([d.params["parts"].get(k, 0) for k in D.KINDS], f)
        elif d.effect == "shed_extension":
            gain += EXT_VALUE * d.params["count"] * f
            gain += _pval([d.params.get("parts", {}).get(k, 0) for k in D.KINDS], f)
        elif d.effect == "wildcard_type":
            gain += EXT_VALUE * f
        best = max(best, gain - _pval(spent, f) - SWAP_STEP * spent[4])
    return best


def _spend_with_swaps(h: list[int], cost: list[int]) -> list[int] | None:
    """Parts a payment uses up once the base swaps that make it payable are counted.

    Base-part shortfalls are covered by spare energy (1 E -> 1 base), then by spare pairs of one
    base kind (2 -> 1); an energy shortfall by spare triples (3 -> 1 E). None: not payable. The
    result is what leaves the shed (a part made by a swap is not also counted as held), plus a
    small surcharge per swap still to make, so that making a needed swap now is a little better
    than leaving it for later, and a chain of swaps is never free.
    """
    spare = [h[k] - cost[k] for k in range(4)]
    used = [min(h[k], cost[k]) for k in range(4)]
    swaps = 0
    for k in range(3):
        while spare[k] < 0:
            if spare[3] > 0:
                spare[3] -= 1
                used[3] += 1
            else:
                src = max(range(3), key=lambda x: spare[x])
                if spare[src] < 2:
                    return None
                spare[src] -= 2
                used[src] += 2
            spare[k] += 1
            swaps += 1
    while spare[3] < 0:
        src = max(range(3), key=lambda x: spare[x])
        if spare[src] < 3:
            return None
        spare[src] -= 3
        used[src] += 3
        spare[3] += 1
        swaps += 1
    used.append(swaps)
    return used


def _potential(s: State, seat: int, house: int, left: float, hv: list[int], lv: list[int]) -> float:
    """What a house is likely to score by the end (cheap guesses per scoring key). ``hv`` is the
    seat's holding once the house is paid for (held-part houses count those, not today's)."""
    h = D.HOUSES[house]
    key, par = h.key, h.params
    base = scoring.house_base(s, house)
    if key == "rp_per_energy_in_shed":
        c = F.cap(s, seat, 3)
        return base + par["rp"] * (hv[3] + max(0, c - hv[3]) * 0.5 * left)
    if key == "rp_per_part_in_shed":
        return base + par["rp"] * (sum(hv) + 4 * left)
    if key == "rp_per_full_part_set":
        return base + par["rp"] * (min(hv) + left)
    now = scoring.house_points(s, seat, house, "", lv)
    if key == "few_types_bonus":
        fams = len({D.DROIDS[c].family for c in s.collection[seat]})
        table = dict(par["table"])
        est: float = base + (table[max(fams, min(table))] if fams <= 5 else 0)
    elif key == "house_count_bonus":
        done = len(s.built[seat]) + (0 if house in s.built[seat] else 1)
        est = base + par["rp"] * min(1.0, done / par["min_houses"]) ** 2
    elif key in ("rp_per_family", "family_count_thresholds", "rp_per_cost_icon_of_family"):
        est = now + 3.0 * left
    elif key == "rp_per_shed_extension":
        est = now + par["rp"] * 2 * left
    elif key == "all_types_bonus":
        fams = len({D.DROIDS[c].family for c in s.collection[seat]})
        est = base + par["rp"] * (1.0 if fams >= 5 else 0.5 if fams == 4 else 0.15)
    elif key == "leaf_majority_bonus":
        est = now if now > base else base + 0.35 * par["rp"]
    else:
        est = now
    return max(float(now), est)


def _house_progress(s: State, seat: int, f: float, pf: float) -> float:
    """Progress towards the best reachable house: its likely net worth (end points less the
    parts it costs) times the squared share of its cost already held; never more than building
    it would gain, so a payable house is built rather than admired."""
    h = F.held(s, seat)
    best = 0.0
    lv = None
    for z in F.adjacent_zones(s.players, seat):
        for house in s.zone_houses[z]:
            cost = D.HOUSES[house].cost
            need = cost[0] + cost[1] + cost[2] + cost[3]
            have = min(h[0], cost[0]) + min(h[1], cost[1]) + min(h[2], cost[2]) + min(h[3], cost[3])
            r2 = (have / need) ** 2
            if 40 * r2 <= best:
                continue
            if lv is None:
                lv = [F.leaves(s, i) for i in range(s.nseats)]
            after = [max(0, h[k] - cost[k]) for k in range(4)]
            worth = _potential(s, seat, house, f, after, lv) - _pval(cost, pf)
            best = max(best, worth * r2)
    return HOUSE_PROGRESS * f * best


HELD_KEYS = ("rp_per_energy_in_shed", "rp_per_part_in_shed", "rp_per_full_part_set")


def _built_future(s: State, seat: int, left: float) -> float:
    """What built houses should still add by the end beyond their points now. A house scoring
    held parts (45, 51, 57) is judged early on what the shed can hold by the end, not on today's
    holding, so it does not freeze the shed: parts spent now can be gathered again."""
    if not s.built[seat]:
        return 0.0
    lv = [F.leaves(s, i) for i in range(s.nseats)]
    hv = F.held(s, seat)
    v = 0.0
    for house in s.built[seat]:
        now = scoring.house_points(s, seat, house, "", lv)
        h = D.HOUSES[house]
        if h.key in HELD_KEYS:
            caps = [F.cap(s, seat, k) for k in range(4)]
            room: float
            if h.key == "rp_per_energy_in_shed":
                room = caps[3]
            elif h.key == "rp_per_part_in_shed":
                room = 0.6 * sum(caps)
            else:
                room = min(caps)
            target = scoring.house_base(s, house) + h.params["rp"] * HELD_REFILL * room
            v += min(1.0, HELD_WEIGHT * left) * (target - now)
        else:
            v += HOUSE_FUTURE * left * max(0.0, _potential(s, seat, house, left, hv, lv) - now)
    return v


def values(s: State) -> list[float]:
    """Projected value of every seat with a collection."""
    t = _settle_commits(s)
    tot = scoring.totals(t)
    if t.phase == "over":
        return [float(x) for x in tot]
    left = _left(t)
    f = 0.3 + 0.7 * left
    out = []
    for i in range(t.nseats):
        if F.is_automa(t, i):
            out.append(tot[i] + AUTOMA_PER_CARD * len(t.decks[0]) / 2)
            continue
        v = tot[i] + _pval(F.held(t, i), f) + _owned_value(t, i, f) - _crowding(t, i, f)
        v -= SWAP_COST * t.swaps_used[i]  # a swap must earn its keep: no churn, no idle ties
        if t.hand[i] and not t.commit[i]:
            v += _hand_value(t, i, f, tot[i])
        v += _house_progress(t, i, left, f) + _built_future(t, i, left)
        out.append(v)
    return out


def heuristic(s: State, seat: int) -> float:
    """Higher is better for ``seat``: its projected margin over the best opposition."""
    v = values(s)
    if s.players == 1:
        return v[0] - v[AUTOMA]
    if s.players == 4:
        mine = min(v[seat], v[seat ^ 1])
        other = [x for x in range(4) if x // 2 != seat // 2]
        theirs = min(v[other[0]], v[other[1]])
        return mine - theirs + 0.1 * (v[seat] + v[seat ^ 1] - v[other[0]] - v[other[1]])
    best_other = max(v[i] for i in range(s.players) if i != seat)
    return v[seat] - best_other
