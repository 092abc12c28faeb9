"""Player settings: a small dataclass saved as JSON in the user-data folder.

Saved atomically (``game.core.saves.write_atomic``). Read through the one validating reader
(``game.core.reader``: size and nesting bounds, strict JSON), then each field against its declared
schema (``FIELDS``); a missing, corrupt or foreign file gives the defaults, and each bad field falls
back to its default alone, so one typo never resets the rest.
"""

from __future__ import annotations

import dataclasses
import logging
from pathlib import Path
from typing import Annotated, Any, Literal

import msgspec

from game.core import paths, reader
from game.core.i18n import OFFERED, system_language

log = logging.getLogger(__name__)

ANIMATION_SPEEDS = ("slow", "normal", "fast", "instant")
SPEED_FACTOR = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}
BOT_PACES = ("relaxed", "normal", "brisk")
BOT_PAUSE = {"relaxed": 1.2, "normal": 0.6, "brisk": 0.15}  # seconds a bot waits before moving
LANGUAGES = OFFERED  # "en", "zh_Hant", "zh_Hans"; the first start follows the system (load)
TEXT_SIZES = (100, 125, 150)  # per cent of the designed size
MAX_BYTES = 64 * 1024  # a settings file is a few hundred bytes

# The declared schema of each field (a bad field alone falls back to its default).
FIELDS: dict[str, Any] = {
    "animation_speed": Literal["slow", "normal", "fast", "instant"],
    "reduce_motion": bool,
    "fullscreen": bool,
    "volume": Annotated[float, msgspec.Meta(ge=0.0, le=1.0)],
    "mute": bool,
    "language": Literal["en", "zh_Hant", "zh_Hans"],
    "bot_pace": Literal["relaxed", "normal", "brisk"],
    "text_size": Literal[100, 125, 150],
}


@dataclasses.dataclass
class Settings:
    """What a player can change in the settings screen."""

    animation_speed: str = "normal"  # one of ANIMATION_SPEEDS; "instant" drains the timeline at once
    reduce_motion: bool = False  # flights become fades
    fullscreen: bool = False
    volume: float = 0.6  # 0..1
    mute: bool = False
    language: str = "en"  # one of LANGUAGES; a first start (no file, or no field) takes the system's
    bot_pace: str = "normal"  # one of BOT_PACES: how long a bot's move stays readable
    text_size: int = 100  # one of TEXT_SIZES: every text (and the layouts that follow it) in per cent

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
        if "language" not in data:  # a file from before the language was chosen
            out.language = system_language()
        for name, schema in FIELDS.items():
            if name not in data:
                continue
            value = data[name]
            if name == "volume" and isinstance(value, (int, float)) and not isinstance(value, bool):
                value = max(0.0, min(1.0, float(value))) if value == value else None  # clamp; NaN is bad
            try:
                setattr(out, name, reader.convert(value, schema))
            except reader.Refused as err:
                log.warning("setting %s ignored: %s", name, err.detail)
        return out

    # ------------------------------------------------------------ files
    @classmethod
    def load(cls, path: Path | None = None) -> Settings:
        """Read the settings file; anything wrong with it gives the defaults (never raises)."""
        try:
            path = Path(path) if path is not None else paths.settings_path()
            data = reader.read_json(path, MAX_BYTES)
        except reader.Missing:  # the first start: the language follows the system's
            return cls(language=system_language())
        except reader.Refused as err:
            log.warning("settings unreadable, using defaults: %s", err.message())
            return cls()
        except OSError as exc:  # the data folder itself cannot be made
            log.warning("settings unreadable, using defaults: %s", exc)
            return cls()
        return cls.from_json(data)

    def save(self, path: Path | None = None) -> bool:
        """Write the settings atomically; False (logged) if the disk refuses."""
        from game.core.saves import write_atomic  # not at import: the first frame only reads

        try:
            write_atomic(Path(path) if path is not None else paths.settings_path(), self.to_json())
            return True
        except OSError as exc:
            log.warning("settings not saved: %s", exc)
            return False
