from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.legal_actions_actions_item_attack_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_2_type import (
    LegalActionsActionsItemAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType2Type,
)

T = TypeVar("T", bound="LegalActionsActionsItemAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType2")


@_attrs_define
class LegalActionsActionsItemAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType2:
    """Normal combat: draw a Dash N Bash card as damage to a cookie you may attack.

    Attributes:
        type_ (LegalActionsActionsItemAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType2Type):
        target (int):
    """

    type_: LegalActionsActionsItemAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType2Type
    target: int

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        target = self.target

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "target": target,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = LegalActionsActionsItemAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType2Type(d.pop("type"))

        target = d.pop("target")

        legal_actions_actions_item_attack_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_2 = cls(
            type_=type_,
            target=target,
        )

        return legal_actions_actions_item_attack_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_2
