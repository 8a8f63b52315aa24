"""Maurice Croker (22013) — Shootout: If there are no studs in your posse, choose an opposing
dude. That dude becomes a draw.

The "If" is read as the ability resolves (§8.1): with a stud in your posse it does nothing.
An opposing dude is one in the opposing posse; he stays a draw for the shootout (§13.13),
unless he cannot be changed to a draw (Peacemaker).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card


class MauriceCroker(CardScript):
    code = "22013"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            target=Target(prompt="Select a dude", condition=self.opposing_dude),
            message="{player} uses {source} on {target}",
            handler=self.make_a_draw,
        )

    def opposing_dude(self, card: Card, context: Context) -> bool:
        return card in self.opposing_posse

    def make_a_draw(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        if any(d.shooter == "stud" for d in self.your_posse):
            return
        self.apply_ability_effect(context, match=dude, effect=AbilityKit.effects.set_as_draw())
        self.game.log.add("{0} makes {1} a draw", context.player, dude)
