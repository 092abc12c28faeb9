"""What one seat may know (spec §15), re-dealing what it cannot see, and the drawable zones.

Hidden from a seat: the order of the building stacks and the 3 removed tiles (only each stack's
size and the district on its top back show), the identities of end-game tiles in the pile and in
other hands, and the tile another ST08 player looked at and put back. Everything else in Paris is
public or reconstructable from the public log (§15: "everything except the identity of end-game
tiles can be reconstructed from public events"): francs, keys in hand, tokens and unused bonus tiles
change only through logged, public payments and gains.

Screens: ``screens`` holds each seat's screen contents (``Screen``: francs, keys in hand, tokens,
unused tiles), None for a seat whose screen is closed; ``screen_open`` says whose are open (the
viewer's own; everyone's with ``open_information``). The tallies a player keeping count of the
public log has of every screen are kept apart in ``ledger`` (§15 lets bots keep exact counters from
the log); ``determinize`` puts them back behind the screens. The table draws ``screens`` only, so a
closed screen shows nothing.

A viewer's knowledge of the end-game pile: a seat that chose a tile saw every tile left at that
moment, so it knows the set {pile now} ∪ {tiles taken by others since}; ``eg_known`` carries it and
``determinize`` keeps it.

The view is plain immutable values (tuples; mappings as key-sorted tuples of pairs), so it hashes
and compares field by field.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from game.core.rng import Rng
from game.core.rules import Piece
from game.paris.board import ARC, BANKS, DISTRICTS, LANDMARKS, SLOTS
from game.paris.data import DATA as D
from game.paris.data import TOKENS
from game.paris.state import State

Pairs = tuple[tuple[str, Any], ...]  # a mapping as key-sorted (key, value) pairs

BUILDING_PROMPTS = frozenset({"stack", "keep_peeked", "district"})
PHASES = ("building", "action", "closing", "over")  # §5: the two steps of a turn and the closing window


@dataclasses.dataclass(frozen=True, slots=True)
class Screen:
    """What stands behind one seat's screen."""

    francs: int
    hand: int  # keys
    tokens: tuple[int, ...]  # per TOKENS index
    tiles: tuple[str, ...]  # unused bonus tiles, in the order taken


@dataclasses.dataclass(frozen=True, slots=True)
class StackBack:
    """A building stack as everyone sees it: its size and the district on its top back."""

    size: int
    district: str  # "" when empty


@dataclasses.dataclass(frozen=True, slots=True)
class HeldEndgame:
    """An end-game tile in a hand: its id ("" where hidden from the viewer) and when it was taken."""

    tile: str
    taken: int


@dataclasses.dataclass(frozen=True, slots=True)
class View:
    """A seat's view: the state (``game/paris/state.py``) with the hidden parts replaced (see the
    module doc). Per-seat tuples are indexed by seat; mappings are key-sorted pairs."""

    seat: int | None
    players: int
    to_act: int | None
    phase: str  # one of PHASES
    prompt: str
    screen_open: tuple[bool, ...]
    screens: tuple[Screen | None, ...]  # None: a closed screen
    ledger: tuple[Screen, ...]  # every screen as tallied from the public log
    opts: Pairs
    stacks: tuple[StackBack, ...]
    removed: int  # tiles removed unseen at setup (a count)
    removed_faceup: tuple[str, ...]
    slot_tile: tuple[tuple[str, str], ...]
    slot_token: tuple[tuple[str, str], ...]
    keys: tuple[tuple[str, tuple[int, ...]], ...]
    lm_district: tuple[tuple[str, str], ...]
    lm_supply: tuple[str, ...]
    vp_supply: tuple[str, ...]
    vp_at: tuple[tuple[str, str], ...]
    special_at: str
    count: tuple[tuple[str, int], ...]
    track: tuple[tuple[str, ...], ...]
    boxed: tuple[str, ...]
    supply: tuple[int, ...]
    minted: int
    reserve: tuple[int, ...]
    vp: tuple[int, ...]
    meeple: tuple[int, ...]
    used: tuple[tuple[str, ...], ...]
    owned: tuple[tuple[int, ...], ...]
    strategy: tuple[str, ...]
    display: tuple[str, ...]
    eg_pile: int  # tiles left in the pile (a count)
    eg_held: tuple[tuple[HeldEndgame, ...], ...]
    eg_look: tuple[int, ...]
    eg_taken: int
    eg_known: tuple[str, ...] | None  # the viewer's knowledge of the pile (module doc)
    peek: tuple[tuple[tuple[str, str], ...], ...]  # per seat, stack index -> tile ("" unless the viewer's)
    turn: int  # the seat whose turn it is (also after the game ended)
    round: int
    turns_left: int
    over: bool
    window: str
    ctx: Pairs
    bought: tuple[str, ...]
    sold: tuple[str, ...]
    engineer: bool


def phase(s: State) -> str:
    """The part of the turn the game is in (§5, §20.1): one of PHASES."""
    if s.over:
        return "over"
    if s.prompt in BUILDING_PROMPTS:
        return "building"
    return "closing" if s.window == "closing" else "action"


def _frozen(x: Any) -> Any:
    """Lists and tuples, recursively, as tuples (what a view holds)."""
    return tuple(_frozen(v) for v in x) if isinstance(x, (list, tuple)) else x


def _thawed(x: Any) -> Any:
    """Tuples, recursively, as lists (the options as a saved state holds them)."""
    return [_thawed(v) for v in x] if isinstance(x, (list, tuple)) else x


def _pairs(m: dict[str, Any]) -> tuple[tuple[str, Any], ...]:
    return tuple((k, m[k]) for k in sorted(m))


def eg_known(s: State, seat: int) -> list[str] | None:
    look = s.eg_look[seat]
    if look < 0:
        return None
    known = set(s.eg_pile)
    for j in range(s.n):
        if j != seat:
            known.update(t for t, idx in s.eg_held[j] if idx > look)
    return sorted(known)


def _screen(s: State, j: int) -> Screen:
    return Screen(s.francs[j], s.hand[j], tuple(s.tokens[j]), tuple(s.tiles[j]))


def view(s: State, seat: int | None) -> View:
    opened = tuple(bool(s.opts["open_information"]) or j == seat for j in range(s.n))
    ledger = tuple(_screen(s, j) for j in range(s.n))
    known = eg_known(s, seat) if seat is not None else None
    return View(
        seat=seat,
        players=s.n,
        to_act=None if s.over else s.seat,
        phase=phase(s),
        prompt=s.prompt,
        screen_open=opened,
        screens=tuple(sc if opened[j] else None for j, sc in enumerate(ledger)),
        ledger=ledger,
        opts=tuple((k, _frozen(s.opts[k])) for k in sorted(s.opts)),
        stacks=tuple(StackBack(len(st), D.buildings[st[-1]].district if st else "") for st in s.stacks),
        removed=len(s.removed),
        removed_faceup=tuple(s.removed_faceup),
        slot_tile=_pairs(s.slot_tile),
        slot_token=_pairs(s.slot_token),
        keys=tuple((k, tuple(s.keys[k])) for k in sorted(s.keys)),
        lm_district=_pairs(s.lm_district),
        lm_supply=tuple(s.lm_supply),
        vp_supply=tuple(s.vp_supply),
        vp_at=_pairs(s.vp_at),
        special_at=s.special_at,
        count=_pairs(s.count),
        track=tuple(tuple(x) for x in s.track),
        boxed=tuple(s.boxed),
        supply=tuple(s.supply),
        minted=s.minted,
        reserve=tuple(s.reserve),
        vp=tuple(s.vp),
        meeple=tuple(s.meeple),
        used=tuple(tuple(x) for x in s.used),
        owned=tuple(tuple(x) for x in s.owned),
        strategy=tuple(s.strategy),
        display=tuple(s.display),
        eg_pile=len(s.eg_pile),
        eg_held=tuple(
            tuple(HeldEndgame(t if j == seat else "", idx) for t, idx in held)
            for j, held in enumerate(s.eg_held)
        ),
        eg_look=tuple(s.eg_look),
        eg_taken=s.eg_taken,
        eg_known=tuple(known) if known is not None else None,
        peek=tuple(tuple((k, pk[k] if j == seat else "") for k in sorted(pk)) for j, pk in enumerate(s.peek)),
        turn=s.seat,
        round=s.round,
        turns_left=s.turns_left,
        over=s.over,
        window=s.window,
        ctx=tuple((k, _frozen(s.ctx[k])) for k in sorted(s.ctx)),
        bought=tuple(s.bought),
        sold=tuple(s.sold),
        engineer=s.engineer,
    )


# --------------------------------------------------------------------------------------------
# Determinize


def _deal_buildings(v: View, r: Rng) -> tuple[list[list[str]], list[str]]:
    """Stacks consistent with the sizes, top backs and the viewer's peeks; the rest is removed."""
    known_tops = {int(k): t for k, t in v.peek[v.seat]} if v.seat is not None else {}
    gone = {t for _slot, t in v.slot_tile} | set(v.removed_faceup) | set(known_tops.values())
    if v.prompt == "district":
        gone.add(dict(v.ctx)["tile"])
    pool = [b for b in sorted(D.buildings) if b not in gone]
    r.shuffle(pool)
    stacks: list[list[str]] = []
    for i, back in enumerate(v.stacks):
        if not back.size:
            stacks.append([])
            continue
        if i in known_tops:
            top = known_tops[i]
        else:
            top = next(b for b in pool if D.buildings[b].district == back.district)
            pool.remove(top)
        stacks.append([""] * (back.size - 1) + [top])
    for st in stacks:
        for k in range(len(st) - 1):
            st[k] = pool.pop()
    return stacks, sorted(pool)


def _deal_endgame(v: View, r: Rng) -> tuple[list[list[list[Any]]], list[str]]:
    """Hidden end-game tiles in others' hands and the pile, keeping what the viewer saw of the pile."""
    seat = v.seat
    held: list[list[list[Any]]] = [[[e.tile, e.taken] for e in hand] for hand in v.eg_held]
    own = {e.tile for e in v.eg_held[seat]} if seat is not None else set()
    used = {t for u in v.used for t in u if t in D.endgame}
    hidden = sorted(set(D.endgame) - own - used)
    known = v.eg_known
    look = v.eg_look[seat] if seat is not None else -1
    others = [(j, i) for j in range(v.players) if j != seat for i in range(len(held[j]))]
    before = [(j, i) for j, i in others if known is not None and held[j][i][1] < look]
    after = [(j, i) for j, i in others if not (known is not None and held[j][i][1] < look)]
    group_b = [t for t in hidden if known is None or t in known]
    group_a = [t for t in hidden if known is not None and t not in known]
    r.shuffle(group_a)
    r.shuffle(group_b)
    for (j, i), t in zip(before, group_a, strict=True):
        held[j][i][0] = t
    for j, i in after:
        held[j][i][0] = group_b.pop()
    return held, sorted(group_b)


def determinize(view: View, rng: Rng) -> State:
    """A full state consistent with the view: stacks, removed tiles and hidden end-game tiles re-dealt."""
    v = view
    r = rng.fork()
    stacks, removed = _deal_buildings(v, r)
    held, pile = _deal_endgame(v, r)
    peek = [{k: (t if j == v.seat else stacks[int(k)][-1]) for k, t in pk} for j, pk in enumerate(v.peek)]
    gen = Rng(r.next_u32() << 32 | r.next_u32(), stream=r.next_u32())
    return State(
        n=v.players,
        opts={k: _thawed(x) for k, x in v.opts},
        rng=gen,
        stacks=stacks,
        removed=removed,
        removed_faceup=list(v.removed_faceup),
        slot_tile=dict(v.slot_tile),
        slot_token=dict(v.slot_token),
        keys=dict(v.keys),
        lm_district=dict(v.lm_district),
        lm_supply=list(v.lm_supply),
        vp_supply=list(v.vp_supply),
        vp_at=dict(v.vp_at),
        special_at=v.special_at,
        count=dict(v.count),
        track=[list(x) for x in v.track],
        boxed=list(v.boxed),
        supply=list(v.supply),
        minted=v.minted,
        reserve=list(v.reserve),
        francs=[sc.francs for sc in v.ledger],
        hand=[sc.hand for sc in v.ledger],
        vp=list(v.vp),
        meeple=list(v.meeple),
        tokens=[list(sc.tokens) for sc in v.ledger],
        tiles=[list(sc.tiles) for sc in v.ledger],
        used=[list(x) for x in v.used],
        owned=[list(x) for x in v.owned],
        strategy=list(v.strategy),
        display=list(v.display),
        eg_pile=pile,
        eg_held=held,
        eg_look=list(v.eg_look),
        eg_taken=v.eg_taken,
        peek=peek,
        seat=v.turn,
        round=v.round,
        turns_left=v.turns_left,
        over=v.over,
        prompt=v.prompt,
        window=v.window,
        ctx=dict(v.ctx),
        bought=list(v.bought),
        sold=list(v.sold),
        engineer=v.engineer,
    )


# --------------------------------------------------------------------------------------------
# Zones


def zone_ids(players: int) -> list[str]:
    """Every zone id the rules can name for this player count."""
    out = [ARC, *BANKS, *SLOTS]
    out += [f"landmark:{L}" for L in LANDMARKS]
    for d in DISTRICTS:
        out += [f"district:{d}", f"district:{d}:landmarks", f"district:{d}:vp", f"district:{d}:special"]
    out += [f"track:{i}" for i in range(31)]
    out += [f"stack:{i}" for i in range(4)]
    out += [
        "supply:removed",
        "supply:landmarks",
        "supply:vp_tiles",
        "supply:special_vp",
        "supply:endgame",
        "supply:tokens",
        "supply:strategy",
    ]
    for k in range(players):
        out += [
            f"seat:{k}:screen",
            f"seat:{k}:used",
            f"seat:{k}:strategy",
            f"seat:{k}:reserve",
            f"seat:{k}:vp",
        ]
    return out


ZONE_IDS = zone_ids(4)

Zones = dict[str, list[Piece]]


def _board(v: View, z: Zones) -> None:
    """Tiles, tokens and keys on the board; landmarks, VP tiles and l'Étoile's tiles."""
    for slot, tile in v.slot_tile:
        z[slot].append(Piece(tile, "tile", tile))
    for slot, tok in v.slot_token:
        z[slot].append(Piece(f"token:{slot}", "token", tok))
    for spot, seats in v.keys:
        for i, k in enumerate(seats):
            z[spot].append(Piece(f"key:{k}:{spot}:{i}", "key", f"key:{k}", owner=k))
    for L, dist in v.lm_district:
        z[f"district:{dist}:landmarks"].append(Piece(L, "tile", L))
    for L in v.lm_supply:
        z["supply:landmarks"].append(Piece(L, "tile", L))
    for dist, t in v.vp_at:
        z[f"district:{dist}:vp"].append(Piece(t, "tile", t))
    for t in v.vp_supply:
        z["supply:vp_tiles"].append(Piece(t, "tile", t))
    if dict(v.opts)["etoile"]:
        special = D.special_vp.id
        z[f"district:{v.special_at}:special" if v.special_at else "supply:special_vp"].append(
            Piece(special, "tile", special)
        )
        for t in v.display:
            z["supply:strategy"].append(Piece(t, "tile", t))
    for sp, stack in enumerate(v.track):
        for t in stack:
            z[f"track:{sp}"].append(Piece(t, "tile", t))
    for k, pos in enumerate(v.meeple):
        z[f"track:{pos}"].append(Piece(f"meeple:{k}", "meeple", f"meeple:{k}", owner=k))


def _supplies(v: View, z: Zones) -> None:
    """The building stacks (backs, and what the viewer peeked), removed tiles, the end-game pile and
    the token supply."""
    for i, back in enumerate(v.stacks):
        if back.size:
            z[f"stack:{i}"].append(
                Piece(f"stack:{i}", "tile", f"back:building:{back.district}", count=back.size)
            )
    if v.seat is not None:
        for k, t in v.peek[v.seat]:
            z[f"stack:{k}"].append(Piece(f"peek:{k}", "tile", t, label="paris.zone.peeked"))
    z["supply:removed"].append(Piece("removed", "tile", "back:building", count=v.removed))
    for t in v.removed_faceup:
        z["supply:removed"].append(Piece(t, "tile", t))
    if v.eg_pile:
        z["supply:endgame"].append(Piece("endgame", "tile", "back:endgame", count=v.eg_pile))
    for i, tok in enumerate(TOKENS):
        if v.supply[i]:
            z["supply:tokens"].append(Piece(f"supply:{tok}", "token", tok, count=v.supply[i]))


def _behind_screen(k: int, sc: Screen | None) -> list[Piece]:
    """A seat's screen: its contents when open, else the screen itself."""
    if sc is None:
        return [Piece(f"screen:{k}", "marker", "screen", owner=k)]
    out = [Piece(f"francs:{k}", "marker", "francs", owner=k, count=sc.francs)]
    if sc.hand:
        out.append(Piece(f"hand:{k}", "key", f"key:{k}", owner=k, count=sc.hand))
    for i, tok in enumerate(TOKENS):
        if sc.tokens[i]:
            out.append(Piece(f"token:{k}:{tok}", "token", tok, owner=k, count=sc.tokens[i]))
    out += [Piece(t, "tile", t, owner=k) for t in sc.tiles]
    return out


def _seat(v: View, k: int, z: Zones) -> None:
    """One seat's screen, used tiles, strategy tile, spare keys and VP."""
    screen = z[f"seat:{k}:screen"]
    screen += _behind_screen(k, v.screens[k] if v.screen_open[k] else None)
    for e in v.eg_held[k]:
        screen.append(Piece(f"eg:{k}:{e.taken}", "tile", e.tile or "back:endgame", owner=k))
    for t in v.used[k]:
        z[f"seat:{k}:used"].append(Piece(t, "tile", t, owner=k))
    if v.strategy[k]:
        z[f"seat:{k}:strategy"].append(Piece(v.strategy[k], "tile", v.strategy[k], owner=k))
    if v.reserve[k]:
        z[f"seat:{k}:reserve"].append(Piece(f"reserve:{k}", "key", f"key:{k}", owner=k, count=v.reserve[k]))
    z[f"seat:{k}:vp"].append(Piece(f"vp:{k}", "marker", "vp", owner=k, count=v.vp[k]))


def zones(view: View) -> dict[str, tuple[Piece, ...]]:
    z: Zones = {k: [] for k in zone_ids(view.players)}
    _board(view, z)
    _supplies(view, z)
    for k in range(view.players):
        _seat(view, k, z)
    return {k: tuple(v) for k, v in z.items()}
