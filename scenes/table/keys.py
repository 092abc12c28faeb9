"""The keyboard at the table: one focus ring over everything a turn can use, so a whole game is
played without the mouse.

The ring (``scenes.widgets.FocusRing``, the same one every other screen has) goes through, in
reading order: the board's targets (a piece or a zone some legal action names), the pieces the
decision could use but cannot now (pressing one says why, like a click), the "+N" chips of full
zones, then the skin's own controls, the action bar's buttons and the tools. Tab / Shift+Tab walk
that order, the arrows go to the nearest stop in their direction, Enter or Space does what a click
does. A truly ambiguous target opens the chooser, whose rows are then the ring's only stops; Esc
backs out of it (and out of an opened "+N" panel) to where the focus was. The focused piece looks
hovered: a card rises and zooms, the tooltip says what the action is or why it cannot be taken.

While no key has been pressed nothing shows (mouse players see the table as before), and Space
keeps stepping a paused bot; once the ring shows, Space acts like Enter. The hint (H) moves the
focus onto the suggested move; G (or the menu key) opens the focused piece's glossary entry
(``scenes.rules_ref.table_help``); Page Up / Page Down scroll the game log back and forth.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.core.messages import Action
from scenes.table.core import TableCore
from scenes.table.pieces import CARD_KINDS
from scenes.table.placement import MORE_KIND
from scenes.table.targets import BlockedMark, Target
from scenes.widgets import (
    ACTIVATE_KEYS,
    ARROWS,
    FOCUS_GAP,
    Button,
    FocusRing,
    Widget,
    focus_ring,
    keyboard_mode,
)

ROW_SLACK = 28  # stops whose middles are this close in height read as one line


class Spot(Widget):
    """One stop of the ring on the board: a target, a blocked piece or a "+N" chip. The mouse never
    reaches it (the table's own click path handles the board); Enter and Space press it."""

    focus_radius = 12

    def __init__(
        self,
        table: KeyFocus,
        rect: pygame.Rect,
        name: str,
        *,
        target: Target | None = None,
        mark: BlockedMark | None = None,
        more: str | None = None,
    ) -> None:
        super().__init__(rect)
        self.table = table
        self.name = name
        self.target = target
        self.mark = mark
        self.more = more

    @property
    def zone(self) -> str:
        if self.target is not None:
            return self.target.zone
        if self.mark is not None:
            return self.mark.zone
        return self.more or ""

    @property
    def piece(self) -> str | None:
        if self.target is not None:
            return self.target.piece
        return self.mark.piece if self.mark is not None else None

    @property
    def actions(self) -> list[Action]:
        return list(self.target.actions) if self.target is not None else []

    def focus_rect(self) -> pygame.Rect:
        return self.table.spot_rect(self)

    def handle(self, event: pygame.event.Event, ctx: Any = None) -> bool:
        return False

    def press(self, ctx: Any = None) -> None:
        self.table.press_spot(self)


class ChooserRow(Widget):
    """A row of the open chooser as a stop of the ring."""

    focus_radius = 10

    def __init__(self, rect: pygame.Rect, action: Action, index: int, submit: Any) -> None:
        super().__init__(rect)
        self.action = action
        self.name = f"choose:{index}"
        self._submit = submit

    def handle(self, event: pygame.event.Event, ctx: Any = None) -> bool:
        return False  # the table's chooser takes the clicks

    def press(self, ctx: Any = None) -> None:
        if ctx is not None:
            ctx.sound.play("click")
        self._submit(self.action)


def reading_order(rects: Sequence[pygame.Rect]) -> list[int]:
    """The indices of ``rects`` in reading order: lines from the top (rects whose middles are
    within ``ROW_SLACK`` of the line's first one share it), each line from the left.

    >>> reading_order([pygame.Rect(300, 10, 50, 50), pygame.Rect(10, 20, 50, 50), pygame.Rect(5, 200, 50, 50)])
    [1, 0, 2]
    """
    by_y = sorted(range(len(rects)), key=lambda i: (rects[i].centery, rects[i].centerx))
    lines: list[list[int]] = []
    for i in by_y:
        if lines and rects[i].centery - rects[lines[-1][0]].centery <= ROW_SLACK:
            lines[-1].append(i)
        else:
            lines.append([i])
    return [i for line in lines for i in sorted(line, key=lambda k: (rects[k].centerx, rects[k].centery))]


class KeyFocus(TableCore):
    """The table's focus ring and what its keys do."""

    focus: FocusRing
    _spots_cache: tuple[Any, list[Spot]] | None = None
    _rows_cache: tuple[Any, list[ChooserRow]] | None = None
    _focus_back: str | None = None  # the stop to return to when the chooser or a panel closes
    _focus_decision: Any = None  # the decision the focus was last put on its first stop for
    _focus_pending = False  # a "+N" panel opened: its first stop takes the focus once it is laid out

    def _make_focus(self) -> None:
        self.focus = FocusRing(self.ctx, self.focus_widgets)

    # ------------------------------------------------------------------ the stops
    def focus_widgets(self) -> list[Widget]:
        """Every stop of the ring now, in order (the chooser's rows alone while it is open)."""
        if self.chooser is not None:
            return list(self._chooser_rows())
        board: list[Widget] = list(self._spots()) if self.presenter.drained else []
        return [*board, *self.skin_controls(), *self.button_actions, *self.tools.values()]

    def _spots(self) -> list[Spot]:
        key = (id(self.targets), id(self.blocked_marks), id(self.layout), self.opened)
        if self._spots_cache is not None and self._spots_cache[0] == key:
            return self._spots_cache[1]
        spots: list[Spot] = []
        taken: set[tuple[str, str | None]] = set()
        for t in self.targets:
            if self._in_open(t.zone, t.piece):
                spots.append(Spot(self, t.rect, f"target:{t.zone}:{t.piece or ''}", target=t))
                taken.add((t.zone, t.piece))
        for m in self.blocked_marks:
            if self._in_open(m.zone, m.piece) and (m.zone, m.piece) not in taken:
                spots.append(Spot(self, m.rect, f"blocked:{m.zone}:{m.piece or ''}", mark=m))
                taken.add((m.zone, m.piece))
        if self.opened is None:
            for zid, placed in self.layout.items():
                if not self.seat_present(zid):
                    continue
                for p, r in placed:
                    if p.kind == MORE_KIND:
                        spots.append(Spot(self, r, f"more:{zid}", more=zid))
        order = reading_order([s.rect for s in spots])
        spots = [spots[i] for i in order]
        self._spots_cache = (key, spots)
        return spots

    def _chooser_rows(self) -> list[ChooserRow]:
        assert self.chooser is not None
        key = id(self.chooser)
        if self._rows_cache is None or self._rows_cache[0] != key:
            _box, rows = self.chooser
            made = [ChooserRow(rect, action, i, self._submit) for i, (rect, action, _lb) in enumerate(rows)]
            self._rows_cache = (key, made)
        return self._rows_cache[1]

    def spot_rect(self, spot: Spot) -> pygame.Rect:
        """Where a stop is drawn now (a focused card rises like a hovered one)."""
        if spot.piece is not None:
            for p, r in self.layout.get(spot.zone, []):
                if p.id == spot.piece:
                    return self.drawn_rect(spot.zone, p, r)
        return pygame.Rect(spot.rect)

    # ------------------------------------------------------------------ what the focus is on
    def key_focus(self) -> Widget | None:
        """The focused stop while the ring shows (None while the mouse drives)."""
        if not keyboard_mode(self.ctx):
            return None
        return self.focus.sync()

    def focus_target(self) -> Target | None:
        w = self.key_focus()
        return w.target if isinstance(w, Spot) else None

    def focus_mark(self) -> BlockedMark | None:
        w = self.key_focus()
        return w.mark if isinstance(w, Spot) else None

    def focus_piece(self) -> tuple[str, Any, pygame.Rect] | None:
        """(zone, piece, rect) of the focused piece, for its tooltip."""
        w = self.key_focus()
        if not isinstance(w, Spot) or w.piece is None:
            return None
        for p, r in self.layout.get(w.zone, []):
            if p.id == w.piece:
                return (w.zone, p, r)
        return None

    def _hover_now(self) -> Any:
        """The card that shows zoomed: the focused one while the ring shows, else the one under the
        pointer."""
        if not keyboard_mode(self.ctx):
            return self._hover_piece()
        got = self.focus_piece()
        if got is None or self.chooser is not None:
            return None
        zid, p, _r = got
        if p.kind in CARD_KINDS and not p.face.startswith("back") and p.label != "face_down":
            return (zid, p.id, p.face, p.owner)
        return None

    def row_hot(self, index: int, rect: pygame.Rect) -> bool:
        """Whether a chooser row looks hovered: the focused one, or the one under the pointer."""
        if keyboard_mode(self.ctx):
            cur = self.focus.current
            return isinstance(cur, ChooserRow) and cur.name == f"choose:{index}"
        return rect.collidepoint(self.mouse)

    # ------------------------------------------------------------------ pressing
    def press_spot(self, spot: Spot) -> None:
        """Enter or Space on a board stop: what a click on it does."""
        if not self.presenter.drained:
            self.presenter.finish()
            return
        self.ctx.sound.play("click")
        if spot.more is not None:
            self._focus_back = spot.name
            self.open_stack(spot.more)
            self._focus_pending = True  # on the panel's first piece, once its targets are found again
            return
        if spot.mark is not None:
            self.notify(spot.mark.reason, warning=True)
            return
        target = spot.target
        if target is None:
            return
        if len(target.actions) == 1:
            self._submit(target.actions[0])
            return
        self._open_chooser(target, self.spot_rect(spot).center)

    def _open_chooser(self, target: Target, pos: tuple[int, int], from_button: bool = False) -> None:
        """However the chooser opens (a board stop, the action bar's "More…", a click), its first
        row takes the focus, and Esc brings the focus back to where it was."""
        was = self.focus.current
        super()._open_chooser(target, pos, from_button)
        if self.chooser is not None:
            self._focus_back = was.name if was is not None else None
            self._focus_first()

    def back_out(self) -> bool:
        """Esc: close the chooser, else an opened "+N" panel (the focus goes back where it was).
        False when neither is open."""
        if self.chooser is not None:
            self.chooser = None
        elif self.opened is not None:
            self.close_stack()
        else:
            return False
        self._restore_focus()
        return True

    def _restore_focus(self) -> None:
        back, self._focus_back = self._focus_back, None
        order = self.focus.order()
        w = next((x for x in order if back and x.name == back), None)
        self.focus.focus(w if w is not None else (order[0] if order else None), keyboard=False)

    def _focus_first(self) -> None:
        """Put the focus on the first stop (of the chooser, the panel or the decision)."""
        order = self.focus.order()
        pick = self._preferred_stop(order)
        self.focus.focus(pick, keyboard=False)

    def _preferred_stop(self, order: list[Widget]) -> Widget | None:
        """Where the focus starts on a new decision: the first stop that takes an action (a target,
        else a button of the action bar or the skin's)."""
        for w in order:
            if isinstance(w, (Spot, ChooserRow)) and (not isinstance(w, Spot) or w.target is not None):
                return w
        if self.opened is not None:  # an opened zone with nothing to take: its first piece
            first = next((w for w in order if isinstance(w, Spot)), None)
            if first is not None:
                return first
        tools = list(self.tools.values())
        for w in order:  # no board target: the bar's first button (never a chip or a tool)
            if not isinstance(w, Spot) and all(w is not t for t in tools):
                return w
        return order[0] if order else None

    def stop_for(self, action: Action, order: list[Widget] | None = None) -> Widget | None:
        """The stop that takes (or leads to) ``action``: the target or button that takes it, else
        the skin's confirm when its controls take it, else the action bar's "More…" when the move
        is behind it (None: no stop does)."""
        order = self.focus.order() if order is None else order
        for w in order:
            if isinstance(w, Spot) and action in w.actions:
                return w
            if getattr(w, "action", None) == action:
                return w
        if self._ask("claims", self.skin.claims, False, action):
            primary = next((b for b in self.skin_controls() if b.primary), None)
            if primary is not None and any(w is primary for w in order):
                return primary
        more = next((w for w in order if w.name == "action:more"), None)
        seat = self._human_to_act()
        if more is not None and seat is not None and action in self.controller.legal(seat):
            return more  # a legal move no other stop takes is one of the chooser's rows
        return None

    def focus_on_action(self, action: Action) -> bool:
        """Move the focus to the stop that takes ``action`` (the hint's move); True if found."""
        w = self.stop_for(action)
        if w is not None:
            self.focus.focus(w, keyboard=False)
        return w is not None

    # ------------------------------------------------------------------ input and frame
    def focus_handle(self, event: pygame.event.Event) -> bool:
        """The ring's share of an event (before the table's own keys): True when it used it."""
        if event.type == pygame.KEYDOWN:
            key = event.key
            if key not in ACTIVATE_KEYS and key != pygame.K_TAB and key not in ARROWS:
                return False
            if key == pygame.K_SPACE and not keyboard_mode(self.ctx):
                return False  # Space steps a paused bot until the ring shows
            if event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META | pygame.KMOD_ALT):
                return False
            if key in ACTIVATE_KEYS and not self.presenter.drained:
                self.presenter.finish()  # as a click does: hurry the animation along
                return True
        return self.focus.handle(event)

    def focus_update(self, dt: float) -> None:
        """Each frame: a new decision puts the focus on its first stop."""
        if self._focus_pending and self.presenter.drained:
            self._focus_pending = False
            self._refresh_targets()  # the panel's targets, where it shows them
            self._focus_first()
        decision = self._targets_key
        if decision is not None and decision != self._focus_decision:
            self._focus_decision = decision
            if self.chooser is None and self.opened is None:
                self._focus_first()
        self.focus.update(dt)

    def draw_focus(self, canvas: pygame.Surface) -> None:
        """The ring, over every piece (never under one), while the keys drive."""
        w = self.key_focus()
        if w is None:
            return
        if isinstance(w, Button) and not w.visible:
            return
        focus_ring(canvas, w.focus_rect(), w.focus_radius, self.focus.glow())

    def focus_anchor(self, rect: pygame.Rect) -> pygame.Rect:
        """What a tooltip about a focused stop keeps clear of: the stop and its ring."""
        return pygame.Rect(rect).inflate(2 * (FOCUS_GAP + 20), 2 * (FOCUS_GAP + 20))  # ring, halo, shadow
