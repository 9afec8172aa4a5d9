from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ReserveRequestRequest")


@_attrs_define
class ReserveRequestRequest:
    """
    Attributes:
        seat (int):
        reserved_for (None | str): The handle of the one player who may take the seat; null opens it to anyone.
    """

    seat: int
    reserved_for: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        reserved_for: None | str
        reserved_for = self.reserved_for

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "reserved_for": reserved_for,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        def _parse_reserved_for(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reserved_for = _parse_reserved_for(d.pop("reserved_for"))

        reserve_request_request = cls(
            seat=seat,
            reserved_for=reserved_for,
        )

        reserve_request_request.additional_properties = d
        return reserve_request_request

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
