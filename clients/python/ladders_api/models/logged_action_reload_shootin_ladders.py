from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.logged_action_reload_shootin_ladders_type import LoggedActionReloadShootinLaddersType

T = TypeVar("T", bound="LoggedActionReloadShootinLadders")


@_attrs_define
class LoggedActionReloadShootinLadders:
    """Play an ammo card onto one of your weapons in play.

    Attributes:
        type_ (LoggedActionReloadShootinLaddersType):
        card (int):
        weapon (int):
    """

    type_: LoggedActionReloadShootinLaddersType
    card: int
    weapon: int

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        card = self.card

        weapon = self.weapon

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "card": card,
                "weapon": weapon,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = LoggedActionReloadShootinLaddersType(d.pop("type"))

        card = d.pop("card")

        weapon = d.pop("weapon")

        logged_action_reload_shootin_ladders = cls(
            type_=type_,
            card=card,
            weapon=weapon,
        )

        return logged_action_reload_shootin_ladders
