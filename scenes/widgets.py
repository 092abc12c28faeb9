"""Small interface widgets drawn with ``scenes.draw``: buttons, toggles, cycling selectors, a text
field, a slider and a scroll area. Each widget keeps its own rect in logical coordinates, reads
``event.pos`` (never ``pygame.mouse.get_pos()``), and calls back when it is used.

Keyboard focus lives here too, so every scene gets the same behaviour: a scene keeps one
``FocusRing`` over its widgets in reading order. Tab / Shift+Tab walk that order (wrapping), the
arrow keys move to the nearest widget in their direction (a selector keeps Left/Right for its
value), Enter or Space does what a click does. The brass ring is shown only once a key has been
pressed and hides again when the mouse moves; hovering quietly moves the focus, so the keys carry
on from where the mouse was. Mouse users see nothing new.

One file because every widget and the focus ring that walks them share the ``Widget`` base (its
rect, focus and activation), and every scene imports both; a newcomer reads ``Widget`` first, then
the widget they need, then ``FocusRing`` (the second half).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from scenes import draw, theme
from scenes.base import AppContext

KEYBOARD_FLAG = "keyboard_focus"  # ctx.extras: the player is driving with keys (focus rings shown)
ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
FOCUS_GAP = 8  # the ring sits this far outside the widget
FOCUS_DARK = (0x7A, 0x5C, 0x12)  # the dark brass edge that keeps the ring visible on cream paper


def toast(ctx: AppContext, message: str, warning: bool = False) -> None:
    """Show a short message (falls back to the log when no App is running, e.g. in unit tests)."""
    if ctx.toast is not None:
        ctx.toast(message, warning)
    note_message(ctx, message)


def note_message(ctx: AppContext, message: str) -> None:
    """Keep ``message`` in the list of messages shown (``ctx.extras["toasts"]``), for a scene that
    shows it in a place of its own rather than as the app's toast (the table's prompt line)."""
    ctx.extras.setdefault("toasts", []).append(message)


class Widget:
    """A rect that can be hovered and clicked (and focused and pressed from the keyboard)."""

    focus_radius = 14  # corner radius of the widget's shape, so the focus ring follows it
    focus_when_hidden = False  # a scrolled-away widget its scene scrolls back into view on focus

    def __init__(self, rect: pygame.Rect, enabled: bool = True) -> None:
        self.rect = pygame.Rect(rect)
        self.enabled = enabled
        self.hover = False
        self.pressed = False
        self.visible = True
        self.name = ""  # a stable id (tests, and the focus finds a rebuilt widget again by it)

    # ------------------------------------------------------------ keyboard
    @property
    def focusable(self) -> bool:
        return self.enabled and (self.visible or self.focus_when_hidden)

    def focus_rect(self) -> pygame.Rect:
        """What the focus ring goes around."""
        return self.rect

    def on_focus(self) -> None:
        """The keyboard moved the focus here."""

    def on_blur(self) -> None:
        """The keyboard moved the focus away."""

    def key(self, event: pygame.event.Event, ctx: AppContext | None = None) -> bool:
        """A key pressed while this widget has the keyboard focus, before navigation; True if used."""
        return False

    def press(self, ctx: AppContext | None = None) -> None:
        """Enter or Space on the focused widget: what a click in its middle does."""
        if ctx is not None:
            ctx.sound.play("click")
        self.activate(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=self.rect.center, button=1))

    def handle(self, event: pygame.event.Event, ctx: AppContext | None = None) -> bool:
        """Track hover/press; call ``activate`` on a release over the widget. True when consumed."""
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.pressed = self.enabled
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was = self.pressed
            self.pressed = False
            if was and self.enabled and self.rect.collidepoint(event.pos):
                if ctx is not None:
                    ctx.sound.play("click")
                self.activate(event)
                return True
            return self.rect.collidepoint(event.pos)
        return False

    def activate(self, event: pygame.event.Event) -> None:
        """The widget was clicked."""

    def draw(self, canvas: pygame.Surface) -> None:
        """Draw the widget."""


class Button(Widget):
    def __init__(
        self,
        rect: pygame.Rect,
        label: str,
        on_click: Callable[[], Any] | None = None,
        *,
        primary: bool = False,
        enabled: bool = True,
        size: int = 30,
        icon: str | None = None,
        icon_surface: pygame.Surface | None = None,
        name: str = "",
    ) -> None:
        super().__init__(rect, enabled)
        self.label = label
        self.on_click = on_click
        self.primary = primary
        self.size = size
        self.icon = icon
        self.icon_surface = icon_surface
        self.name = name or label

    def activate(self, event: pygame.event.Event) -> None:
        if self.on_click is not None:
            self.on_click()

    def label_room(self) -> int:
        """How wide the label may be before ``draw`` cuts it (a cut label owes a hover with it whole)."""
        icon = self.icon_surface
        if icon is None and self.icon:
            return self.rect.w - int(self.size * 1.3) - 40
        return self.rect.w - 24 if icon is None else self.rect.w - icon.get_width() - 40

    def label_cut(self) -> bool:
        """Whether ``draw`` cuts the label (too long for one line, or for the two a plain button
        may wrap it onto): a cut label owes a hover with it whole."""
        has_icon = self.icon_surface is not None or bool(self.icon)
        return draw.button_label_cut(self.label, self.size, self.label_room(), self.rect.h, has_icon)

    def draw(self, canvas: pygame.Surface) -> None:
        if not self.visible:
            return
        icon = self.icon_surface
        if icon is None and self.icon:
            ink = theme.INK if self.enabled else (0x4A, 0x43, 0x3D)
            icon = draw.assets().icon(self.icon, int(self.size * 1.3), ink)
        draw.button(
            canvas,
            self.rect,
            self.label,
            hover=self.hover and self.enabled,
            pressed=self.pressed,
            disabled=not self.enabled,
            primary=self.primary,
            size=self.size,
            icon=icon,
        )


class Toggle(Widget):
    """An on/off switch with its label to the left."""

    def __init__(
        self,
        rect: pygame.Rect,
        label: str,
        value: bool,
        on_change: Callable[[bool], Any],
        on_text: str = "",
        off_text: str = "",
    ) -> None:
        super().__init__(rect)
        self.label = label
        self.value = value
        self.on_change = on_change
        self.on_text, self.off_text = on_text, off_text

    focus_radius = 12

    def focus_rect(self) -> pygame.Rect:
        return self.rect.inflate(28, 0) if self.label else self.rect  # room beside the label

    def activate(self, event: pygame.event.Event) -> None:
        self.value = not self.value
        self.on_change(self.value)

    def key(self, event: pygame.event.Event, ctx: AppContext | None = None) -> bool:
        """Left turns it off, Right on (where the knob goes)."""
        if event.key not in (pygame.K_LEFT, pygame.K_RIGHT):
            return False
        if (event.key == pygame.K_RIGHT) != self.value:
            if ctx is not None:
                ctx.sound.play("click")
            self.activate(event)
        return True

    def switch_rect(self) -> pygame.Rect:
        r = pygame.Rect(0, 0, 96, 48)
        r.midright = (self.rect.right - 8, self.rect.centery)
        return r

    def draw(self, canvas: pygame.Surface) -> None:
        draw.text(
            canvas,
            self.label,
            (self.rect.left, self.rect.centery),
            30,
            theme.INK,
            "midleft",
            self.rect.width - 260,
        )
        sw = self.switch_rect()
        track = theme.BRASS if self.value else (0xB8, 0xAD, 0x9C)
        if self.hover:
            track = draw.mix(track, (255, 255, 255), 0.2)
        pygame.draw.rect(canvas, track, sw, border_radius=24)
        pygame.draw.rect(
            canvas, (0x7A, 0x5C, 0x12) if self.value else theme.INK_SOFT, sw, 2, border_radius=24
        )
        knob = (sw.right - 24, sw.centery) if self.value else (sw.left + 24, sw.centery)
        pygame.draw.circle(canvas, theme.CREAM, knob, 19)
        pygame.draw.circle(canvas, theme.INK_SOFT, knob, 19, 2)
        state = self.on_text if self.value else self.off_text
        if state:
            draw.text(canvas, state, (sw.left - 16, sw.centery), 26, theme.INK_SOFT, "midright")


class Cycler(Widget):
    """A value chosen from a list with ‹ and › arrows (a click on the middle goes forward)."""

    def __init__(
        self,
        rect: pygame.Rect,
        choices: Sequence[Any],
        index: int,
        on_change: Callable[[Any], Any],
        labels: Callable[[Any], str] = str,
        label: str = "",
        size: int = 28,
        label_width: int = 0,
    ) -> None:
        super().__init__(rect)
        self.choices = list(choices)
        self.index = max(0, min(len(self.choices) - 1, index))
        self.on_change = on_change
        self.labels = labels
        self.label = label
        self.size = size
        self.label_width = label_width

    @property
    def value(self) -> Any:
        return self.choices[self.index] if self.choices else None

    def set_value(self, value: Any) -> None:
        if value in self.choices:
            self.index = self.choices.index(value)

    def box(self) -> pygame.Rect:
        if not self.label:
            return self.rect
        return pygame.Rect(
            self.rect.left + self.label_width,
            self.rect.top,
            self.rect.width - self.label_width,
            self.rect.height,
        )

    def arrows(self) -> tuple[pygame.Rect, pygame.Rect]:
        b = self.box()
        w = min(44, b.height)
        return pygame.Rect(b.left, b.top, w, b.height), pygame.Rect(b.right - w, b.top, w, b.height)

    focus_radius = 12

    def focus_rect(self) -> pygame.Rect:
        return self.rect.inflate(28, 0) if self.label else self.rect  # room beside the label

    def step(self, delta: int) -> None:
        """The previous (-1) or next (+1) choice, wrapping round like the arrows."""
        if not self.choices:
            return
        self.index = (self.index + delta) % len(self.choices)
        self.on_change(self.value)

    def activate(self, event: pygame.event.Event) -> None:
        left, _ = self.arrows()
        self.step(-1 if left.collidepoint(event.pos) else 1)

    def key(self, event: pygame.event.Event, ctx: AppContext | None = None) -> bool:
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT) and len(self.choices) > 1:
            if ctx is not None:
                ctx.sound.play("click")
            self.step(-1 if event.key == pygame.K_LEFT else 1)
            return True
        return False

    def draw(self, canvas: pygame.Surface) -> None:
        if self.label:
            draw.text(
                canvas,
                self.label,
                (self.rect.left, self.rect.centery),
                30,
                theme.INK,
                "midleft",
                self.label_width - 16,
            )
        b = self.box()
        bg = (0xFB, 0xF4, 0xE2) if self.hover else (0xEA, 0xDF, 0xC6)
        pygame.draw.rect(canvas, bg, b, border_radius=12)
        pygame.draw.rect(canvas, theme.BRASS if self.hover else (0xB8, 0xA0, 0x6A), b, 2, border_radius=12)
        left, right = self.arrows()
        for r, pts in ((left, "l"), (right, "r")):
            cx, cy = r.center
            s = r.height * 0.16
            tri = (
                [(cx + s * 0.6, cy - s), (cx - s * 0.7, cy), (cx + s * 0.6, cy + s)]
                if pts == "l"
                else [(cx - s * 0.6, cy - s), (cx + s * 0.7, cy), (cx - s * 0.6, cy + s)]
            )
            pygame.draw.polygon(canvas, (0x8A, 0x6A, 0x16), tri)
        if self.choices:
            draw.text(
                canvas,
                self.labels(self.value),
                b.center,
                self.size,
                theme.INK,
                "center",
                b.width - 2 * left.width - 8,
                bold=True,
            )


class TextField(Widget):
    """A one-line text entry (click to focus; typing uses TEXTINPUT so every script can be entered)."""

    def __init__(
        self,
        rect: pygame.Rect,
        value: str,
        on_change: Callable[[str], Any],
        *,
        max_len: int = 24,
        allowed: Callable[[str], bool] | None = None,
        size: int = 28,
        upper: bool = False,
        placeholder: str = "",
    ) -> None:
        super().__init__(rect)
        self.value = value
        self.on_change = on_change
        self.max_len = max_len
        self.allowed = allowed
        self.size = size
        self.upper = upper
        self.placeholder = placeholder
        self.focused = False  # typing goes here (the caret shows)
        self.selected = False  # the whole text is selected: the next character replaces it
        self.blink = 0.0

    focus_radius = 10

    def start_editing(self) -> None:
        if not self.focused:
            self.focused = True
            self.blink = 0.0
            try:
                pygame.key.start_text_input()
            except pygame.error:
                pass

    def stop_editing(self) -> None:
        self.focused = False
        self.selected = False

    def on_focus(self) -> None:
        """Tabbing into a field is ready for typing, its text selected: typing replaces it."""
        if not self.focused:
            self.start_editing()
            self.selected = bool(self.value)

    def on_blur(self) -> None:
        self.stop_editing()

    def press(self, ctx: AppContext | None = None) -> None:
        self.start_editing()

    def handle(self, event: pygame.event.Event, ctx: AppContext | None = None) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            was = self.focused
            self.focused = self.rect.collidepoint(event.pos)
            if self.focused and not was:
                try:
                    pygame.key.start_text_input()
                except pygame.error:
                    pass
            return self.focused
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
            return False
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            added = event.text.upper() if self.upper else event.text
            if self.allowed is not None:
                added = "".join(ch for ch in added if self.allowed(ch))
            if added:
                base = "" if self.selected else self.value
                self.selected = False
                self.value = (base + added)[: self.max_len]
                self.on_change(self.value)
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                self.value = "" if self.selected else self.value[:-1]
                self.selected = False
                self.on_change(self.value)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB, pygame.K_ESCAPE):
                self.stop_editing()
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END):
                self.selected = False  # the caret goes back to the end of the text
            return True
        return event.type == pygame.KEYUP

    def update(self, dt: float) -> None:
        self.blink = (self.blink + dt) % 1.0

    def draw(self, canvas: pygame.Surface) -> None:
        bg = (0xFF, 0xFB, 0xF0) if self.focused else (0xFB, 0xF4, 0xE2)
        pygame.draw.rect(canvas, bg, self.rect, border_radius=10)
        rim = theme.BRASS_HOVER if self.focused else theme.BRASS if self.hover else (0xB8, 0xA0, 0x6A)
        pygame.draw.rect(canvas, rim, self.rect, 3 if self.focused else 2, border_radius=10)
        inner = self.rect.width - 32
        if self.value and self.focused and self.selected:
            w = min(inner, draw.font(self.size).size(self.value)[0])
            sel = pygame.Rect(
                self.rect.left + 13, self.rect.centery - self.size // 2 - 4, w + 6, self.size + 8
            )
            pygame.draw.rect(canvas, (0xF1, 0xDC, 0x8E), sel, border_radius=5)
        if self.value:
            r = draw.text(
                canvas,
                self.value,
                (self.rect.left + 16, self.rect.centery),
                self.size,
                theme.INK,
                "midleft",
                inner,
            )
        else:
            r = pygame.Rect(self.rect.left + 16, self.rect.centery, 0, 0)
            if self.placeholder and not self.focused:
                draw.text(
                    canvas,
                    self.placeholder,
                    (self.rect.left + 16, self.rect.centery),
                    self.size,
                    theme.INK_SOFT,
                    "midleft",
                    inner,
                )
        if self.focused and self.blink < 0.55:
            x = r.right + 3
            pygame.draw.line(
                canvas,
                theme.INK,
                (x, self.rect.centery - self.size // 2),
                (x, self.rect.centery + self.size // 2),
                2,
            )


class Slider(Widget):
    """A 0..1 value dragged along a brass track."""

    def __init__(self, rect: pygame.Rect, value: float, on_change: Callable[[float], Any]) -> None:
        super().__init__(rect)
        self.value = max(0.0, min(1.0, value))
        self.on_change = on_change
        self.dragging = False

    focus_radius = 20

    def focus_rect(self) -> pygame.Rect:
        return self.rect.inflate(56, 36)  # round the knob at either end

    def press(self, ctx: AppContext | None = None) -> None:
        """Nothing to click: Left and Right move it."""

    def key(self, event: pygame.event.Event, ctx: AppContext | None = None) -> bool:
        if event.key not in (pygame.K_LEFT, pygame.K_RIGHT):
            return False
        step = 0.05 if event.key == pygame.K_RIGHT else -0.05
        v = round(max(0.0, min(1.0, self.value + step)) * 20) / 20
        if v != self.value:
            self.value = v
            self.on_change(v)
        return True

    def _set_from(self, x: int) -> None:
        v = (x - self.rect.left) / max(1, self.rect.width)
        v = round(max(0.0, min(1.0, v)) * 20) / 20
        if v != self.value:
            self.value = v
            self.on_change(v)

    def handle(self, event: pygame.event.Event, ctx: AppContext | None = None) -> bool:
        hit = self.rect.inflate(24, 24)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and hit.collidepoint(event.pos):
            self.dragging = True
            self._set_from(event.pos[0])
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover = hit.collidepoint(event.pos)
            if self.dragging:
                self._set_from(event.pos[0])
                return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            self._set_from(event.pos[0])
            if ctx is not None:
                ctx.sound.play("click")
            return True
        return False

    def draw(self, canvas: pygame.Surface) -> None:
        r = self.rect
        track = pygame.Rect(r.left, r.centery - 6, r.width, 12)
        pygame.draw.rect(canvas, (0xD8, 0xCB, 0xB0), track, border_radius=6)
        filled = track.copy()
        filled.width = int(track.width * self.value)
        pygame.draw.rect(canvas, theme.BRASS, filled, border_radius=6)
        pygame.draw.rect(canvas, theme.INK_SOFT, track, 1, border_radius=6)
        knob = (r.left + int(r.width * self.value), r.centery)
        pygame.draw.circle(
            canvas, theme.BRASS_HOVER if self.hover or self.dragging else theme.CREAM, knob, 20
        )
        pygame.draw.circle(canvas, (0x7A, 0x5C, 0x12), knob, 20, 3)


class ScrollArea:
    """A clipped vertical scroll region: content height, offset, wheel and drag of the bar."""

    def __init__(self, rect: pygame.Rect, content_height: int = 0) -> None:
        self.rect = pygame.Rect(rect)
        self.content_height = content_height
        self.offset = 0.0
        self.target = 0.0

    @property
    def max_offset(self) -> int:
        return max(0, self.content_height - self.rect.height)

    def scroll(self, dy: float) -> None:
        self.target = max(0.0, min(float(self.max_offset), self.target + dy))

    def handle(self, event: pygame.event.Event, last_pos: tuple[int, int] | None = None) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            if last_pos is None or self.rect.collidepoint(last_pos):
                self.scroll(-event.y * 80)
                return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN):
                self.scroll(80 if event.key == pygame.K_DOWN else self.rect.height * 0.8)
                return True
            if event.key in (pygame.K_UP, pygame.K_PAGEUP):
                self.scroll(-80 if event.key == pygame.K_UP else -self.rect.height * 0.8)
                return True
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button in (4, 5)
            and self.rect.collidepoint(event.pos)
        ):
            self.scroll(-80 if event.button == 4 else 80)
            return True
        return False

    def update(self, dt: float) -> None:
        self.offset += (self.target - self.offset) * min(1.0, dt * 14)
        if abs(self.target - self.offset) < 0.5:
            self.offset = self.target

    def draw_bar(self, canvas: pygame.Surface) -> None:
        if self.max_offset <= 0:
            return
        track = pygame.Rect(self.rect.right - 10, self.rect.top + 6, 6, self.rect.height - 12)
        pygame.draw.rect(canvas, (0xD8, 0xCB, 0xB0), track, border_radius=3)
        h = max(40, int(track.height * self.rect.height / self.content_height))
        y = track.top + int((track.height - h) * self.offset / self.max_offset)
        pygame.draw.rect(canvas, theme.BRASS, (track.left, y, track.width, h), border_radius=3)


def handle_all(widgets: Sequence[Widget], event: pygame.event.Event, ctx: AppContext) -> bool:
    """Offer an event to every widget (motion goes to all; the first consumer of a click wins)."""
    consumed = False
    for w in widgets:
        if not w.visible:
            continue
        if w.handle(event, ctx):
            consumed = True
            if event.type != pygame.MOUSEMOTION:
                return True
    return consumed


# ---------------------------------------------------------------------------------------- focus
class Hotspot(Widget):
    """A clickable rect whose scene draws it (a game tab, a seat's colour marker), so the keyboard
    can reach it like any widget. ``on_step`` makes it a selector: Left/Right call it with -1/+1."""

    def __init__(
        self,
        rect: pygame.Rect,
        on_click: Callable[[], Any],
        *,
        on_step: Callable[[int], Any] | None = None,
        radius: int = 14,
        name: str = "",
    ) -> None:
        super().__init__(rect)
        self.on_click = on_click
        self.on_step = on_step
        self.focus_radius = radius
        self.name = name

    def activate(self, event: pygame.event.Event) -> None:
        self.on_click()

    def key(self, event: pygame.event.Event, ctx: AppContext | None = None) -> bool:
        if self.on_step is None or event.key not in (pygame.K_LEFT, pygame.K_RIGHT):
            return False
        if ctx is not None:
            ctx.sound.play("click")
        self.on_step(-1 if event.key == pygame.K_LEFT else 1)
        return True


_ring_cache: dict[tuple[int, int, int, int], pygame.Surface] = {}


def _ring_glow(size: tuple[int, int], radius: int, level: int) -> pygame.Surface:
    """The soft brass halo around a focus ring (cached by size, radius and a 0..8 brightness step)."""
    key = (size[0], size[1], radius, level)
    surf = _ring_cache.get(key)
    if surf is None:
        pad = 10
        surf = pygame.Surface((size[0] + 2 * pad, size[1] + 2 * pad), pygame.SRCALPHA)
        inner = pygame.Rect(pad, pad, size[0], size[1])
        strength = 0.55 + 0.45 * level / 8
        for grow, alpha in ((10, 22), (7, 40), (4, 62)):
            pygame.draw.rect(
                surf,
                (*theme.BRASS_HOVER, int(alpha * strength)),
                inner.inflate(2 * grow, 2 * grow),
                3,
                border_radius=radius + grow,
            )
        if len(_ring_cache) > 128:
            _ring_cache.clear()
        _ring_cache[key] = surf = draw.ready(surf)
    return surf


def focus_ring(canvas: pygame.Surface, rect: pygame.Rect, radius: int = 14, glow: float = 1.0) -> pygame.Rect:
    """The keyboard focus in the house style: a bright brass ring just outside the widget, edged in
    dark brass so it reads on cream paper and on walnut alike, with a soft halo (``glow`` 0..1)."""
    r = pygame.Rect(rect).inflate(2 * FOCUS_GAP, 2 * FOCUS_GAP)
    rad = radius + FOCUS_GAP // 2
    halo = _ring_glow(r.size, rad, max(0, min(8, round(glow * 8))))
    canvas.blit(halo, (r.x - 10, r.y - 10))
    pygame.draw.rect(canvas, FOCUS_DARK, r.inflate(4, 4), 2, border_radius=rad + 2)
    pygame.draw.rect(canvas, theme.BRASS_HOVER, r, 3, border_radius=rad)
    pygame.draw.rect(canvas, FOCUS_DARK, r.inflate(-6, -6), 2, border_radius=max(0, rad - 3))
    return r


def keyboard_mode(ctx: AppContext) -> bool:
    """Whether the player is driving with the keys (shared by every scene, so it carries over)."""
    return bool(ctx.extras.get(KEYBOARD_FLAG))


def set_keyboard_mode(ctx: AppContext, on: bool) -> None:
    ctx.extras[KEYBOARD_FLAG] = on


class FocusRing:
    """A scene's keyboard focus over its widgets.

    ``widgets`` returns them in reading order (asked again each time, so rebuilt rows are found);
    the ones that are not ``focusable`` are skipped. ``start`` is where the focus begins, ``default``
    the widget Enter presses while no ring is shown (the scene's primary button). ``arrows=False``
    leaves the arrow keys to the scene (e.g. to scroll a text). ``on_focus`` is told when the keys
    move the focus (a scene scrolls the widget into view there).

    Call ``handle`` first in the scene's ``handle`` (it consumes the keys it uses and never a mouse
    event), ``update`` each frame and ``draw`` last.
    """

    def __init__(
        self,
        ctx: AppContext,
        widgets: Callable[[], Sequence[Widget]],
        *,
        start: Widget | None = None,
        default: Widget | None = None,
        arrows: bool = True,
        on_focus: Callable[[Widget], Any] | None = None,
    ) -> None:
        self.ctx = ctx
        self._widgets = widgets
        self.default = default
        self.arrows = arrows
        self.on_focus = on_focus
        self.current: Widget | None = start or default
        self._name = getattr(self.current, "name", "")
        self._index = 0
        self.t = 0.0

    # ------------------------------------------------------------ state
    @property
    def shown(self) -> bool:
        return keyboard_mode(self.ctx)

    def order(self) -> list[Widget]:
        return [w for w in self._widgets() if w.focusable]

    def sync(self) -> Widget | None:
        """The focused widget, found again after a rebuild: itself, else the widget with its name,
        else whatever now stands at its place in the order."""
        order = self.order()
        cur = self.current
        if cur is not None and any(w is cur for w in order):
            self._index = next(i for i, w in enumerate(order) if w is cur)
            return cur
        found = next((w for w in order if self._name and w.name == self._name), None)
        if found is None and cur is None and self.default is not None and self.default in order:
            found = self.default
        if found is None and order:
            found = order[min(self._index, len(order) - 1)]
        self._set(found, order)
        return found

    def _set(self, w: Widget | None, order: list[Widget]) -> None:
        self.current = w
        if w is not None:
            self._name = w.name
            self._index = next((i for i, x in enumerate(order) if x is w), self._index)

    def focus(self, w: Widget | None, *, keyboard: bool = True) -> None:
        """Put the focus on ``w`` (from the keys: blur/focus hooks run and the scene is told)."""
        order = self.order()
        old = self.current
        self._set(w, order)
        if not keyboard or w is old:
            return
        if old is not None:
            old.on_blur()
        if w is not None:
            w.on_focus()
            if self.on_focus is not None:
                self.on_focus(w)
        self._show_hover(order)

    def _show_hover(self, order: list[Widget] | None = None) -> None:
        """In keyboard mode the focused widget alone looks hovered (a resting mouse does not count)."""
        for w in order if order is not None else self.order():
            w.hover = w is self.current

    def reveal(self) -> None:
        """Show the ring (a navigation key was pressed) where the focus is: a field there is ready
        for typing, a scrolled-away control comes into view."""
        if not self.shown:
            set_keyboard_mode(self.ctx, True)
            self.t = 0.0
        w = self.sync()
        if w is not None:
            w.on_focus()
            if self.on_focus is not None:
                self.on_focus(w)
        self._show_hover()

    # ------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN) and hasattr(event, "pos"):
            set_keyboard_mode(self.ctx, False)
            order = self.order()
            under = next((w for w in order if w.visible and w.focus_rect().collidepoint(event.pos)), None)
            if under is not None:
                self._set(under, order)  # hover moves the focus, quietly
            return False
        if event.type != pygame.KEYDOWN:
            return False
        key = event.key
        nav = key == pygame.K_TAB or (self.arrows and key in ARROWS)
        editing = next((w for w in self._widgets() if isinstance(w, TextField) and w.focused), None)
        if editing is not None:
            if not (key == pygame.K_TAB or (self.arrows and key in (pygame.K_UP, pygame.K_DOWN))):
                return False  # the field takes the keys (Enter and Esc end the typing)
            editing.stop_editing()
            if self.current is not editing and editing.focusable:
                self._set(editing, self.order())
            set_keyboard_mode(self.ctx, True)
        if not nav and key not in ACTIVATE_KEYS:
            return False
        cur = self.sync()
        if not self.shown:
            if key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.default is not None:
                if self.default.focusable:
                    self.default.press(self.ctx)
                return True
            self.reveal()  # the first key shows where the focus is; the next one moves it
            return True
        if cur is None:
            return nav
        if cur.key(event, self.ctx):
            return True
        if key in ACTIVATE_KEYS:
            cur.press(self.ctx)
            return True
        if key == pygame.K_TAB:
            back = bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
            self.move(-1 if back else 1)
        else:
            self.move_towards(*ARROWS[key])
        return True

    def move(self, step: int) -> Widget | None:
        """The next (+1) or previous (-1) widget in reading order, wrapping round."""
        order = self.order()
        if not order:
            return None
        cur = self.sync()
        i = next((k for k, w in enumerate(order) if w is cur), -1 if step > 0 else 0)
        target = order[(i + step) % len(order)]
        self.focus(target)
        return target

    def move_towards(self, dx: int, dy: int) -> Widget | None:
        """The nearest widget in a direction; past the last one, round to the far side of its row
        or column."""
        order = self.order()
        cur = self.sync()
        if cur is None:
            return None
        target = nearest(cur.focus_rect(), [w for w in order if w is not cur], dx, dy)
        if target is None:
            target = wrap_target(cur.focus_rect(), [w for w in order if w is not cur], dx, dy)
        if target is not None:
            self.focus(target)
        return target

    # ------------------------------------------------------------ frame
    def update(self, dt: float) -> None:
        self.t += dt
        if self.shown:
            self.sync()
            self._show_hover()

    def glow(self) -> float:
        if self.ctx.settings.reduce_motion or self.ctx.settings.animation_speed == "instant":
            return 1.0
        return 0.5 + 0.5 * math.sin(self.t * 2 * math.pi / 1.8)

    def draw(self, canvas: pygame.Surface) -> None:
        if not self.shown:
            return
        w = self.sync()
        if w is None or not (w.visible or w.focus_when_hidden):
            return  # (a scene draws a scrolling widget's ring inside its clip)
        focus_ring(canvas, w.focus_rect(), w.focus_radius, self.glow())


def _axis(a: pygame.Rect, b: pygame.Rect, dx: int, dy: int) -> tuple[int, int, int]:
    """(distance along the direction between the centres, gap between the edges, sideways offset —
    0 where the two overlap across the direction)."""
    if dx:
        along = (b.centerx - a.centerx) * dx
        gap = (b.left - a.right) if dx > 0 else (a.left - b.right)
        overlap = min(a.bottom, b.bottom) - max(a.top, b.top)
        side = 0 if overlap > 0 else abs(b.centery - a.centery)
    else:
        along = (b.centery - a.centery) * dy
        gap = (b.top - a.bottom) if dy > 0 else (a.top - b.bottom)
        overlap = min(a.right, b.right) - max(a.left, b.left)
        side = 0 if overlap > 0 else abs(b.centerx - a.centerx)
    return along, gap, side


def nearest(a: pygame.Rect, widgets: Sequence[Widget], dx: int, dy: int) -> Widget | None:
    """The widget an arrow key goes to: ahead of ``a``, in line with it if possible, then closest."""
    best: tuple[float, float] | None = None
    found = None
    for w in widgets:
        b = w.focus_rect()
        along, gap, side = _axis(a, b, dx, dy)
        if along <= 0 or (gap < -min(a.width if dx else a.height, b.width if dx else b.height) // 2):
            continue
        score = (max(0, gap) + 3 * side, math.hypot(b.centerx - a.centerx, b.centery - a.centery))
        if best is None or score < best:
            best, found = score, w
    return found


def wrap_target(a: pygame.Rect, widgets: Sequence[Widget], dx: int, dy: int) -> Widget | None:
    """Round the edge: the farthest widget the other way that shares ``a``'s row (or column)."""
    found = None
    best: tuple[float, float] | None = None
    for w in widgets:
        b = w.focus_rect()
        along, _gap, side = _axis(a, b, dx, dy)
        if side or along >= 0:
            continue
        score = (along, math.hypot(b.centerx - a.centerx, b.centery - a.centery) - abs(along))
        if best is None or score < best:
            best, found = score, w
    return found
