"""`gomorra fuzz`: a fuzzing campaign of the engine (harness.fuzz.campaign)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import click

from harness.fuzz.findings import KNOWN_FILE
from harness.fuzz.regressions import DEFAULT_FOLDER
from harness.profiles import DEFAULT, PROFILES, profile


@click.command(name="fuzz")
@click.option(
    "--minutes", type=float, default=None, help="How long to fuzz (default: the profile's, 1 or 60)."
)
@click.option(
    "--profile",
    "profile_name",
    type=click.Choice(sorted(PROFILES)),
    default=DEFAULT,
    show_default=True,
    help="'nightly': a long campaign (60 minutes unless --minutes is given).",
)
@click.option("--workers", type=click.IntRange(1), default=1, show_default=True, help="Worker processes.")
@click.option("--redis", "redis_url", default=None, help="Share the example database through Redis (URL).")
@click.option(
    "--regressions",
    type=click.Path(file_okay=False, path_type=Path),
    default=DEFAULT_FOLDER,
    show_default=True,
    help="Where shrunk failures are written as regression files.",
)
@click.option(
    "--report",
    type=click.Path(dir_okay=False, path_type=Path),
    default=Path("reports/fuzz-reached.json"),
    show_default=True,
    help="Where to write what fuzzing reached (windows, events, rules).",
)
@click.option(
    "--known",
    type=click.Path(dir_okay=False, path_type=Path),
    default=KNOWN_FILE,
    show_default=True,
    help="Open findings (by signature) to count as known rather than as failures.",
)
@click.option("--trace/--no-trace", default=True, show_default=True, help="Trace rules for the report.")
@click.option(
    "--deck",
    "deck_files",
    multiple=True,
    type=click.Path(exists=True, dir_okay=False),
    metavar="FILE",
    help="A player's deck file (docs/decks.md) to fuzz against the starter decks; repeatable.",
)
@click.option(
    "--merge-reports",
    "merge",
    multiple=True,
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    metavar="FILE",
    help="Fuzz nothing: merge these campaigns' reports (one per machine) into --report.",
)
def command(
    minutes: float | None,
    profile_name: str,
    workers: int,
    redis_url: str | None,
    regressions: Path,
    report: Path,
    known: Path,
    trace: bool,
    deck_files: tuple[str, ...],
    merge: tuple[Path, ...],
) -> None:
    """Fuzz the engine for MINUTES with WORKERS processes: random legal boards, any offered
    decision, every invariant after every decision. Failures are grouped by signature
    (check, rule, place); each new one is shrunk within the MINUTES and written as one
    regression file (replay one with `gomorra replay FILE`); those KNOWN lists are
    counted, not failed. Exits 1 when there is a new finding. With --merge-reports it
    fuzzes nothing and merges the campaigns' reports instead."""
    if merge:
        from rich.console import Console as MergeConsole

        from harness.fuzz_reports import write_merged

        try:
            merged = write_merged(merge, report)
        except ValueError as error:
            raise click.UsageError(str(error)) from None
        _summary(MergeConsole(), merged, report)
        sys.exit(1 if merged["failed"] else 0)
    if deck_files:
        _use_deck_files(deck_files)
    if minutes is None:
        minutes = profile(profile_name).fuzz_minutes
    from rich.console import Console
    from rich.live import Live
    from rich.table import Table

    from harness.fuzz.campaign import Campaign, reached, run_campaign, write_reached

    console = Console()

    def table(campaign: Campaign) -> Table:
        grid = Table(title=f"gomorra fuzz: {minutes:g} min, {workers} worker(s)")
        for column in ("worker", "boards", "decisions", "decisions/s", "checks"):
            grid.add_column(column, justify="right")
        rates = dict(zip(sorted(campaign.reports), campaign.rates(), strict=True))
        for index, worker in sorted(campaign.reports.items()):
            stats = worker.stats
            grid.add_row(
                str(index),
                f"{stats['boards']:,}",
                f"{stats['decisions']:,}",
                f"{rates[index]:,.0f}",
                f"{stats['checks']:,}",
            )
        new, past = len(campaign.new()), len(campaign.findings) - len(campaign.new())
        hits = sum(f.hits for f in campaign.findings.values())
        grid.caption = f"findings: {new} new, {past} known ({hits} hits)"
        return grid

    with Live(table(Campaign(minutes, workers)), console=console, refresh_per_second=2) as live:

        def update(campaign: Campaign) -> None:
            live.update(table(campaign))

        campaign = run_campaign(
            minutes,
            workers,
            redis_url=redis_url,
            regressions=regressions,
            known=known,
            traced=trace,
            on_report=update,
        )
    found = reached(campaign)
    write_reached(campaign, report)
    _summary(console, found, report)
    sys.exit(1 if found["failures"] else 0)


def _use_deck_files(paths: tuple[str, ...]) -> None:
    """Check each deck file plays (every problem listed, exit 2 if not), then have the
    campaign's deck starts play them (`harness.fuzz.boards.DECK_FILES_VARIABLE`)."""
    import os

    from cards.deck_files import DeckFileError, load_deck_file
    from harness.fuzz.boards import DECK_FILES_VARIABLE

    for path in paths:
        try:
            load_deck_file(path)
        except DeckFileError as error:
            raise click.UsageError(str(error)) from None
    os.environ[DECK_FILES_VARIABLE] = os.pathsep.join(str(Path(path).resolve()) for path in paths)


def _summary(console: Any, found: dict[str, Any], report: Path) -> None:
    rates = ", ".join(f"{r:,.0f}" for r in found["decisions_per_second"])
    rates += " (per CPU second: " + ", ".join(f"{r:,.0f}" for r in found["decisions_per_cpu_second"]) + ")"
    console.print(
        f"{found['decisions']:,} decisions on {found['boards']:,} boards "
        f"({', '.join(f'{k} {v:,}' for k, v in found['starts'].items())}); "
        f"{found['checks']:,} invariant checks; decisions/s per worker: {rates}"
    )
    console.print(f"windows reached ({len(found['windows'])}): {', '.join(found['windows'])}")
    console.print(f"events reached: {len(found['events'])}; rule ids traced: {len(found['rules'])}")
    cards = found["cards"]
    missing = [f"{title} ({', '.join(card['missing'])})" for title, card in cards.items() if card["missing"]]
    line = f"scripted cards offered in every printed window: {len(cards) - len(missing)}/{len(cards)}"
    console.print(line + (f"; not reached: {'; '.join(missing)}" if missing else ""))
    for failure in found["looked_past"]:
        console.print(f"known {failure['signature']} ({failure['hits']} hits): {failure['known']}")
    for failure in found["failed"]:
        where = f" -> {failure['file']}" if "file" in failure else " (no example to write)"
        if failure.get("shrunk") is False:
            where += " (not shrunk in time)"
        console.print(
            f"[red]finding[/red] {failure['signature']} ({failure['hits']} hits){where}\n"
            f"  {failure['check']}{' ' + failure['rule'] if failure['rule'] else ''}: {failure['place']}\n"
            f"  {failure['error']}"
        )
    console.print(
        f"{found['failures']} new finding(s), {found['known']} known, {found['hits']} hit(s); "
        f"report written to {report}"
    )
