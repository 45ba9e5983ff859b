"""Exact answers behind the probability lessons, one module per game (engine layer: no UI)."""
