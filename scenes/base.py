"""The scene lifecycle contract, the scene stack and the context every scene receives.

Written once here (Tuxemon's lesson): ``enter / exit / pause / resume / handle(event) -> consumed /
update(dt) / draw(canvas)`` plus ``opaque``. Scenes get an ``AppContext`` in their constructor;
nothing is global. Push and pop are queued and take effect between frames. Input goes to the top
scene first and passes down while unconsumed.

Scenes open one another by name through the router below (``ctx.scene("setup", game_id)``,
``ctx.open("open_table", controller)``, ``ctx.to_menu()``), never by importing each other: the menu
leads to the setup, the setup to the table, the table to the scores and the scores back to the menu,
and a scene module that imported the next one would close that circle in the import graph.
"""

from __future__ import annotations

import dataclasses
import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:  # imported for types only: these modules import this one
    from scenes.assets import Assets
    from scenes.settings import Settings
    from scenes.sound import Sound

LOGICAL_SIZE = (1920, 1080)


class Scene:
    """Base scene. Override what you need; the defaults do nothing and consume nothing."""

    opaque = True  # an opaque scene hides (and skips drawing) the scenes below it
    paints_whole = False  # its draw first covers every pixel of the canvas with opaque paint
    max_text_size = 150  # per cent: the largest text size its layout holds

    def __init__(self, ctx: AppContext) -> None:
        self.ctx = ctx

    def enter(self) -> None:
        """Pushed onto the stack."""

    def exit(self) -> None:
        """Popped off the stack."""

    def pause(self) -> None:
        """Another scene was pushed above this one."""

    def resume(self) -> None:
        """The scene above was popped; this one is on top again."""

    def handle(self, event: pygame.event.Event) -> bool:
        """Handle one input event (positions already in logical canvas coordinates).

        Return True when consumed; unconsumed events pass to the scene below.
        """
        return False

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds (only the top scene is updated)."""

    def draw(self, canvas: pygame.Surface) -> None:
        """Draw onto the logical canvas."""

    def language_changed(self) -> None:
        """The interface language changed: re-make any words this scene made once and kept
        (button labels, cached surfaces). A scene that renders its words every frame needs nothing."""

    def text_size_changed(self) -> None:
        """The player's text size changed: re-make what was measured at the old one (by default
        what a change of language re-makes: the words, their boxes and cached surfaces)."""
        self.language_changed()


class SceneStack:
    """The stack of scenes; changes requested during a frame happen between frames."""

    def __init__(self) -> None:
        self.scenes: list[Scene] = []
        self._pending: list[tuple[str, Any]] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        self._pending.append(("push", scene))

    def pop(self) -> None:
        self._pending.append(("pop", None))

    def replace(self, scene: Scene) -> None:
        """Pop the top scene and push ``scene``."""
        self._pending.append(("pop", None))
        self._pending.append(("push", scene))

    def clear_to(self, scene: Scene) -> None:
        """Pop everything and push ``scene`` (e.g. back to the menu)."""
        self._pending.append(("clear", None))
        self._pending.append(("push", scene))

    def language_changed(self) -> None:
        """Tell every scene on the stack that the language changed (the settings screen calls it)."""
        for scene in list(self.scenes):
            scene.language_changed()

    def text_size_changed(self) -> None:
        """Tell every scene on the stack that the text size changed, each under its own text size
        (the settings screen calls it between frames)."""
        for scene in list(self.scenes):
            text_size_for(scene)
            scene.text_size_changed()
        if self.scenes:
            text_size_for(self.scenes[-1])

    def call_later(self, fn: Callable[[], None]) -> None:
        """Run ``fn`` between frames, after the stack changes queued before it."""
        self._pending.append(("call", fn))

    def apply_pending(self) -> None:
        while self._pending:
            op, arg = self._pending.pop(0)
            if op == "push":
                if self.scenes:
                    self.scenes[-1].pause()
                self.scenes.append(arg)
                arg.enter()
            elif op == "pop" and self.scenes:
                self.scenes.pop().exit()
                if self.scenes:
                    self.scenes[-1].resume()
            elif op == "clear":
                while self.scenes:
                    self.scenes.pop().exit()
            elif op == "call":
                arg()

    def handle(self, event: pygame.event.Event) -> bool:
        """Offer an event top-down until a scene consumes it."""
        for scene in reversed(self.scenes):
            text_size_for(scene)
            if scene.handle(event):
                return True
            if scene.opaque:
                return False
        return False

    def update(self, dt: float) -> None:
        if self.scenes:
            text_size_for(self.scenes[-1])
            self.scenes[-1].update(dt)

    def _first_drawn(self) -> int:
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                return i
        return 0

    def paints_whole(self) -> bool:
        """Whether the first scene drawn covers the whole canvas itself (no backdrop needed first)."""
        return bool(self.scenes) and bool(self.scenes[self._first_drawn()].paints_whole)

    def draw(self, canvas: pygame.Surface) -> None:
        for scene in self.scenes[self._first_drawn():]:
            text_size_for(scene)
            scene.draw(canvas)


def text_size_for(scene: Scene) -> None:
    """Text drawn for ``scene`` from now on follows the player's text size, as far as the scene's
    layout holds it (``max_text_size``)."""
    from scenes import draw

    settings = getattr(getattr(scene, "ctx", None), "settings", None)
    draw.set_text_scale(text_scale(settings, scene.max_text_size))


def text_scale(settings: Any, max_text_size: int) -> float:
    """The text scale a scene holding at most ``max_text_size`` per cent draws at for ``settings``."""
    percent = getattr(settings, "text_size", 100)
    if not isinstance(percent, int) or isinstance(percent, bool):
        percent = 100
    return max(100, min(percent, int(max_text_size))) / 100


# ---------------------------------------------------------------------------------------- the router
# Every scene another scene may open, by name: "module:class". Imported at first use.
SCENES: dict[str, str] = {
    "menu": "scenes.menu:MenuScene",
    "setup": "scenes.setup:SetupScene",
    "table": "scenes.table.table:TableScene",
    "scoring": "scenes.scoring:ScoringScene",
    "pause": "scenes.pause:PauseOverlay",
    "seats": "scenes.seats:SeatsOverlay",
    "load": "scenes.load:LoadScene",
    "history": "scenes.history:HistoryScene",
    "stats": "scenes.stats:StatsScene",
    "replay": "scenes.replay:ReplayScene",
    "learn": "scenes.tutorial.learn:LearnScene",
    "rules": "scenes.rules_ref:RulesOverlay",
    "options": "scenes.options:OptionsScene",
}
# The ways into a scene that need more than its constructor (they check first, and say why not with
# a toast): "module:function", called with the context first. Each returns True when it opened.
OPENERS: dict[str, str] = {
    "open_table": "scenes.setup:open_table",  # (controller, *, from_menu=True)
    "open_save": "scenes.load:open_save",  # (path)
    "open_replay": "scenes.history:open_replay_scene",  # (path)
    "open_seats": "scenes.seats:open_seats",  # (controller)
}


def _resolve(table: dict[str, str], name: str) -> Any:
    if name not in table:
        raise KeyError(f"no route named {name!r} (known: {', '.join(sorted(table))})")
    module, _, attr = table[name].partition(":")
    return getattr(importlib.import_module(module), attr)


def scene_class(name: str) -> type[Scene]:
    """The class of the scene named ``name`` in ``SCENES`` (for ``isinstance`` checks too)."""
    cls: type[Scene] = _resolve(SCENES, name)
    return cls


@dataclasses.dataclass
class AppContext:
    """What every scene receives: shared services, no globals."""

    assets: Assets
    settings: Settings
    sound: Sound
    stack: SceneStack
    quit: Callable[[], None]
    smoke: bool = False  # the --smoke run: scenes may auto-advance where a person would click
    extras: dict[str, Any] = dataclasses.field(default_factory=dict)
    # the window's full-screen switch (the App sets it; None without a window: then the setting
    # alone changes, for the next start)
    set_fullscreen: Callable[[bool], None] | None = None
    # the App's toast (a short message over every scene); None without an App
    toast: Callable[..., None] | None = None

    # ------------------------------------------------------------ navigation
    def scene(self, name: str, *args: Any, **kwargs: Any) -> Scene:
        """A new scene of the kind named ``name`` (see ``SCENES``), built for this context."""
        return scene_class(name)(self, *args, **kwargs)

    def open(self, name: str, *args: Any, **kwargs: Any) -> bool:
        """Call the opener named ``name`` (see ``OPENERS``) with this context first."""
        return bool(_resolve(OPENERS, name)(self, *args, **kwargs))

    def to_menu(self) -> None:
        """Leave everything on the stack for a fresh menu."""
        self.stack.clear_to(self.scene("menu"))
