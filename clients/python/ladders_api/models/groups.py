from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.blank_enum import BlankEnum
from ..models.groups_stage_enum import GroupsStageEnum

if TYPE_CHECKING:
    from ..models.bracket_entrant import BracketEntrant
    from ..models.group import Group


T = TypeVar("T", bound="Groups")


@_attrs_define
class Groups:
    """
    Attributes:
        stage (BlankEnum | GroupsStageEnum): The stage now ("": not started).

            * `` -
            * `groups` - groups
            * `playoff` - playoff
        lot_seed (str):
        tie_breaks (list[str]): Applied in this order.
        advance (int):
        groups (list[Group]):
        playoff_seeds (list[BracketEntrant]): The playoff's entrants in seed order, once drawn.
    """

    stage: BlankEnum | GroupsStageEnum
    lot_seed: str
    tie_breaks: list[str]
    advance: int
    groups: list[Group]
    playoff_seeds: list[BracketEntrant]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        stage: str
        if isinstance(self.stage, GroupsStageEnum):
            stage = self.stage.value
        else:
            stage = self.stage.value

        lot_seed = self.lot_seed

        tie_breaks = self.tie_breaks

        advance = self.advance

        groups = []
        for groups_item_data in self.groups:
            groups_item = groups_item_data.to_dict()
            groups.append(groups_item)

        playoff_seeds = []
        for playoff_seeds_item_data in self.playoff_seeds:
            playoff_seeds_item = playoff_seeds_item_data.to_dict()
            playoff_seeds.append(playoff_seeds_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "stage": stage,
                "lot_seed": lot_seed,
                "tie_breaks": tie_breaks,
                "advance": advance,
                "groups": groups,
                "playoff_seeds": playoff_seeds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.bracket_entrant import BracketEntrant
        from ..models.group import Group

        d = dict(src_dict)

        def _parse_stage(data: object) -> BlankEnum | GroupsStageEnum:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                stage_type_0 = GroupsStageEnum(data)

                return stage_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            stage_type_1 = BlankEnum(data)

            return stage_type_1

        stage = _parse_stage(d.pop("stage"))

        lot_seed = d.pop("lot_seed")

        tie_breaks = cast(list[str], d.pop("tie_breaks"))

        advance = d.pop("advance")

        groups = []
        _groups = d.pop("groups")
        for groups_item_data in _groups:
            groups_item = Group.from_dict(groups_item_data)

            groups.append(groups_item)

        playoff_seeds = []
        _playoff_seeds = d.pop("playoff_seeds")
        for playoff_seeds_item_data in _playoff_seeds:
            playoff_seeds_item = BracketEntrant.from_dict(playoff_seeds_item_data)

            playoff_seeds.append(playoff_seeds_item)

        groups = cls(
            stage=stage,
            lot_seed=lot_seed,
            tie_breaks=tie_breaks,
            advance=advance,
            groups=groups,
            playoff_seeds=playoff_seeds,
        )

        groups.additional_properties = d
        return groups

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
