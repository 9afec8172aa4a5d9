#!/usr/bin/env bash
# Generate a typed Python client from the running server's OpenAPI schema with
# openapi-python-client, into a temporary directory (never committed), and play
# a whole game of every ruleset and scenario with it (.ci/client_play.py).
# Usage: .ci/client.sh BASE_URL   (the smoke test calls it against gunicorn)
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PY:-.venv/bin/python}
GENERATOR=${GENERATOR:-$(dirname "$PY")/openapi-python-client}
BASE=${1:?usage: client.sh BASE_URL}
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT

for _ in $(seq 120); do
  curl -sf -o "$OUT/schema.json" "$BASE/api/schema/?format=json" && break
  sleep 0.5
done
[ -s "$OUT/schema.json" ] || { echo "client: no schema from $BASE"; exit 1; }
# --fail-on-warning: a schema the generator cannot fully use fails the run.
"$GENERATOR" generate --path "$OUT/schema.json" --meta none --output-path "$OUT/ladders_client" \
  --config .ci/openapi-client.yaml --fail-on-warning >"$OUT/generate.log" 2>&1 || { cat "$OUT/generate.log"; exit 1; }
echo "client: generated $(ls "$OUT/ladders_client/api"/*/*.py | grep -vc __init__) operations, $(ls "$OUT/ladders_client/models" | grep -vc __init__) models"
PYTHONPATH=$OUT $PY .ci/client_play.py "$BASE" "${@:2}"
