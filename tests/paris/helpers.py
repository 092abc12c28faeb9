"""Position builders for Paris scenario tests: edit a fresh state by hand, keeping components conserved."""

from __future__ import annotations

from typing import Any

from game.paris import RULES
from game.paris import board as BD
from game.paris import engine as E
from game.paris.data import DATA as D
from game.paris.data import TOKEN_INDEX
from game.paris.state import State


def fresh(n: int = 3, seed: int = 1, **opts: Any) -> State:
    """A new game at seat 0's main window (building step skipped), nothing on the board."""
    s = RULES.new_game(n, seed, opts)
    turn(s, 0)
    return s


def turn(s: State, seat: int, prompt: str = "main") -> State:
    """Make it ``seat``'s turn at a fresh main window (new turn scratch)."""
    s.seat = seat
    s.prompt = prompt
    s.window = "main"
    s.ctx = {}
    s.bought = []
    s.sold = []
    s.engineer = False
    s.legal_cache = None
    return s


def place(s: State, tile: str, district: str | None = None) -> str:
    """Put a building tile on its slot (taken from wherever it lies); returns the slot id."""
    for st in s.stacks:
        if tile in st:
            st.remove(tile)
    if tile in s.removed:
        s.removed.remove(tile)
        # keep three removed tiles: take a replacement from the first stack that has one
        for st in s.stacks:
            if st:
                s.removed.append(st.pop(0))
                s.removed.sort()
                break
    b = D.buildings[tile]
    slot = f"slot:{district or b.district}:{b.value}"
    s.slot_tile[slot] = tile
    for pk in s.peek:
        pk.clear()
    s.legal_cache = None
    return slot


def key(s: State, seat: int, spot: str) -> None:
    """Put one of the seat's keys from hand on a spot (properties raise the district count)."""
    s.hand[seat] -= 1
    E.add_key(s, spot, seat)
    if spot.startswith("slot:") or spot.startswith("landmark:"):
        s.count[BD.spot_info(s, spot)[0] or ""] += 1
    s.legal_cache = None


def lay(s: State, landmark: str, district: str) -> None:
    s.lm_supply.remove(landmark)
    s.lm_district[landmark] = district
    s.legal_cache = None


def take_token(s: State, slot: str) -> None:
    """The slot token was taken earlier: move it to the general supply (keeps conservation)."""
    tok = s.slot_token.pop(slot)
    s.supply[TOKEN_INDEX[tok]] += 1
    s.legal_cache = None


def give_tokens(s: State, seat: int, **counts: int) -> None:
    """Give real tokens, taken from the slots of unplaced... simply from the supply or board slots."""
    for tok, k in counts.items():
        i = TOKEN_INDEX[tok]
        for _ in range(k):
            if s.supply[i] > 0:
                s.supply[i] -= 1
            else:
                slot = next(
                    sl for sl, t in sorted(s.slot_token.items()) if t == tok and sl not in s.slot_tile
                )
                del s.slot_token[slot]
            s.tokens[seat][i] += 1
    s.legal_cache = None


def supply(s: State, **counts: int) -> None:
    """Set supply counts, moving tokens between the supply and unbuilt board slots."""
    for tok, k in counts.items():
        i = TOKEN_INDEX[tok]
        while s.supply[i] > k:
            s.supply[i] -= 1
            slot = next(sl for sl in sorted(BD.SLOTS) if sl not in s.slot_token and sl not in s.slot_tile)
            s.slot_token[slot] = tok
        while s.supply[i] < k:
            slot = next(sl for sl, t in sorted(s.slot_token.items()) if t == tok and sl not in s.slot_tile)
            del s.slot_token[slot]
            s.supply[i] += 1
    s.legal_cache = None


def give_tile(s: State, seat: int, tile: str, used: bool = False) -> None:
    """Hand a bonus tile to a seat (from the track or the box), owned from now on."""
    for sp in s.track:
        if tile in sp:
            sp.remove(tile)
    if tile in s.boxed:
        s.boxed.remove(tile)
    (s.used if used else s.tiles)[seat].append(tile)
    s.owned[seat].append(D.bonus[tile].number or 0)
    s.owned[seat].sort()
    s.legal_cache = None


def give_endgame(s: State, seat: int, tile: str) -> None:
    s.eg_pile.remove(tile)
    s.eg_held[seat].append([tile, s.eg_taken])
    s.eg_taken += 1
    s.legal_cache = None


def set_strategy(s: State, seat: int, tile: str) -> None:
    """Give a seat a strategy tile (swapping with whoever or wherever it is)."""
    old = s.strategy[seat]
    if tile in s.display:
        s.display.remove(tile)
        s.display.append(old)
        s.display.sort()
    else:
        other = s.strategy.index(tile)
        s.strategy[other] = old
    s.strategy[seat] = tile
    s.legal_cache = None


def empty_stacks(s: State) -> None:
    """Every remaining building tile leaves the stacks (as if removed unseen)."""
    for st in s.stacks:
        s.removed.extend(st)
        st.clear()
    s.removed.sort()
    for pk in s.peek:
        pk.clear()
    s.legal_cache = None


def legal(s: State) -> list:
    return RULES.legal_actions(s)


def act(s: State, action: Any) -> list:
    events = RULES.apply(s, action)
    RULES.check_invariants(s)
    return events
