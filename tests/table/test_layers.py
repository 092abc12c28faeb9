"""The table's cached layers draw exactly what one plain pass over everything draws, and each is
redrawn only when its own content changes.

``whole_base`` is the base drawn the simple way, in one pass and from nothing, every frame: the
board, the last move's rims, every piece that is not moving, the laps' tags, the last roll, the
skin's base layer, the HUD's badges, the log and the action bar, in that order. Real tables of every
game are played by bots, at instant speed and at normal speed (flights, slides, landings, rims, log
lines, hovers), and the cached base is compared with it pixel for pixel, frame after frame.
"""

from __future__ import annotations

import pygame
import pytest

import tests.fixture_game as fixture
from game.core import i18n
from game.core.controller import Controller
from game.core.messages import Moved
from game.core.saves import SeatConfig
from game.registry import GAMES
from scenes import draw, theme
from scenes.games.base import TableSkin
from scenes.table.logpanel import LogPanel
from scenes.table.table import TableScene

BOTS = [SeatConfig("Ada", "bot", "greedy", colour=0), SeatConfig("Bob", "bot", "greedy", colour=1)]
REAL = [("new_eden", 2), ("new_eden", 4), ("paris", 2), ("paris", 4), ("farshore", 1), ("farshore", 2)]
REAL += [("farshore", 4), ("droids", 1), ("droids", 2), ("droids", 4)]


def whole_base(t: TableScene) -> pygame.Surface:
    """The base in one plain pass, from nothing (what the cached layers must come to)."""
    base = pygame.Surface((1920, 1080))
    base.blit(t.static, (0, 0))
    if t.presenter.drained:
        for zid in t._last_zones():
            z = t.board.zone(zid)
            if z is not None and t.seat_present(zid):
                rim = draw.mix(theme.CREAM, theme.BRASS, 0.3)
                pygame.draw.rect(base, rim, pygame.Rect(z.rect).inflate(6, 6), 2, border_radius=14)
    lapped = []
    for zid, placed in t.layout.items():
        if not t.seat_present(zid) or zid == t.opened:
            continue
        for p, r in placed:
            if t.moving(zid, p):
                continue
            rr = t.drawn_rect(zid, p, r)
            t._draw_piece(base, p.kind, p.face, rr, p.owner, p.count, p.label)
            extra = t.lap_of(zid, p.id) if t.track_values else 0
            if extra:
                lapped.append((p, rr, extra))
    above: dict[int, int] = {}
    for p, rr, extra in lapped:
        k = above.get(rr.centerx, 0)
        above[rr.centerx] = k + 1
        t._draw_lap(base, rr, extra, p.owner, k)
    for zid, faces in t.presenter.dice.items():
        if zid in t.layout or zid in t._zones_now or zid in t.presenter.rolling():
            continue
        for r, face in zip(t._dice_rects(zid, len(faces)), faces, strict=False):
            t.art.draw_piece(base, "die", face, r)
    t.skin.draw_base(base)
    t.hud.draw_base(base)
    t.logpanel.draw(base, t._log_drawn)  # the lines of the frame before, when this one draws the board
    t._draw_action_bar(base)  # again and they were not rendered ahead (``_log_can_wait``)
    return base


def differs(a: pygame.Surface, b: pygame.Surface) -> str:
    """'' when the two surfaces hold the same pixels, else where they differ."""
    if pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB"):
        return ""
    same = pygame.mask.from_threshold(a.convert(), (0, 0, 0), (1, 1, 1, 255), b.convert(), 1)
    same.invert()
    n = same.count()
    rects = same.get_bounding_rects()
    box = rects[0].unionall(rects[1:]) if rects else None
    return f"{n} pixels differ, within {box}"


def check(t: TableScene, what: str) -> None:
    cached = t._draw_base().copy()
    got = differs(cached, whole_base(t))
    assert not got, f"{what}: {got}"


def start(h, controller: Controller) -> TableScene:
    table = TableScene(h.ctx, controller)
    h.app.start(table)
    h.step(frames=2)
    return table


def bots(game: str, players: int, seed: int, moves: int) -> Controller:
    seats = [SeatConfig(f"Player {i + 1}", "bot", "greedy", colour=i) for i in range(players)]
    c = Controller(GAMES[game], seats, seed, options={})
    while len(c.actions) < moves and c.to_act() is not None:
        c.pump(budget_ms=10_000)
    for v in [None, *range(players)]:
        c.poll(v)  # the table opens on this position: what led to it is not shown again
    return c


def play(h, t: TableScene, moves: int, every: int = 1, limit: int = 1500) -> int:
    """Step frames until ``moves`` more moves are shown, checking the base every ``every`` frames."""
    c = t.controller
    goal = len(c.actions) + moves
    frame = 0
    while frame < limit and c.to_act() is not None and (len(c.actions) < goal or not t.presenter.drained):
        h.step()
        frame += 1
        if frame % every == 0:
            check(t, f"frame {frame}, move {len(c.actions)}")
    return frame


@pytest.mark.parametrize(("game", "players"), REAL, ids=[f"{g}-{n}p" for g, n in REAL])
def test_the_cached_base_is_the_whole_base_at_instant_speed(headless, game, players):
    h = headless("instant", size=(1280, 720))
    t = start(h, bots(game, players, seed=1, moves=12))
    check(t, "opened")
    cards = [r for placed in t.layout.values() for p, r in placed if p.kind in ("card", "tile")]
    if cards:  # a hovered card lifts, then settles back
        h.move(cards[len(cards) // 2].center)
        check(t, "hovered")
        h.move((4, 1076))
        check(t, "unhovered")
    play(h, t, moves=6)


@pytest.mark.parametrize(("game", "players"), REAL, ids=[f"{g}-{n}p" for g, n in REAL])
def test_the_cached_base_is_the_whole_base_while_moves_animate(headless, game, players):
    h = headless("normal", size=(1280, 720))
    t = start(h, bots(game, players, seed=2, moves=20))
    check(t, "opened")
    play(h, t, moves=3, every=2)


def test_scrolling_the_log_redraws_the_log_alone(headless):
    h = headless("normal")
    c = Controller(fixture.RULES, BOTS, seed=3)
    for _ in range(3):  # a few lines in the log (the race is short)
        c.pump(budget_ms=10_000)
    for v in (None, 0, 1):
        c.poll(v)
    t = start(h, c)
    t.bots_paused = True
    h.step(frames=2)
    assert len(t._log_lines()) > 2
    before = dict(t.redraws)
    h.move(t.logpanel.rect.center)
    h.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)])
    assert t.logpanel.scroll == 2  # a notch is two lines
    after = dict(t.redraws)
    assert after["log"] == before["log"] + 1
    for layer in ("pieces", "pieces.patch", "base"):
        assert after.get(layer, 0) == before.get(layer, 0), layer
    check(t, "the log scrolled back")


def test_a_notice_redraws_the_action_bar_alone(headless):
    h = headless("normal")
    t = start(h, Controller(fixture.RULES, BOTS, seed=3))
    t.bots_paused = True
    h.step(frames=40)
    before = dict(t.redraws)
    t.notify("A word for the table")
    h.step()
    after = dict(t.redraws)
    assert after["bar"] == before["bar"] + 1
    for layer in ("pieces", "pieces.patch", "base", "log"):
        assert after.get(layer, 0) == before.get(layer, 0), layer
    check(t, "a notice")


def test_pausing_the_bots_redraws_the_action_bar_alone(headless):
    h = headless("normal")
    t = start(h, Controller(fixture.RULES, BOTS, seed=3))
    h.step(frames=2)
    before = dict(t.redraws)
    t._toggle_bots()  # the prompt and the pause button change; nothing on the board does
    h.step(frames=2)
    after = dict(t.redraws)
    assert after.get("bar", 0) > before.get("bar", 0)
    for layer in ("pieces", "pieces.patch", "base", "log"):
        assert after.get(layer, 0) == before.get(layer, 0), layer
    check(t, "paused")


def test_a_piece_in_flight_leaves_the_board_drawn_once_and_patched(headless):
    h = headless("normal")
    t = start(h, Controller(fixture.RULES, BOTS, seed=3))
    t.bots_paused = True
    h.step(frames=2)
    zid, placed = next((z, ps) for z, ps in t.layout.items() if ps and ps[0][0].count <= 1)
    piece = placed[0][0]
    before = dict(t.redraws)
    t.presenter.feed([Moved(piece=piece.id, from_zone=zid, to_zone=zid)], t.presenter.view, t._locate)
    h.step()
    assert t.moving(zid, piece)
    check(t, "in flight")
    mid = dict(t.redraws)
    assert mid.get("pieces", 0) == before.get("pieces", 0)  # never the whole layer
    assert mid.get("pieces.patch", 0) == before.get("pieces.patch", 0) + 1
    for _ in range(40):
        h.step()
        check(t, "flying, landing")


def test_every_layer_is_drawn_whole_at_most_once_a_move(headless):
    h = headless("normal", size=(1280, 720))
    t = start(h, bots("paris", 2, seed=1, moves=20))
    c = t.controller
    per_move: dict[int, dict[str, int]] = {}
    last = dict(t.redraws)
    while len(c.actions) < 26 and c.to_act() is not None:
        h.step()
        now = dict(t.redraws)
        got = per_move.setdefault(len(c.actions), {})
        for k, v in now.items():
            got[k] = got.get(k, 0) + v - last.get(k, 0)
        last = now
    shown = [m for m in per_move if m > 20]
    assert len(shown) >= 4
    for m in shown:
        assert per_move[m].get("pieces", 0) == 0, (m, per_move[m])  # the pieces are only ever patched
        assert per_move[m].get("base", 0) <= 1, (m, per_move[m])


class KeyedSkin(TableSkin):
    """A skin whose base layer shows a number it declares in ``base_key``."""

    def __init__(self, table):
        super().__init__(table)
        self.n = 0

    def base_key(self):
        return self.n

    def draw_base(self, canvas):
        draw.text(canvas, f"n = {self.n}", (700, 600), 40, theme.CREAM)


def test_a_skin_key_redraws_the_skin_layer_and_never_the_pieces(headless):
    h = headless("normal")
    t = start(h, Controller(fixture.RULES, BOTS, seed=3))
    t.bots_paused = True
    t.skin = KeyedSkin(t)
    h.step(frames=2)
    before = dict(t.redraws)
    t.skin.n = 7
    h.step()
    after = dict(t.redraws)
    assert after["base"] == before["base"] + 1
    assert after.get("pieces", 0) == before.get("pieces", 0)
    assert after.get("pieces.patch", 0) == before.get("pieces.patch", 0)
    check(t, "a new skin key")
    h.step(frames=3)
    assert dict(t.redraws)["base"] == after["base"]  # an unchanged key: nothing drawn again


def test_a_failing_skin_key_is_logged_once_and_the_skin_layer_drawn_every_frame(headless, caplog):
    class Broken(KeyedSkin):
        def base_key(self):
            raise RuntimeError("no key")

    h = headless("normal")
    t = start(h, Controller(fixture.RULES, BOTS, seed=3))
    t.bots_paused = True
    t.skin = Broken(t)
    h.step()
    before = t.redraws["base"]
    h.step(frames=3)
    assert t.redraws["base"] == before + 3
    check(t, "a broken key")
    assert sum("base_key" in r.getMessage() for r in caplog.records) == 1
    caplog.clear()  # the table logged it, as it should; the suite's error fixture need not fail


def test_the_log_panel_made_from_its_kept_empty_panel_is_the_panel_drawn_afresh(headless):
    headless("normal")
    rect = pygame.Rect(1544, 12, 352, 830)

    def afresh() -> pygame.Surface:  # the empty panel drawn the plain way, as every render once did
        surf = pygame.Surface((rect.w + 48, rect.h + 48), pygame.SRCALPHA)
        box = pygame.Rect(24, 20, rect.w, rect.h)
        draw.panel(surf, box, theme.CREAM, 18, shadow_blur=12)
        draw.text(surf, i18n.tr("table.log"), (box.x + 24, box.y + 18), 28, theme.INK, bold=True)
        draw.brass_rule(surf, box.y + 58, box.x + 20, box.right - 20)
        return surf

    panel = LogPanel(rect, lambda s: f"P{s}", lambda s: s)
    try:
        for lang in ("en", "zh_Hant", "en"):
            i18n.set_language(lang)
            for _ in range(2):  # made, then taken from the kept one
                got = panel._empty()
                assert pygame.image.tobytes(got, "RGBA") == pygame.image.tobytes(afresh(), "RGBA"), lang
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize(("game", "players"), [("paris", 4), ("droids", 4)])
def test_a_log_panel_rendered_ahead_is_the_panel_rendered_when_shown(headless, game, players):
    """The next log line's panel is rendered on a frame that redraws nothing; the frame that shows
    the line blits it, and it holds the pixels a render at that moment makes."""
    h = headless("normal", size=(1280, 720))
    t = start(h, bots(game, players, seed=2, moves=20))
    panel = t.logpanel
    c = t.controller
    goal = len(c.actions) + 6
    compared = 0
    while c.to_act() is not None and len(c.actions) < goal:
        taken = panel.taken
        h.step()
        if panel.taken != taken:
            lines = t._log_lines()
            fresh = panel._render(lines)
            assert pygame.image.tobytes(panel._surf, "RGBA") == pygame.image.tobytes(fresh, "RGBA")
            compared += 1
        check(t, f"move {len(c.actions)}")
    assert compared >= 2 and t.redraws["log.ahead"] >= compared


def _fresh_layout(t: TableScene):
    """The display view laid out from nothing (no zone's last layout kept)."""
    kept = t.__dict__.pop("_placed_memo", None)
    try:
        return t._layout_for(t._zones_now, {})
    finally:
        t._placed_memo = kept


@pytest.mark.parametrize(("game", "players"), [("new_eden", 4), ("paris", 4), ("farshore", 4), ("droids", 4)])
def test_a_view_switch_lays_out_only_the_zones_whose_pieces_changed(headless, game, players):
    """A zone whose pieces are those of its last layout keeps that layout without asking the skin
    again; what a switch gives is what a layout from nothing gives, frame after frame."""
    h = headless("normal", size=(1280, 720))
    t = start(h, bots(game, players, seed=4, moves=12))
    asked: list[str] = []
    real = t.skin.place

    def spy(zone_id, zone, placed):
        asked.append(zone_id)
        return real(zone_id, zone, placed)

    t.skin.place = spy
    c = t.controller
    switches = 0
    seen = t.presenter.view
    zones_before = dict(t._zones_now)
    for _ in range(1500):
        if len(c.actions) >= 18 or c.to_act() is None:
            break
        asked.clear()
        h.step()
        if t.presenter.view is not seen:
            seen = t.presenter.view
            switches += 1
            changed = {z for z, ps in t._zones_now.items() if tuple(ps) != tuple(zones_before.get(z, ()))}
            assert set(asked) <= changed | {t.opened}, (sorted(set(asked) - changed))
            zones_before = dict(t._zones_now)
            got = {z: [(p, tuple(r)) for p, r in ps] for z, ps in t.layout.items()}
            fresh = {z: [(p, tuple(r)) for p, r in ps] for z, ps in _fresh_layout(t).items()}
            assert got == fresh
            # the skin's notes made from nothing (a pile's count, a "+N") draw what the table shows
            check(t, f"switch {switches}, notes made again")
    assert switches >= 3


def test_the_faces_a_move_lands_are_made_ahead_while_its_flights_fly(headless):
    """The pieces a move's flights land get their faces and extents made on the quiet frames while
    they fly: the frame the view moves on finds every one of them made."""
    h = headless("normal", size=(1280, 720))
    t = start(h, bots("droids", 2, seed=1, moves=10))
    c = t.controller

    def whats(placed):
        for p, r in placed:
            spot = t._badge_spot(p.kind, p.face, r, p.count)
            yield ("piece", p.kind, p.face, tuple(r), p.owner, p.count, p.label, spot)

    new: set = set()  # what the move under way will show that was not made when its flight began
    made_before_switch = 0
    seen = t.presenter.view
    for _ in range(2000):
        if len(c.actions) >= 22 or c.to_act() is None:
            break
        before = set(t._extents)
        h.step()
        for _zid, placed in t.__dict__.get("_ahead", []):
            new |= {w for w in whats(placed) if w not in before}
        if t.presenter.view is not seen:  # this frame moved the view on
            seen = t.presenter.view
            assert new <= before, "a landed piece's face was made on the switch frame"
            made_before_switch += len(new)
            new = set()
            assert not t._ahead  # nothing is kept for a view already shown
    assert made_before_switch > 0


@pytest.mark.parametrize("game", ["droids", "new_eden"])
def test_a_piece_in_flight_is_its_landing_face_scaled_not_a_new_face_each_frame(headless, game, monkeypatch):
    """A flight changes a piece's size every frame; its face, stack edges and shadow are made at the
    size it lands at (made ahead) and scaled, so a flight makes no new face and blurs no new shadow."""
    h = headless("normal", size=(1280, 720))
    t = start(h, bots(game, 2, seed=1, moves=10))
    c = t.controller
    asked: dict[int, set] = {}  # per flight: the sizes its face was asked for
    drawn: dict[int, set] = {}  # per flight: the sizes it was drawn at
    blurred: dict[int, set] = {}  # per flight: the sizes of the shadows asked for
    now: list = [None]  # the flight being drawn
    real_face, real_surface, real_shadow = t.skin.piece_face, t.art.surface, draw.shadow_surface

    def face(kind, f, size):
        if now[0] is not None:
            asked.setdefault(now[0], set()).add(tuple(size))
        return real_face(kind, f, size)

    def surface(kind, f, owner=None, size=None, label=""):
        if now[0] is not None and size is not None:
            asked.setdefault(now[0], set()).add(tuple(size))
        return real_surface(kind, f, owner, size, label)

    def shadow(size, *a, **k):
        if now[0] is not None:
            blurred.setdefault(now[0], set()).add(tuple(size))
        return real_shadow(size, *a, **k)

    real_flight, real_piece = t._draw_flight, t._draw_piece

    kept: list = []  # each flight's step, kept alive so that its id names only it

    def flight(canvas, step, tt):
        if not any(s is step for s in kept[-64:]):
            kept.append(step)
        now[0] = id(step)
        try:
            real_flight(canvas, step, tt)
        finally:
            now[0] = None

    def piece(canvas, kind, f, rect, *a, **k):
        if now[0] is not None:
            drawn.setdefault(now[0], set()).add(tuple(rect.size))
        return real_piece(canvas, kind, f, rect, *a, **k)

    monkeypatch.setattr(t.skin, "piece_face", face)
    monkeypatch.setattr(t.art, "surface", surface)
    monkeypatch.setattr(draw, "shadow_surface", shadow)
    monkeypatch.setattr(t, "_draw_flight", flight)
    monkeypatch.setattr(t, "_draw_piece", piece)
    for _ in range(1500):
        if len(c.actions) >= 40 or c.to_act() is None:
            break
        h.step()
    resized = [k for k, sizes in drawn.items() if len(sizes) >= 4]
    assert len(resized) >= 3, "no flight changed its piece's size"
    for k in resized:  # made at one size (where it lands), whatever sizes it passed through
        assert len(asked.get(k, set())) <= 1, (sorted(asked[k]), len(drawn[k]))
        assert len(blurred.get(k, set())) <= 1, (sorted(blurred[k]), len(drawn[k]))


def test_a_table_paints_every_pixel_so_the_app_lays_no_backdrop_under_it(headless):
    """The app fills the canvas before a frame only for a screen that does not cover it all: a
    table's opaque base does (its frame leaves nothing of what the canvas held before)."""
    h = headless("normal")
    assert not h.app.stack.paints_whole() or h.app.stack.top is None
    t = start(h, Controller(fixture.RULES, BOTS, seed=3))
    assert h.app.stack.paints_whole()
    h.app.canvas.fill((255, 0, 255))
    h.step()
    mask = pygame.mask.from_threshold(h.app.canvas, (255, 0, 255), (1, 1, 1, 255))
    assert mask.count() == 0
    check(t, "a frame over a magenta canvas")


def test_a_new_text_size_lays_every_zone_out_again(headless):
    """A zone's title line grows with the text: after a change of text size no zone keeps the
    layout it had (the kept layouts are for the old size)."""
    h = headless("normal")
    t = start(h, bots("paris", 2, seed=1, moves=8))
    before = {z: [tuple(r) for _p, r in ps] for z, ps in t.layout.items()}
    try:
        draw.set_text_scale(1.5)
        t.text_size_changed()
        got = {z: [(p, tuple(r)) for p, r in ps] for z, ps in t.layout.items()}
        fresh = {z: [(p, tuple(r)) for p, r in ps] for z, ps in _fresh_layout(t).items()}
        assert got == fresh
        assert {z: [r for _p, r in ps] for z, ps in got.items()} != before  # some zone moved its pieces
    finally:
        draw.set_text_scale(1.0)
        t.text_size_changed()


@pytest.mark.parametrize(
    ("game", "players"),
    [("droids", 2), ("droids", 4), ("paris", 2), ("paris", 4), ("farshore", 2), ("farshore", 4), ("new_eden", 2),
     ("new_eden", 4)],
)
def test_a_skin_layer_drawn_in_part_is_the_whole_layer_there(headless, game, players):
    """A skin that skips, in a patch, the zones whose marks cannot reach it draws there what it
    draws whole: tried in every zone's rect and round every piece, where patches fall."""
    h = headless("normal", size=(1280, 720))
    t = start(h, bots(game, players, seed=3, moves=24))
    t._draw_base()
    whole = t._pieces.copy()
    t.skin.draw_base(whole)
    regions = [pygame.Rect(z.rect) for zid, z in t.board.zones.items() if zid in t.layout]
    regions += [r.inflate(48, 48) for placed in t.layout.values() for _p, r in placed]
    assert len(regions) > 15
    assert differs(whole, t._pieces)  # the skin draws something over its pieces
    for region in regions:
        region = region.clip(whole.get_rect())
        part = t._pieces.copy()
        part.set_clip(region)
        t.skin.draw_base(part)
        part.set_clip(None)
        got = differs(part.subsurface(region), whole.subsurface(region))
        assert not got, f"{region}: {got}"


@pytest.mark.parametrize(("game", "players"), [("droids", 4), ("paris", 4)])
def test_new_log_lines_wait_at_most_one_frame_for_a_frame_that_draws_the_board(headless, game, players):
    """A frame that draws the board again leaves new log lines not rendered ahead to the next
    frame, which shows them (so no frame pays for both); they never wait two frames, and the base
    is the whole base of what it shows, frame after frame."""
    h = headless("normal", size=(1280, 720))
    t = start(h, bots(game, players, seed=2, moves=20))
    c = t.controller
    waited = 0
    behind = False
    for frame in range(1500):
        if len(c.actions) >= 30 or c.to_act() is None:
            break
        h.step()
        now = t._log_drawn != t._log_lines()
        if now:
            assert not behind, f"frame {frame}: the log waited two frames"
            waited += 1
        behind = now
        if frame % 3 == 0 or now:
            check(t, f"frame {frame}")
    assert waited > 0


MARKED = [("new_eden", 2), ("new_eden", 4), ("paris", 2), ("paris", 4), ("farshore", 2), ("farshore", 4)]
MARKED += [("droids", 1), ("droids", 4)]


@pytest.mark.parametrize(("game", "players"), MARKED, ids=[f"{g}-{n}p" for g, n in MARKED])
def test_a_skin_that_tells_its_marks_is_drawn_again_where_they_change_and_nowhere_else(headless, game, players):
    """A skin's ``base_marks`` say every place its layer changes: over a long stretch of a game
    (a deck's count, a city's, goods stored, a deck's END tag, flags on landmarks), the base patched
    where marks and pieces changed is the base drawn whole, and a view change seldom draws it whole."""
    h = headless("instant", size=(1280, 720))
    t = start(h, bots(game, players, seed=5, moves=8))
    assert t.skin.base_marks() is not None
    c = t.controller
    before = dict(t.redraws)
    seen = 0
    while seen < 30 and c.to_act() is not None:
        moves = len(c.actions)
        h.step()
        if len(c.actions) != moves or not t.presenter.drained:
            seen += len(c.actions) != moves
            check(t, f"move {len(c.actions)}")
    assert seen == 30
    # drawn whole only where a move changed most of the table (at instant speed, several at once)
    assert dict(t.redraws).get("base", 0) - before.get("base", 0) <= seen // 3
