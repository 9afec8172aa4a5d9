from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.bracket_entrant import BracketEntrant


T = TypeVar("T", bound="GroupRow")


@_attrs_define
class GroupRow:
    """
    Attributes:
        rank (int):
        entrant (BracketEntrant):
        points (float):
        head_to_head (int): Entrants level on points it beat at the tables they shared.
        buchholz (float):
        frags (int):
        trophies (int):
        lot (int): The drawn lot (from the event's seed): the last tie-break, higher first.
        decided_by (str): The tie-break that put it below the row above: points, head_to_head, buchholz, frags,
            trophies, lot.
        played (int):
        byes (int):
        withdrawn (bool):
        through (bool): Went through to the playoff.
    """

    rank: int
    entrant: BracketEntrant
    points: float
    head_to_head: int
    buchholz: float
    frags: int
    trophies: int
    lot: int
    decided_by: str
    played: int
    byes: int
    withdrawn: bool
    through: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        rank = self.rank

        entrant = self.entrant.to_dict()

        points = self.points

        head_to_head = self.head_to_head

        buchholz = self.buchholz

        frags = self.frags

        trophies = self.trophies

        lot = self.lot

        decided_by = self.decided_by

        played = self.played

        byes = self.byes

        withdrawn = self.withdrawn

        through = self.through

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "rank": rank,
                "entrant": entrant,
                "points": points,
                "head_to_head": head_to_head,
                "buchholz": buchholz,
                "frags": frags,
                "trophies": trophies,
                "lot": lot,
                "decided_by": decided_by,
                "played": played,
                "byes": byes,
                "withdrawn": withdrawn,
                "through": through,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.bracket_entrant import BracketEntrant

        d = dict(src_dict)
        rank = d.pop("rank")

        entrant = BracketEntrant.from_dict(d.pop("entrant"))

        points = d.pop("points")

        head_to_head = d.pop("head_to_head")

        buchholz = d.pop("buchholz")

        frags = d.pop("frags")

        trophies = d.pop("trophies")

        lot = d.pop("lot")

        decided_by = d.pop("decided_by")

        played = d.pop("played")

        byes = d.pop("byes")

        withdrawn = d.pop("withdrawn")

        through = d.pop("through")

        group_row = cls(
            rank=rank,
            entrant=entrant,
            points=points,
            head_to_head=head_to_head,
            buchholz=buchholz,
            frags=frags,
            trophies=trophies,
            lot=lot,
            decided_by=decided_by,
            played=played,
            byes=byes,
            withdrawn=withdrawn,
            through=through,
        )

        group_row.additional_properties = d
        return group_row

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
