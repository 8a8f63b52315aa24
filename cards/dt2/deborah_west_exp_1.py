"""Deborah West (Exp.1) (24075, Weird West Edition) — dude, Deputy, Blessed 0.
Shootout: Boot Deborah's attached Miracle or Melee Weapon to give an opposing dude one
bounty.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.log import Message, message
from engine.model import Card


class DeborahWestExp1(CardScript):
    code = "24075"

    def setup_abilities(self, ability: AbilityKit) -> None:
        # No "target" in the text: a dude protected from being targeted may still be given bounty.
        self.action(
            play_type="shootout",
            cost=ability.costs.boot_attachment("Miracle or Melee Weapon"),
            target=Target(prompt="Select a dude", condition=self.opposing_dude, choose=False),
            message=self.boots_it,
            handler=self.give_one_bounty,
        )

    def opposing_dude(self, card: Card, context: Context) -> bool:
        return card in self.opposing_posse

    def boots_it(self, context: Context) -> Message:
        return message("{player} boots {paid} on {source}", paid=context.paid_card)

    def give_one_bounty(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        self.game.actions.add_bounty(dude, 1)
        self.game.log.add("{0} uses {1} to give {2} 1 bounty", context.player, self.card, dude)
