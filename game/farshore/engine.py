"""The Farshore rules engine: the turn actions and a data-driven interpreter of the spec's effect
vocabulary (§11.3). The setup is in setup.py; each action's entry and description in handlers.py.

How it runs: ``state.stack`` is a list of work items (plain dicts). The last item runs next. Plain
steps (an op, the after-play steps e–g, the end of a turn) run and may push more items; decision
items (D1, D3–D15 of §20) stop the loop until the seat to act chooses — unless they have exactly one
option (applied automatically, D1 excepted) or none (skipped). With an empty stack the seat
``state.current`` takes a turn action (D2).

The op interpreter is the table ``OPS``: one small handler per op name of data.json.

Why one module of about 1,600 lines: the interpreter is one loop over mutually recursive parts.
An op pushes decisions and further ops, a decision's resolver pushes ops again, and the payment,
worker-spot and card-play steps are both pushed by ops and push them; split into modules they
would import one another in a ring. The pure parts (payments, worker spots, the small helpers)
are the ones to move out when the file next grows.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from game.core.dispatch import Handlers
from game.core.messages import (
    Action,
    DiceRolled,
    Event,
    GameEnded,
    Logged,
    Moved,
    PhaseBegan,
    Revealed,
    Scored,
    log,
)
from game.farshore.actions import (
    Anchor,
    ChooseGreen,
    ChooseOption,
    ChooseResource,
    ClaimMap,
    CloseIsland,
    Discard,
    GiveCard,
    GiveTo,
    Mulligan,
    Pass,
    Pay,
    PickRevealed,
    PlaceWorker,
    PlayCard,
    Prepare,
    Stop,
    TakeCard,
)
from game.farshore.data import (
    BAY_SIZE,
    CITY_LIMIT,
    DATA,
    HAND_LIMIT,
    RES,
    RES_INDEX,
    Card,
    Spot,
    sorted_unique,
)
from game.farshore.facts import count_cards, matches
from game.farshore.scoring import RUNNING, outcome, running_marks, running_parts
from game.farshore.state import State

CARDS = DATA.cards
SEASON_NAMES = ("winter", "spring", "summer", "autumn")
# what a boat's move can be logged as moved by (a card, a board location, an island, a season)
SOURCES = (
    frozenset(CARDS) | {s.id for s in DATA.locations} | frozenset(DATA.islands) | frozenset(SEASON_NAMES)
)
BACK = "back:main"
LOCATIONS: dict[str, Spot] = {f"location:{s.id}": s for s in DATA.locations}
SOLO_PAWN_ZONE = {"island_slot_1": "island:1", "island_slot_2": "island:2", "lookout": "location:lookout"}

Item = dict[str, Any]
Events = list[Event]
# one handler and one description per action class, filled in by handlers.py
HANDLERS: Handlers[State] = Handlers("farshore")


# ----------------------------------------------------------------------------------------------
# Small helpers


def fits_city(st: State, seat: int, c: Card) -> bool:
    """§7.1: uniqueness and the 15-space limit (space-free cards always fit)."""
    city = st.city[seat]
    if c.rarity == "unique" and c.id in city:
        return False
    if c.space and sum(1 for x in city if CARDS[x].space) >= CITY_LIMIT:
        return False
    return True


def seat_zone(seat: int, what: str) -> str:
    return f"seat:{seat}:{what}"


def draw_card(st: State, ev: Events) -> str | None:
    """The top card of the deck, reshuffling the discard pile when the deck is empty (§10.1)."""
    if not st.deck:
        if not st.discard:
            return None
        st.deck = st.discard
        st.discard = []
        st.rng.shuffle(st.deck)
        ev.append(
            Moved(piece=BACK, from_zone="discard:main", to_zone="deck:main", count=len(st.deck), reveal=True)
        )
        ev.append(log("farshore.log.reshuffle", n=len(st.deck)))
    return st.deck.pop()


def draw(st: State, seat: int, n: int, ev: Events) -> int:
    """Draw up to n cards from the deck, stopping at the hand limit; returns how many."""
    got = 0
    hand = st.hands[seat]
    for _ in range(n):
        if len(hand) >= HAND_LIMIT:
            break
        c = draw_card(st, ev)
        if c is None:
            break
        hand.append(c)
        got += 1
        ev.append(
            Moved(
                piece=c,
                from_zone="deck:main",
                to_zone=seat_zone(seat, "hand"),
                visible_to=(seat,),
                back=BACK,
                reveal=True,
            )
        )
    if got:
        ev.append(log("farshore.log.draw", seat=seat, n=got))
    return got


def gain(st: State, seat: int, res: dict[str, int], ev: Events) -> None:
    r = st.res[seat]
    for name, k in res.items():
        r[RES_INDEX[name]] += k
        ev.append(
            Moved(piece=name, from_zone=f"supply:{name}", to_zone=seat_zone(seat, "resources"), count=k)
        )
    ev.append(log("farshore.log.gain", seat=seat, res=",".join(f"{k}:{v}" for k, v in res.items())))


def gain_treasure(st: State, seat: int, k: int, ev: Events) -> None:
    st.treasure[seat] += k
    ev.append(
        Moved(piece="treasure", from_zone="supply:treasure", to_zone=seat_zone(seat, "treasure"), count=k)
    )


def gain_shells(st: State, seat: int, k: int, ev: Events) -> None:
    st.shells[seat] += k
    ev.append(Moved(piece="shell", from_zone="supply:shells", to_zone=seat_zone(seat, "shells"), count=k))
    ev.append(log("farshore.log.shells", seat=seat, n=k))


def move_boat(st: State, seat: int, spaces: int, ev: Events) -> None:
    """§7.6: one space at a time, 1 treasure per icon entered; movement past the end is lost."""
    for _ in range(spaces):
        if st.boat[seat] >= DATA.track_last:
            break
        frm = st.boat[seat]
        st.boat[seat] += 1
        ev.append(Moved(piece=f"boat:{seat}", from_zone=f"track:{frm}", to_zone=f"track:{st.boat[seat]}"))
        if st.boat[seat] in DATA.track_icons:
            gain_treasure(st, seat, 1, ev)
            ev.append(log("farshore.log.treasure_icon", seat=seat, space=st.boat[seat]))


def place_line(seat: int, spot: str, site: str) -> Logged:
    """The log line of a worker placed on ``spot`` (its ``site``: a card, island or location id,
    which the table names): on a card of its own city, of another seat's city, or elsewhere."""
    if spot.startswith("seat:"):
        owner = int(spot.split(":")[1])
        key = "farshore.log.place_card" if owner == seat else "farshore.log.place_card_of"
        return log(key, seat=seat, seat2=owner, spot=site)
    return log("farshore.log.place", seat=seat, spot=site)


def pay_line(seat: int, card: str, spend: Sequence[int], ability: str) -> Logged:
    """The log line of a payment: ``spend`` as "driftwood,seaweed,seastone,mushroom,treasure"
    counts, ``ability`` the id of what lowered the cost ("none")."""
    if not any(spend):
        return log("farshore.log.pay_nothing", seat=seat, card=card)
    if ability == "none":
        return log("farshore.log.pay", seat=seat, card=card, spend=",".join(map(str, spend)))
    return log(
        "farshore.log.pay_ability", seat=seat, card=card, spend=",".join(map(str, spend)), ability=ability
    )


def sail(st: State, seat: int, spaces: int, by: str, ev: Events) -> None:
    """A card or place moves the boat (§7.6), logged with what moved it ("Galley", "Lighthouse")."""
    n = min(spaces, DATA.track_last - st.boat[seat])
    if n > 0:
        if by in SOURCES:  # a card, place, island or season moved it: the line names it
            ev.append(log("farshore.log.sail", seat=seat, n=n, by=by))
        else:
            ev.append(log("farshore.log.sail_plain", seat=seat, n=n))
        move_boat(st, seat, n, ev)


def move_rival_boat(st: State, spaces: int, ev: Events) -> None:
    for _ in range(spaces):
        if st.rival_boat >= DATA.track_last:
            break
        frm = st.rival_boat
        st.rival_boat += 1
        ev.append(Moved(piece="boat:rival", from_zone=f"track:{frm}", to_zone=f"track:{st.rival_boat}"))
        if st.rival_boat in DATA.track_icons:
            st.rival_treasure += 1
            ev.append(Moved(piece="treasure", from_zone="supply:treasure", to_zone="rival:treasure"))
            ev.append(log("farshore.log.rival_treasure", space=st.rival_boat))


def wind_matches(st: State, c: Card) -> int:
    """How many of the two face-up wind tiles the card matches (0, 1 or 2)."""
    n = 0
    if matches(DATA.wind_a[st.wind[0][0]], c):
        n += 1
    if matches(DATA.wind_b[st.wind[1][0]], c):
        n += 1
    return n


def bay_names(st: State) -> set[str]:
    return {s[-1] for s in st.bay if s}


def refill_bay(st: State, ev: Events) -> None:
    """§10.3: refill empty slots in slot order; a dealt duplicate stacks onto its name's slot."""
    for i in range(BAY_SIZE):
        if st.bay[i]:
            continue
        while True:
            c = draw_card(st, ev)
            if c is None:
                return
            j = next((j for j in range(BAY_SIZE) if st.bay[j] and st.bay[j][-1] == c), -1)
            if j >= 0:
                st.bay[j].append(c)
                ev.append(Moved(piece=c, from_zone="deck:main", to_zone=f"bay:{j + 1}", reveal=True))
                continue
            st.bay[i].append(c)
            ev.append(Moved(piece=c, from_zone="deck:main", to_zone=f"bay:{i + 1}", reveal=True))
            break


def bay_blocked(st: State, slot: int) -> bool:
    return st.n == 1 and st.pawn_bay == slot


def workers_total(st: State, seat: int) -> int:
    return 2 + st.season[seat]


def workers_free(st: State, seat: int) -> int:
    return workers_total(st, seat) - len(st.placed[seat])


def is_last_to_enter(st: State, seat: int) -> bool:
    """'Last player to enter' a season: after this entry every player is in it or later (§8)."""
    s = st.season[seat]
    return all(st.season[o] >= s or st.passed[o] for o in range(st.n))


def push_ops(st: State, ops: Any, seat: int, ci: int = -1, site: str = "", by: str = "") -> None:
    """Queue ops so that the first of them runs next.

    ``by`` names what asked for them (a card, location or island id, or a season name; the site
    when not given): the decisions they open carry it, so the prompt can say "Docks: discard…".
    """
    by = by or site
    for op in reversed(list(ops)):
        st.stack.append({"k": "op", "op": op, "s": seat, "ci": ci, "site": site, "by": by})


# ----------------------------------------------------------------------------------------------
# Payments (§7.2–§7.4)


def _reductions(cost: tuple[int, ...], disc: dict[str, int]) -> list[tuple[int, ...]]:
    """Every distinct cost left after a discount (taken in full, never below zero)."""
    if "mushroom" in disc:
        c = list(cost)
        c[3] = max(0, c[3] - disc["mushroom"])
        return [tuple(c)]
    return _any_reductions(cost, disc.get("any", 0))


@functools.lru_cache(maxsize=4096)
def _any_reductions(cost: tuple[int, ...], disc_any: int) -> list[tuple[int, ...]]:
    n = min(disc_any, sum(cost))
    out: list[tuple[int, ...]] = []

    def rec(i: int, left: int, acc: list[int]) -> None:
        if i == 4:
            if left == 0:
                out.append(tuple(cost[j] - acc[j] for j in range(4)))
            return
        for take in range(min(left, cost[i]), -1, -1):
            acc.append(take)
            rec(i + 1, left - take, acc)
            acc.pop()

    rec(0, n, [])
    return out


def _spend(st: State, seat: int, cost: tuple[int, ...]) -> tuple[int, int, int, int, int] | None:
    """Own resources first, treasure for the shortfall; None when unaffordable."""
    r = st.res[seat]
    own = [min(r[i], cost[i]) for i in range(4)]
    short = sum(cost) - sum(own)
    if short > st.treasure[seat]:
        return None
    return (own[0], own[1], own[2], own[3], short)


def abilities(
    st: State, seat: int, c: Card, source: str, site: str, site_disc: dict[str, int] | None
) -> list[tuple[str, dict[str, int] | None]]:
    """The card-playing abilities that apply to this play (§7.4); [("none", None)] if none do."""
    if site_disc is not None:
        return [(site, site_disc)]
    found: list[tuple[str, dict[str, int] | None]] = []
    for cid in st.city[seat]:
        mod = CARDS[cid].play_modifier
        if mod is not None and matches(mod["applies_to"], c, source):
            if all(cid != f[0] for f in found):
                found.append((cid, mod["discount"]))
    if not found:
        return [("none", None)]
    found.sort(key=lambda f: 0 if f[1] and "any" in f[1] else 1)  # §20 D3: listed under Market first
    return found


def pay_options(
    st: State, seat: int, c: Card, source: str, site: str = "", site_disc: dict[str, int] | None = None
) -> list[Action]:
    """D3: distinct spend vectors, then anchor targets (§7.2, §7.3)."""
    out: list[Action] = []
    seen: set[tuple[int, ...]] = set()
    min_left = 99
    for label, disc in abilities(st, seat, c, source, site, site_disc):
        costs = _reductions(c.cost, disc) if disc else [c.cost]
        for rc in costs:
            min_left = min(min_left, sum(rc))
            sp = _spend(st, seat, rc)
            if sp is not None and sp not in seen:
                seen.add(sp)
                out.append(Pay(seat=seat, spend=sp, ability=label))
    if c.kind == "critter" and min_left > 0 and st.anchors_left[seat] > 0:
        city = st.city[seat]
        anch = st.anchored[seat]
        names: list[str] = []
        for i, cid in enumerate(city):
            d = CARDS[cid]
            if d.kind == "construction" and d.type == c.type and i not in anch and cid not in names:
                names.append(cid)
        for name in sorted_unique(names):
            out.append(Anchor(seat=seat, card=name))
    return out


def _city_spaces_and_modifiers(city: list[str]) -> tuple[int, list[Mapping[str, Any]]]:
    """How many city spaces the cards take, and the play modifiers of its cards (once per name)."""
    spaces = 0
    mods: list[Mapping[str, Any]] = []
    seen_mod: set[str] = set()
    for cid in city:
        d = CARDS[cid]
        if d.space:
            spaces += 1
        if d.play_modifier is not None and cid not in seen_mod:
            seen_mod.add(cid)
            mods.append(d.play_modifier)
    return spaces, mods


def _anchor_types(st: State, seat: int) -> set[str]:
    """The types of the seat's constructions a critter could still be anchored to (§10)."""
    if st.anchors_left[seat] <= 0:
        return set()
    anch = st.anchored[seat]
    return {
        CARDS[cid].type
        for i, cid in enumerate(st.city[seat])
        if CARDS[cid].kind == "construction" and i not in anch
    }


def play_checker(
    st: State, seat: int, site_disc: dict[str, int] | None = None
) -> Callable[[Card, str], bool]:
    """A fast test, for one seat and one play context, equivalent to
    ``fits_city(...) and pay_options(...) != []`` (the city-wide facts are computed once)."""
    city_set = set(st.city[seat])
    spaces, mods = _city_spaces_and_modifiers(st.city[seat])
    anchor_types = _anchor_types(st, seat)
    r0, r1, r2, r3 = st.res[seat]
    treasure = st.treasure[seat]

    def ok(c: Card, source: str) -> bool:
        if c.rarity == "unique" and c.id in city_set:
            return False
        if c.space and spaces >= CITY_LIMIT:
            return False
        cost = c.cost
        total = c.total
        if total == 0:
            return True
        deficit = max(0, cost[0] - r0) + max(0, cost[1] - r1) + max(0, cost[2] - r2) + max(0, cost[3] - r3)
        if site_disc is not None:
            discs: list[Mapping[str, int] | None] = [site_disc]
        else:
            discs = [m["discount"] for m in mods if matches(m["applies_to"], c, source)] or [None]
        min_left = total
        for disc in discs:
            if disc is None:
                short = deficit
                left = total
            elif "mushroom" in disc:
                m = min(disc["mushroom"], cost[3])
                short = deficit - min(m, max(0, cost[3] - r3))
                left = total - m
            else:
                k = min(disc.get("any", 0), total)
                short = max(0, deficit - k)
                left = total - k
            if short <= treasure:
                return True
            min_left = min(min_left, left)
        return c.kind == "critter" and min_left > 0 and c.type in anchor_types

    return ok


def can_play(
    st: State, seat: int, c: Card, source: str, site: str = "", site_disc: dict[str, int] | None = None
) -> bool:
    """Whether the card may be played now from ``source`` (fits the city and can be paid)."""
    return play_checker(st, seat, site_disc)(c, source)


def play_choices(
    st: State, seat: int, sources: list[str], site: str = "", disc: dict[str, int] | None = None
) -> list[PlayCard]:
    """Playable cards: distinct hand names (data order), then unblocked Bay slots (slot order)."""
    out: list[PlayCard] = []
    ok = play_checker(st, seat, disc)
    if "hand" in sources:
        for cid in sorted_unique(st.hands[seat]):
            if ok(CARDS[cid], "hand"):
                out.append(PlayCard(seat=seat, card=cid, slot=0))
    if "bay" in sources:
        for i in range(BAY_SIZE):
            if st.bay[i] and not bay_blocked(st, i + 1):
                cid = st.bay[i][-1]
                if ok(CARDS[cid], "bay"):
                    out.append(PlayCard(seat=seat, card=cid, slot=i + 1))
    return out


def start_play(
    st: State, seat: int, a: PlayCard, ev: Events, site: str = "", disc: dict[str, int] | None = None
) -> None:
    """Take the chosen card into limbo (public) and ask for its payment (D3)."""
    if a.slot == 0:
        st.hands[seat].remove(a.card)
        frm = seat_zone(seat, "hand")
        source = "hand"
    else:
        st.bay[a.slot - 1].pop()
        frm = f"bay:{a.slot}"
        source = "bay"
    st.limbo.append(a.card)
    ev.append(Moved(piece=a.card, from_zone=frm, to_zone="play:main", reveal=(source == "hand")))
    ev.append(log("farshore.log.play", seat=seat, card=a.card, source=source))
    st.stack.append(
        {"k": "pay", "s": seat, "card": a.card, "src": source, "slot": a.slot, "site": site, "disc": disc}
    )


def put_in_city(st: State, seat: int, cid: str, source: str, slot: int, ev: Events, frm: str) -> None:
    """§7.5 steps c and d, and queue e–g."""
    c = CARDS[cid]
    st.city[seat].append(cid)
    ci = len(st.city[seat]) - 1
    ev.append(Moved(piece=cid, from_zone=frm, to_zone=seat_zone(seat, "city" if c.space else "city_nospace")))
    st.stack.append({"k": "after", "s": seat, "ci": ci, "src": source, "slot": slot})
    if c.type == "traveler":
        push_ops(st, c.on_play, seat, ci, by=c.id)
    elif c.type == "production":
        push_ops(st, c.production, seat, ci, by=c.id)


# ----------------------------------------------------------------------------------------------
# Worker spots (§6)


def spot_of(st: State, seat: int, spot: str) -> tuple[tuple[Any, ...], str, int, dict[str, Any], str]:
    """(ops, group, capacity, precondition, site label) of a spot id."""
    if spot.startswith("location:"):
        s = LOCATIONS[spot]
        return s.do, s.group, s.capacity, dict(s.precondition), s.id
    if spot.startswith("island:"):
        s = DATA.islands[st.islands[int(spot.split(":")[1]) - 1]]
        return s.do, "island", s.capacity, dict(s.precondition), s.id
    ci = int(spot.split(":")[3])
    c = CARDS[st.city[seat][ci]]
    ws = c.worker_spot
    assert ws is not None
    return tuple(ws["do"]), "destination", 1, ws["precondition"], c.id


def precondition_ok(st: State, seat: int, pre: dict[str, Any]) -> bool:
    test = pre["test"]
    if test == "none":
        return True
    if test == "hand_not_empty":
        return bool(st.hands[seat])
    if test == "map_claimable":
        return bool(claimable_maps(st, seat, pre["slack"]))
    if test == "playable_card":
        return bool(play_choices(st, seat, pre["from"], "x", pre["discount"]))
    raise AssertionError(f"unknown precondition {test}")


def occupied(st: State, spot: str) -> bool:
    return any(spot in p for p in st.placed)


def place_options(st: State, seat: int) -> list[Action]:
    out: list[Action] = []
    if workers_free(st, seat) <= 0:
        return out
    for zid, s in LOCATIONS.items():
        if st.n == 1 and st.pawn_loc == zid:
            continue
        if s.capacity == 1 and occupied(st, zid):
            continue
        if precondition_ok(st, seat, dict(s.precondition)):
            out.append(PlaceWorker(seat=seat, spot=zid))
    for i, tile in enumerate(st.islands):
        zid = f"island:{i + 1}"
        if not st.island_open[i] or occupied(st, zid) or (st.n == 1 and st.pawn_loc == zid):
            continue
        if precondition_ok(st, seat, dict(DATA.islands[tile].precondition)):
            out.append(PlaceWorker(seat=seat, spot=zid))
    names: set[str] = set()
    for ci, cid in enumerate(st.city[seat]):
        c = CARDS[cid]
        if c.worker_spot is None or cid in names:
            continue
        zid = f"seat:{seat}:city:{ci}"
        if zid in st.placed[seat]:
            continue
        if precondition_ok(st, seat, c.worker_spot["precondition"]):
            names.add(cid)
            out.append(PlaceWorker(seat=seat, spot=zid))
    return out


def claimable_maps(st: State, seat: int, slack: dict[str, int]) -> list[str]:
    held = {m[0] for m in st.maps_held[seat]}
    out = []
    for t in DATA.map_types:
        mid = t["id"]
        if mid in held or not st.maps[mid]:
            continue
        req = t["requirement"]
        if "boat_index_at_least" in req:
            ok = st.boat[seat] >= req["boat_index_at_least"] - slack.get("boat_spaces", 0)
        else:
            ok = count_cards(st, seat, req["count_cards"]) >= req["at_least"] - slack.get("cards", 0)
        if ok:
            out.append(mid)
    return out


# ----------------------------------------------------------------------------------------------
# D2: the turn action


def turn_options(st: State) -> list[Action]:
    seat = st.current
    out: list[Action] = list(place_options(st, seat))
    out.extend(play_choices(st, seat, ["hand", "bay"]))
    if st.season[seat] < 3 and workers_free(st, seat) <= 0:
        out.append(Prepare(seat=seat))
    if st.season[seat] == 3:
        out.append(Pass(seat=seat))
    return out


def place_worker(st: State, a: PlaceWorker, ev: Events) -> None:
    """A turn's worker placement: the spot's operations, after its worker_placed triggers."""
    seat = st.current
    ops, group, _cap, _pre, site = spot_of(st, seat, a.spot)
    st.placed[seat].append(a.spot)
    ev.append(Moved(piece=f"worker:{seat}", from_zone=seat_zone(seat, "workers"), to_zone=a.spot))
    ev.append(place_line(seat, a.spot, site))
    push_ops(st, ops, seat, -1, site)
    # worker_placed triggers run first (Lighthouse Keeper, §21)
    for cid in reversed(st.city[seat]):
        c = CARDS[cid]
        if c.trigger and c.trigger["event"] == "worker_placed":
            groups = c.trigger.get("filter", {}).get("location_group", [])
            if group in groups:
                push_ops(st, c.trigger_do, seat, by=cid)


def pass_turn(st: State, a: Pass, ev: Events) -> None:
    """A seat done for the game (autumn over, nothing left to do)."""
    st.passed[st.current] = True
    ev.append(log("farshore.log.pass", seat=st.current))


def answer(st: State, a: Action, ev: Events) -> None:
    """The answer to the pending decision on top of the stack: that decision's resolver."""
    it = st.stack[-1]
    DECISIONS[it["k"]][1](st, it, a, ev)


def prepare(st: State, seat: int, ev: Events) -> None:
    """§8: workers home, next season, its reward, then (if last) tide and wind; solo Rival steps."""
    for spot in st.placed[seat]:
        ev.append(Moved(piece=f"worker:{seat}", from_zone=spot, to_zone=seat_zone(seat, "workers")))
    st.placed[seat] = []
    st.season[seat] += 1
    s = st.season[seat]
    ev.append(
        Moved(piece=f"worker:{seat}", from_zone="lighthouse:workers", to_zone=seat_zone(seat, "workers"))
    )
    ev.append(PhaseBegan(phase=f"farshore.season.{SEASON_NAMES[s]}", round=s))
    ev.append(log("farshore.log.season", seat=seat, season=SEASON_NAMES[s]))
    data = DATA.seasons[s]
    if st.solo:
        st.stack.append({"k": "rival_season", "s": seat, "season": s})
    if is_last_to_enter(st, seat):
        push_ops(st, data.get("last_player_extra", []), seat, by=SEASON_NAMES[s])
    push_ops(st, data.get("reward", []), seat, by=SEASON_NAMES[s])


# ----------------------------------------------------------------------------------------------
# Plain steps


def run_op(st: State, it: Item, ev: Events) -> None:
    """One operation of a card, place or island (data.json's op lists): its handler in ``OPS``."""
    op = it["op"]
    handler = OPS.get(op["op"])
    if handler is None:  # pragma: no cover - the data loader refuses unknown ops
        raise AssertionError(f"unknown op {op['op']}")
    handler(st, it, op, it["s"], it.get("by", ""), ev)


# The op interpreter: one handler per op name, given the step ``it``, its ``op``, the seat it is
# for and what asked for it (``by``, a source id). An op either acts at once or pushes the decision
# it asks for onto the stack (the item kinds of DECISIONS).
OpHandler = Callable[[State, Item, Mapping[str, Any], int, str, Events], None]


def _op_gain(st: State, it: Item, op: Mapping[str, Any], seat: int, by: str, ev: Events) -> None:
    gain(st, seat, op["res"], ev)


def _op_gain_choice(st: State, it: Item, op: Mapping[str, Any], seat: int, by: str, ev: Events) -> None:
    st.stack.append({"k": "gch", "s": seat, "by": by, "from": op["from"], "left": op["count"]})


def _op_draw(st: State, it: Item, op: Mapping[str, Any], seat: int, by: str, ev: Events) -> None:
    draw(st, seat, op["count"], ev)


def _op_shells(st: State, it: Item, op: Mapping[str, Any], seat: int, by: str, ev: Events) -> None:
    gain_shells(st, seat, op["count"], ev)


def _op_treasure(st: State, it: Item, op: Mapping[str, Any], seat: int, by: str, ev: Events) -> None:
    gain_treasure(st, seat, op["count"], ev)
    ev.append(log("farshore.log.treasure", seat=seat, n=op["count"]))


def _op_move_boat(st: State, it: Item, op: Mapping[str, Any], seat: int, by: str, ev: Events) -> None:
    sail(st, seat, op["spaces"], by, ev)


def _op_choose_one(st: State, it: Item, op: Mapping[str, Any], seat: int, by: str, ev: Events) -> None:
    st.stack.append({"k": "c1", "s": seat, "by": by, "ci": it["ci"], "options": op["options"]})


def _op_store(st: State, it: Item, op: Mapping[str, Any], seat: int, by: str, ev: Events) -> None:
    box = st.stored[seat].setdefault(it["ci"], [0, 0, 0, 0])
    for r, k in op["res"].items():
        box[RES_INDEX[r]] += k
    ev.append(log("farshore.log.store", seat=seat, res=",".join(f"{k}:{v}" for k, v in op["res"].items())))


def _op_collect_stored(st: State, it: Item, op: Mapping[str, Any], seat: int, by: str, ev: Events) -> None:
    box = st.stored[seat].pop(it["ci"], [0, 0, 0, 0])
    got = {RES[i]: box[i] for i in range(4) if box[i]}
    if got:
        gain(st, seat, got, ev)


def _op_give_cards(st: State, it: Item, op: Mapping[str, Any], seat: int, by: str, ev: Events) -> None:
    st.stack.append({"k": "gto", "s": seat, "by": by, "max": op["max"]})


def _op_discard_any(st: State, it: Item, op: Mapping[str, Any], seat: int, by: str, ev: Events) -> None:
    st.stack.append({"k": "disc", "s": seat, "by": by, "min": 0, "max": 99, "n": 0})


def _take_item(seat: int, by: str, left: int, op: Mapping[str, Any]) -> Item:
    refill = bool(op.get("refill_bay_after", False))
    return {"k": "take", "s": seat, "by": by, "left": left, "from": op["from"], "refill": refill}


def _op_draw_to_limit(st: State, it: Item, op: Mapping[str, Any], seat: int, by: str, ev: Events) -> None:
    if op["from"] == ["deck"]:
        draw(st, seat, HAND_LIMIT, ev)
    else:
        st.stack.append(_take_item(seat, by, -1, op))


def _op_play_card(st: State, it: Item, op: Mapping[str, Any], seat: int, by: str, ev: Events) -> None:
    st.stack.append(
        {"k": "cplay", "s": seat, "by": by, "from": op["from"], "disc": op["discount"], "site": it["site"]}
    )


def _op_discard_up_to(st: State, it: Item, op: Mapping[str, Any], seat: int, by: str, ev: Events) -> None:
    st.stack.append(
        {
            "k": "disc",
            "s": seat,
            "by": by,
            "min": op.get("min", 0),
            "max": op["max"],
            "n": 0,
            "per_card": op.get("per_card"),
            "per_n": op.get("per_n_cards"),
        }
    )


def _op_discard_exact(st: State, it: Item, op: Mapping[str, Any], seat: int, by: str, ev: Events) -> None:
    st.stack.append({"k": "disc", "s": seat, "by": by, "min": op["count"], "max": op["count"], "n": 0})


def _op_copy_production(st: State, it: Item, op: Mapping[str, Any], seat: int, by: str, ev: Events) -> None:
    st.stack.append({"k": "copy", "s": seat, "by": by, "exclude": op["exclude"], "ci": it["ci"]})


def _op_optional_pay(st: State, it: Item, op: Mapping[str, Any], seat: int, by: str, ev: Events) -> None:
    st.stack.append({"k": "opay", "s": seat, "by": by, "n": op["pay"]["any_basic"], "then": op["then"]})


def _op_if(st: State, it: Item, op: Mapping[str, Any], seat: int, by: str, ev: Events) -> None:
    if op["cond"]["city_has"] in st.city[seat]:
        push_ops(st, op["then"], seat, it["ci"], it["site"], by)


def _op_reveal_and_play(st: State, it: Item, op: Mapping[str, Any], seat: int, by: str, ev: Events) -> None:
    for _ in range(op["reveal"]):
        c = draw_card(st, ev)
        if c is None:
            break
        st.reveal.append(c)
        ev.append(Moved(piece=c, from_zone="deck:main", to_zone="reveal:main", reveal=True))
    ev.append(log("farshore.log.reveal", seat=seat, cards=",".join(st.reveal)))
    st.stack.append({"k": "pick", "s": seat, "by": by, "max_points": op["max_points"]})


def _op_catch_up(st: State, it: Item, op: Mapping[str, Any], seat: int, by: str, ev: Events) -> None:
    others = [st.boat[o] for o in range(st.n) if o != seat]
    if st.solo:
        others.append(st.rival_boat)
    far = max(others, default=-1)
    if far > st.boat[seat]:
        sail(st, seat, min(op["max_spaces"], far - st.boat[seat]), by, ev)


def _op_claim_map(st: State, it: Item, op: Mapping[str, Any], seat: int, by: str, ev: Events) -> None:
    st.stack.append({"k": "claim", "s": seat, "by": by, "slack": op["slack"]})


def _op_activate_all(st: State, it: Item, op: Mapping[str, Any], seat: int, by: str, ev: Events) -> None:
    st.stack.append({"k": "prod", "s": seat, "by": by, "done": []})


def _op_take_cards(st: State, it: Item, op: Mapping[str, Any], seat: int, by: str, ev: Events) -> None:
    st.stack.append(_take_item(seat, by, op["count"], op))


def _op_rising_tide(st: State, it: Item, op: Mapping[str, Any], seat: int, by: str, ev: Events) -> None:
    st.stack.append({"k": "tide", "s": seat, "by": by, "left": op["islands"]})


def _op_change_wind(st: State, it: Item, op: Mapping[str, Any], seat: int, by: str, ev: Events) -> None:
    change_wind(st, seat, ev)


OPS: dict[str, OpHandler] = {
    "gain": _op_gain,
    "gain_choice": _op_gain_choice,
    "draw": _op_draw,
    "shells": _op_shells,
    "treasure": _op_treasure,
    "move_boat": _op_move_boat,
    "choose_one": _op_choose_one,
    "store": _op_store,
    "collect_stored": _op_collect_stored,
    "give_cards": _op_give_cards,
    "discard_any": _op_discard_any,
    "draw_to_limit": _op_draw_to_limit,
    "play_card": _op_play_card,
    "discard_up_to": _op_discard_up_to,
    "discard_exact": _op_discard_exact,
    "copy_production": _op_copy_production,
    "optional_pay": _op_optional_pay,
    "if": _op_if,
    "reveal_and_play": _op_reveal_and_play,
    "catch_up": _op_catch_up,
    "claim_map": _op_claim_map,
    "activate_all_production": _op_activate_all,
    "take_cards": _op_take_cards,
    "rising_tide": _op_rising_tide,
    "change_wind": _op_change_wind,
}


def change_wind(st: State, seat: int, ev: Events) -> None:
    """Both face-up tiles to the bottom, reveal the next; then Lighthouses from the changing seat."""
    for k in range(2):
        w = st.wind[k]
        w.append(w.pop(0))
        st.wind_seen[k] = min(len(w), st.wind_seen[k] + 1)
        ev.append(Revealed(zone="wind:A" if k == 0 else "wind:B", piece=w[0]))
    ev.append(log("farshore.log.wind", seat=seat, a=st.wind[0][0], b=st.wind[1][0]))
    for i in reversed(range(st.n)):
        owner = (seat + i) % st.n
        for cid in reversed(st.city[owner]):
            c = CARDS[cid]
            if c.trigger and c.trigger["event"] == "wind_changed":
                push_ops(st, c.trigger_do, owner, by=cid)


def run_after(st: State, it: Item, ev: Events) -> None:
    """§7.5 e (triggers of cards already in the city), then f (wind), g (Bay refill), solo take."""
    seat, ci, src = it["s"], it["ci"], it["src"]
    played = CARDS[st.city[seat][ci]]
    if st.solo:
        st.stack.append({"k": "rmark"})
    if src == "bay":
        st.stack.append({"k": "refill"})
    st.stack.append({"k": "wind", "s": seat, "card": played.id})
    for j in reversed(range(ci)):
        c = CARDS[st.city[seat][j]]
        t = c.trigger
        if t and t["event"] == "card_played" and matches(t.get("filter", {}), played, src):
            push_ops(st, c.trigger_do, seat, j, by=c.id)


def run_wind(st: State, it: Item, ev: Events) -> None:
    k = wind_matches(st, CARDS[it["card"]])
    if k:
        ev.append(log("farshore.log.wind_match", seat=it["s"], card=it["card"], n=k))
        move_boat(st, it["s"], k, ev)


def run_refill(st: State, it: Item, ev: Events) -> None:
    refill_bay(st, ev)


def run_rmark(st: State, it: Item, ev: Events) -> None:
    st.rival_pending += 1


def run_endsetup(st: State, it: Item, ev: Events) -> None:
    st.phase = "play"
    st.current = st.first
    ev.append(PhaseBegan(phase="farshore.season.winter", round=0))


def run_endturn(st: State, it: Item, ev: Events) -> None:
    if st.solo:
        while st.rival_pending > 0:
            st.rival_pending -= 1
            rival_take(st, ev)
    seat = it["s"]
    for i in range(1, st.n + 1):
        o = (seat + i) % st.n
        if not st.passed[o]:
            st.current = o
            return
    st.phase = "over"
    ev.append(GameEnded(winners=outcome(st).winners))


def rival_take(st: State, ev: Events) -> None:
    """§16: roll a d8 (re-roll empty slots); the Rival takes that slot's top card; refill; wind."""
    if not any(st.bay):
        return
    while True:
        k = 1 + st.rng.below(BAY_SIZE)
        ev.append(DiceRolled(zone="rival:city", faces=(str(k),), kind="d8"))
        if st.bay[k - 1]:
            break
    cid = st.bay[k - 1].pop()
    st.rival_city.append(cid)
    ev.append(Moved(piece=cid, from_zone=f"bay:{k}", to_zone="rival:city"))
    ev.append(log("farshore.log.rival_take", card=cid, slot=k))
    refill_bay(st, ev)
    n = min(wind_matches(st, CARDS[cid]), DATA.track_last - st.rival_boat)
    if n > 0:
        ev.append(log("farshore.log.rival_wind", card=cid, n=n))
    move_rival_boat(st, n, ev)


def run_rival_season(st: State, it: Item, ev: Events) -> None:
    s = it["season"]
    name = SEASON_NAMES[s]
    solo = DATA.solo
    was = st.pawn_loc
    st.pawn_loc = SOLO_PAWN_ZONE[solo["blocking_schedule"][name]]
    ev.append(Moved(piece="pawn:location", from_zone="rival:pawn_location", to_zone=st.pawn_loc))
    if was == st.pawn_loc:
        ev.append(log("farshore.log.rival_pawn_stays"))
    elif st.pawn_loc.startswith("island:"):
        k = int(st.pawn_loc.split(":")[1])
        ev.append(log("farshore.log.rival_pawn_island", slot=k, island=st.islands[k - 1]))
    else:
        ev.append(log("farshore.log.rival_pawn", spot=st.pawn_loc.split(":", 1)[1]))
    st.pawn_bay = 1 + st.rng.below(BAY_SIZE)
    ev.append(DiceRolled(zone=f"bay:{st.pawn_bay}", faces=(str(st.pawn_bay),), kind="d8"))
    ev.append(log("farshore.log.rival_pawn_bay", slot=st.pawn_bay))
    level = solo["difficulty"][st.options.get("solo_level", "bosun")]
    if name in level["map_claims_at"]:
        roll = st.rng.below(len(DATA.map_order))
        ev.append(DiceRolled(zone="rival:maps", faces=(str(roll + 1),), kind="d6"))
        held = {m[0] for m in st.rival_maps}
        for j in range(len(DATA.map_order)):
            mid = DATA.map_order[(roll + j) % len(DATA.map_order)]
            if st.maps[mid] and mid not in held:
                v = st.maps[mid].pop(0)
                st.rival_maps.append([mid, v])
                ev.append(Moved(piece=f"map:{mid}:{v}", from_zone=f"maps:{mid}", to_zone="rival:maps"))
                ev.append(log("farshore.log.rival_claim", chart=mid, value=v))
                break
        else:
            ev.append(log("farshore.log.rival_no_claim"))
    n = min(level["boat_bonus_per_season"], DATA.track_last - st.rival_boat)
    if n > 0:
        ev.append(log("farshore.log.rival_sail", n=n))
        move_rival_boat(st, n, ev)


RUNNERS: dict[str, Callable[[State, Item, Events], None]] = {
    "op": run_op,
    "after": run_after,
    "wind": run_wind,
    "refill": run_refill,
    "rmark": run_rmark,
    "endturn": run_endturn,
    "endsetup": run_endsetup,
    "rival_season": run_rival_season,
}


# ----------------------------------------------------------------------------------------------
# Decisions: options and resolution per item kind


def _replace_top(st: State, it: Item, **changes: Any) -> None:
    new = dict(it)
    new.update(changes)
    st.stack[-1] = new


def opt_mull(st: State, it: Item) -> list[Action]:
    return [Mulligan(seat=it["s"], redraw=False), Mulligan(seat=it["s"], redraw=True)]


def res_mull(st: State, it: Item, a: Action, ev: Events) -> None:
    st.stack.pop()
    seat = it["s"]
    assert isinstance(a, Mulligan)
    ev.append(log("farshore.log.mulligan.redraw" if a.redraw else "farshore.log.mulligan.keep", seat=seat))
    if a.redraw:
        hand = st.hands[seat]
        k = len(hand)
        for c in hand:
            ev.append(
                Moved(
                    piece=c,
                    from_zone=seat_zone(seat, "hand"),
                    to_zone="discard:main",
                    visible_to=(seat,),
                    back=BACK,
                )
            )
        st.discard.extend(hand)
        st.hands[seat] = []
        draw(st, seat, k, ev)


def _pay_item_card(it: Item) -> Card:
    return CARDS[it["card"]]


def opt_pay(st: State, it: Item) -> list[Action]:
    return pay_options(st, it["s"], _pay_item_card(it), it["src"], it["site"], it["disc"])


def res_pay(st: State, it: Item, a: Action, ev: Events) -> None:
    st.stack.pop()
    seat = it["s"]
    if isinstance(a, Pay):
        r = st.res[seat]
        for i in range(4):
            if a.spend[i]:
                r[i] -= a.spend[i]
                ev.append(
                    Moved(
                        piece=RES[i],
                        from_zone=seat_zone(seat, "resources"),
                        to_zone=f"supply:{RES[i]}",
                        count=a.spend[i],
                    )
                )
        if a.spend[4]:
            st.treasure[seat] -= a.spend[4]
            ev.append(
                Moved(
                    piece="treasure",
                    from_zone=seat_zone(seat, "treasure"),
                    to_zone="supply:treasure",
                    count=a.spend[4],
                )
            )
        ev.append(pay_line(seat, it["card"], a.spend, a.ability))
    else:
        assert isinstance(a, Anchor)
        city = st.city[seat]
        ci = next(i for i, cid in enumerate(city) if cid == a.card and i not in st.anchored[seat])
        st.anchored[seat].append(ci)
        st.anchors_left[seat] -= 1
        ev.append(
            Moved(piece="anchor", from_zone=seat_zone(seat, "anchors"), to_zone=f"seat:{seat}:city:{ci}")
        )
        ev.append(log("farshore.log.anchor", seat=seat, card=it["card"], target=a.card))
    st.limbo.remove(it["card"])
    put_in_city(st, seat, it["card"], it["src"], it["slot"], ev, "play:main")


def opt_gch(st: State, it: Item) -> list[Action]:
    return [ChooseResource(seat=it["s"], res=r) for r in it["from"]]


def res_gch(st: State, it: Item, a: Action, ev: Events) -> None:
    assert isinstance(a, ChooseResource)
    if it["left"] > 1:
        _replace_top(st, it, left=it["left"] - 1)
    else:
        st.stack.pop()
    gain(st, it["s"], {a.res: 1}, ev)


def _c1_label(ops: list[Any]) -> str:
    op = ops[0]
    if op["op"] == "store":
        return "store:" + ",".join(f"{k}:{v}" for k, v in op["res"].items())
    return op["op"]


def opt_c1(st: State, it: Item) -> list[Action]:
    out: list[Action] = []
    for i, ops in enumerate(it["options"]):
        if ops and ops[0]["op"] == "collect_stored" and not any(st.stored[it["s"]].get(it["ci"], [0])):
            continue
        out.append(ChooseOption(seat=it["s"], index=i, label=_c1_label(ops)))
    return out


def res_c1(st: State, it: Item, a: Action, ev: Events) -> None:
    assert isinstance(a, ChooseOption)
    st.stack.pop()
    push_ops(st, it["options"][a.index], it["s"], it["ci"], by=it.get("by", ""))


def _mixes(r: list[int], n: int) -> list[tuple[int, ...]]:
    out: list[tuple[int, ...]] = []

    def rec(i: int, left: int, acc: list[int]) -> None:
        if i == 4:
            if left == 0:
                out.append(tuple(acc))
            return
        for k in range(min(left, r[i]), -1, -1):
            acc.append(k)
            rec(i + 1, left - k, acc)
            acc.pop()

    rec(0, n, [])
    return out


def opt_opay(st: State, it: Item) -> list[Action]:
    out: list[Action] = [ChooseOption(seat=it["s"], index=0, label="decline")]
    for i, mix in enumerate(_mixes(st.res[it["s"]], it["n"])):
        out.append(ChooseOption(seat=it["s"], index=i + 1, label="pay:" + ",".join(map(str, mix))))
    return out


def res_opay(st: State, it: Item, a: Action, ev: Events) -> None:
    assert isinstance(a, ChooseOption)
    st.stack.pop()
    seat = it["s"]
    if a.index == 0:
        ev.append(log("farshore.log.decline", seat=seat))
        return
    mix = [int(x) for x in a.label.split(":")[1].split(",")]
    for i in range(4):
        if mix[i]:
            st.res[seat][i] -= mix[i]
            ev.append(
                Moved(
                    piece=RES[i],
                    from_zone=seat_zone(seat, "resources"),
                    to_zone=f"supply:{RES[i]}",
                    count=mix[i],
                )
            )
    push_ops(st, it["then"], seat, by=it.get("by", ""))


def _give_targets(st: State, seat: int) -> list[int]:
    return [o for o in range(st.n) if o != seat and not st.passed[o] and len(st.hands[o]) < HAND_LIMIT]


def opt_gto(st: State, it: Item) -> list[Action]:
    seat = it["s"]
    targets = _give_targets(st, seat)
    if not targets or not st.hands[seat]:
        return []
    out: list[Action] = [GiveTo(seat=seat, target=-1)]
    out.extend(GiveTo(seat=seat, target=o) for o in targets)
    return out


def res_gto(st: State, it: Item, a: Action, ev: Events) -> None:
    assert isinstance(a, GiveTo)
    st.stack.pop()
    if a.target >= 0:
        room = HAND_LIMIT - len(st.hands[a.target])
        st.stack.append(
            {"k": "give", "s": it["s"], "by": it.get("by", ""), "to": a.target, "left": min(it["max"], room)}
        )
        ev.append(log("farshore.log.give_to", seat=it["s"], seat2=a.target))


def opt_give(st: State, it: Item) -> list[Action]:
    seat = it["s"]
    if it["left"] <= 0 or not st.hands[seat]:
        return []
    return [GiveCard(seat=seat, card=c) for c in sorted_unique(st.hands[seat])] + [Stop(seat=seat)]


def res_give(st: State, it: Item, a: Action, ev: Events) -> None:
    seat = it["s"]
    if isinstance(a, Stop):
        st.stack.pop()
        return
    assert isinstance(a, GiveCard)
    to = it["to"]
    st.hands[seat].remove(a.card)
    st.hands[to].append(a.card)
    ev.append(
        Moved(
            piece=a.card,
            from_zone=seat_zone(seat, "hand"),
            to_zone=seat_zone(to, "hand"),
            visible_to=(seat, to),
            back=BACK,
            reveal=True,  # the receiver learns a card: undo may not cross this
        )
    )
    ev.append(log("farshore.log.give", seat=seat, seat2=to))
    _replace_top(st, it, left=it["left"] - 1)


def opt_disc(st: State, it: Item) -> list[Action]:
    seat = it["s"]
    hand = st.hands[seat]
    if it["n"] >= it["max"] or not hand:
        return []
    out: list[Action] = [Discard(seat=seat, card=c) for c in sorted_unique(hand)]
    if it["n"] >= it["min"]:
        out.append(Stop(seat=seat))
    return out


def fin_disc(st: State, it: Item, ev: Events) -> None:
    per_n = it.get("per_n")
    if per_n:
        for _ in range(it["n"] // per_n["n"]):
            push_ops(st, per_n["do"], it["s"], by=it.get("by", ""))


def res_disc(st: State, it: Item, a: Action, ev: Events) -> None:
    seat = it["s"]
    if isinstance(a, Stop):
        st.stack.pop()
        fin_disc(st, it, ev)
        return
    assert isinstance(a, Discard)
    st.hands[seat].remove(a.card)
    st.discard.append(a.card)
    ev.append(
        Moved(
            piece=a.card,
            from_zone=seat_zone(seat, "hand"),
            to_zone="discard:main",
            visible_to=(seat,),
            back=BACK,
        )
    )
    ev.append(log("farshore.log.discard", seat=seat, n=1))
    _replace_top(st, it, n=it["n"] + 1)
    if it.get("per_card"):
        push_ops(st, it["per_card"], seat, by=it.get("by", ""))


def opt_take(st: State, it: Item) -> list[Action]:
    seat = it["s"]
    if it["left"] == 0 or len(st.hands[seat]) >= HAND_LIMIT:
        return []
    out: list[Action] = []
    if "bay" in it["from"]:
        for i in range(BAY_SIZE):
            if st.bay[i] and not bay_blocked(st, i + 1):
                out.append(TakeCard(seat=seat, slot=i + 1))
    if "deck" in it["from"] and (st.deck or st.discard):
        out.append(TakeCard(seat=seat, slot=0))
    return out


def fin_take(st: State, it: Item, ev: Events) -> None:
    if it["refill"]:
        refill_bay(st, ev)


def res_take(st: State, it: Item, a: Action, ev: Events) -> None:
    assert isinstance(a, TakeCard)
    seat = it["s"]
    if it["left"] > 0:
        _replace_top(st, it, left=it["left"] - 1)
    if a.slot == 0:
        draw(st, seat, 1, ev)
    else:
        c = st.bay[a.slot - 1].pop()
        st.hands[seat].append(c)
        ev.append(Moved(piece=c, from_zone=f"bay:{a.slot}", to_zone=seat_zone(seat, "hand")))
        ev.append(log("farshore.log.take", seat=seat, card=c, slot=a.slot))


def opt_cplay(st: State, it: Item) -> list[Action]:
    return list(play_choices(st, it["s"], it["from"], it["site"], it["disc"]))


def res_cplay(st: State, it: Item, a: Action, ev: Events) -> None:
    assert isinstance(a, PlayCard)
    st.stack.pop()
    start_play(st, it["s"], a, ev, it["site"], it["disc"])


def _pick_eligible(st: State, it: Item) -> list[str]:
    seat = it["s"]
    return [
        c
        for c in sorted_unique(st.reveal)
        if CARDS[c].points <= it["max_points"] and fits_city(st, seat, CARDS[c])
    ]


def opt_pick(st: State, it: Item) -> list[Action]:
    seat = it["s"]
    none: list[Action] = [PickRevealed(seat=seat, card="")]
    return none + [PickRevealed(seat=seat, card=c) for c in _pick_eligible(st, it)]


def res_pick(st: State, it: Item, a: Action, ev: Events) -> None:
    assert isinstance(a, PickRevealed)
    st.stack.pop()
    seat = it["s"]
    chosen = a.card
    rest = list(st.reveal)
    if chosen:
        rest.remove(chosen)
    for c in rest:
        ev.append(Moved(piece=c, from_zone="reveal:main", to_zone="discard:main"))
    st.discard.extend(rest)
    st.reveal = []
    if chosen:
        ev.append(log("farshore.log.pigeon_play", seat=seat, card=chosen))
        put_in_city(st, seat, chosen, "reveal", 0, ev, "reveal:main")


def _green_left(st: State, it: Item) -> list[str]:
    done = it["done"]
    city = st.city[it["s"]]
    return sorted_unique([c for i, c in enumerate(city) if CARDS[c].type == "production" and i not in done])


def opt_prod(st: State, it: Item) -> list[Action]:
    return [ChooseGreen(seat=it["s"], card=c) for c in _green_left(st, it)]


def res_prod(st: State, it: Item, a: Action, ev: Events) -> None:
    assert isinstance(a, ChooseGreen)
    seat = it["s"]
    city = st.city[seat]
    ci = next(i for i, c in enumerate(city) if c == a.card and i not in it["done"])
    _replace_top(st, it, done=[*it["done"], ci])
    ev.append(log("farshore.log.produce", seat=seat, card=a.card))
    push_ops(st, CARDS[a.card].production, seat, ci, by=a.card)


def opt_copy(st: State, it: Item) -> list[Action]:
    seat = it["s"]
    ex = it["exclude"]
    names = [
        c
        for i, c in enumerate(st.city[seat])
        if CARDS[c].type == "production" and c not in ex and i != it["ci"]
    ]
    return [ChooseGreen(seat=seat, card=c) for c in sorted_unique(names)]


def res_copy(st: State, it: Item, a: Action, ev: Events) -> None:
    assert isinstance(a, ChooseGreen)
    st.stack.pop()
    seat = it["s"]
    ci = st.city[seat].index(a.card)
    ev.append(log("farshore.log.copy", seat=seat, card=a.card))
    push_ops(st, CARDS[a.card].production, seat, ci, by=a.card)


def opt_tide(st: State, it: Item) -> list[Action]:
    if it["left"] <= 0:
        return []
    return [CloseIsland(seat=it["s"], slot=i + 1) for i in range(len(st.islands)) if st.island_open[i]]


def close_island(st: State, slot: int, ev: Events) -> None:
    st.island_open[slot - 1] = False
    zid = f"island:{slot}"
    ev.append(log("farshore.log.close_island", slot=slot, island=st.islands[slot - 1]))
    for o in range(st.n):
        if zid in st.placed[o]:
            st.placed[o].remove(zid)
            ev.append(Moved(piece=f"worker:{o}", from_zone=zid, to_zone=seat_zone(o, "workers")))
            ev.append(log("farshore.log.worker_home", seat=o, slot=slot))


def res_tide(st: State, it: Item, a: Action, ev: Events) -> None:
    assert isinstance(a, CloseIsland)
    if it["left"] > 1:
        _replace_top(st, it, left=it["left"] - 1)
    else:
        st.stack.pop()
    close_island(st, a.slot, ev)


def opt_claim(st: State, it: Item) -> list[Action]:
    return [ClaimMap(seat=it["s"], chart=m) for m in claimable_maps(st, it["s"], it["slack"])]


def res_claim(st: State, it: Item, a: Action, ev: Events) -> None:
    assert isinstance(a, ClaimMap)
    st.stack.pop()
    seat = it["s"]
    v = st.maps[a.chart].pop(0)
    st.maps_held[seat].append([a.chart, v])
    ev.append(Moved(piece=f"map:{a.chart}:{v}", from_zone=f"maps:{a.chart}", to_zone=seat_zone(seat, "maps")))
    ev.append(log("farshore.log.claim", seat=seat, chart=a.chart, value=v))


Decision = tuple[
    Callable[[State, Item], list[Action]],
    Callable[[State, Item, Action, Events], None],
    Callable[[State, Item, Events], None] | None,
]

DECISIONS: dict[str, Decision] = {
    "mull": (opt_mull, res_mull, None),
    "pay": (opt_pay, res_pay, None),
    "gch": (opt_gch, res_gch, None),
    "c1": (opt_c1, res_c1, None),
    "opay": (opt_opay, res_opay, None),
    "gto": (opt_gto, res_gto, None),
    "give": (opt_give, res_give, None),
    "disc": (opt_disc, res_disc, fin_disc),
    "take": (opt_take, res_take, fin_take),
    "cplay": (opt_cplay, res_cplay, None),
    "pick": (opt_pick, res_pick, None),
    "prod": (opt_prod, res_prod, None),
    "copy": (opt_copy, res_copy, None),
    "tide": (opt_tide, res_tide, None),
    "claim": (opt_claim, res_claim, None),
}
ALWAYS_ASK = {"mull"}


def run(st: State, ev: Events) -> None:
    """Run plain steps and single-option decisions until a real decision or the turn's end."""
    stack = st.stack
    while stack:
        it = stack[-1]
        k = it["k"]
        dec = DECISIONS.get(k)
        if dec is not None:
            if k == "tide":
                opts = dec[0](st, it)
                if opts and len(opts) <= it["left"]:
                    # no choice: close every open island (§6.2)
                    stack.pop()
                    for o in opts:
                        assert isinstance(o, CloseIsland)
                        close_island(st, o.slot, ev)
                    continue
            else:
                opts = dec[0](st, it)
            if not opts:
                stack.pop()
                if dec[2] is not None:
                    dec[2](st, it, ev)
                continue
            if len(opts) == 1 and k not in ALWAYS_ASK:
                dec[1](st, it, opts[0], ev)
                continue
            return
        stack.pop()
        RUNNERS[k](st, it, ev)


# ----------------------------------------------------------------------------------------------
# The contract's entry points


def legal_actions(st: State) -> list[Action]:
    if st.phase == "over":
        return []
    if st.stack:
        it = st.stack[-1]
        return DECISIONS[it["k"]][0](st, it)
    return turn_options(st)


def is_legal(st: State, a: Action) -> bool:
    """Whether the acting seat may take ``a`` now (a turn action is judged without the whole list)."""
    return _turn_action_ok(st, a) if not st.stack else a in legal_actions(st)


def apply_trusted(st: State, a: Action) -> list[Event]:
    """Carry out an action already known to be legal here (search bots: taken from legal_actions)."""
    ev: Events = []
    if st.stack:
        answer(st, a, ev)  # a pending decision takes any action class it offered
    else:
        st.stack.append({"k": "endturn", "s": st.current})
        HANDLERS.do(st, a, ev)  # a turn action: its class's handler (handlers.py)
    run(st, ev)
    return merge_repeats(ev)


def merge_repeats(events: list[Event]) -> list[Event]:
    """``events`` with a log line that a move repeats word for word (two Tumblers producing in
    Spring) kept once, at its first place, with how many times it happened (its ``.times`` key).
    Every caller of the rules (the table, the search, a replay) gets the same lines."""
    logged = [ev for ev in events if type(ev) is Logged]
    if len(set(logged)) == len(logged):
        return events
    seen: dict[Logged, int] = {}
    repeats: dict[int, int] = {}
    keep: list[Event] = []
    for ev in events:
        if type(ev) is Logged:
            first = seen.get(ev)
            if first is not None:
                repeats[first] = repeats.get(first, 1) + 1
                continue
            seen[ev] = len(keep)
        keep.append(ev)
    for i, times in repeats.items():
        once = keep[i]
        assert isinstance(once, Logged)
        keep[i] = dataclasses.replace(
            once, key=once.key + ".times", params=tuple(sorted((*once.params, ("times", times))))
        )
    events[:] = keep
    return events


def score_changes(st: State, before: tuple[int, ...]) -> list[Event]:
    """One ``Scored`` per seat whose open points (scoring.running_parts) changed since ``before``
    (``running_marks``, taken before an action): the change, the running total, and the line that
    changed (or "points in play" when several did). Points are counted only on a change."""
    out: list[Event] = []
    marks = running_marks(st)
    if marks == before:
        return out
    n = st.n
    for s in range(n):
        mark, was_mark = marks[s::n], before[s::n]
        if mark == was_mark:
            continue
        now, was = running_parts(st, s, mark), running_parts(st, s, was_mark)
        total = sum(now)
        if total == sum(was):
            continue  # a 0-point card joined, or a treasure spent as a resource lost what a card gained
        changed = [k for k in range(len(now)) if now[k] != was[k]]
        reason = RUNNING[changed[0]] if len(changed) == 1 else "farshore.score.running"
        out.append(Scored(seat=s, points=total - sum(was), reason=reason, total=total))
    return out


def _turn_action_ok(st: State, a: Action) -> bool:
    """Whether a D2 action is in ``turn_options`` (checked without building the whole list)."""
    seat = st.current
    if isinstance(a, PlaceWorker):
        return a in place_options(st, seat)
    if isinstance(a, PlayCard):
        if a.slot == 0:
            if a.card not in st.hands[seat]:
                return False
            return can_play(st, seat, CARDS[a.card], "hand")
        if not 1 <= a.slot <= BAY_SIZE or not st.bay[a.slot - 1] or bay_blocked(st, a.slot):
            return False
        return st.bay[a.slot - 1][-1] == a.card and can_play(st, seat, CARDS[a.card], "bay")
    if isinstance(a, Prepare):
        return st.season[seat] < 3 and workers_free(st, seat) <= 0
    if isinstance(a, Pass):
        return st.season[seat] == 3
    return False
