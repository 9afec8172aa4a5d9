from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="RecentGame")


@_attrs_define
class RecentGame:
    """
    Attributes:
        game (int):
        ruleset (str):
        scenario (str):
        seat (int):
        placement (int | None):
        finished_at (datetime.datetime | None):
    """

    game: int
    ruleset: str
    scenario: str
    seat: int
    placement: int | None
    finished_at: datetime.datetime | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game = self.game

        ruleset = self.ruleset

        scenario = self.scenario

        seat = self.seat

        placement: int | None
        placement = self.placement

        finished_at: None | str
        if isinstance(self.finished_at, datetime.datetime):
            finished_at = self.finished_at.isoformat()
        else:
            finished_at = self.finished_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game": game,
                "ruleset": ruleset,
                "scenario": scenario,
                "seat": seat,
                "placement": placement,
                "finished_at": finished_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        game = d.pop("game")

        ruleset = d.pop("ruleset")

        scenario = d.pop("scenario")

        seat = d.pop("seat")

        def _parse_placement(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        placement = _parse_placement(d.pop("placement"))

        def _parse_finished_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                finished_at_type_0 = datetime.datetime.fromisoformat(data)

                return finished_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        finished_at = _parse_finished_at(d.pop("finished_at"))

        recent_game = cls(
            game=game,
            ruleset=ruleset,
            scenario=scenario,
            seat=seat,
            placement=placement,
            finished_at=finished_at,
        )

        recent_game.additional_properties = d
        return recent_game

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
