"""Admin: open tickets and recent matches, with how long each waited."""

from __future__ import annotations

from django.contrib import admin

from core.admin_numbers import float_fields, rounded_fields
from matchmaking.models import Match, Ticket
from matchmaking.services import MATCH_COLUMNS


@admin.register(Ticket)
class TicketAdmin(admin.ModelAdmin):
    list_display = rounded_fields(
        Ticket, ["id", "player", "ruleset", "scenario", "status", "rating", "seats", "bots", "waited", "game"]
    )
    list_filter = ["status", "ruleset"]
    search_fields = ["player__handle"]
    list_select_related = ["player"]
    # Floats to two places: shown as read-only displays, left off the form.
    readonly_fields = rounded_fields(Ticket, [f.name for f in Ticket._meta.fields])
    exclude = float_fields(Ticket)
    ordering = ["-created_at"]

    @admin.display(description="seats")
    def seats(self, obj: Ticket) -> str:
        return f"{obj.min_seats}-{obj.max_seats}"

    @admin.display(description="bots")
    def bots(self, obj: Ticket) -> str:
        return "-" if obj.bots_after is None else f"{obj.bot} after {obj.bots_after}s"

    @admin.display(description="waited (s)")
    def waited(self, obj: Ticket) -> str:
        return f"{obj.waited_seconds:.1f}"

    def has_add_permission(self, request: object) -> bool:
        return False


@admin.register(Match)
class MatchAdmin(admin.ModelAdmin):
    # The columns the service writes (game_id shown as its game), after the id.
    list_display = rounded_fields(Match, ["id", "game", *(c for c in MATCH_COLUMNS if c != "game_id")])
    list_filter = ["ruleset", "bots"]
    readonly_fields = rounded_fields(Match, [f.name for f in Match._meta.fields])
    exclude = float_fields(Match)
    ordering = ["-created_at"]

    def has_add_permission(self, request: object) -> bool:
        return False
