"""Calling The Cavalry (24230, Weird West Edition) — action, Headline.
Shootout: During this round's resolution, the player with the most Horses in their posse
gains +1 hand rank. One dude in your posse becomes a stud until the end of the shootout.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.model import Player


class CallingTheCavalry(CardScript):
    code = "24230"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(play_type="shootout", message="{player} plays {source}", handler=self.call_the_cavalry)

    def call_the_cavalry(self, context: Context) -> Flow:
        # Read as the rank is, during this round's resolution: Horses that join or leave a
        # posse before then count (or no longer do), and a tie gives nobody the +1.
        self.until_end_of_shootout_round(
            context,
            targets_players=True,
            target_controller="any",
            effect=AbilityKit.effects.modify_hand_rank_by_player(self.most_horses),
        )
        shootout = self.game.shootout
        assert shootout is not None
        dude = yield from self.select_card(context, shootout.posse(context.player), "Select a dude")
        self.until_end_of_shootout(context, effect=AbilityKit.effects.set_as_stud(), match=dude)
        self.game.log.add("{0}'s {1} becomes a stud", context.player, dude)

    def most_horses(self, player: Player) -> int:
        shootout = self.game.shootout
        assert shootout is not None  # the effect lasts this round of it
        return int(self.horses_in_posse(player) > self.horses_in_posse(shootout.opposing(player)))

    def horses_in_posse(self, player: Player) -> int:
        shootout = self.game.shootout
        assert shootout is not None
        return sum(len(dude.attachments_with("Horse")) for dude in shootout.posse(player))
