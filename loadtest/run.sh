#!/usr/bin/env bash
# `make load`: the load test (loadtest/locustfile.py, Locust, headless) against
# the scaled topology on this machine, as .ci/smoke.sh starts it: gunicorn,
# the event streams' gunicorn with uvicorn workers, two Celery workers and
# beat, on PostgreSQL and Redis, with production settings. Then the report
# (loadtest/report.py): requests and actions per second, p50/p99 per endpoint,
# errors by code, the AI hop's p99, the worker queue's longest wait, database
# connections, process memory, stream gaps, and the database checked for lost
# or doubled actions (exit 1 if any, or on any 5xx).
#
#   make load LOAD_USERS=200 LOAD_TIME=30m      # the defaults (players arrive over LOAD_RAMP=5m)
#   make load LOAD_USERS=20 LOAD_TIME=2m LOAD_RAMP=20s   # a short run
#
# The players arrive evenly over LOAD_RAMP, then all of them play for LOAD_TIME:
# the run is LOAD_RAMP plus LOAD_TIME, and the report judges the turn POST's p99
# over the LOAD_TIME when every player is in (the whole run's is shown beside it).
# LOAD_RAMP=0 brings them all in the first second.
#
# Bounded: Locust stops after LOAD_RAMP plus LOAD_TIME, and the whole run is killed
# LOAD_GRACE seconds after that whatever happens. Not part of CI.
#
# Rate limits: the simulated players come from one address, so the
# per-address registration limit (20/hour) would refuse all but 20 of them,
# and each player opens games faster than a person would: this run turns the
# registration and games-opened limits off (LADDERS_THROTTLE_REGISTER=off,
# LADDERS_THROTTLE_GAMES=off). Every other limit is as in production.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PY:-.venv/bin/python}
USERS=${LOAD_USERS:-200}
RUN_TIME=${LOAD_TIME:-30m}
RAMP=${LOAD_RAMP:-5m}
GRACE=${LOAD_GRACE:-300}
DB=${LOAD_DB:-ladders_load}
PORT=${LOAD_PORT:-8780}
STREAM_PORT=${LOAD_STREAM_PORT:-$((PORT + 1))}
# A Redis server of the run's own (no persistence), so no other process on
# this machine shares its queue: a worker of someone else's on the same Redis
# database would take this run's tasks (and this run's workers theirs).
REDIS_PORT=${LOAD_REDIS_PORT:-6391}
WORKER_CONCURRENCY=${LOAD_WORKER_CONCURRENCY:-2}
# The workers run at the web tier's priority: at nice 10 they gave the web tier
# nothing on a saturated host and made the AI hop 19x slower (docs/performance.md,
# "The workers at a lower CPU priority"). LOAD_WORKER_NICE=10 repeats that trial.
WORKER_NICE=${LOAD_WORKER_NICE:-0}
# gunicorn's sync workers for the API: its guidance, two a core and one more (gunicorn.conf.py).
WEB_WORKERS=${LOAD_WEB_WORKERS:-$((2 * $(nproc) + 1))}
OUT=${LOAD_OUT:-reports/load}
# The players' pace: each waits LOW-HIGH seconds between two steps (the locustfile's
# PLAYER_THINK). The figures in docs/performance.md are at the default, 1-3.
export LOAD_THINK=${LOAD_THINK:-1-3}

seconds() {  # 90, 90s, 30m, 1h -> seconds
  local t=$1
  case $t in
    *h) echo $((${t%h} * 3600)) ;;
    *m) echo $((${t%m} * 60)) ;;
    *s) echo "${t%s}" ;;
    *) echo "$t" ;;
  esac
}
RUN_SECONDS=$(seconds "$RUN_TIME")
# A league's players come in over minutes, not all in one: until 6 December they arrived
# five a second, 200 in 40 s, each opening its first five games at once (about 1,000 games
# and 3,000 AI turns in two minutes), a burst that held the machine 80-98% busy for the
# first minutes (docs/performance.md).
RAMP_SECONDS=$(seconds "$RAMP")
SPAWN_RATE=$(awk -v u="$USERS" -v r="$RAMP_SECONDS" 'BEGIN { printf "%.4f", (r > 0 ? u / r : u) }')
TOTAL_SECONDS=$((RAMP_SECONDS + RUN_SECONDS))

export DJANGO_ENV=production
export SECRET_KEY=load-test-secret-key-not-for-real-use-0123456789
export ALLOWED_HOSTS=127.0.0.1,localhost
export SECURE_COOKIES=0
export DATABASE_URL=postgres://postgres@127.0.0.1:5432/$DB
export DATABASE_CONN_MAX_AGE=60
export CELERY_BROKER_URL=redis://127.0.0.1:$REDIS_PORT/0
export CACHE_URL=redis://127.0.0.1:$REDIS_PORT/1
export LADDERS_THROTTLE_REGISTER=off LADDERS_THROTTLE_GAMES=off
# Quick play: a ticket alone gets its bot after bots_after; a human table fills by matching.
export LADDERS_MATCH_TURN_SECONDS=0

# This host is shared and its speed drifts (up to 3x between hours): the loop of
# bench/host_speed.py (as .ci/run prints it), timed before the run and after it, goes in the report.
HOST_LOOP_BEFORE=$($PY bench/host_speed.py)
echo "load: the 30-million-addition loop took $HOST_LOOP_BEFORE s"

mkdir -p "$OUT"
rm -f "$OUT"/*.csv "$OUT"/*.json "$OUT"/*.log
psql -h 127.0.0.1 -U postgres -q -c "DROP DATABASE IF EXISTS $DB" -c "CREATE DATABASE $DB"

pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
trap cleanup EXIT

redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --save "" --appendonly no >"$OUT/redis.log" 2>&1 &
pids+=($!)
for _ in $(seq 50); do redis-cli -p "$REDIS_PORT" ping >/dev/null 2>&1 && break; sleep 0.2; done
redis-cli -p "$REDIS_PORT" ping >/dev/null || { echo "load: redis-server on port $REDIS_PORT did not start"; exit 1; }
$PY manage.py migrate --noinput -v0
rm -rf staticfiles
$PY manage.py collectstatic --noinput -v0

$PY -m gunicorn config.wsgi:application --bind 127.0.0.1:$PORT --workers "$WEB_WORKERS" >"$OUT/web.log" 2>&1 &
pids+=($!)
GUNICORN_WORKER_CLASS=uvicorn_worker.UvicornWorker \
  $PY -m gunicorn config.asgi:application --bind 127.0.0.1:$STREAM_PORT --workers 2 >"$OUT/stream.log" 2>&1 &
pids+=($!)
for n in 1 2; do
  nice -n "$WORKER_NICE" $PY -m celery -A config worker -n "load$n@%h" -l INFO -c "$WORKER_CONCURRENCY" >"$OUT/worker$n.log" 2>&1 &
  pids+=($!)
done
nice -n "$WORKER_NICE" $PY -m celery -A config beat -l INFO --schedule "$OUT/beat-schedule" >"$OUT/beat.log" 2>&1 &
pids+=($!)
for _ in $(seq 60); do
  curl -fsS "http://127.0.0.1:$PORT/healthz" >/dev/null 2>&1 && curl -fsS "http://127.0.0.1:$STREAM_PORT/healthz" >/dev/null 2>&1 && break
  sleep 1
done

# The organiser (staff) whose Swiss tournament the players enter.
eval "$($PY loadtest/setup.py)"   # exports LOAD_STAFF_TOKEN, LOAD_TOURNAMENT

# Database connections, the broker queue and every process's memory, sampled while Locust runs.
$PY loadtest/sampler.py --out "$OUT/samples.json" --db "$DB" --broker "$CELERY_BROKER_URL" \
  --pids "$(IFS=,; echo "${pids[*]}")" >"$OUT/sampler.log" 2>&1 &
sampler=$!
pids+=($sampler)

# The unloaded figures first: a few players (and the organiser) on an idle machine,
# for the turn POST's p99 to compare with under load. Five players for 3 minutes post
# 513-668 turns at the default pace, so the p99 is a percentile: one player posted 28-46,
# and the p99 of so few is their maximum, one slow post (38 ms in one run, 120-160 ms in others).
# The baseline keeps the default pace whatever LOAD_THINK is, so every run's denominator
# is measured the same way: at 2-5 s its five players posted 261 turns (docs/performance.md,
# 7 December).
BASELINE=${LOAD_BASELINE_TIME:-3m}
BASELINE_PLAYERS=${LOAD_BASELINE_PLAYERS:-5}
if [ "$BASELINE" != "0" ]; then
  echo "load: baseline, $BASELINE_PLAYERS players for $BASELINE, each waiting 1-3 s between steps"
  LOAD_THINK=1-3 LOAD_BASE=http://127.0.0.1:$PORT LOAD_STREAM_BASE=http://127.0.0.1:$STREAM_PORT LOAD_RECORD="$OUT/baseline-client.json" \
    timeout --signal=INT --kill-after=30 $(($(seconds "$BASELINE") + 120)) \
    .venv/bin/locust -f loadtest/locustfile.py --headless -u $((BASELINE_PLAYERS + 1)) -r $((BASELINE_PLAYERS + 1)) -t "$BASELINE" \
    --host "http://127.0.0.1:$PORT" --csv "$OUT/baseline" --only-summary --stop-timeout 10 \
    >"$OUT/baseline.log" 2>&1 || echo "baseline locust exited with $?"
fi

echo "load: $USERS players (arriving over $RAMP, $SPAWN_RATE a second, each waiting $LOAD_THINK s between steps), then all of them for $RUN_TIME against http://127.0.0.1:$PORT (streams :$STREAM_PORT); load average $(cut -d' ' -f1-3 /proc/loadavg)"
LOAD_BASE=http://127.0.0.1:$PORT LOAD_STREAM_BASE=http://127.0.0.1:$STREAM_PORT LOAD_RECORD="$OUT/client.json" \
  timeout --signal=INT --kill-after=30 $((TOTAL_SECONDS + GRACE)) \
  .venv/bin/locust -f loadtest/locustfile.py --headless -u "$USERS" -r "$SPAWN_RATE" -t "${TOTAL_SECONDS}s" \
  --host "http://127.0.0.1:$PORT" --csv "$OUT/locust" --only-summary --stop-timeout 20 \
  >"$OUT/locust.log" 2>&1 || echo "locust exited with $? (failures are in the report)"
echo "load: locust done; load average $(cut -d' ' -f1-3 /proc/loadavg)"
kill -INT "$sampler" 2>/dev/null || true
wait "$sampler" 2>/dev/null || true
HOST_LOOP_AFTER=$($PY bench/host_speed.py)
# Let queued AI turns land before the database is checked (bounded).
$PY loadtest/report.py --out "$OUT" --run-seconds "$TOTAL_SECONDS" --ramp-seconds "$RAMP_SECONDS" --users "$USERS" --baseline-players "$BASELINE_PLAYERS" \
  --worker-logs "$OUT"/worker*.log \
  --host-loop-seconds "$HOST_LOOP_BEFORE" "$HOST_LOOP_AFTER" --worker-nice "$WORKER_NICE" --think "$LOAD_THINK"
