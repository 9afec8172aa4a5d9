from __future__ import annotations

from django.contrib import admin

from players.models import Player


@admin.register(Player)
class PlayerAdmin(admin.ModelAdmin):
    list_display = ["handle", "user", "created_at", "deleted_at"]
    list_filter = [("deleted_at", admin.EmptyFieldListFilter)]
    search_fields = ["handle", "user__username"]
    readonly_fields = ["created_at", "deleted_at"]
