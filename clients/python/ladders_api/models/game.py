from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.deadline_policy_enum import DeadlinePolicyEnum
from ..models.game_status_enum import GameStatusEnum

if TYPE_CHECKING:
    from ..models.game_seat import GameSeat


T = TypeVar("T", bound="Game")


@_attrs_define
class Game:
    """
    Attributes:
        id (int):
        ruleset (str):
        scenario (str):
        options (Any):
        rules_version (int | None): The ruleset's rules version when the game was created (null: before versions were
            recorded).
        status (GameStatusEnum): * `waiting` - waiting
            * `active` - active
            * `finished` - finished
            * `aborted` - aborted
        version (int):
        to_act (list[int]):
        your_seat (int | None):
        seats (list[GameSeat]):
        state (Any): The ruleset's view of the game for the caller's seat (a spectator's for anyone else). Its JSON
            Schema, every field described, is at GET /rulesets/{ruleset}/view-schema/.
        outcome (Any):
        turn_seconds (int | None):
        deadline_policy (DeadlinePolicyEnum): * `random` - Play the turn with the random bot
            * `forfeit` - Forfeit the seat
        practice (bool): The creator chose the seed: unrated, kept out of ratings and tournaments. The creator can work
            out every hand and every roll of it in advance, other players' too: join one only to play with someone you
            trust.
        seed_sha256 (str): sha256(seed_salt + server_seed): the server's commitment, published at creation.
        seed (int | None): The game's seed (server seed mixed with the client seeds); shown once it finishes.
        final_state_hash (None | str):
        rematch (int | None): The game its players started after this one (POST .../rematch/), if any.
        created_at (datetime.datetime):
        started_at (datetime.datetime | None):
        finished_at (datetime.datetime | None):
    """

    id: int
    ruleset: str
    scenario: str
    options: Any
    rules_version: int | None
    status: GameStatusEnum
    version: int
    to_act: list[int]
    your_seat: int | None
    seats: list[GameSeat]
    state: Any
    outcome: Any
    turn_seconds: int | None
    deadline_policy: DeadlinePolicyEnum
    practice: bool
    seed_sha256: str
    seed: int | None
    final_state_hash: None | str
    rematch: int | None
    created_at: datetime.datetime
    started_at: datetime.datetime | None
    finished_at: datetime.datetime | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        ruleset = self.ruleset

        scenario = self.scenario

        options = self.options

        rules_version: int | None
        rules_version = self.rules_version

        status = self.status.value

        version = self.version

        to_act = self.to_act

        your_seat: int | None
        your_seat = self.your_seat

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        state = self.state

        outcome = self.outcome

        turn_seconds: int | None
        turn_seconds = self.turn_seconds

        deadline_policy = self.deadline_policy.value

        practice = self.practice

        seed_sha256 = self.seed_sha256

        seed: int | None
        seed = self.seed

        final_state_hash: None | str
        final_state_hash = self.final_state_hash

        rematch: int | None
        rematch = self.rematch

        created_at = self.created_at.isoformat()

        started_at: None | str
        if isinstance(self.started_at, datetime.datetime):
            started_at = self.started_at.isoformat()
        else:
            started_at = self.started_at

        finished_at: None | str
        if isinstance(self.finished_at, datetime.datetime):
            finished_at = self.finished_at.isoformat()
        else:
            finished_at = self.finished_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "ruleset": ruleset,
                "scenario": scenario,
                "options": options,
                "rules_version": rules_version,
                "status": status,
                "version": version,
                "to_act": to_act,
                "your_seat": your_seat,
                "seats": seats,
                "state": state,
                "outcome": outcome,
                "turn_seconds": turn_seconds,
                "deadline_policy": deadline_policy,
                "practice": practice,
                "seed_sha256": seed_sha256,
                "seed": seed,
                "final_state_hash": final_state_hash,
                "rematch": rematch,
                "created_at": created_at,
                "started_at": started_at,
                "finished_at": finished_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.game_seat import GameSeat

        d = dict(src_dict)
        id = d.pop("id")

        ruleset = d.pop("ruleset")

        scenario = d.pop("scenario")

        options = d.pop("options")

        def _parse_rules_version(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        rules_version = _parse_rules_version(d.pop("rules_version"))

        status = GameStatusEnum(d.pop("status"))

        version = d.pop("version")

        to_act = cast(list[int], d.pop("to_act"))

        def _parse_your_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        your_seat = _parse_your_seat(d.pop("your_seat"))

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = GameSeat.from_dict(seats_item_data)

            seats.append(seats_item)

        state = d.pop("state")

        outcome = d.pop("outcome")

        def _parse_turn_seconds(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn_seconds = _parse_turn_seconds(d.pop("turn_seconds"))

        deadline_policy = DeadlinePolicyEnum(d.pop("deadline_policy"))

        practice = d.pop("practice")

        seed_sha256 = d.pop("seed_sha256")

        def _parse_seed(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seed = _parse_seed(d.pop("seed"))

        def _parse_final_state_hash(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        final_state_hash = _parse_final_state_hash(d.pop("final_state_hash"))

        def _parse_rematch(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        rematch = _parse_rematch(d.pop("rematch"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        def _parse_started_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                started_at_type_0 = datetime.datetime.fromisoformat(data)

                return started_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        started_at = _parse_started_at(d.pop("started_at"))

        def _parse_finished_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                finished_at_type_0 = datetime.datetime.fromisoformat(data)

                return finished_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        finished_at = _parse_finished_at(d.pop("finished_at"))

        game = cls(
            id=id,
            ruleset=ruleset,
            scenario=scenario,
            options=options,
            rules_version=rules_version,
            status=status,
            version=version,
            to_act=to_act,
            your_seat=your_seat,
            seats=seats,
            state=state,
            outcome=outcome,
            turn_seconds=turn_seconds,
            deadline_policy=deadline_policy,
            practice=practice,
            seed_sha256=seed_sha256,
            seed=seed,
            final_state_hash=final_state_hash,
            rematch=rematch,
            created_at=created_at,
            started_at=started_at,
            finished_at=finished_at,
        )

        game.additional_properties = d
        return game

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
