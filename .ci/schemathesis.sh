#!/usr/bin/env bash
# Schemathesis against the API as it runs: gunicorn on PostgreSQL, an
# authenticated player, every check (server errors, status codes, content
# types, response schemas, positive and negative data, stateful links), a
# fixed seed (schemathesis.toml). Zero failures or CI fails. The reports
# (JUnit XML and the NDJSON event log) are kept in $REPORT_DIR.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PY:-.venv/bin/python}
# The schemathesis client runs on Python 3.13 (or 3.12) in a virtualenv of its
# own: on CPython 3.11.7 Hypothesis' ast.parse inside schemathesis' worker
# threads raises a spurious "SystemError: AST constructor recursion depth
# mismatch" (CPython gh-106905), which fails the run with a tool error. The
# server under test still runs on the project's Python.
if [ -z "${ST:-}" ]; then
  ST_PY=""
  PYENV_ROOT=${PYENV_ROOT:-$(pyenv root 2>/dev/null || echo "$HOME/.pyenv")}
  for candidate in "$PYENV_ROOT"/versions/3.13*/bin/python3 "$PYENV_ROOT"/versions/3.12*/bin/python3 python3.13 python3.12; do
    if [ -x "$(command -v "$candidate" 2>/dev/null)" ] && "$candidate" -c 'import sys; assert sys.version_info >= (3, 12)' 2>/dev/null; then
      ST_PY=$candidate
      break
    fi
  done
  if [ -n "$ST_PY" ]; then
    ST_VENV=.venv-schemathesis
    if [ ! -x "$ST_VENV/bin/schemathesis" ]; then
      "$ST_PY" -m venv "$ST_VENV"
      "$ST_VENV/bin/python" -m pip install --quiet "schemathesis>=4.3,<5"
    fi
    ST=$ST_VENV/bin/schemathesis
  else
    echo "schemathesis: no Python 3.12+ found; running it on the project's Python" >&2
    ST=.venv/bin/schemathesis
  fi
fi
DB=${SCHEMATHESIS_DB:-ladders_schemathesis}
PORT=${SCHEMATHESIS_PORT:-8766}
REPORT_DIR=${SCHEMATHESIS_REPORT_DIR:-reports/schemathesis}
# About five minutes on this project's CI machine.
MAX_EXAMPLES=${SCHEMATHESIS_MAX_EXAMPLES:-60}
export DATABASE_URL=postgres://postgres@127.0.0.1:5432/$DB
# Rate limits have their own tests; a fuzzer would only measure them.
export LADDERS_THROTTLE_REGISTER=off LADDERS_THROTTLE_ACTIONS=off LADDERS_THROTTLE_EXPORT=off LADDERS_THROTTLE_GAMES=off LADDERS_THROTTLE_INVITES=off LADDERS_THROTTLE_VERIFY=off
# An event stream stays open until its game ends; served here by sync
# workers, each one the fuzzer opens closes after a second instead.
export LADDERS_STREAM_MAX_SECONDS=1
# No broker: AI turns are played in-process, so a fuzzed game moves on.
unset CELERY_BROKER_URL
LOGS=$(mktemp -d)

psql -h 127.0.0.1 -U postgres -q -c "DROP DATABASE IF EXISTS $DB" -c "CREATE DATABASE $DB"
$PY manage.py migrate --noinput -v0

pid=""
cleanup() { [ -n "$pid" ] && kill "$pid" 2>/dev/null; wait 2>/dev/null || true; }
trap cleanup EXIT
$PY -m gunicorn config.wsgi:application --bind 127.0.0.1:$PORT --workers 2 >"$LOGS/web.log" 2>&1 &
pid=$!
BASE=http://127.0.0.1:$PORT
for _ in $(seq 60); do curl -fsS "$BASE/healthz" >/dev/null 2>&1 && break; sleep 1; done
TOKEN=$($PY - "$BASE" <<'PY'
import json, sys, urllib.request
request = urllib.request.Request(
    sys.argv[1] + "/api/v1/players/", data=b'{"handle": "schemathesis"}',
    headers={"Content-Type": "application/json"}, method="POST",
)
print(json.load(urllib.request.urlopen(request))["token"])
PY
)
# The player is an organiser too (permissions add_league and add_tournament, as an
# admin grants them), so creating leagues and tournaments is fuzzed past the 403.
$PY manage.py shell -c "
from django.contrib.auth.models import Permission
from players.models import Player
user = Player.objects.get(handle='schemathesis').user
user.user_permissions.add(*Permission.objects.filter(content_type__app_label='tournaments', codename__in=['add_league', 'add_tournament']))
"
mkdir -p "$REPORT_DIR"
status=0
# Not POST /players/me/token/: it replaces the one token every request here
# sends, and the rest of the run would be 401s (tests/players/test_token_rotation.py
# covers it, every refusal included). Nor DELETE /players/me/, which would erase
# that player (tests/players/test_account_erasure.py).
$ST --config-file schemathesis.toml run "$BASE/api/schema/?format=json" \
  -H "Authorization: Token $TOKEN" \
  --exclude-path /api/v1/players/me/token/ \
  --exclude-name "DELETE /api/v1/players/me/" \
  --checks all \
  --exclude-checks use_after_free \
  --max-examples "$MAX_EXAMPLES" \
  --no-color \
  --report junit,ndjson --report-dir "$REPORT_DIR" \
  | tee "$REPORT_DIR/summary.txt" || status=$?
if grep -q "Internal Server Error" "$LOGS/web.log"; then
  echo "--- server errors in the web log"; grep -A 20 "Internal Server Error" "$LOGS/web.log" | head -n 80
  status=1
fi
exit $status
