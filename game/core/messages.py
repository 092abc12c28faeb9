"""Actions and events: small frozen dataclasses with a canonical JSON form.

Every concrete class names a ``TAG`` (``"<game>.<verb>"``) and is registered with ``@message`` so
that ``from_json`` can rebuild it. Fields hold only JSON-friendly values: int, str, bool, None and
tuples of those (tuples travel as JSON lists and come back as tuples).
"""

from __future__ import annotations

import dataclasses
from typing import Any, ClassVar, TypeVar

_REGISTRY: dict[str, type[Message]] = {}

M = TypeVar("M", bound="type[Message]")


class CodecError(ValueError):
    """A JSON object that is not a known action or event."""


def message(cls: M) -> M:
    """Class decorator: register a concrete action or event class under its TAG."""
    tag = cls.__dict__.get("TAG")
    if not isinstance(tag, str) or "." not in tag:
        raise TypeError(f"{cls.__name__} needs a TAG like 'game.verb'")
    if tag in _REGISTRY and _REGISTRY[tag] is not cls:
        raise TypeError(f"message tag {tag!r} registered twice")
    _REGISTRY[tag] = cls
    return cls


def _enc(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_enc(v) for v in value]
    if isinstance(value, Message):
        return value.to_json()
    return value


def _dec(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_dec(v) for v in value)
    if isinstance(value, dict) and "t" in value:
        return from_json(value)
    return value


@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class Message:
    """Base of actions and events."""

    TAG: ClassVar[str] = "core.message"

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"t": self.TAG}
        for f in dataclasses.fields(self):
            out[f.name] = _enc(getattr(self, f.name))
        return out


def from_json(data: Any) -> Any:
    """Rebuild an action or event from its JSON form; CodecError when it is not one of ours."""
    if not isinstance(data, dict) or not isinstance(data.get("t"), str):
        raise CodecError("not a message object")
    cls = _REGISTRY.get(data["t"])
    if cls is None:
        raise CodecError(f"unknown message type {data['t']!r}")
    names = {f.name for f in dataclasses.fields(cls)}
    extra = set(data) - names - {"t"}
    if extra:
        raise CodecError(f"unexpected fields {sorted(extra)} for {data['t']}")
    try:
        return cls(**{k: _dec(v) for k, v in data.items() if k != "t"})
    except TypeError as exc:
        raise CodecError(f"bad fields for {data['t']}: {exc}") from None


def registered_tags() -> list[str]:
    return sorted(_REGISTRY)


# --------------------------------------------------------------------------------------------
# Actions


@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class Action(Message):
    """One atomic decision by one seat. Subclasses are named imperatively (``ChooseDie``)."""

    TAG: ClassVar[str] = "core.action"
    seat: int


class IllegalAction(Exception):
    """A refused action: a message key (``<game>.<reason>``) plus parameters the UI translates."""

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(key)
        self.key = key
        self.params = params

    def __str__(self) -> str:
        if not self.params:
            return self.key
        inner = ", ".join(f"{k}={v!r}" for k, v in sorted(self.params.items()))
        return f"{self.key}({inner})"


# --------------------------------------------------------------------------------------------
# Events: what a person at the table would see. Redacted per viewer with ``redact``.


@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class Event(Message):
    """Something that happened. ``redact(viewer)`` returns what that viewer may see of it.

    ``barrier`` marks events after which undo may not go back (dice, revealed information).
    """

    TAG: ClassVar[str] = "core.event"
    barrier: ClassVar[bool] = False

    def redact(self, viewer: int | None) -> Event | None:  # noqa: ARG002 - public by default
        return self

    def is_barrier(self) -> bool:
        return self.barrier


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class DiceRolled(Event):
    """Dice rolled into a zone; ``faces`` are face names (or numbers as strings)."""

    TAG: ClassVar[str] = "core.dice_rolled"
    barrier: ClassVar[bool] = True
    zone: str
    faces: tuple[str, ...]
    kind: str = "die"


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class Moved(Event):
    """A piece moved between zones.

    ``piece`` is what it shows face up (a card id, a token kind); ``back`` is what a viewer who may
    not see it is shown instead (``"back:missions"``). ``visible_to``: None means everyone sees the
    face; otherwise only those seats do. ``reveal`` marks a move that exposes hidden information
    (a draw), which undo may not cross.
    """

    TAG: ClassVar[str] = "core.moved"
    piece: str
    from_zone: str
    to_zone: str
    count: int = 1
    visible_to: tuple[int, ...] | None = None
    back: str = ""
    reveal: bool = False

    def redact(self, viewer: int | None) -> Event:
        if self.visible_to is None or (viewer is not None and viewer in self.visible_to):
            return self
        return dataclasses.replace(self, piece=self.back or "back", visible_to=None)

    def is_barrier(self) -> bool:
        return self.reveal


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class Revealed(Event):
    """A hidden piece in a zone was turned face up (for ``visible_to``, or everyone)."""

    TAG: ClassVar[str] = "core.revealed"
    barrier: ClassVar[bool] = True
    zone: str
    piece: str
    visible_to: tuple[int, ...] | None = None

    def redact(self, viewer: int | None) -> Event | None:
        if self.visible_to is None or (viewer is not None and viewer in self.visible_to):
            return self
        return None


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class Scored(Event):
    """A seat's score changed by ``points`` for ``reason`` (a message key)."""

    TAG: ClassVar[str] = "core.scored"
    seat: int
    points: int
    reason: str = ""
    total: int | None = None


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class PhaseBegan(Event):
    """A new round / season / phase began (``phase`` is a message key)."""

    TAG: ClassVar[str] = "core.phase_began"
    phase: str
    round: int = 0


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class Logged(Event):
    """A line for the game log: a message key with parameters.

    ``params`` is a tuple of (name, value) pairs so that the event stays hashable and JSON-friendly.
    Parameters named ``seat``/``seat2`` are rendered as player names by the log. ``visible_to``
    restricts the line to some seats (others see nothing).
    """

    TAG: ClassVar[str] = "core.logged"
    key: str
    params: tuple[tuple[str, Any], ...] = ()
    visible_to: tuple[int, ...] | None = None

    def redact(self, viewer: int | None) -> Event | None:
        if self.visible_to is None or (viewer is not None and viewer in self.visible_to):
            return self
        return None

    def param_dict(self) -> dict[str, Any]:
        return dict(self.params)


def log(key: str, visible_to: tuple[int, ...] | None = None, **params: Any) -> Logged:
    """Shorthand for a ``Logged`` event."""
    return Logged(key=key, params=tuple(sorted(params.items())), visible_to=visible_to)


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class GameEnded(Event):
    """The game is over; ``winners`` are seats."""

    TAG: ClassVar[str] = "core.game_ended"
    winners: tuple[int, ...]
