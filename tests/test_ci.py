"""`.ci/run` installs Chromium, then runs exactly the README's test command."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_ci_runs_the_readme_test_command_after_installing_chromium() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    block = readme.split("**Install and run the tests**", 1)[1]
    command = re.search(r"```sh\n(.+?)\n```", block, re.DOTALL)
    assert command is not None
    lines = [line for line in (ROOT / ".ci/run").read_text(encoding="utf-8").splitlines() if line.strip()]
    assert lines[-1] == command[1].strip()
    assert "--coverage-gate" in lines[-1]
    assert any("apt-get install -y" in line and "chromium" in line for line in lines[:-1])
