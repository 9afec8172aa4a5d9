from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="RatingPoint")


@_attrs_define
class RatingPoint:
    """
    Attributes:
        game (int):
        at (datetime.datetime):
        rating (float):
        mu (float):
        sigma (float):
    """

    game: int
    at: datetime.datetime
    rating: float
    mu: float
    sigma: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game = self.game

        at = self.at.isoformat()

        rating = self.rating

        mu = self.mu

        sigma = self.sigma

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game": game,
                "at": at,
                "rating": rating,
                "mu": mu,
                "sigma": sigma,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        game = d.pop("game")

        at = datetime.datetime.fromisoformat(d.pop("at"))

        rating = d.pop("rating")

        mu = d.pop("mu")

        sigma = d.pop("sigma")

        rating_point = cls(
            game=game,
            at=at,
            rating=rating,
            mu=mu,
            sigma=sigma,
        )

        rating_point.additional_properties = d
        return rating_point

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
