"""The rulings FAQ (`docs/rulings.md`): what a card's text leaves open, the reading played.

A rules expert cites a ruling the way they cite a rule, so each one must be findable
(an id), justified (its basis) and proven (a scenario tagged `@ruling:<id>`). The file is
Markdown a person edits, read here with a strict, small grammar:

    ## Buffalo Rifle (01097)          a card section (or `## Rule: <rule id>`)
    ### buffalo-rifle-only-adjacent   one question; the id is the tag's value
    **Question.** ...                 each entry has the three paragraphs,
    **Reading.** ...                  in this order
    **Basis.** ...

Anything else (the header, comments) is prose and ignored. `read_rulings` returns the
entries with the problems it found, each at its file:line, so `gomorra lint` can report
them like any feature problem; `ruling_problems` adds the cross-checks with the feature
files (a tag naming no entry, an entry no scenario proves).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from difflib import get_close_matches
from pathlib import Path

from harness.located import Problem, feature_files

#: Where a project keeps its rulings, from its root.
RULINGS_FILE = Path("docs") / "rulings.md"
#: The paragraphs every entry has, in order.
PARTS = ("Question", "Reading", "Basis")
TAG = "ruling"

_SECTION = re.compile(r"^## (?:Rule: (?P<rule>\S+)|(?P<title>.+?) \((?P<code>\w+)\))\s*$")
_ENTRY = re.compile(r"^### (?P<id>\S+)\s*$")
_ID = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
_PART = re.compile(r"^\*\*(?P<part>\w+)\.\*\*\s*(?P<text>.*)$")


@dataclass
class Ruling:
    id: str
    line: int
    #: The card section's title and code, or the rule id of a `## Rule:` section.
    title: str
    code: str | None
    rule: str | None
    parts: dict[str, str] = field(default_factory=dict)

    @property
    def question(self) -> str:
        return self.parts.get("Question", "")

    @property
    def reading(self) -> str:
        return self.parts.get("Reading", "")

    @property
    def basis(self) -> str:
        return self.parts.get("Basis", "")


def read_rulings(path: Path) -> tuple[list[Ruling], list[Problem]]:
    """The entries of a rulings file and the problems in its form (file:line each)."""
    if not path.is_file():
        return [], []
    file = str(path)
    rulings: list[Ruling] = []
    problems: list[Problem] = []
    section: tuple[str, str | None, str | None] | None = None
    current: Ruling | None = None
    part: str | None = None
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if line.startswith("## "):
            found = _SECTION.match(line)
            if found is None:
                problems.append(
                    Problem(file, number, "a section heading is `## Title (code)` or `## Rule: <rule id>`")
                )
                section = None
            elif found["rule"]:
                section = (found["rule"], None, found["rule"])
            else:
                section = (found["title"], found["code"], None)
            current, part = None, None
        elif line.startswith("### "):
            found = _ENTRY.match(line)
            ruling_id = found["id"] if found else line[4:].strip()
            if found is None or not _ID.match(ruling_id):
                problems.append(
                    Problem(file, number, f"ruling id '{ruling_id[:40]}': lowercase words joined by hyphens")
                )
            if section is None:
                problems.append(Problem(file, number, "a ruling stands under a `## Title (code)` section"))
                current = None
                continue
            if any(r.id == ruling_id for r in rulings):
                problems.append(Problem(file, number, f"ruling id '{ruling_id}' is used twice: rename one"))
            current = Ruling(ruling_id, number, section[0], section[1], section[2])
            rulings.append(current)
            part = None
        elif current is not None:
            found = _PART.match(line)
            if found is not None and found["part"] in PARTS:
                part = found["part"]
                current.parts[part] = found["text"].strip()
            elif part is not None and line.strip():
                current.parts[part] = f"{current.parts[part]} {line.strip()}".strip()
    for ruling in rulings:
        missing = [p for p in PARTS if not ruling.parts.get(p)]
        if missing:
            names = ", ".join(f"**{p}.**" for p in missing)
            problems.append(Problem(file, ruling.line, f"ruling '{ruling.id}' has no {names} paragraph"))
    return rulings, problems


def ruling_tags(paths: Sequence[Path]) -> dict[str, list[str]]:
    """Ruling id → the scenarios (file:line) tagged with it, under `paths`; a tag on a
    feature counts for the feature's first line."""
    from harness.integrity import _scenarios_and_tags

    tagged: dict[str, list[str]] = {}
    for path in feature_files(paths):
        for tag in _scenarios_and_tags(path)[1]:
            kind, _, value = tag.name.partition(":")
            if kind == TAG:
                tagged.setdefault(value, []).append(f"{tag.file}:{tag.line}")
    return tagged


def unknown_ruling(value: str, known: Sequence[str]) -> str | None:
    """None if `value` names a ruling; else the message, with the nearest id."""
    if value in known:
        return None
    close = get_close_matches(value, list(known), n=1)
    hint = f" Did you mean '@{TAG}:{close[0]}'?" if close else f" Add it to {RULINGS_FILE} first."
    return f"unknown ruling id in @{TAG}:{value}.{hint}"


def rulings_file_for(feature: Path) -> Path | None:
    """The rulings file of the project a feature file belongs to: `docs/rulings.md` in
    the nearest folder above it that has one."""
    for folder in feature.resolve().parents:
        if (folder / RULINGS_FILE).is_file():
            return folder / RULINGS_FILE
    return None


#: Ruling ids by rulings file, with the (mtime, size) they were read at.
_KNOWN: dict[Path, tuple[tuple[int, int], list[str]]] = {}


def known_ids(path: Path | None) -> list[str]:
    if path is None:
        return []
    status = path.stat()
    version = (status.st_mtime_ns, status.st_size)
    cached = _KNOWN.get(path)
    if cached is None or cached[0] != version:
        cached = _KNOWN[path] = (version, [r.id for r in read_rulings(path)[0]])
    return cached[1]


def ruling_tag_problems(feature: Path) -> list[Problem]:
    """Each `@ruling:` tag of a feature file that names no entry of its project's rulings."""
    from harness.integrity import _scenarios_and_tags

    known = known_ids(rulings_file_for(feature))
    problems = []
    for tag in _scenarios_and_tags(feature)[1]:
        kind, _, value = tag.name.partition(":")
        if kind == TAG:
            message = unknown_ruling(value, known)
            if message is not None:
                problems.append(Problem(tag.file, tag.line, message))
    return problems


def ruling_problems(root: Path, features: Sequence[Path]) -> list[Problem]:
    """The rulings file's own problems, entries no scenario under `features` proves, and
    card sections whose code is not the card they name (unknown tags are a per-file
    check: `ruling_tag_problems`)."""
    from cards import card_db

    path = root / RULINGS_FILE
    rulings, problems = read_rulings(path)
    tagged = ruling_tags(features)
    for ruling in rulings:
        if ruling.id not in tagged:
            problems.append(
                Problem(
                    str(path),
                    ruling.line,
                    f"ruling '{ruling.id}' is proven by no scenario: tag one `@{TAG}:{ruling.id}`",
                )
            )
        if ruling.code is not None:
            try:
                card = card_db().by_code(ruling.code)
            except (KeyError, LookupError):
                problems.append(Problem(str(path), ruling.line, f"no card has the code {ruling.code}"))
                continue
            if card.title != ruling.title:
                problems.append(
                    Problem(str(path), ruling.line, f"{ruling.code} is {card.title}, not {ruling.title}")
                )
    return problems


def card_rulings(root: Path, codes: Sequence[str]) -> list[Ruling]:
    """The rulings on any of `codes` (a card's printings), in file order."""
    rulings, _ = read_rulings(root / RULINGS_FILE)
    return [r for r in rulings if r.code in codes]
