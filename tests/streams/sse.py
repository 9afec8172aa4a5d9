"""Reading Server-Sent Events in tests: a parser, and a reader of a stream
served through Django's ASGI test client."""

from __future__ import annotations

import asyncio
import json
import time
from dataclasses import dataclass
from typing import Any

from django.test import AsyncClient


@dataclass(frozen=True)
class SSE:
    event: str | None  # None: a comment (the heartbeat)
    data: Any
    id: str | None = None
    retry: int | None = None


def parse_frames(buffer: str) -> tuple[list[SSE], str]:
    """The complete messages in ``buffer`` and the incomplete rest."""
    messages = []
    while "\n\n" in buffer:
        block, buffer = buffer.split("\n\n", 1)
        fields: dict[str, str] = {}
        comment = None
        for line in block.split("\n"):
            if line.startswith(":"):
                comment = line[1:].strip()
                continue
            name, _, value = line.partition(":")
            fields[name] = value[1:] if value.startswith(" ") else value
        if "retry" in fields:
            messages.append(SSE("retry", None, retry=int(fields["retry"])))
        elif "event" in fields:
            messages.append(SSE(fields["event"], json.loads(fields["data"]), fields.get("id")))
        elif comment is not None:
            messages.append(SSE(None, comment))
    return messages, buffer


class StreamReader:
    """GET ``path`` through Django's ASGI test client and read it step by step
    in the test's own thread: the event loop runs only inside ``next``, so the
    test's writes never overlap the stream's reads (SQLite's shared in-memory
    test database locks whole tables)."""

    def __init__(self, path: str, token: str | None = None, **headers: str) -> None:
        if token is not None:
            headers["Authorization"] = f"Token {token}"
        self.loop = asyncio.new_event_loop()
        response = self.loop.run_until_complete(AsyncClient().get(path, headers=headers))
        self.status = response.status_code
        self.response_headers = dict(response.items())
        self.body = b"" if response.streaming else response.content
        self._chunks = response.streaming_content.__aiter__() if response.streaming else None  # type: ignore[union-attr]
        self._pending: asyncio.Future[Any] | None = None
        self._parsed: list[SSE] = []
        self._buffer = ""
        self.closed = not response.streaming

    def next(self, timeout: float = 10.0, *, skip_heartbeats: bool = True) -> SSE | None:
        """The next message (None: the stream closed); TimeoutError after ``timeout`` s."""
        deadline = time.monotonic() + timeout
        while True:
            while self._parsed:
                message = self._parsed.pop(0)
                if not (skip_heartbeats and message.event is None):
                    return message
            if self.closed:
                return None
            assert self._chunks is not None
            if self._pending is None:
                self._pending = asyncio.ensure_future(self._chunks.__anext__(), loop=self.loop)
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise TimeoutError("no stream message in time")
            self.loop.run_until_complete(asyncio.wait({self._pending}, timeout=remaining))
            if not self._pending.done():
                continue
            pending, self._pending = self._pending, None
            try:
                chunk = pending.result()
            except StopAsyncIteration:
                self.closed = True
                continue
            self._parsed, self._buffer = parse_frames(self._buffer + bytes(chunk).decode())

    def until(self, predicate: Any, timeout: float = 10.0) -> list[SSE]:
        """Messages (heartbeats left out) up to and including the first that satisfies ``predicate``."""
        seen = []
        while True:
            message = self.next(timeout)
            assert message is not None, f"the stream closed before the awaited message; got {seen}"
            seen.append(message)
            if predicate(message):
                return seen

    def close(self) -> None:
        if self._pending is not None:
            self._pending.cancel()
            self.loop.run_until_complete(asyncio.wait({self._pending}))
        if self._chunks is not None and not self.closed:
            self.loop.run_until_complete(self._chunks.aclose())  # type: ignore[attr-defined]
            self.closed = True
        self.loop.close()
