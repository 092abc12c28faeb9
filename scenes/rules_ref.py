"""The rules book and the card glossary of each game: one overlay, opened from the menu, the pause
menu, F1 at the table (at the section for the decision in front of the player) and a right-click on
a piece, or G (the menu key) on the piece the keyboard's focus is on (at its glossary entry).

Left: the game's tabs, Book / Glossary, a search field (typing anywhere searches), and the list of
sections or entries, filtered as you type. Right: the chosen section — paragraphs, numbered steps,
worked examples, pictures of real pieces, links to other sections — or the chosen entry with its
piece, numbers and full text. The books are data (``scenes.rulebook``): every word is a message key.

One file because it is one overlay: the list, the search, the page and the keys share the overlay's
state (the chosen game, mode, section, scroll and focus), and the helpers at the bottom are how the
table opens it; a newcomer reads ``RulesOverlay`` from ``__init__`` down. The books and glossaries
it shows live in ``scenes.rulebook``.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable
from typing import Any

import pygame

from game.core.i18n import add_strings, tr
from game.registry import GAMES
from scenes import draw, theme
from scenes.base import AppContext, Scene
from scenes.menu import GAME_ICONS, game_name, menu_game_ids, players_text
from scenes.rulebook import book as book_of
from scenes.rulebook.glossary import Entry, Glossary, cost_text, glossary
from scenes.rulebook.model import Book, Example, Para, Picture, Section, See, Steps
from scenes.rulebook.paint import painter
from scenes.table.pieces import CARD_KINDS
from scenes.widgets import (
    Button,
    Cycler,
    FocusRing,
    Hotspot,
    ScrollArea,
    TextField,
    Widget,
    handle_all,
    keyboard_mode,
)

add_strings(
    {
        "rules.table.title": "At the Salon table",
        "ui.rules.book": "Rules book",
        "ui.rules.glossary": "Glossary",
        "ui.rules.search": "Type to search",
        "ui.rules.no_book": "This game has no rules book yet.",
        "ui.rules.no_glossary": "This game has no glossary yet.",
        "ui.rules.no_match": "Nothing matches “{query}”.",
        "ui.rules.matches": "{n} sections mention “{query}”",
        "ui.rules.matches.one": "1 section mentions “{query}”",
        "ui.rules.next": "Next: {title}",
        "ui.rules.previous": "Back: {title}",
        "ui.rules.see": "See: {title}",
        "ui.rules.type": "Type",
        "ui.rules.entries": "{n} entries",
        "ui.rules.entries.one": "1 entry",
    }
)

BODY = 28
SMALL = 24
TITLE = 44
ROW_H = 54  # a list row at 100 % text (it grows with the text size, see row_h)
LINK = (0x8A, 0x4B, 0x16)  # link ink: a dark copper that reads on cream
HIGHLIGHT = (0xF6, 0xE3, 0x9A)
EXAMPLE_BG = (0xEC, 0xE2, 0xCA)


def section_text(section: Section) -> str:
    """Every word of a section, for the search."""
    out = [tr(section.title)]
    for b in section.blocks:
        if isinstance(b, Para):
            out.append(tr(b.key))
        elif isinstance(b, Steps):
            out.extend(tr(k) for k in b.keys)
        elif isinstance(b, Example):
            out.extend((tr(b.title), tr(b.key)))
        elif isinstance(b, Picture):
            out.append(tr(b.caption))
    return "\n".join(out)


def matching_sections(b: Book, query: str) -> list[Section]:
    q = " ".join(query.casefold().split())
    if not q:
        return list(b.sections)
    return [s for s in b.sections if q in " ".join(section_text(s).casefold().split())]


@dataclasses.dataclass
class _Item:
    """One laid-out piece of the right-hand page: its top (in page coordinates), height, and how
    to draw it at a given screen top."""

    y: int
    h: int
    paint: Callable[[pygame.Surface, int], None]
    text: str = ""  # the words, for highlighting a search


class ListRow(Hotspot):
    """A section or entry in the left list (the scene draws it; it scrolls with the list)."""

    focus_when_hidden = True

    def __init__(self, key: str, label: str, on_click: Callable[[], Any], base: int) -> None:
        super().__init__(pygame.Rect(0, 0, 0, ROW_H - 6), on_click, radius=10, name=key)
        self.row_id = key
        self.label = label
        self.base = base


class LinkSpot(Hotspot):
    """A link on the page (to another section), reachable from the keys."""

    focus_when_hidden = True

    def __init__(self, section: str, label: str, on_click: Callable[[], Any], base: pygame.Rect) -> None:
        super().__init__(pygame.Rect(base), on_click, radius=8, name=f"link:{section}:{base.y}")
        self.section = section
        self.label = label
        self.base = pygame.Rect(base)


class RulesOverlay(Scene):
    """``RulesOverlay(ctx, game_id, section=…, entry=…, mode="book"|"glossary")``."""

    opaque = False

    def __init__(
        self,
        ctx: AppContext,
        game_id: str | None = None,
        *,
        section: str | None = None,
        entry: str | None = None,
        mode: str | None = None,
    ) -> None:
        super().__init__(ctx)
        self.games = [g for g in menu_game_ids() if g in GAMES]
        self.game_id = game_id if game_id in self.games else (self.games[0] if self.games else None)
        self.mode = mode or ("glossary" if entry else "book")
        self.section_id: str | None = section
        self.entry_id: str | None = entry
        self.query = ""
        self.group = ""
        self.panel = pygame.Rect(40, 28, 1840, 1024)
        p = self.panel
        self.left = pygame.Rect(p.left + 44, p.top + 108, 460, p.height - 108 - 40)
        self.area = ScrollArea(
            pygame.Rect(p.left + 548, p.top + 112, p.width - 548 - 40, p.height - 112 - 44)
        )
        # game tabs along the top, right of the title
        self.tabs: list[tuple[pygame.Rect, str]] = []
        x0 = p.left + 300
        tw = min(360, (p.right - 40 - x0) // max(1, len(self.games)) - 12)
        for i, g in enumerate(self.games):
            self.tabs.append((pygame.Rect(x0 + i * (tw + 12), p.top + 24, tw, 64), g))
        self.tab_widgets = [
            Hotspot(r, functools.partial(self.select, g), radius=14, name=f"game:{g}") for r, g in self.tabs
        ]
        half = (self.left.width - 12) // 2
        self.mode_rects = {
            "book": pygame.Rect(self.left.left, self.left.top, half, 56),
            "glossary": pygame.Rect(self.left.left + half + 12, self.left.top, half, 56),
        }
        self.mode_widgets = [
            Hotspot(r, functools.partial(self.set_mode, m), radius=12, name=f"mode:{m}")
            for m, r in self.mode_rects.items()
        ]
        self.search = TextField(
            pygame.Rect(self.left.left, self.left.top + 72, self.left.width, 60),
            "",
            self._set_query,
            max_len=40,
            placeholder=tr("ui.rules.search"),
        )
        self.search.name = "search"
        self.group_cycler: Cycler | None = None
        self.b_close = Button(
            pygame.Rect(self.left.left, self.left.bottom - 72, self.left.width, 72),
            tr("ui.rules.close"),
            self.close,
            primary=True,
            name="close",
        )
        self.list_area = ScrollArea(pygame.Rect(self.left.left, self.left.top + 148, self.left.width, 0))
        self.rows: list[ListRow] = []
        self.links: list[LinkSpot] = []
        self.items: list[_Item] = []
        self.last_pos: tuple[int, int] | None = None
        self.focus = FocusRing(
            ctx,
            self.focus_order,
            start=self.b_close,
            default=self.b_close,
            arrows=False,
            on_focus=self._focus_moved,
        )
        self._rebuild()

    # ------------------------------------------------------------------ model
    @property
    def book(self) -> Book | None:
        return book_of(self.game_id)

    @property
    def glossary(self) -> Glossary | None:
        return glossary(self.game_id) if self.game_id else None

    def select(self, game_id: str) -> None:
        """Another game's book (or glossary), from its start."""
        if game_id != self.game_id and game_id in self.games:
            self.game_id = game_id
            self.section_id = None
            self.entry_id = None
            self.group = ""
            self.ctx.sound.play("card")
            self._rebuild()

    def step_game(self, delta: int) -> None:
        """The previous (-1) or next (+1) game's tab; the focus follows when it is on the tabs."""
        if not self.games or self.game_id is None:
            return
        i = (self.games.index(self.game_id) + delta) % len(self.games)
        self.select(self.games[i])
        if any(self.focus.current is t for t in self.tab_widgets):
            self.focus.focus(self.tab_widgets[i])

    def set_mode(self, mode: str) -> None:
        if mode != self.mode:
            self.mode = mode
            self.ctx.sound.play("card")
            self._rebuild()

    def open_section(self, section_id: str) -> None:
        self.mode = "book"
        self.section_id = section_id
        self._rebuild(keep_list=True)

    def open_entry(self, entry_id: str) -> None:
        self.mode = "glossary"
        self.entry_id = entry_id
        self._rebuild(keep_list=True)

    def _set_query(self, text: str) -> None:
        self.query = text
        self._rebuild(keep_page=True)

    def _set_group(self, group: str) -> None:
        self.group = group
        self._rebuild(keep_page=True)

    # ------------------------------------------------------------------ layout
    def _rebuild(self, keep_list: bool = False, keep_page: bool = False) -> None:
        """The left list and the right page for the current game, mode, search and choice."""
        self.laid_scale = draw.text_scale()
        self.row_h = max(ROW_H, draw.font(26).get_height() + 16)
        top = self.left.top + 148
        self.group_cycler = None
        if self.mode == "glossary" and self.glossary is not None:
            g = self.glossary
            choices = ["", *(gid for gid, _ in g.groups)]
            self.group_cycler = Cycler(
                pygame.Rect(self.left.left, top, self.left.width, 56),
                choices,
                choices.index(self.group) if self.group in choices else 0,
                self._set_group,
                labels=lambda v: tr("glossary.all") if not v else g.group_label(v),
                size=24,
            )
            self.group_cycler.name = "group"
            top += 68
        self.list_area.rect = pygame.Rect(
            self.left.left, top, self.left.width, self.b_close.rect.top - 20 - top
        )
        old_offset = self.list_area.target
        self.rows = []
        if self.mode == "book" and self.book is not None:
            found = matching_sections(self.book, self.query)
            if self.section_id is None or self.book.section(self.section_id) is None:
                self.section_id = self.book.start or self.book.sections[0].id
            if found and not any(s.id == self.section_id for s in found) and not keep_list:
                self.section_id = found[0].id
            elif found and not any(s.id == self.section_id for s in found) and self.query:
                self.section_id = found[0].id
            for i, s in enumerate(found):
                self.rows.append(
                    ListRow(
                        f"section:{s.id}",
                        tr(s.title),
                        functools.partial(self.open_section, s.id),
                        i * self.row_h,
                    )
                )
        elif self.mode == "glossary" and self.glossary is not None:
            found_e = self.glossary.find(self.query, self.group)
            if found_e and not any(e.id == self.entry_id for e in found_e):
                if not keep_list or self.entry_id is None or self.glossary.entry(self.entry_id) is None:
                    self.entry_id = found_e[0].id
            for i, e in enumerate(found_e):
                self.rows.append(
                    ListRow(f"entry:{e.id}", e.name, functools.partial(self.open_entry, e.id), i * self.row_h)
                )
        self.list_area.content_height = len(self.rows) * self.row_h
        if keep_list or keep_page:
            self.list_area.target = min(old_offset, float(self.list_area.max_offset))
            self.list_area.offset = self.list_area.target
        else:
            self.list_area.offset = self.list_area.target = 0.0
            self._scroll_list_to_current()
        self._place_rows()
        self._layout_page()

    def _scroll_list_to_current(self) -> None:
        key = f"section:{self.section_id}" if self.mode == "book" else f"entry:{self.entry_id}"
        row = next((r for r in self.rows if r.row_id == key), None)
        if row is None:
            return
        a = self.list_area
        if row.base < a.target or row.base + self.row_h > a.target + a.rect.height:
            a.target = a.offset = float(max(0, min(a.max_offset, row.base - a.rect.height // 3)))

    def _place_rows(self) -> None:
        a = self.list_area
        for r in self.rows:
            r.rect = pygame.Rect(
                a.rect.left, a.rect.top + r.base - int(a.offset), a.rect.width - 16, self.row_h - 6
            )
            r.visible = r.rect.top >= a.rect.top - 2 and r.rect.bottom <= a.rect.bottom + 2

    def _place_links(self) -> None:
        a = self.area
        for ln in self.links:
            ln.rect = ln.base.move(a.rect.left, a.rect.top - int(a.offset))
            ln.visible = ln.rect.top >= a.rect.top and ln.rect.bottom <= a.rect.bottom

    def _layout_page(self) -> None:
        """Measure the right-hand page once (wrapping is not redone every frame)."""
        self.items = []
        self.links = []
        width = self.area.rect.width - 40
        if self.mode == "book":
            self._layout_section(width)
        else:
            self._layout_entry(width)
        self.area.content_height = (self.items[-1].y + self.items[-1].h + 24) if self.items else 0
        self.area.offset = self.area.target = 0.0
        self._place_links()

    def _add(self, y: int, h: int, paint: Callable[[pygame.Surface, int], None], text: str = "") -> int:
        self.items.append(_Item(y, h, paint, text))
        return y + h

    def _para(
        self, y: int, text: str, width: int, size: int = BODY, colour: Any = theme.INK, x: int = 0
    ) -> int:
        h = draw.text_height(text, size, width - x)

        def paint(c: pygame.Surface, top: int) -> None:
            draw.text(
                c, text, (self.area.rect.left + x, top), size, colour, "topleft", width - x, wrap_lines=True
            )

        return self._add(y, h, paint, text)

    def _link(self, y: int, section: Section, label_key: str) -> int:
        label = tr(label_key, title=tr(section.title))
        w = min(self.area.rect.width - 60, draw.font(BODY, True).size("→  " + label)[0] + 24)
        h = draw.font(BODY, True).get_height() + 14
        base = pygame.Rect(0, y, w, h)
        spot = LinkSpot(section.id, label, functools.partial(self.open_section, section.id), base)
        self.links.append(spot)

        def paint(c: pygame.Surface, top: int) -> None:
            r = pygame.Rect(self.area.rect.left, top, w, h)
            hot = spot.hover
            if hot:
                pygame.draw.rect(c, HIGHLIGHT, r, border_radius=8)
            draw.text(c, "→  " + label, (r.left + 12, r.centery), BODY, LINK, "midleft", w - 16, bold=True)
            pygame.draw.line(c, LINK, (r.left + 12, r.bottom - 5), (r.right - 12, r.bottom - 5), 1)

        return self._add(y, h, paint)

    def _layout_section(self, width: int) -> None:
        b = self.book
        if b is None or self.section_id is None:
            self._para(0, tr("ui.rules.no_book"), width, BODY, theme.INK_SOFT)
            return
        s = b.section(self.section_id)
        if s is None:
            return
        world = theme.world(self.game_id or "")
        y = 0
        title = tr(s.title)

        def paint_title(c: pygame.Surface, top: int) -> None:
            draw.shape(
                c, "diamond", (self.area.rect.left + 12, top + TITLE // 2 + 4), 10, world["accent"], None
            )
            draw.text(
                c, title, (self.area.rect.left + 36, top), TITLE, theme.INK, "topleft", width - 36, bold=True
            )

        y = self._add(y, draw.font(TITLE, True).get_height() + 22, paint_title)
        for block in s.blocks:
            if isinstance(block, Para):
                y = self._para(y, tr(block.key), width) + 22
            elif isinstance(block, Steps):
                for n, key in enumerate(block.keys, 1):
                    text = tr(key)
                    h = max(40, draw.text_height(text, BODY, width - 64))

                    def paint_step(c: pygame.Surface, top: int, n: int = n, text: str = text) -> None:
                        centre = (self.area.rect.left + 20, top + 18)
                        pygame.draw.circle(c, world["bg"], centre, 18)
                        draw.text(c, str(n), centre, 22, world["light"], "center", bold=True)
                        draw.text(
                            c,
                            text,
                            (self.area.rect.left + 56, top),
                            BODY,
                            theme.INK,
                            "topleft",
                            width - 64,
                            wrap_lines=True,
                        )

                    y = self._add(y, h, paint_step, text) + 14
                y += 8
            elif isinstance(block, Example):
                y = self._layout_example(y, block, width, world) + 22
            elif isinstance(block, Picture):
                y = self._layout_picture(y, block, width) + 22
            elif isinstance(block, See):
                target = b.section(block.section)
                if target is not None:
                    y = self._link(y, target, "ui.rules.see") + 10
        # previous / next, so the book reads straight through
        ids = b.ids()
        i = ids.index(s.id)
        y += 20

        def rule(c: pygame.Surface, top: int) -> None:
            draw.brass_rule(c, top + 10, self.area.rect.left, self.area.rect.left + width)

        y = self._add(y, 30, rule)
        if i + 1 < len(ids):
            nxt = b.sections[i + 1]
            y = self._link(y, nxt, "ui.rules.next") + 6
        if i > 0:
            prev = b.sections[i - 1]
            y = self._link(y, prev, "ui.rules.previous")

    def _layout_example(self, y: int, block: Example, width: int, world: dict[str, Any]) -> int:
        title, body = tr(block.title), tr(block.key)
        inner = width - 56
        th = draw.text_height(title, BODY, inner, bold=True)
        bh = draw.text_height(body, 26, inner)
        h = th + bh + 48

        def paint(c: pygame.Surface, top: int) -> None:
            r = pygame.Rect(self.area.rect.left, top, width, h)
            pygame.draw.rect(c, EXAMPLE_BG, r, border_radius=14)
            pygame.draw.rect(
                c,
                world["accent"],
                (r.left, r.top, 8, r.height),
                border_top_left_radius=14,
                border_bottom_left_radius=14,
            )
            draw.text(
                c,
                title,
                (r.left + 32, r.top + 18),
                BODY,
                theme.INK,
                "topleft",
                inner,
                bold=True,
                wrap_lines=True,
            )
            draw.text(
                c, body, (r.left + 32, r.top + 26 + th), 26, theme.INK, "topleft", inner, wrap_lines=True
            )

        return self._add(y, h, paint, title + "\n" + body)

    def _layout_picture(self, y: int, block: Picture, width: int) -> int:
        paint_pieces = painter(self.game_id or "")
        places: list[tuple[pygame.Rect, Any]] = []
        x, row_top, row_h = 8, 8, 0
        for piece in block.pieces:
            w, h = paint_pieces.size(piece.kind)
            if x + w > width and x > 8:
                x = 8
                row_top += row_h + 24
                row_h = 0
            places.append((pygame.Rect(x, row_top, w, h), piece))
            x += w + 28
            row_h = max(row_h, h)
        pieces_h = row_top + row_h + 14
        caption = tr(block.caption)
        ch = draw.text_height(caption, SMALL, width)
        h = pieces_h + ch + 6

        def paint(c: pygame.Surface, top: int) -> None:
            for r, piece in places:
                paint_pieces.draw(
                    c,
                    piece.kind,
                    piece.face,
                    r.move(self.area.rect.left, top),
                    piece.owner,
                    piece.count,
                    piece.label,
                )
            draw.text(
                c,
                caption,
                (self.area.rect.left, top + pieces_h),
                SMALL,
                theme.INK_SOFT,
                "topleft",
                width,
                wrap_lines=True,
            )

        return self._add(y, h, paint, caption)

    def _layout_entry(self, width: int) -> None:
        g = self.glossary
        if g is None:
            self._para(0, tr("ui.rules.no_glossary"), width, BODY, theme.INK_SOFT)
            return
        if not self.rows:
            self._para(0, tr("ui.rules.no_match", query=self.query.strip()), width, BODY, theme.INK_SOFT)
            return
        e = g.entry(self.entry_id or "")
        if e is None:
            return
        pp = painter(self.game_id or "")
        face_surf: pygame.Surface | None = None
        if e.kind in CARD_KINDS:
            face_surf = pp.zoomed(e.face)
            if face_surf.get_height() > 640:
                k = 640 / face_surf.get_height()
                face_surf = pygame.transform.smoothscale(face_surf, (int(face_surf.get_width() * k), 640))
        pic_w = face_surf.get_width() if face_surf is not None else 200
        pic_h = face_surf.get_height() if face_surf is not None else 200
        x = pic_w + 48
        tw = width - x
        name_h = draw.text_height(e.name, TITLE, tw, bold=True)
        lines: list[tuple[str, str]] = [(tr("ui.rules.type"), g.group_label(e.group))]
        if e.cost:
            lines.append((tr("glossary.cost"), cost_text(e.cost)))
        if e.points:
            lines.append((tr("glossary.points"), e.points))
        lines.append((tr("glossary.count"), e.count_text or str(e.count)))
        lines.extend(e.facts)
        label_w = min(320, max(draw.font(SMALL, True).size(label)[0] for label, _ in lines) + 28)
        line_hs = [max(draw.text_height(v, BODY, tw - label_w), 36) for _, v in lines]
        text_h = draw.text_height(e.text, BODY, tw) if e.text else 0
        extra = [f for f in e.faces if f != e.face] if e.show_faces else []
        psize = pp.size(e.kind)
        extra_h = psize[1] + 30 if extra and e.kind not in CARD_KINDS else 0
        info_h = name_h + 20 + sum(line_hs) + 12 * len(lines) + 20 + text_h
        h = max(pic_h + 20 + extra_h, info_h)

        def paint(c: pygame.Surface, top: int) -> None:
            left = self.area.rect.left
            if face_surf is not None:
                draw.shadow(c, pygame.Rect(left, top, pic_w, pic_h), 16, 12, (0, 8), 0x60)
                c.blit(face_surf, (left, top))
            else:
                pp.draw(c, e.kind, e.face, pygame.Rect(left, top, pic_w, pic_h))
            if extra_h:
                ex = left
                for f in extra:
                    r = pygame.Rect(ex, top + pic_h + 30, psize[0], psize[1])
                    if r.right > left + pic_w + 40:
                        break
                    pp.draw(c, e.kind, f, r)
                    ex += psize[0] + 14
            yy = top
            draw.text(c, e.name, (left + x, yy), TITLE, theme.INK, "topleft", tw, bold=True, wrap_lines=True)
            yy += name_h + 20
            for (label, value), lh in zip(lines, line_hs, strict=True):
                draw.text(
                    c, label, (left + x, yy + 2), SMALL, theme.INK_SOFT, "topleft", label_w - 16, bold=True
                )
                draw.text(
                    c,
                    value,
                    (left + x + label_w, yy),
                    BODY,
                    theme.INK,
                    "topleft",
                    tw - label_w,
                    wrap_lines=True,
                )
                yy += lh + 12
            yy += 20
            if e.text:
                draw.text(c, e.text, (left + x, yy), BODY, theme.INK, "topleft", tw, wrap_lines=True)

        self._add(0, h, paint, e.text)

    # ------------------------------------------------------------------ keyboard
    def focus_order(self) -> list[Widget]:
        out: list[Widget] = [*self.tab_widgets, *self.mode_widgets, self.search]
        if self.group_cycler is not None:
            out.append(self.group_cycler)
        out.extend(self.rows)
        out.extend(self.links)
        out.append(self.b_close)
        return out

    def _focus_moved(self, w: Widget) -> None:
        """A row or link reached by the keys scrolls into view."""
        if isinstance(w, ListRow):
            a = self.list_area
            if w.base < a.target:
                a.scroll(w.base - a.target)
            elif w.base + self.row_h > a.target + a.rect.height:
                a.scroll(w.base + self.row_h - a.target - a.rect.height)
        elif isinstance(w, LinkSpot):
            a = self.area
            if w.base.top < a.target:
                a.scroll(w.base.top - 20 - a.target)
            elif w.base.bottom > a.target + a.rect.height:
                a.scroll(w.base.bottom + 20 - a.target - a.rect.height)

    def _step_row(self, delta: int) -> None:
        """Up/Down on the list: the previous/next section or entry opens."""
        cur = self.focus.current
        if not isinstance(cur, ListRow) or cur not in self.rows:
            return
        i = self.rows.index(cur) + delta
        if 0 <= i < len(self.rows):
            row = self.rows[i]
            row.on_click()
            found = next((r for r in self.rows if r.row_id == row.row_id), None)
            if found is not None:
                self.focus.focus(found)

    def close(self) -> None:
        self.ctx.stack.pop()

    def handle(self, event: pygame.event.Event) -> bool:
        if hasattr(event, "pos"):
            self.last_pos = event.pos
        typing = self.search.focused
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.search.value:
                self.search.value = ""
                self._set_query("")
            elif typing:
                self.search.stop_editing()
            else:
                self.close()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.close()
            return True
        if event.type == pygame.TEXTINPUT and not typing:
            if not event.text.strip():
                return True  # a space that started a keyboard press is not a search
            self.search.start_editing()
            self.search.selected = False
            self.focus.focus(self.search, keyboard=False)
            self.search.handle(event, self.ctx)
            return True
        if event.type == pygame.KEYDOWN and typing and event.key in (pygame.K_UP, pygame.K_DOWN):
            self.search.stop_editing()  # from the field down into the list
            if self.rows:
                self.focus.focus(self.rows[0])
            return True
        if self.focus.handle(event):
            return True
        if self.search.handle(event, self.ctx):
            return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.step_game(-1 if event.key == pygame.K_LEFT else 1)
                return True
            if event.key in (pygame.K_UP, pygame.K_DOWN) and isinstance(self.focus.current, ListRow):
                self._step_row(-1 if event.key == pygame.K_UP else 1)
                return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for r, g in self.tabs:
                if r.collidepoint(event.pos):
                    self.select(g)
                    return True
        over_list = self.last_pos is not None and self.list_area.rect.collidepoint(self.last_pos)
        if over_list and self.list_area.handle(event, self.last_pos):
            return True
        if self.area.handle(event, self.last_pos):
            return True
        widgets: list[Widget] = [*self.mode_widgets, *[r for r in self.rows if r.visible]]
        widgets += [ln for ln in self.links if ln.visible]
        if self.group_cycler is not None:
            widgets.append(self.group_cycler)
        widgets.append(self.b_close)
        handle_all(widgets, event, self.ctx)
        return True

    def update(self, dt: float) -> None:
        if draw.text_scale() != self.laid_scale:  # opened from a screen at another text size
            self._rebuild(keep_list=True)
        self.area.update(dt)
        self.list_area.update(dt)
        self.search.update(dt)
        self._place_rows()
        self._place_links()
        self.focus.update(dt)

    # ------------------------------------------------------------------ drawing
    def draw(self, canvas: pygame.Surface) -> None:
        draw.dim(canvas, 170)
        p = self.panel
        draw.panel(canvas, p, theme.CREAM, 26, shadow_blur=24)
        pygame.draw.rect(canvas, theme.BRASS, p.inflate(-24, -24), 2, border_radius=18)
        draw.text(canvas, tr("ui.rules.title"), (p.left + 44, p.top + 16), 46, theme.INK, bold=True)
        for r, g in self.tabs:
            self._draw_tab(canvas, r, g)
        world = theme.world(self.game_id or "")
        for m, r in self.mode_rects.items():
            sel = m == self.mode
            pygame.draw.rect(canvas, world["bg"] if sel else (0xEA, 0xDF, 0xC6), r, border_radius=12)
            pygame.draw.rect(canvas, theme.BRASS if sel else (0xB8, 0xA0, 0x6A), r, 2, border_radius=12)
            label = tr("ui.rules.book" if m == "book" else "ui.rules.glossary")
            draw.text(
                canvas,
                label,
                r.center,
                26,
                world["light"] if sel else theme.INK,
                "center",
                r.width - 16,
                bold=True,
            )
        self.search.draw(canvas)
        if self.group_cycler is not None:
            self.group_cycler.draw(canvas)
        self._draw_list(canvas, world)
        pygame.draw.line(
            canvas,
            (0xD8, 0xCB, 0xB0),
            (self.area.rect.left - 24, self.left.top),
            (self.area.rect.left - 24, self.left.bottom),
            2,
        )
        self._draw_page(canvas)
        self.b_close.draw(canvas)
        cur = self.focus.current
        if isinstance(cur, ListRow):
            clip = canvas.get_clip()
            canvas.set_clip(self.list_area.rect.inflate(16, 8))
            self.focus.draw(canvas)
            canvas.set_clip(clip)
        elif isinstance(cur, LinkSpot):
            clip = canvas.get_clip()
            canvas.set_clip(self.area.rect.inflate(16, 8))
            self.focus.draw(canvas)
            canvas.set_clip(clip)
        else:
            self.focus.draw(canvas)

    def _draw_tab(self, canvas: pygame.Surface, r: pygame.Rect, g: str) -> None:
        w = theme.world(g)
        sel = g == self.game_id
        pygame.draw.rect(
            canvas, w["bg"] if sel else draw.mix(w["light"], theme.CREAM, 0.3), r, border_radius=14
        )
        pygame.draw.rect(
            canvas, theme.BRASS if sel else draw.mix(w["bg"], theme.CREAM, 0.5), r, 3, border_radius=14
        )
        ink = w["light"] if sel else theme.INK
        icon = draw.assets().icon(GAME_ICONS.get(g, "dice"), 40, ink)
        canvas.blit(icon, icon.get_rect(midleft=(r.left + 14, r.centery)))
        draw.text(canvas, game_name(g), (r.left + 64, r.centery), 24, ink, "midleft", r.width - 76, bold=True)

    def _draw_list(self, canvas: pygame.Surface, world: dict[str, Any]) -> None:
        a = self.list_area
        clip = canvas.get_clip()
        canvas.set_clip(a.rect)
        current = f"section:{self.section_id}" if self.mode == "book" else f"entry:{self.entry_id}"
        for r in self.rows:
            if r.rect.bottom < a.rect.top or r.rect.top > a.rect.bottom:
                continue
            sel = r.row_id == current
            if sel:
                pygame.draw.rect(canvas, world["bg"], r.rect, border_radius=10)
            elif r.hover:
                pygame.draw.rect(canvas, (0xEA, 0xDF, 0xC6), r.rect, border_radius=10)
            ink = world["light"] if sel else theme.INK
            draw.text(
                canvas,
                r.label,
                (r.rect.left + 16, r.rect.centery),
                26,
                ink,
                "midleft",
                r.rect.width - 28,
                bold=sel,
            )
        canvas.set_clip(clip)
        a.draw_bar(canvas)
        if not self.rows:
            msg = tr("ui.rules.no_match", query=self.query.strip()) if self.query.strip() else ""
            if self.mode == "book" and self.book is None:
                msg = tr("ui.rules.no_book")
            if self.mode == "glossary" and self.glossary is None:
                msg = tr("ui.rules.no_glossary")
            if not GAMES:
                msg = tr("ui.rules.none")
            draw.text(
                canvas,
                msg,
                (a.rect.left + 8, a.rect.top + 8),
                SMALL,
                theme.INK_SOFT,
                "topleft",
                a.rect.width - 16,
                wrap_lines=True,
            )
        elif self.query.strip():
            if self.mode == "book":
                note = tr("ui.rules.matches", n=len(self.rows), query=self.query.strip())
            else:
                note = tr("ui.rules.entries", n=len(self.rows))
            draw.text(
                canvas,
                note,
                (a.rect.left + 8, self.b_close.rect.top - 12),
                20,
                theme.INK_SOFT,
                "bottomleft",
                a.rect.width - 16,
            )
        if self.game_id is not None:
            # its foot above the tabs, under the title: as large as the room between them holds
            title_foot = self.panel.top + 16 + draw.font(46, True).get_ascent()
            with draw.text_scale_at(draw.scale_for_height((20,), self.left.top - 4 - title_foot, 1.2)):
                draw.text(
                    canvas,
                    players_text(GAMES[self.game_id]),
                    (self.panel.left + 46, self.left.top - 4),
                    20,
                    theme.INK_SOFT,
                    "bottomleft",
                )

    def _draw_page(self, canvas: pygame.Surface) -> None:
        a = self.area
        clip = canvas.get_clip()
        canvas.set_clip(a.rect)
        q = " ".join(self.query.casefold().split())
        for item in self.items:
            top = a.rect.top + item.y - int(a.offset)
            if top > a.rect.bottom or top + item.h < a.rect.top:
                continue
            if q and self.mode == "book" and item.text and q in " ".join(item.text.casefold().split()):
                pygame.draw.rect(
                    canvas,
                    HIGHLIGHT,
                    (a.rect.left - 12, top - 6, a.rect.width - 8, item.h + 12),
                    border_radius=8,
                )
            item.paint(canvas, top)
        canvas.set_clip(clip)
        a.draw_bar(canvas)


def open_rules(
    ctx: AppContext, game_id: str, *, section: str | None = None, entry: str | None = None
) -> None:
    """Push the book of ``game_id`` at ``section`` (or its glossary at ``entry``)."""
    ctx.stack.push(RulesOverlay(ctx, game_id, section=section, entry=entry))


def open_for_view(ctx: AppContext, rules: Any, view: Any) -> None:
    """F1 at the table: the book at the section for the decision in the view."""
    game_id = getattr(rules, "id", "")
    b = book_of(game_id)
    section = None
    if b is not None:
        p = rules.prompt(view)  # a finished game's too: its "game over" prompt leads to the book's start
        section = b.for_prompt(p.key, dict(p.params))
    open_rules(ctx, game_id, section=section)


def open_for_face(ctx: AppContext, game_id: str, face: str) -> bool:
    """A right-click on a piece: its glossary entry; False when the piece has none."""
    g = glossary(game_id)
    entry: Entry | None = g.entry_for_face(face) if g is not None else None
    if entry is None:
        return False
    open_rules(ctx, game_id, entry=entry.id)
    return True


GLOSSARY_KEYS = (pygame.K_g, pygame.K_MENU)  # G, or the keyboard's menu (context) key


def table_help(table: Any, event: pygame.event.Event) -> bool:
    """The table's help keys: F1 (or ?) opens the book at the section for the decision in front of
    the viewer; a right-click on a face-up piece opens its glossary entry, and so does G (or the
    menu key) on the piece the keyboard's focus ring is on (on the piece under the pointer while
    the mouse drives). True when used.

    Reads only what the table shows: its controller's view for its viewer, and where it drew each
    piece (``layout``: zone id → [(piece, rect)]).
    """
    ctx = table.ctx
    if event.type == pygame.KEYDOWN and (
        event.key == pygame.K_F1
        or (getattr(event, "unicode", "") == "?" and not event.mod & pygame.KMOD_CTRL)
    ):
        controller = table.controller
        open_for_view(ctx, controller.rules, controller.view(getattr(table, "viewer", None)))
        return True
    if (
        event.type == pygame.KEYDOWN
        and event.key in GLOSSARY_KEYS
        and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META | pygame.KMOD_ALT)
    ):
        face = focused_face(table)
        if face is not None and open_for_face(ctx, table.controller.rules.id, face):
            ctx.sound.play("card")
            return True
        return False
    if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
        face = piece_face_at(table, event.pos)
        if face is not None and open_for_face(ctx, table.controller.rules.id, face):
            ctx.sound.play("card")
            return True
    return False


def focused_face(table: Any) -> str | None:
    """The face of the piece the keys are on: the focus ring's piece while the ring shows, else the
    topmost face-up piece under the pointer (None: no face-up piece there)."""
    if keyboard_mode(table.ctx):
        got = table.focus_piece() if callable(getattr(table, "focus_piece", None)) else None
        if got is None:
            return None
        _zone, piece, _rect = got
        face = str(getattr(piece, "face", ""))
        if not face or face.startswith("back") or piece.label == "face_down":
            return None
        return face
    mouse = getattr(table, "mouse", None)
    return piece_face_at(table, mouse) if mouse is not None else None


def piece_face_at(table: Any, pos: tuple[int, int]) -> str | None:
    """The face of the topmost face-up piece the table drew under ``pos`` (None: none there)."""
    layout = getattr(table, "layout", None) or {}
    found: str | None = None
    for placed in layout.values():
        for piece, rect in placed:
            face = str(getattr(piece, "face", ""))
            if rect.collidepoint(pos) and face and not face.startswith("back") and piece.label != "face_down":
                found = face
    return found
