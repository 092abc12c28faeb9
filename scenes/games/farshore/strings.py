"""The board's own words (names printed on the Farshore board); every other word comes from the
rules through ``tr``."""

from __future__ import annotations

from game.core.i18n import add_strings
from game.farshore.data import CITY_LIMIT

EN = {
    "farshore.board.bay": "The Bay",
    "farshore.board.bay_slot": "Bay · {n}",
    "farshore.board.city_slot": "City · {n}",  # one of a city's card places  # one of its eight slots (its number from the zone's id)
    "farshore.board.sea": "The Sea · boat track, islands and maps",
    "farshore.board.shore": "The Shore",
    "farshore.board.lighthouse": "Lighthouse",
    "farshore.board.deck": "Deck",
    "farshore.board.discard": "Discard",
    "farshore.board.revealed": "Revealed",
    "farshore.board.in_play": "In play",
    "farshore.board.wind_a": "Wind A",
    "farshore.board.wind_b": "Wind B",
    "farshore.board.city": "City",
    "farshore.board.hand": "Hand",
    "farshore.board.nospace": "Extra",
    "farshore.board.rival": "The Rival",
    "farshore.board.treasure": "Treasure",
    "farshore.board.shells": "Shells",
    "farshore.board.driftwood": "Driftwood",
    "farshore.board.seaweed": "Seaweed",
    "farshore.board.seastone": "Seastone",
    "farshore.board.mushroom": "Mushroom",
    "farshore.board.rival_city": "Rival's city",
    "farshore.board.rival_maps": "Rival's maps",
    "farshore.board.city_count": "{n} / {limit}",
    "farshore.board.workers": "Workers",
    "farshore.board.anchors": "Anchors",
    "farshore.board.boat": "Boat",
    "farshore.board.season": "Season",
    "farshore.board.resources": "Resources",
    "farshore.board.maps": "Maps",
    "farshore.board.passed": "Passed",
    "farshore.tip.piece": "{name}: {text}",
    "farshore.tip.pieces": "{name} × {n}: {text}",
}
add_strings(EN)
__all__ = ["CITY_LIMIT", "EN"]
