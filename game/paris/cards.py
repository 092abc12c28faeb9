"""What the table shows of Paris pieces, and readable names for the log and action labels.

``card_info(face)`` describes every face ``zones(view)`` can produce (building, landmark, VP, bonus,
end-game and strategy tiles, their backs, tokens, keys, meeples and markers) for
``scenes/table/pieces.py``: ``name``, ``family`` (colour band and bottom caption), ``cost`` (the
short text in the corner coin: one letter per extra resource, W/M/G), ``points`` (the big number:
a property's value, a VP tile's first prize, VP a tile gives), ``text`` (the effect in our own
words, composed from the data's effect objects; extra cost and notes follow on their own lines)
and ``cost_text`` (the cost in words).
A token (wood, marble, gold and the bronze, silver and gold prestige tokens) also gives ``short``
(its one printed word), which the Paris table skin prints. No colour, shape or icon: the skin paints
a face (``scenes/games/paris/palette.py``).

``label(info)`` and ``log_words(name, value)`` swap raw ids in label and log parameters
(``montmartre``, ``slot:chaillot:8``, ``BT12``) for message keys (``paris.n.…``) so ``tr`` shows
names; every phrase is a template in ``strings.EN``. The rules log ids (the same events whoever
applies a move); the table calls ``log_words`` where it shows a log line.

Why about 680 lines: one ``card_info`` entry per kind of face, the effect texts they are made of
and the label and log naming beside them, all read from the same data and the same name keys.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import Any

from game.core.i18n import has, msg, msg_list, tr
from game.core.rules import ActionInfo
from game.paris.data import DATA as D
from game.paris.data import PRESTIGE, RAW, RESOURCES, TOKENS, Tile
from game.paris.names import (
    DISTRICT_NAME,
    FAMILIES,
    TOKEN_SHORT,
)

_RAW = RAW


def _t(key: str, **params: Any) -> str:
    """A phrase from the catalogue (the English one when the game is not registered yet)."""
    if has(key):
        return tr(key, **params)
    from game.paris.strings import EN  # noqa: PLC0415 - only before registration (tests)

    return EN[key].format(**params)


def token_name(tok: str) -> str:
    return _t(f"paris.n.{tok}")


def token_short(tok: str) -> str:
    """The one word a token prints (``paris.tok.<face>``): "Wood", "Gold", "Bronze"…"""
    key = f"paris.tok.{tok}"
    return tr(key) if has(key) else TOKEN_SHORT[tok]


def _amounts(units: Iterable[str]) -> str:
    """ "1 wood, 2 marble" from unit lists like ("wood", "marble", "marble")."""
    units = list(units)
    return _t("paris.fx.sep").join(
        _t("paris.fx.count", n=units.count(r), name=token_name(r).lower()) for r in RESOURCES if r in units
    )


def district_name(d: str) -> str:
    """A district's name in the reader's language (``paris.n.<district>``)."""
    return _t(f"paris.n.{d}")


def type_name(t: str) -> str:
    """A building type's name in the reader's language (``paris.type.<type>``)."""
    return _t(f"paris.type.{t}")


def _letters(units: Iterable[str]) -> str:
    """The corner coin: one letter per unit (W, M, G), or a count when all are alike ("3G")."""
    units = list(units)
    if len(units) > 2 and len(set(units)) == 1:
        return f"{len(units)}{_t('paris.letter.' + units[0])}"
    return "".join(_t(f"paris.letter.{u}") for u in units)


# ---------------------------------------------------------------------------------- effect text
def tile_effect(t: Tile) -> str:
    """The effect of a bonus or end-game tile in one short sentence."""
    p = t.p
    k = t.kind
    if k == "gain":
        parts = []
        if p("francs"):
            parts.append(_t("paris.fx.francs", n=p("francs")))
        if p("vp"):
            parts.append(_t("paris.fx.vp", n=p("vp")))
        return _t("paris.fx.gain", what=_t("paris.fx.and").join(parts))
    if k == "as_resource":
        r = p("resource")
        return _t("paris.fx.as_any_resource") if r == "any" else _t("paris.fx.as_token", token=token_name(r))
    if k == "as_prestige":
        r = p("prestige")
        return _t("paris.fx.as_any_prestige") if r == "any" else _t("paris.fx.as_token", token=token_name(r))
    if k == "as_resource_or_prestige":
        return _t("paris.fx.as_any_token")
    key = f"paris.fx.{k}"
    return _t(key, **dict(t.params))


TIMING = {"instant": "paris.fx.when.instant", "on_move": "paris.fx.when.on_move"}


def _tile_text(t: Tile) -> str:
    text = tile_effect(t)
    if t.timing in TIMING:
        text = _t(TIMING[t.timing], effect=text)
    text = text[:1].upper() + text[1:]
    notes = []
    if t.number is not None and t.players != "all":
        notes.append(_t("paris.fx.players", players=t.players))
    if t.timing == "as_token":
        notes.append(_t("paris.fx.token_note"))
    return "\n".join([text, *notes])


def _tile_short(t: Tile) -> str:
    """A short title for a tile: what it is worth at a glance."""
    k, p = t.kind, t.p
    if k == "gain":
        parts = []
        if p("francs"):
            parts.append(_t("paris.fx.francs", n=p("francs")))
        if p("vp"):
            parts.append(_t("paris.fx.vp", n=p("vp")))
        return _t("paris.fx.plus").join(parts)
    if k in ("as_resource", "as_prestige"):
        r = p("resource") or p("prestige")
        return (
            _t("paris.n.any_resource" if k == "as_resource" else "paris.n.any_prestige")
            if r == "any"
            else token_name(r)
        )
    if k == "as_resource_or_prestige":
        return _t("paris.n.any_token")
    return _t(f"paris.title.{k}", **dict(t.params))


def tile_points(t: Tile) -> int | None:
    return t.p("vp") if t.kind == "gain" and t.p("vp") and not t.p("francs") else None


def tile_card_text(t: Tile) -> str:
    """The short line a bonus or end-game tile shows on the table (two lines of a card at most)."""
    p = t.p
    k = t.kind
    if k == "gain":
        parts = [_t("paris.fx.francs", n=p("francs"))] if p("francs") else []
        parts += [_t("paris.fx.vp", n=p("vp"))] if p("vp") else []
        return _t("paris.sfx.gain", what=_t("paris.fx.and").join(parts))
    if k in ("as_resource", "as_prestige"):
        r = p("resource") or p("prestige")
        if r == "any":
            return _t(f"paris.sfx.{k}_any")
        return _t("paris.sfx.as_token", token=token_name(r))
    return _t(f"paris.sfx.{k}", **dict(t.params))


def _building(bid: str) -> dict[str, Any]:
    b = D.buildings[bid]
    short = _t("paris.sfx.arrive.token")
    lines = [_t("paris.fx.arrive.token")]
    for kind, params in D.value_effects.get(b.value, ()):
        p = dict(params)
        if kind == "bonus_advance":
            cost = p.get("cost_francs", 0)
            lines.append(
                _t("paris.fx.arrive.bonus_paid", n=cost) if cost else _t("paris.fx.arrive.bonus_free")
            )
            short = _t("paris.sfx.arrive.bonus_paid", n=cost) if cost else _t("paris.sfx.arrive.bonus_free")
        elif kind == "gain" and p.get("vp"):
            lines.append(_t("paris.fx.arrive.vp", n=p["vp"]))
            short = _t("paris.sfx.arrive.vp", n=p["vp"])
    more = [
        _t(
            "paris.fx.building_about",
            type=type_name(b.type),
            district=district_name(b.district),
            value=b.value,
        ),
        _t("paris.fx.arrive", what=_t("paris.fx.semi").join(lines)),
    ]
    if b.extra:
        more.append(_t("paris.fx.extra_cost", cost=_amounts(b.extra)))
    return {
        "name": district_name(b.district),
        "short": _t(f"paris.short.{b.type}"),  # what a tile too small for its district shows
        "family": "building",
        "cost": _letters(b.extra),
        "cost_text": _amounts(b.extra),
        "points": b.value,
        "text": _t("paris.sfx.building", type=type_name(b.type), effect=short),
        "more": "\n".join(more),
    }


def _landmark(lid: str) -> dict[str, Any]:
    lm = D.landmarks[lid]
    token = token_name(lm.prestige).split(" ")[0]
    more = [_t("paris.fx.landmark", max=lm.max_tokens, token=token_name(lm.prestige), vp=lm.vp_per_token)]
    if lm.extra:
        more.append(_t("paris.fx.extra_cost", cost=_amounts(lm.extra)))
    more.append(_t("paris.fx.landmark_rule"))
    return {
        "name": _t(f"paris.n.{lid}"),
        "family": "landmark",
        "cost": _letters(lm.extra),
        "cost_text": _amounts(lm.extra),
        "points": lm.value,
        "text": _t("paris.sfx.landmark", max=lm.max_tokens, token=token, vp=lm.vp_per_token),
        "more": "\n".join(more),
    }


def _vp_tile(vid: str) -> dict[str, Any]:
    special = vid == D.special_vp.id
    v = D.special_vp if special else next(x for x in D.vp_tiles if x.id == vid)
    a, b, c = v.places
    more = _t("paris.fx.vp_tile", a=a, b=b, c=c)
    if special:
        more += "\n" + _t("paris.fx.vp_special")
    return {
        "name": _t("paris.n.VPX") if special else _t("paris.n.vp_tile", a=a),
        "family": "victory",
        "cost": "",
        "cost_text": "",
        "points": a,
        "text": _t("paris.sfx.vp_special" if special else "paris.sfx.vp_tile", a=a, b=b, c=c),
        "more": more,
    }


def _bonus(tid: str) -> dict[str, Any]:
    t = D.bonus[tid]
    info = {
        "name": _t("paris.n.bonus_tile", n=t.number),
        "family": "bonus",
        "cost": "",
        "cost_text": "",
        "points": tile_points(t),
        "text": tile_card_text(t),
        "more": _tile_text(t),
    }
    return info


def _endgame(eid: str) -> dict[str, Any]:
    t = D.endgame[eid]
    info = {
        "name": _t("paris.n.back_endgame"),
        "family": "end-game",
        "cost": "",
        "cost_text": "",
        "points": tile_points(t),
        "text": tile_card_text(t),
        "more": _tile_text(t),
    }
    return info


def _strategy(sid: str) -> dict[str, Any]:
    st = D.strategies[sid]
    more = _t(f"paris.st.{st.kind}", **dict(st.params))
    if st.starting:
        more += "\n" + _t("paris.fx.starting")
    return {
        "name": _t(f"paris.n.{sid}"),
        "family": "strategy",
        "cost": "",
        "cost_text": "",
        "points": None,
        "text": _t(f"paris.sst.{st.kind}", **dict(st.params)),
        "more": more,
    }


def _plain(name: str, family: str, text: str = "", **extra: Any) -> dict[str, Any]:
    return {
        "name": name,
        "family": family,
        "cost": "",
        "cost_text": "",
        "points": None,
        "text": text,
        **extra,
    }


# what a card's zoom says it is (``family_name``, from ``paris.family.<family>``)
def card_info(face: str) -> dict[str, Any] | None:
    """What a piece face shows (see the module doc); None for a face Paris never draws."""
    info = _card_info(face)
    if info is not None and info.get("family") in FAMILIES:
        info["family_name"] = _t(f"paris.family.{info['family']}")
    return info


def _back(face: str) -> dict[str, Any] | None:
    """A building stack's back (in the district of its top tile, when known) or the end-game pile's."""
    rest = face.split(":")[1:]
    if rest[0] == "building":
        if len(rest) > 1 and rest[1] in DISTRICT_NAME:
            text = _t("paris.fx.back_building_for", district=district_name(rest[1]))
            return _plain(_t("paris.n.back_building"), "building", text)
        return _plain(_t("paris.n.back_building"), "building", _t("paris.fx.back_building"))
    if rest[0] == "endgame":
        return _plain(_t("paris.n.back_endgame"), "end", _t("paris.fx.back_endgame"))
    return None


def _token(face: str) -> dict[str, Any]:
    kind = "paris.fx.resource_token" if face in RESOURCES else "paris.fx.prestige_token"
    price = D.buy_price.get(face)
    return _plain(
        token_name(face).capitalize(),
        face if face in RESOURCES else "prestige",  # wood/marble/gold: the table's resource colours
        _t(kind, sell=D.sell_price[face], buy=price if price is not None else "-"),
        short=token_short(face),
    )


# The pieces that are not tiles: (name key, family, text key), by face (keys and meeples by the
# face's first part: ``key:2``).
MARKERS = {
    "key": ("paris.n.key", "key", "paris.fx.key"),
    "meeple": ("paris.n.meeple", "meeple", "paris.fx.meeple"),
    "francs": ("paris.n.francs", "money", "paris.fx.francs_marker"),
    "screen": ("paris.n.screen", "screen", "paris.fx.screen"),
    "vp": ("paris.n.vp", "victory", "paris.fx.vp_marker"),
}


def _marker(face: str) -> dict[str, Any] | None:
    head = face.split(":", 1)[0]
    got = MARKERS.get(head) if head in ("key", "meeple") else MARKERS.get(face)
    if got is None:
        return None
    name, family, text = got
    return _plain(_t(name), family, _t(text))


VP_FACES = frozenset({D.special_vp.id, *(v.id for v in D.vp_tiles)})
# Each kind of tile: its ids and what it shows.
TILE_KINDS: tuple[tuple[Any, Any], ...] = (
    (D.buildings, _building),
    (D.landmarks, _landmark),
    (VP_FACES, _vp_tile),
    (D.bonus, _bonus),
    (D.endgame, _endgame),
    (D.strategies, _strategy),
)


def _card_info(face: str) -> dict[str, Any] | None:
    for ids, describe in TILE_KINDS:
        if face in ids:
            info: dict[str, Any] = describe(face)
            return info
    if face.startswith("back:"):
        return _back(face)
    if face in TOKENS:
        return _token(face)
    return _marker(face)


# ---------------------------------------------------------------------------------- log and labels
def spot_key(spot: str) -> str | None:
    """The message key naming a key spot or move target, or None for an unknown id."""
    if spot.startswith("bank:") and spot[5:] in DISTRICT_NAME:
        return f"paris.n.{spot}"
    if spot == "location:arc":
        return "paris.n.location:arc"
    if spot.startswith("slot:") and spot.count(":") == 2:
        return f"paris.n.{spot}" if spot.split(":")[1] in DISTRICT_NAME else None
    if spot.startswith("landmark:") and spot[9:] in D.landmarks:
        return f"paris.n.{spot}"
    if spot.startswith("new:"):
        parts = spot.split(":")
        if len(parts) == 3 and parts[1] in D.landmarks and parts[2] in DISTRICT_NAME:
            return f"paris.n.{spot}"
    return None


def _value_key(value: Any) -> Any:
    """A raw id as a message key (``tr`` then shows its name); anything else unchanged."""
    if not isinstance(value, str) or not value:
        return value
    key = spot_key(value) if ":" in value else f"paris.n.{value}"
    return key if key is not None and has(key) else value


def _tokens_text(tokens: str) -> Any:
    """ "1 wood, 2 marble and bonus tile 3" from "wood,marble,marble,BT03": a message list, so
    that the log line is written in the language of the moment it is shown."""
    items = [x for x in tokens.split(",") if x]
    parts: list[Any] = [
        msg("paris.fx.count", n=items.count(t), name=f"paris.n.{t}")
        for t in (*RESOURCES, *PRESTIGE)
        if t in items
    ]
    for x in items:
        if x not in RESOURCES and x not in PRESTIGE:
            parts.append(_value_key(x))
    if len(parts) == 1:
        return parts[0]
    return msg_list(parts, "paris.fx.list_last") if parts else ""


# The log parameters that hold ids (a district, tile, spot, token type or strategy tile).
NAMED_PARAMS = frozenset(
    {"district", "tile", "frm", "to", "item", "resource", "as_type", "reason", "old", "new", "give", "take"}
)


def log_words(name: str, value: Any) -> Any:
    """A log line's parameter as the table shows it: an id as the message key of its name
    (``montmartre`` -> ``paris.n.montmartre``), a payment's ``tokens`` ("wood,marble,BT03") as a
    message list ("1 wood, 1 marble and bonus tile 3"); None: the value as it is. The rules log ids
    (the same events whoever asked); the table words them when it shows the line."""
    if name == "tokens" and isinstance(value, str) and value:
        return _tokens_text(value)
    if name in NAMED_PARAMS:
        key = _value_key(value)
        return key if key != value else None
    return None


def _spot_value(spot: str) -> int:
    if spot.startswith("slot:"):
        return int(spot.rsplit(":", 1)[1])
    if spot.startswith("landmark:"):
        return D.landmarks[spot[9:]].value
    if spot.startswith("new:"):
        return D.landmarks[spot.split(":")[1]].value
    return 0


def _spot_extra(spot: str) -> tuple[str, ...]:
    if spot.startswith("slot:"):
        _, d, v = spot.split(":")
        for b in D.buildings.values():  # the printed building of that slot
            if b.district == d and b.value == int(v):
                return b.extra
        return ()
    if spot.startswith("landmark:"):
        return D.landmarks[spot[9:]].extra
    if spot.startswith("new:"):
        return D.landmarks[spot.split(":")[1]].extra
    return ()


def move_price(frm: str, to: str) -> str:
    """The list price of a move: francs (value difference) plus the target's extra resources."""
    try:
        francs = max(0, _spot_value(to) - _spot_value(frm))
        extra = _spot_extra(to)
    except (KeyError, ValueError):
        return ""
    parts = [_t("paris.fx.francs", n=francs)] if francs or not extra else []
    if extra:
        parts.append(_amounts(extra))
    return _t("paris.fx.plus").join(parts)


def _move_key(p: dict[str, Any]) -> str:
    p["price"] = move_price(str(p.get("frm", "")), str(p.get("to", "")))
    return "paris.act.move_key_via" if p.get("via") else "paris.act.move_key"


def _sell(p: dict[str, Any]) -> str:
    if str(p.get("item", "")) not in TOKENS:
        return "paris.act.sell"
    p["price"] = D.sell_price[str(p["item"])]
    return "paris.act.sell_token"


def _buy(p: dict[str, Any]) -> str:
    p["price"] = D.buy_price.get(str(p.get("resource", "")), "?")
    return "paris.act.buy"


def _place_bank(p: dict[str, Any]) -> str:
    d = next((x for x in D.districts if x.id == p.get("district")), None)
    p["francs"] = d.bank if d is not None else "?"
    return "paris.act.place_bank"


def _use_tile(p: dict[str, Any]) -> str:
    tile = str(p.get("tile", ""))
    if tile in D.bonus:
        p["effect"] = tile_effect(D.bonus[tile])
        return "paris.act.use_bonus"
    if tile in D.endgame:
        p["effect"] = tile_effect(D.endgame[tile])
        return "paris.act.use_endgame"
    return "paris.act.use_tile"


def _keep_endgame(p: dict[str, Any]) -> str:
    tile = str(p.get("tile", ""))
    if tile not in D.endgame:
        return "paris.act.keep_endgame"
    p["effect"] = _tile_short(D.endgame[tile])
    return "paris.act.keep_endgame_is"


def _pay_unit(p: dict[str, Any]) -> str:
    source = p.get("source")
    return f"paris.act.pay_unit.{source}" if source in ("token", "buy", "engineer") else "paris.act.pay_unit"


# How a label reads with its parameters: the label (its variant) and the parameters it adds.
LABELS: dict[str, Any] = {
    "paris.act.move_key": _move_key,
    "paris.act.sell": _sell,
    "paris.act.buy": _buy,
    "paris.act.place_bank": _place_bank,
    "paris.act.use_tile": _use_tile,
    "paris.act.keep_endgame": _keep_endgame,
    "paris.act.pay_unit": _pay_unit,
    "paris.act.hand_in": lambda p: (
        "paris.act.hand_in_token" if p.get("item") == "token" else "paris.act.hand_in"
    ),
    "paris.act.use_discount": lambda p: (
        "paris.act.use_discount.yes" if p.get("use") else "paris.act.use_discount.no"
    ),
}
COUNTED = {
    "paris.act.take_stack": ("stack",),
    "paris.act.keep_peeked": ("stack",),
    "paris.act.peek_two": ("first", "second"),
}
LABEL_NAMED = ("district", "tile", "frm", "to", "item", "resource", "give", "take", "source", "via")


def label(info: ActionInfo) -> ActionInfo:
    """The same ActionInfo with names instead of ids in its params (and a price for key moves)."""
    if not info.params:
        return info
    p = dict(info.params)
    lab = info.label
    if lab in LABELS:
        lab = LABELS[lab](p)
    for name in COUNTED.get(lab, ()):
        p[name] = int(p.get(name, 0)) + 1
    for name in LABEL_NAMED:
        if name in p:
            p[name] = _value_key(p[name])
    return dataclasses.replace(info, label=lab, params=tuple(sorted(p.items())))


__all__ = ["PRESTIGE", "card_info", "label", "log_words"]
