from django.apps import AppConfig
from django.core import checks


class MatchmakingConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "matchmaking"
    verbose_name = "Matchmaking"

    def ready(self) -> None:
        # Registers the tasks that matchmaking.services queues by name (core.dispatch).
        from matchmaking import receivers, tasks  # noqa: F401  (and connects the receivers)
        from matchmaking.checks import match_turn_clock_check

        checks.register(match_turn_clock_check)
