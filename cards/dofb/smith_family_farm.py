"""Smith Family Farm (25030) — deed, Private, Out of Town.
This deed is worth +1 control points while there is an unbooted dude here.
Noon: Boot your dude at this deed to draw a card and gain 2 ghost rock.

Any unbooted dude at the farm (anyone's) makes it worth the extra point. Booting your dude
there is the Noon ability's cost: with none unbooted there it is not offered.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.model import Card


class SmithFamilyFarm(CardScript):
    code = "25030"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(
            match=self.card, condition=self.an_unbooted_dude_here, effect=ability.effects.modify_control(1)
        )
        self.action(
            play_type="noon",
            cost=ability.costs.boot_your_dude(self.at_this_deed),
            message="{player} uses {source}",
            handler=self.work_the_farm,
        )

    def an_unbooted_dude_here(self) -> bool:
        return any(not dude.booted for dude in self.game.locations.dudes_at(self.card.uid))

    def at_this_deed(self, dude: Card, context: Context) -> bool:
        return dude.location == self.card.uid

    def work_the_farm(self, context: Context) -> None:
        drawn = self.game.actions.draw(context.player, 1)
        self.game.actions.gain(context.player, 2)
        self.game.log.add(
            "{0} draws {1} and gains 2 ghost rock", context.player, "a card" if drawn else "no card"
        )
