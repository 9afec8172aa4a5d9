"""A real webhook receiver for the tests: an HTTP server on 127.0.0.1 (a port
the OS picks, so parallel runs never collide) that records every request and
answers from a script of (status, delay) replies."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


@dataclass
class Received:
    headers: dict[str, str]
    body: bytes
    path: str
    at: float


@dataclass
class Receiver:
    url: str
    # Replies in order (status, seconds to wait before answering); then 200s.
    script: list[tuple[int, float]] = field(default_factory=list)
    received: list[Received] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def next_reply(self) -> tuple[int, float]:
        with self.lock:
            return self.script.pop(0) if self.script else (200, 0.0)

    def ids(self) -> list[str]:
        with self.lock:
            return [r.headers["webhook-id"] for r in self.received]


@contextmanager
def receiver(script: list[tuple[int, float]] | None = None) -> Iterator[Receiver]:
    state = Receiver(url="", script=list(script or []))

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
            with state.lock:
                state.received.append(
                    Received({k.lower(): v for k, v in self.headers.items()}, body, self.path, time.time())
                )
            status, delay = state.next_reply()
            time.sleep(delay)
            try:
                self.send_response(status)
                self.send_header("Content-Length", "0")
                self.end_headers()
            except OSError:
                pass  # the sender gave up waiting (its timeout), as the test intends

        def log_message(self, format: str, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    state.url = f"http://127.0.0.1:{server.server_address[1]}/hooks/ladders"
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield state
    finally:
        server.shutdown()
        server.server_close()
