from django.apps import AppConfig


class WebhooksConfig(AppConfig):
    name = "webhooks"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        # Registers the task webhooks.services queues by name (core.dispatch): without it
        # a web process, which never runs Celery's autodiscovery, could not enqueue a
        # delivery and left it to the beat sweep, up to 30 s later.
        from webhooks import receivers, tasks  # noqa: F401  (and connects the receivers)
