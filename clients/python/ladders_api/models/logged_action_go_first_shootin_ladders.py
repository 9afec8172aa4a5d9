from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.logged_action_go_first_shootin_ladders_team import LoggedActionGoFirstShootinLaddersTeam
from ..models.logged_action_go_first_shootin_ladders_type import LoggedActionGoFirstShootinLaddersType

T = TypeVar("T", bound="LoggedActionGoFirstShootinLadders")


@_attrs_define
class LoggedActionGoFirstShootinLadders:
    """Your team won the round's team dice: name the team that goes first (yours or the other).

    Attributes:
        type_ (LoggedActionGoFirstShootinLaddersType):
        team (LoggedActionGoFirstShootinLaddersTeam):
    """

    type_: LoggedActionGoFirstShootinLaddersType
    team: LoggedActionGoFirstShootinLaddersTeam

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        team = self.team.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "team": team,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = LoggedActionGoFirstShootinLaddersType(d.pop("type"))

        team = LoggedActionGoFirstShootinLaddersTeam(d.pop("team"))

        logged_action_go_first_shootin_ladders = cls(
            type_=type_,
            team=team,
        )

        return logged_action_go_first_shootin_ladders
