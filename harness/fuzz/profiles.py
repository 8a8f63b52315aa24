"""Hypothesis settings profiles for the fuzzer.

* `ci`: Hypothesis' own `ci` profile (loaded when `CI=true`: derandomized, no example
  database, the reproduction blob printed) with no deadline and short games. It leaves
  `max_examples` alone, so the repository's other property tests keep theirs; the fuzz
  test in the default suite bounds its own examples (`SUITE_EXAMPLES`).
* `campaign`: `gomorra fuzz`: random seeds, long games, every phase including shrinking,
  a shared example database set by the campaign, health checks that would stop a long
  run (a slow board build) suppressed.
"""

from __future__ import annotations

from hypothesis import HealthCheck, settings

#: Examples (games) the default test suite fuzzes: a few seconds on one core.
SUITE_EXAMPLES = 12
#: Rule steps a game of the default suite makes at most: each answers up to
#: `harness.fuzz.machine.BATCH` (32) decisions.
SUITE_STEPS = 2
#: Rule steps a campaign's game makes at most (1,280 decisions: most games end sooner).
CAMPAIGN_STEPS = 40

_SLOW = [HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much]

settings.register_profile(
    "ci",
    parent=settings.get_profile("ci"),
    deadline=None,
    stateful_step_count=SUITE_STEPS,
    suppress_health_check=_SLOW,
)
settings.register_profile(
    "campaign",
    max_examples=1_000_000,
    stateful_step_count=CAMPAIGN_STEPS,
    deadline=None,
    derandomize=False,
    suppress_health_check=_SLOW,
    report_multiple_bugs=False,
)


def suite_settings() -> settings:
    """The fuzz test's settings: the loaded profile, bounded to a few seconds of games."""
    current = settings.default
    assert current is not None  # a profile is always loaded
    return settings(
        current,
        max_examples=min(current.max_examples, SUITE_EXAMPLES),
        stateful_step_count=min(current.stateful_step_count, SUITE_STEPS),
        deadline=None,
        suppress_health_check=_SLOW,
    )


def campaign_settings(**overrides: object) -> settings:
    return settings(settings.get_profile("campaign"), **overrides)  # type: ignore[arg-type]


def planted_settings(max_examples: int, stateful_step_count: int = 8) -> settings:
    """A test's hunt for a planted bug: derandomized (the same games every run), no example
    database, no shrinking (the test asserts the bug is found, not its smallest form), and
    a ceiling of `max_examples` games."""
    from hypothesis import Phase

    return settings(
        max_examples=max_examples,
        stateful_step_count=stateful_step_count,
        derandomize=True,
        database=None,
        deadline=None,
        report_multiple_bugs=False,
        phases=[Phase.generate],
        suppress_health_check=list(HealthCheck),
    )
