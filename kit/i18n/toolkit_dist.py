"""The words of the toolkit's random variables (:mod:`kit.prob.variables`, :mod:`kit.prob.families`):
the table of a distribution, its bar chart, the names of the textbook families and the words that
join events ("e", "o", "non").

Keys start with ``tkdist.``; a ``{placeholder}`` is a number already written in the language's
format (a fraction such as ``1/4``, or a decimal with a comma in Italian).
"""

PREFIX = "tkdist"
"""Every key of this catalogue starts with ``tkdist.``."""

CATALOGUE: dict[str, dict[str, str]] = {
    # the table of a distribution (Distribution.table)
    "tkdist.table.value": {"it": "valore x", "en": "value x"},
    "tkdist.table.prob": {"it": "probabilità P(X = x)", "en": "probability P(X = x)"},
    "tkdist.table.cumulative": {"it": "ripartizione P(X ≤ x)", "en": "cumulative P(X ≤ x)"},
    "tkdist.table.approx": {"it": "{exact} ≈ {decimal}", "en": "{exact} ≈ {decimal}"},
    "tkdist.table.rest": {"it": "oltre {k}", "en": "beyond {k}"},
    "tkdist.table.mean": {"it": "valore atteso E(X) = {value}", "en": "expected value E(X) = {value}"},
    "tkdist.table.var": {"it": "varianza Var(X) = {value}", "en": "variance Var(X) = {value}"},
    "tkdist.table.std": {"it": "deviazione standard σ(X) ≈ {decimal}",
                         "en": "standard deviation σ(X) ≈ {decimal}"},
    # the bar chart (kit.ui.plots.distribution_chart)
    "tkdist.chart.xlabel": {"it": "valore x", "en": "value x"},
    "tkdist.chart.ylabel": {"it": "probabilità P(X = x)", "en": "probability P(X = x)"},
    "tkdist.chart.rest": {"it": "non disegnati: i valori oltre {k}, con probabilità {p}",
                          "en": "not drawn: the values beyond {k}, probability {p}"},
    # what a variable is (Distribution.describe)
    "tkdist.variable": {"it": "variabile aleatoria discreta", "en": "discrete random variable"},
    "tkdist.given": {"it": "{what}, sapendo che {condition}", "en": "{what}, given that {condition}"},
    "tkdist.family.binomial": {"it": "distribuzione binomiale, n = {n}, p = {p}",
                               "en": "binomial distribution, n = {n}, p = {p}"},
    "tkdist.family.bernoulli": {"it": "distribuzione di Bernoulli, p = {p}",
                                "en": "Bernoulli distribution, p = {p}"},
    "tkdist.family.hypergeometric": {"it": "distribuzione ipergeometrica, N = {N}, K = {K}, n = {n}",
                                     "en": "hypergeometric distribution, N = {N}, K = {K}, n = {n}"},
    "tkdist.family.multivariate_hypergeometric": {
        "it": "distribuzione ipergeometrica multivariata ({groups}), n = {n}",
        "en": "multivariate hypergeometric distribution ({groups}), n = {n}"},
    "tkdist.family.geometric": {"it": "distribuzione geometrica, p = {p}", "en": "geometric distribution, p = {p}"},
    "tkdist.family.geometric_after": {"it": "{m} + distribuzione geometrica, p = {p}",
                                      "en": "{m} + geometric distribution, p = {p}"},
    "tkdist.family.first_success": {
        "it": "prima uscita senza reimmissione, N = {N}, K = {K}",
        "en": "first success without replacement, N = {N}, K = {K}"},
    "tkdist.family.uniform": {"it": "distribuzione uniforme su {n} {n:valore|valori}",
                              "en": "uniform distribution on {n} {n:value|values}"},
    # the words that join events (ValueEvent.describe)
    "tkdist.event.and": {"it": "({left}) e ({right})", "en": "({left}) and ({right})"},
    "tkdist.event.or": {"it": "({left}) o ({right})", "en": "({left}) or ({right})"},
    "tkdist.event.not": {"it": "non ({event})", "en": "not ({event})"},
    "tkdist.event.rule": {"it": "X soddisfa una condizione data", "en": "X satisfies a given condition"},
}
