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
@click.option(
    "--mutation",
    is_flag=True,
    help="Instead: the proof strength of a sample of card scripts beside cosmic-ray's score "
    "(the `bench` extra; minutes).",
)
@click.option("--card", "cards", multiple=True, metavar="CODE", help="With --mutation: a card to sample.")
def command(
    json_file: Path | None, readme: bool, suite: bool, mutation: bool, cards: tuple[str, ...]
) -> None:
    """Measure ms per scenario (and the engine's share), start-up, verify, self-play per
    agent and ms per decision by board size; print them beside the targets. With
    --suite, also the full test run's wall and CPU time. With --mutation, instead, the
    mutation score of a sample of card scripts beside an independent tool's
    (bench/mutation.py)."""
    if mutation:
        script = Path("bench") / "mutation.py"
        if not script.is_file():
            raise click.UsageError("No bench/mutation.py here: run `gomorra bench` from a Gomorra checkout")
        runpy.run_path(str(script), run_name="gomorra_bench")["main"](
            [*(["--json", str(json_file)] if json_file else []), *(f"--card={c}" for c in cards)]
        )
        return
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
