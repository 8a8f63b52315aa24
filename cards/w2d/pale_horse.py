"""Pale Horse (23039) — goods, Horse.
Cheatin' Resolution, Boot: You may send an opposing dude without a Horse home booted. If your
hand is legal, you suffer X fewer casualties this round, where X is this dude's bullet rating.

A Cheatin' Resolution is played against the opponent's cheatin' hand (§5.6). The dude sent
home is one of the opposing posse; "this dude" is the Horse's rider, his bullets read as the
ability resolves. Against a cheatin' lowball hand at gamblin' there is no posse to send home
from and no round to suffer casualties in: the Horse boots and nothing else happens.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.model import Card


class PaleHorse(CardScript):
    code = "23039"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="cheatin resolution",
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.ride_them_down,
        )

    def without_a_horse(self, dude: Card) -> bool:
        return not dude.attachments_with("Horse")

    def ride_them_down(self, context: Context) -> Flow:
        player = context.player
        riders = [dude for dude in self.opposing_posse if self.without_a_horse(dude)]
        dude = yield from self.may_select_card(context, riders, "Select a dude")
        if dude is not None and self.game.actions.send_home(dude, booted=True):
            self.game.log.add("{0} sends {1} home booted", player, dude)
        if self.game.shootout is not None and not self.reveals_cheatin(player):
            rider = self.parent
            assert rider is not None
            fewer = rider.bullets
            self.until_end_of_shootout_round(
                context, targets_players=True, effect=AbilityKit.effects.reduce_casualties(fewer)
            )
            self.game.log.add("{0} suffers {1} fewer casualties this round", player, fewer)
        return None
