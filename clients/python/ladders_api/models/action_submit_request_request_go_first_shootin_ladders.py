from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.action_submit_request_request_go_first_shootin_ladders_team import (
    ActionSubmitRequestRequestGoFirstShootinLaddersTeam,
)
from ..models.action_submit_request_request_go_first_shootin_ladders_type import (
    ActionSubmitRequestRequestGoFirstShootinLaddersType,
)

T = TypeVar("T", bound="ActionSubmitRequestRequestGoFirstShootinLadders")


@_attrs_define
class ActionSubmitRequestRequestGoFirstShootinLadders:
    """Your team won the round's team dice: name the team that goes first (yours or the other).

    Attributes:
        type_ (ActionSubmitRequestRequestGoFirstShootinLaddersType):
        team (ActionSubmitRequestRequestGoFirstShootinLaddersTeam):
    """

    type_: ActionSubmitRequestRequestGoFirstShootinLaddersType
    team: ActionSubmitRequestRequestGoFirstShootinLaddersTeam

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
        type_ = ActionSubmitRequestRequestGoFirstShootinLaddersType(d.pop("type"))

        team = ActionSubmitRequestRequestGoFirstShootinLaddersTeam(d.pop("team"))

        action_submit_request_request_go_first_shootin_ladders = cls(
            type_=type_,
            team=team,
        )

        return action_submit_request_request_go_first_shootin_ladders
