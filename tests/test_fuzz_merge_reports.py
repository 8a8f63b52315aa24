"""`gomorra fuzz --merge-reports`: campaigns run on several machines make one report, as if
one campaign had run with all their workers (harness/fuzz_reports.py)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from click.testing import CliRunner

from harness.commands.fuzz import command
from harness.fuzz_reports import merge_reports


def report(
    decisions: int, rules: dict[str, int], offered: dict[str, int], failed: list[str]
) -> dict[str, Any]:
    return {
        "format": 1,
        "generated_by": "gomorra fuzz",
        "minutes": 10.0,
        "workers": 2,
        "decisions": decisions,
        "boards": 10,
        "checks": 100,
        "failures": len(failed),
        "decisions_per_second": [1000.0, 900.0],
        "decisions_per_cpu_second": [1100.0, 1000.0],
        "starts": {"built": 10},
        "windows": {"high noon": decisions},
        "events": {},
        "rules": rules,
        "abilities": {},
        "check_microseconds": {"board": 5},
        "cards": {
            "Shotgun": {
                "code": "01084",
                "printed": ["high noon", "shootout plays"],
                "offered": offered,
                "missing": [],
            }
        },
        "failed": [{"error": f"{problem}\nFailing test case: ..."} for problem in failed],
    }


def test_counts_add_up_rates_sit_side_by_side_and_a_window_any_machine_reached_is_reached() -> None:
    merged = merge_reports(
        [
            report(500, {"noon.turn": 3}, {"high noon": 2}, ["BoardError: x"]),
            report(700, {"noon.turn": 4, "move.free": 1}, {}, ["BoardError: x", "AssertionError: y"]),
        ]
    )
    assert merged["decisions"] == 1200 and merged["workers"] == 4 and merged["boards"] == 20
    assert merged["decisions_per_second"] == [1000.0, 900.0, 1000.0, 900.0]
    assert merged["rules"] == {"move.free": 1, "noon.turn": 7}
    assert merged["cards"]["Shotgun"]["offered"] == {"high noon": 2}
    assert merged["cards"]["Shotgun"]["missing"] == ["shootout plays"]
    assert [f["error"].split("\n")[0] for f in merged["failed"]] == ["BoardError: x", "AssertionError: y"]
    assert merged["failures"] == 2


def test_the_command_writes_the_merged_report_and_fails_on_a_failure(tmp_path: Path) -> None:
    paths = []
    for index, failed in enumerate(([], [])):
        path = tmp_path / f"reach-{index}.json"
        path.write_text(json.dumps(report(100, {"noon.turn": 1}, {"high noon": 1}, failed)), encoding="utf-8")
        paths += ["--merge-reports", str(path)]
    out = tmp_path / "merged.json"
    result = CliRunner().invoke(command, [*paths, "--report", str(out)])
    assert result.exit_code == 0, result.output
    assert json.loads(out.read_text(encoding="utf-8"))["decisions"] == 200
    (tmp_path / "reach-0.json").write_text(json.dumps(report(1, {}, {}, ["Boom"])), encoding="utf-8")
    assert CliRunner().invoke(command, [*paths, "--report", str(out)]).exit_code == 1


def test_a_file_that_is_no_fuzz_report_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "other.json"
    path.write_text("[]", encoding="utf-8")
    result = CliRunner().invoke(command, ["--merge-reports", str(path), "--report", str(tmp_path / "m.json")])
    assert result.exit_code == 2 and "format 1" in result.output
