from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.ruleset_components_components_additional_property_item import (
        RulesetComponentsComponentsAdditionalPropertyItem,
    )


T = TypeVar("T", bound="RulesetComponentsComponents")


@_attrs_define
class RulesetComponentsComponents:
    """Each catalogue by name (cards, characters, fighters, ...): the printed components this server loaded, which views
    and events name by number or id. Empty for a ruleset whose views carry all.

    """

    additional_properties: dict[str, list[RulesetComponentsComponentsAdditionalPropertyItem]] = _attrs_field(
        init=False, factory=dict
    )

    def to_dict(self) -> dict[str, Any]:

        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = []
            for additional_property_item_data in prop:
                additional_property_item = additional_property_item_data.to_dict()
                field_dict[prop_name].append(additional_property_item)

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.ruleset_components_components_additional_property_item import (
            RulesetComponentsComponentsAdditionalPropertyItem,
        )

        d = dict(src_dict)
        ruleset_components_components = cls()

        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = []
            _additional_property = prop_dict
            for additional_property_item_data in _additional_property:
                additional_property_item = RulesetComponentsComponentsAdditionalPropertyItem.from_dict(
                    additional_property_item_data
                )

                additional_property.append(additional_property_item)

            additional_properties[prop_name] = additional_property

        ruleset_components_components.additional_properties = additional_properties
        return ruleset_components_components

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> list[RulesetComponentsComponentsAdditionalPropertyItem]:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: list[RulesetComponentsComponentsAdditionalPropertyItem]) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
