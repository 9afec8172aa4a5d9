"""The rank models move here from ``players``: Django's state only.

The tables (``players_playerrank``, ``players_ratinghistory``,
``players_rankupdate``) keep their names, rows, indexes and constraints, so
no row is copied and no lock is taken; ``players/migrations/0003`` drops the
models from players' state. The content types follow, so the admin
permissions granted on them carry over."""

import django.db.models.deletion
from django.db import migrations, models

MODELS = ("playerrank", "ratinghistory", "rankupdate")


def _move_content_types(apps, old_label, new_label):
    content_type = apps.get_model("contenttypes", "ContentType")
    for model in MODELS:
        if not content_type.objects.filter(app_label=new_label, model=model).exists():
            content_type.objects.filter(app_label=old_label, model=model).update(app_label=new_label)


def content_types_to_ranks(apps, schema_editor):
    _move_content_types(apps, "players", "ranks")


def content_types_to_players(apps, schema_editor):
    _move_content_types(apps, "ranks", "players")


class Migration(migrations.Migration):
    initial = True

    dependencies = [
        ("contenttypes", "0002_remove_content_type_name"),
        ("games", "0001_initial"),
        ("players", "0002_ranks"),
    ]

    state_operations = [
        migrations.CreateModel(
            name="RankUpdate",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("applied_at", models.DateTimeField(auto_now_add=True)),
                (
                    "game",
                    models.OneToOneField(
                        on_delete=django.db.models.deletion.CASCADE, related_name="rank_update", to="games.game"
                    ),
                ),
            ],
            options={"db_table": "players_rankupdate", "ordering": ["id"]},
        ),
        migrations.CreateModel(
            name="PlayerRank",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("scope", models.CharField(max_length=80)),
                ("mu", models.FloatField()),
                ("sigma", models.FloatField()),
                (
                    "rating",
                    models.FloatField(help_text="mu - 3 sigma: the conservative skill estimate leaderboards sort by."),
                ),
                ("frags", models.PositiveIntegerField(default=0)),
                ("trophies", models.PositiveIntegerField(default=0)),
                ("wins", models.PositiveIntegerField(default=0)),
                ("games_played", models.PositiveIntegerField(default=0)),
                ("rated_games", models.PositiveIntegerField(default=0)),
                ("title", models.CharField(max_length=40)),
                ("updated_at", models.DateTimeField(auto_now=True)),
                (
                    "player",
                    models.ForeignKey(
                        on_delete=django.db.models.deletion.CASCADE, related_name="ranks", to="players.player"
                    ),
                ),
            ],
            options={
                "db_table": "players_playerrank",
                "ordering": ["scope", "-rating"],
                "indexes": [
                    models.Index(fields=["scope", "-rating"], name="rank_scope_rating"),
                    models.Index(fields=["scope", "-frags"], name="rank_scope_frags"),
                    models.Index(fields=["scope", "-trophies"], name="rank_scope_trophies"),
                    models.Index(fields=["scope", "-wins"], name="rank_scope_wins"),
                ],
                "constraints": [models.UniqueConstraint(fields=("player", "scope"), name="player_rank_unique_scope")],
            },
        ),
        migrations.CreateModel(
            name="RatingHistory",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("scope", models.CharField(max_length=80)),
                ("mu", models.FloatField()),
                ("sigma", models.FloatField()),
                ("rating", models.FloatField()),
                ("at", models.DateTimeField()),
                (
                    "game",
                    models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name="+", to="games.game"),
                ),
                (
                    "player",
                    models.ForeignKey(
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="rating_history",
                        to="players.player",
                    ),
                ),
            ],
            options={
                "db_table": "players_ratinghistory",
                "ordering": ["player", "scope", "at", "id"],
                "indexes": [models.Index(fields=["player", "scope", "at"], name="history_player_scope_at")],
            },
        ),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(state_operations=state_operations, database_operations=[]),
        migrations.RunPython(content_types_to_ranks, content_types_to_players, elidable=True),
    ]
