"""The two event streams, as async Django views (DRF's views are sync: one
would hold a thread for as long as its stream stays open).

Served by an ASGI server (gunicorn with uvicorn workers, config.asgi), an open
stream is a coroutine waiting on its inbox: no worker and no thread is held
while it waits, and its database reads run in a small shared thread pool.
Served by a WSGI server (``manage.py runserver``, the embedded default), the
same stream is a blocking iterator that holds its request thread until it
closes: fine for one machine's demo, not for many streams (docs/api.md).

Authentication is DRF's token authentication (the API's one scheme), done explicitly;
errors are the API's JSON ``{code, detail}``. The OpenAPI documentation comes
from the schema-only DRF views below, attached to the async views.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator, Callable, Iterator
from typing import Any, TypeVar

from asgiref.sync import sync_to_async
from django.core.handlers.asgi import ASGIRequest
from django.db import close_old_connections
from django.http import HttpRequest, HttpResponse, HttpResponseBase, JsonResponse, StreamingHttpResponse
from django.views.decorators.csrf import csrf_exempt
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import exceptions, permissions
from rest_framework.authtoken.models import Token
from rest_framework.request import Request
from rest_framework.views import APIView

from core import bus
from core.errors import ServiceError
from core.http import error_response
from games import selectors
from games.models import GameStatus
from games.serializers import MAX_VERSION, ErrorSerializer
from players.authentication import PlayerTokenAuthentication
from players.models import Player
from players.services import player_required
from streams.session import HEARTBEAT, GameStreamSession, PlayerStreamSession, frame, retry_frame

Session = GameStreamSession | PlayerStreamSession
T = TypeVar("T")


# --------------------------------------------------------------------------
# Opening a stream (sync: authentication and the game read the database)


def _authenticated_player(request: HttpRequest) -> Player:
    drf_request = Request(request, authenticators=[PlayerTokenAuthentication()])
    user = drf_request.user  # raises AuthenticationFailed for a bad token
    if not user.is_authenticated:
        raise exceptions.NotAuthenticated()
    player = player_required(user)
    # The key, for the stream's re-checks (``_token_live``).
    request.ladders_token_key = drf_request.auth.key  # type: ignore[attr-defined]
    return player


# The last frame of a stream whose token was replaced (POST /players/me/token/) or
# deleted since it opened; a reconnect with that token is then a 401.
REVOKED = frame(
    "revoked",
    {
        "code": "authentication_failed",
        "detail": "This stream's token was replaced or revoked: reconnect with a live one.",
    },
)


def _token_live(request: HttpRequest) -> Callable[[], bool]:
    """Whether the token the stream was opened with still authenticates (a database read)."""
    key: str = request.ladders_token_key  # type: ignore[attr-defined]

    def live() -> bool:
        return Token.objects.filter(key=key, user__is_active=True).exists()

    return live


def _last_event_id(request: HttpRequest) -> int | None:
    """The Last-Event-ID header as a version, or None when there is none."""
    raw = request.headers.get("Last-Event-ID")
    if raw is None or raw == "":
        return None
    if not (raw.isascii() and raw.isdigit() and len(raw) <= 10 and int(raw) <= MAX_VERSION):
        raise ServiceError("bad_last_event_id", f"Last-Event-ID is a game version: an integer from 0 to {MAX_VERSION}.")
    return int(raw)


def _open_game_stream(request: HttpRequest, game_id: int) -> GameStreamSession | None:
    """The session for the caller's seat (None: the client already has the whole finished log)."""
    last_event_id = _last_event_id(request)
    after = last_event_id or 0
    player = _authenticated_player(request)
    game = selectors.game_get(game_id=game_id)
    if after > game.version:
        raise ServiceError(
            "bad_last_event_id",
            f"Last-Event-ID {after} is past the game's version {game.version}: it is not from this game's stream.",
        )
    # A game aborted at version 0 ends its stream with id 0: a reconnect with
    # that id is done too (only a missing header means "from the start").
    if game.status in (GameStatus.FINISHED, GameStatus.ABORTED) and last_event_id is not None and after >= game.version:
        return None
    if game.status == GameStatus.WAITING:
        # Its seats may still change hands: the session reads the caller's seat at the start.
        return GameStreamSession(game_id=game.pk, viewer_seat=None, last=after, player_id=player.pk, seated=False)
    seat = selectors.seat_of(game, player)
    return GameStreamSession(game_id=game.pk, viewer_seat=seat.index if seat is not None else None, last=after)


def _open_player_stream(request: HttpRequest) -> PlayerStreamSession:
    return PlayerStreamSession(player_id=_authenticated_player(request).pk)


def _error(exc: Exception) -> JsonResponse:
    if isinstance(exc, ServiceError):
        return error_response(exc.status, exc.code, exc.detail)
    assert isinstance(exc, exceptions.APIException)
    codes = exc.get_codes()
    response = error_response(exc.status_code, codes if isinstance(codes, str) else "error", str(exc.detail))
    if isinstance(exc, exceptions.NotAuthenticated | exceptions.AuthenticationFailed):
        response["WWW-Authenticate"] = 'Token realm="api"'
    return response


# --------------------------------------------------------------------------
# Serving it


def _in_pool(function: Callable[[], T]) -> Callable[[], T]:
    """A database read for the shared thread pool: its connection is checked
    before and released after (CONN_MAX_AGE), never held for a stream's life."""

    def run() -> T:
        close_old_connections()
        try:
            return function()
        finally:
            close_old_connections()

    return run


async def _frames_async(session: Session, channel: str, live: Callable[[], bool]) -> AsyncIterator[bytes]:
    heartbeat: float = bus.stream_setting("HEARTBEAT_SECONDS")
    lifetime: float = bus.stream_setting("MAX_SECONDS") or float("inf")
    reauth: float = bus.stream_setting("REAUTH_SECONDS")
    loop = asyncio.get_running_loop()

    async def db(function: Callable[[], T]) -> T:
        return await sync_to_async(_in_pool(function), thread_sensitive=False)()

    async with bus.subscribe_async(channel) as inbox:
        frames = await db(session.start)
        # The first bytes once subscribed and caught up: a client that has read
        # them misses nothing from then on.
        yield b"".join([retry_frame(bus.stream_setting("RETRY_MILLISECONDS")), *frames])
        now = loop.time()
        closes_at, beat_at, reauth_at = now + lifetime, now + heartbeat, now + reauth
        while not session.done and now < closes_at:
            message = await inbox.get(min(beat_at, closes_at) - now)
            now = loop.time()
            if message is not None:
                received = session.receive(message)
                frames = received if received is not None else await db(session.recover)
            elif now >= beat_at:
                if now >= reauth_at:
                    if not await db(live):
                        yield REVOKED
                        return
                    reauth_at = now + reauth
                frames = [HEARTBEAT, *(await db(session.poll) if session.polls else [])]
                beat_at = now + heartbeat
            else:
                frames = []
            if frames:
                yield b"".join(frames)
            now = loop.time()


def _frames_sync(session: Session, channel: str, live: Callable[[], bool]) -> Iterator[bytes]:
    heartbeat: float = bus.stream_setting("HEARTBEAT_SECONDS")
    lifetime: float = bus.stream_setting("MAX_SECONDS") or float("inf")
    reauth: float = bus.stream_setting("REAUTH_SECONDS")
    with bus.subscribe_sync(channel) as inbox:
        frames = session.start()
        yield b"".join([retry_frame(bus.stream_setting("RETRY_MILLISECONDS")), *frames])
        now = time.monotonic()
        closes_at, beat_at, reauth_at = now + lifetime, now + heartbeat, now + reauth
        while not session.done and now < closes_at:
            message = inbox.get(min(beat_at, closes_at) - now)
            now = time.monotonic()
            if message is not None:
                received = session.receive(message)
                frames = received if received is not None else session.recover()
            elif now >= beat_at:
                if now >= reauth_at:
                    if not live():
                        yield REVOKED
                        return
                    reauth_at = now + reauth
                frames = [HEARTBEAT, *(session.poll() if session.polls else [])]
                beat_at = now + heartbeat
            else:
                frames = []
            if frames:
                yield b"".join(frames)
            now = time.monotonic()


def _stream_response(request: HttpRequest, session: Session, channel: str) -> StreamingHttpResponse:
    if isinstance(request, ASGIRequest):
        content: AsyncIterator[bytes] | Iterator[bytes] = _frames_async(session, channel, _token_live(request))
    else:
        content = _frames_sync(session, channel, _token_live(request))
    response = StreamingHttpResponse(content, content_type="text/event-stream; charset=utf-8")
    response["Cache-Control"] = "no-store"
    # nginx (deploy/nginx.conf.template) passes each frame on at once rather than buffering.
    response["X-Accel-Buffering"] = "no"
    return response


def _method_not_allowed(request: HttpRequest) -> JsonResponse | None:
    if request.method == "GET":
        return None
    # Not even HEAD: its answer would be a stream without end.
    return error_response(405, "method_not_allowed", f'Method "{request.method}" not allowed.', Allow="GET")


async def _open(request: HttpRequest, opener: Callable[[], Any]) -> Any:
    """Run ``opener`` (sync, reads the database): in the pool under ASGI, in
    the request's own thread under WSGI (where it also closes the connection)."""
    if isinstance(request, ASGIRequest):
        return await sync_to_async(_in_pool(opener), thread_sensitive=False)()
    return await sync_to_async(opener)()


@csrf_exempt  # as every API view: a POST is a 405, not a CSRF 403 (tokens, never sessions)
async def game_stream(request: HttpRequest, pk: str) -> HttpResponseBase:
    refused = _method_not_allowed(request)
    if refused is not None:
        return refused
    game_id = int(pk)
    try:
        session = await _open(request, lambda: _open_game_stream(request, game_id))
    except (ServiceError, exceptions.APIException) as exc:
        return _error(exc)
    if session is None:
        return HttpResponse(status=204)  # an EventSource stops reconnecting on 204
    return _stream_response(request, session, bus.game_channel(game_id))


@csrf_exempt
async def player_stream(request: HttpRequest) -> HttpResponseBase:
    refused = _method_not_allowed(request)
    if refused is not None:
        return refused
    try:
        session = await _open(request, lambda: _open_player_stream(request))
    except (ServiceError, exceptions.APIException) as exc:
        return _error(exc)
    return _stream_response(request, session, bus.player_channel(session.player_id))


# --------------------------------------------------------------------------
# OpenAPI: DRF views that are never served, only read by drf-spectacular.

STREAM_ERRORS = {
    401: OpenApiResponse(
        ErrorSerializer, description="No token, or a bad one (`not_authenticated`, `authentication_failed`)."
    ),
    403: OpenApiResponse(ErrorSerializer, description="The token is not a player's (`not_a_player`)."),
}
# One Server-Sent Event as a client's parser hands it over: the `event:` name,
# its `data:` (a JSON document, as a string) and the `id:` (a game version).
SSE_EVENT_SCHEMA = {
    "type": "object",
    "properties": {
        "event": {"type": "string"},
        "data": {"type": "string"},
        "id": {"type": "string"},
        "retry": {"type": "integer"},
    },
}
LAST_EVENT_ID = OpenApiParameter(
    "Last-Event-ID",
    # Empty is the same as absent: from the start.
    {"type": "string", "pattern": "^[0-9]{0,10}$"},
    OpenApiParameter.HEADER,
    description=(
        "Resume after this version (the `id:` of the last event received; an EventSource sends it when it "
        "reconnects). Entries after it follow, none is repeated. 400 `bad_last_event_id` when it is not a "
        "version of this game."
    ),
)
GAME_STREAM_DESCRIPTION = """\
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
{code, detail} ends it within a minute. docs/api.md has the details."""
PLAYER_STREAM_DESCRIPTION = """\
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
comment every 15 s; the stream closes after an hour (reconnect)."""


class GameStreamSchemaView(APIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(
        summary="Stream the game's log as you may see it (Server-Sent Events)",
        description=GAME_STREAM_DESCRIPTION,
        parameters=[LAST_EVENT_ID],
        responses={
            (200, "text/event-stream"): SSE_EVENT_SCHEMA,
            204: OpenApiResponse(description="The game is over and Last-Event-ID is its last version."),
            400: OpenApiResponse(ErrorSerializer, description="A bad Last-Event-ID (`bad_last_event_id`)."),
            **STREAM_ERRORS,
            404: OpenApiResponse(ErrorSerializer, description="No such game (`game_not_found`)."),
        },
        tags=["streams"],
    )
    def get(self, request: Request, pk: str) -> HttpResponseBase:
        raise NotImplementedError("served by streams.views.game_stream")


class PlayerStreamSchemaView(APIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(
        summary="Stream your notices: your turn, game started and finished, round paired, matched, invited (SSE)",
        description=PLAYER_STREAM_DESCRIPTION,
        responses={(200, "text/event-stream"): SSE_EVENT_SCHEMA, **STREAM_ERRORS},
        tags=["streams"],
    )
    def get(self, request: Request) -> HttpResponseBase:
        raise NotImplementedError("served by streams.views.player_stream")


def documented_as(view: Callable[..., Any], schema_view: type[APIView]) -> Callable[..., Any]:
    """Route ``view`` and let drf-spectacular document it as ``schema_view``
    (its enumerator reads an endpoint's ``cls``, as on any DRF view)."""
    view.cls = schema_view  # type: ignore[attr-defined]
    view.initkwargs = {}  # type: ignore[attr-defined]
    return view
