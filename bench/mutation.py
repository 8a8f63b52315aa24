"""Mutation score beside an independent tool: `gomorra bench --mutation` (or
`python bench/mutation.py`) from a checkout, with the `bench` extra installed
(`pip install -e .[bench]`: cosmic-ray).

For a sample of card scripts (Takin' Ya With Me and four others by default, or
`--card CODE ...`), it measures
  * Gomorra's own proof strength (harness/rules_coverage/strength.py): with the first
    operators only (conditions flipped, constants ±1, calls dropped, targets widened) and
    with every operator of harness/rules_coverage/mutants.py;
  * cosmic-ray's score on the same script, its test command the card's own scenarios
    (`gomorra verify --card CODE` on the feature files tagged with the card) — the same
    scenarios Gomorra's strength runs;
and prints each beside the others with the surviving mutants of both.

cosmic-ray edits the script on disk for each mutant, so it works in a copy of the
checkout (a temporary folder), never in the tree itself. It is a benchmark, never a test:
nothing is asserted, and a run takes minutes (one process per cosmic-ray mutant).
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from functools import partial
from pathlib import Path
from typing import Any
from unittest import mock

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from cards.database import card_db  # noqa: E402
from cards.scripts import script_registry  # noqa: E402
from harness.integrity import card_tags, script_codes  # noqa: E402
from harness.rules_coverage import strength  # noqa: E402
from harness.rules_coverage.mutants import first_operators, mutants  # noqa: E402

#: The default sample: Takin' Ya With Me (an outside run found its main case unproven)
#: and four scripts with comparisons, constants and durations for both tools to change.
SAMPLE = ("01140", "01124", "01004", "01123", "01119")
TIMEOUT_S = 60.0  # per cosmic-ray mutant


def _scenario_files(code: str) -> tuple[list[str], list[Path]]:
    """The codes served by `code`'s script that features are tagged with, and those features."""
    tags = card_tags([ROOT / "features"])
    registry = script_registry()
    codes = sorted(c for c in tags if registry.get(c) is registry[code])
    return codes, sorted({Path(t.file).resolve() for c in codes for t in tags[c]})


def _gomorra(scripts: dict[str, Path], first_only: bool) -> dict[str, dict[str, Any]]:
    """Gomorra's proof strength of each script; with `first_only`, the first operators only."""
    made = partial(mutants, kinds=first_operators) if first_only else mutants
    with mock.patch.object(strength, "mutants", made):  # what the runner calls per card
        results = strength.measure_all(scripts, ROOT / "features", root=ROOT)
    return {
        r.code: {
            "mutants": len(r.mutants),
            "killed": r.killed,
            "seconds": round(r.seconds, 1),
            "survivors": [str(m) for m in r.survivors],
        }
        for r in results
    }


def _copy_checkout(into: Path) -> Path:
    """The checkout's files (tracked, and new ones not ignored) copied under `into`."""
    listed = subprocess.run(
        ["git", "ls-files", "-co", "--exclude-standard"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.splitlines()
    tree = into / "tree"
    for name in listed:
        source = ROOT / name
        if source.is_file():
            (tree / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, tree / name)
    return tree


def _cosmic_ray(code: str, script: Path, tree: Path) -> dict[str, Any]:
    """cosmic-ray's score on `script` in the copy `tree`, the card's scenarios its test."""
    codes, files = _scenario_files(code)
    relative = script.resolve().relative_to(ROOT)
    test = [sys.executable, "-c", "from harness.cli import main; main()", "verify"]
    test += [f"--card={c}" for c in codes] + [str(f.relative_to(ROOT)) for f in files]
    config = tree.parent / f"cosmic-ray-{code}.toml"
    session = tree.parent / f"cosmic-ray-{code}.sqlite"
    command = " ".join(f"'{part}'" for part in test)
    config.write_text(
        "[cosmic-ray]\n"
        f'module-path = "{relative}"\n'
        f"timeout = {TIMEOUT_S}\n"
        "excluded-modules = []\n"
        f"test-command = {json.dumps(command)}\n\n"
        '[cosmic-ray.distributor]\nname = "local"\n',
        encoding="utf-8",
    )
    tool = str(Path(sys.executable).parent / "cosmic-ray")
    baseline = subprocess.run(test, cwd=tree, capture_output=True, text=True)
    if baseline.returncode != 0:
        raise RuntimeError(f"{code}: the card's scenarios fail unmutated:\n{baseline.stdout[-2000:]}")
    started = time.perf_counter()
    subprocess.run([tool, "init", str(config), str(session)], cwd=tree, check=True, capture_output=True)
    subprocess.run([tool, "exec", str(config), str(session)], cwd=tree, check=True, capture_output=True)
    seconds = time.perf_counter() - started
    dump = subprocess.run([tool, "dump", str(session)], cwd=tree, check=True, capture_output=True, text=True)
    outcomes: dict[str, int] = {}
    survivors = []
    for line in dump.stdout.splitlines():
        item, result = json.loads(line)
        outcome = (result or {}).get("test_outcome") or "not run"
        outcomes[outcome] = outcomes.get(outcome, 0) + 1
        if outcome == "survived":
            mutation = item["mutations"][0]
            survivors.append(f"{relative}:{mutation['start_pos'][0]} {mutation['operator_name']}")
    made = sum(outcomes.values())
    return {
        "mutants": made,
        "killed": outcomes.get("killed", 0),
        "incompetent": outcomes.get("incompetent", 0),
        "seconds": round(seconds, 1),
        "survivors": survivors,
    }


def _percent(figures: dict[str, Any]) -> str:
    made, killed = figures["mutants"], figures["killed"]
    return f"{killed}/{made} ({100.0 * killed / made:.1f}%)" if made else "0/0 (-)"


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--card", action="append", default=[], metavar="CODE", help="a card code to sample")
    parser.add_argument("--json", type=Path, help="also write the figures to this JSON file")
    args = parser.parse_args(argv)
    if shutil.which("cosmic-ray", path=str(Path(sys.executable).parent)) is None:
        raise SystemExit("cosmic-ray is not installed: pip install -e '.[bench]'")
    scripts_by_code = {code: Path(file) for code, file in script_codes(ROOT / "cards").items()}
    scripts = {code: scripts_by_code[code] for code in (args.card or SAMPLE)}
    first = _gomorra(scripts, first_only=True)
    every = _gomorra(scripts, first_only=False)
    figures: dict[str, dict[str, Any]] = {}
    with tempfile.TemporaryDirectory(prefix="gomorra-cosmic-ray-") as folder:
        tree = _copy_checkout(Path(folder))
        for code, script in scripts.items():
            figures[code] = {
                "title": card_db().by_code(code).title,
                "script": str(script.resolve().relative_to(ROOT)),
                "gomorra first operators": first[code],
                "gomorra every operator": every[code],
                "cosmic-ray": _cosmic_ray(code, script, tree),
            }
    print("| card | Gomorra, first operators | Gomorra, every operator | cosmic-ray | cosmic-ray s |")
    print("| --- | --- | --- | --- | --- |")
    totals = {
        key: {"mutants": 0, "killed": 0}
        for key in ("gomorra first operators", "gomorra every operator", "cosmic-ray")
    }
    for code, row in figures.items():
        for key, total in totals.items():
            total["mutants"] += row[key]["mutants"]
            total["killed"] += row[key]["killed"]
        print(
            f"| {code} {row['title']} | {_percent(row['gomorra first operators'])} "
            f"| {_percent(row['gomorra every operator'])} | {_percent(row['cosmic-ray'])} "
            f"| {row['cosmic-ray']['seconds']} |"
        )
    print(
        f"| total | {_percent(totals['gomorra first operators'])} | {_percent(totals['gomorra every operator'])} "
        f"| {_percent(totals['cosmic-ray'])} | |"
    )
    for code, row in figures.items():
        for key in ("gomorra every operator", "cosmic-ray"):
            for survivor in row[key]["survivors"]:
                print(f"{code} {key} survivor: {survivor}")
    if args.json:
        args.json.write_text(json.dumps(figures, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
