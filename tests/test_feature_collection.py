"""pytest collects `.feature` files directly (harness/feature_files.py): `pytest x.feature`
runs it with the Gomorra steps and guards, a scenario bound twice runs once, and JUnit XML
names scenarios by feature file and line. A rules expert's own repository on Gomorra
installed from its wheel: tests/test_installed_package.py."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from harness.feature_files import FeatureFolder

pytest_plugins = ["pytester"]

ROOT = Path(__file__).resolve().parents[1]

MOVING = """Feature: Moving
  Scenario: A dude walks to the town square
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            |
      | Pancho Castillo |
    When Player1 moves "Pancho Castillo" to "Town Square"
    Then "Pancho Castillo" is at "Town Square"

  Scenario: War Paint waits for its target
    Given the phase is High Noon
    And Player1's hand is "War Paint"
    And Player1 has these dudes:
      | dude            |
      | Pancho Castillo |
    When Player1 plays "War Paint"
    Then Player1 has 0 ghost rock
"""


def test_pytest_runs_a_feature_file_with_the_steps_and_guards(pytester: pytest.Pytester) -> None:
    pytester.makefile(".feature", moving=MOVING)
    result = pytester.runpytest("moving.feature", "-p", "no:cacheprovider")
    result.assert_outcomes(passed=1, failed=1)
    result.stdout.fnmatch_lines(
        [
            "*The scenario ends with an unanswered prompt: Player1 is asked to 'Select a dude'*",
            "*Failed after the last step of moving.feature:10*",
            "*FAILED moving.feature::test_war_paint_waits_for_its_target*",
        ]
    )


def test_pytest_runs_a_folder_of_features(pytester: pytest.Pytester) -> None:
    rules = pytester.mkdir("features")
    (rules / "moving.feature").write_text(MOVING, encoding="utf-8")
    (rules / "again.feature").write_text(
        MOVING.replace("Feature: Moving", "Feature: Again"), encoding="utf-8"
    )
    result = pytester.runpytest("features", "-p", "no:cacheprovider", "-k", "walks")
    result.assert_outcomes(passed=2, deselected=2)


def test_a_broken_feature_is_a_collection_error_naming_file_and_line(pytester: pytest.Pytester) -> None:
    pytester.makefile(".feature", broken="Feature: Broken\n  Scenario: x\n    Given stray\n  | a |\n  Rule\n")
    pytester.makefile(".feature", moving=MOVING)
    result = pytester.runpytest("-p", "no:cacheprovider", "--continue-on-collection-errors")
    result.assert_outcomes(passed=1, failed=1, errors=1)
    result.stdout.fnmatch_lines(["*broken.feature:5: *(the line reads: Rule)*"])


def test_a_scenario_bound_twice_runs_once(pytester: pytest.Pytester) -> None:
    """The feature file collected by pytest and bound by a test module (as
    tests/test_features.py binds every bundled feature) is one scenario, run once."""
    pytester.makefile(".feature", moving=MOVING)
    pytester.makepyfile(test_moving="from pytest_bdd import scenarios\nscenarios('moving.feature')\n")
    result = pytester.runpytest("-p", "no:cacheprovider", "moving.feature", "test_moving.py")
    result.assert_outcomes(passed=1, failed=1, deselected=2)
    result.stdout.fnmatch_lines(["FAILED test_moving.py::test_war_paint_waits_for_its_target*"])


def test_the_feature_collector_can_be_turned_off(pytester: pytest.Pytester) -> None:
    pytester.makefile(".feature", moving=MOVING)
    pytester.makeini("[pytest]\ngomorra_collect_features = false\n")
    result = pytester.runpytest("-p", "no:cacheprovider")
    assert result.ret == pytest.ExitCode.NO_TESTS_COLLECTED


@pytest.mark.parametrize("source", ["feature file", "test module"])
def test_plain_pytest_junit_xml_names_scenarios_by_feature_and_line(
    pytester: pytest.Pytester, source: str
) -> None:
    pytester.makefile(".feature", moving=MOVING)
    if source == "test module":
        pytester.makepyfile(test_moving="from pytest_bdd import scenarios\nscenarios('moving.feature')\n")
        args = ["test_moving.py"]
    else:
        args = ["moving.feature"]
    pytester.runpytest("-p", "no:cacheprovider", "--junitxml=junit.xml", *args)
    root = ET.parse(pytester.path / "junit.xml").getroot()
    names = sorted(case.get("name", "") for case in root.iter("testcase"))
    assert names == [
        "moving.feature:10 War Paint waits for its target",
        "moving.feature:2 A dude walks to the town square",
    ]


def test_a_folder_is_collected_once_however_many_of_its_files_are_named(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    """pytest re-collects a file's folder for each file named on the command line; a
    `FeatureFolder` makes its entries' nodes once, and collects what pytest's own folder
    would (a file named twice runs once)."""
    folder = pytester.mkdir("features")
    for n in range(6):
        (folder / f"moving_{n}.feature").write_text(
            MOVING.replace("Feature: Moving", f"Feature: Moving {n}"), encoding="utf-8"
        )
    scans: list[Path] = []
    scan = FeatureFolder._scan

    def counted(self: FeatureFolder) -> object:
        scans.append(self.path)
        return scan(self)

    monkeypatch.setattr(FeatureFolder, "_scan", counted)
    named = [f"features/moving_{n}.feature" for n in range(6)] + ["features/moving_0.feature"]
    result = pytester.runpytest_inprocess(*named, "-p", "no:cacheprovider", "-k", "walks")
    result.assert_outcomes(passed=6, deselected=6)
    assert scans.count(folder) == 1
