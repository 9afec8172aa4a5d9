from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.bracket_enum import BracketEnum
from ..models.bracket_match_status_enum import BracketMatchStatusEnum

if TYPE_CHECKING:
    from ..models.bracket_entrant import BracketEntrant


T = TypeVar("T", bound="BracketMatch")


@_attrs_define
class BracketMatch:
    """
    Attributes:
        id (str): W<round>-<n> (winners'), L<round>-<n> (losers'), GF, GF-reset; single elimination: R<round>-<n> (a
            table), R<round>-bye-<n> (a bye).
        bracket (BracketEnum): * `winners` - winners
            * `losers` - losers
            * `final` - final
            * `single` - single
        round_ (int): The round within its bracket (pods: the tournament round).
        entrants (list[BracketEntrant]): Two slots; null: not known yet (or nobody).
        status (BracketMatchStatusEnum): * `pending` - pending
            * `ready` - ready
            * `played` - played
            * `bye` - bye
            * `walkover` - walkover
            * `empty` - empty
        winner (BracketEntrant | None):
        loser (BracketEntrant | None):
        game (int | None): The table's game, once it is paired.
        from_ (list[str]): Where each slot's entrant comes from: seed 3, winner of W1-2, ...
    """

    id: str
    bracket: BracketEnum
    round_: int
    entrants: list[BracketEntrant]
    status: BracketMatchStatusEnum
    winner: BracketEntrant | None
    loser: BracketEntrant | None
    game: int | None
    from_: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.bracket_entrant import BracketEntrant

        id = self.id

        bracket = self.bracket.value

        round_ = self.round_

        entrants = []
        for entrants_item_data in self.entrants:
            entrants_item = entrants_item_data.to_dict()
            entrants.append(entrants_item)

        status = self.status.value

        winner: dict[str, Any] | None
        if isinstance(self.winner, BracketEntrant):
            winner = self.winner.to_dict()
        else:
            winner = self.winner

        loser: dict[str, Any] | None
        if isinstance(self.loser, BracketEntrant):
            loser = self.loser.to_dict()
        else:
            loser = self.loser

        game: int | None
        game = self.game

        from_ = self.from_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "bracket": bracket,
                "round": round_,
                "entrants": entrants,
                "status": status,
                "winner": winner,
                "loser": loser,
                "game": game,
                "from": from_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.bracket_entrant import BracketEntrant

        d = dict(src_dict)
        id = d.pop("id")

        bracket = BracketEnum(d.pop("bracket"))

        round_ = d.pop("round")

        entrants = []
        _entrants = d.pop("entrants")
        for entrants_item_data in _entrants:
            entrants_item = BracketEntrant.from_dict(entrants_item_data)

            entrants.append(entrants_item)

        status = BracketMatchStatusEnum(d.pop("status"))

        def _parse_winner(data: object) -> BracketEntrant | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                winner_type_1 = BracketEntrant.from_dict(data)

                return winner_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BracketEntrant | None, data)

        winner = _parse_winner(d.pop("winner"))

        def _parse_loser(data: object) -> BracketEntrant | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                loser_type_1 = BracketEntrant.from_dict(data)

                return loser_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BracketEntrant | None, data)

        loser = _parse_loser(d.pop("loser"))

        def _parse_game(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        game = _parse_game(d.pop("game"))

        from_ = cast(list[str], d.pop("from"))

        bracket_match = cls(
            id=id,
            bracket=bracket,
            round_=round_,
            entrants=entrants,
            status=status,
            winner=winner,
            loser=loser,
            game=game,
            from_=from_,
        )

        bracket_match.additional_properties = d
        return bracket_match

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
