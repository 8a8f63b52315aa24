"""Telegraph Office (01080) — deed, Private.
Controller Noon, Boot: Choose a dude that was brought into play this Noon phase. Gain ghost
rock equal to the dude's influence.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card


class TelegraphOffice(CardScript):
    code = "01080"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", condition=self.new_in_town),
            message="{player} uses {source} on {target}",
            handler=self.wire_the_news,
            controller=True,
        )

    def new_in_town(self, card: Card, context: Context) -> bool:
        return self.brought_into_play_this_phase(card)

    def wire_the_news(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        self.game.actions.gain(context.player, dude.influence)
        self.game.log.add(
            "{0} gains {1} ghost rock for {2}'s influence", context.player, dude.influence, dude
        )
