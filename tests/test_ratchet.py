"""`gomorra coverage --ratchet` (issue 21): adding a proven card never needs the
thresholds edited by hand. The ratchet raises each threshold in pyproject.toml to today's
figure (cut to two decimals, so the gate it sets is met), never lowers one, and leaves
the rest of the file as it was."""

from __future__ import annotations

from pathlib import Path

from harness.rules_coverage.gate import PACK, configured_thresholds, ratchet

PYPROJECT = """[project]
name = "demo"

[tool.gomorra.coverage]
cards = 17.36
rules = 88.32  # the rules proven
strength = 90.0

# Ability coverage per pack.
[tool.gomorra.coverage.packs]
DTR = 99.5
"""


def test_thresholds_rise_to_todays_figures_and_never_fall(tmp_path: Path) -> None:
    pyproject = tmp_path / "pyproject.toml"
    pyproject.write_text(PYPROJECT, encoding="utf-8")
    changed = ratchet(pyproject, {"cards": 18.029, "rules": 80.0, PACK + "DTR": 100.0, "strength": 99.0})
    assert changed == ["cards: 17.36 → 18.02", "DTR: 99.5 → 100.00"]
    assert configured_thresholds(pyproject) == {
        "cards": 18.02,
        "rules": 88.32,
        "strength": 90.0,
        "pack:DTR": 100.0,
    }
    text = pyproject.read_text(encoding="utf-8")
    assert "rules = 88.32  # the rules proven" in text and "# Ability coverage per pack." in text
    assert ratchet(pyproject, {"cards": 18.02, "rules": 88.32, PACK + "DTR": 100.0}) == []
