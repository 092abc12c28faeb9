"""The decisions of Les Derniers Droïdes (spec §22), one frozen action class each."""

from __future__ import annotations

import dataclasses
from typing import ClassVar

from game.core.messages import Action, message


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class KeepCard(Action):
    """D1: the drawer keeps one of its drawn cards."""

    TAG: ClassVar[str] = "droids.keep_card"
    card: int


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class GiveCard(Action):
    """D2 (3 players): the card for the next seat clockwise; the last card goes to the other."""

    TAG: ClassVar[str] = "droids.give_card"
    card: int


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class ChooseAutomaCard(Action):
    """D3 (solo): on an interest tie, the card the automa takes."""

    TAG: ClassVar[str] = "droids.choose_automa_card"
    card: int


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class Repair(Action):
    """D4/D5: repair the held droid (pay its cost).

    ``card`` names the held droid for the table (the click lands on that card); like
    ``Construct.zone`` it is not compared and the rules never read it.
    """

    TAG: ClassVar[str] = "droids.repair"
    card: int = dataclasses.field(default=0, compare=False)


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class Dismantle(Action):
    """D4/D5: dismantle the held droid for its yield (``card``: as for ``Repair``)."""

    TAG: ClassVar[str] = "droids.dismantle"
    card: int = dataclasses.field(default=0, compare=False)


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class Construct(Action):
    """D4/D5: discard the held droid and construct a reachable House droid.

    ``zone`` is where the house card lies (``zone:0-1``), so the table can take the click on the
    card itself. It only tells the table where to look: it is not compared (a ``Construct``
    without it, as older saves hold, is the same action) and the rules never read it.
    """

    TAG: ClassVar[str] = "droids.construct"
    house: int
    zone: str = dataclasses.field(default="", compare=False)


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class Swap(Action):
    """D4/D5/D8/D10: one swap with the supply; ``give``/``get`` are (nut, oil, circuit, energy)."""

    TAG: ClassVar[str] = "droids.swap"
    give: tuple[int, ...]
    get: tuple[int, ...]


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class PayExtra(Action):
    """D4a: one of the 3 extra base parts for a house carrying card 31's tokens."""

    TAG: ClassVar[str] = "droids.pay_extra"
    kind: str


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class ChoosePile(Action):
    """D4b (3 players): the adjacent discard pile that receives the droid."""

    TAG: ClassVar[str] = "droids.choose_pile"
    zone: str


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class PlaceExtension(Action):
    """D6/D9: the shed column of a new extension."""

    TAG: ClassVar[str] = "droids.place_extension"
    kind: str


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class PlaceTokens(Action):
    """D7: the house that receives card 31's extra-cost tokens (``zone``: as for ``Construct``)."""

    TAG: ClassVar[str] = "droids.place_tokens"
    house: int
    zone: str = dataclasses.field(default="", compare=False)


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class EndSwaps(Action):
    """D8/D10: close a post-action or final swap window."""

    TAG: ClassVar[str] = "droids.end_swaps"


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class DeclareType(Action):
    """D11: card 36's extra family for houses 49, 50, 52 and 55."""

    TAG: ClassVar[str] = "droids.declare_type"
    family: str
