from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.ticket_status_enum import TicketStatusEnum

T = TypeVar("T", bound="Ticket")


@_attrs_define
class Ticket:
    """
    Attributes:
        id (int):
        player (str): Your handle.
        ruleset (str):
        scenario (str):
        options (Any): The full options, defaults filled in.
        min_seats (int):
        max_seats (int):
        bots_after (int | None):
        bot (str):
        rating (float): Your openskill ordinal in the ruleset's scope when the ticket opened.
        status (TicketStatusEnum): * `searching` - Searching for a game
            * `matched` - Matched: seated in a game
            * `cancelled` - Cancelled by the player
            * `expired` - Expired unmatched
        game (int | None): The game you are seated in, once matched.
        created_at (datetime.datetime):
        expires_at (datetime.datetime):
        closed_at (datetime.datetime | None):
        waited_seconds (float): Until matched, cancelled or expired; so far while searching.
    """

    id: int
    player: str
    ruleset: str
    scenario: str
    options: Any
    min_seats: int
    max_seats: int
    bots_after: int | None
    bot: str
    rating: float
    status: TicketStatusEnum
    game: int | None
    created_at: datetime.datetime
    expires_at: datetime.datetime
    closed_at: datetime.datetime | None
    waited_seconds: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        player = self.player

        ruleset = self.ruleset

        scenario = self.scenario

        options = self.options

        min_seats = self.min_seats

        max_seats = self.max_seats

        bots_after: int | None
        bots_after = self.bots_after

        bot = self.bot

        rating = self.rating

        status = self.status.value

        game: int | None
        game = self.game

        created_at = self.created_at.isoformat()

        expires_at = self.expires_at.isoformat()

        closed_at: None | str
        if isinstance(self.closed_at, datetime.datetime):
            closed_at = self.closed_at.isoformat()
        else:
            closed_at = self.closed_at

        waited_seconds = self.waited_seconds

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "player": player,
                "ruleset": ruleset,
                "scenario": scenario,
                "options": options,
                "min_seats": min_seats,
                "max_seats": max_seats,
                "bots_after": bots_after,
                "bot": bot,
                "rating": rating,
                "status": status,
                "game": game,
                "created_at": created_at,
                "expires_at": expires_at,
                "closed_at": closed_at,
                "waited_seconds": waited_seconds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        player = d.pop("player")

        ruleset = d.pop("ruleset")

        scenario = d.pop("scenario")

        options = d.pop("options")

        min_seats = d.pop("min_seats")

        max_seats = d.pop("max_seats")

        def _parse_bots_after(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        bots_after = _parse_bots_after(d.pop("bots_after"))

        bot = d.pop("bot")

        rating = d.pop("rating")

        status = TicketStatusEnum(d.pop("status"))

        def _parse_game(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        game = _parse_game(d.pop("game"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        expires_at = datetime.datetime.fromisoformat(d.pop("expires_at"))

        def _parse_closed_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                closed_at_type_0 = datetime.datetime.fromisoformat(data)

                return closed_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        closed_at = _parse_closed_at(d.pop("closed_at"))

        waited_seconds = d.pop("waited_seconds")

        ticket = cls(
            id=id,
            player=player,
            ruleset=ruleset,
            scenario=scenario,
            options=options,
            min_seats=min_seats,
            max_seats=max_seats,
            bots_after=bots_after,
            bot=bot,
            rating=rating,
            status=status,
            game=game,
            created_at=created_at,
            expires_at=expires_at,
            closed_at=closed_at,
            waited_seconds=waited_seconds,
        )

        ticket.additional_properties = d
        return ticket

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
