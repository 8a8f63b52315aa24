"""Willa Mae MacGowan (13010, Bad Medicine) — dude.
Resolution: Ace Willa to send all other dudes in your posse home booted.

"Ace Willa to ..." is the ability's cost: she is aced as it is used, then the rest of her
posse goes home booted.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context


class WillaMaeMacGowan(CardScript):
    code = "13010"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(play_type="resolution", message="{player} aces {source}", handler=self.scatter)

    def scatter(self, context: Context) -> None:
        others = [dude for dude in self.your_posse if dude is not self.card]
        self.game.actions.ace(self.card)
        for dude in others:
            if self.game.actions.send_home(dude, booted=True):
                self.game.log.add("{0} sends {1} home booted", context.player, dude)
