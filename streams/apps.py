from django.apps import AppConfig


class StreamsConfig(AppConfig):
    """Server-sent event streams: a game's log and a player's notices (no models)."""

    name = "streams"
