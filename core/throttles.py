"""Rate limits (DRF throttles) with their rates in settings.LADDERS["THROTTLE_RATES"].

The counters live in Django's default cache: Redis when CACHE_URL is set
(shared by every web process, so a limit holds across them), the local
memory cache otherwise (the embedded default: one process). A refusal is
429 ``{code: "throttled", detail}`` with ``Retry-After`` in seconds.
"""

from __future__ import annotations

from django.conf import settings
from rest_framework.request import Request
from rest_framework.throttling import SimpleRateThrottle
from rest_framework.views import APIView


class SettingsRateThrottle(SimpleRateThrottle):
    """Reads its rate from settings on every request (not once at import), so
    a deployment or a test can change it; a rate of None turns it off."""

    def get_rate(self) -> str | None:
        rate: str | None = settings.LADDERS["THROTTLE_RATES"].get(self.scope)
        return rate


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
