"""Bots are named by level now (easy, normal, hard, random) within each ruleset:
rename the seats' old algorithm names to the level that plays the same way."""

from django.db import migrations

from games.migrations._bot_levels import OLD_TO_LEVEL


def forwards(apps, schema_editor):
    Seat = apps.get_model("games", "Seat")
    for old, level in OLD_TO_LEVEL.items():
        Seat.objects.filter(bot=old).update(bot=level)


class Migration(migrations.Migration):
    dependencies = [("games", "0001_initial")]
    operations = [migrations.RunPython(forwards, migrations.RunPython.noop)]
