from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.bracket_entrant import BracketEntrant
    from ..models.bracket_match import BracketMatch
    from ..models.placement import Placement


T = TypeVar("T", bound="Bracket")


@_attrs_define
class Bracket:
    """
    Attributes:
        finished (bool):
        champion (BracketEntrant | None):
        matches (list[BracketMatch]):
        placements (list[Placement]): Everyone once, best first; final when the tournament is finished.
    """

    finished: bool
    champion: BracketEntrant | None
    matches: list[BracketMatch]
    placements: list[Placement]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.bracket_entrant import BracketEntrant

        finished = self.finished

        champion: dict[str, Any] | None
        if isinstance(self.champion, BracketEntrant):
            champion = self.champion.to_dict()
        else:
            champion = self.champion

        matches = []
        for matches_item_data in self.matches:
            matches_item = matches_item_data.to_dict()
            matches.append(matches_item)

        placements = []
        for placements_item_data in self.placements:
            placements_item = placements_item_data.to_dict()
            placements.append(placements_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "finished": finished,
                "champion": champion,
                "matches": matches,
                "placements": placements,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.bracket_entrant import BracketEntrant
        from ..models.bracket_match import BracketMatch
        from ..models.placement import Placement

        d = dict(src_dict)
        finished = d.pop("finished")

        def _parse_champion(data: object) -> BracketEntrant | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                champion_type_1 = BracketEntrant.from_dict(data)

                return champion_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BracketEntrant | None, data)

        champion = _parse_champion(d.pop("champion"))

        matches = []
        _matches = d.pop("matches")
        for matches_item_data in _matches:
            matches_item = BracketMatch.from_dict(matches_item_data)

            matches.append(matches_item)

        placements = []
        _placements = d.pop("placements")
        for placements_item_data in _placements:
            placements_item = Placement.from_dict(placements_item_data)

            placements.append(placements_item)

        bracket = cls(
            finished=finished,
            champion=champion,
            matches=matches,
            placements=placements,
        )

        bracket.additional_properties = d
        return bracket

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
