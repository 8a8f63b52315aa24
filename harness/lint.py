"""`gomorra lint`: check feature files before any engine runs (issue: silent ambiguity).

Built on gherkin-official's parser and pickle compiler (outlines expanded, backgrounds
merged, And/But resolved to Given/When/Then). It reports, with file:line:
  * syntax errors;
  * steps no definition matches, and steps more than one definition matches
    (pytest-bdd would silently pick one);
  * scenarios with no steps or no Then step (they would pass proving nothing);
  * unknown cards in step arguments, tables and boards ("did you mean");
  * unknown `@rule:` ids and `@card:` codes, and `@ruling:` ids docs/rulings.md does
    not hold (harness/rulings.py);
  * two scenarios with one title, and `@skip`/`@xfail` without a reason
    (harness/integrity.py);
  * `the log does not contain "X"` where no message the engine or a card script writes
    can contain X, so it passes whatever happens (harness/log_templates.py);
  * what would fail when the scenario runs, with the message it would fail with
    (harness/problems.py): the Given steps are run on a board alone (unknown table
    columns, bad cell values, players not on the board, phases, places, inline YAML
    boards at the file's own line), the board they describe is built (locations, the
    line that wrote the bad entry), and the When/Then steps' players, closed words
    (harness/vocabulary.py) and locations are checked;
  * Scenario Outline placeholders no Examples column fills, unused columns, empty Examples;
  * for an undefined step, the fix: quote the card names, or the closest defined step.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from gherkin.errors import CompositeParserException, ParserError

from cards import card_db
from cards.errors import AmbiguousCardError, UnknownCardError
from engine.board_spec import BoardError
from engine.game import Game
from engine.rules import RULES
from harness.located import Problem as Problem
from harness.located import feature_files as feature_files
from harness.phrases import find_phrase
from harness.problems import (
    EMPTY_EXAMPLES,
    StepText,
    no_examples,
    run_givens,
    undefined_step,
    unfilled_placeholders,
)
from harness.registry import PICKLE_TYPES, StepDefinition, compile_feature, matching, step_definitions
from harness.resolve import unknown_location
from harness.scenario import ScenarioError, ScenarioState, board_problem
from harness.text_files import UnreadableFile, read_text_file, short
from harness.verify import find_boards
from harness.vocabulary import CHECKS, check_word

#: Step arguments that name cards (lists of cards are split on commas).
CARD_ARGUMENTS = ("card", "dude", "deed", "source", "callee", "caller", "goods", "ability", "back")
CARD_LISTS = ("cards", "dudes")
#: Steps whose quoted text is poker notation ("AS AC 8S 8C JD"), not card names.
POKER_STEPS = ("next draw hand is", "next pull is")
TABLE_CARD_COLUMNS = ("dude", "attachments")
#: Examples columns that only explain their row (they name the test, no step reads them).
NOTE_COLUMNS = ("note", "notes")
_BOOTED = re.compile(r"\s*\(booted\)$", re.IGNORECASE)
_COUNTED_USE = re.compile(r"^(trade|cost):")


def check_card(name: str) -> str | None:
    """None if `name` is a card (or a card's later ability, "Card (2nd ability)", or a
    counted use of a card's trade or once-a-day cost modifier, "trade:Card", "cost:Card");
    else the "did you mean" message."""
    from engine.abilities import split_ability_key

    name = _COUNTED_USE.sub("", name.strip())
    title = card_db().split_copy(split_ability_key(_BOOTED.sub("", name))[0])[0]
    if not title or title.lower() in ("home", "nobody"):
        return None
    try:
        card_db().find(title)
    except (UnknownCardError, AmbiguousCardError) as error:
        return str(error)
    return None


def printing_problem(name: str, codes: Sequence[str]) -> str | None:
    """None unless `name` is another printing of a card the scenario proves (`codes`, its
    @card tags) that the proven printing's script does not serve. Such a scenario plays
    the other printing, its own text or none at all, so it proves nothing about the tagged
    card: a refusal of an unscripted printing passes whatever the script does (issue 22,
    Drew Beauman's blind proof). A title alone names the title's first printing."""
    if not codes:
        return None
    from cards.scripts import script_registry
    from engine.abilities import split_ability_key

    name = _COUNTED_USE.sub("", name.strip())
    title = card_db().split_copy(split_ability_key(_BOOTED.sub("", name))[0])[0]
    if not title or not card_db().has(title):
        return None
    try:
        named = card_db().find(title)
    except (UnknownCardError, AmbiguousCardError):
        return None
    registry = script_registry()
    for code in codes:
        proven = card_db().by_code(code)
        if proven.title != named.title or proven.code == named.code:
            continue
        if registry.get(named.code) is not None and registry.get(named.code) is registry.get(code):
            continue
        return (
            f"'{title}' is the printing {named.label} ({named.code}), but this scenario proves "
            f"{proven.label} (@card:{code}), whose script does not serve {named.code}: "
            f"name the proven printing, '{proven.label}'"
        )
    return None


def _card_names(definition: StepDefinition, text: str) -> Iterator[str]:
    arguments = definition.arguments(text)
    action = arguments.get("action")
    if isinstance(action, str):
        # A "tries to" step may name a wrong card on purpose: refusing it is what it proves.
        found = find_phrase(action, tries=False)
        if found is not None:
            phrase, phrase_args = found
            for key in phrase.cards:
                if not (phrase.option(phrase_args).startswith("discard ") and _poker(phrase_args[key])):
                    yield phrase_args[key]  # a discard by faces cuts a draw hand to five
        return
    if any(marker in text for marker in POKER_STEPS):
        return
    for key, value in arguments.items():
        if key in CARD_ARGUMENTS and isinstance(value, str):
            yield value
        elif key in CARD_LISTS and isinstance(value, str):
            yield from (part for part in value.split(",") if part.strip())


def _poker(text: str) -> bool:
    from engine.hands import parse_cards

    try:
        parse_cards(text)
    except ValueError:
        return False
    return True


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


def _ast_nodes(node: Any, found: dict[str, Any]) -> None:
    """Every gherkin AST node id → the node (steps, for their table rows and doc string)."""
    if isinstance(node, dict):
        if "id" in node:
            found[str(node["id"])] = node
        for value in node.values():
            _ast_nodes(value, found)
    elif isinstance(node, list):
        for value in node:
            _ast_nodes(value, found)


def _step_text(step: dict[str, Any], ast_step: dict[str, Any] | None) -> StepText:
    """A pickle step (placeholders filled) with the file lines of its AST step."""
    argument = step.get("argument", {})
    table = argument.get("dataTable")
    docstring = argument.get("docString")
    ast = ast_step or {}
    line = int(ast.get("location", {}).get("line", 1))
    ast_rows = (ast.get("dataTable") or {}).get("rows", [])
    return StepText(
        type=PICKLE_TYPES.get(step["type"], "given"),
        text=step["text"],
        line=line,
        table=[[cell["value"] for cell in row["cells"]] for row in table["rows"]] if table else None,
        row_lines=tuple(int(row["location"]["line"]) for row in ast_rows),
        docstring=docstring["content"] if docstring else None,
        doc_start=int(ast["docString"]["location"]["line"]) if ast.get("docString") else None,
    )


def lint_file(path: Path, definitions: list[StepDefinition]) -> list[Problem]:
    file = str(path)
    if path.suffix != ".feature":
        return [Problem(file, 1, "is not a feature file: gomorra lint checks .feature files")]
    try:
        text = read_text_file(path)
    except UnreadableFile as error:
        return [Problem(file, error.line, error.problem)]
    if not text.strip():
        return [
            Problem(file, 1, "the file is empty: a feature file starts with 'Feature:' and has scenarios")
        ]
    try:
        document, pickles = compile_feature(path, text)
    except (CompositeParserException, ParserError) as error:
        return [Problem(file, _error_line(error), f"not valid Gherkin: {_gherkin_error(error)}")]
    nodes: dict[str, Any] = {}
    _ast_nodes(document, nodes)
    lines = {key: int(node["location"]["line"]) for key, node in nodes.items() if "location" in node}
    problems: list[Problem] = []
    feature = document.get("feature")
    if feature is None:
        return [Problem(file, 1, "no Feature in this file")]
    problems += _tag_problems(feature.get("tags", []), file, lines)
    problems += _steps_in_description(text, feature, file, definitions)
    outline_steps: set[int] = set()
    for outline in _outlines(feature):
        found = list(_outline_problems(outline, file))
        problems += found
        outline_steps |= {p.line for p in found}
        if not outline.get("examples"):  # its steps' "<from>" is that problem, not a location
            outline_steps |= {int(step["location"]["line"]) for step in outline["steps"]}
    boards = find_boards([path])
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
        texts = [_step_text(step, nodes.get(str(step["astNodeIds"][0]))) for step in steps]
        codes = [
            str(t["name"]).partition(":")[2] for t in pickle.get("tags", []) if t["name"].startswith("@card:")
        ]
        found_here: list[Problem] = []
        for step, step_text in zip(steps, texts, strict=True):
            if step_text.line in outline_steps and "<" in step_text.text:
                continue
            found_here += _step_problems(step, file, step_text, definitions, codes)
        unfilled = any(t.line in outline_steps and "<" in t.text for t in texts)
        if not found_here and not unfilled:  # a board of "<from>"s is the outline's problem, said above
            found_here += _run_problems(texts, file, definitions, boards)
        problems += found_here
    return _unique(problems)


_KEYWORD = re.compile(r"^\s*(Given|When|Then|And|But|\*)\s+(.+)$")


def _steps_in_description(
    text: str, feature: dict[str, Any], file: str, definitions: list[StepDefinition]
) -> list[Problem]:
    """Steps written above the first Scenario with no `Background:` are read as the
    feature's description and never run: a line there that is a step is flagged. Prose
    that happens to start with "When" (a card's text) is no step and stays."""
    first = min((int(c[k]["location"]["line"]) for c in feature.get("children", []) for k in c), default=0)
    lines = text.splitlines()
    end = first - 1 if first else len(lines)
    problems = []
    for number in range(int(feature["location"]["line"]) + 1, end + 1):
        found = _KEYWORD.match(lines[number - 1])
        if found and any(matching(definitions, kind, found[2].strip()) for kind in ("given", "when", "then")):
            problems.append(
                Problem(
                    file,
                    number,
                    f"'{found[1]} {short(found[2].strip(), 60)}' is a step above the first Scenario, "
                    "so it is read as the feature's description and never runs: put 'Background:' "
                    "above the steps every scenario shares",
                )
            )
            break  # one is enough to say what is wrong
    return problems


def _unique(problems: list[Problem]) -> list[Problem]:
    """Each problem once (an outline repeats its steps once per example), in line order."""
    return sorted(dict.fromkeys(problems), key=lambda p: p.line)


def _step_problems(
    step: dict[str, Any], file: str, where: StepText, definitions: list[StepDefinition], codes: Sequence[str]
) -> list[Problem]:
    text, line = where.text, where.line
    found = matching(definitions, where.type, text)
    if not found:
        return [Problem(file, line, undefined_step(where.type, text, definitions))]
    if len(found) > 1:
        listed = ", ".join(d.where for d in found)
        return [
            Problem(
                file,
                line,
                f"ambiguous {where.type.title()} step {text!r} matches {len(found)} definitions: {listed}",
            )
        ]
    names = [*_card_names(found[0], text), *_table_cards(step)]
    return [
        Problem(file, line, message)
        for name in names
        if (message := check_card(name) or printing_problem(name, codes)) is not None
    ]


# -- what would fail at run time ---------------------------------------------------------
def _run_problems(
    steps: list[StepText], file: str, definitions: list[StepDefinition], boards: Path
) -> list[Problem]:
    """Run the Given steps on a board, build the board, and check the When/Then steps'
    words against it: each mistake with the message the running scenario would give."""
    run = run_givens(steps, definitions, boards, Path(file).resolve().parent)
    problems = [Problem(file, line, message) for line, message in run.problems]
    if problems:
        return problems
    first_play = next((s.line for s in steps if s.type != "given"), steps[-1].line)
    if run.state.decks is None and not any(_proves_board_refusal(s, definitions) for s in steps):
        try:
            Game.from_board(run.state.board)
        except BoardError as error:
            line = run.line_of_path(error.path, first_play)
            return [Problem(file, line, board_problem(error))]
    named: list[str] = []
    for step in steps:
        if step.type == "given":
            continue
        found = matching(definitions, step.type, step.text)
        if len(found) == 1:
            words = _word_problems(run.state, found[0].arguments(step.text), named)
            problems += [Problem(file, step.line, message) for message in words]
        named += re.findall(r'"([^"]+)"', step.text)
    return problems


def _proves_board_refusal(step: StepText, definitions: list[StepDefinition]) -> bool:
    """A scenario about a board the game refuses must not be linted for describing one."""
    found = matching(definitions, step.type, step.text)
    return any(getattr(d.function, "proves_board_refusal", False) for d in found)


def _word_problems(state: ScenarioState, arguments: dict[str, Any], named: list[str]) -> Iterator[str]:
    """The step's players, closed words and locations, checked as the step would check them."""
    players = [arguments["player"]] if isinstance(arguments.get("player"), str) else []
    locations: list[str] = []
    for name, value in arguments.items():
        if not isinstance(value, str):
            continue
        try:
            check_word(name, value)
        except ScenarioError as error:
            yield error.message
            continue
        if name == "state":
            read: tuple[str, ...] = CHECKS["state"](value)  # type: ignore[assignment]
            form, words = read[0], read[1:]
            if form in ("in", "not in"):
                players.append(words[0])
            elif form == "at":
                locations.append(words[0])
        elif name == "action":
            found = find_phrase(value, tries=False) or find_phrase(value, tries=True)
            if found is not None:
                locations += [found[1][key] for key in found[0].locations]
    for player in players:
        try:
            state.player_index(player)
        except ScenarioError as error:
            yield error.message
    for location in locations:
        message = _location_problem(state.board, location, named)
        if message is not None:
            yield message


def _location_problem(board: dict[str, Any], name: str, named: list[str]) -> str | None:
    """None if `name` is a location of the board (or a card an earlier step named, which
    may have been built since); else the message the running step would give."""
    players = [str(p.get("name", f"Player{i + 1}")) for i, p in enumerate(board["players"])]
    known = ["Town Square"]
    for player, entry in zip(players, board["players"], strict=True):
        for place in (entry.get("street", ["home"]), entry.get("out_of_town", [])):
            for item in place:
                title = item["card"] if isinstance(item, dict) else str(item)
                known.append(f"{player}'s home" if title == "home" else title)
    known.append("home")
    if name.strip().lower() in {k.lower() for k in known} or name in named:
        return None
    return unknown_location(name, known)


# -- Scenario Outlines ---------------------------------------------------------------------
def _outlines(feature: dict[str, Any]) -> Iterator[dict[str, Any]]:
    for child in feature.get("children", []):
        if "rule" in child:
            yield from _outlines(child["rule"])
        scenario = child.get("scenario")
        if scenario and (scenario.get("examples") or "<" in " ".join(s["text"] for s in scenario["steps"])):
            yield scenario


def _placeholders(step: dict[str, Any]) -> list[str]:
    texts = [step["text"]]
    texts += [cell["value"] for row in (step.get("dataTable") or {}).get("rows", []) for cell in row["cells"]]
    if step.get("docString"):
        texts.append(step["docString"]["content"])
    return [name for text in texts for name in re.findall(r"<([^<>]+)>", text)]


def _outline_problems(outline: dict[str, Any], file: str) -> Iterator[Problem]:
    """Placeholders no Examples column fills, columns no step uses, Examples with no rows."""
    examples = outline.get("examples", [])
    columns = [
        cell["value"] for block in examples for cell in (block.get("tableHeader") or {}).get("cells", [])
    ]
    used: set[str] = set()
    if not examples:
        names = list(dict.fromkeys(n for step in outline["steps"] for n in _placeholders(step)))
        yield Problem(file, int(outline["location"]["line"]), no_examples(names))
        return
    for step in outline["steps"]:
        names = _placeholders(step)
        used |= set(names)
        message = unfilled_placeholders(" ".join(f"<{n}>" for n in names), columns)
        if message is not None:
            yield Problem(file, int(step["location"]["line"]), message)
    if not examples:
        yield Problem(file, int(outline["location"]["line"]), EMPTY_EXAMPLES)
    for block in examples:
        if not block.get("tableBody"):
            yield Problem(file, int(block["location"]["line"]), EMPTY_EXAMPLES)
        header = block.get("tableHeader") or {}
        for cell in header.get("cells", []):
            if cell["value"] not in used and cell["value"] not in NOTE_COLUMNS:
                yield Problem(
                    file,
                    int(header["location"]["line"]),
                    f"Examples column '{cell['value']}' is not used by any step: "
                    f"use <{cell['value']}> in a step, remove the column, or call it 'note' "
                    "if it only explains the row",
                )


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


def _gherkin_error(error: Exception) -> str:
    """The parser's first complaint, without its location (reported apart) and cut short:
    it quotes the line, and a binary or minified file's line can be megabytes."""
    complaints = [line for line in str(error).splitlines() if re.match(r"\(\d+:\d+\)", line)]
    first = re.sub(r"^\(\d+:\d+\): ", "", complaints[0]) if complaints else str(error).strip()
    more = f" (and {len(complaints) - 1:,} more)" if len(complaints) > 1 else ""
    return short(first, 160) + more


def _error_line(error: Exception) -> int:
    match = re.search(r"\((\d+):\d+\)", str(error))
    return int(match.group(1)) if match else 1


def lint(paths: Sequence[Path]) -> list[Problem]:
    from harness.integrity import feature_problems
    from harness.log_templates import vacuous_log_checks

    definitions = step_definitions()
    problems: list[Problem] = []
    for path in feature_files(paths):
        problems += lint_file(path, definitions) + feature_problems([path]) + vacuous_log_checks(path)
    return problems
