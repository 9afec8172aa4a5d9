from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="Entrant")


@_attrs_define
class Entrant:
    """
    Attributes:
        id (int):
        name (str):
        seed (int): Entry order: the last tie-break and the bracket seed.
        players (list[str]):
        bot (str | Unset): A bot name for an AI entrant; blank for players.
        stat_raises (Any | Unset):
        withdrawn_at (datetime.datetime | None | Unset):
        group (int | None | Unset): Group stage: the group drawn at the start (0 = A).
    """

    id: int
    name: str
    seed: int
    players: list[str]
    bot: str | Unset = UNSET
    stat_raises: Any | Unset = UNSET
    withdrawn_at: datetime.datetime | None | Unset = UNSET
    group: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        seed = self.seed

        players = self.players

        bot = self.bot

        stat_raises = self.stat_raises

        withdrawn_at: None | str | Unset
        if isinstance(self.withdrawn_at, Unset):
            withdrawn_at = UNSET
        elif isinstance(self.withdrawn_at, datetime.datetime):
            withdrawn_at = self.withdrawn_at.isoformat()
        else:
            withdrawn_at = self.withdrawn_at

        group: int | None | Unset
        if isinstance(self.group, Unset):
            group = UNSET
        else:
            group = self.group

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "seed": seed,
                "players": players,
            }
        )
        if bot is not UNSET:
            field_dict["bot"] = bot
        if stat_raises is not UNSET:
            field_dict["stat_raises"] = stat_raises
        if withdrawn_at is not UNSET:
            field_dict["withdrawn_at"] = withdrawn_at
        if group is not UNSET:
            field_dict["group"] = group

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        seed = d.pop("seed")

        players = cast(list[str], d.pop("players"))

        bot = d.pop("bot", UNSET)

        stat_raises = d.pop("stat_raises", UNSET)

        def _parse_withdrawn_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                withdrawn_at_type_0 = datetime.datetime.fromisoformat(data)

                return withdrawn_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        withdrawn_at = _parse_withdrawn_at(d.pop("withdrawn_at", UNSET))

        def _parse_group(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        group = _parse_group(d.pop("group", UNSET))

        entrant = cls(
            id=id,
            name=name,
            seed=seed,
            players=players,
            bot=bot,
            stat_raises=stat_raises,
            withdrawn_at=withdrawn_at,
            group=group,
        )

        entrant.additional_properties = d
        return entrant

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
