"""Putting the logical canvas on the screen: through the GPU where there is one, in software otherwise.

``GpuPresenter`` uploads the 1920×1080 canvas into one streaming texture of SDL's renderer each frame
and lets the GPU scale it, letterboxed, into the window (``pygame.Window`` + ``pygame._sdl2.video``).
A small hidden display surface stays open beside it, only so that surfaces can still be ``convert``-ed
to the display format. ``SoftwarePresenter`` is the classic path — the display surface, a plain blit
at 1920×1080, a smooth scale into smaller windows — used under the dummy and offscreen drivers, when
the renderer is a software rasteriser (Mesa's llvmpipe under Xvfb: measured slower than the software
path there), when no renderer can be made, or when ``SALON_PRESENT=software`` asks for it
(``SALON_PRESENT=gpu`` insists on the renderer; the default is ``auto``).

Both answer the same questions: the window's size (for mapping the mouse onto the canvas), fullscreen
on and off, and the window's own id (to tell its close button from another window's).

Presenting is two steps, so that the app can show each frame at its moment on the frame grid: ``prepare``
(the copy or scale into the window surface, the texture upload and draw — the CPU's part, done right
after the frame's work) and ``show`` (the flip or the renderer's present, done after the wait: under
X11 the flip waits for the server to take the image, a few milliseconds that vary). ``present`` is both.
"""

from __future__ import annotations

import logging
import os
import sys
import warnings
from typing import Any

import pygame

from scenes.base import LOGICAL_SIZE

log = logging.getLogger(__name__)

SOFTWARE_RASTERISERS = ("llvmpipe", "softpipe", "swrast", "swiftshader", "software", "microsoft basic")
HEADLESS_DRIVERS = ("dummy", "offscreen", "evdev", "kmsdrm")


def letterbox(window: tuple[int, int], logical: tuple[int, int] = LOGICAL_SIZE) -> tuple[float, pygame.Rect]:
    """The scale and the destination rect of the logical canvas inside a window (black bars around)."""
    ww, wh = max(1, window[0]), max(1, window[1])
    lw, lh = logical
    scale = min(ww / lw, wh / lh)
    w, h = max(1, round(lw * scale)), max(1, round(lh * scale))
    return scale, pygame.Rect((ww - w) // 2, (wh - h) // 2, w, h)


class SoftwareRasteriser(RuntimeError):
    """The only renderer here draws on the CPU (no GPU): the software path is cheaper."""


class SoftwarePresenter:
    """The display surface: a blit at the logical size, a (smooth when shrinking) scale otherwise.

    SDL can back a window surface with a renderer texture ("framebuffer acceleration"); without a GPU
    that renderer is a software rasteriser, and under X11 it cost 15 ms of CPU a frame at 1920×1080
    where the plain X11 path costs 0.1 ms. So the software path asks for the plain one (a player may
    still set ``SDL_FRAMEBUFFER_ACCELERATION`` otherwise)."""

    kind = "software"

    def __init__(self, size: tuple[int, int], fullscreen: bool) -> None:
        os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
        self.window = self._open(size, fullscreen)

    @staticmethod
    def _open(size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
        try:
            if fullscreen:
                return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        except pygame.error as exc:
            log.warning("fullscreen failed: %s", exc)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", RuntimeWarning)  # "forcibly resized": handled just below
            surf = pygame.display.set_mode(size, pygame.RESIZABLE)
        if surf.get_size() != tuple(size):
            # back from fullscreen, an X server without a window manager keeps the screen's size:
            # size the window itself, then take its surface again
            try:
                pygame.Window.from_display_module().size = size
                surf = pygame.display.set_mode(size, pygame.RESIZABLE)
            except (pygame.error, AttributeError) as exc:
                log.warning("the window keeps another size: %s", exc)
        return surf

    def set_fullscreen(self, on: bool, windowed: tuple[int, int]) -> None:
        self.window = self._open(windowed, on)

    @property
    def size(self) -> tuple[int, int] | None:
        surf = pygame.display.get_surface()
        if surf is None:
            return None
        w, h = surf.get_size()
        return (w, h)

    def owns(self, event: pygame.event.Event) -> bool:
        return True

    def present(self, canvas: pygame.Surface) -> None:
        self.prepare(canvas)
        self.show()

    def prepare(self, canvas: pygame.Surface) -> None:
        """The canvas copied (or scaled, letterboxed) into the window surface, not yet shown."""
        surf = pygame.display.get_surface()
        if surf is None:
            return
        size = surf.get_size()
        if size == canvas.get_size():
            surf.blit(canvas, (0, 0))
        else:
            scale, dest = letterbox(size)
            if dest.size != size:
                surf.fill((0, 0, 0))
            target = surf.subsurface(dest)
            if scale < 1.0:  # smooth when shrinking, so small text stays readable
                pygame.transform.smoothscale(canvas, dest.size, target)
            else:
                pygame.transform.scale(canvas, dest.size, target)

    def show(self) -> None:
        """What ``prepare`` put into the window surface, on the screen."""
        if pygame.display.get_surface() is not None:
            pygame.display.flip()

    def set_icon(self, icon: pygame.Surface) -> None:
        pygame.display.set_icon(icon)

    def close(self) -> None:
        pass


class GpuPresenter:
    """SDL's renderer: the canvas goes up as one texture and the GPU scales it into the window."""

    kind = "gpu"

    def __init__(self, size: tuple[int, int], fullscreen: bool, *, allow_software: bool = False) -> None:
        from pygame._sdl2 import video

        self.window = pygame.Window("Salon", size, resizable=True, hidden=True)
        try:
            self.renderer = video.Renderer(self.window, accelerated=1, vsync=False)
            name = gl_renderer_name()
            if name and not allow_software and any(s in name.lower() for s in SOFTWARE_RASTERISERS):
                raise SoftwareRasteriser(f"the renderer is a software rasteriser ({name})")
            self.texture = video.Texture(self.renderer, LOGICAL_SIZE, streaming=True, scale_quality=1)
            # a hidden display surface, only so that ``convert()`` keeps a display format to convert to
            # (made after the check: SDL decides once how every window surface is backed)
            pygame.display.set_mode((1, 1), pygame.HIDDEN)
        except BaseException:
            self.window.destroy()
            raise
        self.window.show()
        self.gl = name
        if fullscreen:
            self.set_fullscreen(True, size)

    def set_fullscreen(self, on: bool, windowed: tuple[int, int]) -> None:
        try:
            if on:
                self.window.set_fullscreen(desktop=True)
            else:
                self.window.set_windowed()
                self.window.size = windowed
        except pygame.error as exc:
            log.warning("fullscreen failed: %s", exc)

    @property
    def size(self) -> tuple[int, int]:
        w, h = self.window.size
        return (int(w), int(h))

    def owns(self, event: pygame.event.Event) -> bool:
        return getattr(event, "window", None) in (None, self.window)

    def render(self, canvas: pygame.Surface) -> None:
        """Upload the canvas and draw it, letterboxed, into the renderer's back buffer."""
        self.texture.update(canvas)
        r = self.renderer
        r.draw_color = (0, 0, 0, 255)
        r.clear()
        _, dest = letterbox(self.size)
        self.texture.draw(dstrect=dest)

    def present(self, canvas: pygame.Surface) -> None:
        self.prepare(canvas)
        self.show()

    def prepare(self, canvas: pygame.Surface) -> None:
        self.render(canvas)

    def show(self) -> None:
        self.renderer.present()

    def set_icon(self, icon: pygame.Surface) -> None:
        self.window.set_icon(icon)

    def close(self) -> None:
        try:
            self.window.destroy()
        except pygame.error:
            pass


def gl_renderer_name() -> str | None:
    """The OpenGL renderer's name when the current context is OpenGL (Linux), else None."""
    if not sys.platform.startswith("linux"):
        return None
    import ctypes  # here, not at import: only a real window under Linux asks

    try:
        try:
            gl = ctypes.CDLL("libGL.so.1")  # the usual name: no ldconfig run at start-up
        except OSError:
            import ctypes.util

            lib = ctypes.util.find_library("GL")
            if not lib:
                return None
            gl = ctypes.CDLL(lib)
        gl.glGetString.restype = ctypes.c_char_p
        gl.glGetString.argtypes = [ctypes.c_uint]
        raw = gl.glGetString(0x1F01)  # GL_RENDERER
    except (OSError, AttributeError):
        return None
    return raw.decode("utf-8", "replace") if raw else None


def choose(size: tuple[int, int], fullscreen: bool, want: str | None = None) -> Any:
    """The presenter for this machine: the GPU's where there is one, the software path otherwise."""
    want = (want or os.environ.get("SALON_PRESENT") or "auto").lower()
    driver = (pygame.display.get_driver() or "").lower() if pygame.display.get_init() else ""
    if want == "gpu" or (want == "auto" and driver not in HEADLESS_DRIVERS):
        try:
            return GpuPresenter(size, fullscreen, allow_software=want == "gpu")
        except (pygame.error, RuntimeError, ImportError, AttributeError, TypeError) as exc:
            log.info("presenting in software: %s", exc)
    return SoftwarePresenter(size, fullscreen)
