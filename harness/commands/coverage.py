"""`gomorra coverage [PATH...]`: the rules ledger, its reports and its gate."""

from __future__ import annotations

import sys
from pathlib import Path

import click
from rich.console import Console

from harness.rules_coverage.gate import GATED, check, configured_thresholds
from harness.rules_coverage.ledger import build_ledger, read_strength
from harness.rules_coverage.reports import markdown, render_terminal, write_json
from harness.rules_coverage.run import run_features
from harness.rules_coverage.site import write_site
from harness.rules_coverage.trace import read_records


@click.command(name="coverage")
@click.argument("paths", nargs=-1, type=click.Path(path_type=Path))
@click.option(
    "--records",
    type=click.Path(exists=True, path_type=Path),
    help="Read scenario records instead of running.",
)
@click.option(
    "--reports", "reports_dir", type=click.Path(path_type=Path), default=Path("reports"), show_default=True
)
@click.option(
    "--markdown", "as_markdown", is_flag=True, help="Print the Markdown summary (for pull requests)."
)
@click.option("--fail-under-cards", type=float, help="Fail if fewer % of printings are proven.")
@click.option("--fail-under-rules", type=float, help="Fail if fewer % of rules are proven.")
@click.option("--fail-under-strength", type=float, help="Fail if fewer % of card-script mutants are killed.")
@click.option(
    "--code", is_flag=True, help="Measure code coverage of engine/ and cards/ instead (coverage.py)."
)
def command(
    paths: tuple[Path, ...],
    records: Path | None,
    reports_dir: Path,
    as_markdown: bool,
    fail_under_cards: float | None,
    fail_under_rules: float | None,
    fail_under_strength: float | None,
    code: bool,
) -> None:
    """Prove which cards, abilities and rules the scenarios of PATHS (default: ./features)
    cover; write reports/rules-coverage.json, .md and an HTML site; fail under the
    thresholds given, else those of [tool.gomorra.coverage] in pyproject.toml."""
    if code:
        from harness.rules_coverage.code import run_code_coverage

        args = [str(p) for p in paths] or ["-q", "-p", "no:randomly"]
        sys.exit(run_code_coverage(args, root=Path.cwd(), html=reports_dir / "code-coverage"))
    chosen = list(paths) or [Path("features")]
    if records is not None:
        scenario_records = read_records(records)
    else:
        missing = [str(p) for p in chosen if not p.exists()]
        if missing:
            raise click.UsageError(f"No such feature file or folder: {', '.join(missing)}")
        scenario_records, _report = run_features(chosen)
    ledger = build_ledger(scenario_records, strength=read_strength(reports_dir / "strength.json"))
    write_json(ledger, reports_dir / "rules-coverage.json")
    (reports_dir / "rules-coverage.md").write_text(markdown(ledger), encoding="utf-8")
    index = write_site(ledger, reports_dir / "rules-coverage")
    if as_markdown:
        click.echo(markdown(ledger), nl=False)
    else:
        render_terminal(ledger, Console())
        click.echo(f"reports: {reports_dir / 'rules-coverage.json'}, {index}")
    thresholds = configured_thresholds(Path("pyproject.toml"))
    given = {"cards": fail_under_cards, "rules": fail_under_rules, "strength": fail_under_strength}
    thresholds.update({name: value for name, value in given.items() if value is not None and name in GATED})
    failures = check(ledger, thresholds)
    for failure in failures:
        click.echo(f"FAIL {failure}", err=True)
    sys.exit(1 if failures else 0)
