"""The apps' import layers (import-linter contracts in pyproject.toml):
players is the bottom layer, no app imports one above it, and no app's
modules import one another in a cycle."""

from __future__ import annotations

import ast
from pathlib import Path

from importlinter.cli import lint_imports

from config.celery import app
from games import services as game_services
from games import tasks as game_tasks
from matchmaking import services as matchmaking_services
from matchmaking import tasks as matchmaking_tasks

ROOT = Path(__file__).resolve().parent.parent


def test_import_layers_hold() -> None:
    assert lint_imports(config_filename=str(ROOT / "pyproject.toml"), no_cache=True, no_logo=True) == 0


APPS = ("config", "core", "games", "players", "tournaments", "ranks", "matchmaking", "streams", "webhooks")


def function_level_imports(source: str) -> list[tuple[int, str]]:
    """(line, function) of each import inside a function body, except in an
    AppConfig's ``ready()``: Django's hook for wiring receivers, where an app
    may import its own modules that need the app registry."""
    found: list[tuple[int, str]] = []

    def visit(node: ast.AST, function: str | None, in_app_config: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.ClassDef):
                bases = {getattr(b, "id", getattr(b, "attr", "")) for b in child.bases}
                visit(child, function, "AppConfig" in bases)
            elif isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef):
                ready = in_app_config and child.name == "ready" and function is None
                visit(child, None if ready else child.name, False)
            elif isinstance(child, ast.Import | ast.ImportFrom) and function is not None:
                found.append((child.lineno, function))
            else:
                visit(child, function, in_app_config)

    visit(ast.parse(source), None, False)
    return found


def test_no_import_hides_inside_a_function() -> None:
    offenders = [
        f"{path.relative_to(ROOT)}:{line} in {function}()"
        for app in APPS
        for path in sorted((ROOT / app).rglob("*.py"))
        if "migrations" not in path.parts
        for line, function in function_level_imports(path.read_text())
    ]
    assert offenders == []


def test_the_function_level_import_check_finds_one() -> None:
    source = (
        "from django.apps import AppConfig\n"
        "class C(AppConfig):\n"
        "    def ready(self):\n"
        "        from x import y\n"
        "def f():\n"
        "    if True:\n"
        "        import os\n"
        "class D:\n"
        "    def ready(self):\n"
        "        from x import z\n"
    )
    assert function_level_imports(source) == [(7, "f"), (10, "ready")]


def test_tasks_that_services_queue_by_name_are_registered_as_those_tasks() -> None:
    """games and matchmaking services queue their tasks by name (core.dispatch),
    so that their tasks modules may import them without a cycle."""
    assert app.tasks[game_services.PLAY_AI_TURNS_TASK] == game_tasks.play_ai_turns
    assert app.tasks[matchmaking_services.MATCH_POOL_TASK] == matchmaking_tasks.match_pool
