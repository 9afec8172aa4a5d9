"""Frag Deadlands (rulebook: shared/rulebooks/frag-deadlands.txt)."""
