"""Walk the Path (24198, Weird West Edition) — spell, Miracle.
Noon Miracle 6, Boot: Move your other dude to this Blessed's location (from any location,
without booting.)
Shootout Miracle 7, Boot: One of your dudes joins this dude's posse (moving if
necessary). Unboot that dude.

"Your other dude" is one of your dudes other than the Blessed, not at his location
already (a move needs somewhere else to come from); booted or not, from anywhere, he
moves without booting. In a shootout, "one of your dudes" is one not in a posse yet: he
joins the Blessed's posse, moving to the fight without booting, and then unboots.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card


class WalkThePath(CardScript):
    code = "24198"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_action(
            play_type="noon",
            cost=ability.costs.boot_self(),
            difficulty=6,
            target=Target(prompt="Select a dude", condition=self.your_dude_elsewhere, controller="current"),
            on_success=self.walk_to_him,
        )
        self.spell_action(
            play_type="shootout",
            cost=ability.costs.boot_self(),
            difficulty=7,
            target=Target(prompt="Select a dude", condition=self.not_in_a_posse, controller="current"),
            on_success=self.join_his_posse,
        )

    def your_dude_elsewhere(self, dude: Card, context: Context) -> bool:
        return dude.location != self.game.actions.location_of(self.card)

    def walk_to_him(self, context: Context) -> None:
        dude, here = context.target, self.game.actions.location_of(self.card)
        assert dude is not None and here is not None
        self.game.actions.move_dude(dude, here, boot=False)
        self.game.log.add(
            "{0} uses {1} to move {2} to {3}", context.player, self.card, dude, self.game.locations.name(here)
        )

    def join_his_posse(self, context: Context) -> Flow:
        dude = context.target
        assert dude is not None
        self.game.log.add("{0} uses {1} to bring {2} into their posse", context.player, self.card, dude)
        yield from self.move_into_posse(context, dude)
        self.game.actions.unboot(dude)
