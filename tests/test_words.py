"""The table speaks the game (issue "Every table speaks its game"): at every decision of random games
of every registered game at every player count, the rules core names the decision with its own
prompt, and every word it hands the table — prompt, blocked reason, legal action label, log line,
score line — renders through ``tr`` with no id, code name or unfilled placeholder."""

from __future__ import annotations

import re
import types
from collections.abc import Mapping
from typing import Any

import pytest

from game.core.i18n import has, tr
from game.core.messages import Logged
from game.core.rng import Rng
from game.core.rules import Blocked, Prompt
from game.registry import GAMES
from scenes.games import SKINS
from scenes.games.base import TableSkin

PRODUCT = ("new_eden", "paris", "farshore", "droids")

# What no player should read: snake_case words, card ids (MIS-S11, EVT-1A, D12), zone ids
# (seat:1:hand, location:tower), message keys (paris.tile.27), unfilled {placeholders}, "None".
ID_LIKE = re.compile(
    r"\b[a-z]+_[a-z0-9_]+\b"
    r"|\b[A-Z]{1,4}-[A-Z]?\d+[A-Z]?\b"
    r"|\b[a-z]+:[a-z0-9_]+\b"
    r"|\{[A-Za-z_0-9]*\}"
    r"|\b[a-z_]+\.[a-z_0-9]+(\.[a-z_0-9]+)*\b"
    r"|\bNone\b"
)
GENERIC = re.compile(r"glowing|your move\.?$|choose a glowing", re.I)


def names(seat: int) -> str:
    return f"Seat{seat + 1}"


def render(key: str, params: Mapping[str, Any]) -> str:
    return tr(key, names, **dict(params))


def as_shown(game_id: str, players: int, params: Mapping[str, Any]) -> dict[str, Any]:
    """A log line's parameters as the table shows them: the ones its skin words
    (``TableSkin.log_param``) in the skin's words."""
    table = types.SimpleNamespace(players=players)  # all a skin reads of its table when made
    skin = SKINS.get(game_id, TableSkin)(table)  # type: ignore[arg-type]
    out = dict(params)
    for name, value in params.items():
        got = skin.log_param(name, value)
        if got is not None:
            out[name] = got
    return out


def bad_words(text: str) -> str | None:
    m = ID_LIKE.search(text)
    return m.group(0) if m else None


def unknown_keys(key: str, params: Mapping[str, Any]) -> list[str]:
    """The key and every key-looking parameter value that has no catalogue text."""
    out = [] if has(key) else [key]
    for value in params.values():
        if isinstance(value, str) and re.fullmatch(r"[a-z_]+(\.[a-z_0-9]+)+", value) and not has(value):
            out.append(value)
    return out


class Findings:
    """Problems collected over a run, a few examples of each kind kept for the failure message."""

    def __init__(self) -> None:
        self.kinds: dict[str, list[str]] = {}

    def add(self, kind: str, example: str) -> None:
        seen = self.kinds.setdefault(kind, [])
        if len(seen) < 6 and example not in seen:
            seen.append(example)

    def check_text(self, kind: str, key: str, params: Mapping[str, Any]) -> str:
        for k in unknown_keys(key, params):
            self.add(f"{kind}: no catalogue text", k)
        text = render(key, params)
        word = bad_words(text)
        if word:
            self.add(f"{kind}: id-like word", f"{word!r} in {text!r}")
        if not text.strip():
            self.add(f"{kind}: empty text", key)
        return text

    def report(self) -> str:
        return "\n".join(f"{k}: {v}" for k, v in sorted(self.kinds.items()))


def play_and_scan(game_id: str, players: int, seeds: tuple[int, ...]) -> Findings:
    rules = GAMES[game_id]
    found = Findings()
    for seed in seeds:
        state, setup_events = rules.new_game_with_events(players, seed, {})
        for ev in setup_events:  # the setup's lines show in the log too
            if isinstance(ev, Logged):
                found.check_text("setup log line", ev.key, as_shown(game_id, players, dict(ev.params)))
        rng = Rng(seed)
        steps = 0
        while (seat := rules.to_act(state)) is not None and steps < rules.max_actions:
            view = rules.view(state, seat)
            prompt = rules.prompt(view)
            if not isinstance(prompt, Prompt):
                found.add("prompt: not a Prompt", repr(prompt))
            else:
                text = found.check_text("prompt", prompt.key, prompt.params)
                if GENERIC.search(text):
                    found.add("prompt: generic", text)
            for b in rules.blocked(view):
                if not isinstance(b, Blocked):
                    found.add("blocked: not a Blocked", repr(b))
                    continue
                found.check_text("blocked reason", b.reason.key, b.reason.params)
            legal = rules.legal_actions(state)
            for action in legal:
                info = rules.describe(action)
                found.check_text("action label", info.label, dict(info.params))
            events = rules.apply(state, legal[rng.below(len(legal))])
            lines = []
            for ev in events:
                if isinstance(ev, Logged):
                    lines.append(
                        found.check_text("log line", ev.key, as_shown(game_id, players, dict(ev.params)))
                    )
            for line in {ln for ln in lines if lines.count(ln) > 1}:
                found.add("log line: repeated in one move", line)
            steps += 1
        for sheet in rules.score(state):
            for line in sheet.lines:
                found.check_text("score line", line.category, {})
                if line.detail and bad_words(line.detail):
                    found.add("score detail: id-like word", line.detail)
            for label in sheet.tiebreak_labels:
                found.check_text("tie-break label", label, {})
    return found


CASES = [
    (gid, n)
    for gid in PRODUCT
    if gid in GAMES
    for n in range(GAMES[gid].min_players, GAMES[gid].max_players + 1)
]


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_every_decision_is_named_and_every_word_is_a_players_word(game_id, players):
    found = play_and_scan(game_id, players, seeds=(7 + players,))
    assert not found.kinds, found.report()


@pytest.mark.slow
@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_many_games_speak_the_game(game_id, players):
    from tests.slow import seeds

    found = play_and_scan(game_id, players, seeds=seeds(100, full=12, small=3))
    assert not found.kinds, found.report()


def test_the_scan_sees_an_id_and_a_placeholder():
    assert bad_words("Keep mission MIS-S11") == "MIS-S11"
    assert bad_words("Take a sage die from the train_station") == "train_station"
    assert bad_words("Pay {n} francs") == "{n}"
    assert bad_words("Turn event EVT-1A face down") == "EVT-1A"
    assert bad_words("Move to seat:1:hand") == "seat:1"
    assert bad_words("Pay 3 francs: choose the material for the Kiosque") is None
    assert bad_words("Discard up to 2 cards (Scribe), then Done") is None
