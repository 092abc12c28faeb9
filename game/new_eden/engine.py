"""The game flow of Paris: New Eden: the four phases of each season, between the decisions.

Spec: shared/specs/new-eden.md (§6 phases, §9 powers, §16 decisions). ``legal(s)`` lists the
options of the pending decision in a stable order; the flow functions (``resolve_next``,
``next_decl``, ``next_claim``, ``next_window``, ``next_feed`` …) run every automatic step after a
decision up to the next one, appending events. The decisions themselves are in ``handlers.py``,
the setup in ``setup.py``, the final scoring in ``scoring.py``.

One file because it is the flow between decisions, by phase (sections for phases 1–3); the decisions themselves are in handlers.py.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core.messages import (
    Action,
    DiceRolled,
    Event,
    Moved,
    PhaseBegan,
    Scored,
    log,
)
from game.new_eden import scoring
from game.new_eden.actions import (
    CommitWilds,
    CompleteMission,
    Done,
    DontPay,
    FlipEvent,
    KeepBridgeMission,
    KeepOpeningMission,
    NoSecondDie,
    NoSwap,
    PayFeeding,
    PickStartingToken,
    SwapFirstDie,
    SwapSecondDie,
    TakeBuilding,
    TakeDeckTop,
    TakeDie,
    TakeItem,
    TakeToken,
)
from game.new_eden.data import DATA
from game.new_eden.state import (
    EQUIP,
    FACE_INDEX,
    FACES,
    LOCATIONS,
    TOKEN_KINDS,
    TYPES,
    WILD,
    State,
    event_met,
    metrics,
    owns,
    requirement_met,
)
from game.new_eden.strings import kind_key, location_key, name_key

SEASON_KEYS = ("spring", "summer", "autumn", "winter")
PHASE_KEYS = {
    "opening": "new_eden.phase.opening",
    "gather": "new_eden.phase.gather",
    "claim": "new_eden.phase.claim",
    "window": "new_eden.phase.window",
    "feed": "new_eden.phase.events",
    "final_window": "new_eden.phase.final_window",
    "over": "new_eden.phase.final_scoring",
}


def effect(power: str, key: str) -> Any:
    return dict(DATA.powers[power].effect)[key]


def dpp(s: State) -> int:
    """Dice slots per player board (spec §4.3)."""
    return int(DATA.setup[s.n]["dice_per_player_per_season"])


def roll_dice(s: State, ev: list[Event]) -> None:
    """Roll the number of dice each location needs for the player count and place them."""
    per = DATA.setup[s.n]["dice_per_location"]
    for loc in LOCATIONS:
        counts = [0] * 6
        faces = []
        for v in s.rng.roll(per[loc], 6):
            counts[v - 1] += 1
            faces.append(FACES[v - 1])
        s.dice[loc] = counts
        ev.append(DiceRolled(zone=f"location:{loc}", faces=tuple(faces)))


def reveal_rows(s: State, ev: list[Event]) -> None:
    k = int(DATA.setup[s.n]["buildings_revealed_per_type"])
    for t in TYPES:
        for _ in range(k):
            if not s.bdeck[t]:
                break
            cid = s.bdeck[t].pop(0)
            s.brow[t].append(cid)
            ev.append(Moved(piece=cid, from_zone=f"deck:building:{t}", to_zone=f"row:{t}", reveal=True))


# ------------------------------------------------------------------------------------------
# legal options


def dice_present(s: State) -> list[tuple[str, str]]:
    return [(loc, FACES[f]) for loc in LOCATIONS for f in range(6) if s.dice[loc][f] > 0]


def swap_firsts(s: State) -> list[tuple[str, str]]:
    present = dice_present(s)
    return [(l1, f1) for (l1, f1) in present if any(l2 != l1 and f2 != f1 for (l2, f2) in present)]


def wild_options(s: State, seat: int, t: str) -> tuple[int, int, int]:
    base = s.bd_dice[seat][FACE_INDEX[t]] + s.waiting[seat].count(t)
    return base, s.bd_dice[seat][WILD], s.waiting[seat].count("jack")


def center_items(s: State) -> list[str]:
    items = [k for k in EQUIP if k in s.center_eq]
    if s.bat is None:
        items.append("bat")
    if s.binoculars is None:
        items.append("binoculars")
    return items


def completable(s: State, seat: int) -> list[str]:
    """Held new-building missions whose requirement the refuge meets, by id."""
    m = metrics(s, seat)
    return sorted(
        mid for mid in s.hand[seat] if DATA.missions[mid].kind == "new_building" and requirement_met(m, mid)
    )


def shortfall(s: State, seat: int) -> tuple[int, int, int]:
    """(population, missing farmers, band VP) for feeding."""
    m = metrics(s, seat)
    pop = m["survivors.total"]
    band = DATA.band(pop)
    return pop, max(0, band[2] - m["survivors.farmer"]), band[3]


def legal(s: State) -> list[Action]:
    """Every option of the pending decision, in a stable documented order (spec §16).

    D1 token kinds in type order (tinkerer, brawler, healer, sage, farmer); D2/D8 missions by id;
    D3a ``NoSwap`` then dice; D4 dice; D5 ``NoSecondDie`` then dice — dice always by location
    (tower, bridge, restaurant, city_center, train_station) then face (type order, wild last);
    D6 face-up tiles in Tower slot order; D7 bullet, book, capsule, bat, binoculars; D9 token kinds
    in type order then jack; D10 (wild dice, jacks) ascending, dice first; D11 face-up cards in row
    order then ``TakeDeckTop``; D12 completable missions by id then ``Done``; D13 pay, don't pay.
    """
    a = s.actor
    if a is None:
        return []
    options = LEGAL.get(s.stage)
    return options(s, a) if options is not None else []


def _opening_tokens(s: State, a: int) -> list[Action]:
    return [PickStartingToken(seat=a, kind=k) for k in TOKEN_KINDS if k in s.starting_pool]


def _opening_missions(s: State, a: int) -> list[Action]:
    return [KeepOpeningMission(seat=a, mission=m) for m in sorted(s.hand[a])]


def _swap_first(s: State, a: int) -> list[Action]:
    out: list[Action] = [NoSwap(seat=a)]
    return out + [SwapFirstDie(seat=a, location=loc, face=f) for loc, f in swap_firsts(s)]


def _swap_second(s: State, a: int) -> list[Action]:
    assert s.swap_from is not None
    l1, f1 = s.swap_from
    return [
        SwapSecondDie(seat=a, location=loc, face=f) for loc, f in dice_present(s) if loc != l1 and f != f1
    ]


def _take(s: State, a: int) -> list[Action]:
    return [TakeDie(seat=a, location=loc, face=f) for loc, f in dice_present(s)]


def _second(s: State, a: int) -> list[Action]:
    out: list[Action] = [NoSecondDie(seat=a)]
    return out + [TakeDie(seat=a, location=loc, face=f) for loc, f in dice_present(s) if loc != s.first_loc]


def _tower(s: State, a: int) -> list[Action]:
    return [FlipEvent(seat=a, tile=t) for t, up in zip(s.tower, s.tower_up, strict=True) if up]


def _city(s: State, a: int) -> list[Action]:
    return [TakeItem(seat=a, item=i) for i in center_items(s)]


def _bridge(s: State, a: int) -> list[Action]:
    return [KeepBridgeMission(seat=a, mission=m) for m in sorted(s.bdraw)]


def _station(s: State, a: int) -> list[Action]:
    return [TakeToken(seat=a, kind=k) for k in TOKEN_KINDS if k in s.station]


def _wilds(s: State, a: int) -> list[Action]:
    t = TYPES[s.ctype]
    _, wd, jk = wild_options(s, a, t)
    return [
        CommitWilds(seat=a, building_type=t, dice=k, jacks=j) for k in range(wd + 1) for j in range(jk + 1)
    ]


def _building(s: State, a: int) -> list[Action]:
    t = TYPES[s.ctype]
    out: list[Action] = [TakeBuilding(seat=a, card=c) for c in s.brow[t]]
    if owns(s, a, "TP06") and s.bdeck[t]:
        out.append(TakeDeckTop(seat=a, building_type=t))
    return out


def _window(s: State, a: int) -> list[Action]:
    out: list[Action] = [CompleteMission(seat=a, mission=m) for m in completable(s, a)]
    return out + [Done(seat=a)]


def _pay(s: State, a: int) -> list[Action]:
    _, short, _ = shortfall(s, a)
    return [PayFeeding(seat=a, cans=short), DontPay(seat=a)]


# the options of each pending decision (stage), for the seat to act
LEGAL: dict[str, Callable[[State, int], list[Action]]] = {
    "token": _opening_tokens,
    "mission": _opening_missions,
    "swap1": _swap_first,
    "swap2": _swap_second,
    "take": _take,
    "second": _second,
    "tower": _tower,
    "city": _city,
    "bridge": _bridge,
    "station": _station,
    "wilds": _wilds,
    "building": _building,
    "window": _window,
    "pay": _pay,
}


# ------------------------------------------------------------------------------------------
# applying decisions


def to_bottom(s: State, seat: int, cards: list[str], zone: str, ev: list[Event]) -> None:
    """Cards go under the mission deck in random order; the seat remembers the batch (spec §12)."""
    cards = list(cards)
    s.rng.shuffle(cards)
    if cards:
        label = f"{seat}:{s.nbatch}"
        s.nbatch += 1
        s.mdeck += cards
        s.mbatch += [label] * len(cards)
        s.returned[seat][label] = sorted(cards)
    if cards:
        ev.append(Moved(piece="back:missions", from_zone=zone, to_zone="deck:missions", count=len(cards)))


def score_feed(s: State, seat: int, vp: int, ev: list[Event]) -> None:
    s.feed_vp[seat][s.season - 1] += vp
    ev.append(Scored(seat=seat, points=vp, reason="new_eden.score.feeding", total=scoring.total(s, seat)))


# --- phase 1


def begin_season(s: State, ev: list[Event]) -> None:
    s.season += 1
    s.phase = "gather"
    ev.append(PhaseBegan(phase=f"new_eden.season.{SEASON_KEYS[s.season - 1]}", round=s.season))
    ev.append(PhaseBegan(phase=PHASE_KEYS["gather"], round=s.season))
    _start_turn(s, s.start, ev)


def _start_turn(s: State, seat: int, ev: list[Event]) -> None:
    s.turn = seat
    s.actor = seat
    s.pending = []
    s.first_loc = None
    if not s.first_done[seat] and owns(s, seat, "TP02") and swap_firsts(s):
        s.stage = "swap1"
    else:
        s.stage = "take"


def take_die(s: State, seat: int, loc: str, face: str, ev: list[Event]) -> None:
    s.dice[loc][FACE_INDEX[face]] -= 1
    s.bd_dice[seat][FACE_INDEX[face]] += 1
    s.taken[seat] += 1
    s.pending.append(loc)
    ev.append(Moved(piece=f"die:{face}", from_zone=f"location:{loc}", to_zone=f"seat:{seat}:board:dice"))
    ev.append(log("new_eden.log.take_die", seat=seat, location=location_key(loc), face=kind_key(face)))


def resolve_next(s: State, ev: list[Event]) -> None:
    """Resolve the location actions of the dice taken this turn, in order; then end the turn."""
    a = s.turn
    while s.pending:
        loc = s.pending.pop(0)
        if loc == "restaurant":
            s.cans[a] += 1
            ev.append(Moved(piece="can", from_zone="supply:cans", to_zone=f"seat:{a}:cans"))
            ev.append(log("new_eden.log.restaurant", seat=a))
            continue
        if loc == "tower":
            if any(s.tower_up):
                s.stage = "tower"
                s.actor = a
                return
            continue
        if loc == "city_center":
            if center_items(s):
                s.stage = "city"
                s.actor = a
                return
            continue
        if loc == "train_station":
            if s.station:
                s.stage = "station"
                s.actor = a
                return
            continue
        if loc == "bridge":
            draw = 3 + owns(s, a, "TP05") * effect("TP05", "extra_draw")
            keep = 1 + owns(s, a, "TP04") * effect("TP04", "extra_keep")
            drawn = s.mdeck[:draw]
            del s.mdeck[:draw]
            del s.mbatch[:draw]
            live = set(s.mbatch)
            for known in s.returned:
                for label in [lb for lb in known if lb not in live]:
                    del known[label]
            for mid in drawn:
                ev.append(
                    Moved(
                        piece=mid,
                        from_zone="deck:missions",
                        to_zone="bridge:draw",
                        visible_to=(a,),
                        back="back:missions",
                        reveal=True,
                    )
                )
            if drawn:
                ev.append(log("new_eden.log.bridge_draw", seat=a, n=len(drawn), keep=min(keep, len(drawn))))
            else:
                ev.append(log("new_eden.log.bridge_empty", seat=a))
            if drawn:
                s.bdraw = drawn
                s.bkeeps = min(keep, len(drawn))
                s.stage = "bridge"
                s.actor = a
                return
            continue
    _end_turn(s, ev)


def _end_turn(s: State, ev: list[Event]) -> None:
    if not any(any(v) for v in s.dice.values()):
        _begin_claim(s, ev)
        return
    full = dpp(s)
    for i in range(1, s.n + 1):
        seat = (s.turn + i) % s.n
        if s.taken[seat] < full:
            _start_turn(s, seat, ev)
            return
    raise AssertionError("dice remain but every board is full")


# --- phase 2


def _begin_claim(s: State, ev: list[Event]) -> None:
    s.phase = "claim"
    ev.append(PhaseBegan(phase=PHASE_KEYS["claim"], round=s.season))
    s.ctype = 0
    _begin_type(s, ev)


def _begin_type(s: State, ev: list[Event]) -> None:
    t = TYPES[s.ctype]
    origin = s.binoculars if s.binoculars is not None else s.start
    s.decl_order = [(origin + i) % s.n for i in range(s.n)]
    s.decl = [None] * s.n
    ev.append(log("new_eden.log.claim_type", building_type=kind_key(t)))
    next_decl(s, ev)


def next_decl(s: State, ev: list[Event]) -> None:
    t = TYPES[s.ctype]
    for seat in s.decl_order:
        if s.decl[seat] is not None:
            continue
        base, wd, jk = wild_options(s, seat, t)
        if base >= 1 and (wd or jk):
            s.stage = "wilds"
            s.actor = seat
            return
        s.decl[seat] = [base, 0, 0]
        ev.append(declared(seat, t, base, 0, 0))
    # ranking: strength desc, ties by the Bat order (spec §6.2)
    origin = s.bat if s.bat is not None else s.start
    strengths = [sum(d) if d else 0 for d in s.decl]
    ranked = [seat for seat in range(s.n) if strengths[seat] >= 1]
    ranked.sort(key=lambda seat: (-strengths[seat], (seat - origin) % s.n))
    s.ranked = ranked
    s.rank_i = 0
    if not ranked:
        ev.append(log("new_eden.log.ranking_nobody", building_type=kind_key(t)))
    for place, seat in enumerate(ranked, 1):
        ev.append(
            log(
                "new_eden.log.rank",
                seat=seat,
                place=f"new_eden.place.{place}",
                building_type=kind_key(t),
                strength=strengths[seat],
            )
        )
    next_claim(s, ev)


def next_claim(s: State, ev: list[Event]) -> None:
    t = TYPES[s.ctype]
    while s.rank_i < len(s.ranked):
        seat = s.ranked[s.rank_i]
        if s.brow[t] or (s.bdeck[t] and owns(s, seat, "TP06")):
            s.stage = "building"
            s.actor = seat
            return
        ev.append(log("new_eden.log.no_card", seat=seat, building_type=kind_key(t)))
        s.rank_i += 1
    _spend(s, ev)
    s.ctype += 1
    if s.ctype < len(TYPES):
        _begin_type(s, ev)
    else:
        _end_claim(s, ev)


def declared(seat: int, t: str, base: int, dice: int, jacks: int) -> Event:
    """The log line of a strength declaration (with its wilds when any are committed)."""
    if dice or jacks:
        return log(
            "new_eden.log.declare_wilds",
            seat=seat,
            building_type=kind_key(t),
            base=base,
            wilds=dice + jacks,
            dice=dice,
            jacks=jacks,
            strength=base + dice + jacks,
        )
    return log("new_eden.log.declare", seat=seat, building_type=kind_key(t), strength=base)


def acquire(s: State, seat: int, cid: str, from_zone: str, ev: list[Event], reveal: bool = False) -> None:
    card = DATA.cards[cid]
    s.r_cards[seat].append(cid)
    ev.append(Moved(piece=cid, from_zone=from_zone, to_zone=f"seat:{seat}:refuge:buildings", reveal=reveal))
    ev.append(log("new_eden.log.take_building", seat=seat, card=name_key(cid)))
    cans = card.cans
    if card.power and DATA.powers[card.power].timing == "immediate":
        cans += effect(card.power, "gain_cans")
    if cans:
        s.cans[seat] += cans
        ev.append(Moved(piece="can", from_zone="supply:cans", to_zone=f"seat:{seat}:cans", count=cans))
        ev.append(log("new_eden.log.card_cans", seat=seat, card=name_key(cid), n=cans))


def _spend(s: State, ev: list[Event]) -> None:
    """Step C: dice of the type and committed wilds leave; used tokens go dark side up to the refuge."""
    t = TYPES[s.ctype]
    fi = FACE_INDEX[t]
    for seat in range(s.n):
        d = s.decl[seat]
        if d is None:
            continue
        _, k, j = d
        nd = s.bd_dice[seat][fi]
        if nd:
            s.bd_dice[seat][fi] = 0
            ev.append(
                Moved(piece=f"die:{t}", from_zone=f"seat:{seat}:board:dice", to_zone="supply:dice", count=nd)
            )
        if k:
            s.bd_dice[seat][WILD] -= k
            ev.append(
                Moved(piece="die:wild", from_zone=f"seat:{seat}:board:dice", to_zone="supply:dice", count=k)
            )
        nt = s.waiting[seat].count(t)
        if nt:
            s.waiting[seat] = [x for x in s.waiting[seat] if x != t]
            s.r_tokens[seat] += [t] * nt
            ev.append(
                Moved(
                    piece=f"token:{t}",
                    from_zone=f"seat:{seat}:board:tokens",
                    to_zone=f"seat:{seat}:refuge:tokens",
                    count=nt,
                )
            )
        if j:
            for _ in range(j):
                s.waiting[seat].remove("jack")
            s.r_tokens[seat] += ["slacker"] * j
            ev.append(
                Moved(
                    piece="token:slacker",
                    from_zone=f"seat:{seat}:board:tokens",
                    to_zone=f"seat:{seat}:refuge:tokens",
                    count=j,
                )
            )
            ev.append(log("new_eden.log.jacks_flipped", seat=seat, n=j))


def _end_claim(s: State, ev: list[Event]) -> None:
    for seat in range(s.n):
        for f in range(6):
            c = s.bd_dice[seat][f]
            if c:
                s.bd_dice[seat][f] = 0
                ev.append(
                    Moved(
                        piece=f"die:{FACES[f]}",
                        from_zone=f"seat:{seat}:board:dice",
                        to_zone="supply:dice",
                        count=c,
                    )
                )
    _begin_window(s, ev, final=False)


# --- phase 3 and the end


def _turn_order(s: State) -> list[int]:
    return [(s.start + i) % s.n for i in range(s.n)]


def _begin_window(s: State, ev: list[Event], final: bool) -> None:
    s.phase = "final_window" if final else "window"
    ev.append(PhaseBegan(phase=PHASE_KEYS[s.phase], round=s.season))
    s.queue = [seat for seat in _turn_order(s) if s.hand[seat]]
    next_window(s, ev)


def next_window(s: State, ev: list[Event]) -> None:
    if s.queue:
        s.actor = s.queue[0]
        s.stage = "window"
        return
    if s.phase == "final_window":
        scoring.final_scoring(s, ev)
        return
    # the event: every face-up tile, every player at once (spec §6.4 A)
    s.phase = "feed"
    ev.append(PhaseBegan(phase=PHASE_KEYS["feed"], round=s.season))
    for tile, up in zip(s.tower, s.tower_up, strict=True):
        if not up:
            continue
        vp = DATA.events[tile].vp
        for seat in _turn_order(s):
            met = event_met(metrics(s, seat), tile, s.heroine == seat)
            if met:
                ev.append(log("new_eden.log.event_met", seat=seat, tile=name_key(tile), vp=vp))
            else:
                ev.append(log("new_eden.log.event_missed", seat=seat, tile=name_key(tile)))
            if met:
                s.ev_vp[seat][s.season - 1] += vp
                ev.append(
                    Scored(seat=seat, points=vp, reason="new_eden.score.event", total=scoring.total(s, seat))
                )
    s.queue = _turn_order(s)
    next_feed(s, ev)


def next_feed(s: State, ev: list[Event]) -> None:
    while s.queue:
        seat = s.queue[0]
        pop, short, vp = shortfall(s, seat)
        ev.append(log("new_eden.log.population", seat=seat, n=pop))
        if short == 0:
            ev.append(log("new_eden.log.fed", seat=seat, vp=vp))
            if vp:
                score_feed(s, seat, vp, ev)
        elif short <= s.cans[seat]:
            s.stage = "pay"
            s.actor = seat
            return
        else:
            ev.append(log("new_eden.log.not_fed", seat=seat, n=short))
        s.queue.pop(0)
    if s.season < 4:
        _prepare(s, ev)
        begin_season(s, ev)
    else:
        for seat in range(s.n):
            j = s.waiting[seat].count("jack")
            if j:
                s.waiting[seat] = [x for x in s.waiting[seat] if x != "jack"]
                s.r_tokens[seat] += ["jack"] * j
                ev.append(
                    Moved(
                        piece="token:jack",
                        from_zone=f"seat:{seat}:board:tokens",
                        to_zone=f"seat:{seat}:refuge:tokens",
                        count=j,
                    )
                )
                ev.append(log("new_eden.log.jacks_join", seat=seat, n=j))
        _begin_window(s, ev, final=True)


def _prepare(s: State, ev: list[Event]) -> None:
    """Phase 4 (spec §6.5)."""
    ev.append(PhaseBegan(phase="new_eden.phase.prepare", round=s.season))
    if s.binoculars is not None:
        s.start = s.binoculars
    ev.append(log("new_eden.log.start_player", seat=s.start))
    roll_dice(s, ev)
    # station
    if DATA.setup[s.n]["discard_leftover_station_tokens_each_season"] and s.station:
        for k in s.station:
            ev.append(Moved(piece=f"token:{k}", from_zone="train_station:tokens", to_zone="box:tokens"))
        s.box_tokens += s.station
        s.station = []
    nxt = s.tok_stacks.pop(0)
    s.station += nxt
    for k in nxt:
        ev.append(
            Moved(
                piece=f"token:{k}",
                from_zone=f"stack:survivors:{s.season + 1}",
                to_zone="train_station:tokens",
                reveal=True,
            )
        )
    # city center
    for item, holder in (("bat", s.bat), ("binoculars", s.binoculars)):
        if holder is not None:
            ev.append(Moved(piece=item, from_zone=f"seat:{holder}:items", to_zone=f"city_center:{item}"))
    s.bat = None
    s.binoculars = None
    if s.center_eq:
        s.box_eq += s.center_eq
        s.center_eq = []
    s.center_eq = s.eq_stacks.pop(0)
    for k in s.center_eq:
        ev.append(
            Moved(
                piece=f"equipment:{k}",
                from_zone=f"stack:equipment:{s.season + 1}",
                to_zone="city_center:equipment",
                reveal=True,
            )
        )
    # tower
    for t in s.tower:
        ev.append(Moved(piece=t, from_zone="tower:events", to_zone="discard:events"))
    s.ev_discard += s.tower
    tiles = s.ev_future.pop(0)
    s.rng.shuffle(tiles)
    s.tower = tiles[:3]
    s.tower_up = [True, True, True]
    s.ev_box += tiles[3:]
    for t in s.tower:
        ev.append(
            Moved(piece=t, from_zone=f"stack:events:{s.season + 1}", to_zone="tower:events", reveal=True)
        )
    if s.heroine is not None:
        ev.append(Moved(piece="heroine", from_zone=f"seat:{s.heroine}:items", to_zone="tower:heroine"))
    s.heroine = None
    # buildings
    for t in TYPES:
        for cid in s.brow[t]:
            ev.append(Moved(piece=cid, from_zone=f"row:{t}", to_zone=f"discard:{t}"))
        s.bdisc[t] += s.brow[t]
        s.brow[t] = []
    reveal_rows(s, ev)
    s.taken = [0] * s.n
    s.first_done = [False] * s.n
