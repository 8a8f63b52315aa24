"""The contributor's guide and the DSL reference say what the code does.

Every code block in docs/contributing-cards.md marked `<!-- from: PATH -->` is an excerpt
of that real file (a script CI imports, a feature CI runs), and docs/dsl.md is exactly
what `gomorra dsl` generates from the code today.
"""

from __future__ import annotations

import re
from pathlib import Path

from harness.dsl_reference import render

ROOT = Path(__file__).resolve().parents[1]
EXCERPT = re.compile(r"<!-- from: (?P<path>[^ ]+) -->\n```(?P<lang>\w+)\n(?P<body>.*?)```", re.DOTALL)


def test_every_marked_example_is_an_excerpt_of_its_file() -> None:
    guide = (ROOT / "docs" / "contributing-cards.md").read_text(encoding="utf-8")
    examples = list(EXCERPT.finditer(guide))
    assert len(examples) >= 3
    for example in examples:
        source = (ROOT / example["path"]).read_text(encoding="utf-8").splitlines()
        wanted = [line.rstrip() for line in example["body"].splitlines() if line.strip()]
        lines = [line.rstrip() for line in source if line.strip()]
        found = any(lines[i : i + len(wanted)] == wanted for i in range(len(lines)))
        assert found, f"the example from {example['path']} starting {wanted[0]!r} is not in that file"


def test_the_dsl_reference_is_current() -> None:
    written = (ROOT / "docs" / "dsl.md").read_text(encoding="utf-8")
    assert written == render() + "\n", "docs/dsl.md is stale: run `gomorra dsl`"


def test_the_dsl_reference_covers_every_kind_of_entry() -> None:
    text = render()
    for heading in ("Declarations", "Effects", "Costs", "Targets", "Game actions", "Events"):
        assert f"## {heading}" in text
    assert "`self.action(*, play_type, handler" in text
    # Examples cite a real script; which one the generator picks changes as packs grow.
    assert re.search(
        r"`self\.game\.actions\.add_control_point\(.*\)` \(cards/(dtr|dt2)/[a-z0-9_]+\.py\)", text
    )


def test_every_dsl_entry_says_what_it_is_for() -> None:
    """A contributor reads the reference, not the engine: no entry without its docstring."""
    missing = [line for line in render().splitlines() if "(no docstring yet)" in line]
    assert missing == [], "give these a docstring:\n" + "\n".join(missing)


#: Commands a newcomer has after the README's two commands (the venv's, and the system's).
INSTALLED = ("gomorra", "pytest", "ruff", "mypy", "python3", "pip", "git", "cd", "apt-get", "bash")
SHELL_BLOCK = re.compile(r"```sh\n(?P<body>.*?)```", re.DOTALL)
INLINE_COMMAND = re.compile(r"`(?P<word>[a-z][a-z-]+) --[a-z]")


def test_every_command_the_guides_show_is_one_the_project_installs() -> None:
    """A reader copies commands from the guides: each must exist once Gomorra is installed
    (no tool of the project's authors' own machines)."""
    for page in [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]:
        text = page.read_text(encoding="utf-8")
        for block in SHELL_BLOCK.finditer(text):
            continued = False
            for line in block["body"].splitlines():
                words = line.split("#")[0].split()
                starts = not continued
                continued = line.rstrip().endswith("\\")
                if words and starts:
                    command = words[0].removeprefix(".venv/bin/")
                    assert command in INSTALLED, f"{page.name}: `{line.strip()}` runs {command}"
        for inline in INLINE_COMMAND.finditer(text):
            assert inline["word"] in INSTALLED, f"{page.name}: `{inline['word']} ...` is not installed"
