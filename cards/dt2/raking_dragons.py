"""Raking Dragons (24219, Weird West Edition) — action, Technique, Tao of Zhu Bajie.
Shootout Tao Technique: Boot a dude and give them -2 value. Combo if that dude has lower
value than this dude.

"This dude" is the Kung Fu dude who performs it (engine.kung_fu). "A dude" is any dude in
play, selected (the text never says "choose" nor limits it to the shootout), and must be
unbooted: "Boot a dude" is the requirement the technique must meet (§8.1). The -2 value
lasts until the end of the shootout (§8.3).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.kung_fu import performer
from engine.model import Card


class RakingDragons(CardScript):
    code = "24219"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.technique_action(
            play_type="shootout",
            target=Target(prompt="Select a dude", condition=self.unbooted, choose=False),
            on_success=self.rake,
            combo=self.lower_than_this_dude,
        )

    def unbooted(self, dude: Card, context: Context) -> bool:
        return not dude.booted

    def rake(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        self.game.actions.boot(dude)
        self.apply_ability_effect(context, match=dude, effect=AbilityKit.effects.modify_value(-2))
        self.game.log.add("{0} boots {1} and gives them -2 value", context.player, dude)

    def lower_than_this_dude(self, context: Context) -> bool:
        dude = context.target
        return dude is not None and self.value_of(dude) < performer(context).value
