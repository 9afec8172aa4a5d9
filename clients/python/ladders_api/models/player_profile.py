from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.player_rank import PlayerRank
    from ..models.rating_point import RatingPoint
    from ..models.recent_game import RecentGame


T = TypeVar("T", bound="PlayerProfile")


@_attrs_define
class PlayerProfile:
    """
    Attributes:
        id (int):
        handle (str):
        title (str): Rank title from frags and trophies over every game.
        ranks (list[PlayerRank]): One entry per scope the player has games in.
        history_scope (str):
        history (list[RatingPoint]): Rating after each game in history_scope, oldest first.
        recent_games (list[RecentGame]):
    """

    id: int
    handle: str
    title: str
    ranks: list[PlayerRank]
    history_scope: str
    history: list[RatingPoint]
    recent_games: list[RecentGame]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        handle = self.handle

        title = self.title

        ranks = []
        for ranks_item_data in self.ranks:
            ranks_item = ranks_item_data.to_dict()
            ranks.append(ranks_item)

        history_scope = self.history_scope

        history = []
        for history_item_data in self.history:
            history_item = history_item_data.to_dict()
            history.append(history_item)

        recent_games = []
        for recent_games_item_data in self.recent_games:
            recent_games_item = recent_games_item_data.to_dict()
            recent_games.append(recent_games_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "handle": handle,
                "title": title,
                "ranks": ranks,
                "history_scope": history_scope,
                "history": history,
                "recent_games": recent_games,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.player_rank import PlayerRank
        from ..models.rating_point import RatingPoint
        from ..models.recent_game import RecentGame

        d = dict(src_dict)
        id = d.pop("id")

        handle = d.pop("handle")

        title = d.pop("title")

        ranks = []
        _ranks = d.pop("ranks")
        for ranks_item_data in _ranks:
            ranks_item = PlayerRank.from_dict(ranks_item_data)

            ranks.append(ranks_item)

        history_scope = d.pop("history_scope")

        history = []
        _history = d.pop("history")
        for history_item_data in _history:
            history_item = RatingPoint.from_dict(history_item_data)

            history.append(history_item)

        recent_games = []
        _recent_games = d.pop("recent_games")
        for recent_games_item_data in _recent_games:
            recent_games_item = RecentGame.from_dict(recent_games_item_data)

            recent_games.append(recent_games_item)

        player_profile = cls(
            id=id,
            handle=handle,
            title=title,
            ranks=ranks,
            history_scope=history_scope,
            history=history,
            recent_games=recent_games,
        )

        player_profile.additional_properties = d
        return player_profile

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
