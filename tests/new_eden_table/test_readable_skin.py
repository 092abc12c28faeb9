"""Paris: New Eden's real tables read like the cardboard: checked on bot games at every player count,
in a 1280×720 and a 1920×1080 window, from several seeds and moments (mid-spring, a claim, winter,
the final mission window, where refuges and hands are fullest); more seeds behind ``slow``.

1. Every word and number the skin draws is at least 16 px on the canvas, and none is cut.
2. No piece covers another piece or another zone: each zone's pieces stay inside it and apart, and
   the counts, "+N" and END marks the skin prints stay inside their zones too.
3. A piece a seat owns is drawn as itself (the skin's face), never as a bare seat disc; only the
   seats' own markers (score discs, population cubes) are seat-coloured shapes.
4. The board prints what the cardboard prints: a die space for every die of a location and of a
   player board at this player count, a card space for every building revealed, the bands of the
   population track.
"""

from __future__ import annotations

import itertools
import sys

import pygame
import pytest

from game.core.controller import Controller
from game.core.saves import SeatConfig
from game.new_eden.data import DATA
from game.registry import GAMES
from scenes import draw
from scenes.games.new_eden import places
from scenes.games.new_eden.palette import TEXT
from scenes.table.layout import seat_of
from scenes.table.table import TableScene
from tests.slow import seeds

RULES = GAMES["new_eden"]
MOMENTS = {
    "spring": lambda s: s.season == 1 and s.stage == "take",
    "claim": lambda s: s.phase == "claim" and s.season == 2,
    "winter": lambda s: s.season == 4 and s.stage == "take",
    "final": lambda s: s.phase in ("final_window", "over"),
}
SIZES = ((1280, 720), (1920, 1080))
CONTAINERS = ("district:", "area:future")  # plates that hold other zones by design
SEAT_MARKERS = ("disc", "cube")


class Words:
    """Every line of text the skin renders (through ``draw.render``), with its size."""

    def __init__(self) -> None:
        self.seen: list[tuple[str, int]] = []

    def __call__(self, real):
        def render(s, size, colour, bold=False):
            f = sys._getframe(1)
            for _ in range(12):
                if f is None:
                    break
                if "/scenes/games/new_eden/" in f.f_code.co_filename.replace("\\", "/"):
                    self.seen.append((s, int(size)))
                    break
                f = f.f_back
            return real(s, size, colour, bold)

        return render


def table_at(h, players: int, seed: int, moment: str):
    """A real table: bot seats (greedy and random) play until ``moment``; seat 0 then watches."""
    levels = ("greedy", "random")
    seats = [SeatConfig(f"Seat {i + 1}", "bot", levels[(i + seed) % 2], colour=i) for i in range(players)]
    c = Controller(RULES, seats, seed, options={})
    stop = MOMENTS[moment]
    for _ in range(2000):
        if c.to_act() is None or stop(c.state_for_tests()):
            break
        c.pump(budget_ms=10_000)
    c.seats[0] = SeatConfig("Seat 1", "human", colour=0)
    table = TableScene(h.ctx, c)
    h.app.start(table)
    h.step(frames=3)
    return table


def _inside(outer: pygame.Rect, r: pygame.Rect, slack: int = 1) -> bool:
    return outer.inflate(2 * slack, 2 * slack).contains(r)


def check_layout(table) -> list[str]:
    """What covers what on a table (empty: nothing)."""
    bad: list[str] = []
    zones = {
        zid: pygame.Rect(z.rect)
        for zid, z in table.board.zones.items()
        if z.kind != "panel" and not z.prop("hidden") and table.seat_present(zid)
    }
    for zid, placed in table.layout.items():
        if zid not in zones:
            continue
        zr = zones[zid]
        for p, r in placed:
            if not _inside(zr, r):
                bad.append(f"{p.id} leaves {zid}: {r} not in {zr}")
            for other, orr in zones.items():
                if other == zid or other.startswith(CONTAINERS) or orr.contains(zr):
                    continue
                if r.colliderect(orr) and r.clip(orr).w * r.clip(orr).h > 2:
                    bad.append(f"{p.id} of {zid} over zone {other}")
        for (p, a), (q, b) in itertools.combinations(placed, 2):
            if zid.startswith("track:"):  # markers on one space pile up, each one's middle in view
                if a.collidepoint(b.center) or b.collidepoint(a.center):
                    bad.append(f"{p.id} hides {q.id} on {zid}")
            elif a.colliderect(b) and a.clip(b).w * a.clip(b).h > 2:
                bad.append(f"{p.id} over {q.id} in {zid}")
    marks = table.skin.marks
    for zid in [*marks.beside, *marks.discards, *marks.more]:
        if not table.layout.get(zid):
            bad.append(f"a mark of the emptied zone {zid} is still drawn")
    spots = [(zid, n, spot) for zid, (_r, n, spot) in marks.beside.items()]
    spots += [(zid, n, (r.centerx, r.bottom - 2)) for zid, (r, n) in marks.discards.items()]
    for zid, n, spot in spots:
        badge = pygame.Rect(0, 0, max(24, draw.font(TEXT, True).size(str(n))[0] + 16), 24)
        badge.center = spot
        if zid in zones and not _inside(zones[zid], badge, 4):
            bad.append(f"the count of {zid} leaves it: {badge}")
    for zid, (r, _rest) in marks.more.items():
        if zid in zones and not _inside(zones[zid], r):
            bad.append(f"the +N of {zid} leaves it")
    # a counted token's badge (count_badge) sits in the room its chip keeps, inside the zone
    for zid, placed in table.layout.items():
        for p, r in placed:
            if p.count > 1 and p.kind not in ("card", "tile") and zid in zones:
                spot = table.skin.count_badge(p.kind, p.face, r, p.count)
                if spot is None:
                    continue
                (cx, cy), size = spot
                w = max(int(size * 1.5), draw.font(size, True).size(str(p.count))[0] + size)
                badge = pygame.Rect(0, 0, w, int(size * 1.5))
                badge.center = (cx, cy)
                if not _inside(zones[zid], badge, 6):
                    bad.append(f"the count of {p.id} in {zid} leaves it: {badge} / {zones[zid]}")
    return bad


def check_faces(table) -> list[str]:
    """Owned pieces drawn as a bare seat disc (empty: none)."""
    bad = []
    for zid, placed in table.layout.items():
        for p, r in placed:
            if p.owner is None and seat_of(zid) is None:
                continue
            if p.kind in SEAT_MARKERS or p.kind == "die" or p.face.startswith("back") or p.label == "face_down":
                continue
            if table.skin.piece_face(p.kind, p.face, (r.w, r.h)) is None:
                bad.append(f"{p.id} ({p.face}) in {zid} has no face of its own")
    return bad


def check_spaces(table) -> list[str]:
    """The printed spaces the board owes this player count."""
    n = table.players
    bad = []
    for loc, want in DATA.setup[n]["dice_per_location"].items():
        zone = table.board.zone(f"location:{loc}")
        got = places.slots(f"location:{loc}", pygame.Rect(zone.rect), n)
        if len(got) != want:
            bad.append(f"{loc}: {len(got)} die spaces for {want} dice")
    for seat in range(n):
        zone = table.board.zone(f"seat:{seat}:board:dice")
        got = places.slots(f"seat:{seat}:board:dice", pygame.Rect(zone.rect), n)
        if len(got) != DATA.setup[n]["dice_per_player_per_season"]:
            bad.append(f"seat {seat}: {len(got)} dice spaces")
    for t in DATA.specialists:
        zone = table.board.zone(f"row:{t}")
        if len(places.slots(f"row:{t}", pygame.Rect(zone.rect), n)) != DATA.setup[n]["buildings_revealed_per_type"]:
            bad.append(f"row {t}: wrong card spaces")
    return bad


def run_checks(headless, monkeypatch, players: int, seed: int, moment: str, size) -> None:
    words = Words()
    monkeypatch.setattr(draw, "render", words(draw.render))
    draw._text_cache.clear()
    h = headless(speed="instant", size=size)
    table = table_at(h, players, seed, moment)
    # hover each seat's tab (its refuge panel) and the first "+N" of a hand, one frame each
    for seat in range(players):
        r = table.skin.summary.tab_rect(seat)
        if r is not None:
            h.move(r.center)
    for r, _rest in table.skin.marks.more.values():
        h.move(r.center)
        break
    small = sorted({(s, z) for s, z in words.seen if z < TEXT})
    cut = sorted({s for s, _z in words.seen if s.rstrip().endswith("…")})
    problems = check_layout(table) + check_faces(table) + check_spaces(table)
    assert not small, f"text under {TEXT} px: {small[:8]}"
    assert not cut, f"cut text: {cut[:8]}"
    assert not problems, problems[:12]
    assert words.seen, "the skin drew no text at all"


@pytest.mark.parametrize("size", SIZES, ids=["1280x720", "1920x1080"])
@pytest.mark.parametrize("moment", list(MOMENTS))
@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_real_table_reads_like_the_cardboard(headless, monkeypatch, players, moment, size):
    run_checks(headless, monkeypatch, players, 11 + players, moment, size)


@pytest.mark.slow
@pytest.mark.parametrize("seed", seeds(40, 12, 3))
@pytest.mark.parametrize("moment", list(MOMENTS))
@pytest.mark.parametrize("players", [2, 3, 4])
def test_many_real_tables_read_like_the_cardboard(headless, monkeypatch, players, moment, seed):
    run_checks(headless, monkeypatch, players, seed, moment, (1280, 720))


def fullest_table(h, players: int):
    """Every seat at the fullest bot games reach (and past it): 20 buildings, 5 new buildings, 15
    refuge tokens of every kind, 10 equipment tokens, 18 cans, 7 waiting tokens, the Heroine, Bat
    and Binoculars; seat 0 holds 12 missions and has drawn 5 at the Bridge (Scout)."""
    table = table_at(h, players, 3, "winter")
    c = table.controller
    st = c.state_for_tests()
    missions = list(DATA.missions)
    new_buildings = [m for m in missions if DATA.missions[m].kind == "new_building"]
    kinds = ["tinkerer", "brawler", "healer", "sage", "farmer", "slacker", "slacker", "jack"]
    for s in range(players):
        st.r_cards[s] = [c for t in DATA.specialists for c in DATA.cards_of[t][s : s + 4]]
        st.r_missions[s] = new_buildings[s : s + 5]
        st.r_tokens[s] = [kinds[i % len(kinds)] for i in range(15)]
        st.r_eq[s] = [DATA.equip_kinds[i % 3] for i in range(10)]
        st.cans[s] = 18
        st.waiting[s] = ["tinkerer", "brawler", "healer", "sage", "farmer", "jack", "jack"]
    st.hand[0] = missions[:12]
    st.bdraw = missions[12:17]
    st.actor, st.stage = 0, "bridge"
    st.bat, st.binoculars, st.heroine = 0, 0, 0
    c.generation += 1
    h.step(frames=3)
    return table


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_fullest_refuges_hands_and_draws_fit(headless, monkeypatch, players):
    words = Words()
    monkeypatch.setattr(draw, "render", words(draw.render))
    draw._text_cache.clear()
    h = headless(speed="instant", size=(1280, 720))
    table = fullest_table(h, players)
    lay = table.layout
    assert len(lay["seat:0:refuge:buildings"]) == 20 and len(lay["seat:0:refuge:missions"]) == 5
    assert len(lay["bridge:draw"]) == 5
    shown = len(lay["seat:0:missions"]) + len(table.skin.marks.more.get("seat:0:missions", (None, []))[1])
    assert shown == 12  # on the table, or behind its "+N"
    assert sum(p.count for p, _r in lay["seat:0:refuge:tokens"]) == 15
    assert sum(p.count for p, _r in lay["seat:0:refuge:equipment"]) == 10
    for r, _rest in table.skin.marks.more.values():
        h.move(r.center)
    problems = check_layout(table) + check_faces(table)
    assert not problems, problems[:12]
    small = sorted({(s, z) for s, z in words.seen if z < TEXT})
    assert not small and not any(s.endswith("…") for s, _z in words.seen), small[:8]
    # every refuge strip is still big enough to read as a card of its type
    for _p, r in lay["seat:0:refuge:buildings"]:
        assert r.w >= 44 and r.h >= 20, r


def test_a_stack_that_empties_takes_its_count_with_it(headless):
    """Summer's stacks leave the seasons plate when summer comes: their counts go with them."""
    h = headless(speed="instant")
    table = table_at(h, 3, 5, "spring")
    assert "stack:events:2" in table.skin.marks.beside
    c = table.controller
    c.seats[0] = SeatConfig("Seat 1", "bot", "greedy", colour=0)
    while c.to_act() is not None and c.state_for_tests().season < 2:
        c.pump(budget_ms=10_000)
    h.step(frames=3)
    assert not table.layout.get("stack:events:2")
    assert "stack:events:2" not in table.skin.marks.beside
    assert not check_layout(table)
