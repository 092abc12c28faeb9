"""What the seat to act is deciding, and why a piece cannot be used now, in the game's words.

``prompt(view)`` names the pending decision of spec §16 (D1-D13, one message key each, with the
numbers that matter) or the end of the game; ``blocked(view)`` lists the pieces and places the
seat to act would reasonably try but cannot use for that decision, each with its reason. Both read
the view only (the viewer's own hand and Bridge draw are in it; nobody else's), and ``blocked`` is
empty unless the view is the acting seat's own: another seat's view must not explain a hidden hand.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from game.core.i18n import tr
from game.core.rules import Blocked, Prompt, ScoreLine, ScoreSheet, outcome_from_sheets
from game.new_eden.data import DATA
from game.new_eden.state import CARD_POWER, FACES, LOCATIONS, TYPES
from game.new_eden.strings import kind_key, location_key, name_key
from game.new_eden.view import View, die_id


def _p(key: str, **params: Any) -> Prompt:
    return Prompt("new_eden.prompt." + key, params)


def _why(key: str, **params: Any) -> Prompt:
    return Prompt("new_eden.blocked." + key, params)


def _owns(v: View, seat: int, power: str) -> bool:
    return any(CARD_POWER.get(c) == power for c in v.seats[seat].r_cards)


def _present(v: View) -> list[tuple[str, str, int]]:
    """(location, face, count) of the dice on the board, in the order of the legal actions."""
    return [
        (loc, FACES[f], c)
        for loc, counts in zip(LOCATIONS, v.dice, strict=True)
        for f, c in enumerate(counts)
        if c
    ]


# ------------------------------------------------------------------------------------------
# the prompt, one function per pending decision (stage); ``a`` is the seat to act


def _swap_second(v: View, a: int) -> Prompt:
    loc, face = v.swap_from or ("", "")
    return _p("swap_second", seat=a, location=location_key(loc), face=kind_key(face))


def _take_die(v: View, a: int) -> Prompt:
    slots = int(DATA.setup[v.players]["dice_per_player_per_season"])
    return _p("take_die", seat=a, n=slots - v.seats[a].taken)


def _flip_event(v: View, a: int) -> Prompt:
    key = "flip_event_heroine" if v.heroine is None else "flip_event"
    return _p(key, seat=a, n=sum(1 for up in v.tower_up if up))


def _take_item(v: View, a: int) -> Prompt:
    n = len(v.center_eq) + (v.bat is None) + (v.binoculars is None)
    return _p("take_item", seat=a, n=n)


def _wilds(v: View, a: int) -> Prompt:
    t = TYPES[v.ctype]
    sv = v.seats[a]
    base = sv.bd_dice[FACES.index(t)] + sv.waiting.count(t)
    dice = sv.bd_dice[FACES.index("wild")]
    jacks = sv.waiting.count("jack")
    common = {"seat": a, "building_type": kind_key(t), "base": base}
    if dice and jacks:
        return _p("wilds_both", dice=dice, jacks=jacks, **common)
    if dice:
        return _p("wilds_dice", n=dice, **common)
    return _p("wilds_jacks", n=jacks, **common)


def _building(v: View, a: int) -> Prompt:
    t = TYPES[v.ctype]
    decl = v.seats[a].decl or (0,)
    common = {
        "seat": a,
        "building_type": kind_key(t),
        "strength": sum(decl),
        "place": f"new_eden.place.{min(4, v.rank_i + 1)}",
    }
    n = len(v.row(t))
    salvage = _owns(v, a, "TP06") and v.deck_count(t) > 0
    if not n:
        return _p("building_deck", **common)
    return _p("building_salvage" if salvage else "building", n=n, **common)


def _window(v: View, a: int) -> Prompt:
    final = "final_window" if v.phase == "final_window" else "window"
    if v.seat != a:  # another seat's hand: say nothing about what it holds
        return _p(final + "_any", seat=a)
    n = len(v.completable)
    return _p(final, seat=a, n=n) if n else _p(final + "_none", seat=a)


def _pay(v: View, a: int) -> Prompt:
    sv = v.seats[a]
    need = sv.band[2]
    farmers = sv.metric("survivors.farmer")
    return _p(
        "pay",
        seat=a,
        population=sv.population,
        need=need,
        farmers=farmers,
        n=need - farmers,
        cans=sv.cans,
        vp=sv.band[3],
    )


PROMPTS: dict[str, Callable[[View, int], Prompt]] = {
    "token": lambda v, a: _p("opening_token", seat=a, n=len(v.starting_pool)),
    "mission": lambda v, a: _p("opening_mission", seat=a, n=v.seats[a].hand_size),
    "swap1": lambda v, a: _p("swap_first", seat=a),
    "swap2": _swap_second,
    "take": _take_die,
    "second": lambda v, a: _p("second_die", seat=a, location=location_key(v.first_loc or "")),
    "tower": _flip_event,
    "city": _take_item,
    "bridge": lambda v, a: _p("keep_bridge", seat=a, n=v.bkeeps, drawn=v.bdraw_size),
    "station": lambda v, a: _p("take_token", seat=a, n=len(v.station)),
    "wilds": _wilds,
    "building": _building,
    "window": _window,
    "pay": _pay,
}


def prompt(v: View) -> Prompt:
    """The decision of the seat to act (spec §16), or the game's end."""
    a = v.to_act
    if a is None:
        return _over(v)
    ask = PROMPTS.get(v.stage)
    if ask is None:
        raise ValueError(f"no decision is pending at stage {v.stage!r}")
    return ask(v, a)


def _over(v: View) -> Prompt:
    sheets = [
        ScoreSheet.build(k, [ScoreLine("total", sv.score())], (sv.population,))
        for k, sv in enumerate(v.seats)
    ]
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


def _hand(v: View, a: int) -> list[Blocked]:
    """The seat's own held missions it cannot use in this decision."""
    st = v.stage
    sv = v.seats[a]
    if st == "mission":
        return []
    zone = f"seat:{a}:missions"
    ready = set(v.completable) if st == "window" else set()
    out = []
    for mid in sv.hand:
        mission = DATA.missions[mid]
        if mission.kind == "secret":
            out.append(Blocked(zone, _why("secret_mission"), mid))
        elif st != "window":
            out.append(Blocked(zone, _why("mission_later"), mid))
        elif mid not in ready:
            out.append(Blocked(zone, mission_needs(mid, dict(sv.metrics)), mid))
    return out


def _dice(loc: str, face: str, count: int, reason: Prompt) -> list[Blocked]:
    return [Blocked(f"location:{loc}", reason, die_id(loc, face, i)) for i in range(count)]


def _rows_later(v: View) -> list[Blocked]:
    return [Blocked(f"row:{t}", _why("claim_later")) for t, row in zip(TYPES, v.brow, strict=True) if row]


def _not_second(v: View, a: int) -> list[Blocked]:
    """The second die of a turn: not from the first die's location."""
    loc = v.first_loc or ""
    reason = _why("same_location", location=location_key(loc))
    out = _rows_later(v)
    for where, face, c in _present(v):
        if where == loc:
            out += _dice(where, face, c, reason)
    return out


def _not_swap_first(v: View, a: int) -> list[Blocked]:
    """The first Switchman die needs a partner at another location with another face."""
    present = _present(v)
    out = []
    for loc, face, c in present:
        if not any(l2 != loc and f2 != face for l2, f2, _ in present):
            out += _dice(loc, face, c, _why("no_swap_partner"))
    return out


def _not_swap_second(v: View, a: int) -> list[Blocked]:
    l1, f1 = v.swap_from or ("", "")
    out = []
    for loc, face, c in _present(v):
        if loc == l1:
            out += _dice(loc, face, c, _why("swap_same_location"))
        elif face == f1:
            out += _dice(loc, face, c, _why("swap_same_face", face=kind_key(f1)))
    return out


def _not_flipped(v: View, a: int) -> list[Blocked]:
    return [
        Blocked("tower:events", _why("event_down", tile=name_key(tile)), tile)
        for tile, up in zip(v.tower, v.tower_up, strict=True)
        if not up
    ]


def _items_held(v: View, a: int) -> list[Blocked]:
    out = []
    for item, holder in (("bat", v.bat), ("binoculars", v.binoculars)):
        if holder is not None:
            out.append(Blocked(f"seat:{holder}:items", _why(f"held_{item}", seat=holder), item))
    return out


def _declare_first(v: View, a: int) -> list[Blocked]:
    t = TYPES[v.ctype]
    return [Blocked(f"row:{t}", _why("claim_after_declaring"))] if v.row(t) else []


def _other_rows(v: View, a: int) -> list[Blocked]:
    t = TYPES[v.ctype]
    out = [
        Blocked(f"row:{other}", _why("other_type", building_type=kind_key(t)))
        for other, row in zip(TYPES, v.brow, strict=True)
        if other != t and row
    ]
    if v.deck_count(t) and not _owns(v, a, "TP06"):
        out.append(Blocked(f"deck:building:{t}", _why("no_salvage"), f"deck:{t}"))
    return out


BLOCKED: dict[str, Callable[[View, int], list[Blocked]]] = {
    "take": lambda v, a: _rows_later(v),
    "second": _not_second,
    "swap1": _not_swap_first,
    "swap2": _not_swap_second,
    "tower": _not_flipped,
    "city": _items_held,
    "wilds": _declare_first,
    "building": _other_rows,
}


def blocked(v: View) -> tuple[Blocked, ...]:
    """Pieces the seat to act might try for its decision but cannot use now, with the reason."""
    a = v.to_act
    if a is None or v.seat != a:
        return ()
    out = _hand(v, a)
    why = BLOCKED.get(v.stage)
    if why is not None:
        out += why(v, a)
    return tuple(out)
