import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
application = get_wsgi_application()

# The embedded default (no broker): AI turns, tournament games and the
# periodic jobs run on this process's in-process worker, after the response.
from core.inprocess import start_if_embedded  # noqa: E402

start_if_embedded()
