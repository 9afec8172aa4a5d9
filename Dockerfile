FROM python:3.11-slim
ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1
WORKDIR /app
COPY pyproject.toml README.md ./
COPY config ./config
COPY ladders ./ladders
COPY games ./games
COPY players ./players
COPY tournaments ./tournaments
COPY manage.py ./
RUN pip install --no-cache-dir .
RUN DJANGO_ENV=development python manage.py collectstatic --noinput -v0
EXPOSE 8000
CMD ["gunicorn", "config.wsgi:application", "--bind", "0.0.0.0:8000", "--workers", "3"]
