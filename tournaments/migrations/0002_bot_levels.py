"""Bot entrants are named by level now (see games 0002_bot_levels)."""

from django.db import migrations

from games.migrations._bot_levels import OLD_TO_LEVEL


def forwards(apps, schema_editor):
    Entrant = apps.get_model("tournaments", "Entrant")
    for old, level in OLD_TO_LEVEL.items():
        Entrant.objects.filter(bot=old).update(bot=level)


class Migration(migrations.Migration):
    dependencies = [("tournaments", "0001_initial"), ("games", "0002_bot_levels")]
    operations = [migrations.RunPython(forwards, migrations.RunPython.noop)]
