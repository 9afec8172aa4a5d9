"""Server-Sent Events, as the HTML standard parses them, over an httpx stream."""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class StreamEvent:
    """One message of a stream: its ``event`` name, its ``data`` (JSON, parsed)
    and its ``id`` (a game stream's version; None on the player stream)."""

    event: str
    data: Any
    id: int | None = None


@dataclass(frozen=True)
class Heartbeat:
    """A comment line (``: heartbeat``): the connection is alive, nothing happened."""


@dataclass(frozen=True)
class Retry:
    """The server's ``retry:`` field: wait this long before reconnecting."""

    milliseconds: int


def parse(lines: Iterable[str]) -> Iterator[StreamEvent | Heartbeat | Retry]:
    """The messages in a stream's lines (without their line ends)."""
    event, last_id = "", None
    data: list[str] = []
    for line in lines:
        if not line:
            if data:
                text = "\n".join(data)
                yield StreamEvent(event or "message", json.loads(text) if text else None, last_id)
            event, data = "", []
            continue
        if line.startswith(":"):
            yield Heartbeat()
            continue
        name, _, value = line.partition(":")
        value = value.removeprefix(" ")
        if name == "event":
            event = value
        elif name == "data":
            data.append(value)
        elif name == "id":
            last_id = int(value) if value.isdigit() else None
        elif name == "retry" and value.isdigit():
            yield Retry(int(value))
