from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.game import Game
from ...types import Response


def _get_kwargs(
    id: int,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/games/{id}/rematch/".format(
            id=quote(str(id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | Game | None:
    if response.status_code == 200:
        response_200 = Game.from_dict(response.json())

        return response_200

    if response.status_code == 201:
        response_201 = Game.from_dict(response.json())

        return response_201

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

    if response.status_code == 409:
        response_409 = Error.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = Error.from_dict(response.json())

        return response_413

    if response.status_code == 414:
        response_414 = Error.from_dict(response.json())

        return response_414

    if response.status_code == 415:
        response_415 = Error.from_dict(response.json())

        return response_415

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())

        return response_429

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | Game]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: int,
    *,
    client: AuthenticatedClient,
) -> Response[Error | Game]:
    """Play a finished game again with the same players

     For a player who had a seat in a finished game (not a practice game): the same ruleset, scenario,
    options, teams, turn clock and bots, a fresh provably fair seed, you seated in your seat, and every
    other human seat reserved for the player who held it (they are told on their stream: `invited`; an
    erased account's seat is open to anyone). The first call creates it (201); a later call by any of
    the players returns it (200) and seats the caller in the seat held for them while it is still
    waiting. The finished game links to it (`rematch`); once that game is aborted, the next call makes a
    new one. 403 `not_seated`, 409 `game_not_finished` / `practice_game`.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Game]
    """

    kwargs = _get_kwargs(
        id=id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: int,
    *,
    client: AuthenticatedClient,
) -> Error | Game | None:
    """Play a finished game again with the same players

     For a player who had a seat in a finished game (not a practice game): the same ruleset, scenario,
    options, teams, turn clock and bots, a fresh provably fair seed, you seated in your seat, and every
    other human seat reserved for the player who held it (they are told on their stream: `invited`; an
    erased account's seat is open to anyone). The first call creates it (201); a later call by any of
    the players returns it (200) and seats the caller in the seat held for them while it is still
    waiting. The finished game links to it (`rematch`); once that game is aborted, the next call makes a
    new one. 403 `not_seated`, 409 `game_not_finished` / `practice_game`.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Game
    """

    return sync_detailed(
        id=id,
        client=client,
    ).parsed


async def asyncio_detailed(
    id: int,
    *,
    client: AuthenticatedClient,
) -> Response[Error | Game]:
    """Play a finished game again with the same players

     For a player who had a seat in a finished game (not a practice game): the same ruleset, scenario,
    options, teams, turn clock and bots, a fresh provably fair seed, you seated in your seat, and every
    other human seat reserved for the player who held it (they are told on their stream: `invited`; an
    erased account's seat is open to anyone). The first call creates it (201); a later call by any of
    the players returns it (200) and seats the caller in the seat held for them while it is still
    waiting. The finished game links to it (`rematch`); once that game is aborted, the next call makes a
    new one. 403 `not_seated`, 409 `game_not_finished` / `practice_game`.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Game]
    """

    kwargs = _get_kwargs(
        id=id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: int,
    *,
    client: AuthenticatedClient,
) -> Error | Game | None:
    """Play a finished game again with the same players

     For a player who had a seat in a finished game (not a practice game): the same ruleset, scenario,
    options, teams, turn clock and bots, a fresh provably fair seed, you seated in your seat, and every
    other human seat reserved for the player who held it (they are told on their stream: `invited`; an
    erased account's seat is open to anyone). The first call creates it (201); a later call by any of
    the players returns it (200) and seats the caller in the seat held for them while it is still
    waiting. The finished game links to it (`rematch`); once that game is aborted, the next call makes a
    new one. 403 `not_seated`, 409 `game_not_finished` / `practice_game`.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Game
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
        )
    ).parsed
