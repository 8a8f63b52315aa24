"""Willa Mae MacGowan (Exp.1) (23027) — dude, Experienced • Ranger.
Resolution: Discard Willa Mae to send a dude in your posse home. If your opponent's hand is
cheatin', unboot that dude.

"Discard Willa Mae to ..." is the ability's cost: she leaves play as it is used, so the dude
sent home is another of your posse. A dude sent home goes home booted (§5.9); against a
cheatin' hand he is unbooted there, out of the shootout either way.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card


class WillaMaeMacgowanExp1(CardScript):
    code = "23027"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="resolution",
            target=Target(prompt="Select a dude", condition=self.another_dude_in_your_posse),
            message="{player} discards {source}",
            handler=self.ride_off,
        )

    def another_dude_in_your_posse(self, card: Card, context: Context) -> bool:
        return card is not self.card and card in self.your_posse

    def ride_off(self, context: Context) -> None:
        player = context.player
        dude = context.target
        assert dude is not None
        self.game.actions.discard(self.card)
        if not self.game.actions.send_home(dude, booted=True):
            return
        self.game.log.add("{0} sends {1} home booted", player, dude)
        if self.reveals_cheatin(player.opponent):
            self.game.actions.unboot(dude)
            self.game.log.add("{0} unboots {1}", player, dude)
