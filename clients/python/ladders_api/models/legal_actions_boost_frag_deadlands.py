from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.legal_actions_boost_frag_deadlands_roll import LegalActionsBoostFragDeadlandsRoll
from ..models.legal_actions_boost_frag_deadlands_type import LegalActionsBoostFragDeadlandsType

T = TypeVar("T", bound="LegalActionsBoostFragDeadlands")


@_attrs_define
class LegalActionsBoostFragDeadlands:
    """Saloon Gal: discard a card to add one die to your next roll of that kind (movement before rolling it; to-hit,
    damage, defence, power-up, beast or shootout roll during your turn).

        Attributes:
            type_ (LegalActionsBoostFragDeadlandsType):
            card (int):
            roll (LegalActionsBoostFragDeadlandsRoll):
    """

    type_: LegalActionsBoostFragDeadlandsType
    card: int
    roll: LegalActionsBoostFragDeadlandsRoll

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
        type_ = LegalActionsBoostFragDeadlandsType(d.pop("type"))

        card = d.pop("card")

        roll = LegalActionsBoostFragDeadlandsRoll(d.pop("roll"))

        legal_actions_boost_frag_deadlands = cls(
            type_=type_,
            card=card,
            roll=roll,
        )

        return legal_actions_boost_frag_deadlands
