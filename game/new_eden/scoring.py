"""Final scoring (spec §8), the score sheets and the winner: one line per category, tie-break on survivors."""

from __future__ import annotations

from typing import Any

from game.core.i18n import tr
from game.core.messages import Event, GameEnded, PhaseBegan, Revealed, Scored, log
from game.core.rules import Outcome, ScoreLine, ScoreSheet, outcome_from_sheets
from game.new_eden.data import DATA
from game.new_eden.state import State, metrics
from game.new_eden.strings import name_key

SEASONS = ("spring", "summer", "autumn", "winter")
FINAL_CATEGORIES = ("new_eden.score.secret", "new_eden.score.end_power", "new_eden.score.binoculars")
FINAL_PHASE = "new_eden.phase.final_scoring"


def total(s: State, seat: int) -> int:
    return sum(s.ev_vp[seat]) + sum(s.feed_vp[seat]) + sum(int(ln[1]) for ln in s.final[seat])


def secret_result(s: State, seat: int, mid: str, all_metrics: list[dict[str, int]]) -> bool:
    """Whether a secret mission held by ``seat`` scores (spec §8.2)."""
    cond = DATA.missions[mid].condition
    assert cond is not None
    kind = cond["type"]
    mine = all_metrics[seat]
    others = [all_metrics[o] for o in range(s.n) if o != seat]
    if kind == "most":
        key = cond["metric"]
        if cond.get("ties", "fail") == "fail":
            return all(mine[key] > o[key] for o in others)
        return all(mine[key] >= o[key] for o in others)
    if kind == "fewest":
        key = cond["metric"]
        if cond.get("ties", "succeed") == "succeed":
            return all(mine[key] <= o[key] for o in others)
        return all(mine[key] < o[key] for o in others)
    if kind == "at_least":
        return mine[cond["metric"]] >= cond["value"]
    if kind == "at_least_each":
        return all(mine[k] >= cond["value"] for k in cond["metrics"])
    if kind == "holds":
        return cond["token"] == "binoculars" and s.binoculars == seat
    raise AssertionError(kind)


def final_lines(s: State) -> list[list[list[Any]]]:
    """Final scoring steps 3-5 (spec §8.1) as score lines per seat."""
    allm = [metrics(s, seat) for seat in range(s.n)]
    out: list[list[list[Any]]] = []
    for seat in range(s.n):
        lines: list[list[Any]] = []
        unsuccessful = 0
        for mid in sorted(s.hand[seat]):
            mis = DATA.missions[mid]
            if mis.kind == "secret":
                ok = secret_result(s, seat, mid, allm)
                lines.append(["new_eden.score.secret", mis.vp if ok else 0, mid])
                if not ok:
                    unsuccessful += 1
            else:
                unsuccessful += 1
        for cid in s.r_cards[seat]:
            p = DATA.cards[cid].power
            if not p or DATA.powers[p].timing != "end_game":
                continue
            eff = dict(DATA.powers[p].effect)
            pts = 0
            if "vp_per_unsuccessful_mission" in eff:
                pts = eff["vp_per_unsuccessful_mission"] * unsuccessful
            elif "vp_per_tinkerer" in eff:
                pts = eff["vp_per_tinkerer"] * allm[seat]["survivors.tinkerer"]
            elif "vp" in eff:
                pts = eff["vp"]
            lines.append(["new_eden.score.end_power", pts, cid])
        lines.append(["new_eden.score.binoculars", 2 if s.binoculars == seat else 0, ""])
        out.append(lines)
    return out


def final_log(seat: int, category: str, points: int, detail: str) -> Event | None:
    """The log line of one final score line: a secret mission scored or not, an END power, the
    Binoculars (said only for the seat holding them)."""
    if category == "new_eden.score.secret":
        if points:
            return log("new_eden.log.secret_scored", seat=seat, mission=name_key(detail), vp=points)
        return log("new_eden.log.secret_missed", seat=seat, mission=name_key(detail))
    if category == "new_eden.score.end_power":
        power = DATA.cards[detail].power or ""
        return log(
            "new_eden.log.end_power", seat=seat, card=name_key(detail), power=name_key(power), vp=points
        )
    if category == "new_eden.score.binoculars" and points:
        return log("new_eden.log.binoculars", seat=seat, vp=points)
    return None


def final_scoring(s: State, ev: list[Event]) -> None:
    s.phase = "over"
    s.stage = "over"
    s.actor = None
    ev.append(PhaseBegan(phase=FINAL_PHASE, round=s.season))
    for seat in range(s.n):
        for mid in sorted(s.hand[seat]):
            ev.append(Revealed(zone=f"seat:{seat}:missions", piece=mid))
    s.final = final_lines(s)
    for seat in range(s.n):
        for cat, pts, detail in s.final[seat]:
            line = final_log(seat, cat, pts, detail)
            if line is not None:
                ev.append(line)
            if pts:
                ev.append(Scored(seat=seat, points=pts, reason=cat, total=total(s, seat)))
    ev.append(GameEnded(winners=outcome(s).winners))


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
