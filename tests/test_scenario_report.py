"""The scenario report of a feature run, opened in a real headless browser: what was laid
out (a booted card lies sideways, the failed scenario comes first), not the HTML text."""

from __future__ import annotations

import json
from pathlib import Path

from harness.rules_coverage.scenario_report import ScenarioPage, Snapshot, StepLine, write_report
from harness.verify import verify
from tests.test_rules_coverage_site import Elements, rendered

FEATURE = """Feature: Posses for the report <&>

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude           | at          |
      | Clint Ramsey   | Town Square |
      | Barton Everest | home        |
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |

  Scenario: A dude at home boots and moves in to join the posse
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    And Player1 adds "Barton Everest" to the posse
    Then "Barton Everest" is booted
    And Player1 is asked to "Select a dude"

  Scenario: An expectation that is wrong
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    And Player1 adds "Barton Everest" to the posse
    Then "Barton Everest" is unbooted
    And Player1 is asked to "Select a dude"
"""


def run(tmp_path: Path, extra: list[str]) -> Path:
    feature = tmp_path / "posses.feature"
    feature.write_text(FEATURE, encoding="utf-8")
    report = verify([feature], extra_args=extra)
    assert [(s.scenario, s.outcome) for f in report.features for s in f.scenarios] == [
        ("A dude at home boots and moves in to join the posse", "passed"),
        ("An expectation that is wrong", "failed"),
    ]
    return feature


def by_class(dom: Elements, tag: str, name: str) -> list[dict[str, str]]:
    return [a for t, a in dom.elements if t == tag and name in a.get("class", "").split()]


def test_the_report_draws_each_scenario_failures_first_in_a_browser(tmp_path: Path) -> None:
    folder = tmp_path / "report"
    run(tmp_path, ["--scenario-report", str(folder)])
    index = rendered(folder / "scenarios.html", tmp_path / "profile")
    rows = by_class(index, "tr", "scenario")
    assert [r["data-outcome"] for r in rows] == ["failed", "passed"]
    assert float(rows[0]["data-top"]) < float(rows[1]["data-top"])

    pages = list(folder.glob("feature-*.html"))
    assert len(pages) == 1
    dom = rendered(pages[0], tmp_path / "profile")
    body = next(attrs for tag, attrs in dom.elements if tag == "body")
    assert body.get("data-rendered") == "yes"  # the page's script ran after layout
    sections = by_class(dom, "section", "scenario")
    assert [s["data-outcome"] for s in sections] == ["failed", "passed"]
    assert float(sections[0]["data-top"]) < float(sections[1]["data-top"])
    text = " ".join(" ".join(dom.text).split())
    assert "Posses for the report <&>" in text  # escaped, so shown as written
    assert "Whether Barton Everest is booted: expected unbooted, but it is booted" in text

    # Each scenario has a before and an after picture: Barton Everest stands at home
    # before, and lies booted (laid out wider than tall) in the town square after.
    boxes = [(a["data-card"], a["data-booted"], a["data-box"]) for a in by_class(dom, "g", "card")]
    barton = [
        (booted, tuple(map(float, box.split()))) for uid, booted, box in boxes if uid == "Barton Everest"
    ]
    assert len(barton) == 4  # two scenarios, before and after
    for booted, (width, height) in barton:
        assert (width > height) == (booted == "yes"), (booted, width, height)
    assert sorted(booted for booted, _box in barton) == ["no", "no", "yes", "yes"]
    changed = [a["data-change"] for a in by_class(dom, "g", "card") if "changed" in a["class"].split()]
    assert "moved to Town Square; booted" in changed
    pills = [a for a in by_class(dom, "g", "pill") if "posse" in a["class"].split()]
    assert {(a["data-card"], a["class"].split()[-1]) for a in pills} >= {
        ("Clint Ramsey", "leader"),
        ("Clyde Owens", "mark"),
        ("Barton Everest", "posse"),
    }


def test_a_plain_run_writes_no_report(tmp_path: Path) -> None:
    run(tmp_path, [])
    assert not list(tmp_path.glob("**/scenarios.html"))


def test_pages_survive_the_trip_from_an_xdist_worker_and_a_game_never_started_is_drawn(
    tmp_path: Path,
) -> None:
    board = {"players": [{"name": "Player1", "outfit": "The Sloane Gang", "dudes": ["Jake <Smiley>"]}]}
    page = ScenarioPage(
        nodeid="t.py::test_x[1-2]",
        feature="features/x.feature",
        line=3,
        name="A board that does not build",
        title="X",
        steps=[
            StepLine("Given", "Player1 has these dudes:", line=4, status="failed", table=[["dude"], ["x"]])
        ],
        outcome="failed",
        message="The board described by the Given steps is not valid",
        after=Snapshot(board, {}, 0, given=True),
    )
    again = ScenarioPage.from_json(json.loads(json.dumps(page.to_json())))
    assert again == page
    (tmp_path / "feature-old.html").write_text("a feature no longer run", encoding="utf-8")
    write_report([again], tmp_path)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["feature-features-x.html", "scenarios.html"]
    html = (tmp_path / "feature-features-x.html").read_text(encoding="utf-8")
    assert "The game never started." in html and "The board the Given steps describe" in html
    assert "Jake &lt;Smiley&gt;" in html and "Jake <Smiley>" not in html
    assert "[1-2]" in html


def test_a_given_board_that_cannot_be_drawn_is_said_not_drawn(tmp_path: Path) -> None:
    page = ScenarioPage(
        "t::y", "features/y.feature", 1, "Broken", after=Snapshot({"players": [7]}, {}, 0, True)
    )
    write_report([page], tmp_path)
    html = (tmp_path / "feature-features-y.html").read_text(encoding="utf-8")
    assert "The game never started; its board cannot be drawn" in html and "<svg" not in html
