"""Dog's Duster (08013, Nightmare at Noon) — goods, Attire.
While they are not wanted, this dude gets +1 influence. If this dude is a Deputy, they do
not become wanted for joining a posse at a private location.
Noon, Boot: If this dude is unbooted, call out a wanted dude (at this location).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card


class DogsDuster(CardScript):
    code = "08013"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.while_attached(condition=self.not_wanted, effect=ability.effects.modify_influence(1))
        # "Become wanted for joining a posse at a private location": Breakin' & Enterin' (§5.3).
        self.while_attached(condition=self.a_deputy, effect=ability.effects.no_breakin_and_enterin_bounty())
        self.action(
            play_type="noon",
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", condition=self.wanted_dude_here, controller="opponent"),
            message="{player} uses {source}",
            handler=self.call_out_the_wanted,
        )

    def not_wanted(self) -> bool:
        return self.parent is not None and not self.parent.wanted

    def a_deputy(self) -> bool:
        return self.parent is not None and self.parent.has_keyword("Deputy")

    def wanted_dude_here(self, dude: Card, context: Context) -> bool:
        return self.parent is not None and dude.wanted and self.can_call_out(self.parent, dude)

    def call_out_the_wanted(self, context: Context) -> Flow:
        # "If ..." requirements may be played when unmet; they just do nothing (§8.1).
        dude, wanted = self.parent, context.target
        assert dude is not None and wanted is not None
        if dude.booted:
            return
        yield from self.call_out(context, dude, wanted)
