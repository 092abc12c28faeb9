"""Everdell Farshore data: loaded once from ``data.json`` (a copy of the spec's farshore-data.json).

Everything the engine knows about cards, locations, islands, map tiles, wind tiles, the boat track,
seasons and the solo Rival comes from that file. Its shape is declared below (``FarshoreFile``): every
effect op is a record of its own, told apart by its ``op`` name, as are preconditions by their
``test``; the file's own effect vocabulary must describe exactly those records. What a schema cannot
say (the deck adds up to its summary, critters cost only mushrooms, the boat track's icons agree) is
checked after it. ``load`` raises ``DataRefused`` naming the first problem it finds. [house] values
stay in the file, so correcting them later is a data change only. (The declarations make this module
longer than most: they are the file's documentation as much as its check.)

One file so the data file's shape is read in one place: the declared schema, then the checks a schema cannot say, then building.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Annotated, Any, Literal, get_args

import msgspec

from game.core.datafile import Checks, Count, Name, Points, Positive, Record, convert, read

GAME = "farshore"
RES: tuple[str, ...] = ("driftwood", "seaweed", "seastone", "mushroom")
RES_INDEX: dict[str, int] = {r: i for i, r in enumerate(RES)}
TYPES: tuple[str, ...] = ("traveler", "production", "destination", "governance", "prosperity")
GROUPS: tuple[str, ...] = ("shore", "docks", "lookout", "dunes", "island")
HAND_LIMIT = 8
CITY_LIMIT = 15
BAY_SIZE = 8


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


# ------------------------------------------------------------------------------------------ the schema
Res = Literal["driftwood", "seaweed", "seastone", "mushroom"]
CardType = Literal["traveler", "production", "destination", "governance", "prosperity"]
Group = Literal["shore", "docks", "lookout", "dunes", "island"]
SeasonName = Literal["winter", "spring", "summer", "autumn"]
Count4 = Literal["1", "2", "3", "4"]  # a player count as a key
Amounts = Annotated[dict[Res, Positive], msgspec.Meta(min_length=1)]
Discount = Annotated[dict[Literal["any"], Count], msgspec.Meta(min_length=1, max_length=1)]
Doc = str  # prose for people reading the file (sources, notes); the program never reads it
Sources = dict[str, Doc]
Prose = dict[str, Any]  # a section written for people; the program reads none of it
assert get_args(Res) == RES and get_args(CardType) == TYPES and get_args(Group) == GROUPS


class Filter(Record):
    """Which cards (or spots) match: every field given must match."""

    kind: Literal["critter", "construction"] | None = None
    type: CardType | list[CardType] | None = None
    rarity: Literal["common", "unique"] | None = None
    source: Literal["bay", "hand"] | None = None
    location_group: list[Group] | None = None


class Slack(Record):
    cards: Count
    boat_spaces: Count


# Effect ops, one record each, told apart by ``op``.
class Gain(Record, tag_field="op", tag="gain"):
    res: Amounts


class GainChoice(Record, tag_field="op", tag="gain_choice"):
    count: Positive
    from_: Annotated[list[Res], msgspec.Meta(min_length=1)] = msgspec.field(name="from")


class Draw(Record, tag_field="op", tag="draw"):
    count: Positive


class Shells(Record, tag_field="op", tag="shells"):
    count: Positive


class Treasure(Record, tag_field="op", tag="treasure"):
    count: Positive


class MoveBoat(Record, tag_field="op", tag="move_boat"):
    spaces: Positive


class ChooseOne(Record, tag_field="op", tag="choose_one"):
    options: Annotated[list[list[Op]], msgspec.Meta(min_length=1)]


class Store(Record, tag_field="op", tag="store"):
    res: Amounts


class CollectStored(Record, tag_field="op", tag="collect_stored"):
    pass


class GiveCards(Record, tag_field="op", tag="give_cards"):
    max: Positive
    to: Literal["one_opponent"] = "one_opponent"


class DiscardAny(Record, tag_field="op", tag="discard_any"):
    pass


class DrawToLimit(Record, tag_field="op", tag="draw_to_limit"):
    from_: Annotated[list[Literal["bay", "deck"]], msgspec.Meta(min_length=1)] = msgspec.field(name="from")
    refill_bay_after: bool = False


class PlayCard(Record, tag_field="op", tag="play_card"):
    from_: Annotated[list[Literal["hand", "bay"]], msgspec.Meta(min_length=1)] = msgspec.field(name="from")
    discount: Discount


class PerCards(Record):
    n: Positive
    do: list[Op]


class DiscardUpTo(Record, tag_field="op", tag="discard_up_to"):
    max: Positive
    min: Count = 0
    per_card: list[Op] | None = None
    per_n_cards: PerCards | None = None


class DiscardExact(Record, tag_field="op", tag="discard_exact"):
    count: Positive


class CopyProduction(Record, tag_field="op", tag="copy_production"):
    exclude: list[Name]  # card ids


class OptionalPay(Record, tag_field="op", tag="optional_pay"):
    pay: Annotated[dict[Literal["any_basic"], Positive], msgspec.Meta(min_length=1)]
    then: list[Op]
    treasure_allowed: bool = False


class CityHas(Record):
    city_has: Name  # a card id


class If(Record, tag_field="op", tag="if"):
    cond: CityHas
    then: list[Op]


class RevealAndPlay(Record, tag_field="op", tag="reveal_and_play"):
    reveal: Positive
    max_points: Count
    free: bool


class CatchUp(Record, tag_field="op", tag="catch_up"):
    max_spaces: Positive
    limit: Literal["furthest_opponent_boat"]


class ClaimMap(Record, tag_field="op", tag="claim_map"):
    slack: Slack


class ActivateAllProduction(Record, tag_field="op", tag="activate_all_production"):
    pass


class TakeCards(Record, tag_field="op", tag="take_cards"):
    count: Positive
    from_: Annotated[list[Literal["bay", "deck"]], msgspec.Meta(min_length=1)] = msgspec.field(name="from")
    refill_bay_after: bool = False


class RisingTide(Record, tag_field="op", tag="rising_tide"):
    islands: Positive


class ChangeWind(Record, tag_field="op", tag="change_wind"):
    pass


Op = (
    Gain
    | GainChoice
    | Draw
    | Shells
    | Treasure
    | MoveBoat
    | ChooseOne
    | Store
    | CollectStored
    | GiveCards
    | DiscardAny
    | DrawToLimit
    | PlayCard
    | DiscardUpTo
    | DiscardExact
    | CopyProduction
    | OptionalPay
    | If
    | RevealAndPlay
    | CatchUp
    | ClaimMap
    | ActivateAllProduction
    | TakeCards
    | RisingTide
    | ChangeWind
)


# Preconditions of a spot, told apart by ``test``.
class NoTest(Record, tag_field="test", tag="none"):
    pass


class HandNotEmpty(Record, tag_field="test", tag="hand_not_empty"):
    pass


class MapClaimable(Record, tag_field="test", tag="map_claimable"):
    slack: Slack


class PlayableCard(Record, tag_field="test", tag="playable_card"):
    from_: Annotated[list[Literal["hand", "bay"]], msgspec.Meta(min_length=1)] = msgspec.field(name="from")
    discount: Discount


Precondition = NoTest | HandNotEmpty | MapClaimable | PlayableCard


class Trigger(Record):
    event: Literal["card_played", "wind_changed", "worker_placed"]
    by: Literal["self"] = "self"
    filter: Filter | None = None


class PlayModifier(Record):
    applies_to: Filter
    discount: Annotated[dict[Literal["any", "mushroom"], Positive], msgspec.Meta(min_length=1, max_length=1)]


class WorkerSpot(Record):
    capacity: Literal[1]  # a red card's spot holds one worker
    do: list[Op]
    precondition: Precondition


class ScorePer(Record):
    """What a purple card counts: exactly one of these."""

    count_cards: Filter | None = None
    treasure_tokens_left: Literal[True] | None = None
    map_tiles: Literal[True] | None = None
    treasure_icons_reached: Literal[True] | None = None


class Score(Record):
    per: ScorePer
    each: Points


class TravelerEffect(Record):
    on_play: list[Op]


class ProductionEffect(Record):
    production: list[Op]


class DestinationEffect(Record):
    worker_spot: WorkerSpot


class GovernanceEffect(Record):
    """Either a trigger and what it does, or a card-playing ability."""

    trigger: Trigger | None = None
    do: list[Op] | None = None
    play_modifier: PlayModifier | None = None


class ProsperityEffect(Record):
    score: Score


#: the declared ``effect`` of each card type
EFFECTS: dict[str, type[Record]] = {
    "traveler": TravelerEffect,
    "production": ProductionEffect,
    "destination": DestinationEffect,
    "governance": GovernanceEffect,
    "prosperity": ProsperityEffect,
}


class CardEntry(Record):
    id: Name
    name: Name
    kind: Literal["critter", "construction"]
    rarity: Literal["common", "unique"]
    type: CardType
    colour: Literal["tan", "green", "red", "blue", "purple"]
    timing: Literal["on_play", "on_play_and_production", "worker_spot", "ongoing", "end_game"]
    copies: Positive
    points: Points
    occupies_space: bool
    cost: dict[Res, Count]
    effect: dict[str, Any]  # checked as EFFECTS[type]
    effect_text: Doc = ""
    name_de: Doc = ""
    notes: Doc = ""
    source: Doc = ""
    field_sources: Sources = msgspec.field(default_factory=dict)


class LocationEntry(Record):
    id: Name
    zone: Name
    group: Group
    name: Name
    capacity: Literal["unlimited"] | Positive
    do: list[Op] | None = None  # an island slot has none: its tile acts
    precondition: Precondition | None = None
    holds: Doc = ""
    used_from_player_count: dict[Count4, bool] = msgspec.field(default_factory=dict)
    source: Doc = ""
    field_sources: Sources = msgspec.field(default_factory=dict)


class IslandTile(Record):
    id: Name
    name: Name
    capacity: Literal["unlimited"] | Positive
    do: list[Op]
    precondition: Precondition
    text: Doc = ""
    source: Doc = ""


class Islands(Record):
    tiles: list[IslandTile]
    total_tiles: Positive
    in_play_by_player_count: dict[Count4, Count]
    rising_tide: Prose
    source: Doc = ""
    notes: Doc = ""
    field_sources: Sources = msgspec.field(default_factory=dict)


class MapRequirement(Record):
    """``at_least`` cards matching ``count_cards``, or the boat at ``boat_index_at_least``."""

    count_cards: Filter | None = None
    at_least: Positive | None = None
    boat_index_at_least: Positive | None = None


class MapType(Record):
    id: Name
    name: Name
    requirement: MapRequirement
    requirement_text: Doc = ""
    source: Doc = ""


class MapTiles(Record):
    types: list[MapType]
    values_per_type_full_box: list[Count]
    values_per_type_by_player_count: dict[Count4, list[Count]]
    tiles_in_box: Positive
    scoring: Prose
    one_per_type_per_player: Prose
    stack_order: Doc = ""
    source: Doc = ""
    notes: Doc = ""
    field_sources: Sources = msgspec.field(default_factory=dict)


class WindTile(Record):
    id: Name
    match: Filter
    label: Doc = ""
    source: Doc = ""


class WindTiles(Record):
    A: list[WindTile]
    B: list[WindTile]
    change_rule: Prose
    source: Doc = ""
    notes: Doc = ""


class TrackSpace(Record):
    index: Count
    points: Points
    treasure_icon: bool


class BoatTrack(Record):
    spaces: list[TrackSpace]
    start_index: Count
    last_index: Count
    treasure_icon_indices: list[Count]
    rules: list[Prose]
    source: Doc = ""
    notes: Doc = ""


class SeasonEntry(Record):
    id: SeasonName
    order: Count
    workers_in_play_after_entering: Positive
    reward: list[Op]
    new_workers: Positive | None = None
    last_player_extra: list[Op] = msgspec.field(default_factory=list)
    source: Doc = ""


class Setup(Record):
    starting_hand_by_seat: Annotated[list[Positive], msgspec.Meta(min_length=4, max_length=4)]
    bay_size: Positive
    hand_limit: Positive
    city_limit: Positive
    anchors_per_player: Count
    islands_face_up: dict[Count4, Count]
    map_values_per_type: dict[Count4, list[Count]]
    mulligan: Doc = ""
    first_player: Doc = ""
    source: Doc = ""
    field_sources: Sources = msgspec.field(default_factory=dict)


class DeckSummary(Record):
    total_cards: Positive
    distinct_names: Positive
    constructions: Count
    critters: Count
    by_type: dict[CardType, Count]
    by_keyword_pair: dict[str, Count]
    source: Doc = ""
    notes: Doc = ""


PawnSpot = Literal["island_slot_1", "island_slot_2", "lookout"]  # where the Rival's pawn may block


class RivalFirstBlock(Record):
    location: PawnSpot
    bay_slot: Name


class SoloSetup(Record):
    islands: Positive
    map_values_per_type: list[Count]
    player_hand: Positive
    rival_boat: bool
    rival_pawns: Positive
    rival_first_block: RivalFirstBlock


class Level(Record):
    card_value: Doc
    map_claims_at: list[SeasonName]
    boat_bonus_per_season: Count
    review_note: Doc = ""


class Levels(Record):
    deckhand: Level
    bosun: Level
    captain: Level


class Solo(Record):
    setup: SoloSetup
    difficulty: Levels
    blocking_schedule: dict[SeasonName, PawnSpot]
    rival_name: Name
    source: Doc = ""
    notes: Doc = ""
    on_player_plays_card: Doc = ""
    bay_block: Doc = ""
    map_claim: Doc = ""
    rival_take_timing: Doc = ""
    rival_city_rules: Doc = ""
    rival_take_empty_bay: Doc = ""
    bay_pawn: Doc = ""
    season_entry_order: Doc = ""
    map_claim_wrap: Doc = ""
    result: Doc = ""
    stowaway_and_give: Doc = ""


class OpWords(Record):
    """The file's own description of one op: its parameters ("required: …" or "optional: …")."""

    params: dict[str, Doc]
    decision: Doc = ""
    text: Doc = ""


class Vocabulary(Record):
    ops: dict[str, OpWords]
    trigger_events: dict[str, Doc]
    filter_keys: dict[str, Doc]
    score_per: dict[str, Doc]
    preconditions: dict[str, Doc]
    trigger_params: dict[str, Doc]
    play_modifier: Prose
    source: Doc = ""
    notes: Doc | list[Doc] = ""


class ResourceEntry(Record):
    id: Res
    name: Name
    basic: bool
    name_de: Doc = ""
    notes: Doc = ""
    source: Doc = ""


class CardTypeEntry(Record):
    id: CardType
    colour: Name
    timing: Name
    source: Doc = ""


class FarshoreFile(Record):
    """The whole ``data.json``."""

    meta: Prose
    resources: list[ResourceEntry]
    tokens: Prose
    card_types: list[CardTypeEntry]
    effect_vocabulary: Vocabulary
    cards: list[CardEntry]
    deck_summary: DeckSummary
    locations: list[LocationEntry]
    islands: Islands
    map_tiles: MapTiles
    wind_tiles: WindTiles
    boat_track: BoatTrack
    seasons: list[SeasonEntry]
    setup: Setup
    scoring: Prose
    solo: Solo
    zones: Prose


# ------------------------------------------------------------------------------------------ checks
@functools.cache
def _names(record: type[Record]) -> tuple[frozenset[str], frozenset[str]]:
    """A record's field names as the file writes them: (all, required)."""
    fields = msgspec.structs.fields(record)
    return frozenset(f.encode_name for f in fields), frozenset(f.encode_name for f in fields if f.required)


def _tag(record: Any) -> str:
    return str(record.__struct_config__.tag)


def _vocabulary(vocab: Vocabulary, checks: Checks) -> None:
    """The file's effect vocabulary describes exactly the declared records (names and parameters)."""
    ops = {_tag(op): op for op in get_args(Op)}
    checks.same(sorted(vocab.ops), sorted(ops), "effect_vocabulary.ops")
    for name, words in vocab.ops.items():
        fields, required = _names(ops[name])
        checks.same(sorted(words.params), sorted(fields - {"op"}), f"effect_vocabulary op {name!r} params")
        said = {p for p, text in words.params.items() if text.startswith("required")}
        checks.same(sorted(said), sorted(required - {"op"}), f"effect_vocabulary op {name!r} required params")
    checks.same(sorted(vocab.preconditions), sorted(_tag(p) for p in get_args(Precondition)), "preconditions")
    checks.same(sorted(vocab.filter_keys), sorted(_names(Filter)[0]), "filter_keys")
    checks.same(sorted(vocab.score_per), sorted(_names(ScorePer)[0]), "score_per")
    events = get_args(next(f.type for f in msgspec.structs.fields(Trigger) if f.name == "event"))
    checks.same(sorted(vocab.trigger_events), sorted(events), "trigger_events")


def _effect(c: CardEntry, checks: Checks) -> None:
    """A card's effect fits its type; a governance card has a trigger with ops, or a play modifier."""
    eff = convert(c.effect, EFFECTS[c.type], GAME, at=f"card {c.id} effect")
    if isinstance(eff, GovernanceEffect):
        ok = (eff.trigger is not None and eff.do is not None) != (eff.play_modifier is not None)
        checks.that(ok, f"card {c.id}: governance needs a trigger and do, or a play_modifier")
    if isinstance(eff, ProsperityEffect):
        per = eff.score.per
        given = [f for f in _names(ScorePer)[0] if getattr(per, f) is not None]
        checks.that(len(given) == 1, f"card {c.id}: score.per must name exactly one thing to count")


def _costs(c: CardEntry, checks: Checks) -> tuple[int, int, int, int]:
    cost = tuple(c.cost.get(r, 0) for r in RES)  # type: ignore[call-overload]
    if c.kind == "critter":
        checks.that(cost[:3] == (0, 0, 0), f"card {c.id}: critters cost mushrooms only")
    else:
        checks.that(cost[3] == 0, f"card {c.id}: constructions never cost mushrooms")
    return (cost[0], cost[1], cost[2], cost[3])


# ------------------------------------------------------------------------------------------ building
def _card(c: CardEntry, eff: Mapping[str, Any], checks: Checks) -> Card:
    """The engine's card, its ops and abilities as written in the file."""
    _effect(c, checks)
    cost = _costs(c, checks)
    governance = c.type == "governance"
    return Card(
        id=c.id,
        name=c.name,
        kind=c.kind,
        rarity=c.rarity,
        type=c.type,
        copies=c.copies,
        points=c.points,
        space=c.occupies_space,
        cost=cost,
        on_play=tuple(eff["on_play"]) if c.type == "traveler" else (),
        production=tuple(eff["production"]) if c.type == "production" else (),
        trigger=eff["trigger"] if governance and "trigger" in eff else None,
        trigger_do=tuple(eff["do"]) if governance and "trigger" in eff else (),
        play_modifier=eff.get("play_modifier") if governance and "trigger" not in eff else None,
        worker_spot=eff["worker_spot"] if c.type == "destination" else None,
        score=eff["score"] if c.type == "prosperity" else None,
        total=sum(cost),
    )


def _cards(doc: FarshoreFile, raw: Mapping[str, Any], checks: Checks) -> tuple[dict[str, Card], list[str]]:
    checks.unique((c.id for c in doc.cards), "card")
    cards: dict[str, Card] = {}
    deck: list[str] = []
    for c, rc in zip(doc.cards, raw["cards"], strict=True):
        cards[c.id] = _card(c, rc["effect"], checks)
        deck.extend([c.id] * c.copies)
    summary = doc.deck_summary
    checks.that(
        len(deck) == summary.total_cards,
        f"deck_summary: copies add up to {len(deck)}, not {summary.total_cards}",
    )
    checks.same(len(cards), summary.distinct_names, "deck_summary distinct_names")
    checks.known(_ids_in(raw["cards"], "city_has"), cards, "an 'if' op names card")
    for c in raw["cards"]:
        for op in c["effect"].get("production", []):
            if op["op"] == "copy_production":
                checks.known(op["exclude"], cards, f"card {c['id']}: copy_production excludes card")
    return cards, deck


def _spot(obj: Mapping[str, Any], group: str) -> Spot:
    cap = obj["capacity"]
    return Spot(
        id=obj["id"],
        name=obj["name"],
        group=group,
        capacity=0 if cap == "unlimited" else int(cap),
        do=tuple(obj["do"]),
        precondition=obj["precondition"],
    )


def _locations(doc: FarshoreFile, raw: Mapping[str, Any], checks: Checks) -> tuple[Spot, ...]:
    """The board's spots (the four island slots are filled by island tiles)."""
    locations: list[Spot] = []
    for loc, rl in zip(doc.locations, raw["locations"], strict=True):
        if loc.group == "island":
            continue
        checks.that(loc.zone == f"location:{loc.id}", f"location {loc.id}: zone must be location:<id>")
        checks.that(
            loc.do is not None and loc.precondition is not None,
            f"location {loc.id} needs do and precondition",
        )
        locations.append(_spot(rl, loc.group))
    checks.same(sum(1 for loc in doc.locations if loc.group == "island"), 4, "island slots")
    return tuple(locations)


def _per_count(values: Mapping[str, Any], where: str, checks: Checks) -> dict[int, Any]:
    checks.same(sorted(values), ["1", "2", "3", "4"], f"{where}: player counts")
    return {int(k): v for k, v in values.items()}


def _track(bt: BoatTrack, checks: Checks) -> tuple[tuple[int, ...], frozenset[int]]:
    spaces = bt.spaces
    checks.that([s.index for s in spaces] == list(range(len(spaces))), "boat_track: indices must run 0..n-1")
    checks.that(bt.last_index == len(spaces) - 1, "boat_track: last_index mismatch")
    icons = frozenset(s.index for s in spaces if s.treasure_icon)
    checks.that(icons == frozenset(bt.treasure_icon_indices), "boat_track: treasure icons disagree")
    return tuple(s.points for s in spaces), icons


def _setup(doc: FarshoreFile, checks: Checks) -> None:
    setup = doc.setup
    limits = (setup.hand_limit, setup.city_limit, setup.bay_size)
    checks.that(
        limits == (HAND_LIMIT, CITY_LIMIT, BAY_SIZE), "setup: limits differ from the engine's constants"
    )
    seasons = [s.id for s in doc.seasons]
    checks.same(seasons, ["winter", "spring", "summer", "autumn"], "seasons: four seasons in order")
    checks.same(tuple(r.id for r in doc.resources), RES, "resources")
    checks.same(tuple(t.id for t in doc.card_types), TYPES, "card_types")
    for t in doc.map_tiles.types:
        req = t.requirement
        ok = (req.count_cards is not None and req.at_least is not None) or req.boat_index_at_least is not None
        checks.that(ok, f"map type {t.id}: bad requirement")
    checks.count(doc.map_tiles.types, 6, "map types")
    checks.that(
        len(doc.wind_tiles.A) >= 2 and len(doc.wind_tiles.B) >= 2,
        "wind_tiles: each stack needs at least two tiles",
    )


def parse(raw: Mapping[str, Any]) -> GameData:
    """Validate a decoded data file and build the engine's tables."""
    doc = convert(raw, FarshoreFile, GAME)
    checks = Checks(GAME)
    _vocabulary(doc.effect_vocabulary, checks)
    cards, deck = _cards(doc, raw, checks)
    _setup(doc, checks)
    islands = {t["id"]: _spot(t, "island") for t in raw["islands"]["tiles"]}
    checks.unique((t.id for t in doc.islands.tiles), "island tile")
    checks.same(len(islands), doc.islands.total_tiles, "islands total_tiles")
    map_types = tuple(raw["map_tiles"]["types"])
    wind = raw["wind_tiles"]
    track_points, icons = _track(doc.boat_track, checks)
    setup = raw["setup"]
    return GameData(
        cards=cards,
        card_order=tuple(cards),
        deck=tuple(deck),
        locations=_locations(doc, raw, checks),
        islands=islands,
        island_order=tuple(islands),
        islands_face_up=_per_count(setup["islands_face_up"], "setup.islands_face_up", checks),
        map_types=map_types,
        map_order=tuple(t["id"] for t in map_types),
        map_values={
            k: tuple(v)
            for k, v in _per_count(setup["map_values_per_type"], "setup.map_values_per_type", checks).items()
        },
        wind_a={t["id"]: t["match"] for t in wind["A"]},
        wind_b={t["id"]: t["match"] for t in wind["B"]},
        track_points=track_points,
        track_icons=icons,
        track_last=doc.boat_track.last_index,
        seasons=tuple(raw["seasons"]),
        hands=tuple(setup["starting_hand_by_seat"]),
        anchors=doc.setup.anchors_per_player,
        solo=raw["solo"],
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


PATH = Path(__file__).with_name("data.json")


def load(path: Path | None = None) -> GameData:
    """Read and validate the data file (the package's data.json by default)."""
    return parse(read(path or PATH, GAME))


DATA: GameData = load()


def card(cid: str) -> Card:
    return DATA.cards[cid]


def sorted_unique(ids: Sequence[str]) -> list[str]:
    """Distinct ids in data order (stable option order for hands and cities)."""
    return sorted(set(ids), key=_ORDER.__getitem__)


_ORDER: dict[str, int] = {c: i for i, c in enumerate(DATA.card_order)}
