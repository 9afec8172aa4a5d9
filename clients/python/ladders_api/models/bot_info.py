from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.level_enum import LevelEnum

T = TypeVar("T", bound="BotInfo")


@_attrs_define
class BotInfo:
    """
    Attributes:
        name (str): What an AI seat names: a level (easy, normal, hard) or random.
        ruleset (None | str): The ruleset this bot plays; null: any ruleset.
        level (LevelEnum): * `easy` - easy
            * `normal` - normal
            * `hard` - hard
            * `none` - none
        description (str): One line on how it plays.
        think_seconds (float): Upper bound on its thinking time per decision, in seconds.
    """

    name: str
    ruleset: None | str
    level: LevelEnum
    description: str
    think_seconds: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        ruleset: None | str
        ruleset = self.ruleset

        level = self.level.value

        description = self.description

        think_seconds = self.think_seconds

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "ruleset": ruleset,
                "level": level,
                "description": description,
                "think_seconds": think_seconds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        def _parse_ruleset(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        ruleset = _parse_ruleset(d.pop("ruleset"))

        level = LevelEnum(d.pop("level"))

        description = d.pop("description")

        think_seconds = d.pop("think_seconds")

        bot_info = cls(
            name=name,
            ruleset=ruleset,
            level=level,
            description=description,
            think_seconds=think_seconds,
        )

        bot_info.additional_properties = d
        return bot_info

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
