"""The Whateley Estate (24142, Weird West Edition) — deed, Private.
Owner React, Boot: After a dude moves to this location, boot them.
Controller Noon, Boot: Put a non-dude card from your Boot Hill into your discard pile.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.zones import Zone

if TYPE_CHECKING:
    from engine.events import Event
    from engine.model import Card


class TheWhateleyEstate(CardScript):
    code = "24142"

    def setup_abilities(self, ability: AbilityKit) -> None:
        # "Owner React": a deed's abilities not printed "Controller" stay its owner's (§4.3).
        self.reaction(
            when={"onDudeMoved": self.a_dude_moves_here},
            cost=ability.costs.boot_self(),
            handler=self.lock_the_doors,
        )
        self.action(
            play_type="noon",
            controller=True,
            cost=ability.costs.boot_self(),
            condition=self.non_dude_in_boot_hill,
            handler=self.dig_up,
        )

    def a_dude_moves_here(self, event: Event) -> bool:
        return bool(event.get("target") == self.card.uid)

    def lock_the_doors(self, context: Context) -> None:
        assert context.event is not None
        dude = context.event.card
        self.game.actions.boot(dude)
        self.game.log.add("{0} uses {1} to boot {2}", context.player, self.card, dude)

    def non_dudes_in_boot_hill(self, context: Context) -> list[Card]:
        return [card for card in context.player.pile(Zone.BOOT_HILL) if not card.is_dude]

    def non_dude_in_boot_hill(self, context: Context) -> bool:
        return bool(self.non_dudes_in_boot_hill(context))

    def dig_up(self, context: Context) -> Flow:
        card = yield from self.select_card(context, self.non_dudes_in_boot_hill(context))
        self.game.actions.put_in_pile(card, Zone.DISCARD)
        self.game.log.add("{0} uses {1} to put {2} into their discard pile", context.player, self.card, card)
