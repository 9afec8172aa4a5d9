from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.deadline_policy_enum import DeadlinePolicyEnum
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.league_create_request_request_options import LeagueCreateRequestRequestOptions


T = TypeVar("T", bound="LeagueCreateRequestRequest")


@_attrs_define
class LeagueCreateRequestRequest:
    """The turn clock a league or tournament gives each of its games (as POST /games/ takes one).

    Attributes:
        name (str):
        ruleset (str):
        placement_points (list[float] | Unset): Points for 1st, 2nd, ...; default [3, 1].
        frag_points (float | Unset):  Default: 0.0.
        trophy_points (float | Unset):  Default: 0.0.
        turn_seconds (int | None | Unset): Seconds a human seat has for each turn in its games, at most 30 days; omit or
            null for no deadline.
        deadline_policy (DeadlinePolicyEnum | Unset): * `random` - Play the turn with the random bot
            * `forfeit` - Forfeit the seat Default: DeadlinePolicyEnum.RANDOM.
        scenario (str | Unset): Defaults to the ruleset's first scenario.
        options (LeagueCreateRequestRequestOptions | Unset):
        table_size (int | Unset):  Default: 2.
        max_members (int | None | Unset):
        bye_points (float | Unset):  Default: 0.0.
        auto_pair (bool | Unset): Pair the members again as soon as a pairing's games are all over; the organiser makes
            each season's first pairing (POST /leagues/{id}/pair/). Default: False.
        pairings_per_season (int | None | Unset): Pairings in a season (then 409 season_complete until the next season);
            omit for no limit.
        tiers (int | Unset): Divisions: tiers (1 the top), each paired within itself; 1 for none. The members at the
            first pairing are dealt into them in join order; later members enter the lowest. Default: 1.
        promote (int | Unset): Divisions: how many of each tier go up at a season's end. Default: 1.
        relegate (int | Unset): Divisions: how many of each tier go down at a season's end. Default: 1.
    """

    name: str
    ruleset: str
    placement_points: list[float] | Unset = UNSET
    frag_points: float | Unset = 0.0
    trophy_points: float | Unset = 0.0
    turn_seconds: int | None | Unset = UNSET
    deadline_policy: DeadlinePolicyEnum | Unset = DeadlinePolicyEnum.RANDOM
    scenario: str | Unset = UNSET
    options: LeagueCreateRequestRequestOptions | Unset = UNSET
    table_size: int | Unset = 2
    max_members: int | None | Unset = UNSET
    bye_points: float | Unset = 0.0
    auto_pair: bool | Unset = False
    pairings_per_season: int | None | Unset = UNSET
    tiers: int | Unset = 1
    promote: int | Unset = 1
    relegate: int | Unset = 1
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        ruleset = self.ruleset

        placement_points: list[float] | Unset = UNSET
        if not isinstance(self.placement_points, Unset):
            placement_points = self.placement_points

        frag_points = self.frag_points

        trophy_points = self.trophy_points

        turn_seconds: int | None | Unset
        if isinstance(self.turn_seconds, Unset):
            turn_seconds = UNSET
        else:
            turn_seconds = self.turn_seconds

        deadline_policy: str | Unset = UNSET
        if not isinstance(self.deadline_policy, Unset):
            deadline_policy = self.deadline_policy.value

        scenario = self.scenario

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        table_size = self.table_size

        max_members: int | None | Unset
        if isinstance(self.max_members, Unset):
            max_members = UNSET
        else:
            max_members = self.max_members

        bye_points = self.bye_points

        auto_pair = self.auto_pair

        pairings_per_season: int | None | Unset
        if isinstance(self.pairings_per_season, Unset):
            pairings_per_season = UNSET
        else:
            pairings_per_season = self.pairings_per_season

        tiers = self.tiers

        promote = self.promote

        relegate = self.relegate

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "ruleset": ruleset,
            }
        )
        if placement_points is not UNSET:
            field_dict["placement_points"] = placement_points
        if frag_points is not UNSET:
            field_dict["frag_points"] = frag_points
        if trophy_points is not UNSET:
            field_dict["trophy_points"] = trophy_points
        if turn_seconds is not UNSET:
            field_dict["turn_seconds"] = turn_seconds
        if deadline_policy is not UNSET:
            field_dict["deadline_policy"] = deadline_policy
        if scenario is not UNSET:
            field_dict["scenario"] = scenario
        if options is not UNSET:
            field_dict["options"] = options
        if table_size is not UNSET:
            field_dict["table_size"] = table_size
        if max_members is not UNSET:
            field_dict["max_members"] = max_members
        if bye_points is not UNSET:
            field_dict["bye_points"] = bye_points
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

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.league_create_request_request_options import LeagueCreateRequestRequestOptions

        d = dict(src_dict)
        name = d.pop("name")

        ruleset = d.pop("ruleset")

        placement_points = cast(list[float], d.pop("placement_points", UNSET))

        frag_points = d.pop("frag_points", UNSET)

        trophy_points = d.pop("trophy_points", UNSET)

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

        scenario = d.pop("scenario", UNSET)

        _options = d.pop("options", UNSET)
        options: LeagueCreateRequestRequestOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = LeagueCreateRequestRequestOptions.from_dict(_options)

        table_size = d.pop("table_size", UNSET)

        def _parse_max_members(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        max_members = _parse_max_members(d.pop("max_members", UNSET))

        bye_points = d.pop("bye_points", UNSET)

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

        league_create_request_request = cls(
            name=name,
            ruleset=ruleset,
            placement_points=placement_points,
            frag_points=frag_points,
            trophy_points=trophy_points,
            turn_seconds=turn_seconds,
            deadline_policy=deadline_policy,
            scenario=scenario,
            options=options,
            table_size=table_size,
            max_members=max_members,
            bye_points=bye_points,
            auto_pair=auto_pair,
            pairings_per_season=pairings_per_season,
            tiers=tiers,
            promote=promote,
            relegate=relegate,
        )

        league_create_request_request.additional_properties = d
        return league_create_request_request

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
