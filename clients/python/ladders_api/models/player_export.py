from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.player_export_events_organised_item import PlayerExportEventsOrganisedItem
    from ..models.player_export_games_item import PlayerExportGamesItem
    from ..models.player_export_league_memberships_item import PlayerExportLeagueMembershipsItem
    from ..models.player_export_player import PlayerExportPlayer
    from ..models.player_export_ranks_item import PlayerExportRanksItem
    from ..models.player_export_tickets_item import PlayerExportTicketsItem
    from ..models.player_export_tournament_entries_item import PlayerExportTournamentEntriesItem
    from ..models.player_export_webhooks_item import PlayerExportWebhooksItem


T = TypeVar("T", bound="PlayerExport")


@_attrs_define
class PlayerExport:
    """A player's data export: the account, then a section per kind of record.

    Attributes:
        exported_at (datetime.datetime):
        player (PlayerExportPlayer): id, handle, created_at.
        games (list[PlayerExportGamesItem]): One per seat the player has had: game, ruleset, scenario, status, practice,
            seat, team, joined_at, forfeited_at, created_at, finished_at, placement, actions_posted.
        tournament_entries (list[PlayerExportTournamentEntriesItem]):
        league_memberships (list[PlayerExportLeagueMembershipsItem]):
        events_organised (list[PlayerExportEventsOrganisedItem]): The leagues and tournaments the player owns.
        ranks (list[PlayerExportRanksItem]): One per scope.
        tickets (list[PlayerExportTicketsItem]): Quick-play tickets.
        webhooks (list[PlayerExportWebhooksItem]): Without their secrets.
    """

    exported_at: datetime.datetime
    player: PlayerExportPlayer
    games: list[PlayerExportGamesItem]
    tournament_entries: list[PlayerExportTournamentEntriesItem]
    league_memberships: list[PlayerExportLeagueMembershipsItem]
    events_organised: list[PlayerExportEventsOrganisedItem]
    ranks: list[PlayerExportRanksItem]
    tickets: list[PlayerExportTicketsItem]
    webhooks: list[PlayerExportWebhooksItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        exported_at = self.exported_at.isoformat()

        player = self.player.to_dict()

        games = []
        for games_item_data in self.games:
            games_item = games_item_data.to_dict()
            games.append(games_item)

        tournament_entries = []
        for tournament_entries_item_data in self.tournament_entries:
            tournament_entries_item = tournament_entries_item_data.to_dict()
            tournament_entries.append(tournament_entries_item)

        league_memberships = []
        for league_memberships_item_data in self.league_memberships:
            league_memberships_item = league_memberships_item_data.to_dict()
            league_memberships.append(league_memberships_item)

        events_organised = []
        for events_organised_item_data in self.events_organised:
            events_organised_item = events_organised_item_data.to_dict()
            events_organised.append(events_organised_item)

        ranks = []
        for ranks_item_data in self.ranks:
            ranks_item = ranks_item_data.to_dict()
            ranks.append(ranks_item)

        tickets = []
        for tickets_item_data in self.tickets:
            tickets_item = tickets_item_data.to_dict()
            tickets.append(tickets_item)

        webhooks = []
        for webhooks_item_data in self.webhooks:
            webhooks_item = webhooks_item_data.to_dict()
            webhooks.append(webhooks_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "exported_at": exported_at,
                "player": player,
                "games": games,
                "tournament_entries": tournament_entries,
                "league_memberships": league_memberships,
                "events_organised": events_organised,
                "ranks": ranks,
                "tickets": tickets,
                "webhooks": webhooks,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.player_export_events_organised_item import PlayerExportEventsOrganisedItem
        from ..models.player_export_games_item import PlayerExportGamesItem
        from ..models.player_export_league_memberships_item import PlayerExportLeagueMembershipsItem
        from ..models.player_export_player import PlayerExportPlayer
        from ..models.player_export_ranks_item import PlayerExportRanksItem
        from ..models.player_export_tickets_item import PlayerExportTicketsItem
        from ..models.player_export_tournament_entries_item import PlayerExportTournamentEntriesItem
        from ..models.player_export_webhooks_item import PlayerExportWebhooksItem

        d = dict(src_dict)
        exported_at = datetime.datetime.fromisoformat(d.pop("exported_at"))

        player = PlayerExportPlayer.from_dict(d.pop("player"))

        games = []
        _games = d.pop("games")
        for games_item_data in _games:
            games_item = PlayerExportGamesItem.from_dict(games_item_data)

            games.append(games_item)

        tournament_entries = []
        _tournament_entries = d.pop("tournament_entries")
        for tournament_entries_item_data in _tournament_entries:
            tournament_entries_item = PlayerExportTournamentEntriesItem.from_dict(tournament_entries_item_data)

            tournament_entries.append(tournament_entries_item)

        league_memberships = []
        _league_memberships = d.pop("league_memberships")
        for league_memberships_item_data in _league_memberships:
            league_memberships_item = PlayerExportLeagueMembershipsItem.from_dict(league_memberships_item_data)

            league_memberships.append(league_memberships_item)

        events_organised = []
        _events_organised = d.pop("events_organised")
        for events_organised_item_data in _events_organised:
            events_organised_item = PlayerExportEventsOrganisedItem.from_dict(events_organised_item_data)

            events_organised.append(events_organised_item)

        ranks = []
        _ranks = d.pop("ranks")
        for ranks_item_data in _ranks:
            ranks_item = PlayerExportRanksItem.from_dict(ranks_item_data)

            ranks.append(ranks_item)

        tickets = []
        _tickets = d.pop("tickets")
        for tickets_item_data in _tickets:
            tickets_item = PlayerExportTicketsItem.from_dict(tickets_item_data)

            tickets.append(tickets_item)

        webhooks = []
        _webhooks = d.pop("webhooks")
        for webhooks_item_data in _webhooks:
            webhooks_item = PlayerExportWebhooksItem.from_dict(webhooks_item_data)

            webhooks.append(webhooks_item)

        player_export = cls(
            exported_at=exported_at,
            player=player,
            games=games,
            tournament_entries=tournament_entries,
            league_memberships=league_memberships,
            events_organised=events_organised,
            ranks=ranks,
            tickets=tickets,
            webhooks=webhooks,
        )

        player_export.additional_properties = d
        return player_export

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
