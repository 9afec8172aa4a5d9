from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="WithdrawRequestRequest")


@_attrs_define
class WithdrawRequestRequest:
    """
    Attributes:
        entrant (int | Unset): The entrant's id (organisers: any; players: their own); omit to withdraw your own entry.
    """

    entrant: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        entrant = self.entrant

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if entrant is not UNSET:
            field_dict["entrant"] = entrant

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        entrant = d.pop("entrant", UNSET)

        withdraw_request_request = cls(
            entrant=entrant,
        )

        return withdraw_request_request
