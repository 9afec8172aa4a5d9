from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.ruleset_components_components import RulesetComponentsComponents


T = TypeVar("T", bound="RulesetComponents")


@_attrs_define
class RulesetComponents:
    """
    Attributes:
        ruleset (str):
        rules_version (int):
        components (RulesetComponentsComponents): Each catalogue by name (cards, characters, fighters, ...): the printed
            components this server loaded, which views and events name by number or id. Empty for a ruleset whose views
            carry all.
    """

    ruleset: str
    rules_version: int
    components: RulesetComponentsComponents
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ruleset = self.ruleset

        rules_version = self.rules_version

        components = self.components.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ruleset": ruleset,
                "rules_version": rules_version,
                "components": components,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.ruleset_components_components import RulesetComponentsComponents

        d = dict(src_dict)
        ruleset = d.pop("ruleset")

        rules_version = d.pop("rules_version")

        components = RulesetComponentsComponents.from_dict(d.pop("components"))

        ruleset_components = cls(
            ruleset=ruleset,
            rules_version=rules_version,
            components=components,
        )

        ruleset_components.additional_properties = d
        return ruleset_components

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
