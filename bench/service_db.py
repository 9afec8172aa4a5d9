"""The bench scripts' shared start: a fresh PostgreSQL database and the
service's environment pointing at it (and at a Redis broker); for a bench that
sends requests through Django in its own process, Django set up and migrated."""

from __future__ import annotations

import os
import subprocess


def recreate_database(pg_server: str, db: str) -> None:
    """Drop and create ``db`` on the server ``pg_server`` (a URL without a database)."""
    subprocess.run(
        ["psql", f"{pg_server}/postgres", "-q", "-c", f"DROP DATABASE IF EXISTS {db}", "-c", f"CREATE DATABASE {db}"],
        check=True,
    )


def use_fresh_service_database(pg_server: str, db: str, redis_url: str) -> None:
    """Recreate ``db`` and point this process's environment (and so Django's
    settings and any child server or worker) at it, as docker-compose runs the
    service: persistent connections, the given broker, quiet logs."""
    recreate_database(pg_server, db)
    os.environ.update(
        {
            "DATABASE_URL": f"{pg_server}/{db}",
            "DATABASE_CONN_MAX_AGE": "60",
            "CELERY_BROKER_URL": redis_url,
            "DJANGO_SETTINGS_MODULE": "config.settings",
            "LOG_LEVEL": "WARNING",
        }
    )


def set_up_in_process_service(pg_server: str, db: str, redis_url: str, label: str) -> None:
    """A fresh ``db``, and Django set up in this process on it with the bench settings
    (the service and bench/bare.py's views), DEBUG off and the Redis cache, migrated."""
    use_fresh_service_database(pg_server, db, redis_url)
    os.environ.update({"DEBUG": "0", "CACHE_URL": redis_url, "DJANGO_SETTINGS_MODULE": "bench.settings"})
    import django

    django.setup()
    from django.core.management import call_command

    from bench.common import log

    log(f"{label}: migrating {db}")
    call_command("migrate", "--noinput", verbosity=0)
