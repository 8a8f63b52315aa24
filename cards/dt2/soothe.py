"""Soothe (24199, Weird West Edition) — spell, Miracle.
Noon Miracle 8, Boot: Boot this dude to unboot another dude at a nearby location.

"Boot this dude to unboot another dude" is the miracle's first sentence, so it is a
requirement (§8.1): the Blessed must be unbooted to cast it, and another booted dude must
be nearby to be unbooted. It is the effect of a success: a failed miracle boots only the
spell.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card


class Soothe(CardScript):
    code = "24199"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_action(
            play_type="noon",
            cost=ability.costs.boot_self(),
            condition=self.this_dude_can_boot,
            difficulty=8,
            target=Target(prompt="Select a dude", condition=self.another_booted_dude_nearby, choose=False),
            on_success=self.soothe,
        )

    def this_dude_can_boot(self, context: Context) -> bool:
        blessed = self.parent
        return blessed is not None and not blessed.booted

    def another_booted_dude_nearby(self, dude: Card, context: Context) -> bool:
        here = self.game.actions.location_of(self.card)
        assert here is not None and dude.location is not None
        # "Another": the Blessed himself is unbooted (the requirement), so never offered.
        return dude.booted and self.game.locations.nearby(here, dude.location)

    def soothe(self, context: Context) -> None:
        blessed, dude = self.parent, context.target
        assert blessed is not None and dude is not None
        self.game.actions.boot(blessed)
        self.game.actions.unboot(dude)
        self.game.log.add("{0} uses {1} to boot {2} and unboot {3}", context.player, self.card, blessed, dude)
