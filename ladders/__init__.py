"""The rules engine: pure Python, no Django, DRF or Celery import anywhere in it."""
