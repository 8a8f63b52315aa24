"""`gomorra verify` in batches of feature files (harness/batches.py): the same scenarios,
outcomes, rules records, JUnit XML and Cucumber JSON as one session; a failure in any
batch fails the run; copies of a suite outside the project keep one result each."""

from __future__ import annotations

import json
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from harness.batches import batches, combined_exit_code, feature_files, splittable
from harness.rules_coverage.trace import read_records
from harness.verify import verify

ROOT = Path(__file__).resolve().parent.parent

#: Five small bundled features with several scenarios each, one an outline.
SAMPLE = [
    "features/cards/dtr/avie_cline.feature",
    "features/cards/dtr/joker_red.feature",
    "features/cards/dt2/rob_wilby.feature",
    "features/cards/dt2/el_anonimo.feature",
    "features/rules/upkeep/faction_upkeep.feature",
]


def _outcomes(report: object) -> dict[tuple[str, int, str], str]:
    return {
        (s.feature, s.line, s.example): s.outcome
        for f in report.features  # type: ignore[attr-defined]
        for s in f.scenarios
    }


def _run(tmp: Path, name: str, batch_files: int) -> tuple[object, Path]:
    out = tmp / name
    out.mkdir()
    options = [
        "--rules-records",
        str(out / "records.json"),
        f"--junitxml={out / 'junit.xml'}",
        f"--cucumberjson={out / 'cucumber.json'}",
    ]
    report = verify([ROOT / p for p in SAMPLE], extra_args=options, tracebacks=False, batch_files=batch_files)
    return report, out


def test_batches_give_the_single_sessions_results_and_reports(tmp_path: Path) -> None:
    whole, one = _run(tmp_path, "one", batch_files=100)
    split, many = _run(tmp_path, "many", batch_files=2)
    assert _outcomes(split) == _outcomes(whole)
    assert len(_outcomes(whole)) > len(SAMPLE)
    assert split.exit_code == whole.exit_code == 0  # type: ignore[attr-defined]
    records = {r.nodeid: (r.passed, sorted(r.trace)) for r in read_records(one / "records.json")}
    assert {r.nodeid: (r.passed, sorted(r.trace)) for r in read_records(many / "records.json")} == records
    cases = [c.get("name") for c in ET.parse(one / "junit.xml").iter("testcase")]
    merged = ET.parse(many / "junit.xml")
    assert sorted(c.get("name") for c in merged.iter("testcase")) == sorted(cases)
    suites = list(merged.iter("testsuite"))
    assert len(suites) == 1 and suites[0].get("tests") == str(len(cases))
    uris = sorted(f["uri"] for f in json.loads((one / "cucumber.json").read_text()))
    assert sorted(f["uri"] for f in json.loads((many / "cucumber.json").read_text())) == uris


def test_a_failure_in_an_early_batch_fails_the_run(tmp_path: Path) -> None:
    folder = tmp_path / "features"
    folder.mkdir()
    (folder / "a_failing.feature").write_text(
        "Feature: F\n  Scenario: S\n    Given the phase is High Noon\n    Then Player1 has 9 ghost rock\n"
    )
    for n in range(3):
        (folder / f"b_passing_{n}.feature").write_text(
            "Feature: P\n  Scenario: S\n    Given the phase is High Noon\n    Then Player1 has 0 ghost rock\n"
        )
    report = verify([folder], tracebacks=False, batch_files=1)
    assert report.exit_code == 1
    assert sorted(_outcomes(report).values()) == ["failed", "passed", "passed", "passed"]


def test_copies_of_a_suite_outside_the_project_keep_a_result_each(tmp_path: Path) -> None:
    for copy in ("one", "two"):
        (tmp_path / copy).mkdir()
        for path in SAMPLE[:2]:
            shutil.copy(ROOT / path, tmp_path / copy / Path(path).name)
    scenarios = len(_outcomes(verify([ROOT / p for p in SAMPLE[:2]], tracebacks=False)))
    for size in (1, 100):
        assert len(_outcomes(verify([tmp_path], tracebacks=False, batch_files=size))) == 2 * scenarios


def test_reports_that_need_one_session_are_not_split() -> None:
    assert splittable(["--rules-records", "x.json", "--junitxml=j.xml"])
    assert not splittable(["--scenario-report", "reports/x"])
    assert not splittable(["--record-affected"])


def test_batches_cover_every_file_once_in_order(tmp_path: Path) -> None:
    files = feature_files([ROOT / "features/cards/dt2", ROOT / SAMPLE[2]])
    assert len(files) == len(set(files))
    assert [f for batch in batches(files, 7) for f in batch] == files


@pytest.mark.parametrize(
    ("codes", "combined"),
    [([0, 0], 0), ([5, 0], 0), ([5, 5], 5), ([0, 1, 5], 1), ([1, 2], 2), ([], 0)],
)
def test_the_run_exit_code_from_the_batches(codes: list[int], combined: int) -> None:
    assert combined_exit_code(codes) == combined


def test_batches_in_this_process_give_the_same_results(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Where a system cannot fork, the batches run one after another in this process."""
    forked, _ = _run(tmp_path, "forked", batch_files=2)
    monkeypatch.setenv("GOMORRA_BATCHES_IN_PROCESS", "1")
    in_process, _ = _run(tmp_path, "in-process", batch_files=2)
    assert _outcomes(in_process) == _outcomes(forked)


def test_a_batch_whose_process_dies_is_an_error_naming_its_files(monkeypatch: pytest.MonkeyPatch) -> None:
    """A batch's child process that ends without reporting loses nothing silently: the
    run fails with an error naming the batch's first file and how to see why."""
    import os

    import harness.verify

    if not harness.verify.in_child_processes():
        pytest.skip("this system runs batches in one process (no fork)")
    monkeypatch.setattr(harness.verify, "_session", lambda args, plugins: os._exit(3))
    report = verify([ROOT / p for p in SAMPLE[:2]], tracebacks=False, batch_files=1)
    assert report.exit_code == pytest.ExitCode.INTERNAL_ERROR
    assert not report.ok
    assert [e.file for e in report.errors] == [SAMPLE[0], SAMPLE[1]]
    assert "ended with exit code 3 before reporting its results" in report.errors[0].problem


def test_batch_records_merge_a_record_at_a_time_sorted_the_later_batch_winning(tmp_path: Path) -> None:
    """The parts of a split run merge into what one session writes: every scenario once,
    sorted by node id; a scenario two parts recorded keeps the later part's record."""
    from harness.rules_coverage.trace import ScenarioRecord, merge_files, write_records

    def record(nodeid: str, passed: bool) -> ScenarioRecord:
        return ScenarioRecord(nodeid, "f.feature", 1, nodeid, passed=passed, trace={f"rule {nodeid}"})

    first, second = tmp_path / "1.json", tmp_path / "2.json"
    write_records(first, [record("b", False), record("d", True)])
    write_records(second, [record("a", True), record("b", True), record("c", True)])
    merge_files([first, second], tmp_path / "merged.json")
    merged = read_records(tmp_path / "merged.json")
    assert [(r.nodeid, r.passed) for r in merged] == [("a", True), ("b", True), ("c", True), ("d", True)]
    assert merged[0].trace == ("rule a",)
    merge_files([], tmp_path / "none.json")
    assert read_records(tmp_path / "none.json") == []
