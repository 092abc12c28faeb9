"""Every piece Everdell Farshore shows is itself: each kind has a face of its own (not a seat
disc), kinds look apart, a boat flies its seat's colour, the season is named, a finished seat says
so, an anchored card shows its anchor, a card tab prints its name whole with its cost by resource."""

from __future__ import annotations

import pygame
import pytest

from game.core.controller import Controller
from game.core.i18n import tr
from game.core.saves import SeatConfig
from game.farshore import RULES
from game.farshore.data import DATA, RES
from game.registry import GAMES
from scenes.games.farshore import art, cardface, faces
from scenes.games.farshore.geometry import TAB_MIN_W
from tests.farshore_table import tables

TOKENS = (*RES, "treasure", "shell", "anchor", "boat", "boat_rival")


def pixels(surf: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surf, "RGBA")


def shown_faces(players: int, seed: int) -> set[tuple[str, str]]:
    """Every (kind, face) a random game's zones show, from every seat's view and the public one."""
    seats = [SeatConfig(f"P{i}", "bot", "random", colour=i) for i in range(players)]
    c = Controller(GAMES["farshore"], seats, seed, options={})
    out: set[tuple[str, str]] = set()
    while c.to_act() is not None:
        c.pump(budget_ms=10_000)
        for viewer in (None, *range(players)):
            for pieces in RULES.zones(c.view(viewer)).values():
                out.update((p.kind, p.face) for p in pieces)
    return out


@pytest.mark.parametrize("players", [1, 4])
def test_every_piece_but_cards_backs_and_workers_has_a_face_of_its_own(players):
    seen = shown_faces(players, 3)
    drawn = {(k, f) for k, f in seen if faces.face_kind(k, f) is not None}
    left = {(k, f) for k, f in seen - drawn if k != "card" and not f.startswith("back") and f != "worker"}
    assert left == set()
    kinds = {faces.face_kind(k, f) for k, f in drawn}
    want = {*RES, "treasure", "shell", "anchor", "boat", "season", "track", "map", "island", "wind"}
    if players == 1:
        want |= {"boat_rival", "rival_pawn"}
    assert want <= kinds


def test_the_kinds_look_apart():
    surfaces = {f: faces.token(f, (30, 30)) for f in TOKENS}
    assert len({pixels(s) for s in surfaces.values()}) == len(TOKENS)
    for f, s in surfaces.items():  # drawn as its shape, not a full disc: the corners stay clear
        assert s.get_at((1, 1)).a == 0, f


def test_a_boat_flies_its_seats_colour():
    canvas = pygame.Surface((60, 30), pygame.SRCALPHA)
    a, b = pygame.Rect(0, 0, 30, 30), pygame.Rect(30, 0, 30, 30)
    for r in (a, b):
        canvas.blit(faces.token("boat", r.size), r)
    art.sail(canvas, a, 0)
    art.sail(canvas, b, 1)
    left, right = canvas.subsurface(a).copy(), canvas.subsurface(b).copy()
    assert pixels(left) != pixels(right)
    orange = pygame.Color(0xE6, 0x9F, 0x00)
    assert any(left.get_at((x, y))[:3] == orange[:3] for x in range(30) for y in range(30))


def test_the_season_is_named_and_a_finished_seat_says_passed():
    with tables.watching() as seen:
        for n in range(4):
            faces.season(n, False, (90, 30))
        faces.season(3, True, (90, 30))
    words = {t for t, _s, _c in seen.texts}
    for s in ("winter", "spring", "summer", "autumn"):
        assert tr(f"farshore.season.{s}") in words
    assert tr("farshore.board.passed") in words
    assert all(size >= 16 and not cut for _t, size, cut in seen.texts)


def test_a_narrow_season_plaque_still_names_it():
    with tables.watching() as seen:
        faces.season(2, False, (74, 30))
    assert [t for t, _s, _c in seen.texts] == [tr("farshore.season.summer")]


@pytest.mark.parametrize("w", [TAB_MIN_W["city"], TAB_MIN_W["hand"] + 8, 182])
def test_every_card_tab_prints_its_name_whole(w):
    from game.farshore.cards import card_info
    from scenes.games.farshore.palette import face_style

    h = 78 if w == 182 else 36
    for cid in DATA.cards:
        info = {**(card_info(cid) or {}), **face_style(cid)}
        with tables.watching() as seen:
            cardface.tab(cid, (w, h), info)
        shown = [t for t, _s, _c in seen.texts]
        assert " ".join(shown[:2]).startswith(info["name"].split()[0]), (cid, shown)
        assert not any(cut for _t, _s, cut in seen.texts), (cid, shown)
        assert all(size >= 16 for _t, size, _c in seen.texts), cid


@pytest.mark.parametrize("w", [TAB_MIN_W["city"], 124, 132, 182])
def test_a_cards_effect_prints_in_whole_words_or_not_at_all(w):
    """A tall tab (the card in play, a revealed card) prints its effect in whole words: a word
    too long for its line leaves the effect to the zoom instead of being cut in two."""
    from game.farshore.cards import card_info
    from scenes.games.farshore.palette import face_style

    printed = 0
    for cid in DATA.cards:
        info = {**(card_info(cid) or {}), **face_style(cid)}
        text = str(info.get("text") or "")
        with tables.watching() as seen:
            cardface.tab(cid, (w, 150), info)
        words = set(text.split())
        said = [t for t, _s, _c in seen.texts if t not in info["name"] and not t.lstrip("-").isdigit()]
        for t in said:
            assert set(t.split()) <= words, (cid, w, t, text)
        printed += bool(said)
    assert printed, "some card prints its effect at this width"


def test_a_hand_tab_prints_the_cost_by_resource_and_a_city_tab_leaves_it_out():
    from game.farshore.cards import card_info
    from scenes.games.farshore.palette import face_style

    # 2 driftwood, 2 seaweed, 1 seastone
    info = {**(card_info("customs_office") or {}), **face_style("customs_office")}
    with tables.watching() as hand:
        cardface.tab("customs_office", (189, 36), info)
    with tables.watching() as city:
        cardface.tab("customs_office", (110, 36), info)
    numbers = [t for t, _s, _c in hand.texts if t.isdigit()]
    assert numbers.count("2") >= 2 and "1" in numbers and "3" in numbers  # 2, 2, 1 and 3 points
    assert [t for t, _s, _c in city.texts if t.isdigit()] == ["3"]  # its points only


def test_an_anchor_shows_on_an_anchored_card(headless):
    c = tables.settled(2, 1, 0.9)
    assert c is not None
    h = headless()
    table = tables.table_for(h, c)
    anchored = [(zid, p, r) for zid, placed in table.layout.items() for p, r in placed if p.label == "anchor"]
    assert anchored, "a late game has an anchored card"
    for _zid, p, r in anchored:
        spot = cardface.anchor_spot(r, p.face)
        assert spot is not None and r.contains(spot)


def test_many_ways_to_pay_fit_the_action_bar_in_two_rows():
    from game.farshore.actions import Pay
    from scenes.games.farshore import controls

    class Table:
        def submit_action(self, action):  # type: ignore[no-untyped-def]
            pass

    bar = pygame.Rect(16, 972, 1512, 96)
    few = [Pay(seat=0, spend=(2, 1, 0, 0, 1), ability="market"), Pay(seat=0, spend=(2, 2, 0, 0, 0))]
    many = [Pay(seat=0, spend=(i % 3, 1, 1, 0, i % 2), ability="market") for i in range(7)]
    one_row = controls.buttons(Table(), few, bar, lambda a: "Pay")
    assert len({b.rect.y for b in one_row}) == 1 and all(b.size == 26 for b in one_row)
    two_rows = controls.buttons(Table(), many, bar, lambda a: "Pay")
    assert len(two_rows) == 7 and len({b.rect.y for b in two_rows}) == 2
    assert all(bar.contains(b.rect) and b.size >= 16 for b in two_rows)
    assert min(b.rect.x for b in two_rows) >= bar.x + controls.PROMPT_ROOM // 2
    rects = [b.rect for b in two_rows]
    assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])
    assert [controls.action_of(b) for b in two_rows] == many  # in the rules' order, row by row


@pytest.mark.parametrize("players", [1, 4])
def test_every_token_marker_and_tile_says_what_it_is_in_words(players):
    """Hovering any piece that is not a card names it in the rules' words (and how many, for a
    stack): no id, no snake_case, no unfilled placeholder."""
    import re
    import types

    from scenes.games.farshore.skin import Skin

    skin = Skin(types.SimpleNamespace(players=players))  # type: ignore[arg-type]
    seen = shown_faces(players, 3)
    named = 0
    for kind, face in sorted(seen):
        if kind == "card" or face.startswith("back"):
            continue
        for count in (1, 3):
            piece = types.SimpleNamespace(kind=kind, face=face, label="", count=count, id=f"x:{face}")
            tip = skin.tooltip("zone", piece)
            if face == "worker":  # a figure: the table names its seat
                continue
            assert tip, (kind, face)
            assert not re.search(r"[a-z]+_[a-z]+|[{}]|\b[a-z]+:[a-z0-9_]+", tip), (kind, face, tip)
            if count > 1:
                assert "3" in tip, (kind, face, tip)
            named += 1
    assert named >= 10
