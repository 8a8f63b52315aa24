""" "Thunder Boy" Nabbe (Exp.1) (25019, Debt of Blood) — dude, Deputy.
Shootout: Boot Thunder Boy or a Blessed in your posse to make an opposing wanted dude a draw.

The boot is the cost: Thunder Boy or one of your Blessed dudes in your posse, unbooted.
"An opposing wanted dude" is a wanted dude in the opposing posse; he stays a draw for the
shootout (§8.3).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card


class ThunderBoyNabbeExp1(CardScript):
    code = "25019"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            cost=ability.costs.boot_your_dude(condition=self.thunder_boy_or_a_blessed_in_your_posse),
            target=Target(prompt="Select a dude", condition=self.opposing_wanted_dude),
            message="{player} uses {source}",
            handler=self.make_a_draw,
        )

    def thunder_boy_or_a_blessed_in_your_posse(self, dude: Card, context: Context) -> bool:
        return dude is self.card or (dude in self.your_posse and dude.skill("blessed") is not None)

    def opposing_wanted_dude(self, dude: Card, context: Context) -> bool:
        return dude.wanted and dude in self.opposing_posse

    def make_a_draw(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        self.until_end_of_shootout(context, match=dude, effect=AbilityKit.effects.set_as_draw())
        self.game.log.add("{0} makes {1} a draw", context.player, dude)
