"""Explorer's Lodge (19024) — deed, Private • Casino • Saloon.
Controller Noon, Boot: Move a dude at this deed to town square, booted. That dude's owner may
pay 2 ghost rock to unboot them.

Any player's dude at the deed may be moved. The owner is offered to pay only when the dude
did move and is booted, and only with 2 ghost rock to pay.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import TOWN_SQUARE, Card

PAY = "pay 2 ghost rock"
KEEP = "stay booted"
UNBOOT_COST = 2


class ExplorersLodge(CardScript):
    code = "19024"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            controller=True,
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", condition=self.at_this_deed, choose=False),
            message="{player} uses {source} to move {target} to Town Square",
            handler=self.show_the_way,
        )

    def at_this_deed(self, card: Card, context: Context) -> bool:
        return card.location == self.card.uid

    def show_the_way(self, context: Context) -> Flow:
        dude = context.target
        assert dude is not None
        if not self.game.actions.move_dude(dude, TOWN_SQUARE, boot=True):
            return
        owner = dude.owner
        if not dude.booted or owner.ghost_rock < UNBOOT_COST:
            return
        if (yield from self.choose_option(context, [PAY, KEEP], player=owner)) == PAY:
            self.game.actions.pay(owner, UNBOOT_COST)
            self.game.actions.unboot(dude)
            self.game.log.add("{0} pays 2 ghost rock to unboot {1}", owner, dude)
