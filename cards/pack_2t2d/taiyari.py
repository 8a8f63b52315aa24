"""Taiyari (20008, Too Tough to Die) — dude.
Shootout: Choose your dude. Pay the opposing posse's controller ghost rock equal to that
dude's bullets to make that dude a stud. If that dude has 0 bullets, pay 1 ghost rock
instead. That dude has a maximum bullet rating of 4.

The price is read from the chosen dude's bullets as the ability resolves, and a dude whose
price his player cannot pay is not offered (§8.1). The ghost rock goes to the other side of
the fight, not the bank (§9.1). The stud and the maximum of 4 last the shootout (§8.3).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card

MAXIMUM = 4


class Taiyari(CardScript):
    code = "20008"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            target=Target(prompt="Select a dude", controller="current", condition=self.affordable),
            message="{player} uses {source} on {target}",
            handler=self.make_a_stud,
        )

    def price(self, dude: Card) -> int:
        # "If that dude has 0 bullets, pay 1 ghost rock instead"
        return max(dude.bullets, 1)

    def affordable(self, dude: Card, context: Context) -> bool:
        return context.player.ghost_rock >= self.price(dude)

    def make_a_stud(self, context: Context) -> None:
        dude, you, shootout = context.target, context.player, self.game.shootout
        assert dude is not None and shootout is not None
        price = self.price(dude)
        self.game.actions.pay_player(you, shootout.opposing(you), price)
        self.apply_ability_effect(
            context,
            match=dude,
            effect=[AbilityKit.effects.set_as_stud(), AbilityKit.effects.maximum_bullets(MAXIMUM)],
        )
        self.game.log.add("{0} pays {1} ghost rock to make {2} a stud", you, price, dude)
