"""Every league, tournament, leaderboard and profile endpoint is in the OpenAPI schema."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from django.core.management import call_command

PATHS = {
    "/api/v1/leagues/": {"get", "post"},
    "/api/v1/leagues/{id}/": {"get"},
    "/api/v1/leagues/{id}/join/": {"post"},
    "/api/v1/leagues/{id}/pair/": {"post"},
    "/api/v1/leagues/{id}/seasons/": {"post"},
    "/api/v1/leagues/{id}/close/": {"post"},
    "/api/v1/leagues/{id}/standings/": {"get"},
    "/api/v1/tournaments/": {"get", "post"},
    "/api/v1/tournaments/{id}/": {"get"},
    "/api/v1/tournaments/{id}/entrants/": {"post"},
    "/api/v1/tournaments/{id}/start/": {"post"},
    "/api/v1/tournaments/{id}/rounds/": {"post"},
    "/api/v1/tournaments/{id}/close/": {"post"},
    "/api/v1/tournaments/{id}/standings/": {"get"},
    "/api/v1/tournaments/{id}/stat-raise/": {"post"},
    "/api/v1/leaderboards/": {"get"},
    "/api/v1/players/{handle}/profile/": {"get"},
}


@pytest.mark.django_db
def test_every_endpoint_is_in_the_schema(tmp_path: Path) -> None:
    out = tmp_path / "schema.yml"
    call_command("spectacular", "--validate", "--fail-on-warn", "--file", str(out))
    paths = yaml.safe_load(out.read_text())["paths"]
    for path, methods in PATHS.items():
        assert path in paths, path
        assert methods <= set(paths[path]), (path, set(paths[path]))
    board = {p["name"] for p in paths["/api/v1/leaderboards/"]["get"]["parameters"]}
    assert {"ruleset", "league", "season", "metric", "handle", "min_games", "cursor", "page_size"} <= board
    assert "page" not in board
