"""The few things the New Eden skin reads of the table that are not plain attributes (the display
view, seats' names and colours, a panel's rect), in one place.

The table is being given a typed, narrow ``TableView`` (``display_view()``, ``name(seat)``,
``seat_colour(seat)``, ``panel(id)``); until every table offers it, these read the scene's own
presenter, controller and panels. Everything else the skin reads (``board``, ``players``,
``layout``, ``art``, ``mouse``, ``ctx``, ``submit_action``) is the same on both.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame


def display_view(table: Any) -> Any:
    """The view being drawn (it trails the rules while animations run)."""
    got = getattr(table, "display_view", None)
    return got() if callable(got) else table.presenter.view


def namer(table: Any) -> Callable[[int], str]:
    """A seat's name, for ``tr(..., names=…)``."""
    got = getattr(table, "name", None)
    return got if callable(got) else table.controller.name


def seat_colour(table: Any, seat: int) -> int | None:
    """A seat's colour index, None beyond the players."""
    got = getattr(table, "seat_colour", None)
    if callable(got):
        return got(seat)
    seats = table.controller.seats
    return seats[seat].colour if 0 <= seat < len(seats) else None


def panel(table: Any, panel_id: str) -> pygame.Rect:
    """One of the table's panels (``panel:actions`` …)."""
    got = getattr(table, "panel", None)
    return pygame.Rect(got(panel_id) if callable(got) else table._panel(panel_id))
