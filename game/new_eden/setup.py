"""The setup of Paris: New Eden (spec §4.1), up to the first opening decision, with its events."""

from __future__ import annotations

from typing import Any

from game.core.messages import Event, Moved, PhaseBegan, log
from game.core.rng import Rng
from game.new_eden.data import DATA
from game.new_eden.engine import PHASE_KEYS, reveal_rows, roll_dice
from game.new_eden.state import LOCATIONS, TOKEN_KINDS, TYPES, State


def new_state(n: int, seed: int, opts: dict[str, Any]) -> tuple[State, list[Event]]:
    """Setup (spec §4.1), up to the first opening decision."""
    rng = Rng(seed)
    start = opts["start_player"]
    if start == -1:
        start = rng.below(n)
    elif not 0 <= start < n:
        raise ValueError(f"start_player {start} is not a seat of a {n}-player game")
    s = State(
        n=n,
        opts=dict(opts),
        rng=rng,
        season=0,
        phase="opening",
        stage="",
        actor=None,
        start=start,
        dice={loc: [0] * 6 for loc in LOCATIONS},
        tower=[],
        tower_up=[],
        heroine=None,
        bat=None,
        binoculars=None,
        center_eq=[],
        station=[],
        starting_pool=list(DATA.starting_tokens),
        eq_stacks=[],
        tok_stacks=[],
        ev_future=[],
        ev_box=[],
        ev_discard=[],
        box_tokens=[],
        box_eq=[],
        mdeck=[],
        mbatch=[],
        returned=[{} for _ in range(n)],
        nbatch=0,
        bdeck={t: [] for t in TYPES},
        brow={t: [] for t in TYPES},
        bdisc={t: [] for t in TYPES},
        tin_box=[],
        hand=[[] for _ in range(n)],
        bdraw=[],
        bkeeps=0,
        bd_dice=[[0] * 6 for _ in range(n)],
        taken=[0] * n,
        first_done=[False] * n,
        waiting=[[] for _ in range(n)],
        r_cards=[[] for _ in range(n)],
        r_missions=[[] for _ in range(n)],
        r_tokens=[[] for _ in range(n)],
        r_eq=[[] for _ in range(n)],
        cans=[0] * n,
        ev_vp=[[0] * 4 for _ in range(n)],
        feed_vp=[[0] * 4 for _ in range(n)],
        final=[[] for _ in range(n)],
        queue=[],
        turn=start,
        pending=[],
        first_loc=None,
        swap_from=None,
        ctype=0,
        decl_order=[],
        decl=[None] * n,
        ranked=[],
        rank_i=0,
    )
    ev: list[Event] = [log("new_eden.log.setup", players=n, start=start, seat=start)]
    # 1. dice
    roll_dice(s, ev)
    # 2. missions: deal 3 each
    deck = list(DATA.mission_ids)
    rng.shuffle(deck)
    for seat in range(n):
        for _ in range(3):
            mid = deck.pop(0)
            s.hand[seat].append(mid)
            ev.append(
                Moved(
                    piece=mid,
                    from_zone="deck:missions",
                    to_zone=f"seat:{seat}:missions",
                    visible_to=(seat,),
                    back="back:missions",
                    reveal=True,
                )
            )
    s.mdeck = deck
    s.mbatch = [""] * len(deck)
    # 4. equipment
    eq = list(DATA.equip_tokens)
    rng.shuffle(eq)
    s.center_eq = eq[:3]
    s.eq_stacks = [eq[3:6], eq[6:9], eq[9:12]]
    # 6. survivor tokens (the 24 non-starting ones)
    pool: list[str] = []
    for kind in TOKEN_KINDS:
        pool += [kind] * (DATA.token_totals[kind] - (1 if kind in DATA.starting_tokens else 0))
    rng.shuffle(pool)
    s.station = pool[:6]
    s.tok_stacks = [pool[6:12], pool[12:18], pool[18:24]]
    # 7. events
    spring = list(DATA.events_of[1])
    rng.shuffle(spring)
    s.tower = spring[:3]
    s.tower_up = [True, True, True]
    s.ev_box = spring[3:]
    s.ev_future = [list(DATA.events_of[k]) for k in (2, 3, 4)]
    # 8-9. building decks
    non_end = [c for c in DATA.cards_of["tinkerer"] if not DATA.cards[c].end_card]
    end = [c for c in DATA.cards_of["tinkerer"] if DATA.cards[c].end_card]
    rng.shuffle(end)
    rng.shuffle(non_end)
    tdeck = non_end + end
    trim = int(DATA.setup[n]["tinkerer_deck_remove_top"])
    s.tin_box = tdeck[:trim]
    s.bdeck["tinkerer"] = tdeck[trim:]
    for t in TYPES[1:]:
        d = list(DATA.cards_of[t])
        rng.shuffle(d)
        s.bdeck[t] = d
    # 10. rows
    reveal_rows(s, ev)
    for t in DATA.events_of[1]:
        if t in s.tower:
            ev.append(Moved(piece=t, from_zone="stack:events:1", to_zone="tower:events", reveal=True))
    # 13. opening picks: from the seat right of the start player, counter-clockwise
    s.queue = [(start - 1 - i) % n for i in range(n)]
    ev.append(PhaseBegan(phase=PHASE_KEYS["opening"], round=0))
    s.actor = s.queue[0]
    s.stage = "token"
    return s, ev
