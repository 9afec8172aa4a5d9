from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.blank_enum import BlankEnum
from ..models.move_enum import MoveEnum

T = TypeVar("T", bound="TierMember")


@_attrs_define
class TierMember:
    """
    Attributes:
        rank (int): Within the tier, by the season's standings.
        player (str):
        points (float):
        played (int):
        move (BlankEnum | MoveEnum): How the member came to this tier.

            * `entered` - entered
            * `promoted` - promoted
            * `relegated` - relegated
            * `stayed` - stayed
            * `` -
        withdrawn (bool): Left the league.
    """

    rank: int
    player: str
    points: float
    played: int
    move: BlankEnum | MoveEnum
    withdrawn: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        rank = self.rank

        player = self.player

        points = self.points

        played = self.played

        move: str
        if isinstance(self.move, MoveEnum):
            move = self.move.value
        else:
            move = self.move.value

        withdrawn = self.withdrawn

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "rank": rank,
                "player": player,
                "points": points,
                "played": played,
                "move": move,
                "withdrawn": withdrawn,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        rank = d.pop("rank")

        player = d.pop("player")

        points = d.pop("points")

        played = d.pop("played")

        def _parse_move(data: object) -> BlankEnum | MoveEnum:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                move_type_0 = MoveEnum(data)

                return move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            move_type_1 = BlankEnum(data)

            return move_type_1

        move = _parse_move(d.pop("move"))

        withdrawn = d.pop("withdrawn")

        tier_member = cls(
            rank=rank,
            player=player,
            points=points,
            played=played,
            move=move,
            withdrawn=withdrawn,
        )

        tier_member.additional_properties = d
        return tier_member

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
