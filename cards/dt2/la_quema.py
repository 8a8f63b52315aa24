"""La Quema (24145, Weird West Edition) — goods, Mystical • Horse.
This dude gets +3 Value.
Shootout, Boot: This dude joins your posse (moving if necessary). You may boot an
opposing dude.

Joining by this card's effect does not boot the dude, booted or not (the card says
"joins", not "boots to join"; §4.2, §5.2); it is offered only while he is not yet in a
posse. The opposing dude, if any, is one in the opposing posse, selected (no "choose").
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow


class LaQuema(CardScript):
    code = "24145"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.while_attached(effect=ability.effects.modify_value(3))
        self.action(
            play_type="shootout:join",
            cost=ability.costs.boot_self(),
            condition=self.rider_may_join,
            message="{player} uses {source}",
            handler=self.ride_in_and_boot_one,
        )

    def ride_in_and_boot_one(self, context: Context) -> Flow:
        yield from self.ride_into_posse(context)
        unbooted = [dude for dude in self.opposing_posse if not dude.booted]
        dude = yield from self.may_select_card(context, unbooted, "Select a dude")
        if dude is not None:
            self.game.actions.boot(dude)
            self.game.log.add("{0} boots {1}", context.player, dude)
