from django.apps import AppConfig


class PlayersConfig(AppConfig):
    name = "players"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from games.signals import game_finished
        from players.tasks import enqueue_rank_update

        game_finished.connect(enqueue_rank_update, dispatch_uid="players.enqueue_rank_update")
