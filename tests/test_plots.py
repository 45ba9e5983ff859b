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
    fig = running_average(hits, p, "title", "n", "share", average_label="media").figure
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
    fig = running_average(values, 3, sd=2.0, reference=2.5, reference_label="wrong", log_x=False).figure
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


PHONE_CHART_PX = 340
"""How wide a chart is shown on a 390-px phone (the page's margins take the rest)."""


def every_chart():
    from kit.ui.plots import count_histogram, exact_and_simulated, value_histogram

    counts = np.random.default_rng(1).integers(0, 4, 1_000)
    long_title = "Assi in a hand of 3 cards (20,000 simulated hands), a title as long as the app's"
    yield count_histogram(counts, {0: Fraction(1, 2), 1: Fraction(1, 4), 2: Fraction(1, 8), 3: Fraction(1, 8)},
                          title=long_title, xlabel="number of Assi in the hand", ylabel="relative frequency",
                          simulated_label="simulated", exact_label="exact (hypergeometric)").figure
    yield value_histogram(counts * 10.0, title=long_title, xlabel="cards turned before the game ends",
                          ylabel="share of the games", mean=15.0).figure
    yield exact_and_simulated([1, 2, 3], [0.1, 0.2, 0.3], [0.12, 0.18, 0.31], [0.1, 0.15, 0.28], [0.14, 0.21, 0.33],
                              title=long_title, xlabel="players", ylabel="probability").figure
    yield running_average(counts >= 1, 0.75, long_title, "number of hands dealt, n", "relative frequency").figure


@pytest.mark.parametrize("fig", list(every_chart()), ids=["count", "values", "exact", "running"])
def test_chart_text_stays_12_px_on_a_phone_and_nothing_runs_off_the_figure(fig):
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.text import Text

    canvas = FigureCanvasAgg(fig)
    canvas.draw()
    renderer = canvas.get_renderer()
    width_in = fig.get_size_inches()[0]
    shrink = min(1.0, PHONE_CHART_PX / (width_in * 100))  # the notebooks show charts at 100 dpi
    hidden = set()  # tick labels beyond an axis' limits: matplotlib does not draw them
    for ax in fig.axes:
        for axis in (ax.xaxis, ax.yaxis):
            low, high = sorted(axis.get_view_interval())
            for tick in axis.get_major_ticks() + axis.get_minor_ticks():
                if not low - 1e-9 <= tick.get_loc() <= high + 1e-9:
                    hidden.update({id(tick.label1), id(tick.label2)})
    texts = [t for t in fig.findobj(Text) if t.get_visible() and t.get_text().strip() and id(t) not in hidden]
    assert texts
    figure_box = fig.bbox
    for text in texts:
        px_on_phone = text.get_fontsize() / 72 * 100 * shrink
        assert px_on_phone >= 12, (text.get_text(), text.get_fontsize(), width_in)
        box = text.get_window_extent(renderer)
        assert box.x0 >= -1 and box.x1 <= figure_box.x1 + 1, (text.get_text(), box, figure_box)
        assert box.y0 >= -1 and box.y1 <= figure_box.y1 + 1, (text.get_text(), box, figure_box)


def test_the_apps_chart_png_keeps_its_text_12_px_on_a_phone():
    from kit.ui.plots import FIGSIZE, MIN_FONT_PT, PNG_DPI

    natural_px = FIGSIZE[0] * PNG_DPI
    assert MIN_FONT_PT / 72 * PNG_DPI * min(1.0, PHONE_CHART_PX / natural_px) >= 12


def test_a_long_running_average_is_drawn_with_a_few_thousand_points_through_its_ends():
    from kit.ui.plots import DRAWN, drawn_points, running_average

    assert list(drawn_points(5)) == [0, 1, 2, 3, 4]
    for log_x in (True, False):
        idx = drawn_points(100_000, log_x)
        assert idx[0] == 0 and idx[-1] == 99_999 and np.all(np.diff(idx) > 0)
        assert len(idx) <= 2 * DRAWN and set(range(DRAWN // 2)) <= set(idx.tolist())
    hits = np.random.default_rng(1).random(100_000) < 0.3
    line = running_average(hits, 0.3).figure.axes[0].lines[-1]
    x, y = line.get_xdata(), line.get_ydata()
    assert len(x) <= 2 * DRAWN and x[-1] == 100_000
    assert y[-1] == pytest.approx(hits.mean()) and y[9] == pytest.approx(hits[:10].mean())  # the true averages


def test_a_chart_is_drawn_once_kept_by_its_call_and_shown_from_the_file(tmp_path, monkeypatch):
    """The same call shows the kept PNG without loading matplotlib; another call draws live."""
    import subprocess
    import sys

    import kit.ui.plots as plots

    monkeypatch.setattr(plots, "CHARTS", tmp_path)
    monkeypatch.setenv(plots.KEEP_CHARTS, "1")
    hits = np.random.default_rng(3).random(5_000) < 0.25
    first = plots.running_average(hits, Fraction(1, 4), "Quarter", "n", "share")
    png = first.png()
    assert first.kept == tmp_path / f"{first.key}.png" and first.kept.read_bytes() == png
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    html = first._repr_html_()
    assert html.startswith(f'<img class="kit-chart" data-kit-chart="{first.key}" alt="Quarter" src="data:image/png;base64,')
    assert repr(first) == "<chart: Quarter>"
    again = plots.running_average(hits.copy(), Fraction(1, 4), "Quarter", "n", "share")
    assert again.key == first.key and again.png() == png
    other = plots.running_average(hits, Fraction(1, 4), "Quarter", "n", "share", lang="it")
    assert other.key != first.key  # any argument changes the fingerprint
    flipped = hits.copy()
    flipped[-1] = not flipped[-1]
    assert plots.running_average(flipped, Fraction(1, 4), "Quarter", "n", "share").key != first.key
    # a fresh process showing the kept chart never loads matplotlib
    code = (f"import sys, numpy as np; from fractions import Fraction; import kit.ui.plots as p; "
            f"from pathlib import Path; p.CHARTS = Path({str(tmp_path)!r}); "
            f"hits = np.random.default_rng(3).random(5_000) < 0.25; "
            f"c = p.running_average(hits, Fraction(1, 4), 'Quarter', 'n', 'share'); c._repr_html_(); "
            f"print(c.kept is not None, 'matplotlib' in sys.modules)")
    shown = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
    assert shown == ["True", "False"]


def test_the_italian_charts_write_decimals_with_a_comma():
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    from kit.ui.plots import value_histogram

    fig = value_histogram(np.array([0.25, 0.5, 0.75, 0.5]), mean=0.5, lang="it", title="t").figure
    FigureCanvasAgg(fig).draw()
    ticks = [label.get_text() for label in fig.axes[0].get_yticklabels() if label.get_text()]
    assert ticks and all("." not in tick for tick in ticks) and any("," in tick for tick in ticks)
    assert fig.legends[0].get_texts()[0].get_text() == "mean 0,5"
