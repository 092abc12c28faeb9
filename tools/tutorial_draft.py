"""Print a draft guided-game script: the decisions a player meets in a fixed deal against one bot,
with the move the greedy hint suggests for each, up to the phase that ends the guided part.

    python tools/tutorial_draft.py GAME SEED END_PHASE[:ROUND] [MAX_STEPS]

Use it to write or refresh a script in ``scenes/tutorial/scripts.py`` after a rule change: the
output is the prompt key, the action's fields and the prompt in words; the explanations are
written by hand.
"""

from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from game.core.controller import Controller  # noqa: E402
from game.core.i18n import tr  # noqa: E402
from game.core.messages import PhaseBegan  # noqa: E402
from game.core.saves import SeatConfig  # noqa: E402
from game.registry import GAMES  # noqa: E402


def main(argv: list[str]) -> int:
    game, seed = argv[0], int(argv[1])
    end, _, round_text = argv[2].partition(":")
    end_round = int(round_text) if round_text else 0

    def ends(events: list) -> bool:
        return any(
            isinstance(e, PhaseBegan) and e.phase == end and (not end_round or e.round == end_round)
            for e in events
        )

    limit = int(argv[3]) if len(argv) > 3 else 60
    rules = GAMES[game]
    seats = [SeatConfig("You", "human", colour=0), SeatConfig("Bot", "bot", "greedy", colour=1)]
    c = Controller(rules, seats, seed, {})
    ended = False
    for i in range(limit):
        for sub in c.run_bots():
            ended = ended or ends(sub.events)
        if ended or c.is_over():
            break
        seat = c.to_act()
        assert seat is not None
        p = rules.prompt(c.view(seat))
        action = c.hint(seat)
        assert action is not None
        fields = {k: v for k, v in action.to_json().items() if k != "seat"}
        print(f"{i:2} {p.key:40} {fields}")
        print(f"   {tr(p.key, names=c.name, **dict(p.params))}")
        print(
            f"   -> {tr(rules.describe(action).label, names=c.name, **dict(rules.describe(action).params))}"
        )
        sub = c.submit(seat, action)
        ended = ends(sub.events)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
