"""Merging the reached-windows reports of fuzzing campaigns run on several machines.

Each machine of a CI matrix runs `gomorra fuzz --redis URL --report reach-I.json` (the
example database shared through Redis); `gomorra fuzz --merge-reports reach-*.json` then
writes the one report (format 1, harness/fuzz/campaign.py) the ledger reads, as if one
campaign had run with every machine's workers: counts summed, per-worker rates listed side
by side, failures kept once each (by their first line, as a campaign keeps them), and each
scripted card's offered windows summed, so a window is "not reached" only if no machine
reached it. (Kept outside harness/fuzz, which other work owns; it reads only the format.)
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

#: Top-level counts that add up across machines.
_SUMS = ("decisions", "boards", "checks")
#: Top-level {name: count} tables that add up key by key.
_TABLES = ("starts", "windows", "events", "rules", "abilities", "check_microseconds")
#: Per-worker lists, concatenated in the order the reports are given.
_WORKERS = ("decisions_per_second", "decisions_per_cpu_second")


def read_report(path: Path) -> dict[str, Any]:
    data = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(data, dict) or data.get("format") != 1:
        raise ValueError(f"{path}: expected a gomorra fuzz report (format 1)")
    return data


def _add(into: dict[str, int], counts: Mapping[str, Any]) -> None:
    for key, value in counts.items():
        into[key] = into.get(key, 0) + int(value)


def merge_reports(reports: Iterable[Mapping[str, Any]]) -> dict[str, Any]:
    """One format-1 report from several (see the module docstring)."""
    reports = list(reports)
    if not reports:
        raise ValueError("no fuzz report to merge")
    merged: dict[str, Any] = {
        "format": 1,
        "generated_by": "gomorra fuzz --merge-reports",
        "minutes": max(float(r.get("minutes", 0)) for r in reports),
        "workers": sum(int(r.get("workers", 0)) for r in reports),
    }
    for key in _SUMS:
        merged[key] = sum(int(r.get(key, 0)) for r in reports)
    for key in _WORKERS:
        merged[key] = [rate for r in reports for rate in r.get(key, [])]
    for key in _TABLES:
        table: dict[str, int] = {}
        for report in reports:
            _add(table, report.get(key, {}))
        merged[key] = dict(sorted(table.items()))
    cards: dict[str, dict[str, Any]] = {}
    for report in reports:
        for title, card in report.get("cards", {}).items():
            entry = cards.setdefault(
                title, {"code": card["code"], "printed": list(card["printed"]), "offered": {}}
            )
            _add(entry["offered"], card.get("offered", {}))
    for entry in cards.values():
        entry["offered"] = dict(sorted(entry["offered"].items()))
        entry["missing"] = sorted(set(entry["printed"]) - set(entry["offered"]))
    merged["cards"] = dict(sorted(cards.items()))
    # One finding once across machines: by its signature (check, rule, place), as one
    # campaign groups them (harness/fuzz/findings.py); an older report by its first line.
    for key in ("failed", "looked_past"):
        found: dict[str, dict[str, Any]] = {}
        for report in reports:
            for failure in report.get(key, []):
                signature = failure.get("signature") or str(failure.get("error", "")).split("\n", 1)[0]
                if signature in found:
                    found[signature]["hits"] = int(found[signature].get("hits", 1)) + int(
                        failure.get("hits", 1)
                    )
                else:
                    found[signature] = dict(failure)
        merged[key] = list(found.values())
    merged["failures"] = len(merged["failed"])
    merged["known"] = len(merged["looked_past"])
    merged["hits"] = sum(int(r.get("hits", 0)) for r in reports)
    return merged


def write_merged(paths: Iterable[Path], out: Path) -> dict[str, Any]:
    merged = merge_reports(read_report(path) for path in paths)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(merged, indent=2) + "\n", encoding="utf-8")
    return merged
