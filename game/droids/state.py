"""The full game state of Les Derniers Droïdes, its hand-written clone and its JSON form."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from game.core.rng import Rng

#: the automa's seat in solo games (it has a collection, never a decision)
AUTOMA = 1


@dataclasses.dataclass(slots=True)
class State:
    """Everything about one game. Only ``apply`` (engine) mutates it.

    Cards are ints: droids 1–44/59–98, houses 45–58, interseason cards -1..-4 (data.IS_CODES).
    Part vectors are 4-lists (nut, oil, circuit, energy). ``0`` in a card slot means "none".
    """

    players: int  # real seats (1 = solo against the automa)
    nseats: int  # seats with a collection: ``players``, or 2 in solo (seat 1 = automa)
    opts: dict[str, Any]  # resolved options; never mutated, shared between clones
    rng: Rng  # used only at setup (spec §5.1 step 7); kept so saves round trip exactly
    decks: list[list[int]]  # one per deck (2 at 4 players); the top card is the LAST element
    zone_houses: dict[str, list[int]]  # unbuilt houses per zone id, ascending
    discard: dict[str, list[int]]  # discard pile per zone id, in discard order
    tokens: list[int]  # card 31's extra-cost tokens: [house, placer] or []
    tokens_spent: bool  # the one token set has been placed and used up
    box: list[int]  # houses not dealt (hidden from everyone)
    is_discard: list[int]  # resolved interseason cards
    turn: int  # 1-based turn number (0 before the first turn)
    priority: int
    secondary: int  # 4 players only, else -1
    order: list[int]  # this turn's turn order (§6): Priority first
    phase: str  # plan / resolve / post / interseason / final / over (and transient ones)
    step: str  # pending decision kind, "" when none (see engine.legal_actions)
    actor: int  # seat of the pending decision, -1 when none
    ptr: int  # index into ``order`` of the seat being processed in this phase
    mode: str  # how a chosen action is handled: "commit" (sealed planning) or "execute"
    sealed: bool  # a sealed step is running: other seats see pub_shed/pub_stored
    drawn: list[list[int]]  # per seat: cards drawn and not yet dealt (draw order)
    keep: list[int]  # per drawer: kept card not yet revealed (0 none)
    give: list[int]  # 3 players: card chosen for the next seat, not yet revealed (0 none)
    hand: list[int]  # per seat: the droid received this turn (0 none)
    shed: list[list[int]]  # per seat: parts in the shed
    ext: list[list[int]]  # per seat: extensions per column
    stored: list[list[int]]  # per seat: parts on cards 65/71 as [card, n, o, c, card, n, o, c...]
    collection: list[list[int]]  # per seat: repaired droids in repair order
    built: list[list[int]]  # per seat: constructed houses in build order
    commit: list[tuple[Any, ...]]  # per seat: committed action (sealed), () when none
    swaps_used: list[int]  # per seat: swaps made in the current window
    pub_shed: list[list[int]]  # per seat: shed as shown to others during a sealed step
    pub_stored: list[list[int]]  # per seat: ``stored`` as shown to others during a sealed step
    secret: list[list[tuple[Any, ...]]]  # per seat: swaps made in the running sealed step
    declared: list[str]  # per seat: card 36's declared family ("" none)
    w_kind: str  # action being built in a multi-step choice: "", "dismantle", "construct"
    w_house: int  # house of a Construct being built
    w_extras: list[int]  # extra base parts picked so far (n, o, c)
    ext_left: int  # extensions still to place for the card being resolved
    ext_parts: list[int]  # parts that card adds once its extensions are placed
    ended: str  # "" while running; "deck" / "houses" once the end was triggered
    lost: list[int]  # per seat: parts lost to overflow (statistics, shown at the end)


_LIST_OF_LISTS = (
    "decks",
    "drawn",
    "shed",
    "ext",
    "stored",
    "collection",
    "built",
    "pub_shed",
    "pub_stored",
)
_FLAT_LISTS = (
    "tokens",
    "box",
    "is_discard",
    "order",
    "keep",
    "give",
    "hand",
    "swaps_used",
    "declared",
    "w_extras",
    "ext_parts",
    "lost",
)
_SCALARS = (
    "players",
    "nseats",
    "tokens_spent",
    "turn",
    "priority",
    "secondary",
    "phase",
    "step",
    "actor",
    "ptr",
    "mode",
    "sealed",
    "w_kind",
    "w_house",
    "ext_left",
    "ended",
)


def clone(s: State) -> State:
    """A fast independent copy (options dict shared: it is never mutated)."""
    return State(
        players=s.players,
        nseats=s.nseats,
        opts=s.opts,
        rng=s.rng.clone(),
        decks=[d[:] for d in s.decks],
        zone_houses={k: v[:] for k, v in s.zone_houses.items()},
        discard={k: v[:] for k, v in s.discard.items()},
        tokens=s.tokens[:],
        tokens_spent=s.tokens_spent,
        box=s.box[:],
        is_discard=s.is_discard[:],
        turn=s.turn,
        priority=s.priority,
        secondary=s.secondary,
        order=s.order[:],
        phase=s.phase,
        step=s.step,
        actor=s.actor,
        ptr=s.ptr,
        mode=s.mode,
        sealed=s.sealed,
        drawn=[x[:] for x in s.drawn],
        keep=s.keep[:],
        give=s.give[:],
        hand=s.hand[:],
        shed=[x[:] for x in s.shed],
        ext=[x[:] for x in s.ext],
        stored=[x[:] for x in s.stored],
        collection=[x[:] for x in s.collection],
        built=[x[:] for x in s.built],
        commit=s.commit[:],
        swaps_used=s.swaps_used[:],
        pub_shed=[x[:] for x in s.pub_shed],
        pub_stored=[x[:] for x in s.pub_stored],
        secret=[x[:] for x in s.secret],
        declared=s.declared[:],
        w_kind=s.w_kind,
        w_house=s.w_house,
        w_extras=s.w_extras[:],
        ext_left=s.ext_left,
        ext_parts=s.ext_parts[:],
        ended=s.ended,
        lost=s.lost[:],
    )


def _to_lists(v: Any) -> Any:
    if isinstance(v, (tuple, list)):
        return [_to_lists(x) for x in v]
    return v


def _to_tuples(v: Any) -> Any:
    if isinstance(v, list):
        return tuple(_to_tuples(x) for x in v)
    return v


def to_json(s: State) -> dict[str, Any]:
    """The full state as plain JSON values."""
    out: dict[str, Any] = {name: getattr(s, name) for name in _SCALARS}
    for name in _LIST_OF_LISTS:
        out[name] = [x[:] for x in getattr(s, name)]
    for name in _FLAT_LISTS:
        out[name] = getattr(s, name)[:]
    out["opts"] = dict(s.opts)
    out["rng"] = s.rng.to_json()
    out["zone_houses"] = {k: v[:] for k, v in s.zone_houses.items()}
    out["discard"] = {k: v[:] for k, v in s.discard.items()}
    out["commit"] = [_to_lists(c) for c in s.commit]
    out["secret"] = [[_to_lists(x) for x in lst] for lst in s.secret]
    return out


def from_json(data: Mapping[str, Any]) -> State:
    """Rebuild a state from ``to_json`` output (ValueError on a malformed snapshot)."""
    try:
        kw: dict[str, Any] = {name: data[name] for name in _SCALARS}
        for name in _LIST_OF_LISTS:
            kw[name] = [list(x) for x in data[name]]
        for name in _FLAT_LISTS:
            kw[name] = list(data[name])
        kw["opts"] = dict(data["opts"])
        kw["rng"] = Rng.from_json(list(data["rng"]))
        kw["zone_houses"] = {str(k): list(v) for k, v in data["zone_houses"].items()}
        kw["discard"] = {str(k): list(v) for k, v in data["discard"].items()}
        kw["commit"] = [_to_tuples(c) for c in data["commit"]]
        kw["secret"] = [[_to_tuples(x) for x in lst] for lst in data["secret"]]
    except (KeyError, TypeError, AttributeError) as exc:
        raise ValueError(f"not a droids state snapshot: {exc}") from None
    return State(**kw)
