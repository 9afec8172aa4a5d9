"""Issue #13, deployment: the image collects static files under the
production settings it runs with, runs as a non-root user, and web and worker
have healthchecks; web replicas sit behind one published port."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml
from django.test import Client

ROOT = Path(__file__).resolve().parent.parent


def test_the_image_collects_static_files_under_production_settings_and_runs_unprivileged() -> None:
    dockerfile = (ROOT / "Dockerfile").read_text()
    instructions = dockerfile.replace("\\\n", " ").splitlines()
    collect = [line for line in instructions if line.startswith("RUN ") and "manage.py collectstatic" in line]
    assert len(collect) == 1
    assert "DJANGO_ENV=production" in collect[0]
    assert "COPY pyproject.toml README.md gunicorn.conf.py" in dockerfile
    users = re.findall(r"^USER (\S+)", dockerfile, re.M)
    assert users
    assert users[-1] not in ("root", "0")
    assert "HEALTHCHECK" in dockerfile


def test_compose_publishes_one_port_and_checks_web_and_worker_health() -> None:
    compose = yaml.safe_load((ROOT / "docker-compose.yml").read_text())
    services = compose["services"]
    published = [name for name, service in services.items() if service.get("ports")]
    assert published == ["proxy"], published  # --scale web=N never collides on a host port
    for name in ("web", "worker", "proxy"):
        assert "healthcheck" in services[name], name
    env = compose["x-app"]["environment"]
    assert env["CACHE_URL"].startswith("redis://")
    assert env["NUM_PROXIES"] == "1"
    assert "proxy_pass $web" in (ROOT / "deploy" / "nginx.conf").read_text()


@pytest.mark.django_db
def test_healthz_answers_when_the_database_does() -> None:
    response = Client().get("/healthz")
    assert response.status_code == 200
    assert response.json() == {"status": "ok"}


def test_the_image_holds_every_package_the_project_installs() -> None:
    """pyproject's packages are each copied into the image (matchmaking once was not)."""
    import tomllib

    dockerfile = (ROOT / "Dockerfile").read_text()
    packages = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"]["find"]["include"]
    for package in (p.rstrip("*") for p in packages):
        assert f"COPY {package} ./{package}" in dockerfile, package


def test_streams_are_served_by_uvicorn_workers_behind_an_unbuffered_proxy() -> None:
    """The event streams' replicas: the app under ASGI (docs/api.md), routed by path, never buffered."""
    compose = yaml.safe_load((ROOT / "docker-compose.yml").read_text())
    stream = compose["services"]["stream"]
    assert stream["command"] == "gunicorn config.asgi:application"
    assert stream["environment"]["GUNICORN_WORKER_CLASS"] == "uvicorn_worker.UvicornWorker"
    assert "healthcheck" in stream
    nginx = (ROOT / "deploy" / "nginx.conf").read_text()
    location = nginx[nginx.index("location ~ ^/api/v1/(games/[0-9]+|players/me)/stream/$") :]
    location = location[: location.index("}")]
    assert "proxy_pass $stream" in location
    assert "proxy_buffering off" in location
