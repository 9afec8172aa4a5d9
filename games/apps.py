from django.apps import AppConfig


class GamesConfig(AppConfig):
    name = "games"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        # Registers the tasks that games.services queues by name (core.dispatch),
        # and connects the receivers of other apps' signals.
        from games import receivers, tasks  # noqa: F401
