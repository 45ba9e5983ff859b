"""One module per game, each following the pattern described in :mod:`kit.engine`."""
