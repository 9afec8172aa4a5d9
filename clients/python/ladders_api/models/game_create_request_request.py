from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.deadline_policy_enum import DeadlinePolicyEnum
from ..models.ruleset_enum import RulesetEnum
from ..models.scenario_enum import ScenarioEnum
from ..models.teams_enum import TeamsEnum
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.game_create_request_request_options import GameCreateRequestRequestOptions
    from ..models.seat_request_request import SeatRequestRequest


T = TypeVar("T", bound="GameCreateRequestRequest")


@_attrs_define
class GameCreateRequestRequest:
    """
    Attributes:
        ruleset (RulesetEnum):
        seats (list[SeatRequestRequest]):
        scenario (ScenarioEnum | Unset):
        options (GameCreateRequestRequestOptions | Unset): See the ruleset's option schema.
        seed (int | None | Unset): Omit (the default) for a provably fair game. Give one to replay a known deal: the
            game is then a practice game, unrated and marked so.
        teams (None | TeamsEnum | Unset): Team scenarios: "random" draws the teams (equal sides; in The Dirty Half
            Dozen, the sniper) instead of a team per seat.

            * `random` - random
        turn_seconds (int | None | Unset): At most 30 days.
        deadline_policy (DeadlinePolicyEnum | Unset): * `random` - Play the turn with the random bot
            * `forfeit` - Forfeit the seat Default: DeadlinePolicyEnum.RANDOM.
    """

    ruleset: RulesetEnum
    seats: list[SeatRequestRequest]
    scenario: ScenarioEnum | Unset = UNSET
    options: GameCreateRequestRequestOptions | Unset = UNSET
    seed: int | None | Unset = UNSET
    teams: None | TeamsEnum | Unset = UNSET
    turn_seconds: int | None | Unset = UNSET
    deadline_policy: DeadlinePolicyEnum | Unset = DeadlinePolicyEnum.RANDOM
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ruleset = self.ruleset.value

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        scenario: str | Unset = UNSET
        if not isinstance(self.scenario, Unset):
            scenario = self.scenario.value

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        seed: int | None | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        teams: None | str | Unset
        if isinstance(self.teams, Unset):
            teams = UNSET
        elif isinstance(self.teams, TeamsEnum):
            teams = self.teams.value
        else:
            teams = self.teams

        turn_seconds: int | None | Unset
        if isinstance(self.turn_seconds, Unset):
            turn_seconds = UNSET
        else:
            turn_seconds = self.turn_seconds

        deadline_policy: str | Unset = UNSET
        if not isinstance(self.deadline_policy, Unset):
            deadline_policy = self.deadline_policy.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ruleset": ruleset,
                "seats": seats,
            }
        )
        if scenario is not UNSET:
            field_dict["scenario"] = scenario
        if options is not UNSET:
            field_dict["options"] = options
        if seed is not UNSET:
            field_dict["seed"] = seed
        if teams is not UNSET:
            field_dict["teams"] = teams
        if turn_seconds is not UNSET:
            field_dict["turn_seconds"] = turn_seconds
        if deadline_policy is not UNSET:
            field_dict["deadline_policy"] = deadline_policy

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.game_create_request_request_options import GameCreateRequestRequestOptions
        from ..models.seat_request_request import SeatRequestRequest

        d = dict(src_dict)
        ruleset = RulesetEnum(d.pop("ruleset"))

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = SeatRequestRequest.from_dict(seats_item_data)

            seats.append(seats_item)

        _scenario = d.pop("scenario", UNSET)
        scenario: ScenarioEnum | Unset
        if isinstance(_scenario, Unset):
            scenario = UNSET
        else:
            scenario = ScenarioEnum(_scenario)

        _options = d.pop("options", UNSET)
        options: GameCreateRequestRequestOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = GameCreateRequestRequestOptions.from_dict(_options)

        def _parse_seed(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))

        def _parse_teams(data: object) -> None | TeamsEnum | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                teams_type_0 = TeamsEnum(data)

                return teams_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TeamsEnum | Unset, data)

        teams = _parse_teams(d.pop("teams", UNSET))

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

        game_create_request_request = cls(
            ruleset=ruleset,
            seats=seats,
            scenario=scenario,
            options=options,
            seed=seed,
            teams=teams,
            turn_seconds=turn_seconds,
            deadline_policy=deadline_policy,
        )

        game_create_request_request.additional_properties = d
        return game_create_request_request

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
