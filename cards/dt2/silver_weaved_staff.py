"""Silver-Weaved Staff (24180, Weird West Edition) — goods, Mystical • Melee • Weapon, +1 bullets.
Shootout, Boot: Boot an opposing spell.

An "opposing" spell in a shootout is one on a dude in the opposing posse (§5): a spell
of the other player's dude who stayed out of the fight is not opposing. The spell is
selected, not chosen (the text never says "choose"), and must be unbooted: "Boot an
opposing spell" is the requirement the ability must meet (§8.1).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card


class SilverWeavedStaff(CardScript):
    code = "24180"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            cost=ability.costs.boot_self(),
            target=Target(
                prompt="Select a spell",
                card_type="spell",
                condition=self.opposing_spell,
                choose=False,
            ),
            message="{player} uses {source} to boot {target}",
            handler=self.boot_the_spell,
        )

    def opposing_spell(self, spell: Card, context: Context) -> bool:
        return spell.parent in self.opposing_posse and not spell.booted

    def boot_the_spell(self, context: Context) -> None:
        assert context.target is not None
        self.game.actions.boot(context.target)
