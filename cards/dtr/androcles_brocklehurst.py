"""Androcles Brocklehurst (01050) — dude.
Noon, Boot: Choose another player's dude at a deed you own but don't control. Gain ghost
rock equal to that dude's influence.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card


class AndroclesBrocklehurst(CardScript):
    code = "01050"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", condition=self.at_your_lost_deed, controller="opponent"),
            message="{player} uses {source} on {target}",
            handler=self.collect_rent,
        )

    def at_your_lost_deed(self, card: Card, context: Context) -> bool:
        place = card.location
        deed = self.game.locations.card(place) if place is not None else None
        if deed is None or not deed.is_deed:
            return False
        return deed.owner is context.player and self.game.controller_of(deed) is not context.player

    def collect_rent(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        amount = dude.influence
        self.game.actions.gain(context.player, amount)
        self.game.log.add("{0} gains {1} ghost rock for {2}'s influence", context.player, amount, dude)
