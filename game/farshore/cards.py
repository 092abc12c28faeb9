"""What the table shows of Farshore pieces, and readable names for the log and action labels.

``card_info(face)`` describes every face ``view.zones`` can produce (cards, the card back, wind
tiles, islands open and closed, map tiles, tokens, workers, boats, track and season markers) for
``scenes/table/pieces.py``: ``name``, ``family`` (colour band and caption: production, governance,
traveller, destination, prosperity, island, map, wind, token), ``cost`` (always empty: no face
prints a total), ``cost_parts`` (the cost by resource, one (resource, n) chip
each; ``part:<resource>`` gives a chip's colour), ``cost_text`` (the cost in words), ``points`` (the big number),
``text`` (the effect in our own words, composed from the data's op lists; the cost in words follows
on its own line) and ``colour`` (the band, in the Farshore palette of ART.md), plus ``icon`` for
faces without a number.

``present(events)`` and ``label(info)`` turn ids in log and label parameters (``grove``,
``location:docks``, ``mushroom:2``) into message keys or short phrases so ``tr`` shows names.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from game.core.i18n import Msg, MsgList, has, msg, msg_list, tr
from game.core.messages import Event, Logged
from game.core.rules import ActionInfo
from game.farshore.data import DATA, RES, Card

# ---------------------------------------------------------------------------------- palette (ART.md)
SEA = (0x1B, 0x4F, 0x72)
SHALLOWS = (0x5D, 0xAD, 0xE2)
SAND = (0xE8, 0xD5, 0xA3)
LIGHTHOUSE_RED = (0xC0, 0x39, 0x2B)
TYPE_COLOURS: dict[str, tuple[int, int, int]] = {
    "production": (0x4E, 0x8F, 0x3E),  # green
    "governance": (0x2F, 0x6D, 0xA8),  # blue
    "traveler": (0xB8, 0x9A, 0x6A),  # tan
    "destination": LIGHTHOUSE_RED,  # red
    "prosperity": (0x7D, 0x4E, 0x9A),  # purple
}
FAMILY = {"traveler": "traveller"}  # the caption/colour key scenes/table/pieces.py knows
RES_COLOURS: dict[str, tuple[int, int, int]] = {
    "driftwood": (0x9A, 0x6B, 0x3F),
    "seaweed": (0x3E, 0x7D, 0x4A),
    "seastone": (0x5D, 0xAD, 0xE2),
    "mushroom": (0xC9, 0x8B, 0x6B),
}
BASIC3 = ("driftwood", "seaweed", "seastone")
RES_ICON: dict[str, dict[str, str]] = {
    "driftwood": {},
    "seaweed": {"icon": "leaf"},
    "seastone": {"icon": "gem"},
    "mushroom": {},
}


def _t(key: str, **params: Any) -> str:
    """A phrase from the catalogue (the English one when the game is not registered yet)."""
    if has(key):
        return tr(key, **params)
    from game.farshore.strings import EN  # noqa: PLC0415 - only before registration (tests)

    return EN[key].format(**params)


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


# ---------------------------------------------------------------------------------- amounts
def amount(res: str, n: int) -> str:
    """ "2 mushrooms", "1 seastone", "3 treasure"."""
    return _t(f"farshore.amt.{res}" + (".one" if n == 1 else ".many"), n=n)


def amount_msg(res: str, n: int) -> Msg:
    """``amount`` as a message parameter (rendered when shown, in the language of that moment)."""
    return msg(f"farshore.amt.{res}" + (".one" if n == 1 else ".many"), n=n)


def amounts_msg(pairs: Iterable[tuple[str, int]]) -> MsgList:
    """ "2 mushrooms and 1 seastone" as a message parameter (no items: renders as "")."""
    return msg_list([amount_msg(r, n) for r, n in pairs if n], "farshore.fx.and")


def amounts(pairs: Iterable[tuple[str, int]]) -> str:
    parts = [amount(r, n) for r, n in pairs if n]
    return join_and(parts)


def join_and(parts: Sequence[str], word: str = "farshore.fx.and") -> str:
    parts = list(parts)
    if not parts:
        return ""
    if len(parts) == 1:
        return parts[0]
    return _t(word, first=tr("core.list_sep").join(parts[:-1]), last=parts[-1])


def _sentences(first: str, second: str) -> str:
    """Two sentences one after the other: a space between them, none after Chinese (which sets none)."""
    if not first:
        return second
    return first + ("" if "\u2e80" <= first[-1] <= "\uffef" else " ") + second


def cost_pairs(c: Card) -> list[tuple[str, int]]:
    return [(r, n) for r, n in zip(RES, c.cost, strict=True) if n]


SEASONS = ("winter", "spring", "summer", "autumn")
LOCATION_IDS = frozenset(s.id for s in DATA.locations)


def source_key(by: str) -> str:
    """The name key of what asked for a decision or moved a boat: a card, a board location, an
    island or a season ("" when unknown)."""
    if by in DATA.cards:
        return f"farshore.card.{by}"
    if by in LOCATION_IDS:
        return f"farshore.location.{by}"
    if by in DATA.islands:
        return f"farshore.island.{by}"
    if by in SEASONS:
        return f"farshore.season.{by}"
    return ""


def card_name(cid: str) -> str:
    return _t(f"farshore.card.{cid}") if has(f"farshore.card.{cid}") or cid in DATA.cards else cid


# ---------------------------------------------------------------------------------- ops -> words
def _choice(count: int, options: Sequence[str]) -> str:
    if set(options) == set(RES):
        return _t("farshore.fx.gain_any.one" if count == 1 else "farshore.fx.gain_any.many", n=count)
    names = [_t(f"farshore.rn.{r}") for r in options]
    return _t("farshore.fx.gain_one_of", n=count, what=join_and(names, "farshore.fx.or"))


def _filter(f: Mapping[str, Any]) -> str:
    """A card or spot filter in words: "construction", "critter", "tan card", "card from the Bay"."""
    if "location_group" in f:
        groups = [_t(f"farshore.fx.group.{g}") for g in f["location_group"]]
        return join_and(groups, "farshore.fx.or")
    if "source" in f:
        return _t(f"farshore.fx.from_{f['source']}")
    t = f.get("type")
    if isinstance(t, list):
        return _t(
            "farshore.fx.card_of", what=join_and([_t(f"farshore.colour.{x}") for x in t], "farshore.fx.or")
        )
    if "rarity" in f and "kind" in f and not t:  # one word pair, so a language can write it as one
        return _t(f"farshore.fx.tag.{f['rarity']}_{f['kind']}")
    words = []
    if "rarity" in f:
        words.append(_t(f"farshore.fx.{f['rarity']}"))
    if t:
        return _t("farshore.fx.card_of", what=_t(f"farshore.colour.{t}"))
    if "kind" in f:
        words.append(_t(f"farshore.fx.{f['kind']}"))
    return " ".join(words)


def op_text(op: Mapping[str, Any]) -> str:
    """One op in words (lower case, no full stop)."""
    k = op["op"]
    if k == "gain":
        return _t("farshore.fx.gain", what=amounts(op["res"].items()))
    if k == "gain_choice":
        return _choice(op["count"], op["from"])
    if k in ("draw", "shells", "treasure", "discard_exact"):
        n = op["count"]
        return _t(f"farshore.fx.{k}." + ("one" if n == 1 else "many"), n=n)
    if k == "move_boat":
        n = op["spaces"]
        return _t("farshore.fx.sail." + ("one" if n == 1 else "many"), n=n)
    if k == "choose_one":
        opts = [ops_text(o) for o in op["options"]]
        stores = [o for o in op["options"] if o and o[0]["op"] == "store"]
        if len(stores) > 1:
            what = join_and([amounts(o[0]["res"].items()) for o in stores], "farshore.fx.or")
            rest = [ops_text(o) for o in op["options"] if o not in stores]
            opts = [_t("farshore.fx.store", what=what), *rest]
        return _t("farshore.fx.choose_one", what=_t("farshore.fx.or_sep").join(opts))
    if k == "store":
        return _t("farshore.fx.store", what=amounts(op["res"].items()))
    if k == "discard_up_to":
        lo, hi = op.get("min", 0), op["max"]
        head = _t("farshore.fx.discard_range", lo=lo, hi=hi) if lo else _t("farshore.fx.discard_up_to", hi=hi)
        if op.get("per_card"):
            return _t("farshore.fx.per_card", head=head, what=ops_text(op["per_card"]))
        if op.get("per_n_cards"):
            pn = op["per_n_cards"]
            return _t("farshore.fx.per_n", head=head, what=ops_text(pn["do"]), n=pn["n"])
        return head
    if k == "play_card":
        src = "_".join(op["from"])
        return _t(f"farshore.fx.play_card.{src}", n=op["discount"].get("any", 0))
    if k == "draw_to_limit":
        return _t("farshore.fx.draw_to_limit." + ("bay" if "bay" in op["from"] else "deck"))
    if k == "if":
        cond = op["cond"]
        return _t("farshore.fx.if_city_has", card=card_name(cond["city_has"]), what=ops_text(op["then"]))
    if k == "optional_pay":
        n = op["pay"].get("any_basic", 0)
        return _t("farshore.fx.optional_pay", n=n, what=ops_text(op["then"]))
    if k == "reveal_and_play":
        return _t("farshore.fx.reveal_and_play", n=op["reveal"], max=op["max_points"])
    if k == "catch_up":
        return _t("farshore.fx.catch_up", n=op["max_spaces"])
    if k == "claim_map":
        slack = op.get("slack", {})
        if slack.get("cards") or slack.get("boat_spaces"):
            return _t("farshore.fx.claim_map_easier", cards=slack.get("cards", 0))
        return _t("farshore.fx.claim_map")
    if k == "take_cards":
        src = "bay" if list(op["from"]) == ["bay"] else "bay_deck"
        return _t(f"farshore.fx.take_cards.{src}", n=op["count"])
    if k == "copy_production":
        names = [card_name(c) for c in op.get("exclude", ()) if c != "sea_chip"]
        return _t("farshore.fx.copy_production", cards=join_and(names, "farshore.fx.or"))
    return _t(f"farshore.fx.{k}", **{a: b for a, b in op.items() if a != "op"})


GAINS = ("gain", "treasure", "shells")


def _merge_gains(ops: Iterable[Mapping[str, Any]]) -> list[Mapping[str, Any]]:
    """Adjacent gain/treasure/shells ops as one gain (so it reads "gain 1 treasure and 1 driftwood")."""
    out: list[Mapping[str, Any]] = []
    for op in ops:
        if op["op"] in GAINS and out and out[-1]["op"] == "_gains":
            out[-1]["items"].append(op)  # type: ignore[index]
        elif op["op"] in GAINS:
            out.append({"op": "_gains", "items": [op]})
        else:
            out.append(op)
    return [o["items"][0] if o["op"] == "_gains" and len(o["items"]) == 1 else o for o in out]


def _gains_text(items: Sequence[Mapping[str, Any]]) -> str:
    pairs: list[tuple[str, int]] = []
    for op in items:
        if op["op"] == "gain":
            pairs.extend(op["res"].items())
        else:
            pairs.append(("treasure" if op["op"] == "treasure" else "shell", op["count"]))
    return _t("farshore.fx.gain", what=amounts(pairs))


def ops_text(ops: Iterable[Mapping[str, Any]]) -> str:
    """An op list in words: "gain 1 seaweed and draw 1 card"; a condition follows after a semicolon."""
    merged = _merge_gains(ops)
    parts = [
        _gains_text(op["items"]) if op["op"] == "_gains" else op_text(op) for op in merged if op["op"] != "if"
    ]
    conds = [op_text(op) for op in merged if op["op"] == "if"]
    text = join_and(parts, "farshore.fx.and_ops") if len(parts) <= 2 else _t("farshore.fx.then").join(parts)
    sep = _t("farshore.fx.cond_sep")
    return sep.join([text, *conds]) if text else sep.join(conds)


def _score_text(score: Mapping[str, Any]) -> str:
    per = score["per"]
    each = score["each"]
    if "count_cards" in per:
        what = _filter(per["count_cards"])
        return _t("farshore.fx.score_cards", each=each, what=what)
    key = next(iter(per))
    return _t(f"farshore.fx.score.{key}", each=each)


def _trigger_text(trig: Mapping[str, Any], do: Sequence[Any]) -> str:
    event = trig["event"]
    what = ops_text(do)
    f = trig.get("filter", {})
    if event == "card_played":
        return _t("farshore.fx.on_card_played", what=what, card=_filter(f))
    if event == "worker_placed":
        return _t("farshore.fx.on_worker_placed", what=what, where=_filter(f))
    return _t(f"farshore.fx.on_{event}", what=what)


def effect_text(c: Card, short: bool = False) -> str:
    """A card's effect in one or two short sentences; ``short`` leaves out the lead-in its colour
    and caption already say ("Production:", "On play:", "Worker spot:", "Game end:")."""
    lead = "farshore.fx.plain" if short else ""
    if c.production:
        text = _t(lead or "farshore.fx.production", what=ops_text(c.production))
    elif c.on_play:
        text = _t(lead or "farshore.fx.on_play", what=ops_text(c.on_play))
    elif c.trigger is not None:
        text = _trigger_text(c.trigger, c.trigger_do)
    elif c.play_modifier is not None:
        pm = c.play_modifier
        disc = pm["discount"]
        res, n = next(iter(disc.items()))
        less = _t("farshore.fx.less_any", n=n) if res == "any" else amount(res, n)
        src = pm["applies_to"].get("source")
        if src:
            text = _t(f"farshore.fx.modifier_{src}", less=less)
        else:
            text = _t("farshore.fx.modifier", card=_filter(pm["applies_to"]), less=less)
    elif c.worker_spot is not None:
        text = _t(lead or "farshore.fx.worker_spot", what=ops_text(c.worker_spot["do"]))
    elif c.score is not None:
        text = _t(lead or "farshore.fx.game_end", what=_score_text(c.score))
    else:
        text = ""
    text = _cap(text)
    if not c.space:
        text = _sentences(text, _t("farshore.fx.no_space"))
    return text.strip()


# ---------------------------------------------------------------------------------- short forms
def _plus(pairs: Iterable[tuple[str, int]]) -> str:
    """ "+2 driftwood, +1 seaweed"."""
    return tr("core.list_sep").join(_t("farshore.sfx.plus", what=amount(r, n)) for r, n in pairs if n)


def short_op(op: Mapping[str, Any]) -> str:
    """One op in as few words as a card face allows ("+1 mushroom", "sail 2")."""
    k = op["op"]
    if k == "gain":
        return _plus(op["res"].items())
    if k == "treasure":
        return _plus([("treasure", op["count"])])
    if k == "shells":
        return _plus([("shell", op["count"])])
    if k == "draw":
        return _t("farshore.sfx.draw.one" if op["count"] == 1 else "farshore.sfx.draw.many", n=op["count"])
    if k == "gain_choice":
        if set(op["from"]) == set(RES):
            return _t("farshore.sfx.any", n=op["count"])
        if set(op["from"]) == set(RES) - {"mushroom"}:
            return _t("farshore.sfx.not_mushroom", n=op["count"])
        return _t(
            "farshore.sfx.one_of", n=op["count"], what=" / ".join(_t(f"farshore.rn.{r}") for r in op["from"])
        )
    if k == "move_boat":
        return _t("farshore.sfx.sail", n=op["spaces"])
    if k == "choose_one":
        return _t("farshore.sfx.warehouse")
    if k == "discard_up_to":
        lo, hi = op.get("min", 0), op["max"]
        head = (
            _t("farshore.sfx.discard_range", lo=lo, hi=hi) if lo else _t("farshore.sfx.discard_up_to", hi=hi)
        )
        if op.get("per_card"):
            return _t("farshore.sfx.each", head=head, what=short_ops(op["per_card"]))
        if op.get("per_n_cards"):
            pn = op["per_n_cards"]
            return _t("farshore.sfx.per_n", head=head, what=short_ops(pn["do"]), n=pn["n"])
        return head
    if k == "if":
        return _t(
            "farshore.sfx.if_city_has", card=card_name(op["cond"]["city_has"]), what=short_ops(op["then"])
        )
    if k == "optional_pay":
        return _t("farshore.sfx.optional_pay", n=op["pay"].get("any_basic", 0), what=short_ops(op["then"]))
    if k == "play_card":
        return _t("farshore.sfx.play_card." + "_".join(op["from"]), n=op["discount"].get("any", 0))
    if k in ("give_cards", "discard_any", "draw_to_limit", "copy_production", "reveal_and_play", "catch_up"):
        return _t(
            f"farshore.sfx.{k}", **{a: b for a, b in op.items() if a != "op" and not isinstance(b, list)}
        )
    if k == "claim_map":
        cards = op.get("slack", {}).get("cards", 0)
        return _t("farshore.sfx.claim_map_easier", n=cards) if cards else _t("farshore.fx.claim_map")
    return op_text(op)


def short_ops(ops: Iterable[Mapping[str, Any]]) -> str:
    ops = list(ops)
    parts = [short_op(op) for op in ops if op["op"] != "if"]
    conds = [short_op(op) for op in ops if op["op"] == "if"]
    sep = _t("farshore.fx.cond_sep")
    return sep.join([tr("core.list_sep").join(parts), *conds]) if parts else sep.join(conds)


def short_text(c: Card) -> str:
    """The line a card face shows: what it does, with no lead-in its colour and caption already say."""
    if c.production:
        text = short_ops(c.production)
    elif c.on_play:
        text = short_ops(c.on_play)
    elif c.trigger is not None:
        trig = c.trigger
        what = short_ops(c.trigger_do)
        f = trig.get("filter", {})
        if trig["event"] == "card_played":
            text = _t("farshore.sfx.on_card_played", card=_filter(f), what=what)
        elif trig["event"] == "worker_placed":
            where = tr("core.list_sep").join(
                _t(f"farshore.sfx.group.{g}") for g in f.get("location_group", ())
            )
            text = _t("farshore.sfx.on_worker_placed", where=where, what=what)
        else:
            text = _t(f"farshore.sfx.on_{trig['event']}", what=what)
    elif c.play_modifier is not None:
        pm = c.play_modifier
        res, n = next(iter(pm["discount"].items()))
        less = _t("farshore.fx.less_any", n=n) if res == "any" else amount(res, n)
        src = pm["applies_to"].get("source")
        card = (
            _t(f"farshore.sfx.src.{src}")
            if src
            else _t("farshore.sfx.cards_of", what=_filter(pm["applies_to"]))
        )
        text = _t("farshore.sfx.modifier", card=card, less=less)
    elif c.worker_spot is not None:
        text = short_ops(c.worker_spot["do"])
    elif c.score is not None:
        per = c.score["per"]
        if "count_cards" in per:
            text = _t("farshore.sfx.score_cards", each=c.score["each"], what=_filter(per["count_cards"]))
        else:
            text = _t(f"farshore.sfx.score.{next(iter(per))}", each=c.score["each"])
    else:
        text = ""
    text = _cap(text)
    if not c.space:
        text += _t("farshore.sfx.no_space")
    return text


# ---------------------------------------------------------------------------------- faces
def _card(cid: str) -> dict[str, Any]:
    c = DATA.cards[cid]
    pairs = cost_pairs(c)
    cost_words = amounts(pairs) if pairs else _t("farshore.fx.free")
    tags = _t(f"farshore.fx.tag.{c.rarity}_{c.kind}")
    return {
        "name": card_name(cid),
        "family": FAMILY.get(c.type, c.type),
        "family_name": _t(f"farshore.family.{c.type}"),
        "cost": "",  # no total: the face prints the cost by resource (``cost_parts``)
        "cost_parts": pairs,
        "cost_text": cost_words,
        "points": c.points,
        "text": short_text(c),
        "more": "\n".join([effect_text(c), _t("farshore.fx.cost_line", cost=cost_words, tags=tags)]),
        "colour": TYPE_COLOURS[c.type],
    }


def _island(iid: str, closed: bool) -> dict[str, Any]:
    s = DATA.islands[iid]
    name = _t(f"farshore.island.{iid}") if has(f"farshore.island.{iid}") else s.name
    text = _cap(short_ops(s.do))
    more = text
    if closed:
        more = _sentences(_t("farshore.fx.closed_name", name=name), _t("farshore.fx.closed"))
        text = _t("farshore.fx.closed")
    return {
        "name": name,
        "family": "island",
        "family_name": _t("farshore.sfx.group.island"),
        "cost": "",
        "cost_text": "",
        "points": None,
        "text": text,
        "more": more + "\n" + _t("farshore.fx.island_spot"),
        "colour": (0x7F, 0x8C, 0x8D) if closed else SHALLOWS,
        "icon": "water" if closed else "palm",
    }


def map_requirement(chart: str, short: bool = False) -> str:
    t = next(m for m in DATA.map_types if m["id"] == chart)
    req = t["requirement"]
    if "count_cards" in req:
        return _t("farshore.fx.map_cards", n=req["at_least"], what=_filter(req["count_cards"]))
    if "boat_index_at_least" in req:
        return _t("farshore.sfx.map_boat" if short else "farshore.fx.map_boat", n=req["boat_index_at_least"])
    return ""


def _map(chart: str, value: int) -> dict[str, Any]:
    return {
        "name": _t(f"farshore.map.{chart}"),
        "family": "map",
        "family_name": _t("farshore.fx.map_tile"),
        "cost": "",
        "cost_text": "",
        "points": value,
        "text": _t("farshore.fx.map_short", req=map_requirement(chart, short=True)),
        "more": _t("farshore.fx.map", req=map_requirement(chart), value=value),
        "colour": (0xB8, 0x8A, 0x4A),
    }


def _wind(wid: str) -> dict[str, Any]:
    match = dict(DATA.wind_a.get(wid) or DATA.wind_b[wid])
    if "type" in match:
        what = _t("farshore.fx.card_of", what=_t(f"farshore.colour.{match['type']}"))
        colour = TYPE_COLOURS[match["type"]]
    else:
        what = _filter(match)
        colour = SEA
    return {
        "name": _t("farshore.sfx.wind_name"),
        "family": "wind",
        "family_name": _t("farshore.sfx.wind_name"),
        "cost": "",
        "cost_text": "",
        "points": None,
        "text": _t("farshore.sfx.wind", what=what),
        "more": _t("farshore.fx.wind", what=what),
        "colour": colour,
        "icon": "fishing_boat",
    }


def _plain(name: str, family: str, text: str, colour: tuple[int, int, int], **extra: Any) -> dict[str, Any]:
    return {
        "name": name,
        "family": family,
        "cost": "",
        "cost_text": "",
        "points": None,
        "text": text,
        "more": text,
        "colour": colour,
        **extra,
    }


def card_info(face: str) -> dict[str, Any] | None:
    """What a piece face shows (see the module doc); None for a face Farshore never draws."""
    if face in DATA.cards:
        return _card(face)
    if face.startswith("back"):
        return _plain(_t("farshore.fx.back"), "deck", _t("farshore.fx.back_text"), SEA)
    if face in DATA.wind_a or face in DATA.wind_b:
        return _wind(face)
    if face in DATA.islands:
        return _island(face, False)
    if face.startswith("closed:") and face[7:] in DATA.islands:
        return _island(face[7:], True)
    if face.startswith("map:"):
        parts = face.split(":")
        if (
            len(parts) == 3
            and any(m["id"] == parts[1] for m in DATA.map_types)
            and parts[2].lstrip("-").isdigit()
        ):
            return _map(parts[1], int(parts[2]))
        return None
    if face.startswith("part:") and face[5:] in RES:  # a cost chip's colour (``cost_parts``)
        return {"name": _t(f"farshore.res.{face[5:]}"), "colour": RES_COLOURS[face[5:]]}
    if face in RES:
        return _plain(
            _t(f"farshore.res.{face}"),
            "resource",
            _t("farshore.fx.res_text"),
            RES_COLOURS[face],
            **RES_ICON[face],
        )
    if face.startswith("track:") and face[6:].isdigit():
        i = int(face[6:])
        if i >= len(DATA.track_points):
            return None
        icon = _t("farshore.fx.track_icon") if i in DATA.track_icons else ""
        return _plain(
            _t("farshore.fx.track_name", n=i),
            "boat",
            _t("farshore.fx.track_text", points=DATA.track_points[i]) + icon,
            SEA,
            icon="boat",
        )
    if face.startswith("season:") and face[7:].isdigit() and int(face[7:]) < len(DATA.seasons):
        season = DATA.seasons[int(face[7:])]
        s = season["id"]
        parts = [_t("farshore.fx.season_workers", n=season["workers_in_play_after_entering"])]
        if season.get("reward"):
            parts.append(_cap(ops_text(season["reward"])) + ".")
        return _plain(_t(f"farshore.season.{s}"), "season", " ".join(parts), SAND, icon="falling_leaf")
    simple = {
        "treasure": ("farshore.fx.n.treasure", "farshore.fx.treasure_text", (0xD4, 0xA0, 0x2A), "gold"),
        "shell": ("farshore.fx.n.shell", "farshore.fx.shell_text", SAND, "stars"),
        "anchor": ("farshore.fx.n.anchor", "farshore.fx.anchor_text", SEA, "anchor"),
        "worker": ("farshore.fx.n.worker", "farshore.fx.worker_text", SAND, "meeple"),
        "boat": ("farshore.fx.n.boat", "farshore.fx.boat_text", SEA, "boat"),
        "boat_rival": ("farshore.fx.n.boat_rival", "farshore.fx.boat_rival_text", LIGHTHOUSE_RED, "boat"),
        "rival_pawn": ("farshore.fx.n.rival_pawn", "farshore.fx.rival_pawn_text", LIGHTHOUSE_RED, "meeple"),
    }
    if face in simple:
        name, text, colour, icon = simple[face]
        return _plain(_t(name), "token", _t(text), colour, icon=icon)
    return None


# ---------------------------------------------------------------------------------- log and labels
def _key_or(prefix: str, value: Any) -> Any:
    if isinstance(value, str) and value and has(prefix + value):
        return prefix + value
    return value


@functools.lru_cache(maxsize=1024)
def _res_list(text: str) -> MsgList | str:
    """ "2 mushrooms and 1 driftwood" from "mushroom:2,driftwood:1", as a message parameter."""
    pairs = []
    for part in str(text).split(","):
        if ":" in part:
            r, n = part.split(":", 1)
            if r in RES and n.isdigit():
                pairs.append((r, int(n)))
    got = amounts_msg(pairs)
    return got if got.items else str(text)


@functools.lru_cache(maxsize=1024)
def _spend(text: str) -> MsgList:
    """What a payment ("0,2,0,0,1": the resources, then treasure) spends, as a message parameter."""
    nums = [int(x) for x in str(text).split(",") if x.lstrip("-").isdigit()]
    pairs = list(zip((*RES, "treasure"), nums, strict=False))
    return amounts_msg(pairs)


# log lines whose ``count`` is the plural's ``n`` (tr takes their ``.one`` form for 1)
PLURAL_KEYS = {
    "farshore.log.draw",
    "farshore.log.discard",
    "farshore.log.shells",
    "farshore.log.treasure",
    "farshore.log.reshuffle",
}


@functools.lru_cache(maxsize=4096)  # bots apply moves by the thousand; lines repeat
def present_log(ev: Logged) -> Logged:
    if not ev.key.startswith("farshore.log."):
        return ev
    p = dict(ev.params)
    key = ev.key
    if key in PLURAL_KEYS and "count" in p:
        p["n"] = p.pop("count")
    elif key == "farshore.log.mulligan":
        key = "farshore.log.mulligan.redraw" if p.get("redraw") else "farshore.log.mulligan.keep"
    elif key == "farshore.log.pay":
        spent = _spend(str(p.get("spend", "")))
        p["spend"] = spent
        ability = str(p.get("ability", "none"))
        if not spent.items:
            key = "farshore.log.pay_nothing"
        elif ability != "none":
            key = "farshore.log.pay_ability"
        p["ability"] = _key_or("farshore.ability.", ability)
    elif key == "farshore.log.place":
        spot = str(p.get("spot", ""))
        site = str(p.get("site", ""))
        if spot.startswith("seat:"):
            owner = int(spot.split(":")[1]) if spot.split(":")[1].isdigit() else p.get("seat")
            key = "farshore.log.place_card" if owner == p.get("seat") else "farshore.log.place_card_of"
            p["seat2"] = owner
            p["spot"] = _key_or("farshore.card.", site)
        elif spot.startswith("island:"):
            p["spot"] = _key_or("farshore.island.", site)
        else:
            p["spot"] = _key_or("farshore.at.", site)
    elif key == "farshore.log.wind_match":
        p["n"] = p.pop("spaces", 0)
    elif key == "farshore.log.sail":
        by = source_key(str(p.pop("by", "")))
        if by:
            p["by"] = by
        else:
            key = "farshore.log.sail_plain"
    elif key == "farshore.log.rival_pawn":
        p["spot"] = _key_or("farshore.at.", p.get("spot"))
    if "res" in p:
        p["res"] = _res_list(str(p["res"]))
    if "cards" in p:
        p["cards"] = msg_list([_key_or("farshore.card.", c) for c in str(p["cards"]).split(",") if c])
    for name in ("card", "target"):
        if name in p:
            p[name] = _key_or("farshore.card.", p[name])
    if "island" in p:
        p["island"] = _key_or("farshore.island.", p["island"])
    if "chart" in p:
        p["chart"] = _key_or("farshore.map.", p["chart"])
    if "season" in p:
        p["season"] = _key_or("farshore.season.", p["season"])
    for name in ("a", "b"):
        if name in p:
            p[name] = _key_or("farshore.wind.", p[name])
    if "source" in p:
        p["source"] = _key_or("farshore.fx.source.", p["source"])
    return dataclasses.replace(ev, key=key, params=tuple(sorted(p.items())))


def present(events: list[Event]) -> list[Event]:
    """``events`` with their log lines made readable (see ``present_log``).

    A move may repeat a line word for word (two Tumblers producing in Spring); the log shows it
    once, at its first place, with how many times it happened (the ``.times`` keys).
    """
    seen: dict[Logged, int] = {}
    repeats: dict[int, int] = {}
    keep: list[Event] = []
    for ev in events:
        if type(ev) is Logged:
            line = present_log(ev)
            first = seen.get(line)
            if first is not None:
                repeats[first] = repeats.get(first, 1) + 1
                continue
            seen[line] = len(keep)
            keep.append(line)
        else:
            keep.append(ev)
    for i, times in repeats.items():
        once = keep[i]
        assert isinstance(once, Logged)
        keep[i] = dataclasses.replace(
            once, key=once.key + ".times", params=tuple(sorted((*once.params, ("times", times))))
        )
    events[:] = keep
    return events


def _option(label: str) -> tuple[str, dict[str, Any]]:
    """A ChooseOption label ("store:driftwood:3", "pay:0,2,0,0", "decline", "collect_stored") in words."""
    if label.startswith("store:"):
        rest = label[6:]
        pairs = []
        for part in rest.split(","):
            bits = part.split(":")
            if len(bits) == 2 and bits[0] in RES and bits[1].isdigit():
                pairs.append((bits[0], int(bits[1])))
        return "farshore.action.opt.store", {"what": amounts_msg(pairs)}
    if label.startswith("pay:"):
        return "farshore.action.opt.pay", {"what": _spend(label[4:])}
    if has(f"farshore.action.opt.{label}"):
        return f"farshore.action.opt.{label}", {}
    return "farshore.action.option", {"option": label.replace("_", " ")}


def label(info: ActionInfo) -> ActionInfo:
    """The same ActionInfo with names instead of ids in its params."""
    p = dict(info.params)
    lab = info.label
    if lab == "farshore.action.pay":
        spend = ",".join(str(p.get(r, 0)) for r in (*RES, "treasure"))
        ability = str(p.get("ability", "none"))
        p = {
            "what": _spend(spend) if _spend(spend).items else "farshore.fx.nothing",
            "ability": _key_or("farshore.ability.", ability),
        }
        lab = "farshore.action.pay_with" if ability != "none" else "farshore.action.pay_plain"
    elif lab == "farshore.action.option":
        lab, p = _option(str(p.get("option", "")))
    elif lab == "farshore.action.place":
        spot = str(p.get("spot", ""))
        if spot.startswith("location:"):
            p["spot"] = _key_or("farshore.at.", spot[9:])
        elif spot.startswith("island:"):
            lab = "farshore.action.place_island"
            p["slot"] = spot.split(":")[1]
        elif spot.startswith("seat:"):
            lab = "farshore.action.place_card"
    elif lab == "farshore.action.resource":
        p["res"] = _key_or("farshore.rn.", p.get("res"))
    elif lab in ("farshore.action.play_hand", "farshore.action.play_bay") and p.get("card") in DATA.cards:
        pairs = cost_pairs(DATA.cards[str(p["card"])])
        p["cost"] = amounts_msg(pairs) if pairs else "farshore.fx.free"
        lab += "_cost"
    if "card" in p:
        p["card"] = _key_or("farshore.card.", p["card"])
    if "chart" in p:
        p["chart"] = _key_or("farshore.map.", p["chart"])
    if not p and not info.params and lab == info.label:
        return info
    return dataclasses.replace(info, label=lab, params=tuple(sorted(p.items())))
