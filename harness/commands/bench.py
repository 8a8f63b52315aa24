"""`gomorra bench`: run the benchmarks in `bench/run.py` of the current checkout."""

from __future__ import annotations

import runpy
from pathlib import Path

import click


@click.command(name="bench")
@click.option("--json", "json_file", type=click.Path(path_type=Path), help="Also write the figures as JSON.")
@click.option("--readme", is_flag=True, help="Rewrite the Figures section of README.md with the figures.")
@click.option(
    "--suite", is_flag=True, help="Also time the full test run (the README's test command; minutes)."
)
def command(json_file: Path | None, readme: bool, suite: bool) -> None:
    """Measure ms per scenario (and the engine's share), start-up, verify, self-play per
    agent and ms per decision by board size; print them beside the targets. With
    --suite, also the full test run's wall and CPU time."""
    script = Path("bench") / "run.py"
    if not script.is_file():
        raise click.UsageError("No bench/run.py here: run `gomorra bench` from a Gomorra checkout")
    bench = runpy.run_path(str(script), run_name="gomorra_bench")
    args = [
        *(["--json", str(json_file)] if json_file else []),
        *(["--readme"] if readme else []),
        *(["--suite"] if suite else []),
    ]
    bench["main"](args)
