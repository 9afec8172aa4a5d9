from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ScenarioInfo")


@_attrs_define
class ScenarioInfo:
    """
    Attributes:
        id (str):
        name (str):
        teams (bool):
        min_seats (int):
        max_seats (int):
        description (str):
        options (Any): JSON Schema of this scenario's options, with defaults; an option it does not list is refused.
    """

    id: str
    name: str
    teams: bool
    min_seats: int
    max_seats: int
    description: str
    options: Any
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        teams = self.teams

        min_seats = self.min_seats

        max_seats = self.max_seats

        description = self.description

        options = self.options

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "teams": teams,
                "min_seats": min_seats,
                "max_seats": max_seats,
                "description": description,
                "options": options,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        teams = d.pop("teams")

        min_seats = d.pop("min_seats")

        max_seats = d.pop("max_seats")

        description = d.pop("description")

        options = d.pop("options")

        scenario_info = cls(
            id=id,
            name=name,
            teams=teams,
            min_seats=min_seats,
            max_seats=max_seats,
            description=description,
            options=options,
        )

        scenario_info.additional_properties = d
        return scenario_info

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
