"""Playing the table by key events only, for the keyboard tests: Tab / Shift+Tab to a stop of the
focus ring, then Enter, posted as real pygame events to a headless app."""

from __future__ import annotations

import random
from typing import Any

import pygame

from scenes.table.keys import ChooserRow, Spot


def tab_keys(order: list[Any], current: Any, goal: Any) -> list[pygame.event.Event]:
    """The Tab (or Shift+Tab, whichever is shorter) presses that take the focus from ``current``
    to ``goal`` in ``order``."""
    n = len(order)
    i = next((k for k, w in enumerate(order) if w is current), 0)
    j = next(k for k, w in enumerate(order) if w is goal)
    ahead, back = (j - i) % n, (i - j) % n
    mod = 0 if ahead <= back else pygame.KMOD_SHIFT
    return [key_event(pygame.K_TAB, mod) for _ in range(min(ahead, back))]


def key_event(key: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)


def post(events: list[pygame.event.Event]) -> None:
    for e in events:
        pygame.event.post(e)
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=e.key, mod=e.mod, scancode=0))


def acting_stops(table: Any) -> list[Any]:
    """The stops that take (or lead to) a move: board targets, chooser rows, the action bar's
    buttons and the skin's controls (never a blocked piece, a "+N" chip or a tool)."""
    tools = set(map(id, table.tools.values()))
    out = []
    for w in table.focus.order():
        if isinstance(w, Spot):
            if w.target is not None:
                out.append(w)
        elif isinstance(w, ChooserRow) or id(w) not in tools:
            out.append(w)
    return out


def play_by_keys(h: Any, table: Any, seed: int, max_frames: int = 20_000) -> dict[str, int]:
    """Play ``table``'s human seats to the end of the game with key events only, choosing among
    the acting stops with a seeded generator; returns counts (keys pressed, moves made)."""
    rng = random.Random(seed)
    c = table.controller
    keys = moves = 0
    frames = 0
    if not table.focus.shown:
        post([key_event(pygame.K_TAB)])  # the first key shows the ring
        keys += 1
        h.step()
    while not c.is_over():
        frames += 1
        assert frames < max_frames, f"no end after {frames} frames ({moves} moves)"
        seat = c.to_act()
        if (
            h.top is not table
            or seat is None
            or not c.is_human(seat)
            or not table.presenter.drained
            or (not table.targets and not table.button_actions and not table.skin_controls())
        ):
            h.step()
            continue
        assert table.focus.shown, "the ring went away"
        stops = acting_stops(table)
        assert stops, f"a human decision with nothing to press: {c.rules.prompt(c.view(seat)).key}"
        goal = rng.choice(stops)
        before = len(c.actions)
        events = tab_keys(table.focus.order(), table.focus.sync(), goal)
        post([*events, key_event(pygame.K_RETURN)])
        keys += len(events) + 1
        h.step()
        if len(c.actions) > before:
            moves += 1
    for _ in range(5):
        h.step()
    return {"keys": keys, "moves": moves, "frames": frames}
