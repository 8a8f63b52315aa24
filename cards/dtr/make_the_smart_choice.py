"""Make the Smart Choice (01109) — action.
Shootout: Reduce a dude's bullets by their influence. The dude's controller may move them
home booted (even if already booted).
"""

from __future__ import annotations

from engine.abilities import in_this_shootout
from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.log import Message, message

HOME = "move home booted"
STAY = "stay"


class MakeTheSmartChoice(CardScript):
    code = "01109"
    reprints = ("24215",)  # Weird West Edition: "may send them home booted"

    def setup_abilities(self, ability: AbilityKit) -> None:
        # "A dude" in this shootout, on either side (the online engine's reading).
        self.action(
            play_type="shootout",
            target=Target(prompt="Select a dude", condition=in_this_shootout, choose=False),
            message=self.reduction,
            handler=self.smart_choice,
        )

    def reduction(self, context: Context) -> Message:
        dude = context.target
        assert dude is not None
        return message(
            "{player} plays {source} to reduce {target}'s bullets by {influence}", influence=dude.influence
        )

    def smart_choice(self, context: Context) -> Flow:
        dude = context.target
        assert dude is not None
        # The influence when played: a fixed reduction until the end of the shootout (§8.3).
        self.apply_ability_effect(
            context, match=dude, effect=AbilityKit.effects.modify_bullets(-dude.influence)
        )
        controller = dude.controller
        answer = yield from self.choose_option(context, [HOME, STAY], player=controller)
        if answer == HOME:
            if self.game.actions.send_home(dude, booted=True):
                self.game.log.add("{0} moves {1} home booted", controller, dude)
        else:
            self.game.log.add("{0} keeps {1} in the posse", controller, dude)
