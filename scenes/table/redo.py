"""Redo on the table: the tool beside Undo (and Ctrl+Y / Ctrl+Shift+Z) plays again the move the seat
at the screen last took back, until another move is made (``Controller.redo``)."""

from __future__ import annotations

from game.core.i18n import add_strings, tr
from scenes.table.core import TableCore

add_strings(
    {
        "table.redo": "Redo",
        "table.redone": "Move played again",
        "table.cannot_redo": "There is no move to play again.",
    }
)


class Redo(TableCore):
    """The redo tool's state and what it does."""

    def _redo_move(self) -> None:
        seat = self.viewer
        if seat is None or not self.presenter.drained or not self.controller.can_redo(seat):
            self.notify(tr("table.cannot_redo"))
            return
        if self.controller.redo(seat):
            self.notify(tr("table.redone"))

    def _sync_redo(self) -> None:
        button = self.tools.get("redo")
        if button is not None:
            button.enabled = (
                self.viewer is not None
                and self.presenter.drained
                and bool(getattr(self.controller, "can_redo", lambda _s: False)(self.viewer))
            )
