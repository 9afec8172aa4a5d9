from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.paginated_lobby_game_list import PaginatedLobbyGameList
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    max_age: float | Unset = UNSET,
    min_free_seats: int | Unset = UNSET,
    page: int | Unset = UNSET,
    ruleset: str | Unset = UNSET,
    scenario: str | Unset = UNSET,
    seats: int | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["max_age"] = max_age

    params["min_free_seats"] = min_free_seats

    params["page"] = page

    params["ruleset"] = ruleset

    params["scenario"] = scenario

    params["seats"] = seats

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/lobby/",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | PaginatedLobbyGameList | None:
    if response.status_code == 200:
        response_200 = PaginatedLobbyGameList.from_dict(response.json())

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
) -> Response[Error | PaginatedLobbyGameList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    max_age: float | Unset = UNSET,
    min_free_seats: int | Unset = UNSET,
    page: int | Unset = UNSET,
    ruleset: str | Unset = UNSET,
    scenario: str | Unset = UNSET,
    seats: int | Unset = UNSET,
) -> Response[Error | PaginatedLobbyGameList]:
    """The lobby: open games with free seats, newest first

     Games waiting for players.

    Args:
        max_age (float | Unset):
        min_free_seats (int | Unset):
        page (int | Unset):
        ruleset (str | Unset):
        scenario (str | Unset):
        seats (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PaginatedLobbyGameList]
    """

    kwargs = _get_kwargs(
        max_age=max_age,
        min_free_seats=min_free_seats,
        page=page,
        ruleset=ruleset,
        scenario=scenario,
        seats=seats,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    max_age: float | Unset = UNSET,
    min_free_seats: int | Unset = UNSET,
    page: int | Unset = UNSET,
    ruleset: str | Unset = UNSET,
    scenario: str | Unset = UNSET,
    seats: int | Unset = UNSET,
) -> Error | PaginatedLobbyGameList | None:
    """The lobby: open games with free seats, newest first

     Games waiting for players.

    Args:
        max_age (float | Unset):
        min_free_seats (int | Unset):
        page (int | Unset):
        ruleset (str | Unset):
        scenario (str | Unset):
        seats (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PaginatedLobbyGameList
    """

    return sync_detailed(
        client=client,
        max_age=max_age,
        min_free_seats=min_free_seats,
        page=page,
        ruleset=ruleset,
        scenario=scenario,
        seats=seats,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    max_age: float | Unset = UNSET,
    min_free_seats: int | Unset = UNSET,
    page: int | Unset = UNSET,
    ruleset: str | Unset = UNSET,
    scenario: str | Unset = UNSET,
    seats: int | Unset = UNSET,
) -> Response[Error | PaginatedLobbyGameList]:
    """The lobby: open games with free seats, newest first

     Games waiting for players.

    Args:
        max_age (float | Unset):
        min_free_seats (int | Unset):
        page (int | Unset):
        ruleset (str | Unset):
        scenario (str | Unset):
        seats (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PaginatedLobbyGameList]
    """

    kwargs = _get_kwargs(
        max_age=max_age,
        min_free_seats=min_free_seats,
        page=page,
        ruleset=ruleset,
        scenario=scenario,
        seats=seats,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    max_age: float | Unset = UNSET,
    min_free_seats: int | Unset = UNSET,
    page: int | Unset = UNSET,
    ruleset: str | Unset = UNSET,
    scenario: str | Unset = UNSET,
    seats: int | Unset = UNSET,
) -> Error | PaginatedLobbyGameList | None:
    """The lobby: open games with free seats, newest first

     Games waiting for players.

    Args:
        max_age (float | Unset):
        min_free_seats (int | Unset):
        page (int | Unset):
        ruleset (str | Unset):
        scenario (str | Unset):
        seats (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PaginatedLobbyGameList
    """

    return (
        await asyncio_detailed(
            client=client,
            max_age=max_age,
            min_free_seats=min_free_seats,
            page=page,
            ruleset=ruleset,
            scenario=scenario,
            seats=seats,
        )
    ).parsed
