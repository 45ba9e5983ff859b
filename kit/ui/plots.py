"""Matplotlib pictures for the lessons (UI layer; the engine never imports this module).

Figures are made with ``matplotlib.figure.Figure`` directly, not pyplot, so no global figure
state is touched and the same call always draws the same picture.
"""

from __future__ import annotations

import io
from fractions import Fraction
from typing import Mapping

import numpy as np
from matplotlib.figure import Figure


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
        A 6.4×3.6 inch ``Figure``.

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
    fig = Figure(figsize=(6.4, 3.6))
    ax = fig.add_subplot()
    ax.bar(values, freq, width=0.6, color="#5dade2", label=simulated_label)
    if exact:
        xs = sorted(exact)
        ax.plot(xs, [float(exact[x]) for x in xs], "o", color="#c0392b", label=exact_label)
    ax.set_xticks(values)
    return _labelled(fig, ax, title, xlabel, ylabel, legend=True)


def figure_png(fig: Figure, dpi: int = 90) -> bytes:
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
    fig = Figure(figsize=(6.4, 3.6))
    ax = fig.add_subplot()
    ax.hist(values, bins=bins, color="#5dade2", weights=np.full(values.size, 1 / values.size))
    if mean is not None:
        ax.axvline(mean, color="#c0392b", label=f"{mean_label} {mean:.1f}")
    return _labelled(fig, ax, title, xlabel, ylabel, legend=mean is not None)


def exact_and_simulated(xs, exact, simulated, low=None, high=None, *, title: str = "", xlabel: str = "",
                        ylabel: str = "", exact_label: str = "exact", simulated_label: str = "simulated") -> Figure:
    """An exact curve (line) with simulated points and their intervals (error bars)."""
    fig = Figure(figsize=(6.4, 3.6))
    ax = fig.add_subplot()
    ax.plot(xs, [float(v) for v in exact], "-", color="#c0392b", label=exact_label)
    sim = np.asarray(simulated, dtype=float)
    if low is not None and high is not None:
        err = np.vstack([sim - np.asarray(low, dtype=float), np.asarray(high, dtype=float) - sim])
        ax.errorbar(xs, sim, yerr=err, fmt="o", color="#2e86c1", label=simulated_label, capsize=3)
    else:
        ax.plot(xs, sim, "o", color="#2e86c1", label=simulated_label)
    return _labelled(fig, ax, title, xlabel, ylabel, legend=True)


def _labelled(fig: Figure, ax, title: str, xlabel: str, ylabel: str, *, legend: bool) -> Figure:
    """Title, axis labels, the legend if asked, and a tight layout: the finish of every plot."""
    ax.set_title(title)
    ax.set_xlabel(xlabel)
    ax.set_ylabel(ylabel)
    if legend:
        ax.legend()
    fig.tight_layout()
    return fig
