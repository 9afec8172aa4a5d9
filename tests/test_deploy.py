"""Issue #13, deployment: the image collects static files under the
production settings it runs with, runs as a non-root user, and web and worker
have healthchecks; web replicas sit behind one published port."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml
from django.test import Client

ROOT = Path(__file__).resolve().parent.parent
NGINX = ROOT / "deploy" / "nginx.conf.template"


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
    assert "proxy_pass $web" in NGINX.read_text()


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
    nginx = NGINX.read_text()
    location = nginx[nginx.index("location ~ ^/api/v1/(games/[0-9]+|players/me)/stream/$") :]
    location = location[: location.index("}")]
    assert "proxy_pass $stream" in location
    assert "proxy_buffering off" in location


def _compose() -> dict[str, Any]:
    return yaml.safe_load((ROOT / "docker-compose.yml").read_text())


def _server_blocks(nginx: str) -> list[str]:
    """The text of each top-level ``server { ... }`` block (braces counted)."""
    blocks = []
    for start in (m.start() for m in re.finditer(r"^server \{", nginx, re.M)):
        depth = 0
        for end in range(start, len(nginx)):
            depth += {"{": 1, "}": -1}.get(nginx[end], 0)
            if depth == 0 and nginx[end] == "}":
                blocks.append(nginx[start : end + 1])
                break
    return blocks


def test_only_the_proxy_reaches_gunicorn() -> None:
    """Issue #45: gunicorn (web, stream) is on one network with the proxy and no
    one else, so nobody can send it an X-Forwarded-For or X-Forwarded-Proto of
    their own; the workers (which POST webhooks to URLs players give) share no
    network with it; every network but the proxy's and the workers' way out is internal."""
    compose = _compose()
    services, networks = compose["services"], compose["networks"]

    def on(name: str) -> set[str]:
        service = services[name]
        if service.get("network_mode") == "none":
            return set()
        assert "networks" in service, f"{name} would join the default network"
        return set(service["networks"])

    for name in ("web", "stream"):
        assert not services[name].get("ports"), name
        for other in services:
            if other not in ("web", "stream", "proxy"):
                shared = on(name) & on(other)
                assert shared <= {"app-data"} or not shared, (name, other, shared)
        assert on(name) & on("proxy") == {"app"}
    assert {n for n in services if "app" in on(n)} == {"web", "stream", "proxy"}
    for name in ("worker", "beat"):
        assert not on(name) & on("web"), name
    assert {n for n in networks if not (networks[n] or {}).get("internal")} == {"edge", "egress"}
    assert on("proxy") == {"edge", "app"}
    assert "egress" in on("worker")
    # One proxy appends to X-Forwarded-For: NUM_PROXIES says one.
    assert compose["x-app"]["environment"]["NUM_PROXIES"] == "1"
    # Every location that passes a request on appends the client to X-Forwarded-For.
    tls = _server_blocks(NGINX.read_text())[1]
    assert tls.count("proxy_pass $") == 2
    assert tls.count("proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;") == 2


def test_the_proxy_terminates_tls_with_a_replaceable_certificate_and_cookies_are_secure() -> None:
    compose = _compose()
    services = compose["services"]
    proxy, certs = services["proxy"], services["certs"]
    assert compose["x-app"]["environment"]["SECURE_COOKIES"] == "${SECURE_COOKIES:-1}"
    assert "${HTTPS_PORT:-8443}:443" in proxy["ports"]
    assert proxy["depends_on"]["certs"] == {"condition": "service_completed_successfully"}
    # The proxy reads the certificate where the certs service writes it (the same volume or host directory).
    assert "${TLS_CERT_DIR:-certs}:/etc/nginx/certs:ro" in proxy["volumes"]
    assert "${TLS_CERT_DIR:-certs}:/certs" in certs["volumes"]
    assert certs["environment"]["CERT_DIR"] == "/certs"
    assert "certs" in compose["volumes"]
    assert "./deploy/nginx.conf.template:/etc/nginx/templates/default.conf.template:ro" in proxy["volumes"]
    plain, tls = _server_blocks(NGINX.read_text())
    assert "listen 80;" in plain
    assert "return 301 https://$host:${HTTPS_PORT}$request_uri;" in plain
    assert "proxy_pass $stream" not in plain  # plain http serves /healthz alone
    assert "listen 443 ssl;" in tls
    assert "ssl_certificate /etc/nginx/certs/tls.crt;" in tls
    assert "ssl_certificate_key /etc/nginx/certs/tls.key;" in tls
    assert tls.count("proxy_set_header X-Forwarded-Proto $scheme;") == 2  # web and stream: https to Django
    # The only ${...} the image's envsubst fills is HTTPS_PORT, which the proxy's environment sets.
    assert set(re.findall(r"\$\{(\w+)\}", NGINX.read_text())) == {"HTTPS_PORT"}
    assert "HTTPS_PORT" in proxy["environment"]


@pytest.mark.skipif(shutil.which("openssl") is None, reason="needs openssl")
def test_the_first_start_makes_a_self_signed_certificate_and_keeps_a_real_one(tmp_path: Path) -> None:
    script = ROOT / "deploy" / "make-cert.sh"
    env = {"PATH": os.environ["PATH"], "CERT_DIR": str(tmp_path), "TLS_HOSTNAME": "games.example.org"}
    subprocess.run(["sh", str(script)], env=env, check=True, capture_output=True, timeout=60)
    crt, key = tmp_path / "tls.crt", tmp_path / "tls.key"
    shown = subprocess.run(
        ["openssl", "x509", "-in", str(crt), "-noout", "-subject", "-ext", "subjectAltName"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    assert "games.example.org" in shown
    assert "localhost" in shown
    assert key.stat().st_mode & 0o077 == 0  # the key is private to its owner
    # A real certificate put in its place is left as it is at the next start.
    crt.write_text("a real certificate\n")
    key.write_text("its key\n")
    again = subprocess.run(["sh", str(script)], env=env, check=True, capture_output=True, text=True, timeout=60)
    assert "left as it is" in again.stdout
    assert (crt.read_text(), key.read_text()) == ("a real certificate\n", "its key\n")


def test_production_settings_make_cookies_secure_behind_the_tls_proxy() -> None:
    """With docker-compose's environment (SECURE_COOKIES=1, NUM_PROXIES=1) the
    session and CSRF cookies are Secure and X-Forwarded-Proto says https."""
    env = {
        **os.environ,
        "DJANGO_ENV": "production",
        "SECRET_KEY": "test-only-" + "x" * 40,
        "ALLOWED_HOSTS": "localhost",
        "SECURE_COOKIES": "1",
        "NUM_PROXIES": "1",
        "DJANGO_SETTINGS_MODULE": "config.settings",
    }
    code = (
        "import django; django.setup(); from django.conf import settings as s; "
        "print(s.SESSION_COOKIE_SECURE, s.CSRF_COOKIE_SECURE, s.SECURE_PROXY_SSL_HEADER, "
        "s.REST_FRAMEWORK['NUM_PROXIES'])"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], env=env, cwd=ROOT, check=True, capture_output=True, text=True, timeout=60
    ).stdout
    assert out.strip() == "True True ('HTTP_X_FORWARDED_PROTO', 'https') 1"


def test_web_workers_follow_gunicorns_guidance_within_the_database_connections(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """2 per core + 1 (gunicorn's guidance), at most 9 unless WEB_CONCURRENCY says: each
    sync worker keeps a PostgreSQL connection, and a container sees all its host's cores."""
    import runpy

    conf = str(ROOT / "gunicorn.conf.py")
    monkeypatch.delenv("WEB_CONCURRENCY", raising=False)
    monkeypatch.setattr("os.cpu_count", lambda: 2)
    assert runpy.run_path(conf)["workers"] == 5
    monkeypatch.setattr("os.cpu_count", lambda: 64)
    assert runpy.run_path(conf)["workers"] == 9
    monkeypatch.setenv("WEB_CONCURRENCY", "16")
    assert runpy.run_path(conf)["workers"] == 16
