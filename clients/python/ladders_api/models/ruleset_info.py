from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.scenario_info import ScenarioInfo


T = TypeVar("T", bound="RulesetInfo")


@_attrs_define
class RulesetInfo:
    """
    Attributes:
        id (str):
        name (str):
        description (str):
        min_seats (int):
        max_seats (int):
        hidden_information (bool):
        rules_version (int): Raised whenever a rules change makes stored logs replay differently (docs/rules-
            versions.md).
        scenarios (list[ScenarioInfo]):
        options (Any): JSON Schema of the game options, with defaults.
        bots (list[str]): Bots that can take an AI seat.
    """

    id: str
    name: str
    description: str
    min_seats: int
    max_seats: int
    hidden_information: bool
    rules_version: int
    scenarios: list[ScenarioInfo]
    options: Any
    bots: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        description = self.description

        min_seats = self.min_seats

        max_seats = self.max_seats

        hidden_information = self.hidden_information

        rules_version = self.rules_version

        scenarios = []
        for scenarios_item_data in self.scenarios:
            scenarios_item = scenarios_item_data.to_dict()
            scenarios.append(scenarios_item)

        options = self.options

        bots = self.bots

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "description": description,
                "min_seats": min_seats,
                "max_seats": max_seats,
                "hidden_information": hidden_information,
                "rules_version": rules_version,
                "scenarios": scenarios,
                "options": options,
                "bots": bots,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.scenario_info import ScenarioInfo

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        description = d.pop("description")

        min_seats = d.pop("min_seats")

        max_seats = d.pop("max_seats")

        hidden_information = d.pop("hidden_information")

        rules_version = d.pop("rules_version")

        scenarios = []
        _scenarios = d.pop("scenarios")
        for scenarios_item_data in _scenarios:
            scenarios_item = ScenarioInfo.from_dict(scenarios_item_data)

            scenarios.append(scenarios_item)

        options = d.pop("options")

        bots = cast(list[str], d.pop("bots"))

        ruleset_info = cls(
            id=id,
            name=name,
            description=description,
            min_seats=min_seats,
            max_seats=max_seats,
            hidden_information=hidden_information,
            rules_version=rules_version,
            scenarios=scenarios,
            options=options,
            bots=bots,
        )

        ruleset_info.additional_properties = d
        return ruleset_info

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
