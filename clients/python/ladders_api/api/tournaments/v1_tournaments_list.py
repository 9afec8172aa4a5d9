from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.paginated_tournament_list import PaginatedTournamentList
from ...models.v1_tournaments_list_format import V1TournamentsListFormat
from ...models.v1_tournaments_list_status import V1TournamentsListStatus
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    format_: V1TournamentsListFormat | Unset = UNSET,
    owner: str | Unset = UNSET,
    page: int | Unset = UNSET,
    ruleset: str | Unset = UNSET,
    status: V1TournamentsListStatus | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_format_: str | Unset = UNSET
    if not isinstance(format_, Unset):
        json_format_ = format_.value

    params["format"] = json_format_

    params["owner"] = owner

    params["page"] = page

    params["ruleset"] = ruleset

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/tournaments/",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | PaginatedTournamentList | None:
    if response.status_code == 200:
        response_200 = PaginatedTournamentList.from_dict(response.json())

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
) -> Response[Error | PaginatedTournamentList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    format_: V1TournamentsListFormat | Unset = UNSET,
    owner: str | Unset = UNSET,
    page: int | Unset = UNSET,
    ruleset: str | Unset = UNSET,
    status: V1TournamentsListStatus | Unset = UNSET,
) -> Response[Error | PaginatedTournamentList]:
    """List tournaments

    Args:
        format_ (V1TournamentsListFormat | Unset):
        owner (str | Unset):
        page (int | Unset):
        ruleset (str | Unset):
        status (V1TournamentsListStatus | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PaginatedTournamentList]
    """

    kwargs = _get_kwargs(
        format_=format_,
        owner=owner,
        page=page,
        ruleset=ruleset,
        status=status,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    format_: V1TournamentsListFormat | Unset = UNSET,
    owner: str | Unset = UNSET,
    page: int | Unset = UNSET,
    ruleset: str | Unset = UNSET,
    status: V1TournamentsListStatus | Unset = UNSET,
) -> Error | PaginatedTournamentList | None:
    """List tournaments

    Args:
        format_ (V1TournamentsListFormat | Unset):
        owner (str | Unset):
        page (int | Unset):
        ruleset (str | Unset):
        status (V1TournamentsListStatus | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PaginatedTournamentList
    """

    return sync_detailed(
        client=client,
        format_=format_,
        owner=owner,
        page=page,
        ruleset=ruleset,
        status=status,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    format_: V1TournamentsListFormat | Unset = UNSET,
    owner: str | Unset = UNSET,
    page: int | Unset = UNSET,
    ruleset: str | Unset = UNSET,
    status: V1TournamentsListStatus | Unset = UNSET,
) -> Response[Error | PaginatedTournamentList]:
    """List tournaments

    Args:
        format_ (V1TournamentsListFormat | Unset):
        owner (str | Unset):
        page (int | Unset):
        ruleset (str | Unset):
        status (V1TournamentsListStatus | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PaginatedTournamentList]
    """

    kwargs = _get_kwargs(
        format_=format_,
        owner=owner,
        page=page,
        ruleset=ruleset,
        status=status,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    format_: V1TournamentsListFormat | Unset = UNSET,
    owner: str | Unset = UNSET,
    page: int | Unset = UNSET,
    ruleset: str | Unset = UNSET,
    status: V1TournamentsListStatus | Unset = UNSET,
) -> Error | PaginatedTournamentList | None:
    """List tournaments

    Args:
        format_ (V1TournamentsListFormat | Unset):
        owner (str | Unset):
        page (int | Unset):
        ruleset (str | Unset):
        status (V1TournamentsListStatus | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PaginatedTournamentList
    """

    return (
        await asyncio_detailed(
            client=client,
            format_=format_,
            owner=owner,
            page=page,
            ruleset=ruleset,
            status=status,
        )
    ).parsed
