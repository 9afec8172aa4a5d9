from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.legal_actions_gear_shootin_ladders_die import LegalActionsGearShootinLaddersDie
from ..models.legal_actions_gear_shootin_ladders_part import LegalActionsGearShootinLaddersPart
from ..models.legal_actions_gear_shootin_ladders_type import LegalActionsGearShootinLaddersType
from ..types import UNSET, Unset

T = TypeVar("T", bound="LegalActionsGearShootinLadders")


@_attrs_define
class LegalActionsGearShootinLadders:
    """Play a gear card on your turn as its effect says (docs: card effects): on you, or on another cookie (seat), a part,
    a die, a square to move to (to) or to fire into (square).

        Attributes:
            type_ (LegalActionsGearShootinLaddersType):
            card (int):
            part (LegalActionsGearShootinLaddersPart | Unset):
            die (LegalActionsGearShootinLaddersDie | Unset):
            to (int | Unset):
            seat (int | Unset):
            square (int | Unset):
    """

    type_: LegalActionsGearShootinLaddersType
    card: int
    part: LegalActionsGearShootinLaddersPart | Unset = UNSET
    die: LegalActionsGearShootinLaddersDie | Unset = UNSET
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
        type_ = LegalActionsGearShootinLaddersType(d.pop("type"))

        card = d.pop("card")

        _part = d.pop("part", UNSET)
        part: LegalActionsGearShootinLaddersPart | Unset
        if isinstance(_part, Unset):
            part = UNSET
        else:
            part = LegalActionsGearShootinLaddersPart(_part)

        _die = d.pop("die", UNSET)
        die: LegalActionsGearShootinLaddersDie | Unset
        if isinstance(_die, Unset):
            die = UNSET
        else:
            die = LegalActionsGearShootinLaddersDie(_die)

        to = d.pop("to", UNSET)

        seat = d.pop("seat", UNSET)

        square = d.pop("square", UNSET)

        legal_actions_gear_shootin_ladders = cls(
            type_=type_,
            card=card,
            part=part,
            die=die,
            to=to,
            seat=seat,
            square=square,
        )

        return legal_actions_gear_shootin_ladders
