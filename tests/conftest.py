"""Shared fixtures.

Ordinary tests run Celery tasks eagerly, in-process. Tests marked
``celery_worker`` run against Redis and a real worker process started here
(they need CELERY_BROKER_URL and are skipped without it); tests marked
``postgres`` need DATABASE_URL to point at PostgreSQL.
"""

from __future__ import annotations

import gc
import os
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from hypothesis import settings

from config.celery import app as celery_app

if TYPE_CHECKING:
    from rest_framework.test import APIClient

    from players.models import Player

# Django-dependent imports stay inside fixtures, so that the engine's tests
# (tests/ladders) also run without Django: pytest -p no:django tests/ladders

ROOT = Path(__file__).resolve().parent.parent

# No per-example deadline: Hypothesis times each example by the wall clock, and on
# this shared machine a starved process ran a 10 ms example in 270-290 ms (a CI
# run beside two bot benches: test_engine's roll and shuffle properties failed as
# "flaky"). Each property is bounded by its example count instead.
settings.register_profile("ladders", deadline=None)
settings.load_profile("ladders")


def pytest_configure(config: pytest.Config) -> None:
    # The suite builds many short-lived objects (requests, states, ORM rows) and
    # keeps few, so the young generation is collected every 50,000 allocations
    # rather than 700. Collections still run, only less often. (With the shared
    # schema below, make test went from 2m23s to 2m13s here; not measured apart.)
    gc.set_threshold(50_000, 20, 20)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    broker = os.environ.get("CELERY_BROKER_URL")
    on_postgres = "postgres" in os.environ.get("DATABASE_URL", "")
    for item in items:
        if "celery_worker" in item.keywords and not (broker and on_postgres):
            item.add_marker(pytest.mark.skip(reason="needs CELERY_BROKER_URL and PostgreSQL (make test-services)"))
        if "postgres" in item.keywords and not on_postgres:
            item.add_marker(pytest.mark.skip(reason="needs DATABASE_URL pointing at PostgreSQL (make test-services)"))


@pytest.fixture(autouse=True)
def _celery_mode(request: pytest.FixtureRequest) -> Iterator[None]:
    eager = "celery_worker" not in request.keywords
    before = celery_app.conf.task_always_eager
    celery_app.conf.task_always_eager = eager
    yield
    celery_app.conf.task_always_eager = before


@pytest.fixture(scope="session", autouse=True)
def _cheap_test_settings(request: pytest.FixtureRequest) -> Iterator[None]:
    """Two settings that cost the suite minutes and test nothing of ours:
    - WhiteNoise, when not autorefreshing, walks every static file when its
      middleware is built, and each test client builds its own middleware chain
      (about 0.14 s a client, most of a short API test). Tests look static files
      up per request, as `make demo` (DEBUG) does.
    - Django's password hasher takes about 0.5 s a password here, paid by every
      test with an admin user. Tests hash with MD5, as Django's testing docs advise."""
    if not request.config.pluginmanager.hasplugin("django"):
        yield
        return
    from django.test import override_settings

    with override_settings(
        WHITENOISE_AUTOREFRESH=True,
        PASSWORD_HASHERS=["django.contrib.auth.hashers.MD5PasswordHasher"],
    ):
        yield


@pytest.fixture(scope="session")
def _openapi_schema_text(django_db_blocker: Any) -> str:
    """The public OpenAPI schema as JSON text, generated once per test process (about
    2 s here). `make schema` and the tests that run `spectacular --validate` check the
    generation itself."""
    import json

    from drf_spectacular.generators import SchemaGenerator

    with django_db_blocker.unblock():
        generated = SchemaGenerator().get_schema(request=None, public=True)
    return json.dumps(generated, default=str)


@pytest.fixture
def openapi_schema(_openapi_schema_text: str) -> dict[str, Any]:
    """A fresh copy of the schema for each test, so no test sees another's changes."""
    import json

    schema: dict[str, Any] = json.loads(_openapi_schema_text)
    return schema


@pytest.fixture(autouse=True)
def _throttles_off(request: pytest.FixtureRequest) -> None:
    """Rate limits would trip tests that play whole games over HTTP in seconds;
    they are off, except where a test sets a rate (tests/test_throttles.py)."""
    if not request.config.pluginmanager.hasplugin("django"):
        return
    settings = request.getfixturevalue("settings")
    settings.LADDERS = {**settings.LADDERS, "THROTTLE_RATES": {}}


@pytest.fixture
def api_client() -> APIClient:
    from rest_framework.test import APIClient

    return APIClient()


@pytest.fixture
def make_player(db: None) -> Callable[..., Player]:
    from tests.factories import PlayerFactory

    def make(**kwargs: Any) -> Player:
        return PlayerFactory(**kwargs)  # type: ignore[no-any-return]

    return make


@pytest.fixture
def client_for() -> Callable[[Player], APIClient]:
    from rest_framework.test import APIClient

    from tests.factories import token_for

    def make(player: Player) -> APIClient:
        client = APIClient()
        client.credentials(HTTP_AUTHORIZATION=f"Token {token_for(player)}")
        return client

    return make


@pytest.fixture(scope="session")
def celery_worker_process(django_db_setup: None, django_db_blocker: Any) -> Iterator[subprocess.Popen[bytes]]:
    """A real ``celery worker`` process on the test database and the Redis broker."""
    from django.db import connection

    with django_db_blocker.unblock():
        settings_dict = connection.settings_dict
        database_url = (
            f"postgres://{settings_dict['USER'] or 'postgres'}@{settings_dict['HOST'] or '127.0.0.1'}:"
            f"{settings_dict['PORT'] or 5432}/{settings_dict['NAME']}"
        )
    # Connections kept between tasks, as in production (docker-compose.yml; config/celery.py).
    env = {**os.environ, "DATABASE_URL": database_url, "DATABASE_CONN_MAX_AGE": "60"}
    # Webhook retries in tenths of a second, and a short timeout (tests/webhooks/test_worker.py).
    env.update(
        LADDERS_WEBHOOK_RETRY_BASE_SECONDS="0.5",
        LADDERS_WEBHOOK_RETRY_FACTOR="2",
        LADDERS_WEBHOOK_TIMEOUT_SECONDS="2",
    )
    (ROOT / ".pytest_cache").mkdir(exist_ok=True)
    log = open(ROOT / ".pytest_cache" / "celery-worker.log", "wb")  # noqa: SIM115 - closed below
    worker = subprocess.Popen(
        [sys.executable, "-m", "celery", "-A", "config", "worker", "--pool=prefork", "-c", "2", "-l", "INFO"],
        cwd=ROOT,
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    celery_app.control.purge()
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if celery_app.control.ping(timeout=1.0):
            break
        if worker.poll() is not None:
            raise RuntimeError("the Celery worker exited; see .pytest_cache/celery-worker.log")
    else:
        worker.terminate()
        raise RuntimeError("the Celery worker did not answer a ping within 60 s")
    yield worker
    worker.terminate()
    worker.wait(timeout=30)
    log.close()
    # The worker's kept connections end with it; the test database is dropped next, which
    # PostgreSQL refuses while a backend is still on it.
    with django_db_blocker.unblock():
        wait_until(lambda: not _other_backends(connection), timeout=30, what="the worker's connections to close")


def _other_backends(connection: Any) -> list[int]:
    """Backends on this connection's database other than its own."""
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()"
        )
        return [pid for (pid,) in cursor.fetchall()]


def wait_until(predicate: Callable[[], bool], timeout: float = 60.0, interval: float = 0.1, what: str = "") -> None:
    """Poll ``predicate`` until it holds (for work done by a real worker, a stream, a
    deadline), at most ``timeout`` seconds; past the bound, fail saying ``what`` was
    awaited (by default the predicate's source line)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return
        time.sleep(interval)
    raise AssertionError(f"waited {timeout} s for {what or _describe(predicate)}, in vain")


def _describe(predicate: Callable[[], bool]) -> str:
    try:
        import inspect

        return inspect.getsource(predicate).strip()
    except (OSError, TypeError):
        return getattr(predicate, "__qualname__", repr(predicate))
