"""`gomorra bench`: run the benchmarks in `bench/run.py` of the current checkout."""

from __future__ import annotations

import runpy
from pathlib import Path

import click


@click.command(name="bench")
def command() -> None:
    """Measure board building, random-play decisions per second and ms per scenario."""
    script = Path("bench") / "run.py"
    if not script.is_file():
        raise click.UsageError("No bench/run.py here: run `gomorra bench` from a Gomorra checkout")
    runpy.run_path(str(script), run_name="__main__")
