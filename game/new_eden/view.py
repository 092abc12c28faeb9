"""What a seat may know (spec §11), re-dealing what it cannot see (§12), and the table's zones.

A view keeps the canonical JSON of the state with every hidden part replaced by its count: the
other seats' held missions (until the end), another seat's Bridge draw, the mission deck order
(the viewer's own batches under the deck stay known: ``returned`` + the public ``mbatch`` labels),
the building decks (with the number of END cards left in the tinkerer deck, which every player
can deduce), the trimmed tinkerer cards, the future and boxed event tiles, the face-down equipment
stacks and the survivor-token stacks below their visible top token. The generator is dropped.
Derived public figures are added for the table: ``metrics`` (spec §8.2, per seat), ``population``,
``equipped``, ``band`` (min, max, farmers needed, VP), ``events_met`` (per face-up tile),
``tin_deck_end`` and ``completable`` (the viewer's held missions it could complete now).

Zones (``zone_ids(n)``; the map's object names) and the piece faces drawn in them:

* ``location:<tower|bridge|restaurant|city_center|train_station>``: dice, face = die face
  (``tinkerer``, ``brawler``, ``healer``, ``sage``, ``farmer``, ``wild``).
* ``tower:event:0..2`` (and all three in ``tower:events``): event tiles; a tile turned face down
  carries the label ``face_down`` (the table then shows its back; no other piece has a label but
  the track markers' numbers); ``tower:heroine``: the Heroine (``heroine``) while nobody holds it.
* ``city_center:equipment`` (``equipment:<bullet|book|capsule>``), ``city_center:bat``,
  ``city_center:binoculars``; ``train_station:tokens`` (``token:<type|jack>``).
* ``supply:cans`` (``can:supply``: the supply, which never runs out), ``supply:dice`` (dice not in play),
  ``supply:starting_tokens`` (opening).
* ``deck:missions`` (``back:missions`` × count); ``bridge:draw``: the missions the seat resolving
  a Bridge die drew (faces for that seat, ``back:missions`` × count for the others);
  ``deck:building:<type>`` (back × count; how many END cards the tinkerer deck still holds is the
  view's ``tin_deck_end``); ``row:<type>`` face-up cards; ``discard:<type>``; ``box:tinkerer``
  (trimmed cards, backs).
* ``stack:events:<season>``, ``stack:equipment:<season>``, ``stack:survivors:<season>`` (top
  token face up, count); ``discard:events``, ``box:events``, ``box:tokens``, ``box:equipment``.
* ``track:population`` (one cube per seat, label = population), ``track:score`` (one disc per
  seat, label = VP), ``track:season`` (the season marker, face ``season:<n>:<phase>``: the season
  and the phase by name), ``track:claim`` (``type:<type>``: the building type being claimed).
* per seat ``seat:<k>:board:dice``, ``seat:<k>:board:tokens`` (waiting, white side),
  ``seat:<k>:refuge:buildings``, ``seat:<k>:refuge:missions`` (completed), ``seat:<k>:refuge:tokens``
  (``token_dark:<type|slacker>``, or ``token:jack`` for jacks joined at the end),
  ``seat:<k>:refuge:equipment``, ``seat:<k>:cans``, ``seat:<k>:missions`` (hand; backs for others),
  ``seat:<k>:items`` (``bat``, ``binoculars``, and the Heroine as ``heroine:equipped``: held, she
  counts as one equipped survivor of any type for the season's event).

Piece ids a click can name (``describe(action).piece``): a die at a location is
``die:<location>:<face>:<i>`` and a Train Station token ``token:station:<kind>:<i>``, a City Center
equipment token ``equipment:center:<kind>:<i>`` (``i`` counts the identical pieces, so an action
about one (location, face) or kind names ``…:0``); the starting tokens ``token:starting:<kind>``;
``bat``, ``binoculars``, ``heroine``; cards, missions and event tiles by their id; a building deck
``deck:<type>``.

Events: ``DiceRolled`` per location each season; ``Moved`` for every die, card, token, can and
item between these zones (private draws carry ``visible_to`` and ``back="back:missions"``);
``Revealed`` for held missions at the end; ``Scored`` for each VP gain; ``PhaseBegan`` for
seasons (``new_eden.season.*``) and phases (``new_eden.phase.*``); ``Logged`` lines
(``new_eden.log.*``, see strings.py) for every step, including each declaration and the ranking.
"""

from __future__ import annotations

import dataclasses
import json
from typing import Any

from game.core.rng import Rng
from game.core.rules import Piece
from game.new_eden.data import DATA
from game.new_eden.state import (
    FACES,
    FIELDS,
    LOCATIONS,
    TOKEN_KINDS,
    TYPES,
    State,
    equipped,
    event_met,
    metrics,
    requirement_met,
)


@dataclasses.dataclass(frozen=True, slots=True)
class NewEdenView:
    """One seat's knowledge (``viewer`` None: a spectator). ``data`` is canonical JSON text."""

    viewer: int | None
    players: int
    to_act: int | None
    season: int
    phase: str
    stage: str
    data: str

    def state(self) -> dict[str, Any]:
        """The redacted state as a dict (hidden parts are counts)."""
        return json.loads(self.data)


def _end_in_tinkerer_deck(s: State) -> int:
    return sum(1 for c in s.bdeck["tinkerer"] if DATA.cards[c].end_card)


def view(s: State, seat: int | None) -> NewEdenView:
    d = {f: getattr(s, f) for f in FIELDS if f != "rng"}  # not mutated: only replaced below
    over = s.phase == "over"
    if not over:
        d["hand"] = [h if i == seat else len(h) for i, h in enumerate(s.hand)]
    if s.actor != seat or seat is None:
        d["bdraw"] = len(s.bdraw)
    d["mdeck"] = len(s.mdeck)
    d["returned"] = [r if i == seat else len(r) for i, r in enumerate(s.returned)]
    d["bdeck"] = {t: len(v) for t, v in s.bdeck.items()}
    d["tin_deck_end"] = _end_in_tinkerer_deck(s)
    d["tin_box"] = len(s.tin_box)
    d["ev_future"] = [len(x) for x in s.ev_future]
    d["ev_box"] = len(s.ev_box)
    d["eq_stacks"] = [len(x) for x in s.eq_stacks]
    d["tok_stacks"] = [[x[0] if x else None, len(x)] for x in s.tok_stacks]
    # derived public figures for the table (spec §15): metrics, equipped survivors, band, events met
    ms = [metrics(s, i) for i in range(s.n)]
    d["metrics"] = ms
    d["population"] = [m["survivors.total"] for m in ms]
    d["equipped"] = [equipped(m) for m in ms]
    d["band"] = [list(DATA.band(m["survivors.total"])) for m in ms]
    d["completable"] = (
        sorted(
            mid
            for mid in s.hand[seat]
            if DATA.missions[mid].kind == "new_building" and requirement_met(ms[seat], mid)
        )
        if seat is not None
        else []
    )
    d["events_met"] = [
        {t: event_met(ms[i], t, s.heroine == i) for t, up in zip(s.tower, s.tower_up, strict=True) if up}
        for i in range(s.n)
    ]
    text = json.dumps(d, sort_keys=True, separators=(",", ":"))
    return NewEdenView(seat, s.n, s.actor, s.season, s.phase, s.stage, text)


def _minus(pool: list[str], used: list[str]) -> list[str]:
    out = list(pool)
    for u in used:
        out.remove(u)
    return out


def determinize(v: NewEdenView, rng: Rng) -> State:
    """A full state consistent with the view: re-deals exactly what the viewer cannot see."""
    d = v.state()
    n = d["n"]
    viewer = v.viewer
    r = rng.fork()
    for derived in (
        "tin_deck_end",
        "population",
        "metrics",
        "equipped",
        "band",
        "events_met",
        "completable",
    ):
        del d[derived]
    # missions: other hands, a hidden Bridge draw, the deck
    seen: list[str] = [m for ms in d["r_missions"] for m in ms]
    for h in d["hand"]:
        if isinstance(h, list):
            seen += h
    if isinstance(d["bdraw"], list):
        seen += d["bdraw"]
    pool = _minus(list(DATA.mission_ids), seen)
    # the viewer's own batches under the deck keep their positions (any order inside a batch)
    deck: list[str | None] = [None] * d["mdeck"]
    free = set(pool)
    mine = d["returned"][viewer] if viewer is not None and isinstance(d["returned"][viewer], dict) else {}
    for label in sorted(mine):
        cand = [c for c in mine[label] if c in free]
        r.shuffle(cand)
        for i, c in zip([i for i, lb in enumerate(d["mbatch"]) if lb == label], cand, strict=False):
            deck[i] = c
            free.discard(c)
    pool = [c for c in pool if c in free]
    r.shuffle(pool)
    for i in range(n):
        if isinstance(d["hand"][i], int):
            c = d["hand"][i]
            d["hand"][i], pool = pool[:c], pool[c:]
    if isinstance(d["bdraw"], int):
        c = d["bdraw"]
        d["bdraw"], pool = pool[:c], pool[c:]
    assert len(pool) == deck.count(None), "mission counts do not add up"
    rest = iter(pool)
    d["mdeck"] = [c if c is not None else next(rest) for c in deck]
    for o in range(n):
        if isinstance(d["returned"][o], int):
            batches: dict[str, list[str]] = {}
            for c, lb in zip(d["mdeck"], d["mbatch"], strict=True):
                if lb.startswith(f"{o}:"):
                    batches.setdefault(lb, []).append(c)
            d["returned"][o] = {lb: sorted(cs) for lb, cs in batches.items()}
    # building decks
    owned = [c for cs in d["r_cards"] for c in cs]
    box_cnt = d["tin_box"]
    for t in TYPES:
        unseen = _minus(
            list(DATA.cards_of[t]),
            d["brow"][t] + d["bdisc"][t] + [c for c in owned if DATA.cards[c].type == t],
        )
        cnt = d["bdeck"][t]
        if t == "tinkerer":
            end = [c for c in unseen if DATA.cards[c].end_card]
            non = [c for c in unseen if not DATA.cards[c].end_card]
            r.shuffle(end)
            r.shuffle(non)
            top = cnt - len(end)
            d["bdeck"][t] = non[:top] + end
            d["tin_box"] = non[top:]
            assert len(d["tin_box"]) == box_cnt and top >= 0, "tinkerer counts do not add up"
        else:
            r.shuffle(unseen)
            assert len(unseen) == cnt, f"{t} deck count does not add up"
            d["bdeck"][t] = unseen
    # events
    fut = d["ev_future"]
    first_future = 5 - len(fut)
    d["ev_future"] = []
    for j, cnt in enumerate(fut):
        tiles = list(DATA.events_of[first_future + j])
        r.shuffle(tiles)
        d["ev_future"].append(tiles[:cnt])
    shown = set(d["tower"]) | set(d["ev_discard"])
    d["ev_box"] = [t for season in range(1, first_future) for t in DATA.events_of[season] if t not in shown]
    # equipment stacks
    used_eq = d["center_eq"] + d["box_eq"] + [e for es in d["r_eq"] for e in es]
    eq_pool = _minus(list(DATA.equip_tokens), used_eq)
    r.shuffle(eq_pool)
    stacks = []
    for cnt in d["eq_stacks"]:
        stacks.append(eq_pool[:cnt])
        eq_pool = eq_pool[cnt:]
    d["eq_stacks"] = stacks
    # survivor-token stacks: tops stay, the rest is re-dealt
    tok_pool: list[str] = []
    for kind in TOKEN_KINDS:
        tok_pool += [kind] * DATA.token_totals[kind]
    used_tok = d["station"] + d["starting_pool"] + d["box_tokens"]
    for w in d["waiting"]:
        used_tok += w
    for rt in d["r_tokens"]:
        used_tok += ["jack" if x in ("slacker", "jack") else x for x in rt]
    used_tok += [top for top, cnt in d["tok_stacks"] if cnt]
    tok_pool = _minus(tok_pool, used_tok)
    r.shuffle(tok_pool)
    stacks = []
    for top, cnt in d["tok_stacks"]:
        if cnt:
            stacks.append([top] + tok_pool[: cnt - 1])
            tok_pool = tok_pool[cnt - 1 :]
        else:
            stacks.append([])
    d["tok_stacks"] = stacks
    d["rng"] = r.fork()
    return State(**d)


# ------------------------------------------------------------------------------------------
# zones


def zone_ids(players: int) -> list[str]:
    """Every zone the rules name, for a game of ``players`` seats (the map's object names)."""
    z = [f"location:{loc}" for loc in LOCATIONS]
    z += ["tower:event:0", "tower:event:1", "tower:event:2", "tower:events", "tower:heroine"]
    z += ["city_center:equipment", "city_center:bat", "city_center:binoculars", "train_station:tokens"]
    z += ["supply:cans", "supply:dice", "supply:starting_tokens", "deck:missions", "bridge:draw"]
    for t in TYPES:
        z += [f"deck:building:{t}", f"row:{t}", f"discard:{t}"]
    for season in (1, 2, 3, 4):
        z += [f"stack:events:{season}"]
    for season in (2, 3, 4):
        z += [f"stack:equipment:{season}", f"stack:survivors:{season}"]
    z += ["discard:events", "box:events", "box:tokens", "box:equipment", "box:tinkerer"]
    z += ["track:population", "track:score", "track:season", "track:claim"]
    for k in range(players):
        for sub in (
            "board:dice",
            "board:tokens",
            "refuge:buildings",
            "refuge:missions",
            "refuge:tokens",
            "refuge:equipment",
            "cans",
            "missions",
            "items",
        ):
            z.append(f"seat:{k}:{sub}")
    return z


ZONE_IDS = zone_ids(4)


def die_id(location: str, face: str, i: int = 0) -> str:
    """The piece id of a die at a location; identical dice are one choice, named by the first."""
    return f"die:{location}:{face}:{i}"


def equipment_id(kind: str, i: int = 0) -> str:
    """The piece id of an equipment token at the City Center (by kind, then 0, 1, ...)."""
    return f"equipment:center:{kind}:{i}"


def station_token_id(kind: str, i: int = 0) -> str:
    """The piece id of a survivor token at the Train Station (by white side, then 0, 1, ...)."""
    return f"token:station:{kind}:{i}"


def _nth(kinds: list[str]) -> list[tuple[str, int]]:
    """Each kind with how many of the same kind came before it."""
    seen: dict[str, int] = {}
    out = []
    for k in kinds:
        out.append((k, seen.get(k, 0)))
        seen[k] = seen.get(k, 0) + 1
    return out


def zones(v: NewEdenView) -> dict[str, tuple[Piece, ...]]:
    """The pieces drawn in each zone of a view."""
    d = v.state()
    n = d["n"]
    out: dict[str, list[Piece]] = {z: [] for z in zone_ids(n)}
    for loc in LOCATIONS:
        for f, c in enumerate(d["dice"][loc]):
            for i in range(c):
                out[f"location:{loc}"].append(Piece(die_id(loc, FACES[f], i), "die", FACES[f]))
    for i, (tile, up) in enumerate(zip(d["tower"], d["tower_up"], strict=True)):
        p = Piece(tile, "tile", tile, label="" if up else "face_down")
        out[f"tower:event:{i}"].append(p)
        out["tower:events"].append(p)
    if d["heroine"] is None:
        out["tower:heroine"].append(Piece("heroine", "token", "heroine"))
    for e, i in _nth(d["center_eq"]):
        out["city_center:equipment"].append(Piece(equipment_id(e, i), "token", f"equipment:{e}"))
    if d["bat"] is None:
        out["city_center:bat"].append(Piece("bat", "token", "bat"))
    if d["binoculars"] is None:
        out["city_center:binoculars"].append(Piece("binoculars", "token", "binoculars"))
    for t, i in _nth(d["station"]):
        out["train_station:tokens"].append(Piece(station_token_id(t, i), "token", f"token:{t}"))
    for t in d["starting_pool"]:
        out["supply:starting_tokens"].append(Piece(f"token:starting:{t}", "token", f"token:{t}"))
    out["supply:cans"].append(Piece("cans", "token", "can:supply"))
    on_boards = sum(sum(b) for b in d["bd_dice"]) + sum(sum(x) for x in d["dice"].values())
    if on_boards < DATA.dice_count:
        out["supply:dice"].append(Piece("dice:supply", "die", "back:die", count=DATA.dice_count - on_boards))
    if d["mdeck"]:
        out["deck:missions"].append(Piece("deck:missions", "card", "back:missions", count=d["mdeck"]))
    for t in TYPES:
        if d["bdeck"][t]:
            out[f"deck:building:{t}"].append(
                Piece(f"deck:{t}", "card", f"back:building:{t}", count=d["bdeck"][t])
            )
        for c in d["brow"][t]:
            out[f"row:{t}"].append(Piece(c, "card", c))
        for c in d["bdisc"][t]:
            out[f"discard:{t}"].append(Piece(c, "card", c))
    if d["tin_box"]:
        out["box:tinkerer"].append(
            Piece("box:tinkerer", "card", "back:building:tinkerer", count=d["tin_box"])
        )
    first_future = 5 - len(d["ev_future"])
    for j, cnt in enumerate(d["ev_future"]):
        season = first_future + j
        if cnt:
            out[f"stack:events:{season}"].append(
                Piece(f"events:{season}", "tile", f"back:events:{season}", count=cnt)
            )
    for j, cnt in enumerate(d["eq_stacks"]):
        season = 5 - len(d["eq_stacks"]) + j
        if cnt:
            out[f"stack:equipment:{season}"].append(
                Piece(f"equipment:stack:{season}", "token", "back:equipment", count=cnt)
            )
    for j, (top, cnt) in enumerate(d["tok_stacks"]):
        season = 5 - len(d["tok_stacks"]) + j
        if cnt:
            out[f"stack:survivors:{season}"].append(
                Piece(f"survivors:stack:{season}", "token", f"token:{top}", count=cnt)
            )
    for t in d["ev_discard"]:
        out["discard:events"].append(Piece(t, "tile", t))
    if d["ev_box"]:
        out["box:events"].append(Piece("box:events", "tile", "back:events", count=d["ev_box"]))
    for i, t in enumerate(d["box_tokens"]):
        out["box:tokens"].append(Piece(f"token:box:{i}", "token", f"token:{t}"))
    for i, e in enumerate(d["box_eq"]):
        out["box:equipment"].append(Piece(f"equipment:box:{i}", "token", f"equipment:{e}"))
    out["track:season"].append(Piece("season", "marker", f"season:{d['season']}:{d['phase']}"))
    if d["phase"] == "claim":
        out["track:claim"].append(Piece("claim", "marker", f"type:{TYPES[d['ctype']]}"))
    for k in range(n):
        pop = d["population"][k]
        out["track:population"].append(Piece(f"cube:{k}", "cube", "cube", owner=k, label=str(pop)))
        score = sum(d["ev_vp"][k]) + sum(d["feed_vp"][k]) + sum(int(ln[1]) for ln in d["final"][k])
        out["track:score"].append(Piece(f"disc:{k}", "disc", "disc", owner=k, label=str(score)))
        for f, c in enumerate(d["bd_dice"][k]):
            for i in range(c):
                out[f"seat:{k}:board:dice"].append(
                    Piece(f"die:seat{k}:{FACES[f]}:{i}", "die", FACES[f], owner=k)
                )
        for i, t in enumerate(d["waiting"][k]):
            out[f"seat:{k}:board:tokens"].append(Piece(f"token:seat{k}:{i}", "token", f"token:{t}", owner=k))
        for c in d["r_cards"][k]:
            out[f"seat:{k}:refuge:buildings"].append(Piece(c, "card", c, owner=k))
        for m in d["r_missions"][k]:
            out[f"seat:{k}:refuge:missions"].append(Piece(m, "card", m, owner=k))
        for i, t in enumerate(d["r_tokens"][k]):
            face = f"token:{t}" if t == "jack" else f"token_dark:{t}"
            out[f"seat:{k}:refuge:tokens"].append(Piece(f"token:refuge{k}:{i}", "token", face, owner=k))
        for i, e in enumerate(d["r_eq"][k]):
            out[f"seat:{k}:refuge:equipment"].append(
                Piece(f"equipment:seat{k}:{i}", "token", f"equipment:{e}", owner=k)
            )
        if d["cans"][k]:
            out[f"seat:{k}:cans"].append(Piece(f"cans:{k}", "token", "can", owner=k, count=d["cans"][k]))
        hand = d["hand"][k]
        if isinstance(hand, list):
            for m in hand:
                out[f"seat:{k}:missions"].append(Piece(m, "card", m, owner=k))
        elif hand:
            out[f"seat:{k}:missions"].append(
                Piece(f"missions:{k}", "card", "back:missions", owner=k, count=hand)
            )
        if d["actor"] == k and d["stage"] == "bridge":
            draw = d["bdraw"]
            if isinstance(draw, list):
                for m in draw:
                    out["bridge:draw"].append(Piece(m, "card", m, owner=k))
            elif draw:
                out["bridge:draw"].append(Piece(f"draw:{k}", "card", "back:missions", owner=k, count=draw))
        for item in ("bat", "binoculars", "heroine"):
            if d[item] == k:
                face = "heroine:equipped" if item == "heroine" else item
                out[f"seat:{k}:items"].append(Piece(item, "token", face, owner=k))
    return {z: tuple(p) for z, p in out.items()}
