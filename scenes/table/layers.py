"""The frame, layer by layer. Under everything, the board and its zones' plates, drawn once
(``static``). Over it two cached layers, each drawn again only when its own content changes, and
then only where it changed:

1. **pieces**: the board, the last move's rims, every piece in its zone that is not moving (face,
   shadow, count), the laps' tags and the last roll. Its content is a list of items
   (``dirty.Item``): when it changes (a piece leaves on a flight or lands, a slide ends, a card is
   hovered, the view moves on) only the places where the old and new items differ are drawn
   again, clipped;
2. **base**: the pieces with the skin's ``draw_base``, the seat HUD's badges, the log and the action
   bar over them. Drawn whole when the skin's own content changes (``TableSkin.base_key``: by
   default, once per move when the view moves on); otherwise only where the pieces changed (the
   skin's layer drawn again there, clipped), where a log line came, where the prompt or a button
   changed. Whose turn it is changes the prompt only; its ring is drawn every frame.

Both are opaque 1920×1080 surfaces: what is translucent (shadows, veils, plates) is blended where
it is drawn, never as a full-screen alpha layer. Every frame then draws the glows, slides and
flights, the HUD's moving parts (the turn ring, scores), the skin's top layer (``draw``), the
banner and the overlays (``overlays``) over the base. ``redraws`` counts the layers' redraws,
whole and in part (``.patch``), and the log's and the action bar's.
"""

from __future__ import annotations

import logging
from typing import Any

import pygame

from game.core.i18n import add_strings, tr
from game.core.rules import Piece
from scenes import draw, theme
from scenes.table import audit
from scenes.table.core import TableCore, rect_tuple
from scenes.table.dirty import CANVAS, Item, Key, changed_regions, fewer, too_big
from scenes.table.logpanel import READY_MAX
from scenes.table.pieces import CARD_KINDS, COUNT_SIZE, count_badge_at, made_size, scaled_shadow, scaled_to
from scenes.table.placement import FANNED, MORE_KIND, layout_of

log = logging.getLogger(__name__)
add_strings({"table.lap": "+{n}"})  # a score marker's laps round its track: "+50"
BADGE_MIN = 16  # a count badge's number is never drawn smaller, whatever size a skin asks
PAD = 24  # round a piece's rect: its shadow (16 px of blur, offset 2, 5) and a stack's edges (12 px)
RIM = draw.mix(theme.CREAM, theme.BRASS, 0.3)  # the last move's zones, once it has been shown
FULL: Any = object()  # a layer drawn whole (else: the list of rects drawn again)
Dirty = Any  # FULL or list[pygame.Rect]
_ALWAYS = object()  # a skin's base_key that failed: its layer is drawn whole every frame
SKIN_CALLS = 6  # the most separate places the skin's base layer is drawn again in, per frame


def badge_rect(centre: tuple[int, int], label: str, size: int) -> pygame.Rect:
    """Where ``draw.badge`` draws a pill for ``label`` at ``size`` (a pixel to spare round it)."""
    px = draw.scaled(size)
    w = max(draw.font(size, True).size(label)[0] + px, int(px * 1.5))
    h = int(px * 1.5)
    r = pygame.Rect(0, 0, w, h)
    r.center = (int(centre[0]), int(centre[1]))
    return r.inflate(4, 4)


class Layers(TableCore):
    """Drawing the table in layers."""

    # ------------------------------------------------------------------ the base, layer by layer
    def _layers_reset(self) -> None:
        """Forget every cached layer: the next frame draws each whole (a new board, a new size)."""
        self._pieces = self._base = None
        self._items = []
        self._extents = {}
        self._pieces_key_now = self._skin_key_now = self._log_key_now = self._bar_key_now = None
        self._log_drawn: list[Any] = []  # the lines the log in the base shows (``_log_can_wait``)
        self._log_late = False
        self._bar_region = None
        self._bar_items = []  # the action bar's parts as last drawn (``_bar_parts``), compared
        self._bar_now = None  # and to draw with while the bar's key holds
        self._marks: list[Item] | None = None  # the skin's marks in the base (``TableSkin.base_marks``)
        self._marks_for: tuple[Any, ...] = ()  # the pieces' key and the view they were asked for

    def _draw_base(self) -> pygame.Surface:
        """The frame's cached base: the pieces, the skin's base layer over them, and the HUD's badges,
        the log and the action bar. Each layer is redrawn only when its own content changes, and
        then only where it changed."""
        return self._sync_base(self._sync_pieces())

    def _new_layer(self) -> pygame.Surface:
        surf = pygame.Surface(CANVAS.size)
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            surf = surf.convert()
        return surf

    # ------------------------------------------------------------------ pieces
    def _pieces_key(self) -> Key:
        """What the pieces layer shows depends on: where the display view's pieces lie, which of them
        are moving (drawn by the animation instead), the hovered card's lift, the last move's rims
        and the last roll."""
        p = self.presenter
        c = self.controller
        values = (
            p.drained,
            p.departed() if not p.drained else None,
            frozenset(self.slides),
            self.hover_key,
            tuple(p.last_moves),
            len(c.actions),  # with the generation: the last action, whose zone gets a rim
            c.generation,
            tuple(sorted(p.dice.items())),
            tuple(p.rolling()),
            self.opened,
        )
        return Key(values, (self.layout, self.static, self._zones_now))

    def _sync_pieces(self) -> Dirty:
        key = self._pieces_key()
        if self._pieces is not None and key.same(self._pieces_key_now):
            return []
        items = self._pieces_items()
        full = (
            self._pieces is None
            or self._pieces_key_now is None
            or self.static is not self._pieces_key_now.refs[1]
        )
        regions: list[pygame.Rect] | None = []
        if not full:
            regions = changed_regions(self._items, items)
            full = regions is None or too_big(regions)
        self._items = items
        self._pieces_key_now = key
        if full:
            self._build_pieces()
            return FULL
        assert regions is not None
        if regions:
            self._patch_pieces(regions)
        return regions

    def _build_pieces(self) -> None:
        """The pieces layer drawn whole: the static board, then every item."""
        if self._pieces is None:
            self._pieces = self._new_layer()
        surf = self._pieces
        surf.blit(self.static, (0, 0))
        rec = audit.current()
        for item in self._items:
            self._draw_item(surf, item, rec)
        self.redraws["pieces"] += 1

    def _patch_pieces(self, regions: list[pygame.Rect]) -> None:
        """The pieces layer drawn again in ``regions`` only: the static board there, then every item
        reaching into it, in order, clipped."""
        surf = self._pieces
        assert surf is not None
        for r in regions:
            surf.set_clip(r)
            surf.blit(self.static, r.topleft, r)
            for item in self._items:
                if item.extent.colliderect(r):
                    self._draw_item(surf, item, None)
        surf.set_clip(None)
        self.redraws["pieces.patch"] += 1

    def _pieces_items(self) -> list[Item]:
        """What the pieces layer draws, in order: the last move's rims (once it has been shown), every
        piece in its zone that is not moving, the laps' tags, and the last roll."""
        items: list[Item] = []
        if len(self._extents) > 4000:  # a piece's extent depends only on what it draws
            self._extents.clear()
        if self.presenter.drained:
            for zid in self._last_zones():
                z = self.board.zone(zid)
                if z is not None and self.seat_present(zid):
                    rim = pygame.Rect(z.rect).inflate(6, 6)
                    items.append(Item(("rim", rect_tuple(rim)), rim.inflate(2, 2)))
        lapped: list[tuple[Piece, pygame.Rect, int]] = []
        for zid, placed in self.layout.items():
            if not self.seat_present(zid) or zid == self.opened:
                continue
            for p, r in placed:
                if self.moving(zid, p):  # the animation draws it
                    continue
                rr = self.drawn_rect(zid, p, r)
                what, ext = self._piece_what(p, rr)
                items.append(Item(what, ext, zid, p))
                extra = self.lap_of(zid, p.id) if self.track_values else 0
                if extra:
                    lapped.append((p, rr, extra))
        # lap tags last, stacked above their cell so that two lapped markers on one cell both read
        above: dict[int, int] = {}
        for p, rr, extra in lapped:
            k = above.get(rr.centerx, 0)
            above[rr.centerx] = k + 1
            lap = ("lap", rect_tuple(rr), extra, p.owner, k)
            items.append(Item(lap, self._lap_extent(rr, extra, k)))
        # the last roll stays on the table until the next one
        for zid, faces in self.presenter.dice.items():
            if zid in self.layout or zid in self._zones_now or zid in self.presenter.rolling():
                continue
            for r, face in zip(self._dice_rects(zid, len(faces)), faces, strict=False):
                items.append(Item(("die", face, rect_tuple(r)), r.inflate(2 * PAD, 2 * PAD)))
        return items

    def _draw_item(self, canvas: pygame.Surface, item: Item, rec: audit.Recorder | None) -> None:
        what = item.what
        if what[0] == "piece":
            p = item.piece
            rr = pygame.Rect(what[3])
            source = self._draw_piece(canvas, p.kind, p.face, rr, p.owner, p.count, p.label)
            if rec is not None:
                self._note_piece(rec, item.zone, p, rr, source)
        elif what[0] == "lap":
            self._draw_lap(canvas, pygame.Rect(what[1]), what[2], what[3], what[4])
        elif what[0] == "die":
            self.art.draw_piece(canvas, "die", what[1], pygame.Rect(what[2]))
        elif what[0] == "rim":
            pygame.draw.rect(canvas, RIM, pygame.Rect(what[1]), 2, border_radius=14)

    def _badge_spot(self, kind: str, face: str, rect: pygame.Rect, count: int) -> tuple[Any, ...] | None:
        """Where the skin puts a stacked token's count badge (``TableSkin.count_badge``), as
        ``_draw_piece`` will ask it, in plain numbers (None: the table's own corner)."""
        if count <= 1 or kind in CARD_KINDS:
            return None
        spot = self._ask("count_badge", self.skin.count_badge, None, kind, face, rect, count)
        if not spot:
            return None
        try:
            return ((int(spot[0][0]), int(spot[0][1])), int(spot[1]))
        except (TypeError, ValueError, IndexError):
            return ("?", repr(spot))  # drawn as the skin gave it; compared as its text

    def _piece_extent(self, p: Piece, rect: pygame.Rect, spot: tuple[Any, ...] | None) -> pygame.Rect:
        """Where a placed piece's pixels stay: its face (the skin's may be larger than its rect), its
        shadow and a stack's edges (``PAD`` round it), and its count badge."""
        ext = rect.inflate(2 * PAD, 2 * PAD)
        if not (p.label == "face_down" or p.face.startswith("back") or p.kind == MORE_KIND):
            with draw.designed_text():  # a piece's print keeps its designed size (PieceArt.surface)
                face = self._ask("piece_face", self.skin.piece_face, None, p.kind, p.face, (rect.w, rect.h))
            if isinstance(face, pygame.Surface):
                ext.union_ip(pygame.Rect(rect.topleft, face.get_size()).inflate(2 * PAD, 2 * PAD))
        if p.count > 1:
            if spot is not None and isinstance(spot[1], int):
                with draw.designed_text():
                    ext.union_ip(badge_rect(spot[0], str(p.count), spot[1]))
            elif spot is not None:
                return pygame.Rect(CANVAS)  # a badge the skin placed we cannot read: anywhere
            else:
                with draw.designed_text():
                    ext.union_ip(badge_rect(count_badge_at(rect), str(p.count), COUNT_SIZE))
        return ext

    def _lap_extent(self, rect: pygame.Rect, extra: int, k: int) -> pygame.Rect:
        """Where ``_draw_lap``'s tag and its line to the marker go."""
        centre = (rect.centerx, min(rect.top, rect.centery - 8) - BADGE_MIN * 3 // 4 - 1 - 26 * k)
        tag = badge_rect(centre, tr("table.lap", n=extra), BADGE_MIN)
        top, bottom = sorted((tag.bottom, rect.top))
        return tag.union(pygame.Rect(rect.centerx - 3, top - 3, 7, bottom - top + 7))

    # ------------------------------------------------------------------ HUD badges, log, action bar
    def _log_lines(self) -> list[Any]:
        lines = self.controller.log_for(self.viewer)
        if self.presenter.log_hidden:
            lines = lines[: max(0, len(lines) - self.presenter.log_hidden)]
        return list(lines)

    def _bar_key(self, shown: int) -> Key:
        """What the action bar shows depends on: the prompt line's sources (``prompt_text``), the
        buttons' states and the room the skin's controls take."""
        c = self.controller
        p = self.presenter
        widgets = tuple(
            (
                type(b),
                b.label,
                b.hover,
                b.pressed,
                b.enabled,
                b.visible,
                b.primary,
                b.icon,
                b.size,
                tuple(b.rect),
            )
            for b in (*self.tools.values(), *self.button_actions)
        )
        area = self._controls_area()
        values = (
            (self.notice.text, self.notice.warning) if self.notice is not None else None,
            p.drained,
            c.to_act(),
            c.is_over(),
            self.bots_paused,
            len(c.actions),
            c.generation,
            shown,
            self.viewer,
            widgets,
            rect_tuple(area) if area is not None else None,
        )
        return Key(values, (p.view, *(b.icon_surface for b in self.button_actions)))

    def _bar_area(self) -> pygame.Rect:
        """Where the action bar draws: its panel, the tool buttons and the action buttons, with their
        shadows."""
        rects = [
            self._panel("panel:actions"),
            *(pygame.Rect(b.rect) for b in (*self.tools.values(), *self.button_actions)),
        ]
        return rects[0].unionall(rects[1:]).inflate(2 * PAD, 2 * PAD)

    def _hud_area(self) -> pygame.Rect:
        rects = [pygame.Rect(r.x - 20, r.y - 16, r.w + 40, r.h + 40) for r in self.hud.badges]
        return rects[0].unionall(rects[1:]) if rects else pygame.Rect(0, 0, 0, 0)

    def _log_area(self) -> pygame.Rect:
        r = self.logpanel.rect
        return pygame.Rect(r.x - 24, r.y - 20, r.w + 48, r.h + 48)

    def _sync_base(self, dirty: Dirty) -> pygame.Surface:
        """The base: the pieces layer with the skin's ``draw_base``, the HUD's badges, the log and the
        action bar over it. Drawn whole when the skin's content changes (``TableSkin.base_key``: by
        default the display view or where its pieces lie); else drawn again only where the pieces
        changed, the log changed, or the action bar changed."""
        declared = self._ask("base_key", self.skin.base_key, _ALWAYS)
        marked = self._sync_marks()
        if marked is not None:
            skin_key = Key((declared,))  # the marks say where the view changed the skin's layer
        elif declared is not None:
            skin_key = Key((declared,))
        else:
            skin_key = Key((None,), (self.presenter.view, self.layout))
        lines = self._log_lines()
        log_key = Key(
            (len(lines), self.logpanel.scroll, self.controller.generation, self.viewer),
            (lines[-1] if lines else None,),
        )
        bar_key = self._bar_key(len(lines))
        bar_area = self._bar_area()
        whole = (
            self._base is None
            or dirty is FULL
            or declared is _ALWAYS
            or not skin_key.same(self._skin_key_now)
            or marked is FULL
        )
        log_changed = not log_key.same(self._log_key_now)
        late = log_changed and (whole or bool(dirty)) and self._log_can_wait(log_key, lines)
        self._log_late = late
        regions: list[pygame.Rect] = []
        if not whole and (dirty or marked):
            regions = [*dirty, *(marked or ())]
        if not whole and log_changed and not late:
            regions.append(self._log_area())
        if self._bar_now is None or not bar_key.same(self._bar_key_now):
            parts = self._bar_parts()  # only the parts of the bar that changed are drawn again
            items = [Item(("bar", *part.what, rect_tuple(part.reach)), part.reach) for part in parts]
            if not whole:
                got = changed_regions(self._bar_items, items) if self._bar_items else None
                if got is None:
                    got = [bar_area if self._bar_region is None else bar_area.union(self._bar_region)]
                regions.extend(got)
            self._bar_items, self._bar_now = items, parts
        if regions:
            # the skin draws once per region: many small changes are drawn again in a few boxes,
            # and when those come to most of the canvas, the base is drawn whole
            regions = fewer(regions, SKIN_CALLS)
            whole = too_big(regions)
        self._skin_key_now, self._bar_key_now = skin_key, bar_key
        if not late:
            self._log_key_now, self._log_drawn = log_key, lines
        self._bar_region = bar_area
        if whole:
            self._build_base(self._log_drawn)
        elif regions:
            self._patch_base(regions, self._log_drawn)
        elif not (self.presenter.log_hidden and self._prepare_log()):
            self._warm_ahead()
        assert self._base is not None
        return self._base

    def _sync_marks(self) -> Dirty | None:
        """Where the skin's marks (``TableSkin.base_marks``) changed since the base last drew them:
        a list of rects, FULL (none kept yet, or another order), or None when the skin does not
        tell its marks. Asked again only when the pieces' key or the display view moved on."""
        now = (self._pieces_key_now, self.presenter.view)
        if self._marks is not None and len(now) == len(self._marks_for) and all(
            a is b for a, b in zip(now, self._marks_for, strict=True)
        ):
            return []
        marks = self._ask("base_marks", self.skin.base_marks, None)
        self._marks_for = now
        if marks is None:
            self._marks = None
            return None
        items = [Item(("mark", what, rect_tuple(area)), pygame.Rect(area)) for what, area in marks]
        old, self._marks = self._marks, items
        if old is None:
            return FULL
        regions = changed_regions(old, items)
        return FULL if regions is None else regions

    def _log_can_wait(self, key: Key, lines: list[Any]) -> bool:
        """Whether the log's new lines may wait for the next frame: this frame draws the board
        again (a move's view, a piece leaving), the change is new lines only (not a scroll, not
        another seat's log), the panel for them was not rendered ahead, and the last frame's did
        not wait already. A line then shows 16 ms late, and no frame pays for both."""
        now = self._log_key_now
        return (
            now is not None
            and not self._log_late
            and now.values[1:] == key.values[1:]
            and not self.logpanel.ready_for(lines)
        )

    def _warm_ahead(self) -> None:
        """On a frame that redrew nothing, the faces and extents of one zone the move under way
        will show (the zones its flights land in, laid out by ``_locate``), made ahead: the frame
        the view moves on then finds them made. New cards' faces are most of that frame's work."""
        ahead = self.__dict__.get("_ahead")
        if not ahead:
            return
        _zid, placed = ahead.pop()
        for p, r in placed:
            self._piece_what(p, r)
        self.redraws["ahead"] += 1

    def _piece_what(self, p: Piece, rect: pygame.Rect) -> tuple[tuple[Any, ...], pygame.Rect]:
        """A placed piece as the pieces layer draws it at ``rect``: what it draws (compared between
        frames) and where its pixels reach (kept by what it draws: making it makes the face)."""
        spot = self._badge_spot(p.kind, p.face, rect, p.count)
        what = ("piece", p.kind, p.face, rect_tuple(rect), p.owner, p.count, p.label, spot)
        ext = self._extents.get(what)
        if ext is None:
            ext = self._extents[what] = self._piece_extent(p, rect, spot)
        return what, ext

    def _prepare_log(self) -> bool:
        """On a frame that redrew nothing, one log panel as it will be once the next hidden lines
        show (one, two or three of them: several may show on one frame), rendered ahead
        (``LogPanel.prepare``): the frame that shows it only blits it."""
        lines = self.controller.log_for(self.viewer)
        hidden = self.presenter.log_hidden
        for more in range(1, min(hidden, READY_MAX) + 1):
            shown = len(lines) - hidden + more
            if 0 < shown <= len(lines) and self.logpanel.prepare(lines[:shown]):
                self.redraws["log.ahead"] += 1
                return True
        return False

    def _build_base(self, lines: list[Any]) -> None:
        if self._base is None:
            self._base = self._new_layer()
        assert self._pieces is not None
        self._base.blit(self._pieces, (0, 0))
        self._draw_over_pieces(self._base, lines, None)
        self.redraws["base"] += 1

    def _patch_base(self, regions: list[pygame.Rect], lines: list[Any]) -> None:
        base = self._base
        assert base is not None and self._pieces is not None
        for r in regions:
            base.set_clip(r)
            base.blit(self._pieces, r.topleft, r)
            self._draw_over_pieces(base, lines, r)
        base.set_clip(None)
        self.redraws["base.patch"] += 1

    def _draw_over_pieces(self, base: pygame.Surface, lines: list[Any], region: pygame.Rect | None) -> None:
        """The skin's base layer, then the HUD's badges, the log and the action bar (those reaching
        into ``region``; all of them: None)."""
        with draw.designed_text():  # the skin's words on its board sit in boxes its print drew
            self._ask("draw_base", self.skin.draw_base, None, base)
        self.redraws["skin" if region is None else "skin.patch"] += 1
        if region is None or region.colliderect(self._hud_area()):
            self.hud.draw_base(base)
        if region is None or region.colliderect(self._log_area()):
            before = self.logpanel.rendered
            self.logpanel.draw(base, lines)
            if self.logpanel.rendered != before:
                self.redraws["log"] += 1
        if self._draw_action_bar(base, region, self._bar_now):
            self.redraws["bar"] += 1

    def _last_zones(self) -> list[str]:
        """Where the last move happened: the zones pieces went to, and the zone the action was made at."""
        zones = [z for z, _p in self.presenter.last_moves]
        action = self.controller.last_action
        if action is not None:
            info = self.rules.describe(action)
            if info.zone is not None and info.zone not in zones:
                zones.append(info.zone)
        return zones

    def _scores(self) -> dict[int, float]:
        return dict(self.presenter.scores)

    def _glow(self, size: tuple[int, int]) -> pygame.Surface:
        key = (size[0], size[1], 0)
        g = self._glow_cache.get(key)
        if g is None:
            pad = 18
            g = pygame.Surface((size[0] + pad * 2, size[1] + pad * 2), pygame.SRCALPHA)
            pygame.draw.rect(
                g,
                (*theme.BRASS_HOVER, 200),
                (pad - 4, pad - 4, size[0] + 8, size[1] + 8),
                8,
                border_radius=16,
            )
            small = pygame.transform.smoothscale(g, (max(1, g.get_width() // 3), max(1, g.get_height() // 3)))
            g = pygame.transform.smoothscale(pygame.transform.gaussian_blur(small, 3), g.get_size())
            pygame.draw.rect(
                g, (*theme.BRASS, 255), (pad - 3, pad - 3, size[0] + 6, size[1] + 6), 3, border_radius=14
            )
            if len(self._glow_cache) > 300:
                self._glow_cache.clear()
            self._glow_cache[key] = g
        return g

    def _draw_glow(self, canvas: pygame.Surface, rect: pygame.Rect, hot: bool, pulse: float) -> None:
        g = self._glow(rect.size)
        g.set_alpha(255 if hot else int(120 + 110 * pulse))
        canvas.blit(g, (rect.x - 18, rect.y - 18))
        if hot:
            pygame.draw.rect(canvas, theme.BRASS_HOVER, rect.inflate(8, 8), 3, border_radius=14)

    def _draw_piece(
        self,
        canvas: pygame.Surface,
        kind: str,
        face: str,
        rect: pygame.Rect,
        owner: int | None = None,
        count: int = 1,
        label: str = "",
        alpha: int = 255,
        made_at: tuple[int, int] | None = None,
    ) -> str:
        """One piece: the skin's own face when it prints one (``TableSkin.piece_face``), else the
        table's art; either way with its soft shadow and count badge. Returns which drew it
        (``skin`` or ``art``). A face the skin fails to draw is logged once and drawn by the art;
        the skin is asked again next time (no hook is switched off). ``made_at``: the size the
        piece's face and shadow are made at when ``rect`` is a size it only passes through (a
        flight's: a new one each frame), scaled to ``rect`` (a scale instead of a new face)."""
        surf = None
        made = made_size((rect.w, rect.h), made_at)
        if not (label == "face_down" or face.startswith("back") or kind == MORE_KIND):
            try:
                with draw.designed_text():  # a piece's print keeps its designed size (PieceArt.surface)
                    surf = self.skin.piece_face(kind, face, made)
            except Exception as exc:  # noqa: BLE001 - a broken face falls back to the table's art
                if face not in self._face_errors:
                    self._face_errors.add(face)
                    log.error("skin piece_face failed for %s: %s", face, exc)
        spot = None  # the skin may move a token's count badge off its icon (TableSkin.count_badge)
        if count > 1 and kind not in CARD_KINDS:
            spot = self._ask("count_badge", self.skin.count_badge, None, kind, face, rect, count)
        rec = audit.current()
        if surf is None:
            self.art.draw_piece(canvas, kind, face, rect, owner, 1 if spot else count, label, alpha, made_at=made)
            if spot:
                with audit.on_behalf_of_skin(), draw.designed_text():  # the skin chose its place and size
                    draw.badge(canvas, spot[0], str(count), theme.INK, theme.CREAM, spot[1])
            return "art"
        if made != rect.size:  # the face made at ``made`` (a skin's may be larger), scaled as the rect is
            fw, fh = surf.get_size()
            surf = scaled_to(surf, (max(1, round(fw * rect.w / made[0])), max(1, round(fh * rect.h / made[1]))))
        if rec is not None:
            rec.moved(surf, rect.topleft, canvas)
        sh = scaled_shadow(made, rect.size, max(4, int(made[0] * 0.07)))
        if alpha < 255:
            sh, surf = sh.copy(), surf.copy()
            sh.set_alpha(alpha)
            surf.set_alpha(alpha)
        canvas.blit(sh, (rect.x - 16 + 2, rect.y - 16 + 5))
        canvas.blit(surf, rect)
        if count > 1:
            if spot:
                with audit.on_behalf_of_skin(), draw.designed_text():
                    draw.badge(canvas, spot[0], str(count), theme.INK, theme.CREAM, spot[1])
            else:
                with draw.designed_text():
                    draw.badge(canvas, count_badge_at(rect), str(count), theme.INK, theme.CREAM, COUNT_SIZE)
        return "skin"

    def _note_piece(self, rec: audit.Recorder, zid: str, p: Piece, rect: pygame.Rect, source: str) -> None:
        """Tell the recorder where a piece went and what drew it."""
        z = self.board.zone(zid)
        lay = layout_of(z) if z is not None else ""
        bare = source == "art" and self.art.bare_seat_disc(p.kind, p.face, p.owner, p.label, rect.w)
        fan = lay if lay in FANNED else None
        by = "skin" if zid in self.skin_placed else "table"
        rec.piece(
            audit.PieceMark(zid, p.id, p.face, p.kind, p.owner, pygame.Rect(rect), source, bare, fan, by)
        )

    def _draw_lap(
        self, canvas: pygame.Surface, rect: pygame.Rect, extra: int, owner: int | None = None, k: int = 0
    ) -> pygame.Rect:
        """A "+50" tag in the owner's colour above a marker that went round its track, like a
        flipped score marker; ``k`` stacks the tags of several lapped markers on one cell."""
        ci = self._colour_of(owner)
        col = theme.seat_colour(ci) if ci is not None else theme.BRASS
        centre = (rect.centerx, min(rect.top, rect.centery - 8) - BADGE_MIN * 3 // 4 - 1 - 26 * k)
        tag = draw.badge(canvas, centre, tr("table.lap", n=extra), col, theme.INK, BADGE_MIN)
        pygame.draw.line(canvas, col, (rect.centerx, tag.bottom), (rect.centerx, rect.top), 2)
        return tag

    def _blocked_mark(self, d: int) -> pygame.Surface:
        """A quiet "not now" sign: a muted refusal-red ring with a bar across, ``d`` px wide."""
        key = (d, d, 1)
        g = self._glow_cache.get(key)
        if g is None:
            g = pygame.Surface((d, d), pygame.SRCALPHA)
            c = (d // 2, d // 2)
            ink = draw.mix(theme.REFUSAL, theme.CREAM, 0.25)
            pygame.draw.circle(g, (*theme.INK, 170), c, d // 2)
            pygame.draw.circle(g, ink, c, d // 2 - 2, max(2, d // 8))
            off = int(d * 0.25)
            pygame.draw.line(g, ink, (off, d - off), (d - off, off), max(2, d // 8))
            self._glow_cache[key] = g
        return g

    def _draw_blocked(self, canvas: pygame.Surface, mark: Any, hot: bool) -> None:
        """A piece the decision could use but cannot now: veiled a little, with the sign on its
        corner (a whole zone: the sign alone); no glow, so it never looks takeable."""
        r = mark.rect
        if mark.piece is not None:
            veil = self._glow_cache.get((r.w, r.h, 2))
            if veil is None:
                veil = pygame.Surface(r.size, pygame.SRCALPHA)
                pygame.draw.rect(veil, (20, 14, 10, 90), veil.get_rect(), border_radius=max(4, r.w // 12))
                self._glow_cache[(r.w, r.h, 2)] = veil
            canvas.blit(veil, r)
        d = 22 if min(r.w, r.h) >= 40 else 18
        sign = self._blocked_mark(d)  # at the foot, clear of the name band and the cost
        canvas.blit(sign, sign.get_rect(center=(r.right - d // 2 + 3, r.bottom - d // 2 + 3)))
        if hot:
            pygame.draw.rect(
                canvas, draw.mix(theme.REFUSAL, theme.CREAM, 0.2), r.inflate(6, 6), 2, border_radius=12
            )
