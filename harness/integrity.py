"""Suite integrity: scenarios that would pass proving nothing, or silently never run.

Each check reads files only (no engine run) and returns `Problem`s naming file:line:
  * two scenarios with the same title in one feature — pytest-bdd keys a feature's
    scenarios by title, so it binds only the last and the first never runs;
  * a card script no feature tagged `@card:<code>` proves;
  * a `@card:<code>` tag for a card that prints abilities but has no script (a card
    printing no ability needs no script: the ledger proves it by having it in play);
  * a `@skip`/`@xfail` tag without its reason (`@xfail:<reason>`), which would hide a
    failure without saying why;
  * a feature file no test module binds (`scenarios(...)` / `scenario(...)`), which
    would never run.
`gomorra lint` reports the feature checks, and with no paths the project checks too;
the test suite runs them all (tests/test_suite_integrity.py) and the pytest plugin
refuses duplicate titles at collection (harness/suite.py).
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from harness.located import Problem, feature_files

#: Tags that skip or expect a failure; each must carry its reason after a colon.
SKIP_TAGS = ("skip", "skipif", "xfail")


# -- reading feature files ---------------------------------------------------------
@dataclass(frozen=True)
class ScenarioTitle:
    file: str
    line: int
    name: str


@dataclass(frozen=True)
class Tag:
    file: str
    line: int
    name: str  # without the "@"


def _parse(path: Path) -> Any:
    from gherkin.errors import CompositeParserException, ParserError
    from gherkin.parser import Parser

    from harness.text_files import UnreadableFile, read_text_file

    try:
        document: Any = Parser().parse(read_text_file(path))
    except (CompositeParserException, ParserError, UnreadableFile):
        return None  # `gomorra lint` reports the syntax error or the unreadable file
    return document


#: `_scenarios_and_tags` by file, with the (mtime, size) it was read at: every pytest
#: session checks its feature files for duplicate titles, and proof strength runs one
#: session per mutant over the same files.
_READ: dict[Path, tuple[tuple[int, int], tuple[tuple[ScenarioTitle, ...], tuple[Tag, ...]]]] = {}


def _scenarios_and_tags(path: Path) -> tuple[tuple[ScenarioTitle, ...], tuple[Tag, ...]]:
    """Every scenario (in rules too) and every tag of a feature file, with lines; read
    again only once the file changed."""
    try:
        status = path.stat()
    except OSError:
        return _read_scenarios_and_tags(path)
    version = (status.st_mtime_ns, status.st_size)
    known = _READ.get(path)
    if known is None or known[0] != version:
        known = _READ[path] = (version, _read_scenarios_and_tags(path))
    return known[1]


def remember_document(path: Path, version: tuple[int, int], document: Any) -> None:
    """The scenarios and tags of a feature file pytest-bdd just parsed (its dataclass
    document, `pytest_bdd.gherkin_parser.GherkinDocument`), at the (mtime, size) it was
    read at: the duplicate-title check of the same session reads them instead of parsing
    the file a second time (a fifth of a feature run's collection)."""
    file = str(path)
    titles: list[ScenarioTitle] = []
    tags: list[Tag] = []

    def tagged(found: Any) -> None:
        tags.extend(Tag(file, tag.location.line, tag.name.lstrip("@")) for tag in found)

    def walk(children: Any) -> None:
        for child in children:
            if child.rule is not None:
                tagged(child.rule.tags)
                walk(child.rule.children)
            elif child.scenario is not None:
                scenario = child.scenario
                titles.append(ScenarioTitle(file, scenario.location.line, scenario.name))
                tagged(scenario.tags)
                for examples in scenario.examples:
                    tagged(examples.tags)

    tagged(document.feature.tags)
    walk(document.feature.children)
    _READ[path] = (version, (tuple(titles), tuple(tags)))


def _read_scenarios_and_tags(path: Path) -> tuple[tuple[ScenarioTitle, ...], tuple[Tag, ...]]:
    document = _parse(path)
    feature = (document or {}).get("feature")
    if not feature:
        return (), ()
    file = str(path)
    titles: list[ScenarioTitle] = []
    tags = [Tag(file, t["location"]["line"], t["name"].lstrip("@")) for t in feature.get("tags", [])]

    def walk(children: list[dict[str, Any]]) -> None:
        for child in children:
            if "rule" in child:
                rule = child["rule"]
                tags.extend(Tag(file, t["location"]["line"], t["name"].lstrip("@")) for t in rule["tags"])
                walk(rule.get("children", []))
            elif "scenario" in child:
                scenario = child["scenario"]
                titles.append(ScenarioTitle(file, scenario["location"]["line"], scenario["name"]))
                tags.extend(Tag(file, t["location"]["line"], t["name"].lstrip("@")) for t in scenario["tags"])
                for examples in scenario.get("examples", []):
                    tags.extend(
                        Tag(file, t["location"]["line"], t["name"].lstrip("@")) for t in examples["tags"]
                    )

    walk(feature.get("children", []))
    return tuple(titles), tuple(tags)


def duplicate_titles(path: Path) -> list[Problem]:
    """Scenarios sharing a title with an earlier one of the same feature."""
    titles, _tags = _scenarios_and_tags(path)
    first: dict[str, ScenarioTitle] = {}
    problems = []
    for title in titles:
        earlier = first.setdefault(title.name, title)
        if earlier is not title:
            problems.append(
                Problem(
                    title.file,
                    title.line,
                    f"scenario title {title.name!r} is also used at {earlier.file}:{earlier.line}: "
                    "pytest-bdd would run only the last of them; give each a title of its own",
                )
            )
    return problems


def skips_without_reason(path: Path) -> list[Problem]:
    _titles, tags = _scenarios_and_tags(path)
    problems = []
    for tag in tags:
        kind, _, reason = tag.name.partition(":")
        if kind in SKIP_TAGS and not reason.strip():
            problems.append(
                Problem(
                    tag.file,
                    tag.line,
                    f"@{tag.name} hides a scenario without saying why: write @{kind}:<reason> "
                    "(e.g. @xfail:issue-42-bounty-not-cleared)",
                )
            )
    return problems


def card_tags(paths: Sequence[Path]) -> dict[str, list[Tag]]:
    """Card code → the `@card:` tags naming it, over every feature of `paths`."""
    found: dict[str, list[Tag]] = {}
    for path in feature_files(paths):
        for tag in _scenarios_and_tags(path)[1]:
            kind, _, code = tag.name.partition(":")
            if kind == "card" and code:
                found.setdefault(code, []).append(tag)
    return found


# -- card scripts and their features --------------------------------------------------
def _class_constants(cards_dir: Path, name: str) -> Iterator[tuple[ast.expr, str]]:
    """(value, file) of every `name = ...` in the class bodies of `cards/<pack>/*.py`,
    read without importing the scripts."""
    for path in sorted(cards_dir.glob("*/*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            if not isinstance(node, ast.ClassDef):
                continue
            for statement in node.body:
                if isinstance(statement, ast.Assign) and [
                    getattr(t, "id", None) for t in statement.targets
                ] == [name]:
                    yield statement.value, str(path)


def _text(node: ast.expr) -> str | None:
    return (
        node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value else None
    )


def script_codes(cards_dir: Path) -> dict[str, str]:
    """Card code → script file, read from `code = "..."` in the classes of
    `cards/<pack>/*.py` (without importing them)."""
    return {code: file for value, file in _class_constants(cards_dir, "code") if (code := _text(value))}


def script_reprints(cards_dir: Path) -> dict[str, str]:
    """Reworded reprint code → the script file serving it, read from `reprints = (...)`."""
    found: dict[str, str] = {}
    for value, file in _class_constants(cards_dir, "reprints"):
        elements = value.elts if isinstance(value, (ast.Tuple, ast.List)) else []
        found.update({code: file for element in elements if (code := _text(element))})
    return found


def _same_text_reprints(codes: Iterable[str]) -> set[str]:
    """The codes and every printing with the same title and text (they share a script)."""
    from cards.database import card_db

    db = card_db()
    found = set()
    for code in codes:
        try:
            original = db.by_code(code)
        except (KeyError, LookupError):
            continue
        found |= {p.code for p in db.printings(original.title) if p.text == original.text}
        found.add(code)
    return found


def prints_abilities(code: str) -> bool:
    from cards.database import card_db
    from harness.rules_coverage.printed import card_abilities

    try:
        card = card_db().by_code(code)
        return bool(card_abilities(card.type, card.text_html))
    except (KeyError, LookupError):
        return True  # an unknown code: lint reports it, and no script serves it


def script_feature_problems(cards_dir: Path, features: Sequence[Path]) -> list[Problem]:
    """Every script has a feature tagged with its code; every tagged card with printed
    abilities has a script."""
    scripts = script_codes(cards_dir)
    reworded = script_reprints(cards_dir)
    tags = card_tags(features)
    scripted = _same_text_reprints(scripts) | set(reworded)
    problems = []
    for code, file in sorted(scripts.items(), key=lambda kv: kv[1]):
        if not scripted_tags(code, tags):
            problems.append(
                Problem(file, 1, f"card script {code} has no feature tagged @card:{code} proving it")
            )
    for code, file in sorted(reworded.items(), key=lambda kv: (kv[1], kv[0])):
        if code not in tags:
            problems.append(
                Problem(
                    file,
                    1,
                    f"reworded reprint {code} shares this script but no feature tagged @card:{code} "
                    "proves it behaves the same",
                )
            )
    for code, found in sorted(tags.items()):
        if code not in scripted and prints_abilities(code):
            tag = found[0]
            problems.append(
                Problem(
                    tag.file,
                    tag.line,
                    f"@card:{code} tags a card that prints abilities but has no script in {cards_dir}",
                )
            )
    return problems


def scripted_tags(code: str, tags: dict[str, list[Tag]]) -> list[Tag]:
    """Tags proving the script of `code`: its own code or a same-text reprint's."""
    return [t for c in sorted(_same_text_reprints([code])) for t in tags.get(c, [])]


# -- which feature files some test binds -------------------------------------------------
def features_base_dir(root: Path) -> Path | None:
    """`bdd_features_base_dir` of the project's pytest configuration, if set."""
    pyproject = root / "pyproject.toml"
    if pyproject.is_file():
        import tomllib  # only the project checks read pyproject.toml, not every pytest session

        tool = tomllib.loads(pyproject.read_text(encoding="utf-8")).get("tool", {})
        for table in (tool.get("pytest", {}), tool.get("pytest", {}).get("ini_options", {})):
            if "bdd_features_base_dir" in table:
                return root / str(table["bdd_features_base_dir"])
    return None


def _binding_calls(module: Path) -> Iterator[tuple[str, ast.Call]]:
    tree = ast.parse(module.read_text(encoding="utf-8"), filename=str(module))
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            name = getattr(node.func, "id", getattr(node.func, "attr", None))
            if name in ("scenarios", "scenario"):
                yield str(name), node


def bound_features(root: Path, tests_dir: Path) -> set[Path]:
    """Feature files bound by the `scenarios(...)`/`scenario(...)` calls (string
    literals) of the test modules, resolved as pytest-bdd resolves them."""
    base = features_base_dir(root)
    bound: set[Path] = set()
    for module in sorted(tests_dir.rglob("*.py")):
        for name, call in _binding_calls(module):
            literals = [
                a.value for a in call.args if isinstance(a, ast.Constant) and isinstance(a.value, str)
            ]
            paths = literals if name == "scenarios" else literals[:1]
            for text in paths:
                target = (base or module.parent) / text
                if target.is_dir():
                    bound |= {p.resolve() for p in target.rglob("*.feature")}
                else:
                    bound.add(target.resolve())
    return bound


def unbound_features(root: Path, features: Path, tests_dir: Path) -> list[Problem]:
    bound = bound_features(root, tests_dir)
    return [
        Problem(
            str(path), 1, f"no test binds this feature file: add it to a scenarios(...) call in {tests_dir}"
        )
        for path in feature_files([features])
        if path.resolve() not in bound
    ]


# -- all of it --------------------------------------------------------------------------
def feature_problems(paths: Sequence[Path]) -> list[Problem]:
    """The per-file checks (part of `gomorra lint`)."""
    from harness.rulings import ruling_tag_problems

    problems: list[Problem] = []
    for path in feature_files(paths):
        problems += duplicate_titles(path) + skips_without_reason(path) + ruling_tag_problems(path)
    return problems


def project_problems(root: Path) -> list[Problem]:
    """The checks that need the whole project: scripts against features, bindings."""
    from harness.rulings import ruling_problems

    features = root / "features"
    return (
        script_feature_problems(root / "cards", [features])
        + unbound_features(root, features, root / "tests")
        + ruling_problems(root, [features])
    )
