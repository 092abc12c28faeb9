"""Paris: New Eden component data: loaded once from ``data.json`` and validated (spec §13).

A broken file raises ``DataError`` naming the first problem found. Everything is exposed as plain
immutable values (tuples, frozen dataclasses) that states share instead of copying.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

from game.core.reader import Refused, read_data


class DataError(ValueError):
    """The data file breaks one of the invariants of spec §13."""


@dataclasses.dataclass(frozen=True, slots=True)
class Card:
    """A building card: printed survivors (incl. ``slacker``), equipment, cans, tinkerer power."""

    id: str
    type: str
    name: str
    survivors: tuple[tuple[str, int], ...]
    equipment: tuple[tuple[str, int], ...]
    cans: int
    power: str | None
    end_card: bool


@dataclasses.dataclass(frozen=True, slots=True)
class Mission:
    """A mission card. Secret: ``condition`` + ``vp``; new building: ``requirement`` + reward."""

    id: str
    kind: str  # "secret" | "new_building"
    name: str
    condition: dict[str, Any] | None
    vp: int
    requirement: tuple[tuple[str, int], ...]  # (metric, value) pairs, all must hold
    r_survivors: tuple[tuple[str, int], ...]
    r_equipment: tuple[tuple[str, int], ...]
    r_cans: int


@dataclasses.dataclass(frozen=True, slots=True)
class EventTile:
    """An event tile: groups of (types, count); met by Hall's condition (spec §6.4)."""

    id: str
    season: int
    name: str
    groups: tuple[tuple[tuple[str, ...], int], ...]
    vp: int


@dataclasses.dataclass(frozen=True, slots=True)
class Power:
    id: str
    name: str
    timing: str
    effect: tuple[tuple[str, Any], ...]
    end_card: bool
    copies: int


PATH = Path(__file__).with_name("data.json")

TIMINGS = ("first_die", "bridge", "claim", "immediate", "passive", "end_game")
EFFECTS = (
    "gain_cans",
    "swap_dice",
    "extra_die_other_location",
    "extra_keep",
    "extra_draw",
    "may_take_top_of_deck",
    "virtual_equipment",
    "vp_per_unsuccessful_mission",
    "vp_per_tinkerer",
    "vp",
)
CONDITIONS = ("most", "fewest", "at_least", "at_least_each", "holds")


def _need(cond: bool, msg: str) -> None:
    if not cond:
        raise DataError(f"new_eden data.json: {msg}")


class Data:
    """All component data, validated."""

    def __init__(self, raw: dict[str, Any]) -> None:
        need = _need
        for key in (
            "survivor_types",
            "specialist_types",
            "event_types",
            "equipment_types",
            "equipment_tokens",
            "die",
            "locations",
            "claim_order",
            "seasons",
            "player_count_setup",
            "population_track",
            "survivor_tokens",
            "other_tokens",
            "tinkerer_powers",
            "building_cards",
            "missions",
            "event_tiles",
        ):
            need(key in raw, f"missing top-level key {key!r}")
        self.specialists: tuple[str, ...] = tuple(raw["specialist_types"])
        need(len(self.specialists) == 5, "specialist_types must list 5 types")
        self.event_types: tuple[str, ...] = tuple(raw["event_types"])
        self.faces: tuple[str, ...] = tuple(raw["die"]["faces"])
        need(raw["die"]["count"] == 20, "there must be 20 dice")
        need(self.faces == (*self.specialists, "wild"), "die faces must be the 5 specialists then wild")
        self.dice_count = 20
        self.locations: tuple[str, ...] = tuple(loc["id"] for loc in raw["locations"])
        need(
            set(self.locations) == {"tower", "bridge", "restaurant", "city_center", "train_station"},
            "locations must be tower, bridge, restaurant, city_center, train_station",
        )
        self.claim_order: tuple[str, ...] = tuple(raw["claim_order"]["order"])
        need(sorted(self.claim_order) == sorted(self.specialists), "claim_order must list the 5 types")
        self.season_names: tuple[str, ...] = tuple(s["name"] for s in raw["seasons"])
        need(len(self.season_names) == 4, "4 seasons")
        # equipment
        self.equip_of: dict[str, str] = {}
        self.equip_kinds: tuple[str, ...] = tuple(e["id"] for e in raw["equipment_types"])
        for e in raw["equipment_types"]:
            self.equip_of[e["equips"]] = e["id"]
        need(set(self.equip_of) == set(self.event_types), "equipment must equip the event types")
        self.equip_tokens: tuple[str, ...] = tuple(t["kind"] for t in raw["equipment_tokens"])
        need(len(self.equip_tokens) == 12, "12 equipment tokens")
        for k in self.equip_kinds:
            need(self.equip_tokens.count(k) == 4, f"4 equipment tokens of kind {k}")
        # players
        self.setup: dict[int, dict[str, Any]] = {}
        for n in (2, 3, 4):
            row = raw["player_count_setup"].get(str(n))
            need(row is not None, f"player_count_setup lacks {n}")
            per = row["dice_per_location"]
            need(set(per) == set(self.locations), f"dice_per_location for {n} players")
            need(
                sum(per.values()) == row["dice_in_play"], f"dice per location must sum to dice_in_play ({n}p)"
            )
            need(row["dice_in_play"] == n * row["dice_per_player_per_season"] <= 20, f"dice in play ({n}p)")
            need(per["tower"] == 2 and per["city_center"] == 5, f"tower 2 / city center 5 ({n}p)")
            need(row["starting_tokens_unused"] == 5 - n, f"starting_tokens_unused ({n}p)")
            need(
                3 * row["buildings_revealed_per_type"] == 9 - row["tinkerer_deck_remove_top"],
                f"reveals vs trimmed tinkerer deck ({n}p)",
            )
            self.setup[n] = row
        # population track
        bands = []
        prev_max = -1
        prev_f = prev_v = 0
        for b in raw["population_track"]:
            need(b["min"] == prev_max + 1, "population bands must be contiguous from 0")
            need(b["farmers_needed"] >= prev_f and b["vp"] >= prev_v, "population bands must not decrease")
            prev_f, prev_v = b["farmers_needed"], b["vp"]
            bands.append((b["min"], b["max"], b["farmers_needed"], b["vp"]))
            if b["max"] is None:
                break
            prev_max = b["max"]
        need(bool(bands) and bands[-1][1] is None, "the last population band must be open-ended")
        need(len(bands) == len(raw["population_track"]), "nothing may follow the open band")
        self.bands: tuple[tuple[int, int | None, int, int], ...] = tuple(bands)
        need(self.band(24)[2:] == (6, 6), "the band of 24 survivors must be 6 farmers / 6 VP")
        # survivor tokens
        totals: dict[str, int] = {}
        starting: list[str] = []
        for t in raw["survivor_tokens"]:
            kind = t["white_side"]
            need(kind in self.specialists or kind == "jack", f"token {t['id']} has an unknown white side")
            need(
                (kind == "jack" and t["dark_side"] == "slacker") or t["dark_side"] == kind,
                f"token {t['id']} sides",
            )
            totals[kind] = totals.get(kind, 0) + 1
            if t.get("starting"):
                starting.append(kind)
        need(len(raw["survivor_tokens"]) == 29, "29 survivor tokens")
        need(sorted(starting) == sorted(self.specialists), "one starting token per specialist")
        for k in self.specialists:
            need(totals.get(k) == 4, f"4 tokens of {k}")
        need(totals.get("jack") == 9, "9 jack/slacker tokens")
        self.token_kinds: tuple[str, ...] = (*self.specialists, "jack")
        self.token_totals: dict[str, int] = totals
        self.starting_tokens: tuple[str, ...] = tuple(k for k in self.specialists if k in starting)
        # powers
        self.powers: dict[str, Power] = {}
        for p in raw["tinkerer_powers"]:
            need(p["timing"] in TIMINGS, f"power {p['id']} has unknown timing {p['timing']!r}")
            for ek in p["effect"]:
                need(ek in EFFECTS, f"power {p['id']} has unknown effect {ek!r}")
            self.powers[p["id"]] = Power(
                p["id"],
                p["name"],
                p["timing"],
                tuple(sorted(p["effect"].items())),
                bool(p["end_card"]),
                int(p["copies_in_deck"]),
            )
        need(len(self.powers) == 11, "11 tinkerer powers")
        # building cards
        self.cards: dict[str, Card] = {}
        by_type: dict[str, list[str]] = {t: [] for t in self.specialists}
        for c in raw["building_cards"]:
            need(c["type"] in self.specialists, f"card {c['id']} has unknown type")
            need(c["id"] not in self.cards, f"duplicate card id {c['id']}")
            for k in c["survivors"]:
                need(k in self.specialists or k == "slacker", f"card {c['id']} prints unknown survivor {k}")
            for k in c["equipment"]:
                need(k in self.equip_kinds, f"card {c['id']} prints unknown equipment {k}")
            power = c.get("power")
            if c["type"] == "tinkerer":
                need(power in self.powers, f"tinkerer card {c['id']} needs a known power")
                need(bool(c["end_card"]) == self.powers[power].end_card, f"card {c['id']} END flag")
            else:
                need(power is None and not c["end_card"], f"only tinkerer cards have powers ({c['id']})")
            card = Card(
                c["id"],
                c["type"],
                c["name"],
                tuple(sorted(c["survivors"].items())),
                tuple(sorted(c["equipment"].items())),
                int(c["cans"]),
                power,
                bool(c["end_card"]),
            )
            self.cards[card.id] = card
            by_type[card.type].append(card.id)
        need(len(self.cards) == 75, "75 building cards")
        for t, ids in by_type.items():
            need(len(ids) == 15, f"15 {t} cards")
        self.cards_of: dict[str, tuple[str, ...]] = {t: tuple(v) for t, v in by_type.items()}
        need(sum(1 for c in self.cards.values() if c.end_card) == 6, "6 END cards")
        for pid, p in self.powers.items():
            need(
                sum(1 for c in self.cards.values() if c.power == pid) == p.copies,
                f"copies_in_deck of {pid}",
            )
        for t in self.event_types:
            ids = by_type[t]
            spec = sum(dict(self.cards[i].survivors).get(t, 0) for i in ids)
            eq = sum(sum(n for _, n in self.cards[i].equipment) for i in ids)
            eq_own = sum(dict(self.cards[i].equipment).get(self.equip_of[t], 0) for i in ids)
            sl = sum(dict(self.cards[i].survivors).get("slacker", 0) for i in ids)
            need((spec, eq, eq_own, sl) == (28, 16, 16, 2), f"{t} deck content (28/16/2)")
        far = by_type["farmer"]
        need(
            (
                sum(dict(self.cards[i].survivors).get("farmer", 0) for i in far),
                sum(self.cards[i].cans for i in far),
                sum(dict(self.cards[i].survivors).get("slacker", 0) for i in far),
                sum(len(self.cards[i].equipment) for i in far),
            )
            == (29, 20, 1, 0),
            "farmer deck content (29 farmers, 20 cans, 1 slacker)",
        )
        # missions
        self.missions: dict[str, Mission] = {}
        for m in raw["missions"]:
            need(m["id"] not in self.missions, f"duplicate mission {m['id']}")
            if m["kind"] == "secret":
                cond = m["condition"]
                need(cond["type"] in CONDITIONS, f"mission {m['id']} has unknown condition")
                for metric in cond.get("metrics", [cond.get("metric")]):
                    if metric is not None:
                        need(_metric_ok(metric), f"mission {m['id']} unknown metric {metric}")
                mis = Mission(m["id"], "secret", m["name"], cond, int(m["vp"]), (), (), (), 0)
            else:
                need(m["kind"] == "new_building", f"mission {m['id']} has unknown kind")
                req = m["requirement"]
                need(req["type"] == "all_of", f"mission {m['id']} requirement type")
                items = tuple((it["metric"], int(it["value"])) for it in req["items"])
                for metric, _ in items:
                    need(metric.startswith("survivors.") and _metric_ok(metric), f"mission {m['id']} metric")
                rw = m["reward"]
                mis = Mission(
                    m["id"],
                    "new_building",
                    m["name"],
                    None,
                    0,
                    items,
                    tuple(sorted(rw.get("survivors", {}).items())),
                    tuple(sorted(rw.get("equipment", {}).items())),
                    int(rw.get("cans", 0)),
                )
            self.missions[mis.id] = mis
        need(len(self.missions) == 32, "32 missions")
        need(sum(1 for m in self.missions.values() if m.kind == "secret") == 21, "21 secret missions")
        self.mission_ids: tuple[str, ...] = tuple(sorted(self.missions))
        # events
        self.events: dict[str, EventTile] = {}
        for e in raw["event_tiles"]:
            groups = tuple((tuple(g["types"]), int(g["count"])) for g in e["requirement"]["groups"])
            need(1 <= len(groups) <= 3, f"event {e['id']} needs 1 to 3 groups")
            for types, _ in groups:
                need(all(t in self.event_types for t in types), f"event {e['id']} group types")
            self.events[e["id"]] = EventTile(e["id"], int(e["season"]), e["name"], groups, int(e["vp"]))
        need(len(self.events) == 16, "16 event tiles")
        self.events_of: dict[int, tuple[str, ...]] = {}
        for s in (1, 2, 3, 4):
            season_ids = tuple(sorted(i for i, e in self.events.items() if e.season == s))
            need(len(season_ids) == 4, f"4 event tiles for season {s}")
            self.events_of[s] = season_ids
        need("EVT-3A" in self.events and "EVT-2B" in self.events, "worked-example event tiles")

    def band(self, population: int) -> tuple[int, int | None, int, int]:
        """(min, max, farmers_needed, vp) of the population-track band holding ``population``."""
        for b in self.bands:
            if population >= b[0] and (b[1] is None or population <= b[1]):
                return b
        raise DataError("population out of range")


def _metric_ok(metric: str) -> bool:
    return metric in (
        "survivors.tinkerer",
        "survivors.brawler",
        "survivors.healer",
        "survivors.sage",
        "survivors.farmer",
        "survivors.slacker",
        "survivors.total",
        "equipment.bullet",
        "equipment.book",
        "equipment.capsule",
        "equipment.total",
        "tinkerer_powers",
    )


# The declared top level of data.json (read through game.core.reader; per-card checks below).
TOP_LEVEL: dict[str, Any] = {
    "meta": dict[str, Any],
    "survivor_types": list[Any],
    "specialist_types": list[Any],
    "event_types": list[Any],
    "equipment_types": list[Any],
    "die": dict[str, Any],
    "locations": list[Any],
    "claim_order": dict[str, Any],
    "seasons": list[Any],
    "player_count_setup": dict[str, Any],
    "population_track": list[Any],
    "survivor_tokens": list[Any],
    "equipment_tokens": list[Any],
    "other_tokens": list[Any],
    "tinkerer_powers": list[Any],
    "building_cards": list[Any],
    "missions": list[Any],
    "event_tiles": list[Any],
}


def load(path: Path = PATH) -> Data:
    """Read and validate a data file (a clear DataError for a broken one)."""
    try:
        raw = read_data(path, TOP_LEVEL, "new_eden")
    except Refused as exc:
        raise DataError(f"new_eden data.json cannot be read: {exc.message()}") from None
    try:
        return Data(raw)
    except (KeyError, TypeError, AttributeError) as exc:
        raise DataError(f"new_eden data.json is malformed: {exc!r}") from None


DATA = load()
