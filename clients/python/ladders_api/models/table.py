from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="Table")


@_attrs_define
class Table:
    """
    Attributes:
        index (int):
        entrants (Any): Entrant ids in seat order (each takes team_size seats).
        match (str | Unset): Double elimination: the bracket match (W1-1, L2-1, GF, ...).
        game (int | None | Unset):
        result (Any | Unset):
    """

    index: int
    entrants: Any
    match: str | Unset = UNSET
    game: int | None | Unset = UNSET
    result: Any | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        index = self.index

        entrants = self.entrants

        match = self.match

        game: int | None | Unset
        if isinstance(self.game, Unset):
            game = UNSET
        else:
            game = self.game

        result = self.result

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "index": index,
                "entrants": entrants,
            }
        )
        if match is not UNSET:
            field_dict["match"] = match
        if game is not UNSET:
            field_dict["game"] = game
        if result is not UNSET:
            field_dict["result"] = result

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        index = d.pop("index")

        entrants = d.pop("entrants")

        match = d.pop("match", UNSET)

        def _parse_game(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        game = _parse_game(d.pop("game", UNSET))

        result = d.pop("result", UNSET)

        table = cls(
            index=index,
            entrants=entrants,
            match=match,
            game=game,
            result=result,
        )

        table.additional_properties = d
        return table

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
