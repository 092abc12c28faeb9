"""Every message key Paris emits or names has English text."""

from __future__ import annotations

from game.core.messages import Logged, PhaseBegan, Scored
from game.core.rng import Rng
from game.paris import RULES
from game.paris.strings import EN


def test_every_emitted_key_has_english_text() -> None:
    keys: set[str] = {o.label for o in RULES.options} | {o.help for o in RULES.options if o.help}
    for n, opts in ((2, {}), (3, {"etoile": True}), (4, {"variant_free_placement": True})):
        s, events = RULES.new_game_with_events(n, 3, opts)
        rng = Rng(n)
        while RULES.to_act(s) is not None:
            legal = RULES.legal_actions(s)
            keys.update(RULES.describe(a).label for a in legal)
            events += RULES.apply(s, legal[rng.below(len(legal))])
        for ev in events:
            if isinstance(ev, Logged):
                keys.add(ev.key)
            elif isinstance(ev, Scored) and ev.reason:
                keys.add(ev.reason)
            elif isinstance(ev, PhaseBegan):
                keys.add(ev.phase)
        for sheet in RULES.score(s):
            keys.update(line.category for line in sheet.lines)
            keys.update(sheet.tiebreak_labels)
    missing = sorted(k for k in keys if k not in EN)
    assert not missing, missing


def test_templates_only_use_known_params() -> None:
    for key, text in EN.items():
        assert text.format_map(_Any()), key


class _Any(dict):
    def __missing__(self, name: str) -> str:
        return name
