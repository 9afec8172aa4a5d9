#!/usr/bin/env bash
# Smoke test of the scaled topology on this machine: gunicorn + a Celery
# worker + beat, on PostgreSQL and Redis, with production settings; one game
# with an AI seat played over HTTP to the end, its event streams read from the
# ASGI server (gunicorn with uvicorn workers) meanwhile; then the Python and
# TypeScript clients (clients/) each play one game of every ruleset and
# scenario kind to the end and verify it (.ci/clients_smoke.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PY:-.venv/bin/python}
DB=${SMOKE_DB:-ladders_smoke}
PORT=${SMOKE_PORT:-8765}
# The event streams' ASGI server (docker-compose.yml's stream service).
STREAM_PORT=${SMOKE_STREAM_PORT:-$((PORT + 1))}
export DJANGO_ENV=production
export SECRET_KEY=smoke-test-secret-key-not-for-real-use-0123456789
export ALLOWED_HOSTS=127.0.0.1,localhost
export SECURE_COOKIES=0
export DATABASE_URL=postgres://postgres@127.0.0.1:5432/$DB
export DATABASE_CONN_MAX_AGE=60  # as docker-compose.yml: connections kept between requests and tasks
BROKER_DB=${SMOKE_BROKER_DB:-10}
CACHE_DB=${SMOKE_CACHE_DB:-12}
export CELERY_BROKER_URL=redis://127.0.0.1:6379/$BROKER_DB
export LADDERS_AI_SWEEP_AFTER_SECONDS=5
# Rate-limit counters in Redis, shared by the gunicorn workers; a small
# registration limit the smoke test checks (smoke_play and each client register one player).
export CACHE_URL=redis://127.0.0.1:6379/$CACHE_DB
export LADDERS_THROTTLE_REGISTER=7/hour
LOGS=$(mktemp -d)

psql -h 127.0.0.1 -U postgres -q -c "DROP DATABASE IF EXISTS $DB" -c "CREATE DATABASE $DB"
redis-cli -n "$BROKER_DB" FLUSHDB >/dev/null
redis-cli -n "$CACHE_DB" FLUSHDB >/dev/null
$PY manage.py migrate --noinput -v0
# As the Docker image does: collected under the production settings it serves with.
rm -rf staticfiles
$PY manage.py collectstatic --noinput -v0

pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
trap cleanup EXIT

# gunicorn.conf.py (its request-line and header limits) applies, as in the image.
$PY -m gunicorn config.wsgi:application --bind 127.0.0.1:$PORT --workers 2 >"$LOGS/web.log" 2>&1 &
pids+=($!)
GUNICORN_WORKER_CLASS=uvicorn_worker.UvicornWorker \
  $PY -m gunicorn config.asgi:application --bind 127.0.0.1:$STREAM_PORT --workers 2 >"$LOGS/stream.log" 2>&1 &
pids+=($!)
$PY -m celery -A config worker -l INFO -c 2 >"$LOGS/worker.log" 2>&1 &
pids+=($!)
$PY -m celery -A config beat -l INFO --schedule "$LOGS/beat-schedule" >"$LOGS/beat.log" 2>&1 &
pids+=($!)

for _ in $(seq 60); do curl -fsS "http://127.0.0.1:$STREAM_PORT/healthz" >/dev/null 2>&1 && break; sleep 1; done
# The clients register one player each, as smoke_play does, so 4 of the 7
# registrations are left for smoke_pages.
if ! $PY .ci/smoke_play.py "http://127.0.0.1:$PORT" "http://127.0.0.1:$STREAM_PORT" \
  || ! bash .ci/clients_smoke.sh "http://127.0.0.1:$PORT" "http://127.0.0.1:$STREAM_PORT" \
  || ! $PY .ci/smoke_pages.py "http://127.0.0.1:$PORT" 4; then
  echo "--- web.log";    tail -n 50 "$LOGS/web.log"
  echo "--- stream.log"; tail -n 50 "$LOGS/stream.log"
  echo "--- worker.log"; tail -n 50 "$LOGS/worker.log"
  echo "--- beat.log";   tail -n 20 "$LOGS/beat.log"
  exit 1
fi
grep -q "games.tasks.play_ai_turns" "$LOGS/worker.log" || { echo "the worker played no AI turn"; exit 1; }
# Beat's first periodic jobs fall due 15 s after it starts; the worker must run them.
for _ in $(seq 60); do
  grep -q "games.tasks.enforce_turn_deadlines.*succeeded" "$LOGS/worker.log" && break
  sleep 1
done
grep -q "Scheduler: Sending due task" "$LOGS/beat.log" || { echo "beat sent no periodic task"; exit 1; }
grep -q "games.tasks.enforce_turn_deadlines.*succeeded" "$LOGS/worker.log" || { echo "the worker ran no periodic task"; exit 1; }
echo "smoke: OK (gunicorn + the streams' gunicorn/uvicorn + celery worker + beat on PostgreSQL and Redis)"
