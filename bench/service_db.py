"""The bench scripts' shared start: a fresh PostgreSQL database and the
service's environment pointing at it (and at a Redis broker)."""

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
