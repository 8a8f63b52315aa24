"""`gomorra lint`: check feature files before any engine runs (issue: silent ambiguity).

Built on gherkin-official's parser and pickle compiler (outlines expanded, backgrounds
merged, And/But resolved to Given/When/Then). It reports, with file:line:
  * syntax errors;
  * steps no definition matches, and steps more than one definition matches
    (pytest-bdd would silently pick one);
  * scenarios with no steps or no Then step (they would pass proving nothing);
  * unknown cards in step arguments, tables and boards ("did you mean");
  * unknown `@rule:` ids and `@card:` codes;
  * two scenarios with one title, and `@skip`/`@xfail` without a reason
    (harness/integrity.py).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gherkin.errors import CompositeParserException, ParserError

from cards import card_db
from cards.errors import AmbiguousCardError, UnknownCardError
from engine.rules import RULES
from harness.phrases import find_phrase
from harness.registry import PICKLE_TYPES, StepDefinition, compile_feature, matching, step_definitions

#: Step arguments that name cards (lists of cards are split on commas).
CARD_ARGUMENTS = ("card", "dude", "deed", "source", "callee", "caller", "goods", "ability", "back")
CARD_LISTS = ("cards", "dudes")
#: Steps whose quoted text is poker notation ("AS AC 8S 8C JD"), not card names.
POKER_STEPS = ("next draw hand is", "next pull is")
TABLE_CARD_COLUMNS = ("dude", "attachments")
_BOOTED = re.compile(r"\s*\(booted\)$", re.IGNORECASE)


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


def _locations(node: Any, found: dict[str, int]) -> None:
    """Every gherkin AST node id → its line."""
    if isinstance(node, dict):
        if "id" in node and "location" in node:
            found[str(node["id"])] = int(node["location"]["line"])
        for value in node.values():
            _locations(value, found)
    elif isinstance(node, list):
        for value in node:
            _locations(value, found)


def check_card(name: str) -> str | None:
    """None if `name` is a card; else the "did you mean" message."""
    title = card_db().split_copy(_BOOTED.sub("", name.strip()))[0]
    if not title or title.lower() in ("home", "nobody"):
        return None
    try:
        card_db().find(title)
    except (UnknownCardError, AmbiguousCardError) as error:
        return str(error)
    return None


def _card_names(definition: StepDefinition, text: str) -> Iterator[str]:
    arguments = definition.arguments(text)
    action = arguments.get("action")
    if isinstance(action, str):
        # A "tries to" step may name a wrong card on purpose: refusing it is what it proves.
        found = find_phrase(action, tries=False)
        if found is not None:
            phrase, phrase_args = found
            yield from (phrase_args[key] for key in phrase.cards)
        return
    if any(marker in text for marker in POKER_STEPS):
        return
    for key, value in arguments.items():
        if key in CARD_ARGUMENTS and isinstance(value, str):
            yield value
        elif key in CARD_LISTS and isinstance(value, str):
            yield from (part for part in value.split(",") if part.strip())


def _table_cards(step: dict[str, Any]) -> Iterator[str]:
    table = step.get("argument", {}).get("dataTable")
    if not table:
        return
    rows = [[cell["value"] for cell in row["cells"]] for row in table["rows"]]
    header = [cell.strip().lower() for cell in rows[0]]
    for row in rows[1:]:
        for column, value in zip(header, row, strict=False):
            if column == "dude":
                yield value  # one name, which may itself hold a comma
            elif column in TABLE_CARD_COLUMNS:
                yield from (part for part in value.split(",") if part.strip())


def _board_problems(step: dict[str, Any], file: str, line: int) -> Iterator[Problem]:
    docstring = step.get("argument", {}).get("docString")
    if not docstring or step["text"] != "the board:":
        return
    from engine.board import BoardError
    from harness.boards import read_board_text

    try:
        read_board_text(docstring["content"], file)
    except BoardError as error:
        yield Problem(file, line, f"the board is not valid: {error.message} (at {error.path})")


def lint_file(path: Path, definitions: list[StepDefinition]) -> list[Problem]:
    file = str(path)
    text = path.read_text(encoding="utf-8")
    try:
        document, pickles = compile_feature(path, text)
    except (CompositeParserException, ParserError) as error:
        return [Problem(file, _error_line(error), f"not valid Gherkin: {error}")]
    lines: dict[str, int] = {}
    _locations(document, lines)
    problems: list[Problem] = []
    feature = document.get("feature")
    if feature is None:
        return [Problem(file, 1, "no Feature in this file")]
    problems += _tag_problems(feature.get("tags", []), file, lines)
    seen_steps: set[tuple[int, str]] = set()
    for pickle in pickles:
        line = int(pickle["location"]["line"])
        problems += _tag_problems(pickle.get("tags", []), file, lines, skip_feature=feature)
        steps = pickle.get("steps", [])
        if not steps:
            problems.append(
                Problem(file, line, f"scenario '{pickle['name']}' has no steps: it would prove nothing")
            )
            continue
        if not any(step["type"] == "Outcome" for step in steps):
            problems.append(
                Problem(file, line, f"scenario '{pickle['name']}' has no Then step: it would prove nothing")
            )
        for step in steps:
            step_line = lines.get(str(step["astNodeIds"][-1 if len(step["astNodeIds"]) > 1 else 0]), line)
            step_line = lines.get(str(step["astNodeIds"][0]), step_line)
            key = (step_line, step["text"])
            if key in seen_steps:
                continue
            seen_steps.add(key)
            problems += _step_problems(step, file, step_line, definitions)
    return problems


def _step_problems(
    step: dict[str, Any], file: str, line: int, definitions: list[StepDefinition]
) -> list[Problem]:
    step_type = PICKLE_TYPES.get(step["type"], "given")
    text = step["text"]
    found = matching(definitions, step_type, text)
    if not found:
        return [Problem(file, line, f"undefined {step_type.title()} step: {text!r} (see `gomorra steps`)")]
    if len(found) > 1:
        where = ", ".join(d.where for d in found)
        return [
            Problem(
                file,
                line,
                f"ambiguous {step_type.title()} step {text!r} matches {len(found)} definitions: {where}",
            )
        ]
    problems = [
        Problem(file, line, message)
        for name in [*_card_names(found[0], text), *_table_cards(step)]
        if (message := check_card(name)) is not None
    ]
    problems += list(_board_problems(step, file, line))
    return problems


def _tag_problems(
    tags: list[dict[str, Any]], file: str, lines: dict[str, int], skip_feature: dict[str, Any] | None = None
) -> list[Problem]:
    inherited = {tag["name"] for tag in skip_feature.get("tags", [])} if skip_feature else set()
    problems = []
    for tag in tags:
        name = str(tag["name"])
        if name in inherited:
            continue
        line = lines.get(str(tag.get("id", tag.get("astNodeId"))), 1)
        kind, _, value = name.lstrip("@").partition(":")
        if kind == "rule" and value not in RULES:
            from difflib import get_close_matches

            close = get_close_matches(value, list(RULES), n=1)
            hint = f" Did you mean '@rule:{close[0]}'?" if close else ""
            problems.append(Problem(file, line, f"unknown rule id in {name}.{hint}"))
        elif kind == "card":
            try:
                card_db().by_code(value)
            except (KeyError, LookupError):
                problems.append(Problem(file, line, f"unknown card code in {name}"))
    return problems


def _error_line(error: Exception) -> int:
    match = re.search(r"\((\d+):\d+\)", str(error))
    return int(match.group(1)) if match else 1


def lint(paths: Sequence[Path]) -> list[Problem]:
    from harness.integrity import duplicate_titles, skips_without_reason

    definitions = step_definitions()
    problems: list[Problem] = []
    for path in feature_files(paths):
        problems += lint_file(path, definitions) + duplicate_titles(path) + skips_without_reason(path)
    return problems
