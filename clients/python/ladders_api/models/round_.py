from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.blank_enum import BlankEnum
from ..models.round_stage_enum import RoundStageEnum
from ..models.round_status_enum import RoundStatusEnum
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.table import Table


T = TypeVar("T", bound="Round")


@_attrs_define
class Round:
    """
    Attributes:
        number (int):
        tables (list[Table]):
        started_at (datetime.datetime):
        stage (BlankEnum | RoundStageEnum | Unset):
        status (RoundStatusEnum | Unset): * `running` - Running
            * `complete` - Complete
        byes (Any | Unset): Entrant ids given a bye this round.
        completed_at (datetime.datetime | None | Unset):
    """

    number: int
    tables: list[Table]
    started_at: datetime.datetime
    stage: BlankEnum | RoundStageEnum | Unset = UNSET
    status: RoundStatusEnum | Unset = UNSET
    byes: Any | Unset = UNSET
    completed_at: datetime.datetime | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        number = self.number

        tables = []
        for tables_item_data in self.tables:
            tables_item = tables_item_data.to_dict()
            tables.append(tables_item)

        started_at = self.started_at.isoformat()

        stage: str | Unset
        if isinstance(self.stage, Unset):
            stage = UNSET
        elif isinstance(self.stage, RoundStageEnum):
            stage = self.stage.value
        else:
            stage = self.stage.value

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value

        byes = self.byes

        completed_at: None | str | Unset
        if isinstance(self.completed_at, Unset):
            completed_at = UNSET
        elif isinstance(self.completed_at, datetime.datetime):
            completed_at = self.completed_at.isoformat()
        else:
            completed_at = self.completed_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "number": number,
                "tables": tables,
                "started_at": started_at,
            }
        )
        if stage is not UNSET:
            field_dict["stage"] = stage
        if status is not UNSET:
            field_dict["status"] = status
        if byes is not UNSET:
            field_dict["byes"] = byes
        if completed_at is not UNSET:
            field_dict["completed_at"] = completed_at

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.table import Table

        d = dict(src_dict)
        number = d.pop("number")

        tables = []
        _tables = d.pop("tables")
        for tables_item_data in _tables:
            tables_item = Table.from_dict(tables_item_data)

            tables.append(tables_item)

        started_at = datetime.datetime.fromisoformat(d.pop("started_at"))

        def _parse_stage(data: object) -> BlankEnum | RoundStageEnum | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                stage_type_0 = RoundStageEnum(data)

                return stage_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            stage_type_1 = BlankEnum(data)

            return stage_type_1

        stage = _parse_stage(d.pop("stage", UNSET))

        _status = d.pop("status", UNSET)
        status: RoundStatusEnum | Unset
        if isinstance(_status, Unset):
            status = UNSET
        else:
            status = RoundStatusEnum(_status)

        byes = d.pop("byes", UNSET)

        def _parse_completed_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                completed_at_type_0 = datetime.datetime.fromisoformat(data)

                return completed_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        completed_at = _parse_completed_at(d.pop("completed_at", UNSET))

        round_ = cls(
            number=number,
            tables=tables,
            started_at=started_at,
            stage=stage,
            status=status,
            byes=byes,
            completed_at=completed_at,
        )

        round_.additional_properties = d
        return round_

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
