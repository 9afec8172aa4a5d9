from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.legal_actions_defend_run_for_your_life_candyman_type import LegalActionsDefendRunForYourLifeCandymanType

T = TypeVar("T", bound="LegalActionsDefendRunForYourLifeCandyman")


@_attrs_define
class LegalActionsDefendRunForYourLifeCandyman:
    """Play a DEFENSE Special Treat (from hand, or equipped) against the attack on you.

    Attributes:
        type_ (LegalActionsDefendRunForYourLifeCandymanType):
        card (int):
    """

    type_: LegalActionsDefendRunForYourLifeCandymanType
    card: int

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        card = self.card

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "card": card,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = LegalActionsDefendRunForYourLifeCandymanType(d.pop("type"))

        card = d.pop("card")

        legal_actions_defend_run_for_your_life_candyman = cls(
            type_=type_,
            card=card,
        )

        return legal_actions_defend_run_for_your_life_candyman
