"""The HTML site, opened in a real headless browser: the rendered DOM, not the HTML text."""

from __future__ import annotations

import shutil
import subprocess
from html.parser import HTMLParser
from pathlib import Path

import pytest

from harness.rules_coverage.ledger import build_ledger
from harness.rules_coverage.removal import Removal
from harness.rules_coverage.reports import markdown
from harness.rules_coverage.site import write_site
from harness.rules_coverage.trace import ScenarioRecord

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
)


def allie_record(passed: bool = True) -> ScenarioRecord:
    return ScenarioRecord(
        nodeid="t::allie",
        feature="features/cards/dtr/allie_hensman.feature",
        line=12,
        name="Allie stakes a claim",
        tags=["card:01035", "rule:noon.turn"],
        passed=passed,
        trace={"ability 01035:0", "rule noon.turn", "in_play 01046", "window high noon"},
    )


#: What the removal pass finds when Allie's scenario fails once her ability does nothing.
ALLIE_PROVEN = {Removal("01035", frozenset({"01035:0"})): "features/cards/dtr/allie_hensman.feature:12"}
#: ... and when her scenario still passes without it.
ALLIE_UNNOTICED: dict[Removal, str | None] = {Removal("01035", frozenset({"01035:0"})): None}


class Elements(HTMLParser):
    """Every element's tag and attributes, and the text of the page."""

    def __init__(self) -> None:
        super().__init__()
        self.elements: list[tuple[str, dict[str, str]]] = []
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.elements.append((tag, {k: v or "" for k, v in attrs}))

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def rendered(page: Path, profile: Path) -> Elements:
    """The DOM chromium holds once the page has loaded and its script has run."""
    if CHROMIUM is None:
        pytest.skip("no chromium on this machine: apt-get install -y chromium (as .ci/run does)")
    done = subprocess.run(
        [CHROMIUM, *FLAGS, f"--user-data-dir={profile}", "--dump-dom", page.as_uri()],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    parser = Elements()
    parser.feed(done.stdout)
    return parser


def test_the_site_renders_pack_bars_and_card_proofs_in_a_browser(tmp_path: Path) -> None:
    ledger = build_ledger([allie_record()], proofs=ALLIE_PROVEN)
    index = write_site(ledger, tmp_path / "site")
    dom = rendered(index, tmp_path / "profile")
    body = next(attrs for tag, attrs in dom.elements if tag == "body")
    assert body.get("data-rendered") == "yes"  # the page's script ran
    bars = [attrs for tag, attrs in dom.elements if "bar" in attrs.get("class", "").split()]
    assert len(bars) == len({c.entry.data.pack_name for c in ledger.cards})
    for bar in bars:  # the fill is laid out at the pack's share of the track
        assert abs(float(bar["data-rendered"]) - float(bar["data-percent"])) < 1.0
    base = next(a for t, a in dom.elements if t == "tr" and a.get("data-pack") == "Base Set")
    assert base
    assert any(float(b["data-rendered"]) > 0 for b in bars)

    card = rendered(tmp_path / "site" / "card-01035.html", tmp_path / "profile")
    text = " ".join(" ".join(card.text).split())
    assert "scripted and proven" in text
    assert (
        "Proven by (fails once the ability's effect is removed): "
        "features/cards/dtr/allie_hensman.feature:12" in text
    )
    sections = [a for t, a in card.elements if t == "section"]
    assert [s["data-id"] for s in sections] == ["01035:1"]


def test_an_ability_whose_removal_no_scenario_notices_is_used_not_proven(tmp_path: Path) -> None:
    ledger = build_ledger([allie_record()], proofs=ALLIE_UNNOTICED)
    allie = next(c for c in ledger.cards if c.code == "01035")
    assert (allie.status, allie.abilities[0].status) == ("used, not proven", "used, not proven")
    write_site(ledger, tmp_path / "site")
    page = (tmp_path / "site" / "card-01035.html").read_text(encoding="utf-8")
    assert '<p id="status" class="partial">used, not proven</p>' in page
    assert "every one still passes with its effect removed" in page
    assert "features/cards/dtr/allie_hensman.feature:12" in page
    assert '<td class="partial">used, not proven</td>' in (
        tmp_path / "site" / "pack-base-set.html"
    ).read_text(encoding="utf-8")
    summary = markdown(ledger)
    assert "- 01035 Allie Hensman (used, not proven): 01035:1 noon: used, not proven" in summary
    assert "abilities proven: " in summary and "used, not proven: 1" in summary


def test_a_failing_scenario_proves_nothing_in_the_reports(tmp_path: Path) -> None:
    ledger = build_ledger([allie_record(passed=False)], proofs={})
    assert not next(c for c in ledger.cards if c.code == "01035").proven
    summary = markdown(ledger)
    assert "- 01035 Allie Hensman" in summary
    assert "cards proven: 0/" in summary
