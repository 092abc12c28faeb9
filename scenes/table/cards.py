"""The table-size card: its name whole in the band (never under the floor), its cost by resource,
its points and emblem, the effect and caption only where they fit whole; the zoom says the rest."""

from __future__ import annotations

from typing import Any

import pygame

from scenes import draw, theme
from scenes.table.facekit import (
    CARD,
    CHIP_MIN,
    EMBLEM_MIN,
    GAME_ICON,
    SHORT_FLOOR,
    TEXT_FLOOR,
    DrawnText,
    FaceBase,
    _hash,
    _rounded_mask,
    _word_lines,
    family_colour,
    short_name,
)
from scenes.table.glyphs import PART_SHAPES, draw_part_glyph


class CardFaces(FaceBase):
    """Card faces at table size, and the pieces of a face the zoom shares."""

    # -- shared pieces of a card face
    def _band_colour(self, info: dict[str, Any]) -> tuple[int, int, int]:
        col = info.get("colour")
        if isinstance(col, (tuple, list)) and len(col) >= 3:
            return (int(col[0]), int(col[1]), int(col[2]))
        return family_colour(str(info.get("family", "") or ""), self.world["accent"])

    @staticmethod
    def _paper(face: str, size: tuple[int, int]) -> pygame.Surface:
        w, h = size
        surf = pygame.Surface(size, pygame.SRCALPHA)
        surf.fill(theme.CREAM)
        h0 = _hash(face)  # paper grain: a few faint lines, deterministic per face
        for i in range(6):
            y = (h0 >> (i * 4)) % max(1, h)
            pygame.draw.line(surf, draw.mix(theme.CREAM, theme.INK_SOFT, 0.05), (0, y), (w, y), 1)
        return surf

    @staticmethod
    def _finish(surf: pygame.Surface, k: float) -> pygame.Surface:
        radius = max(4, int(surf.get_width() * 0.07))
        pygame.draw.rect(
            surf,
            draw.mix(theme.CREAM, theme.INK, 0.35),
            surf.get_rect(),
            max(1, int(2 * k)),
            border_radius=radius,
        )
        _rounded_mask(surf, radius)
        return surf

    @staticmethod
    def _put(
        surf: pygame.Surface,
        rec: list[DrawnText],
        s: str,
        size: int,
        colour: Any,
        pos: tuple[float, float],
        anchor: str = "center",
        bold: bool = False,
        full: str | None = None,
    ) -> pygame.Rect:
        """One line of text, measured with the font it is drawn with, and recorded (``full``: the
        whole text this line is cut from, when it is)."""
        img = draw.render(s, size, colour, bold)
        r = img.get_rect()
        setattr(r, anchor, (int(pos[0]), int(pos[1])))
        surf.blit(img, r)
        rec.append(DrawnText(s, size, bold, pygame.Rect(r)))
        draw.note_text(surf, s, size, bold, r, full)
        return r

    @staticmethod
    def _fit_name(
        name: str, max_w: int, big: int, floor: int, two_lines: bool, short: str = ""
    ) -> tuple[list[str], int]:
        """The name as one line (shrunk a little if needed), else two lines of whole words when the
        band may grow, else the card's own short title (``card_info``'s ``short``: a Paris building
        shows its type, not "Batig…"), else a short form that still names the card (``short_name``)."""
        for s in range(big, floor - 1, -1):
            if draw.font(s, True).size(name)[0] <= max_w:
                return [name], s
        if two_lines and len(name.split()) > 1:
            for s in range(big, floor - 1, -1):
                lines = _word_lines(name, s, max_w, True)
                if lines is not None and len(lines) <= 2:
                    return lines, s
        if short:
            for s in range(big, min(floor, SHORT_FLOOR) - 1, -1):
                if draw.font(s, True).size(short)[0] <= max_w:
                    return [short], s
            return [short_name(short, floor, max_w)], floor
        return [short_name(name, floor, max_w)], floor

    def _cost_kind(self, info: dict[str, Any], coin_d: int, floor: int) -> tuple[str, Any]:
        """How a card shows its cost: ``parts`` (a column of part counts), ``coin`` (a short cost in
        the corner coin), ``pill`` (a longer one on a rounded label) or ``none``."""
        parts = info.get("cost_parts")
        if isinstance(parts, (list, tuple)) and parts:
            good = [(str(p[0]), int(p[1])) for p in parts if isinstance(p, (list, tuple)) and len(p) == 2]
            if good:
                return "parts", good
        cost = info.get("cost")
        if cost in (None, "", 0):
            return "none", None
        s = str(cost)
        if draw.font(floor, True).size(s)[0] <= coin_d * 0.8:
            return "coin", s
        return "pill", s

    def _part_colour(self, kind: str) -> tuple[int, int, int]:
        """A part's colour: what the rules say of its ``part:<kind>`` piece, else a family colour."""
        got = self.info(f"part:{kind}") if self.card_info_fn is not None else {}
        col = got.get("colour")
        if isinstance(col, (tuple, list)) and len(col) >= 3:
            return (int(col[0]), int(col[1]), int(col[2]))
        return family_colour(kind, (0x7F, 0x8C, 0x8D))

    def _part_chip(
        self, surf: pygame.Surface, rec: list[DrawnText], centre: tuple[int, int], d: int, kind: str, n: int
    ) -> None:
        col = self._part_colour(kind)
        r = max(3, d // 2)
        shape = self._part_shape(kind)
        ink = theme.INK if sum(col) > 420 else theme.CREAM
        if shape is None:
            pygame.draw.circle(surf, draw.mix(col, (0, 0, 0), 0.45), (centre[0], centre[1] + 1), r)
            pygame.draw.circle(surf, col, centre, r)
            pygame.draw.circle(surf, draw.mix(col, (255, 255, 255), 0.35), centre, r, max(1, d // 12))
            self._put(
                surf,
                rec,
                str(n),
                max(TEXT_FLOOR, int(d * 0.72)),
                ink,
                (centre[0], centre[1] + 1),
                "center",
                True,
            )
            return
        # the part's own silhouette (colour is never the only cue), its count on it
        draw_part_glyph(surf, shape, centre, d / 2 + (1 if shape == "battery" else 0), col, count=True)
        ty = centre[1] + (max(1, d // 7) if shape in ("drop", "battery") else 0) + 1
        self._put(surf, rec, str(n), max(TEXT_FLOOR, int(d * 0.62)), ink, (centre[0], ty), "center", True)

    def _part_runs(
        self,
        surf: pygame.Surface,
        icons: list[tuple[str, int, pygame.Rect]],
        cost: list[tuple[str, int]],
        room: pygame.Rect,
    ) -> int:
        """A cost with no room for its counts as readable text: a row per part, the part's glyph as
        many times as it costs (as cardboard prints "2 oil" as two drops). Returns the rows' bottom."""
        most = max(n for _k, n in cost)
        g = max(7, min(14, (room.w - 2) // max(1, most) - 1, room.h // max(1, len(cost)) - 2))
        y = room.y + g // 2
        for pk, pn in cost:
            col = self._part_colour(pk)
            shape = self._part_shape(pk)
            x0 = room.centerx - (pn * (g + 1) - 1) // 2 + g // 2
            for i in range(pn):
                c = (x0 + i * (g + 1), y)
                if shape is None:
                    pygame.draw.circle(surf, draw.mix(col, (0, 0, 0), 0.45), c, g // 2)
                    pygame.draw.circle(surf, col, c, g // 2 - 1)
                else:
                    draw_part_glyph(surf, shape, c, g / 2, col, shadow=False)
            icons.append((pk, pn, pygame.Rect(x0 - g // 2, y - g // 2, pn * (g + 1) - 1, g)))
            y += g + 2
        return y - g // 2

    def _part_shape(self, kind: str) -> str | None:
        """A part's glyph: what the rules say of its ``part:<kind>`` piece (``shape``), else None."""
        got = self.info(f"part:{kind}") if self.card_info_fn is not None else {}
        shape = got.get("shape")
        return shape if shape in PART_SHAPES else None

    def _coin(
        self, surf: pygame.Surface, rec: list[DrawnText], c: tuple[int, int], r: int, s: str, k: float
    ) -> None:
        pygame.draw.circle(surf, theme.BRASS, c, r)
        pygame.draw.circle(surf, draw.mix(theme.BRASS, (0, 0, 0), 0.4), c, r, max(1, int(2 * k)))
        size = max(TEXT_FLOOR, int(r * 1.1))
        while size > TEXT_FLOOR and draw.font(size, True).size(s)[0] > r * 1.7:
            size -= 1
        self._put(surf, rec, s, size, theme.INK, c, "center", True)

    def _pill(
        self,
        surf: pygame.Surface,
        rec: list[DrawnText],
        topleft: tuple[int, int],
        max_w: int,
        s: str,
        size: int,
    ) -> pygame.Rect:
        """A cost too long for the coin: a brass label no wider than ``max_w`` (ellipsized)."""
        padx = max(3, size // 3)
        s = draw.ellipsize(s, size, max(8, max_w - 2 * padx), True)
        tw, th = draw.font(size, True).size(s)
        box = pygame.Rect(topleft[0], topleft[1], min(max_w, tw + 2 * padx), th + 2)
        pygame.draw.rect(surf, theme.BRASS, box, border_radius=box.h // 2)
        pygame.draw.rect(surf, draw.mix(theme.BRASS, (0, 0, 0), 0.4), box, 1, border_radius=box.h // 2)
        self._put(surf, rec, s, size, theme.INK, box.center, "center", True)
        return box

    def _emblem(
        self,
        surf: pygame.Surface,
        rec: list[DrawnText],
        info: dict[str, Any],
        band: tuple[int, int, int],
        c: tuple[int, int],
        r: int,
    ) -> bool:
        """The disc in the middle: the card's icon, else its big number or short name. True when an
        icon was drawn (the points then go in the corner)."""
        name = str(info.get("name", ""))
        points = info.get("points", info.get("value"))
        icon_name = info.get("icon") if isinstance(info.get("icon"), str) else None
        short = name if len(name) <= 3 else ""
        if icon_name is None and points in (None, "") and not short:
            icon_name = GAME_ICON.get(self.game_id)
        ring = max(2, r // 15)
        part = info.get("shape")
        if part in PART_SHAPES:
            pygame.draw.circle(surf, draw.mix(band, theme.CREAM, 0.8), c, r)
            pygame.draw.circle(surf, draw.mix(band, (0, 0, 0), 0.2), c, r, ring)
            draw_part_glyph(surf, str(part), c, r * 0.62, band)
            return True
        if icon_name is not None and draw.assets().has_icon(icon_name):
            # (an icon that cannot be drawn: the assets give a placeholder and say so in the log)
            pygame.draw.circle(surf, draw.mix(band, theme.CREAM, 0.8), c, r)
            pygame.draw.circle(surf, band, c, r, ring)
            ic = draw.assets().icon(icon_name, int(r * 1.27), draw.mix(band, (0, 0, 0), 0.35))
            surf.blit(ic, ic.get_rect(center=c))
            return True
        big = str(points) if points not in (None, "") else (short or name[:2])
        if big:
            pygame.draw.circle(surf, draw.mix(band, theme.CREAM, 0.75), c, r)
            pygame.draw.circle(surf, band, c, r, ring)
            size = max(TEXT_FLOOR, int(r * 1.13))
            while size > TEXT_FLOOR and draw.font(size, True).size(big)[0] > r * 1.7:
                size -= 1
            self._put(surf, rec, big, size, theme.INK, (c[0], c[1] + 1), "center", True)
        return False

    @staticmethod
    def _caption(info: dict[str, Any]) -> str:
        cap = info.get("type") if isinstance(info.get("type"), str) else None
        if not cap:
            cap = str(info.get("family_name") or info.get("family") or "")
        return cap[:1].upper() + cap[1:]

    # -- the table-size card
    def _fit_small_name(
        self, name: str, short: str, max_w: int, big: int, max_lines: int
    ) -> tuple[list[str], int]:
        """The name on a table-size card, never under ``TEXT_FLOOR``: one line, else whole words on
        up to ``max_lines`` lines, else the card's own short title, else a short form that still
        names the card (``short_name``; the zoom then gives it whole)."""
        sizes = range(max(TEXT_FLOOR, big), TEXT_FLOOR - 1, -1)
        for size in sizes:
            if draw.font(size, True).size(name)[0] <= max_w:
                return [name], size
        if max_lines > 1 and len(name.split()) > 1:
            for size in sizes:
                lines = _word_lines(name, size, max_w, True)
                if lines is not None and len(lines) <= max_lines:
                    return lines, size
        if short and draw.font(TEXT_FLOOR, True).size(short)[0] <= max_w:
            return [short], TEXT_FLOOR
        got = short_name(short or name, TEXT_FLOOR, max_w)
        if (
            got.endswith("…") and len(got.rstrip("…").strip()) < 2
        ):  # no room for a word: the band's colour alone (the zoom names it)
            return [], TEXT_FLOOR
        return [got], TEXT_FLOOR

    def _make_small(
        self, face: str, owner: int | None, size: tuple[int, int], info: dict[str, Any], rec: list[DrawnText]
    ) -> pygame.Surface:
        """A card at table size: its name whole in the band (wrapped, never under ``TEXT_FLOOR``), its
        cost by resource, its points and emblem; the effect and the caption only where they fit whole
        at a readable size. What has no room is in the zoom."""
        w, h = size
        k = w / CARD[0]
        pad = max(3, round(6 * k))
        band = self._band_colour(info)
        band_ink = theme.INK if sum(band) > 420 else theme.CREAM
        surf = self._paper(face, size)
        icons: list[tuple[str, int, pygame.Rect]] = []
        self._icons[("card", face, owner, size)] = icons
        name = str(info.get("name", ""))
        short = info.get("short") if isinstance(info.get("short"), str) else ""
        max_lines = 3 if w >= 70 and h >= 100 else 2 if h >= 60 else 1
        lines, nsize = self._fit_small_name(name, str(short or ""), w - 2 * pad, int(17 * k), max_lines)
        step = draw.font(nsize, True).get_linesize() - 2
        band_h = max(int(h * 0.18), len(lines) * step + max(3, int(5 * k)))
        pygame.draw.rect(surf, band, (0, 0, w, band_h))
        pygame.draw.line(surf, draw.mix(band, (0, 0, 0), 0.3), (0, band_h), (w, band_h), max(1, int(k)))
        whole = " ".join(name.split())
        cut = " ".join(lines) != whole
        top = band_h // 2 - (len(lines) * step) // 2
        for i, ln in enumerate(lines):
            self._put(
                surf,
                rec,
                ln,
                nsize,
                band_ink,
                (w // 2, top + i * step + step // 2),
                "center",
                True,
                full=name if cut else None,
            )
        gap = max(2, int(5 * k))
        lo = band_h + gap
        foot = h - max(3, int(5 * k))
        # the cost: a column of part counts (a row when the column has no room), a corner coin, a pill
        kind, cost = self._cost_kind(info, int(30 * k), TEXT_FLOOR)
        left = pad  # where the room right of a cost column starts
        col_bottom = lo  # and where the column ends
        coin_r = max(15, int(14 * k))
        if kind == "parts":
            n = len(cost)
            g = max(1, int(2 * k))
            d = max(CHIP_MIN, min(int(26 * k), (foot - lo - (n - 1) * g) // max(1, n)))
            if n * d + (n - 1) * g <= foot - lo and d + pad < w // 2:
                y = lo + d // 2
                for pk, pn in cost:
                    self._part_chip(surf, rec, (pad + d // 2, y), d, pk, pn)
                    y += d + g
                left = pad + d + g
                col_bottom = y - d // 2 - g
            elif n * d + (n - 1) * g <= w - 2 * pad and lo + d <= foot:
                x = w // 2 - (n * d + (n - 1) * g) // 2 + d // 2
                for pk, pn in cost:
                    self._part_chip(surf, rec, (x, lo + d // 2), d, pk, pn)
                    x += d + g
                lo += d + gap
                col_bottom = lo
            else:  # no room for counts at a readable size: each part as many times as it costs
                lo = self._part_runs(surf, icons, cost, pygame.Rect(pad, lo, w - 2 * pad, foot - lo)) + gap
                col_bottom = lo
        elif kind == "coin" and (2 * coin_r + pad > w // 2 or lo + 2 * coin_r > foot):
            kind = "pill"
        if kind == "pill":
            tw = draw.font(TEXT_FLOOR, True).size(str(cost))[0] + 2 * max(3, TEXT_FLOOR // 3)
            if tw <= w - 2 * pad and lo + TEXT_FLOOR + 4 <= foot:
                self._pill(surf, rec, (pad, lo), w - 2 * pad, str(cost), TEXT_FLOOR)
                lo += draw.font(TEXT_FLOOR, True).get_height() + 2 + gap
                col_bottom = lo
        if kind == "coin":
            col_bottom = lo + 2 * coin_r
        # from the foot up: the caption, the effect above it, the emblem in what is left — each only
        # when it fits whole at a readable size (the zoom says the rest)
        points = info.get("points", info.get("value"))
        text = str(info.get("text", "") or "")
        tsize = max(TEXT_FLOOR, int(13 * k))
        tstep = int(tsize * 1.15)
        th1 = draw.font(tsize).get_height()
        cap = self._caption(info)
        cap_size = max(TEXT_FLOOR, int(12 * k))
        cap_h = draw.font(cap_size).get_linesize()
        need = 2 * EMBLEM_MIN + 2  # the emblem's least room
        show_cap = bool(cap) and w >= 90 and draw.font(cap_size).size(cap)[0] <= w - 2 * pad - int(16 * k)
        bottom = foot - (cap_h if show_cap else 0)
        tlines: list[str] = []
        text_x = (pad, w - pad)
        if text:
            for x0 in (pad, left) if left > pad else (pad,):
                got = _word_lines(text, tsize, w - pad - x0)
                if got is None:
                    continue
                top_at = bottom - (tstep * (len(got) - 1) + th1)
                clear = top_at >= col_bottom + gap or x0 >= left
                if clear and top_at - gap - lo >= need:
                    tlines, text_x = got, (x0, w - pad)
                    break
        text_top = bottom - (tstep * (len(tlines) - 1) + th1) if tlines else bottom
        if show_cap and not tlines and bottom - lo < need + 8:
            show_cap, bottom, text_top = False, foot, foot
        hi = (text_top - gap) if tlines else bottom - (gap if show_cap else 0)
        room_w = w - pad - left
        r = min(
            max(EMBLEM_MIN, int(27 * k), min(int(w * 0.3), (hi - lo) // 2 - 1)), (hi - lo) // 2, room_w // 2
        )
        drew_icon = False
        if r >= EMBLEM_MIN:
            cx = max(w // 2, left + r + 1) if left > pad else w // 2
            cx = min(cx, w - pad - r)
            drew_icon = self._emblem(surf, rec, info, band, (cx, (lo + hi) // 2), r)
        if kind == "coin":
            self._coin(surf, rec, (pad + coin_r - int(2 * k), lo + coin_r), coin_r, str(cost), k)
        if points not in (None, "") and (drew_icon or r < EMBLEM_MIN):
            psize = max(TEXT_FLOOR, int(20 * k))
            pw, ph = draw.font(psize, True).size(str(points))
            py = lo - 1
            if pw <= w // 2 - pad and py + ph <= h:
                self._put(surf, rec, str(points), psize, theme.INK, (w - pad, py), "topright", True)
        mid = (text_x[0] + text_x[1]) // 2
        for i, ln in enumerate(tlines):
            self._put(surf, rec, ln, tsize, theme.INK, (mid, text_top + i * tstep), "midtop")
        if show_cap:
            self._put(surf, rec, cap, cap_size, theme.INK_SOFT, (w // 2, foot), "midbottom")
        ci = self.colour_index(owner)
        if ci is not None:
            draw.seat_marker(surf, (w - int(12 * k), h - int(12 * k)), max(4, 6 * k), ci, outline=theme.INK)
        return self._finish(surf, k)
