"""Leagues and tournaments API: thin views over tournaments.services and selectors."""

from __future__ import annotations

from typing import Any

from django.db.models import QuerySet
from django.http import HttpResponse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiExample, OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import permissions, status, viewsets
from rest_framework.decorators import action
from rest_framework.request import Request
from rest_framework.response import Response

from core.errors import NotFoundError, ServiceError
from core.ids import ID_REGEX
from core.serializers import ErrorSerializer
from players.models import Player
from players.services import player_required
from tournaments import selectors, services
from tournaments.filters import LeagueFilter, TournamentFilter
from tournaments.models import League, Season, Tournament
from tournaments.serializers import (
    BracketSerializer,
    EntrantRequestSerializer,
    EntrantSerializer,
    GroupsSerializer,
    LeagueCreateRequestSerializer,
    LeagueLeaveRequestSerializer,
    LeagueSerializer,
    RoundSerializer,
    StandingsSerializer,
    StatRaiseRequestSerializer,
    TiersSerializer,
    TournamentCreateRequestSerializer,
    TournamentSerializer,
    WithdrawRequestSerializer,
)

BRACKET_EXAMPLE = {
    "finished": True,
    "champion": {"id": 11, "name": "random #2"},
    "matches": [
        {
            "id": "W1-1",
            "bracket": "winners",
            "round": 1,
            "from": ["seed 1", "seed 4"],
            "entrants": [{"id": 10, "name": "random #1"}, {"id": 13, "name": "random #4"}],
            "status": "played",
            "winner": {"id": 10, "name": "random #1"},
            "loser": {"id": 13, "name": "random #4"},
            "game": 501,
        },
        {
            "id": "L1-1",
            "bracket": "losers",
            "round": 1,
            "from": ["loser of W1-1", "loser of W1-2"],
            "entrants": [{"id": 13, "name": "random #4"}, {"id": 12, "name": "random #3"}],
            "status": "played",
            "winner": {"id": 12, "name": "random #3"},
            "loser": {"id": 13, "name": "random #4"},
            "game": 503,
        },
        {
            "id": "GF-reset",
            "bracket": "final",
            "round": 2,
            "from": ["winner of GF", "loser of GF"],
            "entrants": [{"id": 11, "name": "random #2"}, {"id": 10, "name": "random #1"}],
            "status": "played",
            "winner": {"id": 11, "name": "random #2"},
            "loser": {"id": 10, "name": "random #1"},
            "game": 507,
        },
    ],
    "placements": [
        {
            "entrant": {"id": 11, "name": "random #2"},
            "place": 1,
            "place_to": 1,
            "label": "1st",
            "losses": 1,
            "out_in": None,
            "withdrawn": False,
        },
        {
            "entrant": {"id": 10, "name": "random #1"},
            "place": 2,
            "place_to": 2,
            "label": "2nd",
            "losses": 2,
            "out_in": "GF-reset",
            "withdrawn": False,
        },
    ],
}

ERRORS = {
    400: OpenApiResponse(ErrorSerializer, description="Bad input; `code` says which."),
    403: OpenApiResponse(ErrorSerializer, description="Not an organiser (staff or the owner)."),
    404: OpenApiResponse(ErrorSerializer, description="No such league or tournament."),
    409: OpenApiResponse(
        ErrorSerializer, description="Not now: closed, full, started, a round in progress, or already withdrawn."
    ),
}


def _organiser(request: Request) -> services.Organiser:
    player = player_required(request.user)
    user = request.user
    return services.Organiser(
        player=player,
        is_staff=bool(user.is_staff),
        can_create_leagues=user.has_perm("tournaments.add_league"),
        can_create_tournaments=user.has_perm("tournaments.add_tournament"),
    )


def _standings_payload(
    scope: str,
    rows: list[Any],
    names: dict[int, str],
    fighters: dict[int, dict[str, Any]] | None = None,
    withdrawn: set[int] | None = None,
) -> dict[str, Any]:
    return {
        "scope": scope,
        "rows": [
            {
                "rank": r.rank,
                "entrant": r.entrant,
                "name": names.get(r.entrant, str(r.entrant)),
                "points": r.points,
                "buchholz": r.buchholz,
                "beaten": r.beaten,
                "wins": r.wins,
                "played": r.played,
                "byes": r.byes,
                "frags": r.frags,
                "trophies": r.trophies,
                "fighter": (fighters or {}).get(r.entrant),
                "withdrawn": r.entrant in (withdrawn or ()),
            }
            for r in rows
        ],
    }


def _players_named(handles: list[str]) -> list[Player]:
    """The players with these handles, in any case (as handles are unique), each
    once; 404 ``player_not_found`` naming every handle that finds no one."""
    players: dict[int, Player] = {}
    missing: list[str] = []
    for handle in handles:
        player = Player.objects.with_handle(handle).filter(deleted_at__isnull=True).first()
        if player is None:
            missing.append(handle)
        else:
            players.setdefault(player.pk, player)
    if missing:
        raise NotFoundError("player_not_found", f"No such player(s): {', '.join(sorted(set(missing)))}.")
    return list(players.values())


def _season_asked(request: Request, league: League) -> Season:
    """The ``season`` query parameter's season of the league; the latest without it."""
    seasons = Season.objects.filter(league=league)
    raw = request.query_params.get("season")
    if raw is None:
        season = seasons.order_by("-number").first()
    elif raw.isascii() and raw.isdigit() and len(raw) <= 18:
        season = seasons.filter(pk=int(raw)).first()
    else:
        raise ServiceError("bad_query", "season is a season id (digits).")
    if season is None:
        raise NotFoundError("season_not_found", f"League {league.pk} has no such season.")
    return season


TIERS_EXAMPLE = {
    "season": {"id": 12, "number": 2},
    "promote": 1,
    "relegate": 1,
    "tiers": [
        {
            "tier": 1,
            "name": "Division 1",
            "members": [
                {"rank": 1, "player": "ann", "points": 6.0, "played": 2, "move": "stayed", "withdrawn": False},
                {"rank": 2, "player": "cat", "points": 3.0, "played": 2, "move": "promoted", "withdrawn": False},
            ],
        },
        {
            "tier": 2,
            "name": "Division 2",
            "members": [
                {"rank": 1, "player": "bob", "points": 3.0, "played": 2, "move": "relegated", "withdrawn": False},
                {"rank": 2, "player": "dan", "points": 0.0, "played": 2, "move": "entered", "withdrawn": False},
            ],
        },
    ],
    "history": [
        {
            "player": "bob",
            "seasons": [{"season": 1, "tier": 1, "move": "entered"}, {"season": 2, "tier": 2, "move": "relegated"}],
        }
    ],
}


class LeagueViewSet(viewsets.GenericViewSet):
    # Ids are digits (at most 18, within a 64-bit key); any other path is a JSON 404.
    lookup_value_regex = ID_REGEX
    permission_classes = [permissions.IsAuthenticatedOrReadOnly]
    serializer_class = LeagueSerializer
    filterset_class = LeagueFilter

    def get_queryset(self) -> QuerySet[League]:
        return League.objects.select_related("owner").prefetch_related("members__player", "seasons")

    def _league(self, pk: str) -> League:
        league = self.get_queryset().filter(pk=int(pk)).first()
        if league is None:
            raise NotFoundError("league_not_found", f"There is no league {pk}.")
        return league

    @extend_schema(responses={200: LeagueSerializer(many=True)}, summary="List leagues", tags=["leagues"])
    def list(self, request: Request) -> Response:
        page = self.paginate_queryset(self.filter_queryset(self.get_queryset())) or []
        return self.get_paginated_response(LeagueSerializer(page, many=True).data)

    @extend_schema(
        request=LeagueCreateRequestSerializer,
        responses={201: LeagueSerializer, **ERRORS},
        summary="Create a league (staff or organisers)",
        tags=["leagues"],
    )
    def create(self, request: Request) -> Response:
        body = LeagueCreateRequestSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        league = services.league_create(by=_organiser(request), **body.validated_data)
        return Response(LeagueSerializer(self._league(str(league.pk))).data, status=status.HTTP_201_CREATED)

    @extend_schema(responses={200: LeagueSerializer, 404: ERRORS[404]}, summary="Get a league", tags=["leagues"])
    def retrieve(self, request: Request, pk: str) -> Response:
        return Response(LeagueSerializer(self._league(pk)).data)

    @extend_schema(request=None, responses={200: LeagueSerializer, **ERRORS}, summary="Join", tags=["leagues"])
    @action(detail=True, methods=["post"])
    def join(self, request: Request, pk: str) -> Response:
        services.league_join(league_id=int(pk), player=_organiser(request).player)
        return Response(LeagueSerializer(self._league(pk)).data)

    @extend_schema(
        request=LeagueLeaveRequestSerializer,
        examples=[
            OpenApiExample("Leave yourself", value={}, request_only=True),
            OpenApiExample("Remove a member (organisers)", value={"player": "ann"}, request_only=True),
        ],
        responses={200: LeagueSerializer, **ERRORS},
        summary="Leave the league, or (organisers) remove a member; their unfinished games are forfeited",
        tags=["leagues"],
    )
    @action(detail=True, methods=["post"])
    def leave(self, request: Request, pk: str) -> Response:
        body = LeagueLeaveRequestSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        handle = body.validated_data.get("player")
        player = None
        if handle is not None:
            player = Player.objects.with_handle(handle).filter(deleted_at__isnull=True).first()
            if player is None:
                raise NotFoundError("player_not_found", f"No such player: {handle}.")
        services.league_leave(league_id=int(pk), by=_organiser(request), player=player)
        return Response(LeagueSerializer(self._league(pk)).data)

    @extend_schema(
        request=None,
        responses={201: LeagueSerializer, **ERRORS},
        summary="Pair the members and create the season's next games (organisers)",
        tags=["leagues"],
    )
    @action(detail=True, methods=["post"])
    def pair(self, request: Request, pk: str) -> Response:
        services.league_pair(league_id=int(pk), by=_organiser(request))
        return Response(LeagueSerializer(self._league(pk)).data, status=status.HTTP_201_CREATED)

    @extend_schema(
        request=None, responses={201: LeagueSerializer, **ERRORS}, summary="Start the next season", tags=["leagues"]
    )
    @action(detail=True, methods=["post"])
    def seasons(self, request: Request, pk: str) -> Response:
        services.season_start(league_id=int(pk), by=_organiser(request))
        return Response(LeagueSerializer(self._league(pk)).data, status=status.HTTP_201_CREATED)

    @extend_schema(request=None, responses={200: LeagueSerializer, **ERRORS}, summary="Close", tags=["leagues"])
    @action(detail=True, methods=["post"])
    def close(self, request: Request, pk: str) -> Response:
        services.league_close(league_id=int(pk), by=_organiser(request))
        return Response(LeagueSerializer(self._league(pk)).data)

    @extend_schema(
        parameters=[
            OpenApiParameter(
                "season",
                {"type": "integer", "minimum": 0, "maximum": 10**18 - 1},
                description="Season id; default the current one.",
            )
        ],
        responses={200: StandingsSerializer, 404: ERRORS[404]},
        summary="A season's standings",
        tags=["leagues"],
    )
    @action(detail=True, methods=["get"])
    def standings(self, request: Request, pk: str) -> Response:
        league = self._league(pk)
        season = _season_asked(request, league)
        names = dict(Player.objects.filter(league_memberships__league=league).values_list("id", "handle"))
        payload = _standings_payload(
            f"season:{season.pk}",
            selectors.season_standings(season),
            names,
            withdrawn=selectors.league_members_left(league.pk),
        )
        return Response(StandingsSerializer(payload).data)

    @extend_schema(
        parameters=[
            OpenApiParameter(
                "season",
                {"type": "integer", "minimum": 0, "maximum": 10**18 - 1},
                description="Season id; default the current one.",
            )
        ],
        responses={200: TiersSerializer, 400: ERRORS[400], 404: ERRORS[404]},
        examples=[OpenApiExample("Two divisions in season 2", value=TIERS_EXAMPLE)],
        summary="Divisions: a season's tiers with their members, and each member's history of tiers",
        tags=["leagues"],
    )
    @action(detail=True, methods=["get"])
    def tiers(self, request: Request, pk: str) -> Response:
        league = self._league(pk)
        return Response(TiersSerializer(selectors.league_tiers(league, _season_asked(request, league))).data)


def _group_row(rank: int, entrant: int, name: str, points: float, decided_by: str, through: bool) -> dict[str, Any]:
    return {
        "rank": rank,
        "entrant": {"id": entrant, "name": name},
        "points": points,
        "head_to_head": 1 if decided_by == "head_to_head" or rank == 1 else 0,
        "buchholz": 6.0,
        "frags": 0,
        "trophies": 0,
        "lot": 1_234_567_890 - rank,
        "decided_by": decided_by,
        "played": 2,
        "byes": 0,
        "withdrawn": False,
        "through": through,
    }


GROUPS_EXAMPLE = {
    "stage": "playoff",
    "lot_seed": "5718203746182937465",
    "tie_breaks": ["points", "head_to_head", "buchholz", "frags", "trophies", "lot"],
    "advance": 2,
    "groups": [
        {
            "name": "A",
            "rows": [
                _group_row(1, 10, "random #1", 6.0, "", True),
                _group_row(2, 15, "random #6", 1.0, "points", True),
                _group_row(3, 16, "random #7", 1.0, "head_to_head", False),
            ],
        }
    ],
    "playoff_seeds": [{"id": 10, "name": "random #1"}, {"id": 11, "name": "random #2"}],
}


class TournamentViewSet(viewsets.GenericViewSet):
    # Ids are digits (at most 18, within a 64-bit key); any other path is a JSON 404.
    lookup_value_regex = ID_REGEX
    permission_classes = [permissions.IsAuthenticatedOrReadOnly]
    serializer_class = TournamentSerializer
    filterset_class = TournamentFilter

    def get_queryset(self) -> QuerySet[Tournament]:
        return Tournament.objects.select_related("owner").prefetch_related("entrants__players", "rounds__tables")

    def _tournament(self, pk: str, queryset: QuerySet[Tournament] | None = None) -> Tournament:
        """The tournament ``pk`` from ``queryset`` (default: with what its page shows), or 404."""
        tournament = (self.get_queryset() if queryset is None else queryset).filter(pk=int(pk)).first()
        if tournament is None:
            raise NotFoundError("tournament_not_found", f"There is no tournament {pk}.")
        return tournament

    def _ok(self, pk: str, code: int = status.HTTP_200_OK) -> Response:
        return Response(TournamentSerializer(self._tournament(pk)).data, status=code)

    @extend_schema(responses={200: TournamentSerializer(many=True)}, summary="List tournaments", tags=["tournaments"])
    def list(self, request: Request) -> Response:
        page = self.paginate_queryset(self.filter_queryset(self.get_queryset())) or []
        return self.get_paginated_response(TournamentSerializer(page, many=True).data)

    @extend_schema(
        request=TournamentCreateRequestSerializer,
        examples=[
            OpenApiExample(
                "A Swiss tournament of Shrinks and Ladders",
                value={
                    "name": "Cup",
                    "ruleset": "shrinks-and-ladders",
                    "format": "swiss",
                    "placement_points": [3, 1],
                    "turn_seconds": 86400,
                    "deadline_policy": "random",
                },
                request_only=True,
            ),
            OpenApiExample(
                "A double elimination of Ladder 29 (grand final with a reset)",
                value={"name": "Double", "ruleset": "ladder-29", "format": "double_elimination"},
                request_only=True,
            ),
            OpenApiExample(
                "Groups of Shrinks and Ladders into a double-elimination playoff",
                value={
                    "name": "Groups",
                    "ruleset": "shrinks-and-ladders",
                    "format": "groups_playoff",
                    "group_count": 4,
                    "group_format": "round_robin",
                    "group_advance": 2,
                    "playoff_format": "double_elimination",
                    "seeding": "rating",
                },
                request_only=True,
            ),
            OpenApiExample(
                "A round robin of Ladder 29 at tables of 3",
                value={
                    "name": "Ladder 29 pods",
                    "ruleset": "ladder-29",
                    "format": "round_robin",
                    "table_size": 3,
                    "placement_points": [4, 2, 1],
                },
                request_only=True,
            ),
        ],
        responses={201: TournamentSerializer, **ERRORS},
        summary="Create a tournament (staff or organisers)",
        tags=["tournaments"],
    )
    def create(self, request: Request) -> Response:
        body = TournamentCreateRequestSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        tournament = services.tournament_create(by=_organiser(request), **body.validated_data)
        return self._ok(str(tournament.pk), status.HTTP_201_CREATED)

    @extend_schema(responses={200: TournamentSerializer, 404: ERRORS[404]}, summary="Get", tags=["tournaments"])
    def retrieve(self, request: Request, pk: str) -> Response:
        return self._ok(pk)

    @extend_schema(
        request=EntrantRequestSerializer,
        examples=[
            OpenApiExample("Enter yourself", value={}, request_only=True),
            OpenApiExample("A bot (organisers)", value={"bot": "random"}, request_only=True),
            OpenApiExample("A team of two", value={"players": ["ann", "bob"], "name": "Crumbs"}, request_only=True),
        ],
        responses={201: EntrantSerializer, **ERRORS},
        summary="Enter yourself, a team, or (organisers) a bot",
        tags=["tournaments"],
    )
    @action(detail=True, methods=["post"])
    def entrants(self, request: Request, pk: str) -> Response:
        body = EntrantRequestSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        data = body.validated_data
        players = _players_named(data.get("players") or [])
        entrant = services.tournament_enter(
            tournament_id=int(pk), by=_organiser(request), players=players, bot=data["bot"], name=data["name"]
        )
        return Response(EntrantSerializer(entrant).data, status=status.HTTP_201_CREATED)

    @extend_schema(
        request=WithdrawRequestSerializer,
        examples=[
            OpenApiExample("Withdraw your own entry", value={}, request_only=True),
            OpenApiExample("Withdraw an entrant (organisers)", value={"entrant": 7}, request_only=True),
        ],
        responses={200: TournamentSerializer, **ERRORS},
        summary="Withdraw an entry: removed before the start; later, its unfinished game is forfeited"
        " and it is paired no more",
        tags=["tournaments"],
    )
    @action(detail=True, methods=["post"])
    def withdraw(self, request: Request, pk: str) -> Response:
        body = WithdrawRequestSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        services.tournament_withdraw(
            tournament_id=int(pk), by=_organiser(request), entrant_id=body.validated_data.get("entrant")
        )
        return self._ok(pk)

    @extend_schema(
        request=None, responses={200: TournamentSerializer, **ERRORS}, summary="Start round 1", tags=["tournaments"]
    )
    @action(detail=True, methods=["post"])
    def start(self, request: Request, pk: str) -> Response:
        services.tournament_start(tournament_id=int(pk), by=_organiser(request))
        return self._ok(pk)

    @extend_schema(
        request=None,
        responses={201: RoundSerializer, 200: TournamentSerializer, **ERRORS},
        summary="Start the next round (when the current one is complete); 200 when the tournament ends",
        tags=["tournaments"],
    )
    @action(detail=True, methods=["post"])
    def rounds(self, request: Request, pk: str) -> Response:
        new_round = services.tournament_next_round(tournament_id=int(pk), by=_organiser(request))
        if new_round is None:
            return self._ok(pk)
        return Response(RoundSerializer(new_round).data, status=status.HTTP_201_CREATED)

    @extend_schema(request=None, responses={200: TournamentSerializer, **ERRORS}, summary="Close", tags=["tournaments"])
    @action(detail=True, methods=["post"])
    def close(self, request: Request, pk: str) -> Response:
        services.tournament_close(tournament_id=int(pk), by=_organiser(request))
        return self._ok(pk)

    @extend_schema(responses={200: StandingsSerializer, 404: ERRORS[404]}, summary="Standings", tags=["tournaments"])
    @action(detail=True, methods=["get"])
    def standings(self, request: Request, pk: str) -> Response:
        # The tournament row alone, and its entrants once (names, withdrawals, seed
        # order): not the entrants' players nor every round's tables, which the
        # other reads prefetch and standings never look at (a league's players poll
        # this page: docs/performance.md).
        tournament = self._tournament(pk, Tournament.objects.all())
        entrants = list(tournament.entrants.order_by("seed").values_list("id", "name", "withdrawn_at"))
        names = {entrant: name for entrant, name, _ in entrants}
        fighters = selectors.entrant_fighters(tournament) if tournament.ruleset == services.FRAG_DEADLANDS else None
        withdrawn = {entrant for entrant, _, left in entrants if left is not None}
        rows = selectors.tournament_standings(tournament, seed_order=[entrant for entrant, _, _ in entrants])
        payload = _standings_payload(f"tournament:{tournament.pk}", rows, names, fighters, withdrawn)
        return Response(StandingsSerializer(payload).data)

    @extend_schema(
        responses={
            (200, "image/svg+xml"): OpenApiTypes.STR,
            400: OpenApiResponse(
                ErrorSerializer,
                description=(
                    "A round robin or Swiss (`no_bracket`), as `GET /tournaments/{id}/bracket/` answers; or a "
                    "malformed query or URL (`code` says which)."
                ),
            ),
            404: OpenApiResponse(ErrorSerializer, description="No such tournament (`tournament_not_found`)."),
        },
        summary="An elimination's bracket as an SVG picture, filled in as its games end",
        description=(
            "Single elimination: its bracket. Double elimination: the winners' bracket, the losers' bracket and "
            "the grand final (and its reset once it is played). Group stage into a playoff: each group's table "
            "in its tie-break order (the tie-break that placed each row named, those through shaded), then the "
            "playoff's bracket(s). Names are never cut."
        ),
        operation_id="tournaments_bracket_svg",
        tags=["tournaments"],
    )
    def bracket_svg(self, request: Request, pk: str) -> HttpResponse:
        tournament = self._tournament(pk)
        drawing = selectors.tournament_picture(tournament)
        if drawing is None:
            # 400, as the JSON bracket answers: the tournament exists (a 404 here told a client,
            # and schemathesis's stateful check, that a tournament just created was not found).
            raise ServiceError(
                "no_bracket",
                f"Tournament {tournament.pk} is {tournament.get_format_display().lower()}: only an "
                "elimination or a group stage has a bracket picture; its standings are at /standings/.",
            )
        response = HttpResponse(drawing, content_type="image/svg+xml; charset=utf-8")
        response["Cache-Control"] = "no-store"
        return response

    @extend_schema(
        responses={200: BracketSerializer, 400: ERRORS[400], 404: ERRORS[404]},
        examples=[OpenApiExample("A finished double elimination of 4 bots (abridged)", value=BRACKET_EXAMPLE)],
        summary="An elimination's matches, and everyone's placement",
        description=(
            "Double elimination (or a double-elimination playoff): its fixed bracket's matches. Single "
            "elimination (or a single-elimination playoff): its tables as matches `R<round>-<n>` (bracket "
            "`single`), byes as matches of one. Placements in both: 1st, 2nd, then by the round that knocked "
            "each out (single elimination at two a table: 3rd-4th, 5th-8th, ...); a withdrawn entrant says "
            "so. A playoff's entrants who stayed in their groups are placed after its own. A round robin or "
            "Swiss: **400** `no_bracket`."
        ),
        tags=["tournaments"],
    )
    @action(detail=True, methods=["get"])
    def bracket(self, request: Request, pk: str) -> Response:
        payload = selectors.tournament_bracket(self._tournament(pk))
        if payload is None:
            raise ServiceError("no_bracket", "Only an elimination (single, double, or a playoff) has a bracket.")
        return Response(BracketSerializer(payload).data)

    @extend_schema(
        responses={200: GroupsSerializer, 400: ERRORS[400], 404: ERRORS[404]},
        examples=[OpenApiExample("Two groups of 3, the top 2 through (abridged)", value=GROUPS_EXAMPLE)],
        summary="Group stage: each group's table with its tie-breaks, and the playoff's seeds",
        tags=["tournaments"],
    )
    @action(detail=True, methods=["get"])
    def groups(self, request: Request, pk: str) -> Response:
        payload = selectors.tournament_groups(self._tournament(pk))
        if payload is None:
            raise ServiceError("not_in_stages", "Only a tournament in stages (groups_playoff) has groups.")
        return Response(GroupsSerializer(payload).data)

    @extend_schema(
        request=StatRaiseRequestSerializer,
        responses={200: EntrantSerializer, **ERRORS},
        summary="Frag Deadlands: a table winner raises one stat by 1 before the next round",
        tags=["tournaments"],
    )
    @action(detail=True, methods=["post"], url_path="stat-raise")
    def stat_raise(self, request: Request, pk: str) -> Response:
        body = StatRaiseRequestSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        entrant = services.entrant_raise_stat(
            tournament_id=int(pk), player=_organiser(request).player, stat=body.validated_data["stat"]
        )
        return Response(EntrantSerializer(entrant).data)
