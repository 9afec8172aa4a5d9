FROM python:3.11-slim
ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1
WORKDIR /app
# Run as an unprivileged user; the code and static files stay root-owned, read-only to it.
RUN useradd --system --uid 10001 --no-create-home --shell /usr/sbin/nologin ladders
COPY pyproject.toml README.md gunicorn.conf.py ./
COPY config ./config
COPY core ./core
COPY ladders ./ladders
COPY games ./games
COPY players ./players
COPY tournaments ./tournaments
COPY ranks ./ranks
COPY matchmaking ./matchmaking
COPY streams ./streams
COPY webhooks ./webhooks
COPY manage.py ./
RUN pip install --no-cache-dir .
# Collect under the production settings the image runs with: production
# serves hashed names from whitenoise's manifest, which only a production
# collectstatic writes (a development one leaves admin, Swagger UI and ReDoc 500).
RUN DJANGO_ENV=production SECRET_KEY=collectstatic-only-not-a-real-key ALLOWED_HOSTS=localhost \
    python manage.py collectstatic --noinput -v0
USER ladders
EXPOSE 8000
# GET /healthz: the process answers and reaches its database.
HEALTHCHECK --interval=15s --timeout=5s --start-period=20s --retries=3 \
    CMD ["python", "-c", "import urllib.request as u; u.urlopen(u.Request('http://127.0.0.1:8000/healthz', headers={'Host': 'localhost'}), timeout=4)"]
# Bind address, workers and request-line limits: gunicorn.conf.py. The event
# streams' service runs the same image as
#   GUNICORN_WORKER_CLASS=uvicorn_worker.UvicornWorker gunicorn config.asgi:application
CMD ["gunicorn", "config.wsgi:application"]
