"""Hypothesis profiles and options of this project's own test suite.

* `ci` (loaded by Hypothesis itself when `CI` is set): its derandomized, database-free
  settings, with 200 examples per property test.
* `fuzz`: thousands of examples for a long hunt (nightly or by hand); chosen with
  `GOMORRA_FUZZ=1` or `pytest --hypothesis-profile fuzz`.
* otherwise Hypothesis's default profile (100 examples, a local example database).

Tests that must stay cheap set their own `max_examples`; the others take the profile's.

Tests marked `slow` run first, so that a heavy test collected late does not run alone at
the end of the run. Under xdist (`-n auto`, `--dist load`) each worker starts with a block
of consecutive tests (a quarter of its share) and is then topped up as it drains: the slow
tests are dealt round-robin to the heads of those first blocks, so they start at once on
every core and the thousands of quick tests fill the gaps.
"""

from __future__ import annotations

import os

import pytest

#: The hostile-input corpus (tests/test_hostile_inputs.py) is data to be refused, not tests:
#: its binary, empty and path-naming feature files must not be collected as features.
collect_ignore = ["hostile"]


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
        help="how many random games the invariant sweep plays (default: the --profile's, harness/profiles.py)",
    )


@pytest.hookimpl(trylast=True)  # after deselection (-k, -m): xdist sees the final list
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    slow = [item for item in items if item.get_closest_marker("slow") is not None]
    quick = [item for item in items if item.get_closest_marker("slow") is None]
    # On a worker (`workerinput`): xdist resets its `--dist` there, so the default, load, is
    # assumed; under another mode the slow tests still come early.
    workers = int(getattr(config, "workerinput", {}).get("workercount", 1))
    if workers < 2:
        items[:] = slow + quick
        return
    # xdist's LoadScheduling: the first block each worker gets, in collection order.
    limit = config.getoption("maxschedchunk", None) or len(items)
    block = max(min(len(items) // workers // 4, limit), 2)
    heads: list[list[pytest.Item]] = [slow[w::workers] for w in range(workers)]
    if max(len(head) for head in heads) > block:
        items[:] = slow + quick
        return
    ordered: list[pytest.Item] = []
    rest = iter(quick)
    for head in heads:
        ordered += head
        ordered += [item for _, item in zip(range(block - len(head)), rest, strict=False)]
    ordered += rest
    items[:] = ordered
