"""Adelaide Rose (21029, Out for Blood) — dude, Mad Scientist 1.
Shootout: Boot Adelaide's Gadget to give an opposing dude -1 bullets. If that Gadget is
Experimental, give your dude +1 bullets.

"Adelaide's Gadget" is one attached to her, booted as the cost. "Your dude" is one of your
dudes in your posse, selected as the bonus is given; both changes last the shootout (§8.3).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card


class AdelaideRose(CardScript):
    code = "21029"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            cost=ability.costs.boot_attachment("Gadget"),
            target=Target(prompt="Select a dude", condition=self.opposing_dude),
            message="{player} uses {source} on {target}",
            handler=self.tinker,
        )

    def opposing_dude(self, dude: Card, context: Context) -> bool:
        return dude in self.opposing_posse

    def tinker(self, context: Context) -> Flow:
        dude = context.target
        assert dude is not None
        effects = AbilityKit.effects
        self.apply_ability_effect(context, match=dude, effect=effects.modify_bullets(-1))
        self.game.log.add("{0} gives {1} -1 bullets", context.player, dude)
        gadget = context.paid_card
        if gadget is None or not gadget.has_keyword("Experimental"):
            return
        yours = yield from self.select_card(context, list(self.your_posse), "Select a dude")
        self.apply_ability_effect(context, match=yours, effect=effects.modify_bullets(1))
        self.game.log.add("{0} gives {1} +1 bullets", context.player, yours)
