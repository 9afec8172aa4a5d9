from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.seat_type_enum import SeatTypeEnum

T = TypeVar("T", bound="GameSeat")


@_attrs_define
class GameSeat:
    """
    Attributes:
        index (int):
        type_ (SeatTypeEnum): * `human` - Human
            * `ai` - AI
        player (None | str):
        reserved_for (None | str): The handle of the only player who may take this seat; null: anyone may.
        bot (None | str):
        team (int | None):
        forfeited (bool):
        deadline_at (datetime.datetime | None):
    """

    index: int
    type_: SeatTypeEnum
    player: None | str
    reserved_for: None | str
    bot: None | str
    team: int | None
    forfeited: bool
    deadline_at: datetime.datetime | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        index = self.index

        type_ = self.type_.value

        player: None | str
        player = self.player

        reserved_for: None | str
        reserved_for = self.reserved_for

        bot: None | str
        bot = self.bot

        team: int | None
        team = self.team

        forfeited = self.forfeited

        deadline_at: None | str
        if isinstance(self.deadline_at, datetime.datetime):
            deadline_at = self.deadline_at.isoformat()
        else:
            deadline_at = self.deadline_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "index": index,
                "type": type_,
                "player": player,
                "reserved_for": reserved_for,
                "bot": bot,
                "team": team,
                "forfeited": forfeited,
                "deadline_at": deadline_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        index = d.pop("index")

        type_ = SeatTypeEnum(d.pop("type"))

        def _parse_player(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        player = _parse_player(d.pop("player"))

        def _parse_reserved_for(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reserved_for = _parse_reserved_for(d.pop("reserved_for"))

        def _parse_bot(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        bot = _parse_bot(d.pop("bot"))

        def _parse_team(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        team = _parse_team(d.pop("team"))

        forfeited = d.pop("forfeited")

        def _parse_deadline_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                deadline_at_type_0 = datetime.datetime.fromisoformat(data)

                return deadline_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        deadline_at = _parse_deadline_at(d.pop("deadline_at"))

        game_seat = cls(
            index=index,
            type_=type_,
            player=player,
            reserved_for=reserved_for,
            bot=bot,
            team=team,
            forfeited=forfeited,
            deadline_at=deadline_at,
        )

        game_seat.additional_properties = d
        return game_seat

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
