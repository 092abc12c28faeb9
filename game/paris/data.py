"""Paris component data: loaded once from ``data.json`` (a copy of the spec's ``paris-data.json``).

Every number the rules use comes from here, [house] values included, so that real data can
replace them without code changes. ``load`` validates the file and raises ``DataError`` naming the
first problem it finds (unknown effect kind, missing field, wrong count...).
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

from game.core.reader import Refused, read_data

DATA_PATH = Path(__file__).with_name("data.json")

RESOURCES = ("wood", "marble", "gold")
PRESTIGE = ("bronze", "silver", "gold_prestige")
TOKENS = RESOURCES + PRESTIGE
TOKEN_INDEX = {t: i for i, t in enumerate(TOKENS)}
SLOT_VALUES_EXPECTED = (1, 2, 3, 4, 5, 8)


class DataError(ValueError):
    """The data file is broken; the message names the problem."""


@dataclasses.dataclass(frozen=True, slots=True)
class Building:
    id: str
    district: str  # printed district (the back of the tile)
    value: int
    type: str
    extra: tuple[str, ...]  # extra-cost resource units, ordered wood -> marble -> gold


@dataclasses.dataclass(frozen=True, slots=True)
class Landmark:
    id: str
    name: str
    value: int
    extra: tuple[str, ...]
    prestige: str
    vp_per_token: int
    max_tokens: int


@dataclasses.dataclass(frozen=True, slots=True)
class Tile:
    """A bonus tile (``number`` set) or an end-game tile (``number`` None)."""

    id: str
    number: int | None
    zone: str
    players: str  # "all", "3+", "4"
    kind: str
    params: tuple[tuple[str, Any], ...]
    timing: str
    stands_for: tuple[str, ...]  # token types this tile can be spent/sold/handed in as

    def p(self, name: str, default: Any = None) -> Any:
        for k, v in self.params:
            if k == name:
                return v
        return default


@dataclasses.dataclass(frozen=True, slots=True)
class VpTile:
    id: str
    places: tuple[int, int, int]


@dataclasses.dataclass(frozen=True, slots=True)
class Strategy:
    id: str
    name: str
    starting: bool
    kind: str
    params: tuple[tuple[str, Any], ...]

    def p(self, name: str, default: Any = None) -> Any:
        for k, v in self.params:
            if k == name:
                return v
        return default


@dataclasses.dataclass(frozen=True, slots=True)
class District:
    id: str
    name: str
    ring: int
    adjacent: tuple[str, ...]
    bank: int
    layout: tuple[tuple[int, str], ...]  # slot value -> token type


@dataclasses.dataclass(frozen=True, slots=True)
class Data:
    districts: tuple[District, ...]
    buildings: dict[str, Building]
    landmarks: dict[str, Landmark]
    vp_tiles: tuple[VpTile, ...]
    special_vp: VpTile
    bonus: dict[str, Tile]  # base and l'Etoile bonus tiles
    expansion_bonus: tuple[str, ...]
    endgame: dict[str, Tile]
    strategies: dict[str, Strategy]
    buy_price: dict[str, int]
    sell_price: dict[str, int]
    keys_per_count: dict[int, int]
    keys_total: int
    reserve_keys: int
    start_francs: int
    removed_unseen: int
    default_stacks: int
    value_effects: dict[int, tuple[tuple[str, tuple[tuple[str, Any], ...]], ...]]
    effect_kinds: frozenset[str]
    options_defaults: dict[str, Any]


def _need(obj: Any, key: str, where: str) -> Any:
    if not isinstance(obj, dict) or key not in obj:
        raise DataError(f"paris data: {where} lacks {key!r}")
    return obj[key]


def _int(value: Any, where: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise DataError(f"paris data: {where} must be a whole number, not {value!r}")
    return value


def _units(cost: Any, where: str) -> tuple[str, ...]:
    if not isinstance(cost, dict):
        raise DataError(f"paris data: {where} extra_cost must be an object")
    out: list[str] = []
    for r in RESOURCES:
        n = _int(cost.get(r, 0), f"{where} extra_cost.{r}")
        out.extend([r] * n)
    for k in cost:
        if k not in RESOURCES:
            raise DataError(f"paris data: {where} extra_cost names unknown resource {k!r}")
    return tuple(out)


def _stands_for(kind: str, params: dict[str, Any], where: str) -> tuple[str, ...]:
    if kind == "as_resource":
        r = params.get("resource")
        if r == "any":
            return RESOURCES
        if r not in RESOURCES:
            raise DataError(f"paris data: {where} as_resource names unknown resource {r!r}")
        return (r,)
    if kind == "as_prestige":
        r = params.get("prestige")
        if r == "any":
            return PRESTIGE
        if r not in PRESTIGE:
            raise DataError(f"paris data: {where} as_prestige names unknown prestige {r!r}")
        return (r,)
    if kind == "as_resource_or_prestige":
        return TOKENS
    return ()


def _tile(raw: Any, kinds: frozenset[str], where: str, bonus: bool) -> Tile:
    tid = _need(raw, "id", where)
    eff = _need(raw, "effect", f"{where} {tid}")
    kind = _need(eff, "kind", f"{where} {tid} effect")
    if kind not in kinds:
        raise DataError(f"paris data: {where} {tid} uses unknown effect kind {kind!r}")
    params = {k: v for k, v in eff.items() if k != "kind"}
    timing = _need(raw, "timing", f"{where} {tid}")
    if timing not in ("instant", "as_token", "on_move", "game_end"):
        raise DataError(f"paris data: {where} {tid} has unknown timing {timing!r}")
    number = _int(_need(raw, "number", f"{where} {tid}"), f"{tid}.number") if bonus else None
    zone = _need(raw, "zone", f"{where} {tid}") if bonus else ""
    if bonus and zone not in ("A", "B", "C"):
        raise DataError(f"paris data: bonus tile {tid} has unknown zone {zone!r}")
    players = raw.get("players", "all") if bonus else "all"
    if players not in ("all", "3+", "4"):
        raise DataError(f"paris data: bonus tile {tid} has unknown players mark {players!r}")
    return Tile(
        tid,
        number,
        zone,
        players,
        kind,
        tuple(sorted(params.items())),
        timing,
        _stands_for(kind, params, f"{where} {tid}"),
    )


# The declared top level of data.json (read through game.core.reader; per-card checks below).
TOP_LEVEL: dict[str, Any] = {
    "meta": dict[str, Any],
    "player_setup": dict[str, Any],
    "money": dict[str, Any],
    "resources": list[Any],
    "prestige": list[Any],
    "market": dict[str, Any],
    "districts": list[Any],
    "arc_de_triomphe": dict[str, Any],
    "movement_rules": dict[str, Any],
    "building_types": list[Any],
    "building_value_effects": dict[str, Any],
    "building_tiles": list[Any],
    "landmarks": list[Any],
    "landmark_rules": dict[str, Any],
    "vp_tiles": list[Any],
    "vp_tile_rules": dict[str, Any],
    "bonus_tiles": list[Any],
    "bonus_track": dict[str, Any],
    "bonus_tile_rules": dict[str, Any],
    "end_game_tiles": list[Any],
    "end_game_tile_rules": dict[str, Any],
    "expansion_letoile": dict[str, Any],
    "scoring": dict[str, Any],
    "variants": dict[str, Any],
    "effect_kinds": dict[str, Any],
    "options_defaults": dict[str, Any],
}


def load(path: Path = DATA_PATH) -> Data:
    """Read and validate the data file."""
    try:
        raw = read_data(path, TOP_LEVEL, "paris")
    except Refused as exc:
        raise DataError(f"paris data: cannot read {path.name}: {exc.message()}") from None
    kinds = frozenset(_need(_need(raw, "effect_kinds", "file"), "kinds", "effect_kinds"))

    districts: list[District] = []
    for i, d in enumerate(_need(raw, "districts", "file")):
        did = _need(d, "id", f"district {i}")
        values = tuple(_need(d, "building_slot_values", did))
        if values != SLOT_VALUES_EXPECTED:
            raise DataError(f"paris data: district {did} slot values {values} are not 1,2,3,4,5,8")
        layout = _need(d, "token_layout_base", did)
        lay = []
        for v in values:
            tok = layout.get(str(v))
            if tok not in TOKENS:
                raise DataError(f"paris data: district {did} slot {v} has unknown token {tok!r}")
            lay.append((v, tok))
        districts.append(
            District(
                did,
                _need(d, "name", did),
                _int(_need(d, "ring_index", did), did),
                tuple(_need(d, "adjacent", did)),
                _int(_need(d, "bank_value", did), did),
                tuple(lay),
            )
        )
    if len(districts) != 6 or [d.ring for d in districts] != list(range(6)):
        raise DataError("paris data: there must be six districts with ring indices 0..5 in order")
    dids = {d.id for d in districts}
    for d in districts:
        for a in d.adjacent:
            if a not in dids:
                raise DataError(f"paris data: district {d.id} is adjacent to unknown {a!r}")
    from collections import Counter

    tok_count = Counter(t for d in districts for _, t in d.layout)
    if any(tok_count[t] != 6 for t in TOKENS):
        raise DataError(f"paris data: token layout must hold 6 of each token, has {dict(tok_count)}")

    buildings: dict[str, Building] = {}
    for b in _need(raw, "building_tiles", "file"):
        bid = _need(b, "id", "building tile")
        dist = _need(b, "district", bid)
        if dist not in dids:
            raise DataError(f"paris data: building {bid} names unknown district {dist!r}")
        val = _int(_need(b, "value", bid), bid)
        if val not in SLOT_VALUES_EXPECTED:
            raise DataError(f"paris data: building {bid} has value {val} with no slot")
        buildings[bid] = Building(bid, dist, val, _need(b, "type", bid), _units(b.get("extra_cost", {}), bid))
    if len(buildings) != 36 or len({(b.district, b.value) for b in buildings.values()}) != 36:
        raise DataError("paris data: need 36 building tiles, one per district and value")

    landmarks: dict[str, Landmark] = {}
    for lm in _need(raw, "landmarks", "file"):
        lid = _need(lm, "id", "landmark")
        pr = _need(lm, "prestige", lid)
        ptype = _need(pr, "type", lid)
        if ptype not in PRESTIGE:
            raise DataError(f"paris data: landmark {lid} wants unknown prestige {ptype!r}")
        landmarks[lid] = Landmark(
            lid,
            _need(lm, "name", lid),
            _int(_need(lm, "value", lid), lid),
            _units(lm.get("extra_cost", {}), lid),
            ptype,
            _int(_need(pr, "vp_per_token", lid), lid),
            _int(_need(pr, "max_tokens", lid), lid),
        )
    if len(landmarks) != 8:
        raise DataError("paris data: need 8 landmarks")

    def vp_tile(v: Any, where: str) -> VpTile:
        vid = _need(v, "id", where)
        return VpTile(
            vid,
            (
                _int(_need(v, "first", vid), vid),
                _int(_need(v, "second", vid), vid),
                _int(_need(v, "third", vid), vid),
            ),
        )

    vp_tiles = tuple(vp_tile(v, "vp tile") for v in _need(raw, "vp_tiles", "file"))
    if len(vp_tiles) != 6:
        raise DataError("paris data: need 6 VP tiles")

    bonus: dict[str, Tile] = {}
    for t in _need(raw, "bonus_tiles", "file"):
        tile = _tile(t, kinds, "bonus tile", True)
        bonus[tile.id] = tile
    if {t.number for t in bonus.values()} != set(range(1, 31)):
        raise DataError("paris data: base bonus tiles must cover numbers 1..30")
    ext = _need(raw, "expansion_letoile", "file")
    expansion_bonus: list[str] = []
    for t in _need(ext, "bonus_tiles", "expansion_letoile"):
        tile = _tile(t, kinds, "l'Etoile bonus tile", True)
        bonus[tile.id] = tile
        expansion_bonus.append(tile.id)
    for tile in bonus.values():
        zone_of = (
            "A" if tile.number and tile.number <= 10 else ("B" if tile.number and tile.number <= 20 else "C")
        )
        if tile.number is not None and tile.number <= 30 and tile.zone != zone_of:
            raise DataError(f"paris data: bonus tile {tile.id} lies in zone {tile.zone}, expected {zone_of}")
    special = vp_tile(_need(ext, "special_vp_tile", "expansion_letoile"), "special VP tile")

    endgame: dict[str, Tile] = {}
    for t in _need(raw, "end_game_tiles", "file"):
        tile = _tile(t, kinds, "end-game tile", False)
        endgame[tile.id] = tile
    if len(endgame) != 12:
        raise DataError("paris data: need 12 end-game tiles")

    strategies: dict[str, Strategy] = {}
    for s in _need(ext, "strategy_tiles", "expansion_letoile"):
        sid = _need(s, "id", "strategy tile")
        eff = _need(s, "effect", sid)
        kind = _need(eff, "kind", sid)
        if kind not in kinds:
            raise DataError(f"paris data: strategy tile {sid} uses unknown effect kind {kind!r}")
        strategies[sid] = Strategy(
            sid,
            _need(s, "name", sid),
            bool(_need(s, "starting", sid)),
            kind,
            tuple(sorted((k, v) for k, v in eff.items() if k != "kind")),
        )
    if sum(1 for s in strategies.values() if s.starting) < 4:
        raise DataError("paris data: need at least 4 starting strategy tiles (one per player)")

    buy: dict[str, int] = {}
    sell: dict[str, int] = {}
    for r in _need(raw, "resources", "file"):
        rid = _need(r, "id", "resource")
        buy[rid] = _int(_need(r, "buy_price", rid), rid)
        sell[rid] = _int(_need(r, "sell_price", rid), rid)
    for r in _need(raw, "prestige", "file"):
        rid = _need(r, "id", "prestige")
        sell[rid] = _int(_need(r, "sell_price", rid), rid)
    if set(buy) != set(RESOURCES) or set(sell) != set(TOKENS):
        raise DataError(
            "paris data: resource/prestige ids must be wood, marble, gold / bronze, silver, gold_prestige"
        )
    for r in RESOURCES:
        if sell[r] >= buy[r]:
            raise DataError(f"paris data: {r} sells for at least its buy price (money pump)")

    ps = _need(raw, "player_setup", "file")
    keys_per_count = {
        n: _int(_need(_need(ps, str(n), "player_setup"), "keys_behind_screen", str(n)), str(n))
        for n in (2, 3, 4)
    }
    value_effects: dict[int, tuple[tuple[str, tuple[tuple[str, Any], ...]], ...]] = {}
    bve = _need(raw, "building_value_effects", "file")
    for v in SLOT_VALUES_EXPECTED:
        effs = []
        for e in _need(_need(bve, str(v), "building_value_effects"), "on_acquire", str(v)):
            k = _need(e, "kind", f"value {v} effect")
            if k not in kinds:
                raise DataError(f"paris data: building value {v} uses unknown effect kind {k!r}")
            effs.append((k, tuple(sorted((a, b) for a, b in e.items() if a != "kind"))))
        value_effects[v] = tuple(effs)

    return Data(
        districts=tuple(districts),
        buildings=buildings,
        landmarks=landmarks,
        vp_tiles=vp_tiles,
        special_vp=special,
        bonus=bonus,
        expansion_bonus=tuple(expansion_bonus),
        endgame=endgame,
        strategies=strategies,
        buy_price=buy,
        sell_price=sell,
        keys_per_count=keys_per_count,
        keys_total=_int(_need(_need(ps, "keys_per_colour_total", "player_setup"), "value", "keys"), "keys"),
        reserve_keys=_int(
            _need(_need(ps, "extra_keys_in_general_supply_per_colour", "player_setup"), "value", "r"), "r"
        ),
        start_francs=_int(_need(_need(ps, "starting_francs", "player_setup"), "value", "francs"), "francs"),
        removed_unseen=_int(
            _need(_need(ps, "building_tiles_removed_unseen", "player_setup"), "value", "rm"), "rm"
        ),
        default_stacks=_int(_need(_need(ps, "building_stacks", "player_setup"), "value", "stacks"), "stacks"),
        value_effects=value_effects,
        effect_kinds=kinds,
        options_defaults=dict(_need(_need(raw, "options_defaults", "file"), "values", "options_defaults")),
    )


DATA = load()
