from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.paginated_leaderboard_entry_list import PaginatedLeaderboardEntryList
from ...models.v1_leaderboards_list_metric import V1LeaderboardsListMetric
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    around: Any | Unset = UNSET,
    cursor: str | Unset = UNSET,
    handle: str | Unset = UNSET,
    league: int | Unset = UNSET,
    metric: V1LeaderboardsListMetric | Unset = UNSET,
    min_games: int | Unset = UNSET,
    neighbours: Any | Unset = UNSET,
    page_size: int | Unset = UNSET,
    ruleset: str | Unset = UNSET,
    season: int | Unset = UNSET,
    title: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["around"] = around

    params["cursor"] = cursor

    params["handle"] = handle

    params["league"] = league

    json_metric: str | Unset = UNSET
    if not isinstance(metric, Unset):
        json_metric = metric.value

    params["metric"] = json_metric

    params["min_games"] = min_games

    params["neighbours"] = neighbours

    params["page_size"] = page_size

    params["ruleset"] = ruleset

    params["season"] = season

    params["title"] = title

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/leaderboards/",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | PaginatedLeaderboardEntryList | None:
    if response.status_code == 200:
        response_200 = PaginatedLeaderboardEntryList.from_dict(response.json())

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
) -> Response[Error | PaginatedLeaderboardEntryList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    around: Any | Unset = UNSET,
    cursor: str | Unset = UNSET,
    handle: str | Unset = UNSET,
    league: int | Unset = UNSET,
    metric: V1LeaderboardsListMetric | Unset = UNSET,
    min_games: int | Unset = UNSET,
    neighbours: Any | Unset = UNSET,
    page_size: int | Unset = UNSET,
    ruleset: str | Unset = UNSET,
    season: int | Unset = UNSET,
    title: str | Unset = UNSET,
) -> Response[Error | PaginatedLeaderboardEntryList]:
    """Leaderboard by ruleset, league or season, and metric

     Order: by `rating` (mu - 3 sigma), highest first, then player id, lowest first; by `frags`,
    `trophies` or `wins`: that count, highest first, then rating, then player id. Paged by cursor:
    follow `next` and `previous` (a `page` number is refused, 400 `bad_page`); each row's `position` is
    its place on the board the filters leave, 1 for the first row. With `around` the page is that
    player's row and its `neighbours`, and its links page on from there.

    Args:
        around (Any | Unset):
        cursor (str | Unset):
        handle (str | Unset):
        league (int | Unset):
        metric (V1LeaderboardsListMetric | Unset):
        min_games (int | Unset):
        neighbours (Any | Unset):
        page_size (int | Unset):
        ruleset (str | Unset):
        season (int | Unset):
        title (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PaginatedLeaderboardEntryList]
    """

    kwargs = _get_kwargs(
        around=around,
        cursor=cursor,
        handle=handle,
        league=league,
        metric=metric,
        min_games=min_games,
        neighbours=neighbours,
        page_size=page_size,
        ruleset=ruleset,
        season=season,
        title=title,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    around: Any | Unset = UNSET,
    cursor: str | Unset = UNSET,
    handle: str | Unset = UNSET,
    league: int | Unset = UNSET,
    metric: V1LeaderboardsListMetric | Unset = UNSET,
    min_games: int | Unset = UNSET,
    neighbours: Any | Unset = UNSET,
    page_size: int | Unset = UNSET,
    ruleset: str | Unset = UNSET,
    season: int | Unset = UNSET,
    title: str | Unset = UNSET,
) -> Error | PaginatedLeaderboardEntryList | None:
    """Leaderboard by ruleset, league or season, and metric

     Order: by `rating` (mu - 3 sigma), highest first, then player id, lowest first; by `frags`,
    `trophies` or `wins`: that count, highest first, then rating, then player id. Paged by cursor:
    follow `next` and `previous` (a `page` number is refused, 400 `bad_page`); each row's `position` is
    its place on the board the filters leave, 1 for the first row. With `around` the page is that
    player's row and its `neighbours`, and its links page on from there.

    Args:
        around (Any | Unset):
        cursor (str | Unset):
        handle (str | Unset):
        league (int | Unset):
        metric (V1LeaderboardsListMetric | Unset):
        min_games (int | Unset):
        neighbours (Any | Unset):
        page_size (int | Unset):
        ruleset (str | Unset):
        season (int | Unset):
        title (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PaginatedLeaderboardEntryList
    """

    return sync_detailed(
        client=client,
        around=around,
        cursor=cursor,
        handle=handle,
        league=league,
        metric=metric,
        min_games=min_games,
        neighbours=neighbours,
        page_size=page_size,
        ruleset=ruleset,
        season=season,
        title=title,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    around: Any | Unset = UNSET,
    cursor: str | Unset = UNSET,
    handle: str | Unset = UNSET,
    league: int | Unset = UNSET,
    metric: V1LeaderboardsListMetric | Unset = UNSET,
    min_games: int | Unset = UNSET,
    neighbours: Any | Unset = UNSET,
    page_size: int | Unset = UNSET,
    ruleset: str | Unset = UNSET,
    season: int | Unset = UNSET,
    title: str | Unset = UNSET,
) -> Response[Error | PaginatedLeaderboardEntryList]:
    """Leaderboard by ruleset, league or season, and metric

     Order: by `rating` (mu - 3 sigma), highest first, then player id, lowest first; by `frags`,
    `trophies` or `wins`: that count, highest first, then rating, then player id. Paged by cursor:
    follow `next` and `previous` (a `page` number is refused, 400 `bad_page`); each row's `position` is
    its place on the board the filters leave, 1 for the first row. With `around` the page is that
    player's row and its `neighbours`, and its links page on from there.

    Args:
        around (Any | Unset):
        cursor (str | Unset):
        handle (str | Unset):
        league (int | Unset):
        metric (V1LeaderboardsListMetric | Unset):
        min_games (int | Unset):
        neighbours (Any | Unset):
        page_size (int | Unset):
        ruleset (str | Unset):
        season (int | Unset):
        title (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PaginatedLeaderboardEntryList]
    """

    kwargs = _get_kwargs(
        around=around,
        cursor=cursor,
        handle=handle,
        league=league,
        metric=metric,
        min_games=min_games,
        neighbours=neighbours,
        page_size=page_size,
        ruleset=ruleset,
        season=season,
        title=title,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    around: Any | Unset = UNSET,
    cursor: str | Unset = UNSET,
    handle: str | Unset = UNSET,
    league: int | Unset = UNSET,
    metric: V1LeaderboardsListMetric | Unset = UNSET,
    min_games: int | Unset = UNSET,
    neighbours: Any | Unset = UNSET,
    page_size: int | Unset = UNSET,
    ruleset: str | Unset = UNSET,
    season: int | Unset = UNSET,
    title: str | Unset = UNSET,
) -> Error | PaginatedLeaderboardEntryList | None:
    """Leaderboard by ruleset, league or season, and metric

     Order: by `rating` (mu - 3 sigma), highest first, then player id, lowest first; by `frags`,
    `trophies` or `wins`: that count, highest first, then rating, then player id. Paged by cursor:
    follow `next` and `previous` (a `page` number is refused, 400 `bad_page`); each row's `position` is
    its place on the board the filters leave, 1 for the first row. With `around` the page is that
    player's row and its `neighbours`, and its links page on from there.

    Args:
        around (Any | Unset):
        cursor (str | Unset):
        handle (str | Unset):
        league (int | Unset):
        metric (V1LeaderboardsListMetric | Unset):
        min_games (int | Unset):
        neighbours (Any | Unset):
        page_size (int | Unset):
        ruleset (str | Unset):
        season (int | Unset):
        title (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PaginatedLeaderboardEntryList
    """

    return (
        await asyncio_detailed(
            client=client,
            around=around,
            cursor=cursor,
            handle=handle,
            league=league,
            metric=metric,
            min_games=min_games,
            neighbours=neighbours,
            page_size=page_size,
            ruleset=ruleset,
            season=season,
            title=title,
        )
    ).parsed
