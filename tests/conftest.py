"""Hypothesis profiles and options of this project's own test suite.

* `ci` (loaded by Hypothesis itself when `CI` is set): its derandomized, database-free
  settings, with 200 examples per property test.
* `fuzz`: thousands of examples for a long hunt (nightly or by hand); chosen with
  `GOMORRA_FUZZ=1` or `pytest --hypothesis-profile fuzz`.
* otherwise Hypothesis's default profile (100 examples, a local example database).

Tests that must stay cheap set their own `max_examples`; the others take the profile's.

Tests marked `slow` run first: under xdist (`-n auto`) the scheduler hands out tests in
collection order, alternating between workers, so the heavy ones start at once on both
cores and the thousands of quick tests fill the gaps, instead of a heavy test collected
late running alone at the end of the run.
"""

from __future__ import annotations

import os

import pytest


def pytest_configure(config: pytest.Config) -> None:
    """Registered here rather than at import: importing Hypothesis before the Gomorra
    plugin's `pytest_configure` would have pytest rewrite all of Hypothesis's modules."""
    from hypothesis import HealthCheck, settings

    settings.register_profile("ci", parent=settings.get_profile("ci"), max_examples=200)
    settings.register_profile(
        "fuzz", max_examples=5_000, deadline=None, suppress_health_check=[HealthCheck.too_slow]
    )
    if os.environ.get("GOMORRA_FUZZ"):
        settings.load_profile("fuzz")
    elif settings.get_current_profile_name() == "ci":
        settings.load_profile("ci")  # the registration above replaced the built-in one


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--random-games",
        type=int,
        default=None,
        help="how many random games the invariant sweep plays (default: tests/test_random_games.py SWEEP_GAMES)",
    )


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Tests marked `slow` first, each group in collection order (the sort is stable)."""
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)
