"""The claim-order log line of New Eden reads well, also when nobody has strength for a type."""

from __future__ import annotations

import random

from game.core.controller import LogLine
from game.core.messages import Logged
from game.registry import GAMES
from scenes.games import new_eden as _skin  # noqa: F401 - registers the log's parameter wording
from scenes.table.logpanel import line_text

NAMES = ["Ada", "Bruno", "Chloé", "Dev"].__getitem__


def ranking_logs(seed: int = 1, limit: int = 3000) -> list[Logged]:
    """The ranking lines of a seeded random 2-player game, until one with nobody in it."""
    rules = GAMES["new_eden"]
    rng = random.Random(seed)
    st = rules.new_game(2, seed, {})
    out: list[Logged] = []
    for _ in range(limit):
        acts = rules.legal_actions(st)
        if not acts:
            break
        for ev in rules.apply(st, acts[rng.randrange(len(acts))]):
            if isinstance(ev, Logged) and ev.key == "new_eden.log.ranking":
                out.append(ev)
        if out and not dict(out[-1].params)["order"]:
            break
    return out


def text(ev: Logged) -> str:
    return line_text(LogLine(ev.key, ev.params, 1), NAMES)


def test_nobody_claiming_says_so_instead_of_an_empty_list():
    logs = ranking_logs()
    empty = [ev for ev in logs if not dict(ev.params)["order"]]
    assert empty, "the seeded game should reach a type nobody claims"
    line = text(empty[0])
    assert line.endswith("nobody claims any (no strength)"), line
    assert "()" not in line and "[]" not in line and not line.rstrip().endswith(":")
    made = Logged(key="new_eden.log.ranking", params=(("building_type", "tinkerer"), ("order", ())))
    assert text(made) == "Claim order for tinkerer buildings: nobody claims any (no strength)"


def test_the_claim_order_names_the_players():
    logs = [ev for ev in ranking_logs() if len(dict(ev.params)["order"]) == 2]
    assert logs
    line = text(logs[0])
    order = dict(logs[0].params)["order"]
    assert line.endswith(f"{NAMES(order[0])} → {NAMES(order[1])}"), line
    assert line.startswith("Claim order for ") and " buildings: " in line
