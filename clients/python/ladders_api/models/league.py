from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.deadline_policy_enum import DeadlinePolicyEnum
from ..models.league_status_enum import LeagueStatusEnum
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.season import Season


T = TypeVar("T", bound="League")


@_attrs_define
class League:
    """
    Attributes:
        id (int):
        name (str):
        owner (str):
        ruleset (str):
        scenario (str):
        members (list[str]): Handles of the members now (who left is in the standings while their games count).
        seasons (list[Season]):
        created_at (datetime.datetime):
        options (Any | Unset):
        table_size (int | Unset): Players at each game.
        max_members (int | None | Unset): Empty for no limit.
        auto_pair (bool | Unset): Pair the members again as soon as a pairing's games are all over (the organiser makes
            each season's first pairing).
        pairings_per_season (int | None | Unset): Pairings a season has; empty for no limit. Then start the next season.
        tiers (int | Unset): Divisions (tier 1 the top), each paired within itself; 1 for none.
        promote (int | Unset): Divisions: how many of each tier but the top go up at a season's end.
        relegate (int | Unset): Divisions: how many of each tier but the lowest go down at a season's end.
        turn_seconds (int | None | Unset): Seconds a human seat has for each turn in this event's games (1 to 30 days);
            empty for no deadline.
        deadline_policy (DeadlinePolicyEnum | Unset): * `random` - Play the turn with the random bot
            * `forfeit` - Forfeit the seat
        status (LeagueStatusEnum | Unset): * `open` - Open
            * `closed` - Closed
        placement_points (Any | Unset): Points for 1st, 2nd, ... place; empty: 3 for a win, 1 for 2nd.
        frag_points (float | Unset):
        trophy_points (float | Unset):
        bye_points (float | Unset):
    """

    id: int
    name: str
    owner: str
    ruleset: str
    scenario: str
    members: list[str]
    seasons: list[Season]
    created_at: datetime.datetime
    options: Any | Unset = UNSET
    table_size: int | Unset = UNSET
    max_members: int | None | Unset = UNSET
    auto_pair: bool | Unset = UNSET
    pairings_per_season: int | None | Unset = UNSET
    tiers: int | Unset = UNSET
    promote: int | Unset = UNSET
    relegate: int | Unset = UNSET
    turn_seconds: int | None | Unset = UNSET
    deadline_policy: DeadlinePolicyEnum | Unset = UNSET
    status: LeagueStatusEnum | Unset = UNSET
    placement_points: Any | Unset = UNSET
    frag_points: float | Unset = UNSET
    trophy_points: float | Unset = UNSET
    bye_points: float | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        owner = self.owner

        ruleset = self.ruleset

        scenario = self.scenario

        members = self.members

        seasons = []
        for seasons_item_data in self.seasons:
            seasons_item = seasons_item_data.to_dict()
            seasons.append(seasons_item)

        created_at = self.created_at.isoformat()

        options = self.options

        table_size = self.table_size

        max_members: int | None | Unset
        if isinstance(self.max_members, Unset):
            max_members = UNSET
        else:
            max_members = self.max_members

        auto_pair = self.auto_pair

        pairings_per_season: int | None | Unset
        if isinstance(self.pairings_per_season, Unset):
            pairings_per_season = UNSET
        else:
            pairings_per_season = self.pairings_per_season

        tiers = self.tiers

        promote = self.promote

        relegate = self.relegate

        turn_seconds: int | None | Unset
        if isinstance(self.turn_seconds, Unset):
            turn_seconds = UNSET
        else:
            turn_seconds = self.turn_seconds

        deadline_policy: str | Unset = UNSET
        if not isinstance(self.deadline_policy, Unset):
            deadline_policy = self.deadline_policy.value

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value

        placement_points = self.placement_points

        frag_points = self.frag_points

        trophy_points = self.trophy_points

        bye_points = self.bye_points

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "owner": owner,
                "ruleset": ruleset,
                "scenario": scenario,
                "members": members,
                "seasons": seasons,
                "created_at": created_at,
            }
        )
        if options is not UNSET:
            field_dict["options"] = options
        if table_size is not UNSET:
            field_dict["table_size"] = table_size
        if max_members is not UNSET:
            field_dict["max_members"] = max_members
        if auto_pair is not UNSET:
            field_dict["auto_pair"] = auto_pair
        if pairings_per_season is not UNSET:
            field_dict["pairings_per_season"] = pairings_per_season
        if tiers is not UNSET:
            field_dict["tiers"] = tiers
        if promote is not UNSET:
            field_dict["promote"] = promote
        if relegate is not UNSET:
            field_dict["relegate"] = relegate
        if turn_seconds is not UNSET:
            field_dict["turn_seconds"] = turn_seconds
        if deadline_policy is not UNSET:
            field_dict["deadline_policy"] = deadline_policy
        if status is not UNSET:
            field_dict["status"] = status
        if placement_points is not UNSET:
            field_dict["placement_points"] = placement_points
        if frag_points is not UNSET:
            field_dict["frag_points"] = frag_points
        if trophy_points is not UNSET:
            field_dict["trophy_points"] = trophy_points
        if bye_points is not UNSET:
            field_dict["bye_points"] = bye_points

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.season import Season

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        owner = d.pop("owner")

        ruleset = d.pop("ruleset")

        scenario = d.pop("scenario")

        members = cast(list[str], d.pop("members"))

        seasons = []
        _seasons = d.pop("seasons")
        for seasons_item_data in _seasons:
            seasons_item = Season.from_dict(seasons_item_data)

            seasons.append(seasons_item)

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        options = d.pop("options", UNSET)

        table_size = d.pop("table_size", UNSET)

        def _parse_max_members(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        max_members = _parse_max_members(d.pop("max_members", UNSET))

        auto_pair = d.pop("auto_pair", UNSET)

        def _parse_pairings_per_season(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        pairings_per_season = _parse_pairings_per_season(d.pop("pairings_per_season", UNSET))

        tiers = d.pop("tiers", UNSET)

        promote = d.pop("promote", UNSET)

        relegate = d.pop("relegate", UNSET)

        def _parse_turn_seconds(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        turn_seconds = _parse_turn_seconds(d.pop("turn_seconds", UNSET))

        _deadline_policy = d.pop("deadline_policy", UNSET)
        deadline_policy: DeadlinePolicyEnum | Unset
        if isinstance(_deadline_policy, Unset):
            deadline_policy = UNSET
        else:
            deadline_policy = DeadlinePolicyEnum(_deadline_policy)

        _status = d.pop("status", UNSET)
        status: LeagueStatusEnum | Unset
        if isinstance(_status, Unset):
            status = UNSET
        else:
            status = LeagueStatusEnum(_status)

        placement_points = d.pop("placement_points", UNSET)

        frag_points = d.pop("frag_points", UNSET)

        trophy_points = d.pop("trophy_points", UNSET)

        bye_points = d.pop("bye_points", UNSET)

        league = cls(
            id=id,
            name=name,
            owner=owner,
            ruleset=ruleset,
            scenario=scenario,
            members=members,
            seasons=seasons,
            created_at=created_at,
            options=options,
            table_size=table_size,
            max_members=max_members,
            auto_pair=auto_pair,
            pairings_per_season=pairings_per_season,
            tiers=tiers,
            promote=promote,
            relegate=relegate,
            turn_seconds=turn_seconds,
            deadline_policy=deadline_policy,
            status=status,
            placement_points=placement_points,
            frag_points=frag_points,
            trophy_points=trophy_points,
            bye_points=bye_points,
        )

        league.additional_properties = d
        return league

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
