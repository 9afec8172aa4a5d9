"""Shootin' Ladders: Frag Fest (rulebook: shared/rulebooks/shootin-ladders-frag-fest.txt)."""
