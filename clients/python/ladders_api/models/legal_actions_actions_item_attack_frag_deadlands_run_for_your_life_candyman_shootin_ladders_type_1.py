from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.legal_actions_actions_item_attack_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_1_type import (
    LegalActionsActionsItemAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType1Type,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="LegalActionsActionsItemAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType1")


@_attrs_define
class LegalActionsActionsItemAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType1:
    """Attack a fighter in line of sight with your starting weapon (-1), a weapon in play, or a weapon or hex-attack card
    played from your hand now.

        Attributes:
            type_ (LegalActionsActionsItemAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType1Type):
            target (int):
            weapon (int):
            cheat (bool | Unset):
    """

    type_: LegalActionsActionsItemAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType1Type
    target: int
    weapon: int
    cheat: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        target = self.target

        weapon = self.weapon

        cheat = self.cheat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "target": target,
                "weapon": weapon,
            }
        )
        if cheat is not UNSET:
            field_dict["cheat"] = cheat

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = LegalActionsActionsItemAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType1Type(d.pop("type"))

        target = d.pop("target")

        weapon = d.pop("weapon")

        cheat = d.pop("cheat", UNSET)

        legal_actions_actions_item_attack_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_1 = cls(
            type_=type_,
            target=target,
            weapon=weapon,
            cheat=cheat,
        )

        return legal_actions_actions_item_attack_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_1
