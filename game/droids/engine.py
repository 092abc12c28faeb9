"""Legal actions and the turn machine of Les Derniers Droïdes (spec §6–§14, §22; setup.py: §5).

The common gate (``Rules.apply``, game/core/rules.py) checks an action against
``legal_actions``; its handler (handlers.py) carries it out, then ``_advance`` runs every
automatic step (dealing, reveal, resolution, automa, end check, interseason energy, scoring) up to
the next decision. ``state.step`` names the pending decision and ``state.actor`` its seat.

Why one module of about 1,000 lines: the turn machine is a ring (the deal, planning, resolution,
the end of a turn and the next deal call one another through ``_advance``), and its log lines
are built beside the steps that make them. The geometry and what a seat holds live in facts.py (the
scoring reads them too); the parts and swap helpers at the top and the legal actions are the parts
that can move out on their own.

One file because it is one turn machine: ``_advance`` and the automatic steps it runs, in the spec's order §6–§14.
"""

from __future__ import annotations

from typing import Any

from game.core.dispatch import Handlers
from game.core.i18n import Msg, MsgList
from game.core.messages import (
    Action,
    Event,
    GameEnded,
    IllegalAction,
    Logged,
    Moved,
    PhaseBegan,
    Scored,
    log,
)
from game.droids import data as D
from game.droids import scoring
from game.droids.actions import (
    ChooseAutomaCard,
    ChoosePile,
    Construct,
    DeclareType,
    Dismantle,
    EndSwaps,
    GiveCard,
    KeepCard,
    PayExtra,
    PlaceExtension,
    PlaceTokens,
    Repair,
    Swap,
)
from game.droids.cards import part_msg, parts_msg, season_numeral
from game.droids.facts import (
    adjacent_zones,
    beats_all,
    cap,
    covers,
    held,
    is_automa,
    leaves,
    team_of,
)
from game.droids.state import AUTOMA, State

KINDS = D.KINDS
DECLARE_HOUSES = (49, 50, 52, 55)

# one handler and one description per action class, filled in by handlers.py
HANDLERS: Handlers[State] = Handlers("droids")


# --------------------------------------------------------------------------------------------
# Parts


def discounted(cost: Any, collection: Any) -> list[int]:
    """A cost less card 42's energy when ``collection`` holds card 42 (§8.4)."""
    c = list(cost)
    if 42 in collection:
        c[3] = max(0, c[3] - D.DROIDS[42].params.get("amount", 1))
    return c


def printed_house_cost(house: int, energy_delta: int) -> list[int]:
    """A house's printed cost with ``house_cost_energy_delta`` added to its energy (not below 0)."""
    c = list(D.HOUSES[house].cost)
    c[3] = max(0, c[3] + energy_delta)
    return c


def repair_cost(s: State, seat: int, card: int) -> list[int]:
    """The printed cost less card 42's energy (never for card 42 itself, §8.4)."""
    return discounted(D.DROIDS[card].cost, s.collection[seat])


def house_cost(s: State, seat: int, house: int) -> list[int]:
    """Printed cost + ``house_cost_energy_delta`` (not below 0), less card 42's energy."""
    return discounted(printed_house_cost(house, s.opts["house_cost_energy_delta"]), s.collection[seat])


def tokens_apply(s: State, seat: int, house: int) -> bool:
    """Card 31's tokens make this seat pay 3 extra base parts for this house."""
    return bool(s.tokens) and s.tokens[0] == house and s.tokens[1] != seat


def short_of(have: Any, need: Any) -> list[int]:
    """The parts missing from ``have`` to pay ``need`` (zeros where there are enough)."""
    return [max(0, need[k] - have[k]) for k in range(4)]


def extra_base_left(have: Any, cost: Any) -> int:
    """Base parts still held once ``cost`` is paid (card 31's extra parts come from these)."""
    return (have[0] - cost[0]) + (have[1] - cost[1]) + (have[2] - cost[2])


def _spend(s: State, seat: int, parts: Any) -> None:
    """Pay parts: shed first, then card 65, then card 71 (§7)."""
    sh = s.shed[seat]
    st = s.stored[seat]
    for k in range(4):
        need = parts[k]
        if not need:
            continue
        take = min(need, sh[k])
        sh[k] -= take
        need -= take
        i = 0
        while need and i < len(st):
            if k < 3:
                take = min(need, st[i + 1 + k])
                st[i + 1 + k] -= take
                need -= take
            i += 4
        if need:
            raise AssertionError("spent parts the seat does not hold")


def _gain(s: State, seat: int, parts: Any, ev: list[Event], why: str, private: bool = False) -> None:
    """Add parts to the shed; with immediate overflow the excess is lost at once (§7)."""
    sh = s.shed[seat]
    immediate = s.opts["overflow_timing"] == "immediate"
    vis = (seat,) if private else None
    for k in range(4):
        n = parts[k]
        if not n:
            continue
        sh[k] += n
        if not private:
            ev.append(
                Moved(piece=f"part:{KINDS[k]}", from_zone="supply", to_zone=f"seat:{seat}:shed", count=n)
            )
        if immediate:
            c = cap(s, seat, k)
            if sh[k] > c:
                over = sh[k] - c
                sh[k] = c
                s.lost[seat] += over
                ev.append(
                    log("droids.log_overflow", visible_to=vis, seat=seat, parts=part_msg(over, KINDS[k]))
                )


def _trim(s: State, ev: list[Event]) -> None:
    """``overflow_timing = end_of_turn``: cut every column back to its capacity."""
    for seat in range(s.nseats):
        if is_automa(s, seat):
            continue
        for k in range(4):
            c = cap(s, seat, k)
            if s.shed[seat][k] > c:
                over = s.shed[seat][k] - c
                s.shed[seat][k] = c
                s.lost[seat] += over
                ev.append(log("droids.log_overflow", seat=seat, parts=part_msg(over, KINDS[k])))


# --------------------------------------------------------------------------------------------
# Swaps

_PAIR_CACHE: dict[tuple[int, ...], tuple[D.SwapPair, ...]] = {}


def _pairs_for(s: State, seat: int) -> tuple[D.SwapPair, ...]:
    return pairs_for(s.collection[seat])


def pairs_for(collection: Any) -> tuple[D.SwapPair, ...]:
    """Every swap pair the base rates and the market droids of ``collection`` allow (§6.2, §8.4)."""
    markets = tuple(sorted(c for c in collection if c in D.DROIDS and D.DROIDS[c].swaps))
    got = _PAIR_CACHE.get(markets)
    if got is None:
        pairs = set(D.BASE_SWAPS)
        for c in markets:
            pairs.update(D.DROIDS[c].swaps)
        got = tuple(sorted(pairs))
        _PAIR_CACHE[markets] = got
    return got


def swap_options(s: State, seat: int) -> list[D.SwapPair]:
    """Every distinct swap the seat may make now (§6.2), sorted by give then get."""
    if s.swaps_used[seat] >= D.MAX_SWAPS:
        return []
    h = held(s, seat)
    return [p for p in _pairs_for(s, seat) if covers(h, p[0])]


# --------------------------------------------------------------------------------------------
# --------------------------------------------------------------------------------------------
# Turn start and the deal (§6.1)


def _secondary(s: State, p: int) -> int:
    if s.opts["four_player_gift_rule"] == "clockwise_secondary_alternating":
        return (p + 1) % 4
    return p ^ 1


def _gift_target(s: State, drawer: int) -> int:
    """Who receives a drawer's spare card (§6.1)."""
    return gift_target(s.players, s.priority, s.secondary, s.opts["four_player_gift_rule"], drawer)


def gift_target(players: int, priority: int, secondary: int, rule: str, drawer: int) -> int:
    """Who receives a drawer's spare card at 1, 2 or 4 players (§6.1)."""
    if players <= 2:
        return 1 - drawer
    if rule == "clockwise_secondary_alternating" and team_of(priority) != team_of(secondary):
        return drawer ^ 1  # opponents turn: each feeds their own teammate
    return (drawer + 2) % 4  # teammates turn: each feeds their direct opponent


def _drawers(s: State) -> list[tuple[int, int]]:
    """(seat, deck index) of this turn's drawers."""
    if s.players == 4:
        return [(s.priority, 0), (s.secondary, 1)]
    return [(s.priority, 0)]


def _back(card: int) -> str:
    if card < 0:
        return "interseason"
    return f"back:season{D.DROIDS[card].season}"


def _deck_zone(i: int) -> str:
    return "deck:A" if i == 0 else "deck:B"


def _begin_turn(s: State, ev: list[Event], rotate: bool = True) -> None:
    if rotate:
        s.priority = (1 - s.priority) if s.players == 1 else (s.priority + 1) % s.players
    p = s.priority
    s.turn += 1
    n = s.nseats
    if s.players == 4:
        s.secondary = _secondary(s, p)
        s.order = [p, s.secondary] + [x for x in ((p + i) % 4 for i in range(1, 4)) if x != s.secondary]
    else:
        s.order = [(p + i) % n for i in range(n)]
    s.ptr = 0
    layout = D.LAYOUTS[s.players]
    drawers = _drawers(s)
    for (_seat, di), need in zip(drawers, layout["draw"], strict=True):
        deck = s.decks[di]
        if len(deck) < need or any(c < 0 for c in deck[len(deck) - need :]):
            # §15 #22: not enough cards for a turn: the game ends instead
            s.ended = s.ended or "deck"
            _enter_final(s, ev)
            return
    s.phase = "deal"
    ev.append(PhaseBegan(phase="droids.phase_turn", round=s.turn))
    season = season_numeral(season_now(s))  # a key: each language writes its own numeral
    if s.players == 4:
        ev.append(log("droids.log_turn4", seat=p, seat2=s.secondary, turn=s.turn, season=season))
    else:
        ev.append(log("droids.log_turn", seat=p, turn=s.turn, season=season))
    for (seat, di), need in zip(drawers, layout["draw"], strict=True):
        deck = s.decks[di]
        for _ in range(need):
            c = deck.pop()
            s.drawn[seat].append(c)
            public = is_automa(s, seat)
            ev.append(
                Moved(
                    piece=f"droid:{c}",
                    from_zone=_deck_zone(di),
                    to_zone=f"seat:{seat}:drawn",
                    visible_to=None if public else (seat,),
                    back=_back(c),
                    reveal=True,
                )
            )
    if s.players == 1 and p == AUTOMA:
        a, b = s.drawn[AUTOMA]
        ia, ib = automa_interest(s, a), automa_interest(s, b)
        ev.append(log("droids.log_automa_interest", seat=AUTOMA, card=a, value=ia, card2=b, value2=ib))
        if ia == ib and s.opts["automa_tie_break"] == "human":
            s.step, s.actor = "automa_tie", 0
            return
        take = a if ia > ib else b if ib > ia else min(a, b)
        _deal_pair(s, AUTOMA, take, ev)
        _begin_plan(s, ev)
        return
    s.step, s.actor = "keep", p


def season_now(s: State) -> int:
    """Season of the next card of the first deck (3 once it is empty)."""
    d = s.decks[0]
    for c in reversed(d):
        if c > 0:
            return D.DROIDS[c].season
    return 3


def automa_interest(s: State, card: int) -> int:
    """Printed interest + bonuses of unbuilt houses on the table for its family (§14)."""
    return interest_of(card, s.zone_houses["zone:0-1"])


def interest_of(card: int, houses: Any) -> int:
    """A droid's automa interest with ``houses`` (the unbuilt ones on the table) adding theirs."""
    d = D.DROIDS[card]
    v = d.interest
    for h in houses:
        hh = D.HOUSES[h]
        if hh.bonus_family == d.family:
            v += hh.bonus_value
    return v


def _hand_over(s: State, drawer: int, card: int, to: int, ev: list[Event]) -> None:
    s.drawn[drawer].remove(card)
    s.hand[to] = card
    ev.append(
        Moved(piece=f"droid:{card}", from_zone=f"seat:{drawer}:drawn", to_zone=f"seat:{to}:hand", reveal=True)
    )


def _deal_pair(s: State, drawer: int, keep: int, ev: list[Event]) -> None:
    """A 2-card deal: the drawer keeps ``keep``, the other goes to its recipient."""
    other = [c for c in s.drawn[drawer] if c != keep][0]
    _hand_over(s, drawer, keep, drawer, ev)
    _hand_over(s, drawer, other, _gift_target(s, drawer), ev)
    s.keep[drawer] = 0
    to = _gift_target(s, drawer)
    key = "droids.log_dealt"
    if s.players == 4:
        key = "droids.log_dealt_teammate" if team_of(to) == team_of(drawer) else "droids.log_dealt_opponent"
    ev.append(log(key, seat=drawer, card=keep, card2=other, seat2=to))


# --------------------------------------------------------------------------------------------
# Planning and resolution (§6.3)


def _snapshot(s: State) -> None:
    for i in range(s.nseats):
        s.pub_shed[i] = s.shed[i][:]
        s.pub_stored[i] = s.stored[i][:]


def _begin_plan(s: State, ev: list[Event]) -> None:
    s.phase = "plan"
    s.ptr = 0
    s.step, s.actor = "", -1
    s.mode = "execute" if s.opts["open_action_order"] else "commit"
    s.sealed = s.mode == "commit"
    s.commit = [() for _ in range(s.nseats)]
    _snapshot(s)
    ev.append(PhaseBegan(phase="droids.phase_plan", round=s.turn))


def _finish_seat(s: State) -> None:
    s.step, s.actor = "", -1
    s.w_kind, s.w_house, s.w_extras = "", 0, [0, 0, 0]
    s.ptr += 1


def _default_pile(s: State, seat: int) -> str:
    """The pile a seat discards into when it has no choice (§5.3, §17 giver_zone)."""
    adj = adjacent_zones(s.players, seat)
    if len(adj) == 1:
        return adj[0]
    # 3 players, giver_zone: a card from the Priority goes between you and the Priority; the
    # Priority's own card goes between the Priority and the next seat clockwise.
    p = s.priority
    other = (p + 1) % 3 if seat == p else p
    a, b = min(seat, other), max(seat, other)
    return f"zone:{a}-{b}"


def _needs_pile_choice(s: State) -> bool:
    return s.players == 3 and s.opts["three_player_discard"] == "choose_adjacent"


def _plan_next(s: State, ev: list[Event]) -> None:
    while s.ptr < len(s.order):
        seat = s.order[s.ptr]
        if is_automa(s, seat):
            if s.mode == "execute":
                _automa_act(s, ev)
            s.ptr += 1
            continue
        s.swaps_used[seat] = 0
        s.step, s.actor = "plan", seat
        return
    if s.mode == "commit":
        _reveal_plans(s, ev)
        s.phase = "resolve"
        s.ptr = 0
    else:
        s.phase = "endcheck"


def _reveal_plans(s: State, ev: list[Event]) -> None:
    """Every sealed swap and commitment becomes public together (§6.3)."""
    s.sealed = False
    ev.append(PhaseBegan(phase="droids.phase_resolve", round=s.turn))
    for seat in s.order:
        ev.extend(_swap_lines(seat, s.secret[seat]))
        s.secret[seat] = []
        if s.commit[seat]:
            # the last seat to commit saw its secret line a moment ago, in this same move: the
            # public line replaces it
            ev[:] = [e for e in ev if not (isinstance(e, Logged) and e.key.startswith(_SECRET))]
            ev.append(_plan_line(s, seat, s.commit[seat]))
        if s.pub_shed[seat] != s.shed[seat]:
            ev.append(log("droids.log_shed_now", seat=seat, parts=parts_msg(s.shed[seat])))
    if s.opts["conflict_resolution"] == "simultaneous_both_fail":
        count: dict[int, int] = {}
        for seat in s.order:
            c = s.commit[seat]
            if c and c[0] == "construct":
                count[c[1]] = count.get(c[1], 0) + 1
        for seat in s.order:
            c = s.commit[seat]
            if c and c[0] == "construct" and count[c[1]] > 1:
                s.commit[seat] = ("dismantle", c[3])
                ev.append(log("droids.log_conflict_fail", seat=seat, house=c[1]))


def _fmt(parts: Any) -> Msg | MsgList:
    """Parts as a message for the log and labels: "2 nuts and 1 energy" ("nothing" when empty)."""
    return parts_msg(parts)


def _swap_lines(seat: int, swaps: list[tuple[Any, ...]]) -> list[Event]:
    """The log lines of a sealed step's swaps at its reveal: one line per kind of swap, with a
    count when the same swap was made several times (so no line repeats within the move)."""
    counts: dict[tuple[Any, ...], int] = {}
    for pair in swaps:
        counts[pair] = counts.get(pair, 0) + 1
    out: list[Event] = []
    for (give, get), n in counts.items():  # insertion order: the order they were first made
        if n == 1:
            out.append(log("droids.log_swap", seat=seat, give=_fmt(give), get=_fmt(get)))
        else:
            out.append(log("droids.log_swap_times", seat=seat, give=_fmt(give), get=_fmt(get), n=n))
    return out


_SECRET = "droids.log_secret_"  # the committing seat's own line while its plan is sealed


def _plan_line(s: State, seat: int, c: tuple[Any, ...], secret: bool = False) -> Logged:
    """ "Seat will repair droid 23" for a committed action (at the reveal), or the seat's own
    "plans to repair droid 23 (secret …)" while the step is sealed."""
    prefix = _SECRET if secret else "droids.log_plan_"
    vis = (seat,) if secret else None
    if c[0] == "construct":
        return log(prefix + "construct", visible_to=vis, seat=seat, house=c[1])
    return log(prefix + str(c[0]), visible_to=vis, seat=seat, card=s.hand[seat])


def _commit_valid(s: State, seat: int, c: tuple[Any, ...]) -> bool:
    if c[0] != "construct":
        return True
    house = c[1]
    if not any(house in s.zone_houses[z] for z in adjacent_zones(s.players, seat)):
        return False
    if tokens_apply(s, seat, house) and sum(c[2]) < 3:
        return False
    return True


def _resolve_next(s: State, ev: list[Event]) -> None:
    while s.ptr < len(s.order):
        seat = s.order[s.ptr]
        if is_automa(s, seat):
            _automa_act(s, ev)
            s.ptr += 1
            continue
        c = s.commit[seat]
        if not c:  # already resolved through a re-choice
            s.ptr += 1
            continue
        s.commit[seat] = ()
        if not _commit_valid(s, seat, c):
            if s.opts["conflict_resolution"] == "priority_order_rechoose":
                ev.append(log("droids.log_rechoose", seat=seat, house=c[1]))
                s.mode = "execute"
                s.swaps_used[seat] = 0
                s.step, s.actor = "plan", seat
                return
            ev.append(log("droids.log_conflict_fail", seat=seat, house=c[1]))
            c = ("dismantle", c[3])
        _execute(s, seat, c, ev)
        if s.step:
            return
        s.ptr += 1
    s.phase = "endcheck"


def _execute(s: State, seat: int, c: tuple[Any, ...], ev: list[Event]) -> None:
    """Carry out an action; sets ``step`` when an on-repair choice is needed."""
    card = s.hand[seat]
    s.hand[seat] = 0
    if c[0] == "repair":
        cost = repair_cost(s, seat, card)
        _spend(s, seat, cost)
        if any(cost):
            ev.append(log("droids.log_paid", seat=seat, parts=_fmt(cost)))
        s.collection[seat].append(card)
        ev.append(
            Moved(piece=f"droid:{card}", from_zone=f"seat:{seat}:hand", to_zone=f"seat:{seat}:collection")
        )
        ev.append(log("droids.log_repair", seat=seat, card=card))
        _on_repair(s, seat, card, ev)
    elif c[0] == "dismantle":
        zone = c[1]
        s.discard[zone].append(card)
        ev.append(Moved(piece=f"droid:{card}", from_zone=f"seat:{seat}:hand", to_zone=f"{zone}:discard"))
        y = list(D.DROIDS[card].dismantle)
        for other in s.collection[seat]:
            d = D.DROIDS[other]
            if d.effect == "dismantle_bonus":
                k = D.KIND_INDEX[d.params["part"]]
                if D.DROIDS[card].dismantle[k] > 0:
                    y[k] += 1
        ev.append(log("droids.log_dismantle", seat=seat, card=card, parts=_fmt(y)))
        _gain(s, seat, y, ev, "dismantle")
    else:
        house, extras, zone = c[1], c[2], c[3]
        cost = house_cost(s, seat, house)
        _spend(s, seat, cost)
        if sum(extras):
            _spend(s, seat, (extras[0], extras[1], extras[2], 0))
        s.discard[zone].append(card)
        ev.append(Moved(piece=f"droid:{card}", from_zone=f"seat:{seat}:hand", to_zone=f"{zone}:discard"))
        for z in adjacent_zones(s.players, seat):
            if house in s.zone_houses[z]:
                s.zone_houses[z].remove(house)
                ev.append(
                    Moved(piece=f"house:{house}", from_zone=f"{z}:houses", to_zone=f"seat:{seat}:houses")
                )
                break
        s.built[seat].append(house)
        if sum(extras):
            ev.append(
                log(
                    "droids.log_construct_extra",
                    seat=seat,
                    house=house,
                    parts=_fmt(cost),
                    extra=_fmt(list(extras) + [0]),
                )
            )
        else:
            ev.append(log("droids.log_construct", seat=seat, house=house, parts=_fmt(cost)))
        if s.tokens and s.tokens[0] == house:
            s.tokens = []
            s.tokens_spent = True
            ev.append(log("droids.log_tokens_gone", house=house))
        h = D.HOUSES[house]
        if h.key == "gain_parts_on_build":
            p = h.params["parts"]
            _gain(s, seat, [p.get(k, 0) for k in KINDS], ev, "house")


def _on_repair(s: State, seat: int, card: int, ev: list[Event]) -> None:
    d = D.DROIDS[card]
    eff, par = d.effect, d.params
    if eff == "gain_parts":
        _gain(s, seat, [par["parts"].get(k, 0) for k in KINDS], ev, "effect")
    elif eff == "store_on_card":
        st = s.stored[seat]
        entries = [st[i : i + 4] for i in range(0, len(st), 4)]
        entries.append([card] + [par["parts"].get(k, 0) for k in D.BASE])
        entries.sort()
        s.stored[seat] = [x for e in entries for x in e]
        ev.append(log("droids.log_stored", seat=seat, card=card, parts=_fmt(par["parts"])))
    elif eff in ("shed_extension", "wildcard_type"):
        count = par["count"] if eff == "shed_extension" else par.get("shed_extension", 0)
        parts = [par.get("parts", {}).get(k, 0) for k in KINDS]
        forced = par.get("forced_part")
        if forced:
            k = D.KIND_INDEX[forced]
            s.ext[seat][k] += count
            ev.append(
                Moved(
                    piece=f"extension:{forced}",
                    from_zone="supply",
                    to_zone=f"seat:{seat}:extensions",
                    count=count,
                )
            )
            _gain(s, seat, parts, ev, "effect")
        elif count:
            s.ext_left, s.ext_parts = count, parts
            s.step, s.actor = "extension", seat
        else:
            _gain(s, seat, parts, ev, "effect")
    elif eff == "extra_cost_tokens":
        if token_targets(s, seat):
            s.step, s.actor = "tokens", seat
        else:
            ev.append(log("droids.log_tokens_none", seat=seat))


def token_targets(s: State, seat: int) -> list[int]:
    """Unbuilt houses next to the seat that may receive card 31's tokens (one set only)."""
    if s.tokens or s.tokens_spent:
        return []
    return sorted(h for z in adjacent_zones(s.players, seat) for h in s.zone_houses[z])


def _automa_act(s: State, ev: list[Event]) -> None:
    """§14: repair free, except communication droids failing the test, which are discarded."""
    card = s.hand[AUTOMA]
    s.hand[AUTOMA] = 0
    d = D.DROIDS[card]
    repair = True
    if d.family == "communication":
        mine = sum(1 for c in s.collection[AUTOMA] if D.DROIDS[c].family == "communication")
        human = sum(1 for c in s.collection[0] if D.DROIDS[c].family == "communication")
        pile = sum(1 for c in s.discard["zone:0-1"] if D.DROIDS[c].family == "communication")
        repair = mine < human or mine < pile
        key = "droids.log_automa_comm_pass" if repair else "droids.log_automa_comm_fail"
        ev.append(log(key, seat=AUTOMA, seat2=0, card=card, mine=mine, human=human, pile=pile))
    if repair:
        s.collection[AUTOMA].append(card)
        ev.append(
            Moved(piece=f"droid:{card}", from_zone=f"seat:{AUTOMA}:hand", to_zone=f"seat:{AUTOMA}:collection")
        )
        ev.append(log("droids.log_repair", seat=AUTOMA, card=card))
    else:
        s.discard["zone:0-1"].append(card)
        ev.append(Moved(piece=f"droid:{card}", from_zone=f"seat:{AUTOMA}:hand", to_zone="zone:0-1:discard"))
        ev.append(log("droids.log_discard", seat=AUTOMA, card=card))


# --------------------------------------------------------------------------------------------
# End of turn (§6.4, §10), end of game (§12)


def game_should_end(s: State) -> str:
    if all(not d for d in s.decks):
        return "deck"
    for seat in range(s.players):
        if not any(s.zone_houses[z] for z in adjacent_zones(s.players, seat)):
            return "houses"
    return ""


def _end_check(s: State, ev: list[Event]) -> None:
    why = game_should_end(s)
    if why:
        s.ended = why
        ev.append(_end_line(s, why))
        if s.opts["overflow_timing"] == "end_of_turn":
            _trim(s, ev)
        _enter_final(s, ev)
        return
    s.ptr = 0
    s.phase = "post" if s.opts["swap_after_action"] else "interseason"
    if s.phase == "interseason" and s.opts["overflow_timing"] == "end_of_turn":
        _trim(s, ev)


def _end_line(s: State, why: str) -> Event:
    if why == "houses":
        for seat in range(s.players):
            if not any(s.zone_houses[z] for z in adjacent_zones(s.players, seat)):
                return log("droids.log_end_houses", seat=seat)
    return log("droids.log_end_deck")


def _post_next(s: State, ev: list[Event]) -> None:
    while s.ptr < len(s.order):
        seat = s.order[s.ptr]
        if not is_automa(s, seat):
            s.swaps_used[seat] = 0
            if swap_options(s, seat):
                s.step, s.actor = "post", seat
                return
        s.ptr += 1
    if s.opts["overflow_timing"] == "end_of_turn":
        _trim(s, ev)
    s.phase = "interseason"
    s.ptr = 0


def _interseason_next(s: State, ev: list[Event]) -> None:
    if not (s.decks[0] and s.decks[0][-1] < 0):
        s.phase = "pass"
        return
    if s.ptr == 0:
        ev.append(PhaseBegan(phase="droids.phase_interseason", round=s.turn))
    while s.ptr < len(s.order):
        seat = s.order[s.ptr]
        if not is_automa(s, seat):
            s.step, s.actor = "interseason", seat
            return
        s.ptr += 1
    lv = [leaves(s, i) for i in range(s.nseats)]
    for seat in s.order:
        if not is_automa(s, seat) and beats_all(s, seat, lv):
            ev.append(log("droids.log_battery", seat=seat))
            _gain(s, seat, [0, 0, 0, 1], ev, "interseason")
    for i, d in enumerate(s.decks):
        if d and d[-1] < 0:
            c = d.pop()
            s.is_discard.append(c)
            ev.append(
                Moved(
                    piece=f"interseason:{D.IS_NAMES[c]}",
                    from_zone=_deck_zone(i),
                    to_zone="discard:interseason",
                    reveal=True,
                )
            )
    if s.opts["overflow_timing"] == "end_of_turn":
        _trim(s, ev)
    s.phase = "pass"


def needs_declare(s: State, seat: int) -> bool:
    return 36 in s.collection[seat] and any(h in DECLARE_HOUSES for h in s.built[seat])


def _enter_final(s: State, ev: list[Event]) -> None:
    s.phase = "final"
    s.ptr = 0
    s.step, s.actor = "", -1
    s.sealed = not s.opts["open_action_order"]
    _snapshot(s)
    ev.append(PhaseBegan(phase="droids.phase_final", round=s.turn))


def _final_next(s: State, ev: list[Event]) -> None:
    while s.ptr < len(s.order):
        seat = s.order[s.ptr]
        if not is_automa(s, seat):
            s.swaps_used[seat] = 0
            if swap_options(s, seat):
                s.step, s.actor = "final", seat
                return
            if needs_declare(s, seat) and not s.declared[seat]:
                s.step, s.actor = "declare", seat
                return
        s.ptr += 1
    # reveal and score
    s.sealed = False
    for seat in s.order:
        ev.extend(_swap_lines(seat, s.secret[seat]))
        s.secret[seat] = []
        if s.declared[seat]:
            ev.append(log("droids.log_declared", seat=seat, family=f"droids.family_{s.declared[seat]}"))
    if s.opts["overflow_timing"] == "end_of_turn":
        _trim(s, ev)
    s.phase = "over"
    s.step, s.actor = "", -1

    sheets = scoring.sheets(s)
    for sh in sheets:
        ev.append(Scored(seat=sh.seat, points=sh.total, reason="droids.final_score", total=sh.total))
    if s.players == 1:
        auto = scoring.automa_sheet(s)
        ev.append(log("droids.log_automa_total", seat=AUTOMA, n=auto.total))
    ev.append(GameEnded(winners=scoring.outcome(s).winners))


def _advance(s: State, ev: list[Event]) -> None:
    """Run automatic steps until a decision is pending or the game is over."""
    while not s.step and s.phase != "over":
        ph = s.phase
        if ph == "plan":
            _plan_next(s, ev)
        elif ph == "resolve":
            _resolve_next(s, ev)
        elif ph == "endcheck":
            _end_check(s, ev)
        elif ph == "post":
            _post_next(s, ev)
        elif ph == "interseason":
            _interseason_next(s, ev)
        elif ph == "pass":
            _begin_turn(s, ev)
        elif ph == "final":
            _final_next(s, ev)
        else:
            raise AssertionError(f"no decision pending in phase {ph}")


# --------------------------------------------------------------------------------------------
# Legal actions


def _action_options(s: State, seat: int) -> list[Action]:
    out: list[Action] = []
    h = held(s, seat)
    card = s.hand[seat]
    if covers(h, repair_cost(s, seat, card)):
        out.append(Repair(seat=seat, card=card))
    out.append(Dismantle(seat=seat, card=card))
    zone_of = {x: z for z in adjacent_zones(s.players, seat) for x in s.zone_houses[z]}
    for house in sorted(zone_of):
        cost = house_cost(s, seat, house)
        if not covers(h, cost):
            continue
        if tokens_apply(s, seat, house) and extra_base_left(h, cost) < 3:
            continue
        out.append(Construct(seat=seat, house=house, zone=zone_of[house]))
    return out


def _swap_actions(s: State, seat: int) -> list[Action]:
    return [Swap(seat=seat, give=g, get=t) for g, t in swap_options(s, seat)]


def legal_actions(s: State) -> list[Action]:
    """Every option of the pending decision, in the §22 order."""
    step, a = s.step, s.actor
    if not step:
        return []
    if step == "keep":
        return [KeepCard(seat=a, card=c) for c in s.drawn[a]]
    if step == "give":
        return [GiveCard(seat=a, card=c) for c in s.drawn[a] if c != s.keep[a]]
    if step == "automa_tie":
        return [ChooseAutomaCard(seat=a, card=c) for c in sorted(s.drawn[AUTOMA])]
    if step == "plan":
        return _action_options(s, a) + _swap_actions(s, a)
    if step == "pay_extra":
        h = held(s, a)
        cost = house_cost(s, a, s.w_house)
        return [PayExtra(seat=a, kind=D.BASE[k]) for k in range(3) if h[k] - cost[k] - s.w_extras[k] >= 1]
    if step == "pile":
        return [ChoosePile(seat=a, zone=z) for z in adjacent_zones(s.players, a)]
    if step in ("extension", "interseason"):
        return [PlaceExtension(seat=a, kind=k) for k in KINDS]
    if step == "tokens":
        return [PlaceTokens(seat=a, house=h, zone=_zone_of_house(s, h)) for h in token_targets(s, a)]
    if step in ("post", "final"):
        return [EndSwaps(seat=a)] + _swap_actions(s, a)
    if step == "declare":
        return [DeclareType(seat=a, family=f) for f in D.DECLARABLE]
    raise AssertionError(f"unknown step {step}")


# --------------------------------------------------------------------------------------------
# Apply


def apply_trusted(s: State, action: Action) -> list[Event]:
    """Carry out a decision already known to be legal here (search bots: taken from legal_actions)."""
    ev: list[Event] = []
    HANDLERS.do(s, action, ev)
    _advance(s, ev)
    return ev


def refusal(s: State, action: Action) -> IllegalAction:
    """The most telling refusal for an action that is not legal here, with the numbers that matter."""
    seat = action.seat
    swapping = s.step in ("plan", "post", "final")
    if isinstance(action, Swap):
        if swapping and s.swaps_used[seat] >= D.MAX_SWAPS:
            return IllegalAction("droids.swap_limit", n=D.MAX_SWAPS)
        if swapping and len(action.give) == 4 and all(isinstance(x, int) for x in action.give):
            missing = short_of(held(s, seat), action.give)
            if any(missing):
                return IllegalAction("droids.cannot_swap_short", missing=_fmt(missing))
        return IllegalAction("droids.cannot_swap")
    if isinstance(action, Repair):
        card = s.hand[seat]
        if s.step == "plan" and card:
            missing = short_of(held(s, seat), repair_cost(s, seat, card))
            if any(missing):
                return IllegalAction("droids.cannot_pay_short", card=card, missing=_fmt(missing))
        return IllegalAction("droids.cannot_pay")
    if isinstance(action, Construct):
        house = action.house
        if s.step == "plan" and house in D.HOUSES:
            if not any(house in s.zone_houses[z] for z in adjacent_zones(s.players, seat)):
                return IllegalAction("droids.cannot_construct_far", house=house)
            missing = short_of(held(s, seat), house_cost(s, seat, house))
            if any(missing):
                return IllegalAction("droids.cannot_construct_short", house=house, missing=_fmt(missing))
        return IllegalAction("droids.cannot_construct")
    return IllegalAction("droids.not_allowed_now")


def _do_swap(s: State, seat: int, give: tuple[int, ...], get: tuple[int, ...], ev: list[Event]) -> None:
    private = s.sealed
    _spend(s, seat, give)
    s.swaps_used[seat] += 1
    if private:
        s.secret[seat].append((give, get))
        ev.append(log("droids.log_swap", visible_to=(seat,), seat=seat, give=_fmt(give), get=_fmt(get)))
    else:
        for k in range(4):
            if give[k]:
                ev.append(
                    Moved(
                        piece=f"part:{KINDS[k]}",
                        from_zone=f"seat:{seat}:shed",
                        to_zone="supply",
                        count=give[k],
                    )
                )
        ev.append(log("droids.log_swap", seat=seat, give=_fmt(give), get=_fmt(get)))
    _gain(s, seat, get, ev, "swap", private=private)


def _choose_action(s: State, seat: int, c: tuple[Any, ...], ev: list[Event]) -> None:
    """A fully specified action: committed (sealed planning) or carried out now."""
    if s.mode == "commit":
        s.commit[seat] = c
        ev.append(_plan_line(s, seat, c, secret=True))
        ev.append(log("droids.log_seat_ready", seat=seat))
        _finish_seat(s)
        return
    s.step = ""
    _execute(s, seat, c, ev)
    if not s.step:
        _finish_seat(s)


def _after_extras(s: State, seat: int, ev: list[Event]) -> None:
    if _needs_pile_choice(s):
        s.step = "pile"
        return
    pile = _default_pile(s, seat)
    if s.w_kind == "dismantle":
        _choose_action(s, seat, ("dismantle", pile), ev)
    else:
        _choose_action(s, seat, ("construct", s.w_house, tuple(s.w_extras), pile), ev)


def _zone_of_house(s: State, house: int) -> str:
    for z, hs in s.zone_houses.items():
        if house in hs:
            return z
    return "box"
