from __future__ import annotations

import datetime
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
from ..models.tournament_status_enum import TournamentStatusEnum
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.entrant import Entrant
    from ..models.round_ import Round


T = TypeVar("T", bound="Tournament")


@_attrs_define
class Tournament:
    """
    Attributes:
        id (int):
        name (str):
        owner (str):
        ruleset (str):
        scenario (str):
        format_ (FormatEnum): * `round_robin` - Round robin
            * `swiss` - Swiss
            * `single_elimination` - Single elimination
            * `double_elimination` - Double elimination
            * `groups_playoff` - Group stage into a playoff
        lot_seed (str): The event's seed (a string: 63 bits): the drawn lots.
        entrants (list[Entrant]):
        rounds (list[Round]):
        created_at (datetime.datetime):
        options (Any | Unset):
        table_size (int | Unset): Entrants at each table (teams in team play).
        team_size (int | Unset): Players per entrant; more than 1 for teams.
        rounds_planned (int | None | Unset): Swiss: rounds to play.
        auto_advance (bool | Unset): Start the next round when a round completes.
        late_entries (bool | Unset): Swiss: take entries while running; a late entrant is paired from the next round,
            with no points for the rounds it missed.
        grand_final_reset (bool | Unset): Double elimination: when the losers' bracket's finalist wins the grand final,
            play it again.
        stay_rule (StayRuleEnum | Unset): * `half` - The better half (rounded down, at least one)
            * `winner` - The table's winner only
        seeding (SeedingEnum | Unset): * `entry` - Entry order
            * `rating` - Rating (the players' rank in the ruleset; bots and the unrated after, in entry order)
        group_count (int | Unset): Group stage: how many groups.
        group_format (GroupFormatEnum | Unset): * `round_robin` - Round robin
            * `swiss` - Swiss
        group_advance (int | Unset): Group stage: how many of each group go through to the playoff.
        playoff_format (PlayoffFormatEnum | Unset): * `single_elimination` - Single elimination
            * `double_elimination` - Double elimination
        stage_auto_start (bool | Unset): Group stage: start the playoff when the last group game ends (else the
            organiser starts it).
        playoff_seeds (Any | Unset): Group stage: the playoff's entrants in seed order, set as it starts.
        turn_seconds (int | None | Unset): Seconds a human seat has for each turn in this event's games (1 to 30 days);
            empty for no deadline.
        deadline_policy (DeadlinePolicyEnum | Unset): * `random` - Play the turn with the random bot
            * `forfeit` - Forfeit the seat
        status (TournamentStatusEnum | Unset): * `open` - Taking entries
            * `running` - Running
            * `finished` - Finished
        placement_points (Any | Unset): Points for 1st, 2nd, ... place; empty: 3 for a win, 1 for 2nd.
        frag_points (float | Unset):
        trophy_points (float | Unset):
        bye_points (float | Unset):
        started_at (datetime.datetime | None | Unset):
        finished_at (datetime.datetime | None | Unset):
    """

    id: int
    name: str
    owner: str
    ruleset: str
    scenario: str
    format_: FormatEnum
    lot_seed: str
    entrants: list[Entrant]
    rounds: list[Round]
    created_at: datetime.datetime
    options: Any | Unset = UNSET
    table_size: int | Unset = UNSET
    team_size: int | Unset = UNSET
    rounds_planned: int | None | Unset = UNSET
    auto_advance: bool | Unset = UNSET
    late_entries: bool | Unset = UNSET
    grand_final_reset: bool | Unset = UNSET
    stay_rule: StayRuleEnum | Unset = UNSET
    seeding: SeedingEnum | Unset = UNSET
    group_count: int | Unset = UNSET
    group_format: GroupFormatEnum | Unset = UNSET
    group_advance: int | Unset = UNSET
    playoff_format: PlayoffFormatEnum | Unset = UNSET
    stage_auto_start: bool | Unset = UNSET
    playoff_seeds: Any | Unset = UNSET
    turn_seconds: int | None | Unset = UNSET
    deadline_policy: DeadlinePolicyEnum | Unset = UNSET
    status: TournamentStatusEnum | Unset = UNSET
    placement_points: Any | Unset = UNSET
    frag_points: float | Unset = UNSET
    trophy_points: float | Unset = UNSET
    bye_points: float | Unset = UNSET
    started_at: datetime.datetime | None | Unset = UNSET
    finished_at: datetime.datetime | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        owner = self.owner

        ruleset = self.ruleset

        scenario = self.scenario

        format_ = self.format_.value

        lot_seed = self.lot_seed

        entrants = []
        for entrants_item_data in self.entrants:
            entrants_item = entrants_item_data.to_dict()
            entrants.append(entrants_item)

        rounds = []
        for rounds_item_data in self.rounds:
            rounds_item = rounds_item_data.to_dict()
            rounds.append(rounds_item)

        created_at = self.created_at.isoformat()

        options = self.options

        table_size = self.table_size

        team_size = self.team_size

        rounds_planned: int | None | Unset
        if isinstance(self.rounds_planned, Unset):
            rounds_planned = UNSET
        else:
            rounds_planned = self.rounds_planned

        auto_advance = self.auto_advance

        late_entries = self.late_entries

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

        playoff_seeds = self.playoff_seeds

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

        started_at: None | str | Unset
        if isinstance(self.started_at, Unset):
            started_at = UNSET
        elif isinstance(self.started_at, datetime.datetime):
            started_at = self.started_at.isoformat()
        else:
            started_at = self.started_at

        finished_at: None | str | Unset
        if isinstance(self.finished_at, Unset):
            finished_at = UNSET
        elif isinstance(self.finished_at, datetime.datetime):
            finished_at = self.finished_at.isoformat()
        else:
            finished_at = self.finished_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "owner": owner,
                "ruleset": ruleset,
                "scenario": scenario,
                "format": format_,
                "lot_seed": lot_seed,
                "entrants": entrants,
                "rounds": rounds,
                "created_at": created_at,
            }
        )
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
        if playoff_seeds is not UNSET:
            field_dict["playoff_seeds"] = playoff_seeds
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
        if started_at is not UNSET:
            field_dict["started_at"] = started_at
        if finished_at is not UNSET:
            field_dict["finished_at"] = finished_at

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.entrant import Entrant
        from ..models.round_ import Round

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        owner = d.pop("owner")

        ruleset = d.pop("ruleset")

        scenario = d.pop("scenario")

        format_ = FormatEnum(d.pop("format"))

        lot_seed = d.pop("lot_seed")

        entrants = []
        _entrants = d.pop("entrants")
        for entrants_item_data in _entrants:
            entrants_item = Entrant.from_dict(entrants_item_data)

            entrants.append(entrants_item)

        rounds = []
        _rounds = d.pop("rounds")
        for rounds_item_data in _rounds:
            rounds_item = Round.from_dict(rounds_item_data)

            rounds.append(rounds_item)

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        options = d.pop("options", UNSET)

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

        playoff_seeds = d.pop("playoff_seeds", UNSET)

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
        status: TournamentStatusEnum | Unset
        if isinstance(_status, Unset):
            status = UNSET
        else:
            status = TournamentStatusEnum(_status)

        placement_points = d.pop("placement_points", UNSET)

        frag_points = d.pop("frag_points", UNSET)

        trophy_points = d.pop("trophy_points", UNSET)

        bye_points = d.pop("bye_points", UNSET)

        def _parse_started_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                started_at_type_0 = datetime.datetime.fromisoformat(data)

                return started_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        started_at = _parse_started_at(d.pop("started_at", UNSET))

        def _parse_finished_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                finished_at_type_0 = datetime.datetime.fromisoformat(data)

                return finished_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        finished_at = _parse_finished_at(d.pop("finished_at", UNSET))

        tournament = cls(
            id=id,
            name=name,
            owner=owner,
            ruleset=ruleset,
            scenario=scenario,
            format_=format_,
            lot_seed=lot_seed,
            entrants=entrants,
            rounds=rounds,
            created_at=created_at,
            options=options,
            table_size=table_size,
            team_size=team_size,
            rounds_planned=rounds_planned,
            auto_advance=auto_advance,
            late_entries=late_entries,
            grand_final_reset=grand_final_reset,
            stay_rule=stay_rule,
            seeding=seeding,
            group_count=group_count,
            group_format=group_format,
            group_advance=group_advance,
            playoff_format=playoff_format,
            stage_auto_start=stage_auto_start,
            playoff_seeds=playoff_seeds,
            turn_seconds=turn_seconds,
            deadline_policy=deadline_policy,
            status=status,
            placement_points=placement_points,
            frag_points=frag_points,
            trophy_points=trophy_points,
            bye_points=bye_points,
            started_at=started_at,
            finished_at=finished_at,
        )

        tournament.additional_properties = d
        return tournament

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
