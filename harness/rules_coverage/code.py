"""Code coverage of engine/ and cards/ (coverage.py, branch), per scenario.

`gomorra coverage --code` runs the test suite under `coverage run`, which starts before
pytest imports the Gomorra plugin (pytest-cov would start too late and miss the engine
modules the plugin imports). The settings live in pyproject.toml: `[tool.coverage.run]`
measures branches of engine/ and cards/; the Gomorra pytest plugin switches coverage's
context to each test's node id (`switch_to`), because coverage's own "test_function"
contexts cannot see pytest-bdd's generated scenario functions; so the HTML report
(`show_contexts`) shows which scenario ran each line. `[tool.coverage.report]
fail_under` is the code-coverage gate.
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path


def switch_to(context: str) -> None:
    """Label what runs next with `context` (a test's node id), if coverage is measuring.

    Coverage that measures was imported before this runs; importing it here only to find
    nothing running would cost a feature run more than its smallest features."""
    coverage = sys.modules.get("coverage")
    if coverage is None:
        return

    running = coverage.Coverage.current()
    if running is not None:
        running.switch_context(context)


def run_code_coverage(pytest_args: Sequence[str], *, root: Path, html: Path) -> int:
    """Run pytest under coverage, write the HTML report, then report against fail_under.

    Returns coverage's exit code: 0, or 2 when the total is under `fail_under` (pytest's
    own failures come first: a failing suite returns its pytest exit code)."""
    python = sys.executable
    html.parent.mkdir(parents=True, exist_ok=True)
    data = ["--data-file", str(html.parent / ".coverage")]
    tests = subprocess.run([python, "-m", "coverage", "run", *data, "-m", "pytest", *pytest_args], cwd=root)
    if tests.returncode not in (0,):
        return tests.returncode
    # `coverage html` also applies fail_under (exit 2) after writing the pages.
    pages = subprocess.run([python, "-m", "coverage", "html", *data, "-d", str(html), "-q"], cwd=root)
    if pages.returncode not in (0, 2):
        return pages.returncode
    return subprocess.run([python, "-m", "coverage", "report", *data, "--format=total"], cwd=root).returncode
