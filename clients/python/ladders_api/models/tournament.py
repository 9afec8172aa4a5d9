from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.deadline_policy_enum import DeadlinePolicyEnum
from ..models.format_enum import FormatEnum
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
    entrants: list[Entrant]
    rounds: list[Round]
    created_at: datetime.datetime
    options: Any | Unset = UNSET
    table_size: int | Unset = UNSET
    team_size: int | Unset = UNSET
    rounds_planned: int | None | Unset = UNSET
    auto_advance: bool | Unset = UNSET
    late_entries: bool | Unset = UNSET
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
            entrants=entrants,
            rounds=rounds,
            created_at=created_at,
            options=options,
            table_size=table_size,
            team_size=team_size,
            rounds_planned=rounds_planned,
            auto_advance=auto_advance,
            late_entries=late_entries,
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
