"""The coverage gate: thresholds (a ratchet kept in pyproject.toml) and the check itself.

`[tool.gomorra.coverage]` holds `cards` and `rules`, the percentages the project has
achieved, and `[tool.gomorra.coverage.packs]` the ability coverage of each gated pack
(`DTR = 100.0`: every printed ability of the Base Set proven, each by a scenario that
fails without it); they may only go up (tests/test_rules_coverage_gate.py checks they
never exceed what is achieved, so raising one is a commitment, and lowering one shows
in review as an edit of the ratchet). A failed gate names the top uncovered items.

`strength` is gated card by card: every card script changed since `strength_since`
(committed or not, new ones included) must have at least `strength` % of *its own*
mutants killed by its scenarios; a failure names the card and each surviving mutant.
"""

from __future__ import annotations

import tomllib
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from harness.rules_coverage.ledger import USED, Ledger

if TYPE_CHECKING:
    from harness.rules_coverage.strength import Strength

#: The gated figures, as they are named in pyproject.toml and on the command line.
GATED = ("cards", "rules", "strength")
#: A pack's threshold is named `pack:<code>` (`[tool.gomorra.coverage.packs]`).
PACK = "pack:"
#: How many uncovered items a failed gate names.
TOP = 5


def _coverage_table(pyproject: Path) -> dict[str, object]:
    if not pyproject.is_file():
        return {}
    table = tomllib.loads(pyproject.read_text(encoding="utf-8")).get("tool", {}).get("gomorra", {})
    return dict(table.get("coverage", {}))


def configured_thresholds(pyproject: Path) -> dict[str, float]:
    """The thresholds of `[tool.gomorra.coverage]`; none if the table is absent. A pack
    is named by its code in any case (`DTR`, `dtr`)."""
    coverage = _coverage_table(pyproject)
    thresholds = {name: float(str(coverage[name])) for name in GATED if name in coverage}
    packs = coverage.get("packs", {})
    assert isinstance(packs, dict)
    thresholds.update({PACK + pack_code(str(code)): float(value) for code, value in packs.items()})
    return thresholds


def strength_since(pyproject: Path) -> str | None:
    """`strength_since` of `[tool.gomorra.coverage]`: the commit (the last release's)
    since which changed card scripts are held to the strength threshold."""
    since = _coverage_table(pyproject).get("strength_since")
    return None if since is None else str(since)


def pack_code(name: str) -> str:
    """A pack's code as the card database spells it, from any case (`dtr` → `DTR`);
    a name that is no pack is returned as given."""
    from cards.database import card_db

    codes = {card.pack.lower(): card.pack for card in card_db().all()}
    return codes.get(name.lower(), name)


def ratchet(pyproject: Path, figures: dict[str, float | None]) -> list[str]:
    """Raise each threshold already in pyproject.toml to today's figure, never lower one:
    `cards`, `rules` and each pack of `[tool.gomorra.coverage.packs]`. The figure is cut
    (not rounded) to two decimals, so the gate it sets is met today. Only those lines
    change: the file's comments and order stay. Returns "cards: 17.36 → 18.02" lines."""
    import math
    import re

    text = pyproject.read_text(encoding="utf-8")
    lines = text.splitlines(keepends=True)
    table, changed = "", []
    for i, line in enumerate(lines):
        header = re.match(r"\s*\[([^\]]+)\]", line)
        if header:
            table = header[1].strip()
            continue
        found = re.match(r"(\s*)([A-Za-z0-9_\-]+)(\s*=\s*)([0-9.]+)(.*)$", line, re.DOTALL)
        if found is None:
            continue
        key = found[2]
        name = {"tool.gomorra.coverage": key if key in ("cards", "rules") else None}.get(table)
        if table == "tool.gomorra.coverage.packs":
            name = PACK + pack_code(key)
        figure = figures.get(name) if name else None
        if figure is None:
            continue
        today = math.floor(round(figure * 100, 6)) / 100  # 17.36 stays 17.36, not 17.35
        if today > float(found[4]):
            lines[i] = f"{found[1]}{key}{found[3]}{today:.2f}{found[5]}"
            changed.append(f"{key}: {found[4]} → {today:.2f}")
    if changed:
        pyproject.write_text("".join(lines), encoding="utf-8")
    return changed


def achieved(ledger: Ledger) -> dict[str, float | None]:
    """Every ratcheted figure: the two totals and each pack's ability coverage (strength
    is held card by card, not as a total)."""
    figures: dict[str, float | None] = {"cards": ledger.cards_percent, "rules": ledger.rules_percent}
    figures.update({PACK + pack: ledger.pack_abilities_percent(pack) for pack in ledger.packs()})
    return figures


def check(
    ledger: Ledger, thresholds: dict[str, float], strength: Sequence[Strength] | None = None
) -> list[str]:
    """One message per threshold not met, each naming the top uncovered items. The
    `strength` threshold is checked card by card, on `strength` (the cards just measured)
    or, without it, on each card of the ledger's reports/strength.json."""
    failures = []
    figures = achieved(ledger)
    thresholds = {
        (PACK + pack_code(n[len(PACK) :]) if n.startswith(PACK) else n): v for n, v in thresholds.items()
    }
    for name in [*GATED, *sorted(n for n in thresholds if n.startswith(PACK))]:
        if name not in thresholds:
            continue
        if name == "strength":
            failures += _strength_failures(ledger, thresholds[name], strength)
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


def _strength_failures(ledger: Ledger, threshold: float, results: Sequence[Strength] | None) -> list[str]:
    from harness.rules_coverage.strength import weak_cards

    if results is not None:
        return weak_cards({r.code: r.to_json() for r in results}, threshold)
    if not ledger.strength:
        return [f"strength: no card measured (reports/strength.json) to hold to {threshold:.2f}%"]
    return weak_cards(ledger.strength, threshold)


def _top(ledger: Ledger, name: str) -> str:
    if name.startswith(PACK):
        pack = name[len(PACK) :]
        cards = [c for c in ledger.uncovered_cards() if c.entry.data.pack == pack][:TOP]
        listed = ", ".join(
            f"{c.code} {c.entry.data.title} ({sum(a.proven for a in c.abilities)}/{len(c.abilities)}"
            + (f", {USED}" if c.status == USED else "")
            + ")"
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
    raise ValueError(f"no such gated figure: {name}")


def gated_strength(
    root: Path, pyproject: Path, *, every_script: bool = False, workers: int = 1
) -> tuple[list[Strength] | None, list[str]]:
    """Measure what the strength gate holds: every card script under `root/cards` changed
    since `strength_since` (committed or not, new files included), against `root/features`;
    with `every_script` (the nightly profile, harness/profiles.py) every card script; in
    `workers` processes at once (harness/spread.py); a card measured before with the same code
    and features is read from reports/strength-cache.json instead.
    (None, []) when no `strength_since` is configured (the gate then reads each card of
    reports/strength.json); ([], failures) when the measure cannot be made."""
    import subprocess

    from harness.integrity import script_codes
    from harness.rules_coverage.strength import NotProven, changed_scripts, measure_all

    since = strength_since(pyproject)
    if since is None:
        return None, []
    if not (root / "cards").is_dir():  # features of a project without card scripts
        return [], []
    try:
        if every_script:
            scripts = {code: Path(file) for code, file in script_codes(root / "cards").items()}
        else:
            scripts = changed_scripts(root / "cards", since)
    except subprocess.CalledProcessError as error:
        problem = (error.stderr or "").strip().splitlines()[-1:] or [str(error)]
        return [], [
            f"strength: strength_since = {since} is not a commit of this clone ({problem[0]}): "
            "set it to the last release's commit (a full clone has it)"
        ]
    if not scripts:
        return [], []
    try:
        cache = root / "reports" / "strength-cache.json"
        measured = measure_all(
            dict(sorted(scripts.items())), root / "features", root=root, workers=workers, cache=cache
        )
        return measured, []
    except NotProven as error:
        return [], [f"strength: {error}"]
