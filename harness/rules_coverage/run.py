"""Running features for the ledger: the scenarios' records, from a run or a file."""

from __future__ import annotations

import tempfile
from collections.abc import Sequence
from pathlib import Path

from harness.rules_coverage.trace import ScenarioRecord, read_records
from harness.verify import Progress, VerifyReport, verify


def run_features(
    paths: Sequence[Path],
    *,
    extra_args: Sequence[str] = (),
    progress: Progress | None = None,
    keep_records: Path | None = None,
) -> tuple[list[ScenarioRecord], VerifyReport]:
    """Run the scenarios of `paths` like `gomorra verify`, recording each one's trace (kept
    in `keep_records` if given: a shard's records, which `gomorra coverage --merge` reads)."""
    with tempfile.TemporaryDirectory(prefix="gomorra-ledger-") as tmp:
        records_file = keep_records.resolve() if keep_records else Path(tmp) / "records.json"
        report = verify(
            paths, extra_args=[*extra_args, "--rules-records", str(records_file)], progress=progress
        )
        records = read_records(records_file) if records_file.is_file() else []
    return records, report


def coverage_summary(records: Sequence[ScenarioRecord]) -> list[str]:
    """The few lines `gomorra verify` ends with: what the scenarios just run prove."""
    from harness.rules_coverage.ledger import build_ledger
    from harness.rules_coverage.reports import summary_lines

    return ["Rules coverage (gomorra coverage for the reports):", *summary_lines(build_ledger(records))]
