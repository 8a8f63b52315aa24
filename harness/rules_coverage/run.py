"""Running features for the ledger: the scenarios' records, from a run or a file."""

from __future__ import annotations

import tempfile
from collections.abc import Iterable, Sequence
from pathlib import Path

from harness.rules_coverage.trace import ScenarioRecord, read_records
from harness.verify import Progress, VerifyReport, verify


def run_features(
    paths: Sequence[Path],
    *,
    extra_args: Sequence[str] = (),
    progress: Progress | None = None,
    keep_records: Path | None = None,
    read_back: bool = True,
    affected: bool = False,
    since: str | None = None,
) -> tuple[list[ScenarioRecord], VerifyReport]:
    """Run the scenarios of `paths` like `gomorra verify`, recording each one's trace (kept
    in `keep_records` if given: a shard's records, which `gomorra coverage --merge` reads).
    Without `read_back` the records stay in `keep_records` only, for a caller that streams
    them (`iter_records`) rather than hold a long run's all at once."""
    with tempfile.TemporaryDirectory(prefix="gomorra-ledger-") as tmp:
        records_file = keep_records.resolve() if keep_records else Path(tmp) / "records.json"
        report = verify(
            paths,
            extra_args=[*extra_args, "--rules-records", str(records_file)],
            progress=progress,
            affected=affected,
            since=since,
        )
        records = read_records(records_file) if read_back and records_file.is_file() else []
    return records, report


def coverage_summary(records: Iterable[ScenarioRecord]) -> list[str]:
    """The few lines `gomorra verify` ends with: what the scenarios just run prove, about
    those scenarios only — the cards and rules they tag. Never the totals of the project
    or its packs: a rules expert's own repository verifies its own scenarios, and the
    project's ledger over every card is `gomorra coverage`'s business.

    Read in one pass, keeping only what is distinct (the cards and rules tagged, the ability
    items each tagged card's scenarios touched, the rules taken): a long run's records are
    streamed from its file, never all in memory. The answers are the ledger's
    (`build_ledger`: an ability is used by a passing scenario tagged with its card that
    touches it, or by any that has it in play; a rule is proven by a passing scenario tagged
    with it that takes it)."""
    from cards.database import card_db
    from harness.rules_coverage.denominators import IN_PLAY, card_entry, dimension_items, proof_code
    from harness.rules_coverage.ledger import ability_keys

    proof = proof_code
    runs = 0
    codes: set[str] = set()
    tagged_rules: set[str] = set()
    touched: set[tuple[str, str]] = set()  # (ability key, proof code tagging it, or "" for any)
    taken: set[str] = set()
    asserted: set[str] = set()
    for record in records:
        runs += 1
        cards, rules = record.tagged("card"), record.tagged("rule")
        codes |= cards
        tagged_rules |= rules
        if not record.passed:
            continue
        proofs = {proof(code) for code in cards}
        for key in ability_keys(record, proof):
            touched.add((key, ""))
            touched.update((key, code) for code in proofs)
        took = {entry.partition(" ")[2] for entry in record.trace if entry.startswith(("rule ", "refusal "))}
        taken |= took
        asserted |= took & rules
    if not runs:
        return []
    lines = [
        f"Rules coverage of the {runs} scenario{'s' if runs != 1 else ''} run (gomorra coverage for the reports):"
    ]
    # only the cards the run tagged are worked out: a one-feature run never reads the pool
    cards_run = [card_entry(data.code) for data in card_db().all() if data.code in codes]
    if cards_run:
        abilities = [ability for entry in cards_run for ability in entry.abilities]
        used = sum(
            any(
                (key, "" if ability.kind == IN_PLAY else ability.proof_code) in touched
                for key in ability.keys
            )
            for ability in abilities
        )
        titles = list(dict.fromkeys(entry.data.title for entry in cards_run))
        named = f" ({', '.join(titles)})" if len(titles) <= _NAMED else ""
        lines.append(
            f"cards tagged: {len(titles)}{named}; their abilities used by a passing tagged scenario: "
            f"{used}/{len(abilities)} (proven only once a scenario fails without them: gomorra coverage)"
        )
    else:
        lines.append("cards tagged: none (a @card:<code> tag counts a scenario for its card)")
    rule_ids = dimension_items()["rule"]
    rules_run = [rule for rule in rule_ids if rule in tagged_rules]
    if rules_run:
        proven = sum(rule in asserted for rule in rules_run)
        lines.append(
            f"rules tagged: {len(rules_run)}; proven by a passing scenario that takes the step: "
            f"{proven}/{len(rules_run)}"
        )
    else:
        lines.append(
            "rules tagged: none (a @rule:<id> tag counts a scenario for its rule; gomorra rules lists them)"
        )
    lines.append(f"rules the passing scenarios' games took: {sum(rule in taken for rule in rule_ids)}")
    return lines


#: Up to this many tagged cards are named in the summary (a whole pack is only counted).
_NAMED = 6
