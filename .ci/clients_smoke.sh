#!/usr/bin/env bash
# The two clients in clients/ against a running service: each plays one game of
# every ruleset and scenario kind (one free-for-all, one team where the ruleset
# has them) to the end, verifies it and reads its stream to the end event.
#   Python: `pip install ./clients/python` into a new virtualenv, which has
#           nothing else (so the package stands alone), then examples/play_all.py.
#   TypeScript: npm ci, tsc, then node dist/play_all.js.
# Each client posts over 300 actions a minute by its Shrinks game, so the action
# rate limit (300/minute a player, production's) answers 429 and the client waits
# out its Retry-After (about 45 s) and goes on: a live check of that path, which
# is why that game takes about 50 s and the others a few.
# The two run at once. Usage: .ci/clients_smoke.sh BASE_URL STREAM_URL  (.ci/smoke.sh
# calls it with gunicorn's URL and the event streams' ASGI server's)
set -euo pipefail
cd "$(dirname "$0")/.."
BASE=${1:?usage: clients_smoke.sh BASE_URL STREAM_URL}
STREAM=${2:-$BASE}
PYTHON=${PYTHON:-$(command -v python3.11 || command -v python3)}
ROOT=$PWD
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

"$PYTHON" -m venv "$TMP/venv"
"$TMP/venv/bin/pip" install --quiet ./clients/python 2>&1 | grep -v "^WARNING: Location" || true
"$TMP/venv/bin/python" -c "import ladders_client, ladders_api" || { echo "clients: pip install ./clients/python failed"; exit 1; }
(cd clients/typescript && npm ci --silent --no-audit --no-fund && npx tsc -p .)

# From a directory outside the checkout: the installed package is what runs.
(cd "$TMP" && "$TMP/venv/bin/python" -u "$ROOT/clients/python/examples/play_all.py" "$BASE" --stream-url "$STREAM") >"$TMP/python.log" 2>&1 &
python_pid=$!
node clients/typescript/dist/play_all.js "$BASE" --stream-url "$STREAM" >"$TMP/typescript.log" 2>&1 &
typescript_pid=$!
status=0
wait "$python_pid" || status=1
sed 's/^/python: /' "$TMP/python.log"
wait "$typescript_pid" || status=1
sed 's/^/typescript: /' "$TMP/typescript.log"
exit "$status"
