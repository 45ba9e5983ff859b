"""kit.prob.variables and kit.prob.families (issue 34): exact random variables, their events,
conditioning, sums of independent ones, the textbook families, the table and the bar chart.

Every expected value is computed here apart from the code: math.comb and fractions by hand."""

import math
from fractions import Fraction as F
from itertools import product

import numpy as np
import pytest

from kit.prob import (Distribution, GeometricDistribution, InfiniteSupport, ValueEvent, bernoulli, binomial,
                      first_success, geometric, hypergeometric, multivariate_hypergeometric, uniform)
from kit.prob.events import Event, ImpossibleCondition

C = math.comb


def by_hand_binomial(n, p):
    return {k: C(n, k) * p ** k * (1 - p) ** (n - k) for k in range(n + 1)}


# --- Distribution -------------------------------------------------------------------------------

def test_a_die_has_mean_seven_halves_variance_35_twelfths_and_its_cdf():
    die = Distribution({k: F(1, 6) for k in (6, 1, 3, 2, 5, 4)})
    assert list(die.pmf) == [1, 2, 3, 4, 5, 6] and die.support == (1, 2, 3, 4, 5, 6)
    assert die.mean == F(21, 6) and isinstance(die.mean, F)
    assert die.var == sum((F(k) - F(7, 2)) ** 2 for k in range(1, 7)) / 6 == F(35, 12)
    assert die.std == pytest.approx(math.sqrt(35 / 12))
    assert die.cdf(4) == F(4, 6) and die.cdf(F(9, 2)) == F(4, 6) and die.cdf(0) == 0 and die.cdf(6) == 1


def test_a_value_outside_the_support_has_probability_zero_but_a_value_of_another_kind_is_refused():
    die = uniform(range(1, 7))
    assert die[3] == F(1, 6) and die[7] == 0 and die[F(1, 2)] == 0
    with pytest.raises(TypeError, match="'3' is a str, but the values of this variable are of kind number"):
        die["3"]
    with pytest.raises(TypeError, match="tuple of 2"):
        die[(1, 2)]


def test_bad_tables_are_refused_with_what_is_wrong():
    with pytest.raises(ValueError, match="add up to 1, these add up to 3/4"):
        Distribution({0: F(1, 2), 1: F(1, 4)})
    with pytest.raises(ValueError, match="never negative"):
        Distribution({0: F(3, 2), 1: F(-1, 2)})
    with pytest.raises(TypeError, match=r"0.5 must be a Fraction or an int .*a float is not exact"):
        Distribution({0: 0.5, 1: F(1, 2)})
    with pytest.raises(TypeError, match="the value 0.5 is a float, not exact"):
        Distribution({0.5: 1})
    with pytest.raises(ValueError, match="at least one value"):
        Distribution({})
    with pytest.raises(TypeError, match="mix"):
        Distribution({1: F(1, 2), "a": F(1, 2)})


def test_comparisons_make_events_whose_probabilities_add_up_from_the_table():
    X = binomial(4, F(1, 3))
    p = by_hand_binomial(4, F(1, 3))
    event = X >= 2
    assert isinstance(event, ValueEvent) and isinstance(event, Event) and event.distribution is X
    assert X.P(X >= 2) == p[2] + p[3] + p[4] == event.probability()
    assert X.P(X == 1) == p[1] and X.P(X != 1) == 1 - p[1]
    assert X.P(X < 2) == p[0] + p[1] and X.P(X <= 2) == p[0] + p[1] + p[2] and X.P(X > 3) == p[4]
    assert X.P((X >= 1) & (X <= 2)) == p[1] + p[2]
    assert X.P((X == 0) | (X == 4)) == p[0] + p[4]
    assert X.P(~(X == 0)) == 1 - p[0]
    assert X.P(lambda x: x % 2 == 0) == p[0] + p[2] + p[4]
    assert event(3) is True and event(1) is False


def test_an_event_is_not_a_truth_value_and_a_chained_comparison_says_how_to_write_it():
    X = uniform([0, 1, 2])
    with pytest.raises(TypeError, match=r"X = 1 is an event, not True or False: take its probability with P\(...\)"):
        if X == 1:
            pass
    with pytest.raises(TypeError, match=r"write \(X > 1\) & \(X <= 3\)"):
        1 < X <= 3  # noqa: B015
    with pytest.raises(TypeError, match=r"for P\(X = 2\) write X.P\(X == 2\)"):
        X.P(2)
    assert X.pmf == uniform([2, 1, 0]).pmf  # distributions are compared by their tables
    with pytest.raises(TypeError, match=r"not a list: go through its values with X.pmf.items\(\)"):
        list(X)  # X[k] is 0 outside the support: iterating by index would never end
    with pytest.raises(TypeError, match=r"not a list: for whether X can be 2 ask X.P\(X == 2\) > 0"):
        2 in geometric(F(1, 2))  # noqa: B015


def test_comparing_with_a_value_of_another_kind_or_an_inexact_float_is_refused():
    X = uniform(range(1, 7))
    with pytest.raises(TypeError, match="that event could never happen"):
        X == "6"  # noqa: B015
    with pytest.raises(TypeError, match="a float is not exact"):
        X == 0.1  # noqa: B015
    assert X.P(X <= 2.5) == F(2, 6)  # an order threshold may be any number
    pairs = multivariate_hypergeometric([2, 2], 2)
    with pytest.raises(TypeError, match="no order"):
        pairs <= (1, 1)  # noqa: B015


def test_events_about_two_different_variables_do_not_combine_silently():
    X, Y = uniform([0, 1]), uniform([0, 1])
    with pytest.raises(ValueError, match="different random variables"):
        (X == 1) & (Y == 1)
    with pytest.raises(ValueError, match="about another random variable"):
        X.P(Y == 1)


def test_conditioning_divides_by_the_probability_of_the_condition():
    X = binomial(3, F(1, 2))  # 1/8, 3/8, 3/8, 1/8
    Y = X.given(X >= 1)
    assert Y.pmf == {1: F(3, 7), 2: F(3, 7), 3: F(1, 7)}
    assert Y.mean == (1 * 3 + 2 * 3 + 3 * 1) / F(7)
    assert Y.P(X == 3) == F(1, 7)  # events of X still apply to X given a condition
    assert X.P(X == 3, given=X >= 2) == F(1, 8) / (F(3, 8) + F(1, 8))
    assert (X == 3).probability(given=X >= 2) == F(1, 4)
    assert Y.describe("it") == "distribuzione binomiale, n = 3, p = 1/2, sapendo che X ≥ 1"
    assert Y.describe("en") == "binomial distribution, n = 3, p = 1/2, given that X ≥ 1"


def test_an_impossible_condition_is_an_error_that_says_so():
    X = uniform(range(1, 7))
    with pytest.raises(ImpossibleCondition, match="the condition X > 6 has probability 0"):
        X.given(X > 6)
    with pytest.raises(ImpossibleCondition, match=r"P\(A \| B\) needs P\(B\) > 0"):
        X.P(X == 1, given=X == 7)
    assert issubclass(ImpossibleCondition, ValueError)


def test_linear_maps_are_exact_and_follow_the_rules_of_mean_and_variance():
    X = uniform(range(1, 7))
    Y = 2 * X + 1
    assert Y.pmf == {2 * k + 1: F(1, 6) for k in range(1, 7)}
    assert Y.mean == 2 * F(7, 2) + 1 and Y.var == 4 * F(35, 12)
    assert (X / 2).pmf == {F(k, 2): F(1, 6) for k in range(1, 7)}
    assert (10 - X).pmf == {10 - k: F(1, 6) for k in range(1, 7)} and (-X).mean == F(-7, 2)
    with pytest.raises(TypeError, match="0.5 is a float, not exact"):
        0.5 * X


def test_the_sum_of_two_independent_dice_is_their_convolution():
    A, B = uniform(range(1, 7)), uniform(range(1, 7))
    S = A + B
    by_hand = {}
    for a, b in product(range(1, 7), repeat=2):
        by_hand[a + b] = by_hand.get(a + b, 0) + F(1, 36)
    assert S.pmf == by_hand and S.mean == 7 and S.var == 2 * F(35, 12)
    assert (A - B).pmf[0] == F(6, 36) and (A * B).pmf[36] == F(1, 36)
    assert A.copies(3).pmf[18] == F(1, 216)
    assert (A + A.copy()).pmf == S.pmf


def test_adding_a_variable_to_itself_is_refused_with_the_two_readings():
    X = uniform([0, 1])
    message = r"X \+ X uses the same variable twice .*\(X \+ X is 2\*X.* X.copies\(2\) \(the sum\) or X \+ X.copy\(\)"
    with pytest.raises(ValueError, match=message):
        X + X
    with pytest.raises(ValueError, match="same variable twice"):
        X + (2 * X + 1)  # made from X: not independent of it
    with pytest.raises(ValueError, match="same variable twice"):
        sum([X, X])
    assert (2 * X).pmf == {0: F(1, 2), 2: F(1, 2)}


def test_binomials_with_the_same_p_add_up_to_a_binomial_and_bernoullis_to_a_binomial():
    p = F(2, 7)
    assert (binomial(2, p) + binomial(3, p)).pmf == by_hand_binomial(5, p)
    assert bernoulli(p).copies(4).pmf == by_hand_binomial(4, p)


def test_tuple_values_have_no_mean_and_say_why():
    M = multivariate_hypergeometric({"assi": 4, "re": 4}, 3, N=40)
    with pytest.raises(TypeError, match=r"the expected value \(mean\) is taken of numbers; the values of this "
                                        r"variable are of kind tuple of 2 \(e.g. \(0, 0\)\).*X.marginal\(i\)"):
        M.mean
    with pytest.raises(TypeError, match="variance"):
        M.var
    with pytest.raises(TypeError, match="arithmetic"):
        M + 1


def test_sample_draws_values_with_their_probabilities_and_is_seeded():
    X = binomial(3, F(1, 4))
    values = X.sample(40_000, rng=7)
    assert values.dtype == np.int64 and values.shape == (40_000,)
    np.testing.assert_array_equal(values, X.sample(40_000, rng=np.random.default_rng(7)))
    for k, p in by_hand_binomial(3, F(1, 4)).items():
        assert abs((values == k).mean() - float(p)) < 4 * math.sqrt(float(p * (1 - p)) / 40_000)
    pairs = multivariate_hypergeometric([1, 1, 2], 2).sample(5, rng=1)
    assert pairs.shape == (5, 3) and set(pairs.sum(axis=1)) == {2}
    halves = (uniform([1, 2]) / 2).sample(4, rng=3)
    assert halves.dtype == object and set(halves) <= {F(1, 2), F(1)}
    with pytest.raises(TypeError):
        X.sample(10, rng=None)
    with pytest.raises(ValueError, match="trials must be a whole number 1 or more"):
        X.sample(0, rng=1)


# --- families -----------------------------------------------------------------------------------

def test_binomial_five_draws_with_replacement_of_a_heart():
    X = binomial(5, F(1, 4))
    assert X.pmf == by_hand_binomial(5, F(1, 4))
    assert X.mean == F(5, 4) and X.var == F(15, 16)
    assert X.P(X >= 1) == 1 - F(3, 4) ** 5
    assert binomial(5, "1/4").pmf == X.pmf == binomial(5, "0,25").pmf
    assert binomial(0, F(1, 3)).pmf == {0: 1} and binomial(3, 1).pmf == {3: 1}


@pytest.mark.parametrize("args, error, message", [
    ((5, 0.25), TypeError, r"p=0.25 is a float, and a float is not exact .* write Fraction\(1, 4\)"),
    ((5, F(5, 4)), ValueError, "p = 5/4 is not a probability here: need 0 <= p <= 1"),
    ((-1, F(1, 2)), ValueError, r"n \(the number of trials\) must be 0 or more, got -1"),
    ((2.0, F(1, 2)), TypeError, r"n \(the number of trials\) must be a whole number"),
    ((5, "un quarto"), ValueError, "is not a number; write it as '1/4' or '0.25'"),
])
def test_binomial_refuses_bad_parameters(args, error, message):
    with pytest.raises(error, match=message):
        binomial(*args)


def test_hypergeometric_three_cards_from_forty_and_its_mean_and_variance():
    X = hypergeometric(40, 4, 3)
    assert X.pmf == {k: F(C(4, k) * C(36, 3 - k), C(40, 3)) for k in range(4)}
    N, K, n = 40, 4, 3
    assert X.mean == F(n * K, N)
    assert X.var == F(n * K, N) * (1 - F(K, N)) * F(N - n, N - 1)
    assert X.P(X == 1) == F(4 * C(36, 2), C(40, 3))
    assert list(hypergeometric(10, 8, 5).pmf) == [3, 4, 5]  # at least 3 of the 8 must come
    with pytest.raises(ValueError, match="need 0 <= K <= N and 0 <= n <= N"):
        hypergeometric(40, 4, 41)


def test_multivariate_hypergeometric_aces_and_kings_in_five_cards():
    M = multivariate_hypergeometric({"assi": 4, "re": 4}, 5, N=40)
    assert M.parts == ("assi", "re")
    assert M[(1, 2)] == F(C(4, 1) * C(4, 2) * C(32, 2), C(40, 5))
    assert sum(M.pmf.values()) == 1 and all(a + r <= 5 for a, r in M.pmf)
    assert M.marginal("re").pmf == hypergeometric(40, 4, 5).pmf
    assert M.marginal(0).pmf == hypergeometric(40, 4, 5).pmf
    whole = multivariate_hypergeometric([1, 2, 3], 3)  # every card in a group: the parts add up to n
    assert whole[(1, 1, 1)] == F(1 * 2 * 3, C(6, 3)) and set(map(sum, whole.pmf)) == {3}
    with pytest.raises(ValueError, match="the groups hold 8 cards, more than the deck's N = 6"):
        multivariate_hypergeometric({"assi": 4, "re": 4}, 2, N=6)
    with pytest.raises(ValueError, match="no part 'fanti'"):
        M.marginal("fanti")


def test_geometric_drawing_with_replacement_until_an_ace():
    p = F(1, 10)
    X = geometric(p)
    assert isinstance(X, GeometricDistribution)
    assert X[1] == p and X[3] == F(9, 10) ** 2 * p and X[0] == 0 and X[F(3, 2)] == 0
    assert X.cdf(3) == 1 - F(9, 10) ** 3 and X.P(X <= 3) == p + F(9, 10) * p + F(81, 100) * p
    assert X.mean == 10 and X.var == F(9, 10) / p ** 2
    assert X.P(X > 5) == F(9, 10) ** 5
    assert X.P((X > 2) & (X != 5)) == F(9, 10) ** 2 - F(9, 10) ** 4 * p
    with pytest.raises(InfiniteSupport, match=r"its table cannot be written out; take X.up_to\(k\)"):
        X.pmf
    with pytest.raises(ValueError, match="infinite sum"):
        X.P(lambda k: k % 2 == 0)
    with pytest.raises(TypeError, match="exact arithmetic on a geometric variable"):
        X + 1
    with pytest.raises(ValueError, match="0 < p <= 1"):
        geometric(0)


def test_a_geometric_variable_conditioned_forgets_the_past_or_becomes_finite():
    p = F(1, 6)
    X = geometric(p)
    later = X.given(X > 4)
    assert isinstance(later, GeometricDistribution) and later.mean == 4 + 6
    assert later[5] == p and later[4] == 0 and later.P(X == 6) == F(5, 6) * p
    assert X.given(X >= 3).mean == 2 + 6
    first_three = X.given(X <= 3)
    total = p + F(5, 6) * p + F(25, 36) * p
    assert first_three.pmf == {1: p / total, 2: F(5, 6) * p / total, 3: F(25, 36) * p / total}
    with pytest.raises(ValueError, match="not all of them from one value on"):
        X.given(X != 3)
    with pytest.raises(ImpossibleCondition):
        X.given(X < 1)


def test_first_success_where_the_first_ace_comes_in_a_shuffled_forty_card_deck():
    T = first_success(40, 4)
    by_hand = {t: F(C(40 - t, 3), C(40, 4)) for t in range(1, 38)}
    assert T.pmf == by_hand
    assert T[1] == F(4, 40) and T[2] == F(36, 40) * F(4, 39)  # the first card, the second card
    assert T.mean == F(41, 5) == sum(t * q for t, q in by_hand.items())
    assert T.var == sum((t - F(41, 5)) ** 2 * q for t, q in by_hand.items())
    assert first_success(5, 5).pmf == {1: 1}
    with pytest.raises(ValueError, match="need 1 <= K <= N"):
        first_success(3, 4)


def test_uniform_takes_each_value_once():
    assert uniform(range(1, 7)).mean == F(7, 2)
    with pytest.raises(ValueError, match="takes each value once; repeated: 2"):
        uniform([1, 2, 2])
    with pytest.raises(TypeError, match="collection of values"):
        uniform("123")


# --- table and chart ----------------------------------------------------------------------------

def test_the_table_speaks_both_languages_with_a_decimal_comma_in_italian():
    X = binomial(2, F(1, 4))  # 9/16, 6/16, 1/16
    it, en = X.table("it"), X.table("en")
    assert it.caption == "distribuzione binomiale, n = 2, p = 1/4"
    assert it.headers == ["valore x", "probabilità P(X = x)", "ripartizione P(X ≤ x)"]
    assert en.headers == ["value x", "probability P(X = x)", "cumulative P(X ≤ x)"]
    assert it.rows == [("0", "9/16 ≈ 0,5625", "9/16 ≈ 0,5625"), ("1", "3/8 ≈ 0,3750", "15/16 ≈ 0,9375"),
                       ("2", "1/16 ≈ 0,0625", "1")]
    assert en.rows[1] == ("1", "3/8 ≈ 0.3750", "15/16 ≈ 0.9375")
    assert it.notes == ["valore atteso E(X) = 1/2 ≈ 0,5000", "varianza Var(X) = 3/8 ≈ 0,3750",
                        "deviazione standard σ(X) ≈ 0,6124"]
    assert en.notes[0] == "expected value E(X) = 1/2 ≈ 0.5000"
    assert "<th scope=\"col\">probabilità P(X = x)</th>" in it._repr_html_()
    assert str(it).splitlines()[0] == "distribuzione binomiale, n = 2, p = 1/4"
    shown = X._repr_html_()  # by itself: symbols and fractions, the same in both languages
    assert "<caption>X ~ B(2, 1/4)</caption>" in shown and "<td>9/16</td>" in shown and "E(X) = 1/2" in shown
    assert "<caption>X ~ B(2, 1/4) | (X ≥ 1) ∧ (X ≠ 2)</caption>" in X.given((X >= 1) & (X != 2))._repr_html_()


def test_a_geometric_table_ends_with_the_values_beyond():
    table = geometric(F(1, 2)).table("it", up_to=3)
    assert table.rows[-1] == ("oltre 3", "1/8 ≈ 0,1250", "1") and table.rows[2][0] == "3"
    assert len(table.rows) == 4


def test_the_bar_chart_draws_each_probability_and_writes_it_on_its_bar():
    from kit.ui.plots import distribution_chart

    X = hypergeometric(40, 4, 3)
    chart = distribution_chart(X, lang="it")
    ax = chart.figure.axes[0]
    heights = [bar.get_height() for bar in ax.patches]
    assert heights == pytest.approx([C(4, k) * C(36, 3 - k) / C(40, 3) for k in range(4)])
    assert [bar.get_x() + bar.get_width() / 2 for bar in ax.patches] == pytest.approx([0, 1, 2, 3])
    assert ax.get_ylabel() == "probabilità P(X = x)" and ax.get_xlabel() == "valore x"
    # "N = 40" is never broken at the end of a line (no-break spaces around "=")
    assert ax.get_title().replace("\u00a0", " ") == "distribuzione ipergeometrica, N = 40,\nK = 4, n = 3"
    written = [text.get_text() for text in ax.texts]
    by_hand = [f"{C(4, k) * C(36, 3 - k) / C(40, 3):.3f}".replace(".", ",") for k in range(4)]
    assert written == by_hand and written[:2] == ["0,723", "0,255"]  # 7140/9880 and 2520/9880, each on its bar
    assert chart.alt.replace("\u00a0", " ") == "distribuzione ipergeometrica, N = 40, K = 4, n = 3"  # <img alt>
    geo = distribution_chart(geometric(F(1, 2)), lang="en", up_to=4).figure.axes[0]
    assert [b.get_height() for b in geo.patches] == pytest.approx([1 / 2, 1 / 4, 1 / 8, 1 / 16])
    assert "not drawn: the values beyond 4, probability 0.062" in geo.get_xlabel().replace("\n", " ")
    with pytest.raises(ValueError, match="up_to is for a variable with infinitely many values"):
        distribution_chart(X, lang="en", up_to=3)


def test_the_bar_chart_draws_in_a_given_axes():
    from matplotlib.figure import Figure

    from kit.ui.plots import distribution_chart

    fig = Figure()
    ax = fig.add_subplot()
    chart = distribution_chart(uniform([1, 2, 3, 4]), lang="en", ax=ax, title="a fair four-sided die")
    assert chart.figure is fig and [b.get_height() for b in ax.patches] == pytest.approx([0.25] * 4)
    assert ax.get_title() == "a fair four-sided die"


@pytest.mark.parametrize("make, lang", [
    (lambda: binomial(5, F(1, 4)), "it"), (lambda: geometric(F(1, 6)), "it"),
    (lambda: multivariate_hypergeometric({"assi": 4, "re": 4}, 3, N=40), "en"), (lambda: first_success(40, 4), "it"),
], ids=["binomial", "geometric", "pairs", "first-ace"])
def test_the_bar_chart_stays_readable_on_a_phone(make, lang):
    from kit.ui.plots import distribution_chart
    from test_plots import test_chart_text_stays_12_px_on_a_phone_and_nothing_runs_off_the_figure as readable

    readable(distribution_chart(make(), lang=lang).figure)


@pytest.mark.parametrize(("name", "italian", "english"), [
    ("binomial", "Distribuzione binomiale", "binomial distribution"),
    ("hypergeometric", "Distribuzione ipergeometrica", "hypergeometric distribution"),
    ("multivariate_hypergeometric", "ipergeometrica multivariata", "multivariate hypergeometric"),
    ("geometric", "Distribuzione geometrica", "geometric distribution"),
    ("first_success", "Prima uscita senza reimmissione", "first success without replacement"),
    ("uniform", "Distribuzione uniforme", "uniform distribution"),
    ("bernoulli", "Distribuzione di Bernoulli", "Bernoulli distribution"),
    ("hypergeom_pmf", "distribuzione ipergeometrica", "hypergeometric"),
    ("Distribution", "variabile aleatoria discreta", "discrete random variable"),
    ("P", "probabilità condizionata", "conditional probability"),
    ("independence", "", "independent"),
    ("Independence", "eventi indipendenti", "independent events"),
    ("hands", "combinazioni semplici", "combinations"),
    ("draws", "disposizioni semplici", "permutations"),
    ("shuffles", "permutazioni", "permutations"),
    ("monte_carlo", "simulazione Monte Carlo", "Monte Carlo simulation"),
    ("mean_estimate", "media campionaria", "sample mean"),
    ("Space", "spazio campionario", "sample space"),
])
def test_the_toolkit_names_the_textbook_terms_in_both_languages(name, italian, english):
    """Issue 34: docstrings give the textbook name in both languages (and the formula)."""
    import inspect

    import kit.prob

    doc = inspect.getdoc(getattr(kit.prob, name))
    assert italian in doc and english in doc
