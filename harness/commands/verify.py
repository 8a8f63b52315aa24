"""`gomorra verify [PATH...]`: run feature files and print a per-feature table."""

from __future__ import annotations

import sys
from pathlib import Path

import click
from rich.console import Console
from rich.table import Table

from harness.rules_coverage.run import coverage_summary, run_features
from harness.verify import VerifyReport


def render(report: VerifyReport, console: Console) -> None:
    table = Table(title="Gomorra verification", show_lines=False)
    table.add_column("feature")
    table.add_column("scenarios", justify="right")
    table.add_column("passed", justify="right", style="green")
    table.add_column("failed", justify="right", style="red")
    for feature in report.features:
        table.add_row(feature.path, str(len(feature.scenarios)), str(feature.passed), str(feature.failed))
    total = sum(len(f.scenarios) for f in report.features)
    passed = sum(f.passed for f in report.features)
    failed = sum(f.failed for f in report.features)
    table.add_row("[bold]total[/bold]", str(total), str(passed), str(failed))
    console.print(table)
    for feature in report.features:
        for scenario in feature.scenarios:
            if scenario.outcome == "failed":
                console.print(f"[red]FAILED[/red] {feature.path}:{scenario.line} {scenario.scenario}")
                console.print(f"  {scenario.message}".replace("\n", "\n  "), markup=False)
    for error in report.errors:
        console.print(f"[red]ERROR[/red] {error}", markup=False)
    console.print(f"{passed} passed, {failed} failed")


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
def command(
    paths: tuple[Path, ...],
    keyword: str | None,
    cards: tuple[str, ...],
    rules: tuple[str, ...],
    report_dir: Path | None,
) -> None:
    """Run the scenarios in PATHS (feature files or folders; default: ./features).

    --card and --rule select by tag (feature-level tags count): several values of one
    are alternatives, both together select scenarios carrying both."""
    chosen = list(paths) or [Path("features")]
    if not paths and not chosen[0].is_dir():
        raise click.UsageError("No ./features folder here: run from a Gomorra checkout or give feature paths")
    extra = ["-k", keyword] if keyword else []
    extra += [f"--card={code}" for code in cards] + [f"--rule={rule}" for rule in rules]
    if report_dir is not None:
        extra += ["--scenario-report", str(report_dir.resolve())]
    try:
        records, report = run_features(chosen, extra_args=extra)
    except FileNotFoundError as error:
        raise click.UsageError(str(error)) from None
    render(report, Console())
    for line in coverage_summary(records) if records else []:
        click.echo(line)
    if report_dir is not None and (report_dir / "scenarios.html").is_file():
        click.echo(f"scenario report: {(report_dir / 'scenarios.html').resolve().as_uri()}")
    if report.exit_code == 5 and not report.features:
        click.echo("No scenarios were found in " + ", ".join(map(str, chosen)), err=True)
        sys.exit(1)
    sys.exit(0 if report.ok else 1)
