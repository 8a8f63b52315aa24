"""Enapay (24058, Weird West Edition) — dude, Shaman 1.
Enapay gets +2 influence during High Noon.
Noon, Boot: Another dude at this location gets +1 influence.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card


class Enapay(CardScript):
    code = "24058"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(condition=self.during_high_noon, effect=ability.effects.modify_influence(2))
        self.action(
            play_type="noon",
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", condition=self.another_dude_here, choose=False),
            handler=self.lend_a_voice,
        )

    def during_high_noon(self) -> bool:
        return self.phase == "high noon"

    def another_dude_here(self, card: Card, context: Context) -> bool:
        return card is not self.card and card.location is not None and card.location == self.card.location

    def lend_a_voice(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        # A Noon ability's effect lasts the day (C5).
        self.apply_ability_effect(context, match=dude, effect=AbilityKit.effects.modify_influence(1))
        self.game.log.add("{0} uses {1} to give {2} +1 influence", context.player, self.card, dude)
