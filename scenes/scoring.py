"""The end of a game: the winner(s) with seat colour and shape (or a draw), how a tie was broken,
one column per seat with the itemised score sheet (totals tick up), and a stacked bar chart.

The sheet shows every line a rules core gives, by its words: one row per category; a category
whose lines carry details (New Eden's secret missions, an END power, a Droïdes house) gets one
row under it per line, each seat's detail and points in its column (two side by side in a wide
column), a line that scored nothing in the soft ink. Under the total, one row per tie-break value, labelled by the rules' own word (the
one that decided the game in brass); a team's shared values span its columns, and a band over the
names says who plays with whom. Buttons: play again with the same seats (a new deal), or back to
the menu.

Everything is laid out once, measured: ``ScoringScene.layout`` holds every text with its rect and
panel. The layout tries the forms in ``FORMS`` in order — the sheet beside a wide chart, a wider
sheet beside a narrow chart, the sheet across the screen, then its rows in two blocks side by
side — and in each the largest row pitch (text at least 16 px on the 1920×1080 canvas) at which
every line fits its panel with no two texts over each other; a detail too long for its column
wraps onto a second line.

One file because the measured layout and the scene that draws it are one piece of work:
``ScoringScene`` tries the ``FORMS`` with the label and row helpers above it, and each form's rects
are only read by its ``draw``; other modules use the scene and a few helpers at the top
(``categories``, ``decided_text``, ``words``).
"""

from __future__ import annotations

import dataclasses
import logging
from typing import Any

import pygame

from game.core import store
from game.core.i18n import add_strings, has, tr
from game.core.rules import Outcome, ScoreLine, ScoreSheet
from scenes import draw, theme
from scenes.base import LOGICAL_SIZE, AppContext, Scene
from scenes.dealcode import new_seed
from scenes.menu import game_name
from scenes.widgets import Button, FocusRing, handle_all, toast

log = logging.getLogger(__name__)

add_strings(
    {
        "ui.scoring.draw": "A draw",
        "ui.scoring.automa_draw": "A draw with the automa",
        "ui.scoring.rival_draw": "A draw with the Rival",
        "ui.scoring.level": "Level on points and every tie-break: nobody wins.",
        "ui.scoring.tiebreak_row": "Tie-break: {label}",
        "ui.scoring.team_band": "{team}: {players}",
    }
)

Colour = tuple[int, int, int]

# Category colours for the chart: distinct, warm, readable on cream (assigned in category order;
# past the twelfth, lighter tints of the same set).
CATEGORY_COLOURS = (
    (0xA0, 0x52, 0x2D),  # rust
    (0x4F, 0x7D, 0x3A),  # moss
    (0x2E, 0x4A, 0x8C),  # ink blue
    (0xD4, 0xA0, 0x17),  # gold
    (0x8E, 0x44, 0xAD),  # plum
    (0x1A, 0x8A, 0x85),  # teal
    (0xC0, 0x39, 0x2B),  # brick
    (0x7F, 0x8C, 0x8D),  # steel
    (0xE0, 0x7B, 0x39),  # orange
    (0x6B, 0x4A, 0x2B),  # walnut brown
    (0xC2, 0x6F, 0x9B),  # rose
    (0x9A, 0xA8, 0x3A),  # olive
)
TICK_SECONDS = 1.6
MIN_TEXT = 16  # no text under this on the 1920×1080 canvas (11 px in a 1280×720 window)
SIZES = (28, 26, 24, 22, 20, 18, 16)  # a row's text sizes, largest first

BANNER = pygame.Rect(60, 26, LOGICAL_SIZE[0] - 120, 164)
PANEL_TOP, PANEL_BOTTOM = 212, 948
PANEL_H = PANEL_BOTTOM - PANEL_TOP
WIDE = LOGICAL_SIZE[0] - 120


@dataclasses.dataclass(frozen=True)
class Form:
    """One way to share the screen between the sheet and the chart; tried in order until it fits."""

    table_w: int
    blocks: int = 1  # the sheet's rows in one block, or split in two side by side
    chart: bool = True

    @property
    def table(self) -> pygame.Rect:
        return pygame.Rect(60, PANEL_TOP, self.table_w, PANEL_H)

    @property
    def chart_panel(self) -> pygame.Rect:
        left = 60 + self.table_w + 30
        return pygame.Rect(left, PANEL_TOP, LOGICAL_SIZE[0] - 60 - left, PANEL_H)


FORMS = (Form(1140), Form(1400), Form(WIDE, chart=False), Form(WIDE, blocks=2, chart=False))
PAD = 20  # inside a panel
HEADER_H, TEAM_BAND_H = 94, 34  # the names over the columns, and the teams' band over them
DETAIL_WIDTH = 200  # a line's detail and points; a column this much wider takes two side by side
DETAIL_SIZE = MIN_TEXT  # a line's detail under its category


def categories(sheets: list[ScoreSheet]) -> list[str]:
    """Every category key in the order it first appears across the sheets."""
    out: list[str] = []
    for sheet in sheets:
        for line in sheet.lines:
            if line.category not in out:
                out.append(line.category)
    return out


def words(key: str) -> str:
    """A rules key in the player's words (a free text is shown as it is)."""
    return tr(key) if has(key) else key


def decided_text(outcome: Outcome, sheets: list[ScoreSheet], draw_with: str | None = None) -> str:
    """How the winner was decided, for people (a tie-break, a team rule, the automa, a full tie).

    ``draw_with``: a solo game that ended level with its built-in opponent ("automa" / "rival").
    """
    by = outcome.decided_by
    if draw_with is not None:
        return tr("ui.scoring.level")
    if by == "total":
        return tr("ui.scoring.by_total") if len(sheets) > 1 else ""
    if by == "shared":
        return tr("ui.scoring.shared")
    if by in ("automa", "rival"):
        return tr(f"ui.scoring.{by}_beaten") if outcome.winners else tr(f"ui.scoring.{by}_won")
    label = tr(by) if has(by) else by.replace("_", " ")
    best = max((s.total for s in sheets), default=0)
    tied = sum(1 for s in sheets if s.total == best) > 1
    if len(outcome.winners) == 1 and tied:
        return tr("ui.scoring.by_tiebreak", label=label)
    if not outcome.winners:
        return label
    return tr("ui.scoring.decided_by", label=label)


def solo_draw(outcome: Outcome, mine: ScoreSheet, theirs: ScoreSheet) -> bool:
    """A solo game against a built-in opponent that nobody won: level on the total and on every
    tie-break value both sheets carry, or the rules calling it shared."""
    if outcome.decided_by == "shared":
        return True
    if outcome.winners:
        return False
    if mine.total != theirs.total:
        return False
    depth = min(len(mine.tiebreak), len(theirs.tiebreak))
    return mine.tiebreak[:depth] == theirs.tiebreak[:depth]


# ---------------------------------------------------------------------------------------- layout
@dataclasses.dataclass
class Label:
    """One text of the score screen, measured: drawn at ``pos`` by ``anchor``, covering ``rect``.
    ``tick``: a total that counts up (drawn as the share of it reached so far)."""

    text: str
    pos: tuple[int, int]
    anchor: str
    size: int
    colour: Colour
    panel: str
    bold: bool = False
    tick: int | None = None
    wrap: int | None = None  # wrapped into at most two lines of this width
    rect: pygame.Rect = dataclasses.field(default_factory=pygame.Rect)

    def __post_init__(self) -> None:
        if self.wrap is not None:
            lines = wrapped(self.text, self.size, self.wrap)
            w = max(draw.font(self.size, self.bold).size(ln)[0] for ln in lines)
            h = wrapped_h(len(lines), self.size)
        else:
            w, h = draw.font(self.size, self.bold).size(self.text)
        r = pygame.Rect(0, 0, w, h)
        setattr(r, self.anchor, self.pos)
        self.rect = r


def wrapped(text: str, size: int, width: int) -> list[str]:
    """``text`` in at most two lines of ``width`` (the second cut with an ellipsis)."""
    lines = draw.wrap(text, size, width) or [""]
    if len(lines) > 2:
        lines = [lines[0], draw.ellipsize(" ".join(lines[1:]), size, width)]
    return lines


def wrapped_h(lines: int, size: int) -> int:
    """The height ``draw.text`` gives ``lines`` wrapped lines (its 1.25 line step)."""
    return int(size * 1.25) * (lines - 1) + text_h(size)


def label(
    text: str,
    pos: tuple[int, int],
    size: int,
    colour: Colour,
    panel: str,
    anchor: str = "topleft",
    max_width: int | None = None,
    bold: bool = False,
    tick: int | None = None,
    wrap: int | None = None,
) -> Label:
    if max_width is not None and wrap is None:
        text = draw.ellipsize(text, size, max(8, max_width), bold)
    return Label(text, (int(pos[0]), int(pos[1])), anchor, size, colour, panel, bold, tick, wrap)


def text_h(size: int) -> int:
    return int(draw.font(size).get_height())


def fit_size(pitch: int, largest: int = 28) -> int:
    """The largest row text whose line fits ``pitch`` px (never under MIN_TEXT)."""
    for s in SIZES:
        if s <= largest and text_h(s) + 2 <= pitch:
            return s
    return MIN_TEXT


@dataclasses.dataclass
class Group:
    """A category row and the rows of its lines' details (each one or two text lines high)."""

    category: str
    per_sheet: list[list[ScoreLine]]  # the category's lines on each sheet
    rows: list[int]  # the detail rows under the category: how many text lines each takes

    @property
    def details(self) -> int:
        return len(self.rows)

    def height(self, pitch: int) -> int:
        return pitch + sum(detail_h(n) for n in self.rows)


@dataclasses.dataclass(frozen=True)
class Geometry:
    """A block's columns: the label column, one column per sheet, the details side by side."""

    width: int
    label_w: int
    col_w: int
    per_row: int

    @property
    def slot_w(self) -> int:
        return (self.col_w - 12) // self.per_row


def detail_lines(lines: list[ScoreLine]) -> list[ScoreLine]:
    """A sheet's lines of one category shown under its row: all of them when there are several or
    any carries a detail; none when a single plain line (the category row says it all)."""
    return lines if len(lines) > 1 or any(ln.detail for ln in lines) else []


def detail_h(lines: int) -> int:
    return wrapped_h(lines, DETAIL_SIZE) + 2


@dataclasses.dataclass
class Bar:
    centre: int
    width: int
    base: int
    segments: list[tuple[Colour, int]]  # colour and full height, bottom up
    total: Label


@dataclasses.dataclass
class Layout:
    """Everything the scene draws, measured once."""

    panels: dict[str, pygame.Rect]
    labels: list[Label]
    boxes: list[tuple[pygame.Rect, Colour, int, int]]  # rect, colour, radius, outline width (0 fill)
    markers: list[tuple[int, tuple[int, int], int, str]]  # sheet index, centre, radius, panel
    swatches: list[tuple[pygame.Rect, Colour]]
    bars: list[Bar]
    lines: list[tuple[Colour, tuple[int, int], tuple[int, int], int]]
    pitch: int = 0
    blocks: int = 1
    geometry: Geometry | None = None


class ScoringScene(Scene):
    def __init__(self, ctx: AppContext, controller: Any) -> None:
        super().__init__(ctx)
        self.controller = controller
        self.sheets: list[ScoreSheet] = sorted(controller.score(), key=lambda s: s.seat)
        # a solo game's built-in opponent (automa, rival) gets a column too; keyed by id(sheet)
        self.opponents: dict[int, str] = {}
        extra = getattr(controller, "opponent_sheets", None)
        if callable(extra):
            try:
                for kind, sheet in extra():
                    self.sheets.append(sheet)
                    self.opponents[id(sheet)] = kind
            except Exception as exc:  # noqa: BLE001 - a missing extra column must not stop the scores
                log.error("opponent sheet unavailable: %s", exc, exc_info=exc)
        self.outcome: Outcome = controller.outcome()
        self.cats = categories(self.sheets)
        self.t = 0.0
        self.duration = TICK_SECONDS * ctx.settings.speed_factor
        if ctx.settings.reduce_motion:
            self.duration = min(self.duration, 0.3)
        rules = getattr(controller, "rules", None)
        self.game_id = getattr(rules, "id", "")
        self.world = theme.world(self.game_id)
        self.b_again = Button(
            pygame.Rect(LOGICAL_SIZE[0] // 2 - 420, 968, 400, 84),
            tr("ui.scoring.again"),
            self.play_again,
            primary=True,
            icon="refresh",
            name="again",
        )
        self.b_menu = Button(
            pygame.Rect(LOGICAL_SIZE[0] // 2 + 20, 968, 400, 84),
            tr("ui.scoring.menu"),
            self.back_to_menu,
            icon="exit",
            name="menu",
        )
        self.buttons = [self.b_again, self.b_menu]
        # no Enter-alone default here: a stray Enter must not deal a new game; it shows the ring
        self.focus = FocusRing(ctx, lambda: self.buttons, start=self.b_again)
        self.draw_with = self._draw_with()
        self.layout = self._lay_out()

    # ------------------------------------------------------------ seats
    def seat_colour_index(self, seat: int) -> int:
        seats = getattr(self.controller, "seats", [])
        if 0 <= seat < len(seats):
            return int(getattr(seats[seat], "colour", seat))
        return seat

    def seat_name(self, seat: int) -> str:
        return str(self.controller.name(seat))

    def sheet_name(self, sheet: ScoreSheet) -> str:
        kind = self.opponents.get(id(sheet))
        if kind is not None:
            return tr(f"ui.scoring.{kind}")
        return self.seat_name(sheet.seat)

    def _marker(self, canvas: pygame.Surface, sheet: ScoreSheet, centre: tuple[int, int], r: int) -> None:
        if id(sheet) in self.opponents:
            icon = draw.assets().icon(
                "robot" if self.opponents[id(sheet)] == "automa" else "boat", r * 2 + 8, theme.INK_SOFT
            )
            canvas.blit(icon, icon.get_rect(center=centre))
        else:
            draw.seat_marker(canvas, centre, r, self.seat_colour_index(sheet.seat))

    def _draw_with(self) -> str | None:
        """ "automa" / "rival" when a solo game ended level with its built-in opponent."""
        players = [s for s in self.sheets if id(s) not in self.opponents]
        theirs = [s for s in self.sheets if id(s) in self.opponents]
        if len(players) == 1 and len(theirs) == 1 and solo_draw(self.outcome, players[0], theirs[0]):
            return self.opponents[id(theirs[0])]
        return None

    def title(self) -> str:
        """The banner's headline: who won, a team, a shared victory, or a draw."""
        winners = list(self.outcome.winners)
        if self.draw_with is not None:
            return tr(f"ui.scoring.{self.draw_with}_draw")
        players = [s for s in self.sheets if id(s) not in self.opponents]
        if not winners:
            kinds = set(self.opponents.values())
            if len(kinds) == 1:
                return tr(f"ui.scoring.{next(iter(kinds))}_wins")
            return tr("ui.scoring.draw")
        if len(winners) == 1:
            return tr("ui.scoring.winner", name=self.seat_name(winners[0]))
        names = " & ".join(self.seat_name(s) for s in winners)
        teams = {sh.team for sh in players if sh.seat in winners}
        if len(teams) == 1 and None not in teams and len(winners) < len(players):
            team = next(iter(teams))
            assert team is not None
            return tr("ui.scoring.team_wins", team=tr("ui.scoring.team", n=team + 1), players=names)
        return tr("ui.scoring.winners", players=names)

    def cat_colour(self, cat: str) -> Colour:
        i = self.cats.index(cat) if cat in self.cats else 0
        base = CATEGORY_COLOURS[i % len(CATEGORY_COLOURS)]
        return base if i < len(CATEGORY_COLOURS) else draw.mix(base, theme.CREAM, 0.45)

    # ------------------------------------------------------------ layout
    def _geometry(self, form: Form) -> Geometry:
        """The columns of a block of the sheet in ``form``."""
        blocks = form.blocks
        width = (form.table_w - PAD * (blocks + 1)) // blocks
        n = max(1, len(self.sheets))
        longest = max(
            [draw.font(MIN_TEXT).size(words(c))[0] + 48 for c in self.cats]
            + [
                draw.font(18, True).size(tr("ui.scoring.tiebreak_row", label=words(t)))[0] + 48
                for t in self._tiebreaks()
            ]
            + [draw.font(30, True).size(tr("ui.scoring.total"))[0] + 48, 160]
        )
        label_w = min(longest, int(width * (0.4 if n > 3 else 0.42 if n > 2 else 0.5)))
        col_w = (width - label_w) // n
        return Geometry(width, label_w, col_w, max(1, col_w // DETAIL_WIDTH))

    def _groups(self, geo: Geometry) -> list[Group]:
        """The categories with their lines; a detail too long for its slot takes two lines."""
        out = []
        for cat in self.cats:
            per = [[ln for ln in sh.lines if ln.category == cat] for sh in self.sheets]
            rows: list[int] = []
            shown = [detail_lines(p) for p in per]
            if any(shown):
                most = max(len(p) for p in shown)
                for k in range(-(-most // geo.per_row)):
                    tallest = 1
                    for lines in shown:
                        for ln in lines[k * geo.per_row : (k + 1) * geo.per_row]:
                            tallest = max(
                                tallest,
                                len(wrapped(self._detail_text(ln), DETAIL_SIZE, self._detail_w(geo, ln))),
                            )
                    rows.append(tallest)
            out.append(Group(cat, per, rows))
        return out

    @staticmethod
    def _detail_text(ln: ScoreLine) -> str:
        return words(ln.detail) if ln.detail else words(ln.category)

    @staticmethod
    def _detail_w(geo: Geometry, ln: ScoreLine) -> int:
        """The width a line's detail may take in its slot, beside its points."""
        pts_w = draw.font(DETAIL_SIZE).size(str(ln.points))[0]
        return geo.slot_w - (28 if geo.per_row > 1 else 6) - pts_w - 10

    def _tiebreaks(self) -> list[str]:
        """Every tie-break label the sheets carry, in order."""
        out: list[str] = []
        for sh in self.sheets:
            for i, lb in enumerate(sh.tiebreak_labels):
                if i < len(sh.tiebreak) and lb not in out:
                    out.append(lb)
        if not out and any(sh.tiebreak for sh in self.sheets):
            out = [f"#{i}" for i in range(max(len(sh.tiebreak) for sh in self.sheets))]
        return out

    def _lay_out(self) -> Layout:
        tbs = self._tiebreaks()
        teams = [sh.team for sh in self.sheets if id(sh) not in self.opponents]
        has_teams = any(t is not None for t in teams)
        header_h = HEADER_H + (TEAM_BAND_H if has_teams else 0)
        foot_h = 60 + len(tbs) * (text_h(18) + 4)
        chosen = None
        for form in FORMS:
            room = PANEL_H - 2 * PAD - header_h - 10
            geo = self._geometry(form)
            groups = self._groups(geo)
            for pitch in range(56, text_h(MIN_TEXT) + 1, -2):
                split = self._pack(groups, form.blocks, pitch, room, foot_h)
                if split is not None:
                    chosen = (form, pitch, geo, split)
                    break
            if chosen is not None:
                break
        if chosen is None:  # longer than every form: the last at the smallest pitch, cut at the panel
            form = FORMS[-1]
            geo = self._geometry(form)
            groups = self._groups(geo)
            pitch = text_h(MIN_TEXT) + 2
            chosen = (form, pitch, geo, self._pack(groups, 2, pitch, 10**6, foot_h) or [groups, []])
        form, pitch, geo, split = chosen
        lay = Layout({}, [], [], [], [], [], [], pitch, form.blocks, geo)
        self._lay_out_banner(lay)
        panel = form.table
        lay.panels["table"] = panel
        for b, part in enumerate(split):
            block = pygame.Rect(
                panel.x + PAD + b * (geo.width + PAD), panel.y + PAD, geo.width, panel.h - 2 * PAD
            )
            last = b == len(split) - 1
            self._lay_out_block(lay, block, geo, part, pitch, header_h, tbs if last else None)
        if form.chart:
            lay.panels["chart"] = form.chart_panel
            self._lay_out_chart(lay, form.chart_panel)
        return lay

    @staticmethod
    def _pack(groups: list[Group], blocks: int, pitch: int, room: int, foot: int) -> list[list[Group]] | None:
        """Groups split over ``blocks`` columns of ``room`` px (the last also holds the foot)."""
        parts: list[list[Group]] = [[]]
        used = 0
        for g in groups:
            h = g.height(pitch)
            if used + h > room and parts[-1]:
                if len(parts) == blocks:
                    return None
                parts.append([])
                used = 0
            if h > room:
                return None
            parts[-1].append(g)
            used += h
        if used + foot > room:
            if len(parts) == blocks:
                return None
            parts.append([])
        while len(parts) < blocks:
            parts.append([])
        return parts

    def _label_size(self, width: int) -> int:
        """The largest category text size at which every category's words fit ``width``."""
        for sz in SIZES:
            if all(draw.font(sz).size(words(c))[0] <= width for c in self.cats):
                return sz
        return MIN_TEXT

    def _lay_out_banner(self, lay: Layout) -> None:
        band = BANNER
        lay.panels["banner"] = band
        w = self.world
        lay.labels.append(
            label(tr("ui.scoring.title"), (band.left + 36, band.top + 8), 26, w["light"], "banner")
        )
        if self.game_id:
            lay.labels.append(
                label(
                    game_name(self.game_id),
                    (band.right - 36, band.top + 8),
                    26,
                    w["light"],
                    "banner",
                    "topright",
                    600,
                )
            )
        title = self.title()
        winners = [] if self.draw_with is not None else list(self.outcome.winners)
        markers_w = len(winners) * 64 + 84  # the seat markers and the trophy
        size = next(
            (s for s in (52, 46, 40) if draw.font(s, True).size(title)[0] + markers_w <= band.w - 80), 40
        )
        tw = min(draw.font(size, True).size(title)[0], band.w - 80 - markers_w)
        x = band.centerx - (tw + markers_w) // 2 + 84
        cy = band.top + 86
        for s in winners:
            lay.markers.append((self._sheet_index(s), (x + 26, cy), 24, "banner"))
            x += 64
        lay.labels.append(label(title, (x, cy), size, theme.CREAM, "banner", "midleft", tw, bold=True))
        self.trophy_at = (band.centerx - (tw + markers_w) // 2 + 36, cy)
        sub = decided_text(self.outcome, self.sheets, self.draw_with)
        if sub:  # under the headline, as large as the band's room below it holds
            room = band.bottom - 4 - (cy + draw.font(size, True).get_height() // 2)
            sub_size = next((s for s in (24, 22, 20, 18) if text_h(s) <= room), 18)
            y = min(band.top + 143, band.bottom - 4 - text_h(sub_size) // 2)
            lay.labels.append(
                label(sub, (band.centerx, y), sub_size, w["light"], "banner", "center", band.w - 80)
            )

    def _sheet_index(self, seat: int) -> int:
        for i, sh in enumerate(self.sheets):
            if sh.seat == seat and id(sh) not in self.opponents:
                return i
        return 0

    def _lay_out_block(
        self,
        lay: Layout,
        block: pygame.Rect,
        geo: Geometry,
        groups: list[Group],
        pitch: int,
        header_h: int,
        tbs: list[str] | None,
    ) -> None:
        label_w, col_w = geo.label_w, geo.col_w
        x0 = block.x + label_w
        size = min(fit_size(pitch), self._label_size(label_w - 40))
        winners = set() if self.draw_with is not None else set(self.outcome.winners)
        top = block.top
        has_teams = header_h > HEADER_H
        # the header: markers, names (and a band per team over its columns)
        name_y = top + 46 + (TEAM_BAND_H if has_teams else 0)
        if has_teams:
            self._team_bands(lay, x0, col_w, top)
        body_top = top + header_h
        rows_bottom = body_top + sum(g.height(pitch) for g in groups)
        foot_bottom = rows_bottom + (60 + len(tbs) * (text_h(18) + 4) if tbs is not None else 0)
        won = [sheet.seat in winners and id(sheet) not in self.opponents for sheet in self.sheets]
        i = 0
        while i < len(won):  # one highlight over each run of winning columns (a winning team)
            if not won[i]:
                i += 1
                continue
            j = i
            while j + 1 < len(won) and won[j + 1]:
                j += 1
            box = pygame.Rect(
                x0 + i * col_w + 4, name_y - 40, (j - i + 1) * col_w - 8, foot_bottom - name_y + 48
            )
            lay.boxes.append((box, (0xFB, 0xF1, 0xCF), 14, 0))
            lay.boxes.append((box, theme.BRASS, 14, 2))
            i = j + 1
        for i, sheet in enumerate(self.sheets):
            cx = x0 + i * col_w + col_w // 2
            lay.markers.append((i, (cx, name_y - 18), 16, "table"))
            lay.labels.append(
                label(
                    self.sheet_name(sheet),
                    (cx, name_y + 6),
                    22,
                    theme.INK,
                    "table",
                    "midtop",
                    col_w - 12,
                    True,
                )
            )
        lay.lines.append((theme.BRASS, (block.left, body_top - 8), (block.right, body_top - 8), 2))
        # the rows
        y = body_top
        for r, g in enumerate(groups):
            if r % 2 == 0:
                lay.boxes.append(
                    (pygame.Rect(block.left, y, block.w, g.height(pitch)), (0xEE, 0xE4, 0xCC), 8, 0)
                )
            lay.swatches.append(
                (pygame.Rect(block.left + 10, y + pitch // 2 - 7, 14, 14), self.cat_colour(g.category))
            )
            lay.labels.append(
                label(
                    words(g.category),
                    (block.left + 34, y + pitch // 2),
                    size,
                    theme.INK,
                    "table",
                    "midleft",
                    label_w - 40,
                )
            )
            for i, lines in enumerate(g.per_sheet):
                cx = x0 + i * col_w + col_w // 2
                present = bool(lines)
                pts = sum(ln.points for ln in lines)
                lay.labels.append(
                    label(
                        str(pts) if present else "–",
                        (cx, y + pitch // 2),
                        size,
                        theme.INK if present else theme.INK_SOFT,
                        "table",
                        "center",
                        col_w - 8,
                        bold=g.details > 0 and present,
                    )
                )
            y += pitch
            per_row = geo.per_row
            for k, n_lines in enumerate(g.rows):
                row_h = detail_h(n_lines)
                for i, lines in enumerate(g.per_sheet):
                    for m, ln in enumerate(detail_lines(lines)[k * per_row : (k + 1) * per_row]):
                        left = x0 + i * col_w + 8 + m * geo.slot_w
                        width = self._detail_w(geo, ln)
                        ink = theme.INK if ln.points else theme.INK_SOFT
                        right = left + width + 10 + draw.font(DETAIL_SIZE).size(str(ln.points))[0]
                        lay.labels.append(
                            label(str(ln.points), (right, y + 2), DETAIL_SIZE, ink, "table", "topright")
                        )
                        if not ln.detail:
                            continue  # a line with no words of its own: its points say it
                        lay.labels.append(
                            label(
                                self._detail_text(ln),
                                (left, y + 2),
                                DETAIL_SIZE,
                                ink,
                                "table",
                                "topleft",
                                wrap=width,
                            )
                        )
                y += row_h
        if tbs is None:
            return
        # the total and the tie-break values
        ty = y + 6
        lay.lines.append((theme.INK, (block.left, ty), (block.right, ty), 2))
        lay.labels.append(
            label(
                tr("ui.scoring.total"),
                (block.left + 34, ty + 30),
                30,
                theme.INK,
                "table",
                "midleft",
                label_w - 40,
                True,
            )
        )
        for i, sheet in enumerate(self.sheets):
            cx = x0 + i * col_w + col_w // 2
            lay.labels.append(
                label(
                    str(sheet.total),
                    (cx, ty + 30),
                    36,
                    theme.INK,
                    "table",
                    "center",
                    col_w - 8,
                    True,
                    tick=sheet.total,
                )
            )
        y = ty + 60
        step = text_h(18) + 4
        for t, key in enumerate(tbs):
            decided = key == self.outcome.decided_by
            ink = draw.mix(theme.BRASS, theme.INK, 0.35) if decided else theme.INK_SOFT
            name = words(key) if not key.startswith("#") else str(t + 1)
            lay.labels.append(
                label(
                    tr("ui.scoring.tiebreak_row", label=name),
                    (block.left + 34, y + step // 2),
                    18,
                    ink,
                    "table",
                    "midleft",
                    label_w - 40,
                    decided,
                )
            )
            for x, w, value in self._tiebreak_cells(key, t, x0, col_w):
                lay.labels.append(
                    label(value, (x + w // 2, y + step // 2), 18, ink, "table", "center", w - 8, decided)
                )
            y += step

    def _tiebreak_cells(self, key: str, index: int, x0: int, col_w: int) -> list[tuple[int, int, str]]:
        """(x, width, text) per cell of a tie-break row; a team's shared value spans its columns."""
        values: list[str | None] = []
        for sh in self.sheets:
            labels = list(sh.tiebreak_labels)
            i = labels.index(key) if key in labels else (index if key.startswith("#") else -1)
            values.append(str(sh.tiebreak[i]) if 0 <= i < len(sh.tiebreak) else None)
        cells: list[tuple[int, int, str]] = []
        i = 0
        while i < len(self.sheets):
            j = i + 1
            team = self.sheets[i].team
            while (
                team is not None
                and j < len(self.sheets)
                and self.sheets[j].team == team
                and values[j] == values[i]
                and id(self.sheets[j]) not in self.opponents
            ):
                j += 1
            if values[i] is not None:
                cells.append((x0 + i * col_w, (j - i) * col_w, str(values[i])))
            i = j
        return cells

    def _team_bands(self, lay: Layout, x0: int, col_w: int, top: int) -> None:
        """A band over each team's columns: "Team 1: Ada & Bruno"."""
        i = 0
        while i < len(self.sheets):
            team = self.sheets[i].team
            j = i + 1
            while team is not None and j < len(self.sheets) and self.sheets[j].team == team:
                j += 1
            if team is not None:
                r = pygame.Rect(x0 + i * col_w + 4, top, (j - i) * col_w - 8, 30)
                lay.boxes.append((r, theme.WALNUT, 15, 0))
                names = " & ".join(self.sheet_name(sh) for sh in self.sheets[i:j])
                text = tr("ui.scoring.team_band", team=tr("ui.scoring.team", n=team + 1), players=names)
                lay.labels.append(label(text, r.center, 18, theme.CREAM, "table", "center", r.w - 16, True))
            i = j

    def _lay_out_chart(self, lay: Layout, p: pygame.Rect) -> None:
        title = label(
            tr("ui.scoring.chart"), (p.left + PAD + 6, p.top + PAD), 28, theme.INK, "chart", bold=True
        )
        lay.labels.append(title)
        n_cats = len(self.cats)
        legend_room = int(p.h * 0.42)
        least = text_h(MIN_TEXT) + 2
        wide = 2 if (p.w - 2 * PAD) // 2 >= 200 else 1  # two columns where they read whole
        cols = next(
            (
                c
                for c in (wide, 2, 3)
                if (p.w - 2 * PAD) // c >= 120 and -(-n_cats // c) * least <= legend_room
            ),
            3,
        )
        rows = (n_cats + cols - 1) // cols
        step = max(least, min(32, legend_room // max(1, rows)))
        lsize = fit_size(step, 20)
        legend_h = rows * step
        col_w = (p.w - 2 * PAD) // cols
        ly = p.bottom - PAD - legend_h
        for k, cat in enumerate(self.cats):
            lx = p.left + PAD + (k % cols) * col_w
            yy = ly + (k // cols) * step
            lay.swatches.append((pygame.Rect(lx, yy + step // 2 - 8, 16, 16), self.cat_colour(cat)))
            lay.labels.append(
                label(words(cat), (lx + 24, yy + step // 2), lsize, theme.INK, "chart", "midleft", col_w - 32)
            )
        marker_y = ly - 34
        base = marker_y - 26
        total_h = text_h(24)
        top = title.rect.bottom + 10 + total_h  # a full bar's total sits just under the title
        n = max(1, len(self.sheets))
        slot = (p.w - 2 * PAD) // n
        bar_w = min(110, int(slot * 0.55))
        positive = [sum(max(0, ln.points) for ln in sh.lines) for sh in self.sheets]
        highest = max([1, *positive, *(sh.total for sh in self.sheets)])
        scale = max(0, base - top) / highest
        lay.lines.append((theme.INK, (p.left + PAD, base), (p.right - PAD, base), 2))
        for i, sheet in enumerate(self.sheets):
            cx = p.left + PAD + i * slot + slot // 2
            segs = []
            for cat in self.cats:
                pts = sum(ln.points for ln in sheet.lines if ln.category == cat)
                if pts > 0:
                    segs.append((self.cat_colour(cat), max(1, int(pts * scale))))
            full = sum(h for _, h in segs)
            total = label(
                str(sheet.total),
                (cx, base - full - 4),
                24,
                theme.INK,
                "chart",
                "midbottom",
                slot - 4,
                True,
                sheet.total,
            )
            lay.bars.append(Bar(cx, bar_w, base, segs, total))
            lay.labels.append(total)
            lay.markers.append((i, (cx, marker_y), 14, "chart"))

    # ------------------------------------------------------------ actions
    def enter(self) -> None:
        self.ctx.sound.play("score")

    def play_again(self) -> None:
        """The same game, seats and options with a new deal."""
        c = self.controller
        try:
            again = store.new_controller(c.rules, list(c.seats), new_seed(), dict(c.options))
        except (ValueError, KeyError) as exc:
            toast(self.ctx, tr("ui.scoring.again_failed", error=str(exc)), warning=True)
            return
        again.autosave()
        self.ctx.open("open_table", again)

    def back_to_menu(self) -> None:
        self.ctx.to_menu()

    # ------------------------------------------------------------ frame
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN) and self.t < self.duration:
            self.t = self.duration  # a click or a key first finishes the count-up
            if event.type == pygame.KEYDOWN:
                return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back_to_menu()  # Esc goes back, as on every other screen
            return True
        if not self.focus.handle(event):
            handle_all(self.buttons, event, self.ctx)
        return True

    def update(self, dt: float) -> None:
        self.t += dt
        self.focus.update(dt)

    @property
    def progress(self) -> float:
        if self.duration <= 0:
            return 1.0
        x = max(0.0, min(1.0, self.t / self.duration))
        return 1 - (1 - x) ** 3  # ease-out cubic

    def draw(self, canvas: pygame.Surface) -> None:
        lay = self.layout
        canvas.blit(draw.walnut(LOGICAL_SIZE), (0, 0))
        band = lay.panels["banner"]
        draw.shadow(canvas, band, 24, 18, (0, 10), 0x77)
        canvas.blit(draw.gradient(band.size, self.world["bg"], self.world["dark"]), band)
        pygame.draw.rect(canvas, theme.BRASS, band, 4, border_radius=4)
        icon = draw.assets().icon("trophy", 60, theme.BRASS_HOVER)
        if self.draw_with is None and self.outcome.winners:
            canvas.blit(icon, icon.get_rect(center=self.trophy_at))
        for name in ("table", "chart"):
            if name in lay.panels:
                draw.panel(canvas, lay.panels[name], theme.CREAM, 22)
        for rect, colour, radius, width in lay.boxes:
            pygame.draw.rect(canvas, colour, rect, width, border_radius=radius)
        for colour, a, b, width in lay.lines:
            pygame.draw.line(canvas, colour, a, b, width)
        for rect, colour in lay.swatches:
            pygame.draw.rect(canvas, colour, rect, border_radius=4)
        prog = self.progress
        for bar in lay.bars:
            y = bar.base
            for colour, h in bar.segments:
                hh = max(1, int(h * prog))
                seg = pygame.Rect(bar.centre - bar.width // 2, y - hh, bar.width, hh)
                pygame.draw.rect(canvas, colour, seg)
                pygame.draw.line(canvas, theme.CREAM, seg.topleft, seg.topright, 1)
                y -= hh
            pygame.draw.rect(canvas, theme.INK, (bar.centre - bar.width // 2, y, bar.width, bar.base - y), 2)
            bar.total.pos = (bar.centre, y - 4)
        for i, centre, r, _panel in lay.markers:
            self._marker(canvas, self.sheets[i], centre, r)
        for lb in lay.labels:
            if lb.wrap is not None:
                step = int(lb.size * 1.25)
                for k, line in enumerate(wrapped(lb.text, lb.size, lb.wrap)):
                    draw.text(
                        canvas, line, (lb.rect.x, lb.rect.y + k * step), lb.size, lb.colour, bold=lb.bold
                    )
                continue
            text = lb.text if lb.tick is None else str(round(lb.tick * prog))
            shadow = (0, 0, 0) if lb.panel == "banner" and lb.bold else None
            draw.text(canvas, text, lb.pos, lb.size, lb.colour, lb.anchor, bold=lb.bold, shadow=shadow)
        for button in self.buttons:
            button.draw(canvas)
        self.focus.draw(canvas)
