"""Run profiles: how much of the heavy sweeps a run does.

The default profile (what CI and a contributor run) samples the heavy sweeps, seeded, so
the README's test command stays within its budget as the card pool grows; `nightly` runs
them at full size. The sweeps:

* the random-game invariant sweep (tests/test_random_games.py): by default one game per
  ordered pair of starter decks (every pair still played), nightly 1,000 games or ten per
  pair, whichever is more;
* the strength gate (`pytest --coverage-gate`, `gomorra coverage`): by default the card
  scripts changed since `strength_since`; nightly every card script;
* a fuzzing campaign (`gomorra fuzz`): by default one minute; nightly an hour.

`pytest --profile nightly`, `gomorra coverage --profile nightly`, `gomorra fuzz --profile
nightly` choose it; an explicit number (`--random-games N`, `--minutes M`) still wins.
"""

from __future__ import annotations

from dataclasses import dataclass

#: The option every command takes, and the profile a run gets without it.
DEFAULT = "default"


@dataclass(frozen=True)
class Profile:
    name: str
    #: Games of the invariant sweep per ordered pair of starter decks, and at least this many.
    sweep_games_per_pair: int
    sweep_games_at_least: int
    #: Whether the strength gate measures every card script, not only the changed ones.
    strength_every_script: bool
    #: Minutes a `gomorra fuzz` campaign runs when `--minutes` is not given.
    fuzz_minutes: float

    def sweep_games(self, pairs: int) -> int:
        """How many sweep games: every one of `pairs` played the same number of times."""
        per_pair = max(self.sweep_games_per_pair, -(-self.sweep_games_at_least // max(pairs, 1)))
        return per_pair * pairs


PROFILES = {
    DEFAULT: Profile(DEFAULT, 1, 0, strength_every_script=False, fuzz_minutes=1.0),
    "nightly": Profile("nightly", 10, 1000, strength_every_script=True, fuzz_minutes=60.0),
}


def profile(name: str | None) -> Profile:
    """The profile called `name` (None: the default); a ValueError names the known ones."""
    chosen = PROFILES.get(name or DEFAULT)
    if chosen is None:
        raise ValueError(f"no profile {name!r}: choose one of {', '.join(PROFILES)}")
    return chosen
