from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.action_submit_request_request_action_attack_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_0_type import (
    ActionSubmitRequestRequestActionAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType0Type,
)

T = TypeVar("T", bound="ActionSubmitRequestRequestActionAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType0")


@_attrs_define
class ActionSubmitRequestRequestActionAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType0:
    """Attack a cookie with the Dessert Eagle (weapon -1) or a weapon in play, spending ammo.

    Attributes:
        type_ (ActionSubmitRequestRequestActionAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType0Type):
        weapon (int):
        target (int):
        ammo (int):
    """

    type_: ActionSubmitRequestRequestActionAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType0Type
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
        type_ = ActionSubmitRequestRequestActionAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType0Type(
            d.pop("type")
        )

        weapon = d.pop("weapon")

        target = d.pop("target")

        ammo = d.pop("ammo")

        action_submit_request_request_action_attack_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_0 = (
            cls(
                type_=type_,
                weapon=weapon,
                target=target,
                ammo=ammo,
            )
        )

        return (
            action_submit_request_request_action_attack_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_0
        )
