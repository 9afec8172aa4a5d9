from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.blank_enum import BlankEnum
from ..models.bot_enum import BotEnum
from ..models.seat_type_enum import SeatTypeEnum
from ..types import UNSET, Unset

T = TypeVar("T", bound="SeatRequestRequest")


@_attrs_define
class SeatRequestRequest:
    """
    Attributes:
        type_ (SeatTypeEnum): * `human` - Human
            * `ai` - AI
        bot (BlankEnum | BotEnum | Unset): For AI seats: easy, normal, hard or random (GET /api/v1/bots/). Default:
            BlankEnum.VALUE_0.
        team (int | None | Unset):
        reserved_for (None | str | Unset): For human seats: the handle of the one player who may take it (an invitation;
            they are told on their stream). A game whose free seats are all reserved stays out of the lobby.
    """

    type_: SeatTypeEnum
    bot: BlankEnum | BotEnum | Unset = BlankEnum.VALUE_0
    team: int | None | Unset = UNSET
    reserved_for: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        bot: str | Unset
        if isinstance(self.bot, Unset):
            bot = UNSET
        elif isinstance(self.bot, BotEnum):
            bot = self.bot.value
        else:
            bot = self.bot.value

        team: int | None | Unset
        if isinstance(self.team, Unset):
            team = UNSET
        else:
            team = self.team

        reserved_for: None | str | Unset
        if isinstance(self.reserved_for, Unset):
            reserved_for = UNSET
        else:
            reserved_for = self.reserved_for

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
            }
        )
        if bot is not UNSET:
            field_dict["bot"] = bot
        if team is not UNSET:
            field_dict["team"] = team
        if reserved_for is not UNSET:
            field_dict["reserved_for"] = reserved_for

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = SeatTypeEnum(d.pop("type"))

        def _parse_bot(data: object) -> BlankEnum | BotEnum | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                bot_type_0 = BotEnum(data)

                return bot_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            bot_type_1 = BlankEnum(data)

            return bot_type_1

        bot = _parse_bot(d.pop("bot", UNSET))

        def _parse_team(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        team = _parse_team(d.pop("team", UNSET))

        def _parse_reserved_for(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reserved_for = _parse_reserved_for(d.pop("reserved_for", UNSET))

        seat_request_request = cls(
            type_=type_,
            bot=bot,
            team=team,
            reserved_for=reserved_for,
        )

        seat_request_request.additional_properties = d
        return seat_request_request

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
