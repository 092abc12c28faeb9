"""What the table shows of Farshore pieces, and readable names for the log and action labels.

``card_info(face)`` describes every face ``view.zones`` can produce (cards, the card back, wind
tiles, islands open and closed, map tiles, tokens, workers, boats, track and season markers) for
``scenes/table/pieces.py``: ``name``, ``family`` (band and caption: production, governance,
traveller, destination, prosperity, island, map, wind, token), ``cost`` (always empty: no face
prints a total), ``cost_parts`` (the cost by resource, one (resource, n) chip
each; ``part:<resource>`` names a chip), ``cost_text`` (the cost in words), ``points`` (the big number),
``text`` (the effect in our own words, composed from the data's op lists; the cost in words follows
on its own line). No colour or icon: the skin paints a face (``scenes/games/farshore/palette.py``).

``label(info)`` turns ids in action label parameters (``grove``, ``location:docks``,
``mushroom:2``) into message keys or short phrases so ``tr`` shows names. The log's lines keep
their ids; ``tr`` names them (game/farshore/logwords.py).

One file because it is everything the table prints of a face: names, effect text, log and action labels.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from game.core.i18n import Msg, MsgList, has, msg, msg_list, tr
from game.core.rules import ActionInfo
from game.farshore.data import DATA, RES, Card

FAMILY = {"traveler": "traveller"}  # the caption key scenes/table/pieces.py knows
BASIC3 = ("driftwood", "seaweed", "seastone")
TOKENS = ("treasure", "shell", "anchor", "worker", "boat", "boat_rival", "rival_pawn")


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
    words = _OP_TEXT.get(k)
    if words is not None:
        return words(op)
    return _t(f"farshore.fx.{k}", **{a: b for a, b in op.items() if a != "op"})


OpWords = Callable[[Mapping[str, Any]], str]


def _counted(k: str) -> OpWords:
    """The words of an op counting something (draw, shells, treasure, discard_exact)."""
    return lambda op: _t(f"farshore.fx.{k}." + ("one" if op["count"] == 1 else "many"), n=op["count"])


def _sail_text(op: Mapping[str, Any]) -> str:
    n = op["spaces"]
    return _t("farshore.fx.sail." + ("one" if n == 1 else "many"), n=n)


def _choose_one_text(op: Mapping[str, Any]) -> str:
    opts = [ops_text(o) for o in op["options"]]
    stores = [o for o in op["options"] if o and o[0]["op"] == "store"]
    if len(stores) > 1:  # the Warehouse: "store 1 driftwood or 1 seaweed or …" as one option
        what = join_and([amounts(o[0]["res"].items()) for o in stores], "farshore.fx.or")
        rest = [ops_text(o) for o in op["options"] if o not in stores]
        opts = [_t("farshore.fx.store", what=what), *rest]
    return _t("farshore.fx.choose_one", what=_t("farshore.fx.or_sep").join(opts))


def _discard_up_to_text(op: Mapping[str, Any]) -> str:
    return _discard_up_to(op, "farshore.fx", "per_card", ops_text)


def _discard_up_to(op: Mapping[str, Any], prefix: str, each: str, words: Callable[[Any], str]) -> str:
    """A discard of up to ``max`` cards (at least ``min``), and what each card or each n cards give,
    in the card's full text (``farshore.fx``) or its short form (``farshore.sfx``)."""
    lo, hi = op.get("min", 0), op["max"]
    head = _t(f"{prefix}.discard_range", lo=lo, hi=hi) if lo else _t(f"{prefix}.discard_up_to", hi=hi)
    if op.get("per_card"):
        return _t(f"{prefix}.{each}", head=head, what=words(op["per_card"]))
    if op.get("per_n_cards"):
        pn = op["per_n_cards"]
        return _t(f"{prefix}.per_n", head=head, what=words(pn["do"]), n=pn["n"])
    return head


def _claim_map_text(op: Mapping[str, Any]) -> str:
    slack = op.get("slack", {})
    if slack.get("cards") or slack.get("boat_spaces"):
        return _t("farshore.fx.claim_map_easier", cards=slack.get("cards", 0))
    return _t("farshore.fx.claim_map")


def _copy_production_text(op: Mapping[str, Any]) -> str:
    names = [card_name(c) for c in op.get("exclude", ()) if c != "sea_chip"]
    return _t("farshore.fx.copy_production", cards=join_and(names, "farshore.fx.or"))


_OP_TEXT: dict[str, OpWords] = {
    "gain": lambda op: _t("farshore.fx.gain", what=amounts(op["res"].items())),
    "gain_choice": lambda op: _choice(op["count"], op["from"]),
    "draw": _counted("draw"),
    "shells": _counted("shells"),
    "treasure": _counted("treasure"),
    "discard_exact": _counted("discard_exact"),
    "move_boat": _sail_text,
    "choose_one": _choose_one_text,
    "store": lambda op: _t("farshore.fx.store", what=amounts(op["res"].items())),
    "discard_up_to": _discard_up_to_text,
    "play_card": lambda op: _t(
        "farshore.fx.play_card." + "_".join(op["from"]), n=op["discount"].get("any", 0)
    ),
    "draw_to_limit": lambda op: _t("farshore.fx.draw_to_limit." + ("bay" if "bay" in op["from"] else "deck")),
    "if": lambda op: _t(
        "farshore.fx.if_city_has", card=card_name(op["cond"]["city_has"]), what=ops_text(op["then"])
    ),
    "optional_pay": lambda op: _t(
        "farshore.fx.optional_pay", n=op["pay"].get("any_basic", 0), what=ops_text(op["then"])
    ),
    "reveal_and_play": lambda op: _t("farshore.fx.reveal_and_play", n=op["reveal"], max=op["max_points"]),
    "catch_up": lambda op: _t("farshore.fx.catch_up", n=op["max_spaces"]),
    "claim_map": _claim_map_text,
    "take_cards": lambda op: _t(
        "farshore.fx.take_cards." + ("bay" if list(op["from"]) == ["bay"] else "bay_deck"), n=op["count"]
    ),
    "copy_production": _copy_production_text,
}


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
    words = _SHORT_OP.get(k)
    if words is not None:
        return words(op)
    if k in ("give_cards", "discard_any", "draw_to_limit", "copy_production", "reveal_and_play", "catch_up"):
        return _t(
            f"farshore.sfx.{k}", **{a: b for a, b in op.items() if a != "op" and not isinstance(b, list)}
        )
    return op_text(op)


def _short_choice(op: Mapping[str, Any]) -> str:
    if set(op["from"]) == set(RES):
        return _t("farshore.sfx.any", n=op["count"])
    if set(op["from"]) == set(RES) - {"mushroom"}:
        return _t("farshore.sfx.not_mushroom", n=op["count"])
    return _t(
        "farshore.sfx.one_of", n=op["count"], what=" / ".join(_t(f"farshore.rn.{r}") for r in op["from"])
    )


def _short_discard_up_to(op: Mapping[str, Any]) -> str:
    return _discard_up_to(op, "farshore.sfx", "each", short_ops)


def _short_claim_map(op: Mapping[str, Any]) -> str:
    cards = op.get("slack", {}).get("cards", 0)
    return _t("farshore.sfx.claim_map_easier", n=cards) if cards else _t("farshore.fx.claim_map")


_SHORT_OP: dict[str, OpWords] = {
    "gain": lambda op: _plus(op["res"].items()),
    "treasure": lambda op: _plus([("treasure", op["count"])]),
    "shells": lambda op: _plus([("shell", op["count"])]),
    "draw": lambda op: _t(
        "farshore.sfx.draw.one" if op["count"] == 1 else "farshore.sfx.draw.many", n=op["count"]
    ),
    "gain_choice": _short_choice,
    "move_boat": lambda op: _t("farshore.sfx.sail", n=op["spaces"]),
    "choose_one": lambda op: _t("farshore.sfx.warehouse"),
    "discard_up_to": _short_discard_up_to,
    "if": lambda op: _t(
        "farshore.sfx.if_city_has", card=card_name(op["cond"]["city_has"]), what=short_ops(op["then"])
    ),
    "optional_pay": lambda op: _t(
        "farshore.sfx.optional_pay", n=op["pay"].get("any_basic", 0), what=short_ops(op["then"])
    ),
    "play_card": lambda op: _t(
        "farshore.sfx.play_card." + "_".join(op["from"]), n=op["discount"].get("any", 0)
    ),
    "claim_map": _short_claim_map,
}


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
    }


def _wind(wid: str) -> dict[str, Any]:
    match = dict(DATA.wind_a.get(wid) or DATA.wind_b[wid])
    if "type" in match:
        what = _t("farshore.fx.card_of", what=_t(f"farshore.colour.{match['type']}"))
    else:
        what = _filter(match)
    return {
        "name": _t("farshore.sfx.wind_name"),
        "family": "wind",
        "family_name": _t("farshore.sfx.wind_name"),
        "cost": "",
        "cost_text": "",
        "points": None,
        "text": _t("farshore.sfx.wind", what=what),
        "more": _t("farshore.fx.wind", what=what),
    }


def _plain(name: str, family: str, text: str, **extra: Any) -> dict[str, Any]:
    return {
        "name": name,
        "family": family,
        "cost": "",
        "cost_text": "",
        "points": None,
        "text": text,
        "more": text,
        **extra,
    }


def card_info(face: str) -> dict[str, Any] | None:
    """What a piece face shows (see the module doc); None for a face Farshore never draws."""
    if face in DATA.cards:
        return _card(face)
    if face.startswith("back"):
        return _plain(_t("farshore.fx.back"), "deck", _t("farshore.fx.back_text"))
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
    if face.startswith("part:") and face[5:] in RES:  # a cost chip (``cost_parts``)
        return {"name": _t(f"farshore.res.{face[5:]}")}
    if face in RES:
        return _plain(
            _t(f"farshore.res.{face}"),
            "resource",
            _t("farshore.fx.res_text"),
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
        )
    if face.startswith("season:") and face[7:].isdigit() and int(face[7:]) < len(DATA.seasons):
        season = DATA.seasons[int(face[7:])]
        s = season["id"]
        parts = [_t("farshore.fx.season_workers", n=season["workers_in_play_after_entering"])]
        if season.get("reward"):
            parts.append(_cap(ops_text(season["reward"])) + ".")
        return _plain(_t(f"farshore.season.{s}"), "season", " ".join(parts))
    if face in TOKENS:
        return _plain(_t(f"farshore.fx.n.{face}"), "token", _t(f"farshore.fx.{face}_text"))
    return None


# ---------------------------------------------------------------------------------- action labels
def _key_or(prefix: str, value: Any) -> Any:
    if isinstance(value, str) and value and has(prefix + value):
        return prefix + value
    return value


@functools.lru_cache(maxsize=1024)
def _spend(text: str) -> MsgList:
    """What a payment ("0,2,0,0,1": the resources, then treasure) spends, as a message parameter."""
    nums = [int(x) for x in str(text).split(",") if x.lstrip("-").isdigit()]
    pairs = list(zip((*RES, "treasure"), nums, strict=False))
    return amounts_msg(pairs)


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
