from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.v1_rulesets_view_schema_retrieve_response_200 import V1RulesetsViewSchemaRetrieveResponse200
from ...models.v1_rulesets_view_schema_retrieve_ruleset_id import V1RulesetsViewSchemaRetrieveRulesetId
from ...types import Response


def _get_kwargs(
    ruleset_id: V1RulesetsViewSchemaRetrieveRulesetId,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/rulesets/{ruleset_id}/view-schema/".format(
            ruleset_id=quote(str(ruleset_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | V1RulesetsViewSchemaRetrieveResponse200 | None:
    if response.status_code == 200:
        response_200 = V1RulesetsViewSchemaRetrieveResponse200.from_dict(response.json())

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
) -> Response[Error | V1RulesetsViewSchemaRetrieveResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    ruleset_id: V1RulesetsViewSchemaRetrieveRulesetId,
    *,
    client: AuthenticatedClient,
) -> Response[Error | V1RulesetsViewSchemaRetrieveResponse200]:
    """The JSON Schema of a ruleset's game view (a game's `state` field)

    Args:
        ruleset_id (V1RulesetsViewSchemaRetrieveRulesetId):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | V1RulesetsViewSchemaRetrieveResponse200]
    """

    kwargs = _get_kwargs(
        ruleset_id=ruleset_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    ruleset_id: V1RulesetsViewSchemaRetrieveRulesetId,
    *,
    client: AuthenticatedClient,
) -> Error | V1RulesetsViewSchemaRetrieveResponse200 | None:
    """The JSON Schema of a ruleset's game view (a game's `state` field)

    Args:
        ruleset_id (V1RulesetsViewSchemaRetrieveRulesetId):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | V1RulesetsViewSchemaRetrieveResponse200
    """

    return sync_detailed(
        ruleset_id=ruleset_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    ruleset_id: V1RulesetsViewSchemaRetrieveRulesetId,
    *,
    client: AuthenticatedClient,
) -> Response[Error | V1RulesetsViewSchemaRetrieveResponse200]:
    """The JSON Schema of a ruleset's game view (a game's `state` field)

    Args:
        ruleset_id (V1RulesetsViewSchemaRetrieveRulesetId):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | V1RulesetsViewSchemaRetrieveResponse200]
    """

    kwargs = _get_kwargs(
        ruleset_id=ruleset_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    ruleset_id: V1RulesetsViewSchemaRetrieveRulesetId,
    *,
    client: AuthenticatedClient,
) -> Error | V1RulesetsViewSchemaRetrieveResponse200 | None:
    """The JSON Schema of a ruleset's game view (a game's `state` field)

    Args:
        ruleset_id (V1RulesetsViewSchemaRetrieveRulesetId):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | V1RulesetsViewSchemaRetrieveResponse200
    """

    return (
        await asyncio_detailed(
            ruleset_id=ruleset_id,
            client=client,
        )
    ).parsed
