"""Score sheets (§12.1): VP from play, tile 27, district majorities; tie-breaks francs, best property."""

from __future__ import annotations

from game.core.rules import ScoreLine, ScoreSheet
from game.paris.board import best_single, district_scores, tile27_vp
from game.paris.state import State

TIEBREAK_LABELS = ("paris.tiebreak.francs", "paris.tiebreak.best_property")


def sheets(s: State) -> list[ScoreSheet]:
    """Valid at any time (districts as they stand now), final once the game is over."""
    per_district = district_scores(s)
    out = []
    for seat in range(s.n):
        lines = [
            ScoreLine("paris.score.play", s.vp[seat]),
            ScoreLine("paris.score.tile27", tile27_vp(s, seat)),
        ]
        for d, pay in per_district.items():
            # one category per district, so the scoring table itemises each majority
            lines.append(ScoreLine(f"paris.score.district.{d}", pay.get(seat, 0)))
        out.append(ScoreSheet.build(seat, lines, (s.francs[seat], best_single(s, seat)), TIEBREAK_LABELS))
    return out
