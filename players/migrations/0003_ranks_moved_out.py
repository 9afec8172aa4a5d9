"""The rank models now live in the ``ranks`` app (ranks/migrations/0001):
they leave players' state; their tables stay, owned by ranks."""

from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [
        ("players", "0002_ranks"),
        ("ranks", "0001_initial"),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.DeleteModel(name="PlayerRank"),
                migrations.DeleteModel(name="RatingHistory"),
                migrations.DeleteModel(name="RankUpdate"),
            ],
            database_operations=[],
        ),
    ]
