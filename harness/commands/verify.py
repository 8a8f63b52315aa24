"""`gomorra verify [PATH...]`: run feature files and print a per-feature table."""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

import click
from rich.console import Console
from rich.table import Table
from rich.text import Text

from harness.affected import UnknownRevision
from harness.failure import FailureDetails
from harness.rules_coverage.run import coverage_summary, run_features
from harness.rules_coverage.trace import iter_records
from harness.sharding import parse_shard
from harness.verify import NotAFeatureFile, Progress, ScenarioResult, VerifyReport, to_json


def render(report: VerifyReport, console: Console) -> None:
    table = Table(title="Gomorra verification", show_lines=False)
    table.add_column("feature")
    table.add_column("scenarios", justify="right")
    table.add_column("passed", justify="right", style="green")
    table.add_column("failed", justify="right", style="red")
    skipped = any(f.skipped for f in report.features)
    if skipped:
        table.add_column("skipped", justify="right", style="yellow")
    for feature in report.features:
        counts = [str(len(feature.scenarios)), str(feature.passed), str(feature.failed)]
        table.add_row(Text(feature.path), *counts, *([str(feature.skipped)] if skipped else []))
    for error in report.errors:
        table.add_row(
            Text(f"{error.file}:{error.line}"),
            Text("ERROR", style="bold red"),
            "",
            "",
            *([""] if skipped else []),
        )
    total = sum(len(f.scenarios) for f in report.features)
    passed = sum(f.passed for f in report.features)
    failed = sum(f.failed for f in report.features)
    skips = [str(sum(f.skipped for f in report.features))] if skipped else []
    table.add_row("[bold]total[/bold]", str(total), str(passed), str(failed), *skips)
    console.print(table)
    for feature in report.features:
        for scenario in feature.scenarios:
            if scenario.outcome == "failed":
                render_failure(scenario, console)
    for error in report.errors:
        console.print(Text("ERROR", style="bold red"), Text(str(error)), soft_wrap=True)
    summary = f"{passed} passed, {failed} failed"
    if skipped:
        summary += f", {skips[0]} skipped"
    if report.errors:
        summary += f", {len(report.errors)} error{'s' if len(report.errors) > 1 else ''}"
    console.print(summary, markup=False)


def render_failure(scenario: ScenarioResult, console: Console) -> None:
    """The whole story of a failed scenario (harness/failure.py), as pytest tells it."""
    title = scenario.scenario + (f" [{scenario.example}]" if scenario.example else "")
    details = scenario.details
    location = details.location if details is not None else scenario.location
    console.print(Text("FAILED", style="bold red"), Text(f"{location} {title}"), soft_wrap=True)
    text = details.render() if details is not None else _fallback(scenario)
    console.print(Text("  " + text.rstrip().replace("\n", "\n  ")), soft_wrap=True)


def _fallback(scenario: ScenarioResult) -> str:
    """A failure outside the steps (a setup error): pytest's own words and the replay."""
    return FailureDetails(
        scenario.scenario,
        scenario.location,
        message=scenario.message,
        replay=f"gomorra verify {scenario.location}",
    ).render()


class BarProgress(Progress):
    """A rich progress bar on a terminal console (stderr), gone when the run ends."""

    def __init__(self, console: Console) -> None:
        from rich.progress import BarColumn, MofNCompleteColumn, TextColumn, TimeElapsedColumn
        from rich.progress import Progress as RichProgress

        self.bar = RichProgress(
            TextColumn("verifying"),
            BarColumn(),
            MofNCompleteColumn(),
            TextColumn("scenarios, {task.fields[failed]} failed"),
            TimeElapsedColumn(),
            console=console,
            transient=True,
        )
        self.task = self.bar.add_task("verify", total=None, failed=0)
        self.failed = 0

    def start(self, total: int) -> None:
        self.bar.update(self.task, total=total)
        self.bar.start()

    def advance(self, outcome: str) -> None:
        self.failed += outcome == "failed"
        self.bar.update(self.task, advance=1, failed=self.failed)

    def stop(self) -> None:
        self.bar.stop()


def progress_for(console: Console) -> Progress:
    """A bar when `console` is a terminal; otherwise (a pipe, CI, a test) nothing (and
    rich's progress module is not even imported)."""
    return BarProgress(console) if console.is_terminal else Progress()


def _report_options(json_file: Path | None, junit_file: Path | None, cucumber_file: Path | None) -> list[str]:
    """pytest's JUnit XML and pytest-bdd's Cucumber JSON, written by the run itself."""
    options: list[str] = []
    for path in (json_file, junit_file, cucumber_file):
        if path is not None:
            path.resolve().parent.mkdir(parents=True, exist_ok=True)
    if junit_file is not None:
        options.append(f"--junitxml={junit_file.resolve()}")
    if cucumber_file is not None:
        options.append(f"--cucumberjson={cucumber_file.resolve()}")
    return options


@click.command(name="verify")
@click.argument("paths", nargs=-1, type=click.Path(path_type=Path))
@click.option(
    "-k", "keyword", default=None, help="Only scenarios whose name matches this pytest -k expression."
)
@click.option("--card", "cards", multiple=True, metavar="CODE", help="Only scenarios tagged @card:CODE.")
@click.option("--rule", "rules", multiple=True, metavar="ID", help="Only scenarios tagged @rule:ID.")
@click.option(
    "--report",
    "report_dir",
    type=click.Path(file_okay=False, path_type=Path),
    default=None,
    metavar="DIR",
    help="Also write an HTML report (steps, log, the board drawn before and after) into DIR, "
    "e.g. reports/rules-coverage; open DIR/scenarios.html.",
)
@click.option(
    "--json",
    "json_file",
    type=click.Path(path_type=Path, dir_okay=False),
    help="Write the results as JSON: features, scenarios (file:line, outcome, duration, failure parts).",
)
@click.option(
    "--junitxml",
    "junit_file",
    type=click.Path(path_type=Path, dir_okay=False),
    help="Write pytest's JUnit XML (testcase names carry the feature file:line).",
)
@click.option(
    "--cucumber-json",
    "cucumber_file",
    type=click.Path(path_type=Path, dir_okay=False),
    help="Write pytest-bdd's Cucumber JSON.",
)
@click.option(
    "--shard",
    default=None,
    metavar="I/N",
    help="Run only shard I of N (balanced by recorded durations; harness/sharding.py).",
)
@click.option(
    "--store-durations",
    is_flag=True,
    help="Record each scenario's duration into reports/durations.json, for balancing shards.",
)
@click.option(
    "--rules-records",
    "records_file",
    type=click.Path(path_type=Path, dir_okay=False),
    default=None,
    help="Keep the scenarios' rules records in this file (a shard's, for gomorra coverage --merge).",
)
@click.option(
    "--affected",
    is_flag=True,
    help="Run only the scenarios a change can alter, from the map a full run recorded (harness/affected.py).",
)
@click.option(
    "--since", metavar="REV", default=None, help="What --affected compares with (default: the map's commit)."
)
@click.option(
    "--record-affected",
    is_flag=True,
    help="Record which scenario ran which line (coverage.py) into reports/affected-map.json, for --affected.",
)
def command(
    paths: tuple[Path, ...],
    keyword: str | None,
    cards: tuple[str, ...],
    rules: tuple[str, ...],
    report_dir: Path | None,
    json_file: Path | None,
    junit_file: Path | None,
    cucumber_file: Path | None,
    shard: str | None,
    store_durations: bool,
    records_file: Path | None,
    affected: bool,
    since: str | None,
    record_affected: bool,
) -> None:
    """Run the scenarios in PATHS (feature files or folders; default: ./features).
    PATH:LINE runs the scenario (or outline row) at that line of a feature file.

    --card and --rule select by tag (feature-level tags count): several values of one
    are alternatives, both together select scenarios carrying both."""
    chosen = list(paths) or [Path("features")]
    if not paths and not chosen[0].is_dir():
        raise click.UsageError("No ./features folder here: run from a Gomorra checkout or give feature paths")
    extra = ["-k", keyword] if keyword else []
    extra += [f"--card={code}" for code in cards] + [f"--rule={rule}" for rule in rules]
    if report_dir is not None:
        extra += ["--scenario-report", str(report_dir.resolve())]
    extra += _report_options(json_file, junit_file, cucumber_file)
    if shard is not None:
        try:
            parse_shard(shard)
        except ValueError as error:
            raise click.UsageError(str(error)) from None
        extra.append(f"--shard={shard}")
    if store_durations:
        extra.append("--store-durations")
    if record_affected:
        extra.append("--record-affected")
    # The run's records are streamed from their file for the closing summary, never held
    # all at once: a long run's would be most of what it holds.
    scratch = tempfile.TemporaryDirectory(prefix="gomorra-verify-")
    kept = records_file if records_file is not None else Path(scratch.name) / "records.json"
    try:
        _records, report = run_features(
            chosen,
            extra_args=extra,
            progress=progress_for(Console(stderr=True)),
            keep_records=kept,
            read_back=False,
            affected=affected,
            since=since,
        )
    except (FileNotFoundError, NotAFeatureFile, UnknownRevision) as error:
        scratch.cleanup()
        raise click.UsageError(str(error)) from None
    if affected:
        from harness.affected import LAST

        for reason in LAST[0].reasons if LAST else []:
            click.echo(f"affected: {reason}")
    render(report, Console())
    if json_file is not None:
        json_file.write_text(json.dumps(to_json(report), indent=1) + "\n", encoding="utf-8")
    for line in coverage_summary(iter_records(kept)):
        click.echo(line)
    scratch.cleanup()
    if report_dir is not None and (report_dir / "scenarios.html").is_file():
        click.echo(f"scenario report: {(report_dir / 'scenarios.html').resolve().as_uri()}")
    if report.exit_code == 5 and not report.features and not report.errors:
        click.echo("No scenarios were found in " + ", ".join(map(str, chosen)), err=True)
        sys.exit(1)
    sys.exit(0 if report.ok else 1)
