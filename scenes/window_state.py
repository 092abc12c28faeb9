"""The window remembered between runs: its size and its position on the desktop (``window.json`` in
the user-data folder). Fullscreen is remembered by the settings (``Settings.fullscreen``, the switch
on the settings screen); the windowed size and place kept here are what leaving fullscreen returns to.

Read through the one validating reader with its declared schema (``WindowFile``). A damaged file is
refused with a clear line (logged) and the window opens at its default size, centred; a size larger
than the desktop, or a place off every screen (a monitor unplugged since), is not used. Only the real
program's window is remembered — never a test's or the smoke run's.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path
from typing import Annotated, Any

import msgspec
import pygame

from game.core import paths, reader
from game.core.i18n import add_strings
from game.core.reader import Refused

log = logging.getLogger(__name__)

FORMAT = "salon-window"
VERSION = 1
MAX_BYTES = 16 * 1024
MIN_SIZE = (640, 360)

add_strings({"window.refused": "The remembered window size is damaged ({detail}); the window opens at its default."})


class WindowRefused(Refused):
    key = "window.refused"


Coord = Annotated[int, msgspec.Meta(ge=-32768, le=32768)]
Length = Annotated[int, msgspec.Meta(ge=1, le=32768)]


class WindowFile(msgspec.Struct, forbid_unknown_fields=True):
    """The declared schema of the window file."""

    format: Annotated[str, msgspec.Meta(max_length=40)]
    version: Annotated[int, msgspec.Meta(ge=1, le=1000)]
    size: tuple[Length, Length]
    position: tuple[Coord, Coord] | None = None


def window_path() -> Path:
    return paths.data_dir() / "window.json"


def read(path: Path | None = None) -> WindowFile | None:
    """The remembered window (None when there is none); ``WindowRefused`` when the file is damaged."""
    path = Path(path) if path is not None else window_path()
    try:
        data = reader.read_json(path, MAX_BYTES)
    except reader.Missing:
        return None
    except Refused as err:
        raise WindowRefused(err.detail or err.message()) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise WindowRefused("it is not Salon's window file")
    return reader.convert(data, WindowFile, invalid=WindowRefused)


class WindowMemory:
    """What the app asks: the size and place to open at, what the window did (resized, moved), and
    writing it down at the end. ``on=False`` (tests, the smoke run): nothing read or written."""

    def __init__(self, on: bool, path: Path | None = None) -> None:
        self.on = on
        self.path = path
        self.size: tuple[int, int] | None = None
        self.position: tuple[int, int] | None = None
        self.changed = False
        if not on:
            return
        try:
            got = read(path)
        except WindowRefused as err:
            log.warning("%s", err.message())
            got = None
        except OSError as exc:
            log.warning("window state unreadable: %s", exc)
            got = None
        if got is not None:
            self.size = fits_desktop(got.size)
            self.position = on_a_screen(got.position, self.size)

    def place(self) -> None:
        """Before the window opens: put it where it was (SDL reads the place from the environment)."""
        if self.on and self.position is not None:
            os.environ["SDL_VIDEO_WINDOW_POS"] = f"{self.position[0]},{self.position[1]}"

    def observe(self, event: pygame.event.Event, fullscreen: bool) -> None:
        """A window event: its new size or place, while it is a window (not fullscreen)."""
        if not self.on or fullscreen:
            return
        if event.type == pygame.VIDEORESIZE:
            self.size = (int(event.w), int(event.h))
            self.changed = True
        elif event.type == getattr(pygame, "WINDOWMOVED", -1):
            self.position = (int(getattr(event, "x", 0)), int(getattr(event, "y", 0)))
            self.changed = True

    def save(self, windowed_size: tuple[int, int] | None = None) -> bool:
        """Write the window down (atomically; a disk that refuses is logged). True when written."""
        if not self.on:
            return False
        size = windowed_size or self.size
        if size is None:
            return False
        data: dict[str, Any] = {"format": FORMAT, "version": VERSION, "size": [int(size[0]), int(size[1])]}
        if self.position is not None:
            data["position"] = [int(self.position[0]), int(self.position[1])]
        from game.core.saves import write_atomic  # not at import: the first frame only reads

        try:
            write_atomic(Path(self.path) if self.path is not None else window_path(), data)
        except OSError as exc:
            log.warning("window state not saved: %s", exc)
            return False
        self.changed = False
        return True


def _desktops() -> list[tuple[int, int]]:
    try:
        return [tuple(d) for d in pygame.display.get_desktop_sizes()]  # type: ignore[misc]
    except pygame.error:
        return []


def fits_desktop(size: tuple[int, int]) -> tuple[int, int] | None:
    """A remembered size, when it is at least the smallest window and fits the largest screen."""
    w, h = int(size[0]), int(size[1])
    if w < MIN_SIZE[0] or h < MIN_SIZE[1]:
        return None
    desktops = _desktops()
    if desktops and not any(w <= dw and h <= dh for dw, dh in desktops):
        return None
    return (w, h)


def on_a_screen(position: tuple[int, int] | None, size: tuple[int, int] | None) -> tuple[int, int] | None:
    """A remembered place, when a good part of the window would be on the screens there are."""
    if position is None:
        return None
    x, y = int(position[0]), int(position[1])
    desktops = _desktops()
    if not desktops:
        return (x, y)
    width = sum(dw for dw, _dh in desktops)
    height = max(dh for _dw, dh in desktops)
    w, h = size or (MIN_SIZE[0], MIN_SIZE[1])
    if x + w < 100 or y < 0 or x > width - 100 or y > height - 100:
        return None
    return (x, y)
