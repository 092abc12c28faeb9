"""What a seat may know (spec §11), re-dealing what it cannot see (§12), and the table's zones.

A view is a frozen ``View``: the public board and the pending decision field by field, and one
``SeatView`` per seat. Every hidden part is kept as its count: the other seats' held missions
until the end (their ``hand`` is empty, ``hand_size`` says how many), another seat's Bridge draw
(``bdraw`` / ``bdraw_size`` alike), the mission deck order (the viewer's own batches under the
deck stay known: its ``returned`` + the public ``mbatch`` labels; another seat's ``returned`` is
empty), the building decks (with the number of END cards left in the tinkerer deck,
``tin_deck_end``, which every player can deduce), the trimmed tinkerer cards, the future and boxed
event tiles, the face-down equipment stacks and the survivor-token stacks below their visible top
token. The generator is dropped. Per-type fields (``bdeck``, ``brow``, ``bdisc``) follow the claim
order ``TYPES`` and ``dice`` follows ``LOCATIONS``; ``deck_count``, ``row``, ``discard`` and
``dice_at`` read them by name. Derived public figures for the table (spec §15), per seat:
``metrics`` (§8.2), ``population``, ``equipped``, ``band`` (min, max, farmers needed, VP),
``events_met`` (per face-up tile); and ``completable``, the viewer's held missions it could
complete now.

Zones (``zone_ids(n)``; the map's object names) and the piece faces drawn in them:

* ``location:<tower|bridge|restaurant|city_center|train_station>``: dice, face = die face
  (``tinkerer``, ``brawler``, ``healer``, ``sage``, ``farmer``, ``wild``).
* ``tower:event:0..2`` (and all three in ``tower:events``): event tiles; a tile turned face down
  carries the label ``face_down`` (the table then shows its back; no other piece has a label but
  the track markers' numbers); ``tower:heroine``: the Heroine (``heroine``) while nobody holds it.
* ``city_center:equipment`` (``equipment:<bullet|book|capsule>``), ``city_center:bat``,
  ``city_center:binoculars``; ``train_station:tokens`` (``token:<type|jack>``).
* ``supply:cans`` (``can:supply``: the supply, which never runs out), ``supply:dice`` (dice not in play),
  ``supply:starting_tokens`` (opening).
* ``deck:missions`` (``back:missions`` × count); ``bridge:draw``: the missions the seat resolving
  a Bridge die drew (faces for that seat, ``back:missions`` × count for the others);
  ``deck:building:<type>`` (back × count; how many END cards the tinkerer deck still holds is the
  view's ``tin_deck_end``); ``row:<type>`` face-up cards; ``discard:<type>``; ``box:tinkerer``
  (trimmed cards, backs).
* ``stack:events:<season>``, ``stack:equipment:<season>``, ``stack:survivors:<season>`` (top
  token face up, count); ``discard:events``, ``box:events``, ``box:tokens``, ``box:equipment``.
* ``track:population`` (one cube per seat, label = population), ``track:score`` (one disc per
  seat, label = VP), ``track:season`` (the season marker, face ``season:<n>:<phase>``: the season
  and the phase by name), ``track:claim`` (``type:<type>``: the building type being claimed).
* per seat ``seat:<k>:board:dice``, ``seat:<k>:board:tokens`` (waiting, white side),
  ``seat:<k>:refuge:buildings``, ``seat:<k>:refuge:missions`` (completed), ``seat:<k>:refuge:tokens``
  (``token_dark:<type|slacker>``, or ``token:jack`` for jacks joined at the end),
  ``seat:<k>:refuge:equipment``, ``seat:<k>:cans``, ``seat:<k>:missions`` (hand; backs for others),
  ``seat:<k>:items`` (``bat``, ``binoculars``, and the Heroine as ``heroine:equipped``: held, she
  counts as one equipped survivor of any type for the season's event).

Piece ids a click can name (``describe(action).piece``): a die at a location is
``die:<location>:<face>:<i>`` and a Train Station token ``token:station:<kind>:<i>``, a City Center
equipment token ``equipment:center:<kind>:<i>`` (``i`` counts the identical pieces, so an action
about one (location, face) or kind names ``…:0``); the starting tokens ``token:starting:<kind>``;
``bat``, ``binoculars``, ``heroine``; cards, missions and event tiles by their id; a building deck
``deck:<type>``.

Events: ``DiceRolled`` per location each season; ``Moved`` for every die, card, token, can and
item between these zones (private draws carry ``visible_to`` and ``back="back:missions"``);
``Revealed`` for held missions at the end; ``Scored`` for each VP gain; ``PhaseBegan`` for
seasons (``new_eden.season.*``) and phases (``new_eden.phase.*``); ``Logged`` lines
(``new_eden.log.*``, see strings.py) for every step, including each declaration and the ranking.

One file so that what a seat may see is decided in one place: the view dataclasses, the redaction, the re-deal and the zones built from them.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from game.core.rng import Rng
from game.core.rules import Piece
from game.new_eden.data import DATA
from game.new_eden.state import (
    FACES,
    LOCATIONS,
    TOKEN_KINDS,
    TYPES,
    State,
    equipped,
    event_met,
    metrics,
    requirement_met,
)

Band = tuple[int, int | None, int, int]  # min, max (None: no upper end), farmers needed, VP
ScoreRow = tuple[str, int, str]  # a final score line: category, points, detail (a card or mission id)


@dataclasses.dataclass(frozen=True, slots=True)
class SeatView:
    """What the viewer knows of one seat (its own seat or another)."""

    hand: tuple[str, ...]  # held missions; empty while hidden (another seat's, until the end)
    hand_size: int  # how many it holds (public)
    returned: tuple[tuple[str, tuple[str, ...]], ...]  # its batches under the deck: only the viewer's own
    bd_dice: tuple[int, ...]  # dice on its board, count per face
    taken: int  # dice taken this season
    first_done: bool
    waiting: tuple[str, ...]  # waiting tokens (white side)
    r_cards: tuple[str, ...]  # building cards in the refuge
    r_missions: tuple[str, ...]  # completed new-building missions
    r_tokens: tuple[str, ...]  # refuge tokens (dark side; ``jack`` for the jacks joined at the end)
    r_eq: tuple[str, ...]  # equipment in the refuge
    cans: int
    ev_vp: tuple[int, ...]  # VP from events, per season
    feed_vp: tuple[int, ...]  # VP from feeding, per season
    final: tuple[ScoreRow, ...]  # final score lines
    decl: tuple[int, ...] | None  # (base, wild dice, jacks) once declared
    # derived public figures (spec §15)
    metrics: tuple[tuple[str, int], ...]  # the §8.2 metrics, in METRICS order
    population: int
    equipped: tuple[tuple[str, int], ...]  # equipped survivors per event type
    band: Band  # the population-track band it stands on
    events_met: tuple[tuple[str, bool], ...]  # per face-up event tile: would it meet it now

    def metric(self, key: str) -> int:
        """One §8.2 metric (``survivors.farmer``, ``equipment.total``, ...)."""
        return dict(self.metrics)[key]

    def equipped_of(self, event_type: str) -> int:
        return dict(self.equipped)[event_type]

    def score(self) -> int:
        """VP so far: events, feeding and the final lines."""
        return sum(self.ev_vp) + sum(self.feed_vp) + sum(p for _c, p, _d in self.final)


@dataclasses.dataclass(frozen=True, slots=True)
class View:
    """One seat's knowledge (``seat`` None: a spectator, public information only)."""

    seat: int | None
    players: int
    to_act: int | None
    phase: str  # opening | gather | claim | window | feed | final_window | over
    season: int
    stage: str  # the pending decision (spec §16), ``over`` at the end
    opts: tuple[tuple[str, Any], ...]
    start: int
    # the main board
    dice: tuple[tuple[int, ...], ...]  # per location (LOCATIONS order), count per face
    tower: tuple[str, ...]
    tower_up: tuple[bool, ...]
    heroine: int | None
    bat: int | None
    binoculars: int | None
    center_eq: tuple[str, ...]
    station: tuple[str, ...]
    starting_pool: tuple[str, ...]
    eq_stacks: tuple[int, ...]  # face-down equipment stacks: counts
    tok_stacks: tuple[tuple[str | None, int], ...]  # survivor-token stacks: (top token, count)
    ev_future: tuple[int, ...]  # event tiles of the next seasons: counts
    ev_box: int  # the unseen fourth tile of each season so far: count
    ev_discard: tuple[str, ...]
    box_tokens: tuple[str, ...]
    box_eq: tuple[str, ...]
    mdeck: int  # mission deck: count
    mbatch: tuple[str, ...]  # per deck position: the label of its batch ("" = the initial deck)
    nbatch: int
    bdeck: tuple[int, ...]  # building decks per type (TYPES order): counts
    brow: tuple[tuple[str, ...], ...]  # face-up building cards per type
    bdisc: tuple[tuple[str, ...], ...]  # discard pile per type
    tin_box: int  # trimmed tinkerer cards: count
    tin_deck_end: int  # END cards still in the tinkerer deck
    bdraw: tuple[str, ...]  # the Bridge draw; empty while hidden (another seat's)
    bdraw_size: int
    bkeeps: int
    # progress inside a phase
    queue: tuple[int, ...]
    turn: int
    pending: tuple[str, ...]
    first_loc: str | None
    swap_from: tuple[str, str] | None  # (location, face) of the first Switchman die
    ctype: int  # index in TYPES of the building type being claimed
    decl_order: tuple[int, ...]
    ranked: tuple[int, ...]
    rank_i: int
    seats: tuple[SeatView, ...]
    completable: tuple[str, ...]  # the viewer's held missions it could complete now

    def dice_at(self, location: str) -> tuple[int, ...]:
        return self.dice[LOCATIONS.index(location)]

    def deck_count(self, building_type: str) -> int:
        return self.bdeck[TYPES.index(building_type)]

    def row(self, building_type: str) -> tuple[str, ...]:
        return self.brow[TYPES.index(building_type)]

    def discard(self, building_type: str) -> tuple[str, ...]:
        return self.bdisc[TYPES.index(building_type)]


def _end_in_tinkerer_deck(s: State) -> int:
    return sum(1 for c in s.bdeck["tinkerer"] if DATA.cards[c].end_card)


def _seat_view(s: State, k: int, seat: int | None, m: dict[str, int]) -> SeatView:
    hidden = k != seat and s.phase != "over"
    decl = s.decl[k]
    return SeatView(
        hand=() if hidden else tuple(s.hand[k]),
        hand_size=len(s.hand[k]),
        returned=tuple((lb, tuple(cs)) for lb, cs in sorted(s.returned[k].items())) if k == seat else (),
        bd_dice=tuple(s.bd_dice[k]),
        taken=s.taken[k],
        first_done=s.first_done[k],
        waiting=tuple(s.waiting[k]),
        r_cards=tuple(s.r_cards[k]),
        r_missions=tuple(s.r_missions[k]),
        r_tokens=tuple(s.r_tokens[k]),
        r_eq=tuple(s.r_eq[k]),
        cans=s.cans[k],
        ev_vp=tuple(s.ev_vp[k]),
        feed_vp=tuple(s.feed_vp[k]),
        final=tuple((str(c), int(p), str(d)) for c, p, d in s.final[k]),
        decl=None if decl is None else tuple(decl),
        metrics=tuple(m.items()),
        population=m["survivors.total"],
        equipped=tuple(equipped(m).items()),
        band=DATA.band(m["survivors.total"]),
        events_met=tuple(
            (t, event_met(m, t, s.heroine == k)) for t, up in zip(s.tower, s.tower_up, strict=True) if up
        ),
    )


def view(s: State, seat: int | None) -> View:
    """What ``seat`` knows of ``s`` (None: the public view)."""
    ms = [metrics(s, i) for i in range(s.n)]
    completable: tuple[str, ...] = ()
    if seat is not None:
        completable = tuple(
            sorted(
                mid
                for mid in s.hand[seat]
                if DATA.missions[mid].kind == "new_building" and requirement_met(ms[seat], mid)
            )
        )
    sees_draw = seat is not None and s.actor == seat
    return View(
        seat=seat,
        players=s.n,
        to_act=s.actor,
        phase=s.phase,
        season=s.season,
        stage=s.stage,
        opts=tuple(sorted(s.opts.items())),
        start=s.start,
        dice=tuple(tuple(s.dice[loc]) for loc in LOCATIONS),
        tower=tuple(s.tower),
        tower_up=tuple(s.tower_up),
        heroine=s.heroine,
        bat=s.bat,
        binoculars=s.binoculars,
        center_eq=tuple(s.center_eq),
        station=tuple(s.station),
        starting_pool=tuple(s.starting_pool),
        eq_stacks=tuple(len(x) for x in s.eq_stacks),
        tok_stacks=tuple((x[0] if x else None, len(x)) for x in s.tok_stacks),
        ev_future=tuple(len(x) for x in s.ev_future),
        ev_box=len(s.ev_box),
        ev_discard=tuple(s.ev_discard),
        box_tokens=tuple(s.box_tokens),
        box_eq=tuple(s.box_eq),
        mdeck=len(s.mdeck),
        mbatch=tuple(s.mbatch),
        nbatch=s.nbatch,
        bdeck=tuple(len(s.bdeck[t]) for t in TYPES),
        brow=tuple(tuple(s.brow[t]) for t in TYPES),
        bdisc=tuple(tuple(s.bdisc[t]) for t in TYPES),
        tin_box=len(s.tin_box),
        tin_deck_end=_end_in_tinkerer_deck(s),
        bdraw=tuple(s.bdraw) if sees_draw else (),
        bdraw_size=len(s.bdraw),
        bkeeps=s.bkeeps,
        queue=tuple(s.queue),
        turn=s.turn,
        pending=tuple(s.pending),
        first_loc=s.first_loc,
        swap_from=None if s.swap_from is None else (s.swap_from[0], s.swap_from[1]),
        ctype=s.ctype,
        decl_order=tuple(s.decl_order),
        ranked=tuple(s.ranked),
        rank_i=s.rank_i,
        seats=tuple(_seat_view(s, k, seat, ms[k]) for k in range(s.n)),
        completable=completable,
    )


# ------------------------------------------------------------------------------------------
# re-dealing what the viewer cannot see


def _minus(pool: list[str], used: list[str]) -> list[str]:
    out = list(pool)
    for u in used:
        out.remove(u)
    return out


def _known_hand(sv: SeatView) -> bool:
    return len(sv.hand) == sv.hand_size


@dataclasses.dataclass(slots=True)
class _Missions:
    """The re-dealt missions: hands, the Bridge draw, the deck and every seat's returned batches."""

    hand: list[list[str]]
    bdraw: list[str]
    mdeck: list[str]
    returned: list[dict[str, list[str]]]


def _deal_missions(v: View, r: Rng) -> _Missions:
    seen: list[str] = [m for sv in v.seats for m in sv.r_missions]
    for sv in v.seats:
        if _known_hand(sv):
            seen += sv.hand
    draw_known = len(v.bdraw) == v.bdraw_size
    if draw_known:
        seen += v.bdraw
    pool = _minus(list(DATA.mission_ids), seen)
    # the viewer's own batches under the deck keep their positions (any order inside a batch)
    deck: list[str | None] = [None] * v.mdeck
    free = set(pool)
    mine = v.seats[v.seat].returned if v.seat is not None else ()
    for label, cards in mine:
        cand = [c for c in cards if c in free]
        r.shuffle(cand)
        for i, c in zip([i for i, lb in enumerate(v.mbatch) if lb == label], cand, strict=False):
            deck[i] = c
            free.discard(c)
    pool = [c for c in pool if c in free]
    r.shuffle(pool)
    hand: list[list[str]] = []
    for sv in v.seats:
        if _known_hand(sv):
            hand.append(list(sv.hand))
        else:
            hand.append(pool[: sv.hand_size])
            pool = pool[sv.hand_size :]
    bdraw = list(v.bdraw)
    if not draw_known:
        bdraw, pool = pool[: v.bdraw_size], pool[v.bdraw_size :]
    assert len(pool) == deck.count(None), "mission counts do not add up"
    rest = iter(pool)
    mdeck = [c if c is not None else next(rest) for c in deck]
    returned: list[dict[str, list[str]]] = []
    for o in range(v.players):
        if o == v.seat:
            returned.append({lb: list(cs) for lb, cs in mine})
            continue
        batches: dict[str, list[str]] = {}
        for c, lb in zip(mdeck, v.mbatch, strict=True):
            if lb.startswith(f"{o}:"):
                batches.setdefault(lb, []).append(c)
        returned.append({lb: sorted(cs) for lb, cs in batches.items()})
    return _Missions(hand, bdraw, mdeck, returned)


def _deal_buildings(v: View, r: Rng) -> tuple[dict[str, list[str]], list[str]]:
    """The building decks (top first) and the trimmed tinkerer cards."""
    owned = [c for sv in v.seats for c in sv.r_cards]
    decks: dict[str, list[str]] = {}
    box: list[str] = []
    for t in TYPES:
        unseen = _minus(
            list(DATA.cards_of[t]),
            list(v.row(t)) + list(v.discard(t)) + [c for c in owned if DATA.cards[c].type == t],
        )
        cnt = v.deck_count(t)
        if t == "tinkerer":
            end = [c for c in unseen if DATA.cards[c].end_card]
            non = [c for c in unseen if not DATA.cards[c].end_card]
            r.shuffle(end)
            r.shuffle(non)
            top = cnt - len(end)
            decks[t] = non[:top] + end
            box = non[top:]
            assert len(box) == v.tin_box and top >= 0, "tinkerer counts do not add up"
        else:
            r.shuffle(unseen)
            assert len(unseen) == cnt, f"{t} deck count does not add up"
            decks[t] = unseen
    return decks, box


def _deal_events(v: View, r: Rng) -> tuple[list[list[str]], list[str]]:
    """The face-down event tiles of the next seasons, and the boxed fourth tiles of the past ones."""
    first_future = 5 - len(v.ev_future)
    future = []
    for j, cnt in enumerate(v.ev_future):
        tiles = list(DATA.events_of[first_future + j])
        r.shuffle(tiles)
        future.append(tiles[:cnt])
    shown = set(v.tower) | set(v.ev_discard)
    box = [t for season in range(1, first_future) for t in DATA.events_of[season] if t not in shown]
    return future, box


def _deal_equipment(v: View, r: Rng) -> list[list[str]]:
    used = list(v.center_eq + v.box_eq) + [e for sv in v.seats for e in sv.r_eq]
    pool = _minus(list(DATA.equip_tokens), used)
    r.shuffle(pool)
    stacks = []
    for cnt in v.eq_stacks:
        stacks.append(pool[:cnt])
        pool = pool[cnt:]
    return stacks


def _deal_tokens(v: View, r: Rng) -> list[list[str]]:
    """The survivor-token stacks: tops stay, the rest is re-dealt."""
    pool: list[str] = []
    for kind in TOKEN_KINDS:
        pool += [kind] * DATA.token_totals[kind]
    used = list(v.station + v.starting_pool + v.box_tokens)
    for sv in v.seats:
        used += sv.waiting
    for sv in v.seats:
        used += ["jack" if x in ("slacker", "jack") else x for x in sv.r_tokens]
    used += [top for top, cnt in v.tok_stacks if cnt and top is not None]
    pool = _minus(pool, used)
    r.shuffle(pool)
    stacks: list[list[str]] = []
    for top, cnt in v.tok_stacks:
        if cnt and top is not None:
            stacks.append([top] + pool[: cnt - 1])
            pool = pool[cnt - 1 :]
        else:
            stacks.append([])
    return stacks


def _by_name(names: tuple[str, ...], values: Any) -> dict[str, list[Any]]:
    """A per-name dict of lists, keys sorted by name: the order re-dealt states have always had, so
    that a search over them takes the same path."""
    return {k: list(x) for k, x in sorted(zip(names, values, strict=True))}


def determinize(v: View, rng: Rng) -> State:
    """A full state consistent with the view: re-deals exactly what the viewer cannot see."""
    r = rng.fork()
    ms = _deal_missions(v, r)
    bdeck, tin_box = _deal_buildings(v, r)
    ev_future, ev_box = _deal_events(v, r)
    eq_stacks = _deal_equipment(v, r)
    tok_stacks = _deal_tokens(v, r)
    seats = v.seats
    return State(
        n=v.players,
        opts=dict(v.opts),
        rng=r.fork(),
        season=v.season,
        phase=v.phase,
        stage=v.stage,
        actor=v.to_act,
        start=v.start,
        dice=_by_name(LOCATIONS, v.dice),
        tower=list(v.tower),
        tower_up=list(v.tower_up),
        heroine=v.heroine,
        bat=v.bat,
        binoculars=v.binoculars,
        center_eq=list(v.center_eq),
        station=list(v.station),
        starting_pool=list(v.starting_pool),
        eq_stacks=eq_stacks,
        tok_stacks=tok_stacks,
        ev_future=ev_future,
        ev_box=ev_box,
        ev_discard=list(v.ev_discard),
        box_tokens=list(v.box_tokens),
        box_eq=list(v.box_eq),
        mdeck=ms.mdeck,
        mbatch=list(v.mbatch),
        returned=ms.returned,
        nbatch=v.nbatch,
        bdeck={t: bdeck[t] for t in sorted(TYPES)},
        brow=_by_name(TYPES, v.brow),
        bdisc=_by_name(TYPES, v.bdisc),
        tin_box=tin_box,
        hand=ms.hand,
        bdraw=ms.bdraw,
        bkeeps=v.bkeeps,
        bd_dice=[list(sv.bd_dice) for sv in seats],
        taken=[sv.taken for sv in seats],
        first_done=[sv.first_done for sv in seats],
        waiting=[list(sv.waiting) for sv in seats],
        r_cards=[list(sv.r_cards) for sv in seats],
        r_missions=[list(sv.r_missions) for sv in seats],
        r_tokens=[list(sv.r_tokens) for sv in seats],
        r_eq=[list(sv.r_eq) for sv in seats],
        cans=[sv.cans for sv in seats],
        ev_vp=[list(sv.ev_vp) for sv in seats],
        feed_vp=[list(sv.feed_vp) for sv in seats],
        final=[[list(ln) for ln in sv.final] for sv in seats],
        queue=list(v.queue),
        turn=v.turn,
        pending=list(v.pending),
        first_loc=v.first_loc,
        swap_from=None if v.swap_from is None else list(v.swap_from),
        ctype=v.ctype,
        decl_order=list(v.decl_order),
        decl=[None if sv.decl is None else list(sv.decl) for sv in seats],
        ranked=list(v.ranked),
        rank_i=v.rank_i,
    )


# ------------------------------------------------------------------------------------------
# zones


def zone_ids(players: int) -> list[str]:
    """Every zone the rules name, for a game of ``players`` seats (the map's object names)."""
    z = [f"location:{loc}" for loc in LOCATIONS]
    z += ["tower:event:0", "tower:event:1", "tower:event:2", "tower:events", "tower:heroine"]
    z += ["city_center:equipment", "city_center:bat", "city_center:binoculars", "train_station:tokens"]
    z += ["supply:cans", "supply:dice", "supply:starting_tokens", "deck:missions", "bridge:draw"]
    for t in TYPES:
        z += [f"deck:building:{t}", f"row:{t}", f"discard:{t}"]
    for season in (1, 2, 3, 4):
        z += [f"stack:events:{season}"]
    for season in (2, 3, 4):
        z += [f"stack:equipment:{season}", f"stack:survivors:{season}"]
    z += ["discard:events", "box:events", "box:tokens", "box:equipment", "box:tinkerer"]
    z += ["track:population", "track:score", "track:season", "track:claim"]
    for k in range(players):
        for sub in (
            "board:dice",
            "board:tokens",
            "refuge:buildings",
            "refuge:missions",
            "refuge:tokens",
            "refuge:equipment",
            "cans",
            "missions",
            "items",
        ):
            z.append(f"seat:{k}:{sub}")
    return z


ZONE_IDS = zone_ids(4)


def die_id(location: str, face: str, i: int = 0) -> str:
    """The piece id of a die at a location; identical dice are one choice, named by the first."""
    return f"die:{location}:{face}:{i}"


def equipment_id(kind: str, i: int = 0) -> str:
    """The piece id of an equipment token at the City Center (by kind, then 0, 1, ...)."""
    return f"equipment:center:{kind}:{i}"


def station_token_id(kind: str, i: int = 0) -> str:
    """The piece id of a survivor token at the Train Station (by white side, then 0, 1, ...)."""
    return f"token:station:{kind}:{i}"


def _nth(kinds: list[str]) -> list[tuple[str, int]]:
    """Each kind with how many of the same kind came before it."""
    seen: dict[str, int] = {}
    out = []
    for k in kinds:
        out.append((k, seen.get(k, 0)))
        seen[k] = seen.get(k, 0) + 1
    return out


Zones = dict[str, list[Piece]]


def _board(v: View, out: Zones) -> None:
    """The locations' dice, the Tower, the City Center and the Train Station."""
    for loc, counts in zip(LOCATIONS, v.dice, strict=True):
        for f, c in enumerate(counts):
            for i in range(c):
                out[f"location:{loc}"].append(Piece(die_id(loc, FACES[f], i), "die", FACES[f]))
    for i, (tile, up) in enumerate(zip(v.tower, v.tower_up, strict=True)):
        p = Piece(tile, "tile", tile, label="" if up else "face_down")
        out[f"tower:event:{i}"].append(p)
        out["tower:events"].append(p)
    for item, zone in (
        ("heroine", "tower:heroine"),
        ("bat", "city_center:bat"),
        ("binoculars", "city_center:binoculars"),
    ):
        if getattr(v, item) is None:
            out[zone].append(Piece(item, "token", item))
    for e, i in _nth(list(v.center_eq)):
        out["city_center:equipment"].append(Piece(equipment_id(e, i), "token", f"equipment:{e}"))
    for t, i in _nth(list(v.station)):
        out["train_station:tokens"].append(Piece(station_token_id(t, i), "token", f"token:{t}"))


def _supply(v: View, out: Zones) -> None:
    """The supplies beside the board, the decks, the building rows and their discards."""
    for t in v.starting_pool:
        out["supply:starting_tokens"].append(Piece(f"token:starting:{t}", "token", f"token:{t}"))
    out["supply:cans"].append(Piece("cans", "token", "can:supply"))
    on_boards = sum(sum(sv.bd_dice) for sv in v.seats) + sum(sum(x) for x in v.dice)
    if on_boards < DATA.dice_count:
        out["supply:dice"].append(Piece("dice:supply", "die", "back:die", count=DATA.dice_count - on_boards))
    if v.mdeck:
        out["deck:missions"].append(Piece("deck:missions", "card", "back:missions", count=v.mdeck))
    for t, cnt, row, disc in zip(TYPES, v.bdeck, v.brow, v.bdisc, strict=True):
        if cnt:
            out[f"deck:building:{t}"].append(Piece(f"deck:{t}", "card", f"back:building:{t}", count=cnt))
        out[f"row:{t}"] += [Piece(c, "card", c) for c in row]
        out[f"discard:{t}"] += [Piece(c, "card", c) for c in disc]
    if v.tin_box:
        out["box:tinkerer"].append(Piece("box:tinkerer", "card", "back:building:tinkerer", count=v.tin_box))


def _stacks(v: View, out: Zones) -> None:
    """The next seasons' face-down stacks (the survivor stacks show their top token)."""
    for j, cnt in enumerate(v.ev_future):
        season = 5 - len(v.ev_future) + j
        if cnt:
            out[f"stack:events:{season}"].append(
                Piece(f"events:{season}", "tile", f"back:events:{season}", count=cnt)
            )
    for j, cnt in enumerate(v.eq_stacks):
        season = 5 - len(v.eq_stacks) + j
        if cnt:
            out[f"stack:equipment:{season}"].append(
                Piece(f"equipment:stack:{season}", "token", "back:equipment", count=cnt)
            )
    for j, (top, cnt) in enumerate(v.tok_stacks):
        season = 5 - len(v.tok_stacks) + j
        if cnt:
            out[f"stack:survivors:{season}"].append(
                Piece(f"survivors:stack:{season}", "token", f"token:{top}", count=cnt)
            )


def _boxes(v: View, out: Zones) -> None:
    """What has left the game: past events, the box, and the season and claim markers."""
    out["discard:events"] += [Piece(t, "tile", t) for t in v.ev_discard]
    if v.ev_box:
        out["box:events"].append(Piece("box:events", "tile", "back:events", count=v.ev_box))
    for i, t in enumerate(v.box_tokens):
        out["box:tokens"].append(Piece(f"token:box:{i}", "token", f"token:{t}"))
    for i, e in enumerate(v.box_eq):
        out["box:equipment"].append(Piece(f"equipment:box:{i}", "token", f"equipment:{e}"))
    out["track:season"].append(Piece("season", "marker", f"season:{v.season}:{v.phase}"))
    if v.phase == "claim":
        out["track:claim"].append(Piece("claim", "marker", f"type:{TYPES[v.ctype]}"))


def _refuge(k: int, sv: SeatView, out: Zones) -> None:
    """One seat's tracks, board and refuge."""
    out["track:population"].append(Piece(f"cube:{k}", "cube", "cube", owner=k, label=str(sv.population)))
    out["track:score"].append(Piece(f"disc:{k}", "disc", "disc", owner=k, label=str(sv.score())))
    for f, c in enumerate(sv.bd_dice):
        for i in range(c):
            out[f"seat:{k}:board:dice"].append(Piece(f"die:seat{k}:{FACES[f]}:{i}", "die", FACES[f], owner=k))
    for i, t in enumerate(sv.waiting):
        out[f"seat:{k}:board:tokens"].append(Piece(f"token:seat{k}:{i}", "token", f"token:{t}", owner=k))
    out[f"seat:{k}:refuge:buildings"] += [Piece(c, "card", c, owner=k) for c in sv.r_cards]
    out[f"seat:{k}:refuge:missions"] += [Piece(m, "card", m, owner=k) for m in sv.r_missions]
    for i, t in enumerate(sv.r_tokens):
        face = f"token:{t}" if t == "jack" else f"token_dark:{t}"
        out[f"seat:{k}:refuge:tokens"].append(Piece(f"token:refuge{k}:{i}", "token", face, owner=k))
    for i, e in enumerate(sv.r_eq):
        out[f"seat:{k}:refuge:equipment"].append(
            Piece(f"equipment:seat{k}:{i}", "token", f"equipment:{e}", owner=k)
        )
    if sv.cans:
        out[f"seat:{k}:cans"].append(Piece(f"cans:{k}", "token", "can", owner=k, count=sv.cans))


def _held(v: View, k: int, sv: SeatView, out: Zones) -> None:
    """One seat's held missions, its Bridge draw and its items (faces only where the viewer sees them)."""
    if _known_hand(sv):
        out[f"seat:{k}:missions"] += [Piece(m, "card", m, owner=k) for m in sv.hand]
    else:
        out[f"seat:{k}:missions"].append(
            Piece(f"missions:{k}", "card", "back:missions", owner=k, count=sv.hand_size)
        )
    if v.to_act == k and v.stage == "bridge":
        if len(v.bdraw) == v.bdraw_size:
            out["bridge:draw"] += [Piece(m, "card", m, owner=k) for m in v.bdraw]
        else:
            out["bridge:draw"].append(
                Piece(f"draw:{k}", "card", "back:missions", owner=k, count=v.bdraw_size)
            )
    for item, holder in (("bat", v.bat), ("binoculars", v.binoculars), ("heroine", v.heroine)):
        if holder == k:
            face = "heroine:equipped" if item == "heroine" else item
            out[f"seat:{k}:items"].append(Piece(item, "token", face, owner=k))


def zones(v: View) -> dict[str, tuple[Piece, ...]]:
    """The pieces drawn in each zone of a view."""
    out: Zones = {z: [] for z in zone_ids(v.players)}
    for part in (_board, _supply, _stacks, _boxes):
        part(v, out)
    for k, sv in enumerate(v.seats):
        _refuge(k, sv, out)
        _held(v, k, sv, out)
    return {z: tuple(p) for z, p in out.items()}
