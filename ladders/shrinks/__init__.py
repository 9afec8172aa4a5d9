"""Shrinks and Ladders."""
