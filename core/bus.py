"""The fan-out behind the event streams: Redis pub/sub when it is configured
(``LADDERS["STREAM_REDIS_URL"]``, by default the Celery broker's Redis), so
any web process serves any stream; else in-process (the embedded default:
one process, no Redis).

Publishers are the service functions: they call ``publish_on_commit`` inside
their transaction, and the messages go out after the commit, all of one
transaction in one round trip (a matchmaking pass seats thousands). A
message lost on the way (Redis down, a subscriber reconnecting) is not lost
to the client: the game stream reads the log again when versions skip, on
``RESYNC`` and on every heartbeat (streams.session).

Channels are named ``<prefix>game:<id>`` and ``<prefix>player:<id>``. Redis
pub/sub channels ignore the database number, so the prefix holds the
database's name: two deployments (or test runs) sharing one Redis never hear
each other.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import json
import logging
import queue
import threading
import time
import weakref
from collections.abc import AsyncIterator, Iterator, Sequence
from typing import Any, Protocol

import redis
import redis.asyncio as aioredis
from django.conf import settings
from django.db import connections, transaction
from rest_framework.utils.encoders import JSONEncoder

logger = logging.getLogger(__name__)

Message = dict[str, Any]
# Delivered to a subscriber when messages may have been lost (its Redis
# connection dropped, or it fell too far behind): read the log again.
RESYNC: Message = {"kind": "resync"}
# Messages a subscriber may hold unread before the rest are dropped for a RESYNC.
INBOX_LIMIT = 1000
# A subscription confirmed by Redis within this many seconds, or it fails.
SUBSCRIBE_TIMEOUT = 5.0
REDIS_TIMEOUT = 2.0


def stream_setting(name: str) -> Any:
    return settings.LADDERS[f"STREAM_{name}"]


def channel_prefix() -> str:
    configured: str = stream_setting("CHANNEL_PREFIX")
    if configured:
        return configured
    return f"ladders:{connections['default'].settings_dict['NAME']}:"


def game_channel(game_id: int) -> str:
    return f"{channel_prefix()}game:{game_id}"


def player_channel(player_id: int, prefix: str | None = None) -> str:
    """``prefix``: channel_prefix() when the caller names many channels at once
    (it reads the settings and the connection on every call)."""
    return f"{channel_prefix() if prefix is None else prefix}player:{player_id}"


def encode(message: Message) -> str:
    """JSON as the API renders it (DRF's encoder: datetimes as ISO 8601, Z for UTC)."""
    return _ENCODER.encode(message)


# One encoder for every message (it keeps no state between calls): json.dumps(cls=...)
# builds a new one per call, which a matcher pass's tens of thousands of notices feel.
_ENCODER = JSONEncoder(separators=(",", ":"))


# --------------------------------------------------------------------------
# Publishing (sync: called from services, tasks and views' transactions)


def publish_on_commit(messages: Sequence[tuple[str, Message]]) -> None:
    """Publish ``(channel, message)`` pairs once the current transaction
    commits (at once outside one); nothing if it rolls back."""
    if messages:
        encoded = [(channel, encode(message)) for channel, message in messages]
        transaction.on_commit(functools.partial(publish_encoded, encoded))


def publish_encoded(encoded: Sequence[tuple[str, str]]) -> None:
    """Send already-encoded messages. A failure is logged, not raised: the
    transaction has committed either way, and streams recover from the log."""
    url: str = stream_setting("REDIS_URL")
    try:
        if url:
            pipe = _sync_redis(url).pipeline(transaction=False)
            for channel, data in encoded:
                pipe.publish(channel, data)
            pipe.execute()
        else:
            LOCAL_BUS.publish(encoded)
    except Exception:
        logger.exception("could not publish %d stream message(s); streams catch up from the log", len(encoded))


@functools.cache
def _sync_redis(url: str) -> redis.Redis:
    # redis-py's pool notices a fork and opens new connections in the child.
    return redis.Redis.from_url(url, socket_timeout=REDIS_TIMEOUT, socket_connect_timeout=REDIS_TIMEOUT)


# --------------------------------------------------------------------------
# Subscribing: an inbox per open stream


class Inbox(Protocol):
    def deliver(self, data: str) -> None:
        """Called from any thread with one encoded message."""


class AsyncInbox:
    """A stream's messages, read in its event loop."""

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        self._loop = loop
        self._queue: asyncio.Queue[Message] = asyncio.Queue()

    def deliver(self, data: str) -> None:
        with contextlib.suppress(RuntimeError):  # the loop has closed: the stream is gone
            self._loop.call_soon_threadsafe(self.put, json.loads(data))

    def put(self, message: Message) -> None:
        """In the inbox's loop. A reader this far behind gets one RESYNC instead."""
        if self._queue.qsize() >= INBOX_LIMIT:
            while not self._queue.empty():
                self._queue.get_nowait()
            message = RESYNC
        self._queue.put_nowait(message)

    async def get(self, timeout: float) -> Message | None:
        """The next message, or None after ``timeout`` seconds."""
        try:
            return await asyncio.wait_for(self._queue.get(), max(timeout, 0.0))
        except TimeoutError:
            return None


class SyncInbox:
    """A stream's messages, read by a thread that blocks on them (WSGI)."""

    def __init__(self) -> None:
        self._queue: queue.Queue[Message] = queue.Queue()

    def deliver(self, data: str) -> None:
        self.put(json.loads(data))

    def put(self, message: Message) -> None:
        if self._queue.qsize() >= INBOX_LIMIT:
            with contextlib.suppress(queue.Empty):
                while True:
                    self._queue.get_nowait()
            message = RESYNC
        self._queue.put(message)

    def get(self, timeout: float) -> Message | None:
        try:
            return self._queue.get(timeout=max(timeout, 0.0))
        except queue.Empty:
            return None


class LocalBus:
    """In-process fan-out (no Redis): publishers and streams share one process."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._inboxes: dict[str, set[Inbox]] = {}

    def add(self, channel: str, inbox: Inbox) -> None:
        with self._lock:
            self._inboxes.setdefault(channel, set()).add(inbox)

    def remove(self, channel: str, inbox: Inbox) -> None:
        with self._lock:
            inboxes = self._inboxes.get(channel)
            if inboxes is not None:
                inboxes.discard(inbox)
                if not inboxes:
                    del self._inboxes[channel]

    def publish(self, encoded: Sequence[tuple[str, str]]) -> None:
        with self._lock:
            targets = [(inbox, data) for channel, data in encoded for inbox in self._inboxes.get(channel, ())]
        for inbox, data in targets:
            inbox.deliver(data)

    def subscribers(self, channel: str) -> int:
        with self._lock:
            return len(self._inboxes.get(channel, ()))


LOCAL_BUS = LocalBus()


class RedisHub:
    """One Redis pub/sub connection per event loop (a uvicorn worker), shared
    by every stream the process serves: a channel is subscribed while one of
    its streams is open, and each message is decoded once for all of them."""

    def __init__(self, url: str) -> None:
        self._redis = aioredis.Redis.from_url(
            url, decode_responses=True, socket_connect_timeout=REDIS_TIMEOUT, health_check_interval=30
        )
        self._pubsub = self._redis.pubsub()
        self._inboxes: dict[str, set[AsyncInbox]] = {}
        self._ready: dict[str, asyncio.Future[None]] = {}
        self._lock = asyncio.Lock()
        self._wake = asyncio.Event()
        self._reader: asyncio.Task[None] | None = None

    async def add(self, channel: str, inbox: AsyncInbox) -> None:
        """Returns once Redis has confirmed the subscription: every message
        published from then on reaches ``inbox``."""
        async with self._lock:
            inboxes = self._inboxes.setdefault(channel, set())
            inboxes.add(inbox)
            ready = self._ready.get(channel)
            if ready is None:
                ready = self._ready[channel] = asyncio.get_running_loop().create_future()
                try:
                    await self._pubsub.subscribe(channel)
                except Exception:
                    self._drop(channel, inbox)
                    raise
                if self._reader is None or self._reader.done():
                    self._reader = asyncio.create_task(self._read(), name="stream-bus-reader")
                self._wake.set()
        try:
            await asyncio.wait_for(asyncio.shield(ready), SUBSCRIBE_TIMEOUT)
        except BaseException:
            await self.remove(channel, inbox)
            raise

    async def remove(self, channel: str, inbox: AsyncInbox) -> None:
        async with self._lock:
            if self._drop(channel, inbox):
                with contextlib.suppress(Exception):  # gone with its connection, if Redis is down
                    await self._pubsub.unsubscribe(channel)

    def _drop(self, channel: str, inbox: AsyncInbox) -> bool:
        """Forget ``inbox``; whether it was the channel's last."""
        inboxes = self._inboxes.get(channel)
        if inboxes is None:
            return False
        inboxes.discard(inbox)
        if inboxes:
            return False
        del self._inboxes[channel]
        ready = self._ready.pop(channel, None)
        if ready is not None and not ready.done():
            ready.cancel()
        return True

    async def _read(self) -> None:
        failed = False
        while True:
            if not self._pubsub.subscribed:
                self._wake.clear()
                await self._wake.wait()
                continue
            try:
                message = await self._pubsub.get_message(timeout=1.0)
            except (redis.ConnectionError, redis.TimeoutError, OSError) as exc:
                if not failed:
                    logger.warning("stream bus: Redis connection lost (%s); reconnecting", exc)
                failed = True
                await asyncio.sleep(1.0)
                continue
            if failed:
                # Reconnected (redis-py subscribed the channels again): what
                # was published meanwhile is lost, so every stream re-reads.
                failed = False
                logger.warning("stream bus: Redis connection back")
                for inboxes in self._inboxes.values():
                    for inbox in inboxes:
                        inbox.put(RESYNC)
            if message is None:
                continue
            channel = message["channel"]
            if message["type"] == "subscribe":
                ready = self._ready.get(channel)
                if ready is not None and not ready.done():
                    ready.set_result(None)
            elif message["type"] == "message":
                decoded = json.loads(message["data"])
                for inbox in self._inboxes.get(channel, ()):
                    inbox.put(decoded)


_hubs: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, RedisHub] = weakref.WeakKeyDictionary()


@contextlib.asynccontextmanager
async def subscribe_async(channel: str) -> AsyncIterator[AsyncInbox]:
    """An inbox of ``channel``'s messages for a stream served by an event loop
    (ASGI). Subscribed when this enters, so nothing published later is missed."""
    loop = asyncio.get_running_loop()
    inbox = AsyncInbox(loop)
    url: str = stream_setting("REDIS_URL")
    if not url:
        LOCAL_BUS.add(channel, inbox)
        try:
            yield inbox
        finally:
            LOCAL_BUS.remove(channel, inbox)
        return
    hub = _hubs.get(loop)
    if hub is None:
        hub = _hubs[loop] = RedisHub(url)
    await hub.add(channel, inbox)
    try:
        yield inbox
    finally:
        await hub.remove(channel, inbox)


class SyncRedisInbox:
    """One stream's own Redis subscription, read by its thread (WSGI)."""

    def __init__(self, url: str, channel: str) -> None:
        self._pubsub = _sync_redis(url).pubsub()
        self._pubsub.subscribe(channel)
        deadline = time.monotonic() + SUBSCRIBE_TIMEOUT
        while True:
            message = self._pubsub.get_message(timeout=max(deadline - time.monotonic(), 0.0))
            if message is not None and message["type"] == "subscribe":
                break
            if time.monotonic() >= deadline:
                self.close()
                raise redis.TimeoutError(f"Redis did not confirm the subscription to {channel}")

    def get(self, timeout: float) -> Message | None:
        deadline = time.monotonic() + max(timeout, 0.0)
        while True:
            try:
                message = self._pubsub.get_message(
                    ignore_subscribe_messages=True, timeout=max(deadline - time.monotonic(), 0.0)
                )
            except (redis.ConnectionError, redis.TimeoutError, OSError):
                time.sleep(min(1.0, max(deadline - time.monotonic(), 0.0)))
                return RESYNC
            if message is not None and message["type"] == "message":
                decoded: Message = json.loads(message["data"])
                return decoded
            if time.monotonic() >= deadline:
                return None

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self._pubsub.close()


@contextlib.contextmanager
def subscribe_sync(channel: str) -> Iterator[SyncInbox | SyncRedisInbox]:
    """As subscribe_async, for a stream served by a blocking thread (runserver, WSGI)."""
    url: str = stream_setting("REDIS_URL")
    if not url:
        inbox = SyncInbox()
        LOCAL_BUS.add(channel, inbox)
        try:
            yield inbox
        finally:
            LOCAL_BUS.remove(channel, inbox)
        return
    redis_inbox = SyncRedisInbox(url, channel)
    try:
        yield redis_inbox
    finally:
        redis_inbox.close()
