from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.season_ref import SeasonRef
    from ..models.tier import Tier
    from ..models.tier_history import TierHistory


T = TypeVar("T", bound="Tiers")


@_attrs_define
class Tiers:
    """
    Attributes:
        season (SeasonRef):
        promote (int):
        relegate (int):
        tiers (list[Tier]): Empty for a league without divisions (or before its first pairing).
        history (list[TierHistory]): Each member's tier in every season.
    """

    season: SeasonRef
    promote: int
    relegate: int
    tiers: list[Tier]
    history: list[TierHistory]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        season = self.season.to_dict()

        promote = self.promote

        relegate = self.relegate

        tiers = []
        for tiers_item_data in self.tiers:
            tiers_item = tiers_item_data.to_dict()
            tiers.append(tiers_item)

        history = []
        for history_item_data in self.history:
            history_item = history_item_data.to_dict()
            history.append(history_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "season": season,
                "promote": promote,
                "relegate": relegate,
                "tiers": tiers,
                "history": history,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.season_ref import SeasonRef
        from ..models.tier import Tier
        from ..models.tier_history import TierHistory

        d = dict(src_dict)
        season = SeasonRef.from_dict(d.pop("season"))

        promote = d.pop("promote")

        relegate = d.pop("relegate")

        tiers = []
        _tiers = d.pop("tiers")
        for tiers_item_data in _tiers:
            tiers_item = Tier.from_dict(tiers_item_data)

            tiers.append(tiers_item)

        history = []
        _history = d.pop("history")
        for history_item_data in _history:
            history_item = TierHistory.from_dict(history_item_data)

            history.append(history_item)

        tiers = cls(
            season=season,
            promote=promote,
            relegate=relegate,
            tiers=tiers,
            history=history,
        )

        tiers.additional_properties = d
        return tiers

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
