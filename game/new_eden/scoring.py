"""Score sheets and the winner (spec §8.1): one line per category, tie-break on survivors."""

from __future__ import annotations

from game.core.i18n import tr
from game.core.rules import Outcome, ScoreLine, ScoreSheet, outcome_from_sheets
from game.new_eden.data import DATA
from game.new_eden.state import State, metrics
from game.new_eden.strings import name_key

SEASONS = ("spring", "summer", "autumn", "winter")
FINAL_CATEGORIES = ("new_eden.score.secret", "new_eden.score.end_power", "new_eden.score.binoculars")


def detail(category: str, points: int, ident: str) -> str:
    """A final line's note in words: the secret mission by name and whether it scored, or the END
    card and its power by name (the state keeps the ids)."""
    if category == "new_eden.score.secret" and ident in DATA.missions:
        key = "new_eden.score.secret_scored" if points else "new_eden.score.secret_missed"
        return tr(key, mission=name_key(ident))
    if category == "new_eden.score.end_power" and ident in DATA.cards:
        return tr(
            "new_eden.score.power_detail", card=name_key(ident), power=name_key(DATA.cards[ident].power or "")
        )
    return ""


def sheets(s: State) -> list[ScoreSheet]:
    """Per seat: event and feeding per season, then (once final) each secret mission (its name and
    whether it scored in ``detail``), each END power card and the Binoculars. Tie-break:
    ``survivors.total``."""
    out = []
    for seat in range(s.n):
        lines = []
        for i, name in enumerate(SEASONS):
            lines.append(ScoreLine(f"new_eden.score.event_{name}", s.ev_vp[seat][i]))
        for i, name in enumerate(SEASONS):
            lines.append(ScoreLine(f"new_eden.score.feeding_{name}", s.feed_vp[seat][i]))
        final = [ScoreLine(str(c), int(p), detail(str(c), int(p), str(i))) for c, p, i in s.final[seat]]
        if final:
            # every seat shows every final category: a seat with no secret mission or END card
            # scores 0 there, written as 0 rather than left blank
            for k, cat in enumerate(FINAL_CATEGORIES):
                if not any(ln.category == cat for ln in final):
                    at = next(
                        (j for j, ln in enumerate(final) if ln.category in FINAL_CATEGORIES[k + 1 :]), 0
                    )
                    final.insert(at, ScoreLine(cat, 0))
        lines += final
        out.append(
            ScoreSheet.build(
                seat, lines, (metrics(s, seat)["survivors.total"],), ("new_eden.tiebreak.survivors",)
            )
        )
    return out


def outcome(s: State) -> Outcome:
    return outcome_from_sheets(sheets(s))
