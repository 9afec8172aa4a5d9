# One front door. `make demo` runs the service; `make test` runs the tests.
# Both set up a virtualenv first, so they work on a fresh machine.

PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-stamp
HOST ?= 127.0.0.1
PORT ?= 8000
PG_URL ?= postgres://postgres@127.0.0.1:5432/ladders
REDIS_URL ?= redis://127.0.0.1:6379/9
BENCH_REDIS_URL ?= redis://127.0.0.1:6379/11
# Some machines set PYTHONDONTWRITEBYTECODE: then every pytest process compiles
# every module and re-writes every test module's assertions from source (about
# 5 s a process here). Bytecode caches are gitignored; let them be written.
unexport PYTHONDONTWRITEBYTECODE

.PHONY: install demo serve test test-properties test-services lint typecheck schema schemathesis migrations-check bench bench-readme smoke load ci clean clients client-check

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

install: $(STAMP)

demo: install
	$(PY) manage.py migrate --noinput
	$(PY) manage.py demo_data
	$(PY) manage.py demo_cup
	@echo ""
	@echo "  API:        http://$(HOST):$(PORT)/api/v1/rulesets/"
	@echo "  Swagger UI: http://$(HOST):$(PORT)/api/docs/"
	@echo "  ReDoc:      http://$(HOST):$(PORT)/api/redoc/"
	@echo "  Admin:      http://$(HOST):$(PORT)/admin/  (login admin / admin)"
	@echo ""
	$(PY) manage.py runserver $(HOST):$(PORT)

# Stage one: every test that needs no service (SQLite, Celery eager), two
# processes; the property tests at PROPERTY_SCALE 1. With the browser tests: 1m52s on the host
# of 2026-12-03 morning (30 million additions in 1.6 s), 2m29s when it had slowed to 2.1 s;
# 5m18s on the slow host of 2026-12-02 evening (4.8 s).
test: install
	$(PY) -m pytest -q -n 2 --dist worksteal -m "not postgres and not celery_worker and not smoke" --durations=15

# The random-play property tests again at a larger scale (tests/scale.py): CI
# runs them at 4; a nightly run may go higher (PROPERTY_SCALE=25 is the old
# slow stage's size).
PROPERTY_SCALE ?= 4
test-properties: install
	PROPERTY_SCALE=$(PROPERTY_SCALE) $(PY) -m pytest -q -n 2 --dist worksteal -m property --durations=10

# Stage two, on PostgreSQL and Redis: only what needs them. First, two
# processes (each its own test database): row locks, SKIP LOCKED, advisory
# locks, PostgreSQL-only SQL, Redis pub/sub and the tests of code that differs
# by backend (marked `services`). Then, serially (one broker queue, one real
# Celery worker), the worker, beat and fault tests.
test-services: install
	DATABASE_URL=$(PG_URL) CELERY_BROKER_URL=$(REDIS_URL) $(PY) -m pytest -q -n 2 \
		-m "(postgres or services) and not celery_worker" --durations=10
	DATABASE_URL=$(PG_URL) CELERY_BROKER_URL=$(REDIS_URL) $(PY) -m pytest -q -m celery_worker --durations=10

lint: install
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/lint-imports --no-cache --no-logo

typecheck: install
	$(VENV)/bin/mypy --strict ladders
	$(VENV)/bin/mypy config core games players tournaments ranks matchmaking streams webhooks loadtest

schema: install
	$(PY) manage.py spectacular --validate --fail-on-warn --file schema.yml

# The clients in clients/ (Python and TypeScript): `make clients` regenerates
# their generated halves from the schema (commit them); `make client-check`
# fails when the committed ones are stale, type-checks the hand-written layers
# (mypy --strict, tsc) and runs the TypeScript layer's tests (node --test; the
# Python layer's are in tests/clients). CI runs it with lint and schema.
clients: install
	bash clients/generate.sh

client-check: install
	bash clients/generate.sh --check
	cd clients/python && $(abspath $(VENV))/bin/mypy ladders_client examples
	cd clients/typescript && npx tsc -p . && node --test dist/

migrations-check: install
	$(PY) manage.py makemigrations --check --dry-run

# Every bench script in turn, each figure beside its baseline of the same run:
# one report on stdout and in bench/RESULTS.md (bench/report.py says how).
# `make bench-readme` then copies that report into README.md's bench block.
bench: install
	PG_URL=$(PG_URL) REDIS_URL=$(BENCH_REDIS_URL) $(PY) bench/report.py

bench-readme: install
	$(PY) bench/report.py --update-readme

# The scaled topology (.ci/smoke.sh), then the README's walkthroughs against a
# fresh `make demo` server (tests/test_readme.py, marked smoke).
smoke: install
	bash .ci/smoke.sh
	$(PY) -m pytest -q -p no:randomly -m smoke

# The load test (Locust, headless) against the scaled topology on this machine:
# LOAD_USERS simulated players, arriving over LOAD_RAMP, then all of them for
# LOAD_TIME; then the report and the database
# checked for lost or doubled actions (loadtest/run.sh). Not part of CI.
LOAD_USERS ?= 200
LOAD_TIME ?= 30m
LOAD_RAMP ?= 5m
LOAD_THINK ?= 1-3
load: install
	LOAD_USERS=$(LOAD_USERS) LOAD_TIME=$(LOAD_TIME) LOAD_RAMP=$(LOAD_RAMP) LOAD_THINK=$(LOAD_THINK) bash loadtest/run.sh

# Schemathesis, every check, stateful, fixed seed, against gunicorn on
# PostgreSQL; reports in reports/schemathesis/.
schemathesis: install
	bash .ci/schemathesis.sh

ci: test lint typecheck schema migrations-check test-properties schemathesis smoke test-services

clean:
	rm -rf $(VENV) .venv-schemathesis db.sqlite3 staticfiles .pytest_cache .mypy_cache .ruff_cache
