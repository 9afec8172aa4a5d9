from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.v1_players_me_stream_retrieve_response_200 import V1PlayersMeStreamRetrieveResponse200
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/players/me/stream/",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | V1PlayersMeStreamRetrieveResponse200 | None:
    if response.status_code == 200:
        response_200 = V1PlayersMeStreamRetrieveResponse200.from_dict(response.text)

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
) -> Response[Error | V1PlayersMeStreamRetrieveResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
) -> Response[Error | V1PlayersMeStreamRetrieveResponse200]:
    """Stream your notices: your turn, game started and finished, round paired, matched, invited (SSE)

     Server-Sent Events with the caller's notices, each a JSON `data:` line:

    - `your_turn` {game, version, seat, ruleset, deadline_at, actions}: a seat of yours
      is due to act (sent also on connecting, for every game waiting on you); `actions`
      are its legal actions at `version`, as legal-actions lists them: post one back;
    - `game_started` {game, seat, ruleset, scenario};
    - `game_finished` {game, seat, version, status, outcome} (also an abort);
    - `round_paired` {tournament, round, table, game} or {league, round, game};
    - `matched` {ticket, game, ruleset, scenario}: a quick-play ticket found its game;
    - `invited` {game, seat, ruleset, scenario, by}: a seat is reserved for you;
    - `tournament_withdrawn` {tournament, entrant, by}: someone else withdrew your entry;
    - `league_left` {league, by}: a league's organiser removed you;
    - `revoked` {code, detail}: the stream's token was replaced; the stream closes.

    No `id:` lines: after a reconnect, the `your_turn` notices come again for the
    games still waiting on you; read the others' results from the API. A heartbeat
    comment every 15 s; the stream closes after an hour (reconnect).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | V1PlayersMeStreamRetrieveResponse200]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
) -> Error | V1PlayersMeStreamRetrieveResponse200 | None:
    """Stream your notices: your turn, game started and finished, round paired, matched, invited (SSE)

     Server-Sent Events with the caller's notices, each a JSON `data:` line:

    - `your_turn` {game, version, seat, ruleset, deadline_at, actions}: a seat of yours
      is due to act (sent also on connecting, for every game waiting on you); `actions`
      are its legal actions at `version`, as legal-actions lists them: post one back;
    - `game_started` {game, seat, ruleset, scenario};
    - `game_finished` {game, seat, version, status, outcome} (also an abort);
    - `round_paired` {tournament, round, table, game} or {league, round, game};
    - `matched` {ticket, game, ruleset, scenario}: a quick-play ticket found its game;
    - `invited` {game, seat, ruleset, scenario, by}: a seat is reserved for you;
    - `tournament_withdrawn` {tournament, entrant, by}: someone else withdrew your entry;
    - `league_left` {league, by}: a league's organiser removed you;
    - `revoked` {code, detail}: the stream's token was replaced; the stream closes.

    No `id:` lines: after a reconnect, the `your_turn` notices come again for the
    games still waiting on you; read the others' results from the API. A heartbeat
    comment every 15 s; the stream closes after an hour (reconnect).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | V1PlayersMeStreamRetrieveResponse200
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
) -> Response[Error | V1PlayersMeStreamRetrieveResponse200]:
    """Stream your notices: your turn, game started and finished, round paired, matched, invited (SSE)

     Server-Sent Events with the caller's notices, each a JSON `data:` line:

    - `your_turn` {game, version, seat, ruleset, deadline_at, actions}: a seat of yours
      is due to act (sent also on connecting, for every game waiting on you); `actions`
      are its legal actions at `version`, as legal-actions lists them: post one back;
    - `game_started` {game, seat, ruleset, scenario};
    - `game_finished` {game, seat, version, status, outcome} (also an abort);
    - `round_paired` {tournament, round, table, game} or {league, round, game};
    - `matched` {ticket, game, ruleset, scenario}: a quick-play ticket found its game;
    - `invited` {game, seat, ruleset, scenario, by}: a seat is reserved for you;
    - `tournament_withdrawn` {tournament, entrant, by}: someone else withdrew your entry;
    - `league_left` {league, by}: a league's organiser removed you;
    - `revoked` {code, detail}: the stream's token was replaced; the stream closes.

    No `id:` lines: after a reconnect, the `your_turn` notices come again for the
    games still waiting on you; read the others' results from the API. A heartbeat
    comment every 15 s; the stream closes after an hour (reconnect).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | V1PlayersMeStreamRetrieveResponse200]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
) -> Error | V1PlayersMeStreamRetrieveResponse200 | None:
    """Stream your notices: your turn, game started and finished, round paired, matched, invited (SSE)

     Server-Sent Events with the caller's notices, each a JSON `data:` line:

    - `your_turn` {game, version, seat, ruleset, deadline_at, actions}: a seat of yours
      is due to act (sent also on connecting, for every game waiting on you); `actions`
      are its legal actions at `version`, as legal-actions lists them: post one back;
    - `game_started` {game, seat, ruleset, scenario};
    - `game_finished` {game, seat, version, status, outcome} (also an abort);
    - `round_paired` {tournament, round, table, game} or {league, round, game};
    - `matched` {ticket, game, ruleset, scenario}: a quick-play ticket found its game;
    - `invited` {game, seat, ruleset, scenario, by}: a seat is reserved for you;
    - `tournament_withdrawn` {tournament, entrant, by}: someone else withdrew your entry;
    - `league_left` {league, by}: a league's organiser removed you;
    - `revoked` {code, detail}: the stream's token was replaced; the stream closes.

    No `id:` lines: after a reconnect, the `your_turn` notices come again for the
    games still waiting on you; read the others' results from the API. A heartbeat
    comment every 15 s; the stream closes after an hour (reconnect).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | V1PlayersMeStreamRetrieveResponse200
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
