"""Every Gherkin example in docs/writing-scenarios.md is a real, running feature excerpt."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = re.compile(r"<!-- from: (?P<path>[^ ]+) -->\n```gherkin\n(?P<body>.*?)```", re.DOTALL)


def test_every_example_is_an_excerpt_of_its_feature() -> None:
    guide = (ROOT / "docs" / "writing-scenarios.md").read_text(encoding="utf-8")
    examples = list(EXAMPLE.finditer(guide))
    assert len(examples) >= 8
    for example in examples:
        feature = (ROOT / example["path"]).read_text(encoding="utf-8")
        wanted = [line.strip() for line in example["body"].splitlines() if line.strip()]
        lines = [line.strip() for line in feature.splitlines()]
        starts = [i for i, line in enumerate(lines) if line == wanted[0]]
        assert any(lines[i : i + len(wanted)] == wanted for i in starts), (
            f"the example from {example['path']} starting {wanted[0]!r} is no longer in that file"
        )


def test_every_gherkin_block_names_its_feature() -> None:
    guide = (ROOT / "docs" / "writing-scenarios.md").read_text(encoding="utf-8")
    assert guide.count("```gherkin") == len(EXAMPLE.findall(guide))
