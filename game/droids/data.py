"""Card data of Les Derniers Droïdes, loaded once from ``data.json`` and validated.

The JSON is a copy of ``shared/specs/droids-data.json``; every [house] value lives there, so real
card values can replace it without code changes. A broken file raises ``DataError`` naming the
problem. Part vectors are 4-tuples in the order (nut, oil, circuit, energy).
"""

from __future__ import annotations

import dataclasses
from itertools import combinations, combinations_with_replacement
from pathlib import Path
from typing import Any

from game.core.reader import Refused, read_data

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


class DataError(ValueError):
    """The data file is missing something or holds a bad value."""


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


def _fail(msg: str) -> DataError:
    return DataError(f"droids data.json: {msg}")


def _parts(obj: Any, where: str, base_only: bool = False) -> Parts:
    if not isinstance(obj, dict):
        raise _fail(f"{where} must be an object of part counts")
    out = [0, 0, 0, 0]
    for k, v in obj.items():
        if k not in KIND_INDEX:
            raise _fail(f"{where} names unknown part kind {k!r}")
        if base_only and k == "energy" and v:
            raise _fail(f"{where} may hold only base parts")
        if not isinstance(v, int) or isinstance(v, bool) or v < 0:
            raise _fail(f"{where}.{k} must be a non-negative integer")
        out[KIND_INDEX[k]] = v
    return (out[0], out[1], out[2], out[3])


def _base_multisets(n: int) -> list[Parts]:
    res = []
    for combo in combinations_with_replacement(range(3), n):
        v = [0, 0, 0, 0]
        for i in combo:
            v[i] += 1
        res.append((v[0], v[1], v[2], v[3]))
    return res


def swap_pairs(defn: dict[str, Any], where: str) -> tuple[SwapPair, ...]:
    """Every concrete (give, get) pair of one swap definition (§8.4), no-ops removed."""
    gives = [f for f in GIVE_FIELDS if f in defn]
    gets = [f for f in GET_FIELDS if f in defn]
    if len(gives) != 1 or len(gets) != 1:
        raise _fail(f"{where} needs exactly one give field and one get field")
    gf, tf = gives[0], gets[0]
    gv = defn[gf]
    give_list: list[Parts]
    if gf == "give":
        give_list = [_parts(gv, where + ".give")]
    else:
        if not isinstance(gv, int) or isinstance(gv, bool) or not 1 <= gv <= 9:
            raise _fail(f"{where}.{gf} must be a small positive integer")
        if gf == "give_identical_base":
            give_list = []
            for i in range(3):
                v = [0, 0, 0, 0]
                v[i] = gv
                give_list.append((v[0], v[1], v[2], v[3]))
        elif gf == "give_different_base":
            if gv > 3:
                raise _fail(f"{where}.give_different_base cannot exceed 3")
            give_list = []
            for combo in combinations(range(3), gv):
                v = [0, 0, 0, 0]
                for i in combo:
                    v[i] = 1
                give_list.append((v[0], v[1], v[2], v[3]))
        else:
            give_list = _base_multisets(gv)
    tv = defn[tf]
    if tf != "get" and (not isinstance(tv, int) or isinstance(tv, bool) or not 1 <= tv <= 9):
        raise _fail(f"{where}.{tf} must be a small positive integer")
    out: list[SwapPair] = []
    for give in give_list:
        if tf == "get":
            get_list = [_parts(tv, where + ".get")]
        elif tf == "get_any_base":
            get_list = _base_multisets(tv)
        else:
            get_list = []
            for i in range(3):
                if give[i] == 0:
                    v = [0, 0, 0, 0]
                    v[i] = tv
                    get_list.append((v[0], v[1], v[2], v[3]))
        for get in get_list:
            if get != give:
                out.append((give, get))
    return tuple(sorted(set(out)))


def _int(obj: dict[str, Any], key: str, where: str, lo: int = 0) -> int:
    v = obj.get(key)
    if not isinstance(v, int) or isinstance(v, bool) or v < lo:
        raise _fail(f"{where}.{key} must be an integer >= {lo}")
    return v


# The declared top level of data.json (read through game.core.reader; per-card checks below).
TOP_LEVEL: dict[str, Any] = {
    "meta": dict[str, Any],
    "parts": dict[str, Any],
    "exchange_rates_base": list[Any],
    "families": list[Any],
    "deck_structure": dict[str, Any],
    "house_setup": dict[str, Any],
    "droids": list[Any],
    "house_droids": list[Any],
    "interseason_cards": list[Any],
    "interseason_effect": dict[str, Any],
    "shed_extensions": dict[str, Any],
    "tokens": dict[str, Any],
    "end_scoring_constants": dict[str, Any],
    "automa": dict[str, Any],
    "effect_keys": dict[str, Any],
    "turn_rules": dict[str, Any],
    "config_defaults": dict[str, Any],
    "decision_points": dict[str, Any],
}


def _load(path: Path) -> dict[str, Any]:
    try:
        raw = read_data(path, TOP_LEVEL, "droids")
    except Refused as exc:
        raise _fail(f"cannot read {path.name}: {exc.message()}") from None
    if not isinstance(raw, dict):
        raise _fail("top level must be an object")
    for key in (
        "parts",
        "exchange_rates_base",
        "deck_structure",
        "house_setup",
        "droids",
        "house_droids",
        "interseason_cards",
        "end_scoring_constants",
        "swap_rules",
        "config_defaults",
    ):
        if key not in raw:
            raise _fail(f"missing section {key!r}")
    return raw


def _build(raw: dict[str, Any]) -> dict[str, Any]:
    droids: dict[int, Droid] = {}
    if not isinstance(raw["droids"], list):
        raise _fail("droids must be a list")
    for i, d in enumerate(raw["droids"]):
        where = f"droids[{i}]"
        if not isinstance(d, dict):
            raise _fail(f"{where} must be an object")
        num = _int(d, "number", where, 1)
        where = f"droid {num}"
        if num in droids:
            raise _fail(f"{where} appears twice")
        fam = d.get("family")
        if fam not in FAMILIES:
            raise _fail(f"{where} has unknown family {fam!r}")
        season = _int(d, "season", where, 1)
        if season > 3:
            raise _fail(f"{where}.season must be 1, 2 or 3")
        dset = d.get("deck_set")
        if dset not in ("A", "B"):
            raise _fail(f"{where}.deck_set must be 'A' or 'B'")
        eff = d.get("effect_key")
        if eff not in DROID_EFFECTS:
            raise _fail(f"{where} has unknown effect_key {eff!r}")
        params = d.get("effect_params", {})
        if not isinstance(params, dict):
            raise _fail(f"{where}.effect_params must be an object")
        swaps: tuple[SwapPair, ...] = ()
        if eff == "exchange":
            swaps = swap_pairs(params, where + ".effect_params")
        elif eff == "dismantle_bonus":
            if params.get("part") not in KIND_INDEX:
                raise _fail(f"{where}.effect_params.part must be a part kind")
        elif eff in ("gain_parts",):
            _parts(params.get("parts"), where + ".effect_params.parts")
        elif eff == "store_on_card":
            _parts(params.get("parts"), where + ".effect_params.parts", base_only=True)
        elif eff == "energy_discount":
            _int(params, "amount", where + ".effect_params", 1)
        elif eff == "shed_extension":
            _int(params, "count", where + ".effect_params", 1)
            if "forced_part" in params and params["forced_part"] not in KIND_INDEX:
                raise _fail(f"{where}.effect_params.forced_part must be a part kind")
            if "parts" in params:
                _parts(params["parts"], where + ".effect_params.parts")
        elif eff == "extra_cost_tokens":
            _int(params, "tokens", where + ".effect_params", 1)
        elif eff == "wildcard_type":
            _int(params, "shed_extension", where + ".effect_params", 0)
        droids[num] = Droid(
            number=num,
            family=fam,
            season=season,
            deck_set=dset,
            dismantle=_parts(d.get("dismantle_yield"), where + ".dismantle_yield"),
            cost=_parts(d.get("repair_cost"), where + ".repair_cost"),
            rp=_int(d, "rp", where),
            interest=_int(d, "interest", where),
            leaves=_int(d, "leaves", where),
            effect=eff,
            params=params,
            swaps=swaps,
        )
    houses: dict[int, House] = {}
    for i, h in enumerate(raw["house_droids"]):
        where = f"house_droids[{i}]"
        if not isinstance(h, dict):
            raise _fail(f"{where} must be an object")
        num = _int(h, "number", where, 1)
        where = f"house {num}"
        if num in houses or num in droids:
            raise _fail(f"{where} number is used twice")
        key = h.get("scoring_key")
        if key not in HOUSE_KEYS:
            raise _fail(f"{where} has unknown scoring_key {key!r}")
        params = h.get("scoring_params", {})
        if not isinstance(params, dict):
            raise _fail(f"{where}.scoring_params must be an object")
        if key in ("family_count_thresholds", "rp_per_family", "rp_per_cost_icon_of_family"):
            if params.get("family") not in FAMILIES:
                raise _fail(f"{where}.scoring_params.family must be a family")
        if key == "family_count_thresholds" or key == "few_types_bonus":
            table = params.get("thresholds" if key == "family_count_thresholds" else "table")
            if not isinstance(table, list) or not all(
                isinstance(r, list) and len(r) == 2 and all(isinstance(x, int) for x in r) for r in table
            ):
                raise _fail(f"{where}.scoring_params table must be a list of [count, rp] pairs")
        if key == "gain_parts_on_build":
            _parts(params.get("parts"), where + ".scoring_params.parts")
        if key not in ("none", "gain_parts_on_build", "family_count_thresholds", "few_types_bonus"):
            _int(params, "rp", where + ".scoring_params")
        if key == "house_count_bonus":
            _int(params, "min_houses", where + ".scoring_params", 1)
        bonus = h.get("automa_interest_bonus")
        bfam, bval = None, 0
        if bonus is not None:
            if not isinstance(bonus, dict) or bonus.get("family") not in FAMILIES:
                raise _fail(f"{where}.automa_interest_bonus must name a family")
            bfam, bval = bonus["family"], _int(bonus, "value", where + ".automa_interest_bonus")
        houses[num] = House(
            number=num,
            cost=_parts(h.get("cost"), where + ".cost"),
            rp_base=_int(h, "rp_base", where),
            key=key,
            params=params,
            bonus_family=bfam,
            bonus_value=bval,
        )
    # deck structure: every listed card exists, in the right set and season, listed once
    ds = raw["deck_structure"]
    sets: dict[str, list[list[int]]] = {}
    seen: set[int] = set()
    for sname in ("A", "B"):
        block = ds.get(f"set_{sname}")
        if not isinstance(block, dict):
            raise _fail(f"deck_structure.set_{sname} missing")
        seasons = []
        for season in (1, 2, 3):
            cards = block.get(f"season_{season}")
            if not isinstance(cards, list):
                raise _fail(f"deck_structure.set_{sname}.season_{season} missing")
            for c in cards:
                if c not in droids:
                    raise _fail(f"deck_structure.set_{sname} lists unknown droid {c!r}")
                if c in seen:
                    raise _fail(f"deck_structure lists droid {c} twice")
                if droids[c].season != season or droids[c].deck_set != sname:
                    raise _fail(f"droid {c} is listed in set {sname} season {season} but says otherwise")
                seen.add(c)
            seasons.append(list(cards))
        sets[sname] = seasons
    if seen != set(droids):
        raise _fail(f"droids missing from deck_structure: {sorted(set(droids) - seen)}")
    layouts: dict[int, dict[str, Any]] = {}
    for n in (1, 2, 3, 4):
        lay = ds.get("by_player_count", {}).get(str(n))
        if not isinstance(lay, dict) or not isinstance(lay.get("decks"), list):
            raise _fail(f"deck_structure.by_player_count.{n} missing or has no decks")
        decks = [list(d) for d in lay["decks"]]
        draw = lay.get("draw_per_deck")
        if not isinstance(draw, list) or len(draw) != len(decks):
            raise _fail(f"deck_structure.by_player_count.{n}.draw_per_deck must match decks")
        for dk, per in zip(decks, draw, strict=True):
            for s in dk:
                if s not in sets:
                    raise _fail(f"deck_structure.by_player_count.{n} names unknown set {s!r}")
            for season in range(3):
                size = sum(len(sets[s][season]) for s in dk)
                if size % per:
                    raise _fail(f"{n} players: season {season + 1} size {size} does not divide by {per}")
        layouts[n] = {"decks": decks, "draw": list(draw)}
    hs = raw["house_setup"]
    zones: dict[int, tuple[tuple[str, ...], int]] = {}
    for n in (1, 2, 3, 4):
        blk = hs.get(str(n))
        if not isinstance(blk, dict) or not isinstance(blk.get("zone_ids"), list):
            raise _fail(f"house_setup.{n} needs zone_ids")
        per = _int(blk, "houses_per_zone", f"house_setup.{n}", 1)
        if per * len(blk["zone_ids"]) > len(houses):
            raise _fail(f"house_setup.{n} needs more houses than exist")
        zones[n] = (tuple(blk["zone_ids"]), per)
    parts = raw["parts"]
    start = _parts(parts.get("starting_shed"), "parts.starting_shed")
    cap = _int(parts, "base_capacity_per_kind", "parts", 0)
    base_swaps: list[SwapPair] = []
    for i, rate in enumerate(raw["exchange_rates_base"]):
        base_swaps.extend(swap_pairs(rate, f"exchange_rates_base[{i}]"))
    isc = raw["interseason_cards"]
    is_by_set: dict[str, list[str]] = {"A": [], "B": []}
    for c in isc:
        if c.get("deck_set") not in is_by_set or not isinstance(c.get("id"), str):
            raise _fail("interseason_cards entries need id and deck_set A/B")
        is_by_set[c["deck_set"]].append(c["id"])
    if any(len(v) != 2 for v in is_by_set.values()):
        raise _fail("each set needs exactly 2 interseason cards")
    esc = raw["end_scoring_constants"]
    sr = raw["swap_rules"]
    return {
        "droids": droids,
        "houses": houses,
        "sets": sets,
        "layouts": layouts,
        "zones": zones,
        "start": start,
        "cap": cap,
        "base_swaps": tuple(sorted(set(base_swaps))),
        "is_by_set": is_by_set,
        "parts_majority": _int(esc, "parts_majority_rp", "end_scoring_constants"),
        "leaves_majority": _int(esc, "leaves_majority_rp", "end_scoring_constants"),
        "comm_bonus": _int(esc, "comm_bonus_per_discarded_comm", "end_scoring_constants"),
        "max_swaps": _int(sr, "max_swaps_per_window", "swap_rules", 1),
        "defaults": dict(raw["config_defaults"]),
    }


def load(path: Path | None = None) -> dict[str, Any]:
    """Load and validate a data file (the packaged one by default)."""
    return _build(_load(path or Path(__file__).with_name("data.json")))


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
