"""Smoke (production settings, gunicorn): the admin, Swagger UI and ReDoc load
with every static file they reference; the errors Django and gunicorn answer
are JSON; the registration limit holds across web processes (shared cache)."""

from __future__ import annotations

import http.client
import json
import re
import sys
import urllib.error
import urllib.parse
import urllib.request

BASE = sys.argv[1].rstrip("/")
REGISTER_LIMIT = int(sys.argv[2])


def get(path: str, headers: dict[str, str] | None = None, body: bytes | None = None) -> tuple[int, str, bytes]:
    request = urllib.request.Request(BASE + path, data=body, headers=headers or {}, method="POST" if body else "GET")
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, response.headers.get("Content-Type", ""), response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers.get("Content-Type", ""), error.read()


def check_page(path: str, title: str) -> None:
    status, _, body = get(path)
    assert status == 200, (path, status, body[:300])
    text = body.decode()
    assert title in text, (path, title)
    assets = re.findall(r'(?:src|href)="(/static/[^"]+)"', text)
    assert assets, f"{path} references no static file"
    for asset in assets:
        asset_status, _, _ = get(asset)
        assert asset_status == 200, (path, asset, asset_status)
    print(f"smoke: {path} 200 with {len(assets)} static files")


check_page("/admin/login/", "Log in")
check_page("/api/docs/", "swagger")
check_page("/api/redoc/", "redoc")

status, _, body = get("/healthz")
assert status == 200, body

for path, headers, want, code in [
    ("/api/v1/games/abc/", {}, 404, "not_found"),
    ("/api/v1/games/?ruleset=" + "x" * 5000, {}, 414, "uri_too_long"),
    ("/api/v1/rulesets/", {"X-Junk": "x" * 9000}, 431, "header_too_large"),
]:
    status, content_type, body = get(path, headers)
    assert status == want, (path[:60], status, body[:200])
    assert content_type.startswith("application/json"), (path[:60], content_type)
    assert json.loads(body)["code"] == code
# A 10 MB body: the server answers 413 on the declared length, before reading
# it (a client still sending would see a closed socket, so send only the start).
parts = urllib.parse.urlsplit(BASE)
conn = http.client.HTTPConnection(parts.hostname, parts.port, timeout=30)
conn.putrequest("POST", "/api/v1/players/")
conn.putheader("Content-Type", "application/json")
conn.putheader("Content-Length", str(10 * 1024 * 1024))
conn.endheaders(b'{"handle": "xxxxxxxx')
answer = conn.getresponse()
assert answer.status == 413, answer.status
assert answer.getheader("Content-Type", "").startswith("application/json")
assert json.loads(answer.read())["code"] == "body_too_large"
conn.close()
print("smoke: 404, 413, 414 and 431 are JSON {code, detail}")

# The registration limit is per address across both gunicorn workers: with a
# shared (Redis) cache exactly REGISTER_LIMIT registrations pass in all.
created = 0
for n in range(REGISTER_LIMIT * 3):
    status, _, body = get(
        "/api/v1/players/", {"Content-Type": "application/json"}, json.dumps({"handle": f"limit{n}"}).encode()
    )
    if status == 429:
        assert json.loads(body)["code"] == "throttled"
        break
    assert status == 201, (status, body[:200])
    created += 1
assert created <= REGISTER_LIMIT, f"{created} registrations passed a limit of {REGISTER_LIMIT}: the cache is not shared"
print(f"smoke: registration limit held across workers ({created} passed, then 429)")
