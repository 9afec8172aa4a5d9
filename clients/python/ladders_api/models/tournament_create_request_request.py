from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.deadline_policy_enum import DeadlinePolicyEnum
from ..models.format_enum import FormatEnum
from ..models.group_format_enum import GroupFormatEnum
from ..models.playoff_format_enum import PlayoffFormatEnum
from ..models.seeding_enum import SeedingEnum
from ..models.stay_rule_enum import StayRuleEnum
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
            * `double_elimination` - Double elimination
            * `groups_playoff` - Group stage into a playoff
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
        grand_final_reset (bool | Unset): Double elimination: when the losers' bracket's finalist wins the grand final,
            it is played again. Default: True.
        stay_rule (StayRuleEnum | Unset): * `half` - The better half (rounded down, at least one)
            * `winner` - The table's winner only Default: StayRuleEnum.HALF.
        seeding (SeedingEnum | Unset): * `entry` - Entry order
            * `rating` - Rating (the players' rank in the ruleset; bots and the unrated after, in entry order) Default:
            SeedingEnum.ENTRY.
        group_count (int | Unset): groups_playoff: groups. Default: 2.
        group_format (GroupFormatEnum | Unset): * `round_robin` - Round robin
            * `swiss` - Swiss Default: GroupFormatEnum.ROUND_ROBIN.
        group_advance (int | Unset): groups_playoff: how many of each group go through. Default: 2.
        playoff_format (PlayoffFormatEnum | Unset): * `single_elimination` - Single elimination
            * `double_elimination` - Double elimination Default: PlayoffFormatEnum.SINGLE_ELIMINATION.
        stage_auto_start (bool | Unset): groups_playoff: start the playoff when the last group game ends; false: the
            organiser starts it (POST /tournaments/{id}/rounds/). Default: True.
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
    grand_final_reset: bool | Unset = True
    stay_rule: StayRuleEnum | Unset = StayRuleEnum.HALF
    seeding: SeedingEnum | Unset = SeedingEnum.ENTRY
    group_count: int | Unset = 2
    group_format: GroupFormatEnum | Unset = GroupFormatEnum.ROUND_ROBIN
    group_advance: int | Unset = 2
    playoff_format: PlayoffFormatEnum | Unset = PlayoffFormatEnum.SINGLE_ELIMINATION
    stage_auto_start: bool | Unset = True
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

        grand_final_reset = self.grand_final_reset

        stay_rule: str | Unset = UNSET
        if not isinstance(self.stay_rule, Unset):
            stay_rule = self.stay_rule.value

        seeding: str | Unset = UNSET
        if not isinstance(self.seeding, Unset):
            seeding = self.seeding.value

        group_count = self.group_count

        group_format: str | Unset = UNSET
        if not isinstance(self.group_format, Unset):
            group_format = self.group_format.value

        group_advance = self.group_advance

        playoff_format: str | Unset = UNSET
        if not isinstance(self.playoff_format, Unset):
            playoff_format = self.playoff_format.value

        stage_auto_start = self.stage_auto_start

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
        if grand_final_reset is not UNSET:
            field_dict["grand_final_reset"] = grand_final_reset
        if stay_rule is not UNSET:
            field_dict["stay_rule"] = stay_rule
        if seeding is not UNSET:
            field_dict["seeding"] = seeding
        if group_count is not UNSET:
            field_dict["group_count"] = group_count
        if group_format is not UNSET:
            field_dict["group_format"] = group_format
        if group_advance is not UNSET:
            field_dict["group_advance"] = group_advance
        if playoff_format is not UNSET:
            field_dict["playoff_format"] = playoff_format
        if stage_auto_start is not UNSET:
            field_dict["stage_auto_start"] = stage_auto_start

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

        grand_final_reset = d.pop("grand_final_reset", UNSET)

        _stay_rule = d.pop("stay_rule", UNSET)
        stay_rule: StayRuleEnum | Unset
        if isinstance(_stay_rule, Unset):
            stay_rule = UNSET
        else:
            stay_rule = StayRuleEnum(_stay_rule)

        _seeding = d.pop("seeding", UNSET)
        seeding: SeedingEnum | Unset
        if isinstance(_seeding, Unset):
            seeding = UNSET
        else:
            seeding = SeedingEnum(_seeding)

        group_count = d.pop("group_count", UNSET)

        _group_format = d.pop("group_format", UNSET)
        group_format: GroupFormatEnum | Unset
        if isinstance(_group_format, Unset):
            group_format = UNSET
        else:
            group_format = GroupFormatEnum(_group_format)

        group_advance = d.pop("group_advance", UNSET)

        _playoff_format = d.pop("playoff_format", UNSET)
        playoff_format: PlayoffFormatEnum | Unset
        if isinstance(_playoff_format, Unset):
            playoff_format = UNSET
        else:
            playoff_format = PlayoffFormatEnum(_playoff_format)

        stage_auto_start = d.pop("stage_auto_start", UNSET)

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
            grand_final_reset=grand_final_reset,
            stay_rule=stay_rule,
            seeding=seeding,
            group_count=group_count,
            group_format=group_format,
            group_advance=group_advance,
            playoff_format=playoff_format,
            stage_auto_start=stage_auto_start,
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
