"""Simulation layer: fast paths and batch runs on top of the engine (never the other way round)."""
