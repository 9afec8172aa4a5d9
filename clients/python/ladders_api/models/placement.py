from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.bracket_entrant import BracketEntrant


T = TypeVar("T", bound="Placement")


@_attrs_define
class Placement:
    """
    Attributes:
        entrant (BracketEntrant):
        place (int):
        place_to (int): The last place of a shared range (5th-6th: 5 and 6).
        label (str): 1st, 2nd, 3rd, 4th, 5th-6th, ...
        losses (int):
        out_in (None | str): The match that knocked it out (a group, or "withdrawn after round N"); null: not out.
        withdrawn (bool):
    """

    entrant: BracketEntrant
    place: int
    place_to: int
    label: str
    losses: int
    out_in: None | str
    withdrawn: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        entrant = self.entrant.to_dict()

        place = self.place

        place_to = self.place_to

        label = self.label

        losses = self.losses

        out_in: None | str
        out_in = self.out_in

        withdrawn = self.withdrawn

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "entrant": entrant,
                "place": place,
                "place_to": place_to,
                "label": label,
                "losses": losses,
                "out_in": out_in,
                "withdrawn": withdrawn,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.bracket_entrant import BracketEntrant

        d = dict(src_dict)
        entrant = BracketEntrant.from_dict(d.pop("entrant"))

        place = d.pop("place")

        place_to = d.pop("place_to")

        label = d.pop("label")

        losses = d.pop("losses")

        def _parse_out_in(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        out_in = _parse_out_in(d.pop("out_in"))

        withdrawn = d.pop("withdrawn")

        placement = cls(
            entrant=entrant,
            place=place,
            place_to=place_to,
            label=label,
            losses=losses,
            out_in=out_in,
            withdrawn=withdrawn,
        )

        placement.additional_properties = d
        return placement

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
