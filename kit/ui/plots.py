"""Matplotlib pictures for the lessons (UI layer; the engine never imports this module).

Figures are made with ``matplotlib.figure.Figure`` directly, not pyplot, so no global figure
state is touched and the same call always draws the same picture.

Readable on a phone and on a projector.  A chart is shown at most as wide as the screen
allows: on a 390-px phone about 340 px, so a figure of :data:`FIGSIZE` (4.5 in, 405 px at
:data:`PNG_DPI`) shrinks by about 0.84, and text of :data:`MIN_FONT_PT` points (15 px at 90 dpi,
16.7 px at the notebooks' 100 dpi) stays at 12.5 px or more.  Long titles and labels wrap to
the figure's width instead of running off it.
"""

from __future__ import annotations

import io
import textwrap
from fractions import Fraction
from typing import Mapping

import numpy as np
from matplotlib.figure import Figure

FIGSIZE = (4.5, 3.2)
"""Every chart's size in inches: narrow, so it shrinks little on a phone (module docstring)."""

MIN_FONT_PT = 12
"""The smallest text of a chart (tick labels, legend), in points."""

FONTS = {"font.size": MIN_FONT_PT, "axes.titlesize": 13, "axes.labelsize": MIN_FONT_PT,
         "xtick.labelsize": MIN_FONT_PT, "ytick.labelsize": MIN_FONT_PT, "legend.fontsize": MIN_FONT_PT}
"""The charts' font sizes in points (matplotlib rc names): none below :data:`MIN_FONT_PT`."""

PNG_DPI = 90
"""The resolution of :func:`figure_png` (the apps' charts)."""


def count_histogram(
    counts: np.ndarray,
    exact: Mapping[int, Fraction] | None = None,
    *,
    title: str = "",
    xlabel: str = "",
    ylabel: str = "",
    simulated_label: str = "simulated",
    exact_label: str = "exact",
) -> Figure:
    """Bar chart of the relative frequency of each value in ``counts``, with exact dots.

    Args:
        counts: 1-D integer array of simulated values (shape ``(trials,)``).
        exact: optional exact distribution ``{value: probability}`` drawn as markers.
        title, xlabel, ylabel: texts (pass them from the catalogue, :func:`kit.i18n.t`).
        simulated_label, exact_label: legend entries.

    Returns:
        A ``Figure`` of :data:`FIGSIZE`.

    Raises:
        ValueError: ``counts`` is empty or not 1-D.
    """
    counts = np.asarray(counts)
    if counts.ndim != 1 or counts.size == 0:
        raise ValueError(f"counts must be a non-empty 1-D array, got shape {counts.shape}")
    top = int(counts.max())
    if exact:
        top = max(top, max(exact))
    values = np.arange(0, top + 1)
    freq = np.bincount(counts.astype(int), minlength=top + 1)[: top + 1] / counts.size
    fig = _figure()
    ax = fig.add_subplot()
    ax.bar(values, freq, width=0.6, color="#5dade2", label=simulated_label)
    if exact:
        xs = sorted(exact)
        ax.plot(xs, [float(exact[x]) for x in xs], "o", color="#c0392b", label=exact_label)
    ax.set_xticks(values)
    return _labelled(fig, ax, title, xlabel, ylabel, legend=True)


def figure_png(fig: Figure, dpi: int = PNG_DPI) -> bytes:
    """The figure as PNG bytes (for an ``ipywidgets.Image``)."""
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png", dpi=dpi)
    return buffer.getvalue()


def value_histogram(values: np.ndarray, *, bins: int = 60, title: str = "", xlabel: str = "", ylabel: str = "",
                    mean: float | None = None, mean_label: str = "mean") -> Figure:
    """Histogram of a simulated quantity with many values (e.g. game lengths), optional mean line.

    Args:
        values: 1-D array of numbers.
        bins: number of bins.
        mean: draw a vertical line here (pass the sample mean).

    Raises:
        ValueError: ``values`` is empty or not 1-D.
    """
    values = np.asarray(values)
    if values.ndim != 1 or values.size == 0:
        raise ValueError(f"values must be a non-empty 1-D array, got shape {values.shape}")
    fig = _figure()
    ax = fig.add_subplot()
    ax.hist(values, bins=bins, color="#5dade2", weights=np.full(values.size, 1 / values.size))
    if mean is not None:
        ax.axvline(mean, color="#c0392b", label=f"{mean_label} {mean:.1f}")
    return _labelled(fig, ax, title, xlabel, ylabel, legend=mean is not None)


def exact_and_simulated(xs, exact, simulated, low=None, high=None, *, title: str = "", xlabel: str = "",
                        ylabel: str = "", exact_label: str = "exact", simulated_label: str = "simulated") -> Figure:
    """An exact curve (line) with simulated points and their intervals (error bars)."""
    fig = _figure()
    ax = fig.add_subplot()
    ax.plot(xs, [float(v) for v in exact], "-", color="#c0392b", label=exact_label)
    sim = np.asarray(simulated, dtype=float)
    if low is not None and high is not None:
        err = np.vstack([sim - np.asarray(low, dtype=float), np.asarray(high, dtype=float) - sim])
        ax.errorbar(xs, sim, yerr=err, fmt="o", color="#2e86c1", label=simulated_label, capsize=3)
    else:
        ax.plot(xs, sim, "o", color="#2e86c1", label=simulated_label)
    return _labelled(fig, ax, title, xlabel, ylabel, legend=True)


def running_average(
    hits,
    exact: Fraction | float,
    title: str = "",
    xlabel: str = "",
    ylabel: str = "",
    *,
    sd: float | None = None,
    confidence: float = 0.95,
    reference: Fraction | float | None = None,
    average_label: str = "running average",
    exact_label: str = "exact",
    band_label: str = "95% band",
    reference_label: str = "",
    log_x: bool = True,
) -> Figure:
    """The law of large numbers as a picture: the average of the first ``n`` trials, for every
    ``n``, beside the exact value and a band that narrows like 1/√n.

    The line at ``n`` is ``mean(hits[:n])`` (the cumulative mean).  The band at ``n`` is
    ``exact ± z·sd/√n`` (z = 1.96 for 95%): where the average of ``n`` trials lands about 95
    times in 100 (normal approximation).  For 0/1 trials ``sd`` is ``sqrt(p(1 − p))`` with
    ``p = exact``, so the half-width is ``1.96·sqrt(p(1 − p)/n)``.

    Args:
        hits: 1-D array (shape ``(trials,)``) of bools or 0/1 (did the event happen?), or of
            numbers (then pass ``sd``).
        exact: the exact value (probability or expected value), drawn as a horizontal line.
        title, xlabel, ylabel: texts, in the edition's language.
        sd: the standard deviation of one trial; default ``sqrt(exact·(1 − exact))`` (0/1 trials).
        confidence: the band's coverage, strictly between 0 and 1.
        reference: optional second horizontal line (e.g. a tempting wrong answer), dashed.
        average_label, exact_label, band_label, reference_label: legend entries.
        log_x: a logarithmic n axis (each step ×10), so the early wandering and the late
            settling both show.

    Returns:
        A ``Figure`` of :data:`FIGSIZE`.

    Raises:
        ValueError: ``hits`` empty or not 1-D; ``sd`` missing when ``exact`` is not a
            probability, or negative.
    """
    from kit.prob import z_value

    values = np.asarray(hits, dtype=float)
    if values.ndim != 1 or values.size == 0:
        raise ValueError(f"hits must be a non-empty 1-D array, got shape {values.shape}")
    p = float(exact)
    proportion = sd is None
    if sd is None:
        if not 0 <= p <= 1:
            raise ValueError(f"exact={p} is not a probability: pass sd (the spread of one trial) for averages of numbers")
        sd = (p * (1 - p)) ** 0.5
    if sd < 0:
        raise ValueError(f"sd must be 0 or more, got {sd}")
    n = np.arange(1, values.size + 1)
    average = np.cumsum(values) / n
    half = z_value(confidence) * sd / np.sqrt(n)
    fig = _figure()
    ax = fig.add_subplot()
    ax.fill_between(n, p - half, p + half, color="#aed6f1", alpha=0.6, linewidth=0, label=band_label)
    ax.axhline(p, color="#c0392b", label=exact_label)
    if reference is not None:
        ax.axhline(float(reference), color="#7f8c8d", linestyle="--", label=reference_label)
    ax.plot(n, average, "-", color="#1f618d", linewidth=1.2, label=average_label)
    if log_x:
        ax.set_xscale("log")
    ax.set_xlim(1, max(values.size, 2))
    # the vertical window: twice the band's half-width at n = 100, so the settling shows
    spread = 2 * half[min(100, values.size) - 1]
    if reference is not None:
        spread = max(spread, 2 * abs(float(reference) - p))
    if spread > 0:
        low, high = p - spread, p + spread
        if proportion:  # a share of trials stays between 0 and 1
            low, high = max(low, 0.0), min(high, 1.0)
        ax.set_ylim(low, high)
    return _labelled(fig, ax, title, xlabel, ylabel, legend=True)


def _figure() -> Figure:
    """An empty figure of :data:`FIGSIZE`."""
    return Figure(figsize=FIGSIZE)


def _wrap(text: str, points: float, inches: float) -> str:
    """``text`` broken into lines that fit ``inches`` at ``points`` (a character is taken as
    0.6 of the font size wide, generous for sans-serif)."""
    return textwrap.fill(text, max(12, int(inches * 72 / (0.6 * points)))) if text else text


def _labelled(fig: Figure, ax, title: str, xlabel: str, ylabel: str, *, legend: bool) -> Figure:
    """Title, axis labels, the legend if asked, and a tight layout: the finish of every plot.

    Every text gets a size of :data:`FONTS` (none smaller than :data:`MIN_FONT_PT`), and long
    ones wrap to the figure's width (the y label to its height).
    """
    width, height = fig.get_size_inches()
    ax.set_title(_wrap(title, FONTS["axes.titlesize"], width), fontsize=FONTS["axes.titlesize"])
    ax.set_xlabel(_wrap(xlabel, FONTS["axes.labelsize"], width * 0.8), fontsize=FONTS["axes.labelsize"])
    ax.set_ylabel(_wrap(ylabel, FONTS["axes.labelsize"], height * 0.7), fontsize=FONTS["axes.labelsize"])
    ax.tick_params(labelsize=FONTS["xtick.labelsize"])
    if legend:
        ax.legend(fontsize=FONTS["legend.fontsize"])
    fig.tight_layout()
    return fig
