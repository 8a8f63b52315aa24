"""docs/steps.md is generated from the step library; it must be current."""

from __future__ import annotations

from pathlib import Path

from harness.catalogue import render

ROOT = Path(__file__).resolve().parents[1]


def test_the_step_catalogue_is_current() -> None:
    expected = render(ROOT / "features")
    actual = (ROOT / "docs" / "steps.md").read_text(encoding="utf-8")
    assert actual == expected, "docs/steps.md is out of date: run `gomorra steps` and commit the result"


def test_every_step_definition_is_in_the_catalogue() -> None:
    text = render(ROOT / "features")
    for needle in ("`{player} has {amount} ghost rock`", '`{player} hires "{card}"`', "## Then"):
        assert needle in text
