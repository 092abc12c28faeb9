"""Everdell Farshore data: loaded once from ``data.json`` (a copy of the spec's farshore-data.json).

Everything the engine knows about cards, locations, islands, map tiles, wind tiles, the boat track,
seasons and the solo Rival comes from that file; ``load`` validates it and raises ``DataError``
naming the first problem it finds. [house] values stay in the file, so correcting them later is a
data change only.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from game.core.reader import Refused, read_data

RES: tuple[str, ...] = ("driftwood", "seaweed", "seastone", "mushroom")
RES_INDEX: dict[str, int] = {r: i for i, r in enumerate(RES)}
TYPES: tuple[str, ...] = ("traveler", "production", "destination", "governance", "prosperity")
GROUPS: tuple[str, ...] = ("shore", "docks", "lookout", "dunes", "island")
HAND_LIMIT = 8
CITY_LIMIT = 15
BAY_SIZE = 8


class DataError(ValueError):
    """The data file is broken; the message names the entry and the problem."""


@dataclasses.dataclass(frozen=True, slots=True)
class Card:
    """One card name (all copies share this definition)."""

    id: str
    name: str
    kind: str  # critter | construction
    rarity: str  # common | unique
    type: str  # traveler | production | destination | governance | prosperity
    copies: int
    points: int
    space: bool  # False for the two space-free cards (Shipwreck, Castaway)
    cost: tuple[int, int, int, int]  # driftwood, seaweed, seastone, mushroom
    on_play: tuple[Any, ...]  # tan: ops at step d
    production: tuple[Any, ...]  # green: ops at step d and on Spring/Autumn
    trigger: Mapping[str, Any] | None  # blue: {"event", "by", "filter"}
    trigger_do: tuple[Any, ...]
    play_modifier: Mapping[str, Any] | None  # blue: card-playing ability
    worker_spot: Mapping[str, Any] | None  # red: {"capacity", "do", "precondition"}
    score: Mapping[str, Any] | None  # purple: {"per", "each"}
    total: int = 0  # sum of the printed cost


@dataclasses.dataclass(frozen=True, slots=True)
class Spot:
    """A board location or an island tile: its ops, precondition, capacity (0 = unlimited)."""

    id: str
    name: str
    group: str
    capacity: int
    do: tuple[Any, ...]
    precondition: Mapping[str, Any]


@dataclasses.dataclass(frozen=True, slots=True)
class GameData:
    cards: dict[str, Card]
    card_order: tuple[str, ...]  # data order of card ids
    deck: tuple[str, ...]  # every copy, data order (125 cards)
    locations: tuple[Spot, ...]  # the seven board spots in data order
    islands: dict[str, Spot]
    island_order: tuple[str, ...]
    islands_face_up: dict[int, int]
    map_types: tuple[Mapping[str, Any], ...]
    map_order: tuple[str, ...]
    map_values: dict[int, tuple[int, ...]]
    wind_a: dict[str, Mapping[str, Any]]
    wind_b: dict[str, Mapping[str, Any]]
    track_points: tuple[int, ...]
    track_icons: frozenset[int]
    track_last: int
    seasons: tuple[Mapping[str, Any], ...]
    hands: tuple[int, ...]
    anchors: int
    solo: Mapping[str, Any]
    raw: Mapping[str, Any]


def _need(cond: bool, where: str, msg: str) -> None:
    if not cond:
        raise DataError(f"farshore data: {where}: {msg}")


def _check_ops(ops: Any, vocab: Mapping[str, Any], where: str) -> None:
    _need(isinstance(ops, list), where, "op list expected")
    for i, op in enumerate(ops):
        w = f"{where}[{i}]"
        _need(isinstance(op, dict) and isinstance(op.get("op"), str), w, "op object expected")
        name = op["op"]
        _need(name in vocab, w, f"unknown op {name!r}")
        for pname, pdesc in vocab[name]["params"].items():
            if str(pdesc).startswith("required"):
                _need(pname in op, w, f"op {name!r} lacks required param {pname!r}")
        for key in op:
            _need(key == "op" or key in vocab[name]["params"], w, f"op {name!r} has unknown param {key!r}")
        if name == "gain" or name == "store":
            for r, n in op["res"].items():
                _need(r in RES and isinstance(n, int) and n > 0, w, f"bad resource {r!r}: {n!r}")
        if name == "gain_choice":
            _need(all(r in RES for r in op["from"]), w, "gain_choice from unknown resource")
        if name == "choose_one":
            for j, sub in enumerate(op["options"]):
                _check_ops(sub, vocab, f"{w}.options[{j}]")
        if name in ("if", "optional_pay"):
            _check_ops(op["then"], vocab, f"{w}.then")
        if name == "discard_up_to":
            if "per_card" in op:
                _check_ops(op["per_card"], vocab, f"{w}.per_card")
            if "per_n_cards" in op:
                _check_ops(op["per_n_cards"]["do"], vocab, f"{w}.per_n_cards.do")


def _check_filter(flt: Any, vocab: Mapping[str, Any], where: str) -> None:
    _need(isinstance(flt, dict), where, "filter object expected")
    for key in flt:
        _need(key in vocab["filter_keys"], where, f"unknown filter key {key!r}")


def _spot(obj: Mapping[str, Any], group: str, vocab: Mapping[str, Any], where: str) -> Spot:
    _check_ops(obj.get("do"), vocab["ops"], f"{where}.do")
    pre = obj.get("precondition")
    _need(isinstance(pre, dict) and pre.get("test") in vocab["preconditions"], where, "bad precondition")
    cap = obj.get("capacity")
    _need(cap == "unlimited" or (isinstance(cap, int) and cap >= 1), where, "bad capacity")
    return Spot(
        id=obj["id"],
        name=obj["name"],
        group=group,
        capacity=0 if cap == "unlimited" else int(cap),  # type: ignore[arg-type]
        do=tuple(obj["do"]),
        precondition=pre,  # type: ignore[arg-type]
    )


def parse(raw: Mapping[str, Any]) -> GameData:
    """Validate a decoded data file and build the engine's tables."""
    for key in (
        "cards",
        "locations",
        "islands",
        "map_tiles",
        "wind_tiles",
        "boat_track",
        "seasons",
        "setup",
        "solo",
        "effect_vocabulary",
        "deck_summary",
    ):
        _need(key in raw, "top level", f"missing {key!r}")
    vocab = raw["effect_vocabulary"]
    ops_vocab = vocab["ops"]
    res_ids = tuple(r["id"] for r in raw["resources"])
    _need(res_ids == RES, "resources", f"expected {RES}, found {res_ids}")
    types = tuple(t["id"] for t in raw["card_types"])
    _need(types == TYPES, "card_types", f"expected {TYPES}, found {types}")

    cards: dict[str, Card] = {}
    deck: list[str] = []
    for i, c in enumerate(raw["cards"]):
        where = f"cards[{i}] ({c.get('id')})"
        for f in (
            "id",
            "name",
            "kind",
            "rarity",
            "type",
            "copies",
            "points",
            "occupies_space",
            "cost",
            "effect",
        ):
            _need(f in c, where, f"missing field {f!r}")
        _need(c["id"] not in cards, where, "duplicate card id")
        _need(c["kind"] in ("critter", "construction"), where, "kind must be critter or construction")
        _need(c["rarity"] in ("common", "unique"), where, "rarity must be common or unique")
        _need(c["type"] in TYPES, where, f"unknown type {c['type']!r}")
        _need(isinstance(c["copies"], int) and c["copies"] > 0, where, "copies must be a positive int")
        _need(isinstance(c["points"], int), where, "points must be an int")
        cost = tuple(int(c["cost"].get(r, 0)) for r in RES)
        _need(all(x >= 0 for x in cost), where, "negative cost")
        _need(set(c["cost"]) <= set(RES), where, "cost names an unknown resource")
        if c["kind"] == "critter":
            _need(cost[:3] == (0, 0, 0), where, "critters cost mushrooms only")
        else:
            _need(cost[3] == 0, where, "constructions never cost mushrooms")
        eff = c["effect"]
        on_play: tuple[Any, ...] = ()
        production: tuple[Any, ...] = ()
        trigger = None
        trigger_do: tuple[Any, ...] = ()
        modifier = None
        spot = None
        score = None
        if c["type"] == "traveler":
            _check_ops(eff.get("on_play"), ops_vocab, f"{where}.on_play")
            on_play = tuple(eff["on_play"])
        elif c["type"] == "production":
            _check_ops(eff.get("production"), ops_vocab, f"{where}.production")
            production = tuple(eff["production"])
        elif c["type"] == "destination":
            ws = eff.get("worker_spot")
            _need(isinstance(ws, dict), where, "destination needs worker_spot")
            _check_ops(ws.get("do"), ops_vocab, f"{where}.worker_spot.do")
            _need(ws.get("capacity") == 1, where, "red card spots hold one worker")
            _need(ws.get("precondition", {}).get("test") in vocab["preconditions"], where, "bad precondition")
            spot = ws
        elif c["type"] == "governance":
            if "trigger" in eff:
                trigger = eff["trigger"]
                _need(trigger.get("event") in vocab["trigger_events"], where, "unknown trigger event")
                if "filter" in trigger:
                    _check_filter(trigger["filter"], vocab, f"{where}.trigger.filter")
                _check_ops(eff.get("do"), ops_vocab, f"{where}.do")
                trigger_do = tuple(eff["do"])
            else:
                modifier = eff.get("play_modifier")
                _need(isinstance(modifier, dict), where, "governance needs trigger or play_modifier")
                _check_filter(modifier["applies_to"], vocab, f"{where}.play_modifier.applies_to")
                disc = modifier["discount"]
                _need(len(disc) == 1 and next(iter(disc)) in ("any", "mushroom"), where, "bad discount")
        else:
            score = eff.get("score")
            _need(
                isinstance(score, dict) and "per" in score and "each" in score,
                where,
                "prosperity needs score",
            )
            _need(
                len(score["per"]) == 1 and next(iter(score["per"])) in vocab["score_per"],
                where,
                "bad score.per",
            )
            if "count_cards" in score["per"]:
                _check_filter(score["per"]["count_cards"], vocab, f"{where}.score")
        cards[c["id"]] = Card(
            id=c["id"],
            name=c["name"],
            kind=c["kind"],
            rarity=c["rarity"],
            type=c["type"],
            copies=c["copies"],
            points=c["points"],
            space=bool(c["occupies_space"]),
            cost=cost,  # type: ignore[arg-type]
            on_play=on_play,
            production=production,
            trigger=trigger,
            trigger_do=trigger_do,
            play_modifier=modifier,
            worker_spot=spot,
            score=score,
            total=sum(cost),
        )
        deck.extend([c["id"]] * c["copies"])
    summary = raw["deck_summary"]
    _need(
        len(deck) == summary["total_cards"],
        "deck_summary",
        f"copies add up to {len(deck)}, not {summary['total_cards']}",
    )
    _need(len(cards) == summary["distinct_names"], "deck_summary", "distinct names mismatch")
    for cond_id in _ids_in(raw["cards"], "city_has"):
        _need(cond_id in cards, "cards", f"'if' names unknown card {cond_id!r}")
    for c in raw["cards"]:
        for op in c["effect"].get("production", []):
            if op["op"] == "copy_production":
                for ex in op["exclude"]:
                    _need(ex in cards, c["id"], f"copy_production excludes unknown card {ex!r}")

    locations: list[Spot] = []
    island_slots = 0
    for i, loc in enumerate(raw["locations"]):
        where = f"locations[{i}] ({loc.get('id')})"
        _need(loc.get("group") in GROUPS, where, "unknown group")
        if loc["group"] == "island":
            island_slots += 1
            continue
        _need(loc.get("zone") == f"location:{loc['id']}", where, "zone must be location:<id>")
        locations.append(_spot(loc, loc["group"], vocab, where))
    _need(island_slots == 4, "locations", "four island slots expected")

    isl = raw["islands"]
    islands: dict[str, Spot] = {}
    for i, t in enumerate(isl["tiles"]):
        islands[t["id"]] = _spot(t, "island", vocab, f"islands.tiles[{i}] ({t.get('id')})")
    _need(len(islands) == isl["total_tiles"], "islands", "total_tiles mismatch")
    face_up = {int(k): int(v) for k, v in raw["setup"]["islands_face_up"].items()}
    _need(sorted(face_up) == [1, 2, 3, 4], "setup.islands_face_up", "counts for 1-4 players expected")

    mt = raw["map_tiles"]
    map_types = tuple(mt["types"])
    _need(len(map_types) == 6, "map_tiles", "six map types expected")
    for t in map_types:
        req = t["requirement"]
        _need(
            "count_cards" in req and "at_least" in req or "boat_index_at_least" in req,
            t["id"],
            "bad requirement",
        )
    map_values = {int(k): tuple(v) for k, v in raw["setup"]["map_values_per_type"].items()}
    _need(sorted(map_values) == [1, 2, 3, 4], "setup.map_values_per_type", "values for 1-4 players expected")

    wind = raw["wind_tiles"]
    wa = {t["id"]: t["match"] for t in wind["A"]}
    wb = {t["id"]: t["match"] for t in wind["B"]}
    _need(len(wa) >= 2 and len(wb) >= 2, "wind_tiles", "each stack needs at least two tiles")
    for m in list(wa.values()) + list(wb.values()):
        _check_filter(m, vocab, "wind_tiles.match")

    bt = raw["boat_track"]
    spaces = bt["spaces"]
    _need([s["index"] for s in spaces] == list(range(len(spaces))), "boat_track", "indices must run 0..n-1")
    _need(bt["last_index"] == len(spaces) - 1, "boat_track", "last_index mismatch")
    icons = frozenset(s["index"] for s in spaces if s["treasure_icon"])
    _need(icons == frozenset(bt["treasure_icon_indices"]), "boat_track", "treasure icons disagree")

    seasons = tuple(raw["seasons"])
    _need(
        [s["id"] for s in seasons] == ["winter", "spring", "summer", "autumn"],
        "seasons",
        "four seasons in order",
    )
    for s in seasons:
        _check_ops(s.get("reward", []), ops_vocab, f"seasons.{s['id']}.reward")
        _check_ops(s.get("last_player_extra", []), ops_vocab, f"seasons.{s['id']}.last_player_extra")

    setup = raw["setup"]
    hands = tuple(setup["starting_hand_by_seat"])
    _need(len(hands) == 4, "setup", "four starting hand sizes expected")
    _need(
        setup["hand_limit"] == HAND_LIMIT
        and setup["city_limit"] == CITY_LIMIT
        and setup["bay_size"] == BAY_SIZE,
        "setup",
        "limits differ from the engine's constants",
    )
    solo = raw["solo"]
    for lvl in ("deckhand", "bosun", "captain"):
        _need(lvl in solo["difficulty"], "solo.difficulty", f"missing level {lvl!r}")

    return GameData(
        cards=cards,
        card_order=tuple(cards),
        deck=tuple(deck),
        locations=tuple(locations),
        islands=islands,
        island_order=tuple(islands),
        islands_face_up=face_up,
        map_types=map_types,
        map_order=tuple(t["id"] for t in map_types),
        map_values=map_values,
        wind_a=wa,
        wind_b=wb,
        track_points=tuple(s["points"] for s in spaces),
        track_icons=icons,
        track_last=bt["last_index"],
        seasons=seasons,
        hands=hands,
        anchors=int(setup["anchors_per_player"]),
        solo=solo,
        raw=raw,
    )


def _ids_in(obj: Any, key: str) -> list[str]:
    out: list[str] = []
    if isinstance(obj, dict):
        for k, v in obj.items():
            if k == key and isinstance(v, str):
                out.append(v)
            else:
                out.extend(_ids_in(v, key))
    elif isinstance(obj, list):
        for v in obj:
            out.extend(_ids_in(v, key))
    return out


# The declared top level of data.json (read through game.core.reader; per-card checks below).
TOP_LEVEL: dict[str, Any] = {
    "meta": dict[str, Any],
    "resources": list[Any],
    "tokens": dict[str, Any],
    "card_types": list[Any],
    "effect_vocabulary": dict[str, Any],
    "cards": list[Any],
    "deck_summary": dict[str, Any],
    "locations": list[Any],
    "islands": dict[str, Any],
    "map_tiles": dict[str, Any],
    "wind_tiles": dict[str, Any],
    "boat_track": dict[str, Any],
    "seasons": list[Any],
    "setup": dict[str, Any],
    "scoring": dict[str, Any],
    "solo": dict[str, Any],
    "zones": dict[str, Any],
}


def load(path: Path | None = None) -> GameData:
    """Read and validate the data file (the package's data.json by default)."""
    p = path or Path(__file__).with_name("data.json")
    try:
        raw = read_data(p, TOP_LEVEL, "farshore")
    except Refused as exc:
        raise DataError(f"farshore data: cannot read {p.name}: {exc.message()}") from None
    try:
        return parse(raw)
    except (KeyError, TypeError, AttributeError) as exc:
        raise DataError(f"farshore data: malformed entry ({type(exc).__name__}: {exc})") from None


DATA: GameData = load()


def card(cid: str) -> Card:
    return DATA.cards[cid]


def sorted_unique(ids: Sequence[str]) -> list[str]:
    """Distinct ids in data order (stable option order for hands and cities)."""
    return sorted(set(ids), key=_ORDER.__getitem__)


_ORDER: dict[str, int] = {c: i for i, c in enumerate(DATA.card_order)}
