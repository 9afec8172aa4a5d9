from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="LobbyGame")


@_attrs_define
class LobbyGame:
    """
    Attributes:
        id (int):
        ruleset (str):
        scenario (str):
        options (Any):
        practice (bool): A practice game: unrated, and its creator chose the seed, so knows every deal and roll.
        seats (int): Seats at the table.
        free_seats (int): Human seats nobody has taken, open to anyone.
        reserved_seats (int): Human seats nobody has taken yet, held for invited players.
        bots (int):
        players (list[str]): Handles already seated.
        average_rating (float | None): Mean openskill ordinal of the seated players in the ruleset's scope.
        created_at (datetime.datetime):
        age_seconds (float):
    """

    id: int
    ruleset: str
    scenario: str
    options: Any
    practice: bool
    seats: int
    free_seats: int
    reserved_seats: int
    bots: int
    players: list[str]
    average_rating: float | None
    created_at: datetime.datetime
    age_seconds: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        ruleset = self.ruleset

        scenario = self.scenario

        options = self.options

        practice = self.practice

        seats = self.seats

        free_seats = self.free_seats

        reserved_seats = self.reserved_seats

        bots = self.bots

        players = self.players

        average_rating: float | None
        average_rating = self.average_rating

        created_at = self.created_at.isoformat()

        age_seconds = self.age_seconds

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "ruleset": ruleset,
                "scenario": scenario,
                "options": options,
                "practice": practice,
                "seats": seats,
                "free_seats": free_seats,
                "reserved_seats": reserved_seats,
                "bots": bots,
                "players": players,
                "average_rating": average_rating,
                "created_at": created_at,
                "age_seconds": age_seconds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        ruleset = d.pop("ruleset")

        scenario = d.pop("scenario")

        options = d.pop("options")

        practice = d.pop("practice")

        seats = d.pop("seats")

        free_seats = d.pop("free_seats")

        reserved_seats = d.pop("reserved_seats")

        bots = d.pop("bots")

        players = cast(list[str], d.pop("players"))

        def _parse_average_rating(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        average_rating = _parse_average_rating(d.pop("average_rating"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        age_seconds = d.pop("age_seconds")

        lobby_game = cls(
            id=id,
            ruleset=ruleset,
            scenario=scenario,
            options=options,
            practice=practice,
            seats=seats,
            free_seats=free_seats,
            reserved_seats=reserved_seats,
            bots=bots,
            players=players,
            average_rating=average_rating,
            created_at=created_at,
            age_seconds=age_seconds,
        )

        lobby_game.additional_properties = d
        return lobby_game

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
