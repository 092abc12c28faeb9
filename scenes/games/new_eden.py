"""Paris: New Eden at the table: the strength panel (D10), the seat summaries, piece tooltips.

* Strength (spec §16 D10): when a human declares for a building type, a panel in the action bar
  shows the base (dice and waiting tokens of the type), −/+ for wild dice and for jacks, the
  resulting strength, and Confirm, which submits the matching ``CommitWilds``.
* Seat summaries (§15): on each seat's name tab, population, farmers needed/held, cans and whether
  this season's face-up event is met; hovering the tab opens the full panel (survivors by type,
  equipment, equipped survivors, the population band and its VP, the event).
* Tooltips: what a die, token or item does (``card_info``'s ``tip``).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.i18n import add_strings, tr
from game.core.messages import Action
from game.new_eden.actions import CommitWilds
from game.new_eden.state import FACES, TYPES
from scenes import draw, theme
from scenes.games.base import TableSkin
from scenes.table.pieces import FAMILY_COLOURS
from scenes.widgets import Button

EN = {
    "new_eden.ui.claim": "Claim {building_type}",
    "new_eden.ui.base": "Base {n}",
    "new_eden.ui.wild_dice": "Wild dice",
    "new_eden.ui.jacks": "Jacks",
    "new_eden.ui.strength": "Strength {n}",
    "new_eden.ui.confirm": "Confirm",
    "new_eden.ui.pop": "{n}",
    "new_eden.ui.farmers": "{have}/{need}",
    "new_eden.ui.panel_title": "{seat}'s refuge",
    "new_eden.ui.population": "Population {n}: band {lo}–{hi}, needs {need} farmers, feeding scores {vp} VP",
    "new_eden.ui.survivors": "Survivors",
    "new_eden.ui.equipment": "Equipment: {bullet} bullets, {book} books, {capsule} capsules",
    "new_eden.ui.equipped": "Equipped: {brawler} brawlers, {healer} healers, {sage} sages",
    "new_eden.ui.cans": "Cans: {n}",
    "new_eden.ui.event": "Event {name}: {state}",
    "new_eden.ui.met": "met",
    "new_eden.ui.not_met": "not met yet",
    "new_eden.ui.no_event": "No face-up event yet",
    "new_eden.ui.band": "{farmers} F · {vp} VP",
}
add_strings(EN)

ICON = {"pop": "person", "farmer": "watering_can", "can": "coin_stack", "check": "check", "cancel": "cancel"}


class Skin(TableSkin):
    def __init__(self, table: Any) -> None:
        super().__init__(table)
        self.options: dict[tuple[int, int], CommitWilds] = {}
        self.dice = 0
        self.jacks = 0
        self.buttons: dict[str, Button] = {}
        self._key: Any = None
        self._tabs: dict[int, pygame.Surface] = {}
        self._tabs_view: Any = None
        self._panel_cache: dict[Any, pygame.Surface] = {}

    # ------------------------------------------------------------------ D10: strength
    def claims(self, action: Action) -> bool:
        return isinstance(action, CommitWilds)

    def refresh(self, seat: int | None, actions: list[Action]) -> None:
        opts = {(a.dice, a.jacks): a for a in actions if isinstance(a, CommitWilds)}
        key = (seat, tuple(sorted(opts)))
        if key != self._key:
            self._key = key
            self.options = opts
            self.dice = self.jacks = 0
            self._make_buttons()

    def _bar(self) -> pygame.Rect:
        bar = self.table._panel("panel:actions")
        return pygame.Rect(bar.right - 1010, bar.y + 8, 1010, bar.h - 16)

    def _make_buttons(self) -> None:
        self.buttons = {}
        if not self.options:
            return
        r = self._bar()
        y, h = r.y + 8, r.h - 16
        x = r.x + 250
        specs = [
            ("dice-", "−", lambda: self._step("dice", -1)),
            ("dice+", "+", lambda: self._step("dice", 1)),
            ("jacks-", "−", lambda: self._step("jacks", -1)),
            ("jacks+", "+", lambda: self._step("jacks", 1)),
        ]
        for i, (name, label, fn) in enumerate(specs):
            bx = x + (i // 2) * 220 + (i % 2) * 150
            self.buttons[name] = Button(pygame.Rect(bx, y, 48, h), label, fn, size=30, name=f"strength:{name}")
        self.buttons["confirm"] = Button(
            pygame.Rect(r.right - 170, y, 160, h), tr("new_eden.ui.confirm"), self._confirm, primary=True,
            size=26, name="strength:confirm",
        )
        self._sync()

    def _step(self, what: str, d: int) -> None:
        dice, jacks = self.dice, self.jacks
        if what == "dice":
            dice += d
        else:
            jacks += d
        if (dice, jacks) in self.options:
            self.dice, self.jacks = dice, jacks
        elif what == "dice" and any(k[0] == dice for k in self.options):
            self.dice = dice
            self.jacks = min(self.jacks, max(k[1] for k in self.options if k[0] == dice))
        self._sync()

    def _sync(self) -> None:
        if not self.buttons:
            return
        o = self.options
        self.buttons["dice-"].enabled = (self.dice - 1, self.jacks) in o
        self.buttons["dice+"].enabled = (self.dice + 1, self.jacks) in o or any(k[0] == self.dice + 1 for k in o)
        self.buttons["jacks-"].enabled = (self.dice, self.jacks - 1) in o
        self.buttons["jacks+"].enabled = (self.dice, self.jacks + 1) in o

    def _confirm(self) -> None:
        action = self.options.get((self.dice, self.jacks))
        if action is not None:
            self.table.submit_action(action)

    def controls(self) -> list[Button]:
        return list(self.buttons.values()) if self.options else []

    def handle(self, event: pygame.event.Event) -> bool:
        from scenes.widgets import handle_all

        return bool(self.options) and handle_all(self.controls(), event, self.table.ctx)

    def _base_strength(self, seat: int, t: str) -> int:
        d = self.table.presenter.view.state()
        return int(d["bd_dice"][seat][FACES.index(t)]) + list(d["waiting"][seat]).count(t)

    def _draw_strength(self, canvas: pygame.Surface) -> None:
        if not self.options:
            return
        action = next(iter(self.options.values()))
        t = action.building_type
        r = self._bar()
        draw.panel(canvas, r, theme.CREAM, 14, shadow_blur=10, border=theme.BRASS)
        col = FAMILY_COLOURS.get(t, theme.BRASS)
        pygame.draw.rect(canvas, col, (r.x, r.y, 12, r.h), border_top_left_radius=14, border_bottom_left_radius=14)
        base = self._base_strength(action.seat, t)
        draw.text(canvas, tr("new_eden.ui.claim", building_type=tr(f"new_eden.types.{t}")), (r.x + 26, r.y + 12),
                  22, theme.INK, "topleft", 215, bold=True)
        draw.text(canvas, tr("new_eden.ui.base", n=base), (r.x + 26, r.bottom - 12), 20, theme.INK_SOFT,
                  "bottomleft", 215)
        for i, (what, n) in enumerate((("new_eden.ui.wild_dice", self.dice), ("new_eden.ui.jacks", self.jacks))):
            x0 = r.x + 250 + i * 220
            draw.text(canvas, tr(what), (x0 + 99, r.y + 6), 16, theme.INK_SOFT, "midtop", 100)
            draw.text(canvas, str(n), (x0 + 99, r.centery + 8), 34, theme.INK, "center", bold=True)
        strength = base + self.dice + self.jacks
        draw.text(canvas, tr("new_eden.ui.strength", n=strength), ((r.x + 674 + r.right - 174) // 2, r.centery),
                  24, theme.INK, "center", r.right - 174 - (r.x + 674), bold=True)
        for b in self.buttons.values():
            b.draw(canvas)

    # ------------------------------------------------------------------ tracks
    def draw_static(self, canvas: pygame.Surface) -> None:
        from game.new_eden.data import DATA
        from scenes.table.placement import track_cells

        for zid in ("track:population",):
            z = self.table.board.zone(zid)
            if z is None:
                continue
            cells = track_cells(z)
            if not cells:
                continue
            r = pygame.Rect(z.rect)
            if zid == "track:population":
                for i, (lo, hi, farmers, vp) in enumerate(DATA.bands):
                    if not farmers or lo >= len(cells):
                        continue
                    last = min(len(cells) - 1, hi if hi is not None else len(cells) - 1)
                    band = pygame.Rect(cells[lo].x, r.y + 1, cells[last].right - cells[lo].x, 15)
                    col = draw.mix(FAMILY_COLOURS["farmer"], theme.CREAM, 0.25 if i % 2 else 0.5)
                    pygame.draw.rect(canvas, col, band, border_radius=5)
                    draw.text(canvas, tr("new_eden.ui.band", farmers=farmers, vp=vp), band.center, 13, theme.INK,
                              "center", band.w - 4)


    # ------------------------------------------------------------------ seat summaries
    def _tab_rect(self, seat: int) -> pygame.Rect | None:
        rects = [pygame.Rect(z.rect) for zid, z in self.table.board.zones.items() if zid.startswith(f"seat:{seat}:")]
        if not rects:
            return None
        area = rects[0].unionall(rects[1:]).inflate(16, 16)
        return pygame.Rect(area.x + 130, area.y - 30 + 6, area.w - 140, 30)

    def _tab_surface(self, seat: int, d: dict[str, Any], w: int) -> pygame.Surface:
        surf = pygame.Surface((w, 30), pygame.SRCALPHA)
        m = d["metrics"][seat]
        band = d["band"][seat]
        need = int(band[2])
        items = [
            ("pop", str(d["population"][seat]), theme.CREAM),
            ("farmer", f"{m['survivors.farmer']}/{need}",
             theme.CREAM if m["survivors.farmer"] >= need else (0xF2, 0xB8, 0x8B)),
            ("can", str(d["cans"][seat]), theme.CREAM),
        ]
        met = list(d["events_met"][seat].values())
        if met:
            items.append(("check" if met[0] else "cancel", "", (0xB8, 0xE0, 0x9A) if met[0] else (0xF2, 0xB8, 0x8B)))
        x = w
        for icon, text, ink in reversed(items):
            tw = draw.font(20, True).size(text)[0] if text else 0
            x -= tw
            if text:
                draw.text(surf, text, (x, 15), 20, ink, "midleft", bold=True, shadow=(0, 0, 0))
            x -= 24
            try:
                ic = draw.assets().icon(ICON[icon], 20, ink if not text else theme.CREAM)
                surf.blit(ic, (x, 5))
            except Exception:  # noqa: BLE001 - an icon is a nicety
                pass
            x -= 12
        return surf

    def draw_base(self, canvas: pygame.Surface) -> None:
        view = self.table.presenter.view
        if view is not self._tabs_view:
            self._tabs_view = view
            self._tabs = {}
        d = None
        for seat in range(self.table.players):
            r = self._tab_rect(seat)
            if r is None:
                continue
            surf = self._tabs.get(seat)
            if surf is None:
                d = d or view.state()
                surf = self._tabs[seat] = self._tab_surface(seat, d, r.w)
            canvas.blit(surf, r)

    def _detail(self, seat: int) -> pygame.Surface:
        view = self.table.presenter.view
        key = (id(view), seat)
        got = self._panel_cache.get(key)
        if got is not None:
            return got
        if len(self._panel_cache) > 16:
            self._panel_cache.clear()
        d = view.state()
        m = d["metrics"][seat]
        band = d["band"][seat]
        names = self.table.controller.name
        lines = [
            tr("new_eden.ui.population", n=d["population"][seat], lo=band[0], hi=band[1] if band[1] is not None else "∞",
               need=band[2], vp=band[3]),
            tr("new_eden.ui.cans", n=d["cans"][seat]),
            tr("new_eden.ui.equipment", bullet=m["equipment.bullet"], book=m["equipment.book"],
               capsule=m["equipment.capsule"]),
            tr("new_eden.ui.equipped", **d["equipped"][seat]),
        ]
        ev = d["events_met"][seat]
        if ev:
            tile, ok = next(iter(ev.items()))
            info = self.table.art.info(tile)
            lines.append(tr("new_eden.ui.event", name=info.get("name", tile),
                            state=tr("new_eden.ui.met" if ok else "new_eden.ui.not_met")))
        else:
            lines.append(tr("new_eden.ui.no_event"))
        w, h = 560, 96 + 30 * len(lines) + 70
        surf = pygame.Surface((w + 40, h + 40), pygame.SRCALPHA)
        box = pygame.Rect(20, 16, w, h)
        draw.panel(surf, box, theme.CREAM, 16, shadow_blur=14, border=theme.BRASS)
        ci = self.table.controller.seats[seat].colour
        draw.seat_marker(surf, (box.x + 30, box.y + 30), 12, ci)
        draw.text(surf, tr("new_eden.ui.panel_title", seat=seat, names=names), (box.x + 52, box.y + 30), 26,
                  theme.INK, "midleft", w - 70, bold=True)
        # survivors by type: coloured chips
        x = box.x + 20
        y = box.y + 62
        for t in (*TYPES, "slacker"):
            n = m[f"survivors.{t}"]
            col = FAMILY_COLOURS.get(t, theme.BRASS)
            chip = pygame.Rect(x, y, 82, 40)
            pygame.draw.rect(surf, col, chip, border_radius=10)
            ink = theme.INK if sum(col) > 420 else theme.CREAM
            draw.text(surf, f"{n}", (chip.right - 10, chip.centery), 24, ink, "midright", bold=True)
            draw.text(surf, tr(f"new_eden.type.{t}")[:3], (chip.x + 8, chip.centery), 16, ink, "midleft")
            x += 88
        y += 56
        for ln in lines:
            draw.text(surf, ln, (box.x + 20, y), 20, theme.INK, "topleft", w - 40)
            y += 30
        self._panel_cache[key] = surf
        return surf

    def draw(self, canvas: pygame.Surface) -> None:
        self._draw_strength(canvas)
        mouse = self.table.mouse
        for seat in range(self.table.players):
            r = self._tab_rect(seat)
            if r is not None and r.inflate(140, 0).move(-70, 0).collidepoint(mouse):
                surf = self._detail(seat)
                pos = surf.get_rect()
                pos.topleft = (r.x - 130, r.bottom + 4)
                pos.clamp_ip(pygame.Rect(0, 0, 1920, 1080))
                canvas.blit(surf, pos)
                break

    # ------------------------------------------------------------------ tooltips
    def tooltip(self, zone: str, piece: Any) -> str | None:
        info = self.table.art.info(piece.face)
        tip = info.get("tip")
        return str(tip) if tip else None
