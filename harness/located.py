"""A problem at a file's line, and the feature files under some paths: what `gomorra lint`
(harness/lint.py) and the suite checks (harness/integrity.py) share.

On their own so that the pytest plugin's duplicate-title check, which runs in every
session, does not import lint (and through it the step registry and the problem
reports) to name a problem it almost never finds.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Problem:
    file: str
    line: int
    message: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}: {self.message}"


def feature_files(paths: Sequence[Path]) -> list[Path]:
    files: list[Path] = []
    for path in paths:
        files += sorted(path.rglob("*.feature")) if path.is_dir() else [path]
    return files
