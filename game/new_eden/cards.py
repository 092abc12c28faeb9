"""What a card, tile or token of Paris: New Eden shows and does, for the table (``card_info``).

``card_info(face) -> dict`` gives the table a card's ``name``, ``family`` (survivor type or
component kind), ``points`` (the big number: survivors shown, VP), ``text`` (the effect, in our own
words, composed from ``data.json``) and, for tokens and tiles, a short ``tip`` (no icon: the skin
gives it, ``scenes/games/new_eden/palette.py``). Faces are
the ``Piece.face`` strings of ``view.zones``: building cards (``TIN-01``), missions (``MIS-S04``),
event tiles (``EVT-1A``), dice faces, ``token:<kind>``, ``token_dark:<kind>``,
``equipment:<kind>``, ``bat``, ``binoculars``, ``heroine`` (on the Tower), ``heroine:equipped`` (held
by a player), ``can`` (``can:supply``: the Restaurant's supply), the season marker ``season:<n>:<phase>``, the claim marker ``type:<type>`` and
the backs. Unknown faces return an empty dict (the table then shows a tidy label). No pygame here.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from game.core.i18n import add_strings, tr
from game.new_eden.data import DATA, RAW
from game.new_eden.strings import name_key

EN: dict[str, str] = {
    "new_eden.type.tinkerer": "Tinkerer",
    "new_eden.type.brawler": "Brawler",
    "new_eden.type.healer": "Healer",
    "new_eden.type.sage": "Sage",
    "new_eden.type.farmer": "Farmer",
    "new_eden.type.wild": "Wild",
    "new_eden.type.slacker": "Slacker",
    "new_eden.type.jack": "Jack",
    "new_eden.types.tinkerer": "tinkerers",
    "new_eden.types.brawler": "brawlers",
    "new_eden.types.healer": "healers",
    "new_eden.types.sage": "sages",
    "new_eden.types.farmer": "farmers",
    "new_eden.types.slacker": "slackers",
    "new_eden.item.bullet": "Bullets",
    "new_eden.item.book": "Book",
    "new_eden.item.capsule": "Capsules",
    "new_eden.item.bat": "Bat",
    "new_eden.item.binoculars": "Binoculars",
    "new_eden.item.heroine": "Heroine",
    "new_eden.item.can": "Cans",
    "new_eden.item1.bullet": "bullet",
    "new_eden.item1.book": "book",
    "new_eden.item1.capsule": "capsule",
    "new_eden.card.family.mission": "Mission",
    "new_eden.card.family.secret": "Secret mission",
    "new_eden.card.family.new_building": "New building",
    "new_eden.card.family.event": "Event · {season}",
    "new_eden.card.family.building": "{type} building",
    "new_eden.card.shows": "Shows: {what}.",
    "new_eden.card.count": "{n} {what}",
    "new_eden.card.cans": "{n} can(s)",
    "new_eden.card.equipment": "{n} {what}",
    "new_eden.card.end": "END card: its power scores at the end of the game.",
    "new_eden.card.end_mark": "END",
    "new_eden.card.end_left": "END {n}",
    "new_eden.card.power": "{name}: {text}",
    "new_eden.card.reward": "Reward: a building showing {what}.",
    "new_eden.card.needs": "Needs {what}.",
    "new_eden.card.vp": "{vp} VP",
    "new_eden.tip.die": "{type} die: take it to act here; on your board it adds 1 to your claim for {types}.",
    "new_eden.tip.wild": "Wild die: add it to any claim where you already have a die of that type.",
    "new_eden.tip.token": "{type} survivor waiting on a board: it joins the refuge when turned.",
    "new_eden.tip.jack": "Jack: a wild survivor; committed to a claim it becomes a slacker.",
    "new_eden.tip.token_dark": "{type} in the refuge: counts for events, missions and population.",
    "new_eden.tip.slacker": "Slacker: counts for population only.",
    "new_eden.tip.equipment": "{name}: equips one {type} for the season's event.",
    "new_eden.tip.bat": "Bat: its holder wins strength ties this season.",
    "new_eden.tip.binoculars": "Binoculars: declare first, start next season, 2 VP if still held at the end.",
    "new_eden.tip.heroine": "Heroine: counts as one equipped survivor of any type for this season's event.",
    "new_eden.tip.can": "Cans: pay one for each farmer you are short when feeding.",
    "new_eden.tip.back_missions": "Mission deck",
    "new_eden.tip.back_events": "Event tiles of a later season",
    "new_eden.tip.back_building": "{type} building deck",
    "new_eden.tip.tinkerer_deck": "Tinkerer building deck: {n} cards, {end} of them END cards (at the bottom)",
    "new_eden.tip.tinkerer_deck.one": "Tinkerer building deck: {n} cards, 1 of them an END card (at the bottom)",
    "new_eden.tip.tinkerer_deck.none": "Tinkerer building deck: {n} cards, no END card left",
    "new_eden.tip.deck": "{type} building deck: {n} cards",
    "new_eden.tip.deck.one": "{type} building deck: the last card",
    "new_eden.tip.discard": "{type} buildings left unclaimed, out of the game: {n}",
    "new_eden.tip.discard.one": "{type} building left unclaimed, out of the game",
    "new_eden.tip.heroine_equipped": "Heroine: this season she counts as one equipped survivor of any type for the event.",
    "new_eden.tip.season": "{season}: {phase}",
    "new_eden.tip.claim": "Claiming the {types} buildings now",
    "new_eden.tip.supply_cans": "The can supply: the Restaurant gives 1 can; cans paid for feeding come back here.",
    "new_eden.tip.cans_held": "{n} cans: pay one for each farmer you are short when feeding.",
    "new_eden.tip.cans_held.one": "1 can: pay it for a farmer you are short when feeding.",
    "new_eden.tip.stack_events": "{season}: {n} event tiles, face down (3 of them come to the Tower)",
    "new_eden.tip.stack_equipment": "{season}: {n} equipment tokens, face down, for the City Center",
    "new_eden.tip.stack_survivors": "{season}: {n} survivor tokens for the Train Station; the top one shows",
    "new_eden.tip.held_missions": "{n} missions held, face down",
    "new_eden.tip.held_missions.one": "1 mission held, face down",
    "new_eden.tip.drawn_missions": "{n} missions drawn at the Bridge, face down",
    "new_eden.card.sep": ", ",  # between the items of a list ("1 brawler, 2 bullets")
    "new_eden.card.then": "{a} {b}",  # one sentence of a card's text after another
}


def text_key(ident: str) -> str:
    """The message key of a mission, event tile or tinkerer power's effect text (``MIS-S04``)."""
    return "new_eden.text." + ident.lower().replace("-", "_")


def _text_strings() -> dict[str, str]:
    """Effect text of missions, events and powers, as written in data.json (our own words)."""
    out: dict[str, str] = {}
    for key in ("missions", "event_tiles", "tinkerer_powers"):
        for item in RAW.get(key, []):
            if item.get("text"):
                out[text_key(item["id"])] = str(item["text"])
    return out


EN.update(_text_strings())
add_strings(EN)

_SEASONS = (
    "new_eden.season.spring",
    "new_eden.season.summer",
    "new_eden.season.autumn",
    "new_eden.season.winter",
)
# the state's phase -> its name (strings.py): "feed" is the event and feeding phase; "over" the final scoring
PHASE_KEY = {
    "opening": "new_eden.phase.opening",
    "gather": "new_eden.phase.gather",
    "claim": "new_eden.phase.claim",
    "window": "new_eden.phase.window",
    "feed": "new_eden.phase.events",
    "final_window": "new_eden.phase.final_window",
    "over": "new_eden.phase.final_scoring",
}


def season_key(season: int) -> str:
    """The message key of a season's name (1 spring … 4 winter)."""
    return _SEASONS[max(1, min(4, season)) - 1]


def phase_key(phase: str) -> str:
    """The message key of a phase's name (the state's phase codes, see ``PHASE_KEY``)."""
    return PHASE_KEY.get(phase, "new_eden.phase.gather")


@functools.cache
def _text_keys() -> dict[str, str]:
    """The id of each mission, event and power that has an effect text -> its message key."""
    return {item["id"]: text_key(item["id"]) for key in ("missions", "event_tiles", "tinkerer_powers")
            for item in RAW.get(key, []) if item.get("text")}  # fmt: skip


def _texts() -> dict[str, str]:
    """Effect text of missions, events and powers in the reader's language."""
    return {ident: tr(key) for ident, key in _text_keys().items()}


def _what(items: tuple[tuple[str, int], ...] | list[tuple[str, int]], plural: bool = True) -> str:
    parts = []
    for kind, n in items:
        if not n:
            continue
        if kind in DATA.equip_kinds:
            key = f"new_eden.item1.{kind}" if n == 1 else f"new_eden.item.{kind}"
            parts.append(tr("new_eden.card.equipment", n=n, what=tr(key).lower()))
        else:
            name = tr(f"new_eden.types.{kind}") if n != 1 else tr(f"new_eden.type.{kind}").lower()
            parts.append(tr("new_eden.card.count", n=n, what=name))
    return tr("new_eden.card.sep").join(parts)


def _building(cid: str) -> dict[str, Any]:
    c = DATA.cards[cid]
    shown = list(c.survivors) + list(c.equipment)
    what = _what(shown)
    if c.cans:
        what = (what + tr("new_eden.card.sep") if what else "") + tr("new_eden.card.cans", n=c.cans)
    lines = [tr("new_eden.card.shows", what=what)] if what else []
    if c.power:
        p = DATA.powers[c.power]
        lines.append(tr("new_eden.card.power", name=tr(name_key(p.id)), text=_texts().get(c.power, "")))
    if c.end_card:
        lines.append(tr("new_eden.card.end"))
    return {
        "name": tr(name_key(cid)),
        "family": c.type,
        "type": tr(f"new_eden.type.{c.type}"),
        "points": sum(n for k, n in c.survivors if k != "slacker") or None,
        "text": functools.reduce(lambda a, b: tr("new_eden.card.then", a=a, b=b), lines) if lines else "",
        "numbers": {"survivors": dict(c.survivors), "equipment": dict(c.equipment), "cans": c.cans},
    }


def _mission(mid: str) -> dict[str, Any]:
    m = DATA.missions[mid]
    text = _texts().get(mid, "")
    if m.kind == "new_building":
        reward = _what(list(m.r_survivors) + list(m.r_equipment))
        if m.r_cans:
            reward = (reward + tr("new_eden.card.sep") if reward else "") + tr(
                "new_eden.card.cans", n=m.r_cans
            )
        text = text or tr("new_eden.card.reward", what=reward)
        return {
            "name": tr(name_key(mid)),
            "family": "mission",
            "type": tr("new_eden.card.family.new_building"),
            "text": text,
            "numbers": {"requirement": dict(m.requirement), "reward": reward},
        }
    return {
        "name": tr(name_key(mid)),
        "family": "secret",
        "type": tr("new_eden.card.family.secret"),
        "points": m.vp,
        "text": text,
        "numbers": {"vp": m.vp},
    }


def _event(tid: str) -> dict[str, Any]:
    e = DATA.events[tid]
    text = _texts().get(tid) or tr(
        "new_eden.card.needs",
        what=" + ".join(f"{n} {'/'.join(tr(f'new_eden.types.{t}') for t in ts)}" for ts, n in e.groups),
    )
    return {
        "name": tr(name_key(tid)),
        "family": "event",
        "type": tr("new_eden.card.family.event", season=tr(_SEASONS[e.season - 1])),
        "points": e.vp,
        "text": text,
        "numbers": {"vp": e.vp, "season": e.season},
    }


def _die(face: str, kind: str, rest: str) -> dict[str, Any] | None:
    if face not in DATA.faces:
        return None
    tip = "new_eden.tip.wild" if face == "wild" else "new_eden.tip.die"
    return {
        "name": tr(f"new_eden.type.{face}"),
        "family": face,
        "tip": tr(tip, type=tr(f"new_eden.type.{face}"), types=tr(f"new_eden.types.{face}")),
    }


def _token(face: str, kind: str, rest: str) -> dict[str, Any] | None:
    """A survivor token, white side (``token:``) or dark side (``token_dark:``)."""
    if kind not in ("token", "token_dark") or not rest:
        return None
    if rest in ("jack", "slacker"):
        tip = tr(f"new_eden.tip.{rest}")
    else:
        tip = tr(f"new_eden.tip.{kind}", type=tr(f"new_eden.type.{rest}"))
    return {"name": tr(f"new_eden.type.{rest}"), "family": rest, "tip": tip}


def _equipment(face: str, kind: str, rest: str) -> dict[str, Any] | None:
    if kind != "equipment" or rest not in DATA.equip_kinds:
        return None
    holder = next((t for t, e in DATA.equip_of.items() if e == rest), "")
    name = tr(f"new_eden.item.{rest}")
    return {
        "name": name,
        "family": "equipment",
        "tip": tr("new_eden.tip.equipment", name=name, type=tr(f"new_eden.type.{holder}").lower()),
    }


_ITEMS: dict[str, tuple[str, str]] = {  # face -> (name key, tip key)
    "bat": ("new_eden.item.bat", "new_eden.tip.bat"),
    "binoculars": ("new_eden.item.binoculars", "new_eden.tip.binoculars"),
    "heroine": ("new_eden.item.heroine", "new_eden.tip.heroine"),
    "can": ("new_eden.item.can", "new_eden.tip.can"),
    "can:supply": ("new_eden.zone.cans", "new_eden.tip.supply_cans"),
    "heroine:equipped": ("new_eden.item.heroine", "new_eden.tip.heroine_equipped"),
}


def _item(face: str, kind: str, rest: str) -> dict[str, Any] | None:
    keys = _ITEMS.get(face)
    if keys is None:
        return None
    return {"name": tr(keys[0]), "family": "item", "tip": tr(keys[1])}


def _season(face: str, kind: str, rest: str) -> dict[str, Any] | None:
    """The season marker: ``season:<n>:<phase>``."""
    if kind != "season":
        return None
    num, _, phase = rest.partition(":")
    season = tr(season_key(int(num))) if num.isdigit() else ""
    name = tr(phase_key(phase)) if phase else season
    return {"name": name, "family": "season", "tip": tr("new_eden.tip.season", season=season, phase=name)}


def _claim(face: str, kind: str, rest: str) -> dict[str, Any] | None:
    """The claim marker: ``type:<building type>``."""
    if kind != "type" or rest not in DATA.specialists:
        return None
    return {
        "name": tr(f"new_eden.type.{rest}"),
        "family": rest,
        "tip": tr("new_eden.tip.claim", types=tr(f"new_eden.type.{rest}").lower()),
    }


def _back(face: str, kind: str, rest: str) -> dict[str, Any] | None:
    if face == "back:missions":
        return {"name": tr("new_eden.card.family.mission"), "tip": tr("new_eden.tip.back_missions")}
    if face.startswith("back:events"):
        return {"name": tr("new_eden.tip.back_events"), "tip": tr("new_eden.tip.back_events")}
    if face.startswith("back:building:"):
        t = face.rsplit(":", 1)[1]
        return {
            "name": tr(f"new_eden.type.{t}"),
            "tip": tr("new_eden.tip.back_building", type=tr(f"new_eden.type.{t}")),
        }
    return None


# the pieces that are not printed cards, asked in this order: (face, kind, rest) -> info or None
_PIECES: tuple[Callable[[str, str, str], dict[str, Any] | None], ...] = (
    _die,
    _token,
    _equipment,
    _item,
    _season,
    _claim,
    _back,
)


def card_info(face: str) -> dict[str, Any]:
    """What ``face`` is and does (see the module docstring); {} for a face this game does not know."""
    if face in DATA.cards:
        return _building(face)
    if face in DATA.missions:
        return _mission(face)
    if face in DATA.events:
        return _event(face)
    kind, _, rest = face.partition(":")
    for part in _PIECES:
        info = part(face, kind, rest)
        if info is not None:
            return info
    return {}
