"""What one seat may know (spec §15), re-dealing what it cannot see, and the drawable zones.

Hidden from a seat: the order of the building stacks and the 3 removed tiles (only each stack's
size and the district on its top back show), the identities of end-game tiles in the pile and in
other hands, and the tile another ST08 player looked at and put back. Everything else in Paris is
public or reconstructable from the public log (§15: "everything except the identity of end-game
tiles can be reconstructed from public events"): francs, keys in hand, tokens and unused bonus tiles
change only through logged, public payments and gains.

Screens: in ``data`` the screen contents (``francs``, ``hand``, ``tokens``, ``tiles``) of a seat whose
screen is closed are None; ``screen_open`` says whose are open (the viewer's own; everyone's with
``open_information``). The tallies a player keeping count of the public log has of every screen are
kept apart in ``ledger`` (§15 lets bots keep exact counters from the log); ``determinize`` puts them
back behind the screens. The table draws ``data`` only, so a closed screen shows nothing.

A viewer's knowledge of the end-game pile: a seat that chose a tile saw every tile left at that
moment, so it knows the set {pile now} ∪ {tiles taken by others since}; ``eg_known`` carries it and
``determinize`` keeps it.
"""

from __future__ import annotations

import dataclasses
import json
from typing import Any

from game.core.rng import Rng
from game.core.rules import Piece
from game.paris.board import ARC, BANKS, DISTRICTS, LANDMARKS, SLOTS
from game.paris.data import DATA as D
from game.paris.data import TOKENS
from game.paris.state import State, from_json, to_json


def freeze(x: Any) -> str:
    """Canonical JSON text: hashable, ==-comparable, and fast to build and parse."""
    return json.dumps(x, sort_keys=True, separators=(",", ":"))


def thaw(x: str) -> Any:
    return json.loads(x)


@dataclasses.dataclass(frozen=True, slots=True)
class View:
    """A seat's view. ``data`` is the state's JSON (canonical text) with hidden parts replaced (see
    the module doc): ``stacks`` -> [size, top-back district], ``removed``/``eg_pile`` -> counts,
    others' ``eg_held`` -> ["", take index], others' ``peek`` -> stack keys with "" tiles, plus
    ``eg_known``. ``get`` and ``as_dict`` read it."""

    seat: int | None
    to_act: int | None
    prompt: str
    screen_open: tuple[bool, ...]
    data: str
    ledger: str  # canonical JSON: [[francs, hand, tokens, tiles], ...] per seat, tallied from the log

    def as_dict(self) -> dict[str, Any]:
        """The view's data as plain JSON (a fresh copy)."""
        out: dict[str, Any] = json.loads(self.data)
        return out

    def get(self, key: str) -> Any:
        """One field of the data."""
        return self.as_dict()[key]


def eg_known(s: State, seat: int) -> list[str] | None:
    look = s.eg_look[seat]
    if look < 0:
        return None
    known = set(s.eg_pile)
    for j in range(s.n):
        if j != seat:
            known.update(t for t, idx in s.eg_held[j] if idx > look)
    return sorted(known)


SCREEN_FIELDS = ("francs", "hand", "tokens", "tiles")


def view(s: State, seat: int | None) -> View:
    d = to_json(s, with_rng=False)
    d["stacks"] = [[len(st), D.buildings[st[-1]].district if st else ""] for st in s.stacks]
    d["removed"] = len(s.removed)
    d["eg_pile"] = len(s.eg_pile)
    d["eg_held"] = [[[t if j == seat else "", idx] for t, idx in held] for j, held in enumerate(s.eg_held)]
    d["peek"] = [{k: (v if j == seat else "") for k, v in pk.items()} for j, pk in enumerate(s.peek)]
    d["eg_known"] = eg_known(s, seat) if seat is not None else None
    opened = tuple(bool(s.opts["open_information"]) or j == seat for j in range(s.n))
    ledger = [[d[f][j] for f in SCREEN_FIELDS] for j in range(s.n)]
    for f in SCREEN_FIELDS:
        d[f] = [v if opened[j] else None for j, v in enumerate(d[f])]
    to_act = None if s.over else s.seat
    return View(seat, to_act, s.prompt, opened, freeze(d), freeze(ledger))


def determinize(view: View, rng: Rng) -> State:
    """A full state consistent with the view: stacks, removed tiles and hidden end-game tiles re-dealt."""
    d = thaw(view.data)
    for j, row in enumerate(thaw(view.ledger)):
        for f, v in zip(SCREEN_FIELDS, row, strict=True):
            d[f][j] = v
    seat = view.seat
    r = rng.fork()
    # building tiles
    known_tops = {int(k): v for k, v in d["peek"][seat].items()} if seat is not None else {}
    gone = set(d["slot_tile"].values()) | set(d["removed_faceup"]) | set(known_tops.values())
    if d["prompt"] == "district":
        gone.add(d["ctx"]["tile"])
    pool = [b for b in sorted(D.buildings) if b not in gone]
    r.shuffle(pool)
    stacks: list[list[str]] = []
    for i, (size, topd) in enumerate(d["stacks"]):
        if not size:
            stacks.append([])
            continue
        if i in known_tops:
            top = known_tops[i]
        else:
            top = next(b for b in pool if D.buildings[b].district == topd)
            pool.remove(top)
        stacks.append([""] * (size - 1) + [top])
    for st in stacks:
        for k in range(len(st) - 1):
            st[k] = pool.pop()
    removed = sorted(pool)
    # end-game tiles
    held = d["eg_held"]
    own = {t for t, _ in held[seat]} if seat is not None else set()
    used = {t for u in d["used"] for t in u if t in D.endgame}
    hidden = sorted(set(D.endgame) - own - used)
    known = d.pop("eg_known")
    look = d["eg_look"][seat] if seat is not None else -1
    before = [
        (j, i)
        for j in range(d["n"])
        if j != seat
        for i, e in enumerate(held[j])
        if known is not None and e[1] < look
    ]
    after = [
        (j, i)
        for j in range(d["n"])
        if j != seat
        for i, e in enumerate(held[j])
        if not (known is not None and e[1] < look)
    ]
    group_b = [t for t in hidden if known is None or t in known]
    group_a = [t for t in hidden if known is not None and t not in known]
    r.shuffle(group_a)
    r.shuffle(group_b)
    for (j, i), t in zip(before, group_a, strict=True):
        held[j][i][0] = t
    for j, i in after:
        held[j][i][0] = group_b.pop()
    d["eg_pile"] = sorted(group_b)
    d["stacks"] = stacks
    d["removed"] = removed
    d["peek"] = [
        {k: (v if j == seat else stacks[int(k)][-1]) for k, v in pk.items()} for j, pk in enumerate(d["peek"])
    ]
    return from_json(d, rng=Rng(r.next_u32() << 32 | r.next_u32(), stream=r.next_u32()))


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


def zones(view: View) -> dict[str, tuple[Piece, ...]]:
    d = thaw(view.data)
    n = d["n"]
    z: dict[str, list[Piece]] = {k: [] for k in zone_ids(n)}
    for slot, tile in d["slot_tile"].items():
        z[slot].append(Piece(tile, "tile", tile))
    for slot, tok in d["slot_token"].items():
        z[slot].append(Piece(f"token:{slot}", "token", tok))
    for spot, seats in d["keys"].items():
        for i, k in enumerate(seats):
            z[spot].append(Piece(f"key:{k}:{spot}:{i}", "key", f"key:{k}", owner=k))
    for L, dist in d["lm_district"].items():
        z[f"district:{dist}:landmarks"].append(Piece(L, "tile", L))
    for L in d["lm_supply"]:
        z["supply:landmarks"].append(Piece(L, "tile", L))
    for dist, t in d["vp_at"].items():
        z[f"district:{dist}:vp"].append(Piece(t, "tile", t))
    for t in d["vp_supply"]:
        z["supply:vp_tiles"].append(Piece(t, "tile", t))
    if d["opts"]["etoile"]:
        special = D.special_vp.id
        z[f"district:{d['special_at']}:special" if d["special_at"] else "supply:special_vp"].append(
            Piece(special, "tile", special)
        )
        for t in d["display"]:
            z["supply:strategy"].append(Piece(t, "tile", t))
    for sp, stack in enumerate(d["track"]):
        for t in stack:
            z[f"track:{sp}"].append(Piece(t, "tile", t))
    for k, pos in enumerate(d["meeple"]):
        z[f"track:{pos}"].append(Piece(f"meeple:{k}", "meeple", f"meeple:{k}", owner=k))
    for i, (size, topd) in enumerate(d["stacks"]):
        if size:
            z[f"stack:{i}"].append(Piece(f"stack:{i}", "tile", f"back:building:{topd}", count=size))
    if view.seat is not None:
        for k, t in d["peek"][view.seat].items():
            z[f"stack:{k}"].append(Piece(f"peek:{k}", "tile", t, label="paris.zone.peeked"))
    z["supply:removed"].append(Piece("removed", "tile", "back:building", count=d["removed"]))
    for t in d["removed_faceup"]:
        z["supply:removed"].append(Piece(t, "tile", t))
    if d["eg_pile"]:
        z["supply:endgame"].append(Piece("endgame", "tile", "back:endgame", count=d["eg_pile"]))
    for i, tok in enumerate(TOKENS):
        if d["supply"][i]:
            z["supply:tokens"].append(Piece(f"supply:{tok}", "token", tok, count=d["supply"][i]))
    for k in range(n):
        screen = z[f"seat:{k}:screen"]
        if view.screen_open[k]:
            screen.append(Piece(f"francs:{k}", "marker", "francs", owner=k, count=d["francs"][k]))
            if d["hand"][k]:
                screen.append(Piece(f"hand:{k}", "key", f"key:{k}", owner=k, count=d["hand"][k]))
            for i, tok in enumerate(TOKENS):
                if d["tokens"][k][i]:
                    screen.append(Piece(f"token:{k}:{tok}", "token", tok, owner=k, count=d["tokens"][k][i]))
            for t in d["tiles"][k]:
                screen.append(Piece(t, "tile", t, owner=k))
        else:
            screen.append(Piece(f"screen:{k}", "marker", "screen", owner=k))
        for t, idx in d["eg_held"][k]:
            screen.append(Piece(f"eg:{k}:{idx}", "tile", t or "back:endgame", owner=k))
        for t in d["used"][k]:
            z[f"seat:{k}:used"].append(Piece(t, "tile", t, owner=k))
        if d["strategy"][k]:
            z[f"seat:{k}:strategy"].append(Piece(d["strategy"][k], "tile", d["strategy"][k], owner=k))
        if d["reserve"][k]:
            z[f"seat:{k}:reserve"].append(
                Piece(f"reserve:{k}", "key", f"key:{k}", owner=k, count=d["reserve"][k])
            )
        z[f"seat:{k}:vp"].append(Piece(f"vp:{k}", "marker", "vp", owner=k, count=d["vp"][k]))
    return {k: tuple(v) for k, v in z.items()}
