"""Scoring (§13), tie-breaks, and the solo Rival's score (§16)."""

from __future__ import annotations

from game.core.rules import Outcome, ScoreLine, ScoreSheet, outcome_from_sheets
from game.farshore.data import DATA
from game.farshore.facts import count_cards
from game.farshore.state import State

CATEGORIES = ("card_points", "prosperity", "shells", "treasure", "maps", "boat")
TIEBREAK_LABELS = (
    "farshore.tiebreak.boat_index",
    "farshore.tiebreak.map_tiles",
    "farshore.tiebreak.treasure_tokens",
    "farshore.tiebreak.leftover_resources",
)


def _count(st: State, seat: int, flt: dict) -> int:  # type: ignore[type-arg]
    return count_cards(st, seat, flt)


def prosperity_bonus(st: State, seat: int, cid: str) -> int:
    """One purple card's end-of-game bonus (§11 formulas)."""
    sc = DATA.cards[cid].score
    assert sc is not None
    per = sc["per"]
    if "count_cards" in per:
        k = _count(st, seat, per["count_cards"])
    elif "treasure_tokens_left" in per:
        k = st.treasure[seat]
    elif "map_tiles" in per:
        k = len(st.maps_held[seat])
    elif "treasure_icons_reached" in per:
        k = sum(1 for i in DATA.track_icons if i <= st.boat[seat])
    else:  # pragma: no cover - validated on load
        raise AssertionError(per)
    return int(sc["each"]) * k


def maps_points(held: list[list]) -> int:  # type: ignore[type-arg]
    return sum(int(v) for _m, v in held) * len(held)


# The running count players keep during the game (the seat badges' score, ``Scored.total``): every
# line of the sheet but the prosperity bonuses. Those are end-only: a purple card's bonus counts what
# the city holds when the game ends (§11), so the sheet's total is the last running total plus them.
RUNNING = (
    "farshore.score.card_points",
    "farshore.score.shells",
    "farshore.score.treasure",
    "farshore.score.maps",
    "farshore.score.boat",
)


def running_mark(st: State, seat: int) -> tuple[int, int, int, int, int]:
    """What a seat's open points depend on, cheaply: cards in the city, shells, treasure tokens, map
    tiles held, the boat's space. Cards and maps only ever join a city or a hand of maps (they never
    leave), so a mark and the state now give the points as they were (``running_parts``)."""
    return (len(st.city[seat]), st.shells[seat], st.treasure[seat], len(st.maps_held[seat]), st.boat[seat])


def running_marks(st: State) -> tuple[int, ...]:
    """Every seat's ``running_mark`` in one flat tuple, quick to take and compare (the gate takes it
    before each action): ``marks[seat::st.n]`` is that seat's mark."""
    return (*map(len, st.city), *st.shells, *st.treasure, *map(len, st.maps_held), *st.boat)


def running_parts(
    st: State, seat: int, mark: tuple[int, ...] | None = None
) -> tuple[int, int, int, int, int]:
    """A seat's open points, one per ``RUNNING`` line: printed card points, shells, 2 per treasure
    token, map tiles, the boat's space; now, or when ``mark`` was taken."""
    cities, shells, treasure, maps, boat = running_mark(st, seat) if mark is None else mark
    return (
        sum(DATA.cards[c].points for c in st.city[seat][:cities]),
        shells,
        2 * treasure,
        maps_points(st.maps_held[seat][:maps]),
        DATA.track_points[boat],
    )


def sheet(st: State, seat: int) -> ScoreSheet:
    city = st.city[seat]
    printed, shells, treasure, maps, boat = running_parts(st, seat)
    pros = sum(prosperity_bonus(st, seat, c) for c in city if DATA.cards[c].score is not None)
    lines = [
        ScoreLine("farshore.score.card_points", printed),
        ScoreLine("farshore.score.prosperity", pros),  # end-only (see RUNNING)
        ScoreLine("farshore.score.shells", shells),
        ScoreLine("farshore.score.treasure", treasure),
        ScoreLine("farshore.score.maps", maps),
        ScoreLine("farshore.score.boat", boat),
    ]
    tb = (st.boat[seat], len(st.maps_held[seat]), st.treasure[seat], sum(st.res[seat]))
    return ScoreSheet.build(seat, lines, tb, TIEBREAK_LABELS)


def rival_card_value(cid: str, level: str) -> int:
    c = DATA.cards[cid]
    if level == "deckhand":
        return max(0, c.points)
    v = max(1, c.points)
    if level == "captain" and c.type == "prosperity":
        v += 1
    return v


def rival_sheet(st: State) -> ScoreSheet:
    """The solo Rival's score (seat -1): cards by level, boat, 2 per treasure, maps."""
    level = st.options.get("solo_level", "bosun")
    lines = [
        ScoreLine("farshore.score.rival_cards", sum(rival_card_value(c, level) for c in st.rival_city)),
        ScoreLine("farshore.score.treasure", 2 * st.rival_treasure),
        ScoreLine("farshore.score.maps", maps_points(st.rival_maps)),
        ScoreLine("farshore.score.boat", DATA.track_points[st.rival_boat]),
    ]
    tb = (st.rival_boat, len(st.rival_maps), st.rival_treasure, 0)
    return ScoreSheet.build(-1, lines, tb, TIEBREAK_LABELS)


def score(st: State) -> list[ScoreSheet]:
    return [sheet(st, s) for s in range(st.n)]


def outcome(st: State) -> Outcome:
    sheets = score(st)
    if st.n > 1:
        return outcome_from_sheets(sheets)
    res = outcome_from_sheets([sheets[0], rival_sheet(st)])
    if res.winners == (0,):
        return Outcome((0,), res.decided_by)
    if res.decided_by == "shared":
        return Outcome((), "farshore.result.draw")
    return Outcome((), res.decided_by)
