from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.deadline_policy_enum import DeadlinePolicyEnum
from ..models.format_enum import FormatEnum
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.tournament_create_request_request_options import TournamentCreateRequestRequestOptions


T = TypeVar("T", bound="TournamentCreateRequestRequest")


@_attrs_define
class TournamentCreateRequestRequest:
    """The turn clock a league or tournament gives each of its games (as POST /games/ takes one).

    Attributes:
        name (str):
        ruleset (str):
        format_ (FormatEnum): * `round_robin` - Round robin
            * `swiss` - Swiss
            * `single_elimination` - Single elimination
        placement_points (list[float] | Unset): Points for 1st, 2nd, ...; default [3, 1].
        frag_points (float | Unset):  Default: 0.0.
        trophy_points (float | Unset):  Default: 0.0.
        turn_seconds (int | None | Unset): Seconds a human seat has for each turn in its games, at most 30 days; omit or
            null for no deadline.
        deadline_policy (DeadlinePolicyEnum | Unset): * `random` - Play the turn with the random bot
            * `forfeit` - Forfeit the seat Default: DeadlinePolicyEnum.RANDOM.
        scenario (str | Unset):
        options (TournamentCreateRequestRequestOptions | Unset):
        table_size (int | Unset): Entrants a table: 2, or pods of 3 to 8. Default: 2.
        team_size (int | Unset): Players per entrant (team scenarios). Default: 1.
        rounds_planned (int | None | Unset): Swiss: default log2(n).
        auto_advance (bool | Unset):  Default: True.
        late_entries (bool | Unset): Swiss only: take entries while the tournament runs; each late entrant is paired
            from the next round, with no points for the rounds it missed. Default: False.
        bye_points (float | Unset):  Default: 3.0.
    """

    name: str
    ruleset: str
    format_: FormatEnum
    placement_points: list[float] | Unset = UNSET
    frag_points: float | Unset = 0.0
    trophy_points: float | Unset = 0.0
    turn_seconds: int | None | Unset = UNSET
    deadline_policy: DeadlinePolicyEnum | Unset = DeadlinePolicyEnum.RANDOM
    scenario: str | Unset = UNSET
    options: TournamentCreateRequestRequestOptions | Unset = UNSET
    table_size: int | Unset = 2
    team_size: int | Unset = 1
    rounds_planned: int | None | Unset = UNSET
    auto_advance: bool | Unset = True
    late_entries: bool | Unset = False
    bye_points: float | Unset = 3.0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        ruleset = self.ruleset

        format_ = self.format_.value

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

        team_size = self.team_size

        rounds_planned: int | None | Unset
        if isinstance(self.rounds_planned, Unset):
            rounds_planned = UNSET
        else:
            rounds_planned = self.rounds_planned

        auto_advance = self.auto_advance

        late_entries = self.late_entries

        bye_points = self.bye_points

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "ruleset": ruleset,
                "format": format_,
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
        if team_size is not UNSET:
            field_dict["team_size"] = team_size
        if rounds_planned is not UNSET:
            field_dict["rounds_planned"] = rounds_planned
        if auto_advance is not UNSET:
            field_dict["auto_advance"] = auto_advance
        if late_entries is not UNSET:
            field_dict["late_entries"] = late_entries
        if bye_points is not UNSET:
            field_dict["bye_points"] = bye_points

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.tournament_create_request_request_options import TournamentCreateRequestRequestOptions

        d = dict(src_dict)
        name = d.pop("name")

        ruleset = d.pop("ruleset")

        format_ = FormatEnum(d.pop("format"))

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
        options: TournamentCreateRequestRequestOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = TournamentCreateRequestRequestOptions.from_dict(_options)

        table_size = d.pop("table_size", UNSET)

        team_size = d.pop("team_size", UNSET)

        def _parse_rounds_planned(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        rounds_planned = _parse_rounds_planned(d.pop("rounds_planned", UNSET))

        auto_advance = d.pop("auto_advance", UNSET)

        late_entries = d.pop("late_entries", UNSET)

        bye_points = d.pop("bye_points", UNSET)

        tournament_create_request_request = cls(
            name=name,
            ruleset=ruleset,
            format_=format_,
            placement_points=placement_points,
            frag_points=frag_points,
            trophy_points=trophy_points,
            turn_seconds=turn_seconds,
            deadline_policy=deadline_policy,
            scenario=scenario,
            options=options,
            table_size=table_size,
            team_size=team_size,
            rounds_planned=rounds_planned,
            auto_advance=auto_advance,
            late_entries=late_entries,
            bye_points=bye_points,
        )

        tournament_create_request_request.additional_properties = d
        return tournament_create_request_request

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
