"""The cached step lookup (harness/step_lookup.py) answers exactly what pytest-bdd's own
search answers: per folder and per module, for every bundled step, ambiguity included."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

from harness import step_lookup

pytest_plugins = ["pytester"]

ROOT = Path(__file__).resolve().parent.parent

FEATURE = """Feature: Scoped steps
  Scenario: The same words in two places
    Given the phase is High Noon
    Then the answer is right
"""


def test_the_plugin_installs_the_cached_lookup_in_pytest_bdd() -> None:
    module = importlib.import_module("pytest_bdd.scenario")
    assert module.find_fixturedefs_for_step is step_lookup.find_step_definitions
    assert module.get_step_function is step_lookup.step_function
    assert module.signature is step_lookup.signature
    assert module.parse_step_arguments is step_lookup.parse_step_arguments


def test_a_module_step_overrides_a_conftest_step_of_the_same_words(pytester: pytest.Pytester) -> None:
    """Both definitions match; the one nearer the scenario (the module's) runs, as it does
    when pytest picks among the definitions pytest-bdd injects."""
    pytester.makeconftest(
        "from pytest_bdd import then\n\n@then('the answer is right')\n"
        "def _():\n    raise AssertionError('the conftest answered')\n"
    )
    pytester.makefile(".feature", scoped=FEATURE)
    pytester.makepyfile(
        test_near="from pytest_bdd import scenarios, then\n"
        "scenarios('scoped.feature')\n\n"
        "@then('the answer is right')\n"
        "def _():\n    pass\n"
    )
    result = pytester.runpytest("-p", "no:cacheprovider")
    result.assert_outcomes(passed=1)


def test_one_step_text_resolves_per_folder_conftest(pytester: pytest.Pytester) -> None:
    """A cache keyed by the step text alone would run one folder's definition in both."""
    for folder, body in (("right", "pass"), ("wrong", "raise AssertionError('the wrong folder answered')")):
        pytester.mkdir(folder)
        pytester.path.joinpath(folder, "conftest.py").write_text(
            f"from pytest_bdd import then\n\n@then('the answer is right')\ndef _():\n    {body}\n"
        )
        pytester.path.joinpath(folder, "scoped.feature").write_text(FEATURE)
        pytester.path.joinpath(folder, f"test_{folder}.py").write_text(
            "from pytest_bdd import scenarios\nscenarios('scoped.feature')\n"
        )
    result = pytester.runpytest("-p", "no:cacheprovider", "-p", "no:randomly")
    result.assert_outcomes(passed=1, failed=1)
    result.stdout.fnmatch_lines(["*the wrong folder answered*", "FAILED wrong/test_wrong.py::*"])


def test_one_step_text_resolves_per_module(pytester: pytest.Pytester) -> None:
    """Steps defined in a test module are seen by that module's scenarios only."""
    pytester.makefile(".feature", scoped=FEATURE)
    for name, answer in (("test_first", "1"), ("test_second", "2")):
        pytester.makepyfile(
            **{
                name: "from pytest_bdd import scenarios, then\n"
                "scenarios('scoped.feature')\n\n"
                "@then('the answer is right')\n"
                f"def _():\n    assert {answer} == 1, 'module {answer} answered'\n"
            }
        )
    result = pytester.runpytest("-p", "no:cacheprovider")
    result.assert_outcomes(passed=1, failed=1)
    result.stdout.fnmatch_lines(["*module 2 answered*"])


EQUIVALENCE = """
import pytest
from harness import step_lookup

MISMATCHES = []

@pytest.hookimpl
def pytest_bdd_before_step(request, feature, scenario, step, step_func):
    manager, node = request._fixturemanager, request.node
    uncached = [fd.argname for fd in step_lookup.UNCACHED(step, manager, node)]
    cached = [fd.argname for fd in step_lookup.find_step_definitions(step, manager, node)]
    if sorted(uncached) != sorted(cached) or len(cached) != 1:
        MISMATCHES.append((step.name, uncached, cached))
    # pytest-bdd's own answer (a temporary fixture's value) is the function running now
    through_fixture = step_lookup.UNCACHED_STEP_FUNCTION(request, step)
    if through_fixture is None or through_fixture.step_func is not step_func:
        MISMATCHES.append((step.name, through_fixture, step_func))
    context = step_lookup.step_function(request, step)
    parsed = step_lookup.UNCACHED_PARSE_STEP_ARGUMENTS(step, context)
    if step_lookup.parse_step_arguments(step, context) != parsed:
        MISMATCHES.append((step.name, parsed))

def pytest_sessionfinish(session):
    assert not MISMATCHES, MISMATCHES
    print("EQUIVALENT-STEPS-CHECKED")
"""


@pytest.mark.slow
def test_the_cached_lookup_equals_pytest_bdds_for_bundled_steps(pytester: pytest.Pytester) -> None:
    """Every step of two bundled feature folders finds the same single definition both ways."""
    pytester.makeconftest(EQUIVALENCE)
    folders = [ROOT / "features" / "rules" / "shootout", ROOT / "features" / "rules" / "high_noon"]
    pytester.makepyfile(f"from pytest_bdd import scenarios\nscenarios(*{[str(f) for f in folders]!r})\n")
    pytester.makeini("[pytest]\nmarkers =\n    rule(ref): r\n    card(code): c\n")  # bundled boards
    result = pytester.runpytest("-p", "no:cacheprovider", "-s", "-q")
    outcomes = result.parseoutcomes()
    assert outcomes.get("passed", 0) > 50 and "failed" not in outcomes, result.stdout.str()[-3000:]
    result.stdout.fnmatch_lines(["*EQUIVALENT-STEPS-CHECKED*"])


def test_data_tables_render_as_pytest_bdd_renders_them() -> None:
    """Every data table of the bundled features, with and without an outline's values,
    renders to the same table as pytest-bdd's deep-copying `render_datatable`."""
    from pytest_bdd.feature import get_features

    from harness.lint import feature_files

    tables = [
        step.datatable
        for feature in get_features([str(p) for p in feature_files([ROOT / "features"])])
        for template in feature.scenarios.values()
        for step in template.steps
        if step.datatable is not None
    ]
    assert len(tables) > 100
    contexts = [{}, {"dude": "Jake Smiley", "bullets": 3}]
    for table in tables:
        for context in contexts:
            assert step_lookup.render_datatable(table, context) == step_lookup.DEEPCOPY_RENDER_DATATABLE(
                table, context
            )


def test_literal_words_rule_out_only_definitions_that_cannot_match() -> None:
    """For every step of the bundled features (and the same steps in other letter cases),
    the definitions `matching` tries after its literal-words test are exactly those whose
    parser matches: the test never rules out a definition that would match."""
    from pytest_bdd.feature import get_features
    from pytest_bdd.steps import step_function_context_registry

    import harness.pytest_plugin  # noqa: F401  (imports every step definition)
    from harness.lint import feature_files

    contexts = list(step_function_context_registry.values())
    words = [step_lookup.literal_words(context.parser) for context in contexts]
    visible = [
        (context, context, max(w, key=len) if w else "") for context, w in zip(contexts, words, strict=True)
    ]
    assert sum(bool(piece) for _, _, piece in visible) > 50
    steps = [
        step
        for feature in get_features([str(p) for p in feature_files([ROOT / "features"])])
        for template in feature.scenarios.values()
        for step in template.steps
    ]
    assert len(steps) > 1000
    for step in steps:
        for variant in {step.name, step.name.upper(), step.name.swapcase()}:
            renamed = type("Renamed", (), {"name": variant, "type": step.type})()
            everything = [
                context
                for context in contexts
                if (context.type is None or context.type == step.type) and context.parser.is_matching(variant)
            ]
            assert step_lookup.matching(renamed, visible) == everything, variant


def test_parsed_arguments_are_each_callers_own() -> None:
    """A step function that changes its arguments' dict changes nothing the next run sees."""
    from pytest_bdd.parser import Step
    from pytest_bdd.steps import step_function_context_registry

    import harness.pytest_plugin  # noqa: F401

    step = Step(name="Player1 has 3 ghost rock", type="then", indent=0, line_number=1, keyword="Then ")
    [context] = [
        c
        for c in step_function_context_registry.values()
        if c.type == "then" and c.parser.is_matching(step.name)
    ]
    first = step_lookup.parse_step_arguments(step, context)
    first["amount"] = 99
    assert step_lookup.parse_step_arguments(step, context) == {
        "player": "Player1",
        "amount": 3,
        "quantity": "ghost rock",
    }
