"""Outcomes keyed by content, for the two passes of the coverage gate that rerun scenarios
against a changed card: the removal pass (does a scenario fail without this ability?) and
the strength measure (do a card's scenarios kill its script's mutants?).

A key is a digest of everything the outcome depends on: the project's code (`code_digest`),
what is being measured, and the text of the feature files that measure it. The games are
deterministic, so the same inputs give the same outcome and an unchanged card is never run
twice; any edit to the engine, a script, a step, card data, a board or a feature runs it
again. The file is JSON under reports/ (never committed), written atomically, so a CI run
whose tests already measured a card (the gate's own tests run it on a subset) hands the
outcome to the session's gate at the end, and a contributor's second run is free.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

#: The packages an outcome depends on besides its card's features: the engine, the step
#: library, every card script (a scenario plays other cards too) and the card data; with them
#: the named boards a scenario may load.
_INPUTS = ("engine", "harness", "cards")
_INPUT_SUFFIXES = (".py", ".json", ".yaml", ".yml")
#: Bumped when what a section stores changes shape: older files are then ignored.
FORMAT = 1


def file_digest(paths: Iterable[Path]) -> str:
    """A digest of these files' names and contents, in a fixed order."""
    sha = hashlib.sha256()
    for path in sorted(set(paths)):
        sha.update(str(path).encode())
        sha.update(b"\0")
        sha.update(path.read_bytes())
        sha.update(b"\0")
    return sha.hexdigest()


def code_digest(root: Path) -> str:
    """A digest of every file the outcome of a scenario run depends on besides its feature:
    the engine, harness and cards packages the run imports (in a rules expert's own
    repository they are the installed Gomorra's, not folders of `root`), and the named boards
    of `root`."""
    import importlib.util

    folders = []
    for package in _INPUTS:
        spec = importlib.util.find_spec(package)
        folders += [Path(p) for p in (spec.submodule_search_locations or [])] if spec is not None else []
    files = [
        path
        for folder in folders
        for path in folder.rglob("*")
        if path.suffix in _INPUT_SUFFIXES and "__pycache__" not in path.parts
    ]
    boards = root / "scenarios" / "boards"
    files += list(boards.rglob("*.yaml")) if boards.is_dir() else []
    return file_digest(path for path in files if path.is_file())


class ContentCache:
    """One section (`removals`, `strength`) of outcomes keyed by content, in a JSON file."""

    def __init__(self, path: Path, root: Path, section: str) -> None:
        self.path = path
        self.root = root
        self.section = section
        self._digest: str | None = None
        self.entries: dict[str, Any] = {}
        if path.is_file():
            try:
                data = json.loads(path.read_text(encoding="utf-8"))
            except ValueError:
                data = {}
            if isinstance(data, dict) and data.get("format") == FORMAT:
                self.entries = {str(k): v for k, v in dict(data.get(section, {})).items()}

    def key(self, *names: str, files: Sequence[Path]) -> str:
        """The key of an outcome: the project's code, `names` (what is measured) and the
        text of `files` (the features measuring it)."""
        if self._digest is None:
            self._digest = code_digest(self.root)
        sha = hashlib.sha256("\0".join((self._digest, *names, "")).encode())
        sha.update(file_digest(f.resolve() for f in files).encode())
        return sha.hexdigest()

    def write(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        text = json.dumps({"format": FORMAT, self.section: dict(sorted(self.entries.items()))}, indent=0)
        handle, temporary = tempfile.mkstemp(dir=self.path.parent, prefix=f".{self.section}-cache-")
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(text)
        os.replace(temporary, self.path)
