"""Paris actions: one frozen class per decision point (spec §20), each one click."""

from __future__ import annotations

import dataclasses
from typing import ClassVar

from game.core.messages import Action, message


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class TakeStack(Action):
    """D1: take the top building tile of a stack."""

    TAG: ClassVar[str] = "paris.take_stack"
    stack: int


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class PeekTwo(Action):
    """D1 with ST08: look at the tops of two stacks."""

    TAG: ClassVar[str] = "paris.peek_two"
    first: int
    second: int


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class KeepPeeked(Action):
    """D1b: place the peeked tile of this stack, return the other."""

    TAG: ClassVar[str] = "paris.keep_peeked"
    stack: int


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class PlaceIn(Action):
    """D2 (free placement): put the revealed tile in this district."""

    TAG: ClassVar[str] = "paris.place_in"
    district: str


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class PlaceBank(Action):
    """D3 action: put a key on a district bank and take its payout."""

    TAG: ClassVar[str] = "paris.place_bank"
    district: str


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class PlaceArc(Action):
    """D3 action: put a key on the Arc de Triomphe."""

    TAG: ClassVar[str] = "paris.place_arc"


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class MoveKey(Action):
    """D3 action: move a key from a spot (bank:/location:arc/slot:/landmark:) to a property (slot:, landmark:, or new:<L>:<district>), via '' or a tile 9/16 id."""

    TAG: ClassVar[str] = "paris.move_key"
    frm: str
    to: str
    via: str = ""


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class TakeEndgame(Action):
    """D3 action: take an end-game tile (stacks empty)."""

    TAG: ClassVar[str] = "paris.take_endgame"


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class PassAction(Action):
    """D3 action: pass (only when no action-step option is legal)."""

    TAG: ClassVar[str] = "paris.pass_action"


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class Sell(Action):
    """Free: sell a real token (its type) or a token tile (its id)."""

    TAG: ClassVar[str] = "paris.sell"
    item: str


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class Buy(Action):
    """Free: buy one resource token."""

    TAG: ClassVar[str] = "paris.buy"
    resource: str


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class UseTile(Action):
    """Free: use an instant bonus or end-game tile."""

    TAG: ClassVar[str] = "paris.use_tile"
    tile: str


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class UseDiscount(Action):
    """D4a: use bonus tile 32 in this payment or not."""

    TAG: ClassVar[str] = "paris.use_discount"
    use: bool


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class PayUnit(Action):
    """D4b: pay the next resource unit with 'token', a tile id, 'buy' or 'engineer'."""

    TAG: ClassVar[str] = "paris.pay_unit"
    source: str


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class AdvanceMeeple(Action):
    """D5 / tile 36: advance the bonus meeple to a space and take its top tile."""

    TAG: ClassVar[str] = "paris.advance_meeple"
    space: int


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class DeclineBonus(Action):
    """D5: do not advance."""

    TAG: ClassVar[str] = "paris.decline_bonus"


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class HandIn(Action):
    """D6: hand in a prestige item ('token' or a tile id)."""

    TAG: ClassVar[str] = "paris.hand_in"
    item: str


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class StopHandIn(Action):
    """D6: stop handing in."""

    TAG: ClassVar[str] = "paris.stop_hand_in"


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class ChooseVpTile(Action):
    """D7a: take a VP tile."""

    TAG: ClassVar[str] = "paris.choose_vp_tile"
    tile: str


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class DeclineVpTile(Action):
    """D7a: decline the VP tile."""

    TAG: ClassVar[str] = "paris.decline_vp_tile"


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class ChooseVpDistrict(Action):
    """D7b: put the VP tile on a district."""

    TAG: ClassVar[str] = "paris.choose_vp_district"
    district: str


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class SwapStrategy(Action):
    """D8: swap your strategy tile for a display tile."""

    TAG: ClassVar[str] = "paris.swap_strategy"
    tile: str


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class KeepStrategy(Action):
    """D8: keep your strategy tile."""

    TAG: ClassVar[str] = "paris.keep_strategy"


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class KeepEndgame(Action):
    """D9: keep this end-game tile."""

    TAG: ClassVar[str] = "paris.keep_endgame"
    tile: str


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class TakeFromTrack(Action):
    """Tile 17: take the top tile of a track space."""

    TAG: ClassVar[str] = "paris.take_from_track"
    space: int


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class Exchange(Action):
    """Tile 24: exchange one resource token for another type."""

    TAG: ClassVar[str] = "paris.exchange"
    give: str
    take: str


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class StopExchange(Action):
    """Tile 24: stop exchanging."""

    TAG: ClassVar[str] = "paris.stop_exchange"


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class Payout(Action):
    """Tile 25: take the payout of a bank holding your key."""

    TAG: ClassVar[str] = "paris.payout"
    district: str


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class SpecialDistrict(Action):
    """Tile 34: lay the special VP tile beside a district."""

    TAG: ClassVar[str] = "paris.special_district"
    district: str


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class Relocate(Action):
    """Tile 35: move a bank key to another bank (districts)."""

    TAG: ClassVar[str] = "paris.relocate"
    frm: str
    to: str


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class BuyVp(Action):
    """Tile 38: buy this many VP."""

    TAG: ClassVar[str] = "paris.buy_vp"
    count: int


@message
@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class EndTurn(Action):
    """D11: end the turn."""

    TAG: ClassVar[str] = "paris.end_turn"


ALL_ACTIONS = (
    TakeStack,
    PeekTwo,
    KeepPeeked,
    PlaceIn,
    PlaceBank,
    PlaceArc,
    MoveKey,
    TakeEndgame,
    PassAction,
    Sell,
    Buy,
    UseTile,
    UseDiscount,
    PayUnit,
    AdvanceMeeple,
    DeclineBonus,
    HandIn,
    StopHandIn,
    ChooseVpTile,
    DeclineVpTile,
    ChooseVpDistrict,
    SwapStrategy,
    KeepStrategy,
    KeepEndgame,
    TakeFromTrack,
    Exchange,
    StopExchange,
    Payout,
    SpecialDistrict,
    Relocate,
    BuyVp,
    EndTurn,
)
