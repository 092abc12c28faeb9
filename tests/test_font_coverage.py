"""Every character a registered game can show is in SalonSans (tools/make_fonts.py keeps it).

A glyph missing from the subset draws as a tofu box (the Postal Pigeon card once showed "≤" that
way). Checked: every English string catalogue (core, GUI, every game), every string in each game's
data file, and every ``card_info`` field for each face the data names or a short seeded game shows.
"""

from __future__ import annotations

import importlib
import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame.freetype
import pytest

from game.core import i18n
from game.registry import GAMES

ROOT = Path(__file__).resolve().parents[1]
FONTS = [ROOT / "assets" / "fonts" / f"SalonSans-{w}.otf" for w in ("Regular", "Bold")]
PRODUCT = ("new_eden", "paris", "farshore", "droids")


def strings_in(x: Any) -> Iterator[str]:
    if isinstance(x, str):
        yield x
    elif isinstance(x, dict):
        for k, v in x.items():
            yield from strings_in(k)
            yield from strings_in(v)
    elif isinstance(x, list | tuple | set | frozenset):
        for v in x:
            yield from strings_in(v)


def missing(font: pygame.freetype.Font, texts: dict[str, str]) -> dict[str, str]:
    """Each character the font lacks -> one place that uses it."""
    chars: dict[str, str] = {}
    for where, text in texts.items():
        for ch in set(text) - {"\n", "\t"}:
            chars.setdefault(ch, where)
    metrics = font.get_metrics("".join(chars))
    return {ch: chars[ch] for ch, m in zip(chars, metrics, strict=True) if m is None}


def faces_seen(rules: Any, players: int, moves: int = 120) -> set[str]:
    """Every piece face in any viewer's zones along a short seeded random game."""
    rng = random.Random(7)
    st = rules.new_game(players, 7, {})
    faces: set[str] = set()
    for n in range(moves + 1):
        if n % 10 == 0 or n == moves:
            for seat in [None, *range(players)]:
                for pieces in rules.zones(rules.view(st, seat)).values():
                    faces.update(p.face for p in pieces)
        acts = rules.legal_actions(st)
        if not acts:
            break
        rules.apply(st, acts[rng.randrange(len(acts))])
    return faces


def game_texts(gid: str) -> dict[str, str]:
    rules = GAMES[gid]
    pkg = type(rules).__module__.rsplit(".", 1)[0]
    out: dict[str, str] = {}
    data: Any = {}
    path = ROOT / pkg.replace(".", "/") / "data.json"
    if path.is_file():
        data = json.loads(path.read_text(encoding="utf-8"))
        for i, s in enumerate(strings_in(data)):
            out[f"{path.relative_to(ROOT)} #{i}"] = s
    faces = set(strings_in(data)) | faces_seen(rules, rules.min_players if rules.min_players > 1 else 2)
    # numbered faces (``droid:17``): every number of each such kind, not only those dealt
    kinds = {f.rsplit(":", 1)[0] for f in faces if f.rsplit(":", 1)[-1].isdigit() and ":" in f}
    faces |= {f"{k}:{i}" for k in kinds for i in range(400)}
    card_info = getattr(rules, "card_info", None)
    for face in sorted(faces):
        try:
            info = card_info(face) if callable(card_info) else None
        except Exception:  # noqa: BLE001 - a data string that is not a face
            info = None
        for i, s in enumerate(strings_in(info or {})):
            out[f"{gid} card_info({face!r}) #{i}"] = s
    return out


@pytest.fixture(scope="module")
def fonts() -> list[pygame.freetype.Font]:
    pygame.freetype.init()
    return [pygame.freetype.Font(str(p), 20) for p in FONTS]


def test_the_check_sees_a_missing_glyph(fonts):
    assert missing(fonts[0], {"x": "a\U0001f600b"}) == {"\U0001f600": "x"}  # no emoji in the subset
    assert missing(fonts[0], {"x": "Éé – ≤ ≥ · 中文"}) == {}


def test_every_catalogue_string_is_in_the_font(fonts):
    for m in ("scenes.app", *(f"scenes.games.{g}" for g in PRODUCT), "scenes.table.strings"):
        importlib.import_module(m)
    texts = {f"{lang}:{k}": v for lang, cat in i18n._CATALOGUES.items() for k, v in cat.items()}
    assert len(texts) > 500
    for font in fonts:
        assert missing(font, texts) == {}


@pytest.mark.parametrize("gid", PRODUCT)
def test_every_card_and_data_string_is_in_the_font(fonts, gid):
    assert gid in GAMES
    texts = game_texts(gid)
    assert texts
    for font in fonts:
        assert missing(font, texts) == {}
