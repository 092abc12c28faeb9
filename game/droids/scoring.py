"""End scoring (§13), House droid effects (§9), the automa's score (§14) and the outcome.

Valid at any moment (a running projection), final once the game is over. Card 36's type is the
declared one if declared, else the best for its owner (the spec's default for bots, §8.5).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from game.core.i18n import tr
from game.core.rules import Outcome, ScoreLine, ScoreSheet, outcome_from_sheets
from game.droids import data as D
from game.droids.cards import and_list, family_name
from game.droids.facts import adjacent_zones, beats_all, direct_opponents, held, is_automa, leaves
from game.droids.state import AUTOMA, State


def house_base(s: State, house: int) -> int:
    """Base RP of a house: option ``house_base_rp`` for 45–57; 58 keeps its printed value."""
    h = D.HOUSES[house]
    if h.key == "none":
        return h.rp_base
    return int(s.opts["house_base_rp"])


def house_points(s: State, seat: int, house: int, decl: str, lv: list[int]) -> int:
    """One house's line: base RP + effect points (§9)."""
    h = D.HOUSES[house]
    effect = HOUSE_EFFECTS.get(h.key)
    pts = effect(s, seat, h.params, decl, lv) if effect is not None else 0
    return house_base(s, house) + pts


# One function per house effect (data.json's ``key``): the seat's effect points, from the house's
# ``params``, card 36's declared family ``decl`` and the leaf values of every seat ``lv``.
HouseEffect = Callable[[State, int, Mapping[str, Any], str, list[int]], int]


def _family_count(s: State, seat: int, family: str) -> int:
    return sum(1 for c in s.collection[seat] if D.DROIDS[c].family == family)


def _rp_per_part_in_shed(s: State, seat: int, par: Mapping[str, Any], decl: str, lv: list[int]) -> int:
    return int(par["rp"] * sum(held(s, seat)))


def _family_count_thresholds(s: State, seat: int, par: Mapping[str, Any], decl: str, lv: list[int]) -> int:
    n = _family_count(s, seat, par["family"])
    return max([0, *(val for need, val in par["thresholds"] if n >= need)])


def _rp_per_family(s: State, seat: int, par: Mapping[str, Any], decl: str, lv: list[int]) -> int:
    n = _family_count(s, seat, par["family"])
    if par["family"] == "communication" and decl == "communication" and 36 in s.collection[seat]:
        n += 1
    return int(par["rp"] * n)


def _rp_per_cost_icon(s: State, seat: int, par: Mapping[str, Any], decl: str, lv: list[int]) -> int:
    fam = par["family"]
    coll = s.collection[seat]
    icons = sum(sum(D.DROIDS[c].cost) for c in coll if D.DROIDS[c].family == fam)
    if decl == fam and 36 in coll:
        icons += sum(D.DROIDS[36].cost)
    return int(par["rp"] * icons)


def _few_types_bonus(s: State, seat: int, par: Mapping[str, Any], decl: str, lv: list[int]) -> int:
    t = len(_families(s, seat, decl))
    if not 1 <= t <= 5:
        return 0
    table = {n: v for n, v in par["table"]}
    return int(table[max(t, min(table))])


def _rp_per_energy_in_shed(s: State, seat: int, par: Mapping[str, Any], decl: str, lv: list[int]) -> int:
    return int(par["rp"] * s.shed[seat][3])


def _all_types_bonus(s: State, seat: int, par: Mapping[str, Any], decl: str, lv: list[int]) -> int:
    return int(par["rp"]) if len(_families(s, seat, decl)) == len(D.FAMILIES) else 0


def _rp_per_shed_extension(s: State, seat: int, par: Mapping[str, Any], decl: str, lv: list[int]) -> int:
    return int(par["rp"] * sum(s.ext[seat]))


def _leaf_majority_bonus(s: State, seat: int, par: Mapping[str, Any], decl: str, lv: list[int]) -> int:
    return int(par["rp"]) if beats_all(s, seat, lv) else 0


def _house_count_bonus(s: State, seat: int, par: Mapping[str, Any], decl: str, lv: list[int]) -> int:
    return int(par["rp"]) if len(s.built[seat]) >= par["min_houses"] else 0


def _rp_per_full_part_set(s: State, seat: int, par: Mapping[str, Any], decl: str, lv: list[int]) -> int:
    return int(par["rp"] * min(held(s, seat)))


HOUSE_EFFECTS: dict[str, HouseEffect] = {
    "rp_per_part_in_shed": _rp_per_part_in_shed,
    "family_count_thresholds": _family_count_thresholds,
    "rp_per_family": _rp_per_family,
    "rp_per_cost_icon_of_family": _rp_per_cost_icon,
    "few_types_bonus": _few_types_bonus,
    "rp_per_energy_in_shed": _rp_per_energy_in_shed,
    "all_types_bonus": _all_types_bonus,
    "rp_per_shed_extension": _rp_per_shed_extension,
    "leaf_majority_bonus": _leaf_majority_bonus,
    "house_count_bonus": _house_count_bonus,
    "rp_per_full_part_set": _rp_per_full_part_set,
}


def _families(s: State, seat: int, decl: str) -> set[str]:
    fams = {D.DROIDS[c].family for c in s.collection[seat]}
    if decl and 36 in s.collection[seat]:
        fams.add(decl)
    return fams


def declaration(s: State, seat: int, lv: list[int]) -> str:
    """Card 36's type: the declared one, else the best for the seat (ties: the listed order)."""
    if 36 not in s.collection[seat]:
        return ""
    if s.declared[seat]:
        return s.declared[seat]
    best, best_v = D.DECLARABLE[0], -1
    for fam in D.DECLARABLE:
        v = sum(house_points(s, seat, h, fam, lv) for h in s.built[seat])
        if v > best_v:
            best, best_v = fam, v
    return best


def comm_in_piles(s: State, seat: int) -> int:
    """Communication droids in the discard piles that count for a seat (§8.6)."""
    return sum(
        1
        for z in adjacent_zones(s.players, seat)
        for c in s.discard[z]
        if D.DROIDS[c].family == "communication"
    )


def _majority(s: State, seat: int, values: list[int], rp: int) -> int:
    if s.players == 3 and s.opts["three_player_majority"] == "per_opponent_bonus":
        return rp * sum(1 for o in direct_opponents(3, seat) if values[seat] > values[o])
    return rp if beats_all(s, seat, values) else 0


def lines(
    s: State, seat: int, lv: list[int] | None = None, parts: list[int] | None = None
) -> list[ScoreLine]:
    """The score lines of one seat (automa included, with its halving, in solo)."""
    if lv is None:
        lv = [leaves(s, i) for i in range(s.nseats)]
    coll = s.collection[seat]
    if is_automa(s, seat):
        diff = s.opts["solo_difficulty"]
        halved = () if diff == "hard" else ("water",) if diff == "normal" else ("water", "harvest")
        rp = 0
        for fam in D.FAMILIES:
            part = sum(D.DROIDS[c].rp for c in coll if D.DROIDS[c].family == fam)
            rp += part // 2 if fam in halved else part
        detail = (
            tr("droids.detail_halved", families=and_list([family_name(f) for f in halved])) if halved else ""
        )
    else:
        rp = sum(D.DROIDS[c].rp for c in coll)
        detail = ""
    out = [ScoreLine("droids.line_droids", rp, detail)]
    ncomm = sum(1 for c in coll if D.DROIDS[c].family == "communication")
    out.append(ScoreLine("droids.line_communication", ncomm * comm_in_piles(s, seat) * D.COMM_BONUS))
    decl = declaration(s, seat, lv)
    for h in s.built[seat]:
        out.append(ScoreLine(f"droids.line_house_{h}", house_points(s, seat, h, decl, lv)))
    if s.players == 1:
        parts_pts = 0
    else:
        if parts is None:
            parts = [sum(held(s, i)) for i in range(s.nseats)]
        parts_pts = _majority(s, seat, parts, D.PARTS_MAJORITY)
    out.append(ScoreLine("droids.line_parts_majority", parts_pts))
    out.append(ScoreLine("droids.line_leaves_majority", _majority(s, seat, lv, D.LEAVES_MAJORITY)))
    return out


def totals(s: State) -> list[int]:
    lv = [leaves(s, i) for i in range(s.nseats)]
    parts = [sum(held(s, i)) for i in range(s.nseats)]
    return [sum(ln.points for ln in lines(s, i, lv, parts)) for i in range(s.nseats)]


def sheets(s: State) -> list[ScoreSheet]:
    """One sheet per real seat (seat 0 only in solo; see ``automa_sheet``).

    Solo sheets carry no tie-break: against the automa a tie is a draw and parts held do not count
    (§14, §15 #34), so the two sheets of a tied game rank level.
    """
    if s.players == 1:
        return [ScoreSheet.build(0, lines(s, 0))]
    lv = [leaves(s, i) for i in range(s.nseats)]
    parts = [sum(held(s, i)) for i in range(s.nseats)]
    all_lines = [lines(s, i, lv, parts) for i in range(s.players)]
    tot = [sum(ln.points for ln in x) for x in all_lines]
    out = []
    for i in range(s.players):
        if s.players == 4:
            mate = i ^ 1
            team = (min(tot[i], tot[mate]), tot[i] + tot[mate])
            out.append(
                ScoreSheet.build(
                    i, all_lines[i], team, ("droids.tb_team_score", "droids.tb_team_total"), team=i // 2
                )
            )
        else:
            out.append(ScoreSheet.build(i, all_lines[i], (sum(held(s, i)),), ("droids.tb_parts",)))
    return out


def automa_sheet(s: State) -> ScoreSheet:
    """The automa's itemised score in solo (seat 1)."""
    return ScoreSheet.build(AUTOMA, lines(s, AUTOMA))


def outcome(s: State) -> Outcome:
    """Solo: winners (0,) only when the human has strictly more RP; a tie is a draw (§14): no
    winner, decided by ``droids.solo_draw`` (not the automa's win, ``automa``).

    4 players: the higher team score (lower member) wins; then the team total; else all share.
    Otherwise the highest total, then parts held, else a shared win (§13).
    """
    if s.players == 1:
        mine = sum(ln.points for ln in lines(s, 0))
        auto = sum(ln.points for ln in lines(s, AUTOMA))
        if mine == auto:
            return Outcome((), "droids.solo_draw")
        return Outcome((0,) if mine > auto else (), "automa")
    sh = sheets(s)
    if s.players == 4:
        return team_outcome([x.total for x in sh])
    return outcome_from_sheets(sh)


def team_outcome(tot: list[int]) -> Outcome:
    """4 players (§13): team score = lower member; then team total; else all four share."""
    teams = [(min(tot[0], tot[1]), tot[0] + tot[1]), (min(tot[2], tot[3]), tot[2] + tot[3])]
    if teams[0][0] != teams[1][0]:
        w = 0 if teams[0][0] > teams[1][0] else 1
        return Outcome((2 * w, 2 * w + 1), "droids.tb_team_score")
    if teams[0][1] != teams[1][1]:
        w = 0 if teams[0][1] > teams[1][1] else 1
        return Outcome((2 * w, 2 * w + 1), "droids.tb_team_total")
    return Outcome((0, 1, 2, 3), "shared")
