"""The ledger as a terminal table, JSON (reports/rules-coverage.json) and Markdown.

The HTML site is in `site.py`. Every report reads the same `Ledger`, so they agree.
"""

from __future__ import annotations

import json
from pathlib import Path

from rich.console import Console
from rich.table import Table

from harness.rules_coverage.denominators import DIMENSIONS
from harness.rules_coverage.ledger import USED, CardStatus, Ledger

#: How each non-card dimension is named in reports.
DIMENSION_NAMES = {
    "rule": "rules",
    "event": "event types",
    "effect": "effect types",
    "window": "play windows",
    "duration": "duration kinds",
}


def pack_rows(ledger: Ledger) -> list[tuple[str, int, int, int, float, int]]:
    """(pack, printings, proven, scripted, percent proven, used but not proven) per pack,
    in database order."""
    packs: dict[str, list[int]] = {}
    for card in ledger.cards:
        row = packs.setdefault(card.entry.data.pack_name, [0, 0, 0, 0])
        row[0] += 1
        row[1] += card.proven
        row[2] += card.entry.scripted
        row[3] += card.status == USED
    return [
        (pack, total, proven, scripted, round(100.0 * proven / total, 2), used)
        for pack, (total, proven, scripted, used) in packs.items()
    ]


def summary_lines(ledger: Ledger) -> list[str]:
    """A few lines for the end of `gomorra verify` and for Markdown."""
    s = ledger.summary()
    if s["removal_measured"]:
        cards = (
            f"cards proven: {s['cards_proven']}/{s['cards_total']} printings ({s['cards']:.2f}%), "
            f"abilities proven: {s['abilities_proven']}/{s['abilities_total']} ({s['abilities']:.2f}%), "
            f"{USED}: {s['abilities_used_not_proven']}"
        )
    else:  # `gomorra verify`: no removal pass, so nothing is proven, only used
        used = s["abilities_proven"] + s["abilities_used_not_proven"]
        cards = (
            f"abilities used by a tagged scenario: {used}/{s['abilities_total']} "
            "(proven only once a scenario fails without them: gomorra coverage)"
        )
    lines = [
        cards,
        f"rules proven: {s['rules_asserted']}/{s['rules_total']} ({s['rules']:.2f}%), "
        f"exercised: {s['rules_exercised']}/{s['rules_total']}",
        "exercised: "
        + ", ".join(f"{DIMENSION_NAMES[k]} {s['exercised'][k]:.2f}%" for k in DIMENSIONS if k != "rule"),
    ]
    if s["strength"] is not None:
        lines.append(f"proof strength: {s['strength']:.2f}% of card-script mutants killed")
    fuzzed = s["fuzzed"]
    if fuzzed is not None:
        lines.append(
            f"reached by fuzzing (not proof): abilities {fuzzed['abilities']}/{fuzzed['abilities_total']}, "
            f"rules {fuzzed['rules']}/{fuzzed['rules_total']}"
        )
    return lines


def render_terminal(ledger: Ledger, console: Console) -> None:
    table = Table(title="Gomorra rules coverage: cards by pack")
    table.add_column("pack")
    table.add_column("printings", justify="right")
    table.add_column("scripted", justify="right")
    table.add_column("proven", justify="right", style="green")
    table.add_column(USED, justify="right", style="yellow")
    table.add_column("%", justify="right")
    for pack, total, proven, scripted, pct, used in pack_rows(ledger):
        if scripted or proven:
            table.add_row(pack, str(total), str(scripted), str(proven), str(used), f"{pct:.2f}")
    console.print(table)
    used_cards = [c for c in ledger.cards if c.status == USED]
    if used_cards:
        console.print(f"{USED} (a scenario uses the ability, none fails without it):", markup=False)
        for card in used_cards:
            console.print(f"  {card.code} {card.entry.data.title}: " + _unproven(card), markup=False)
    dims = Table(title="Rules and engine items")
    dims.add_column("item")
    dims.add_column("total", justify="right")
    dims.add_column("exercised", justify="right")
    dims.add_column("asserted", justify="right", style="green")
    for kind in DIMENSIONS:
        items = ledger.items[kind]
        asserted = str(sum(bool(i.asserted) for i in items)) if kind == "rule" else "-"
        dims.add_row(
            DIMENSION_NAMES[kind], str(len(items)), str(sum(bool(i.exercised) for i in items)), asserted
        )
    console.print(dims)
    for line in summary_lines(ledger):
        console.print(line, markup=False)


def write_json(ledger: Ledger, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(ledger.to_json(), indent=1, sort_keys=True), encoding="utf-8")


def markdown(ledger: Ledger) -> str:
    """A pull-request comment: the summary, packs with scripted cards, what is missing."""
    out = ["## Rules coverage", ""]
    out += [f"- {line}" for line in summary_lines(ledger)]
    out += [
        "",
        f"| pack | printings | scripted | proven | {USED} | % |",
        "| --- | ---: | ---: | ---: | ---: | ---: |",
    ]
    for pack, total, proven, scripted, pct, used in pack_rows(ledger):
        if scripted or proven:
            out.append(f"| {pack} | {total} | {scripted} | {proven} | {used} | {pct:.2f} |")
    unproven = [c for c in ledger.uncovered_cards() if c.entry.scripted]
    if unproven:
        out += ["", "Scripted cards not proven:", ""]
        out += [f"- {c.code} {c.entry.data.title} ({c.status}): {_unproven(c)}" for c in unproven]
    out += strength_lines(ledger)
    rules = ledger.uncovered_rules()
    if rules:
        out += ["", "Rules no tagged scenario proves: " + ", ".join(f"`{r.id}`" for r in rules)]
    return "\n".join(out) + "\n"


def _unproven(card: CardStatus) -> str:
    """Each unproven ability of a card: its number, kind and status."""
    return "; ".join(f"{a.item.id} {a.item.kind}: {a.status}" for a in card.abilities if not a.proven)


def strength_lines(ledger: Ledger) -> list[str]:
    """Markdown: each measured card's kill rate, weakest first, with its surviving mutants
    (each one a missing assertion)."""
    measured = [c for c in ledger.cards if c.strength]
    if not measured:
        return []

    def rate(card: CardStatus) -> float:
        result = card.strength or {}
        return int(result.get("killed", 0)) / max(1, int(result.get("mutants", 0)))

    out = ["", "Proof strength (card-script mutants killed by the card's scenarios):", ""]
    for card in sorted(measured, key=lambda c: (rate(c), c.code)):
        result = card.strength or {}
        out.append(
            f"- {card.code} {card.entry.data.title}: {result.get('killed', 0)}/{result.get('mutants', 0)}"
        )
        out += [f"  - survives: `{survivor}`" for survivor in result.get("survivors", [])]
    return out
