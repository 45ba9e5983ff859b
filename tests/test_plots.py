"""kit.ui.plots.running_average: the line is the cumulative mean of the trials, and the band
around the exact value has half-width z·sqrt(p(1 − p)/n) (or z·sd/√n for averages of numbers)."""

import numpy as np
import pytest
from fractions import Fraction

from kit.ui.plots import running_average


def parts(fig, average_label="running average"):
    ax = fig.axes[0]
    line = next(l for l in ax.lines if l.get_label() == average_label)
    band = ax.collections[0]
    vertices = np.vstack([path.vertices for path in band.get_paths()])
    return ax, line, vertices


def half_widths(vertices, ns):
    """The band's half-width at each n: half the distance between its top and bottom edge."""
    return np.array([np.ptp(vertices[np.isclose(vertices[:, 0], n), 1]) / 2 for n in ns])


def test_the_line_is_the_cumulative_mean_and_the_band_narrows_like_one_over_root_n():
    hits = np.random.default_rng(5).random(2_000) < 0.4
    p = Fraction(2, 5)
    fig = running_average(hits, p, "title", "n", "share", average_label="media")
    ax, line, vertices = parts(fig, "media")
    n = np.arange(1, hits.size + 1)
    np.testing.assert_array_equal(line.get_xdata(), n)
    np.testing.assert_allclose(line.get_ydata(), np.cumsum(hits) / n)
    ns = np.array([1, 10, 100, 1_000, 2_000])
    expected = 1.96 * np.sqrt(0.4 * 0.6 / ns)
    np.testing.assert_allclose(half_widths(vertices, ns), expected, rtol=1e-3)
    edges = [vertices[np.isclose(vertices[:, 0], k), 1] for k in ns]
    centre = [(e.max() + e.min()) / 2 for e in edges]
    np.testing.assert_allclose(centre, 0.4)
    assert ax.get_title() == "title" and ax.get_xlabel() == "n" and ax.get_ylabel() == "share"
    assert ax.get_xscale() == "log"
    exact_line = next(l for l in ax.lines if l.get_label() == "exact")
    assert set(exact_line.get_ydata()) == {0.4}


def test_averages_of_numbers_use_the_given_spread_and_a_reference_line():
    values = np.random.default_rng(6).integers(0, 7, 500)
    fig = running_average(values, 3, sd=2.0, reference=2.5, reference_label="wrong", log_x=False)
    ax, line, vertices = parts(fig)
    np.testing.assert_allclose(line.get_ydata(), np.cumsum(values) / np.arange(1, 501))
    np.testing.assert_allclose(half_widths(vertices, [4, 400]), [1.96 * 2.0 / 2, 1.96 * 2.0 / 20], rtol=1e-3)
    assert any(l.get_label() == "wrong" and set(l.get_ydata()) == {2.5} for l in ax.lines)
    assert ax.get_xscale() == "linear"


@pytest.mark.parametrize("hits, exact, kwargs, message", [
    ([], 0.5, {}, "non-empty 1-D"),
    ([[1, 0]], 0.5, {}, "non-empty 1-D"),
    ([2, 3], 2.5, {}, "pass sd"),
    ([2, 3], 2.5, {"sd": -1.0}, "sd must be"),
])
def test_running_average_refuses_bad_input(hits, exact, kwargs, message):
    with pytest.raises(ValueError, match=message):
        running_average(hits, exact, **kwargs)
