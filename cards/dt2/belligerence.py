"""Belligerence (24223, Weird West Edition) — action.
Noon: Give a wanted dude +1 bullets and +1 influence until Noon next turn.
Noon, Pay 1 Ghost Rock: Give a dude 1 bounty to unboot them.

"Until Noon next turn" lasts through tomorrow's Gamblin' and Upkeep and ends as
tomorrow's High Noon starts (`until_next_turn`, §8.3). "Give a dude 1 bounty to unboot
them": the bounty is what unboots them, so only a booted dude may be chosen (ruling
belligerence-unboots-a-booted-dude).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card


class Belligerence(CardScript):
    code = "24223"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            target=Target(prompt="Select a dude", condition=self.wanted_dude),
            message="{player} uses {source} to give {target} +1 bullets and +1 influence until Noon next turn",
            handler=self.embolden,
        )
        self.action(
            play_type="noon",
            cost=ability.costs.pay_ghost_rock(1),
            target=Target(prompt="Select a dude", condition=self.booted_dude),
            message="{player} uses {source} to give {target} 1 bounty and unboot them",
            handler=self.rile_up,
        )

    def wanted_dude(self, dude: Card, context: Context) -> bool:
        return dude.wanted

    def booted_dude(self, dude: Card, context: Context) -> bool:
        return dude.booted

    def embolden(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        kit = AbilityKit.effects
        self.until_next_turn(context, match=dude, effect=[kit.modify_bullets(1), kit.modify_influence(1)])

    def rile_up(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        self.game.actions.add_bounty(dude, 1)
        self.game.actions.unboot(dude)
