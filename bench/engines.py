"""Benchmark: actions per second of each game's engine under random play, against a baseline
run in the same process.

Every registered game plays whole games with :func:`kit.engine.play` (its ``"random"`` computer
players; Un, due, tre's ``"random"`` slappers), from seeds 0, 1, 2…, with its default rules and
player count; the rate is recorded actions (chance actions included) per CPU-second of this
process (steadier than the clock on a shared machine; the clock's rate is printed too), best of
``--repeat`` runs.  The baseline, measured on the very states those games went through,
is what one action cannot cost less than if the state is frozen: one ``dataclasses.replace``
of the state (a copy of every field).  The ratio ``copies/action`` says how many whole-state
copies an action costs (the target of issue 20: about one).

Usage: ``python bench/engines.py [--seconds 2] [--repeat 3] [--games uno,trentuno]``.
"""

from __future__ import annotations

import argparse
import dataclasses
import time

from kit.engine import play
from kit.games import get_game, REGISTRY


def agents_for(game, players: int) -> list:
    """The game's random computer player at every seat."""
    return [game.computer("random")] * players


def play_for(game, seconds: float) -> tuple[int, int, float, float, list]:
    """Whole games from seeds 0, 1, … until ``seconds`` of CPU time have passed: (games,
    actions, wall s, CPU s, a sample of the states met, for the baseline)."""
    state0 = game.new_game(game.Rules(), rng=0)
    players = state0.players
    agents = agents_for(game, players)
    games = actions = 0
    states = []
    start, cpu = time.perf_counter(), time.process_time()
    while time.process_time() - cpu < seconds:
        record = play(game.new_game(game.Rules(), players, rng=games), agents, rng=1_000_000 + games)
        actions += len(record.actions)
        if len(states) < 2_000:
            states.extend(step.state for step in record.replay())
        games += 1
    return games, actions, time.perf_counter() - start, time.process_time() - cpu, states


def copy_rate(states: list, seconds: float = 0.5) -> float:
    """Whole-state copies (``dataclasses.replace``) per CPU-second over ``states``."""
    done = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        for state in states:
            dataclasses.replace(state)
        done += len(states)
    return done / (time.process_time() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="play time per game per run")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--games", default=",".join(REGISTRY))
    args = parser.parse_args()
    print("Engines under random play, one process, one core (best of", args.repeat, "runs):")
    print(f"  {'game':<16}{'actions/CPU-s':>14}{'(by the clock)':>15}{'actions/game':>14}{'copies/CPU-s':>14}"
          f"{'copies/action':>15}")
    for name in args.games.split(","):
        game = get_game(name)
        best, wall, per_game, states = 0.0, 0.0, 0.0, []
        for _ in range(args.repeat):
            games, actions, took, cpu, sample = play_for(game, args.seconds)
            wall = max(wall, actions / took)
            if actions / cpu > best:
                best, per_game, states = actions / cpu, actions / games, sample
        copies = copy_rate(states[:2_000])
        print(f"  {name:<16}{best:>14,.0f}{wall:>15,.0f}{per_game:>14,.0f}{copies:>14,.0f}{copies / best:>15.1f}")


if __name__ == "__main__":
    main()
