"""Cavalry Escort (19032, There Comes a Reckoning) — goods, Horse • Sidekick.
React, Boot: Before you assign casualties, this dude joins your posse booted (moving if
necessary). React abilities cannot increase casualties this round.

"Before you assign casualties" is once this round's casualties are set and you have some
to take, before you choose any (§5.8): the dude, not yet in a posse, rides into yours and
boots, in time to be one of them. The lock binds every player's React abilities for the
rest of the round (`engine.type_locks`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow

if TYPE_CHECKING:
    from engine.events import Event


class CavalryEscort(CardScript):
    code = "19032"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onBeforeAssigningCasualties": self.you_assign_casualties},
            cost=ability.costs.boot_self(),
            condition=self.rider_may_join,
            message="{player} uses {source}",
            handler=self.escort,
        )

    def you_assign_casualties(self, event: Event) -> bool:
        return event.player is self.controller

    def escort(self, context: Context) -> Flow:
        dude = self.parent
        assert dude is not None
        yield from self.ride_into_posse(context)
        self.game.actions.boot(dude)
        self.until_end_of_shootout_round(
            context,
            targets_players=True,
            target_controller="any",
            effect=AbilityKit.effects.casualties_locked("React", decrease=False),
        )
        self.game.log.add("{0} brings {1} into their posse booted", context.player, dude)
