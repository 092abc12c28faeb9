"""Putting the logical canvas on the screen: through the GPU where there is one, in software otherwise.

``GpuPresenter`` uploads the 1920×1080 canvas into one streaming texture of SDL's renderer each frame
and lets the GPU scale it, letterboxed, into the window (``pygame.Window`` + ``pygame._sdl2.video``).
A small hidden display surface stays open beside it, only so that surfaces can still be ``convert``-ed
to the display format. ``SoftwarePresenter`` is the classic path — the display surface, a plain blit
at 1920×1080, a smooth scale into smaller windows — used under the dummy and offscreen drivers, when
the renderer is a software rasteriser (Mesa's llvmpipe under Xvfb: measured slower than the software
path there), when no renderer can be made, or when ``SALON_PRESENT=software`` asks for it
(``SALON_PRESENT=gpu`` insists on the renderer; the default is ``auto``). ``SALON_PRESENT_PARTIAL=1`` makes the
software path copy and update only the rectangles that changed (``scenes.damage``). On two cores the
software path's shrink into a smaller window leaves the drawing thread: in the app's real loop it runs
on a helper thread beside the next frame's work (``Overlap``), so each frame goes up one frame (16.7
ms) after it was drawn — the price of taking 2-3 ms off every frame's work at 1280×720;
``SALON_PRESENT_OVERLAP=0`` turns it off. Elsewhere (tests, a first frame, a new window surface) the
shrink is shared with a helper thread while the drawing thread waits (``BandScaler``). A window of the
logical size is drawn into straight (``direct``): its surface is the frame's canvas, and presenting
it is the flip alone.

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
import threading
import time
import warnings
from fractions import Fraction
from typing import Any

import pygame

from scenes.base import LOGICAL_SIZE
from scenes.damage import CanvasDiff, pixels_address

log = logging.getLogger(__name__)

SOFTWARE_RASTERISERS = ("llvmpipe", "softpipe", "swrast", "swiftshader", "software", "microsoft basic")
HEADLESS_DRIVERS = ("dummy", "offscreen", "evdev", "kmsdrm")
PARTIAL_LIMIT = 0.4  # above this share of the canvas changed, the whole window goes up
MAX_BLOCK = 8  # the largest source block of a shrink done piece by piece (3 for 3:2)
REPAINT_EVENTS = tuple(
    getattr(pygame, name) for name in ("WINDOWEXPOSED", "WINDOWRESTORED", "WINDOWSHOWN", "WINDOWSIZECHANGED")
    if hasattr(pygame, name)
)  # after these the window's pixels may be gone: the presenter's ``invalidate``


def letterbox(window: tuple[int, int], logical: tuple[int, int] = LOGICAL_SIZE) -> tuple[float, pygame.Rect]:
    """The scale and the destination rect of the logical canvas inside a window (black bars around)."""
    ww, wh = max(1, window[0]), max(1, window[1])
    lw, lh = logical
    scale = min(ww / lw, wh / lh)
    w, h = max(1, round(lw * scale)), max(1, round(lh * scale))
    return scale, pygame.Rect((ww - w) // 2, (wh - h) // 2, w, h)


def partial_block(canvas: tuple[int, int], dest: tuple[int, int]) -> tuple[int, int] | None:
    """(n, d) when ``dest`` is the canvas shrunk by exactly n:d on both axes in a way that a smooth
    scale of any n-aligned block equals the whole scale's pixels there ((1, 1): the same size); else None.

    pygame's smooth shrink walks each row with a 16.16 fixed-point step of n/d source pixels per
    output pixel; when that step is exact its state comes back to the start after every n source
    pixels, so blocks that start on a multiple of n come out the same alone as in the whole."""
    (cw, ch), (dw, dh) = canvas, dest
    if (cw, ch) == (dw, dh):
        return (1, 1)
    if dw <= 0 or dh <= 0 or dw > cw or dh > ch:
        return None
    ratio = Fraction(cw, dw)
    n, d = ratio.numerator, ratio.denominator
    if Fraction(ch, dh) != ratio or n > MAX_BLOCK or (0x10000 * n) % d or cw % n or ch % n:
        return None
    return (n, d)


def align(rect: pygame.Rect, n: int, bounds: tuple[int, int]) -> pygame.Rect:
    """The rect grown outwards to multiples of ``n`` (within ``bounds``, themselves multiples of n)."""
    left, top = rect.left // n * n, rect.top // n * n
    right = min(bounds[0], -(-rect.right // n) * n)
    bottom = min(bounds[1], -(-rect.bottom // n) * n)
    return pygame.Rect(left, top, right - left, bottom - top)


class _Helper:
    """A daemon helper thread woken through one condition (``_wake``): started with its first job,
    stopped by ``close`` (its ``_run`` returns once ``_closing`` is set and no job is left)."""

    NAME = "present-helper"

    def __init__(self) -> None:
        self._wake = threading.Condition()
        self._thread: threading.Thread | None = None
        self._closing = False

    def _run(self) -> None:
        raise NotImplementedError

    def _ensure_thread(self) -> None:
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name=self.NAME, daemon=True)
            self._thread.start()

    def close(self) -> None:
        if self._thread is not None:
            with self._wake:
                self._closing = True
                self._wake.notify_all()
            self._thread.join(timeout=1.0)
            self._thread = None
            self._closing = False


class BandScaler(_Helper):
    """A smooth shrink done by two threads at once: the canvas cut into ``BANDS`` bands of rows, which
    the caller's thread and a helper thread take in turn (pygame lets go of the interpreter while it
    scales, so on two cores they run side by side: 3.3 -> 1.7 ms median for 1920x1080 -> 1280x720).
    Bands are taken, not dealt: when the other core is busy (the X server, the bot worker) the caller
    scales the bands the helper has not begun, and waits at most for the one it has.

    Only for an exact n:d shrink (``partial_block``), cut on multiples of n rows: each band then
    comes out byte for byte as in the whole scale. ``scale`` returns False when it cannot help
    (another ratio) or a band failed: the caller scales the whole itself."""

    BANDS = 6  # measured: 1.7 ms median, the steadiest p99 of 1, 2, 4 and 6 bands
    NAME = "present-scale"

    def __init__(self) -> None:
        super().__init__()
        self._jobs: list[tuple[pygame.Surface, tuple[int, int], pygame.Surface]] = []
        self._next = 0  # the next band to take
        self._busy = 0  # bands taken and not yet done
        self._failed = False  # a band of this scale raised

    @staticmethod
    def wanted() -> bool:
        return (os.cpu_count() or 1) >= 2

    def _take(self) -> tuple[pygame.Surface, tuple[int, int], pygame.Surface] | None:
        """The next band, or None (called with the lock held)."""
        if self._next >= len(self._jobs):
            return None
        job = self._jobs[self._next]
        self._next += 1
        self._busy += 1
        return job

    def _do(self, job: tuple[pygame.Surface, tuple[int, int], pygame.Surface]) -> None:
        failed = False
        try:
            pygame.transform.smoothscale(*job)
        except (pygame.error, ValueError) as exc:  # the caller then scales the whole itself
            log.warning("a band of the scale failed: %s", exc)
            failed = True
        with self._wake:
            self._failed = self._failed or failed
            self._busy -= 1
            self._wake.notify_all()

    def _run(self) -> None:
        while True:
            with self._wake:
                job = self._take()
                while job is None and not self._closing:
                    self._wake.wait()
                    job = self._take()
                if job is None:
                    return
            self._do(job)

    def scale(self, canvas: pygame.Surface, dest: pygame.Surface) -> bool:
        """``canvas`` smoothly shrunk into ``dest`` (a window subsurface): True when done here."""
        block = partial_block(canvas.get_size(), dest.get_size())
        if block is None or block == (1, 1):
            return False
        n, d = block
        cw, ch = canvas.get_size()
        dw, _dh = dest.get_size()
        step = max(n, ch // self.BANDS // n * n)  # a multiple of n rows: each band starts on the grid
        jobs = []
        for top in range(0, ch, step):
            rows = min(step, ch - top)
            out_top, out_rows = top * d // n, rows * d // n
            jobs.append((canvas.subsurface((0, top, cw, rows)), (dw, out_rows),
                         dest.subsurface((0, out_top, dw, out_rows))))
        self._ensure_thread()
        with self._wake:
            self._jobs, self._next, self._busy, self._failed = jobs, 0, 0, False
            self._wake.notify_all()
        while True:
            with self._wake:
                job = self._take()
            if job is None:
                break
            self._do(job)
        with self._wake:
            while self._busy:
                self._wake.wait()
            self._jobs = []
            return not self._failed

class Overlap(_Helper):
    """One frame's shrink done beside the next frame's work: ``start`` hands the helper thread the
    canvas just drawn and a surface to shrink it into, and returns at once; ``finish`` waits for it.

    The whole canvas is one ``smoothscale`` call, so the helper holds the interpreter only to begin
    and to say it is done (between bands it would wait for the drawing thread to let go of it). The
    canvas must not be drawn on until ``finish``: the app draws the next frame on its other canvas
    (``SoftwarePresenter.reading``). The helper never touches the window's surface, which reading
    the window's events may replace (a resize)."""

    NAME = "present-overlap"

    def __init__(self) -> None:
        super().__init__()
        self._job: tuple[pygame.Surface, pygame.Surface] | None = None  # (canvas, out)
        self._failed = False
        self.out: pygame.Surface | None = None  # the surface the job scales into
        self.canvas: pygame.Surface | None = None  # the canvas it reads (None: no job)
        self.seconds = 0.0  # how long the last job took on the helper
        self.jobs = 0  # jobs done

    def start(self, canvas: pygame.Surface, out: pygame.Surface) -> None:
        """Shrink ``canvas`` into ``out`` (a surface of the presenter's own, never the window's) on
        the helper thread; returns at once."""
        self._ensure_thread()
        with self._wake:
            self._job = (canvas, out)
            self._failed = False
            self.out, self.canvas = out, canvas
            self._wake.notify_all()

    def _run(self) -> None:
        while True:
            with self._wake:
                while self._job is None and not self._closing:
                    self._wake.wait()
                if self._job is None:
                    return
                canvas, out = self._job
            began = time.perf_counter()
            failed = False
            try:
                pygame.transform.smoothscale(canvas, out.get_size(), out)
            except (pygame.error, ValueError) as exc:
                log.warning("the overlapped scale failed: %s", exc)
                failed = True
            with self._wake:
                self.seconds = time.perf_counter() - began
                self.jobs += 1
                self._failed = failed
                self._job = None
                self._wake.notify_all()

    @property
    def pending(self) -> bool:
        return self.canvas is not None

    def finish(self) -> bool:
        """Wait for the job handed over (if any); True when it is done in its ``out``."""
        if self.canvas is None:
            return False
        with self._wake:
            while self._job is not None:
                self._wake.wait()
            ok = not self._failed
        self.canvas = None
        return ok

    def close(self) -> None:
        self.finish()
        super().close()


class SoftwareRasteriser(RuntimeError):
    """The only renderer here draws on the CPU (no GPU): the software path is cheaper."""


class SoftwarePresenter:
    """The display surface: a blit at the logical size, a (smooth when shrinking) scale otherwise.

    SDL can back a window surface with a renderer texture ("framebuffer acceleration"); without a GPU
    that renderer is a software rasteriser, and under X11 it cost 15 ms of CPU a frame at 1920×1080
    where the plain X11 path costs 0.1 ms. So the software path asks for the plain one (a player may
    still set ``SDL_FRAMEBUFFER_ACCELERATION`` otherwise)."""

    kind = "software"

    def __init__(self, size: tuple[int, int], fullscreen: bool, *, partial: bool | None = None) -> None:
        os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
        if partial is None:
            # off unless asked for: exact, and the flip is cheaper, but a frame where much changed pays
            # the comparison and a whole copy on top, which raised the CPU p99 by 3-4 ms when measured
            partial = os.environ.get("SALON_PRESENT_PARTIAL", "0").strip().lower() in ("1", "on", "yes", "true")
        diff = CanvasDiff() if partial else None
        self.diff: CanvasDiff | None = diff if diff is not None and diff.available else None
        self.bands: BandScaler | None = BandScaler() if BandScaler.wanted() else None
        overlap = os.environ.get("SALON_PRESENT_OVERLAP", "1").strip().lower() not in ("0", "off", "no", "false")
        self.overlap: Overlap | None = Overlap() if overlap and BandScaler.wanted() else None
        self.may_overlap = False  # set by the app's real loop: frames may be shown one frame after drawn
        self._out: pygame.Surface | None = None  # the surface the helper shrinks each frame into
        self._shrunk: tuple[tuple[int, int], tuple[int, int]] | None = None  # the job's (window, dest) sizes
        self._surface: pygame.Surface | None = None  # the window surface the last frame went into
        self._size: tuple[tuple[int, int], int | None] = ((0, 0), None)  # its size and pixels' address
        self._update: list[pygame.Rect] | None = None  # what ``show`` puts up; None: the whole window
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
        self._settle()  # the window surface is about to be replaced
        self.window = self._open(windowed, on)
        self.invalidate()

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
        """The canvas on the screen now (not one frame later)."""
        self._settle()
        allowed, self.may_overlap = self.may_overlap, False
        try:
            self.prepare(canvas)
            self.show()
        finally:
            self.may_overlap = allowed

    def invalidate(self) -> None:
        """The window's pixels may be lost (exposed, restored): the next frame goes up whole."""
        self._surface = None

    def direct(self) -> pygame.Surface | None:
        """The window's surface, when a frame may be drawn straight into it: the logical size, the
        canvas's format, no byte comparison asked for (it keeps the last frame apart). Presenting it
        is then the flip alone (a 1920×1080 copy, about 1 ms, saved each frame)."""
        if self.diff is not None:
            return None
        surf = pygame.display.get_surface()
        if surf is None or surf.get_size() != LOGICAL_SIZE or surf.get_bitsize() != 32:
            return None
        self.wait()  # nothing may still write into it
        return surf

    def reading(self, canvas: pygame.Surface) -> bool:
        """Whether a shrink under way still reads ``canvas`` (do not draw on it yet)."""
        return self.overlap is not None and self.overlap.canvas is canvas

    def wait(self) -> None:
        """Any shrink under way done (before reading the canvas it reads, or the window)."""
        if self.overlap is not None:
            self.overlap.finish()

    def _settle(self) -> None:
        """Wait for the shrink under way, and drop it (the next frame goes up whole)."""
        self.wait()
        self._shrunk = None

    def prepare(self, canvas: pygame.Surface) -> None:
        """The canvas copied (or scaled, letterboxed) into the window surface, not yet shown.

        Where the copy is exact piece by piece — the same size, or a shrink by a whole ratio such as
        3:2 — only the rectangles that changed since the last frame (``scenes.damage``) are copied,
        and ``show`` updates only those; otherwise, or when much changed, the whole canvas."""
        surf = pygame.display.get_surface()
        if surf is None:
            self._update = None
            return
        if canvas is surf:  # drawn straight into the window (``direct``): nothing to copy
            self._settle()
            self._surface, self._size, self._update = surf, (surf.get_size(), pixels_address(surf)), None
            return
        size = surf.get_size()
        scale, dest = letterbox(size)
        if self._overlaps(canvas, surf, scale, dest):
            self._prepare_overlapped(canvas, surf, dest)
            return
        self._settle()  # a shrink under way is for a frame this one replaces
        block = None if self.diff is None else partial_block(canvas.get_size(), dest.size)
        if block is None or self.diff is None:
            rects = None
        elif surf is not self._surface or (size, pixels_address(surf)) != self._size:
            self.diff.sync(canvas)  # a new window surface: everything goes up once
            rects = None
        else:
            rects = self.diff.changes(canvas, PARTIAL_LIMIT)
        self._surface, self._size = surf, (size, pixels_address(surf))
        if rects is None or block is None:
            self._update = None
            self._prepare_whole(canvas, surf, size, scale, dest, self.bands)
            return
        if block == (1, 1):
            for rect in rects:
                surf.blit(canvas, rect, rect)
            self._update = rects
            return
        n, d = block
        update = []
        for rect in rects:
            src = align(rect, n, canvas.get_size())
            out = pygame.Rect(dest.x + src.x * d // n, dest.y + src.y * d // n, src.w * d // n, src.h * d // n)
            pygame.transform.smoothscale(canvas.subsurface(src), out.size, surf.subsurface(out))
            update.append(out)
        self._update = update

    def _prepare_overlapped(self, canvas: pygame.Surface, surf: pygame.Surface, dest: pygame.Rect) -> None:
        """The frame before this one into the window (its shrink, begun a frame ago on the helper,
        is done by now), and this one's shrink handed to the helper: it runs while this thread
        waits for the frame's moment and draws the next frame. Each frame goes up one frame after
        it is drawn; the drawing thread copies a shrunk frame instead of shrinking it."""
        overlap = self.overlap
        assert overlap is not None
        wanted = (surf.get_size(), dest.size)
        out = self._out
        if overlap.finish() and out is not None and self._shrunk == wanted:
            surf.blit(out, dest)  # then free for this frame's shrink
        if out is None or out.get_size() != dest.size:
            out = self._out = pygame.Surface(dest.size, 0, surf)
        overlap.start(canvas, out)
        self._shrunk = wanted
        self._update = None

    def _overlaps(self, canvas: pygame.Surface, surf: pygame.Surface, scale: float, dest: pygame.Rect) -> bool:
        """Whether this frame's shrink may run beside the next frame's work: in the real loop, on two
        cores, shrinking (a plain copy is cheap), with no byte comparison asked for, into the same
        window surface as the frame before (a new one, and its letterbox bars, is filled whole at once:
        there is no frame before this one to show in it)."""
        return (
            self.may_overlap
            and self.overlap is not None
            and self.diff is None
            and scale < 1.0
            and surf is self._surface
            and (surf.get_size(), pixels_address(surf)) == self._size
        )

    @staticmethod
    def _prepare_whole(
        canvas: pygame.Surface, surf: pygame.Surface, size: tuple[int, int], scale: float, dest: pygame.Rect,
        bands: BandScaler | None = None,
    ) -> None:
        if size == canvas.get_size():
            surf.blit(canvas, (0, 0))
            return
        if dest.size != size:
            surf.fill((0, 0, 0))
        target = surf.subsurface(dest)
        if scale < 1.0:  # smooth when shrinking, so small text stays readable
            if bands is None or not bands.scale(canvas, target):
                pygame.transform.smoothscale(canvas, dest.size, target)
        else:
            pygame.transform.scale(canvas, dest.size, target)

    def show(self) -> None:
        """What ``prepare`` put into the window surface, on the screen: the changed rects, or all."""
        if pygame.display.get_surface() is None:
            return
        if self._update is None:
            pygame.display.flip()
        elif self._update:
            pygame.display.update(self._update)

    def set_icon(self, icon: pygame.Surface) -> None:
        pygame.display.set_icon(icon)

    def close(self) -> None:
        if self.overlap is not None:
            self.overlap.close()
        if self.bands is not None:
            self.bands.close()


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

    may_overlap = False  # the GPU scales: nothing to run beside the next frame

    def direct(self) -> pygame.Surface | None:
        return None  # the canvas goes up as a texture

    def reading(self, canvas: pygame.Surface) -> bool:
        return False

    def wait(self) -> None:
        """Nothing runs beside the frame."""

    def invalidate(self) -> None:
        """Nothing to do: the whole canvas goes up every frame."""

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
