"""What the seat to act is deciding, and why a piece cannot be used now, in the game's words.

``prompt(view)`` names the pending decision of spec §16 (D1-D13, one message key each, with the
numbers that matter) or the end of the game; ``blocked(view)`` lists the pieces and places the
seat to act would reasonably try but cannot use for that decision, each with its reason. Both read
the view only (the viewer's own hand and Bridge draw are in it; nobody else's), and ``blocked`` is
empty unless the view is the acting seat's own: another seat's view must not explain a hidden hand.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.i18n import tr
from game.core.rules import Blocked, Prompt, ScoreLine, ScoreSheet, outcome_from_sheets
from game.new_eden.data import DATA
from game.new_eden.state import CARD_POWER, FACES, LOCATIONS, TYPES
from game.new_eden.strings import kind_key, location_key, name_key
from game.new_eden.view import NewEdenView, die_id


def _p(key: str, **params: Any) -> Prompt:
    return Prompt("new_eden.prompt." + key, params)


def _why(key: str, **params: Any) -> Prompt:
    return Prompt("new_eden.blocked." + key, params)


def _owns(d: Mapping[str, Any], seat: int, power: str) -> bool:
    return any(CARD_POWER.get(c) == power for c in d["r_cards"][seat])


def _count(x: Any) -> int:
    """A hidden list is a count in another seat's view."""
    return x if isinstance(x, int) else len(x)


def _present(d: Mapping[str, Any]) -> list[tuple[str, str, int]]:
    """(location, face, count) of the dice on the board, in the order of the legal actions."""
    return [(loc, FACES[f], c) for loc in LOCATIONS for f, c in enumerate(d["dice"][loc]) if c]


# ------------------------------------------------------------------------------------------
# the prompt


def prompt(v: NewEdenView) -> Prompt:
    """The decision of the seat to act (spec §16), or the game's end."""
    d = v.state()
    a = v.to_act
    if a is None:
        return _over(d)
    st = d["stage"]
    if st == "token":
        return _p("opening_token", seat=a, n=len(d["starting_pool"]))
    if st == "mission":
        return _p("opening_mission", seat=a, n=_count(d["hand"][a]))
    if st == "swap1":
        return _p("swap_first", seat=a)
    if st == "swap2":
        loc, face = d["swap_from"]
        return _p("swap_second", seat=a, location=location_key(loc), face=kind_key(face))
    if st == "take":
        slots = int(DATA.setup[d["n"]]["dice_per_player_per_season"])
        return _p("take_die", seat=a, n=slots - d["taken"][a])
    if st == "second":
        return _p("second_die", seat=a, location=location_key(d["first_loc"]))
    if st == "tower":
        key = "flip_event_heroine" if d["heroine"] is None else "flip_event"
        return _p(key, seat=a, n=sum(1 for up in d["tower_up"] if up))
    if st == "city":
        n = len(d["center_eq"]) + (d["bat"] is None) + (d["binoculars"] is None)
        return _p("take_item", seat=a, n=n)
    if st == "bridge":
        return _p("keep_bridge", seat=a, n=d["bkeeps"], drawn=_count(d["bdraw"]))
    if st == "station":
        return _p("take_token", seat=a, n=len(d["station"]))
    if st == "wilds":
        t = TYPES[d["ctype"]]
        fi = FACES.index(t)
        base = d["bd_dice"][a][fi] + d["waiting"][a].count(t)
        dice = d["bd_dice"][a][FACES.index("wild")]
        jacks = d["waiting"][a].count("jack")
        common = {"seat": a, "building_type": kind_key(t), "base": base}
        if dice and jacks:
            return _p("wilds_both", dice=dice, jacks=jacks, **common)
        if dice:
            return _p("wilds_dice", n=dice, **common)
        return _p("wilds_jacks", n=jacks, **common)
    if st == "building":
        t = TYPES[d["ctype"]]
        decl = d["decl"][a] or [0]
        common = {
            "seat": a,
            "building_type": kind_key(t),
            "strength": sum(decl),
            "place": f"new_eden.place.{min(4, d['rank_i'] + 1)}",
        }
        n = len(d["brow"][t])
        salvage = _owns(d, a, "TP06") and d["bdeck"][t] > 0
        if not n:
            return _p("building_deck", **common)
        return _p("building_salvage" if salvage else "building", n=n, **common)
    if st == "window":
        final = "final_window" if d["phase"] == "final_window" else "window"
        if v.viewer != a:  # another seat's hand: say nothing about what it holds
            return _p(final + "_any", seat=a)
        n = len(d["completable"])
        return _p(final, seat=a, n=n) if n else _p(final + "_none", seat=a)
    if st == "pay":
        m = d["metrics"][a]
        need = int(d["band"][a][2])
        farmers = m["survivors.farmer"]
        return _p(
            "pay",
            seat=a,
            population=d["population"][a],
            need=need,
            farmers=farmers,
            n=need - farmers,
            cans=d["cans"][a],
            vp=d["band"][a][3],
        )
    raise ValueError(f"no decision is pending at stage {st!r}")


def _over(d: Mapping[str, Any]) -> Prompt:
    n = d["n"]
    sheets = []
    for k in range(n):
        total = sum(d["ev_vp"][k]) + sum(d["feed_vp"][k]) + sum(int(ln[1]) for ln in d["final"][k])
        sheets.append(ScoreSheet.build(k, [ScoreLine("total", total)], (d["population"][k],)))
    out = outcome_from_sheets(sheets)
    points = max(sh.total for sh in sheets)
    if len(out.winners) == 1:
        return _p("over_winner", winner=out.winners[0], points=points)
    return _p("over_shared", points=points)


# ------------------------------------------------------------------------------------------
# why not


def _join(parts: list[str]) -> str:
    if not parts:
        return ""
    text = parts[-1]
    if len(parts) > 1:
        text = tr("new_eden.list.two", a=parts[-2], b=text)
        for p in reversed(parts[:-2]):
            text = tr("new_eden.list.more", a=p, b=text)
    return text


def _count_words(metric: str, n: int) -> str:
    """``survivors.brawler`` 3 -> "3 brawlers" (``survivors.total`` -> survivors)."""
    what = metric.split(".", 1)[1]
    return tr("new_eden.count." + ("survivor" if what == "total" else what), n=n)


def mission_needs(mid: str, m: Mapping[str, int]) -> Prompt:
    """Why a held new-building mission cannot be completed: its unmet requirements and the counts."""
    short = [(k, v) for k, v in DATA.missions[mid].requirement if m.get(k, 0) < v]
    return _why(
        "mission_needs",
        mission=name_key(mid),
        needs=_join([_count_words(k, v) for k, v in short]),
        have=_join([_count_words(k, m.get(k, 0)) for k, _ in short]),
    )


def _hand(d: Mapping[str, Any], a: int, st: str) -> list[Blocked]:
    """The seat's own held missions it cannot use in this decision."""
    hand = d["hand"][a]
    if st == "mission" or not isinstance(hand, list):
        return []
    zone = f"seat:{a}:missions"
    ready = set(d["completable"]) if st == "window" else set()
    out = []
    for mid in hand:
        mission = DATA.missions[mid]
        if mission.kind == "secret":
            out.append(Blocked(zone, _why("secret_mission"), mid))
        elif st != "window":
            out.append(Blocked(zone, _why("mission_later"), mid))
        elif mid not in ready:
            out.append(Blocked(zone, mission_needs(mid, d["metrics"][a]), mid))
    return out


def _dice(loc: str, face: str, count: int, reason: Prompt) -> list[Blocked]:
    return [Blocked(f"location:{loc}", reason, die_id(loc, face, i)) for i in range(count)]


def blocked(v: NewEdenView) -> tuple[Blocked, ...]:
    """Pieces the seat to act might try for its decision but cannot use now, with the reason."""
    a = v.to_act
    if a is None or v.viewer != a:
        return ()
    d = v.state()
    st = d["stage"]
    out = _hand(d, a, st)
    if st in ("take", "second"):
        out += [Blocked(f"row:{t}", _why("claim_later")) for t in TYPES if d["brow"][t]]
    if st == "second":
        loc = d["first_loc"]
        reason = _why("same_location", location=location_key(loc))
        for where, face, c in _present(d):
            if where == loc:
                out += _dice(where, face, c, reason)
    elif st == "swap1":
        present = _present(d)
        for loc, face, c in present:
            if not any(l2 != loc and f2 != face for l2, f2, _ in present):
                out += _dice(loc, face, c, _why("no_swap_partner"))
    elif st == "swap2":
        l1, f1 = d["swap_from"]
        for loc, face, c in _present(d):
            if loc == l1:
                out += _dice(loc, face, c, _why("swap_same_location"))
            elif face == f1:
                out += _dice(loc, face, c, _why("swap_same_face", face=kind_key(f1)))
    elif st == "tower":
        for tile, up in zip(d["tower"], d["tower_up"], strict=True):
            if not up:
                out.append(Blocked("tower:events", _why("event_down", tile=name_key(tile)), tile))
    elif st == "city":
        for item in ("bat", "binoculars"):
            holder = d[item]
            if holder is not None:
                out.append(Blocked(f"seat:{holder}:items", _why(f"held_{item}", seat=holder), item))
    elif st == "wilds":
        t = TYPES[d["ctype"]]
        if d["brow"][t]:
            out.append(Blocked(f"row:{t}", _why("claim_after_declaring")))
    elif st == "building":
        t = TYPES[d["ctype"]]
        for other in TYPES:
            if other != t and d["brow"][other]:
                out.append(Blocked(f"row:{other}", _why("other_type", building_type=kind_key(t))))
        if d["bdeck"][t] and not _owns(d, a, "TP06"):
            out.append(Blocked(f"deck:building:{t}", _why("no_salvage"), f"deck:{t}"))
    return tuple(out)
