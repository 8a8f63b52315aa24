"""The step definitions Gomorra's plugin provides, read from pytest-bdd's registry.

Importing the step modules registers their definitions; pytest-bdd keeps each one's
parser and type in `step_function_context_registry`. The linter and the step
catalogue both read this list, so they always see exactly what pytest runs.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pytest_bdd.steps import StepFunctionContext, step_function_context_registry

STEP_MODULES = (
    "harness.steps.given",
    "harness.steps.when",
    "harness.steps.then",
    "harness.steps.shootout",
    "harness.steps.outcomes",
)

#: Gherkin pickle step types → pytest-bdd step types.
PICKLE_TYPES = {"Context": "given", "Action": "when", "Outcome": "then"}


@dataclass(frozen=True)
class StepDefinition:
    type: str
    pattern: str
    function: Any
    context: StepFunctionContext

    @property
    def where(self) -> str:
        return f"{self.function.__module__}.{self.function.__name__}"

    def matches(self, text: str) -> bool:
        return bool(self.context.parser.is_matching(text))

    def arguments(self, text: str) -> dict[str, Any]:
        return dict(self.context.parser.parse_arguments(text) or {})


def step_definitions() -> list[StepDefinition]:
    for module in STEP_MODULES:
        importlib.import_module(module)
    found = []
    for context in list(step_function_context_registry.values()):
        if not context.step_func.__module__.startswith("harness."):
            continue
        pattern = str(context.parser.name).replace(":Player}", "}")
        found.append(StepDefinition(context.type or "*", pattern, context.step_func, context))
    return sorted(found, key=lambda d: (["given", "when", "then", "*"].index(d.type), d.pattern))


def compile_feature(path: Path, text: str | None = None) -> tuple[Any, list[Any]]:
    """(gherkin document, pickles) of a feature file: outlines expanded, backgrounds
    merged, And/But resolved. Typed loosely: gherkin's TypedDicts are not worth fighting."""
    from gherkin.parser import Parser
    from gherkin.pickles.compiler import Compiler

    document: Any = Parser().parse(text if text is not None else path.read_text(encoding="utf-8"))
    document["uri"] = str(path)
    pickles: list[Any] = list(Compiler().compile(document))
    return document, pickles


def matching(definitions: list[StepDefinition], step_type: str, text: str) -> list[StepDefinition]:
    return [d for d in definitions if d.type in (step_type, "*") and d.matches(text)]
