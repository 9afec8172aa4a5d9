from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="V1GamesStreamRetrieveResponse200")


@_attrs_define
class V1GamesStreamRetrieveResponse200:
    """
    Attributes:
        event (str | Unset):
        data (str | Unset):
        id (str | Unset):
        retry (int | Unset):
    """

    event: str | Unset = UNSET
    data: str | Unset = UNSET
    id: str | Unset = UNSET
    retry: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        event = self.event

        data = self.data

        id = self.id

        retry = self.retry

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if event is not UNSET:
            field_dict["event"] = event
        if data is not UNSET:
            field_dict["data"] = data
        if id is not UNSET:
            field_dict["id"] = id
        if retry is not UNSET:
            field_dict["retry"] = retry

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        event = d.pop("event", UNSET)

        data = d.pop("data", UNSET)

        id = d.pop("id", UNSET)

        retry = d.pop("retry", UNSET)

        v1_games_stream_retrieve_response_200 = cls(
            event=event,
            data=data,
            id=id,
            retry=retry,
        )

        v1_games_stream_retrieve_response_200.additional_properties = d
        return v1_games_stream_retrieve_response_200

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
