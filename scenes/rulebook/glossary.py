"""The card glossary: every card, tile, token, die and event of a game, from the game's own data.

``glossary(game_id)`` builds a ``Glossary`` of ``Entry`` values in the language ``tr`` renders now:
name, type (the filter group), the full text, the cost by resource, the points, the number in the
box, a few more facts, and the piece the page draws. The words of cards come from the rules'
``card_info`` (the same sentences the table's zoom shows); the glossary's own labels and the texts
of tokens are message keys registered here. ``entry_for_face`` finds the entry of a piece the table
shows (its ``Piece.face``), so a right-click on any piece opens its page. No pygame here.

One file because a newcomer looking for a piece's page wants the four games side by side: each
game's builder (``_new_eden``, ``_paris``, ``_farshore``, ``_droids``, one section each) fills the
same ``Entry`` fields with the same helpers, so a new field is added in one place for all four.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from game.core.i18n import add_strings, has, language, tr


@dataclasses.dataclass(frozen=True, slots=True)
class Entry:
    """One page of the glossary.

    ``kind``/``face`` is the piece drawn for it (as the rules' zones name it); ``group`` the type it
    is filtered by; ``cost`` (resource name, amount) pairs; ``facts`` further (label, value) lines;
    ``faces`` every table face that opens this entry.
    """

    id: str
    kind: str
    face: str
    name: str
    group: str
    text: str = ""
    cost: tuple[tuple[str, int], ...] = ()
    points: str = ""
    count: int = 1
    facts: tuple[tuple[str, str], ...] = ()
    faces: tuple[str, ...] = ()
    count_text: str = ""  # the count in words, where a number alone would mislead ("12 per colour")
    show_faces: bool = False  # the page also draws ``faces`` (a die's faces, a token's other side)


@dataclasses.dataclass(frozen=True)
class Glossary:
    """A game's entries in the box's order, its groups (id, label) in filter order, and the
    face lookup."""

    game: str
    entries: tuple[Entry, ...]
    groups: tuple[tuple[str, str], ...]
    fallback: Callable[[str], str | None] | None = None

    def entry(self, entry_id: str) -> Entry | None:
        return self._by_id().get(entry_id)

    @functools.cached_property
    def _faces(self) -> dict[str, str]:
        out: dict[str, str] = {}
        for e in self.entries:
            for f in (e.face, *e.faces):
                out.setdefault(f, e.id)
        return out

    def _by_id(self) -> dict[str, Entry]:
        return {e.id: e for e in self.entries}

    def entry_for_face(self, face: str) -> Entry | None:
        """The entry a table piece opens (its face, or the game's own reading of it); None for a
        face that is not a component (a seat's marker, a face-down card)."""
        found = self._faces.get(face)
        if found is None and self.fallback is not None:
            found = self.fallback(face)
        return self.entry(found) if found else None

    def find(self, query: str = "", group: str = "") -> list[Entry]:
        """Entries whose name holds ``query`` (any case, accents kept), in ``group`` if given."""
        q = " ".join(query.casefold().split())
        return [
            e for e in self.entries if (not group or e.group == group) and (not q or q in e.name.casefold())
        ]

    def group_label(self, group: str) -> str:
        return next((label for g, label in self.groups if g == group), group)


STRINGS = {
    "glossary.cost": "Cost",
    "glossary.points": "Points",
    "glossary.count": "In the box",
    "glossary.all": "All",
    "glossary.none": "No entry matches.",
    "glossary.copies": "{n} copies",
    "glossary.copies.one": "1 copy",
    "glossary.free": "Nothing",
    "glossary.vp": "{n} VP",
    "glossary.vp.one": "1 VP",
    # ---------------------------------------------------------------- New Eden
    "glossary.new_eden.group.tinkerer": "Tinkerer buildings",
    "glossary.new_eden.group.brawler": "Brawler buildings",
    "glossary.new_eden.group.healer": "Healer buildings",
    "glossary.new_eden.group.sage": "Sage buildings",
    "glossary.new_eden.group.farmer": "Farmer buildings",
    "glossary.new_eden.group.secret": "Secret missions",
    "glossary.new_eden.group.new_building": "New-building missions",
    "glossary.new_eden.group.event": "Event tiles",
    "glossary.new_eden.group.piece": "Dice and tokens",
    "glossary.new_eden.shows": "Shows",
    "glossary.new_eden.power": "Power",
    "glossary.new_eden.end": "END card",
    "glossary.new_eden.end_yes": "Yes: its power scores at the end of the game. It does not end the game.",
    "glossary.new_eden.season": "Season",
    "glossary.new_eden.needs": "Needs",
    "glossary.new_eden.reward": "Reward",
    "glossary.new_eden.sides": "Sides",
    "glossary.new_eden.die": "Survivor die",
    "glossary.new_eden.die.text": "All twenty dice are the same. Each has five specialist faces (tinkerer, brawler, "
    "healer, sage, farmer) and a wild face. A die keeps the face it was rolled on: take it, put it on your board, "
    "and do the action of the location it came from. In the claims, each die of a type adds 1 to your strength "
    "for that type; a wild die adds 1 to any type where you already have a die or a waiting token of that type.",
    "glossary.new_eden.die.faces": "Tinkerer, brawler, healer, sage, farmer, wild",
    "glossary.new_eden.token.specialist": "{type} token",
    "glossary.new_eden.token.specialist.text": "A survivor token. White side up it waits on your board and adds 1 "
    "to your strength when the {types} buildings are claimed; once used it turns dark side up and joins your refuge "
    "for good, where it counts for events, missions and population. One of the four is a starting token, picked "
    "in the opening.",
    "glossary.new_eden.token.jack": "Jack / slacker token",
    "glossary.new_eden.token.jack.text": "White side up it is a jack, a wild survivor: it waits on your board and may "
    "be added to any claim where you already have a die or token of that type. Once committed it turns over and "
    "joins your refuge as a slacker: a survivor of no type, who counts for population (and for the missions "
    "about slackers) but never as a farmer. A jack never committed stays on your board for later seasons and "
    "joins your refuge, still a jack, at the end of the game.",
    "glossary.new_eden.sides.jack": "White: jack (wild). Dark: slacker.",
    "glossary.new_eden.sides.specialist": "The same survivor on both sides; dark once in the refuge.",
    "glossary.new_eden.equipment.text": "Equipment taken at the City Center goes into your refuge for the rest of "
    "the game. One {item} equips one {type}: events ask for equipped survivors, and some missions count "
    "equipment. Survivors and their equipment need not be on the same card.",
    "glossary.new_eden.can.text": "Food. The Restaurant gives 1 can, farmer buildings bring some. When your refuge "
    "is fed, each farmer you are short costs 1 can; you pay only if you can pay the whole shortfall. The "
    "supply never runs out.",
    "glossary.new_eden.bat.text": "Taken at the City Center, kept until the end of the season. In every claim this "
    "season its holder wins strength ties, and other ties go to the player nearest the holder's left.",
    "glossary.new_eden.binoculars.text": "Taken at the City Center. Its holder declares strength first in every "
    "claim this season and becomes the start player of the next season. Whoever holds it at the end of the game "
    "(taken in winter) scores 2 VP.",
    "glossary.new_eden.heroine.text": "The first player to use the Tower in a season takes her. For that season's "
    "event she counts as one equipped survivor of any type; she does not help in claims or missions and goes "
    "back at the end of the season.",
    # ---------------------------------------------------------------- Paris
    "glossary.paris.group.building": "Buildings",
    "glossary.paris.group.landmark": "Landmarks",
    "glossary.paris.group.bonus": "Bonus tiles",
    "glossary.paris.group.bonus_etoile": "Bonus tiles (l'Étoile)",
    "glossary.paris.group.endgame": "End-game tiles",
    "glossary.paris.group.vp": "VP tiles",
    "glossary.paris.group.strategy": "Strategy tiles (l'Étoile)",
    "glossary.paris.group.piece": "Tokens and pieces",
    "glossary.paris.value": "Value",
    "glossary.paris.district": "District",
    "glossary.paris.type": "Building type",
    "glossary.paris.zone": "Track zone",
    "glossary.paris.copies": "Copies",
    "glossary.paris.copies.all": "one for every player count",
    "glossary.paris.copies.3": "one more with 3 or 4 players",
    "glossary.paris.copies.4": "one more with 4 players",
    "glossary.paris.starting": "Starting tile",
    "glossary.paris.yes": "Yes",
    "glossary.paris.endgame_name": "End-game tile: {text}",
    "glossary.paris.places": "Pays",
    "glossary.paris.places.value": "1st {a} · 2nd {b} · 3rd {c} VP",
    "glossary.paris.buy": "Buy",
    "glossary.paris.sell": "Sell",
    "glossary.paris.francs_n": "{n} F",
    "glossary.paris.not_sold": "Cannot be bought",
    "glossary.paris.resource.text": "A resource. It pays the extra costs of buildings and landmarks. The token beside a "
    "building's 4, 5 or 8 is one; bought tokens come from the general supply, which holds only what has been "
    "spent or sold.",
    "glossary.paris.prestige.text": "A prestige token. Hand up to three of one kind in when your key arrives on a "
    "landmark of that kind, for that landmark's VP each; or sell it. Prestige cannot be bought.",
    "glossary.paris.key.name": "Key",
    "glossary.paris.key.text": "Your investor. Place one on a bank to take its francs, or on the Arc de Triomphe; "
    "then move it up onto buildings and landmarks. Each player has 10, 9 or 7 behind the screen (2, 3 or 4 "
    "players) and two more in the reserve, which only bonus tiles 13 and 14 can bring.",
    "glossary.paris.meeple.name": "Bonus meeple",
    "glossary.paris.meeple.text": "Moves forward along the bonus track when your key arrives on a 1 or a 2 (or a 3, "
    "for 2 francs), and takes the top tile of the space where it stops.",
    "glossary.paris.francs.name": "Francs",
    "glossary.paris.francs.text": "Money, behind the screen: 3 to start, bank payouts, sales and bonus tiles bring "
    "more. It pays for moves and purchases, and breaks a tie for the win.",
    "glossary.paris.screen.name": "Screen",
    "glossary.paris.screen.text": "Hides your francs, keys in hand, tokens and unused tiles from the other "
    "players.",
    "glossary.paris.disc.name": "Score disc",
    "glossary.paris.disc.text": "Your VP on the score track round the board: scores are public.",
    "glossary.paris.per_colour": "{n} per colour",
    "glossary.paris.type.cafe": "Café",
    "glossary.paris.type.hotel": "Hôtel",
    "glossary.paris.type.kiosk": "Kiosque (newsstand)",
    "glossary.paris.type.theatre": "Théâtre",
    "glossary.paris.type.bookshop": "Librairie (bookshop)",
    "glossary.paris.type.department_store": "Grand magasin (department store)",
    # ---------------------------------------------------------------- Farshore
    "glossary.farshore.group.production": "Green cards (production)",
    "glossary.farshore.group.governance": "Blue cards (governance)",
    "glossary.farshore.group.traveler": "Tan cards (travellers)",
    "glossary.farshore.group.destination": "Red cards (destinations)",
    "glossary.farshore.group.prosperity": "Purple cards (prosperity)",
    "glossary.farshore.group.island": "Islands",
    "glossary.farshore.group.map": "Map tiles",
    "glossary.farshore.group.wind": "Wind tiles",
    "glossary.farshore.group.piece": "Resources and pieces",
    "glossary.farshore.kind": "Kind",
    "glossary.farshore.kind.common.construction": "Common construction",
    "glossary.farshore.kind.unique.construction": "Unique construction",
    "glossary.farshore.kind.common.critter": "Common critter",
    "glossary.farshore.kind.unique.critter": "Unique critter",
    "glossary.farshore.space": "City space",
    "glossary.farshore.space.no": "Takes no space",
    "glossary.farshore.space.yes": "Takes a space",
    "glossary.farshore.points": "{n} points",
    "glossary.farshore.points.one": "1 point",
    "glossary.farshore.values": "Tiles",
    "glossary.farshore.needs": "Needs",
    "glossary.farshore.map.text": "Claim the top tile of this stack at the Dunes (or with the Cartographer) when you "
    "meet its requirement; nothing is spent. At the end each of your map tiles is worth its value times the number "
    "of map tiles you hold. One tile of each type per player.",
    "glossary.farshore.stack": "Wind stack",
    "glossary.farshore.stack.A": "A (a colour)",
    "glossary.farshore.stack.B": "B (two card words)",
    "glossary.farshore.wind.text": "While this tile shows, every card played that matches it sails its player's boat "
    "one space. Matches: {what}.",
    "glossary.farshore.island.text": "{action} One worker at a time; the Rising Tide may close it in summer.",
    "glossary.farshore.resource.text": "A resource. Constructions are paid with driftwood, seaweed and seastone, "
    "critters with mushrooms. The supply never runs out.",
    "glossary.farshore.treasure.text": "Stands in for any one resource when you pay for a card, mushrooms included. "
    "Kept to the end, each is worth 2 points. Boats take one for every treasure icon they land on or pass.",
    "glossary.farshore.shell.text": "Points, one each, from cards and islands.",
    "glossary.farshore.anchor.text": "Put it on a construction in your city that has none to play a critter of the "
    "same colour for free. It stays there for good: three anchors, three free critters a game.",
    "glossary.farshore.worker.text": "Sends you to a shore spot, the Docks, the Lookout, the Dunes, an island or a red "
    "card of your own city. Two in winter, one more each season, five in autumn; all come home when you prepare "
    "for the next season.",
    "glossary.farshore.boat.text": "Sails the boat track when your cards match the wind and through some effects. "
    "Its space scores at the end and breaks ties; it takes a treasure at every icon it reaches. The solo Rival "
    "sails one too.",
    "glossary.farshore.rival_pawn.text": "Solo only: the Rival's two pawns block a spot and a Bay slot. The location "
    "pawn moves and the Bay pawn is rolled again each time you enter a season.",
    "glossary.farshore.per_player": "{n} per player",
    "glossary.farshore.per_species": "{n} per species",
    # ---------------------------------------------------------------- Droïdes
    "glossary.droids.group.water": "Water droids",
    "glossary.droids.group.harvest": "Harvest droids",
    "glossary.droids.group.collection": "Collection droids",
    "glossary.droids.group.market": "Market droids",
    "glossary.droids.group.shed": "Shed droids",
    "glossary.droids.group.communication": "Communication droids",
    "glossary.droids.group.house": "House droids",
    "glossary.droids.group.piece": "Parts, tokens and cards",
    "glossary.droids.rp": "{n} RP",
    "glossary.droids.yield": "Dismantle gives",
    "glossary.droids.interest": "Interest (automa)",
    "glossary.droids.leaves": "Leaves",
    "glossary.droids.season": "Season",
    "glossary.droids.set": "Set",
    "glossary.droids.set.A": "two heads: every player count",
    "glossary.droids.set.B": "three heads: three and four players",
    "glossary.droids.automa_bonus": "Automa interest bonus",
    "glossary.droids.automa_bonus.value": "+{n} to {family} droids while unbuilt",
    "glossary.droids.interseason.name": "Interseason card",
    "glossary.droids.interseason.text": "Lies in the deck between two seasons. When it tops the deck at the end of a "
    "turn, every player takes a shed extension (choosing its column), and every player with more leaves than their "
    "direct opponent(s) gains 1 energy if there is room. Then it is discarded. Two are used with one deck; four with "
    "two decks (four players).",
    "glossary.droids.part.text.base": "A base part. Your shed holds 3 of each kind, one more for each extension on "
    "its column; parts over that are lost at once. Costs, yields and swaps are written in parts.",
    "glossary.droids.part.text.energy": "The fourth kind of part: rarer, and the most useful in swaps (1 energy gives "
    "any base part). Your shed holds 3, one more per extension on its column.",
    "glossary.droids.extension.name": "Shed extension",
    "glossary.droids.extension.text": "Sits above one column of your shed (you choose which) and gives it room for one "
    "more part, for the rest of the game. Shed droids and every interseason give them.",
    "glossary.droids.extra_cost.text": "Droid 31 puts these three tokens on a house next to its owner: an opponent who "
    "constructs that house pays 3 base parts more. They leave the game when the house is built.",
    "glossary.droids.priority.text": "The Priority eco-mechanic draws and deals this turn and is first in turn order. "
    "It moves one seat clockwise every turn.",
    "glossary.droids.secondary.text": "Four players only: the player after the Priority, who also draws two cards, "
    "from the second deck, and keeps one.",
    "glossary.droids.unlimited": "Unlimited",
}
add_strings(STRINGS)


# ---------------------------------------------------------------------------------------- helpers
def _vp(n: int | None) -> str:
    return tr("glossary.vp", n=int(n)) if n else ""


def _info(rules: Any, face: str) -> dict[str, Any]:
    fn = getattr(rules, "card_info", None)
    try:
        got = fn(face) if callable(fn) else None
    except (KeyError, ValueError):  # a face the rules cannot describe gets an empty page
        got = None
    return dict(got) if isinstance(got, dict) else {}


def _raw(module: Any, game_id: str) -> dict[str, Any]:
    """A game's data file as decoded JSON (the game's module has validated it at import), read
    through the one validating reader, for the fields the rules keep no record of (counts, texts)."""
    from pathlib import Path

    from game.core.datafile import read

    return read(Path(module.__file__).with_name("data.json"), game_id)


def _wind_match(match: Mapping[str, Any]) -> str:
    """The cards a wind tile matches, in the glossary's own words for them (a colour's group, or a
    kind such as "Common critter")."""
    if "type" in match:
        return tr(f"glossary.farshore.group.{match['type']}")
    return tr(f"glossary.farshore.kind.{match.get('rarity')}.{match.get('kind')}")


def _text(value: Any) -> str:
    if isinstance(value, str) and "." in value and has(value):
        return tr(value)
    return str(value or "")


# ---------------------------------------------------------------------------------------- New Eden
def _new_eden(rules: Any) -> Glossary:
    import game.new_eden.data as data
    from game.new_eden.data import DATA

    raw = _raw(data, "new_eden")
    out: list[Entry] = []
    for card in raw["building_cards"]:
        cid = card["id"]
        info = _info(rules, cid)
        c = DATA.cards[cid]
        facts: list[tuple[str, str]] = []
        if c.power:
            facts.append((tr("glossary.new_eden.power"), tr(f"new_eden.name.{c.power.lower()}")))
        if c.end_card:
            facts.append((tr("glossary.new_eden.end"), tr("glossary.new_eden.end_yes")))
        out.append(
            Entry(
                cid, "card", cid, _text(info.get("name")), c.type, _text(info.get("text")), facts=tuple(facts)
            )
        )
    for m in raw["missions"]:
        mid = m["id"]
        info = _info(rules, mid)
        kind = "secret" if m["kind"] == "secret" else "new_building"
        out.append(
            Entry(
                mid,
                "card",
                mid,
                _text(info.get("name")),
                kind,
                _text(info.get("text")),
                points=_vp(m.get("vp")) if kind == "secret" else "",
            )
        )
    seasons = (
        "new_eden.season.spring",
        "new_eden.season.summer",
        "new_eden.season.autumn",
        "new_eden.season.winter",
    )
    for t in raw["event_tiles"]:
        tid = t["id"]
        info = _info(rules, tid)
        out.append(
            Entry(
                tid,
                "tile",
                tid,
                _text(info.get("name")),
                "event",
                _text(info.get("text")),
                points=_vp(t.get("vp")),
                facts=((tr("glossary.new_eden.season"), tr(seasons[int(t["season"]) - 1])),),
            )
        )
    # the pieces: dice, survivor tokens, equipment, cans, the three single tokens
    out.append(
        Entry(
            "die",
            "die",
            "wild",
            tr("glossary.new_eden.die"),
            "piece",
            tr("glossary.new_eden.die.text"),
            count=int(raw["die"]["count"]),
            facts=((tr("glossary.new_eden.sides"), tr("glossary.new_eden.die.faces")),),
            faces=tuple(DATA.faces),
            show_faces=True,
        )
    )
    tokens = raw["survivor_tokens"]
    for t in DATA.specialists:
        n = sum(1 for tok in tokens if tok["white_side"] == t)
        out.append(
            Entry(
                f"token:{t}",
                "token",
                f"token:{t}",
                tr("glossary.new_eden.token.specialist", type=tr(f"new_eden.type.{t}")),
                "piece",
                tr("glossary.new_eden.token.specialist.text", types=tr(f"new_eden.types.{t}")),
                count=n,
                facts=((tr("glossary.new_eden.sides"), tr("glossary.new_eden.sides.specialist")),),
                faces=(f"token_dark:{t}",),
                show_faces=True,
            )
        )
    jacks = sum(1 for tok in tokens if tok["white_side"] not in DATA.specialists)
    out.append(
        Entry(
            "token:jack",
            "token",
            "token:jack",
            tr("glossary.new_eden.token.jack"),
            "piece",
            tr("glossary.new_eden.token.jack.text"),
            count=jacks,
            facts=((tr("glossary.new_eden.sides"), tr("glossary.new_eden.sides.jack")),),
            faces=("token_dark:slacker",),
            show_faces=True,
        )
    )
    for e in raw["equipment_types"]:
        kind = e["id"]
        out.append(
            Entry(
                f"equipment:{kind}",
                "token",
                f"equipment:{kind}",
                tr(f"new_eden.item.{kind}"),
                "piece",
                tr(
                    "glossary.new_eden.equipment.text",
                    item=tr(f"new_eden.equip.{kind}"),
                    type=tr(f"new_eden.kind.{e['equips']}"),
                ),
                count=int(e["tokens"]),
            )
        )
    counts = {t["id"]: int(t["count"]) for t in raw["other_tokens"]}
    for tok in ("can", "bat", "binoculars", "heroine"):
        extra = ("can:supply",) if tok == "can" else ("heroine:equipped",) if tok == "heroine" else ()
        out.append(
            Entry(
                tok,
                "token",
                tok,
                tr(f"new_eden.item.{tok}"),
                "piece",
                tr(f"glossary.new_eden.{tok}.text"),
                count=counts.get(tok, 1),
                faces=extra,
            )
        )
    groups = tuple(
        (g, tr(f"glossary.new_eden.group.{g}"))
        for g in (
            "tinkerer",
            "brawler",
            "healer",
            "sage",
            "farmer",
            "secret",
            "new_building",
            "event",
            "piece",
        )
    )
    return Glossary("new_eden", tuple(out), groups)


# ---------------------------------------------------------------------------------------- Paris
def _paris(rules: Any) -> Glossary:
    import game.paris.data as data

    raw = _raw(data, "paris")
    out: list[Entry] = []

    def name(ident: str) -> str:
        return tr(f"paris.n.{ident}")

    def cost(extra: Mapping[str, int]) -> tuple[tuple[str, int], ...]:
        return tuple((name(k), int(v)) for k, v in extra.items() if v)

    types = {t["id"]: tr(f"glossary.paris.type.{t['id']}") for t in raw["building_types"]}
    for b in raw["building_tiles"]:
        info = _info(rules, b["id"])
        facts: tuple[tuple[str, str], ...] = (
            (tr("glossary.paris.value"), str(b["value"])),
            (tr("glossary.paris.district"), name(b["district"])),
            (tr("glossary.paris.type"), types.get(b["type"], b["type"])),
        )
        out.append(
            Entry(
                b["id"],
                "tile",
                b["id"],
                name(b["id"]),
                "building",
                _text(info.get("more") or info.get("text")),
                cost(b.get("extra_cost", {})),
                facts=facts,
            )
        )
    for lm in raw["landmarks"]:
        info = _info(rules, lm["id"])
        out.append(
            Entry(
                lm["id"],
                "tile",
                lm["id"],
                name(lm["id"]),
                "landmark",
                _text(info.get("more") or info.get("text")),
                cost(lm.get("extra_cost", {})),
                facts=((tr("glossary.paris.value"), str(lm["value"])),),
            )
        )
    bonus = list(raw["bonus_tiles"]) + list(raw["expansion_letoile"]["bonus_tiles"])
    by_number: dict[int, list[dict[str, Any]]] = {}
    for t in bonus:
        by_number.setdefault(int(t["number"]), []).append(t)
    for number in sorted(by_number):
        copies = by_number[number]
        first = copies[0]
        info = _info(rules, first["id"])
        copy_words = [tr("glossary.paris.copies.all")]
        copy_words += [
            tr("glossary.paris.copies.3" if c["players"] == "3+" else "glossary.paris.copies.4")
            for c in copies[1:]
        ]
        out.append(
            Entry(
                first["id"],
                "tile",
                first["id"],
                _text(info.get("name")),
                "bonus_etoile" if number > 30 else "bonus",
                _text(info.get("more") or info.get("text")),
                count=len(copies),
                facts=(
                    (tr("glossary.paris.zone"), str(first.get("zone", ""))),
                    (tr("glossary.paris.copies"), tr("core.list_sep").join(copy_words)),
                ),
                faces=tuple(c["id"] for c in copies[1:]),
            )
        )
    for t in raw["end_game_tiles"]:
        info = _info(rules, t["id"])
        out.append(
            Entry(
                t["id"],
                "tile",
                t["id"],
                tr("glossary.paris.endgame_name", text=_text(info.get("text"))),
                "endgame",
                _text(info.get("more") or info.get("text")),
                points=_vp(info.get("points")) if isinstance(info.get("points"), int) else "",
            )
        )
    for v in [*raw["vp_tiles"], raw["expansion_letoile"]["special_vp_tile"]]:
        info = _info(rules, v["id"])
        places = tr("glossary.paris.places.value", a=v["first"], b=v["second"], c=v["third"])
        out.append(
            Entry(
                v["id"],
                "tile",
                v["id"],
                _text(info.get("name")) if v["id"] == "VPX" else name(v["id"]),
                "vp",
                _text(info.get("more") or info.get("text")),
                facts=((tr("glossary.paris.places"), places),),
            )
        )
    for st in raw["expansion_letoile"]["strategy_tiles"]:
        info = _info(rules, st["id"])
        facts = ((tr("glossary.paris.starting"), tr("glossary.paris.yes")),) if st.get("starting") else ()
        out.append(
            Entry(
                st["id"], "tile", st["id"], name(st["id"]), "strategy", _text(info.get("more")), facts=facts
            )
        )
    for group, items in (("resource", raw["resources"]), ("prestige", raw["prestige"])):
        for tok in items:
            buy = tok.get("buy_price")
            facts = (
                (
                    tr("glossary.paris.buy"),
                    tr("glossary.paris.francs_n", n=buy) if buy else tr("glossary.paris.not_sold"),
                ),
                (tr("glossary.paris.sell"), tr("glossary.paris.francs_n", n=tok["sell_price"])),
            )
            out.append(
                Entry(
                    tok["id"],
                    "token",
                    tok["id"],
                    name(tok["id"]).capitalize(),
                    "piece",
                    tr(f"glossary.paris.{group}.text"),
                    count=int(tok["tokens_in_box"]),
                    facts=facts,
                )
            )
    singles = (
        ("key", "key", "key:0", 12, ("key:1", "key:2", "key:3", "key:4", "key:5"), True),
        (
            "meeple",
            "meeple",
            "meeple:0",
            1,
            ("meeple:1", "meeple:2", "meeple:3", "meeple:4", "meeple:5"),
            True,
        ),
        ("francs", "marker", "francs", int(raw["money"].get("coins_in_box", 35)), (), False),
        ("screen", "marker", "screen", 1, (), True),
        ("disc", "marker", "vp", 1, (), True),
    )
    for ident, kind, face, n, faces, per_colour in singles:
        out.append(
            Entry(
                ident,
                kind,
                face,
                tr(f"glossary.paris.{ident}.name"),
                "piece",
                tr(f"glossary.paris.{ident}.text"),
                count=n,
                faces=faces,
                count_text=tr("glossary.paris.per_colour", n=n) if per_colour else "",
            )
        )
    groups = tuple(
        (g, tr(f"glossary.paris.group.{g}"))
        for g in ("building", "landmark", "bonus", "bonus_etoile", "endgame", "vp", "strategy", "piece")
    )
    return Glossary("paris", tuple(out), groups)


# ---------------------------------------------------------------------------------------- Farshore
def _farshore(rules: Any) -> Glossary:
    import game.farshore.data as data

    raw = _raw(data, "farshore")
    out: list[Entry] = []
    res_name = {r["id"]: _text(_info(rules, r["id"]).get("name")) or r["name"] for r in raw["resources"]}
    for c in raw["cards"]:
        info = _info(rules, c["id"])
        cost = tuple((res_name.get(k, k), int(v)) for k, v in c["cost"].items() if v)
        facts = (
            (tr("glossary.farshore.kind"), tr(f"glossary.farshore.kind.{c['rarity']}.{c['kind']}")),
            (
                tr("glossary.farshore.space"),
                tr(
                    "glossary.farshore.space.yes"
                    if c.get("occupies_space", True)
                    else "glossary.farshore.space.no"
                ),
            ),
        )
        text = _text(info.get("more") or info.get("text")).split("\nCost:")[0]
        out.append(
            Entry(
                c["id"],
                "card",
                c["id"],
                _text(info.get("name")),
                c["type"],
                text,
                cost,
                tr("glossary.farshore.points", n=int(c["points"])),
                int(c.get("copies", 1)),
                facts,
            )
        )
    for isle in raw["islands"]["tiles"]:
        info = _info(rules, isle["id"])
        out.append(
            Entry(
                isle["id"],
                "tile",
                isle["id"],
                _text(info.get("name")),
                "island",
                tr("glossary.farshore.island.text", action=_text(f"farshore.island.{isle['id']}.text")),
                faces=(f"closed:{isle['id']}",),
            )
        )
    values = [int(v) for v in raw["map_tiles"]["values_per_type_full_box"]]
    for m in raw["map_tiles"]["types"]:
        info = _info(rules, f"map:{m['id']}:{values[0]}")
        faces = tuple(f"map:{m['id']}:{v}" for v in sorted(set(values)))
        out.append(
            Entry(
                m["id"],
                "tile",
                faces[-1],
                _text(info.get("name")),
                "map",
                tr("glossary.farshore.map.text"),
                count=len(values),
                facts=(
                    (tr("glossary.farshore.needs"), _text(f"farshore.map.{m['id']}.text")),
                    (tr("glossary.farshore.values"), tr("core.list_sep").join(str(v) for v in values)),
                ),
                faces=faces,
            )
        )
    for stack in ("A", "B"):
        for w in raw["wind_tiles"][stack]:
            info = _info(rules, w["id"])
            out.append(
                Entry(
                    w["id"],
                    "tile",
                    w["id"],
                    _text(info.get("text")) or w["label"],
                    "wind",
                    tr("glossary.farshore.wind.text", what=_wind_match(w["match"])),
                    facts=((tr("glossary.farshore.stack"), tr(f"glossary.farshore.stack.{stack}")),),
                )
            )
    for r in raw["resources"]:
        out.append(
            Entry(
                r["id"],
                "token",
                r["id"],
                res_name[r["id"]],
                "piece",
                tr("glossary.farshore.resource.text"),
                count_text="∞",
            )
        )
    workers = raw["tokens"]["workers"]
    singles = (
        ("treasure", "token", "treasure", 1, "∞", ()),
        ("shell", "token", "shell", 1, "∞", ()),
        (
            "anchor",
            "token",
            "anchor",
            int(raw["tokens"]["anchor"]["total"]),
            tr("glossary.farshore.per_player", n=raw["tokens"]["anchor"]["per_player"]),
            (),
        ),
        (
            "worker",
            "meeple",
            "worker",
            6 * len(workers["species"]),
            tr("glossary.farshore.per_species", n=workers["per_species"]),
            (),
        ),
        ("boat", "token", "boat", int(raw["tokens"]["boats"]["count"]), "", ("boat_rival",)),
        ("rival_pawn", "meeple", "rival_pawn", int(raw["solo"]["setup"]["rival_pawns"]), "", ()),
    )
    for ident, kind, face, n, count_text, faces in singles:
        out.append(
            Entry(
                ident,
                kind,
                face,
                _text(_info(rules, face).get("name")),
                "piece",
                tr(f"glossary.farshore.{ident}.text"),
                count=n,
                count_text=count_text,
                faces=faces,
            )
        )
    groups = tuple(
        (g, tr(f"glossary.farshore.group.{g}"))
        for g in (
            "production",
            "governance",
            "traveler",
            "destination",
            "prosperity",
            "island",
            "map",
            "wind",
            "piece",
        )
    )
    return Glossary("farshore", tuple(out), groups)


# ---------------------------------------------------------------------------------------- Droïdes
def _droids(rules: Any) -> Glossary:
    import game.droids.data as data

    raw = _raw(data, "droids")
    out: list[Entry] = []
    part_name = {
        k["id"]: _text(_info(rules, f"part:{k['id']}").get("name")) or k["id"] for k in raw["parts"]["kinds"]
    }
    family_name = {f["id"]: tr(f"glossary.droids.group.{f['id']}") for f in raw["families"]}

    def parts(values: Mapping[str, int]) -> tuple[tuple[str, int], ...]:
        return tuple((part_name.get(k, k), int(v)) for k, v in values.items() if v)

    seasons = [tr("droids.card_back_season", season=tr(f"droids.season_numeral.{n}")) for n in (1, 2, 3)]
    for d in raw["droids"]:
        face = f"droid:{d['number']}"
        info = _info(rules, face)
        facts = [
            (tr("glossary.droids.yield"), cost_text(parts(d["dismantle_yield"]))),
            (tr("glossary.droids.interest"), str(d["interest"])),
            (tr("glossary.droids.season"), seasons[int(d["season"]) - 1]),  # as the card back says it
            (tr("glossary.droids.set"), tr(f"glossary.droids.set.{d['deck_set']}")),
        ]
        if d.get("leaves"):
            facts.insert(1, (tr("glossary.droids.leaves"), str(d["leaves"])))
        out.append(
            Entry(
                face,
                "card",
                face,
                _text(info.get("name")),
                d["family"],
                _text(info.get("effect")) or d["effect_text"],
                parts(d["repair_cost"]),
                tr("glossary.droids.rp", n=int(d["rp"])),
                facts=tuple(facts),
            )
        )
    for h in raw["house_droids"]:
        face = f"house:{h['number']}"
        info = _info(rules, face)
        facts = []
        bonus = h.get("automa_interest_bonus")
        if isinstance(bonus, dict) and bonus.get("family"):
            fam = str(bonus["family"])
            facts.append(
                (
                    tr("glossary.droids.automa_bonus"),
                    tr(
                        "glossary.droids.automa_bonus.value",
                        n=bonus.get("value", ""),
                        family=family_name.get(fam, fam),
                    ),
                )
            )
        out.append(
            Entry(
                face,
                "card",
                face,
                _text(info.get("name")),
                "house",
                _text(info.get("effect")) or str(h.get("effect_text", "")),
                parts(h["cost"]),
                tr("glossary.droids.rp", n=int(h["rp_base"])),
                facts=tuple(facts),
            )
        )
    out.append(
        Entry(
            "interseason",
            "card",
            f"interseason:{raw['interseason_cards'][0]['id']}",
            tr("glossary.droids.interseason.name"),
            "piece",
            tr("glossary.droids.interseason.text"),
            count=len(raw["interseason_cards"]),
            faces=tuple(f"interseason:{c['id']}" for c in raw["interseason_cards"][1:]),
        )
    )
    for k in raw["parts"]["kinds"]:
        kind = k["id"]
        out.append(
            Entry(
                f"part:{kind}",
                "token",
                f"part:{kind}",
                part_name[kind],
                "piece",
                tr("glossary.droids.part.text.base" if k.get("base") else "glossary.droids.part.text.energy"),
                count_text=tr("glossary.droids.unlimited"),
            )
        )
    out.append(
        Entry(
            "extension",
            "marker",
            "extension:nut",
            tr("glossary.droids.extension.name"),
            "piece",
            tr("glossary.droids.extension.text"),
            count_text=tr("glossary.droids.unlimited"),
            faces=tuple(f"extension:{k['id']}" for k in raw["parts"]["kinds"]),
        )
    )
    tokens = raw["tokens"]
    for ident, face, n in (
        ("extra_cost", "token:extra_cost", int(tokens["extra_cost"]["count"])),
        ("priority", "marker:priority", int(tokens["priority_marker"]["count"])),
        ("secondary", "marker:secondary", int(tokens["secondary_marker"]["count"])),
    ):
        out.append(
            Entry(
                ident,
                "marker",
                face,
                _text(_info(rules, face).get("name")),
                "piece",
                tr(f"glossary.droids.{ident}.text"),
                count=n,
            )
        )
    groups = tuple(
        (g, tr(f"glossary.droids.group.{g}"))
        for g in ("water", "harvest", "collection", "market", "shed", "communication", "house", "piece")
    )
    return Glossary("droids", tuple(out), groups)


BUILDERS: dict[str, Callable[[Any], Glossary]] = {
    "new_eden": _new_eden,
    "paris": _paris,
    "farshore": _farshore,
    "droids": _droids,
}


@functools.cache
def _cached(game_id: str, lang: str) -> Glossary | None:
    from game.registry import GAMES

    build = BUILDERS.get(game_id)
    rules = GAMES.get(game_id)
    if build is None or rules is None:
        return None
    return build(rules)


def glossary(game_id: str) -> Glossary | None:
    """The game's glossary in the current language (built once per language); None when the game
    has none."""
    return _cached(game_id, language())


def games() -> list[str]:
    return list(BUILDERS)


def cost_text(cost: Iterable[tuple[str, int]]) -> str:
    """``2 Driftwood, 1 Seaweed`` (or "Nothing" for a free card)."""
    parts = [f"{n} {name}" for name, n in cost if n]
    return tr("core.list_sep").join(parts) if parts else tr("glossary.free")


def counted(values: Mapping[str, int]) -> tuple[tuple[str, int], ...]:
    return tuple((k, int(v)) for k, v in values.items() if v)
