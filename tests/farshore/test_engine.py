"""Internal consistency: the fast checks agree with the full option lists they stand for."""

from __future__ import annotations

from game.core.rng import Rng
from game.farshore import RULES, engine, facts
from game.farshore.actions import Pass, PlaceWorker, PlayCard, Prepare
from game.farshore.data import DATA


def _positions(n: int, seed: int, every: int = 3):  # type: ignore[no-untyped-def]
    st = RULES.new_game(n, seed, {})
    rng = Rng(seed)
    i = 0
    while RULES.to_act(st) is not None:
        if i % every == 0:
            yield st
        la = RULES.legal_actions(st)
        RULES.apply(st, la[rng.below(len(la))])
        i += 1


def test_can_play_agrees_with_the_payment_options() -> None:
    for n, seed in ((2, 1), (4, 2)):
        for st in _positions(n, seed, every=7):
            s = facts.to_act(st)
            for cid, c in DATA.cards.items():
                for src in ("hand", "bay"):
                    for site, disc in (("", None), ("inn", {"any": 3}), ("old_quay", {"any": 2})):
                        fast = engine.can_play(st, s, c, src, site, disc)
                        full = engine.fits_city(st, s, c) and bool(
                            engine.pay_options(st, s, c, src, site, disc)
                        )
                        assert fast == full, (cid, src, site)


def test_turn_action_check_agrees_with_the_turn_options() -> None:
    for n, seed in ((1, 3), (3, 4)):
        for st in _positions(n, seed, every=3):
            if st.stack:
                continue
            s = st.current
            legal = engine.turn_options(st)
            candidates = [Prepare(seat=s), Pass(seat=s)]
            candidates += [PlaceWorker(seat=s, spot=z) for z in engine.LOCATIONS]
            candidates += [PlaceWorker(seat=s, spot=f"island:{k}") for k in range(1, 5)]
            candidates += [PlaceWorker(seat=s, spot=f"seat:{s}:city:{k}") for k in range(len(st.city[s]))]
            candidates += [PlayCard(seat=s, card=c, slot=0) for c in DATA.cards]
            candidates += [PlayCard(seat=s, card=b[-1], slot=k + 1) for k, b in enumerate(st.bay) if b]
            candidates += [PlayCard(seat=s, card="grove", slot=k) for k in range(1, 9)]
            for a in candidates:
                assert engine._turn_action_ok(st, a) == (a in legal), a
