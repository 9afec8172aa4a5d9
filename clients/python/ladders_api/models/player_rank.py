from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="PlayerRank")


@_attrs_define
class PlayerRank:
    """
    Attributes:
        scope (str):
        rating (float): mu - 3 sigma: the conservative skill estimate leaderboards sort by.
        mu (float):
        sigma (float):
        title (str):
        frags (int | Unset):
        trophies (int | Unset):
        wins (int | Unset):
        games_played (int | Unset):
        rated_games (int | Unset):
    """

    scope: str
    rating: float
    mu: float
    sigma: float
    title: str
    frags: int | Unset = UNSET
    trophies: int | Unset = UNSET
    wins: int | Unset = UNSET
    games_played: int | Unset = UNSET
    rated_games: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        scope = self.scope

        rating = self.rating

        mu = self.mu

        sigma = self.sigma

        title = self.title

        frags = self.frags

        trophies = self.trophies

        wins = self.wins

        games_played = self.games_played

        rated_games = self.rated_games

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "scope": scope,
                "rating": rating,
                "mu": mu,
                "sigma": sigma,
                "title": title,
            }
        )
        if frags is not UNSET:
            field_dict["frags"] = frags
        if trophies is not UNSET:
            field_dict["trophies"] = trophies
        if wins is not UNSET:
            field_dict["wins"] = wins
        if games_played is not UNSET:
            field_dict["games_played"] = games_played
        if rated_games is not UNSET:
            field_dict["rated_games"] = rated_games

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        scope = d.pop("scope")

        rating = d.pop("rating")

        mu = d.pop("mu")

        sigma = d.pop("sigma")

        title = d.pop("title")

        frags = d.pop("frags", UNSET)

        trophies = d.pop("trophies", UNSET)

        wins = d.pop("wins", UNSET)

        games_played = d.pop("games_played", UNSET)

        rated_games = d.pop("rated_games", UNSET)

        player_rank = cls(
            scope=scope,
            rating=rating,
            mu=mu,
            sigma=sigma,
            title=title,
            frags=frags,
            trophies=trophies,
            wins=wins,
            games_played=games_played,
            rated_games=rated_games,
        )

        player_rank.additional_properties = d
        return player_rank

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
