"""The coverage gate: thresholds (a ratchet kept in pyproject.toml) and the check itself.

`[tool.gomorra.coverage]` holds `cards`, `rules` and `strength`, the percentages the
project has achieved, and `[tool.gomorra.coverage.packs]` the ability coverage of each
gated pack (`DTR = 100.0`: every printed ability of the Base Set proven); they may only go up (tests/test_rules_coverage_gate.py checks they
never exceed what is achieved, so raising one is a commitment, and lowering one shows
in review as an edit of the ratchet). A failed gate names the top uncovered items.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

from harness.rules_coverage.ledger import Ledger

#: The gated figures, as they are named in pyproject.toml and on the command line.
GATED = ("cards", "rules", "strength")
#: A pack's threshold is named `pack:<code>` (`[tool.gomorra.coverage.packs]`).
PACK = "pack:"
#: How many uncovered items a failed gate names.
TOP = 5


def configured_thresholds(pyproject: Path) -> dict[str, float]:
    """The thresholds of `[tool.gomorra.coverage]`; none if the table is absent."""
    if not pyproject.is_file():
        return {}
    table = tomllib.loads(pyproject.read_text(encoding="utf-8")).get("tool", {}).get("gomorra", {})
    coverage = table.get("coverage", {})
    thresholds = {name: float(coverage[name]) for name in GATED if name in coverage}
    packs = coverage.get("packs", {})
    thresholds.update({PACK + str(code): float(value) for code, value in packs.items()})
    return thresholds


def achieved(ledger: Ledger) -> dict[str, float | None]:
    """Every gated figure: the three totals and each pack's ability coverage."""
    figures: dict[str, float | None] = {
        "cards": ledger.cards_percent,
        "rules": ledger.rules_percent,
        "strength": ledger.strength_percent,
    }
    figures.update({PACK + pack: ledger.pack_abilities_percent(pack) for pack in ledger.packs()})
    return figures


def check(ledger: Ledger, thresholds: dict[str, float]) -> list[str]:
    """One message per threshold not met, each naming the top uncovered items."""
    failures = []
    figures = achieved(ledger)
    for name in [*GATED, *sorted(n for n in thresholds if n.startswith(PACK))]:
        if name not in thresholds:
            continue
        if name not in figures:
            failures.append(f"{name}: no such pack in the card database (a code such as DTR)")
            continue
        value, wanted = figures[name], thresholds[name]
        if value is None:
            failures.append(f"{name}: no reports/strength.json to measure against {wanted:.2f}%")
            continue
        if value + 1e-9 < wanted:
            what = "of its abilities proven" if name.startswith(PACK) else "proven"
            failures.append(
                f"{name}: {value:.2f}% {what}, under the required {wanted:.2f}%; " + _top(ledger, name)
            )
    return failures


def _top(ledger: Ledger, name: str) -> str:
    if name.startswith(PACK):
        pack = name[len(PACK) :]
        cards = [c for c in ledger.uncovered_cards() if c.entry.data.pack == pack][:TOP]
        listed = ", ".join(
            f"{c.code} {c.entry.data.title} ({sum(bool(a.asserted) for a in c.abilities)}/{len(c.abilities)})"
            for c in cards
        )
        return f"cards with unproven abilities: {listed}"
    if name == "cards":
        cards = ledger.uncovered_cards()[:TOP]
        listed = ", ".join(f"{c.code} {c.entry.data.title} ({c.status})" for c in cards)
        return f"unproven cards: {listed}"
    if name == "rules":
        rules = ledger.uncovered_rules()[:TOP]
        return "unproven rules: " + ", ".join(r.id for r in rules)
    measured = ledger.strength or {}
    weakest = sorted(
        measured.items(), key=lambda kv: int(kv[1].get("killed", 0)) / max(1, int(kv[1].get("mutants", 0)))
    )[:TOP]
    return "weakest cards: " + ", ".join(
        f"{code} ({result.get('killed', 0)}/{result.get('mutants', 0)} mutants killed)"
        for code, result in weakest
    )
