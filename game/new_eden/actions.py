"""The atomic decisions of Paris: New Eden (spec §16, D1–D13), one class per decision."""

from __future__ import annotations

import dataclasses
from typing import ClassVar

from game.core.messages import Action, message


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class PickStartingToken(Action):
    """D1: take one of the starting survivor tokens (by type)."""

    TAG: ClassVar[str] = "new_eden.pick_starting_token"
    kind: str


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class KeepOpeningMission(Action):
    """D2: keep one of the 3 dealt missions (hidden); the other two go under the deck."""

    TAG: ClassVar[str] = "new_eden.keep_opening_mission"
    mission: str


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class NoSwap(Action):
    """D3a: Switchman (TP02) owner declines the swap."""

    TAG: ClassVar[str] = "new_eden.no_swap"


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class SwapFirstDie(Action):
    """D3a: Switchman (TP02): the first die of the swap, as (location, face)."""

    TAG: ClassVar[str] = "new_eden.swap_first_die"
    location: str
    face: str


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class SwapSecondDie(Action):
    """D3b: Switchman (TP02): the die (other location, other face) it is exchanged with."""

    TAG: ClassVar[str] = "new_eden.swap_second_die"
    location: str
    face: str


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class TakeDie(Action):
    """D4 (and D5): take a die (location, face) into a free slot of the board."""

    TAG: ClassVar[str] = "new_eden.take_die"
    location: str
    face: str


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class NoSecondDie(Action):
    """D5: Double Shift (TP03) owner declines the second die."""

    TAG: ClassVar[str] = "new_eden.no_second_die"


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class FlipEvent(Action):
    """D6: turn one face-up event tile at the Tower face down."""

    TAG: ClassVar[str] = "new_eden.flip_event"
    tile: str


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class TakeItem(Action):
    """D7: take an item at the City Center: ``bullet``/``book``/``capsule``/``bat``/``binoculars``."""

    TAG: ClassVar[str] = "new_eden.take_item"
    item: str


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class KeepBridgeMission(Action):
    """D8: keep one of the missions drawn at the Bridge (hidden)."""

    TAG: ClassVar[str] = "new_eden.keep_bridge_mission"
    mission: str


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class TakeToken(Action):
    """D9: take a survivor token (by white side: a specialist type or ``jack``) at the station."""

    TAG: ClassVar[str] = "new_eden.take_token"
    kind: str


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class CommitWilds(Action):
    """D10: commit ``dice`` wild dice and ``jacks`` waiting jacks to the current building type."""

    TAG: ClassVar[str] = "new_eden.commit_wilds"
    building_type: str
    dice: int
    jacks: int


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class TakeBuilding(Action):
    """D11: take a face-up building card."""

    TAG: ClassVar[str] = "new_eden.take_building"
    card: str


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class TakeDeckTop(Action):
    """D11: Blind Salvage (TP06): take the top card of the type's deck instead."""

    TAG: ClassVar[str] = "new_eden.take_deck_top"
    building_type: str


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class CompleteMission(Action):
    """D12: complete a held new-building mission whose requirement is met."""

    TAG: ClassVar[str] = "new_eden.complete_mission"
    mission: str


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class Done(Action):
    """D12: end this seat's turn in the mission window."""

    TAG: ClassVar[str] = "new_eden.done"


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class PayFeeding(Action):
    """D13: pay the whole can shortfall and score the band's VP."""

    TAG: ClassVar[str] = "new_eden.pay_feeding"
    cans: int


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class DontPay(Action):
    """D13: pay nothing and score nothing for feeding this season."""

    TAG: ClassVar[str] = "new_eden.dont_pay"
