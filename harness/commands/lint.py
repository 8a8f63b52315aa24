"""`gomorra lint [PATH...]`: report feature-file problems with file:line, before running."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from harness.lint import feature_files, lint


@click.command(name="lint")
@click.argument("paths", nargs=-1, type=click.Path(exists=True, path_type=Path))
def command(paths: tuple[Path, ...]) -> None:
    """Check feature files (default: ./features) for undefined, ambiguous or empty steps,
    unknown cards and unknown @rule tags."""
    chosen = list(paths) or [Path("features")]
    problems = lint(chosen)
    for problem in problems:
        click.echo(str(problem))
    count = len(feature_files(chosen))
    if problems:
        click.echo(f"{len(problems)} problems in {count} feature files", err=True)
        sys.exit(1)
    click.echo(f"{count} feature files, no problems")
