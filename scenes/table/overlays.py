"""What floats above the table for a moment: the tooltip (an action's label, why a piece cannot be
taken, what a piece does, a zone's name, the whole of a cut text), the chooser and the card zoom.

They are placed together each frame so that none covers another, the buttons or the thing they
are about: ``place_box`` (``scenes.table.boxes``) tries the places round an anchor and takes the
first that avoids every rect to keep clear (the action bar, the tool buttons, the skin's controls,
the overlays already placed), else the one that covers least.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Sequence

import pygame

from game.core.i18n import tr
from game.core.rules import Piece
from scenes import draw, theme
from scenes.table.boxes import CANVAS, place_box
from scenes.table.core import TableCore
from scenes.table.pieces import CARD_KINDS
from scenes.table.targets import BlockedMark, Target
from scenes.widgets import Button

log = logging.getLogger(__name__)

TIP_SIZE = 20  # a tooltip's text
TIP_HEAD = 22  # its first line, bold
TIP_W = 640  # a tooltip wraps at this width
TIP_LINES = 5


@dataclasses.dataclass(frozen=True)
class Tip:
    """A tooltip: its lines (the first one bold), what it is about, and whether it is a refusal."""

    lines: tuple[str, ...]
    anchor: pygame.Rect
    warning: bool = False


class Overlays(TableCore):
    """Tooltips, the chooser and the zoom, placed so that none covers another or a button."""

    overlay_rects: list[tuple[str, pygame.Rect]]  # what the overlays covered this frame, by kind
    _tip_cache: tuple[tuple[tuple[str, ...], bool], pygame.Surface]

    @staticmethod
    def _moved(surf: pygame.Surface, topleft: tuple[int, int], canvas: pygame.Surface) -> None:
        rec = draw.recorder()
        if rec is not None:
            rec.moved(surf, topleft, canvas)

    def hover_marks(self) -> list[tuple[pygame.Rect, str]]:
        """Every place where hovering shows something in full, and what: a card's zoom (all its
        words), a cut text whole, a cut button label or seat name, a small zone's name, what a piece
        does (the skin's tooltip), an action's label, why a piece cannot be taken."""
        out: list[tuple[pygame.Rect, str]] = []
        for zid, placed in self.layout.items():
            if not self.seat_present(zid):
                continue
            for p, r in placed:
                if p.kind in CARD_KINDS and not p.face.startswith("back") and p.label != "face_down":
                    words = " ".join(t.text for t in self.art.texts_of(p.face, p.owner, full=True))
                    out.append((pygame.Rect(r), f"{self.art.info(p.face).get('name', '')} {words}"))
                tip = self._ask("tooltip", self.skin.tooltip, None, zid, p)
                if tip:
                    out.append((pygame.Rect(r), tip))
        out += [(pygame.Rect(r), full) for r, full in self.hover_texts.values()]
        for b in self._buttons_shown():
            if b.label_cut():
                out.append((pygame.Rect(b.rect), b.label))
        out += self.hud.cut_names()
        for z in self.board.zones.values():
            if z.kind != "panel" and self.seat_present(z.id) and not z.prop("hidden"):
                if z.rect[3] < 90 or z.rect[2] < 60:
                    out.append((pygame.Rect(z.rect), self._zone_title(z)))
        out += [(pygame.Rect(t.rect), t.labels[0]) for t in self.targets if len(t.labels) == 1]
        out += [(pygame.Rect(m.rect), m.reason) for m in self.blocked_marks]
        return out

    # ------------------------------------------------------------------ what to keep clear
    def _keep_clear(self) -> list[pygame.Rect]:
        """The rects no overlay may cover: the action bar, the tool buttons, the skin's controls."""
        rects = [self._panel("panel:actions"), self._panel("panel:tools")]
        rects += [pygame.Rect(b.rect) for b in self.skin_controls()]
        area = self._controls_area()
        return [*rects, area] if area is not None else rects

    # ------------------------------------------------------------------ the tooltip
    def _tip(self, hover: Target | None, blocked: BlockedMark | None) -> Tip | None:
        """What hovering says now: the action's label, why not, what the piece does, a small zone's
        name, or the whole of a text that is cut where it is drawn. While the keys drive, it is
        about the focused stop, as if the pointer were on it."""
        if self.key_focus() is not None:
            return self._focus_tip(hover, blocked)
        mouse = self.mouse
        for b in self._buttons_shown():
            if b.rect.collidepoint(mouse):
                return self._button_tip(b, pygame.Rect(b.rect))
        for _src, (rect, full) in self.hover_texts.items():
            if rect.collidepoint(mouse):
                return Tip((full,), pygame.Rect(rect))
        for seat_rect, name in self.hud.cut_names():
            if seat_rect.collidepoint(mouse):
                return Tip((name,), pygame.Rect(seat_rect))
        piece = self._piece_at(mouse)
        about = ""
        if piece is not None:
            zid, p, r = piece
            about = self._ask("tooltip", self.skin.tooltip, None, zid, p) or ""
        if blocked is not None:
            return Tip(
                tuple(s for s in (blocked.reason, about) if s), pygame.Rect(blocked.rect), warning=True
            )
        if hover is not None:
            label = hover.labels[0] if len(hover.labels) == 1 else tr("table.choices", n=len(hover.labels))
            return Tip(tuple(s for s in (label, about) if s), pygame.Rect(hover.rect))
        if about and piece is not None:
            return Tip((about,), pygame.Rect(piece[2]))
        if self.hover_key is not None:
            return None  # a card: its zoom says it all
        z = self._zone_at(mouse)
        if z is None or (z.rect[3] >= 90 and z.rect[2] >= 60):
            return None
        return Tip((self._zone_title(z),), pygame.Rect(z.rect))

    def _focus_tip(self, hover: Target | None, blocked: BlockedMark | None) -> Tip | None:
        """The tooltip of the focused stop: a cut button label whole, else the target's label or
        why the piece cannot be taken, with what the piece does; clear of the focus ring."""
        w = self.key_focus()
        if w is None or self.chooser is not None:
            return None
        if isinstance(w, Button):
            return self._button_tip(w, self.focus_anchor(w.rect))
        piece = self.focus_piece()
        about = ""
        if piece is not None:
            about = self._ask("tooltip", self.skin.tooltip, None, piece[0], piece[1]) or ""
        anchor = self.focus_anchor(w.focus_rect())
        if blocked is not None:
            return Tip(tuple(s for s in (blocked.reason, about) if s), anchor, warning=True)
        if hover is not None:
            label = hover.labels[0] if len(hover.labels) == 1 else tr("table.choices", n=len(hover.labels))
            return Tip(tuple(s for s in (label, about) if s), anchor)
        if about:
            return Tip((about,), anchor)
        return None

    @staticmethod
    def _button_tip(b: Button, anchor: pygame.Rect) -> Tip | None:
        """A button's tooltip: what it does (a tool that says so, ``tip``), its label whole when
        the button cuts it, else none."""
        what = str(getattr(b, "tip", "") or "")
        if b.label_cut():
            return Tip(tuple(s for s in (b.label, what) if s), anchor)
        if what:
            return Tip((what,), anchor)
        return None

    def _piece_at(self, pos: tuple[int, int]) -> tuple[str, Piece, pygame.Rect] | None:
        """The topmost drawn piece under ``pos``: (zone, piece, rect)."""
        found = None
        for zid, placed in self.layout.items():
            if not self.seat_present(zid) or (self.opened is not None and zid != self.opened):
                continue
            for p, r in placed:
                if r.collidepoint(pos):
                    found = (zid, p, r)
        return found

    def _tip_surface(self, tip: Tip) -> pygame.Surface:
        """The tooltip's box (made once per text, while it is hovered)."""
        key = (tip.lines, tip.warning)
        cached = self.__dict__.get("_tip_cache")
        if cached is not None and cached[0] == key:
            return cached[1]
        surf = self._make_tip(tip)
        self._tip_cache = (key, surf)
        return surf

    def _make_tip(self, tip: Tip) -> pygame.Surface:
        width = 0
        blocks: list[tuple[list[str], int, bool]] = []
        for i, line in enumerate(tip.lines):
            size, bold = (TIP_HEAD, True) if i == 0 else (TIP_SIZE, False)
            wrapped = draw.wrap(line, size, TIP_W - 28, bold)[:TIP_LINES]
            blocks.append((wrapped, size, bold))
            width = max(width, *(draw.font(size, bold).size(w)[0] for w in wrapped))
        h = 14 + sum(int(draw.scaled(s) * 1.25) * len(ls) for ls, s, _b in blocks) + 4 * (len(blocks) - 1)
        w = width + 32
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        bg = draw.mix(theme.REFUSAL, theme.INK, 0.35) if tip.warning else theme.INK
        pygame.draw.rect(surf, bg, surf.get_rect(), border_radius=10)
        pygame.draw.rect(
            surf, theme.REFUSAL if tip.warning else theme.BRASS, surf.get_rect(), 2, border_radius=10
        )
        y = 8
        for i, (ls, size, bold) in enumerate(blocks):
            ink = theme.CREAM if i == 0 else draw.mix(theme.CREAM, theme.BRASS, 0.3)
            for ln in ls:
                draw.text(surf, ln, (16, y), size, ink, bold=bold)
                y += int(draw.scaled(size) * 1.25)
            y += 4
        return surf

    # ------------------------------------------------------------------ the frame's overlays
    def _draw_overlays(
        self, canvas: pygame.Surface, hover: Target | None, blocked: BlockedMark | None
    ) -> None:
        """The tooltip, the zoom and the chooser, each placed clear of the others and the buttons."""
        self.overlay_rects = []
        avoid = self._keep_clear()
        if self.chooser is not None:
            self._draw_chooser(canvas)
            self.draw_focus(canvas)  # on the focused row while the keys drive
            return
        tip = self._tip(hover, blocked) if self.presenter.drained else None
        zoom_anchor: pygame.Rect | None = None
        if self.hover_key is not None and self.hover_time >= self.zoom_delay and self.presenter.drained:
            zoom_anchor = self._hover_rect()
        placed_tip: pygame.Rect | None = None
        if tip is not None:
            surf = self._tip_surface(tip)
            over = [a for a in avoid if not a.colliderect(tip.anchor)]  # a button's own tip may sit by it
            placed_tip = place_box(surf.get_size(), tip.anchor, over)
            draw.shadow(canvas, placed_tip, 10, 8, (0, 4))
            canvas.blit(surf, placed_tip)
            self._moved(surf, placed_tip.topleft, canvas)
            self.overlay_rects.append(("tooltip", placed_tip))
        if zoom_anchor is not None:
            self._draw_zoom(canvas, zoom_anchor, avoid + ([placed_tip] if placed_tip else []))

    def _hover_rect(self) -> pygame.Rect:
        zid, pid = self.hover_key[0], self.hover_key[1]
        for p, r in self.layout.get(zid, []):
            if p.id == pid:
                return pygame.Rect(r)
        return pygame.Rect(self.mouse[0] - 1, self.mouse[1] - 1, 2, 2)

    def _draw_chooser(self, canvas: pygame.Surface) -> None:
        assert self.chooser is not None
        box, rows = self.chooser
        draw.panel(canvas, box, theme.CREAM, 16, shadow_blur=18, border=theme.BRASS)
        draw.text(canvas, tr("table.choose"), (box.x + 20, box.y + 14), 24, theme.INK, bold=True)
        for i, (rect, _action, label) in enumerate(rows):
            hot = self.row_hot(i, rect)
            draw.button(canvas, rect, label, hover=hot, size=22, radius=10, primary=hot)
        self.overlay_rects.append(("chooser", pygame.Rect(box)))

    def _draw_zoom(self, canvas: pygame.Surface, anchor: pygame.Rect, avoid: Sequence[pygame.Rect]) -> None:
        _zid, _pid, face, owner = self.hover_key
        above_bar = pygame.Rect(0, 0, CANVAS.w, self._panel("panel:actions").top)
        order = ("right", "left", "above", "below")
        surf = self.art.zoomed(face, owner)
        r = place_box(surf.get_size(), anchor, avoid, above_bar, order=order)
        if draw.text_scale() > 1.0 and (r.colliderect(anchor) or any(r.colliderect(a) for a in avoid)):
            with draw.designed_text():  # no room for the larger zoom beside it: the designed one
                surf = self.art.zoomed(face, owner)
            r = place_box(surf.get_size(), anchor, avoid, above_bar, order=order)
        draw.shadow(canvas, r, 20, 18, (0, 12), 0x88)
        canvas.blit(surf, r)
        self._moved(surf, r.topleft, canvas)
        self.overlay_rects.append(("zoom", pygame.Rect(r)))
