"""What the table prints on each piece of Les Derniers Droïdes: ``card_info(face)``.

Everything is composed from ``data.json`` at run time through message keys (``strings.py``), so
the words are ours and translatable: the effect of a droid is written from its ``effect_key`` and
``effect_params``, a House droid's from its ``scoring_key`` and ``scoring_params``. The faces are
the ones ``view.zones`` produces: ``droid:N``, ``house:N``, ``interseason:IS-A-1``,
``back:season1..3``, ``back:house``, ``part:nut``, ``extension:nut``, ``marker:priority``,
``marker:secondary``, ``marker:committed`` and ``token:extra_cost``.

The returned dict carries ``name``, ``family``, ``cost`` (short text, "" when free), ``points``
(RP, None when the piece scores nothing by itself) and ``text`` (one or two short lines); no
colour, shape or icon (the skin paints a face: ``scenes/games/droids/palette.py``); droids and
houses add ``family_name`` (translated), ``effect``, ``dismantle`` (droids) and ``cost_parts``
((kind, count) pairs) for a table that lays these out separately; droids also give
``dismantle_parts`` (their yield as such pairs, printed top left on the card) and ``interest``
(printed top right: what the solo automa weighs a droid by, §14) and ``glyphs`` (its effect as
the cardboard's icons, see ``droid_glyphs``).
"""

from __future__ import annotations

from typing import Any

from game.core.i18n import Msg, MsgList, add_strings, language, msg, msg_list, render, tr
from game.droids import data as D
from game.droids.strings import EN

add_strings(EN)  # harmless when the registry already did it; lets card_info work on its own

ROMAN = {1: "I", 2: "II", 3: "III"}  # the seasons' numerals in English (droids.season_numeral.N)


# ------------------------------------------------------------------------------------ words
def part_count(n: int, kind: str) -> str:
    """A count of one part kind in a card's short words: "2 nuts", "1 oil", "3 energy"."""
    return tr(f"droids.short.{kind}", n=n)


def parts_text(parts: Any) -> str:
    """A part vector (4-tuple) or a {kind: n} mapping as "1 nut, 2 oil"; "nothing" when empty."""
    vec = _vector(parts)
    bits = [part_count(vec[k], D.KINDS[k]) for k in range(4) if vec[k]]
    return tr("droids.list_sep").join(bits) if bits else tr("droids.nothing")


def part_msg(n: int, kind: str) -> Msg:
    """A count of one part kind as a message parameter ("2 nuts", "1 oil drop")."""
    return msg(f"droids.parts.{kind}", n=n)


def part_words(n: int, kind: str) -> str:
    """A count of one part kind in full words: "2 nuts", "1 oil drop", "3 circuit boards"."""
    return tr(f"droids.parts.{kind}", n=n)


def parts_msg(parts: Any) -> Msg | MsgList:
    """Parts in full words as a message parameter, rendered when shown ("2 nuts, 1 oil drop and
    1 energy"; "nothing" when empty): what prompts, labels and log lines carry, so that they stay
    keys and re-render in the language of the moment."""
    vec = _vector(parts)
    bits = [msg(f"droids.parts.{D.KINDS[k]}", n=vec[k]) for k in range(len(vec)) if vec[k]]
    return msg_list(bits, "droids.list_and") if bits else msg("droids.nothing")


def parts_words(parts: Any) -> str:
    """``parts_msg`` rendered now, for text composed on the spot (card texts, piece labels)."""
    vec = tuple(_vector(parts))
    key = (vec, language())
    got = _WORDS.get(key)
    if got is None:
        got = render(parts_msg(vec))
        if len(_WORDS) < 4096:  # every swap, cost and yield is a short vector: this stays small
            _WORDS[key] = got
    return got


_WORDS: dict[tuple[tuple[int, ...], str], str] = {}


def and_list(bits: list[str]) -> str:
    """ "a", "a and b", "a, b and c" (the joining words come from the catalogue)."""
    return render(msg_list(bits, "droids.list_and"))


def _vector(parts: Any) -> list[int]:
    if isinstance(parts, dict):
        return [int(parts.get(k, 0)) for k in D.KINDS]
    return [int(x) for x in parts]


def season_numeral(season: int) -> str:
    """A season's numeral as a message key ("I" in English, 一 in Chinese), or the bare number."""
    return f"droids.season_numeral.{season}" if season in ROMAN else str(season)


def family_name(fam: str) -> str:
    return tr(f"droids.family_{fam}")


def _base_n(n: int, what: str) -> str:
    return tr(f"droids.swap_{what}", n=n)


def _swap_side(defn: dict[str, Any], fields: tuple[str, ...]) -> str:
    for f in fields:
        if f not in defn:
            continue
        v = defn[f]
        if f in ("give", "get"):
            return parts_text(v)
        return _base_n(int(v), f)
    return "?"


def droid_text(num: int) -> str:
    """The effect of a droid in one or two short lines, plus its leaves and dismantle yield."""
    return "\n".join((droid_effect(num), dismantle_text(num))).strip("\n")


def dismantle_text(num: int) -> str:
    return tr("droids.eff_dismantle", parts=parts_text(D.DROIDS[num].dismantle))


def cost_parts(parts: Any) -> list[tuple[str, int]]:
    """A cost as (kind, count) pairs, for a table that draws part icons instead of words."""
    return [(D.KINDS[k], int(parts[k])) for k in range(4) if parts[k]]


def _parts_glyphs(parts: Any) -> list[tuple[Any, ...]]:
    vec = _vector(parts)
    return [("part", D.KINDS[k], vec[k]) for k in range(4) if vec[k]]


def _swap_glyphs(defn: dict[str, Any], fields: tuple[str, ...]) -> list[tuple[Any, ...]]:
    for f in fields:
        if f not in defn:
            continue
        if f in ("give", "get"):
            return _parts_glyphs(defn[f])
        mode = f.split("_")[1]  # any, identical, different, other
        return [("base", mode, int(defn[f]))]
    return []


def droid_glyphs(num: int) -> list[tuple[Any, ...]]:
    """A droid's effect as the icons the cardboard prints (the table draws them; the words are in
    ``droid_effect``): ``("part", kind, n)`` a part chip, ``("base", mode, n)`` n base parts of any
    kind / identical / different / another kind, ``("arrow",)``, ``("plus",)``, ``("minus",)``,
    ``("per",)``, ``("ext", n, kind)`` n shed extensions (on ``kind``'s column, or "" for any),
    ``("rp", n)``, ``("discarded", family)`` a droid of that family in the discard pile,
    ``("dismantle",)``, ``("store",)`` kept on the card, ``("tokens", n)`` extra-cost tokens,
    ``("wild",)`` counts as any family. Empty: no effect (a harvest droid's leaves print apart)."""
    d = D.DROIDS[num]
    p = d.params
    e = d.effect
    if e == "comm_discard_bonus":
        return [("rp", D.COMM_BONUS), ("per",), ("discarded", "communication")]
    if e == "dismantle_bonus":
        return [("dismantle",), ("plus",), ("part", p["part"], 1)]
    if e == "gain_parts":
        return [("plus",), *_parts_glyphs(p["parts"])]
    if e == "store_on_card":
        return [("store",), *_parts_glyphs(p["parts"])]
    if e == "exchange":
        return [*_swap_glyphs(p, D.GIVE_FIELDS), ("arrow",), *_swap_glyphs(p, D.GET_FIELDS)]
    if e == "energy_discount":
        return [("minus",), ("part", "energy", int(p["amount"]))]
    if e == "shed_extension":
        out: list[tuple[Any, ...]] = [("ext", int(p["count"]), str(p.get("forced_part", "")))]
        if p.get("parts"):
            out += [("plus",), *_parts_glyphs(p["parts"])]
        return out
    if e == "extra_cost_tokens":
        return [("tokens", int(p["tokens"]))]
    if e == "wildcard_type":
        return (
            [("ext", int(p.get("shed_extension", 0)), ""), ("wild",)]
            if p.get("shed_extension")
            else [("wild",)]
        )
    return []


def droid_effect(num: int) -> str:
    """The effect and leaves of a droid (no dismantle line)."""
    d = D.DROIDS[num]
    p = d.params
    e = d.effect
    lines: list[str] = []
    if e == "none":
        if not d.leaves:
            lines.append(tr("droids.eff_none"))
    elif e == "comm_discard_bonus":
        lines.append(tr("droids.eff_comm_discard_bonus", rp=D.COMM_BONUS))
    elif e == "dismantle_bonus":
        lines.append(
            tr(
                "droids.eff_dismantle_bonus",
                part=part_count(1, p["part"]),
                kind=tr(f"droids.short_pl.{p['part']}"),
            )
        )
    elif e == "gain_parts":
        lines.append(tr("droids.eff_gain_parts", parts=parts_text(p["parts"])))
    elif e == "store_on_card":
        lines.append(tr("droids.eff_store_on_card", parts=parts_text(p["parts"])))
    elif e == "exchange":
        give = _swap_side(p, D.GIVE_FIELDS)
        get = _swap_side(p, D.GET_FIELDS)
        lines.append(tr("droids.eff_exchange", give=give, get=get))
    elif e == "energy_discount":
        lines.append(tr("droids.eff_energy_discount", amount=int(p["amount"])))
    elif e == "shed_extension":
        n = int(p["count"])
        what = tr("droids.eff_ext_one" if n == 1 else "droids.eff_ext_many", n=n)
        if "forced_part" in p:
            what = tr("droids.eff_ext_forced", what=what, kind=tr(f"droids.part_{p['forced_part']}"))
        if p.get("parts"):
            lines.append(tr("droids.eff_ext_and_parts", what=what, parts=parts_text(p["parts"])))
        else:
            lines.append(tr("droids.eff_ext", what=what))
    elif e == "extra_cost_tokens":
        lines.append(tr("droids.eff_extra_cost_tokens", n=int(p["tokens"])))
    elif e == "wildcard_type":
        lines.append(tr("droids.eff_wildcard_type", n=int(p.get("shed_extension", 0))))
    if d.leaves:
        lines.append(tr("droids.eff_leaf" if d.leaves == 1 else "droids.eff_leaves", n=d.leaves))
    return "\n".join(lines)


def house_text(num: int) -> str:
    """What a House droid scores (or gives), in one or two short lines."""
    h = D.HOUSES[num]
    p = h.params
    k = h.key
    if k == "family_count_thresholds":
        steps = tr("droids.list_sep").join(tr("droids.step", count=c, rp=v) for c, v in p["thresholds"])
        return tr("droids.hs_family_count_thresholds", family=family_name(p["family"]), steps=steps)
    if k == "few_types_bonus":
        steps = tr("droids.list_sep").join(tr("droids.step", count=c, rp=v) for c, v in sorted(p["table"]))
        return tr("droids.hs_few_types_bonus", steps=steps)
    if k == "gain_parts_on_build":
        return tr("droids.hs_gain_parts_on_build", parts=parts_text(p["parts"]))
    if k in ("rp_per_family", "rp_per_cost_icon_of_family"):
        return tr(f"droids.hs_{k}", rp=p["rp"], family=family_name(p["family"]))
    if k == "house_count_bonus":
        return tr("droids.hs_house_count_bonus", rp=p["rp"], n=p["min_houses"])
    if k == "none":
        return tr("droids.hs_none")
    return tr(f"droids.hs_{k}", rp=p.get("rp", 0))


# ------------------------------------------------------------------------------------ faces
def _info(name: str, family: str, text: str = "", cost: str = "", points: Any = None, **extra: Any) -> dict:
    out: dict[str, Any] = {
        "name": name,
        "family": family,
        "family_name": extra.pop("family_name", family),
        "cost": cost,
        "points": points,
        "text": text,
    }
    out.update(extra)
    return out


def _card_info(face: str) -> dict[str, Any] | None:
    kind, _, rest = face.partition(":")
    if kind == "droid" and rest.isdigit() and int(rest) in D.DROIDS:
        num = int(rest)
        d = D.DROIDS[num]
        return _info(
            tr("droids.card_droid", n=num),
            d.family,
            droid_text(num),
            parts_text(d.cost),
            d.rp,
            family_name=family_name(d.family),
            effect=droid_effect(num),
            dismantle=dismantle_text(num),
            cost_parts=cost_parts(d.cost),
            dismantle_parts=cost_parts(d.dismantle),
            interest=d.interest,
            glyphs=droid_glyphs(num),
            number=num,
            season=d.season,
            leaves=d.leaves,
        )
    if kind == "house" and rest.isdigit() and int(rest) in D.HOUSES:
        num = int(rest)
        h = D.HOUSES[num]
        return _info(
            tr("droids.card_house", n=num),
            "house",
            house_text(num),
            parts_text(h.cost),
            h.rp_base,
            family_name=tr("droids.family_house"),
            effect=house_text(num),
            cost_parts=cost_parts(h.cost),
            number=num,
        )
    if kind == "interseason" and rest:
        return _info(
            tr("droids.card_interseason"),
            "interseason",
            tr("droids.is_text"),
            family_name=tr("droids.family_interseason"),
        )
    if kind == "back" and rest.startswith("season") and rest[6:].isdigit():
        season = int(rest[6:])
        return _info(
            tr("droids.card_back_season", season=season_numeral(season)),
            "back",
            tr("droids.back_text"),
            family_name=tr("droids.family_back"),
        )
    if face == "back:house":
        return _info(
            tr("droids.card_back_house"),
            "house",
            tr("droids.back_house_text"),
            family_name=tr("droids.family_house"),
        )
    if kind in ("part", "extension") and rest in D.KINDS:
        what = tr(f"droids.part_{rest}")
        if kind == "part":
            key = "droids.part_energy_text" if rest == "energy" else "droids.part_base_text"
            name = what[:1].upper() + what[1:]
        else:
            key = "droids.extension_text"
            name = tr("droids.card_extension", kind=what)
        return _info(
            name,
            "part",
            tr(key, kind=what, cap=part_count(D.BASE_CAP, rest)),
            family_name=tr("droids.family_part"),
        )
    if kind == "marker" and rest in ("priority", "secondary", "committed"):
        return _info(
            tr(f"droids.marker_{rest}"),
            "marker",
            tr(f"droids.marker_{rest}_text"),
            family_name=tr("droids.family_marker"),
        )
    if face == "token:extra_cost":
        return _info(
            tr("droids.token_extra_cost"),
            "marker",
            tr("droids.token_extra_cost_text", n=3),
            family_name=tr("droids.family_marker"),
        )
    return None


def card_info(face: str) -> dict[str, Any] | None:
    """The printed information of a face (composed afresh in the current language), or None
    for a face the game never shows."""
    try:
        return _card_info(face)
    except (KeyError, ValueError, TypeError):
        return None
