"""The Paris: New Eden state record, its hand-written clone and JSON form, and the refuge metrics.

Dice are interchangeable (spec §2): a location or a board holds a count per face. Survivor and
equipment tokens are interchangeable by kind (spec §6.1), so they are stored as kind strings; a
refuge token is stored by its dark side (``slacker`` for a used jack), except the white jacks that
join at the end of the game (``jack``). Cards, missions and event tiles are stored by id.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from game.core.rng import Rng
from game.new_eden.data import DATA

FACES: tuple[str, ...] = DATA.faces  # tinkerer, brawler, healer, sage, farmer, wild
FACE_INDEX = {f: i for i, f in enumerate(FACES)}
WILD = FACE_INDEX["wild"]
LOCATIONS: tuple[str, ...] = ("tower", "bridge", "restaurant", "city_center", "train_station")
TYPES: tuple[str, ...] = DATA.claim_order  # claim order: tinkerer, brawler, healer, sage, farmer
EVENT_TYPES: tuple[str, ...] = ("brawler", "healer", "sage")
EQUIP: tuple[str, ...] = ("bullet", "book", "capsule")
TOKEN_KINDS: tuple[str, ...] = DATA.token_kinds  # five specialists then jack
CARD_POWER = {cid: c.power for cid, c in DATA.cards.items()}
METRICS: tuple[str, ...] = (
    "survivors.tinkerer",
    "survivors.brawler",
    "survivors.healer",
    "survivors.sage",
    "survivors.farmer",
    "survivors.slacker",
    "survivors.jack",
    "survivors.total",
    "equipment.bullet",
    "equipment.book",
    "equipment.capsule",
    "equipment.total",
    "tinkerer_powers",
)


def _card_vec(survivors: Any, equipment: Any, tinkerer: bool, toolkit: bool) -> tuple[tuple[str, int], ...]:
    out: dict[str, int] = {}
    for k, v in survivors:
        out["survivors." + k] = out.get("survivors." + k, 0) + v
    for k, v in equipment:
        out["equipment." + k] = out.get("equipment." + k, 0) + v
    if tinkerer:
        out["tinkerer_powers"] = 1
    if toolkit:  # TP08: virtual equipment, from the data
        eff = dict(DATA.powers["TP08"].effect)["virtual_equipment"]
        for k, v in eff.items():
            out["equipment." + k] = out.get("equipment." + k, 0) + v
    return tuple(sorted(out.items()))


_VEC: dict[str, tuple[tuple[str, int], ...]] = {}
for _cid, _c in DATA.cards.items():
    _eff = dict(DATA.powers[_c.power].effect) if _c.power else {}
    _VEC[_cid] = _card_vec(_c.survivors, _c.equipment, _c.type == "tinkerer", "virtual_equipment" in _eff)
for _mid, _m in DATA.missions.items():
    if _m.kind == "new_building":
        _VEC[_mid] = _card_vec(_m.r_survivors, _m.r_equipment, False, False)


@dataclasses.dataclass(slots=True)
class State:
    """Everything about one game. Only ``apply`` mutates it.

    Decks and stacks list their top card first. ``stage`` names the pending decision (spec §16)
    and ``actor`` the seat to decide (None once the game is over).
    """

    n: int
    opts: dict[str, Any]
    rng: Rng
    season: int  # 0 during the opening picks, then 1..4
    phase: str  # opening | gather | claim | window | feed | final_window | over
    stage: str  # token | mission | swap1 | swap2 | take | second | tower | city | bridge | station |
    #             wilds | building | window | pay | over
    actor: int | None
    start: int  # start player of the season being played (spec §10.37)
    # --- the main board
    dice: dict[str, list[int]]  # location -> count per face
    tower: list[str]  # event tiles at the Tower this season
    tower_up: list[bool]  # face up?
    heroine: int | None  # holder this season (None: beside the Tower)
    bat: int | None
    binoculars: int | None
    center_eq: list[str]  # equipment kinds face up at the City Center
    station: list[str]  # survivor token kinds at the Train Station (white side)
    starting_pool: list[str]  # starting tokens still beside the board (opening)
    eq_stacks: list[list[str]]  # face-down equipment stacks for the next seasons
    tok_stacks: list[list[str]]  # survivor-token stacks for the next seasons (top first, top visible)
    ev_future: list[list[str]]  # event tiles of the next seasons (face down)
    ev_box: list[str]  # the unseen 4th tile of each season so far
    ev_discard: list[str]  # tiles of past seasons (public)
    box_tokens: list[str]  # unused starting tokens and discarded station tokens (public)
    box_eq: list[str]  # leftover equipment discarded (public; never happens with 5 center dice)
    mdeck: list[str]  # mission deck, top first
    mbatch: list[str]  # per deck position: label of the batch put under the deck ("" = initial deck)
    returned: list[dict[str, list[str]]]  # per seat: its batches still in the deck, label -> cards
    nbatch: int  # batches put under the deck so far (labels "<seat>:<number>")
    bdeck: dict[str, list[str]]  # building decks per type, top first
    brow: dict[str, list[str]]  # face-up building cards per type
    bdisc: dict[str, list[str]]  # discard pile per type (public)
    tin_box: list[str]  # tinkerer cards trimmed unseen at 2-3 players
    # --- the seats
    hand: list[list[str]]  # held missions (hidden from others)
    bdraw: list[str]  # missions drawn at the Bridge by ``actor`` and not yet kept
    bkeeps: int  # missions still to keep from ``bdraw``
    bd_dice: list[list[int]]  # dice on each player board, count per face
    taken: list[int]  # dice taken this season (slots used)
    first_done: list[bool]  # has taken its first die this season
    waiting: list[list[str]]  # waiting tokens on the board (white side: specialist or jack)
    r_cards: list[list[str]]  # building cards in the refuge
    r_missions: list[list[str]]  # completed new-building missions (public buildings)
    r_tokens: list[list[str]]  # refuge tokens: specialist kinds, slacker, or jack (white, at the end)
    r_eq: list[list[str]]  # equipment tokens in the refuge
    cans: list[int]
    ev_vp: list[list[int]]  # VP from events, per seat per season
    feed_vp: list[list[int]]  # VP from feeding, per seat per season
    final: list[list[list[Any]]]  # final score lines per seat: [category, points, detail]
    # --- progress inside a phase
    queue: list[int]  # seats still to act (opening, window, feeding)
    turn: int  # seat whose phase-1 turn it is
    pending: list[str]  # locations of the dice taken this turn, still to resolve
    first_loc: str | None  # location of the first die (Double Shift)
    swap_from: list[str] | None  # [location, face] of the first Switchman die
    ctype: int  # index in TYPES of the building type being claimed
    decl_order: list[int]
    decl: list[list[int] | None]  # per seat [base, wild dice, jacks] once declared
    ranked: list[int]
    rank_i: int


FIELDS = tuple(f.name for f in dataclasses.fields(State))


def _copy(v: Any) -> Any:
    if isinstance(v, list):
        return [_copy(x) for x in v]
    if isinstance(v, dict):
        return {k: _copy(x) for k, x in v.items()}
    return v


def clone(s: State) -> State:
    """A fast independent copy (definitions are shared, containers copied)."""
    return State(
        s.n,
        dict(s.opts),
        s.rng.clone(),
        s.season,
        s.phase,
        s.stage,
        s.actor,
        s.start,
        {k: v[:] for k, v in s.dice.items()},
        s.tower[:],
        s.tower_up[:],
        s.heroine,
        s.bat,
        s.binoculars,
        s.center_eq[:],
        s.station[:],
        s.starting_pool[:],
        [x[:] for x in s.eq_stacks],
        [x[:] for x in s.tok_stacks],
        [x[:] for x in s.ev_future],
        s.ev_box[:],
        s.ev_discard[:],
        s.box_tokens[:],
        s.box_eq[:],
        s.mdeck[:],
        s.mbatch[:],
        [{k: v[:] for k, v in r.items()} for r in s.returned],
        s.nbatch,
        {k: v[:] for k, v in s.bdeck.items()},
        {k: v[:] for k, v in s.brow.items()},
        {k: v[:] for k, v in s.bdisc.items()},
        s.tin_box[:],
        [x[:] for x in s.hand],
        s.bdraw[:],
        s.bkeeps,
        [x[:] for x in s.bd_dice],
        s.taken[:],
        s.first_done[:],
        [x[:] for x in s.waiting],
        [x[:] for x in s.r_cards],
        [x[:] for x in s.r_missions],
        [x[:] for x in s.r_tokens],
        [x[:] for x in s.r_eq],
        s.cans[:],
        [x[:] for x in s.ev_vp],
        [x[:] for x in s.feed_vp],
        [[ln[:] for ln in x] for x in s.final],
        s.queue[:],
        s.turn,
        s.pending[:],
        s.first_loc,
        None if s.swap_from is None else s.swap_from[:],
        s.ctype,
        s.decl_order[:],
        [None if d is None else d[:] for d in s.decl],
        s.ranked[:],
        s.rank_i,
    )


def to_json(s: State) -> dict[str, Any]:
    out = {f: _copy(getattr(s, f)) for f in FIELDS}
    out["rng"] = s.rng.to_json()
    return out


def from_json(data: Any) -> State:
    if not isinstance(data, dict) or set(data) != set(FIELDS):
        missing = sorted(set(FIELDS) - set(data)) if isinstance(data, dict) else []
        raise ValueError(f"not a new_eden state (missing {missing})")
    kw = {f: _copy(data[f]) for f in FIELDS}
    kw["rng"] = Rng.from_json(data["rng"])
    return State(**kw)


def owns(s: State, seat: int, power: str) -> int:
    """How many cards with tinkerer power ``power`` the seat owns."""
    return sum(1 for c in s.r_cards[seat] if CARD_POWER.get(c) == power)


def metrics(s: State, seat: int) -> dict[str, int]:
    """The §8.2 metrics of one seat's refuge (``survivors.jack``: white jacks joined at the end)."""
    m = dict.fromkeys(METRICS, 0)
    for cid in s.r_cards[seat]:
        for k, v in _VEC[cid]:
            m[k] += v
    for mid in s.r_missions[seat]:
        for k, v in _VEC[mid]:
            m[k] += v
    for t in s.r_tokens[seat]:
        m["survivors." + t] += 1
    for e in s.r_eq[seat]:
        m["equipment." + e] += 1
    m["survivors.total"] = (
        m["survivors.tinkerer"]
        + m["survivors.brawler"]
        + m["survivors.healer"]
        + m["survivors.sage"]
        + m["survivors.farmer"]
        + m["survivors.slacker"]
        + m["survivors.jack"]
    )
    m["equipment.total"] = m["equipment.bullet"] + m["equipment.book"] + m["equipment.capsule"]
    return m


def equipped(m: dict[str, int]) -> dict[str, int]:
    """Equipped survivors per event type: min(survivors, equipment of its kind)."""
    return {t: min(m["survivors." + t], m["equipment." + DATA.equip_of[t]]) for t in EVENT_TYPES}


def event_met(m: dict[str, int], tile: str, heroine: bool) -> bool:
    """Hall's condition over the tile's groups (spec §6.4); the Heroine fills one slot of any type."""
    groups = DATA.events[tile].groups
    eq = equipped(m)
    h = 1 if heroine else 0
    g = len(groups)
    for mask in range(1, 1 << g):
        need = 0
        types: set[str] = set()
        for i in range(g):
            if mask >> i & 1:
                need += groups[i][1]
                types.update(groups[i][0])
        if need > sum(eq[t] for t in sorted(types)) + h:
            return False
    return True


def requirement_met(m: dict[str, int], mission: str) -> bool:
    return all(m[k] >= v for k, v in DATA.missions[mission].requirement)
