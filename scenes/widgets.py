"""Small interface widgets drawn with ``scenes.draw``: buttons, toggles, cycling selectors, a text
field, a slider and a scroll area. Each widget keeps its own rect in logical coordinates, reads
``event.pos`` (never ``pygame.mouse.get_pos()``), and calls back when it is used.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from scenes import draw, theme
from scenes.base import AppContext


def toast(ctx: AppContext, message: str, warning: bool = False) -> None:
    """Show a short message (falls back to the log when no App is running, e.g. in unit tests)."""
    fn = ctx.extras.get("toast")
    if callable(fn):
        fn(message, warning)
    ctx.extras.setdefault("toasts", []).append(message)


class Widget:
    """A rect that can be hovered and clicked."""

    def __init__(self, rect: pygame.Rect, enabled: bool = True) -> None:
        self.rect = pygame.Rect(rect)
        self.enabled = enabled
        self.hover = False
        self.pressed = False
        self.visible = True

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

    def activate(self, event: pygame.event.Event) -> None:
        self.value = not self.value
        self.on_change(self.value)

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

    def activate(self, event: pygame.event.Event) -> None:
        if not self.choices:
            return
        left, _ = self.arrows()
        step = -1 if left.collidepoint(event.pos) else 1
        self.index = (self.index + step) % len(self.choices)
        self.on_change(self.value)

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
        self.focused = False
        self.blink = 0.0

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
                self.value = (self.value + added)[: self.max_len]
                self.on_change(self.value)
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                self.value = self.value[:-1]
                self.on_change(self.value)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB, pygame.K_ESCAPE):
                self.focused = False
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
