"""Every message key the droids rules emit has English text, and the templates format."""

from __future__ import annotations

import re
import string
from pathlib import Path

from game.core.messages import Logged, PhaseBegan, Scored, registered_tags
from game.core.rng import Rng
from game.droids import RULES
from game.droids.strings import EN


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_every_literal_key_in_the_code_has_text() -> None:
    src = "\n".join(p.read_text(encoding="utf-8") for p in Path("game/droids").glob("*.py"))
    keys = set(re.findall(r'"(droids\.[a-z0-9_]+)"', src))
    tags = set(registered_tags())
    missing = sorted(k for k in keys if k not in EN and k not in tags and not k.endswith("_"))
    assert not missing


def test_emitted_keys_have_text_and_params_fit() -> None:
    for players in (1, 3, 4):
        s = RULES.new_game(players, 3, {})
        rng = Rng(3)
        events = []
        while RULES.to_act(s) is not None:
            legal = RULES.legal_actions(s)
            for a in legal if len(events) % 4 == 0 else legal[:1]:
                info = RULES.describe(a)
                assert info.label in EN
                EN[info.label].format(**dict(info.params))
            events += RULES.apply(s, legal[rng.below(len(legal))])
        for ev in events:
            if isinstance(ev, Logged):
                assert ev.key in EN, ev.key
                assert _fields(EN[ev.key]) <= set(ev.param_dict()), ev.key
            elif isinstance(ev, PhaseBegan):
                assert ev.phase in EN
            elif isinstance(ev, Scored):
                assert ev.reason in EN
        for sheet in RULES.score(s):
            for line in sheet.lines:
                assert line.category in EN
            for label in sheet.tiebreak_labels:
                assert label in EN
    for opt in RULES.options:
        assert opt.label in EN


def test_zones_and_described_actions_use_known_zone_ids() -> None:
    for players in (1, 2, 3, 4):
        ids = set(RULES.zone_ids(players))
        s = RULES.new_game(players, 5, {})
        rng = Rng(5)
        steps = 0
        while RULES.to_act(s) is not None and steps < 300:
            seat = RULES.to_act(s)
            for viewer in (None, seat):
                z = RULES.zones(RULES.view(s, viewer))
                assert set(z) <= ids
            legal = RULES.legal_actions(s)
            for a in legal:
                info = RULES.describe(a)
                assert info.zone is None or info.zone in ids, info
            RULES.apply(s, legal[rng.below(len(legal))])
            steps += 1
