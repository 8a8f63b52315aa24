"""Guards that stop a scenario from passing while proving nothing (issue: the harness).

* A scenario fails if it ends while a prompt of something it started is still open
  (a target, a cost, a posse, a casualty...) and no Then step asserted on it: the play
  it describes never finished. Resting prompts — the next High Noon action, the
  Sundown discard, the upkeep payment — are where a scenario may stop.
* A step that matches two step definitions fails (pytest-bdd would pick one silently).
* A scenario without a Then step fails.
* On failure the report shows the board in the setup notation, the last log lines,
  the pending decision with its options, and the seed to replay.
"""

from __future__ import annotations

import re
from typing import Any

import yaml

from harness.scenario import ScenarioError, ScenarioState

#: Decisions a scenario may end on without asserting them.
RESTING = frozenset({"high noon", "sundown discard", "upkeep", "hand size", "starting gang"})


def check_unambiguous(request: Any, step: Any) -> None:
    """Count the step definitions visible to this test that match the step (the lookup
    pytest-bdd itself just made, cached per step text); one fixture overriding another of
    the same name is not ambiguity."""
    from harness.step_lookup import find_step_definitions

    found = {fd.argname: fd for fd in find_step_definitions(step, request._fixturemanager, request.node)}
    if len(found) > 1:
        where = ", ".join(
            f"{fd.func.__module__}.{getattr(fd.func, '__name__', '?')}" for fd in found.values()
        )
        raise ScenarioError(
            f"Ambiguous step {step.name!r}: it matches {len(found)} step definitions ({where})"
        )


def check_has_then(scenario: Any) -> None:
    if not any(step.type == "then" for step in scenario.steps):
        raise ScenarioError(f"Scenario '{scenario.name}' has no Then step: it would pass proving nothing")


def check_no_open_prompt(doomtown: ScenarioState) -> None:
    if not doomtown.started or doomtown.asserted_pending:
        return
    pending = doomtown.game.pending
    if pending is None or pending.kind in RESTING:
        return
    raise ScenarioError(
        "The scenario ends with an unanswered prompt: "
        + doomtown.describe_pending()
        + "\nAnswer it with a When step, or assert it with 'Then <player> is asked to \"...\"'"
    )


_QUOTED = re.compile(r'"([^"]+)"')


def declare(doomtown: ScenarioState, text: str) -> None:
    """Names a Then step talks about are 'declared': 'nothing else changed' ignores them."""
    doomtown.declared.update(_QUOTED.findall(text))
    first = text.split(" ", 1)[0].removesuffix("'s")
    doomtown.declared.add(first)


def failure_report(doomtown: ScenarioState) -> str:
    """The board in setup notation, the log tail, the pending decision and the seed."""
    if not doomtown.started:
        board = yaml.safe_dump(doomtown.board, sort_keys=False, allow_unicode=True)
        return "The game never started. The board the Given steps described:\n" + board
    game = doomtown.game
    from engine.board_export import game_to_board

    board = yaml.safe_dump(game_to_board(game, strict=False), sort_keys=False, allow_unicode=True, width=100)
    log = "\n".join(f"  {line}" for line in game.log.lines()[-12:]) or "  (empty)"
    return (
        f"Board now (seed {game.seed}; replay from the scenario's board with seed {doomtown.board.get('seed')}):\n"
        f"{board}\nLast log lines:\n{log}\n\nPending: {doomtown.describe_pending()}\n"
    )
