from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.stat_enum import StatEnum

T = TypeVar("T", bound="StatRaiseRequestRequest")


@_attrs_define
class StatRaiseRequestRequest:
    """
    Attributes:
        stat (StatEnum): * `health` - health
            * `speed` - speed
            * `accuracy` - accuracy
    """

    stat: StatEnum
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        stat = self.stat.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "stat": stat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        stat = StatEnum(d.pop("stat"))

        stat_raise_request_request = cls(
            stat=stat,
        )

        stat_raise_request_request.additional_properties = d
        return stat_raise_request_request

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
