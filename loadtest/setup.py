"""Before a load run: the organiser (a staff account) whose token creates and
starts the Swiss tournament the simulated players enter. Prints a line for the
shell: ``export LOAD_STAFF_TOKEN=...``."""

from __future__ import annotations

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

import django

django.setup()

from django.contrib.auth import get_user_model  # noqa: E402
from rest_framework.authtoken.models import Token  # noqa: E402


def main() -> None:
    user_model = get_user_model()
    organiser = user_model.objects.filter(username="load-organiser").first()
    if organiser is None:
        organiser = user_model.objects.create_superuser("load-organiser", "load@example.com", None)
    token, _ = Token.objects.get_or_create(user=organiser)
    print(f"export LOAD_STAFF_TOKEN={token.key}")


if __name__ == "__main__":
    main()
