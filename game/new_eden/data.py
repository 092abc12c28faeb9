"""Paris: New Eden component data: loaded once from ``data.json`` and validated (spec §13).

The file's shape is declared below (``NewEdenFile`` and its records, a mission's condition by its
type); the invariants of spec §13 that a schema cannot state (deck contents, token counts, the
population bands) are checked after it. A broken file raises ``DataRefused`` naming the first
problem found. Everything is exposed as plain immutable values (tuples, frozen dataclasses) that
states share instead of copying.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Annotated, Any, Literal, get_args

import msgspec

from game.core.datafile import Checks, Count, Name, Points, Positive, Record, convert, read

GAME = "new_eden"


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

# ------------------------------------------------------------------------------------------ the schema
Specialist = Literal["tinkerer", "brawler", "healer", "sage", "farmer"]
EventType = Literal["brawler", "healer", "sage"]
Equip = Literal["bullet", "book", "capsule"]
Survivor = Literal["tinkerer", "brawler", "healer", "sage", "farmer", "slacker"]
LocationId = Literal["tower", "bridge", "restaurant", "city_center", "train_station"]
Timing = Literal["first_die", "bridge", "claim", "immediate", "passive", "end_game"]
PowerEffect = Literal[
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
]
SurvivorMetric = Literal[
    "survivors.tinkerer",
    "survivors.brawler",
    "survivors.healer",
    "survivors.sage",
    "survivors.farmer",
    "survivors.slacker",
    "survivors.total",
]
Metric = Literal[
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
]
assert get_args(Timing) == TIMINGS and get_args(PowerEffect) == EFFECTS
Doc = str  # prose for people reading the file (sources, notes); the program never reads it
Prose = dict[str, Any]  # a section written for people; the program reads none of it


class SurvivorType(Record):
    id: Literal["tinkerer", "brawler", "healer", "sage", "farmer", "slacker", "jack"]
    name: Name
    color: Name
    equipment: Equip | None
    building_deck: Specialist | None
    role: Doc = ""
    source: Doc = ""
    color_source: Doc = ""


class EquipmentType(Record):
    id: Equip
    name: Name
    equips: EventType
    tokens: Count
    source: Doc = ""


class Die(Record):
    count: Positive
    faces: list[Literal["tinkerer", "brawler", "healer", "sage", "farmer", "wild"]]
    note: Doc = ""
    source: Doc = ""


class LocationEntry(Record):
    id: LocationId
    name: Name
    action: Doc = ""
    source: Doc = ""


class ClaimOrder(Record):
    order: list[Specialist]
    source: Doc = ""
    note: Doc = ""


class SeasonEntry(Record):
    index: Annotated[int, msgspec.Meta(ge=1, le=4)]
    name: Name


class PlayerRow(Record):
    dice_in_play: Positive
    dice_per_player_per_season: Positive
    dice_per_location: dict[LocationId, Count]
    buildings_revealed_per_type: Count
    tinkerer_deck_remove_top: Count
    starting_tokens_unused: Count
    discard_leftover_station_tokens_each_season: bool
    players_left_without_a_building_per_type: Count


class PlayerCounts(Record):
    two: PlayerRow = msgspec.field(name="2")
    three: PlayerRow = msgspec.field(name="3")
    four: PlayerRow = msgspec.field(name="4")
    field_sources: dict[str, Doc] = msgspec.field(default_factory=dict)


class Band(Record):
    min: Count
    max: Count | None  # None: the last, open-ended band
    farmers_needed: Count
    vp: Count
    source: Doc = ""
    note: Doc = ""


class SurvivorToken(Record):
    id: Name
    white_side: Literal["tinkerer", "brawler", "healer", "sage", "farmer", "jack"]
    dark_side: Survivor
    starting: bool
    source: Doc = ""
    note: Doc = ""


class EquipmentToken(Record):
    id: Name
    kind: Equip
    source: Doc = ""


class OtherToken(Record):
    id: Name
    count: Count
    note: Doc = ""
    source: Doc = ""


class PowerEntry(Record):
    id: Name
    name: Name
    timing: Timing
    end_card: bool
    copies_in_deck: Positive
    effect: dict[PowerEffect, Count | bool | dict[Equip, Count]]
    text: Doc = ""
    source: Doc = ""
    name_source: Doc = ""
    copies_source: Doc = ""


class BuildingCard(Record):
    id: Name
    type: Specialist
    name: Name
    survivors: dict[Survivor, Count]
    equipment: dict[Equip, Count]
    cans: Count
    power: Name | None
    end_card: bool
    source: Doc = ""
    power_source: Doc = ""
    note: Doc = ""


class Most(Record, tag="most", tag_field="type"):
    metric: Metric
    ties: Literal["fail", "succeed"]


class Fewest(Record, tag="fewest", tag_field="type"):
    metric: Metric
    ties: Literal["fail", "succeed"]


class AtLeast(Record, tag="at_least", tag_field="type"):
    metric: Metric
    value: Count


class AtLeastEach(Record, tag="at_least_each", tag_field="type"):
    metrics: Annotated[list[Metric], msgspec.Meta(min_length=1)]
    value: Count


class Holds(Record, tag="holds", tag_field="type"):
    token: Literal["binoculars", "bat", "heroine"]


#: a secret mission's condition, by its ``type``
Condition = Most | Fewest | AtLeast | AtLeastEach | Holds
assert tuple(c.__struct_config__.tag for c in get_args(Condition)) == CONDITIONS


class Item(Record):
    metric: SurvivorMetric
    value: Count


class Requirement(Record):
    type: Literal["all_of"]
    items: Annotated[list[Item], msgspec.Meta(min_length=1)]


class Reward(Record):
    survivors: dict[Survivor, Count] = msgspec.field(default_factory=dict)
    equipment: dict[Equip, Count] = msgspec.field(default_factory=dict)
    cans: Count = 0


class MissionEntry(Record):
    """A secret mission (``condition`` and ``vp``) or a new building (``requirement`` and ``reward``)."""

    id: Name
    kind: Literal["secret", "new_building"]
    name: Name
    condition: dict[str, Any] | None = None  # checked as a Condition
    vp: Points | None = None
    requirement: Requirement | None = None
    reward: Reward | None = None
    text: Doc = ""
    source: Doc = ""
    variant_source: Doc = ""
    vp_source: Doc = ""


class Group(Record):
    types: Annotated[list[EventType], msgspec.Meta(min_length=1)]
    count: Positive


class Groups(Record):
    groups: Annotated[list[Group], msgspec.Meta(min_length=1, max_length=3)]


class EventEntry(Record):
    id: Name
    season: Annotated[int, msgspec.Meta(ge=1, le=4)]
    name: Name
    requirement: Groups
    vp: Points
    text: Doc = ""
    source: Doc = ""
    note: Doc = ""
    balance_note: Doc = ""


class NewEdenFile(Record):
    """The whole ``data.json``."""

    meta: Prose
    survivor_types: list[SurvivorType]
    specialist_types: list[Specialist]
    event_types: list[EventType]
    equipment_types: list[EquipmentType]
    die: Die
    locations: list[LocationEntry]
    claim_order: ClaimOrder
    seasons: list[SeasonEntry]
    player_count_setup: PlayerCounts
    population_track: list[Band]
    survivor_tokens: list[SurvivorToken]
    equipment_tokens: list[EquipmentToken]
    other_tokens: list[OtherToken]
    tinkerer_powers: list[PowerEntry]
    building_cards: list[BuildingCard]
    missions: list[MissionEntry]
    event_tiles: list[EventEntry]


# ------------------------------------------------------------------------------------------ building
class Data:
    """All component data, validated (a decoded ``data.json`` in, the engine's tables out)."""

    def __init__(self, raw: dict[str, Any]) -> None:
        doc = convert(raw, NewEdenFile, GAME)
        need = Checks(GAME)
        self._basics(doc, need)
        self._equipment(doc, need)
        self.setup: dict[int, dict[str, Any]] = _setup(doc, raw, self.locations, need)
        self.bands: tuple[tuple[int, int | None, int, int], ...] = _bands(doc.population_track, need)
        need.that(self.band(24)[2:] == (6, 6), "the band of 24 survivors must be 6 farmers / 6 VP")
        self._tokens(doc, need)
        self.powers: dict[str, Power] = _powers(doc.tinkerer_powers, need)
        self._cards(doc, need)
        self.missions: dict[str, Mission] = _missions(doc.missions, need)
        self.mission_ids: tuple[str, ...] = tuple(sorted(self.missions))
        self._events(doc, need)

    def _basics(self, doc: NewEdenFile, need: Checks) -> None:
        self.specialists: tuple[str, ...] = tuple(doc.specialist_types)
        need.that(len(self.specialists) == 5, "specialist_types must list 5 types")
        self.event_types: tuple[str, ...] = tuple(doc.event_types)
        self.faces: tuple[str, ...] = tuple(doc.die.faces)
        need.that(doc.die.count == 20, "there must be 20 dice")
        need.that(self.faces == (*self.specialists, "wild"), "die faces must be the 5 specialists then wild")
        self.dice_count = 20
        self.locations: tuple[str, ...] = tuple(loc.id for loc in doc.locations)
        need.that(
            set(self.locations) == {"tower", "bridge", "restaurant", "city_center", "train_station"},
            "locations must be tower, bridge, restaurant, city_center, train_station",
        )
        self.claim_order: tuple[str, ...] = tuple(doc.claim_order.order)
        need.that(sorted(self.claim_order) == sorted(self.specialists), "claim_order must list the 5 types")
        self.season_names: tuple[str, ...] = tuple(s.name for s in doc.seasons)
        need.that(len(self.season_names) == 4, "4 seasons")

    def _equipment(self, doc: NewEdenFile, need: Checks) -> None:
        self.equip_of: dict[str, str] = {}
        self.equip_kinds: tuple[str, ...] = tuple(e.id for e in doc.equipment_types)
        for e in doc.equipment_types:
            self.equip_of[e.equips] = e.id
        need.that(set(self.equip_of) == set(self.event_types), "equipment must equip the event types")
        self.equip_tokens: tuple[str, ...] = tuple(t.kind for t in doc.equipment_tokens)
        need.count(self.equip_tokens, 12, "equipment tokens")
        for k in self.equip_kinds:
            need.that(self.equip_tokens.count(k) == 4, f"4 equipment tokens of kind {k}")

    def _tokens(self, doc: NewEdenFile, need: Checks) -> None:
        totals: dict[str, int] = {}
        starting: list[str] = []
        for t in doc.survivor_tokens:
            kind = t.white_side
            sides_ok = (kind == "jack" and t.dark_side == "slacker") or t.dark_side == kind
            need.that(sides_ok, f"token {t.id} sides")
            totals[kind] = totals.get(kind, 0) + 1
            if t.starting:
                starting.append(kind)
        need.count(doc.survivor_tokens, 29, "survivor tokens")
        need.that(sorted(starting) == sorted(self.specialists), "one starting token per specialist")
        for k in self.specialists:
            need.that(totals.get(k) == 4, f"4 tokens of {k}")
        need.that(totals.get("jack") == 9, "9 jack/slacker tokens")
        self.token_kinds: tuple[str, ...] = (*self.specialists, "jack")
        self.token_totals: dict[str, int] = totals
        self.starting_tokens: tuple[str, ...] = tuple(k for k in self.specialists if k in starting)

    def _cards(self, doc: NewEdenFile, need: Checks) -> None:
        self.cards: dict[str, Card] = {}
        by_type: dict[str, list[str]] = {t: [] for t in self.specialists}
        for c in doc.building_cards:
            need.that(c.id not in self.cards, f"duplicate card id {c.id}")
            _check_power(c, self.powers, need)
            card = Card(
                c.id,
                c.type,
                c.name,
                tuple(sorted(c.survivors.items())),
                tuple(sorted(c.equipment.items())),
                c.cans,
                c.power,
                c.end_card,
            )
            self.cards[card.id] = card
            by_type[card.type].append(card.id)
        need.count(self.cards, 75, "building cards")
        for t, ids in by_type.items():
            need.that(len(ids) == 15, f"15 {t} cards")
        self.cards_of: dict[str, tuple[str, ...]] = {t: tuple(v) for t, v in by_type.items()}
        need.that(sum(1 for c in self.cards.values() if c.end_card) == 6, "6 END cards")
        for pid, p in self.powers.items():
            copies = sum(1 for c in self.cards.values() if c.power == pid)
            need.that(copies == p.copies, f"copies_in_deck of {pid}")
        _check_decks(self, by_type, need)

    def _events(self, doc: NewEdenFile, need: Checks) -> None:
        self.events: dict[str, EventTile] = {}
        for e in doc.event_tiles:
            groups = tuple((tuple(g.types), g.count) for g in e.requirement.groups)
            self.events[e.id] = EventTile(e.id, e.season, e.name, groups, e.vp)
        need.count(self.events, 16, "event tiles")
        self.events_of: dict[int, tuple[str, ...]] = {}
        for s in (1, 2, 3, 4):
            season_ids = tuple(sorted(i for i, e in self.events.items() if e.season == s))
            need.that(len(season_ids) == 4, f"4 event tiles for season {s}")
            self.events_of[s] = season_ids
        need.that("EVT-3A" in self.events and "EVT-2B" in self.events, "worked-example event tiles")

    def band(self, population: int) -> tuple[int, int | None, int, int]:
        """(min, max, farmers_needed, vp) of the population-track band holding ``population``."""
        for b in self.bands:
            if population >= b[0] and (b[1] is None or population <= b[1]):
                return b
        raise ValueError(f"population {population} is on no band")


def _setup(
    doc: NewEdenFile, raw: dict[str, Any], locations: tuple[str, ...], need: Checks
) -> dict[int, dict[str, Any]]:
    """Each player count's row (as written in the file), checked against the dice and decks."""
    pcs = doc.player_count_setup
    out: dict[int, dict[str, Any]] = {}
    for n, row in ((2, pcs.two), (3, pcs.three), (4, pcs.four)):
        per = row.dice_per_location
        need.that(set(per) == set(locations), f"dice_per_location for {n} players")
        need.that(sum(per.values()) == row.dice_in_play, f"dice per location must sum to dice_in_play ({n}p)")
        need.that(row.dice_in_play == n * row.dice_per_player_per_season <= 20, f"dice in play ({n}p)")
        need.that(per["tower"] == 2 and per["city_center"] == 5, f"tower 2 / city center 5 ({n}p)")
        need.that(row.starting_tokens_unused == 5 - n, f"starting_tokens_unused ({n}p)")
        need.that(
            3 * row.buildings_revealed_per_type == 9 - row.tinkerer_deck_remove_top,
            f"reveals vs trimmed tinkerer deck ({n}p)",
        )
        out[n] = raw["player_count_setup"][str(n)]
    return out


def _bands(track: list[Band], need: Checks) -> tuple[tuple[int, int | None, int, int], ...]:
    """The population track: contiguous bands from 0, never decreasing, the last one open."""
    bands: list[tuple[int, int | None, int, int]] = []
    prev_max, prev_f, prev_v = -1, 0, 0
    for b in track:
        need.that(b.min == prev_max + 1, "population bands must be contiguous from 0")
        need.that(b.farmers_needed >= prev_f and b.vp >= prev_v, "population bands must not decrease")
        prev_f, prev_v = b.farmers_needed, b.vp
        bands.append((b.min, b.max, b.farmers_needed, b.vp))
        if b.max is None:
            break
        prev_max = b.max
    need.that(bool(bands) and bands[-1][1] is None, "the last population band must be open-ended")
    need.that(len(bands) == len(track), "nothing may follow the open band")
    return tuple(bands)


def _powers(entries: list[PowerEntry], need: Checks) -> dict[str, Power]:
    powers = {
        p.id: Power(p.id, p.name, p.timing, tuple(sorted(p.effect.items())), p.end_card, p.copies_in_deck)
        for p in entries
    }
    need.count(powers, 11, "tinkerer powers")
    return powers


def _check_power(c: BuildingCard, powers: dict[str, Power], need: Checks) -> None:
    """Tinkerer cards carry a known power (with its END flag); no other card has one."""
    if c.type == "tinkerer":
        need.that(c.power in powers, f"tinkerer card {c.id} needs a known power")
        need.that(c.power is not None and c.end_card == powers[c.power].end_card, f"card {c.id} END flag")
    else:
        need.that(c.power is None and not c.end_card, f"only tinkerer cards have powers ({c.id})")


def _check_decks(data: Data, by_type: dict[str, list[str]], need: Checks) -> None:
    """The printed contents of the event-type decks and the farmer deck (spec §13)."""
    cards = data.cards
    for t in data.event_types:
        ids = by_type[t]
        spec = sum(dict(cards[i].survivors).get(t, 0) for i in ids)
        eq = sum(sum(n for _, n in cards[i].equipment) for i in ids)
        eq_own = sum(dict(cards[i].equipment).get(data.equip_of[t], 0) for i in ids)
        sl = sum(dict(cards[i].survivors).get("slacker", 0) for i in ids)
        need.that((spec, eq, eq_own, sl) == (28, 16, 16, 2), f"{t} deck content (28/16/2)")
    far = by_type["farmer"]
    content = (
        sum(dict(cards[i].survivors).get("farmer", 0) for i in far),
        sum(cards[i].cans for i in far),
        sum(dict(cards[i].survivors).get("slacker", 0) for i in far),
        sum(len(cards[i].equipment) for i in far),
    )
    need.that(content == (29, 20, 1, 0), "farmer deck content (29 farmers, 20 cans, 1 slacker)")


def _mission(m: MissionEntry, need: Checks) -> Mission:
    if m.kind == "secret":
        need.that(m.condition is not None and m.vp is not None, f"mission {m.id} needs a condition and vp")
        assert m.condition is not None and m.vp is not None
        convert(m.condition, Condition, GAME, at=f"mission {m.id} condition")  # type: ignore[arg-type]  # a union of records
        return Mission(m.id, "secret", m.name, m.condition, m.vp, (), (), (), 0)
    need.that(
        m.requirement is not None and m.reward is not None, f"mission {m.id} needs a requirement and reward"
    )
    assert m.requirement is not None and m.reward is not None
    items = tuple((it.metric, it.value) for it in m.requirement.items)
    rw = m.reward
    return Mission(
        m.id,
        "new_building",
        m.name,
        None,
        0,
        items,
        tuple(sorted(rw.survivors.items())),
        tuple(sorted(rw.equipment.items())),
        rw.cans,
    )


def _missions(entries: list[MissionEntry], need: Checks) -> dict[str, Mission]:
    need.unique((m.id for m in entries), "mission")
    missions = {m.id: _mission(m, need) for m in entries}
    need.count(missions, 32, "missions")
    need.that(sum(1 for m in missions.values() if m.kind == "secret") == 21, "21 secret missions")
    return missions


def load(path: Path = PATH) -> Data:
    """Read and validate a data file (a clear DataRefused for a broken one)."""
    return Data(read(path, GAME))


RAW: dict[str, Any] = read(PATH, GAME)  # the decoded file, for the card texts (cards.py)
DATA = Data(RAW)
