"""The generic conformance check (kit.engine.conformance) over every registered game, and proof
that it fails on broken games (tests/toy_games.py)."""

import pytest

import toy_games as toy
from kit.engine.conformance import ConformanceError, cards_in, check_game, declared_events_narrate
from kit.games import REGISTRY, games, get_game, registered_game_of


BUDGET = {"games": 12, "max_actions": 1_500, "variant_games": 3, "variant_max_actions": 600, "variant_players": None}
"""How much of each game the check plays (games per player count, actions per game; for each
rules variant it declares, the same and the player counts); a game whose actions cost more
(UNO: long hands, many legal actions to probe) lowers it with its own ``CONFORMANCE_BUDGET``."""


def budget(game):
    """The conformance budget of ``game``: :data:`BUDGET` updated with its ``CONFORMANCE_BUDGET``."""
    own = getattr(game, "CONFORMANCE_BUDGET", {})
    assert set(own) <= set(BUDGET), f"{game.NAME}.CONFORMANCE_BUDGET: unknown keys {set(own) - set(BUDGET)}"
    return {**BUDGET, **own}


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(REGISTRY))
def test_every_registered_game_passes_the_conformance_check(name):
    game = get_game(name)
    plan = budget(game)
    report = check_game(game, games=plan["games"], max_actions=plan["max_actions"])
    assert report.games == plan["games"] * len(game.PLAYERS)
    # every game was played (an action at least), narrated, and probed with a refused action at every step
    assert report.actions >= report.games and report.events >= report.games and report.refusals >= report.actions


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(REGISTRY))
def test_every_registered_game_passes_with_each_rules_variant_it_declares(name):
    game = get_game(name)
    plan = budget(game)
    for rules in getattr(game, "CONFORMANCE_RULES", ()):
        report = check_game(game, games=plan["variant_games"], rules=rules, max_actions=plan["variant_max_actions"],
                            players=plan["variant_players"])
        assert report.actions >= report.games > 0


def test_the_un_due_tre_budget_is_the_full_one():
    import kit.games.un_due_tre as udt

    assert budget(udt) == BUDGET


def test_the_toy_game_passes():
    report = check_game(toy, games=20)
    assert report.games == 60 and report.actions > 0


@pytest.mark.parametrize("broken, message", [
    (toy.LOSES_A_CARD, "cards conserved"),
    (toy.LEAKY_VIEW, "view leaks"),
    (toy.TELLS_A_DRAWN_CARD, "event leaks"),
    (toy.ACCEPTS_UNLISTED, "only listed actions"),
    (toy.REFUSES_LISTED, "listed actions are accepted"),
    (toy.CHANGES_ON_REFUSAL, "refused action changes nothing"),
    (toy.UNNARRATED_EVENT, "declared events without text"),
    (toy.UNDECLARED_EVENT, "declared events"),
    (toy.MISSING_MEMBER, "missing \\['view'\\]"),
    (toy.DEQUE_VIEW, "view leaks"),
    (toy.CODE_VIEW, "view leaks"),
    (toy.QUIET_CHANGE_ON_REFUSAL, "refused action changes nothing"),
    (toy.IMPURE_APPLY, "apply is pure"),
    (toy.EVERYONE_LEGAL, "is not to act but has legal actions"),
    (toy.FRAGILE_APPLY, "raised AttributeError, not IllegalMove"),
    (toy.NONE_NARRATION, "lacks a value"),
])
def test_a_broken_game_fails_the_check_with_the_reason(broken, message):
    with pytest.raises(ConformanceError, match=message):
        check_game(broken, games=20)


def test_a_non_deterministic_apply_fails_the_replay_check():
    calls = []

    def drifting_apply(state, action):
        step = toy.apply(state, action)
        calls.append(1)
        if len(calls) >= 5:  # a hidden side channel (a call counter): the replay does not give the same game
            return toy.Step(toy.replace(step.state, points=tuple(p + len(calls) for p in step.state.points)),
                            step.events)
        return step

    with pytest.raises(ConformanceError, match="replay"):
        check_game(toy.broken(apply=drifting_apply), games=1, players=range(2, 3))


def test_every_declared_event_of_every_game_narrates_in_both_languages():
    for game in games().values():
        declared_events_narrate(game)


def test_the_registry_finds_games_by_name_and_by_state():
    import kit.games.un_due_tre as udt

    assert get_game("un_due_tre") is udt
    assert registered_game_of(udt.new_game(udt.Rules(), 2, rng=1)) is udt
    with pytest.raises(KeyError, match="no game called 'scopa'"):
        get_game("scopa")
    with pytest.raises(KeyError, match="not the state of a registered game"):
        registered_game_of(toy.new_game(toy.Rules(), 2, rng=1))


def test_cards_in_walks_nested_views():
    card = toy.italian40.parse("RC")
    assert list(cards_in({"a": [(card,)], "b": toy.View(0, (card,), (1,), 0, (), (), ())})) == [card, card]
