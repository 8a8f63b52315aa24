"""Guards that stop a scenario from passing while proving nothing (issue: the harness).

* A scenario fails if it ends while a prompt of something it started is still open
  (a target, a cost, a posse, a casualty...) and no Then step asserted on it: the play
  it describes never finished. Resting prompts — the next High Noon action, the
  Sundown discard, the upkeep payment — are where a scenario may stop.
* A step that matches two step definitions fails (pytest-bdd would pick one silently).
* A scenario without a Then step fails.
* On failure the report shows the failing step, the board in the setup notation with
  its changes marked, the last log lines, the pending decision with its options, the
  seed and the command that replays the scenario (harness/failure.py).
"""

from __future__ import annotations

import re
from typing import Any

from harness.scenario import ScenarioError, ScenarioState
from harness.step_lookup import ambiguity

#: Decisions a scenario may end on without asserting them.
RESTING = frozenset({"high noon", "sundown discard", "upkeep", "hand size", "starting gang", "pause"})


def check_unambiguous(request: Any, step: Any) -> None:
    """Count the step definitions visible to this test that match the step (the lookup
    pytest-bdd itself just made, cached per step text); one fixture overriding another of
    the same name is not ambiguity."""
    why = ambiguity(step, request._fixturemanager, request.node)
    if why is not None:
        raise ScenarioError(why)


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


def before_the_game(doomtown: ScenarioState, text: str) -> None:
    """A Given step describes the board the game starts from: once a When step has started
    the game, a Given step would change a board nobody reads any more and prove nothing."""
    if doomtown.started:
        raise ScenarioError(
            f"'Given {text}' comes after the game has started: Given steps describe the board "
            "before the first When step; move it up (or start a new scenario)"
        )
