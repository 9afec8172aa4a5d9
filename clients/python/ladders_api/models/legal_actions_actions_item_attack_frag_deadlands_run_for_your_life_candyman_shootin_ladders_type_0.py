from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.legal_actions_actions_item_attack_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_0_type import (
    LegalActionsActionsItemAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType0Type,
)

T = TypeVar("T", bound="LegalActionsActionsItemAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType0")


@_attrs_define
class LegalActionsActionsItemAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType0:
    """Attack a cookie with the Dessert Eagle (weapon -1) or a weapon in play, spending ammo.

    Attributes:
        type_ (LegalActionsActionsItemAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType0Type):
        weapon (int):
        target (int):
        ammo (int):
    """

    type_: LegalActionsActionsItemAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType0Type
    weapon: int
    target: int
    ammo: int

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        weapon = self.weapon

        target = self.target

        ammo = self.ammo

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "weapon": weapon,
                "target": target,
                "ammo": ammo,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = LegalActionsActionsItemAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType0Type(d.pop("type"))

        weapon = d.pop("weapon")

        target = d.pop("target")

        ammo = d.pop("ammo")

        legal_actions_actions_item_attack_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_0 = cls(
            type_=type_,
            weapon=weapon,
            target=target,
            ammo=ammo,
        )

        return legal_actions_actions_item_attack_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_0
