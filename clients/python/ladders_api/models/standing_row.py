from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.standing_row_fighter_type_0 import StandingRowFighterType0


T = TypeVar("T", bound="StandingRow")


@_attrs_define
class StandingRow:
    """
    Attributes:
        rank (int): Shared by entrants level on every tie-break but the seed.
        entrant (int): Player id (leagues) or entrant id (tournaments).
        name (str):
        points (float):
        buchholz (float): Sum of the points of every opponent met.
        beaten (int): Opponents who finished below, over every table.
        wins (int):
        played (int):
        byes (int):
        frags (int):
        trophies (int):
        withdrawn (bool): The entrant withdrew from the tournament (or the player left the league): paired no more, its
            results stand.
        fighter (None | StandingRowFighterType0 | Unset): Frag Deadlands: the entrant's grown fighter as it enters its
            next game (fighter, health, speed, accuracy); null elsewhere or before its first game.
    """

    rank: int
    entrant: int
    name: str
    points: float
    buchholz: float
    beaten: int
    wins: int
    played: int
    byes: int
    frags: int
    trophies: int
    withdrawn: bool
    fighter: None | StandingRowFighterType0 | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.standing_row_fighter_type_0 import StandingRowFighterType0

        rank = self.rank

        entrant = self.entrant

        name = self.name

        points = self.points

        buchholz = self.buchholz

        beaten = self.beaten

        wins = self.wins

        played = self.played

        byes = self.byes

        frags = self.frags

        trophies = self.trophies

        withdrawn = self.withdrawn

        fighter: dict[str, Any] | None | Unset
        if isinstance(self.fighter, Unset):
            fighter = UNSET
        elif isinstance(self.fighter, StandingRowFighterType0):
            fighter = self.fighter.to_dict()
        else:
            fighter = self.fighter

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "rank": rank,
                "entrant": entrant,
                "name": name,
                "points": points,
                "buchholz": buchholz,
                "beaten": beaten,
                "wins": wins,
                "played": played,
                "byes": byes,
                "frags": frags,
                "trophies": trophies,
                "withdrawn": withdrawn,
            }
        )
        if fighter is not UNSET:
            field_dict["fighter"] = fighter

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.standing_row_fighter_type_0 import StandingRowFighterType0

        d = dict(src_dict)
        rank = d.pop("rank")

        entrant = d.pop("entrant")

        name = d.pop("name")

        points = d.pop("points")

        buchholz = d.pop("buchholz")

        beaten = d.pop("beaten")

        wins = d.pop("wins")

        played = d.pop("played")

        byes = d.pop("byes")

        frags = d.pop("frags")

        trophies = d.pop("trophies")

        withdrawn = d.pop("withdrawn")

        def _parse_fighter(data: object) -> None | StandingRowFighterType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                fighter_type_0 = StandingRowFighterType0.from_dict(data)

                return fighter_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | StandingRowFighterType0 | Unset, data)

        fighter = _parse_fighter(d.pop("fighter", UNSET))

        standing_row = cls(
            rank=rank,
            entrant=entrant,
            name=name,
            points=points,
            buchholz=buchholz,
            beaten=beaten,
            wins=wins,
            played=played,
            byes=byes,
            frags=frags,
            trophies=trophies,
            withdrawn=withdrawn,
            fighter=fighter,
        )

        standing_row.additional_properties = d
        return standing_row

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
