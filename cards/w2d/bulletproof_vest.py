"""Bulletproof Vest (23038) — goods, Gadget 4 • Attire.
This dude may not boot to join a posse at an adjacent location.

Resolution, Boot: Discard a card from your hand to have your posse suffer 1 fewer casualties
this round.

The weight of the vest: the dude is not offered joining a posse from an adjacent location,
which boots him (§5.2); at the fight's location, or where an effect spares the boot, he
joins as usual. The discard is the Resolution's cost (§8.1).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context


class BulletproofVest(CardScript):
    code = "23038"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.while_attached(effect=ability.effects.may_not_boot_to_join())
        self.action(
            play_type="resolution",
            cost=[ability.costs.boot_self(), ability.costs.discard_from_hand()],
            message="{player} uses {source}",
            handler=self.take_the_hit,
        )

    def take_the_hit(self, context: Context) -> None:
        self.until_end_of_shootout_round(
            context, targets_players=True, effect=AbilityKit.effects.reduce_casualties(1)
        )
        self.game.log.add("{0}'s posse suffers 1 fewer casualties this round", context.player)
