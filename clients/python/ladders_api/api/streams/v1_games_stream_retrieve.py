from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.v1_games_stream_retrieve_response_200 import V1GamesStreamRetrieveResponse200
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: int,
    *,
    last_event_id: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(last_event_id, Unset):
        headers["Last-Event-ID"] = last_event_id

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/games/{id}/stream/".format(
            id=quote(str(id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | Error | V1GamesStreamRetrieveResponse200 | None:
    if response.status_code == 200:
        response_200 = V1GamesStreamRetrieveResponse200.from_dict(response.text)

        return response_200

    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

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
) -> Response[Any | Error | V1GamesStreamRetrieveResponse200]:
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
    last_event_id: str | Unset = UNSET,
) -> Response[Any | Error | V1GamesStreamRetrieveResponse200]:
    """Stream the game's log as you may see it (Server-Sent Events)

     Server-Sent Events: each new entry of the game's log, as your seat may see it
    (exactly the filtering of `/events/`: another seat's hidden card never
    appears; a caller without a seat is a spectator and sees public events only).

    ```
    retry: 2000

    id: 7
    event: action
    data: {"version":7,"seat":0,"reason":"player","created_at":"...","events":[...]}

    : heartbeat

    id: 31
    event: end
    data: {"version":31,"status":"finished","outcome":{...}}
    ```

    One `action` event per accepted action, `id` = the game's version after it;
    its `events` are the `/events/` items of that version (possibly none you may
    see). A heartbeat comment every 15 s. When the game finishes (or is aborted)
    an `end` event follows and the stream closes; reconnecting then with its id
    as `Last-Event-ID` answers 204 (an EventSource stops). A stream also closes
    after an hour: reconnect with `Last-Event-ID`. Once the token it was opened
    with is replaced (`POST /players/me/token/`) a `revoked` event
    {code, detail} ends it within a minute. docs/api.md has the details.

    Args:
        id (int):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | V1GamesStreamRetrieveResponse200]
    """

    kwargs = _get_kwargs(
        id=id,
        last_event_id=last_event_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: int,
    *,
    client: AuthenticatedClient,
    last_event_id: str | Unset = UNSET,
) -> Any | Error | V1GamesStreamRetrieveResponse200 | None:
    """Stream the game's log as you may see it (Server-Sent Events)

     Server-Sent Events: each new entry of the game's log, as your seat may see it
    (exactly the filtering of `/events/`: another seat's hidden card never
    appears; a caller without a seat is a spectator and sees public events only).

    ```
    retry: 2000

    id: 7
    event: action
    data: {"version":7,"seat":0,"reason":"player","created_at":"...","events":[...]}

    : heartbeat

    id: 31
    event: end
    data: {"version":31,"status":"finished","outcome":{...}}
    ```

    One `action` event per accepted action, `id` = the game's version after it;
    its `events` are the `/events/` items of that version (possibly none you may
    see). A heartbeat comment every 15 s. When the game finishes (or is aborted)
    an `end` event follows and the stream closes; reconnecting then with its id
    as `Last-Event-ID` answers 204 (an EventSource stops). A stream also closes
    after an hour: reconnect with `Last-Event-ID`. Once the token it was opened
    with is replaced (`POST /players/me/token/`) a `revoked` event
    {code, detail} ends it within a minute. docs/api.md has the details.

    Args:
        id (int):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | V1GamesStreamRetrieveResponse200
    """

    return sync_detailed(
        id=id,
        client=client,
        last_event_id=last_event_id,
    ).parsed


async def asyncio_detailed(
    id: int,
    *,
    client: AuthenticatedClient,
    last_event_id: str | Unset = UNSET,
) -> Response[Any | Error | V1GamesStreamRetrieveResponse200]:
    """Stream the game's log as you may see it (Server-Sent Events)

     Server-Sent Events: each new entry of the game's log, as your seat may see it
    (exactly the filtering of `/events/`: another seat's hidden card never
    appears; a caller without a seat is a spectator and sees public events only).

    ```
    retry: 2000

    id: 7
    event: action
    data: {"version":7,"seat":0,"reason":"player","created_at":"...","events":[...]}

    : heartbeat

    id: 31
    event: end
    data: {"version":31,"status":"finished","outcome":{...}}
    ```

    One `action` event per accepted action, `id` = the game's version after it;
    its `events` are the `/events/` items of that version (possibly none you may
    see). A heartbeat comment every 15 s. When the game finishes (or is aborted)
    an `end` event follows and the stream closes; reconnecting then with its id
    as `Last-Event-ID` answers 204 (an EventSource stops). A stream also closes
    after an hour: reconnect with `Last-Event-ID`. Once the token it was opened
    with is replaced (`POST /players/me/token/`) a `revoked` event
    {code, detail} ends it within a minute. docs/api.md has the details.

    Args:
        id (int):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | V1GamesStreamRetrieveResponse200]
    """

    kwargs = _get_kwargs(
        id=id,
        last_event_id=last_event_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: int,
    *,
    client: AuthenticatedClient,
    last_event_id: str | Unset = UNSET,
) -> Any | Error | V1GamesStreamRetrieveResponse200 | None:
    """Stream the game's log as you may see it (Server-Sent Events)

     Server-Sent Events: each new entry of the game's log, as your seat may see it
    (exactly the filtering of `/events/`: another seat's hidden card never
    appears; a caller without a seat is a spectator and sees public events only).

    ```
    retry: 2000

    id: 7
    event: action
    data: {"version":7,"seat":0,"reason":"player","created_at":"...","events":[...]}

    : heartbeat

    id: 31
    event: end
    data: {"version":31,"status":"finished","outcome":{...}}
    ```

    One `action` event per accepted action, `id` = the game's version after it;
    its `events` are the `/events/` items of that version (possibly none you may
    see). A heartbeat comment every 15 s. When the game finishes (or is aborted)
    an `end` event follows and the stream closes; reconnecting then with its id
    as `Last-Event-ID` answers 204 (an EventSource stops). A stream also closes
    after an hour: reconnect with `Last-Event-ID`. Once the token it was opened
    with is replaced (`POST /players/me/token/`) a `revoked` event
    {code, detail} ends it within a minute. docs/api.md has the details.

    Args:
        id (int):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | V1GamesStreamRetrieveResponse200
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            last_event_id=last_event_id,
        )
    ).parsed
