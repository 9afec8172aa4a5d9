from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.verdict_enum import VerdictEnum

if TYPE_CHECKING:
    from ..models.logged_action import LoggedAction
    from ..models.replay_error import ReplayError


T = TypeVar("T", bound="Verification")


@_attrs_define
class Verification:
    """
    Attributes:
        ruleset (str):
        config (Any):
        rules_version (int | None): The ruleset's rules version the game was created under; null: before versions were
            recorded.
        current_rules_version (int): The rules version of the engine that replayed the log for this answer.
        practice (bool): The creator chose the seed (unrated).
        server_seed (int): The server's secret seed, revealed.
        seed_salt (str): Its salt, revealed.
        seed_sha256 (str): The commitment published at creation: sha256(seed_salt + server_seed).
        client_seeds (list[str]): Per seat; '' for none.
        seed (int): The game's seed: games.fairness.mixed_seed of the three above.
        seed_matches_commitment (bool): The commitment holds and the seed is the mix of the revealed seeds (or the
            practice seed).
        actions (list[LoggedAction]):
        final_state_hash (str):
        replayed_state_hash (None | str): The hash today's engine replays the log to; null if it refused the log.
        replay_error (None | ReplayError): Why today's engine refused the log (a logged action it no longer allows).
        verified (bool): The seed matches and the log replays to the final state.
        verdict (VerdictEnum): * `verified` - verified
            * `seed_mismatch` - seed_mismatch
            * `rules_changed` - rules_changed
            * `log_mismatch` - log_mismatch
    """

    ruleset: str
    config: Any
    rules_version: int | None
    current_rules_version: int
    practice: bool
    server_seed: int
    seed_salt: str
    seed_sha256: str
    client_seeds: list[str]
    seed: int
    seed_matches_commitment: bool
    actions: list[LoggedAction]
    final_state_hash: str
    replayed_state_hash: None | str
    replay_error: None | ReplayError
    verified: bool
    verdict: VerdictEnum
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.replay_error import ReplayError

        ruleset = self.ruleset

        config = self.config

        rules_version: int | None
        rules_version = self.rules_version

        current_rules_version = self.current_rules_version

        practice = self.practice

        server_seed = self.server_seed

        seed_salt = self.seed_salt

        seed_sha256 = self.seed_sha256

        client_seeds = self.client_seeds

        seed = self.seed

        seed_matches_commitment = self.seed_matches_commitment

        actions = []
        for actions_item_data in self.actions:
            actions_item = actions_item_data.to_dict()
            actions.append(actions_item)

        final_state_hash = self.final_state_hash

        replayed_state_hash: None | str
        replayed_state_hash = self.replayed_state_hash

        replay_error: dict[str, Any] | None
        if isinstance(self.replay_error, ReplayError):
            replay_error = self.replay_error.to_dict()
        else:
            replay_error = self.replay_error

        verified = self.verified

        verdict = self.verdict.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ruleset": ruleset,
                "config": config,
                "rules_version": rules_version,
                "current_rules_version": current_rules_version,
                "practice": practice,
                "server_seed": server_seed,
                "seed_salt": seed_salt,
                "seed_sha256": seed_sha256,
                "client_seeds": client_seeds,
                "seed": seed,
                "seed_matches_commitment": seed_matches_commitment,
                "actions": actions,
                "final_state_hash": final_state_hash,
                "replayed_state_hash": replayed_state_hash,
                "replay_error": replay_error,
                "verified": verified,
                "verdict": verdict,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.logged_action import LoggedAction
        from ..models.replay_error import ReplayError

        d = dict(src_dict)
        ruleset = d.pop("ruleset")

        config = d.pop("config")

        def _parse_rules_version(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        rules_version = _parse_rules_version(d.pop("rules_version"))

        current_rules_version = d.pop("current_rules_version")

        practice = d.pop("practice")

        server_seed = d.pop("server_seed")

        seed_salt = d.pop("seed_salt")

        seed_sha256 = d.pop("seed_sha256")

        client_seeds = cast(list[str], d.pop("client_seeds"))

        seed = d.pop("seed")

        seed_matches_commitment = d.pop("seed_matches_commitment")

        actions = []
        _actions = d.pop("actions")
        for actions_item_data in _actions:
            actions_item = LoggedAction.from_dict(actions_item_data)

            actions.append(actions_item)

        final_state_hash = d.pop("final_state_hash")

        def _parse_replayed_state_hash(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        replayed_state_hash = _parse_replayed_state_hash(d.pop("replayed_state_hash"))

        def _parse_replay_error(data: object) -> None | ReplayError:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                replay_error_type_1 = ReplayError.from_dict(data)

                return replay_error_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ReplayError, data)

        replay_error = _parse_replay_error(d.pop("replay_error"))

        verified = d.pop("verified")

        verdict = VerdictEnum(d.pop("verdict"))

        verification = cls(
            ruleset=ruleset,
            config=config,
            rules_version=rules_version,
            current_rules_version=current_rules_version,
            practice=practice,
            server_seed=server_seed,
            seed_salt=seed_salt,
            seed_sha256=seed_sha256,
            client_seeds=client_seeds,
            seed=seed,
            seed_matches_commitment=seed_matches_commitment,
            actions=actions,
            final_state_hash=final_state_hash,
            replayed_state_hash=replayed_state_hash,
            replay_error=replay_error,
            verified=verified,
            verdict=verdict,
        )

        verification.additional_properties = d
        return verification

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
