"""The evaluation used by the greedy and search bots: roughly the expected final score margin.

value(seat) = the running score (§13, houses included) + the seat's parts valued as future
resources (base 0.5 RP, energy 0.9 RP, fading as the deck runs out, §16) + the committed but not
yet resolved action, carried out on a scratch copy. The margin is taken against the best rival
(solo: the automa; 4 players: team score = the lower teammate, against the other team's).
"""

from __future__ import annotations

from game.droids import engine as E
from game.droids import scoring
from game.droids.state import AUTOMA, State, clone

BASE_VALUE = 0.5
ENERGY_VALUE = 0.9


def _settle_commits(s: State) -> State:
    """A scratch copy where every unresolved committed action has been carried out."""
    if not any(s.commit):
        return s
    t = clone(s)
    for seat in range(t.nseats):
        c = t.commit[seat]
        if not c or not t.hand[seat]:
            continue
        if c[0] == "construct" and not E._commit_valid(t, seat, c):
            c = ("dismantle", c[3])
        t.commit[seat] = ()
        ev: list = []
        t.step = ""
        E._execute(t, seat, c, ev)
        if t.step == "extension":
            h = E.held(t, seat)
            k = 3 if t.shed[seat][3] >= E.cap(t, seat, 3) else min(range(3), key=lambda x: h[x])
            t.ext[seat][k] += t.ext_left
            E._gain(t, seat, t.ext_parts, ev, "effect")
            t.ext_left = 0
        t.step = ""
    return t


def _progress_left(s: State) -> float:
    total = 44 if s.players != 3 else 86
    left = len(s.decks[0])
    return max(0.0, min(1.0, left / total))


def values(s: State) -> list[float]:
    """Projected value of every seat with a collection."""
    t = _settle_commits(s)
    tot = scoring.totals(t)
    if t.phase == "over":
        return [float(x) for x in tot]
    f = 0.3 + 0.7 * _progress_left(t)
    out = []
    for i in range(t.nseats):
        if E.is_automa(t, i):
            # the automa repairs almost every card it gets: about 2.5 RP per turn still to come
            out.append(tot[i] + 2.5 * len(t.decks[0]) / 2)
            continue
        h = E.held(t, i)
        out.append(tot[i] + f * (BASE_VALUE * (h[0] + h[1] + h[2]) + ENERGY_VALUE * h[3]))
    return out


def heuristic(s: State, seat: int) -> float:
    """Higher is better for ``seat``: its projected margin over the best opposition."""
    v = values(s)
    if s.players == 1:
        return v[0] - v[AUTOMA]
    if s.players == 4:
        mine = min(v[seat], v[seat ^ 1])
        other = [x for x in range(4) if x // 2 != seat // 2]
        theirs = min(v[other[0]], v[other[1]])
        return mine - theirs + 0.1 * (v[seat] + v[seat ^ 1] - v[other[0]] - v[other[1]])
    best_other = max(v[i] for i in range(s.players) if i != seat)
    return v[seat] - best_other
