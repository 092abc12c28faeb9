"""Score sheets and the winner (spec §8.1): one line per category, tie-break on survivors."""

from __future__ import annotations

from game.core.rules import Outcome, ScoreLine, ScoreSheet, outcome_from_sheets
from game.new_eden.state import State, metrics

SEASONS = ("spring", "summer", "autumn", "winter")


def sheets(s: State) -> list[ScoreSheet]:
    """Per seat: event and feeding per season, then (once final) each secret mission, each END
    power card and the Binoculars. Tie-break: ``survivors.total``."""
    out = []
    for seat in range(s.n):
        lines = []
        for i, name in enumerate(SEASONS):
            lines.append(ScoreLine(f"new_eden.score.event_{name}", s.ev_vp[seat][i]))
        for i, name in enumerate(SEASONS):
            lines.append(ScoreLine(f"new_eden.score.feeding_{name}", s.feed_vp[seat][i]))
        for cat, pts, detail in s.final[seat]:
            lines.append(ScoreLine(str(cat), int(pts), str(detail)))
        out.append(
            ScoreSheet.build(
                seat, lines, (metrics(s, seat)["survivors.total"],), ("new_eden.tiebreak.survivors",)
            )
        )
    return out


def outcome(s: State) -> Outcome:
    return outcome_from_sheets(sheets(s))
