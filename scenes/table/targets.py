"""Legal actions as things to click: targets on the board (a zone, maybe one piece), buttons in
the action bar, the chooser for an ambiguous click, and the input that reaches them."""

from __future__ import annotations

import dataclasses
import functools
import logging
from collections.abc import Callable

import pygame

from game.core.i18n import tr
from game.core.messages import Action
from scenes import draw
from scenes.table.boxes import place_box
from scenes.table.core import TableCore
from scenes.widgets import Button

log = logging.getLogger(__name__)


class ActionButton(Button):
    """A legal action's button in the action bar (the hint rings the one whose action it suggests)."""

    def __init__(
        self, rect: pygame.Rect, label: str, action: Action, submit: Callable[[Action], None]
    ) -> None:
        super().__init__(
            rect, label, functools.partial(submit, action), primary=True, size=26, name=f"action:{label}"
        )
        self.action = action


@dataclasses.dataclass
class Target:
    """A clickable place for one or more legal actions: a zone, or one piece of it (``piece``, the
    piece's id). ``order`` is the piece's place in the drawing order (a higher one is on top)."""

    zone: str
    piece: str | None
    rect: pygame.Rect
    actions: list[Action]
    labels: list[str]
    order: int = -1


@dataclasses.dataclass(frozen=True)
class BlockedMark:
    """A piece (or a zone) the decision could use but cannot now, where it is drawn, and why
    (``rules.blocked``): it does not glow, hovering or clicking it says ``reason``."""

    zone: str
    piece: str | None
    rect: pygame.Rect
    reason: str
    order: int = -1


class Targets(TableCore):
    """Legal actions as targets and buttons, and the input."""

    def submit_action(self, action: Action) -> None:
        """For a skin's own control: submit ``action`` for the human to act, as a click would."""
        self.ctx.sound.play("click")
        self._submit(action)

    def skin_controls(self) -> list[Button]:
        if not self.presenter.drained or self._human_to_act() is None:
            return []
        return self._ask("controls", self.skin.controls, [])

    def _refresh_targets(self) -> None:
        seat = self._human_to_act()
        key = (seat, len(self.controller.actions), self.controller.generation, id(self.presenter.view))
        if key == self._targets_key:
            return
        self.targets = []
        self.blocked_marks = []
        self.button_actions = []
        if seat is None or not self.presenter.drained:
            self._ask("refresh", self.skin.refresh, None, None, [])
            return
        self._targets_key = key
        order = self._draw_order()
        by_place: dict[tuple[str, str | None], Target] = {}
        buttons: list[tuple[Action, str]] = []
        skinned: list[Action] = []
        for action in self.controller.legal(seat):
            if self._ask("claims", self.skin.claims, False, action):
                skinned.append(action)
                continue
            info = self.rules.describe(action)
            label = tr(info.label, names=self.controller.name, **dict(info.params))
            label = self._ask("label", self.skin.label, None, action) or label
            if info.zone is None:
                buttons.append((action, label))
                continue
            zone = self.board.zone(info.zone)
            if zone is None:
                self.board.ensure([info.zone], self.players)
                zone = self.board.zone(info.zone)
            if zone is None:
                buttons.append((action, label))
                continue
            # the pieces the action names (by id, or every piece showing that face: one of three
            # sage dice); none found (the rules name no piece, or it is not drawn): the whole zone
            places = self._pieces_named(info.zone, info.piece)
            if not places:
                places = [(None, pygame.Rect(zone.rect), -1)]
            for pid, rect, z_order in places:
                t = by_place.get((info.zone, pid))
                if t is None:
                    t = by_place[(info.zone, pid)] = Target(
                        info.zone, pid, pygame.Rect(rect), [], [], z_order
                    )
                t.actions.append(action)
                t.labels.append(label)
        self.targets = list(by_place.values())
        self.blocked_marks = self._blocked_marks(seat, order)
        self._ask("refresh", self.skin.refresh, None, seat, skinned)
        bar = self._panel("panel:actions")
        x = bar.right - 8
        limit = bar.x + 620  # keep room for the status line
        widths = [min(360, max(180, draw.font(26, True).size(label)[0] + 60)) for _a, label in buttons]
        shown = len(buttons)
        while (
            shown > 0 and sum(widths[:shown]) + 12 * shown + (200 if shown < len(buttons) else 0) > x - limit
        ):
            shown -= 1
        if shown < len(buttons):  # the rest go behind a "More…" button that opens the chooser
            rest = buttons[shown:]
            more = Target("", None, pygame.Rect(0, 0, 0, 0), [a for a, _l in rest], [lb for _a, lb in rest])
            more_rect = pygame.Rect(x - 180, bar.y + 12, 180, bar.h - 24)

            def open_more() -> None:
                self._open_chooser(more, more_rect.midtop, from_button=True)

            self.button_actions.insert(
                0,
                Button(
                    more_rect,
                    tr("table.more", n=len(rest)),
                    open_more,
                    size=26,
                    name="action:more",
                ),
            )
            x -= 192
        for (action, label), w in reversed(list(zip(buttons[:shown], widths[:shown], strict=False))):
            x -= w
            rect = pygame.Rect(x, bar.y + 12, w, bar.h - 24)
            self.button_actions.insert(0, ActionButton(rect, label, action, self._submit))
            x -= 12

    def _submit(self, action: Action) -> None:
        seat = self._human_to_act()
        self.chooser = None
        if seat is None:
            return
        result = self.controller.submit(seat, action)
        if not result.accepted:
            self.notify(tr(result.reason, names=self.controller.name, **dict(result.params)), warning=True)
            self.ctx.sound.play("click")
            return
        self.hint_action = None
        self.seen_move[seat] = len(self.controller.actions)
        if self.opened is not None:
            self.close_stack()
        self._targets_key = None
        self._ask("refresh", self.skin.refresh, None, None, [])
        self.targets = []
        self.button_actions = []

    def _draw_order(self) -> dict[tuple[str, str], int]:
        """Each drawn piece's place in the drawing order, by (zone, piece id)."""
        out: dict[tuple[str, str], int] = {}
        for zid, placed in self.layout.items():
            for p, _r in placed:
                out[(zid, p.id)] = len(out)
        return out

    def _pieces_named(self, zone: str, piece: str | None) -> list[tuple[str | None, pygame.Rect, int]]:
        """(piece id, rect, drawing order) of every drawn piece of ``zone`` that ``piece`` names: the
        piece with that id, else every piece showing that face."""
        if piece is None:
            return []
        placed = self.layout.get(zone, [])
        order = self._draw_order() if placed else {}
        by_id: list[tuple[str | None, pygame.Rect, int]] = [
            (p.id, pygame.Rect(r), order.get((zone, p.id), -1)) for p, r in placed if p.id == piece
        ]
        if by_id:
            return by_id[-1:]
        return [(p.id, pygame.Rect(r), order.get((zone, p.id), -1)) for p, r in placed if p.face == piece]

    def _blocked_marks(self, seat: int, order: dict[tuple[str, str], int]) -> list[BlockedMark]:
        """The rules' "why not" for this decision (``rules.blocked``), placed on the pieces it names."""
        out: list[BlockedMark] = []
        for b in self.rules.blocked(self.presenter.view):
            z = self.board.zone(b.zone)
            if z is None or not self.seat_present(b.zone):
                continue
            reason = tr(b.reason.key, names=self.controller.name, **dict(b.reason.params))
            places = self._pieces_named(b.zone, b.piece)
            if b.piece is not None and not places:
                continue  # the piece is not drawn: nothing to mark
            for pid, rect, z_order in places or [(None, pygame.Rect(z.rect), -1)]:
                out.append(BlockedMark(b.zone, pid, rect, reason, z_order))
        return out

    def _target_at(self, pos: tuple[int, int]) -> Target | None:
        """The target a click at ``pos`` takes: the topmost piece under it, else the smallest zone
        (while a zone is open whole, only its pieces)."""
        hits = [t for t in self.targets if t.rect.collidepoint(pos) and self._in_open(t.zone, t.piece)]
        if not hits:
            return None
        pieces = [t for t in hits if t.piece is not None]
        if pieces:
            return max(pieces, key=lambda t: t.order)
        return min(hits, key=lambda t: t.rect.w * t.rect.h)

    def _blocked_at(self, pos: tuple[int, int]) -> BlockedMark | None:
        """The "why not" under ``pos`` when no target is there to take (a blocked piece under the
        pointer wins over a target that is only its whole zone)."""
        hits = [b for b in self.blocked_marks if b.rect.collidepoint(pos) and self._in_open(b.zone, b.piece)]
        if not hits:
            return None
        target = self._target_at(pos)
        pieces = [b for b in hits if b.piece is not None]
        if pieces:
            top = max(pieces, key=lambda b: b.order)
            if target is None or target.piece is None or target.order < top.order:
                return top
            return None
        if target is not None:
            return None
        return min(hits, key=lambda b: b.rect.w * b.rect.h)

    def _in_open(self, zone: str, piece: str | None) -> bool:
        """Whether a target or mark is reachable now: all are, unless a zone is open whole."""
        return self.opened is None or (zone == self.opened and piece is not None)

    def _click_board(self, pos: tuple[int, int]) -> bool:
        """A click on the board: take the one action a piece names, open the chooser when the click
        is truly ambiguous, say why a blocked piece cannot be taken (and change nothing), or open a
        full zone's "+N" chip."""
        if self.opened is not None and (self.opened_box is None or not self.opened_box.collidepoint(pos)):
            self.close_stack()
            return True
        self._refresh_targets()
        more = self._more_at(pos)
        if more is not None and self.opened is None:
            self.ctx.sound.play("click")
            self.open_stack(more)
            return True
        blocked = self._blocked_at(pos)
        if blocked is not None:
            self.ctx.sound.play("click")
            self.notify(blocked.reason, warning=True)
            return True
        target = self._target_at(pos)
        if target is None:
            return False
        if len(target.actions) == 1:
            self.ctx.sound.play("click")
            self._submit(target.actions[0])
        else:
            self._open_chooser(target, pos)
        return True

    def _open_chooser(self, target: Target, pos: tuple[int, int], from_button: bool = False) -> None:
        """The list of a truly ambiguous click's actions, beside where it was clicked (above the
        action bar when a button opened it), clear of the buttons."""
        rows = []
        w = min(1200, max(320, max(draw.font(22, True).size(lb)[0] for lb in target.labels) + 80))
        h = 64 + 58 * len(target.labels)
        anchor = pygame.Rect(pos[0] - 4, pos[1] - 4, 8, 8)
        bar = self._panel("panel:actions")
        avoid = [self._panel("panel:tools"), *(pygame.Rect(b.rect) for b in self.skin_controls())]
        area = self._controls_area()
        if area is not None:
            avoid.append(area)
        if not from_button:
            avoid.append(bar)
        box = place_box((w, h), anchor, avoid, order=("above", "right", "left", "below"))
        for i, (action, label) in enumerate(zip(target.actions, target.labels, strict=False)):
            rows.append((pygame.Rect(box.x + 14, box.y + 52 + i * 58, box.w - 28, 50), action, label))
        self.chooser = (box, rows)
