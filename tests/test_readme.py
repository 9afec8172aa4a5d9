"""The README's examples, run as written against a live `make demo` server.

Every fenced block in README.md preceded by the line ``<!-- readme-test -->``
is run: a ``sh`` block by bash, each in a fresh shell after the ``export``
line that ``manage.py demo_data`` prints (as a reader pastes it), a
``python`` block by this interpreter (the checkout's virtualenv, as the README
says), with ``clients/python`` on its path: that stands for the README's
``.venv/bin/pip install ./clients/python``, which CI's smoke stage makes for
real into a bare virtualenv (.ci/clients_smoke.sh). In a shell block, a comment line
``# -> <status> <body>`` says what the commands since the previous blank
line or ``# ->`` line return: the HTTP status of the last curl among them,
and a JSON pattern that every JSON document they printed must match, where
``...`` stands for more object members, more list items, or any one value.

The server is the embedded default, as `make demo` runs it (a fresh SQLite
database, migrate, demo_data, runserver, no broker: the in-process worker
plays the bots), on a free port or ``README_TEST_PORT``; the README's
``127.0.0.1:8000`` and ``localhost:8000`` are pointed at it.
"""

from __future__ import annotations

import json
import os
import re
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
MARKER = "<!-- readme-test -->"
EXPECT = "# -> "

# --- the README's blocks and their expectations ------------------------------------


@dataclass
class Step:
    lines: list[str] = field(default_factory=list)
    status: int | None = None
    pattern: str | None = None  # JSON with `...`, or None: only the exit status counts
    line_no: int = 0

    @property
    def command(self) -> str:
        return "\n".join(self.lines)


@dataclass
class Block:
    language: str
    text: str
    line_no: int
    heading: str

    def steps(self) -> list[Step]:
        steps: list[Step] = []
        current = Step(line_no=self.line_no)
        for offset, line in enumerate(self.text.splitlines(), start=1):
            if line.startswith(EXPECT):
                status, _, pattern = line[len(EXPECT) :].strip().partition(" ")
                assert status.isdigit(), f"README line {self.line_no + offset}: '{EXPECT}' takes a status, then JSON"
                current.status, current.pattern = int(status), pattern.strip() or None
                steps.append(current)
                current = Step(line_no=self.line_no + offset)
            elif not line.strip():
                if any(not x.lstrip().startswith("#") for x in current.lines):
                    steps.append(current)
                current = Step(line_no=self.line_no + offset)
            else:
                current.lines.append(line)
        if any(not x.lstrip().startswith("#") for x in current.lines):
            steps.append(current)
        return steps


def readme_blocks(text: str) -> list[Block]:
    blocks = []
    lines = text.splitlines()
    heading = ""
    i = 0
    while i < len(lines):
        if lines[i].startswith("#") and not lines[i].startswith("#!"):
            heading = lines[i].lstrip("# ")
        if lines[i].strip() == MARKER:
            fence = lines[i + 1]
            assert fence.startswith("```"), f"README line {i + 2}: {MARKER} must precede a fenced block"
            end = lines.index("```", i + 2)
            blocks.append(Block(fence[3:].strip(), "\n".join(lines[i + 2 : end]), i + 3, heading))
            i = end
        i += 1
    return blocks


# --- JSON patterns -------------------------------------------------------------------


class _Any:
    def __repr__(self) -> str:
        return "..."


ANY = _Any()
MORE = "\u2026more"  # an object member / last list item meaning "and more"


def parse_pattern(text: str) -> Any:
    """JSON where `...` is any value, an object's other members, or a list's other items."""
    decoder = json.JSONDecoder()

    def skip(i: int) -> int:
        while i < len(text) and text[i].isspace():
            i += 1
        return i

    def value(i: int) -> tuple[Any, int]:
        i = skip(i)
        if text.startswith("...", i):
            return ANY, i + 3
        if text[i] == "{":
            members: dict[str, Any] = {}
            i = skip(i + 1)
            while text[i] != "}":
                if text.startswith("...", i):
                    members[MORE] = True
                    i += 3
                else:
                    key, i = decoder.raw_decode(text, i)
                    i = skip(i)
                    assert text[i] == ":", f"':' expected at {i} in {text!r}"
                    members[key], i = value(i + 1)
                i = skip(i)
                if text[i] == ",":
                    i = skip(i + 1)
            return members, i + 1
        if text[i] == "[":
            items: list[Any] = []
            i = skip(i + 1)
            while text[i] != "]":
                if text.startswith("...", i):
                    items.append(MORE)
                    i += 3
                else:
                    item, i = value(i)
                    items.append(item)
                i = skip(i)
                if text[i] == ",":
                    i = skip(i + 1)
            return items, i + 1
        return decoder.raw_decode(text, i)

    result, end = value(0)
    assert not text[end:].strip(), f"trailing text in pattern {text!r}"
    return result


def mismatch(pattern: Any, actual: Any, path: str = "$") -> str | None:
    """None when ``actual`` matches ``pattern``, else where and how it does not."""
    if pattern is ANY:
        return None
    if isinstance(pattern, dict):
        if not isinstance(actual, dict):
            return f"{path}: expected an object, got {actual!r}"
        for key, sub in pattern.items():
            if key == MORE:
                continue
            if key not in actual:
                return f"{path}: no member {key!r} in {sorted(actual)}"
            found = mismatch(sub, actual[key], f"{path}.{key}")
            if found:
                return found
        extra = set(actual) - set(pattern)
        if extra and MORE not in pattern:
            return f"{path}: unexpected members {sorted(extra)} (add `...` to allow them)"
        return None
    if isinstance(pattern, list):
        if not isinstance(actual, list):
            return f"{path}: expected a list, got {actual!r}"
        more = bool(pattern) and pattern[-1] == MORE
        items = pattern[:-1] if more else pattern
        if len(actual) < len(items) or (not more and len(actual) != len(items)):
            return f"{path}: expected {len(items)}{'+' if more else ''} items, got {len(actual)}: {actual!r}"
        for n, sub in enumerate(items):
            found = mismatch(sub, actual[n], f"{path}[{n}]")
            if found:
                return found
        return None
    if pattern != actual or isinstance(pattern, bool) != isinstance(actual, bool):
        return f"{path}: expected {pattern!r}, got {actual!r}"
    return None


def json_documents(text: str) -> list[Any]:
    decoder = json.JSONDecoder()
    docs, i = [], 0
    while True:
        while i < len(text) and text[i].isspace():
            i += 1
        if i == len(text):
            return docs
        doc, i = decoder.raw_decode(text, i)
        docs.append(doc)


def test_patterns_match_as_the_readme_means_them() -> None:
    pattern = parse_pattern('{"version": ..., "events": [{"type": "rolled", ...}, ...], "replayed": false}')
    assert mismatch(pattern, {"version": 4, "events": [{"type": "rolled", "data": {}}], "replayed": False}) is None
    assert mismatch(pattern, {"version": 4, "events": [], "replayed": False})  # one item at least
    assert mismatch(pattern, {"version": 4, "events": [{"type": "moved"}], "replayed": False})
    assert mismatch(pattern, {"version": 4, "events": [{"type": "rolled"}], "replayed": 0})  # false is not 0
    assert mismatch(pattern, {"version": 4, "events": [{"type": "rolled"}], "replayed": False, "x": 1})
    exact = parse_pattern('{"actions": [{"type": "roll"}]}')
    assert mismatch(exact, {"actions": [{"type": "roll"}, {"type": "move"}]})
    assert mismatch(parse_pattern("[...]"), []) is None
    assert json_documents('{"a": 1}\n{"a": 2}') == [{"a": 1}, {"a": 2}]


def test_readme_marks_its_walkthrough_blocks() -> None:
    """The walkthroughs are marked, so the live test below runs them."""
    blocks = readme_blocks(README.read_text())
    headings = {b.heading for b in blocks}
    assert {"Playing a game with curl", "Leagues, tournaments and leaderboards"} <= headings
    assert any("matchmaking" in b.text for b in blocks)
    assert all(b.language in ("sh", "python") for b in blocks)
    assert sum(1 for b in blocks for s in b.steps() if s.pattern) >= 15


# --- the live server -------------------------------------------------------------------


@dataclass
class DemoServer:
    base: str
    port: int
    exports: str
    env: dict[str, str]


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture(scope="module")
def demo_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[DemoServer]:
    tmp = tmp_path_factory.mktemp("readme")
    port = int(os.environ.get("README_TEST_PORT") or _free_port())
    env = {k: v for k, v in os.environ.items() if not k.startswith(("CELERY_", "LADDERS_", "DATABASE_", "CACHE_"))}
    env |= {"DATABASE_URL": f"sqlite:///{tmp / 'db.sqlite3'}", "DJANGO_ENV": "development", "PYTHONUNBUFFERED": "1"}
    manage = [sys.executable, str(ROOT / "manage.py")]
    subprocess.run([*manage, "migrate", "--noinput", "-v0"], env=env, cwd=ROOT, check=True, timeout=600)
    demo = subprocess.run(
        [*manage, "demo_data"], env=env, cwd=ROOT, check=True, timeout=600, capture_output=True, text=True
    )
    exports = next(line.strip() for line in demo.stdout.splitlines() if line.strip().startswith("export "))
    log = (tmp / "server.log").open("w")
    server = subprocess.Popen(
        [*manage, "runserver", "--noreload", f"127.0.0.1:{port}"], env=env, cwd=ROOT, stdout=log, stderr=log
    )
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(240):
            try:
                urllib.request.urlopen(f"{base}/healthz", timeout=2)
                break
            except OSError:
                assert server.poll() is None, (tmp / "server.log").read_text()
                time.sleep(0.5)
        else:
            pytest.fail(f"the demo server did not start:\n{(tmp / 'server.log').read_text()}")
        yield DemoServer(base, port, exports, env)
    finally:
        server.terminate()
        server.wait(30)
        log.close()


def _point_at(text: str, port: int) -> str:
    return re.sub(r"(127\.0\.0\.1|localhost):8000", f"127.0.0.1:{port}", text)


def _run_shell_block(block: Block, server: DemoServer, workdir: Path) -> list[str]:
    steps = block.steps()
    script = [
        "set -eo pipefail",
        # Every curl keeps its response headers, so a step's status can be checked.
        'curl() { command curl -D "$RT_DIR/headers" "$@"; }',
        server.exports,
    ]
    for n, step in enumerate(steps):
        script += [
            ': > "$RT_DIR/headers"',
            "{",
            _point_at(step.command, server.port),
            f'}} > "$RT_DIR/out.{n}"',
            f'cp "$RT_DIR/headers" "$RT_DIR/headers.{n}"',
        ]
    run = subprocess.run(
        ["bash", "-c", "\n".join(script)],
        env={**server.env, "RT_DIR": str(workdir)},
        cwd=workdir,
        capture_output=True,
        text=True,
        timeout=300,
    )
    failures = []
    for n, step in enumerate(steps):
        where = f"README.md line {step.line_no} ({block.heading}):\n{step.command}\n"
        out_file = workdir / f"out.{n}"
        if not out_file.exists():
            failures.append(f"{where}did not run: the block stopped before it (exit {run.returncode})\n{run.stderr}")
            break
        if step.pattern is None and step.status is None:
            continue
        out = out_file.read_text()
        statuses = re.findall(r"^HTTP/[\d.]+ (\d{3})", (workdir / f"headers.{n}").read_text(), re.M)
        if step.status is not None and (not statuses or int(statuses[-1]) != step.status):
            failures.append(f"{where}expected status {step.status}, got {statuses[-1:]}: {out[:500]}")
            continue
        if step.pattern is None:
            continue
        try:
            docs = json_documents(out)
        except ValueError:
            failures.append(f"{where}printed no JSON: {out[:500]!r}")
            continue
        problems = [p for p in (mismatch(parse_pattern(step.pattern), doc) for doc in docs) if p]
        if not docs or problems:
            shown = problems[:1] or "nothing printed"
            failures.append(f"{where}expected {step.pattern}\n{shown}\nprinted: {out[:800]}")
    if run.returncode != 0 and not failures:
        failures.append(f"{block.heading}: the block exited {run.returncode}\n{run.stderr[-2000:]}")
    return failures


@pytest.mark.smoke  # a migrate, demo data and a live server, as `make demo`: about a minute, so `make smoke` runs it
def test_readme_examples_run_as_written(demo_server: DemoServer, tmp_path: Path) -> None:
    failures: list[str] = []
    for n, block in enumerate(readme_blocks(README.read_text())):
        workdir = tmp_path / f"block{n}"
        workdir.mkdir()
        if block.language == "sh":
            failures += _run_shell_block(block, demo_server, workdir)
        elif block.language == "python":
            run = subprocess.run(
                [sys.executable, "-c", _point_at(block.text, demo_server.port)],
                env={**demo_server.env, "PYTHONPATH": os.pathsep.join([str(ROOT), str(ROOT / "clients" / "python")])},
                cwd=ROOT,
                capture_output=True,
                text=True,
                timeout=120,
            )
            if run.returncode != 0:
                failures.append(f"README.md line {block.line_no} ({block.heading}):\n{run.stderr[-2000:]}")
        else:
            failures.append(f"README.md line {block.line_no}: no runner for a {block.language!r} block")
    assert not failures, "\n\n".join(failures)
