"""Ladder 29: a climbing card game of firefighters (rulebook: shared/rulebooks/ladder-29.txt)."""
