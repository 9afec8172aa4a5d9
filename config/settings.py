"""Settings, all from the environment (cookiecutter-django style).

DJANGO_ENV=development (default): DEBUG on, a development secret key, SQLite,
Celery eager unless CELERY_BROKER_URL is set. DJANGO_ENV=production: DEBUG
off, and the process refuses to start without a real SECRET_KEY and
ALLOWED_HOSTS.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import dj_database_url
from django.core.exceptions import ImproperlyConfigured

BASE_DIR = Path(__file__).resolve().parent.parent

DEV_SECRET_KEY = "dev-only-insecure-key-do-not-use-in-production"


def env_bool(name: str, default: bool) -> bool:
    raw = os.environ.get(name)
    if raw is None or raw == "":
        return default
    return raw.strip().lower() in {"1", "true", "yes", "on"}


def env_list(name: str, default: list[str]) -> list[str]:
    raw = os.environ.get(name)
    if not raw:
        return default
    return [item.strip() for item in raw.split(",") if item.strip()]


def env_rate(name: str, default: str) -> str | None:
    raw = os.environ.get(name) or default
    return None if raw.strip().lower() == "off" else raw.strip()


def env_turn_seconds(name: str, default: int) -> int | None:
    """A turn clock in seconds: unset is ``default``; ``0`` or empty turns it off (None)."""
    raw = os.environ.get(name)
    if raw is None:
        return default or None
    try:
        seconds = int(raw.strip() or "0")
    except ValueError:
        raise ImproperlyConfigured(f"{name} is a number of seconds, or 0 (or empty) for no turn clock.") from None
    return seconds or None


DJANGO_ENV = os.environ.get("DJANGO_ENV", "development")
if DJANGO_ENV not in {"development", "production"}:
    raise ImproperlyConfigured("DJANGO_ENV must be 'development' or 'production'.")
PRODUCTION = DJANGO_ENV == "production"

DEBUG = env_bool("DEBUG", default=not PRODUCTION)
SECRET_KEY = os.environ.get("SECRET_KEY", DEV_SECRET_KEY)
if PRODUCTION and SECRET_KEY in {"", DEV_SECRET_KEY}:
    raise ImproperlyConfigured("Set SECRET_KEY: production refuses to start with the default secret key.")
ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", [] if PRODUCTION else ["127.0.0.1", "localhost", "testserver", "[::1]"])
if PRODUCTION and not ALLOWED_HOSTS:
    raise ImproperlyConfigured("Set ALLOWED_HOSTS in production.")
CSRF_TRUSTED_ORIGINS = env_list("CSRF_TRUSTED_ORIGINS", [])
CSRF_FAILURE_VIEW = "core.http.csrf_failure"

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "rest_framework",
    "rest_framework.authtoken",
    "django_filters",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "players",
    "games",
    "tournaments",
    "ranks",
    "matchmaking",
    "streams",
    "webhooks",
]

MIDDLEWARE = [
    # First: refuse oversized and malformed requests as JSON before anything parses them.
    "core.http.RequestGuardMiddleware",
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    # ETag on every GET answer (a hash of the body the caller gets), and 304 Not
    # Modified for an If-None-Match that still matches: a polling client reloads
    # nothing while a game stands still. Before anything that changes the body.
    "django.middleware.http.ConditionalGetMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
]

ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"
ASGI_APPLICATION = "config.asgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

DATABASES = {
    "default": dj_database_url.parse(
        os.environ.get("DATABASE_URL", f"sqlite:///{BASE_DIR / 'db.sqlite3'}"),
        conn_max_age=int(os.environ.get("DATABASE_CONN_MAX_AGE", "0")),
    )
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # SQLite has no row locks: take the write lock at BEGIN so two turn
    # submissions serialise instead of failing with "database is locked".
    DATABASES["default"].setdefault("OPTIONS", {}).update({"transaction_mode": "IMMEDIATE", "timeout": 20})

# The cache holds the rate-limit counters: Redis when CACHE_URL is set (shared
# by every web process), else this process's memory (the embedded default).
CACHE_URL = os.environ.get("CACHE_URL", "")
CACHES = {
    "default": {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": CACHE_URL}
    if CACHE_URL
    else {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": "ladders"}
}

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
]

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATIC_ROOT = BASE_DIR / "staticfiles"
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {
        "BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"
        if PRODUCTION
        else "django.contrib.staticfiles.storage.StaticFilesStorage"
    },
}

if PRODUCTION:
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    SESSION_COOKIE_SECURE = env_bool("SECURE_COOKIES", True)
    CSRF_COOKIE_SECURE = env_bool("SECURE_COOKIES", True)

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": [
        # Token only: the API has one auth scheme, and the schema shows only
        # it (a session cookie would also need CSRF tokens and confuses Swagger).
        "players.authentication.PlayerTokenAuthentication",
    ],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticatedOrReadOnly"],
    "DEFAULT_SCHEMA_CLASS": "core.schema.AutoSchema",
    "DEFAULT_FILTER_BACKENDS": ["core.filters.StrictFilterBackend"],
    "DEFAULT_PAGINATION_CLASS": "core.pagination.StrictPageNumberPagination",
    "PAGE_SIZE": 50,
    "EXCEPTION_HANDLER": "core.errors.api_exception_handler",
    "TEST_REQUEST_DEFAULT_FORMAT": "json",
    # The API speaks JSON only, in and out (the schema says so too).
    "DEFAULT_PARSER_CLASSES": ["core.parsers.BoundedJSONParser"],
    "DEFAULT_RENDERER_CLASSES": ["rest_framework.renderers.JSONRenderer"],
    # Proxies in front of gunicorn whose X-Forwarded-For the throttles trust
    # (docker-compose's proxy: 1); unset, the client address is REMOTE_ADDR.
    # 0, not DRF's None: with None DRF keys a client by the whole X-Forwarded-For
    # header, which the client writes, so a new header each time escaped every
    # per-address limit (registrations, token rotations).
    "NUM_PROXIES": int(os.environ.get("NUM_PROXIES") or 0),
}

SPECTACULAR_SETTINGS = {
    "TITLE": "Ladders game service API",
    "DESCRIPTION": (
        "Play Shootin' Ladders, Ladder 29, Shrinks and Ladders and friends over HTTP. "
        "Authenticate with `Authorization: Token <key>` (register with POST /api/v1/players/). "
        "Every error is JSON `{code, detail}`; `code` is machine-readable."
    ),
    "VERSION": "1.0.0",
    "SERVE_INCLUDE_SCHEMA": False,
    "COMPONENT_SPLIT_REQUEST": True,
    # Serve Swagger UI and ReDoc from our own static files, not a CDN.
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
    "POSTPROCESSING_HOOKS": ["drf_spectacular.hooks.postprocess_schema_enums", "core.schema.postprocess"],
    "ENUM_NAME_OVERRIDES": {
        "GameStatusEnum": "games.models.GameStatus",
        "SeatTypeEnum": "games.models.SeatType",
        "DeadlinePolicyEnum": "games.models.DeadlinePolicy",
        "ActionReasonEnum": "games.models.ActionReason",
        "TicketStatusEnum": "matchmaking.models.TicketStatus",
        "WebhookEventTypeEnum": "webhooks.models.EventType",
        "WebhookDeliveryStatusEnum": "webhooks.models.DeliveryStatus",
    },
}

# --- Celery ---------------------------------------------------------------
# No broker: run tasks in-process (the embedded default and the unit tests).
CELERY_TASK_ALWAYS_EAGER = not os.environ.get("CELERY_BROKER_URL")
CELERY_BROKER_URL = (
    os.environ.get("CELERY_BROKER_URL") or "memory://localhost/"
)  # a host, or kombu warns on every enqueue
CELERY_TASK_EAGER_PROPAGATES = True
CELERY_RESULT_BACKEND = os.environ.get("CELERY_RESULT_BACKEND") or None
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
# Celery's Django fixup closes the database connection around every task unless this is
# set (it then closes it every this many tasks); config/celery.py applies CONN_MAX_AGE
# around each task instead, as Django does around each request.
CELERY_DB_REUSE_MAX = 1000
CELERY_TASK_SERIALIZER = "json"
CELERY_ACCEPT_CONTENT = ["json"]
# With acks_late, Redis redelivers a task not acked within the visibility
# timeout. An AI turn takes seconds, so 10 minutes is long enough never to
# redeliver a running task, and short enough to recover a crashed worker's
# work promptly (the beat sweep also re-enqueues lost AI turns).
CELERY_BROKER_TRANSPORT_OPTIONS = {"visibility_timeout": int(os.environ.get("CELERY_VISIBILITY_TIMEOUT", "600"))}
CELERY_BEAT_SCHEDULE = {
    "ai-turns-sweep": {"task": "games.tasks.sweep_ai_turns", "schedule": 30.0},
    "turn-deadlines": {"task": "games.tasks.enforce_turn_deadlines", "schedule": 15.0},
    # Finished games whose rank task was lost, applied in batches.
    "ranks-catch-up": {"task": "ranks.tasks.apply_pending_ranks", "schedule": 300.0},
    # The incremental rank updates already equal this; the nightly rebuild
    # repairs anything lost (a task dropped with its broker, a manual edit).
    "ranks-recompute": {"task": "ranks.tasks.recompute_ranks", "schedule": 86400.0},
    "tournament-tables-sweep": {"task": "tournaments.tasks.sweep_tournament_tables", "schedule": 60.0},
    # Quick play: group searching tickets into games (and expire stale ones).
    "matchmaking-pass": {"task": "matchmaking.tasks.match_tickets", "schedule": 2.0},
    # Webhook deliveries whose task was lost, or whose retry wait was too long for a countdown.
    "webhook-deliveries-sweep": {"task": "webhooks.tasks.sweep_webhook_deliveries", "schedule": 30.0},
}

# --- The game service -------------------------------------------------------
LADDERS: dict[str, Any] = {
    # AI actions one task plays before handing the rest to a fresh task.
    "AI_ACTIONS_PER_TASK": int(os.environ.get("LADDERS_AI_ACTIONS_PER_TASK", "50")),
    # No broker: the web process runs tasks on an in-process worker after the
    # response, and the beat schedule on its own thread (core.inprocess).
    # Off: tasks run inside the request that queued them (the old eager mode).
    "INPROCESS_WORKER": os.environ.get("LADDERS_INPROCESS_WORKER", "on").lower() not in ("off", "0", "false"),
    "INPROCESS_WORKER_THREADS": int(os.environ.get("LADDERS_INPROCESS_WORKER_THREADS", "2")),
    # An AI turn not played this long after it fell due is re-enqueued by the sweep.
    "AI_SWEEP_AFTER_SECONDS": int(os.environ.get("LADDERS_AI_SWEEP_AFTER_SECONDS", "60")),
    # The turn clock of quick-play games (matchmaking): seconds per turn (None: no
    # deadline), and what a late turn gets: "random" (the random bot plays it) or
    # "forfeit". Checked at startup (matchmaking.apps: 1 s to 30 days, a known policy).
    "MATCH_TURN_SECONDS": env_turn_seconds("LADDERS_MATCH_TURN_SECONDS", 300),
    "MATCH_DEADLINE_POLICY": os.environ.get("LADDERS_MATCH_DEADLINE_POLICY") or "random",
    # Request bounds (core.http, core.parsers): larger bodies are 413,
    # longer URLs 414, longer headers 431, deeper JSON 400.
    "MAX_BODY_BYTES": int(os.environ.get("LADDERS_MAX_BODY_BYTES", str(1024 * 1024))),
    "MAX_URL_CHARS": int(os.environ.get("LADDERS_MAX_URL_CHARS", "4000")),
    "MAX_HEADER_CHARS": int(os.environ.get("LADDERS_MAX_HEADER_CHARS", "8000")),
    "MAX_JSON_DEPTH": int(os.environ.get("LADDERS_MAX_JSON_DEPTH", "64")),
    # Rate limits (core.throttles), "<n>/<second|minute|hour|day>"; "off" turns one off.
    "THROTTLE_RATES": {
        # Registrations per client address.
        "register": env_rate("LADDERS_THROTTLE_REGISTER", "20/hour"),
        # Actions submitted per token.
        "actions": env_rate("LADDERS_THROTTLE_ACTIONS", "300/minute"),
        # Token rotations per client address.
        "token": env_rate("LADDERS_THROTTLE_TOKEN", "30/hour"),
        # Games created (rematches too) and quick-play tickets opened per player, together (each may
        # seat bots, whose turns take worker CPU).
        "games": env_rate("LADDERS_THROTTLE_GAMES", "120/hour"),
        # Data exports per player (each reads every row about them).
        "export": env_rate("LADDERS_THROTTLE_EXPORT", "10/hour"),
        # Seat reservations changed per player (each may tell a player `invited`, by stream and webhook).
        "invites": env_rate("LADDERS_THROTTLE_INVITES", "60/hour"),
        # Verifications per player or client address (each replays a whole game).
        "verify": env_rate("LADDERS_THROTTLE_VERIFY", "120/hour"),
    },
    # A retry of a token rotation (its Idempotency-Key, sent with the replaced key)
    # gets the new key back for this long (players.services.player_token_rotate).
    "TOKEN_ROTATION_REPLAY_SECONDS": int(os.environ.get("LADDERS_TOKEN_ROTATION_REPLAY_SECONDS", "600")),
}
# --- Event streams (streams/, docs/api.md "Event streams") -------------------
# Fan-out through Redis pub/sub: the broker's Redis unless set apart; none (no
# Redis broker, the embedded default) fans out in-process, within one process.
_broker = os.environ.get("CELERY_BROKER_URL", "")
LADDERS["STREAM_REDIS_URL"] = os.environ.get("LADDERS_STREAM_REDIS_URL") or (
    _broker if _broker.startswith(("redis://", "rediss://", "unix://")) else ""
)
# Redis channel names start with this; empty: "ladders:<database name>:".
LADDERS["STREAM_CHANNEL_PREFIX"] = os.environ.get("LADDERS_STREAM_CHANNEL_PREFIX", "")
# A comment line this often keeps proxies and clients from timing the stream out;
# a game stream also re-reads its log then (recovering any lost message).
LADDERS["STREAM_HEARTBEAT_SECONDS"] = float(os.environ.get("LADDERS_STREAM_HEARTBEAT_SECONDS", "15"))
# A stream closes after this long (0: never); clients reconnect with Last-Event-ID.
LADDERS["STREAM_MAX_SECONDS"] = float(os.environ.get("LADDERS_STREAM_MAX_SECONDS", "3600"))
# How often an open stream checks that the token it was opened with is still live
# (at its next heartbeat once due); a replaced or revoked token's streams close then.
LADDERS["STREAM_REAUTH_SECONDS"] = float(os.environ.get("LADDERS_STREAM_REAUTH_SECONDS", "60"))
# What an EventSource waits before reconnecting (the stream's first line, retry:).
LADDERS["STREAM_RETRY_MILLISECONDS"] = int(os.environ.get("LADDERS_STREAM_RETRY_MILLISECONDS", "2000"))

# Webhooks (webhooks/services.py): where they may point, and the retry schedule.
WEBHOOKS: dict[str, Any] = {
    # http:// only to a loopback host, and only in development.
    "ALLOW_HTTP_LOOPBACK": env_bool("LADDERS_WEBHOOK_ALLOW_HTTP_LOOPBACK", not PRODUCTION),
    # Production: the host is resolved and must be public (no loopback, private, link-local: SSRF).
    "ALLOW_PRIVATE": env_bool("LADDERS_WEBHOOK_ALLOW_PRIVATE", not PRODUCTION),
    "TIMEOUT_SECONDS": float(os.environ.get("LADDERS_WEBHOOK_TIMEOUT_SECONDS", "10")),
    # Retry n waits BASE * FACTOR**(n-1) seconds, at most MAX; a delivery gives up after MAX_ATTEMPTS.
    "RETRY_BASE_SECONDS": float(os.environ.get("LADDERS_WEBHOOK_RETRY_BASE_SECONDS", "10")),
    "RETRY_FACTOR": float(os.environ.get("LADDERS_WEBHOOK_RETRY_FACTOR", "3")),
    "RETRY_MAX_SECONDS": float(os.environ.get("LADDERS_WEBHOOK_RETRY_MAX_SECONDS", str(6 * 3600))),
    "MAX_ATTEMPTS": int(os.environ.get("LADDERS_WEBHOOK_MAX_ATTEMPTS", "10")),
    # This many failed attempts in a row (a whole delivery's schedule by default) disable a webhook.
    "DISABLE_AFTER_FAILURES": int(os.environ.get("LADDERS_WEBHOOK_DISABLE_AFTER_FAILURES", "10")),
    "MAX_PER_OWNER": 10,
    # Retries due within this are a task countdown; later ones wait for the beat sweep.
    "COUNTDOWN_MAX_SECONDS": 300.0,
    "SWEEP_GRACE_SECONDS": 15.0,
    "LEASE_SLACK_SECONDS": 30.0,
}

# Django's own bound on a body it reads (forms, the admin); the API's is above.
DATA_UPLOAD_MAX_MEMORY_SIZE = LADDERS["MAX_BODY_BYTES"]

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": os.environ.get("LOG_LEVEL", "INFO")},
    # In-process (eager) tasks would log a line per bot move into the web log.
    "loggers": {"celery.app.trace": {"level": "WARNING" if CELERY_TASK_ALWAYS_EAGER else "INFO"}},
}
