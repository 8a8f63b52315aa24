"""What the harness does once per run instead of once per scenario, and what it leaves
out of a feature run, must never change a scenario's outcome."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from harness.named_boards import read_board
from harness.phrases import find_phrase
from harness.verify import verify

pytest_plugins = ["pytester"]

BOARD = """phase: high noon
players:
  - name: Player1
    outfit: The Sloane Gang
    ghost_rock: 3
  - name: Player2
    outfit: Law Dogs
"""

TWO_SCENARIOS = """Feature: One named board, two scenarios
  Scenario: The first changes its copy
    Given the board "small"
    And Player1 has 9 ghost rock
    Then Player1 has 9 ghost rock

  Scenario: The second sees the file as written
    Given the board "small"
    Then Player1 has 3 ghost rock
"""


def test_a_named_board_is_each_scenarios_own_copy(tmp_path: Path) -> None:
    (tmp_path / "scenarios" / "boards").mkdir(parents=True)
    (tmp_path / "scenarios" / "boards" / "small.yaml").write_text(BOARD, encoding="utf-8")
    feature = tmp_path / "copies.feature"
    feature.write_text(TWO_SCENARIOS, encoding="utf-8")
    report = verify([feature])
    outcomes = {s.scenario: (s.outcome, s.message) for f in report.features for s in f.scenarios}
    assert outcomes == {
        "The first changes its copy": ("passed", ""),
        "The second sees the file as written": ("passed", ""),
    }


def test_read_board_parses_once_and_rereads_a_changed_file(tmp_path: Path) -> None:
    path = tmp_path / "small.yaml"
    path.write_text(BOARD, encoding="utf-8")
    first = read_board("small", tmp_path)
    first["players"][0]["ghost_rock"] = 99
    assert read_board("small", tmp_path)["players"][0]["ghost_rock"] == 3
    path.write_text(BOARD.replace("ghost_rock: 3", "ghost_rock: 4"), encoding="utf-8")
    assert read_board("small", tmp_path)["players"][0]["ghost_rock"] == 4


def test_compiled_phrases_read_steps_as_before() -> None:
    found = find_phrase('moves "Jake Smiley" to "Town Square"', tries=False)
    assert found is not None and found[1] == {"dude": "Jake Smiley", "location": "Town Square"}
    assert find_phrase('move "Jake Smiley" to "Town Square"', tries=False) is None
    assert find_phrase('Moves "Jake Smiley" to "Town Square"', tries=False) is None  # case matters


def test_hypothesis_modules_are_not_assert_rewritten() -> None:
    import hypothesis

    loader = type(hypothesis.__loader__).__name__
    assert loader != "AssertionRewritingHook", "Hypothesis's modules were rewritten"
    assert "hypothesis" in sys.modules


FEATURE = """Feature: Plain
  Scenario: Passes
    Given the phase is High Noon
    Then Player1 is asked to "Select an action"
"""

HYPOTHESIS_TEST = """
from hypothesis import given, strategies as st

@given(st.integers())
def test_fails_for_some_integer(n):
    assert n < 10
"""


@pytest.mark.slow
def test_a_feature_only_run_drops_hypothesis_and_a_hypothesis_run_keeps_it(
    pytester: pytest.Pytester,
) -> None:
    """Run in subprocesses: in this process Hypothesis is imported already."""
    pytester.makefile(".feature", plain=FEATURE)
    pytester.makepyfile(test_plain="from pytest_bdd import scenarios\nscenarios('plain.feature')\n")
    probe = (
        "import sys\n"
        "def pytest_sessionfinish(session):\n"
        "    plugin = session.config.pluginmanager.get_plugin('hypothesispytest')\n"
        "    print('HYPOTHESIS', 'imported' if 'hypothesis' in sys.modules else 'absent',\n"
        "          'registered' if plugin is not None else 'unregistered')\n"
    )
    pytester.makeconftest(probe)
    features = pytester.runpytest_subprocess("-p", "no:cacheprovider", "-s", "test_plain.py")
    features.assert_outcomes(passed=1)
    features.stdout.fnmatch_lines(["*HYPOTHESIS absent unregistered*"])
    pytester.makepyfile(test_numbers=HYPOTHESIS_TEST)
    both = pytester.runpytest_subprocess("-p", "no:cacheprovider", "-s", "--hypothesis-show-statistics")
    both.assert_outcomes(passed=1, failed=1)
    # Hypothesis's plugin still works: its terminal summary prints the statistics.
    both.stdout.fnmatch_lines(["*HYPOTHESIS imported registered*", "*n=10*", "*Hypothesis Statistics*"])


def test_a_feature_file_edited_between_runs_is_checked_again(tmp_path: Path) -> None:
    """Feature files are read for duplicate titles once per version of the file, not once
    per run: an edit (here, a second scenario with the same title) is seen at once."""
    from harness.integrity import duplicate_titles

    feature = tmp_path / "titles.feature"
    feature.write_text(
        "Feature: Titles\n  Scenario: One\n    Given the phase is High Noon\n", encoding="utf-8"
    )
    assert duplicate_titles(feature) == []
    assert duplicate_titles(feature) == []
    feature.write_text(
        "Feature: Titles\n  Scenario: One\n    Given the phase is High Noon\n"
        "  Scenario: One\n    Given the phase is High Noon\n",
        encoding="utf-8",
    )
    assert [problem.line for problem in duplicate_titles(feature)] == [4]


def test_duplicate_titles_read_the_document_pytest_bdd_parsed() -> None:
    """The titles and tags remembered from pytest-bdd's parse of each bundled feature file
    equal the duplicate-title check's own reading of the file."""
    from harness import integrity, step_lookup
    from harness.lint import feature_files

    root = Path(__file__).resolve().parent.parent
    files = feature_files([root / "features"])
    assert len(files) > 100
    for path in files:
        integrity._READ.pop(path, None)
        step_lookup.get_gherkin_document(str(path))
        assert integrity._READ[path][1] == integrity._read_scenarios_and_tags(path), path


def test_the_young_generation_is_collected_less_often_during_the_run_only(
    pytester: pytest.Pytester,
) -> None:
    """During a run the youngest generation waits for `YOUNG_COLLECTION` allocations; the
    process gets its own thresholds back when the session ends."""
    import gc

    from harness.garbage import YOUNG_COLLECTION

    pytester.makefile(".feature", plain=FEATURE)
    pytester.makepyfile(test_plain="from pytest_bdd import scenarios\nscenarios('plain.feature')\n")
    pytester.makeconftest(
        "import gc\ndef pytest_runtest_call(item):\n    print('YOUNG', gc.get_threshold()[0])\n"
    )
    before = gc.get_threshold()
    result = pytester.runpytest_inprocess("-p", "no:cacheprovider", "-s")
    result.assert_outcomes(passed=1)
    result.stdout.fnmatch_lines([f"*YOUNG {max(before[0], YOUNG_COLLECTION)}*"])
    assert gc.get_threshold() == before


@pytest.mark.parametrize(
    "starts",
    [
        "import harness.pytest_plugin",
        "from click.testing import CliRunner\nfrom harness.cli import main\nCliRunner().invoke(main, ['boards'])",
        "",
    ],
    ids=["pytest plugin", "gomorra command", "neither"],
)
def test_a_process_ends_with_what_is_alive_frozen(starts: str) -> None:
    """The plugin (any pytest process) and the `gomorra` command freeze what is alive at
    exit, so the interpreter's last collections skip it (harness/garbage.py). An atexit
    handler registered before them runs after them and sees the frozen objects."""
    import subprocess

    program = (
        "import atexit, gc\natexit.register(lambda: print('FROZEN', gc.get_freeze_count() > 0))\n" + starts
    )
    done = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, check=True)
    expected = "FROZEN False" if not starts else "FROZEN True"
    assert done.stdout.strip().endswith(expected), done.stdout[-500:] + done.stderr[-500:]


def test_pytest_bdd_scenario_reports_are_made_only_for_a_report_that_reads_them(
    pytester: pytest.Pytester,
) -> None:
    """Without `--cucumber-json` or `--gherkin-terminal-reporter` pytest-bdd's scenario
    reports are not recorded (harness/bdd_reports.py); with one, they are; after either
    session the functions are back as they were (here: as this session set them)."""
    from pytest_bdd import reporting

    from harness import bdd_reports

    before = {name: getattr(reporting, name) for name in bdd_reports.RECORDERS}
    pytester.makefile(".feature", plain=FEATURE)
    pytester.makepyfile(test_plain="from pytest_bdd import scenarios\nscenarios('plain.feature')\n")
    pytester.makeconftest(
        "from pytest_bdd import reporting\nfrom harness import bdd_reports\n"
        "def pytest_runtest_call(item):\n"
        "    print('RECORDING', reporting.before_step is not bdd_reports._nothing)\n"
    )
    plain = pytester.runpytest_inprocess("-p", "no:cacheprovider", "-s")
    plain.assert_outcomes(passed=1)
    plain.stdout.fnmatch_lines(["*RECORDING False*"])
    cucumber = pytester.path / "cucumber.json"
    read = pytester.runpytest_inprocess("-p", "no:cacheprovider", "-s", f"--cucumberjson={cucumber}")
    read.assert_outcomes(passed=1)
    read.stdout.fnmatch_lines(["*RECORDING True*"])
    assert '"Passes"' in cucumber.read_text(encoding="utf-8")
    assert {name: getattr(reporting, name) for name in bdd_reports.RECORDERS} == before
