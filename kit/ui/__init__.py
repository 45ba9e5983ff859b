"""The thin UI layer: card pictures (SVG), widgets, plots and apps. It calls the engine;
the engine never imports it."""
