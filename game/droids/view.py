"""What one seat may know (§16), re-dealing what it cannot (determinize), and the table zones.

Hidden: deck order (the backs show each card's season), undealt houses (a count), another seat's
drawn cards and undealt keep/give choices, and during a sealed step (planning, final window) the
other seats' swaps, committed actions, declarations and the shed changes those made: the view
then shows the shed as it was when the step began (``pub_shed``) and a "committed" marker.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from game.core.rng import Rng
from game.core.rules import Piece
from game.droids import data as D
from game.droids.cards import parts_words
from game.droids.engine import (
    AUTOMA,
    KINDS,
    _default_pile,
    _needs_pile_choice,
)
from game.droids.facts import adjacent_zones, is_automa, zone_list
from game.droids.state import State

HIDDEN = "hidden"
SEALED_STEPS = ("plan", "pay_extra", "pile", "final", "declare")


def back_of(card: int) -> str:
    return f"back:season{D.DROIDS[card].season}"


@dataclasses.dataclass(frozen=True, slots=True)
class View:
    """A seat's knowledge (``seat`` None: a spectator, public information only).

    Card slots hold the card number when visible, else its back (``"back:season2"``);
    ``HIDDEN`` stands for a choice that exists but may not be seen. Per-seat tuples are indexed
    by seat (seat 1 is the automa in solo). ``swaps_used``/``lost`` are -1 when hidden.
    """

    seat: int | None
    players: int  # real seats (1 in solo)
    to_act: int | None  # the seat of the pending decision, None when there is none
    phase: str
    options: tuple[tuple[str, Any], ...]
    nseats: int  # seats with a collection (2 in solo: seat 1 is the automa)
    turn: int  # 1-based turn number
    priority: int
    secondary: int
    order: tuple[int, ...]
    step: str  # "sealed" while another seat decides in a sealed step
    ptr: int
    mode: str
    sealed: bool
    decks: tuple[tuple[int | str, ...], ...]  # top card last
    zone_houses: tuple[tuple[str, tuple[int, ...]], ...]
    discard: tuple[tuple[str, tuple[int, ...]], ...]
    tokens: tuple[int, ...]
    tokens_spent: bool
    box_count: int
    is_discard: tuple[int, ...]
    drawn: tuple[tuple[int | str, ...], ...]
    keep: tuple[int | str, ...]
    give: tuple[int | str, ...]
    hand: tuple[int, ...]
    shed: tuple[tuple[int, ...], ...]
    ext: tuple[tuple[int, ...], ...]
    stored: tuple[tuple[int, ...], ...]
    collection: tuple[tuple[int, ...], ...]
    built: tuple[tuple[int, ...], ...]
    commit: tuple[tuple[Any, ...], ...]
    swaps_used: tuple[int, ...]
    secret: tuple[tuple[tuple[Any, ...], ...], ...]
    declared: tuple[str, ...]
    w_kind: str
    w_house: int
    w_extras: tuple[int, ...]
    ext_left: int
    ext_parts: tuple[int, ...]
    ended: str
    lost: tuple[int, ...]
    own_pub_shed: tuple[int, ...]  # during a sealed step: what the others see of the viewer's shed
    own_pub_stored: tuple[int, ...]


def view(s: State, seat: int | None) -> View:
    """The projection of ``s`` for ``seat`` (None = spectator)."""
    n = s.nseats

    def masked(j: int) -> bool:
        return s.sealed and j != seat

    def sees_draw(j: int) -> bool:
        return j == seat or is_automa(s, j)

    decks = tuple(tuple(c if c < 0 else back_of(c) for c in d) for d in s.decks)
    drawn = tuple(
        tuple(s.drawn[j]) if sees_draw(j) else tuple(back_of(c) for c in s.drawn[j]) for j in range(n)
    )
    keep = tuple(s.keep[j] if (j == seat or not s.keep[j]) else HIDDEN for j in range(n))
    give = tuple(s.give[j] if (j == seat or not s.give[j]) else HIDDEN for j in range(n))
    shed = tuple(tuple(s.pub_shed[j] if masked(j) else s.shed[j]) for j in range(n))
    stored = tuple(tuple(s.pub_stored[j] if masked(j) else s.stored[j]) for j in range(n))
    commit = tuple(((HIDDEN,) if s.commit[j] else ()) if masked(j) else s.commit[j] for j in range(n))
    swaps = tuple(-1 if masked(j) else s.swaps_used[j] for j in range(n))
    secret = tuple(tuple(s.secret[j]) if j == seat else () for j in range(n))
    declared = tuple((HIDDEN if s.declared[j] else "") if masked(j) else s.declared[j] for j in range(n))
    lost = tuple(-1 if masked(j) else s.lost[j] for j in range(n))
    step, wk, wh, we = s.step, s.w_kind, s.w_house, tuple(s.w_extras)
    if s.sealed and s.actor != seat and step in SEALED_STEPS:
        step, wk, wh, we = "sealed", "", 0, (0, 0, 0)
    return View(
        seat=seat,
        players=s.players,
        to_act=None if s.actor < 0 else s.actor,
        phase=s.phase,
        options=tuple(sorted(s.opts.items())),
        nseats=n,
        turn=s.turn,
        priority=s.priority,
        secondary=s.secondary,
        order=tuple(s.order),
        step=step,
        ptr=s.ptr,
        mode=s.mode,
        sealed=s.sealed,
        decks=decks,
        zone_houses=tuple((z, tuple(h)) for z, h in s.zone_houses.items()),
        discard=tuple((z, tuple(c)) for z, c in s.discard.items()),
        tokens=tuple(s.tokens),
        tokens_spent=s.tokens_spent,
        box_count=len(s.box),
        is_discard=tuple(s.is_discard),
        drawn=drawn,
        keep=keep,
        give=give,
        hand=tuple(s.hand),
        shed=shed,
        ext=tuple(tuple(x) for x in s.ext),
        stored=stored,
        collection=tuple(tuple(x) for x in s.collection),
        built=tuple(tuple(x) for x in s.built),
        commit=commit,
        swaps_used=swaps,
        secret=secret,
        declared=declared,
        w_kind=wk,
        w_house=wh,
        w_extras=we,
        ext_left=s.ext_left,
        ext_parts=tuple(s.ext_parts),
        ended=s.ended,
        lost=lost,
        own_pub_shed=tuple(s.pub_shed[seat]) if (s.sealed and seat is not None) else (),
        own_pub_stored=tuple(s.pub_stored[seat]) if (s.sealed and seat is not None) else (),
    )


def _season_of_back(face: str) -> int:
    return int(face[len("back:season") :])


def _redeal(v: View, rng: Rng) -> tuple[list[list[Any]], list[list[Any]]]:
    """The decks and drawn cards with every back replaced by an unseen card of its deck and season."""
    layout = D.LAYOUTS[v.players]
    visible: set[int] = set()
    for row in (*v.drawn, v.hand, *v.collection, *(c for _, c in v.discard)):
        for c in row:
            if isinstance(c, int) and c > 0:
                visible.add(c)
    decks = [list(d) for d in v.decks]
    drawn = [list(d) for d in v.drawn]

    def deck_of_drawer(j: int) -> int:
        if v.players == 4 and j == v.secondary:
            return 1
        return 0

    # hidden slots per (deck index, season)
    slots: dict[tuple[int, int], list[tuple[list[Any], int]]] = {}
    for i, d in enumerate(decks):
        for pos, c in enumerate(d):
            if isinstance(c, str):
                slots.setdefault((i, _season_of_back(c)), []).append((d, pos))
    for j, d in enumerate(drawn):
        for pos, c in enumerate(d):
            if isinstance(c, str):
                slots.setdefault((deck_of_drawer(j), _season_of_back(c)), []).append((d, pos))
    for (i, season), where in sorted(slots.items(), key=lambda kv: kv[0]):
        pool = sorted(c for sn in layout["decks"][i] for c in D.SETS[sn][season - 1] if c not in visible)
        if len(pool) != len(where):
            raise ValueError(f"view inconsistent: {len(where)} hidden cards, {len(pool)} unseen")
        rng.shuffle(pool)
        for (lst, pos), c in zip(where, pool, strict=True):
            lst[pos] = c
    return decks, drawn


def _keep_give(v: View, drawn: list[list[Any]]) -> tuple[list[int], list[int]]:
    """Each drawer's kept and given card; a hidden one taken from its (re-dealt) drawn cards."""
    keep = [0] * v.nseats
    give = [0] * v.nseats
    for j in range(v.nseats):
        kj, gj = v.keep[j], v.give[j]
        keep[j] = int(drawn[j][0]) if kj == HIDDEN else int(kj)
        if gj == HIDDEN:
            give[j] = int([c for c in drawn[j] if c != keep[j]][0])
        else:
            give[j] = int(gj)
    return keep, give


def _box(v: View) -> list[int]:
    """The houses not on the table (the view counts them)."""
    on_table = {h for _, hs in v.zone_houses for h in hs} | {h for b in v.built for h in b}
    box = sorted(h for h in D.ALL_HOUSES if h not in on_table)
    if len(box) != v.box_count:
        raise ValueError("view inconsistent: house count")
    return box


def determinize(v: View, rng: Rng) -> State:
    """A full state consistent with ``v``: hidden cards re-dealt within their deck and season,
    undealt houses re-picked, other seats' sealed choices replaced by "no swaps, Dismantle"."""
    n = v.nseats
    decks, drawn = _redeal(v, rng)
    keep, give = _keep_give(v, drawn)
    box = _box(v)
    opts = dict(v.options)
    s = State(
        players=v.players,
        nseats=n,
        opts=opts,
        rng=rng.fork(),
        decks=decks,  # type: ignore[arg-type]
        zone_houses={z: list(h) for z, h in v.zone_houses},
        discard={z: list(c) for z, c in v.discard},
        tokens=list(v.tokens),
        tokens_spent=v.tokens_spent,
        box=box,
        is_discard=list(v.is_discard),
        turn=v.turn,
        priority=v.priority,
        secondary=v.secondary,
        order=list(v.order),
        phase=v.phase,
        step=v.step,
        actor=-1 if v.to_act is None else v.to_act,
        ptr=v.ptr,
        mode=v.mode,
        sealed=v.sealed,
        drawn=drawn,  # type: ignore[arg-type]
        keep=keep,
        give=give,
        hand=list(v.hand),
        shed=[list(x) for x in v.shed],
        ext=[list(x) for x in v.ext],
        stored=[list(x) for x in v.stored],
        collection=[list(x) for x in v.collection],
        built=[list(x) for x in v.built],
        commit=[],
        swaps_used=[max(0, x) for x in v.swaps_used],
        pub_shed=[list(x) for x in v.shed],
        pub_stored=[list(x) for x in v.stored],
        secret=[list(x) for x in v.secret],
        declared=["" if d == HIDDEN else d for d in v.declared],
        w_kind=v.w_kind,
        w_house=v.w_house,
        w_extras=list(v.w_extras),
        ext_left=v.ext_left,
        ext_parts=list(v.ext_parts),
        ended=v.ended,
        lost=[max(0, x) for x in v.lost],
    )
    for j in range(n):
        com = v.commit[j]
        if com == (HIDDEN,):
            pile = adjacent_zones(v.players, j)[0] if _needs_pile_choice(s) else _default_pile(s, j)
            s.commit.append(("dismantle", pile))
        else:
            s.commit.append(com)
    if v.seat is not None and v.sealed:
        s.pub_shed[v.seat] = list(v.own_pub_shed)
        s.pub_stored[v.seat] = list(v.own_pub_stored)
    if s.step == "sealed":
        s.step = "plan" if s.phase == "plan" else "final"
    return s


# --------------------------------------------------------------------------------------------
# Zones for the generic table


def zone_ids(players: int) -> list[str]:
    """Every zone id the rules name, for a player count (solo includes the automa's seat 1)."""
    nseats = 2 if players == 1 else players
    out = ["supply", "box", "deck:A"]
    if players == 4:
        out.append("deck:B")
    out.append("discard:interseason")
    for z in zone_list(players):
        out += [f"{z}:houses", f"{z}:discard", f"{z}:tokens"]
    for i in range(nseats):
        out += [
            f"seat:{i}:drawn",
            f"seat:{i}:hand",
            f"seat:{i}:shed",
            f"seat:{i}:extensions",
            f"seat:{i}:collection",
            f"seat:{i}:houses",
            f"seat:{i}:markers",
        ]
    return out


def _card_piece(c: int | str, owner: int | None = None, label: str = "") -> Piece:
    if isinstance(c, str):
        return Piece(id=f"hidden:{c}", kind="card", face=c, owner=owner)
    if c < 0:
        return Piece(id=f"interseason:{D.IS_NAMES[c]}", kind="card", face=f"interseason:{D.IS_NAMES[c]}")
    kind = "droid" if c in D.DROIDS else "house"
    return Piece(id=f"{kind}:{c}", kind="card", face=f"{kind}:{c}", owner=owner, label=label)


def zones(v: View) -> dict[str, tuple[Piece, ...]]:
    """What the table draws in each zone of a view."""
    out: dict[str, tuple[Piece, ...]] = {z: () for z in zone_ids(v.players)}
    for i, d in enumerate(v.decks):
        zid = "deck:A" if i == 0 else "deck:B"
        if d:
            top = d[-1]
            face = (
                top if isinstance(top, str) else f"interseason:{D.IS_NAMES[top]}" if top < 0 else back_of(top)
            )
            out[zid] = (Piece(id=zid, kind="card", face=face, count=len(d)),)
    out["box"] = (
        (Piece(id="box:houses", kind="card", face="back:house", count=v.box_count),) if v.box_count else ()
    )
    out["discard:interseason"] = tuple(_card_piece(c) for c in v.is_discard)
    for z, hs in v.zone_houses:
        out[f"{z}:houses"] = tuple(_card_piece(h) for h in hs)
    for z, cs in v.discard:
        out[f"{z}:discard"] = tuple(_card_piece(c) for c in cs)
    if v.tokens:
        for z, hs in v.zone_houses:
            if v.tokens[0] in hs:
                out[f"{z}:tokens"] = (
                    Piece(
                        id="tokens:extra_cost",
                        kind="token",
                        face="token:extra_cost",
                        label=str(v.tokens[0]),  # the house they lie on (the table names it)
                        count=3,
                    ),
                )
    for i in range(v.nseats):
        out[f"seat:{i}:drawn"] = tuple(_card_piece(c, i) for c in v.drawn[i])
        out[f"seat:{i}:hand"] = (_card_piece(v.hand[i], i),) if v.hand[i] else ()
        ext = v.ext[i]
        shed = v.shed[i]
        if not (v.players == 1 and i == AUTOMA):
            out[f"seat:{i}:shed"] = tuple(
                Piece(
                    id=f"seat:{i}:part:{k}",
                    kind="token",
                    face=f"part:{k}",
                    owner=i,
                    label=f"{shed[x]}/{D.BASE_CAP + ext[x]}",
                    count=max(shed[x], 0),
                )
                for x, k in enumerate(KINDS)
            )
            out[f"seat:{i}:extensions"] = tuple(
                Piece(id=f"seat:{i}:ext:{k}", kind="marker", face=f"extension:{k}", owner=i, count=ext[x])
                for x, k in enumerate(KINDS)
                if ext[x]
            )
        st = v.stored[i]
        on_card = {st[j]: st[j + 1 : j + 4] for j in range(0, len(st), 4)}
        out[f"seat:{i}:collection"] = tuple(
            _card_piece(c, i, label=parts_words(list(on_card[c]) + [0]))
            if c in on_card
            else _card_piece(c, i)
            for c in v.collection[i]
        )
        out[f"seat:{i}:houses"] = tuple(_card_piece(h, i) for h in v.built[i])
        marks = []
        if i == v.priority:
            marks.append(Piece(id="marker:priority", kind="marker", face="marker:priority", owner=i))
        if i == v.secondary:
            marks.append(Piece(id="marker:secondary", kind="marker", face="marker:secondary", owner=i))
        if v.commit[i]:
            marks.append(Piece(id=f"marker:committed:{i}", kind="marker", face="marker:committed", owner=i))
        out[f"seat:{i}:markers"] = tuple(marks)
    return out
