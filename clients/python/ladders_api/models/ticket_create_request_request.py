from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.ticket_create_request_request_options import TicketCreateRequestRequestOptions


T = TypeVar("T", bound="TicketCreateRequestRequest")


@_attrs_define
class TicketCreateRequestRequest:
    """
    Attributes:
        ruleset (str): A ruleset id (GET /api/v1/rulesets/).
        scenario (str | Unset): Defaults to the ruleset's first scenario.
        min_seats (int | Unset): Smallest table you accept; defaults to the scenario's minimum.
        max_seats (int | Unset): Largest table you accept; defaults to the scenario's maximum.
        options (TicketCreateRequestRequestOptions | Unset): Game options (the ruleset's schema); only equal options
            match.
        bots_after (int | None | Unset): After this many seconds unmatched, bots fill the empty seats; omit for humans
            only.
        bot (str | Unset): The bots' level: easy, normal, hard or random. Default: 'normal'.
    """

    ruleset: str
    scenario: str | Unset = UNSET
    min_seats: int | Unset = UNSET
    max_seats: int | Unset = UNSET
    options: TicketCreateRequestRequestOptions | Unset = UNSET
    bots_after: int | None | Unset = UNSET
    bot: str | Unset = "normal"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ruleset = self.ruleset

        scenario = self.scenario

        min_seats = self.min_seats

        max_seats = self.max_seats

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        bots_after: int | None | Unset
        if isinstance(self.bots_after, Unset):
            bots_after = UNSET
        else:
            bots_after = self.bots_after

        bot = self.bot

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ruleset": ruleset,
            }
        )
        if scenario is not UNSET:
            field_dict["scenario"] = scenario
        if min_seats is not UNSET:
            field_dict["min_seats"] = min_seats
        if max_seats is not UNSET:
            field_dict["max_seats"] = max_seats
        if options is not UNSET:
            field_dict["options"] = options
        if bots_after is not UNSET:
            field_dict["bots_after"] = bots_after
        if bot is not UNSET:
            field_dict["bot"] = bot

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.ticket_create_request_request_options import TicketCreateRequestRequestOptions

        d = dict(src_dict)
        ruleset = d.pop("ruleset")

        scenario = d.pop("scenario", UNSET)

        min_seats = d.pop("min_seats", UNSET)

        max_seats = d.pop("max_seats", UNSET)

        _options = d.pop("options", UNSET)
        options: TicketCreateRequestRequestOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = TicketCreateRequestRequestOptions.from_dict(_options)

        def _parse_bots_after(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        bots_after = _parse_bots_after(d.pop("bots_after", UNSET))

        bot = d.pop("bot", UNSET)

        ticket_create_request_request = cls(
            ruleset=ruleset,
            scenario=scenario,
            min_seats=min_seats,
            max_seats=max_seats,
            options=options,
            bots_after=bots_after,
            bot=bot,
        )

        ticket_create_request_request.additional_properties = d
        return ticket_create_request_request

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
