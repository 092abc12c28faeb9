"""The Paris rules log ids (the same events from ``apply`` and the search's ``apply_trusted``); the
table names them wherever it shows a log line: the log panel, the prompt line's last move and the
pass-the-device curtain's recap."""

from __future__ import annotations

import re

from game.bots import bot_rng, decide, get_bot
from game.core.controller import Controller
from game.core.messages import Logged
from game.core.rng import Rng
from game.core.saves import SeatConfig
from game.paris import RULES
from scenes.table.curtain import CurtainOverlay
from scenes.table.logpanel import line_text
from scenes.table.table import TableScene

RAW_ID = re.compile(r"\b(?:B\d\d|BT\d\d|EG\d\d|ST\d\d|L\d+|VP\d+)\b|slot:|bank:|landmark:|new:|location:|_")
GREEDY = get_bot("greedy")


def test_apply_and_apply_trusted_give_the_same_events() -> None:
    for n, opts in ((2, {}), (3, {"etoile": True}), (4, {"variant_free_placement": True})):
        s, _ = RULES.new_game_with_events(n, 9, opts)
        t = RULES.clone(s)
        rng = Rng(n)
        ids = 0
        while RULES.to_act(s) is not None:
            legal = RULES.legal_actions(s)
            a = legal[rng.below(len(legal))]
            got = RULES.apply(s, a)
            assert got == RULES.apply_trusted(t, a)
            ids += sum(1 for ev in got if isinstance(ev, Logged) and RAW_ID.search(repr(ev.params)))
        assert ids > 50  # the events carry ids: naming them is the table's


def test_the_log_panel_and_the_curtain_name_what_the_rules_log(headless) -> None:
    h = headless()
    seats = [SeatConfig(name, "human", colour=i) for i, name in enumerate(("Ana", "Ben"))]
    c = Controller(RULES, seats, 5, options={"etoile": True})
    for _ in range(80):
        seat = c.to_act()
        assert seat is not None
        action = decide(GREEDY, c.rules, c.view(seat), c.legal(seat), bot_rng(c.seed, len(c.actions), seat))
        assert c.submit(seat, action).accepted
    table = TableScene(h.ctx, c)
    h.app.start(table)
    h.step(frames=2)
    lines = [line_text(ln, c.name, table.log_param) for ln in c.log]
    assert len(lines) > 40
    assert [ln for ln in lines if RAW_ID.search(ln)] == []
    assert any("Montmartre" in ln or "La Villette" in ln or "Belleville" in ln for ln in lines)
    assert isinstance(h.top, CurtainOverlay)  # two humans: the screen passes behind the curtain
    h.click(h.top.confirm.rect.center)
    h.step(frames=2)
    first = c.to_act()
    while c.to_act() == first:  # the seat at the screen plays its turn out
        seat = c.to_act()
        assert seat is not None
        action = decide(GREEDY, c.rules, c.view(seat), c.legal(seat), bot_rng(c.seed, len(c.actions), seat))
        assert c.submit(seat, action).accepted
    for _ in range(200):
        h.step()
        if isinstance(h.top, CurtainOverlay):
            break
    curtain = h.top
    assert isinstance(curtain, CurtainOverlay) and curtain.seat == c.to_act()
    recap = curtain.recap_text()
    assert recap and [ln for ln in recap if RAW_ID.search(ln)] == [], recap
