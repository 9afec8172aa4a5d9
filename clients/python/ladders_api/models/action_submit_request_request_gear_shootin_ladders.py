from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.action_submit_request_request_gear_shootin_ladders_die import (
    ActionSubmitRequestRequestGearShootinLaddersDie,
)
from ..models.action_submit_request_request_gear_shootin_ladders_part import (
    ActionSubmitRequestRequestGearShootinLaddersPart,
)
from ..models.action_submit_request_request_gear_shootin_ladders_type import (
    ActionSubmitRequestRequestGearShootinLaddersType,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="ActionSubmitRequestRequestGearShootinLadders")


@_attrs_define
class ActionSubmitRequestRequestGearShootinLadders:
    """Play a gear card on your turn as its effect says (docs: card effects): on you, or on another cookie (seat), a part,
    a die, a square to move to (to) or to fire into (square).

        Attributes:
            type_ (ActionSubmitRequestRequestGearShootinLaddersType):
            card (int):
            part (ActionSubmitRequestRequestGearShootinLaddersPart | Unset):
            die (ActionSubmitRequestRequestGearShootinLaddersDie | Unset):
            to (int | Unset):
            seat (int | Unset):
            square (int | Unset):
    """

    type_: ActionSubmitRequestRequestGearShootinLaddersType
    card: int
    part: ActionSubmitRequestRequestGearShootinLaddersPart | Unset = UNSET
    die: ActionSubmitRequestRequestGearShootinLaddersDie | Unset = UNSET
    to: int | Unset = UNSET
    seat: int | Unset = UNSET
    square: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        card = self.card

        part: str | Unset = UNSET
        if not isinstance(self.part, Unset):
            part = self.part.value

        die: int | Unset = UNSET
        if not isinstance(self.die, Unset):
            die = self.die.value

        to = self.to

        seat = self.seat

        square = self.square

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "card": card,
            }
        )
        if part is not UNSET:
            field_dict["part"] = part
        if die is not UNSET:
            field_dict["die"] = die
        if to is not UNSET:
            field_dict["to"] = to
        if seat is not UNSET:
            field_dict["seat"] = seat
        if square is not UNSET:
            field_dict["square"] = square

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = ActionSubmitRequestRequestGearShootinLaddersType(d.pop("type"))

        card = d.pop("card")

        _part = d.pop("part", UNSET)
        part: ActionSubmitRequestRequestGearShootinLaddersPart | Unset
        if isinstance(_part, Unset):
            part = UNSET
        else:
            part = ActionSubmitRequestRequestGearShootinLaddersPart(_part)

        _die = d.pop("die", UNSET)
        die: ActionSubmitRequestRequestGearShootinLaddersDie | Unset
        if isinstance(_die, Unset):
            die = UNSET
        else:
            die = ActionSubmitRequestRequestGearShootinLaddersDie(_die)

        to = d.pop("to", UNSET)

        seat = d.pop("seat", UNSET)

        square = d.pop("square", UNSET)

        action_submit_request_request_gear_shootin_ladders = cls(
            type_=type_,
            card=card,
            part=part,
            die=die,
            to=to,
            seat=seat,
            square=square,
        )

        return action_submit_request_request_gear_shootin_ladders
