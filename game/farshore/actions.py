"""Farshore actions: one class per decision of spec §20 (D1–D15).

Slots: ``slot`` 1..8 names a Bay slot; 0 means "the hand" (PlayCard) or "the deck" (TakeCard).
"""

from __future__ import annotations

import dataclasses
from typing import ClassVar

from game.core.messages import Action, message


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class Mulligan(Action):
    """D1: keep the starting hand (redraw=False) or discard it and draw as many (redraw=True)."""

    TAG: ClassVar[str] = "farshore.mulligan"
    redraw: bool


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class PlaceWorker(Action):
    """D2: put a worker on ``spot`` (a zone id: location:*, island:k or seat:N:city:i)."""

    TAG: ClassVar[str] = "farshore.place_worker"
    spot: str


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class PlayCard(Action):
    """D2 / D10: play ``card`` from the hand (slot 0) or from Bay slot ``slot``."""

    TAG: ClassVar[str] = "farshore.play_card"
    card: str
    slot: int = 0


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class Prepare(Action):
    """D2: prepare for the next season."""

    TAG: ClassVar[str] = "farshore.prepare"


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class Pass(Action):
    """D2 (Autumn only): finish the game."""

    TAG: ClassVar[str] = "farshore.pass"


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class Pay(Action):
    """D3: pay the spend vector (driftwood, seaweed, seastone, mushroom, treasure) using ``ability``."""

    TAG: ClassVar[str] = "farshore.pay"
    spend: tuple[int, int, int, int, int]
    ability: str = "none"


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class Anchor(Action):
    """D3: anchor the critter to the first unanchored construction named ``card`` (free play)."""

    TAG: ClassVar[str] = "farshore.anchor"
    card: str


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class ChooseResource(Action):
    """D4: the type of one unit of a gain_choice."""

    TAG: ClassVar[str] = "farshore.choose_resource"
    res: str


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class ChooseOption(Action):
    """D5: an option of a choose_one (Warehouse) or optional_pay (Merchant); ``label`` says which."""

    TAG: ClassVar[str] = "farshore.choose_option"
    index: int
    label: str


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class GiveTo(Action):
    """D6: the opponent to give cards to, or -1 for nobody."""

    TAG: ClassVar[str] = "farshore.give_to"
    target: int


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class GiveCard(Action):
    """D7: give one card of this name to the chosen opponent."""

    TAG: ClassVar[str] = "farshore.give_card"
    card: str


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class Discard(Action):
    """D8: discard one card of this name from the hand."""

    TAG: ClassVar[str] = "farshore.discard"
    card: str


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class Stop(Action):
    """D7 / D8: stop giving or discarding."""

    TAG: ClassVar[str] = "farshore.stop"


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class TakeCard(Action):
    """D9 / D12 / D13: take the top card of Bay slot ``slot`` (1..8) or the top of the deck (0)."""

    TAG: ClassVar[str] = "farshore.take_card"
    slot: int


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class PickRevealed(Action):
    """D10 (Postal Pigeon): play this revealed card for free, or none (card == "")."""

    TAG: ClassVar[str] = "farshore.pick_revealed"
    card: str


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class ChooseGreen(Action):
    """D11: the green card name to produce next, or the Sea Chip's copy target."""

    TAG: ClassVar[str] = "farshore.choose_green"
    card: str


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class CloseIsland(Action):
    """D14: close the island in slot ``slot`` (1..4) at the Rising Tide."""

    TAG: ClassVar[str] = "farshore.close_island"
    slot: int


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class ClaimMap(Action):
    """D15: claim the top tile of this map type."""

    TAG: ClassVar[str] = "farshore.claim_map"
    chart: str
