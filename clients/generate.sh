#!/usr/bin/env bash
# The generated halves of the two clients, from the service's OpenAPI schema
# (manage.py spectacular: no server needed):
#   clients/python/ladders_api/          openapi-python-client, clients/python/openapi-python-client.yaml
#   clients/typescript/src/schema.ts   openapi-typescript (clients/typescript's devDependency)
# Usage: clients/generate.sh          regenerate both in place (then commit them)
#        clients/generate.sh --check  regenerate into a temporary directory and fail
#                                     when the committed ones differ (make client-check; CI)
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PY:-.venv/bin/python}
BIN=$(cd "$(dirname "$PY")" && pwd)
CHECK=${1:-}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

# The schema as the code declares it: no environment (throttle rates, hosts) changes it.
env -u DJANGO_ENV -u DATABASE_URL "$PY" manage.py spectacular --format openapi-json --file "$TMP/schema.json"

# Python: the generator's post hooks (ruff, no project config) format it, so
# they need this virtualenv's ruff on PATH.
PATH="$BIN:$PATH" "$BIN/openapi-python-client" generate --path "$TMP/schema.json" --meta none \
  --output-path "$TMP/ladders_api" --config clients/python/openapi-python-client.yaml --fail-on-warning \
  >"$TMP/python.log" 2>&1 || { cat "$TMP/python.log"; exit 1; }
touch "$TMP/ladders_api/py.typed"  # typed, for the mypy of whoever installs it (PEP 561)

# TypeScript: types only (openapi-fetch makes the calls), from the same schema; a
# field with a default stays optional in a request body (--default-non-nullable false).
if [ ! -x clients/typescript/node_modules/.bin/openapi-typescript ]; then
  (cd clients/typescript && npm ci --silent --no-audit --no-fund)
fi
clients/typescript/node_modules/.bin/openapi-typescript "$TMP/schema.json" --output "$TMP/schema.ts" --default-non-nullable false \
  >"$TMP/typescript.log" 2>&1 || { cat "$TMP/typescript.log"; exit 1; }

if [ "$CHECK" = "--check" ]; then
  stale=0
  diff -r -q clients/python/ladders_api "$TMP/ladders_api" -x __pycache__ >"$TMP/python.diff" || stale=1
  diff -q clients/typescript/src/schema.ts "$TMP/schema.ts" >"$TMP/typescript.diff" || stale=1
  if [ "$stale" = 1 ]; then
    cat "$TMP/python.diff" "$TMP/typescript.diff"
    echo "client-check: the committed clients are stale: run clients/generate.sh (make clients) and commit"
    exit 1
  fi
  echo "client-check: clients/python/ladders_api and clients/typescript/src/schema.ts match the schema"
else
  rm -rf clients/python/ladders_api
  cp -r "$TMP/ladders_api" clients/python/ladders_api
  mkdir -p clients/typescript/src
  cp "$TMP/schema.ts" clients/typescript/src/schema.ts
  echo "generated clients/python/ladders_api and clients/typescript/src/schema.ts"
fi
