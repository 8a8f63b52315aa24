"""Where a scenario goes wrong, in the project's words: `file:line: problem. fix`.

`gomorra lint` finds authoring mistakes before any game runs; a user who never lints
meets the same mistakes when the scenario runs. Both read them through this module, so
a mistake reads the same whichever finds it: the feature file's own line (a table row,
a line inside a doc string, the Given step that wrote a bad board entry) and the
message the step itself raises — never an exception's class name.
"""

from __future__ import annotations

import copy
import inspect
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from difflib import get_close_matches
from pathlib import Path
from typing import Any

from harness.registry import StepDefinition, matching
from harness.scenario import ScenarioError, ScenarioState, board_problem
from harness.text_files import short

_PLACEHOLDER = re.compile(r"<([^<>]+)>")


@dataclass(frozen=True)
class StepText:
    """A step as written, with the file lines of its table rows and doc string, read from
    gherkin's AST (lint) or pytest-bdd's step (a running scenario) alike."""

    type: str
    text: str
    line: int
    table: list[list[str]] | None = None
    row_lines: tuple[int, ...] = ()
    docstring: str | None = None
    #: The line of the doc string's opening delimiter.
    doc_start: int | None = None

    def line_of(self, error: ScenarioError) -> int:
        """The file line an error raised by this step points at."""
        if error.line is not None:
            return error.line
        if error.row is not None and error.row < len(self.row_lines):
            return self.row_lines[error.row]
        if error.doc_line is not None and self.doc_start is not None:
            return self.doc_start + error.doc_line
        return self.line


def at(file: str, line: int, message: str) -> str:
    return f"{file}:{line}: {message}"


def shown_path(filename: str) -> str:
    """A feature's path as the user typed it: relative to the working folder if inside it."""
    path = Path(filename)
    try:
        return str(path.resolve().relative_to(Path.cwd().resolve()))
    except ValueError:
        return str(path)


# -- undefined steps ---------------------------------------------------------------------
def _shape(text: str) -> str:
    """A step reduced to its wording: quoted names and numbers made alike, and a leading
    player dropped (every player step shares it, which would make any two look close)."""
    text = re.sub(r'"[^"]*"', '""', re.sub(r"^[A-Za-z]+\d+\b", "", text))
    return re.sub(r"\d+", "0", text)


def _pattern_shape(pattern: str) -> str:
    text = re.sub(r'"\{\w+(?::\w+)?\}"', '""', pattern.removeprefix("{player}"))
    return re.sub(r"\{(amount|day|seed|count|number|rank)\}", "0", text)


def _pattern_shapes(pattern: str) -> list[str]:
    """The pattern's shape, and one per word of its closed parameter (`{place}` → `deck`...),
    so "discrad pile" is close to "discard pile" rather than to `{place}`."""
    from harness.vocabulary import VOCABULARY

    shape = _pattern_shape(pattern)
    found = [shape]
    for name in re.findall(r"\{(\w+)\}", shape):
        found += [shape.replace(f"{{{name}}}", word) for word in VOCABULARY.get(name, ()) if "<" not in word]
    return found


def step_patterns(step_type: str) -> list[str]:
    """Every step `step_type` can be, as the catalogue (`gomorra steps --json`) lists them."""
    from harness.catalogue import entries

    found = []
    for entry in entries():
        if entry["type"] in (step_type, "*"):
            found += [p["pattern"] for p in entry.get("phrases", [])] or [entry["pattern"]]
    return found


def _argument_words(definition: StepDefinition, text: str) -> set[str]:
    """The values a definition reads from `text`, phrase arguments included."""
    from harness.phrases import find_phrase

    arguments = definition.arguments(text)
    values = {str(v) for v in arguments.values()}
    action = arguments.get("action")
    if isinstance(action, str):
        found = find_phrase(action, tries=False) or find_phrase(action, tries=True)
        values |= set(found[1].values()) if found else set()
    return values


def _quoted_variants(text: str) -> Iterator[tuple[str, set[str]]]:
    """The step with one or two runs of words put in quotes (the player's name left alone),
    with the quoted names: a variant counts only if a step reads each as a whole name."""
    words = re.findall(r'"[^"]*"|\S+', text)  # a name already quoted stays one word
    spans = [
        (i, j)
        for i in range(1, len(words))
        for j in range(i + 1, len(words) + 1)
        if not any(w.startswith('"') for w in words[i:j])
    ]

    def quote(chosen: list[tuple[int, int]]) -> tuple[str, set[str]]:
        out, last = [], 0
        for i, j in chosen:
            out += [*words[last:i], '"' + " ".join(words[i:j]) + '"']
            last = j
        return " ".join(out + words[last:]), {" ".join(words[i:j]) for i, j in chosen}

    yield from (quote([span]) for span in spans)
    if len(words) <= 10:
        yield from (quote([a, b]) for a in spans for b in spans if a[1] < b[0])


#: Longer than any step a person writes (the longest catalogued step is under 100).
MAX_STEP = 500


def undefined_step(step_type: str, text: str, definitions: Sequence[StepDefinition]) -> str:
    """Why no step matches `text`, with the fix: quote the card names, or the closest step."""
    if len(text) > MAX_STEP:  # no step reads like it, and comparing costs its length squared
        return f"undefined {step_type.title()} step: '{short(text)}' ({len(text):,} characters: no step is that long)"
    head = f"undefined {step_type.title()} step: {text!r}."
    joined = re.sub(r"\b[Pp]layer (\d+)\b", r"Player\1", text)
    if joined != text and matching(list(definitions), step_type, joined):
        who = re.search(r"\b[Pp]layer (\d+)\b", text)
        assert who is not None
        return f"{head} Did you mean Player{who[1]}? A player's name is one word: write '{joined}'"
    if text.count('"') % 2 == 0:
        for variant, names in _quoted_variants(text):
            found = matching(list(definitions), step_type, variant)
            if any(names <= _argument_words(d, variant) for d in found):
                return f"{head} Card names are quoted: write '{variant}'"
    shapes = {shape: p for p in step_patterns(step_type) for shape in _pattern_shapes(p)}
    close = get_close_matches(_shape(text), list(shapes), n=1, cutoff=0.7)
    if close:
        return f"{head} The closest step is '{shapes[close[0]]}' (see `gomorra steps`)"
    return f"{head} No step reads like it (see `gomorra steps`)"


def unfilled_placeholders(text: str, columns: Sequence[str]) -> str | None:
    """A Scenario Outline step's `<name>` that no Examples column fills."""
    missing = [name for name in _PLACEHOLDER.findall(text) if name not in columns]
    if not missing:
        return None
    have = ", ".join(columns) or "none"
    names = ", ".join(f"<{name}>" for name in missing)
    return f"{names} is not filled by the Examples: add a column '{missing[0]}' (they have: {have})"


def no_examples(names: Sequence[str]) -> str:
    """A Scenario Outline with no Examples at all: its `<name>`s are never filled."""
    columns = " | ".join(names)
    return (
        "this Scenario Outline has no Examples: add 'Examples:' below its steps with a header row "
        f"| {columns} | and a row of values for each case (or make it a plain Scenario)"
    )


EMPTY_EXAMPLES = "the Examples have no rows: the outline would run no scenario (add a row of values)"


def _outline_problem(feature: Any, scenario: Any, where: StepText) -> tuple[int, str] | None:
    """An outline step pytest-bdd ran with `<name>` left in: a missing column or no rows."""
    template = getattr(feature, "scenarios", {}).get(scenario.name)
    examples = list(getattr(template, "examples", []))
    columns = [str(name) for block in examples for name in block.example_params]
    missing = unfilled_placeholders(where.text, columns)
    if missing is not None:
        return where.line, missing
    if examples and not any(block.examples for block in examples):
        return int(examples[0].line_number or where.line), EMPTY_EXAMPLES
    return None


# -- the board the Given steps describe --------------------------------------------------
@dataclass
class GivenRun:
    """The Given steps of a scenario run on a board alone, as they run before the game starts."""

    state: ScenarioState = field(default_factory=ScenarioState)
    #: (file line, message) of each Given step that failed.
    problems: list[tuple[int, str]] = field(default_factory=list)
    #: Board path → the step that last wrote it.
    origins: dict[str, StepText] = field(default_factory=dict)

    def line_of_path(self, path: str, default: int) -> int:
        """The file line where board entry `path` was written: a table row, a line of a doc
        string board, or the Given step."""
        from harness.boards import line_of

        prefix = path
        while prefix:
            step = self.origins.get(prefix)
            if step is not None:
                if step.docstring is not None and step.doc_start is not None:
                    inner = line_of(step.docstring, path)
                    return step.doc_start + inner if inner is not None else step.line
                row = re.match(r"\[(\d+)\]", path[len(prefix) :])
                if step.table and row and int(row[1]) + 1 < len(step.row_lines):
                    return step.row_lines[int(row[1]) + 1]
                return step.line
            prefix = re.sub(r"(\.\w+|\[\d+\])$", "", prefix) if prefix != "$" else ""
        return default


def _changed(before: Any, after: Any, path: str) -> Iterator[str]:
    if before == after:
        return
    if isinstance(before, dict) and isinstance(after, dict):
        for key in dict.fromkeys([*before, *after]):
            yield from _changed(before.get(key), after.get(key), f"{path}.{key}")
    elif isinstance(before, list) and isinstance(after, list) and len(before) == len(after):
        for i, (b, a) in enumerate(zip(before, after, strict=True)):
            yield from _changed(b, a, f"{path}[{i}]")
    else:
        yield path


def run_givens(
    steps: Sequence[StepText],
    definitions: Sequence[StepDefinition],
    boards_dir: Path,
    feature_dir: Path | None = None,
) -> GivenRun:
    """Run the Given steps on a board, recording which step wrote each board entry; a step
    that fails is recorded with its line and the step's own message. `feature_dir` is the
    feature file's folder, where a step's deck file path starts."""
    from engine.board_spec import BoardError

    run = GivenRun()
    for step in steps:
        if step.type != "given":
            continue
        found = matching(list(definitions), "given", step.text)
        if len(found) != 1:
            continue
        definition = found[0]
        before = copy.deepcopy(run.state.board)
        available: dict[str, Any] = {
            "doomtown": run.state,
            "boards_dir": boards_dir,
            "feature_dir": feature_dir or Path.cwd(),
            "datatable": step.table,
            "docstring": step.docstring,
            **definition.arguments(step.text),
        }
        wanted = inspect.signature(definition.function).parameters
        try:
            definition.function(**{k: v for k, v in available.items() if k in wanted})
        except ScenarioError as error:
            run.problems.append((step.line_of(error), error.message))
            continue
        except BoardError as error:
            run.problems.append((step.line, str(error)))
            continue
        for path in _changed(before, run.state.board, "$"):
            run.origins[path] = step
    return run


def board_error_line(run: GivenRun, error: ScenarioError, default: int) -> int:
    return run.line_of_path(error.board_path, default) if error.board_path else default


# -- a failing scenario --------------------------------------------------------------------
def step_text(step: Any) -> StepText:
    """A pytest-bdd step as a StepText (its doc string starts on the line after it)."""
    table = step.datatable
    return StepText(
        type=step.type,
        text=step.name,
        line=step.line_number,
        table=[list(map(str, row)) for row in table.raw()] if table is not None else None,
        row_lines=tuple(row.location.line for row in table.rows) if table is not None else (),
        docstring=step.docstring,
        doc_start=step.line_number + 1 if step.docstring is not None else None,
    )


def scenario_failure(
    feature: Any,
    scenario: Any,
    step: Any | None,
    error: BaseException,
    boards_dir: Path,
    *,
    undefined: bool = False,
) -> str | None:
    """What the user reads when a running scenario fails through a mistake in the feature
    file: `file:line: problem. fix`. None for anything else (an engine bug keeps its traceback)."""
    from harness.registry import step_definitions

    file = shown_path(str(feature.filename))
    where = step_text(step) if step is not None else None
    default = where.line if where is not None else int(scenario.line_number)
    if undefined and where is not None:
        outline = _outline_problem(feature, scenario, where) if _PLACEHOLDER.search(where.text) else None
        if outline is not None:
            return at(file, *outline)
        return at(file, where.line, undefined_step(where.type, where.text, step_definitions()))
    from engine.board_spec import BoardError

    if isinstance(error, BoardError):  # a board the steps built that the engine refuses
        return at(file, default, board_problem(error))
    if not isinstance(error, AssertionError):
        return None
    template = getattr(feature, "scenarios", {}).get(scenario.name)
    if template is not None and not list(getattr(template, "examples", [])):
        names = list(dict.fromkeys(_PLACEHOLDER.findall(" ".join(s.name for s in scenario.steps))))
        if names:  # "<from>" read as a location would hide the missing Examples
            return at(file, int(scenario.line_number), no_examples(names))
    if isinstance(error, ScenarioError):
        if error.board_path:
            steps = [step_text(s) for s in scenario.steps]
            run = run_givens(steps, step_definitions(), boards_dir, Path(file).resolve().parent)
            return at(file, board_error_line(run, error, default), error.message)
        return at(file, where.line_of(error) if where is not None else default, error.message)
    return at(file, default, str(error))


class Failure:
    """A pytest longrepr that is just the located message (the plugin's report sections,
    with the board and the log, still follow it)."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.reprcrash = _Crash(text)

    def toterminal(self, out: Any) -> None:
        for line in self.text.splitlines():
            out.line(line, red=True, bold=True)

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True)
class _Crash:
    message: str

    def __str__(self) -> str:
        return self.message
