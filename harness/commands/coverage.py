"""`gomorra coverage [PATH...]`: the rules ledger, its reports and its gate."""

from __future__ import annotations

import sys
from pathlib import Path

import click
from rich.console import Console

from harness.profiles import DEFAULT, PROFILES, profile
from harness.rules_coverage.denominators import card_entries
from harness.rules_coverage.gate import GATED, achieved, check, configured_thresholds, gated_strength
from harness.rules_coverage.gate import ratchet as raise_thresholds
from harness.rules_coverage.ledger import build_ledger, read_fuzzed, read_strength
from harness.rules_coverage.removal import features_of, prove
from harness.rules_coverage.reports import markdown, render_terminal, write_json
from harness.rules_coverage.run import run_features
from harness.rules_coverage.site import write_site
from harness.rules_coverage.trace import merge_shards
from harness.spread import cores


@click.command(name="coverage")
@click.argument("paths", nargs=-1, type=click.Path(path_type=Path))
@click.option(
    "--records",
    type=click.Path(exists=True, path_type=Path),
    help="Read scenario records instead of running.",
)
@click.option(
    "--merge",
    "merged",
    multiple=True,
    type=click.Path(exists=True, path_type=Path),
    metavar="DIR",
    help="Build the ledger from shards' records instead of running: each DIR's *records*.json "
    "files (or a records file itself), one per shard (repeatable).",
)
@click.option(
    "--reports", "reports_dir", type=click.Path(path_type=Path), default=Path("reports"), show_default=True
)
@click.option(
    "--markdown", "as_markdown", is_flag=True, help="Print the Markdown summary (for pull requests)."
)
@click.option("--fail-under-cards", type=float, help="Fail if fewer % of printings are proven.")
@click.option("--fail-under-rules", type=float, help="Fail if fewer % of rules are proven.")
@click.option(
    "--fail-under-strength",
    type=float,
    help="Fail if a card script measured has fewer % of its own mutants killed.",
)
@click.option(
    "--code", is_flag=True, help="Measure code coverage of engine/ and cards/ instead (coverage.py)."
)
@click.option(
    "--strength",
    "strength",
    multiple=True,
    metavar="CARD|PACK",
    help="Measure proof strength instead: mutate the card's script (a code, title or pack such as "
    "DTR or dtr) and run its @card scenarios against each mutant; merged into reports/strength.json.",
)
@click.option(
    "--ratchet",
    is_flag=True,
    help="Raise the thresholds in pyproject.toml to today's figures (never lowers one).",
)
@click.option(
    "--changed-since",
    metavar="REV",
    help="Measure the proof strength of the cards whose scripts changed since this git revision.",
)
@click.option(
    "--profile",
    "profile_name",
    type=click.Choice(sorted(PROFILES)),
    default=DEFAULT,
    show_default=True,
    help="'nightly': the strength gate measures every card script, not only the changed ones.",
)
def command(
    paths: tuple[Path, ...],
    records: Path | None,
    merged: tuple[Path, ...],
    reports_dir: Path,
    as_markdown: bool,
    fail_under_cards: float | None,
    fail_under_rules: float | None,
    fail_under_strength: float | None,
    code: bool,
    strength: tuple[str, ...],
    changed_since: str | None,
    ratchet: bool,
    profile_name: str,
) -> None:
    """Prove which cards, abilities and rules the scenarios of PATHS (default: ./features)
    cover; write reports/rules-coverage.json, .md and an HTML site; fail under the
    thresholds given, else those of [tool.gomorra.coverage] in pyproject.toml.

    An ability is proven only by a scenario tagged with its card that fails once the
    ability's effect is removed: after the run, each printed ability's removed mutant
    runs against its card's scenarios (cached by content in reports/removal-cache.json)."""
    if code:
        from harness.rules_coverage.code import run_code_coverage

        args = [str(p) for p in paths] or ["-q", "-p", "no:randomly"]
        sys.exit(run_code_coverage(args, root=Path.cwd(), html=reports_dir / "code-coverage"))
    chosen = list(paths) or [Path("features")]
    thresholds = configured_thresholds(Path("pyproject.toml"))
    if strength or changed_since:
        wanted = fail_under_strength if fail_under_strength is not None else thresholds.get("strength")
        sys.exit(_strength(strength, changed_since, chosen, reports_dir, wanted))
    if records is not None or merged:
        try:
            scenario_records = merge_shards([*([records] if records else []), *merged])
        except ValueError as error:
            raise click.UsageError(str(error)) from None
        chosen = features_of(scenario_records, Path.cwd())
    else:
        missing = [str(p) for p in chosen if not p.exists()]
        if missing:
            raise click.UsageError(f"No such feature file or folder: {', '.join(missing)}")
        # The scenario report (steps, log, the board drawn) joins the site it links from.
        scenario_report = reports_dir.resolve() / "rules-coverage"
        scenario_records, _report = run_features(
            chosen, extra_args=["--scenario-report", str(scenario_report)]
        )
    removal = prove(
        card_entries(), chosen, root=Path.cwd(), cache=reports_dir / "removal-cache.json", workers=cores()
    )
    ledger = build_ledger(
        scenario_records,
        strength=read_strength(reports_dir / "strength.json"),
        fuzzed=read_fuzzed(reports_dir / "fuzz-reached.json"),
        proofs=removal.proofs,
    )
    write_json(ledger, reports_dir / "rules-coverage.json")
    (reports_dir / "rules-coverage.md").write_text(markdown(ledger), encoding="utf-8")
    index = write_site(ledger, reports_dir / "rules-coverage")
    if as_markdown:
        click.echo(markdown(ledger), nl=False)
    else:
        render_terminal(ledger, Console())
        click.echo(
            f"removal pass: {removal.ran} abilities removed and run, {removal.cached} from the cache, "
            f"{removal.seconds:.1f} s"
        )
        click.echo(f"reports: {reports_dir / 'rules-coverage.json'}, {index}")
    if ratchet:
        raised = raise_thresholds(Path("pyproject.toml"), achieved(ledger))
        for line in raised:
            click.echo(f"ratchet: {line}")
        if not raised:
            click.echo("ratchet: every threshold is at today's figure already")
        thresholds = configured_thresholds(Path("pyproject.toml"))
    given = {"cards": fail_under_cards, "rules": fail_under_rules, "strength": fail_under_strength}
    thresholds.update({name: value for name, value in given.items() if value is not None and name in GATED})
    measured, failures = (
        gated_strength(
            Path.cwd(),
            Path("pyproject.toml"),
            every_script=profile(profile_name).strength_every_script,
            workers=cores(),
        )
        if "strength" in thresholds
        else (None, [])
    )
    failures += check(ledger, thresholds, measured)
    for failure in failures:
        click.echo(f"FAIL {failure}", err=True)
    sys.exit(1 if failures else 0)


def _strength(
    names: tuple[str, ...],
    changed_since: str | None,
    features: list[Path],
    reports_dir: Path,
    fail_under: float | None,
) -> int:
    """`--strength` / `--changed-since`: measure, print the survivors, merge the report."""
    from cards.database import card_db
    from harness.rules_coverage.strength import (
        NotProven,
        Strength,
        changed_scripts,
        chosen_scripts,
        measure_all,
        merge_report,
        percent_killed,
        weak_cards,
    )

    cards_dir = Path("cards")
    try:
        scripts = chosen_scripts(cards_dir, names)
        if changed_since:
            scripts.update(changed_scripts(cards_dir, changed_since))
    except LookupError as error:
        raise click.UsageError(str(error)) from None
    if not scripts:
        click.echo("No card script to measure")
        return 0

    def show(result: Strength) -> None:
        title = card_db().by_code(result.code).title
        click.echo(
            f"{result.code} {title}: {result.killed}/{len(result.mutants)} mutants killed "
            + (f"(unchanged since {result.measured})" if result.cached else f"({result.seconds:.1f} s)")
        )
        for survivor in result.survivors:
            click.echo(f"  survives (no scenario notices): {survivor}")

    try:
        results = measure_all(
            dict(sorted(scripts.items())),
            features[0],
            root=Path.cwd(),
            on_result=show,
            workers=cores(),
            cache=reports_dir / "strength-cache.json",
        )
    except NotProven as error:
        click.echo(f"FAIL {error}", err=True)
        return 1
    merge_report(reports_dir / "strength.json", results)
    total = percent_killed(results)
    click.echo(f"proof strength: {total:.2f}% of mutants killed; written to {reports_dir / 'strength.json'}")
    failures = (
        weak_cards({r.code: r.to_json() for r in results}, fail_under) if fail_under is not None else []
    )
    for failure in failures:
        click.echo(f"FAIL {failure}", err=True)
    return 1 if failures else 0
