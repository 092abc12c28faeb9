"""Each seat's summary (spec §15): on its name tab, and in full when the tab is hovered.

The tab, right of the seat's name: its population, its farmers against the farmers its band needs
(warm when short), its cans, and whether this season's face-up event is met. Hovering the tab opens
the refuge panel: survivors by type (each type's refuge token, its count and its whole name),
slackers, equipment by kind, equipped survivors, the population band with its farmers and VP, the
cans and the event.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.i18n import add_strings, language, tr
from game.new_eden.view import SeatView, View
from scenes import draw, theme
from scenes.games.base import TableView
from scenes.games.new_eden import cardfaces, tokens
from scenes.games.new_eden.palette import CREAM, INK, TEXT, TYPES, icon

EN = {
    "new_eden.ui.claim": "Claim {building_type}",
    "new_eden.ui.base": "Base {n}",
    "new_eden.ui.wild_dice": "Wild dice",
    "new_eden.ui.jacks": "Jacks",
    "new_eden.ui.strength": "Strength {n}",
    "new_eden.ui.confirm": "Confirm",
    "new_eden.ui.panel_title": "{seat}'s refuge",
    "new_eden.ui.population": "Population {n}: band {lo}–{hi}, needs {need} farmers, feeding scores {vp} VP",
    "new_eden.ui.equipment": "Equipment: {list}",
    "new_eden.ui.equipped": "Equipped: {list}",
    "new_eden.ui.cans": "Cans: {n}",
    "new_eden.ui.event": "Event {name}: {state}",
    "new_eden.ui.met": "met",
    "new_eden.ui.not_met": "not met yet",
    "new_eden.ui.no_event": "No face-up event yet",
    "new_eden.ui.more": "+{n}",
    "new_eden.ui.hand": "{seat}'s missions",
    "new_eden.ui.tip_count": "{tip} ({n} here)",
}
add_strings(EN)

WARM = (0xF2, 0xB8, 0x8B)
GOOD = (0xB8, 0xE0, 0x9A)
TAB_H = 30


def _counts(items: Any) -> str:
    """"2 bullets, 1 book and 0 capsules", in the rules' words (their plurals)."""
    words = [tr(f"new_eden.count.{k}", n=int(n)) for k, n in items]
    out = words[-1] if words else ""
    for w in reversed(words[:-1]):
        out = tr("new_eden.list.two" if out == words[-1] else "new_eden.list.more", a=w, b=out)
    return out


class SeatSummary:
    """The seats' name-tab figures and their refuge panels; ``table`` is the table scene."""

    def __init__(self, table: TableView) -> None:
        self.table = table
        self._tabs: dict[tuple[Any, ...], pygame.Surface] = {}
        self._tabs_view: Any = None
        self._panel_cache: dict[Any, pygame.Surface] = {}
        self._tab_rects: dict[int, pygame.Rect | None] = {}

    def tab_rect(self, seat: int) -> pygame.Rect | None:
        """Where the seat's figures go: its name tab, right of its name (the seats' zones and names
        do not move during a game: worked out once)."""
        if seat not in self._tab_rects:
            self._tab_rects[seat] = self._find_tab(seat)
        got = self._tab_rects[seat]
        return pygame.Rect(got) if got is not None else None

    def _find_tab(self, seat: int) -> pygame.Rect | None:
        rects = [pygame.Rect(z.rect) for zid, z in self.table.board.zones.items() if zid.startswith(f"seat:{seat}:")]
        if not rects:
            return None
        area = rects[0].unionall(rects[1:]).inflate(16, 16)
        name = self.table.name(seat)
        name_w = min(260, draw.font(22, True).size(name)[0])
        left = area.x + 32 + name_w + 14
        return pygame.Rect(left, area.y - 30 + 6, max(40, area.right - 10 - left), TAB_H)

    def _tab_surface(self, sv: SeatView, w: int) -> pygame.Surface:
        surf = pygame.Surface((w, TAB_H), pygame.SRCALPHA)
        need = sv.band[2]
        farmers = sv.metric("survivors.farmer")
        items: list[tuple[str, str, tuple[int, int, int]]] = [
            ("person", str(sv.population), CREAM),
            ("farmer", f"{farmers}/{need}", CREAM if farmers >= need else WARM),
            ("can", str(sv.cans), CREAM),
        ]
        met = [ok for _tile, ok in sv.events_met]
        if met:
            items.append(("check" if met[0] else "cancel", "", GOOD if met[0] else WARM))
        x = w
        for name, text, ink in reversed(items):
            tw = draw.font(20, True).size(text)[0] if text else 0
            if x - tw - 23 < 0:
                break
            x -= tw
            if text:
                draw.text(surf, text, (x, TAB_H // 2), 20, ink, "midleft", bold=True, shadow=(0, 0, 0))
            x -= 23
            if name == "can":
                surf.blit(tokens.can_face("can", (22, 22)), (x, 4))
            elif name == "farmer":
                surf.blit(cardfaces.glyph("farmer", 22), (x, 4))
            else:
                icon(surf, name, (x + 11, TAB_H // 2), 20, ink if not text else CREAM)
            x -= 7
        return surf

    @staticmethod
    def _tab_key(sv: SeatView, w: int) -> tuple[Any, ...]:
        """What a seat's tab shows (``_tab_surface``): a move changes one or two seats' figures."""
        met = [ok for _tile, ok in sv.events_met]
        return (w, sv.population, sv.metric("survivors.farmer"), sv.band[2], sv.cans, met[0] if met else None)

    def tabs(self, view: View) -> list[tuple[int, pygame.Rect, tuple[Any, ...]]]:
        """Each seat's tab: (the seat, where it goes, what it shows); ``view`` is the display view."""
        out = []
        for seat in range(self.table.players):
            r = self.tab_rect(seat)
            if r is not None:
                out.append((seat, r, self._tab_key(view.seats[seat], r.w)))
        return out

    def draw_tab(self, canvas: pygame.Surface, view: View, seat: int, r: pygame.Rect, key: tuple[Any, ...]) -> None:
        """A seat's figures on its tab. A tab is made again only when its figures change (kept by
        what it shows, the language and text size with them)."""
        made_for = (language(), draw.text_scale())
        if made_for != self._tabs_view:
            self._tabs_view = made_for
            self._tabs = {}
        surf = self._tabs.get(key)
        if surf is None:
            if len(self._tabs) > 64:
                self._tabs.clear()
            surf = self._tabs[key] = self._tab_surface(view.seats[seat], r.w)
        canvas.blit(surf, r)

    def draw_base(self, canvas: pygame.Surface, view: View) -> None:
        """The seats' figures on their tabs; ``view`` is the display view."""
        for seat, r, key in self.tabs(view):
            self.draw_tab(canvas, view, seat, r, key)

    def detail(self, seat: int) -> pygame.Surface:
        view = self.table.display_view()
        key = (id(view), seat)
        got = self._panel_cache.get(key)
        if got is not None:
            return got
        if len(self._panel_cache) > 16:
            self._panel_cache.clear()
        sv: SeatView = view.seats[seat]
        m = dict(sv.metrics)
        band = sv.band
        names = self.table.name
        lines = [
            tr("new_eden.ui.population", n=sv.population, lo=band[0],
               hi=band[1] if band[1] is not None else "∞", need=band[2], vp=band[3]),
            tr("new_eden.ui.cans", n=sv.cans),
            tr("new_eden.ui.equipment", list=_counts((k, m[f"equipment.{k}"]) for k in ("bullet", "book", "capsule"))),
            tr("new_eden.ui.equipped", list=_counts((k, sv.equipped_of(k)) for k in ("brawler", "healer", "sage"))),
        ]
        if sv.events_met:
            tile, ok = sv.events_met[0]
            info = self.table.art.info(tile)
            lines.append(tr("new_eden.ui.event", name=info.get("name", tile),
                            state=tr("new_eden.ui.met" if ok else "new_eden.ui.not_met")))
        else:
            lines.append(tr("new_eden.ui.no_event"))
        w = 600
        text_h = sum(draw.text_height(ln, 20, w - 40) + 8 for ln in lines)
        h = 62 + 2 * 46 + 8 + text_h + 12
        surf = pygame.Surface((w + 40, h + 40), pygame.SRCALPHA)
        box = pygame.Rect(20, 16, w, h)
        draw.panel(surf, box, theme.CREAM, 16, shadow_blur=14, border=theme.BRASS)
        ci = self.table.seat_colour(seat)
        if ci is not None:
            draw.seat_marker(surf, (box.x + 30, box.y + 30), 12, ci)
        draw.text(surf, tr("new_eden.ui.panel_title", seat=seat, names=names), (box.x + 52, box.y + 30), 26,
                  INK, "midleft", w - 70, bold=True)
        # survivors by type: each type's refuge token, its count, its whole name; three a row
        kinds = (*TYPES, "slacker")
        cw = (w - 40) // 3
        for i, t in enumerate(kinds):
            r, c = divmod(i, 3)
            x = box.x + 20 + c * cw
            y = box.y + 62 + r * 46
            g = cardfaces.glyph(t, 34)
            surf.blit(g, (x, y + 3))
            draw.text(surf, str(m[f"survivors.{t}"]), (x + 40, y + 20), 24, INK, "midleft", bold=True)
            draw.text(surf, tr(f"new_eden.type.{t}"), (x + 72, y + 20), TEXT + 2, INK, "midleft", cw - 76)
        y = box.y + 62 + 2 * 46 + 8
        for ln in lines:
            draw.text(surf, ln, (box.x + 20, y), 20, INK, "topleft", w - 40, wrap_lines=True)
            y += draw.text_height(ln, 20, w - 40) + 8
        self._panel_cache[key] = surf
        return surf

    def draw(self, canvas: pygame.Surface, mouse: tuple[int, int], avoid: pygame.Rect | None = None) -> bool:
        """The refuge panel of the seat whose tab is under ``mouse``; True when one was drawn."""
        for seat in range(self.table.players):
            r = self.tab_rect(seat)
            if r is None:
                continue
            tab = pygame.Rect(r.x - 200, r.y, r.w + 200, r.h)
            if tab.collidepoint(mouse):
                surf = self.detail(seat)
                pos = surf.get_rect()
                pos.topleft = (tab.x - 20, r.bottom + 4)
                if pos.bottom > 1060:
                    pos.bottom = r.top - 4
                pos.clamp_ip(pygame.Rect(0, 0, 1920, 1080))
                canvas.blit(surf, pos)
                return True
        return False
