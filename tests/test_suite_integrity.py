"""Suite integrity: every way a scenario could pass proving nothing, or never run, refused
on a small fixture, and the bundled project shown free of them."""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.integrity import (
    duplicate_titles,
    feature_problems,
    project_problems,
    script_feature_problems,
    skips_without_reason,
    unbound_features,
)
from harness.lint import lint
from harness.verify import verify

pytest_plugins = ["pytester"]

ROOT = Path(__file__).resolve().parents[1]

SCENARIO = """
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    When Player1 moves "Pancho Castillo" to "Town Square"
    Then "Pancho Castillo" is unbooted
"""

TWICE = (
    "Feature: Moving\n"
    "  Scenario: A dude walks to the town square" + SCENARIO + "\n"
    "  Scenario: A dude walks to the town square" + SCENARIO
)

INI = """[pytest]
markers =
    rule(ref): rule
    card(code): card
"""


def shown(problems: list[object], root: Path) -> list[str]:
    return [str(p).replace(str(root) + "/", "") for p in problems]


def test_the_bundled_project_has_no_integrity_problem() -> None:
    assert shown(feature_problems([ROOT / "features"]) + project_problems(ROOT), ROOT) == []


# -- duplicate titles -------------------------------------------------------------------
def test_lint_refuses_two_scenarios_with_one_title_naming_both_lines(tmp_path: Path) -> None:
    feature = tmp_path / "moving.feature"
    feature.write_text(TWICE, encoding="utf-8")
    expected = [
        "moving.feature:10: scenario title 'A dude walks to the town square' is also used at "
        "moving.feature:2: pytest-bdd would run only the last of them; give each a title of its own"
    ]
    assert shown(duplicate_titles(feature), tmp_path) == expected
    assert shown(lint([feature]), tmp_path) == expected


def test_the_suite_refuses_to_bind_a_feature_with_a_duplicate_title(pytester: pytest.Pytester) -> None:
    pytester.makefile(".feature", moving=TWICE)
    pytester.makeini(INI)
    pytester.makepyfile("from pytest_bdd import scenarios\nscenarios('moving.feature')\n")
    result = pytester.runpytest("-p", "no:cacheprovider")
    result.assert_outcomes(errors=1)
    result.stdout.fnmatch_lines(
        ["*Duplicate scenario titles:*", "*moving.feature:10: *also used at *moving.feature:2*"]
    )


@pytest.mark.slow
def test_the_refusal_holds_under_xdist(pytester: pytest.Pytester) -> None:
    pytest.importorskip("xdist", reason="pytest-xdist is a dev dependency; without it there is no -n")
    pytester.makefile(".feature", moving=TWICE)
    pytester.makeini(INI)
    pytester.makepyfile("from pytest_bdd import scenarios\nscenarios('moving.feature')\n")
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider", "-n", "2")
    result.assert_outcomes(errors=1)
    result.stdout.fnmatch_lines(["*moving.feature:10: *also used at *moving.feature:2*"])


# -- negative log checks ----------------------------------------------------------------
def test_the_log_does_not_contain_fails_when_a_longer_line_contains_the_text(tmp_path: Path) -> None:
    """The old whole-line check passed here: the line is longer than the text."""
    feature = tmp_path / "log.feature"
    feature.write_text(
        "Feature: Log\n  Scenario: Moving is logged"
        + SCENARIO
        + '    And the log does not contain "Player1 moves Pancho Castillo"\n',
        encoding="utf-8",
    )
    [result] = [s for f in verify([feature]).features for s in f.scenarios]
    assert result.outcome == "failed"
    assert "No log line should contain 'Player1 moves Pancho Castillo', but these do:" in result.message
    assert "Player1 moves Pancho Castillo to Town Square" in result.message


def test_the_log_does_not_contain_passes_when_no_line_contains_the_text(tmp_path: Path) -> None:
    feature = tmp_path / "log.feature"
    feature.write_text(
        "Feature: Log\n  Scenario: Nobody is aced" + SCENARIO + '    And the log does not contain "aces"\n',
        encoding="utf-8",
    )
    [result] = [s for f in verify([feature]).features for s in f.scenarios]
    assert result.outcome == "passed", result.message


# -- card scripts and features ----------------------------------------------------------
SCRIPT = """from engine.dsl import CardScript


class AllieHensman(CardScript):
    code = "01035"
"""


def small_project(tmp_path: Path, feature: str) -> Path:
    (tmp_path / "cards" / "dtr").mkdir(parents=True)
    (tmp_path / "cards" / "dtr" / "allie_hensman.py").write_text(SCRIPT, encoding="utf-8")
    (tmp_path / "features").mkdir()
    (tmp_path / "features" / "demo.feature").write_text(feature, encoding="utf-8")
    return tmp_path


def test_a_card_script_without_a_tagged_feature_fails_naming_the_script(tmp_path: Path) -> None:
    root = small_project(tmp_path, "Feature: Moving\n  Scenario: Walk" + SCENARIO)
    assert shown(script_feature_problems(root / "cards", [root / "features"]), root) == [
        "cards/dtr/allie_hensman.py:1: card script 01035 has no feature tagged @card:01035 proving it"
    ]


def test_a_feature_tagged_for_a_card_with_abilities_but_no_script_fails(tmp_path: Path) -> None:
    feature = "@card:01035\nFeature: Allie\n  @card:01119\n  Scenario: Whip" + SCENARIO
    root = small_project(tmp_path, feature)
    assert shown(script_feature_problems(root / "cards", [root / "features"]), root) == [
        "features/demo.feature:3: @card:01119 tags a card that prints abilities but has no script in cards"
    ]


def test_a_card_printing_no_ability_needs_no_script(tmp_path: Path) -> None:
    """Olivia Jenks (01046) prints no ability: the ledger proves her by having her in play."""
    feature = "@card:01035\nFeature: Allie\n  @card:01046\n  Scenario: Olivia" + SCENARIO
    root = small_project(tmp_path, feature)
    assert script_feature_problems(root / "cards", [root / "features"]) == []


def test_a_reworded_reprint_sharing_a_script_needs_a_feature_of_its_own(tmp_path: Path) -> None:
    """The Weird West Edition rewords The Sloane Gang (24012): sharing the Base Set script is
    a claim that it behaves the same, which its own tagged feature must prove."""
    feature = "@card:01004\nFeature: Sloane\n  Scenario: Walk" + SCENARIO
    root = small_project(tmp_path, feature)
    (root / "cards" / "dtr" / "the_sloane_gang.py").write_text(
        'from engine.dsl import CardScript\n\n\nclass TheSloaneGang(CardScript):\n    code = "01004"\n'
        '    reprints = ("24012",)\n',
        encoding="utf-8",
    )
    problems = shown(script_feature_problems(root / "cards", [root / "features"]), root)
    assert (
        "cards/dtr/the_sloane_gang.py:1: reworded reprint 24012 shares this script but no feature "
        "tagged @card:24012 proves it behaves the same"
    ) in problems
    (root / "features" / "wwe.feature").write_text(
        "@card:24012\nFeature: WWE\n  Scenario: Walk" + SCENARIO, encoding="utf-8"
    )
    problems = shown(script_feature_problems(root / "cards", [root / "features"]), root)
    assert not [p for p in problems if "24012" in p]


def test_a_reworded_reprint_shares_the_script_it_is_listed_in() -> None:
    from cards.dtr.the_sloane_gang import TheSloaneGang
    from cards.scripts import script_registry

    assert script_registry()["24012"] is TheSloaneGang
    assert "24012" in TheSloaneGang.reprints


# -- skips and xfails -------------------------------------------------------------------
def test_a_skip_tag_without_a_reason_fails_lint(tmp_path: Path) -> None:
    feature = tmp_path / "skip.feature"
    feature.write_text("Feature: Skip\n  @skip\n  Scenario: Hidden" + SCENARIO, encoding="utf-8")
    assert shown(skips_without_reason(feature), tmp_path) == [
        "skip.feature:2: @skip hides a scenario without saying why: write @skip:<reason> "
        "(e.g. @xfail:issue-42-bounty-not-cleared)"
    ]


def test_a_skip_or_xfail_without_a_reason_fails_the_test(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(
        """
        import pytest

        @pytest.mark.skip
        def test_skipped_silently():
            pass

        @pytest.mark.xfail
        def test_xfailed_silently():
            assert False

        def test_skips_itself():
            pytest.skip()

        @pytest.mark.skip(reason="needs chromium")
        def test_skipped_with_a_reason():
            pass

        @pytest.mark.xfail(reason="issue 42")
        def test_xfailed_with_a_reason():
            assert False
        """
    )
    result = pytester.runpytest("-p", "no:cacheprovider", "-rA")
    # A skip marker acts at setup, so refusing it shows as an error; the others fail.
    result.assert_outcomes(errors=1, failed=2, skipped=1, xfailed=1)
    for name in ("test_skipped_silently", "test_xfailed_silently", "test_skips_itself"):
        result.stdout.fnmatch_lines([f"*{name}: skipped or xfailed without a reason*"])


def test_a_reasoned_xfail_tag_expects_the_scenario_to_fail(pytester: pytest.Pytester) -> None:
    pytester.makefile(
        ".feature",
        xfail=(
            "Feature: Expected failure\n  @xfail:issue-42-moving-boots\n  Scenario: Walk"
            + SCENARIO.replace("is unbooted", "is booted")
            + "\n  @skip:not-yet-written\n  Scenario: Later"
            + SCENARIO
        ),
    )
    pytester.makeini(INI)
    pytester.makepyfile("from pytest_bdd import scenarios\nscenarios('xfail.feature')\n")
    result = pytester.runpytest("-p", "no:cacheprovider", "-rxs")
    result.assert_outcomes(xfailed=1, skipped=1)
    result.stdout.fnmatch_lines(["*issue-42-moving-boots*", "*not-yet-written*"])


def test_a_skip_tag_with_an_empty_reason_errors_in_its_own_scenario_only(
    pytester: pytest.Pytester, tmp_path: Path
) -> None:
    """`@skip:` used to stop `scenarios(...)` at import (no marker "skip:"), so not one
    scenario of the module was collected; now it is one error naming file:line and the fix."""
    text = "Feature: Moving\n  @skip:\n  Scenario: Hidden" + SCENARIO + "\n  Scenario: Shown" + SCENARIO
    pytester.makefile(".feature", moving=text)
    pytester.makeini(INI)
    pytester.makepyfile("from pytest_bdd import scenarios\nscenarios('moving.feature')\n")
    result = pytester.runpytest("-p", "no:cacheprovider", "--strict-markers")
    result.assert_outcomes(passed=1, errors=1)
    result.stdout.fnmatch_lines(
        ["*moving.feature:3: @skip: gives no reason*write the reason after the colon (@skip:<reason>*"]
    )
    feature = tmp_path / "moving.feature"
    feature.write_text(text, encoding="utf-8")
    assert shown(skips_without_reason(feature), tmp_path) == [
        "moving.feature:2: @skip: hides a scenario without saying why: write @skip:<reason> "
        "(e.g. @xfail:issue-42-bounty-not-cleared)"
    ]


# -- feature files no test binds --------------------------------------------------------
def test_a_feature_file_no_test_binds_fails_naming_it(tmp_path: Path) -> None:
    (tmp_path / "features" / "rules").mkdir(parents=True)
    (tmp_path / "features" / "cards").mkdir()
    (tmp_path / "features" / "rules" / "moving.feature").write_text("Feature: M\n", encoding="utf-8")
    (tmp_path / "features" / "cards" / "allie.feature").write_text("Feature: A\n", encoding="utf-8")
    (tmp_path / "features" / "loose.feature").write_text("Feature: L\n", encoding="utf-8")
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_features.py").write_text(
        "from pytest_bdd import scenarios\n\nscenarios('rules', 'cards')\n", encoding="utf-8"
    )
    (tmp_path / "pyproject.toml").write_text(
        '[tool.pytest]\nbdd_features_base_dir = "features/"\n', encoding="utf-8"
    )
    found = unbound_features(tmp_path, tmp_path / "features", tmp_path / "tests")
    assert shown(found, tmp_path) == [
        "features/loose.feature:1: no test binds this feature file: add it to a scenarios(...) call in tests"
    ]


# -- Given steps after the game has started ------------------------------------------------
def test_a_given_step_after_a_when_step_fails_instead_of_changing_nothing(tmp_path: Path) -> None:
    """A lasting effect "given" after the game started would be written to a board nobody
    reads again: the scenario would pass while proving nothing, so it fails, saying why."""
    feature = tmp_path / "late.feature"
    late = '    Given "Pancho Castillo" gets "bullets +1" from "Pancho Castillo" until end of day\n'
    feature.write_text("Feature: Late\n  Scenario: Too late" + SCENARIO + late, encoding="utf-8")
    [result] = [s for f in verify([feature]).features for s in f.scenarios]
    assert result.outcome == "failed"
    assert "comes after the game has started" in result.message
    assert "move it up" in result.message
