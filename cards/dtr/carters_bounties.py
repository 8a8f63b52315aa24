"""Carter's Bounties (01073) — Controller Shootout, Boot: Move your dude into your posse
from any location."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow


class CartersBounties(CardScript):
    code = "01073"
    reprints = ("24132",)  # Weird West Edition: "Your dude joins your posse (from any location)"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            controller=True,
            cost=ability.costs.boot_self(),
            condition=self.in_the_fight,
            target=Target(
                prompt="Select a dude", controller="current", condition=self.not_in_a_posse, choose=False
            ),
            message="{player} uses {source} to move {target} into their posse",
            handler=self.bring_in,
        )

    def bring_in(self, context: Context) -> Flow:
        assert context.target is not None
        yield from self.move_into_posse(context, context.target)
