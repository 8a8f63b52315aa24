"""`gomorra lint [PATH...]`: report feature-file problems with file:line, before running."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from harness.integrity import project_problems
from harness.lint import feature_files, lint


@click.command(name="lint")
@click.argument("paths", nargs=-1, type=click.Path(exists=True, path_type=Path))
def command(paths: tuple[Path, ...]) -> None:
    """Check feature files (default: ./features) for undefined, ambiguous or empty steps,
    unknown cards, unknown @rule tags, duplicate scenario titles and skips without a
    reason. With no PATHS, also check the project: every card script has a feature
    tagged with its code, every tagged card that prints abilities has a script, every
    feature file is bound by a test module."""
    chosen = list(paths) or [Path("features")]
    problems = lint(chosen)
    if not paths and Path("cards").is_dir() and Path("tests").is_dir():
        problems += project_problems(Path.cwd())
    for problem in problems:
        click.echo(str(problem))
    count = len(feature_files(chosen))
    if problems:
        click.echo(f"{len(problems)} problems in {count} feature files", err=True)
        sys.exit(1)
    click.echo(f"{count} feature files, no problems")
