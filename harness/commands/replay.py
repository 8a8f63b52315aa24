"""`gomorra replay FILE`: replay a captured game (YAML scenario or .feature)."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from harness.replay import run_yaml


@click.command(name="replay")
@click.argument("file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--log-lines", default=15, show_default=True, help="How many final log lines to print.")
def command(file: Path, log_lines: int) -> None:
    """Replay FILE: a YAML scenario (board + decisions + expected log), a fuzzer
    regression (board + decisions + the check it broke) or a .feature file.

    A YAML scenario comes from `harness.replay.export_yaml`; it is rebuilt from its
    board, every decision is replayed, and the expected log lines must appear in order.
    A regression (`scenarios/regressions/`, written by `gomorra fuzz`) is replayed with
    its check run after every decision: it fails while the defect is there."""
    if file.suffix == ".feature":
        from harness.commands.verify import render
        from harness.verify import verify

        report = verify([file])
        from rich.console import Console

        render(report, Console())
        sys.exit(0 if report.ok else 1)
    from harness.fuzz.regressions import is_regression

    try:  # every refusal of the file (BoardError, UnreadableFile...) is a ValueError
        if is_regression(file):
            _replay_regression(file, log_lines)
            return
        game, missing = run_yaml(file)
    except ValueError as error:
        raise click.ClickException(str(error)) from None
    for line in game.log.lines()[-log_lines:]:
        click.echo(line)
    if missing:
        click.echo("Expected log lines that did not happen:", err=True)
        for line in missing:
            click.echo(f"  {line}", err=True)
        sys.exit(1)
    click.echo(f"replayed {file}: the expected log lines all happened", err=True)


def _replay_regression(file: Path, log_lines: int) -> None:
    from harness.fuzz.regressions import replay

    verdict = replay(file)
    for line in verdict.game.log.lines()[-log_lines:]:
        click.echo(line)
    click.echo(f"replayed {file}: {verdict.describe()}", err=True)
    sys.exit(0 if verdict.ok else 1)
