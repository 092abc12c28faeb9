"""Actions and events: small frozen dataclasses with a canonical JSON form.

Every concrete class names a ``TAG`` (``"<game>.<verb>"``) and is registered with ``@message`` so
that ``from_json`` can rebuild it. Fields hold only JSON-friendly values: int, str, bool, None and
tuples of those (tuples travel as JSON lists and come back as tuples).
"""

from __future__ import annotations

import dataclasses
import json
import re
import typing
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


_BARE = re.compile(r"[A-Za-z_][A-Za-z0-9_:.+/-]*")
_LITERALS = ("true", "false", "null")


def _text_value(value: Any) -> str:
    """One field of an action's text form: a plain word stays bare, anything else is compact JSON."""
    if isinstance(value, str) and _BARE.fullmatch(value) and value not in _LITERALS:
        return value
    return json.dumps(_enc(value), separators=(",", ":"), ensure_ascii=False)


def _text_values(text: str) -> list[Any]:
    """The fields of an action's text form, in order (JSON values and bare words)."""
    decoder = json.JSONDecoder()
    out: list[Any] = []
    i = 0
    while i < len(text):
        if text[i] == " ":
            i += 1
            continue
        end = text.find(" ", i)
        word = text[i:] if end < 0 else text[i:end]
        if _BARE.fullmatch(word) and word not in _LITERALS:
            out.append(word)
            i += len(word)
            continue
        try:
            value, i = decoder.raw_decode(text, i)
        except json.JSONDecodeError:
            raise CodecError(f"cannot read {word!r} in {text!r}") from None
        out.append(_dec(value))
    return out


_FIELD_KINDS: dict[str, dict[str, type]] = {}


def _field_kinds(cls: type[Message]) -> dict[str, type]:
    """The plain type each field of ``cls`` must hold (int, str, bool, tuple), where it is one of those."""
    if cls.TAG not in _FIELD_KINDS:
        out: dict[str, type] = {}
        for name, hint in typing.get_type_hints(cls).items():
            base = typing.get_origin(hint) or hint
            if base in (int, str, bool, tuple):
                out[name] = base
        _FIELD_KINDS[cls.TAG] = out
    return _FIELD_KINDS[cls.TAG]


def _fits(value: Any, kind: type) -> bool:
    return isinstance(value, kind) and (kind is bool or not isinstance(value, bool))


# --------------------------------------------------------------------------------------------
# Actions


@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class Action(Message):
    """One atomic decision by one seat. Subclasses are named imperatively (``ChooseDie``).

    Besides its JSON form an action has a compact text form, like a chess move's UCI: the seat, the
    verb (the tag without its game) and every other field in declared order, e.g.
    ``1 place_worker location:lookout`` or ``0 swap [1,0,0,0] [0,1,0,0]``. ``from_text`` reads it
    back and accepts only that exact form, so text and action round-trip.
    """

    TAG: ClassVar[str] = "core.action"
    seat: int

    @classmethod
    def verb(cls) -> str:
        """The tag without its game: ``farshore.place_worker`` -> ``place_worker``."""
        return cls.TAG.partition(".")[2]

    def to_text(self) -> str:
        """The compact text form (see the class docstring)."""
        parts = [str(self.seat), self.verb()]
        parts.extend(_text_value(getattr(self, f.name)) for f in dataclasses.fields(self) if f.name != "seat")
        return " ".join(parts)

    @classmethod
    def from_text(cls, text: str, game: str = "") -> Action:
        """The action a text form names; on ``Action`` itself ``game`` picks the game's verbs.

        CodecError when the text is not exactly the form ``to_text`` writes."""
        seat_word, _, rest = text.partition(" ")
        verb, _, args = rest.partition(" ")
        target: type[Message] | None = cls
        if cls is Action:
            target = _REGISTRY.get(f"{game}.{verb}")
        if target is None or not issubclass(target, Action) or target is Action or target.verb() != verb:
            raise CodecError(f"{text!r} is not a {game or cls.TAG} action")
        if not seat_word.isdigit():
            raise CodecError(f"{text!r} does not start with a seat number")
        names = [f.name for f in dataclasses.fields(target) if f.name != "seat"]
        values = _text_values(args)
        if len(values) != len(names):
            raise CodecError(f"{text!r} gives {len(values)} fields, {target.TAG} has {len(names)}")
        kinds = _field_kinds(target)
        for name, value in zip(names, values, strict=True):
            if name in kinds and not _fits(value, kinds[name]):
                raise CodecError(f"{text!r}: {name} must be {kinds[name].__name__}, not {value!r}")
        try:
            action = target(seat=int(seat_word), **dict(zip(names, values, strict=True)))
        except TypeError as exc:
            raise CodecError(f"bad fields in {text!r}: {exc}") from None
        if action.to_text() != text:
            raise CodecError(f"{text!r} is not written the way {target.TAG} writes it")
        return action


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
