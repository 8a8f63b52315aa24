"""Running features for the ledger: the scenarios' records, from a run or a file."""

from __future__ import annotations

import tempfile
from collections.abc import Sequence
from pathlib import Path

from harness.rules_coverage.trace import ScenarioRecord, read_records
from harness.verify import Progress, VerifyReport, verify


def run_features(
    paths: Sequence[Path],
    *,
    extra_args: Sequence[str] = (),
    progress: Progress | None = None,
    keep_records: Path | None = None,
) -> tuple[list[ScenarioRecord], VerifyReport]:
    """Run the scenarios of `paths` like `gomorra verify`, recording each one's trace (kept
    in `keep_records` if given: a shard's records, which `gomorra coverage --merge` reads)."""
    with tempfile.TemporaryDirectory(prefix="gomorra-ledger-") as tmp:
        records_file = keep_records.resolve() if keep_records else Path(tmp) / "records.json"
        report = verify(
            paths, extra_args=[*extra_args, "--rules-records", str(records_file)], progress=progress
        )
        records = read_records(records_file) if records_file.is_file() else []
    return records, report


def coverage_summary(records: Sequence[ScenarioRecord]) -> list[str]:
    """The few lines `gomorra verify` ends with: what the scenarios just run prove, about
    those scenarios only — the cards and rules they tag. Never the totals of the project
    or its packs: a rules expert's own repository verifies its own scenarios, and the
    project's ledger over every card is `gomorra coverage`'s business."""
    from harness.rules_coverage.denominators import card_entries, dimension_items
    from harness.rules_coverage.ledger import build_ledger

    codes = {code for record in records for code in record.tagged("card")}
    # Only the tagged cards and the rules are counted: the ledger of every card and every
    # dimension would cost a long run more memory than its scenarios' records.
    entries = [entry for entry in card_entries() if entry.data.code in codes]
    ledger = build_ledger(records, entries=entries, items={"rule": dimension_items()["rule"]})
    runs = len(records)
    lines = [
        f"Rules coverage of the {runs} scenario{'s' if runs != 1 else ''} run (gomorra coverage for the reports):"
    ]
    cards = [card for card in ledger.cards if card.code in codes]
    if cards:
        abilities = [ability for card in cards for ability in card.abilities]
        used = sum(bool(ability.used) for ability in abilities)
        titles = list(dict.fromkeys(card.entry.data.title for card in cards))
        named = f" ({', '.join(titles)})" if len(titles) <= _NAMED else ""
        lines.append(
            f"cards tagged: {len(titles)}{named}; their abilities used by a passing tagged scenario: "
            f"{used}/{len(abilities)} (proven only once a scenario fails without them: gomorra coverage)"
        )
    else:
        lines.append("cards tagged: none (a @card:<code> tag counts a scenario for its card)")
    ids = {rule for record in records for rule in record.tagged("rule")}
    rules = [item for item in ledger.items["rule"] if item.id in ids]
    if rules:
        proven = sum(bool(item.asserted) for item in rules)
        lines.append(
            f"rules tagged: {len(rules)}; proven by a passing scenario that takes the step: {proven}/{len(rules)}"
        )
    else:
        lines.append(
            "rules tagged: none (a @rule:<id> tag counts a scenario for its rule; gomorra rules lists them)"
        )
    taken = sum(bool(item.exercised) for item in ledger.items["rule"])
    lines.append(f"rules the passing scenarios' games took: {taken}")
    return lines


#: Up to this many tagged cards are named in the summary (a whole pack is only counted).
_NAMED = 6
