"""Rate limits (DRF throttles) with their rates in settings.LADDERS["THROTTLE_RATES"].

The counters live where Django's default cache does: Redis when CACHE_URL is set
(shared by every web process, so a limit holds across them), the local memory
cache otherwise (the embedded default: one process). Each is a moving window, as
DRF's: at most N requests in any span of the period. A refusal is 429
``{code: "throttled", detail}`` with ``Retry-After`` in seconds.

On Redis the window is the ``limits`` library's (its Lua script): one round trip
that checks and counts at once. DRF's own throttle reads the history and writes it
back, two round trips (a tenth of a turn POST's time on a loaded machine, issue #45)
between which another web process's request to the same key is not counted.
"""

from __future__ import annotations

import time
from functools import lru_cache
from typing import Any

from django.conf import settings
from limits import RateLimitItem, RateLimitItemPerSecond
from limits.storage import RedisStorage
from limits.strategies import MovingWindowRateLimiter
from rest_framework.request import Request
from rest_framework.throttling import SimpleRateThrottle
from rest_framework.views import APIView

REDIS_CACHE_BACKEND = "django.core.cache.backends.redis.RedisCache"
# The options of a cache's Redis client that its rate limits' client takes too (a lost
# Redis fails as fast for one as for the other).
SHARED_REDIS_OPTIONS = ("socket_connect_timeout", "socket_timeout")


@lru_cache(maxsize=8)
def _redis_limiter(location: str, options: tuple[tuple[str, Any], ...]) -> MovingWindowRateLimiter:
    return MovingWindowRateLimiter(RedisStorage(location, **dict(options)))


def redis_limiter() -> MovingWindowRateLimiter | None:
    """The moving-window limiter on the default cache's Redis, None when that cache is
    not Redis (then DRF's throttle keeps the counters in the cache itself)."""
    cache: dict[str, Any] = settings.CACHES["default"]
    if cache.get("BACKEND") != REDIS_CACHE_BACKEND:
        return None
    location = cache["LOCATION"]
    first = location if isinstance(location, str) else location[0]
    options: dict[str, Any] = cache.get("OPTIONS", {})
    return _redis_limiter(first.split(",")[0], tuple((k, options[k]) for k in SHARED_REDIS_OPTIONS if k in options))


@lru_cache(maxsize=32)
def rate_item(num_requests: int, duration: int) -> RateLimitItem:
    return RateLimitItemPerSecond(num_requests, duration)


class SettingsRateThrottle(SimpleRateThrottle):
    """Reads its rate from settings on every request (not once at import), so
    a deployment or a test can change it; a rate of None turns it off."""

    retry_after: float | None = None

    def get_rate(self) -> str | None:
        rate: str | None = settings.LADDERS["THROTTLE_RATES"].get(self.scope)
        return rate

    def allow_request(self, request: Request, view: APIView) -> bool:
        limiter = redis_limiter()
        if limiter is None:
            return super().allow_request(request, view)
        if self.rate is None:
            return True
        self.key = self.get_cache_key(request, view)
        if self.key is None:
            return True
        num_requests, duration = self.parse_rate(self.rate)
        if num_requests is None or duration is None:
            return True
        item = rate_item(num_requests, duration)
        if limiter.hit(item, self.key):
            return True
        # Refused: the wait is until the window's oldest request leaves it.
        reset_at, _remaining = limiter.get_window_stats(item, self.key)
        self.retry_after = max(0.0, reset_at - time.time())
        return False

    def wait(self) -> float | None:
        if self.retry_after is not None:
            return self.retry_after
        return super().wait()


class RegistrationThrottle(SettingsRateThrottle):
    """Registrations per client address (REMOTE_ADDR, or X-Forwarded-For
    behind NUM_PROXIES trusted proxies)."""

    scope = "register"

    def get_cache_key(self, request: Request, view: APIView) -> str:
        return self.cache_format % {"scope": self.scope, "ident": self.get_ident(request)}


class ActionThrottle(SettingsRateThrottle):
    """Actions submitted per token (per authenticated user)."""

    scope = "actions"

    def get_cache_key(self, request: Request, view: APIView) -> str:
        if not request.user or not request.user.is_authenticated:
            return self.cache_format % {"scope": self.scope, "ident": self.get_ident(request)}
        return self.cache_format % {"scope": self.scope, "ident": request.user.pk}


class TokenRotationThrottle(RegistrationThrottle):
    """Token rotations per client address (the view authenticates by itself,
    so there is no user to count by before it runs)."""

    scope = "token"


class GameCreateThrottle(ActionThrottle):
    """Games asked for per player, created (POST /games/, a rematch) or queued for
    (quick-play tickets, which seat bots at once with bots_after): each may seat
    bots whose turns take worker CPU."""

    scope = "games"


class ExportThrottle(ActionThrottle):
    """Data exports per player (per authenticated user)."""

    scope = "export"


class InviteThrottle(ActionThrottle):
    """Seat reservations changed per player (POST /games/{id}/reserve/): each may send
    the invitee an ``invited`` notice and webhook delivery, so switching a seat back and
    forth would flood them."""

    scope = "invites"


class VerifyThrottle(ActionThrottle):
    """Verifications per player, or per client address for anonymous callers
    (GET /games/{id}/verify/ replays the whole game on the web process)."""

    scope = "verify"
