from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.paginated_game_list import PaginatedGameList
from ...models.v1_games_list_status import V1GamesListStatus
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    invited: str | Unset = UNSET,
    league: int | Unset = UNSET,
    page: int | Unset = UNSET,
    player: str | Unset = UNSET,
    ruleset: str | Unset = UNSET,
    scenario: str | Unset = UNSET,
    season: int | Unset = UNSET,
    status: V1GamesListStatus | Unset = UNSET,
    tournament: int | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["invited"] = invited

    params["league"] = league

    params["page"] = page

    params["player"] = player

    params["ruleset"] = ruleset

    params["scenario"] = scenario

    params["season"] = season

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status

    params["tournament"] = tournament

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/games/",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | PaginatedGameList | None:
    if response.status_code == 200:
        response_200 = PaginatedGameList.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())

        return response_404

    if response.status_code == 406:
        response_406 = Error.from_dict(response.json())

        return response_406

    if response.status_code == 414:
        response_414 = Error.from_dict(response.json())

        return response_414

    if response.status_code == 431:
        response_431 = Error.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = Error.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | PaginatedGameList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    invited: str | Unset = UNSET,
    league: int | Unset = UNSET,
    page: int | Unset = UNSET,
    player: str | Unset = UNSET,
    ruleset: str | Unset = UNSET,
    scenario: str | Unset = UNSET,
    season: int | Unset = UNSET,
    status: V1GamesListStatus | Unset = UNSET,
    tournament: int | Unset = UNSET,
) -> Response[Error | PaginatedGameList]:
    """List games

    Args:
        invited (str | Unset):
        league (int | Unset):
        page (int | Unset):
        player (str | Unset):
        ruleset (str | Unset):
        scenario (str | Unset):
        season (int | Unset):
        status (V1GamesListStatus | Unset):
        tournament (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PaginatedGameList]
    """

    kwargs = _get_kwargs(
        invited=invited,
        league=league,
        page=page,
        player=player,
        ruleset=ruleset,
        scenario=scenario,
        season=season,
        status=status,
        tournament=tournament,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    invited: str | Unset = UNSET,
    league: int | Unset = UNSET,
    page: int | Unset = UNSET,
    player: str | Unset = UNSET,
    ruleset: str | Unset = UNSET,
    scenario: str | Unset = UNSET,
    season: int | Unset = UNSET,
    status: V1GamesListStatus | Unset = UNSET,
    tournament: int | Unset = UNSET,
) -> Error | PaginatedGameList | None:
    """List games

    Args:
        invited (str | Unset):
        league (int | Unset):
        page (int | Unset):
        player (str | Unset):
        ruleset (str | Unset):
        scenario (str | Unset):
        season (int | Unset):
        status (V1GamesListStatus | Unset):
        tournament (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PaginatedGameList
    """

    return sync_detailed(
        client=client,
        invited=invited,
        league=league,
        page=page,
        player=player,
        ruleset=ruleset,
        scenario=scenario,
        season=season,
        status=status,
        tournament=tournament,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    invited: str | Unset = UNSET,
    league: int | Unset = UNSET,
    page: int | Unset = UNSET,
    player: str | Unset = UNSET,
    ruleset: str | Unset = UNSET,
    scenario: str | Unset = UNSET,
    season: int | Unset = UNSET,
    status: V1GamesListStatus | Unset = UNSET,
    tournament: int | Unset = UNSET,
) -> Response[Error | PaginatedGameList]:
    """List games

    Args:
        invited (str | Unset):
        league (int | Unset):
        page (int | Unset):
        player (str | Unset):
        ruleset (str | Unset):
        scenario (str | Unset):
        season (int | Unset):
        status (V1GamesListStatus | Unset):
        tournament (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PaginatedGameList]
    """

    kwargs = _get_kwargs(
        invited=invited,
        league=league,
        page=page,
        player=player,
        ruleset=ruleset,
        scenario=scenario,
        season=season,
        status=status,
        tournament=tournament,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    invited: str | Unset = UNSET,
    league: int | Unset = UNSET,
    page: int | Unset = UNSET,
    player: str | Unset = UNSET,
    ruleset: str | Unset = UNSET,
    scenario: str | Unset = UNSET,
    season: int | Unset = UNSET,
    status: V1GamesListStatus | Unset = UNSET,
    tournament: int | Unset = UNSET,
) -> Error | PaginatedGameList | None:
    """List games

    Args:
        invited (str | Unset):
        league (int | Unset):
        page (int | Unset):
        player (str | Unset):
        ruleset (str | Unset):
        scenario (str | Unset):
        season (int | Unset):
        status (V1GamesListStatus | Unset):
        tournament (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PaginatedGameList
    """

    return (
        await asyncio_detailed(
            client=client,
            invited=invited,
            league=league,
            page=page,
            player=player,
            ruleset=ruleset,
            scenario=scenario,
            season=season,
            status=status,
            tournament=tournament,
        )
    ).parsed
