from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.action_submit_request_request_no_summon_run_for_your_life_candyman_type import (
    ActionSubmitRequestRequestNoSummonRunForYourLifeCandymanType,
)

T = TypeVar("T", bound="ActionSubmitRequestRequestNoSummonRunForYourLifeCandyman")


@_attrs_define
class ActionSubmitRequestRequestNoSummonRunForYourLifeCandyman:
    """Summon nobody.

    Attributes:
        type_ (ActionSubmitRequestRequestNoSummonRunForYourLifeCandymanType):
    """

    type_: ActionSubmitRequestRequestNoSummonRunForYourLifeCandymanType

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = ActionSubmitRequestRequestNoSummonRunForYourLifeCandymanType(d.pop("type"))

        action_submit_request_request_no_summon_run_for_your_life_candyman = cls(
            type_=type_,
        )

        return action_submit_request_request_no_summon_run_for_your_life_candyman
