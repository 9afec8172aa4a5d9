"""Writes for a league's divisions: the first draw into tiers, where a new
member enters, and the moves up and down at a season's end.

The pure parts are tournaments.divisions; tournaments.services.leagues calls
these when it pairs, takes a member and starts a season.
"""

from __future__ import annotations

from typing import Any

from core.errors import ServiceError
from tournaments import divisions, selectors
from tournaments.models import League, LeagueMember, Season, TierHistory, TierMove

MAX_TIERS = 20


def divisions_settings_check(
    *, tiers: int, promote: int, relegate: int, max_members: int | None = None, fewest: int = 2
) -> None:
    """``fewest``: the fewest members a game of the league seats; a league capped
    below ``tiers`` times that could never seat a game in every tier."""
    if not 1 <= tiers <= MAX_TIERS:
        raise ServiceError("bad_tiers", f"tiers is 1 (no divisions) to {MAX_TIERS}.")
    if promote < 0 or relegate < 0:
        raise ServiceError("bad_tiers", "promote and relegate are 0 or more.")
    if tiers > 1 and max_members is not None and max_members < tiers * fewest:
        raise ServiceError(
            "bad_tiers",
            f"{tiers} tiers need room for {tiers * fewest} members ({fewest} a tier, the fewest a game seats);"
            f" max_members is {max_members}.",
        )


def tiers_drawn(league: League) -> bool:
    return league.members.filter(tier__isnull=False).exists()


def tiers_draw(*, league: League, season: Season, fewest: int = 2) -> None:
    """The first draw: the members now, in join order, dealt into the tiers top
    first. Refused (``too_few_members``, nothing drawn) while the members cannot
    give every tier ``fewest`` (the fewest a game seats): a tier of one would sit
    out its whole season. Precondition: the league row locked, its tiers not drawn yet."""
    members = list(league.members.filter(left_at__isnull=True).order_by("joined_at", "id"))
    if len(members) < league.tiers * fewest:
        raise ServiceError(
            "too_few_members",
            f"The first draw of {league.tiers} tiers needs {league.tiers * fewest} members ({fewest} a tier);"
            f" the league has {len(members)}.",
        )
    placed = divisions.initial_tiers([m.pk for m in members], league.tiers)
    for member in members:
        member.tier = placed[member.pk]
        member.save(update_fields=["tier"])
        TierHistory.objects.create(member=member, season=season, tier=placed[member.pk], move=TierMove.ENTERED)


def member_enter(*, league: League, member: LeagueMember) -> None:
    """A member joining (again) once the tiers are drawn: a new one enters the
    lowest tier, one coming back their last. Precondition: the league row locked."""
    if league.tiers < 2 or not tiers_drawn(league):
        return  # the first pairing draws everyone
    if member.tier is None:
        member.tier = league.tiers
        member.save(update_fields=["tier"])
    season = league.seasons.filter(is_current=True).first()
    if season is not None:
        TierHistory.objects.update_or_create(
            member=member, season=season, defaults={"tier": member.tier, "move": TierMove.ENTERED}
        )


def season_moves_apply(*, league: League, ended: Season, season: Season) -> None:
    """At a season's end: the top ``promote`` of each tier go up and the bottom
    ``relegate`` down, ranked by the ended season's standings within their tier;
    every member now gets a row of the new season's history."""
    if league.tiers < 2 or not tiers_drawn(league):
        return
    members = {m.player_id: m for m in league.members.filter(left_at__isnull=True)}
    ranked = [[p for p in tier if p in members] for tier in selectors.season_tier_rankings(ended)]
    moves = divisions.season_moves(ranked, promote=league.promote, relegate=league.relegate)
    for player, member in members.items():
        tier, move = moves.get(player, (member.tier or league.tiers, divisions.STAYED))
        member.tier = tier
        member.save(update_fields=["tier"])
        TierHistory.objects.create(member=member, season=season, tier=tier, move=move)


def season_event(league: League, season: Season) -> dict[str, Any]:
    """The league.season_started webhook's data: the season and, with divisions, its tiers."""
    rows = (
        TierHistory.objects.filter(season=season).select_related("member__player").order_by("tier", "member__joined_at")
    )
    tiers: dict[int, list[dict[str, Any]]] = {}
    for row in rows:
        tiers.setdefault(row.tier, []).append({"player": row.member.player.handle, "move": row.move})
    return {
        "league": {"id": league.pk, "name": league.name, "ruleset": league.ruleset, "scenario": league.scenario},
        "season": {"id": season.pk, "number": season.number},
        "tiers": [
            {"tier": tier, "name": divisions.tier_name(tier), "members": members}
            for tier, members in sorted(tiers.items())
        ],
    }
