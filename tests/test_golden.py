"""Golden games of every registered game (tests/golden/*.txt), replayed step by step.

Each step's legal-action count and view fingerprint must match, so a failure names the first step
where the game went another way. After a deliberate rules change: ``python tools/golden.py``, then
review ``git diff tests/golden``.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from game.core.golden import Golden, GoldenError, first_divergence, format_golden, parse_golden, replay
from game.core.messages import Action, CodecError
from game.registry import GAMES, get_game

GOLDEN = Path(__file__).with_name("golden")
FILES = sorted(GOLDEN.glob("*.txt"))


def _load(path: Path) -> Golden:
    return parse_golden(path.read_text(encoding="utf-8"), path.name)


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_golden_game_replays_step_by_step(path: Path) -> None:
    golden = _load(path)
    assert path.stem == golden.case.name()
    again = replay(get_game(golden.case.game), golden)
    assert not first_divergence(golden, again), f"{path.name}: {first_divergence(golden, again)}"
    if golden.case.steps is None:  # a solo game may be lost to the game's own opponent
        assert golden.winners or golden.case.players == 1, "a finished game names its winners"
    else:  # a pinned prefix (shorter when the game ended sooner)
        assert len(golden.steps) <= golden.case.steps


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_golden_file_is_written_the_way_the_tool_writes_it(path: Path) -> None:
    assert format_golden(_load(path)) == path.read_text(encoding="utf-8")


def test_every_registered_game_has_full_and_pinned_golden_games() -> None:
    cases = [_load(p).case for p in FILES]
    for game in GAMES:
        mine = [c for c in cases if c.game == game]
        rules = get_game(game)
        assert {c.players for c in mine if c.steps is None} == set(
            range(rules.min_players, rules.max_players + 1)
        )
        assert any(c.chooser == "first" for c in mine), f"{game} has no pinned legal-action counts"


def test_action_text_round_trips_for_every_golden_action() -> None:
    seen: set[str] = set()
    for path in FILES:
        golden = _load(path)
        for step in golden.steps:
            action = Action.from_text(step.action, golden.case.game)
            assert action.to_text() == step.action
            assert type(action).from_text(step.action) == action
            seen.add(action.TAG)
    assert len(seen) > 40  # the golden games reach most action kinds of the four games


@pytest.mark.parametrize(
    ("text", "game"),
    [
        ("0 place_worker", "farshore"),  # a field missing
        ("0 place_worker a b", "farshore"),  # a field too many
        ("x place_worker location:lookout", "farshore"),  # no seat
        ("0 teleport moon", "farshore"),  # no such verb
        ('0 take_card "6"', "farshore"),  # text where a number belongs is not the written form
        ("00 take_card 6", "farshore"),  # not the written form
        ("0  take_card 6", "farshore"),
        ("0 place_worker location:lookout", "paris"),  # another game's verb
        ("0 swap [1,0,0,0", "droids"),  # broken JSON
    ],
)
def test_bad_action_text_is_refused(text: str, game: str) -> None:
    with pytest.raises(CodecError):
        Action.from_text(text, game)


def test_a_changed_step_is_reported_where_it_happens() -> None:
    golden = _load(GOLDEN / "paris_2p_7.txt")
    steps = list(golden.steps)
    steps[5] = dataclasses.replace(steps[5], legal=steps[5].legal + 1)
    message = first_divergence(golden, dataclasses.replace(golden, steps=tuple(steps)))
    assert message.startswith("step 5 differs")
    wrong = list(golden.steps)
    wrong[3] = dataclasses.replace(
        wrong[3], action="0 end_turn" if "end_turn" not in wrong[3].action else "0 buy wood"
    )
    with pytest.raises(GoldenError, match="step 3: .* is not legal here"):
        replay(get_game("paris"), dataclasses.replace(golden, steps=tuple(wrong)))


def test_a_damaged_golden_file_is_refused_naming_the_line() -> None:
    text = (GOLDEN / "droids_1p_7.txt").read_text(encoding="utf-8").replace("   3 ", "  33 ", 1)
    with pytest.raises(GoldenError, match=r"droids_1p_7.txt:\d+: a step line"):
        parse_golden(text, "droids_1p_7.txt")
