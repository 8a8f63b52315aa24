"""The ledger as a static HTML site: packs → card → ability → the scenarios proving it.

Rendered with jinja2 (autoescaped: card text is data). `index.html` lists the packs
with a bar each; `pack-<n>.html` its printings and their status; `card-<code>.html`
each printed ability with the scenario (file:line) that fails once it is removed (its
proof), or, "used, not proven", the tagged scenarios that use it without noticing;
`rules.html` the rules, event types, effect types, play windows and durations.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from jinja2 import Environment, PackageLoader, select_autoescape

from harness.rules_coverage.denominators import DIMENSIONS
from harness.rules_coverage.ledger import CardStatus, Ledger
from harness.rules_coverage.reports import DIMENSION_NAMES, pack_rows, summary_lines
from harness.rulings import RULINGS_FILE, Ruling, read_rulings, ruling_tags


@dataclass(frozen=True)
class PackView:
    name: str
    page: str
    total: int
    proven: int
    scripted: int
    percent: float
    used: int = 0


def _slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def _rulings_by_title(root: Path) -> dict[str, list[tuple[Ruling, list[str]]]]:
    """Card title → its rulings (docs/rulings.md under `root`) with the scenarios proving
    each: a card page is the FAQ entry a rules expert cites."""
    rulings, _ = read_rulings(root / RULINGS_FILE)
    proofs = ruling_tags([Path("features")]) if rulings else {}
    by_title: dict[str, list[tuple[Ruling, list[str]]]] = {}
    for ruling in rulings:
        if ruling.code is not None:
            by_title.setdefault(ruling.title, []).append((ruling, proofs.get(ruling.id, [])))
    return by_title


def write_site(ledger: Ledger, folder: Path) -> Path:
    """Write the site into `folder`; returns its index page."""
    env = Environment(
        loader=PackageLoader("harness.rules_coverage", "templates"), autoescape=select_autoescape()
    )
    folder.mkdir(parents=True, exist_ok=True)
    # `gomorra coverage` writes the scenario report (scenario_report.py) here first.
    env.globals["scenario_report"] = (folder / "scenarios.html").is_file()
    packs = [
        PackView(name, f"pack-{_slug(name)}.html", total, proven, scripted, pct, used)
        for name, total, proven, scripted, pct, used in pack_rows(ledger)
    ]
    page_of = {p.name: p.page for p in packs}
    by_pack: dict[str, list[CardStatus]] = {}
    for card in ledger.cards:
        by_pack.setdefault(card.entry.data.pack_name, []).append(card)
    index = folder / "index.html"
    index.write_text(
        env.get_template("index.html").render(packs=packs, summary=summary_lines(ledger)), "utf-8"
    )
    pack_template, card_template = env.get_template("pack.html"), env.get_template("card.html")
    rulings = _rulings_by_title(Path.cwd())
    for pack in packs:
        cards = by_pack[pack.name]
        (folder / pack.page).write_text(pack_template.render(pack=pack, cards=cards), "utf-8")
        for card in cards:
            page = card_template.render(
                card=card, pack_page=page_of[pack.name], rulings=rulings.get(card.entry.data.title, [])
            )
            (folder / f"card-{card.code}.html").write_text(page, "utf-8")
    dimensions = [(kind, DIMENSION_NAMES[kind], ledger.items[kind]) for kind in DIMENSIONS]
    (folder / "rules.html").write_text(env.get_template("rules.html").render(dimensions=dimensions), "utf-8")
    return index
