"""Matplotlib pictures for the lessons (UI layer; the engine never imports this module).

Figures are made with ``matplotlib.figure.Figure`` directly, not pyplot, so no global figure
state is touched and the same call always draws the same picture.

Each chart function returns a :class:`Chart`: shown in a notebook as a PNG with a text
alternative (``<img alt=…>``), its matplotlib ``figure`` at hand.  Because the same call always
draws the same picture, a chart is drawn once: ``make editions`` keeps each lesson chart's PNG
in ``kit/lessons/data/charts/``, named by a fingerprint of the call (the function, every
argument, this module's code), and a page that makes the same call shows that file.  A page
served to a class then neither spends its first seconds drawing nor loads matplotlib at all
(about 30 MB less per student's kernel); a call with other arguments draws live, as before.

Readable on a phone and on a projector.  A chart is drawn at :data:`NOTEBOOK_DPI` (the apps' at
:data:`PNG_DPI`): a figure of :data:`FIGSIZE` (4.5 in) is 675 px wide, and the page shows it as
wide as the column allows up to 640 px (kit.css, ``img.kit-chart``): on a 1366-px projector its
text of :data:`MIN_FONT_PT` points is about 24 px, readable from the back of a room (at 100 dpi
charts were 450 px, their text 17 px); on a 390-px phone about 340 px wide, the same text
stays at 12.5 px or more.  Long titles and labels wrap to the figure's width instead of running
off it.
"""

from __future__ import annotations

import base64
import functools
import hashlib
import inspect
import io
import os
import textwrap
from fractions import Fraction
from html import escape
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Mapping

import numpy as np

if TYPE_CHECKING:
    from matplotlib.figure import Figure

FIGSIZE = (4.5, 3.8)
"""Every chart's size in inches: narrow, so it shrinks little on a phone (module docstring)."""

MIN_FONT_PT = 12
"""The smallest text of a chart (tick labels, legend), in points."""

FONTS = {"font.size": MIN_FONT_PT, "axes.titlesize": 13, "axes.labelsize": MIN_FONT_PT,
         "xtick.labelsize": MIN_FONT_PT, "ytick.labelsize": MIN_FONT_PT, "legend.fontsize": MIN_FONT_PT}
"""The charts' font sizes in points (matplotlib rc names): none below :data:`MIN_FONT_PT`."""

PNG_DPI = 150
"""The resolution of :func:`figure_png` (the apps' charts)."""

NOTEBOOK_DPI = 150
"""The resolution of a :class:`Chart` in a notebook (Jupyter's own for matplotlib)."""

CHARTS = Path(__file__).resolve().parents[1] / "lessons" / "data" / "charts"
"""Where ``make editions`` keeps the lessons' charts, one PNG per fingerprint."""

KEEP_CHARTS = "KIT_KEEP_CHARTS"
"""Environment variable: when set (``make editions`` sets it), a chart drawn live is kept in
:data:`CHARTS` for the pages to show without drawing."""

_SOURCE = hashlib.sha256(Path(__file__).read_bytes()).hexdigest()


def _fingerprint(value: Any) -> Any:
    """A plain, exact description of an argument (arrays by their bytes); raises TypeError for
    a value it cannot describe exactly (such a chart is then simply drawn live)."""
    if isinstance(value, np.ndarray):
        return ("array", value.dtype.str, value.shape, hashlib.sha256(np.ascontiguousarray(value).tobytes()).hexdigest())
    if isinstance(value, (np.integer, np.floating, np.bool_)):
        return _fingerprint(value.item())
    if value is None or isinstance(value, (bool, int, str)):
        return value
    if isinstance(value, float):
        return ("float", value.hex())
    if isinstance(value, Fraction):
        return ("fraction", str(value))
    if isinstance(value, Mapping):
        return ("map", sorted((repr(_fingerprint(k)), _fingerprint(v)) for k, v in value.items()))
    if isinstance(value, (list, tuple, range)):
        return ("seq", [_fingerprint(v) for v in value])
    raise TypeError(f"no exact fingerprint for {type(value).__name__}")


class Chart:
    """A lesson chart: a matplotlib figure, shown as a PNG with a text alternative.

    Made by the chart functions of this module (``running_average(...)`` and the others), not
    directly.  In a notebook it shows as ``<img class="kit-chart" alt="…">`` (the alternative is
    the title); :attr:`figure` draws it with matplotlib when asked; :meth:`png` is the picture,
    taken from :data:`CHARTS` when the same call was kept there (module docstring).

    Raises (when made):
        ValueError: from the chart function, for input it refuses (then nothing is kept).
    """

    def __init__(self, draw: Callable[..., "Figure"], args: tuple, kwargs: dict) -> None:
        self._draw, self._args, self._kwargs = draw, args, kwargs
        self.alt = str(inspect.signature(draw).bind(*args, **kwargs).arguments.get("title", ""))
        try:
            described = repr((draw.__name__, _SOURCE, NOTEBOOK_DPI, _fingerprint(args), _fingerprint(kwargs)))
            self.key: str | None = hashlib.sha256(described.encode()).hexdigest()[:24]
        except TypeError:
            self.key = None
        if self.kept is None:
            self.figure  # noqa: B018 - drawn now: bad input is refused at the call, as before

    @functools.cached_property
    def figure(self) -> "Figure":
        """The matplotlib figure (drawn on first use)."""
        return self._draw(*self._args, **self._kwargs)

    @property
    def kept(self) -> Path | None:
        """The file this chart was kept in, if it was."""
        if self.key is None:
            return None
        path = CHARTS / f"{self.key}.png"
        return path if path.is_file() else None

    def png(self) -> bytes:
        """The chart as PNG bytes at :data:`NOTEBOOK_DPI` (kept in :data:`CHARTS` when
        :data:`KEEP_CHARTS` is set)."""
        kept = self.kept
        if kept is not None:
            return kept.read_bytes()
        buffer = io.BytesIO()
        self.figure.savefig(buffer, format="png", dpi=NOTEBOOK_DPI, bbox_inches="tight", metadata={"Software": None})
        data = buffer.getvalue()
        if self.key is not None and os.environ.get(KEEP_CHARTS):
            CHARTS.mkdir(parents=True, exist_ok=True)
            (CHARTS / f"{self.key}.png").write_bytes(data)
        return data

    def _repr_html_(self) -> str:
        data = base64.b64encode(self.png()).decode("ascii")
        kept = f' data-kit-chart="{self.key}"' if self.key else ""
        return (f'<img class="kit-chart"{kept} alt="{escape(self.alt, quote=True)}" '
                f'src="data:image/png;base64,{data}"/>')

    def __repr__(self) -> str:
        return f"<chart: {self.alt}>" if self.alt else "<chart>"


def _chart(draw: Callable[..., "Figure"]) -> Callable[..., Chart]:
    """Make a function that draws a figure return a :class:`Chart` of it instead."""

    @functools.wraps(draw)
    def chart(*args: Any, **kwargs: Any) -> Chart:
        return Chart(draw, args, kwargs)

    return chart


@_chart
def count_histogram(
    counts: np.ndarray,
    exact: Mapping[int, Fraction] | None = None,
    *,
    title: str = "",
    xlabel: str = "",
    ylabel: str = "",
    simulated_label: str = "simulated",
    exact_label: str = "exact",
    lang: str = "en",
) -> "Figure":
    """Bar chart of the relative frequency of each value in ``counts``, with exact dots.

    Args:
        counts: 1-D integer array of simulated values (shape ``(trials,)``).
        exact: optional exact distribution ``{value: probability}`` drawn as markers.
        title, xlabel, ylabel: texts (pass them from the catalogue, :func:`kit.i18n.t`).
        simulated_label, exact_label: legend entries.
        lang: ``"it"`` writes the value axis with a decimal comma.

    Returns:
        A :class:`Chart` (its ``figure`` of :data:`FIGSIZE`).

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
    return _labelled(fig, ax, title, xlabel, ylabel, legend=True, lang=lang)


def figure_png(fig: "Figure", dpi: int = PNG_DPI) -> bytes:
    """The figure as PNG bytes (for an ``ipywidgets.Image``)."""
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png", dpi=dpi)
    return buffer.getvalue()


@_chart
def value_histogram(values: np.ndarray, *, bins: int = 60, title: str = "", xlabel: str = "", ylabel: str = "",
                    mean: float | None = None, mean_label: str = "mean", lang: str = "en") -> "Figure":
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
        shown = f"{mean:.1f}".replace(".", "," if lang == "it" else ".")
        ax.axvline(mean, color="#c0392b", label=f"{mean_label} {shown}")
    return _labelled(fig, ax, title, xlabel, ylabel, legend=mean is not None, lang=lang)


@_chart
def exact_and_simulated(xs, exact, simulated, low=None, high=None, *, title: str = "", xlabel: str = "",
                        ylabel: str = "", exact_label: str = "exact", simulated_label: str = "simulated",
                        lang: str = "en") -> "Figure":
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
    return _labelled(fig, ax, title, xlabel, ylabel, legend=True, lang=lang)


@_chart
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
    lang: str = "en",
) -> "Figure":
    """The law of large numbers as a picture: the average of the first ``n`` trials, for every
    ``n``, beside the exact value and a band that narrows like 1/√n (a long line is drawn
    through :func:`drawn_points`: every ``n`` up to 2,000, then 2,000 of them spread along the
    axis).

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
        lang: ``"it"`` writes the value axis with a decimal comma.

    Returns:
        A :class:`Chart` (its ``figure`` of :data:`FIGSIZE`).

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
    spread = 2 * half[min(100, values.size) - 1]  # the vertical window (below), from every n
    drawn = drawn_points(values.size, log_x)  # a chart a few hundred pixels wide shows no more
    n, average, half = n[drawn], average[drawn], half[drawn]
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
    if reference is not None:
        spread = max(spread, 2 * abs(float(reference) - p))
    if spread > 0:
        low, high = p - spread, p + spread
        if proportion:  # a share of trials stays between 0 and 1
            low, high = max(low, 0.0), min(high, 1.0)
        ax.set_ylim(low, high)
    return _labelled(fig, ax, title, xlabel, ylabel, legend=True, lang=lang)


DRAWN = 2_000
"""Points a long line is drawn with (:func:`drawn_points`): more than a chart's width in pixels."""


def drawn_points(size: int, log_x: bool = True, most: int = DRAWN) -> np.ndarray:
    """Indices (0-based, increasing, first and last included) of the points of a line of
    ``size`` points worth drawing: all of them up to ``most``; beyond, ``most`` points spaced
    evenly along the axis (geometrically on a logarithmic axis), always with the first
    ``most // 2`` points, where a running average still wanders most.

    Drawing 100,000 points takes most of a page's time and shows nothing more than 2,000 do.
    """
    if size <= most:
        return np.arange(size)
    spaced = (np.geomspace(1, size, most) if log_x else np.linspace(1, size, most)).round().astype(int) - 1
    return np.union1d(np.arange(most // 2), spaced)


def _figure() -> "Figure":
    """An empty figure of :data:`FIGSIZE` (matplotlib is loaded here, when a chart is drawn)."""
    from matplotlib.figure import Figure

    return Figure(figsize=FIGSIZE, layout="constrained")


def _wrap(text: str, points: float, inches: float) -> str:
    """``text`` broken into lines that fit ``inches`` at ``points`` (a character is taken as
    0.6 of the font size wide, generous for sans-serif)."""
    return textwrap.fill(text, max(12, int(inches * 72 / (0.6 * points)))) if text else text


def _labelled(fig: "Figure", ax, title: str, xlabel: str, ylabel: str, *, legend: bool, lang: str = "en") -> "Figure":
    """Title, axis labels and the legend if asked (under the chart): the finish of every plot.

    Every text gets a size of :data:`FONTS` (none smaller than :data:`MIN_FONT_PT`), and long
    ones wrap to the figure's width (the y label to its height).
    """
    width, height = fig.get_size_inches()
    ax.set_title(_wrap(title, FONTS["axes.titlesize"], width), fontsize=FONTS["axes.titlesize"])
    ax.set_xlabel(_wrap(xlabel, FONTS["axes.labelsize"], width * 0.8), fontsize=FONTS["axes.labelsize"])
    ax.set_ylabel(_wrap(ylabel, FONTS["axes.labelsize"], height * 0.7), fontsize=FONTS["axes.labelsize"])
    ax.tick_params(labelsize=FONTS["xtick.labelsize"])
    if lang == "it":  # the decimal comma on the value axis: 0,25
        from matplotlib.ticker import FuncFormatter

        ax.yaxis.set_major_formatter(FuncFormatter(lambda y, _: f"{y:g}".replace(".", ",")))
    if legend:  # under the chart, never over the data
        fig.legend(loc="outside lower center", ncols=2, fontsize=FONTS["legend.fontsize"], frameon=False)
    return fig


def distribution_chart(X, *, lang: str, ax=None, title: str | None = None, show_values: bool | None = None,
                       up_to: int | None = None) -> Chart:
    """Bar chart of an exact distribution (diagramma a barre / bar chart): a bar of height
    P(X = x) over each value x.

    Colour is not the only signal: each bar carries its probability written on it (a decimal,
    with a comma in Italian), the axes are labelled from the catalogue (``tkdist.chart.*``), and a
    geometric variable, drawn up to ``up_to``, says under the axis what is left out and its
    probability.

    Args:
        X: a :class:`~kit.prob.variables.Distribution` (values numbers, tuples or labels) or a
            :class:`~kit.prob.variables.GeometricDistribution`.
        lang: ``"it"`` or ``"en"`` (labels, decimal comma).
        ax: a matplotlib ``Axes`` to draw in (then the chart is that axes' figure); default a new
            figure of :data:`FIGSIZE`.
        title: the title; default what ``X`` is (``X.describe(lang)``, never broken inside "n = 5").
        show_values: write the probability on each bar; default when there are at most 8 bars.
        up_to: for a geometric variable, the last value drawn (default its first 10 values).

    Returns:
        A :class:`Chart` (kept by its call like the others, unless ``ax`` is given).

    Raises:
        ValueError: ``up_to`` for a variable with finitely many values, or a bad ``lang``.
        TypeError: ``X`` is not a distribution.
    """
    from kit.i18n import fmt_decimal, t
    from kit.prob.variables import Distribution, GeometricDistribution, _show

    if isinstance(X, GeometricDistribution):
        last = X._shown_up_to(up_to)
        rows, rest = list(X.up_to(last).items()), (last, X.tail(last))
    elif isinstance(X, Distribution):
        if up_to is not None:
            raise ValueError("up_to is for a variable with infinitely many values (geometric); this one has "
                             f"{len(X.pmf)}: every value is drawn")
        rows, rest = list(X.pmf.items()), None
    else:
        raise TypeError(f"distribution_chart draws a Distribution, not {type(X).__name__}")
    note = "" if rest is None else t("tkdist.chart.rest", lang, k=_show(rest[0], lang),
                                     p=fmt_decimal(float(rest[1]), lang, 3))
    numeric = all(isinstance(x, (int, Fraction)) for x, _ in rows)
    positions = [float(x) for x, _ in rows] if numeric else list(range(len(rows)))
    return Chart(_distribution_bars, (positions, [_show(x, lang) for x, _ in rows], [p for _, p in rows]),
                 {"title": X.describe(lang).replace(" = ", "\u00a0=\u00a0") if title is None else title, "xlabel": t("tkdist.chart.xlabel", lang),
                  "ylabel": t("tkdist.chart.ylabel", lang), "note": note,
                  "show_values": len(rows) <= 8 if show_values is None else bool(show_values),
                  "lang": lang, "ax": ax})


def _distribution_bars(positions, labels, probabilities, *, title, xlabel, ylabel, note, show_values, lang, ax):
    """The drawing of :func:`distribution_chart` (its arguments are plain, so the chart can be kept)."""
    from kit.i18n import fmt_decimal

    fig = _figure() if ax is None else ax.figure
    ax = fig.add_subplot() if ax is None else ax
    steps = np.diff(sorted(positions)) if len(positions) > 1 else np.array([1.0])
    bars = ax.bar(positions, [float(p) for p in probabilities], width=0.6 * float(min(steps.min(), 1.0) or 1.0),
                  color="#5dade2", edgecolor="#1f618d")
    if len(labels) <= 12:
        long = sum(len(label) for label in labels) > 30  # e.g. pairs (1, 2): turned, so they do not overlap
        ax.set_xticks(positions, labels, rotation=90 if long else 0)
    if show_values:
        ax.bar_label(bars, labels=[fmt_decimal(float(p), lang, 3) for p in probabilities], padding=2,
                     fontsize=MIN_FONT_PT)
        ax.margins(y=0.18)
    ax.set_ylim(bottom=0)
    _labelled(fig, ax, title, xlabel, ylabel, legend=False, lang=lang)
    if note:  # what is not drawn, on its own line(s) under the axis label
        width = fig.get_size_inches()[0]
        ax.set_xlabel(_wrap(xlabel, FONTS["axes.labelsize"], width * 0.8) + "\n"
                      + _wrap(note, FONTS["axes.labelsize"], width * 0.8), fontsize=FONTS["axes.labelsize"])
    return fig
