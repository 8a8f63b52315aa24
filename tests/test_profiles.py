"""Run profiles (harness/profiles.py): the default samples the heavy sweeps, nightly runs them
at full size, and both play every ordered pair of starter decks equally often."""

from __future__ import annotations

import subprocess
import sys

import pytest

from harness.profiles import DEFAULT, profile


def test_the_default_sweep_plays_each_pair_once_and_nightly_at_least_a_thousand_games() -> None:
    assert profile(DEFAULT).sweep_games(100) == 100
    assert profile("nightly").sweep_games(100) == 1000
    assert profile("nightly").sweep_games(300) == 3000  # ten a pair once the pairs outgrow 100
    assert profile("nightly").sweep_games(7) % 7 == 0
    assert profile("nightly").sweep_games(7) >= 1000


def test_only_nightly_measures_every_script_and_fuzzes_long() -> None:
    assert not profile(DEFAULT).strength_every_script
    assert profile("nightly").strength_every_script
    assert profile("nightly").fuzz_minutes > profile(DEFAULT).fuzz_minutes


def test_an_unknown_profile_is_refused_naming_the_known_ones() -> None:
    with pytest.raises(ValueError, match="default, nightly"):
        profile("weekly")


@pytest.mark.parametrize(("option", "sweep"), [((), 100), (("--profile", "nightly"), 1000)])
def test_pytest_collects_the_profiles_sweep(option: tuple[str, ...], sweep: int) -> None:
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "tests/test_random_games.py",
            "--collect-only",
            "-q",
            "-p",
            "no:xdist",
            "-k",
            "keeps_the_invariants",
            *option,
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert f"{sweep}/" in done.stdout.splitlines()[-1], done.stdout[-500:]
