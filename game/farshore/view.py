"""What a seat may know (§15), re-dealing the unknown for bots, and the pieces drawn per zone.

Hidden: other hands (counts kept), the deck order, the discard pile's contents (count kept), the
unseen part of each wind stack (tiles that were face up and went under the stack are public, in
order), and the island tiles left in the box. Views carry no memory of past events.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from typing import Any

from game.core.rng import Rng
from game.core.rules import Piece
from game.farshore.data import BAY_SIZE, DATA, RES
from game.farshore.facts import to_act
from game.farshore.state import State


@dataclasses.dataclass(frozen=True, slots=True)
class View:
    """A seat's knowledge (``seat`` None: a spectator). ``to_act`` is the seat that decides now
    (the top decision's seat, else the round's ``current`` seat; None once the game is over);
    ``current`` is whose turn of the round it is, which a decision of another seat interrupts."""

    seat: int | None
    players: int
    to_act: int | None
    phase: str
    options: tuple[tuple[str, Any], ...]
    first: int
    current: int
    deck_count: int
    discard_count: int
    bay: tuple[tuple[str, ...], ...]
    wind_up: tuple[str, str]  # face-up tiles (A, B)
    wind_hidden: tuple[int, int]  # unseen tiles under the face-up one
    wind_tail: tuple[tuple[str, ...], tuple[str, ...]]  # seen tiles at the bottom, in order
    islands: tuple[str, ...]
    island_open: tuple[bool, ...]
    box_count: int
    maps: tuple[tuple[str, tuple[int, ...]], ...]
    reveal: tuple[str, ...]
    limbo: tuple[str, ...]
    stack: tuple[Any, ...]  # pending steps/decisions (they never name a hidden card)
    hand: tuple[str, ...]  # the viewer's own hand (empty for a spectator)
    hand_counts: tuple[int, ...]
    city: tuple[tuple[str, ...], ...]
    anchored: tuple[tuple[int, ...], ...]
    anchors_left: tuple[int, ...]
    stored: tuple[tuple[tuple[int, int, int, int, int], ...], ...]
    res: tuple[tuple[int, ...], ...]
    treasure: tuple[int, ...]
    shells: tuple[int, ...]
    boat: tuple[int, ...]
    season: tuple[int, ...]
    placed: tuple[tuple[str, ...], ...]
    passed: tuple[bool, ...]
    maps_held: tuple[tuple[tuple[str, int], ...], ...]
    rival_city: tuple[str, ...]
    rival_boat: int
    rival_treasure: int
    rival_maps: tuple[tuple[str, int], ...]
    pawn_loc: str
    pawn_bay: int
    rival_pending: int


def _wind_split(w: list[str], seen: int) -> tuple[int, tuple[str, ...]]:
    end = max(1, len(w) - seen)
    return end - 1, tuple(w[end:])


def view(st: State, seat: int | None) -> View:
    ha, ta = _wind_split(st.wind[0], st.wind_seen[0])
    hb, tb = _wind_split(st.wind[1], st.wind_seen[1])
    return View(
        seat=seat,
        players=st.n,
        to_act=to_act(st),
        phase=st.phase,
        options=tuple(sorted(st.options.items())),
        first=st.first,
        current=st.current,
        deck_count=len(st.deck),
        discard_count=len(st.discard),
        bay=tuple(tuple(b) for b in st.bay),
        wind_up=(st.wind[0][0], st.wind[1][0]),
        wind_hidden=(ha, hb),
        wind_tail=(ta, tb),
        islands=tuple(st.islands),
        island_open=tuple(st.island_open),
        box_count=len(st.island_box),
        maps=tuple((m, tuple(st.maps[m])) for m in DATA.map_order),
        reveal=tuple(st.reveal),
        limbo=tuple(st.limbo),
        stack=tuple(st.stack),
        hand=tuple(st.hands[seat]) if seat is not None else (),
        hand_counts=tuple(len(h) for h in st.hands),
        city=tuple(tuple(c) for c in st.city),
        anchored=tuple(tuple(a) for a in st.anchored),
        anchors_left=tuple(st.anchors_left),
        stored=tuple(tuple((k, *v) for k, v in sorted(d.items())) for d in st.stored),  # type: ignore[misc]
        res=tuple(tuple(r) for r in st.res),
        treasure=tuple(st.treasure),
        shells=tuple(st.shells),
        boat=tuple(st.boat),
        season=tuple(st.season),
        placed=tuple(tuple(p) for p in st.placed),
        passed=tuple(st.passed),
        maps_held=tuple(tuple((m, v) for m, v in h) for h in st.maps_held),
        rival_city=tuple(st.rival_city),
        rival_boat=st.rival_boat,
        rival_treasure=st.rival_treasure,
        rival_maps=tuple((m, v) for m, v in st.rival_maps),
        pawn_loc=st.pawn_loc,
        pawn_bay=st.pawn_bay,
        rival_pending=st.rival_pending,
    )


def determinize(v: View, rng: Rng) -> State:
    """A full state consistent with the view: unseen cards, wind tiles and boxed islands re-dealt."""
    pool = Counter(DATA.deck)
    known: list[str] = list(v.hand)
    for b in v.bay:
        known.extend(b)
    for c in v.city:
        known.extend(c)
    known.extend(v.rival_city)
    known.extend(v.reveal)
    known.extend(v.limbo)
    pool.subtract(known)
    unseen = [c for c in DATA.card_order for _ in range(pool[c])]
    rng.shuffle(unseen)
    hands: list[list[str]] = []
    for s in range(v.players):
        if s == v.seat:
            hands.append(list(v.hand))
        else:
            k = v.hand_counts[s]
            hands.append(unseen[:k])
            del unseen[:k]
    discard = unseen[: v.discard_count]
    deck = unseen[v.discard_count :]
    if len(deck) != v.deck_count:
        raise ValueError("farshore: view card counts do not add up")
    winds: list[list[str]] = []
    for k, tiles in enumerate((DATA.wind_a, DATA.wind_b)):
        shown = {v.wind_up[k], *v.wind_tail[k]}
        hidden = [t for t in tiles if t not in shown]
        rng.shuffle(hidden)
        winds.append([v.wind_up[k], *hidden, *v.wind_tail[k]])
    box = [t for t in DATA.island_order if t not in v.islands]
    rng.shuffle(box)
    return State(
        n=v.players,
        options=dict(v.options),
        rng=rng.fork(),
        first=v.first,
        current=v.current,
        phase=v.phase,
        deck=deck,
        discard=discard,
        bay=[list(b) for b in v.bay],
        wind=winds,
        wind_seen=[len(v.wind_tail[0]), len(v.wind_tail[1])],
        islands=list(v.islands),
        island_open=list(v.island_open),
        island_box=box,
        maps={m: list(vals) for m, vals in v.maps},
        reveal=list(v.reveal),
        limbo=list(v.limbo),
        stack=list(v.stack),
        hands=hands,
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


# ----------------------------------------------------------------------------------------------
# Zones


def zone_ids(players: int) -> list[str]:
    """Every zone id the rules name for this player count."""
    out = [f"bay:{i}" for i in range(1, BAY_SIZE + 1)]
    out += ["deck:main", "discard:main", "reveal:main", "play:main", "wind:A", "wind:B", "lighthouse:workers"]
    out += [f"location:{s.id}" for s in DATA.locations]
    out += [f"island:{i}" for i in range(1, DATA.islands_face_up[players] + 1)]
    out += [f"maps:{m}" for m in DATA.map_order]
    out += [f"track:{i}" for i in range(DATA.track_last + 1)]
    out += ["supply:treasure", "supply:shells"] + [f"supply:{r}" for r in RES]
    for s in range(players):
        out += [
            f"seat:{s}:{w}"
            for w in (
                "city",
                "city_nospace",
                "hand",
                "workers",
                "anchors",
                "maps",
                "resources",
                "treasure",
                "shells",
                "boat",
                "season",
            )
        ]
        out += [f"seat:{s}:city:{i}" for i in range(17)]
    if players == 1:
        out += [
            "rival:city",
            "rival:boat",
            "rival:maps",
            "rival:treasure",
            "rival:pawn_location",
            "rival:pawn_bay",
        ]
    return out


ZONE_IDS: list[str] = zone_ids(4) + [z for z in zone_ids(1) if z.startswith("rival:")]


def named_ids(prefix: str, cards: tuple[str, ...]) -> list[tuple[str, str]]:
    """(piece id, card) for cards named by what they are: ``hand:0:grove`` for the first Grove,
    ``hand:0:grove:2`` for a second. An action about "a Grove in your hand" (``describe``) names
    the first one, which is also the copy the rules use."""
    seen: dict[str, int] = {}
    out = []
    for c in cards:
        k = seen[c] = seen.get(c, 0) + 1
        out.append((f"{prefix}:{c}" if k == 1 else f"{prefix}:{c}:{k}", c))
    return out


Zones = dict[str, list[Piece]]


def _add(z: Zones, zone: str, p: Piece) -> None:
    z.setdefault(zone, []).append(p)


def zones(v: View) -> dict[str, tuple[Piece, ...]]:
    """The pieces of every zone the view shows: the board, each seat's, the Rival's (solo)."""
    z: Zones = {}
    _board_zones(z, v)
    for s in range(v.players):
        _seat_zones(z, v, s)
    future = sum(3 - v.season[s] for s in range(v.players))
    if future:
        _add(z, "lighthouse:workers", Piece("lighthouse", "meeple", "worker", count=future))
    if v.players == 1:
        _rival_zones(z, v)
    return {k: tuple(p) for k, p in z.items()}


def _board_zones(z: Zones, v: View) -> None:
    """The Bay (and the Rival's pawn on it), deck, discard, reveal, the card in play, the winds,
    the islands and the map tiles."""
    for i, b in enumerate(v.bay):
        if b:
            _add(z, f"bay:{i + 1}", Piece(f"bay:{i + 1}", "card", b[-1], count=len(b)))
        if v.players == 1 and v.pawn_bay == i + 1:
            _add(z, f"bay:{i + 1}", Piece("pawn:bay", "meeple", "rival_pawn"))
    if v.deck_count:
        _add(z, "deck:main", Piece("deck", "card", "back:main", count=v.deck_count))
    if v.discard_count:
        _add(z, "discard:main", Piece("discard", "card", "back:main", count=v.discard_count))
    for pid, c in named_ids("reveal", v.reveal):
        _add(z, "reveal:main", Piece(pid, "card", c))
    for i, c in enumerate(v.limbo):
        _add(z, "play:main", Piece(f"play:{i}", "card", c))
    for k, wind in enumerate(("wind:A", "wind:B")):
        count = 1 + v.wind_hidden[k] + len(v.wind_tail[k])
        _add(z, wind, Piece(wind, "tile", v.wind_up[k], count=count))
    for i, t in enumerate(v.islands):
        _add(z, f"island:{i + 1}", Piece(f"island:{i + 1}", "tile", t if v.island_open[i] else f"closed:{t}"))
    for m, vals in v.maps:
        if vals:
            _add(z, f"maps:{m}", Piece(f"maps:{m}", "tile", f"map:{m}:{vals[0]}", count=len(vals)))


def _seat_zones(z: Zones, v: View, s: int) -> None:
    """Seat ``s``'s boat, workers (placed and free), hand, city, anchors, maps and supplies."""
    _add(z, f"track:{v.boat[s]}", Piece(f"boat:{s}", "token", "boat", owner=s))
    for j, spot in enumerate(v.placed[s]):
        _add(z, spot, Piece(f"worker:{s}:{j}", "meeple", "worker", owner=s))
    free = 2 + v.season[s] - len(v.placed[s])
    if free > 0:
        _add(z, f"seat:{s}:workers", Piece(f"workers:{s}", "meeple", "worker", owner=s, count=free))
    if s == v.seat:
        for pid, c in named_ids(f"hand:{s}", v.hand):
            _add(z, f"seat:{s}:hand", Piece(pid, "card", c, owner=s))
    elif v.hand_counts[s]:
        _add(z, f"seat:{s}:hand", Piece(f"hand:{s}", "card", "back:main", owner=s, count=v.hand_counts[s]))
    for i, c in enumerate(v.city[s]):
        zone = f"seat:{s}:city" if DATA.cards[c].space else f"seat:{s}:city_nospace"
        label = "anchor" if i in v.anchored[s] else ""
        _add(z, zone, Piece(f"city:{s}:{i}", "card", c, owner=s, label=label))
    if v.anchors_left[s]:
        _add(
            z, f"seat:{s}:anchors", Piece(f"anchors:{s}", "token", "anchor", owner=s, count=v.anchors_left[s])
        )
    for m, val in v.maps_held[s]:
        _add(z, f"seat:{s}:maps", Piece(f"map:{s}:{m}", "tile", f"map:{m}:{val}", owner=s))
    _supply_zones(z, v, s)
    _add(z, f"seat:{s}:boat", Piece(f"boatmark:{s}", "marker", f"track:{v.boat[s]}", owner=s))
    label = "passed" if v.passed[s] else ""
    _add(z, f"seat:{s}:season", Piece(f"season:{s}", "marker", f"season:{v.season[s]}", owner=s, label=label))


def _supply_zones(z: Zones, v: View, s: int) -> None:
    """Seat ``s``'s resources, treasure and shells."""
    for r, k in zip(RES, v.res[s], strict=False):
        if k:
            _add(z, f"seat:{s}:resources", Piece(f"res:{s}:{r}", "token", r, owner=s, count=k))
    if v.treasure[s]:
        _add(
            z, f"seat:{s}:treasure", Piece(f"treasure:{s}", "token", "treasure", owner=s, count=v.treasure[s])
        )
    if v.shells[s]:
        _add(z, f"seat:{s}:shells", Piece(f"shells:{s}", "token", "shell", owner=s, count=v.shells[s]))


def _rival_zones(z: Zones, v: View) -> None:
    """Solo: the Rival's city, boat, maps, treasure and pawn."""
    for i, c in enumerate(v.rival_city):
        _add(z, "rival:city", Piece(f"rival:{i}", "card", c))
    _add(z, f"track:{v.rival_boat}", Piece("boat:rival", "token", "boat_rival"))
    _add(z, "rival:boat", Piece("rival_boat", "marker", f"track:{v.rival_boat}"))
    for m, val in v.rival_maps:
        _add(z, "rival:maps", Piece(f"rivalmap:{m}", "tile", f"map:{m}:{val}"))
    if v.rival_treasure:
        _add(z, "rival:treasure", Piece("rival_treasure", "token", "treasure", count=v.rival_treasure))
    if v.pawn_loc:
        _add(z, v.pawn_loc, Piece("pawn:location", "meeple", "rival_pawn"))
