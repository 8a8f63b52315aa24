"""Nuttal & Mann's No. 10 Saloon (23035) — deed, Public • Saloon.
Controller Noon/Shootout, Boot, Pay 1 ghost rock: Boot or unboot a dude at this deed.

Any player's dude at the deed may be chosen: an unbooted one is booted, a booted one
unbooted (the only change open to each).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card


class NuttalAndMannsNo10Saloon(CardScript):
    code = "23035"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon/shootout",
            cost=[ability.costs.boot_self(), ability.costs.pay_ghost_rock(1)],
            controller=True,
            target=Target(prompt="Select a dude", condition=self.at_this_deed),
            message="{player} uses {source}",
            handler=self.deal_with_him,
        )

    def at_this_deed(self, dude: Card, context: Context) -> bool:
        return dude.location == self.card.uid

    def deal_with_him(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        if dude.booted:
            self.game.actions.unboot(dude)
            self.game.log.add("{0} unboots {1}", context.player, dude)
        else:
            self.game.actions.boot(dude)
            if dude.booted:
                self.game.log.add("{0} boots {1}", context.player, dude)
