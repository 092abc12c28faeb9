"""The application: one window, one loop, one place that reads input.

A fixed logical canvas (1920×1080) is drawn by the scene stack and scaled, letterboxed, into a
resizable window — by the GPU where there is one (``scenes.present``). ``App.step`` is one frame — apply
the stack's pending changes, read and map input, update the top scene, draw bottom-up, present, then
wait for the next frame's moment — so the real loop, the tests and the smoke run all drive exactly the
same code. An exception inside a scene is caught, written to a crash log in the user-data folder and
shown as a message; the game itself is safe in its autosave.

Pacing: a frame is shown at its moment on a fixed 60 Hz grid. The frame's work (input, update, draw,
and the CPU's part of presenting: the copy or scale into the window, the texture upload) comes first,
then the wait — a sleep that ends a little early and a short spin to the exact moment — and only then
the flip, so that the time between two frames on the screen does not vary with each frame's work. A
late frame is shown at once and restarts the grid rather than hurrying the next ones; ``dt`` is the
real time since the previous frame. Shrunk into a smaller window on two cores, a frame is scaled on a
helper thread while the loop waits and draws the next frame, and goes up at the next flip
(``scenes.present.Overlap``); the next frame is drawn on the app's other canvas meanwhile. A window
of the logical size is drawn into straight. Bots think in a worker process on machines
with two cores or more (``game.bots.worker``); inline, a bot gets at most ``BOT_SLICE_MS`` of a frame.
Garbage collection: what is loaded when a screen opens is frozen out of the collector's reach
(``gc.freeze``) and the young generations are collected often and cheaply, so that no collection costs
a frame; a full collection runs only in a frame's idle time or when the screen changes.

One file because it is the one loop: letterbox, context, pacing, errors and the headless driver all serve ``App.step``, in sections.
"""

from __future__ import annotations

import gc
import logging
import os
import time
import traceback
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import pygame

from game.core import paths
from game.core.i18n import set_language, tr
from scenes import draw, strings, theme  # noqa: F401  (strings registers the interface text)
from scenes import present as presenting
from scenes.assets import Assets, asset_path
from scenes.base import LOGICAL_SIZE, AppContext, Scene, SceneStack
from scenes.present import letterbox
from scenes.settings import Settings
from scenes.sound import Sound

log = logging.getLogger(__name__)

MOUSE_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)
DEFAULT_WINDOW = (1600, 900)
MAX_CONSECUTIVE_ERRORS = 5
FADE_SECONDS = 0.18  # the cross-fade between screens
FPS = 60
SPIN_SECONDS = 0.0015  # the pacer sleeps until this long before the frame's moment, then spins
LATE_SECONDS = 0.002  # a frame later than this past its moment restarts the grid from now
BOT_SLICE_MS = 3.0  # the most a bot thinking on the UI thread may take of one frame
GC_THRESHOLDS = (5000, 25, 1_000_000)  # young generations often and cheap; the old one never by itself
IDLE_GC_SECONDS = 20.0  # a full collection at most this often, and only in a frame's idle time
IDLE_GC_SLACK = 0.009  # ... when at least this much of the frame is left
# Held keys repeat (pygame.key.set_repeat) after KEY_REPEAT_DELAY ms, every KEY_REPEAT_INTERVAL ms,
# but only the keys that move through things: a held arrow walks the focus ring or scrolls, a held
# Backspace keeps deleting. Every other key (Enter, Space, Escape, F11, letters…) acts once per press:
# a held Enter never confirms twice. pygame's KEYDOWN does not say whether it is a repeat, so the app
# remembers which keys are down (a KEYDOWN for a key already down is a repeat).
KEY_REPEAT_DELAY = 400
KEY_REPEAT_INTERVAL = 70
REPEATING_KEYS = frozenset(
    {
        pygame.K_UP,
        pygame.K_DOWN,
        pygame.K_LEFT,
        pygame.K_RIGHT,
        pygame.K_TAB,
        pygame.K_PAGEUP,
        pygame.K_PAGEDOWN,
        pygame.K_BACKSPACE,
    }
)


# ---------------------------------------------------------------------------------------- letterbox
def to_logical(
    pos: tuple[float, float], window: tuple[int, int], logical: tuple[int, int] = LOGICAL_SIZE
) -> tuple[int, int]:
    """A window position mapped onto the logical canvas (clamped to it)."""
    scale, dest = letterbox(window, logical)
    x = (pos[0] - dest.x) / scale
    y = (pos[1] - dest.y) / scale
    return (int(max(0, min(logical[0] - 1, x))), int(max(0, min(logical[1] - 1, y))))


def to_window(
    pos: tuple[float, float], window: tuple[int, int], logical: tuple[int, int] = LOGICAL_SIZE
) -> tuple[int, int]:
    """A logical position mapped into the window (the inverse of ``to_logical``)."""
    scale, dest = letterbox(window, logical)
    return (int(round(dest.x + (pos[0] + 0.5) * scale)), int(round(dest.y + (pos[1] + 0.5) * scale)))


def map_event(event: pygame.event.Event, window: tuple[int, int]) -> pygame.event.Event:
    """A mouse event rebuilt with its ``pos`` (and ``rel``) in logical coordinates."""
    if event.type not in MOUSE_EVENTS or not hasattr(event, "pos"):
        return event
    data = dict(event.dict)
    data["pos"] = to_logical(event.pos, window)
    data["window_pos"] = tuple(event.pos)
    if event.type == pygame.MOUSEMOTION and "rel" in data:
        scale, _ = letterbox(window)
        data["rel"] = (int(data["rel"][0] / scale), int(data["rel"][1] / scale))
    return pygame.event.Event(event.type, data)


def default_window_size() -> tuple[int, int]:
    """A 16:9 window about 80 % of the desktop (never larger than the logical canvas)."""
    try:
        desktops = pygame.display.get_desktop_sizes()
    except pygame.error:
        desktops = []
    if not desktops:
        return DEFAULT_WINDOW
    dw, dh = desktops[0]
    w = min(LOGICAL_SIZE[0], int(dw * 0.8), int(dh * 0.8 * 16 / 9))
    w = max(640, w)
    return (w, w * 9 // 16)


# ---------------------------------------------------------------------------------------- context
def make_context(
    *,
    settings: Settings | None = None,
    assets: Assets | None = None,
    sound: Sound | None = None,
    stack: SceneStack | None = None,
    quit: Any = None,
    smoke: bool = False,
) -> AppContext:
    """An ``AppContext`` with defaults filled in (tests build scenes with it, without an App)."""
    settings = settings if settings is not None else Settings.load()
    assets = assets if assets is not None else Assets()
    draw.bind(assets)
    return AppContext(
        assets=assets,
        settings=settings,
        sound=sound if sound is not None else Sound(settings),
        stack=stack if stack is not None else SceneStack(),
        quit=quit if quit is not None else (lambda: None),
        smoke=smoke,
    )


def crash_log_path() -> Path:
    return paths.data_dir() / "crash.log"


def write_crash_log(exc: BaseException, where: str = "") -> Path | None:
    """Append a traceback to the crash log; None if even that fails."""
    try:
        path = crash_log_path()
        with path.open("a", encoding="utf-8") as fh:
            fh.write(f"\n=== {time.strftime('%Y-%m-%d %H:%M:%S')} {where}\n")
            fh.write("".join(traceback.format_exception(type(exc), exc, exc.__traceback__)))
        return path
    except OSError:
        return None


# ---------------------------------------------------------------------------------------- pacing
class Pacer:
    """Frames on a fixed grid: ``wait`` after a frame's work sleeps until the next frame's moment.

    The grid never drifts: each moment is the previous one plus the period, not "now plus the period".
    A frame whose work ran past its moment by more than ``LATE_SECONDS`` does not wait and starts the
    grid again from now (the next frame gets a whole period, instead of a short one to catch up); one
    only a little late keeps the grid. ``overshoot`` is how far past the moment the last wait ended
    (the sleep's wake-up and the spin; seconds)."""

    def __init__(self, fps: int = FPS) -> None:
        self.period = 1.0 / fps
        self.next: float | None = None
        self.overshoot = 0.0

    def slack(self) -> float:
        """Seconds left until the next frame's moment (0 when late, or before the first frame)."""
        if self.next is None:
            return 0.0
        return max(0.0, self.next - time.perf_counter())

    def wait(self) -> float:
        """Wait for the next frame's moment; returns the slack that was left (seconds, 0 when late)."""
        now = time.perf_counter()
        target = self.next
        self.overshoot = 0.0
        if target is None or now > target + LATE_SECONDS:
            self.next = now + self.period  # the first frame, or a late one: the grid starts from here
            return 0.0
        slack = target - now
        if slack > SPIN_SECONDS:
            time.sleep(slack - SPIN_SECONDS)
        end = time.perf_counter()
        while end < target:
            end = time.perf_counter()
        self.overshoot = end - target
        self.next = target + self.period
        return max(0.0, slack)


class FrameStats:
    """The last frames' timings (ms), per frame: ``work`` (the frame's own time: from its start to
    ready to show, plus the flip), ``intervals`` (from the previous frame on the screen to this one),
    ``waits`` (the pacer's wait), ``shows`` (the flip), ``overshoots`` (how far past its moment the wait
    ended), ``cpu`` (this process's CPU time in the frame's work and flip, the wait's spin left out)."""

    SERIES = ("work", "intervals", "waits", "shows", "overshoots", "cpu")

    def __init__(self, keep: int = 20_000) -> None:
        self.keep = keep
        self.work: list[float] = []
        self.intervals: list[float] = []
        self.waits: list[float] = []
        self.shows: list[float] = []
        self.overshoots: list[float] = []
        self.cpu: list[float] = []
        self.gc_pauses: list[float] = []

    def add(self, work_ms: float, interval_ms: float | None, wait_ms: float = 0.0, show_ms: float = 0.0,
            overshoot_ms: float = 0.0, cpu_ms: float = 0.0) -> None:
        self.work.append(work_ms)
        if interval_ms is not None:
            self.intervals.append(interval_ms)
        self.waits.append(wait_ms)
        self.shows.append(show_ms)
        self.overshoots.append(overshoot_ms)
        self.cpu.append(cpu_ms)
        if len(self.work) > self.keep:
            for name in self.SERIES:
                del getattr(self, name)[: self.keep // 2]

    def clear(self) -> None:
        for name in self.SERIES:
            getattr(self, name).clear()
        self.gc_pauses.clear()


# ---------------------------------------------------------------------------------------- the app
class App:
    """The window, the canvas, the stack and the loop (``step`` is one frame)."""

    def __init__(
        self,
        window_size: tuple[int, int] | None = None,
        *,
        smoke: bool = False,
        settings: Settings | None = None,
        fixed_dt: float | None = None,
        bot_worker: bool | None = None,
        present: str | None = None,
        prefetch_fonts: bool | None = None,
    ) -> None:
        """``prefetch_fonts``: open the menu's first fonts on a helper thread while the window opens
        (by default for the program's own window: no ``window_size``, not ``smoke``)."""
        os.environ.setdefault("SDL_VIDEO_CENTERED", "1")
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption("Salon")
        pygame.key.set_repeat(KEY_REPEAT_DELAY, KEY_REPEAT_INTERVAL)
        self._keys_down: set[int] = set()  # keys pressed and not yet released (see REPEATING_KEYS)
        self.settings = settings if settings is not None else Settings.load()
        set_language(self.settings.language)
        self.assets = Assets()
        if prefetch_fonts if prefetch_fonts is not None else window_size is None and not smoke:
            from scenes.menu import first_frame_fonts  # the program's first screen

            self.assets.prefetch_fonts(first_frame_fonts(self.settings))  # while the window opens
        from scenes.window_state import WindowMemory

        # the real program's window opens where and as large as it was left (tests give a size)
        self.window_memory = WindowMemory(window_size is None and not smoke)
        self.window_memory.place()
        self._windowed_size = tuple(window_size or self.window_memory.size or default_window_size())
        icon = self._icon()
        try:
            pygame.display.set_icon(icon)  # before the window opens: pygame would load its own first
        except pygame.error:
            pass
        self.presenter = presenting.choose(
            (int(self._windowed_size[0]), int(self._windowed_size[1])),
            self.settings.fullscreen and window_size is None, present)
        self.canvas = pygame.Surface(LOGICAL_SIZE).convert()  # the frame last drawn (``_frame_canvas``)
        self._own = self.canvas  # the app's own canvas (the window's surface may serve instead)
        self._spare: pygame.Surface | None = None  # the other canvas, while the last is being shrunk
        # in the real loop a frame's shrink into a smaller window may run beside the next frame's work
        self.presenter.may_overlap = fixed_dt is None
        draw.bind(self.assets)
        self._set_icon(icon)
        self.stack = SceneStack()
        self.sound = Sound(self.settings, enabled=not smoke, deferred=True)  # opens after the first frame
        self.ctx = AppContext(
            self.assets, self.settings, self.sound, self.stack, self.request_quit, smoke=smoke,
            set_fullscreen=self.set_fullscreen, toast=self.toast,
        )
        self.clock = pygame.time.Clock()  # kept for scenes that ask for the frame rate
        self.pacer = Pacer()
        self.stats = FrameStats()
        self._frame_start: float | None = None
        self._shown: float | None = None  # when the previous frame went on the screen
        self._last_gc = time.perf_counter()
        self.fixed_dt = fixed_dt
        self.running = True
        # bots think in a worker process when there are two cores (None: decide from the machine)
        from game.bots import worker as bot_worker_module

        use_worker = bot_worker if bot_worker is not None else bot_worker_module.cores() >= 2
        self.bots = bot_worker_module.BotWorker() if use_worker else None
        self._attached: set[int] = set()
        gc.set_threshold(*GC_THRESHOLDS)
        gc.callbacks.append(self._gc_timer)
        self._gc_t0 = 0.0
        self._settle = False
        self._idle_gc = False  # a collection run in idle time is not a frame's pause
        self.frames = 0
        self.on_first_frame: Any = None  # called once the first frame is presented (start-up measures)
        self._tidy_saves_due = False  # the saves folder's housekeeping waits for the second frame
        self.errors: list[str] = []  # every caught scene error, in order (smoke and tests read it)
        self._consecutive_errors = 0
        self._toast: tuple[str, float, bool] | None = None
        self._last_top: Scene | None = None
        self._fade_from: pygame.Surface | None = None
        self._fade_left = 0.0

    # ------------------------------------------------------------ window
    @property
    def window(self) -> Any:
        """The window (the display surface, or the ``pygame.Window`` the GPU draws into)."""
        return self.presenter.window

    @staticmethod
    def _icon() -> pygame.Surface:
        """The window's icon: the shipped one, or a brass diamond on walnut drawn here."""
        try:
            return pygame.image.load(asset_path("icon", "salon.png"))
        except (pygame.error, OSError, FileNotFoundError):
            pass
        icon = pygame.Surface((64, 64), pygame.SRCALPHA)
        pygame.draw.rect(icon, theme.WALNUT, icon.get_rect(), border_radius=14)
        pygame.draw.rect(icon, theme.BRASS, icon.get_rect(), 4, border_radius=14)
        draw.shape(icon, "diamond", (32, 32), 20, theme.BRASS, theme.CREAM)
        return icon

    def _set_icon(self, icon: pygame.Surface) -> None:
        try:
            self.presenter.set_icon(icon)
        except pygame.error:
            pass

    @property
    def window_size(self) -> tuple[int, int]:
        size = self.presenter.size
        if size is not None:
            return size
        return (int(self._windowed_size[0]), int(self._windowed_size[1]))

    def set_fullscreen(self, on: bool) -> None:
        """Switch fullscreen (F11 or the settings screen); remembered in the settings."""
        if not pygame.display.get_init():
            return
        if not on and not self.settings.fullscreen:
            return
        if on:
            self._windowed_size = self.window_size
        self.settings.fullscreen = on
        self.presenter.set_fullscreen(on, (int(self._windowed_size[0]), int(self._windowed_size[1])))
        self.settings.save()

    def toggle_fullscreen(self) -> None:
        self.set_fullscreen(not self.settings.fullscreen)

    def _start_fade(self) -> None:
        """A short cross-fade from the last frame when the top scene changes (not when instant)."""
        first = self._last_top is None
        self._last_top = self.stack.top
        if first or self.ctx.smoke or self.settings.animation_speed == "instant":
            self._fade_from = None
            return
        self._fade_from = self.canvas.copy()
        self._fade_left = FADE_SECONDS

    # ------------------------------------------------------------ services for scenes
    def toast(self, message: str, warning: bool = False, seconds: float = 2.6) -> None:
        """Show a short message above everything."""
        self._toast = (message, seconds, warning)

    def request_quit(self) -> None:
        self.running = False

    def close_requested(self) -> None:
        """The window is closing: let each scene autosave, then stop — unless a game's last moves
        could not be saved, when the player is asked first (a second close quits)."""
        from scenes.table.savestatus import UnsavedQuitOverlay, ask_before_quitting

        if any(isinstance(s, UnsavedQuitOverlay) for s in self.stack.scenes):
            self.running = False
            return
        for scene in reversed(self.stack.scenes):
            try:
                hook = getattr(scene, "on_app_close", None)
                if callable(hook):
                    hook()
                controller = getattr(scene, "controller", None)
                if controller is not None and hasattr(controller, "autosave"):
                    controller.autosave()
            except Exception as exc:  # noqa: BLE001 - closing must always work
                log.error("autosave on close failed: %s", exc, exc_info=exc)
        try:
            if ask_before_quitting(self.ctx, self.request_quit):
                self.stack.apply_pending()
                return
        except Exception as exc:  # noqa: BLE001 - closing must always work
            log.error("could not ask before quitting: %s", exc, exc_info=exc)
        self.running = False

    # ------------------------------------------------------------ the frame
    def step(self, events: Iterable[pygame.event.Event] | None = None, dt: float | None = None) -> bool:
        """One frame: pending stack changes, input, update, draw, the canvas prepared for the screen;
        then (in the real loop, not with a fixed ``dt``) the wait for the frame's moment, and the flip.
        False once quitting."""
        start = time.perf_counter()
        cpu_start = time.process_time()
        previous, self._frame_start = self._frame_start, start
        interval = None if previous is None else start - previous
        if dt is None:
            if self.fixed_dt is not None:
                dt = self.fixed_dt
            else:
                dt = min(0.1, interval if interval is not None else 1.0 / FPS)
        if self._tidy_saves_due and self.frames:
            self.tidy_saves()  # the menu's first frame is out (``start``)
        if self._settle:
            self._settle = False
            self._settle_memory()  # the new screen's first frame is out: only this one waits for it
        self._guard("stack", self.stack.apply_pending)
        if self.stack.top is not self._last_top:
            self._start_fade()
            self._settle = True
        self._attach_bots()
        window = self.window_size
        incoming = list(pygame.event.get())
        if events is not None:
            incoming.extend(events)
        for event in incoming:
            self.window_memory.observe(event, self.settings.fullscreen)
            if event.type in presenting.REPAINT_EVENTS:
                self.presenter.invalidate()  # the window's pixels may be gone: the next frame goes up whole
            if self._dropped_repeat(event):
                continue
            if not self._system_event(event):
                mapped = map_event(event, window)
                self._guard("handle", lambda e=mapped: self.stack.handle(e))
            if not self.running:
                return False
        self._guard("update", lambda: self.stack.update(dt))
        if self._toast is not None:
            msg, left, warn = self._toast
            left -= dt
            self._toast = (msg, left, warn) if left > 0 else None
        self.canvas = self._frame_canvas()
        if not self.stack.paints_whole():
            self.canvas.fill(theme.WALNUT)
        ok = self._guard("draw", lambda: self.stack.draw(self.canvas))
        if self._fade_from is not None:
            self._fade_left -= dt
            if self._fade_left <= 0:
                self._fade_from = None
            else:
                self._fade_from.set_alpha(int(255 * self._fade_left / FADE_SECONDS))
                self.canvas.blit(self._fade_from, (0, 0))
        if ok:
            self._consecutive_errors = 0
        if self._toast is not None:
            msg, left, warn = self._toast
            draw.toast(self.canvas, msg, alpha=min(1.0, left / 0.4), warning=warn)
        self.presenter.prepare(self.canvas)
        ready = time.perf_counter()
        cpu_ready = time.process_time()
        self.pacer.overshoot = 0.0
        if self.fixed_dt is None and self.running and not self._settle:
            self._idle_collect(self.pacer.slack(), ready)
            self.pacer.wait()
        waited = time.perf_counter()
        cpu_waited = time.process_time()
        self.presenter.show()
        shown = time.perf_counter()
        cpu = (cpu_ready - cpu_start) + (time.process_time() - cpu_waited)
        self.frames += 1
        if self.frames == 1:  # the first frame is on the screen: what could wait for it starts now
            if self.on_first_frame is not None:
                self.on_first_frame()
            self.sound.open()  # the audio device and the sounds
            if self.bots is not None:
                self.bots.start()  # the bot worker: warm by the time a bot plays
        previous_shown, self._shown = self._shown, shown
        self.stats.add(
            ((ready - start) + (shown - waited)) * 1000.0,
            None if previous_shown is None else (shown - previous_shown) * 1000.0,
            (waited - ready) * 1000.0,
            (shown - waited) * 1000.0,
            self.pacer.overshoot * 1000.0,
            cpu * 1000.0,
        )
        return self.running

    def _frame_canvas(self) -> pygame.Surface:
        """Where this frame is drawn: straight into the window's surface when it is the logical
        size (``direct``: no copy to present it), else the app's own canvas — or its other one
        while the presenter still shrinks the last frame from it."""
        direct = self.presenter.direct()
        if direct is not None:
            return direct
        if self.presenter.reading(self._own):
            spare = self._spare
            if spare is None or spare.get_size() != self._own.get_size():
                spare = pygame.Surface(self._own.get_size()).convert()
            self._own, self._spare = spare, self._own
        return self._own

    def present(self) -> None:
        """Put the canvas on the screen now, scaled and letterboxed (``scenes.present``)."""
        self.presenter.present(self.canvas)

    # ------------------------------------------------------------ memory and bots
    def _gc_timer(self, phase: str, info: dict[str, Any]) -> None:
        """Times the collections that interrupt a frame's work (not the ones run in idle time)."""
        if self._idle_gc:
            return
        if phase == "start":
            self._gc_t0 = time.perf_counter()
        else:
            self.stats.gc_pauses.append((time.perf_counter() - self._gc_t0) * 1000.0)

    def _settle_memory(self) -> None:
        """A new screen: collect what the old one left, then freeze what is loaded now (the new
        screen's caches, the game) out of the collector's way. What an earlier freeze kept is
        unfrozen first: a screen since closed (a table and its cycles) would otherwise stay in
        memory for good, some 50 MB per game played."""
        self._idle_gc = True
        try:
            gc.unfreeze()
            gc.collect()
            gc.freeze()
        finally:
            self._idle_gc = False
        self._last_gc = time.perf_counter()

    def _idle_collect(self, slack: float, done: float) -> None:
        """A full collection now and then, before the wait of a frame whose work left room for it."""
        if slack >= IDLE_GC_SLACK and done - self._last_gc >= IDLE_GC_SECONDS:
            self._idle_gc = True
            try:
                gc.collect()
            finally:
                self._idle_gc = False
            self._last_gc = time.perf_counter()

    def _attach_bots(self) -> None:
        """Give every game on the stack the worker (or, without one, a slice limit for inline thinking)."""
        for scene in self.stack.scenes:
            c = getattr(scene, "controller", None)
            if c is None or id(c) in self._attached or not hasattr(c, "use_thinker"):
                continue
            self._attached.add(id(c))
            c.use_thinker(self.bots, BOT_SLICE_MS)
            seats = getattr(c, "seats", ())
            if self.bots is not None and any(s.kind == "bot" and s.level != "random" for s in seats):
                self.bots.start()  # spawned now, so it is ready by the first bot's turn

    def _dropped_repeat(self, event: pygame.event.Event) -> bool:
        """True for an auto-repeated KEYDOWN of a key that must act once per press (Enter, Space,
        Escape…): only ``REPEATING_KEYS`` repeat. Keeps ``_keys_down`` up to date."""
        if event.type == pygame.KEYUP:
            self._keys_down.discard(getattr(event, "key", None))
            return False
        if event.type == pygame.WINDOWFOCUSLOST:  # a key released in another window never says so
            self._keys_down.clear()
            return False
        if event.type != pygame.KEYDOWN:
            return False
        key = int(getattr(event, "key", -1))
        if key not in self._keys_down:
            self._keys_down.add(key)
            return False
        return key not in REPEATING_KEYS

    def _system_event(self, event: pygame.event.Event) -> bool:
        """Window-level events handled here (quit, F11); True when handled."""
        if event.type == pygame.QUIT:
            self.close_requested()
            return True
        if event.type == pygame.WINDOWCLOSE and self.presenter.kind == "gpu" and self.presenter.owns(event):
            self.close_requested()  # the GPU's window has a hidden companion: its close is the quit
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return True
        if event.type == pygame.VIDEORESIZE and not self.settings.fullscreen:
            self._windowed_size = (event.w, event.h)
            return True
        return False

    def _guard(self, where: str, fn: Any) -> bool:
        """Run ``fn``; a scene's exception is logged and shown, never raised."""
        try:
            fn()
            return True
        except Exception as exc:  # the program never crashes to the desktop
            self._scene_failed(exc, where)
            return False

    def _scene_failed(self, exc: Exception, where: str) -> None:
        top = type(self.stack.top).__name__ if self.stack.top is not None else "-"
        summary = f"{type(exc).__name__}: {exc}"
        self.errors.append(f"{where} in {top}: {summary}")
        log.error("scene error (%s in %s): %s", where, top, summary, exc_info=exc)
        path = write_crash_log(exc, f"{where} in {top}")
        self._consecutive_errors += 1
        self.stack._pending.clear()
        if self._consecutive_errors > MAX_CONSECUTIVE_ERRORS:
            # the error screen itself keeps failing: fall back to the menu, then give up
            self.stack.scenes.clear()
            if self._consecutive_errors > MAX_CONSECUTIVE_ERRORS * 2:
                self.running = False
                return
            self.ctx.to_menu()
            return
        if isinstance(self.stack.top, ErrorOverlay):
            return
        self.stack.push(ErrorOverlay(self.ctx, summary, str(path) if path else "-"))

    # ------------------------------------------------------------ running
    def start(self, first: Scene | None = None) -> None:
        """The first scene, and the housekeeping of the saves folder (temp files a kill left, the old
        single autosave moved into the per-game layout): before the first frame when that scene is
        given, at the start of the second frame when it is the menu (whose first frame reads and
        writes no save: it need not wait for the saves code to load)."""
        if first is None:
            first = self.ctx.scene("menu")
            self._tidy_saves_due = True
        else:
            self.tidy_saves()
        self.stack.push(first)

    def tidy_saves(self) -> None:
        self._tidy_saves_due = False
        from game.core import store

        try:
            store.start_up()
        except Exception as exc:  # noqa: BLE001 - a folder we cannot tidy must not stop the menu
            log.error("saves housekeeping failed: %s", exc, exc_info=exc)

    def loop(self) -> int:
        while self.running:
            self.step()
        return 0

    def shutdown(self) -> None:
        self.assets.wait_for_fonts()  # no font may still be opening when pygame closes
        if self._tidy_saves_due:
            self.tidy_saves()  # closed before its second frame: the housekeeping still runs once
        self.window_memory.save((int(self._windowed_size[0]), int(self._windowed_size[1])))
        for scene in self.stack.scenes:
            closer = getattr(getattr(scene, "controller", None), "close", None)
            if callable(closer):
                try:
                    closer()  # the move journal made durable and closed
                except Exception as exc:  # noqa: BLE001 - shutting down must always work
                    log.error("closing a game failed: %s", exc, exc_info=exc)
        if self.bots is not None:
            self.bots.close()
        if self._gc_timer in gc.callbacks:
            gc.callbacks.remove(self._gc_timer)
        self.sound.close()
        self.presenter.close()
        pygame.display.quit()

    def screenshot(self, path: str | Path) -> Path:
        """Save the logical canvas as a PNG (tests, the smoke run, the screenshots we review)."""
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.canvas, str(path))
        return path


# ---------------------------------------------------------------------------------------- errors
class ErrorOverlay(Scene):
    """Shown when a scene failed: what happened, that nothing is lost, and the ways out."""

    opaque = True

    def __init__(self, ctx: AppContext, summary: str, path: str) -> None:
        super().__init__(ctx)
        from scenes.widgets import Button, FocusRing

        self.summary = summary if len(summary) < 240 else summary[:237] + "…"
        self.path = path
        cx = LOGICAL_SIZE[0] // 2
        self.buttons = [
            Button(pygame.Rect(cx - 420, 650, 380, 84), tr("ui.crash.retry"), self._retry, name="retry"),
            Button(
                pygame.Rect(cx + 40, 650, 380, 84), tr("ui.crash.menu"), self._menu, primary=True, name="menu"
            ),
        ]
        # Tab / arrows / Enter reach both ways out; Enter alone goes back to the menu
        self.focus = FocusRing(ctx, lambda: self.buttons, default=self.buttons[1])

    def _retry(self) -> None:
        self.ctx.stack.pop()

    def _menu(self) -> None:
        self.ctx.to_menu()

    def handle(self, event: pygame.event.Event) -> bool:
        if self.focus.handle(event):
            return True
        for b in self.buttons:
            if b.handle(event, self.ctx):
                return True
        return True  # nothing below gets input while the error is shown

    def update(self, dt: float) -> None:
        self.focus.update(dt)

    def draw(self, canvas: pygame.Surface) -> None:
        canvas.blit(draw.walnut(canvas.get_size()), (0, 0))
        box = pygame.Rect(0, 0, 1100, 470)
        box.center = (LOGICAL_SIZE[0] // 2, LOGICAL_SIZE[1] // 2)
        draw.panel(canvas, box, theme.CREAM, 24, border=theme.REFUSAL, border_width=4)
        draw.text(
            canvas, tr("ui.crash.title"), (box.centerx, box.top + 66), 52, theme.REFUSAL, "center", bold=True
        )
        draw.text(
            canvas,
            tr("ui.crash.body", error=self.summary, path=self.path),
            (box.centerx, box.top + 130),
            28,
            theme.INK,
            "midtop",
            box.width - 120,
            wrap_lines=True,
            max_lines=5,
        )
        for b in self.buttons:
            b.draw(canvas)
        self.focus.draw(canvas)


# ---------------------------------------------------------------------------------------- headless
class Headless:
    """Drive the real App frame by frame from code (tests, the smoke run, screenshots).

    Positions given to ``click``/``move`` are logical; they are converted to window coordinates and
    posted as real pygame events, so the app's own mapping is exercised.
    """

    def __init__(
        self,
        window_size: tuple[int, int] = (1280, 720),
        *,
        smoke: bool = False,
        settings: Settings | None = None,
        first: Scene | None | bool = None,
        bot_worker: bool = False,
    ) -> None:
        self.app = App(window_size, smoke=smoke, settings=settings, fixed_dt=1 / 60, bot_worker=bot_worker)
        self.ctx = self.app.ctx
        if first is not False:
            self.app.start(first if isinstance(first, Scene) else None)
        self.step()

    @property
    def top(self) -> Scene | None:
        return self.app.stack.top

    def step(
        self, events: Iterable[pygame.event.Event] | None = None, frames: int = 1, dt: float | None = None
    ) -> bool:
        ok = True
        for _ in range(frames):
            ok = self.app.step(events, dt)
            events = None
        return ok

    def _window(self, pos: tuple[int, int]) -> tuple[int, int]:
        return to_window(pos, self.app.window_size)

    def click(self, pos: tuple[int, int], button: int = 1, frames: int = 1) -> None:
        wpos = self._window(pos)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=wpos, rel=(0, 0), buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=wpos, button=button))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=wpos, button=button))
        self.step(frames=frames)

    def move(self, pos: tuple[int, int]) -> None:
        wpos = self._window(pos)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=wpos, rel=(0, 0), buttons=(0, 0, 0)))
        self.step()

    def key(self, key: int, unicode: str = "", mod: int = 0) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, unicode=unicode, mod=mod, scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, scancode=0))
        self.step()

    def type_text(self, s: str) -> None:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=s))
        self.step()

    def screenshot(self, path: str | Path) -> Path:
        return self.app.screenshot(path)

    def close(self) -> None:
        self.app.shutdown()


# ---------------------------------------------------------------------------------------- entry
def setup_logging() -> None:
    """Log warnings to stderr and to a log file in the user-data folder."""
    root = logging.getLogger()
    if root.handlers:
        return
    root.setLevel(logging.INFO)
    fmt = logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s")
    err = logging.StreamHandler()
    err.setLevel(logging.WARNING)
    err.setFormatter(fmt)
    root.addHandler(err)
    try:
        fh = logging.FileHandler(paths.data_dir() / "salon.log", encoding="utf-8")
        fh.setFormatter(fmt)
        root.addHandler(fh)
    except OSError:
        pass


def first_frame(announce: Any = None) -> float:
    """Open the app, paint its first menu frame, close; the seconds from creating the app to the
    moment that frame was presented (for ``--first-frame``), also given to ``announce`` then."""
    t0 = time.perf_counter()
    presented: list[float] = []

    def on_first_frame() -> None:
        presented.append(time.perf_counter() - t0)
        if announce is not None:
            announce(presented[0])

    app = App(bot_worker=False)
    app.on_first_frame = on_first_frame
    try:
        app.start()
        app.step()
        return presented[0] if presented else time.perf_counter() - t0
    finally:
        app.running = False
        app.shutdown()


def run(args: Any = None) -> int:
    """Open the window and play until the player quits (``main.py --smoke`` runs ``scenes.smoke``)."""
    setup_logging()
    try:
        app = App()
    except pygame.error as exc:
        print(f"Salon could not open a window: {exc}")
        return 1
    try:
        app.start()
        return app.loop()
    except Exception as exc:  # the last line of defence: log, tell, exit cleanly
        path = write_crash_log(exc, "main loop")
        print(f"Salon stopped after an unexpected error: {exc} (details in {path})")
        return 1
    finally:
        app.shutdown()
