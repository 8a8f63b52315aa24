"""The Gomorra Gazette (24126, Weird West Edition) — deed, Private.
Controller React, Boot: After an opposing dude's bounty increases, gain ghost rock equal to
their influence.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript, Context

if TYPE_CHECKING:
    from engine.events import Event


class TheGomorraGazette(CardScript):
    code = "24126"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onCardBountyChanged": self.opposing_bounty_increases},
            controller=True,
            cost=ability.costs.boot_self(),
            handler=self.print_the_story,
        )

    def opposing_bounty_increases(self, event: Event) -> bool:
        dude = event.card
        return int(event.get("amount")) > 0 and self.game.controller_of(dude) is not self.controller_now

    def print_the_story(self, context: Context) -> None:
        assert context.event is not None
        dude = context.event.card
        amount = dude.influence
        self.game.actions.gain(context.player, amount)
        self.game.log.add(
            "{0} uses {1} to gain {2} ghost rock from {3}'s bounty", context.player, self.card, amount, dude
        )
