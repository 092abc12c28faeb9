"""Paris component data: loaded once from ``data.json`` (a copy of the spec's ``paris-data.json``).

Every number the rules use comes from here, [house] values included, so that real data can
replace them without code changes. The file's shape is declared below (``ParisFile`` and its
records); an effect's parameters are checked against the ones ``effect_kinds`` declares for its
kind, and what a schema cannot say (six districts in ring order, one building per district and
value, a bonus tile in its number's zone, no money pump) is checked after it. ``load`` raises
``DataRefused`` naming the first problem it finds.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Mapping
from pathlib import Path
from typing import Annotated, Any, Literal

import msgspec

from game.core.datafile import Checks, Count, Name, Positive, Record, convert, read

GAME = "paris"
DATA_PATH = Path(__file__).with_name("data.json")

RESOURCES = ("wood", "marble", "gold")
PRESTIGE = ("bronze", "silver", "gold_prestige")
TOKENS = RESOURCES + PRESTIGE
TOKEN_INDEX = {t: i for i, t in enumerate(TOKENS)}
SLOT_VALUES_EXPECTED = (1, 2, 3, 4, 5, 8)


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


# ------------------------------------------------------------------------------------------ the schema
Resource = Literal["wood", "marble", "gold"]
Prestige = Literal["bronze", "silver", "gold_prestige"]
Token = Literal["wood", "marble", "gold", "bronze", "silver", "gold_prestige"]
SlotValue = Literal[1, 2, 3, 4, 5, 8]
Timing = Literal["instant", "as_token", "on_move", "game_end"]
Cost = dict[Resource, Count]
Doc = str  # prose for people reading the file (sources, notes); the program never reads it
Sources = dict[str, Doc]
Prose = dict[str, Any]  # a section of rules notes written for people; the program reads none of it
#: an effect: ``kind`` plus the parameters ``effect_kinds`` declares for that kind
Effect = dict[str, int | bool | str | Cost]


class DistrictEntry(Record):
    id: Name
    name: Name
    ring_index: Annotated[int, msgspec.Meta(ge=0, le=5)]
    adjacent: list[Name]
    bank_value: Count
    building_slot_values: list[SlotValue]
    token_layout_base: dict[Literal["1", "2", "3", "4", "5", "8"], Token]
    has_vp_tile_slot: bool
    landmark_area: Doc = ""
    source: Doc = ""
    field_sources: Sources = msgspec.field(default_factory=dict)


class BuildingEntry(Record):
    id: Name
    district: Name
    value: SlotValue
    type: Name
    name: Name
    extra_cost: Cost = msgspec.field(default_factory=dict)
    back_shows: Doc = ""
    source: Doc = ""
    field_sources: Sources = msgspec.field(default_factory=dict)


class BuildingType(Record):
    id: Name
    name: Name
    source: Doc = ""


class LandmarkPrestige(Record):
    type: Prestige
    vp_per_token: Count
    max_tokens: Count


class LandmarkEntry(Record):
    id: Name
    name: Name
    value: Count
    prestige: LandmarkPrestige
    extra_cost: Cost = msgspec.field(default_factory=dict)
    source: Doc = ""
    field_sources: Sources = msgspec.field(default_factory=dict)


class VpTileEntry(Record):
    id: Name
    first: Count
    second: Count
    third: Count
    placement: Doc = ""
    source: Doc = ""
    field_sources: Sources = msgspec.field(default_factory=dict)


class BonusTileEntry(Record):
    id: Name
    number: Positive
    zone: Literal["A", "B", "C"]
    effect: Effect
    timing: Timing
    players: Literal["all", "3+", "4"] = "all"
    text: Doc = ""
    detail: Doc = ""
    use: Doc = ""
    note: Doc = ""
    source: Doc = ""
    field_sources: Sources = msgspec.field(default_factory=dict)


class EndGameTileEntry(Record):
    id: Name
    effect: Effect
    timing: Timing
    source: Doc = ""
    field_sources: Sources = msgspec.field(default_factory=dict)


class StrategyEntry(Record):
    id: Name
    name: Name
    starting: bool
    effect: Effect
    text: Doc = ""
    scope: Doc = ""
    review_note: Doc = ""
    source: Doc = ""
    field_sources: Sources = msgspec.field(default_factory=dict)


class ResourceEntry(Record):
    id: Resource
    name: Name
    tokens_in_box: Count
    buy_price: Count
    sell_price: Count
    source: Doc = ""
    field_sources: Sources = msgspec.field(default_factory=dict)


class PrestigeEntry(Record):
    id: Prestige
    name: Name
    tokens_in_box: Count
    buy_price: None  # prestige is never bought
    sell_price: Count
    source: Doc = ""
    field_sources: Sources = msgspec.field(default_factory=dict)


class Valued(Record):
    value: Count
    source: Doc = ""
    note: Doc = ""
    dealing: Doc = ""


class Keys(Record):
    keys_behind_screen: Positive
    source: Doc = ""
    note: Doc = ""


class PlayerSetup(Record):
    two: Keys = msgspec.field(name="2")
    three: Keys = msgspec.field(name="3")
    four: Keys = msgspec.field(name="4")
    keys_per_colour_total: Valued
    extra_keys_in_general_supply_per_colour: Valued
    starting_francs: Valued
    building_tiles_removed_unseen: Valued
    building_stacks: Valued
    start_player: Prose
    keys_left_in_box: Prose
    positions: Prose


class OnAcquire(Record):
    on_acquire: list[Effect]
    source: Doc = ""


class ValueEffects(Record):
    v1: OnAcquire = msgspec.field(name="1")
    v2: OnAcquire = msgspec.field(name="2")
    v3: OnAcquire = msgspec.field(name="3")
    v4: OnAcquire = msgspec.field(name="4")
    v5: OnAcquire = msgspec.field(name="5")
    v8: OnAcquire = msgspec.field(name="8")
    all: OnAcquire


class EffectKind(Record):
    params: list[Name]  # the parameter names an effect of this kind may carry
    meaning: Doc = ""
    offered_when: Doc = ""
    used_in: list[Doc] = msgspec.field(default_factory=list)


class EffectKinds(Record):
    kinds: dict[str, EffectKind]
    timings: dict[Timing, Doc]
    note: Doc = ""


class Letoile(Record):
    strategy_tiles: list[StrategyEntry]
    bonus_tiles: list[BonusTileEntry]
    special_vp_tile: VpTileEntry
    module_id: Name
    setup: Prose
    swap_rule: Prose
    source: Doc = ""
    flavour_note: Doc = ""


class OptionsDefaults(Record):
    values: dict[str, int | bool | str | None | dict[str, int]]
    note: Doc = ""


class ParisFile(Record):
    """The whole ``data.json``."""

    meta: Prose
    player_setup: PlayerSetup
    money: Prose
    resources: list[ResourceEntry]
    prestige: list[PrestigeEntry]
    market: Prose
    districts: list[DistrictEntry]
    arc_de_triomphe: Prose
    movement_rules: Prose
    building_types: list[BuildingType]
    building_value_effects: ValueEffects
    building_tiles: list[BuildingEntry]
    landmarks: list[LandmarkEntry]
    landmark_rules: Prose
    vp_tiles: list[VpTileEntry]
    vp_tile_rules: Prose
    bonus_tiles: list[BonusTileEntry]
    bonus_track: Prose
    bonus_tile_rules: Prose
    end_game_tiles: list[EndGameTileEntry]
    end_game_tile_rules: Prose
    expansion_letoile: Letoile
    scoring: Prose
    variants: Prose
    effect_kinds: EffectKinds
    options_defaults: OptionsDefaults


# ------------------------------------------------------------------------------------------ building
def _params(effect: Effect, kinds: EffectKinds, where: str, checks: Checks) -> tuple[str, dict[str, Any]]:
    """An effect's kind (declared in ``effect_kinds``) and its parameters (declared for that kind)."""
    kind = effect.get("kind")
    checks.that(isinstance(kind, str) and kind in kinds.kinds, f"{where} uses unknown effect kind {kind!r}")
    assert isinstance(kind, str)
    params = {k: v for k, v in effect.items() if k != "kind"}
    allowed = kinds.kinds[kind].params
    for name in params:
        checks.that(name in allowed, f"{where}: effect {kind!r} takes no parameter {name!r}")
    return kind, params


def _units(cost: Mapping[Any, int]) -> tuple[str, ...]:
    """Extra-cost resource units, ordered wood -> marble -> gold."""
    return tuple(r for r in RESOURCES for _ in range(cost.get(r, 0)))


def _stands_for(kind: str, params: dict[str, Any], where: str, checks: Checks) -> tuple[str, ...]:
    if kind == "as_resource":
        r = params.get("resource")
        checks.that(r == "any" or r in RESOURCES, f"{where} as_resource names unknown resource {r!r}")
        return RESOURCES if r == "any" else (str(r),)
    if kind == "as_prestige":
        r = params.get("prestige")
        checks.that(r == "any" or r in PRESTIGE, f"{where} as_prestige names unknown prestige {r!r}")
        return PRESTIGE if r == "any" else (str(r),)
    if kind == "as_resource_or_prestige":
        return TOKENS
    return ()


def _tile(t: BonusTileEntry | EndGameTileEntry, kinds: EffectKinds, where: str, checks: Checks) -> Tile:
    kind, params = _params(t.effect, kinds, f"{where} {t.id}", checks)
    bonus = t if isinstance(t, BonusTileEntry) else None
    return Tile(
        t.id,
        bonus.number if bonus else None,
        bonus.zone if bonus else "",
        bonus.players if bonus else "all",
        kind,
        tuple(sorted(params.items())),
        t.timing,
        _stands_for(kind, params, f"{where} {t.id}", checks),
    )


def _districts(entries: list[DistrictEntry], checks: Checks) -> tuple[District, ...]:
    out: list[District] = []
    for d in entries:
        values = tuple(d.building_slot_values)
        checks.that(
            values == SLOT_VALUES_EXPECTED, f"district {d.id} slot values {values} are not 1,2,3,4,5,8"
        )
        checks.same(
            sorted(d.token_layout_base), ["1", "2", "3", "4", "5", "8"], f"district {d.id} token layout slots"
        )
        layout = tuple((v, d.token_layout_base[str(v)]) for v in values)  # type: ignore[index]
        out.append(District(d.id, d.name, d.ring_index, tuple(d.adjacent), d.bank_value, layout))
    checks.that(
        len(out) == 6 and [d.ring for d in out] == list(range(6)),
        "there must be six districts with ring indices 0..5 in order",
    )
    ids = {d.id for d in out}
    for district in out:
        checks.known(district.adjacent, ids, f"district {district.id} is adjacent to")
    tokens = Counter(t for d in out for _, t in d.layout)
    checks.that(
        all(tokens[t] == 6 for t in TOKENS), f"token layout must hold 6 of each token, has {dict(tokens)}"
    )
    return tuple(out)


def _buildings(doc: ParisFile, districts: set[str], checks: Checks) -> dict[str, Building]:
    types = {t.id for t in doc.building_types}
    for b in doc.building_tiles:
        checks.known([b.district], districts, f"building {b.id} names district")
        checks.known([b.type], types, f"building {b.id} names type")
    checks.unique((b.id for b in doc.building_tiles), "building")
    checks.that(
        len(doc.building_tiles) == 36 and len({(b.district, b.value) for b in doc.building_tiles}) == 36,
        "need 36 building tiles, one per district and value",
    )
    return {
        b.id: Building(b.id, b.district, b.value, b.type, _units(b.extra_cost)) for b in doc.building_tiles
    }


def _landmarks(entries: list[LandmarkEntry], checks: Checks) -> dict[str, Landmark]:
    checks.count(entries, 8, "landmarks")
    checks.unique((lm.id for lm in entries), "landmark")
    return {
        lm.id: Landmark(
            lm.id,
            lm.name,
            lm.value,
            _units(lm.extra_cost),
            lm.prestige.type,
            lm.prestige.vp_per_token,
            lm.prestige.max_tokens,
        )
        for lm in entries
    }


def _vp_tile(v: VpTileEntry) -> VpTile:
    return VpTile(v.id, (v.first, v.second, v.third))


def _zone_of(number: int) -> str:
    return "A" if number <= 10 else ("B" if number <= 20 else "C")


def _bonus(doc: ParisFile, checks: Checks) -> tuple[dict[str, Tile], tuple[str, ...]]:
    """Base tiles numbered 1..30, then l'Étoile's; every numbered tile lies in its number's zone."""
    kinds = doc.effect_kinds
    base = [_tile(t, kinds, "bonus tile", checks) for t in doc.bonus_tiles]
    checks.that({t.number for t in base} == set(range(1, 31)), "base bonus tiles must cover numbers 1..30")
    extra = [_tile(t, kinds, "l'Etoile bonus tile", checks) for t in doc.expansion_letoile.bonus_tiles]
    bonus = {t.id: t for t in (*base, *extra)}
    checks.unique((t.id for t in (*base, *extra)), "bonus tile")
    for tile in bonus.values():
        n = tile.number or 0
        ok = n > 30 or tile.zone == _zone_of(n)
        checks.that(ok, f"bonus tile {tile.id} lies in zone {tile.zone}, expected {_zone_of(n)}")
    return bonus, tuple(t.id for t in extra)


def _strategies(doc: ParisFile, checks: Checks) -> dict[str, Strategy]:
    out = {}
    for s in doc.expansion_letoile.strategy_tiles:
        kind, params = _params(s.effect, doc.effect_kinds, f"strategy tile {s.id}", checks)
        out[s.id] = Strategy(s.id, s.name, s.starting, kind, tuple(sorted(params.items())))
    checks.unique((s.id for s in doc.expansion_letoile.strategy_tiles), "strategy tile")
    starting = sum(1 for s in out.values() if s.starting)
    checks.that(starting >= 4, "need at least 4 starting strategy tiles (one per player)")
    return out


def _prices(doc: ParisFile, checks: Checks) -> tuple[dict[str, int], dict[str, int]]:
    buy: dict[str, int] = {r.id: r.buy_price for r in doc.resources}
    sell: dict[str, int] = {r.id: r.sell_price for r in doc.resources}
    sell.update({p.id: p.sell_price for p in doc.prestige})
    checks.that(
        set(buy) == set(RESOURCES)
        and set(sell) == set(TOKENS)
        and len(doc.resources) == len(doc.prestige) == 3,
        "resource/prestige ids must be wood, marble, gold / bronze, silver, gold_prestige",
    )
    for r in RESOURCES:
        checks.that(sell[r] < buy[r], f"{r} sells for at least its buy price (money pump)")
    return buy, sell


def _value_effects(
    doc: ParisFile, checks: Checks
) -> dict[int, tuple[tuple[str, tuple[tuple[str, Any], ...]], ...]]:
    bve = doc.building_value_effects
    by_value = {1: bve.v1, 2: bve.v2, 3: bve.v3, 4: bve.v4, 5: bve.v5, 8: bve.v8}
    out = {}
    for v, block in by_value.items():
        effects = [_params(e, doc.effect_kinds, f"building value {v}", checks) for e in block.on_acquire]
        out[v] = tuple((k, tuple(sorted(p.items()))) for k, p in effects)
    return out


def parse(raw: dict[str, Any]) -> Data:
    """Validate a decoded data file and build the rules' tables."""
    doc = convert(raw, ParisFile, GAME)
    checks = Checks(GAME)
    districts = _districts(doc.districts, checks)
    checks.count(doc.vp_tiles, 6, "VP tiles")
    bonus, expansion_bonus = _bonus(doc, checks)
    endgame = {t.id: _tile(t, doc.effect_kinds, "end-game tile", checks) for t in doc.end_game_tiles}
    checks.that(len(endgame) == 12 == len(doc.end_game_tiles), "need 12 end-game tiles")
    buy, sell = _prices(doc, checks)
    ps = doc.player_setup
    return Data(
        districts=districts,
        buildings=_buildings(doc, {d.id for d in districts}, checks),
        landmarks=_landmarks(doc.landmarks, checks),
        vp_tiles=tuple(_vp_tile(v) for v in doc.vp_tiles),
        special_vp=_vp_tile(doc.expansion_letoile.special_vp_tile),
        bonus=bonus,
        expansion_bonus=expansion_bonus,
        endgame=endgame,
        strategies=_strategies(doc, checks),
        buy_price=buy,
        sell_price=sell,
        keys_per_count={
            2: ps.two.keys_behind_screen,
            3: ps.three.keys_behind_screen,
            4: ps.four.keys_behind_screen,
        },
        keys_total=ps.keys_per_colour_total.value,
        reserve_keys=ps.extra_keys_in_general_supply_per_colour.value,
        start_francs=ps.starting_francs.value,
        removed_unseen=ps.building_tiles_removed_unseen.value,
        default_stacks=ps.building_stacks.value,
        value_effects=_value_effects(doc, checks),
        effect_kinds=frozenset(doc.effect_kinds.kinds),
        options_defaults=dict(raw["options_defaults"]["values"]),
    )


def load(path: Path = DATA_PATH) -> Data:
    """Read and validate the data file."""
    return parse(read(path, GAME))


RAW: dict[str, Any] = read(DATA_PATH, GAME)  # the decoded file, for the card texts (cards.py)
DATA = parse(RAW)
