"""The Pharmacy (01078) — Controller Noon, Boot: Unboot a dude."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card


def booted(dude: Card, context: Context) -> bool:
    return dude.booted


class ThePharmacy(CardScript):
    code = "01078"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            controller=True,
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", condition=booted, choose=False),
            message="{player} uses {source} to unboot {target}",
            handler=self.unboot,
        )

    def unboot(self, context: Context) -> None:
        assert context.target is not None
        self.game.actions.unboot(context.target)
