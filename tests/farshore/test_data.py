"""The data file: loaded and validated once; a broken file is refused with a clear message."""

from __future__ import annotations

import copy
import json
from collections import Counter
from pathlib import Path

import pytest

from game.core.datafile import DataRefused
from game.farshore.data import DATA, parse

RAW = json.loads((Path(__file__).parents[2] / "game" / "farshore" / "data.json").read_text())


def test_deck_matches_the_summary() -> None:
    summary = RAW["deck_summary"]
    assert len(DATA.deck) == 125 and len(DATA.cards) == 48
    by_type = Counter(DATA.cards[c].type for c in DATA.deck)
    assert dict(by_type) == summary["by_type"]
    pairs = Counter(f"{DATA.cards[c].rarity}_{DATA.cards[c].kind}" for c in DATA.deck)
    assert dict(pairs) == summary["by_keyword_pair"]
    assert {c for c, d in DATA.cards.items() if not d.space} == {"shipwreck", "castaway"}


def test_tables_come_from_the_data() -> None:
    assert len(DATA.locations) == 7 and len(DATA.islands) == 8
    assert len(DATA.map_types) == 6 and len(DATA.wind_a) == 5 and len(DATA.wind_b) == 4
    assert len(DATA.track_points) == 41 and DATA.track_points[21] == 41 and DATA.track_points[40] == 60
    assert sorted(DATA.track_icons) == [2, 4, 6, 9, 12, 15, 18, 21, 25, 29, 33, 37]


def test_data_json_is_the_spec_file() -> None:
    spec = (
        Path(__file__).resolve().parents[3] / "shared" / "specs" / "farshore-data.json"
    )  # shared/ beside the checkout
    if spec.exists():
        assert json.loads(spec.read_text()) == RAW


@pytest.mark.parametrize(
    ("mutate", "message"),
    [
        (
            lambda d: d["cards"][0]["effect"]["production"].append({"op": "teleport"}),
            r"card grove effect.production\[1\]\.op “teleport” is not one of the allowed values",
        ),
        (lambda d: d["cards"][0].__setitem__("copies", 6), "copies add up to 126"),
        (
            lambda d: d["cards"][0].__setitem__("kind", "robot"),
            "kind “robot” is not one of the allowed values",
        ),
        (
            lambda d: d["locations"][0].__setitem__("precondition", {"test": "moon"}),
            "precondition.test “moon” is not one of the allowed values",
        ),
        (lambda d: d["boat_track"]["treasure_icon_indices"].append(3), "treasure icons disagree"),
        (lambda d: d["cards"][30]["cost"].__setitem__("driftwood", 1), "critters cost mushrooms only"),
        (lambda d: d.pop("solo"), "solo is missing"),
    ],
)
def test_broken_data_is_refused_naming_the_problem(mutate, message: str) -> None:  # type: ignore[no-untyped-def]
    bad = copy.deepcopy(RAW)
    mutate(bad)
    with pytest.raises(DataRefused, match=message):
        parse(bad)
