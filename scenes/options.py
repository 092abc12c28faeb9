"""The settings screen: animation speed, reduce motion, fullscreen, volume and mute, language, bot
pace, text size. Every change is applied and saved at once (there is no Cancel to forget).
"""

from __future__ import annotations

import pygame

from game.core.i18n import add_strings, set_language, tr
from scenes import draw, theme
from scenes.base import LOGICAL_SIZE, AppContext, Scene
from scenes.settings import ANIMATION_SPEEDS, BOT_PACES, LANGUAGES, TEXT_SIZES
from scenes.widgets import Button, Cycler, FocusRing, Slider, Toggle, Widget, handle_all

add_strings({"ui.options.text_size": "Text size", "ui.options.text_size_value": "{n} %"})


class OptionsScene(Scene):
    opaque = False

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self._build()

    def _build(self) -> None:
        """The widgets, in the language of the moment (made again when it changes)."""
        ctx = self.ctx
        s = ctx.settings
        self.panel = pygame.Rect(0, 0, 980, 1000)
        self.panel.center = (LOGICAL_SIZE[0] // 2, LOGICAL_SIZE[1] // 2)
        x, w = self.panel.left + 70, self.panel.width - 140
        y = self.panel.top + 160
        row = 88
        lw = 420
        self.speed = Cycler(
            pygame.Rect(x, y, w, 64),
            ANIMATION_SPEEDS,
            ANIMATION_SPEEDS.index(s.animation_speed),
            lambda v: self._set("animation_speed", v),
            labels=lambda v: tr(f"ui.speed.{v}"),
            label=tr("ui.options.animation"),
            label_width=lw,
        )
        self.motion = Toggle(
            pygame.Rect(x, y + row, w, 64),
            tr("ui.options.reduce_motion"),
            s.reduce_motion,
            lambda v: self._set("reduce_motion", v),
            tr("ui.setup.on"),
            tr("ui.setup.off"),
        )
        self.fullscreen = Toggle(
            pygame.Rect(x, y + row * 2 + 30, w, 64),
            tr("ui.options.fullscreen"),
            s.fullscreen,
            self._set_fullscreen,
            tr("ui.setup.on"),
            tr("ui.setup.off"),
        )
        self.volume = Slider(
            pygame.Rect(x + lw, y + row * 3 + 30 + 20, w - lw - 20, 24),
            s.volume,
            lambda v: self._set("volume", v),
        )
        self.mute = Toggle(
            pygame.Rect(x, y + row * 4 + 30, w, 64),
            tr("ui.options.mute"),
            s.mute,
            lambda v: self._set("mute", v),
            tr("ui.setup.on"),
            tr("ui.setup.off"),
        )
        self.pace = Cycler(
            pygame.Rect(x, y + row * 5 + 30, w, 64),
            BOT_PACES,
            BOT_PACES.index(s.bot_pace),
            lambda v: self._set("bot_pace", v),
            labels=lambda v: tr(f"ui.pace.{v}"),
            label=tr("ui.options.bot_pace"),
            label_width=lw,
        )
        self.language = Cycler(
            pygame.Rect(x, y + row * 6 + 30, w, 64),
            LANGUAGES,
            LANGUAGES.index(s.language) if s.language in LANGUAGES else 0,
            self._set_language,
            labels=lambda v: tr(f"ui.lang.{v}"),  # each language in its own words
            label=tr("ui.options.language"),
            label_width=lw,
        )
        self.text_size = Cycler(
            pygame.Rect(x, y + row * 7 + 30, w, 64),
            TEXT_SIZES,
            TEXT_SIZES.index(s.text_size) if s.text_size in TEXT_SIZES else 0,
            self._set_text_size,
            labels=lambda v: tr("ui.options.text_size_value", n=v),
            label=tr("ui.options.text_size"),
            label_width=lw,
        )
        self.b_done = Button(
            pygame.Rect(self.panel.centerx - 160, self.panel.bottom - 104, 320, 76),
            tr("ui.options.back"),
            self.close,
            primary=True,
            icon="check",
            name="done",
        )
        self.widgets: list[Widget] = [
            self.speed,
            self.motion,
            self.fullscreen,
            self.volume,
            self.mute,
            self.pace,
            self.language,
            self.text_size,
            self.b_done,
        ]
        # top to bottom; Left/Right change the focused setting; Enter alone means Done
        self.focus = FocusRing(ctx, lambda: self.widgets, start=self.speed, default=self.b_done)

    def _set(self, name: str, value: object) -> None:
        setattr(self.ctx.settings, name, value)
        self.ctx.settings.save()
        if name in ("volume", "mute"):
            self.ctx.sound.play("token")

    def _set_fullscreen(self, on: bool) -> None:
        if self.ctx.set_fullscreen is not None:
            self.ctx.set_fullscreen(on)
        else:
            self._set("fullscreen", on)

    def _set_language(self, lang: str) -> None:
        """Switch at once: every scene on the stack re-makes its words, this one included."""
        set_language(lang)
        self._set("language", lang)
        self.ctx.stack.call_later(self.ctx.stack.language_changed)  # between frames, not mid-event

    def _set_text_size(self, percent: int) -> None:
        """Applied at once: every scene on the stack measures its words again at the new size."""
        self._set("text_size", percent)
        self.ctx.stack.call_later(self.ctx.stack.text_size_changed)  # between frames, not mid-event

    def text_size_changed(self) -> None:
        self._build()
        self.focus.focus(self.text_size, keyboard=False)

    def language_changed(self) -> None:
        self._build()
        self.focus.focus(self.language, keyboard=False)

    def close(self) -> None:
        self.ctx.settings.save()
        self.ctx.stack.pop()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        if not self.focus.handle(event):
            handle_all(self.widgets, event, self.ctx)
        return True

    def update(self, dt: float) -> None:
        self.fullscreen.value = self.ctx.settings.fullscreen  # F11 may change it while open
        self.focus.update(dt)

    def draw(self, canvas: pygame.Surface) -> None:
        draw.dim(canvas, 165)
        p = self.panel
        draw.panel(canvas, p, theme.CREAM, 26, shadow_blur=24)
        pygame.draw.rect(canvas, theme.BRASS, p.inflate(-24, -24), 2, border_radius=18)
        draw.text(canvas, tr("ui.options.title"), (p.left + 70, p.top + 50), 56, theme.INK, bold=True)
        draw.text(canvas, tr("ui.options.saved"), (p.right - 70, p.top + 74), 22, theme.INK_SOFT, "topright")
        draw.brass_rule(canvas, p.top + 132, p.left + 70, p.right - 70)
        draw.text(
            canvas,
            tr("ui.options.reduce_motion_help"),
            (self.motion.rect.left, self.motion.rect.bottom + 2),
            20,
            theme.INK_SOFT,
        )
        draw.text(
            canvas,
            tr("ui.options.volume"),
            (self.motion.rect.left, self.volume.rect.centery),
            30,
            theme.INK,
            "midleft",
        )
        pct = f"{int(round(self.ctx.settings.volume * 100))} %"
        draw.text(
            canvas,
            pct,
            (self.volume.rect.left - 40, self.volume.rect.centery),
            26,
            theme.INK_SOFT,
            "midright",
        )
        for w in self.widgets:
            w.draw(canvas)
        self.focus.draw(canvas)
