from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.legal_actions_flag_part_shootin_ladders_part import LegalActionsFlagPartShootinLaddersPart
from ..models.legal_actions_flag_part_shootin_ladders_type import LegalActionsFlagPartShootinLaddersType

T = TypeVar("T", bound="LegalActionsFlagPartShootinLadders")


@_attrs_define
class LegalActionsFlagPartShootinLadders:
    """Put the flag you just took on one of your body parts (L328); it stays there.

    Attributes:
        type_ (LegalActionsFlagPartShootinLaddersType):
        part (LegalActionsFlagPartShootinLaddersPart):
    """

    type_: LegalActionsFlagPartShootinLaddersType
    part: LegalActionsFlagPartShootinLaddersPart

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        part = self.part.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "part": part,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = LegalActionsFlagPartShootinLaddersType(d.pop("type"))

        part = LegalActionsFlagPartShootinLaddersPart(d.pop("part"))

        legal_actions_flag_part_shootin_ladders = cls(
            type_=type_,
            part=part,
        )

        return legal_actions_flag_part_shootin_ladders
