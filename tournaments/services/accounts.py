"""A player's leagues and tournaments when their account is erased or exported."""

from __future__ import annotations

from typing import Any

from players.models import Player
from tournaments.models import (
    Entrant,
    League,
    LeagueMember,
    LeagueStatus,
    Tournament,
    TournamentStatus,
)
from tournaments.services.common import Organiser
from tournaments.services.leagues import league_leave
from tournaments.services.tournaments import tournament_withdraw


def player_events_leave(*, player: Player, erased_handle: str | None = None) -> None:
    """An account being erased (``players.signals.player_erasing``): its entries in
    tournaments not finished are withdrawn, and it leaves its open leagues, as the
    player asking would (their team mates are told). Entries named after the
    handles of their players (the default name) take ``erased_handle`` for this
    player's, in every tournament, so standings show the new handle."""
    if erased_handle is not None:
        for entrant in Entrant.objects.filter(players=player).prefetch_related("players"):
            handles = {p.handle for p in entrant.players.all()}
            parts = entrant.name.split(" & ")
            if set(parts) == handles:
                entrant.name = " & ".join(erased_handle if part == player.handle else part for part in parts)
                entrant.save(update_fields=["name"])
    who = Organiser(player=player)
    entries = Entrant.objects.filter(
        players=player,
        withdrawn_at__isnull=True,
        tournament__status__in=[TournamentStatus.OPEN, TournamentStatus.RUNNING],
    )
    for tournament_id, entrant_id in entries.values_list("tournament_id", "id"):
        tournament_withdraw(tournament_id=tournament_id, by=who, entrant_id=entrant_id)
    leagues = LeagueMember.objects.filter(player=player, left_at__isnull=True, league__status=LeagueStatus.OPEN)
    for league_id in leagues.values_list("league_id", flat=True):
        league_leave(league_id=league_id, by=who)


def player_events_export(*, player: Player) -> dict[str, list[dict[str, Any]]]:
    """For a player's data export: entries, memberships, and the leagues and tournaments they own."""
    entries = Entrant.objects.filter(players=player).select_related("tournament").order_by("id")
    members = LeagueMember.objects.filter(player=player).select_related("league").order_by("id")
    return {
        "tournament_entries": [
            {
                "tournament": e.tournament_id,
                "tournament_name": e.tournament.name,
                "entrant": e.pk,
                "entrant_name": e.name,
                "seed": e.seed,
                "stat_raises": e.stat_raises,
                "withdrawn_at": e.withdrawn_at,
                "entered_at": e.created_at,
            }
            for e in entries
        ],
        "league_memberships": [
            {"league": m.league_id, "league_name": m.league.name, "joined_at": m.joined_at, "left_at": m.left_at}
            for m in members
        ],
        "events_organised": [
            *(
                {"league": pk, "name": name}
                for pk, name in League.objects.filter(owner=player).values_list("pk", "name")
            ),
            *(
                {"tournament": pk, "name": name}
                for pk, name in Tournament.objects.filter(owner=player).values_list("pk", "name")
            ),
        ],
    }
