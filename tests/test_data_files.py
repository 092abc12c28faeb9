"""Every game's card data: the product files load to exactly the data they loaded to before the
loaders moved onto declared schemas, and a damaged file is refused with a message naming the entry
and the problem (one refusal type for all four games).
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from game.core.canonical import canonical_fingerprint
from game.core.datafile import DataRefused
from game.core.reader import Refused
from game.droids import data as droids_data

# The canonical fingerprint of each game's ``load()`` result (game.core.canonical), recorded from the
# loaders as they were before the schemas: the product files must keep loading to these objects.
LOADED = {
    "droids": "8595174f93244499ded848ac3d887a3f5803c7e2eb7fe28f3eb433880231feec",
    "farshore": "38a258b53f2e1525a4220b7baa7c485ecffd6b073bef7ede33495054e6c9dedc",
    "new_eden": "8c60116fac2115c3f1a36f84419ab80da7da3235c8250ae5663c8a0867dd6ea5",
    "paris": "63f8dad5f91b2239ed4e2c7b8653fcc1f93a5e28b43d4cf7244efa6155766241",
}
ROOT = Path(__file__).resolve().parents[1]

Mutation = Callable[[dict[str, Any]], Any]


def _raw(game: str) -> dict[str, Any]:
    return json.loads((ROOT / "game" / game / "data.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("game", sorted(LOADED))
def test_product_data_loads_to_the_same_objects(game: str) -> None:
    module = __import__(f"game.{game}.data", fromlist=["load"])
    assert canonical_fingerprint(module.load()) == LOADED[game]


def _refused(game: str, mutate: Mutation) -> DataRefused:
    raw = _raw(game)
    bad = copy.deepcopy(raw)
    mutate(bad)
    module = __import__(f"game.{game}.data", fromlist=["parse"])
    with pytest.raises(DataRefused) as info:
        getattr(module, "parse", getattr(module, "Data", None))(bad)
    assert isinstance(info.value, Refused) and info.value.game == game
    assert raw == _raw(game), "the product file is untouched"
    return info.value


def _first(items: list[dict[str, Any]], key: str, value: Any) -> dict[str, Any]:
    return next(x for x in items if x.get(key) == value)


DROIDS: list[tuple[Mutation, str]] = [
    (
        lambda d: d["droids"][3].__setitem__("family", "wizard"),
        "droids[3] (number 4) family “wizard” is not one of",
    ),
    (lambda d: d["droids"][3].__setitem__("season", 4), "droids[3] (number 4) season must be at most 3"),
    (
        lambda d: d["droids"][3]["repair_cost"].__setitem__("oil", -1),
        "a value in droids[3] (number 4) repair_cost must be at least 0",
    ),
    (
        lambda d: d["droids"][3]["repair_cost"].__setitem__("gold", 1),
        "repair_cost “gold” is not one of the allowed values",
    ),
    (
        lambda d: d["droids"][3].__setitem__("rp", "4"),
        "droids[3] (number 4) rp should be a whole number, not text",
    ),
    (
        lambda d: d["droids"][3].__setitem__("effect_parms", {}),
        "has a field “effect_parms” that does not belong there",
    ),
    (lambda d: d["droids"][4].__setitem__("number", 4), "droid 4 appears twice"),
    (
        lambda d: _first(d["droids"], "effect_key", "dismantle_bonus")["effect_params"].__setitem__(
            "part", "gold"
        ),
        r"effect_params.part “gold” is not one of",
    ),
    (
        lambda d: _first(d["droids"], "effect_key", "exchange")["effect_params"].__setitem__(
            "get", {"oil": 1}
        ),
        "effect_params needs exactly one give field and one get field",
    ),
    (
        lambda d: d["deck_structure"]["set_A"]["season_1"].append(99),
        "deck_structure.set_A lists droid 99, which does not exist",
    ),
    (
        lambda d: d["deck_structure"]["set_A"]["season_1"].append(13),
        "droid 13 is listed in set A season 1 but says otherwise",
    ),
    (
        lambda d: d["deck_structure"]["by_player_count"].pop("4"),
        "deck_structure.by_player_count.4 is missing",
    ),
    (
        lambda d: d["house_droids"][2]["scoring_params"].__setitem__("family", "moon"),
        "house 47 scoring_params.family “moon”",
    ),
    (
        lambda d: d["house_setup"]["3"]["zone_ids"].append("zone:5-6"),
        "house_setup.3.zone_ids[3] “zone:5-6” is not one of",
    ),
    (lambda d: d["interseason_cards"].pop(), "each set needs exactly 2 interseason cards"),
    (lambda d: d.pop("swap_rules"), "swap_rules is missing"),
]


@pytest.mark.parametrize(("mutate", "message"), DROIDS)
def test_damaged_droids_data_is_refused_naming_the_problem(mutate: Mutation, message: str) -> None:
    exc = _refused("droids", mutate)
    assert message in str(exc)
    assert exc.message().startswith("The file is damaged: droids data.json: ")


PARIS: list[tuple[Mutation, str]] = [
    (
        lambda d: d["building_tiles"][3].__setitem__("district", "moon"),
        "building B04 names district 'moon', which does not exist",
    ),
    (
        lambda d: d["building_tiles"][3].__setitem__("value", 7),
        "building_tiles[3] (id B04) value “7” is not one of the allowed values",
    ),
    (
        lambda d: d["building_tiles"][0].__setitem__("type", "castle"),
        "building B01 names type 'castle', which does not exist",
    ),
    (
        lambda d: d["bonus_tiles"][0]["effect"].__setitem__("kind", "teleport"),
        "bonus tile BT01 uses unknown effect kind 'teleport'",
    ),
    (
        lambda d: d["bonus_tiles"][0]["effect"].__setitem__("vpp", 2),
        "bonus tile BT01: effect 'gain' takes no parameter 'vpp'",
    ),
    (lambda d: d["bonus_tiles"][0].__setitem__("zone", "C"), "bonus tile BT01 lies in zone C, expected A"),
    (
        lambda d: d["districts"][0]["adjacent"].append("atlantis"),
        "is adjacent to 'atlantis', which does not exist",
    ),
    (
        lambda d: d["districts"][0]["token_layout_base"].__setitem__("4", "gold"),
        "token layout must hold 6 of each token",
    ),
    (
        lambda d: d["resources"][0].__setitem__("sell_price", 9),
        "wood sells for at least its buy price (money pump)",
    ),
    (
        lambda d: d["landmarks"][0]["prestige"].__setitem__("type", "platinum"),
        "prestige.type “platinum” is not one of",
    ),
    (
        lambda d: d["landmarks"][0]["extra_cost"].__setitem__("iron", 1),
        "extra_cost “iron” is not one of the allowed values",
    ),
    (lambda d: d["landmarks"].pop(), "need 8 landmarks, found 7"),
    (lambda d: d["player_setup"].pop("3"), "player_setup.3 is missing"),
    (
        lambda d: d["expansion_letoile"]["strategy_tiles"][0]["effect"].__setitem__("kind", "x"),
        "strategy tile ST01 uses unknown effect kind 'x'",
    ),
]


@pytest.mark.parametrize(("mutate", "message"), PARIS)
def test_damaged_paris_data_is_refused_naming_the_problem(mutate: Mutation, message: str) -> None:
    assert message in str(_refused("paris", mutate))


NEW_EDEN: list[tuple[Mutation, str]] = [
    (
        lambda d: d["building_cards"][3].__setitem__("type", "pirate"),
        "building_cards[3] (id TIN-04) type “pirate” is not one of",
    ),
    (
        lambda d: d["building_cards"][3]["survivors"].__setitem__("pirate", 1),
        "survivors “pirate” is not one of the allowed values",
    ),
    (
        lambda d: d["building_cards"][0].__setitem__("power", "TP99"),
        "tinkerer card TIN-01 needs a known power",
    ),
    (lambda d: d["building_cards"].pop(), "need 75 building cards, found 74"),
    (
        lambda d: d["missions"][0]["condition"].__setitem__("metric", "survivors.pirate"),
        "mission MIS-S01 condition.metric “survivors.pirate”",
    ),
    (lambda d: d["missions"][0]["condition"].pop("ties"), "mission MIS-S01 condition.ties is missing"),
    (lambda d: d["missions"][0].pop("vp"), "mission MIS-S01 needs a condition and vp"),
    (lambda d: d["population_track"][3].__setitem__("min", 10), "population bands must be contiguous from 0"),
    (
        lambda d: d["event_tiles"][0]["requirement"]["groups"][0]["types"].append("farmer"),
        "types[1] “farmer” is not one of",
    ),
    (
        lambda d: d["tinkerer_powers"][0].__setitem__("timing", "never"),
        "tinkerer_powers[0] (id TP01) timing “never” is not one of",
    ),
    (
        lambda d: d["tinkerer_powers"][0]["effect"].__setitem__("fly", 1),
        "tinkerer_powers[0] (id TP01) effect “fly” is not one of",
    ),
    (
        lambda d: d["player_count_setup"]["3"]["dice_per_location"].__setitem__("tower", 3),
        "must sum to dice_in_play (3p)",
    ),
]


@pytest.mark.parametrize(("mutate", "message"), NEW_EDEN)
def test_damaged_new_eden_data_is_refused_naming_the_problem(mutate: Mutation, message: str) -> None:
    assert message in str(_refused("new_eden", mutate))


FARSHORE: list[tuple[Mutation, str]] = [
    (
        lambda d: d["cards"][0]["effect"]["production"].append({"op": "teleport"}),
        "production[1].op “teleport” is not one of",
    ),
    (
        lambda d: d["cards"][0]["effect"]["production"][0].__setitem__("colour", 0),
        "card grove effect.production[0] has a field “colour”",
    ),
    (
        lambda d: d["cards"][0]["effect"]["production"][0].__setitem__("count", 0),
        "has a field “count” that does not belong there",
    ),
    (
        lambda d: d["cards"][7]["effect"]["on_play"].append({"op": "draw", "count": 0}),
        "on_play[1].count must be at least 1",
    ),
    (
        lambda d: d["cards"][5]["effect"].__setitem__("score", {"per": {}, "each": 1}),
        "card warehouse effect has a field “score”",
    ),
    (lambda d: d["cards"][0].__setitem__("copies", 6), "deck_summary: copies add up to 126, not 125"),
    (
        lambda d: d["cards"][30]["cost"].__setitem__("driftwood", 1),
        "card treasure_hunter: critters cost mushrooms only",
    ),
    (lambda d: d["cards"][30]["cost"].__setitem__("gold", 1), "cost “gold” is not one of the allowed values"),
    (
        lambda d: d["locations"][0].__setitem__("precondition", {"test": "moon"}),
        "precondition.test “moon” is not one of",
    ),
    (lambda d: d["boat_track"]["treasure_icon_indices"].append(3), "boat_track: treasure icons disagree"),
    (
        lambda d: d["solo"]["blocking_schedule"].__setitem__("winter", "docks"),
        "solo.blocking_schedule “docks” is not one of",
    ),
    (
        lambda d: d["effect_vocabulary"]["ops"]["draw"]["params"].__setitem__("speed", "optional: int"),
        "op 'draw' params",
    ),
    (lambda d: d["setup"].__setitem__("hand_limit", 9), "setup: limits differ from the engine's constants"),
    (lambda d: d.pop("solo"), "solo is missing"),
]


@pytest.mark.parametrize(("mutate", "message"), FARSHORE)
def test_damaged_farshore_data_is_refused_naming_the_problem(mutate: Mutation, message: str) -> None:
    assert message in str(_refused("farshore", mutate))


def test_an_unreadable_data_file_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "data.json"
    path.write_text('{"meta": {', encoding="utf-8")
    with pytest.raises(DataRefused, match="droids data.json: cannot be read: it is cut short"):
        droids_data.load(path)
    path.write_text("[1, 2]", encoding="utf-8")
    with pytest.raises(DataRefused, match="its top level is not a set of fields"):
        droids_data.load(path)
