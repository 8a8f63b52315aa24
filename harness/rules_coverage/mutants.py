"""Mutants of a card script: each one small change a misreading of the card could make.

`harness/rules_coverage/strength.py` runs a card's scenarios against each; a mutant they
pass on is a missing assertion. The operators, and why each is there:

* a condition flipped (`==` ↔ `!=`, `<` ↔ `>=`, `and` ↔ `or`, `if x` ↔ `if not x`): the
  text's condition read the wrong way round;
* a boundary shifted (`>` ↔ `>=`, `<` ↔ `<=`): "higher than" read as "at least" — the
  commonest misreading of a printed comparison, which a flip does not test (a scenario
  far from the boundary kills the flip but not the shift);
* a direction dropped (`>` → `!=`, `>=` → `==`): "higher than" read as "other than",
  which survives unless a scenario stands on the far side (a winning dude with *fewer*
  bullets than the casualty, for Takin' Ya With Me — a case cosmic-ray found unproven);
* one clause of an `and`/`or` dropped: a printed requirement forgotten (not a
  `x is not None` guard, there for the type checker);
* an integer constant ±1 ("+2 bullets", "Hex 6");
* a call statement dropped: an effect forgotten;
* a target widened (its `condition=` or `controller=` dropped);
* a DSL setting changed (`play_type="noon"` → `"shootout"`, `choose=False` → `True`,
  `controller="opponent"` → `"any"`, `repeat=`, `boot=`...) or lifted (`cost=`,
  `limit=`, `condition=` dropped): the printed keywords and costs that the DSL, not the
  script's own code, carries out;
* a duration changed (`until_end_of_shootout_round` → `until_end_of_shootout`, the play
  type's own duration → this round only...): how long the text says an effect lasts;
* `all` ↔ `any`, `max` ↔ `min`: "each dude" read as "a dude", "highest" as "lowest".

Only code inside functions is mutated (asserts, there for type narrowing, and docstrings
are left alone). Each mutant is the module's AST with one change; its description is
`file:line change`.
"""

from __future__ import annotations

import ast
import inspect
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

#: Comparison operators and the one each flips to (the condition's negation).
_FLIPPED: dict[type[ast.cmpop], type[ast.cmpop]] = {
    ast.Eq: ast.NotEq,
    ast.NotEq: ast.Eq,
    ast.Lt: ast.GtE,
    ast.GtE: ast.Lt,
    ast.Gt: ast.LtE,
    ast.LtE: ast.Gt,
    ast.Is: ast.IsNot,
    ast.IsNot: ast.Is,
    ast.In: ast.NotIn,
    ast.NotIn: ast.In,
}
#: Ordering operators and the one each shifts to (the boundary moved by one).
_SHIFTED: dict[type[ast.cmpop], type[ast.cmpop]] = {
    ast.Gt: ast.GtE,
    ast.GtE: ast.Gt,
    ast.Lt: ast.LtE,
    ast.LtE: ast.Lt,
}
#: Ordering operators and the one that keeps only their boundary (`>` → `!=`, `>=` → `==`):
#: "higher" read as "different", which only a scenario on the far side tells apart.
_UNDIRECTED: dict[type[ast.cmpop], type[ast.cmpop]] = {
    ast.Gt: ast.NotEq,
    ast.Lt: ast.NotEq,
    ast.GtE: ast.Eq,
    ast.LtE: ast.Eq,
}
#: Keywords of `Target(...)` that narrow what may be targeted.
_NARROWING = ("condition", "controller")
#: DSL settings with a literal value, and the value each is changed to: the printed
#: keyword read as its nearest neighbour (engine/dsl/, docs/dsl.md).
_SETTINGS: dict[str, dict[str | bool, str | bool]] = {
    "play_type": {
        "noon": "shootout",
        "shootout": "noon",
        "resolution": "shootout",
        "cheatin resolution": "resolution",
        "shootout:join": "shootout",
        "noon/shootout": "noon",
        "noon/shootout:join": "noon/shootout",
    },
    "controller": {"current": "any", "opponent": "any", "any": "current", True: False, False: True},
    "target_controller": {"current": "any", "opponent": "any", "any": "current"},
    "card_type": {"dude": "any", "deed": "any", "goods": "any", "any": "dude"},
    "kind": {"action cards": "shootout abilities", "shootout abilities": "action cards"},
    "window": {"shootout plays": "high noon", "high noon": "shootout plays"},
    **{
        name: {True: False, False: True}
        for name in (
            "choose",
            "repeat",
            "targets_players",
            "boot_leader",
            "boot",
            "booted",
            "refusable",
            "as_shoppin",
            "free",
            "anywhere",
            "top",
        )
    },
}
#: DSL keywords whose dropping lifts a printed requirement ("Boot:", "once per day", "if").
_LIFTED = ("cost", "limit", "condition", "posse_condition", "card_condition")
#: Durations (engine/dsl/lasting.py) and the alternatives tried for each, in order: the
#: first whose signature takes the call's keywords is used.
_DURATIONS: dict[str, tuple[str, ...]] = {
    "until_end_of_shootout_round": ("until_end_of_shootout", "until_end_of_day"),
    "until_end_of_shootout": ("until_end_of_day",),
    "until_end_of_phase": ("until_end_of_day",),
    "until_end_of_day": ("until_end_of_phase", "until_end_of_shootout_round"),
    "while_it_stays": ("until_end_of_day",),
    "apply_ability_effect": ("until_end_of_shootout_round", "until_end_of_day"),
}
#: Builtins read the other way round: "each" / "any", "highest" / "lowest".
_SWAPPED_BUILTINS = {"all": "any", "any": "all", "max": "min", "min": "max"}


@dataclass(frozen=True)
class Mutant:
    """One change to a script: where it is and what it does (`tree` is the mutated module)."""

    file: str
    line: int
    change: str
    tree: ast.Module = field(compare=False, repr=False)

    def __str__(self) -> str:
        return f"{self.file}:{self.line} {self.change}"


def _short(node: ast.AST, limit: int = 60) -> str:
    text = ast.unparse(node)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _in_functions(tree: ast.Module) -> Iterator[ast.AST]:
    """Every node inside a function body, asserts (type narrowing) and docstrings excluded."""
    for function in ast.walk(tree):
        if not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        for statement in function.body:
            if isinstance(statement, ast.Assert):
                continue
            if (
                isinstance(statement, ast.Expr)
                and isinstance(statement.value, ast.Constant)
                and isinstance(statement.value.value, str)
            ):
                continue
            yield from ast.walk(statement)


@cache
def _parameters(method: str) -> tuple[frozenset[str], frozenset[str]]:
    """(every keyword, the required keyword-only ones) of a `CardScript` method."""
    from engine.dsl import CardScript

    parameters = inspect.signature(getattr(CardScript, method)).parameters.values()
    return (
        frozenset(p.name for p in parameters),
        frozenset(p.name for p in parameters if p.kind is p.KEYWORD_ONLY and p.default is p.empty),
    )


def _duration(call: ast.Call) -> str | None:
    """The duration a `self.<duration>(...)` call is changed to, if one takes its keywords."""
    if not isinstance(call.func, ast.Attribute) or call.func.attr not in _DURATIONS:
        return None
    given = {k.arg for k in call.keywords if k.arg is not None}
    for other in _DURATIONS[call.func.attr]:
        accepted, required = _parameters(other)
        if given <= accepted and required <= given:
            return other
    return None


def _setting(keyword: ast.keyword) -> str | bool | None:
    """The value a DSL setting is changed to (None: not a setting, or not a literal)."""
    value = keyword.value.value if isinstance(keyword.value, ast.Constant) else None
    if keyword.arg in _SETTINGS and isinstance(value, str | bool):
        return _SETTINGS[keyword.arg].get(value)
    return None


def _none_guard(node: ast.expr) -> bool:
    """`x is not None` / `x is None`: a guard for the type checker (`shootout is not None
    and ...`), not a printed requirement; dropping it only breaks the code where the rest
    would raise, so its mutant is left out, as asserts are (flipping it is still made)."""
    return (
        isinstance(node, ast.Compare)
        and len(node.ops) == 1
        and isinstance(node.ops[0], ast.Is | ast.IsNot)
        and isinstance(node.comparators[0], ast.Constant)
        and node.comparators[0].value is None
    )


def _call_points(node: ast.Call) -> list[str]:
    name = getattr(node.func, "id", None)
    settings = [i for i, k in enumerate(node.keywords) if _setting(k) is not None]
    if name == "Target":
        # A target's `controller=` is widened by dropping it (to the default, "any"),
        # the same mutant as changing it to "any"; an explicit "any" is narrowed instead.
        widened = [k.arg for k in node.keywords if k.arg in _NARROWING and _setting(k) != "current"]
        points = [f"widen {arg}" for arg in widened]
        settings = [i for i in settings if node.keywords[i].arg not in widened]
    else:
        points = [f"lift {k.arg}" for k in node.keywords if k.arg in _LIFTED]
    points += [f"setting {i}" for i in settings]
    if _duration(node) is not None:
        points.append("duration")
    if name in _SWAPPED_BUILTINS:
        points.append("builtin")
    return points


def _points(tree: ast.Module) -> list[tuple[int, str]]:
    """(node index in `_in_functions` order, mutation kind) of every mutation point."""
    points: list[tuple[int, str]] = []
    for index, node in enumerate(_in_functions(tree)):
        if isinstance(node, ast.Compare):
            points += [(index, f"compare {i}") for i, op in enumerate(node.ops) if type(op) in _FLIPPED]
            points += [(index, f"shift {i}") for i, op in enumerate(node.ops) if type(op) in _SHIFTED]
            points += [(index, f"direction {i}") for i, op in enumerate(node.ops) if type(op) in _UNDIRECTED]
        elif isinstance(node, ast.BoolOp):
            points.append((index, "boolop"))
            points += [(index, f"clause {i}") for i, v in enumerate(node.values) if not _none_guard(v)]
        elif isinstance(node, ast.If | ast.IfExp | ast.While):
            points.append((index, "test"))
        elif isinstance(node, ast.Constant) and type(node.value) is int:
            points += [(index, "plus"), (index, "minus")]
        elif isinstance(node, ast.Expr) and isinstance(node.value, ast.Call):
            points.append((index, "drop"))
        if isinstance(node, ast.Call):
            points += [(index, kind) for kind in _call_points(node)]
    return points


def _mutate_call(node: ast.Call, kind: str, before: str) -> str:
    what, _, detail = kind.partition(" ")
    if what in ("widen", "lift"):
        node.keywords = [k for k in node.keywords if k.arg != detail]
        verb = "target widened" if what == "widen" else "requirement lifted"
        return f"{verb}: `{detail}=` dropped from `{before}`"
    if what == "setting":
        keyword = node.keywords[int(detail)]
        old = ast.unparse(keyword.value)
        keyword.value = ast.Constant(_setting(keyword))
        return f"setting changed: `{keyword.arg}={old}` → `{keyword.arg}={ast.unparse(keyword.value)}`"
    if what == "duration" and isinstance(node.func, ast.Attribute):
        old, node.func.attr = node.func.attr, str(_duration(node))
        return f"duration changed: `{old}` → `{node.func.attr}`"
    if what == "builtin" and isinstance(node.func, ast.Name):
        old, node.func.id = node.func.id, _SWAPPED_BUILTINS[node.func.id]
        return f"call swapped: `{old}(...)` → `{node.func.id}(...)`"
    raise ValueError(f"cannot apply {kind} to {before}")


def _mutate(node: ast.AST, kind: str) -> str:
    """Change `node` in place; the description of the change."""
    before = _short(node)
    if kind.startswith(("compare ", "shift ", "direction ")) and isinstance(node, ast.Compare):
        name, i = kind.split()[0], int(kind.split()[1])
        table, what = {
            "compare": (_FLIPPED, "condition flipped"),
            "shift": (_SHIFTED, "boundary shifted"),
            "direction": (_UNDIRECTED, "direction dropped"),
        }[name]
        node.ops[i] = table[type(node.ops[i])]()
        return f"{what}: `{before}` → `{_short(node)}`"
    if kind == "boolop" and isinstance(node, ast.BoolOp):
        node.op = ast.Or() if isinstance(node.op, ast.And) else ast.And()
        return f"condition flipped: `{before}` → `{_short(node)}`"
    if kind.startswith("clause ") and isinstance(node, ast.BoolOp):
        dropped = node.values.pop(int(kind.split()[1]))
        if len(node.values) == 1:  # `a and b` without `a` is `b` itself: keep a BoolOp valid
            node.values.append(ast.Constant(isinstance(node.op, ast.And)))
        return f"clause dropped: `{_short(dropped)}` from `{before}`"
    if kind == "test" and isinstance(node, ast.If | ast.IfExp | ast.While):
        test = node.test
        node.test = (
            test.operand
            if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not)
            else ast.UnaryOp(ast.Not(), test)
        )
        return f"condition flipped: `{_short(test)}` → `{_short(node.test)}`"
    if kind in ("plus", "minus") and isinstance(node, ast.Constant) and type(node.value) is int:
        node.value = node.value + (1 if kind == "plus" else -1)
        return f"constant {before} → {node.value}"
    if kind == "drop" and isinstance(node, ast.Expr):
        node.value = ast.Constant(None)
        return f"call dropped: `{before}`"
    if isinstance(node, ast.Call):
        return _mutate_call(node, kind, before)
    raise ValueError(f"cannot apply {kind} to {before}")


#: The operators the mutator had before the boundary, clause, setting, duration and
#: builtin ones: `first_operators` keeps only these, to measure what the new ones add.
FIRST_OPERATORS = ("compare", "boolop", "test", "plus", "minus", "drop", "widen")


def first_operators(kind: str) -> bool:
    return kind.split()[0] in FIRST_OPERATORS


def mutants(
    path: Path, relative_to: Path | None = None, *, kinds: Callable[[str], bool] | None = None
) -> list[Mutant]:
    """Every single-change mutant of the script at `path`, in source order; `kinds`, if
    given, keeps only the mutation kinds it accepts (`first_operators`)."""
    source = path.read_text(encoding="utf-8")
    shown = str(path.resolve().relative_to(relative_to.resolve())) if relative_to else str(path)
    found = []
    for index, kind in _points(ast.parse(source, filename=str(path))):
        if kinds is not None and not kinds(kind):
            continue
        tree = ast.parse(source, filename=str(path))
        node = list(_in_functions(tree))[index]
        line = int(getattr(node, "lineno", 0))
        change = _mutate(node, kind)
        ast.fix_missing_locations(tree)
        found.append(Mutant(shown, line, change, tree))
    return sorted(found, key=lambda m: m.line)  # stable: outer changes before inner ones
