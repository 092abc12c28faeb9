"""Card data of Les Derniers Droïdes, loaded once from ``data.json`` and validated.

The JSON is a copy of ``shared/specs/droids-data.json``; every [house] value lives there, so real
card values can replace it without code changes. The file's shape is declared below (``DroidsFile``
and its records: types, bounds and every closed set of names); what a schema cannot say — a deck
listing each card once, in its own set and season — is checked after it. A broken file raises
``DataRefused`` naming the entry and the problem. Part vectors are 4-tuples in the order
(nut, oil, circuit, energy).

One file so the data file's shape is read in one place: the schema, then the deck checks a schema cannot say, then building, in the order a file is read.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from itertools import combinations, combinations_with_replacement
from pathlib import Path
from typing import Annotated, Any, Literal, get_args

import msgspec

from game.core.datafile import Checks, Count, Name, Positive, Record, convert, read

GAME = "droids"
KINDS: tuple[str, ...] = ("nut", "oil", "circuit", "energy")
BASE: tuple[str, ...] = ("nut", "oil", "circuit")
KIND_INDEX = {k: i for i, k in enumerate(KINDS)}
FAMILIES: tuple[str, ...] = ("water", "harvest", "collection", "market", "shed", "communication")
#: the families card 36 may be declared as (§8.5 D11), in the spec's order
DECLARABLE: tuple[str, ...] = ("water", "harvest", "collection", "market", "communication")
DROID_EFFECTS = (
    "none",
    "comm_discard_bonus",
    "dismantle_bonus",
    "gain_parts",
    "store_on_card",
    "exchange",
    "energy_discount",
    "shed_extension",
    "extra_cost_tokens",
    "wildcard_type",
)
HOUSE_KEYS = (
    "none",
    "rp_per_part_in_shed",
    "gain_parts_on_build",
    "family_count_thresholds",
    "rp_per_family",
    "rp_per_cost_icon_of_family",
    "few_types_bonus",
    "rp_per_energy_in_shed",
    "all_types_bonus",
    "rp_per_shed_extension",
    "leaf_majority_bonus",
    "house_count_bonus",
    "rp_per_full_part_set",
)
GIVE_FIELDS = ("give", "give_identical_base", "give_different_base", "give_any_base")
GET_FIELDS = ("get", "get_any_base", "get_other_base")

Parts = tuple[int, int, int, int]
SwapPair = tuple[Parts, Parts]


@dataclasses.dataclass(frozen=True, slots=True)
class Droid:
    """One droid card (numbers 1–44, 59–98)."""

    number: int
    family: str
    season: int  # 1..3
    deck_set: str  # "A" (two heads) or "B" (three heads)
    dismantle: Parts  # yield when dismantled
    cost: Parts  # printed repair cost
    rp: int
    interest: int  # automa interest (printed, before house bonuses)
    leaves: int
    effect: str  # effect_key
    params: Any  # effect_params (read-only by convention)
    swaps: tuple[SwapPair, ...]  # concrete swap options for market droids, else ()


@dataclasses.dataclass(frozen=True, slots=True)
class House:
    """One House droid (45–58)."""

    number: int
    cost: Parts  # printed cost, before house_cost_energy_delta and card 42
    rp_base: int
    key: str  # scoring_key
    params: Any
    bonus_family: str | None  # automa interest bonus family, if any
    bonus_value: int


# ------------------------------------------------------------------------------------------ the schema
Kind = Literal["nut", "oil", "circuit", "energy"]
BaseKind = Literal["nut", "oil", "circuit"]
Family = Literal["water", "harvest", "collection", "market", "shed", "communication"]
DeckSet = Literal["A", "B"]
Season = Annotated[int, msgspec.Meta(ge=1, le=3)]
Small = Annotated[int, msgspec.Meta(ge=1, le=9)]  # a swap's "n identical / different / any" count
PartCounts = dict[Kind, Count]
Doc = str  # prose for people reading the file (sources, notes); the program never reads it
Provenance = dict[str, str]
EffectKey = Literal[
    "none",
    "comm_discard_bonus",
    "dismantle_bonus",
    "gain_parts",
    "store_on_card",
    "exchange",
    "energy_discount",
    "shed_extension",
    "extra_cost_tokens",
    "wildcard_type",
]
HouseKey = Literal[
    "none",
    "rp_per_part_in_shed",
    "gain_parts_on_build",
    "family_count_thresholds",
    "rp_per_family",
    "rp_per_cost_icon_of_family",
    "few_types_bonus",
    "rp_per_energy_in_shed",
    "all_types_bonus",
    "rp_per_shed_extension",
    "leaf_majority_bonus",
    "house_count_bonus",
    "rp_per_full_part_set",
]
assert get_args(EffectKey) == DROID_EFFECTS and get_args(HouseKey) == HOUSE_KEYS
assert get_args(Kind) == KINDS and get_args(Family) == FAMILIES


class Swap(Record):
    """One swap rate (§8.4): exactly one give field and one get field."""

    give: PartCounts | None = None
    give_identical_base: Small | None = None
    give_different_base: Annotated[int, msgspec.Meta(ge=1, le=3)] | None = None
    give_any_base: Small | None = None
    get: PartCounts | None = None
    get_any_base: Small | None = None
    get_other_base: Small | None = None


class BaseRate(Swap, kw_only=True):
    id: Name
    source: Doc = ""


class NoParams(Record):
    pass


class DismantleBonus(Record):
    part: Kind


class GainParts(Record):
    parts: PartCounts


class StoreOnCard(Record):
    parts: dict[BaseKind, Count]  # base parts only


class EnergyDiscount(Record):
    amount: Positive


class ShedExtension(Record):
    count: Positive
    forced_part: Kind | None = None
    parts: PartCounts | None = None


class ExtraCostTokens(Record):
    tokens: Positive


class WildcardType(Record):
    shed_extension: Count


#: the declared ``effect_params`` of each ``effect_key``
EFFECT_PARAMS: dict[str, type[Record]] = {
    "none": NoParams,
    "comm_discard_bonus": NoParams,
    "dismantle_bonus": DismantleBonus,
    "gain_parts": GainParts,
    "store_on_card": StoreOnCard,
    "exchange": Swap,
    "energy_discount": EnergyDiscount,
    "shed_extension": ShedExtension,
    "extra_cost_tokens": ExtraCostTokens,
    "wildcard_type": WildcardType,
}


class RpEach(Record):
    rp: Count


class FamilyTable(Record):
    family: Family
    thresholds: list[tuple[Count, Count]]  # [count, rp] pairs


class FamilyRp(Record):
    family: Family
    rp: Count


class TypesTable(Record):
    table: list[tuple[Count, Count]]  # [types, rp] pairs


class HouseCount(Record):
    min_houses: Positive
    rp: Count


#: the declared ``scoring_params`` of each House ``scoring_key``
SCORING_PARAMS: dict[str, type[Record]] = {
    "none": NoParams,
    "rp_per_part_in_shed": RpEach,
    "gain_parts_on_build": GainParts,
    "family_count_thresholds": FamilyTable,
    "rp_per_family": FamilyRp,
    "rp_per_cost_icon_of_family": FamilyRp,
    "few_types_bonus": TypesTable,
    "rp_per_energy_in_shed": RpEach,
    "all_types_bonus": RpEach,
    "rp_per_shed_extension": RpEach,
    "leaf_majority_bonus": RpEach,
    "house_count_bonus": HouseCount,
    "rp_per_full_part_set": RpEach,
}
assert tuple(EFFECT_PARAMS) == DROID_EFFECTS and tuple(SCORING_PARAMS) == HOUSE_KEYS


class DroidEntry(Record):
    number: Annotated[int, msgspec.Meta(ge=1, le=999)]
    family: Family
    color: Name
    season: Season
    deck_set: DeckSet
    player_icon: Count
    dismantle_yield: PartCounts
    repair_cost: PartCounts
    rp: Count
    interest: Count
    leaves: Count
    effect_key: EffectKey
    effect_params: dict[str, Any] = msgspec.field(default_factory=dict)  # checked by EFFECT_PARAMS
    effect_text: Doc = ""
    source: Doc = ""
    provenance: Provenance = msgspec.field(default_factory=dict)


class InterestBonus(Record):
    family: Family
    value: Count


class HouseEntry(Record):
    number: Annotated[int, msgspec.Meta(ge=1, le=999)]
    family: Literal["house"]
    cost: PartCounts
    rp_base: Count
    scoring_key: HouseKey
    scoring_params: dict[str, Any] = msgspec.field(default_factory=dict)  # checked by SCORING_PARAMS
    automa_interest_bonus: InterestBonus | None = None
    effect_text: Doc = ""
    source: Doc = ""
    cost_note: Doc = ""
    provenance: Provenance = msgspec.field(default_factory=dict)


class SetSeasons(Record):
    """A deck set's droids by season."""

    season_1: list[Positive]
    season_2: list[Positive]
    season_3: list[Positive]


class Layout(Record):
    """How one player count uses the sets: the decks (each a list of sets) and cards drawn per deck."""

    decks: Annotated[list[Annotated[list[DeckSet], msgspec.Meta(min_length=1)]], msgspec.Meta(min_length=1)]
    cards_per_turn: Positive
    draw_per_deck: list[Positive]
    turns_per_season: list[Positive]
    total_turns: Positive
    interseason_cards: Count
    deck_drawers: list[Doc] = msgspec.field(default_factory=list)


class ByPlayers(Record):
    one: Layout = msgspec.field(name="1")
    two: Layout = msgspec.field(name="2")
    three: Layout = msgspec.field(name="3")
    four: Layout = msgspec.field(name="4")


class DeckStructure(Record):
    set_A: SetSeasons
    set_B: SetSeasons
    by_player_count: ByPlayers
    source: Doc = ""
    note: Doc = ""


ZoneId = Literal["zone:0-1", "zone:0-2", "zone:0-3", "zone:1-2", "zone:1-3", "zone:2-3"]  # seats A < B


class HouseZones(Record):
    zones: Positive
    houses_per_zone: Positive
    total: Positive
    zone_ids: Annotated[list[ZoneId], msgspec.Meta(min_length=1)]
    who_can_build: Doc = ""
    source: Doc = ""


class HouseSetup(Record):
    one: HouseZones = msgspec.field(name="1")
    two: HouseZones = msgspec.field(name="2")
    three: HouseZones = msgspec.field(name="3")
    four: HouseZones = msgspec.field(name="4")
    source: Doc = ""
    zone_id_rule: Doc = ""
    zone_id_rule_source: Doc = ""


class KindEntry(Record):
    id: Kind
    base: bool
    fr: Doc = ""


class PartsRules(Record):
    kinds: list[KindEntry]
    starting_shed: PartCounts
    base_capacity_per_kind: Count
    supply: Doc = ""
    starting_shed_source: Doc = ""
    base_capacity_source: Doc = ""
    supply_source: Doc = ""


class FamilyEntry(Record):
    id: Literal["water", "harvest", "collection", "market", "shed", "communication", "house"]
    en: Name
    color: Name
    fr: Doc = ""
    role: Doc = ""
    source: Doc = ""


class Interseason(Record):
    id: Name
    deck_set: DeckSet
    placed_between_seasons: tuple[Season, Season]
    used_only_at: list[Positive] = msgspec.field(default_factory=list)


class EndScoring(Record):
    parts_majority_rp: Count
    leaves_majority_rp: Count
    comm_bonus_per_discarded_comm: Count
    solo_parts_majority: Doc = ""
    solo_water_rule: Doc = ""
    source: Doc = ""


class SwapRules(Record):
    max_swaps_per_window: Positive
    no_op_swaps_offered: bool
    duplicate_pairs_offered_once: bool
    spend_order: list[Doc] = msgspec.field(default_factory=list)
    windows: dict[str, Doc] = msgspec.field(default_factory=dict)
    max_swaps_source: Doc = ""
    spend_order_source: Doc = ""
    received_parts: Doc = ""
    skip_rule: Doc = ""
    option_order: Doc = ""
    source: Doc = ""


Prose = dict[str, Any]  # a section written for people (rules notes, sources); the program reads none of it


class DroidsFile(Record):
    """The whole ``data.json``."""

    meta: Prose
    parts: PartsRules
    exchange_rates_base: list[BaseRate]
    families: list[FamilyEntry]
    deck_structure: DeckStructure
    house_setup: HouseSetup
    droids: list[DroidEntry]
    house_droids: list[HouseEntry]
    interseason_cards: list[Interseason]
    end_scoring_constants: EndScoring
    swap_rules: SwapRules
    config_defaults: dict[str, bool | int | str]
    interseason_effect: Prose
    shed_extensions: Prose
    tokens: Prose
    automa: Prose
    effect_keys: dict[EffectKey, Doc]
    house_scoring_keys: dict[str, Doc]
    turn_rules: Prose
    turn_sequence: Prose
    decision_points: Prose
    effect_params_schema: dict[EffectKey, dict[str, Doc]]
    exchange_param_fields: Prose
    effect_params_schema_source: Doc = ""
    exchange_param_fields_source: Doc = ""
    house_scoring_keys_source: Doc = ""


# ------------------------------------------------------------------------------------------ building
def _parts(counts: Mapping[Any, int] | None) -> Parts:
    counts = counts or {}
    return (counts.get("nut", 0), counts.get("oil", 0), counts.get("circuit", 0), counts.get("energy", 0))


def _one_hot(i: int, n: int) -> Parts:
    v = [0, 0, 0, 0]
    v[i] = n
    return (v[0], v[1], v[2], v[3])


def _base_multisets(n: int) -> list[Parts]:
    res = []
    for combo in combinations_with_replacement(range(3), n):
        v = [0, 0, 0, 0]
        for i in combo:
            v[i] += 1
        res.append((v[0], v[1], v[2], v[3]))
    return res


def _gives(swap: Swap) -> list[Parts]:
    if swap.give is not None:
        return [_parts(swap.give)]
    if swap.give_identical_base is not None:
        return [_one_hot(i, swap.give_identical_base) for i in range(3)]
    if swap.give_different_base is not None:
        out = []
        for combo in combinations(range(3), swap.give_different_base):
            v = [0, 0, 0, 0]
            for i in combo:
                v[i] = 1
            out.append((v[0], v[1], v[2], v[3]))
        return out
    return _base_multisets(swap.give_any_base or 0)


def _gets(swap: Swap, give: Parts) -> list[Parts]:
    if swap.get is not None:
        return [_parts(swap.get)]
    if swap.get_any_base is not None:
        return _base_multisets(swap.get_any_base)
    return [_one_hot(i, swap.get_other_base or 0) for i in range(3) if give[i] == 0]


def swap_pairs(swap: Swap, where: str, checks: Checks) -> tuple[SwapPair, ...]:
    """Every concrete (give, get) pair of one swap rate (§8.4), no-ops removed."""
    gives = [f for f in GIVE_FIELDS if getattr(swap, f) is not None]
    gets = [f for f in GET_FIELDS if getattr(swap, f) is not None]
    checks.that(len(gives) == 1 and len(gets) == 1, f"{where} needs exactly one give field and one get field")
    out = {(give, get) for give in _gives(swap) for get in _gets(swap, give) if get != give}
    return tuple(sorted(out))


def _droid(entry: DroidEntry, checks: Checks) -> Droid:
    where = f"droid {entry.number} effect_params"
    params = convert(entry.effect_params, EFFECT_PARAMS[entry.effect_key], GAME, at=where)
    swaps = swap_pairs(params, where, checks) if isinstance(params, Swap) else ()
    return Droid(
        number=entry.number,
        family=entry.family,
        season=entry.season,
        deck_set=entry.deck_set,
        dismantle=_parts(entry.dismantle_yield),
        cost=_parts(entry.repair_cost),
        rp=entry.rp,
        interest=entry.interest,
        leaves=entry.leaves,
        effect=entry.effect_key,
        params=entry.effect_params,
        swaps=swaps,
    )


def _house(entry: HouseEntry) -> House:
    convert(
        entry.scoring_params,
        SCORING_PARAMS[entry.scoring_key],
        GAME,
        at=f"house {entry.number} scoring_params",
    )
    bonus = entry.automa_interest_bonus
    return House(
        number=entry.number,
        cost=_parts(entry.cost),
        rp_base=entry.rp_base,
        key=entry.scoring_key,
        params=entry.scoring_params,
        bonus_family=bonus.family if bonus else None,
        bonus_value=bonus.value if bonus else 0,
    )


def _sets(ds: DeckStructure, droids: dict[int, Droid], checks: Checks) -> dict[str, list[list[int]]]:
    """Every listed card exists, in the right set and season, listed once; every droid is listed."""
    sets = {"A": ds.set_A, "B": ds.set_B}
    out: dict[str, list[list[int]]] = {}
    listed: list[int] = []
    for name, block in sets.items():
        seasons = [block.season_1, block.season_2, block.season_3]
        for season, cards in enumerate(seasons, 1):
            checks.known(cards, droids, f"deck_structure.set_{name} lists droid")
            for c in cards:
                ok = droids[c].season == season and droids[c].deck_set == name
                checks.that(ok, f"droid {c} is listed in set {name} season {season} but says otherwise")
            listed.extend(cards)
        out[name] = [list(cards) for cards in seasons]
    checks.unique(listed, "deck_structure: droid")
    checks.that(
        set(listed) == set(droids), f"droids missing from deck_structure: {sorted(set(droids) - set(listed))}"
    )
    return out


def _layouts(
    ds: DeckStructure, sets: dict[str, list[list[int]]], checks: Checks
) -> dict[int, dict[str, Any]]:
    """Each player count's decks; every season of a deck deals out evenly."""
    out: dict[int, dict[str, Any]] = {}
    by = ds.by_player_count
    for n, lay in ((1, by.one), (2, by.two), (3, by.three), (4, by.four)):
        where = f"deck_structure.by_player_count.{n}"
        checks.that(len(lay.draw_per_deck) == len(lay.decks), f"{where}.draw_per_deck must match decks")
        for deck, per in zip(lay.decks, lay.draw_per_deck, strict=True):
            for season in range(3):
                size = sum(len(sets[s][season]) for s in deck)
                checks.that(
                    size % per == 0, f"{n} players: season {season + 1} size {size} does not divide by {per}"
                )
        out[n] = {"decks": [list(d) for d in lay.decks], "draw": list(lay.draw_per_deck)}
    return out


def _zones(hs: HouseSetup, houses: int, checks: Checks) -> dict[int, tuple[tuple[str, ...], int]]:
    out: dict[int, tuple[tuple[str, ...], int]] = {}
    for n, blk in ((1, hs.one), (2, hs.two), (3, hs.three), (4, hs.four)):
        checks.that(
            blk.houses_per_zone * len(blk.zone_ids) <= houses, f"house_setup.{n} needs more houses than exist"
        )
        out[n] = (tuple(blk.zone_ids), blk.houses_per_zone)
    return out


def _interseason(cards: list[Interseason], checks: Checks) -> dict[str, list[str]]:
    by_set: dict[str, list[str]] = {"A": [], "B": []}
    for c in cards:
        by_set[c.deck_set].append(c.id)
    checks.that(all(len(v) == 2 for v in by_set.values()), "each set needs exactly 2 interseason cards")
    return by_set


def parse(raw: dict[str, Any]) -> dict[str, Any]:
    """Validate a decoded data file and build the engine's tables."""
    doc = convert(raw, DroidsFile, GAME)
    checks = Checks(GAME)
    checks.unique((d.number for d in doc.droids), "droid")
    checks.unique([*(d.number for d in doc.droids), *(h.number for h in doc.house_droids)], "card number")
    checks.same(tuple(f.id for f in doc.families), (*FAMILIES, "house"), "families")
    checks.same(tuple(k.id for k in doc.parts.kinds), KINDS, "parts.kinds")
    droids = {d.number: _droid(d, checks) for d in doc.droids}
    houses = {h.number: _house(h) for h in doc.house_droids}
    sets = _sets(doc.deck_structure, droids, checks)
    base_swaps: list[SwapPair] = []
    for i, rate in enumerate(doc.exchange_rates_base):
        base_swaps.extend(swap_pairs(rate, f"exchange_rates_base[{i}]", checks))
    esc = doc.end_scoring_constants
    return {
        "droids": droids,
        "houses": houses,
        "sets": sets,
        "layouts": _layouts(doc.deck_structure, sets, checks),
        "zones": _zones(doc.house_setup, len(houses), checks),
        "start": _parts(doc.parts.starting_shed),
        "cap": doc.parts.base_capacity_per_kind,
        "base_swaps": tuple(sorted(set(base_swaps))),
        "is_by_set": _interseason(doc.interseason_cards, checks),
        "parts_majority": esc.parts_majority_rp,
        "leaves_majority": esc.leaves_majority_rp,
        "comm_bonus": esc.comm_bonus_per_discarded_comm,
        "max_swaps": doc.swap_rules.max_swaps_per_window,
        "defaults": dict(raw["config_defaults"]),
    }


PATH = Path(__file__).with_name("data.json")


def load(path: Path | None = None) -> dict[str, Any]:
    """Load and validate a data file (the packaged one by default)."""
    return parse(read(path or PATH, GAME))


_D = load()
DROIDS: dict[int, Droid] = _D["droids"]
HOUSES: dict[int, House] = _D["houses"]
SETS: dict[str, list[list[int]]] = _D["sets"]
LAYOUTS: dict[int, dict[str, Any]] = _D["layouts"]
HOUSE_ZONES: dict[int, tuple[tuple[str, ...], int]] = _D["zones"]
START_SHED: Parts = _D["start"]
BASE_CAP: int = _D["cap"]
BASE_SWAPS: tuple[SwapPair, ...] = _D["base_swaps"]
#: interseason card codes (negative ints in the state): set A -1, -2; set B -3, -4
IS_CODES: dict[str, tuple[int, int]] = {"A": (-1, -2), "B": (-3, -4)}
IS_NAMES: dict[int, str] = {IS_CODES[s][i]: _D["is_by_set"][s][i] for s in ("A", "B") for i in range(2)}
PARTS_MAJORITY: int = _D["parts_majority"]
LEAVES_MAJORITY: int = _D["leaves_majority"]
COMM_BONUS: int = _D["comm_bonus"]
MAX_SWAPS: int = _D["max_swaps"]
DEFAULTS: dict[str, Any] = _D["defaults"]
ALL_HOUSES: tuple[int, ...] = tuple(sorted(HOUSES))
