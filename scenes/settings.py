"""Player settings: a small dataclass saved as JSON in the user-data folder.

Saved atomically (``game.core.saves.write_atomic``); a missing, corrupt or foreign file gives the
defaults, and each bad field falls back to its default alone, so one typo never resets the rest.
"""

from __future__ import annotations

import dataclasses
import json
import logging
from pathlib import Path
from typing import Any

from game.core import paths
from game.core.saves import write_atomic

log = logging.getLogger(__name__)

ANIMATION_SPEEDS = ("slow", "normal", "fast", "instant")
SPEED_FACTOR = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}
BOT_PACES = ("relaxed", "normal", "brisk")
BOT_PAUSE = {"relaxed": 1.2, "normal": 0.6, "brisk": 0.15}  # seconds a bot waits before moving
LANGUAGES = ("en",)


@dataclasses.dataclass
class Settings:
    """What a player can change in the settings screen."""

    animation_speed: str = "normal"  # one of ANIMATION_SPEEDS; "instant" drains the timeline at once
    reduce_motion: bool = False  # flights become fades
    fullscreen: bool = False
    volume: float = 0.6  # 0..1
    mute: bool = False
    language: str = "en"
    bot_pace: str = "normal"  # one of BOT_PACES: how long a bot's move stays readable

    # ------------------------------------------------------------ derived
    @property
    def speed_factor(self) -> float:
        """Multiply every animation duration by this (0 = instant)."""
        return SPEED_FACTOR.get(self.animation_speed, 1.0)

    @property
    def bot_pause(self) -> float:
        return 0.0 if self.animation_speed == "instant" else BOT_PAUSE.get(self.bot_pace, 0.6)

    @property
    def effective_volume(self) -> float:
        return 0.0 if self.mute else max(0.0, min(1.0, self.volume))

    # ------------------------------------------------------------ JSON
    def to_json(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @classmethod
    def from_json(cls, data: Any) -> Settings:
        """Settings from a JSON object; each missing or bad field keeps its default."""
        out = cls()
        if not isinstance(data, dict):
            return out
        speed = data.get("animation_speed")
        if speed in ANIMATION_SPEEDS:
            out.animation_speed = speed
        for name in ("reduce_motion", "fullscreen", "mute"):
            if isinstance(data.get(name), bool):
                setattr(out, name, data[name])
        vol = data.get("volume")
        if isinstance(vol, (int, float)) and not isinstance(vol, bool) and vol == vol:
            out.volume = max(0.0, min(1.0, float(vol)))
        if data.get("language") in LANGUAGES:
            out.language = data["language"]
        if data.get("bot_pace") in BOT_PACES:
            out.bot_pace = data["bot_pace"]
        return out

    # ------------------------------------------------------------ files
    @classmethod
    def load(cls, path: Path | None = None) -> Settings:
        """Read the settings file; anything wrong with it gives the defaults (never raises)."""
        try:
            path = Path(path) if path is not None else paths.settings_path()
            raw = path.read_text(encoding="utf-8")
            data = json.loads(raw)
        except FileNotFoundError:
            return cls()
        except (OSError, UnicodeDecodeError, ValueError, RecursionError) as exc:
            log.warning("settings unreadable, using defaults: %s", exc)
            return cls()
        return cls.from_json(data)

    def save(self, path: Path | None = None) -> bool:
        """Write the settings atomically; False (logged) if the disk refuses."""
        try:
            write_atomic(Path(path) if path is not None else paths.settings_path(), self.to_json())
            return True
        except OSError as exc:
            log.warning("settings not saved: %s", exc)
            return False
