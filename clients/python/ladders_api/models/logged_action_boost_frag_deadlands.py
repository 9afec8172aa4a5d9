from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.logged_action_boost_frag_deadlands_roll import LoggedActionBoostFragDeadlandsRoll
from ..models.logged_action_boost_frag_deadlands_type import LoggedActionBoostFragDeadlandsType

T = TypeVar("T", bound="LoggedActionBoostFragDeadlands")


@_attrs_define
class LoggedActionBoostFragDeadlands:
    """Saloon Gal: discard a card to add one die to your next roll of that kind (movement before rolling it; to-hit,
    damage, defence, power-up, beast or shootout roll during your turn).

        Attributes:
            type_ (LoggedActionBoostFragDeadlandsType):
            card (int):
            roll (LoggedActionBoostFragDeadlandsRoll):
    """

    type_: LoggedActionBoostFragDeadlandsType
    card: int
    roll: LoggedActionBoostFragDeadlandsRoll

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        card = self.card

        roll = self.roll.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "card": card,
                "roll": roll,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = LoggedActionBoostFragDeadlandsType(d.pop("type"))

        card = d.pop("card")

        roll = LoggedActionBoostFragDeadlandsRoll(d.pop("roll"))

        logged_action_boost_frag_deadlands = cls(
            type_=type_,
            card=card,
            roll=roll,
        )

        return logged_action_boost_frag_deadlands
