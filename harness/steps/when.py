"""When steps: players act and decide. Every player action is one phrase of
`harness.phrases`, turned into the engine's option id and answered through
`game.decide` (C1). "tries to" keeps a refusal for the Then steps instead of failing."""

from __future__ import annotations

from pytest_bdd import when
from pytest_bdd.parsers import StepParser

from engine.decisions import IllegalPlay
from harness.phrases import find_phrase
from harness.resolve import option_for
from harness.scenario import ScenarioError, ScenarioState
from harness.scenario import moment as read_moment
from harness.steps.types import step
from harness.vocabulary import accepts


class PlayerAction(StepParser):
    """Matches "<player> <phrase>" and "<player> tries to <phrase>" for the known phrases."""

    def __init__(self, *, tries: bool) -> None:
        super().__init__("{player} tries to {action}" if tries else "{player} {action}")
        self.tries = tries

    def _split(self, text: str) -> tuple[str, str] | None:
        player, _, rest = text.partition(" ")
        if not rest:
            return None
        if self.tries:
            if not rest.startswith("tries to "):
                return None
            rest = rest.removeprefix("tries to ")
        elif rest.startswith("tries to "):
            return None
        return player, rest

    def is_matching(self, name: str) -> bool:
        split = self._split(name)
        return split is not None and find_phrase(split[1], tries=self.tries) is not None

    def parse_arguments(self, name: str) -> dict[str, object]:
        split = self._split(name)
        assert split is not None
        return {"player": split[0], "action": split[1]}


def _option(doomtown: ScenarioState, player: str, action: str, *, tries: bool) -> str:
    found = find_phrase(action, tries=tries)
    assert found is not None
    phrase, args = found
    return option_for(doomtown, player, phrase, args)


@when(PlayerAction(tries=False))
def player_acts(doomtown: ScenarioState, player: str, action: str) -> None:
    option = _option(doomtown, player, action, tries=False)
    try:
        doomtown.decide(player, option)
    except IllegalPlay as refusal:
        raise ScenarioError(
            f"The step '{player} {action}' was refused: {refusal}\n(To prove a play is illegal, write "
            f"'When {player} tries to ...' and 'Then the play is refused because \"...\"')"
        ) from None


@when(PlayerAction(tries=True))
def player_tries(doomtown: ScenarioState, player: str, action: str) -> None:
    """A refusal, or a step the harness cannot even read (an unknown card name), is kept
    for `Then the play is refused because "..."`."""
    try:
        option = _option(doomtown, player, action, tries=True)
    except ScenarioError as error:
        doomtown.refusal, doomtown.step_error = None, error
        return
    doomtown.attempt(player, option)


@when(step("both players pass"))
def both_pass(doomtown: ScenarioState) -> None:
    game = doomtown.game
    for _ in game.players:
        pending = game.pending
        if pending is None or pending.option("pass") is None:
            raise ScenarioError(
                "'both players pass' needs a decision that can be passed; " + doomtown.describe_pending()
            )
        doomtown.decide(game.players[pending.player].name, "pass")


@when(step("the game advances to {moment}"))
def advance_to(doomtown: ScenarioState, moment: str) -> None:
    """Pass until that phase starts, within today ("Sundown"), or on a day it names ("the
    Upkeep phase of day 2"): it never crosses a day the step does not name. The decisions
    it answers are shown with a failure; a phase in which nobody has a decision is played
    through and the game stops at its end, before the next phase starts."""
    phase, day = read_moment(moment)
    doomtown.advance_to(phase, day)


accepts(
    "moment",
    ("Gamblin'", "Upkeep", "High Noon", "Sundown", "the Upkeep phase of day 2"),
    read_moment,
)
