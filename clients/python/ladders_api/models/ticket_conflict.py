from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.ticket import Ticket
    from ..models.ticket_conflict_errors import TicketConflictErrors


T = TypeVar("T", bound="TicketConflict")


@_attrs_define
class TicketConflict:
    """
    Attributes:
        code (str): ticket_open or ticket_closed.
        detail (str): What went wrong and how to fix the call.
        ticket (Ticket):
        errors (TicketConflictErrors | Unset): With `invalid_request` only: each field (of the body, or a GET's query)
            that failed validation, to its messages (a list; a nested body's fields nest).
    """

    code: str
    detail: str
    ticket: Ticket
    errors: TicketConflictErrors | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        code = self.code

        detail = self.detail

        ticket = self.ticket.to_dict()

        errors: dict[str, Any] | Unset = UNSET
        if not isinstance(self.errors, Unset):
            errors = self.errors.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "code": code,
                "detail": detail,
                "ticket": ticket,
            }
        )
        if errors is not UNSET:
            field_dict["errors"] = errors

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.ticket import Ticket
        from ..models.ticket_conflict_errors import TicketConflictErrors

        d = dict(src_dict)
        code = d.pop("code")

        detail = d.pop("detail")

        ticket = Ticket.from_dict(d.pop("ticket"))

        _errors = d.pop("errors", UNSET)
        errors: TicketConflictErrors | Unset
        if isinstance(_errors, Unset):
            errors = UNSET
        else:
            errors = TicketConflictErrors.from_dict(_errors)

        ticket_conflict = cls(
            code=code,
            detail=detail,
            ticket=ticket,
            errors=errors,
        )

        ticket_conflict.additional_properties = d
        return ticket_conflict

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
