"""Swagger (23055) — action.
Noon: Move your unbooted dude to an adjacent location. That dude has +1 influence for
controlling deeds until the end of the next Upkeep phase.

The move does not boot him (§4.2: a card effect boots only when it says so). The +1 counts
toward the control of the deed he stands at — through Sundown's victory check and the next
Upkeep's production — but not as influence anywhere else (§4.3); it lasts until the end of
the next Upkeep phase, tomorrow's when played at Noon.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card


class Swagger(CardScript):
    code = "23055"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            target=Target(prompt="Select a dude", controller="current", condition=self.unbooted),
            message="{player} plays {source} on {target}",
            handler=self.strut,
        )

    def unbooted(self, dude: Card, context: Context) -> bool:
        return not dude.booted

    def strut(self, context: Context) -> Flow:
        dude = context.target
        assert dude is not None
        yield from self.move_to_adjacent_location(context, dude)
        self.until_after_next_production(
            context, match=dude, effect=AbilityKit.effects.modify_influence_for_control(1)
        )
        self.game.log.add("{0} gives {1} +1 influence for controlling deeds", context.player, dude)
