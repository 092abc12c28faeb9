"""The zoomed card: everything the rules say about it, legibly (×2.5, growing taller for long texts,
never under the floor)."""

from __future__ import annotations

from typing import Any

import pygame

from game.core.i18n import tr
from scenes import draw, theme
from scenes.table.cards import CardFaces
from scenes.table.facekit import CARD, HEADLINE_CHARS, ZOOM, ZOOM_MAX_H, DrawnText


class ZoomFaces(CardFaces):
    """The zoomed card's face."""

    # -- the zoomed card: everything the rules say about it, legibly
    def _zoom_blocks(self, info: dict[str, Any], coin: bool) -> list[tuple[str, str]]:
        """The body of the zoomed card as (style, text) blocks: the effect at a glance, the full
        rules text, the cost in words, the dismantle yield, a tip."""
        text = str(info.get("text", "") or "").strip()
        effect = str(info.get("effect", "") or "").strip()
        more = str(info.get("more", "") or "").strip()
        dismantle = str(info.get("dismantle", "") or "").strip()
        tip = str(info.get("tip", "") or "").strip()
        head = effect or text
        if effect and dismantle:
            pass  # ``text`` is effect + dismantle: shown as two blocks instead
        elif effect and text and text != effect:
            more = (text + "\n" + more).strip() if text not in more else more
        blocks: list[tuple[str, str]] = []
        if head:  # a short effect is the card's headline; a long one reads better as plain text
            blocks.append(("head" if len(head) <= HEADLINE_CHARS else "body", head))
        if more:
            keep = []
            for line in more.split("\n"):
                line = line.strip()
                if head and line.endswith(head):  # "Gull Rock (closed) The tide has closed…"
                    line = line[: -len(head)].strip()
                if line and line != head:
                    keep.append(line)
            if keep:
                blocks.append(("body", "\n".join(keep)))
        cost_text = str(info.get("cost_text", "") or "").strip()
        cost = str(info.get("cost", "") or "").strip()
        words = cost_text if cost_text and cost_text != cost else ("" if coin else cost)
        if not words and coin and cost and not cost.isdigit() and cost_text:
            words = cost_text
        said = " ".join(b[1] for b in blocks)
        if words and words not in said:
            blocks.append(("cost", tr("table.card.cost", cost=words)))
        if dismantle and dismantle not in said:
            blocks.append(("box", dismantle))
        if tip and not blocks:
            blocks.append(("head", tip))
        elif tip and tip not in said:
            blocks.append(("body", tip))
        return blocks

    def _make_zoom(
        self, face: str, owner: int | None, info: dict[str, Any], rec: list[DrawnText]
    ) -> pygame.Surface:
        grow = draw.text_scale()  # a larger text size: a larger card, so its words keep their room
        w = int(CARD[0] * ZOOM * grow)
        base_h = int(CARD[1] * ZOOM * grow)
        k = ZOOM
        pad = 16
        band = self._band_colour(info)
        band_ink = theme.INK if sum(band) > 420 else theme.CREAM
        name = str(info.get("name", ""))
        whole = " ".join(name.split())
        lines, nsize = self._fit_name(name, w - 2 * pad, 30, 24, True)
        if " ".join(lines) != whole:
            lines, nsize = self._fit_name(name, w - 2 * pad, 23, 18, True)
        if " ".join(lines) != whole:  # a very long name: wrap it whole, never cut it
            nsize = 18
            lines = draw.wrap(name, nsize, w - 2 * pad, True)
        nstep = draw.font(nsize, True).get_linesize()
        band_h = max(int(base_h * 0.2), len(lines) * nstep + 16)
        # header under the band: cost (coin or part column) left, emblem centre, points right
        kind, cost = self._cost_kind(info, 60, 12)
        y0 = band_h + 12
        r = 40
        chip = 26
        col_h = (len(cost) * chip + (len(cost) - 1) * 4) if kind == "parts" else 0
        header_h = max(2 * r, col_h)
        body_top = y0 + header_h + 14
        blocks = self._zoom_blocks(info, kind == "coin")
        cap = self._caption(info)
        season = info.get("season")
        if isinstance(season, int) and not isinstance(season, bool) and season > 0:
            cap = (
                tr("table.card.caption_season", caption=cap, n=season)
                if cap
                else tr("table.card.season", n=season)
            )
        cap_size = 18
        cap_h = draw.font(cap_size).get_linesize() + 8 if cap else 0
        inner = w - 2 * pad
        box_pad = 10

        def measure(s1: int, s2: int) -> tuple[int, list[tuple[str, int, bool, list[str], int]]]:
            out = []
            total = 0
            for i, (style, s) in enumerate(blocks):
                size, bold = (s1, True) if style == "head" else (s2, False)
                width = inner - 2 * box_pad if style == "box" else inner
                wl = draw.wrap(s, size, width, bold)
                step = int(draw.scaled(size) * 1.22)
                hh = step * (len(wl) - 1) + draw.font(size, bold).get_height()
                if style == "box":
                    hh += 2 * box_pad - 4
                gap = 0 if i == 0 else (14 if style in ("body", "box") and blocks[i - 1][0] == "head" else 10)
                total += gap + hh
                out.append((style, size, bold, wl, gap))
            return total, out

        h = base_h
        plan = None
        for s1, s2 in ((24, 21), (22, 20), (21, 19), (20, 18)):
            total, laid = measure(s1, s2)
            if body_top + total + cap_h + pad <= base_h:
                plan = laid
                break
        if plan is None:  # still too long: a taller card at a comfortable size (shrinks only if huge)
            for s1, s2 in ((20, 18), (18, 17), (17, 16), (16, 16)):
                total, plan = measure(s1, s2)
                h = body_top + total + cap_h + pad
                if h <= ZOOM_MAX_H:
                    break
            h = min(max(h, base_h), ZOOM_MAX_H)
        surf = self._paper(face, (w, h))
        pygame.draw.rect(surf, band, (0, 0, w, band_h))
        pygame.draw.line(surf, draw.mix(band, (0, 0, 0), 0.3), (0, band_h), (w, band_h), 3)
        top = band_h // 2 - (len(lines) * nstep) // 2
        for i, ln in enumerate(lines):
            self._put(surf, rec, ln, nsize, band_ink, (w // 2, top + i * nstep + nstep // 2), "center", True)
        drew_icon = self._emblem(surf, rec, info, band, (w // 2, y0 + header_h // 2), r)
        if kind == "coin":
            self._coin(surf, rec, (pad + 30, y0 + 30), 30, cost, k)
        elif kind == "parts":
            y = y0 + chip // 2 + (header_h - col_h) // 2
            for pk, pn in cost:
                self._part_chip(surf, rec, (pad + chip // 2, y), chip, pk, pn)
                y += chip + 4
        points = info.get("points", info.get("value"))
        if drew_icon and points not in (None, ""):
            self._put(surf, rec, str(points), 44, theme.INK, (w - pad, y0 - 4), "topright", True)
        y = body_top
        soft = draw.mix(band, theme.CREAM, 0.82)
        for style, size, bold, wl, gap in plan or []:
            y += gap
            step = int(draw.scaled(size) * 1.22)
            if style == "box":
                bh = step * (len(wl) - 1) + draw.font(size).get_height() + 2 * box_pad - 4
                box = pygame.Rect(pad, y, inner, bh)
                pygame.draw.rect(surf, soft, box, border_radius=10)
                pygame.draw.rect(surf, draw.mix(band, theme.CREAM, 0.45), box, 2, border_radius=10)
                ty = y + box_pad - 2
                for i, ln in enumerate(wl):
                    self._put(surf, rec, ln, size, theme.INK, (pad + box_pad, ty + i * step), "topleft")
                y += bh
                continue
            if style == "body" and gap == 14:  # a thin rule between the glance line and the rules
                pygame.draw.line(
                    surf, draw.mix(band, theme.CREAM, 0.5), (w // 2 - 40, y - 8), (w // 2 + 40, y - 8), 2
                )
            colour = theme.INK_SOFT if style == "cost" else theme.INK
            for i, ln in enumerate(wl):
                if style == "head":
                    self._put(surf, rec, ln, size, colour, (w // 2, y + i * step), "midtop", bold)
                else:
                    self._put(surf, rec, ln, size, colour, (pad, y + i * step), "topleft", bold)
            y += step * (len(wl) - 1) + draw.font(size, bold).get_height()
        if cap:
            cap = draw.ellipsize(cap, cap_size, inner)
            self._put(surf, rec, cap, cap_size, theme.INK_SOFT, (w // 2, h - 10), "midbottom")
        return self._finish(surf, k)
