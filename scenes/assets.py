"""Where files are found (source tree or PyInstaller bundle) and the one cache that loads them.

``resource_path`` is the only way scenes name a shipped file. ``Assets`` is created once, after the
window opens (``convert`` needs a display), and loads every font, icon and image at most once:
nothing is loaded inside ``draw``. A missing or broken file never crashes the program: it logs one
warning and gives a drawn placeholder (icons, images) or pygame's built-in font (fonts).
"""

from __future__ import annotations

import logging
import sys
import threading
from collections.abc import Callable, Iterable
from pathlib import Path

import pygame

from game.core.i18n import language

log = logging.getLogger(__name__)

ROOT = Path(__file__).resolve().parent.parent

# One family for everything (ART.md): a regular and a bold (display) weight, cut by
# tools/make_fonts.py from Noto Sans CJK in the regional form each language needs (SalonSans: the
# SC face, for English and Simplified Chinese; SalonSansTC: the TC face, for Traditional Chinese).
# pygame's default font stands in when they are missing.
FONT_FAMILIES = {"zh_Hant": "SalonSansTC"}  # every other language: SalonSans
FONT_FILES = {
    False: ("fonts", "SalonSans-Regular.otf"),
    True: ("fonts", "SalonSans-Bold.otf"),
}


def font_file(bold: bool = False, lang: str | None = None) -> tuple[str, str]:
    """(folder, file) of the house font for ``lang`` (the active language by default)."""
    family = FONT_FAMILIES.get(language() if lang is None else lang, "SalonSans")
    return ("fonts", f"{family}-{'Bold' if bold else 'Regular'}.otf")


Colour = tuple[int, int, int] | tuple[int, int, int, int]


def resource_path(*parts: str) -> Path:
    """The path of a shipped file, from the source tree or from inside a PyInstaller bundle."""
    base = getattr(sys, "_MEIPASS", None)
    root = Path(base) if base else ROOT
    return root.joinpath(*parts)


def asset_path(*parts: str) -> Path:
    """A path under ``assets/``."""
    return resource_path("assets", *parts)


class Assets:
    """Fonts, icons and images, each loaded once and kept (create after ``set_mode``)."""

    def __init__(self) -> None:
        if not pygame.font.get_init():
            pygame.font.init()
        self._fonts: dict[tuple[str, int], pygame.font.Font] = {}
        self._icons: dict[tuple[str, int, tuple[int, ...] | None], pygame.Surface] = {}
        self._has_icon: dict[str, bool] = {}
        self._images: dict[str, pygame.Surface] = {}
        self._scaled: dict[tuple[str, int, int], pygame.Surface] = {}
        self._warned: set[str] = set()
        self._prefetch: tuple[threading.Thread, dict[tuple[str, int], pygame.font.Font]] | None = None

    # ---------------------------------------------------------------- helpers
    def _warn(self, what: str, detail: str) -> None:
        if what not in self._warned:
            self._warned.add(what)
            log.warning("asset %s: %s", what, detail)

    # ---------------------------------------------------------------- fonts
    def prefetch_fonts(self, fonts: Iterable[tuple[int, bool]]) -> None:
        """Open these fonts — (pixel size, bold) in the active language's face — on a helper thread,
        while the window opens and the first screen is built: pygame lets go of the interpreter while
        FreeType reads a face, so with a second core the first frame need not wait for them (each
        takes some 2 ms). ``font`` waits for the thread before it opens or hands out any font, so
        FreeType is never used from two threads at once."""
        if self._prefetch is not None:
            return
        wanted = []
        for size, bold in fonts:
            folder, name = font_file(bool(bold))
            key = (name, max(6, int(size)))
            if key not in self._fonts and (folder, key) not in wanted:
                wanted.append((folder, key))
        if not wanted:
            return
        opened: dict[tuple[str, int], pygame.font.Font] = {}

        def work() -> None:
            for folder, (name, size) in wanted:
                try:
                    opened[(name, size)] = pygame.font.Font(asset_path(folder, name), size)
                except (OSError, pygame.error):
                    pass  # ``font`` tries again itself, and says what went wrong

        thread = threading.Thread(target=work, name="salon-fonts", daemon=True)
        self._prefetch = (thread, opened)
        thread.start()

    def wait_for_fonts(self) -> None:
        """Join the prefetching thread (if any) and keep what it opened."""
        if self._prefetch is None:
            return
        thread, opened = self._prefetch
        thread.join()
        self._prefetch = None
        for key, font in opened.items():
            self._fonts.setdefault(key, font)

    def font(self, size: int, bold: bool = False) -> pygame.font.Font:
        """The house font at ``size`` logical pixels, in the face the active language uses
        (cached by name and size, so a language switch takes effect at the next draw)."""
        if self._prefetch is not None:
            self.wait_for_fonts()
        size = max(6, int(size))
        folder, name = font_file(bool(bold))
        key = (name, size)
        font = self._fonts.get(key)
        if font is None:
            path = asset_path(folder, name)
            try:
                font = pygame.font.Font(path, size)
            except (OSError, FileNotFoundError, pygame.error) as exc:
                self._warn(name, f"{exc}; using the built-in font")
                font = pygame.font.Font(None, int(size * 1.3))
                font.bold = bool(bold)
            self._fonts[key] = font
        return font

    # ---------------------------------------------------------------- icons
    def icon(self, name: str, size: int, tint: Colour | None = None) -> pygame.Surface:
        """An icon from ``assets/icons/<name>.svg`` rendered at ``size``×``size``, tinted.

        The shipped icons are white on transparent, so ``tint`` multiplies them to any colour.
        """
        size = max(4, int(size))
        tkey = tuple(tint) if tint is not None else None
        key = (name, size, tkey)
        surf = self._icons.get(key)
        if surf is not None:
            return surf
        base_key = (name, size, None)
        base = self._icons.get(base_key)
        if base is None:
            path = asset_path("icons", f"{name}.svg")
            try:
                base = pygame.image.load_sized_svg(path, (size, size))
                base = _convert(base, alpha=True)
            except (OSError, FileNotFoundError, pygame.error, ValueError) as exc:
                self._warn(f"icon:{name}", str(exc))
                base = placeholder((size, size))
            self._icons[base_key] = base
        if tkey is None:
            return base
        surf = base.copy()
        rgba = (*tkey[:3], tkey[3] if len(tkey) > 3 else 255)
        surf.fill(rgba, special_flags=pygame.BLEND_RGBA_MULT)
        self._icons[key] = surf
        return surf

    def has_icon(self, name: str) -> bool:
        """Whether ``assets/icons/<name>.svg`` exists: asked once per name (faces ask while they are
        drawn, and a look at the disk took 1-1.5 ms on a busy machine)."""
        known = self._has_icon.get(name)
        if known is None:
            known = self._has_icon[name] = asset_path("icons", f"{name}.svg").is_file()
        return known

    # ---------------------------------------------------------------- images
    def image(self, path: str | Path, size: tuple[int, int] | None = None) -> pygame.Surface:
        """An image (path relative to ``assets/`` or absolute), converted once; scaled copies cached."""
        key = str(path)
        surf = self._images.get(key)
        if surf is None:
            full = Path(path) if Path(path).is_absolute() else asset_path(*Path(path).parts)
            try:
                raw = pygame.image.load(full)
                surf = _convert(
                    raw, alpha=bool(raw.get_flags() & pygame.SRCALPHA) or raw.get_alpha() is not None
                )
            except (OSError, FileNotFoundError, pygame.error) as exc:
                self._warn(f"image:{key}", str(exc))
                surf = placeholder(size or (64, 64))
            self._images[key] = surf
        if size is None or surf.get_size() == tuple(size):
            return surf
        skey = (key, int(size[0]), int(size[1]))
        scaled = self._scaled.get(skey)
        if scaled is None:
            scaled = pygame.transform.smoothscale(surf, (int(size[0]), int(size[1])))
            self._scaled[skey] = scaled
        return scaled

    def cache(self, key: str, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        """A surface built once by ``make()`` and kept under ``key`` (pre-rendered backgrounds)."""
        ckey = "cache:" + key
        surf = self._images.get(ckey)
        if surf is None:
            surf = make()
            self._images[ckey] = surf
        return surf


def _convert(surf: pygame.Surface, alpha: bool) -> pygame.Surface:
    """``convert``/``convert_alpha`` when a display exists (tests may build Assets without one)."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surf.convert_alpha() if alpha else surf.convert()
    return surf


def placeholder(size: tuple[int, int]) -> pygame.Surface:
    """A visible stand-in for a missing picture: a brass-framed box with a cross."""
    w, h = max(4, int(size[0])), max(4, int(size[1]))
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    surf.fill((0xC9, 0xA2, 0x27, 60))
    pygame.draw.rect(surf, (0xC9, 0xA2, 0x27), surf.get_rect(), max(1, w // 16))
    pygame.draw.line(surf, (0xB0, 0x3A, 0x2E), (0, 0), (w - 1, h - 1), max(1, w // 20))
    pygame.draw.line(surf, (0xB0, 0x3A, 0x2E), (w - 1, 0), (0, h - 1), max(1, w // 20))
    return surf
