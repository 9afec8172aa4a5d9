from django.contrib import admin
from django.urls import include, path, re_path
from django.views.generic import RedirectView
from drf_spectacular.views import SpectacularAPIView, SpectacularRedocView, SpectacularSwaggerView

from core import http

urlpatterns = [
    path("", RedirectView.as_view(url="/api/docs/", permanent=False)),
    path("admin/", admin.site.urls),
    path("healthz", http.healthz, name="healthz"),
    path("api/v1/", include("streams.urls")),
    path("api/v1/", include("players.urls")),
    path("api/v1/", include("games.urls")),
    path("api/v1/", include("tournaments.urls")),
    path("api/v1/", include("ranks.urls")),
    path("api/v1/", include("matchmaking.urls")),
    path("api/v1/", include("webhooks.urls")),
    path("api/schema/", SpectacularAPIView.as_view(), name="schema"),
    path("api/docs/", SpectacularSwaggerView.as_view(url_name="schema"), name="swagger-ui"),
    path("api/redoc/", SpectacularRedocView.as_view(url_name="schema"), name="redoc"),
    # Last: any other /api/ path is a JSON 404, also with DEBUG on.
    re_path(r"^api/", http.api_not_found),
]

handler400 = http.bad_request
handler403 = http.permission_denied
handler404 = http.not_found
handler500 = http.server_error
