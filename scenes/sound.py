"""Short soft sounds: ``Sound.play("dice" | "card" | "score" | "turn" | "click" | "token")``.

Silent, never crashing, when there is no audio device (SDL's dummy driver, a mixer that fails to
open, missing files): sound is a nicety, never a reason to stop a game.
"""

from __future__ import annotations

import logging
import os
from typing import TYPE_CHECKING

import pygame

from scenes.assets import asset_path

if TYPE_CHECKING:
    from scenes.settings import Settings

log = logging.getLogger(__name__)

NAMES = ("dice", "card", "score", "turn", "click", "token")
MIX = {"dice": 0.7, "card": 0.55, "score": 0.6, "turn": 0.5, "click": 0.45, "token": 0.6}  # soft, per sound


class Sound:
    """The game's sounds; every method is safe to call with no audio at all."""

    def __init__(self, settings: Settings | None = None, enabled: bool = True, *, deferred: bool = False) -> None:
        """``deferred``: the audio device opens and the sounds load on ``open`` (the app calls it once
        its first frame is on the screen) or at the first ``play``, not here."""
        self.settings = settings
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self.available = False
        self.played: list[str] = []  # the last names asked for (tests and the smoke run read it)
        self._wanted = enabled and os.environ.get("SDL_AUDIODRIVER") != "dummy"
        self._opened = False
        if not deferred:
            self.open()

    def open(self) -> None:
        """Open the audio device and load the sounds (once; silent without a device)."""
        if self._opened:
            return
        self._opened = True
        if not self._wanted:
            return
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
            self.available = pygame.mixer.get_init() is not None
        except (pygame.error, OSError) as exc:
            log.info("no audio: %s", exc)
            self.available = False
            return
        for name in NAMES:
            try:
                self._sounds[name] = pygame.mixer.Sound(asset_path("sounds", f"{name}.wav"))
            except (pygame.error, OSError, FileNotFoundError) as exc:
                log.warning("sound %s missing: %s", name, exc)

    def volume(self) -> float:
        return self.settings.effective_volume if self.settings is not None else 0.6

    def play(self, name: str) -> None:
        """Play a sound by name (unknown names and missing audio are ignored)."""
        self.played.append(name)
        if len(self.played) > 64:
            del self.played[:32]
        if not self._opened:
            self.open()
        if not self.available:
            return
        snd = self._sounds.get(name)
        vol = self.volume()
        if snd is None or vol <= 0.0:
            return
        try:
            snd.set_volume(vol * MIX.get(name, 0.5))
            snd.play()
        except pygame.error:
            pass

    def close(self) -> None:
        self._opened = True  # a closed sound stays closed
        if self.available:
            try:
                pygame.mixer.quit()
            except pygame.error:
                pass
            self.available = False
