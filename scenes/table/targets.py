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
from scenes.table.core import TableCore
from scenes.widgets import Button, toast

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
    """A clickable place for one or more legal actions."""

    zone: str
    piece: str | None
    rect: pygame.Rect
    actions: list[Action]
    labels: list[str]


class Targets(TableCore):
    """Legal actions as targets and buttons, and the input."""

    def submit_action(self, action: Action) -> None:
        """For a skin's own control: submit ``action`` for the human to act, as a click would."""
        self.ctx.sound.play("click")
        self._submit(action)

    def skin_controls(self) -> list[Button]:
        if self.skin is None or not self.presenter.drained or self._human_to_act() is None:
            return []
        return self.skin.controls()

    def _refresh_targets(self) -> None:
        seat = self._human_to_act()
        key = (seat, len(self.controller.actions), self.controller.generation, id(self.presenter.view))
        if key == self._targets_key:
            return
        self.targets = []
        self.button_actions = []
        if seat is None or not self.presenter.drained:
            if self.skin is not None:
                self.skin.refresh(None, [])
            return
        self._targets_key = key
        by_place: dict[tuple[str, str | None], Target] = {}
        buttons: list[tuple[Action, str]] = []
        skinned: list[Action] = []
        for action in self.controller.legal(seat):
            if self.skin is not None and self.skin.claims(action):
                skinned.append(action)
                continue
            try:
                info = self.rules.describe(action)
            except Exception:  # noqa: BLE001
                continue
            label = tr(info.label, names=self.controller.name, **dict(info.params))
            if self.skin is not None:
                label = self.skin.label(action) or label
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
            rect = pygame.Rect(zone.rect)
            piece = info.piece
            if piece is not None:
                found = None
                for p, r in self.layout.get(info.zone, []):
                    if p.id == piece or p.face == piece:
                        found = r
                if found is None:
                    piece = None
                else:
                    rect = pygame.Rect(found)
            t = by_place.get((info.zone, piece))
            if t is None:
                t = by_place[(info.zone, piece)] = Target(info.zone, piece, rect, [], [])
            t.actions.append(action)
            t.labels.append(label)
        self.targets = list(by_place.values())
        if self.skin is not None:
            self.skin.refresh(seat, skinned)
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
                self._open_chooser(more, more_rect.midtop)

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
            toast(
                self.ctx, tr(result.reason, names=self.controller.name, **dict(result.params)), warning=True
            )
            self.ctx.sound.play("click")
            return
        self.hint_action = None
        self.seen_move[seat] = len(self.controller.actions)
        self._targets_key = None
        if self.skin is not None:
            self.skin.refresh(None, [])
        self.targets = []
        self.button_actions = []

    def _target_at(self, pos: tuple[int, int]) -> Target | None:
        hits = [t for t in self.targets if t.rect.collidepoint(pos)]
        if not hits:
            return None
        pieces = [t for t in hits if t.piece is not None]
        if pieces:
            return pieces[-1]
        return min(hits, key=lambda t: t.rect.w * t.rect.h)

    def _open_chooser(self, target: Target, pos: tuple[int, int]) -> None:
        rows = []
        w = max(320, max(draw.font(24).size(lb)[0] for lb in target.labels) + 60)
        h = 64 + 58 * len(target.labels)
        box = pygame.Rect(0, 0, w, h)
        box.topleft = (pos[0] + 12, pos[1] - h // 2)
        if pos[1] > 900:  # opened from the action bar: rise above it
            box.bottomright = (pos[0] + w // 2, pos[1] - 8)
        box.clamp_ip(pygame.Rect(16, 16, 1888, 1048))
        for i, (action, label) in enumerate(zip(target.actions, target.labels, strict=False)):
            rows.append((pygame.Rect(box.x + 14, box.y + 52 + i * 58, box.w - 28, 50), action, label))
        self.chooser = (box, rows)
