"""Card faces drawn from each game's ``card_info``: the zoomed card shows everything, legibly and
inside the card; small cards keep a name that tells them apart; costs never leave the card."""

from __future__ import annotations

import os
import re
from collections import Counter

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core.rng import Rng  # noqa: E402
from game.registry import GAMES  # noqa: E402
from scenes import draw  # noqa: E402
from scenes.games import card_info_for  # noqa: E402
from scenes.table.pieces import CARD, CARD_KINDS, ZOOM, ZOOM_MAX_H, PieceArt, short_name  # noqa: E402

PRODUCT = ("new_eden", "paris", "farshore", "droids")
SMALL = ((52, 74), (60, 84), (92, 130), CARD)
ZOOM_SIZE = (int(CARD[0] * ZOOM), int(CARD[1] * ZOOM))


def _faces(game_id: str) -> list[str]:
    """Every card or tile face a short random game of ``game_id`` shows to anyone."""
    rules = GAMES[game_id]
    faces: set[str] = set()
    for players, seed in ((2, 5), (3, 8)):
        state = rules.new_game(players, seed, {})
        rng = Rng(seed)
        step = 0
        while rules.to_act(state) is not None and step < 1500:
            if step % 6 == 0:
                for viewer in (None, *range(players)):
                    for pieces in rules.zones(rules.view(state, viewer)).values():
                        faces.update(p.face for p in pieces if p.kind in CARD_KINDS)
            legal = rules.legal_actions(state)
            rules.apply(state, legal[rng.below(len(legal))])
            step += 1
        for pieces in rules.zones(rules.view(state, None)).values():
            faces.update(p.face for p in pieces if p.kind in CARD_KINDS)
    return sorted(f for f in faces if not f.startswith("back"))


@pytest.fixture(scope="module")
def decks() -> dict[str, tuple[PieceArt, list[str]]]:
    pygame.init()
    out = {}
    for gid in PRODUCT:
        art = PieceArt(gid, [0, 1, 2, 3], card_info_for(gid, GAMES[gid]))
        out[gid] = (art, _faces(gid))
    return out


def _flat(s: str) -> str:
    return re.sub(r"\s+", " ", s).strip()


def _check_fits(texts, size: tuple[int, int], where: str) -> None:
    box = pygame.Rect(0, 0, *size)
    for t in texts:
        w, h = draw.font(t.size, t.bold).size(t.text)
        assert (t.rect.w, t.rect.h) == (w, h), (where, t)
        assert box.contains(t.rect), f"{where}: {t.text!r} at {t.rect} leaves the {size} card"


def test_the_decks_cover_every_game(decks) -> None:  # type: ignore[no-untyped-def]
    for gid in PRODUCT:
        assert len(decks[gid][1]) >= 20, gid


def test_zoomed_cards_fit_and_cut_nothing(decks) -> None:  # type: ignore[no-untyped-def]
    for gid, (art, faces) in decks.items():
        for face in faces:
            surf = art.zoomed(face)
            w, h = surf.get_size()
            assert w == ZOOM_SIZE[0] and ZOOM_SIZE[1] <= h <= ZOOM_MAX_H, (gid, face, h)
            texts = art.texts_of(face, full=True)
            _check_fits(texts, (w, h), f"{gid} {face}")
            info = art.info(face)
            said = " ".join(str(v) for v in info.values())
            for t in texts:
                # legible when scaled to 720p (a coin's few letters may be a little smaller)
                assert t.size >= 18 or (len(t.text) <= 3 and t.size >= 14), (gid, face, t)
                if "…" in t.text:
                    assert "…" in said, (gid, face, t.text)
            # lines sit closer than the font's full height (its leading is generous): compare the
            # middle ``size`` pixels of each line, where the letters are
            rects = [t.rect.inflate(0, t.size - t.rect.h) for t in texts]
            for i, r in enumerate(rects):
                for other in rects[i + 1 :]:
                    assert not r.colliderect(other), (gid, face, r, other)


def test_zoomed_cards_show_every_informative_key(decks) -> None:  # type: ignore[no-untyped-def]
    seen: Counter[str] = Counter()
    for gid, (art, faces) in decks.items():
        for face in faces:
            info = art.info(face)
            shown = _flat(" ".join(t.text for t in art.texts_of(face, full=True)))
            assert _flat(str(info["name"])) in shown, (gid, face)
            for key in ("effect", "dismantle", "cost_text", "tip"):
                value = _flat(str(info.get(key) or ""))
                if value:
                    seen[key] += 1
                    assert value in shown, (gid, face, key, value, shown)
            more = str(info.get("more") or "")
            text = _flat(str(info.get("text") or ""))
            if more:
                seen["more"] += 1
            for line in more.split("\n"):
                line = _flat(line)
                if line and not line.endswith(text):
                    assert line in shown, (gid, face, line, shown)
            if text and not info.get("effect"):
                assert text in shown, (gid, face, text)
            cost = _flat(str(info.get("cost") or ""))
            if cost:
                assert cost in shown, (gid, face, cost)
    assert {"effect", "dismantle", "cost_text", "more"} <= set(seen), seen


def test_small_cards_fit_and_name_the_card(decks) -> None:  # type: ignore[no-untyped-def]
    for gid, (art, faces) in decks.items():
        names = {str(art.info(f)["name"]) for f in faces}
        firsts = Counter(n.split()[0] for n in names if len(n.split()) > 1)
        generic = {word for word, n in firsts.items() if n >= 3}  # "Droid", "House", "Bonus"…
        for face in faces:
            name = str(art.info(face)["name"])
            for size in SMALL:
                texts = art.texts_of(face, size=size)
                _check_fits(texts, size, f"{gid} {face} {size}")
                # the name's lines: bold, at the name's size, centred in the band at the top
                lines = [
                    t.text
                    for t in texts
                    if t.bold and t.size == texts[0].size and abs(t.rect.centerx - size[0] // 2) <= 2
                    and t.rect.top < texts[0].rect.bottom + 2 * t.rect.h
                ]
                band = " ".join(lines).rstrip("…").strip()
                assert band, (gid, face, size)
                assert band not in generic or band == name, (gid, face, size, texts[0].text)
                digits = re.findall(r"\d+", name)
                if digits and size[0] >= 52:
                    assert digits[-1] in " ".join(t.text for t in texts[:2]), (gid, face, size, texts[0])


def test_a_multi_part_cost_stays_on_the_card(decks) -> None:  # type: ignore[no-untyped-def]
    art, faces = decks["droids"]
    long = [f for f in faces if len(art.info(f).get("cost_parts") or ()) >= 3]
    assert long
    for face in long[:10]:
        for size in SMALL:
            texts = art.texts_of(face, size=size)
            chips = [t for t in texts if t.text.isdigit() and t.rect.x < size[0] // 3]
            # the counts at a readable size, or (no room for them) each part as many times as it costs
            runs = art.icons_of(face, size=size)
            parts = art.info(face)["cost_parts"]
            assert len(chips) >= 3 or [(k, n) for k, n, _r in runs] == [tuple(p) for p in parts], (face, size)
            assert all(pygame.Rect(0, 0, *size).contains(r) for _k, _n, r in runs), (face, size, runs)
            _check_fits(texts, size, f"{face} {size}")


def test_a_very_long_card_grows_and_still_fits() -> None:
    pygame.init()
    words = "Gain one shell for each lighthouse you own, then draw a card. " * 12
    art = PieceArt(
        "race",
        [0, 1],
        lambda f: {
            "name": "The Extraordinarily Long-Named Lighthouse of the Northern Shore",
            "family": "governance",
            "cost": "2 driftwood, 1 seaweed and 3 seastone",
            "points": 3,
            "text": "Gain shells.",
            "more": words,
            "dismantle": "Dismantle: 1 nut.",
        },
    )
    surf = art.zoomed("x")
    assert ZOOM_SIZE[1] < surf.get_height() <= ZOOM_MAX_H
    texts = art.texts_of("x", full=True)
    _check_fits(texts, surf.get_size(), "long")
    shown = _flat(" ".join(t.text for t in texts))
    assert _flat(words) in shown and "Dismantle: 1 nut." in shown and "1 seaweed and 3 seastone" in shown
    for size in SMALL:
        _check_fits(art.texts_of("x", size=size), size, f"long {size}")


def test_short_names() -> None:
    pygame.init()
    assert short_name("Droid 12", 10, 200) == "Droid 12"
    assert short_name("Droid 12", 10, 20) == "12"
    assert short_name("Herbalist of the Jardin des Plantes", 10, 60) == "Herbalist"
    assert short_name("La Villette", 10, 40) == "Villette"
    assert draw.font(10, True).size(short_name("Interseason", 10, 30))[0] <= 30
