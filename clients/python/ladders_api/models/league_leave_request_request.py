from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="LeagueLeaveRequestRequest")


@_attrs_define
class LeagueLeaveRequestRequest:
    """
    Attributes:
        player (str | Unset): Organisers: the member to remove (a handle); omit to leave yourself.
    """

    player: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if player is not UNSET:
            field_dict["player"] = player

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        player = d.pop("player", UNSET)

        league_leave_request_request = cls(
            player=player,
        )

        return league_leave_request_request
