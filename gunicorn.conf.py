"""gunicorn settings, read from the working directory (the image's /app, a
checkout's root). Its request-line and header limits sit above Django's
(core.http: a 4,000-character URL, an 8,000-character header), so a
request over Django's bounds still reaches Django and is answered as JSON
(414, 431); only lines beyond these are refused by gunicorn itself (by the
sync workers: uvicorn's workers apply h11's and httptools' own limits)."""

import os

bind = os.environ.get("GUNICORN_BIND", "0.0.0.0:8000")
# gunicorn's own guidance for sync workers, two per core and one more: a worker
# waiting on PostgreSQL or Redis leaves its core to another (docs/performance.md).
# At most 9 unless set: each worker keeps a database connection (CONN_MAX_AGE), and
# a container sees every core of its host, where 2n+1 would pass PostgreSQL's
# default of 100 connections.
MAX_DEFAULT_WORKERS = 9
workers = int(os.environ.get("WEB_CONCURRENCY") or min(2 * (os.cpu_count() or 1) + 1, MAX_DEFAULT_WORKERS))
# "sync" for the API (config.wsgi); the event streams run under
# "uvicorn_worker.UvicornWorker" (config.asgi), where one worker serves many
# open streams at once (docker-compose.yml's stream service, docs/api.md).
worker_class = os.environ.get("GUNICORN_WORKER_CLASS", "sync")
# gunicorn's maximum request line (path and query) is 8190 bytes.
limit_request_line = 8190
limit_request_field_size = 16384
limit_request_fields = 100
