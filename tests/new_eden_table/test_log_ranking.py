"""The claim-order log lines of New Eden read well, also when nobody has strength for a type: the
rules core names each ranked player in order, and the line renders through ``tr`` alone."""

from __future__ import annotations

import random

from game.core.controller import LogLine
from game.core.messages import Logged
from game.registry import GAMES
from scenes.table.logpanel import line_text

NAMES = ["Ada", "Bruno", "Chloé", "Dev"].__getitem__
RANKING = ("new_eden.log.rank", "new_eden.log.ranking_nobody")


def ranking_moves(seed: int = 1, limit: int = 3000) -> list[list[Logged]]:
    """The ranking lines of each move of a seeded random 2-player game, until one with nobody in it."""
    rules = GAMES["new_eden"]
    rng = random.Random(seed)
    st = rules.new_game(2, seed, {})
    out: list[list[Logged]] = []
    for _ in range(limit):
        acts = rules.legal_actions(st)
        if not acts:
            break
        ranks = [
            ev
            for ev in rules.apply(st, acts[rng.randrange(len(acts))])
            if isinstance(ev, Logged) and ev.key in RANKING
        ]
        if ranks:
            out.append(ranks)
        if ranks and ranks[0].key == "new_eden.log.ranking_nobody":
            break
    return out


def text(ev: Logged) -> str:
    return line_text(LogLine(ev.key, ev.params, 1), NAMES)


def test_nobody_claiming_says_so_instead_of_an_empty_list():
    moves = ranking_moves()
    empty = [ranks[0] for ranks in moves if ranks[0].key == "new_eden.log.ranking_nobody"]
    assert empty, "the seeded game should reach a type nobody claims"
    line = text(empty[0])
    assert line.startswith("Nobody has strength for the ") and line.endswith(" buildings"), line
    made = Logged(key="new_eden.log.ranking_nobody", params=(("building_type", "new_eden.kind.tinkerer"),))
    assert text(made) == "Nobody has strength for the tinkerer buildings"


def test_the_claim_order_names_the_players_in_order():
    pairs = [ranks for ranks in ranking_moves() if len(ranks) == 2]
    assert pairs
    first, second = (text(ev) for ev in pairs[0])
    seats = [dict(ev.params)["seat"] for ev in pairs[0]]
    assert first.startswith("First to choose a ") and first.split(": ", 1)[1].startswith(NAMES(seats[0]))
    assert second.startswith("Second to choose a ") and second.split(": ", 1)[1].startswith(NAMES(seats[1]))
    assert "(strength " in first and "{" not in first + second
