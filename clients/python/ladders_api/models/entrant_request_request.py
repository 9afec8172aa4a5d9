from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="EntrantRequestRequest")


@_attrs_define
class EntrantRequestRequest:
    """
    Attributes:
        players (list[str] | Unset): Handles; omit to enter yourself.
        bot (str | Unset): Organisers: enter a bot instead. Default: ''.
        name (str | Unset):  Default: ''.
    """

    players: list[str] | Unset = UNSET
    bot: str | Unset = ""
    name: str | Unset = ""

    def to_dict(self) -> dict[str, Any]:
        players: list[str] | Unset = UNSET
        if not isinstance(self.players, Unset):
            players = self.players

        bot = self.bot

        name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if players is not UNSET:
            field_dict["players"] = players
        if bot is not UNSET:
            field_dict["bot"] = bot
        if name is not UNSET:
            field_dict["name"] = name

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        players = cast(list[str], d.pop("players", UNSET))

        bot = d.pop("bot", UNSET)

        name = d.pop("name", UNSET)

        entrant_request_request = cls(
            players=players,
            bot=bot,
            name=name,
        )

        return entrant_request_request
