"""Whose view the table shows: the curtain between human seats when hidden information would
show, taking a move back from it, and jumping to a new position (undo, load)."""

from __future__ import annotations

import functools
import logging

from game.core.i18n import tr
from scenes.table.core import TableCore
from scenes.table.curtain import CurtainOverlay, forget_pointer, recap_since

log = logging.getLogger(__name__)


class Seating(TableCore):
    """The viewer, the curtain and jumps."""

    def _views_differ(self, a: int | None, b: int | None) -> bool:
        return bool(self.controller.shows_hidden(a, b))

    def _maybe_curtain(self, initial: bool = False) -> bool:
        """Push the curtain when the acting human changes and hidden information would show."""
        seat = self.controller.to_act()
        if seat is None or not self.controller.is_human(seat) or self.curtain_up:
            return False
        humans = self.controller.human_seats()
        if seat == self.viewer and (self.confirmed == seat or len(humans) < 2):
            return False
        other = None if (initial or self.viewer is None) else self.viewer
        if len(humans) < 2 or not self._views_differ(seat, other):
            if seat != self.viewer:
                self._set_viewer(seat)
            self.confirmed = seat
            return False
        pending = self._curtain_pending
        if pending is None or pending[0] != seat:
            previous = self.viewer if (self.viewer is not None and self.viewer != seat) else None
            pending = self._curtain_pending = (seat, previous)
            if self.viewer is not None:
                # one frame of the public view first: the app's cross-fade starts from the last frame,
                # and that frame must show nobody's hand
                self.confirmed = None
                self._set_viewer(None)
                return True
        seat, previous = pending
        self._curtain_pending = None
        recap = recap_since(self.controller, seat, self.seen_move)
        self.curtain_up = True
        self.ctx.sound.play("turn")
        self.ctx.stack.push(
            CurtainOverlay(
                self.ctx,
                self.controller,
                seat,
                recap,
                functools.partial(self._confirm_seat, seat),
                previous=previous if previous is not None and self.controller.can_undo(previous) else None,
                on_undo=functools.partial(self._curtain_undo, previous),
                param=self.log_param,
            )
        )
        return True

    def _confirm_seat(self, seat: int) -> None:
        self.curtain_up = False
        self.confirmed = seat
        self.seen_move[seat] = len(self.controller.actions)
        self._set_viewer(seat)

    def _curtain_undo(self, seat: int | None) -> None:
        self.curtain_up = False
        if seat is not None and self.controller.undo(seat):
            self.notify(tr("table.undone"))
            self._jump()
            # the player who took the move back is the one at the screen
            self.confirmed = seat
            self._set_viewer(seat)

    def _set_viewer(self, seat: int | None) -> None:
        self.viewer = seat
        for v in [None, *range(self.players)]:
            self.controller.poll(v)  # what happened is already in the view we switch to
        self.presenter.reset(self.controller.view(seat))
        forget_pointer(self, [*self.tools.values(), *self.button_actions, *self.skin_controls()])
        self.notice = None  # a message meant for the previous player does not stay
        if self.opened is not None:
            self.close_stack()

    def _jump(self) -> None:
        """The position jumped (undo, load): show the new view at once."""
        self.generation = self.controller.generation
        self.presenter.reset(self.controller.view(self.viewer))
        for v in [None, *range(self.players)]:
            self.controller.poll(v)
        self._rebuild_counters()
        self.chooser = None
        self.hint_action = None
        self.scoring_pushed = False if not self.controller.is_over() else self.scoring_pushed
