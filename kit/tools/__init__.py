"""Command-line tools: ``python -m kit.tools.exercises`` and ``python -m kit.tools.app``."""
