"""``Ladders``: a player's session with the service, over the generated client
(``ladders_api``, which this package ships beside it).

Every call answers the generated typed model, or raises ``LaddersError``
(``code``, ``detail``, ``fields``). The waits are bounded: ``wait_for_turn``
returns on the seat's turn or on the game's end, and gives up at its timeout
whatever the stream's heartbeats do.

Heartbeats and reconnecting (docs/api.md, "Event streams", in the service's
repository): a game stream sends a comment line every 15 s while nothing
happens, so a read timeout never fires on a live stream: the waits here keep
their own deadline and, before a heartbeat could carry a read past it,
reconnect with the rest of the time as their read timeout. A stream that
drops (the server closes every stream after an hour, a proxy cuts it) is
reopened after the server's ``retry:`` delay (2 s) with ``Last-Event-ID``
= the last ``id:`` received, so no entry is lost or repeated; a reconnect
answered 204 means the game is over. A stream that sends nothing, not even a
heartbeat, for 45 s is taken as dead and reopened the same way.
"""

from __future__ import annotations

import time
import uuid
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any, TypeVar, cast

import httpx
from ladders_api import AuthenticatedClient, Client
from ladders_api.api.games import (
    v1_games_actions_create,
    v1_games_create,
    v1_games_join_create,
    v1_games_legal_actions_retrieve,
    v1_games_retrieve,
    v1_games_verify_retrieve,
)
from ladders_api.api.players import v1_players_create
from ladders_api.models import (
    ActionSubmitRequestRequest,
    ActionSubmitted,
    Game,
    GameCreateRequestRequest,
    GameStatusEnum,
    JoinRequestRequest,
    LegalActions,
    PlayerRegistered,
    PlayerRegisterRequestRequest,
    Verification,
)
from ladders_api.types import UNSET, Response

from ladders_client import fairness
from ladders_client.errors import LaddersError, VerificationError, WaitTimeoutError
from ladders_client.sse import Heartbeat, Retry, StreamEvent, parse

# The service's heartbeat interval is 15 s: three missed, and the stream is dead.
DEAD_STREAM_SECONDS = 45.0
# The longest a wait follows a game's stream before it reads the game again.
RECHECK_SECONDS = 30.0
# Before the server's `retry:` arrives.
RECONNECT_SECONDS = 2.0
# The longest Retry-After an action's POST waits out by itself (the action rate limit).
MAX_THROTTLE_WAIT = 60.0
# The answers that say "the same request, later" (Retry-After): a rate limit, an outage.
RETRY_LATER = (429, 503)
OVER = (GameStatusEnum.FINISHED, GameStatusEnum.ABORTED)

Chooser = Callable[[Game, LegalActions], Any]
T = TypeVar("T")


def _ok(response: Response[Any], *statuses: int) -> Any:
    """The parsed body of an answer with one of ``statuses``; else its ``LaddersError``."""
    if response.status_code in statuses and response.parsed is not None:
        return response.parsed
    raise LaddersError.from_response(response.status_code, response.content, response.headers)


def _as_dict(value: Any) -> dict[str, Any]:
    if isinstance(value, Mapping):
        return dict(value)
    to_dict = getattr(value, "to_dict", None)
    if to_dict is None:
        raise TypeError(f"an action is a mapping or a generated model, not {type(value).__name__}")
    return cast(dict[str, Any], to_dict())


def _body(model: type[T], data: dict[str, Any]) -> T:
    """A request body as the generated model, which checks its enums and shapes
    (a bot, ruleset or scenario the schema does not list) before sending."""
    try:
        return model.from_dict(data)  # type: ignore[attr-defined, no-any-return]
    except (ValueError, KeyError, TypeError) as error:
        raise LaddersError("invalid_request", f"{model.__name__}: {error}") from None


class Ladders:
    """A session with the service at ``base_url`` (``http://127.0.0.1:8000``),
    as the player whose API ``token`` it holds (none: anonymous, read-only).
    ``stream_url``: where the event streams are served, when not at ``base_url``
    (a deployment that routes them to their own server, as docker-compose's
    proxy does for one published port).

    ``api`` is the generated client, for every operation this layer does not
    wrap: ``ladders_api.api.<tag>.<operation>.sync(..., client=session.api)``.
    """

    def __init__(
        self, base_url: str, token: str | None = None, *, timeout: float = 30.0, stream_url: str | None = None
    ) -> None:
        self.base_url = base_url.rstrip("/")
        self.stream_url = (stream_url or base_url).rstrip("/")
        self.token = token
        self.handle: str | None = None
        self.timeout = timeout
        if token:
            self.api = AuthenticatedClient(self.base_url, token=token, prefix="Token", timeout=httpx.Timeout(timeout))
        else:
            # The generated operations take an AuthenticatedClient wherever a token is
            # accepted; anonymous calls go through the same code without one.
            self.api = cast(AuthenticatedClient, Client(self.base_url, timeout=httpx.Timeout(timeout)))

    def __repr__(self) -> str:
        return f"Ladders({self.base_url!r}, handle={self.handle!r})"

    def call(self, operation: Callable[..., Response[Any]], *args: Any, **kwargs: Any) -> Any:
        """Any generated operation's ``sync_detailed`` (``ladders_api.api.<tag>.<operation>``),
        with this session's client: its answer's parsed body, or a ``LaddersError``."""
        response = operation(*args, client=self.api, **kwargs)
        if 200 <= response.status_code < 300:
            return response.parsed
        raise LaddersError.from_response(response.status_code, response.content, response.headers)

    # --- players -------------------------------------------------------------------

    @classmethod
    def register(cls, base_url: str, handle: str, *, timeout: float = 30.0, stream_url: str | None = None) -> Ladders:
        """Register a new player and return its session (``token`` is shown this once:
        keep it). 409 ``handle_taken``; 429 ``throttled`` past the registrations an
        address may make (20 an hour)."""
        anonymous = cls(base_url, timeout=timeout)
        response = v1_players_create.sync_detailed(client=anonymous.api, body=PlayerRegisterRequestRequest(handle))
        player: PlayerRegistered = _ok(response, 201)
        session = cls(base_url, player.token, timeout=timeout, stream_url=stream_url)
        session.handle = player.handle
        return session

    # --- games ---------------------------------------------------------------------

    def create_game(self, ruleset: str, seats: Sequence[Mapping[str, Any]], **fields: Any) -> Game:
        """``POST /games/``: ``seats`` as the API takes them (``{"type": "human"}``,
        ``{"type": "ai", "bot": "normal"}``, ``"team"``, ``"reserved_for"``);
        ``fields`` the body's others (``scenario``, ``options``, ``teams``, ``turn_seconds``, ...)."""
        body = _body(GameCreateRequestRequest, {"ruleset": ruleset, "seats": list(seats), **fields})
        return cast(Game, _ok(v1_games_create.sync_detailed(client=self.api, body=body), 201))

    def join(self, game_id: int, *, seat: int | None = None, client_seed: str | None = None) -> Game:
        """Take a seat (the first free one, or the one held for you, unless ``seat``);
        ``client_seed`` adds your entropy to the game's dice."""
        body = JoinRequestRequest(
            seat=UNSET if seat is None else seat, client_seed=UNSET if client_seed is None else client_seed
        )
        return cast(Game, _ok(v1_games_join_create.sync_detailed(game_id, client=self.api, body=body), 200))

    def game(self, game_id: int) -> Game:
        """The game as your seat may see it: ``status``, ``version``, ``to_act``, ``your_seat``, ``state``,
        ``outcome``."""
        return cast(Game, _ok(v1_games_retrieve.sync_detailed(game_id, client=self.api), 200))

    def legal_actions(self, game_id: int) -> LegalActions:
        """The actions your seat may take now (``actions``), at ``version``: post one back with ``act``."""
        return cast(LegalActions, _ok(v1_games_legal_actions_retrieve.sync_detailed(game_id, client=self.api), 200))

    def act(self, game_id: int, action: Any, *, version: int, idempotency_key: str | None = None) -> ActionSubmitted:
        """Post one of the listed actions (a listed model, or the same as a dict) at
        ``version``, the version its listing was read at (409 ``stale_version`` once
        the game has moved on: read the legal actions again).

        Retried with the same ``idempotency_key`` (a new UUID when none is given)
        after a dropped connection, a 429 or a 503 ``unavailable`` (the service's
        database or broker out of reach: nothing was written), waiting out their
        Retry-After, so the action is taken at most once and an answer is never
        lost; a replayed answer says ``replayed``.
        """
        key = idempotency_key or uuid.uuid4().hex
        body = _body(ActionSubmitRequestRequest, {"action": _as_dict(action), "expected_version": version})
        for attempt in range(5):
            try:
                response = v1_games_actions_create.sync_detailed(
                    game_id, client=self.api, body=body, idempotency_key=key
                )
            except httpx.TransportError:
                if attempt == 4:
                    raise
                time.sleep(0.5 * 2**attempt)
                continue
            if response.status_code in RETRY_LATER:
                error = LaddersError.from_response(response.status_code, response.content, response.headers)
                wait = error.retry_after if error.retry_after is not None else 1.0
                if wait > MAX_THROTTLE_WAIT or attempt == 4:
                    raise error
                time.sleep(wait)
                continue
            return cast(ActionSubmitted, _ok(response, 201))
        raise AssertionError("unreachable")

    # --- waiting -------------------------------------------------------------------

    def wait_for_turn(self, game_id: int, *, timeout: float) -> Game:
        """Wait until your seat is to act in the game, or the game is over
        (finished or aborted: ``status`` says which), and answer the game then.

        Raises ``WaitTimeoutError`` (a ``LaddersError`` and a ``TimeoutError``) after
        ``timeout`` seconds, heartbeats or not. Follows the game's stream from
        the version read, so no move is missed between the read and the wait,
        and reads the game again at least every 30 s whatever the stream does;
        a game not yet started (seats open) is read again each second.
        """
        deadline = time.monotonic() + timeout
        while True:
            game = self.game(game_id)
            if game.status in OVER or (game.status == GameStatusEnum.ACTIVE and game.your_seat in game.to_act):
                return game
            self._wait_past(game_id, game.version, deadline, waiting=game.status == GameStatusEnum.WAITING)

    def _wait_past(self, game_id: int, version: int, deadline: float, *, waiting: bool = False) -> None:
        """Return once the game has an entry after ``version`` or has ended (or,
        ``waiting``, a second later: a start is no entry of the log)."""
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            raise WaitTimeoutError(f"game {game_id}: not your turn in time (version {version})")
        if waiting:
            time.sleep(min(1.0, remaining))
            return
        # At most RECHECK_SECONDS on one stream, then the caller reads the game again:
        # a stream that is slow to answer, or a lost notice, costs that much at worst.
        recheck = min(deadline, time.monotonic() + RECHECK_SECONDS)
        try:
            for _ in self._stream(f"/api/v1/games/{game_id}/stream/", version, recheck, what=f"game {game_id}"):
                return
        except WaitTimeoutError:
            if time.monotonic() >= deadline:
                raise

    def follow(
        self, game_id: int, *, last_event_id: int | None = None, timeout: float | None = None
    ) -> Iterator[StreamEvent]:
        """The game's log as your seat may see it, as it grows: one ``action``
        event per entry (``data``: version, seat, reason, events), from the
        entry after ``last_event_id`` (None: from the first), then the ``end``
        event (``data``: version, status, outcome), after which the iteration
        stops. Reconnects by itself (``Last-Event-ID``); heartbeats are not
        yielded. With ``timeout``, raises ``WaitTimeoutError`` once that many seconds
        have passed without the end."""
        deadline = None if timeout is None else time.monotonic() + timeout
        for message in self._stream(
            f"/api/v1/games/{game_id}/stream/", last_event_id, deadline, what=f"game {game_id}"
        ):
            yield message
            if message.event == "end":
                return

    def notices(self, *, timeout: float | None = None) -> Iterator[StreamEvent]:
        """Your notices (``GET /players/me/stream/``): ``your_turn`` (also on
        connecting, for every game waiting on you), ``game_started``,
        ``game_finished``, ``round_paired``, ``matched``, ``invited``, ...; this
        stream has no end: stop iterating when you have what you wait for. With
        ``timeout``, raises ``WaitTimeoutError`` after that many seconds in all."""
        deadline = None if timeout is None else time.monotonic() + timeout
        yield from self._stream("/api/v1/players/me/stream/", None, deadline, what="your notices")

    def _stream(
        self, path: str, last_event_id: int | None, deadline: float | None, *, what: str
    ) -> Iterator[StreamEvent]:
        """A stream's messages, across reconnects, until it ends (a 204, or an
        ``end`` the caller stops at) or ``deadline`` (``time.monotonic()``) passes."""
        retry = RECONNECT_SECONDS
        http = self.api.get_httpx_client()
        while True:
            remaining = None if deadline is None else deadline - time.monotonic()
            if remaining is not None and remaining <= 0:
                raise WaitTimeoutError(f"{what}: the stream's wait ran out")
            # The read timeout covers the rest of the wait, or a dead stream, whichever is first.
            read = DEAD_STREAM_SECONDS if remaining is None else min(remaining, DEAD_STREAM_SECONDS)
            headers = {"Accept": "text/event-stream"}
            if last_event_id is not None:
                headers["Last-Event-ID"] = str(last_event_id)
            try:
                with http.stream(
                    "GET",
                    self.stream_url + path,
                    headers=headers,
                    timeout=httpx.Timeout(min(self.timeout, read), read=read),
                ) as response:
                    if response.status_code == 204:
                        return  # the game is over and its end was already read
                    if response.status_code != 200:
                        response.read()
                        raise LaddersError.from_response(response.status_code, response.content, response.headers)
                    for message in parse(response.iter_lines()):
                        if isinstance(message, Retry):
                            retry = message.milliseconds / 1000
                        elif isinstance(message, Heartbeat):
                            if deadline is not None and time.monotonic() + read > deadline + 0.5:
                                break  # reconnect, so that the read timeout ends at the deadline
                        elif message.event == "revoked":
                            raise LaddersError(
                                str(message.data.get("code", "authentication_failed")),
                                str(message.data.get("detail", "")),
                                status=401,
                            )
                        else:
                            if message.id is not None:
                                last_event_id = message.id
                            yield message
                            if message.event == "end":
                                return
                    else:
                        # The server closed the stream (its hour is up): reconnect after `retry`.
                        time.sleep(max(0.0, min(retry, (deadline or float("inf")) - time.monotonic())))
            except (httpx.ReadTimeout, httpx.RemoteProtocolError, httpx.ConnectError, httpx.ReadError):
                if deadline is not None and time.monotonic() >= deadline:
                    raise WaitTimeoutError(f"{what}: the stream's wait ran out") from None
                time.sleep(max(0.0, min(retry, (deadline or float("inf")) - time.monotonic())))

    # --- playing a whole game --------------------------------------------------------

    def play(self, game_id: int, choose: Chooser, *, turn_timeout: float = 600.0) -> Game:
        """Play your seat to the game's end and answer the game then: at each of
        your turns, ``choose(game, legal)`` picks one of ``legal.actions`` (a model
        or a dict of the same shape), which is posted at ``legal.version``. A move
        that lost a race (409 ``stale_version``) is chosen again. ``WaitTimeoutError``
        when a turn does not come within ``turn_timeout`` seconds. While a turn goes
        on (a roll, then a move), the action's answer lists the next legal actions
        (``your_turn``): the game is read for ``choose``, legal-actions is not."""
        turn: LegalActions | None = None
        while True:
            if turn is None:
                game = self.wait_for_turn(game_id, timeout=turn_timeout)
                if game.status in OVER:
                    return game
                legal = self.legal_actions(game_id)
            else:
                game, legal = self.game(game_id), turn
                if game.status in OVER:
                    return game
            turn = None
            if not legal.actions:
                # Listed to act with nothing to do (yet): wait for the game to move.
                self._wait_past(game_id, legal.version, time.monotonic() + turn_timeout)
                continue
            try:
                answer = self.act(game_id, choose(game, legal), version=legal.version)
            except LaddersError as error:
                if error.code != "stale_version":
                    raise
            else:
                turn = answer.your_turn if isinstance(answer.your_turn, LegalActions) else None

    # --- checking the dice ---------------------------------------------------------

    def verify_game(self, game_id: int, *, seed_sha256: str | None = None) -> Verification:
        """``GET /games/{id}/verify/`` for a finished game, checked here too:
        the revealed server seed and salt hash to the commitment (and to
        ``seed_sha256``, the commitment you saw while the game ran, if given),
        the seed is the mix of the server's and every seat's client seed, and the
        service's replay of the log reached the final state (``verified``).
        Raises ``VerificationError`` naming what does not hold (409
        ``game_not_finished`` before the end)."""
        checked = cast(Verification, _ok(v1_games_verify_retrieve.sync_detailed(game_id, client=self.api), 200))
        commitment = fairness.commitment(checked.seed_salt, checked.server_seed)
        if commitment != checked.seed_sha256:
            raise VerificationError(
                "commitment_broken", f"game {game_id}: sha256(salt + server seed) is not seed_sha256"
            )
        if seed_sha256 is not None and seed_sha256 != checked.seed_sha256:
            raise VerificationError("commitment_changed", f"game {game_id}: seed_sha256 is not the one you saw")
        expected = (
            checked.server_seed
            if checked.practice
            else fairness.mixed_seed(checked.server_seed, checked.seed_salt, checked.client_seeds)
        )
        if expected != checked.seed:
            raise VerificationError("seed_mismatch", f"game {game_id}: the seed is not the mix of the revealed seeds")
        if not checked.verified:
            raise VerificationError(
                str(checked.verdict), f"game {game_id}: the service's replay says {checked.verdict}"
            )
        return checked
