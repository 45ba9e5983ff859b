"""The words of the toolkit's simulated answers set beside exact ones (:mod:`kit.prob.estimate`,
:mod:`kit.prob.simulate`): what :meth:`~kit.prob.estimate.Estimate.describe` and
:meth:`~kit.prob.estimate.Comparison.describe` say, in Italian and English."""

PREFIX = "toolkit"

CATALOGUE: dict[str, dict[str, str]] = {
    "toolkit.estimate.proportion": {
        "it": "frequenza relativa {value} ({hits} su {trials} {n:prova|prove}), "
              "intervallo di confidenza al {confidence}% [{low}; {high}]",
        "en": "relative frequency {value} ({hits} of {trials} {n:trial|trials}), "
              "{confidence}% confidence interval [{low}, {high}]",
    },
    "toolkit.estimate.mean": {
        "it": "media {value} su {trials} {n:prova|prove}, intervallo di confidenza al {confidence}% [{low}; {high}]",
        "en": "mean {value} over {trials} {n:trial|trials}, {confidence}% confidence interval [{low}, {high}]",
    },
    "toolkit.estimate.variance": {
        "it": "varianza {value} su {trials} {n:prova|prove}, intervallo di confidenza al {confidence}% [{low}; {high}]",
        "en": "variance {value} over {trials} {n:trial|trials}, {confidence}% confidence interval [{low}, {high}]",
    },
    "toolkit.compare": {
        "it": "esatto: {exact} ≈ {decimal}; simulato: {estimate}. {verdict}",
        "en": "exact: {exact} ≈ {decimal}; simulated: {estimate}. {verdict}",
    },
    "toolkit.compare.inside": {
        "it": "Il valore esatto cade nell'intervallo.",
        "en": "The exact value lies inside the interval.",
    },
    "toolkit.compare.outside": {
        "it": "Il valore esatto cade fuori dall'intervallo: con un intervallo di confidenza al 95% succede circa una volta su venti.",
        "en": "The exact value lies outside the interval: with a 95% confidence interval this happens about one time in twenty.",
    },
    "toolkit.compare.outside_any": {
        "it": "Il valore esatto cade fuori dall'intervallo: con un intervallo di confidenza al {confidence}% succede "
              "in circa il {miss}% dei casi.",
        "en": "The exact value lies outside the interval: with a {confidence}% confidence interval this happens in "
              "about {miss}% of cases.",
    },
    "toolkit.compare.mean": {"it": "Valore atteso — {line}", "en": "Expected value — {line}"},
    "toolkit.compare.var": {"it": "Varianza — {line}", "en": "Variance — {line}"},
}
