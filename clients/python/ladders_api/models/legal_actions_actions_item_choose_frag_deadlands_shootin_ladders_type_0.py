from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.legal_actions_actions_item_choose_frag_deadlands_shootin_ladders_type_0_type import (
    LegalActionsActionsItemChooseFragDeadlandsShootinLaddersType0Type,
)

T = TypeVar("T", bound="LegalActionsActionsItemChooseFragDeadlandsShootinLaddersType0")


@_attrs_define
class LegalActionsActionsItemChooseFragDeadlandsShootinLaddersType0:
    """Pick a fighter nobody has taken and divide 7 points between Health, Speed and Accuracy (1-4 each).

    Attributes:
        type_ (LegalActionsActionsItemChooseFragDeadlandsShootinLaddersType0Type):
        fighter (str):
        health (int):
        speed (int):
        accuracy (int):
    """

    type_: LegalActionsActionsItemChooseFragDeadlandsShootinLaddersType0Type
    fighter: str
    health: int
    speed: int
    accuracy: int

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        fighter = self.fighter

        health = self.health

        speed = self.speed

        accuracy = self.accuracy

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "fighter": fighter,
                "health": health,
                "speed": speed,
                "accuracy": accuracy,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = LegalActionsActionsItemChooseFragDeadlandsShootinLaddersType0Type(d.pop("type"))

        fighter = d.pop("fighter")

        health = d.pop("health")

        speed = d.pop("speed")

        accuracy = d.pop("accuracy")

        legal_actions_actions_item_choose_frag_deadlands_shootin_ladders_type_0 = cls(
            type_=type_,
            fighter=fighter,
            health=health,
            speed=speed,
            accuracy=accuracy,
        )

        return legal_actions_actions_item_choose_frag_deadlands_shootin_ladders_type_0
