"""Benchmark: hands of UNO per second — RLCard's UNO, the kit's engine and the kit's fast path —
in one process, and the time of the 10,000 matches a lesson simulates.

Install RLCard for it (it is no dependency of the kit or of its tests): ``pip install -e '.[bench]'``
(the ``bench`` extra pins ``rlcard==1.2.0``).  Usage: ``python bench/uno.py [--hands 3000]
[--engine-hands 300] [--fast-hands 100000] [--matches 10000]``; without RLCard installed the
RLCard line is skipped.

Like with like: 4 players, full hands, random players that play whenever they can.

* RLCard: ``rlcard.games.uno.game.UnoGame`` through its game API (``init_game``,
  ``get_legal_actions``, ``step``), a uniformly random legal action each step (RLCard offers
  "draw" only when nothing can be played, so its random player also plays when it can).
* kit engine: :func:`kit.engine.play` on :func:`kit.games.uno.new_game` with four
  ``uno.computer("random")`` players (a uniformly chosen playable card, calling UNO or not at
  random, whenever it has one; otherwise a uniform choice among its other legal actions) and the
  official rules ``uno.Rules()``, every rule checked: each action is validated against the legal
  actions, narrated as events, on a frozen state.
* kit fast path: :func:`kit.sim.uno.simulate_hands` with the same rules and players (compiled,
  code cached; a warm-up call comes first), shuffling included, one core.

What RLCard 1.2.0 implements (``rlcard/games/uno/{game,round,dealer}.py``) and what it lacks,
against RULES.md:

* implemented: the 108 cards; 7 cards each; matching by colour, number or symbol (UNO-3);
  Skip, Reverse, Draw Two (the next draws 2 and is skipped), Wild, Wild Draw Four (the next
  draws 4 and is skipped) (UNO-5); a first Wild Draw Four goes back and the stock is
  reshuffled (UNO-2); a first Skip / Reverse act on the first player; the hand ends when a
  hand is empty, a final Draw Two / Wild Draw Four still drawn (UNO-7); an empty stock is
  refilled from the played cards (UNO-9, but see below).
* different or missing: no UNO call and no catching (UNO-6); no challenge — a Wild Draw Four is
  offered only when no other card can be played at all (stricter than UNO-H3's "no card of the
  colour", and no bluffing); a player may draw only when it cannot play (UNO-3 lets anyone
  draw), and a drawn card is not a choice (UNO-4): a drawn card of the colour in play is played
  at once, a drawn wild is played at once with a random colour and a drawn Wild Draw Four
  without its penalty, a drawn card matching only by number or symbol is kept; a first Draw Two
  makes the first player draw 2 but not lose the turn, a first Wild gets a random colour instead
  of the first player's choice (UNO-2); with two players a Reverse does not act as a Skip
  (UNO-5); the reshuffle puts the top card back into the stock as well (the 108 cards are not
  kept, UNO-9) and an exhausted deck raises an error (no "the draw does not happen", no blocked
  hand); no scoring (UNO-8: payoffs +1/-1 for two players only), no matches, seat 0 always
  starts (no dealer rotation, UNO-1); no house rules at all (UNO-H1..H8: no stacking, 7-0,
  jump-in, forced play of the drawn card, draw until playable, number to go out).

The kit's hands are longer (the UNO calls, catches, challenges, colour choices are actions; a
hand of four random players begins about 80 turns, RLCard's about 49 steps), so hands per second
is the fair unit: both play a whole hand of UNO.  The target is the fast path at least 5x
RLCard's rate; and 10,000 matches to 500 points of four players (the lesson's simulation) in
under a minute on one core, with heuristic and with random players.
"""

from __future__ import annotations

import argparse
import time

import numpy as np

from kit.engine import play
from kit.games import uno
from kit.sim.uno import simulate_hands, simulate_matches

PLAYERS = 4


def rlcard_rate(hands: int, seed: int = 0) -> tuple[float, float, float] | None:
    """RLCard's hands per second (wall clock, CPU time) and steps per hand, or ``None`` when it
    is not installed."""
    try:
        from rlcard.games.uno.game import UnoGame
    except ImportError:
        return None
    game = UnoGame(num_players=PLAYERS)
    game.np_random = np.random.RandomState(seed)  # its own stream for deals and its random colours
    rng = np.random.default_rng(seed)
    steps = 0
    start, cpu = time.perf_counter(), time.process_time()
    for _ in range(hands):
        game.init_game()
        while not game.is_over():
            legal = game.get_legal_actions()
            game.step(legal[int(rng.integers(len(legal)))])
            steps += 1
    return hands / (time.perf_counter() - start), hands / (time.process_time() - cpu), steps / hands


def engine_rate(hands: int, level: str, seed: int = 0) -> tuple[float, float, float]:
    """The kit engine's hands per second (wall clock, CPU time) and actions per hand (official
    rules, 4 players)."""
    agents = [uno.computer(level)] * PLAYERS
    actions = 0
    start, cpu = time.perf_counter(), time.process_time()
    for h in range(hands):
        record = play(uno.new_game(uno.Rules(), PLAYERS, rng=seed + h), agents, rng=10_000 + seed + h)
        actions += len(record.actions)
    return hands / (time.perf_counter() - start), hands / (time.process_time() - cpu), actions / hands


def best_of(rounds: int, *runs):
    """Run each of ``runs`` (callables returning (wall rate, CPU rate, per hand) or ``None``) once
    per round, taking turns so that a change in the machine's load touches them alike; the best
    wall and CPU rates of each."""
    best: list = [None] * len(runs)
    for _ in range(rounds):
        for i, run in enumerate(runs):
            got = run()
            if got is None:
                continue
            old = best[i]
            best[i] = got if old is None else (max(old[0], got[0]), max(old[1], got[1]), got[2])
    return best


def fast_rate(hands: int, level: str, seed: int = 0) -> tuple[float, float]:
    """The fast path's hands per second (best of 3) and decisions per hand."""
    simulate_hands(uno.Rules(), PLAYERS, 100, seed, [level] * PLAYERS)  # warm-up: load the compiled code
    best = 0.0
    for _ in range(3):
        start = time.perf_counter()
        stats = simulate_hands(uno.Rules(), PLAYERS, hands, seed, [level] * PLAYERS)
        best = max(best, hands / (time.perf_counter() - start))
    return best, float(stats.decisions.mean())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=3_000, help="RLCard hands")
    parser.add_argument("--engine-hands", type=int, default=1_000)
    parser.add_argument("--fast-hands", type=int, default=100_000)
    parser.add_argument("--matches", type=int, default=10_000)
    parser.add_argument("--rounds", type=int, default=3, help="RLCard and engine runs, taking turns")
    args = parser.parse_args()

    rl, (engine, engine_cpu, engine_actions) = best_of(
        args.rounds, lambda: rlcard_rate(args.hands), lambda: engine_rate(args.engine_hands, "random"))
    fast, fast_decisions = fast_rate(args.fast_hands, "random")
    fast_h, fast_h_decisions = fast_rate(args.fast_hands, "heuristic")
    print(f"UNO, {PLAYERS} random players, whole hands, one process, one core (best of {args.rounds} rounds, taking turns):")
    if rl is None:
        print("  RLCard 1.2.0              not installed (pip install -e '.[bench]'): its line and the ratios are skipped")
    else:
        print(f"  RLCard 1.2.0              {rl[0]:>10,.0f} hands/s  ({rl[1]:,.0f} per CPU-second; {rl[2]:.0f} steps/hand; "
              "no UNO calls, challenges, house rules)")
    print(f"  kit engine                {engine:>10,.0f} hands/s  ({engine_cpu:,.0f} per CPU-second; "
          f"{engine_actions:.0f} actions/hand; every rule checked, narrated)")
    print(f"  kit fast path             {fast:>10,.0f} hands/s  ({fast_decisions:.0f} decisions/hand; every rule)")
    print(f"  kit fast path, heuristic  {fast_h:>10,.0f} hands/s  ({fast_h_decisions:.0f} decisions/hand)")
    if rl is not None:
        print(f"  ratios to RLCard: engine {engine / rl[0]:.2f}x by the clock, {engine_cpu / rl[1]:.2f}x by CPU time "
              f"(target >= 0.5x); fast path {fast / rl[0]:.1f}x (target >= 5x)")
        # a kit hand holds about twice RLCard's decisions (UNO calls, catches, challenges, colours,
        # keep-or-play after a draw, and the cards those rules add), so per decision as well:
        print(f"  per decision, by CPU time: engine {engine_cpu * engine_actions:,.0f} actions/s, RLCard "
              f"{rl[1] * rl[2]:,.0f} steps/s: {engine_cpu * engine_actions / (rl[1] * rl[2]):.2f}x")
    print(f"  fast path / engine: {fast / engine:,.0f}x")
    simulate_matches(uno.Rules(), PLAYERS, 10, 0, ["heuristic"] * PLAYERS)  # warm-up
    for level in ("heuristic", "random"):
        start = time.perf_counter()
        stats = simulate_matches(uno.Rules(), PLAYERS, args.matches, 1, [level] * PLAYERS)
        took = time.perf_counter() - start
        print(f"  {args.matches:,} matches to {uno.Rules().target}, {PLAYERS} {level} players: {took:.2f} s "
              f"(target < 60 s; {stats.hands.mean():.1f} hands and {stats.turns.mean():.0f} turns a match)")


if __name__ == "__main__":
    main()
