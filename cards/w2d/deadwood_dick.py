"""Deadwood Dick (23006) — dude.
Cheatin' Resolution: Boot Dick or his Horse to send any number of your dudes with Horses
home booted. If your hand is legal, those dudes do not boot.

"Your dudes with Horses" are any of your dudes with a Horse attached, in the posse or not;
sent home they leave the posse (§5.9). "Your hand is legal": your draw hand is not
cheatin' (§5.6).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.model import Card


class DeadwoodDick(CardScript):
    code = "23006"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="cheatin resolution",
            cost=ability.costs.boot_self_or_attachment("Horse"),
            message="{player} uses {source}",
            handler=self.ride_off,
        )

    def your_dudes_with_horses(self, context: Context) -> list[Card]:
        return [dude for dude in context.player.dudes() if dude.attachments_with("Horse")]

    def ride_off(self, context: Context) -> Flow:
        riders = yield from self.select_cards(context, self.your_dudes_with_horses(context), minimum=0)
        result = self.game.hand_results.get(context.player.index)
        boot = result is None or result.cheatin
        for dude in riders:
            if self.game.actions.send_home(dude, booted=boot):
                self.game.log.add("{0} sends {1} home{2}", context.player, dude, " booted" if boot else "")
