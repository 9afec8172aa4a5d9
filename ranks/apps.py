from django.apps import AppConfig

# games.signals holds Signal objects only (no models), so it imports before the app registry is ready.
from games.signals import game_finished


class RanksConfig(AppConfig):
    name = "ranks"
    verbose_name = "Ranks and leaderboards"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        # Django's hook for wiring receivers: the task module imports models, which
        # may load only once the app registry is ready (not an import cycle).
        from ranks.tasks import enqueue_rank_update

        game_finished.connect(enqueue_rank_update, dispatch_uid="ranks.enqueue_rank_update")
        from ranks import receivers  # noqa: F401  (connects them)
        from ranks.selectors import ruleset_ratings
        from tournaments.selectors import rating_lookup_register

        rating_lookup_register(ruleset_ratings)  # a tournament seeded by rating reads them
